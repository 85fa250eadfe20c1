# 签核面板（Ctrl+E）：由谁签核派彩单、客人及见证人。

signoff-issued-when = 由 { $supervisor } 于 { $time } 开出
signoff-files-in = 派彩单按编号存档（slip-000123.pdf），位于 { $folder }
signoff-no-data-folder = 没有文件夹：请设置 PITPAY_DATA_DIR 才能开派彩单
signoff-issue = 签核并开单 (Enter)
signoff-cancel = 取消 (Escape)
signoff-signs-as = 以 { $name }（{ $id }）签核，已登录
signoff-supervisor = 赌台主任（签核人）
signoff-supervisor-id = 赌台主任编号
signoff-pin = 密码
signoff-dealer = 荷官
signoff-patron = 客人
signoff-id-type = 证件类别
signoff-last4 = 证件末 4 位
signoff-witness = 见证人（员工）
signoff-witness-id = 见证人编号
signoff-witness-pin = 见证人密码
signoff-patron-why = 此派彩单涉及{ $why }：须填写客人及见证人。只填证件号码末 4 位，切勿填写完整号码。
signoff-place = 场所：{ $property } · 位置：{ $location }
signoff-place-no-location = 场所：{ $property } · 未设置位置（settings.toml：location）
signoff-place-no-property = 位置：{ $location } · 未设置场所（settings.toml：property）
signoff-place-none = 未设置场所或位置：由 IT 在 settings.toml 设置一次（property、location）。派彩单上这两格会留空，以人手填写。
# 需要客人的原因（上面的 $why）：逐项列出，两两以“及”连接。
signoff-why-flag = { $flag ->
    [w2g] W-2G 标记
   *[withholding] 预扣税标记
}
signoff-why-meter = 累积大奖派彩
signoff-why-and = { $first }及{ $second }

# 簽核面板（Ctrl+E）：由誰簽核派彩單、客人及見證人。

signoff-issued-when = 由 { $supervisor } 於 { $time } 開出
signoff-files-in = 派彩單按編號存檔（slip-000123.pdf），位於 { $folder }
signoff-no-data-folder = 沒有資料夾：請設定 PITPAY_DATA_DIR 才能開派彩單
signoff-issue = 簽核並開單 (Enter)
signoff-cancel = 取消 (Escape)
signoff-signs-as = 以 { $name }（{ $id }）簽核，已登入
signoff-supervisor = 賭枱主任（簽核人）
signoff-supervisor-id = 賭枱主任編號
signoff-pin = 密碼
signoff-dealer = 荷官
signoff-patron = 客人
signoff-id-type = 證件類別
signoff-last4 = 證件末 4 位
signoff-witness = 見證人（員工）
signoff-witness-id = 見證人編號
signoff-witness-pin = 見證人密碼
signoff-patron-why = 此派彩單涉及{ $why }：須填寫客人及見證人。只填證件號碼末 4 位，切勿填寫完整號碼。
signoff-place = 場所：{ $property } · 位置：{ $location }
signoff-place-no-location = 場所：{ $property } · 未設定位置（settings.toml：location）
signoff-place-no-property = 位置：{ $location } · 未設定場所（settings.toml：property）
signoff-place-none = 未設定場所或位置：由 IT 在 settings.toml 設定一次（property、location）。派彩單上這兩格會留空，以人手填寫。
# 需要客人的原因（上面的 $why）：逐項列出，兩兩以「及」連接。
signoff-why-flag = { $flag ->
    [w2g] W-2G 標記
   *[withholding] 預扣稅標記
}
signoff-why-meter = 累積大獎派彩
signoff-why-and = { $first }及{ $second }

# 窗口的外框：工具列、状态栏、对话框、欢迎面板，以及状态栏所说的错误。

window-theme-dark = 深色主题
window-theme-light = 浅色主题
window-tab-settle = 结算
window-tab-paytables = 赔率表
window-tab-history = 记录
window-tab-practice = 练习
window-tab-staff = 员工
window-tab-cage = 账房
window-commands = 指令 (Ctrl+K)
window-show-steps = 显示步骤
window-new = 新牌局
window-open-round = 打开牌局…
window-save-round = 保存牌局…
window-issue-slip = 开派彩单 (Ctrl+E)
window-open-path = 打开路径
window-save-path = 存到路径
window-path-hint = 或输入路径：rounds/disputed.toml
window-signed-in = 已登录：{ $name }（{ $id }）
window-sign-out = 退出登录 (Ctrl+Shift+L)
window-sign-in = 登录 (Ctrl+I)
window-keys-hint = Enter：下一栏 · Tab：亦可到每个按钮 · Ctrl+K：所有指令 · Ctrl+E：开派彩单 · Ctrl+Shift+A：加座位
# 状态栏的时钟："13:06 -08:00 · 博彩日 2026-11-26 · swing"。
window-clock = { $time } { $offset } · 博彩日 { $day } · { $shift }

window-confirm-stay = 留下 (Escape)
window-confirm-keys = Enter：有框的按钮 · Tab：另一个 · Escape：留下

window-welcome-title = 输入一局
window-welcome-how = 先输入庄家的牌，再输入每个座位的手牌和注码：牌照口头说法输入（"as 8d"、"10h"、"K♠"）。一局可以结算时，结算结果即在此显示，每按一键都会更新。
window-welcome-keys = Enter 到下一栏，Tab 亦可到每个按钮 · Ctrl+K 搜索任何指令 · Ctrl+1/2/3 选游戏 · Ctrl+Shift+A 加座位 · Ctrl+Down 滚动此侧
window-welcome-examples = 打开示例

window-error-read = { $path }：无法读取：{ $why }
window-error-write = { $path }：无法保存：{ $why }
window-error-not-opened = 未打开：{ $why }
window-error-unrestored = 上次自动保存的牌局无法读取（{ $why }）
window-error-unrestored-aside = 上次自动保存的牌局无法读取（{ $why }）；已保留于 { $aside }
window-error-unsettled = 无法结算的牌局不能开派彩单：{ $why }
window-error-no-supervisor = 没有签核赌台主任的姓名和编号，不能开派彩单
window-error-no-patron = 此派彩单涉及{ $why }：请填写客人（姓名、证件类别、证件号码末 4 位）及见证人（另一名员工的姓名和编号）
window-error-no-void-reason = 派彩单 { $number } 须先填写原因才能作废
window-error-no-data-folder = 没有用户文件夹存放派彩单记录；请设置 PITPAY_DATA_DIR
window-error-no-file-round = 未选择文件。如没有出现文件对话框，请在路径栏（Ctrl+L）输入路径，再用「打开路径」或「存到路径」。
window-error-no-file-pdf = 未选择文件。如没有出现文件对话框，请在路径栏（Ctrl+L）输入副本的存放位置（以 .pdf 结尾的路径），再按一次「另存副本…」。
window-error-not-enrolled = 这不是已登记的编号，所以编号栏已清空（输入的内容不会显示）。请按员工名册的写法输入编号，再输入密码。
window-error-no-pin = 请输入密码（不会显示），再按 Enter
window-error-no-folder-opener = 本机没有可打开文件夹的程序（xdg-open）：文件在 { $path }
window-error-search = 搜索内容无法理解：{ $why }
window-error-report = 无法产生班次报告：{ $why }
window-error-locked = 闲置 { $minutes } 分钟后已自动退出登录（settings.toml 的 lock_after_minutes）：请在员工页面（Ctrl+I）重新登录
window-error-nothing-to-print = 尚无可打印的文档：请先开派彩单（Ctrl+E）、重印、打印告示牌或班次报告，再打印（Ctrl+Shift+P）
window-error-not-printed = { $path } 已写好，但未能打印：{ $why }
window-error-no-typed-path = 请先在路径栏输入文件路径（Ctrl+L 可到该栏）

window-slip-filed = 派彩单 { $number } 已由 { $by } 签核并存档：{ $file }
window-nobody-signed-in = 目前无人登录。按 Ctrl+I 登录。

window-unsaved-title = 未保存的更改
window-unsaved-game = 页面上的牌局有未存入任何文件的更改。转到 { $game } 会开始一个空白牌局。
window-unsaved-game-go = 转到 { $game }
window-unsaved-new = 页面上的牌局有未存入任何文件的更改。新牌局会清除页面上的牌局。
window-unsaved-new-go = 新牌局
window-unsaved-open = 页面上的牌局有未存入任何文件的更改。打开牌局文件会取代页面上的牌局。
window-unsaved-open-go = 打开
window-unsaved-example = 页面上的牌局有未存入任何文件的更改。打开示例会取代页面上的牌局。
window-unsaved-example-go = 打开示例
window-unsaved-note = 无论如何都不会遗失：继续之后，按 Ctrl+Z 可取回此牌局。
window-new-round = 新的 { $game } 牌局
window-opened-example = 已打开示例「{ $example }」
window-opened = 已打开 { $file }
window-saved = 已保存 { $path }
window-replace-title = 取代 { $file }？
window-replace-question = { $path } 已存在，而且不是此牌局打开或保存时所用的文件。要用此牌局覆盖它吗？
window-replace-note = 按 Escape 不会保存：请输入另一个路径，或用「保存牌局…」（Ctrl+S）。
window-replace-go = 取代 { $file }

# 问题中对派彩单的称呼："派彩单 12（赌台 BJ-3，blackjack，派彩 40.00）"。
window-slip-named = 派彩单 { $number }（赌台 { $table }，{ $game }，派彩 { $paid }）
window-slip-named-no-table = 派彩单 { $number }（无赌台，{ $game }，派彩 { $paid }）
window-void-title = 作废派彩单 { $number }？
window-void-question = 以原因「{ $reason }」作废{ $slip }？记录会保留此派彩单，标示为作废，并记下由谁作废及时间。
window-void-note = 作废后不能撤回。按 Escape 保留派彩单原状。
window-void-go = 作废派彩单 { $number }
window-reprint-title = 重印派彩单 { $number }？
window-reprint-question = 再印一次{ $slip }？副本会存放在派彩单文件夹内原单旁边（{ $file }）。
window-reprint-note = 记录会记下此次重印及由谁重印。按 Escape 不会打印。
window-reprint-go = 重印派彩单 { $number }
window-again-title = 此牌局已开出派彩单 { $number }
window-again-void-question = 此牌局的派彩单 { $number }（{ $when }）已作废。要为此牌局开新的派彩单吗？
window-again-void-note = 新派彩单会用下一个编号；已作废的派彩单按原状留在记录中。按 Escape 不会开单。
window-again-void-go = 开新的派彩单
window-again-question = 派彩单 { $number }（{ $when }）已为此牌局派彩，且未作废。要为同一牌局开第二张派彩单吗？
window-again-note = 两张派彩单会为同一牌局派彩两次：如派彩单 { $number } 有误，请先在记录页面（Ctrl+H）将其作废。按 Escape 不会开单。
window-again-go = 开第二张派彩单

window-filed = 已存档：{ $file }，位于 { $folder }
window-filed-print = 打印 (Ctrl+Shift+P)
window-filed-folder = 打开文件夹 (Ctrl+Shift+O)
window-filed-copy = 另存副本…
window-no-meter = 此牌局没有投注累积大奖：没有累积奖金可输入。
# 其后接打印机的回复。
window-sent-to-printer = { $file } 已送往打印机：
window-language-switched = 窗口现用{ $language }，直至关闭 Pitpay 为止（工作台本身的语言以 settings.toml 的 language 为准）。
window-restored = 你正在输入的牌局已恢复，与 Pitpay 关闭时一样。

# 派彩单产生器拒绝的原因，以窗口的说法（用字段名称，从不用指令选项）。
window-slip-no-supervisor = 没有签核赌台主任的姓名和编号，不能开派彩单
window-slip-no-patron = 此派彩单涉及{ $why }：请填写客人（姓名、证件类别、证件号码末 4 位）及见证人（另一名员工）
# 字段名称，其后是派彩单产生器对它的说明。
window-slip-label = { $label } { $message }
window-slip-already-issued = 派彩单 { $number } 已为此牌局派彩（由 { $supervisor } 于 { $time } 开出）；须待其作废，或确实要开第二张时，才可再开
window-slip-not-placed = 派彩单 { $number } 已记入记录，但其文件 { $path } 未能写入（{ $why }）：请在记录页面（Ctrl+H）重印
window-slip-no-void-reason = 作废须有原因：请在派彩单旁输入
window-staff-no-id = 员工名册已有成员，而{ $needs }：请输入编号，再输入密码
window-staff-name-mismatch = 「{ $given }」不是员工名册中 { $id } 的姓名（「{ $registered }」）：会采用名册上的姓名，请将姓名栏留空
window-staff-damaged = 员工名册中 { $id } 的凭证已损坏（{ $why }）：请经理在员工页面（Ctrl+I）重设其密码
window-needs-sign = 签核派彩单须由赌台主任或经理进行
window-needs-reprint = 重印派彩单须由赌台主任或经理进行
window-needs-void = 作废派彩单须由经理进行
window-needs-witness = 见证人须为已登记的成员
window-needs-manage = 更改员工名册须由经理进行
window-needs-sign-in = 登录须为已登记的成员
window-needs-pay = 在账房付派彩单须由出纳员或经理进行
window-needs-verify = 在账房覆核付款须由另一名出纳员或经理进行
window-needs-approve = 付款的经理签署须由经理进行
window-label-supervisor = 赌台主任：
window-label-supervisor-id = 赌台主任编号：
window-label-property = 场所（settings.toml）：
window-label-dealer = 荷官：
window-label-patron = 客人：
window-label-id-type = 证件类别：
window-label-last4 = 证件末 4 位：
window-label-witness = 见证人：
window-label-witness-id = 见证人编号：
window-label-reason = 原因：
window-copy-saved = 副本已另存为 { $copy }
window-copy-saved-beside = { $there } 已存在，保持原状不变：副本已另存为 { $copy }
# 文件对话框中牌局文件（*.toml）的名称。
window-round-file = 牌局文件
# 程序本身的投注（边注的名称来自其赔率表文件）。
window-bet = { $bet ->
    [tie] 和
    [insurance] 保险
    [lucky-break] Lucky Break
   *[main] 主注
}
# 示例牌局的标题：各示范什么。
window-example = { $example ->
    [lucky9-split] Lucky 9：分牌及和注，两个座位
    [blackjack-lucky-break] 二十一点：Lucky Break，庄家以同花色 26 点爆牌
    [blackjack-seven-seats] 二十一点：七个座位，每种边注
    [stadium] Stadium Blackjack：两个终端机，庄家两手牌
   *[lucky9] Lucky 9：一手 Lucky 9，附 Lucky 9 红利注及和注
}

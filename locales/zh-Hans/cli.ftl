# 命令行的用语。选项、命令及文件名一律不翻译；--json 的内容始终是英文。

## What a slip command says
cli-note-paytable-not-loaded = 注意：有一个赔率表文件未能载入：{ $problem }
cli-error = 错误：{ $message }
cli-failed = 验证失败：{ $why }
cli-slip-written = 派彩单 { $number } 已写入 { $file }
cli-slip-reprinted = 派彩单 { $number } 已重印至 { $file }
cli-slip-void = 派彩单 { $number } 已作废
cli-paytable-not-loaded = 警告：有一个赔率表文件未能加载：{ $problem }
cli-path-why = { $path }：{ $why }
cli-option-why = { $option }：{ $why }

## Refusals of bad input
cli-refusal-no-supervisor = 没有签核的赌台主任姓名及员工编号，不能开出派彩单（--supervisor、--supervisor-id）
cli-refusal-no-patron = 此派彩单涉及{ $why }：签核需要客人资料（--patron、--patron-id-type、--patron-id-last4）及一名见证人，即另一名员工（--witness、--witness-id）
cli-refusal-label = { $option } { $message }
cli-refusal-already-issued = 日志已有此牌局的派彩单 { $number }（{ $time } 由 { $supervisor } 开出）；如要为同一牌局再开一张派彩单，请加上 --again
cli-refusal-no-void-reason = 作废需要原因（--reason）
cli-refusal-not-recoverable = { $path }：{ $why }：请提供派彩单文件、其副本、各工作站的日志，或存放这些文件的文件夹给 `journal --recover`；没有恢复任何内容
cli-refusal-not-recorded = { $why }；没有取用派彩单编号，也没有写入文件：待日志恢复连接后，请重新开出派彩单
cli-output-exists = 文件已存在；请另选名称，或加上 --force 替换它
cli-csv-exists = { $path }：文件已存在；如要替换，请加上 --force
cli-print-no-default = 这台电脑没有设置默认打印机：请用 --printer 指定一台（{ $systems }）
cli-selection-backwards = --until { $until } 早于 --since { $since }：时段在开始前已结束
cli-selection-no-period = 请提供 --since 日期 或 --gaming-day 日期

## The staff register
cli-staff-no-id = 员工名册已有成员，而{ $needs }：请提供员工编号（{ $option }）及密码
cli-staff-in-id-field = 在员工编号栏
cli-staff-name-mismatch = --supervisor“{ $given }”与名册上 { $id } 的姓名（“{ $registered }”）不符；请省略此选项，系统会使用名册上的姓名
cli-staff-refused = 员工名册：此项更改{ $why }
cli-staff-damaged = 名册上 { $id } 的凭证已损坏（{ $why }）；经理可用 `pitpay staff reset { $id } --by MANAGER_ID` 重设
cli-needs-sign = 签核派彩单需要赌台主任或经理
cli-needs-reprint = 重印派彩单需要赌台主任或经理
cli-needs-void = 作废派彩单需要经理
cli-needs-witness = 见证人必须是已登记的员工
cli-needs-manage = 更改员工名册或工作站密钥需要经理
cli-needs-sign-in = 登入需要已登记的员工
cli-needs-pay = 在账房派彩需要出纳员或经理
cli-needs-verify-payment = 在账房复核派彩需要另一名出纳员或经理
cli-needs-approve-payment = 派彩的经理签名需要经理
cli-refused-first-role = 把 { $id } 登记为 { $role }，但名册是空的，第一名成员必须是经理（--role manager），再由其登记其他人
cli-refused-first-by = 由 { $by } 作出，但名册是空的：第一名成员（经理）须自行登记（省略 --by）
cli-command-no-name = 成员需要姓名（--name）
cli-command-bad-name = --name { $why }

## The journal and the station's key
cli-journal-backup-over-live = { $path }：不能把日志备份到这里：这就是使用中的日志本身（或其文件之一）；备份是另外存放的副本，即使加上 --force 也不会覆盖日志；请另选名称
cli-journal-backup-refused = { $path }：不能把日志备份到这里：{ $why }
cli-journal-clock-differs = { $at } 的共享日志记录的场内时钟是“{ $journal }”，但这个工作站的设置是“{ $podium }”：请在 settings.toml 设置与其他工作站相同的 time_zone、gaming_day_starts 及 [[shift]]（或在更改所有工作站后，用 `pitpay journal --adopt-clock` 记录新设置）
cli-journal-altered = 日志在写入后被更改：{ $broken }。没有执行任何操作；`pitpay journal --check` 会列出不符之处
cli-journal-register-damaged = 日志中的员工名册不完整：{ $broken }；详情见 `pitpay journal --check`，在修复前任何人都不能签核
cli-keys-not-registered = 派彩单日志：此工作站（“{ $station }”，密钥 { $fingerprint }）未在 { $at } 的共享日志登记：请在此工作站执行一次 `pitpay keys --register`，让每个工作站都能核对其派彩单
cli-keys-missing = 此工作站的签署密钥（{ $path }）不见了，但日志中有此工作站以密钥 { $fingerprint } 签署的记录：没有写入任何内容。请从备份还原密钥文件（docs/who-signs.md，“What to back up”），或由经理用 `pitpay keys --rotate --by MANAGER_ID` 更换密钥；新密钥会记录在日志中，新旧派彩单都能通过验证
cli-keys-changed = 此工作站的签署密钥（{ $path }，密钥 { $have }）不是日志为此工作站记录的密钥（密钥 { $expected }）：它已被更换或从别处复制，没有写入任何内容。请从备份放回此工作站自己的密钥文件（docs/who-signs.md，“What to back up”），或由经理用 `pitpay keys --rotate --by MANAGER_ID` 把此密钥设为此工作站的密钥
cli-restored-behind = 日志（{ $at }）止于第 { $end } 项，但缺少{ $what }：它是从较旧的副本还原的，或最新的记录被截去。没有写入任何内容。请用 `pitpay journal --recover` 取回遗失的记录（docs/operations.md，“Restoring and recovering”）
cli-restored-diverged = 日志（{ $at }）第 { $seq } 项与{ $what }不同：它是从较旧的副本还原或被截去后再继续使用。没有写入任何内容。请用 `pitpay journal --recover` 取回遗失的记录（docs/operations.md，“Restoring and recovering”）
cli-restored-gap-open = 日志（{ $at }）遗失了 { $lost }（由 `pitpay journal --recover` 于 { $found } 发现），且无法取回：在经理用 `pitpay journal --recover --by MANAGER_ID` 记录此缺口，或从派彩单文件及各工作站日志取回记录之前，它不接受任何派彩单（docs/operations.md，“Restoring and recovering”）。没有写入任何内容
cli-restored-replaced = { $at } 的共享日志不是此工作站写入的那一个：{ $what }。在 IT 用 `pitpay journal --recover` 及各工作站的日志将其恢复前（docs/operations.md，“Restoring and recovering”），所有工作站都会停止；如属刻意迁移，可由经理用 `pitpay journal --adopt-database --by MANAGER_ID` 采用它。没有写入任何内容
cli-journal-nothing-to-back-up = 还没有可备份的记录簿：本安装尚未发出任何派彩单
cli-stdin-unreadable = 无法读取标准输入：{ $why }
cli-stdin-too-large = 标准输入的牌局超过 1 MiB：一个牌局文件只有几 KB
cli-stdin-not-utf8 = 标准输入的牌局不是 UTF-8 文本
cli-analyze-no-paytable = 没有赔率表“{ $id }”（请见 pitpay paytables）
cli-analyze-no-meter = --meter：{ $id } 没有累积奖金
cli-analyze-decks = --decks { $decks }：{ $id } 以 { $dealt } 副牌发牌
cli-analyze-simulate = --simulate { $rounds }：请给 1000 至 { $most } 局
cli-analyze-meter-currency = --meter“{ $text }”的货币是 { $found }，但 { $id } 以 { $currency } 派彩
cli-analyze-no-house-rules = 没有场规文件“{ $id }”（请见 pitpay paytables）
# $game 是场规的游戏代号；$games 是赔率表的游戏代号。
cli-analyze-house-rules-game = 场规“{ $id }”适用于{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }，但 { $paytable } 是 { $games } 的赔率表
cli-analyze-house-rules-line = 场规“{ $id }”第 { $line } 行：{ $why }
# 一项被拒绝的 --set KEY=VALUE：$why 是 cli-analyze-set-* 消息之一，或数值的拒绝原因。
cli-analyze-set = --set { $item }：{ $why }
cli-analyze-set-form = 请写成 KEY=VALUE，例如 soft17=hit
# $options 是会改变这张赔率表数字的场规选项（共 $count 项）。
cli-analyze-set-no-change = 场规选项“{ $key }”不会改变 { $id } 的数字（{ $count ->
        [0] 没有任何选项会改变
       *[other] 只有 { $options } 会改变
    }）
cli-analyze-no-declared-suit = { $id } 没有指定花色的级别，所以 declared_suit 不适用

## The cage (`pitpay cage pay`, `pitpay cage list`)
cli-cage-paid = 已派付派彩单 { $number }：{ $amount }（经手：{ $by }）
cli-cage-not-a-scan = “{ $what }”不是派彩单：请提供派彩单的 PDF、编号，或扫描其二维码（以 PITPAY-SLIP 开头）
cli-cage-missing-signer = 派彩单 { $number } 派付 { $amount }：超过 { $over } 的派彩还需要{ $who }签署（{ $option } 员工编号，在出纳员之后输入其密码）
cli-cage-who-verifier = 一名复核员（另一名出纳员或经理）
cli-cage-who-manager = 一名经理
cli-cage-no-cashier = 派彩的出纳员须提供员工编号（--cashier 员工编号，先输入其密码）
cli-cage-same-signer = { $id } 不能为同一笔派彩签署两次：出纳员、复核员及经理必须是三个不同的人
cli-cage-other-journal = 派彩单 { $number } 是在另一个日志开出的（其二维码指向日志 { $journal }）：请在保存该日志的地方派彩
cli-cage-scan-mismatch = 扫描的二维码与日志中的派彩单 { $number } 不符（签名或密钥不同）：切勿派彩；请通知赌台主任
cli-cage-amount-differs = 派彩单 { $number }：日志记录应付 { $recorded }，但派彩单重新结算为 { $settled }：切勿派彩；请通知赌台主任
cli-cage-none-outstanding = 账房没有未派付的派彩单
cli-cage-none-paid = 账房没有已派付的派彩单
cli-cage-column-number = 编号
cli-cage-column-issued = 开出时间（当地时间）
cli-cage-column-table = 赌台
cli-cage-column-game = 游戏
cli-cage-column-to-pay = 应付金额
cli-cage-column-cage = 账房
cli-cage-outstanding = 未派付
cli-cage-paid-state = 已派付
cli-cage-state-total = { $state }：{ $count } 张，{ $total }

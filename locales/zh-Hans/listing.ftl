# 命令行给工作站人员看的清单：`pitpay journal`（表格、备份、核对及恢复）、`pitpay paytables`、
# `pitpay analyze`、`pitpay staff` 及 `pitpay practice --stats`。其 JSON 及 CSV 一律保持英文。

## pitpay journal：表格的栏名（每个一栏；终端会补齐栏宽）
listing-journal-number = 编号
listing-journal-local-time = 本地时间
listing-journal-gaming-day = 博彩日
listing-journal-station = 工作站
listing-journal-supervisor = 赌台主任
listing-journal-id = 员工编号
listing-journal-table = 赌台
listing-journal-game = 游戏
listing-journal-paid = 派彩
listing-journal-net = 净额
listing-journal-state-heading = 状态

## pitpay journal：派彩单的状态及其后的标注
listing-journal-state = { $state ->
    [issued] 已开出
    [reprinted] 已重印
   *[void] 已作废
}
listing-journal-void-reason = （{ $reason }）
listing-journal-jackpot = ，累积大奖
listing-journal-cage-outstanding = ，待账房支付
listing-journal-cage-paid = ，账房已支付
listing-journal-file-missing = ，文件遗失（用 `pitpay reprint` 重印）

## pitpay journal --backup、--adopt-clock
listing-journal-backed-up = 已把日志的 { $entries } 项记录（{ $slips } 张派彩单）备份到 { $file }；最新记录 { $head }
listing-journal-clock-adopted = 共享日志现在记录的场内时钟是“{ $clock }”
listing-journal-database-adopted = { $at } 的共享日志从现在起把记录存放在这个数据库：已于第 { $entry } 项由 { $who } 授权采用；所有工作站都再次写入其中

## pitpay journal --check
listing-check-writing-to = 正在写入 { $at } 的共享日志
listing-check-empty = 日志是空的：没有可核对的内容
listing-check-holds = 日志的记录链完整：{ $entries } 项记录，{ $slips } 张派彩单；最新记录 { $head }
listing-check-broken = 失败：日志的记录链已断开：{ $why }
listing-check-from-checkpoint = 从第 { $entry } 项的核对点（{ $time } 签署）开始核对：共核对 { $walked } 项记录
listing-check-speed = { $walked } 项记录用了 { $seconds } 秒（每秒 { $rate } 项）
listing-check-station-key = 工作站“{ $station }”：密钥 { $key }（{ $registered } 登记）
listing-check-progress = 已核对 { $done } 项，共 { $total } 项（{ $percent }%）

## pitpay journal --recover
listing-recover-nothing-back = 日志止于第 { $end } 项：没有取回任何记录
listing-recover-brought-back = 日志原止于第 { $end } 项；取回了 { $count } 项记录：
listing-recover-entry-from = 第 { $entry } 项：{ $what }（取自 { $from }）
listing-recover-passed-over = 略过：{ $why }
listing-recover-none-lost = 已知遗失的记录均已取回；日志止于第 { $end } 项，下一张派彩单是第 { $next } 号
listing-recover-cannot = 无法取回 { $count } 项记录：
listing-recover-entry = 第 { $entry } 项：{ $what }
listing-recover-gap-recorded = 已在第 { $entry } 项记录此缺口：遗失的记录中可能已用了最多至第 { $last } 号的派彩单编号，所以下一张派彩单是第 { $next } 号
listing-recover-gap-no-key = 没有记录此缺口：这个工作站没有日志的签署密钥
listing-recover-gap-needed = 在经理记录此缺口前，日志不接受任何派彩单：请加上 --by MANAGER_ID 再运行一次（或提供保存这些记录的派彩单文件及工作站日志）
listing-recover-database-adopted = 共享日志的数据库（已还原、更换或迁移）再次成为日志的数据库：所有工作站都写入其中
listing-recover-database-other = 共享日志的数据库不是这个工作站写入的那一个：要在没有遗失的记录、且已读取每个工作站的日志后，才会采用它；尚未读取以下工作站的日志：
listing-recover-database-how = 请把每个工作站的 station/*.log 复制到这里再运行一次，或由经理加上 --by MANAGER_ID 为其负责

## 日志的缺口：遗失并已记录为遗失的记录（清单、--check）
listing-gap = 第 { $entry } 项为缺口（{ $time } 于工作站“{ $station }”记录）：原日志的{ $lost }已遗失且无法取回；其中可能已用了最多至第 { $last } 号的派彩单编号
listing-gap-by = 第 { $entry } 项为缺口（由 { $by } 于 { $time } 在工作站“{ $station }”记录）：原日志的{ $lost }已遗失且无法取回；其中可能已用了最多至第 { $last } 号的派彩单编号
listing-gap-entry = 第 { $entry } 项
listing-gap-entries = 第 { $from }-{ $to } 项

## pitpay paytables：栏名（每个一栏；终端会补齐栏宽）
listing-paytables-id = 代号
listing-paytables-game = 游戏
listing-paytables-bet = 投注
listing-paytables-version = 版本
listing-paytables-effective = 生效日期
listing-paytables-fingerprint = 指纹
listing-paytables-verified = 已核实
listing-paytables-name = 名称
listing-paytables-yes = 是
listing-paytables-no = 否
listing-paytables-house-rules = 场内规则文件：

## pitpay staff list：栏名（每个一栏；终端会补齐栏宽）
listing-staff-id = 员工编号
listing-staff-name = 姓名
listing-staff-role = 职位
listing-staff-state = 状态
listing-staff-key = 密钥
listing-staff-role-name = { $role ->
    [supervisor] 赌台主任
    [manager] 经理
    [auditor] 稽核员
   *[cashier] 出纳员
}
listing-staff-disabled = 已停用 { $at }
listing-staff-active = 自 { $since } 起有效
listing-staff-empty = 员工名册是空的：派彩单会注明“赌台主任未登记”（请先登记一位经理：pitpay staff add ID --name NAME --role manager）

## pitpay practice --stats
listing-practice-none = 尚未练习：请在应用程序中打开练习 (Ctrl+D)，回答几道题目。
listing-practice-where = 练习在应用程序内：运行 pitpay，再选练习 (Ctrl+D)；pitpay practice --stats 会列出你的进度
listing-practice-title = 练习进度，按练习、游戏及题型
listing-practice-answered = 已答
listing-practice-right = 答对
listing-practice-accuracy = 正确率
listing-practice-median = 中位数
listing-practice-item-type = 题型
listing-practice-seconds = { $seconds }秒
listing-practice-streaks = 连续纪录：连续 { $days } 天（最佳 { $best_days } 天）；连续答对 { $right } 题（最佳 { $best_right } 题）
listing-practice-last-runs = 最近 { $count } 次练习，由旧到新
listing-practice-run = 练习 { $run }
listing-practice-weakest = 最弱题型
listing-practice-none-weak = 没有：至今答过的题型全部答对
listing-practice-weak-item = { $item }：{ $answered } 题中答对 { $right } 题（{ $percent }），中位数 { $seconds } 秒
listing-practice-in-review = 复习中（Leitner 第 1-3 盒；连续答对三次即移出）
listing-practice-box = 第 { $number } 盒：{ $item }

## pitpay analyze：边注的分析（数字、名称及策略表代码在各语言都一样）
listing-analysis-heading = { $name }（{ $paytable }），指纹 { $fingerprint }，{ $decks }副牌
listing-analysis-model = 模型：{ $model }
listing-analysis-house = 场内规则：{ $options }
listing-analysis-declared-suit = 指定花色：{ $suit }
listing-analysis-outcome = 结果
listing-analysis-combinations = 组合数
listing-analysis-probability = 概率
listing-analysis-one-in-heading = 每几次 1 次
listing-analysis-pays = 赔率
listing-analysis-contribution = 贡献
listing-analysis-no-win = 不中
listing-analysis-total = 合计
listing-analysis-never = 从不
listing-analysis-house-edge = 庄家优势
listing-analysis-return = 回报率
listing-analysis-hit-frequency = 中奖频率
listing-analysis-std-dev = 标准差
listing-analysis-one-in = （每 { $n } 次 1 次）
listing-analysis-per-unit = 每单位投注
listing-analysis-progressive = 累积大奖：回报率 = { $base } + { $per_unit } × 累积奖金（累积奖金以 { $currency } 计，每注固定 { $stake }）
listing-analysis-break-even = 盈亏平衡累积奖金
listing-analysis-break-even-none = 没有：任何累积奖金下回报率都超过 100%
listing-analysis-figures-at = 以上数据按累积奖金 { $meter } 计
listing-analysis-figures-at-reseed = 以上数据按累积奖金 { $meter } 计（即重设底金；可用 --meter 指定其他金额）
listing-analysis-best-play = 头两张牌对庄家明牌的最佳打法（H 要牌，S 停牌，P 分牌）：
listing-analysis-cards = 牌
listing-analysis-pair-rank = A/B：庄家明牌点数与对子不同时用 A，相同时用 B。
listing-analysis-by-option = 各场内规则下的庄家优势：
listing-analysis-dealer-busts = 庄家按牌数计的爆牌概率：
listing-analysis-bust-cards = { $cards } 张牌
listing-analysis-note = 注：{ $note }

## pitpay analyze：主注的庄家优势及策略
listing-main-heading = { $game ->
    [stadium-blackjack] Stadium Blackjack
   *[blackjack] 二十一点
} 主注（{ $paytable }），{ $decks }副牌
listing-main-options = 场内规则：{ $options }
listing-main-stadium-1-4 = 这是 Stadium 赔率表 1-4 的规则。
listing-main-stadium-5 = 这是 Stadium 赔率表 5 的规则。
listing-main-stadium-mixed = 这些规则混合了 Stadium 赔率表 1-4（2-20 点可加倍、分牌后可加倍、三手牌）及 5（只限 10-11 点加倍、分牌后不可加倍、两手牌）。
listing-main-model = 模型：以整副牌靴作精确组合分析；分牌按已出对子牌的张数估值（pitpay-edge NOTES.md）
listing-main-player = 玩家打法
listing-main-house-edge = 庄家优势
listing-main-return = 回报率
listing-main-wins = 赢
listing-main-pushes = 和局
listing-main-losses = 输
listing-main-std-dev = 标准差
listing-main-basic = 基本策略（策略表）
listing-main-composition = 按手牌组成
listing-main-timeouts = 每次决定都超时的终端机（R7.5：由自动规则决定；不加倍、不分牌、不投降、不买保险）：
listing-main-timeout = 庄家优势 { $edge }   比基本策略 { $points } 个百分点
listing-main-timeout-this-table = 庄家优势 { $edge }   比基本策略 { $points } 个百分点（本台）
listing-main-chart = 基本策略（纵列为玩家手牌，横行为庄家明牌）
listing-main-chart-key = H 要牌 · S 停牌 · D 加倍，否则要牌 · Ds 加倍，否则停牌 · P 分牌 · Rh 投降，否则要牌 · Rs 投降，否则停牌 · Rp 投降，否则分牌
listing-main-rule-costs = 规则的代价：相对本台，庄家优势的变化（百分点）
listing-main-option = 规则
listing-main-basic-heading = 基本
listing-main-composition-heading = 按组成
listing-main-play-basic = 基本策略
# 每个决定都逾时的终端机；$rule 是自动规则的代号。
listing-main-play-timeout = 逾时（{ $rule }）
listing-main-simulated = 模拟 { $rounds } 局（{ $play }）：回报率 { $mean }% ± { $error }%（一个标准误差），分析结果为 { $analysis }%：相差 { $z } 个标准误差
listing-main-insurance-decks = { $decks }副牌：{ $edge }
listing-main-insurance = 保险及平赔（庄家明牌为 A 时 2赔1，按整副牌靴）的庄家优势：{ $edges }

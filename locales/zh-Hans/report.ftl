# 班次报告（PDF）：赌台主任及经理于班次结束时签署的报告，以及指令写出报告后的消息。
# 金额、姓名、赌台编号、派彩单号码及时间均已格式化，原样带入。

report-heading = 班次报告
report-doc-title = Pitpay 班次报告，{ $period }
report-footer = { $title } · 第 { $page } 页，共 { $pages } 页

## 报告期间
report-period-day = 博彩日 { $day }
report-period-day-shift = 博彩日 { $day }，{ $shift } 班次
report-period-days = 博彩日 { $first } 至 { $last }
report-period-days-shift = 博彩日 { $first } 至 { $last }，{ $shift } 班次

## 表头
report-property = 场馆：{ $name }
report-property-blank = 场馆：
report-location = 地点：{ $name }
report-location-blank = 地点：
report-period = 期间：{ $period }
report-local-time = 本地时间由 { $from } 至 { $until }（{ $zone }）
report-station = 工作站：{ $station }
report-every-station = 工作站：全部工作站
report-printed = 打印时间：{ $time }（{ $zone }）

## 数量及合计
report-slips = 派彩单
report-issued = 期内发出 { $issued } 张；其中其后重印 { $reprinted } 张，作废 { $voided } 张。
report-recorded = 期内记录：重印 { $reprints } 次，作废 { $voids } 次（不论派彩单于何时发出）。
report-mixed-currencies = 派彩单并非全部同一货币：合计按所写金额直接相加；清单列出每张派彩单的原有货币。
report-by-table = 按赌台派彩（应派金额；不计已作废的派彩单）
report-by-game = 按游戏派彩
report-col-number = 编号
report-col-time = 时间
report-col-table = 赌台
report-col-game = 游戏
report-col-supervisor = 赌台主任
report-col-slips = 张数
report-col-to-pay = 应派
report-col-state = 状态
report-none = 无。
report-unnamed = （无）
report-total = 合计
report-list-separator = 、

## 派彩单清单
report-listing = 期内发出的所有派彩单
report-state-issued = 已发出
report-state-reprinted = 已重印
report-state-void = 作废
report-note-reissue = 重发派彩单 { $slip }：同一局再次发出（--again）。
report-note-reissued-as = 此局已再次发出（--again），派彩单 { $slips }。
report-note-reprint = { $time } 由 { $who } 重印。
report-note-void = { $time } 由 { $who } 作废。原因：{ $reason }
report-note-jackpot = 派发累积大奖（见「累积大奖」）。
report-note-cage-paid = { $time } 由 { $who } 于账房支付。
report-note-cage-paid-with = { $time } 由 { $who } 于账房支付（{ $with }）。
report-cosigner = { $role ->
    [verifier] 覆核人
   *[manager] 经理
} { $who }
report-cosigners-separator = ；
report-note-cage-owed = 待账房支付：未付。
report-note-file-missing = 文件遗失：已记录，但未存放任何副本（pitpay reprint { $slip }）。
report-note-altered = 此日志记录与其哈希值不符：请执行 pitpay journal --check。
report-one-station = 只列一个工作站的派彩单：其间的号码可能属于其他工作站。
report-none-missing = 所列首张与末张派彩单之间没有缺号。
report-missing = 所列首张与末张派彩单之间的缺号：{ $numbers }
report-twice = 重复列出的号码：{ $numbers }

## 账房
report-cage = 账房
report-cage-issued = 期内发出、于账房支付：{ $count } 张，{ $amount }。
report-cage-paid = 已付：{ $count } 张，{ $amount }。
report-cage-outstanding = 未付：{ $count } 张，{ $amount }。
report-cage-by-cashier = 已付（按出纳员）
report-cage-cashier = { $cashier }：{ $count } 张，{ $amount }
report-cage-owed = 未付的派彩单
report-cage-owed-slip = { $slip }（{ $amount }）

## 累积大奖
report-jackpots = 累积大奖（累积奖金派彩）
report-jackpot = 派彩单 { $slip } · { $time } · { $table } · 座位 { $seat }{ $void ->
        [yes] {" · 已作废"}
       *[no] {""}
    } · { $tier } · 奖金 { $award }
report-patron = 客人 { $name }（{ $kind }，尾号 { $last4 }）
report-no-patron = 未记录客人
report-witness = 见证人 { $name }（{ $id }）
report-no-witness = 未记录见证人
report-jackpot-people = { $patron } · { $witness } · 赌台主任 { $supervisor }（{ $id }）
report-meter = 累积奖金：派彩前 { $before }，派彩后 { $after }

## 日志
report-journal = 日志
report-chain-head = 期末链头：第 { $entry } 项记录
report-no-head = 期末时日志并无任何记录。
report-gap = 缺漏：{ $gap }

## 签署
report-signed = 签署
report-role-supervisor = 赌台主任
report-role-cashier = 出纳员
report-role-manager = 经理
report-field-name = 姓名
report-field-employee-id = 员工编号
report-field-signature = 签名
report-field-date = 日期

## 指令消息
report-written = { $period } 的班次报告已写入 { $file }：发出 { $issued } 张派彩单，累积大奖 { $jackpots } 次

# 班次報告（PDF）：賭枱主任及經理於班次結束時簽署的報告，以及指令寫出報告後的訊息。
# 金額、姓名、賭枱編號、派彩單號碼及時間均已格式化，原樣帶入。

report-heading = 班次報告
report-doc-title = Pitpay 班次報告，{ $period }
report-footer = { $title } · 第 { $page } 頁，共 { $pages } 頁

## 報告期間
report-period-day = 博彩日 { $day }
report-period-day-shift = 博彩日 { $day }，{ $shift } 班次
report-period-days = 博彩日 { $first } 至 { $last }
report-period-days-shift = 博彩日 { $first } 至 { $last }，{ $shift } 班次

## 表頭
report-property = 場館：{ $name }
report-property-blank = 場館：
report-location = 地點：{ $name }
report-location-blank = 地點：
report-period = 期間：{ $period }
report-local-time = 本地時間由 { $from } 至 { $until }（{ $zone }）
report-station = 工作站：{ $station }
report-every-station = 工作站：全部工作站
report-printed = 列印時間：{ $time }（{ $zone }）

## 數量及合計
report-slips = 派彩單
report-issued = 期內發出 { $issued } 張；其中其後重印 { $reprinted } 張，作廢 { $voided } 張。
report-recorded = 期內記錄：重印 { $reprints } 次，作廢 { $voids } 次（不論派彩單於何時發出）。
report-mixed-currencies = 派彩單並非全部同一貨幣：合計按所寫金額直接相加；清單列出每張派彩單的原有貨幣。
report-by-table = 按賭枱派彩（應派金額；不計已作廢的派彩單）
report-by-game = 按遊戲派彩
report-col-number = 編號
report-col-time = 時間
report-col-table = 賭枱
report-col-game = 遊戲
report-col-supervisor = 賭枱主任
report-col-slips = 張數
report-col-to-pay = 應派
report-col-state = 狀態
report-none = 無。
report-unnamed = （無）
report-total = 合計
report-list-separator = 、

## 派彩單清單
report-listing = 期內發出的所有派彩單
report-state-issued = 已發出
report-state-reprinted = 已重印
report-state-void = 作廢
report-note-reissue = 重發派彩單 { $slip }：同一局再次發出（--again）。
report-note-reissued-as = 此局已再次發出（--again），派彩單 { $slips }。
report-note-reprint = { $time } 由 { $who } 重印。
report-note-void = { $time } 由 { $who } 作廢。原因：{ $reason }
report-note-jackpot = 派發累積大獎（見「累積大獎」）。
report-note-cage-paid = { $time } 由 { $who } 於賬房支付。
report-note-cage-paid-with = { $time } 由 { $who } 於賬房支付（{ $with }）。
report-cosigner = { $role ->
    [verifier] 覆核人
   *[manager] 經理
} { $who }
report-cosigners-separator = ；
report-note-cage-owed = 待賬房支付：未付。
report-note-file-missing = 檔案遺失：已記錄，但未存放任何副本（pitpay reprint { $slip }）。
report-note-altered = 此日誌記錄與其雜湊值不符：請執行 pitpay journal --check。
report-one-station = 只列一個工作站的派彩單：其間的號碼可能屬於其他工作站。
report-none-missing = 所列首張與末張派彩單之間沒有缺號。
report-missing = 所列首張與末張派彩單之間的缺號：{ $numbers }
report-twice = 重複列出的號碼：{ $numbers }

## 賬房
report-cage = 賬房
report-cage-issued = 期內發出、於賬房支付：{ $count } 張，{ $amount }。
report-cage-paid = 已付：{ $count } 張，{ $amount }。
report-cage-outstanding = 未付：{ $count } 張，{ $amount }。
report-cage-by-cashier = 已付（按出納員）
report-cage-cashier = { $cashier }：{ $count } 張，{ $amount }
report-cage-owed = 未付的派彩單
report-cage-owed-slip = { $slip }（{ $amount }）

## 累積大獎
report-jackpots = 累積大獎（累積獎金派彩）
report-jackpot = 派彩單 { $slip } · { $time } · { $table } · 座位 { $seat }{ $void ->
        [yes] {" · 已作廢"}
       *[no] {""}
    } · { $tier } · 獎金 { $award }
report-patron = 客人 { $name }（{ $kind }，尾號 { $last4 }）
report-no-patron = 未記錄客人
report-witness = 見證人 { $name }（{ $id }）
report-no-witness = 未記錄見證人
report-jackpot-people = { $patron } · { $witness } · 賭枱主任 { $supervisor }（{ $id }）
report-meter = 累積獎金：派彩前 { $before }，派彩後 { $after }

## 日誌
report-journal = 日誌
report-chain-head = 期末鏈頭：第 { $entry } 項記錄
report-no-head = 期末時日誌並無任何記錄。
report-gap = 缺漏：{ $gap }

## 簽署
report-signed = 簽署
report-role-supervisor = 賭枱主任
report-role-cashier = 出納員
report-role-manager = 經理
report-field-name = 姓名
report-field-employee-id = 員工編號
report-field-signature = 簽名
report-field-date = 日期

## 指令訊息
report-written = { $period } 的班次報告已寫入 { $file }：發出 { $issued } 張派彩單，累積大獎 { $jackpots } 次

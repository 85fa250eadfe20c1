# 命令列給工作站人員看的清單：`pitpay journal`（表格、備份、核對及復原）、`pitpay paytables`、
# `pitpay analyze`、`pitpay staff` 及 `pitpay practice --stats`。其 JSON 及 CSV 一律保持英文。

## pitpay journal：表格的欄名（每個一欄；終端機會補齊欄寬）
listing-journal-number = 編號
listing-journal-local-time = 本地時間
listing-journal-gaming-day = 博彩日
listing-journal-station = 工作站
listing-journal-supervisor = 賭枱主任
listing-journal-id = 員工編號
listing-journal-table = 賭枱
listing-journal-game = 遊戲
listing-journal-paid = 派彩
listing-journal-net = 淨額
listing-journal-state-heading = 狀態

## pitpay journal：派彩單的狀態及其後的標註
listing-journal-state = { $state ->
    [issued] 已發出
    [reprinted] 已重印
   *[void] 已作廢
}
listing-journal-void-reason = （{ $reason }）
listing-journal-jackpot = ，累積大獎
listing-journal-cage-outstanding = ，待賬房支付
listing-journal-cage-paid = ，賬房已支付
listing-journal-file-missing = ，檔案遺失（用 `pitpay reprint` 重印）

## pitpay journal --backup、--adopt-clock
listing-journal-backed-up = 已把日誌的 { $entries } 項記錄（{ $slips } 張派彩單）備份到 { $file }；最新記錄 { $head }
listing-journal-clock-adopted = 共用日誌現在記錄的場內時鐘是「{ $clock }」
listing-journal-database-adopted = { $at } 的共用日誌由現在起把記錄存放在這個資料庫：已於第 { $entry } 項由 { $who } 授權採用；所有工作站都再次寫入其中

## pitpay journal --check
listing-check-writing-to = 正在寫入 { $at } 的共用日誌
listing-check-empty = 日誌是空的：沒有可核對的內容
listing-check-holds = 日誌的記錄鏈完整：{ $entries } 項記錄，{ $slips } 張派彩單；最新記錄 { $head }
listing-check-broken = 失敗：日誌的記錄鏈已斷開：{ $why }
listing-check-from-checkpoint = 由第 { $entry } 項的核對點（{ $time } 簽署）開始核對：共核對 { $walked } 項記錄
listing-check-speed = { $walked } 項記錄用了 { $seconds } 秒（每秒 { $rate } 項）
listing-check-station-key = 工作站「{ $station }」：密鑰 { $key }（{ $registered } 登記）
listing-check-progress = 已核對 { $done } 項，共 { $total } 項（{ $percent }%）

## pitpay journal --recover
listing-recover-nothing-back = 日誌止於第 { $end } 項：沒有取回任何記錄
listing-recover-brought-back = 日誌原止於第 { $end } 項；取回了 { $count } 項記錄：
listing-recover-entry-from = 第 { $entry } 項：{ $what }（取自 { $from }）
listing-recover-passed-over = 略過：{ $why }
listing-recover-none-lost = 已知遺失的記錄均已取回；日誌止於第 { $end } 項，下一張派彩單是第 { $next } 號
listing-recover-cannot = 無法取回 { $count } 項記錄：
listing-recover-entry = 第 { $entry } 項：{ $what }
listing-recover-gap-recorded = 已在第 { $entry } 項記錄此缺口：遺失的記錄中可能已用了最多至第 { $last } 號的派彩單編號，所以下一張派彩單是第 { $next } 號
listing-recover-gap-no-key = 沒有記錄此缺口：這個工作站沒有日誌的簽署密鑰
listing-recover-gap-needed = 在經理記錄此缺口前，日誌不接受任何派彩單：請加上 --by MANAGER_ID 再執行一次（或提供保存這些記錄的派彩單檔案及工作站日誌）
listing-recover-database-adopted = 共用日誌的資料庫（已還原、更換或遷移）再次成為日誌的資料庫：所有工作站都寫入其中
listing-recover-database-other = 共用日誌的資料庫不是這個工作站寫入的那一個：要在沒有遺失的記錄、且已讀取每個工作站的日誌後，才會採用它；尚未讀取以下工作站的日誌：
listing-recover-database-how = 請把每個工作站的 station/*.log 複製到這裏再執行一次，或由經理加上 --by MANAGER_ID 為其負責

## 日誌的缺口：遺失並已記錄為遺失的記錄（清單、--check）
listing-gap = 第 { $entry } 項為缺口（{ $time } 於工作站「{ $station }」記錄）：原日誌的{ $lost }已遺失且無法取回；其中可能已用了最多至第 { $last } 號的派彩單編號
listing-gap-by = 第 { $entry } 項為缺口（由 { $by } 於 { $time } 在工作站「{ $station }」記錄）：原日誌的{ $lost }已遺失且無法取回；其中可能已用了最多至第 { $last } 號的派彩單編號
listing-gap-entry = 第 { $entry } 項
listing-gap-entries = 第 { $from }-{ $to } 項

## pitpay paytables：欄名（每個一欄；終端機會補齊欄寬）
listing-paytables-id = 代號
listing-paytables-game = 遊戲
listing-paytables-bet = 投注
listing-paytables-version = 版本
listing-paytables-effective = 生效日期
listing-paytables-fingerprint = 指紋
listing-paytables-verified = 已核實
listing-paytables-name = 名稱
listing-paytables-yes = 是
listing-paytables-no = 否
listing-paytables-house-rules = 場內規則檔案：

## pitpay staff list：欄名（每個一欄；終端機會補齊欄寬）
listing-staff-id = 員工編號
listing-staff-name = 姓名
listing-staff-role = 職位
listing-staff-state = 狀態
listing-staff-key = 密鑰
listing-staff-role-name = { $role ->
    [supervisor] 賭枱主任
    [manager] 經理
    [auditor] 稽核員
   *[cashier] 出納員
}
listing-staff-disabled = 已停用 { $at }
listing-staff-active = 自 { $since } 起有效
listing-staff-empty = 員工名冊是空的：派彩單會註明「賭枱主任未登記」（請先登記一位經理：pitpay staff add ID --name NAME --role manager）

## pitpay practice --stats
listing-practice-none = 尚未練習：請在應用程式中開啟練習 (Ctrl+D)，回答幾條題目。
listing-practice-where = 練習在應用程式內：執行 pitpay，再選練習 (Ctrl+D)；pitpay practice --stats 會列出你的進度
listing-practice-title = 練習進度，按練習、遊戲及題型
listing-practice-answered = 已答
listing-practice-right = 答對
listing-practice-accuracy = 正確率
listing-practice-median = 中位數
listing-practice-item-type = 題型
listing-practice-seconds = { $seconds }秒
listing-practice-streaks = 連續紀錄：連續 { $days } 天（最佳 { $best_days } 天）；連續答對 { $right } 題（最佳 { $best_right } 題）
listing-practice-last-runs = 最近 { $count } 次練習，由舊至新
listing-practice-run = 練習 { $run }
listing-practice-weakest = 最弱題型
listing-practice-none-weak = 沒有：至今答過的題型全部答對
listing-practice-weak-item = { $item }：{ $answered } 題中答對 { $right } 題（{ $percent }），中位數 { $seconds } 秒
listing-practice-in-review = 複習中（Leitner 第 1-3 盒；連續答對三次即移出）
listing-practice-box = 第 { $number } 盒：{ $item }

## pitpay analyze：邊注的分析（數字、名稱及策略表代碼在各語言都一樣）
listing-analysis-heading = { $name }（{ $paytable }），指紋 { $fingerprint }，{ $decks }副牌
listing-analysis-model = 模型：{ $model }
listing-analysis-house = 場內規則：{ $options }
listing-analysis-declared-suit = 指定花色：{ $suit }
listing-analysis-outcome = 結果
listing-analysis-combinations = 組合數
listing-analysis-probability = 機率
listing-analysis-one-in-heading = 每幾次 1 次
listing-analysis-pays = 賠率
listing-analysis-contribution = 貢獻
listing-analysis-no-win = 不中
listing-analysis-total = 合計
listing-analysis-never = 從不
listing-analysis-house-edge = 莊家優勢
listing-analysis-return = 回報率
listing-analysis-hit-frequency = 中獎頻率
listing-analysis-std-dev = 標準差
listing-analysis-one-in = （每 { $n } 次 1 次）
listing-analysis-per-unit = 每單位投注
listing-analysis-progressive = 累積大獎：回報率 = { $base } + { $per_unit } × 累積獎金（累積獎金以 { $currency } 計，每注固定 { $stake }）
listing-analysis-break-even = 損益平衡累積獎金
listing-analysis-break-even-none = 沒有：任何累積獎金下回報率都超過 100%
listing-analysis-figures-at = 以上數據按累積獎金 { $meter } 計
listing-analysis-figures-at-reseed = 以上數據按累積獎金 { $meter } 計（即重設底金；可用 --meter 指定其他金額）
listing-analysis-best-play = 頭兩張牌對莊家明牌的最佳打法（H 要牌，S 停牌，P 分牌）：
listing-analysis-cards = 牌
listing-analysis-pair-rank = A/B：莊家明牌點數與對子不同時用 A，相同時用 B。
listing-analysis-by-option = 各場內規則下的莊家優勢：
listing-analysis-dealer-busts = 莊家按牌數計的爆牌機率：
listing-analysis-bust-cards = { $cards } 張牌
listing-analysis-note = 註：{ $note }

## pitpay analyze：主注的莊家優勢及策略
listing-main-heading = { $game ->
    [stadium-blackjack] Stadium Blackjack
   *[blackjack] 二十一點
} 主注（{ $paytable }），{ $decks }副牌
listing-main-options = 場內規則：{ $options }
listing-main-stadium-1-4 = 這是 Stadium 賠率表 1-4 的規則。
listing-main-stadium-5 = 這是 Stadium 賠率表 5 的規則。
listing-main-stadium-mixed = 這些規則混合了 Stadium 賠率表 1-4（2-20 點可加倍、分牌後可加倍、三手牌）及 5（只限 10-11 點加倍、分牌後不可加倍、兩手牌）。
listing-main-model = 模型：以整副牌靴作精確組合分析；分牌按已出對子牌的張數估值（pitpay-edge NOTES.md）
listing-main-player = 玩家打法
listing-main-house-edge = 莊家優勢
listing-main-return = 回報率
listing-main-wins = 贏
listing-main-pushes = 和局
listing-main-losses = 輸
listing-main-std-dev = 標準差
listing-main-basic = 基本策略（策略表）
listing-main-composition = 按手牌組成
listing-main-timeouts = 每次決定都逾時的終端機（R7.5：由自動規則決定；不加倍、不分牌、不投降、不買保險）：
listing-main-timeout = 莊家優勢 { $edge }   比基本策略 { $points } 個百分點
listing-main-timeout-this-table = 莊家優勢 { $edge }   比基本策略 { $points } 個百分點（本枱）
listing-main-chart = 基本策略（直列為玩家手牌，橫行為莊家明牌）
listing-main-chart-key = H 要牌 · S 停牌 · D 加倍，否則要牌 · Ds 加倍，否則停牌 · P 分牌 · Rh 投降，否則要牌 · Rs 投降，否則停牌 · Rp 投降，否則分牌
listing-main-rule-costs = 規則的代價：相對本枱，莊家優勢的變化（百分點）
listing-main-option = 規則
listing-main-basic-heading = 基本
listing-main-composition-heading = 按組成
listing-main-play-basic = 基本策略
# 每個決定都逾時的終端機；$rule 是自動規則的代號。
listing-main-play-timeout = 逾時（{ $rule }）
listing-main-simulated = 模擬 { $rounds } 局（{ $play }）：回報率 { $mean }% ± { $error }%（一個標準誤差），分析結果為 { $analysis }%：相差 { $z } 個標準誤差
listing-main-insurance-decks = { $decks }副牌：{ $edge }
listing-main-insurance = 保險及平賠（莊家明牌為 A 時 2賠1，按整副牌靴）的莊家優勢：{ $edges }

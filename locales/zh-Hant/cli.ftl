# 命令列的用語。選項、指令及檔案名稱一律不翻譯；--json 的內容永遠是英文。

## What a slip command says
cli-note-paytable-not-loaded = 注意：有一個賠率表檔案未能載入：{ $problem }
cli-error = 錯誤：{ $message }
cli-failed = 驗證失敗：{ $why }
cli-slip-written = 派彩單 { $number } 已寫入 { $file }
cli-slip-reprinted = 派彩單 { $number } 已重印至 { $file }
cli-slip-void = 派彩單 { $number } 已作廢
cli-paytable-not-loaded = 警告：有一個賠率表檔案未能載入：{ $problem }
cli-path-why = { $path }：{ $why }
cli-option-why = { $option }：{ $why }

## Refusals of bad input
cli-refusal-no-supervisor = 沒有簽核的賭枱主任姓名及員工編號，不能發出派彩單（--supervisor、--supervisor-id）
cli-refusal-no-patron = 此派彩單涉及{ $why }：簽核需要客人資料（--patron、--patron-id-type、--patron-id-last4）及一名見證人，即另一名員工（--witness、--witness-id）
cli-refusal-label = { $option } { $message }
cli-refusal-already-issued = 日誌已有此牌局的派彩單 { $number }（{ $time } 由 { $supervisor } 發出）；如要為同一牌局再發一張派彩單，請加上 --again
cli-refusal-no-void-reason = 作廢需要原因（--reason）
cli-refusal-not-recoverable = { $path }：{ $why }：請提供派彩單檔案、其副本、各工作站的日誌，或存放這些檔案的資料夾給 `journal --recover`；沒有復原任何內容
cli-refusal-not-recorded = { $why }；沒有取用派彩單編號，也沒有寫入檔案：待日誌恢復連線後，請重新發出派彩單
cli-output-exists = 檔案已存在；請另選名稱，或加上 --force 取代它
cli-csv-exists = { $path }：檔案已存在；如要取代，請加上 --force
cli-print-no-default = 這部電腦沒有設定預設印表機：請用 --printer 指定一部（{ $systems }）
cli-selection-backwards = --until { $until } 早於 --since { $since }：時段在開始前已結束
cli-selection-no-period = 請提供 --since 日期 或 --gaming-day 日期

## The staff register
cli-staff-no-id = 員工名冊已有成員，而{ $needs }：請提供員工編號（{ $option }）及密碼
cli-staff-in-id-field = 在員工編號欄
cli-staff-name-mismatch = --supervisor「{ $given }」與名冊上 { $id } 的姓名（「{ $registered }」）不符；請省略此選項，系統會使用名冊上的姓名
cli-staff-refused = 員工名冊：此項更改{ $why }
cli-staff-damaged = 名冊上 { $id } 的憑證已損壞（{ $why }）；經理可用 `pitpay staff reset { $id } --by MANAGER_ID` 重設
cli-needs-sign = 簽核派彩單需要賭枱主任或經理
cli-needs-reprint = 重印派彩單需要賭枱主任或經理
cli-needs-void = 作廢派彩單需要經理
cli-needs-witness = 見證人必須是已登記的員工
cli-needs-manage = 更改員工名冊或工作站密鑰需要經理
cli-needs-sign-in = 登入需要已登記的員工
cli-needs-pay = 在賬房派彩需要出納員或經理
cli-needs-verify-payment = 在賬房覆核派彩需要另一名出納員或經理
cli-needs-approve-payment = 派彩的經理簽名需要經理
cli-refused-first-role = 把 { $id } 登記為 { $role }，但名冊是空的，第一名成員必須是經理（--role manager），再由其登記其他人
cli-refused-first-by = 由 { $by } 作出，但名冊是空的：第一名成員（經理）須自行登記（省略 --by）
cli-command-no-name = 成員需要姓名（--name）
cli-command-bad-name = --name { $why }

## The journal and the station's key
cli-journal-backup-over-live = { $path }：不能把日誌備份到這裏：這就是使用中的日誌本身（或其檔案之一）；備份是另外存放的副本，即使加上 --force 也不會覆寫日誌；請另選名稱
cli-journal-backup-refused = { $path }：不能把日誌備份到這裏：{ $why }
cli-journal-clock-differs = { $at } 的共用日誌記錄的場內時鐘是「{ $journal }」，但這個工作站的設定是「{ $podium }」：請在 settings.toml 設定與其他工作站相同的 time_zone、gaming_day_starts 及 [[shift]]（或在更改所有工作站後，用 `pitpay journal --adopt-clock` 記錄新設定）
cli-journal-altered = 日誌在寫入後被更改：{ $broken }。沒有執行任何操作；`pitpay journal --check` 會列出不符之處
cli-journal-register-damaged = 日誌中的員工名冊不完整：{ $broken }；詳情見 `pitpay journal --check`，在修復前任何人都不能簽核
cli-keys-not-registered = 派彩單日誌：此工作站（「{ $station }」，密鑰 { $fingerprint }）未在 { $at } 的共用日誌登記：請在此工作站執行一次 `pitpay keys --register`，讓每個工作站都能核對其派彩單
cli-keys-missing = 此工作站的簽署密鑰（{ $path }）不見了，但日誌中有此工作站以密鑰 { $fingerprint } 簽署的記錄：沒有寫入任何內容。請從備份還原密鑰檔案（docs/who-signs.md，「What to back up」），或由經理用 `pitpay keys --rotate --by MANAGER_ID` 更換密鑰；新密鑰會記錄在日誌中，新舊派彩單都能通過驗證
cli-keys-changed = 此工作站的簽署密鑰（{ $path }，密鑰 { $have }）不是日誌為此工作站記錄的密鑰（密鑰 { $expected }）：它已被更換或從別處複製，沒有寫入任何內容。請從備份放回此工作站自己的密鑰檔案（docs/who-signs.md，「What to back up」），或由經理用 `pitpay keys --rotate --by MANAGER_ID` 把此密鑰設為此工作站的密鑰
cli-restored-behind = 日誌（{ $at }）止於第 { $end } 項，但缺少{ $what }：它是從較舊的副本還原的，或最新的記錄被截去。沒有寫入任何內容。請用 `pitpay journal --recover` 取回遺失的記錄（docs/operations.md，「Restoring and recovering」）
cli-restored-diverged = 日誌（{ $at }）第 { $seq } 項與{ $what }不同：它是從較舊的副本還原或被截去後再繼續使用。沒有寫入任何內容。請用 `pitpay journal --recover` 取回遺失的記錄（docs/operations.md，「Restoring and recovering」）
cli-restored-gap-open = 日誌（{ $at }）遺失了 { $lost }（由 `pitpay journal --recover` 於 { $found } 發現），且無法取回：在經理用 `pitpay journal --recover --by MANAGER_ID` 記錄此缺口，或從派彩單檔案及各工作站日誌取回記錄之前，它不接受任何派彩單（docs/operations.md，「Restoring and recovering」）。沒有寫入任何內容
cli-restored-replaced = { $at } 的共用日誌不是此工作站寫入的那一個：{ $what }。在 IT 用 `pitpay journal --recover` 及各工作站的日誌將其復原前（docs/operations.md，「Restoring and recovering」），所有工作站都會停止；如屬刻意遷移，可由經理用 `pitpay journal --adopt-database --by MANAGER_ID` 採用它。沒有寫入任何內容
cli-journal-nothing-to-back-up = 還沒有可備份的記錄簿：本安裝尚未發出任何派彩單
cli-stdin-unreadable = 無法讀取標準輸入：{ $why }
cli-stdin-too-large = 標準輸入的牌局超過 1 MiB：一個牌局檔案只有幾 KB
cli-stdin-not-utf8 = 標準輸入的牌局不是 UTF-8 文字
cli-analyze-no-paytable = 沒有賠率表「{ $id }」（請見 pitpay paytables）
cli-analyze-no-meter = --meter：{ $id } 沒有累積獎金
cli-analyze-decks = --decks { $decks }：{ $id } 以 { $dealt } 副牌發牌
cli-analyze-simulate = --simulate { $rounds }：請給 1000 至 { $most } 局
cli-analyze-meter-currency = --meter「{ $text }」的貨幣是 { $found }，但 { $id } 以 { $currency } 派彩
cli-analyze-no-house-rules = 沒有場規檔案「{ $id }」（請見 pitpay paytables）
# $game 是場規的遊戲代號；$games 是賠率表的遊戲代號。
cli-analyze-house-rules-game = 場規「{ $id }」適用於{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }，但 { $paytable } 是 { $games } 的賠率表
cli-analyze-house-rules-line = 場規「{ $id }」第 { $line } 行：{ $why }
# 一項被拒絕的 --set KEY=VALUE：$why 是 cli-analyze-set-* 訊息之一，或數值的拒絕原因。
cli-analyze-set = --set { $item }：{ $why }
cli-analyze-set-form = 請寫成 KEY=VALUE，例如 soft17=hit
# $options 是會改變這張賠率表數字的場規選項（共 $count 項）。
cli-analyze-set-no-change = 場規選項「{ $key }」不會改變 { $id } 的數字（{ $count ->
        [0] 沒有任何選項會改變
       *[other] 只有 { $options } 會改變
    }）
cli-analyze-no-declared-suit = { $id } 沒有指定花色的級別，所以 declared_suit 不適用

## The cage (`pitpay cage pay`, `pitpay cage list`)
cli-cage-paid = 已派付派彩單 { $number }：{ $amount }（經手：{ $by }）
cli-cage-not-a-scan = 「{ $what }」不是派彩單：請提供派彩單的 PDF、編號，或掃描其 QR 碼（以 PITPAY-SLIP 開頭）
cli-cage-missing-signer = 派彩單 { $number } 派付 { $amount }：超過 { $over } 的派彩還需要{ $who }簽署（{ $option } 員工編號，在出納員之後輸入其密碼）
cli-cage-who-verifier = 一名覆核員（另一名出納員或經理）
cli-cage-who-manager = 一名經理
cli-cage-no-cashier = 派彩的出納員須提供員工編號（--cashier 員工編號，先輸入其密碼）
cli-cage-same-signer = { $id } 不能為同一筆派彩簽署兩次：出納員、覆核員及經理必須是三個不同的人
cli-cage-other-journal = 派彩單 { $number } 是在另一個日誌發出的（其 QR 碼指向日誌 { $journal }）：請在保存該日誌的地方派彩
cli-cage-scan-mismatch = 掃描的 QR 碼與日誌中的派彩單 { $number } 不符（簽名或密鑰不同）：切勿派彩；請通知賭枱主任
cli-cage-amount-differs = 派彩單 { $number }：日誌記錄應付 { $recorded }，但派彩單重新結算為 { $settled }：切勿派彩；請通知賭枱主任
cli-cage-none-outstanding = 賬房沒有未派付的派彩單
cli-cage-none-paid = 賬房沒有已派付的派彩單
cli-cage-column-number = 編號
cli-cage-column-issued = 發出時間（當地時間）
cli-cage-column-table = 賭枱
cli-cage-column-game = 遊戲
cli-cage-column-to-pay = 應付金額
cli-cage-column-cage = 賬房
cli-cage-outstanding = 未派付
cli-cage-paid-state = 已派付
cli-cage-state-total = { $state }：{ $count } 張，{ $total }

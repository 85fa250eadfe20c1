# 派彩單日誌、員工名冊、工作站密鑰及輸出檔案的拒絕訊息（pitpay-journal）。

## 日誌

journal-error-folder = 派彩單日誌：{ $folder }：無法建立資料資料夾：{ $why }
journal-error-database = 派彩單日誌：{ $why }
journal-error-no-slip = 派彩單日誌：沒有編號 { $number } 的派彩單
journal-error-already-void = 派彩單日誌：派彩單 { $number } 已作廢
journal-error-already-paid = 派彩單 { $number } 已在賬房派彩（{ $paid }）：{ $refused ->
        [void] 已派彩的派彩單不能作廢
       *[twice] 不會重複派彩
    }
journal-error-paid-at-table = 派彩單 { $number } 在賭枱派彩，不在賬房：其金額從賭枱的籌碼架支出，所以賬房不會派彩
journal-error-void-not-paid = 派彩單 { $number } 已作廢：不會派彩
journal-error-needs-key = 派彩單日誌：{ $path }：由舊版 Pitpay 建立；要把其記錄串連起來，需要本機的簽署密鑰：{ $why }
journal-error-needs-key-none = 派彩單日誌：{ $path }：由舊版 Pitpay 建立；要把其記錄串連起來，需要本機的簽署密鑰：本機沒有簽署密鑰
journal-error-newer-schema = 派彩單日誌：{ $at }：結構版本 { $version } 比這個 Pitpay 所認識的（{ $known }）更新；請使用較新版本的 Pitpay
journal-error-server = 派彩單日誌：位於 { $at } 的共用日誌：{ $why }
journal-error-uncertain = 派彩單日誌：記錄派彩單 { $slip } 時與 { $at } 的共用日誌的連線中斷，無法向伺服器確認是否已記錄：連線恢復後，如已記錄，`pitpay journal` 會把派彩單 { $slip } 列為檔案遺失（用 `pitpay reprint { $slip }` 列印）；如沒有列出，請重新開出派彩單
journal-error-not-registered = 派彩單日誌：此工作站（「{ $station }」，密鑰 { $fingerprint }）未在 { $at } 的共用日誌登記：其密鑰須在那裏登記一次，讓每個工作站都能核對其派彩單
journal-error-not-shared = 派彩單日誌：本機使用自己的日誌；登記工作站密鑰、記錄場內時鐘及採用資料庫，只適用於場內各工作站共用的日誌（{ $file } 中的 `journal` 設定，docs/shared-journal.md）
journal-error-key-missing = 此工作站的簽署密鑰（{ $path }）不見了，但日誌中有此工作站以密鑰 { $fingerprint } 簽署的記錄：沒有寫入任何內容。請從備份還原密鑰檔案（docs/who-signs.md，「What to back up」），或由經理更換密鑰；新密鑰會記錄在日誌中，新舊派彩單都能通過驗證
journal-error-key-changed = 此工作站的簽署密鑰（{ $path }，密鑰 { $have }）不是日誌為此工作站記錄的密鑰（密鑰 { $expected }）：它已被更換或從別處複製，沒有寫入任何內容。請從備份放回此工作站自己的密鑰檔案（docs/who-signs.md，「What to back up」），或由經理把此密鑰設為此工作站的密鑰
journal-error-behind = 日誌（{ $at }）在第 { $end } 項結束，但缺少{ $what }：日誌是從較舊的副本還原，或最新的記錄被刪去。沒有寫入任何內容。請恢復日誌，找回遺失的記錄（docs/operations.md，「Restoring and recovering」）
journal-error-diverged = 日誌（{ $at }）第 { $seq } 項的記錄，與{ $what }不同：日誌是從較舊的副本還原或被刪減，之後又繼續寫入。沒有寫入任何內容。請恢復日誌，找回遺失的記錄（docs/operations.md，「Restoring and recovering」）
journal-error-gap-open = 日誌（{ $at }）遺失了{ $lost }（於 { $found } 恢復時發現），且無法找回：在經理記錄這段缺口，或從派彩單檔案及各工作站的記錄找回這些記錄之前，日誌不接受任何派彩單（docs/operations.md，「Restoring and recovering」）。沒有寫入任何內容
journal-error-replaced = 位於 { $at } 的共用日誌不是這個工作站寫入過的那一個：{ $what }。所有工作站都會停止，直至 IT 從各工作站的記錄把它恢復（docs/operations.md，「Restoring and recovering」），或如屬有意搬遷，由經理採用它。沒有寫入任何內容
journal-error-promoted = 位於 { $at } 的共用日誌自上次寫入後，已由非同步備用伺服器提升為主伺服器（其伺服器時間線原為 { $was }，現為 { $now }）：最新的記錄可能已遺失，現在開出的派彩單可能會用上它們的編號。所有工作站都會停止，直至 IT 用 `pitpay journal --recover`，憑派彩單檔案及各工作站的記錄把它們找回（docs/shared-journal.md，「High availability」）。沒有寫入任何內容
journal-error-other-kind-shared = 日誌 { $at } 是場內各工作站共用的日誌：本機自己的日誌不能放在那裏
journal-error-other-kind-own = 日誌 { $at } 是另一部電腦自己的日誌：工作站共用的日誌必須以共用日誌建立（在 settings.toml 把 `journal` 指向一個新檔案，或指向場內的 PostgreSQL 日誌：docs/shared-journal.md）
journal-error-station-taken = 工作站「{ $station }」已由另一個工作站（{ $registered }）在 { $at } 的共用日誌登記，而這個工作站從未以此名稱寫入：請在 { $file } 用 `station = "..."` 為這個工作站另取名稱。如這個工作站就是該工作站而遺失了密鑰檔案，請從備份還原該檔案（docs/operations.md）
journal-error-station-look-alike = 工作站「{ $station }」看來與工作站「{ $existing }」相同，後者已由另一個工作站（{ $registered }）在 { $at } 的共用日誌登記，而這個工作站從未以此名稱寫入：請在 { $file } 用 `station = "..."` 為這個工作站另取名稱。如這個工作站就是該工作站而遺失了密鑰檔案，請從備份還原該檔案（docs/operations.md）
journal-error-not-a-file = 派彩單日誌：{ $path } 是{ $what ->
        [folder] 資料夾
       *[other] 裝置或管道
    }，不是日誌檔案：沒有開啟或更改任何內容。請指定一個日誌檔案（如不存在會自動建立）
journal-error-backup-over-live = { $path }：不能把日誌備份到這裏：這就是使用中的日誌本身（或其檔案之一）；備份是另外存放的副本，不會覆寫日誌；請另選名稱
journal-error-backup = { $path }：不能把日誌備份到這裏：{ $why }
journal-error-backup-on-server = 位於 { $at } 的共用日誌須用 PostgreSQL 本身的工具備份，而不是由 Pitpay 備份：pg_dump -Fc -h HOST -U USER DATABASE > pitpay.dump（docs/operations.md，「Backing up」）
journal-error-unrecorded = 無法記錄一次錯誤密碼（{ $why }），所以不會核對任何密碼：每次核對都計入鎖定次數
journal-error-altered = 日誌在寫入後被更改：{ $broken }。沒有執行任何操作；核對日誌會列出不符之處
journal-error-not-written = 派彩單日誌：資料庫沒有寫入任何內容，也沒有說明原因：沒有記錄任何內容
journal-error-register-damaged = 日誌中的員工名冊不完整：{ $broken }；核對日誌可得知詳情，在修復前任何人都不能簽核
journal-error-bad-entry = 派彩單日誌：第 { $seq } 項記錄無法讀取：{ $why }

## 工作站的簽署密鑰

journal-error-key-unreadable = { $path }：{ $why }
journal-error-key-damaged = { $path }：簽署密鑰檔案已損壞（應有 64 個十六進位數字）；從備份還原前，本機無法簽署或核對自己的派彩單
journal-error-key-no-folder = { $folder }：無法建立資料資料夾：{ $why }
journal-error-key-no-randomness = 無法取得建立新密鑰所需的隨機數：{ $why }
journal-error-key-unwritable = { $path }：無法寫入簽署密鑰：{ $why }
journal-error-key-vanished = { $path }：簽署密鑰在建立期間消失了
journal-error-key-none = 本機還沒有簽署密鑰（{ $path } 不存在）：開出第一張派彩單時會建立一個並作出通知，或用 `pitpay keys --new` 立即建立
journal-error-key-exists = 本機已有簽署密鑰（密鑰 { $fingerprint }，在 { $path }）：沒有寫入任何內容
journal-error-key-none-to-check = { $path }：日誌的記錄已簽署，但本機沒有簽署密鑰可以核對

## 輸出檔案（接在其路徑之後）

journal-error-output-folder = 是資料夾；請提供檔案名稱，例如 { $suggestion }
journal-error-output-not-regular = 不是一般檔案（是裝置、管道或通訊端）；請寫入一般檔案
journal-error-output-is-input = 是此指令讀取的{ $what ->
        [round] 牌局檔案
       *[other] { $what }
    }；請寫入另一個檔案
journal-error-output-exists = 檔案已存在；請另選名稱
journal-error-output-no-folder = 不能寫入這裏：資料夾 { $folder } 不存在
journal-error-output-unwritable = 不能寫入這裏：{ $folder }：{ $why }

## 某項操作需要誰

journal-error-needs-sign = 簽核派彩單需要賭枱主任或經理
journal-error-needs-reprint = 重印派彩單需要賭枱主任或經理
journal-error-needs-void = 作廢派彩單需要經理
journal-error-needs-witness = 見證人必須是已登記的員工
journal-error-needs-manage = 更改員工名冊或工作站密鑰需要經理
journal-error-needs-sign-in = 登入需要已登記的員工
journal-error-needs-pay = 在賬房派彩需要出納員或經理
journal-error-needs-verify-payment = 在賬房覆核派彩需要另一名出納員或經理
journal-error-needs-approve-payment = 派彩的經理簽名需要經理

## 員工名冊

journal-error-staff-no-id = 員工名冊已有成員，而{ $needs }：請提供員工編號及密碼
journal-error-staff-unknown = { $id } 不在員工名冊中（`pitpay staff list` 會列出名冊）
journal-error-staff-disabled = { $id } 已於 { $time } 停用，不能進行操作
journal-error-staff-not-allowed = { $who } 不能進行此操作：{ $needs }
journal-error-staff-wrong-pin = { $id } 的密碼錯誤
journal-error-staff-locked = { $id } 在 15 分鐘內輸入了五次錯誤密碼，已被鎖定至 { $until }；請屆時再試，或請經理協助
journal-error-staff-bad-pin = 密碼{ $why }
journal-error-staff-pin-not-read = 無法從終端機讀取 { $whose } 的密碼：{ $why }
journal-error-staff-no-pin-given = 沒有提供 { $whose } 的密碼
journal-error-staff-no-pin-line = 標準輸入中沒有 { $whose } 的密碼（每行一個密碼：先是操作員工的，然後是見證人的，再然後是新成員的）
journal-error-staff-pin-line-too-long = 標準輸入中作為 { $whose } 密碼的一行超過 { $max } 位元組：密碼只是短短一行
journal-error-staff-pin-not-text = 標準輸入中作為 { $whose } 密碼的一行不是文字（UTF-8）
journal-error-staff-pin-not-read-from-input = 無法從標準輸入讀取 { $whose } 的密碼：{ $why }
journal-error-staff-witness-is-signer = 見證人（{ $id }）就是簽核人：見證人必須是另一名成員
journal-error-staff-name-mismatch = 「{ $given }」與名冊上 { $id } 的姓名（「{ $registered }」）不符；請省略，系統會使用名冊上的姓名
journal-error-staff-refused = 員工名冊：此項更改{ $why }
journal-error-staff-damaged = 名冊上 { $id } 的憑證已損壞（{ $why }）；經理可重設其密碼

## 名冊拒絕的更改（接在「此項更改」之後）

journal-error-change-format = 是格式 { $format } 的員工更改
journal-error-change-no-id = 沒有寫明員工編號（或編號前後有空格）
journal-error-change-bad-id = 的員工編號{ $why }
journal-error-change-no-name = 沒有寫明成員姓名
journal-error-change-bad-name = 的姓名{ $why }
journal-error-change-not-signed-by = 沒有由其所稱的作出者 { $who } 簽署
journal-error-change-first-not-manager = 是名冊的第一項更改，但不是經理自行登記：第一名成員必須是經理
journal-error-change-by-unknown = 由 { $who } 作出，但此人不在名冊中
journal-error-change-by-not-manager = 由 { $who } 作出，但此人不是在職經理
journal-error-change-id-taken = 登記 { $id }，但名冊已有 { $holder }（員工編號不會重用）
journal-error-change-no-credential = 登記的成員沒有憑證
journal-error-change-no-new-credential = 重設密碼但沒有新憑證
journal-error-change-last-manager = 停用最後一名在職經理 { $who }：之後便沒有人能更改名冊
journal-error-change-unknown = 更改 { $who }，但此人不在名冊中
journal-error-change-disabled = 更改已停用的 { $who }
journal-error-change-bad-public-key = 包含無法讀取的公鑰
journal-error-change-id-begins-another = 登記 { $id }，但 { $other } 已登記，而兩個編號中一個是另一個的開頭：編號不可以是另一個編號的開頭，這樣輸入編號後便能立即認出，之後輸入的密碼也不會出現在編號欄中
journal-error-change-first-role = 把 { $id } 登記為{ $role ->
        [supervisor] 賭枱主任
        [auditor] 稽核員
        [cashier] 出納員
       *[manager] 經理
    }，但名冊是空的，第一名成員必須是經理，再由其登記其他人
journal-error-change-first-by-another = 由 { $who } 作出，但名冊是空的：第一名成員（經理）須自行登記

## 派彩單上的簽核人為何不成立（接在其職位及編號之後）

journal-error-vouch-not-enrolled = 不在員工名冊中
journal-error-vouch-not-yet-enrolled = 在派彩單開出時尚未登記
journal-error-vouch-disabled = 在派彩單開出前已停用（{ $time }）
journal-error-vouch-other-key = 所用的密鑰在派彩單開出時並不是員工名冊中其本人的密鑰
journal-error-vouch-could-not-sign = 在員工名冊中是 { $who }，不能以「{ $name }」的名義簽核
journal-error-vouch-not-their-signature = 沒有用自己的密鑰簽署此記錄：檔案已被更改
journal-error-vouch-unsigned = 沒有用自己的密鑰簽署，但派彩單開出時員工名冊已有成員

## 憑證（接在「已損壞」之後）；密碼（接在「密碼」之後）

journal-error-credential-hash-unread = 其密碼雜湊無法讀取
journal-error-credential-not-argon2id = 其密碼雜湊不是 Argon2id 雜湊
journal-error-credential-sealed-unread = 其密封的密鑰無法讀取
journal-error-credential-hash = 無法計算密碼雜湊：{ $why }
journal-error-credential-does-not-open = 其密封的密鑰無法以其密碼開啟
journal-error-credential-not-a-key = 其密封的內容不是密鑰
journal-error-credential-other-key = 其密封的密鑰與其所稱的公鑰不符
journal-error-pin-empty = 是空的
journal-error-pin-short = 只有 { $length } 個字元；密碼至少要有 { $min } 個字元
journal-error-pin-long = 有 { $length } 個字元；密碼最多只可有 { $max } 個字元
journal-error-pin-control = 含有控制字元
journal-error-enroll-no-randomness = 無法取得建立憑證所需的隨機數：{ $why }
journal-error-enroll-seal = 無法密封簽署密鑰

## 員工指令

journal-error-command-no-id = 成員需要員工編號
journal-error-command-no-name = 成員需要姓名
journal-error-command-bad-id = 員工編號{ $why }
journal-error-command-bad-name = 姓名{ $why }
journal-error-command-pins-differ = 兩次輸入的密碼不同：沒有寫入任何內容
journal-error-command-no-key-to-replace = 工作站「{ $station }」在共用日誌中沒有可更換的密鑰：請用 `pitpay keys --register` 登記此工作站的密鑰
journal-error-command-nothing-signed = 日誌中還沒有任何已簽署的記錄：沒有工作站密鑰可更換
journal-error-command-already-the-key = 此工作站的密鑰檔案中的密鑰 { $fingerprint }，已經是日誌為此工作站記錄的密鑰：不需更換
journal-error-command-nothing-to-adopt = 位於 { $at } 的共用日誌就是這個工作站寫入過的那一個：沒有其他資料庫可採用

## 篩選（記錄頁的搜尋欄、列表的期間）及場內時鐘

journal-error-selection-since = from:（起始）{ $why }
journal-error-selection-until = to:（結束）{ $why }
journal-error-selection-day = day:（博彩日）{ $why }
journal-error-selection-shift = shift:（班次）{ $why }
journal-error-selection-backwards = to:{ $until } 早於 from:{ $since }：範圍在開始前就結束了
journal-error-selection-not-a-state = 「{ $word }」不是派彩單狀態（可用：{ $states }）
journal-error-selection-not-searchable = 不能以「{ $word }」搜尋：請輸入派彩單編號、狀態（{ $states }）、博彩日（YYYY-MM-DD 或 day:日期）、shift:班次名稱、from:日期、to:日期、paid:100-500、table:…、station:… 或 by:…
journal-error-selection-not-an-amount = paid:{ $range }：「{ $amount }」不是金額（paid:100-500）
journal-error-selection-paid-backwards = paid:{ $range }：範圍在開始前就結束了
journal-error-selection-no-period = 請提供 from:日期 或 day:日期
journal-error-export-write = 無法寫入列表：{ $why }
journal-error-export-write-to = 無法寫入列表：{ $path }：{ $why }
journal-error-clock-behind = 這個工作站的時鐘顯示 { $now }，但日誌最新的記錄（第 { $entry } 項，由 { $by } 寫入）的時間是 { $newest }，晚了 { $minutes } 分鐘：請調校這個工作站的時鐘（最多只可慢 { $tolerance } 分鐘：settings.toml 中的 clock_tolerance_minutes）。沒有寫入任何內容
journal-error-clock-differs = 位於 { $at } 的共用日誌記錄的場內時鐘是「{ $journal }」，但這個工作站的設定是「{ $podium }」：請在 settings.toml 設定與其他工作站相同的 time_zone、gaming_day_starts 及 [[shift]]（或在更改所有工作站後，把新設定記錄在共用日誌中）

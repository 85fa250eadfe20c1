# 日誌及員工名冊在其他句子中對其內容的描述（pitpay-journal）。

# 名冊所述的成員："Dana Reyes（S-1042，賭枱主任）"；$role 是職位的 id。
# 沒有提供姓名者所記錄的電腦帳戶；$user 是帳戶名稱。
journal-state-account = 帳戶 { $user }
journal-state-account-unknown = 不明帳戶
journal-state-member = { $name }（{ $id }，{ $role ->
        [supervisor] 賭枱主任
        [manager] 經理
        [auditor] 稽核員
       *[cashier] 出納員
    }）

# 賬房何時、由誰及以多少金額支付派彩單（在 journal-error-already-paid 之內）。
journal-state-paid = 於 { $time } 由 { $name }（{ $id }）派彩，金額 { $amount }
journal-state-paid-at = 於 { $time } 由 { $name }（{ $id }）在工作站「{ $station }」派彩，金額 { $amount }

## 共用日誌的伺服器出了甚麼問題，接在「位於 ADDRESS 的共用日誌：」之後（journal-error-server）。$message 是伺服器自己的訊息，$why 是驅動程式的。

journal-state-server-deadline = 在 { $seconds } 秒內沒有回應：Pitpay 已停止等候（主機停止、凍結或失去儲存空間的伺服器仍會接受連線，但不作任何回應）
journal-state-server-unusable = 無法使用：{ $why }
journal-state-server-login = 伺服器拒絕使用者「{ $user }」登入：密碼錯誤，或沒有此使用者（請檢查 journal 設定）
journal-state-server-no-database = 伺服器上沒有此資料庫（{ $message }）
journal-state-server-privilege = 使用者「{ $user }」不可使用日誌的資料表（{ $message }）：請把它設為資料庫的擁有者（docs/shared-journal.md）
journal-state-server-counter-held = 另一個工作站佔用派彩單編號計數器的時間，超過此工作站的等候時間（journal_statement_seconds）；請再試一次
journal-state-server-restarting = 資料庫伺服器正在關閉或啟動；請稍後再試
journal-state-server-statement-slow = 一項資料庫指令所需時間超過此工作站的等候時間（journal_statement_seconds）；請再試一次
journal-state-server-no-connection = 資料庫伺服器沒有可用的連線；請稍後再試
journal-state-server-answered = 伺服器回應：{ $message }（{ $code }）
journal-state-server-standby = 是備用伺服器（不接受寫入）：請在地址中列出主伺服器，或把此伺服器提升為主伺服器
journal-state-server-refused = 無法連線：該地址及連接埠沒有任何回應（資料庫伺服器是否正在執行？）
journal-state-server-timed-out = 沒有回應（逾時）：網絡是否正常，伺服器是否正在執行？
journal-state-server-lost = 與伺服器的連線中斷了
journal-state-server-unknown-name = 無法連線：此網絡不認識伺服器的名稱
journal-state-server-not-postgres = 該地址及連接埠有回應，但不是 PostgreSQL 伺服器（連接埠是否正確？）
journal-state-server-no-tls = 伺服器不提供加密連線，但地址要求加密（sslmode=require）
journal-state-server-untrusted-certificate = 伺服器的憑證不是由此電腦信任的憑證機構簽發：請以 sslrootcert=FILE 提供該機構的憑證
journal-state-server-certificate-name = 伺服器的憑證不是發給地址中的主機名稱
journal-state-server-certificate-expired = 伺服器的憑證已過期或尚未生效
journal-state-server-tls-failed = 無法建立加密連線（伺服器的憑證被拒絕）

## 訊息中在括號內所述的日誌記錄：「第 41 項（開出派彩單 17）」。$change 及 $reason 是該記錄所載的原因，按原文照錄。

journal-state-event-issue = 開出派彩單 { $slip }
journal-state-event-reprint = 重印派彩單 { $slip }
journal-state-event-void = 作廢派彩單 { $slip }
journal-state-event-migrated = 遷移備註
journal-state-event-key = 工作站「{ $station }」的密鑰
journal-state-event-staff = 員工名冊：{ $change }
journal-state-event-refused = { $id } 的密碼錯誤
journal-state-event-rotate = 工作站「{ $station }」的新密鑰
journal-state-event-gap = 經理記錄的缺口
journal-state-event-database = 日誌採用的資料庫（{ $why ->
        [moved] 遷移
       *[recovered] 復原
    }）：{ $database }
journal-state-event-paid = 在賬房為派彩單 { $slip } 派彩

## 從較舊副本還原或被截去的日誌所缺少的記錄（journal-error-behind、journal-error-diverged），以名詞短語表達。$event 是 journal-state-event-* 訊息。

journal-state-podium-wrote = 此工作站於 { $time } 寫入的第 { $seq } 項（{ $event }）
journal-state-podium-saw = 此工作站於 { $time } 讀到的第 { $seq } 項（{ $event }）
journal-state-behind-checkpoint = 於 { $time } 在第 { $seq } 項簽署的核對點
journal-state-behind-seen = 此工作站在該日誌讀到的第 { $seq } 項
journal-state-event-new-station-key = 新的工作站密鑰
journal-state-event-wrong-pin = 密碼錯誤

## 日誌記錄為何不成立，即 `pitpay journal --check` 及「日誌在寫入後被更改」等拒絕訊息所述。$event 是 journal-state-event-* 訊息；$why 接在「日誌第 N 項」之後。

journal-state-broken = 日誌第 { $seq } 項：{ $why }
journal-state-broken-event = 日誌第 { $seq } 項（{ $event }）：{ $why }
journal-state-flaw-missing = 已遺失（第 { $after } 項之後是第 { $found } 項）
journal-state-flaw-missing-before-head = 已遺失（記錄鏈的最後一項是第 { $head } 項）
journal-state-flaw-cut-before-checkpoint = 已遺失：日誌止於第 { $end } 項，但於 { $time } 在第 { $seq } 項簽署了核對點：日誌末尾的記錄被截去，或日誌是從較舊的副本還原（用 `pitpay journal --recover` 取回）
# $what：journal-state-podium-wrote 或 journal-state-podium-saw。
journal-state-flaw-cut-before-mark = 已遺失：日誌止於第 { $end } 項，但缺少{ $what }：日誌末尾的記錄被截去，或日誌是從較舊的副本還原（用 `pitpay journal --recover` 取回）
journal-state-flaw-not-remembered = 不是{ $what }：日誌是從較舊的副本還原或被截去後再繼續寫入（用 `pitpay journal --recover` 取回遺失的記錄）
journal-state-flaw-unlinked = 不接續前一項（其指向前一項雜湊值的連結不符）：之前有記錄被更改或刪除
journal-state-flaw-does-not-follow = 不接續前一項：之前有記錄被更改或刪除
journal-state-flaw-not-linked = 與前後記錄的連結不符：有記錄被更改或刪除
journal-state-flaw-changed = 在記錄後被更改（其內容與其雜湊值不再相符）
journal-state-flaw-changed-or-unsigned = 在記錄後被更改（與其雜湊值或簽署不再相符）
journal-state-flaw-slip-record-changed = 其派彩單記錄在記錄後被更改（與該項所涵蓋的雜湊值不再相符）
journal-state-flaw-slip-record-altered = 其派彩單記錄在記錄後被更改
journal-state-flaw-record-changed = 其記錄在記錄後被更改
# $group：register（員工名冊更改、工作站密鑰）或 refused（密碼錯誤）。
journal-state-flaw-skips-group = 不接續之前的{ $group ->
        [register] 員工名冊或工作站密鑰的最新更改
       *[refused] 最新一次密碼錯誤
    }（它指向另一項記錄）：之前有同類記錄被刪除或更改
journal-state-flaw-skips-register = 不接續之前的名冊更改（它指向另一項記錄）：之前有員工名冊或工作站密鑰的更改被刪除或更改
journal-state-flaw-register-entry-gone = 指向一項員工名冊或工作站密鑰的更改（記錄雜湊值 { $hash }），但日誌已沒有該項：有名冊記錄被刪除
journal-state-flaw-wrong-pin-gone = 日誌所指的最新一次密碼錯誤已不存在
journal-state-flaw-wrong-pin-changed = 不是其後記錄所指的密碼錯誤：有密碼錯誤的記錄被更改或刪除
journal-state-flaw-no-tally = 沒有累積大獎的計數，但之前的記錄都有：它是寫入來取代原有的記錄
journal-state-flaw-tally-differs = 與之前支付累積大獎的派彩單不相符：它計為 { $counts }，之前的記錄計為 { $before }（有派彩單的累積大獎標記被更改，或有累積大獎派彩單被刪除）
journal-state-flaw-checkpoint-differs = 與於 { $time } 在此簽署的核對點不符（至此為止的記錄鏈在核對點之後被更改）
journal-state-flaw-checkpoint-mismatch = 與在此簽署的核對點不符
journal-state-flaw-checkpoint-untrusted = 其於 { $time } 的核對點不是由受信任的密鑰簽署（密鑰 { $key }）
journal-state-flaw-start-differs = 與作為起點的核對點不符
journal-state-flaw-start-untrusted = 作為起點的核對點不是由受信任的密鑰簽署
journal-state-flaw-last-untrusted = 記錄鏈的最後一項不是由受信任的密鑰簽署
journal-state-flaw-foreign-key = 由本機以外的密鑰簽署（密鑰 { $key }）
journal-state-flaw-not-own-signature = 不是由本機的密鑰簽署
journal-state-flaw-not-signed-as-named = 不是由其所指的密鑰簽署（工作站「{ $station }」，密鑰 { $key }）
journal-state-flaw-not-signed-by-its-key = 不是由其所指的密鑰簽署
journal-state-flaw-no-signer-shared = 沒有註明簽署密鑰，但共用日誌的每項記錄都必須註明
journal-state-flaw-no-signer = 沒有註明簽署密鑰
journal-state-flaw-unregistered = 由在此之前沒有任何工作站登記的密鑰簽署（工作站「{ $station }」，密鑰 { $key }）
journal-state-flaw-not-signer-there = 由在該處不為日誌簽署的密鑰簽署（密鑰 { $key }）
journal-state-flaw-not-signed-there = 不是由在該處為日誌簽署的密鑰簽署
journal-state-flaw-untrusted = 不是由此日誌信任的密鑰簽署
journal-state-flaw-not-own-key = 把密鑰 { $now } 設為日誌的密鑰，但那不是本機的密鑰（{ $own }）
journal-state-flaw-unauthorized-rotation = 未經已登記經理授權而更換工作站密鑰（員工名冊的核對拒絕了它）
journal-state-flaw-unauthorized-gap = 未經已登記經理授權而記錄缺口（員工名冊的核對拒絕了它）
journal-state-flaw-unauthorized-database = 未經其記錄所需的授權而為日誌採用資料庫（員工名冊的核對拒絕了它）
journal-state-flaw-slip-out-of-order = 在派彩單 { $last } 之後開出派彩單 { $slip }：派彩單編號有跳號或重複
journal-state-flaw-other-slip-record = 其派彩單記錄不是該派彩單的記錄
# $flagged：標記表示派彩單有累積大獎派彩時為 yes，否則為 no。
journal-state-flaw-jackpot-flag = 其累積大獎標記表示該派彩單{ $flagged ->
        [yes] 有
       *[no] 沒有
    }累積大獎派彩，但其派彩單記錄並非如此：標記已被更改
journal-state-flaw-jackpot-not-issued = 被標記為支付累積大獎，但只有開出派彩單的記錄才可以
journal-state-flaw-never-issued = 派彩單 { $slip } 從未開出
journal-state-flaw-already-void = 派彩單 { $slip } 已作廢或已在賬房派彩
journal-state-flaw-key-for-no-station = 登記的密鑰沒有對應任何工作站
journal-state-flaw-no-staff-member = 沒有指明員工
journal-state-flaw-gap-below = 聲明派彩單 { $slip } 為最後使用的編號，但低於在此之前開出的派彩單 { $last }
journal-state-flaw-staff-change-unread = 其員工名冊更改無法讀取：{ $why }
# $why：journal-error-change-* 訊息。
journal-state-flaw-staff-change = 其員工名冊更改{ $why }

## 以某人名義作出但不成立的記錄。$what：new-key（更換工作站密鑰）、gap（缺口）或 database（採用資料庫）。

journal-state-unauthorized-unreadable = 其{ $what ->
        [new-key] 新密鑰
        [gap] 缺口
       *[database] 資料庫
    }記錄無法讀取
journal-state-unauthorized-unreadable-because = 其{ $what ->
        [new-key] 新密鑰
        [gap] 缺口
       *[database] 資料庫
    }記錄無法讀取：{ $detail }
journal-state-unauthorized-disagrees = 與其{ $what ->
        [new-key] 新密鑰
        [gap] 缺口
       *[database] 資料庫
    }記錄不符
journal-state-unauthorized-not-manager = 由 { $by } { $what ->
        [new-key] 作出
       *[other] 記錄
    }，但其並非有效的經理
journal-state-unauthorized-not-signed-by = 不是由 { $by } 簽署，但記錄稱由其{ $what ->
        [new-key] 作出
        [gap] 記錄
       *[database] 採用
    }
journal-state-unauthorized-not-signed-by-new-key = 不是由其記錄的新密鑰為其工作站簽署
journal-state-unauthorized-replaces-other-key = 所更換的密鑰並非為其工作站簽署的密鑰

## 在終端機要求（或拒絕）誰的密碼：「新成員 S-2001 的密碼：」。$whose 是成員編號或 journal-state-pin-new-member。

journal-state-pin-prompt = { $whose } 的密碼：
journal-state-pin-new-member = 新成員 { $id }
# 在終端機輸入新密碼兩次。
journal-state-pin-again = 再次輸入{ $whose }

## 派彩單核對時所述、日誌所缺少的記錄（document-error-journal-behind-known），以名詞短語表達。$what 是 journal-state-podium-wrote 或 -saw；$lost 是 listing-gap-entry 或 listing-gap-entries。

journal-state-diverged-from = { $what }（日誌的第 { $seq } 項已是另一項記錄）
journal-state-lost-unrecorded = { $lost }（已遺失，尚未有缺口記錄）

## 共用日誌的伺服器無法連線或設定（續）。$place 是地址中的一部主機（host:port）；$other 是 journal-state-server-web、-ssh 或 -unknown-protocol。

journal-state-server-none = 沒有指明伺服器
journal-state-server-no-host-writes = 地址中沒有任何主機接受寫入：{ $hosts }
journal-state-server-host = { $place }：{ $why }
journal-state-server-host-refused = { $place }：{ $why }
# 兩部或以上的主機，各自的回應。
journal-state-server-hosts = { $first }；{ $then }
journal-state-server-other-protocol = 該地址及連接埠的伺服器{ $other }
journal-state-server-web = 是網頁伺服器（以 HTTP 回應），不是 PostgreSQL 伺服器：連接埠是否正確？
journal-state-server-ssh = 是 SSH 伺服器，不是 PostgreSQL 伺服器：連接埠是否正確？
journal-state-server-unknown-protocol = 以其他協定回應，不是 PostgreSQL 伺服器：連接埠是否正確？
journal-state-server-silent = 接受了連線，但在 { $seconds } 秒內沒有回應：它是否正常運作的 PostgreSQL 伺服器？（其主機可能已停止）
journal-state-server-root-cert-unread = sslrootcert { $path }：無法讀取憑證機構的憑證（{ $why }）
journal-state-server-no-authority = 沒有可用來核對伺服器憑證的憑證機構：請在地址中加上 sslrootcert=FILE（該機構的憑證，PEM 格式）
journal-state-server-tls-unusable = 無法設定 TLS：{ $why }
journal-state-server-schema-unread = 其結構描述版本「{ $version }」無法讀取

# 員工名冊的一項變更，由其事實寫成（在 journal-state-event-staff 之內）。$action 為 add、disable 或 reset；$role 為職位代號。
journal-state-change = { $action ->
        [add] 新增
        [disable] 停用
       *[reset] 重設密碼：
    }{ $name }（{ $id }，{ $role ->
        [supervisor] 賭枱主任
        [manager] 經理
        [auditor] 稽核員
       *[cashier] 出納員
    }）

## 日誌拒絕訊息（journal-error-*）之內的字句，由其事實寫成。

# 日誌為本安裝自己的檔案時的稱呼（共用日誌以其位址稱呼）。
journal-state-own-journal = 本安裝自己的日誌
# 日誌記錄或工作站設定的場內時鐘。$shifts 是各班次的名稱及開始時間，照設定所寫。
journal-state-clock = { $zone }；博彩日由 { $day } 開始；班次 { $shifts }
journal-state-unknown-kind = 未知的記錄類別「{ $kind }」
journal-state-changed-in-recovery = 恢復期間日誌有所改變；請再次執行恢復
# 佔用工作站名稱的密鑰（在 journal-error-station-taken 之內）。
journal-state-station-key = 密鑰 { $key }，於 { $time } 登記
journal-state-no-data-folder = 開啟這個日誌時沒有資料夾
# 共用日誌不是這個工作站寫入的那一個時，不同之處（在 journal-error-replaced 之內）。$now 及 $was 是伺服器的識別碼，或 journal-state-none。
journal-state-replaced-journal = 這是另一個日誌，不是這個工作站寫入的那一個（現為日誌 { $now }，工作站所知為 { $was }）：其資料庫已被更換
journal-state-replaced-database = 其資料庫不是這個工作站寫入的那一個（現為 { $now }，工作站所知為 { $was }）：它是從備份還原的，或已搬到另一台伺服器
journal-state-replaced-written-in = 其資料庫不是日誌上次寫入的那一個（現為 { $now }，日誌本身的記錄為 { $was }）：它是從備份還原的，或已搬到另一台伺服器
journal-state-none = （無）

## 恢復時對每項記錄的說明（在 listing-recover-* 之內；缺口以英文記錄）。

# 略過的候選記錄：$from 是其來源檔案，$why 是鏈檢查的原因。
journal-state-passed-over = { $from }：{ $why }
# $event 是 journal-state-event-* 訊息。
journal-state-lost-unlinked = { $event }，已找到，但未能接上之前的記錄
journal-state-lost-found-before = 不明：於 { $time } 的恢復中發現遺失
journal-state-lost-unknown = 不明：所提供的派彩單檔案或工作站日誌都沒有這項記錄
journal-state-station-without-log = 工作站「{ $station }」（密鑰 { $key }）
journal-state-no-gap = 沒有需要記錄的缺口

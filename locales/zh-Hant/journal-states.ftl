# 日誌及員工名冊在其他句子中對其內容的描述（pitpay-journal）。

# 名冊所述的成員："Dana Reyes（S-1042，賭枱主任）"；$role 是職位的 id。
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
journal-state-event-database = 日誌採用的資料庫：{ $reason }
journal-state-event-paid = 在賬房為派彩單 { $slip } 派彩

## 從較舊副本還原或被截去的日誌所缺少的記錄（journal-error-behind、journal-error-diverged），以名詞短語表達。$event 是 journal-state-event-* 訊息。

journal-state-podium-wrote = 此工作站於 { $time } 寫入的第 { $seq } 項（{ $event }）
journal-state-podium-saw = 此工作站於 { $time } 讀到的第 { $seq } 項（{ $event }）
journal-state-behind-checkpoint = 於 { $time } 在第 { $seq } 項簽署的核對點
journal-state-behind-seen = 此工作站在該日誌讀到的第 { $seq } 項

# 派彩單、賬房、賠率表告示、PDF 及列印的拒絕訊息（pitpay-documents）。

## 開出派彩單

document-error-no-supervisor = 沒有簽核的賭枱主任姓名及員工編號，不能開出派彩單
document-error-no-patron = 此派彩單有{ $why }：簽核時需要客人資料（姓名、證件類別、證件號碼末 4 位）及一名見證人，即另一名員工（姓名及員工編號）
document-error-label = { $field ->
        [supervisor] 賭枱主任姓名
        [supervisor-id] 賭枱主任員工編號
        [property] 場所
        [dealer] 荷官姓名
        [patron] 客人姓名
        [patron-id-type] 客人證件類別
        [patron-id-last4] 客人證件號碼末 4 位
        [witness] 見證人姓名
        [witness-id] 見證人員工編號
       *[reason] 原因
    }{ $message }
document-error-output = { $path }：{ $why }
document-error-already-issued = 日誌已有此牌局的派彩單 { $number }（{ $time } 由 { $supervisor } 開出）；只有再次要求時，才會為同一牌局再開一張派彩單
document-error-write = { $path }：無法寫入：{ $why }
document-error-not-placed = 派彩單 { $number } 已記錄在日誌中，但無法寫入 { $path }（{ $why }）；請重新列印（在記錄頁按「重印」，或用 `pitpay reprint { $number }`）
document-error-no-such-slip = 日誌沒有編號 { $number } 的派彩單
document-error-not-recorded = { $why }；沒有取用派彩單編號，也沒有寫入檔案：待日誌恢復連接後，請重新開出派彩單
document-error-other-installation = 派彩單 { $number } 由另一部電腦開出（密鑰 { $fingerprint }），其副本以簽署它的密鑰封存：請在該工作站重新列印
document-error-other-station = 派彩單 { $number } 在工作站「{ $station }」開出（密鑰 { $fingerprint }），其副本以簽署它的密鑰封存：請在該工作站重新列印
document-error-damaged-record = 派彩單 { $number }：日誌記錄已損壞：{ $why }
document-error-seal-placement = 無法加上派彩單的封印
document-error-not-a-slip = 不是可讀取的 Pitpay 派彩單（沒有內嵌的派彩單記錄）
document-error-no-data-dir = 沒有使用者資料資料夾；請設定 PITPAY_DATA_DIR
document-error-no-void-reason = 作廢須提供原因
document-error-not-recoverable = { $path }：{ $why }：恢復只讀取派彩單檔案、其副本、各工作站的記錄，或存放這些檔案的資料夾；沒有恢復任何內容

## 交給恢復的檔案為何無法讀取（接在其路徑之後）

document-error-recover-folder-loop = 回到已讀取過的資料夾 { $folder }：符號連結形成循環
document-error-recover-link-loop = 是循環的符號連結（永遠到不了檔案）
document-error-recover-missing = 沒有這個檔案或資料夾
document-error-recover-unreadable = 無法讀取（{ $why }）
document-error-recover-fifo = 是 FIFO（具名管道），不是檔案：讀取它會一直等待寫入者
document-error-recover-device = 是裝置，不是檔案：讀取它可能永遠不會結束
document-error-recover-socket = 是通訊端，不是檔案
document-error-recover-not-regular = 不是一般檔案或資料夾

## 派彩單為何核對不通過

document-error-marked-void = 此副本標明「作廢」：已作廢的派彩單在任何地方都無效
document-error-non-canonical = 其{ $what ->
        [public-key] 公鑰
        [signature] 簽名
       *[seal] 封印
    }不是以標準形式寫成（長度準確的小寫十六進位）：檔案已被更改
document-error-fingerprint-mismatch = 其密鑰指紋與簽署它的密鑰不符：檔案已被更改
document-error-not-in-journal = 派彩單 { $number } 由本機密鑰簽署，但本機日誌沒有派彩單 { $number }：日誌可能在派彩單發出後從較舊的副本還原或被截去（請用 `pitpay journal --recover FILE` 取回派彩單），或製作此檔案的程序在日誌記錄前已被中止
document-error-journal-behind = 派彩單 { $number } 本身核對無誤，但日誌止於第 { $end } 項，早於此派彩單的記錄（第 { $entry } 項）：日誌在派彩單發出後從較舊的副本還原，或最新的記錄被截去。請用 `pitpay journal --recover FILE` 取回派彩單（docs/operations.md）
document-error-journal-elsewhere = 派彩單 { $number } 本身核對無誤，但日誌在此派彩單記錄的位置是另一項記錄（第 { $entry } 項：{ $what }）：日誌從較舊的副本還原或被截去後再繼續使用。請用 `pitpay journal --recover FILE` 取回遺失的記錄（docs/operations.md）
document-error-journal-behind-known = 派彩單 { $number } 本身核對無誤，但日誌不完整：它止於第 { $end } 項，但缺少{ $what }。日誌末尾的記錄被截去或從較舊的副本還原，因此無法確定派彩單 { $number } 其後是否已作廢或重印。請用 `pitpay journal --recover` 取回（docs/operations.md）
document-error-lost = 派彩單 { $number } 本身核對無誤，但其記錄（第 { $entry } 項）已從日誌遺失：{ $gap }。日誌無法為它作證
document-error-chain-broken = 本機日誌不可信：{ $broken }（見 `pitpay journal --check`）
document-error-shared-chain-broken = 共用日誌不可信：{ $broken }（見 `pitpay journal --check`）
document-error-not-in-shared-journal = 派彩單 { $number } 由 { $who } 簽署，但共用日誌沒有派彩單 { $number }：日誌可能在派彩單發出後從較舊的副本還原或被截去（請用 `pitpay journal --recover FILE` 取回派彩單），或製作此檔案的程序在日誌記錄前已被中止
document-error-unreadable = 派彩單已被更改：PDF 或其內嵌記錄已無法讀取
document-error-record-damaged = 派彩單已被更改：其內嵌記錄已損壞
document-error-no-seal = 派彩單沒有封印
document-error-seal-mismatch = 檔案在簽署後被更改：封印不符
document-error-signature-mismatch = 結算內容的簽名與內容不符
document-error-unknown-key = 由未知的密鑰簽署（指紋 { $fingerprint }）；如要接受，請把它加入 trusted-keys.toml{ $notes }
document-error-key-note = （註：{ $note }）{ $more }
document-error-no-longer-settles = 內嵌的牌局已無法結算：{ $why }
document-error-different-settlement = 重新結算內嵌的牌局，結果與派彩單所載的不同
document-error-not-issued = 派彩單 { $number }：此檔案不是日誌為它發出的那一份（如日誌曾從較舊的副本還原，此編號可能已被重新發出：見 `pitpay journal --recover`）
document-error-void = 派彩單 { $number } 在日誌中已作廢
document-error-person = 其{ $role ->
        [supervisor] 賭枱主任
       *[witness] 見證人
    } { $id } { $why }

## 賬房

document-error-cage-file = { $path }：{ $why }
document-error-cage-not-a-scan = 「{ $what }」不是派彩單：請提供派彩單的 PDF、編號，或掃描其 QR 碼（以 PITPAY-SLIP 開頭）
document-error-cage-missing-signer = 派彩單 { $number } 派付 { $amount }：超過 { $over } 的派彩還需要{ $who ->
        [verifier] 一名覆核員（另一名出納員或經理）簽署（--verifier
       *[manager] 一名經理簽署（--manager
    } 員工編號，在出納員之後輸入其密碼）
document-error-cage-no-cashier = 派彩的出納員須提供員工編號（--cashier 員工編號，先輸入其密碼）
document-error-cage-same-signer = { $id } 不能為同一筆派彩簽署兩次：出納員、覆核員及經理必須是三個不同的人
document-error-cage-other-journal = 派彩單 { $number } 是在另一個日誌發出的（其 QR 碼指向日誌 { $journal }）：請在保存該日誌的地方派彩
document-error-cage-scan-mismatch = 掃描的 QR 碼與日誌中的派彩單 { $number } 不符（簽名或密鑰不同）：切勿派彩；請通知賭枱主任
document-error-cage-amount-differs = 派彩單 { $number }：日誌記錄的應付金額是 { $recorded }，但派彩單重新結算的結果是 { $settled }：切勿派彩；請通知賭枱主任

## 列印

document-error-print-too-many-copies = 要求列印 { $copies } 份：每項工作最多 { $most } 份
document-error-print-no-file = { $path }：沒有這個檔案可列印
document-error-print-not-installed = { $system ->
        [windows] 無法使用 Windows 列印系統：這部電腦沒有 Pitpay 用來列印的 Windows PowerShell（powershell.exe）；請用 PDF 閱讀器列印此 PDF
       *[cups] 沒有安裝列印系統（CUPS 的 `lp` 指令）：請安裝 cups-client，或用 PDF 閱讀器列印此 PDF
    }
document-error-print-not-started = { $system ->
        [windows] Windows 列印系統
       *[cups] 列印系統
    }無法啟動：{ $why }
document-error-print-timeout = { $system ->
        [windows] Windows 列印系統在 { $seconds } 秒內沒有接收工作：重新列印前，請先查看印表機的佇列
       *[cups] 列印系統在 { $seconds } 秒內沒有接受工作：CUPS 是否正在執行？
    }
document-error-print-not-asked = 無法查詢{ $system ->
        [windows] Windows 列印系統
       *[cups] 列印系統
    }：{ $why }
document-error-print-no-default = 這部電腦沒有設定預設印表機：請指定一部（{ $system ->
        [windows] 在「設定 > 藍牙與裝置 > 印表機與掃描器」可看到清單
       *[cups] `lpstat -p` 會列出印表機
    }）
document-error-print-no-such-printer = 這部電腦沒有名為「{ $printer }」的印表機（{ $system ->
        [windows] 在「設定 > 藍牙與裝置 > 印表機與掃描器」可看到清單
       *[cups] `lpstat -p` 會列出印表機
    }）
document-error-print-not-accepting = 印表機「{ $printer }」不接受工作（`cupsaccept` 可讓它再次接受）
document-error-print-not-running = 列印系統（CUPS）沒有執行：請啟動它，或用 PDF 閱讀器列印此 PDF
document-error-print-stopped = 印表機「{ $printer }」已停止：工作（{ $job }）在佇列中等待，印表機重新啟動後便會列印（`cupsenable { $printer }`）；請勿重新列印
document-error-print-no-renderer = 這個 Windows 無法把 PDF 轉成列印內容（缺少 Windows.Data.Pdf）：請用 PDF 閱讀器列印此 PDF
document-error-print-unconfirmed = Windows 列印系統沒有確認工作（PowerShell 沒有回應）：重新列印前，請先查看印表機的佇列
document-error-print-refused-with-status = Windows 列印系統拒絕了工作（PowerShell 結束狀態：{ $status ->
        [none] 無
       *[other] { $status }
    }）
document-error-print-refused = { $system ->
        [windows] Windows 列印系統
       *[cups] 列印系統
    }拒絕了工作：{ $why }

## PDF 及告示

document-error-pdf-font = 無法讀取內嵌字型
document-error-pdf-subset = 無法製作字型子集：{ $why }
document-error-pdf-subset-unread = 無法讀回字型子集
document-error-pdf-date = 文件日期：{ $why }
document-error-pdf-write = 無法寫入 PDF：{ $why }
document-error-sign-no-paytable = 沒有編號為「{ $id }」的賠率表（見 pitpay paytables）
document-error-sign-decks = 賠率表「{ $id }」不是用 { $decks } 副牌發牌（可用：{ $allowed }）
document-error-sign-no-house-rules = 沒有編號為「{ $id }」的場內規則檔案
document-error-sign-house-rules-game = 場內規則「{ $id }」適用於 { $game }，不是此賠率表的遊戲
document-error-sign-edge = 莊家優勢：{ $why }
document-error-newer-rulebook = 這張派彩單是按規則手冊第 { $edition } 版結算的，比這個 Pitpay 所認識的（第 { $known } 版）更新：請用較新版本的 Pitpay 核對

# 視窗的外框：工具列、狀態列、對話框、歡迎面板，以及狀態列所說的錯誤。

window-theme-dark = 深色主題
window-theme-light = 淺色主題
window-tab-settle = 結算
window-tab-paytables = 賠率表
window-tab-history = 記錄
window-tab-practice = 練習
window-tab-staff = 員工
window-tab-cage = 賬房
window-commands = 指令 (Ctrl+K)
window-show-steps = 顯示步驟
window-new = 新牌局
window-open-round = 開啟牌局…
window-save-round = 儲存牌局…
window-issue-slip = 開派彩單 (Ctrl+E)
window-open-path = 開啟路徑
window-save-path = 存到路徑
window-path-hint = 或輸入路徑：rounds/disputed.toml
window-signed-in = 已登入：{ $name }（{ $id }）
window-sign-out = 登出 (Ctrl+Shift+L)
window-sign-in = 登入 (Ctrl+I)
window-keys-hint = Enter：下一欄 · Tab：亦可到每個按鈕 · Ctrl+K：所有指令 · Ctrl+E：開派彩單 · Ctrl+Shift+A：加座位
# 狀態列的時鐘："13:06 -08:00 · 博彩日 2026-11-26 · swing"。
window-clock = { $time } { $offset } · 博彩日 { $day } · { $shift }

window-confirm-stay = 留下 (Escape)
window-confirm-keys = Enter：有框的按鈕 · Tab：另一個 · Escape：留下

window-welcome-title = 輸入一局
window-welcome-how = 先輸入莊家的牌，再輸入每個座位的手牌和注碼：牌照口頭說法輸入（"as 8d"、"10h"、"K♠"）。一局可以結算時，結算結果即在此顯示，每按一鍵都會更新。
window-welcome-keys = Enter 到下一欄，Tab 亦可到每個按鈕 · Ctrl+K 搜尋任何指令 · Ctrl+1/2/3 選遊戲 · Ctrl+Shift+A 加座位 · Ctrl+Down 捲動此側
window-welcome-examples = 開啟範例

window-error-read = { $path }：無法讀取：{ $why }
window-error-write = { $path }：無法儲存：{ $why }
window-error-not-opened = 未開啟：{ $why }
window-error-unrestored = 上次自動儲存的牌局無法讀取（{ $why }）
window-error-unrestored-aside = 上次自動儲存的牌局無法讀取（{ $why }）；已保留於 { $aside }
window-error-unsettled = 無法結算的牌局不能開派彩單：{ $why }
window-error-no-supervisor = 沒有簽核賭枱主任的姓名和編號，不能開派彩單
window-error-no-patron = 此派彩單涉及{ $why }：請填寫客人（姓名、證件類別、證件號碼末 4 位）及見證人（另一名員工的姓名和編號）
window-error-no-void-reason = 派彩單 { $number } 須先填寫原因才能作廢
window-error-no-data-folder = 沒有用戶資料夾存放派彩單記錄；請設定 PITPAY_DATA_DIR
window-error-no-file-round = 未選擇檔案。如沒有出現檔案對話框，請在路徑欄（Ctrl+L）輸入路徑，再用「開啟路徑」或「存到路徑」。
window-error-no-file-pdf = 未選擇檔案。如沒有出現檔案對話框，請在路徑欄（Ctrl+L）輸入副本的存放位置（以 .pdf 結尾的路徑），再按一次「另存副本…」。
window-error-not-enrolled = 這不是已登記的編號，所以編號欄已清空（輸入的內容不會顯示）。請按員工名冊的寫法輸入編號，再輸入密碼。
window-error-no-pin = 請輸入密碼（不會顯示），再按 Enter
window-error-no-folder-opener = 本機沒有可開啟資料夾的程式（xdg-open）：檔案在 { $path }
window-error-search = 搜尋內容無法理解：{ $why }
window-error-report = 無法產生班次報告：{ $why }
window-error-locked = 閒置 { $minutes } 分鐘後已自動登出（settings.toml 的 lock_after_minutes）：請在員工畫面（Ctrl+I）重新登入
window-error-nothing-to-print = 尚無可列印的文件：請先開派彩單（Ctrl+E）、重印、列印告示牌或班次報告，再列印（Ctrl+Shift+P）
window-error-not-printed = { $path } 已寫好，但未能列印：{ $why }
window-error-no-typed-path = 請先在路徑欄輸入檔案路徑（Ctrl+L 可到該欄）

window-slip-filed = 派彩單 { $number } 已由 { $by } 簽核並存檔：{ $file }
window-nobody-signed-in = 目前無人登入。按 Ctrl+I 登入。

window-unsaved-title = 未儲存的更改
window-unsaved-game = 畫面上的牌局有未存入任何檔案的更改。轉到 { $game } 會開始一個空白牌局。
window-unsaved-game-go = 轉到 { $game }
window-unsaved-new = 畫面上的牌局有未存入任何檔案的更改。新牌局會清除畫面上的牌局。
window-unsaved-new-go = 新牌局
window-unsaved-open = 畫面上的牌局有未存入任何檔案的更改。開啟牌局檔案會取代畫面上的牌局。
window-unsaved-open-go = 開啟
window-unsaved-example = 畫面上的牌局有未存入任何檔案的更改。開啟範例會取代畫面上的牌局。
window-unsaved-example-go = 開啟範例
window-unsaved-note = 無論如何都不會遺失：繼續之後，按 Ctrl+Z 可取回此牌局。
window-new-round = 新的 { $game } 牌局
window-opened-example = 已開啟範例「{ $example }」
window-opened = 已開啟 { $file }
window-saved = 已儲存 { $path }
window-replace-title = 取代 { $file }？
window-replace-question = { $path } 已存在，而且不是此牌局開啟或儲存時所用的檔案。要用此牌局覆蓋它嗎？
window-replace-note = 按 Escape 不會儲存：請輸入另一個路徑，或用「儲存牌局…」（Ctrl+S）。
window-replace-go = 取代 { $file }

# 問題中對派彩單的稱呼："派彩單 12（賭枱 BJ-3，blackjack，派彩 40.00）"。
window-slip-named = 派彩單 { $number }（賭枱 { $table }，{ $game }，派彩 { $paid }）
window-slip-named-no-table = 派彩單 { $number }（無賭枱，{ $game }，派彩 { $paid }）
window-void-title = 作廢派彩單 { $number }？
window-void-question = 以原因「{ $reason }」作廢{ $slip }？記錄會保留此派彩單，標示為作廢，並記下由誰作廢及時間。
window-void-note = 作廢後不能撤回。按 Escape 保留派彩單原狀。
window-void-go = 作廢派彩單 { $number }
window-reprint-title = 重印派彩單 { $number }？
window-reprint-question = 再印一次{ $slip }？副本會存放在派彩單資料夾內原單旁邊（{ $file }）。
window-reprint-note = 記錄會記下此次重印及由誰重印。按 Escape 不會列印。
window-reprint-go = 重印派彩單 { $number }
window-again-title = 此牌局已開出派彩單 { $number }
window-again-void-question = 此牌局的派彩單 { $number }（{ $when }）已作廢。要為此牌局開新的派彩單嗎？
window-again-void-note = 新派彩單會用下一個編號；已作廢的派彩單按原狀留在記錄中。按 Escape 不會開單。
window-again-void-go = 開新的派彩單
window-again-question = 派彩單 { $number }（{ $when }）已為此牌局派彩，且未作廢。要為同一牌局開第二張派彩單嗎？
window-again-note = 兩張派彩單會為同一牌局派彩兩次：如派彩單 { $number } 有誤，請先在記錄畫面（Ctrl+H）將其作廢。按 Escape 不會開單。
window-again-go = 開第二張派彩單

window-filed = 已存檔：{ $file }，位於 { $folder }
window-filed-print = 列印 (Ctrl+Shift+P)
window-filed-folder = 開啟資料夾 (Ctrl+Shift+O)
window-filed-copy = 另存副本…
window-no-meter = 此牌局沒有投注累積大獎：沒有累積獎金可輸入。
# 其後接印表機的回覆。
window-sent-to-printer = { $file } 已送往印表機：
window-language-switched = 視窗現用{ $language }，直至關閉 Pitpay 為止（工作台本身的語言以 settings.toml 的 language 為準）。
window-restored = 你正在輸入的牌局已恢復，與 Pitpay 關閉時一樣。

# 派彩單產生器拒絕的原因，以視窗的說法（用欄位名稱，從不用指令選項）。
window-slip-no-supervisor = 沒有簽核賭枱主任的姓名和編號，不能開派彩單
window-slip-no-patron = 此派彩單涉及{ $why }：請填寫客人（姓名、證件類別、證件號碼末 4 位）及見證人（另一名員工）
# 欄位名稱，其後是派彩單產生器對它的說明。
window-slip-label = { $label } { $message }
window-slip-already-issued = 派彩單 { $number } 已為此牌局派彩（由 { $supervisor } 於 { $time } 開出）；須待其作廢，或確實要開第二張時，才可再開
window-slip-not-placed = 派彩單 { $number } 已記入記錄，但其檔案 { $path } 未能寫入（{ $why }）：請在記錄畫面（Ctrl+H）重印
window-slip-no-void-reason = 作廢須有原因：請在派彩單旁輸入
window-staff-no-id = 員工名冊已有成員，而{ $needs }：請輸入編號，再輸入密碼
window-staff-name-mismatch = 「{ $given }」不是員工名冊中 { $id } 的姓名（「{ $registered }」）：會採用名冊上的姓名，請將姓名欄留空
window-staff-damaged = 員工名冊中 { $id } 的憑證已損壞（{ $why }）：請經理在員工畫面（Ctrl+I）重設其密碼
window-needs-sign = 簽核派彩單須由賭枱主任或經理進行
window-needs-reprint = 重印派彩單須由賭枱主任或經理進行
window-needs-void = 作廢派彩單須由經理進行
window-needs-witness = 見證人須為已登記的成員
window-needs-manage = 更改員工名冊須由經理進行
window-needs-sign-in = 登入須為已登記的成員
window-needs-pay = 在賬房付派彩單須由出納員或經理進行
window-needs-verify = 在賬房覆核付款須由另一名出納員或經理進行
window-needs-approve = 付款的經理簽署須由經理進行
window-label-supervisor = 賭枱主任：
window-label-supervisor-id = 賭枱主任編號：
window-label-property = 場所（settings.toml）：
window-label-dealer = 荷官：
window-label-patron = 客人：
window-label-id-type = 證件類別：
window-label-last4 = 證件末 4 位：
window-label-witness = 見證人：
window-label-witness-id = 見證人編號：
window-label-reason = 原因：
window-copy-saved = 副本已另存為 { $copy }
window-copy-saved-beside = { $there } 已存在，保持原狀不變：副本已另存為 { $copy }
# 檔案對話框中牌局檔案（*.toml）的名稱。
window-round-file = 牌局檔案
# 程式本身的投注（邊注的名稱來自其賠率表檔案）。
window-bet = { $bet ->
    [tie] 和
    [insurance] 保險
    [lucky-break] Lucky Break
   *[main] 主注
}
# 範例牌局的標題：各示範甚麼。
window-example = { $example ->
    [lucky9-split] Lucky 9：分牌及和注，兩個座位
    [blackjack-lucky-break] 二十一點：Lucky Break，莊家以同花色 26 點爆牌
    [blackjack-seven-seats] 二十一點：七個座位，每種邊注
    [stadium] Stadium Blackjack：兩個終端機，莊家兩手牌
   *[lucky9] Lucky 9：一手 Lucky 9，附 Lucky 9 紅利注及和注
}

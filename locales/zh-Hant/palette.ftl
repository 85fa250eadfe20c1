# 指令面板（Ctrl+K）：面板本身的文字及列出的每個項目。

palette-nothing = 沒有相符的項目。
palette-count = { $found } / { $all } · Up/Down 選擇，Enter 執行，Escape 關閉
palette-hint = 輸入指令："soft17 hit"、"加座位"、"作廢 12"…

palette-go-settle = 前往：牌局（結算）
palette-go-paytables = 前往：賠率表
palette-go-history = 前往：記錄（派彩單記錄）
palette-go-practice = 前往：練習（荷官休息時的練習）
palette-go-staff = 前往：員工（登入、員工名冊）
palette-go-cage = 前往：賬房（付派彩單：掃描其 QR 碼）
palette-sign-out = 登出（鎖定工作台）
palette-print = 列印最後存檔的文件（派彩單、重印、告示牌、報告）
palette-open-folder = 開啟最後存檔文件所在的資料夾
palette-save-copy = 將最後存檔的文件另存副本…
palette-go-meter = 前往：累積獎金
palette-new-round = 新牌局
palette-open-round = 開啟牌局檔案…
palette-save-round = 儲存牌局檔案…
palette-open-path = 開啟路徑欄中輸入的牌局檔案
palette-save-path = 存到路徑欄中輸入的路徑
palette-path-field = 輸入路徑（路徑欄）
palette-issue-slip = 開派彩單…（簽核）
palette-undo = 復原
palette-redo = 重做
palette-steps-on = 開
palette-steps-off = 關
palette-steps = 顯示步驟（學習檢視）：{ $state }
palette-theme-dark = 深色
palette-theme-light = 淺色
palette-theme = 主題：{ $theme }
palette-scroll-end = 捲到最後：結算的總數、最後的派彩單
palette-scroll-top = 捲到結算或派彩單的最頂

palette-game-practice = 遊戲：{ $game }（練習）
palette-game-round = 牌局的遊戲：{ $game }（結算）
palette-open-example = 開啟範例：{ $example }
palette-house-rules = 場內規則檔案：{ $id }
palette-house-type = { $option }：請輸入（現為 { $now }）· { $key }
# 場內選項的值：先用主任的說法，再用牌局檔案的寫法。
palette-house = { $phrase } · { $key }: { $value }
palette-house-now = { $phrase }（現用）· { $key }: { $value }
palette-paytable = { $bet } 的賠率表：{ $name } · { $id }
palette-paytable-now = { $bet } 的賠率表：{ $name }（現用）· { $id }

palette-add-seat = 加座位
palette-add-terminal = 加終端機
palette-remove-seat = 移除座位 { $seat }
palette-remove-terminal = 移除終端機 { $seat }
palette-split = 座位 { $seat } 分牌
palette-remove-hand = 移除座位 { $seat } 的最後一手牌
palette-even-money-take = 座位 { $seat } 平賠：接受
palette-even-money-clear = 座位 { $seat } 平賠：取消
palette-picker-hand = 選牌器：座位 { $seat } 第 { $hand } 手
palette-picker-dealer = 選牌器：莊家的牌

palette-history-older = 記錄：較舊的派彩單
palette-history-newer = 記錄：較新的派彩單
palette-history-report = 記錄：列印班次報告（所搜尋的日子，否則為今日）…
palette-history-export = 記錄：匯出清單（搜尋所顯示的內容，CSV 格式）
palette-history-backup = 記錄：備份派彩單記錄（完整副本，存於匯出資料夾）
palette-slip-what = 賭枱 { $table } · { $game } · 派彩 { $paid }
palette-slip-no-table = 無賭枱 · { $game } · 派彩 { $paid }
palette-reprint-slip = 重印派彩單 { $number }…（{ $what }）
palette-void-slip = 作廢派彩單 { $number }…（{ $what }）

palette-size-letter = Letter 紙
palette-size-a4 = A4
palette-size-tent = 枱面立牌
palette-print-sign = 列印告示牌：{ $name }（{ $id }），{ $size }
palette-tier-odds = 各級機率：{ $name }（{ $id }）
palette-paytable-card = 賠率表卡：{ $name }（{ $id }），主遊戲的莊家優勢
palette-decks = 以 { $count } 副牌計算的賠率表數字

palette-practice-start = 練習：開始一輪
palette-practice-next = 練習：下一題
palette-practice-stop = 練習：停止這一輪
palette-practice-review = 練習：重溫答錯的題目
palette-practice-drill = 練習項目：{ $drill }
palette-practice-game = 練習遊戲：{ $game }
palette-practice-any-bet = 練習投注：任何投注（計派彩）
palette-practice-bet = 練習投注：{ $bet }（計派彩）
palette-practice-mode = 練習模式：{ $mode }
palette-practice-level = 練習程度：{ $level }

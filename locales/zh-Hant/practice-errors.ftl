# 練習的拒絕訊息：進度、限時考核、練習卷、輸入的答案（pitpay-practice）。

practice-error-progress-not-kept = 複習及小休練習需要把進度保存在資料資料夾中，但沒有資料資料夾
practice-error-progress-folder = 練習進度：{ $folder }：無法建立資料資料夾或其進度檔案：{ $why }
practice-error-progress-database = 練習進度：{ $why }
practice-error-progress-newer-schema = 練習進度：{ $path }：結構版本 { $version } 比這個 Pitpay 所認識的（{ $known }）更新；請使用較新版本的 Pitpay
practice-error-exam-questions = { $count } 題：考核可有 1 至 200 題
practice-error-exam-seconds = { $count } 秒：考核時間為 10 秒至 2 小時
practice-error-generate-steer = 以這些設定無法發出 { $what }
practice-error-generate-count = { $count } 題：練習卷可有 1 至 200 題
practice-error-generate-refused = 產生的牌局被拒絕（{ $why }）；請連同種子回報
practice-error-answer-empty = 請先輸入答案
practice-error-answer-not-a-count = 「{ $typed }」不是這題的答案：{ $hint ->
        [value] 請輸入 0 至 9 的點數
        [lucky] 請輸入 lucky 或 natural
        [hand] 例如 soft 17 或 hard 14
        [points] 例如 24 4，或 23 unsuited
        [cards] 例如 C4 C5
       *[other] { $hint }
    }
practice-error-answer-not-a-line = 「{ $typed }」不是行號：請輸入 1 至 { $lines }，全部正確則輸入 0
practice-error-answer-no-such-line = 沒有第 { $line } 行：請輸入 1 至 { $lines }，全部正確則輸入 0
practice-error-answer-not-an-amount = 「{ $typed }」不是金額：{ $why }
practice-error-answer-round-currency = 此牌局的貨幣是 { $currency }
practice-error-answer-not-a-chip = 「{ $word }」不是籌碼：請寫 2 x 25、2 green 或 0.50 cash
practice-error-answer-chip-currency = 籌碼的貨幣是 { $currency }
practice-error-answer-no-question = 畫面上沒有題目
practice-error-nothing-to-review = { $game } · { $drill } 沒有待複習的題目：答錯的題型會回到這裏，直至連續答對三次為止

# pitpay worksheet 及 pitpay practice --stats。$why 是系統本身的字句，照錄。
practice-cannot-write = 無法寫入：{ $why }
practice-no-data-folder = 沒有資料夾（請設定 PITPAY_DATA_DIR）

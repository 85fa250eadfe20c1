# 練習畫面：設定、題目、作答、練習結束、進度。

practice-title = 練習
practice-intro-pay-it = 計派彩：發好的一局中標示了一注；輸入荷官應派的金額（亦可輸入籌碼）。選擇一個投注項目，只練習該項目（例如 Lucky Break 考核）。
practice-intro-mispay = 找錯派：一張已結算的枱面，其中一行可能派錯。把它找出來，或回答全部正確。
practice-intro-count = 計點數：Lucky 9 點數及九點、軟硬點數、Lucky Break 爆牌、Stadium 公共牌。
practice-intro-modes = 練習會解說每個答案。限時考核在 T 秒內出 N 題，完結時解說答錯的題目。複習會重出答錯的題目，直至連續答對三次為止。小休練習為時五分鐘：先做到期的複習，再做新題目。「籌碼堆」程度把每注注碼顯示為枱面上的籌碼，讓你點讀。
practice-intro-engine = 每個答案都來自結算真實牌局的同一引擎。開始：在種子欄按 Enter，或按「開始」。
practice-intro-keyboard = 鍵盤操作：Ctrl+K，然後輸入 "practice drill"、"practice game"、"practice bet"、"practice mode" 或 "practice level"；Ctrl+D 回到種子欄或答案欄。
practice-any-bet = 任何投注
practice-questions = 題數
practice-questions-in = 題，限時
practice-seconds = 秒數
practice-seconds-unit = 秒
practice-seed = 種子
practice-seed-placeholder = 每次新建
practice-start = 開始
practice-stop = 停止
practice-status-question-of = 第 { $number } 題，共 { $count } 題
practice-status-question = 第 { $number } 題
practice-status-left = 尚餘 { $time }
practice-status-times-up = 時間到：這是最後一題
practice-status-break-left = 小休尚餘 { $time }
practice-status-right = 已答對 { $count } 題
practice-status-seed = 種子 { $seed }
practice-unusual-rules = 此枱與一般不同：{ $rules }
practice-table-rules = 枱面規則：{ $rules }
practice-paytables = 賠率表：{ $ids }
practice-player-cards = 玩家的牌
practice-dealer-cards = 莊家的牌
practice-community = 公共牌
practice-dealer = 莊家
practice-hand = 手牌
practice-decisions = 決定：{ $words }
practice-decisions-none = 決定：無需決定
practice-even-money-taken = 已選平賠
practice-screen-wager = { $bet } { $stake }
practice-screen-wager-for-dealer = { $bet }（為莊家）{ $stake }
practice-mispay-question = 荷官已派以下各行。哪一行派錯了（如有）？
practice-mispay-line = { $number }. { $place ->
        [terminal] 終端
       *[seat] 座位
    } { $seat } · { $bet }{ $dealer ->
        [yes] （為莊家）
       *[no] {""}
    } · 第 { $hand } 手 · 注碼 { $stake } · 派彩 { $paid }
practice-mispaid = 派錯
practice-all-correct = 全部正確
practice-natural-9 = 天生九點
practice-answer-paid = 派彩金額，例如 154.00
practice-answer-paid-hint = 按 Enter 核對；輸了填 0
practice-answer-line = 行號，0 表示全部正確
practice-answer-line-hint = 按 Enter 核對
practice-answer-count = 你的點數
practice-chips-for = 用籌碼派：{ $what ->
        [whole-payment] 全數派彩
       *[winnings] 贏額
    }
practice-check = 核對
practice-next-placeholder = Enter：下一題
practice-next = 下一題 (Enter)
practice-explained = 解說
practice-stopped = 已停止：{ $count } 題中答對 { $right } 題
practice-run-over = 練習完結：{ $count } 題中答對 { $right } 題
practice-stopped-in = 已停止：{ $count } 題中答對 { $right } 題，用時 { $time }
practice-run-over-in = 練習完結：{ $count } 題中答對 { $right } 題，用時 { $time }
practice-no-misses = 沒有答錯。
practice-missed = 答錯（{ $count } 題）：每題都會在複習中重出，直至連續答對三次
practice-timed-out = 未在時限內作答
practice-you-answered = 你的答案：{ $typed }
practice-new-run = 重新開始
practice-review-misses = 複習答錯的題目
practice-progress = 進度
practice-no-runs = 尚未練習：最近的練習會在此以圖表顯示。
practice-last-runs = { $count ->
   *[other] 最近 { $count } 次練習：答對比例
}
practice-chart-legend = 每條柱下方依次為練習及遊戲：{ $drills }；{ $games }
practice-streak = 連續 { $days } 天（最佳 { $best_days } 天）· 連續答對 { $right } 題（最佳 { $best_right } 題）
practice-nothing-weak = 暫無弱項：題型答過 { $count } 次並有答錯後，才會列在這裡。
practice-weak-item = { $item } — { $answered } 題中答對 { $right } 題（{ $percent }%），中位數 { $seconds } 秒
practice-weakest = 最弱題型
practice-review-empty = 沒有待複習的題目。
practice-review-box = 第 { $number } 盒 · { $item }
practice-in-review = 複習中（連續答對三次即移出）
practice-not-kept = 未能保存：{ $why }
practice-whole-numbers = 考核的題數及秒數須為整數
practice-bad-seed = 種子「{ $seed }」：須為整數，或留空以新建
practice-not-a-bet = { $game } 沒有 { $bet } 這個投注：請選擇其他投注，或任何投注
practice-meter-at-hit = { $meter } 累積獎金：中獎時為 { $amount }
practice-mode = { $mode ->
    [exam] 限時考核
    [review] 複習
    [break] 小休練習
   *[practice] 練習
}

# 荷官學校練習卷（PDF）及答案。遊戲及投注名稱、金額、賠率表編號及種子均原樣帶入。

worksheet-title = Pitpay 練習卷：{ $game } · 派彩
worksheet-footer = { $title } · 種子 { $seed } · 第 { $page } 頁，共 { $pages } 頁
worksheet-subtitle = { $count } 題 · 難度：{ $level } · 種子 { $seed }（同一種子印出同一份練習卷）
worksheet-fill-in = 姓名 ______________________   日期 ____________   得分 ______ / ______
worksheet-how = 每個標示的投注，寫出荷官應派的總額：退回的本金加贏得金額，輸則寫 0（R1.7）。

## 題目資料
worksheet-decks = { $decks }副牌
worksheet-paytables = 賠率表：{ $paytables }
# 派彩時荷官所讀的累積獎金數額。
worksheet-meter = { $bet } 累積獎金：中獎時為 { $amount }
worksheet-list-separator = 、
worksheet-declared-suit = 指定花色：{ $suit }
# Stadium 終端機的一個決定，照牌局檔案所寫。
worksheet-decision = { $word ->
        [hit] 要牌
        [stand] 停牌
        [double] 加倍
        [split] 分牌
        [surrender] 投降
        [insurance] 買保險
        [no-insurance] 不買保險
        [even-money] 取平賠
        [timeout] 逾時
        [split-dealer] 莊家注隨分牌
        [double-dealer] 莊家注隨加倍
       *[other] { $word }
    }
worksheet-decisions = 玩家決定：{ $decisions }
worksheet-no-decisions = 玩家決定：無需決定
worksheet-even-money = 已取平賠

## 牌
worksheet-player-cards = 玩家牌
worksheet-dealer-cards = 莊家第 1 張牌
worksheet-community = 公共牌 C1…
worksheet-dealer = 莊家
worksheet-hand = 手牌
worksheet-hand-of-split = 第 { $hand } 手
worksheet-hand-tagged = { $hand }（{ $tags }）

## 投注及作答線
worksheet-wagers = { $place } 的投注：
worksheet-wager = { $bet } { $stake }
worksheet-wager-dealer = { $bet }（莊家）{ $stake }
worksheet-wager-hand = { $bet } 第{ $hand }手 { $stake }
worksheet-wager-dealer-hand = { $bet }（莊家）第{ $hand }手 { $stake }
worksheet-blank = 應派：____________

## 答案
worksheet-key-title = 答案 · { $game } · 種子 { $seed }
worksheet-col-number = 編號
worksheet-col-wager = 投注
worksheet-col-pay-across = 應派
worksheet-col-net = 淨贏

## 指令訊息
worksheet-written = 練習卷：{ $game } { $count } 題（種子 { $seed }，難度 { $level ->
        [easy] 簡單
        [standard] 標準
        [hard] 困難
       *[chip-stacks] 籌碼堆
    }）已寫入 { $file }，答案另起一頁

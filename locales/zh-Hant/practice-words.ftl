# 練習圖表每條柱下方的字：先練習、後遊戲，各一個短字，由圖例說明。
practice-item-chart-drill = { $drill ->
    [spot-the-mispay] 錯
    [count-it] 點
   *[pay-it] 派
}
practice-item-chart-game = { $game ->
    [lucky9] 9
    [stadium-blackjack] 場
   *[blackjack] 21
}

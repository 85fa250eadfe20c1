# 练习图表每根柱下方的字：先练习、后游戏，各一个短字，由图例说明。
practice-item-chart-drill = { $drill ->
    [spot-the-mispay] 错
    [count-it] 点
   *[pay-it] 派
}
practice-item-chart-game = { $game ->
    [lucky9] 9
    [stadium-blackjack] 场
   *[blackjack] 21
}

# The letters under the practice chart's bars: a run's drill then its game, each a
# short word the legend explains.
practice-item-chart-drill = { $drill ->
    [spot-the-mispay] S
    [count-it] C
   *[pay-it] P
}
practice-item-chart-game = { $game ->
    [lucky9] L
    [stadium-blackjack] S
   *[blackjack] B
}

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

# What the practice could not deal with the settings chosen, said after "cannot deal".
practice-item-steer = { $what ->
    [hole-card] a hole card
    [community-card] a community card
    [small-shoe] a round from a shoe this small
    [pay-it] a Pay it question
    [wager] a wager to ask about
    [count] a count in this game
    [blackjack] a blackjack
    [lucky-9] a Lucky 9
    [natural-9] a Natural 9
    [pair] a pair to split
    [soft] a soft hand
    [dealer-blackjack] a dealer blackjack
    [unsuited-bust] an unsuited Lucky Break bust
   *[round] a round
}
practice-item-steer-mispay = a table for the error { $error }
practice-item-steer-count = a question of { $count }
practice-item-steer-tier = a { $bet } tier
practice-item-steer-tier-from = { $bet } "{ $tier }" from { $decks } decks
practice-item-steer-suited-bust = a Lucky Break bust with { $suited } suited cards

# How a Count it answer is typed, beside the answer field (the typed words stay as the
# practice reads them: lucky, natural, soft, hard, bust, blackjack, none).
practice-item-count-hint = { $count ->
    [lucky-or-natural] lucky or natural (l / n)
    [soft-total] e.g. soft 17, hard 14, bust, blackjack
    [hard-total] e.g. soft 17, hard 14, bust, blackjack
    [bust-and-suited] total and suited count, e.g. 24 4 (0 = unsuited)
    [dealer-community] community cards, e.g. C4 C5 (none if it takes none)
   *[hand-value] a value 0-9
}

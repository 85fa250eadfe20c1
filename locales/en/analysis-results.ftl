# An analysis's own words (pitpay analyze): the model it counts, the outcomes and pays of
# its results, and its notes. --json carries the English.

# The shoe a model draws from.
analysis-shoe = { $count ->
        [one] { $count } deck
       *[other] { $count } decks
    }
# A side bet's model. $shoe is analysis-shoe.
analysis-model-side-bet = { $model ->
        [dealer-final-stand] dealer's final hand, standing on soft 17, every card drawn from the full shoe of { $shoe } (the player's cards not taken out, as the published analyses of these bets do); the dealer plays the hand out while the bet is in action
        [dealer-final-hit] dealer's final hand, hitting soft 17, every card drawn from the full shoe of { $shoe } (the player's cards not taken out, as the published analyses of these bets do); the dealer plays the hand out while the bet is in action
        [first-two] player's first two cards, drawn without replacement from { $shoe }
        [first-two-with-dealer] player's first two cards, then the dealer's up card and hole card (for a dealer blackjack), drawn without replacement from { $shoe }
        [first-two-hit] player's first two cards and the first hit card, drawn without replacement from { $shoe }, as though hand 1 always takes a hit card (a hand that takes none cannot win a hit-card tier)
        [first-two-up-hit] player's first two cards, the dealer's up card and the first hit card, drawn without replacement from { $shoe }, as though hand 1 always takes a hit card (a hand that takes none cannot win a hit-card tier)
       *[first-two-up] player's first two cards and the dealer's up card, drawn without replacement from { $shoe }
    }
# The Lucky 9 main wager's model; $tie is yes for the Tie's.
analysis-model-lucky9 = player's first two cards, the dealer's up and hole cards and every card drawn after them, without replacement from { $shoe }; the player stands, hits or splits (resplitting up to 4 hands) as is best for the main wager given the two cards and the up card; figures per initial main wager{ $tie ->
        [yes] ; the Tie follows hand 1
       *[no] {""}
    }
analysis-model-lucky-break = dealer's final hand, { $soft17 ->
        [hit] hitting soft 17
       *[stand] standing on soft 17
    }, every card drawn from the full shoe of { $shoe } (the player's cards not taken out); a dealer blackjack loses; the player cap (player_cap) is left out

## The results' lines.

analysis-outcome-lucky9 = { $outcome ->
        [lucky-nine-wins] Lucky 9 wins
        [wins] Wins
        [pushes] Pushes
        [loses] Loses
        [split-net-win] Split, net win
        [split-even] Split, even
        [split-net-loss] Split, net loss
       *[tie-wins] Tie wins
    }
# $suited is 5 (five or more), 4, 3, or 0 (unsuited).
analysis-outcome-dealer-busts = Dealer busts { $total }, { $suited ->
        [5] 5+ suited cards
        [4] 4 suited cards
        [3] 3 suited cards
       *[0] unsuited
    }
# A side bet's tier, by its name in the reader's language.
analysis-tier = { $name }
analysis-pays-stake-back = stake back
analysis-pays-loses = loses
analysis-pays-each-hand = 1 to 1 a hand

## Notes under the results.

analysis-note-not-available = { $tier }: not available from { $shoe } (R1.2)
analysis-note-no-declared-suit = no declared suit: the declared-suit tier cannot hit and its hands are paid by the next tier they meet (R4.3); give one with --set declared_suit=S
analysis-note-unverified = unverified paytable: confirm against the posted sign
analysis-note-pays-player = the return is { $percent }%: this paytable pays the player more than it takes

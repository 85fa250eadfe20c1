# What is wrong with a round file, or with a round typed in the window: where the
# round's reader, or a game's rules while settling it, refuse it, citing the rule
# (RULES.md). The reader adds the file, line and field.

## The round file: game, decks, header
round-decks-not-allowed = R1.2: { $decks } is not a deck count for { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} ({ $allowed ->
    [pair] { $lowest } or { $highest }
   *[range] { $lowest } to { $highest }
})
round-no-house-rules = no house-rules file has the id "{ $id }"
round-house-rules-other-game = "{ $id }" is for { $rules ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
}, not { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
}
round-operator-file-unusable = the operator { $what ->
    [paytable] paytable
   *[house-rules] house-rules file
} "{ $id }" cannot be used, so this round is not settled (not even at the shipped odds): { $why }

## Cards
round-dealer-cards-missing = the dealer's cards are missing
round-no-shared-cards = { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} has no shared player or community cards (Stadium only)
round-stadium-needs-player-cards = Stadium needs the shared player cards (player card 1, player card 2)
round-stadium-two-player-cards = R7.1: the shared player cards are exactly two, not { $count }
round-stadium-one-dealer-card = R7.1: Stadium has one dealer card; the rest come from the community cards (found { $count })

## Seats and hands
round-no-seat = the round has no {"[[seat]]"}
round-seat-twice = R1.8: two seats have the number { $number }
round-not-a-seat-number = { $number } is not a seat number (1 or more)
round-even-money-not-here = { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} has no even_money key (blackjack only; Stadium uses the even-money decision)
round-terminal-takes-decisions = Stadium terminals take `decisions`, not `hands` (R7.2)
round-decisions-missing = R7.2: a terminal needs a `decisions` key ("" when no decision was needed)
round-seat-takes-hands = { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} seats take `hands`, not `decisions` (Stadium only)
round-hands-missing = the seat's hands are missing
round-no-hand = the seat has no hand
round-hand-no-cards = the hand has no cards
round-mark-in-game = "{ $mark }" is a blackjack mark; { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} hands are cards only
round-mark-not-last = "{ $mark }" is a mark: a hand takes one mark, after its cards ("8S 3D 10C double")

## Wagers and which bets need which
round-bet-unusable = the bet "{ $bet }" cannot be wagered: its operator paytable file did not load, so this round is not settled: { $why }
round-no-dealer-wagers = { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} takes no wagers for the dealer
round-not-a-bet = "{ $name }" is not { $party ->
    [dealer] a wager for the dealer
   *[player] a bet
} in { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} (one of { $bets })
round-bet-needs-own = { $bet ->
    [main] Main wager
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[side] { $title }
} needs the player's own { $need ->
    [main] main wager
    [tie] Tie wager
    [insurance] Insurance wager
    [lucky-break] Lucky Break wager
   *[side] { $need_title } wager
} on the same spot
round-seat-needs-main = a { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} seat needs a main wager
round-no-wager = the { $place ->
    [terminal] terminal
   *[seat] seat
} has no wager
round-insurance-against-ace = R3.1: insurance is offered only against a dealer Ace
round-dealer-wagers-off = R7.7: wagers for the dealer are off at this table (dealer_wagers = false)
round-dealer-wager-needs = a dealer { $bet ->
    [main] Main wager
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[side] { $title }
} wager needs { $whose ->
    [player] the player's own
   *[dealer] a dealer
} { $need ->
    [main] main wager
    [tie] Tie wager
    [insurance] Insurance wager
    [lucky-break] Lucky Break wager
   *[side] { $need_title } wager
} on the same spot (R6.1, R7.7)

## Paytables and stakes
round-not-a-bet-in-game = "{ $bet }" is not a bet in { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} (one of { $bets })
round-no-paytable-choice = { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
} has no paytable choice for "{ $bet }"
round-no-paytable = no paytable has the id "{ $id }"
round-paytable-other-bet = paytable "{ $id }" is for { $bet } on { $games }, not { $wanted } on { $game }
round-stake-currency = R1.3: paytable "{ $paytable }" is in { $table } but the round is in { $round }
round-stake-decks = R1.2: paytable "{ $paytable }" allows { $allowed } deck(s), not { $decks }
round-stake-insurance = R1.3: insurance { $stake } is more than half the main wager (at most { $limit })
round-stake-fixed = R1.3: { $bet ->
    [main] Main wager
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[side] { $title }
} takes a fixed stake of { $fixed } (paytable "{ $paytable }"), not { $stake }
round-stake-below-minimum = R1.3: { $stake } is below the { $bet ->
    [main] Main wager
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[side] { $title }
} minimum of { $min } (paytable "{ $paytable }")
round-stake-over-maximum = R1.3: { $stake } is over the { $bet ->
    [main] Main wager
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[side] { $title }
} maximum of { $max } (paytable "{ $paytable }")

## Meters (R4.3)
round-progressive-unwagered = R4.3: [progressive] is given but no progressive bet is wagered
round-progressive-meter-missing = R4.3: 21+3 Progressive is wagered but no meter is entered: enter the meter as the table shows it
round-sob-meter-missing = R4.3: Suited or Booted is wagered but its meter is not entered: enter its meter as the table shows it
round-progressive-meter-unwagered = R4.3: a 21+3 Progressive meter is given but nobody wagered 21+3 Progressive
round-sob-meter-unwagered = R4.3: a Suited or Booted meter is given but nobody wagered Suited or Booted
round-meter-below-reseed = R4.3: meter { $meter } is below the reseed value { $reseed }
round-no-meter-entered = R4.3: no meter entered

## Settling: what every game checks
round-no-dealer-cards = no dealer cards
round-split-pair = { $rule }: hand { $hand } starts with { $rank } but the split pair was { $pair } (split_on = { $split_on })
round-missing = missing
round-first-two-missing = the first two cards are missing
round-no-paytable-for = no paytable for { $bet }
round-side-needs-hole-card = { $title } pays on a dealer blackjack: enter the dealer's hole card to settle it
round-side-needs-dealer-hand = { $title } pays on the dealer's final hand: enter the dealer's hand to settle it (R3.3)
round-paytable-meter-without = paytable "{ $paytable }" pays from a meter but { $bet } has none
round-main-paytable-lacks-pay = the main paytable has no "{ $pay }" pay
round-tie-paytable-lacks-pay = the Tie paytable has no "tie" pay
round-not-lucky-break-paytable = paytable "{ $paytable }" is not a Lucky Break paytable
round-lucky-break-bust-off-table = R6.2: a dealer bust of { $total } is not on the Lucky Break table (22-26)

## Lucky 9 (R2.2)
round-l9-dealer-must-draw = R2.2: the dealer's two cards total { $total }; the dealer must draw on 0-4 (a card is missing)
round-l9-dealer-drew = R2.2: the dealer drew on { $total }; the dealer stands on 5-9
round-l9-dealer-cards = R2.2: a Lucky 9 dealer hand has 2 cards, or 3 after a draw, not { $count }
round-l9-max-hands = R2.2: at most { $max } hands (three splits), not { $count }
round-l9-nine-hit = R2.2: a two-card 9 may not hit ({ $cards })
round-l9-hand-cards = R2.2: a Lucky 9 hand has 2 cards, or 3 after one hit, not { $count }
round-l9-split-hand-cards = R2.2: a split hand gets exactly one card and cannot hit; hand { $hand } has { $count } cards

## Blackjack (R1.8, R3.1, R3.3)
round-bj-dealer-two-cards = R3.3: the dealer's hand always shows at least two cards
round-bj-after-dealer-blackjack = R1.8: cards after a dealer blackjack
round-bj-dealer-drew = R3.3: the dealer drew on { $soft ->
    [yes] soft{" "}
   *[no] {""}
}{ $total } (soft17 = { $soft17 }): the dealer stands there
round-bj-max-hands = R3.1: at most { $max } hands (max_hands), not { $count }
round-bj-aces-split-once = R3.1: Aces split once
round-bj-too-few-cards = R1.8: a hand has at least two cards; hand { $hand } has { $cards }
round-bj-split-aces-drew = R3.1: split Aces get one card each
round-bj-went-on-after = R1.8: the hand went on after { $bust ->
    [yes] a bust ({ $total })
   *[no] 21
}
round-bj-double-cards = R3.1: a doubled hand has exactly three cards, not { $cards }
round-bj-no-double-after-split = R3.1: no double after a split at this table (double_after_split = false)
round-bj-split-aces-doubled = R3.1: split Aces get one card each and cannot double
round-bj-double-on = R3.1: double_on = { $double_on } does not allow doubling { $soft ->
    [yes] soft{" "}
   *[no] {""}
}{ $total }
round-bj-blackjack-doubled = R3.1: a blackjack is paid, not doubled
round-bj-no-surrender = R3.1: no surrender at this table (surrender = none)
round-bj-surrender-late = R3.1: surrender only on the first two cards of an unsplit hand
round-bj-blackjack-surrendered = R3.1: a blackjack is not surrendered
round-bj-acted-after-peek = R3.3: the dealer peeked and had blackjack, so no player could act (every hand is its first two cards, unmarked)
round-bj-even-money-ace = R3.1: even money is only for a player blackjack against a dealer Ace
round-bj-even-money-insurance = R3.1: even money and insurance cannot both be taken
round-bj-dealer-must-complete-for = R3.3: the dealer's hand { $cards } stops on { $soft ->
    [yes] soft{" "}
   *[no] {""}
}{ $total } but the dealer must draw (soft17 = { $soft17 }): the dealer completes the hand while a wager on { $title } is in action, even when every player hand is settled
round-bj-dealer-must-draw = R3.3: the dealer stopped on { $soft ->
    [yes] soft{" "}
   *[no] {""}
}{ $total } but must draw (soft17 = { $soft17 }){ $lucky_break ->
    [yes] ; the dealer completes the hand while a Lucky Break wager is in action
   *[no] {""}
}
round-no-hand-to-settle = no hand

## Stadium Blackjack (R7)
round-stadium-player-cards-needed = R7.1: two shared player cards are needed
round-stadium-dealer-card-missing = R7.1: dealer card 1 is missing
round-stadium-dealer-card-1-missing = dealer card 1 is missing
round-stadium-insurance-decision-missing = R7.2: dealer card 1 is an Ace, so the first decision is insurance, no-insurance or (with a blackjack) even-money; none is given
round-stadium-hand-needs-community = terminal { $terminal }: hand { $hand } needs community card C{ $card }, but only { $drawn } were drawn
round-stadium-dealer-needs-community = terminal { $terminal }: the dealer needs at least one more community card (C{ $card }); only { $drawn } were drawn
round-stadium-decision-missing = R7.2: hand { $hand } ({ $kind ->
    [blackjack] blackjack
    [bust] bust { $total }
    [soft] soft { $total }
   *[hard] { $total }
} ({ $ranks })) needs a decision; none is left
round-split-empty-hand = split of an empty hand
round-decision = decision { $index } "{ $word }": { $why ->
    [not-a-word] not a decision word (hit stand double split surrender insurance no-insurance even-money timeout split-dealer double-dealer)
    [no-main] R7.2: a terminal with no blackjack wager of its own has no hand and takes no decisions
    [blackjack-choice] R7.2: with a blackjack the choice is even-money or no-insurance
    [even-money] R7.2: even money is only for a blackjack
    [ace-first] R7.2: dealer card 1 is an Ace, so the first decision is insurance, no-insurance, even-money or timeout
    [left-over] R7.2: left over after every hand has finished
    [follows-only] R7.7: comes only immediately after the split or double it follows
    [insurance-first] R7.2: the insurance decision comes first, and only when dealer card 1 is an Ace
    [double-first-two] R7.4: only on a hand's first two cards
    [double-ace] R7.4: never on a hand holding an Ace
    [double-on] R7.4: double_on = { $double_on } does not allow { $total }
    [double-after-split] R7.4: no double after a split (double_after_split = false)
    [dealer-follows] R7.7: allowed only with dealer_double_split = true and a dealer wager on this hand
    [split-pair] R7.4: only a pair on its first two cards splits (split_on = { $split_on })
    [max-hands] R7.4: at most { $max } hands (max_hands)
    [aces-once] R7.4: Aces split once
    [surrender-disabled] R7.4: surrender is disabled at this table
   *[surrender-late] R7.4: surrender only on the first two cards of an unsplit hand
}

## A field named for the window ("Seat 1, hand 2")
round-field-seat = { $place ->
    [terminal] Terminal
   *[seat] Seat
} { $number }{ $part ->
    [none] {""}
    [hands] , hands
    [decisions] , decisions
    [even-money] , even money
    [hand] , hand { $hand }
    [wager] , { $bet ->
    [main] Main wager
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[side] { $title }
}
    [dealer-wager] , { $bet ->
    [main] Main wager
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[side] { $title }
} for the dealer
   *[other] , { $other }
}
round-field-paytable = { $bet ->
    [main] Main wager
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[side] { $title }
} paytable
round-field-dealer-cards = { $game ->
    [stadium-blackjack] Dealer card 1
   *[other] Dealer's cards
}
round-field-player-cards = Player cards 1 and 2
round-field-community-cards = Community cards
round-field-cards = Cards
round-field-decks = Decks
round-field-game = Game
round-field-table = Table
round-field-date = Date
round-field-rack = Rack
round-field-progressive-meter = 21+3 Progressive meter
round-field-sob-meter = Suited or Booted meter
round-field-declared-suit = Declared suit

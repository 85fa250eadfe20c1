# A settlement's words: each line's reason, the dealer's hand, each Stadium terminal's
# replay, the study view's working, the floor's notes and `pitpay settle`'s table.
# Cards, totals and amounts arrive already written ($cards "A-8", $amount "$5.00").
# Selectors: $place is "seat" or "terminal"; yes/no flags are "yes" or "no".

## Odds, hands and totals

# $convention: "to" (the stake is kept as well) or "for" (the stake is part of the pay).
settlement-odds = { $convention ->
    [for] { $win } for { $stake }
   *[to] { $win } to { $stake }
}
settlement-odds-lucky-break-adds = { $base } to 1 + { $base } to 1 × { $multiplier }
settlement-odds-lucky-break-replaces = { $base } to 1 × { $multiplier }
settlement-rounding-rule = { $mode ->
    [half-up] half-up
   *[down] down
} to { $unit }
# A blackjack hand with its cards.
settlement-hand = { $kind ->
    [blackjack] blackjack ({ $cards })
    [bust] bust { $total } ({ $cards })
    [soft] soft { $total } ({ $cards })
   *[hard] { $total } ({ $cards })
}
# A Lucky 9 value: which 9, or the total.
settlement-nine-name = { $nine ->
    [lucky] Lucky 9
    [natural] Natural 9
    [split] split 9
    [three-card] three-card 9
   *[none] { $total }
}
settlement-nine = { $value } ({ $cards })

## Reasons

settlement-envy = Envy bonus: seat { $seat } hit { $tier }
settlement-even-money-terminal = Blackjack against a dealer Ace: even money taken
settlement-even-money = Player { $player } against a dealer Ace: even money taken
settlement-dealer-wager = Dealer's wager on hand { $hand }: { $reason }
settlement-l9-not-qualified = Player { $player } does not qualify (0, 1 or 2 loses whatever the dealer holds)
settlement-l9-lucky-beats-three-card = { $player } beats dealer's { $dealer }
settlement-l9-dealer-lucky-beats-three-card = Dealer's { $dealer } beats player's { $player }
settlement-l9-nines-push = { $player } against dealer's { $dealer }: 9 against 9 pushes
settlement-l9-nines-all-push = { $player } against dealer's { $dealer }: every 9 against 9 pushes (nines = all-push)
# $lucky: "yes" when the player's hand is a Lucky 9.
settlement-l9-higher = { $lucky ->
    [yes] { $player } beats dealer { $dealer }
   *[no] Player { $player } beats dealer { $dealer }
}
settlement-l9-lower = Dealer { $dealer } beats player { $player }
settlement-l9-equal = Player { $player } against dealer { $dealer }: equal totals push
# $split: "yes" when the seat split, so hand 1 is the hand after the split.
settlement-tie-wins-main-pushed = { $player } against { $dealer }{ $split ->
    [yes] {" "}(hand 1 after the split)
   *[no] {""}
}: tie wins (the main wager pushed)
settlement-tie-wins-equal = { $player } against { $dealer }{ $split ->
    [yes] {" "}(hand 1 after the split)
   *[no] {""}
}: tie wins (equal totals)
settlement-tie-main-did-not-push = { $player } against { $dealer }{ $split ->
    [yes] {" "}(hand 1 after the split)
   *[no] {""}
}: the main wager did not push, so no tie (tie_wins = main-pushes)
settlement-tie-none = { $player } against { $dealer }{ $split ->
    [yes] {" "}(hand 1 after the split)
   *[no] {""}
} is no tie
settlement-bj-bust = Player { $player }: a bust loses whatever the dealer holds
settlement-bj-push = Player { $player } against dealer { $dealer }: push
settlement-bj-blackjack = Player { $player } beats dealer { $dealer }: pays { $odds }
settlement-bj-stake-returned = Dealer { $dealer }: the spot already lost its original stake on an earlier hand; this stake is returned
settlement-bj-original-only = Dealer { $dealer } beats player { $player }: only the original stake is lost, the rest is returned
settlement-bj-dealer-wins = Dealer { $dealer } beats player { $player }
settlement-bj-dealer-busts = Dealer busts { $total } ({ $cards }): player { $player } wins
settlement-bj-higher = Player { $player } beats dealer { $dealer }
settlement-surrender-terminal-lost = Surrendered, but this terminal's dealer has blackjack ({ $dealer }): the whole stake is lost
settlement-surrender-terminal = Surrendered { $cards }: half the stake returned
settlement-surrender-no-peek-lost = Surrendered, but the dealer has blackjack ({ $dealer }) in a no-peek game: the whole stake is lost
settlement-surrender = Player surrendered { $cards }: half the stake returned
settlement-insurance-terminal-pays = This terminal's dealer has blackjack ({ $dealer }): insurance pays { $odds }
settlement-insurance-terminal-loses = This terminal's dealer has no blackjack: insurance loses
settlement-insurance-pays = Dealer has blackjack ({ $cards }): insurance pays { $odds }
settlement-insurance-loses = Dealer has no blackjack: insurance loses
settlement-lb-dealer-blackjack = Dealer blackjack: every Lucky Break wager loses
settlement-lb-dealer-stands = Dealer stands on { $total }: Lucky Break needs a dealer bust
settlement-lb-over-cap = Dealer busts { $total } but a hand of the spot totals { $biggest }, over 26 (player_cap = 26)
# $suited: how many of the dealer's cards are suited (0: unsuited); $pays: the whole pay.
settlement-lb-wins = { $suited ->
    [0] Dealer busts { $total } unsuited: { $odds } = { $pays }
    [one] Dealer busts { $total } with { $suited } suited card: { $odds } = { $pays }
   *[other] Dealer busts { $total } with { $suited } suited cards: { $odds } = { $pays }
}

## Side bets

settlement-side-cards = { $a } { $b }
settlement-side-cards-up = { $a } { $b } with dealer { $up }
settlement-side-cards-hit = { $a } { $b } with first hit card { $hit }
settlement-side-cards-no-hit = { $a } { $b }, no hit card
settlement-side-cards-dealer = { $a } { $b } with the dealer's { $count }-card hand
settlement-pays-meter = { $percent }% of meter
settlement-side-met-pays = { $facts }: { $tier }, { $pays }
settlement-side-met-meter = { $facts }: { $tier } ({ $percent }% of meter)
settlement-side-met = { $facts }: { $tier }
settlement-side-none = { $facts }: no { $bet } line
settlement-up-after-cards = { $cards }: { $matches }
# $lead: "yes" when the sentence begins here (after the cards it does not).
settlement-up-none = { $lead ->
    [yes] Neither
   *[no] neither
} { $a } nor { $b } matches the dealer's { $up }
settlement-up-one = { $lead ->
    [yes] Your
   *[no] your
} { $card } matches the dealer's { $up } in { $suited ->
    [yes] rank and suit
   *[no] rank
} ({ $other } does not)
settlement-up-two = { $lead ->
    [yes] Your
   *[no] your
} { $a } matches the dealer's { $up } in { $a_suited ->
    [yes] rank and suit
   *[no] rank
}; your { $b } matches it in { $b_suited ->
    [yes] rank and suit
   *[no] rank
}
settlement-points = { $a } { $b } count { $a_points } + { $b_points } = { $points ->
    [one] { $points } point
   *[other] { $points } points
} (every Ace one)
settlement-watch-dealer-blackjack = The dealer has blackjack ({ $cards })
settlement-watch-dealer-busts = The dealer busts with { $count ->
    [one] { $count } card
   *[other] { $count } cards
} ({ $cards }, { $total })
settlement-watch-dealer-stands = The dealer stands on { $total } with { $count ->
    [one] { $count } card
   *[other] { $count } cards
} ({ $cards })

## The dealer's hand and a terminal's replay

# $drew: "yes" when the dealer drew a third card.
settlement-dealer-lucky9 = Dealer { $cards }: { $value }{ $drew ->
    [yes] {" "}(drew on 0-4)
   *[no] {""}
}
settlement-dealer-blackjack = Dealer { $hand }{ $how ->
    [stands] , stands
    [short] , stopped short (nothing depended on it)
   *[none] {""}
}
settlement-dealer-stadium = Shared cards: player { $first } · dealer { $dealer } · player { $second }; community { $community }
settlement-step-insurance = Dealer card 1 is an Ace: { $choice ->
    [insurance] insurance
    [even-money] even-money
    [no-insurance] no-insurance
   *[timeout] timeout (declined)
}
settlement-step-blackjack-even-money = Blackjack: even money paid at once
settlement-step-blackjack = Blackjack stands by itself
settlement-step-draw = C{ $index } { $card } → hand { $hand } ({ $why ->
    [split] split
    [hit] hit
   *[double] double
})
settlement-step-timeout = hand { $hand }: timeout on { $soft ->
    [yes] soft { $value }
   *[no] { $value }
} → { $stands ->
    [yes] stand
   *[no] hit
} (auto_rule = { $rule })
settlement-step-ends = hand { $hand }: { $how ->
    [stands] stands
    [twenty-one] reaches 21 and stands by itself
    [busts] busts
    [surrenders] surrenders
   *[split-ace] split Ace takes one card
}
settlement-step-split = hand { $hand } splits; hand { $new } starts with { $card }
settlement-step-dealer-follows = the dealer wager { $how ->
    [splits] splits
   *[doubles] doubles
} too

## Rounding and the study view's working

settlement-rounding-to = exact winnings { $exact } rounded { $rule } = { $amount } (R1.5)
settlement-rounding-for = return { $exact } rounded { $rule } = { $amount } (R1.5)
settlement-rounding-for-raised = return { $exact } rounded { $rule } = { $amount }, below the stake, so the stake is paid: { $paid } (R1.5)
settlement-working-meter = { $percent }% of { $shared ->
    [yes] an equal share of the
   *[no] the
} meter { $pool } = { $award }
settlement-working-shared = { $hits ->
    [one] { $hits } hit takes the meter's { $found }
   *[other] { $hits } hits share the meter's { $found } equally; remainder cents to the lowest seat (R4.4)
}
settlement-working-meter-after = meter after this hit: { $after }
settlement-working-odds = { $stake } at { $odds }: winnings { $winnings }
settlement-working-exact = { $exact } exact
settlement-working-award = award { $amount }
settlement-working-sums = stake { $stake }, paid { $paid }, net { $net }

## The study view

settlement-study-total = { $kind ->
    [blackjack] blackjack
    [bust] bust { $total }
    [soft] soft { $total }
   *[hard] hard { $total }
}
settlement-study-dealer-rule = { $rule ->
    [busts] busts
    [hits-soft-17] hits soft 17 (soft17 = hit)
    [draws] draws below 17
    [stands-soft-17] stands on soft 17 (soft17 = stand)
   *[stands] stands on 17 or more
}
settlement-study-dealer-up = Dealer: up { $card }
settlement-study-dealer-hole = hole { $card } = { $total }
settlement-study-dealer-takes = takes { $card } = { $total }
settlement-study-terminal-up = its dealer: card 1 { $card }
settlement-study-terminal-takes = takes C{ $index } { $card } = { $total }
# $steps: the dealer's cards one by one, as the lines above write them.
settlement-study-dealer-done = { $steps }: { $rule }
settlement-study-dealer-short = { $steps }: stopped short; nothing depended on the rest of the hand
settlement-study-terminal-alone = { $dealer }: nothing this terminal holds depends on the rest (R7.3)
settlement-study-terminal-no-hand = No hand of its own: its side bets settle on the first cards
# $used: how many community cards the terminal's hands used.
settlement-study-terminal = { $used ->
    [0] Its hands used no community card
    [1] Its hands used C1
   *[other] Its hands used C1 to C{ $used }
}; { $dealer }
# $over: "yes" when the two cards' points reach 10 or more.
settlement-study-l9-dealer-stands = Dealer: up { $up } ({ $up_points }), hole { $hole } ({ $hole_points }) = { $over ->
    [yes] { $sum }, value { $value }
   *[no] { $value }
}: stands on 5-9
settlement-study-l9-dealer-draws = Dealer: up { $up } ({ $up_points }), hole { $hole } ({ $hole_points }) = { $over ->
    [yes] { $sum }, value { $value }
   *[no] { $value }
}: draws on 0-4; takes { $third } = { $total }: stands
settlement-study-l9-hand = Hand { $hand }: { $cards } counts { $points } = { $sum }, value { $value }{ $why ->
    [lucky] : a two-card 9 with no ten or face card on an unsplit hand is a Lucky 9 (pays 3 to 2)
    [natural] : a two-card 9 with a ten or face card is a Natural 9 (pays 1 to 1)
    [split] : a two-card 9 on a split hand is a split 9 (pays 1 to 1)
    [three-card] : a 9 of three cards is a three-card 9
    [not-qualified] : 0, 1 or 2 does not qualify and loses
    [three-card-not-qualified] : a three-card 0, 1 or 2 does not qualify and loses
    [two-card-qualifies] : a two-card hand qualifies at this table (qualify = three-card)
   *[none] {""}
}
settlement-study-bj-hand = Hand { $hand }: { $cards } = { $total }{ $note ->
    [soft] {" "}(an Ace counts 11; it would be hard if it counted 1)
    [split-21] {" "}(21 after a split is not a blackjack, R3.2)
   *[none] {""}
}
# $how: "all" (every card one suit) or "largest" (the largest group of one suit).
settlement-study-lucky-break = Lucky Break: the dealer's total with every Ace as 1 is { $total }{ $bust ->
    [yes] , a bust
   *[no] {""}
}; { $suited ->
    [yes] { $count } suited cards ({ $how ->
        [all] all the dealer's cards one suit
       *[largest] the largest group of one suit
    })
   *[no] unsuited (suited counts { $how ->
        [all] all the dealer's cards one suit
       *[largest] the largest group of one suit
    }, 3 or more)
}
settlement-study-watching = { $bet }: { $facts }{ $played ->
    [yes] : the dealer completes the hand while this bet is in action (R3.3)
   *[no] {""}
}
settlement-study-meter = { $bet } meter: { $before } before this round's hits, { $after } after{ $reseeds ->
    [yes] {" "}(reseed { $reseed })
   *[no] {""}
}

## The statement

settlement-heading = { $game } · { $decks ->
    [one] { $decks } deck
   *[other] { $decks } decks
} · { $currency }
settlement-heading-table = { $game } · { $decks ->
    [one] { $decks } deck
   *[other] { $decks } decks
} · { $currency } · table { $table }
settlement-paytable = Paytable { $id } ({ $name }) version { $version } fingerprint { $fingerprint }{ $verified ->
    [yes] {""}
   *[no] {" "}— UNVERIFIED
}
settlement-warning-unverified = { $paytable }: unverified paytable: confirm against the posted sign
settlement-cards-dealer = Dealer: { $cards } — { $note }
settlement-cards-hand = hand { $hand }: { $cards }
settlement-cards-no-hand = no hand (dealer side bets only)
# $hands: its hands, as settlement-cards-hand writes each, or settlement-cards-no-hand.
settlement-cards-seat = { $place ->
    [terminal] Terminal
   *[seat] Seat
} { $seat }: { $hands }
settlement-cards-its-dealer = { $line } · its dealer: { $cards }
settlement-seat = { $place ->
    [terminal] Terminal { $seat }
   *[seat] Seat { $seat }
}
settlement-hand-label = Hand { $hand }
# A hand's tag beside its value: how it was played (split, doubled, surrendered).
settlement-hand-tag = { $tag ->
    [split] split
    [doubled] doubled
   *[surrendered] surrendered
}
settlement-meter = { $bet } meter: { $before } before, { $after } after
settlement-suit = { $suit ->
    [spades] Spades
    [hearts] Hearts
    [diamonds] Diamonds
   *[clubs] Clubs
} { $symbol }
settlement-meter-before = Before the round
# $named: "yes" when the tier has a name; $shared: how many hits share the meter (0: none).
settlement-meter-award = Award to { $place ->
    [terminal] terminal
   *[seat] seat
} { $seat }{ $named ->
    [yes] {" "}({ $tier })
   *[no] {""}
}: { $percent }% of { $pool }{ $shared ->
    [0] {""}
   *[other] , shared by { $shared } hits
}
settlement-meter-no-award = No award this round
settlement-meter-reseed = Reseed value
settlement-meter-after = After the round
settlement-pay = Pay { $place ->
    [terminal] terminal
   *[seat] seat
} { $seat }: { $amount }{ $stays ->
    [yes] {" "}(the { $stake } staked stays)
   *[no] {""}
}{ $for_dealer ->
    [yes] ; for the dealer { $dealer }
   *[no] {""}
}
settlement-to-pay = Amount to be paid: { $amount }{ $stays ->
    [yes] {" "}(winnings; the { $stake } staked stays with the player)
   *[no] {""}
}
settlement-to-pay-withholding = Federal withholding ({ $rate }% of the winnings less the wager, rounded half up to the cent): { $withheld }
settlement-to-pay-net = Net to the patron: { $net }
settlement-to-pay-w2g = Form W-2G: completed with the patron before payment
settlement-to-pay-cage = Paid at the cage: the patron's forms are completed there; no table chips for it
settlement-totals-player = Player totals: stake { $stake }, paid { $paid }, net { $net }
settlement-totals-dealer = Wagers for the dealer: stake { $stake }, paid { $paid }, net { $net }
settlement-note-standoff = standoff: the stake stays on the layout
settlement-note-cage = paid at the cage: no table chips
settlement-note-unverified = unverified paytable
settlement-bet-main = Main wager
settlement-bet-tie = Tie
settlement-bet-insurance = Insurance
settlement-bet-lucky-break = Lucky Break
settlement-bet-label = { $bet }{ $envy ->
    [yes] {" "}envy
   *[no] {""}
}{ $dealer ->
    [yes] {" "}(dealer)
   *[no] {""}
}
settlement-result = { $result ->
    [win] win
    [lose] lose
    [push] push
   *[surrender] surrender
}

## The floor: chips from the rack

settlement-chips-count = { $count } × { $value } ({ $colour })
settlement-chips-cash = { $amount } in cash
settlement-chips = { $colour_for_colour ->
    [yes] pay colour for colour
   *[no] pay
} { $chips }

## `pitpay settle`'s table

settlement-column-seat = seat
settlement-column-bet = bet
settlement-column-hand = hand
settlement-column-stake = stake
settlement-column-result = result
settlement-column-odds = odds
settlement-column-paid = paid
settlement-column-net = net
settlement-column-reason = reason
settlement-table-house = House: { $house }
settlement-table-warning = WARNING { $warning }
settlement-table-note = NOTE { $note }
# A game's name: the brands stay as they are.
settlement-game = { $game ->
    [lucky9] Lucky 9
    [stadium-blackjack] Stadium Blackjack
   *[blackjack] Blackjack
}

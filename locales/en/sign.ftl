# A posted paytable: the sign and the window's Paytables screen (one model, Posted).
# Pays in the paytable's own convention (R1.4): "to" keeps the stake as well, "for"
# includes it.
sign-pays-to = { $n } to { $d }
sign-pays-for = { $n } for { $d }
sign-pays-meter = { $percent }% of meter
sign-not-available = not available
# A game's name: brands stay as they are.
sign-game = { $game ->
    [blackjack] Blackjack
   *[other] { $title }
}
sign-decks = { $count ->
    [one] { $count } deck
   *[other] { $count } decks
}
sign-bet-main = Main wager
sign-bet-tie = Tie
sign-bet-insurance = Insurance
sign-bet-lucky-break = Lucky Break
sign-stake-fixed = Wager { $amount } exactly
sign-stake-range = Minimum { $min } · Maximum { $max }
sign-identity = { $id } · version { $version } · effective { $effective } · fingerprint { $fingerprint }
sign-identity-meter = { $id } · version { $version } · effective { $effective } · fingerprint { $fingerprint } · meter increment { $increment }
# Which cards a side bet reads.
sign-cards = { $cards ->
    [first-two] the player's first two cards
    [first-two-up] the player's first two cards and the dealer's up card
    [first-two-hit] the player's first two cards and the first hit card
   *[dealer-final] the dealer's final hand
}
sign-cards-note = Pays on { $cards }. { $highest }
sign-highest-line = Only the highest line pays.
sign-highest-line-hit-card = Only the highest line pays. Which cards count: the player's first two cards and, where a line says so, the first hit card: the third card dealt to hand 1 by a hit or a double (a split hand's second card is not one). They count even when the hand busts or has blackjack; with no hit card, a line that needs one cannot win.
sign-main-lucky-nine = Lucky 9 (a two-card 9 without a ten or face card)
sign-main-other-win = Every other winning hand
sign-main-win = Winning hand
sign-main-tie = Tie
sign-main-insurance = Insurance
sign-main-even-money = Even money on a blackjack against an Ace
sign-lead-pays = { $game } pays { $pays }
sign-dealer-busts = Dealer busts with { $total }
sign-suited-five = 5 or more suited cards
sign-suited-four = 4 suited cards
sign-suited-three = 3 suited cards
sign-unsuited = Unsuited
sign-base-pay-only = base pay only
sign-base-plus = + base × { $times }
sign-base-times = base × { $times }
sign-heading-base-pay = Base pay by the dealer's bust total
sign-heading-suited-bonus = Suited bonus, paid on top of the base pay
sign-heading-suited-multiplier = Suited multiplier, paid instead of the base pay
sign-example-adds = { $stake } on 26 with 5 suited cards: { $base } + { $bonus } = { $total } won
sign-example-replaces = { $stake } on 26 with 5 suited cards: { $won } won
sign-example = Example: { $example }
# Rules summaries.
sign-option = { $option }.
sign-rule-baccarat-count = Baccarat count: Ace 1, 2-9 face value, tens and faces 0. The player may hit once; the dealer draws on 0-4 and stands on 5-9.
sign-rule-split-nine = A two-card 9 on a split hand is no Lucky 9: it pays even money (1 to 1).
sign-rule-community = Shared community cards; each terminal decides for itself.
sign-rule-tie = { $option }; after a split it follows hand 1.
sign-rule-lucky-break-wins = Wins when the dealer busts and every hand of the spot totals 26 or less. A dealer blackjack loses.
sign-rule-lucky-break-suited = Suited multipliers count the dealer's busted hand. { $option }.
sign-rule-dealer-completes = The dealer completes the hand while this bet is in action, even when every player hand has busted.
sign-rule-requires = { $bet } is taken only with a { $needed } wager on the same spot by the same party. { $needed } is paid on its own.
sign-rule-requires-dealer = { $bet } is taken only with a { $needed } wager on the same spot by the same party (a { $bet } for the dealer needs a { $needed } for the dealer). { $needed } is paid on its own.
sign-declared-suit-blank = Declared suit: ______________
sign-rule-no-declared-suit = With no suit declared, the declared-suit line cannot win.
# House options as a sign posts them.
sign-nines-lucky-beats-three-card = A Lucky 9 beats a three-card 9; other 9s push
sign-nines-all-push = Every 9 against 9 pushes
sign-qualify-any-hand = A total of 0, 1 or 2 loses on any hand
sign-qualify-three-card = A total of 0, 1 or 2 loses on three-card hands only
sign-tie-wins-main-pushes = Tie wins when the main wager pushes
sign-tie-wins-equal-totals = Tie wins on equal totals
sign-blackjack-pays = Blackjack pays { $pays }
sign-soft17-stand = Dealer stands on soft 17
sign-soft17-hit = Dealer hits soft 17
sign-peek-yes = Dealer peeks for blackjack
sign-peek-no = Dealer does not peek (no hole card)
sign-double-any-two = Double on any two cards
sign-double-9-11 = Double on hard 9, 10 or 11
sign-double-10-11 = Double on 10 or 11
sign-double-hard-10-11 = Double on hard 10 or 11
sign-double-2-20 = Double on 2 to 20
sign-surrender-late = Late surrender
sign-surrender-none = No surrender
sign-surrender-enabled = Surrender allowed
sign-surrender-except-dealer-blackjack = Surrender allowed; lost to a dealer blackjack
sign-multiplier-adds-to-base = Multiplier adds to the base pay
sign-multiplier-replaces-base = Multiplier replaces the base pay
# The sign's own lines.
sign-dealt = Dealt from { $decks }
sign-dealt-edge = Dealt from { $decks } · { $edge }
sign-edge = House advantage { $percent }%
sign-edge-meter = House advantage { $percent }% with the meter at { $reseed }
sign-proof = PROOF — NOT FOR POSTING
sign-proof-why = Unverified paytable: confirm against the posted sign; the operator marks it verified before it is posted.
sign-pdf-title = { $name } sign
# The command line's own messages.
sign-cli-written = sign for { $paytable } written to { $file }
sign-cli-unusable = paytable "{ $paytable }" cannot be used: its operator file did not load: { $why }

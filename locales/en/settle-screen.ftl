# The settle screen: the round entry form (left) and the settlement (right).

## The form
settle-add-seat = + Add seat (Ctrl+Shift+A)
settle-game = Game
settle-decks = Decks
settle-table = Table
settle-house-rules = House rules
# The entry of the House rules list that clears the house-rules file.
settle-no-house-rules = (none)
settle-decks-error = Decks: { $error }
# On hover over a house option: the rule it comes from and its key in the round file.
settle-house-option-source = RULES.md { $rule } · round file: { $key }
settle-house-options = House options
settle-unverified = UNVERIFIED: confirm against the posted sign
settle-no-paytable = no such paytable
settle-paytables = Paytables
settle-pick = Pick…
settle-pick-done = Done
settle-cards-player = Player cards 1 and 2
settle-cards-dealer-one = Dealer card 1
settle-cards-community = Community cards, in draw order
settle-cards-dealer = Dealer: up card, hole card, draws
settle-cards = Cards
settle-picker-dealer = Click cards to add them to the dealer's cards
settle-picker-player = Click cards to add them to the player cards
settle-picker-community = Click cards to add them to the community cards
settle-picker-hand = Click cards to add them to seat { $seat } hand { $hand }
settle-seat = Seat
settle-terminal = Terminal
settle-seat-title = Seat { $number }
settle-terminal-title = Terminal { $number }
settle-remove-seat = Remove seat
# $words: the decisions as typed in the field (round-file words, never translated).
settle-decisions = Decisions: { $words }
settle-hand-split = Hand { $number } (split order)
# $double, $surrender: the words typed at the end of a hand (never translated).
settle-hand = Hand (add "{ $double }" or "{ $surrender }" at the end)
settle-split-hand = + Split hand
settle-last-hand = − Last hand
settle-even-money = Even money
settle-wagers = Wagers
settle-wagers-dealer = Wagers for the dealer
settle-meter-progressive = 21+3 Progressive meter
settle-meter-suited-or-booted = Suited or Booted meter
settle-declared-suit = Declared suit
settle-meters = Progressive meters (as shown at the hit)

## The settlement
settle-cannot-settle = Cannot settle this round yet
settle-updates-as-you-type = The settlement updates as you type.
# A field in words, then what is wrong with it.
settle-at-fault = { $field }: { $problem }
settle-incomplete-seat = Seat { $number } — incomplete, not settled yet
settle-incomplete-terminal = Terminal { $number } — incomplete, not settled yet
settle-dealer = Dealer
settle-result-win = ✔ win
settle-result-lose = ✘ lose
settle-result-push = = push
settle-result-surrender = ½ surrender
settle-column-seat = seat
settle-column-bet = bet
settle-column-hand = hand
settle-column-stake = stake
settle-column-result = result
settle-column-odds = odds
settle-column-paid = paid
settle-column-net = net
# Under a wager on a narrow window: its stake.
settle-stake-line = stake { $amount }
# After the chips that pay a line: the rest, paid in cash.
settle-chips-cash = + { $amount } cash

# The practice drills' questions and feedback (the window's Practice screen and the
# worksheet's questions). Amounts, bet names, odds ("3 to 2") and chip colours come in as
# text, already formatted; a stake may be an amount or a chip stack.

## Levels.
practice-level-easy = Easy
practice-level-standard = Standard
practice-level-hard = Hard
practice-level-chip-stacks = Chip stacks

## "Pay it": the marked wager and the question.
practice-seat = Seat { $seat }
practice-terminal = Terminal { $seat }
practice-wager = { $place } · { $bet } { $stake }
practice-wager-for-dealer = { $place } · { $bet } for the dealer { $stake }
# $split says which hand of a split the wager is on (practice-split-…).
practice-wager-split = { $place } · { $bet } { $stake } { $split }
practice-wager-for-dealer-split = { $place } · { $bet } for the dealer { $stake } { $split }
practice-split-hand = on hand { $hand } of the split
practice-split-tie = (one bet, riding on hand 1 of the split)
practice-split-pair = (one bet on the pair as dealt, not per split hand)
practice-pay-it-prompt = { $wager }: what do you pay across?
# A doubled hand's stake as its two equal parts.
practice-stake-doubled = { $half } + { $half } doubled
practice-stake-doubled-stack = { $half }, twice (doubled)
practice-stack = a stack of { $chips }
practice-chips-coloured = { $count ->
        [one] 1 { $colour }
       *[other] { $count } { $colour }s
    }
practice-chips = { $count ->
        [one] 1 chip
       *[other] { $count } chips
    }
practice-list-separator = {", "}

## "Pay it": the feedback.
practice-pay-it-right = Right: pay { $paid } across
practice-pay-it-amount-right = The amount is right ({ $paid } across)
practice-pay-it-wrong = Pay { $paid } across, not { $typed } (net { $net })
practice-pay-it-solution = Pay { $paid } across (net { $net })
practice-pay-it-and-chips = { $amount } · { $chips }
practice-chips-right = chips right
practice-chips-right-as = chips right (a dealer pays it as { $dealer })
practice-chips-wrong-winnings = chips wrong: they make { $made }, not the { $owed } of the winnings ({ $dealer })
practice-chips-wrong-whole = chips wrong: they make { $made }, not the { $owed } of the whole payment ({ $dealer })
practice-no-chips = no chips

## The likely mistake behind a wrong amount.
practice-mistake-not-doubled = You paid the hand as if it were not doubled: its stake is { $stake }, the wager and the double
practice-mistake-net-only = You paid the net { $net } and left out the { $stake } stake that comes back with it
practice-mistake-blackjack-even = You paid the blackjack 1 to 1 ({ $paid }); a blackjack pays { $odds }
practice-mistake-base-only = You paid the base { $base } to 1 ({ $won }) and left out the suited bonus added to it
practice-mistake-bonus-only = You paid the suited bonus without the base { $base } to 1 ({ $won }) it is added to
practice-mistake-tier = You paid { $tier } ({ $odds }, { $paid }); these cards are paid { $own }
practice-mistake-tier-no-win = You paid { $tier } ({ $odds }, { $paid }); these cards are no win

## "Spot the mispay".
practice-mispay-none-right = Right: every line was paid correctly
practice-mispay-none = Every line was paid correctly
practice-mispay-found = Right. Line { $line } was mispaid: the dealer { $how } — paid { $paid }, the line pays { $pays }
practice-mispay-was = Line { $line } was mispaid: the dealer { $how } — paid { $paid }, the line pays { $pays }
practice-mispay-line-right = Line { $line } was paid right: { $why }

## "Count it".
practice-count-right = Right: { $answer }
practice-count-wrong = It is { $answer }, not { $typed }
practice-count-solution = It is { $answer }
practice-answer-blackjack = blackjack
practice-answer-bust = bust ({ $total })
practice-answer-soft = soft { $total }
practice-answer-hard = hard { $total }
practice-answer-unsuited = { $total }, unsuited
practice-answer-suited = { $total }, { $suited } suited
practice-answer-no-cards = none

## Exams.
practice-time-ran-out = Time ran out · { $solution }

## "Count it": the questions.
practice-count-hand-value = What is this Lucky 9 hand worth?
practice-count-lucky-or-natural = A two-card 9: Lucky 9 or Natural 9?
practice-count-blackjack-total = What is this blackjack hand: soft or hard, and what total?
practice-count-was-split = This hand was split (21 after a split is not a blackjack, R3.2)
practice-count-bust = The dealer busts: the Lucky Break bust total, and how many suited cards?
# $option is the house option as settings write it (suited_count = …).
practice-count-suited-all-one-suit = Suited counts when all the dealer's cards share one suit (suited_count = { $option })
practice-count-suited-largest-group = Suited counts the largest group of one suit (suited_count = { $option })
practice-count-community = Terminal { $terminal }: which community cards does its own dealer take?
practice-count-decisions = Its decisions: { $decisions }
practice-count-no-decisions = Its decisions: none needed
practice-count-hands = Its hands: { $hands }
practice-count-hand = Hand
practice-count-dealer = Dealer

## "Spot the mispay": what the dealer did wrong (after "the dealer").
practice-mispay-how-even = paid the { $odds } at 1 to 1
practice-mispay-how-insurance = returned the insurance stake instead of paying 2 to 1
practice-mispay-how-multiplier = paid { $base } to 1 × { $multiplier } instead of { $base } to 1 + { $base } to 1 × { $multiplier }
practice-mispay-how-push = paid the push as a win
practice-mispay-how-split-twice = paid it once per split hand ({ $paid } twice)
practice-mispay-how-tier = paid { $paid } ({ $odds }) instead of { $right } ({ $right_odds })
practice-mispay-how-community = paid against the dealer hand { $cards } read from C1, but this terminal's hands took C1 to C{ $last }

## The kinds of question, as progress and review list them.
# "Lucky 9 · Pay it · Main wager: a Lucky 9 (3 to 2)"
practice-item-label = { $game } · { $drill } · { $what }
practice-drill-pay-it = Pay it
practice-drill-spot-the-mispay = Spot the mispay
practice-drill-count-it = Count it
practice-item-bet = { $bet }: { $what }
practice-item-bet-for-dealer = { $bet } for the dealer: { $what }
practice-item-lucky-9 = a Lucky 9 (3 to 2)
practice-item-blackjack = a blackjack
practice-item-even-money = even money
practice-item-dealer-blackjack-partial = a doubled or split hand against a dealer blackjack
practice-item-no-win = no line met
practice-item-envy = an envy bonus
practice-item-unsuited = the dealer busts, unsuited
practice-item-suited-5-or-more = the dealer busts with 5 or more suited cards
practice-item-suited = the dealer busts with { $count } suited cards
# $result is the line's result as the engine names it (win, loss, push).
practice-item-doubled = a doubled hand, { $result }
practice-item-all-correct = every line paid right
practice-error-three-to-two-as-even = 3 to 2 paid 1 to 1
practice-error-insurance-returned = insurance returned instead of paid 2 to 1
practice-error-multiplier-replaces-base = Lucky Break multiplier replacing the base
practice-error-wrong-tier = the wrong Bonus 9 or TriLux tier
practice-error-push-paid-as-win = a push paid as a win
practice-error-community-card-wrong-hand = a community card given to the wrong hand
practice-error-split-side-bet-twice = a split hand's side bet paid twice
practice-counted-hand-value = Lucky 9 hand value
practice-counted-lucky-or-natural = Lucky 9 or Natural 9
practice-counted-soft-total = soft totals
practice-counted-hard-total = hard totals
practice-counted-bust-and-suited = the dealer's Lucky Break bust total and suited count
practice-counted-dealer-community = which community cards a terminal's dealer takes

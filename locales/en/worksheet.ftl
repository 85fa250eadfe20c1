# The dealer-school worksheet (PDF) and its answer key. Game and bet names, amounts,
# paytable ids and the seed come in as text.

worksheet-title = Pitpay worksheet: { $game } · Pay it
worksheet-footer = { $title } · seed { $seed } · page { $page } of { $pages }
worksheet-subtitle = { $count ->
        [one] 1 question
       *[other] { $count } questions
    } · level { $level } · seed { $seed } (the same seed prints the same sheet)
worksheet-fill-in = Name ______________________   Date ____________   Score ______ / ______
worksheet-how = For each marked wager, write what the dealer pays across: the stake returned plus the winnings, 0 on a loss (R1.7).

## A question's facts.
worksheet-decks = { $decks ->
        [one] 1 deck
       *[other] { $decks } decks
    }
worksheet-paytables = Paytables: { $paytables }
# A progressive's meter as the dealer reads it when the hand is paid.
worksheet-meter = { $bet } meter: { $amount } at the hit
worksheet-list-separator = {", "}
worksheet-declared-suit = Declared suit: { $suit }
# One decision word of a Stadium terminal, as the round file writes it.
worksheet-decision = { $word ->
        [hit] hit
        [stand] stand
        [double] double
        [split] split
        [surrender] surrender
        [insurance] insurance
        [no-insurance] no-insurance
        [even-money] even-money
        [timeout] timeout
        [split-dealer] split-dealer
        [double-dealer] double-dealer
       *[other] { $word }
    }
worksheet-decisions = Decisions: { $decisions }
worksheet-no-decisions = Decisions: none needed
worksheet-even-money = Even money taken

## Its cards.
worksheet-player-cards = Player cards
worksheet-dealer-cards = Dealer card 1
worksheet-community = Community C1…
worksheet-dealer = Dealer
worksheet-hand = Hand
worksheet-hand-of-split = Hand { $hand }
worksheet-hand-tagged = { $hand } ({ $tags })

## Its wagers and the line to write on.
worksheet-wagers = { $place } wagers:
worksheet-wager = { $bet } { $stake }
worksheet-wager-dealer = { $bet } (dealer) { $stake }
worksheet-wager-hand = { $bet } h{ $hand } { $stake }
worksheet-wager-dealer-hand = { $bet } (dealer) h{ $hand } { $stake }
worksheet-blank = Pay across: ____________

## The answer key.
worksheet-key-title = Answer key · { $game } · seed { $seed }
worksheet-col-number = No.
worksheet-col-wager = Wager
worksheet-col-pay-across = Pay across
worksheet-col-net = Net

## The command's message.
worksheet-written = worksheet: { $count ->
        [one] 1 { $game } question
       *[other] { $count } { $game } questions
    } (seed { $seed }, level { $level }) written to { $file }, answer key on its own page

# The Practice screen: settings, the question, the answer, the end of a run, progress.
# (The questions, feedback and drills' titles are the practice crate's own messages.)

practice-title = Practice
practice-intro-pay-it = Pay it: one wager of a dealt round is marked; type what the dealer pays across (and, if you like, the chips). Choose a bet to drill only that bet (a Lucky Break exam).
practice-intro-mispay = Spot the mispay: a settled table; one line may be paid wrong. Pick it, or say all correct.
practice-intro-count = Count it: Lucky 9 values and nines, soft and hard totals, Lucky Break busts, Stadium community cards.
practice-intro-modes = Practice explains every answer. A timed exam asks N questions in T seconds and explains the misses at the end. Review brings back what you missed until you answer it right three times in a row. A break set is five minutes: what review has due, then new questions. The Chip stacks level shows each stake as the chips on the layout, to read.
practice-intro-engine = Every answer comes from the engine that settles real rounds. Start: Enter on the seed field, or the Start button.
# The palette's commands are typed in English in every language.
practice-intro-keyboard = By keyboard: Ctrl+K, then "practice drill", "practice game", "practice bet", "practice mode" or "practice level"; Ctrl+D comes back to the seed or the answer.
practice-any-bet = Any bet
practice-questions = questions
practice-questions-in = questions in
practice-seconds = seconds
# After the exam's seconds field.
practice-seconds-unit = s
practice-seed = Seed
practice-seed-placeholder = new each run
practice-start = Start
practice-stop = Stop
# The run's status line, its parts joined by " · ".
practice-status-question-of = question { $number } of { $count }
practice-status-question = question { $number }
practice-status-left = { $time } left
practice-status-times-up = time's up: this is the last question
practice-status-break-left = { $time } of the break left
practice-status-right = { $count } right so far
practice-status-seed = seed { $seed }
practice-unusual-rules = Not the usual here: { $rules }
practice-table-rules = Table rules: { $rules }
practice-paytables = Paytables: { $ids }
practice-player-cards = Player cards
practice-dealer-cards = Dealer cards
practice-community = Community
practice-dealer = Dealer
practice-hand = Hand
practice-decisions = Decisions: { $words }
practice-decisions-none = Decisions: none needed
practice-even-money-taken = Even money taken
practice-screen-wager = { $bet } { $stake }
practice-screen-wager-for-dealer = { $bet } (for the dealer) { $stake }
practice-mispay-question = The dealer paid these lines. Which one is wrong, if any?
practice-mispay-line = { $number }. { $place ->
        [terminal] Terminal
       *[seat] Seat
    } { $seat } · { $bet }{ $dealer ->
        [yes] {" "}(for the dealer)
       *[no] {""}
    } · hand { $hand } · stake { $stake } · paid { $paid }
practice-mispaid = Mispaid
practice-all-correct = All correct
practice-natural-9 = Natural 9
practice-answer-paid = paid across, e.g. 154.00
practice-answer-paid-hint = Enter checks it; 0 on a loss
practice-answer-line = line number, 0: all correct
practice-answer-line-hint = Enter checks it
practice-answer-count = your count
# $what: what the chips pay, winnings or whole-payment (R1.4).
practice-chips-for = chips for the { $what ->
        [whole-payment] whole payment
       *[winnings] winnings
    }
practice-check = Check
practice-next-placeholder = Enter: next question
practice-next = Next question (Enter)
practice-explained = Explained
practice-stopped = Stopped: { $right } of { $count } right
practice-run-over = Run over: { $right } of { $count } right
practice-stopped-in = Stopped: { $right } of { $count } right in { $time }
practice-run-over-in = Run over: { $right } of { $count } right in { $time }
practice-no-misses = No misses.
practice-missed = Missed ({ $count }): each comes back in Review until you answer it right three times in a row
practice-timed-out = not answered in time
practice-you-answered = you answered { $typed }
practice-new-run = New run
practice-review-misses = Review what I missed
practice-progress = Progress
practice-no-runs = No runs yet: your last runs are charted here.
practice-last-runs = { $count ->
    [one] The last run: share answered right
   *[other] The last { $count } runs: share answered right
}
practice-chart-legend = Under each bar, drill then game: { $drills }; { $games }
practice-streak = Streak: { $days } day(s) in a row (best { $best_days }) · { $right } right in a row (best { $best_right })
practice-nothing-weak = Nothing weak yet: an item type is listed once it has been asked { $count } times and missed.
# $percent: the share right, a whole number; $seconds: the median time, one decimal.
practice-weak-item = { $item } — { $right } of { $answered } right ({ $percent }%), median { $seconds } s
practice-weakest = Weakest item types
practice-review-empty = Nothing waiting for review.
practice-review-box = box { $number } · { $item }
practice-in-review = In review (three right in a row takes an item out)
practice-not-kept = Not kept: { $why }
practice-whole-numbers = the exam's questions and seconds are whole numbers
practice-bad-seed = seed "{ $seed }": a whole number, or empty for a new one
practice-not-a-bet = { $bet } is not a bet at { $game }: choose another bet, or any bet
practice-meter-at-hit = { $meter } meter: { $amount } at the hit
# A practice mode's name, by id (the drills' and levels' are the practice crate's).
practice-mode = { $mode ->
    [exam] Timed exam
    [review] Review
    [break] Break set
   *[practice] Practice
}

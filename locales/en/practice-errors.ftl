# The refusals of the practice trainer: progress, exams, worksheets, typed answers (pitpay-practice).

practice-error-progress-not-kept = Review and the break set need the progress kept in a data folder, and there is none
practice-error-progress-folder = practice progress: { $folder }: cannot create the data folder or its progress file: { $why }
practice-error-progress-database = practice progress: { $why }
practice-error-progress-newer-schema = practice progress: { $path }: schema version { $version } is newer than this Pitpay understands ({ $known }); use a newer Pitpay
practice-error-exam-questions = { $count } questions: an exam has 1 to 200
practice-error-exam-seconds = { $count } seconds: an exam lasts 10 seconds to 2 hours
# $what: the cards or bets asked for, as the generator writes them.
practice-error-generate-steer = cannot deal { $what } with these settings
practice-error-generate-count = { $count } questions: a worksheet holds 1 to 200
practice-error-generate-refused = the generated round was refused ({ $why }); please report it with the seed
practice-error-answer-empty = type an answer first
# $hint: how an answer is typed: value, lucky, hand, points or cards.
practice-error-answer-not-a-count = "{ $typed }" is not an answer here: { $hint ->
        [value] type a value 0-9
        [lucky] type lucky or natural
        [hand] e.g. soft 17 or hard 14
        [points] e.g. 24 4, or 23 unsuited
        [cards] e.g. C4 C5
       *[other] { $hint }
    }
practice-error-answer-not-a-line = "{ $typed }" is not a line: type 1 to { $lines }, or 0 for all correct
practice-error-answer-no-such-line = there is no line { $line }: type 1 to { $lines }, or 0 for all correct
practice-error-answer-not-an-amount = "{ $typed }" is not an amount: { $why }
practice-error-answer-round-currency = the round is in { $currency }
practice-error-answer-not-a-chip = "{ $word }" is not a chip: write 2 x 25, 2 green or 0.50 cash
practice-error-answer-chip-currency = the chips are in { $currency }
practice-error-answer-no-question = no question on screen
practice-error-nothing-to-review = Nothing to review in { $game } · { $drill }: item types you miss come back here until you answer them right three times in a row

# pitpay worksheet and pitpay practice --stats. $why is the system's own words, quoted.
practice-cannot-write = cannot write: { $why }
practice-no-data-folder = no data folder (set PITPAY_DATA_DIR)

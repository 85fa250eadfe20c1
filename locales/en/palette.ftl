# The command palette (Ctrl+K): its own lines and every entry it lists.

palette-nothing = Nothing matches.
palette-count = { $found } of { $all } · Up/Down to choose, Enter to run, Escape to close
palette-hint = Type a command: "soft17 hit", "add seat", "void 12"…

palette-go-settle = Go to: the round (Settle)
palette-go-paytables = Go to: Paytables
palette-go-history = Go to: History (slip journal)
palette-go-practice = Go to: Practice (drills for dealers on break)
palette-go-staff = Go to: Staff (sign in, the staff register)
palette-go-cage = Go to: Cage (pay a slip: scan its QR code)
palette-sign-out = Sign out (lock the podium)
palette-print = Print the document last filed (slip, reprint, sign, report)
palette-open-folder = Open the folder of the document last filed
palette-save-copy = Save a copy of the document last filed as…
palette-go-meter = Go to: the progressive meter
palette-new-round = New round
palette-open-round = Open round file…
palette-save-round = Save round file…
palette-open-path = Open the round file typed in the path field
palette-save-path = Save to the path typed in the path field
palette-path-field = Type a path (the path field)
palette-issue-slip = Issue the slip… (sign off)
palette-undo = Undo
palette-redo = Redo
palette-steps-on = on
palette-steps-off = off
palette-steps = Show the steps (study view): { $state }
palette-theme-dark = dark
palette-theme-light = light
palette-theme = Theme: { $theme }
palette-scroll-end = Scroll to the end: the settlement's totals, the last slips
palette-scroll-top = Scroll to the top of the settlement or the slips

palette-game-practice = Game: { $game } (practice)
palette-game-round = Round's game: { $game } (Settle)
palette-open-example = Open example: { $example }
palette-house-rules = House rules file: { $id }
palette-house-type = { $option }: type it (now { $now }) · { $key }
# A house option's value, in the words a supervisor uses, then the round file's spelling.
palette-house = { $phrase } · { $key }: { $value }
palette-house-now = { $phrase } (now) · { $key }: { $value }
palette-paytable = Paytable for { $bet }: { $name } · { $id }
palette-paytable-now = Paytable for { $bet }: { $name } (now) · { $id }

palette-add-seat = Add seat
palette-add-terminal = Add terminal
palette-remove-seat = Remove seat { $seat }
palette-remove-terminal = Remove terminal { $seat }
palette-split = Split hand at seat { $seat }
palette-remove-hand = Remove the last hand at seat { $seat }
palette-even-money-take = Even money at seat { $seat }: take
palette-even-money-clear = Even money at seat { $seat }: clear
palette-picker-hand = Card picker: seat { $seat } hand { $hand }
palette-picker-dealer = Card picker: the dealer's cards

palette-history-older = History: older slips
palette-history-newer = History: newer slips
palette-history-report = History: print the shift report (the searched days, else today)…
palette-history-export = History: export the list (what the search shows, as CSV)
palette-history-backup = History: back up the journal (a whole copy, in the exports folder)
palette-slip-what = table { $table } · { $game } · paid { $paid }
palette-slip-no-table = no table · { $game } · paid { $paid }
palette-reprint-slip = Reprint slip { $number }… ({ $what })
palette-void-slip = Void slip { $number }… ({ $what })

palette-size-letter = Letter
palette-size-a4 = A4
palette-size-tent = Tent
palette-print-sign = Print sign: { $name } ({ $id }), { $size }
palette-tier-odds = Tier odds: { $name } ({ $id })
palette-paytable-card = Paytable card: { $name } ({ $id }), the main game's edge
palette-decks = Paytable figures at { $count ->
    [one] 1 deck
   *[other] { $count } decks
}

palette-practice-start = Practice: start a run
palette-practice-next = Practice: next question
palette-practice-stop = Practice: stop the run
palette-practice-review = Practice: review what I missed
palette-practice-drill = Practice drill: { $drill }
palette-practice-game = Practice game: { $game }
palette-practice-any-bet = Practice bet: any bet (Pay it)
palette-practice-bet = Practice bet: { $bet } (Pay it)
palette-practice-mode = Practice mode: { $mode }
palette-practice-level = Practice level: { $level }

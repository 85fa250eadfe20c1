# The window's chrome: the toolbar, the status line, the dialogs, the welcome panel and
# what the status line says went wrong.

window-theme-dark = Dark theme
window-theme-light = Light theme
window-tab-settle = Settle
window-tab-paytables = Paytables
window-tab-history = History
window-tab-practice = Practice
window-tab-staff = Staff
window-tab-cage = Cage
window-commands = Commands (Ctrl+K)
window-show-steps = Show the steps
window-new = New
window-open-round = Open round…
window-save-round = Save round…
window-issue-slip = Issue slip (Ctrl+E)
window-open-path = Open path
window-save-path = Save to path
window-path-hint = or type a path: rounds/disputed.toml
window-signed-in = Signed in: { $name } ({ $id })
window-sign-out = Sign out (Ctrl+Shift+L)
window-sign-in = Sign in (Ctrl+I)
window-keys-hint = Enter: next field · Tab: every button too · Ctrl+K: every command · Ctrl+E: issue the slip · Ctrl+Shift+A: add a seat
# The status line's clock: "13:06 -08:00 · gaming day 2026-11-26 · swing".
window-clock = { $time } { $offset } · gaming day { $day } · { $shift }

window-confirm-stay = Stay (Escape)
window-confirm-keys = Enter: the ringed button · Tab: the other · Escape: stay

window-welcome-title = Enter a round
window-welcome-how = Type the dealer's cards, then each seat's hand and wagers: cards as you say them ("as 8d", "10h", "K♠"). The settlement appears here as soon as the round can be settled, and updates at every key.
window-welcome-keys = Enter moves to the next field, Tab to every button too · Ctrl+K finds any command · Ctrl+1/2/3 picks the game · Ctrl+Shift+A adds a seat · Ctrl+Down scrolls this side
window-welcome-examples = Open an example

window-error-read = { $path }: cannot read: { $why }
window-error-write = { $path }: cannot save: { $why }
window-error-not-opened = Not opened: { $why }
window-error-unrestored = The round autosaved last time could not be read ({ $why })
window-error-unrestored-aside = The round autosaved last time could not be read ({ $why }); it is kept in { $aside }
window-error-unsettled = No slip for a round that does not settle: { $why }
window-error-no-supervisor = No slip without the signing-off supervisor's name and ID
window-error-no-patron = This slip has { $why }: fill in the patron (name, ID type, last 4 of the ID number) and the witness (a second employee's name and ID)
window-error-no-void-reason = Slip { $number } needs a reason before it can be voided
window-error-no-data-folder = No user data folder for the slip journal; set PITPAY_DATA_DIR
window-error-no-file-round = No file chosen. If no file dialog appeared, type a path in the path field (Ctrl+L) and use Open path / Save to path.
window-error-no-file-pdf = No file chosen. If no file dialog appeared, type where the copy goes (a path ending in .pdf) in the path field (Ctrl+L), then Save a copy as… again.
window-error-not-enrolled = That is not an enrolled ID, so the ID box was emptied (nothing typed there is shown). Type the ID as the staff register holds it, then the PIN.
window-error-no-pin = Type the PIN (it is never shown), then Enter
window-error-no-folder-opener = No program here opens folders (xdg-open): the file is in { $path }
window-error-search = The search does not read: { $why }
window-error-report = No shift report: { $why }
window-error-locked = Signed out after { $minutes } minutes with nothing done (settings.toml lock_after_minutes): sign in again on the Staff screen (Ctrl+I)
window-error-nothing-to-print = Nothing to print yet: issue a slip (Ctrl+E), a reprint, a sign or a shift report first, then Print (Ctrl+Shift+P)
window-error-not-printed = { $path } is written but was not printed: { $why }
window-error-no-typed-path = Type a file path in the path field first (Ctrl+L goes there)

window-slip-filed = Slip { $number } signed off by { $by } and filed: { $file }
window-nobody-signed-in = Nobody is signed in. Ctrl+I signs in.

window-unsaved-title = Unsaved changes
window-unsaved-game = The round on screen has changes that are in no file. Switching to { $game } starts an empty round.
window-unsaved-game-go = Switch to { $game }
window-unsaved-new = The round on screen has changes that are in no file. A new round clears the one on screen.
window-unsaved-new-go = New round
window-unsaved-open = The round on screen has changes that are in no file. Opening a round file replaces the one on screen.
window-unsaved-open-go = Open
window-unsaved-example = The round on screen has changes that are in no file. Opening an example replaces the round on screen.
window-unsaved-example-go = Open the example
window-unsaved-note = Nothing is lost either way: after going on, Ctrl+Z brings this round back.
window-new-round = New { $game } round
window-opened-example = Opened the example "{ $example }"
window-opened = Opened { $file }
window-saved = Saved { $path }
window-replace-title = Replace { $file }?
window-replace-question = { $path } already exists, and it is not the file this round was opened from or saved to. Save the round over it?
window-replace-note = Escape saves nothing: type another path, or use Save round… (Ctrl+S).
window-replace-go = Replace { $file }

# A slip as a question names it: "slip 12 (table BJ-3, blackjack, paid 40.00)".
window-slip-named = slip { $number } (table { $table }, { $game }, paid { $paid })
window-slip-named-no-table = slip { $number } (no table, { $game }, paid { $paid })
window-void-title = Void slip { $number }?
window-void-question = Void { $slip } with the reason "{ $reason }"? The journal keeps the slip, marked void, with who voided it and when.
window-void-note = A void cannot be taken back. Escape keeps the slip as it is.
window-void-go = Void slip { $number }
window-reprint-title = Reprint slip { $number }?
window-reprint-question = Print { $slip } again? The copy is filed beside it in the slips folder ({ $file }).
window-reprint-note = The journal records the reprint and who made it. Escape prints nothing.
window-reprint-go = Reprint slip { $number }
window-again-title = Slip { $number } was issued for this round
window-again-void-question = Slip { $number } for this round ({ $when }) is void. Issue a new slip for the round?
window-again-void-note = The new slip takes the next number; the void slip stays in the journal as it is. Escape issues nothing.
window-again-void-go = Issue a new slip
window-again-question = Slip { $number } ({ $when }) already pays this round, and it is not void. Issue a second slip for the same round?
window-again-note = Two slips pay the round twice: if slip { $number } is wrong, void it on History (Ctrl+H) first. Escape issues nothing.
window-again-go = Issue a second slip

window-filed = Filed: { $file } in { $folder }
window-filed-print = Print (Ctrl+Shift+P)
window-filed-folder = Open folder (Ctrl+Shift+O)
window-filed-copy = Save a copy as…
window-no-meter = No progressive is wagered on this round: it has no meter to enter.
# Followed by what the printer said.
window-sent-to-printer = { $file } sent to the printer:
window-language-switched = The window speaks { $language } until Pitpay closes (settings.toml's language is the podium's own).
window-restored = The round you were entering is back, as it was when Pitpay closed.

# What the slip maker refuses, as the window says it (with the field's label, never an option).
window-slip-no-supervisor = No slip without the signing-off supervisor's name and ID
window-slip-no-patron = This slip has { $why }: fill in the patron (name, ID type, last 4 of the ID number) and the witness, a second employee
# A field's label, then what the slip maker says of it.
window-slip-label = { $label } { $message }
window-slip-already-issued = Slip { $number } already pays this round (issued { $time } by { $supervisor }); issue another only once it is void, or when a second slip is truly meant
window-slip-not-placed = Slip { $number } is recorded in the journal, but its file { $path } could not be written ({ $why }): reprint it from History (Ctrl+H)
window-slip-no-void-reason = A void needs a reason: type it beside the slip
window-staff-no-id = The staff register has members, and { $needs }: type the ID, then the PIN
window-staff-name-mismatch = "{ $given }" is not the name the staff register holds for { $id } ("{ $registered }"): the register's name is used, so leave the name empty
window-staff-damaged = The credential the staff register holds for { $id } is damaged ({ $why }): a manager resets their PIN on the Staff screen (Ctrl+I)
window-needs-sign = signing off a slip needs a supervisor or a manager
window-needs-reprint = printing a slip again needs a supervisor or a manager
window-needs-void = voiding a slip needs a manager
window-needs-witness = a witness is an enrolled member
window-needs-manage = changing the staff register needs a manager
window-needs-sign-in = signing in needs an enrolled member
window-needs-pay = paying a slip at the cage needs a cashier or a manager
window-needs-verify = verifying a payment at the cage needs a second cashier or a manager
window-needs-approve = a payment's manager signature needs a manager
window-label-supervisor = Supervisor:
window-label-supervisor-id = Supervisor ID:
window-label-property = Property (settings.toml):
window-label-dealer = Dealer:
window-label-patron = Patron:
window-label-id-type = ID type:
window-label-last4 = Last 4 of ID:
window-label-witness = Witness:
window-label-witness-id = Witness ID:
window-label-reason = The reason:
window-copy-saved = A copy is saved as { $copy }
window-copy-saved-beside = { $there } already exists and was left as it is: the copy is saved as { $copy }
# The file dialogs' name for round files (*.toml).
window-round-file = Round file
# The program's own bets, by id (a side bet is named by its paytable file).
window-bet = { $bet ->
    [tie] Tie
    [insurance] Insurance
    [lucky-break] Lucky Break
   *[main] Main wager
}
# The example rounds' titles, by id: what each shows, as a supervisor would say it.
window-example = { $example ->
    [lucky9-split] Lucky 9: a split with a Tie, two seats
    [blackjack-lucky-break] Blackjack: Lucky Break, dealer busts 26 suited
    [blackjack-seven-seats] Blackjack: seven seats, every side bet
    [stadium] Stadium Blackjack: two terminals, two dealer hands
   *[lucky9] Lucky 9: a Lucky 9 with Bonus 9 and Tie
}

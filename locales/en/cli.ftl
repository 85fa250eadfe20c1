# The command line's words: what a slip command says on the terminal, and the refusals
# that name the options a person fixes them with. `--json` stays in English whatever
# the language; options, commands and file names are never translated.

## What a slip command says
cli-note-paytable-not-loaded = note: a paytable file did not load: { $problem }
cli-error = error: { $message }
cli-failed = FAILED: { $why }
cli-slip-written = slip { $number } written to { $file }
cli-slip-reprinted = slip { $number } printed again to { $file }
cli-slip-void = slip { $number } is void
cli-paytable-not-loaded = warning: a paytable file did not load: { $problem }
cli-path-why = { $path }: { $why }
cli-option-why = { $option }: { $why }

## Refusals of bad input
cli-refusal-no-supervisor = no slip without the signing-off supervisor's name and ID (--supervisor, --supervisor-id)
# $why: what calls for the paperwork, as the library words it.
cli-refusal-no-patron = this slip has { $why }: the sign-off needs the patron (--patron, --patron-id-type, --patron-id-last4) and a witness, a second employee (--witness, --witness-id)
cli-refusal-label = { $option } { $message }
cli-refusal-already-issued = the journal already holds slip { $number } for this round (issued { $time } by { $supervisor }); to issue another slip for the same round, add --again
cli-refusal-no-void-reason = a void needs a reason (--reason)
cli-refusal-not-recoverable = { $path }: { $why }: give `journal --recover` slip files, their copies, podiums' station logs, or folders of them; nothing was recovered
cli-refusal-not-recorded = { $why }; no slip number was taken and no file was written: issue the slip again once the journal can be reached
cli-output-exists = already exists; choose another name, or add --force to replace it
cli-csv-exists = { $path }: the file exists; give --force to replace it
cli-print-no-default = no printer is set as this computer's default: name one with --printer ({ $systems })
cli-selection-backwards = --until { $until } is before --since { $since }: the range ends before it starts
cli-selection-no-period = give --since DATE or --gaming-day DATE

## The staff register
cli-staff-no-id = the staff register has members, and { $needs }: give the ID ({ $option }) and the PIN
cli-staff-in-id-field = in the ID field
cli-staff-name-mismatch = --supervisor "{ $given }" is not the name the register holds for { $id } ("{ $registered }"); leave it out, the register's name is used
cli-staff-refused = staff register: this change { $why }
cli-staff-damaged = the credential the register holds for { $id } is damaged ({ $why }); a manager can reset it with `pitpay staff reset { $id } --by MANAGER_ID`
cli-needs-sign = signing off a slip needs a supervisor or a manager
cli-needs-reprint = printing a slip again needs a supervisor or a manager
cli-needs-void = voiding a slip needs a manager
cli-needs-witness = a witness is an enrolled member
cli-needs-manage = changing the staff register or a station's key needs a manager
cli-needs-sign-in = signing in needs an enrolled member
cli-needs-pay = paying a slip at the cage needs a cashier or a manager
cli-needs-verify-payment = verifying a payment at the cage needs a second cashier or a manager
cli-needs-approve-payment = a payment's manager signature needs a manager
# $role: the role's id (supervisor, cashier…), as the command line takes it.
cli-refused-first-role = enrolls { $id } as a { $role }, but the register is empty and its first member must be a manager (--role manager), who then enrolls the others
cli-refused-first-by = is made by { $by }, but the register is empty: its first member, a manager, enrolls themselves (leave out --by)
cli-command-no-name = a member needs a name (--name)
cli-command-bad-name = --name { $why }

## The journal and the station's key
cli-journal-backup-over-live = { $path }: cannot back up the journal there: it is the live journal itself (or one of its own files): a backup is a copy kept apart from it, never written over it, even with --force; choose another name
cli-journal-backup-refused = { $path }: cannot back up the journal there: { $why }
cli-journal-clock-differs = the shared journal at { $at } keeps the property's clock as "{ $journal }", but this podium's settings say "{ $podium }": set time_zone, gaming_day_starts and [[shift]] in settings.toml as every podium has them (or, after changing every podium, record the new ones with `pitpay journal --adopt-clock`)
cli-journal-altered = the journal was changed after it was written: { $broken }. Nothing was done; `pitpay journal --check` names what does not hold
cli-journal-register-damaged = the staff register in the journal does not hold: { $broken }; `pitpay journal --check` says more, and nobody can sign until it is restored
cli-keys-not-registered = slip journal: this station ("{ $station }", key { $fingerprint }) is not registered in the shared journal at { $at }: run `pitpay keys --register` on it once, so that every station can check its slips
cli-keys-missing = this station's signing key ({ $path }) is missing, but the journal holds entries signed for this station by key { $fingerprint }: nothing was written. Restore the key file from a backup (docs/who-signs.md, "What to back up"), or have a manager replace it with `pitpay keys --rotate --by MANAGER_ID`, which records the new key in the journal so that old and new slips both verify
cli-keys-changed = this station's signing key ({ $path }, key { $have }) is not the key the journal holds for this station (key { $expected }): it was replaced or copied from elsewhere, and nothing was written. Put the station's own key file back from a backup (docs/who-signs.md, "What to back up"), or have a manager make this key the station's with `pitpay keys --rotate --by MANAGER_ID`
cli-restored-behind = the journal ({ $at }) ends at entry { $end }, but { $what }: it was restored from an older copy or its newest entries were cut. Nothing was written. Bring the missing entries back with `pitpay journal --recover` (docs/operations.md, "Restoring and recovering")
cli-restored-diverged = the journal ({ $at }) holds another entry at entry { $seq } than the one { $what }: it was restored from an older copy or cut, and went on. Nothing was written. Bring the missing entries back with `pitpay journal --recover` (docs/operations.md, "Restoring and recovering")
cli-restored-gap-open = the journal ({ $at }) lost { $lost } (found by `pitpay journal --recover` on { $found }), which could not be brought back: it takes no slip until a manager records the gap with `pitpay journal --recover --by MANAGER_ID`, or the entries are brought back from slip files and podiums' logs (docs/operations.md, "Restoring and recovering"). Nothing was written
cli-restored-replaced = the shared journal at { $at } is not the one this podium wrote to: { $what }. Every podium stops until IT recovers it with `pitpay journal --recover` and every podium's log (docs/operations.md, "Restoring and recovering"), or, for a move on purpose, a manager adopts it with `pitpay journal --adopt-database --by MANAGER_ID`. Nothing was written
cli-journal-nothing-to-back-up = there is no journal to back up yet: this installation has issued no slip
cli-stdin-unreadable = standard input cannot be read: { $why }
cli-stdin-too-large = the round on standard input is over 1 MiB: a round file is a few kilobytes
cli-stdin-not-utf8 = the round on standard input is not UTF-8 text
cli-analyze-no-paytable = no paytable "{ $id }" (see pitpay paytables)
cli-analyze-no-meter = --meter: { $id } has no meter
cli-analyze-decks = --decks { $decks }: { $id } is dealt from { $dealt } decks
cli-analyze-simulate = --simulate { $rounds }: give 1000 to { $most } rounds
cli-analyze-meter-currency = --meter "{ $text }" is in { $found } but { $id } pays in { $currency }
cli-analyze-no-house-rules = no house-rules file "{ $id }" (see pitpay paytables)
# $game is the house rules' game id; $games the paytable's game ids.
cli-analyze-house-rules-game = house rules "{ $id }" are for { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    }, but { $paytable } is a { $games } paytable
cli-analyze-house-rules-line = house rules "{ $id }" line { $line }: { $why }
# One --set KEY=VALUE refused: $why is one of the cli-analyze-set-* messages or a value's refusal.
cli-analyze-set = --set { $item }: { $why }
cli-analyze-set-form = write it as KEY=VALUE, e.g. soft17=hit
# $options are the house options that change this paytable's figures ($count of them).
cli-analyze-set-no-change = house option "{ $key }" does not change the figures of { $id } ({ $count ->
        [0] none does
        [one] only { $options } do
       *[other] only { $options } do
    })
cli-analyze-no-declared-suit = { $id } has no declared-suit tier, so declared_suit does not apply

## The cage (`pitpay cage pay`, `pitpay cage list`)
# $by: the cashier and the other signers, names and IDs.
cli-cage-paid = paid slip { $number }: { $amount } (by { $by })
cli-cage-not-a-scan = "{ $what }" is not a slip: give the slip's PDF, its number, or scan its QR code (it starts PITPAY-SLIP)
cli-cage-missing-signer = slip { $number } pays { $amount }: over { $over } the payment is signed by { $who } too ({ $option } ID, their PIN after the cashier's)
cli-cage-who-verifier = a verifier (a second cashier or a manager)
cli-cage-who-manager = a manager
cli-cage-no-cashier = the cashier who pays gives their ID (--cashier ID, their PIN first)
cli-cage-same-signer = { $id } cannot sign a payment twice: the cashier, the verifier and the manager are three different people
cli-cage-other-journal = slip { $number } was issued on another journal (its QR code names journal { $journal }): it is paid where that journal is kept
cli-cage-scan-mismatch = the QR code scanned does not match slip { $number } in the journal (another signature or key): do not pay it; call the pit supervisor
cli-cage-amount-differs = slip { $number }: the journal records { $recorded } to be paid, but the slip re-settles to { $settled }: do not pay it; call the pit supervisor
cli-cage-none-outstanding = no slip is outstanding at the cage
cli-cage-none-paid = no slip is paid at the cage
cli-cage-column-number = number
cli-cage-column-issued = issued (local time)
cli-cage-column-table = table
cli-cage-column-game = game
cli-cage-column-to-pay = to pay
cli-cage-column-cage = cage
cli-cage-outstanding = outstanding
cli-cage-paid-state = paid
cli-cage-state-total = { $state }: { $count ->
    [one] { $count } slip
   *[other] { $count } slips
}, { $total }

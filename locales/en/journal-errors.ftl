# The refusals of the slip journal, the staff register, the station's keys and output files (pitpay-journal).

## The journal

journal-error-folder = slip journal: { $folder }: cannot create the data folder: { $why }
journal-error-database = slip journal: { $why }
journal-error-no-slip = slip journal: no slip number { $number }
journal-error-already-void = slip journal: slip { $number } is already void
# $paid: when, by whom and where it was paid; $refused: void (a void was asked) or twice (a payment was asked).
journal-error-already-paid = slip { $number } was already paid at the cage, { $paid }: { $refused ->
        [void] a paid slip cannot be voided
       *[twice] it is not paid twice
    }
journal-error-paid-at-table = slip { $number } is paid at the table, not at the cage: its amount leaves the table's rack, so the cage does not pay it
journal-error-void-not-paid = slip { $number } is void: it is not paid
journal-error-needs-key = slip journal: { $path }: made by an older Pitpay; chaining its entries needs this installation's signing key: { $why }
journal-error-needs-key-none = slip journal: { $path }: made by an older Pitpay; chaining its entries needs this installation's signing key: there is no signing key
journal-error-newer-schema = slip journal: { $at }: schema version { $version } is newer than this Pitpay understands ({ $known }); use a newer Pitpay
journal-error-server = slip journal: the shared journal at { $at }: { $why }
journal-error-uncertain = slip journal: the connection to the shared journal at { $at } was lost while it recorded slip { $slip }, and the server cannot be asked whether it did: once it is back, `pitpay journal` lists slip { $slip } as file missing if it was recorded (print it with `pitpay reprint { $slip }`); if it is not listed, issue the slip again
journal-error-not-registered = slip journal: this station ("{ $station }", key { $fingerprint }) is not registered in the shared journal at { $at }: its key is registered there once, so that every station can check its slips
journal-error-not-shared = slip journal: this installation keeps its own journal; a station's key is registered, and the property's clock and an adopted database are kept, only in a journal shared by a property's stations (a `journal` setting in { $file }, docs/shared-journal.md)
journal-error-key-missing = this station's signing key ({ $path }) is missing, but the journal holds entries signed for this station by key { $fingerprint }: nothing was written. Restore the key file from a backup (docs/who-signs.md, "What to back up"), or have a manager replace it, which records the new key in the journal so that old and new slips both verify
journal-error-key-changed = this station's signing key ({ $path }, key { $have }) is not the key the journal holds for this station (key { $expected }): it was replaced or copied from elsewhere, and nothing was written. Put the station's own key file back from a backup (docs/who-signs.md, "What to back up"), or have a manager make this key the station's
# $what: what lies past the journal's end ("this podium wrote entry 41 (issue of slip 17) on …").
journal-error-behind = the journal ({ $at }) ends at entry { $end }, but { $what }: it was restored from an older copy or its newest entries were cut. Nothing was written. Bring the missing entries back by recovering the journal (docs/operations.md, "Restoring and recovering")
journal-error-diverged = the journal ({ $at }) holds another entry at entry { $seq } than the one { $what }: it was restored from an older copy or cut, and went on. Nothing was written. Bring the missing entries back by recovering the journal (docs/operations.md, "Restoring and recovering")
journal-error-gap-open = the journal ({ $at }) lost { $lost } (found by a recovery on { $found }), which could not be brought back: it takes no slip until a manager records the gap, or the entries are brought back from slip files and podiums' logs (docs/operations.md, "Restoring and recovering"). Nothing was written
journal-error-replaced = the shared journal at { $at } is not the one this podium wrote to: { $what }. Every podium stops until IT recovers it from every podium's log (docs/operations.md, "Restoring and recovering"), or, for a move on purpose, a manager adopts it. Nothing was written
journal-error-promoted = the shared journal at { $at } was promoted from an asynchronous standby since it was last written (its server's timeline was { $was }, now { $now }): the newest entries may be lost, and a slip now could take one of their numbers. Every podium stops until IT brings them back with `pitpay journal --recover`, given the slip files and every podium's station log (docs/shared-journal.md, "High availability"). Nothing was written
journal-error-other-kind-shared = the journal { $at } is one shared by a property's stations: an installation's own journal cannot be kept there
journal-error-other-kind-own = the journal { $at } is another installation's own journal: a journal shared by stations must be made as one (point `journal` in settings.toml at a new file, or at the property's PostgreSQL journal: docs/shared-journal.md)
journal-error-station-taken = station "{ $station }" is registered in the shared journal at { $at } by another podium ({ $registered }), and this podium has never written as it: give this podium a name of its own with `station = "..."` in { $file }. If this podium is that station and lost its key file, restore the file from a backup (docs/operations.md)
journal-error-station-look-alike = station "{ $station }" reads as station "{ $existing }", which is registered in the shared journal at { $at } by another podium ({ $registered }), and this podium has never written as it: give this podium a name of its own with `station = "..."` in { $file }. If this podium is that station and lost its key file, restore the file from a backup (docs/operations.md)
# $what: folder, or other (a device or a pipe).
journal-error-not-a-file = slip journal: { $path } is { $what ->
        [folder] a folder
       *[other] a device or a pipe
    }, not a journal file: nothing was opened or changed. Name a journal file (it is made if absent)
journal-error-backup-over-live = { $path }: cannot back up the journal there: it is the live journal itself (or one of its own files): a backup is a copy kept apart from it, never written over it; choose another name
journal-error-backup = { $path }: cannot back up the journal there: { $why }
journal-error-backup-on-server = the shared journal at { $at } is backed up with PostgreSQL's own tools, not by Pitpay: pg_dump -Fc -h HOST -U USER DATABASE > pitpay.dump (docs/operations.md, "Backing up")
journal-error-unrecorded = a wrong PIN could not be recorded ({ $why }), so no PIN is checked: every check counts toward the lock
journal-error-altered = the journal was changed after it was written: { $broken }. Nothing was done; a check of the journal names what does not hold
journal-error-not-written = slip journal: the store wrote nothing and gave no reason: nothing was recorded
journal-error-register-damaged = the staff register in the journal does not hold: { $broken }; a check of the journal says more, and nobody can sign until it is restored
journal-error-bad-entry = slip journal: entry { $seq } does not read: { $why }

## The station's signing key

journal-error-key-unreadable = { $path }: { $why }
journal-error-key-damaged = { $path }: the signing key file is damaged (it should hold 64 hex digits); this installation cannot sign or check its own slips until it is restored from a backup
journal-error-key-no-folder = { $folder }: cannot create the data folder: { $why }
journal-error-key-no-randomness = no randomness for a new key: { $why }
journal-error-key-unwritable = { $path }: cannot write the signing key: { $why }
journal-error-key-vanished = { $path }: the signing key vanished while it was created
journal-error-key-none = this installation has no signing key yet ({ $path } does not exist): the first slip makes one and says so, or `pitpay keys --new` makes one now
journal-error-key-exists = this installation already has a signing key (key { $fingerprint }, in { $path }): nothing was written
journal-error-key-none-to-check = { $path }: the journal's entries are signed, but this installation has no signing key to check them with

## An output file, in the words that follow its path

journal-error-output-folder = is a folder; give a file name, e.g. { $suggestion }
journal-error-output-not-regular = is not a regular file (a device, pipe or socket); write to an ordinary file
# $what: round (the round file), or the input's own name.
journal-error-output-is-input = is the { $what ->
        [round] round file
       *[other] { $what }
    } this command reads; write to another file
journal-error-output-exists = already exists; choose another name
journal-error-output-no-folder = cannot write there: the folder { $folder } does not exist
journal-error-output-unwritable = cannot write there: { $folder }: { $why }

## Who an act needs

journal-error-needs-sign = signing off a slip needs a supervisor or a manager
journal-error-needs-reprint = printing a slip again needs a supervisor or a manager
journal-error-needs-void = voiding a slip needs a manager
journal-error-needs-witness = a witness is an enrolled member
journal-error-needs-manage = changing the staff register or a station's key needs a manager
journal-error-needs-sign-in = signing in needs an enrolled member
journal-error-needs-pay = paying a slip at the cage needs a cashier or a manager
journal-error-needs-verify-payment = verifying a payment at the cage needs a second cashier or a manager
journal-error-needs-approve-payment = a payment's manager signature needs a manager

## The staff register

journal-error-staff-no-id = the staff register has members, and { $needs }: give the ID and the PIN
journal-error-staff-unknown = { $id } is not in the staff register (`pitpay staff list` lists it)
journal-error-staff-disabled = { $id } was disabled on { $time } and may not act
journal-error-staff-not-allowed = { $who } may not do this: { $needs }
journal-error-staff-wrong-pin = wrong PIN for { $id }
journal-error-staff-locked = { $id } is locked until { $until } after five wrong PINs within 15 minutes; try again then, or ask a manager
journal-error-staff-bad-pin = the PIN { $why }
journal-error-staff-pin-not-read = the PIN for { $whose } could not be read from the terminal: { $why }
journal-error-staff-no-pin-given = no PIN was given for { $whose }
journal-error-staff-no-pin-line = no PIN for { $whose } on standard input (one line per PIN: the acting member's first, then the witness's, then a new member's)
journal-error-staff-pin-line-too-long = the line given as the PIN for { $whose } on standard input is longer than { $max } bytes: a PIN is one short line
journal-error-staff-pin-not-text = the line given as the PIN for { $whose } on standard input is not text (UTF-8)
journal-error-staff-pin-not-read-from-input = the PIN for { $whose } could not be read from standard input: { $why }
journal-error-staff-witness-is-signer = the witness ({ $id }) is the one who signs: a witness is a second member
journal-error-staff-name-mismatch = "{ $given }" is not the name the register holds for { $id } ("{ $registered }"); leave it out, the register's name is used
journal-error-staff-refused = staff register: this change { $why }
journal-error-staff-damaged = the credential the register holds for { $id } is damaged ({ $why }); a manager can reset their PIN

## A change the register refuses, in the words that follow "this change"

journal-error-change-format = is a staff change of format { $format }
journal-error-change-no-id = names no member ID (or one with spaces around it)
journal-error-change-bad-id = the member ID { $why }
journal-error-change-no-name = names no member name
journal-error-change-bad-name = the name { $why }
journal-error-change-not-signed-by = is not signed by { $who }, who it says made it
journal-error-change-first-not-manager = is the register's first change and does not enroll a manager by themselves: the first member must be a manager
journal-error-change-by-unknown = is made by { $who }, who is not in the register
journal-error-change-by-not-manager = is made by { $who }, who is not an active manager
journal-error-change-id-taken = enrolls { $id }, but the register already has { $holder } (an ID is never reused)
journal-error-change-no-credential = enrolls a member without a credential
journal-error-change-no-new-credential = resets a PIN without a new credential
journal-error-change-last-manager = disables { $who }, the last active manager: nobody could then change the register
journal-error-change-unknown = changes { $who }, who is not in the register
journal-error-change-disabled = changes { $who }, who is disabled
journal-error-change-bad-public-key = holds a public key that does not read
journal-error-change-id-begins-another = enrolls { $id }, but { $other } is enrolled and one of the two IDs begins the other: no ID may begin another, so that an ID is known whole as soon as it is typed and a PIN typed after it can never show in an ID box
# $role: supervisor, manager, auditor or cashier.
journal-error-change-first-role = enrolls { $id } as a { $role ->
        [supervisor] supervisor
        [auditor] auditor
        [cashier] cashier
       *[manager] manager
    }, but the register is empty and its first member must be a manager, who then enrolls the others
journal-error-change-first-by-another = is made by { $who }, but the register is empty: its first member, a manager, enrolls themselves

## Why a signer named on a slip does not hold, in the words that follow their role and ID

journal-error-vouch-not-enrolled = is not in the staff register
journal-error-vouch-not-yet-enrolled = was not yet enrolled when it was issued
journal-error-vouch-disabled = was disabled ({ $time }) before it was issued
journal-error-vouch-other-key = signed with a key that was not theirs in the staff register when it was issued
journal-error-vouch-could-not-sign = is { $who } in the staff register, who could not sign it as "{ $name }"
journal-error-vouch-not-their-signature = did not sign this record with their own key: the file was altered
journal-error-vouch-unsigned = did not sign it with their own key, though the staff register had members when it was issued

## A credential, in the words that follow "damaged"; a PIN, in the words that follow "the PIN"

journal-error-credential-hash-unread = its PIN hash does not read
journal-error-credential-not-argon2id = its PIN hash is not an Argon2id hash
journal-error-credential-sealed-unread = its sealed key does not read
journal-error-credential-hash = the PIN could not be hashed: { $why }
journal-error-credential-does-not-open = its sealed key does not open with its PIN
journal-error-credential-not-a-key = its sealed key is not a key
journal-error-credential-other-key = its sealed key is not the public key it names
journal-error-pin-empty = is empty
journal-error-pin-short = is { $length } characters long; a PIN or passphrase has at least { $min }
journal-error-pin-long = is { $length } characters long; a PIN or passphrase has at most { $max }
journal-error-pin-control = holds a control character
journal-error-enroll-no-randomness = no randomness for a credential: { $why }
journal-error-enroll-seal = the signing key could not be sealed

## The staff commands

journal-error-command-no-id = a member needs an ID
journal-error-command-no-name = a member needs a name
journal-error-command-bad-id = the ID { $why }
journal-error-command-bad-name = the name { $why }
journal-error-command-pins-differ = the two PINs typed differ: nothing was written
journal-error-command-no-key-to-replace = station "{ $station }" has no key in the shared journal to replace: register this station's key with `pitpay keys --register`
journal-error-command-nothing-signed = the journal holds nothing signed yet: there is no station key to replace
journal-error-command-already-the-key = this station's key file holds key { $fingerprint }, which is already the key the journal holds for it: nothing to replace
journal-error-command-nothing-to-adopt = the shared journal at { $at } is the one this podium wrote to: there is no other database to adopt

## A selection (History's search box, the listings' period) and the property's clock

journal-error-selection-since = from: { $why }
journal-error-selection-until = to: { $why }
journal-error-selection-day = day: { $why }
journal-error-selection-shift = shift: { $why }
journal-error-selection-backwards = to:{ $until } is before from:{ $since }: the range ends before it starts
# $states: the states as they are typed ("issued, reprinted, void").
journal-error-selection-not-a-state = "{ $word }" is not a slip state (one of { $states })
journal-error-selection-not-searchable = "{ $word }" is not something to search by: type a slip number, a state ({ $states }), a gaming day (YYYY-MM-DD or day:DATE), shift:NAME, from:DATE, to:DATE, paid:100-500, table:…, station:… or by:…
journal-error-selection-not-an-amount = paid:{ $range }: "{ $amount }" is not an amount (paid:100-500)
journal-error-selection-paid-backwards = paid:{ $range }: the range ends before it starts
journal-error-selection-no-period = give from:DATE or day:DATE
journal-error-export-write = cannot write the list: { $why }
journal-error-export-write-to = cannot write the list: { $path }: { $why }
# $shifts: the property's shifts, as named in the settings.
journal-error-clock-behind = this podium's clock says { $now }, but the journal's newest entry (entry { $entry }, written by { $by }) is from { $newest }, { $minutes } minutes later: set this podium's clock (it may be { $tolerance } minutes behind at most: clock_tolerance_minutes in settings.toml). Nothing was written
journal-error-clock-differs = the shared journal at { $at } keeps the property's clock as "{ $journal }", but this podium's settings say "{ $podium }": set time_zone, gaming_day_starts and [[shift]] in settings.toml as every podium has them (or, after changing every podium, record the new ones in the shared journal)

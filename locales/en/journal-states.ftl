# What the journal and the staff register say of what they hold, inside other sentences (pitpay-journal).

# A member as the register describes them: "Dana Reyes (S-1042, supervisor)"; $role is the role's id.
# The computer account recorded for someone who gave no name; $user is the account's name.
journal-state-account = account { $user }
journal-state-account-unknown = account unknown
journal-state-member = { $name } ({ $id }, { $role })

# When, by whom and for how much the cage paid a slip (inside journal-error-already-paid).
journal-state-paid = { $time } by { $name } ({ $id }), for { $amount }
journal-state-paid-at = { $time } by { $name } ({ $id }) at station { $station }, for { $amount }

## What went wrong with a shared journal's server, after "the shared journal at ADDRESS:" (journal-error-server). $message is the server's own words, $why the driver's.

journal-state-server-deadline = did not answer within { $seconds } seconds: Pitpay gave up waiting (a server whose host stopped, froze or lost its storage still accepts connections but answers nothing)
journal-state-server-unusable = cannot be used: { $why }
journal-state-server-login = the server refused the login of user "{ $user }": the password is wrong, or there is no such user (check the journal setting)
journal-state-server-no-database = the server has no such database ({ $message })
journal-state-server-privilege = user "{ $user }" may not use the journal's tables ({ $message }): make it the database's owner (docs/shared-journal.md)
journal-state-server-counter-held = another station held the slip counter for longer than this podium waits for it (journal_statement_seconds); try again
journal-state-server-restarting = the database server is shutting down or starting up; try again in a moment
journal-state-server-statement-slow = a statement took longer than this podium waits for one (journal_statement_seconds); try again
journal-state-server-no-connection = the database server has no free connection; try again in a moment
journal-state-server-answered = the server answered: { $message } ({ $code })
journal-state-server-standby = is a standby (it takes no writes): list the primary in the address, or promote this server
journal-state-server-refused = cannot be reached: nothing answers at that address and port (is the database server running?)
journal-state-server-timed-out = does not answer (timed out): is the network up, and the server running?
journal-state-server-lost = the connection to the server was lost
journal-state-server-unknown-name = cannot be reached: the server's name is not known on this network
journal-state-server-not-postgres = something answers at that address and port, but not a PostgreSQL server (is the port right?)
journal-state-server-no-tls = the server does not offer encrypted connections, which the address asks for (sslmode=require)
journal-state-server-untrusted-certificate = the server's certificate is not signed by an authority this computer trusts: give the authority's certificate with sslrootcert=FILE
journal-state-server-certificate-name = the server's certificate is not made out to the host name in the address
journal-state-server-certificate-expired = the server's certificate has expired or is not valid yet
journal-state-server-tls-failed = the encrypted connection could not be set up (the server's certificate was refused)

## A journal entry as messages name it, inside brackets: "entry 41 (issue of slip 17)". $change and $reason are the reason the entry records, as it was written.

journal-state-event-issue = issue of slip { $slip }
journal-state-event-reprint = reprint of slip { $slip }
journal-state-event-void = void of slip { $slip }
journal-state-event-migrated = migration note
journal-state-event-key = key of station "{ $station }"
journal-state-event-staff = staff register: { $change }
journal-state-event-refused = wrong PIN for { $id }
journal-state-event-rotate = new key of station "{ $station }"
journal-state-event-gap = a gap recorded by a manager
journal-state-event-database = the journal's database adopted: { $why ->
        [moved] moved
       *[recovered] recovered
    }: { $database }
journal-state-event-paid = payment of slip { $slip } at the cage

## What a journal restored from an older copy, or cut, no longer holds (journal-error-behind, journal-error-diverged). $event is a journal-state-event-* message.

journal-state-podium-wrote = this podium wrote entry { $seq } ({ $event }) on { $time }
journal-state-podium-saw = this podium saw entry { $seq } ({ $event }) on { $time }
journal-state-behind-checkpoint = a checkpoint was signed at entry { $seq } on { $time }
journal-state-behind-seen = this podium saw entry { $seq } there
journal-state-event-new-station-key = new station key
journal-state-event-wrong-pin = wrong PIN

## Why a journal entry does not hold, as `pitpay journal --check` and the refusals of a journal changed after it was written say it. $event is a journal-state-event-* message; $why what follows "journal entry N".

journal-state-broken = journal entry { $seq }: { $why }
journal-state-broken-event = journal entry { $seq } ({ $event }): { $why }
journal-state-flaw-missing = is missing (the entry after { $after } is { $found })
journal-state-flaw-missing-before-head = is missing (the chain's head is entry { $head })
journal-state-flaw-cut-before-checkpoint = is missing: the journal ends at entry { $end }, but a checkpoint was signed at entry { $seq } on { $time }: entries were cut from its end, or it was restored from an older copy (bring them back with `pitpay journal --recover`)
# $what: journal-state-podium-wrote or journal-state-podium-saw.
journal-state-flaw-cut-before-mark = is missing: the journal ends at entry { $end }, but { $what }: entries were cut from its end, or it was restored from an older copy (bring them back with `pitpay journal --recover`)
journal-state-flaw-not-remembered = is not the entry { $what }: the journal was restored from an older copy or cut, and went on (bring the lost entries back with `pitpay journal --recover`)
journal-state-flaw-unlinked = does not follow the entry before it (its link to the previous entry's hash does not match): an entry before it was changed or removed
journal-state-flaw-does-not-follow = does not follow the entry before it: an entry before it was changed or removed
journal-state-flaw-not-linked = is not linked to the entries beside it: an entry was changed or removed
journal-state-flaw-changed = was changed after it was recorded (its content no longer matches its hash)
journal-state-flaw-changed-or-unsigned = was changed after it was recorded (it no longer matches its hash or signature)
journal-state-flaw-slip-record-changed = its slip record was changed after it was recorded (it no longer matches the hash its entry covers)
journal-state-flaw-slip-record-altered = its slip record was changed after it was recorded
journal-state-flaw-record-changed = its record was changed after it was recorded
# $group: register (staff register changes, station keys) or refused (wrong PINs).
journal-state-flaw-skips-group = does not follow { $group ->
        [register] the staff register's or the station keys' newest change
       *[refused] the newest wrong PIN
    } before it (it names another entry): an entry of that kind before it was removed or changed
journal-state-flaw-skips-register = does not follow the register change before it (it names another entry): a change to the staff register or the station keys before it was removed or changed
journal-state-flaw-register-entry-gone = names a change to the staff register or the station keys (entry hash { $hash }) that the journal no longer holds: a register entry was removed
journal-state-flaw-wrong-pin-gone = the newest wrong PIN the journal names is gone
journal-state-flaw-wrong-pin-changed = is not the wrong PIN the entries after it name: a wrong PIN was changed or removed
journal-state-flaw-no-tally = names no jackpot tally, though the entries before it do: it was written in their place
journal-state-flaw-tally-differs = does not follow the slips that paid a meter award before it: it counts { $counts }, the entries before it { $before } (a slip's jackpot flag was changed, or a jackpot slip removed)
journal-state-flaw-checkpoint-differs = does not match the checkpoint signed at it on { $time } (the chain up to here was changed after the checkpoint)
journal-state-flaw-checkpoint-mismatch = does not match the checkpoint signed at it
journal-state-flaw-checkpoint-untrusted = its checkpoint of { $time } is not signed by a trusted key (key { $key })
journal-state-flaw-start-differs = does not match the checkpoint to start from
journal-state-flaw-start-untrusted = the checkpoint to start from is not signed by a trusted key
journal-state-flaw-last-untrusted = the chain's last entry is not signed by a trusted key
journal-state-flaw-foreign-key = is signed by another key than this installation's (key { $key })
journal-state-flaw-not-own-signature = is not signed by this installation's key
journal-state-flaw-not-signed-as-named = is not signed by the key it names (station "{ $station }", key { $key })
journal-state-flaw-not-signed-by-its-key = is not signed by the key it names
journal-state-flaw-no-signer-shared = names no signing key, which every entry of a shared journal does
journal-state-flaw-no-signer = names no signing key
journal-state-flaw-unregistered = is signed by a key that no station registered before it (station "{ $station }", key { $key })
journal-state-flaw-not-signer-there = is signed by a key that does not sign for the journal there (key { $key })
journal-state-flaw-not-signed-there = is not signed by a key that signs for the journal there
journal-state-flaw-untrusted = is not signed by a key this journal trusts
journal-state-flaw-not-own-key = makes key { $now } the journal's, which is not this installation's key ({ $own })
journal-state-flaw-unauthorized-rotation = replaces a station key without the authority of an enrolled manager (the staff register's check refused it)
journal-state-flaw-unauthorized-gap = records a gap without the authority of an enrolled manager (the staff register's check refused it)
journal-state-flaw-unauthorized-database = adopts a database for the journal without the authority its record needs (the staff register's check refused it)
journal-state-flaw-slip-out-of-order = issues slip { $slip } after slip { $last }: slip numbers skip or repeat
journal-state-flaw-other-slip-record = its slip record is not the record of that slip
# $flagged: yes when the flag says the slip pays a meter award, else no.
journal-state-flaw-jackpot-flag = its jackpot flag says the slip { $flagged ->
        [yes] pays
       *[no] does not pay
    } a progressive meter award, but its slip record says otherwise: the flag was changed
journal-state-flaw-jackpot-not-issued = is flagged as paying a meter award, which only a slip's issue can
journal-state-flaw-never-issued = slip { $slip } was never issued
journal-state-flaw-already-void = slip { $slip } was already void or paid at the cage
journal-state-flaw-key-for-no-station = registers a key for no station
journal-state-flaw-no-staff-member = names no staff member
journal-state-flaw-gap-below = declares slip { $slip } the last used, below slip { $last } issued before it
journal-state-flaw-staff-change-unread = its staff change does not read: { $why }
# $why: a journal-error-change-* message.
journal-state-flaw-staff-change = the staff change { $why }

## A record made on someone's authority that does not hold. $what: new-key (a station key replaced), gap, or database (a database adopted).

journal-state-unauthorized-unreadable = its record of { $what ->
        [new-key] the new key
        [gap] the gap
       *[database] the database
    } does not read
journal-state-unauthorized-unreadable-because = its record of { $what ->
        [new-key] the new key
        [gap] the gap
       *[database] the database
    } does not read: { $detail }
journal-state-unauthorized-disagrees = does not agree with its record of { $what ->
        [new-key] the new key
        [gap] the gap
       *[database] the database
    }
journal-state-unauthorized-not-manager = is { $what ->
        [new-key] made
       *[other] recorded
    } by { $by }, who was not an active manager
journal-state-unauthorized-not-signed-by = is not signed by { $by }, who it says { $what ->
        [new-key] made
        [gap] recorded
       *[database] adopted
    } it
journal-state-unauthorized-not-signed-by-new-key = is not signed by the new key it records, for its station
journal-state-unauthorized-replaces-other-key = replaces a key that did not sign for its station

## Whose PIN is asked for at a terminal (or refused): "PIN for the new member S-2001:". $whose is a member's ID or journal-state-pin-new-member.

journal-state-pin-prompt = PIN for { $whose }:
journal-state-pin-new-member = the new member { $id }
# A new PIN is typed twice at a terminal.
journal-state-pin-again = { $whose }, again

## What a journal behind this podium lacks, as a slip's check says it (document-error-journal-behind-known). $what is journal-state-podium-wrote or -saw; $lost is listing-gap-entry or listing-gap-entries.

journal-state-diverged-from = it holds another entry at entry { $seq } than the one { $what }
journal-state-lost-unrecorded = it lost { $lost }, which no gap records yet

## A shared journal's server that could not be reached or set up, continued. $place is one host of the address (host:port); $other is journal-state-server-web, -ssh or -unknown-protocol.

journal-state-server-none = names no server
journal-state-server-no-host-writes = no host of the address takes writes: { $hosts }
journal-state-server-host = { $place } { $why }
journal-state-server-host-refused = { $place }: { $why }
# Two or more hosts, each with what it answered.
journal-state-server-hosts = { $first }; { $then }
journal-state-server-other-protocol = the server at that address and port { $other }
journal-state-server-web = is a web server (it answers in HTTP), not a PostgreSQL server: is the port right?
journal-state-server-ssh = is an SSH server, not a PostgreSQL server: is the port right?
journal-state-server-unknown-protocol = answers in another protocol, not a PostgreSQL server: is the port right?
journal-state-server-silent = accepted the connection but did not answer within { $seconds } seconds: is it a PostgreSQL server, running normally? (its host may have stopped)
journal-state-server-root-cert-unread = sslrootcert { $path }: cannot read the authority's certificate ({ $why })
journal-state-server-no-authority = no certificate authority to check the server's certificate with: add sslrootcert=FILE (the authority's certificate, PEM) to the address
journal-state-server-tls-unusable = TLS cannot be set up: { $why }
journal-state-server-schema-unread = its schema version "{ $version }" does not read

# A staff register change, from its facts (inside journal-state-event-staff). $action is add, disable or reset; $role a role id.
journal-state-change = { $action ->
        [add] add
        [disable] disable
       *[reset] reset the PIN of
    } { $id } ({ $name }, { $role })

## Words inside the journal's refusals (journal-error-*), from their facts.

# The journal, when it is this installation's own file (a shared journal is named by its address).
journal-state-own-journal = this installation's own journal
# The property's clock as a journal keeps it or a podium's settings say it. $shifts are the shifts' names and starting times, as the settings write them.
journal-state-clock = { $zone }; gaming day from { $day }; shifts { $shifts }
journal-state-unknown-kind = unknown kind "{ $kind }"
journal-state-changed-in-recovery = the journal changed while it was being recovered; run the recovery again
# The key that holds a station's name (inside journal-error-station-taken).
journal-state-station-key = key { $key }, registered { $time }
journal-state-no-data-folder = this journal was opened without a data folder
# What differs in a shared journal not the one this podium wrote to (inside journal-error-replaced). $now and $was are the server's identities, or journal-state-none.
journal-state-replaced-journal = it is another journal than the one this podium wrote to (journal { $now } where it knew { $was }): its database was replaced
journal-state-replaced-database = its database is not the one this podium wrote to ({ $now } where it knew { $was }): it was restored from a dump or moved to another server
journal-state-replaced-written-in = its database is not the one the journal was last written in ({ $now } where the journal's own record says { $was }): it was restored from a dump or moved to another server
journal-state-none = (none)

## What a recovery says of each entry (inside listing-recover-*; the gap records them in English).

# A candidate entry passed over: $from is the file it came from, $why a chain-check reason.
journal-state-passed-over = { $from }: { $why }
# $event is a journal-state-event-* message.
journal-state-lost-unlinked = { $event }, found but not following the entries before it
journal-state-lost-found-before = unknown: found lost by the recovery of { $time }
journal-state-lost-unknown = unknown: no slip file or station log given holds it
journal-state-station-without-log = station "{ $station }" (key { $key })
journal-state-no-gap = there is no gap to record

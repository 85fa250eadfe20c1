# What the journal and the staff register say of what they hold, inside other sentences (pitpay-journal).

# A member as the register describes them: "Dana Reyes (S-1042, supervisor)"; $role is the role's id.
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
journal-state-event-database = the journal's database adopted: { $reason }
journal-state-event-paid = payment of slip { $slip } at the cage

## What a journal restored from an older copy, or cut, no longer holds (journal-error-behind, journal-error-diverged). $event is a journal-state-event-* message.

journal-state-podium-wrote = this podium wrote entry { $seq } ({ $event }) on { $time }
journal-state-podium-saw = this podium saw entry { $seq } ({ $event }) on { $time }
journal-state-behind-checkpoint = a checkpoint was signed at entry { $seq } on { $time }
journal-state-behind-seen = this podium saw entry { $seq } there

# The refusals of slips, the cage, signs, PDFs and printing (pitpay-documents).

## A slip asked for

document-error-no-supervisor = no slip without the signing-off supervisor's name and ID
# $why: what the slip has ("a W-2G flag").
document-error-no-patron = this slip has { $why }: the sign-off needs the patron (name, ID type, last 4 of the ID number) and a witness, a second employee (name and ID)
document-error-label = { $field ->
        [supervisor] the supervisor's name
        [supervisor-id] the supervisor's ID
        [property] the property
        [dealer] the dealer's name
        [patron] the patron's name
        [patron-id-type] the patron's ID type
        [patron-id-last4] the last 4 of the patron's ID
        [witness] the witness's name
        [witness-id] the witness's ID
       *[reason] the reason
    } { $message }
document-error-output = { $path }: { $why }
document-error-already-issued = the journal already holds slip { $number } for this round (issued { $time } by { $supervisor }); another slip for the same round is issued only when asked for again
document-error-write = { $path }: cannot write: { $why }
document-error-not-placed = slip { $number } is recorded in the journal, but { $path } could not be written ({ $why }); print it again (Reprint on History, or `pitpay reprint { $number }`)
document-error-no-such-slip = the journal has no slip number { $number }
document-error-not-recorded = { $why }; no slip number was taken and no file was written: issue the slip again once the journal can be reached
document-error-other-installation = slip { $number } was issued by another installation (key { $fingerprint }), and a copy is sealed with the key that signed it: print it again on that station
document-error-other-station = slip { $number } was issued at station "{ $station }" (key { $fingerprint }), and a copy is sealed with the key that signed it: print it again on that station
document-error-damaged-record = slip { $number }: damaged journal record: { $why }
document-error-seal-placement = the slip's seal could not be placed
document-error-not-a-slip = not a readable Pitpay slip (no embedded slip record)
document-error-no-data-dir = no user data folder; set PITPAY_DATA_DIR
document-error-no-void-reason = a void needs a reason
document-error-not-recoverable = { $path }: { $why }: a recovery reads slip files, their copies, podiums' station logs, or folders of them; nothing was recovered

## Why a file given to a recovery cannot be read, in the words that follow its path

document-error-recover-folder-loop = leads back to the folder { $folder }, already read: a loop of symbolic links
document-error-recover-link-loop = is a loop of symbolic links (it never reaches a file)
document-error-recover-missing = there is no such file or folder
document-error-recover-unreadable = cannot be read ({ $why })
document-error-recover-fifo = is a FIFO (a named pipe), not a file: reading it would wait for a writer
document-error-recover-device = is a device, not a file: reading it may never end
document-error-recover-socket = is a socket, not a file
document-error-recover-not-regular = is not a regular file or a folder

## Why a slip failed verification

document-error-marked-void = this copy is marked VOID: a void slip is void everywhere
# $what: public-key, signature or seal.
document-error-non-canonical = its { $what ->
        [public-key] public key
        [signature] signature
       *[seal] seal
    } is not written in canonical form (lower-case hex of the exact length): the file was altered
document-error-fingerprint-mismatch = its key fingerprint does not belong to the key that signed it: the file was altered
document-error-not-in-journal = slip { $number } is signed by this installation's key, but its journal holds no slip { $number }: either the journal was restored from an older copy or cut after the slip was issued (bring the slip back with `pitpay journal --recover FILE`), or the run that made this file was stopped before the journal recorded it
document-error-journal-behind = slip { $number } checks by itself, but the journal ends at entry { $end }, before this slip's entry (entry { $entry }): the journal was restored from an older copy or its newest entries were cut after the slip was issued. Bring the slip back with `pitpay journal --recover FILE` (docs/operations.md)
document-error-journal-elsewhere = slip { $number } checks by itself, but the journal holds another entry where this slip's stands (entry { $entry }: { $what }): the journal was restored from an older copy or cut, and went on. Bring the lost entries back with `pitpay journal --recover FILE` (docs/operations.md)
document-error-journal-behind-known = slip { $number } checks by itself, but the journal is behind: it ends at entry { $end }, but { $what }. Entries were cut from its end or it was restored from an older copy, so it cannot say whether slip { $number } was voided or printed again since. Bring them back with `pitpay journal --recover` (docs/operations.md)
document-error-lost = slip { $number } checks by itself, but its entry (entry { $entry }) was lost from the journal: { $gap }. The journal cannot vouch for it
document-error-chain-broken = this installation's journal cannot be trusted: { $broken } (see `pitpay journal --check`)
document-error-shared-chain-broken = the shared journal cannot be trusted: { $broken } (see `pitpay journal --check`)
document-error-not-in-shared-journal = slip { $number } is signed by { $who }, but the shared journal holds no slip { $number }: either the journal was restored from an older copy or cut after the slip was issued (bring the slip back with `pitpay journal --recover FILE`), or the run that made this file was stopped before the journal recorded it
document-error-unreadable = the slip was changed: the PDF or its embedded record can no longer be read
document-error-record-damaged = the slip was changed: its embedded record is damaged
document-error-no-seal = the slip has no seal
document-error-seal-mismatch = the file was changed after it was signed: its seal does not match
document-error-signature-mismatch = the settlement's signature does not match its content
# $notes: the notes on the trusted-keys file, each a document-error-key-note, or nothing.
document-error-unknown-key = signed by an unknown key (fingerprint { $fingerprint }); add it to trusted-keys.toml to accept it{ $notes }
# One note, then the notes after it ($more).
document-error-key-note = {" "}(note: { $note }){ $more }
document-error-no-longer-settles = the embedded round no longer settles: { $why }
document-error-different-settlement = re-settling the embedded round gives a different settlement from the one the slip states
document-error-not-issued = slip { $number }: this file is not one the journal issued for it (if the journal was restored from an older copy, the number may have been issued again: see `pitpay journal --recover`)
document-error-void = slip { $number } is VOID in the journal
# $role: supervisor or witness; $why: the register's words that follow their ID.
document-error-person = its { $role ->
        [supervisor] supervisor
       *[witness] witness
    } { $id } { $why }

## The cage

document-error-cage-file = { $path }: { $why }
document-error-cage-not-a-scan = "{ $what }" is not a slip: give the slip's PDF, its number, or scan its QR code (it starts PITPAY-SLIP)
# $who: verifier or manager.
document-error-cage-missing-signer = slip { $number } pays { $amount }: over { $over } the payment is signed by { $who ->
        [verifier] a verifier (a second cashier or a manager) too (--verifier
       *[manager] a manager too (--manager
    } ID, their PIN after the cashier's)
document-error-cage-no-cashier = the cashier who pays gives their ID (--cashier ID, their PIN first)
document-error-cage-same-signer = { $id } cannot sign a payment twice: the cashier, the verifier and the manager are three different people
document-error-cage-other-journal = slip { $number } was issued on another journal (its QR code names journal { $journal }): it is paid where that journal is kept
document-error-cage-scan-mismatch = the QR code scanned does not match slip { $number } in the journal (another signature or key): do not pay it; call the pit supervisor
document-error-cage-amount-differs = slip { $number }: the journal records { $recorded } to be paid, but the slip re-settles to { $settled }: do not pay it; call the pit supervisor

## Printing ($system: cups or windows)

document-error-print-too-many-copies = { $copies } copies asked: at most { $most } in one job
document-error-print-no-file = { $path }: there is no such file to print
document-error-print-not-installed = { $system ->
        [windows] the Windows print system cannot be reached: Windows PowerShell (powershell.exe), which Pitpay prints through, is not on this computer; print the PDF from a PDF viewer
       *[cups] the print system (CUPS's `lp` command) is not installed: install cups-client, or print the PDF from a PDF viewer
    }
document-error-print-not-started = { $system ->
        [windows] the Windows print system
       *[cups] the print system
    } could not be started: { $why }
document-error-print-timeout = { $system ->
        [windows] the Windows print system did not take the job within { $seconds } seconds: look at the printer's queue before printing it again
       *[cups] the print system did not accept the job within { $seconds } seconds: is CUPS running?
    }
document-error-print-not-asked = { $system ->
        [windows] the Windows print system
       *[cups] the print system
    } could not be asked: { $why }
document-error-print-no-default = no printer is set as this computer's default: name one ({ $system ->
        [windows] Settings > Bluetooth & devices > Printers & scanners lists them
       *[cups] `lpstat -p` lists them
    })
document-error-print-no-such-printer = there is no printer "{ $printer }" on this computer ({ $system ->
        [windows] Settings > Bluetooth & devices > Printers & scanners lists them
       *[cups] `lpstat -p` lists them
    })
document-error-print-not-accepting = the printer "{ $printer }" is not accepting jobs (`cupsaccept` lets it take them again)
document-error-print-not-running = the print system (CUPS) is not running: start it, or print the PDF from a PDF viewer
document-error-print-stopped = the printer "{ $printer }" is stopped: the job ({ $job }) waits in its queue and prints when the printer is started again (`cupsenable { $printer }`); do not print it again
document-error-print-no-renderer = this Windows cannot render a PDF to print it (Windows.Data.Pdf is missing): print the PDF from a PDF viewer
document-error-print-unconfirmed = the Windows print system did not confirm the job (PowerShell said nothing): look at the printer's queue before printing it again
# $status: PowerShell's exit status, or none.
document-error-print-refused-with-status = the Windows print system refused the job (PowerShell ended with status { $status ->
        [none] none
       *[other] { $status }
    })
document-error-print-refused = { $system ->
        [windows] the Windows print system
       *[cups] the print system
    } refused the job: { $why }

## A PDF, a sign

document-error-pdf-font = an embedded font could not be read
document-error-pdf-subset = font subsetting failed: { $why }
document-error-pdf-subset-unread = a font subset could not be read back
document-error-pdf-date = the document's date: { $why }
document-error-pdf-write = the PDF could not be written: { $why }
document-error-sign-no-paytable = no paytable has the id "{ $id }" (see pitpay paytables)
document-error-sign-decks = paytable "{ $id }" is not dealt from { $decks } decks (it allows { $allowed })
document-error-sign-no-house-rules = no house-rules file has the id "{ $id }"
# $game: the game's title.
document-error-sign-house-rules-game = house rules "{ $id }" are for { $game }, not this paytable's game
document-error-sign-edge = the house advantage: { $why }
document-error-newer-rulebook = the slip was settled under rulebook edition { $edition }, newer than this Pitpay knows (edition { $known }): verify it with a newer Pitpay

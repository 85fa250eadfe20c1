# Notes and warnings a slip, the journal or a recovery leaves for whoever ran it, besides
# what was asked: a line each, on standard error or in the window's status line.
note-cannot-remember = warning: this podium could not record the entry in its own log ({ $log }: { $why }), so a journal restored from an older copy may go unnoticed here until its next entry; check the data folder's disk and permissions
note-cannot-keep-gap = warning: this podium could not keep the lost entries in its own memory ({ $why }): only `pitpay journal --recover` now says that a gap must be recorded
note-key-made = note: made this installation's signing key (key { $key }) in { $file }: back it up with the data folder (docs/operations.md)
note-mark-inside = warning: this podium keeps its mark (the newest journal entry it wrote or saw) only inside its data folder { $folder }, so a restore of the whole folder from a backup would go unnoticed and could issue slip numbers again: set `mark_folder` in { $settings } (or PITPAY_MARK_DIR) to a folder outside it (docs/operations.md, "What each podium keeps")
note-stale-removed = note: removed { $count } unfinished slip file(s) left by runs that were stopped
note-file-never-appeared = note: slip { $number } is recorded in the journal but its file never appeared; print it again (Reprint on History, or `pitpay reprint { $number }`)
note-issued-again = warning: the journal already holds slip { $number } for this round (issued { $time } by { $by }); issued again as asked (--again)
note-cannot-sign-rebuilt = note: entries rebuilt from slip files cannot be signed again here ({ $why }); station logs still count
note-passed-over = note: { $file }: { $why }; passed over

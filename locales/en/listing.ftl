# The command line's listings for a person at the podium: `pitpay journal` (its table,
# backup, check and recovery), `pitpay paytables`, `pitpay analyze`, `pitpay staff` and
# `pitpay practice --stats`. Their JSON and CSV stay in English whatever the language.

## pitpay journal: the table's headings (each a column; the terminal pads them)
listing-journal-number = number
listing-journal-local-time = local time
listing-journal-gaming-day = gaming day
listing-journal-station = station
listing-journal-supervisor = supervisor
listing-journal-id = ID
listing-journal-table = table
listing-journal-game = game
listing-journal-paid = paid
listing-journal-net = net
listing-journal-state-heading = state

## pitpay journal: a slip's state and its marks, written after it
# $state: the state's id: issued, reprinted or void.
listing-journal-state = { $state ->
    [issued] issued
    [reprinted] reprinted
   *[void] void
}
listing-journal-void-reason = {" "}({ $reason })
listing-journal-jackpot = , jackpot
listing-journal-cage-outstanding = , to be paid at the cage
listing-journal-cage-paid = , paid at the cage
listing-journal-file-missing = , file missing (print it again with `pitpay reprint`)

## pitpay journal --backup, --adopt-clock
listing-journal-backed-up = backed up the journal's { $entries } entries ({ $slips } slips) to { $file }; head { $head }
# $clock: the clock's settings, as the journal writes them.
listing-journal-clock-adopted = the shared journal now keeps the property's clock as "{ $clock }"

## pitpay journal --check
listing-check-writing-to = writing to the shared journal at { $at }
listing-check-empty = the journal is empty: nothing to check
listing-check-holds = the journal's chain holds: { $entries } entries, { $slips } slips; head { $head }
listing-check-from-checkpoint = checked from the checkpoint at entry { $entry } (signed { $time }): { $walked } entries walked
# $seconds and $rate: figures already written.
listing-check-speed = { $walked } entries in { $seconds } s ({ $rate } entries a second)
listing-check-station-key = station "{ $station }": key { $key } (registered { $registered })
listing-check-progress = checked { $done } of { $total } entries ({ $percent }%)

## pitpay journal --recover
listing-recover-nothing-back = the journal ends at entry { $end }: nothing was brought back
listing-recover-brought-back = the journal ended at entry { $end }; brought back { $count } { $count ->
    [one] entry
   *[other] entries
}:
# $what: the entry, as the journal words it; $from: the file it was found in.
listing-recover-entry-from = entry { $entry }: { $what } (from { $from })
listing-recover-passed-over = passed over: { $why }
listing-recover-none-lost = nothing known to be lost remains; the journal ends at entry { $end } and the next slip is number { $next }
listing-recover-cannot = cannot bring back { $count } { $count ->
    [one] entry
   *[other] entries
}:
listing-recover-entry = entry { $entry }: { $what }
listing-recover-gap-recorded = recorded the gap at entry { $entry }: slip numbers up to { $last } may have been used in the lost entries, so the next slip is number { $next }
listing-recover-gap-no-key = the gap was not recorded: this podium has no signing key for the journal
listing-recover-gap-needed = the journal takes no slip until a manager records the gap: run this again with --by MANAGER_ID (or give the slip files and podium logs that hold these entries)
listing-recover-database-adopted = the shared journal's database (restored, replaced or moved) is the journal's again: every podium writes to it
listing-recover-database-other = the shared journal's database is not the one this podium wrote to: it is taken as the journal's once nothing remains lost and every podium's log was read; no log was read from:
listing-recover-database-how = copy each podium's station/*.log here and run this again, or have a manager answer for them with --by MANAGER_ID

## pitpay paytables: the headings (each a column; the terminal pads them)
listing-paytables-id = id
listing-paytables-game = game
listing-paytables-bet = bet
listing-paytables-version = version
listing-paytables-effective = effective
listing-paytables-fingerprint = fingerprint
listing-paytables-verified = verified
listing-paytables-name = name
# Whether the paytable was verified against its published source.
listing-paytables-yes = yes
listing-paytables-no = NO
listing-paytables-house-rules = House-rules files:

## pitpay staff list: the headings (each a column; the terminal pads them)
listing-staff-id = ID
listing-staff-name = name
listing-staff-role = role
listing-staff-state = state
listing-staff-key = key
# $role: the role's id, as the command line takes it.
listing-staff-role-name = { $role ->
    [supervisor] supervisor
    [manager] manager
    [auditor] auditor
   *[cashier] cashier
}
# $at: when the member was disabled.
listing-staff-disabled = disabled { $at }
# $since: the day the member was enrolled.
listing-staff-active = active since { $since }
listing-staff-empty = the staff register is empty: slips say "supervisor not enrolled" (enroll a manager first: pitpay staff add ID --name NAME --role manager)

## pitpay practice --stats
listing-practice-none = No practice yet: open Practice in the app (Ctrl+D) and answer a few questions.
listing-practice-title = Practice progress, per drill, game and item type
# The table's headings (each a column; the terminal pads them).
listing-practice-answered = answered
listing-practice-right = right
listing-practice-accuracy = accuracy
listing-practice-median = median
listing-practice-item-type = item type
# $seconds: a figure already written (3.2).
listing-practice-seconds = { $seconds }s
listing-practice-streaks = Streaks: { $days } day(s) in a row (best { $best_days }); { $right } right in a row (best { $best_right })
listing-practice-last-runs = Last { $count } runs, oldest first
# $run: the run's number, already padded to its column.
listing-practice-run = run { $run }
listing-practice-weakest = Weakest item types
listing-practice-none-weak = none: every item type answered so far was right
# $percent and $seconds: figures already written (75%, 3.2).
listing-practice-weak-item = { $item }: { $right } of { $answered } right ({ $percent }), median { $seconds }s
listing-practice-in-review = In review (Leitner box 1-3; three right in a row takes an item out)
listing-practice-box = box { $number }: { $item }

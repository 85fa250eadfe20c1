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
# $who: the manager who adopted it, as the register names them.
listing-journal-database-adopted = the shared journal at { $at } keeps its entries in this database from now on, adopted at entry { $entry } on the authority of { $who }: every podium writes to it again

## pitpay journal --check
listing-check-writing-to = writing to the shared journal at { $at }
listing-check-empty = the journal is empty: nothing to check
listing-check-holds = the journal's chain holds: { $entries } entries, { $slips } slips; head { $head }
listing-check-broken = FAILED: the journal's chain is broken: { $why }
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

## A gap in the journal: entries lost and recorded as lost (the listing, --check)
# $lost: the lost entries, as listing-gap-entry or listing-gap-entries says them.
listing-gap = gap at entry { $entry } (recorded on { $time } at station "{ $station }"): { $lost } of the former journal were lost and could not be recovered; slip numbers up to { $last } may have been used in them
listing-gap-by = gap at entry { $entry } (recorded by { $by } on { $time } at station "{ $station }"): { $lost } of the former journal were lost and could not be recovered; slip numbers up to { $last } may have been used in them
listing-gap-entry = entry { $entry }
listing-gap-entries = entries { $from }-{ $to }

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
listing-practice-where = the drills are in the app: pitpay, then Practice (Ctrl+D); pitpay practice --stats prints your progress
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

## pitpay analyze: a side bet's analysis (the figures, the names and the chart's codes
## are the same in every language)
# $decks: how many decks the figures are for.
listing-analysis-heading = { $name } ({ $paytable }), fingerprint { $fingerprint }, { $decks ->
    [one] { $decks } deck
   *[other] { $decks } decks
}
# $model: how the figures were worked out, as the analysis says it.
listing-analysis-model = Model: { $model }
listing-analysis-house = House: { $options }
listing-analysis-declared-suit = Declared suit: { $suit }
# The tier table's headings (each a column; the terminal pads them).
listing-analysis-outcome = outcome
listing-analysis-combinations = combinations
listing-analysis-probability = probability
listing-analysis-one-in-heading = 1 in
listing-analysis-pays = pays
listing-analysis-contribution = contribution
listing-analysis-no-win = no win
listing-analysis-total = total
# A chance of "1 in N" when the outcome never happens.
listing-analysis-never = never
# The summary's labels (each padded to a column).
listing-analysis-house-edge = house edge
listing-analysis-return = return
listing-analysis-hit-frequency = hit frequency
listing-analysis-std-dev = standard deviation
# $n: a figure already written (10.33).
listing-analysis-one-in = (1 in { $n })
listing-analysis-per-unit = per unit wagered
# $base and $per_unit: figures already written; $stake: an amount.
listing-analysis-progressive = Progressive: return = { $base } + { $per_unit } × meter (meter in { $currency }, per { $stake } fixed stake)
listing-analysis-break-even = break-even meter
listing-analysis-break-even-none = none: the return exceeds 100% at any meter
listing-analysis-figures-at = figures above at a meter of { $meter }
listing-analysis-figures-at-reseed = figures above at a meter of { $meter } (the reseed; give --meter for another)
listing-analysis-best-play = Best play of the first two cards against the dealer's up card (H hit, S stand, P split):
listing-analysis-cards = cards
listing-analysis-pair-rank = A/B: A when the up card is of another rank than the pair, B when it is of the same rank.
listing-analysis-by-option = House edge under each option:
listing-analysis-dealer-busts = Dealer busts by number of cards:
# $cards: the number of cards, already padded to its column.
listing-analysis-bust-cards = { $cards } cards
listing-analysis-note = note: { $note }

## pitpay analyze: a main game's edge and strategy
# $game: the game's id.
listing-main-heading = { $game ->
    [stadium-blackjack] Stadium Blackjack
   *[blackjack] Blackjack
} main wager ({ $paytable }), { $decks } decks
listing-main-options = Options: { $options }
listing-main-stadium-1-4 = These are the rules of Stadium's paytables 1-4.
listing-main-stadium-5 = These are the rules of Stadium's paytable 5.
listing-main-stadium-mixed = These options mix Stadium's paytables 1-4 (double 2-20, after a split, three hands) and 5 (10-11, not after a split, two hands).
listing-main-model = Model: exact combinatorial analysis off a full shoe; splits valued by the number of pair cards out (pitpay-edge NOTES.md)
# The figures' headings (each a column; the terminal pads them).
listing-main-player = player
listing-main-house-edge = house edge
listing-main-return = return
listing-main-wins = wins
listing-main-pushes = pushes
listing-main-losses = losses
listing-main-std-dev = std dev
listing-main-basic = basic strategy (the chart)
listing-main-composition = composition-dependent
listing-main-timeouts = A terminal that times out at every decision (R7.5: the auto-rule decides; no double, split, surrender or insurance):
# $edge and $points: figures already written (the edge padded to its column).
listing-main-timeout = house edge { $edge }   { $points } points against basic strategy
listing-main-timeout-this-table = house edge { $edge }   { $points } points against basic strategy  (this table)
listing-main-chart = Basic strategy (player's hand down, dealer's up card across)
# The chart's codes stay letters in every language: the key says what each means.
listing-main-chart-key = H hit · S stand · D double, else hit · Ds double, else stand · P split · Rh surrender, else hit · Rs surrender, else stand · Rp surrender, else split
listing-main-rule-costs = Rule costs: the change in the house edge, in percentage points, from this table
listing-main-option = option
listing-main-basic-heading = basic
listing-main-composition-heading = composition
listing-main-play-basic = basic strategy
# A terminal that times out at every decision; $rule is the auto-rule's id.
listing-main-play-timeout = timeout { $rule }
# $play: the play simulated (listing-main-play-*); $mean, $error, $analysis, $z:
# figures already written.
listing-main-simulated = Simulated, { $rounds } rounds of { $play }: return { $mean }% ± { $error }% (one standard error) against the analysis' { $analysis }%: { $z } standard errors
listing-main-insurance-decks = { $decks } { $decks ->
    [one] deck
   *[other] decks
}: { $edge }
listing-main-insurance = Insurance and even money (2 to 1 against a dealer Ace, off the top), house edge: { $edges }

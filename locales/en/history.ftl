# The History screen: the slip journal, its search, each slip's card, the jackpots.

history-title = Slip journal
history-refresh = Refresh
history-shift-report = Shift report
history-export-list = Export list (CSV)
history-back-up = Back up the journal
history-writing-to = Writing to the shared journal at { $path }
# The "as" box: who reprints or voids. $name, $id: the member signed in.
history-acting-manager = Reprints and voids sign as you, { $name } ({ $id }). Another member acts by their ID and PIN here:
history-acting-supervisor = Reprints sign as you, { $name } ({ $id }). A void needs a manager: their ID and PIN here:
history-acting-auditor = { $name } ({ $id }) is an auditor: a reprint needs a supervisor's or manager's ID and PIN here, a void a manager's:
history-acting-none = Reprint or void as (with a staff register: a supervisor reprints, a manager voids):
history-id = ID
history-pin = PIN
history-reading = Reading the journal…
history-no-slips = No slips yet. Export one from the Settle screen (Ctrl+E).
history-gap = Gap in the journal: { $gap }
history-no-match = No slip matches the search.
# $examples: what the search takes, in the search's own words (never translated).
history-search-placeholder = Find: { $examples }
history-search-help = Newest first, { $count } a page: Enter turns to older slips; Page Down scrolls; the palette (Ctrl+K) has Newer and Older too.
history-newer = ← Newer
history-older = Older →
history-searching = Searching…
history-none-shown = No slip shown
history-shown-one = Slip { $first } of { $total } · page { $page } of { $pages }
history-shown-range = Slips { $first }-{ $last } of { $total } · page { $page } of { $pages }
history-shown-one-counting = Slip { $first } of … (counting) · page { $page }
history-shown-range-counting = Slips { $first }-{ $last } of … (counting) · page { $page }
history-state-void = VOID
history-state-reprinted = REPRINTED
history-state-issued = ISSUED
history-cage-outstanding = TO BE PAID AT THE CAGE
history-cage-paid = PAID AT THE CAGE
history-amounts = paid { $paid } · net { $net }
history-amounts-to-pay = to pay { $to_pay } · paid { $paid } · net { $net }
history-slip = Slip { $number }
history-no-table = no table
history-station-unknown = station not recorded
history-station = at { $station }
history-entry-time = { $time } · gaming day { $day }
history-reprint = Reprint
history-reprint-at = Reprint at { $station }
history-voided = Voided: { $reason }
history-voided-by = Voided: { $reason } · voided by { $who }, { $when }
history-paid-not-voided = Paid at the cage: it cannot be voided
history-void-reason = reason to void (Enter: void…)
history-void = Void…
# Beside a slip whose void or reprint was refused; $why: the journal's reason.
history-void-refused = The void was refused: { $why }. A manager overrides it: their ID and PIN in the fields here, then Enter in the PIN field.
history-reprint-refused = The reprint was refused: { $why }. A supervisor or manager reprints it: their ID and PIN in the fields here, then Enter in the PIN field.
history-jackpots = Jackpots (progressive meter awards)
history-jackpot = Slip { $slip } · { $table } · seat { $seat }{ $void ->
        [yes] {" · VOID"}
       *[no] {""}
    } · { $tier } ({ $paytable }) · { $time }
history-jackpot-award = Award { $award } · meter { $before } before, { $after } after · supervisor { $name } ({ $id })
history-jackpot-award-witnessed = Award { $award } · meter { $before } before, { $after } after · supervisor { $name } ({ $id }) · witness { $witness } ({ $witness_id })
# What the screen's work says on the status line when it is done.
history-shift-report-filed = Shift report of { $period } filed ({ $count ->
    [one] 1 slip
   *[other] { $count } slips
}): { $path }
history-list-filed = The list of every slip is filed as CSV: { $path }
history-found-filed = The list of the slips found by "{ $search }" is filed as CSV: { $path }
history-backed-up = The journal is backed up whole ({ $entries ->
    [one] 1 entry
   *[other] { $entries } entries
}, { $slips ->
    [one] 1 slip
   *[other] { $slips } slips
}): { $path }
history-reprinted = Slip { $number } printed again and filed: { $path }
history-now-void = Slip { $number } is void: { $reason }
history-nothing-to-back-up = There is no journal yet: nothing to back up

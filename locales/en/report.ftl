# The shift report (PDF): what a pit manager signs at the end of a shift, and what the
# command says when it is written. Amounts, names, table labels, slip numbers and times
# come in as text, already formatted.

report-heading = SHIFT REPORT
# The PDF's title and the start of every page's footer.
report-doc-title = Pitpay shift report, { $period }
report-footer = { $title } · page { $page } of { $pages }

## The period (also in the command's message).
report-period-day = gaming day { $day }
report-period-day-shift = gaming day { $day }, { $shift } shift
report-period-days = gaming days { $first } to { $last }
report-period-days-shift = gaming days { $first } to { $last }, { $shift } shift

## The header.
report-property = Property: { $name }
report-property-blank = Property:
report-location = Location: { $name }
report-location-blank = Location:
report-period = Period: { $period }
report-local-time = Local time from { $from } to { $until } ({ $zone })
report-station = Station: { $station }
report-every-station = Station: every station
report-printed = Printed: { $time } ({ $zone })

## Counts and totals.
report-slips = Slips
report-issued = { $issued } issued in the period; of them { $reprinted } printed again and { $voided } voided since.
report-recorded = Recorded in the period: { $reprints ->
        [one] 1 reprint
       *[other] { $reprints } reprints
    } and { $voids ->
        [one] 1 void
       *[other] { $voids } voids
    } of any slip.
report-mixed-currencies = The slips are not all in one currency: the totals add their amounts as written; the listing gives each slip in its own currency.
report-by-table = Paid out by table (the amount to be paid; voided slips left out)
report-by-game = Paid out by game
report-col-number = No.
report-col-time = Time
report-col-table = Table
report-col-game = Game
report-col-supervisor = Supervisor
report-col-slips = Slips
report-col-to-pay = To pay
report-col-state = State
report-none = None.
# A table or game with no name recorded.
report-unnamed = (none)
report-total = Total
# Between the items of a list of slip numbers.
report-list-separator = {", "}

## The listing of every slip.
report-listing = Every slip issued in the period
report-state-issued = issued
report-state-reprinted = reprinted
report-state-void = VOID
report-note-reissue = Re-issue of slip { $slip }: the same round issued again (--again).
report-note-reissued-as = Its round was issued again (--again) as slip { $slips }.
report-note-reprint = Printed again { $time } by { $who }.
report-note-void = VOIDED { $time } by { $who }. Reason: { $reason }
report-note-jackpot = Pays a progressive meter award (see Jackpots).
report-note-cage-paid = Paid at the cage { $time } by { $who }.
report-note-cage-paid-with = Paid at the cage { $time } by { $who } ({ $with }).
# Who signed a cage payment besides the cashier: a role, then the name and ID.
report-cosigner = { $role ->
    [verifier] verifier
   *[manager] manager
} { $who }
report-cosigners-separator = {"; "}
report-note-cage-owed = To be paid at the cage: outstanding.
report-note-file-missing = FILE MISSING: recorded, but no copy was put in place (pitpay reprint { $slip }).
report-note-altered = ITS JOURNAL ENTRY DOES NOT HOLD TO ITS HASH: run pitpay journal --check.
report-one-station = One station's slips: numbers between them may be other stations' slips.
report-none-missing = No number is missing between the first and the last slip listed.
report-missing = Numbers missing between the first and the last slip listed: { $numbers }
report-twice = Numbers listed more than once: { $numbers }

## The cage.
report-cage = The cage
report-cage-issued = Issued in the period, paid at the cage: { $count } slip(s), { $amount }.
report-cage-paid = Paid: { $count } slip(s), { $amount }.
report-cage-outstanding = Outstanding: { $count } slip(s), { $amount }.
report-cage-by-cashier = Paid, by cashier
report-cage-cashier = { $cashier }: { $count } slip(s), { $amount }
report-cage-owed = Outstanding slips
report-cage-owed-slip = { $slip } ({ $amount })

## Jackpots.
report-jackpots = Jackpots (progressive meter awards)
report-jackpot = Slip { $slip } · { $time } · { $table } · seat { $seat }{ $void ->
        [yes] {" · VOIDED"}
       *[no] {""}
    } · { $tier } · award { $award }
report-patron = patron { $name } ({ $kind } ending { $last4 })
report-no-patron = patron not recorded
report-witness = witness { $name } ({ $id })
report-no-witness = witness not recorded
report-jackpot-people = { $patron } · { $witness } · supervisor { $supervisor } ({ $id })
report-meter = meter { $before } before, { $after } after

## The journal.
report-journal = Journal
report-chain-head = Chain head at the end of the period: entry { $entry }
report-no-head = The journal held no entry by the end of the period.
report-gap = GAP: { $gap }

## Signatures.
report-signed = Signed
report-role-supervisor = Supervisor
report-role-cashier = Cashier
report-role-manager = Manager
report-field-name = Name
report-field-employee-id = Employee ID
report-field-signature = Signature
report-field-date = Date

## The command's message.
report-written = shift report of { $period } written to { $file }: { $issued ->
        [one] 1 slip
       *[other] { $issued } slips
    } issued, { $jackpots ->
        [one] 1 jackpot
       *[other] { $jackpots } jackpots
    }

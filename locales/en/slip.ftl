# The payout slip: every word the slip prints itself. Numbers, times, names and amounts
# come in already written; the settlement's own lines (cards, reasons, totals) are the
# statement's.

## The heading and the copy's mark
slip-heading = PAYOUT SLIP No. { $number }
slip-heading-continued = PAYOUT SLIP No. { $number } (continued)
slip-pdf-title = Payout slip { $number }
# A second slip for a round whose first slip is still live.
slip-reissue = RE-ISSUE of slip { $first }
slip-copy-original = Original
slip-copy-reprint = REPRINT { $count }
slip-copy-void = VOID
slip-copy-duplicate = DUPLICATE
slip-reprint-notice = REPRINT { $count } of slip No. { $number }, printed { $printed }. The original was issued { $issued }.
slip-void-notice = VOID: slip No. { $number } was voided. Reason: { $reason }. This copy printed { $printed }; issued { $issued }. It pays nothing and does not verify.
slip-void-notice-on = VOID: slip No. { $number } was voided on { $voided }. Reason: { $reason }. This copy printed { $printed }; issued { $issued }. It pays nothing and does not verify.

## The header's boxes
slip-pay-at-cage = PAY AT CAGE
slip-amount-to-pay = Amount to be paid { $amount }
slip-field-property = PROPERTY
slip-field-location = LOCATION
slip-field-table = TABLE
slip-field-issued = ISSUED
slip-field-station = STATION
slip-no-table = no table
slip-gaming-day = Gaming day { $day } · { $shift } shift · { $zone } · issued { $utc }
slip-house-options = House options in force: { $options }
slip-warning = WARNING { $warning }

## The sections and the wager table's columns
slip-cards = Cards as entered
slip-wagers = Wagers
slip-meters = Progressive meters
slip-declared-suit = Declared suit: { $suit }
slip-column-seat = seat
slip-column-bet = bet
slip-column-hand = hand
slip-column-stake = stake
slip-column-result = result
slip-column-odds = odds
slip-column-paid = paid
slip-column-net = net

## Who signs
slip-dealer = Dealer: { $name }
slip-supervisor = Supervisor: { $name } (ID { $id })
slip-enrolled = enrolled, own key { $fingerprint }
slip-supervisor-not-enrolled = supervisor not enrolled
slip-witness-not-enrolled = not enrolled
slip-id-blank = ID ______________
slip-verifier-blank = Verifier: ______________
slip-manager-blank = Manager: ______________
slip-cashier-blank = Cashier: ______________
slip-patron = Patron: { $patron }
# The patron's name and the kind of ID shown, with its last four characters.
slip-patron-id = { $name } ({ $id_type } ending { $last4 })
slip-witness = Witness: { $witness }
slip-witness-who = { $name } (ID { $id })
slip-signature = Signature
slip-date = Date
# The date's format, faint in the date field.
slip-date-hint = YYYY-MM-DD

## The verification block and the foot of each page
slip-verification = Verification
slip-fingerprint = Signing key fingerprint: { $fingerprint }
slip-fingerprint-place = Signing key fingerprint: { $fingerprint } · journal entry { $entry }, after { $prev }
slip-signature-about = Ed25519 signature over the canonical settlement:
slip-check-with = Check with: pitpay verify SLIP.pdf (the round and paytables are embedded in this file).
slip-footer-number = Payout slip No. { $number }
slip-footer-page = Page { $page } of { $total }

## What `verify` says of a slip that holds
# $issued and $cage: the clauses below, or nothing.
slip-verified = slip { $number } verified: { $people }; signed by { $signer } (key { $fingerprint }), re-settles to the same payouts (player paid { $paid }, net { $net }){ $issued }{ $cage }
slip-verified-issued = ; issued { $local } { $zone } ({ $utc }), gaming day { $day }, { $shift } shift
slip-verified-cage = ; paid at the cage { $time } by { $cashier } ({ $id }), { $amount }
slip-verified-cage-station = ; paid at the cage { $time } by { $cashier } ({ $id }) at station { $station }, { $amount }
slip-signed-off = signed off by { $supervisor }
slip-signed-off-witnessed = signed off by { $supervisor }, witnessed by { $witness }
slip-person-not-enrolled = { $name } ({ $id }, supervisor not enrolled)
slip-person-vouched = { $name } ({ $id }, enrolled, as the staff register held them; own key { $fingerprint })
slip-person-unvouched = { $name } ({ $id }, enrolled in the issuing journal's staff register, which is not here; own key { $fingerprint })
slip-witness-unenrolled = { $name } ({ $id }, not enrolled)
slip-signer-own = this installation
slip-signer-replaced = this installation (with the key a manager has since replaced)
slip-signer-station = station "{ $station }" (registered in the shared journal)
slip-signer-trusted = trusted key "{ $name }"
slip-verify-warning = warning: { $problem }

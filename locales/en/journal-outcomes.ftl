# What a staff command did (pitpay-journal): `pitpay staff …`, `pitpay keys --rotate` and the window's Staff screen.

# A member enrolled; $role is the role's id (supervisor, manager, auditor, cashier).
staff-outcome-enrolled = { $name } ({ $id }, { $role }) is enrolled, own key { $fingerprint }
# $who is a member as the register describes them (journal-state-member).
staff-outcome-disabled = { $who } is disabled
staff-outcome-reset = { $who } has a new PIN, and a new own key { $fingerprint }
# The station's key replaced, on a manager's authority ($who), or with an empty register.
staff-outcome-rotated = station key { $key } now signs for this station in place of key { $old }, recorded in the journal on the authority of { $who }; slips signed with either key verify
staff-outcome-rotated-unsigned = station key { $key } now signs for this station in place of key { $old }, recorded in the journal (the staff register is empty: no manager signed it); slips signed with either key verify
# What was done, then a note the journal left besides (a key made), on the next line.
staff-outcome-noted =
    { $done }
    { $note }

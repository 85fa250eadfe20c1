# The Staff screen (Ctrl+I): signing in, and the staff register.

staff-screen-title = Staff
staff-screen-refresh = Refresh
# Who is signed in: "Dana Reyes (S-1, supervisor)".
staff-screen-who = { $name } ({ $id }, { $role })
staff-screen-role-name = { $role ->
    [supervisor] supervisor
    [manager] manager
    [auditor] auditor
   *[cashier] cashier
}
staff-screen-signed-in = Signed in: { $who }. { $may } After { $minutes } minutes with nothing done, Pitpay signs you out.
staff-screen-signed-in-said = Signed in: { $who }. Enter: back to the round.
staff-screen-signed-out = { $who } signed out. Ctrl+I signs in.
staff-screen-back = Back to the round (Ctrl+R)
staff-screen-sign-out = Sign out (Ctrl+Shift+L)
staff-screen-sign-in = Sign in
staff-screen-sign-in-how = Sign in for your shift: your ID and PIN (slips you issue then sign as you).
staff-screen-id = ID
staff-screen-pin = PIN
staff-screen-name = Name
staff-screen-role = Role
staff-screen-new-pin = PIN (6 or more)
staff-screen-their-pin = Their PIN
staff-screen-pin-twice = PIN again
staff-screen-reset-pin-field = New PIN (reset)
staff-screen-reset-pin-again = New PIN again
staff-screen-enroll = Enroll
staff-screen-add = Add
staff-screen-reset = Reset PIN
staff-screen-disable = Disable
staff-screen-reading = Reading the register…
staff-screen-empty = The staff register is empty: slips say "supervisor not enrolled". Enroll the first manager below.
staff-screen-disabled = disabled { $at }
staff-screen-active = active
staff-screen-key = key { $fingerprint }
staff-screen-enroll-first = Enroll the first manager (they then sign in and enroll the others); the PIN twice:
staff-screen-manager-only = Only a signed-in manager changes the register.
staff-screen-add-how = Add a member (role: supervisor, manager or auditor; their PIN twice):
staff-screen-change-how = Disable a member, or reset their PIN (a new PIN, twice, gives them a new key):
staff-screen-may-supervisor = You issue slips and reprint them, each signed as you. A void needs a manager: they type their ID and PIN in History's "as" box (or sign in).
staff-screen-may-manager = You issue, reprint and void slips, each signed as you, and change the staff register below.
staff-screen-may-auditor = You read History and sign a jackpot slip's witness line. Issuing, reprinting and voiding slips need a supervisor or a manager.
staff-screen-may-cashier = You pay slips at the cage (the Cage screen) and verify another cashier's payment. Nothing else is yours to sign.
staff-screen-pins-differ = The two PINs typed differ: nothing was changed. Type the new PIN twice again.
staff-screen-type-id = Sign in: type your ID first, then your PIN.
staff-screen-pin-again = { $why }. Type the PIN again.
staff-screen-bad-role = Role "{ $role }": write supervisor, manager, auditor or cashier
staff-screen-no-manager = Only a signed-in manager changes the register: sign in first

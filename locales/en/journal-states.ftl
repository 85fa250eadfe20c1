# What the journal and the staff register say of what they hold, inside other sentences (pitpay-journal).

# A member as the register describes them: "Dana Reyes (S-1042, supervisor)"; $role is the role's id.
journal-state-member = { $name } ({ $id }, { $role })

# The sign-off panel (Ctrl+E): who signs the slip off, the patron and the witness.

signoff-issued-when = issued { $time } by { $supervisor }
signoff-files-in = Files the slip under its number (slip-000123.pdf) in { $folder }
signoff-no-data-folder = No data folder: set PITPAY_DATA_DIR to issue slips
signoff-issue = Sign off and issue (Enter)
signoff-cancel = Cancel (Escape)
signoff-signs-as = Signs as { $name } ({ $id }), signed in
signoff-supervisor = Supervisor (signs off)
signoff-supervisor-id = Supervisor ID
signoff-pin = PIN
signoff-dealer = Dealer
signoff-patron = Patron
signoff-id-type = ID type
signoff-last4 = Last 4 of ID
signoff-witness = Witness (employee)
signoff-witness-id = Witness ID
signoff-witness-pin = Witness PIN
signoff-patron-why = This slip has { $why }: it needs the patron and a witness. Only the last 4 of the ID number, never the full number.
signoff-place = Property: { $property } · Location: { $location }
signoff-place-no-location = Property: { $property } · no location set (settings.toml: location)
signoff-place-no-property = Location: { $location } · no property set (settings.toml: property)
signoff-place-none = No property or location set: IT sets them once in settings.toml (property, location). The slip leaves their boxes blank, to be filled in by hand.
# Why a slip needs the patron ($why above): each reason, joined two by two.
signoff-why-flag = { $flag ->
    [w2g] a W-2G flag
   *[withholding] a withholding flag
}
signoff-why-meter = a progressive meter award
signoff-why-and = { $first } and { $second }

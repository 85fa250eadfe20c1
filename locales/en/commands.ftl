# The command line's own words, said to a person at the podium (stderr and plain
# output). With --json every command speaks English.

cmd-print-sent = { $file } sent to the printer: { $request }
cmd-print-failed = { $file } was not printed: { $why }
cmd-print-written-not-printed = { $file } is written but was not printed: { $why }; print it with `pitpay print { $file }`
cmd-open-no-display = no display to open the Pitpay window on (DISPLAY is not set)
cmd-open-use-the-command-line = the command line works without a window: pitpay settle ROUND.toml, pitpay --help
cmd-open-failed = the Pitpay window could not open: { $why }
cmd-open-x-silent = the X server did not answer
cmd-open-x-only = this build speaks to X servers only
cmd-open-x-unusable = the display { $display } (DISPLAY) cannot be used: { $why }. Is an X server running there, and may this user open it?
cmd-open-wayland-unusable = the Wayland display { $display } (WAYLAND_DISPLAY) cannot be used: { $why }. Set DISPLAY to an X server (XWayland) instead.
cmd-open-no-display-usable = no display could be used: { $why }

## pitpay jackpots: one award in three lines.
cmd-jackpots-none = no progressive meter award in the journal
cmd-jackpots-when = { $time } (gaming day { $day })
cmd-jackpots-no-table = no table
cmd-jackpots-award-head = slip { $slip } · { $when } · { $table }{ $void ->
        [yes] {" · VOIDED"}
       *[no] {""}
    } · seat { $seat } · { $tier } ({ $paytable })
cmd-jackpots-meter = award { $award } · meter { $before } before, { $after } after
cmd-jackpots-meter-reseed = award { $award } · meter { $before } before, { $after } after, reseed { $reseed }
cmd-jackpots-signed = supervisor { $supervisor } ({ $supervisor_id })
cmd-jackpots-signed-witness = supervisor { $supervisor } ({ $supervisor_id }) · witness { $witness } ({ $witness_id })

## pitpay keys
cmd-keys-made = made this installation's signing key (key { $fingerprint }): back up the data folder (docs/operations.md)
cmd-keys-registered = station "{ $station }" (key { $fingerprint }) { $new ->
        [yes] is now registered
       *[no] was already registered
    } in the shared journal at { $journal }

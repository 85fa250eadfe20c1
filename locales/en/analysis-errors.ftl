# Why an analysis (`pitpay analyze`, the Paytables screen's figures) was refused: each
# says what to change. Rule numbers are RULES.md's.

analysis-error-decks = { $id } is dealt from { $allowed } decks, not { $decks } (R1.2)
analysis-error-decks-or = { $rest } or { $last }
analysis-error-by-strategy = { $id } is the { $games } main wager: its edge is the main game's under the table's options, by basic strategy; `pitpay analyze { $id }` prints the chart and what each option costs
analysis-error-by-paytable = { $game }'s main game is analysed with its paytable
analysis-error-missing-pay = { $id } has no "{ $pay }" pay
analysis-error-too-few-cards = { $decks } decks hold too few cards for { $card }
analysis-error-no-meter = { $id } has no tier paid from a meter, so a meter does not apply
analysis-error-below-reseed = the meter { $meter } is below { $id }'s reseed { $reseed } (R4.3)
analysis-error-not-priced = { $key } = { $value } is not an option of the { $game } main game
analysis-error-rules-decks = decks must be 1-8, got { $got }
analysis-error-rules-max-hands = max_hands must be 1-4, got { $got }
analysis-error-rules-stadium-decks = Stadium deals 6 or 8 decks, got { $got }
analysis-error-rules-stadium-max-hands = Stadium max_hands is 2-3, got { $got }
analysis-error-rounds = cannot simulate { $rounds } rounds: give 1000 to { $most } rounds
analysis-error-stopped = the { $what ->
    [simulation] simulation
   *[analysis] analysis
} stopped unexpectedly

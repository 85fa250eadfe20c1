# The basic strategy card (PDF) that `pitpay analyze --card` prints for the break room.
# The chart's codes (H, S, D, Ds, P, Rh, Rs, Rp) stay letters in every language: the key
# says what each means.

card-title = { $game } basic strategy · { $decks ->
        [one] 1 deck
       *[other] { $decks } decks
    }
# Percentages come formatted ("0.54%").
card-figures = House edge with this chart { $edge } (best play of every hand { $best }) · wins { $wins } · pushes { $pushes } · losses { $losses }
card-dealer-shows = Dealer shows
card-hard-totals = Hard totals
card-soft-totals = Soft totals
card-pairs = Pairs
card-key = H hit · S stand · D double, else hit · Ds double, else stand · P split · Rh surrender, else hit · Rs surrender, else stand · Rp surrender, else split. Insurance and even money are not part of basic strategy: decline them.
card-written = strategy card written to { $file }

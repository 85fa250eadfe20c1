# The window's Paytables screen.
paytables-title = Paytables
paytables-filter = Filter: a name, bet or game ("lucky break", "stadium")
paytables-shown = { $shown } of { $count } paytables
paytables-did-not-load = Did not load: { $problem }
paytables-largest = each paytable's largest
paytables-figures-at = Figures at (decks in the shoe, Up/Down to change)
paytables-under-house-options = under the round's house options for its game, the defaults for the others
# A name the paytable's file does not give in the window's language.
paytables-in-english = { $name } (English)
paytables-one-in = 1 in { $n }
paytables-never = never
paytables-tier-odds = Tier odds
paytables-hide-tier-odds = Hide tier odds
paytables-working-out = working out the house edge…
paytables-pays-player = returns { $returns }%: this paytable would pay the player (house edge { $edge }%)
paytables-edge-basic-strategy = House edge { $edge }% with basic strategy under these house options · the player wins { $wins }% of rounds
paytables-edge = House edge { $edge }% · wins 1 in { $n }
paytables-unverified = unverified paytable: confirm against the posted sign
paytables-print-sign = Print sign:
paytables-letter = Letter
paytables-a4 = A4
paytables-tent = Tent
paytables-sign-filed = Sign for { $paytable } filed: { $file }

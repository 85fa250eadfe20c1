# A paytable, house-rules, rack, jurisdiction or settings file written wrongly: what is
# wrong with it. The file, line and key come in as they were written.

## Reading a file
file-missing = there is no such file
file-folder = is a folder, not a file
file-not-regular = is not a regular file (a device, pipe or socket); give a file
file-too-large = is { $size } bytes, over the { $unit ->
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[byte] { $limit }-byte
    } limit for { $what ->
        [round] a round file
        [slip] a slip
        [pins] a station's wrong PINs
        [identity] a journal's identity
        [gap] an open gap
        [mark] a station's mark
        [signing-key] a signing key
        [trusted-keys] a trusted-keys file
        [settings] a settings file
        [rack] a rack or jurisdiction file
       *[paytable] a paytable or house-rules file
    }
file-not-utf8 = is not UTF-8 text: the byte at offset { $offset } (0x{ $byte }) cannot start or continue a character
file-cannot-read = cannot read: { $problem }
file-folder-unreadable = cannot read the { $what ->
        [rack] rack folder
        [jurisdiction] jurisdiction folder
       *[paytable] paytable folder
    }: { $problem }
file-no-paytable-folder = { $folder }: the paytable folder does not exist
file-not-a-folder = { $folder }: not a folder (--paytables takes a folder of paytable files)

## Racks
file-no-rack = there is no rack "{ $id }" (racks: { $known }){ $not_loaded ->
        [0] {""}
       *[other] ; a rack or jurisdiction file did not load: { $problems }
    }
file-rack-other-currency = the rack "{ $id }" is in { $rack } but the round is in { $round }

## Paytables and house-rules files
file-id-one-word = an id is one word, e.g. "{ $example }"
file-names-no-game = names no game
file-insurance-from-main = insurance is paid from the main paytable (pays.insurance)
file-game-lacks-bet = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } does not offer the bet "{ $bet }"
file-game-lacks = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } does not offer "{ $bet }"
file-wrong-kind = the bet "{ $bet }" needs kind = "{ $expected }", not "{ $kind }"
file-not-a-deck-count = { $n } is not a deck count (1 to 8)
file-no-deck-count = lists no deck count
file-max-below-min = max { $max } is below min { $min }
file-fixed-stake-outside = { $fixed } is outside min { $min } and max { $max }
file-reseed-without-meter = only { $first } and { $second } have a meter in the round file (R4.3); "{ $bet }" cannot pay from one
file-progressive-fixed-stake = a progressive needs a fixed_stake (R1.3)
file-progressive-reseed = a progressive needs a reseed value (R4.3)
file-main-needs-pays = a main paytable needs a [pays] table
file-main-must-price = the { $bet ->
        [tie] Tie
        [insurance] Insurance
        [lucky-break] Lucky Break
       *[main] Main wager
    } paytable must say what "{ $needed }" pays
file-not-a-fraction = "{ $text }" is not a fraction such as "1/2"
file-lucky-break-tables = a Lucky Break paytable needs [base] and [multiplier] tables
file-base-missing = the base pay for a dealer bust of { $total } is missing
file-base-rows = base pays are for dealer totals 22 to 26 only
file-not-a-multiplier-row = not a multiplier row (five-plus, four, three, unsuited)
file-multiplier-missing = missing (five-plus, four, three, unsuited)
file-odds-convention = "{ $odds }" is in the "{ $convention }" convention but the paytable is a "{ $table }" table (R1.4)

## A pattern paytable's tiers
file-pattern-needs-tier = a pattern paytable needs at least one [[tier]]
file-dealer-final-not-dealt = cards = "dealer-final" reads the dealer's final hand, which only blackjack plays out for the whole table (R3.3); { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } has none a side bet can read
file-dealer-final-every-tier = a paytable on the dealer's final hand reads it in every tier (cards = "dealer-final"); put a bet on the player's cards in a file of its own
file-dealer-blackjack-no-hole-card = dealer-blackjack needs the dealer's hole card, which { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } does not deal: blackjack only
file-dealer-blackjack-first-two = a paytable with a dealer-blackjack tier reads the player's first two cards in every tier (cards = "first-two")
file-tier-cards = say which cards the tier uses (here or as the paytable's `cards`)
file-tier-needs-condition = a tier needs at least one condition
file-amount-needs-currency = a fixed amount needs the paytable's currency
file-tier-pays-one = a tier pays exactly one of: odds, amount, meter
file-not-a-meter-percent = "{ $text }" is not a percentage of the meter (1% to 100%)
file-meter-needs-reseed = a percent-of-meter tier needs the paytable's reseed (R4.3)

## Rack files
file-rack-needs-name = a rack needs a name
file-not-a-rack-chip = { $value } is not one of the rack's chips
file-chips-too-far-apart = these chip values are too far from multiples of each other to pay exactly (the fewest-chip table would pass { $entries } entries); use values such as 0.50, 1, 2.50, 5, 25, 100
file-amount-other-currency = "{ $text }" is in { $found } but the { $what ->
        [jurisdiction] jurisdiction
       *[rack] rack
    } is in { $expected }
file-rack-needs-chip = a rack needs at least one [[chip]]
file-too-many-chips = a rack holds at most { $most } chips, this one { $count }
file-chip-too-large = { $value } is above the largest chip a rack may hold, { $largest }
file-chip-twice = { $value } is already chip[{ $chip }]
file-chip-colour = name the chip's colour, e.g. "green"
file-not-a-colour = "{ $text }" is not a colour: write it as # and six hex digits, e.g. "#2E7D32"
file-tray-colour-for-colour = colour for colour starts from the { $chip } chip, so the dealer's tray must hold it
file-tray-empty = the dealer's tray holds no chip (every chip says in_tray = false)
file-not-a-rack-id = "{ $text }" is not a rack id (one word, e.g. "BJ-2")

## Jurisdiction files
file-jurisdiction-needs-name = a jurisdiction needs a name
file-not-a-date = "{ $text }" is not a date (YYYY-MM-DD)
file-not-a-w2g-measure = "{ $text }" is not received or reduced-by-wager
file-approval-odds-zero = odds of 0 would flag every win
file-approval-empty = set an amount, odds or both (or leave out [approval])
file-jurisdiction-needs-year = a jurisdiction needs at least one [[year]]
file-years-overlap = { $one ->
        [yes] { $from }
       *[no] { $from } to { $to }
    } overlaps year[{ $year }] ({ $other_one ->
        [yes] { $other_from }
       *[no] { $other_from } to { $other_to }
    })
file-not-a-year = { $text } is not a calendar year (1900 to 2999)
file-year-before = { $to } is before from = { $from }
file-not-a-rate = "{ $text }" is not a rate such as "24%" (1% to 100%)
file-not-a-multiple = { $text } is not a multiple of the wager (1 to 1,000,000)
file-year-source = say where the figures come from (the law or the form's instructions)

## A paytable folder as a whole
file-id-twice = the id "{ $id }" is also defined by { $first }; one id, one file: rename or remove one of them
file-side-bet-twice = the side bet "{ $bet }" is also defined for { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } by { $first }, differently: one bet, one definition (make the [side_bet] tables agree or remove one)
file-requires-no-bet = requires "{ $required }", which is not a bet of { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } (one of { $bets })
file-requires-no-dealer-bet = requires "{ $required }", which cannot be wagered for the dealer in { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    }
file-requires-circle = requires "{ $required }", which in turn requires "{ $bet }": requirements go round in a circle
file-tier-never-paid = the tier "{ $tier }" can never be paid: no hand from { $decks } deck(s) meets it before a tier above it (R1.6)
file-side-bet-undefined = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } does not offer the bet "{ $bet }": no paytable file defines it for { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } (add a [side_bet] table with its title to this file; see docs/paytables.md)

## A side bet's definition
file-side-bet-settled-by-pitpay = "{ $bet }" is a bet Pitpay settles itself; [side_bet] defines card-pattern side bets only
file-not-a-party = "{ $text }" is not a party (player, dealer)
file-no-dealer-wagers = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] Blackjack
    } takes no wagers for the dealer
file-names-nobody = names nobody (player, dealer)
file-requires-itself = a bet cannot require itself
file-requires-insurance = insurance is taken on the dealer's Ace, not as a requirement
file-rule-reference = a rule reference is a short label such as "R4.6" (at most 20 characters)

## Names in other languages
file-no-names-of-its-own = "{ $tag }" has no names of its own: the English name is `name`
# increment_names or note_names in a paytable that gives no increment or note ($key) in English.
file-names-without-text = translates `{ $key }`, which this file does not give: give `{ $key }` in English first

## The settings file and the PITPAY_* environment variables
file-settings-folder = the settings file is a folder, not a file
file-settings-not-regular = the settings file is not a regular file (a device, pipe or socket); give a file
file-settings-too-large = the settings file is { $size } bytes, over the { $limit } MiB limit for a settings file
file-settings-not-utf8 = the settings file is not UTF-8 text: the byte at offset { $offset } (0x{ $byte }) cannot start or continue a character
file-settings-cannot-read = the settings file cannot read: { $problem }
file-env-not-utf8 = is set to a value that is not UTF-8 text ({ $value }): Pitpay reads no setting it cannot read whole, so nothing was done; set it again in UTF-8, or unset it
file-mark-env-relative = is a relative path ({ $folder }): write the folder's full path, so that the mark does not move with the current folder
file-setting-empty = is empty: write a value, or leave the key out
file-not-a-paper = is "{ $text }"; write "letter" or "a4"
file-manager-below-verifier = is below cage.verifier_over: a manager signs the larger payouts
file-not-a-whole-number = is { $text }; write a whole number of { $unit ->
        [seconds] seconds
       *[minutes] minutes
    } from { $from } to { $to }
file-folder-relative = is a relative path: write the folder's full path

## Keys and the documents' folders
file-not-a-public-key = is not a public key (64 hex digits, as `pitpay keys` prints it); this entry is not trusted
file-cannot-make-folder = cannot make the folder: { $problem }

## The property's clock (time_zone, gaming_day_starts, [[shift]])
file-not-a-time-zone = "{ $zone }" is not a time zone: write its IANA name, such as "America/Los_Angeles", "Europe/London" or "Asia/Macau"
file-no-shift = names no shift: give at least one [[shift]] with a name and a start
file-shifts-start-together = shifts "{ $first }" and "{ $second }" both start at { $at }
file-shifts-one-name = two shifts are named "{ $name }"
file-not-a-shift = "{ $name }" is not a shift here: the shifts are { $shifts }
file-not-a-bound = "{ $text }" is neither a gaming day (YYYY-MM-DD) nor a date and time with its offset (2026-11-26T14:00:00-08:00)
file-not-a-time = is "{ $text }": write a local time of day as HH:MM, 00:00 to 23:59
file-placed = { $place }: { $why }

# What is wrong with a value read on its own: a card, an amount, odds, a date, a word
# of a closed list, a label, a house option; and a round or paytable file's shape
# (what the parser expected and found). The file's reader adds the file, line and key.

## A word or value that is not of the kind asked for
value-not-one-of = "{ $text }" is not { $what ->
    [game] a game
    [party] a party
    [currency] a currency this calculator knows
    [rounding] a rounding
    [card-set] a card set
    [level] a level
    [mode] a mode
    [dealer-error] a dealer error
    [drill] a drill
    [count] a count
    [house-option] a house option
   *[value] a value
} (one of { $ids })
value-not-a-date = "{ $text }" is not a date (YYYY-MM-DD)
value-not-a-suit = "{ $text }" is not a suit (S H D C or ♠ ♥ ♦ ♣)
value-not-a-convention = "{ $text }" is not a convention (to or for)
value-not-odds = "{ $text }" is not odds (write "3 to 2" or "25 for 1")

## The file's shape, as the parser reports it
value-expected-found = expected { $expected ->
    [whole-number] a whole number
    [text] text in quotes
    [list] a list
    [boolean] true or false
    [number] a number
    [amount] an amount: a string such as "25.50" or a whole number
    [game-ids] a game id such as "lucky9", or a list of them
   *[table] a table
}, found { $found ->
    [text] the text { $value }
    [number] the number { $value }
    [too-large] the number { $value }, which is too large
    [list] a list
    [table] a table
   *[boolean] { $value }
}
value-unknown-field-one-of = unknown field `{ $key }`, expected one of { $keys }
value-unknown-field = unknown field `{ $key }`, expected { $expected }
value-missing-field = missing field `{ $key }`
value-too-large = { $number } is too large
value-toml-unquoted-key = { $problem } (a key holding `+` must be quoted, e.g. "21+3-progressive" = "1")
value-toml-backslash = { $problem } (a backslash in double quotes starts an escape: write a Windows path in single quotes, e.g. 'D:\Pitpay\marks', or with doubled backslashes)
# Any other fault the TOML reader finds: its own words (English, from the reader),
# after which a translation may say in its language that the file's syntax is wrong.
value-toml-syntax = { $problem }

## A card
value-card = card { $position } "{ $text }" is not a card: { $why ->
    [empty] it is empty
    [no-suit] it should end in a suit: S H D C or ♠ ♥ ♦ ♣
    [no-rank] it has a suit but no rank
   *[rank] the rank should be A, 2-10, T, J, Q or K
}
value-shoe = R1.2: { $card } appears { $count } times ({ $places }) but { $decks } { $decks ->
    [one] deck holds
   *[other] decks hold
} only { $decks }

## An amount
value-amount-malformed = "{ $text }" is not an amount (write it like 25, 25.50 or $1,250.00)
value-amount-too-precise = "{ $text }" has more than two decimals
value-amount-zero = "{ $text }" is zero; an amount must be more than 0
value-amount-negative = "{ $text }" is negative; an amount must be more than 0
value-amount-too-large = "{ $text }" is too large
value-amount-wrong-currency = "{ $text }" is in { $found } but the round is in { $expected }
value-amount-float = { $text } is a TOML float; write money as a string, e.g. "{ $text }"
value-amount-overflow = an amount overflowed while computing { $what ->
    [whole-units] whole units
    [sum] a sum
    [difference] a difference
    [product] a product
    [odds] odds
   *[winnings] exact winnings
}

## A bet's id
value-bet-settled-by-program = "{ $id }" is a bet Pitpay settles itself, not a side bet
value-bet-not-one-word = "{ $id }" is not a bet id (one word of letters, digits, + - _)
value-bet-too-long = the bet id "{ $id }" is longer than { $max } characters

## A label: a name, an ID, a table label … ($subject: the text, or none when the caller names it)
value-label-too-long = { $subject ->
    [table] the table label{" "}
    [dealer] the dealer's name{" "}
   *[none] {""}
}is { $count } characters long; { $what ->
    [id] an ID
    [table] a table label
    [property] a property name
    [reason] a reason
    [station] a station name
   *[name] a name
} may be at most { $limit }
value-label-unprintable = { $subject ->
    [table] the table label{" "}
    [dealer] the dealer's name{" "}
   *[none] {""}
}holds { $character ->
    [line-break] a line break
    [carriage-return] a carriage return
    [tab] a tab
    [control] a control character (U+{ $code })
   *[invisible] an invisible formatting character (U+{ $code })
} at character { $position }; { $what ->
    [id] an ID
    [table] a table label
    [property] a property name
    [reason] a reason
    [station] a station name
   *[name] a name
} is one line of printable characters

## A house option
value-option-unknown = "{ $key }" is not a house option
value-option-other-game = house option "{ $key }" does not apply to { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
}
value-option-wrong-type = house option "{ $key }" takes { $takes ->
    [boolean] true or false
    [integer] an integer
   *[string] a string
}, not { $found ->
    [string] a string
    [boolean] a boolean
    [integer] an integer
    [float] a float
    [date] a date
    [array] an array
   *[table] a table
}
value-option-not-a-value = "{ $value }" is not a value of house option "{ $key }" (one of { $allowed })
value-option-max-hands = max_hands = { $hands } is out of range ({ $lowest } to { $highest } for { $game ->
    [lucky9] Lucky 9
    [blackjack] Blackjack
   *[stadium-blackjack] Stadium Blackjack
})
value-option-rounding-unit = rounding_unit: { $why ->
    [malformed] "{ $text }" is not an amount (write it like 25, 25.50 or $1,250.00)
    [too-precise] "{ $text }" has more than two decimals
    [zero] "{ $text }" is zero; an amount must be more than 0
    [negative] "{ $text }" is negative; an amount must be more than 0
   *[too-large] "{ $text }" is too large
}
value-option-unit-with-symbol = rounding_unit "{ $unit }": write the unit without a currency symbol

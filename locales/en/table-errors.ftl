# What is wrong in a data file's own words, nested in the file's refusal (file, line and
# key are the file's): a tier's `when` condition (RULES.md R4.1), a label's limits, a
# language tag in `[names]`.

## A tier's condition
table-error-condition-unknown = "{ $text }" is not a card condition (suited, pair, straight, flush, three-of-a-kind, straight-flush, suited-three-of-a-kind, mini-royal, declared-suit, red, black, same-colour, ranks …, top-rank …, cards …, total N, blackjack-total N, soft N, hard N, points N-M, up-card-matches N, up-card-matches-suited N, dealer-blackjack, dealer-busts, dealer-cards N, dealer-cards N+, dealer-total N, any … | …, not …)
table-error-condition-any-of-one = "{ $text }": "any" takes two or more conditions split by |, e.g. "any straight | flush"
table-error-condition-takes-nothing = "{ $word }" takes nothing after it (in "{ $text }")
table-error-condition-number = "{ $text }": { $how }
table-error-condition-no-ranks = "{ $text }" needs ranks after it, e.g. "{ $word } A K"
table-error-condition-too-many-ranks = "{ $text }": a side bet looks at three cards at most
table-error-condition-not-a-rank = "{ $rank }" in "{ $text }" is not a rank
table-error-condition-not-a-card = "{ $card }" in "{ $text }" is not a card ({ $why })
table-error-condition-card-count = "{ $text }": name one to three cards, e.g. "cards QH QH"
table-error-condition-reads-other-cards = "{ $condition }" { $needs ->
    [up-card] compares the player's first two cards with the dealer's up card: a tier using it says cards = "first-two+up"
    [first-two-points] reads the player's first two cards: a tier using it says cards = "first-two"
    [dealer-hand] reads the dealer's final hand: a tier using it says cards = "dealer-final" and asks nothing of the player's cards
    [dealer-blackjack] reads the dealer's first two cards
   *[player-cards] reads the player's cards; a tier on the dealer's final hand takes only dealer-busts, dealer-cards, dealer-total and dealer-blackjack
} (this tier reads { $cards ->
    [first-two-up] the player's first two cards and the dealer's up card
    [first-two-hit] the player's first two cards and the first hit card
    [dealer-final] the dealer's final hand
   *[first-two] the player's first two cards
})
table-error-condition-how-total = a baccarat total is 0 to 9, written "total 9"
table-error-condition-how-blackjack-total = write the blackjack total as "blackjack-total 21" (2 to 31)
table-error-condition-how-soft = a soft total is 12 to 21, written "soft 20"
table-error-condition-how-hard = write a hard total as "hard 20"
table-error-condition-how-up-card-matches = how many of the player's first two cards match the up card, 0 to 2, written "{ $head } 1"
table-error-condition-how-dealer-cards = the dealer's cards, 2 to { $most }, written "dealer-cards 6" (exactly 6) or "dealer-cards 8+" (8 or more)
table-error-condition-how-dealer-total = the dealer's final total, 17 to 26 (a bust's total counts every Ace one), written "dealer-total 17"
table-error-condition-how-points = the first two cards' points from N to M, each 2 to 20 (every Ace one, every ten-value card ten), written "points 14-20"

## A label (an id, a name, a title) that does not fit: its key, then the label's words
table-error-label = { $key ->
    [id] the id
    [name] the name
    [title] the title
   *[rack-id] the rack id
} { $why }

## A language tag
table-error-language-unknown = "{ $given }" is not a language Pitpay speaks; it speaks { $known } (and { $pseudo }, pseudo-English for testing)
table-error-language-operator = { $file }, line { $line }: { $message }

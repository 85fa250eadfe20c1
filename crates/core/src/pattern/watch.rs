//! Conditions that watch the dealer, and what every condition reads.
//!
//! - The player's first two cards against the dealer's up card: `up-card-matches N`
//!   (exactly N of them have its rank, suited ones included) and
//!   `up-card-matches-suited N` (exactly N have its rank and suit), in a tier with
//!   `cards = "first-two+up"` (the up card is the dealer's first card, as 21+3 reads it).
//! - The dealer's final hand, in a tier with `cards = "dealer-final"`: `dealer-busts`,
//!   `dealer-cards N` (exactly N cards), `dealer-cards N+` (N or more),
//!   `dealer-total N` (the blackjack total, or a bust's hard total) and
//!   `dealer-blackjack`. The dealer completes the hand under the house's draw rule
//!   (RULES.md R3.3) whenever such a bet is on the layout.
//! - `points N-M`: the first two cards' points (R1.10), every Ace one and every
//!   ten-value card ten, from N to M, in a tier with `cards = "first-two"`.
//!
//! A condition is read against the cards its tier names, so each says what it reads
//! ([`Reads`]) and a paytable that asks a condition of cards it cannot read is refused
//! when it loads, naming the tier.

use crate::card::Card;
use pitpay_language::{sentence, Sentence};

use super::error::ConditionError;
use super::{blackjack_total, CardsUsed, Condition, Shape};

/// The most cards a dealer's hand can hold: from eight decks under `soft17 = hit`, seven
/// Aces (soft 17, drawn on), a 5 (hard 12), then five Aces (hard 17). The analysis' walk
/// over every dealer hand checks it (`count::dealer`).
pub(crate) const MOST_DEALER_CARDS: u8 = 13;

/// The dealer's final hand as a side bet on it reads it: the total (the blackjack total,
/// the hard total once it busts), how many cards, and whether its first two cards are a
/// blackjack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DealerHand {
    /// The blackjack total: an Ace counts 11 where that does not bust; a bust's hard total.
    pub total: u8,
    /// How many cards, the up card and the hole card included.
    pub cards: u8,
    /// Whether the hand is a two-card 21.
    pub blackjack: bool,
}

impl DealerHand {
    /// The facts of a dealer's hand, up card first.
    pub fn of(cards: &[Card]) -> DealerHand {
        let (total, _) = blackjack_total(cards);
        DealerHand {
            total,
            cards: u8::try_from(cards.len()).unwrap_or(u8::MAX),
            blackjack: cards.len() == 2 && total == 21,
        }
    }

    /// Whether the dealer busts (over 21).
    pub(crate) fn busts(self) -> bool {
        self.total > 21
    }
}

impl Shape {
    /// The shape of the player's first two cards and the dealer's up card, with how many
    /// of the two match the up card in rank, and in rank and suit.
    pub(crate) fn with_up(first_two: [Card; 2], up: Card) -> Shape {
        let [a, b] = first_two;
        let mut shape = Shape::of(&[a, b, up]);
        for c in first_two {
            if c.rank == up.rank {
                shape.up_matches += 1;
                shape.up_suited += u8::from(c.suit == up.suit);
            }
        }
        shape
    }

    /// The shape of the dealer's final hand: only the dealer's facts are set.
    pub(crate) fn of_dealer(hand: DealerHand) -> Shape {
        let mut shape = Shape::of(&[]).with_dealer_blackjack(hand.blackjack);
        shape.dealer_total = hand.total;
        shape.dealer_cards = hand.cards;
        shape
    }
}

/// What a condition reads, and so the card sets a tier using it may name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reads {
    /// The cards the tier names (every condition).
    PlayerCards,
    /// The player's first two cards against the dealer's up card.
    UpCard,
    /// The player's first two cards' points.
    FirstTwoPoints,
    /// The dealer's final hand.
    DealerHand,
    /// The dealer's first two cards: beside the player's cards, or as part of the
    /// dealer's final hand. Beside the player's cards the paytable as a whole must read
    /// the first two (`Reader::dealer_at_hand` says so, with its own words).
    DealerBlackjack,
}

impl Reads {
    /// Whether a tier on `cards` can read it.
    pub(crate) fn fits(self, cards: CardsUsed) -> bool {
        let player = cards != CardsUsed::DealerFinal;
        match self {
            Reads::PlayerCards => player,
            Reads::UpCard => cards == CardsUsed::FirstTwoAndUp,
            Reads::FirstTwoPoints => cards == CardsUsed::FirstTwo,
            Reads::DealerHand => cards == CardsUsed::DealerFinal,
            Reads::DealerBlackjack => true,
        }
    }

    /// What a condition reading this needs, as a refusal's variant key (the words,
    /// with the card set a tier using it names, are the refusal's message's).
    pub(super) fn id(self) -> &'static str {
        match self {
            Reads::PlayerCards => "player-cards",
            Reads::UpCard => "up-card",
            Reads::FirstTwoPoints => "first-two-points",
            Reads::DealerHand => "dealer-hand",
            Reads::DealerBlackjack => "dealer-blackjack",
        }
    }
}

impl Condition {
    /// What this condition itself reads (`any` and `not` read what their parts read).
    pub(crate) fn reads(&self) -> Reads {
        match self {
            Condition::UpCardMatches(_) | Condition::UpCardMatchesSuited(_) => Reads::UpCard,
            Condition::Points(..) => Reads::FirstTwoPoints,
            Condition::DealerBusts | Condition::DealerCards { .. } | Condition::DealerTotal(_) => {
                Reads::DealerHand
            }
            Condition::DealerBlackjack => Reads::DealerBlackjack,
            Condition::Suited
            | Condition::Pair
            | Condition::Straight
            | Condition::Flush
            | Condition::ThreeOfAKind
            | Condition::StraightFlush
            | Condition::SuitedThreeOfAKind
            | Condition::MiniRoyal
            | Condition::DeclaredSuit
            | Condition::Ranks(..)
            | Condition::TopRank(_)
            | Condition::Total(_)
            | Condition::Red
            | Condition::Black
            | Condition::SameColour
            | Condition::Cards(..)
            | Condition::BlackjackTotal(_)
            | Condition::Soft(_)
            | Condition::Hard(_)
            | Condition::Any(_)
            | Condition::Not(_) => Reads::PlayerCards,
        }
    }

    /// Whether a tier on `cards` can read every part of the condition; the refusal names
    /// the part that it cannot and the card set that part needs.
    pub(crate) fn fits(&self, cards: CardsUsed) -> Result<(), ConditionError> {
        match self {
            Condition::Any(options) => options.iter().try_for_each(|c| c.fits(cards)),
            Condition::Not(c) => c.fits(cards),
            leaf => {
                let reads = leaf.reads();
                if reads.fits(cards) {
                    Ok(())
                } else {
                    Err(ConditionError::ReadsOtherCards {
                        condition: leaf.to_string(),
                        needs: reads,
                        cards,
                    })
                }
            }
        }
    }

    /// Whether the condition or a part of it compares the player's cards with the up card.
    pub fn uses_up_card(&self) -> bool {
        self.any_part(&|c| c.reads() == Reads::UpCard)
    }
}

/// The conditions that take a number: `up-card-matches N`,
/// `up-card-matches-suited N`, `dealer-cards N`, `dealer-cards N+`, `dealer-total N`,
/// `points N-M`. A number out of its range is refused with the range.
pub(super) fn condition(s: &str, head: &str, args: &[&str]) -> Result<Condition, ConditionError> {
    let refused = || ConditionError::Number {
        text: s.to_string(),
        how: example(head),
    };
    let [arg] = args else {
        return Err(refused());
    };
    let number = |t: &str, lo: u8, hi: u8| {
        t.parse::<u8>()
            .ok()
            .filter(|n| (lo..=hi).contains(n))
            .ok_or_else(refused)
    };
    match head {
        "up-card-matches" => number(arg, 0, 2).map(Condition::UpCardMatches),
        "up-card-matches-suited" => number(arg, 0, 2).map(Condition::UpCardMatchesSuited),
        "dealer-cards" => {
            let (n, or_more) = match arg.strip_suffix('+') {
                Some(n) => (n, true),
                None => (*arg, false),
            };
            number(n, 2, MOST_DEALER_CARDS).map(|cards| Condition::DealerCards { cards, or_more })
        }
        "dealer-total" => number(arg, 17, 26).map(Condition::DealerTotal),
        _ => {
            let (lo, hi) = arg.split_once('-').ok_or_else(refused)?;
            let (lo, hi) = (number(lo, 2, 20)?, number(hi, 2, 20)?);
            if lo > hi {
                return Err(refused());
            }
            Ok(Condition::Points(lo, hi))
        }
    }
}

/// How a condition that takes a number is written, with its range.
fn example(head: &str) -> Sentence {
    match head {
        "up-card-matches" | "up-card-matches-suited" => {
            sentence!("table-error-condition-how-up-card-matches", head = head)
        }
        "dealer-cards" => sentence!(
            "table-error-condition-how-dealer-cards",
            most = MOST_DEALER_CARDS.to_string()
        ),
        "dealer-total" => sentence!("table-error-condition-how-dealer-total"),
        _ => sentence!("table-error-condition-how-points"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::pattern::SideBetCards;

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).unwrap()
    }

    /// A side bet's view of a round: the first two cards, the up card and the dealer's
    /// whole hand (its first card the up card).
    fn seen(first_two: &str, dealer: &str) -> SideBetCards {
        let two = cards(first_two);
        let d = cards(dealer);
        SideBetCards {
            first_two: [two[0], two[1]],
            up: d[0],
            hit: None,
            dealer_blackjack: Some(DealerHand::of(&d).blackjack),
            dealer: Some(DealerHand::of(&d)),
        }
    }

    fn holds(word: &str, used: CardsUsed, first_two: &str, dealer: &str) -> bool {
        let c = Condition::read(word).unwrap();
        let shape = seen(first_two, dealer).shape(used).unwrap();
        c.holds_for(&shape, None)
    }

    /// docs/side-bets.md, one worked example each.
    #[test]
    fn up_card_matches_count_rank_then_rank_and_suit() {
        let up = CardsUsed::FirstTwoAndUp;
        // 8♥ 8♣ against the dealer's 8♥: both match in rank, one in rank and suit.
        assert!(holds("up-card-matches 2", up, "8H 8C", "8H 9S"));
        assert!(holds("up-card-matches-suited 1", up, "8H 8C", "8H 9S"));
        assert!(!holds("up-card-matches 1", up, "8H 8C", "8H 9S"));
        // K♦ 5♠ against 8♥: none.
        assert!(holds("up-card-matches 0", up, "KD 5S", "8H 9S"));
        // Ten-value cards match by rank, not by value: Q♦ does not match a K.
        assert!(!holds("up-card-matches 1", up, "QD 5S", "KH 9S"));
        assert!(holds("up-card-matches 1", up, "KD 5S", "KH 9S"));
        assert!(holds("up-card-matches-suited 2", up, "KH KH", "KH 9S"));
    }

    #[test]
    fn the_dealers_final_hand_busts_with_so_many_cards() {
        let d = CardsUsed::DealerFinal;
        let six = "2S 3D 2C 4H 5S KD"; // 2-3-2-4-5 = 16, drawn on; K: 26
        assert!(holds("dealer-busts", d, "9S 9D", six));
        assert!(holds("dealer-cards 6", d, "9S 9D", six));
        assert!(holds("dealer-cards 5+", d, "9S 9D", six));
        assert!(!holds("dealer-cards 7+", d, "9S 9D", six));
        assert!(holds("dealer-total 26", d, "9S 9D", six));
        let stands = "10S 7D";
        assert!(!holds("dealer-busts", d, "9S 9D", stands));
        assert!(holds("dealer-total 17", d, "9S 9D", stands));
        assert!(holds("dealer-blackjack", d, "9S 9D", "AS KD"));
        assert!(!holds("dealer-blackjack", d, "9S 9D", "AS 5D 5C"));
        assert!(holds("dealer-total 21", d, "9S 9D", "AS 5D 5C"));
    }

    #[test]
    fn points_count_every_ace_one() {
        let two = CardsUsed::FirstTwo;
        assert!(holds("points 14-20", two, "KS 5D", "8H 9S"), "15");
        assert!(
            !holds("points 14-20", two, "AS 9D", "8H 9S"),
            "A-9 is 10 points"
        );
        assert!(holds("points 2-12", two, "AS AD", "8H 9S"), "A-A is 2");
        assert!(holds("points 13-13", two, "KS 3D", "8H 9S"));
    }

    /// Each reads back as written, and a number out of range is refused with
    /// its range.
    #[test]
    fn the_new_words_read_back_and_refuse_numbers_out_of_range() {
        for w in [
            "up-card-matches 2",
            "up-card-matches-suited 0",
            "dealer-busts",
            "dealer-cards 6",
            "dealer-cards 8+",
            "dealer-total 17",
            "points 14-20",
            "any dealer-cards 3 | dealer-cards 4",
        ] {
            let c = Condition::read(w).unwrap();
            assert_eq!(c.to_string(), w);
        }
        for (bad, range) in [
            ("up-card-matches 3", "0 to 2"),
            ("dealer-cards 1", "2 to 13"),
            ("dealer-cards 14+", "2 to 13"),
            ("dealer-total 16", "17 to 26"),
            ("points 1-12", "2 to 20"),
            ("points 14-21", "2 to 20"),
            ("points 15-14", "points 14-20"),
            ("points 14", "points 14-20"),
            ("dealer-busts 3", "nothing after it"),
        ] {
            let e = Condition::read(bad).unwrap_err().to_string();
            assert!(e.contains(bad) && e.contains(range), "{bad}: {e}");
        }
    }

    #[test]
    fn each_condition_is_read_where_its_cards_are() {
        let c = |w: &str| Condition::read(w).unwrap();
        assert!(c("dealer-busts").fits(CardsUsed::DealerFinal).is_ok());
        let e = c("dealer-busts")
            .fits(CardsUsed::FirstTwo)
            .unwrap_err()
            .to_string();
        assert!(e.contains("cards = \"dealer-final\""), "{e}");
        let e = c("pair")
            .fits(CardsUsed::DealerFinal)
            .unwrap_err()
            .to_string();
        assert!(e.contains("\"pair\" reads the player's cards"), "{e}");
        assert!(c("not pair").fits(CardsUsed::DealerFinal).is_err());
        assert!(c("any dealer-busts | pair")
            .fits(CardsUsed::DealerFinal)
            .is_err());
        assert!(c("up-card-matches 1")
            .fits(CardsUsed::FirstTwoAndUp)
            .is_ok());
        assert!(c("up-card-matches 1")
            .fits(CardsUsed::FirstTwoAndHit)
            .is_err());
        assert!(c("points 2-12").fits(CardsUsed::FirstTwo).is_ok());
        assert!(c("points 2-12").fits(CardsUsed::FirstTwoAndUp).is_err());
        assert!(c("dealer-blackjack").fits(CardsUsed::DealerFinal).is_ok());
        // Beside the player's cards, the paytable's own check decides (first two only).
        assert!(c("dealer-blackjack").fits(CardsUsed::FirstTwoAndUp).is_ok());
    }
}

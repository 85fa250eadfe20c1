//! Blackjack hand arithmetic shared by blackjack (R3) and Stadium Blackjack (R7):
//! totals, soft hands, blackjacks, the dealer's draw rule and how two hands compare.

use crate::card::{Card, Rank};
use crate::house::{Soft17, SplitOn};

/// A blackjack total.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    /// The best total: an Ace counts 11 when that does not bust the hand.
    pub value: u8,
    /// Whether an Ace is counting 11.
    pub soft: bool,
}

impl Total {
    /// Over 21.
    pub fn is_bust(self) -> bool {
        self.value > 21
    }
}

/// The total of some cards.
///
/// ```
/// use pitpay_core::parse_cards;
/// use pitpay_core::game::total;
/// let t = total(&parse_cards("AS 6D").unwrap());
/// assert_eq!((t.value, t.soft), (17, true));
/// assert_eq!(total(&parse_cards("AS 6D 10C").unwrap()).value, 17);
/// ```
pub fn total(cards: &[Card]) -> Total {
    let hard: u32 = cards
        .iter()
        .map(|c| u32::from(c.rank.blackjack_points()))
        .sum();
    let has_ace = cards.iter().any(|c| c.rank == Rank::Ace);
    let (value, soft) = if has_ace && hard + 10 <= 21 {
        (hard + 10, true)
    } else {
        (hard, false)
    };
    Total {
        value: u8::try_from(value).unwrap_or(u8::MAX),
        soft,
    }
}

/// The hard total: every Ace counts 1 (Lucky Break's bust totals, R6.2).
pub fn hard_total(cards: &[Card]) -> u8 {
    let hard: u32 = cards
        .iter()
        .map(|c| u32::from(c.rank.blackjack_points()))
        .sum();
    u8::try_from(hard).unwrap_or(u8::MAX)
}

/// Two cards totalling 21.
pub fn is_two_card_21(cards: &[Card]) -> bool {
    cards.len() == 2 && total(cards).value == 21
}

/// Whether the dealer must draw to this hand under the soft-17 option (R3.1, R7.3):
/// hit 16 or less, and soft 17 when `soft17 = hit`.
pub fn dealer_draws(cards: &[Card], soft17: Soft17) -> bool {
    let t = total(cards);
    t.value < 17 || (t.value == 17 && t.soft && soft17 == Soft17::Hit)
}

/// Whether two first cards make a pair that may split (R3.1, R7.4).
pub fn splits(a: Rank, b: Rank, split_on: SplitOn) -> bool {
    match split_on {
        SplitOn::SameValue => a.blackjack_points() == b.blackjack_points(),
        SplitOn::SameRank => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    #[test]
    fn r3_1_soft_and_hard_totals() {
        assert_eq!(
            total(&cards("AS AD")),
            Total {
                value: 12,
                soft: true
            }
        );
        assert_eq!(
            total(&cards("AS AD KC")),
            Total {
                value: 12,
                soft: false
            }
        );
        assert_eq!(
            total(&cards("AS KD")),
            Total {
                value: 21,
                soft: true
            }
        );
        assert_eq!(hard_total(&cards("AS KD")), 11);
    }

    #[test]
    fn r3_1_dealer_soft_17_option() {
        assert!(!dealer_draws(&cards("AS 6D"), Soft17::Stand));
        assert!(dealer_draws(&cards("AS 6D"), Soft17::Hit));
        assert!(!dealer_draws(&cards("10S 7D"), Soft17::Hit));
        assert!(dealer_draws(&cards("10S 6D"), Soft17::Stand));
    }

    #[test]
    fn r3_1_ten_value_cards_split_on_same_value_only() {
        assert!(splits(Rank::Ten, Rank::King, SplitOn::SameValue));
        assert!(!splits(Rank::Ten, Rank::King, SplitOn::SameRank));
    }
}

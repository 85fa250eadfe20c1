//! How the generated players act: sensibly, by a short basic strategy, so that drills
//! show hands a dealer meets at a real table. Every choice here is one the rules allow
//! at that point (R2.2 for Lucky 9; R3.1 for blackjack; R7.2, R7.4 for Stadium); the
//! generator still has the engine check the whole round.

use pitpay_core::baccarat_total;
use pitpay_core::game::{is_two_card_21, total};
use pitpay_core::Game;
use pitpay_core::{spec, Totals};
use pitpay_core::{Card, Rank};

/// A play decision for a blackjack-family hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Play {
    /// Take a card.
    Hit,
    /// Stop.
    Stand,
    /// Double the stake for one card.
    Double,
    /// Split the pair.
    Split,
    /// Give up half the stake (first two cards only).
    Surrender,
}

/// What the rules allow the hand at this point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Allowed {
    /// A split is allowed (a pair, hands left, not Aces split already).
    pub split: bool,
    /// A double is allowed (first two cards, the table's totals, after a split too).
    pub double: bool,
    /// A surrender is allowed (first two cards of an unsplit hand, at this table).
    pub surrender: bool,
}

/// The pairs players split: Lucky 9 pairs that make 0, 1 or 2 (which do not qualify,
/// R2.4), and the blackjack pairs basic strategy splits most (the game's practice entry).
pub(crate) fn split_ranks(game: Game) -> &'static [Rank] {
    super::practice_of(game).split_ranks
}

/// Lucky 9 (R2.2): hit 0-4, stand 6-9 (a two-card 9 never hits), hit 5 one time in two.
pub(crate) fn lucky9_hits(cards: [Card; 2], coin: bool) -> bool {
    match baccarat_total(&cards) {
        0..=4 => true,
        5 => coin,
        _ => false,
    }
}

/// Lucky 9: a pair splits when its two cards make 0, 1 or 2 (R2.2, R2.4).
pub(crate) fn lucky9_splits(cards: [Card; 2]) -> bool {
    let [a, b] = cards;
    a.rank.baccarat_points() == b.rank.baccarat_points() && baccarat_total(&cards) <= 2
}

/// Whether a player would take a card on these first two cards (a steered first hit
/// card must come from a hit a player would make).
pub(crate) fn would_hit(game: Game, cards: [Card; 2]) -> bool {
    match spec(game).totals {
        Totals::Baccarat => baccarat_total(&cards) <= 5,
        Totals::Blackjack => {
            let t = total(&cards);
            !is_two_card_21(&cards) && (t.value <= 16 || (t.soft && t.value <= 17))
        }
    }
}

fn up_value(up: Card) -> u8 {
    match up.rank {
        Rank::Ace => 11,
        r => r.blackjack_points(),
    }
}

/// Basic strategy, in short, for a blackjack-family hand against the dealer's up card.
pub(crate) fn blackjack(cards: &[Card], up: Card, allowed: Allowed) -> Play {
    let t = total(cards);
    let u = up_value(up);
    if t.value >= 21 {
        return Play::Stand;
    }
    if allowed.split {
        if let [a, b] = cards {
            if a.rank == b.rank && splits(a.rank, u) {
                return Play::Split;
            }
        }
    }
    if allowed.surrender && !t.soft && (t.value == 16 && u >= 9 || t.value == 15 && u == 10) {
        return Play::Surrender;
    }
    if allowed.double && doubles(t.value, t.soft, u) {
        return Play::Double;
    }
    let hits = if t.soft {
        t.value <= 17 || (t.value == 18 && u >= 9)
    } else {
        match t.value {
            0..=11 => true,
            12 => !(4..=6).contains(&u),
            13..=16 => u >= 7,
            _ => false,
        }
    };
    if hits {
        Play::Hit
    } else {
        Play::Stand
    }
}

fn splits(rank: Rank, up: u8) -> bool {
    match rank {
        Rank::Ace | Rank::Eight => true,
        Rank::Two | Rank::Three | Rank::Six | Rank::Seven => (2..=7).contains(&up),
        Rank::Nine => (2..=9).contains(&up) && up != 7,
        Rank::Four => (5..=6).contains(&up),
        _ => false,
    }
}

fn doubles(value: u8, soft: bool, up: u8) -> bool {
    if soft {
        return (13..=18).contains(&value) && (5..=6).contains(&up);
    }
    match value {
        11 => up <= 10,
        10 => up <= 9,
        9 => (3..=6).contains(&up),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pitpay_core::parse_cards;

    fn play(cards: &str, up: &str, allowed: Allowed) -> Play {
        let c = parse_cards(cards).unwrap();
        blackjack(&c, parse_cards(up).unwrap()[0], allowed)
    }

    const ALL: Allowed = Allowed {
        split: true,
        double: true,
        surrender: true,
    };

    #[test]
    fn basic_strategy_in_short() {
        assert_eq!(play("8S 8D", "10H", ALL), Play::Split);
        assert_eq!(play("10S 6D", "10H", ALL), Play::Surrender);
        assert_eq!(play("10S 6D", "10H", Allowed::default()), Play::Hit);
        assert_eq!(play("6S 5D", "6H", ALL), Play::Double);
        assert_eq!(play("6S 5D", "6H", Allowed::default()), Play::Hit);
        assert_eq!(play("10S 2D", "5H", ALL), Play::Stand);
        assert_eq!(play("AS 7D", "10H", ALL), Play::Hit);
        assert_eq!(play("AS 7D", "7H", ALL), Play::Stand);
        assert_eq!(play("10S 7D", "AH", ALL), Play::Stand);
        assert_eq!(play("10S 5D 6C", "AH", ALL), Play::Stand);
    }

    /// R2.2: a two-card 9 never hits; 0-4 always do.
    #[test]
    fn r2_2_lucky9_players_hit_low_and_never_a_two_card_nine() {
        let two = |s: &str| {
            let c = parse_cards(s).unwrap();
            [c[0], c[1]]
        };
        assert!(!lucky9_hits(two("4S 5D"), true));
        assert!(lucky9_hits(two("KS 4D"), false));
        assert!(!lucky9_hits(two("KS 5D"), false));
        assert!(lucky9_splits(two("KS QD")));
        assert!(!lucky9_splits(two("4S 4D")));
    }
}

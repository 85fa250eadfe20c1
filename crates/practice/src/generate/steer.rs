//! Rare hands dealt on purpose: a [`Steer`] names what a drill wants (a paytable tier,
//! a Lucky Break bust with so many suited cards, a blackjack, a Lucky 9, a pair to
//! split, a dealer blackjack against insurance). The plan carries it, and
//! `forced.rs` finds the cards that give it.

use crate::deal::Rng;
use pitpay_core::{Bet, Game};

/// What a round is dealt for.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Steer {
    /// Nothing in particular (a rare hand still comes at the level's rate).
    #[default]
    Natural,
    /// A side bet's tier on the focus seat: by name, or any tier when `None`.
    Tier {
        /// The side bet.
        bet: Bet,
        /// The tier's name as posted.
        tier: Option<String>,
    },
    /// Lucky Break: the dealer busts 22-26 with this many suited cards (0 unsuited;
    /// 5 means five or more), R6.2, R6.3.
    LuckyBreak {
        /// 0, 3, 4 or 5.
        suited: u8,
    },
    /// The focus seat (in Stadium, every terminal) is dealt a blackjack.
    Blackjack,
    /// Lucky 9: a two-card 9 with no ten-value card (R2.3).
    LuckyNine,
    /// Lucky 9: a 9 and a ten-value card (R2.3).
    NaturalNine,
    /// A pair the focus seat splits.
    Pair,
    /// A pair the focus seat splits, with this side bet on it (a pair wins Suited or
    /// Booted and Bet the Set).
    PairWith(Bet),
    /// A dealer Ace with a blackjack under it, insurance taken at the focus seat.
    DealerBlackjackInsured,
    /// Blackjack: a soft hand (an Ace and a small card) at the focus seat.
    Soft,
    /// A wager on this bet at the focus seat, the cards dealt as they come (a drill on
    /// one bet).
    Wager(Bet),
}

impl Steer {
    /// The bet the steering is about, on the focus seat.
    pub(crate) fn bet(&self) -> Option<Bet> {
        match self {
            Steer::Natural => None,
            Steer::Tier { bet, .. } => Some(*bet),
            Steer::LuckyBreak { .. } => Some(Bet::LuckyBreak),
            Steer::DealerBlackjackInsured => Some(Bet::Insurance),
            Steer::PairWith(bet) | Steer::Wager(bet) => Some(*bet),
            _ => Some(Bet::Main),
        }
    }

    /// A rare hand of the game, at random: a tier of one of the game's side bets (the
    /// catalog's, in `bets`), or one of the game's own rare hands (its practice entry).
    pub(crate) fn rare(rng: &mut Rng, game: Game, bets: &[Bet]) -> Steer {
        let mut list = rare_tiers(bets);
        list.extend_from_slice(super::practice_of(game).rare_hands);
        rng.pick(&list).cloned().unwrap_or_default()
    }
}

/// How often practice deals a shipped side bet's top tiers among a game's rare hands,
/// in the order they are drawn from: the bets dealers see most (Bonus 9, TriLux) twice.
/// A side bet an operator's file adds comes after these, once. Kept as it was before
/// side bets became data, so a practice seed deals the same rounds as before.
const RARE_WEIGHTS: [(&str, usize); 7] = [
    ("bonus9", 2),
    ("21+3-progressive", 1),
    ("suited-or-booted", 1),
    ("trilux", 2),
    ("super3", 1),
    ("bet-the-set", 1),
    ("royal-match", 1),
];

/// A tier steer for each side bet among `bets`, as often as [`RARE_WEIGHTS`] says.
fn rare_tiers(bets: &[Bet]) -> Vec<Steer> {
    let tier = |bet| Steer::Tier { bet, tier: None };
    let sides: Vec<Bet> = bets
        .iter()
        .copied()
        .filter(|b| b.side().is_some())
        .collect();
    let mut list = Vec::new();
    for (id, weight) in RARE_WEIGHTS {
        if let Some(bet) = sides.iter().find(|b| b.id() == id) {
            list.extend(std::iter::repeat_n(tier(*bet), weight));
        }
    }
    for bet in sides
        .iter()
        .filter(|b| !RARE_WEIGHTS.iter().any(|(id, _)| b.id() == *id))
    {
        list.push(tier(*bet));
    }
    list
}

//! The dealer's final hand from the shoe, counted exactly (RULES.md R3.1 `soft17`, R3.3
//! the draw rule): every sequence of ranks the dealer can draw, from the up card to a
//! standing total, a bust or a blackjack, with its probability and its number of ordered
//! deals. Lucky Break (R6) reads the busted hands, suits worked out afterwards; a side
//! bet on the dealer's final hand (`cards = "dealer-final"`) reads each final
//! hand's total, cards and blackjack.
//!
//! As the published analyses of these bets do (the Wizard of Odds' "Bust" and "Buster
//! Blackjack" tables), the dealer's cards come from the full shoe: the player's cards are
//! not taken out, since no seat's cards are known when a bet is priced. The dealer plays
//! every hand out, as the round requires while such a bet is on the layout (R3.3).
//!
//! Ranks are walked as blackjack counts them (the four ten-value ranks as one class of
//! sixteen cards a deck). A sequence of `k` cards drawn from `n` is one of
//! `n (n − 1) … (n − k + 1)` ordered deals; its *ways* are the product of what was left
//! of each card's class as it was drawn, so `ways / n (n − 1) … (n − k + 1)` is its
//! probability, in integers.

use crate::house::Soft17;
use crate::pattern::{DealerHand, Shape};
use crate::paytable::Tier;

/// Ranks as blackjack counts them: index 0 the Ace, 1-8 the two to nine, 9 ten-value.
pub(crate) const CLASSES: usize = 10;

/// One final hand of the dealer, as the walk reaches it.
pub(crate) struct Final<'a> {
    /// How many cards of each class the hand holds.
    pub drawn: &'a [u8; CLASSES],
    /// How many cards.
    pub cards: u8,
    /// Whether it is a two-card 21.
    pub blackjack: bool,
    /// Its probability, multiplied out draw by draw.
    pub p: f64,
    /// Its ordered deals: the product of what was left of each card's class.
    pub ways: u128,
}

impl Final<'_> {
    /// The total with every Ace counted one.
    pub(crate) fn hard(&self) -> u32 {
        hard(self.drawn)
    }

    /// The facts a side bet on the dealer's final hand reads.
    pub(crate) fn hand(&self) -> DealerHand {
        let hard = self.hard();
        let soft = self.drawn[0] > 0 && hard + 10 <= 21;
        let total = if soft { hard + 10 } else { hard };
        DealerHand {
            total: u8::try_from(total).unwrap_or(u8::MAX),
            cards: self.cards,
            blackjack: self.blackjack,
        }
    }
}

fn hard(drawn: &[u8; CLASSES]) -> u32 {
    drawn
        .iter()
        .enumerate()
        .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
        .sum()
}

/// Walks every dealer hand from the full shoe, handing each final hand to `visit`.
struct Walk<'v> {
    left: [u32; CLASSES],
    cards: u32,
    drawn: [u8; CLASSES],
    len: u8,
    hit_soft_17: bool,
    visit: &'v mut dyn FnMut(&Final<'_>),
}

impl Walk<'_> {
    fn finish(&mut self, p: f64, ways: u128, blackjack: bool) {
        let f = Final {
            drawn: &self.drawn,
            cards: self.len,
            blackjack,
            p,
            ways,
        };
        (self.visit)(&f);
    }

    /// Draws one card of each class in turn and follows the hand on.
    fn draw_each(&mut self, p: f64, ways: u128, then: fn(&mut Self, f64, u128)) {
        for r in 0..CLASSES {
            let n = self.left[r];
            if n == 0 {
                continue;
            }
            let q = p * f64::from(n) / f64::from(self.cards);
            self.left[r] -= 1;
            self.cards -= 1;
            self.drawn[r] += 1;
            self.len += 1;
            then(self, q, ways * u128::from(n));
            self.len -= 1;
            self.drawn[r] -= 1;
            self.cards += 1;
            self.left[r] += 1;
        }
    }

    /// After the up card: the hole card, then play unless it is a blackjack.
    fn hole(&mut self, p: f64, ways: u128) {
        self.draw_each(p, ways, |w, q, ways| {
            if w.drawn[0] == 1 && w.drawn[9] == 1 {
                w.finish(q, ways, true);
            } else {
                w.play(q, ways);
            }
        });
    }

    /// The dealer draws to 16, and to soft 17 when `soft17 = hit` (R3.1, R3.3).
    fn play(&mut self, p: f64, ways: u128) {
        let hard = hard(&self.drawn);
        if hard > 21 {
            return self.finish(p, ways, false);
        }
        let soft = self.drawn[0] > 0 && hard + 10 <= 21;
        let total = if soft { hard + 10 } else { hard };
        if total > 17 || (total == 17 && !(soft && self.hit_soft_17)) {
            return self.finish(p, ways, false);
        }
        self.draw_each(p, ways, Walk::play);
    }
}

/// Every final hand of the dealer from `decks` decks under `soft17`, each handed to
/// `visit` once per sequence of classes that deals it.
pub(crate) fn walk(decks: u8, soft17: Soft17, visit: &mut dyn FnMut(&Final<'_>)) {
    let d = u32::from(decks);
    let mut left = [4 * d; CLASSES];
    left[9] = 16 * d;
    let mut walk = Walk {
        left,
        cards: 52 * d,
        drawn: [0; CLASSES],
        len: 0,
        hit_soft_17: soft17 == Soft17::Hit,
        visit,
    };
    walk.draw_each(1.0, 1, Walk::hole);
}

/// `n (n − 1) … (n − k + 1)`.
fn falling(n: u128, k: u128) -> u128 {
    (0..k).fold(1, |acc, i| acc * (n - i))
}

/// How many ordered deals of the shoe's top cards meet each tier of a paytable on the
/// dealer's final hand first (R1.6), and how many deals there are: every hand is dealt
/// from the top `L` cards, `L` the longest hand the shoe allows, so that a hand of `k`
/// cards stands for each of the `(n − k) (n − k − 1) …` ways the cards after it fall.
/// Exact in integers: eight decks and thirteen cards make about 10^34 deals.
pub(crate) fn count_tiers(tiers: &[Tier], decks: u8, soft17: Soft17) -> (Vec<u128>, u128) {
    const LONGEST: usize = crate::pattern::MOST_DEALER_CARDS as usize;
    let mut by_length = vec![[0u128; LONGEST + 1]; tiers.len()];
    let mut longest = 0usize;
    walk(decks, soft17, &mut |f| {
        let k = usize::from(f.cards);
        longest = longest.max(k);
        let shape = Shape::of_dealer(f.hand());
        let met = tiers
            .iter()
            .position(|t| t.pattern.matches_shape(&shape, None));
        if let Some(slot) = met
            .and_then(|i| by_length.get_mut(i))
            .and_then(|row| row.get_mut(k))
        {
            *slot += f.ways;
        }
    });
    let n = 52 * u128::from(decks);
    let l = longest as u128;
    let per_tier = by_length
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(k, w)| w * falling(n - k as u128, l.saturating_sub(k as u128)))
                .sum()
        })
        .collect();
    (per_tier, falling(n, l))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every final hand together is certain, in integers and in floating point, and no
    /// hand is longer than the vocabulary allows (`dealer-cards` up to 13).
    #[test]
    fn r3_3_the_final_hands_add_up_to_every_deal() {
        for decks in [1u8, 8] {
            for soft17 in [Soft17::Stand, Soft17::Hit] {
                let n = 52 * u128::from(decks);
                let mut by_length = [0u128; 14];
                let mut p = 0.0;
                walk(decks, soft17, &mut |f| {
                    by_length[usize::from(f.cards)] += f.ways;
                    p += f.p;
                });
                let longest = by_length.iter().rposition(|w| *w > 0).unwrap();
                let deals: u128 = by_length
                    .iter()
                    .take(longest + 1)
                    .enumerate()
                    .map(|(k, w)| w * falling(n - k as u128, (longest - k) as u128))
                    .sum();
                assert_eq!(deals, falling(n, longest as u128), "{decks} {soft17:?}");
                assert!((p - 1.0).abs() < 1e-12, "{decks} {soft17:?}: {p}");
                assert!(longest <= 13);
            }
        }
    }
}

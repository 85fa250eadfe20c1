//! The distribution of a round's net result, for win/push/loss chances and the standard
//! deviation.
//!
//! Approximation (these figures only; the edges do not use them): a hand's final states come from
//! its own play, and the dealer's outcome is taken from the shoe after the first two
//! cards (or after the pair, for splits), so the removal of the player's later cards from
//! the dealer's shoe is ignored, and split hands are independent given the dealer's
//! outcome.

use crate::dealer::{DealerDist, BLACKJACK, BUST, OUTCOMES};
use crate::player::{describe_state, STATES};
use crate::rules::{BlackjackPays, HoleCard, Rules, Surrender};
use crate::split::SplitOutcome;

/// Net results in tenths of the initial stake, from -8 to +8 units.
const SPAN: usize = 161;
const ZERO: i32 = 80;

#[derive(Clone, Debug)]
pub(crate) struct PayoffDist {
    p: Vec<f64>,
}

impl Default for PayoffDist {
    fn default() -> Self {
        PayoffDist { p: vec![0.0; SPAN] }
    }
}

impl PayoffDist {
    fn add(&mut self, tenths: i32, p: f64) {
        self.p[(tenths + ZERO) as usize] += p;
    }

    pub(crate) fn merge(&mut self, other: &PayoffDist, w: f64) {
        for (a, b) in self.p.iter_mut().zip(other.p.iter()) {
            *a += w * b;
        }
    }

    fn iter(&self) -> impl Iterator<Item = (f64, f64)> + '_ {
        self.p
            .iter()
            .enumerate()
            .map(|(i, &p)| ((i as i32 - ZERO) as f64 / 10.0, p))
    }

    pub(crate) fn mean(&self) -> f64 {
        self.iter().map(|(x, p)| x * p).sum()
    }

    pub(crate) fn sd(&self) -> f64 {
        let m = self.mean();
        let m2: f64 = self.iter().map(|(x, p)| x * x * p).sum();
        (m2 - m * m).max(0.0).sqrt()
    }

    /// Chances of a net win, a push, a net loss.
    pub(crate) fn win_push_loss(&self) -> (f64, f64, f64) {
        let (mut w, mut d, mut l) = (0.0, 0.0, 0.0);
        for (x, p) in self.iter() {
            if x > 0.0 {
                w += p
            } else if x < 0.0 {
                l += p
            } else {
                d += p
            }
        }
        (w, d, l)
    }

    /// A player blackjack: paid unless the dealer also has one.
    pub(crate) fn add_blackjack(&mut self, w: f64, dealer_bj: f64, pays: BlackjackPays) {
        self.add(pays.tenths() as i32, w * (1.0 - dealer_bj));
        self.add(0, w * dealer_bj);
    }

    pub(crate) fn add_surrender(&mut self, w: f64, dealer_bj: f64, rules: &Rules) {
        let whole_lost = match rules.hole_card {
            HoleCard::Peek => true,
            _ => rules.surrender != Surrender::HalfEvenAgainstBlackjack,
        };
        if whole_lost {
            self.add(-10, w * dealer_bj);
            self.add(-5, w * (1.0 - dealer_bj));
        } else {
            self.add(-5, w);
        }
    }

    /// An unsplit played hand with final-state chances `states`.
    pub(crate) fn add_played(
        &mut self,
        w: f64,
        states: &[f64; STATES],
        dealer: &DealerDist,
        rules: &Rules,
    ) {
        let per_outcome = |f: usize| -> Vec<(i32, f64)> {
            states
                .iter()
                .enumerate()
                .map(|(s, &p)| (hand_result(s, f, rules), p))
                .collect()
        };
        for (f, pf) in world(dealer) {
            if f == BLACKJACK && rules.hole_card.peeks() {
                self.add(-10, w * pf);
                continue;
            }
            for (x, p) in per_outcome(f) {
                self.add(10 * x, w * pf * p);
            }
        }
    }

    /// A split: hands independent given the dealer's outcome.
    pub(crate) fn add_split(
        &mut self,
        w: f64,
        split: &SplitOutcome,
        dealer: &DealerDist,
        rules: &Rules,
    ) {
        for (f, pf) in world(dealer) {
            if f == BLACKJACK && rules.hole_card.peeks() {
                self.add(-10, w * pf);
                continue;
            }
            let one = |states: &[f64; STATES]| -> Vec<(i32, bool, f64)> {
                states
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| **p > 0.0)
                    .map(|(s, &p)| {
                        let standing = describe_state(s).1.is_some();
                        (hand_result(s, f, rules), standing, p)
                    })
                    .collect()
            };
            let (other, paired) = (one(&split.other.states), one(&split.paired.states));
            // Without original-bets-only coupling a spot's result is the sum of its hands'.
            let obo = f == BLACKJACK && rules.hole_card == HoleCard::NoPeekOriginalBets;
            for &(n_other, n_paired, pc) in &split.hand_counts {
                // (sum, any hand standing) -> probability
                let mut acc: Vec<(i32, bool, f64)> = vec![(0, false, 1.0)];
                let kinds = std::iter::repeat_n(&other, n_other as usize)
                    .chain(std::iter::repeat_n(&paired, n_paired as usize));
                for kind in kinds {
                    let mut next: Vec<(i32, bool, f64)> = Vec::new();
                    for &(sum, any, p) in &acc {
                        for &(x, standing, q) in kind {
                            let x = if obo && standing { 0 } else { x };
                            let key = (sum + x, any || standing);
                            match next.iter_mut().find(|e| (e.0, e.1) == key) {
                                Some(e) => e.2 += p * q,
                                None => next.push((key.0, key.1, p * q)),
                            }
                        }
                    }
                    acc = next;
                }
                for (sum, any, p) in acc {
                    let total = if obo && any { sum - 1 } else { sum };
                    self.add(10 * total, w * pf * pc * p);
                }
            }
        }
    }
}

/// Dealer outcomes with their chances, blackjack included.
fn world(dealer: &DealerDist) -> Vec<(usize, f64)> {
    (0..OUTCOMES)
        .map(|f| (f, dealer[f]))
        .filter(|&(_, p)| p > 0.0)
        .collect()
}

/// Net units won by one hand in final state `state` against dealer outcome `f` (no-hole
/// dealer blackjack: a standing hand loses one unit, or its stake under lose-all).
fn hand_result(state: usize, f: usize, rules: &Rules) -> i32 {
    let (stake, total) = describe_state(state);
    let stake = stake as i32;
    let Some(total) = total else {
        return -stake;
    };
    match f {
        BLACKJACK => match rules.hole_card {
            HoleCard::NoPeekLoseAll => -stake,
            _ => -1,
        },
        BUST => stake,
        _ => {
            let d = 17 + f as u32;
            match total.cmp(&d) {
                std::cmp::Ordering::Greater => stake,
                std::cmp::Ordering::Equal => 0,
                std::cmp::Ordering::Less => -stake,
            }
        }
    }
}

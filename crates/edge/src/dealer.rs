//! The dealer's final-total distribution for any shoe composition.
//!
//! For one up card and soft-17 rule, every way the dealer's hand can end is a multiset of
//! drawn cards. All orderings of a multiset that the draw rule allows have the same
//! probability from a given shoe, `prod_r n_r!/(n_r-k_r)! / N!/(N-k)!`, so the distribution
//! is `sum_m ways(m) * P(one ordering of m)`. `ways(m)` does not depend on the shoe: it is
//! counted once here. The multisets are stored as a trie in rank order so that the falling
//! factorial products share their prefixes; evaluating a shoe is then one multiply per
//! trie node, which is what makes composition-dependent analysis of 8 decks fast.

use crate::cards::{Counts, ACE, RANKS, TEN};
use crate::rules::Soft17;
use std::collections::HashMap;

/// Dealer outcome categories: 17, 18, 19, 20, 21 (not blackjack), bust, blackjack.
pub(crate) const OUTCOMES: usize = 7;
pub(crate) const BUST: usize = 5;
pub(crate) const BLACKJACK: usize = 6;

/// Probabilities of the dealer's outcomes, indexed as [`OUTCOMES`].
pub(crate) type DealerDist = [f64; OUTCOMES];

/// Whether the dealer, holding `cards` (up card included), stands, and with what.
fn dealer_outcome(cards: &Counts, soft17: Soft17) -> Option<usize> {
    let (best, soft) = cards.best_total();
    if best > 21 {
        return Some(BUST);
    }
    if best == 21 && cards.total() == 2 {
        return Some(BLACKJACK);
    }
    let stands = best > 17 || (best == 17 && !(soft && soft17 == Soft17::Hit));
    stands.then(|| (best - 17) as usize)
}

/// One trie node: the multiset of its parent plus one card of `rank`.
#[derive(Clone, Copy, Debug)]
struct TrieNode {
    parent: u32,
    rank: u8,
    /// How many cards of `rank` the parent already holds.
    prior: u8,
    /// Cards drawn by the parent (the up card excluded).
    parent_depth: u8,
    /// Outcome index for a final hand, `NOT_FINAL` otherwise.
    outcome: u8,
    /// Number of orderings the draw rule allows (final hands only).
    ways: f64,
}

const NOT_FINAL: u8 = u8::MAX;

/// The final-hand trie for one up card.
#[derive(Debug)]
pub(crate) struct DealerTable {
    /// Nodes in creation order: a parent always precedes its children. Node 0 is the root.
    nodes: Vec<TrieNode>,
    max_depth: usize,
    /// Scratch space for the running products (one per node).
    scratch: std::cell::RefCell<Vec<f64>>,
}

impl DealerTable {
    pub(crate) fn new(up: usize, soft17: Soft17) -> DealerTable {
        // Forward pass over multisets by size: ways(m + r) += ways(m) while m still draws.
        let start = Counts::default().with(up);
        let mut level: HashMap<u64, (Counts, f64)> = HashMap::new();
        level.insert(start.key(), (start, 1.0));
        let mut finals: Vec<(Counts, usize, f64)> = Vec::new();
        while !level.is_empty() {
            let mut next: HashMap<u64, (Counts, f64)> = HashMap::new();
            let mut keys: Vec<_> = level.keys().copied().collect();
            keys.sort_unstable();
            for key in keys {
                let (hand, ways) = level[&key];
                for r in 0..RANKS {
                    let grown = hand.with(r);
                    next.entry(grown.key()).or_insert((grown, 0.0)).1 += ways;
                }
            }
            level = HashMap::new();
            let mut keys: Vec<_> = next.keys().copied().collect();
            keys.sort_unstable();
            for key in keys {
                let (hand, ways) = next[&key];
                match dealer_outcome(&hand, soft17) {
                    Some(outcome) => finals.push((hand, outcome, ways)),
                    None => {
                        level.insert(key, (hand, ways));
                    }
                }
            }
        }
        Self::build_trie(up, finals)
    }

    fn build_trie(up: usize, finals: Vec<(Counts, usize, f64)>) -> DealerTable {
        let root = TrieNode {
            parent: 0,
            rank: 0,
            prior: 0,
            parent_depth: 0,
            outcome: NOT_FINAL,
            ways: 0.0,
        };
        let mut nodes = vec![root];
        let mut depth = vec![0u8];
        let mut children: HashMap<(u32, u8), u32> = HashMap::new();
        let mut max_depth = 0;
        // Busts are left out: their chance is one less the others', which spares the trie
        // its many bust leaves (about half its nodes).
        for (hand, outcome, ways) in finals.into_iter().filter(|f| f.1 != BUST) {
            let mut drawn = hand;
            drawn.0[up] -= 1;
            let mut node = 0u32;
            let mut held = [0u8; RANKS];
            for (r, held) in held.iter_mut().enumerate() {
                for _ in 0..drawn.0[r] {
                    let prior = *held;
                    node = *children.entry((node, r as u8)).or_insert_with(|| {
                        nodes.push(TrieNode {
                            parent: node,
                            rank: r as u8,
                            prior,
                            parent_depth: depth[node as usize],
                            outcome: NOT_FINAL,
                            ways: 0.0,
                        });
                        depth.push(depth[node as usize] + 1);
                        (nodes.len() - 1) as u32
                    });
                    *held += 1;
                }
            }
            max_depth = max_depth.max(depth[node as usize] as usize);
            nodes[node as usize].outcome = outcome as u8;
            nodes[node as usize].ways = ways;
        }
        let scratch = std::cell::RefCell::new(vec![0.0; nodes.len()]);
        DealerTable {
            nodes,
            max_depth,
            scratch,
        }
    }

    /// Outcome probabilities when the dealer draws from `deck` (up card already removed).
    pub(crate) fn dist(&self, deck: &Counts) -> DealerDist {
        let n = deck.total() as f64;
        // inv[k]: 1 / (cards left after k draws), so a node's running product is already the
        // probability of one ordering of its multiset.
        let mut inv = [0.0f64; 32];
        for (k, v) in inv.iter_mut().enumerate().take(self.max_depth + 1) {
            *v = 1.0 / (n - k as f64).max(1.0);
        }
        let mut left = [0.0f64; RANKS];
        for (l, &c) in left.iter_mut().zip(deck.0.iter()) {
            *l = c as f64;
        }
        let mut prod = self.scratch.borrow_mut();
        prod[0] = 1.0;
        let mut out = [0.0; OUTCOMES];
        for i in 1..self.nodes.len() {
            let t = &self.nodes[i];
            let avail = (left[t.rank as usize] - t.prior as f64).max(0.0);
            let p = prod[t.parent as usize] * avail * inv[t.parent_depth as usize];
            prod[i] = p;
            if t.outcome != NOT_FINAL {
                out[t.outcome as usize] += t.ways * p;
            }
        }
        out[BUST] = (1.0 - out.iter().sum::<f64>()).max(0.0);
        out
    }
}

/// Probability that the dealer's next card makes a blackjack with up card `up`.
pub(crate) fn blackjack_chance(up: usize, deck: &Counts) -> f64 {
    let n = deck.total() as f64;
    match up {
        ACE => deck.get(TEN) as f64 / n,
        TEN => deck.get(ACE) as f64 / n,
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distribution_sums_to_one() {
        for up in 0..RANKS {
            let t = DealerTable::new(up, Soft17::Hit);
            let d = t.dist(&Counts::shoe(1).less(&Counts::default().with(up)));
            let s: f64 = d.iter().sum();
            assert!((s - 1.0).abs() < 1e-12, "up {up}: {s}");
        }
    }

    #[test]
    fn ace_up_blackjack_chance_single_deck() {
        let t = DealerTable::new(ACE, Soft17::Stand);
        let d = t.dist(&Counts::shoe(1).less(&Counts::default().with(ACE)));
        assert!((d[BLACKJACK] - 16.0 / 51.0).abs() < 1e-12);
    }
}

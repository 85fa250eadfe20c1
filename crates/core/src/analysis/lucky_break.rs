//! Lucky Break counted exactly (RULES.md R6): the dealer's final hand, suits tracked.
//!
//! The model: the dealer's cards are drawn from the full shoe (the player's cards are
//! not taken out), the dealer completes the hand under `soft17` (R3.1, R3.3), a dealer
//! blackjack loses (R6.2), a bust of 22-26 wins by its total and suited count (R6.3,
//! R6.4), and the player cap (`player_cap`, R6.2) is left out.
//!
//! The hand is walked rank by rank (`count::dealer`): every sequence of ranks the
//! dealer can draw, with its probability from the shoe's rank counts. Suits are then worked out once per
//! busted *set* of ranks: given the ranks, each rank's cards take their suits from that
//! rank's own cards without replacement, independently of the other ranks, so the
//! suit counts of the whole hand are a convolution over its ranks (kept sorted, since
//! the four suits are alike).

use std::collections::HashMap;

use pitpay_language::sentence;

use crate::game::lucky_break::multiplier;
use crate::house::{HouseKey, HouseOptions, MultiplierMode, Soft17, SuitedCount};
use crate::money::Odds;
use crate::paytable::{LuckyBreakTable, Paytable};

use super::figures::{Analysis, Moments, Setup, TierFigures};
use crate::count::dealer::CLASSES;
use crate::count::shoe;

/// The rank sets the dealer busts with (as counts per rank), with their probability.
type Busts = HashMap<[u8; CLASSES], f64>;

/// Every busted set of ranks from `decks` decks, with its probability: the dealer's walk
/// (`count::dealer`) kept to its busts.
fn dealer_busts(decks: u8, soft17: Soft17) -> Busts {
    let mut busts = Busts::new();
    crate::count::dealer::walk(decks, soft17, &mut |f| {
        if f.hard() > 21 {
            *busts.entry(*f.drawn).or_insert(0.0) += f.p;
        }
    });
    busts
}

/// The most cards of one rank class a dealer's hand can hold (eleven aces make soft 21).
const MOST_OF_A_RANK: usize = 16;

/// For each count of cards, every split among the suits with its probability.
type Shares = Vec<Vec<([u8; 4], f64)>>;

/// How the cards of one rank class share the four suits, worked out once per shoe: for
/// the A-9 classes (`d` cards a suit) and the ten-value class (`4d` a suit), and for each
/// count `m`, every split of `m` cards among the suits (suits told apart) with its
/// probability (multivariate hypergeometric), and the probability they are all of one
/// given suit.
struct SuitOdds {
    shares: [Shares; 2],
    one_suit: [Vec<f64>; 2],
}

/// `n` choose `k` as a float (small numbers: exact enough for probabilities).
fn choose_f(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

impl SuitOdds {
    fn new(decks: u8) -> SuitOdds {
        let d = u32::from(decks);
        let build = |per_suit: u32| -> (Shares, Vec<f64>) {
            let shares = (0..=MOST_OF_A_RANK as u8)
                .map(|m| {
                    let all = choose_f(4 * per_suit, u32::from(m));
                    compositions(m)
                        .into_iter()
                        .map(|y| {
                            let ways: f64 = y
                                .iter()
                                .map(|&k| choose_f(per_suit, u32::from(k)))
                                .product();
                            (y, ways / all)
                        })
                        .filter(|(_, q)| *q > 0.0)
                        .collect()
                })
                .collect();
            let one = (0..=MOST_OF_A_RANK as u32)
                .map(|m| choose_f(per_suit, m) / choose_f(4 * per_suit, m))
                .collect();
            (shares, one)
        };
        let (low, low_one) = build(d);
        let (ten, ten_one) = build(4 * d);
        SuitOdds {
            shares: [low, ten],
            one_suit: [low_one, ten_one],
        }
    }

    fn kind(class: usize) -> usize {
        usize::from(class == 9)
    }

    /// The probability that every card of a hand of these ranks is of one suit.
    fn all_one_suit(&self, ranks: &[u8; CLASSES]) -> f64 {
        4.0 * ranks
            .iter()
            .enumerate()
            .map(|(r, &m)| {
                self.one_suit[Self::kind(r)]
                    .get(usize::from(m))
                    .copied()
                    .unwrap_or(0.0)
            })
            .product::<f64>()
    }

    /// The distribution of the commonest suit's count, 5 standing for 5 or more: the
    /// suit counts convolved over the ranks, kept sorted (the suits are alike) and each
    /// capped at 5.
    fn largest(&self, ranks: &[u8; CLASSES]) -> [f64; 6] {
        let mut states: Vec<([u8; 4], f64)> = vec![([0; 4], 1.0)];
        for (r, &m) in ranks.iter().enumerate() {
            if m == 0 {
                continue;
            }
            let Some(shares) = self.shares[Self::kind(r)].get(usize::from(m)) else {
                return [0.0; 6];
            };
            let mut next: Vec<([u8; 4], f64)> = Vec::with_capacity(states.len() * 2);
            for (state, p) in &states {
                for (y, q) in shares {
                    let mut s = *state;
                    for (slot, k) in s.iter_mut().zip(y) {
                        *slot = (*slot + k).min(5);
                    }
                    s.sort_unstable_by(|a, b| b.cmp(a));
                    match next.iter_mut().find(|(t, _)| *t == s) {
                        Some((_, acc)) => *acc += p * q,
                        None => next.push((s, p * q)),
                    }
                }
            }
            states = next;
        }
        let mut by_largest = [0.0; 6];
        for (s, p) in states {
            by_largest[usize::from(s[0].min(5))] += p;
        }
        by_largest
    }
}

/// Every way to share `m` cards among the four suits, suits told apart.
fn compositions(m: u8) -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for a in 0..=m {
        for b in 0..=m - a {
            for c in 0..=m - a - b {
                out.push([a, b, c, m - a - b - c]);
            }
        }
    }
    out
}

/// The multiplier row of a suited count (R6.3): 0 unsuited (fewer than 3), else 3, 4
/// or 5 (5+).
fn suited_row(count: usize) -> usize {
    match count {
        0..=2 => 0,
        3 | 4 => count,
        _ => 5,
    }
}

/// The probability of each multiplier row (index 0, 3, 4, 5) for a busted hand of these
/// ranks under `suited_count` (R6.3).
fn rows(odds: &SuitOdds, mode: SuitedCount, ranks: &[u8; CLASSES]) -> [f64; 6] {
    let mut out = [0.0; 6];
    match mode {
        SuitedCount::AllOneSuit => {
            let cards: usize = ranks.iter().map(|&m| usize::from(m)).sum();
            let one = odds.all_one_suit(ranks);
            out[suited_row(cards)] += one;
            out[0] += 1.0 - one;
        }
        SuitedCount::LargestSuitGroup => {
            for (largest, p) in odds.largest(ranks).into_iter().enumerate() {
                out[suited_row(largest)] += p;
            }
        }
    }
    out
}

/// What a bust of `total` with this suited row wins per unit, `to 1` (R6.4, as the
/// settlement pays it).
fn win(lb: &LuckyBreakTable, mode: MultiplierMode, total: usize, row: usize) -> u32 {
    let base = total
        .checked_sub(22)
        .and_then(|i| lb.base.get(i))
        .copied()
        .unwrap_or(0);
    let mult = multiplier(lb, row);
    match (row, mode) {
        (0, _) => base,
        (_, MultiplierMode::AddsToBase) => base.saturating_add(base.saturating_mul(mult)),
        (_, MultiplierMode::ReplacesBase) => base.saturating_mul(mult),
    }
}

/// The chance of each bust outcome: by bust total (22-26) and suited row (0, 3, 4, 5),
/// and by the number of cards the dealer's hand took.
type BustChances = ([[f64; 6]; 5], Vec<f64>);

/// The dealer's busts under the house's soft 17 rule, weighed as [`BustChances`] says.
fn bust_chances(setup: &Setup) -> BustChances {
    let house = &setup.house;
    let mut outcome = [[0.0f64; 6]; 5];
    let mut by_cards: Vec<f64> = Vec::new();
    let odds = SuitOdds::new(setup.decks);
    for (ranks, p) in dealer_busts(setup.decks, house.soft17) {
        let cards: usize = ranks.iter().map(|&m| usize::from(m)).sum();
        let total: usize = ranks
            .iter()
            .enumerate()
            .map(|(i, &m)| (i + 1) * usize::from(m))
            .sum();
        if by_cards.len() <= cards {
            by_cards.resize(cards + 1, 0.0);
        }
        if let Some(slot) = by_cards.get_mut(cards) {
            *slot += p;
        }
        if let Some(by_row) = outcome.get_mut(total.wrapping_sub(22)) {
            for (slot, q) in by_row
                .iter_mut()
                .zip(rows(&odds, house.suited_count, &ranks))
            {
                *slot += p * q;
            }
        }
    }
    (outcome, by_cards)
}

/// One tier per bust total and suited row, highest total first, at the paytable's pays.
fn tiers(lb: &LuckyBreakTable, house: &HouseOptions, outcome: &[[f64; 6]; 5]) -> Vec<TierFigures> {
    let mut tiers = Vec::new();
    for total in (22..=26).rev() {
        for row in [5, 4, 3, 0] {
            let probability = outcome[total - 22][row];
            let pays = win(lb, house.multiplier, total, row);
            let w = f64::from(pays);
            tiers.push(TierFigures {
                name: sentence!("analysis-outcome-dealer-busts", total = total, suited = row),
                combinations: None,
                probability,
                pays: Odds::to(pays, 1).sentence(),
                win: w,
                contribution: probability * w,
            });
        }
    }
    tiers
}

/// The full analysis of a Lucky Break paytable.
pub(crate) fn analyze(table: &Paytable, lb: &LuckyBreakTable, setup: &Setup) -> Analysis {
    let house = &setup.house;
    let (outcome, by_cards) = bust_chances(setup);
    let tiers = tiers(lb, house, &outcome);
    let moments = Moments::of_hits(tiers.iter().map(|t| (t.probability, t.win)));
    let soft17 = match house.soft17 {
        Soft17::Stand => "stand",
        Soft17::Hit => "hit",
    };
    Analysis {
        paytable: table.id.clone(),
        name: table.name.clone(),
        names: table.names.clone(),
        fingerprint: table.fingerprint.clone(),
        bet: table.bet,
        decks: setup.decks,
        model: sentence!(
            "analysis-model-lucky-break",
            soft17 = soft17,
            shoe = shoe(setup.decks)
        ),
        options: vec![
            (HouseKey::Soft17, house.soft17.to_string()),
            (HouseKey::SuitedCount, house.suited_count.to_string()),
            (HouseKey::Multiplier, house.multiplier.to_string()),
        ],
        declared_suit: None,
        combinations: None,
        house_edge: -moments.mean,
        return_rate: 1.0 + moments.mean,
        hit_frequency: moments.hits,
        std_dev: moments.std_dev(),
        tiers,
        progressive: None,
        strategy: Vec::new(),
        by_option: Vec::new(),
        dealer_busts: by_cards
            .into_iter()
            .enumerate()
            .filter(|(_, p)| *p > 0.0)
            .collect(),
        notes: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r6_3_three_suited_cards_of_one_deck() {
        let odds = SuitOdds::new(1);
        // Three different ranks from one deck: all one suit with probability 4 × (1/4)³ = 1/16.
        let mut ranks = [0u8; CLASSES];
        ranks[1] = 1;
        ranks[2] = 1;
        ranks[3] = 1;
        assert!((odds.all_one_suit(&ranks) - 1.0 / 16.0).abs() < 1e-15);
        let dist = odds.largest(&ranks);
        assert!((dist[3] - 1.0 / 16.0).abs() < 1e-15);
        assert!((dist.iter().sum::<f64>() - 1.0).abs() < 1e-15);
        // Two threes from one deck are never the same suit.
        let mut pair = [0u8; CLASSES];
        pair[2] = 2;
        pair[9] = 1;
        assert_eq!(odds.all_one_suit(&pair), 0.0);
        assert_eq!(odds.largest(&pair)[3], 0.0);
    }

    #[test]
    fn r6_3_suited_rows() {
        assert_eq!(suited_row(4), 4);
        assert_eq!(suited_row(7), 5);
        assert_eq!(suited_row(2), 0);
        // Four cards of four ranks, one deck: all one suit 4 × (1/4)⁴; largest group 3 or 4.
        let odds = SuitOdds::new(1);
        let mut ranks = [0u8; CLASSES];
        for r in [1, 2, 3, 4] {
            ranks[r] = 1;
        }
        let all = rows(&odds, SuitedCount::AllOneSuit, &ranks);
        assert!((all[4] - 4.0 / 256.0).abs() < 1e-15 && all[3] == 0.0);
        let largest = rows(&odds, SuitedCount::LargestSuitGroup, &ranks);
        // Exactly three of one suit: 4 suits × 4 choices of the odd card × 3 other suits.
        assert!((largest[3] - 48.0 / 256.0).abs() < 1e-15);
        assert!((largest[4] - 4.0 / 256.0).abs() < 1e-15);
    }
}

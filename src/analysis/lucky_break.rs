//! Lucky Break counted exactly (RULES.md R6): the dealer's final hand, suits tracked.
//!
//! The model: the dealer's cards are drawn from the full shoe (the player's cards are
//! not taken out), the dealer completes the hand under `soft17` (R3.1, R3.3), a dealer
//! blackjack loses (R6.2), a bust of 22-26 wins by its total and suited count (R6.3,
//! R6.4), and the player cap (`player_cap`, R6.2) is left out.
//!
//! The hand is walked rank by rank: every sequence of ranks the dealer can draw, with
//! its probability from the shoe's rank counts. Suits are then worked out once per
//! busted *set* of ranks: given the ranks, each rank's cards take their suits from that
//! rank's own cards without replacement, independently of the other ranks, so the
//! suit counts of the whole hand are a convolution over its ranks (kept sorted, since
//! the four suits are alike).

use std::collections::HashMap;

use crate::game::lucky_break::multiplier;
use crate::house::{MultiplierMode, Soft17, SuitedCount};
use crate::paytable::{LuckyBreakTable, Paytable};

use super::side_bet::{choose, decks_text};
use super::{Analysis, Moments, Setup, TierFigures};

/// Ranks as blackjack counts them: index 0 the Ace, 1-8 the two to nine, 9 ten-value.
const CLASSES: usize = 10;

/// The rank sets the dealer busts with (as counts per rank), with their probability.
type Busts = HashMap<[u8; CLASSES], f64>;

/// Walks every dealer hand from the full shoe.
struct Walk {
    left: [u32; CLASSES],
    cards: u32,
    drawn: [u8; CLASSES],
    hit_soft_17: bool,
    busts: Busts,
}

impl Walk {
    fn hard(&self) -> u32 {
        self.drawn
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
            .sum()
    }

    /// Draws one card of each rank in turn and follows the hand on.
    fn draw_each(&mut self, p: f64, then: fn(&mut Walk, f64)) {
        for r in 0..CLASSES {
            let n = self.left[r];
            if n == 0 {
                continue;
            }
            let q = p * f64::from(n) / f64::from(self.cards);
            self.left[r] -= 1;
            self.cards -= 1;
            self.drawn[r] += 1;
            then(self, q);
            self.drawn[r] -= 1;
            self.cards += 1;
            self.left[r] += 1;
        }
    }

    /// After the up card: the hole card, then play unless it is a blackjack (R6.2).
    fn hole(&mut self, p: f64) {
        self.draw_each(p, |w, q| {
            let blackjack = w.drawn[0] == 1 && w.drawn[9] == 1;
            if !blackjack {
                w.play(q);
            }
        });
    }

    /// The dealer draws to 16 and to soft 17 when `soft17 = hit` (R3.1).
    fn play(&mut self, p: f64) {
        let hard = self.hard();
        if hard > 21 {
            *self.busts.entry(self.drawn).or_insert(0.0) += p;
            return;
        }
        let soft = self.drawn[0] > 0 && hard + 10 <= 21;
        let total = if soft { hard + 10 } else { hard };
        if total > 17 || (total == 17 && !(soft && self.hit_soft_17)) {
            return;
        }
        self.draw_each(p, Walk::play);
    }
}

/// Every busted set of ranks from `decks` decks, with its probability.
fn dealer_busts(decks: u8, soft17: Soft17) -> Busts {
    let d = u32::from(decks);
    let mut left = [4 * d; CLASSES];
    left[9] = 16 * d;
    let mut walk = Walk {
        left,
        cards: 52 * d,
        drawn: [0; CLASSES],
        hit_soft_17: soft17 == Soft17::Hit,
        busts: HashMap::new(),
    };
    walk.draw_each(1.0, Walk::hole);
    walk.busts
}

/// The distribution of the largest number of cards sharing a suit, for a hand of these
/// ranks: entry `g` is the probability that the commonest suit holds `g` cards.
fn largest_suit_group(decks: u8, ranks: &[u8; CLASSES]) -> Vec<f64> {
    let d = u128::from(decks);
    // Sorted suit counts → probability.
    let mut states: Vec<([u8; 4], f64)> = vec![([0; 4], 1.0)];
    for (r, &m) in ranks.iter().enumerate() {
        if m == 0 {
            continue;
        }
        let per_suit = if r == 9 { 4 * d } else { d };
        let all = choose(4 * per_suit, u128::from(m)) as f64;
        let mut next: Vec<([u8; 4], f64)> = Vec::new();
        for y in compositions(m) {
            let ways: u128 = y.iter().map(|&k| choose(per_suit, u128::from(k))).product();
            if ways == 0 {
                continue;
            }
            let q = ways as f64 / all;
            for (state, p) in &states {
                let mut s = *state;
                for (slot, k) in s.iter_mut().zip(y) {
                    *slot += k;
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
    let cards: usize = ranks.iter().map(|&m| usize::from(m)).sum();
    let mut by_largest = vec![0.0; cards + 1];
    for (s, p) in states {
        if let Some(slot) = by_largest.get_mut(usize::from(s[0])) {
            *slot += p;
        }
    }
    by_largest
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

/// The suited-count row (R6.3): 0 unsuited, else 3, 4 or 5 (5+).
fn suited_row(mode: SuitedCount, largest: usize, cards: usize) -> usize {
    let count = match mode {
        SuitedCount::AllOneSuit if largest == cards => cards,
        SuitedCount::AllOneSuit => 0,
        SuitedCount::LargestSuitGroup => largest,
    };
    match count {
        0..=2 => 0,
        3 | 4 => count,
        _ => 5,
    }
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

/// The full analysis of a Lucky Break paytable.
pub fn analyze(table: &Paytable, lb: &LuckyBreakTable, setup: &Setup) -> Analysis {
    let house = &setup.house;
    // Probability by bust total (22-26) and suited row (0, 3, 4, 5).
    let mut outcome = [[0.0f64; 6]; 5];
    let mut by_cards: Vec<f64> = Vec::new();
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
        for (largest, q) in largest_suit_group(setup.decks, &ranks)
            .into_iter()
            .enumerate()
        {
            let row = suited_row(house.suited_count, largest, cards);
            if let Some(slot) = outcome
                .get_mut(total.wrapping_sub(22))
                .and_then(|r| r.get_mut(row))
            {
                *slot += p * q;
            }
        }
    }
    let mut tiers = Vec::new();
    for total in (22..=26).rev() {
        for (row, words) in [
            (5, "5+ suited cards"),
            (4, "4 suited cards"),
            (3, "3 suited cards"),
            (0, "unsuited"),
        ] {
            let probability = outcome[total - 22][row];
            let w = f64::from(win(lb, house.multiplier, total, row));
            tiers.push(TierFigures {
                name: format!("Dealer busts {total}, {words}"),
                combinations: None,
                probability,
                pays: format!("{} to 1", win(lb, house.multiplier, total, row)),
                win: w,
                contribution: probability * w,
            });
        }
    }
    let moments = Moments::of_hits(tiers.iter().map(|t| (t.probability, t.win)));
    let soft = match house.soft17 {
        Soft17::Stand => "standing on soft 17",
        Soft17::Hit => "hitting soft 17",
    };
    Analysis {
        paytable: table.id.clone(),
        name: table.name.clone(),
        fingerprint: table.fingerprint.clone(),
        bet: table.bet,
        decks: setup.decks,
        model: format!(
            "dealer's final hand, {soft}, every card drawn from the full shoe of {} (the \
             player's cards not taken out); a dealer blackjack loses; the player cap \
             (player_cap) is left out",
            decks_text(setup.decks)
        ),
        options: vec![
            ("soft17", house.soft17.to_string()),
            ("suited_count", house.suited_count.to_string()),
            ("multiplier", house.multiplier.to_string()),
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
        // Three different ranks from one deck: all one suit with probability 4 × (1/4)³ = 1/16.
        let mut ranks = [0u8; CLASSES];
        ranks[1] = 1;
        ranks[2] = 1;
        ranks[3] = 1;
        let dist = largest_suit_group(1, &ranks);
        assert!((dist[3] - 1.0 / 16.0).abs() < 1e-15);
        assert!((dist.iter().sum::<f64>() - 1.0).abs() < 1e-15);
        // Two threes from one deck are never the same suit.
        let mut pair = [0u8; CLASSES];
        pair[2] = 2;
        pair[9] = 1;
        let dist = largest_suit_group(1, &pair);
        assert!(dist.get(3).is_some_and(|p| *p == 0.0));
    }

    #[test]
    fn r6_3_suited_rows() {
        assert_eq!(suited_row(SuitedCount::AllOneSuit, 4, 4), 4);
        assert_eq!(suited_row(SuitedCount::AllOneSuit, 3, 4), 0);
        assert_eq!(suited_row(SuitedCount::LargestSuitGroup, 3, 4), 3);
        assert_eq!(suited_row(SuitedCount::LargestSuitGroup, 6, 7), 5);
        assert_eq!(suited_row(SuitedCount::LargestSuitGroup, 2, 3), 0);
    }
}

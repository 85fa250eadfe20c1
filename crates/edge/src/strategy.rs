//! Basic strategy charts: total-dependent decisions, how they are derived and printed.
//!
//! Derivation, per up card, in the classic way of published charts: each decision is the
//! one that is best summed over the two-card hands of its total (each weighted by its deal
//! chance), and it is then applied to hands of any size. Hit/stand is decided for hard 21
//! down to 11, soft 21 down to 12, then hard 10 down to 4, so that hitting only ever leads
//! to a total decided earlier and the value of hitting uses the chart from there on.
//! Two-card doubles and surrenders are decided per total the same way, and each pair by
//! comparing its split value (post-split play by the chart) with its value unsplit. The
//! chart's edge is then computed exactly, every hand played by the chart.

use crate::cards::{rank_name, Counts, KeyMap, ACE, RANKS, TEN};
pub(crate) use crate::column::{PairPlay, TwoCard, UpcardChart};
use crate::player::{HandEval, Policy, UpcardCtx};
use crate::split::split;
use std::collections::HashMap;
use std::fmt::Write;

/// A chart row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Hard(u32),
    Soft(u32),
    /// A pair of the given rank index.
    Pair(usize),
}

/// A basic strategy chart, one column per dealer up card (indexed by rank, Ace = 0).
///
/// Cell codes: `H` hit, `S` stand, `D` double (else hit), `Ds` double (else stand),
/// `Rh` surrender (else hit), `Rs` surrender (else stand), `P` split, `Rp` surrender (else
/// split). A pair row that does not split shows the code of the pair's total. "Else" is
/// what to do where the rules forbid the first choice (after a split, on three cards, or
/// with surrender off).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chart {
    pub(crate) by_up: Vec<UpcardChart>,
}

/// Up cards in the usual chart order: 2..9, ten, Ace.
pub(crate) const CHART_ORDER: [usize; RANKS] = [1, 2, 3, 4, 5, 6, 7, 8, TEN, ACE];

impl Chart {
    /// The code of `row` against the up card of rank index `up` (Ace = 0).
    pub(crate) fn code(&self, row: Row, up: usize) -> &'static str {
        let col = &self.by_up[up];
        let total_code = |total: u32, soft: bool| {
            let two = if soft {
                col.soft2[total as usize]
            } else {
                col.hard2[total as usize]
            };
            let hit = col.hits.hits(total, soft);
            match (two, hit) {
                (None, true) => "H",
                (None, false) => "S",
                (Some(TwoCard::Double), true) => "D",
                (Some(TwoCard::Double), false) => "Ds",
                (Some(TwoCard::Surrender), true) => "Rh",
                (Some(TwoCard::Surrender), false) => "Rs",
            }
        };
        match row {
            Row::Hard(t) => total_code(t, false),
            Row::Soft(t) => total_code(t, true),
            Row::Pair(p) => match col.pair[p] {
                PairPlay::Split => "P",
                PairPlay::SurrenderElseSplit => "Rp",
                PairPlay::NoSplit if p == ACE => total_code(12, true),
                PairPlay::NoSplit => total_code(2 * (p as u32 + 1), false),
            },
        }
    }

    /// Every row of a printed chart, top to bottom.
    fn rows() -> Vec<Row> {
        let mut rows: Vec<Row> = (4..=21).map(Row::Hard).collect();
        rows.extend((13..=20).map(Row::Soft));
        rows.extend((0..RANKS).map(Row::Pair));
        rows
    }

    fn row_label(row: Row) -> String {
        match row {
            Row::Hard(t) => format!("{t}"),
            Row::Soft(t) => format!("A,{}", t - 11),
            Row::Pair(p) => format!("{0},{0}", rank_name(p)),
        }
    }

    /// The rows of the printed chart, top to bottom (hard totals, soft totals, pairs):
    /// each row, its label (`11`, `A,7`, `8,8`) and its codes against the up cards in the
    /// usual order, 2 to 9, ten, Ace.
    pub fn printed(&self) -> Vec<(Row, String, [&'static str; RANKS])> {
        Self::rows()
            .into_iter()
            .map(|row| {
                (
                    row,
                    Self::row_label(row),
                    CHART_ORDER.map(|up| self.code(row, up)),
                )
            })
            .collect()
    }

    /// The chart as text, one row per line.
    pub fn render(&self) -> String {
        let mut s = String::from("      ");
        for up in CHART_ORDER {
            let _ = write!(s, "{:>3}", rank_name(up));
        }
        s.push('\n');
        for (_, label, codes) in self.printed() {
            let _ = write!(s, "{label:<6}");
            for code in codes {
                let _ = write!(s, "{code:>3}");
            }
            s.push('\n');
        }
        s
    }
}

/// Every player composition of two or more cards with hard total at most 21 that the shoe
/// can supply, grouped by card count.
pub(crate) fn compositions(deck: &Counts) -> Vec<Vec<Counts>> {
    let mut levels: Vec<Vec<Counts>> = vec![Vec::new(); 22];
    fn grow(deck: &Counts, hand: Counts, from: usize, levels: &mut Vec<Vec<Counts>>) {
        let n = hand.total() as usize;
        if n >= 2 {
            levels[n].push(hand);
        }
        for r in from..RANKS {
            let next = hand.with(r);
            if next.hard_total() <= 21 && next.get(r) <= deck.get(r) {
                grow(deck, next, r, levels);
            }
        }
    }
    grow(deck, Counts::default(), 0, &mut levels);
    levels
}

fn is_blackjack(hand: &Counts) -> bool {
    hand.total() == 2 && hand.get(ACE) == 1 && hand.get(TEN) == 1
}

/// Chance that the first two cards from `ctx.deck` are the composition `hand`.
pub(crate) fn deal_chance(ctx: &UpcardCtx, hand: &Counts) -> f64 {
    let n = ctx.deck.total() as f64;
    let ranks: Vec<usize> = (0..RANKS).filter(|&r| hand.get(r) > 0).collect();
    match ranks.as_slice() {
        [r] => {
            let c = ctx.deck.get(*r) as f64;
            c * (c - 1.0) / (n * (n - 1.0))
        }
        [a, b] => 2.0 * ctx.deck.get(*a) as f64 * ctx.deck.get(*b) as f64 / (n * (n - 1.0)),
        _ => 0.0,
    }
}

/// Whether a pre-split two-card hand may double under the rules.
pub(crate) fn may_double(ctx: &UpcardCtx, hand: &Counts) -> bool {
    let (total, soft) = hand.best_total();
    ctx.rules.double_on.allows(total, soft)
}

/// Derives the basic strategy column for `ctx.up`.
pub(crate) fn derive_upcard(ctx: &UpcardCtx) -> UpcardChart {
    let levels = compositions(&ctx.deck);
    // Classic basic strategy: every decision is the best one for the two-card hands of its
    // total (each weighted by its deal chance), then applied to hands of any size. Every
    // total a player can hit holds some two-card hand, so no total is left without weight.
    let mut weights = KeyMap::default();
    for hand in &levels[2] {
        if !is_blackjack(hand) {
            weights.insert(hand.key(), deal_chance(ctx, hand));
        }
    }
    derive_with(ctx, &levels, &weights)
}

fn derive_with(ctx: &UpcardCtx, levels: &[Vec<Counts>], weights: &KeyMap<f64>) -> UpcardChart {
    let eval = HandEval::new(ctx, Counts::default(), Policy::Optimal);
    let mut chart = UpcardChart::empty();
    // Hit/stand, top-down: hard totals first, then soft ones.
    let mut groups: HashMap<(bool, u32), Vec<Counts>> = HashMap::new();
    for hand in levels.iter().flatten() {
        if !is_blackjack(hand) {
            let (t, soft) = hand.best_total();
            groups.entry((soft, t)).or_default().push(*hand);
        }
    }
    let mut value: HashMap<u64, f64> = HashMap::new();
    // Hard 11+ only reach hard totals; soft hands reach soft or hard 12+; hard 10- can
    // reach anything (an Ace makes them soft).
    let order = (11..=21u32)
        .rev()
        .map(|t| (false, t))
        .chain((12..=21u32).rev().map(|t| (true, t)))
        .chain((4..=10u32).rev().map(|t| (false, t)));
    for (soft, total) in order {
        let hands = groups.get(&(soft, total)).cloned().unwrap_or_default();
        let mut gain = 0.0;
        let mut results = Vec::with_capacity(hands.len());
        for hand in &hands {
            let stand = eval.stand(hand, 1).ev;
            let hit = if total >= 21 {
                f64::NEG_INFINITY
            } else {
                hit_value(&eval, hand, &value)
            };
            let w = weights.get(&hand.key()).copied().unwrap_or(0.0);
            if total < 21 {
                gain += w * (hit - stand);
            }
            results.push((hand.key(), stand, hit));
        }
        let hits = total < 21 && gain > 0.0;
        if soft {
            chart.hits.soft[total as usize] = hits;
        } else {
            chart.hits.hard[total as usize] = hits;
        }
        for (key, stand, hit) in results {
            value.insert(key, if hits { hit } else { stand });
        }
    }
    decide_two_card(ctx, &eval, levels, &value, &mut chart);
    decide_pairs(ctx, &eval, &value, &mut chart);
    chart
}

fn hit_value(eval: &HandEval, hand: &Counts, value: &HashMap<u64, f64>) -> f64 {
    let probs = eval.draw_probs(hand);
    let mut v = 0.0;
    for (r, &p) in probs.iter().enumerate() {
        if p == 0.0 {
            continue;
        }
        let next = hand.with(r);
        v += p * if next.hard_total() > 21 {
            -eval.world_weight(&next)
        } else {
            value[&next.key()]
        };
    }
    v
}

fn decide_two_card(
    ctx: &UpcardCtx,
    eval: &HandEval,
    levels: &[Vec<Counts>],
    value: &HashMap<u64, f64>,
    chart: &mut UpcardChart,
) {
    // Summed (over the total's two-card hands, by deal chance) gain of each override.
    let mut gains: HashMap<(bool, u32), (f64, f64)> = HashMap::new();
    let surrender = ctx.rules.surrender != crate::rules::Surrender::None;
    for hand in &levels[2] {
        if is_blackjack(hand) {
            continue;
        }
        let (total, soft) = hand.best_total();
        let w = deal_chance(ctx, hand);
        if w == 0.0 {
            continue;
        }
        let base = value[&hand.key()];
        let g = gains.entry((soft, total)).or_insert((0.0, 0.0));
        g.0 += w * if may_double(ctx, hand) {
            eval.double(hand).ev - base
        } else {
            f64::NEG_INFINITY
        };
        g.1 += w * if surrender {
            eval.surrender(hand) - base
        } else {
            f64::NEG_INFINITY
        };
    }
    for ((soft, total), (dbl, sur)) in gains {
        let best = if dbl > 0.0 && dbl >= sur {
            Some(TwoCard::Double)
        } else if sur > 0.0 {
            Some(TwoCard::Surrender)
        } else {
            None
        };
        if soft {
            chart.soft2[total as usize] = best;
        } else {
            chart.hard2[total as usize] = best;
        }
    }
}

fn decide_pairs(
    ctx: &UpcardCtx,
    eval: &HandEval,
    value: &HashMap<u64, f64>,
    chart: &mut UpcardChart,
) {
    if ctx.rules.max_hands < 2 {
        return;
    }
    for p in 0..RANKS {
        let hand = Counts::default().with(p).with(p);
        if hand.get(p) > ctx.deck.get(p) {
            continue;
        }
        // Split against the best play without surrender, so that the chart can say what to
        // do where surrender is not offered (a pair that should surrender else split is `Rp`).
        let unsplit = match chart.two_card(&hand) {
            Some(TwoCard::Double) if may_double(ctx, &hand) => eval.double(&hand).ev,
            _ => value[&hand.key()],
        };
        let hits = chart.hits;
        let split_ev = split(ctx, p, Policy::Chart(&hits), Some(chart), Some(unsplit)).ev;
        if split_ev > unsplit {
            let sur = ctx.rules.surrender != crate::rules::Surrender::None;
            chart.pair[p] = if sur && eval.surrender(&hand) > split_ev {
                PairPlay::SurrenderElseSplit
            } else {
                PairPlay::Split
            };
        }
    }
}

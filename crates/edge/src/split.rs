//! Pair splitting with resplits.
//!
//! Approximation (the one Wizard of Odds describes for its appendix tables: "only considered
//! how many hands the player had already split, but not the other cards drawn in those
//! hands"): resplitting is a walk over (open hands, hands so far, paircards seen); a hand
//! whose second card arrives when k paircards have been seen is valued from the shoe less
//! the up card and those k paircards, and the chance that its second card is another
//! paircard uses the same shoe. The other cards drawn by the spot's other hands are
//! ignored. Post-split play follows the same policy as before the split (the
//! optimal one for each composition, or the chart), with doubling only when the rules allow
//! double after split and never on split Aces unless they may be played on.

use crate::cards::{Counts, ACE, RANKS};
use crate::column::{TwoCard, UpcardChart};
use crate::player::{HandEval, Node, Policy};
use crate::rules::HoleCard;

/// A split's value and the ingredients of its outcome distribution.
#[derive(Clone, Debug)]
pub(crate) struct SplitOutcome {
    /// Joint expected value (see `player`), all hands together.
    pub ev: f64,
    /// A hand whose second card is not a paircard (or that cannot resplit any more).
    pub other: Node,
    /// A hand that drew a paircard it could not resplit.
    pub paired: Node,
    /// Probability of ending with (hands of kind `other`, hands of kind `paired`).
    pub hand_counts: Vec<(u8, u8, f64)>,
}

/// Whether a post-split two-card hand may double.
fn may_double_after_split(eval: &HandEval, pair: usize, hand: &Counts) -> bool {
    let rules = &eval.ctx.rules;
    let (total, soft) = hand.best_total();
    rules.double_after_split
        && rules.double_on.allows(total, soft)
        && (pair != ACE || rules.hit_split_aces)
}

/// Value of a split hand once it holds two cards.
fn two_card_value(
    eval: &mut HandEval,
    pair: usize,
    hand: &Counts,
    chart: Option<&UpcardChart>,
) -> Node {
    if pair == ACE && !eval.ctx.rules.hit_split_aces {
        return eval.stand(hand, 1);
    }
    let can_double = may_double_after_split(eval, pair, hand);
    match chart {
        None => {
            let play = eval.play(hand);
            if can_double {
                let d = eval.double(hand);
                if d.ev > play.ev {
                    return d;
                }
            }
            play
        }
        Some(chart) => {
            if can_double && chart.two_card(hand) == Some(TwoCard::Double) {
                eval.double(hand)
            } else {
                eval.play(hand)
            }
        }
    }
}

/// Distribution of the final numbers of hands of each kind.
fn hand_counts(max_hands: u8, can_resplit: bool, paircards: f64, cards: f64) -> Vec<(u8, u8, f64)> {
    let mut out: Vec<(u8, u8, f64)> = Vec::new();
    // (open hands, hands so far, paircards seen, other, paired, probability)
    let mut stack = vec![(2u8, 2u8, 2.0f64, 0u8, 0u8, 1.0f64)];
    while let Some((open, hands, seen, other, paired, p)) = stack.pop() {
        if open == 0 {
            match out.iter_mut().find(|(a, b, _)| *a == other && *b == paired) {
                Some(entry) => entry.2 += p,
                None => out.push((other, paired, p)),
            }
            continue;
        }
        let pi = ((paircards - seen) / (cards - seen)).max(0.0);
        stack.push((open - 1, hands, seen, other + 1, paired, p * (1.0 - pi)));
        if pi > 0.0 {
            if can_resplit && hands < max_hands {
                stack.push((open + 1, hands + 1, seen + 1.0, other, paired, p * pi));
            } else {
                stack.push((open - 1, hands, seen + 1.0, other, paired + 1, p * pi));
            }
        }
    }
    out
}

/// The values of one split hand once its second card is known, with `seen` paircards out
/// (the hand's own included).
struct Level {
    /// Second card not a paircard.
    other: Node,
    /// Second card a paircard that cannot be resplit.
    paired: Node,
    /// Chance that the next card is a paircard.
    pair_chance: f64,
}

fn level(
    ctx: &crate::player::UpcardCtx,
    pair: usize,
    seen: u16,
    policy: Policy,
    chart: Option<&UpcardChart>,
) -> Level {
    let mut extra = Counts::default();
    extra.0[pair] = seen - 1;
    let mut eval = HandEval::new(ctx, extra, policy);
    let start = Counts::default().with(pair);
    let probs = eval.draw_probs(&start);
    let q = probs[pair];
    let mut other = Node {
        ev: 0.0,
        states: [0.0; crate::player::STATES],
    };
    for (x, &p) in probs.iter().enumerate().take(RANKS) {
        if x == pair || p == 0.0 {
            continue;
        }
        let v = two_card_value(&mut eval, pair, &start.with(x), chart);
        let w = p / (1.0 - q);
        other.ev += w * v.ev;
        for (a, b) in other.states.iter_mut().zip(v.states.iter()) {
            *a += w * b;
        }
    }
    let paired = if q > 0.0 {
        two_card_value(&mut eval, pair, &start.with(pair), chart)
    } else {
        other
    };
    Level {
        other,
        paired,
        pair_chance: q,
    }
}

/// How far below the best alternative a split valued with two paircards out must be before
/// the deeper levels are skipped: they move a split's value by far less than this, so such a
/// split can never become the best action.
const HOPELESS: f64 = 0.05;

/// Values splitting `pair` with `policy` (and `chart` for two-card decisions, if any).
/// `alternative` is the best other action's value when the caller only needs the split's
/// value if it might beat it; a split far below it is returned valued with two paircards
/// out only.
pub(crate) fn split(
    ctx: &crate::player::UpcardCtx,
    pair: usize,
    policy: Policy,
    chart: Option<&UpcardChart>,
    alternative: Option<f64>,
) -> SplitOutcome {
    let rules = ctx.rules;
    let can_resplit = (pair != ACE || rules.resplit_aces) && rules.max_hands > 2;
    // levels[i] holds the hand values with i + 2 paircards out, one level per paircard the
    // walk can have seen (the deck permitting).
    let deepest = if can_resplit {
        rules.max_hands as u16 + 1
    } else {
        3
    };
    let deepest = deepest.min(ctx.deck.get(pair)).max(2);
    let mut levels = vec![level(ctx, pair, 2, policy, chart)];
    let mut ev = split_ev(&levels, rules.max_hands, can_resplit);
    let hopeless = alternative.is_some_and(|a| ev < a - HOPELESS);
    if !hopeless && deepest > 2 {
        levels.extend((3..=deepest).map(|k| level(ctx, pair, k, policy, chart)));
        ev = split_ev(&levels, rules.max_hands, can_resplit);
    }
    let (other, paired) = (levels[0].other, levels[0].paired);
    let paircards = ctx.deck.get(pair) as f64;
    let cards = ctx.deck.total() as f64;
    let counts = hand_counts(rules.max_hands, can_resplit, paircards, cards);
    let pair_out = Counts::default().with(pair).with(pair);
    let blackjack_chance = if rules.hole_card.peeks() {
        0.0
    } else {
        ctx.blackjack_chance(&pair_out)
    };
    let mut correction = 0.0;
    if rules.hole_card == HoleCard::NoPeekOriginalBets {
        // Each hand's value charged a standing hand one unit against a dealer blackjack;
        // the spot loses one unit in all however many hands stand (R3.2, R7.6). Hands are
        // taken as independent here.
        let (so, sp) = (1.0 - other.bust_chance(), 1.0 - paired.bust_chance());
        for &(n_other, n_paired, p) in &counts {
            let standing = n_other as f64 * so + n_paired as f64 * sp;
            let none = (1.0 - so).powi(n_other as i32) * (1.0 - sp).powi(n_paired as i32);
            correction += p * blackjack_chance * (standing - (1.0 - none));
        }
    }
    SplitOutcome {
        ev: ev + correction,
        other,
        paired,
        hand_counts: counts,
    }
}

/// Expected total of the split hands: a walk over (open hands, hands so far, paircards
/// seen), each hand valued at the level of paircards seen when its second card came.
fn split_ev(levels: &[Level], max_hands: u8, can_resplit: bool) -> f64 {
    let get = |seen: u16| &levels[(seen as usize - 2).min(levels.len() - 1)];
    // (open, hands, seen, probability)
    let mut stack = vec![(2u8, 2u8, 2u16, 1.0f64)];
    let mut ev = 0.0;
    while let Some((open, hands, seen, p)) = stack.pop() {
        if open == 0 || p == 0.0 {
            continue;
        }
        let (q, other_ev) = {
            let l = get(seen);
            (l.pair_chance, l.other.ev)
        };
        ev += p * (1.0 - q) * other_ev;
        stack.push((open - 1, hands, seen, p * (1.0 - q)));
        if q > 0.0 {
            if can_resplit && hands < max_hands {
                stack.push((open + 1, hands + 1, seen + 1, p * q));
            } else {
                ev += p * q * get(seen).paired.ev;
                stack.push((open - 1, hands, seen + 1, p * q));
            }
        }
    }
    ev
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_counts_sum_to_one_and_respect_limit() {
        for max in 2..=4u8 {
            let c = hand_counts(max, true, 24.0, 311.0);
            let total: f64 = c.iter().map(|x| x.2).sum();
            assert!((total - 1.0).abs() < 1e-12);
            assert!(c.iter().all(|&(a, b, _)| a + b <= max && a + b >= 2));
        }
    }
}

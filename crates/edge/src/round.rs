//! One up card's share of a round: every initial two-card hand, its decision and value.

use crate::cards::{Counts, ACE, RANKS, TEN};
use crate::outcome::PayoffDist;
use crate::player::{HandEval, HitTable, Node, Policy, UpcardCtx};
use crate::rules::{BlackjackPays, Surrender};
use crate::split::{split, SplitOutcome};
use crate::strategy::{deal_chance, may_double, PairPlay, TwoCard, UpcardChart};

/// How the player decides.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Mode<'a> {
    /// Best action for each exact composition, at every decision (pre- and post-split).
    Optimal,
    /// A total-dependent chart.
    Chart(&'a UpcardChart),
    /// Hit/stand only by the table: no double, split, surrender or insurance (a Stadium
    /// terminal that always times out, R7.5).
    HitStandOnly(&'a HitTable),
}

/// What an initial hand did, for the outcome distribution.
enum Played {
    /// A player blackjack (even money declined).
    Blackjack(BlackjackPays),
    Hand(Node),
    Surrender,
    Split(Box<SplitOutcome>),
}

/// Expected return given the up card, and the distribution of round results.
pub(crate) struct UpcardResult {
    pub ev: f64,
    pub dist: PayoffDist,
}

pub(crate) fn evaluate_upcard(ctx: &UpcardCtx, mode: Mode) -> UpcardResult {
    let mut eval = HandEval::new(ctx, Counts::default(), policy(mode));
    let mut ev = 0.0;
    let mut dist = PayoffDist::default();
    for a in 0..RANKS {
        for b in a..RANKS {
            let hand = Counts::default().with(a).with(b);
            let w = deal_chance(ctx, &hand);
            if w == 0.0 {
                continue;
            }
            let (value, played) = settle_initial(ctx, &mut eval, &hand, mode);
            ev += w * value;
            let rules = &ctx.rules;
            let dealer_bj = ctx.blackjack_chance(&hand);
            let dealer = ctx.dealer(&hand);
            match played {
                Played::Blackjack(pays) => dist.add_blackjack(w, dealer_bj, pays),
                Played::Hand(node) => dist.add_played(w, &node.states, &dealer, rules),
                Played::Surrender => dist.add_surrender(w, dealer_bj, rules),
                // For a pair, `hand` is the pair: the dealer's shoe less both paircards.
                Played::Split(s) => dist.add_split(w, &s, &dealer, rules),
            }
        }
    }
    UpcardResult { ev, dist }
}

/// Expected return of a round given the up card and the player's first two cards.
#[cfg(test)]
pub(crate) fn initial_hand_ev(ctx: &UpcardCtx, mode: Mode, hand: &Counts) -> f64 {
    let mut eval = HandEval::new(ctx, Counts::default(), policy(mode));
    settle_initial(ctx, &mut eval, hand, mode).0
}

fn policy(mode: Mode) -> Policy {
    match mode {
        Mode::Optimal => Policy::Optimal,
        Mode::Chart(c) => Policy::Chart(&c.hits),
        Mode::HitStandOnly(t) => Policy::Chart(t),
    }
}

/// The round's expected return for an initial hand, and what the player did.
fn settle_initial(
    ctx: &UpcardCtx,
    eval: &mut HandEval,
    hand: &Counts,
    mode: Mode,
) -> (f64, Played) {
    let dealer_bj = ctx.blackjack_chance(hand);
    if hand.get(ACE) == 1 && hand.get(TEN) == 1 {
        let pays = ctx.rules.blackjack_pays;
        return (
            (1.0 - dealer_bj) * pays.multiplier(),
            Played::Blackjack(pays),
        );
    }
    let (value, played) = initial_hand(ctx, eval, hand, mode);
    // In a peek game the joint value omits the dealer-blackjack rounds: one unit lost.
    let settled_first = if ctx.rules.hole_card.peeks() {
        dealer_bj
    } else {
        0.0
    };
    (value - settled_first, played)
}

/// The chosen action's joint value for a non-blackjack initial hand.
fn initial_hand(ctx: &UpcardCtx, eval: &mut HandEval, hand: &Counts, mode: Mode) -> (f64, Played) {
    let rules = ctx.rules;
    let pair = (0..RANKS).find(|&p| hand.get(p) == 2);
    let can_split = pair.is_some() && rules.max_hands >= 2;
    let can_double = may_double(ctx, hand);
    let can_surrender = rules.surrender != Surrender::None;
    match mode {
        Mode::HitStandOnly(_) => {
            let n = eval.play(hand);
            (n.ev, Played::Hand(n))
        }
        Mode::Optimal => {
            let mut best = {
                let n = eval.play(hand);
                (n.ev, Played::Hand(n))
            };
            if can_double {
                let n = eval.double(hand);
                if n.ev > best.0 {
                    best = (n.ev, Played::Hand(n));
                }
            }
            if can_surrender {
                let v = eval.surrender(hand);
                if v > best.0 {
                    best = (v, Played::Surrender);
                }
            }
            if let (true, Some(p)) = (can_split, pair) {
                let s = split(ctx, p, Policy::Optimal, None, Some(best.0));
                if s.ev > best.0 {
                    best = (s.ev, Played::Split(Box::new(s)));
                }
            }
            best
        }
        Mode::Chart(chart) => {
            if let (true, Some(p)) = (can_split, pair) {
                let choice = chart.pair[p];
                if choice == PairPlay::SurrenderElseSplit && can_surrender {
                    return (eval.surrender(hand), Played::Surrender);
                }
                if choice != PairPlay::NoSplit {
                    let s = split(ctx, p, Policy::Chart(&chart.hits), Some(chart), None);
                    return (s.ev, Played::Split(Box::new(s)));
                }
            }
            match chart.two_card(hand) {
                Some(TwoCard::Double) if can_double => {
                    let n = eval.double(hand);
                    (n.ev, Played::Hand(n))
                }
                Some(TwoCard::Surrender) if can_surrender => {
                    (eval.surrender(hand), Played::Surrender)
                }
                _ => {
                    let n = eval.play(hand);
                    (n.ev, Played::Hand(n))
                }
            }
        }
    }
}

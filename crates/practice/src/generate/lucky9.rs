//! A Lucky 9 round (R2): two cards to each seat, the dealer's up and hole cards, each
//! seat standing, hitting once or splitting a pair that does not qualify (R2.2, R2.4),
//! then the dealer drawing one card on 0-4 and standing on 5-9.

use crate::deal::Rng;
use crate::difficulty::Difficulty;
use pitpay_core::baccarat_total;
use pitpay_core::Money;
use pitpay_core::{cards_text, Card, Rank};
use pitpay_core::{unplaced, RawRound};
use pitpay_core::{Bet, SideBet, SUITED_OR_BOOTED_BET};
use pitpay_core::{HouseKey, SplitOn};

use super::forced::Forced;
use super::plan::Plan;
use super::strategy::{lucky9_hits, lucky9_splits};
use super::{raw_round, raw_seat, GamePractice, Gen, GenerateError, Steer};
use pitpay_core::game::lucky9::MAX_HANDS;

/// What practice deals of Lucky 9 (R2).
pub(super) const PRACTICE: GamePractice = GamePractice {
    deal,
    top_seat: 7,
    rare_hands: &[Steer::LuckyNine, Steer::NaturalNine, Steer::Pair],
    house_variations: &[
        (HouseKey::Nines, "all-push", 20),
        (HouseKey::Qualify, "three-card", 20),
        (HouseKey::TieWins, "equal-totals", 20),
    ],
    dealer_wagers: no_dealer_wagers,
    // The pairs that make 0, 1 or 2 and so do not qualify (R2.4).
    split_ranks: &[
        Rank::Ace,
        Rank::Five,
        Rank::Six,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ],
    three_to_two: Steer::LuckyNine,
    wrong_tier: Some(Bet::Side(SideBet::known("bonus9"))),
    split_side_bet: SUITED_OR_BOOTED_BET,
};

/// Lucky 9 takes no wagers for the dealer.
fn no_dealer_wagers(_: &mut Rng, _: &Plan, _: &Difficulty) -> Vec<(Bet, Money)> {
    Vec::new()
}

/// One more card from the shoe.
pub(super) fn draw(g: &mut Gen) -> Result<Card, GenerateError> {
    g.pack
        .draw(&mut g.rng)
        .ok_or_else(|| super::could_not_deal("small-shoe"))
}

/// Two cards of the same value (or rank, under `split_on = same-rank`) split (R2.2).
fn pairs(a: Card, b: Card, split_on: SplitOn) -> bool {
    match split_on {
        SplitOn::SameValue => a.rank.baccarat_points() == b.rank.baccarat_points(),
        SplitOn::SameRank => a.rank == b.rank,
    }
}

/// Deals and plays the round.
pub(super) fn deal(g: &mut Gen, plan: &Plan, f: &Forced) -> Result<RawRound, GenerateError> {
    let mut firsts = Vec::with_capacity(plan.seats.len());
    for i in 0..plan.seats.len() {
        firsts.push(match f.first_two {
            Some(two) if i == plan.focus_seat => two,
            _ => [draw(g)?, draw(g)?],
        });
    }
    let up = match f.up {
        Some(c) => c,
        None => draw(g)?,
    };
    let hole = match f.hole {
        Some(c) => c,
        None => draw(g)?,
    };
    let mut raw = raw_round(plan);
    for (i, (seat, first)) in plan.seats.iter().zip(firsts).enumerate() {
        let hands = play(g, plan, first, (i == plan.focus_seat).then_some(f))?;
        let mut s = raw_seat(seat);
        s.hands = Some(unplaced(
            hands.iter().map(|h| unplaced(cards_text(h))).collect(),
        ));
        raw.seat.push(unplaced(s));
    }
    let mut dealer = vec![up, hole];
    if baccarat_total(&dealer) <= 4 {
        dealer.push(draw(g)?); // the dealer draws one card on 0-4 (R2.2)
    }
    raw.cards.get_mut().dealer = Some(unplaced(cards_text(&dealer)));
    Ok(raw)
}

/// One seat's hands: stand, one hit, or a split with one card to each hand.
fn play(
    g: &mut Gen,
    plan: &Plan,
    first: [Card; 2],
    focus: Option<&Forced>,
) -> Result<Vec<Vec<Card>>, GenerateError> {
    let [a, b] = first;
    if let Some(hit) = focus.and_then(|f| f.hit) {
        return Ok(vec![vec![a, b, hit]]);
    }
    let split_on = plan.options.split_on;
    let steered_split = focus.is_some_and(|f| f.split);
    let may_split = pairs(a, b, split_on) && !focus.is_some_and(|f| f.no_split);
    if may_split && (steered_split || (lucky9_splits(first) && g.rng.chance(70))) {
        return split(g, first, split_on);
    }
    let coin = g.rng.chance(50);
    if baccarat_total(&first) != 9 && lucky9_hits(first, coin) {
        return Ok(vec![vec![a, b, draw(g)?]]);
    }
    Ok(vec![vec![a, b]])
}

/// A split: hand 1 keeps the first card, hand 2 the second; each gets one card, and a
/// card that pairs again may start a new hand at the end (R1.10), up to four hands.
fn split(
    g: &mut Gen,
    first: [Card; 2],
    split_on: SplitOn,
) -> Result<Vec<Vec<Card>>, GenerateError> {
    let [a, b] = first;
    let mut hands = vec![vec![a], vec![b]];
    let mut i = 0;
    while i < hands.len() {
        while hands.get(i).is_some_and(|h| h.len() < 2) {
            let c = draw(g)?;
            if pairs(c, a, split_on) && hands.len() < MAX_HANDS && g.rng.chance(50) {
                hands.push(vec![c]);
            } else if let Some(h) = hands.get_mut(i) {
                h.push(c);
            }
        }
        i += 1;
    }
    Ok(hands)
}

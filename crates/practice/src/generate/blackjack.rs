//! A blackjack round (R3) with its side bets: two cards to each seat and the dealer,
//! insurance and even money against an Ace (R3.1), the peek (R3.3), each hand played by
//! basic strategy with the table's doubles, splits and surrender (R3.1), then the
//! dealer's hand drawn to the soft-17 rule (R3.3), completed whenever a Lucky Break
//! wager or a side bet on the dealer's final hand is in action and left at two cards
//! when nothing depends on it.

use crate::deal::Rng;
use crate::difficulty::{Difficulty, Level};
use pitpay_core::game::{dealer_draws, is_two_card_21, splits, total};
use pitpay_core::Money;
use pitpay_core::{cards_text, Card, Rank};
use pitpay_core::{unplaced, RawRound};
use pitpay_core::{Bet, SUITED_OR_BOOTED_BET};
use pitpay_core::{DoubleOn, HouseKey, HouseOptions, Peek, Surrender};

use super::forced::Forced;
use super::lucky9::draw;
use super::plan::{toke, Plan, SeatPlan};
use super::strategy::{self, Allowed, Play};
use super::{raw_round, raw_seat, GamePractice, Gen, GenerateError, Steer};

/// A hand as the round file writes it: cards and an optional mark.
#[derive(Debug, Clone, Default)]
struct Hand {
    cards: Vec<Card>,
    mark: Option<&'static str>,
}

impl Hand {
    fn text(&self) -> String {
        match self.mark {
            Some(m) => format!("{} {m}", cards_text(&self.cards)),
            None => cards_text(&self.cards),
        }
    }

    /// Settled before the dealer plays: busted, surrendered.
    fn finished(&self) -> bool {
        total(&self.cards).is_bust() || self.mark == Some("surrender")
    }
}

/// What practice deals of blackjack (R3) and Lucky Break (R6).
pub(super) const PRACTICE: GamePractice = GamePractice {
    deal,
    top_seat: 7,
    rare_hands: &[
        Steer::LuckyBreak { suited: 3 },
        Steer::LuckyBreak { suited: 4 },
        Steer::LuckyBreak { suited: 5 },
        Steer::Blackjack,
        Steer::DealerBlackjackInsured,
        Steer::Pair,
    ],
    house_variations: &[
        (HouseKey::BlackjackPays, "6-to-5", 25),
        (HouseKey::Soft17, "hit", 30),
        (HouseKey::Peek, "no", 20),
        (HouseKey::Surrender, "none", 20),
        (HouseKey::Multiplier, "replaces-base", 20),
    ],
    dealer_wagers,
    split_ranks: BLACKJACK_SPLITS,
    three_to_two: Steer::Blackjack,
    wrong_tier: None,
    split_side_bet: SUITED_OR_BOOTED_BET,
};

/// The pairs basic strategy splits most (blackjack and Stadium).
pub(super) const BLACKJACK_SPLITS: &[Rank] = &[
    Rank::Ace,
    Rank::Eight,
    Rank::Two,
    Rank::Three,
    Rank::Seven,
    Rank::Nine,
];

/// Tokes: a small main wager for the dealer, and at times a Lucky Break for the dealer
/// (R6.1).
fn dealer_wagers(rng: &mut Rng, _: &Plan, d: &Difficulty) -> Vec<(Bet, Money)> {
    let mut out = Vec::new();
    if rng.chance(15) {
        out.push((Bet::Main, toke(rng)));
    }
    if d.level != Level::Easy && rng.chance(10) {
        out.push((Bet::LuckyBreak, Money::from_cents(100)));
    }
    out
}

/// What one seat did.
struct SeatPlay {
    hands: Vec<Hand>,
    insurance: Option<Money>,
    even_money: bool,
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
    let (up, hole) = dealer_two(g, plan, f)?;
    let dealer_bj = is_two_card_21(&[up, hole]);
    let peeked = dealer_bj && plan.options.peek == Peek::Yes;
    let mut plays = Vec::with_capacity(plan.seats.len());
    for (i, first) in firsts.into_iter().enumerate() {
        let focus = (i == plan.focus_seat).then_some(f);
        let seat = plan.seats.get(i);
        plays.push(seat_play(g, plan, seat, first, up, peeked, focus)?);
    }
    let dealer = if !f.dealer.is_empty() {
        f.dealer.clone()
    } else if dealer_bj || settled_early(plan, &plays) {
        vec![up, hole]
    } else {
        let mut d = vec![up, hole];
        while dealer_draws(&d, plan.options.soft17) {
            d.push(draw(g)?);
        }
        d
    };
    let mut raw = raw_round(plan);
    raw.cards.get_mut().dealer = Some(unplaced(cards_text(&dealer)));
    for (seat, p) in plan.seats.iter().zip(plays) {
        raw.seat.push(unplaced(write_seat(plan, seat, p)));
    }
    Ok(raw)
}

/// The dealer's up and hole cards: steered, or drawn. When the focus seat must act
/// (a steered hit or split) a peeked blackjack would stop it, so none is dealt.
fn dealer_two(g: &mut Gen, plan: &Plan, f: &Forced) -> Result<(Card, Card), GenerateError> {
    if let [up, hole, ..] = f.dealer.as_slice() {
        return Ok((*up, *hole));
    }
    let up = match f.up {
        Some(c) => c,
        None => draw(g)?,
    };
    let must_act = (f.hit.is_some() || f.split) && plan.options.peek == Peek::Yes;
    let hole = match f.hole {
        Some(c) => c,
        None if must_act => g
            .pack
            .draw_where(&mut g.rng, |c| !is_two_card_21(&[up, c]))
            .ok_or_else(|| super::could_not_deal("hole-card"))?,
        None => draw(g)?,
    };
    Ok((up, hole))
}

/// Nothing depends on the dealer's hand: every hand busted, surrendered, took even
/// money or is a lone blackjack, and no Lucky Break wager, nor any side bet on the
/// dealer's final hand, is in action (R3.3).
fn settled_early(plan: &Plan, plays: &[SeatPlay]) -> bool {
    let lucky_break = plan.wagered(Bet::LuckyBreak);
    let on_dealer = plan
        .tables
        .iter()
        .any(|(bet, t)| t.reads_dealer_hand() && plan.wagered(*bet));
    !lucky_break
        && !on_dealer
        && plays.iter().all(|p| {
            p.even_money
                || (p.hands.len() == 1 && p.hands.iter().all(|h| is_two_card_21(&h.cards)))
                || p.hands.iter().all(Hand::finished)
        })
}

/// Insurance or even money against an Ace, then the seat's hands.
fn seat_play(
    g: &mut Gen,
    plan: &Plan,
    seat: Option<&SeatPlan>,
    first: [Card; 2],
    up: Card,
    peeked: bool,
    focus: Option<&Forced>,
) -> Result<SeatPlay, GenerateError> {
    let main = seat.and_then(|s| s.stake(Bet::Main));
    let mut p = SeatPlay {
        hands: vec![Hand {
            cards: first.to_vec(),
            mark: None,
        }],
        insurance: None,
        even_money: false,
    };
    if up.rank == Rank::Ace {
        if let Some(main) = main {
            if is_two_card_21(&first) {
                p.even_money = g.rng.chance(40);
            } else if focus.is_some_and(|f| f.insure) || g.rng.chance(20) {
                let half = main.half_down(); // at most half the wager (R3.1)
                p.insurance = (half > Money::ZERO).then_some(half);
            }
        }
    }
    if !peeked && !p.even_money {
        p.hands = play_hands(g, &plan.options, first, up, focus)?;
    }
    Ok(p)
}

/// What the table allows a hand (R3.1).
fn allowed(house: &HouseOptions, hands: &[Hand], cards: &[Card], aces_split: bool) -> Allowed {
    let two = cards.len() == 2;
    let t = total(cards);
    let split = match cards {
        [a, b] => {
            splits(a.rank, b.rank, house.split_on)
                && hands.len() < usize::from(house.max_hands)
                && !aces_split
        }
        _ => false,
    };
    let total_ok = match house.double_on {
        DoubleOn::AnyTwo | DoubleOn::TwoToTwenty => true,
        DoubleOn::NineToEleven => !t.soft && (9..=11).contains(&t.value),
        DoubleOn::TenToEleven => !t.soft && (10..=11).contains(&t.value),
    };
    Allowed {
        split,
        double: two && total_ok && (hands.len() == 1 || house.double_after_split) && !aces_split,
        surrender: two && hands.len() == 1 && house.surrender == Surrender::Late,
    }
}

/// Plays a seat's hands in split order (R1.10): hand 1 first, a split adding a hand at
/// the end, split Aces one card each.
fn play_hands(
    g: &mut Gen,
    house: &HouseOptions,
    first: [Card; 2],
    up: Card,
    focus: Option<&Forced>,
) -> Result<Vec<Hand>, GenerateError> {
    let mut hands = vec![Hand {
        cards: first.to_vec(),
        mark: None,
    }];
    let mut aces_split = false;
    let mut i = 0;
    while i < hands.len() {
        while let Some(hand) = hands.get(i) {
            if hand.cards.len() == 1 {
                let c = draw(g)?;
                if let Some(h) = hands.get_mut(i) {
                    h.cards.push(c);
                }
                if aces_split {
                    break; // split Aces get one card each (R3.1)
                }
                continue;
            }
            let cards = hand.cards.clone();
            if total(&cards).value >= 21 || (hands.len() == 1 && is_two_card_21(&cards)) {
                break;
            }
            let mut can = allowed(house, &hands, &cards, aces_split);
            if focus.is_some_and(|f| f.no_split) {
                can.split = false;
            }
            let first_action = i == 0 && hands.len() == 1 && cards.len() == 2;
            let card = if first_action {
                focus.and_then(|f| f.hit)
            } else {
                None
            };
            let play = if card.is_some() {
                Play::Hit // the steered first hit card (R5)
            } else if first_action && focus.is_some_and(|f| f.split) && can.split {
                Play::Split
            } else {
                strategy::blackjack(&cards, up, can)
            };
            if apply(g, &mut hands, i, play, card, &mut aces_split)? {
                break;
            }
        }
        i += 1;
    }
    Ok(hands)
}

/// Applies a play to hand `i`; returns whether the hand is finished.
fn apply(
    g: &mut Gen,
    hands: &mut Vec<Hand>,
    i: usize,
    play: Play,
    card: Option<Card>,
    aces_split: &mut bool,
) -> Result<bool, GenerateError> {
    let next = match (play, card) {
        (Play::Hit | Play::Double, Some(c)) => Some(c),
        (Play::Hit | Play::Double, None) => Some(draw(g)?),
        _ => None,
    };
    let Some(hand) = hands.get_mut(i) else {
        return Ok(true);
    };
    Ok(match play {
        Play::Hit => {
            hand.cards.extend(next);
            false
        }
        Play::Stand => true,
        Play::Double => {
            hand.cards.extend(next);
            hand.mark = Some("double");
            true
        }
        Play::Surrender => {
            hand.mark = Some("surrender");
            true
        }
        Play::Split => {
            let moved = hand.cards.pop();
            *aces_split |= moved.is_some_and(|c| c.rank == Rank::Ace);
            hands.extend(moved.map(|c| Hand {
                cards: vec![c],
                mark: None,
            }));
            false
        }
    })
}

/// The seat as the round file writes it.
fn write_seat(plan: &Plan, seat: &SeatPlan, p: SeatPlay) -> pitpay_core::RawSeat {
    let mut with_insurance = seat.clone();
    if let Some(stake) = p.insurance {
        with_insurance.wagers.push((Bet::Insurance, stake));
        super::plan::sort_bets(&plan.player_bets, &mut with_insurance.wagers);
    }
    let mut s = raw_seat(&with_insurance);
    s.hands = Some(unplaced(
        p.hands.iter().map(|h| unplaced(h.text())).collect(),
    ));
    if p.even_money {
        s.even_money = Some(unplaced(true));
    }
    s
}

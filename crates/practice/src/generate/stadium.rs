//! A Stadium Blackjack round (R7): the shared first cards (player card 1, dealer card
//! 1, player card 2), then each terminal's decisions made one at a time, every hit,
//! double or split card taken from the next community card that terminal has not used
//! (R7.2), with insurance or even money first against an Ace, a timeout now and then
//! (the house auto-rule, R7.5) and the dealer wager following a split or double where
//! the table allows it (R7.7). The community cards are drawn as the terminals need them,
//! and then as far as every terminal's own dealer hand needs them (R7.3).

use crate::deal::Rng;
use crate::difficulty::{Difficulty, Level};
use pitpay_core::game::auto_stands;
use pitpay_core::game::{dealer_draws, is_two_card_21, splits, total};
use pitpay_core::Money;
use pitpay_core::{cards_text, Card, Rank};
use pitpay_core::{unplaced, RawRound};
use pitpay_core::{Bet, Party, SideBet};
use pitpay_core::{DoubleOn, HouseKey, HouseOptions, Surrender};

use super::blackjack::BLACKJACK_SPLITS;
use super::forced::Forced;
use super::lucky9::draw;
use super::plan::{toke, Plan, SeatPlan};
use super::strategy::{self, Allowed, Play};
use super::{raw_round, raw_seat, GamePractice, Gen, GenerateError, Steer};

/// The shared cards and the community cards drawn so far.
struct Layout {
    p1: Card,
    p2: Card,
    d1: Card,
    community: Vec<Card>,
}

impl Layout {
    /// Community card `k` (0-based), drawn from the shoe when it is the next one.
    fn card(&mut self, g: &mut Gen, k: usize) -> Result<Card, GenerateError> {
        while self.community.len() <= k {
            let c = draw(g)?;
            self.community.push(c);
        }
        self.community
            .get(k)
            .copied()
            .ok_or_else(|| super::could_not_deal("community-card"))
    }
}

/// What practice deals of Stadium Blackjack (R7): up to 60 terminals.
pub(super) const PRACTICE: GamePractice = GamePractice {
    deal,
    top_seat: 60,
    rare_hands: &[Steer::Blackjack, Steer::Pair],
    house_variations: &[
        (HouseKey::BlackjackPays, "6-to-5", 25),
        (HouseKey::Soft17, "hit", 30),
        (HouseKey::Surrender, "enabled", 25),
        (HouseKey::DoubleOn, "10-11", 20),
        (HouseKey::AutoRule, "s17-h17", 20),
    ],
    dealer_wagers,
    split_ranks: BLACKJACK_SPLITS,
    three_to_two: Steer::Blackjack,
    wrong_tier: Some(Bet::Side(SideBet::known("trilux"))),
    split_side_bet: Bet::Side(SideBet::known("bet-the-set")),
};

/// Tokes: a small main wager for the dealer, and at times a side bet for the dealer
/// that needs no other wager of the dealer's (R7.7).
fn dealer_wagers(rng: &mut Rng, plan: &Plan, d: &Difficulty) -> Vec<(Bet, Money)> {
    let mut out = Vec::new();
    if rng.chance(15) {
        out.push((Bet::Main, toke(rng)));
    }
    if d.level != Level::Easy && rng.chance(10) {
        let free: Vec<Bet> = plan
            .dealer_bets
            .iter()
            .copied()
            .filter(|b| b.side().is_some() && plan.requires(*b, Party::Dealer).is_none())
            .collect();
        let b = rng.pick(&free).copied();
        out.extend(b.map(|b| (b, toke(rng))));
    }
    out
}

/// One hand of a terminal while it plays.
struct TerminalHand {
    cards: Vec<Card>,
    dealer_wager: bool,
}

/// Deals and plays the round.
pub(super) fn deal(g: &mut Gen, plan: &Plan, f: &Forced) -> Result<RawRound, GenerateError> {
    let [p1, p2] = match f.first_two {
        Some(two) => two,
        None => [draw(g)?, draw(g)?],
    };
    let d1 = match f.up {
        Some(c) => c,
        None => draw(g)?,
    };
    let mut layout = Layout {
        p1,
        p2,
        d1,
        community: Vec::new(),
    };
    // The focus terminal plays first, so a steered card can follow its own cards.
    let mut order: Vec<usize> = (0..plan.seats.len()).collect();
    order.retain(|i| *i != plan.focus_seat);
    order.insert(0, plan.focus_seat.min(plan.seats.len().saturating_sub(1)));
    let mut played: Vec<(usize, Vec<String>, usize)> = Vec::new();
    for i in order {
        let Some(seat) = plan.seats.get(i) else {
            continue;
        };
        let focus = (i == plan.focus_seat).then_some(f);
        let (words, used) = terminal(g, plan, seat, &mut layout, focus)?;
        if focus.is_some_and(|f| f.dealer_blackjack) && layout.community.len() == used {
            let ten = g.pack.draw_where(&mut g.rng, |c| c.rank.is_ten_value());
            layout.community.extend(ten); // this terminal's dealer: Ace and a ten (R7.3)
        }
        played.push((i, words, used));
    }
    for (i, _, used) in &played {
        if plan
            .seats
            .get(*i)
            .is_some_and(|s| s.stake(Bet::Main).is_some())
        {
            dealer_cards(g, &plan.options, &mut layout, *used)?;
        }
    }
    played.sort_by_key(|(i, _, _)| *i);
    let mut raw = raw_round(plan);
    {
        let cards = raw.cards.get_mut();
        cards.player = Some(unplaced(cards_text(&[layout.p1, layout.p2])));
        cards.dealer = Some(unplaced(cards_text(&[layout.d1])));
        cards.community = Some(unplaced(cards_text(&layout.community)));
    }
    for (i, words, _) in played {
        let Some(seat) = plan.seats.get(i) else {
            continue;
        };
        let mut s = raw_seat(seat);
        s.decisions = Some(unplaced(words.join(" ")));
        raw.seat.push(unplaced(s));
    }
    Ok(raw)
}

/// Draws the community cards a terminal's own dealer would take playing out (R7.3):
/// dealer card 1, then the cards after the `used` its hands took.
fn dealer_cards(
    g: &mut Gen,
    house: &HouseOptions,
    layout: &mut Layout,
    used: usize,
) -> Result<(), GenerateError> {
    let mut dealer = vec![layout.d1];
    let mut k = used;
    while dealer_draws(&dealer, house.soft17) {
        dealer.push(layout.card(g, k)?);
        k += 1;
    }
    Ok(())
}

/// The insurance point (R7.2): even money or not on a blackjack, insurance or not
/// otherwise; now and then the player lets it time out (declined, R7.5).
fn insurance_word(g: &mut Gen, blackjack: bool, insure: bool) -> &'static str {
    if blackjack {
        if g.rng.chance(40) {
            "even-money"
        } else if g.rng.chance(15) {
            "timeout"
        } else {
            "no-insurance"
        }
    } else if insure || g.rng.chance(20) {
        "insurance"
    } else if g.rng.chance(15) {
        "timeout"
    } else {
        "no-insurance"
    }
}

/// One terminal's decisions, and how many community cards its hands used.
fn terminal(
    g: &mut Gen,
    plan: &Plan,
    seat: &SeatPlan,
    layout: &mut Layout,
    focus: Option<&Forced>,
) -> Result<(Vec<String>, usize), GenerateError> {
    let mut words: Vec<String> = Vec::new();
    if seat.stake(Bet::Main).is_none() {
        return Ok((words, 0)); // no hand of its own: no decisions (R7.2)
    }
    let first = [layout.p1, layout.p2];
    let blackjack = is_two_card_21(&first);
    if layout.d1.rank == Rank::Ace {
        let insure = focus.is_some_and(|f| f.insure);
        words.push(insurance_word(g, blackjack, insure).to_string());
    }
    if blackjack {
        return Ok((words, 0)); // a blackjack takes no play decision (R7.2)
    }
    let mut hands = vec![TerminalHand {
        cards: first.to_vec(),
        dealer_wager: seat.dealer_stake(Bet::Main).is_some(),
    }];
    let mut next = 0;
    let mut h = 0;
    while h < hands.len() {
        play_hand(g, plan, layout, &mut hands, h, &mut next, &mut words, focus)?;
        h += 1;
    }
    Ok((words, next))
}

/// What the table allows a Stadium hand (R7.4).
fn allowed(house: &HouseOptions, hands: &[TerminalHand], cards: &[Card]) -> Allowed {
    let t = total(cards);
    let split = match cards {
        [a, b] => {
            splits(a.rank, b.rank, house.split_on)
                && hands.len() < usize::from(house.max_hands)
                && !(a.rank == Rank::Ace && hands.len() > 1)
        }
        _ => false,
    };
    let range = match house.double_on {
        DoubleOn::TenToEleven => 10..=11,
        _ => 2..=20,
    };
    Allowed {
        split,
        double: cards.len() == 2
            && !cards.iter().any(|c| c.rank == Rank::Ace)
            && range.contains(&t.value)
            && (hands.len() == 1 || house.double_after_split),
        surrender: house.surrender != Surrender::Disabled && hands.len() == 1 && cards.len() == 2,
    }
}

/// Plays hand `h` to its end, writing each decision.
// The replay's state is several separate things; a struct would only rename them.
#[allow(clippy::too_many_arguments)]
fn play_hand(
    g: &mut Gen,
    plan: &Plan,
    layout: &mut Layout,
    hands: &mut Vec<TerminalHand>,
    h: usize,
    next: &mut usize,
    words: &mut Vec<String>,
    focus: Option<&Forced>,
) -> Result<(), GenerateError> {
    let house = &plan.options;
    let follows = house.dealer_double_split;
    loop {
        let Some(hand) = hands.get(h) else {
            return Ok(());
        };
        if hand.cards.len() == 1 {
            let c = layout.card(g, *next)?;
            *next += 1;
            let ace = hand.cards.first().is_some_and(|c| c.rank == Rank::Ace);
            if let Some(x) = hands.get_mut(h) {
                x.cards.push(c);
            }
            if ace {
                return Ok(()); // split Aces get one card each (R7.2)
            }
            continue;
        }
        let cards = hand.cards.clone();
        let t = total(&cards);
        if t.value >= 21 {
            return Ok(()); // 21 stands by itself; a bust ends the hand
        }
        let can = allowed(house, hands, &cards);
        let first_action = h == 0 && hands.len() == 1 && cards.len() == 2;
        let mut play = if first_action && focus.is_some_and(|f| f.split) && can.split {
            Play::Split
        } else {
            strategy::blackjack(&cards, layout.d1, can)
        };
        if matches!(play, Play::Hit | Play::Stand) && g.rng.chance(8) {
            words.push("timeout".into()); // the auto-rule decides (R7.5)
            play = if auto_stands(house.auto_rule, t.value, t.soft) {
                Play::Stand
            } else {
                Play::Hit
            };
        } else {
            words.push(word(play).into());
        }
        let dealer_here = hands.get(h).is_some_and(|x| x.dealer_wager);
        match play {
            Play::Stand | Play::Surrender => return Ok(()),
            Play::Hit | Play::Double => {
                let c = layout.card(g, *next)?;
                *next += 1;
                if let Some(x) = hands.get_mut(h) {
                    x.cards.push(c);
                }
                if play == Play::Double {
                    if dealer_here && follows && g.rng.chance(50) {
                        words.push("double-dealer".into());
                    }
                    return Ok(());
                }
            }
            Play::Split => {
                let with_dealer = dealer_here && follows && g.rng.chance(50);
                if with_dealer {
                    words.push("split-dealer".into());
                }
                let moved = hands.get_mut(h).and_then(|x| x.cards.pop());
                hands.extend(moved.map(|c| TerminalHand {
                    cards: vec![c],
                    dealer_wager: with_dealer,
                }));
            }
        }
    }
}

fn word(play: Play) -> &'static str {
    match play {
        Play::Hit => "hit",
        Play::Stand => "stand",
        Play::Double => "double",
        Play::Split => "split",
        Play::Surrender => "surrender",
    }
}

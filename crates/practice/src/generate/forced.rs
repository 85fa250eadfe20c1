//! The cards a [`Steer`] needs, found in the shoe and taken out before the game deals
//! the rest of the round around them. Tiers are checked with the settlement's own
//! classifier ([`best_tier`]), so a steered hand is the tier the engine will pay (R1.6:
//! the highest line it meets).

use pitpay_core::game::best_tier;
use pitpay_core::game::seat_cards;
use pitpay_core::game::{dealer_draws, hard_total, is_two_card_21, total};
use pitpay_core::spec;
use pitpay_core::Tier;
use pitpay_core::{Bet, Game};
use pitpay_core::{Card, Rank, Suit};
use pitpay_core::{CardsUsed, Condition, DealerHand, SideBetCards};

use super::plan::Plan;
use super::steer::Steer;
use super::strategy;
use super::{bet_said, could_not_deal, Gen, GenerateError};
use crate::deal::{Pack, Rng};
use pitpay_language::{sentence, Sentence};

/// Cards dealt on purpose, already taken out of the shoe.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Forced {
    /// The focus seat's first two cards (Stadium: the shared player cards).
    pub first_two: Option<[Card; 2]>,
    /// The dealer's up card (Stadium: dealer card 1).
    pub up: Option<Card>,
    /// The dealer's hole card.
    pub hole: Option<Card>,
    /// The dealer's whole hand, up card first (blackjack, Lucky Break).
    pub dealer: Vec<Card>,
    /// The focus seat's first hit card (hand 1's third card).
    pub hit: Option<Card>,
    /// The focus seat splits its pair.
    pub split: bool,
    /// The focus seat does not split (its first hit card matters).
    pub no_split: bool,
    /// The focus seat takes insurance.
    pub insure: bool,
    /// Stadium: the focus terminal's dealer has a blackjack.
    pub dealer_blackjack: bool,
}

const SEARCH: usize = 4000;

/// Finds and takes out the cards the plan's steer needs.
pub(crate) fn resolve(g: &mut Gen, plan: &Plan) -> Result<Forced, GenerateError> {
    let mut f = Forced::default();
    match &plan.steer {
        Steer::Natural | Steer::Wager(_) => {}
        Steer::Tier { bet, .. } => return tier_cards(g, plan, *bet),
        Steer::LuckyBreak { suited } => return lucky_break(g, plan, *suited),
        Steer::Blackjack => {
            f.first_two = Some(two(g, "blackjack", |a, b| is_two_card_21(&[a, b]))?);
        }
        Steer::LuckyNine => {
            let lucky = |a: Card, b: Card| {
                a.rank.baccarat_points() > 0
                    && b.rank.baccarat_points() > 0
                    && a.rank.baccarat_points() + b.rank.baccarat_points() == 9
            };
            f.first_two = Some(two(g, "lucky-9", lucky)?);
        }
        Steer::NaturalNine => {
            let natural = |a: Card, b: Card| {
                (a.rank == Rank::Nine && b.rank.is_ten_value())
                    || (b.rank == Rank::Nine && a.rank.is_ten_value())
            };
            f.first_two = Some(two(g, "natural-9", natural)?);
        }
        Steer::Pair | Steer::PairWith(_) => {
            let wanted = strategy::split_ranks(plan.game);
            let pair = |a: Card, b: Card| a.rank == b.rank && wanted.contains(&a.rank);
            f.first_two = Some(two(g, "pair", pair)?);
            f.split = true;
        }
        Steer::Soft => {
            let soft = |a: Card, b: Card| {
                a.rank == Rank::Ace && b.rank != Rank::Ace && !b.rank.is_ten_value()
            };
            f.first_two = Some(two(g, "soft", soft)?);
        }
        Steer::DealerBlackjackInsured => return insured(g, plan.game),
    }
    Ok(f)
}

/// Two cards meeting `wanted` (`what`, a `practice-item-steer` key), taken from the shoe.
fn two(
    g: &mut Gen,
    what: &'static str,
    wanted: impl Fn(Card, Card) -> bool,
) -> Result<[Card; 2], GenerateError> {
    for _ in 0..SEARCH {
        let mut pack = g.pack.clone();
        let (Some(a), Some(b)) = (pack.draw(&mut g.rng), pack.draw(&mut g.rng)) else {
            break;
        };
        if wanted(a, b) {
            g.pack = pack;
            return Ok([a, b]);
        }
    }
    Err(could_not_deal(what))
}

/// A dealer Ace with a ten under it; the focus seat holds no blackjack and insures.
fn insured(g: &mut Gen, game: Game) -> Result<Forced, GenerateError> {
    let ace = g.pack.draw_where(&mut g.rng, |c| c.rank == Rank::Ace);
    // Community cards: the ten comes after the terminal's own cards (R7.3).
    let community = spec(game).community();
    let ten = if community {
        None
    } else {
        g.pack.draw_where(&mut g.rng, |c| c.rank.is_ten_value())
    };
    let first_two = two(g, "a hand to insure", |a, b| !is_two_card_21(&[a, b]))?;
    if ace.is_none() || (!community && ten.is_none()) {
        return Err(could_not_deal("dealer-blackjack"));
    }
    Ok(Forced {
        first_two: Some(first_two),
        up: ace,
        hole: ten,
        dealer: Vec::new(),
        insure: true,
        dealer_blackjack: true,
        no_split: true,
        ..Forced::default()
    })
}

/// The cards of a steered tier, checked against the paytable the way the engine reads
/// it (the first tier the cards meet is the one paid).
fn tier_cards(g: &mut Gen, plan: &Plan, bet: Bet) -> Result<Forced, GenerateError> {
    let (Some(table), Some(i)) = (plan.table(bet), plan.tier) else {
        let bet: Sentence = sentence!("window-bet", bet = bet.id());
        return Err(GenerateError::Steer(sentence!(
            "practice-item-steer-tier",
            bet = bet
        )));
    };
    let Some(tier) = table.tiers().get(i) else {
        return Err(GenerateError::Steer(sentence!(
            "practice-item-steer-tier",
            bet = bet_said(table)
        )));
    };
    if tier.pattern.cards == CardsUsed::DealerFinal {
        return dealer_tier(g, plan, table, i);
    }
    let declared = plan.meters.declared;
    let n = if tier.pattern.cards == CardsUsed::FirstTwo {
        2
    } else {
        3
    };
    for attempt in 0..SEARCH {
        let cards = if attempt % 4 == 3 {
            random_cards(&mut g.rng, &g.pack, n)
        } else {
            candidate(&mut g.rng, tier, n, declared)
        };
        let Some(cards) = cards else { continue };
        let (Some(&a), Some(&b)) = (cards.first(), cards.get(1)) else {
            continue;
        };
        let third = cards.get(2).copied();
        let hits = tier.pattern.cards == CardsUsed::FirstTwoAndHit;
        if hits && !strategy::would_hit(plan.game, [a, b]) {
            continue;
        }
        let seen = SideBetCards {
            first_two: [a, b],
            up: third.unwrap_or(a),
            hit: if hits { third } else { None },
            dealer_blackjack: None,
            dealer: None,
        };
        if best_tier(table, &seen, declared).map(|(j, _)| j) != Some(i) {
            continue;
        }
        if !g.pack.take_all(&cards) {
            continue;
        }
        return Ok(Forced {
            first_two: Some([a, b]),
            up: if tier.pattern.cards == CardsUsed::FirstTwoAndUp {
                third
            } else {
                None
            },
            hit: if hits { third } else { None },
            no_split: hits,
            ..Forced::default()
        });
    }
    Err(GenerateError::Steer(sentence!(
        "practice-item-steer-tier-from",
        bet = bet_said(table),
        tier = pitpay_language::Arg::named(&tier.name, &tier.names),
        decks = g.pack.decks().to_string()
    )))
}

/// The first two cards and the up card (last), each of the two the up card's twin, one
/// of its rank in another suit, or any card, at random (up-card matches).
fn up_card_matches(rng: &mut Rng) -> Vec<Card> {
    let rank = *rng.pick(&Rank::ALL).unwrap_or(&Rank::Ace);
    let suit = *rng.pick(&Suit::ALL).unwrap_or(&Suit::Spades);
    let up = Card::new(rank, suit);
    let one = |rng: &mut Rng| match rng.between(0, 2) {
        0 => up,
        1 => Card::new(rank, *rng.pick(&Suit::ALL).unwrap_or(&suit)),
        _ => Card::new(
            *rng.pick(&Rank::ALL).unwrap_or(&rank),
            *rng.pick(&Suit::ALL).unwrap_or(&suit),
        ),
    };
    let (a, b) = (one(rng), one(rng));
    vec![a, b, up]
}

/// A dealer's hand meeting tier `i` of a paytable on the dealer's final hand,
/// drawn as the dealer draws (R3.3). A tier on the number of cards is dealt small cards
/// (at most a random point value) until the hand is that long, then any card.
fn dealer_tier(
    g: &mut Gen,
    plan: &Plan,
    table: &pitpay_core::Paytable,
    i: usize,
) -> Result<Forced, GenerateError> {
    let soft17 = plan.options.soft17;
    let long = table.tiers().get(i).and_then(|t| {
        t.pattern.conditions.iter().find_map(|c| match c {
            Condition::DealerCards { cards, .. } => Some(usize::from(*cards)),
            _ => None,
        })
    });
    for _ in 0..SEARCH {
        let mut pack = g.pack.clone();
        let small = g.rng.between(1, 10) as u8;
        let mut hand: Vec<Card> = Vec::new();
        while hand.len() < 2 || dealer_draws(&hand, soft17) {
            let grow = long.is_some_and(|n| hand.len() + 1 < n);
            let card = if grow {
                pack.draw_where(&mut g.rng, |c| c.rank.blackjack_points() <= small)
            } else {
                pack.draw(&mut g.rng)
            };
            match card {
                Some(c) => hand.push(c),
                None => break,
            }
        }
        let (Some(&up), Some(&hole)) = (hand.first(), hand.get(1)) else {
            continue;
        };
        let seen = SideBetCards {
            dealer_blackjack: Some(is_two_card_21(&[up, hole])),
            dealer: Some(DealerHand::of(&hand)),
            ..seat_cards([up, hole], up, None)
        };
        let complete = !dealer_draws(&hand, soft17);
        if complete && best_tier(table, &seen, None).map(|(j, _)| j) == Some(i) {
            g.pack = pack;
            return Ok(Forced {
                up: Some(up),
                hole: Some(hole),
                dealer: hand,
                ..Forced::default()
            });
        }
    }
    let name = table.tiers().get(i).map_or_else(
        || "".into(),
        |t| pitpay_language::Arg::named(&t.name, &t.names),
    );
    Err(GenerateError::Steer(sentence!(
        "practice-item-steer-tier-from",
        bet = bet_said(table),
        tier = name,
        decks = g.pack.decks().to_string()
    )))
}

/// Cards drawn at random (not yet taken).
fn random_cards(rng: &mut Rng, pack: &Pack, n: usize) -> Option<Vec<Card>> {
    let mut p = pack.clone();
    (0..n).map(|_| p.draw(rng)).collect()
}

/// Cards shaped by the tier's conditions: its ranks, one suit where it wants one,
/// consecutive ranks for a straight, one rank for trips, the up card's twins and
/// rank-mates for its matches (checked afterwards).
fn candidate(rng: &mut Rng, tier: &Tier, n: usize, declared: Option<Suit>) -> Option<Vec<Card>> {
    if tier.pattern.conditions.iter().any(Condition::uses_up_card) {
        return Some(up_card_matches(rng));
    }
    let has = |c: &Condition| tier.pattern.conditions.contains(c);
    let one_suit = [
        Condition::Suited,
        Condition::Flush,
        Condition::StraightFlush,
        Condition::SuitedThreeOfAKind,
        Condition::MiniRoyal,
        Condition::DeclaredSuit,
    ]
    .iter()
    .any(has);
    let mut ranks = ranks_for(rng, tier, n)?;
    rng.shuffle(&mut ranks);
    let suit = if has(&Condition::DeclaredSuit) {
        declared?
    } else {
        *rng.pick(&Suit::ALL)?
    };
    let cards: Vec<Card> = ranks
        .into_iter()
        .map(|r| {
            let s = if one_suit {
                suit
            } else {
                *rng.pick(&Suit::ALL).unwrap_or(&suit)
            };
            Card::new(r, s)
        })
        .collect();
    Some(cards)
}

/// Ranks that can meet the tier.
fn ranks_for(rng: &mut Rng, tier: &Tier, n: usize) -> Option<Vec<Rank>> {
    let any = |rng: &mut Rng| *rng.pick(&Rank::ALL).unwrap_or(&Rank::Ace);
    for c in &tier.pattern.conditions {
        match c {
            Condition::Ranks(v, _) => return Some(v.clone()),
            Condition::TopRank(v) => return rng.pick(v).map(|r| vec![*r; n]),
            Condition::MiniRoyal => return Some(vec![Rank::Ace, Rank::King, Rank::Queen]),
            _ => {}
        }
    }
    let has = |c: &Condition| tier.pattern.conditions.contains(c);
    if has(&Condition::ThreeOfAKind) || has(&Condition::SuitedThreeOfAKind) {
        return Some(vec![any(rng); n]);
    }
    if has(&Condition::Straight) || has(&Condition::StraightFlush) {
        let start = rng.between(1, 15 - n as u32);
        let at = |k: u32| {
            let o = (start + k - 1) % 13; // ordinal 14 is the Ace again (Q-K-A)
            Rank::ALL.get(o as usize).copied()
        };
        return (0..n as u32).map(at).collect();
    }
    if has(&Condition::Pair) {
        let r = any(rng);
        let mut v = vec![r, r];
        if n == 3 {
            v.push(any(rng));
        }
        return Some(v);
    }
    if let Some(t) = tier.pattern.conditions.iter().find_map(|c| match c {
        Condition::Total(t) => Some(*t),
        _ => None,
    }) {
        for _ in 0..64 {
            let v: Vec<Rank> = (0..n).map(|_| any(rng)).collect();
            let sum: u32 = v.iter().map(|r| u32::from(r.baccarat_points())).sum();
            if sum % 10 == u32::from(t) {
                return Some(v);
            }
        }
    }
    Some((0..n).map(|_| any(rng)).collect())
}

/// A dealer's hand that busts 22-26 (R6.2) with `suited` suited cards under
/// `suited_count = all-one-suit` (R6.3), drawn as the dealer draws (R3.3).
fn lucky_break(g: &mut Gen, plan: &Plan, suited: u8) -> Result<Forced, GenerateError> {
    let soft17 = plan.options.soft17;
    for _ in 0..SEARCH {
        let mut pack = g.pack.clone();
        let suit = *g.rng.pick(&Suit::ALL).unwrap_or(&Suit::Spades);
        let wanted = |c: Card| suited == 0 || c.suit == suit;
        let mut hand: Vec<Card> = Vec::new();
        while hand.len() < 2 || (dealer_draws(&hand, soft17) && !total(&hand).is_bust()) {
            match pack.draw_where(&mut g.rng, wanted) {
                Some(c) => hand.push(c),
                None => break,
            }
        }
        let bust = hard_total(&hand);
        let one_suit = hand.windows(2).all(|w| w[0].suit == w[1].suit);
        let length_ok = match suited {
            0 => !one_suit,
            5 => hand.len() >= 5,
            k => hand.len() == usize::from(k),
        };
        if (22..=26).contains(&bust)
            && length_ok
            && !is_two_card_21(hand.get(..2).unwrap_or_default())
        {
            g.pack = pack;
            return Ok(Forced {
                up: hand.first().copied(),
                hole: hand.get(1).copied(),
                dealer: hand,
                ..Forced::default()
            });
        }
    }
    Err(match suited {
        0 => could_not_deal("unsuited-bust"),
        k => GenerateError::Steer(sentence!(
            "practice-item-steer-suited-bust",
            suited = k.to_string()
        )),
    })
}

//! "Spot the mispay": a settled table of several seats in which one line may have been
//! paid wrong, with the errors dealers really make. Each error is worked out from the
//! engine's own line and applied only where it changes the amount paid, so a seeded
//! mispay always differs from the line the engine settled:
//!
//! - a 3 to 2 (a blackjack, R3.1; a Lucky 9, R2.3) paid 1 to 1;
//! - insurance returned instead of paid 2 to 1 (R3.1, R7.6);
//! - a Lucky Break multiplier replacing the base instead of adding to it (R6.4);
//! - the wrong Bonus 9 (R2.7) or TriLux (R4.6) tier: a neighbouring tier's odds;
//! - a push (R2.5, R3.2) paid as a win;
//! - a Stadium terminal paid against the dealer hand of a terminal that took no card:
//!   the community cards its own hands took given to the dealer's hand too (R7.3);
//! - a split hand's side bet paid twice, once per hand (side bets follow the first two
//!   cards only, R1.10).

use pitpay_core::game::blackjack_odds;
use pitpay_core::game::main_hand::{self, Dealer, HandFacts, Spot};
use pitpay_core::game::{dealer_draws, is_two_card_21, total};
use pitpay_core::spec;
use pitpay_core::Card;
use pitpay_core::Party;
use pitpay_core::Pay;
use pitpay_core::{Bet, Game};
use pitpay_core::{HandVerdict, LuckyBreakVerdict, Outcome, Reason, Wager};
use pitpay_core::{Money, Odds};
use pitpay_core::{MultiplierMode, Surrender};
use pitpay_core::{Row, Statement};
use pitpay_language::{t, Words};

use super::deal::Rng;
use super::generate::{practice_of, Generated, Steer};

vocabulary! {
    /// A dealer error.
    pub enum Mispay ("a dealer error", display id) {
        /// 3 to 2 (or 6 to 5) paid 1 to 1.
        ThreeToTwoAsEven = "three-to-two-as-even" / "3 to 2 paid 1 to 1",
        /// Insurance returned instead of paid 2 to 1.
        InsuranceReturned = "insurance-returned" / "insurance returned instead of paid 2 to 1",
        /// Lucky Break's multiplier replacing the base instead of adding to it.
        MultiplierReplacesBase = "multiplier-replaces-base" / "Lucky Break multiplier replacing the base",
        /// A Bonus 9 or TriLux win paid at a neighbouring tier.
        WrongTier = "wrong-tier" / "the wrong Bonus 9 or TriLux tier",
        /// A push paid as a win.
        PushPaidAsWin = "push-paid-as-win" / "a push paid as a win",
        /// A Stadium community card given to the wrong hand (the dealer's).
        CommunityCardWrongHand = "community-card-wrong-hand" / "a community card given to the wrong hand",
        /// A split hand's side bet paid twice.
        SplitSideBetTwice = "split-side-bet-twice" / "a split hand's side bet paid twice",
    }
}

impl Mispay {
    /// Whether the error can happen in a game (its registry entry and practice entry
    /// say).
    pub(crate) fn in_game(self, game: Game) -> bool {
        let spec = spec(game);
        match self {
            Mispay::ThreeToTwoAsEven | Mispay::PushPaidAsWin | Mispay::SplitSideBetTwice => true,
            Mispay::InsuranceReturned => spec.offers_insurance,
            Mispay::MultiplierReplacesBase => spec.offers_code_bet(Bet::LuckyBreak),
            Mispay::WrongTier => practice_of(game).wrong_tier.is_some(),
            Mispay::CommunityCardWrongHand => spec.community(),
        }
    }

    /// The errors of a game.
    pub(crate) fn of(game: Game) -> Vec<Mispay> {
        Mispay::ALL
            .into_iter()
            .filter(|m| m.in_game(game))
            .collect()
    }

    /// The deal that gives the error a line to land on. The side bets it deals are the
    /// game's practice entry's (shipped files' ids); a catalog without them makes the
    /// drill refuse to deal ("cannot steer"), never pay something else.
    pub(crate) fn steer(self, game: Game, rng: &mut Rng) -> Steer {
        let practice = practice_of(game);
        match self {
            Mispay::ThreeToTwoAsEven => practice.three_to_two.clone(),
            Mispay::InsuranceReturned => Steer::DealerBlackjackInsured,
            Mispay::MultiplierReplacesBase => Steer::LuckyBreak {
                suited: *rng.pick(&[3, 4, 5]).unwrap_or(&4),
            },
            Mispay::WrongTier => match practice.wrong_tier {
                Some(bet) => Steer::Tier { bet, tier: None },
                None => Steer::Natural,
            },
            Mispay::SplitSideBetTwice => Steer::PairWith(practice.split_side_bet),
            Mispay::PushPaidAsWin | Mispay::CommunityCardWrongHand => Steer::Natural,
        }
    }
}

/// A line paid wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wrong {
    /// The error.
    pub kind: Mispay,
    /// Index of the line in the table (seat by seat, line by line).
    pub line: usize,
    /// What the dealer paid across.
    pub paid: Money,
    /// What the dealer did, in words.
    pub how: String,
}

/// The rows of a statement in table order, with their seat index.
pub fn table_rows(st: &Statement) -> Vec<(usize, &Row)> {
    st.seats
        .iter()
        .enumerate()
        .flat_map(|(si, s)| s.rows.iter().map(move |r| (si, r)))
        .collect()
}

/// Applies the error to one line of the round where it changes the amount paid.
pub(crate) fn apply(
    kind: Mispay,
    (g, st): (&Generated, &Statement),
    rng: &mut Rng,
    words: &Words,
) -> Option<Wrong> {
    let rows = table_rows(st);
    let mut found: Vec<Wrong> = rows
        .iter()
        .enumerate()
        .filter_map(|(i, (si, row))| {
            let (paid, how) = wrong_paid(kind, (g, st), *si, row, words)?;
            (paid != row.paid).then_some(Wrong {
                kind,
                line: i,
                paid,
                how,
            })
        })
        .collect();
    if found.is_empty() {
        return None;
    }
    let pick = rng.index(found.len());
    Some(found.swap_remove(pick))
}

/// Times the stake, plus the stake (a `to` win).
fn to_odds(stake: Money, odds: Odds, g: &Generated) -> Option<Money> {
    let won = g.round.house.rounding.apply(odds.winnings(stake).ok()?);
    stake.checked_add(won).ok()
}

/// What the error pays on a row, and how, when it applies there.
fn wrong_paid(
    kind: Mispay,
    (g, st): (&Generated, &Statement),
    si: usize,
    row: &Row,
    words: &Words,
) -> Option<(Money, String)> {
    let line =
        g.settlement.seats.get(si)?.wagers.iter().find(|l| {
            l.bet == row.bet && l.hand == row.hand && l.party == row.party && !l.is_envy()
        })?;
    let stake = row.stake;
    let cur = st.currency;
    let even = || to_odds(stake, Odds::to(1, 1), g);
    match kind {
        Mispay::ThreeToTwoAsEven => {
            let three_two = matches!(line.reason, Reason::Hand(HandVerdict::Blackjack))
                || (row.bet == Bet::Main && row.rule == "R2.3" && row.result == Outcome::Win);
            (three_two && row.party == Party::Player).then(|| {
                Some((
                    even()?,
                    t!(
                        words,
                        "practice-mispay-how-even",
                        odds = row.odds.clone().unwrap_or_default()
                    ),
                ))
            })?
        }
        Mispay::InsuranceReturned => (row.bet == Bet::Insurance && row.result == Outcome::Win)
            .then(|| (stake, t!(words, "practice-mispay-how-insurance"))),
        Mispay::MultiplierReplacesBase => match line.reason {
            Reason::LuckyBreak(LuckyBreakVerdict::Wins {
                suited,
                base,
                multiplier,
                mode,
                ..
            }) if suited > 0 && mode == MultiplierMode::AddsToBase => {
                let odds = Odds::to(base.checked_mul(multiplier)?, 1);
                Some((
                    to_odds(stake, odds, g)?,
                    t!(
                        words,
                        "practice-mispay-how-multiplier",
                        base = base.to_string(),
                        multiplier = multiplier.to_string()
                    ),
                ))
            }
            _ => None,
        },
        Mispay::WrongTier => wrong_tier(g, row, line.reason, words),
        Mispay::PushPaidAsWin => {
            (row.result == Outcome::Push && row.bet == Bet::Main && row.party == Party::Player)
                .then(|| Some((even()?, t!(words, "practice-mispay-how-push"))))?
        }
        Mispay::CommunityCardWrongHand => {
            matches!(line.reason, Reason::Hand(_)).then(|| community_wrong(g, si, row, words))?
        }
        Mispay::SplitSideBetTwice => {
            let split = g.settlement.seats.get(si)?.hands.len() > 1;
            let side = !matches!(row.bet, Bet::Main | Bet::Insurance | Bet::Tie);
            (split
                && side
                && row.result == Outcome::Win
                && !row.meter_award
                && row.amount.is_none())
            .then(|| {
                Some((
                    row.paid.checked_mul(2).ok()?,
                    t!(
                        words,
                        "practice-mispay-how-split-twice",
                        paid = cur.format(row.paid)
                    ),
                ))
            })?
        }
    }
}

/// A win of the game's many-tiered bet (Bonus 9, TriLux) paid at the odds of the tier
/// next to it.
fn wrong_tier(g: &Generated, row: &Row, reason: Reason, words: &Words) -> Option<(Money, String)> {
    if practice_of(g.round.game).wrong_tier != Some(row.bet) || row.result != Outcome::Win {
        return None;
    }
    let Reason::SideBet { tier: Some(i), .. } = reason else {
        return None;
    };
    let table = g.round.paytable(row.bet)?;
    let tiers = table.tiers();
    let i = usize::from(i);
    let right = tiers.get(i)?;
    let neighbours = [i.checked_sub(1), Some(i + 1)];
    neighbours.into_iter().flatten().find_map(|j| {
        let other = tiers.get(j)?;
        match (other.pays, right.pays) {
            (Pay::Odds(o), Pay::Odds(r)) if o != r => Some((
                to_odds(row.stake, o, g)?,
                t!(
                    words,
                    "practice-mispay-how-tier",
                    paid = other.name.as_str(),
                    odds = o.to_string(),
                    right = right.name.as_str(),
                    right_odds = r.to_string()
                ),
            )),
            _ => None,
        }
    })
}

/// A Stadium main wager paid against the dealer hand read from C1 on, as for a
/// terminal that took no card, although this terminal's hands took C1…Ck (R7.3).
fn community_wrong(g: &Generated, si: usize, row: &Row, words: &Words) -> Option<(Money, String)> {
    let seat = g.settlement.seats.get(si)?;
    let used: usize = seat
        .hands
        .iter()
        .map(|h| h.len())
        .sum::<usize>()
        .checked_sub(2)?;
    if !spec(g.round.game).community()
        || row.bet != Bet::Main
        || row.party != Party::Player
        || used == 0
    {
        return None;
    }
    if row.result == Outcome::Surrender {
        return None;
    }
    let house = &g.round.house;
    let d1 = *g.round.dealer.first()?;
    let mut wrong: Vec<Card> = vec![d1];
    let mut next = 0;
    while dealer_draws(&wrong, house.soft17) {
        wrong.push(*g.round.community.get(next)?);
        next += 1;
    }
    if seat.dealer_hand.as_deref() == Some(wrong.as_slice()) {
        return None;
    }
    let main = g.round.paytable(Bet::Main);
    let dealer = Dealer {
        cards: &wrong,
        blackjack: is_two_card_21(&wrong),
        total: total(&wrong),
        blackjack_pays: blackjack_odds(house.blackjack_pays),
        surrender_loses_to_blackjack: house.surrender == Surrender::EnabledExceptDealerBlackjack,
        main,
        rules: main_hand::STADIUM,
    };
    let original = g.round.seats.get(si)?.wagers.get(&Bet::Main).copied()?;
    let mut spot = Spot::default();
    let unsplit = seat.hands.len() == 1;
    let mut verdict = None;
    for (i, cards) in seat.hands.iter().enumerate() {
        let doubled = seat.doubled.get(i).copied().unwrap_or(false);
        let stake = if doubled {
            original.checked_mul(2).ok()?
        } else {
            original
        };
        let v = spot.settle(
            HandFacts {
                cards,
                stake,
                original,
                unsplit,
                surrendered: false,
            },
            &dealer,
        );
        if i + 1 == row.hand {
            verdict = Some(v);
        }
    }
    let w = Wager {
        bet: Bet::Main,
        hand: row.hand,
        party: Party::Player,
        stake: row.stake,
    };
    let paid = w.settle(verdict?, house.rounding).ok()?.paid;
    Some((
        paid,
        t!(
            words,
            "practice-mispay-how-community",
            cards = pitpay_core::cards_pretty(&wrong),
            last = used.to_string()
        ),
    ))
}

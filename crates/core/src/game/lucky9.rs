//! Lucky 9 (RULES.md R2): baccarat count dealt like blackjack.
//!
//! The count (R2.1), the hands that are 9 and how a 9 meets a 9 (R2.3), qualifying
//! (R2.4), the main wager (R2.5), Tie (R2.6), Bonus 9 (R2.7) and the progressives
//! (R2.8), with the procedure checks of R1.8: the dealer draws one card on 0-4 and
//! stands on 5-9, a two-card 9 may not hit, a split hand gets exactly one card, at most
//! four hands.

use std::fmt;

use crate::bet::Bet;
use crate::card::{ranks_text, Card};
use crate::game::side_bet::{seat_cards, settle_plain_side_bets, settle_seat_progressives};
use crate::house::{HouseOptions, Nines, Qualify, SplitOn, TieWins};
use crate::money::{AmountError, Money};
use crate::pattern::baccarat_total;
use crate::round::{wager_field, Party, PlayError, Round, Seat};
use crate::settlement::{
    Award, DealerNote, Lucky9Verdict, Outcome, Reason, SeatSettlement, Settled, TieVerdict,
    Verdict, Wager, WagerLine,
};
use pitpay_language::sentence;

/// At most four hands: three splits (R2.2).
pub const MAX_HANDS: usize = 4;

/// The four kinds of 9 (R2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Nine {
    /// A two-card 9 with no zero-value card on an unsplit hand: pays 3 to 2.
    Lucky,
    /// A two-card 9 with a zero-value card (9 and a ten-value card).
    Natural,
    /// Any two-card 9 on a split hand.
    Split,
    /// A three-card 9.
    ThreeCard,
}

impl fmt::Display for Nine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Nine::Lucky => "Lucky 9",
            Nine::Natural => "Natural 9",
            Nine::Split => "split 9",
            Nine::ThreeCard => "three-card 9",
        })
    }
}

/// A Lucky 9 hand's value and, when it is 9, which kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Value {
    /// Baccarat total, 0-9 (R2.1).
    pub total: u8,
    /// The kind of 9, if the total is 9.
    pub nine: Option<Nine>,
    /// Number of cards.
    pub cards: usize,
}

/// Classifies a hand (R2.1, R2.3). `split` is true for a hand made by a split.
///
/// ```
/// use pitpay_core::parse_cards;
/// use pitpay_core::game::lucky9::{classify, Nine};
/// assert_eq!(classify(&parse_cards("AS 8D").unwrap(), false).nine, Some(Nine::Lucky));
/// assert_eq!(classify(&parse_cards("9S KD").unwrap(), false).nine, Some(Nine::Natural));
/// assert_eq!(classify(&parse_cards("4S 5D").unwrap(), true).nine, Some(Nine::Split));
/// ```
pub fn classify(cards: &[Card], split: bool) -> Value {
    let total = baccarat_total(cards);
    let nine = (total == 9).then(|| match cards.len() {
        2 if split => Nine::Split,
        2 if cards.iter().any(|c| c.rank.baccarat_points() == 0) => Nine::Natural,
        2 => Nine::Lucky,
        _ => Nine::ThreeCard,
    });
    Value {
        total,
        nine,
        cards: cards.len(),
    }
}

/// How the main wager on one hand ends (R2.3-R2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct MainResult {
    /// Win, lose or push.
    pub outcome: Outcome,
    /// Whether a win is paid at the Lucky 9 odds.
    pub lucky_pay: bool,
    /// Why, as facts.
    pub verdict: Lucky9Verdict,
    /// The rule that decided it.
    pub rule: &'static str,
}

/// Settles one hand's main wager against the dealer (R2.3-R2.5).
pub(crate) fn main_result(
    player: &[Card],
    split: bool,
    dealer: &[Card],
    house: &HouseOptions,
) -> MainResult {
    let p = classify(player, split);
    let d = classify(dealer, false);
    let result = |outcome, lucky_pay, verdict, rule| MainResult {
        outcome,
        lucky_pay,
        verdict,
        rule,
    };
    let must_qualify = match house.qualify {
        Qualify::AnyHand => true,
        Qualify::ThreeCard => p.cards == 3,
    };
    if p.total <= 2 && must_qualify {
        return result(Outcome::Lose, false, Lucky9Verdict::NotQualified, "R2.4");
    }
    if let (Some(pn), Some(dn)) = (p.nine, d.nine) {
        let (outcome, lucky, verdict) = match (house.nines, pn, dn) {
            (Nines::LuckyBeatsThreeCard, Nine::Lucky, Nine::ThreeCard) => {
                (Outcome::Win, true, Lucky9Verdict::LuckyBeatsThreeCard)
            }
            (Nines::LuckyBeatsThreeCard, Nine::ThreeCard, Nine::Lucky) => (
                Outcome::Lose,
                false,
                Lucky9Verdict::DealerLuckyBeatsThreeCard,
            ),
            (Nines::LuckyBeatsThreeCard, _, _) => (Outcome::Push, false, Lucky9Verdict::NinesPush),
            (Nines::AllPush, _, _) => (Outcome::Push, false, Lucky9Verdict::NinesAllPush),
        };
        return result(outcome, lucky, verdict, "R2.3");
    }
    match p.total.cmp(&d.total) {
        std::cmp::Ordering::Greater => {
            let lucky = p.nine == Some(Nine::Lucky);
            let rule = if lucky { "R2.3" } else { "R2.5" };
            result(Outcome::Win, lucky, Lucky9Verdict::Higher, rule)
        }
        std::cmp::Ordering::Less => result(Outcome::Lose, false, Lucky9Verdict::Lower, "R2.5"),
        std::cmp::Ordering::Equal => result(Outcome::Push, false, Lucky9Verdict::Equal, "R2.5"),
    }
}

/// Checks the dealer's hand against the draw rule (R2.2, R1.8).
pub(crate) fn check_dealer(dealer: &[Card]) -> Result<(), PlayError> {
    let field = "cards.dealer";
    let two = dealer.get(..2).map(baccarat_total);
    match (dealer.len(), two) {
        (2, Some(t)) if t <= 4 => Err(PlayError::new(
            field,
            sentence!("round-l9-dealer-must-draw", total = t),
        )),
        (3, Some(t)) if t >= 5 => Err(PlayError::new(
            field,
            sentence!("round-l9-dealer-drew", total = t),
        )),
        (2 | 3, _) => Ok(()),
        (n, _) => Err(PlayError::new(
            field,
            sentence!("round-l9-dealer-cards", count = n),
        )),
    }
}

/// Checks a seat's hands: hits, splits, hand counts (R2.2, R1.8).
pub(crate) fn check_hands(seat: &Seat, split_on: SplitOn) -> Result<(), PlayError> {
    let field = |i: usize| format!("seat {} hands[{}]", seat.number, i + 1);
    let hands = &seat.hands;
    if hands.len() > MAX_HANDS {
        return Err(PlayError::new(
            format!("seat {} hands", seat.number),
            sentence!("round-l9-max-hands", max = MAX_HANDS, count = hands.len()),
        ));
    }
    if let [only] = hands.as_slice() {
        return match only.cards.len() {
            2 => Ok(()),
            3 if only.cards.get(..2).map(baccarat_total) == Some(9) => Err(PlayError::new(
                field(0),
                sentence!("round-l9-nine-hit", cards = ranks_text(&only.cards)),
            )),
            3 => Ok(()),
            n => Err(PlayError::new(
                field(0),
                sentence!("round-l9-hand-cards", count = n),
            )),
        };
    }
    let Some(first) = hands.first().and_then(|h| h.cards.first()) else {
        return Err(PlayError::new(field(0), sentence!("round-hand-no-cards")));
    };
    for (i, h) in hands.iter().enumerate() {
        if h.cards.len() != 2 {
            return Err(PlayError::new(
                field(i),
                sentence!(
                    "round-l9-split-hand-cards",
                    hand = i + 1,
                    count = h.cards.len()
                ),
            ));
        }
        let Some(c) = h.cards.first() else { continue };
        let pairs = match split_on {
            SplitOn::SameValue => c.rank.baccarat_points() == first.rank.baccarat_points(),
            SplitOn::SameRank => c.rank == first.rank,
        };
        if !pairs {
            return Err(PlayError::new(
                field(i),
                sentence!(
                    "round-split-pair",
                    rule = "R2.2",
                    hand = i + 1,
                    rank = c.rank.symbol(),
                    pair = first.rank.symbol(),
                    split_on = split_on.id()
                ),
            ));
        }
    }
    Ok(())
}

/// Settles every seat of a Lucky 9 round.
pub(crate) fn settle_seats(round: &Round) -> Result<Settled, PlayError> {
    let dealer = &round.dealer;
    check_dealer(dealer)?;
    let up = *dealer
        .first()
        .ok_or_else(|| PlayError::new("cards.dealer", sentence!("round-no-dealer-cards")))?;
    let mut seats = Vec::with_capacity(round.seats.len());
    for seat in &round.seats {
        check_hands(seat, round.house.split_on)?;
        seats.push(SeatSettlement::with_hands(
            seat,
            seat_lines(round, seat, up)?,
        ));
    }
    let meters = settle_seat_progressives(round, up, &mut seats)?;
    Ok(Settled {
        dealer_note: DealerNote::Lucky9,
        seats,
        meters,
    })
}

fn money_error(seat: u32, bet: Bet) -> impl Fn(AmountError) -> PlayError {
    move |e| PlayError::new(wager_field(seat, Party::Player, bet), e)
}

/// A seat's lines: the main wager on each hand, the side bets without a meter (Bonus
/// 9, R2.7, and any a paytable file defines), then the Tie.
fn seat_lines(round: &Round, seat: &Seat, up: Card) -> Result<Vec<WagerLine>, PlayError> {
    let split = seat.hands.len() > 1;
    // Room for every line a seat can hold, the progressives added later included.
    let mut lines = Vec::with_capacity(seat.hands.len() + 4);
    let mut hand1 = None;
    if let Some(stake) = seat.stake(Party::Player, Bet::Main) {
        for (i, hand) in seat.hands.iter().enumerate() {
            let r = main_result(&hand.cards, split, &round.dealer, &round.house);
            lines.push(main_line(round, seat.number, i + 1, stake, &r)?);
            if i == 0 {
                hand1 = Some(r);
            }
        }
    }
    let seen = seat
        .first_two()
        .map(|first_two| seat_cards(first_two, up, seat.first_hit()));
    lines.extend(settle_plain_side_bets(round, seat, Party::Player, seen)?);
    if let Some(stake) = seat.stake(Party::Player, Bet::Tie) {
        let hand = seat
            .hands
            .first()
            .map(|h| h.cards.as_slice())
            .unwrap_or_default();
        lines.push(tie_line(
            round,
            seat.number,
            stake,
            hand,
            split,
            hand1.as_ref(),
        )?);
    }
    Ok(lines)
}

/// One hand's main wager at the main paytable's `win` or `lucky-nine` odds (R2.3, R2.5).
fn main_line(
    round: &Round,
    seat: u32,
    hand: usize,
    stake: Money,
    r: &MainResult,
) -> Result<WagerLine, PlayError> {
    let table = round.paytable(Bet::Main);
    let odds_key = if r.lucky_pay { "lucky-nine" } else { "win" };
    let award = match r.outcome {
        Outcome::Win => {
            Award::Odds(table.and_then(|t| t.main_odds(odds_key)).ok_or_else(|| {
                PlayError::new(
                    "paytables.main",
                    sentence!("round-main-paytable-lacks-pay", pay = odds_key),
                )
            })?)
        }
        Outcome::Push => Award::Push,
        _ => Award::Lose,
    };
    let verdict = Verdict {
        award,
        reason: Reason::Lucky9(r.verdict),
        rule: r.rule,
    };
    Wager {
        bet: Bet::Main,
        hand,
        party: Party::Player,
        stake,
    }
    .settle(verdict, round.house.rounding)
    .map_err(money_error(seat, Bet::Main))
}

/// The Tie wager on hand 1 (R2.6).
fn tie_line(
    round: &Round,
    seat: u32,
    stake: Money,
    hand: &[Card],
    split: bool,
    main: Option<&MainResult>,
) -> Result<WagerLine, PlayError> {
    let table = round.paytable(Bet::Tie);
    let p = classify(hand, split);
    let d = classify(&round.dealer, false);
    let main_pushed = main.is_some_and(|m| m.outcome == Outcome::Push);
    let wins = match round.house.tie_wins {
        TieWins::MainPushes => main_pushed,
        TieWins::EqualTotals => p.total == d.total,
    };
    let (award, verdict) = if wins {
        let odds = table.and_then(|t| t.main_odds("tie")).ok_or_else(|| {
            PlayError::new("paytables.tie", sentence!("round-tie-paytable-lacks-pay"))
        })?;
        (Award::Odds(odds), TieVerdict::Wins(round.house.tie_wins))
    } else if p.total == d.total {
        (Award::Lose, TieVerdict::MainDidNotPush)
    } else {
        (Award::Lose, TieVerdict::NoTie)
    };
    let verdict = Verdict {
        award,
        reason: Reason::Tie(verdict),
        rule: "R2.6",
    };
    Wager::side(Bet::Tie, Party::Player, stake)
        .settle(verdict, round.house.rounding)
        .map_err(money_error(seat, Bet::Tie))
}

//! Two- and three-card side bets settled from their paytables (RULES.md R1.6, R2.7,
//! R4, R5, R4.6), progressive meters included (R4.3-R4.5).
//!
//! Every side bet pays only its highest qualifying line: tiers are listed highest
//! first and the first one the cards meet is paid. A progressive's percent-of-meter
//! tiers are paid from one meter per progressive bet, in seat order or shared
//! equally (house option `meter_hits`).

use std::sync::Arc;

use smallvec::SmallVec;

use crate::bet::{Bet, PROGRESSIVE_BET, SUITED_OR_BOOTED_BET};
use crate::card::{Card, Suit};
use crate::game::meter::Meter;
use crate::money::{AmountError, Convention, Exact, Money, Rounding, RoundingMode};
use crate::pattern::{CardsUsed, Condition, Shape, SideBetCards};
use crate::paytable::{Pay, Paytable, Tier};
use crate::round::{wager_field, Party, PlayError, Round, Seat};
use crate::settlement::{
    Award, MeterChange, MeterWork, Reason, SeatSettlement, Verdict, Wager, WagerLine,
};
use pitpay_language::sentence;

/// The highest tier the cards meet, with its index (R1.6).
pub fn best_tier<'a>(
    table: &'a Paytable,
    seen: &SideBetCards,
    declared: Option<Suit>,
) -> Option<(usize, &'a Tier)> {
    // Each card set's shape is worked out once, on first use.
    let mut shapes: [Option<Option<Shape>>; 4] = [None; 4];
    table.tiers().iter().enumerate().find(|(_, t)| {
        let slot = match t.pattern.cards {
            CardsUsed::FirstTwo => 0,
            CardsUsed::FirstTwoAndUp => 1,
            CardsUsed::FirstTwoAndHit => 2,
            CardsUsed::DealerFinal => 3,
        };
        let shape = shapes
            .get_mut(slot)
            .and_then(|s| *s.get_or_insert_with(|| seen.shape(t.pattern.cards)));
        shape.is_some_and(|sh| t.pattern.matches_shape(&sh, declared))
    })
}

/// Lines settled for several seats, each with its seat number.
pub(crate) type SeatLines = Vec<(u32, WagerLine)>;

/// One side-bet wager to settle.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SideBetEntry {
    /// Seat number.
    pub seat: u32,
    /// Player's or the dealer's.
    pub party: Party,
    /// The stake.
    pub stake: Money,
    /// The cards it can see.
    pub seen: SideBetCards,
}

impl SideBetEntry {
    fn wager(&self, bet: Bet) -> Wager {
        Wager::side(bet, self.party, self.stake)
    }

    /// The error for an amount that overflows; the field is written only if it does.
    fn overflow(&self, bet: Bet) -> impl Fn(AmountError) -> PlayError {
        let (seat, party) = (self.seat, self.party);
        move |e| PlayError::new(wager_field(seat, party, bet), e)
    }

    fn reason(&self, tier: Option<usize>) -> Reason {
        Reason::SideBet {
            seen: self.seen,
            tier: tier.and_then(|i| u16::try_from(i).ok()),
        }
    }
}

/// The rule a side bet is settled under, as its paytable file says (`[side_bet] rule`).
fn rule_of(table: &Paytable) -> &'static str {
    table.side_bet.as_ref().map_or("R1.6", |d| d.rule)
}

/// Settles every side bet without a meter that a party wagered on a seat, in the
/// order the round lists its bets, against the cards the bet can see. Which side bets
/// there are comes from the paytable files.
pub(crate) fn settle_plain_side_bets(
    round: &Round,
    seat: &Seat,
    party: Party,
    seen: Option<SideBetCards>,
) -> Result<Vec<WagerLine>, PlayError> {
    let mut lines = Vec::new();
    for bet in round.bets(party) {
        if bet.side().is_none() || bet.is_progressive() {
            continue;
        }
        let Some(stake) = seat.stake(party, *bet) else {
            continue;
        };
        let seen = seen.ok_or_else(|| {
            PlayError::new(
                format!("seat {} hands", seat.number),
                sentence!("round-first-two-missing"),
            )
        })?;
        let entry = SideBetEntry {
            seat: seat.number,
            party,
            stake,
            seen,
        };
        lines.push(settle_side_bet(round, *bet, &entry)?);
    }
    Ok(lines)
}

/// Settles a side bet without a meter.
pub(crate) fn settle_side_bet(
    round: &Round,
    bet: Bet,
    entry: &SideBetEntry,
) -> Result<WagerLine, PlayError> {
    let table = round.paytable(bet).ok_or_else(|| {
        PlayError::new(
            wager_field(entry.seat, entry.party, bet),
            sentence!("round-no-paytable-for", bet = bet.id()),
        )
    })?;
    let needs_dealer = table.tiers().iter().any(|t| {
        t.pattern
            .conditions
            .iter()
            .any(Condition::uses_dealer_blackjack)
    });
    if needs_dealer && entry.seen.dealer_blackjack.is_none() {
        return Err(PlayError::new(
            "cards.dealer",
            sentence!("round-side-needs-hole-card", title = table.bet_named()),
        ));
    }
    if table.reads_dealer_hand() && entry.seen.dealer.is_none() {
        return Err(PlayError::new(
            "cards.dealer",
            sentence!("round-side-needs-dealer-hand", title = table.bet_named()),
        ));
    }
    let hit = best_tier(table, &entry.seen, round.meters.declared_suit);
    let award = match hit.map(|(_, t)| t.pays) {
        None => Award::Lose,
        Some(Pay::Odds(o)) => Award::Odds(o),
        Some(Pay::Amount(a)) => Award::Amount(a, table.convention),
        Some(Pay::MeterPercent(_)) => {
            return Err(PlayError::new(
                wager_field(entry.seat, entry.party, bet),
                sentence!(
                    "round-paytable-meter-without",
                    paytable = table.id.as_str(),
                    bet = bet.id()
                ),
            ))
        }
    };
    let verdict = Verdict {
        award,
        reason: entry.reason(hit.map(|(i, _)| i)),
        rule: rule_of(table),
    };
    entry
        .wager(bet)
        .settle(verdict, round.house.rounding)
        .map_err(entry.overflow(bet))
}

/// Settles every wager on one progressive bet in the round, in seat order, from its
/// meter (R4.3-R4.5). Returns each seat's lines (envy lines included) and the meter
/// change.
pub(crate) fn settle_progressive(
    round: &Round,
    bet: Bet,
    entries: &[SideBetEntry],
) -> Result<(SeatLines, Option<MeterChange>), PlayError> {
    let Some(table) = round.paytable(bet).filter(|_| !entries.is_empty()) else {
        return Ok((SeatLines::new(), None));
    };
    let (meter_field, entered) = if bet == SUITED_OR_BOOTED_BET {
        (
            "progressive.suited-or-booted.meter",
            round.meters.suited_or_booted,
        )
    } else {
        ("progressive.meter", round.meters.progressive)
    };
    let before =
        entered.ok_or_else(|| PlayError::new(meter_field, sentence!("round-no-meter-entered")))?;
    let declared = round.meters.declared_suit;
    let hits: SmallVec<[Option<(usize, &Tier)>; 8]> = entries
        .iter()
        .map(|e| best_tier(table, &e.seen, declared))
        .collect();
    let percents: SmallVec<[Option<u32>; 8]> = hits
        .iter()
        .map(|h| match h.map(|(_, t)| t.pays) {
            Some(Pay::MeterPercent(p)) => Some(p),
            _ => None,
        })
        .collect();
    let meter = Meter {
        before,
        reseed: table.reseed.unwrap_or(Money::ZERO),
        mode: round.house.meter_hits,
        edition: round.house.edition,
    };
    let award_rounding = meter_award_rounding(round.house.rounding);
    // What the meter gives up for an award: in a `for` table the award as declared
    // (R1.5), in a `to` table the award as rounded.
    let taken = |award: Money| match table.convention {
        Convention::For => award,
        Convention::To => award_rounding.apply(Exact::whole(award)),
    };
    let plan = meter
        .plan(&percents, taken)
        .map_err(|e| PlayError::new(meter_field, e))?;
    let mut lines = SeatLines::with_capacity(entries.len());
    for ((entry, hit), work) in entries.iter().zip(&hits).zip(&plan.works) {
        let line = progressive_line(round, bet, table, entry, *hit, *work)?;
        lines.push((entry.seat, line));
        if let Some((index, tier)) = hit {
            lines.extend(envy_lines(round, bet, entry, entries, *index, tier)?);
        }
    }
    let change = MeterChange {
        bet,
        before,
        after: plan.after,
        reseed: table.reseed,
    };
    Ok((lines, Some(change)))
}

/// One wager on a progressive: a loss, an odds or fixed-amount tier, or a meter hit
/// with its award as the meter's plan worked it out.
fn progressive_line(
    round: &Round,
    bet: Bet,
    table: &Arc<Paytable>,
    entry: &SideBetEntry,
    hit: Option<(usize, &Tier)>,
    work: Option<MeterWork>,
) -> Result<WagerLine, PlayError> {
    let mut rounding = round.house.rounding;
    let (award, rule) = match hit.map(|(_, t)| t.pays) {
        None => (Award::Lose, rule_of(table)),
        Some(Pay::Odds(o)) => (Award::Odds(o), rule_of(table)),
        Some(Pay::Amount(a)) => (Award::Amount(a, table.convention), "R1.4"),
        Some(Pay::MeterPercent(_)) => {
            // The meter's plan holds an award for every percent-of-meter hit.
            let award = work.map_or(Money::ZERO, |w| w.award);
            rounding = meter_award_rounding(rounding);
            (Award::Amount(award, table.convention), "R4.3")
        }
    };
    let verdict = Verdict {
        award,
        reason: entry.reason(hit.map(|(i, _)| i)),
        rule,
    };
    let mut line = entry
        .wager(bet)
        .settle(verdict, rounding)
        .map_err(entry.overflow(bet))?;
    line.meter = work.map(Box::new);
    Ok(line)
}

/// A meter award is never rounded up: the meter cannot pay more than it holds.
fn meter_award_rounding(rounding: Rounding) -> Rounding {
    Rounding {
        mode: RoundingMode::Down,
        ..rounding
    }
}

/// Envy bonuses for a tier that names one: every other seat holding a player wager on
/// the bet is paid the amount as its own line, not from the meter (R4.5).
fn envy_lines(
    round: &Round,
    bet: Bet,
    hitter: &SideBetEntry,
    entries: &[SideBetEntry],
    tier_index: usize,
    tier: &Tier,
) -> Result<SeatLines, PlayError> {
    let Some(envy) = tier.envy else {
        return Ok(SeatLines::new());
    };
    let verdict = Verdict {
        award: Award::Amount(envy, Convention::To),
        reason: Reason::Envy {
            seat: hitter.seat,
            tier: u16::try_from(tier_index).unwrap_or(u16::MAX),
        },
        rule: "R4.5",
    };
    entries
        .iter()
        .filter(|o| o.seat != hitter.seat && o.party == Party::Player)
        .map(|other| {
            Wager::side(bet, Party::Player, Money::ZERO)
                .settle(verdict, round.house.rounding)
                .map(|line| (other.seat, line))
                .map_err(other.overflow(bet))
        })
        .collect()
}

/// Settles both progressives (R2.8, R4, R5) for every seat of a Lucky 9 or blackjack
/// round, in seat order, adding each line to its seat, and returns the meter changes.
pub(crate) fn settle_seat_progressives(
    round: &Round,
    up: Card,
    seats: &mut [SeatSettlement],
) -> Result<Vec<MeterChange>, PlayError> {
    let mut meters = Vec::new();
    for bet in [PROGRESSIVE_BET, SUITED_OR_BOOTED_BET] {
        let entries: SmallVec<[SideBetEntry; 8]> = round
            .seats
            .iter()
            .filter_map(|seat| {
                let stake = seat.stake(Party::Player, bet)?;
                let first_two = seat.first_two()?;
                Some(SideBetEntry {
                    seat: seat.number,
                    party: Party::Player,
                    stake,
                    seen: seat_cards(first_two, up, seat.first_hit()),
                })
            })
            .collect();
        let (lines, change) = settle_progressive(round, bet, &entries)?;
        for (number, line) in lines {
            if let Some(s) = seats.iter_mut().find(|s| s.seat == number) {
                s.wagers.push(line);
            }
        }
        meters.extend(change);
    }
    Ok(meters)
}

/// The side-bet cards of a Lucky 9 or blackjack seat: first two (R1.10), up card, first
/// hit card (R5).
pub fn seat_cards(first_two: [Card; 2], up: Card, hit: Option<Card>) -> SideBetCards {
    SideBetCards {
        first_two,
        up,
        hit,
        dealer_blackjack: None,
        dealer: None,
    }
}

//! Two- and three-card side bets settled from their paytables (RULES.md R1.6, R2.7,
//! R4, R5, R4.6), progressive meters included (R4.3-R4.5).
//!
//! Every side bet pays only its highest qualifying line: tiers are listed highest
//! first and the first one the cards meet is paid. A progressive's percent-of-meter
//! tiers are paid from one meter per progressive bet, in seat order or shared
//! equally (house option `meter_hits`).

use crate::card::{Card, Suit};
use crate::game::Bet;
use crate::house::MeterHits;
use crate::money::{Convention, Money};
use crate::pattern::{CardsUsed, Shape, SideBetCards};
use crate::paytable::{Pay, Paytable, Tier};
use crate::round::{wager_field, Party, PlayError, Round};
use crate::settle::{Award, MeterChange, WagerLine};

/// The highest tier the cards meet, with its index (R1.6).
pub fn best_tier<'a>(
    table: &'a Paytable,
    seen: &SideBetCards,
    declared: Option<Suit>,
) -> Option<(usize, &'a Tier)> {
    // Each card set's shape is worked out once, on first use.
    let mut shapes: [Option<Option<Shape>>; 3] = [None; 3];
    table.tiers().iter().enumerate().find(|(_, t)| {
        let slot = match t.pattern.cards {
            CardsUsed::FirstTwo => 0,
            CardsUsed::FirstTwoAndUp => 1,
            CardsUsed::FirstTwoAndHit => 2,
        };
        let shape = shapes
            .get_mut(slot)
            .and_then(|s| *s.get_or_insert_with(|| seen.shape(t.pattern.cards)));
        shape.is_some_and(|sh| t.pattern.matches_shape(&sh, declared))
    })
}

/// The cards a tier looked at, for a reason line: `A♠ 8♠ with dealer K♦`.
pub fn describe_cards(used: CardsUsed, seen: &SideBetCards) -> String {
    use std::fmt::Write as _;
    let [a, b] = seen.first_two;
    let card = |c: Card| (c.rank.symbol(), c.suit.symbol());
    let ((ar, asu), (br, bsu)) = (card(a), card(b));
    let mut s = String::with_capacity(40);
    let _ = write!(s, "{ar}{asu} {br}{bsu}");
    let _ = match used {
        CardsUsed::FirstTwo => Ok(()),
        CardsUsed::FirstTwoAndUp => {
            write!(
                s,
                " with dealer {}{}",
                seen.up.rank.symbol(),
                seen.up.suit.symbol()
            )
        }
        CardsUsed::FirstTwoAndHit => match seen.hit {
            Some(h) => write!(
                s,
                " with first hit card {}{}",
                h.rank.symbol(),
                h.suit.symbol()
            ),
            None => write!(s, ", no hit card"),
        },
    };
    s
}

/// Lines settled for several seats, each with its seat number.
pub type SeatLines = Vec<(u32, WagerLine)>;

/// One side-bet wager to settle.
#[derive(Debug, Clone, Copy)]
pub struct SideBetEntry {
    /// Seat number.
    pub seat: u32,
    /// Player's or the dealer's.
    pub party: Party,
    /// The stake.
    pub stake: Money,
    /// The cards it can see.
    pub seen: SideBetCards,
}

fn overflow(seat: u32, party: Party, bet: Bet) -> impl Fn(crate::money::AmountError) -> PlayError {
    move |e| PlayError::new(wager_field(seat, party, bet), e.to_string())
}

/// Settles a side bet without a meter (or a progressive's fixed tiers).
pub fn settle_side_bet(
    round: &Round,
    bet: Bet,
    entry: &SideBetEntry,
) -> Result<WagerLine, PlayError> {
    let table = round.paytable(bet).ok_or_else(|| {
        PlayError::new(
            wager_field(entry.seat, entry.party, bet),
            format!("no paytable for {bet}"),
        )
    })?;
    let declared = round.meters.declared_suit;
    let (award, reason, rule) = match best_tier(table, &entry.seen, declared) {
        Some((_, tier)) => {
            let award = match tier.pays {
                Pay::Odds(o) => Award::Odds(o),
                Pay::Amount(a) => Award::Amount(a, table.convention),
                Pay::MeterPercent(_) => {
                    return Err(PlayError::new(
                        wager_field(entry.seat, entry.party, bet),
                        format!(
                            "paytable \"{}\" pays from a meter but {bet} has none",
                            table.id
                        ),
                    ))
                }
            };
            let text = format!(
                "{}: {}",
                describe_cards(tier.pattern.cards, &entry.seen),
                tier.name
            );
            (award, text, rule_of(bet))
        }
        None => (Award::Lose, loss_reason(table, &entry.seen), rule_of(bet)),
    };
    let line = WagerLine::settle(
        bet,
        1,
        entry.party,
        entry.stake,
        award,
        round.house.rounding,
        round.currency,
        reason,
        rule,
        Some(table),
    )
    .map_err(overflow(entry.seat, entry.party, bet))?;
    Ok(line)
}

fn loss_reason(table: &Paytable, seen: &SideBetCards) -> String {
    let used = table
        .tiers()
        .first()
        .map_or(CardsUsed::FirstTwo, |t| t.pattern.cards);
    format!("{}: no {} line", describe_cards(used, seen), table.name)
}

/// The rule each side bet is settled under.
pub fn rule_of(bet: Bet) -> &'static str {
    match bet {
        Bet::Bonus9 => "R2.7",
        Bet::Progressive21Plus3 => "R4.2",
        Bet::SuitedOrBooted => "R5",
        _ => "R4.6",
    }
}

/// Settles every wager on one progressive bet in the round, in seat order, from its
/// meter (R4.3-R4.5). Returns each seat's lines (envy lines included) and the meter
/// change.
pub fn settle_progressive(
    round: &Round,
    bet: Bet,
    entries: &[SideBetEntry],
) -> Result<(SeatLines, Option<MeterChange>), PlayError> {
    let Some(table) = round.paytable(bet) else {
        return Ok((Vec::new(), None));
    };
    if entries.is_empty() {
        return Ok((Vec::new(), None));
    }
    let meter_field = match bet {
        Bet::SuitedOrBooted => "progressive.suited-or-booted.meter",
        _ => "progressive.meter",
    };
    let before = match bet {
        Bet::SuitedOrBooted => round.meters.suited_or_booted,
        _ => round.meters.progressive,
    }
    .ok_or_else(|| PlayError::new(meter_field, "R4.3: no meter entered"))?;
    let reseed = table.reseed.unwrap_or(Money::ZERO);
    let declared = round.meters.declared_suit;
    let hits: Vec<Option<(usize, &Tier)>> = entries
        .iter()
        .map(|e| best_tier(table, &e.seen, declared))
        .collect();
    let meter_hits = hits
        .iter()
        .filter(|h| {
            matches!(
                h,
                Some((
                    _,
                    Tier {
                        pays: Pay::MeterPercent(_),
                        ..
                    }
                ))
            )
        })
        .count();
    let share = round.house.meter_hits == MeterHits::ShareEqually && meter_hits > 1;
    let mut meter = before;
    let mut lines = Vec::new();
    let mut shared_remainder_paid = false;
    let mut any_full_hit = false;
    for (entry, hit) in entries.iter().zip(&hits) {
        let err = overflow(entry.seat, entry.party, bet);
        let Some((_, tier)) = hit else {
            let line = WagerLine::settle(
                bet,
                1,
                entry.party,
                entry.stake,
                Award::Lose,
                round.house.rounding,
                round.currency,
                loss_reason(table, &entry.seen),
                rule_of(bet),
                Some(table),
            )
            .map_err(&err)?;
            lines.push((entry.seat, line));
            continue;
        };
        let cards = describe_cards(tier.pattern.cards, &entry.seen);
        let (award, mut reason, mut steps, rule) = match tier.pays {
            Pay::Odds(o) => (
                Award::Odds(o),
                format!("{cards}: {}", tier.name),
                Vec::new(),
                rule_of(bet),
            ),
            Pay::Amount(a) => (
                Award::Amount(a, table.convention),
                format!("{cards}: {}", tier.name),
                Vec::new(),
                "R1.4",
            ),
            Pay::MeterPercent(p) => {
                // The share of the meter this hit takes, whole cents, rounded down.
                let pool = if share {
                    let n = i64::try_from(meter_hits).unwrap_or(1);
                    let mut s = Money::from_cents(before.cents() / n);
                    if !shared_remainder_paid && p == 100 {
                        s = s
                            .checked_add(Money::from_cents(before.cents() % n))
                            .map_err(&err)?;
                        shared_remainder_paid = true;
                    }
                    s
                } else {
                    meter
                };
                let award = Money::from_cents(
                    i64::try_from(i128::from(pool.cents()) * i128::from(p) / 100)
                        .unwrap_or(i64::MAX),
                );
                let mut steps = vec![format!(
                    "{p}% of {} meter {} = {}",
                    if share {
                        "an equal share of the"
                    } else {
                        "the"
                    },
                    round.currency.format(pool),
                    round.currency.format(award)
                )];
                if share {
                    steps.push(format!("{meter_hits} meter hits share the meter equally; remainder cents to the lowest seat (R4.4)"));
                }
                (
                    Award::Amount(award, table.convention),
                    format!("{cards}: {} ({p}% of meter)", tier.name),
                    steps,
                    "R4.3",
                )
            }
        };
        // A meter award is never rounded up: the meter cannot pay more than it holds.
        let rounding = match tier.pays {
            Pay::MeterPercent(_) => crate::money::Rounding {
                mode: crate::money::RoundingMode::Down,
                ..round.house.rounding
            },
            _ => round.house.rounding,
        };
        let mut line = WagerLine::settle(
            bet,
            1,
            entry.party,
            entry.stake,
            award,
            rounding,
            round.currency,
            std::mem::take(&mut reason),
            rule,
            Some(table),
        )
        .map_err(&err)?;
        if let Pay::MeterPercent(p) = tier.pays {
            let taken = match table.convention {
                Convention::For => line.paid,
                Convention::To => line.paid.checked_sub(line.stake).map_err(&err)?,
            };
            if p == 100 {
                any_full_hit = true;
            }
            if !share {
                // R4.3: a 100% hit resets the meter to its reseed; a smaller one lowers
                // it by what it paid.
                meter = if p == 100 {
                    reseed
                } else {
                    meter.checked_sub(taken).map_err(&err)?
                };
                steps.push(format!(
                    "meter after this hit: {}",
                    round.currency.format(meter)
                ));
            } else {
                meter = meter.checked_sub(taken).map_err(&err)?;
            }
        }
        steps.append(&mut line.steps);
        line.steps = steps;
        lines.push((entry.seat, line));
        if let Some(envy) = tier.envy {
            for other in entries
                .iter()
                .filter(|o| o.seat != entry.seat && o.party == Party::Player)
            {
                let mut envy_line = WagerLine::settle(
                    bet,
                    1,
                    Party::Player,
                    Money::ZERO,
                    Award::Amount(envy, Convention::To),
                    round.house.rounding,
                    round.currency,
                    format!("Envy bonus: seat {} hit {}", entry.seat, tier.name),
                    "R4.5",
                    Some(table),
                )
                .map_err(overflow(other.seat, other.party, bet))?;
                envy_line.envy = true;
                lines.push((other.seat, envy_line));
            }
        }
    }
    if share && any_full_hit {
        meter = reseed;
    }
    Ok((
        lines,
        Some(MeterChange {
            bet,
            before,
            after: meter,
        }),
    ))
}

/// Settles both progressives (R2.8, R4, R5) for every seat of a Lucky 9 or blackjack
/// round, in seat order, adding each line to its seat, and returns the meter changes.
pub fn settle_seat_progressives(
    round: &Round,
    up: Card,
    seats: &mut [crate::settle::SeatSettlement],
) -> Result<Vec<MeterChange>, PlayError> {
    let mut meters = Vec::new();
    for bet in [Bet::Progressive21Plus3, Bet::SuitedOrBooted] {
        let entries: Vec<SideBetEntry> = round
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
    SideBetCards { first_two, up, hit }
}

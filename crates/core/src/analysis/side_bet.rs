//! Every pattern paytable analysed exactly (RULES.md R1.6 the first tier met pays, R4.1
//! the three-card hands, R2.7 Bonus 9, R4.2 21+3 Progressive, R4.6 the Stadium bets,
//! R5 Suited or Booted; R1.4 `to` and `for`; R4.3 meters), from the exact count of the
//! hands that meet each tier (`count`).

use crate::card::Suit;
use crate::count::{count_tiers_under, shoe, Model, TierCounts};
use crate::house::HouseKey;
use crate::money::{Convention, Money};
use crate::pattern::Condition;
use crate::paytable::{Pay, Paytable, Tier};
use pitpay_language::{sentence, Arg, Sentence};

use super::figures::{Analysis, AnalysisError, MeterFigures, Moments, Setup, TierFigures};

/// What a tier wins per unit staked, in the paytable's convention (R1.4): `X/Y` for
/// odds, an amount or a share of the meter over the stake.
fn win_units(pay: Pay, stake: Money, meter: Money) -> f64 {
    let per_stake = |cents: f64| cents / stake.cents() as f64;
    match pay {
        Pay::Odds(o) => f64::from(o.numerator) / f64::from(o.denominator),
        Pay::Amount(m) => per_stake(m.cents() as f64),
        Pay::MeterPercent(p) => per_stake(f64::from(p) / 100.0 * meter.cents() as f64),
    }
}

/// The lowest meter, in whole cents, at which a progressive returns 100% or more
/// (computed in integers, so that a break-even that is a whole cent is printed as
/// that cent, not one above it as the floating-point quotient did); `None` when no meter
/// tier can hit or the return is 100% at any meter.
///
/// Per unit staked `s`, the bet returns Σ cᵢ·rᵢ / total, where a tier's return rᵢ is
/// `s·X/Y` (odds), the amount, or `p% × meter`, plus the stake in a `to` table. So the
/// return reaches 100% when `meter ≥ 100·(total·s − F) / P`, F the return of the tiers
/// not paid from the meter (a fraction over the lcm of the odds' denominators) and
/// P = Σ cᵢ·pᵢ over the meter tiers.
fn exact_break_even(
    tiers: &[Tier],
    counts: &TierCounts,
    stake: Money,
    stake_back: bool,
) -> Option<Money> {
    let s = i128::from(stake.cents());
    let lcm = tiers.iter().fold(1i128, |l, t| match t.pays {
        Pay::Odds(o) => lcm(l, i128::from(o.denominator)),
        _ => l,
    });
    let (mut fixed, mut meter_weight) = (0i128, 0i128);
    for (t, &c) in tiers.iter().zip(&counts.per_tier) {
        let c = i128::try_from(c).ok()?;
        let back = if stake_back {
            c.checked_mul(s)?.checked_mul(lcm)?
        } else {
            0
        };
        let paid = match t.pays {
            Pay::Odds(o) => c
                .checked_mul(s)?
                .checked_mul(i128::from(o.numerator))?
                .checked_mul(lcm / i128::from(o.denominator))?,
            Pay::Amount(a) => c.checked_mul(i128::from(a.cents()))?.checked_mul(lcm)?,
            Pay::MeterPercent(p) => {
                meter_weight = meter_weight.checked_add(c.checked_mul(i128::from(p))?)?;
                0
            }
        };
        fixed = fixed.checked_add(paid)?.checked_add(back)?;
    }
    let total = i128::try_from(counts.total).ok()?;
    let short = total.checked_mul(s)?.checked_mul(lcm)?.checked_sub(fixed)?;
    if short <= 0 || meter_weight == 0 {
        return None;
    }
    let num = short.checked_mul(100)?;
    let den = meter_weight.checked_mul(lcm)?;
    let cents = num / den + i128::from(num % den != 0);
    i64::try_from(cents).ok().map(Money::from_cents)
}

/// The least common multiple of two positive integers.
fn lcm(a: i128, b: i128) -> i128 {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    a / x * b
}

/// The stake a fixed amount or meter share is measured against: the fixed stake, or
/// the minimum where the paytable names none.
fn unit_stake(table: &Paytable) -> Money {
    table.fixed_stake.unwrap_or(table.min)
}

/// The meter the figures are taken at: as given (never below the reseed, R4.3), or the
/// reseed.
fn meter_for(table: &Paytable, setup: &Setup) -> Result<Option<Money>, AnalysisError> {
    let has_meter = table
        .tiers()
        .iter()
        .any(|t| matches!(t.pays, Pay::MeterPercent(_)));
    let cur = table.currency.unwrap_or_default();
    match (has_meter, setup.meter, table.reseed) {
        (false, Some(_), _) => Err(AnalysisError::NoMeter(table.id.clone())),
        (false, None, _) => Ok(None),
        (true, Some(m), Some(r)) if m < r => Err(AnalysisError::BelowReseed {
            meter: m,
            id: table.id.clone(),
            reseed: r,
            currency: cur,
        }),
        (true, m, r) => Ok(m.or(r)),
    }
}

/// Each tier's line with the meter at `meter`: its combinations (where hands are
/// counted), probability, pay and what it wins per unit staked (R1.4).
fn tier_figures(
    table: &Paytable,
    counts: &TierCounts,
    stake: Money,
    meter: Money,
    hands: bool,
) -> Vec<TierFigures> {
    let total = counts.total as f64;
    let cur = table.currency.unwrap_or_default();
    table
        .tiers()
        .iter()
        .zip(&counts.per_tier)
        .map(|(t, &c)| {
            let probability = c as f64 / total;
            let win = win_units(t.pays, stake, meter);
            TierFigures {
                name: tier_named(t),
                combinations: hands.then_some(c),
                probability,
                pays: t.pays.said(cur),
                win,
                contribution: probability * win,
            }
        })
        .collect()
}

/// A tier as the results name it: by its file's `[names]` in the reader's language.
fn tier_named(t: &Tier) -> Sentence {
    sentence!("analysis-tier", name = Arg::named(&t.name, &t.names))
}

/// Remarks for people: tiers the shoe cannot produce (R1.2), a declared-suit tier
/// waiting for its suit (R4.3).
fn notes(
    tiers: &[Tier],
    counts: &TierCounts,
    decks: u8,
    declared: Option<Suit>,
    has_declared: bool,
) -> Vec<Sentence> {
    let mut notes = Vec::new();
    for (t, c) in tiers.iter().zip(&counts.per_tier) {
        let waits_for_suit =
            declared.is_none() && t.pattern.conditions.contains(&Condition::DeclaredSuit);
        if *c == 0 && !waits_for_suit {
            notes.push(sentence!(
                "analysis-note-not-available",
                tier = Arg::named(&t.name, &t.names),
                shoe = shoe(decks)
            ));
        }
    }
    if has_declared && declared.is_none() {
        notes.push(sentence!("analysis-note-no-declared-suit"));
    }
    notes
}

/// The full analysis of a pattern paytable.
pub(crate) fn analyze(table: &Paytable, setup: &Setup) -> Result<Analysis, AnalysisError> {
    let tiers = table.tiers();
    let meter = meter_for(table, setup)?;
    let has_declared = tiers
        .iter()
        .any(|t| t.pattern.conditions.contains(&Condition::DeclaredSuit));
    let declared = setup.declared_suit.filter(|_| has_declared);
    let counts = count_tiers_under(tiers, setup.decks, declared, setup.house.soft17);
    // A dealer's hand is counted in deals of the shoe's top cards, not hands: its
    // figures are probabilities (the combinations are left out, as for Lucky Break).
    let hands = !matches!(counts.model, Model::DealerFinal(_));
    let stake = unit_stake(table);
    let cur = table.currency.unwrap_or_default();
    let figures = |meter: Money| tier_figures(table, &counts, stake, meter, hands);
    let stake_back = if table.convention == Convention::To {
        1.0
    } else {
        0.0
    };
    let return_of = |lines: &[TierFigures]| {
        lines
            .iter()
            .map(|t| t.probability * (t.win + stake_back))
            .sum::<f64>()
    };
    let lines = figures(meter.unwrap_or(Money::ZERO));
    let moments = Moments::of_hits(
        lines
            .iter()
            .map(|t| (t.probability, t.win + stake_back - 1.0)),
    );
    let progressive = meter.map(|m| {
        let base = return_of(&figures(Money::ZERO));
        let per_unit = (return_of(&lines) - base) / (m.cents() as f64 / 100.0);
        let break_even = exact_break_even(tiers, &counts, stake, stake_back > 0.0);
        MeterFigures {
            currency: cur,
            stake,
            base,
            per_unit,
            break_even,
            meter: m,
            reseed: table.reseed.unwrap_or(m),
        }
    });
    let notes = notes(tiers, &counts, setup.decks, declared, has_declared);
    let options = match counts.model {
        Model::DealerFinal(soft17) => vec![(HouseKey::Soft17, soft17.to_string())],
        _ => Vec::new(),
    };
    Ok(Analysis {
        paytable: table.id.clone(),
        name: table.name.clone(),
        names: table.names.clone(),
        fingerprint: table.fingerprint.clone(),
        bet: table.bet,
        decks: setup.decks,
        model: counts.model.said(setup.decks),
        options,
        declared_suit: declared,
        combinations: hands.then_some(counts.total),
        house_edge: -moments.mean,
        return_rate: 1.0 + moments.mean,
        hit_frequency: moments.hits,
        std_dev: moments.std_dev(),
        tiers: lines,
        progressive,
        strategy: Vec::new(),
        by_option: Vec::new(),
        dealer_busts: Vec::new(),
        notes,
    })
}

//! Every pattern paytable counted exactly (RULES.md R1.6 the first tier met pays, R4.1
//! the three-card hands, R2.7 Bonus 9, R4.2 21+3 Progressive, R4.6 the Stadium bets,
//! R5 Suited or Booted; R1.4 `to` and `for`; R4.3 meters).
//!
//! The cards are counted by *face* (rank and suit) with multiplicities, not one by one.
//! A shoe of `d` decks holds each of the 52 faces `d` times, so a hand of faces that
//! repeats a face `m` times can be dealt in `C(d, m)` ways for that face; the product
//! over the faces is the hand's number of combinations. Three cards looked at together
//! (a tier on the first two cards and the up card) are an unordered hand: 24,804 kinds
//! of hand for any deck count, `C(52d, 3)` combinations in all. When tiers look at
//! different cards (Suited or Booted: the first two, or the first two and the hit
//! card) the first two cards are one unordered pair and each further card is told
//! apart, `C(52d, 2) × (52d − 2)` combinations in all; so is the up card when a tier
//! compares the player's cards with it (`up-card-matches`, issue 35). A paytable on the
//! dealer's final hand is counted by the dealer's walk (`analysis::dealer`) under the
//! house's `soft17` (R3.3).

use crate::card::{Card, Suit};
use crate::house::Soft17;
use crate::money::{Convention, Money};
use crate::pattern::{CardsUsed, Condition, Shape};
use crate::paytable::{Pay, Paytable, Tier};

use super::{Analysis, AnalysisError, MeterFigures, Moments, Setup, TierFigures};

/// Which cards a whole paytable looks at, and so how its hands are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Model {
    /// Every tier looks at the player's first two cards: unordered pairs.
    FirstTwo,
    /// The player's first two cards, and whether the dealer's first two (up card and
    /// hole card, told apart) are a blackjack: a paytable with a `dealer-blackjack`
    /// tier. Each unordered pair is followed by every ordered dealer pair.
    FirstTwoWithDealer,
    /// Every tier looks at the same three cards: unordered three-card hands.
    Three(CardsUsed),
    /// Tiers look at different cards, or compare the player's cards with the up card:
    /// the first two cards as an unordered pair, then the up card and/or the hit card,
    /// each told apart.
    Ordered {
        /// Some tier uses the dealer's up card.
        up: bool,
        /// Some tier uses the first hit card.
        hit: bool,
    },
    /// Every tier reads the dealer's final hand, drawn from the full shoe and played out
    /// under `soft17` (issue 35): ordered deals of the shoe's top cards.
    DealerFinal(Soft17),
}

impl Model {
    /// The model a paytable's tiers need (a paytable on the dealer's final hand under
    /// the dealer standing on soft 17; see [`Model::under`]).
    pub fn of(tiers: &[Tier]) -> Model {
        Model::under(tiers, Soft17::Stand)
    }

    /// The model a paytable's tiers need, the dealer drawing under `soft17`.
    pub fn under(tiers: &[Tier], soft17: Soft17) -> Model {
        if tiers
            .iter()
            .any(|t| t.pattern.cards == CardsUsed::DealerFinal)
        {
            return Model::DealerFinal(soft17);
        }
        let dealer = tiers.iter().any(|t| {
            t.pattern
                .conditions
                .iter()
                .any(Condition::uses_dealer_blackjack)
        });
        if dealer {
            return Model::FirstTwoWithDealer;
        }
        let uses = |c: CardsUsed| tiers.iter().any(|t| t.pattern.cards == c);
        let (two, up, hit) = (
            uses(CardsUsed::FirstTwo),
            uses(CardsUsed::FirstTwoAndUp),
            uses(CardsUsed::FirstTwoAndHit),
        );
        let up_told_apart = tiers
            .iter()
            .any(|t| t.pattern.conditions.iter().any(Condition::uses_up_card));
        match (two, up, hit) {
            (_, false, false) => Model::FirstTwo,
            (false, true, false) if !up_told_apart => Model::Three(CardsUsed::FirstTwoAndUp),
            (false, false, true) => Model::Three(CardsUsed::FirstTwoAndHit),
            (_, up, hit) => Model::Ordered { up, hit },
        }
    }

    /// The number of hands the model counts from `decks` decks (for the dealer's final
    /// hand, [`count_tiers_under`] gives the number of deals).
    pub fn total(self, decks: u8) -> u128 {
        let n = 52 * u128::from(decks);
        match self {
            Model::DealerFinal(_) => 0,
            Model::FirstTwo => choose(n, 2),
            Model::FirstTwoWithDealer => choose(n, 2) * (n - 2) * (n - 3),
            Model::Three(_) => choose(n, 3),
            Model::Ordered { up, hit } => {
                let mut t = choose(n, 2) * (n - 2);
                if up && hit {
                    t *= n - 3;
                }
                t
            }
        }
    }

    /// The model in one sentence, as the analysis states it.
    pub fn describe(self, decks: u8) -> String {
        let shoe = decks_text(decks);
        match self {
            Model::DealerFinal(soft17) => format!(
                "dealer's final hand, {}, every card drawn from the full shoe of {shoe} (the \
                 player's cards not taken out, as the published analyses of these bets do); \
                 the dealer plays the hand out while the bet is in action",
                match soft17 {
                    Soft17::Stand => "standing on soft 17",
                    Soft17::Hit => "hitting soft 17",
                }
            ),
            Model::FirstTwo => {
                format!("player's first two cards, drawn without replacement from {shoe}")
            }
            Model::FirstTwoWithDealer => format!(
                "player's first two cards, then the dealer's up card and hole card (for a \
                 dealer blackjack), drawn without replacement from {shoe}"
            ),
            Model::Three(CardsUsed::FirstTwoAndHit) | Model::Ordered { hit: true, .. } => {
                let up = if matches!(self, Model::Ordered { up: true, .. }) {
                    ", the dealer's up card"
                } else {
                    ""
                };
                format!(
                    "player's first two cards{up} and the first hit card, drawn without \
                     replacement from {shoe}, as though hand 1 always takes a hit card \
                     (a hand that takes none cannot win a hit-card tier)"
                )
            }
            Model::Three(_) | Model::Ordered { .. } => format!(
                "player's first two cards and the dealer's up card, drawn without \
                 replacement from {shoe}"
            ),
        }
    }
}

/// `1 deck`, `6 decks`.
pub(crate) fn decks_text(decks: u8) -> String {
    if decks == 1 {
        "1 deck".to_string()
    } else {
        format!("{decks} decks")
    }
}

/// `n` choose `k` for the small `k` a hand needs.
pub fn choose(n: u128, k: u128) -> u128 {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// How many hands of the model meet each tier first (R1.6), and how many there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TierCounts {
    /// Combinations per tier, in the paytable's order.
    pub per_tier: Vec<u128>,
    /// Every hand the model counts.
    pub total: u128,
    /// How the hands were counted.
    pub model: Model,
}

impl TierCounts {
    /// Hands that meet no tier.
    pub fn losing(&self) -> u128 {
        self.total - self.per_tier.iter().sum::<u128>()
    }
}

/// The 52 faces, spades first.
fn faces() -> Vec<Card> {
    Card::deck().collect()
}

/// Which of a hand's shapes each tier reads: 0 the first two, 1 with the up card, 2
/// with the hit card (the dealer's final hand is counted apart, by its own walk).
fn slots(tiers: &[Tier]) -> Vec<usize> {
    tiers
        .iter()
        .map(|t| match t.pattern.cards {
            CardsUsed::FirstTwo => 0,
            CardsUsed::FirstTwoAndUp => 1,
            CardsUsed::FirstTwoAndHit | CardsUsed::DealerFinal => 2,
        })
        .collect()
}

/// The first tier the shapes meet (R1.6).
fn first_tier(
    tiers: &[Tier],
    slots: &[usize],
    shapes: &[Shape; 3],
    declared: Option<Suit>,
) -> Option<usize> {
    tiers.iter().zip(slots).position(|(t, s)| {
        shapes
            .get(*s)
            .is_some_and(|sh| t.pattern.matches_shape(sh, declared))
    })
}

/// Counts every hand of the shoe against the tiers: the exact number of combinations
/// that each tier pays first (a dealer's final hand drawn as the dealer stands on soft
/// 17).
pub fn count_tiers(tiers: &[Tier], decks: u8, declared: Option<Suit>) -> TierCounts {
    count_tiers_under(tiers, decks, declared, Soft17::Stand)
}

/// [`count_tiers`], the dealer drawing under `soft17` (R3.1) for a paytable on the
/// dealer's final hand.
pub fn count_tiers_under(
    tiers: &[Tier],
    decks: u8,
    declared: Option<Suit>,
    soft17: Soft17,
) -> TierCounts {
    let model = Model::under(tiers, soft17);
    let per_tier = match model {
        Model::FirstTwo | Model::Three(_) => count_unordered(tiers, decks, declared, model),
        Model::FirstTwoWithDealer => count_with_dealer(tiers, decks, declared),
        Model::Ordered { up, hit } => count_ordered(tiers, decks, declared, up && hit),
        Model::DealerFinal(soft17) => {
            let (per_tier, total) = super::dealer::count_tiers(tiers, decks, soft17);
            return TierCounts {
                per_tier,
                total,
                model,
            };
        }
    };
    TierCounts {
        per_tier,
        total: model.total(decks),
        model,
    }
}

/// Adds `ways` to the tier met, if any.
fn add(per_tier: &mut [u128], tier: Option<usize>, ways: u128) {
    if let Some(slot) = tier.and_then(|i| per_tier.get_mut(i)) {
        *slot += ways;
    }
}

/// Unordered hands of two or three faces, `i ≤ j (≤ k)`: the ways to deal a face `m`
/// times are `C(d, m)`, multiplied over the hand's runs of equal faces.
fn count_unordered(tiers: &[Tier], decks: u8, declared: Option<Suit>, model: Model) -> Vec<u128> {
    let d = u128::from(decks);
    let faces = faces();
    let slots = slots(tiers);
    let mut per_tier = vec![0u128; tiers.len()];
    let ways = [1, d, choose(d, 2), choose(d, 3)];
    let w = |m: usize| ways.get(m).copied().unwrap_or(0);
    for (i, &a) in faces.iter().enumerate() {
        for (j, &b) in faces.iter().enumerate().skip(i) {
            let pair = if i == j { w(2) } else { w(1) * w(1) };
            let two = Shape::of(&[a, b]);
            if model == Model::FirstTwo {
                add(
                    &mut per_tier,
                    first_tier(tiers, &slots, &[two; 3], declared),
                    pair,
                );
                continue;
            }
            for (k, &c) in faces.iter().enumerate().skip(j) {
                let ways = match (i == j, j == k) {
                    (true, true) => w(3),
                    (true, false) => w(2) * w(1),
                    (false, true) => w(1) * w(2),
                    (false, false) => w(1) * w(1) * w(1),
                };
                if ways > 0 {
                    let three = Shape::of(&[a, b, c]);
                    let tier = first_tier(tiers, &slots, &[two, three, three], declared);
                    add(&mut per_tier, tier, ways);
                }
            }
        }
    }
    per_tier
}

/// Unordered first two cards, each followed by the dealer's up card and hole card
/// told apart: of the `(n − 2)(n − 3)` ordered dealer pairs left, `2 × aces × tens`
/// are a blackjack (an Ace up and a ten-value card in the hole, or the other way).
fn count_with_dealer(tiers: &[Tier], decks: u8, declared: Option<Suit>) -> Vec<u128> {
    let d = u128::from(decks);
    let n = 52 * d;
    let faces = faces();
    let slots = slots(tiers);
    let mut per_tier = vec![0u128; tiers.len()];
    let is_ace = |c: &Card| u128::from(c.rank == crate::card::Rank::Ace);
    let is_ten = |c: &Card| u128::from(c.rank.is_ten_value());
    for (i, a) in faces.iter().enumerate() {
        for (j, b) in faces.iter().enumerate().skip(i) {
            let pair = if i == j { choose(d, 2) } else { d * d };
            if pair == 0 {
                continue;
            }
            let aces = 4 * d - is_ace(a) - is_ace(b);
            let tens = 16 * d - is_ten(a) - is_ten(b);
            let blackjacks = 2 * aces * tens;
            let others = (n - 2) * (n - 3) - blackjacks;
            let two = Shape::of(&[*a, *b]);
            for (dealer_bj, ways) in [(true, blackjacks), (false, others)] {
                let shape = two.with_dealer_blackjack(dealer_bj);
                let tier = first_tier(tiers, &slots, &[shape; 3], declared);
                add(&mut per_tier, tier, pair * ways);
            }
        }
    }
    per_tier
}

/// The first two cards, then the third (and fourth) told apart, counted as ordered
/// draws: `d × (d − [same face])` for the two, then what is left of each later face;
/// every unordered pair is so counted twice. Without a declared suit every condition is
/// blind to which suit is which, so the first card is taken as a spade and the count
/// multiplied by four.
fn count_ordered(tiers: &[Tier], decks: u8, declared: Option<Suit>, four: bool) -> Vec<u128> {
    let d = u128::from(decks);
    let faces = faces();
    let slots = slots(tiers);
    let mut per_tier = vec![0u128; tiers.len()];
    let symmetric = declared.is_none()
        || !tiers
            .iter()
            .any(|t| t.pattern.conditions.contains(&Condition::DeclaredSuit));
    let firsts = if symmetric { 13 } else { faces.len() };
    for (i, &a) in faces.iter().enumerate().take(firsts) {
        for (j, &b) in faces.iter().enumerate() {
            let pair = d * d.saturating_sub(u128::from(i == j));
            if pair == 0 {
                continue;
            }
            let two = Shape::of(&[a, b]);
            let used = |k: usize| u128::from(k == i) + u128::from(k == j);
            for (k, &c) in faces.iter().enumerate() {
                let left = d.saturating_sub(used(k));
                if left == 0 {
                    continue;
                }
                // The third card is the up card (its matches counted) or the hit card.
                let third = Shape::with_up([a, b], c);
                if !four {
                    let tier = first_tier(tiers, &slots, &[two, third, third], declared);
                    add(&mut per_tier, tier, pair * left);
                    continue;
                }
                for (h, &e) in faces.iter().enumerate() {
                    let left_h = d.saturating_sub(used(h) + u128::from(h == k));
                    if left_h > 0 {
                        let fourth = Shape::of(&[a, b, e]);
                        let tier = first_tier(tiers, &slots, &[two, third, fourth], declared);
                        add(&mut per_tier, tier, pair * left * left_h);
                    }
                }
            }
        }
    }
    let times = if symmetric { 4 } else { 1 };
    per_tier.iter().map(|n| n * times / 2).collect()
}

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

/// The lowest meter, in whole cents, at which a progressive returns 100% or more (issue
/// 22: computed in integers, so that a break-even that is a whole cent is printed as
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
        (false, Some(_), _) => Err(AnalysisError::Meter(format!(
            "{} has no tier paid from a meter, so a meter does not apply",
            table.id
        ))),
        (false, None, _) => Ok(None),
        (true, Some(m), Some(r)) if m < r => Err(AnalysisError::Meter(format!(
            "the meter {} is below {}'s reseed {} (R4.3)",
            cur.format(m),
            table.id,
            cur.format(r)
        ))),
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
                name: t.name.clone(),
                combinations: hands.then_some(c),
                probability,
                pays: t.pays.describe(cur),
                win,
                contribution: probability * win,
            }
        })
        .collect()
}

/// Remarks for people: tiers the shoe cannot produce (R1.2), a declared-suit tier
/// waiting for its suit (R4.3).
fn notes(
    tiers: &[Tier],
    counts: &TierCounts,
    decks: u8,
    declared: Option<Suit>,
    has_declared: bool,
) -> Vec<String> {
    let mut notes = Vec::new();
    for (t, c) in tiers.iter().zip(&counts.per_tier) {
        let waits_for_suit =
            declared.is_none() && t.pattern.conditions.contains(&Condition::DeclaredSuit);
        if *c == 0 && !waits_for_suit {
            notes.push(format!(
                "{}: not available from {} (R1.2)",
                t.name,
                decks_text(decks)
            ));
        }
    }
    if has_declared && declared.is_none() {
        notes.push(
            "no declared suit: the declared-suit tier cannot hit and its hands are paid \
             by the next tier they meet (R4.3); give one with --set declared_suit=S"
                .to_string(),
        );
    }
    notes
}

/// The full analysis of a pattern paytable.
pub fn analyze(table: &Paytable, setup: &Setup) -> Result<Analysis, AnalysisError> {
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
        Model::DealerFinal(soft17) => vec![("soft17", soft17.to_string())],
        _ => Vec::new(),
    };
    Ok(Analysis {
        paytable: table.id.clone(),
        name: table.name.clone(),
        fingerprint: table.fingerprint.clone(),
        bet: table.bet,
        decks: setup.decks,
        model: counts.model.describe(setup.decks),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choose_small_numbers() {
        assert_eq!(choose(312, 3), 5_013_320);
        assert_eq!(choose(6, 2), 15);
        assert_eq!(choose(1, 2), 0);
    }
}

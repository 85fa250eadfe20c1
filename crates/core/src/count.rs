//! How many hands meet each tier of a pattern paytable, counted exactly (RULES.md R1.6:
//! the first tier met pays; R4.1 the three-card hands, R5 Suited or Booted). It stands
//! below the catalog, which refuses a tier no hand can meet, and the analysis, which
//! prices every tier from these counts.
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
//! compares the player's cards with it (`up-card-matches`). A paytable on the
//! dealer's final hand is counted by the dealer's walk (`dealer`) under the
//! house's `soft17` (R3.3).

use pitpay_language::{sentence, Sentence};

use crate::card::{Card, Suit};
use crate::house::Soft17;
use crate::pattern::{CardsUsed, Condition, Shape};
use crate::paytable::Tier;

pub(crate) mod dealer;

/// Which cards a whole paytable looks at, and so how its hands are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Model {
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
    /// under `soft17`: ordered deals of the shoe's top cards.
    DealerFinal(Soft17),
}

impl Model {
    /// The model a paytable's tiers need, the dealer drawing under `soft17`.
    pub(crate) fn under(tiers: &[Tier], soft17: Soft17) -> Model {
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
    /// hand, `count_tiers_under` gives the number of deals).
    pub(crate) fn total(self, decks: u8) -> u128 {
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

    /// The model in one sentence, as the analysis states it, in any language.
    pub(crate) fn said(self, decks: u8) -> Sentence {
        let model = match self {
            Model::DealerFinal(Soft17::Stand) => "dealer-final-stand",
            Model::DealerFinal(Soft17::Hit) => "dealer-final-hit",
            Model::FirstTwo => "first-two",
            Model::FirstTwoWithDealer => "first-two-with-dealer",
            Model::Ordered {
                up: true,
                hit: true,
            } => "first-two-up-hit",
            Model::Three(CardsUsed::FirstTwoAndHit) | Model::Ordered { hit: true, .. } => {
                "first-two-hit"
            }
            Model::Three(_) | Model::Ordered { .. } => "first-two-up",
        };
        sentence!("analysis-model-side-bet", model = model, shoe = shoe(decks))
    }
}

/// `1 deck`, `6 decks`, in any language: the shoe a model draws from.
pub(crate) fn shoe(decks: u8) -> Sentence {
    sentence!("analysis-shoe", count = decks)
}

/// `n` choose `k` for the small `k` a hand needs.
pub(crate) fn choose(n: u128, k: u128) -> u128 {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// How many hands of the model meet each tier first (R1.6), and how many there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TierCounts {
    /// Combinations per tier, in the paytable's order.
    pub per_tier: Vec<u128>,
    /// Every hand the model counts.
    pub total: u128,
    /// How the hands were counted.
    pub model: Model,
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
/// 17). The tests' short form.
#[cfg(test)]
pub(crate) fn count_tiers(tiers: &[Tier], decks: u8, declared: Option<Suit>) -> TierCounts {
    count_tiers_under(tiers, decks, declared, Soft17::Stand)
}

/// [`count_tiers`], the dealer drawing under `soft17` (R3.1) for a paytable on the
/// dealer's final hand.
pub(crate) fn count_tiers_under(
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
            let (per_tier, total) = dealer::count_tiers(tiers, decks, soft17);
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

//! Rule-cost tables: the change in the player's expected return from changing one option
//! of a base game. Each entry is a plain difference of two full analyses.

use crate::analysis::analyze;
use crate::rules::{BlackjackPays, DoubleOn, HoleCard, Rules, Soft17, Surrender};

/// One row of a rule-cost table.
#[derive(Clone, Debug)]
pub struct RuleCost {
    pub label: String,
    pub rules: Rules,
    /// Expected return under basic strategy, and its change from the base.
    pub basic_ev: f64,
    pub basic_delta: f64,
    /// Expected return under composition-dependent strategy, and its change from the base.
    pub composition_ev: f64,
    pub composition_delta: f64,
}

/// Analyzes `base` and each variant; the first row is the base itself (deltas zero).
pub fn rule_costs(base: &Rules, variants: &[(String, Rules)]) -> Vec<RuleCost> {
    let b = analyze(base);
    let mut rows = vec![RuleCost {
        label: "base".to_string(),
        rules: *base,
        basic_ev: b.basic.ev,
        basic_delta: 0.0,
        composition_ev: b.composition.ev,
        composition_delta: 0.0,
    }];
    for (label, rules) in variants {
        let a = analyze(rules);
        rows.push(RuleCost {
            label: label.clone(),
            rules: *rules,
            basic_ev: a.basic.ev,
            basic_delta: a.basic.ev - b.basic.ev,
            composition_ev: a.composition.ev,
            composition_delta: a.composition.ev - b.composition.ev,
        });
    }
    rows
}

/// Every single change of one Pitpay option (R3.1) away from `base`'s value.
pub fn pitpay_option_changes(base: &Rules) -> Vec<(String, Rules)> {
    let mut out = Vec::new();
    let mut push = |label: String, r: Rules| {
        if r != *base {
            out.push((label, r));
        }
    };
    for pays in [BlackjackPays::ThreeToTwo, BlackjackPays::SixToFive] {
        push(
            format!("blackjack_pays = {pays:?}"),
            Rules {
                blackjack_pays: pays,
                ..*base
            },
        );
    }
    for soft17 in [Soft17::Stand, Soft17::Hit] {
        push(format!("soft17 = {soft17:?}"), Rules { soft17, ..*base });
    }
    for hole_card in [HoleCard::Peek, HoleCard::NoPeekOriginalBets] {
        push(
            format!("hole_card = {hole_card:?}"),
            Rules { hole_card, ..*base },
        );
    }
    for double_on in [
        DoubleOn::AnyTwo,
        DoubleOn::NineToEleven,
        DoubleOn::TenToEleven,
    ] {
        push(
            format!("double_on = {double_on:?}"),
            Rules { double_on, ..*base },
        );
    }
    for das in [true, false] {
        push(
            format!("double_after_split = {das}"),
            Rules {
                double_after_split: das,
                ..*base
            },
        );
    }
    for max_hands in 2..=4 {
        push(
            format!("max_hands = {max_hands}"),
            Rules { max_hands, ..*base },
        );
    }
    for surrender in [Surrender::Late, Surrender::None] {
        push(
            format!("surrender = {surrender:?}"),
            Rules { surrender, ..*base },
        );
    }
    out
}

//! What a paytable pays, by kind (ROUND-FILE.md "Paytables and house-rules files"): the
//! pays of a main paytable by outcome, a side bet's tiers in the card-pattern vocabulary
//! (R1.6: the first tier met pays), Lucky Break's base pays and multipliers (R6.5), and
//! what one tier pays (R1.4: odds, an amount, or a share of the meter).

use std::collections::BTreeMap;

use crate::money::{Currency, Money, Odds};
use crate::pattern::Pattern;

/// What a winning tier pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pay {
    /// Odds in the paytable's convention.
    Odds(Odds),
    /// A fixed amount whatever the stake (R1.4).
    Amount(Money),
    /// A percentage of the progressive meter (R1.4, R4.3).
    MeterPercent(u32),
}

impl Pay {
    /// As a sign prints it, in any language: `200 to 1`, `$10,000`, `100% of meter`
    /// (an amount is written the same in every language).
    pub(crate) fn said(self, currency: Currency) -> pitpay_language::Sentence {
        match self {
            Pay::Odds(o) => o.sentence(),
            Pay::Amount(m) => currency.format(m).into(),
            Pay::MeterPercent(p) => {
                pitpay_language::sentence!("settlement-pays-meter", percent = p.to_string())
            }
        }
    }
}

/// One side-bet tier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tier {
    /// The tier's name as posted: "Suited 3-3-3".
    pub name: String,
    /// Its name in other languages (`[names]`); not covered by the fingerprint.
    pub names: pitpay_language::Names,
    /// Which cards and what they must be.
    pub pattern: Pattern,
    /// What it pays.
    pub pays: Pay,
    /// An envy bonus paid to every other seat on the bet (R4.5).
    pub envy: Option<Money>,
}

/// Lucky Break's two tables (R6.5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LuckyBreakTable {
    /// Base pay `to 1` for dealer bust totals 22..=26, index 0 = 22.
    pub base: [u32; 5],
    /// Multipliers: 5+ suited, 4 suited, 3 suited, unsuited.
    pub five_plus: u32,
    /// 4 suited cards.
    pub four: u32,
    /// 3 suited cards.
    pub three: u32,
    /// Unsuited.
    pub unsuited: u32,
}

/// What a paytable pays, by kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Payouts {
    /// Payouts by outcome name (`win`, `lucky-nine`, `tie`, `insurance` …).
    Main {
        /// Outcome name → odds.
        pays: BTreeMap<String, Odds>,
        /// The insurance limit as a fraction of the main wager, where the game has insurance.
        insurance_max: Option<(u32, u32)>,
    },
    /// Pattern tiers, highest first.
    Pattern(Vec<Tier>),
    /// Lucky Break tables.
    LuckyBreak(LuckyBreakTable),
}

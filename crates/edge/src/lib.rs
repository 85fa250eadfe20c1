//! Exact combinatorial house edge for blackjack (Pitpay RULES.md R3) and Stadium
//! Blackjack (R7), off the top of a full shoe. Pure std.
//!
//! # Public API
//!
//! - [`Rules`] (with [`BlackjackPays`], [`Soft17`], [`HoleCard`], [`DoubleOn`],
//!   [`Surrender`]): a game; [`Rules::pitpay_default`] is R3.1's default table and
//!   [`Rules::validate`] checks the supported ranges.
//! - [`analyze`]`(&Rules) -> `[`Analysis`]: the player's expected return per initial unit
//!   under total-dependent basic strategy and under composition-dependent strategy
//!   ([`Figures`]: `ev`, win/push/loss chances, standard deviation), the basic strategy
//!   [`Chart`] (`Chart::render`, `Chart::printed`), and the insurance bet's own return.
//!   Rules that fail [`Rules::validate`] are refused with a [`RulesError`], as by every
//!   entry below: the engine never panics on a caller's rules.
//! - [`analyze_hit_stand`]: a player who only hits or stands by a Stadium auto-rule.
//! - Stadium: its options ([`StadiumRules`], paytables 1-4 and 5), the R7.5 auto-rules
//!   ([`AutoRule`]) and [`analyze_stadium`] (best play and each always-timeout edge).
//! - [`simulate`]: a Monte Carlo replay of the deal (Stadium's community-card order in
//!   no-hole games) to cross-check any of the above.
//!
//! The remaining modules are the engine: `dealer` (dealer outcome distributions),
//! `player` (hand values), `split`, `column` (one up card's decisions),
//! `strategy` (chart derivation), `round` and `outcome`. Method, approximations
//! and the published figures checked: NOTES.md.
//!
//! ```
//! use pitpay_edge::{analyze, Row, Rules, Soft17};
//!
//! let rules = Rules { soft17: Soft17::Hit, ..Rules::pitpay_default(1) };
//! let a = analyze(&rules)?;
//! assert!(a.composition.ev >= a.basic.ev);
//! // Single deck, H17: double 11 against an Ace (the last column).
//! let rows = a.chart.printed();
//! let (_, label, codes) = rows.iter().find(|r| r.0 == Row::Hard(11)).unwrap();
//! assert_eq!((label.as_str(), codes[9]), ("11", "D"));
//! println!("house edge {:.3}%\n{}", -100.0 * a.basic.ev, a.chart.render());
//! // Nine decks are not priced: refused, not analysed.
//! assert!(analyze(&Rules::pitpay_default(9)).is_err());
//! # Ok::<(), pitpay_edge::RulesError>(())
//! ```
#![warn(clippy::too_many_lines)]

pub(crate) mod analysis;
mod cards;
pub(crate) mod column;
pub(crate) mod dealer;
pub(crate) mod outcome;
mod player;
mod round;
pub(crate) mod rules;
mod sim;
pub(crate) mod split;
mod stadium;
mod strategy;
#[cfg(test)]
mod tests;

// The crate's surface, one list as ripgrep's crates keep theirs: the engine's modules are
// private.
pub use crate::{
    analysis::{analyze, analyze_hit_stand, insurance_ev, Analysis, Figures},
    rules::{BlackjackPays, DoubleOn, HoleCard, Rules, RulesError, Soft17, Surrender},
    sim::{simulate, SimPlay, SimResult},
    stadium::{
        analyze_stadium, AutoRule, StadiumAnalysis, StadiumDouble, StadiumRules, StadiumSurrender,
    },
    strategy::{Chart, Row},
};

//! Lucky 9's main wager and Tie under the player's best play (RULES.md R2.2-R2.6):
//! `solve.rs` works out the best play and its figures from every first two cards against
//! every up card; `report.rs` reports them as an analysis, beside the figures under every
//! other value of the options that matter.

mod report;
mod solve;

pub(crate) use report::{analyze_main, analyze_tie};
#[cfg(test)]
pub(crate) use solve::play_values;

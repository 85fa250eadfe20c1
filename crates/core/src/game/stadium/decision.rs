//! Stadium decision words (ROUND-FILE.md "Decision words"; RULES.md R7.2, R7.5, R7.7),
//! read into [`Decision`]s before any is applied, so the replay works with a closed set.

use std::fmt;

use crate::round::PlayError;

/// One decision of a terminal, as the round file writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Decision {
    /// `hit`.
    Hit,
    /// `stand`.
    Stand,
    /// `double`.
    Double,
    /// `split`.
    Split,
    /// `surrender`.
    Surrender,
    /// `insurance`.
    Insurance,
    /// `no-insurance`.
    NoInsurance,
    /// `even-money`.
    EvenMoney,
    /// `timeout`: the house auto-rule decides (R7.5).
    Timeout,
    /// `split-dealer`: the dealer wager follows the split just made (R7.7).
    SplitDealer,
    /// `double-dealer`: the dealer wager follows the double just made (R7.7).
    DoubleDealer,
}

impl Decision {
    /// Every decision word.
    pub(crate) const ALL: [Decision; 11] = [
        Decision::Hit,
        Decision::Stand,
        Decision::Double,
        Decision::Split,
        Decision::Surrender,
        Decision::Insurance,
        Decision::NoInsurance,
        Decision::EvenMoney,
        Decision::Timeout,
        Decision::SplitDealer,
        Decision::DoubleDealer,
    ];

    /// The word as written.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Decision::Hit => "hit",
            Decision::Stand => "stand",
            Decision::Double => "double",
            Decision::Split => "split",
            Decision::Surrender => "surrender",
            Decision::Insurance => "insurance",
            Decision::NoInsurance => "no-insurance",
            Decision::EvenMoney => "even-money",
            Decision::Timeout => "timeout",
            Decision::SplitDealer => "split-dealer",
            Decision::DoubleDealer => "double-dealer",
        }
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// The error for decision `index` (0-based) of a terminal's list.
pub(crate) fn decision_error(
    seat: u32,
    index: usize,
    word: &str,
    why: impl std::fmt::Display,
) -> PlayError {
    PlayError::new(
        format!("seat {seat} decisions"),
        format!("decision {} \"{word}\": {}", index + 1, why),
    )
}

/// Reads a terminal's decision words; an unknown word is an error naming it.
pub(crate) fn parse(seat: u32, words: &[String]) -> Result<Vec<Decision>, PlayError> {
    words
        .iter()
        .enumerate()
        .map(|(i, w)| {
            Decision::ALL
                .into_iter()
                .find(|d| d.word() == w)
                .ok_or_else(|| {
                    decision_error(seat, i, w, "not a decision word (hit stand double split surrender insurance no-insurance even-money timeout split-dealer double-dealer)")
                })
        })
        .collect()
}

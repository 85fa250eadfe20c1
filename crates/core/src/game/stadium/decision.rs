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

/// Why a decision cannot stand where it is written, citing the rule (R7.2, R7.4, R7.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    NotAWord,
    NoMainWager,
    BlackjackChoice,
    EvenMoneyWithoutBlackjack,
    AceFirst,
    LeftOver,
    FollowsOnly,
    InsuranceFirst,
    DoubleFirstTwo,
    DoubleWithAce,
    DoubleOn { double_on: &'static str, total: u8 },
    DoubleAfterSplit,
    DealerFollows,
    SplitPair { split_on: &'static str },
    MaxHands(u8),
    AcesOnce,
    SurrenderDisabled,
    SurrenderLate,
}

impl Refusal {
    /// The selector of its words.
    fn key(self) -> &'static str {
        match self {
            Refusal::NotAWord => "not-a-word",
            Refusal::NoMainWager => "no-main",
            Refusal::BlackjackChoice => "blackjack-choice",
            Refusal::EvenMoneyWithoutBlackjack => "even-money",
            Refusal::AceFirst => "ace-first",
            Refusal::LeftOver => "left-over",
            Refusal::FollowsOnly => "follows-only",
            Refusal::InsuranceFirst => "insurance-first",
            Refusal::DoubleFirstTwo => "double-first-two",
            Refusal::DoubleWithAce => "double-ace",
            Refusal::DoubleOn { .. } => "double-on",
            Refusal::DoubleAfterSplit => "double-after-split",
            Refusal::DealerFollows => "dealer-follows",
            Refusal::SplitPair { .. } => "split-pair",
            Refusal::MaxHands(_) => "max-hands",
            Refusal::AcesOnce => "aces-once",
            Refusal::SurrenderDisabled => "surrender-disabled",
            Refusal::SurrenderLate => "surrender-late",
        }
    }
}

/// The error for decision `index` (0-based) of a terminal's list.
pub(crate) fn decision_error(seat: u32, index: usize, word: &str, why: Refusal) -> PlayError {
    let (double_on, total, split_on, max) = match why {
        Refusal::DoubleOn { double_on, total } => (double_on, total, "", 0),
        Refusal::SplitPair { split_on } => ("", 0, split_on, 0),
        Refusal::MaxHands(max) => ("", 0, "", max),
        _ => ("", 0, "", 0),
    };
    PlayError::new(
        format!("seat {seat} decisions"),
        pitpay_language::sentence!(
            "round-decision",
            index = index + 1,
            word = word,
            why = why.key(),
            double_on = double_on,
            total = total,
            split_on = split_on,
            max = max
        ),
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
                .ok_or_else(|| decision_error(seat, i, w, Refusal::NotAWord))
        })
        .collect()
}

//! Practice for dealers on break (its own crate): rounds dealt by a seeded generator for
//! every game, drills that ask what a wager pays, which line of a settled table was
//! mispaid, or what a hand counts, and a record of how each kind of question goes.
//!
//! Every answer comes from the engine that settles real rounds: a generated round is
//! written as a round file, read back with [`pitpay_core::Round::parse`] and
//! settled with [`pitpay_core::settle`], and its explanations are the
//! statement's ([`pitpay_core::statement`]) study view. The crate knows nothing of the
//! desktop app.
//!
//! Its modules are private; what the app uses is the list at the end of this file:
//! [`generate()`] deals legal rounds for Lucky 9, blackjack and Stadium Blackjack at a
//! [`Level`] (stakes, chips, side bets, seats, rare tiers on purpose) from a seeded
//! stream (the shoe is R1.2's; [`fresh_seed`] when none is typed); [`ask`] makes a [`Question`] of one;
//! a [`Session`] runs drills, exams and breaks; a data folder's progress keeps how each
//! kind of question goes ([`open_run`], [`keep_answer`], [`close_run`], [`stats_of`]); [`worksheet()`] and [`stats()`] are the commands.
#![warn(clippy::too_many_lines)]

#[macro_use]
extern crate pitpay_core;

mod command;
mod count;
mod deal;
mod difficulty;
mod exam;
mod generate;
mod item;
mod mispay;
pub(crate) mod mistake;
mod payit;
mod progress;
mod question;
pub(crate) mod review;
mod runs;
mod session;
pub(crate) mod sheet;
pub(crate) mod worksheet;

// The generator and the mispay drill checked over 10,000 seeds a game.
#[cfg(test)]
mod dealer_bet_tests;
#[cfg(test)]
mod generator_tests;
// The worksheet as printed: no text over other text, none off the page.
#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod sheet_layout_tests;

// The crate's surface, one list as ripgrep's crates keep theirs: the modules are private.
pub use crate::{
    command::{stats, worksheet, WorksheetRequest},
    count::{Answer, CountIt},
    deal::fresh_seed,
    difficulty::Level,
    exam::{ExamError, ExamRules},
    generate::{generate, steer::Steer, Generated},
    item::{AnswerError, Drill, ItemType},
    mispay::table_rows,
    payit::{stake_parts, PayIt},
    progress::{Mode, ProgressError, Remembered, RunStats, Stats, WEAKEST_MIN_TRIES},
    question::{ask, focus_bets, Dealing, Question, SpotTheMispay},
    runs::{close_run, keep_answer, last_settings, open_run, stats_of},
    session::{Session, SessionError, Settings, Turn, BREAK_MS},
};

#[cfg(test)]
mod tests {
    use super::difficulty::Level;
    use super::item::{Count, Drill};
    use super::mispay::Mispay;
    use super::progress::Mode;

    /// Each value's `Display` parses back to the value (one declaration for
    /// every small closed vocabulary).
    fn reads_back<T>(all: &[T])
    where
        T: Copy + PartialEq + std::fmt::Debug + std::fmt::Display + std::str::FromStr,
    {
        for v in all {
            assert_eq!(v.to_string().parse::<T>().ok(), Some(*v), "{v:?}");
        }
    }

    #[test]
    fn every_practice_vocabulary_reads_back_what_it_writes() {
        reads_back(&Drill::ALL);
        reads_back(&Count::ALL);
        reads_back(&Mispay::ALL);
        reads_back(&Level::ALL);
        reads_back(&Mode::ALL);
        assert_eq!("pay-it".parse::<Drill>(), Ok(Drill::PayIt));
        assert_eq!("Pay it".parse::<Drill>(), Ok(Drill::PayIt));
        assert_eq!(Drill::PayIt.to_string(), "Pay it");
    }
}

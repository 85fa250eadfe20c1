//! Practice for dealers on break (issue 14): rounds dealt by a seeded generator for
//! every game, drills that ask what a wager pays, which line of a settled table was
//! mispaid, or what a hand counts, and a record of how each kind of question goes.
//!
//! Every answer comes from the engine that settles real rounds: a generated round is
//! written as a round file, read back with [`crate::round::Round::parse`] and settled
//! with [`crate::settle::settle`], and its explanations are the statement's
//! ([`crate::statement`]) study view. The module knows nothing of the desktop app.
//!
//! - [`deal`]: the seeded random stream and the shoe (R1.2).
//! - [`difficulty`]: stakes, chips, side bets, seats, rare tiers on purpose.
//! - [`generate`]: legal rounds for Lucky 9, blackjack and Stadium Blackjack.

pub mod command;
pub mod count;
pub mod deal;
pub mod difficulty;
pub mod exam;
pub mod generate;
pub mod item;
pub mod mispay;
pub mod mistake;
pub mod payit;
pub mod progress;
pub mod question;
pub mod review;
pub mod session;
pub mod sheet;
pub mod worksheet;

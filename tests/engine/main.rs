//! The library core's tests in one binary (one link instead of one per file): the golden
//! rounds as case files (`cases`, reading `tests/cases/`), properties over random rounds,
//! exhaustive checks of small spaces, the shipped paytables, envy bonuses and the tests
//! of the rules that are code rather than data (`rules`). Run one module with
//! `cargo test --test engine properties::`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../support/mod.rs"]
mod support;

mod analysis;
mod blackjack_properties;
mod cases;
mod dealer_bets;
mod envy;
mod lucky9_exhaustive;
mod lucky9_plays;
mod one_line;
mod properties;
mod rules;
mod seams;

//! The domain's tests through the same calls the layers above make: the golden rounds
//! as case files (`cases`, reading `tests/cases/`), properties over random rounds,
//! exhaustive checks of small spaces, the analysis against published figures, dealer
//! bets, envy bonuses and the rules that are code rather than data (`rules`). Run one
//! part with `cargo test -p pitpay-core engine::properties::`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../../../../../tests/support/mod.rs"]
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

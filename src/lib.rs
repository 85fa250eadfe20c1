//! Pitpay's domain core: cards, money, paytables, round files and settlement for
//! Lucky 9, blackjack with Lucky Break and the progressives, and Stadium Blackjack.
//!
//! The core knows nothing of the desktop app. The rulebook it implements is RULES.md;
//! module docs and test names cite its section numbers (R2.3 …). The flow is:
//! a round file is read into a checked [`round::Round`] against a [`catalog::Catalog`]
//! of paytables, [`settle::settle`] turns it into a [`settle::Settlement`], and
//! [`report`] renders that one value as a table or the contract JSON.
#![warn(clippy::too_many_lines)]

// The domain core, a crate of its own (issue 33): named here so that this crate's layers
// read it as before, at `crate::money`, `crate::settle` and so on.
pub use pitpay_core::{
    analysis, bet, card, catalog, clock, date, error, files, floor, game, house, label, money,
    names, pattern, paytable, posted, report, round, settle, settlement, spec, statement, written,
};

// The record, a crate of its own (issue 33), read the same way.
pub use pitpay_journal::folders::{
    data_dir, data_dir_problem, standard_data_dir, standard_state_dir,
};
pub use pitpay_journal::{export, journal, keys, settings, staff};

// The documents, a crate of their own (issue 33).
pub use pitpay_documents::slip::jackpots;
pub use pitpay_documents::{pdf, print, shift, sign, slip, strategy_card};

// Practice, a crate of its own (issue 33).
pub use pitpay_practice as practice;

pub mod cli;
#[cfg(feature = "gui")]
pub mod gui;

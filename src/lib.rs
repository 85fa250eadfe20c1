//! The Pitpay app (issue 33's top layer): the command line ([`cli`]) and the desktop
//! window (`gui`, behind the default `gui` feature), over the layer crates: the domain
//! (`pitpay-core`), the record (`pitpay-journal`), the documents (`pitpay-documents`)
//! and practice (`pitpay-practice`). `src/main.rs` is the binary.
//!
//! The lines below name the lower crates' modules at this crate's root, so the app and
//! the tests of the whole program read them as `crate::money`, `pitpay::slip` and so on.
#![warn(clippy::too_many_lines)]

// The domain.
pub use pitpay_core::{
    analysis, bet, card, catalog, clock, count, date, error, files, floor, game, house, label,
    money, names, pattern, paytable, posted, report, round, settle, settlement, spec, statement,
    written,
};

// The record.
pub use pitpay_journal::folders::{
    data_dir, data_dir_problem, standard_data_dir, standard_state_dir,
};
pub use pitpay_journal::{export, journal, keys, settings, staff};

// The documents.
pub use pitpay_documents::{pdf, print, shift, sign, slip, strategy_card};

// Practice.
pub use pitpay_practice as practice;

pub mod cli;
#[cfg(feature = "gui")]
pub mod gui;

//! Pitpay's documents (third layer): the signed payout slip (issued, verified,
//! printed again and voided against the journal, with the jackpot record read from it),
//! the paytable signs posted at the tables, the shift report, the basic strategy card,
//! the PDF pages all of them are drawn on, and the printer. It stands on `pitpay-core`
//! for what a round settles to and on `pitpay-journal` for the record; the app above it
//! only asks for documents.
#![warn(clippy::too_many_lines)]

// The lower crates' namespaces, read here at `crate::analysis`, `crate::keys` and so on.
use pitpay_core::{analysis, report};
use pitpay_journal::data_dir;
use pitpay_journal::{keys, staff};

pub mod cage;
pub mod pdf;
pub mod print;
pub mod shift;
pub mod sign;
pub mod slip;
pub mod strategy_card;

// The pages as a reader sees them: every sign and slip laid out inside its paper, text
// that neither overlaps nor runs off (the layout's constants and the embedded record
// are the crate's own).
#[cfg(test)]
#[allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::too_many_lines
)]
mod layout_tests;

// The shift report as printed, read back the same way, on Letter and A4.
#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod shift_layout_tests;

//! The printed documents, in one binary: signed payout slips through the real `pitpay`
//! binary (`slips`) and the paytable signs (`signs`), read back from the PDF.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod jackpots;
mod layout;
mod signs;
mod slips;
mod trust;

//! The domain checked from outside its modules, with the shipped files: every shipped
//! paytable read and priced (R5), the racks and chip breakdowns (R1.6), and the
//! jurisdictions' tax flags. Unit tests, so that what the crates above never need (a
//! paytable file's raw form, a rack's breakdown, a jurisdiction's thresholds) need not be
//! public to be checked. Their files are read from the workspace (`paytables/`,
//! `tests/rounds/`, `docs/floor.md`).
// A test may run longer than the program's 80-line functions, as a table of cases does.
#![allow(clippy::too_many_lines)]

mod dealer_chips;
mod engine;
mod file_words;
mod fingerprints;
mod floor;
mod floor_flags;
mod paytables;
mod refusals;
mod table_words;

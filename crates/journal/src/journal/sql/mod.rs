//! The SQL both stores run, written once. SQLite and PostgreSQL keep the same tables
//! (PostgreSQL's named `pitpay_…`) and are asked the same questions; what differs between
//! them (a table's name, a parameter's mark, where a slip record is kept, which index a
//! condition may use) is a [`Dialect`]'s to say. So a question changed here changes for
//! both, and neither store reads the other's code: `dialect.rs` the differences,
//! `statements.rs` the statements, `rows.rs` what a row of entries or of the listing
//! reads as, `listing.rs` the slip listing's query.

mod dialect;
mod listing;
mod rows;
mod statements;

pub(super) use dialect::{Value, POSTGRES, SQLITE};
pub(super) use listing::query as slips_query;
pub(super) use rows::{entry_values, listed, record_from};

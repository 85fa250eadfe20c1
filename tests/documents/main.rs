//! The printed documents, in one binary: signed payout slips through the real `pitpay`
//! binary (`slips`), the paytable signs (`signs`), read back from the PDF, and the slip
//! journal shared by a property's stations (`shared_journal`, on a throwaway PostgreSQL
//! server from `pg`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod cage;
mod clock;
mod dealer_bets;
mod failover;
mod install;
mod jackpots;
mod listings;
mod operator_bets;
mod pg;
mod pg_standby;
mod plain_words;
mod record;
mod restores;
mod shared_identity;
mod shared_journal;
mod shift_report;
mod signed_columns;
mod signs;
mod slip_money;
mod slip_verify;
mod slips;
mod staff;
mod station_names;
mod trust;

//! Trust: a slip that verifies is a true slip, and nothing pays the wrong table.
//! Every part drives the real binary through the one helper set, `crate::install`. The
//! R1.5 golden rounds of `for` paytables this file once held in Rust are case files now
//! (`tests/cases/blackjack/r1_5_a_for_*`, `r1_5_a_meter_*`, `r1_5_a_fixed_*`).

mod bad_input;
mod journal;
mod kills;
mod operator_files;
mod output;
mod signing_key;
mod verify;

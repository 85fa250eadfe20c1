//! The files Pitpay ships, built in: every `paytables/*.toml` (paytables, side bets and
//! house rules), `paytables/racks/*.toml` and `paytables/jurisdictions/*.toml`, found by
//! `build.rs`, so adding a shipped file is adding the file.

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));

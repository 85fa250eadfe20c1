//! The `pitpay` program as a user meets it, in one binary: the command line on round
//! files. The desktop app is driven headless by the app's own unit tests
//! (`src/gui/tests/`), since its screens are not the library's public surface.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../support/mod.rs"]
mod support;

mod analyze;
mod cli;
mod cups;
mod filing;
mod floor_json;
mod main_game;
mod notes;
mod refusals;

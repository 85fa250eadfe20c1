//! The `pitpay` program as a user meets it, in one binary: the command line on round
//! files (`cli`) and the desktop app driven headless (`gui`, with the default `gui`
//! feature).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../support/mod.rs"]
mod support;

mod cli;
mod cups;
mod floor_json;
#[cfg(feature = "gui")]
mod gui;
#[cfg(feature = "gui")]
mod gui_app;
mod main_game;
#[cfg(feature = "gui")]
mod practice;
#[cfg(feature = "gui")]
mod statement;

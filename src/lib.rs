//! The Pitpay app (top layer): the command line (`cli`) and the desktop
//! window (`gui`, behind the default `gui` feature), over the layer crates: the domain
//! (`pitpay-core`), the record (`pitpay-journal`), the documents (`pitpay-documents`)
//! and practice (`pitpay-practice`). `src/main.rs` is the binary.
//!
//! The app's own files, its tests and its benchmarks name the crate they use
//! (`pitpay_core::Money`, `pitpay_documents::slip`), so this file stands above them
//! all and names only the app's own surface.
#![warn(clippy::too_many_lines)]

// The app itself: private, its one user being the binary (src/main.rs).
mod cli;
#[cfg(windows)]
mod console;
#[cfg(feature = "gui")]
mod gui;
mod language;
mod names;

/// What the binary runs (`main`: a command, or with none the window), and the command
/// line's definition, which the README's test reads.
pub use cli::{args::Cli, start::main};

/// The settle screen, the app's hottest path, as its keystroke benchmark drives it
/// (`benches/settle.rs`): a card typed into a hand as a supervisor would.
#[cfg(feature = "gui")]
pub use gui::screen::settle::SettleScreen;

//! The Pitpay app (issue 33's top layer): the command line (`cli`) and the desktop
//! window (`gui`, behind the default `gui` feature), over the layer crates: the domain
//! (`pitpay-core`), the record (`pitpay-journal`), the documents (`pitpay-documents`)
//! and practice (`pitpay-practice`). `src/main.rs` is the binary.
//!
//! The app's own files name the crate they use (`pitpay_core::Money`), so this file
//! stands above them all. The lines below name the lower crates' namespaces at this
//! crate's root for the tests and benchmarks of the whole program, which read them as
//! `pitpay::analysis`, `pitpay::slip` and so on (and the rest from the crates
//! themselves: `pitpay_core::Money`).
#![warn(clippy::too_many_lines)]

// The domain.
pub use pitpay_core::{analysis, game, report};

// The record.
pub use pitpay_journal::{data_dir, data_dir_problem, standard_data_dir, standard_state_dir};
pub use pitpay_journal::{export, keys, staff};

// The documents.
pub use pitpay_documents::{pdf, print, shift, sign, slip, strategy_card};

// Practice.
pub use pitpay_practice as practice;

// The app itself: private, its one user being the binary (src/main.rs).
mod cli;
#[cfg(feature = "gui")]
mod gui;

/// What the binary needs of the command line: its definition (which the README's test
/// also reads), the dispatcher, and the exit statuses a command line that does not parse
/// ends with.
pub use cli::{run, Cli, Command, BAD_INPUT, USAGE};

/// The settle screen, the app's hottest path: public for its keystroke benchmark
/// (`benches/settle.rs`), which types a card into it as a supervisor would.
#[cfg(feature = "gui")]
pub use gui::screen::settle as settle_screen;

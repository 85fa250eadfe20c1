//! What the binary runs: the command line parsed, its exit status when it does not
//! parse, and on Windows the console a command prints into.

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::Parser;

use super::{run, Cli, BAD_INPUT, USAGE};

/// Runs `pitpay` with the process's arguments: a command, or (with none) the window.
pub fn main() -> ExitCode {
    let parsed = Cli::try_parse();
    // A command that prints (or a command line that does not parse, whose error prints)
    // prints into the console it was typed in; the window never takes a console.
    #[cfg(windows)]
    if !matches!(&parsed, Ok(cli) if opens_the_window(cli)) {
        crate::console::attach();
    }
    match parsed {
        Ok(cli) => run(cli),
        Err(e) => {
            let _ = e.print();
            ExitCode::from(exit_code(e.kind()))
        }
    }
}

/// Help and version are answers (0). A value that does not read (`--paper legal`,
/// `--decks abc`) is bad input (2), as the round-file contract has it; a command line
/// of the wrong shape (a mistyped command or option, one missing) is a usage error, 64
/// (a typo told apart from bad input).
fn exit_code(kind: ErrorKind) -> u8 {
    match kind {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => 0,
        ErrorKind::InvalidValue | ErrorKind::ValueValidation | ErrorKind::InvalidUtf8 => BAD_INPUT,
        _ => USAGE,
    }
}

/// Whether the command line opens the window: no command, or `open FILE`.
#[cfg(windows)]
fn opens_the_window(cli: &Cli) -> bool {
    matches!(cli.command, None | Some(super::Command::Open { .. }))
}

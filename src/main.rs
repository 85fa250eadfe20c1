//! `pitpay`: runs a command, or (with none) opens the app.
#![warn(clippy::too_many_lines)]
// On Windows the app is a window program (issue 34): Windows opens no console window
// beside it. A console runs `pitpay.com` for `pitpay`, the same program marked as a
// console program (scripts/package-windows.sh); `pitpay.exe` given a command attaches
// to the console it was started from ([`console`]). The command line alone
// (`--no-default-features`) stays a console program.
#![cfg_attr(all(windows, feature = "gui"), windows_subsystem = "windows")]

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::Parser;

#[cfg(windows)]
mod console;

fn main() -> ExitCode {
    let parsed = pitpay::Cli::try_parse();
    // A command that prints (or a command line that does not parse, whose error prints)
    // prints into the console it was typed in; the window never takes a console.
    #[cfg(windows)]
    if !matches!(&parsed, Ok(cli) if opens_the_window(cli)) {
        console::attach();
    }
    match parsed {
        Ok(cli) => pitpay::run(cli),
        Err(e) => {
            let _ = e.print();
            ExitCode::from(exit_code(e.kind()))
        }
    }
}

/// Help and version are answers (0). A value that does not read (`--paper legal`,
/// `--decks abc`) is bad input (2), as the round-file contract has it; a command line
/// of the wrong shape (a mistyped command or option, one missing) is a usage error, 64
/// (issue 23: a typo told apart from bad input).
fn exit_code(kind: ErrorKind) -> u8 {
    match kind {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => 0,
        ErrorKind::InvalidValue | ErrorKind::ValueValidation | ErrorKind::InvalidUtf8 => {
            pitpay::BAD_INPUT
        }
        _ => pitpay::USAGE,
    }
}

/// Whether the command line opens the window: no command, or `open FILE`.
#[cfg(windows)]
fn opens_the_window(cli: &pitpay::Cli) -> bool {
    matches!(cli.command, None | Some(pitpay::Command::Open { .. }))
}

//! `pitpay`: runs a command, or (with none) opens the app.

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::Parser;

fn main() -> ExitCode {
    match pitpay::cli::Cli::try_parse() {
        Ok(cli) => pitpay::cli::run(cli),
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
            pitpay::cli::BAD_INPUT
        }
        _ => pitpay::cli::USAGE,
    }
}

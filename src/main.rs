//! `pitpay`: runs a command, or (with none) prints help.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    pitpay::cli::run(pitpay::cli::Cli::parse())
}

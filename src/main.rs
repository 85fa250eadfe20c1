//! `pitpay`: runs a command, or (with none) opens the app.
#![warn(clippy::too_many_lines)]
// On Windows the app is a window program: Windows opens no console window
// beside it. A console runs `pitpay.com` for `pitpay`, the same program marked as a
// console program (scripts/package-windows.sh); `pitpay.exe` given a command attaches
// to the console it was started from (the library's `console.rs`). The command line alone
// (`--no-default-features`) stays a console program.
#![cfg_attr(all(windows, feature = "gui"), windows_subsystem = "windows")]

use std::process::ExitCode;

fn main() -> ExitCode {
    pitpay::main()
}

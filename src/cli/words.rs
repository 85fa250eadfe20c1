//! The command line's words for what the crates below refuse. A library says what is
//! wrong without naming an option, since the window says it too, with fields and
//! buttons; where a person at a terminal fixes it with an option (`--since`, `--force`),
//! it is named here, as it always has been on the command line.

use std::path::Path;

use pitpay_documents::print::PrintError;
use pitpay_journal::export::SelectionError;
use pitpay_journal::OutputError;

/// A selection's refusal, naming the options `pitpay journal` and `pitpay jackpots`
/// take.
pub(super) fn selection(e: &SelectionError) -> String {
    match e {
        SelectionError::Since(why) => format!("--since: {why}"),
        SelectionError::Until(why) => format!("--until: {why}"),
        SelectionError::GamingDay(why) => format!("--gaming-day: {why}"),
        SelectionError::Shift(why) => format!("--shift: {why}"),
        SelectionError::Backwards { since, until } => {
            format!("--until {until} is before --since {since}: the range ends before it starts")
        }
        SelectionError::NotAState(_) => format!("--state: {e}"),
        SelectionError::NoPeriod => "give --since DATE or --gaming-day DATE".to_string(),
        other => other.to_string(),
    }
}

/// An output file refused before anything is written: `--force` replaces one that
/// exists.
pub(super) fn output(path: &Path, e: &OutputError) -> String {
    match e {
        OutputError::Exists => format!(
            "{}: the file exists; give --force to replace it",
            path.display()
        ),
        other => format!("{}: {other}", path.display()),
    }
}

/// A print that failed: where no printer is the computer's default, `--printer` names
/// one.
pub(super) fn print(e: &PrintError) -> String {
    match e {
        PrintError::NoDefault(system) => format!(
            "no printer is set as this computer's default: name one with --printer ({})",
            system.lists_them()
        ),
        other => other.to_string(),
    }
}

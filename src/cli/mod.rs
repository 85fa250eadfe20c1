//! The command line (ROUND-FILE.md "Commands"): what `src/main.rs` runs for every
//! `pitpay …` but the window (`start.rs`: the arguments parsed, or why they do not).
//!
//! `args.rs` holds the words the command line takes (its doc comments are `--help`, the
//! manual page and the completions); [`run`] sends each command to its own file, and
//! `common.rs` holds what they share.
//!
//! Exit status: 0 done; 1 a check that fails; 2 bad input, with a message naming the
//! file, line and field; 3 the environment; 64 a command line that does not parse.
//! Nothing is written on bad input.

use std::process::ExitCode;

mod analyze;
pub(crate) mod args;
mod cage;
mod common;
mod jackpots;
mod journal;
mod journal_check;
mod journal_recover;
mod keys;
mod manual;
mod open;
mod paytables;
mod practice;
mod print;
mod report;
mod settle;
mod sign;
mod slip;
mod staff;
pub(crate) mod start;
mod verify;
mod words;

pub(crate) use args::Cli;
pub(crate) use args::Command;
pub(crate) use args::{
    JackpotsArgs, ReportArgs, ReprintArgs, SignArgs, SlipArgs, StaffCommand, VoidArgs,
    WorksheetArgs,
};

/// Exit status for bad input.
pub(crate) const BAD_INPUT: u8 = 2;

/// Exit status for the environment: no usable display, the shared journal's
/// server, a printer that is missing or refuses the job.
pub(crate) const ENVIRONMENT: u8 = 3;

/// Exit status for a command line that does not parse (a typo in a command or option),
/// as BSD's sysexits names it.
pub(crate) const USAGE: u8 = 64;

/// Runs a parsed command line.
pub(crate) fn run(cli: Cli) -> ExitCode {
    common::errors_as_json(wants_json_errors(cli.command.as_ref()));
    if let Some(problem) = pitpay_journal::data_dir_problem() {
        common::say_error(&problem.to_string(), None);
        return ExitCode::from(BAD_INPUT);
    }
    match cli.command {
        Some(Command::Settle {
            round,
            json,
            paytables,
            colour_for_colour,
            language,
        }) => settle::command(
            &round,
            json,
            paytables.as_deref(),
            colour_for_colour,
            language.as_ref(),
        ),
        Some(Command::Paytables { json, paytables }) => {
            paytables::command(json, paytables.as_deref())
        }
        Some(Command::Open { round }) => open::app(Some(round)),
        Some(Command::Slip(args)) => slip::issue(args),
        Some(Command::Sign(args)) => sign::command(&args),
        Some(Command::Reprint(args)) => slip::reprint(args),
        Some(Command::Void(args)) => slip::void(args),
        Some(Command::Verify { slip, json }) => verify::command(&slip, json),
        Some(Command::Journal(args)) => journal::command(&args),
        Some(Command::Keys(args)) => keys::command(&args),
        Some(Command::Staff(command)) => staff::command(command),
        Some(Command::Cage(command)) => cage::command(command),
        Some(Command::Jackpots(args)) => jackpots::command(args),
        Some(Command::Analyze(args)) => analyze::command(&args),
        Some(Command::Completions { shell }) => manual::completions(shell),
        Some(Command::Print {
            file,
            printer,
            copies,
            json,
        }) => print::command(&file, printer, copies, json),
        Some(Command::Manual) => manual::command(),
        Some(Command::Report(args)) => report::command(args),
        Some(Command::Worksheet(args)) => practice::worksheet(args),
        Some(Command::Practice { stats, json }) => practice::stats(stats, json),
        None => open::app(None),
    }
}

/// The commands whose `--json` output has no error form of its own (`verify`, `keys`
/// and `journal --check` write theirs).
fn wants_json_errors(command: Option<&Command>) -> bool {
    match command {
        Some(Command::Settle { json, .. })
        | Some(Command::Slip(SlipArgs { json, .. }))
        | Some(Command::Reprint(ReprintArgs { json, .. }))
        | Some(Command::Void(VoidArgs { json, .. }))
        | Some(Command::Cage(
            args::CageCommand::Pay { json, .. } | args::CageCommand::List { json, .. },
        ))
        | Some(Command::Sign(SignArgs { json, .. }))
        | Some(Command::Print { json, .. })
        | Some(Command::Report(ReportArgs { json, .. }))
        | Some(Command::Paytables { json, .. })
        | Some(Command::Jackpots(JackpotsArgs { json, .. }))
        | Some(Command::Worksheet(WorksheetArgs { json, .. }))
        | Some(Command::Practice { json, .. })
        | Some(Command::Staff(StaffCommand::List { json }))
        | Some(Command::Staff(StaffCommand::Add { json, .. }))
        | Some(Command::Staff(StaffCommand::Disable { json, .. }))
        | Some(Command::Staff(StaffCommand::Reset { json, .. })) => *json,
        Some(Command::Keys(keys)) => keys.json && (keys.register || keys.rotate || keys.new),
        Some(Command::Journal(args)) => args.json && !args.check,
        Some(Command::Analyze(args)) => args.json,
        _ => false,
    }
}

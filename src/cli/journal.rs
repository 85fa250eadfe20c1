//! `pitpay journal`: the slip journal listed for the pit and the auditors (a table, JSON
//! or CSV), backed up for IT, and its clock settings or its database (moved on purpose)
//! adopted by a shared journal; its check and its recovery are in their own files.

use std::process::ExitCode;

use serde_json::json;

use super::args::JournalArgs;
use super::common::{out, out_json, property_clock, say_failure, say_refusal, voice};
use super::{words, BAD_INPUT, USAGE};
use pitpay_language::{t, Sentence, Words};

/// `pitpay journal`: its options pick one of its jobs, in this order.
pub(super) fn command(args: &JournalArgs) -> ExitCode {
    if args.check {
        super::journal_check::command(args)
    } else if args.recover.is_some() {
        super::journal_recover::command(args)
    } else if args.backup.is_some() {
        backup(args)
    } else if args.adopt_clock {
        adopt_clock()
    } else if args.adopt_database {
        adopt_database(args)
    } else {
        list(args)
    }
}

/// `pitpay journal`: the slips the filters select, streamed as a table, JSON or CSV.
fn list(args: &JournalArgs) -> ExitCode {
    use pitpay_journal::export::{self, Format};
    let asked = export::Asked {
        since: args.since.clone(),
        until: args.until.clone(),
        station: args.station.clone(),
        table: args.table.clone(),
        supervisor: args.supervisor.clone(),
        state: args.state.clone(),
        gaming_day: args.gaming_day.clone(),
        shift: args.shift.clone(),
    };
    let refuse = |said: &dyn Fn(&Words) -> String| {
        say_refusal(said);
        ExitCode::from(BAD_INPUT)
    };
    let clock = match property_clock() {
        Ok(c) => c,
        Err(e) => return say_failure(&e),
    };
    let selection = match asked.selection(&clock) {
        Ok(s) => s,
        Err(e) => return refuse(&|w| words::selection(w, &e)),
    };
    let target = match &args.csv {
        Some(path) => match export::csv_target(path, args.force) {
            Ok(t) => t,
            Err(e) => return refuse(&|w| words::csv_target(w, path, &e)),
        },
        None => None,
    };
    let format = match (&args.csv, args.json) {
        (Some(_), _) => Format::Csv,
        (None, true) => Format::Json,
        (None, false) => Format::Table(voice()),
    };
    let journal = match pitpay_documents::slip::data_dir().and_then(|d| {
        if !pitpay_journal::Journal::exists(&d) {
            return Ok(None);
        }
        Ok(Some(pitpay_journal::Journal::open(&d)?))
    }) {
        Ok(j) => j,
        Err(e) => return say_failure(&e),
    };
    match export::write_list(journal.as_ref(), &selection, format, target.as_deref()) {
        Ok(()) => ExitCode::SUCCESS,
        // The journal's server failing is the environment (exit 3), as everywhere.
        Err(export::ExportError::Journal(e)) => {
            say_refusal(|w| words::journal(w, &e));
            ExitCode::from(e.exit_code())
        }
        Err(e) => refuse(&|w| Sentence::from(&e).in_words(w)),
    }
}

/// `journal --backup FILE`: a consistent copy of the journal while podiums use it.
fn backup(args: &JournalArgs) -> ExitCode {
    let Some(to) = &args.backup else {
        return ExitCode::from(USAGE);
    };
    let result = pitpay_documents::slip::data_dir().and_then(|d| {
        if !pitpay_journal::Journal::exists(&d) {
            return Ok(None);
        }
        let journal = pitpay_journal::Journal::open(&d)?;
        Ok(Some(journal.backup(to, args.force)?))
    });
    match result {
        Ok(None) => {
            say_refusal(|w| t!(w, "cli-journal-nothing-to-back-up"));
            ExitCode::from(BAD_INPUT)
        }
        Ok(Some(head)) => {
            if args.json {
                let doc = json!({"backup": {"file": to.display().to_string(), "entries": head.seq, "slips": head.last_slip, "head": head.hash}});
                out_json(&doc);
            } else {
                let words = pitpay_language::t!(
                    voice(),
                    "listing-journal-backed-up",
                    entries = head.seq,
                    slips = head.last_slip,
                    file = to.display().to_string(),
                    head = head.hash.as_str()
                );
                out(&format!("{words}\n"));
            }
            ExitCode::SUCCESS
        }
        Err(e) => say_failure(&e),
    }
}

/// `journal --adopt-database --by ID`: the database a shared journal was moved to
/// becomes the journal's, on a manager's authority.
fn adopt_database(args: &JournalArgs) -> ExitCode {
    let mut pins = pitpay_journal::staff::Pins::standard(super::common::voice());
    let dir = match pitpay_documents::slip::data_dir() {
        Ok(dir) => dir,
        Err(e) => return say_failure(&e),
    };
    match pitpay_journal::staff::adopt_database(&dir, args.by.as_deref(), &mut pins, voice()) {
        Ok(words) => {
            out(&format!("{words}\n"));
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_refusal(|w| words::command(w, &e));
            super::staff::status(&e)
        }
    }
}

/// `journal --adopt-clock`: this podium's clock settings become the shared journal's.
fn adopt_clock() -> ExitCode {
    let result =
        pitpay_documents::slip::data_dir().and_then(|d| Ok(pitpay_journal::adopt_clock(&d)?));
    match result {
        Ok(said) => {
            let said = pitpay_language::t!(voice(), "listing-journal-clock-adopted", clock = said);
            out(&format!("{said}\n"));
            ExitCode::SUCCESS
        }
        Err(e) => say_failure(&e),
    }
}

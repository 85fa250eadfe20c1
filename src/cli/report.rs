//! `pitpay report`: the shift report (PDF) a pit manager signs at the end of a shift.

use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::args::ReportArgs;
use super::common::{out, out_json, property_clock, say_error, say_failure};
use super::BAD_INPUT;

/// `pitpay report`: the shift report written, then printed when asked.
pub(super) fn command(args: ReportArgs) -> ExitCode {
    let period = crate::shift::Asked {
        since: args.since,
        until: args.until,
        gaming_day: args.gaming_day,
        shift: args.shift,
    };
    let code = write_report(
        &period,
        args.station.as_deref(),
        &args.out,
        args.force,
        args.paper,
        args.json,
    );
    args.print.then(code, &args.out, args.paper)
}

/// The shift report for whole days, as a PDF written atomically.
fn write_report(
    asked: &crate::shift::Asked,
    station: Option<&str>,
    pdf: &Path,
    force: bool,
    paper: Option<crate::pdf::Paper>,
    json: bool,
) -> ExitCode {
    let refuse = |e: &dyn std::fmt::Display| {
        say_error(&e.to_string(), None);
        ExitCode::from(BAD_INPUT)
    };
    let clock = match property_clock() {
        Ok(c) => c,
        Err(e) => return say_failure(&e),
    };
    let period = match asked.period(&clock) {
        Ok(p) => p,
        Err(e) => return refuse(&e),
    };
    if let Err(e) = crate::files::check_output(pdf, force, &[]) {
        return refuse(&format!("{}: {e}", pdf.display()));
    }
    let now = jiff::Timestamp::now();
    let made = crate::slip::data_dir().and_then(|d| {
        let paper = match paper {
            Some(p) => p,
            None => crate::settings::Settings::load(&d)
                .ok()
                .and_then(|s| s.paper)
                .unwrap_or(crate::pdf::Paper::Letter),
        };
        let journal = crate::journal::Journal::open(&d)?;
        // A podium whose clock is behind the journal would report the wrong "today".
        journal.check_clock(now)?;
        let report = crate::shift::gather(&journal, &period, station)?;
        let bytes =
            crate::shift::render(&report, paper, now).map_err(crate::slip::InputError::Pdf)?;
        crate::files::write_atomic(pdf, &bytes).map_err(|e| crate::slip::InputError::Write {
            path: pdf.to_path_buf(),
            source: std::sync::Arc::new(e),
        })?;
        Ok(report)
    });
    match made {
        Ok(r) if json => {
            let doc = json!({
                "file": pdf,
                "since": r.period.first.to_string(),
                "until": r.period.last.to_string(),
                "shift": r.period.shift,
                "issued": r.issued,
                "jackpots": r.jackpots.len(),
            });
            out_json(&doc);
            ExitCode::SUCCESS
        }
        Ok(r) => {
            out(&format!(
                "shift report of {} written to {}: {} slips issued, {} jackpot(s)\n",
                r.period.title(),
                pdf.display(),
                r.issued,
                r.jackpots.len()
            ));
            ExitCode::SUCCESS
        }
        Err(e) => say_failure(&e),
    }
}

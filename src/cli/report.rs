//! `pitpay report`: the shift report (PDF) a pit manager signs at the end of a shift.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde_json::json;

use super::args::ReportArgs;
use super::common::{out, out_json, out_or_filed, property_clock, say_failure, say_refusal};
use super::BAD_INPUT;
use pitpay_documents::shift::{Period, ShiftReport};
use pitpay_documents::slip::{InputError, SlipError};
use pitpay_journal::{Paper, Shelf};
use pitpay_language::{t, Words};

/// `pitpay report`: the shift report written, then printed when asked.
pub(super) fn command(args: ReportArgs) -> ExitCode {
    match write(&args) {
        (code, Some(pdf)) => args.print.then(code, &pdf, args.paper),
        (code, None) => code,
    }
}

/// The shift report for whole days, as a PDF written atomically (to `--out`, else filed
/// in `reports/`); the period and the output file are checked before the journal is
/// read. Gives the file written, when one was.
fn write(args: &ReportArgs) -> (ExitCode, Option<PathBuf>) {
    let refuse = |said: &dyn Fn(&Words) -> String| {
        say_refusal(said);
        ExitCode::from(BAD_INPUT)
    };
    let asked = pitpay_documents::shift::Asked {
        since: args.since.clone(),
        until: args.until.clone(),
        gaming_day: args.gaming_day.clone(),
        shift: args.shift.clone(),
    };
    let clock = match property_clock() {
        Ok(c) => c,
        Err(e) => return (say_failure(&e), None),
    };
    let words = match super::common::words(args.language.as_ref()) {
        Ok(w) => w,
        Err(code) => return (code, None),
    };
    let period = match asked.period(&clock) {
        Ok(p) => p,
        Err(e) => return (refuse(&|w| super::words::selection(w, &e)), None),
    };
    let filed = out_or_filed(args.out.as_deref(), Shelf::Reports, |_| {
        crate::names::shift_report(&period.title(pitpay_language::english()))
    });
    let pdf = match filed {
        Ok(path) => path,
        Err(code) => return (code, None),
    };
    if let Err(e) = pitpay_journal::check_output(&pdf, args.force, &[]) {
        let at = pdf.display().to_string();
        let said = |w: &Words| format!("{at}: {}", super::words::output(w, &e));
        return (refuse(&said), None);
    }
    (said(args, &period, &pdf, &words), Some(pdf.clone()))
}

/// The report made in `words`' language and written to `pdf`, and said (in those words,
/// or JSON: English field names and values, the same in every language).
fn said(args: &ReportArgs, period: &Period, pdf: &Path, words: &Words) -> ExitCode {
    let made = pitpay_documents::slip::data_dir().and_then(|d| {
        make(
            &d,
            period,
            (args.station.as_deref(), args.paper),
            pdf,
            words,
        )
    });
    match made {
        Ok(r) if args.json => {
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
            let line = t!(
                words,
                "report-written",
                period = r.period.title(words),
                file = pdf.display().to_string(),
                issued = r.issued,
                jackpots = r.jackpots.len()
            );
            out(&format!("{line}\n"));
            ExitCode::SUCCESS
        }
        Err(e) => say_failure(&e),
    }
}

/// The period's slips (of the station, when one is asked) gathered from the journal in
/// the data folder `dir` and the PDF written in `words`' language, on the paper asked or
/// else the settings' paper (Letter without one), headed with the settings' property and
/// location when they are set.
fn make(
    dir: &Path,
    period: &Period,
    (station, paper): (Option<&str>, Option<Paper>),
    pdf: &Path,
    words: &Words,
) -> Result<ShiftReport, SlipError> {
    let now = jiff::Timestamp::now();
    let settings = pitpay_journal::Settings::load(dir).ok();
    let paper = paper
        .or_else(|| settings.as_ref().and_then(|s| s.paper))
        .unwrap_or(Paper::Letter);
    let journal = pitpay_journal::Journal::open(dir)?;
    // A podium whose clock is behind the journal would report the wrong "today".
    journal.check_clock(now)?;
    let mut report = pitpay_documents::shift::gather(&journal, period, station)?;
    if let Some(s) = settings {
        report.property = s.property;
        report.location = s.location;
    }
    let bytes =
        pitpay_documents::shift::render(&report, paper, now, words).map_err(InputError::Pdf)?;
    pitpay_journal::write_atomic(pdf, &bytes).map_err(|e| InputError::Write {
        path: pdf.to_path_buf(),
        source: std::sync::Arc::new(e),
    })?;
    Ok(report)
}

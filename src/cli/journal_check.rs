//! `pitpay journal --check`: the journal's chain walked, for the auditor or manager who
//! must know that no slip was altered or removed.

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::args::JournalArgs;
use super::common::{out, out_json, say_failure, say_refusal, voice};
use super::BAD_INPUT;
use pitpay_documents::slip::SlipError;
use pitpay_journal::{Audit, Broken, CheckFrom, Journal, Scope};
use pitpay_language::t;

/// `journal --check`: walks the chain with this installation's key (a shared journal:
/// with its stations' registered keys), from the beginning or from a checkpoint. Exit 0
/// when it holds (with the head to note down, and a shared journal's stations and keys;
/// a checkpoint is then signed at the head), 1 naming the first entry that does not.
pub(super) fn command(args: &JournalArgs) -> ExitCode {
    let scope = match scope(args) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let started = std::time::Instant::now();
    let walked = pitpay_documents::slip::data_dir().and_then(|d| walk(&d, &scope));
    clear_progress();
    // A shared journal's server as this podium reached it: of a primary and its
    // standbys, the one it writes to.
    let (result, writing_to) = match walked {
        Ok((outcome, at)) => (Ok(outcome), at),
        Err(e) => (Err(e), None),
    };
    if args.json {
        let (code, mut doc) = outcome_json(&result);
        if let Some(at) = writing_to {
            doc["writing_to"] = json!(at);
        }
        out_json(&doc);
        return ExitCode::from(code);
    }
    if let Some(at) = &writing_to {
        let said = t!(voice(), "listing-check-writing-to", at = at.as_str());
        out(&format!("{said}\n"));
    }
    match result {
        Ok(None) => {
            out(&format!("{}\n", t!(voice(), "listing-check-empty")));
            ExitCode::SUCCESS
        }
        Ok(Some(Ok(a))) => {
            out(&check_summary(&a, started.elapsed()));
            ExitCode::SUCCESS
        }
        Ok(Some(Err(broken))) => {
            let why = pitpay_language::Sentence::from(&broken).in_words(voice());
            eprintln!("{}", t!(voice(), "listing-check-broken", why = why));
            ExitCode::from(1)
        }
        Err(e) => say_failure(&e),
    }
}

/// What a check found: none when there is no journal yet, else the audit of a chain that
/// holds or the first entry that does not.
type Outcome = Option<Result<Audit, Broken>>;

/// How far to walk: from the first entry, the newest checkpoint, or the checkpoint
/// before `--since`; a `--since` that is not a date is bad input.
fn scope(args: &JournalArgs) -> Result<Scope, ExitCode> {
    let from = match (&args.since, args.from_checkpoint) {
        (Some(day), _) => match day.trim().parse::<pitpay_core::Date>() {
            Ok(d) => CheckFrom::Since(d.to_string()),
            Err(e) => {
                let why = pitpay_language::Sentence::from(&e);
                say_refusal(|w| {
                    t!(
                        w,
                        "cli-option-why",
                        option = "--since",
                        why = why.in_words(w)
                    )
                });
                return Err(ExitCode::from(BAD_INPUT));
            }
        },
        (None, true) => CheckFrom::LastCheckpoint,
        (None, false) => CheckFrom::Beginning,
    };
    Ok(Scope {
        from,
        every_signature: args.signatures,
        deep: args.deep,
    })
}

/// Walks the chain of the journal in the data folder `dir`; where it holds, this station
/// vouches for it (checkpoints signed up to the head, when it may sign there) and the
/// head is remembered.
fn walk(dir: &Path, scope: &Scope) -> Result<(Outcome, Option<String>), SlipError> {
    if !Journal::exists(dir) {
        return Ok((None, None));
    }
    let keys = pitpay_journal::keys::Keys::load(dir)?;
    let mut journal = Journal::open(dir)?;
    let own = match (&keys, journal.shared()) {
        (_, Some(_)) => String::new(),
        (Some(k), None) => k.public_hex(),
        (None, None) => {
            return Err(pitpay_journal::keys::KeyError::NoneToCheck {
                path: pitpay_journal::keys::Keys::path(dir),
            }
            .into())
        }
    };
    let audit = journal.check_and_vouch(&own, keys.as_ref(), scope, &mut progress)?;
    for note in journal.take_notes() {
        eprintln!("{}", note.in_words(super::common::voice()));
    }
    Ok((Some(audit), journal.shared().map(str::to_string)))
}

/// The outcome as `--json` writes it, and its exit status: 0 holds, 1 broken, 2 when it
/// could not be checked.
fn outcome_json(result: &Result<Outcome, SlipError>) -> (u8, serde_json::Value) {
    match result {
        Ok(None) => (0, json!({"holds": true, "entries": 0, "slips": 0})),
        Ok(Some(Ok(a))) => (
            0,
            json!({
                "holds": true,
                "entries": a.checked.entries,
                "slips": a.checked.slips,
                "head": a.checked.head,
                "walked": a.walked,
                "from_checkpoint": a.started_at.as_ref().map(|c| c.seq),
                "stations": a.checked.keys.iter().map(|k| json!({
                    "station": k.station,
                    "key": pitpay_journal::chain::fingerprint_of(&k.key),
                    "registered": k.time,
                })).collect::<Vec<_>>(),
            }),
        ),
        Ok(Some(Err(b))) => (
            1,
            json!({"holds": false, "entry": b.seq, "reason": b.to_string()}),
        ),
        Err(e) => (2, json!({"holds": false, "error": super::words::slip(e)})),
    }
}

/// What a check that held says: entries, slips, the head to note down, where it started
/// and how fast it went, and a shared journal's stations.
fn check_summary(a: &Audit, took: std::time::Duration) -> String {
    let w = voice();
    let c = &a.checked;
    let mut text = t!(
        w,
        "listing-check-holds",
        entries = c.entries,
        slips = c.slips,
        head = c.head.as_str()
    );
    text.push('\n');
    if let Some(cp) = &a.started_at {
        let said = t!(
            w,
            "listing-check-from-checkpoint",
            entry = cp.seq,
            time = cp.time.as_str(),
            walked = a.walked
        );
        let _ = writeln!(text, "{said}");
    }
    let secs = took.as_secs_f64();
    if a.walked >= 100_000 && secs > 0.0 {
        let said = t!(
            w,
            "listing-check-speed",
            walked = a.walked,
            seconds = format!("{secs:.1}"),
            rate = format!("{:.0}", a.walked as f64 / secs)
        );
        let _ = writeln!(text, "{said}");
    }
    for k in &c.keys {
        let said = t!(
            w,
            "listing-check-station-key",
            station = k.station.as_str(),
            key = pitpay_journal::chain::fingerprint_of(&k.key),
            registered = k.time.as_str()
        );
        let _ = writeln!(text, "{said}");
    }
    for g in &a.gaps {
        let _ = writeln!(text, "{}", g.describe_in(w));
    }
    text
}

/// Progress of a long check, on a terminal only (standard error, one line redrawn).
fn progress(done: i64, total: i64) {
    use std::io::IsTerminal as _;
    if total >= 100_000 && std::io::stderr().is_terminal() {
        let said = t!(
            voice(),
            "listing-check-progress",
            done = done,
            total = total,
            percent = done * 100 / total.max(1)
        );
        eprint!("\r{said}");
    }
}

/// The progress line goes before the outcome is written, on a terminal only.
fn clear_progress() {
    use std::io::IsTerminal as _;
    if std::io::stderr().is_terminal() {
        eprint!("\r\x1b[K");
    }
}

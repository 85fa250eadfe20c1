//! `pitpay journal --recover`: what a restored or cut journal lost brought back, for IT
//! after a restore.

use std::process::ExitCode;

use serde_json::json;

use super::args::JournalArgs;
use super::common::{out, out_json, say_failure};

/// `journal --recover [PATH...] [--by MANAGER_ID]`: brings back what the journal lost
///. Exit 0 when nothing known remains lost (or a gap was recorded for it), 1
/// when entries remain lost and no gap was recorded: the journal takes no slip until one
/// is.
pub(super) fn command(args: &JournalArgs) -> ExitCode {
    let paths = args.recover.clone().unwrap_or_default();
    let mut pins = pitpay_journal::staff::Pins::standard();
    let result = pitpay_documents::slip::data_dir()
        .and_then(|d| pitpay_documents::slip::recover(&d, &paths, args.by.as_deref(), &mut pins));
    let r = match result {
        Ok(r) => r,
        Err(e) => return say_failure(&e),
    };
    let stuck = !r.recovery.lost.is_empty() && r.gap.is_none() || r.recovery.replaced && !r.adopted;
    if args.json {
        out_json(&recovered_json(&r));
    } else {
        super::common::print_notes(&r.notes);
        out(&recovered_words(&r, args.by.is_some()));
    }
    ExitCode::from(u8::from(stuck))
}

/// What a recovery did, in words.
fn recovered_words(r: &pitpay_documents::slip::Recovered, by_given: bool) -> String {
    use std::fmt::Write as _;
    let rec = &r.recovery;
    let mut text = String::new();
    match rec.brought_back.len() {
        0 => {
            let _ = writeln!(
                text,
                "the journal ends at entry {}: nothing was brought back",
                rec.was
            );
        }
        n => {
            let _ = writeln!(
                text,
                "the journal ended at entry {}; brought back {n} entr{}:",
                rec.was,
                if n == 1 { "y" } else { "ies" }
            );
            for (seq, what, from) in &rec.brought_back {
                let _ = writeln!(text, "  entry {seq}: {what} (from {from})");
            }
        }
    }
    for why in &rec.passed_over {
        let _ = writeln!(text, "  passed over: {why}");
    }
    database_words(r, &mut text);
    if rec.lost.is_empty() {
        let _ = writeln!(
            text,
            "nothing known to be lost remains; the journal ends at entry {} and the next slip is number {}",
            r.end, r.next_slip
        );
        return text;
    }
    let _ = writeln!(
        text,
        "cannot bring back {} entr{}:",
        rec.lost.len(),
        if rec.lost.len() == 1 { "y" } else { "ies" }
    );
    for l in &rec.lost {
        let _ = writeln!(text, "  entry {}: {}", l.seq, l.what);
    }
    match r.gap {
        Some(seq) => {
            let _ = writeln!(
                text,
                "recorded the gap at entry {seq}: slip numbers up to {} may have been used in the lost entries, so the next slip is number {}",
                rec.last_slip.max(r.next_slip - 1),
                r.next_slip
            );
        }
        None if by_given => {
            let _ = writeln!(
                text,
                "the gap was not recorded: this podium has no signing key for the journal"
            );
        }
        None => {
            let _ = writeln!(
                text,
                "the journal takes no slip until a manager records the gap: run this again with --by MANAGER_ID (or give the slip files and podium logs that hold these entries)"
            );
        }
    }
    text
}

/// What became of a shared journal's database that is not the one this podium wrote to.
fn database_words(r: &pitpay_documents::slip::Recovered, text: &mut String) {
    use std::fmt::Write as _;
    let rec = &r.recovery;
    if !rec.replaced {
        return;
    }
    if r.adopted {
        let _ = writeln!(
            text,
            "the shared journal's database (restored, replaced or moved) is the journal's again: every podium writes to it"
        );
        return;
    }
    let _ = writeln!(
        text,
        "the shared journal's database is not the one this podium wrote to: it is taken as the journal's once nothing remains lost and every podium's log was read; no log was read from:"
    );
    for missing in &rec.missing_logs {
        let _ = writeln!(text, "  {missing}");
    }
    let _ = writeln!(
        text,
        "copy each podium's station/*.log here and run this again, or have a manager answer for them with --by MANAGER_ID"
    );
}

/// What a recovery did, as JSON.
fn recovered_json(r: &pitpay_documents::slip::Recovered) -> serde_json::Value {
    let rec = &r.recovery;
    json!({ "recovered": {
        "was": rec.was,
        "end": r.end,
        "brought_back": rec.brought_back.iter().map(|(seq, what, from)| json!({"entry": seq, "what": what, "from": from})).collect::<Vec<_>>(),
        "passed_over": rec.passed_over,
        "lost": rec.lost.iter().map(|l| json!({"entry": l.seq, "what": l.what})).collect::<Vec<_>>(),
        "gap": r.gap,
        "next_slip": r.next_slip,
        "database_replaced": rec.replaced,
        "missing_logs": rec.missing_logs,
        "database_adopted": r.adopted,
    }})
}

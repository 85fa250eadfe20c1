//! `pitpay journal --recover`: what a restored or cut journal lost brought back, for IT
//! after a restore (issue 31).

use std::process::ExitCode;

use serde_json::json;

use super::args::JournalArgs;
use super::common::{out, out_json, say_failure};

/// `journal --recover [PATH...] [--by MANAGER_ID]`: brings back what the journal lost
/// (issue 31). Exit 0 when nothing known remains lost (or a gap was recorded for it), 1
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
    let stuck = r.recovery.incomplete() && r.gap.is_none();
    if args.json {
        out_json(&recovered_json(&r));
    } else {
        for note in &r.notes {
            eprintln!("{note}");
        }
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
    }})
}

//! `pitpay journal --recover`: what a restored or cut journal lost brought back, for IT
//! after a restore.

use std::process::ExitCode;

use serde_json::json;

use super::args::JournalArgs;
use super::common::{out, out_json, say_failure, voice};
use pitpay_language::{t, Sentence};

/// `journal --recover [PATH...] [--by MANAGER_ID]`: brings back what the journal lost
///. Exit 0 when nothing known remains lost (or a gap was recorded for it), 1
/// when entries remain lost and no gap was recorded: the journal takes no slip until one
/// is.
pub(super) fn command(args: &JournalArgs) -> ExitCode {
    let paths = args.recover.clone().unwrap_or_default();
    let mut pins = pitpay_journal::staff::Pins::standard(super::common::voice());
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
    let w = voice();
    let rec = &r.recovery;
    let mut text = String::new();
    let said = match rec.brought_back.len() {
        0 => t!(w, "listing-recover-nothing-back", end = rec.was),
        n => t!(w, "listing-recover-brought-back", end = rec.was, count = n),
    };
    let _ = writeln!(text, "{said}");
    for (seq, what, from) in &rec.brought_back {
        let said = t!(
            w,
            "listing-recover-entry-from",
            entry = *seq,
            what = what.in_words(w),
            from = from.as_str()
        );
        let _ = writeln!(text, "  {said}");
    }
    for why in &rec.passed_over {
        let said = t!(w, "listing-recover-passed-over", why = why.in_words(w));
        let _ = writeln!(text, "  {said}");
    }
    database_words(r, &mut text);
    if rec.lost.is_empty() {
        let said = t!(
            w,
            "listing-recover-none-lost",
            end = r.end,
            next = r.next_slip
        );
        let _ = writeln!(text, "{said}");
        return text;
    }
    let said = t!(w, "listing-recover-cannot", count = rec.lost.len());
    let _ = writeln!(text, "{said}");
    for (seq, what) in &rec.lost {
        let said = t!(
            w,
            "listing-recover-entry",
            entry = *seq,
            what = what.in_words(w)
        );
        let _ = writeln!(text, "  {said}");
    }
    let said = match r.gap {
        Some(seq) => t!(
            w,
            "listing-recover-gap-recorded",
            entry = seq,
            last = rec.last_slip.max(r.next_slip - 1),
            next = r.next_slip
        ),
        None if by_given => t!(w, "listing-recover-gap-no-key"),
        None => t!(w, "listing-recover-gap-needed"),
    };
    let _ = writeln!(text, "{said}");
    text
}

/// What became of a shared journal's database that is not the one this podium wrote to.
fn database_words(r: &pitpay_documents::slip::Recovered, text: &mut String) {
    use std::fmt::Write as _;
    let w = voice();
    let rec = &r.recovery;
    if !rec.replaced {
        return;
    }
    if r.adopted {
        let _ = writeln!(text, "{}", t!(w, "listing-recover-database-adopted"));
        return;
    }
    let _ = writeln!(text, "{}", t!(w, "listing-recover-database-other"));
    for missing in &rec.missing_logs {
        let _ = writeln!(text, "  {}", missing.in_words(w));
    }
    let _ = writeln!(text, "{}", t!(w, "listing-recover-database-how"));
}

/// What a recovery did, as JSON.
fn recovered_json(r: &pitpay_documents::slip::Recovered) -> serde_json::Value {
    let rec = &r.recovery;
    json!({ "recovered": {
        "was": rec.was,
        "end": r.end,
        "brought_back": rec.brought_back.iter().map(|(seq, what, from)| json!({"entry": seq, "what": what.to_string(), "from": from})).collect::<Vec<_>>(),
        "passed_over": rec.passed_over.iter().map(Sentence::to_string).collect::<Vec<_>>(),
        "lost": rec.lost.iter().map(|(seq, what)| json!({"entry": seq, "what": what.to_string()})).collect::<Vec<_>>(),
        "gap": r.gap,
        "next_slip": r.next_slip,
        "database_replaced": rec.replaced,
        "missing_logs": rec.missing_logs.iter().map(Sentence::to_string).collect::<Vec<_>>(),
        "database_adopted": r.adopted,
    }})
}

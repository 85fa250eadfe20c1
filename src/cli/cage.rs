//! `pitpay cage`: the cage pays a slip once, and lists what it still owes.

use std::fmt::Write as _;
use std::process::ExitCode;

use pitpay_documents::cage::CageError;
use pitpay_journal::{CageState, Entry};
use serde_json::json;

use super::args::CageCommand;
use super::common::voice;
use super::common::{out, out_json, say_error};
use super::words::slip_in;
use pitpay_language::{english, t, Sentence, Words};

/// `pitpay cage pay|list`.
pub(super) fn command(command: CageCommand) -> ExitCode {
    match command {
        CageCommand::Pay {
            slip,
            cashier,
            verifier,
            manager,
            json,
        } => pay(
            &slip,
            [
                Some(cashier.as_str()),
                verifier.as_deref(),
                manager.as_deref(),
            ],
            json,
        ),
        CageCommand::List {
            outstanding,
            gaming_day,
            json,
        } => list(outstanding, gaming_day.as_deref(), json),
    }
}

/// `pitpay cage pay`: "paid slip N: $X", or why not (exit 1 a slip not to be paid, 2
/// what the cashier can put right, 3 the journal's server).
fn pay(slip: &str, signers: [Option<&str>; 3], json: bool) -> ExitCode {
    let mut pins = pitpay_journal::staff::Pins::standard(super::common::voice());
    let paid = pitpay_documents::slip::data_dir()
        .map_err(CageError::from)
        .and_then(|d| pitpay_documents::cage::pay(slip, signers, &d, &mut pins));
    let found = match paid {
        Ok(f) => f,
        Err(e) => return refused(&e, json),
    };
    let by = found.paid.as_ref().map_or_else(String::new, |p| {
        let mut by = format!("{} ({})", p.cashier.name, p.cashier.id);
        if !p.signers.is_empty() {
            by.push_str("; ");
            by.push_str(&p.signers);
        }
        by
    });
    if json {
        out_json(&json!({"slip": found.number, "amount": found.amount, "paid_by": by}));
    } else {
        let said = t!(
            voice(),
            "cli-cage-paid",
            number = found.number.to_string(),
            amount = found.amount.to_string(),
            by = by
        );
        out(&format!("{said}\n"));
    }
    ExitCode::SUCCESS
}

/// A cage error in the command line's words, and its exit status: in the podium's
/// language on the terminal; after `--json`, in English as every command says it.
fn refused(e: &CageError, json: bool) -> ExitCode {
    if json {
        say_error(&cage_words(english(), e), None);
    } else {
        let w = voice();
        eprintln!("{}", t!(w, "cli-error", message = cage_words(w, e)));
    }
    ExitCode::from(exit_code(e))
}

/// Why the cage did not pay, in `w`'s words (the library's own in English).
fn cage_words(w: &Words, e: &CageError) -> String {
    match e {
        CageError::Slip(s) => slip_in(w, s),
        CageError::Day(d) => super::words::selection(w, d),
        CageError::NotAScan(what) => t!(w, "cli-cage-not-a-scan", what = what.as_str()),
        CageError::MissingSigner {
            number,
            amount,
            option,
            over,
            ..
        } => {
            let who = if *option == "--manager" {
                t!(w, "cli-cage-who-manager")
            } else {
                t!(w, "cli-cage-who-verifier")
            };
            t!(
                w,
                "cli-cage-missing-signer",
                number = number.to_string(),
                amount = amount.as_str(),
                over = over.as_str(),
                who = who,
                option = *option
            )
        }
        CageError::NoCashier => t!(w, "cli-cage-no-cashier"),
        CageError::SameSigner { id } => t!(w, "cli-cage-same-signer", id = id.as_str()),
        CageError::OtherJournal { number, journal } => t!(
            w,
            "cli-cage-other-journal",
            number = number.to_string(),
            journal = journal.as_str()
        ),
        CageError::ScanMismatch(number) => {
            t!(w, "cli-cage-scan-mismatch", number = number.to_string())
        }
        CageError::AmountDiffers {
            number,
            recorded,
            settled,
        } => t!(
            w,
            "cli-cage-amount-differs",
            number = number.to_string(),
            recorded = recorded.as_str(),
            settled = settled.as_str()
        ),
        other => Sentence::from(other).in_words(w),
    }
}

/// 1 a slip that must not be paid, 2 what the cashier can put right, 3 the journal's
/// server (as the refusal inside says).
fn exit_code(e: &CageError) -> u8 {
    match e {
        CageError::Slip(s) => s.exit_code(),
        CageError::OtherJournal { .. }
        | CageError::ScanMismatch(_)
        | CageError::AmountDiffers { .. } => 1,
        _ => super::BAD_INPUT,
    }
}

/// `pitpay cage list`.
fn list(outstanding: bool, gaming_day: Option<&str>, json: bool) -> ExitCode {
    let listed = pitpay_documents::slip::data_dir()
        .map_err(CageError::from)
        .and_then(|d| pitpay_documents::cage::list(&d, outstanding, gaming_day));
    let list = match listed {
        Ok(l) => l,
        Err(e) => return refused(&e, json),
    };
    if json {
        out_json(&json!({ "slips": list }));
    } else {
        out(&table(voice(), &list, outstanding));
    }
    ExitCode::SUCCESS
}

/// The list for people: a line a slip, then the count and total in each state, in the
/// podium's words (the columns' headings padded as the figures are).
fn table(w: &Words, list: &[Entry], outstanding: bool) -> String {
    if list.is_empty() {
        return if outstanding {
            t!(w, "cli-cage-none-outstanding") + "\n"
        } else {
            t!(w, "cli-cage-none-paid") + "\n"
        };
    }
    let mut text = format!(
        "{}  {} {} {} {}  {}\n",
        pad(&t!(w, "cli-cage-column-number"), 6, true),
        pad(&t!(w, "cli-cage-column-issued"), 25, false),
        pad(&t!(w, "cli-cage-column-table"), 12, false),
        pad(&t!(w, "cli-cage-column-game"), 18, false),
        pad(&t!(w, "cli-cage-column-to-pay"), 12, true),
        t!(w, "cli-cage-column-cage")
    );
    for e in list {
        let local = if e.local_time.is_empty() {
            &e.time
        } else {
            &e.local_time
        };
        let state = e.cage.map(|c| state_words(w, c)).unwrap_or_default();
        let _ = writeln!(
            text,
            "{:>6}  {local:<25} {:<12} {:<18} {:>12}  {state}",
            e.number, e.table, e.game, e.to_pay
        );
    }
    for state in [CageState::Outstanding, CageState::Paid] {
        let of_state = list.iter().filter(|e| e.cage == Some(state));
        let (n, total) = of_state.fold((0, 0i64), |(n, c), e| (n + 1, c + cents(&e.to_pay)));
        if n > 0 {
            let total = pitpay_core::Money::from_cents(total).to_string();
            let said = t!(
                w,
                "cli-cage-state-total",
                state = state_words(w, state),
                count = n,
                total = total
            );
            let _ = writeln!(text, "{said}");
        }
    }
    text
}

/// A slip's state at the cage, as the list says it.
fn state_words(w: &Words, state: CageState) -> String {
    match state {
        CageState::Outstanding => t!(w, "cli-cage-outstanding"),
        CageState::Paid => t!(w, "cli-cage-paid-state"),
    }
}

/// `text` padded with spaces to `width` columns of a terminal (a Chinese character takes
/// two), on the left when `right` aligns it.
fn pad(text: &str, width: usize, right: bool) -> String {
    let wide = |c: char| matches!(c, '\u{1100}'..='\u{115F}' | '\u{2E80}'..='\u{A4CF}' | '\u{AC00}'..='\u{D7A3}' | '\u{F900}'..='\u{FAFF}' | '\u{FE30}'..='\u{FE4F}' | '\u{FF00}'..='\u{FF60}' | '\u{FFE0}'..='\u{FFE6}');
    let columns: usize = text.chars().map(|c| if wide(c) { 2 } else { 1 }).sum();
    let fill = " ".repeat(width.saturating_sub(columns));
    if right {
        format!("{fill}{text}")
    } else {
        format!("{text}{fill}")
    }
}

/// "1234.50" as cents (0 for a slip issued before the amount was recorded).
fn cents(amount: &str) -> i64 {
    pitpay_core::Money::parse_allowing_zero(amount).map_or(0, |(m, _)| m.cents())
}

#[cfg(test)]
mod tests {
    use super::*;
    use pitpay_language::Language;

    /// The cage's words in Traditional Chinese are GLOSSARY-zh.md's: 賬房 cage, 經理
    /// manager, 派彩單 payout slip; the option stays as it is typed; English is as the
    /// library says it.
    #[test]
    fn the_cage_says_its_refusals_and_list_in_the_podiums_language() {
        let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
        let missing = CageError::MissingSigner {
            number: 7,
            amount: "$9,000.00".into(),
            who: "a manager",
            option: "--manager",
            over: "$5,000.00".into(),
        };
        assert_eq!(cage_words(english(), &missing), missing.to_string());
        let said = cage_words(&hant, &missing);
        assert!(
            said.contains("經理") && said.contains("--manager"),
            "{said}"
        );
        assert!(said.contains("派彩單 7"), "{said}");
        assert_eq!(table(&hant, &[], true), "賬房沒有未派付的派彩單\n");
        assert_eq!(
            table(english(), &[], true),
            "no slip is outstanding at the cage\n"
        );
        // A Chinese heading takes two columns a character, as a terminal shows it.
        assert_eq!(pad("編號", 6, true), "  編號");
        assert_eq!(pad("number", 6, true), "number");
    }
}

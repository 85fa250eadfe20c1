//! `pitpay cage`: the cage pays a slip once, and lists what it still owes.

use std::fmt::Write as _;
use std::process::ExitCode;

use pitpay_documents::cage::CageError;
use pitpay_journal::{CageState, Entry};
use serde_json::json;

use super::args::CageCommand;
use super::common::{out, out_json, say_error};

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
    let mut pins = pitpay_journal::staff::Pins::standard();
    let paid = pitpay_documents::slip::data_dir()
        .map_err(CageError::from)
        .and_then(|d| pitpay_documents::cage::pay(slip, signers, &d, &mut pins));
    let found = match paid {
        Ok(f) => f,
        Err(e) => return refused(&e),
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
        out(&format!(
            "paid slip {}: {} (by {by})\n",
            found.number, found.amount
        ));
    }
    ExitCode::SUCCESS
}

/// A cage error in the command line's words, and its exit status.
fn refused(e: &CageError) -> ExitCode {
    let words = match e {
        CageError::Slip(s) => super::words::slip(s),
        CageError::Day(d) => super::words::selection(d),
        other => other.to_string(),
    };
    say_error(&words, None);
    ExitCode::from(exit_code(e))
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
        Err(e) => return refused(&e),
    };
    if json {
        out_json(&json!({ "slips": list }));
    } else {
        out(&table(&list, outstanding));
    }
    ExitCode::SUCCESS
}

/// The list for people: a line a slip, then the count and total in each state.
fn table(list: &[Entry], outstanding: bool) -> String {
    if list.is_empty() {
        return if outstanding {
            "no slip is outstanding at the cage\n".into()
        } else {
            "no slip is paid at the cage\n".into()
        };
    }
    let mut text = format!(
        "{:>6}  {:<25} {:<12} {:<18} {:>12}  cage\n",
        "number", "issued (local time)", "table", "game", "to pay"
    );
    for e in list {
        let local = if e.local_time.is_empty() {
            &e.time
        } else {
            &e.local_time
        };
        let state = e.cage.map(|c| c.to_string()).unwrap_or_default();
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
            let total = pitpay_core::Money::from_cents(total);
            let _ = writeln!(text, "{state}: {n} slip(s), {total}");
        }
    }
    text
}

/// "1234.50" as cents (0 for a slip issued before the amount was recorded).
fn cents(amount: &str) -> i64 {
    pitpay_core::Money::parse_allowing_zero(amount).map_or(0, |(m, _)| m.cents())
}

//! `pitpay cage`: the cage pays a slip once, and lists what it still owes.

use std::fmt::Write as _;
use std::process::ExitCode;

use pitpay_documents::cage::{CageError, CageList, Signers};
use pitpay_journal::CageState;
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
            Signers {
                cashier,
                verifier,
                manager,
            },
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
fn pay(slip: &str, signers: Signers, json: bool) -> ExitCode {
    let mut pins = pitpay_journal::staff::Pins::standard();
    let paid = pitpay_documents::slip::data_dir()
        .map_err(CageError::from)
        .and_then(|d| pitpay_documents::cage::pay(slip, &signers, &d, &mut pins));
    match paid {
        Ok(p) if json => {
            out_json(&json!({"slip": p.number, "amount": p.amount, "paid_by": p.by}));
            ExitCode::SUCCESS
        }
        Ok(p) => {
            out(&format!(
                "paid slip {}: {} (by {})\n",
                p.number, p.amount, p.by
            ));
            ExitCode::SUCCESS
        }
        Err(e) => refused(&e),
    }
}

/// A cage error in the command line's words, and its exit status.
fn refused(e: &CageError) -> ExitCode {
    let words = match e {
        CageError::Slip(s) => super::words::slip(s),
        CageError::Day(d) => super::words::selection(d),
        other => other.to_string(),
    };
    say_error(&words, None);
    ExitCode::from(e.exit_code())
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
        out_json(&json!({ "slips": list.slips }));
    } else {
        out(&table(&list, outstanding));
    }
    ExitCode::SUCCESS
}

/// The list for people: a line a slip, then the totals by state.
fn table(list: &CageList, outstanding: bool) -> String {
    let mut text = String::new();
    if list.slips.is_empty() {
        let none = if outstanding {
            "no slip is outstanding at the cage"
        } else {
            "no slip is paid at the cage"
        };
        return format!("{none}\n");
    }
    let _ = writeln!(
        text,
        "{:>6}  {:<25} {:<12} {:<18} {:>12}  cage",
        "number", "issued (local)", "table", "game", "to pay"
    );
    for s in &list.slips {
        let e = &s.entry;
        let _ = writeln!(
            text,
            "{:>6}  {:<25} {:<12} {:<18} {:>12}  {}",
            e.number,
            if e.local_time.is_empty() {
                &e.time
            } else {
                &e.local_time
            },
            e.table,
            e.game,
            e.to_pay,
            e.cage.map_or("", CageState::id)
        );
    }
    for state in [CageState::Outstanding, CageState::Paid] {
        let (n, cents) = list.count(state);
        if n > 0 {
            let amount = pitpay_core::Money::from_cents(cents);
            let _ = writeln!(text, "{}: {n} slip(s), {amount}", state.id());
        }
    }
    text
}

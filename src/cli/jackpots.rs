//! `pitpay jackpots`: every progressive meter award on a slip, for the manager and the
//! auditors who reconcile the meters.

use std::fmt::Write as _;
use std::process::ExitCode;

use serde_json::json;

use super::args::JackpotsArgs;
use super::common::{from_journal, out, out_json, property_clock, say_error, say_failure};
use super::BAD_INPUT;

/// `pitpay jackpots`: the jackpot record (part 3), read from the
/// journal's index of slips that pay a meter award.
pub(super) fn command(args: JackpotsArgs) -> ExitCode {
    let JackpotsArgs {
        json,
        since,
        until,
        gaming_day,
        shift,
    } = args;
    let asked = pitpay_journal::export::Asked {
        since,
        until,
        gaming_day,
        shift,
        ..Default::default()
    };
    let clock = match property_clock() {
        Ok(c) => c,
        Err(e) => return say_failure(&e),
    };
    let filter = match asked.selection(&clock) {
        Ok(s) => s.filter,
        Err(e) => {
            say_error(&super::words::selection(&e), None);
            return ExitCode::from(BAD_INPUT);
        }
    };
    let list = match from_journal(|j| pitpay_documents::slip::list_jackpots(j, &filter, usize::MAX))
    {
        Ok(l) => l,
        Err(code) => return code,
    };
    if json {
        let doc = json!({ "jackpots": list });
        out_json(&doc);
    } else if list.is_empty() {
        out("no progressive meter award in the journal\n");
    } else {
        out(&table(&list));
    }
    ExitCode::SUCCESS
}

/// The list for people: one award in three lines, in the property's local time.
fn table(list: &[pitpay_documents::slip::Jackpot]) -> String {
    let mut text = String::new();
    for j in list {
        let c = j.currency;
        let _ = writeln!(
            text,
            "slip {} · {} · {}{} · seat {} · {} ({})",
            j.slip,
            // The property's local time and gaming day, else UTC.
            if j.local_time.is_empty() {
                j.time.clone()
            } else {
                format!("{} (gaming day {})", j.local_time, j.gaming_day)
            },
            if j.table.is_empty() {
                "no table"
            } else {
                &j.table
            },
            if j.state == pitpay_journal::SlipState::Void {
                " · VOIDED"
            } else {
                ""
            },
            j.seat,
            j.tier,
            j.paytable,
        );
        let reseed = j
            .reseed
            .map(|r| format!(", reseed {}", c.format(r)))
            .unwrap_or_default();
        let _ = writeln!(
            text,
            "    award {} · meter {} before, {} after{reseed}",
            c.format(j.award),
            c.format(j.meter_before),
            c.format(j.meter_after),
        );
        let witness = j
            .witness
            .as_ref()
            .map(|w| format!(" · witness {} ({})", w.name, w.id))
            .unwrap_or_default();
        let _ = writeln!(
            text,
            "    supervisor {} ({}){witness}",
            j.supervisor, j.supervisor_id
        );
    }
    text
}

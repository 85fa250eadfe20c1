//! `pitpay jackpots`: every progressive meter award on a slip, for the manager and the
//! auditors who reconcile the meters.

use std::fmt::Write as _;
use std::process::ExitCode;

use serde_json::json;

use super::args::JackpotsArgs;
use super::common::voice;
use super::common::{from_journal, out, out_json, property_clock, say_failure, say_refusal};
use super::BAD_INPUT;
use pitpay_language::t;

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
            say_refusal(|w| super::words::selection(w, &e));
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
        out(&format!("{}\n", t!(voice(), "cmd-jackpots-none")));
    } else {
        out(&table(&list));
    }
    ExitCode::SUCCESS
}

/// The list for people: one award in three lines, in the property's local time.
fn table(list: &[pitpay_documents::slip::Jackpot]) -> String {
    let v = voice();
    let mut text = String::new();
    for j in list {
        let c = j.currency;
        // The property's local time and gaming day, else UTC.
        let when = if j.local_time.is_empty() {
            j.time.clone()
        } else {
            t!(
                v,
                "cmd-jackpots-when",
                time = j.local_time.as_str(),
                day = j.gaming_day.to_string()
            )
        };
        let table = if j.table.is_empty() {
            t!(v, "cmd-jackpots-no-table")
        } else {
            j.table.clone()
        };
        let void = if j.state == pitpay_journal::SlipState::Void {
            "yes"
        } else {
            "no"
        };
        let head = t!(
            v,
            "cmd-jackpots-award-head",
            slip = j.slip.to_string(),
            when = when,
            table = table,
            void = void,
            seat = j.seat.to_string(),
            tier = j.tier_names.or(v.language(), &j.tier),
            paytable = j.paytable.as_str()
        );
        let meter = match j.reseed {
            Some(r) => t!(
                v,
                "cmd-jackpots-meter-reseed",
                award = c.format(j.award),
                before = c.format(j.meter_before),
                after = c.format(j.meter_after),
                reseed = c.format(r)
            ),
            None => t!(
                v,
                "cmd-jackpots-meter",
                award = c.format(j.award),
                before = c.format(j.meter_before),
                after = c.format(j.meter_after)
            ),
        };
        let signed = match &j.witness {
            Some(w) => t!(
                v,
                "cmd-jackpots-signed-witness",
                supervisor = j.supervisor.as_str(),
                supervisor_id = j.supervisor_id.as_str(),
                witness = w.name.as_str(),
                witness_id = w.id.as_str()
            ),
            None => t!(
                v,
                "cmd-jackpots-signed",
                supervisor = j.supervisor.as_str(),
                supervisor_id = j.supervisor_id.as_str()
            ),
        };
        let _ = writeln!(text, "{head}\n    {meter}\n    {signed}");
    }
    text
}

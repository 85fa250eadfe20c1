//! The jackpot record (part 3): every progressive meter award on
//! a slip the journal holds, with the meter before and after it (R4.3, R4.4).
//!
//! The journal already keeps each slip's signed record, the round, paytables and house
//! rules it was settled with; the record of an award is read from there by settling the
//! embedded round again, exactly as `verify` does. So an award is recorded in the same
//! transaction that takes its slip's number, it cannot disagree with the slip, and a
//! voided slip's award is listed as voided rather than forgotten.
//!
//! Newest slip first; within one slip, awards in seat order, the order R4.4 pays them
//! (each hit takes from the meter as the previous one left it).

use serde::Serialize;

use super::record::{Patron, Payload, Witness};
use pitpay_core::Settlement;
use pitpay_core::{Currency, Money};
use pitpay_journal::{Journal, JournalError, SlipFilter, SlipState};

/// One progressive meter award.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Jackpot {
    /// The slip that paid it.
    pub slip: i64,
    /// When the slip was issued (UTC).
    pub time: String,
    /// Whether the slip that paid it stands or was voided: issued (printed again or
    /// not) or void, written `issued` or `voided` as the jackpot record always wrote it.
    #[serde(serialize_with = "award_state")]
    pub state: SlipState,
    /// The table label.
    pub table: String,
    /// The seat (a Stadium terminal).
    pub seat: u32,
    /// The bet's id (`21+3-progressive`, `suited-or-booted`).
    pub bet: String,
    /// The paytable that paid it.
    pub paytable: String,
    /// The winning tier, as the paytable names it.
    pub tier: String,
    /// The tier's names in other languages, as the paytable the slip embeds gave them
    /// (`[names]`), so a report in Chinese names it as that paytable's sign did.
    #[serde(skip)]
    pub tier_names: pitpay_language::Names,
    /// The meter as this award found it.
    #[serde(serialize_with = "plain")]
    pub meter_before: Money,
    /// The award.
    #[serde(serialize_with = "plain")]
    pub award: Money,
    /// The meter this award left (its reseed when the award emptied it, R4.3).
    #[serde(serialize_with = "plain")]
    pub meter_after: Money,
    /// The meter at the end of the round, after every award and any reseed.
    #[serde(serialize_with = "plain")]
    pub meter_end: Money,
    /// The paytable's reseed value, when it has one.
    #[serde(serialize_with = "plain_opt")]
    pub reseed: Option<Money>,
    /// The signing-off supervisor.
    pub supervisor: String,
    /// Their ID.
    pub supervisor_id: String,
    /// The witness (slips issued before the witness was asked for have none).
    pub witness: Option<Witness>,
    /// The patron paid (name, ID type, last four of the ID; absent on slips issued
    /// before the patron was asked for).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub patron: Option<Patron>,
    /// The round's currency.
    #[serde(skip)]
    pub currency: Currency,
    /// When the slip was issued, the property's local time with its offset.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub local_time: String,
    /// The gaming day it was issued in.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub gaming_day: String,
}

/// The meter awards of the newest `slips` slips that pay one among those `filter`
/// selects, newest slip first: they are found by the journal's index, never by reading
/// every slip, once the index is held to the tally the chain signs (a flag cleared to
/// hide an award is refused, not listed as "none").
pub fn list_jackpots(
    journal: &Journal,
    filter: &SlipFilter,
    slips: usize,
) -> Result<Vec<Jackpot>, JournalError> {
    journal.jackpots_hold()?;
    let filter = SlipFilter {
        jackpot: true,
        newest_first: true,
        ..filter.clone()
    };
    let mut numbers = Vec::new();
    journal.slips(&filter, &mut |e| {
        numbers.push(e.number);
        Ok(numbers.len() < slips)
    })?;
    let mut out = Vec::new();
    for number in numbers {
        let Some(slip) = journal.slip(number)? else {
            continue;
        };
        // A record that does not read is the chain check's and verify's to report;
        // the jackpot list shows what it can read.
        let Ok(payload) = serde_json::from_str::<Payload>(&slip.payload) else {
            continue;
        };
        if payload.signed.settlement.get("progressive").is_none() {
            continue;
        }
        let Ok(settlement) = payload.signed.settle() else {
            continue;
        };
        let state = if slip.void.is_some() {
            SlipState::Void
        } else {
            SlipState::Issued
        };
        let local = journal.clock().stamp_utc(&payload.signed.time);
        out.extend(of_settlement(&settlement).into_iter().map(|a| {
            Jackpot {
                slip: number,
                time: payload.signed.time.clone(),
                local_time: local.as_ref().map(|l| l.rfc3339()).unwrap_or_default(),
                gaming_day: local
                    .as_ref()
                    .map(|l| l.gaming_day.to_string())
                    .unwrap_or_default(),
                state,
                table: payload.signed.table.clone(),
                supervisor: payload.signed.supervisor.clone(),
                supervisor_id: payload.signed.supervisor_id.clone(),
                witness: payload.signed.witness.clone(),
                patron: payload.signed.patron.clone(),
                ..a
            }
        }));
    }
    Ok(out)
}

/// The meter awards of one settlement in seat order, each with the meter as it found
/// and left it (R4.4); the slip's fields are left empty for the caller.
pub(crate) fn of_settlement(s: &Settlement) -> Vec<Jackpot> {
    let mut out = Vec::new();
    for meter in &s.meters {
        for seat in &s.seats {
            for line in seat.wagers.iter().filter(|l| l.bet == meter.bet) {
                let Some(work) = line.meter.as_deref() else {
                    continue;
                };
                let before = work.found;
                let after = work.after.unwrap_or(meter.after);
                out.push(Jackpot {
                    slip: 0,
                    time: String::new(),
                    state: SlipState::Issued,
                    table: String::new(),
                    seat: seat.seat,
                    bet: meter.bet.id().to_string(),
                    paytable: s
                        .table_of(meter.bet)
                        .map(|t| t.id.clone())
                        .unwrap_or_default(),
                    tier: tier_name(s, line),
                    tier_names: tier_names(s, line),
                    meter_before: before,
                    award: work.award,
                    meter_after: after,
                    meter_end: meter.after,
                    reseed: meter.reseed,
                    supervisor: String::new(),
                    supervisor_id: String::new(),
                    witness: None,
                    patron: None,
                    currency: s.currency,
                    local_time: String::new(),
                    gaming_day: String::new(),
                });
            }
        }
    }
    // Both progressives of one round, in seat order as they were paid.
    out.sort_by_key(|j| j.seat);
    out
}

fn tier_name(s: &Settlement, line: &pitpay_core::WagerLine) -> String {
    tier_of(s, line).map(|t| t.name.clone()).unwrap_or_default()
}

fn tier_names(s: &Settlement, line: &pitpay_core::WagerLine) -> pitpay_language::Names {
    tier_of(s, line)
        .map(|t| t.names.clone())
        .unwrap_or_default()
}

/// The tier a meter's line won, in the paytable the round was settled with.
fn tier_of<'s>(s: &'s Settlement, line: &pitpay_core::WagerLine) -> Option<&'s pitpay_core::Tier> {
    let pitpay_core::Reason::SideBet { tier: Some(i), .. } = line.reason else {
        return None;
    };
    s.table_of(line.bet)
        .and_then(|t| t.tiers().get(usize::from(i)))
}

/// A paying slip's state as the jackpot record writes it: `voided` once the slip is
/// void, else `issued`.
fn award_state<S: serde::Serializer>(state: &SlipState, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(match state {
        SlipState::Void => "voided",
        SlipState::Issued | SlipState::Reprinted => "issued",
    })
}

/// Amounts in the JSON as the contract writes them: `"25000.00"`.
fn plain<S: serde::Serializer>(m: &Money, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(m)
}

fn plain_opt<S: serde::Serializer>(m: &Option<Money>, s: S) -> Result<S::Ok, S::Error> {
    match m {
        Some(m) => s.collect_str(m),
        None => s.serialize_none(),
    }
}

//! What a stored row reads as, for both stores: a [`Record`] from a row of the entries
//! table, a slip as the listing gives it, and an entry's values in the columns' order
//! to write it. Each store only reads its driver's columns by number through these.

use crate::journal::chain::{Event, Kind, Record};
use crate::journal::entry::{CageState, Entry, SlipState};
use crate::journal::error::JournalError;

use super::dialect::Value;

/// The columns a [`Record`] is read from, in [`record`]'s order (then the payload).
pub(in crate::journal) const COLUMNS: &str =
    "seq, kind, slip, time, who, who_id, reason, table_label, game, \
     paid, net, file_sha256, file, round_sha256, station, signer, prev, hash, signature, \
     payload_sha256, jackpot, register, refused, jackpots, to_pay, cage";

/// Where the payload stands after [`COLUMNS`].
const PAYLOAD_COLUMN: usize = 26;

/// An entry's values in [`COLUMNS`]' order, to write it (then its slip record, where
/// the store keeps it in the same table).
pub(in crate::journal) fn entry_values(r: &Record, with_payload: bool) -> Vec<Value> {
    let e = &r.event;
    let text = |t: &str| Value::Text(t.to_string());
    let mut values = vec![
        Value::Int(r.seq),
        text(e.kind.id()),
        Value::Int(e.slip),
        text(&e.time),
        text(&e.who),
        text(&e.who_id),
        text(&e.reason),
        text(&e.table),
        text(&e.game),
        text(&e.paid),
        text(&e.net),
        text(&e.file_sha256),
        text(&e.file),
        text(&e.round_sha256),
        text(&e.station),
        text(&e.signer),
        text(&r.prev),
        text(&r.hash),
        text(&r.signature),
        Value::Text(e.payload_hash()),
        Value::Int(i64::from(e.jackpot)),
        text(&e.register),
        text(&e.refused),
        text(&e.jackpots),
        text(&e.to_pay),
        Value::Int(i64::from(e.cage)),
    ];
    if with_payload {
        values.push(text(&e.payload));
    }
    values
}

/// A record from a stored row of [`COLUMNS`] (then the payload, when `payloads`), read
/// column by column with `int` and `text`: one reading for both stores.
pub(in crate::journal) fn record_from<E>(
    int: impl Fn(usize) -> Result<i64, E>,
    text: impl Fn(usize) -> Result<String, E>,
    payloads: bool,
) -> Result<Result<Record, JournalError>, E> {
    let seq = int(0)?;
    let kind = text(1)?;
    let Some(kind) = Kind::parse(&kind) else {
        return Ok(Err(JournalError::BadEntry {
            seq,
            why: pitpay_language::sentence!("journal-state-unknown-kind", kind = kind.as_str()),
        }));
    };
    let mut e = Event::new(kind, int(2)?, &text(3)?);
    e.who = text(4)?;
    e.who_id = text(5)?;
    e.reason = text(6)?;
    e.table = text(7)?;
    e.game = text(8)?;
    e.paid = text(9)?;
    e.net = text(10)?;
    e.file_sha256 = text(11)?;
    e.file = text(12)?;
    e.round_sha256 = text(13)?;
    e.station = text(14)?;
    e.signer = text(15)?;
    e.payload_sha256 = text(19)?;
    e.jackpot = int(20)? != 0;
    e.register = text(21)?;
    e.refused = text(22)?;
    e.jackpots = text(23)?;
    e.to_pay = text(24)?;
    e.cage = int(25)? != 0;
    if payloads {
        e.payload = text(PAYLOAD_COLUMN)?;
    }
    Ok(Ok(Record {
        seq,
        event: e,
        prev: text(16)?,
        hash: text(17)?,
        signature: text(18)?,
    }))
}

/// A slip as listed, from a row of the listing query (both stores): number, time,
/// supervisor and ID, table, game, paid, net, station, jackpot, void reason, reprinted,
/// no copy known to be in place, amount to be paid, paid at the cage, paid there.
pub(in crate::journal) fn listed<E>(
    int: impl Fn(usize) -> Result<i64, E>,
    text: impl Fn(usize) -> Result<Option<String>, E>,
) -> Result<Entry, E> {
    let t = |i| text(i).map(Option::unwrap_or_default);
    let void_reason = text(10)?;
    let state = if void_reason.is_some() {
        SlipState::Void
    } else if int(11)? != 0 {
        SlipState::Reprinted
    } else {
        SlipState::Issued
    };
    Ok(Entry {
        number: int(0)?,
        time: t(1)?,
        supervisor: t(2)?,
        supervisor_id: t(3)?,
        table: t(4)?,
        game: t(5)?,
        paid: t(6)?,
        net: t(7)?,
        station: t(8)?,
        jackpot: int(9)? != 0,
        state,
        void_reason,
        file_missing: int(12)? != 0,
        local_time: String::new(),
        gaming_day: String::new(),
        shift: String::new(),
        to_pay: t(13)?,
        // A void slip is owed nowhere: its state says void.
        cage: match (int(14)? != 0 && state != SlipState::Void, int(15)? != 0) {
            (false, _) => None,
            (true, false) => Some(CageState::Outstanding),
            (true, true) => Some(CageState::Paid),
        },
    })
}

//! Entries as SQLite rows: a [`Record`] written to the `entries`, `payloads` and
//! `unplaced` tables and read back, and the chain's head read by index, each by the
//! statements both stores share (`crate::journal::sql`).

use rusqlite::{Connection, OptionalExtension, Row};

use super::err;
use crate::journal::chain::{self, Group, Head, Kind, Record};
use crate::journal::error::JournalError;
use crate::journal::sql::{entry_values, record_from, Value, SQLITE};

/// A statement's values as SQLite binds them.
pub(super) fn bound(values: Vec<Value>) -> impl Iterator<Item = rusqlite::types::Value> {
    values.into_iter().map(|v| match v {
        Value::Text(t) => rusqlite::types::Value::Text(t),
        Value::Int(i) => rusqlite::types::Value::Integer(i),
    })
}

/// Writes an entry: its row, its slip record apart from it, and its copy as not yet
/// in place.
pub(super) fn insert(tx: &Connection, r: &Record) -> Result<(), JournalError> {
    let e = &r.event;
    tx.prepare_cached(&SQLITE.insert_entry())
        .and_then(|mut stmt| {
            stmt.execute(rusqlite::params_from_iter(bound(entry_values(r, false))))
        })
        .map_err(err)?;
    if !e.payload.is_empty() {
        tx.prepare_cached(&SQLITE.insert_payload())
            .and_then(|mut stmt| stmt.execute(rusqlite::params![r.seq, e.payload]))
            .map_err(err)?;
    }
    if matches!(e.kind, Kind::Issue | Kind::Reprint) {
        tx.prepare_cached(&SQLITE.add_unplaced())
            .and_then(|mut stmt| stmt.execute([r.seq]))
            .map_err(err)?;
    }
    Ok(())
}

/// A record from a row of [`COLUMNS`] (then the payload, when selected).
pub(super) fn record(
    r: &Row<'_>,
    payloads: bool,
) -> rusqlite::Result<Result<Record, JournalError>> {
    record_from(|i| r.get(i), |i| r.get(i), payloads)
}

/// The chain's head, read from its last entry.
pub(super) fn head(tx: &Connection) -> Result<Head, JournalError> {
    let last = tx
        .query_row(&SQLITE.last_record(), [], |r| record(r, false))
        .optional()
        .map_err(err)?
        .transpose()?;
    match last {
        Some(r) => head_at(tx, &r),
        None => Ok(Head::default()),
    }
}

/// The head whose last entry is `r`: its slip number from the newest issue or gap up to
/// it, its groups' newest entries from what `r` names (or, for an entry written before
/// entries named them, found by kind).
pub(super) fn head_at(tx: &Connection, r: &Record) -> Result<Head, JournalError> {
    // `+kind` keeps SQLite off the kind index, which would sort every issue first.
    let last_slip: i64 = tx
        .query_row(&SQLITE.last_slip_through(), [r.seq], |row| row.get(0))
        .optional()
        .map_err(err)?
        .unwrap_or(0);
    if let Some(head) = Head::after(r, last_slip) {
        return Ok(head);
    }
    let mut head = Head {
        seq: r.seq,
        hash: r.hash.clone(),
        last_slip,
        ..Head::default()
    };
    for group in [Group::Register, Group::Refused] {
        if let Some(newest) = newest_in(tx, group, r.seq)? {
            match group {
                Group::Register => head.register = newest.hash,
                Group::Refused => head.refused = newest.hash,
            }
        }
    }
    head.jackpots = jackpots_through(tx, r.seq)?;
    Ok(head)
}

/// The jackpot tally through entry `seq`, from the entries' flags (by the jackpot
/// index): for a head whose entry was written before entries named the tally.
pub(super) fn jackpots_through(tx: &Connection, seq: i64) -> Result<String, JournalError> {
    let mut stmt = tx
        .prepare_cached(&SQLITE.jackpot_hashes_through())
        .map_err(err)?;
    let hashes = stmt
        .query_map([seq], |r| r.get::<_, String>(0))
        .map_err(err)?;
    let mut tally = chain::no_jackpots();
    for hash in hashes {
        tally = chain::tally(&tally, &hash.map_err(err)?);
    }
    Ok(tally)
}

/// The newest entry of `group` at or before entry `up_to`, without its record: one
/// look-up by kind and entry per kind.
pub(super) fn newest_in(
    tx: &Connection,
    group: Group,
    up_to: i64,
) -> Result<Option<Record>, JournalError> {
    let mut newest: Option<i64> = None;
    for kind in group.kinds() {
        let seq: Option<i64> = tx
            .query_row(
                &SQLITE.newest_of_kind(),
                rusqlite::params![kind.id(), up_to],
                |r| r.get(0),
            )
            .map_err(err)?;
        newest = newest.max(seq);
    }
    let Some(seq) = newest else { return Ok(None) };
    tx.query_row(&SQLITE.record_at(), [seq], |r| record(r, false))
        .optional()
        .map_err(err)?
        .transpose()
}

/// A checkpoint from a row of `seq, hash, time, signer, signature`.
pub(super) fn checkpoint(r: &Row<'_>) -> rusqlite::Result<chain::Checkpoint> {
    Ok(chain::Checkpoint {
        seq: r.get(0)?,
        hash: r.get(1)?,
        time: r.get(2)?,
        signer: r.get(3)?,
        signature: r.get(4)?,
    })
}

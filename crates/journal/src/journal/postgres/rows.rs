//! Entries as PostgreSQL rows: a [`Record`] written to `pitpay_entries` (and
//! `pitpay_unplaced`) and read back, the head read from the last entry, and checkpoints.

use postgres::types::ToSql;
use postgres::Row;

use super::explain::{failure, Server};
use super::wire::{Db, DbError, Tx};
use crate::journal::chain::{self, Group, Head, Kind, Record};
use crate::journal::error::JournalError;
use crate::journal::sql::{entry_values, record_from, Value, POSTGRES};

/// A statement's values as the driver binds them.
pub(super) fn bound(values: Vec<Value>) -> Vec<Box<dyn ToSql + Sync>> {
    values
        .into_iter()
        .map(|v| -> Box<dyn ToSql + Sync> {
            match v {
                Value::Text(t) => Box::new(t),
                Value::Int(i) => Box::new(i),
            }
        })
        .collect()
}

/// The values as the driver's calls take them.
pub(super) fn refs(values: &[Box<dyn ToSql + Sync>]) -> Vec<&(dyn ToSql + Sync)> {
    values.iter().map(AsRef::as_ref).collect()
}

/// Writes an entry (its slip record in the same row) and its copy as not yet in place.
pub(super) fn insert(tx: &mut Tx<'_>, r: &Record) -> Result<(), DbError> {
    let values = bound(entry_values(r, true));
    tx.execute(&POSTGRES.insert_entry(), &refs(&values))?;
    if matches!(r.event.kind, Kind::Issue | Kind::Reprint) {
        tx.execute(&POSTGRES.add_unplaced(), &[&r.seq])?;
    }
    Ok(())
}

/// A record from a row of the entries' columns (then the payload, when selected).
pub(super) fn record(
    r: &Row,
    payloads: bool,
) -> Result<Result<Record, JournalError>, postgres::Error> {
    record_from(|i| r.try_get(i), |i| r.try_get(i), payloads)
}

/// The chain's head, read from its last entry (never from the counter row, which is
/// only the lock the stations' appends take turns by: nothing unsigned decides a number).
pub(super) fn entries_head(
    client: &mut impl Db,
    address: &impl Server,
) -> Result<Head, JournalError> {
    let fail = |e: DbError| failure(address, e);
    let Some(row) = client
        .query_opt(&POSTGRES.last_record(), &[])
        .map_err(fail)?
    else {
        return Ok(Head::default());
    };
    let last = record(&row, false).map_err(|e| fail(e.into()))??;
    head_at(client, address, &last)
}

/// The head whose last entry is `r`: its slip number from the newest issue or gap up to
/// it, its groups' newest entries and jackpot tally from what `r` names (or, for an
/// entry written before entries named them, found by kind and flag).
pub(super) fn head_at(
    client: &mut impl Db,
    address: &impl Server,
    r: &Record,
) -> Result<Head, JournalError> {
    let fail = |e: DbError| failure(address, e);
    let row = client
        .query_opt(&POSTGRES.last_slip_through(), &[&r.seq])
        .map_err(fail)?;
    let last_slip: i64 = match row {
        Some(row) => row.try_get(0).map_err(|e| fail(e.into()))?,
        None => 0,
    };
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
        if let Some(newest) = newest_in(client, group, r.seq).map_err(fail)?? {
            match group {
                Group::Register => head.register = newest.hash,
                Group::Refused => head.refused = newest.hash,
            }
        }
    }
    head.jackpots = jackpots_through(client, r.seq).map_err(fail)?;
    Ok(head)
}

/// The jackpot tally through entry `seq`, from the entries' flags (by the jackpot
/// index, in order).
pub(super) fn jackpots_through(client: &mut impl Db, seq: i64) -> Result<String, DbError> {
    let mut tally = chain::no_jackpots();
    for row in client.query(&POSTGRES.jackpot_hashes_through(), &[&seq])? {
        tally = chain::tally(&tally, &row.try_get::<_, String>(0)?);
    }
    Ok(tally)
}

/// The newest entry of `group` at or before entry `up_to`, without its record: one
/// look-up by kind and entry per kind.
pub(super) fn newest_in(
    client: &mut impl Db,
    group: Group,
    up_to: i64,
) -> Result<Result<Option<Record>, JournalError>, DbError> {
    let mut newest: Option<i64> = None;
    for kind in group.kinds() {
        let row = client.query_one(&POSTGRES.newest_of_kind(), &[&kind.id(), &up_to])?;
        newest = newest.max(row.try_get::<_, Option<i64>>(0)?);
    }
    let Some(seq) = newest else {
        return Ok(Ok(None));
    };
    let row = client.query_one(&POSTGRES.record_at(), &[&seq])?;
    Ok(record(&row, false)?.map(Some))
}

/// A checkpoint from a row of `seq, hash, time, signer, signature`.
pub(super) fn checkpoint(r: &Row) -> Result<chain::Checkpoint, postgres::Error> {
    Ok(chain::Checkpoint {
        seq: r.try_get(0)?,
        hash: r.try_get(1)?,
        time: r.try_get(2)?,
        signer: r.try_get(3)?,
        signature: r.try_get(4)?,
    })
}

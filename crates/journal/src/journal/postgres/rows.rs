//! Entries as PostgreSQL rows: a [`Record`] written to `pitpay_entries` (and
//! `pitpay_unplaced`) and read back, the head read from the last entry, and checkpoints.

use postgres::{GenericClient, Row, Transaction};

use super::connect::Address;
use super::explain::failure;
use crate::journal::chain::{self, Group, Head, Kind, Record};
use crate::journal::error::JournalError;
use crate::journal::sqlite::{record_from, COLUMNS};

pub(super) fn insert(tx: &mut Transaction<'_>, r: &Record) -> Result<(), postgres::Error> {
    let e = &r.event;
    tx.execute(
        "INSERT INTO pitpay_entries (seq, kind, slip, time, who, who_id, reason, table_label, game,
                paid, net, payload, file_sha256, file, round_sha256, station, signer, prev, hash,
                signature, payload_sha256, jackpot, register, refused, jackpots)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
                 $19, $20, $21, $22, $23, $24, $25)",
        &[
            &r.seq,
            &e.kind.id(),
            &e.slip,
            &e.time,
            &e.who,
            &e.who_id,
            &e.reason,
            &e.table,
            &e.game,
            &e.paid,
            &e.net,
            &e.payload,
            &e.file_sha256,
            &e.file,
            &e.round_sha256,
            &e.station,
            &e.signer,
            &r.prev,
            &r.hash,
            &r.signature,
            &e.payload_hash(),
            &i64::from(e.jackpot),
            &e.register,
            &e.refused,
            &e.jackpots,
        ],
    )?;
    if matches!(e.kind, Kind::Issue | Kind::Reprint) {
        tx.execute("INSERT INTO pitpay_unplaced (seq) VALUES ($1)", &[&r.seq])?;
    }
    Ok(())
}

/// A record from a row of [`COLUMNS`] (then the payload, when selected).
pub(super) fn record(
    r: &Row,
    payloads: bool,
) -> Result<Result<Record, JournalError>, postgres::Error> {
    record_from(|i| r.try_get(i), |i| r.try_get(i), payloads)
}

/// The chain's head, read from its last entry (never from the counter row, which is
/// only the lock the stations' appends take turns by: nothing unsigned decides a number).
pub(super) fn entries_head(
    client: &mut impl GenericClient,
    address: &Address,
) -> Result<Head, JournalError> {
    let fail = |e: postgres::Error| failure(address, &e);
    let sql = format!("SELECT {COLUMNS} FROM pitpay_entries ORDER BY seq DESC LIMIT 1");
    let Some(row) = client.query_opt(&sql, &[]).map_err(fail)? else {
        return Ok(Head::default());
    };
    let last = record(&row, false).map_err(fail)??;
    head_at(client, address, &last)
}

/// The head whose last entry is `r`: its slip number from the newest issue or gap up to
/// it, its groups' newest entries and jackpot tally from what `r` names (or, for an
/// entry written before entries named them, found by kind and flag).
pub(super) fn head_at(
    client: &mut impl GenericClient,
    address: &Address,
    r: &Record,
) -> Result<Head, JournalError> {
    let fail = |e: postgres::Error| failure(address, &e);
    let row = client
        .query_opt(
            "SELECT slip FROM pitpay_entries WHERE kind IN ('issue', 'gap') AND seq <= $1
             ORDER BY seq DESC LIMIT 1",
            &[&r.seq],
        )
        .map_err(fail)?;
    let last_slip: i64 = match row {
        Some(row) => row.try_get(0).map_err(fail)?,
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
    let rows = client
        .query(
            "SELECT hash FROM pitpay_entries WHERE jackpot = 1 AND kind = 'issue' AND seq <= $1
             ORDER BY seq",
            &[&r.seq],
        )
        .map_err(fail)?;
    for row in rows {
        let hash: String = row.try_get(0).map_err(fail)?;
        head.jackpots = chain::tally(&head.jackpots, &hash);
    }
    Ok(head)
}

/// The newest entry of `group` at or before entry `up_to`, without its record: one
/// look-up by kind and entry per kind.
pub(super) fn newest_in(
    client: &mut impl GenericClient,
    group: Group,
    up_to: i64,
) -> Result<Result<Option<Record>, JournalError>, postgres::Error> {
    let mut newest: Option<i64> = None;
    for kind in group.kinds() {
        let row = client.query_one(
            "SELECT max(seq) FROM pitpay_entries WHERE kind = $1 AND seq <= $2",
            &[&kind.id(), &up_to],
        )?;
        newest = newest.max(row.try_get::<_, Option<i64>>(0)?);
    }
    let Some(seq) = newest else {
        return Ok(Ok(None));
    };
    let sql = format!("SELECT {COLUMNS} FROM pitpay_entries WHERE seq = $1");
    let row = client.query_one(&sql, &[&seq])?;
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

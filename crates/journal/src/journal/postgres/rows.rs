//! Entries as PostgreSQL rows: a [`Record`] written to `pitpay_entries` (and
//! `pitpay_unplaced`) and read back, the head the counter row holds, and checkpoints.

use postgres::{GenericClient, Row, Transaction};

use crate::journal::chain::{self, Group, Head, Kind, Record};
use crate::journal::error::JournalError;
use crate::journal::sqlite::{record_from, COLUMNS};

pub(super) fn insert(tx: &mut Transaction<'_>, r: &Record) -> Result<(), postgres::Error> {
    let e = &r.event;
    tx.execute(
        "INSERT INTO pitpay_entries (seq, kind, slip, time, who, who_id, reason, table_label, game,
                paid, net, payload, file_sha256, file, round_sha256, station, signer, prev, hash,
                signature, payload_sha256, jackpot, register, refused)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
                 $19, $20, $21, $22, $23, $24)",
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

/// The head the counter row holds (`seq, hash, last_slip, register, refused`), its
/// groups' newest entries found by kind when the counter was written before it kept
/// them.
pub(super) fn counter_head(
    client: &mut impl GenericClient,
    row: &Row,
) -> Result<Head, postgres::Error> {
    let mut head = Head {
        seq: row.try_get(0)?,
        hash: row.try_get(1)?,
        last_slip: row.try_get(2)?,
        register: row.try_get(3)?,
        refused: row.try_get(4)?,
    };
    complete(client, &mut head)?;
    Ok(head)
}

/// Fills a head's groups' newest entries where they are not known (the genesis hash
/// where the group has none).
pub(super) fn complete(
    client: &mut impl GenericClient,
    head: &mut Head,
) -> Result<(), postgres::Error> {
    for group in [Group::Register, Group::Refused] {
        let slot = match group {
            Group::Register => &mut head.register,
            Group::Refused => &mut head.refused,
        };
        if !slot.is_empty() {
            continue;
        }
        *slot = match newest_in(client, group, head.seq)? {
            Ok(Some(r)) => r.hash,
            _ => chain::GENESIS.to_string(),
        };
    }
    Ok(())
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

//! Entries as SQLite rows: a [`Record`] written to the `entries`, `payloads` and
//! `unplaced` tables and read back, the chain's head read by index, and the readings of
//! a stored row and of a listed slip that the PostgreSQL store shares.

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::err;
use crate::journal::chain::{self, Event, Group, Head, Kind, Record};
use crate::journal::entry::Entry;
use crate::journal::error::JournalError;

/// The slip record, as a column after [`COLUMNS`] and the join that brings it.
pub(super) const PAYLOAD: (&str, &str) =
    (", COALESCE(payload, '')", " LEFT JOIN payloads USING (seq)");

/// The columns a [`Record`] is read from, in [`record`]'s order (then the payload).
pub(in crate::journal) const COLUMNS: &str =
    "seq, kind, slip, time, who, who_id, reason, table_label, game, \
     paid, net, file_sha256, file, round_sha256, station, signer, prev, hash, signature, \
     payload_sha256, jackpot, register, refused, jackpots";

/// Where the payload stands after [`COLUMNS`].
pub(in crate::journal) const PAYLOAD_COLUMN: usize = 24;
pub(super) fn insert(tx: &Connection, r: &Record) -> Result<(), JournalError> {
    let e = &r.event;
    tx.prepare_cached(
        "INSERT INTO entries (seq, kind, slip, time, who, who_id, reason, table_label, game, paid, net,
                              file_sha256, file, round_sha256, station, signer, prev, hash,
                              signature, payload_sha256, jackpot, register, refused, jackpots)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
                 ?19, ?20, ?21, ?22, ?23, ?24)",
    )
    .and_then(|mut stmt| {
        stmt.execute(params![
            r.seq, e.kind.id(), e.slip, e.time, e.who, e.who_id, e.reason, e.table, e.game,
            e.paid, e.net, e.file_sha256, e.file, e.round_sha256, e.station,
            e.signer, r.prev, r.hash, r.signature, e.payload_hash(), e.jackpot, e.register,
            e.refused, e.jackpots
        ])
    })
    .map_err(err)?;
    if !e.payload.is_empty() {
        tx.prepare_cached("INSERT INTO payloads (seq, payload) VALUES (?1, ?2)")
            .and_then(|mut stmt| stmt.execute(params![r.seq, e.payload]))
            .map_err(err)?;
    }
    if matches!(e.kind, Kind::Issue | Kind::Reprint) {
        tx.prepare_cached("INSERT INTO unplaced (seq) VALUES (?1)")
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
            why: format!("unknown kind \"{kind}\""),
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

pub(super) fn head(tx: &Connection) -> Result<Head, JournalError> {
    let sql = format!("SELECT {COLUMNS} FROM entries ORDER BY seq DESC LIMIT 1");
    let last = tx
        .query_row(&sql, [], |r| record(r, false))
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
    // Slip numbers grow with the chain: the newest issue (or gap) holds the highest,
    // read from the entry back (`+kind` keeps SQLite off the kind index, which would
    // sort every issue first).
    let last_slip: i64 = tx
        .query_row(
            "SELECT slip FROM entries WHERE +kind IN ('issue', 'gap') AND seq <= ?1
             ORDER BY seq DESC LIMIT 1",
            [r.seq],
            |row| row.get(0),
        )
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
fn jackpots_through(tx: &Connection, seq: i64) -> Result<String, JournalError> {
    let mut stmt = tx
        .prepare_cached(
            "SELECT hash FROM entries WHERE jackpot = 1 AND kind = 'issue' AND seq <= ?1
             ORDER BY seq",
        )
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
                "SELECT max(seq) FROM entries WHERE kind = ?1 AND seq <= ?2",
                params![kind.id(), up_to],
                |r| r.get(0),
            )
            .map_err(err)?;
        newest = newest.max(seq);
    }
    let Some(seq) = newest else { return Ok(None) };
    let sql = format!("SELECT {COLUMNS} FROM entries WHERE seq = ?1");
    tx.query_row(&sql, [seq], |r| record(r, false))
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

/// A slip as listed, from a row of the listing query (both stores): number, time,
/// supervisor and ID, table, game, paid, net, station, jackpot, void reason, reprinted,
/// no copy known to be in place.
pub(in crate::journal) fn listed<E>(
    int: impl Fn(usize) -> Result<i64, E>,
    text: impl Fn(usize) -> Result<Option<String>, E>,
) -> Result<Entry, E> {
    let t = |i| text(i).map(Option::unwrap_or_default);
    let void_reason = text(10)?;
    let state = if void_reason.is_some() {
        "void"
    } else if int(11)? != 0 {
        "reprinted"
    } else {
        "issued"
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
        state: state.to_string(),
        void_reason,
        file_missing: int(12)? != 0,
        local_time: String::new(),
        gaming_day: String::new(),
        shift: String::new(),
    })
}

//! The SQLite journal's schema: the tables of each version and the migrations between
//! them (the versions are listed in [`super`]'s documentation), run once, in one
//! exclusive transaction that re-reads the version first; the first journal's rows
//! become chained entries signed with the installation's key.

use std::path::Path;

use rusqlite::{params, Connection, Transaction, TransactionBehavior};

use super::rows::insert;
use super::{err, KeySource, SCHEMA};
use crate::journal::chain::{self, Event, Head, Kind};
use crate::journal::error::JournalError;
use crate::keys::Keys;

/// The tables of the newest schema, for a new journal.
const CREATE: &str = "
    CREATE TABLE entries (
        seq INTEGER PRIMARY KEY,
        kind TEXT NOT NULL, slip INTEGER NOT NULL, time TEXT NOT NULL,
        who TEXT NOT NULL, who_id TEXT NOT NULL, reason TEXT NOT NULL,
        table_label TEXT NOT NULL, game TEXT NOT NULL, paid TEXT NOT NULL, net TEXT NOT NULL,
        file_sha256 TEXT NOT NULL, file TEXT NOT NULL,
        round_sha256 TEXT NOT NULL,
        prev TEXT NOT NULL, hash TEXT NOT NULL, signature TEXT NOT NULL,
        station TEXT NOT NULL DEFAULT '', signer TEXT NOT NULL DEFAULT '',
        payload_sha256 TEXT NOT NULL DEFAULT '', jackpot INTEGER NOT NULL DEFAULT 0,
        register TEXT NOT NULL DEFAULT '', refused TEXT NOT NULL DEFAULT '',
        jackpots TEXT NOT NULL DEFAULT '',
        to_pay TEXT NOT NULL DEFAULT '', cage INTEGER NOT NULL DEFAULT 0);
    CREATE UNIQUE INDEX entries_paid_once ON entries (slip) WHERE kind = 'paid';
    CREATE INDEX entries_cage ON entries (slip) WHERE cage = 1;
    CREATE TABLE payloads (seq INTEGER PRIMARY KEY, payload TEXT NOT NULL);
    CREATE INDEX entries_by_kind_seq ON entries (kind, seq);
    CREATE TABLE register_checkpoints (seq INTEGER PRIMARY KEY, hash TEXT NOT NULL,
        state TEXT NOT NULL, time TEXT NOT NULL, signer TEXT NOT NULL, signature TEXT NOT NULL);
    CREATE TABLE register_members (hash TEXT PRIMARY KEY, state TEXT NOT NULL);
    CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE INDEX entries_by_slip ON entries (slip);
    CREATE INDEX entries_by_round ON entries (round_sha256);
    CREATE INDEX entries_by_kind_time ON entries (kind, time);
    CREATE INDEX entries_jackpots ON entries (slip) WHERE jackpot = 1;
    CREATE TABLE placed (seq INTEGER PRIMARY KEY);
    CREATE TABLE unplaced (seq INTEGER PRIMARY KEY);
    CREATE TABLE checkpoints (seq INTEGER PRIMARY KEY, hash TEXT NOT NULL, time TEXT NOT NULL,
        signer TEXT NOT NULL, signature TEXT NOT NULL);
    INSERT INTO meta (name, value) VALUES ('identity', lower(hex(randomblob(16))));";

/// Schema 2 → 3: who wrote and signed each entry.
const V2_TO_V3: &str = "
    ALTER TABLE entries ADD COLUMN station TEXT NOT NULL DEFAULT '';
    ALTER TABLE entries ADD COLUMN signer TEXT NOT NULL DEFAULT '';";

/// Schema 3 → 4: the slip records moved to a table of their own (so that a walk of the
/// chain reads small rows, not every record), the payload hash, the jackpot flag and the
/// indexes (the values of the new columns are filled in by [`fill_v4`],
/// after which the old column is dropped).
const V3_TO_V4: &str = "
    CREATE TABLE payloads (seq INTEGER PRIMARY KEY, payload TEXT NOT NULL);
    INSERT INTO payloads SELECT seq, payload FROM entries WHERE payload <> '';
    ALTER TABLE entries ADD COLUMN payload_sha256 TEXT NOT NULL DEFAULT '';
    ALTER TABLE entries ADD COLUMN jackpot INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX entries_by_kind_time ON entries (kind, time);
    CREATE INDEX entries_jackpots ON entries (slip) WHERE jackpot = 1;
    CREATE TABLE unplaced (seq INTEGER PRIMARY KEY);
    INSERT INTO unplaced SELECT seq FROM entries
        WHERE kind IN ('issue', 'reprint') AND seq NOT IN (SELECT seq FROM placed);
    CREATE TABLE checkpoints (seq INTEGER PRIMARY KEY, hash TEXT NOT NULL, time TEXT NOT NULL,
        signer TEXT NOT NULL, signature TEXT NOT NULL);";

/// Schema 5 → 6: the groups each entry names, the index a register check
/// reads by, the register's signed checkpoints and what the journal is.
const V5_TO_V6: &str = "
    ALTER TABLE entries ADD COLUMN register TEXT NOT NULL DEFAULT '';
    ALTER TABLE entries ADD COLUMN refused TEXT NOT NULL DEFAULT '';
    CREATE INDEX entries_by_kind_seq ON entries (kind, seq);
    CREATE TABLE register_checkpoints (seq INTEGER PRIMARY KEY, hash TEXT NOT NULL,
        state TEXT NOT NULL, time TEXT NOT NULL, signer TEXT NOT NULL, signature TEXT NOT NULL);
    CREATE TABLE register_members (hash TEXT PRIMARY KEY, state TEXT NOT NULL);
    CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);";
/// Schema 6 → 7: each entry's jackpot tally, which its hash covers with its jackpot
/// flag (the flags already there are worked out again from the slip records by
/// [`refill_jackpots`], so that the first tally counts what the slips say), and the
/// identity made with the journal (a shared file's podiums remember it).
const V6_TO_V7: &str = "
    ALTER TABLE entries ADD COLUMN jackpots TEXT NOT NULL DEFAULT '';
    INSERT OR IGNORE INTO meta (name, value) VALUES ('identity', lower(hex(randomblob(16))));";

/// Schema 7 → 8: each issue's amount to be paid and whether the cage pays it, both
/// covered by the entry's hash, and the index that lets a slip be paid only once (of
/// two cashiers paying it at the same moment, the second one's entry is refused).
const V7_TO_V8: &str = "
    ALTER TABLE entries ADD COLUMN to_pay TEXT NOT NULL DEFAULT '';
    ALTER TABLE entries ADD COLUMN cage INTEGER NOT NULL DEFAULT 0;
    CREATE UNIQUE INDEX entries_paid_once ON entries (slip) WHERE kind = 'paid';
    CREATE INDEX entries_cage ON entries (slip) WHERE cage = 1;";

/// The schema version of an open database: 0 empty, 1 the first journal, else its
/// `user_version`.
pub(super) fn version(tx: &Connection) -> Result<u32, JournalError> {
    let v: u32 = tx
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(err)?;
    if v > 0 {
        return Ok(v);
    }
    let first: bool = tx
        .query_row(
            "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'slips')",
            [],
            |r| r.get(0),
        )
        .map_err(err)?;
    Ok(u32::from(first))
}

/// Brings the database to [`SCHEMA`], one step at a time, in one exclusive transaction.
pub(super) fn migrate(
    db: &mut Connection,
    path: &Path,
    keys: KeySource<'_>,
) -> Result<(), JournalError> {
    if version(db)? == SCHEMA {
        return Ok(());
    }
    let tx = db
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(err)?;
    let mut v = version(&tx)?;
    if v > SCHEMA {
        return Err(JournalError::NewerSchema {
            at: path.display().to_string(),
            version: v,
            known: SCHEMA,
        });
    }
    while v < SCHEMA {
        v = match v {
            0 => {
                tx.execute_batch(CREATE).map_err(err)?;
                SCHEMA
            }
            1 => {
                let needs = |why| JournalError::NeedsKey {
                    path: path.to_path_buf(),
                    why,
                };
                let keys = keys().map_err(|e| needs(Some(e)))?.ok_or(needs(None))?;
                from_v1(&tx, &keys)?;
                SCHEMA
            }
            2 => {
                tx.execute_batch(V2_TO_V3).map_err(err)?;
                3
            }
            3 => {
                tx.execute_batch(V3_TO_V4).map_err(err)?;
                fill_v4(&tx)?;
                tx.execute_batch("ALTER TABLE entries DROP COLUMN payload")
                    .map_err(err)?;
                4
            }
            4 => 5,
            5 => {
                tx.execute_batch(V5_TO_V6).map_err(err)?;
                6
            }
            6 => {
                tx.execute_batch(V6_TO_V7).map_err(err)?;
                refill_jackpots(&tx)?;
                7
            }
            _ => {
                tx.execute_batch(V7_TO_V8).map_err(err)?;
                8
            }
        };
    }
    tx.pragma_update(None, "user_version", SCHEMA)
        .map_err(err)?;
    tx.commit().map_err(err)
}

/// Schema 4's derived columns for the entries already there: each payload's hash and
/// each issue's jackpot flag, worked out once.
fn fill_v4(tx: &Transaction<'_>) -> Result<(), JournalError> {
    let mut update = tx
        .prepare("UPDATE entries SET payload_sha256 = ?2, jackpot = ?3 WHERE seq = ?1")
        .map_err(err)?;
    let mut stmt = tx
        .prepare("SELECT seq, payload FROM entries")
        .map_err(err)?;
    let mut rows = stmt.query([]).map_err(err)?;
    while let Some(row) = rows.next().map_err(err)? {
        let seq: i64 = row.get(0).map_err(err)?;
        let payload: String = row.get(1).map_err(err)?;
        let jackpot = chain::pays_meter_award(&payload);
        update
            .execute(params![seq, chain::sha256_hex(payload.as_bytes()), jackpot])
            .map_err(err)?;
    }
    Ok(())
}

/// Each issue's jackpot flag worked out again from its slip record, once, as the
/// journal gains the tally that will hold the flags from then on.
fn refill_jackpots(tx: &Transaction<'_>) -> Result<(), JournalError> {
    let mut update = tx
        .prepare("UPDATE entries SET jackpot = ?2 WHERE seq = ?1 AND jackpot <> ?2")
        .map_err(err)?;
    let mut stmt = tx
        .prepare(
            "SELECT e.seq, COALESCE(p.payload, '') FROM entries e
             LEFT JOIN payloads p USING (seq) WHERE e.kind = 'issue'",
        )
        .map_err(err)?;
    let mut rows = stmt.query([]).map_err(err)?;
    while let Some(row) = rows.next().map_err(err)? {
        let seq: i64 = row.get(0).map_err(err)?;
        let payload: String = row.get(1).map_err(err)?;
        update
            .execute(params![seq, chain::pays_meter_award(&payload)])
            .map_err(err)?;
    }
    Ok(())
}

/// Schema 1 → the newest: the first journal's slips, copies and voids become chained
/// entries.
fn from_v1(tx: &Transaction<'_>, keys: &Keys) -> Result<(), JournalError> {
    tx.execute_batch(CREATE).map_err(err)?;
    let mut events = v1_issues(tx)?;
    let mut reprints = Vec::new();
    {
        let mut stmt = tx
            .prepare("SELECT slip, sha256, time FROM copies WHERE kind = 'reprint' ORDER BY time, slip, rowid")
            .map_err(err)?;
        let rows = stmt
            .query_map([], |r| {
                let mut e = Event::new(Kind::Reprint, r.get(0)?, &r.get::<_, String>(2)?);
                e.file_sha256 = r.get(1)?;
                Ok(e)
            })
            .map_err(err)?;
        for row in rows {
            reprints.push(row.map_err(err)?);
        }
    }
    let now = crate::journal::entry::now();
    let mut voids = Vec::new();
    {
        let mut stmt = tx
            .prepare("SELECT number, COALESCE(void_reason, '') FROM slips WHERE state = 'void' ORDER BY number")
            .map_err(err)?;
        let rows = stmt
            .query_map([], |r| {
                let mut e = Event::new(Kind::Void, r.get(0)?, &now);
                e.reason = r.get(1)?;
                Ok(e)
            })
            .map_err(err)?;
        for row in rows {
            voids.push(row.map_err(err)?);
        }
    }
    events.extend(reprints);
    events.extend(voids);
    let mut note = Event::new(Kind::Migrated, 0, &now);
    note.reason = format!(
        "entries 1-{} were carried over from a journal made before entries were chained: issues in slip-number order, then reprints, then voids (a void's time is the migration's; who reprinted or voided was not recorded then)",
        events.len()
    );
    events.push(note);
    let mut head = Head::default();
    for e in events {
        let record = chain::link(&head, e, keys);
        insert(tx, &record)?;
        if matches!(record.event.kind, Kind::Issue | Kind::Reprint) {
            // The first journal did not record whether files were placed: assume so.
            tx.execute("DELETE FROM unplaced WHERE seq = ?1", [record.seq])
                .map_err(err)?;
        }
        head = chain::advance(&head, &record);
    }
    tx.execute_batch(
        "ALTER TABLE slips RENAME TO v1_slips; ALTER TABLE copies RENAME TO v1_copies;",
    )
    .map_err(err)
}

/// The first journal's slips as issue events, by number, with their original's hash.
fn v1_issues(tx: &Transaction<'_>) -> Result<Vec<Event>, JournalError> {
    let mut stmt = tx
        .prepare(
            "SELECT number, time, supervisor, supervisor_id, table_label, game, paid, net, payload,
                    COALESCE((SELECT sha256 FROM copies WHERE slip = number AND kind = 'original' LIMIT 1), '')
             FROM slips ORDER BY number",
        )
        .map_err(err)?;
    let rows = stmt
        .query_map([], |r| {
            let mut e = Event::new(Kind::Issue, r.get(0)?, &r.get::<_, String>(1)?);
            e.who = r.get(2)?;
            e.who_id = r.get(3)?;
            e.table = r.get(4)?;
            e.game = r.get(5)?;
            e.paid = r.get(6)?;
            e.net = r.get(7)?;
            e.payload = r.get(8)?;
            e.jackpot = chain::pays_meter_award(&e.payload);
            e.file_sha256 = r.get(9)?;
            let settlement = serde_json::from_str::<serde_json::Value>(&e.payload)
                .map(|v| v["signed"]["settlement"].to_string())
                .unwrap_or_default();
            e.round_sha256 = chain::sha256_hex(settlement.as_bytes());
            Ok(e)
        })
        .map_err(err)?;
    rows.collect::<Result<Vec<_>, _>>().map_err(err)
}

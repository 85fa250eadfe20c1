//! The journal's SQLite store: `journal.sqlite3` in the data folder (or a file named by
//! `journal = "sqlite:PATH"`, shared by installations on one computer), readable by its
//! owner only, with versioned schema migrations.
//!
//! Schema versions (SQLite's `user_version`):
//! - 1: the first journal (`slips` and `copies` tables, `user_version` 0), unchained;
//! - 2: `entries` (the chain, one row per [`Record`]) and `placed` (copies whose file
//!   was put in place);
//! - 3: each entry's `station` and `signer` (issue 15); entries from before keep both
//!   empty, which their hashes never covered;
//! - 4: a year on the floor (issue 18): each entry's `payload_sha256` (what its hash
//!   covers of its slip record, so the chain can be walked without reading records) and
//!   `jackpot` flag, an index by kind and time, `checkpoints` (signed heads) and
//!   `unplaced` (copies whose file is not yet known to be in place), so that every
//!   operation on one slip reads by index;
//! - 5: who signs (issue 19): no table changes, but the chain may hold `staff`,
//!   `refused` and `rotate` entries, which an older Pitpay would not read; the version
//!   makes it say so and stop instead;
//! - 6: a record no one can rewrite (issue 31): each entry's `register` and `refused`
//!   (the newest entry of each group before it, which its hash covers), an index by kind
//!   and entry, `register_checkpoints` (the staff register and station keys as they
//!   stood at a register entry, signed) and `meta` (whether the journal is one
//!   installation's own or shared by stations). The chain may hold `gap` entries.
//!
//! Migrations run once, in one exclusive transaction that re-reads the version first, so
//! that of several processes opening an old journal at once exactly one migrates it. The
//! first journal's rows become chained entries (signed with the installation's key, in
//! slip-number order, followed by a `migrated` entry saying what was carried over); its
//! tables are kept, renamed `v1_slips` and `v1_copies`, for the record.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rusqlite::{params, Connection, OptionalExtension, Row, Transaction, TransactionBehavior};

use super::chain::{self, Event, Group, Head, Kind, Record};
use super::{listing, Entry, JournalError, RegisterCheckpoint, SlipFilter, Store};
use crate::keys::Keys;

/// The schema this build writes.
pub const SCHEMA: u32 = 6;

fn err(e: rusqlite::Error) -> JournalError {
    JournalError::Database(Arc::new(e))
}

/// The SQLite journal.
pub struct Sqlite {
    db: Connection,
}

/// Gets the signing key, for a migration (which signs the carried-over entries).
pub type KeySource<'a> = &'a dyn Fn() -> Result<Keys, String>;

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
        register TEXT NOT NULL DEFAULT '', refused TEXT NOT NULL DEFAULT '');
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
        signer TEXT NOT NULL, signature TEXT NOT NULL);";

/// Schema 2 → 3: who wrote and signed each entry.
const V2_TO_V3: &str = "
    ALTER TABLE entries ADD COLUMN station TEXT NOT NULL DEFAULT '';
    ALTER TABLE entries ADD COLUMN signer TEXT NOT NULL DEFAULT '';";

/// Schema 3 → 4: the slip records moved to a table of their own (so that a walk of the
/// chain reads small rows, not every record), the payload hash, the jackpot flag and the
/// indexes of issue 18 (the values of the new columns are filled in by [`fill_v4`],
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

/// Schema 5 → 6 (issue 31): the groups each entry names, the index a register check
/// reads by, the register's signed checkpoints and what the journal is.
const V5_TO_V6: &str = "
    ALTER TABLE entries ADD COLUMN register TEXT NOT NULL DEFAULT '';
    ALTER TABLE entries ADD COLUMN refused TEXT NOT NULL DEFAULT '';
    CREATE INDEX entries_by_kind_seq ON entries (kind, seq);
    CREATE TABLE register_checkpoints (seq INTEGER PRIMARY KEY, hash TEXT NOT NULL,
        state TEXT NOT NULL, time TEXT NOT NULL, signer TEXT NOT NULL, signature TEXT NOT NULL);
    CREATE TABLE register_members (hash TEXT PRIMARY KEY, state TEXT NOT NULL);
    CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);";

/// The slip record, as a column after [`COLUMNS`] and the join that brings it.
const PAYLOAD: (&str, &str) = (", COALESCE(payload, '')", " LEFT JOIN payloads USING (seq)");

/// The columns a [`Record`] is read from, in [`record`]'s order (then the payload).
pub(super) const COLUMNS: &str = "seq, kind, slip, time, who, who_id, reason, table_label, game, \
     paid, net, file_sha256, file, round_sha256, station, signer, prev, hash, signature, \
     payload_sha256, jackpot, register, refused";

impl Sqlite {
    /// The journal file in a data folder.
    pub fn path(dir: &Path) -> PathBuf {
        dir.join("journal.sqlite3")
    }

    /// Opens the journal of a data folder, creating it (owner-only) or migrating it to
    /// [`SCHEMA`].
    pub fn open(dir: &Path, keys: KeySource<'_>) -> Result<Sqlite, JournalError> {
        crate::files::create_private_dir(dir).map_err(|e| JournalError::Folder {
            folder: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
        Sqlite::open_file(&Sqlite::path(dir), keys)
    }

    /// Opens a journal file in a folder that exists, creating it (owner-only) or
    /// migrating it to [`SCHEMA`].
    pub fn open_file(path: &Path, keys: KeySource<'_>) -> Result<Sqlite, JournalError> {
        let dir = crate::files::folder_of(path).to_path_buf();
        let path = path.to_path_buf();
        // A journal is a regular file or nothing yet: a device, a pipe or a folder is
        // never opened, chmod-ed or given SQLite's side files (issue 31).
        if let Ok(meta) = std::fs::metadata(&path) {
            if !meta.is_file() {
                return Err(JournalError::NotAFile {
                    path,
                    what: if meta.is_dir() {
                        "a folder"
                    } else {
                        "a device or a pipe"
                    },
                });
            }
        }
        create_private(&path).map_err(|e| JournalError::Folder {
            folder: dir.clone(),
            source: Arc::new(e),
        })?;
        let mut db = Connection::open(&path).map_err(err)?;
        // Wait for another podium's write (or its first migration) before the first
        // read: a schema read while another process creates the journal was "database
        // is locked" (ten podiums issuing the first slips of a fresh installation).
        db.busy_timeout(std::time::Duration::from_secs(10))
            .map_err(err)?;
        // A journal from a newer Pitpay is refused before anything is changed in it.
        let v = version(&db)?;
        if v > SCHEMA {
            return Err(JournalError::NewerSchema {
                at: path.display().to_string(),
                version: v,
                known: SCHEMA,
            });
        }
        db.execute_batch("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;")
            .map_err(err)?;
        for side in ["-wal", "-shm"] {
            let mut name = path.clone().into_os_string();
            name.push(side);
            let _ = crate::files::make_private(Path::new(&name));
        }
        migrate(&mut db, &path, keys)?;
        Ok(Sqlite { db })
    }
}

/// Creates the database file readable by its owner only before SQLite opens it (SQLite
/// gives its WAL and shared-memory files the database file's mode), and makes an older
/// journal's file owner-only.
fn create_private(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    options.open(path)?;
    crate::files::make_private(path)
}

/// The schema version of an open database: 0 empty, 1 the first journal, else its
/// `user_version`.
fn version(tx: &Connection) -> Result<u32, JournalError> {
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
fn migrate(db: &mut Connection, path: &Path, keys: KeySource<'_>) -> Result<(), JournalError> {
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
                let keys = keys().map_err(|reason| JournalError::NeedsKey {
                    path: path.to_path_buf(),
                    reason,
                })?;
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
            _ => {
                tx.execute_batch(V5_TO_V6).map_err(err)?;
                6
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
    let now = super::now();
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

fn insert(tx: &Connection, r: &Record) -> Result<(), JournalError> {
    let e = &r.event;
    tx.prepare_cached(
        "INSERT INTO entries (seq, kind, slip, time, who, who_id, reason, table_label, game, paid, net,
                              file_sha256, file, round_sha256, station, signer, prev, hash,
                              signature, payload_sha256, jackpot, register, refused)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
                 ?19, ?20, ?21, ?22, ?23)",
    )
    .and_then(|mut stmt| {
        stmt.execute(params![
            r.seq, e.kind.id(), e.slip, e.time, e.who, e.who_id, e.reason, e.table, e.game,
            e.paid, e.net, e.file_sha256, e.file, e.round_sha256, e.station,
            e.signer, r.prev, r.hash, r.signature, e.payload_hash(), e.jackpot, e.register,
            e.refused
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
fn record(r: &Row<'_>, payloads: bool) -> rusqlite::Result<Result<Record, JournalError>> {
    record_from(|i| r.get(i), |i| r.get(i), payloads)
}

/// A record from a stored row of [`COLUMNS`] (then the payload, when `payloads`), read
/// column by column with `int` and `text`: one reading for both stores.
pub(super) fn record_from<E>(
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
    if payloads {
        e.payload = text(23)?;
    }
    Ok(Ok(Record {
        seq,
        event: e,
        prev: text(16)?,
        hash: text(17)?,
        signature: text(18)?,
    }))
}

fn head(tx: &Connection) -> Result<Head, JournalError> {
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
fn head_at(tx: &Connection, r: &Record) -> Result<Head, JournalError> {
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
    Ok(head)
}

/// The newest entry of `group` at or before entry `up_to`, without its record: one
/// look-up by kind and entry per kind.
fn newest_in(tx: &Connection, group: Group, up_to: i64) -> Result<Option<Record>, JournalError> {
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

impl Store for Sqlite {
    fn append<T, E: From<JournalError>>(
        &mut self,
        make: impl FnOnce(&Head) -> Result<(Vec<Record>, T), E>,
    ) -> Result<T, E> {
        let tx = self
            .db
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(err)?;
        let head = head(&tx)?;
        let (records, out) = make(&head)?;
        for r in &records {
            insert(&tx, r)?;
        }
        tx.commit().map_err(err)?;
        Ok(out)
    }

    fn each(
        &self,
        slip: Option<i64>,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let payload = if payloads { PAYLOAD } else { ("", "") };
        let filter = if slip.is_some() {
            "WHERE slip = ?1"
        } else {
            "WHERE ?1 IS NULL"
        };
        let sql = format!(
            "SELECT {COLUMNS}{} FROM entries{} {filter} ORDER BY seq",
            payload.0, payload.1
        );
        let mut stmt = self.db.prepare(&sql).map_err(err)?;
        let mut rows = stmt.query(params![slip]).map_err(err)?;
        while let Some(row) = rows.next().map_err(err)? {
            each(record(row, payloads).map_err(err)??)?;
        }
        Ok(())
    }

    fn of_kind(
        &self,
        kind: Kind,
        since: Option<&str>,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let sql = format!(
            "SELECT {COLUMNS}{} FROM entries{} WHERE kind = ?1 AND time >= ?2 ORDER BY seq",
            PAYLOAD.0, PAYLOAD.1
        );
        let mut stmt = self.db.prepare_cached(&sql).map_err(err)?;
        let mut rows = stmt
            .query(params![kind.id(), since.unwrap_or("")])
            .map_err(err)?;
        while let Some(row) = rows.next().map_err(err)? {
            each(record(row, true).map_err(err)??)?;
        }
        Ok(())
    }

    fn range(
        &self,
        from: i64,
        to: i64,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let payload = if payloads { PAYLOAD } else { ("", "") };
        let sql = format!(
            "SELECT {COLUMNS}{} FROM entries{} WHERE seq BETWEEN ?1 AND ?2 ORDER BY seq",
            payload.0, payload.1
        );
        let mut stmt = self.db.prepare_cached(&sql).map_err(err)?;
        let mut rows = stmt.query(params![from, to]).map_err(err)?;
        while let Some(row) = rows.next().map_err(err)? {
            each(record(row, payloads).map_err(err)??)?;
        }
        Ok(())
    }

    fn head(&self) -> Result<Head, JournalError> {
        head(&self.db)
    }

    fn start_at(&self, seq: i64) -> Result<chain::Start, JournalError> {
        let mut start = chain::Start::default();
        if seq == 0 {
            return Ok(start);
        }
        let sql = format!("SELECT {COLUMNS} FROM entries WHERE seq = ?1");
        let at = self
            .db
            .query_row(&sql, [seq], |r| record(r, false))
            .map_err(err)??;
        start.head = head_at(&self.db, &at)?;
        let mut stmt = self
            .db
            .prepare("SELECT slip FROM entries WHERE kind = 'void' AND seq <= ?1")
            .map_err(err)?;
        let voids = stmt.query_map([seq], |r| r.get(0)).map_err(err)?;
        start.void = voids.collect::<Result<_, _>>().map_err(err)?;
        let mut stmt = self
            .db
            .prepare("SELECT station, signer, time FROM entries WHERE slip = 0 AND kind = 'key' AND seq <= ?1 ORDER BY seq")
            .map_err(err)?;
        let keys = stmt
            .query_map([seq], |r| {
                Ok(chain::Registered {
                    station: r.get(0)?,
                    key: r.get(1)?,
                    time: r.get(2)?,
                    retired: None,
                })
            })
            .map_err(err)?;
        for k in keys {
            let k = k.map_err(err)?;
            if !start.registered.iter().any(|r| r.key == k.key) {
                start.registered.push(k);
            }
        }
        Ok(start)
    }

    fn issued_for_round(&self, round_sha256: &str) -> Result<Option<Record>, JournalError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM entries WHERE kind = 'issue' AND round_sha256 = ?1 ORDER BY seq DESC LIMIT 1"
        );
        let found = self
            .db
            .query_row(&sql, [round_sha256], |r| record(r, false))
            .optional()
            .map_err(err)?;
        found.transpose()
    }

    fn mark_placed(&mut self, seq: i64) -> Result<(), JournalError> {
        // Not flushed to disk before returning: the mark is a hint about the disk, which
        // the listing also finds by the file's hash, and a flush would cost every slip a
        // second disk sync. Entries themselves are committed with `synchronous = FULL`.
        self.db
            .execute_batch("PRAGMA synchronous = NORMAL")
            .map_err(err)?;
        let done = self
            .db
            .execute("DELETE FROM unplaced WHERE seq = ?1", [seq]);
        self.db
            .execute_batch("PRAGMA synchronous = FULL")
            .map_err(err)?;
        done.map_err(err)?;
        Ok(())
    }

    fn placed_through(&mut self, seq: i64) -> Result<(), JournalError> {
        self.db
            .execute("DELETE FROM unplaced WHERE seq <= ?1", [seq])
            .map_err(err)?;
        Ok(())
    }

    fn unplaced(&self) -> Result<Vec<Record>, JournalError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM entries WHERE seq IN (SELECT seq FROM unplaced) ORDER BY seq"
        );
        let mut stmt = self.db.prepare(&sql).map_err(err)?;
        let rows = stmt.query_map([], |r| record(r, false)).map_err(err)?;
        let mut out = Vec::new();
        for row in rows {
            out.push(row.map_err(err)??);
        }
        Ok(out)
    }

    fn add_checkpoint(&mut self, c: &chain::Checkpoint) -> Result<(), JournalError> {
        self.db
            .execute(
                "INSERT OR IGNORE INTO checkpoints (seq, hash, time, signer, signature)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![c.seq, c.hash, c.time, c.signer, c.signature],
            )
            .map_err(err)?;
        Ok(())
    }

    fn checkpoints(&self, from: i64, to: i64) -> Result<Vec<chain::Checkpoint>, JournalError> {
        let mut stmt = self
            .db
            .prepare_cached(
                "SELECT seq, hash, time, signer, signature FROM checkpoints
                 WHERE seq BETWEEN ?1 AND ?2 ORDER BY seq",
            )
            .map_err(err)?;
        let rows = stmt.query_map([from, to], checkpoint).map_err(err)?;
        rows.collect::<Result<_, _>>().map_err(err)
    }

    fn checkpoint_from(&self, seq: i64) -> Result<Option<chain::Checkpoint>, JournalError> {
        self.db
            .query_row(
                "SELECT seq, hash, time, signer, signature FROM checkpoints
                 WHERE seq >= ?1 ORDER BY seq LIMIT 1",
                [seq],
                checkpoint,
            )
            .optional()
            .map_err(err)
    }

    fn checkpoint_before(&self, time: &str) -> Result<Option<chain::Checkpoint>, JournalError> {
        self.db
            .query_row(
                "SELECT c.seq, c.hash, c.time, c.signer, c.signature
                 FROM checkpoints c JOIN entries e ON e.seq = c.seq
                 WHERE e.time < ?1 ORDER BY c.seq DESC LIMIT 1",
                [time],
                checkpoint,
            )
            .optional()
            .map_err(err)
    }

    fn count(
        &self,
        kind: Kind,
        since: &str,
        until: &str,
        station: Option<&str>,
    ) -> Result<i64, JournalError> {
        self.db
            .query_row(
                "SELECT COUNT(*) FROM entries WHERE kind = ?1 AND time >= ?2 AND time < ?3
                 AND (?4 IS NULL OR station = ?4)",
                params![kind.id(), since, until, station],
                |r| r.get(0),
            )
            .map_err(err)
    }

    fn head_before(&self, time: &str) -> Result<Option<Head>, JournalError> {
        // The newest entry of each kind before `time`, by the kind-and-time index.
        let mut last: Option<i64> = None;
        for kind in Kind::ALL {
            let seq: Option<i64> = self
                .db
                .query_row(
                    "SELECT seq FROM entries WHERE kind = ?1 AND time < ?2
                     ORDER BY time DESC, seq DESC LIMIT 1",
                    params![kind.id(), time],
                    |r| r.get(0),
                )
                .optional()
                .map_err(err)?;
            last = last.max(seq);
        }
        let Some(seq) = last else { return Ok(None) };
        let start = self.start_at(seq)?;
        Ok(Some(start.head))
    }

    fn newest_in(&self, group: Group, up_to: i64) -> Result<Option<Record>, JournalError> {
        newest_in(&self.db, group, up_to)
    }

    fn group_after(
        &self,
        group: Group,
        after: i64,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let kinds: Vec<String> = group
            .kinds()
            .iter()
            .map(|k| format!("'{}'", k.id()))
            .collect();
        let sql = format!(
            "SELECT {COLUMNS}{} FROM entries{} WHERE kind IN ({}) AND seq > ?1 ORDER BY seq",
            PAYLOAD.0,
            PAYLOAD.1,
            kinds.join(", ")
        );
        let mut stmt = self.db.prepare_cached(&sql).map_err(err)?;
        let mut rows = stmt.query([after]).map_err(err)?;
        while let Some(row) = rows.next().map_err(err)? {
            each(record(row, true).map_err(err)??)?;
        }
        Ok(())
    }

    fn register_checkpoint(&self) -> Result<Option<RegisterCheckpoint>, JournalError> {
        self.db
            .query_row(
                "SELECT seq, hash, state, time, signer, signature FROM register_checkpoints
                 ORDER BY seq DESC LIMIT 1",
                [],
                |r| {
                    Ok(RegisterCheckpoint {
                        seq: r.get(0)?,
                        hash: r.get(1)?,
                        state: r.get(2)?,
                        time: r.get(3)?,
                        signer: r.get(4)?,
                        signature: r.get(5)?,
                    })
                },
            )
            .optional()
            .map_err(err)
    }

    fn add_register_checkpoint(
        &mut self,
        c: &RegisterCheckpoint,
        members: &[(String, String)],
    ) -> Result<(), JournalError> {
        let tx = self.db.transaction().map_err(err)?;
        for (hash, state) in members {
            tx.prepare_cached(
                "INSERT OR IGNORE INTO register_members (hash, state) VALUES (?1, ?2)",
            )
            .and_then(|mut stmt| stmt.execute(params![hash, state]))
            .map_err(err)?;
        }
        tx.commit().map_err(err)?;
        self.db
            .execute(
                "INSERT OR IGNORE INTO register_checkpoints (seq, hash, state, time, signer, signature)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![c.seq, c.hash, c.state, c.time, c.signer, c.signature],
            )
            .map_err(err)?;
        // Only the newest is read: the older ones are dead weight.
        self.db
            .execute("DELETE FROM register_checkpoints WHERE seq < ?1", [c.seq])
            .map_err(err)?;
        Ok(())
    }

    fn register_members(&self, hashes: &[String]) -> Result<Vec<(String, String)>, JournalError> {
        // One query for any number: the hashes as a JSON array SQLite reads itself.
        let list = serde_json::to_string(hashes).unwrap_or_default();
        let mut stmt = self
            .db
            .prepare_cached(
                "SELECT hash, state FROM register_members
                 WHERE hash IN (SELECT value FROM json_each(?1))",
            )
            .map_err(err)?;
        let rows = stmt
            .query_map([list], |r| Ok((r.get(0)?, r.get(1)?)))
            .map_err(err)?;
        rows.collect::<Result<_, _>>().map_err(err)
    }

    fn drop_checkpoints_after(&mut self, seq: i64) -> Result<(), JournalError> {
        self.db
            .execute_batch(&format!(
                "DELETE FROM checkpoints WHERE seq > {seq}; DELETE FROM register_checkpoints WHERE seq > {seq};"
            ))
            .map_err(err)
    }

    fn meta(&self, name: &str) -> Result<Option<String>, JournalError> {
        self.db
            .query_row("SELECT value FROM meta WHERE name = ?1", [name], |r| {
                r.get(0)
            })
            .optional()
            .map_err(err)
    }

    fn set_meta(&mut self, name: &str, value: &str) -> Result<(), JournalError> {
        self.db
            .execute(
                "INSERT OR REPLACE INTO meta (name, value) VALUES (?1, ?2)",
                [name, value],
            )
            .map_err(err)?;
        Ok(())
    }

    fn backup(&self, to: &Path) -> Result<(), JournalError> {
        let mut copy = Connection::open(to).map_err(err)?;
        let backup = rusqlite::backup::Backup::new(&self.db, &mut copy).map_err(err)?;
        // A few pages at a time, pausing between steps so that podiums writing meanwhile
        // are not held up; a step that meets their write starts over where it must.
        backup
            .run_to_completion(512, std::time::Duration::from_millis(2), None)
            .map_err(err)?;
        drop(backup);
        copy.execute_batch("PRAGMA journal_mode = DELETE;")
            .map_err(err)?;
        Ok(())
    }

    fn slips(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError> {
        let (sql, values) = listing::query(filter, &listing::SQLITE, None);
        let values = values.into_iter().map(|v| match v {
            listing::Value::Text(t) => rusqlite::types::Value::Text(t),
            listing::Value::Int(i) => rusqlite::types::Value::Integer(i),
        });
        let mut stmt = self.db.prepare_cached(&sql).map_err(err)?;
        let mut rows = stmt
            .query(rusqlite::params_from_iter(values))
            .map_err(err)?;
        while let Some(r) = rows.next().map_err(err)? {
            let entry = listed(|i| r.get(i), |i| r.get(i)).map_err(err)?;
            if !each(entry)? {
                break;
            }
        }
        Ok(())
    }
}

/// A checkpoint from a row of `seq, hash, time, signer, signature`.
fn checkpoint(r: &Row<'_>) -> rusqlite::Result<chain::Checkpoint> {
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
pub(super) fn listed<E>(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::{Journal, NewSlip};

    /// A schema-2 journal as Pitpay wrote it before stations (issue 9): its tables, and
    /// two chained issues whose entries name no station or signer.
    fn v2_journal(path: &Path, keys: &Keys) {
        let db = Connection::open(path).unwrap();
        db.execute_batch(
            "CREATE TABLE entries (
                seq INTEGER PRIMARY KEY,
                kind TEXT NOT NULL, slip INTEGER NOT NULL, time TEXT NOT NULL,
                who TEXT NOT NULL, who_id TEXT NOT NULL, reason TEXT NOT NULL,
                table_label TEXT NOT NULL, game TEXT NOT NULL, paid TEXT NOT NULL, net TEXT NOT NULL,
                payload TEXT NOT NULL, file_sha256 TEXT NOT NULL, file TEXT NOT NULL,
                round_sha256 TEXT NOT NULL,
                prev TEXT NOT NULL, hash TEXT NOT NULL, signature TEXT NOT NULL);
             CREATE TABLE placed (seq INTEGER PRIMARY KEY);
             PRAGMA user_version = 2;",
        )
        .unwrap();
        let mut head = Head::default();
        for slip in 1..=2 {
            let mut e = Event::new(Kind::Issue, slip, "2026-03-14T21:05:00Z");
            e.payload = format!("{{\"signed\":{{\"slip\":{slip}}}}}");
            let bytes = chain::canonical(head.seq + 1, &e, &head.hash);
            let r = Record {
                seq: head.seq + 1,
                hash: chain::sha256_hex(&bytes),
                signature: keys.sign(&bytes),
                prev: head.hash.clone(),
                event: e,
            };
            db.execute(
                "INSERT INTO entries VALUES (?1, 'issue', ?2, ?3, '', '', '', '', '', '', '', ?4, '', '', '', ?5, ?6, ?7)",
                params![r.seq, slip, r.event.time, r.event.payload, r.prev, r.hash, r.signature],
            )
            .unwrap();
            head = chain::advance(&head, &r);
        }
    }

    /// Issue 15 and 18: a journal of schema 2 gains each entry's station and signer, and
    /// its slip records move to their own table with their hashes beside the entries,
    /// once; its entries still check with the installation's key (slip records
    /// included), and the next slip follows them.
    #[test]
    fn a_schema_2_journal_is_migrated_to_4_and_its_chain_still_holds() {
        let dir = tempfile::tempdir().unwrap();
        let keys = Keys::load_or_create(dir.path()).unwrap();
        v2_journal(&Sqlite::path(dir.path()), &keys);
        let store = Sqlite::open(dir.path(), &|| Err("not needed".into())).unwrap();
        let version: u32 = store
            .db
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(version, SCHEMA);
        let mut journal = Journal::with_store(store);
        let own = keys.public_hex();
        assert_eq!(journal.check(&own).unwrap().unwrap().slips, 2);
        let slip = NewSlip {
            time: "2026-03-14T22:00:00Z",
            supervisor: "Ana Reyes",
            supervisor_id: "S-77",
            table: "BJ-2",
            game: "blackjack",
            paid: "10.00",
            net: "5.00",
            round_sha256: "ab",
            jackpot: false,
        };
        let (number, _) = journal
            .issue(&slip, &keys, |n, _| {
                Ok::<_, JournalError>(crate::journal::Issued {
                    payload: format!("{{\"signed\":{{\"slip\":{n}}}}}"),
                    sha256: String::new(),
                    file: String::new(),
                })
            })
            .unwrap();
        assert_eq!(number, 3);
        let checked = journal.check(&own).unwrap().unwrap();
        assert_eq!((checked.entries, checked.slips), (3, 3));
    }
}

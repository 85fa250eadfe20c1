//! The journal's SQLite store: `journal.sqlite3` in the data folder (or a file named by
//! `journal = "sqlite:PATH"`, shared by installations on one computer), readable by its
//! owner only, with versioned schema migrations.
//!
//! Schema versions (SQLite's `user_version`):
//! - 1: the first journal (`slips` and `copies` tables, `user_version` 0), unchained;
//! - 2: `entries` (the chain, one row per [`Record`]) and `placed` (copies whose file
//!   was put in place);
//! - 3: each entry's `station` and `signer`; entries from before keep both
//!   empty, which their hashes never covered;
//! - 4: a year on the floor: each entry's `payload_sha256` (what its hash
//!   covers of its slip record, so the chain can be walked without reading records) and
//!   `jackpot` flag, an index by kind and time, `checkpoints` (signed heads) and
//!   `unplaced` (copies whose file is not yet known to be in place), so that every
//!   operation on one slip reads by index;
//! - 5: who signs: no table changes, but the chain may hold `staff`,
//!   `refused` and `rotate` entries, which an older Pitpay would not read; the version
//!   makes it say so and stop instead;
//! - 6: a record no one can rewrite: each entry's `register` and `refused`
//!   (the newest entry of each group before it, which its hash covers), an index by kind
//!   and entry, `register_checkpoints` (the staff register and station keys as they
//!   stood at a register entry, signed) and `meta` (whether the journal is one
//!   installation's own or shared by stations). The chain may hold `gap` entries.
//! - 7: one source of truth: each entry's `jackpots`, the tally of the slips that paid
//!   a meter award before it, which its hash covers with its own `jackpot` flag (the
//!   flags already there worked out again from the slip records, once).
//!
//! Migrations run once, in one exclusive transaction that re-reads the version first, so
//! that of several processes opening an old journal at once exactly one migrates it. The
//! first journal's rows become chained entries (signed with the installation's key, in
//! slip-number order, followed by a `migrated` entry saying what was carried over); its
//! tables are kept, renamed `v1_slips` and `v1_copies`, for the record.

mod rows;
mod schema;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use super::authority::RegisterCheckpoint;
use super::chain::{self, Group, Head, Kind, Record};
use super::entry::{Entry, SlipFilter};
use super::error::JournalError;
use super::listing;
use super::store::Store;
use crate::keys::Keys;
use rows::{checkpoint, head, head_at, insert, newest_in, record, PAYLOAD};
pub(super) use rows::{listed, record_from, COLUMNS};
use schema::{migrate, version};

/// The schema this build writes.
pub(crate) const SCHEMA: u32 = 7;

fn err(e: rusqlite::Error) -> JournalError {
    JournalError::Database(Arc::new(e))
}

/// The SQLite journal.
pub struct Sqlite {
    db: Connection,
    /// The database file.
    path: PathBuf,
}

/// Gets the signing key, for a migration (which signs the carried-over entries).
pub(crate) type KeySource<'a> = &'a dyn Fn() -> Result<Keys, String>;

impl Sqlite {
    /// The journal file in a data folder.
    pub(crate) fn path(dir: &Path) -> PathBuf {
        dir.join("journal.sqlite3")
    }

    /// Opens the journal of a data folder, creating it (owner-only) or migrating it to
    /// `SCHEMA`.
    pub(crate) fn open(dir: &Path, keys: KeySource<'_>) -> Result<Sqlite, JournalError> {
        crate::files::create_private_dir(dir).map_err(|e| JournalError::Folder {
            folder: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
        Sqlite::open_file(&Sqlite::path(dir), keys)
    }

    /// Opens a journal file in a folder that exists, creating it (owner-only) or
    /// migrating it to `SCHEMA`.
    pub(crate) fn open_file(path: &Path, keys: KeySource<'_>) -> Result<Sqlite, JournalError> {
        let dir = crate::files::folder_of(path).to_path_buf();
        let path = path.to_path_buf();
        // A journal is a regular file or nothing yet: a device, a pipe or a folder is
        // never opened, chmod-ed or given SQLite's side files.
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
        Ok(Sqlite { db, path })
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

    fn database_identity(&self) -> Result<Option<String>, JournalError> {
        Ok(None)
    }

    fn file(&self) -> Option<&Path> {
        Some(&self.path)
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

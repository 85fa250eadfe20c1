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
//! - 8: the cage: each issue's `to_pay` (the amount to be paid) and `cage` flag, which
//!   its hash covers; `paid` entries, at most one a slip (a unique index).
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

use super::chain::{self, Group, Head, Kind, Record};
use super::entry::{Entry, SlipFilter};
use super::error::JournalError;
use super::kept::RegisterCheckpoint;
use super::sql::{listed, slips_query, SQLITE};
use super::store::Store;
use crate::keys::Keys;
use rows::{bound, checkpoint, head, head_at, insert, newest_in, record};
use schema::{migrate, version};

/// The schema this build writes.
pub(crate) const SCHEMA: u32 = 8;

fn err(e: rusqlite::Error) -> JournalError {
    JournalError::Database(Arc::new(e))
}

/// The SQLite journal.
pub(crate) struct Sqlite {
    db: Connection,
    /// The database file.
    path: PathBuf,
}

/// Gets the signing key, for a migration (which signs the carried-over entries).
pub(crate) type KeySource<'a> = &'a dyn Fn() -> Result<Option<Keys>, crate::keys::KeyError>;

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
    fn append_records(
        &mut self,
        make: &mut dyn FnMut(&Head) -> Option<Vec<Record>>,
    ) -> Result<(), JournalError> {
        let tx = self
            .db
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(err)?;
        let head = head(&tx)?;
        // Nothing to store: the transaction rolls back as it is dropped.
        let Some(records) = make(&head) else {
            return Ok(());
        };
        for r in &records {
            insert(&tx, r)?;
        }
        tx.commit().map_err(err)
    }

    fn each(
        &self,
        slip: Option<i64>,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let sql = SQLITE.slip_records(payloads, slip.is_some());
        self.records(&sql, params![slip], payloads, each)
    }

    fn of_kind(
        &self,
        kind: Kind,
        since: Option<&str>,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let sql = SQLITE.records_of_kind();
        self.records(&sql, params![kind.id(), since.unwrap_or("")], true, each)
    }

    fn range(
        &self,
        from: i64,
        to: i64,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let sql = SQLITE.records_between(payloads);
        self.records(&sql, params![from, to], payloads, each)
    }

    fn head(&self) -> Result<Head, JournalError> {
        head(&self.db)
    }

    fn jackpots_through(&self, seq: i64) -> Result<String, JournalError> {
        rows::jackpots_through(&self.db, seq)
    }

    fn start_at(&self, seq: i64) -> Result<chain::Start, JournalError> {
        let mut start = chain::Start::default();
        if seq == 0 {
            return Ok(start);
        }
        let at = self
            .db
            .query_row(&SQLITE.record_at(), [seq], |r| record(r, false))
            .map_err(err)??;
        start.head = head_at(&self.db, &at)?;
        let mut stmt = self.db.prepare(&SQLITE.voids_through()).map_err(err)?;
        let voids = stmt.query_map([seq], |r| r.get(0)).map_err(err)?;
        start.void = voids.collect::<Result<_, _>>().map_err(err)?;
        let mut stmt = self.db.prepare(&SQLITE.keys_through()).map_err(err)?;
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
        let found = self
            .db
            .query_row(&SQLITE.issued_for_round(), [round_sha256], |r| {
                record(r, false)
            })
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
        let done = self.db.execute_batch(&SQLITE.placed(seq));
        self.db
            .execute_batch("PRAGMA synchronous = FULL")
            .map_err(err)?;
        done.map_err(err)
    }

    fn placed_through(&mut self, seq: i64) -> Result<(), JournalError> {
        self.execute(&SQLITE.placed_through(), params![seq])
    }

    fn unplaced(&self) -> Result<Vec<Record>, JournalError> {
        let mut out = Vec::new();
        self.records(&SQLITE.unplaced_records(), params![], false, &mut |r| {
            out.push(r);
            Ok(())
        })?;
        Ok(out)
    }

    fn add_checkpoint(&mut self, c: &chain::Checkpoint) -> Result<(), JournalError> {
        self.execute(
            &SQLITE.add_checkpoint(),
            params![c.seq, c.hash, c.time, c.signer, c.signature],
        )
    }

    fn checkpoints(&self, from: i64, to: i64) -> Result<Vec<chain::Checkpoint>, JournalError> {
        let mut stmt = self
            .db
            .prepare_cached(&SQLITE.checkpoints_between())
            .map_err(err)?;
        let rows = stmt.query_map([from, to], checkpoint).map_err(err)?;
        rows.collect::<Result<_, _>>().map_err(err)
    }

    fn checkpoint_from(&self, seq: i64) -> Result<Option<chain::Checkpoint>, JournalError> {
        self.db
            .query_row(&SQLITE.checkpoint_from(), [seq], checkpoint)
            .optional()
            .map_err(err)
    }

    fn checkpoint_before(&self, time: &str) -> Result<Option<chain::Checkpoint>, JournalError> {
        self.db
            .query_row(&SQLITE.checkpoint_before(), [time], checkpoint)
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
                &SQLITE.count(),
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
                    &SQLITE.newest_of_kind_before(),
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
        let sql = SQLITE.records_of_kinds_after(group.kinds());
        self.records(&sql, params![after], true, each)
    }

    fn register_checkpoint(&self) -> Result<Option<RegisterCheckpoint>, JournalError> {
        self.db
            .query_row(&SQLITE.register_checkpoint(), [], |r| {
                Ok(RegisterCheckpoint {
                    seq: r.get(0)?,
                    hash: r.get(1)?,
                    state: r.get(2)?,
                    time: r.get(3)?,
                    signer: r.get(4)?,
                    signature: r.get(5)?,
                })
            })
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
            tx.prepare_cached(&SQLITE.add_register_member())
                .and_then(|mut stmt| stmt.execute(params![hash, state]))
                .map_err(err)?;
        }
        tx.commit().map_err(err)?;
        self.execute(
            &SQLITE.add_register_checkpoint(),
            params![c.seq, c.hash, c.state, c.time, c.signer, c.signature],
        )?;
        self.execute(&SQLITE.drop_register_checkpoints_before(), params![c.seq])
    }

    fn register_members(&self, hashes: &[String]) -> Result<Vec<(String, String)>, JournalError> {
        // One query for any number: the hashes as a JSON array SQLite reads itself.
        let list = serde_json::to_string(hashes).unwrap_or_default();
        let mut stmt = self
            .db
            .prepare_cached(&SQLITE.register_members())
            .map_err(err)?;
        let rows = stmt
            .query_map([list], |r| Ok((r.get(0)?, r.get(1)?)))
            .map_err(err)?;
        rows.collect::<Result<_, _>>().map_err(err)
    }

    fn drop_checkpoints_after(&mut self, seq: i64) -> Result<(), JournalError> {
        for sql in &SQLITE.drop_checkpoints_after() {
            self.execute(sql, params![seq])?;
        }
        Ok(())
    }

    fn meta(&self, name: &str) -> Result<Option<String>, JournalError> {
        self.db
            .query_row(&SQLITE.meta(), [name], |r| r.get(0))
            .optional()
            .map_err(err)
    }

    fn set_meta(&mut self, name: &str, value: &str) -> Result<(), JournalError> {
        self.execute(&SQLITE.set_meta(), params![name, value])
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
        let (sql, values) = slips_query(filter, &SQLITE, None);
        let mut stmt = self.db.prepare_cached(&sql).map_err(err)?;
        let mut rows = stmt
            .query(rusqlite::params_from_iter(bound(values)))
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

impl Sqlite {
    /// The records a statement selects, in its order, to `each`.
    fn records(
        &self,
        sql: &str,
        values: impl rusqlite::Params,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let mut stmt = self.db.prepare_cached(sql).map_err(err)?;
        let mut rows = stmt.query(values).map_err(err)?;
        while let Some(row) = rows.next().map_err(err)? {
            each(record(row, payloads).map_err(err)??)?;
        }
        Ok(())
    }

    /// Runs a statement that changes the journal's tables.
    fn execute(&self, sql: &str, values: impl rusqlite::Params) -> Result<(), JournalError> {
        self.db
            .prepare_cached(sql)
            .and_then(|mut stmt| stmt.execute(values))
            .map(drop)
            .map_err(err)
    }
}

//! The slip journal (SQLite, in the user's data folder): every slip with its number,
//! time, supervisor, table, round, totals and the hash of each PDF issued for it.
//!
//! Numbers are sequential with no gaps and are never reused: a number is taken inside
//! the same transaction that records the slip, so a slip that never committed left no
//! number behind, and a committed one always keeps its number (its record holds the
//! whole signed payload, so its PDF can be printed again even if the file is lost).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

/// Why the journal could not be used.
#[derive(Debug, Clone, thiserror::Error)]
pub enum JournalError {
    /// The data folder that holds the journal could not be created.
    #[error("slip journal: {}: cannot create the data folder: {source}", folder.display())]
    Folder {
        /// The data folder.
        folder: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The journal's database failed.
    #[error("slip journal: {0}")]
    Database(Arc<rusqlite::Error>),
    /// No slip has that number.
    #[error("slip journal: no slip number {0}")]
    NoSlip(i64),
}

fn err(e: rusqlite::Error) -> JournalError {
    JournalError::Database(Arc::new(e))
}

/// A slip as the journal lists it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Entry {
    /// Slip number.
    pub number: i64,
    /// When it was issued (UTC, RFC 3339).
    pub time: String,
    /// Signing-off supervisor.
    pub supervisor: String,
    /// Their ID.
    pub supervisor_id: String,
    /// Table label.
    pub table: String,
    /// Game id.
    pub game: String,
    /// Total paid to players.
    pub paid: String,
    /// Player net.
    pub net: String,
    /// `issued`, `reprinted` or `void`.
    pub state: String,
    /// Why it was voided.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub void_reason: Option<String>,
}

/// The open journal.
pub struct Journal {
    db: Connection,
}

/// What a new slip records.
pub struct NewSlip<'a> {
    /// Time (RFC 3339).
    pub time: &'a str,
    /// Supervisor's name.
    pub supervisor: &'a str,
    /// Supervisor's ID.
    pub supervisor_id: &'a str,
    /// Table label.
    pub table: &'a str,
    /// Game id.
    pub game: &'a str,
    /// Player paid total.
    pub paid: &'a str,
    /// Player net.
    pub net: &'a str,
}

/// What the slip maker hands back for the journal to record with the number.
pub struct Issued {
    /// The signed payload (JSON).
    pub payload: String,
    /// SHA-256 of the PDF, hex.
    pub sha256: String,
    /// The signature over the canonical settlement (identifies the slip).
    pub signature: String,
}

impl Journal {
    /// Opens (creating) the journal in a data folder.
    pub fn open(dir: &Path) -> Result<Journal, JournalError> {
        std::fs::create_dir_all(dir).map_err(|e| JournalError::Folder {
            folder: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
        let db = Connection::open(dir.join("journal.sqlite3")).map_err(err)?;
        db.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             CREATE TABLE IF NOT EXISTS slips (
                 number INTEGER PRIMARY KEY,
                 time TEXT NOT NULL, supervisor TEXT NOT NULL, supervisor_id TEXT NOT NULL,
                 table_label TEXT NOT NULL, game TEXT NOT NULL, paid TEXT NOT NULL, net TEXT NOT NULL,
                 state TEXT NOT NULL DEFAULT 'issued', void_reason TEXT,
                 signature TEXT NOT NULL, payload TEXT NOT NULL);
             CREATE TABLE IF NOT EXISTS copies (
                 slip INTEGER NOT NULL REFERENCES slips(number),
                 kind TEXT NOT NULL, sha256 TEXT NOT NULL, time TEXT NOT NULL);",
        )
        .map_err(err)?;
        Ok(Journal { db })
    }

    /// Takes the next number and records a slip in one transaction. `make` builds the
    /// signed payload and the PDF for that number and writes the PDF to a temporary file
    /// (nothing is at the final path yet); it returns what to record. The
    /// caller renames the file into place after this returns.
    pub fn issue<E: From<JournalError>>(
        &mut self,
        slip: &NewSlip<'_>,
        make: impl FnOnce(i64) -> Result<Issued, E>,
    ) -> Result<i64, E> {
        let tx = self
            .db
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(err)?;
        let number: i64 = tx
            .query_row("SELECT COALESCE(MAX(number), 0) + 1 FROM slips", [], |r| {
                r.get(0)
            })
            .map_err(err)?;
        let made = make(number)?;
        tx.execute(
            "INSERT INTO slips (number, time, supervisor, supervisor_id, table_label, game, paid, net, signature, payload)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![number, slip.time, slip.supervisor, slip.supervisor_id, slip.table, slip.game, slip.paid, slip.net, made.signature, made.payload],
        )
        .map_err(err)?;
        tx.execute(
            "INSERT INTO copies (slip, kind, sha256, time) VALUES (?1, 'original', ?2, ?3)",
            params![number, made.sha256, slip.time],
        )
        .map_err(err)?;
        tx.commit().map_err(err)?;
        Ok(number)
    }

    /// Records a reprint's hash and marks the slip reprinted (unless void).
    pub fn record_reprint(
        &mut self,
        number: i64,
        sha: &str,
        time: &str,
    ) -> Result<(), JournalError> {
        let tx = self.db.transaction().map_err(err)?;
        tx.execute(
            "INSERT INTO copies (slip, kind, sha256, time) VALUES (?1, 'reprint', ?2, ?3)",
            params![number, sha, time],
        )
        .map_err(err)?;
        tx.execute(
            "UPDATE slips SET state = 'reprinted' WHERE number = ?1 AND state = 'issued'",
            params![number],
        )
        .map_err(err)?;
        tx.commit().map_err(err)
    }

    /// Voids a slip with a reason.
    pub fn void(&mut self, number: i64, reason: &str) -> Result<(), JournalError> {
        let n = self
            .db
            .execute(
                "UPDATE slips SET state = 'void', void_reason = ?2 WHERE number = ?1",
                params![number, reason],
            )
            .map_err(err)?;
        if n == 0 {
            return Err(JournalError::NoSlip(number));
        }
        Ok(())
    }

    /// A slip's signed payload and state.
    pub fn payload(&self, number: i64) -> Result<Option<(String, String, String)>, JournalError> {
        self.db
            .query_row(
                "SELECT payload, state, signature FROM slips WHERE number = ?1",
                params![number],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()
            .map_err(err)
    }

    /// The hashes recorded for a slip (original and reprints).
    pub fn hashes(&self, number: i64) -> Result<Vec<String>, JournalError> {
        let mut stmt = self
            .db
            .prepare("SELECT sha256 FROM copies WHERE slip = ?1")
            .map_err(err)?;
        let rows = stmt
            .query_map(params![number], |r| r.get::<_, String>(0))
            .map_err(err)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(err)
    }

    /// Every slip, by number.
    pub fn list(&self) -> Result<Vec<Entry>, JournalError> {
        let mut stmt = self
            .db
            .prepare(
                "SELECT number, time, supervisor, supervisor_id, table_label, game, paid, net, state, void_reason
                 FROM slips ORDER BY number",
            )
            .map_err(err)?;
        let rows = stmt
            .query_map([], |r| {
                Ok(Entry {
                    number: r.get(0)?,
                    time: r.get(1)?,
                    supervisor: r.get(2)?,
                    supervisor_id: r.get(3)?,
                    table: r.get(4)?,
                    game: r.get(5)?,
                    paid: r.get(6)?,
                    net: r.get(7)?,
                    state: r.get(8)?,
                    void_reason: r.get(9)?,
                })
            })
            .map_err(err)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(err)
    }
}

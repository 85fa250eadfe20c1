//! The slip journal: every slip issued, printed again or voided, in a tamper-evident
//! chain (docs/slips-and-journal.md, "The journal").
//!
//! Numbers are sequential with no gaps and are never reused: a number is taken inside
//! the same transaction that records the slip, so a slip that never committed left no
//! number behind, and a committed one always keeps its number (its entry holds the whole
//! signed record, so its PDF can be printed again even if the file is lost).
//!
//! The journal is three layers, so that another database needs only the last:
//! - [`chain`]: entries, their hashes and signatures, and the check that walks them;
//! - [`Journal`]: what the commands ask (issue, reprint, void, list, check, register a
//!   station's key), in terms of chained entries, over any [`Store`](store::Store);
//! - a [`Store`](store::Store): where entries are kept, one object-safe trait each
//!   backend implements once. `sqlite::Sqlite` is the SQLite file in the data folder,
//!   `postgres::Postgres` a database shared by a property's stations, each with
//!   versioned schema migrations and the statements both write in `sql/`; the settings
//!   choose one (`backend`), and the journal holds it as `dyn Store`.
//!
//! Every entry names the station that wrote it. In a shared journal the numbers form
//! one series for every station, and each station signs with its own key, which it
//! registers in the journal once (`pitpay keys --register`) before it writes there.
//!
//! Besides the chain, a store keeps one unchained fact per copy: whether its file was
//! put in place ([`Store::mark_placed`](store::Store::mark_placed)). It is about the
//! disk, not the record, and a slip whose copies were never placed is listed as "file
//! missing".

pub(crate) mod audit;
pub(crate) mod authority;
pub(crate) mod backend;
mod bulk;
pub mod chain;
pub(crate) mod entry;
pub(crate) mod error;
pub(crate) mod gap;
pub(crate) mod guard;
pub(crate) mod handle;
pub(crate) mod identity;
mod kept;
pub(crate) mod memory;
pub(crate) mod postgres;
mod read;
pub(crate) mod recover;
mod sql;
pub(crate) mod sqlite;
mod staff;
mod station_name;
pub(crate) mod store;
pub(crate) mod write;

use std::path::Path;

pub(crate) use self::{
    authority::{Authority, KeyChange, SignedKeyChange, ROTATE_FORMAT},
    backend::Location,
    chain::Kind,
    entry::{now, Actor, Entry, SlipFilter, SlipState},
    error::JournalError,
    gap::Gap,
    handle::Journal,
};

use crate::settings::Settings;
use guard::{check_kind, clock_agrees};
use memory::Memory;

impl Journal {
    /// Opens (creating, or migrating once) the journal an installation's settings name
    /// (its own SQLite file in the data folder when they name none). A migration of an
    /// old own journal signs the carried-over entries with the installation's key.
    pub fn open(dir: &Path) -> Result<Journal, JournalError> {
        let settings = Settings::load(dir).map_err(JournalError::Settings)?;
        let location = Location::of(&settings)?;
        Journal::open_at(dir, &location, settings.station())
    }

    /// Opens the journal at `location` for the station `station` whose data folder is
    /// `dir`.
    pub fn open_at(
        dir: &Path,
        location: &Location,
        station: String,
    ) -> Result<Journal, JournalError> {
        let mut store = backend::open(dir, location)?;
        check_kind(store.as_mut(), location)?;
        let settings = Settings::load(dir).map_err(JournalError::Settings)?;
        let clock = settings.clock();
        if let Some(at) = location.shared() {
            clock_agrees(store.as_mut(), &at, &clock)?;
        }
        let outside = settings.mark_folder();
        let notes = mark_inside(dir, outside.as_deref()).into_iter().collect();
        // A shared journal is named by the server its connection reached: of a primary
        // and its standbys, the one this podium writes to.
        let shared = store.serving().or_else(|| location.shared());
        Ok(Journal {
            store,
            station,
            shared,
            memory: Some(Memory::new(dir, &location.place(), outside.as_deref())),
            notes,
            clock,
            tolerance: settings.clock_tolerance(),
        })
    }

    /// Whether this installation's own journal file exists (whatever the settings say).
    pub fn exists_own(dir: &Path) -> bool {
        Location::Own.exists(dir)
    }

    /// Whether there is a journal to open: this installation's own file exists, or its
    /// settings name a shared journal (or do not read, which opening then reports).
    pub fn exists(dir: &Path) -> bool {
        Settings::load(dir)
            .ok()
            .and_then(|s| Location::of(&s).ok())
            .is_none_or(|location| location.exists(dir))
    }
}

/// The warning every slip carries while the mark's second copy would sit inside the data
/// folder (or nowhere): a data folder restored whole would then bring its old mark back,
/// and the restore would go unnoticed.
fn mark_inside(data_dir: &Path, outside: Option<&Path>) -> Option<pitpay_language::Sentence> {
    let resolve = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let inside = match outside {
        None => true,
        Some(folder) => resolve(folder).starts_with(resolve(data_dir)),
    };
    inside.then(|| {
        pitpay_language::sentence!(
            "note-mark-inside",
            folder = data_dir.display().to_string(),
            settings = crate::settings::FILE
        )
    })
}

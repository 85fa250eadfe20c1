//! The slip journal: every slip issued, printed again or voided, in a tamper-evident
//! chain (issue 9; docs/slips-and-journal.md, "The journal").
//!
//! Numbers are sequential with no gaps and are never reused: a number is taken inside
//! the same transaction that records the slip, so a slip that never committed left no
//! number behind, and a committed one always keeps its number (its entry holds the whole
//! signed record, so its PDF can be printed again even if the file is lost).
//!
//! The journal is three layers, so that another database needs only the last:
//! - [`chain`]: entries, their hashes and signatures, and the check that walks them;
//! - [`Journal`]: what the commands ask (issue, reprint, void, list, check, register a
//!   station's key), in terms of chained entries, over any [`Store`];
//! - a [`Store`]: where entries are kept. `sqlite::Sqlite` is the SQLite file in the
//!   data folder, `postgres::Postgres` a database shared by a property's stations
//!   (issue 15), each with versioned schema migrations; the settings choose one
//!   (`backend`).
//!
//! Every entry names the station that wrote it. In a shared journal the numbers form
//! one series for every station, and each station signs with its own key, which it
//! registers in the journal once (`pitpay keys --register`) before it writes there.
//!
//! Besides the chain, a store keeps one unchained fact per copy: whether its file was
//! put in place ([`Store::mark_placed`]). It is about the disk, not the record, and a
//! slip whose copies were never placed is listed as "file missing".

mod audit;
pub(crate) mod backend;
mod bulk;
pub mod chain;
mod error;
pub mod gap;
mod guard;
mod listing;
pub(crate) mod memory;
pub(crate) mod postgres;
mod read;
pub mod recover;
pub(crate) mod sqlite;
mod staff;
mod store;
mod write;

use std::path::Path;

pub use audit::{Audit, CheckFrom, Scope};
pub use backend::{Backend, Location};
pub use chain::{
    Broken, Checked, Checkpoint, Event, Group, Head, Kind, Record, Registered, Rotation, Start,
    Trust,
};
pub use error::JournalError;
pub use read::{Entry, SlipFilter, SlipRecord, Voided};
pub use staff::{
    Authority, KeyChange, RegisterCheckpoint, SignedKeyChange, StationKey, ROTATE_FORMAT,
};
pub use store::Store;
pub use write::{Actor, CopyFile, Issued, NewSlip};

use crate::settings::Settings;
use guard::{check_kind, clock_agrees};
use memory::Memory;

/// Now, as slips and journal entries write it: UTC to the second. (The system clock:
/// a slip's time comes from the caller, `pitpay_documents::slip::Options`.)
pub fn now() -> String {
    crate::clock::utc_text(jiff::Timestamp::now())
}

/// The journal over a store.
pub struct Journal<S: Store = Backend> {
    store: S,
    /// This station's name, recorded with each entry it writes.
    station: String,
    /// Where the journal is, when it is shared by stations (none: the installation's
    /// own, checked with its own key).
    shared: Option<String>,
    /// What this station remembers of the journal outside it (issue 31): none for a
    /// journal opened over a bare store (tests, benchmarks).
    memory: Option<Memory>,
    /// What whoever ran the command should be told, besides what they asked (a mark
    /// that could not be written).
    notes: Vec<String>,
    /// The property's clock (issue 32): local times, gaming days and shifts.
    clock: crate::clock::PropertyClock,
    /// Minutes this podium's clock may be behind the journal's newest entry.
    tolerance: u32,
}

impl Journal<Backend> {
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
        let mut store = Backend::open(dir, location)?;
        check_kind(&mut store, location)?;
        let settings = Settings::load(dir).map_err(JournalError::Settings)?;
        let clock = settings.clock();
        if let Some(at) = location.shared() {
            clock_agrees(&mut store, &at, &clock)?;
        }
        let outside = settings.mark_folder(dir);
        Ok(Journal {
            store,
            station,
            shared: location.shared(),
            memory: Some(Memory::new(dir, &location.place(), outside.as_deref())),
            notes: Vec::new(),
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

impl<S: Store> Journal<S> {
    #[cfg(test)]
    /// An installation's own journal over any store, for a station with no name.
    pub(crate) fn with_store(store: S) -> Journal<S> {
        Journal {
            store,
            station: String::new(),
            shared: None,
            memory: None,
            notes: Vec::new(),
            clock: crate::clock::PropertyClock::computer(),
            tolerance: crate::settings::DEFAULT_CLOCK_TOLERANCE,
        }
    }

    /// The property's clock, as this podium's settings (and a shared journal) say.
    pub fn clock(&self) -> &crate::clock::PropertyClock {
        &self.clock
    }

    /// What whoever ran the command should be told besides what they asked, once.
    pub fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    /// The station this journal's entries are written for.
    pub fn station(&self) -> &str {
        &self.station
    }

    /// Where the journal is when it is shared by stations (none: the installation's own).
    pub fn shared(&self) -> Option<&str> {
        self.shared.as_deref()
    }

    /// Copies the journal to the new file `to` (an existing one only with `force`, and
    /// never a folder, device or pipe), whole and consistent while podiums use it: the
    /// copy is made beside `to` and renamed into place when complete (issue 31).
    pub fn backup(&self, to: &Path, force: bool) -> Result<Head, JournalError> {
        crate::files::check_output(to, force, &[]).map_err(|e| JournalError::Backup {
            path: to.to_path_buf(),
            why: e.to_string(),
        })?;
        let head = self.store.head()?;
        let cannot = |e: std::io::Error| JournalError::Backup {
            path: to.to_path_buf(),
            why: e.to_string(),
        };
        let staged = crate::files::Staged::write(to, b"", crate::files::Access::OwnerOnly)
            .map_err(cannot)?;
        self.store.backup(staged.temp())?;
        staged.commit().map_err(cannot)?;
        Ok(head)
    }
}

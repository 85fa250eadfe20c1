//! The journal as a value: the store it is kept in, the station that writes
//! it, what the station remembers of it, and the property's clock it reads. What it does
//! is in the files that stand above this one (`write.rs` issues, `read.rs` lists,
//! `audit.rs` checks, ...), each an `impl Journal` of its own; how one is opened from an
//! installation's settings is in `mod.rs`, above them all.

use std::path::Path;

use super::chain::Head;
use super::error::JournalError;
use super::memory::Memory;
use super::store::Store;

/// The journal over a store (whichever backend the settings chose).
pub struct Journal {
    pub(super) store: Box<dyn Store>,
    /// This station's name, recorded with each entry it writes.
    pub(super) station: String,
    /// Where the journal is, when it is shared by stations (none: the installation's
    /// own, checked with its own key).
    pub(super) shared: Option<String>,
    /// What this station remembers of the journal outside it: none for a
    /// journal opened over a bare store (tests, benchmarks).
    pub(super) memory: Option<Memory>,
    /// What whoever ran the command should be told, besides what they asked (a mark
    /// that could not be written).
    pub(super) notes: Vec<pitpay_language::Sentence>,
    /// The property's clock: local times, gaming days and shifts.
    pub(super) clock: crate::clock::PropertyClock,
    /// Minutes this podium's clock may be behind the journal's newest entry.
    pub(super) tolerance: u32,
}

impl Journal {
    /// An installation's own journal over any store, for a station with no name.
    #[cfg(test)]
    pub(crate) fn with_store(store: impl Store + 'static) -> Journal {
        Journal {
            store: Box::new(store),
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
    pub fn take_notes(&mut self) -> Vec<pitpay_language::Sentence> {
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
    /// copy is made beside `to` and renamed into place when complete.
    pub fn backup(&self, to: &Path, force: bool) -> Result<Head, JournalError> {
        if let Some(live) = self.store.file() {
            if is_journal_file(to, live) {
                return Err(JournalError::BackupOverLive {
                    path: to.to_path_buf(),
                });
            }
        }
        crate::files::check_output(to, force, &[]).map_err(|why| JournalError::BackupRefused {
            path: to.to_path_buf(),
            why,
        })?;
        let head = self.store.head()?;
        let cannot = |e: std::io::Error| JournalError::Backup {
            path: to.to_path_buf(),
            why: std::sync::Arc::new(e),
        };
        let staged = crate::files::Staged::write(to, b"", crate::files::Access::OwnerOnly)
            .map_err(cannot)?;
        self.store.backup(staged.temp())?;
        staged.commit().map_err(cannot)?;
        Ok(head)
    }
}

/// Whether `path` names the journal file `live` or one of SQLite's files beside it
/// (`-wal`, `-shm`, `-journal`), however it is written (relative, through a link): a
/// backup over it would replace the journal with a copy of itself mid-write.
fn is_journal_file(path: &Path, live: &Path) -> bool {
    let (Some(path), Some(live)) = (resolved(path), resolved(live)) else {
        return false;
    };
    ["", "-wal", "-shm", "-journal"].iter().any(|side| {
        let mut name = live.clone().into_os_string();
        name.push(side);
        path == Path::new(&name)
    })
}

/// A path as the file system resolves it: the file itself when it exists, else its
/// folder resolved and its name.
fn resolved(path: &Path) -> Option<std::path::PathBuf> {
    if let Ok(p) = std::fs::canonicalize(path) {
        return Some(p);
    }
    let name = path.file_name()?;
    let folder = crate::files::folder_of(path);
    std::fs::canonicalize(folder).ok().map(|f| f.join(name))
}

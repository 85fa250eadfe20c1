//! Why the journal could not be used ([`JournalError`]), each reason in the words of
//! whoever must act on it, and the exit status it calls for (3 when the environment
//! failed, else 2).

use std::path::PathBuf;
use std::sync::Arc;

use pitpay_core::FileError;
use pitpay_language::{sentence, Sentence};

/// Why the journal could not be used.
#[derive(Debug, Clone, thiserror::Error)]
pub enum JournalError {
    /// The data folder that holds the journal could not be created.
    Folder {
        /// The data folder.
        folder: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The journal's database failed.
    Database(Arc<rusqlite::Error>),
    /// No slip has that number.
    NoSlip(i64),
    /// A slip voided already.
    AlreadyVoid(i64),
    /// A slip the cage paid already: it is not paid twice, nor voided.
    AlreadyPaid {
        /// The slip.
        number: i64,
        /// When, by whom and where it was paid.
        paid: Sentence,
        /// What is refused ("it is not paid twice").
        refused: &'static str,
    },
    /// A slip the table pays, brought to the cage.
    PaidAtTable(i64),
    /// A void slip brought to the cage.
    VoidNotPaid(i64),
    /// An older journal must be migrated, which signs its entries: it needs the key.
    NeedsKey {
        /// The journal file.
        path: PathBuf,
        /// Why the key could not be read (none: there is no key).
        why: Option<crate::keys::KeyError>,
    },
    /// A schema this version does not know (made by a newer Pitpay).
    NewerSchema {
        /// The journal (its file, or the shared journal's address).
        at: String,
        /// Its version.
        version: u32,
        /// The newest this build knows.
        known: u32,
    },
    /// The settings (where the journal is, the station's name) do not read.
    Settings(FileError),
    /// The shared journal's server could not be used: why, in words.
    Server {
        /// Its address (`user@host:port/database`).
        at: String,
        /// What went wrong, and what to check.
        why: Sentence,
    },
    /// The connection was lost while an entry was committed, and the server cannot be
    /// asked whether it was.
    Uncertain {
        /// The journal's address.
        at: String,
        /// The slip the entry recorded (0 for an entry that is not a slip's).
        slip: i64,
    },
    /// A shared journal only takes entries from stations whose key is registered.
    NotRegistered {
        /// The shared journal.
        at: String,
        /// This station's name.
        station: String,
        /// Its key's fingerprint.
        fingerprint: String,
    },
    /// Registering a key needs a shared journal.
    NotShared,
    /// This station's key file does not read.
    KeyFile(crate::keys::KeyError),
    /// The station's key is gone, and the journal holds entries it signed.
    KeyMissing {
        /// Where the key file was.
        path: PathBuf,
        /// The fingerprint of the key the journal holds for this station.
        fingerprint: String,
    },
    /// The station's key is not the one the journal holds for it.
    KeyChanged {
        /// The key file.
        path: PathBuf,
        /// Its key's fingerprint.
        have: String,
        /// The fingerprint of the key the journal holds.
        expected: String,
    },
    /// The journal ends before an entry this station wrote or saw, or before a signed
    /// checkpoint: it was restored from an older copy or cut.
    Behind {
        /// The journal, in words.
        at: Sentence,
        /// Its last entry.
        end: i64,
        /// What lies past it ("this podium wrote entry 41 (issue of slip 17) on …").
        what: Sentence,
    },
    /// The journal holds another entry where this station remembers one: it
    /// was restored from an older copy and went on.
    Diverged {
        /// The journal, in words.
        at: Sentence,
        /// The entry.
        seq: i64,
        /// What this station remembers of it.
        what: Sentence,
    },
    /// A recovery left entries lost that no gap records yet: the journal takes nothing
    /// from this station until a manager records them.
    GapOpen {
        /// The journal, in words.
        at: Sentence,
        /// The entries lost ("entries 2-3").
        lost: Sentence,
        /// When the loss was found.
        found: String,
    },
    /// A shared journal whose database (or the journal itself) is not the one this
    /// podium wrote to, with no adoption of it: restored, replaced or moved.
    Replaced {
        /// The journal, in words.
        at: Sentence,
        /// What differs.
        what: Sentence,
    },
    /// A shared journal whose server was promoted from an asynchronous standby since it
    /// was last written: the newest entries may be lost, and their numbers taken again.
    Promoted {
        /// The journal, in words.
        at: Sentence,
        /// The timeline it was last written on.
        was: String,
        /// The timeline its server is on now.
        now: String,
    },
    /// A journal that is one installation's own, opened as a shared one (or the other
    /// way round).
    OtherKind {
        /// The journal's file.
        at: String,
        /// It is a shared journal.
        shared: bool,
    },
    /// A station name that another station's key holds, as written or as it reads
    /// (a look-alike: `pit 1`, `Рit 1` with a Cyrillic `Р`, for `Pit 1`).
    StationTaken {
        /// The shared journal.
        at: String,
        /// This podium's station name.
        station: String,
        /// The name registered, as written there.
        existing: String,
        /// The other podium's key and when it was registered ("key 04ab2051f5da25f0,
        /// registered 2026-11-26T14:02:00Z").
        registered: Sentence,
    },
    /// A journal file that is not a regular file.
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is.
        what: &'static str,
    },
    /// A backup asked over the live journal itself (or one of its own files): a backup
    /// is a copy kept apart from it, never written over it.
    BackupOverLive {
        /// The file asked for.
        path: PathBuf,
    },
    /// A backup refused where it would go.
    BackupRefused {
        /// The file asked for.
        path: PathBuf,
        /// Why not.
        why: crate::files::OutputError,
    },
    /// A backup could not be written.
    Backup {
        /// The file asked for.
        path: PathBuf,
        /// Why not.
        why: Arc<std::io::Error>,
    },
    /// A journal kept on a database server is backed up with the server's tools.
    BackupOnServer {
        /// The journal's address.
        at: String,
    },
    /// This podium's clock is behind the journal's newest entry.
    ClockBehind {
        /// Now, by this podium's clock.
        now: String,
        /// The newest entry's time.
        newest: String,
        /// The newest entry.
        entry: i64,
        /// Who wrote it.
        by: String,
        /// How far behind.
        minutes: i64,
        /// How far it may be.
        tolerance: u32,
    },
    /// A podium whose clock settings differ from the shared journal's.
    ClockDiffers {
        /// The shared journal.
        at: String,
        /// What the journal records.
        journal: Sentence,
        /// What this podium says.
        podium: Sentence,
    },
    /// A wrong PIN could not be recorded, so the PIN check is refused.
    Unrecorded {
        /// Why not.
        why: Sentence,
    },
    /// An entry a command had to read does not hold (changed or removed in the
    /// database): nothing was done on its word.
    Altered(crate::journal::chain::Broken),
    /// The store committed without asking for the entries to write: nothing was
    /// written.
    NotWritten,
    /// The staff register as the journal holds it does not hold (the database was
    /// edited): nobody can sign until it is restored.
    RegisterDamaged(crate::journal::chain::Broken),
    /// A stored entry that does not read (an unknown kind).
    BadEntry {
        /// The entry.
        seq: i64,
        /// Why.
        why: Sentence,
    },
}

impl JournalError {
    /// The refusal of an entry read that does not hold (`why`): named by its number and
    /// what it says it is, never acted on.
    pub(crate) fn altered(
        r: &crate::journal::chain::Record,
        why: crate::journal::chain::Flaw,
    ) -> Self {
        JournalError::Altered(crate::journal::chain::Broken {
            seq: r.seq,
            what: Some(crate::journal::chain::event_said(&r.event)),
            why,
        })
    }

    /// The exit status it calls for: 3 when the environment failed (the shared
    /// journal's server, a connection lost, a journal made by a newer Pitpay), else 2.
    pub fn exit_code(&self) -> u8 {
        match self {
            JournalError::Server { .. }
            | JournalError::Uncertain { .. }
            | JournalError::NewerSchema { .. }
            | JournalError::Behind { .. }
            | JournalError::Diverged { .. }
            | JournalError::GapOpen { .. }
            | JournalError::Replaced { .. }
            | JournalError::Promoted { .. }
            | JournalError::Altered(_)
            | JournalError::Unrecorded { .. }
            | JournalError::ClockBehind { .. } => 3,
            // A slip that must not be paid (or voided once paid): a refusal, as a
            // failed check is.
            JournalError::AlreadyPaid { .. }
            | JournalError::PaidAtTable(_)
            | JournalError::VoidNotPaid(_) => 1,
            _ => 2,
        }
    }
}

pitpay_language::english_display!(JournalError);

/// A path as the sentence names it.
fn shown(path: &std::path::Path) -> String {
    path.display().to_string()
}

/// The journal's refusal, said in any language. What the operating system, the
/// database or the chain's check words (an I/O error, `what` an entry says) is passed
/// as their text.
impl From<&JournalError> for Sentence {
    fn from(e: &JournalError) -> Sentence {
        match e {
            JournalError::Folder { folder, source } => sentence!(
                "journal-error-folder",
                folder = shown(folder),
                why = source.to_string()
            ),
            JournalError::Database(why) => {
                sentence!("journal-error-database", why = why.to_string())
            }
            JournalError::NoSlip(n) => sentence!("journal-error-no-slip", number = n.to_string()),
            JournalError::AlreadyVoid(n) => {
                sentence!("journal-error-already-void", number = n.to_string())
            }
            JournalError::AlreadyPaid {
                number,
                paid,
                refused,
            } => sentence!(
                "journal-error-already-paid",
                number = number.to_string(),
                paid = paid,
                refused = if refused.contains("void") {
                    "void"
                } else {
                    "twice"
                }
            ),
            JournalError::PaidAtTable(n) => {
                sentence!("journal-error-paid-at-table", number = n.to_string())
            }
            JournalError::VoidNotPaid(n) => {
                sentence!("journal-error-void-not-paid", number = n.to_string())
            }
            JournalError::NeedsKey { path, why: None } => {
                sentence!("journal-error-needs-key-none", path = shown(path))
            }
            JournalError::NeedsKey {
                path,
                why: Some(why),
            } => sentence!(
                "journal-error-needs-key",
                path = shown(path),
                why = Sentence::from(why)
            ),
            JournalError::NewerSchema { at, version, known } => sentence!(
                "journal-error-newer-schema",
                at = at,
                version = version.to_string(),
                known = known.to_string()
            ),
            JournalError::Settings(e) => e.placed_sentence(),
            JournalError::Server { at, why } => {
                sentence!("journal-error-server", at = at, why = why)
            }
            JournalError::Uncertain { at, slip } => {
                sentence!("journal-error-uncertain", at = at, slip = slip.to_string())
            }
            JournalError::NotRegistered {
                at,
                station,
                fingerprint,
            } => sentence!(
                "journal-error-not-registered",
                at = at,
                station = station,
                fingerprint = fingerprint
            ),
            JournalError::NotShared => {
                sentence!("journal-error-not-shared", file = crate::settings::FILE)
            }
            JournalError::KeyFile(e) => Sentence::from(e),
            _ => kept(e),
        }
    }
}

/// The refusals of a journal that does not hold what this station remembers, of its
/// keys and of backups.
fn kept(e: &JournalError) -> Sentence {
    match e {
        JournalError::KeyMissing { path, fingerprint } => sentence!(
            "journal-error-key-missing",
            path = shown(path),
            fingerprint = fingerprint
        ),
        JournalError::KeyChanged {
            path,
            have,
            expected,
        } => sentence!(
            "journal-error-key-changed",
            path = shown(path),
            have = have,
            expected = expected
        ),
        JournalError::Behind { at, end, what } => sentence!(
            "journal-error-behind",
            at = at,
            end = end.to_string(),
            what = what
        ),
        JournalError::Diverged { at, seq, what } => sentence!(
            "journal-error-diverged",
            at = at,
            seq = seq.to_string(),
            what = what
        ),
        JournalError::GapOpen { at, lost, found } => sentence!(
            "journal-error-gap-open",
            at = at,
            lost = lost,
            found = found
        ),
        JournalError::Replaced { at, what } => {
            sentence!("journal-error-replaced", at = at, what = what)
        }
        JournalError::Promoted { at, was, now } => {
            sentence!("journal-error-promoted", at = at, was = was, now = now)
        }
        JournalError::OtherKind { at, shared: true } => {
            sentence!("journal-error-other-kind-shared", at = at)
        }
        JournalError::OtherKind { at, shared: false } => {
            sentence!("journal-error-other-kind-own", at = at)
        }
        JournalError::StationTaken {
            at,
            station,
            existing,
            registered,
        } if existing == station => sentence!(
            "journal-error-station-taken",
            at = at,
            station = station,
            registered = registered,
            file = crate::settings::FILE
        ),
        JournalError::StationTaken {
            at,
            station,
            existing,
            registered,
        } => sentence!(
            "journal-error-station-look-alike",
            at = at,
            station = station,
            existing = existing,
            registered = registered,
            file = crate::settings::FILE
        ),
        _ => written(e),
    }
}

/// The refusals of a journal file, a backup, the clock and entries that do not read.
fn written(e: &JournalError) -> Sentence {
    match e {
        JournalError::NotAFile { path, what } => sentence!(
            "journal-error-not-a-file",
            path = shown(path),
            what = if what.contains("folder") {
                "folder"
            } else {
                "other"
            }
        ),
        JournalError::BackupOverLive { path } => {
            sentence!("journal-error-backup-over-live", path = shown(path))
        }
        JournalError::BackupRefused { path, why } => sentence!(
            "journal-error-backup",
            path = shown(path),
            why = Sentence::from(why)
        ),
        JournalError::Backup { path, why } => sentence!(
            "journal-error-backup",
            path = shown(path),
            why = why.to_string()
        ),
        JournalError::BackupOnServer { at } => {
            sentence!("journal-error-backup-on-server", at = at)
        }
        JournalError::ClockBehind {
            now,
            newest,
            entry,
            by,
            minutes,
            tolerance,
        } => sentence!(
            "journal-error-clock-behind",
            now = now,
            newest = newest,
            entry = entry.to_string(),
            by = by,
            minutes = *minutes,
            tolerance = *tolerance
        ),
        JournalError::ClockDiffers {
            at,
            journal,
            podium,
        } => sentence!(
            "journal-error-clock-differs",
            at = at,
            journal = journal,
            podium = podium
        ),
        JournalError::Unrecorded { why } => sentence!("journal-error-unrecorded", why = why),
        JournalError::Altered(b) => sentence!("journal-error-altered", broken = Sentence::from(b)),
        JournalError::NotWritten => sentence!("journal-error-not-written"),
        JournalError::RegisterDamaged(b) => {
            sentence!("journal-error-register-damaged", broken = Sentence::from(b))
        }
        JournalError::BadEntry { seq, why } => {
            sentence!("journal-error-bad-entry", seq = seq.to_string(), why = why)
        }
        // Each other refusal is said by `From` or `kept` before this is asked.
        _ => unreachable!("a journal refusal said twice"),
    }
}

//! Why the journal could not be used ([`JournalError`]), each reason in the words of
//! whoever must act on it, and the exit status it calls for (3 when the environment
//! failed, else 2).

use std::path::PathBuf;
use std::sync::Arc;

use pitpay_core::FileError;

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
    /// A slip voided already.
    #[error("slip journal: slip {0} is already void")]
    AlreadyVoid(i64),
    /// A slip the cage paid already: it is not paid twice, nor voided.
    #[error("slip {number} was already paid at the cage, {paid}: {refused}")]
    AlreadyPaid {
        /// The slip.
        number: i64,
        /// When, by whom and where it was paid.
        paid: String,
        /// What is refused ("it is not paid twice").
        refused: &'static str,
    },
    /// A slip the table pays, brought to the cage.
    #[error("slip {0} is paid at the table, not at the cage: its amount leaves the table's rack, so the cage does not pay it")]
    PaidAtTable(i64),
    /// A void slip brought to the cage.
    #[error("slip {0} is void: it is not paid")]
    VoidNotPaid(i64),
    /// An older journal must be migrated, which signs its entries: it needs the key.
    #[error("slip journal: {}: made by an older Pitpay; chaining its entries needs this installation's signing key: {}", path.display(), why.as_ref().map_or_else(|| "there is no signing key".to_string(), ToString::to_string))]
    NeedsKey {
        /// The journal file.
        path: PathBuf,
        /// Why the key could not be read (none: there is no key).
        why: Option<crate::keys::KeyError>,
    },
    /// A schema this version does not know (made by a newer Pitpay).
    #[error("slip journal: {at}: schema version {version} is newer than this Pitpay understands ({known}); use a newer Pitpay")]
    NewerSchema {
        /// The journal (its file, or the shared journal's address).
        at: String,
        /// Its version.
        version: u32,
        /// The newest this build knows.
        known: u32,
    },
    /// The settings (where the journal is, the station's name) do not read.
    #[error("{0}")]
    Settings(FileError),
    /// The shared journal's server could not be used: why, in words.
    #[error("slip journal: the shared journal at {at}: {why}")]
    Server {
        /// Its address (`user@host:port/database`).
        at: String,
        /// What went wrong, and what to check.
        why: String,
    },
    /// The connection was lost while an entry was committed, and the server cannot be
    /// asked whether it was.
    #[error("slip journal: the connection to the shared journal at {at} was lost while it recorded slip {slip}, and the server cannot be asked whether it did: once it is back, `pitpay journal` lists slip {slip} as file missing if it was recorded (print it with `pitpay reprint {slip}`); if it is not listed, issue the slip again")]
    Uncertain {
        /// The journal's address.
        at: String,
        /// The slip the entry recorded (0 for an entry that is not a slip's).
        slip: i64,
    },
    /// A shared journal only takes entries from stations whose key is registered.
    #[error("slip journal: this station (\"{station}\", key {fingerprint}) is not registered in the shared journal at {at}: its key is registered there once, so that every station can check its slips")]
    NotRegistered {
        /// The shared journal.
        at: String,
        /// This station's name.
        station: String,
        /// Its key's fingerprint.
        fingerprint: String,
    },
    /// Registering a key needs a shared journal.
    #[error("slip journal: this installation keeps its own journal, which needs no registered keys; keys are registered in a journal shared by a property's stations (a `journal` setting in {}, docs/shared-journal.md)", crate::settings::FILE)]
    NotShared,
    /// This station's key file does not read.
    #[error(transparent)]
    KeyFile(crate::keys::KeyError),
    /// The station's key is gone, and the journal holds entries it signed.
    #[error("this station's signing key ({}) is missing, but the journal holds entries signed for this station by key {fingerprint}: nothing was written. Restore the key file from a backup (docs/who-signs.md, \"What to back up\"), or have a manager replace it, which records the new key in the journal so that old and new slips both verify", path.display())]
    KeyMissing {
        /// Where the key file was.
        path: PathBuf,
        /// The fingerprint of the key the journal holds for this station.
        fingerprint: String,
    },
    /// The station's key is not the one the journal holds for it.
    #[error("this station's signing key ({}, key {have}) is not the key the journal holds for this station (key {expected}): it was replaced or copied from elsewhere, and nothing was written. Put the station's own key file back from a backup (docs/who-signs.md, \"What to back up\"), or have a manager make this key the station's", path.display())]
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
    #[error("the journal ({at}) ends at entry {end}, but {what}: it was restored from an older copy or its newest entries were cut. Nothing was written. Bring the missing entries back by recovering the journal (docs/operations.md, \"Restoring and recovering\")")]
    Behind {
        /// The journal, in words.
        at: String,
        /// Its last entry.
        end: i64,
        /// What lies past it ("this podium wrote entry 41 (issue of slip 17) on …").
        what: String,
    },
    /// The journal holds another entry where this station remembers one: it
    /// was restored from an older copy and went on.
    #[error("the journal ({at}) holds another entry at entry {seq} than the one this podium {what}: it was restored from an older copy or cut, and went on. Nothing was written. Bring the missing entries back by recovering the journal (docs/operations.md, \"Restoring and recovering\")")]
    Diverged {
        /// The journal, in words.
        at: String,
        /// The entry.
        seq: i64,
        /// What this station remembers of it.
        what: String,
    },
    /// A recovery left entries lost that no gap records yet: the journal takes nothing
    /// from this station until a manager records them.
    #[error("the journal ({at}) lost {lost} (found by a recovery on {found}), which could not be brought back: it takes no slip until a manager records the gap, or the entries are brought back from slip files and podiums' logs (docs/operations.md, \"Restoring and recovering\"). Nothing was written")]
    GapOpen {
        /// The journal, in words.
        at: String,
        /// The entries lost ("entries 2-3").
        lost: String,
        /// When the loss was found.
        found: String,
    },
    /// A shared journal whose database (or the journal itself) is not the one this
    /// podium wrote to, with no adoption of it: restored, replaced or moved.
    #[error("the shared journal at {at} is not the one this podium wrote to: {what}. Every podium stops until IT recovers it from every podium's log (docs/operations.md, \"Restoring and recovering\"), or, for a move on purpose, a manager adopts it. Nothing was written")]
    Replaced {
        /// The journal, in words.
        at: String,
        /// What differs.
        what: String,
    },
    /// A shared journal whose server was promoted from an asynchronous standby since it
    /// was last written: the newest entries may be lost, and their numbers taken again.
    #[error("the shared journal at {at} was promoted from an asynchronous standby since it was last written (its server's timeline was {was}, now {now}): the newest entries may be lost, and a slip now could take one of their numbers. Every podium stops until IT brings them back with `pitpay journal --recover`, given the slip files and every podium's station log (docs/shared-journal.md, \"High availability\"). Nothing was written")]
    Promoted {
        /// The journal, in words.
        at: String,
        /// The timeline it was last written on.
        was: String,
        /// The timeline its server is on now.
        now: String,
    },
    /// A journal that is one installation's own, opened as a shared one (or the other
    /// way round).
    #[error("the journal {at} is {}: {}", if *.shared { "one shared by a property's stations" } else { "another installation's own journal" }, if *.shared { "an installation's own journal cannot be kept there" } else { "a journal shared by stations must be made as one (point `journal` in settings.toml at a new file, or at the property's PostgreSQL journal: docs/shared-journal.md)" })]
    OtherKind {
        /// The journal's file.
        at: String,
        /// It is a shared journal.
        shared: bool,
    },
    /// A station name that another station's key holds, as written or as it reads
    /// (a look-alike: `pit 1`, `Рit 1` with a Cyrillic `Р`, for `Pit 1`).
    #[error("station \"{station}\" {}is registered in the shared journal at {at} by another podium ({registered}), and this podium has never written as it: give this podium a name of its own with `station = \"...\"` in {}. If this podium is that station and lost its key file, restore the file from a backup (docs/operations.md)", if existing == station { String::new() } else { format!("reads as station \"{existing}\", which ") }, crate::settings::FILE)]
    StationTaken {
        /// The shared journal.
        at: String,
        /// This podium's station name.
        station: String,
        /// The name registered, as written there.
        existing: String,
        /// The other podium's key and when it was registered ("key 04ab2051f5da25f0,
        /// registered 2026-11-26T14:02:00Z").
        registered: String,
    },
    /// A journal file that is not a regular file.
    #[error("slip journal: {} is {what}, not a journal file: nothing was opened or changed. Name a journal file (it is made if absent)", path.display())]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is.
        what: &'static str,
    },
    /// A backup asked over the live journal itself (or one of its own files): a backup
    /// is a copy kept apart from it, never written over it.
    #[error("{}: cannot back up the journal there: it is the live journal itself (or one of its own files): a backup is a copy kept apart from it, never written over it; choose another name", path.display())]
    BackupOverLive {
        /// The file asked for.
        path: PathBuf,
    },
    /// A backup refused where it would go.
    #[error("{}: cannot back up the journal there: {why}", path.display())]
    BackupRefused {
        /// The file asked for.
        path: PathBuf,
        /// Why not.
        why: crate::files::OutputError,
    },
    /// A backup could not be written.
    #[error("{}: cannot back up the journal there: {why}", path.display())]
    Backup {
        /// The file asked for.
        path: PathBuf,
        /// Why not.
        why: Arc<std::io::Error>,
    },
    /// A journal kept on a database server is backed up with the server's tools.
    #[error("the shared journal at {at} is backed up with PostgreSQL's own tools, not by Pitpay: pg_dump -Fc -h HOST -U USER DATABASE > pitpay.dump (docs/operations.md, \"Backing up\")")]
    BackupOnServer {
        /// The journal's address.
        at: String,
    },
    /// This podium's clock is behind the journal's newest entry.
    #[error("this podium's clock says {now}, but the journal's newest entry (entry {entry}, written by {by}) is from {newest}, {minutes} minutes later: set this podium's clock (it may be {tolerance} minutes behind at most: clock_tolerance_minutes in settings.toml). Nothing was written")]
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
    #[error("the shared journal at {at} keeps the property's clock as \"{journal}\", but this podium's settings say \"{podium}\": set time_zone, gaming_day_starts and [[shift]] in settings.toml as every podium has them (or, after changing every podium, record the new ones in the shared journal)")]
    ClockDiffers {
        /// The shared journal.
        at: String,
        /// What the journal records.
        journal: String,
        /// What this podium says.
        podium: String,
    },
    /// A wrong PIN could not be recorded, so the PIN check is refused.
    #[error("a wrong PIN could not be recorded ({why}), so no PIN is checked: every check counts toward the lock")]
    Unrecorded {
        /// Why not.
        why: String,
    },
    /// An entry a command had to read does not hold (changed or removed in the
    /// database): nothing was done on its word.
    #[error("the journal was changed after it was written: {0}. Nothing was done; a check of the journal names what does not hold")]
    Altered(crate::journal::chain::Broken),
    /// The store committed without asking for the entries to write: nothing was
    /// written.
    #[error("slip journal: the store wrote nothing and gave no reason: nothing was recorded")]
    NotWritten,
    /// The staff register as the journal holds it does not hold (the database was
    /// edited): nobody can sign until it is restored.
    #[error("the staff register in the journal does not hold: {0}; a check of the journal says more, and nobody can sign until it is restored")]
    RegisterDamaged(crate::journal::chain::Broken),
    /// A stored entry that does not read (an unknown kind).
    #[error("slip journal: entry {seq} does not read: {why}")]
    BadEntry {
        /// The entry.
        seq: i64,
        /// Why.
        why: String,
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
            what: crate::journal::chain::describe(&r.event),
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

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
//! - a [`Store`]: where entries are kept. [`sqlite::Sqlite`] is the SQLite file in the
//!   data folder, [`postgres::Postgres`] a database shared by a property's stations
//!   (issue 15), each with versioned schema migrations; the settings choose one
//!   ([`backend`]).
//!
//! Every entry names the station that wrote it. In a shared journal the numbers form
//! one series for every station, and each station signs with its own key, which it
//! registers in the journal once (`pitpay keys --register`) before it writes there.
//!
//! Besides the chain, a store keeps one unchained fact per copy: whether its file was
//! put in place ([`Store::mark_placed`]). It is about the disk, not the record, and a
//! slip whose copies were never placed is listed as "file missing".

mod audit;
pub mod backend;
mod bulk;
pub mod chain;
pub mod gap;
mod listing;
pub mod memory;
pub mod postgres;
pub mod recover;
pub mod sqlite;
mod staff;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use audit::{Audit, CheckFrom, Scope};
pub use backend::{Backend, Location};
pub use chain::{
    Broken, Checked, Checkpoint, Event, Group, Head, Kind, Record, Registered, Rotation, Start,
    Trust,
};
pub use sqlite::Sqlite;
pub use staff::{
    Authority, KeyChange, RegisterCheckpoint, SignedKeyChange, StationKey, ROTATE_FORMAT,
};

use crate::error::FileError;
use crate::keys::Keys;
use crate::settings::Settings;
use memory::{Mark, Memory};

/// Now, as slips and journal entries write it: UTC to the second. (The system clock:
/// a slip's time comes from the caller, `pitpay_documents::slip::Options`.)
pub fn now() -> String {
    crate::clock::utc_text(jiff::Timestamp::now())
}

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
    /// An older journal must be migrated, which signs its entries: it needs the key.
    #[error("slip journal: {}: made by an older Pitpay; chaining its entries needs this installation's signing key: {reason}", path.display())]
    NeedsKey {
        /// The journal file.
        path: PathBuf,
        /// Why the key could not be had.
        reason: String,
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
    #[error("slip journal: the connection to the shared journal at {at} was lost while it recorded slip {slip}, and the server cannot be asked whether it did: once it is back, `pitpay journal` lists slip {slip} as file missing if it was recorded (print it with `pitpay reprint {slip} --out FILE`); if it is not listed, issue the slip again")]
    Uncertain {
        /// The journal's address.
        at: String,
        /// The slip the entry recorded (0 for an entry that is not a slip's).
        slip: i64,
    },
    /// A shared journal only takes entries from stations whose key is registered.
    #[error("slip journal: this station (\"{station}\", key {fingerprint}) is not registered in the shared journal at {at}: run `pitpay keys --register` on it once, so that every station can check its slips")]
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
    #[error("{0}")]
    KeyFile(String),
    /// The station's key is gone, and the journal holds entries it signed (issue 19).
    #[error("this station's signing key ({}) is missing, but the journal holds entries signed for this station by key {fingerprint}: nothing was written. Restore the key file from a backup (docs/who-signs.md, \"What to back up\"), or have a manager replace it with `pitpay keys --rotate --by MANAGER_ID`, which records the new key in the journal so that old and new slips both verify", path.display())]
    KeyMissing {
        /// Where the key file was.
        path: PathBuf,
        /// The fingerprint of the key the journal holds for this station.
        fingerprint: String,
    },
    /// The station's key is not the one the journal holds for it (issue 19).
    #[error("this station's signing key ({}, key {have}) is not the key the journal holds for this station (key {expected}): it was replaced or copied from elsewhere, and nothing was written. Put the station's own key file back from a backup (docs/who-signs.md, \"What to back up\"), or have a manager make this key the station's with `pitpay keys --rotate --by MANAGER_ID`", path.display())]
    KeyChanged {
        /// The key file.
        path: PathBuf,
        /// Its key's fingerprint.
        have: String,
        /// The fingerprint of the key the journal holds.
        expected: String,
    },
    /// The journal ends before an entry this station wrote or saw, or before a signed
    /// checkpoint (issue 31): it was restored from an older copy or cut.
    #[error("the journal ({at}) ends at entry {end}, but {what}: it was restored from an older copy or its newest entries were cut. Nothing was written. Bring the missing entries back with `pitpay journal --recover` (docs/operations.md, \"Restoring and recovering\")")]
    Behind {
        /// The journal, in words.
        at: String,
        /// Its last entry.
        end: i64,
        /// What lies past it ("this podium wrote entry 41 (issue of slip 17) on …").
        what: String,
    },
    /// The journal holds another entry where this station remembers one (issue 31): it
    /// was restored from an older copy and went on.
    #[error("the journal ({at}) holds another entry at entry {seq} than the one this podium {what}: it was restored from an older copy or cut, and went on. Nothing was written. Bring the missing entries back with `pitpay journal --recover` (docs/operations.md, \"Restoring and recovering\")")]
    Diverged {
        /// The journal, in words.
        at: String,
        /// The entry.
        seq: i64,
        /// What this station remembers of it.
        what: String,
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
    /// A station name that another station's key holds (issue 31).
    #[error("station \"{station}\" is registered in the shared journal at {at} by another podium (key {fingerprint}, registered {time}), and this podium has never written as it: give this podium a name of its own with `station = \"...\"` in {}. If this podium is that station and lost its key file, restore the file from a backup (docs/operations.md)", crate::settings::FILE)]
    StationTaken {
        /// The shared journal.
        at: String,
        /// The station name.
        station: String,
        /// The other key's fingerprint.
        fingerprint: String,
        /// When it was registered.
        time: String,
    },
    /// A journal file that is not a regular file (issue 31).
    #[error("slip journal: {} is {what}, not a journal file: nothing was opened or changed. Name a journal file (it is made if absent)", path.display())]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is.
        what: &'static str,
    },
    /// A backup could not be written.
    #[error("{}: cannot back up the journal there: {why}", path.display())]
    Backup {
        /// The file asked for.
        path: PathBuf,
        /// Why not.
        why: String,
    },
    /// A journal kept on a database server is backed up with the server's tools.
    #[error("the shared journal at {at} is backed up with PostgreSQL's own tools, not by Pitpay: pg_dump -Fc -h HOST -U USER DATABASE > pitpay.dump (docs/operations.md, \"Backing up\")")]
    BackupOnServer {
        /// The journal's address.
        at: String,
    },
    /// This podium's clock is behind the journal's newest entry (issue 32).
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
    /// A podium whose clock settings differ from the shared journal's (issue 32).
    #[error("the shared journal at {at} keeps the property's clock as \"{journal}\", but this podium's settings say \"{podium}\": set time_zone, gaming_day_starts and [[shift]] in settings.toml as every podium has them (or, after changing every podium, record the new ones with `pitpay journal --adopt-clock`)")]
    ClockDiffers {
        /// The shared journal.
        at: String,
        /// What the journal records.
        journal: String,
        /// What this podium says.
        podium: String,
    },
    /// A wrong PIN could not be recorded, so the PIN check is refused (issue 31).
    #[error("a wrong PIN could not be recorded ({why}), so no PIN is checked: every check counts toward the lock")]
    Unrecorded {
        /// Why not.
        why: String,
    },
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
    /// The exit status it calls for: 3 when the environment failed (the shared
    /// journal's server, a connection lost, a journal made by a newer Pitpay), else 2.
    pub fn exit_code(&self) -> u8 {
        match self {
            JournalError::Server { .. }
            | JournalError::Uncertain { .. }
            | JournalError::NewerSchema { .. }
            | JournalError::Behind { .. }
            | JournalError::Diverged { .. }
            | JournalError::Unrecorded { .. }
            | JournalError::ClockBehind { .. } => 3,
            _ => 2,
        }
    }
}

/// Where journal entries are kept. A backend stores and returns [`Record`]s; it never
/// computes hashes or signatures (that is [`chain`]'s work), so every backend shares
/// one tamper-evident format.
pub trait Store {
    /// One exclusive write: reads the chain's [`Head`] inside the transaction, lets
    /// `make` build the records to append after it (numbers and links come from that
    /// head, so two writers never take the same one), stores them and commits. If
    /// `make` fails, nothing is stored.
    fn append<T, E: From<JournalError>>(
        &mut self,
        make: impl FnOnce(&Head) -> Result<(Vec<Record>, T), E>,
    ) -> Result<T, E>;

    /// Every record in `seq` order (only `slip`'s when given), to `each`. Without
    /// `payloads`, [`Event::payload`] is left empty (listing needs no slip records).
    fn each(
        &self,
        slip: Option<i64>,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError>;

    /// The records with `seq` from `from` to `to` (inclusive), in `seq` order, to `each`.
    fn range(
        &self,
        from: i64,
        to: i64,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError>;

    /// The records of `kind`, with their payloads, in `seq` order, to `each`: read by
    /// the kind index, for the few entries of a kind (staff changes, station keys and
    /// their rotations, recent wrong PINs) however long the journal. `since`: only those
    /// written at or after that time (UTC text).
    fn of_kind(
        &self,
        kind: Kind,
        since: Option<&str>,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError>;

    /// The chain's head, read by index.
    fn head(&self) -> Result<Head, JournalError>;

    /// What a check starting after entry `seq` needs of the entries up to it: the head
    /// there, the slips voided and the keys registered before it.
    fn start_at(&self, seq: i64) -> Result<chain::Start, JournalError>;

    /// The newest issue record whose settlement hash is `round_sha256`, if any.
    fn issued_for_round(&self, round_sha256: &str) -> Result<Option<Record>, JournalError>;

    /// Notes that the copy recorded by entry `seq` was put in place on disk.
    fn mark_placed(&mut self, seq: i64) -> Result<(), JournalError>;

    /// Notes every copy up to entry `seq` as in place (a journal built by
    /// [`Journal::fill`]).
    fn placed_through(&mut self, seq: i64) -> Result<(), JournalError>;

    /// The copies (issue and reprint records, without payloads) not yet known to be in
    /// place: few, however long the journal.
    fn unplaced(&self) -> Result<Vec<Record>, JournalError>;

    /// Stores a checkpoint (one already there for that entry is kept).
    fn add_checkpoint(&mut self, c: &chain::Checkpoint) -> Result<(), JournalError>;

    /// The checkpoints at entries `from` to `to` (inclusive), in order.
    fn checkpoints(&self, from: i64, to: i64) -> Result<Vec<chain::Checkpoint>, JournalError>;

    /// The first checkpoint at or after entry `seq`.
    fn checkpoint_from(&self, seq: i64) -> Result<Option<chain::Checkpoint>, JournalError>;

    /// The last checkpoint at an entry written before `time` (UTC text), if any.
    fn checkpoint_before(&self, time: &str) -> Result<Option<chain::Checkpoint>, JournalError>;

    /// How many entries of `kind` were written in `[since, until)` (UTC text), at
    /// `station` when given.
    fn count(
        &self,
        kind: Kind,
        since: &str,
        until: &str,
        station: Option<&str>,
    ) -> Result<i64, JournalError>;

    /// The chain's head as it stood before `time`: its last entry written before then.
    fn head_before(&self, time: &str) -> Result<Option<Head>, JournalError>;

    /// The newest entry of `group` at or before entry `up_to`, without its record.
    fn newest_in(&self, group: Group, up_to: i64) -> Result<Option<Record>, JournalError>;

    /// The entries of `group` after entry `after`, with their records, in `seq` order,
    /// to `each`: read by the kind index, so a register check after its checkpoint reads
    /// what changed since, not the register's history.
    fn group_after(
        &self,
        group: Group,
        after: i64,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError>;

    /// The newest signed checkpoint of the staff register and station keys, if any.
    fn register_checkpoint(&self) -> Result<Option<RegisterCheckpoint>, JournalError>;

    /// Stores a checkpoint of the register (older ones may be dropped) and its members'
    /// records by their hashes (one already there is kept).
    fn add_register_checkpoint(
        &mut self,
        c: &RegisterCheckpoint,
        members: &[(String, String)],
    ) -> Result<(), JournalError>;

    /// The members' records with these hashes, as (hash, record).
    fn register_members(&self, hashes: &[String]) -> Result<Vec<(String, String)>, JournalError>;

    /// Removes the checkpoints of both kinds after entry `seq`: they stood at entries a
    /// gap records as lost (the gap's record keeps what they said).
    fn drop_checkpoints_after(&mut self, seq: i64) -> Result<(), JournalError>;

    /// A fact the journal keeps about itself, unchained, by name: `mode` (`own`, one
    /// installation's, or `shared` by a property's stations), `clock` (the property's
    /// clock, issue 32).
    fn meta(&self, name: &str) -> Result<Option<String>, JournalError>;

    /// Keeps a fact about the journal, in place of what it kept under that name.
    fn set_meta(&mut self, name: &str, value: &str) -> Result<(), JournalError>;

    /// Copies the whole journal to `to`, consistent while others write to it (SQLite's
    /// online backup; issue 31). A database server's journal is backed up with its own
    /// tools, and refuses.
    fn backup(&self, to: &Path) -> Result<(), JournalError>;

    /// The slips `filter` selects, as listed, newest first or oldest first, to `each`,
    /// which returns `false` to stop. The state is the journal's (issued, reprinted,
    /// void); `file_missing` is set where no copy is known to be in place (the caller
    /// then looks at the disk).
    fn slips(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError>;
}

/// Which slips a listing selects: every field is optional, and all that are given must
/// hold. Times are UTC text compared as written (`2026-11-01` selects from that day's
/// start).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SlipFilter {
    /// Issued at or after.
    pub since: Option<String>,
    /// Issued before.
    pub until: Option<String>,
    /// At this station.
    pub station: Option<String>,
    /// At this table.
    pub table: Option<String>,
    /// Signed off by this supervisor (name or ID).
    pub supervisor: Option<String>,
    /// Only slips that pay a progressive meter award.
    pub jackpot: bool,
    /// Only this slip number.
    pub number: Option<i64>,
    /// Only slips whose player total paid is at least this (cents).
    pub paid_from: Option<i64>,
    /// Only slips whose player total paid is at most this (cents).
    pub paid_to: Option<i64>,
    /// Slip numbers below this (paging newest first), or above it (oldest first).
    pub after: Option<i64>,
    /// Newest first.
    pub newest_first: bool,
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
    /// The station that issued it (absent for slips issued before stations were named).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub station: String,
    /// Why it was voided.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub void_reason: Option<String>,
    /// Committed, but no copy of it was ever put in place (the run was stopped between
    /// recording and renaming): `pitpay reprint` prints it again.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub file_missing: bool,
    /// The slip pays a progressive meter award.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub jackpot: bool,
    /// When it was issued, the property's local time with its offset (issue 32,
    /// `2026-11-26T13:06:01-08:00`).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub local_time: String,
    /// The gaming day it was issued in.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub gaming_day: String,
    /// The shift it was issued in.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub shift: String,
}

impl Entry {
    /// Its local time, gaming day and shift, by the property's `clock`.
    pub fn read_by(&mut self, clock: &crate::clock::PropertyClock) {
        if let Some(stamp) = clock.stamp_utc(&self.time) {
            self.local_time = stamp.rfc3339();
            self.gaming_day = stamp.gaming_day.to_string();
            self.shift = stamp.shift;
        }
    }
}

/// Who did something, as an entry records it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Actor {
    /// Their name.
    pub name: String,
    /// Their ID.
    pub id: String,
}

impl Actor {
    /// Who, as given; with no name, the computer account (`account NAME`), so that an
    /// entry always says who.
    pub fn or_account(name: Option<&str>, id: Option<&str>) -> Actor {
        let name = name.map(str::trim).filter(|n| !n.is_empty());
        Actor {
            name: name.map_or_else(
                || {
                    let user = std::env::var("USER")
                        .or_else(|_| std::env::var("USERNAME"))
                        .unwrap_or_else(|_| "unknown".into());
                    format!("account {user}")
                },
                str::to_string,
            ),
            id: id.map(|i| i.trim().to_string()).unwrap_or_default(),
        }
    }
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
    /// SHA-256 of the settlement (the same round issued twice has the same one).
    pub round_sha256: &'a str,
    /// The slip pays a progressive meter award (indexed for the jackpot record).
    pub jackpot: bool,
}

/// What the slip maker hands back for the journal to record with the number.
pub struct Issued {
    /// The signed payload (JSON).
    pub payload: String,
    /// SHA-256 of the PDF, hex.
    pub sha256: String,
    /// Where the PDF goes.
    pub file: String,
}

/// A new copy's facts: the hash of its PDF and where it goes.
pub struct CopyFile {
    /// SHA-256 of the PDF, hex.
    pub sha256: String,
    /// Where it goes.
    pub file: String,
}

/// One slip's record in the journal: its signed record, state and copies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlipRecord {
    /// The signed payload (JSON) as issued.
    pub payload: String,
    /// The void, when the journal holds one.
    pub void: Option<Voided>,
    /// SHA-256 of every PDF issued for it (original and reprints).
    pub hashes: Vec<String>,
    /// The station that issued it (empty before stations were named).
    pub station: String,
    /// The entry that issued it: the staff register as it stood before this entry
    /// decides who could sign it.
    pub seq: i64,
}

/// A void as the journal records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Voided {
    /// Why.
    pub reason: String,
    /// When (UTC, RFC 3339).
    pub time: String,
    /// Who voided it.
    pub who: Actor,
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
    /// An installation's own journal over any store, for a station with no name.
    pub fn with_store(store: S) -> Journal<S> {
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

    /// The same journal read by another clock (tests).
    pub fn with_clock(mut self, clock: crate::clock::PropertyClock) -> Journal<S> {
        self.clock = clock;
        self
    }

    /// Refuses to write when this podium's clock (`now`) is behind the journal's newest
    /// entry by more than `clock_tolerance_minutes` (issue 32): a slip dated before the
    /// entries it follows would put the wrong gaming day on it. Read by index.
    pub fn check_clock(&self, now: jiff::Timestamp) -> Result<(), JournalError> {
        let head = self.store.head()?;
        if head.seq == 0 {
            return Ok(());
        }
        let mut newest = None;
        self.store.range(head.seq, head.seq, false, &mut |r| {
            newest = Some(r);
            Ok(())
        })?;
        let Some(r) = newest else { return Ok(()) };
        let Ok(then) = r.event.time.parse::<jiff::Timestamp>() else {
            return Ok(());
        };
        let behind = crate::clock::minutes_between(now, then);
        if behind <= i64::from(self.tolerance) {
            return Ok(());
        }
        let stamp = |t| self.clock.stamp(t).local_with_offset();
        let by = if r.event.station.is_empty() {
            "this installation".to_string()
        } else {
            format!("podium \"{}\"", r.event.station)
        };
        Err(JournalError::ClockBehind {
            now: stamp(now),
            newest: stamp(then),
            entry: r.seq,
            by,
            minutes: behind,
            tolerance: self.tolerance,
        })
    }

    /// The same, remembering what this station writes in `memory` (tests).
    pub fn with_memory(store: S, memory: Memory) -> Journal<S> {
        Journal {
            memory: Some(memory),
            ..Journal::with_store(store)
        }
    }

    /// What whoever ran the command should be told besides what they asked, once.
    pub fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    /// The journal in words, for messages: its address, or "this installation's own".
    fn place_words(&self) -> String {
        self.shared
            .clone()
            .unwrap_or_else(|| "this installation's own journal".to_string())
    }

    /// This station's mark (issue 31): the newest entry it wrote or saw, signed by a key
    /// it writes with (`mine`) or one the journal knows (`authority`).
    pub fn mark(&self, authority: &Authority, mine: &str) -> Option<Mark> {
        let memory = self.memory.as_ref()?;
        let knows = |key: &str| {
            key == mine
                || authority.own_keys.iter().any(|(_, k)| k == key)
                || authority.registered.iter().any(|k| k.key == key)
        };
        memory.mark(&knows)
    }

    /// Refuses to write to a journal that lost what this station remembers or what a
    /// checkpoint signed (issue 31): one that ends before either, or holds another entry
    /// where this station remembers one, unless a gap records that entry as lost. Read
    /// by index: the same cost on the millionth slip as on the first.
    pub fn guard(&self, authority: &Authority, mine: &str) -> Result<(), JournalError> {
        let head = self.store.head()?;
        if let Some(c) = self.store.checkpoint_from(head.seq + 1)? {
            return Err(JournalError::Behind {
                at: self.place_words(),
                end: head.seq,
                what: format!("a checkpoint was signed at entry {} on {}", c.seq, c.time),
            });
        }
        match self.mark(authority, mine) {
            Some(mark) => self.holds_mark(&mark, authority, &head),
            None => Ok(()),
        }
    }

    /// The journal holds `mark` (or a gap records its entry as lost).
    pub(super) fn holds_mark(
        &self,
        mark: &Mark,
        authority: &Authority,
        head: &Head,
    ) -> Result<(), JournalError> {
        let seq = mark.record.seq;
        if authority.gaps.iter().any(|g| g.supersedes(&mark.record)) {
            return Ok(());
        }
        let what = format!("this podium {}", mark.describe());
        if seq > head.seq {
            return Err(JournalError::Behind {
                at: self.place_words(),
                end: head.seq,
                what,
            });
        }
        let mut held = None;
        self.store.range(seq, seq, false, &mut |r| {
            held = Some(r.hash);
            Ok(())
        })?;
        if held.as_deref() == Some(mark.record.hash.as_str()) {
            return Ok(());
        }
        Err(JournalError::Diverged {
            at: self.place_words(),
            seq,
            what,
        })
    }

    /// Remembers the journal's head as seen (after a check that held, a recovery), so
    /// that the station's mark covers what others wrote too.
    pub fn remember_head(&mut self) -> Result<(), JournalError> {
        let Some(memory) = &self.memory else {
            return Ok(());
        };
        let head = self.store.head()?;
        let mut last = None;
        self.store.range(head.seq, head.seq, true, &mut |r| {
            last = Some(r);
            Ok(())
        })?;
        if let Some(r) = last {
            if let Err(e) = memory.remember(&r, false) {
                self.notes.push(cannot_remember(memory, &e));
            }
        }
        Ok(())
    }

    /// The station this journal's entries are written for.
    pub fn station(&self) -> &str {
        &self.station
    }

    /// Where the journal is when it is shared by stations (none: the installation's own).
    pub fn shared(&self) -> Option<&str> {
        self.shared.as_deref()
    }

    /// Whether a key is registered in the journal (read from its `key` entries; the
    /// check of the chain is what vouches for them).
    pub fn is_registered(&self, public_hex: &str) -> Result<bool, JournalError> {
        let mut found = false;
        for kind in [Kind::Key, Kind::Rotate] {
            self.store.of_kind(kind, None, &mut |r| {
                found |= r.event.signer == public_hex;
                Ok(())
            })?;
        }
        Ok(found)
    }

    /// A shared journal takes entries only from registered stations, so that every
    /// station can check them.
    fn may_write(&self, keys: &Keys) -> Result<(), JournalError> {
        let Some(at) = &self.shared else {
            return Ok(());
        };
        if self.is_registered(&keys.public_hex())? {
            return Ok(());
        }
        Err(JournalError::NotRegistered {
            at: at.clone(),
            station: self.station.clone(),
            fingerprint: crate::keys::fingerprint(&keys.public()),
        })
    }

    /// Registers this station's key in a shared journal (a `key` entry signed by that
    /// key). `Ok(false)`: it was registered already.
    pub fn register(&mut self, keys: &Keys, who: &Actor, time: &str) -> Result<bool, JournalError> {
        if self.shared.is_none() {
            return Err(JournalError::NotShared);
        }
        if self.is_registered(&keys.public_hex())? {
            return Ok(false);
        }
        let station = self.station.clone();
        self.append(keys, |_| {
            let mut e = Event::new(Kind::Key, 0, time);
            e.station = station;
            e.who = who.name.clone();
            e.who_id = who.id.clone();
            Ok::<_, JournalError>((e, true))
        })
        .map(|(registered, _)| registered)
    }

    /// Appends one entry, built from the head by `make`, signed with `keys`; every
    /// [`chain::CHECKPOINT_EVERY`] entries a signed checkpoint of the new head follows
    /// it (in its own small write: a checkpoint lost to a crash only means a verify
    /// walks on to the next one). Returns what `make` returned and the entry's `seq`.
    fn append<T, E: From<JournalError>>(
        &mut self,
        keys: &Keys,
        make: impl FnOnce(&Head) -> Result<(Event, T), E>,
    ) -> Result<(T, i64), E> {
        let (out, head, record) = self.store.append(|head| {
            let (event, out) = make(head)?;
            let record = chain::link(head, event, keys);
            let after = chain::advance(head, &record);
            Ok::<_, E>((vec![record.clone()], (out, after, record)))
        })?;
        if let Some(memory) = &self.memory {
            if let Err(e) = memory.remember(&record, true) {
                self.notes.push(cannot_remember(memory, &e));
            }
        }
        if head.seq % chain::CHECKPOINT_EVERY == 0 {
            self.store
                .add_checkpoint(&Checkpoint::sign(&head, &now(), keys))?;
        }
        if record.event.kind.group() == Some(Group::Register) {
            // Best effort: without a fresh checkpoint the register is only read from
            // further back.
            let _ = self.checkpoint_register(keys);
        }
        Ok((out, head.seq))
    }

    /// Takes the next number and records a slip in one transaction. `make` builds the
    /// signed payload and the PDF for that number and stages the PDF (nothing is at the
    /// final path yet); it returns what to record. Returns the number and the entry's
    /// `seq` (for [`Journal::mark_placed`] once the file is in place).
    pub fn issue<E: From<JournalError>>(
        &mut self,
        slip: &NewSlip<'_>,
        keys: &Keys,
        make: impl FnOnce(i64, &Head) -> Result<Issued, E>,
    ) -> Result<(i64, i64), E> {
        self.may_write(keys)?;
        let station = self.station.clone();
        let (number, seq) = self.append(keys, |head| -> Result<(Event, i64), E> {
            let number = head.last_slip + 1;
            let made = make(number, head)?;
            let mut e = Event::new(Kind::Issue, number, slip.time);
            e.station = station;
            e.who = slip.supervisor.to_string();
            e.who_id = slip.supervisor_id.to_string();
            e.table = slip.table.to_string();
            e.game = slip.game.to_string();
            e.paid = slip.paid.to_string();
            e.net = slip.net.to_string();
            e.payload = made.payload;
            e.file_sha256 = made.sha256;
            e.file = made.file;
            e.round_sha256 = slip.round_sha256.to_string();
            e.jackpot = slip.jackpot;
            Ok((e, number))
        })?;
        Ok((number, seq))
    }

    /// Records a copy printed again: who, when, its hash and where it goes, in one
    /// transaction with `make`, which is given the head the copy's entry follows (a copy
    /// records where it stands, issue 31), draws and stages the copy, and says its hash
    /// and where it goes. Returns the entry's `seq`.
    pub fn reprint<E: From<JournalError>>(
        &mut self,
        number: i64,
        who: &Actor,
        time: &str,
        keys: &Keys,
        make: impl FnOnce(&Head) -> Result<CopyFile, E>,
    ) -> Result<i64, E> {
        self.may_write(keys)?;
        let station = self.station.clone();
        let ((), seq) = self.append(keys, |head| {
            let copy = make(head)?;
            let mut e = Event::new(Kind::Reprint, number, time);
            e.station = station;
            e.who = who.name.clone();
            e.who_id = who.id.clone();
            e.file_sha256 = copy.sha256;
            e.file = copy.file;
            Ok::<_, E>((e, ()))
        })?;
        Ok(seq)
    }

    /// The gaps recorded in the journal (issue 31), oldest first, read by the kind index:
    /// for listings, History and the shift report (`journal --check` and a verify check
    /// each one's authority).
    pub fn gaps(&self) -> Result<Vec<gap::Gap>, JournalError> {
        let mut gaps = Vec::new();
        self.store.of_kind(Kind::Gap, None, &mut |r| {
            if let Ok(signed) = serde_json::from_str::<gap::SignedGap>(&r.event.payload) {
                gaps.push(gap::Gap {
                    seq: r.seq,
                    record: signed.gap,
                });
            }
            Ok(())
        })?;
        Ok(gaps)
    }

    /// The chain's head, read by index.
    pub fn head(&self) -> Result<Head, JournalError> {
        self.store.head()
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

    /// The journal's last entry, and the entry at `seq` if it holds one (without its
    /// record).
    pub fn entry_at(&self, seq: i64) -> Result<(i64, Option<Record>), JournalError> {
        let end = self.store.head()?.seq;
        let mut found = None;
        if (1..=end).contains(&seq) {
            self.store.range(seq, seq, false, &mut |r| {
                found = Some(r);
                Ok(())
            })?;
        }
        Ok((end, found))
    }

    /// A slip's entries (its issue, reprints and void), without the slip record, read
    /// by index.
    pub fn slip_entries(&self, number: i64) -> Result<Vec<Record>, JournalError> {
        let mut records = Vec::new();
        self.store.each(Some(number), false, &mut |r| {
            records.push(r);
            Ok(())
        })?;
        Ok(records)
    }

    /// Voids a slip: who, when and why.
    pub fn void(
        &mut self,
        number: i64,
        who: &Actor,
        reason: &str,
        time: &str,
        keys: &Keys,
    ) -> Result<(), JournalError> {
        let slip = self.slip(number)?.ok_or(JournalError::NoSlip(number))?;
        if slip.void.is_some() {
            return Err(JournalError::AlreadyVoid(number));
        }
        self.may_write(keys)?;
        let station = self.station.clone();
        self.append(keys, |_| {
            let mut e = Event::new(Kind::Void, number, time);
            e.station = station;
            e.who = who.name.clone();
            e.who_id = who.id.clone();
            e.reason = reason.to_string();
            Ok::<_, JournalError>((e, ()))
        })?;
        Ok(())
    }

    /// Notes that a copy's file is in place.
    pub fn mark_placed(&mut self, seq: i64) -> Result<(), JournalError> {
        self.store.mark_placed(seq)
    }

    /// A slip's signed record, state and the hashes of its copies, read by index (the
    /// journal's word, unchecked: [`Journal::vouch`] checks it).
    pub fn slip(&self, number: i64) -> Result<Option<SlipRecord>, JournalError> {
        let mut records = Vec::new();
        self.store.each(Some(number), true, &mut |r| {
            records.push(r);
            Ok(())
        })?;
        Ok(slip_record(records))
    }

    /// How many entries of `kind` were written in `[since, until)`, at `station`.
    pub fn count(
        &self,
        kind: Kind,
        since: &str,
        until: &str,
        station: Option<&str>,
    ) -> Result<i64, JournalError> {
        self.store.count(kind, since, until, station)
    }

    /// The chain's head as it stood before `time` (none: the journal was empty then).
    pub fn head_before(&self, time: &str) -> Result<Option<Head>, JournalError> {
        self.store.head_before(time)
    }

    /// The slip already issued for the same settlement, if any.
    pub fn issued_for_round(&self, round_sha256: &str) -> Result<Option<Entry>, JournalError> {
        Ok(self
            .store
            .issued_for_round(round_sha256)?
            .map(|r| entry_of(&r.event)))
    }

    /// Every slip, by number, with its state; a slip none of whose copies was put in
    /// place (and none of whose files is where it was written) is marked file missing.
    pub fn list(&self) -> Result<Vec<Entry>, JournalError> {
        let mut out = Vec::new();
        self.slips(&SlipFilter::default(), &mut |e| {
            out.push(e);
            Ok(true)
        })?;
        Ok(out)
    }

    /// The slips `filter` selects, one at a time, to `each` (which returns `false` to
    /// stop): read by index and streamed, so a listing costs what it selects, not what
    /// the journal holds. A slip whose copies are not known to be in place is looked
    /// for on the disk before it is called file missing.
    pub fn slips(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError> {
        self.store.slips(filter, &mut |mut e| {
            if e.file_missing {
                e.file_missing = !self.a_copy_is_on_disk(e.number)?;
            }
            e.read_by(&self.clock);
            each(e)
        })
    }

    /// Whether any copy of slip `number` is where it was written, with its hash.
    fn a_copy_is_on_disk(&self, number: i64) -> Result<bool, JournalError> {
        let mut found = false;
        self.store.each(Some(number), false, &mut |r| {
            let e = &r.event;
            found |= matches!(e.kind, Kind::Issue | Kind::Reprint)
                && file_holds(&e.file, &e.file_sha256);
            Ok(())
        })?;
        Ok(found)
    }

    /// The slips this station recorded whose file never appeared: read from the few
    /// copies not yet known to be in place, never from the whole journal.
    pub fn missing_files(&self) -> Result<Vec<i64>, JournalError> {
        let mut missing = BTreeSet::new();
        for r in self.store.unplaced()? {
            let mine = r.event.station.is_empty() || r.event.station == self.station;
            if r.event.kind != Kind::Issue || !mine || missing.contains(&r.event.slip) {
                continue;
            }
            let filter = SlipFilter {
                after: Some(r.event.slip - 1),
                ..SlipFilter::default()
            };
            let mut first = None;
            self.slips(&filter, &mut |e| {
                first = Some(e);
                Ok(false)
            })?;
            if first.is_some_and(|e| e.number == r.event.slip && e.file_missing) {
                missing.insert(r.event.slip);
            }
        }
        Ok(missing.into_iter().collect())
    }
}

/// A shared journal keeps the property's clock as its first podium said it (issue 32);
/// a podium that says otherwise is refused with both.
fn clock_agrees(
    store: &mut Backend,
    at: &str,
    clock: &crate::clock::PropertyClock,
) -> Result<(), JournalError> {
    let said = clock.describe();
    match store.meta("clock")? {
        None => {
            // Best effort: the next podium records it if this one cannot.
            let _ = store.set_meta("clock", &said);
            Ok(())
        }
        Some(kept) if kept == said => Ok(()),
        Some(kept) => Err(JournalError::ClockDiffers {
            at: at.to_string(),
            journal: kept,
            podium: said,
        }),
    }
}

/// What to tell when the station's memory could not be written: the entry is in the
/// journal, but a restore would not be caught by this podium's mark until its next one.
fn cannot_remember(memory: &Memory, e: &std::io::Error) -> String {
    format!(
        "warning: this podium could not record the entry in its own log ({}: {e}), so a journal restored from an older copy may go unnoticed here until its next entry; check the data folder's disk and permissions",
        memory.log().display()
    )
}

/// Says (once) whether a journal is an installation's own or shared by stations, and
/// refuses to open one as the other (issue 31): a podium pointed at another podium's own
/// journal file would otherwise write entries its owner cannot check, and see its
/// owner's as foreign. A journal written before this was recorded is one that has
/// registered station keys (shared) or not (own).
fn check_kind(store: &mut Backend, location: &Location) -> Result<(), JournalError> {
    let want = if location.shared().is_some() {
        "shared"
    } else {
        "own"
    };
    let kind = match store.meta("mode")? {
        Some(kind) => kind,
        None => {
            let mut registered = false;
            if store.head()?.seq > 0 {
                store.of_kind(Kind::Key, None, &mut |_| {
                    registered = true;
                    Ok(())
                })?;
            }
            let found = match (store.head()?.seq, registered) {
                (0, _) => want,
                (_, true) => "shared",
                (_, false) => "own",
            };
            // Best effort: a journal that cannot be written to is told apart the same
            // way next time.
            let _ = store.set_meta("mode", found);
            found.to_string()
        }
    };
    if kind == want {
        return Ok(());
    }
    Err(JournalError::OtherKind {
        at: location
            .shared()
            .unwrap_or_else(|| "in this data folder".to_string()),
        shared: kind == "shared",
    })
}

/// A slip's record from its entries, in chain order: the issue, then its reprints and
/// its void.
fn slip_record(records: Vec<Record>) -> Option<SlipRecord> {
    let mut found: Option<SlipRecord> = None;
    for r in records {
        let e = r.event;
        match (e.kind, found.as_mut()) {
            (Kind::Issue, None) => {
                found = Some(SlipRecord {
                    payload: e.payload,
                    void: None,
                    hashes: vec![e.file_sha256],
                    station: e.station,
                    seq: r.seq,
                })
            }
            (Kind::Reprint, Some(s)) => s.hashes.push(e.file_sha256),
            (Kind::Void, Some(s)) => {
                s.void = Some(Voided {
                    reason: e.reason,
                    time: e.time,
                    who: Actor {
                        name: e.who,
                        id: e.who_id,
                    },
                })
            }
            _ => {}
        }
    }
    found
}

/// The listing of an issue event.
fn entry_of(e: &Event) -> Entry {
    Entry {
        number: e.slip,
        time: e.time.clone(),
        supervisor: e.who.clone(),
        supervisor_id: e.who_id.clone(),
        table: e.table.clone(),
        game: e.game.clone(),
        paid: e.paid.clone(),
        net: e.net.clone(),
        state: "issued".into(),
        station: e.station.clone(),
        void_reason: None,
        file_missing: false,
        jackpot: e.jackpot,
        local_time: String::new(),
        gaming_day: String::new(),
        shift: String::new(),
    }
}

/// Whether `file` holds the PDF whose hash is `sha` (a copy put in place by a run that
/// was stopped before it could say so).
fn file_holds(file: &str, sha: &str) -> bool {
    if file.is_empty() {
        return false;
    }
    crate::files::read_limited(Path::new(file), "a slip", 256 << 20)
        .is_ok_and(|bytes| chain::sha256_hex(&bytes) == sha)
}

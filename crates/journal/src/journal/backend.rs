//! Which store holds an installation's journal, chosen by its settings
//! (README "One slip series for the property").
//!
//! With no `journal` setting (and no `PITPAY_JOURNAL`), an installation keeps its own
//! SQLite journal in its data folder, as it always has. `journal = "postgres://…"` puts
//! it on a PostgreSQL database shared by the property's stations; `journal =
//! "sqlite:/PATH"` on one SQLite file shared by installations on one computer (SQLite's
//! locks do not hold across a network share, so PostgreSQL is the way between
//! computers). A shared journal's entries are checked against the stations' registered
//! keys, not one installation's.

use std::path::{Path, PathBuf};

use super::authority::RegisterCheckpoint;
use super::chain::{Checkpoint, Group, Head, Kind, Record, Start};
use super::entry::{Entry, SlipFilter};
use super::error::JournalError;
use super::postgres::{Address, Postgres};
use super::sqlite::Sqlite;
use super::store::Store;
use crate::settings::Settings;

/// Where a journal is kept.
#[derive(Debug, Clone)]
pub enum Location {
    /// The installation's own SQLite file in its data folder.
    Own,
    /// A SQLite file shared by installations on one computer.
    File(PathBuf),
    /// A PostgreSQL database shared by a property's stations.
    Postgres(Box<Address>),
}

impl Location {
    /// The location the settings name (the installation's own journal when none); a
    /// value that does not read is refused naming the settings file's line, or the
    /// environment variable.
    pub fn of(settings: &Settings) -> Result<Location, JournalError> {
        let Some(value) = &settings.journal else {
            return Ok(Location::Own);
        };
        Location::parse(&value.text)
            .map_err(|message| JournalError::Settings(value.refuse("journal", message)))
    }

    /// Reads a `journal` value: `postgres://…` (or `postgresql://…`) or `sqlite:/PATH`.
    pub(crate) fn parse(text: &str) -> Result<Location, String> {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            return Address::parse(text).map(|a| Location::Postgres(Box::new(a)));
        }
        if let Some(rest) = text.strip_prefix("sqlite:") {
            let path = match rest.strip_prefix("//") {
                Some(after) if after.starts_with('/') => after,
                _ => rest,
            };
            let path = PathBuf::from(path);
            if !path.is_absolute() {
                return Err(
                    "names a journal file without its full path: write e.g. sqlite:/srv/pitpay/journal.sqlite3".into(),
                );
            }
            return Ok(Location::File(path));
        }
        Err("is not a journal address: write postgres://USER:PASSWORD@HOST/DATABASE for the property's shared journal, or leave the setting out for this installation's own".into())
    }

    /// Where a shared journal is, for messages (none for the installation's own).
    pub fn shared(&self) -> Option<String> {
        match self {
            Location::Own => None,
            Location::File(path) => Some(path.display().to_string()),
            Location::Postgres(address) => Some(address.shown().to_string()),
        }
    }

    /// The journal's place, as a station's memory names it (`super::memory`): `own`,
    /// or a short hash of the shared journal's file, or of its server and database.
    pub(crate) fn place(&self) -> String {
        let short = |text: &str| {
            let hash = super::chain::sha256_hex(text.as_bytes());
            hash.get(..16).unwrap_or_default().to_string()
        };
        match self {
            Location::Own => "own".to_string(),
            Location::File(path) => format!("file-{}", short(&path.display().to_string())),
            Location::Postgres(address) => format!("postgres-{}", short(address.place())),
        }
    }

    /// Whether a journal is there to open: the own journal's file exists (a shared one
    /// is always opened, which says whether it can be reached).
    pub(crate) fn exists(&self, dir: &Path) -> bool {
        match self {
            Location::Own => Sqlite::path(dir).exists(),
            Location::File(path) => path.exists(),
            Location::Postgres(_) => true,
        }
    }
}

/// The store a journal is kept in.
pub enum Backend {
    /// A SQLite file (the installation's own, or one shared on this computer).
    Sqlite(Sqlite),
    /// A PostgreSQL database.
    Postgres(Box<Postgres>),
}

impl Backend {
    /// Opens (creating or migrating) the store at `location`, for the installation
    /// whose data folder is `dir` (an old own journal's migration signs with its key).
    pub(crate) fn open(dir: &Path, location: &Location) -> Result<Backend, JournalError> {
        let keys = || {
            crate::keys::Keys::load(dir)
                .map_err(|e| e.to_string())?
                .ok_or_else(|| "there is no signing key".to_string())
        };
        Ok(match location {
            Location::Own => Backend::Sqlite(Sqlite::open(dir, &keys)?),
            Location::File(path) => Backend::Sqlite(Sqlite::open_file(path, &keys)?),
            Location::Postgres(address) => Backend::Postgres(Box::new(Postgres::open(address)?)),
        })
    }
}

impl Store for Backend {
    fn append<T, E: From<JournalError>>(
        &mut self,
        make: impl FnOnce(&Head) -> Result<(Vec<Record>, T), E>,
    ) -> Result<T, E> {
        match self {
            Backend::Sqlite(s) => s.append(make),
            Backend::Postgres(p) => p.append(make),
        }
    }

    fn each(
        &self,
        slip: Option<i64>,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.each(slip, payloads, each),
            Backend::Postgres(p) => p.each(slip, payloads, each),
        }
    }

    fn of_kind(
        &self,
        kind: Kind,
        since: Option<&str>,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.of_kind(kind, since, each),
            Backend::Postgres(p) => p.of_kind(kind, since, each),
        }
    }

    fn range(
        &self,
        from: i64,
        to: i64,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.range(from, to, payloads, each),
            Backend::Postgres(p) => p.range(from, to, payloads, each),
        }
    }

    fn head(&self) -> Result<Head, JournalError> {
        match self {
            Backend::Sqlite(s) => s.head(),
            Backend::Postgres(p) => p.head(),
        }
    }

    fn start_at(&self, seq: i64) -> Result<Start, JournalError> {
        match self {
            Backend::Sqlite(s) => s.start_at(seq),
            Backend::Postgres(p) => p.start_at(seq),
        }
    }

    fn issued_for_round(&self, round_sha256: &str) -> Result<Option<Record>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.issued_for_round(round_sha256),
            Backend::Postgres(p) => p.issued_for_round(round_sha256),
        }
    }

    fn mark_placed(&mut self, seq: i64) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.mark_placed(seq),
            Backend::Postgres(p) => p.mark_placed(seq),
        }
    }

    fn placed_through(&mut self, seq: i64) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.placed_through(seq),
            Backend::Postgres(p) => p.placed_through(seq),
        }
    }

    fn unplaced(&self) -> Result<Vec<Record>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.unplaced(),
            Backend::Postgres(p) => p.unplaced(),
        }
    }

    fn add_checkpoint(&mut self, c: &Checkpoint) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.add_checkpoint(c),
            Backend::Postgres(p) => p.add_checkpoint(c),
        }
    }

    fn checkpoints(&self, from: i64, to: i64) -> Result<Vec<Checkpoint>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.checkpoints(from, to),
            Backend::Postgres(p) => p.checkpoints(from, to),
        }
    }

    fn checkpoint_from(&self, seq: i64) -> Result<Option<Checkpoint>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.checkpoint_from(seq),
            Backend::Postgres(p) => p.checkpoint_from(seq),
        }
    }

    fn checkpoint_before(&self, time: &str) -> Result<Option<Checkpoint>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.checkpoint_before(time),
            Backend::Postgres(p) => p.checkpoint_before(time),
        }
    }

    fn count(
        &self,
        kind: Kind,
        since: &str,
        until: &str,
        station: Option<&str>,
    ) -> Result<i64, JournalError> {
        match self {
            Backend::Sqlite(s) => s.count(kind, since, until, station),
            Backend::Postgres(p) => p.count(kind, since, until, station),
        }
    }

    fn head_before(&self, time: &str) -> Result<Option<Head>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.head_before(time),
            Backend::Postgres(p) => p.head_before(time),
        }
    }

    fn newest_in(&self, group: Group, up_to: i64) -> Result<Option<Record>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.newest_in(group, up_to),
            Backend::Postgres(p) => p.newest_in(group, up_to),
        }
    }

    fn group_after(
        &self,
        group: Group,
        after: i64,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.group_after(group, after, each),
            Backend::Postgres(p) => p.group_after(group, after, each),
        }
    }

    fn register_checkpoint(&self) -> Result<Option<RegisterCheckpoint>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.register_checkpoint(),
            Backend::Postgres(p) => p.register_checkpoint(),
        }
    }

    fn add_register_checkpoint(
        &mut self,
        c: &RegisterCheckpoint,
        members: &[(String, String)],
    ) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.add_register_checkpoint(c, members),
            Backend::Postgres(p) => p.add_register_checkpoint(c, members),
        }
    }

    fn register_members(&self, hashes: &[String]) -> Result<Vec<(String, String)>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.register_members(hashes),
            Backend::Postgres(p) => p.register_members(hashes),
        }
    }

    fn drop_checkpoints_after(&mut self, seq: i64) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.drop_checkpoints_after(seq),
            Backend::Postgres(p) => p.drop_checkpoints_after(seq),
        }
    }

    fn meta(&self, name: &str) -> Result<Option<String>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.meta(name),
            Backend::Postgres(p) => p.meta(name),
        }
    }

    fn set_meta(&mut self, name: &str, value: &str) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.set_meta(name, value),
            Backend::Postgres(p) => p.set_meta(name, value),
        }
    }

    fn database_identity(&self) -> Result<Option<String>, JournalError> {
        match self {
            Backend::Sqlite(s) => s.database_identity(),
            Backend::Postgres(p) => p.database_identity(),
        }
    }

    fn file(&self) -> Option<&Path> {
        match self {
            Backend::Sqlite(s) => s.file(),
            Backend::Postgres(p) => p.file(),
        }
    }

    fn backup(&self, to: &Path) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.backup(to),
            Backend::Postgres(p) => p.backup(to),
        }
    }

    fn slips(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError> {
        match self {
            Backend::Sqlite(s) => s.slips(filter, each),
            Backend::Postgres(p) => p.slips(filter, each),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_journal_value_is_a_postgres_address_or_a_full_sqlite_path() {
        assert!(matches!(
            Location::parse("postgres://pitpay@db/pitpay"),
            Ok(Location::Postgres(_))
        ));
        let Ok(Location::File(p)) = Location::parse("sqlite:///srv/pit/journal.sqlite3") else {
            panic!("a sqlite: path");
        };
        assert_eq!(p, PathBuf::from("/srv/pit/journal.sqlite3"));
        let e = Location::parse("sqlite:journal.sqlite3").unwrap_err();
        assert!(e.contains("full path"), "{e}");
        let e = Location::parse("mysql://pitpay@db/pitpay").unwrap_err();
        assert!(e.contains("is not a journal address"), "{e}");
    }

    #[test]
    fn a_bad_journal_setting_names_the_settings_file_line_and_key() {
        let s = Settings::parse("settings.toml", "station = \"A\"\njournal = \"db\"\n").unwrap();
        let e = Location::of(&s).unwrap_err().to_string();
        assert!(
            e.starts_with("settings.toml:2: journal: is not a journal address"),
            "{e}"
        );
    }
}

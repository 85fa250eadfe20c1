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

use super::error::JournalError;
use super::postgres::connect::AddressError;
use super::postgres::{Address, Deadlines, Postgres};
use super::sqlite::Sqlite;
use super::store::Store;
use crate::settings::Settings;
use std::time::Duration;

/// Why a `journal` setting does not read, in the words that follow its name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum LocationError {
    /// A PostgreSQL address that does not read.
    #[error(transparent)]
    Address(#[from] AddressError),
    /// A journal file named without its full path.
    #[error(
        "names a journal file without its full path: write e.g. sqlite:/srv/pitpay/journal.sqlite3"
    )]
    NotFull,
    /// Neither kind of address.
    #[error("is not a journal address: write postgres://USER:PASSWORD@HOST/DATABASE for the property's shared journal, or leave the setting out for this installation's own")]
    NotAnAddress,
}

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
        let location = Location::parse(&value.text)
            .map_err(|why| JournalError::Settings(value.refuse("journal", why.to_string())))?;
        Ok(match location {
            Location::Postgres(address) => {
                let mut d = Deadlines::default();
                if let Some(s) = settings.journal_connect_seconds {
                    d.connect = Duration::from_secs(u64::from(s));
                }
                if let Some(s) = settings.journal_statement_seconds {
                    d.statement = Duration::from_secs(u64::from(s));
                }
                Location::Postgres(Box::new(address.with_deadlines(d)))
            }
            other => other,
        })
    }

    /// Reads a `journal` value: `postgres://…` (or `postgresql://…`) or `sqlite:/PATH`.
    pub(crate) fn parse(text: &str) -> Result<Location, LocationError> {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            return Ok(Location::Postgres(Box::new(Address::parse(text)?)));
        }
        if let Some(rest) = text.strip_prefix("sqlite:") {
            let path = match rest.strip_prefix("//") {
                Some(after) if after.starts_with('/') => after,
                _ => rest,
            };
            let path = PathBuf::from(path);
            if !path.is_absolute() {
                return Err(LocationError::NotFull);
            }
            return Ok(Location::File(path));
        }
        Err(LocationError::NotAnAddress)
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

/// Opens (creating or migrating) the store at `location`, for the installation whose
/// data folder is `dir` (an old own journal's migration signs with its key).
pub(crate) fn open(dir: &Path, location: &Location) -> Result<Box<dyn Store>, JournalError> {
    let keys = || crate::keys::Keys::load(dir);
    Ok(match location {
        Location::Own => Box::new(Sqlite::open(dir, &keys)?),
        Location::File(path) => Box::new(Sqlite::open_file(path, &keys)?),
        Location::Postgres(address) => Box::new(Postgres::open(address)?),
    })
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
        assert_eq!(e, LocationError::NotFull);
        assert!(e.to_string().contains("full path"), "{e}");
        let e = Location::parse("mysql://pitpay@db/pitpay").unwrap_err();
        assert_eq!(e, LocationError::NotAnAddress);
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

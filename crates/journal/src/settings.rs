//! An installation's settings: `settings.toml` in the data folder (README
//! "One slip series for the property").
//!
//! Every key is optional, and an installation with no settings file works as it always
//! has (its own SQLite journal in the data folder, named after the computer):
//!
//! ```toml
//! journal = "postgres://pitpay:secret@db.casino.lan/pitpay?sslmode=require"
//! station = "Pit 2 podium"
//! paper = "letter"      # or "a4": the slips' paper size
//! lock_after_minutes = 10
//! printer = "Pit2-Podium"   # `--print` prints here (CUPS's name; default: the default printer)
//! ```
//!
//! - `journal`: where the slip journal is kept ([`crate::journal::Location`] reads it):
//!   a PostgreSQL address puts every installation of a property on one shared journal;
//!   `PITPAY_JOURNAL` in the environment overrides the file's value.
//! - `station`: the name this installation's slips carry (printed on each slip and
//!   recorded with each journal entry); without it, the computer's host name.
//! - `paper`: the paper slips print on when `--paper` is not given ([`slip_paper`]);
//!   without it, Letter when the round is in US dollars (US casinos file Letter) and A4
//!   in any other currency.
//! - `printer`: the CUPS printer `--print` and the app's Print use when no `--printer`
//!   is given; without it, the computer's default printer.
//! - `lock_after_minutes`: how long the app keeps a member signed in with nothing
//!   done, 1 to 720; without it, 10.
//! - `time_zone`, `gaming_day_starts`, `[[shift]]` (`name`, `starts`): the property's
//!   clock ([`crate::clock::PropertyClock`]): its IANA zone (default: the computer's), the
//!   local hour its gaming day starts (default `00:00`) and its shifts (default `day`
//!   06:00, `swing` 14:00, `graveyard` 22:00). Every podium of a shared journal must say
//!   the same; the journal records what its first podium said.
//! - `clock_tolerance_minutes`: how far behind the journal's newest entry this podium's
//!   clock may be before it is refused, 0 to 1440; default 5.
//! - `mark_folder`: a folder outside the data folder where the station keeps a second
//!   copy of its mark, the newest journal entry it wrote or saw (a data folder
//!   restored from a backup cannot roll it back); `PITPAY_MARK_DIR` in the environment
//!   overrides it. Without either, it is the account's state folder
//!   (`~/.local/state/pitpay/marks` on Linux, `%LOCALAPPDATA%\pitpay\marks` on Windows),
//!   whatever the data folder; a mark folder inside the data folder is warned of at
//!   every slip.
//! - `property`, `location`: the casino's name and where in it this podium stands
//!   ("Main floor, pit 2"), printed on every slip this installation issues. Set once by
//!   IT; a slip is never refused for want of them (`--property` overrides the name).
//! - `slips_folder`: where issued slips, reprints and void copies are filed, each named
//!   by its number (`slip-000123.pdf`); without it, `slips/` in the data folder.
//! - `documents_folder`: where shift reports, signs, worksheets and journal exports are
//!   filed, each kind in a folder of its own (`reports/`, `signs/`, `worksheets/`,
//!   `exports/`) under dated names; without it, the data folder.
//! - `[cage]` `verifier_over`, `manager_over`: the amount to be paid over which a slip
//!   carries a verifier's and a manager's signature line; unset, a slip takes
//!   Mississippi's figures, $1,199.99 and $5,000.00. The cage asks for the same
//!   signatures when it pays. `[cage] over`: a slip whose amount to be paid is over it
//!   is paid at the cage (unset, only meter awards and flagged payouts are).
//! - `journal_connect_seconds`, `journal_statement_seconds`: a shared journal's
//!   deadlines, for each host's connection (4) and each answer (5): a server that stops
//!   answering is given up on after them (docs/shared-journal.md, "High availability").
//!
//! - `language`: the podium's language, a BCP 47 tag Pitpay speaks (`en`, `zh-Hant`,
//!   `zh-Hans`): what the window, slips, signs, reports and messages are written in;
//!   without it, English. A property's own translations, over the shipped ones, are
//!   `.ftl` files in `languages/<tag>/` in the data folder (docs/languages.md).
//!
//! The file is read strictly: an unknown key, a value of the wrong kind or a station
//! name with a line break is an error naming the file, the line and the key. This
//! module only reads the file; what a value means is for the code that uses it, which
//! refuses a bad value with `Value::refuse` (so its message names the same place).

use std::path::{Path, PathBuf};

use pitpay_core::Money;
use serde::Deserialize;

use crate::clock::{PropertyClock, Shift};
use pitpay_core::Currency;
use pitpay_core::FileError;
use pitpay_core::Label;
use pitpay_core::ReadError;

/// The settings file's name in the data folder.
pub const FILE: &str = "settings.toml";

/// Minutes of idleness before the app signs a member out, unless set.
pub(crate) const DEFAULT_LOCK_MINUTES: u32 = 10;
/// The most `lock_after_minutes` may be: a shift.
pub(crate) const MAX_LOCK_MINUTES: u32 = 720;

/// The environment variable that overrides the `journal` setting.
pub(crate) const JOURNAL_ENV: &str = "PITPAY_JOURNAL";

/// The environment variable that overrides the `mark_folder` setting.
pub(crate) const MARK_ENV: &str = "PITPAY_MARK_DIR";

/// Where a setting's value came from, to say so when it is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Origin {
    /// A line of the settings file.
    File {
        /// The file, as messages name it.
        file: String,
        /// Its 1-based line.
        line: usize,
    },
    /// An environment variable.
    Env(&'static str),
}

/// A setting's text and where it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Value {
    /// The text, as written (trimmed).
    pub text: String,
    /// Where.
    pub(crate) origin: Origin,
}

impl Value {
    /// An error refusing this value, naming the file and line (or the environment
    /// variable) and the key.
    pub(crate) fn refuse(
        &self,
        key: &str,
        message: impl Into<pitpay_language::Sentence>,
    ) -> FileError {
        match &self.origin {
            Origin::File { file, line } => FileError::placed(file, Some(*line), key, message),
            Origin::Env(var) => {
                FileError::placed(&format!("{var} (environment)"), None, "", message)
            }
        }
    }
}

/// An installation's settings: one struct, read by [`Settings::load`] only.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Settings {
    /// Where the slip journal is kept: `PITPAY_JOURNAL` when set, else the file's
    /// `journal`; none: the installation's own SQLite journal.
    pub journal: Option<Value>,
    /// The station's name as set (see [`Settings::station`]).
    pub station: Option<String>,
    /// The paper slips print on by default, when set.
    pub paper: Option<Paper>,
    /// Minutes of idleness after which the app signs a member out, when set.
    pub lock_after_minutes: Option<u32>,
    /// The printer documents print on, when set (CUPS's name for it).
    pub printer: Option<String>,
    /// Where the station keeps the outside copy of its mark, when set (`PITPAY_MARK_DIR`
    /// when set, else the file's `mark_folder`).
    pub mark_folder: Option<PathBuf>,
    /// The property's clock, when the file sets any of it (see [`Settings::clock`]).
    pub clock: Option<PropertyClock>,
    /// Minutes this podium's clock may be behind the journal's newest entry, when set.
    pub clock_tolerance_minutes: Option<u32>,
    /// The property's name printed on slips, when set.
    pub property: Option<String>,
    /// Where in the property this podium stands, printed on slips, when set.
    pub location: Option<String>,
    /// Where slips are filed, when set (else `slips/` in the data folder).
    pub slips_folder: Option<PathBuf>,
    /// Where reports, signs, worksheets and exports are filed, when set (else the data
    /// folder).
    pub documents_folder: Option<PathBuf>,
    /// `[cage] verifier_over`: a verifier signs a slip whose amount to be paid is over
    /// this, when set (unset, the slip takes Mississippi's figure, $1,199.99).
    pub verifier_over: Option<Money>,
    /// `[cage] manager_over`: a manager signs a slip whose amount to be paid is over
    /// this, when set (unset, $5,000.00).
    pub manager_over: Option<Money>,
    /// `[cage] over`: a slip whose amount to be paid is over this is paid at the cage,
    /// when set (unset, only slips with a meter award or a tax or approval flag are).
    pub cage_over: Option<Money>,
    /// `journal_connect_seconds`: how long a podium waits to connect to each host of a
    /// shared journal's address before it tries the next (unset, 4).
    pub journal_connect_seconds: Option<u32>,
    /// `journal_statement_seconds`: how long it waits for each answer of a shared
    /// journal's server (unset, 5).
    pub journal_statement_seconds: Option<u32>,
    /// `language`: the podium's language, when set (unset, English).
    pub language: Option<pitpay_language::Language>,
}

/// `[cage]` as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCage {
    verifier_over: Option<toml::Spanned<String>>,
    manager_over: Option<toml::Spanned<String>>,
    over: Option<toml::Spanned<String>>,
}

/// A `[[shift]]` as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShift {
    name: String,
    starts: String,
}

/// Minutes a podium's clock may be behind the journal's newest entry unless set.
pub(crate) const DEFAULT_CLOCK_TOLERANCE: u32 = 5;

/// The file's shape: every key optional, nothing else allowed.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    journal: Option<toml::Spanned<String>>,
    station: Option<toml::Spanned<String>>,
    paper: Option<toml::Spanned<String>>,
    lock_after_minutes: Option<toml::Spanned<i64>>,
    printer: Option<toml::Spanned<String>>,
    mark_folder: Option<toml::Spanned<String>>,
    time_zone: Option<toml::Spanned<String>>,
    gaming_day_starts: Option<toml::Spanned<String>>,
    shift: Option<Vec<toml::Spanned<RawShift>>>,
    clock_tolerance_minutes: Option<toml::Spanned<i64>>,
    property: Option<toml::Spanned<String>>,
    location: Option<toml::Spanned<String>>,
    slips_folder: Option<toml::Spanned<String>>,
    documents_folder: Option<toml::Spanned<String>>,
    cage: Option<RawCage>,
    journal_connect_seconds: Option<toml::Spanned<i64>>,
    journal_statement_seconds: Option<toml::Spanned<i64>>,
    language: Option<toml::Spanned<String>>,
}

impl Settings {
    /// The settings file of a data folder.
    pub(crate) fn path(dir: &Path) -> PathBuf {
        dir.join(FILE)
    }

    /// The settings of the installation whose data folder is `dir`: the file's (none
    /// when there is no file), then the environment's override.
    pub fn load(dir: &Path) -> Result<Settings, FileError> {
        let path = Settings::path(dir);
        let name = path.display().to_string();
        let mut settings = match pitpay_core::read_text(&path, "a settings file") {
            Ok(text) => Settings::parse(&name, &text)?,
            Err(ReadError::Missing) => Settings::default(),
            Err(e) => return Err(FileError::whole(&name, format!("the settings file {e}"))),
        };
        let unreadable = |var: &'static str, why: crate::folders::NotUtf8| {
            FileError::whole(&format!("{var} (environment)"), why.to_string())
        };
        let env = crate::folders::env_text(JOURNAL_ENV).map_err(|w| unreadable(JOURNAL_ENV, w))?;
        if let Some(env) = env {
            settings.journal = Some(Value {
                text: env.trim().to_string(),
                origin: Origin::Env(JOURNAL_ENV),
            });
        }
        let mark = crate::folders::env_text(MARK_ENV).map_err(|w| unreadable(MARK_ENV, w))?;
        if let Some(folder) = mark {
            let folder = PathBuf::from(folder);
            if !folder.is_absolute() {
                return Err(FileError::whole(
                    &format!("{MARK_ENV} (environment)"),
                    format!("is a relative path ({}): write the folder's full path, so that the mark does not move with the current folder", folder.display()),
                ));
            }
            settings.mark_folder = Some(folder);
        }
        Ok(settings)
    }

    /// Reads a settings file's text (`file` is its name in messages).
    pub(crate) fn parse(file: &str, text: &str) -> Result<Settings, FileError> {
        let raw: Raw = toml::from_str(text).map_err(|e| FileError::from_toml(file, text, &e))?;
        let r = Reader { file, text };
        let [verifier_over, manager_over, cage_over] = r.cage(raw.cage.as_ref())?;
        Ok(Settings {
            journal: raw.journal.as_ref().map(|v| r.journal(v)).transpose()?,
            station: (raw.station.as_ref())
                .map(|v| r.labelled("station", v, Label::Station))
                .transpose()?,
            paper: raw.paper.as_ref().map(|v| r.paper(v)).transpose()?,
            lock_after_minutes: (raw.lock_after_minutes.as_ref())
                .map(|v| r.minutes("lock_after_minutes", v, 1..=MAX_LOCK_MINUTES))
                .transpose()?,
            printer: (raw.printer.as_ref())
                .map(|v| r.labelled("printer", v, Label::Id))
                .transpose()?,
            mark_folder: (raw.mark_folder.as_ref())
                .map(|v| r.folder("mark_folder", v))
                .transpose()?,
            clock: clock_of(file, text, &raw)?,
            clock_tolerance_minutes: (raw.clock_tolerance_minutes.as_ref())
                .map(|v| r.minutes("clock_tolerance_minutes", v, 0..=1440))
                .transpose()?,
            property: (raw.property.as_ref())
                .map(|v| r.labelled("property", v, Label::Property))
                .transpose()?,
            location: (raw.location.as_ref())
                .map(|v| r.labelled("location", v, Label::Property))
                .transpose()?,
            slips_folder: (raw.slips_folder.as_ref())
                .map(|v| r.folder("slips_folder", v))
                .transpose()?,
            documents_folder: (raw.documents_folder.as_ref())
                .map(|v| r.folder("documents_folder", v))
                .transpose()?,
            verifier_over,
            manager_over,
            cage_over,
            journal_connect_seconds: (raw.journal_connect_seconds.as_ref())
                .map(|v| r.whole("journal_connect_seconds", v, 1..=60, "seconds"))
                .transpose()?,
            journal_statement_seconds: (raw.journal_statement_seconds.as_ref())
                .map(|v| r.whole("journal_statement_seconds", v, 1..=300, "seconds"))
                .transpose()?,
            language: raw.language.as_ref().map(|v| r.language(v)).transpose()?,
        })
    }

    /// The property's clock: as the file sets it, the rest by default; with nothing set,
    /// the computer's zone, gaming days from midnight and the default shifts.
    pub fn clock(&self) -> PropertyClock {
        self.clock.clone().unwrap_or_else(PropertyClock::computer)
    }

    /// How far behind the journal's newest entry this podium's clock may be, in minutes.
    pub(crate) fn clock_tolerance(&self) -> u32 {
        self.clock_tolerance_minutes
            .unwrap_or(DEFAULT_CLOCK_TOLERANCE)
    }

    /// The folder where the station keeps the second copy of its mark, meant to lie
    /// outside its data folder: as set, else the account's state folder
    /// (`~/.local/state/pitpay/marks`, `%LOCALAPPDATA%\pitpay\marks`), whatever the data
    /// folder, so that no setup restores its mark with it. Marks there are named after
    /// the station's key, so data folders on one account never share one. None only
    /// where the platform has no such folder.
    pub(crate) fn mark_folder(&self) -> Option<PathBuf> {
        if let Some(folder) = &self.mark_folder {
            return Some(folder.clone());
        }
        crate::folders::standard_state_dir().map(|state| state.join("marks"))
    }

    /// How long the app keeps a member signed in with nothing done: as set, else 10
    /// minutes.
    pub fn lock_after(&self) -> std::time::Duration {
        let minutes = self.lock_after_minutes.unwrap_or(DEFAULT_LOCK_MINUTES);
        std::time::Duration::from_secs(u64::from(minutes) * 60)
    }

    /// The station's name: as set, else the computer's host name (else "this
    /// computer"), within a station name's limits.
    pub fn station(&self) -> String {
        if let Some(name) = &self.station {
            return name.clone();
        }
        let host = host_name();
        let host = host.trim();
        if host.is_empty() || pitpay_core::check(Label::Station, host).is_err() {
            "this computer".to_string()
        } else {
            host.to_string()
        }
    }
}

/// The paper a slip prints on: the one asked for (`--paper`), else the data folder's
/// setting, else Letter for US dollars and A4 for any other currency.
pub fn slip_paper(
    asked: Option<Paper>,
    data_dir: &Path,
    currency: Currency,
) -> Result<Paper, FileError> {
    if let Some(p) = asked {
        return Ok(p);
    }
    Ok(Settings::load(data_dir)?
        .paper
        .unwrap_or(if currency == Currency::USD {
            Paper::Letter
        } else {
            Paper::A4
        }))
}

/// The computer's host name, from the environment (Windows) or the kernel (Linux), or
/// the files that hold it elsewhere.
fn host_name() -> String {
    if let Ok(name) = std::env::var("COMPUTERNAME") {
        return name;
    }
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|p| std::fs::read_to_string(p).ok())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_default()
}

/// The property's clock as the file sets it (none when it sets none of it), each value
/// checked and refused naming its key and line.
fn clock_of(file: &str, text: &str, raw: &Raw) -> Result<Option<PropertyClock>, FileError> {
    if raw.time_zone.is_none() && raw.gaming_day_starts.is_none() && raw.shift.is_none() {
        return Ok(None);
    }
    let computer = PropertyClock::computer();
    let zone = raw
        .time_zone
        .as_ref()
        .map_or(computer.zone_name().to_string(), |z| {
            z.get_ref().trim().to_string()
        });
    let starts = match &raw.gaming_day_starts {
        Some(v) => crate::clock::parse_hh_mm(v.get_ref()).map_err(|m| {
            FileError::at(
                file,
                text,
                Some(v.span()),
                "gaming_day_starts",
                m.to_string(),
            )
        })?,
        None => computer.day_starts(),
    };
    let shifts = match &raw.shift {
        Some(list) => list
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let field = format!("shift[{}].starts", i + 1);
                let starts = crate::clock::parse_hh_mm(&s.get_ref().starts).map_err(|m| {
                    FileError::at(file, text, Some(s.span()), field.as_str(), m.to_string())
                })?;
                let name = s.get_ref().name.trim().to_string();
                pitpay_core::check(Label::Id, &name).map_err(|m| {
                    FileError::at(
                        file,
                        text,
                        Some(s.span()),
                        format!("shift[{}].name", i + 1),
                        m.to_string(),
                    )
                })?;
                Ok(Shift { name, starts })
            })
            .collect::<Result<Vec<_>, FileError>>()?,
        None => crate::clock::default_shifts(),
    };
    PropertyClock::new(&zone, starts, shifts)
        .map(Some)
        .map_err(|m| {
            let (key, span) = if matches!(m, crate::clock::ClockError::NoZone(_)) {
                ("time_zone", raw.time_zone.as_ref().map(toml::Spanned::span))
            } else {
                (
                    "shift",
                    raw.shift
                        .as_ref()
                        .and_then(|l| l.first())
                        .map(toml::Spanned::span),
                )
            };
            FileError::at(file, text, span, key, m.to_string())
        })
}

/// A settings file being read: its name and text, so that every refusal names the file,
/// the line and the setting.
struct Reader<'a> {
    file: &'a str,
    text: &'a str,
}

impl Reader<'_> {
    fn refuse(&self, v: std::ops::Range<usize>, key: &str, why: impl Into<pitpay_language::Sentence>) -> FileError {
        FileError::at(self.file, self.text, Some(v), key, why)
    }

    /// The value trimmed; an empty one is refused.
    fn nonempty(&self, key: &str, v: &toml::Spanned<String>) -> Result<String, FileError> {
        let trimmed = v.get_ref().trim().to_string();
        if trimmed.is_empty() {
            let why = "is empty: write a value, or leave the key out";
            return Err(self.refuse(v.span(), key, why));
        }
        Ok(trimmed)
    }

    /// `journal`: where the slip journal is kept, with the line that says so.
    fn journal(&self, v: &toml::Spanned<String>) -> Result<Value, FileError> {
        Ok(Value {
            text: self.nonempty("journal", v)?,
            origin: Origin::File {
                file: self.file.to_string(),
                line: pitpay_core::line_of(self.text, v.span().start),
            },
        })
    }

    /// A name held to a label's limits (`station`, `printer`).
    fn labelled(
        &self,
        key: &str,
        v: &toml::Spanned<String>,
        kind: Label,
    ) -> Result<String, FileError> {
        let name = self.nonempty(key, v)?;
        pitpay_core::check(kind, &name).map_err(|m| self.refuse(v.span(), key, m.to_string()))?;
        Ok(name)
    }

    /// `language`: a language Pitpay speaks, else refused with the list of those it does.
    fn language(&self, v: &toml::Spanned<String>) -> Result<pitpay_language::Language, FileError> {
        pitpay_language::Language::parse(v.get_ref())
            .map_err(|e| self.refuse(v.span(), "language", e.to_string()))
    }

    /// `paper`: "letter" or "a4".
    fn paper(&self, v: &toml::Spanned<String>) -> Result<Paper, FileError> {
        match v.get_ref().trim() {
            "letter" => Ok(Paper::Letter),
            "a4" => Ok(Paper::A4),
            other => {
                let why = format!("is \"{other}\"; write \"letter\" or \"a4\"");
                Err(self.refuse(v.span(), "paper", why))
            }
        }
    }

    /// `[cage]`: each amount as written ("1199.99", "$5,000.00"); the manager's figure
    /// may not be below the verifier's. Gives the verifier's, the manager's and the
    /// cage's own figure.
    fn cage(&self, raw: Option<&RawCage>) -> Result<[Option<Money>; 3], FileError> {
        let Some(raw) = raw else {
            return Ok([None; 3]);
        };
        let amount = |key: &str, v: &toml::Spanned<String>| {
            Money::parse(v.get_ref())
                .map(|(m, _)| m)
                .map_err(|e| self.refuse(v.span(), key, e.to_string()))
        };
        let verifier = (raw.verifier_over.as_ref())
            .map(|v| amount("cage.verifier_over", v))
            .transpose()?;
        let manager = (raw.manager_over.as_ref())
            .map(|v| amount("cage.manager_over", v))
            .transpose()?;
        let over = (raw.over.as_ref())
            .map(|v| amount("cage.over", v))
            .transpose()?;
        if let (Some(v), Some(m), Some(at)) = (verifier, manager, &raw.manager_over) {
            if m < v {
                let why = "is below cage.verifier_over: a manager signs the larger payouts";
                return Err(self.refuse(at.span(), "cage.manager_over", why));
            }
        }
        Ok([verifier, manager, over])
    }

    /// A whole number of minutes within `range`.
    fn minutes(
        &self,
        key: &str,
        v: &toml::Spanned<i64>,
        range: std::ops::RangeInclusive<u32>,
    ) -> Result<u32, FileError> {
        self.whole(key, v, range, "minutes")
    }

    /// A whole number of `unit` within `range`.
    fn whole(
        &self,
        key: &str,
        v: &toml::Spanned<i64>,
        range: std::ops::RangeInclusive<u32>,
        unit: &str,
    ) -> Result<u32, FileError> {
        u32::try_from(*v.get_ref())
            .ok()
            .filter(|m| range.contains(m))
            .ok_or_else(|| {
                let why = format!(
                    "is {}; write a whole number of {unit} from {} to {}",
                    v.get_ref(),
                    range.start(),
                    range.end()
                );
                self.refuse(v.span(), key, why)
            })
    }

    /// A folder (`mark_folder`, `slips_folder`, `documents_folder`): a full path, so
    /// that it never moves with the current folder.
    fn folder(&self, key: &str, v: &toml::Spanned<String>) -> Result<PathBuf, FileError> {
        let folder = PathBuf::from(self.nonempty(key, v)?);
        if !folder.is_absolute() {
            let why = "is a relative path: write the folder's full path";
            return Err(self.refuse(v.span(), key, why));
        }
        Ok(folder)
    }
}

/// Paper for slips, reprints and reports (signs add the folded tent of their own size).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// US Letter, 8.5 × 11 in.
    Letter,
    /// ISO A4, 210 × 297 mm.
    A4,
}

impl Paper {
    /// Width and height in mm, portrait.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::Letter => (215.9, 279.4),
            Paper::A4 => (210.0, 297.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_optional_and_an_empty_file_means_the_defaults() {
        let s = Settings::parse("settings.toml", "").unwrap();
        assert_eq!(s, Settings::default());
        assert!(!s.station().is_empty());
    }

    #[test]
    fn the_three_keys_are_read_with_the_line_of_the_journal() {
        let text = "# the pit's shared journal\nstation = \"Pit 2 podium\"\n\
                    journal = \"postgres://pitpay@db/pitpay\"\npaper = \"a4\"\n";
        let s = Settings::parse("settings.toml", text).unwrap();
        assert_eq!(s.station(), "Pit 2 podium");
        assert_eq!(s.paper, Some(Paper::A4));
        let j = s.journal.unwrap();
        assert_eq!(j.text, "postgres://pitpay@db/pitpay");
        let e = j.refuse("journal", "is wrong");
        assert_eq!(e.to_string(), "settings.toml:3: journal: is wrong");
    }

    #[test]
    fn the_language_is_a_tag_pitpay_speaks_and_another_is_refused_with_the_list() {
        let s = Settings::parse("s.toml", "language = \"zh-hant\"\n").unwrap();
        assert_eq!(s.language.map(|l| l.tag()), Some("zh-Hant"));
        let e = Settings::parse("s.toml", "station = \"A\"\nlanguage = \"fr\"\n").unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (Some(2), "language"));
        assert!(
            e.message.contains("zh-Hans") && e.message.contains("\"fr\""),
            "{e}"
        );
    }

    #[test]
    fn an_unknown_key_a_wrong_kind_and_a_bad_paper_name_their_line_and_key() {
        let e = Settings::parse("s.toml", "station = \"A\"\njournl = \"x\"\n").unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (Some(2), "journl"));
        let e = Settings::parse("s.toml", "station = 5\n").unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (Some(1), "station"));
        assert!(e.message.contains("text in quotes"), "{e}");
        let e = Settings::parse("s.toml", "\npaper = \"legal\"\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "s.toml:2: paper: is \"legal\"; write \"letter\" or \"a4\""
        );
    }

    /// The app signs a member out after `lock_after_minutes` idle, 10 unless
    /// set; a value outside 1 to 720 is refused naming its line.
    /// The property's clock, every value checked naming its key and line.
    #[test]
    fn the_property_clock_reads_and_each_bad_value_names_its_key() {
        let text = "time_zone = \"Asia/Macau\"\ngaming_day_starts = \"06:00\"\n\n[[shift]]\nname = \"early\"\nstarts = \"07:00\"\n\n[[shift]]\nname = \"late\"\nstarts = \"19:00\"\n";
        let c = Settings::parse("s.toml", text).unwrap().clock();
        assert_eq!(
            c.describe(),
            "Asia/Macau; gaming day from 06:00; shifts early 07:00, late 19:00"
        );
        let e = Settings::parse("s.toml", "station = \"A\"\ntime_zone = \"Mars/Olympus\"\n")
            .unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (Some(2), "time_zone"));
        assert!(e.message.contains("is not a time zone"), "{e}");
        let e = Settings::parse("s.toml", "gaming_day_starts = \"6am\"\n").unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (Some(1), "gaming_day_starts"));
        let e =
            Settings::parse("s.toml", "[[shift]]\nname = \"x\"\nstarts = \"24:00\"\n").unwrap_err();
        assert_eq!(e.field, "shift[1].starts");
        let e = Settings::parse("s.toml", "clock_tolerance_minutes = -1\n").unwrap_err();
        assert_eq!(e.field, "clock_tolerance_minutes");
        // With nothing set, the computer's zone, gaming days from midnight, day, swing
        // and graveyard.
        let c = Settings::parse("s.toml", "").unwrap().clock();
        assert!(c
            .describe()
            .ends_with("gaming day from 00:00; shifts day 06:00, swing 14:00, graveyard 22:00"));
    }

    /// `[cage]`: unset unless written; each amount read as written, a bad one named by
    /// its key and line, a manager's figure below the verifier's refused.
    #[test]
    fn the_cage_figures_read_as_written_and_each_bad_one_names_its_key() {
        let cage = |text: &str| {
            Settings::parse("settings.toml", text).map(|s| (s.verifier_over, s.manager_over))
        };
        assert_eq!(cage("").unwrap(), (None, None));
        let set =
            cage("[cage]\nverifier_over = \"$2,000.00\"\nmanager_over = \"10000\"\n").unwrap();
        assert_eq!(
            set,
            (
                Some(Money::from_cents(200_000)),
                Some(Money::from_cents(1_000_000))
            )
        );
        let bad = cage("[cage]\nverifier_over = \"lots\"\n")
            .unwrap_err()
            .to_string();
        assert!(
            bad.contains("cage.verifier_over") && bad.contains("settings.toml:2"),
            "{bad}"
        );
        let low = cage("[cage]\nverifier_over = \"3000\"\nmanager_over = \"2000\"\n")
            .unwrap_err()
            .to_string();
        assert!(
            low.contains("cage.manager_over") && low.contains("settings.toml:3"),
            "{low}"
        );
        assert!(
            cage("[cage]\ncashier = \"1\"\n").is_err(),
            "unknown keys are refused"
        );
    }

    #[test]
    fn the_idle_lock_is_ten_minutes_unless_set_within_a_shift() {
        let s = Settings::parse("s.toml", "").unwrap();
        assert_eq!(s.lock_after(), std::time::Duration::from_secs(600));
        let s = Settings::parse("s.toml", "lock_after_minutes = 3\n").unwrap();
        assert_eq!(s.lock_after(), std::time::Duration::from_secs(180));
        for bad in ["0", "-5", "721"] {
            let e =
                Settings::parse("s.toml", &format!("\nlock_after_minutes = {bad}\n")).unwrap_err();
            assert_eq!((e.line, e.field.as_str()), (Some(2), "lock_after_minutes"));
            assert!(e.message.contains("from 1 to 720"), "{e}");
        }
    }

    #[test]
    fn a_station_name_is_one_printable_line_within_its_limit() {
        let e = Settings::parse("s.toml", "station = \"Pit 2\\nApproved\"\n").unwrap_err();
        assert!(e.to_string().contains("a line break"), "{e}");
        let long = format!("station = \"{}\"\n", "x".repeat(41));
        let e = Settings::parse("s.toml", &long).unwrap_err();
        assert!(e.to_string().contains("at most 40"), "{e}");
        let e = Settings::parse("s.toml", "station = \"  \"\n").unwrap_err();
        assert!(e.to_string().contains("is empty"), "{e}");
    }

    #[test]
    fn a_value_from_the_environment_is_refused_naming_the_variable() {
        let v = Value {
            text: "mysql://x".into(),
            origin: Origin::Env(JOURNAL_ENV),
        };
        assert_eq!(
            v.refuse("journal", "is not a journal address").to_string(),
            "PITPAY_JOURNAL (environment): is not a journal address"
        );
    }

    #[test]
    fn letter_for_dollars_a4_otherwise_unless_set_or_asked() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert_eq!(slip_paper(None, d, Currency::USD).unwrap(), Paper::Letter);
        assert_eq!(slip_paper(None, d, Currency::GBP).unwrap(), Paper::A4);
        std::fs::write(d.join(FILE), "paper = \"a4\"\n").unwrap();
        assert_eq!(slip_paper(None, d, Currency::USD).unwrap(), Paper::A4);
        assert_eq!(
            slip_paper(Some(Paper::Letter), d, Currency::USD).unwrap(),
            Paper::Letter
        );
    }

    #[test]
    fn a_bad_setting_is_refused_with_its_line_and_key() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE), "# slips\npaper = \"legal\"\n").unwrap();
        let e = slip_paper(None, dir.path(), Currency::USD).unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (Some(2), "paper"), "{e}");
        assert!(e.to_string().contains("settings.toml"), "{e}");
        std::fs::write(dir.path().join(FILE), "papr = \"a4\"\n").unwrap();
        let e = slip_paper(None, dir.path(), Currency::USD).unwrap_err();
        assert_eq!(e.field, "papr", "{e}");
    }
}

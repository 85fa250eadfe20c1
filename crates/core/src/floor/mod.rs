//! On the floor: the chips to pay a win with, and the paperwork
//! a win triggers.
//!
//! - `rack`: racks as data (the chips a table pays with), validated like paytables.
//! - `breakdown`: the fewest chips for an amount, exactly, with the cash remainder; and
//!   colour for colour.
//! - `table`: the fewest-chip table each rack builds once, and why it is exact.
//! - `jurisdiction`: tax and hand-pay flags (Form W-2G, withholding, supervisor
//!   approval) from a dated jurisdiction file.
//!
//! [`FloorCatalog`] holds the racks and jurisdictions in use: the shipped files compiled
//! in from `paytables/racks/` and `paytables/jurisdictions/`, then the operator's files in
//! the `racks/` and `jurisdictions/` folders of the operator paytable folder
//! (the catalog's `operator_dir`, above), which add files and override shipped ones
//! by id. A file that does not load is kept as a problem (file, line, field) and the others
//! stay usable, as with paytables.

pub(crate) mod breakdown;
pub(crate) mod jurisdiction;
pub(crate) mod rack;
pub(crate) mod raw;
pub(crate) mod table;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use pitpay_language::{sentence, Sentence};

use crate::error::FileError;
use crate::files::toml_files;
use crate::money::Currency;

pub(crate) use self::{
    jurisdiction::{FlagId, Jurisdiction, Win},
    rack::Rack,
};

/// Every shipped rack, as `(file name, contents)`: the files of `paytables/racks/`,
/// listed by the build script.
pub(crate) const SHIPPED_RACKS: &[(&str, &str)] = crate::shipped::SHIPPED_RACKS;

/// Every shipped jurisdiction file, as `(file name, contents)`: the files of
/// `paytables/jurisdictions/`.
pub(crate) const SHIPPED_JURISDICTIONS: &[(&str, &str)] = crate::shipped::SHIPPED_JURISDICTIONS;

/// The folder of the operator paytable folder that holds racks.
pub(crate) const RACKS_FOLDER: &str = "racks";

/// The folder of the operator paytable folder that holds jurisdiction files.
pub(crate) const JURISDICTIONS_FOLDER: &str = "jurisdictions";

/// The rack a round in `currency` uses when it names none.
pub(crate) fn default_rack_id(currency: Currency) -> Option<&'static str> {
    match currency {
        Currency::USD => Some("us-standard"),
        Currency::GBP => Some("gb-standard"),
        Currency::EUR => None,
    }
}

/// The jurisdiction a round in `currency` is flagged under when the caller names none.
pub(crate) fn default_jurisdiction_id(currency: Currency) -> Option<&'static str> {
    match currency {
        Currency::USD => Some("us-federal"),
        Currency::GBP | Currency::EUR => None,
    }
}

/// Why a round's rack cannot be used: each case names the rack, so the round file or the
/// racks folder can be put right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RackError {
    /// No rack of that id; a rack file that did not load may be the one meant.
    Missing {
        /// The id asked for.
        id: String,
        /// The ids there are, in words.
        known: String,
        /// The rack and jurisdiction files that did not load.
        not_loaded: Vec<FileError>,
    },
    /// The rack counts another currency than the round's.
    OtherCurrency {
        /// The rack's id.
        id: String,
        /// The rack's currency.
        rack: Currency,
        /// The round's.
        round: Currency,
    },
}

impl From<&RackError> for Sentence {
    fn from(e: &RackError) -> Sentence {
        match e {
            RackError::Missing {
                id,
                known,
                not_loaded,
            } => sentence!(
                "file-no-rack",
                id = id,
                known = known,
                not_loaded = not_loaded.len(),
                problems = not_loaded_words(not_loaded)
            ),
            RackError::OtherCurrency { id, rack, round } => sentence!(
                "file-rack-other-currency",
                id = id,
                rack = rack.to_string(),
                round = round.to_string()
            ),
        }
    }
}

impl From<RackError> for Sentence {
    fn from(e: RackError) -> Sentence {
        Sentence::from(&e)
    }
}

/// In English, as the sentence says it.
impl std::fmt::Display for RackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", Sentence::from(self))
    }
}

impl std::error::Error for RackError {}

/// The files that did not load, said after a missing rack (one may be the one meant),
/// each as `file:line: field: what is wrong`; the words are each error's English, as it
/// was said when the file was read.
fn not_loaded_words(problems: &[FileError]) -> String {
    problems
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; a rack or jurisdiction file did not load: ")
}

/// The rack, jurisdiction and year that apply to one round.
#[derive(Debug, Clone, Default)]
pub struct TableFloor {
    /// The table's rack.
    pub rack: Option<Arc<Rack>>,
    /// The jurisdiction file of the round's currency.
    pub jurisdiction: Option<Arc<Jurisdiction>>,
    /// The tax year.
    pub year: i32,
}

/// The racks and jurisdiction files in use, with the files that failed to load.
#[derive(Debug, Clone, Default)]
pub struct FloorCatalog {
    racks: BTreeMap<String, Arc<Rack>>,
    jurisdictions: BTreeMap<String, Arc<Jurisdiction>>,
    problems: Vec<FileError>,
}

impl FloorCatalog {
    /// The shipped files only.
    pub(crate) fn shipped() -> FloorCatalog {
        let mut c = FloorCatalog::default();
        for (name, text) in SHIPPED_RACKS {
            c.add_rack_source(&format!("paytables/{RACKS_FOLDER}/{name}"), text);
        }
        for (name, text) in SHIPPED_JURISDICTIONS {
            c.add_jurisdiction_source(&format!("paytables/{JURISDICTIONS_FOLDER}/{name}"), text);
        }
        c
    }

    /// A slip's own rack and jurisdiction files (id and text), and nothing else: the
    /// floor a slip is laid out with again, whatever the folders hold now.
    pub fn of_slip(rack: Option<(&str, &str)>, jurisdiction: Option<(&str, &str)>) -> FloorCatalog {
        let mut c = FloorCatalog::default();
        if let Some((id, text)) = rack {
            c.add_rack_source(&format!("slip rack {id}"), text);
        }
        if let Some((id, text)) = jurisdiction {
            c.add_jurisdiction_source(&format!("slip jurisdiction {id}"), text);
        }
        c
    }

    /// The shipped files, then the operator paytable folder's `racks/` and
    /// `jurisdictions/` over them. Pass `Catalog::operator_dir(explicit)`.
    pub fn with_operator_dir(dir: Option<&Path>) -> FloorCatalog {
        let mut c = FloorCatalog::shipped();
        if let Some(dir) = dir {
            c.add_dir(dir);
        }
        c
    }

    /// Adds the `.toml` files of `dir/racks` and `dir/jurisdictions`, in name order,
    /// overriding by id. Folders that do not exist add nothing.
    pub(crate) fn add_dir(&mut self, dir: &Path) {
        for (name, text) in self.read_folder(&dir.join(RACKS_FOLDER), "rack") {
            self.add_rack_source(&name, &text);
        }
        let folder = dir.join(JURISDICTIONS_FOLDER);
        for (name, text) in self.read_folder(&folder, "jurisdiction") {
            self.add_jurisdiction_source(&name, &text);
        }
    }

    /// The `.toml` files of a folder as `(name, text)`, read within the input limits; a
    /// file or folder that cannot be read is recorded as a problem.
    fn read_folder(&mut self, dir: &Path, what: &'static str) -> Vec<(String, String)> {
        let paths = match toml_files(dir, what) {
            Ok(paths) => paths,
            Err(e) => {
                self.problems.push(e);
                return Vec::new();
            }
        };
        let mut files = Vec::with_capacity(paths.len());
        for path in paths {
            let name = path.display().to_string();
            match crate::files::read_text(&path, crate::files::Input::Rack) {
                Ok(text) => files.push((name, text)),
                Err(e) => self.problems.push(FileError::whole(&name, e)),
            }
        }
        files
    }

    /// Adds one rack file; a file that fails is recorded as a problem.
    pub(crate) fn add_rack_source(&mut self, file: &str, text: &str) {
        match Rack::load(file, text) {
            Ok(r) => {
                self.racks.insert(r.id.clone(), Arc::new(r));
            }
            Err(e) => self.problems.push(e),
        }
    }

    /// Adds one jurisdiction file; a file that fails is recorded as a problem.
    pub(crate) fn add_jurisdiction_source(&mut self, file: &str, text: &str) {
        match Jurisdiction::load(file, text) {
            Ok(j) => {
                self.jurisdictions.insert(j.id.clone(), Arc::new(j));
            }
            Err(e) => self.problems.push(e),
        }
    }

    /// A rack by id.
    pub fn rack(&self, id: &str) -> Option<&Arc<Rack>> {
        self.racks.get(id)
    }

    /// The rack for a round: the one it names (`rack = "…"` in the round or house-rules
    /// file), else the currency's default; `Ok(None)` when the currency has no default
    /// rack. A named rack that is missing or in another currency is an error, in words.
    pub(crate) fn rack_for(
        &self,
        id: Option<&str>,
        currency: Currency,
    ) -> Result<Option<&Arc<Rack>>, RackError> {
        let Some(id) = id.or(default_rack_id(currency)) else {
            return Ok(None);
        };
        let rack = self.rack(id).ok_or_else(|| RackError::Missing {
            id: id.to_string(),
            known: self.rack_ids(),
            not_loaded: self.problems.clone(),
        })?;
        if rack.currency != currency {
            return Err(RackError::OtherCurrency {
                id: id.to_string(),
                rack: rack.currency,
                round: currency,
            });
        }
        Ok(Some(rack))
    }

    fn rack_ids(&self) -> String {
        self.racks.keys().cloned().collect::<Vec<_>>().join(", ")
    }

    /// The rack, jurisdiction and tax year for a round: the rack it names (else its
    /// currency's), its currency's jurisdiction, and the year of its date, else `year`
    /// (the slip's or today's). A rack that does not exist or is in another currency is
    /// an error, in words.
    pub fn for_round(
        &self,
        rack: Option<&str>,
        currency: Currency,
        date: Option<crate::date::Date>,
        year: i32,
    ) -> Result<TableFloor, RackError> {
        Ok(TableFloor {
            rack: self.rack_for(rack, currency)?.cloned(),
            jurisdiction: default_jurisdiction_id(currency)
                .and_then(|id| self.jurisdiction(id))
                .cloned(),
            year: date.map_or(year, |d| i32::from(d.year())),
        })
    }

    /// A jurisdiction by id.
    pub(crate) fn jurisdiction(&self, id: &str) -> Option<&Arc<Jurisdiction>> {
        self.jurisdictions.get(id)
    }

    /// Every rack, by id.
    #[cfg(test)]
    pub(crate) fn racks(&self) -> impl Iterator<Item = &Arc<Rack>> {
        self.racks.values()
    }

    /// Files that did not load.
    pub fn problems(&self) -> &[FileError] {
        &self.problems
    }
}

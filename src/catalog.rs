//! The paytables and house-rules files in use: the shipped ones compiled into the
//! program, then an operator folder that adds files and overrides shipped ones by id
//! (ROUND-FILE.md "Paytables and house-rules files").
//!
//! A file that does not load is kept as a problem (file, line, field) and the others
//! stay usable, so one typo never takes a table down. But an operator file that fails
//! to load makes *its own id* unusable (issue 9): a round that names it, or uses it by
//! default, is refused with the operator file's own line and field, and is never paid at
//! the odds of the shipped paytable it meant to replace. The id of a file that does not
//! load is read from its `id = "…"` line, else taken from its file name. Two operator
//! files with the same id make that id unusable too, naming both files.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::bet::{Bet, Game};
use crate::error::FileError;
use crate::paytable::{load_file, HouseRules, Paytable, TableFile};

/// Every shipped paytable and house-rules file, as `(file name, contents)`. A test
/// checks that this list and the `paytables/` folder hold the same files.
pub const SHIPPED: &[(&str, &str)] = &[
    (
        "21plus3-progressive-1.toml",
        include_str!("../paytables/21plus3-progressive-1.toml"),
    ),
    (
        "21plus3-progressive-10.toml",
        include_str!("../paytables/21plus3-progressive-10.toml"),
    ),
    (
        "21plus3-progressive-11.toml",
        include_str!("../paytables/21plus3-progressive-11.toml"),
    ),
    (
        "21plus3-progressive-2.toml",
        include_str!("../paytables/21plus3-progressive-2.toml"),
    ),
    (
        "21plus3-progressive-3.toml",
        include_str!("../paytables/21plus3-progressive-3.toml"),
    ),
    (
        "21plus3-progressive-4.toml",
        include_str!("../paytables/21plus3-progressive-4.toml"),
    ),
    (
        "21plus3-progressive-5.toml",
        include_str!("../paytables/21plus3-progressive-5.toml"),
    ),
    (
        "21plus3-progressive-6.toml",
        include_str!("../paytables/21plus3-progressive-6.toml"),
    ),
    (
        "21plus3-progressive-7.toml",
        include_str!("../paytables/21plus3-progressive-7.toml"),
    ),
    (
        "21plus3-progressive-8.toml",
        include_str!("../paytables/21plus3-progressive-8.toml"),
    ),
    (
        "21plus3-progressive-9.toml",
        include_str!("../paytables/21plus3-progressive-9.toml"),
    ),
    (
        "21plus3-progressive-uk15.toml",
        include_str!("../paytables/21plus3-progressive-uk15.toml"),
    ),
    (
        "bet-the-set-a.toml",
        include_str!("../paytables/bet-the-set-a.toml"),
    ),
    (
        "blackjack-main.toml",
        include_str!("../paytables/blackjack-main.toml"),
    ),
    (
        "lucky-break-1.toml",
        include_str!("../paytables/lucky-break-1.toml"),
    ),
    (
        "lucky-break-2.toml",
        include_str!("../paytables/lucky-break-2.toml"),
    ),
    (
        "lucky-break-3.toml",
        include_str!("../paytables/lucky-break-3.toml"),
    ),
    (
        "lucky-break-4.toml",
        include_str!("../paytables/lucky-break-4.toml"),
    ),
    (
        "lucky9-bonus.toml",
        include_str!("../paytables/lucky9-bonus.toml"),
    ),
    (
        "lucky9-main.toml",
        include_str!("../paytables/lucky9-main.toml"),
    ),
    (
        "lucky9-nines-push.toml",
        include_str!("../paytables/lucky9-nines-push.toml"),
    ),
    (
        "lucky9-tie.toml",
        include_str!("../paytables/lucky9-tie.toml"),
    ),
    (
        "royal-match-a.toml",
        include_str!("../paytables/royal-match-a.toml"),
    ),
    (
        "stadium-main.toml",
        include_str!("../paytables/stadium-main.toml"),
    ),
    (
        "suited-or-booted-example.toml",
        include_str!("../paytables/suited-or-booted-example.toml"),
    ),
    ("super3-1.toml", include_str!("../paytables/super3-1.toml")),
    (
        "trilux-01.toml",
        include_str!("../paytables/trilux-01.toml"),
    ),
    (
        "trilux-02.toml",
        include_str!("../paytables/trilux-02.toml"),
    ),
    (
        "trilux-03.toml",
        include_str!("../paytables/trilux-03.toml"),
    ),
];

/// The paytable id a bet uses when a round names none: the first id ROUND-FILE.md lists.
pub fn default_paytable_id(game: Game, bet: Bet) -> Option<&'static str> {
    Some(match (game, bet) {
        (Game::Lucky9, Bet::Main) => "lucky9-main",
        (Game::Blackjack, Bet::Main | Bet::Insurance) => "blackjack-main",
        (Game::Stadium, Bet::Main) => "stadium-main",
        (Game::Lucky9, Bet::Tie) => "lucky9-tie",
        (Game::Lucky9, Bet::Bonus9) => "lucky9-bonus",
        (Game::Lucky9 | Game::Blackjack, Bet::Progressive21Plus3) => "21plus3-progressive-1",
        (Game::Lucky9 | Game::Blackjack, Bet::SuitedOrBooted) => "suited-or-booted-example",
        (Game::Blackjack, Bet::LuckyBreak) => "lucky-break-1",
        (Game::Stadium, Bet::BetTheSet) => "bet-the-set-a",
        (Game::Stadium, Bet::RoyalMatch) => "royal-match-a",
        (Game::Stadium, Bet::TriLux) => "trilux-01",
        (Game::Stadium, Bet::Super3) => "super3-1",
        _ => return None,
    })
}

/// A sort key that orders the numbers inside ids by value: `pt-2` before `pt-10`.
fn natural_key(id: &str) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut digits = String::new();
    for c in id.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            if !digits.is_empty() {
                out.push((std::mem::take(&mut text), digits.parse().unwrap_or(0)));
                digits.clear();
            }
            text.push(c);
        }
    }
    out.push((text, digits.parse().unwrap_or(0)));
    out
}

/// The id a file that does not load meant to define: its `id = "…"` line.
fn written_id(text: &str) -> Option<String> {
    if let Ok(table) = toml::from_str::<toml::Table>(text) {
        return table.get("id")?.as_str().map(|s| s.trim().to_string());
    }
    text.lines().find_map(|line| {
        let value = line
            .trim()
            .strip_prefix("id")?
            .trim_start()
            .strip_prefix('=')?;
        let id = value.trim().strip_prefix('"')?.split('"').next()?;
        Some(id.trim().to_string())
    })
}

/// The 1-based line of the `id` key, when there is one.
fn id_line(text: &str) -> Option<usize> {
    text.lines()
        .position(|l| {
            l.trim_start()
                .strip_prefix("id")
                .is_some_and(|r| r.trim_start().starts_with('='))
        })
        .map(|i| i + 1)
}

/// A file's name without `.toml`: the id of a file that cannot be read at all.
fn stem_id(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The loaded paytables and house rules, with the files that failed to load.
#[derive(Debug, Clone, Default)]
pub struct Catalog {
    paytables: BTreeMap<String, Arc<Paytable>>,
    house_rules: BTreeMap<String, Arc<HouseRules>>,
    problems: Vec<FileError>,
    /// Ids an operator file meant to define but could not: why, located in that file.
    unusable: BTreeMap<String, FileError>,
    /// Which operator file defined each id, to catch two files with one id.
    operator_files: BTreeMap<String, String>,
}

/// Why an operator folder given on the command line cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FolderError {
    /// It does not exist.
    #[error("{0}: the paytable folder does not exist")]
    Missing(String),
    /// It is a file, not a folder.
    #[error("{0}: not a folder (--paytables takes a folder of paytable files)")]
    NotAFolder(String),
}

impl Catalog {
    /// The shipped files only.
    pub fn shipped() -> Catalog {
        let mut c = Catalog::default();
        for (name, text) in SHIPPED {
            c.add_source(&format!("paytables/{name}"), text);
        }
        c
    }

    /// The shipped files, then the operator folder over them. A folder that does not
    /// exist is fine (nothing to add); one that cannot be read is a problem.
    pub fn with_operator_dir(dir: Option<&Path>) -> Catalog {
        let mut c = Catalog::shipped();
        if let Some(dir) = dir {
            c.add_dir(dir);
        }
        c
    }

    /// The shipped files and the operator folder, for a command: a folder named with
    /// `--paytables` must exist and be a folder (the data folder's own `paytables/` may
    /// be absent).
    pub fn for_command(explicit: Option<&Path>) -> Result<Catalog, FolderError> {
        if let Some(dir) = explicit {
            let name = dir.display().to_string();
            match std::fs::metadata(dir) {
                Err(_) => return Err(FolderError::Missing(name)),
                Ok(m) if !m.is_dir() => return Err(FolderError::NotAFolder(name)),
                Ok(_) => {}
            }
        }
        Ok(Catalog::with_operator_dir(
            Catalog::operator_dir(explicit).as_deref(),
        ))
    }

    /// The operator folder: `--paytables DIR`, else `paytables/` in the data folder.
    pub fn operator_dir(explicit: Option<&Path>) -> Option<PathBuf> {
        if let Some(p) = explicit {
            return Some(p.to_path_buf());
        }
        crate::data_dir().map(|d| d.join("paytables"))
    }

    /// Adds every `.toml` file in `dir`, in name order, overriding by id.
    pub fn add_dir(&mut self, dir: &Path) {
        let files = match crate::files::toml_files(dir, "paytable folder") {
            Ok(files) => files,
            Err(e) => {
                self.problems.push(e);
                return;
            }
        };
        for path in files {
            let name = path.display().to_string();
            match crate::files::read_text(&path, "a paytable or house-rules file") {
                Ok(text) => self.add_operator(&name, &text, &path),
                Err(e) => {
                    let error = FileError::whole(&name, e.to_string());
                    self.make_unusable(&stem_id(&path), error.clone());
                    self.problems.push(error);
                }
            }
        }
    }

    /// Adds one operator file: a file that fails makes its id unusable, and so does an
    /// id that another operator file already defined.
    fn add_operator(&mut self, file: &str, text: &str, path: &Path) {
        match load_file(file, text) {
            Ok(loaded) => {
                let id = match &loaded {
                    TableFile::Paytable(p) => p.id.clone(),
                    TableFile::HouseRules(h) => h.id.clone(),
                };
                if let Some(first) = self.operator_files.get(&id).cloned() {
                    let message = format!(
                        "the id \"{id}\" is also defined by {first}; one id, one file: rename or remove one of them"
                    );
                    let error = FileError {
                        line: id_line(text),
                        field: "id".into(),
                        ..FileError::whole(file, message)
                    };
                    self.make_unusable(&id, error.clone());
                    self.problems.push(error);
                    return;
                }
                self.operator_files.insert(id, file.to_string());
                self.add_source(file, text);
            }
            Err(e) => {
                let id = written_id(text).unwrap_or_else(|| stem_id(path));
                self.make_unusable(&id, e.clone());
                self.problems.push(e);
            }
        }
    }

    /// Takes an id out of use (paytable or house rules: a broken file's kind is unknown).
    fn make_unusable(&mut self, id: &str, why: FileError) {
        self.paytables.remove(id);
        self.house_rules.remove(id);
        self.unusable.entry(id.to_string()).or_insert(why);
    }

    /// Why an id cannot be used: the operator file meant to define it did not load (or
    /// two operator files define it), located in that file.
    pub fn unusable(&self, id: &str) -> Option<&FileError> {
        self.unusable.get(id)
    }

    /// Adds one file's contents; a file that fails is recorded as a problem.
    pub fn add_source(&mut self, file: &str, text: &str) {
        match load_file(file, text) {
            Ok(TableFile::Paytable(p)) => {
                self.paytables.insert(p.id.clone(), Arc::from(p));
            }
            Ok(TableFile::HouseRules(h)) => {
                self.house_rules.insert(h.id.clone(), Arc::new(h));
            }
            Err(e) => self.problems.push(e),
        }
    }

    /// Whether a paytable or house-rules id comes from the operator folder.
    pub fn is_operator(&self, id: &str) -> bool {
        self.operator_files.contains_key(id)
    }

    /// A paytable by id.
    pub fn paytable(&self, id: &str) -> Option<&Arc<Paytable>> {
        self.paytables.get(id)
    }

    /// House rules by id.
    pub fn house_rules(&self, id: &str) -> Option<&Arc<HouseRules>> {
        self.house_rules.get(id)
    }

    /// Every paytable, by game, bet and id in natural order (`-2` before `-10`).
    pub fn paytables(&self) -> impl Iterator<Item = &Arc<Paytable>> {
        let mut v: Vec<&Arc<Paytable>> = self.paytables.values().collect();
        v.sort_by_key(|t| (t.games.first().copied(), t.bet, natural_key(&t.id)));
        v.into_iter()
    }

    /// Every house-rules file, by id.
    pub fn all_house_rules(&self) -> impl Iterator<Item = &Arc<HouseRules>> {
        self.house_rules.values()
    }

    /// Files that did not load.
    pub fn problems(&self) -> &[FileError] {
        &self.problems
    }
}

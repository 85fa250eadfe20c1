//! The paytables and house-rules files in use: the shipped ones compiled into the
//! program, then an operator folder that adds files and overrides shipped ones by id
//! (ROUND-FILE.md "Paytables and house-rules files").
//!
//! A file that does not load is kept as a problem (file, line, field) and the others
//! stay usable, so one typo never takes a table down.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::error::FileError;
use crate::game::{Bet, Game};
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

/// The `.toml` files directly in `dir`, in name order, as `(path, text)`, and the files
/// (or the folder, called `what` in the message) that could not be read. A folder that
/// does not exist holds nothing. Shared by the paytable and the floor catalogs.
pub(crate) fn read_toml_dir(dir: &Path, what: &str) -> (Vec<(String, String)>, Vec<FileError>) {
    let mut problems = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Vec::new(), problems),
        Err(e) => {
            problems.push(FileError::whole(
                &dir.display().to_string(),
                format!("cannot read the {what}: {e}"),
            ));
            return (Vec::new(), problems);
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    paths.sort();
    let mut files = Vec::with_capacity(paths.len());
    for path in paths {
        let name = path.display().to_string();
        match std::fs::read_to_string(&path) {
            Ok(text) => files.push((name, text)),
            Err(e) => problems.push(FileError::whole(&name, format!("cannot read: {e}"))),
        }
    }
    (files, problems)
}

/// The loaded paytables and house rules, with the files that failed to load.
#[derive(Debug, Clone, Default)]
pub struct Catalog {
    paytables: BTreeMap<String, Arc<Paytable>>,
    house_rules: BTreeMap<String, Arc<HouseRules>>,
    problems: Vec<FileError>,
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

    /// The operator folder: `--paytables DIR`, else `paytables/` in the data folder.
    pub fn operator_dir(explicit: Option<&Path>) -> Option<PathBuf> {
        if let Some(p) = explicit {
            return Some(p.to_path_buf());
        }
        crate::data_dir().map(|d| d.join("paytables"))
    }

    /// Adds every `.toml` file in `dir`, in name order, overriding by id.
    pub fn add_dir(&mut self, dir: &Path) {
        let (files, problems) = read_toml_dir(dir, "paytable folder");
        self.problems.extend(problems);
        for (name, text) in files {
            self.add_source(&name, &text);
        }
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

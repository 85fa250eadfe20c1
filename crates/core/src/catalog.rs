//! The paytables and house-rules files in use: the shipped ones compiled into the
//! program, then an operator folder that adds files and overrides shipped ones by id
//! (ROUND-FILE.md "Paytables and house-rules files").
//!
//! A file that does not load is kept as a problem (file, line, field) and the others
//! stay usable, so one typo never takes a table down. But an operator file that fails
//! to load makes *its own id* unusable: a round that names it, or uses it by
//! default, is refused with the operator file's own line and field, and is never paid at
//! the odds of the shipped paytable it meant to replace. The id of a file that does not
//! load is read from its `id = "…"` line, else taken from its file name. Two operator
//! files with the same id make that id unusable too, naming both files.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::bet::{Bet, Game, Party, SideBet};
use pitpay_language::{sentence, Sentence};

use crate::error::FileError;
use crate::floor::FloorCatalog;
use crate::paytable::{load_file, HouseRules, Paytable, SideBetDef, TableFile};
use crate::spec::spec;

/// Every shipped paytable and house-rules file, as `(file name, contents)`: the files of
/// `paytables/`, listed by the build script.
pub(crate) const SHIPPED: &[(&str, &str)] = crate::shipped::SHIPPED_PAYTABLES;

/// The paytable id a bet the program settles itself uses when a round names none: the
/// first id ROUND-FILE.md lists. A side bet's default is the catalog's
/// ([`Catalog::default_paytable`]).
fn code_default(game: Game, bet: Bet) -> Option<&'static str> {
    spec(game).default_paytable(bet)
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
    written(text, "id")
}

/// The value a file that does not load gives a top-level string key (`id`, `bet`).
fn written(text: &str, key: &str) -> Option<String> {
    if let Ok(table) = toml::from_str::<toml::Table>(text) {
        return table.get(key)?.as_str().map(|s| s.trim().to_string());
    }
    text.lines().find_map(|line| {
        let value = line
            .trim()
            .strip_prefix(key)?
            .trim_start()
            .strip_prefix('=')?;
        let id = value.trim().strip_prefix('"')?.split('"').next()?;
        Some(id.trim().to_string())
    })
}

/// The 1-based line of the `id` key, when there is one.
fn id_line(text: &str) -> Option<usize> {
    key_line(text, "id")
}

/// The 1-based line of a top-level key, when there is one.
fn key_line(text: &str, key: &str) -> Option<usize> {
    text.lines()
        .position(|l| {
            l.trim_start()
                .strip_prefix(key)
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
    /// The side bet definition in force for each game and bet.
    side_bets: BTreeMap<(Game, SideBet), Arc<SideBetDef>>,
    /// Which operator file defined a side bet for a game, to catch two that differ.
    operator_side_bets: BTreeMap<(Game, SideBet), String>,
    /// Side bets two operator files define differently for a game: out of use.
    clashed: std::collections::BTreeSet<(Game, SideBet)>,
    /// Bets an operator file that did not load was for, with why: a round wagering one
    /// is refused with the file's own line and field.
    unusable_bets: BTreeMap<String, FileError>,
    /// The racks and jurisdictions of the same folders (passed with the
    /// paytables to whatever lays a settlement out, never read from a process-wide copy).
    floor: Arc<FloorCatalog>,
}

/// Why an operator folder given on the command line cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FolderError {
    /// It does not exist.
    Missing(String),
    /// It is a file, not a folder.
    NotAFolder(String),
}

impl From<&FolderError> for Sentence {
    fn from(e: &FolderError) -> Sentence {
        match e {
            FolderError::Missing(folder) => sentence!("file-no-paytable-folder", folder = folder),
            FolderError::NotAFolder(folder) => sentence!("file-not-a-folder", folder = folder),
        }
    }
}

impl From<FolderError> for Sentence {
    fn from(e: FolderError) -> Sentence {
        Sentence::from(&e)
    }
}

/// In English, as the sentence says it.
impl std::fmt::Display for FolderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", Sentence::from(self))
    }
}

impl std::error::Error for FolderError {}

impl Catalog {
    /// The shipped files only.
    pub(crate) fn shipped() -> Catalog {
        let mut c = Catalog {
            floor: Arc::new(FloorCatalog::shipped()),
            ..Catalog::default()
        };
        for (name, text) in SHIPPED {
            c.add_source(&format!("paytables/{name}"), text);
        }
        c.join_side_bets();
        c
    }

    /// No paytables, but the side bets the program ships defined: the catalog a slip
    /// re-settles its embedded paytables in, so that a slip issued before a file
    /// carried its `[side_bet]` table still verifies.
    pub(crate) fn shipped_definitions() -> Catalog {
        let shipped = Catalog::shipped();
        Catalog {
            side_bets: shipped.side_bets,
            ..Catalog::default()
        }
    }

    /// The catalog a slip's round is settled again in: the files the slip
    /// carries (`files`, each named and with its text: the slip's paytables and house
    /// rules) over the shipped main paytables, always in use, and the definitions of the
    /// shipped side bets, so that a slip issued before a paytable carried its
    /// `[side_bet]` table still verifies. Nothing is read from a folder. The first file
    /// that does not read is the error.
    pub fn of_slip<'a>(
        files: impl IntoIterator<Item = (String, &'a str)>,
    ) -> Result<Catalog, FileError> {
        let mut catalog = Catalog::shipped_definitions();
        for (name, text) in SHIPPED {
            if name.ends_with("-main.toml") {
                catalog.add_source(&format!("paytables/{name}"), text);
            }
        }
        for (name, text) in files {
            catalog.add_source(&name, text);
        }
        catalog.join_side_bets();
        match catalog.problems().first() {
            Some(problem) => Err(problem.clone()),
            None => Ok(catalog),
        }
    }

    /// The shipped files, then the operator folder over them. A folder that does not
    /// exist is fine (nothing to add); one that cannot be read is a problem.
    pub fn with_operator_dir(dir: Option<&Path>) -> Catalog {
        let mut c = Catalog::shipped();
        if let Some(dir) = dir {
            c.add_dir(dir);
            c.join_side_bets();
        }
        c
    }

    /// The shipped files and the operator folder, for a command: a folder named with
    /// `--paytables` must exist and be a folder (the data folder's own `paytables/` may
    /// be absent).
    pub fn for_command(
        explicit: Option<&Path>,
        data_dir: Option<&Path>,
    ) -> Result<Catalog, FolderError> {
        if let Some(dir) = explicit {
            let name = dir.display().to_string();
            match std::fs::metadata(dir) {
                Err(_) => return Err(FolderError::Missing(name)),
                Ok(m) if !m.is_dir() => return Err(FolderError::NotAFolder(name)),
                Ok(_) => {}
            }
        }
        Ok(Catalog::with_operator_dir(
            Catalog::operator_dir(explicit, data_dir).as_deref(),
        ))
    }

    /// The operator folder: `--paytables DIR`, else `paytables/` in the data folder.
    pub fn operator_dir(explicit: Option<&Path>, data_dir: Option<&Path>) -> Option<PathBuf> {
        if let Some(p) = explicit {
            return Some(p.to_path_buf());
        }
        data_dir.map(|d| d.join("paytables"))
    }

    /// The racks and jurisdictions in use: the shipped ones, then the `racks/` and
    /// `jurisdictions/` folders of the operator folder this catalog was read from.
    pub fn floor(&self) -> &FloorCatalog {
        &self.floor
    }

    /// Adds every `.toml` file in `dir`, in name order, overriding by id, and the racks
    /// and jurisdictions of its `racks/` and `jurisdictions/` folders.
    pub(crate) fn add_dir(&mut self, dir: &Path) {
        Arc::make_mut(&mut self.floor).add_dir(dir);
        let files = match crate::files::toml_files(dir, "paytable") {
            Ok(files) => files,
            Err(e) => {
                self.problems.push(e);
                return;
            }
        };
        for path in files {
            let name = path.display().to_string();
            match crate::files::read_text(&path, crate::files::Input::Paytable) {
                Ok(text) => self.add_operator(&name, &text, &path),
                Err(e) => {
                    let error = FileError::whole(&name, e);
                    self.make_unusable(&stem_id(&path), error.clone());
                    self.problems.push(error);
                }
            }
        }
    }

    /// Adds one operator file's text as though it were in the operator folder, then
    /// joins the side bets: how a single file is judged in the catalog's context.
    pub fn add_operator_text(&mut self, file: &str, text: &str) {
        self.add_operator(file, text, Path::new(file));
        self.join_side_bets();
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
                    let message = sentence!("file-id-twice", id = &id, first = first);
                    let error = FileError {
                        line: id_line(text),
                        field: "id".into(),
                        ..FileError::whole(file, message)
                    };
                    self.make_unusable(&id, error.clone());
                    self.problems.push(error);
                    return;
                }
                if let TableFile::Paytable(p) = &loaded {
                    let checked = never_paid(p, text)
                        .map_or(Ok(()), Err)
                        .and_then(|()| self.check_operator_side_bet(p, text));
                    if let Err(error) = checked {
                        self.unusable_bets
                            .entry(p.bet.id().to_string())
                            .or_insert_with(|| error.clone());
                        self.make_unusable(&id, error.clone());
                        self.problems.push(error);
                        return;
                    }
                }
                self.operator_files.insert(id, file.to_string());
                self.add_source(file, text);
            }
            Err(e) => {
                let id = written_id(text).unwrap_or_else(|| stem_id(path));
                if let Some(bet) = written(text, "bet") {
                    self.unusable_bets.entry(bet).or_insert_with(|| e.clone());
                }
                self.make_unusable(&id, e.clone());
                self.problems.push(e);
            }
        }
    }

    /// Why a bet cannot be wagered: an operator paytable file for it did not load.
    pub(crate) fn unusable_bet(&self, bet: &str) -> Option<&FileError> {
        self.unusable_bets.get(bet)
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

    /// Adds one file's contents; a file that fails is recorded as a problem. A side bet
    /// it defines replaces the definition in force for its games (the operator's over
    /// the shipped). Call [`Catalog::join_side_bets`] once every file is in.
    pub(crate) fn add_source(&mut self, file: &str, text: &str) {
        match load_file(file, text) {
            Ok(TableFile::Paytable(p)) => {
                if let Some(def) = &p.defines {
                    let def = Arc::new(def.clone());
                    for game in &def.games {
                        if !self.clashed.contains(&(*game, def.bet)) {
                            self.side_bets.insert((*game, def.bet), Arc::clone(&def));
                        }
                    }
                }
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

    /// Every paytable, by game, bet (in the order a settlement lists them) and id in
    /// natural order (`-2` before `-10`).
    pub fn paytables(&self) -> impl Iterator<Item = &Arc<Paytable>> {
        let mut v: Vec<&Arc<Paytable>> = self.paytables.values().collect();
        let orders: BTreeMap<Game, Vec<Bet>> = Game::ALL
            .into_iter()
            .map(|g| {
                let mut bets = self.bets(g, Party::Player);
                bets.extend(self.bets(g, Party::Dealer));
                (g, bets)
            })
            .collect();
        let place = |t: &Paytable| {
            let order = orders.get(&t.home_game);
            let at = order.and_then(|o| o.iter().position(|b| *b == t.bet));
            (t.home_game, at.unwrap_or(usize::MAX), t.bet)
        };
        v.sort_by_key(|t| (place(t), natural_key(&t.id)));
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

/// The side bets: their definitions, joined to their paytables.
impl Catalog {
    /// The definition of a side bet for a game.
    pub(crate) fn side_bet(&self, game: Game, bet: SideBet) -> Option<&Arc<SideBetDef>> {
        self.side_bets.get(&(game, bet))
    }

    /// Every side bet defined for a game, in the order a settlement lists them.
    pub(crate) fn side_bets(&self, game: Game) -> Vec<&Arc<SideBetDef>> {
        let mut defs: Vec<&Arc<SideBetDef>> = self
            .side_bets
            .range((game, SideBet::MIN)..)
            .take_while(|((g, _), _)| *g == game)
            .map(|(_, d)| d)
            .collect();
        defs.sort_by_key(|d| {
            (
                Bet::Side(d.bet).is_progressive(),
                self.depth(game, d.bet),
                d.bet,
            )
        });
        defs
    }

    /// How many side bets stand between a side bet and the main wager through
    /// `requires` (TriLux 0, Super 3 1): a required bet is listed before the bet
    /// requiring it.
    fn depth(&self, game: Game, bet: SideBet) -> usize {
        let mut depth = 0;
        let mut at = bet;
        while let Some(Bet::Side(next)) = self.side_bet(game, at).and_then(|d| d.requires) {
            depth += 1;
            at = next;
            if depth > self.side_bets.len() {
                break; // a cycle; join_side_bets refuses those
            }
        }
        depth
    }

    /// Every bet a party may wager in a game, in the order a settlement lists them: the
    /// program's own bets, the side bets without a meter, the Lucky 9 Tie, then the
    /// progressives.
    pub fn bets(&self, game: Game, party: Party) -> Vec<Bet> {
        let (before, after) = spec(game).code_bets(party);
        let sides: Vec<(bool, Bet)> = self
            .side_bets(game)
            .into_iter()
            .filter(|d| d.placed_for(party))
            .map(|d| (Bet::Side(d.bet).is_progressive(), Bet::Side(d.bet)))
            .collect();
        let plain = sides.iter().filter(|(p, _)| !p).map(|(_, b)| *b);
        let metered = sides.iter().filter(|(p, _)| *p).map(|(_, b)| *b);
        before
            .iter()
            .copied()
            .chain(plain)
            .chain(after.iter().copied())
            .chain(metered)
            .collect()
    }

    /// Whether a game offers a bet to either party.
    pub fn offers(&self, game: Game, bet: Bet) -> bool {
        match bet {
            Bet::Side(s) => self.side_bet(game, s).is_some(),
            code => spec(game).offers_code_bet(code),
        }
    }

    /// The name people use for a bet: a side bet's title from its paytable file.
    pub fn bet_title(&self, bet: Bet) -> String {
        if let Some(title) = bet.code_title() {
            return title.to_string();
        }
        Game::ALL
            .into_iter()
            .find_map(|g| bet.side().and_then(|s| self.side_bet(g, s)))
            .map_or_else(|| bet.id().to_string(), |d| d.title.clone())
    }

    /// The paytable id a bet uses when a round names none: ROUND-FILE.md's first for
    /// the program's own bets, the file defining a side bet for a side bet.
    pub fn default_paytable(&self, game: Game, bet: Bet) -> Option<String> {
        match bet {
            Bet::Side(s) => self.side_bet(game, s).map(|d| d.paytable.clone()),
            code => code_default(game, code).map(str::to_string),
        }
    }

    /// An operator file's `[side_bet]` against the other operator files': two that
    /// define one bet for one game must agree.
    fn check_operator_side_bet(&mut self, p: &Paytable, text: &str) -> Result<(), FileError> {
        let Some(def) = &p.defines else {
            return Ok(());
        };
        for game in &def.games {
            if let Some(first) = self.operator_side_bets.get(&(*game, def.bet)) {
                let same = self
                    .side_bet(*game, def.bet)
                    .is_some_and(|d| d.same_as(def));
                if !same {
                    let message = sentence!(
                        "file-side-bet-twice",
                        bet = def.bet.to_string(),
                        game = game.id(),
                        first = first
                    );
                    let error = FileError {
                        line: def.line.or_else(|| id_line(text)),
                        field: "side_bet".into(),
                        ..FileError::whole(&def.file, message)
                    };
                    // Which of the two is right is unknown: the bet is taken out of use
                    // for the game, as two files with one paytable id take that id.
                    for game in &def.games {
                        self.side_bets.remove(&(*game, def.bet));
                        self.clashed.insert((*game, def.bet));
                    }
                    self.unusable_bets
                        .insert(def.bet.id().to_string(), error.clone());
                    return Err(error);
                }
            }
        }
        for game in &def.games {
            self.operator_side_bets
                .entry((*game, def.bet))
                .or_insert_with(|| def.file.clone());
        }
        Ok(())
    }

    /// Joins every side bet paytable to its definition, once every file is in: a
    /// definition whose `requires` names no bet of its game, and a paytable for a side
    /// bet no file defines for one of its games, are refused naming their file, line
    /// and field, and their ids become unusable.
    pub(crate) fn join_side_bets(&mut self) {
        self.refuse_bad_requirements();
        let ids: Vec<String> = self.paytables.keys().cloned().collect();
        for id in ids {
            let Some(table) = self.paytables.get(&id) else {
                continue;
            };
            let Bet::Side(bet) = table.bet else {
                continue;
            };
            let missing = table
                .games
                .iter()
                .find(|g| self.side_bet(**g, bet).is_none());
            let first = table
                .games
                .first()
                .and_then(|g| self.side_bet(*g, bet))
                .cloned();
            match (missing, first) {
                (None, Some(def)) => {
                    let required = self.required_title(table, &def);
                    if let Some(table) = self.paytables.get_mut(&id) {
                        let table = Arc::make_mut(table);
                        table.side_bet = Some(def);
                        table.required_title = required;
                    }
                }
                (missing, _) => {
                    // A definition refused already (its `requires`) is the reason given.
                    if let Some(why) = self.unusable_bets.get(bet.id()).cloned() {
                        self.make_unusable(&id, why);
                        continue;
                    }
                    let missing = missing.copied().unwrap_or(table.home_game);
                    let error = undefined_side_bet(table, bet, missing);
                    self.unusable_bets
                        .insert(bet.id().to_string(), error.clone());
                    self.make_unusable(&id, error.clone());
                    self.problems.push(error);
                }
            }
        }
    }

    /// The title of the bet a side bet requires besides itself, as its sign names it
    /// (Super 3 needs TriLux, R4.6).
    fn required_title(&self, table: &Paytable, def: &SideBetDef) -> Option<String> {
        match def.requires? {
            Bet::Side(r) => table
                .games
                .first()
                .and_then(|g| self.side_bet(*g, r))
                .map(|d| d.title.clone()),
            other => other.code_title().map(str::to_string),
        }
    }

    /// Takes out every definition whose `requires` names no bet of its game, or goes
    /// round in a circle.
    fn refuse_bad_requirements(&mut self) {
        loop {
            let bad = self.side_bets.iter().find_map(|((game, bet), def)| {
                let why = self.requirement_problem(*game, *bet, def)?;
                Some(((*game, *bet), def.clone(), why))
            });
            let Some((key, def, why)) = bad else { break };
            self.side_bets.remove(&key);
            let error = FileError {
                line: def.requires_line.or(def.line),
                field: "side_bet.requires".into(),
                ..FileError::whole(&def.file, why)
            };
            self.unusable_bets
                .entry(def.bet.id().to_string())
                .or_insert_with(|| error.clone());
            self.problems.push(error);
        }
    }

    /// Why a definition's `requires` cannot stand for a game, if it cannot.
    fn requirement_problem(&self, game: Game, bet: SideBet, def: &SideBetDef) -> Option<Sentence> {
        let required = def.requires?;
        if !self.offers(game, required) {
            let mut names: Vec<String> = self
                .bets(game, Party::Player)
                .iter()
                .map(|b| b.id().to_string())
                .collect();
            names.retain(|n| n != bet.id());
            return Some(sentence!(
                "file-requires-no-bet",
                required = required.to_string(),
                game = game.id(),
                bets = names.join(", ")
            ));
        }
        for party in &def.parties {
            if *party == Party::Dealer && !self.bets(game, Party::Dealer).contains(&required) {
                return Some(sentence!(
                    "file-requires-no-dealer-bet",
                    required = required.to_string(),
                    game = game.id()
                ));
            }
        }
        (self.depth(game, bet) > self.side_bets.len()).then(|| {
            sentence!(
                "file-requires-circle",
                required = required.to_string(),
                bet = bet.to_string()
            )
        })
    }
}

/// The refusal for an operator's pattern tier that can never be paid: no hand from the
/// largest shoe the paytable allows meets it before a tier above it (R1.6), so the
/// posted line is a typo or a shadowed tier. Counted exactly (`count`),
/// with a declared suit in play for the declared-suit tiers, and a dealer's final hand
/// drawn under either `soft17` rule (a tier is dead only when neither can pay it).
fn never_paid(table: &Paytable, text: &str) -> Option<FileError> {
    use crate::house::Soft17;
    let tiers = table.tiers();
    let decks = *table.decks.last()?;
    let count = |soft17| {
        let spades = Some(crate::card::Suit::Spades);
        crate::count::count_tiers_under(tiers, decks, spades, soft17).per_tier
    };
    let stand = count(Soft17::Stand);
    let hit = if table.reads_dealer_hand() {
        count(Soft17::Hit)
    } else {
        stand.clone()
    };
    let dead = stand
        .iter()
        .zip(&hit)
        .position(|(s, h)| *s == 0 && *h == 0)?;
    let tier = tiers.get(dead)?;
    let message = sentence!(
        "file-tier-never-paid",
        tier = pitpay_language::Arg::named(&tier.name, &tier.names),
        decks = decks
    );
    Some(FileError {
        line: nth_tier_line(text, dead),
        field: format!("tier[{}].when", dead + 1),
        ..FileError::whole(&table.source, message)
    })
}

/// The 1-based line of the `when` of the `n`th (0-based) `[[tier]]`, else its header.
fn nth_tier_line(text: &str, n: usize) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let header = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.trim() == "[[tier]]")
        .nth(n)
        .map(|(i, _)| i)?;
    let when = lines
        .iter()
        .enumerate()
        .skip(header + 1)
        .take_while(|(_, l)| !l.trim_start().starts_with('['))
        .find(|(_, l)| l.trim_start().starts_with("when"))
        .map(|(i, _)| i);
    Some(when.unwrap_or(header) + 1)
}

/// The refusal for a paytable whose side bet no file defines for one of its games.
fn undefined_side_bet(table: &Paytable, bet: SideBet, missing: Game) -> FileError {
    let message = sentence!(
        "file-side-bet-undefined",
        game = missing.id(),
        bet = bet.to_string()
    );
    FileError {
        line: key_line(&table.text, "bet"),
        field: "bet".into(),
        ..FileError::whole(&table.source, message)
    }
}

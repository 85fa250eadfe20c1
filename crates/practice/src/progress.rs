//! Progress that lasts: every answer in SQLite, `practice.sqlite3`
//! in the data folder, beside the slip journal but apart from it (practice is not a
//! record of money paid). Per drill, game and item type: how many were answered, how
//! many right, and the median time; per run: its score; the weakest item types; and
//! the Leitner boxes of review (`super::review`), kept between runs; the streaks that
//! bring a dealer back: days practised in a row, right answers in a row.
//!
//! Schema versions (SQLite's `user_version`), migrated once on open in one
//! transaction, as the journal's are:
//! - 1: `runs`, `answers`, `boxes` and `counters` (the review run number).
//! - 2: `remembered`, the settings of the last run started (drill, game, mode,
//!   level), so Practice opens where the dealer left it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use pitpay_core::Date;
use pitpay_core::Game;

use super::item::{Drill, ItemType};
use super::review;

/// The schema this build writes.
pub(crate) const SCHEMA: u32 = 2;

const CREATE_V1: &str = "
    CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        started TEXT NOT NULL, mode TEXT NOT NULL, drill TEXT NOT NULL, game TEXT NOT NULL,
        level TEXT NOT NULL, seed TEXT NOT NULL, finished TEXT);
    CREATE TABLE answers (
        run INTEGER NOT NULL REFERENCES runs (id), n INTEGER NOT NULL,
        drill TEXT NOT NULL, game TEXT NOT NULL, item TEXT NOT NULL,
        right INTEGER NOT NULL, ms INTEGER NOT NULL, timed_out INTEGER NOT NULL,
        PRIMARY KEY (run, n));
    CREATE INDEX answers_by_item ON answers (drill, game, item);
    CREATE TABLE boxes (
        drill TEXT NOT NULL, game TEXT NOT NULL, item TEXT NOT NULL, box INTEGER NOT NULL,
        PRIMARY KEY (drill, game, item));
    CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);";

const CREATE_V2: &str = "CREATE TABLE remembered (name TEXT PRIMARY KEY, value TEXT NOT NULL);";

/// The settings of the last run started, as their ids (each checked when read back).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Remembered {
    /// Drill id.
    pub drill: Option<String>,
    /// Game id.
    pub game: Option<String>,
    /// Mode id.
    pub mode: Option<String>,
    /// Level id.
    pub level: Option<String>,
}

/// Why progress could not be read or kept.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ProgressError {
    /// Review and the break set read what was missed, and no data folder keeps it.
    NotKept,
    /// The data folder, or the progress file in it, could not be made owner-only.
    Folder {
        /// The folder.
        folder: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The database failed.
    Database(Arc<rusqlite::Error>),
    /// Made by a newer Pitpay.
    NewerSchema {
        /// The file.
        path: PathBuf,
        /// Its version.
        version: u32,
    },
}

pitpay_language::english_display!(ProgressError);

/// Why progress could not be kept, in any language (the system's and the database's
/// words as they give them).
impl From<&ProgressError> for pitpay_language::Sentence {
    fn from(e: &ProgressError) -> pitpay_language::Sentence {
        use pitpay_language::sentence;
        match e {
            ProgressError::NotKept => sentence!("practice-error-progress-not-kept"),
            ProgressError::Folder { folder, source } => sentence!(
                "practice-error-progress-folder",
                folder = folder.display().to_string(),
                why = source.to_string()
            ),
            ProgressError::Database(why) => {
                sentence!("practice-error-progress-database", why = why.to_string())
            }
            ProgressError::NewerSchema { path, version } => sentence!(
                "practice-error-progress-newer-schema",
                path = path.display().to_string(),
                version = version.to_string(),
                known = SCHEMA.to_string()
            ),
        }
    }
}

fn err(e: rusqlite::Error) -> ProgressError {
    ProgressError::Database(Arc::new(e))
}

vocabulary! {
    /// How a run is practised.
    #[derive(Default)]
    pub enum Mode ("a mode", display title) {
        /// Untimed, an explanation after each answer.
        #[default]
        Practice = "practice" / "Practice",
        /// N questions in T seconds.
        Exam = "exam" / "Timed exam",
        /// The item types in the Leitner boxes.
        Review = "review" / "Review",
        /// A break: what review has due, then new questions, for five minutes.
        Break = "break" / "Break set",
    }
}

/// How many answers an item type needs before it can be called weak: one miss in one
/// try says little.
pub const WEAKEST_MIN_TRIES: u32 = 5;

/// The streaks: days in a row with at least one answer, and right answers in
/// a row, each as it stands and at its best.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Streaks {
    /// Days in a row up to today (or up to yesterday, when today has no answer yet).
    pub days: u32,
    /// The longest run of days in a row.
    pub best_days: u32,
    /// Right answers in a row, up to the last answer.
    pub right: u32,
    /// The longest run of right answers.
    pub best_right: u32,
}

/// What a run is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RunInfo {
    /// Mode.
    pub mode: Mode,
    /// Drill.
    pub drill: Drill,
    /// Game.
    pub game: Game,
    /// Level id.
    pub level: String,
    /// The run's seed (as text: a u64 does not fit SQLite's integer).
    pub seed: u64,
}

/// One answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Answered {
    /// The item type asked.
    pub item: ItemType,
    /// Right or not.
    pub right: bool,
    /// Time taken, ms.
    pub ms: u64,
    /// Not answered before the exam's time ran out.
    pub timed_out: bool,
}

/// How an item type has gone.
#[derive(Debug, Clone, PartialEq)]
pub struct ItemStats {
    /// The item type.
    pub item: ItemType,
    /// Questions answered.
    pub answered: u32,
    /// Answered right.
    pub right: u32,
    /// Median time to answer, ms.
    pub median_ms: u64,
    /// Its Leitner box, when it is in review.
    pub review_box: Option<u8>,
}

impl ItemStats {
    /// Share answered right, 0-1.
    pub fn accuracy(&self) -> f64 {
        if self.answered == 0 {
            0.0
        } else {
            f64::from(self.right) / f64::from(self.answered)
        }
    }
}

/// How a run went.
#[derive(Debug, Clone, PartialEq)]
pub struct RunStats {
    /// Its number.
    pub id: i64,
    /// When it started (UTC).
    pub started: String,
    /// Mode.
    pub mode: String,
    /// Drill id.
    pub drill: String,
    /// Game id.
    pub game: String,
    /// Questions answered (or missed by time).
    pub answered: u32,
    /// Answered right.
    pub right: u32,
    /// Median time, ms.
    pub median_ms: u64,
}

impl RunStats {
    /// Share answered right, 0-1.
    pub fn accuracy(&self) -> f64 {
        if self.answered == 0 {
            0.0
        } else {
            f64::from(self.right) / f64::from(self.answered)
        }
    }
}

/// Everything `practice --stats` and the Practice screen show.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Stats {
    /// Per drill, game and item type, in that order.
    pub items: Vec<ItemStats>,
    /// The last runs, oldest first.
    pub runs: Vec<RunStats>,
    /// The weakest item types: lowest accuracy, then slowest.
    pub weakest: Vec<ItemStats>,
    /// Item types in review, with their box.
    pub review: Vec<(ItemType, u8)>,
    /// Days and right answers in a row.
    pub streaks: Streaks,
}

/// The median of some times (the lower middle of an even count).
pub(crate) fn median(mut v: Vec<u64>) -> u64 {
    v.sort_unstable();
    v.get(v.len().saturating_sub(1) / 2).copied().unwrap_or(0)
}

/// The progress database.
pub(crate) struct Progress {
    db: Connection,
}

impl Progress {
    /// The database file in a data folder.
    pub(crate) fn path(dir: &Path) -> PathBuf {
        dir.join("practice.sqlite3")
    }

    /// Whether the data folder holds any progress yet.
    pub(crate) fn exists(dir: &Path) -> bool {
        Progress::path(dir).is_file()
    }

    /// Opens (or creates) the progress database and brings it to `SCHEMA`.
    pub(crate) fn open(dir: &Path) -> Result<Progress, ProgressError> {
        let path = Progress::path(dir);
        pitpay_journal::create_private_file(&path).map_err(|e| ProgressError::Folder {
            folder: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
        let mut db = Connection::open(&path).map_err(err)?;
        db.busy_timeout(std::time::Duration::from_secs(10))
            .map_err(err)?;
        let tx = db
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(err)?;
        let v: u32 = tx
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(err)?;
        if v > SCHEMA {
            return Err(ProgressError::NewerSchema { path, version: v });
        }
        if v == 0 {
            tx.execute_batch(CREATE_V1).map_err(err)?;
        }
        if v < 2 {
            tx.execute_batch(CREATE_V2).map_err(err)?;
        }
        if v < SCHEMA {
            tx.pragma_update(None, "user_version", SCHEMA)
                .map_err(err)?;
        }
        tx.commit().map_err(err)?;
        Ok(Progress { db })
    }

    /// Starts a run now; gives its number.
    pub(crate) fn start_run(&mut self, run: &RunInfo) -> Result<i64, ProgressError> {
        self.start_run_at(run, &pitpay_journal::now())
    }

    /// Starts a run at a given time (UTC, `YYYY-MM-DDTHH:MM:SSZ`): how a week of breaks
    /// is replayed in a test.
    pub(crate) fn start_run_at(
        &mut self,
        run: &RunInfo,
        started: &str,
    ) -> Result<i64, ProgressError> {
        self.db
            .execute(
                "INSERT INTO runs (started, mode, drill, game, level, seed) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    started,
                    run.mode.id(),
                    run.drill.id(),
                    run.game.id(),
                    run.level,
                    run.seed.to_string()
                ],
            )
            .map_err(err)?;
        Ok(self.db.last_insert_rowid())
    }

    /// Records answer `n` of a run and moves its item type between the Leitner boxes,
    /// in one transaction.
    pub(crate) fn record(&mut self, run: i64, n: u32, a: &Answered) -> Result<(), ProgressError> {
        let tx = self.db.transaction().map_err(err)?;
        let i = &a.item;
        tx.execute(
            "INSERT OR REPLACE INTO answers (run, n, drill, game, item, right, ms, timed_out) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                run,
                n,
                i.drill.id(),
                i.game.id(),
                i.key,
                a.right,
                i64::try_from(a.ms).unwrap_or(i64::MAX),
                a.timed_out
            ],
        )
        .map_err(err)?;
        let now: Option<u8> = tx
            .query_row(
                "SELECT box FROM boxes WHERE drill = ?1 AND game = ?2 AND item = ?3",
                params![i.drill.id(), i.game.id(), i.key],
                |r| r.get(0),
            )
            .optional()
            .map_err(err)?;
        match review::after(now, a.right) {
            Some(b) => tx.execute(
                "INSERT OR REPLACE INTO boxes (drill, game, item, box) VALUES (?1, ?2, ?3, ?4)",
                params![i.drill.id(), i.game.id(), i.key, b],
            ),
            None => tx.execute(
                "DELETE FROM boxes WHERE drill = ?1 AND game = ?2 AND item = ?3",
                params![i.drill.id(), i.game.id(), i.key],
            ),
        }
        .map_err(err)?;
        tx.commit().map_err(err)
    }

    /// Keeps the settings of a run just started, for the next time Practice opens.
    pub(crate) fn remember(&mut self, run: &RunInfo) -> Result<(), ProgressError> {
        let tx = self.db.transaction().map_err(err)?;
        for (name, value) in [
            ("drill", run.drill.id()),
            ("game", run.game.id()),
            ("mode", run.mode.id()),
            ("level", run.level.as_str()),
        ] {
            tx.execute(
                "INSERT OR REPLACE INTO remembered (name, value) VALUES (?1, ?2)",
                params![name, value],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)
    }

    /// The settings of the last run started.
    pub(crate) fn remembered(&self) -> Result<Remembered, ProgressError> {
        let get = |name: &str| -> Result<Option<String>, ProgressError> {
            self.db
                .query_row(
                    "SELECT value FROM remembered WHERE name = ?1",
                    params![name],
                    |r| r.get(0),
                )
                .optional()
                .map_err(err)
        };
        Ok(Remembered {
            drill: get("drill")?,
            game: get("game")?,
            mode: get("mode")?,
            level: get("level")?,
        })
    }

    /// Marks a run finished.
    pub(crate) fn finish_run(&mut self, run: i64) -> Result<(), ProgressError> {
        self.db
            .execute(
                "UPDATE runs SET finished = ?2 WHERE id = ?1",
                params![run, pitpay_journal::now()],
            )
            .map_err(err)?;
        Ok(())
    }

    /// The item types in review, with their box.
    pub(crate) fn boxes(&self) -> Result<Vec<(ItemType, u8)>, ProgressError> {
        let mut stmt = self
            .db
            .prepare("SELECT drill, game, item, box FROM boxes ORDER BY drill, game, box, item")
            .map_err(err)?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, u8>(3)?,
                ))
            })
            .map_err(err)?;
        let mut out = Vec::new();
        for row in rows {
            let (d, g, k, b) = row.map_err(err)?;
            if let Some(item) = item_of(&d, &g, &k) {
                out.push((item, b));
            }
        }
        Ok(out)
    }

    /// Starts a review run of a drill and game: counts it, and gives the item types to
    /// ask, lowest box first (`review::queue`).
    pub(crate) fn next_review(
        &mut self,
        drill: Drill,
        game: Game,
    ) -> Result<Vec<ItemType>, ProgressError> {
        let tx = self.db.transaction().map_err(err)?;
        let name = format!("review:{}:{}", drill.id(), game.id());
        tx.execute(
            "INSERT INTO counters (name, value) VALUES (?1, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1",
            params![name],
        )
        .map_err(err)?;
        let run: u32 = tx
            .query_row(
                "SELECT value FROM counters WHERE name = ?1",
                params![name],
                |r| r.get(0),
            )
            .map_err(err)?;
        tx.commit().map_err(err)?;
        let boxes: Vec<(ItemType, u8)> = self
            .boxes()?
            .into_iter()
            .filter(|(i, _)| i.drill == drill && i.game == game)
            .collect();
        Ok(review::queue(&boxes, run))
    }

    /// Everything the stats show, over the last `last_runs` runs, as of today.
    pub(crate) fn stats(&self, last_runs: usize) -> Result<Stats, ProgressError> {
        self.stats_on(last_runs, &pitpay_journal::now()[..10])
    }

    /// Everything the stats show, with the day streak counted as of `today` (YYYY-MM-DD).
    pub(crate) fn stats_on(&self, last_runs: usize, today: &str) -> Result<Stats, ProgressError> {
        let answers = self.answers()?;
        let streaks = self.streaks(&answers, today)?;
        let review = self.boxes()?;
        let boxes: BTreeMap<&ItemType, u8> = review.iter().map(|(i, b)| (i, *b)).collect();
        let mut by_item: BTreeMap<ItemType, (u32, u32, Vec<u64>)> = BTreeMap::new();
        let mut by_run: BTreeMap<i64, (u32, u32, Vec<u64>)> = BTreeMap::new();
        for (run, item, right, ms) in answers {
            let e = by_item.entry(item).or_default();
            e.0 += 1;
            e.1 += u32::from(right);
            e.2.push(ms);
            let r = by_run.entry(run).or_default();
            r.0 += 1;
            r.1 += u32::from(right);
            r.2.push(ms);
        }
        let items: Vec<ItemStats> = by_item
            .into_iter()
            .map(|(item, (answered, right, times))| ItemStats {
                review_box: boxes.get(&item).copied(),
                item,
                answered,
                right,
                median_ms: median(times),
            })
            .collect();
        let mut weakest: Vec<ItemStats> = items
            .iter()
            .filter(|s| s.right < s.answered && s.answered >= WEAKEST_MIN_TRIES)
            .cloned()
            .collect();
        weakest.sort_by(|a, b| {
            a.accuracy()
                .total_cmp(&b.accuracy())
                .then(b.median_ms.cmp(&a.median_ms))
                .then(b.answered.cmp(&a.answered))
        });
        weakest.truncate(5);
        let runs = self.runs(&by_run, last_runs)?;
        Ok(Stats {
            items,
            runs,
            weakest,
            review,
            streaks,
        })
    }

    /// The streaks: right answers in a row over every answer in order, and days in a row
    /// over the days of the runs that hold an answer.
    fn streaks(
        &self,
        answers: &[(i64, ItemType, bool, u64)],
        today: &str,
    ) -> Result<Streaks, ProgressError> {
        let mut s = Streaks::default();
        for (_, _, right, _) in answers {
            s.right = if *right { s.right + 1 } else { 0 };
            s.best_right = s.best_right.max(s.right);
        }
        let mut stmt = self
            .db
            .prepare(
                "SELECT DISTINCT substr(started, 1, 10) FROM runs \
                 WHERE id IN (SELECT DISTINCT run FROM answers) ORDER BY 1",
            )
            .map_err(err)?;
        let days: Vec<Date> = stmt
            .query_map([], |r| r.get::<_, String>(0))
            .map_err(err)?
            .filter_map(|d| d.ok()?.parse().ok())
            .collect();
        let (mut run, mut last) = (0u32, None::<Date>);
        for day in &days {
            run = match last {
                Some(l) if l.next_day() == *day => run + 1,
                _ => 1,
            };
            s.best_days = s.best_days.max(run);
            last = Some(*day);
        }
        let today: Option<Date> = today.parse().ok();
        // The streak counts while its last day is today or yesterday.
        s.days = if last.is_some_and(|l| Some(l) == today || Some(l.next_day()) == today) {
            run
        } else {
            0
        };
        Ok(s)
    }

    fn answers(&self) -> Result<Vec<(i64, ItemType, bool, u64)>, ProgressError> {
        let mut stmt = self
            .db
            .prepare("SELECT run, drill, game, item, right, ms FROM answers ORDER BY run, n")
            .map_err(err)?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, bool>(4)?,
                    r.get::<_, i64>(5)?,
                ))
            })
            .map_err(err)?;
        let mut out = Vec::new();
        for row in rows {
            let (run, d, g, k, right, ms) = row.map_err(err)?;
            if let Some(item) = item_of(&d, &g, &k) {
                out.push((run, item, right, u64::try_from(ms).unwrap_or(0)));
            }
        }
        Ok(out)
    }

    fn runs(
        &self,
        by_run: &BTreeMap<i64, (u32, u32, Vec<u64>)>,
        last: usize,
    ) -> Result<Vec<RunStats>, ProgressError> {
        let mut stmt = self
            .db
            .prepare("SELECT id, started, mode, drill, game FROM runs ORDER BY id DESC LIMIT ?1")
            .map_err(err)?;
        let rows = stmt
            .query_map(params![i64::try_from(last).unwrap_or(i64::MAX)], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                ))
            })
            .map_err(err)?;
        let mut out = Vec::new();
        for row in rows {
            let (id, started, mode, drill, game) = row.map_err(err)?;
            let (answered, right, times) = by_run.get(&id).cloned().unwrap_or_default();
            if answered == 0 {
                continue; // a run left before its first answer says nothing
            }
            out.push(RunStats {
                id,
                started,
                mode,
                drill,
                game,
                answered,
                right,
                median_ms: median(times),
            });
        }
        out.reverse();
        Ok(out)
    }
}

fn item_of(drill: &str, game: &str, key: &str) -> Option<ItemType> {
    Some(ItemType::new(drill.parse().ok()?, game.parse().ok()?, key))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(key: &str, right: bool, ms: u64) -> Answered {
        Answered {
            item: ItemType::new(Drill::PayIt, Game::Blackjack, key),
            right,
            ms,
            timed_out: false,
        }
    }

    /// A missed item type is in review at the next run, and the boxes, the
    /// accuracy and the median time survive closing the database.
    #[test]
    fn progress_and_boxes_last_between_runs() {
        let dir = tempfile::tempdir().unwrap();
        let info = RunInfo {
            mode: Mode::Exam,
            drill: Drill::PayIt,
            game: Game::Blackjack,
            level: "standard".into(),
            seed: u64::MAX,
        };
        {
            let mut p = Progress::open(dir.path()).unwrap();
            let run = p.start_run(&info).unwrap();
            p.record(run, 1, &answer("main/win", true, 4_000)).unwrap();
            p.record(run, 2, &answer("lucky-break/suited-4", false, 9_000))
                .unwrap();
            p.record(run, 3, &answer("main/win", true, 2_000)).unwrap();
            p.record(run, 4, &answer("main/win", false, 7_000)).unwrap();
            p.finish_run(run).unwrap();
        }
        let mut p = Progress::open(dir.path()).unwrap();
        let s = p.stats(20).unwrap();
        let win = s.items.iter().find(|i| i.item.key == "main/win").unwrap();
        assert_eq!((win.answered, win.right, win.median_ms), (3, 2, 4_000));
        // One miss in one try is not yet "weak" (five tries first).
        assert!(s.weakest.is_empty(), "{:?}", s.weakest);
        assert_eq!(
            (s.runs.len(), s.runs[0].answered, s.runs[0].right),
            (1, 4, 2)
        );
        let queue = p.next_review(Drill::PayIt, Game::Blackjack).unwrap();
        let keys: Vec<&str> = queue.iter().map(|i| i.key.as_str()).collect();
        assert_eq!(keys, ["lucky-break/suited-4", "main/win"]);
        assert!(p
            .next_review(Drill::CountIt, Game::Blackjack)
            .unwrap()
            .is_empty());
    }

    /// An item type is listed among the weakest once it has five tries, lowest
    /// share right first.
    #[test]
    fn the_weakest_need_five_tries() {
        let dir = tempfile::tempdir().unwrap();
        let mut p = Progress::open(dir.path()).unwrap();
        let run = p.start_run(&info(Mode::Practice)).unwrap();
        let mut n = 0;
        for (key, rights) in [("a", [true, false, true, true, true]), ("b", [false; 5])] {
            for right in rights {
                n += 1;
                p.record(run, n, &answer(key, right, 1_000)).unwrap();
            }
        }
        p.record(run, 11, &answer("once", false, 1_000)).unwrap();
        let weakest: Vec<String> = p
            .stats(20)
            .unwrap()
            .weakest
            .into_iter()
            .map(|w| w.item.key)
            .collect();
        assert_eq!(weakest, ["b", "a"]);
    }

    fn info(mode: Mode) -> RunInfo {
        RunInfo {
            mode,
            drill: Drill::PayIt,
            game: Game::Blackjack,
            level: "standard".into(),
            seed: 1,
        }
    }

    /// Streaks count days in a row with an answer (up to today or yesterday)
    /// and right answers in a row; a day missed starts the day streak over.
    #[test]
    fn streaks_count_days_and_right_answers_in_a_row() {
        let dir = tempfile::tempdir().unwrap();
        let mut p = Progress::open(dir.path()).unwrap();
        let days = [
            "2026-11-01",
            "2026-11-02",
            "2026-11-03",
            "2026-11-05",
            "2026-11-06",
        ];
        let mut n = 0;
        for (d, day) in days.iter().enumerate() {
            let run = p
                .start_run_at(&info(Mode::Break), &format!("{day}T10:00:00Z"))
                .unwrap();
            for k in 0..3 {
                n += 1;
                let right = !(d == 3 && k == 0); // one miss on the 5th
                p.record(run, n, &answer("main/win", right, 1_000)).unwrap();
            }
        }
        // A run started but never answered does not make a day.
        p.start_run_at(&info(Mode::Break), "2026-11-07T10:00:00Z")
            .unwrap();
        let s = p.stats_on(20, "2026-11-07").unwrap().streaks;
        assert_eq!((s.days, s.best_days), (2, 3));
        assert_eq!((s.right, s.best_right), (5, 9));
        assert_eq!(p.stats_on(20, "2026-11-09").unwrap().streaks.days, 0);
    }

    /// A database written before the settings were remembered (schema 1) is brought
    /// to schema 2 once; the settings of the last run started come back.
    #[test]
    fn the_last_settings_are_remembered() {
        let dir = tempfile::tempdir().unwrap();
        {
            let db = Connection::open(Progress::path(dir.path())).unwrap();
            db.execute_batch(CREATE_V1).unwrap();
            db.pragma_update(None, "user_version", 1).unwrap();
        }
        let mut p = Progress::open(dir.path()).unwrap();
        assert_eq!(p.remembered().unwrap(), Remembered::default());
        p.remember(&info(Mode::Review)).unwrap();
        let r = Progress::open(dir.path()).unwrap().remembered().unwrap();
        assert_eq!(r.mode.as_deref(), Some("review"));
        assert_eq!(r.game.as_deref(), Some("blackjack"));
        assert_eq!(r.drill.as_deref(), Some("pay-it"));
        assert_eq!(r.level.as_deref(), Some("standard"));
    }

    #[test]
    fn a_newer_database_is_refused_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let db = Connection::open(Progress::path(dir.path())).unwrap();
        db.pragma_update(None, "user_version", 9).unwrap();
        drop(db);
        let e = Progress::open(dir.path()).err().unwrap();
        assert!(e.to_string().contains("schema version 9"), "{e}");
    }

    #[test]
    fn median_takes_the_lower_middle() {
        assert_eq!(median(vec![]), 0);
        assert_eq!(median(vec![5, 1, 9]), 5);
        assert_eq!(median(vec![4, 1, 9, 7]), 4);
    }
}

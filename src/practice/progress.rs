//! Progress that lasts (issue 14, item 3): every answer in SQLite, `practice.sqlite3`
//! in the data folder, beside the slip journal but apart from it (practice is not a
//! record of money paid). Per drill, game and item type: how many were answered, how
//! many right, and the median time; per run: its score; the weakest item types; and
//! the Leitner boxes of review ([`super::review`]), kept between runs.
//!
//! Schema versions (SQLite's `user_version`), migrated once on open in one
//! transaction, as the journal's are:
//! - 1: `runs`, `answers`, `boxes` and `counters` (the review run number).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use crate::bet::Game;

use super::item::{Drill, ItemType};
use super::review;

/// The schema this build writes.
pub const SCHEMA: u32 = 1;

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

/// Why progress could not be read or kept.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ProgressError {
    /// The data folder could not be made.
    #[error("practice progress: {}: cannot create the data folder: {source}", folder.display())]
    Folder {
        /// The folder.
        folder: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The database failed.
    #[error("practice progress: {0}")]
    Database(Arc<rusqlite::Error>),
    /// Made by a newer Pitpay.
    #[error("practice progress: {}: schema version {version} is newer than this Pitpay understands ({SCHEMA}); use a newer Pitpay", path.display())]
    NewerSchema {
        /// The file.
        path: PathBuf,
        /// Its version.
        version: u32,
    },
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
    }
}

/// What a run is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunInfo {
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
pub struct Answered {
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
}

/// The median of some times (the lower middle of an even count).
pub fn median(mut v: Vec<u64>) -> u64 {
    v.sort_unstable();
    v.get(v.len().saturating_sub(1) / 2).copied().unwrap_or(0)
}

/// The progress database.
pub struct Progress {
    db: Connection,
}

impl Progress {
    /// The database file in a data folder.
    pub fn path(dir: &Path) -> PathBuf {
        dir.join("practice.sqlite3")
    }

    /// Whether the data folder holds any progress yet.
    pub fn exists(dir: &Path) -> bool {
        Progress::path(dir).is_file()
    }

    /// Opens (or creates) the progress database and brings it to [`SCHEMA`].
    pub fn open(dir: &Path) -> Result<Progress, ProgressError> {
        crate::files::create_private_dir(dir).map_err(|e| ProgressError::Folder {
            folder: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
        let path = Progress::path(dir);
        let mut db = Connection::open(&path).map_err(err)?;
        let _ = crate::files::make_private(&path);
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
            tx.pragma_update(None, "user_version", SCHEMA)
                .map_err(err)?;
        }
        tx.commit().map_err(err)?;
        Ok(Progress { db })
    }

    /// Starts a run; gives its number.
    pub fn start_run(&mut self, run: &RunInfo) -> Result<i64, ProgressError> {
        self.db
            .execute(
                "INSERT INTO runs (started, mode, drill, game, level, seed) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    crate::journal::now(),
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
    pub fn record(&mut self, run: i64, n: u32, a: &Answered) -> Result<(), ProgressError> {
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

    /// Marks a run finished.
    pub fn finish_run(&mut self, run: i64) -> Result<(), ProgressError> {
        self.db
            .execute(
                "UPDATE runs SET finished = ?2 WHERE id = ?1",
                params![run, crate::journal::now()],
            )
            .map_err(err)?;
        Ok(())
    }

    /// The item types in review, with their box.
    pub fn boxes(&self) -> Result<Vec<(ItemType, u8)>, ProgressError> {
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
    /// ask, lowest box first ([`review::queue`]).
    pub fn next_review(
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

    /// Everything the stats show, over the last `last_runs` runs.
    pub fn stats(&self, last_runs: usize) -> Result<Stats, ProgressError> {
        let answers = self.answers()?;
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
            .filter(|s| s.right < s.answered)
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
        })
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

    /// Issue 14: a missed item type is in review at the next run, and the boxes, the
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
        assert_eq!(
            s.weakest.first().map(|w| w.item.key.as_str()),
            Some("lucky-break/suited-4")
        );
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

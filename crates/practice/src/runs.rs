//! A data folder's practice runs as the window keeps them, off its own thread: each call
//! opens the folder's progress, does one thing and closes it. With no data folder nothing
//! is kept, and review, which reads what was missed, is refused in words.

use std::path::Path;

use super::item::ItemType;
use super::progress::{Mode, Progress, ProgressError, Remembered, Stats};
use super::session::{Settings, Turn};

/// Starts a run in the data folder's progress and remembers its settings; for review and
/// the break set, also reads the item types to ask. The run's number, none when nothing
/// is kept.
pub fn open_run(
    data: Option<&Path>,
    settings: &Settings,
) -> Result<(Option<i64>, Vec<ItemType>), ProgressError> {
    let info = &settings.run_info();
    let reviewing = matches!(info.mode, Mode::Review | Mode::Break);
    let Some(dir) = data else {
        if reviewing {
            return Err(ProgressError::NotKept);
        }
        return Ok((None, Vec::new()));
    };
    let mut p = Progress::open(dir)?;
    let queue = if reviewing {
        p.next_review(info.drill, info.game)?
    } else {
        Vec::new()
    };
    let run = p.start_run(info)?;
    p.remember(info)?;
    Ok((Some(run), queue))
}

/// Keeps answer `n` (from 1) of run `run`: the turn that answered it.
pub fn keep_answer(dir: &Path, run: i64, n: usize, turn: &Turn) -> Result<(), ProgressError> {
    let n = u32::try_from(n).unwrap_or(u32::MAX);
    Progress::open(dir).and_then(|mut p| p.record(run, n, &turn.answered()))
}

/// Ends run `run`.
pub fn close_run(dir: &Path, run: i64) -> Result<(), ProgressError> {
    Progress::open(dir).and_then(|mut p| p.finish_run(run))
}

/// The settings of the last run started, or the defaults.
pub fn last_settings(data: Option<&Path>) -> Remembered {
    match data {
        Some(dir) if Progress::exists(dir) => Progress::open(dir)
            .and_then(|p| p.remembered())
            .unwrap_or_default(),
        _ => Remembered::default(),
    }
}

/// The figures over the last `runs` runs; none kept yet is no figures.
pub fn stats_of(data: Option<&Path>, runs: usize) -> Result<Stats, ProgressError> {
    match data {
        Some(dir) if Progress::exists(dir) => Progress::open(dir).and_then(|p| p.stats(runs)),
        _ => Ok(Stats::default()),
    }
}

//! The command line's practice commands: `pitpay worksheet` and
//! `pitpay practice --stats [--json]`. Output hygiene is the slips': the output
//! path is checked before any work, an existing file is replaced only with `--force`,
//! and the PDF is written atomically.

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use serde_json::{json, Value};

use pitpay_core::Catalog;
use pitpay_core::{Game, ParseError};

use super::difficulty::Level;
use super::progress::{ItemStats, Progress, Stats};
use super::worksheet::Worksheet;

/// Exit status for bad input (as every command).
const BAD_INPUT: u8 = 2;

/// How many runs the stats chart.
pub(crate) const LAST_RUNS: usize = 20;

fn out(text: &str) {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}

fn bad(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(BAD_INPUT)
}

/// A game as the command line names it: its id, or another name its registry entry
/// lists (`stadium`).
pub(crate) fn game_arg(text: &str) -> Result<Game, ParseError> {
    let text = text.trim();
    let alias = Game::ALL
        .into_iter()
        .find(|g| pitpay_core::spec(*g).aliases.contains(&text));
    alias.map_or_else(|| text.parse(), Ok)
}

/// What `pitpay worksheet` was asked.
#[derive(Debug, Clone)]
pub struct WorksheetRequest<'a> {
    /// The game, as typed.
    pub game: &'a str,
    /// How many questions.
    pub count: u32,
    /// The seed.
    pub seed: u64,
    /// The level, as typed.
    pub level: &'a str,
    /// Where to write the PDF.
    pub out: &'a Path,
    /// Replace an existing file.
    pub force: bool,
    /// Print the questions and answers as JSON.
    pub json: bool,
    /// The language the sheet and the message are written in (the JSON is English).
    pub words: &'a pitpay_language::Words,
}

/// `pitpay worksheet`.
pub fn worksheet(req: &WorksheetRequest<'_>, catalog: &Catalog) -> ExitCode {
    let game = match game_arg(req.game) {
        Ok(g) => g,
        Err(e) => return bad(&format!("--game: {e}")),
    };
    let level: Level = match req.level.parse() {
        Ok(l) => l,
        Err(e) => return bad(&format!("--level: {e}")),
    };
    if let Err(e) = pitpay_journal::check_output(req.out, req.force, &[]) {
        return bad(&format!("{}: {e}", req.out.display()));
    }
    let sheet = match Worksheet::deal(game, req.count, req.seed, level, catalog) {
        Ok(s) => s,
        Err(e) => return bad(&format!("worksheet: {e}")),
    };
    let bytes = match super::sheet::render(&sheet, time::OffsetDateTime::now_utc(), req.words) {
        Ok(b) => b,
        Err(e) => return bad(&format!("worksheet: {e}")),
    };
    if let Err(e) = pitpay_journal::write_atomic(req.out, &bytes) {
        return bad(&format!("{}: cannot write: {e}", req.out.display()));
    }
    if req.json {
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&sheet.json()).unwrap_or_default()
        ));
    } else {
        let said = pitpay_language::t!(
            req.words,
            "worksheet-written",
            count = sheet.questions.len(),
            game = game.title(),
            seed = req.seed.to_string(),
            level = level.id(),
            file = req.out.display().to_string()
        );
        out(&format!("{said}\n"));
    }
    ExitCode::SUCCESS
}

/// `pitpay practice --stats [--json]`.
pub fn stats(json: bool) -> ExitCode {
    let Some(dir) = pitpay_journal::data_dir() else {
        return bad("no data folder (set PITPAY_DATA_DIR)");
    };
    let stats = if Progress::exists(&dir) {
        match Progress::open(&dir).and_then(|p| p.stats(LAST_RUNS)) {
            Ok(s) => s,
            Err(e) => return bad(&e.to_string()),
        }
    } else {
        Stats::default()
    };
    if json {
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&stats_json(&stats)).unwrap_or_default()
        ));
    } else {
        out(&stats_text(&stats));
    }
    ExitCode::SUCCESS
}

fn seconds(ms: u64) -> f64 {
    ms as f64 / 1000.0
}

fn item_json(s: &ItemStats) -> Value {
    json!({
        "drill": s.item.drill.id(),
        "game": s.item.game.id(),
        "item": s.item.key,
        "label": s.item.label(pitpay_language::english()),
        "answered": s.answered,
        "right": s.right,
        "accuracy": s.accuracy(),
        "median_seconds": seconds(s.median_ms),
        "box": s.review_box,
    })
}

/// The stats as JSON: `items`, `runs` (oldest first), `weakest`, `review`, `streaks`.
pub(crate) fn stats_json(s: &Stats) -> Value {
    let runs: Vec<Value> = s
        .runs
        .iter()
        .map(|r| {
            json!({
                "run": r.id, "started": r.started, "mode": r.mode, "drill": r.drill,
                "game": r.game, "answered": r.answered, "right": r.right,
                "accuracy": r.accuracy(), "median_seconds": seconds(r.median_ms),
            })
        })
        .collect();
    let review: Vec<Value> = s
        .review
        .iter()
        .map(|(i, b)| {
            json!({"drill": i.drill.id(), "game": i.game.id(), "item": i.key, "label": i.label(pitpay_language::english()), "box": b})
        })
        .collect();
    json!({
        "items": s.items.iter().map(item_json).collect::<Vec<_>>(),
        "runs": runs,
        "weakest": s.weakest.iter().map(item_json).collect::<Vec<_>>(),
        "review": review,
        "streaks": {
            "days": s.streaks.days, "best_days": s.streaks.best_days,
            "right": s.streaks.right, "best_right": s.streaks.best_right,
        },
    })
}

fn percent(x: f64) -> String {
    format!("{:.0}%", x * 100.0)
}

/// The stats as a table for people.
pub(crate) fn stats_text(s: &Stats) -> String {
    if s.items.is_empty() {
        return "No practice yet: open Practice in the app (Ctrl+D) and answer a few questions.\n"
            .to_string();
    }
    let mut t = String::from("Practice progress, per drill, game and item type\n\n");
    let _ = writeln!(
        t,
        "{:>8} {:>6} {:>8} {:>8}  item type",
        "answered", "right", "accuracy", "median"
    );
    for i in &s.items {
        let _ = writeln!(
            t,
            "{:>8} {:>6} {:>8} {:>7.1}s  {}",
            i.answered,
            i.right,
            percent(i.accuracy()),
            seconds(i.median_ms),
            i.item.label(pitpay_language::english())
        );
    }
    let st = s.streaks;
    let _ = writeln!(
        t,
        "\nStreaks: {} day(s) in a row (best {}); {} right in a row (best {})",
        st.days, st.best_days, st.right, st.best_right
    );
    let _ = writeln!(t, "\nLast {} runs, oldest first", s.runs.len());
    for r in &s.runs {
        let bar = "#".repeat((r.accuracy() * 20.0).round() as usize);
        let _ = writeln!(
            t,
            "  run {:>4}  {}  {:<10} {:<16} {:<18} {:>3}/{:<3} {:>5}  {bar}",
            r.id,
            r.started,
            r.mode,
            r.drill,
            r.game,
            r.right,
            r.answered,
            percent(r.accuracy())
        );
    }
    let _ = writeln!(t, "\nWeakest item types");
    if s.weakest.is_empty() {
        let _ = writeln!(t, "  none: every item type answered so far was right");
    }
    for (n, w) in s.weakest.iter().enumerate() {
        let _ = writeln!(
            t,
            "  {}. {}: {} of {} right ({}), median {:.1}s",
            n + 1,
            w.item.label(pitpay_language::english()),
            w.right,
            w.answered,
            percent(w.accuracy()),
            seconds(w.median_ms)
        );
    }
    if !s.review.is_empty() {
        let _ = writeln!(
            t,
            "\nIn review (Leitner box 1-3; three right in a row takes an item out)"
        );
        for (i, b) in &s.review {
            let _ = writeln!(t, "  box {b}: {}", i.label(pitpay_language::english()));
        }
    }
    t
}

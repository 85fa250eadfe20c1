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
use pitpay_language::{sentence, Sentence, Words};

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

/// A refusal on standard error, in `words` (the podium's language).
fn bad(words: &Words, message: &Sentence) -> ExitCode {
    let message = message.in_words(words);
    eprintln!(
        "{}",
        pitpay_language::t!(words, "cli-error", message = message)
    );
    ExitCode::from(BAD_INPUT)
}

/// An option's value refused: `--game: …`.
fn option_why(option: &str, why: impl Into<Sentence>) -> Sentence {
    sentence!("cli-option-why", option = option, why = why.into())
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
    let w = req.words;
    let file = req.out.display().to_string();
    let game = match game_arg(req.game) {
        Ok(g) => g,
        Err(e) => return bad(w, &option_why("--game", &e)),
    };
    let level: Level = match req.level.parse() {
        Ok(l) => l,
        Err(e) => return bad(w, &option_why("--level", &e)),
    };
    if let Err(e) = pitpay_journal::check_output(req.out, req.force, &[]) {
        return bad(w, &option_why(&file, &e));
    }
    let sheet = match Worksheet::deal(game, req.count, req.seed, level, catalog, w) {
        Ok(s) => s,
        Err(e) => return bad(w, &option_why("worksheet", &e)),
    };
    let bytes = match super::sheet::render(&sheet, time::OffsetDateTime::now_utc(), w) {
        Ok(b) => b,
        Err(e) => return bad(w, &option_why("worksheet", &e)),
    };
    if let Err(e) = pitpay_journal::write_atomic(req.out, &bytes) {
        // The system's own words for the failure, quoted.
        let why = sentence!("practice-cannot-write", why = e.to_string());
        return bad(w, &option_why(&file, why));
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

/// `pitpay practice --stats [--json]`: the table in `words`, the JSON in English.
pub fn stats(json: bool, words: &pitpay_language::Words) -> ExitCode {
    let Some(dir) = pitpay_journal::data_dir() else {
        return bad(words, &sentence!("practice-no-data-folder"));
    };
    let stats = if Progress::exists(&dir) {
        match Progress::open(&dir).and_then(|p| p.stats(LAST_RUNS)) {
            Ok(s) => s,
            Err(e) => return bad(words, &Sentence::from(&e)),
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
        out(&stats_text(&stats, words));
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

/// The stats as a table for people, in `w`: headings, units and item types (the runs'
/// mode, drill and game are their ids, as the JSON writes them).
pub(crate) fn stats_text(s: &Stats, w: &pitpay_language::Words) -> String {
    use pitpay_language::{pad_start, t};
    if s.items.is_empty() {
        return format!("{}\n", t!(w, "listing-practice-none"));
    }
    let mut t = format!("{}\n\n", t!(w, "listing-practice-title"));
    let _ = writeln!(
        t,
        "{} {} {} {}  {}",
        pad_start(&t!(w, "listing-practice-answered"), 8),
        pad_start(&t!(w, "listing-practice-right"), 6),
        pad_start(&t!(w, "listing-practice-accuracy"), 8),
        pad_start(&t!(w, "listing-practice-median"), 8),
        t!(w, "listing-practice-item-type")
    );
    let secs = |ms: u64| {
        t!(
            w,
            "listing-practice-seconds",
            seconds = format!("{:.1}", seconds(ms))
        )
    };
    for i in &s.items {
        let _ = writeln!(
            t,
            "{:>8} {:>6} {:>8} {}  {}",
            i.answered,
            i.right,
            percent(i.accuracy()),
            pad_start(&secs(i.median_ms), 8),
            i.item.label(w)
        );
    }
    let st = s.streaks;
    let streaks = t!(
        w,
        "listing-practice-streaks",
        days = st.days,
        best_days = st.best_days,
        right = st.right,
        best_right = st.best_right
    );
    let _ = writeln!(t, "\n{streaks}");
    let last = t!(w, "listing-practice-last-runs", count = s.runs.len());
    let _ = writeln!(t, "\n{last}");
    for r in &s.runs {
        let bar = "#".repeat((r.accuracy() * 20.0).round() as usize);
        let run = t!(w, "listing-practice-run", run = format!("{:>4}", r.id));
        let _ = writeln!(
            t,
            "  {run}  {}  {:<10} {:<16} {:<18} {:>3}/{:<3} {:>5}  {bar}",
            r.started,
            r.mode,
            r.drill,
            r.game,
            r.right,
            r.answered,
            percent(r.accuracy())
        );
    }
    weakest_and_review(&mut t, s, w);
    t
}

/// The weakest item types, then those in review, in `w`.
fn weakest_and_review(t: &mut String, s: &Stats, w: &pitpay_language::Words) {
    use pitpay_language::t;
    let _ = writeln!(t, "\n{}", t!(w, "listing-practice-weakest"));
    if s.weakest.is_empty() {
        let _ = writeln!(t, "  {}", t!(w, "listing-practice-none-weak"));
    }
    for (n, weak) in s.weakest.iter().enumerate() {
        let said = t!(
            w,
            "listing-practice-weak-item",
            item = weak.item.label(w),
            right = weak.right,
            answered = weak.answered,
            percent = percent(weak.accuracy()),
            seconds = format!("{:.1}", seconds(weak.median_ms))
        );
        let _ = writeln!(t, "  {}. {said}", n + 1);
    }
    if !s.review.is_empty() {
        let _ = writeln!(t, "\n{}", t!(w, "listing-practice-in-review"));
        for (i, b) in &s.review {
            let said = t!(w, "listing-practice-box", number = *b, item = i.label(w));
            let _ = writeln!(t, "  {said}");
        }
    }
}

#[cfg(test)]
mod stats_words {
    use super::stats_text;
    use crate::item::{Drill, ItemType};
    use crate::progress::{ItemStats, RunStats, Stats, Streaks};
    use pitpay_core::Game;
    use pitpay_language::{english, Language, Words};

    fn stats() -> Stats {
        let item = ItemType::new(Drill::PayIt, Game::Blackjack, "main/win");
        let seen = ItemStats {
            item: item.clone(),
            answered: 6,
            right: 3,
            median_ms: 3200,
            review_box: Some(2),
        };
        Stats {
            items: vec![seen.clone()],
            runs: vec![RunStats {
                id: 12,
                started: "2026-03-07 14:02".into(),
                mode: "practice".into(),
                drill: "pay-it".into(),
                game: "blackjack".into(),
                answered: 10,
                right: 8,
                median_ms: 4100,
            }],
            weakest: vec![seen],
            review: vec![(item, 2)],
            streaks: Streaks {
                days: 2,
                best_days: 5,
                right: 1,
                best_right: 9,
            },
        }
    }

    /// The English is the table `practice --stats` always printed, word for word.
    #[test]
    fn the_english_table_is_as_it_was() {
        let label = ItemType::new(Drill::PayIt, Game::Blackjack, "main/win").label(english());
        let expected = format!(
            "Practice progress, per drill, game and item type\n\n\
             answered  right accuracy   median  item type\n\
             \x20      6      3      50%     3.2s  {label}\n\n\
             Streaks: 2 day(s) in a row (best 5); 1 right in a row (best 9)\n\n\
             Last 1 runs, oldest first\n\
             \x20 run   12  2026-03-07 14:02  practice   pay-it           blackjack            8/10    80%  ################\n\n\
             Weakest item types\n\
             \x20 1. {label}: 3 of 6 right (50%), median 3.2s\n\n\
             In review (Leitner box 1-3; three right in a row takes an item out)\n\
             \x20 box 2: {label}\n"
        );
        assert_eq!(stats_text(&stats(), english()), expected);
    }

    /// In Chinese, the headings hold no English word and the columns still line up.
    #[test]
    fn the_chinese_table_has_chinese_headings() {
        let w = Words::shipped(Language::parse("zh-Hant").unwrap_or_default());
        let text = stats_text(&stats(), &w);
        let heading = text.lines().nth(2).unwrap_or_default();
        assert!(!heading.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
        assert!(text.contains("3.2秒"), "{text}");
        assert!(text.contains("連續答對 1 題"), "{text}");
        assert!(text.contains("第 2 盒："), "{text}");
    }
}

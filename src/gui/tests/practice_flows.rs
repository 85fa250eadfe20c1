//! Practice as a new user meets it: the Practice screen driven through its
//! widgets with the headless iced_test simulator (each drill, the timed exam with its
//! misses explained, review next time, the chart), and `pitpay worksheet` whose
//! answer key is checked line by line against `pitpay settle` of its own round files.
//!
//! The simulator collects messages without running tasks; [`send`] runs the tasks the
//! app gives back (the progress database is written off the screen's thread) as the
//! runtime does, so a run really starts and every answer is really kept.

use std::sync::atomic::Ordering;

use crate::gui::app::{self, App, Screen};
use crate::gui::screen::practice::{self, Clock, ANSWER_ID};
use assert_cmd::Command;
use iced::futures::executor::block_on;
use iced::futures::StreamExt as _;
use iced::keyboard::{self, key, Key, Modifiers};
use iced::{Event, Task};
use iced_test::selector::{id, Candidate};
use iced_test::Simulator;
use pitpay_core::game::lucky9::Nine;
use pitpay_core::Catalog;
use pitpay_core::{Bet, Game};
use pitpay_practice::Answer;
use pitpay_practice::Drill;
use pitpay_practice::Level;
use pitpay_practice::Mode;
use pitpay_practice::Question;
use serde_json::Value;

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

fn settings() -> iced::Settings {
    iced::Settings {
        fonts: vec![crate::gui::FONT.into(), crate::gui::CJK_FONT.into()],
        default_font: iced::Font::with_name(crate::gui::FONT_NAME),
        ..Default::default()
    }
}

/// The window 1024 wide (the smallest the app is made for) and tall enough to hold a
/// whole question: the simulator keeps no scroll position, where the app scrolls the
/// focused answer field into view (src/gui/focus.rs).
fn ui(app: &App) -> Simulator<'_, app::Message> {
    Simulator::with_size(settings(), (1024.0, 3000.0), app.view())
}

/// Tells the app a message and runs the task it gives back, as the runtime would
/// (widget operations such as focus moves are left to the simulator's clicks).
fn send(app: &mut App, message: app::Message) {
    let task = app.update(message);
    run(app, task);
}

fn run(app: &mut App, task: Task<app::Message>) {
    let Some(mut stream) = iced_runtime::task::into_stream(task) else {
        return;
    };
    while let Some(action) = block_on(stream.next()) {
        if let iced_runtime::Action::Output(m) = action {
            send(app, m);
        }
    }
}

/// Events through the whole view; what the app was told is then applied.
fn events(app: &mut App, f: impl FnOnce(&mut Simulator<'_, app::Message>)) {
    let messages: Vec<app::Message> = {
        let mut ui = ui(app);
        f(&mut ui);
        ui.into_messages().collect()
    };
    for m in messages {
        send(app, m);
    }
}

/// Ctrl and a letter, as a keyboard sends it.
fn ctrl(app: &mut App, c: &str) {
    let k = Key::Character(c.into());
    let physical = key::Physical::Unidentified(key::NativeCode::Unidentified);
    let evs = [
        Event::Keyboard(keyboard::Event::ModifiersChanged(Modifiers::CTRL)),
        Event::Keyboard(keyboard::Event::KeyPressed {
            key: k.clone(),
            modified_key: k.clone(),
            physical_key: physical,
            location: keyboard::Location::Standard,
            modifiers: Modifiers::CTRL,
            text: None,
            repeat: false,
        }),
        Event::Keyboard(keyboard::Event::KeyReleased {
            key: k.clone(),
            modified_key: k,
            physical_key: physical,
            location: keyboard::Location::Standard,
            modifiers: Modifiers::CTRL,
        }),
        Event::Keyboard(keyboard::Event::ModifiersChanged(Modifiers::empty())),
    ];
    events(app, |ui| {
        let _ = ui.simulate(evs);
    });
}

/// Clicks the field with this id, types `text` and presses Enter.
fn type_enter(app: &mut App, field: &str, text: &str) {
    events(app, |ui| {
        ui.click(id(field.to_string()))
            .unwrap_or_else(|e| panic!("cannot click field {field}: {e}"));
        let _ = ui.typewrite(text);
        let _ = ui.tap_key(key::Named::Enter);
    });
}

/// Clicks the button labelled `label`.
fn click(app: &mut App, label: &str) {
    events(app, |ui| {
        ui.click(label)
            .unwrap_or_else(|e| panic!("no button {label}: {e}"));
    });
}

/// Every text on screen, in the order the widget tree holds them.
fn texts(app: &App) -> Vec<String> {
    let mut ui = Simulator::with_size(settings(), (1024.0, 4000.0), app.view());
    super::settle_screen::texts(&mut ui)
}

fn shows(app: &App, needle: &str) -> bool {
    texts(app).iter().any(|t| t.contains(needle))
}

fn practice(app: &mut App, m: practice::Message) {
    send(app, app::Message::Practice(m));
}

/// The question on screen.
fn current(app: &App) -> &Question {
    let s = app.practice.session.as_ref().expect("a run");
    &s.current.as_ref().expect("a question on screen").0
}

/// What a dealer who knows the answer types: the engine's answer to the question.
fn right_answer(q: &Question) -> String {
    match q {
        Question::PayIt(p) => p.row().expect("a marked line").paid.to_string(),
        Question::SpotTheMispay(m) => m.wrong.as_ref().map_or(0, |w| w.line + 1).to_string(),
        Question::CountIt(c) => c.answer.to_string(),
    }
}

/// A wrong answer of the right kind.
fn wrong_answer(q: &Question) -> String {
    match q {
        Question::PayIt(p) => {
            let paid = p.row().expect("a marked line").paid;
            if paid.cents() == 100 { "2" } else { "1" }.to_string()
        }
        Question::SpotTheMispay(m) => if m.wrong.is_some() { "0" } else { "1" }.to_string(),
        Question::CountIt(c) => match &c.answer {
            Answer::Nine(Nine::Lucky) => "natural".into(),
            Answer::Nine(_) => "lucky".into(),
            _ => "99".into(),
        },
    }
}

/// The last answer of the run on screen.
fn last_turn(app: &App) -> &pitpay_practice::Turn {
    app.practice
        .session
        .as_ref()
        .and_then(|s| s.turns.last())
        .expect("graded")
}

fn app_in(dir: &std::path::Path) -> App {
    App::with_data(Catalog::with_operator_dir(None), Some(dir.to_path_buf()))
}

fn choose(app: &mut App, drill: Drill, game: Game, mode: Mode) {
    practice(app, practice::Message::DrillPicked(drill));
    practice(app, practice::Message::GamePicked(game));
    practice(app, practice::Message::ModePicked(mode));
}

// ---------------------------------------------------------------------------------
// Flows
// ---------------------------------------------------------------------------------

/// Pay it, seed 42 (Lucky 9, practice): dealer 3♣ 7♥ 4♣ is 3 + 7 = 0, draws on 0-4
/// and takes the 4 (R2.2): 4. Seat 4's 4♦ 3♥ is 7, which beats 4 (R2.5): the $27 main
/// wager wins 1 to 1, $54.00 across. A wrong answer is explained with the study view's
/// working; Enter goes on; the right answer is marked right.
#[test]
fn r2_5_pay_it_by_keyboard_a_miss_shows_the_right_answer_explained() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    ctrl(&mut a, "d");
    assert_eq!(a.screen, Screen::Practice);
    assert!(shows(&a, "Pay it: one wager of a dealt round is marked"));
    type_enter(&mut a, "practice-seed", "42");
    assert!(a.practice.running(), "Enter on the seed starts a run");
    let all = texts(&a);
    assert!(all
        .iter()
        .any(|t| t == "Seat 4 · Main wager $27.00: what do you pay across?"));
    for card in ["3♣", "7♥", "4♣", "4♦", "3♥"] {
        assert!(all.iter().any(|t| t == card), "{card} is drawn");
    }
    type_enter(&mut a, ANSWER_ID, "1");
    assert!(shows(&a, "✘ Pay $54.00 across, not $1.00 (net $27.00)"));
    assert!(shows(&a, "(R2.5)"), "the rule is named");
    assert!(shows(
        &a,
        "Dealer: up 3♣ (3), hole 7♥ (7) = 10, value 0: draws on 0-4"
    ));
    // Enter again (the answer field still has the focus) is the next question.
    events(&mut a, |ui| {
        let _ = ui.click(id(ANSWER_ID));
        let _ = ui.tap_key(key::Named::Enter);
    });
    let s = a.practice.session.as_ref().unwrap();
    assert_eq!((s.dealt, s.turns.len()), (2, 1));
    assert!(a.practice.feedback.is_none());
    let answer = right_answer(current(&a));
    type_enter(&mut a, ANSWER_ID, &answer);
    assert!(shows(&a, "✔ Right: pay"), "{answer} is right");
}

/// A miss is named by its likely mistake. Seed 42's $27 main wins 1 to 1 (see
/// above): $27 is the net without the stake that comes back. The table's rules card is
/// on the question.
#[test]
fn r2_5_the_net_for_the_whole_payment_is_named() {
    let mut a = App::new(Catalog::with_operator_dir(None));
    ctrl(&mut a, "d");
    type_enter(&mut a, "practice-seed", "42");
    assert!(
        texts(&a).iter().any(|t| t.starts_with("Table rules: ")),
        "the rules card is on every question"
    );
    type_enter(&mut a, ANSWER_ID, "27");
    assert!(shows(
        &a,
        "You paid the net $27.00 and left out the $27.00 stake that comes back with it"
    ));
}

/// Practice opens where the dealer left it (drill, game, mode, level of the
/// last run started), and the progress pane is read again at the end of every run,
/// review included.
#[test]
fn practice_remembers_its_settings_and_refreshes_the_pane_after_each_run() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    ctrl(&mut a, "d");
    choose(&mut a, Drill::CountIt, Game::Stadium, Mode::Practice);
    practice(&mut a, practice::Message::LevelPicked(Level::ChipStacks));
    type_enter(&mut a, "practice-seed", "4");
    let q = current(&a).clone();
    type_enter(&mut a, ANSWER_ID, &wrong_answer(&q));
    practice(&mut a, practice::Message::Stop);
    assert_eq!(
        a.practice.stats.as_ref().unwrap().runs.len(),
        1,
        "pane read again"
    );
    // A review run of the miss: answered right, then the pane shows two runs.
    practice(&mut a, practice::Message::NewRun);
    practice(&mut a, practice::Message::ModePicked(Mode::Review));
    type_enter(&mut a, "practice-seed", "5");
    let q = current(&a).clone();
    type_enter(&mut a, ANSWER_ID, &right_answer(&q));
    assert!(a.practice.session.as_ref().unwrap().finished());
    assert_eq!(
        a.practice.stats.as_ref().unwrap().runs.len(),
        2,
        "pane read again after review"
    );
    // A new app on the same data folder opens on the last run's settings.
    let mut b = app_in(dir.path());
    ctrl(&mut b, "d");
    let s = b.practice.settings;
    assert_eq!(
        (s.drill, s.game, s.mode, s.level),
        (
            Drill::CountIt,
            Game::Stadium,
            Mode::Review,
            Level::ChipStacks
        )
    );
}

/// Pay it with the chips, seed 42 again: the $27 won is paid from the rack as one $25
/// and two $1 chips; the stake stays on the layout. The amount and the chips are
/// graded apart, and any chips that make the $27 are right (twenty-seven $1 chips, with
/// the dealer's way named); twenty-six are not, though the $54 across still is.
#[test]
fn pay_it_with_chips_grades_the_chips_too() {
    for (chips, right, words) in [
        ("1 x 25 + 2 x 1", true, "Right: pay $54.00 across · chips right"),
        ("27 x 1", true, "chips right (a dealer pays it as 1 × $25.00"),
        ("a green and two whites", true, "· chips right"),
        ("26 x 1", false, "The amount is right ($54.00 across) · chips wrong: they make $26.00, not the $27.00 of the winnings"),
    ] {
        let mut a = App::new(Catalog::with_operator_dir(None));
        ctrl(&mut a, "d");
        type_enter(&mut a, "practice-seed", "42");
        events(&mut a, |ui| {
            ui.click(id(ANSWER_ID)).unwrap();
            let _ = ui.typewrite("54");
            ui.click(id(practice::CHIPS_ID)).unwrap();
            let _ = ui.typewrite(chips);
            let _ = ui.tap_key(key::Named::Enter);
        });
        let t = last_turn(&a);
        assert_eq!(t.graded.right, right, "{chips}: {}", t.graded.headline);
        // A right answer that matches the dealer's chips goes straight on (one
        // Enter); one with a note, or a miss, stays to be read.
        let straight_on = right && chips != "27 x 1";
        assert_eq!(a.practice.feedback.is_none(), straight_on, "{chips}");
        assert!(t.graded.headline.contains(words), "{chips}: {}", t.graded.headline);
    }
}

/// Spot the mispay on a Stadium table: the supervisor clicks
/// "Mispaid" on the seeded line and is right; on the next table "All correct" is
/// graded against the engine too.
#[test]
fn r7_spot_the_mispay_on_a_stadium_table() {
    let mut a = App::new(Catalog::with_operator_dir(None));
    ctrl(&mut a, "d");
    choose(&mut a, Drill::SpotTheMispay, Game::Stadium, Mode::Practice);
    let mut caught = false;
    for seed in 1..12 {
        practice(&mut a, practice::Message::NewRun);
        practice(&mut a, practice::Message::SeedChanged(seed.to_string()));
        click(&mut a, "Start");
        let Question::SpotTheMispay(q) = current(&a).clone() else {
            panic!("a table to check")
        };
        assert!(q.statement.seats.len() >= 2, "several terminals");
        assert!(shows(
            &a,
            "The dealer paid these lines. Which one is wrong, if any?"
        ));
        let Some(w) = q.wrong.clone() else { continue };
        // The line as shown pays what the dealer paid, not the engine's amount.
        let line = format!("{}. Terminal", w.line + 1);
        let shown = texts(&a)
            .into_iter()
            .find(|t| t.starts_with(&line))
            .unwrap();
        assert!(
            shown.ends_with(&format!("paid {}", q.statement.currency.format(w.paid))),
            "{shown}"
        );
        // The (w.line + 1)-th "Mispaid" button.
        events(&mut a, |ui| {
            let mut found = Vec::new();
            let _ = ui.find(|c: Candidate<'_>| -> Option<()> {
                if let Candidate::Text {
                    content, bounds, ..
                } = c
                {
                    if content == "Mispaid" {
                        found.push(bounds);
                    }
                }
                None
            });
            ui.point_at(found[w.line].center());
            let _ = ui.simulate(iced_test::simulator::click());
        });
        let t = last_turn(&a);
        assert!(t.graded.right, "{}", t.graded.headline);
        assert!(
            a.practice.cheer.is_some(),
            "a right answer goes straight on"
        );
        caught = true;
        break;
    }
    assert!(caught, "a seeded mispay in eleven tables");
}

/// Count it, every game: the engine's count is right, another is wrong and explained.
#[test]
fn count_it_in_every_game() {
    let mut a = App::new(Catalog::with_operator_dir(None));
    ctrl(&mut a, "d");
    for game in Game::ALL {
        choose(&mut a, Drill::CountIt, game, Mode::Practice);
        practice(&mut a, practice::Message::NewRun);
        type_enter(&mut a, "practice-seed", "3");
        let q = current(&a).clone();
        let Question::CountIt(c) = &q else {
            panic!("a count")
        };
        assert!(shows(&a, &c.prompt));
        type_enter(&mut a, ANSWER_ID, &wrong_answer(&q));
        let t = a.practice.feedback.clone().expect("graded");
        assert!(
            !t.graded.right && !t.graded.explanation.is_empty(),
            "{game}"
        );
        practice(&mut a, practice::Message::Next);
        let q = current(&a).clone();
        type_enter(&mut a, ANSWER_ID, &right_answer(&q));
        let t = last_turn(&a).clone();
        assert!(
            t.graded.right,
            "{game}: {} for {}",
            t.graded.headline,
            right_answer(&q)
        );
        // One Enter on a right answer: the next question is already up.
        assert!(a.practice.feedback.is_none(), "{game}");
        assert_eq!(a.practice.session.as_ref().map(|s| s.dealt), Some(3));
    }
}

/// A timed 10-question Lucky Break exam (Pay it, blackjack,
/// the Lucky Break bet), two missed; each miss explained at the end; the chart and the
/// weakest item types updated; next time, review asks the item types missed.
#[test]
fn a_timed_exam_with_two_misses_then_review_brings_them_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let (clock, hand) = Clock::manual();
    a.practice.clock = clock;
    ctrl(&mut a, "d");
    choose(&mut a, Drill::PayIt, Game::Blackjack, Mode::Exam);
    practice(&mut a, practice::Message::BetPicked(Some(Bet::LuckyBreak)));
    assert!(
        shows(&a, "questions in"),
        "the exam's count and time are shown"
    );
    assert_eq!(
        (a.practice.questions.as_str(), a.practice.seconds.as_str()),
        ("10", "120")
    );
    type_enter(&mut a, "practice-seed", "7");
    assert!(a.practice.ticking(), "the exam's clock runs");
    assert!(shows(&a, "2:00 left"));
    let mut missed: Vec<pitpay_practice::ItemType> = Vec::new();
    for n in 0..10 {
        hand.fetch_add(5_000, Ordering::SeqCst);
        let q = current(&a).clone();
        assert!(
            q.item().key.starts_with("lucky-break/"),
            "{:?}: a Lucky Break line",
            q.item()
        );
        let Question::PayIt(p) = &q else {
            panic!("Pay it")
        };
        let stake = p.statement.currency.format(p.row().unwrap().stake);
        assert!(
            shows(&a, &format!("▶ Lucky Break {stake}")),
            "the wager is marked"
        );
        let typed = if n == 3 || n == 7 {
            missed.push(q.item().clone());
            wrong_answer(&q)
        } else {
            right_answer(&q)
        };
        type_enter(&mut a, ANSWER_ID, &typed);
        assert!(a.practice.feedback.is_none(), "an exam explains at the end");
    }
    let s = a.practice.session.as_ref().unwrap();
    assert!(s.finished());
    assert_eq!(s.score(), (8, 10));
    assert!(shows(&a, "Run over: 8 of 10 right in 0:50"));
    assert!(shows(&a, "Missed (2): each comes back in Review"));
    assert_eq!(
        texts(&a).iter().filter(|t| t.starts_with("✘ Pay")).count(),
        2,
        "each miss explained"
    );
    // Progress: one run charted; the misses in review, but not yet called weakest
    // (an item type needs five tries before it is).
    let stats = a.practice.stats.as_ref().unwrap();
    assert_eq!(stats.runs.len(), 1);
    assert_eq!((stats.runs[0].right, stats.runs[0].answered), (8, 10));
    for m in &missed {
        assert!(
            stats.weakest.iter().all(|w| w.answered >= 5),
            "{m:?}: the weakest need five tries"
        );
        assert!(stats.review.iter().any(|(i, _)| i == m), "{m:?} in review");
    }
    // `pitpay practice --stats --json` prints the same progress from the same database.
    let out = Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", dir.path())
        .args(["practice", "--stats", "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
    let run = &printed["runs"][0];
    assert_eq!(
        (&run["answered"], &run["right"]),
        (&Value::from(10), &Value::from(8))
    );
    assert_eq!(
        (&run["game"], &run["drill"]),
        (&Value::from("blackjack"), &Value::from("pay-it"))
    );
    for m in &missed {
        let listed = |part: &str| {
            printed[part]
                .as_array()
                .unwrap()
                .iter()
                .any(|i| i["item"] == m.key.as_str())
        };
        // In review at once; among the weakest only after five tries.
        assert!(listed("review") && !listed("weakest"), "{m:?} printed");
    }
    // Next time (a new app on the same data folder): review asks the two item types.
    let mut b = app_in(dir.path());
    ctrl(&mut b, "d");
    choose(&mut b, Drill::PayIt, Game::Blackjack, Mode::Review);
    practice(&mut b, practice::Message::BetPicked(Some(Bet::LuckyBreak)));
    type_enter(&mut b, "practice-seed", "8");
    let s = b.practice.session.as_ref().expect("a review run");
    let mut queued: Vec<_> = s.queue.clone();
    queued.push(current(&b).item().clone());
    for m in &missed {
        assert!(queued.contains(m), "{m:?} comes back in review");
    }
    // One question per item type waiting (two misses of one type wait once).
    missed.dedup();
    assert_eq!(s.planned(), Some(u32::try_from(missed.len()).unwrap()));
}

/// Time up: the question on screen is kept as missed, not answered, and the exam ends
/// (10 in 2 minutes by default; the clock is the test's).
#[test]
fn when_the_exam_time_runs_out_the_question_on_screen_is_missed() {
    let mut a = App::new(Catalog::with_operator_dir(None));
    let (clock, hand) = Clock::manual();
    a.practice.clock = clock;
    ctrl(&mut a, "d");
    choose(&mut a, Drill::CountIt, Game::Lucky9, Mode::Exam);
    practice(&mut a, practice::Message::QuestionsChanged("5".into()));
    practice(&mut a, practice::Message::SecondsChanged("30".into()));
    type_enter(&mut a, "practice-seed", "11");
    let q = current(&a).clone();
    type_enter(&mut a, ANSWER_ID, &right_answer(&q));
    hand.store(29_999, Ordering::SeqCst);
    practice(&mut a, practice::Message::Tick);
    assert!(a.practice.running(), "not a second early");
    hand.store(30_000, Ordering::SeqCst);
    practice(&mut a, practice::Message::Tick);
    let s = a.practice.session.as_ref().unwrap();
    assert!(s.finished() && !a.practice.ticking());
    // One right of five: the question on screen and the three never reached are not.
    assert_eq!(s.score(), (1, 5));
    assert_eq!(s.turns.len(), 2);
    assert!(s.turns[1].timed_out);
    assert!(shows(&a, "not answered in time"));
}

// ---------------------------------------------------------------------------------
// Worksheets
// ---------------------------------------------------------------------------------

fn pitpay(data: &tempfile::TempDir) -> Command {
    let mut c = Command::cargo_bin("pitpay").unwrap();
    c.env("PITPAY_DATA_DIR", data.path());
    c
}

/// A 20-question Lucky 9 worksheet prints (a PDF with the
/// answer key on its own page) and every answer of its `--json` agrees with `pitpay
/// settle --json` of that question's round file; the same seed gives the same sheet.
#[test]
fn worksheet_answers_equal_pitpay_settle_of_its_rounds() {
    for (game, count) in [("lucky9", 20), ("blackjack", 8), ("stadium-blackjack", 6)] {
        let data = tempfile::tempdir().unwrap();
        let pdf = data.path().join("sheet.pdf");
        let args = [
            "worksheet",
            "--game",
            game,
            "--count",
            &count.to_string(),
            "--seed",
            "2024",
        ];
        let out = pitpay(&data)
            .args(args)
            .arg("--out")
            .arg(&pdf)
            .arg("--json")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let bytes = std::fs::read(&pdf).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        let doc = lopdf::Document::load_mem(&bytes).unwrap();
        assert!(
            doc.get_pages().len() >= 2,
            "questions, then the key on its own page"
        );
        let sheet: Value = serde_json::from_slice(&out.stdout).unwrap();
        let questions = sheet["questions"].as_array().unwrap();
        assert_eq!(questions.len(), count);
        for (i, q) in questions.iter().enumerate() {
            assert_eq!(q["number"], i + 1);
            let file = data.path().join(format!("q{}.toml", i + 1));
            std::fs::write(&file, q["round"].as_str().unwrap()).unwrap();
            let settled = pitpay(&data)
                .arg("settle")
                .arg(&file)
                .arg("--json")
                .output()
                .unwrap();
            assert!(settled.status.success(), "{game} question {}", i + 1);
            let st: Value = serde_json::from_slice(&settled.stdout).unwrap();
            let w = &q["wager"];
            let seat = st["seats"]
                .as_array()
                .unwrap()
                .iter()
                .find(|s| s["seat"] == w["seat"])
                .unwrap_or_else(|| panic!("{game} question {}: seat {}", i + 1, w["seat"]));
            let line = seat["wagers"]
                .as_array()
                .unwrap()
                .iter()
                .find(|l| l["bet"] == w["bet"] && l["hand"] == w["hand"] && l["for"] == w["for"])
                .unwrap_or_else(|| panic!("{game} question {}: no line {w}", i + 1));
            assert_eq!(
                line["paid"],
                q["answer"]["paid"],
                "{game} question {}",
                i + 1
            );
            assert_eq!(line["net"], q["answer"]["net"], "{game} question {}", i + 1);
        }
        // The same seed: the same questions and answers.
        let again = pitpay(&data)
            .args(args)
            .arg("--out")
            .arg(data.path().join("again.pdf"))
            .arg("--json")
            .output()
            .unwrap();
        assert_eq!(
            again.stdout, out.stdout,
            "{game}: the same seed gives the same sheet"
        );
    }
}

/// Five questions to a page where they fit. Twenty questions (seed 7, the
/// standard level) print on four pages in every game, the answer key on a fifth; each
/// question page names the sheet, its seed and "page x of 5" at the foot.
#[test]
fn a_worksheet_prints_five_questions_to_a_page() {
    for game in ["lucky9", "blackjack", "stadium-blackjack"] {
        let data = tempfile::tempdir().unwrap();
        let pdf = data.path().join("sheet.pdf");
        let out = pitpay(&data)
            .args([
                "worksheet",
                "--game",
                game,
                "--count",
                "20",
                "--seed",
                "7",
                "--out",
            ])
            .arg(&pdf)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let doc = lopdf::Document::load_mem(&std::fs::read(&pdf).unwrap()).unwrap();
        let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
        assert_eq!(pages.len(), 5, "{game}");
        let mut total = 0;
        for n in &pages[..4] {
            let text = doc.extract_text(&[*n]).unwrap();
            let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                flat.contains(&format!("seed 7 · page {n} of 5")),
                "{game}: {flat}"
            );
            let asked = flat.matches("Pay across:").count();
            // Every full page holds five or more; the fourth holds what is left.
            assert!(asked >= 5 || *n == 4, "{game} page {n}: {asked} questions");
            total += asked;
        }
        assert_eq!(total, 20, "{game}");
    }
}

/// A break set is five minutes. What review has due comes first (here nothing:
/// a fresh data folder), then new questions; each right answer goes straight on; the
/// status says how much of the break is left; the question on screen when the time is up
/// is the last, and the run ends with the pane read again.
#[test]
fn a_break_set_lasts_five_minutes() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let (clock, hand) = Clock::manual();
    a.practice.clock = clock;
    ctrl(&mut a, "d");
    choose(&mut a, Drill::CountIt, Game::Lucky9, Mode::Break);
    type_enter(&mut a, "practice-seed", "9");
    assert!(shows(&a, "5:00 of the break left"), "{:?}", texts(&a));
    let mut answered = 0;
    while a.practice.running() {
        hand.fetch_add(45_000, Ordering::SeqCst);
        let q = current(&a).clone();
        type_enter(&mut a, ANSWER_ID, &right_answer(&q));
        answered += 1;
        assert!(answered < 20, "the break never ended");
    }
    // 45 s a question: the seventh is answered at 5:15, after which none is dealt.
    assert_eq!(answered, 7);
    let stats = a.practice.stats.as_ref().unwrap();
    assert_eq!(stats.runs.len(), 1);
    assert_eq!((stats.runs[0].right, stats.runs[0].answered), (7, 7));
    assert_eq!(stats.runs[0].mode, "break");
}

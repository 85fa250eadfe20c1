//! The Practice screen by keyboard alone, in a 1024 × 700 window that keeps
//! the focus and the scroll position as the app's window does. Ctrl+D opens it with the
//! focus on the seed; the palette chooses the drill, the game and the mode; Enter starts,
//! answers and goes on; the answer field is scrolled into view however long the table.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::Screen;
use crate::gui::screen::practice::ANSWER_ID;
use pitpay_core::Game;
use pitpay_practice::Drill;
use pitpay_practice::Mode;

fn palette_run(w: &mut Window, a: &mut App, words: &str) {
    ctrl(w, a, "k");
    w.type_text(a, words);
    press(w, a, Named::Enter);
    assert!(a.palette.is_none(), "{words} ran");
}

/// Ctrl+D, then a Stadium table to check, all from the keyboard: "0" (all correct)
/// Enter is graded and explained; Enter again deals the next table.
#[test]
fn practice_is_reachable_by_keyboard_alone() {
    let mut w = Window::new(1024.0, 700.0);
    let mut a = app();
    ctrl(&mut w, &mut a, "d");
    assert_eq!(a.screen, Screen::Practice);
    assert!(
        w.has_focus(&a, "practice-seed"),
        "Ctrl+D puts the focus on the seed"
    );
    palette_run(&mut w, &mut a, "practice drill: spot");
    palette_run(&mut w, &mut a, "practice game: stadium");
    palette_run(&mut w, &mut a, "practice mode: practice");
    let s = a.practice.settings;
    assert_eq!(
        (s.drill, s.game, s.mode),
        (Drill::SpotTheMispay, Game::Stadium, Mode::Practice)
    );
    ctrl(&mut w, &mut a, "d");
    w.type_text(&mut a, "5");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.practice.running(), "Enter on the seed starts");
    assert!(w.has_focus(&a, ANSWER_ID), "the answer field has the focus");
    assert!(w.visible(&a, ANSWER_ID).is_some(), "scrolled into view");
    w.type_text(&mut a, "0");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.practice.feedback.is_some(), "graded");
    assert!(
        w.has_focus(&a, ANSWER_ID),
        "the focus stays for Enter: next"
    );
    assert!(w.visible(&a, ANSWER_ID).is_some());
    press(&mut w, &mut a, Named::Enter);
    assert!(a.practice.feedback.is_none(), "Enter is the next question");
    let dealt = a.practice.session.as_ref().map(|s| s.dealt);
    assert_eq!(dealt, Some(2));
}

/// The break set's timer was scrolled out of view on its first question (the
/// focus scrolled the pane to the answer field). It sits above the panes, always shown.
#[test]
fn the_break_sets_timer_is_always_in_view() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = Window::new(1024.0, 700.0);
    let mut a = app_in(dir.path());
    ctrl(&mut w, &mut a, "d");
    palette_run(&mut w, &mut a, "practice drill: spot");
    palette_run(&mut w, &mut a, "practice game: stadium");
    palette_run(&mut w, &mut a, "practice mode: break");
    ctrl(&mut w, &mut a, "d");
    w.type_text(&mut a, "5");
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, ANSWER_ID));
    let timer = |w: &mut Window, a: &App| {
        w.find(a, |c: iced_test::selector::Candidate<'_>| match c {
            iced_test::selector::Candidate::Text {
                content,
                visible_bounds,
                ..
            } if content.contains("of the break left") => visible_bounds,
            _ => None,
        })
    };
    let seen = timer(&mut w, &a).expect("the timer is on screen");
    assert!(seen.y >= 0.0 && seen.y + seen.height <= 700.0, "{seen:?}");
    for _ in 0..20 {
        press(&mut w, &mut a, Named::PageDown);
    }
    assert!(
        timer(&mut w, &a).is_some(),
        "and stays there as the pane scrolls"
    );
}

/// In Chinese the progress pane names an item in review (as it does a weak one: the same
/// label) by its game, bet and tier in Chinese, from
/// the stored key (which keeps the English it was stored with): "二十一點 · 派彩 · 21+3
/// 累積大獎：同花"; the chart's legend gives its series a Chinese word each; and a refusal
/// of the practice crate (an exam of 0 questions) is said in Chinese too.
#[test]
fn weak_items_the_legend_and_a_refusal_are_in_the_windows_language() {
    use crate::gui::message::Message;
    use crate::gui::screen::practice::Message as PracticeMessage;
    use crate::gui::tests::languages::drawn_texts;
    use pitpay_practice::{ItemType, RunStats, Stats};

    let mut w = Window::new(1024.0, 700.0);
    let mut a = app();
    let zh = pitpay_language::Language::parse("zh-Hant").unwrap();
    a.words = std::sync::Arc::new(pitpay_language::Words::shipped(zh));
    ctrl(&mut w, &mut a, "d");
    let item = ItemType {
        drill: Drill::PayIt,
        game: Game::Blackjack,
        key: "21+3-progressive/tier:Flush".into(),
    };
    let run = RunStats {
        id: 1,
        started: "2026-11-29 07:00:00".into(),
        mode: "practice".into(),
        drill: "pay-it".into(),
        game: "blackjack".into(),
        answered: 10,
        right: 6,
        median_ms: 4000,
    };
    a.practice.stats = Ok(Stats {
        review: vec![(item, 1)],
        runs: vec![run],
        ..Stats::default()
    });
    let size = iced::Size::new(1024.0, 2400.0);
    let texts = drawn_texts(a.view(), size).join("\n");
    let label = "二十一點 · 派彩 · 21+3 累積大獎：同花";
    assert!(texts.contains(label), "{texts}");
    assert!(!texts.contains("Flush") && !texts.contains("Progressive"));
    assert!(
        texts.contains("派 派彩") && texts.contains("21 二十一點"),
        "{texts}"
    );

    // An exam of 0 questions: the exam rules' refusal, in Chinese.
    w.send(
        &mut a,
        Message::Practice(PracticeMessage::ModePicked(Mode::Exam)),
    );
    w.send(
        &mut a,
        Message::Practice(PracticeMessage::QuestionsChanged("0".into())),
    );
    w.send(&mut a, Message::Practice(PracticeMessage::Start));
    let refusal = pitpay_practice::ExamRules::new(0, 60).unwrap_err();
    let said = pitpay_language::Sentence::from(&refusal).in_words(&a.words);
    assert_ne!(said, refusal.to_string());
    let texts = drawn_texts(a.view(), size);
    assert!(
        texts.iter().any(|t| t.contains(&said)),
        "{said} in {texts:?}"
    );
}

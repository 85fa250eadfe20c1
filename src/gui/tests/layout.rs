//! The form's layout at 1024×700, and no stale pixels: what the
//! software renderer is asked to draw, frame by frame.

use super::*;
use crate::gui::app::Message;
use crate::gui::screen::settle;
use pitpay_core::Game;

/// The House rules list kept shrinking to "(non▾" at 1024 px: it keeps its width.
#[test]
fn the_house_rules_list_keeps_its_width_at_1024() {
    let a = app();
    let mut w = Window::new(1024.0, 700.0);
    let f = w.frame(&a);
    let label = f.label("(none)").expect("the House rules list is drawn");
    assert!(label.width >= 150.0, "{label:?}");
    assert!(label.x + label.width <= 1024.0);
}

/// It vanished while Decks held an error: with "x" in Decks it is still drawn whole,
/// and the error is shown under the row.
#[test]
fn the_house_rules_list_stays_while_decks_holds_an_error() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    click_field(&mut w, &mut a, "path");
    // In reading order: Open path, Save to path, the header's Sign in, the form's
    // pane, the Game list, then the form's first field.
    assert_eq!(tab_to(&mut w, &mut a, "decks", false), 6);
    w.type_text(&mut a, "x");
    assert_eq!(a.settle.form.decks, "x", "the 8 was selected and replaced");
    assert!(a
        .settle
        .error_for("decks", pitpay_language::english())
        .is_some());
    let f = w.frame(&a);
    let label = f
        .label("(none)")
        .expect("the House rules list is still drawn");
    assert!(label.width >= 150.0, "{label:?}");
    assert!(label.x + label.width <= 1024.0);
    let shown = w.find(&a, |c: iced_test::selector::Candidate<'_>| match c {
        iced_test::selector::Candidate::Text { content, .. } if content.starts_with("Decks: ") => {
            Some(())
        }
        _ => None,
    });
    assert!(shown.is_some(), "the Decks error is shown");
}

/// "Pick…" jumped down when an error appeared under its card field: it stays put.
#[test]
fn pick_stays_put_when_an_error_appears() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    let before = w
        .find(&a, "Pick…")
        .map(|t| iced_test::selector::Bounded::visible_bounds(&t));
    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "1d");
    assert!(crate::gui::form::card_error(&a.settle.form.dealer).is_some());
    let after = w
        .find(&a, "Pick…")
        .map(|t| iced_test::selector::Bounded::visible_bounds(&t));
    assert!(before.flatten().is_some());
    assert_eq!(before, after);
}

/// "Save to path" wrapped onto three lines at 1024 px: it stays one line, on screen.
#[test]
fn the_toolbar_fits_1024_on_one_line_each() {
    let a = app();
    let mut w = Window::new(1024.0, 700.0);
    for label in [
        "New",
        "Open round…",
        "Save round…",
        "Issue slip (Ctrl+E)",
        "Open path",
        "Save to path",
    ] {
        let b = w
            .find(&a, label)
            .and_then(|t| iced_test::selector::Bounded::visible_bounds(&t))
            .unwrap_or_else(|| panic!("{label} on screen"));
        assert!(b.height < 24.0, "{label} is one line: {b:?}");
        assert!(b.x + b.width <= 1024.0, "{label} inside the window: {b:?}");
    }
    let path = w.visible(&a, "path").expect("the path field");
    assert!(path.width >= 200.0, "{path:?}");
}

/// Every text the renderer draws with `fill_text` (pick-list labels and
/// arrows, checkbox marks), whose damage the software renderer gets wrong, lies under
/// a crisp tag, so a change of value redraws the whole widget (see `gui::crisp`).
#[test]
fn every_pick_list_and_checkbox_is_redrawn_whole() {
    for game in Game::ALL {
        let mut a = app();
        let mut w = Window::new(1280.0, 2400.0);
        let _ = a.update(Message::Settle(settle::Message::GameChanged(game)));
        let f = w.frame(&a);
        assert!(f.labels.len() > 4, "{game}: the lists are drawn");
        for (content, b) in &f.labels {
            let anchor = iced::Point::new(b.x, b.y);
            assert!(
                f.tags.iter().any(|t| t.expand(1.0).contains(anchor)),
                "{game}: {content:?} at {b:?} is not under a tag"
            );
        }
    }
}

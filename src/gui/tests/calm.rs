//! A calm window (docs/app.md, "Everything by keyboard"): a message never reflows the
//! screen, the focus lands somewhere named and visible after every action, a dialog's
//! buttons show which one Enter presses, a disabled button takes no Tab stop, the
//! placeholders fit the game, and the palette's words mean the screen they are on.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::error::Error;
use pitpay_core::Game;

/// Where a widget is drawn (its visible bounds).
fn at(w: &mut Window, a: &App, id: &str) -> iced::Rectangle {
    w.visible(a, id).unwrap_or_else(|| panic!("{id} on screen"))
}

/// A long message and a member signed in, at 1024×700: the status line keeps its height
/// (two lines at most) and nothing above or below it moves.
#[test]
fn a_long_message_never_moves_the_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    let before = (at(&mut w, &a, "cards-dealer"), at(&mut w, &a, "path"));
    let long = "word ".repeat(120);
    a.status = Some(Err(Error::Export(long.into())));
    let after = (at(&mut w, &a, "cards-dealer"), at(&mut w, &a, "path"));
    assert_eq!(before, after);
    a.status = Some(Ok("Slip 1 signed off".into()));
    a.filed = Some(crate::gui::filed::Filed::at(
        dir.path().join("slips/slip-000001.pdf"),
    ));
    let with_strip = at(&mut w, &a, "cards-dealer");
    a.status = Some(Err(Error::Export("word ".repeat(120).into())));
    assert_eq!(at(&mut w, &a, "cards-dealer"), with_strip);
    assert_eq!(at(&mut w, &a, "path"), before.1, "the toolbar never moves");
}

/// A question's "go on" wears the focus ring and Enter presses it; Tab moves the ring to
/// "Stay", and Enter then stays: the round is kept.
#[test]
fn a_dialog_shows_which_button_enter_presses_and_tab_moves_it() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "2");
    let asked = a.confirm.as_ref().expect("unsaved changes: asked");
    assert!(!asked.on_stay, "the ring starts on going on");
    press(&mut w, &mut a, Named::Tab);
    assert!(a.confirm.as_ref().unwrap().on_stay);
    press(&mut w, &mut a, Named::Enter);
    assert!(a.confirm.is_none());
    assert_eq!(
        a.settle.form.game,
        Game::Lucky9,
        "Enter on Stay kept the round"
    );
    ctrl(&mut w, &mut a, "2");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.settle.form.game, Game::Blackjack);
}

/// The ring is drawn around the button Enter presses, in the theme's ring colour.
#[test]
fn a_dialogs_ring_is_drawn() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "2");
    let ring = crate::gui::tab_stop::ring_colour(&a.theme());
    let rings =
        |w: &mut Window, a: &App| w.frame(a).quads.iter().filter(|(_, c)| *c == ring).count();
    assert!(rings(&mut w, &a) >= 1, "the ring around the go-on button");
}

/// A disabled button takes no Tab stop: History's Void… counts only once a reason is
/// typed, and the page buttons of a one-page journal not at all.
#[test]
fn a_disabled_button_takes_no_tab_stop() {
    let dir = tempfile::tempdir().unwrap();
    let n = issue(dir.path(), 0);
    let mut a = app_in(dir.path());
    let mut w = Window::new(1280.0, 900.0);
    ctrl(&mut w, &mut a, "h");
    let reason = crate::gui::screen::history::History::reason_id(n);
    let round = |w: &mut Window, a: &mut App| {
        tab_to(w, a, &reason, false);
        tab_to(w, a, &reason, false)
    };
    let without = round(&mut w, &mut a);
    w.type_text(&mut a, "misdeal");
    let with = round(&mut w, &mut a);
    assert_eq!(with, without + 1, "Void… is a stop once it can void");
    assert!(w.find(&a, "Older →").is_some(), "drawn, disabled");
}

/// The table field's hint is a table of the game on screen (a blackjack table was
/// hinted "L9-4"): each game's spec names one, and the form shows it.
#[test]
fn the_table_hint_fits_the_game() {
    for (game, hint) in [
        (Game::Lucky9, "L9-4"),
        (Game::Blackjack, "BJ-2"),
        (Game::Stadium, "SB-1"),
    ] {
        assert_eq!(pitpay_core::spec(game).table_example, hint, "{game}");
    }
}

/// Escape out of the palette, or out of the sign-off panel, puts the focus back in the
/// field it was in.
#[test]
fn escape_puts_the_focus_back_where_it_was() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    assert!(w.has_focus(&a, "seat-0-player-main"));
    ctrl(&mut w, &mut a, "k");
    assert!(!w.has_focus(&a, "seat-0-player-main"));
    press(&mut w, &mut a, Named::Escape);
    assert!(
        w.has_focus(&a, "seat-0-player-main"),
        "back from the palette"
    );
    ctrl(&mut w, &mut a, "e");
    assert!(w.has_focus(&a, "signoff-supervisor"));
    press(&mut w, &mut a, Named::Escape);
    assert!(a.signoff.is_none());
    assert!(w.has_focus(&a, "seat-0-player-main"), "back from the panel");
}

/// After a void the focus is on History's search box, where the next slip is found.
#[test]
fn after_a_void_the_focus_is_on_the_search_box() {
    let dir = tempfile::tempdir().unwrap();
    let n = issue(dir.path(), 0);
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "h");
    let reason = crate::gui::screen::history::History::reason_id(n);
    click_field(&mut w, &mut a, &reason);
    w.type_text(&mut a, "misdeal");
    press(&mut w, &mut a, Named::Enter);
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(
        a.history.slips().next().map(|e| e.state),
        Some(pitpay_journal::SlipState::Void)
    );
    assert!(w.has_focus(&a, crate::gui::screen::history::SEARCH_ID));
}

/// "game blackjack" from the palette on the Practice screen is the practice's game; the
/// round on the Settle screen is left as it is.
#[test]
fn the_palettes_game_on_practice_is_the_practices_game() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "d");
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "game blackjack");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.practice.settings.game, Game::Blackjack);
    assert_eq!(a.settle.form.game, Game::Lucky9, "the round is untouched");
    assert!(a.confirm.is_none());
}

/// The Paytables screen's figures list says what it counts (decks) and is redrawn whole
/// when Down changes it.
#[test]
fn the_figures_list_says_decks_and_changes_by_keyboard() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    ctrl(&mut w, &mut a, "p");
    assert!(text_starting(&mut w, &a, "Figures at (decks").is_some());
    let before = a.paytables.decks;
    tab_to_list(&mut w, &mut a);
    press(&mut w, &mut a, Named::ArrowDown);
    assert_ne!(a.paytables.decks, before, "Down chose the next");
    let f = w.frame(&a);
    let label = f
        .labels
        .iter()
        .find(|(t, _)| t.contains("deck"))
        .map(|(_, b)| *b)
        .expect("the list's label is drawn");
    assert!(
        f.tags
            .iter()
            .any(|t| t.expand(1.0).contains(iced::Point::new(label.x, label.y))),
        "under a crisp tag"
    );
}

/// Tabs until the focus is on the figures list (a list stop with no id: found by its
/// value changing on Down, then put back with Up).
fn tab_to_list(w: &mut Window, a: &mut App) {
    for _ in 0..60 {
        press(w, a, Named::Tab);
        let before = a.paytables.decks;
        press(w, a, Named::ArrowDown);
        if a.paytables.decks != before {
            press(w, a, Named::ArrowUp);
            assert_eq!(a.paytables.decks, before, "Up chose the previous");
            return;
        }
    }
    panic!("never reached the figures list");
}

/// After a practice miss the verdict is in view, with the field that goes on right
/// under it and the focus there.
#[test]
fn after_a_practice_miss_the_verdict_is_in_view() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "d");
    assert!(w.has_focus(&a, "practice-seed"));
    w.type_text(&mut a, "42");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.practice.running());
    assert!(w.has_focus(&a, crate::gui::screen::practice::ANSWER_ID));
    w.type_text(&mut a, "1");
    press(&mut w, &mut a, Named::Enter);
    let verdict = w.find(&a, |c: iced_test::selector::Candidate<'_>| match c {
        iced_test::selector::Candidate::Text {
            content,
            visible_bounds,
            ..
        } if content.starts_with('✘') => Some(visible_bounds),
        _ => None,
    });
    assert!(
        matches!(verdict, Some(Some(_))),
        "the verdict is on screen: {verdict:?}"
    );
    assert!(w.has_focus(&a, crate::gui::screen::practice::ANSWER_ID));
}

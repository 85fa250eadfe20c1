//! Shortcuts that work whichever widget has the focus, and
//! a form that can be filled by keyboard alone.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::Screen;
use crate::gui::error::Error;
use pitpay_core::Game;

/// Ctrl+1/2/3 used to type the digit into the focused card field instead of
/// switching game. R2.2: nothing typed, the game switches (asking first when the round
/// has unsaved work).
#[test]
fn ctrl_digits_in_a_focused_field_switch_game_and_type_nothing() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    click_field(&mut w, &mut a, "cards-dealer");
    ctrl(&mut w, &mut a, "2");
    assert_eq!(
        a.settle.form.game,
        Game::Blackjack,
        "an empty round switches at once"
    );
    assert_eq!(a.settle.form.dealer, "", "no 2 typed");

    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "kc");
    ctrl(&mut w, &mut a, "3");
    assert_eq!(a.settle.form.dealer, "kc", "no 3 typed into the field");
    assert!(a.confirm.is_some(), "typed work: asks first");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.settle.form.game, Game::Stadium);
}

/// Ctrl+N/O/E/P/H/R/T/L/K all work from inside a text field, and none of them
/// types its letter there.
#[test]
fn every_shortcut_works_from_inside_a_text_field() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    click_field(&mut w, &mut a, "path");
    w.type_text(&mut a, "x.toml");
    for (c, screen) in [
        ("p", Screen::Paytables),
        ("h", Screen::History),
        ("r", Screen::Settle),
    ] {
        click_field(&mut w, &mut a, "path");
        ctrl(&mut w, &mut a, c);
        assert_eq!(a.screen, screen, "ctrl+{c}");
    }
    click_field(&mut w, &mut a, "cards-dealer");
    ctrl(&mut w, &mut a, "t");
    assert!(a.settle.show_steps, "ctrl+t: the study view");
    ctrl(&mut w, &mut a, "e");
    assert!(
        matches!(a.status, Some(Err(Error::Unsettled(_)))),
        "ctrl+e: no slip for a round that does not settle"
    );
    ctrl(&mut w, &mut a, "l");
    assert!(w.has_focus(&a, "path"), "ctrl+l: the path field");
    w.type_text(&mut a, "y");
    assert_eq!(
        a.path.text(),
        "y",
        "ctrl+l selects the path, typing replaces it"
    );
    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "kc");
    ctrl(&mut w, &mut a, "o");
    assert!(
        a.confirm.is_some(),
        "ctrl+o with typed work asks before the dialog"
    );
    press(&mut w, &mut a, Named::Escape);
    ctrl(&mut w, &mut a, "n");
    assert!(a.confirm.is_some(), "ctrl+n with typed work asks first");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.settle.is_blank(), "ctrl+n: a new round");
    ctrl(&mut w, &mut a, "k");
    assert!(a.palette.is_some(), "ctrl+k: the palette");
    assert_eq!(a.settle.form.dealer, "", "no letter typed anywhere");
    assert_eq!(a.path.text(), "y");
}

/// Tabbing into a filled field put the cursor at its end, so typing "7" over
/// "25" gave "257". Tab selects the text: "7" replaces it. R2.3: $7 on a Lucky 9 at
/// 3 to 2 wins $10.50, paid $17.50.
#[test]
fn tabbing_into_a_filled_field_selects_its_text() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    type_lucky9_round(&mut w, &mut a);
    assert_eq!(paid(&a, 0, Bet::Main), Some(Money::from_cents(6250)));
    click_field(&mut w, &mut a, "cards-dealer");
    tab_to(&mut w, &mut a, "seat-0-player-main", false);
    w.type_text(&mut a, "7");
    assert_eq!(a.settle.form.seats[0].wagers[&Bet::Main], "7");
    assert_eq!(paid(&a, 0, Bet::Main), Some(Money::from_cents(1750)));
    // Shift+Tab goes back, selecting too: "a" replaces "as 8d"... then fix it.
    tab_to(&mut w, &mut a, "seat-0-hand-0", true);
    w.type_text(&mut a, "9s kd");
    assert_eq!(a.settle.form.seats[0].hands[0], "9s kd");
}

/// Enter moves on to the next field the round uses, and selects its text: past the
/// seat's number (numbered by itself), which Tab still reaches, and selects too.
#[test]
fn enter_in_a_field_moves_on_and_selects() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "kc 4h 3d");
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, "seat-0-hand-0"));
    tab_to(&mut w, &mut a, "seat-0-number", true);
    w.type_text(&mut a, "3");
    assert_eq!(a.settle.form.seats[0].number, "3", "the 1 was replaced");
}

/// R3.1: insurance is offered only against an ace. With the dealer's up card typed and
/// not an ace, Enter passes the insurance wager; against an ace it stops there.
#[test]
fn enter_passes_insurance_unless_the_dealer_shows_an_ace() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    ctrl(&mut w, &mut a, "2");
    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "6h tc 9d");
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, "as kd");
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, "seat-0-player-main"));
    press(&mut w, &mut a, Named::Enter);
    assert!(
        w.has_focus(&a, "seat-0-player-lucky-break"),
        "insurance passed"
    );
    w.send(
        &mut a,
        crate::gui::message::Message::Settle(crate::gui::screen::settle::Message::CardsChanged(
            crate::gui::screen::settle::CardField::Dealer,
            "ah tc".into(),
        )),
    );
    click_field(&mut w, &mut a, "seat-0-player-main");
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, "seat-0-player-insurance"), "against an ace");
}

/// A new seat starts with the wagers of the seat above (to type over), its hand empty
/// and the focus in it; the settlement shows them at once.
#[test]
fn a_new_seat_starts_with_the_wagers_of_the_seat_above() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    ctrl(&mut w, &mut a, "2");
    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "6h tc 9d");
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, "as kd");
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, "5");
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, "2");
    ctrl_shift(&mut w, &mut a, "a");
    assert!(w.has_focus(&a, "seat-1-hand-0"));
    let seat = &a.settle.form.seats[1];
    assert_eq!(seat.hands, [""]);
    assert_eq!(seat.wagers, a.settle.form.seats[0].wagers);
    w.type_text(&mut a, "9c 9s");
    // 18 against the dealer's bust: the copied $5 main wager wins even money (R3.2).
    assert_eq!(paid(&a, 1, Bet::Main), Some(Money::from_cents(1000)));
}

/// Focus scrolls into view. At 1024×700 the house options are below the fold;
/// tabbing there scrolls the form so each focused field is wholly on screen.
#[test]
fn tabbing_scrolls_each_focused_field_into_view() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    assert!(
        w.visible(&a, "house-rounding_unit").is_none(),
        "the rounding unit starts below the fold"
    );
    click_field(&mut w, &mut a, "cards-dealer");
    let dealer_at = w.visible(&a, "cards-dealer").map(|b| b.y);
    let mut reached = false;
    for _ in 0..20 {
        press(&mut w, &mut a, Named::Tab);
        let Some(focused) = w.find(&a, iced_test::selector::is_focused()) else {
            continue;
        };
        let whole = focused.bounds().height;
        let seen = focused
            .visible_bounds()
            .expect("the focused field is on screen");
        assert!(
            (seen.height - whole).abs() < 0.5,
            "the focused field is wholly visible: {seen:?}"
        );
        if w.has_focus(&a, "house-rounding_unit") {
            reached = true;
            break;
        }
    }
    assert!(reached, "Tab reaches the rounding unit below the fold");
    let dealer_now = w.visible(&a, "cards-dealer").map(|b| b.y);
    assert!(
        dealer_now.is_none_or(|y| Some(y) < dealer_at),
        "the form scrolled up: {dealer_at:?} → {dealer_now:?}"
    );
}

/// A keystroke once landed in the wrong field after a split. After "+ Split
/// hand" the focus is on the new hand, so typing goes there and nowhere else.
#[test]
fn after_a_split_typing_goes_to_the_new_hand() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    click_field(&mut w, &mut a, "seat-0-hand-0");
    w.type_text(&mut a, "8s 8d");
    assert!(w.click(&mut a, "+ Split hand"));
    assert!(w.has_focus(&a, "seat-0-hand-1"));
    w.type_text(&mut a, "kd");
    assert_eq!(a.settle.form.seats[0].hands, ["8s 8d", "kd"]);
    assert!(w.click(&mut a, "+ Add seat (Ctrl+Shift+A)"));
    assert!(w.has_focus(&a, "seat-1-hand-0"));
    w.type_text(&mut a, "9h");
    assert_eq!(a.settle.form.seats[1].hands, ["9h"]);
    assert_eq!(a.settle.form.seats[0].hands, ["8s 8d", "kd"]);
}

/// Escape closes the sign-off panel (and the card picker) from the keyboard.
#[test]
fn escape_closes_the_signoff_panel_and_the_picker() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    assert!(a.signoff.is_some());
    assert!(w.has_focus(&a, "signoff-supervisor"));
    press(&mut w, &mut a, Named::Escape);
    assert!(a.signoff.is_none());
    w.send(
        &mut a,
        crate::gui::app::Message::Settle(crate::gui::screen::settle::Message::Picker(Some(
            crate::gui::screen::settle::CardField::Dealer,
        ))),
    );
    press(&mut w, &mut a, Named::Escape);
    assert!(a.settle.picker.is_none());
}

/// iced keeps a field's state (focus, selection) by its place in the widget tree, not
/// by name: after a Stadium round was opened over a Lucky 9 one, the focus showed in
/// the player cards, where the Lucky 9 hand had been. The focus goes to the dealer.
#[test]
fn opening_a_round_puts_the_focus_on_its_dealer_not_the_old_place() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    click_field(&mut w, &mut a, "seat-0-hand-0");
    let stadium = crate::gui::examples::ALL
        .iter()
        .find(|e| e.game == Game::Stadium)
        .unwrap();
    w.send(
        &mut a,
        crate::gui::app::Message::Opened(Ok(("stadium.toml".into(), stadium.text.into()))),
    );
    assert!(w.has_focus(&a, "cards-dealer"));
    w.type_text(&mut a, "7c");
    assert_eq!(
        a.settle.form.dealer, "7c",
        "the dealer's 6H was selected, then replaced"
    );
    assert_eq!(a.settle.form.player, "8S 8D");
}

/// An undo that takes a seat away leaves no field focused: typing then changes
/// nothing, instead of landing in whatever field took the old one's place.
#[test]
fn an_undo_that_removes_a_seat_leaves_no_field_focused() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    assert!(w.click(&mut a, "+ Add seat (Ctrl+Shift+A)"));
    assert!(w.has_focus(&a, "seat-1-hand-0"));
    w.type_text(&mut a, "9h");
    ctrl(&mut w, &mut a, "z");
    assert_eq!(
        a.settle.form.seats[1].hands[0], "",
        "typing undone, the seat kept"
    );
    assert!(
        w.has_focus(&a, "seat-1-hand-0"),
        "same shape: the focus stays"
    );
    ctrl(&mut w, &mut a, "z");
    assert_eq!(a.settle.form.seats.len(), 1);
    let before = a.settle.form.clone();
    w.type_text(&mut a, "kd");
    assert_eq!(a.settle.form, before);
}

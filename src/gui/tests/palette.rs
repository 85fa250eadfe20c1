//! Everything by keyboard through the command palette (Ctrl+K):
//! every action and every choice, filtered as typed, run with Enter.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::Message;
use crate::gui::commands;
use crate::gui::screen::settle;
use pitpay_core::Game;

fn titles(a: &App) -> Vec<String> {
    commands::all(&a.words, &a.settle, &a.history, a.look, a.screen)
        .into_iter()
        .map(|e| e.title)
        .collect()
}

/// Every choice the mouse can make is in the palette: each house option value, each
/// paytable, even money, seats and split hands, signs in each size, every game.
#[test]
fn the_palette_offers_every_action_and_every_choice() {
    let mut a = app();
    let _ = a.update(Message::Settle(settle::Message::GameChanged(
        Game::Blackjack,
    )));
    let _ = a.update(Message::Settle(settle::Message::AddSeat));
    let all = titles(&a);
    let has = |t: &str| all.iter().any(|x| x.starts_with(t));
    let holds = |t: &str| all.iter().any(|x| x.contains(t));
    // Each option value in a supervisor's words, with the file's spelling beside it
    // ("Dealer hits soft 17", found by "soft17: hit" too).
    for &k in pitpay_core::keys_for(Game::Blackjack) {
        if k == pitpay_core::HouseKey::RoundingUnit {
            assert!(holds("· rounding_unit"), "{k}");
            continue;
        }
        for v in pitpay_core::choices(Game::Blackjack, k) {
            let phrase =
                pitpay_core::option_phrase(Game::Blackjack, k, &v, pitpay_language::english());
            assert!(has(&phrase) && holds(&format!("· {k}: {v}")), "{k} = {v}");
        }
    }
    assert!(has("Dealer hits soft 17") && holds("soft17: hit"));
    for t in a.settle.catalog().paytables() {
        if t.serves(Game::Blackjack) && t.bet != Bet::Insurance {
            assert!(
                has(&format!("Paytable for {}: {}", t.bet_title(), t.name)) && holds(&t.id),
                "{}",
                t.id
            );
        }
        for size in ["Letter", "A4", "Tent"] {
            let sign = format!("Print sign: {} ({}), {size}", t.name, t.id);
            assert!(all.contains(&sign), "{sign}");
        }
    }
    for t in [
        "Even money at seat 1: take",
        "Even money at seat 2: take",
        "Add seat",
        "Remove seat 1",
        "Remove seat 2",
        "Split hand at seat 2",
        "Round's game: Lucky 9",
        "Round's game: Stadium Blackjack",
        "Theme: dark",
        "Undo",
        "Redo",
        "Issue the slip",
        "New round",
        "Open example: Stadium Blackjack",
    ] {
        assert!(has(t), "{t}");
    }
}

/// "soft17 hit" typed into the palette and Enter: the house option is set, by
/// keyboard alone, and nothing typed reaches the form behind.
#[test]
fn a_house_option_is_set_by_keyboard_through_the_palette() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    click_field(&mut w, &mut a, "cards-dealer");
    ctrl(&mut w, &mut a, "2");
    assert_eq!(
        a.settle.form.house_value(pitpay_core::HouseKey::Soft17),
        "stand"
    );
    ctrl(&mut w, &mut a, "k");
    assert!(w.has_focus(&a, "palette-query"));
    w.type_text(&mut a, "soft17 hit");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.palette.is_none(), "running an entry closes the palette");
    assert_eq!(
        a.settle.form.house_value(pitpay_core::HouseKey::Soft17),
        "hit"
    );
    assert_eq!(
        a.settle.form.dealer, "",
        "the typing went to the palette only"
    );
}

/// Arrows choose among the matches; Escape closes without running anything.
#[test]
fn arrows_choose_and_escape_closes_without_running() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "paytable lucky 9 bonus");
    press(&mut w, &mut a, Named::Escape);
    assert!(a.palette.is_none());
    assert!(a.settle.form.paytables.is_empty(), "nothing ran");

    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "game:");
    press(&mut w, &mut a, Named::ArrowDown);
    press(&mut w, &mut a, Named::ArrowDown);
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.settle.form.game, Game::Stadium, "the third game listed");
}

/// Seats and hands by keyboard: add a seat, split a hand, take even money.
#[test]
fn seats_hands_and_even_money_by_keyboard() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    ctrl(&mut w, &mut a, "2");
    for (query, check) in [
        ("add seat", 0),
        ("split hand at seat 2", 1),
        ("even money at seat 1", 2),
    ] {
        ctrl(&mut w, &mut a, "k");
        w.type_text(&mut a, query);
        press(&mut w, &mut a, Named::Enter);
        match check {
            0 => assert_eq!(a.settle.form.seats.len(), 2),
            1 => {
                assert_eq!(a.settle.form.seats[1].hands.len(), 2);
                assert!(
                    w.has_focus(&a, "seat-1-hand-1"),
                    "the new hand has the focus"
                );
            }
            _ => assert!(a.settle.form.seats[0].even_money),
        }
    }
}

/// The rounding unit is typed, not picked: its entry takes the focus there, selected.
#[test]
fn the_rounding_unit_entry_goes_to_its_field() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "rounding_unit");
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, "house-rounding_unit"));
    assert!(
        w.visible(&a, "house-rounding_unit").is_some(),
        "scrolled into view"
    );
    w.type_text(&mut a, "0.25");
    assert_eq!(
        a.settle
            .form
            .house_value(pitpay_core::HouseKey::RoundingUnit),
        "0.25"
    );
}

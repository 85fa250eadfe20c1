//! Issue 20 in the app: a side bet Pitpay does not ship, one file in the operator
//! folder, is offered in the round form, settled as typed, and listed with its exact
//! house edge on the Paytables screen.

use std::path::Path;

use iced::keyboard::key;

use super::{click_field, ctrl, paid, press};
use crate::bet::{Bet, Game};
use crate::catalog::Catalog;
use crate::gui::app::App;
use crate::gui::message::Message;
use crate::gui::screen::{paytables, settle};
use crate::gui::testing::Window;
use crate::money::Money;

/// The app over the example operator folder (`examples/paytables/`).
fn app_with_examples() -> App {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/paytables");
    App::new(Catalog::with_operator_dir(Some(&dir)))
}

/// Q♥ Q♦ is a coloured pair: $5 at the file's 12 to 1 is paid $65.
#[test]
fn the_form_offers_an_operators_side_bet_and_settles_it() {
    let mut a = app_with_examples();
    let mut w = Window::new(1280.0, 800.0);
    let _ = a.update(Message::Settle(settle::Message::GameChanged(
        Game::Blackjack,
    )));
    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "9c 8d");
    click_field(&mut w, &mut a, "seat-0-hand-0");
    w.type_text(&mut a, "qh qd");
    click_field(&mut w, &mut a, "seat-0-player-main");
    w.type_text(&mut a, "10");
    press(&mut w, &mut a, key::Named::Tab);
    click_field(&mut w, &mut a, "seat-0-player-perfect-pairs");
    w.type_text(&mut a, "5");
    let pp: Bet = "perfect-pairs".parse().unwrap();
    assert_eq!(paid(&a, 0, pp), Some(Money::from_cents(6500)));
    assert!(
        w.find(&a, "Perfect Pairs").is_some(),
        "its title labels the field"
    );
}

/// 8 decks: 17/415 = 4.10% (docs/side-bets.md; Wizard of Odds, "Perfect Pairs").
#[test]
fn the_paytables_screen_lists_it_with_its_house_edge() {
    let mut a = app_with_examples();
    let mut w = Window::new(1600.0, 900.0);
    ctrl(&mut w, &mut a, "p");
    w.send(
        &mut a,
        Message::Paytables(paytables::Message::Decks(Some(8))),
    );
    assert!(w.find(&a, "Perfect Pairs 25/12/6").is_some());
    assert!(
        w.find(&a, "House edge 4.10% · wins 1 in 13.4").is_some(),
        "its figures at 8 decks"
    );
}

//! Operator side bets in the app: a side bet Pitpay does not ship, one file in the operator
//! folder, is offered in the round form, settled as typed, and listed with its exact
//! house edge on the Paytables screen.

use std::path::Path;

use iced::keyboard::key;

use super::{click_field, ctrl, paid, press, tab_to};
use crate::gui::app::App;
use crate::gui::message::Message;
use crate::gui::screen::{paytables, settle};
use crate::gui::testing::Window;
use pitpay_core::Catalog;
use pitpay_core::Money;
use pitpay_core::{Bet, Game};

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

/// The form offers both bets that watch the dealer from the example folder and
/// settles them as typed (four decks, Match the Dealer's shoe). The dealer 8-3-2-2-9
/// busts 24 with 5 cards: Buster Blackjack 4 to 1, $5 → $25; 8♥ 8♣ against the up card
/// 8♥ is one suited and one non-suited match, 16 to 1, $5 → $85. With the dealer's last
/// card taken off the form says the dealer must draw while the bet is in action (R3.3).
#[test]
fn the_form_settles_the_bets_that_watch_the_dealer() {
    let mut a = app_with_examples();
    let mut w = Window::new(1280.0, 800.0);
    let _ = a.update(Message::Settle(settle::Message::GameChanged(
        Game::Blackjack,
    )));
    // Decks, reached by Tab in reading order, its 8 selected and replaced by "4".
    click_field(&mut w, &mut a, "path");
    tab_to(&mut w, &mut a, "decks", false);
    w.type_text(&mut a, "4");
    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "8h 3c 2d 2s 9s");
    click_field(&mut w, &mut a, "seat-0-hand-0");
    w.type_text(&mut a, "8h 8c");
    click_field(&mut w, &mut a, "seat-0-player-main");
    w.type_text(&mut a, "10");
    for (id, stake) in [("match-the-dealer", "5"), ("buster-blackjack", "5")] {
        click_field(&mut w, &mut a, &format!("seat-0-player-{id}"));
        w.type_text(&mut a, stake);
    }
    let bet = |id: &str| id.parse::<Bet>().unwrap();
    assert_eq!(
        paid(&a, 0, bet("match-the-dealer")),
        Some(Money::from_cents(8500))
    );
    assert_eq!(
        paid(&a, 0, bet("buster-blackjack")),
        Some(Money::from_cents(2500))
    );
    assert!(w.find(&a, "Buster Blackjack").is_some());
    click_field(&mut w, &mut a, "cards-dealer");
    press(&mut w, &mut a, key::Named::End);
    for _ in 0..3 {
        press(&mut w, &mut a, key::Named::Backspace);
    }
    let e = a
        .settle
        .error_for("cards.dealer", pitpay_language::english())
        .expect("the dealer stopped short");
    assert!(
        e.contains("the dealer's hand 8♥ 3♣ 2♦ 2♠ stops on 15")
            && e.contains("while a wager on Buster Blackjack is in action"),
        "{e}"
    );
}

/// The Paytables screen lists both with their exact house edge: Buster
/// Blackjack 8.25% from 6 decks with the dealer standing on soft 17 (Wizard of Odds,
/// "Buster Blackjack"), Match the Dealer 4/12 4.84% from its 4 decks (Wizard of Odds,
/// "Match the Dealer"); and the tier odds of a bet on the dealer's final hand.
#[test]
fn the_paytables_screen_lists_the_bets_that_watch_the_dealer() {
    let mut a = app_with_examples();
    let mut w = Window::new(1600.0, 900.0);
    ctrl(&mut w, &mut a, "p");
    w.send(
        &mut a,
        Message::Paytables(paytables::Message::Decks(Some(6))),
    );
    assert!(w.find(&a, "Buster Blackjack Pay Table 1").is_some());
    assert!(
        w.find(&a, "House edge 8.25% · wins 1 in 3.5").is_some(),
        "Buster Blackjack at 6 decks"
    );
    w.send(
        &mut a,
        Message::Paytables(paytables::Message::Tiers("buster-blackjack-1".into())),
    );
    assert!(
        w.find(&a, "1 in 432").is_some(),
        "a six-card bust, 1 in 431.9 (0.00231512)"
    );
    w.send(
        &mut a,
        Message::Paytables(paytables::Message::Decks(Some(4))),
    );
    assert!(
        w.find(&a, "House edge 4.84% · wins 1 in 7.1").is_some(),
        "Match the Dealer at 4 decks"
    );
}

//! A welcoming first launch. No error before anything is typed, and
//! the example rounds (compiled in) one click or one palette entry away.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::examples;

/// A new round greets with how to start and the examples; no red error, no "cannot
/// settle" before anything is typed.
#[test]
fn the_first_launch_greets_without_an_error() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    assert!(a.status.is_none());
    assert!(w.find(&a, "Enter a round").is_some());
    assert!(w.find(&a, "Cannot settle this round yet").is_none());
    for e in examples::ALL {
        let title = e.title(pitpay_language::english());
        assert!(w.find(&a, title.as_str()).is_some(), "{title} is offered");
    }
    // Typing starts the round: the welcome gives way to the settlement.
    type_lucky9_round(&mut w, &mut a);
    assert!(w.find(&a, "Enter a round").is_none());
}

/// One click opens an example and it settles: the Lucky 9 example's A-8 against
/// K-4-3 wins 3 to 2 on $25, paid $62.50 (R2.3), and Bonus 9's Any Total 9 pays
/// 5 to 1 on $5, paid $30 (R2.7).
#[test]
fn an_example_opens_with_one_click_and_settles() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    let title = examples::ALL[0].title(pitpay_language::english());
    assert!(w.click(&mut a, title.as_str()));
    assert_eq!(paid(&a, 0, Bet::Main), Some(Money::from_cents(6250)));
    assert_eq!(
        paid(&a, 0, side_bet("bonus9")),
        Some(Money::from_cents(3000))
    );
    assert!(w.find(&a, "$62.50").is_some());
}

/// Every example opens from the palette too, and settles.
#[test]
fn every_example_opens_from_the_palette() {
    for e in examples::ALL {
        let mut a = app();
        let mut w = Window::new(1280.0, 800.0);
        ctrl(&mut w, &mut a, "k");
        let title = e.title(pitpay_language::english());
        w.type_text(&mut a, &format!("open example: {title}"));
        press(&mut w, &mut a, Named::Enter);
        assert_eq!(a.settle.form.game, e.game, "{title}");
        assert!(a.settle.result.is_ok(), "{title} settles");
    }
}

/// A side bet by its id, as the shipped paytable files define it.
fn side_bet(id: &str) -> pitpay_core::Bet {
    id.parse().expect("a side-bet id")
}

//! The Paytables screen's exact figures: each paytable's house
//! edge at the chosen deck count, worked out in the background and redone when the
//! count changes; the per-tier "1 in N" on demand; a paytable that would pay the
//! player flagged.

use super::{app, ctrl};
use crate::gui::message::Message;
use crate::gui::screen::paytables;
use crate::gui::testing::Window;

/// The figures: TriLux TRI-02 at 6 decks has a house edge of 4.41240535%
/// and its Mini Royal hits 864 times in 5,013,320 hands: 1 in 5,802.5.
#[test]
fn the_screen_shows_each_paytables_edge_at_the_chosen_deck_count() {
    let mut a = app();
    let mut w = Window::new(1600.0, 900.0);
    ctrl(&mut w, &mut a, "p");
    w.send(
        &mut a,
        Message::Paytables(paytables::Message::Decks(Some(6))),
    );
    assert!(
        w.find(&a, "House edge 4.41% · wins 1 in 10.3").is_some(),
        "TRI-02's figures at 6 decks"
    );
    w.send(
        &mut a,
        Message::Paytables(paytables::Message::Tiers("trilux-02".into())),
    );
    assert!(
        w.find(&a, "1 in 5,802").is_some(),
        "Mini Royal: 1 in 5,802.5"
    );
    // Another deck count, other figures: worked out again.
    w.send(
        &mut a,
        Message::Paytables(paytables::Message::Decks(Some(8))),
    );
    assert!(w.find(&a, "House edge 4.41% · wins 1 in 10.3").is_none());
}

/// An operator's Suited or Booted paytable with the shipped example's first figures
/// (Suited 4 for 1, Suited pair 30 for 1: 217% returned at the $2,000 reseed)
/// would pay the player more than it takes: the screen says so.
#[test]
fn a_paytable_that_would_pay_the_player_is_flagged() {
    let shipped = include_str!("../../../paytables/suited-or-booted-example.toml");
    let generous = shipped
        .replace("id = \"suited-or-booted-example\"", "id = \"sob-generous\"")
        .replace(
            "[side_bet]\ntitle = \"Suited or Booted\"\nnames = { zh-Hant = \"Suited or Booted 邊注\", zh-Hans = \"Suited or Booted 边注\" }\nrule = \"R5\"\n",
            "",
        )
        .replace("odds = \"8 for 1\"", "odds = \"30 for 1\"")
        .replace("odds = \"6 for 5\"", "odds = \"4 for 1\"");
    assert_ne!(generous, shipped);
    assert!(
        !generous.contains("[side_bet]"),
        "the operator's copy defines no side bet"
    );
    let mut catalog = pitpay_core::Catalog::with_operator_dir(None);
    catalog.add_operator_text("sob-generous.toml", &generous);
    assert!(
        catalog.paytable("sob-generous").is_some(),
        "{:?}",
        catalog.unusable("sob-generous")
    );
    let mut a = crate::gui::app::App::new(catalog);
    let mut w = Window::new(1600.0, 900.0);
    ctrl(&mut w, &mut a, "p");
    let flagged = w.find(&a, |c: iced_test::selector::Candidate<'_>| match c {
        iced_test::selector::Candidate::Text { content, .. }
            if content.contains("this paytable would pay the player") =>
        {
            Some(())
        }
        _ => None,
    });
    assert!(flagged.is_some());
}

/// The main games show their own edge under the table's house options, for a
/// player of basic strategy: blackjack at 8 decks with the defaults (R3.1: 3 to 2, stand
/// on soft 17, peek, late surrender, double after split, four hands) 0.36%, and Stadium
/// (paytables 1-4) 0.54%, as `pitpay analyze` gives them.
#[test]
fn r3_1_r7_4_the_main_games_show_their_edge_with_basic_strategy() {
    let mut a = app();
    let mut w = Window::new(1600.0, 900.0);
    ctrl(&mut w, &mut a, "p");
    for edge in ["0.36%", "0.54%"] {
        let said = format!("House edge {edge} with basic strategy under these house options");
        let found = w.find(&a, |c: iced_test::selector::Candidate<'_>| match c {
            iced_test::selector::Candidate::Text { content, .. } if content.starts_with(&said) => {
                Some(())
            }
            _ => None,
        });
        assert!(found.is_some(), "{said}");
    }
}

/// In Chinese the cards are posted in Chinese: a paytable whose file names it in the
/// window's language shows that name (Lucky 9's file: "Lucky 9 幸運九"); one whose
/// file does not (an operator's, with no `[names]`) shows its English name, marked
/// "（英文）" so that nobody takes it for a translation.
#[test]
fn a_name_the_file_lacks_shows_in_english_and_says_so() {
    let shipped = include_str!("../../../paytables/lucky9-tie.toml");
    let start = shipped.find("# The name in other languages").unwrap_or(0);
    let end = shipped.find("[pays]").unwrap_or(0);
    let unnamed = format!("{}{}", &shipped[..start], &shipped[end..])
        .replace("id = \"lucky9-tie\"", "id = \"tie-house\"")
        .replace("name = \"Lucky 9 Tie\"", "name = \"House Tie\"");
    assert!(!unnamed.contains("[names]"), "{unnamed}");
    let mut catalog = pitpay_core::Catalog::with_operator_dir(None);
    catalog.add_operator_text("tie-house.toml", &unnamed);
    assert!(
        catalog.paytable("tie-house").is_some(),
        "{:?}",
        catalog.unusable("tie-house")
    );
    let mut a = crate::gui::app::App::new(catalog);
    let zh = pitpay_language::Language::parse("zh-Hant").unwrap();
    a.words = std::sync::Arc::new(pitpay_language::Words::shipped(zh));
    let mut w = Window::new(1600.0, 900.0);
    ctrl(&mut w, &mut a, "p");
    assert!(
        w.find(&a, "House Tie（英文）").is_some(),
        "the English name, marked"
    );
    assert!(
        w.find(&a, "二十一點").is_some(),
        "the shipped name in Chinese"
    );
    assert!(w.find(&a, "Blackjack（英文）").is_none());
    assert!(w.find(&a, "賠率表").is_some(), "the screen's title");
}

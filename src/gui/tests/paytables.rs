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

/// In Chinese the filter finds a paytable by the game and bet as the window names them,
/// not only by the file's own names: "二十一點 累積大獎" keeps the 21+3 Progressive
/// tables (their files name them "21+3 累積大獎 賠率表 N", never 二十一點) because they
/// are dealt at blackjack; "二十一點" alone keeps Lucky Break's tables and not Lucky 9's
/// Tie; the English words still work.
#[test]
fn the_filter_finds_tables_by_the_windows_chinese_words() {
    let mut a = app();
    let zh = pitpay_language::Language::parse("zh-Hant").unwrap();
    a.words = std::sync::Arc::new(pitpay_language::Words::shipped(zh));
    let mut w = Window::new(1600.0, 900.0);
    ctrl(&mut w, &mut a, "p");
    let catalog = a.settle.catalog().clone();
    let all = catalog.paytables().count();
    let kept = |filter: &str| -> Vec<String> {
        catalog
            .paytables()
            .filter(|t| paytables::kept(t, &catalog, filter, &a.words))
            .map(|t| t.id.clone())
            .collect()
    };
    let progressives = kept("二十一點 累積大獎");
    assert!(
        progressives.contains(&"21plus3-progressive-1".to_string()),
        "{progressives:?}"
    );
    assert!(progressives.iter().all(|id| id.starts_with("21plus3")));
    let blackjack = kept("二十一點");
    assert!(
        blackjack.contains(&"lucky-break-1".to_string()),
        "{blackjack:?}"
    );
    assert!(
        !blackjack.contains(&"lucky9-tie".to_string()),
        "{blackjack:?}"
    );
    let english = kept("21+3 Progressive");
    assert!(
        progressives.iter().all(|id| english.contains(id)),
        "{english:?}"
    );
    // The screen keeps what the filter keeps, and says how many in Chinese.
    w.send(
        &mut a,
        Message::Paytables(paytables::Message::Filter("二十一點 累積大獎".into())),
    );
    let shown = format!("共 {all} 個賠率表，顯示 {} 個", progressives.len());
    assert!(w.find(&a, shown.clone()).is_some(), "{shown}");
    assert!(w.find(&a, "21+3 累積大獎 賠率表 1").is_some());
}

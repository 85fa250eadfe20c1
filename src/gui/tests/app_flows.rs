//! The app's update level: screens switched, settle messages routed, round
//! files opened and saved, the palette, shortcuts and errors, driven through `App::update`
//! and the simulator. Split from `gui.rs` (no file over 1,000 lines).

use crate::gui::app::{self, Screen};
use crate::gui::dialog::write_atomic;
use crate::gui::form::{card_error, RoundForm};
use crate::gui::keymap::Shortcut;
use crate::gui::screen::settle::{self, CardField};
use iced_test::selector::{id, Candidate};
use pitpay_core::Catalog;
use pitpay_core::Party;
use pitpay_core::{Bet, Game};
use std::path::{Path, PathBuf};

use super::settle_screen::*;

// ---------------------------------------------------------------------------------
// Update level: the app
// ---------------------------------------------------------------------------------

#[test]
fn app_shows_the_paytables_screen_and_back() {
    let mut a = app();
    assert_eq!(a.screen, Screen::Settle);
    app_send(&mut a, [app::Message::Show(Screen::Paytables)]);
    assert_eq!(a.screen, Screen::Paytables);
    // The screen draws; the settle screen's state is kept.
    {
        let mut ui = ui(&a);
        assert!(ui.find("Paytables").is_ok());
        assert!(
            ui.find(id("cards-dealer")).is_err(),
            "the round form is not on the paytables screen"
        );
    }
    app_send(&mut a, [app::Message::Show(Screen::Settle)]);
    assert_eq!(a.screen, Screen::Settle);
}

#[test]
fn app_settle_messages_reach_the_settle_screen() {
    let mut a = app();
    app_send(
        &mut a,
        [
            app::Message::Settle(settle::Message::CardsChanged(
                CardField::Dealer,
                "KC 4H 3D".into(),
            )),
            app::Message::Settle(settle::Message::CardsChanged(
                CardField::Hand(0, 0),
                "AS 8D".into(),
            )),
            app::Message::Settle(settle::Message::WagerChanged(
                0,
                Party::Player,
                Bet::Main,
                "25".into(),
            )),
            app::Message::Settle(settle::Message::ShowSteps(true)),
        ],
    );
    assert!(a.settle.show_steps);
    assert_eq!(settled(&a.settle).seats[0].wagers[0].paid, cents(6250));
}

#[test]
fn app_opens_a_round_file() {
    let mut a = app();
    app_send(&mut a, [app::Message::Show(Screen::Paytables)]);
    let (path, text) = read_round(STADIUM);
    app_send(&mut a, [app::Message::Opened(Ok((path, text.clone())))]);
    assert_eq!(a.screen, Screen::Settle, "opening a round shows it");
    assert_eq!(a.path.text(), STADIUM);
    match &a.status {
        Some(Ok(note)) => assert!(note.contains(STADIUM), "{note}"),
        other => panic!("expected an Opened note, got {other:?}"),
    }
    assert_eq!(a.settle.form.game, Game::Stadium);
    assert_eq!(a.settle.form.dealer, "6H");
    // The app settles it exactly as the file settles on its own.
    let direct =
        pitpay_core::Round::parse(STADIUM, &text, &Catalog::with_operator_dir(None)).unwrap();
    let direct = pitpay_core::settle(&direct).unwrap();
    assert_eq!(json(settled(&a.settle)), json(&direct));
}

#[test]
fn app_opening_a_bad_file_keeps_the_previous_round() {
    let mut a = app();
    let (path, text) = read_round(STADIUM);
    app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
    let form = a.settle.form.clone();
    let before = json(settled(&a.settle));

    // Not TOML at all.
    app_send(
        &mut a,
        [app::Message::Opened(Ok((
            PathBuf::from("broken.toml"),
            "game = \"lucky9\"\n[cards\ndealer = ".into(),
        )))],
    );
    let e = status_error(&a);
    assert!(e.starts_with("Not opened"), "{e}");
    assert!(e.contains("broken.toml"), "the error names the file: {e}");
    assert_eq!(a.settle.form, form);
    assert_eq!(a.path.text(), STADIUM);
    assert_eq!(json(settled(&a.settle)), before);

    // A key no round file has.
    let (path, text) = read_round("tests/rounds/lucky9-bad-key.toml");
    app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
    let e = status_error(&a);
    assert!(e.contains("colour"), "the error names the key: {e}");
    assert_eq!(a.settle.form, form);
    assert_eq!(json(settled(&a.settle)), before);

    // A file that could not be read.
    app_send(
        &mut a,
        [app::Message::Opened(Err(crate::gui::error::Error::read(
            Path::new("missing.toml"),
            std::io::Error::new(std::io::ErrorKind::NotFound, "No such file"),
        )))],
    );
    assert!(status_error(&a).contains("missing.toml"));
    assert_eq!(a.settle.form, form);
}

/// A file with a bad card is a well-formed round file: it opens, and its error shows
/// in the form instead of a settlement (R1.1: "3X").
#[test]
fn app_opens_a_round_with_a_bad_card_and_shows_why_it_cannot_settle() {
    let mut a = app();
    let (path, text) = read_round("tests/rounds/lucky9-bad-card.toml");
    app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
    assert!(matches!(a.status, Some(Ok(_))), "{:?}", a.status);
    assert_eq!(a.settle.form.seats[0].hands[0], "5S 3X");
    assert!(a.settle.result.is_err());
    assert!(card_error("5S 3X", pitpay_language::english())
        .unwrap()
        .contains("3X"));
}

#[test]
fn saving_with_write_atomic_then_opening_gives_the_same_settlement() {
    let dir = tempfile::tempdir().unwrap();
    for (name, build) in [("lucky9.toml", None), ("stadium.toml", Some(STADIUM))] {
        let mut a = app();
        match build {
            None => {
                type_lucky9(&mut a.settle, "KC 4H 3D", "AS 8D", "25");
                let nines =
                    settle::Message::HouseChanged(pitpay_core::HouseKey::Nines, "all-push".into());
                let _ = a.settle.update(nines, &super::settle_screen::CX);
                let tie = settle::Message::WagerChanged(0, Party::Player, Bet::Tie, "5".into());
                let _ = a.settle.update(tie, &super::settle_screen::CX);
            }
            Some(file) => {
                let (path, text) = read_round(file);
                app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
            }
        }
        let before = json(settled(&a.settle));
        let target = dir.path().join(name);
        write_atomic(&target, &a.settle.round_text()).unwrap();
        // Saving again over the file replaces it whole.
        write_atomic(&target, &a.settle.round_text()).unwrap();

        let mut b = app();
        let text = std::fs::read_to_string(&target).unwrap();
        app_send(&mut b, [app::Message::Opened(Ok((target.clone(), text)))]);
        assert!(matches!(b.status, Some(Ok(_))), "{:?}", b.status);
        assert_eq!(b.settle.form, a.settle.form, "{name}");
        assert_eq!(json(settled(&b.settle)), before, "{name}");
    }
    // No temporary file is left beside the saved ones.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    assert_eq!(names, vec!["lucky9.toml", "stadium.toml"]);
}

#[test]
fn write_atomic_into_a_missing_folder_fails_and_leaves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("no-such-folder").join("round.toml");
    assert!(write_atomic(&target, "game = \"lucky9\"").is_err());
    assert!(!target.exists());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn no_file_chosen_points_at_the_path_field() {
    let mut a = app();
    type_lucky9(&mut a.settle, "KC 4H 3D", "AS 8D", "25");
    let form = a.settle.form.clone();
    app_send(&mut a, [app::Message::OpenPicked(None)]);
    let e = status_error(&a);
    assert!(e.contains("path field"), "{e}");
    assert_eq!(a.settle.form, form, "the round is kept");

    app_send(&mut a, [app::Message::SavePicked(None)]);
    assert!(status_error(&a).contains("path field"));

    // With the path field empty, Open path / Save to path say to fill it in.
    app_send(&mut a, [app::Message::OpenPath]);
    assert!(status_error(&a).contains("path field"));
    app_send(&mut a, [app::Message::SavePath]);
    assert!(status_error(&a).contains("path field"));

    // The path field itself is reachable by id, and what is typed there is kept.
    type_into(&mut a, "path", "rounds/disputed.toml");
    assert_eq!(a.path.text(), "rounds/disputed.toml");
    assert_eq!(
        a.path.typed(),
        Some(Path::new("rounds/disputed.toml").to_path_buf())
    );
}

#[test]
fn new_round_keeps_the_path_and_clears_the_round() {
    let mut a = app();
    type_lucky9(&mut a.settle, "KC 4H 3D", "AS 8D", "25");
    app_send(
        &mut a,
        [
            app::Message::PathChanged("r.toml".into()),
            app::Message::Show(Screen::Paytables),
            app::Message::New,
        ],
    );
    // The typed round has unsaved changes: New asks first; Enter goes on.
    assert!(a.confirm.is_some(), "New asks before clearing typed work");
    app_send(&mut a, [app::Message::Key(Shortcut::Confirm)]);
    assert_eq!(a.screen, Screen::Settle);
    assert_eq!(a.settle.form, RoundForm::new(Game::Lucky9));
    assert_eq!(a.path.text(), "r.toml");
    assert!(matches!(a.status, Some(Ok(_))));
}

// ---------------------------------------------------------------------------------
// Simulator flows
// ---------------------------------------------------------------------------------

/// Typed through the widgets: dealer K-4-3 (7), A-8 Lucky 9, $25 at 3 to 2 = $62.50.
#[test]
fn sim_type_a_lucky9_round_and_see_the_payout() {
    let mut a = app();
    {
        // A new round greets with how to start and the examples, not with an error
        // ("a welcoming first launch").
        let mut ui = ui(&a);
        assert!(ui.find("Enter a round").is_ok());
        assert!(ui.find("Cannot settle this round yet").is_err());
    }
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    assert_eq!(a.settle.form.dealer, "KC 4H 3D");
    type_into(&mut a, "seat-0-hand-0", "AS 8D");
    assert_eq!(a.settle.form.seats[0].hands[0], "AS 8D");
    type_into(&mut a, "seat-0-player-main", "25");
    assert_eq!(
        a.settle.form.seats[0]
            .wagers
            .get(&Bet::Main)
            .map(String::as_str),
        Some("25")
    );

    let mut ui = ui(&a);
    assert!(ui.find("$62.50").is_ok(), "the payout is shown");
    assert!(ui.find("$37.50").is_ok(), "the net is shown");
    assert!(ui.find("3 to 2").is_ok(), "the odds are shown");
    assert!(ui
        .find("Player totals: stake $25.00, paid $62.50, net $37.50")
        .is_ok());
    assert!(ui.find("Cannot settle this round yet").is_err());
    // The typed values are shown in their inputs.
    assert!(ui.find("KC 4H 3D").is_ok());
    assert!(ui.find("AS 8D").is_ok());
    // The dealer row draws the cards as cards.
    let all = texts(&mut ui);
    let at = all
        .iter()
        .position(|t| t == "Dealer")
        .expect("a Dealer row");
    assert_eq!(chips_after(&all, at), ["K♣", "4♥", "3♦"]);
}

/// Every side-bet input of a Lucky 9 seat is reachable by its id and typing there
/// settles that bet: A-8 + dealer up K: Any Total 9, 5 to 1 (R2.7), $5 → $30.
#[test]
fn sim_side_bet_fields_are_reachable_by_id() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    type_into(&mut a, "seat-0-hand-0", "AS 8D");
    type_into(&mut a, "seat-0-player-main", "25");
    type_into(&mut a, "seat-0-player-bonus9", "5");
    let st = settled(&a.settle);
    assert_eq!(
        line(st, 0, side_bet("bonus9"), Party::Player, 1).paid,
        cents(3000)
    );
    let mut ui = ui(&a);
    assert!(ui.find("$30.00").is_ok());
}

/// The card picker through the widgets: "Pick…" beside the hand, then the chips.
#[test]
fn sim_pick_cards_with_the_picker() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    // The first "Pick…" button is the dealer's, the second the hand's.
    let messages: Vec<app::Message> = {
        let mut ui = ui(&a);
        let buttons: Vec<iced::Rectangle> = {
            let mut found = Vec::new();
            let _ = ui.find(|c: Candidate<'_>| -> Option<()> {
                if let Candidate::Text {
                    content, bounds, ..
                } = c
                {
                    if content == "Pick…" {
                        found.push(bounds);
                    }
                }
                None
            });
            found
        };
        assert_eq!(buttons.len(), 2, "one Pick… per card field");
        ui.point_at(buttons[1].center());
        let _ = ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    app_send(&mut a, messages);
    assert_eq!(a.settle.picker, Some(CardField::Hand(0, 0)));

    for chip in ["A♠", "8♦"] {
        let messages: Vec<app::Message> = {
            let mut ui = ui(&a);
            assert!(ui.find("Click cards to add them to seat 1 hand 1").is_ok());
            ui.click(chip).unwrap();
            ui.into_messages().collect()
        };
        app_send(&mut a, messages);
    }
    assert_eq!(a.settle.form.seats[0].hands[0], "AS 8D");
    {
        let mut ui = ui(&a);
        assert!(ui.find("Done").is_ok());
    }
}

/// Open the saved Stadium round and find each terminal's dealer hand, card by card
/// (worked by hand in `stadium_terminals_each_see_their_own_dealer_hand_r7_3`):
/// terminal 14's dealer 6♥ K♥ 4♠, terminal 15's dealer 6♥ 3♣ 5♠ 9♦.
#[test]
fn sim_open_the_stadium_round_and_see_each_terminals_dealer() {
    let mut a = app();
    let (path, text) = read_round(STADIUM);
    app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
    let mut ui = ui(&a);
    assert!(ui.find(format!("Opened {STADIUM}")).is_ok());
    assert!(ui
        .find("Stadium Blackjack · 6 decks · USD · table STADIUM-1")
        .is_ok());
    for chip in ["6♥", "K♥", "4♠", "3♣", "5♠", "9♦"] {
        assert!(ui.find(chip).is_ok(), "{chip} is drawn");
    }

    let all = texts(&mut ui);
    let dealer_rows: Vec<usize> = all
        .iter()
        .enumerate()
        .filter(|(_, t)| *t == "Dealer")
        .map(|(i, _)| i)
        .collect();
    assert_eq!(dealer_rows.len(), 2, "one dealer row per terminal: {all:?}");
    let head = |n: &str| {
        all.iter()
            .rposition(|t| t == n)
            .unwrap_or_else(|| panic!("no {n} in {all:?}"))
    };
    // The settlement lists terminal 14, then terminal 15, each with its dealer row.
    let (t14, t15) = (head("Terminal 14"), head("Terminal 15"));
    assert!(t14 < dealer_rows[0] && dealer_rows[0] < t15 && t15 < dealer_rows[1]);

    let d14 = chips_after(&all, dealer_rows[0]);
    let d15 = chips_after(&all, dealer_rows[1]);
    assert_eq!(d14, ["6♥", "K♥", "4♠"]);
    assert_eq!(d15, ["6♥", "3♣", "5♠", "9♦"]);
    assert!(!d14.contains(&"9♦".to_string()));

    // The terminals' own hands: T14 split 8♠ 3♣ 5♠ / 8♦ 9♦, T15 8♠ 8♦.
    let hand_rows: Vec<Vec<String>> = all
        .iter()
        .enumerate()
        .filter(|(_, t)| t.starts_with("Hand "))
        .map(|(i, _)| chips_after(&all, i))
        .collect();
    assert_eq!(
        hand_rows,
        vec![vec!["8♠", "3♣", "5♠"], vec!["8♦", "9♦"], vec!["8♠", "8♦"]]
    );
    // T15's $10 win and its Bet the Set 10 to 1 on $5.
    assert!(ui.find("$55.00").is_ok());
}

/// R1.1: "1D" is refused as it is typed; the error is drawn right under the hand
/// field, and the settlement panel says the round cannot be settled.
#[test]
fn sim_an_invalid_card_shows_its_error_under_the_field() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    type_into(&mut a, "seat-0-hand-0", "AS 1D");
    type_into(&mut a, "seat-0-player-main", "25");
    assert!(a.settle.result.is_err());

    let mut ui = ui(&a);
    let field = ui.find(id("seat-0-hand-0")).unwrap().bounds();
    let (message, under) = text_containing(&mut ui, "1D").expect("an error naming 1D");
    assert!(message.contains("\"1D\""), "{message}");
    assert!(
        (under.x - field.x).abs() < 1.0,
        "the error is aligned with the field: {under:?} vs {field:?}"
    );
    assert!(
        under.y >= field.y + field.height && under.y < field.y + field.height + 10.0,
        "the error is right under the field: {under:?} vs {field:?}"
    );
    assert!(ui.find("Cannot settle this round yet").is_ok());
    assert!(ui.find("$62.50").is_err());
    assert!(ui.find("Dealer").is_err(), "no settlement rows");
}

/// The game is switched with the Game pick list: the Lucky 9 round is dropped and the
/// Stadium form (shared player cards, community cards, decisions) is shown.
#[test]
fn sim_switch_game_with_the_pick_list() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    pick_under(&mut a, "Game", |m| {
        matches!(
            m,
            app::Message::Settle(settle::Message::GameChanged(Game::Stadium))
        )
    });
    // The dealer's cards are typed and saved nowhere: the switch asks first, and the
    // question's Enter goes on ("never lose work").
    assert!(a.confirm.is_some());
    assert_eq!(a.settle.form.dealer, "KC 4H 3D");
    app_send(&mut a, [app::Message::Key(Shortcut::Confirm)]);
    assert_eq!(a.settle.form, RoundForm::new(Game::Stadium));
    let mut ui = ui(&a);
    for field in [
        "cards-player",
        "cards-dealer",
        "cards-community",
        "seat-0-decisions",
    ] {
        assert!(ui.find(id(field)).is_ok(), "{field} is on the Stadium form");
    }
    assert!(
        ui.find(id("seat-0-hand-0")).is_err(),
        "no hand fields in Stadium"
    );
    assert!(ui.find("KC 4H 3D").is_err(), "the Lucky 9 cards are gone");
}

/// R2.3 through the widgets: A-8 (Lucky 9) against K-4-5 (three-card 9) wins 3 to 2,
/// $25 → $62.50; with `nines = all-push` picked it pushes: $25.00 paid, net $0.00.
#[test]
fn sim_house_option_nines_all_push() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 5D");
    type_into(&mut a, "seat-0-hand-0", "AS 8D");
    type_into(&mut a, "seat-0-player-main", "25");
    {
        let mut ui = ui(&a);
        assert!(ui.find("$62.50").is_ok());
        assert!(ui.find("✔ win").is_ok());
    }
    pick_under(&mut a, "9 against 9", |m| {
        matches!(
            m,
            app::Message::Settle(settle::Message::HouseChanged(pitpay_core::HouseKey::Nines, v)) if v == "all-push"
        )
    });
    let mut ui = ui(&a);
    assert!(ui.find("$62.50").is_err());
    assert!(ui.find("= push").is_ok());
    assert!(ui
        .find("Player totals: stake $25.00, paid $25.00, net $0.00")
        .is_ok());
}

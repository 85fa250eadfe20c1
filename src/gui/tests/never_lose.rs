//! Never lose work. A round with unsaved changes is not replaced
//! without a question (Enter goes on, Escape stays); every change can be undone and
//! redone; the round on screen is autosaved and comes back at the next launch.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::{Message, Replace};
use crate::gui::autosave;
use crate::gui::screen::settle;
use pitpay_core::Game;

/// Switching game with typed work asks; Escape keeps the round as it was.
#[test]
fn switching_game_with_unsaved_work_asks_and_escape_keeps_it() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    type_lucky9_round(&mut w, &mut a);
    let before = a.settle.form.clone();
    ctrl(&mut w, &mut a, "2");
    let asked = a.confirm.as_ref().map(|c| c.go.clone());
    assert_eq!(asked.as_deref(), Some("Switch to Blackjack"));
    w.type_text(&mut a, "99");
    assert_eq!(
        a.settle.form, before,
        "keys typed under the question reach nothing"
    );
    press(&mut w, &mut a, Named::Escape);
    assert!(a.confirm.is_none());
    assert_eq!(a.settle.form, before);
    assert_eq!(paid(&a, 0, Bet::Main), Some(Money::from_cents(6250)));
}

/// Enter goes on; the replaced round is one Ctrl+Z back, and Ctrl+Shift+Z goes
/// forward again.
#[test]
fn enter_goes_on_and_ctrl_z_brings_the_round_back() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    type_lucky9_round(&mut w, &mut a);
    let round = a.settle.form.clone();
    ctrl(&mut w, &mut a, "2");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.settle.form.game, Game::Blackjack);
    assert!(a.settle.is_blank());
    ctrl(&mut w, &mut a, "z");
    assert_eq!(a.settle.form, round, "the Lucky 9 round is back");
    assert_eq!(paid(&a, 0, Bet::Main), Some(Money::from_cents(6250)));
    ctrl_shift(&mut w, &mut a, "Z");
    assert_eq!(a.settle.form.game, Game::Blackjack, "redo switches again");
}

/// New, Open (dialog and path) and the examples ask too; a clean round is replaced
/// without a question.
#[test]
fn new_open_and_examples_ask_only_when_work_would_be_lost() {
    let mut a = app();
    let _ = a.update(Message::Replace(Replace::Example(0)));
    assert!(a.confirm.is_none(), "an empty round is replaced at once");
    assert!(
        !a.settle.is_dirty(),
        "an example just opened is not unsaved work"
    );
    let _ = a.update(Message::Key(crate::gui::keymap::Shortcut::Game(
        Game::Stadium,
    )));
    assert!(a.confirm.is_none());
    assert_eq!(a.settle.form.game, Game::Stadium);

    let _ = a.update(Message::Settle(settle::Message::CardsChanged(
        settle::CardField::Dealer,
        "6H".into(),
    )));
    a.path.set("rounds/other.toml");
    for m in [
        Message::New,
        Message::Open,
        Message::OpenPath,
        Message::Replace(Replace::Example(1)),
    ] {
        let _ = a.update(m.clone());
        assert!(a.confirm.is_some(), "{m:?} asks first");
        let _ = a.update(Message::Confirm(crate::gui::screen::confirm::Message::Stay));
        assert_eq!(a.settle.form.dealer, "6H", "{m:?}: staying keeps the round");
    }
}

/// A round saved to a file is safe: replacing it asks nothing until it changes again.
#[test]
fn a_saved_round_is_safe_until_it_changes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("round.toml");
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    type_lucky9_round(&mut w, &mut a);
    assert!(a.settle.is_dirty());
    a.path.set(file.display().to_string());
    w.send(&mut a, Message::SavePath);
    assert!(file.exists());
    assert!(!a.settle.is_dirty(), "{:?}", a.status);
    click_field(&mut w, &mut a, "seat-0-player-bonus9");
    w.type_text(&mut a, "5");
    assert!(a.settle.is_dirty(), "changed after saving");
}

/// Undo and redo over form edits: each field's typing is one step; a seat added and
/// a house option picked are steps too.
#[test]
fn undo_and_redo_step_through_the_form_edits() {
    let mut a = app();
    let mut w = Window::new(1280.0, 800.0);
    click_field(&mut w, &mut a, "cards-dealer");
    w.type_text(&mut a, "kc 4h 3d");
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, "as 8d");
    assert!(w.click(&mut a, "+ Add seat (Ctrl+Shift+A)"));
    w.send(
        &mut a,
        Message::Settle(settle::Message::HouseChanged(
            pitpay_core::HouseKey::Nines,
            "all-push".into(),
        )),
    );
    assert_eq!(a.settle.form.seats.len(), 2);

    ctrl(&mut w, &mut a, "z");
    assert_eq!(
        a.settle.form.house_value(pitpay_core::HouseKey::Nines),
        "lucky-beats-three-card"
    );
    ctrl(&mut w, &mut a, "z");
    assert_eq!(a.settle.form.seats.len(), 1, "the added seat is taken back");
    ctrl(&mut w, &mut a, "z");
    assert_eq!(
        a.settle.form.seats[0].hands[0], "",
        "the hand's typing, whole"
    );
    assert_eq!(a.settle.form.dealer, "kc 4h 3d");
    ctrl(&mut w, &mut a, "z");
    assert_eq!(a.settle.form.dealer, "");
    assert!(a.settle.is_blank());
    ctrl_shift(&mut w, &mut a, "Z");
    ctrl_shift(&mut w, &mut a, "Z");
    assert_eq!(a.settle.form.seats[0].hands[0], "as 8d");
    ctrl(&mut w, &mut a, "y");
    assert_eq!(a.settle.form.seats.len(), 2, "ctrl+y redoes too");
}

/// Every change is autosaved to the data folder; the next launch puts the round back,
/// still counted as unsaved work (it is in no file of its own).
#[test]
fn every_change_is_autosaved_and_comes_back_at_the_next_launch() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1280.0, 800.0);
    type_lucky9_round(&mut w, &mut a);
    let round = a.settle.form.clone();
    let kept = std::fs::read_to_string(dir.path().join(autosave::FILE)).unwrap();
    assert!(
        kept.contains("KC 4H 3D") || kept.contains("kc 4h 3d"),
        "{kept}"
    );
    drop(a);

    // The window was closed (or the app crashed): a new launch.
    let mut b = app_in(dir.path());
    b.restore();
    assert_eq!(b.settle.form, round);
    assert_eq!(paid(&b, 0, Bet::Main), Some(Money::from_cents(6250)));
    assert!(b.settle.is_dirty(), "restored work is still unsaved");
    assert!(matches!(&b.status, Some(Ok(s)) if s.contains("is back")));
}

/// A round saved to a file comes back as saved, with its file in the path field; a
/// file changed since makes it unsaved work again.
#[test]
fn a_saved_round_comes_back_as_saved() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("saved.toml");
    let mut a = app_in(dir.path());
    let mut w = Window::new(1280.0, 800.0);
    type_lucky9_round(&mut w, &mut a);
    a.path.set(file.display().to_string());
    w.send(&mut a, Message::SavePath);
    drop(a);

    let mut b = app_in(dir.path());
    b.restore();
    assert!(!b.settle.is_dirty());
    assert_eq!(b.path.typed(), Some(file.clone()));

    std::fs::write(&file, "game = \"blackjack\"\ndecks = 6\n").unwrap();
    let mut c = app_in(dir.path());
    c.restore();
    assert!(c.settle.is_dirty(), "the file no longer holds this round");
}

/// A round opened from the command line replaces the autosaved one, which stays one
/// Ctrl+Z back.
#[test]
fn a_round_opened_at_launch_keeps_the_autosaved_one_an_undo_away() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1280.0, 800.0);
    type_lucky9_round(&mut w, &mut a);
    let typed = a.settle.form.clone();
    drop(a);

    let mut b = app_in(dir.path());
    b.restore();
    let text = crate::gui::examples::ALL[2].text.to_string();
    let _ = b.update(Message::Opened(Ok(("given.toml".into(), text))));
    assert_eq!(b.settle.form.game, Game::Blackjack);
    let _ = b.update(Message::Key(crate::gui::keymap::Shortcut::Undo));
    assert_eq!(b.settle.form, typed);
}

/// An autosave that cannot be read is set aside, never overwritten by the next change.
#[test]
fn an_unreadable_autosave_is_set_aside_not_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(autosave::FILE), "game = [broken").unwrap();
    let mut a = app_in(dir.path());
    a.restore();
    assert!(matches!(a.status, Some(Err(_))));
    let _ = a.update(Message::Settle(settle::Message::CardsChanged(
        settle::CardField::Dealer,
        "KC".into(),
    )));
    let aside = std::fs::read_to_string(dir.path().join(autosave::SET_ASIDE)).unwrap();
    assert_eq!(aside, "game = [broken");
    // A second unreadable autosave is set aside beside the first, never over it.
    std::fs::write(dir.path().join(autosave::FILE), "game = [broken again").unwrap();
    let mut b = app_in(dir.path());
    b.restore();
    let second = dir.path().join("autosave-unreadable (2).toml");
    assert_eq!(
        std::fs::read_to_string(second).unwrap(),
        "game = [broken again"
    );
    let first = std::fs::read_to_string(dir.path().join(autosave::SET_ASIDE)).unwrap();
    assert_eq!(first, "game = [broken");
}

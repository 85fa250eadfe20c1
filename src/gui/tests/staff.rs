//! Sign in at the start of a shift (ID and PIN), the signed-in
//! person in the header, sign out, signed out after the idle time; Export slip signs
//! as the signed-in supervisor; a supervisor's void is refused and a signed-in
//! manager's goes through; the Staff screen for managers. Everything by keyboard.

use std::path::Path;

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::{Message, Screen};
use crate::gui::screen::staff::Field;

fn field(w: &mut Window, a: &mut App, id: &str, typed: &str) {
    click_field(w, a, id);
    w.type_text(a, typed);
}

fn status(a: &App) -> String {
    match &a.status {
        Some(Ok(s)) => s.clone(),
        Some(Err(e)) => e.to_string(),
        None => String::new(),
    }
}

/// Signs in by keyboard: Ctrl+I goes to the ID field, Tab to the PIN, Enter signs in.
fn sign_in(w: &mut Window, a: &mut App, id: &str, pin: &str) {
    ctrl(w, a, "i");
    assert_eq!(a.screen, Screen::Staff);
    assert!(w.has_focus(a, "staff-sign-in-id"));
    w.type_text(a, id);
    press(w, a, Named::Tab);
    assert!(w.has_focus(a, "staff-sign-in-pin"));
    w.type_text(a, pin);
    press(w, a, Named::Enter);
}

fn slips(dir: &Path) -> Vec<pitpay_journal::Entry> {
    super::journal_slips(dir)
}

/// Enrolling the first manager by keyboard with the PIN typed twice (two
/// that differ refused, both fields emptied), the focus then on the sign-in; a wrong
/// PIN refused beside the fields with the focus back on the emptied, masked PIN field.
fn enroll_and_refuse(w: &mut Window, a: &mut App) {
    // An empty register: the Staff screen enrolls the first manager.
    w.send(a, Message::Show(Screen::Staff));
    assert!(w.find(a, "Not signed in").is_none());
    assert!(w.find(a, "Sign in (Ctrl+I)").is_some());
    field(w, a, "staff-new-id", "M-1");
    field(w, a, "staff-new-name", "Maria Gomez");
    // A new PIN is typed twice; two that differ are refused, both emptied.
    field(w, a, "staff-new-pin", "246810");
    press(w, a, Named::Enter);
    assert!(w.has_focus(a, "staff-new-pin-again"), "Enter moves on");
    w.type_text(a, "246801");
    press(w, a, Named::Enter);
    assert!(
        status(a).contains("The two PINs typed differ"),
        "{}",
        status(a)
    );
    assert_eq!(a.staff.typed(Field::NewPin), "");
    assert_eq!(a.staff.typed(Field::NewPinAgain), "");
    assert!(w.has_focus(a, "staff-new-pin"));
    w.type_text(a, "246810");
    press(w, a, Named::Enter);
    w.type_text(a, "246810");
    press(w, a, Named::Enter);
    assert!(
        status(a).contains("Maria Gomez (M-1, manager) is enrolled"),
        "{}",
        status(a)
    );
    // After enrolling the first manager the focus is on the sign-in, in sight.
    assert!(w.has_focus(a, "staff-sign-in-id"));
    // A wrong PIN is refused in words beside the fields, nobody is signed in, and the
    // focus is back on the PIN field, masked and empty.
    sign_in(w, a, "M-1", "000000");
    assert!(status(a).contains("wrong PIN for M-1"), "{}", status(a));
    assert!(a.staff.session.is_none());
    assert!(w.has_focus(a, "staff-sign-in-pin"));
    assert_eq!(a.staff.typed(Field::SignInPin), "");
    let beside = format!("{}. Type the PIN again.", status(a));
    assert!(w.find(a, beside).is_some(), "the refusal beside the fields");
}

#[test]
fn a_new_pin_is_typed_twice_and_a_refused_pin_goes_back_to_its_field() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    enroll_and_refuse(&mut w, &mut a);
}

#[test]
fn a_shift_signed_in_signs_its_slips_and_only_a_manager_voids() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    enroll_and_refuse(&mut w, &mut a);
    // The manager signs in: the header says so, the register's forms appear, and the
    // focus is on "Back to the round", a button: typing on shows nowhere.
    sign_in(&mut w, &mut a, "M-1", "246810");
    assert!(w.find(&a, "Signed in: Maria Gomez (M-1)").is_some());
    assert!(w.has_focus(&a, crate::gui::screen::staff::BACK_ID));
    w.type_text(&mut a, "246810");
    assert!(w.find(&a, "135790").is_none() && w.find(&a, "246810").is_none());
    enroll_dana(&mut w, &mut a);
    assert!(
        status(&a).contains("Dana Reyes (S-1, supervisor) is enrolled"),
        "{}",
        status(&a)
    );
    assert!(
        w.find(&a, "Dana Reyes").is_some(),
        "the register lists the members"
    );
    // Sign out by key (Ctrl+Shift+L). The focus goes to the header's "Sign
    // in", a button: a PIN typed on by habit lands in no field and shows nowhere, and
    // Enter there does not open "Unsaved changes".
    ctrl_shift(&mut w, &mut a, "l");
    assert!(a.staff.session.is_none());
    assert!(status(&a).contains("signed out"), "{}", status(&a));
    assert!(w.has_focus(&a, crate::gui::app::SIGN_IN_ID));
    w.type_text(&mut a, "246810");
    assert!(w.find(&a, "246810").is_none(), "the PIN shows nowhere");
    assert_eq!(a.path.text(), "", "nothing went into the path field");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.confirm.is_none());
    assert_eq!(a.screen, Screen::Staff, "Enter on Sign in: the sign-in");
    // The supervisor signs in and exports a slip by keyboard alone.
    sign_in(&mut w, &mut a, "S-1", "135790");
    assert!(w.find(&a, "Signed in: Dana Reyes (S-1)").is_some());
    ctrl(&mut w, &mut a, "r");
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    // The panel signs as the signed-in supervisor: nothing to type, the focus on
    // "Sign off and issue", and Enter issues the slip.
    assert!(w.find(&a, "Signs as Dana Reyes (S-1), signed in").is_some());
    assert!(
        w.visible(&a, "signoff-pin").is_none(),
        "no PIN field: the session signs"
    );
    assert!(w.has_focus(&a, crate::gui::screen::signoff::ISSUE_ID));
    press(&mut w, &mut a, Named::Enter);
    assert!(
        status(&a).contains("signed off by Dana Reyes (S-1)"),
        "{}",
        status(&a)
    );
    let out = d.join("slips").join("slip-000001.pdf");
    let verified = pitpay_documents::slip::verify(&std::fs::read(&out).unwrap(), d).unwrap();
    assert!(
        verified
            .summary
            .contains("signed off by Dana Reyes (S-1, enrolled"),
        "{}",
        verified.summary
    );
    // The signed-in supervisor cannot void; the manager, signed in, can.
    let n = slips(d)[0].number;
    w.send(&mut a, Message::Show(Screen::History));
    let reason = crate::gui::screen::history::History::reason_id(n);
    field(&mut w, &mut a, &reason, "misdeal");
    press(&mut w, &mut a, Named::Enter);
    press(&mut w, &mut a, Named::Enter);
    assert!(
        status(&a).contains("voiding a slip needs a manager"),
        "{}",
        status(&a)
    );
    assert_eq!(slips(d)[0].state, pitpay_journal::SlipState::Issued);
    // The palette signs out too.
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "sign out");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.staff.session.is_none());
    sign_in(&mut w, &mut a, "M-1", "246810");
    w.send(&mut a, Message::Show(Screen::History));
    click_field(&mut w, &mut a, &reason);
    press(&mut w, &mut a, Named::Enter);
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(
        slips(d)[0].state,
        pitpay_journal::SlipState::Void,
        "{}",
        status(&a)
    );
    // Nothing done for the idle time: signed out, said so, the PIN forgotten.
    a.last_active -= a.lock_after;
    w.send(&mut a, Message::IdleTick);
    assert!(a.staff.session.is_none());
    assert!(
        status(&a).contains("Signed out after 10 minutes"),
        "{}",
        status(&a)
    );
    assert!(w.find(&a, "Sign in (Ctrl+I)").is_some());
}

/// In Chinese the Staff screen says what it did in Chinese, with the names, IDs and
/// roles the register holds: the first manager enrolled, then a member disabled.
#[test]
fn the_staff_screen_says_what_it_did_in_the_windows_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    a.words = std::sync::Arc::new(pitpay_language::Words::shipped(
        pitpay_language::Language::parse("zh-Hant").unwrap(),
    ));
    let mut w = Window::new(1024.0, 700.0);
    w.send(&mut a, Message::Show(Screen::Staff));
    field(&mut w, &mut a, "staff-new-id", "M-1");
    field(&mut w, &mut a, "staff-new-name", "Maria Gomez");
    field(&mut w, &mut a, "staff-new-pin", "246810");
    field(&mut w, &mut a, "staff-new-pin-again", "246810");
    press(&mut w, &mut a, Named::Enter);
    let said = status(&a);
    assert!(said.contains("Maria Gomez（M-1，經理）已登記"), "{said}");
    assert!(
        !said.contains("enrolled") && !said.contains("note:"),
        "{said}"
    );
    sign_in(&mut w, &mut a, "M-1", "246810");
    enroll_dana(&mut w, &mut a);
    assert!(
        status(&a).contains("Dana Reyes（S-1，賭枱主任）已登記"),
        "{}",
        status(&a)
    );
    field(&mut w, &mut a, "staff-target-id", "S-1");
    w.send(
        &mut a,
        Message::Staff(crate::gui::screen::staff::Message::Disable),
    );
    assert_eq!(status(&a), "Dana Reyes（S-1，賭枱主任）已停用");
}

/// The signed-in manager enrols Dana Reyes (S-1, supervisor, PIN 135790) from the
/// Staff screen's form, keyboard only.
fn enroll_dana(w: &mut Window, a: &mut App) {
    field(w, a, "staff-new-id", "S-1");
    field(w, a, "staff-new-name", "Dana Reyes");
    field(w, a, "staff-new-role", "supervisor");
    field(w, a, "staff-new-pin", "135790");
    field(w, a, "staff-new-pin-again", "135790");
    press(w, a, Named::Enter);
}

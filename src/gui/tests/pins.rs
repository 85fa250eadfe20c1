//! No PIN in a field that echoes, by any order of keys (docs/who-signs.md, "Signing
//! in"): with a staff register every ID box keeps only what begins an enrolled ID, what
//! is typed after a whole ID goes to its PIN field, masked, and Enter in an ID box goes
//! to its PIN field.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::Screen;
use crate::gui::error::Error;
use crate::gui::message::Message;
use pitpay_journal::staff::{NewMember, Pins, Role};

const MANAGER: &str = "M-1482";
const MANAGER_PIN: &str = "913579";
const SUPERVISOR: &str = "S-1042";
const SUPERVISOR_PIN: &str = "246810";

/// A data folder whose staff register holds a manager and a supervisor, and the app on
/// it with the register read.
fn with_register(dir: &Path) -> (App, Window) {
    let manager = NewMember {
        id: MANAGER,
        name: "Maria Gomez",
        role: Role::Manager,
    };
    pitpay_journal::staff::add(
        dir,
        &manager,
        None,
        &mut Pins::given([MANAGER_PIN.to_string()]),
    )
    .unwrap();
    let supervisor = NewMember {
        id: SUPERVISOR,
        name: "Dana Reyes",
        role: Role::Supervisor,
    };
    let mut pins = Pins::given([MANAGER_PIN, SUPERVISOR_PIN].map(String::from));
    pitpay_journal::staff::add(dir, &supervisor, Some(MANAGER), &mut pins).unwrap();
    let mut a = app_in(dir);
    let mut w = Window::new(1024.0, 700.0);
    w.send(
        &mut a,
        Message::Staff(crate::gui::screen::staff::Message::Refresh),
    );
    assert_eq!(a.staff.enrolled().len(), 2);
    (a, w)
}

/// Types an ID and then its PIN with no Enter between, key by key, checking after every
/// key that no text on screen holds the ID with any of the PIN after it.
fn type_id_then_pin(w: &mut Window, a: &mut App, id: &str, pin: &str) {
    for c in id.chars().chain(pin.chars()) {
        w.type_text(a, &c.to_string());
        for k in 1..=pin.len() {
            let leaked = format!("{id}{}", &pin[..k]);
            assert!(w.find(a, leaked.as_str()).is_none(), "{leaked} on screen");
        }
    }
    // The box shows the ID itself (what the search above would have found).
    assert!(w.find(a, id).is_some(), "{id} in its box");
}

/// The sign-off panel with nobody signed in: the supervisor's ID typed straight into
/// the PIN, no Enter. The PIN never shows; it lands in the PIN field, and the slip is
/// signed by the supervisor with it.
#[test]
fn a_pin_typed_on_after_the_id_goes_to_the_pin_field_and_signs() {
    let dir = tempfile::tempdir().unwrap();
    let (mut a, mut w) = with_register(dir.path());
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    assert!(
        w.has_focus(&a, "signoff-id"),
        "with a register: the ID first"
    );
    assert!(
        w.visible(&a, "signoff-supervisor").is_none(),
        "the name is the register's"
    );
    type_id_then_pin(&mut w, &mut a, SUPERVISOR, SUPERVISOR_PIN);
    assert!(w.has_focus(&a, "signoff-pin"));
    assert_eq!(a.signoff.as_ref().unwrap().who.supervisor_id, SUPERVISOR);
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, "signoff-dealer"));
    press(&mut w, &mut a, Named::Enter);
    let filed = dir.path().join("slips").join("slip-000001.pdf");
    assert!(filed.is_file(), "{:?}", a.status);
    let v = pitpay_documents::slip::verify(&std::fs::read(&filed).unwrap(), dir.path()).unwrap();
    assert!(
        v.summary
            .contains("signed off by Dana Reyes (S-1042, enrolled"),
        "{}",
        v.summary
    );
}

/// Enter in every ID box goes to its PIN field: the sign-off panel's, History's "as"
/// box, the Staff screen's sign-in.
#[test]
fn enter_in_every_id_box_goes_to_its_pin_field() {
    let dir = tempfile::tempdir().unwrap();
    let (mut a, mut w) = with_register(dir.path());
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    w.type_text(&mut a, SUPERVISOR);
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, "signoff-pin"));
    press(&mut w, &mut a, Named::Escape);
    assert!(a.signoff.is_none());
    w.send(&mut a, Message::Show(Screen::History));
    click_field(&mut w, &mut a, crate::gui::screen::history::ACTING_ID);
    w.type_text(&mut a, MANAGER);
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, crate::gui::screen::history::ACTING_PIN));
    ctrl(&mut w, &mut a, "i");
    w.type_text(&mut a, MANAGER);
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, "staff-sign-in-pin"));
}

/// Each ID box beside a PIN field, typed into with the PIN straight after the ID: the
/// History "as" box (a manager's override) and the Staff screen's sign-in, whose PIN
/// then signs the manager in.
#[test]
fn no_id_box_ever_shows_a_pin() {
    let dir = tempfile::tempdir().unwrap();
    let (mut a, mut w) = with_register(dir.path());
    w.send(&mut a, Message::Show(Screen::History));
    click_field(&mut w, &mut a, crate::gui::screen::history::ACTING_ID);
    type_id_then_pin(&mut w, &mut a, MANAGER, MANAGER_PIN);
    assert_eq!(a.history.acting_id(), MANAGER);
    assert!(w.has_focus(&a, crate::gui::screen::history::ACTING_PIN));
    ctrl(&mut w, &mut a, "i");
    assert!(w.has_focus(&a, "staff-sign-in-id"));
    type_id_then_pin(&mut w, &mut a, MANAGER, MANAGER_PIN);
    assert!(w.has_focus(&a, "staff-sign-in-pin"));
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(
        a.staff.session.as_ref().map(|s| s.id.as_str()),
        Some(MANAGER)
    );
}

/// What begins no enrolled ID is refused and emptied at once, and the message never
/// repeats it (it may be a PIN typed in the wrong place).
#[test]
fn an_id_box_empties_what_begins_no_enrolled_id() {
    let dir = tempfile::tempdir().unwrap();
    let (mut a, mut w) = with_register(dir.path());
    ctrl(&mut w, &mut a, "i");
    w.type_text(&mut a, "4");
    assert!(
        matches!(a.status, Some(Err(Error::NotEnrolled))),
        "{:?}",
        a.status
    );
    assert!(w.find(&a, "4").is_none());
    assert_eq!(
        a.staff.typed(crate::gui::screen::staff::Field::SignInId),
        ""
    );
    assert!(
        w.has_focus(&a, "staff-sign-in-id"),
        "the focus stays to type the ID"
    );
    w.type_text(&mut a, "M-14");
    w.type_text(&mut a, "7");
    assert_eq!(
        a.staff.typed(crate::gui::screen::staff::Field::SignInId),
        ""
    );
    let said = a.status.as_ref().unwrap().as_ref().unwrap_err().to_string();
    assert!(!said.contains("M-147"), "{said}");
}

/// An ID that begins another, or is begun by one, is never enrolled: an ID typed whole
/// is then known at once, and what follows it is the PIN.
#[test]
fn no_enrolled_id_begins_another() {
    let dir = tempfile::tempdir().unwrap();
    let (_a, _w) = with_register(dir.path());
    for id in ["S-10", "S-10420", "m-1482A"] {
        let new = NewMember {
            id,
            name: "Sam Lee",
            role: Role::Supervisor,
        };
        let mut pins = Pins::given([MANAGER_PIN, "135790"].map(String::from));
        let e = pitpay_journal::staff::add(dir.path(), &new, Some(MANAGER), &mut pins).unwrap_err();
        assert!(e.to_string().contains("begins the other"), "{id}: {e}");
    }
}

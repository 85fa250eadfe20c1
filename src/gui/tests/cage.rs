//! The Cage screen (docs/app.md, "The cage"): a slip scanned by its QR code (a USB
//! scanner types it and Enter) shows what it pays; the cashier's ID and PIN pay it once,
//! the journal records it, and the scan field is empty and ready for the next slip; a
//! slip paid already, paid at the table or void shows why the cage does not pay it. By
//! keyboard alone.

use std::path::Path;

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::{Message, Screen};
use crate::gui::screen::cage::{self, Field, Shown};
use pitpay_journal::staff::{NewMember, Pins, Role};

const MANAGER: &str = "M-1482";
const MANAGER_PIN: &str = "913579";
const CASHIER: &str = "C-7";
const CASHIER_PIN: &str = "482916";

/// A data folder holding slip 1, paid at the table (no `[cage]` figure yet), then slip
/// 2 (another example round), a cage slip (`[cage] over = "1"`), and a staff register with a
/// manager and a cashier enrolled after both were issued.
fn podium(dir: &Path, settings: &str) -> (i64, i64) {
    let table = issue(dir, 0);
    std::fs::write(dir.join("settings.toml"), settings).unwrap();
    let cage = issue(dir, 2);
    let manager = NewMember {
        id: MANAGER,
        name: "Maria Gomez",
        role: Role::Manager,
    };
    let mut pins = Pins::given([MANAGER_PIN.to_string()]);
    pitpay_journal::staff::add(dir, &manager, None, &mut pins).unwrap();
    let cashier = NewMember {
        id: CASHIER,
        name: "Kim Park",
        role: Role::Cashier,
    };
    let mut pins = Pins::given([MANAGER_PIN, CASHIER_PIN].map(String::from));
    pitpay_journal::staff::add(dir, &cashier, Some(MANAGER), &mut pins).unwrap();
    (table, cage)
}

/// The text the slip's QR code holds, as a scanner types it: built from the journal's
/// record of the slip, as the slip prints it.
fn qr_text(dir: &Path, number: i64) -> String {
    let j = pitpay_journal::Journal::open(dir).unwrap();
    let record = j.slip(number).unwrap().unwrap();
    let payload: serde_json::Value = serde_json::from_str(&record.payload).unwrap();
    let mut text = format!(
        "PITPAY-SLIP {number} KEY {} SIG {}",
        payload["key_fingerprint"].as_str().unwrap(),
        payload["signature"].as_str().unwrap()
    );
    let journal = j.journal_id().unwrap();
    if !journal.is_empty() {
        text.push_str(&format!(" JOURNAL {journal}"));
    }
    text
}

fn status(a: &App) -> String {
    match &a.status {
        Some(Ok(s)) => s.clone(),
        Some(Err(e)) => e.to_string(),
        None => String::new(),
    }
}

/// Ctrl+G: the Cage screen, the focus in its scan field.
fn open_cage(w: &mut Window, a: &mut App) {
    ctrl(w, a, "g");
    assert_eq!(a.screen, Screen::Cage);
    assert!(
        w.has_focus(a, cage::SCAN_ID),
        "the scan field has the focus"
    );
}

/// Scans: the scanner types the code, then Enter.
fn scan(w: &mut Window, a: &mut App, text: &str) {
    assert!(
        w.has_focus(a, cage::SCAN_ID),
        "scanning into the scan field"
    );
    w.type_text(a, text);
    press(w, a, Named::Enter);
}

/// The cage slip scanned shows its amount large and "to be paid at the cage"; a wrong
/// PIN is refused and emptied; the right one pays it: the journal records the cashier,
/// the screen says "Paid slip N: $X", the scan field is empty and has the focus, and
/// Escape clears the paid slip away. Scanned again, it is ALREADY PAID, with no way to
/// pay it.
#[test]
fn a_scanned_cage_slip_shows_its_amount_and_the_cashiers_pin_pays_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (_, n) = podium(d, "[cage]\nover = \"1\"\n");
    let found = pitpay_documents::cage::look(&n.to_string(), d).unwrap();
    assert!(found.at_cage && found.paid.is_none(), "{found:?}");
    assert!(!found.needs_verifier && !found.needs_manager, "{found:?}");
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    open_cage(&mut w, &mut a);
    scan(&mut w, &mut a, &qr_text(d, n));
    assert!(
        matches!(&a.cage.shown, Shown::Slip(l) if l.found.number == n),
        "{:?}",
        a.cage.shown
    );
    assert!(
        w.find(&a, found.amount.clone()).is_some(),
        "{} shown",
        found.amount
    );
    assert!(w.find(&a, "TO BE PAID AT THE CAGE").is_some());
    let pay = w.visible(&a, cage::PAY_ID).expect("Pay is on screen");
    assert!(
        pay.y + pay.height <= 700.0 && pay.x + pay.width <= 1024.0,
        "{pay:?}"
    );
    // The focus is on the cashier's ID; Enter goes on to the PIN. A wrong PIN is
    // refused in words, emptied, and nothing is paid.
    assert!(w.has_focus(&a, Field::Cashier.id()));
    w.type_text(&mut a, CASHIER);
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, Field::CashierPin.id()));
    w.type_text(&mut a, "000000");
    press(&mut w, &mut a, Named::Enter);
    assert!(status(&a).contains("wrong PIN"), "{}", status(&a));
    assert_eq!(a.cage.typed(Field::CashierPin), "", "the PIN is emptied");
    assert!(w.has_focus(&a, Field::CashierPin.id()));
    let again = pitpay_documents::cage::look(&n.to_string(), d).unwrap();
    assert!(again.paid.is_none(), "a refused PIN pays nothing");
    // The right PIN pays it.
    w.type_text(&mut a, CASHIER_PIN);
    press(&mut w, &mut a, Named::Enter);
    let said = format!("Paid slip {n}: {}", found.amount);
    assert!(status(&a).starts_with(&said), "{}", status(&a));
    assert!(w.find(&a, said.as_str()).is_some(), "the screen says it");
    let paid = pitpay_documents::cage::look(&n.to_string(), d)
        .unwrap()
        .paid;
    let paid = paid.expect("the journal records the payment");
    assert_eq!(
        (paid.cashier.id.as_str(), paid.cashier.name.as_str()),
        (CASHIER, "Kim Park")
    );
    // Ready for the next scan: the field empty, with the focus; no PIN kept.
    assert!(w.has_focus(&a, cage::SCAN_ID));
    assert_eq!(a.cage.typed(Field::Scan), "");
    assert_eq!(a.cage.typed(Field::CashierPin), "");
    press(&mut w, &mut a, Named::Escape);
    assert!(matches!(a.cage.shown, Shown::Nothing), "{:?}", a.cage.shown);
    assert!(w.find(&a, said.as_str()).is_none());
    assert!(w.has_focus(&a, cage::SCAN_ID));
    // Scanned again: ALREADY PAID, by whom, and no Pay.
    scan(&mut w, &mut a, &qr_text(d, n));
    let words = text_starting(&mut w, &a, "ALREADY PAID ").expect("the already-paid words");
    assert!(words.contains("by Kim Park (C-7)"), "{words}");
    assert!(words.contains("do not pay it again"), "{words}");
    assert!(
        w.visible(&a, cage::PAY_ID).is_none(),
        "no Pay for a paid slip"
    );
    assert!(w.visible(&a, Field::CashierPin.id()).is_none());
    assert!(w.has_focus(&a, cage::SCAN_ID), "the next scan replaces it");
}

/// A slip on screen, paid meanwhile at another window: Pay here is refused in the
/// journal's words (when, by whom), and the journal keeps one payment.
#[test]
fn a_second_payment_of_a_slip_is_refused_with_the_already_paid_words() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (_, n) = podium(d, "[cage]\nover = \"1\"\n");
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    open_cage(&mut w, &mut a);
    scan(&mut w, &mut a, &format!("{n:06}"));
    assert!(w.has_focus(&a, Field::Cashier.id()));
    // The other window pays it first.
    let mut pins = Pins::given([MANAGER_PIN.to_string()]);
    let signers = [Some(MANAGER), None, None];
    pitpay_documents::cage::pay(&n.to_string(), signers, d, &mut pins).unwrap();
    w.type_text(&mut a, CASHIER);
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, CASHIER_PIN);
    press(&mut w, &mut a, Named::Enter);
    let said = status(&a);
    assert!(
        said.contains(&format!("slip {n} was already paid at the cage"))
            && said.contains("Maria Gomez (M-1482)"),
        "{said}"
    );
    assert!(
        text_starting(&mut w, &a, &format!("slip {n} was already paid")).is_some(),
        "the words under the form"
    );
    let paid = pitpay_documents::cage::look(&n.to_string(), d)
        .unwrap()
        .paid;
    assert_eq!(paid.map(|p| p.cashier.id), Some(MANAGER.to_string()));
    assert!(
        w.has_focus(&a, cage::SCAN_ID),
        "a slip not to pay: the next scan"
    );
}

/// A slip paid from the table's rack: the screen says so and asks for no signature.
#[test]
fn a_table_slip_shows_it_is_paid_at_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (table, _) = podium(d, "[cage]\nover = \"1\"\n");
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    open_cage(&mut w, &mut a);
    scan(&mut w, &mut a, &qr_text(d, table));
    let words = text_starting(&mut w, &a, "PAID AT THE TABLE").expect("the table words");
    assert!(words.contains("the cage does not pay it"), "{words}");
    assert!(
        w.visible(&a, Field::Cashier.id()).is_none(),
        "nothing to sign"
    );
    assert!(w.visible(&a, cage::PAY_ID).is_none());
    // Pay asked anyway (the palette, a stale key) pays nothing.
    w.send(&mut a, Message::Cage(cage::Message::Pay));
    let after = pitpay_documents::cage::look(&table.to_string(), d).unwrap();
    assert!(after.paid.is_none());
    // What is not a slip is refused in words, in the error style's place.
    press(&mut w, &mut a, Named::Escape);
    scan(&mut w, &mut a, "PITPAY-SLIP 99 KEY aa");
    assert!(
        matches!(&a.cage.shown, Shown::Refused(_, why) if why.contains("is not a slip")),
        "{:?}",
        a.cage.shown
    );
    assert!(w
        .find(&a, "Do not pay it. Scan the next slip, or Escape.")
        .is_some());
}

/// Over `[cage] verifier_over` a verifier signs too: their fields appear, Pay without
/// them is refused before anything is sent, and the cashier signed in at the podium is
/// the cashier already (the focus on their PIN). The palette opens the screen too.
#[test]
fn a_verifier_signs_over_the_figure_and_the_signed_in_cashier_is_filled_in() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (_, n) = podium(d, "[cage]\nover = \"1\"\nverifier_over = \"1\"\n");
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    // The cashier signs in at the podium.
    ctrl(&mut w, &mut a, "i");
    w.type_text(&mut a, CASHIER);
    press(&mut w, &mut a, Named::Tab);
    w.type_text(&mut a, CASHIER_PIN);
    press(&mut w, &mut a, Named::Enter);
    assert!(a.staff.session.is_some(), "{}", status(&a));
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "go to: cage");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.screen, Screen::Cage);
    assert!(w.has_focus(&a, cage::SCAN_ID));
    assert_eq!(a.cage.typed(Field::Cashier), CASHIER);
    scan(&mut w, &mut a, &n.to_string());
    assert!(
        w.has_focus(&a, Field::CashierPin.id()),
        "the ID is filled in"
    );
    assert!(w.visible(&a, Field::Verifier.id()).is_some());
    assert!(
        w.visible(&a, Field::Manager.id()).is_none(),
        "no manager asked"
    );
    w.type_text(&mut a, CASHIER_PIN);
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, Field::Verifier.id()), "Enter goes on");
    w.send(&mut a, Message::Cage(cage::Message::Pay));
    assert!(
        status(&a).contains("Type the verifier's ID"),
        "{}",
        status(&a)
    );
    assert!(w.has_focus(&a, Field::Verifier.id()));
    w.type_text(&mut a, MANAGER);
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, Field::VerifierPin.id()));
    w.type_text(&mut a, MANAGER_PIN);
    press(&mut w, &mut a, Named::Enter);
    assert!(
        status(&a).starts_with(&format!("Paid slip {n}: ")),
        "{}",
        status(&a)
    );
    let paid = pitpay_documents::cage::look(&n.to_string(), d)
        .unwrap()
        .paid
        .unwrap();
    assert_eq!(paid.cashier.id, CASHIER);
    assert!(
        paid.signers.contains("verifier Maria Gomez (M-1482)"),
        "{}",
        paid.signers
    );
}

/// A cage slip voided by a manager is refused in the journal's words, with nothing to
/// sign.
#[test]
fn a_void_cage_slip_is_refused_and_asks_for_no_signature() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (_, n) = podium(d, "[cage]\nover = \"1\"\n");
    let who = pitpay_journal::Actor {
        name: "Maria Gomez".into(),
        id: MANAGER.into(),
    };
    let mut pins = Pins::given([MANAGER_PIN.to_string()]);
    pitpay_documents::slip::void(n, "misdeal at seat 3", d, &who, &mut pins).unwrap();
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    open_cage(&mut w, &mut a);
    scan(&mut w, &mut a, &qr_text(d, n));
    let void = format!("slip {n} is VOID in the journal");
    assert!(w.find(&a, void.as_str()).is_some(), "{:?}", a.cage.shown);
    let head = format!("Not paid: the QR code of slip {n}");
    assert!(w.find(&a, head.as_str()).is_some(), "the code in few words");
    assert!(
        w.visible(&a, cage::PAY_ID).is_none(),
        "no Pay for a void slip"
    );
    assert!(w.visible(&a, Field::Cashier.id()).is_none());
    assert!(w.has_focus(&a, cage::SCAN_ID));
}

/// History says where each slip the cage pays stands, beside its amount to be paid:
/// owed until a cashier pays it, then paid, and a paid slip offers no void (a record
/// of money handed over is never voided); a slip of the table's says neither.
#[test]
fn history_shows_a_cage_slip_owed_then_paid_and_no_void_once_paid() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (table, n) = podium(d, "[cage]\nover = \"1\"\n");
    let history = |a: &mut App, w: &mut Window| {
        w.send(a, Message::Show(Screen::History));
        assert_eq!(a.history.slips().count(), 2);
    };
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    history(&mut a, &mut w);
    assert!(w.find(&a, "TO BE PAID AT THE CAGE").is_some());
    assert!(w.find(&a, "PAID AT THE CAGE").is_none());
    let field = crate::gui::screen::history::History::reason_id(n);
    assert!(
        w.visible(&a, &field).is_some(),
        "an owed slip may still be voided"
    );

    let mut pins = Pins::given([MANAGER_PIN.to_string()]);
    pitpay_documents::cage::pay(&n.to_string(), [Some(MANAGER), None, None], d, &mut pins).unwrap();
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    history(&mut a, &mut w);
    assert!(w.find(&a, "PAID AT THE CAGE").is_some());
    assert!(w.find(&a, "TO BE PAID AT THE CAGE").is_none());
    assert!(w
        .find(&a, "Paid at the cage: it cannot be voided")
        .is_some());
    assert!(w.visible(&a, &field).is_none(), "no void for a paid slip");
    let table_field = crate::gui::screen::history::History::reason_id(table);
    assert!(
        w.visible(&a, &table_field).is_some(),
        "the table's slip keeps its void"
    );
}

/// On a Macau podium the slip looked up is shown in Chinese: its table, game and time
/// of issue, and who signed it off, in the window's words around the recorded facts
/// (the table BJ… and Maria Lopez (S-114) as recorded), with no English word of its own.
#[test]
fn a_slip_at_the_cage_is_shown_in_the_windows_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (_, n) = podium(d, "[cage]\nover = \"1\"\n");
    let mut a = app_in(d);
    a.words = std::sync::Arc::new(pitpay_language::Words::shipped(
        pitpay_language::Language::parse("zh-Hant").unwrap(),
    ));
    let mut w = Window::new(1024.0, 700.0);
    open_cage(&mut w, &mut a);
    scan(&mut w, &mut a, &n.to_string());
    let Shown::Slip(l) = &a.cage.shown else {
        panic!("slip {n} is shown: {:?}", a.cage.shown);
    };
    let issued = l.found.issued.clone();
    let texts = super::languages::drawn_texts(a.view(), iced::Size::new(1024.0, 700.0));
    let slip = texts
        .iter()
        .find(|t| t.starts_with("派彩單 "))
        .unwrap_or_else(|| panic!("{texts:?}"));
    assert!(
        slip.contains("二十一點") && slip.contains(&format!("發出於 {issued}")),
        "{slip}"
    );
    assert!(
        !slip.contains("issued") && !slip.contains("table"),
        "{slip}"
    );
    let signed = texts.iter().find(|t| t.starts_with("簽核人："));
    assert_eq!(
        signed.map(String::as_str),
        Some("簽核人：Maria Lopez（S-114）")
    );
}

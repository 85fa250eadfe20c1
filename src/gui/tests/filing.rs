//! Every output of the window has a home (docs/app.md, "Where documents are filed"):
//! slips by number in the slips folder, signs, shift reports and exports in their own
//! folders, never over a file; the journal's list and backup from the window; a round
//! whose slip was voided issued again in words; the property and location from the
//! settings on the slip.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::Screen;
use crate::gui::message::Message;
use pitpay_documents::sign::Size;

fn said(a: &App) -> String {
    match &a.status {
        Some(Ok(s)) => s.clone(),
        Some(Err(e)) => e.to_string(),
        None => String::new(),
    }
}

/// Issues the typed Lucky 9 round's slip by keyboard as Maria Lopez (S-114).
fn issue_typed(w: &mut Window, a: &mut App) {
    ctrl(w, a, "e");
    if w.has_focus(a, "signoff-supervisor") {
        w.type_text(a, "Maria Lopez");
        press(w, a, Named::Enter);
        w.type_text(a, "S-114");
        press(w, a, Named::Enter);
    }
    press(w, a, Named::Enter);
}

/// A sign printed twice the same day: the second takes the next free name, the first
/// stays as it was; both in the signs folder, named by paytable, size and day.
#[test]
fn a_sign_is_filed_by_paytable_size_and_day_and_never_over_another() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    w.send(
        &mut a,
        Message::PrintSign("lucky-break-1".into(), Size::Letter),
    );
    let first = a.filed.as_ref().expect("filed").path.clone();
    assert_eq!(first.parent(), Some(dir.path().join("signs").as_path()));
    let name = first.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("lucky-break-1-letter-2") && name.ends_with(".pdf"),
        "{name}"
    );
    let bytes = std::fs::read(&first).unwrap();
    w.send(
        &mut a,
        Message::PrintSign("lucky-break-1".into(), Size::Letter),
    );
    let second = a.filed.as_ref().unwrap().path.clone();
    assert_ne!(second, first);
    assert!(
        second.to_string_lossy().ends_with(" (2).pdf"),
        "{}",
        second.display()
    );
    assert_eq!(
        std::fs::read(&first).unwrap(),
        bytes,
        "the first sign is untouched"
    );
    assert!(w.has_focus(&a, crate::gui::filed::PRINT_ID));
}

/// The journal from the window: the list of what History's search shows, as CSV, and a
/// whole backup, both filed in the exports folder; the focus then on "Open folder".
#[test]
fn the_journal_is_exported_and_backed_up_from_the_window() {
    let dir = tempfile::tempdir().unwrap();
    filled_journal(dir.path(), 30);
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "h");
    w.type_text(&mut a, "table:BJ-3");
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "export the list");
    press(&mut w, &mut a, Named::Enter);
    let csv = a.filed.as_ref().expect("filed").path.clone();
    assert_eq!(csv.parent(), Some(dir.path().join("exports").as_path()));
    assert!(said(&a).contains("table:BJ-3"), "{}", said(&a));
    let text = std::fs::read_to_string(&csv).unwrap();
    let rows: Vec<&str> = text.lines().skip(1).collect();
    // Journal::fill: slip n at table BJ-(n mod 20): slips 3 and 23 of the 30, and the
    // first real slip is at L9-4.
    assert_eq!(rows.len(), 2, "{text}");
    assert!(rows.iter().all(|r| r.contains("BJ-3")), "{text}");
    assert!(
        w.has_focus(&a, crate::gui::filed::FOLDER_ID),
        "a list does not print"
    );
    assert!(w.find(&a, "Print (Ctrl+Shift+P)").is_none());
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "back up the journal");
    press(&mut w, &mut a, Named::Enter);
    let backup = a.filed.as_ref().unwrap().path.clone();
    assert_eq!(backup.parent(), Some(dir.path().join("exports").as_path()));
    assert!(said(&a).contains("31 slips"), "{}", said(&a));
    let head = std::fs::read(&backup).unwrap();
    assert!(
        head.starts_with(b"SQLite format 3\0"),
        "a whole SQLite journal"
    );
}

/// A round whose slip was voided is issued again from the window, in the words of the
/// case: the question names the void slip, and "Issue a new slip" takes the next number.
#[test]
fn a_round_whose_slip_was_voided_is_issued_again_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    issue_typed(&mut w, &mut a);
    assert!(
        dir.path().join("slips/slip-000001.pdf").is_file(),
        "{}",
        said(&a)
    );
    let who = pitpay_journal::Actor::or_account(None, None);
    let mut pins = pitpay_journal::staff::Pins::given(Vec::<String>::new());
    pitpay_documents::slip::void(1, "misdeal", dir.path(), &who, &mut pins).unwrap();
    w.send(
        &mut a,
        Message::History(crate::gui::screen::history::Message::Refresh),
    );
    w.send(&mut a, Message::Show(Screen::Settle));
    issue_typed(&mut w, &mut a);
    let c = a.confirm.as_ref().expect("asked");
    assert!(
        c.question.contains("Slip 1 for this round"),
        "{}",
        c.question
    );
    assert!(c.question.contains("is void"), "{}", c.question);
    assert_eq!(c.go, "Issue a new slip");
    assert!(!c.question.contains("--"), "{}", c.question);
    press(&mut w, &mut a, Named::Enter);
    assert!(
        dir.path().join("slips/slip-000002.pdf").is_file(),
        "{}",
        said(&a)
    );
    assert!(said(&a).starts_with("Slip 2 signed off"), "{}", said(&a));
}

/// The property and the location come from the settings, are shown in the panel and
/// printed on the slip; unset, the slip is issued all the same.
#[test]
fn the_property_and_location_come_from_the_settings_and_never_stop_a_slip() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    assert!(text_starting(&mut w, &a, "No property or location set").is_some());
    press(&mut w, &mut a, Named::Escape);
    issue_typed(&mut w, &mut a);
    assert!(
        dir.path().join("slips/slip-000001.pdf").is_file(),
        "{}",
        said(&a)
    );

    let other = tempfile::tempdir().unwrap();
    std::fs::write(
        other.path().join("settings.toml"),
        "property = \"Casino Royale\"\nlocation = \"Main floor, pit 2\"\n",
    )
    .unwrap();
    let mut a = app_in(other.path());
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    assert!(w
        .find(&a, "Property: Casino Royale · Location: Main floor, pit 2")
        .is_some());
    press(&mut w, &mut a, Named::Escape);
    issue_typed(&mut w, &mut a);
    let slip = std::fs::read(other.path().join("slips/slip-000001.pdf")).unwrap();
    let v = pitpay_documents::slip::verify(&slip, other.path()).unwrap();
    assert!(v.summary.contains("slip 1 verified"), "{}", v.summary);
    let record = pitpay_journal::Journal::open(other.path())
        .unwrap()
        .slip(1)
        .unwrap()
        .unwrap()
        .payload;
    assert!(
        record.contains("\"property\":\"Casino Royale\""),
        "{record}"
    );
    assert!(
        record.contains("\"location\":\"Main floor, pit 2\""),
        "{record}"
    );
}

/// Ctrl+M goes to the progressive meter a round needs (R4.3), and says so when the
/// round has none.
#[test]
fn ctrl_m_goes_to_the_meter() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "m");
    assert!(said(&a).contains("no meter"), "{}", said(&a));
    ctrl(&mut w, &mut a, "2");
    let t3: Bet = "21+3-progressive".parse().unwrap();
    w.send(
        &mut a,
        Message::Settle(crate::gui::screen::settle::Message::WagerChanged(
            0,
            pitpay_core::Party::Player,
            t3,
            "1".into(),
        )),
    );
    ctrl(&mut w, &mut a, "m");
    assert!(w.has_focus(&a, "meter"));
    assert!(w.visible(&a, "meter").is_some());
}

/// "Save to path" over a file that is not the round's own asks first, naming it, and
/// Escape leaves the file as it was; over the round's own file it saves at once.
#[test]
fn saving_over_another_file_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("report.toml");
    std::fs::write(&other, "someone's notes").unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "l");
    w.type_text(&mut a, &other.display().to_string());
    w.send(&mut a, Message::SavePath);
    let c = a.confirm.as_ref().expect("asked");
    assert_eq!(c.title, "Replace report.toml?");
    press(&mut w, &mut a, Named::Escape);
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "someone's notes");
    w.send(&mut a, Message::SavePath);
    press(&mut w, &mut a, Named::Enter);
    assert!(std::fs::read_to_string(&other).unwrap().contains("[cards]"));
    // Now it is the round's own file: saved again without a question.
    w.named(&mut a, Named::Backspace, iced::keyboard::Modifiers::empty());
    w.send(&mut a, Message::SavePath);
    assert!(a.confirm.is_none(), "its own file");
}

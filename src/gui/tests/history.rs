//! History that works at any width. Reprint (dialog or typed path)
//! and void with a reason, both reachable by keyboard and on screen at 1024 px, with
//! the journal's state shown per slip. And the slip's own way out: exported by
//! keyboard to the typed path.

use std::path::Path;

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::{Message, Screen};
use crate::gui::error::Error;
use pitpay_journal::{Journal, SlipState};

fn state(dir: &Path, n: i64) -> (SlipState, Option<String>) {
    let list = journal_slips(dir);
    let e = list.into_iter().find(|e| e.number == n).unwrap();
    (e.state, e.void_reason)
}

/// At 1024 px each slip shows its state, Reprint, the reason field and Void, all
/// wholly inside the window (Void was off the right edge at 1280 px).
#[test]
fn every_slip_shows_its_state_reprint_and_void_at_1024() {
    let dir = tempfile::tempdir().unwrap();
    let (one, two) = (issue(dir.path(), 0), issue(dir.path(), 2));
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "h");
    assert_eq!(a.screen, Screen::History);
    assert_eq!(a.history.slips().count(), 2);
    for n in [one, two] {
        assert!(
            w.find(&a, format!("Slip {n:06}")).is_some(),
            "slip {n} listed"
        );
        let reason = w
            .visible(&a, &crate::gui::screen::history::History::reason_id(n))
            .expect("the reason field is on screen");
        assert!(reason.x + reason.width <= 1024.0);
    }
    for label in ["Reprint", "Void…", "ISSUED"] {
        let hits = w
            .find(&a, label)
            .and_then(|t| iced_test::selector::Bounded::visible_bounds(&t));
        let at = hits.unwrap_or_else(|| panic!("{label} is on screen"));
        assert!(at.x >= 0.0 && at.x + at.width <= 1024.0, "{label}: {at:?}");
    }
}

/// Void by keyboard: the palette's "Void slip N" goes to its reason field; the reason
/// typed and Enter void it; the journal and the screen both say VOID and why.
#[test]
fn a_slip_is_voided_by_keyboard_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let n = issue(dir.path(), 0);
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    w.send(&mut a, Message::Show(Screen::History));
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, &format!("void slip {n}"));
    press(&mut w, &mut a, Named::Enter);
    let field = crate::gui::screen::history::History::reason_id(n);
    assert!(w.has_focus(&a, &field));
    press(&mut w, &mut a, Named::Enter);
    assert!(
        matches!(a.status, Some(Err(Error::NoVoidReason(m))) if m == n),
        "no void without a reason: {:?}",
        a.status
    );
    w.type_text(&mut a, "misdeal at seat 3");
    press(&mut w, &mut a, Named::Enter);
    // Asked first, naming the slip, its table and amount; Escape keeps it.
    let asked = a
        .confirm
        .as_ref()
        .map(|c| c.question.clone())
        .unwrap_or_default();
    let slip = journal_slips(dir.path())[0].clone();
    assert!(
        asked.contains(&format!("slip {n} (table {}", slip.table))
            && asked.contains(&format!("paid {}", slip.paid))
            && asked.contains("misdeal at seat 3"),
        "{asked}"
    );
    press(&mut w, &mut a, Named::Escape);
    assert_eq!(state(dir.path(), n).0, SlipState::Issued);
    click_field(&mut w, &mut a, &field);
    press(&mut w, &mut a, Named::Enter);
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(
        state(dir.path(), n),
        (SlipState::Void, Some("misdeal at seat 3".into()))
    );
    assert!(w.find(&a, "VOID").is_some());
    // The voided row says why, who voided it and when.
    let row = text_starting(&mut w, &a, "Voided: misdeal at seat 3 · voided by account ");
    let row = row.expect("the voided row names who and when");
    assert!(row.contains(&pitpay_journal::now()[..10]), "{row}");
    assert!(
        !titles_of(&a)
            .iter()
            .any(|t| t.starts_with(&format!("Void slip {n}"))),
        "a void slip cannot be voided again"
    );
}

fn titles_of(a: &App) -> Vec<String> {
    crate::gui::commands::all(&a.words, &a.settle, &a.history, a.look, a.screen)
        .into_iter()
        .map(|e| e.title)
        .collect()
}

/// A reprint is filed beside its slip (`slip-000005-reprint-1.pdf`), never at the
/// path typed in the path field, whose file is left as it was (a reprint made from the
/// palette once wrote over the shift report held there); a file already at the
/// reprint's name is never written over either: the copy takes the next free name. The
/// journal then says REPRINTED, and the focus is on Print.
#[test]
fn a_reprint_is_filed_beside_its_slip_and_overwrites_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let n = issue(dir.path(), 4);
    let report = dir.path().join("shift-report.pdf");
    std::fs::write(&report, b"the shift report").unwrap();
    let slips = dir.path().join("slips");
    std::fs::create_dir_all(&slips).unwrap();
    let taken = slips.join(format!("slip-{n:06}-reprint-1.pdf"));
    std::fs::write(&taken, b"someone's file").unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    w.send(&mut a, Message::Show(Screen::History));
    ctrl(&mut w, &mut a, "l");
    w.type_text(&mut a, &report.display().to_string());
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, &format!("reprint slip {n}"));
    press(&mut w, &mut a, Named::Enter);
    // Asked first, naming the slip and where the copy goes.
    let asked = a
        .confirm
        .as_ref()
        .map(|c| c.question.clone())
        .unwrap_or_default();
    assert!(asked.contains(&format!("slip {n} (table")), "{asked}");
    assert!(asked.contains("slips folder"), "{asked}");
    press(&mut w, &mut a, Named::Enter);
    assert!(
        matches!(&a.status, Some(Ok(s)) if s.contains("printed again")),
        "{:?}",
        a.status
    );
    let filed = slips.join(format!("slip-{n:06}-reprint-1 (2).pdf"));
    assert!(std::fs::read(&filed).unwrap().starts_with(b"%PDF"));
    assert_eq!(std::fs::read(&report).unwrap(), b"the shift report");
    assert_eq!(std::fs::read(&taken).unwrap(), b"someone's file");
    assert_eq!(a.filed.as_ref().map(|f| f.path.clone()), Some(filed));
    assert_eq!(state(dir.path(), n).0, SlipState::Reprinted);
    assert!(w.find(&a, "REPRINTED").is_some());
    assert!(w.has_focus(&a, crate::gui::filed::PRINT_ID));
}

/// The slip by keyboard alone at 1024×700, with no path and no dialog: the round typed,
/// Ctrl+E, the name, Enter, the ID, Enter past the dealer: the slip is issued and filed
/// by its number in the slips folder. No slip leaves without the supervisor's name and
/// ID: asked for one, the focus goes to the field that is empty.
#[test]
fn a_slip_is_issued_by_keyboard_and_filed_by_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    assert!(w.has_focus(&a, "signoff-supervisor"));
    w.type_text(&mut a, "Maria Lopez");
    press(&mut w, &mut a, Named::Enter);
    assert!(
        w.has_focus(&a, "signoff-id"),
        "Enter: the ID (no PIN without a register)"
    );
    press(&mut w, &mut a, Named::Enter);
    assert!(w.has_focus(&a, "signoff-dealer"));
    press(&mut w, &mut a, Named::Enter);
    assert!(
        matches!(a.status, Some(Err(Error::NoSupervisor))),
        "{:?}",
        a.status
    );
    assert!(w.has_focus(&a, "signoff-id"), "the empty field");
    assert!(!dir.path().join("slips").exists(), "nothing was written");
    w.type_text(&mut a, "S-114");
    press(&mut w, &mut a, Named::Enter);
    press(&mut w, &mut a, Named::Enter);
    assert!(
        matches!(&a.status, Some(Ok(s)) if s.contains("Slip 1 signed off by Maria Lopez (S-114) and filed")),
        "{:?}",
        a.status
    );
    assert!(a.signoff.is_none(), "the panel closes");
    let filed = dir.path().join("slips").join("slip-000001.pdf");
    assert!(std::fs::read(&filed).unwrap().starts_with(b"%PDF"));
    assert_eq!(a.history.slips().count(), 1, "the journal was read again");
    assert!(w.find(&a, "Print (Ctrl+Shift+P)").is_some());
    assert!(w.has_focus(&a, crate::gui::filed::PRINT_ID));
}

/// Who signed is kept for the shift (never the PIN): the next slip's panel opens with
/// the name, ID and dealer filled in and the focus on "Sign off and issue", so the
/// second slip of the shift is Ctrl+E and Enter. The round of a slip just issued is
/// safe (it is in the slip): a new round asks nothing.
#[test]
fn the_sign_off_is_kept_for_the_shift_and_the_next_slip_is_two_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    w.type_text(&mut a, "Maria Lopez");
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, "S-114");
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, "Jon Chen");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.signoff.is_none(), "{:?}", a.status);
    let kept = std::fs::read_to_string(dir.path().join("sign-off.toml")).unwrap();
    assert!(
        kept.contains("Maria Lopez") && kept.contains("Jon Chen"),
        "{kept}"
    );
    assert!(!a.settle.is_dirty(), "the round is in the slip");
    ctrl(&mut w, &mut a, "n");
    assert!(a.confirm.is_none(), "a new round asks nothing");
    type_lucky9_round(&mut w, &mut a);
    w.named(&mut a, Named::Backspace, Modifiers::empty());
    w.type_text(&mut a, "30");
    ctrl(&mut w, &mut a, "e");
    let panel = a.signoff.as_ref().expect("the panel");
    assert_eq!(
        (
            panel.who.supervisor.as_str(),
            panel.who.supervisor_id.as_str(),
            panel.who.dealer.as_str()
        ),
        ("Maria Lopez", "S-114", "Jon Chen")
    );
    assert!(w.has_focus(&a, crate::gui::screen::signoff::ISSUE_ID));
    press(&mut w, &mut a, Named::Enter);
    assert!(
        dir.path().join("slips").join("slip-000002.pdf").is_file(),
        "{:?}",
        a.status
    );
}

/// Two installations on one shared journal (a SQLite file shared
/// on this computer; the PostgreSQL store is tested through the binary in
/// tests/documents) each see both stations' slips on the History screen, in one series,
/// each with the station that issued it.
#[test]
fn history_on_a_shared_journal_shows_every_stations_slips_with_its_station() {
    let shared = tempfile::tempdir().unwrap();
    let journal = shared.path().join("journal.sqlite3");
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    for (dir, station) in [(a.path(), "Pit 1 podium"), (b.path(), "Pit 2 podium")] {
        let settings = format!(
            "journal = \"sqlite:{}\"\nstation = \"{station}\"\n",
            journal.display()
        );
        std::fs::write(dir.join(pitpay_journal::FILE), settings).unwrap();
        let keys = pitpay_journal::keys::Keys::load_or_create(dir).unwrap();
        let who = pitpay_journal::Actor::or_account(Some("IT"), Some("IT-1"));
        let mut j = Journal::open(dir).unwrap();
        assert!(j.register(&keys, &who, &pitpay_journal::now()).unwrap());
    }
    let (one, two) = (issue(a.path(), 0), issue(b.path(), 2));
    assert_eq!((one, two), (1, 2), "one series for both stations");
    // Each station reprints its own slips; the other's says where it is reprinted (a
    // copy is sealed with the issuing station's key).
    for (dir, other) in [(a.path(), "Pit 2 podium"), (b.path(), "Pit 1 podium")] {
        let mut app = app_in(dir);
        let mut w = Window::new(1024.0, 700.0);
        ctrl(&mut w, &mut app, "h");
        assert_eq!(app.screen, Screen::History);
        assert_eq!(app.history.slips().count(), 2);
        for text in [
            "Slip 000001",
            "Slip 000002",
            "at Pit 1 podium",
            "at Pit 2 podium",
            &format!("Reprint at {other}"),
            "Reprint",
            // Where this podium writes (of a primary and its standbys, the one reached).
            &format!("Writing to the shared journal at {}", journal.display()),
        ] {
            assert!(w.find(&app, text).is_some(), "{text} on {}", dir.display());
        }
    }
}

/// A $1 21+3 Progressive meter hit of $25,000 (suited three aces,
/// 100% of the meter, R4.3) dated 2026 is flagged W-2G and withholding; the sign-off
/// asks for the patron and witness and refuses without them; once signed off, History
/// lists the award in its jackpot record with the meter before and after (reseeded to
/// $2,000, R4.3).
#[test]
fn a_meter_hit_needs_the_patron_and_witness_and_shows_in_the_jackpot_record() {
    const HIT: &str = "game = \"blackjack\"\ndecks = 6\ndate = \"2026-03-14\"\n[cards]\ndealer = \"AS 9C\"\n[progressive]\nmeter = \"25,000\"\n[[seat]]\nseat = 3\nhands = [\"AS AS\"]\n[seat.wagers]\nmain = \"10\"\n\"21+3-progressive\" = \"1\"\n";
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("hit.pdf");
    let mut a = app_in(dir.path());
    a.settle.load("hit.toml", HIT).unwrap();
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "l");
    w.type_text(&mut a, &out.display().to_string());
    ctrl(&mut w, &mut a, "e");
    assert!(w.has_focus(&a, "signoff-supervisor"));
    w.type_text(&mut a, "Maria Lopez");
    press(&mut w, &mut a, Named::Tab);
    w.type_text(&mut a, "S-114");
    assert!(w
        .find(&a, "This slip has a W-2G flag and a withholding flag and a progressive meter award: it needs the patron and a witness. Only the last 4 of the ID number, never the full number.")
        .is_some());
    click_field(&mut w, &mut a, "signoff-witness-id");
    press(&mut w, &mut a, Named::Enter);
    assert!(
        matches!(&a.status, Some(Err(Error::NoPatron(why))) if why.contains("meter award")),
        "{:?}",
        a.status
    );
    assert!(!out.exists());
    click_field(&mut w, &mut a, "signoff-patron");
    w.type_text(&mut a, "Jo Smith");
    for (next, typed) in [
        ("signoff-patron-id-type", "Passport"),
        ("signoff-patron-last4", "4321"),
        ("signoff-witness", "Sam Lee"),
        ("signoff-witness-id", "E-12"),
    ] {
        press(&mut w, &mut a, Named::Tab);
        assert!(w.has_focus(&a, next), "Tab reaches {next}");
        w.type_text(&mut a, typed);
    }
    press(&mut w, &mut a, Named::Enter);
    assert!(
        matches!(&a.status, Some(Ok(s)) if s.contains("signed off")),
        "{:?}",
        a.status
    );
    ctrl(&mut w, &mut a, "h");
    assert_eq!(a.history.jackpots.len(), 1);
    assert!(w.find(&a, "Jackpots (progressive meter awards)").is_some());
    assert!(w
        .find(&a, "Award $25,000.00 · meter $25,000.00 before, $2,000.00 after · supervisor Maria Lopez (S-114) · witness Sam Lee (E-12)")
        .is_some());
}

/// History holds one page of a long journal, newest first, turns pages with
/// Enter in its search box (which Ctrl+H focuses), and finds slips as the search is
/// typed: by number, by table, and says why a search does not read.
#[test]
fn a_long_journal_is_paged_and_searched_by_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    filled_journal(dir.path(), 130);
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "h");
    let numbers = |a: &App| a.history.slips().map(|e| e.number).collect::<Vec<_>>();
    assert_eq!(numbers(&a), (82..=131).rev().collect::<Vec<_>>());
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(numbers(&a), (32..=81).rev().collect::<Vec<_>>());
    w.type_text(&mut a, "table:BJ-3");
    let want: Vec<i64> = (1..=131).rev().filter(|n| n % 20 == 3).collect();
    assert_eq!(numbers(&a), want);
    for _ in 0.."table:BJ-3".len() {
        press(&mut w, &mut a, Named::Backspace);
    }
    w.type_text(&mut a, "77");
    assert_eq!(numbers(&a), [77]);
    // The shift report of the day searched, by keyboard: the PDF path typed in the path
    // field, then the palette's "print the shift report".
    for _ in 0.."77".len() {
        press(&mut w, &mut a, Named::Backspace);
    }
    w.type_text(&mut a, "2026-01-01");
    let report = dir
        .path()
        .join("reports")
        .join("shift-report-gaming-day-2026-01-01.pdf");
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "shift report");
    press(&mut w, &mut a, Named::Enter);
    assert!(
        matches!(&a.status, Some(Ok(s)) if s.contains("Shift report of gaming day 2026-01-01") && s.contains("130 slips")),
        "{:?}",
        a.status
    );
    assert!(std::fs::read(&report).unwrap().starts_with(b"%PDF"));
    // Printed again, the report never replaces the first: it takes the next name.
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "shift report");
    press(&mut w, &mut a, Named::Enter);
    assert!(report
        .with_file_name("shift-report-gaming-day-2026-01-01 (2).pdf")
        .is_file());
    ctrl(&mut w, &mut a, "h");
    w.type_text(&mut a, " nonsense");
    let why = pitpay_journal::export::search(
        "2026-01-01 nonsense",
        &pitpay_journal::PropertyClock::computer(),
    )
    .unwrap_err()
    .to_string();
    assert!(why.contains("is not something to search by"));
    assert!(w.find(&a, why).is_some(), "the reason is on screen");
}

/// With a staff register, History voids only on a manager's override (ID and
/// PIN typed in its "as" fields); a supervisor's is refused in words and the slip stays
/// issued. The PIN field shows no PIN. The refusal is shown beside the slip
/// with how a manager overrides it, the override is typed there, the "as" box is empty
/// after each use (the supervisor's next reprint signs as them, not as the manager),
/// and the voided row says who voided it.
#[test]
fn with_a_staff_register_only_a_manager_voids_from_history() {
    use crate::gui::screen::history::{History, ACTING_ID, ACTING_PIN};
    use crate::gui::screen::staff::{Field, Message as S};
    use pitpay_journal::staff::Pins;
    use pitpay_journal::staff::Role;
    use pitpay_journal::staff::{add, NewMember};
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // One slip before anyone is enrolled, then a manager and a supervisor.
    let n = issue(d, 0);
    let member = |id, name, role| NewMember { id, name, role };
    add(
        d,
        &member("M-1", "Maria Gomez", Role::Manager),
        None,
        &mut Pins::given(["246810".to_string()]),
    )
    .unwrap();
    let pins = Pins::given(["246810".to_string(), "135790".to_string()]);
    add(
        d,
        &member("S-1", "Dana Reyes", Role::Supervisor),
        Some("M-1"),
        &mut pins.clone(),
    )
    .unwrap();
    let mut a = app_in(d);
    let mut w = Window::new(1024.0, 700.0);
    for m in [
        S::Changed(Field::SignInId, "S-1".into()),
        S::Changed(Field::SignInPin, "135790".into()),
        S::SignIn,
    ] {
        w.send(&mut a, Message::Staff(m));
    }
    assert!(a.staff.session.is_some());
    w.send(&mut a, Message::Show(Screen::History));
    assert!(
        w.find(&a, "Reprints sign as you, Dana Reyes (S-1). A void needs a manager: their ID and PIN here:")
            .is_some(),
        "the banner says what a supervisor may do"
    );
    click_field(&mut w, &mut a, &History::reason_id(n));
    w.type_text(&mut a, "misdeal");
    press(&mut w, &mut a, Named::Enter);
    assert!(a.confirm.is_some(), "a void is asked first");
    press(&mut w, &mut a, Named::Enter);
    let said = match &a.status {
        Some(Err(e)) => e.to_string(),
        other => format!("{other:?}"),
    };
    assert!(said.contains("voiding a slip needs a manager"), "{said}");
    assert_eq!(state(d, n).0, SlipState::Issued);
    // Beside the slip: the refusal, how to override, and the override's fields, with
    // the focus on the manager's ID there.
    let beside = text_starting(&mut w, &a, "The void was refused");
    let beside = beside.expect("the refusal is beside the slip");
    assert!(beside.contains("A manager overrides it"), "{beside}");
    assert!(w.has_focus(&a, ACTING_ID));
    let (field, id_box) = (
        w.visible(&a, &History::reason_id(n)).unwrap(),
        w.visible(&a, ACTING_ID).unwrap(),
    );
    assert!(
        id_box.y > field.y && id_box.y - field.y < 120.0,
        "{field:?} {id_box:?}"
    );
    w.type_text(&mut a, "M-1");
    press(&mut w, &mut a, Named::Tab);
    assert!(w.has_focus(&a, ACTING_PIN));
    w.type_text(&mut a, "246810");
    assert!(w.find(&a, "246810").is_none(), "the PIN is never shown");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(state(d, n), (SlipState::Void, Some("misdeal".into())));
    assert_eq!(a.history.acting_id(), "", "the as box is emptied after use");
    assert!(
        w.find(&a, "M-1").is_none(),
        "no manager's ID left on screen"
    );
    let row = text_starting(&mut w, &a, "Voided: misdeal");
    let row = row.expect("the voided row");
    assert!(row.contains("voided by Maria Gomez (M-1)"), "{row}");
    // The supervisor's next reprint signs as them: no "no PIN was given for M-1".
    let out = d.join("again.pdf");
    ctrl(&mut w, &mut a, "l");
    w.type_text(&mut a, &out.display().to_string());
    w.send(
        &mut a,
        Message::History(crate::gui::screen::history::Message::Reprint(n)),
    );
    assert!(
        matches!(&a.status, Some(Ok(s)) if s.contains("printed again")),
        "{:?}",
        a.status
    );
}

/// Print (Ctrl+Shift+P; Ctrl+P stays Paytables) sends the document last filed to the
/// printer: nothing before one is filed, then the slip just issued. Whether this machine
/// has a printer or not, the status line names that slip, and a refusal says the slip is
/// filed all the same.
#[test]
fn print_sends_the_slip_last_issued() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl_shift(&mut w, &mut a, "p");
    assert!(
        matches!(a.status, Some(Err(Error::NothingToPrint))),
        "{:?}",
        a.status
    );
    assert_ne!(a.screen, Screen::Paytables, "Ctrl+Shift+P is not Ctrl+P");
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    w.type_text(&mut a, "Maria Lopez");
    press(&mut w, &mut a, Named::Tab);
    w.type_text(&mut a, "S-114");
    w.send(
        &mut a,
        Message::SignOff(crate::gui::screen::signoff::Message::Confirm),
    );
    let out = dir.path().join("slips").join("slip-000001.pdf");
    assert!(out.is_file(), "{:?}", a.status);
    assert_eq!(a.filed.as_ref().map(|f| f.path.clone()), Some(out));
    assert!(w.find(&a, "Print (Ctrl+Shift+P)").is_some());
    ctrl_shift(&mut w, &mut a, "p");
    let said = match &a.status {
        Some(Ok(s)) => s.clone(),
        Some(Err(e)) => e.to_string(),
        None => String::new(),
    };
    assert!(said.contains("slip-000001.pdf"), "{said}");
    assert!(
        said.contains("sent to the printer") || said.contains("is written but was not printed"),
        "{said}"
    );
}

/// Every button works from the keyboard: Enter on the sign-off panel's "Sign off and
/// issue", reached by Tab, issues the slip; Space on History's "Reprint" prints it
/// again (both once did nothing: the press and the release reached the button as one
/// event, and the button ignored the release).
#[test]
fn enter_and_space_press_a_focused_button() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    w.type_text(&mut a, "Maria Lopez");
    press(&mut w, &mut a, Named::Enter);
    w.type_text(&mut a, "S-114");
    press(&mut w, &mut a, Named::Tab);
    assert!(w.has_focus(&a, "signoff-dealer"));
    press(&mut w, &mut a, Named::Tab);
    assert!(w.has_focus(&a, crate::gui::screen::signoff::ISSUE_ID));
    press(&mut w, &mut a, Named::Enter);
    assert!(
        dir.path().join("slips").join("slip-000001.pdf").is_file(),
        "{:?}",
        a.status
    );
    ctrl(&mut w, &mut a, "h");
    let reprint = tab_to(&mut w, &mut a, "reprint-1", false);
    assert!(reprint > 0);
    press(&mut w, &mut a, Named::Space);
    assert!(
        dir.path()
            .join("slips")
            .join("slip-000001-reprint-1.pdf")
            .is_file(),
        "{:?}",
        a.status
    );
}

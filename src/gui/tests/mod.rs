//! The app as a supervisor uses it, through its real view: keys and clicks in a
//! [`Window`](super::testing::Window) that keeps the widgets' state, tasks run as the
//! runtime runs them. Each test is named after what it protects; the oldest are
//! cited where a test guards one of its bugs. Amounts are worked from RULES.md.
// A test may run longer than the program's 80-line functions: it walks a screen step
// by step, as a table of cases does.
#![allow(clippy::too_many_lines)]

mod app_flows;
mod cage;
mod calm;
mod clock;
mod filing;
mod first_launch;
mod history;
mod keyboard;
mod languages;
mod layout;
mod never_lose;
mod operator_bets;
mod palette;
mod paytables;
mod pins;
mod podium;
mod practice;
mod practice_flows;
mod round_files;
mod settle_language;
mod settle_screen;
mod staff;
mod statement_layouts;

use std::path::Path;

use iced::keyboard::{key, Key, Modifiers};

use super::app::App;
use super::testing::Window;
use pitpay_core::Bet;
use pitpay_core::Catalog;
use pitpay_core::Money;

/// The app with the shipped paytables and no data folder.
fn app() -> App {
    App::new(Catalog::with_operator_dir(None))
}

/// The app with a data folder (journal, keys, autosave).
fn app_in(dir: &Path) -> App {
    App::with_data(Catalog::with_operator_dir(None), Some(dir.to_path_buf()))
}

fn ctrl(w: &mut Window, a: &mut App, c: &str) {
    w.key(a, Key::Character(c.into()), Modifiers::CTRL);
}

fn ctrl_shift(w: &mut Window, a: &mut App, c: &str) {
    w.key(
        a,
        Key::Character(c.into()),
        Modifiers::CTRL | Modifiers::SHIFT,
    );
}

fn press(w: &mut Window, a: &mut App, n: key::Named) {
    w.named(a, n, Modifiers::empty());
}

/// Clicks into a field by its id.
fn click_field(w: &mut Window, a: &mut App, id: &str) {
    assert!(
        w.click(a, iced_test::selector::id(id.to_string())),
        "no visible field {id}"
    );
    assert!(w.has_focus(a, id), "{id} has the focus after a click");
}

/// Types the Lucky 9 contract round by keyboard only, from the dealer's field: dealer
/// K-4-3, seat 1 A-8, $25 main wager (Enter: the next field the round uses, past the
/// buttons and the seat's number: the hand, the main wager).
fn type_lucky9_round(w: &mut Window, a: &mut App) {
    click_field(w, a, "cards-dealer");
    w.type_text(a, "kc 4h 3d");
    press(w, a, key::Named::Enter);
    assert!(w.has_focus(a, "seat-0-hand-0"));
    w.type_text(a, "as 8d");
    press(w, a, key::Named::Enter);
    assert!(w.has_focus(a, "seat-0-player-main"));
    w.type_text(a, "25");
}

/// Presses Tab (Shift+Tab when `back`) until the widget `id` has the focus; gives how
/// many presses it took.
fn tab_to(w: &mut Window, a: &mut App, id: &str, back: bool) -> usize {
    let mods = if back {
        Modifiers::SHIFT
    } else {
        Modifiers::empty()
    };
    for i in 1..=400 {
        w.named(a, key::Named::Tab, mods);
        if w.has_focus(a, id) {
            return i;
        }
    }
    panic!("Tab never reached {id}");
}

/// Issues a slip for an example round into the data folder; gives its number.
fn issue(dir: &Path, example: usize) -> i64 {
    let who = pitpay_documents::slip::SignOff {
        supervisor: "Maria Lopez".into(),
        supervisor_id: "S-114".into(),
        ..Default::default()
    };
    let e = crate::gui::examples::ALL[example];
    let out = dir.join(format!("slip-{example}.pdf"));
    let options = pitpay_documents::slip::Options {
        again: true,
        ..Default::default()
    };
    pitpay_documents::slip::issue(
        e.file,
        e.text,
        &Catalog::with_operator_dir(None),
        &who,
        Some(&out),
        dir,
        &options,
    )
    .unwrap()
    .number
}

/// A data folder with one real slip (the Lucky 9 example, table L9-4) and then
/// `filled` slips from `Journal::fill` (slip n at table BJ-(n mod 20), paid 20.00).
fn filled_journal(dir: &Path, filled: i64) {
    issue(dir, 0);
    let keys = pitpay_journal::keys::Keys::load_or_create(dir).unwrap();
    let mut j = pitpay_journal::Journal::open(dir).unwrap();
    let template = j.slip(1).unwrap().unwrap().payload;
    j.fill(&keys, filled, &|k| {
        template.replace(
            "\"signed\":{\"slip\":1,",
            &format!("\"signed\":{{\"slip\":{k},"),
        )
    })
    .unwrap();
}

/// Every slip of a data folder's journal, oldest first.
fn journal_slips(dir: &Path) -> Vec<pitpay_journal::Entry> {
    let journal = pitpay_journal::Journal::open(dir).unwrap();
    let mut out = Vec::new();
    journal
        .slips(&pitpay_journal::SlipFilter::default(), &mut |e| {
            out.push(e);
            Ok(true)
        })
        .unwrap();
    out
}

/// The first text on screen that starts with `prefix`, whole.
fn text_starting(w: &mut Window, a: &App, prefix: &str) -> Option<String> {
    w.find(a, |c: iced_test::selector::Candidate<'_>| match c {
        iced_test::selector::Candidate::Text { content, .. } if content.starts_with(prefix) => {
            Some(content.to_string())
        }
        _ => None,
    })
}

/// The paid amount of a bet's line at a seat.
fn paid(a: &App, seat: usize, bet: Bet) -> Option<Money> {
    let st = a.settle.result.as_ref().ok()?;
    st.seats
        .get(seat)?
        .wagers
        .iter()
        .find(|l| l.bet == bet)
        .map(|l| l.paid)
}

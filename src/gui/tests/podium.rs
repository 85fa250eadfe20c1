//! Every task by keyboard on a 1024×700 podium screen, and a PIN never on
//! show. History's search shows the answer to the text in its box, never an earlier
//! one's; the palette is exact about slip numbers and asks before it acts on a slip;
//! History says which slips of how many; the panes scroll by keyboard; Paytables
//! filters as typed; every action is a Tab stop wearing a visible ring.

use iced::keyboard::key::Named;

use super::*;
use crate::gui::app::{Message, Screen};
use crate::gui::screen::history::{History, Message as H};
use pitpay_journal::Journal;

fn numbers(a: &App) -> Vec<i64> {
    a.history.slips().map(|e| e.number).collect()
}

/// Typed one key at a time over a journal of 100,000 slips, `table:BJ-3` shows the
/// BJ-3 slips, whatever order the reads of the earlier keystrokes finish in: the
/// answer to `table:BJ-` (which reads every slip to find none) arriving after the
/// final one's left "No slip matches the search" on screen for 20 s and more.
#[test]
fn a_search_typed_key_by_key_shows_the_last_querys_page_on_100000_slips() {
    let dir = tempfile::tempdir().unwrap();
    filled_journal(dir.path(), 99_999);
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "h");
    assert_eq!(numbers(&a).first(), Some(&100_000));
    // Every keystroke's read is kept, not run: they finish when the test says.
    w.hold();
    w.type_text(&mut a, "table:BJ-");
    let mut early = w.held();
    assert!(a.history.searching, "searching… while the reads run");
    assert!(w.find(&a, "Searching…").is_some());
    // The read of "table:BJ-" runs to its end (no slip: nothing) but its answer is
    // still on its way when "3" is typed and its read answers first.
    let late = early.pop().map(|t| w.outputs(t)).unwrap_or_default();
    assert!(
        late.iter()
            .any(|m| matches!(m, Message::History(H::Loaded(..)))),
        "the read of table:BJ- answered"
    );
    w.type_text(&mut a, "3");
    let want: Vec<i64> = (1..=100_000i64)
        .rev()
        .filter(|n| *n > 1 && n % 20 == 3)
        .take(50)
        .collect();
    assert_eq!(numbers(&a), want, "the final query's page");
    assert_eq!(
        a.history.shown(),
        "Slips 1-50 of 5,000 · page 1 of 100",
        "and how many it matches"
    );
    // Now the late answer arrives, then every earlier keystroke's, newest first.
    for m in late {
        w.send(&mut a, m);
    }
    for t in early.into_iter().rev() {
        w.run(&mut a, t);
    }
    assert_eq!(numbers(&a), want, "no earlier answer replaced it");
    assert!(w.find(&a, "No slip matches the search.").is_none());
    assert!(!a.history.searching);
    assert_eq!(a.history.search, "table:BJ-3");
}

/// A day with no slip answers at once by the time index (it used to read every slip
/// of the other conditions to find none); the page says so.
#[test]
fn a_day_without_slips_matches_nothing_without_reading_the_slips() {
    let dir = tempfile::tempdir().unwrap();
    filled_journal(dir.path(), 200);
    let j = Journal::open(dir.path()).unwrap();
    let selection = pitpay_journal::export::search("2025-06-01 table:BJ-3", j.clock()).unwrap();
    let read = std::cell::Cell::new(0);
    let (found, more) = pitpay_journal::export::page(&j, &selection, None, 50, &|| {
        read.set(read.get() + 1);
        false
    })
    .unwrap();
    assert!(found.is_empty() && !more);
    assert_eq!(read.get(), 0, "no slip was read");
    let january = pitpay_journal::export::search("2026-01-01 table:BJ-3", j.clock()).unwrap();
    let (found, _) = pitpay_journal::export::page(&j, &january, None, 50, &|| false).unwrap();
    assert!(!found.is_empty(), "a day with slips finds them");
}

/// History says which slips it shows of how many, and the page, as it turns.
#[test]
fn history_says_which_slips_of_how_many_and_the_page() {
    let dir = tempfile::tempdir().unwrap();
    filled_journal(dir.path(), 130);
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "h");
    assert!(w.find(&a, "Slips 1-50 of 131 · page 1 of 3").is_some());
    press(&mut w, &mut a, Named::Enter);
    assert!(w.find(&a, "Slips 51-100 of 131 · page 2 of 3").is_some());
    press(&mut w, &mut a, Named::Enter);
    assert!(w.find(&a, "Slips 101-131 of 131 · page 3 of 3").is_some());
    w.type_text(&mut a, " ");
    w.type_text(&mut a, "table:BJ-3");
    assert!(w.find(&a, "Slips 1-7 of 7 · page 1 of 1").is_some());
    // The count of a state is counted as listed: two voids.
    for n in [3, 5] {
        let who = pitpay_journal::Actor::or_account(None, None);
        let mut pins = pitpay_journal::staff::Pins::given(None::<String>);
        pitpay_documents::slip::void(n, "test", dir.path(), &who, &mut pins).unwrap();
    }
    w.send(&mut a, Message::History(H::Search("void".into())));
    assert!(
        w.find(&a, "Slips 1-2 of 2 · page 1 of 1").is_some(),
        "{}",
        a.history.shown()
    );
}

fn palette_titles(a: &App) -> Vec<String> {
    let p = a.palette.as_ref().expect("the palette is open");
    p.matches().iter().map(|e| e.title.clone()).collect()
}

/// "reprint 2" listed slip 6 first and Enter reprinted it; it offered only the page's
/// slips. A number is that slip, found anywhere in the journal, and Enter asks first,
/// naming the slip, its table and its amount.
#[test]
fn the_palette_finds_any_slip_by_its_exact_number_and_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    filled_journal(dir.path(), 130);
    let slips = dir.path().join("slips");
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "h");
    assert!(!numbers(&a).contains(&2), "slip 2 is not on the page");
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "reprint 2");
    assert_eq!(
        palette_titles(&a),
        ["Reprint slip 2… (table BJ-2 · blackjack · paid 20.00)"]
    );
    press(&mut w, &mut a, Named::Enter);
    let c = a.confirm.as_ref().expect("asked first");
    assert_eq!(c.title, "Reprint slip 2?");
    assert!(
        c.question
            .contains("slip 2 (table BJ-2, blackjack, paid 20.00)"),
        "{}",
        c.question
    );
    assert!(
        w.find(&a, "Reprint slip 2").is_some(),
        "the button Enter presses"
    );
    press(&mut w, &mut a, Named::Escape);
    assert!(!slips.exists(), "Escape printed nothing");
    // "void 12": slip 12 only; Enter shows it on History with the focus in its reason.
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "void 12");
    let titles = palette_titles(&a);
    assert_eq!(
        titles,
        ["Void slip 12… (table BJ-12 · blackjack · paid 20.00)"],
        "not 112, not 120-129"
    );
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.screen, Screen::History);
    assert_eq!(numbers(&a), [12]);
    assert!(w.has_focus(&a, &History::reason_id(12)));
    w.type_text(&mut a, "wrong table");
    press(&mut w, &mut a, Named::Enter);
    let c = a.confirm.as_ref().expect("asked first");
    assert!(
        c.question.contains(
            "slip 12 (table BJ-12, blackjack, paid 20.00) with the reason \"wrong table\""
        ),
        "{}",
        c.question
    );
    press(&mut w, &mut a, Named::Enter);
    let list = super::journal_slips(dir.path());
    let voided: Vec<i64> = list
        .iter()
        .filter(|e| e.state == pitpay_journal::SlipState::Void)
        .map(|e| e.number)
        .collect();
    assert_eq!(voided, [12], "slip 12 and no other");
}

/// A three-seat blackjack round at 1024×700: seats 2-3 and the totals needed the mouse
/// wheel. Ctrl+Down from a field pages the settlement, Ctrl+End reaches the totals;
/// Tab onto the pane, then Page Up, Home and End scroll it too.
#[test]
fn the_settlement_pane_scrolls_by_keyboard() {
    let mut a = app();
    a.settle
        .load(
            "r.toml",
            include_str!("../../../tests/rounds/blackjack-seven-seats.toml"),
        )
        .unwrap();
    let mut w = Window::new(1024.0, 700.0);
    let totals = |w: &mut Window, a: &App| {
        w.find(a, |c: iced_test::selector::Candidate<'_>| match c {
            iced_test::selector::Candidate::Text {
                content,
                bounds,
                visible_bounds,
                ..
            } if content.starts_with("Player totals") => Some((bounds, visible_bounds)),
            _ => None,
        })
        .map(|(_, v)| v.is_some_and(|v| v.height > 1.0))
    };
    assert_eq!(
        totals(&mut w, &a),
        Some(false),
        "the totals start below the fold"
    );
    click_field(&mut w, &mut a, "cards-dealer");
    w.key(&mut a, Key::Named(Named::ArrowDown), Modifiers::CTRL);
    assert_eq!(totals(&mut w, &a), Some(false), "one page is not the end");
    w.key(&mut a, Key::Named(Named::End), Modifiers::CTRL);
    assert_eq!(totals(&mut w, &a), Some(true), "Ctrl+End: the totals");
    assert!(
        w.has_focus(&a, "cards-dealer"),
        "the focus stays in the field"
    );
    w.key(&mut a, Key::Named(Named::Home), Modifiers::CTRL);
    assert_eq!(totals(&mut w, &a), Some(false));
    // The pane itself, by Tab: a named stop wearing the ring; End and Home scroll it.
    tab_to(&mut w, &mut a, "pane-settlement", false);
    press(&mut w, &mut a, Named::End);
    assert_eq!(totals(&mut w, &a), Some(true));
    press(&mut w, &mut a, Named::PageUp);
    press(&mut w, &mut a, Named::Home);
    assert_eq!(totals(&mut w, &a), Some(false));
    for _ in 0..30 {
        press(&mut w, &mut a, Named::PageDown);
    }
    assert_eq!(totals(&mut w, &a), Some(true), "Page Down gets there too");
    // And the palette has it, by name.
    press(&mut w, &mut a, Named::Home);
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "scroll to the end");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(totals(&mut w, &a), Some(true), "the palette's scroll");
}

/// History's Newer and Older sat below the fold: Page Down from the search box
/// scrolls the slips, and the pager is at the top too.
#[test]
fn history_scrolls_from_its_search_box() {
    let dir = tempfile::tempdir().unwrap();
    filled_journal(dir.path(), 60);
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "h");
    assert!(w.has_focus(&a, crate::gui::screen::history::SEARCH_ID));
    let bottom = |w: &mut Window, a: &App| {
        w.find(a, "Slip 000012")
            .and_then(|t| iced_test::selector::Bounded::visible_bounds(&t))
            .is_some()
    };
    assert!(!bottom(&mut w, &a));
    assert!(w.find(&a, "Older →").is_some(), "a pager at the top");
    press(&mut w, &mut a, Named::End);
    assert!(!bottom(&mut w, &a), "End stays the field's own");
    for _ in 0..40 {
        press(&mut w, &mut a, Named::PageDown);
    }
    assert!(
        bottom(&mut w, &a),
        "Page Down from the field scrolls the slips"
    );
    assert!(w.has_focus(&a, crate::gui::screen::history::SEARCH_ID));
}

/// Paytables: forty cards, no filter; "Tier odds: X" ran but did not scroll to X.
#[test]
fn paytables_filter_as_typed_and_tier_odds_go_to_the_card() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "p");
    let all = a.settle.catalog().paytables().count();
    assert!(w.find(&a, format!("{all} of {all} paytables")).is_some());
    click_field(&mut w, &mut a, crate::gui::screen::paytables::FILTER_ID);
    w.type_text(&mut a, "lucky break");
    let kept: Vec<String> = a
        .settle
        .catalog()
        .paytables()
        .filter(|t| {
            crate::gui::screen::paytables::kept(
                t,
                a.settle.catalog(),
                "lucky break",
                pitpay_language::english(),
            )
        })
        .map(|t| t.name.clone())
        .collect();
    assert!(!kept.is_empty() && kept.len() < all, "{kept:?}");
    assert!(w
        .find(&a, format!("{} of {all} paytables", kept.len()))
        .is_some());
    assert!(
        w.find(&a, "Print sign:").is_some(),
        "the kept cards are drawn"
    );
    // The last card in the list, far below the fold: the palette goes there.
    let last = a.settle.catalog().paytables().last().unwrap().clone();
    assert!(pitpay_core::analysis::main_game_of(&last).is_none());
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, &format!("tier odds {}", last.id));
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.paytables.filter, "", "the filter that hid it is cleared");
    let button = crate::gui::screen::paytables::tiers_id(&last.id);
    assert!(w.has_focus(&a, &button));
    let seen = w
        .visible(&a, &button)
        .expect("the card is scrolled into view");
    assert!(seen.y >= 0.0 && seen.y + seen.height <= 700.0, "{seen:?}");
    assert!(w.find(&a, "Hide tier odds").is_some(), "its tiers are open");
    // A main game offers its card, never a red tier-odds error.
    let titles: Vec<String> =
        crate::gui::commands::all(&a.words, &a.settle, &a.history, a.look, a.screen)
            .into_iter()
            .map(|e| e.title)
            .collect();
    assert!(!titles.iter().any(|t| t.starts_with("Tier odds: Blackjack")));
    assert!(titles.iter().any(|t| t.starts_with("Paytable card: ")));
}

/// Every button, list and checkbox of the round form is a Tab stop, in reading order,
/// and the one with the focus wears a ring of at least 2 px in the theme's colour.
#[test]
fn every_action_is_a_tab_stop_in_reading_order_with_a_visible_ring() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    a.settle
        .load(
            "r.toml",
            include_str!("../../../tests/rounds/lucky-break-seed.toml"),
        )
        .unwrap();
    click_field(&mut w, &mut a, "cards-dealer");
    // From the dealer's cards: its Pick…, the seat number, the hand, its Pick…,
    // + Split hand, Even money, then the wagers.
    let label_in = |w: &mut Window, a: &App, label: &str, at: iced::Rectangle| {
        w.find(a, label)
            .and_then(|t| iced_test::selector::Bounded::visible_bounds(&t))
            .is_some_and(|b| at.contains(b.center()))
    };
    let mut stops = Vec::new();
    for n in 0..7 {
        press(&mut w, &mut a, Named::Tab);
        let at = w
            .find(&a, iced_test::selector::is_focused())
            .and_then(|t| iced_test::selector::Bounded::visible_bounds(&t))
            .expect("a stop has the focus, on screen");
        // Read where it is now: a later stop near the foot scrolls the form.
        if n == 0 {
            assert!(label_in(&mut w, &a, "Pick…", at), "the dealer's Pick…");
        }
        stops.push(at);
    }
    assert!(w.has_focus(&a, "seat-0-player-main"));
    // Reading order: each stop below the one before, or on its line to its right.
    for pair in stops.windows(2) {
        let (p, q) = (pair[0], pair[1]);
        assert!(
            q.y > p.y + 1.0 || (q.y - p.y).abs() <= 30.0 && q.x > p.x,
            "{p:?} then {q:?}"
        );
    }
    // The ring: solid bars of the theme's ring colour around the focused button.
    tab_to(&mut w, &mut a, "pane-form", true);
    w.named(&mut a, Named::Tab, Modifiers::SHIFT);
    for theme in [
        crate::gui::theme::Look::Light,
        crate::gui::theme::Look::Dark,
    ] {
        a.look = theme;
        let ring = crate::gui::tab_stop::ring_colour(&a.theme());
        let f = w.frame(&a);
        let bars: Vec<&iced::Rectangle> = f
            .quads
            .iter()
            .filter(|(_, c)| *c == ring)
            .map(|(b, _)| b)
            .collect();
        assert_eq!(bars.len(), 4, "{theme:?}: four bars");
        assert!(bars.iter().all(|b| b.width.min(b.height) >= 2.0));
    }
}

/// Plays one step of a keys file (`key ctrl+2`, `key Return`, `type as kd`) in the
/// window; gives how many keystrokes it is.
fn play(w: &mut Window, a: &mut App, step: &str) -> usize {
    if let Some(text) = step.strip_prefix("type ") {
        w.type_text(a, text);
        return text.chars().count();
    }
    let Some(chord) = step.strip_prefix("key ") else {
        panic!("not a step: {step}");
    };
    let mut mods = Modifiers::empty();
    let mut parts: Vec<&str> = chord.split('+').collect();
    let last = parts.pop().unwrap_or_default();
    for m in parts {
        mods |= match m {
            "ctrl" => Modifiers::CTRL,
            "shift" => Modifiers::SHIFT,
            other => panic!("modifier {other}"),
        };
    }
    let k = match last {
        "Return" => Key::Named(Named::Enter),
        "Tab" => Key::Named(Named::Tab),
        "Escape" => Key::Named(Named::Escape),
        "End" => Key::Named(Named::End),
        "Home" => Key::Named(Named::Home),
        "Next" => Key::Named(Named::PageDown),
        "Prior" => Key::Named(Named::PageUp),
        c if c.chars().count() == 1 => Key::Character(c.into()),
        other => panic!("key {other}"),
    };
    w.key(a, k, mods);
    1
}

/// The supervisor's main task, whole: `scripts/task1.keys` (what
/// `scripts/keystrokes.sh` plays on the real window) types the three-seat blackjack
/// round with Lucky Break and 21+3 from the window just opened on a fresh data folder,
/// then signs off and issues its slip, in at most 75 keystrokes with no path typed. The
/// slip is in the journal, filed as `slip-000001.pdf` in the slips folder, and verifies.
#[test]
fn the_main_task_issues_and_files_its_slip_in_at_most_75_keystrokes() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    // The app opens with the focus on the dealer's cards.
    w.run(
        &mut a,
        crate::gui::focus::task(crate::gui::focus::Target::Id("cards-dealer".into())),
    );
    let keys = include_str!("../../../scripts/task1.keys");
    let count: usize = keys
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|step| play(&mut w, &mut a, step))
        .sum();
    assert!(count <= 75, "{count} keystrokes");
    let f = &a.settle.form;
    assert_eq!(f.game, pitpay_core::Game::Blackjack);
    let hands: Vec<&str> = f.seats.iter().map(|s| s.hands[0].as_str()).collect();
    assert_eq!(hands, ["as kd", "9c 9s", "tc 7d"]);
    assert_eq!(f.meter, "9000");
    let st = a.settle.result.as_ref().expect("the round settles");
    assert_eq!(st.seats.len(), 3);
    let lb = Bet::LuckyBreak;
    let t3: Bet = "21+3-progressive".parse().unwrap();
    for seat in 0..3 {
        // R6.4: the dealer busts with 6-10-9, so every seat's Lucky Break wins; 21+3
        // sees each seat's two cards with the dealer's 6.
        assert!(
            paid(&a, seat, lb).is_some_and(|p| p > Money::ZERO),
            "Lucky Break at seat {}",
            seat + 1
        );
        assert!(paid(&a, seat, t3).is_some(), "21+3 at seat {}", seat + 1);
    }
    // The slip: issued, in the journal, filed by its number, and it verifies.
    assert!(a.signoff.is_none(), "the panel closed: {:?}", a.status);
    let filed = dir.path().join("slips").join("slip-000001.pdf");
    assert_eq!(
        a.filed.as_ref().map(|f| f.path.clone()),
        Some(filed.clone())
    );
    let journal = pitpay_journal::Journal::open(dir.path()).unwrap();
    let slip = journal.slip(1).unwrap().expect("slip 1 is in the journal");
    assert!(slip.payload.contains("Maria Lopez"));
    let verified = pitpay_documents::slip::verify(&std::fs::read(&filed).unwrap(), dir.path());
    assert!(verified.is_ok(), "{verified:?}");
    // The focus is on Print, the next thing a supervisor does.
    assert!(w.has_focus(&a, crate::gui::filed::PRINT_ID));
    eprintln!("the main task: {count} keystrokes");
}

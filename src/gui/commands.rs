//! Everything the command palette offers, built from what is on screen: every action
//! (screens, files, slips, signs, undo) and every choice of the round (game, house
//! options, paytables, seats, hands, even money). Each entry is the very message the
//! button, list or checkbox would send, so the palette can do nothing they cannot.

use super::examples;
use super::focus::Target;
use super::keymap::Shortcut;
use super::message::{Message, Replace, Screen};
use super::screen::history::History;
use super::screen::palette::Entry;
use super::screen::settle::{self, CardField, Settle, NO_HOUSE_RULES};
use super::theme::Look;
use pitpay_core::spec;
use pitpay_core::Party;
use pitpay_core::{Bet, Game, HouseKey};
use pitpay_documents::sign::Size;

/// Every entry, in the order the palette lists them before anything is typed.
pub(crate) fn all(
    settle: &Settle,
    history: &History,
    look: Look,
    screen: Screen,
) -> Vec<Entry<Message>> {
    let mut out = actions(settle, look);
    games_and_examples(screen, &mut out);
    round_choices(settle, &mut out);
    seats(settle, &mut out);
    slips(history, &mut out);
    signs(settle, &mut out);
    practice(settle.catalog(), &mut out);
    languages(&mut out);
    out
}

/// A "Language" entry for each language there is, named in itself (a reader who
/// cannot read the window's present language still finds their own).
fn languages(out: &mut Vec<Entry<Message>>) {
    for language in pitpay_language::Language::all() {
        let name = language.own_name();
        out.push(Entry::new(
            format!("Language / 語言 / 语言: {name}"),
            Message::Language(language),
        ));
    }
}

/// The Practice screen's choices and actions (its pick-lists and buttons).
fn practice(catalog: &pitpay_core::Catalog, out: &mut Vec<Entry<Message>>) {
    use super::screen::practice::Message as P;
    use pitpay_practice::Drill;
    use pitpay_practice::Level;
    use pitpay_practice::Mode;
    let p = Message::Practice;
    out.push(Entry::new("Practice: start a run", p(P::Start)));
    out.push(Entry::new("Practice: next question", p(P::Next)));
    out.push(Entry::new("Practice: stop the run", p(P::Stop)));
    out.push(Entry::new(
        "Practice: review what I missed",
        p(P::ReviewMisses),
    ));
    for d in Drill::ALL {
        out.push(Entry::new(
            format!("Practice drill: {}", d.title()),
            p(P::DrillPicked(d)),
        ));
    }
    for g in Game::ALL {
        out.push(Entry::new(
            format!("Practice game: {}", g.title()),
            p(P::GamePicked(g)),
        ));
    }
    out.push(Entry::new(
        "Practice bet: any bet (Pay it)",
        p(P::BetPicked(None)),
    ));
    let mut bets: Vec<pitpay_core::Bet> = Vec::new();
    for g in Game::ALL {
        for b in pitpay_practice::focus_bets(catalog, g) {
            if !bets.contains(&b) {
                bets.push(b);
            }
        }
    }
    for b in bets {
        out.push(Entry::new(
            format!("Practice bet: {} (Pay it)", catalog.bet_title(b)),
            p(P::BetPicked(Some(b))),
        ));
    }
    for m in Mode::ALL {
        out.push(Entry::new(
            format!("Practice mode: {}", m.title()),
            p(P::ModePicked(m)),
        ));
    }
    for l in Level::ALL {
        out.push(Entry::new(
            format!("Practice level: {}", l.title()),
            p(P::LevelPicked(l)),
        ));
    }
}

fn key(s: Shortcut) -> Message {
    Message::Key(s)
}

fn actions(settle: &Settle, look: Look) -> Vec<Entry<Message>> {
    let steps = if settle.show_steps { "off" } else { "on" };
    let theme = match look {
        Look::Light => "dark",
        Look::Dark => "light",
    };
    let out = vec![
        Entry::new("Go to: the round (Settle)", Message::Show(Screen::Settle)).keys("Ctrl+R"),
        Entry::new("Go to: Paytables", Message::Show(Screen::Paytables)).keys("Ctrl+P"),
        Entry::new(
            "Go to: History (slip journal)",
            Message::Show(Screen::History),
        )
        .keys("Ctrl+H"),
        Entry::new(
            "Go to: Practice (drills for dealers on break)",
            Message::Show(Screen::Practice),
        )
        .keys("Ctrl+D"),
        Entry::new(
            "Go to: Staff (sign in, the staff register)",
            Message::Show(Screen::Staff),
        )
        .keys("Ctrl+I"),
        Entry::new(
            "Go to: Cage (pay a slip: scan its QR code)",
            Message::Show(Screen::Cage),
        )
        .keys("Ctrl+G"),
        Entry::new("Sign out (lock the podium)", key(Shortcut::SignOut)).keys("Ctrl+Shift+L"),
        Entry::new(
            "Print the document last filed (slip, reprint, sign, report)",
            Message::Print,
        )
        .keys("Ctrl+Shift+P"),
        Entry::new(
            "Open the folder of the document last filed",
            Message::OpenFolder,
        )
        .keys("Ctrl+Shift+O"),
        Entry::new(
            "Save a copy of the document last filed as…",
            Message::SaveCopy,
        ),
        Entry::new("Go to: the progressive meter", key(Shortcut::Meters)).keys("Ctrl+M"),
        Entry::new("New round", Message::New).keys("Ctrl+N"),
        Entry::new("Open round file…", Message::Open).keys("Ctrl+O"),
        Entry::new("Save round file…", Message::Save).keys("Ctrl+S"),
        Entry::new(
            "Open the round file typed in the path field",
            Message::OpenPath,
        ),
        Entry::new(
            "Save to the path typed in the path field",
            Message::SavePath,
        ),
        Entry::new("Type a path (the path field)", key(Shortcut::PathField)).keys("Ctrl+L"),
        Entry::new("Issue the slip… (sign off)", Message::ExportSlip).keys("Ctrl+E"),
        Entry::new("Undo", key(Shortcut::Undo)).keys("Ctrl+Z"),
        Entry::new("Redo", key(Shortcut::Redo)).keys("Ctrl+Shift+Z"),
        Entry::new(
            format!("Show the steps (study view): {steps}"),
            Message::ToggleSteps,
        )
        .keys("Ctrl+T"),
        Entry::new(format!("Theme: {theme}"), Message::ToggleLook),
        Entry::new(
            "Scroll to the end: the settlement's totals, the last slips",
            Message::ScrollReading(true),
        )
        .keys("Ctrl+End"),
        Entry::new(
            "Scroll to the top of the settlement or the slips",
            Message::ScrollReading(false),
        )
        .keys("Ctrl+Home"),
    ];
    out
}

/// The games (Ctrl+1 … Ctrl+9) and the example rounds. On the Practice screen "game"
/// is the practice's game; elsewhere it is the round's, and says so.
fn games_and_examples(screen: Screen, out: &mut Vec<Entry<Message>>) {
    // Ctrl+1 … Ctrl+9 pick the games in the registry's order (the keymap's).
    const GAME_KEYS: [&str; 9] = [
        "Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4", "Ctrl+5", "Ctrl+6", "Ctrl+7", "Ctrl+8", "Ctrl+9",
    ];
    if screen == Screen::Practice {
        use super::screen::practice::Message as P;
        for g in Game::ALL {
            let m = Message::Practice(P::GamePicked(g));
            out.push(Entry::new(format!("Game: {} (practice)", g.title()), m));
        }
    }
    for (i, g) in Game::ALL.into_iter().enumerate() {
        let m = Message::Settle(settle::Message::GameChanged(g));
        let entry = Entry::new(format!("Round's game: {} (Settle)", g.title()), m);
        out.push(match GAME_KEYS.get(i) {
            Some(keys) => entry.keys(keys),
            None => entry,
        });
    }
    for (i, e) in examples::ALL.iter().enumerate() {
        out.push(Entry::new(
            format!("Open example: {}", e.title),
            Message::Replace(Replace::Example(i)),
        ));
    }
}

/// The house-rules file, each house option's every value, each bet's paytables.
fn round_choices(settle: &Settle, out: &mut Vec<Entry<Message>>) {
    let f = &settle.form;
    let catalog = settle.catalog();
    let rules = std::iter::once(NO_HOUSE_RULES.to_string()).chain(
        catalog
            .all_house_rules()
            .filter(|h| h.game == f.game)
            .map(|h| h.id.clone()),
    );
    for id in rules {
        let m = Message::Settle(settle::Message::HouseRulesChanged(id.clone()));
        out.push(Entry::new(format!("House rules file: {id}"), m));
    }
    for &k in pitpay_core::keys_for(f.game) {
        let now = f.house_value(k);
        let (title, _) = pitpay_core::option_title(k);
        if k == HouseKey::RoundingUnit {
            let go = Message::Focus(Target::Id(format!("house-{k}").into()));
            out.push(Entry::new(
                format!("{title}: type it (now {now}) · {k}"),
                go,
            ));
            continue;
        }
        for v in pitpay_core::choices(f.game, k) {
            let mark = if v == now { " (now)" } else { "" };
            let phrase = pitpay_core::option_phrase(f.game, k, &v);
            let m = Message::Settle(settle::Message::HouseChanged(k, v.clone()));
            // The words a supervisor uses, then the round file's spelling, so either
            // can be typed to find it.
            out.push(Entry::new(format!("{phrase}{mark} · {k}: {v}"), m));
        }
    }
    for bet in catalog.bets(f.game, Party::Player) {
        if bet == Bet::Insurance {
            continue;
        }
        let default = catalog.default_paytable(f.game, bet);
        let now = f
            .paytables
            .get(&bet)
            .map(String::as_str)
            .or(default.as_deref());
        for t in catalog
            .paytables()
            .filter(|t| t.bet == bet && t.serves(f.game))
        {
            let mark = if Some(t.id.as_str()) == now {
                " (now)"
            } else {
                ""
            };
            let m = Message::Settle(settle::Message::PaytableChanged(bet, t.id.clone()));
            out.push(Entry::new(
                format!(
                    "Paytable for {}: {}{mark} · {}",
                    catalog.bet_title(bet),
                    t.name,
                    t.id
                ),
                m,
            ));
        }
    }
}

/// Add a seat; per seat: remove it, split a hand, drop the last hand, even money,
/// the card picker for each hand.
fn seats(settle: &Settle, out: &mut Vec<Entry<Message>>) {
    let f = &settle.form;
    let s = |m| Message::Settle(m);
    let who = if spec(f.game).community() {
        "terminal"
    } else {
        "seat"
    };
    out.push(Entry::new(format!("Add {who}"), key(Shortcut::AddSeat)).keys("Ctrl+Shift+A"));
    for (i, seat) in f.seats.iter().enumerate() {
        let n = seat.number.trim();
        if f.seats.len() > 1 {
            out.push(Entry::new(
                format!("Remove {who} {n}"),
                s(settle::Message::RemoveSeat(i)),
            ));
        }
        if spec(f.game).community() {
            continue;
        }
        out.push(Entry::new(
            format!("Split hand at seat {n}"),
            s(settle::Message::AddHand(i)),
        ));
        if seat.hands.len() > 1 {
            out.push(Entry::new(
                format!("Remove the last hand at seat {n}"),
                s(settle::Message::RemoveHand(i)),
            ));
        }
        if spec(f.game).marked_hands {
            let on = !seat.even_money;
            let word = if on { "take" } else { "clear" };
            out.push(Entry::new(
                format!("Even money at seat {n}: {word}"),
                s(settle::Message::EvenMoneyToggled(i, on)),
            ));
        }
        for h in 0..seat.hands.len() {
            let pick = settle::Message::Picker(Some(CardField::Hand(i, h)));
            out.push(Entry::new(
                format!("Card picker: seat {n} hand {}", h + 1),
                s(pick),
            ));
        }
    }
    let dealer = settle::Message::Picker(Some(CardField::Dealer));
    out.push(Entry::new("Card picker: the dealer's cards", s(dealer)));
}

/// Reprint and void each slip on History's page, and turn its pages. Slips not on the
/// page are added as the palette finds them in the journal ([`slip_entries`]).
fn slips(history: &History, out: &mut Vec<Entry<Message>>) {
    use super::screen::history::Message as H;
    let (older, newer) = history.can_turn();
    if older {
        out.push(Entry::new(
            "History: older slips",
            Message::History(H::Older),
        ));
    }
    if newer {
        out.push(Entry::new(
            "History: newer slips",
            Message::History(H::Newer),
        ));
    }
    out.push(Entry::new(
        "History: print the shift report (the searched days, else today)…",
        Message::History(H::ShiftReport),
    ));
    out.push(Entry::new(
        "History: export the list (what the search shows, as CSV)",
        Message::History(H::ExportList),
    ));
    out.push(Entry::new(
        "History: back up the journal (a whole copy, in the exports folder)",
        Message::History(H::Backup),
    ));
    for e in history.slips() {
        out.extend(slip_entries(e));
    }
}

/// "Reprint slip N…" and (unless void) "Void slip N…" for a slip: each asks first,
/// naming the slip, its table and amount.
pub(crate) fn slip_entries(e: &pitpay_journal::Entry) -> Vec<Entry<Message>> {
    let n = e.number;
    let table = if e.table.is_empty() {
        "no table"
    } else {
        e.table.as_str()
    };
    let what = format!("table {table} · {} · paid {}", e.game, e.paid);
    let mut out = vec![Entry::slip(
        format!("Reprint slip {n}… ({what})"),
        n,
        Message::ReprintSlip(Box::new(e.clone())),
    )];
    if e.state != pitpay_journal::SlipState::Void {
        out.push(Entry::slip(
            format!("Void slip {n}… ({what})"),
            n,
            Message::VoidSlip(Box::new(e.clone())),
        ));
    }
    out
}

/// Print each paytable's sign in each size.
fn signs(settle: &Settle, out: &mut Vec<Entry<Message>>) {
    for t in settle.catalog().paytables() {
        for (label, size) in [
            ("Letter", Size::Letter),
            ("A4", Size::A4),
            ("Tent", Size::Tent),
        ] {
            let m = Message::PrintSign(t.id.clone(), size);
            out.push(Entry::new(
                format!("Print sign: {} ({}), {label}", t.name, t.id),
                m,
            ));
        }
        // The Paytables screen's per-tier odds, by keyboard,
        // scrolled to; a main game has no tiers, its card its edge.
        let card = Message::ShowPaytable(t.id.clone(), true);
        if pitpay_core::analysis::main_game_of(t).is_none() {
            out.push(Entry::new(
                format!("Tier odds: {} ({})", t.name, t.id),
                card,
            ));
        } else {
            out.push(Entry::new(
                format!("Paytable card: {} ({}), the main game's edge", t.name, t.id),
                Message::ShowPaytable(t.id.clone(), false),
            ));
        }
    }
    for d in 1..=8u8 {
        out.push(Entry::new(
            format!("Paytable figures at {}", pitpay_core::decks(d)),
            Message::Paytables(super::screen::paytables::Message::Decks(Some(d))),
        ));
    }
}

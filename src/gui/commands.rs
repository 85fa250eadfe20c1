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
use super::titles;
use pitpay_core::spec;
use pitpay_core::Party;
use pitpay_core::{Bet, Game, HouseKey};
use pitpay_documents::sign::Size;
use pitpay_language::{t, Words};

/// Every entry, in the order the palette lists them before anything is typed, in the
/// window's words; each also answers to its English title, so that the commands the
/// manual and the floor's habits spell out ("void 12", "theme: dark") are found in any
/// language.
pub(crate) fn all(
    words: &Words,
    settle: &Settle,
    history: &History,
    look: Look,
    screen: Screen,
) -> Vec<Entry<Message>> {
    let shown = worded(words, settle, history, look, screen);
    if words.language() == pitpay_language::english().language() {
        return shown;
    }
    let english = worded(pitpay_language::english(), settle, history, look, screen);
    also_english(shown, english)
}

/// The entries in these words.
fn worded(
    w: &Words,
    settle: &Settle,
    history: &History,
    look: Look,
    screen: Screen,
) -> Vec<Entry<Message>> {
    let mut out = actions(w, settle, look);
    more_actions(w, &mut out);
    games_and_examples(w, screen, &mut out);
    round_choices(w, settle, &mut out);
    seats(w, settle, &mut out);
    slips(w, history, &mut out);
    signs(w, settle, &mut out);
    practice(w, settle.catalog(), &mut out);
    languages(&mut out);
    out
}

/// The same entries, each answering to its English title too (the two lists are built
/// alike, entry for entry).
fn also_english(shown: Vec<Entry<Message>>, english: Vec<Entry<Message>>) -> Vec<Entry<Message>> {
    shown
        .into_iter()
        .zip(english)
        .map(|(mut e, en)| {
            e.also = en.title;
            e
        })
        .collect()
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
fn practice(w: &Words, catalog: &pitpay_core::Catalog, out: &mut Vec<Entry<Message>>) {
    use super::screen::practice::Message as P;
    use pitpay_practice::Drill;
    use pitpay_practice::Level;
    use pitpay_practice::Mode;
    let p = Message::Practice;
    out.push(Entry::new(t!(w, "palette-practice-start"), p(P::Start)));
    out.push(Entry::new(t!(w, "palette-practice-next"), p(P::Next)));
    out.push(Entry::new(t!(w, "palette-practice-stop"), p(P::Stop)));
    out.push(Entry::new(
        t!(w, "palette-practice-review"),
        p(P::ReviewMisses),
    ));
    for d in Drill::ALL {
        out.push(Entry::new(
            t!(w, "palette-practice-drill", drill = titles::drill(d, w)),
            p(P::DrillPicked(d)),
        ));
    }
    for g in Game::ALL {
        out.push(Entry::new(
            t!(w, "palette-practice-game", game = titles::game(g, w)),
            p(P::GamePicked(g)),
        ));
    }
    out.push(Entry::new(
        t!(w, "palette-practice-any-bet"),
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
            t!(w, "palette-practice-bet", bet = titles::bet(catalog, b, w)),
            p(P::BetPicked(Some(b))),
        ));
    }
    for m in Mode::ALL {
        out.push(Entry::new(
            t!(w, "palette-practice-mode", mode = titles::mode(m, w)),
            p(P::ModePicked(m)),
        ));
    }
    for l in Level::ALL {
        out.push(Entry::new(
            t!(w, "palette-practice-level", level = titles::level(l, w)),
            p(P::LevelPicked(l)),
        ));
    }
}

fn key(s: Shortcut) -> Message {
    Message::Key(s)
}

fn actions(w: &Words, settle: &Settle, look: Look) -> Vec<Entry<Message>> {
    let steps = if settle.show_steps {
        t!(w, "palette-steps-off")
    } else {
        t!(w, "palette-steps-on")
    };
    let theme = match look {
        Look::Light => t!(w, "palette-theme-dark"),
        Look::Dark => t!(w, "palette-theme-light"),
    };
    vec![
        Entry::new(t!(w, "palette-go-settle"), Message::Show(Screen::Settle)).keys("Ctrl+R"),
        Entry::new(
            t!(w, "palette-go-paytables"),
            Message::Show(Screen::Paytables),
        )
        .keys("Ctrl+P"),
        Entry::new(t!(w, "palette-go-history"), Message::Show(Screen::History)).keys("Ctrl+H"),
        Entry::new(
            t!(w, "palette-go-practice"),
            Message::Show(Screen::Practice),
        )
        .keys("Ctrl+D"),
        Entry::new(t!(w, "palette-go-staff"), Message::Show(Screen::Staff)).keys("Ctrl+I"),
        Entry::new(t!(w, "palette-go-cage"), Message::Show(Screen::Cage)).keys("Ctrl+G"),
        Entry::new(t!(w, "palette-sign-out"), key(Shortcut::SignOut)).keys("Ctrl+Shift+L"),
        Entry::new(t!(w, "palette-print"), Message::Print).keys("Ctrl+Shift+P"),
        Entry::new(t!(w, "palette-open-folder"), Message::OpenFolder).keys("Ctrl+Shift+O"),
        Entry::new(t!(w, "palette-save-copy"), Message::SaveCopy),
        Entry::new(t!(w, "palette-go-meter"), key(Shortcut::Meters)).keys("Ctrl+M"),
        Entry::new(t!(w, "palette-new-round"), Message::New).keys("Ctrl+N"),
        Entry::new(t!(w, "palette-open-round"), Message::Open).keys("Ctrl+O"),
        Entry::new(t!(w, "palette-save-round"), Message::Save).keys("Ctrl+S"),
        Entry::new(t!(w, "palette-open-path"), Message::OpenPath),
        Entry::new(t!(w, "palette-save-path"), Message::SavePath),
        Entry::new(t!(w, "palette-path-field"), key(Shortcut::PathField)).keys("Ctrl+L"),
        Entry::new(t!(w, "palette-issue-slip"), Message::ExportSlip).keys("Ctrl+E"),
        Entry::new(t!(w, "palette-undo"), key(Shortcut::Undo)).keys("Ctrl+Z"),
        Entry::new(t!(w, "palette-redo"), key(Shortcut::Redo)).keys("Ctrl+Shift+Z"),
        Entry::new(t!(w, "palette-steps", state = steps), Message::ToggleSteps).keys("Ctrl+T"),
        Entry::new(t!(w, "palette-theme", theme = theme), Message::ToggleLook),
    ]
}

/// The scrolling entries (after the theme, where they always were).
fn more_actions(w: &Words, out: &mut Vec<Entry<Message>>) {
    out.push(
        Entry::new(t!(w, "palette-scroll-end"), Message::ScrollReading(true)).keys("Ctrl+End"),
    );
    out.push(
        Entry::new(t!(w, "palette-scroll-top"), Message::ScrollReading(false)).keys("Ctrl+Home"),
    );
}

/// The games (Ctrl+1 … Ctrl+9) and the example rounds. On the Practice screen "game"
/// is the practice's game; elsewhere it is the round's, and says so.
fn games_and_examples(w: &Words, screen: Screen, out: &mut Vec<Entry<Message>>) {
    // Ctrl+1 … Ctrl+9 pick the games in the registry's order (the keymap's).
    const GAME_KEYS: [&str; 9] = [
        "Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4", "Ctrl+5", "Ctrl+6", "Ctrl+7", "Ctrl+8", "Ctrl+9",
    ];
    if screen == Screen::Practice {
        use super::screen::practice::Message as P;
        for g in Game::ALL {
            let m = Message::Practice(P::GamePicked(g));
            out.push(Entry::new(
                t!(w, "palette-game-practice", game = titles::game(g, w)),
                m,
            ));
        }
    }
    for (i, g) in Game::ALL.into_iter().enumerate() {
        let m = Message::Settle(settle::Message::GameChanged(g));
        let entry = Entry::new(t!(w, "palette-game-round", game = titles::game(g, w)), m);
        out.push(match GAME_KEYS.get(i) {
            Some(keys) => entry.keys(keys),
            None => entry,
        });
    }
    for (i, e) in examples::ALL.iter().enumerate() {
        out.push(Entry::new(
            t!(w, "palette-open-example", example = e.title(w)),
            Message::Replace(Replace::Example(i)),
        ));
    }
}

/// The house-rules file, each house option's every value, each bet's paytables.
fn round_choices(w: &Words, settle: &Settle, out: &mut Vec<Entry<Message>>) {
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
        out.push(Entry::new(
            t!(w, "palette-house-rules", id = id.as_str()),
            m,
        ));
    }
    for &k in pitpay_core::keys_for(f.game) {
        let now = f.house_value(k);
        let (title, _) = pitpay_core::option_title(k, w);
        if k == HouseKey::RoundingUnit {
            let go = Message::Focus(Target::Id(format!("house-{k}").into()));
            out.push(Entry::new(
                t!(
                    w,
                    "palette-house-type",
                    option = title,
                    now = now.as_str(),
                    key = k.to_string()
                ),
                go,
            ));
            continue;
        }
        for v in pitpay_core::choices(f.game, k) {
            let phrase = pitpay_core::option_phrase(f.game, k, &v, w);
            let m = Message::Settle(settle::Message::HouseChanged(k, v.clone()));
            // The words a supervisor uses, then the round file's spelling, so either
            // can be typed to find it.
            let (key, value) = (k.to_string(), v.as_str());
            let title = if v == now {
                t!(
                    w,
                    "palette-house-now",
                    phrase = phrase.as_str(),
                    key = key,
                    value = value
                )
            } else {
                t!(
                    w,
                    "palette-house",
                    phrase = phrase.as_str(),
                    key = key,
                    value = value
                )
            };
            out.push(Entry::new(title, m));
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
            let in_use = Some(t.id.as_str()) == now;
            out.push(paytable_entry(catalog, bet, t, in_use, w));
        }
    }
}

/// A paytable to choose for a bet, named in the window's words; `now` for the one in use.
fn paytable_entry(
    catalog: &pitpay_core::Catalog,
    bet: Bet,
    t: &pitpay_core::Paytable,
    now: bool,
    w: &Words,
) -> Entry<Message> {
    let m = Message::Settle(settle::Message::PaytableChanged(bet, t.id.clone()));
    let bet = titles::bet(catalog, bet, w);
    let (name, id) = (t.names.or(w.language(), &t.name), t.id.as_str());
    let title = if now {
        t!(w, "palette-paytable-now", bet = bet, name = name, id = id)
    } else {
        t!(w, "palette-paytable", bet = bet, name = name, id = id)
    };
    Entry::new(title, m)
}

/// Add a seat; per seat: remove it, split a hand, drop the last hand, even money,
/// the card picker for each hand.
fn seats(w: &Words, settle: &Settle, out: &mut Vec<Entry<Message>>) {
    let f = &settle.form;
    let s = |m| Message::Settle(m);
    let community = spec(f.game).community();
    let add = if community {
        t!(w, "palette-add-terminal")
    } else {
        t!(w, "palette-add-seat")
    };
    out.push(Entry::new(add, key(Shortcut::AddSeat)).keys("Ctrl+Shift+A"));
    for (i, seat) in f.seats.iter().enumerate() {
        let n = seat.number.trim();
        if f.seats.len() > 1 {
            let remove = if community {
                t!(w, "palette-remove-terminal", seat = n)
            } else {
                t!(w, "palette-remove-seat", seat = n)
            };
            out.push(Entry::new(remove, s(settle::Message::RemoveSeat(i))));
        }
        if community {
            continue;
        }
        out.push(Entry::new(
            t!(w, "palette-split", seat = n),
            s(settle::Message::AddHand(i)),
        ));
        if seat.hands.len() > 1 {
            out.push(Entry::new(
                t!(w, "palette-remove-hand", seat = n),
                s(settle::Message::RemoveHand(i)),
            ));
        }
        if spec(f.game).marked_hands {
            let on = !seat.even_money;
            let title = if on {
                t!(w, "palette-even-money-take", seat = n)
            } else {
                t!(w, "palette-even-money-clear", seat = n)
            };
            out.push(Entry::new(
                title,
                s(settle::Message::EvenMoneyToggled(i, on)),
            ));
        }
        for h in 0..seat.hands.len() {
            let pick = settle::Message::Picker(Some(CardField::Hand(i, h)));
            out.push(Entry::new(
                t!(w, "palette-picker-hand", seat = n, hand = h + 1),
                s(pick),
            ));
        }
    }
    let dealer = settle::Message::Picker(Some(CardField::Dealer));
    out.push(Entry::new(t!(w, "palette-picker-dealer"), s(dealer)));
}

/// Reprint and void each slip on History's page, and turn its pages. Slips not on the
/// page are added as the palette finds them in the journal ([`slip_entries`]).
fn slips(w: &Words, history: &History, out: &mut Vec<Entry<Message>>) {
    use super::screen::history::Message as H;
    let (older, newer) = history.can_turn();
    if older {
        out.push(Entry::new(
            t!(w, "palette-history-older"),
            Message::History(H::Older),
        ));
    }
    if newer {
        out.push(Entry::new(
            t!(w, "palette-history-newer"),
            Message::History(H::Newer),
        ));
    }
    out.push(Entry::new(
        t!(w, "palette-history-report"),
        Message::History(H::ShiftReport),
    ));
    out.push(Entry::new(
        t!(w, "palette-history-export"),
        Message::History(H::ExportList),
    ));
    out.push(Entry::new(
        t!(w, "palette-history-backup"),
        Message::History(H::Backup),
    ));
    for e in history.slips() {
        out.extend(slip_entries(w, e));
    }
}

/// "Reprint slip N…" and (unless void) "Void slip N…" for a slip, in the window's words
/// and answering to the English too: each asks first, naming the slip, its table and
/// amount.
pub(crate) fn slip_entries(w: &Words, e: &pitpay_journal::Entry) -> Vec<Entry<Message>> {
    let shown = slip_entries_in(w, e);
    if w.language() == pitpay_language::english().language() {
        return shown;
    }
    also_english(shown, slip_entries_in(pitpay_language::english(), e))
}

fn slip_entries_in(w: &Words, e: &pitpay_journal::Entry) -> Vec<Entry<Message>> {
    let n = e.number;
    let (game, paid) = (e.game.to_string(), e.paid.to_string());
    let what = if e.table.is_empty() {
        t!(w, "palette-slip-no-table", game = game, paid = paid)
    } else {
        t!(
            w,
            "palette-slip-what",
            table = e.table.as_str(),
            game = game,
            paid = paid
        )
    };
    let mut out = vec![Entry::slip(
        t!(w, "palette-reprint-slip", number = n, what = what.as_str()),
        n,
        Message::ReprintSlip(Box::new(e.clone())),
    )];
    if e.state != pitpay_journal::SlipState::Void {
        out.push(Entry::slip(
            t!(w, "palette-void-slip", number = n, what = what.as_str()),
            n,
            Message::VoidSlip(Box::new(e.clone())),
        ));
    }
    out
}

/// Print each paytable's sign in each size.
fn signs(w: &Words, settle: &Settle, out: &mut Vec<Entry<Message>>) {
    for t in settle.catalog().paytables() {
        let (name, id) = (t.name.as_str(), t.id.as_str());
        for (size, label) in [
            (Size::Letter, t!(w, "palette-size-letter")),
            (Size::A4, t!(w, "palette-size-a4")),
            (Size::Tent, t!(w, "palette-size-tent")),
        ] {
            let m = Message::PrintSign(t.id.clone(), size);
            out.push(Entry::new(
                t!(w, "palette-print-sign", name = name, id = id, size = label),
                m,
            ));
        }
        // The Paytables screen's per-tier odds, by keyboard,
        // scrolled to; a main game has no tiers, its card its edge.
        let card = Message::ShowPaytable(t.id.clone(), true);
        if pitpay_core::analysis::main_game_of(t).is_none() {
            out.push(Entry::new(
                t!(w, "palette-tier-odds", name = name, id = id),
                card,
            ));
        } else {
            out.push(Entry::new(
                t!(w, "palette-paytable-card", name = name, id = id),
                Message::ShowPaytable(t.id.clone(), false),
            ));
        }
    }
    for d in 1..=8u8 {
        out.push(Entry::new(
            t!(w, "palette-decks", count = d),
            Message::Paytables(super::screen::paytables::Message::Decks(Some(d))),
        ));
    }
}

//! The Settle, History and Practice screens in other languages. Every string a person
//! reads on them comes from the Fluent files (locales/<tag>/settle-screen.ftl,
//! history.ftl, practice-screen.ftl): drawn in en-XA, the language crate's accented
//! pseudo-English, no plain English word of theirs is left, only data (names, ids,
//! amounts, card codes) and the texts other parts give them (the settlement's
//! statement, the practice crate's questions). And in zh-Hant and en-XA, whose words
//! run longer, their essential controls still fit a 1024×700 window.

use std::path::Path;
use std::sync::Arc;

use iced_test::Simulator;
use pitpay_language::{t, Language, Words};

use super::*;
use crate::gui::app::{Message, Screen};
use crate::gui::screen::{history, practice, settle};

/// The shipped words of a language.
fn words(tag: &str) -> Words {
    Words::shipped(Language::parse(tag).unwrap())
}

/// The app speaking `tag`, with the CJK face loaded beside the Latin one (as the window
/// loads it), so that Chinese is measured in its own glyphs.
fn speaking(mut a: App, tag: &str) -> App {
    iced_tiny_skia::graphics::text::font_system()
        .write()
        .unwrap()
        .load_font(crate::gui::CJK_FONT.into());
    a.words = Arc::new(words(tag));
    a
}

/// Every quoted string of a value's `Debug` form: the data a screen shows as it is
/// given (the round, the journal's entries, the practice question and its statement,
/// the catalog's names).
fn quoted(debug: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = debug.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => match chars.next() {
                    Some('n') => s.push('\n'),
                    Some(other) => s.push(other),
                    None => {}
                },
                c => s.push(c),
            }
        }
        out.push(s);
    }
    out
}

/// The texts a view draws (text widgets and buttons' labels).
fn drawn<M>(view: iced::Element<'_, M>) -> Vec<String> {
    let mut ui = Simulator::with_size(settle_screen::settings(), (1024.0, 700.0), view);
    settle_screen::texts(&mut ui)
}

/// The plain ASCII words of three letters or more left in `texts` once every data
/// string is taken out: in en-XA, each is a string left outside Fluent.
fn english_left(texts: &[String], data: &[String]) -> Vec<String> {
    let mut data: Vec<&str> = data
        .iter()
        .map(String::as_str)
        .filter(|d| d.chars().count() >= 3)
        .collect();
    data.sort_by_key(|d| std::cmp::Reverse(d.len()));
    let mut left = Vec::new();
    for text in texts {
        let mut rest = text.clone();
        for d in &data {
            if rest.contains(d) {
                rest = rest.replace(d, " ");
            }
        }
        for word in rest.split(|c: char| !c.is_alphabetic()) {
            // "UTC": a journal time that does not read as a local time, as written.
            if word.len() >= 3 && word.chars().all(|c| c.is_ascii_alphabetic()) && word != "UTC" {
                left.push(format!("{word} (in \"{text}\")"));
            }
        }
    }
    left
}

/// The side bets' English titles: a paytable file's own words, which the pseudo-language
/// reads as they are (it has no `[names]` of its own). The program's own bets, the games
/// and the practice drills, modes and levels are the window's words, so not here: in
/// en-XA they are accented, and any left plain was written outside Fluent.
fn names(catalog: &Catalog) -> Vec<String> {
    let mut out = Vec::new();
    for g in pitpay_core::Game::ALL {
        for party in [pitpay_core::Party::Player, pitpay_core::Party::Dealer] {
            out.extend(
                catalog
                    .bets(g, party)
                    .into_iter()
                    .filter(|b| b.side().is_some())
                    .map(|b| catalog.bet_title(b)),
            );
        }
    }
    out
}

/// The settle screen with a round of seven seats and every side bet (its wagers, the
/// settlement, chips, meters) and the dealer's card picker open; then a round that
/// cannot settle.
fn settle_texts(w: &Words) -> (Vec<String>, Vec<String>) {
    let mut a = app();
    let e = crate::gui::examples::ALL[3];
    a.settle.load(e.file, e.text).unwrap();
    let cx = settle::Context { tax_year: 2026 };
    let _ = a.settle.update(
        settle::Message::Picker(Some(settle::CardField::Dealer)),
        &cx,
    );
    let mut texts = drawn(a.settle.view(&cx, w));
    let mut data = quoted(&format!("{:?}", a.settle));
    if let Ok(s) = &a.settle.result {
        let st = pitpay_core::statement(s, a.settle.catalog().floor(), 2026, w);
        data.extend(quoted(&format!("{st:?}")));
        // A row's reason as the statement words it (the settlement's own text).
        data.extend(st.rows().map(|r| r.explanation()));
    }
    let _ = a.settle.update(
        settle::Message::CardsChanged(settle::CardField::Dealer, "1D".into()),
        &cx,
    );
    texts.extend(drawn(a.settle.view(&cx, w)));
    // The round's refusal (a card that is not one) is the window's words now, its field
    // named in them too: only what the file said (the card "1D") is data. Its English,
    // which the round's `Debug` quotes, is no data of the screen's.
    if let Err(e) = &a.settle.result {
        data.retain(|d| *d != e.message);
    }
    data.extend(names(a.settle.catalog()));
    data.push(settle::DECISIONS.to_string());
    data.extend(settle::HAND_ENDINGS.map(String::from));
    for key in pitpay_core::keys_for(a.settle.form.game) {
        data.push(pitpay_core::option_title(*key, pitpay_language::english()).0);
    }
    (texts, data)
}

/// The History screen with two slips, one of them voided.
fn history_texts(dir: &Path, w: &Words) -> (Vec<String>, Vec<String>) {
    let one = issue(dir, 0);
    let _ = issue(dir, 2);
    let mut a = app_in(dir);
    let mut win = Window::new(1024.0, 700.0);
    ctrl(&mut win, &mut a, "h");
    let void = history::Message::ReasonChanged(one, "wrong seat".into());
    win.send(&mut a, Message::History(void));
    win.send(&mut a, Message::History(history::Message::Void(one)));
    assert_eq!(a.history.slips().count(), 2);
    let cx = history::Context {
        data: Some(dir),
        session: None,
        enrolled: &[],
        words: &a.words,
    };
    let texts = drawn(a.history.view(&cx, w));
    let mut data = quoted(&format!("{:?}", a.history));
    data.extend(names(&Catalog::with_operator_dir(None)));
    data.push(history::SEARCH_EXAMPLES.to_string());
    (texts, data)
}

/// The Practice screen before a run, then on a run's first question.
fn practice_texts(w: &Words) -> (Vec<String>, Vec<String>) {
    let mut a = app();
    a.screen = Screen::Practice;
    let words = std::sync::Arc::new(Words::shipped(w.language().clone()));
    let cx = practice::Context {
        data: None,
        words: &words,
    };
    let mut texts = drawn(a.practice.view(&cx, w));
    let mut data = names(&Catalog::with_operator_dir(None));
    let mut win = Window::new(1024.0, 700.0);
    // Seeded runs, the same questions each time.
    for seed in ["7", "42", "1042"] {
        a.practice.seed = seed.to_string();
        win.send(&mut a, Message::Practice(practice::Message::Start));
        assert!(a.practice.session.is_some(), "a run started");
        texts.extend(drawn(a.practice.view(&cx, w)));
        data.extend(question_data(&a));
    }
    (texts, data)
}

/// What a practice question shows as the practice crate and the statement give it.
fn question_data(a: &App) -> Vec<String> {
    let mut data = quoted(&format!("{:?}", a.practice));
    // The question's own words, as the practice crate writes them.
    let current = a.practice.session.as_ref().and_then(|s| s.current.as_ref());
    if let Some(pitpay_practice::Question::PayIt(q)) = current.map(|(q, _)| q) {
        data.push(q.prompt(pitpay_language::english()));
        let st = &q.statement;
        for (seat, r) in st
            .seats
            .iter()
            .flat_map(|s| s.rows.iter().map(move |r| (s, r)))
        {
            let en = pitpay_language::english();
            data.push(pitpay_practice::stake_parts(
                seat,
                r,
                &|m| q.stake_text(m, en),
                en,
            ));
        }
    }
    data
}

/// en-XA shows none of these screens' English: each word they draw themselves went
/// through Fluent (a word left plain is a string outside it). The same check finds
/// English in `en`, so it can fail.
#[test]
fn in_pseudo_english_settle_history_and_practice_leave_no_english_word() {
    let (xa, en) = (words("en-XA"), words("en"));
    let dir = tempfile::tempdir().unwrap();
    let dir_en = tempfile::tempdir().unwrap();
    let screens = [
        ("settle", settle_texts(&xa), settle_texts(&en), "Wagers"),
        (
            "history",
            history_texts(dir.path(), &xa),
            history_texts(dir_en.path(), &en),
            "Refresh",
        ),
        ("practice", practice_texts(&xa), practice_texts(&en), "Seed"),
    ];
    for (name, (texts, data), (texts_en, data_en), word) in screens {
        let left = english_left(&texts, &data);
        assert!(left.is_empty(), "{name} in en-XA still shows: {left:#?}");
        let english = english_left(&texts_en, &data_en);
        assert!(
            english.iter().any(|w| w.starts_with(&format!("{word} "))),
            "{name} in en: the check finds its English ({word}): {english:#?}"
        );
    }
}

/// Bounds of the first text or input reading `label`, as the window shows it.
fn on_screen(w: &mut Window, a: &App, label: &str) -> iced::Rectangle {
    w.find(a, label)
        .and_then(|t| t.visible_bounds())
        .unwrap_or_else(|| panic!("{label} is on screen"))
}

/// At 1024×700 in zh-Hant and in en-XA (the longest) the form keeps its House rules
/// list whole, and Pick…, Add seat and Remove seat inside the window.
#[test]
fn the_settle_form_fits_1024_in_chinese_and_pseudo_english() {
    for tag in ["zh-Hant", "en-XA"] {
        let mut a = speaking(app(), tag);
        let e = crate::gui::examples::ALL[3];
        a.settle.load(e.file, e.text).unwrap();
        let w = Arc::clone(&a.words);
        let mut win = Window::new(1024.0, 700.0);
        let frame = win.frame(&a);
        let none = t!(w, "settle-no-house-rules");
        let list = frame
            .label(&none)
            .unwrap_or_else(|| panic!("{tag}: the House rules list is drawn"));
        assert!(list.width >= 150.0, "{tag}: {list:?}");
        assert!(list.x + list.width <= 1024.0, "{tag}: {list:?}");
        for label in [
            t!(w, "settle-pick"),
            t!(w, "settle-game"),
            t!(w, "settle-house-rules"),
        ] {
            let at = on_screen(&mut win, &a, &label);
            assert!(
                at.x >= 0.0 && at.x + at.width <= 1024.0,
                "{tag} {label}: {at:?}"
            );
        }
        // Further down the form, and the settlement's column heads (the net column
        // last): scrolled to, they are inside the window's width.
        for label in [
            t!(w, "settle-add-seat"),
            t!(w, "settle-remove-seat"),
            t!(w, "settle-column-paid"),
            t!(w, "settle-column-net"),
        ] {
            let at = win
                .find(&a, label.as_str())
                .map(|t| t.bounds())
                .unwrap_or_else(|| panic!("{tag}: {label} is in the form"));
            assert!(
                at.x >= 0.0 && at.x + at.width <= 1024.0,
                "{tag} {label}: {at:?}"
            );
        }
    }
}

/// At 1024×700 in zh-Hant and en-XA each slip shows its state, Reprint and Void wholly
/// inside the window, and its reason field too.
#[test]
fn history_fits_1024_in_chinese_and_pseudo_english() {
    for tag in ["zh-Hant", "en-XA"] {
        let dir = tempfile::tempdir().unwrap();
        let n = issue(dir.path(), 0);
        let mut a = speaking(app_in(dir.path()), tag);
        let w = Arc::clone(&a.words);
        let mut win = Window::new(1024.0, 700.0);
        ctrl(&mut win, &mut a, "h");
        assert_eq!(a.history.slips().count(), 1);
        for label in [
            t!(w, "history-reprint"),
            t!(w, "history-void"),
            t!(w, "history-state-issued"),
            t!(w, "history-refresh"),
            t!(w, "history-back-up"),
        ] {
            let at = on_screen(&mut win, &a, &label);
            assert!(
                at.x >= 0.0 && at.x + at.width <= 1024.0,
                "{tag} {label}: {at:?}"
            );
        }
        let reason = win
            .visible(&a, &history::History::reason_id(n))
            .expect("the reason field is on screen");
        assert!(reason.x + reason.width <= 1024.0, "{tag}: {reason:?}");
    }
}

/// At 1024×700 in zh-Hant and en-XA Practice shows Start, and on a question Check,
/// inside the window.
#[test]
fn practice_fits_1024_in_chinese_and_pseudo_english() {
    for tag in ["zh-Hant", "en-XA"] {
        let mut a = speaking(app(), tag);
        let w = Arc::clone(&a.words);
        let mut win = Window::new(1024.0, 700.0);
        ctrl(&mut win, &mut a, "d");
        assert_eq!(a.screen, Screen::Practice);
        let at = on_screen(&mut win, &a, &t!(w, "practice-start"));
        assert!(at.x + at.width <= 1024.0, "{tag}: {at:?}");
        win.send(&mut a, Message::Practice(practice::Message::Start));
        let check = win
            .find(&a, t!(w, "practice-check").as_str())
            .map(|t| t.bounds())
            .unwrap_or_else(|| panic!("{tag}: Check is drawn"));
        assert!(check.x + check.width <= 1024.0, "{tag}: {check:?}");
    }
}

/// What History's work says when done is in the window's words: a void in zh-Hant says
/// 作廢 (void, ../shared/GLOSSARY-zh.md) with the slip's number and the reason as typed.
#[test]
fn a_void_is_said_in_chinese_on_a_chinese_window() {
    let dir = tempfile::tempdir().unwrap();
    let n = issue(dir.path(), 0);
    let mut a = speaking(app_in(dir.path()), "zh-Hant");
    let mut win = Window::new(1024.0, 700.0);
    ctrl(&mut win, &mut a, "h");
    let reason = history::Message::ReasonChanged(n, "wrong seat".into());
    win.send(&mut a, Message::History(reason));
    win.send(&mut a, Message::History(history::Message::Void(n)));
    let want = format!("派彩單 {n} 已作廢：wrong seat");
    assert!(
        matches!(&a.status, Some(Ok(s)) if *s == want),
        "{:?}",
        a.status
    );
}

/// The titles of `pairs` (English, Chinese) drawn in English: each whose Chinese differs
/// and whose English is a text of its own among `texts`. A name the language keeps as
/// it is (a brand: Lucky 9, Lucky Break) cannot tell, and is passed over.
fn english_titles(texts: &[String], pairs: &[(String, String)]) -> Vec<String> {
    pairs
        .iter()
        .filter(|(en, zh)| en != zh && texts.iter().any(|t| t == en))
        .map(|(en, _)| en.clone())
        .collect()
}

/// The Chinese titles of `pairs` not drawn among `texts`.
fn not_drawn(texts: &[String], pairs: &[(String, String)]) -> Vec<String> {
    pairs
        .iter()
        .filter(|(_, zh)| !texts.iter().any(|t| t == zh))
        .map(|(_, zh)| zh.clone())
        .collect()
}

/// In zh-Hant the Settle form of a round with every side bet names each wager field and
/// paytable row by its Chinese name (a side bet's from its file's `[side_bet.names]`,
/// 主注 for the main wager) and its game 二十一點, never by the English title.
#[test]
fn in_chinese_the_settle_form_names_bets_and_games_in_chinese() {
    use crate::gui::titles;
    use pitpay_core::{Game, Party};
    let zh = words("zh-Hant");
    let size = iced::Size::new(1024.0, 2400.0);
    let mut a = app();
    let e = crate::gui::examples::ALL[3];
    a.settle.load(e.file, e.text).unwrap();
    let cx = settle::Context { tax_year: 2026 };
    let texts = super::languages::drawn_texts(a.settle.view(&cx, &zh), size);
    let catalog = a.settle.catalog();
    let mut pairs: Vec<(String, String)> = catalog
        .bets(Game::Blackjack, Party::Player)
        .into_iter()
        .map(|b| (catalog.bet_title(b), titles::bet(catalog, b, &zh)))
        .collect();
    assert!(
        pairs
            .iter()
            .any(|(en, zh)| en == "21+3 Progressive" && zh == "21+3 累積大獎"),
        "a side bet is named by its file: {pairs:?}"
    );
    pairs.push((Game::Blackjack.title().into(), "二十一點".into()));
    let english = english_titles(&texts, &pairs);
    assert!(english.is_empty(), "drawn in English: {english:?}");
    let missing = not_drawn(&texts, &pairs);
    assert!(missing.is_empty(), "not drawn: {missing:?} in {texts:#?}");
}

/// In zh-Hant the Practice screen's lists show each drill, game, mode and level by its
/// Chinese name; and the welcome panel lists the example rounds by their Chinese titles.
#[test]
fn in_chinese_practice_lists_and_examples_are_named_in_chinese() {
    use crate::gui::titles;
    use pitpay_core::Game;
    use pitpay_practice::{Drill, Level, Mode};
    let zh = Arc::new(words("zh-Hant"));
    let size = iced::Size::new(1024.0, 2400.0);
    let mut a = app();
    a.screen = Screen::Practice;
    let cx = practice::Context {
        data: None,
        words: &zh,
    };
    for i in 0..Mode::ALL.len() {
        let s = &mut a.practice.settings;
        s.drill = Drill::ALL[i % Drill::ALL.len()];
        s.game = Game::ALL[i % Game::ALL.len()];
        s.mode = Mode::ALL[i];
        s.level = Level::ALL[i % Level::ALL.len()];
        let s = a.practice.settings;
        let pairs = [
            (s.drill.title().to_string(), titles::drill(s.drill, &zh)),
            (s.game.title().to_string(), titles::game(s.game, &zh)),
            (s.mode.title().to_string(), titles::mode(s.mode, &zh)),
            (s.level.title().to_string(), titles::level(s.level, &zh)),
        ];
        let texts = super::languages::drawn_texts(a.practice.view(&cx, &zh), size);
        let english = english_titles(&texts, &pairs);
        assert!(english.is_empty(), "{s:?}: drawn in English: {english:?}");
        let missing = not_drawn(&texts, &pairs);
        assert!(
            missing.is_empty(),
            "{s:?}: not drawn: {missing:?} in {texts:#?}"
        );
    }

    let mut a = app();
    a.words = Arc::clone(&zh);
    let texts = super::languages::drawn_texts(a.view(), size);
    let pairs: Vec<(String, String)> = crate::gui::examples::ALL
        .iter()
        .map(|e| (e.title(pitpay_language::english()), e.title(&zh)))
        .collect();
    let english = english_titles(&texts, &pairs);
    assert!(english.is_empty(), "examples in English: {english:?}");
    let missing = not_drawn(&texts, &pairs);
    assert!(missing.is_empty(), "not drawn: {missing:?} in {texts:#?}");
}

/// A hand's tag beside its value (R3: a doubled hand; the seven-seat example doubles
/// seat 5's 8-3) is said in the window's language: 加倍 in Chinese, never "doubled".
#[test]
fn a_hands_tag_is_said_in_the_windows_language() {
    let (texts, _) = settle_texts(&words("zh-Hant"));
    let hand = texts
        .iter()
        .find(|t| t.contains("8-3-10") && t.contains(" · "));
    let hand = hand.expect("the doubled hand's row is drawn");
    assert!(hand.ends_with("· 加倍"), "{hand}");
    assert!(texts.iter().all(|t| !t.contains("doubled")), "{texts:#?}");
}

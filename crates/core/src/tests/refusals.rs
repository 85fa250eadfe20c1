//! A round refused while it is typed, in the reader's language: the catalogue of
//! mistakes a supervisor makes (a card that is not one, an amount, a missing seat, a
//! decision that does not apply …) said in Traditional Chinese and in the pseudo-language
//! `en-XA`, each from the round reader or from a game's rules while settling. The words
//! are the reader's (locales/<tag>/round.ftl, values.ftl; GLOSSARY-zh.md's 莊家 dealer,
//! 副牌 deck, 座位 seat), the place is the file's own: the same file, line and field in
//! every language, and the English, which JSON carries, as it was.

use pitpay_language::{Language, Words};

use crate::catalog::Catalog;
use crate::error::FileError;
use crate::round::Round;

/// The contract's Lucky 9 round (ROUND-FILE.md "Round file").
const LUCKY9: &str = "game = \"lucky9\"\ndecks = 8\ntable = \"L9-4\"\n\n[cards]\ndealer = \"KC 4H 3D\"\n\n[[seat]]\nseat = 1\nhands = [\"AS 8D\"]\n[seat.wagers]\nmain = \"25\"\nbonus9 = \"5\"\n";

/// Two Stadium terminals on one layout (tests/rounds/stadium-two-terminals.toml).
const STADIUM: &str = "game = \"stadium-blackjack\"\ndecks = 6\n[cards]\nplayer = \"8S 8D\"\ndealer = \"6H\"\ncommunity = \"3C 5S 9D KH 4S 2D 7C\"\n[[seat]]\nseat = 14\ndecisions = \"split hit stand stand\"\n[seat.wagers]\nmain = \"10\"\n[[seat]]\nseat = 15\ndecisions = \"stand\"\n[seat.wagers]\nmain = \"10\"\n";

/// One mistake: the round with `from` replaced by `to`, where it is refused, its
/// English, a word its Traditional Chinese must hold, and what the file said (kept as
/// written in every language).
struct Case {
    round: &'static str,
    from: &'static str,
    to: &'static str,
    line: usize,
    field: &'static str,
    english: &'static str,
    chinese: &'static str,
    data: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        round: LUCKY9,
        from: "KC 4H 3D",
        to: "KC 4H 1D",
        line: 6,
        field: "cards.dealer",
        english: "card 3 \"1D\" is not a card: the rank should be A, 2-10, T, J, Q or K",
        chinese: "不是紙牌",
        data: &["1D", "10"],
    },
    Case {
        round: LUCKY9,
        from: "main = \"25\"",
        to: "main = \"2.505\"",
        line: 12,
        field: "seat 1 wagers.main",
        english: "\"2.505\" has more than two decimals",
        chinese: "兩位小數",
        data: &["2.505"],
    },
    Case {
        round: LUCKY9,
        from: "[[seat]]\nseat = 1\nhands = [\"AS 8D\"]\n[seat.wagers]\nmain = \"25\"\nbonus9 = \"5\"\n",
        to: "",
        line: 1,
        field: "seat",
        english: "the round has no [[seat]]",
        chinese: "沒有",
        data: &["[[seat]]"],
    },
    Case {
        round: LUCKY9,
        from: "decks = 8",
        to: "decks = 9",
        line: 2,
        field: "decks",
        english: "R1.2: 9 is not a deck count for Lucky 9 (1 to 8)",
        chinese: "副牌數",
        data: &[],
    },
    Case {
        round: LUCKY9,
        from: "decks = 8",
        to: "decks = \"x\"",
        line: 2,
        field: "decks",
        english: "expected a whole number, found the text \"x\"",
        chinese: "整數",
        data: &["\"x\""],
    },
    Case {
        round: LUCKY9,
        from: "seat = 1",
        to: "seat = 0",
        line: 9,
        field: "seat",
        english: "0 is not a seat number (1 or more)",
        chinese: "座位號碼",
        data: &[],
    },
    Case {
        round: LUCKY9,
        from: "game = \"lucky9\"",
        to: "game = \"poker\"",
        line: 1,
        field: "game",
        english: "\"poker\" is not a game (one of lucky9, blackjack, stadium-blackjack)",
        chinese: "不是遊戲",
        data: &["poker", "lucky9", "stadium-blackjack", "blackjack"],
    },
    Case {
        round: LUCKY9,
        from: "hands = [\"AS 8D\"]\n",
        to: "",
        line: 8,
        field: "seat 1 hands",
        english: "the seat's hands are missing",
        chinese: "缺少",
        data: &[],
    },
    // The game's rules, while settling: a Lucky 9 dealer who drew on 5 (R2.2).
    Case {
        round: LUCKY9,
        from: "KC 4H 3D",
        to: "KC 5H 3D",
        line: 6,
        field: "cards.dealer",
        english: "R2.2: the dealer drew on 5; the dealer stands on 5-9",
        chinese: "莊家",
        data: &[],
    },
    // A Stadium decision that does not apply: a hit after the hand has stood (R7.2).
    Case {
        round: STADIUM,
        from: "decisions = \"stand\"",
        to: "decisions = \"stand hit\"",
        line: 14,
        field: "seat 15 decisions",
        english: "decision 2 \"hit\": R7.2: left over after every hand has finished",
        chinese: "第 2 個決定",
        data: &["hit"],
    },
];

/// The round's refusal: by its reader, or by the game's rules when it settles.
fn refused(case: &Case) -> FileError {
    let text = case.round.replacen(case.from, case.to, 1);
    assert_ne!(text, case.round, "{} is in the round", case.from);
    match Round::parse("round.toml", &text, &Catalog::shipped()) {
        Err(e) => e,
        Ok(round) => match crate::settle::settle(&round) {
            Err(play) => round.locate(play),
            Ok(_) => panic!("settled, but should be refused:\n{text}"),
        },
    }
}

fn words(tag: &str) -> Words {
    Words::shipped(Language::parse(tag).unwrap_or_default())
}

/// The games and bets a Chinese floor names in English, as their signs print them
/// (GLOSSARY-zh.md: brands stay in English).
const BRANDS: [&str; 3] = ["Lucky 9", "Stadium Blackjack", "Lucky Break"];

/// The ASCII words of three letters or more left in `text` once `data` and rule numbers
/// are taken out: English a translation failed to say.
fn english_in(text: &str, data: &[&str]) -> Vec<String> {
    let mut rest = text.to_string();
    for d in data {
        rest = rest.replace(d, " ");
    }
    rest.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_mistake_is_said_in_traditional_chinese_at_the_same_place() {
    let zh = words("zh-Hant");
    for case in CASES {
        let e = refused(case);
        assert_eq!(
            (e.line, e.field.as_str(), e.message.as_str()),
            (Some(case.line), case.field, case.english),
            "{e}"
        );
        let chinese = e.message_in(&zh);
        assert!(chinese.contains(case.chinese), "{chinese}");
        let spared: Vec<&str> = case.data.iter().chain(&BRANDS).copied().collect();
        let left = english_in(&chinese, &spared);
        assert!(left.is_empty(), "{chinese}: English left: {left:?}");
        // The place is the file's: its name, line and key, whatever the language.
        let place = format!("round.toml:{}: {}: ", case.line, case.field);
        assert_eq!(e.in_words(&zh), format!("{place}{chinese}"));
        assert_eq!(e.to_string(), format!("{place}{}", case.english));
    }
}

#[test]
fn every_mistake_is_said_in_the_pseudo_language_with_what_the_file_said_as_written() {
    let xa = words("en-XA");
    for case in CASES {
        let e = refused(case);
        let pseudo = e.message_in(&xa);
        assert_ne!(pseudo, case.english);
        let left = english_in(&pseudo, case.data);
        assert!(left.is_empty(), "{pseudo}: English left: {left:?}");
        for d in case.data.iter().filter(|d| case.english.contains(*d)) {
            assert!(pseudo.contains(d), "{pseudo} lost {d}");
        }
        assert_eq!((e.line, e.field.as_str()), (Some(case.line), case.field));
    }
}

/// A value typed on its own (a card, an amount, odds, a suit) is refused in the same
/// words a file's reader uses, in the reader's language.
#[test]
fn a_value_typed_on_its_own_is_said_in_simplified_chinese() {
    use pitpay_language::Sentence;
    let zh = words("zh-Hans");
    let card = crate::card::parse_cards("AS 1D").unwrap_err();
    assert_eq!(
        Sentence::from(&card).in_words(&zh),
        "第 2 张牌“1D”不是纸牌：点数应为 A、2-10、T、J、Q 或 K"
    );
    let amount = crate::money::Money::parse("-5").unwrap_err();
    assert_eq!(
        Sentence::from(&amount).in_words(&zh),
        "“-5”是负数；金额必须大于 0"
    );
    let odds = "3:2".parse::<crate::money::Odds>().unwrap_err();
    assert!(Sentence::from(&odds).in_words(&zh).contains("不是赔率"));
    assert_eq!(
        odds.to_string(),
        "\"3:2\" is not odds (write \"3 to 2\" or \"25 for 1\")"
    );
}

/// A fault in the file's syntax (a table header left open) is said by the TOML reader,
/// in its own English words, which JSON carries as they are; a translation says around
/// them that the syntax is at fault, at the same place.
#[test]
fn a_syntax_fault_keeps_the_readers_words_inside_the_translation() {
    let text = LUCKY9.replacen("[cards]", "[cards", 1);
    let e = Round::parse("round.toml", &text, &Catalog::shipped()).unwrap_err();
    let reader = toml::from_str::<toml::Table>(&text).unwrap_err();
    assert_eq!(e.message, reader.message().trim());
    assert_eq!(e.line, Some(5), "{e}");
    let chinese = e.message_in(&words("zh-Hant"));
    assert!(chinese.starts_with("TOML 語法錯誤"), "{chinese}");
    assert!(chinese.contains(reader.message().trim()), "{chinese}");
    let simplified = e.message_in(&words("zh-Hans"));
    assert!(simplified.starts_with("TOML 语法错误"), "{simplified}");
}

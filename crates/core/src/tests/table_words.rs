//! What a data file's own parts refuse with, nested in the file's refusal so that the
//! whole refusal is in one language: a tier's `when` condition (RULES.md R4.1), a label
//! over its limit or a language tag no one speaks in `[names]`; and an analysis refused
//! (a deck count the paytable is not dealt from, R1.2; a meter below the reseed, R4.3).
//! The English (what JSON carries) is pinned as it was; Traditional Chinese states the
//! same figures and names and none of the sentence's English words.

use pitpay_language::{english, Language, Sentence, Words};

use crate::analysis::{self, Setup};
use crate::bet::Game;
use crate::catalog::Catalog;
use crate::error::FileError;
use crate::house::HouseOptions;
use crate::money::Money;
use crate::paytable::{load_file, TableFile};

/// A one-tier Lucky 9 Bonus paytable (as the paytable reader's own tests write it).
const PAYTABLE: &str = "id = \"test-bonus\"\nname = \"Test Bonus\"\ngame = \"lucky9\"\nbet = \"bonus9\"\nkind = \"pattern\"\nversion = \"1\"\neffective = \"2026-11-01\"\ndecks = [8, 6]\nmin = \"1\"\nmax = \"1,000\"\nconvention = \"to\"\nverified = true\ncards = \"first-two+up\"\n\n[[tier]]\nname = \"Any Total 9\"\nwhen = [\"total 9\"]\nodds = \"5 to 1\"\n";

fn words(tag: &str) -> Words {
    Words::shipped(Language::parse(tag).unwrap())
}

fn refused(old: &str, new: &str) -> FileError {
    assert!(PAYTABLE.contains(old), "{old}");
    match load_file("bad.toml", &PAYTABLE.replacen(old, new, 1)) {
        Ok(_) => panic!("{new}: read, but should be refused"),
        Err(e) => e,
    }
}

/// In English exactly `english_words`; in zh-Hant every one of `kept` (figures, names,
/// what the file said) and none of `english_only`; in zh-Hans and en-XA words of their
/// own.
#[track_caller]
fn said(s: &Sentence, english_words: &str, kept: &[&str], english_only: &[&str]) {
    assert_eq!(s.in_words(english()), english_words);
    let hant = s.in_words(&words("zh-Hant"));
    for k in kept {
        assert!(hant.contains(k), "zh-Hant keeps {k}: {hant}");
    }
    for e in english_only {
        assert!(!hant.contains(e), "zh-Hant says {e:?}: {hant}");
    }
    for tag in ["zh-Hans", "en-XA"] {
        assert_ne!(s.in_words(&words(tag)), english_words, "{tag}");
    }
}

/// A file's refusal: its place as the file wrote it, its words nested whole.
#[track_caller]
fn file_said(e: &FileError, field: &str, english_words: &str, kept: &[&str], en: &[&str]) {
    assert_eq!(e.field, field);
    assert_eq!(e.message, english_words);
    said(&e.sentence, english_words, kept, en);
    let hant = e.in_words(&words("zh-Hant"));
    assert!(hant.starts_with(&format!("bad.toml:{}: {field}: ", e.line.unwrap_or(0))));
}

/// R4.1: a tier's condition that is not one of the vocabulary's, or out of its range, or
/// reading other cards than the tier's.
#[test]
fn r4_1_a_tiers_condition_is_refused_in_one_language() {
    let e = refused("when = [\"total 9\"]", "when = [\"total 10\"]");
    file_said(
        &e,
        "tier[1].when",
        "\"total 10\": a baccarat total is 0 to 9, written \"total 9\"",
        &["total 10", "0 至 9", "total 9", "百家樂"],
        &["baccarat", "written", " is "],
    );
    let e = refused("when = [\"total 9\"]", "when = [\"suited-pair\"]");
    file_said(
        &e,
        "tier[1].when",
        &format!(
            "\"suited-pair\" is not a card condition ({})",
            "suited, pair, straight, flush, three-of-a-kind, straight-flush, \
             suited-three-of-a-kind, mini-royal, declared-suit, red, black, same-colour, \
             ranks …, top-rank …, cards …, total N, blackjack-total N, soft N, hard N, \
             points N-M, up-card-matches N, up-card-matches-suited N, dealer-blackjack, \
             dealer-busts, dealer-cards N, dealer-cards N+, dealer-total N, any … | …, not …"
        ),
        &["suited-pair", "紙牌條件", "dealer-total N"],
        &["is not a card condition"],
    );
    let e = refused("when = [\"total 9\"]", "when = [\"cards QH 1S\"]");
    file_said(
        &e,
        "tier[1].when",
        "\"1S\" in \"cards QH 1S\" is not a card (card 1 \"1S\" is not a card: the rank \
         should be A, 2-10, T, J, Q or K)",
        &["1S", "cards QH 1S", "A、2-10、T、J、Q 或 K"],
        &["is not a card", "rank should"],
    );
    let e = refused("when = [\"total 9\"]", "when = [\"dealer-busts\"]");
    file_said(
        &e,
        "tier[1].when",
        "\"dealer-busts\" reads the dealer's final hand: a tier using it says cards = \
         \"dealer-final\" and asks nothing of the player's cards (this tier reads the \
         player's first two cards and the dealer's up card)",
        &["dealer-busts", "dealer-final", "莊家最終牌", "明牌"],
        &["reads the", "player's", "this tier"],
    );
}

/// A name over 100 characters and an id over 40: the key's words, then the label's, in
/// one language.
#[test]
fn a_label_over_its_limit_is_refused_in_one_language() {
    let long = "N".repeat(101);
    let e = refused("name = \"Test Bonus\"", &format!("name = \"{long}\""));
    file_said(
        &e,
        "name",
        "the name is 101 characters long; a name may be at most 100",
        &["名稱", "101", "100"],
        &["the name", "characters", "at most"],
    );
    let id = "x".repeat(41);
    let e = refused("id = \"test-bonus\"", &format!("id = \"{id}\""));
    file_said(
        &e,
        "id",
        "the id is 41 characters long; an ID may be at most 40",
        &["ID", "41", "40"],
        &["the id", "characters", "at most"],
    );
}

/// `[names]` with a tag Pitpay does not speak: the language crate's words, nested.
#[test]
fn a_names_tag_no_one_speaks_is_refused_in_one_language() {
    let e = refused(
        "cards = \"first-two+up\"\n",
        "cards = \"first-two+up\"\n\n[names]\nxx = \"某某\"\n",
    );
    let english_words = Language::parse("xx").unwrap_err().to_string();
    assert!(english_words.starts_with("\"xx\" is not a language Pitpay speaks; it speaks en, "));
    file_said(
        &e,
        "names.xx",
        &english_words,
        &["xx", "zh-Hant", "en-XA", "Pitpay"],
        &["is not a language", "speaks", "pseudo-English"],
    );
}

/// R1.2: a deck count the paytable is not dealt from; R4.3: a meter below the reseed.
#[test]
fn an_analysis_refused_is_said_in_one_language() {
    let Ok(TableFile::Paytable(table)) = load_file("ok.toml", PAYTABLE) else {
        panic!("the paytable reads");
    };
    let house = HouseOptions::defaults(Game::Lucky9);
    let e = analysis::analyze(&table, &Setup::new(5, house)).unwrap_err();
    said(
        &Sentence::from(&e),
        "test-bonus is dealt from 6 or 8 decks, not 5 (R1.2)",
        &["test-bonus", "6 或 8", "5", "R1.2"],
        &["decks", "dealt", " or "],
    );
    assert_eq!(e.to_string(), Sentence::from(&e).to_string());

    let catalog = Catalog::with_operator_dir(None);
    let progressive = catalog.paytable("21plus3-progressive-1").unwrap();
    let mut setup = Setup::new(6, HouseOptions::defaults(Game::Blackjack));
    setup.meter = Some(Money::from_cents(150_000));
    let e = analysis::analyze(progressive, &setup).unwrap_err();
    said(
        &Sentence::from(&e),
        "the meter $1,500.00 is below 21plus3-progressive-1's reseed $2,000.00 (R4.3)",
        &[
            "$1,500.00",
            "$2,000.00",
            "21plus3-progressive-1",
            "重設底金",
            "R4.3",
        ],
        &["meter", "below", "reseed"],
    );
}

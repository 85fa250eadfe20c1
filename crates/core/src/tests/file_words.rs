//! A paytable, house-rules, rack or jurisdiction file written wrongly is refused in the
//! reader's language: each refusal of a catalogue of bad files is said in Traditional
//! and Simplified Chinese and in the en-XA pseudo-language, while the file, line and
//! field stay as the file wrote them and the English (what JSON carries) is unchanged.

use pitpay_language::{english, Language, Sentence, Words};

use crate::catalog::{Catalog, FolderError};
use crate::error::FileError;
use crate::files::{read_limited, Input};
use crate::floor::{FloorCatalog, Jurisdiction, Rack, SHIPPED_JURISDICTIONS};
use crate::money::Currency;
use crate::paytable::load_file;

use super::floor::rack_text;

/// A one-tier Lucky 9 Bonus paytable (as the paytable reader's own tests write it).
const PAYTABLE: &str = "id = \"test-bonus\"\nname = \"Test Bonus\"\ngame = \"lucky9\"\nbet = \"bonus9\"\nkind = \"pattern\"\nversion = \"1\"\neffective = \"2026-11-01\"\ndecks = [8, 6]\nmin = \"1\"\nmax = \"1,000\"\nconvention = \"to\"\nverified = true\ncards = \"first-two+up\"\n\n[[tier]]\nname = \"Any Total 9\"\nwhen = [\"total 9\"]\nodds = \"5 to 1\"\n";

/// A Lucky 9 house-rules file (as the engine's rule tests write it).
const HOUSE_RULES: &str = "id = \"l9-equal\"\nname = \"Equal totals tie\"\ngame = \"lucky9\"\n\n[house]\ntie_wins = \"equal-totals\"\n";

fn words(tag: &str) -> Words {
    Words::shipped(Language::parse(tag).unwrap())
}

fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// `base` with `old` (its first occurrence) replaced by `new`.
fn edited(base: &str, old: &str, new: &str) -> String {
    assert!(base.contains(old), "{old} is not in the file");
    base.replacen(old, new, 1)
}

/// The refusal of a paytable or house-rules file.
fn table_error(text: &str) -> FileError {
    match load_file("bad.toml", text) {
        Ok(_) => panic!("read, but should be refused:\n{text}"),
        Err(e) => e,
    }
}

/// Says `english` in English, and in every other language a message of its own
/// (Chinese characters in Chinese, the bracketed pseudo-English in en-XA), with the
/// file, line and field as the file wrote them.
#[track_caller]
fn said(e: &FileError, english_words: &str) {
    assert_eq!(e.message, english_words, "{e}");
    assert_eq!(e.in_words(english()), e.to_string());
    let place = e.to_string();
    let place = place.strip_suffix(english_words).unwrap();
    for tag in ["zh-Hant", "zh-Hans", "en-XA"] {
        let w = words(tag);
        let message = e.message_in(&w);
        assert_ne!(message, english_words, "{tag}: not translated");
        if tag == "en-XA" {
            assert!(message.contains('['), "{tag}: {message}");
        } else {
            assert!(has_chinese(&message), "{tag}: {message}");
        }
        assert_eq!(e.in_words(&w), format!("{place}{message}"), "{tag}");
    }
}

/// Says `english` in English and a message of its own in each other language.
#[track_caller]
fn sentence_said(s: &Sentence, english_words: &str) {
    assert_eq!(s.to_string(), english_words);
    for tag in ["zh-Hant", "zh-Hans", "en-XA"] {
        let text = s.in_words(&words(tag));
        assert_ne!(text, english_words, "{tag}: not translated");
        assert!(has_chinese(&text) || text.contains('['), "{tag}: {text}");
    }
}

#[test]
fn bad_paytables_are_refused_in_the_readers_language() {
    let cases = [
        (
            ("decks = [8, 6]", "decks = [9]"),
            8,
            "decks",
            "9 is not a deck count (1 to 8)",
        ),
        (
            ("max = \"1,000\"", "max = \"0.50\""),
            10,
            "max",
            "max 0.50 is below min 1.00",
        ),
        (
            ("kind = \"pattern\"", "kind = \"main\""),
            5,
            "kind",
            "the bet \"bonus9\" needs kind = \"pattern\", not \"main\"",
        ),
        (
            ("odds = \"5 to 1\"", "odds = \"5 for 1\""),
            18,
            "tier[1].odds",
            "\"5 for 1\" is in the \"for\" convention but the paytable is a \"to\" table (R1.4)",
        ),
        (
            ("when = [\"total 9\"]", "when = []"),
            17,
            "tier[1].when",
            "a tier needs at least one condition",
        ),
        (
            ("odds = \"5 to 1\"", "meter = \"10%\""),
            18,
            "tier[1].meter",
            "a percent-of-meter tier needs the paytable's reseed (R4.3)",
        ),
        (
            ("id = \"test-bonus\"", "id = \"test bonus\""),
            1,
            "id",
            "an id is one word, e.g. \"lucky9-bonus\"",
        ),
    ];
    for ((old, new), line, field, english_words) in cases {
        let e = table_error(&edited(PAYTABLE, old, new));
        assert_eq!(
            (e.file.as_str(), e.line, e.field.as_str()),
            ("bad.toml", Some(line), field)
        );
        said(&e, english_words);
    }
}

#[test]
fn a_bad_house_rules_file_is_refused_in_the_readers_language() {
    let text = format!("{HOUSE_RULES}\n[paytables]\nlucky-break = \"lucky-break-1\"\n");
    let e = table_error(&text);
    assert_eq!(
        (e.line, e.field.as_str()),
        (Some(9), "paytables.lucky-break")
    );
    said(&e, "Lucky 9 does not offer \"lucky-break\"");
    let chinese = e.message_in(&words("zh-Hant"));
    assert!(
        chinese.contains("lucky-break"),
        "the bet as written: {chinese}"
    );
}

#[test]
fn bad_racks_are_refused_in_the_readers_language() {
    let base = rack_text("USD", &["1", "5", "25"]);
    let cases = [
        (
            ("value = \"25\"", "value = \"5.00\""),
            "chip[3].value",
            "$5.00 is already chip[2]",
        ),
        (
            ("display = \"#808080\"", "display = \"grey\""),
            "chip[1].display",
            "\"grey\" is not a colour: write it as # and six hex digits, e.g. \"#2E7D32\"",
        ),
        (
            ("name = \"Test rack\"", "name = \" \""),
            "name",
            "a rack needs a name",
        ),
        (
            ("value = \"25\"", "value = \"£25\""),
            "chip[3].value",
            "\"£25\" is in GBP but the rack is in USD",
        ),
    ];
    for ((old, new), field, english_words) in cases {
        let text = edited(&base, old, new);
        let e = Rack::load("my-rack.toml", &text).unwrap_err();
        let line = crate::error::line_of(&text, text.find(new).unwrap());
        assert_eq!(
            (e.file.as_str(), e.line, e.field.as_str()),
            ("my-rack.toml", Some(line), field)
        );
        said(&e, english_words);
    }
}

#[test]
fn bad_jurisdictions_are_refused_in_the_readers_language() {
    let base = SHIPPED_JURISDICTIONS[0].1;
    let cases = [
        (
            ("from = 2026", "from = 2025"),
            "year[2].from",
            "2025 to 2026 overlaps year[1] (2018 to 2025)",
        ),
        (
            ("to = 2025", "to = 2017"),
            "year[1].to",
            "2017 is before from = 2018",
        ),
        (
            ("rate = \"24%\"", "rate = \"24\""),
            "year[1].rate",
            "\"24\" is not a rate such as \"24%\" (1% to 100%)",
        ),
    ];
    for ((old, new), field, english_words) in cases {
        let text = edited(base, old, new);
        let e = Jurisdiction::load("my-place.toml", &text).unwrap_err();
        let line = crate::error::line_of(&text, text.find(new).unwrap());
        assert_eq!((e.line, e.field.as_str()), (Some(line), field));
        said(&e, english_words);
    }
}

#[test]
fn a_missing_rack_a_folder_and_a_file_too_large_are_said_in_the_readers_language() {
    let floor = FloorCatalog::with_operator_dir(None);
    let e = floor
        .rack_for(Some("gb-standard"), Currency::USD)
        .unwrap_err();
    sentence_said(
        &e.into(),
        "the rack \"gb-standard\" is in GBP but the round is in USD",
    );
    let e = floor.rack_for(Some("nope"), Currency::USD).unwrap_err();
    sentence_said(&(&e).into(), &e.to_string());
    assert!(
        e.to_string()
            .starts_with("there is no rack \"nope\" (racks: "),
        "{e}"
    );

    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere");
    let e = Catalog::for_command(Some(&missing), None).unwrap_err();
    let name = missing.display().to_string();
    assert_eq!(e, FolderError::Missing(name.clone()));
    sentence_said(
        &e.into(),
        &format!("{name}: the paytable folder does not exist"),
    );

    let big = dir.path().join("big.toml");
    std::fs::write(&big, vec![b'#'; 2048]).unwrap();
    let e = read_limited(&big, Input::Paytable, 1 << 10).unwrap_err();
    let e = FileError::whole("big.toml", e);
    said(
        &e,
        "is 2048 bytes, over the 1 KiB limit for a paytable or house-rules file",
    );
}

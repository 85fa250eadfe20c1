//! The slip in the property's language: a Chinese slip says the glossary's words, the
//! pseudo-language shows no English word the slip writes itself, and the signed record
//! has no language (a slip issued in one language verifies on an English podium and
//! reprints in any other with the same amounts and number).
//!
//! The Chinese terms are those of `GLOSSARY-zh.md` (the shared glossary of Pitpay's
//! translations): 派彩單 payout slip, 賭枱主任 pit supervisor, 荷官 dealer, 客人
//! patron, 見證人 witness, 簽名 signature, 賬房 cage, 經理 manager, 出納員 cashier,
//! 累積獎金 a progressive's meter, 重印 reprint, 作廢 void.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

use pitpay_core::Catalog;
use pitpay_language::{Language, Words};

use super::record::EmbeddedFloor;
use crate::layout_tests::{assert_printable, lines, read};
use crate::slip::{Options, Patron, SignOff, Witness};

/// A meter award (seat 1's three aces of the declared suit on the 21+3 progressive):
/// the cage pays it, and it needs the patron, a witness, a verifier and a manager.
const AWARD: &str = r#"game = "blackjack"
decks = 6
[cards]
dealer = "AS 6H"
[progressive]
meter = "25,000"
declared_suit = "S"
[[seat]]
seat = 1
hands = ["AS AS"]
[seat.wagers]
main = "10"
"21+3-progressive" = "1"
"#;

fn who() -> SignOff {
    SignOff {
        property: "Pier".into(),
        supervisor: "Ana Reyes".into(),
        supervisor_id: "S-77".into(),
        patron: Patron {
            name: "Jo Smith".into(),
            id_type: "Passport".into(),
            id_last4: "4321".into(),
        },
        witness: Witness {
            name: "Sam Lee".into(),
            id: "E-12".into(),
        },
        ..SignOff::default()
    }
}

fn words(tag: &str) -> Option<Arc<Words>> {
    Some(Arc::new(Words::shipped(Language::parse(tag).unwrap())))
}

/// Issues the award's slip in `tag` (none: the default) into `out`; its number.
fn issue(data: &Path, out: &Path, tag: Option<&str>) -> i64 {
    let options = Options {
        again: true,
        force: true,
        words: tag.and_then(words),
        ..Default::default()
    };
    let catalog = Catalog::with_operator_dir(None);
    crate::slip::issue(
        "round.toml",
        AWARD,
        &catalog,
        &who(),
        Some(out),
        data,
        &options,
    )
    .unwrap()
    .number
}

/// Prints slip `number` again into `out` (over the last copy) in `tag`.
fn reprint(data: &Path, number: i64, out: &Path, tag: Option<&str>) -> Vec<u8> {
    let options = Options {
        force: true,
        words: tag.and_then(words),
        ..Default::default()
    };
    crate::slip::reprint(number, Some(out), data, &options).unwrap();
    std::fs::read(out).unwrap()
}

/// Every page's lines, top down.
fn text(bytes: &[u8]) -> Vec<String> {
    let r = read(bytes);
    let pages = r.runs.iter().map(|run| run.page).max().unwrap_or(0);
    (1..=pages).flat_map(|p| lines(&r, p)).collect()
}

/// The amounts a slip prints ("$25,000.00"), in order.
/// Every amount a copy prints, in order of size: a language may put them in another
/// order on a line (its word order) or run two table cells together, never change one.
fn amounts(text: &[String]) -> Vec<String> {
    let joined = text.join(" ").replace('$', " $");
    let mut all: Vec<String> = joined
        .split(|c: char| !(c.is_ascii_digit() || c == '$' || c == ',' || c == '.'))
        .filter(|w| w.starts_with('$'))
        .map(|w| w.trim_end_matches(['.', ',']).to_string())
        .collect();
    all.sort();
    all
}

#[test]
fn a_traditional_chinese_slip_says_the_glossarys_words_and_no_english_label() {
    let data = tempfile::tempdir().unwrap();
    let d = data.path();
    let out = d.join("slip.pdf");
    let number = issue(d, &out, Some("zh-Hant"));
    let bytes = std::fs::read(&out).unwrap();
    assert_printable("zh-Hant slip", &read(&bytes));
    let all = text(&bytes).join("\n");
    for term in [
        "派彩單 編號 000001",
        "請到賬房派彩",
        "賭枱主任：Ana Reyes（員工編號 S-77）",
        "荷官：",
        "客人：Jo Smith（Passport 末四位 4321）",
        "見證人：Sam Lee（員工編號 E-12）",
        "經理：",
        "出納員：",
        "簽名",
        "累積獎金",
        "第 1 頁，共",
        "正本",
    ] {
        assert!(all.contains(term), "no \"{term}\" in {all}");
    }
    for english in [
        "PAYOUT SLIP",
        "PAY AT CAGE",
        "Supervisor:",
        "Witness:",
        "Patron:",
        "Signature",
        "Verification",
        "Page 1 of",
        "Original",
    ] {
        assert!(!all.contains(english), "\"{english}\" in {all}");
    }
    // A reprint in Simplified Chinese, then the void copy: 重印 and 作废 (作廢).
    let copy = text(&reprint(d, number, &out, Some("zh-Hans"))).join("\n");
    assert!(copy.contains("派彩单 编号 000001 第 1 次重印"), "{copy}");
    let voider = pitpay_journal::Actor {
        name: "Ana Reyes".into(),
        id: "S-77".into(),
    };
    crate::slip::void(number, "wrong table", d, &voider, &mut Default::default()).unwrap();
    let void = text(&reprint(d, number, &out, Some("zh-Hant"))).join("\n");
    assert!(void.contains("作廢：派彩單 編號 000001 已於"), "{void}");
    assert!(void.contains("原因：wrong"), "{void}");
}

/// A slip issued in Chinese verifies on an English podium (no language given) and
/// reprints in English and in Simplified Chinese with the same number and amounts; and
/// a slip issued in English reprints in Chinese the same way. The record embedded in
/// each copy carries the same settlement, byte for byte.
#[test]
fn a_signed_record_has_no_language() {
    let data = tempfile::tempdir().unwrap();
    let d = data.path();
    let out = d.join("slip.pdf");
    let number = issue(d, &out, Some("zh-Hant"));
    let original = std::fs::read(&out).unwrap();
    let verified = crate::slip::verify(&original, d).unwrap();
    let english = &verified.summary;
    assert!(english.contains("player paid 25000.00"), "{english}");
    // Said in Chinese at a Chinese podium, with the same totals (驗證 verify, 簽核 sign
    // off, 見證人 witness: GLOSSARY-zh.md).
    let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
    let said = crate::slip::verify_in(&original, d, &hant).unwrap().summary;
    for want in [
        "派彩單 1 驗證通過",
        "簽核：Ana Reyes",
        "見證人：Sam Lee",
        "玩家獲派 25000.00",
    ] {
        assert!(said.contains(want), "no \"{want}\" in {said}");
    }
    let paid = amounts(&text(&original));
    assert!(paid.contains(&"$25,000.00".to_string()), "{paid:?}");
    let record = |bytes: &[u8]| {
        let payload = super::read_record(bytes).unwrap();
        (payload.signed.slip, payload.signed.settlement.to_string())
    };
    let (slip, settlement) = record(&original);
    assert_eq!(slip, number);
    for tag in [None, Some("en"), Some("zh-Hans")] {
        let copy = reprint(d, number, &out, tag);
        assert!(crate::slip::verify(&copy, d).is_ok(), "{tag:?}");
        assert_eq!(amounts(&text(&copy)), paid, "{tag:?}");
        assert_eq!(record(&copy), (number, settlement.clone()), "{tag:?}");
    }
    // The other way round: issued in English, printed again in Chinese.
    let english = issue(d, &out, None);
    let bytes = std::fs::read(&out).unwrap();
    let all = text(&bytes).join("\n");
    assert!(all.contains("PAYOUT SLIP No. 000002"), "{all}");
    let chinese = reprint(d, english, &out, Some("zh-Hant"));
    assert!(crate::slip::verify(&chinese, d).is_ok());
    assert_eq!(amounts(&text(&chinese)), amounts(&text(&bytes)));
    assert_eq!(record(&chinese), record(&bytes));
}

/// The words a slip may print in plain ASCII whatever its language: the statement's
/// (core's settlement text, each string of it) and the data (names, IDs, the zone).
fn data_words(bytes: &[u8]) -> BTreeSet<String> {
    let payload = super::read_record(bytes).unwrap();
    let settlement = payload.signed.settle().unwrap();
    let floor = payload.signed.floor.as_ref().map(EmbeddedFloor::catalog);
    let shipped = Catalog::with_operator_dir(None);
    let floor = floor.as_ref().unwrap_or(shipped.floor());
    let statement = pitpay_core::statement(&settlement, floor, 2026, pitpay_language::english());
    // The statement's strings as Debug writes them: only what stands inside quotes,
    // so that its field names allow nothing.
    let s = &payload.signed;
    let people = (
        &s.property,
        &s.location,
        &s.table,
        &s.station,
        &s.supervisor,
        &s.dealer,
    );
    let more = (&s.patron, &s.witness, &s.local);
    let debug = format!(
        "{statement:?} {people:?} {more:?} {:?}",
        statement.house_text()
    );
    let quoted: String = debug
        .split('"')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, s)| format!("{s} "))
        .collect();
    ascii_words(&quoted).chain(["UTC".to_string()]).collect()
}

/// Words of three or more letters all ASCII (not hex, not in a number, not pseudo-English,
/// whose lengthened vowels are ASCII beside accented letters).
fn ascii_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !w.chars().all(|c| c.is_ascii_hexdigit()))
        .map(str::to_string)
}

/// en-XA writes every message in accented, lengthened English: a plain English word on
/// the slip, its reprint or its void copy that is neither the statement's nor data was
/// written outside Fluent.
#[test]
fn a_pseudo_language_slip_shows_no_english_word_of_its_own() {
    let data = tempfile::tempdir().unwrap();
    let d = data.path();
    let out = d.join("slip.pdf");
    let number = issue(d, &out, Some("en-XA"));
    let original = std::fs::read(&out).unwrap();
    let allowed = data_words(&original);
    let voider = pitpay_journal::Actor {
        name: "Ana Reyes".into(),
        id: "S-77".into(),
    };
    let copy = reprint(d, number, &out, Some("en-XA"));
    crate::slip::void(number, "wrong table", d, &voider, &mut Default::default()).unwrap();
    let void = reprint(d, number, &out, Some("en-XA"));
    for (what, bytes) in [("original", &original), ("reprint", &copy), ("void", &void)] {
        let all = text(bytes).join("\n");
        assert!(all.contains("wrong table") || what != "void", "{all}");
        let left: BTreeSet<String> = ascii_words(&all)
            .filter(|w| !allowed.contains(w) && w != "wrong" && w != "table")
            .collect();
        assert!(
            left.is_empty(),
            "{what}: English outside Fluent: {left:?}\n{all}"
        );
    }
    // The same check finds the English slip's own words: it can fail.
    issue(d, &out, None);
    let english = std::fs::read(&out).unwrap();
    let left: Vec<String> = ascii_words(&text(&english).join("\n"))
        .filter(|w| !allowed.contains(w))
        .collect();
    assert!(left.iter().any(|w| w.contains("Signature")), "{left:?}");
}

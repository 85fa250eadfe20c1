//! A regression lock: names in other languages (`[names]`) are how a thing is called,
//! not what it pays, so adding them to the shipped files must leave every fingerprint
//! as it was. The values below are the shipped paytables' fingerprints computed on the
//! commit before `[names]` existed; a change here means a fingerprint moved.

use crate::catalog::Catalog;

/// Every shipped paytable's fingerprint before names in other languages were added.
const BEFORE_NAMES: &[(&str, &str)] = &[
    ("lucky9-main", "a2379936f5ee"),
    ("lucky9-bonus", "b03eaa5b9cf5"),
    ("lucky9-tie", "293c9af7b7b8"),
    ("21plus3-progressive-1", "1b9016a7e42b"),
    ("21plus3-progressive-2", "1b5dde93e7c6"),
    ("21plus3-progressive-3", "6ba79f0295c5"),
    ("21plus3-progressive-4", "1dda49765698"),
    ("21plus3-progressive-5", "feb33e135fd8"),
    ("21plus3-progressive-6", "18df08e44b87"),
    ("21plus3-progressive-7", "01a4621c2859"),
    ("21plus3-progressive-8", "7a8c98d0a15b"),
    ("21plus3-progressive-9", "07a3771745e4"),
    ("21plus3-progressive-10", "f9bbccd46526"),
    ("21plus3-progressive-11", "88d31e6d497a"),
    ("21plus3-progressive-uk15", "e5bec3017eab"),
    ("suited-or-booted-example", "15a83947c742"),
    ("blackjack-main", "5722c6a7897e"),
    ("lucky-break-1", "ba98cfedfbc0"),
    ("lucky-break-2", "efdee7242ab1"),
    ("lucky-break-3", "7495ced4f82d"),
    ("lucky-break-4", "77c5ff959376"),
    ("stadium-main", "f474a50092bc"),
    ("bet-the-set-a", "7382f411d18f"),
    ("royal-match-a", "051daa79273e"),
    ("trilux-01", "e1800be00e2e"),
    ("trilux-02", "f03f0b50d222"),
    ("trilux-03", "11e0f49c6b61"),
    ("super3-1", "76a72507a7f9"),
];

#[test]
fn names_in_other_languages_leave_every_shipped_fingerprint_as_it_was() {
    let catalog = Catalog::shipped();
    let now: Vec<(String, String)> = catalog
        .paytables()
        .map(|t| (t.id.clone(), t.fingerprint.clone()))
        .collect();
    let before: Vec<(String, String)> = BEFORE_NAMES
        .iter()
        .map(|(i, f)| (i.to_string(), f.to_string()))
        .collect();
    assert_eq!(now, before);
}

/// Every shipped paytable, its side bet and its tiers are named in both Chinese scripts,
/// and the Glossary's words are the ones used (GLOSSARY-zh.md: blackjack 二十一點 /
/// 二十一点, three of a kind 三條 / 三条).
#[test]
fn shipped_files_carry_names_in_both_chinese_scripts() {
    let catalog = Catalog::shipped();
    let hant = pitpay_language::Language::parse("zh-Hant").unwrap();
    let hans = pitpay_language::Language::parse("zh-Hans").unwrap();
    for t in catalog.paytables() {
        for l in [&hant, &hans] {
            assert!(t.names.get(l).is_some(), "{} in {l}", t.id);
            for tier in t.tiers() {
                assert!(tier.names.get(l).is_some(), "{} {} in {l}", t.id, tier.name);
            }
            if let Some(def) = &t.defines {
                assert!(def.names.get(l).is_some(), "{} side bet in {l}", t.id);
            }
            // What a sign prints under the tiers: the meter's increment, a note.
            if t.increment.is_some() {
                assert!(
                    t.increment_names.get(l).is_some(),
                    "{} increment in {l}",
                    t.id
                );
            }
            if t.note.is_some() {
                assert!(t.note_names.get(l).is_some(), "{} note in {l}", t.id);
            }
        }
    }
    let bj = catalog.paytable("blackjack-main").unwrap();
    assert_eq!(bj.names.get(&hant), Some("二十一點"));
    assert_eq!(bj.names.get(&hans), Some("二十一点"));
    let trilux = catalog.paytable("trilux-01").unwrap();
    let trips = trilux
        .tiers()
        .iter()
        .find(|t| t.name == "Three of a kind")
        .unwrap();
    assert_eq!(trips.names.get(&hant), Some("三條"));
    let rules = catalog.house_rules("lucky9-nines-push").unwrap();
    assert!(rules.names.get(&hans).is_some());
}

/// A `[names]` entry in a language Pitpay does not speak is refused like any other
/// data mistake: the file, its line and the field.
#[test]
fn a_name_in_an_unknown_language_is_refused_with_file_line_and_field() {
    let text = include_str!("../../../../paytables/lucky9-tie.toml").replace(
        "zh-Hans = \"Lucky 9 和\"",
        "zh-Hans = \"Lucky 9 和\"\nfr = \"Égalité\"",
    );
    let line = text.lines().position(|l| l.starts_with("fr =")).unwrap() + 1;
    let err = crate::paytable::load_file("lucky9-tie.toml", &text)
        .err()
        .unwrap();
    let said = err.to_string();
    assert!(said.contains("lucky9-tie.toml"), "{said}");
    assert!(said.contains(&format!("lucky9-tie.toml:{line}:")), "{said}");
    assert!(said.contains("names.fr"), "{said}");
    // On a tier too, and English is the file's own `name`.
    let text = include_str!("../../../../paytables/trilux-01.toml").replacen(
        "names = { zh-Hant = \"同花順\"",
        "names = { en = \"x\", zh-Hant = \"同花順\"",
        1,
    );
    let said = crate::paytable::load_file("trilux-01.toml", &text)
        .err()
        .unwrap()
        .to_string();
    assert!(said.contains("tier[1].names.en"), "{said}");
}

/// A sign's increment and note in other languages are how the sign words them, not what
/// the paytable pays: outside the fingerprint, like `[names]`; a translation of a note the
/// file does not give is refused, naming the line and field.
#[test]
fn a_notes_translation_is_outside_the_fingerprint_and_needs_its_english() {
    let text = include_str!("../../../../paytables/21plus3-progressive-2.toml");
    let shipped = match crate::paytable::load_file("p.toml", text).unwrap() {
        crate::paytable::TableFile::Paytable(p) => p,
        crate::paytable::TableFile::HouseRules(_) => unreachable!(),
    };
    let changed = text.replace("待營運方確認", "由營運方確認");
    assert_ne!(changed, text);
    let changed = match crate::paytable::load_file("p.toml", &changed).unwrap() {
        crate::paytable::TableFile::Paytable(p) => p,
        crate::paytable::TableFile::HouseRules(_) => unreachable!(),
    };
    assert_eq!(changed.fingerprint, shipped.fingerprint);
    let hant = pitpay_language::Language::parse("zh-Hant").unwrap();
    assert!(changed
        .note_names
        .get(&hant)
        .unwrap()
        .contains("由營運方確認"));

    let orphan = text
        .lines()
        .filter(|l| !l.starts_with("note ="))
        .collect::<Vec<_>>()
        .join("\n");
    let line = orphan
        .lines()
        .position(|l| l.starts_with("note_names"))
        .unwrap()
        + 1;
    let said = crate::paytable::load_file("p.toml", &orphan)
        .err()
        .unwrap()
        .to_string();
    assert!(
        said.contains(&format!("p.toml:{line}: note_names")),
        "{said}"
    );
    assert!(said.contains("give `note` in English first"), "{said}");
}

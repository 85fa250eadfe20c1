//! Signs in other languages, read back from the PDF: a Chinese sign holds the
//! Glossary's words (GLOSSARY-zh.md), a bilingual one holds both languages with the
//! Chinese set no smaller than the English and fits every shipped paytable on Letter,
//! A4 and a tent under 400 KB, and a pseudo-English sign shows no plain English word
//! but the data's (split from `layout_tests.rs`, no file over 1,000 lines).

use super::*;
use pitpay_core::PayLine;
use pitpay_language::{Language, Words};

fn words(tag: &str) -> Words {
    Words::shipped(Language::parse(tag).unwrap())
}

fn sign_in(catalog: &Catalog, id: &str, size: Size, tags: &[&str]) -> Vec<u8> {
    let w: Vec<Words> = tags.iter().map(|t| words(t)).collect();
    let refs: Vec<&Words> = w.iter().collect();
    sign::render_in(catalog, id, size, (None, None, false), &refs).unwrap()
}

fn text(pdf: &[u8]) -> String {
    lines(&read(pdf), 1).join("\n")
}

/// GLOSSARY-zh.md: blackjack (a natural) 黑傑克, dealer 莊家, minimum / maximum bet 最低投注
/// / 最高投注, "pays 3 to 2" 3賠2, "pays 25 for 1" 25倍（含本金）, three of a kind 三條,
/// straight flush 同花順, meter 累積獎金, the game 二十一點; and in Simplified, 庄家,
/// 赔率 words and 副牌 for the decks.
#[test]
fn a_chinese_sign_holds_the_glossarys_words() {
    let catalog = Catalog::with_operator_dir(None);
    let bj = text(&sign_in(
        &catalog,
        "blackjack-main",
        Size::Letter,
        &["zh-Hant"],
    ));
    for word in [
        "二十一點",
        "黑傑克3賠2",
        "莊家",
        "最低投注",
        "最高投注",
        "8副牌",
    ] {
        assert!(bj.contains(word), "{word}: {bj}");
    }
    assert!(!bj.contains("Blackjack pays"), "{bj}");
    let prog = text(&sign_in(
        &catalog,
        "21plus3-progressive-1",
        Size::A4,
        &["zh-Hant"],
    ));
    for word in ["三條", "同花順", "累積獎金", "25倍（含本金）", "賠率表"] {
        assert!(prog.contains(word), "{word}: {prog}");
    }
    let hans = text(&sign_in(&catalog, "lucky-break-1", Size::A4, &["zh-Hans"]));
    for word in ["庄家爆牌", "3赔1", "最低投注", "赔率表", "副牌"] {
        assert!(hans.contains(word), "{word}: {hans}");
    }
}

/// A bilingual sign holds the title, the lead and every tier in both languages, the
/// English line first and the Chinese beneath it, in the same type.
#[test]
fn a_bilingual_sign_holds_both_languages_the_chinese_no_smaller() {
    let catalog = Catalog::with_operator_dir(None);
    let r = read(&sign_in(
        &catalog,
        "blackjack-main",
        Size::Letter,
        &["en", "zh-Hant"],
    ));
    let run = |t: &str| {
        r.runs
            .iter()
            .find(|run| run.text == t)
            .unwrap_or_else(|| panic!("{t}"))
    };
    // The Chinese is set in runs of its own face ("黑傑克", "3", "賠", "2").
    let (en, zh) = (run("Blackjack pays 3 to 2"), run("黑傑克"));
    assert!(lines(&r, 1).iter().any(|l| l == "黑傑克3賠2"));
    assert!(zh.size >= en.size - 0.01, "lead {} < {}", zh.size, en.size);
    assert!(zh.bbox[1] < en.bbox[1], "the Chinese beneath the English");
    let (en, zh) = (run("BLACKJACK"), run("二十一點"));
    assert!(zh.size >= en.size - 0.01, "title {} < {}", zh.size, en.size);
    let text = lines(&r, 1).join("\n");
    for both in ["Insurance", "保險", "Minimum $", "最低投注 $"] {
        assert!(text.contains(both), "{both}: {text}");
    }
}

/// Every shipped paytable's bilingual sign (English and Traditional Chinese; and
/// English with Simplified) on Letter, A4 and a tent prints inside the margins with
/// nothing overlapping and no empty box, stays under 400 KB, and sets every Chinese pay
/// no smaller than the English pay beside it; the tent carries one language on each
/// face.
#[test]
fn every_bilingual_sign_fits_on_every_size_under_400_kb() {
    let catalog = Catalog::with_operator_dir(None);
    let english = words("en");
    for t in catalog.paytables() {
        for (tags, size) in [
            (["en", "zh-Hant"], Size::Letter),
            (["en", "zh-Hant"], Size::A4),
            (["en", "zh-Hant"], Size::Tent),
            (["en", "zh-Hans"], Size::A4),
        ] {
            let what = format!("{} {size:?} {tags:?}", t.id);
            let pdf = sign_in(&catalog, &t.id, size, &tags);
            assert!(pdf.len() < 400_000, "{what}: {} bytes", pdf.len());
            let r = read(&pdf);
            assert_eq!(r.pages.len(), 1, "{what}: one page");
            assert_printable(&what, &r);
            assert_no_overlap(&what, &r);
            let decks = t.decks.iter().copied().max().unwrap_or(8);
            let house = HouseOptions::defaults(t.home_game);
            let zh = words(tags[1]);
            let en_p = Posted::in_words(t, decks, &house, &english);
            let zh_p = Posted::in_words(t, decks, &house, &zh);
            // A Chinese pay is set in runs of each face ("3", "賠", "2"): its Chinese
            // runs, on a line that ends with the pay.
            let size_of = |pays: &str| {
                let found = r.runs.iter().filter(|run| {
                    run.text == pays
                        || (!run.text.is_ascii()
                            && pays.contains(run.text.as_str())
                            && cluster_of(&r, run).iter().any(|l| l == pays))
                });
                found.map(|run| run.size).fold(f32::MAX, f32::min)
            };
            let lines = |p: &Posted| -> Vec<PayLine> {
                p.sections.iter().flat_map(|s| s.lines.clone()).collect()
            };
            for (e, z) in lines(&en_p).iter().zip(lines(&zh_p).iter()) {
                let (es, zs) = (size_of(&e.pays), size_of(&z.pays));
                assert!(zs < f32::MAX, "{what}: {} printed", z.pays);
                assert!(
                    zs >= es - 0.01,
                    "{what}: {} {zs} pt < {} {es} pt",
                    z.pays,
                    e.pays
                );
            }
        }
    }
}

/// The text set together with `run`: the runs on its baseline with no gap between
/// them (a pay stands apart from its label, across the dotted leader), read in either
/// direction (a tent's upper face is upside down).
fn cluster_of(r: &Read, run: &Run) -> [String; 2] {
    let mut same: Vec<&Run> = (r.runs.iter())
        .filter(|o| o.page == run.page && (o.origin.1 - run.origin.1).abs() < 0.5)
        .collect();
    same.sort_by(|a, b| a.bbox[0].total_cmp(&b.bbox[0]));
    let mut clusters: Vec<Vec<&Run>> = Vec::new();
    for o in same {
        match clusters.last_mut() {
            Some(c) if c.last().is_some_and(|l| o.bbox[0] - l.bbox[2] < 2.0) => c.push(o),
            _ => clusters.push(vec![o]),
        }
    }
    let mine = clusters
        .into_iter()
        .find(|c| c.iter().any(|o| std::ptr::eq(*o, run)));
    let mine = mine.unwrap_or_default();
    let forward: String = mine.iter().map(|o| o.text.as_str()).collect();
    let backward: String = mine.iter().rev().map(|o| o.text.as_str()).collect();
    [forward, backward]
}

/// The pseudo-language accents every word Pitpay writes itself, so a sign in en-XA
/// that still shows a plain English word has one left outside the message files; the
/// only plain words allowed are the data's (names, ids, amounts, notes).
#[test]
fn a_pseudo_english_sign_shows_no_plain_english_but_the_datas() {
    let catalog = Catalog::with_operator_dir(None);
    for t in catalog.paytables() {
        let mut data = vec![t.name.clone(), t.id.clone(), t.bet_title()];
        data.extend(t.tiers().iter().map(|tier| tier.name.clone()));
        data.extend(t.games.iter().map(|g| g.title().to_string()));
        data.extend(
            t.note
                .iter()
                .chain(&t.increment)
                .chain(&t.required_title)
                .cloned(),
        );
        data.push(t.fingerprint.clone());
        let data = data.join(" ").to_lowercase();
        for size in [Size::Letter, Size::Tent] {
            // Run by run: a tent's two columns share baselines.
            let r = read(&sign_in(&catalog, &t.id, size, &["en-XA"]));
            let text: String = r.runs.iter().map(|run| format!("{}\n", run.text)).collect();
            // A word of plain ASCII letters with a consonant: the pseudo-language
            // accents every consonant (it leaves doubled vowels, "ee", "aa", plain).
            let consonant = |c: char| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(c);
            let plain = text
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| w.len() >= 3 && w.is_ascii() && w.chars().any(consonant))
                .find(|w| !data.contains(&w.to_lowercase()));
            let around = plain.and_then(|p| text.lines().find(|l| l.contains(p)));
            assert!(
                plain.is_none(),
                "{} {size:?}: {plain:?} in {around:?}",
                t.id
            );
        }
    }
}

//! The command line's listings in the podium's language: with `language = "zh-Hant"` in
//! the settings, `pitpay journal`, `journal --check`, `paytables`, `staff list` and
//! `practice --stats` print their headings and words in Chinese, their columns lined up
//! by the width a terminal shows them at (a Chinese character takes two), while their
//! JSON stays the English one, byte for byte; without a language they print the English
//! they always printed.

use crate::install::{lucky_break, Podium};

const CHEN: (&str, &str, &str) = ("M-8", "陳美玲", "246810");

/// The columns a terminal shows `text` at: two for a wide (CJK) character, as
/// `unicode-width` counts them for the characters these listings print.
fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| if ('\u{1100}'..).contains(&c) { 2 } else { 1 })
        .sum()
}

/// The first line of `text` that holds `needle`.
fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle:?} in:\n{text}"))
}

fn has_latin_word(line: &str) -> bool {
    line.chars().any(|c| c.is_ascii_alphabetic())
}

fn set_language(p: &Podium, tag: Option<&str>) {
    let settings = p.data.path().join("settings.toml");
    match tag {
        Some(tag) => std::fs::write(settings, format!("language = \"{tag}\"\n")).unwrap(),
        None => {
            let _ = std::fs::remove_file(settings);
        }
    }
}

#[test]
fn listings_speak_the_podiums_language_and_keep_their_columns() {
    let p = Podium::new(None);
    let r = p.ok(
        &[
            "staff", "add", CHEN.0, "--name", CHEN.1, "--role", "manager",
        ],
        &[CHEN.2],
    );
    assert!(r.stdout.contains("is enrolled"), "{r:?}");
    let (r, _) = p.slip(&lucky_break(), CHEN.0, &[], &[CHEN.2]);
    assert_eq!(r.code, 0, "{r:?}");
    let commands: [&[&str]; 5] = [
        &["journal"],
        &["journal", "--check"],
        &["paytables"],
        &["staff", "list"],
        &["practice", "--stats"],
    ];
    let english: Vec<String> = commands.iter().map(|c| p.ok(c, &[]).stdout).collect();
    let json: Vec<String> = [&["journal", "--json"][..], &["staff", "list", "--json"]]
        .iter()
        .map(|c| p.ok(c, &[]).stdout)
        .collect();

    // English is what it always was.
    assert!(
        english[0].starts_with(
            "number  local time                 gaming day station          supervisor           \
             ID         table        game                    paid        net  state\n"
        ),
        "{}",
        english[0]
    );
    assert!(english[0].contains("  issued\n"), "{}", english[0]);
    assert!(
        english[1].starts_with("the journal's chain holds: "),
        "{}",
        english[1]
    );
    assert!(
        english[2].starts_with("id                         game "),
        "{}",
        english[2]
    );
    assert!(
        english[2].contains("\nHouse-rules files:\n"),
        "{}",
        english[2]
    );
    assert!(
        english[3].starts_with("ID           name "),
        "{}",
        english[3]
    );
    assert!(
        english[3].contains(" manager     active since "),
        "{}",
        english[3]
    );
    assert!(english[4].starts_with("No practice yet"), "{}", english[4]);

    set_language(&p, Some("zh-Hant"));
    let chinese: Vec<String> = commands.iter().map(|c| p.ok(c, &[]).stdout).collect();
    for (c, text) in commands.iter().zip(&chinese) {
        assert_ne!(
            text,
            &english[commands.iter().position(|x| x == c).unwrap()]
        );
    }
    // The journal: no English word in its heading; the state in words of the glossary.
    let heading = chinese[0].lines().next().unwrap();
    assert!(!has_latin_word(heading), "{heading}");
    assert!(
        heading.contains("博彩日") && heading.contains("賭枱主任"),
        "{heading}"
    );
    let row = line_with(&chinese[0], CHEN.1);
    assert!(row.ends_with("已發出"), "{row}");
    // Its columns line up: from the supervisor's column to the state's, the row spans the
    // columns its headings span; the local time, 26 characters with its offset, fills
    // its column, so the gaming day starts under its heading.
    let at = |line: &str, cell: &str| columns(&line[..line.find(cell).unwrap()]);
    let day = row.split_whitespace().nth(4).unwrap();
    let day_at = columns(&row[..row.rfind(day).unwrap()]);
    assert_eq!(at(heading, "博彩日"), day_at, "{heading}\n{row}");
    assert_eq!(
        at(heading, "狀態") - at(heading, "賭枱主任"),
        at(row, "已發出") - at(row, CHEN.1),
        "{heading}\n{row}"
    );
    assert!(
        chinese[1].starts_with("日誌的記錄鏈完整："),
        "{}",
        chinese[1]
    );

    // The paytables: Chinese headings, and names from the paytables' [names].
    let heading = chinese[2].lines().next().unwrap();
    assert!(!has_latin_word(heading), "{heading}");
    assert!(chinese[2].contains("場內規則檔案："), "{}", chinese[2]);
    let row = line_with(&chinese[2], "lucky9-main ");
    assert!(row.contains("幸運九"), "{row}");
    assert_eq!(at(heading, "名稱"), at(row, "Lucky 9"), "{heading}\n{row}");

    // The staff register: the role in Chinese, the key's column where its heading is.
    let heading = chinese[3].lines().next().unwrap();
    assert!(!has_latin_word(heading), "{heading}");
    let row = line_with(&chinese[3], CHEN.1);
    assert!(row.contains("經理") && row.contains("起有效"), "{row}");
    let key = row.split_whitespace().last().unwrap();
    assert_eq!(at(heading, "密鑰"), at(row, key), "{heading}\n{row}");
    assert!(chinese[4].starts_with("尚未練習"), "{}", chinese[4]);

    // Simplified Chinese too.
    set_language(&p, Some("zh-Hans"));
    let r = p.ok(&["journal"], &[]);
    assert!(r.stdout.starts_with("  编号  本地时间"), "{r:?}");
    assert!(line_with(&r.stdout, CHEN.1).ends_with("已开出"), "{r:?}");

    // Scripts read the same JSON in every language.
    set_language(&p, Some("zh-Hant"));
    assert_eq!(p.ok(&["journal", "--json"], &[]).stdout, json[0]);
    assert_eq!(p.ok(&["staff", "list", "--json"], &[]).stdout, json[1]);
    set_language(&p, None);
    let again: Vec<String> = commands.iter().map(|c| p.ok(c, &[]).stdout).collect();
    assert_eq!(again, english);
}

/// `pitpay analyze` in the podium's language: headings, labels and units in Chinese, the
/// figures and the chart's codes as in English, and the English as it was.
#[test]
fn analyze_speaks_the_podiums_language_with_the_same_figures() {
    let p = Podium::new(None);
    let side = p.ok(&["analyze", "lucky9-main"], &[]).stdout;
    let main = p.ok(&["analyze", "stadium-main"], &[]).stdout;
    assert!(side.contains("\nhouse edge          "), "{side}");
    assert!(
        main.contains("\nplayer                        house edge"),
        "{main}"
    );
    set_language(&p, Some("zh-Hant"));
    let zh_side = p.ok(&["analyze", "lucky9-main"], &[]).stdout;
    let zh_main = p.ok(&["analyze", "stadium-main"], &[]).stdout;
    // The tier table's heading and the summary's labels have no English left.
    let heading = line_with(&zh_side, "組合數");
    assert!(!has_latin_word(heading), "{heading}");
    for label in ["莊家優勢", "回報率", "中獎頻率", "標準差"] {
        let line = line_with(&zh_side, label);
        assert!(line.starts_with(label), "{line}");
    }
    // The same figures, where the English has them.
    let figure = |text: &str, label: &str| {
        line_with(text, label)
            .split_whitespace()
            .find(|w| w.ends_with('%'))
            .unwrap()
            .to_string()
    };
    assert_eq!(figure(&zh_side, "莊家優勢"), figure(&side, "house edge"));
    // The main game: its heading in the glossary's words, its figures' headings too.
    let heading = line_with(&zh_main, "莊家優勢");
    assert!(!has_latin_word(heading), "{heading}");
    assert!(zh_main.contains("基本策略（策略表）"), "{zh_main}");
    assert!(zh_main.contains("H 要牌 · S 停牌"), "{zh_main}");
    let at = |line: &str, cell: &str| columns(&line[..line.find(cell).unwrap()]);
    let row = line_with(&zh_main, "基本策略（策略表）");
    let edge = row.split_whitespace().nth(1).unwrap();
    assert_eq!(
        at(heading, "莊家優勢") + columns("莊家優勢"),
        at(row, edge) + edge.len(),
        "{heading}\n{row}"
    );
    set_language(&p, None);
    assert_eq!(p.ok(&["analyze", "lucky9-main"], &[]).stdout, side);
}

//! The shift report as printed, read back from the PDF bytes the way the slips and
//! signs are ([`crate::layout_tests`]): a long period (every slip listed over several
//! pages, long names, a long void reason, a meter award in the tens of thousands, a
//! long property name) on Letter and on A4. Checked: no text run lies outside the
//! margins or overlaps another, the header's lines stand apart, the award line is
//! whole on the page, and every slip number is listed.

use std::collections::BTreeMap;

use jiff::Timestamp;

use crate::layout_tests::{assert_no_overlap, assert_printable, lines, read, Read};
use crate::shift::listing::Listed;
use crate::shift::{render, Asked, ShiftReport, Tally};
use crate::slip::jackpots::Jackpot;
use crate::slip::record::{Patron, Witness};
use pitpay_core::{Currency, Money};
use pitpay_journal::{Actor, CageState, Paper, PropertyClock, SlipState};
use pitpay_language::{Language, Words};

const SLIPS: i64 = 70;

fn actor(name: &str, id: &str) -> Actor {
    Actor {
        name: name.into(),
        id: id.into(),
    }
}

/// Slip `n` of the period: every seventh voided with a long reason, every fifth
/// printed again, slip 12 a re-issue of slip 11, slip 20 the meter award.
fn slip(n: i64) -> Listed {
    let jackpot = n == 20;
    Listed {
        number: n,
        time: format!("2026-11-26T{:02}:{:02}:01-08:00", 6 + n / 6, n % 60),
        table: if n % 9 == 0 {
            "High limit salon table seven, north".into()
        } else {
            format!("BJ-{}", n % 12)
        },
        game: "Three Card Poker".into(),
        supervisor: actor("Maria Lopez de la Cruz y Fernandez", "S-104299"),
        paid: Money::from_cents(if jackpot { 4_831_257 } else { 123_456_789 + n }),
        currency: Some(Currency::USD),
        state: match n {
            n if n % 7 == 0 => SlipState::Void,
            n if n % 5 == 0 => SlipState::Reprinted,
            _ => SlipState::Issued,
        },
        jackpot,
        reprints: if n % 5 == 0 {
            vec![("2026-11-26T20:00:00Z".into(), actor("Lee Park", "S-88"))]
        } else {
            Vec::new()
        },
        void: (n % 7 == 0).then(|| {
            (
                "2026-11-26T21:00:00Z".into(),
                actor("Dana Reyes", "S-1042"),
                "dealer paid the wrong seat, then the patron returned the chips to the \
                 cage and surveillance confirmed the round"
                    .into(),
            )
        }),
        again_of: (n == 12).then_some(11),
        again_as: if n == 11 { vec![12] } else { Vec::new() },
        altered: false,
        file_missing: n == 30,
        // Every fourth slip is the cage's; every eighth paid there, by a cashier with
        // a long name and a verifier beside them.
        cage: (n % 4 == 0).then_some(if n % 8 == 0 {
            CageState::Paid
        } else {
            CageState::Outstanding
        }),
        cage_paid: (n % 8 == 0).then(|| {
            (
                "2026-11-26T22:00:00Z".into(),
                actor("Maximiliana Kowalczyk-Fernández", "C-10042"),
                "verifier Bo Chan (C-7); manager Dana Reyes (M-1)".into(),
            )
        }),
    }
}

fn award() -> Jackpot {
    Jackpot {
        slip: 20,
        time: "2026-11-26T17:20:01Z".into(),
        state: SlipState::Issued,
        table: "High limit salon table seven, north".into(),
        seat: 3,
        bet: "21+3-progressive".into(),
        paytable: "21plus3-progressive-1".into(),
        tier: "Suited three aces or kings of the declared suit".into(),
        tier_names: pitpay_language::Names::default(),
        meter_before: Money::from_cents(4_831_257),
        award: Money::from_cents(4_831_257),
        meter_after: Money::from_cents(200_000),
        meter_end: Money::from_cents(200_000),
        reseed: Some(Money::from_cents(200_000)),
        supervisor: "Maria Lopez de la Cruz y Fernandez".into(),
        supervisor_id: "S-104299".into(),
        witness: Some(Witness {
            name: "Samuel Leeworthington-Smythe".into(),
            id: "E-120394".into(),
        }),
        patron: Some(Patron {
            name: "Alexandra Konstantinopoulou-Whitfield".into(),
            id_type: "Driver's license".into(),
            id_last4: "4321".into(),
        }),
        currency: Currency::USD,
        local_time: String::new(),
        gaming_day: String::new(),
    }
}

fn report() -> ShiftReport {
    let asked = Asked {
        gaming_day: Some("2026-11-26".into()),
        shift: Some("swing".into()),
        ..Asked::default()
    };
    let period = asked.period(&PropertyClock::computer()).unwrap();
    let slips: Vec<Listed> = (1..=SLIPS).map(slip).collect();
    let mut by_table: BTreeMap<String, Tally> = BTreeMap::new();
    for s in slips.iter().filter(|s| s.state != SlipState::Void) {
        let t = by_table.entry(s.table.clone()).or_default();
        t.slips += 1;
        t.paid = t.paid.checked_add(s.paid).unwrap();
    }
    ShiftReport {
        period,
        station: None,
        issued: SLIPS as u64,
        reprinted: 11,
        voided: 10,
        reprints: 14,
        voids: 10,
        by_game: BTreeMap::from([("Three Card Poker".to_string(), Tally::default())]),
        by_table,
        jackpots: vec![award()],
        head: None,
        gaps: Vec::new(),
        slips,
        property: Some("The Grand Golden Sands Resort and Casino of the Pacific Coast".into()),
        location: Some("Main pit, podium 3, high-limit salon by the north escalator".into()),
    }
}

fn printed(paper: Paper) -> Read {
    printed_in(paper, pitpay_language::english())
}

fn printed_in(paper: Paper, words: &Words) -> Read {
    let now = Timestamp::from_second(1_795_000_000).unwrap();
    read(&render(&report(), paper, now, words).unwrap())
}

fn words(tag: &str) -> Words {
    Words::shipped(Language::parse(tag).unwrap())
}

/// Every run of every page, in order, joined by spaces (a wrapped line reads on).
fn all_runs(r: &Read) -> String {
    let runs: Vec<&str> = r.runs.iter().map(|run| run.text.as_str()).collect();
    runs.join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The whole text of every page, lines top down.
fn text(r: &Read) -> Vec<String> {
    let pages = r.runs.iter().map(|run| run.page).max().unwrap_or(0);
    (1..=pages).flat_map(|p| lines(r, p)).collect()
}

#[test]
fn a_long_shift_report_stays_inside_the_margins_on_letter_and_a4() {
    for paper in [Paper::Letter, Paper::A4] {
        let what = format!("shift report on {paper:?}");
        let r = printed(paper);
        assert_printable(&what, &r);
        assert_no_overlap(&what, &r);
        let pages = r.runs.iter().map(|run| run.page).max().unwrap();
        assert!(pages >= 3, "{what}: {pages} pages");
        // A page the listing runs onto starts with its column header, then a slip's
        // row: never a note parted from its slip.
        for page in 2..=pages {
            let l = lines(&r, page);
            if l[0].starts_with("No.Time") {
                let first = l[1].chars().next().unwrap();
                assert!(first.is_ascii_digit(), "{what}: page {page}: {l:?}");
            }
        }
    }
}

/// The award and the amounts are whole, with the symbol and separators, and each slip
/// number starts a row.
#[test]
fn the_award_and_every_slip_number_are_printed_whole() {
    for paper in [Paper::Letter, Paper::A4] {
        let lines = text(&printed(paper));
        // Joined with spaces: a line wrapped at a space reads on.
        let all = lines.join(" ");
        assert!(all.contains("award $48,312.57"), "{paper:?}: {all}");
        assert!(all.contains("$1,234,568.01"), "{paper:?}: {all}");
        assert!(
            all.contains(
                "FILE MISSING: recorded, but no copy was put in place (pitpay reprint 30)."
            ),
            "{paper:?}: {all}"
        );
        assert!(
            all.contains("Re-issue of slip 11"),
            "{paper:?}: the re-issue note in {all}"
        );
        for n in 1..=SLIPS {
            // A row's runs on one baseline: the number, then the time column.
            let row = format!("{n}{:02}:{:02}:01", 6 + n / 6, n % 60);
            assert!(
                lines.iter().any(|l| l.starts_with(&row)),
                "{paper:?}: slip {n} ({row}) in {all}"
            );
        }
    }
}

/// The header's lines, set at different sizes, do not touch: each line's whole box
/// (ascent to descent) clears the next one's.
#[test]
fn the_header_lines_stand_apart() {
    for paper in [Paper::Letter, Paper::A4] {
        let r = printed(paper);
        let starts = [
            "SHIFT REPORT",
            "Property:",
            "Location:",
            "Period:",
            "Local time",
            "Station:",
            "Printed:",
        ];
        let boxes: Vec<[f32; 4]> = starts
            .iter()
            .map(|s| {
                r.runs
                    .iter()
                    .find(|run| run.page == 1 && run.text.starts_with(s))
                    .unwrap_or_else(|| panic!("{paper:?}: {s}"))
                    .bbox
            })
            .collect();
        for (pair, names) in boxes.windows(2).zip(starts.windows(2)) {
            let (above, below) = (pair[0], pair[1]);
            assert!(
                below[3] <= above[1] + 0.01,
                "{paper:?}: {names:?} touch: {above:?} over {below:?}"
            );
        }
    }
}

/// The report in Chinese (both scripts) and in en-XA, the pseudo-language whose words are
/// longer than English's, keeps inside the margins without overlaps on both papers.
#[test]
fn the_report_fits_in_every_language() {
    for tag in ["zh-Hant", "zh-Hans", "en-XA"] {
        let words = words(tag);
        for paper in [Paper::Letter, Paper::A4] {
            let what = format!("{tag} shift report on {paper:?}");
            let r = printed_in(paper, &words);
            assert_printable(&what, &r);
            assert_no_overlap(&what, &r);
            let all = all_runs(&r);
            assert!(all.contains("$48,312.57"), "{what}: the award in {all}");
        }
    }
}

/// A report printed in zh-Hant speaks the floor's words: the Glossary's terms
/// (shared/GLOSSARY-zh.md: shift 班次, payout slip 派彩單, cage 賬房, void 作廢, reprint
/// 重印, pit supervisor 賭枱主任, cashier 出納員, manager 經理, signature 簽名, witness
/// 見證人, patron 客人, gaming day 博彩日, progressive jackpot 累積大獎), and zh-Hans
/// their simplified forms.
#[test]
fn a_chinese_report_uses_the_glossary_words() {
    let hant = all_runs(&printed_in(Paper::A4, &words("zh-Hant")));
    for term in [
        "班次",
        "派彩單",
        "賬房",
        "作廢",
        "重印",
        "賭枱主任",
        "出納員",
        "經理",
        "簽名",
        "見證人",
        "客人",
        "博彩日",
        "累積大獎",
    ] {
        assert!(hant.contains(term), "zh-Hant: {term} in {hant}");
    }
    let hans = all_runs(&printed_in(Paper::A4, &words("zh-Hans")));
    for term in [
        "班次",
        "派彩单",
        "账房",
        "作废",
        "赌台主任",
        "出纳员",
        "见证人",
        "博彩日",
        "累积大奖",
    ] {
        assert!(hans.contains(term), "zh-Hans: {term} in {hans}");
    }
    assert!(
        !hans.contains("派彩單"),
        "zh-Hans in traditional characters: {hans}"
    );
}

/// In en-XA every word the report itself writes is transformed: with the data taken out
/// (names, tables, the game, the reason and the tier as recorded), no plain English word
/// of the report is left, so none was left outside the Fluent files.
#[test]
fn an_en_xa_report_has_no_plain_english_word_of_its_own() {
    let mut all = all_runs(&printed_in(Paper::A4, &words("en-XA")));
    let data = [
        "dealer paid the wrong seat, then the patron returned the chips to the cage and \
         surveillance confirmed the round",
        "verifier Bo Chan (C-7); manager Dana Reyes (M-1)",
        "Suited three aces or kings of the declared suit",
        "High limit salon table seven, north",
        "The Grand Golden Sands Resort and Casino of the Pacific Coast",
        "Main pit, podium 3, high-limit salon by the north escalator",
        "Driver's license",
        "Three Card Poker",
    ];
    for d in data {
        let d = d.split_whitespace().collect::<Vec<_>>().join(" ");
        all = all.replace(&d, " ");
    }
    let english = [
        "SHIFT",
        "REPORT",
        "Property",
        "Location",
        "Period",
        "Local",
        "Station",
        "Printed",
        "Slips",
        "issued",
        "printed",
        "voided",
        "reprints",
        "voids",
        "Paid",
        "table",
        "game",
        "Total",
        "None",
        "Time",
        "State",
        "Supervisor",
        "Cashier",
        "Manager",
        "Name",
        "Signature",
        "Date",
        "Employee",
        "Journal",
        "Jackpots",
        "patron",
        "witness",
        "meter",
        "award",
        "seat",
        "cage",
        "Outstanding",
        "Reason",
        "VOIDED",
        "FILE",
        "MISSING",
        "gaming",
        "shift",
        "page",
        "Signed",
        "number",
        "slip",
    ];
    let found: Vec<&str> = all
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| english.iter().any(|e| e.eq_ignore_ascii_case(w)))
        .collect();
    assert!(found.is_empty(), "plain English {found:?} in {all}");
}

/// A jackpot's tier is printed by the name the slip's paytable gave it in the report's
/// language (its `[names]`, as that paytable's sign prints it), and as recorded where it
/// gave none: the English tier of the award above has no Chinese name.
#[test]
fn a_jackpots_tier_is_named_as_its_paytable_names_it_in_the_language() {
    let now = Timestamp::from_second(1_795_000_000).unwrap();
    let hant = words("zh-Hant");
    let mut r = report();
    let recorded = all_runs(&read(&render(&r, Paper::A4, now, &hant).unwrap()));
    assert!(recorded.contains("Suited three aces or kings of the declared suit"));
    let names = [("zh-Hant".to_string(), "指定花色的三條A或K".to_string())];
    for j in &mut r.jackpots {
        j.tier_names = pitpay_language::Names::new(names.clone()).unwrap();
    }
    let named = all_runs(&read(&render(&r, Paper::A4, now, &hant).unwrap()));
    assert!(named.contains("指定花色的三條"), "{named}");
    assert!(!named.contains("Suited three aces"), "{named}");
}

/// A cage payment's other signers are recorded in English (the record has no language)
/// and printed with their roles in the report's words: 覆核人 verifier and 經理 manager
/// (the Cage screen's words), their names and IDs as recorded; in English as recorded.
#[test]
fn a_cage_payments_signers_are_named_by_role_in_the_language() {
    let hant = all_runs(&printed_in(Paper::A4, &words("zh-Hant")));
    assert!(hant.contains("覆核人 Bo Chan (C-7)"), "{hant}");
    assert!(hant.contains("經理 Dana Reyes (M-1)"), "{hant}");
    assert!(!hant.contains("verifier"), "{hant}");
    let english = all_runs(&printed(Paper::A4));
    assert!(english.contains("verifier Bo Chan (C-7); manager Dana Reyes (M-1)"));
}

/// A gap recorded in the period, as the journal reads it back.
fn gap() -> pitpay_journal::Gap {
    serde_json::from_value(serde_json::json!({
        "seq": 57,
        "record": {
            "pitpay_gap": 1,
            "station": "Pit 3",
            "time": "2026-11-26T23:10:00Z",
            "by": "Maria Gomez (M-1)",
            "lost_from": 31,
            "lost_to": 41,
            "last_slip": 17,
            "lost": [],
            "known": []
        }
    }))
    .unwrap()
}

/// A gap is printed in the report's language with the same entries, station, manager
/// and slip number as the English (which names each: which entries were lost, who
/// recorded it, and up to which slip number may have been used in them).
#[test]
fn a_gap_is_printed_in_the_reports_language() {
    let now = Timestamp::from_second(1_795_000_000).unwrap();
    let mut r = report();
    r.gaps = vec![gap()];
    let printed = |w: &Words| all_runs(&read(&render(&r, Paper::A4, now, w).unwrap()));
    let english = printed(pitpay_language::english());
    assert!(
        english.contains(
            "GAP: gap at entry 57 (recorded by Maria Gomez (M-1) on 2026-11-26T23:10:00Z at \
             station \"Pit 3\"): entries 31-41 of the former journal were lost and could not \
             be recovered; slip numbers up to 17 may have been used in them"
        ),
        "{english}"
    );
    let chinese = printed(&words("zh-Hant"));
    assert!(chinese.contains("缺漏："), "{chinese}");
    for figure in ["57", "Maria Gomez (M-1)", "Pit 3", "31-41", "17"] {
        assert!(chinese.contains(figure), "{figure} in {chinese}");
    }
    for english_word in [
        "gap at entry",
        "former journal",
        "were lost",
        "slip numbers",
    ] {
        assert!(
            !chinese.contains(english_word),
            "{english_word} in {chinese}"
        );
    }
}

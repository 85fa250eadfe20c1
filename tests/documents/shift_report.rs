//! The shift report as a compliance auditor reads it, through the real `pitpay`
//! binary: every slip of the period by number, a void with its reason and who voided
//! it, a reprint with who made it, a round issued again (`--again`) marked as a re-issue
//! of the earlier slip, the jackpot's award in full, money with its symbol and thousands
//! separators, the property and location from the settings, and the three signature
//! lines; on Letter and on A4.

use serde_json::Value;

use crate::install::{file_text, flat, lucky_break_at, s, Install};
use crate::jackpots::{meter_hit, PATRON};

/// Slip 1 at table T-1, printed again by Lee Park; slip 2 the same round issued again,
/// voided by Lee Park; slip 3 a $25,000.00 meter award.
fn a_shift(install: &Install) -> (String, String) {
    let round = install.write("t1.toml", &lucky_break_at("T-1"));
    assert_eq!(install.slip(&round, &install.path("s1.pdf"), &[]), 1);
    assert_eq!(
        install.slip(&round, &install.path("s2.pdf"), &["--again"]),
        2
    );
    let hit = install.write("hit.toml", &meter_hit(false));
    assert_eq!(install.slip(&hit, &install.path("s3.pdf"), &PATRON), 3);
    let lee = ["--supervisor", "Lee Park", "--supervisor-id", "S-88"];
    let copy = install.path("copy.pdf");
    let mut reprint = vec!["reprint", "1", "--out", s(&copy)];
    reprint.extend(lee);
    let r = install.run(&reprint);
    assert_eq!(r.code, 0, "{r:?}");
    let mut void = vec!["void", "2", "--reason", "dealer paid the wrong seat"];
    void.extend(lee);
    let r = install.run(&void);
    assert_eq!(r.code, 0, "{r:?}");
    let listed: Value = serde_json::from_str(&install.run(&["journal", "--json"]).stdout).unwrap();
    let days: Vec<String> = listed["slips"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["gaming_day"].as_str().unwrap().to_string())
        .collect();
    let first = days.iter().min().unwrap().clone();
    let last = days.iter().max().unwrap().clone();
    (first, last)
}

/// Each slip's row as the listing should print it: number, local time, table, game,
/// supervisor, the amount to be paid in dollars with separators, and state.
fn rows(install: &Install, days: &(String, String)) -> Vec<String> {
    let listed: Value = serde_json::from_str(&install.run(&["journal", "--json"]).stdout).unwrap();
    let slips = listed["slips"].as_array().unwrap();
    assert_eq!(slips.len(), 3, "{listed}");
    slips
        .iter()
        .map(|v| {
            let local = v["local_time"].as_str().unwrap();
            let (date, clock) = local.split_once('T').unwrap();
            let time = if days.0 == days.1 {
                clock[..8].to_string()
            } else {
                format!("{date} {}", &clock[..8])
            };
            // The amount to be paid, as `pitpay settle --json` gives it for the slip's
            // round (the rounds of `a_shift`, by table).
            let table = v["table"].as_str().unwrap();
            let round = install.path(if table == "T-1" {
                "t1.toml"
            } else {
                "hit.toml"
            });
            let settled: Value =
                serde_json::from_str(&install.run(&["settle", s(&round), "--json"]).stdout)
                    .unwrap();
            let cents: i64 = settled["to_pay"]["amount"]
                .as_str()
                .unwrap()
                .replace('.', "")
                .parse()
                .unwrap();
            let paid = pitpay_core::Currency::USD.format(pitpay_core::Money::from_cents(cents));
            let state = match v["state"].as_str().unwrap() {
                "void" => "VOID",
                other => other,
            };
            format!(
                "{} {time} {} Blackjack Ana Reyes (S-77) {paid} {state}",
                v["number"],
                v["table"].as_str().unwrap()
            )
        })
        .collect()
}

fn report(install: &Install, days: &(String, String), paper: &str) -> String {
    let out = install.path(&format!("report-{paper}.pdf"));
    let r = install.run(&[
        "report",
        "--since",
        &days.0,
        "--until",
        &days.1,
        "--paper",
        paper,
        "--out",
        s(&out),
    ]);
    assert_eq!(r.code, 0, "{r:?}");
    flat(&file_text(&out))
}

#[test]
fn the_report_lists_every_slip_its_void_reprint_re_issue_and_award() {
    let install = Install::new();
    std::fs::write(
        install.data().join("settings.toml"),
        "property = \"Golden Sands Casino\"\nlocation = \"Main pit, podium 3\"\n",
    )
    .unwrap();
    let days = a_shift(&install);
    for paper in ["letter", "a4"] {
        let text = report(&install, &days, paper);
        for words in [
            "Property: Golden Sands Casino",
            "Location: Main pit, podium 3",
            "Every slip issued in the period",
            "Re-issue of slip 1: the same round issued again (--again).",
            "Its round was issued again (--again) as slip 2.",
            "by Lee Park (S-88). Reason: dealer paid the wrong seat",
            "Printed again",
            "award $25,000.00",
            "meter $25,000.00 before, $2,000.00 after",
            "No number is missing between the first and the last slip listed.",
            "Supervisor",
            "Cashier",
            "Manager",
        ] {
            assert!(text.contains(words), "{paper}: {words:?} in {text}");
        }
        for row in rows(&install, &days) {
            assert!(text.contains(&row), "{paper}: {row:?} in {text}");
        }
        assert_eq!(text.matches("Employee ID").count(), 3, "{text}");
        assert_eq!(text.matches("Signature").count(), 3, "{text}");
        // No amount anywhere in the plain JSON form (two decimals, no symbol).
        assert!(!text.contains(" 25000.00"), "{text}");
    }
}

/// Without `property` and `location` in the settings, the report leaves a line to fill
/// in for each.
#[test]
fn without_a_property_the_report_leaves_lines_to_fill_in() {
    let install = Install::new();
    let round = install.write("t1.toml", &lucky_break_at("T-1"));
    install.slip(&round, &install.path("s1.pdf"), &[]);
    let listed: Value = serde_json::from_str(&install.run(&["journal", "--json"]).stdout).unwrap();
    let day = listed["slips"][0]["gaming_day"]
        .as_str()
        .unwrap()
        .to_string();
    let text = report(&install, &(day.clone(), day), "letter");
    assert!(text.contains("Property:"), "{text}");
    assert!(text.contains("Location:"), "{text}");
    assert!(!text.contains("Golden Sands"), "{text}");
}

/// Slip 1 issued on one gaming day, and its round issued again (`--again`) as slip 2 the
/// next day: the report of the second day lists slip 2 only, marked as a re-issue of
/// slip 1, found by the journal's round index though slip 1 is outside the period.
#[test]
fn a_re_issue_of_a_slip_from_before_the_period_names_it() {
    let install = Install::new();
    let marks = tempfile::tempdir().unwrap();
    let settings = format!(
        "time_zone = \"Etc/UTC\"\nmark_folder = \"{}\"\n",
        marks.path().display()
    );
    std::fs::write(install.data().join("settings.toml"), settings).unwrap();
    let round = lucky_break_at("T-1");
    let issue = |at: &str, name: &str| {
        let who = pitpay_documents::slip::SignOff {
            supervisor: "Ana Reyes".into(),
            supervisor_id: "S-77".into(),
            ..Default::default()
        };
        let options = pitpay_documents::slip::Options {
            again: true,
            at: Some(at.parse().unwrap()),
            ..Default::default()
        };
        pitpay_documents::slip::issue(
            "round.toml",
            &round,
            &pitpay_core::Catalog::with_operator_dir(None),
            &who,
            Some(&install.path(name)),
            install.data(),
            &options,
        )
        .unwrap()
        .number
    };
    assert_eq!(issue("2026-11-26T12:00:00Z", "s1.pdf"), 1);
    assert_eq!(issue("2026-11-27T12:00:00Z", "s2.pdf"), 2);
    let day = "2026-11-27".to_string();
    let text = report(&install, &(day.clone(), day), "letter");
    assert!(text.contains("1 issued in the period"), "{text}");
    assert!(
        text.contains("2 12:00:00 T-1 Blackjack Ana Reyes (S-77)"),
        "{text}"
    );
    assert!(
        text.contains("Re-issue of slip 1: the same round issued again (--again)."),
        "{text}"
    );
    assert!(!text.contains("Its round was issued again"), "{text}");
}

//! The rules whose tests are code rather than case files: the exact-amount text (R1.5),
//! the full record every wager line carries (R1.7), and operator paytable folders, where
//! a broken file is reported and every other paytable stays usable (ROUND-FILE.md
//! "Paytables"). The golden rounds themselves are in `tests/cases/`.

use pitpay_core::Catalog;

use super::support::{
    check_odds, check_totals, json_cents, line, line_no, one_seat, seat_json, settle_json,
};

/// The pattern paytable of `tests/cases/paytable-files/paytable_helpers_load-1.toml`.
const GOOD: &str = r#"id = "test-bonus"
name = "Test Bonus"
game = "lucky9"
bet = "bonus9"
kind = "pattern"
version = "1"
effective = "2026-11-01"
decks = [1, 2, 3, 4, 5, 6, 7, 8]
min = "1"
max = "1,000"
convention = "to"
verified = true
cards = "first-two+up"

[[tier]]
name = "Any Total 9"
when = ["total 9"]
odds = "5 to 1"
"#;

#[test]
fn r1_5_exact_amount_that_does_not_end_is_cut_at_six_places() {
    // Exact::new(100, 3) is 100/3 cents = $0.333…: six decimal places, then "…".
    assert_eq!(pitpay_core::Exact::new(100, 3).to_string(), "0.333333…");
}

#[test]
fn r1_7_every_line_is_a_full_settlement_record() {
    let text = std::fs::read_to_string(concat!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../.."),
        "/tests/rounds/lucky9-contract.toml"
    ))
    .unwrap();
    let v = settle_json(&text);
    for w in seat_json(&v, 1)["wagers"].as_array().unwrap() {
        for key in [
            "bet", "hand", "for", "stake", "result", "paid", "net", "reason",
        ] {
            assert!(w.get(key).is_some(), "{key} missing in {w:#}");
        }
        assert_eq!(w["for"], "player");
        assert!(!w["reason"].as_str().unwrap().is_empty());
        assert_eq!(
            json_cents(&w["paid"]) - json_cents(&w["stake"]),
            json_cents(&w["net"])
        );
    }
    // The contract: main $25 Lucky 9 3 to 2 = 37.50 (paid 62.50); bonus9 $5 any total 9
    // 5 to 1 = 25 (paid 30); tie $5 lost. Totals 35 / 92.50 / 57.50.
    check_odds(
        line(&v, 1, "main", 1, "player"),
        "25.00",
        "win",
        Some("3 to 2"),
        "62.50",
        "37.50",
    );
    check_odds(
        line(&v, 1, "bonus9", 1, "player"),
        "5.00",
        "win",
        Some("5 to 1"),
        "30.00",
        "25.00",
    );
    check_odds(
        line(&v, 1, "tie", 1, "player"),
        "5.00",
        "lose",
        None,
        "0.00",
        "-5.00",
    );
    check_totals(&v, "player", "35.00", "92.50", "57.50");
}

#[test]
fn one_broken_operator_file_leaves_the_others_usable() {
    let dir = tempfile::tempdir().unwrap();
    let broken = GOOD
        .replace("id = \"test-bonus\"", "id = \"broken\"")
        .replace("2026-11-01", "soon");
    std::fs::write(dir.path().join("a-broken.toml"), &broken).unwrap();
    // A good new paytable and a good house-rules file next to it.
    std::fs::write(dir.path().join("b-bonus.toml"), GOOD).unwrap();
    let rules = "id = \"l9-equal\"\nname = \"Equal totals tie\"\ngame = \"lucky9\"\n\n[house]\ntie_wins = \"equal-totals\"\n";
    std::fs::write(dir.path().join("c-rules.toml"), rules).unwrap();
    // Not a .toml file: ignored.
    std::fs::write(dir.path().join("notes.txt"), "not a paytable").unwrap();

    let catalog = Catalog::with_operator_dir(Some(dir.path()));
    assert_eq!(catalog.problems().len(), 1, "{:?}", catalog.problems());
    let p = &catalog.problems()[0];
    assert!(p.file.ends_with("a-broken.toml"), "{p}");
    assert_eq!(p.field, "effective");
    assert_eq!(p.line, Some(line_no(&broken, "effective =", 1)));
    assert!(catalog.paytable("broken").is_none());
    assert!(catalog.paytable("test-bonus").is_some());
    assert!(catalog.house_rules("l9-equal").is_some());
    // Every shipped paytable is still there.
    for (name, _) in crate::catalog::SHIPPED {
        let id = name.trim_end_matches(".toml");
        assert!(
            catalog.paytable(id).is_some() || catalog.house_rules(id).is_some(),
            "{id}"
        );
    }
    // And a round can use the operator's files.
    let text = one_seat(
        8,
        "house_rules = \"l9-equal\"\n[paytables]\nbonus9 = \"test-bonus\"",
        "KC 4H 5D",
        &["AS 8D"],
        "main = \"10\"\nbonus9 = \"5\"\ntie = \"5\"",
    );
    let round = pitpay_core::Round::parse("round.toml", &text, &catalog).unwrap();
    let v = pitpay_core::report::to_json(&pitpay_core::settle(&round).unwrap());
    // Lucky 9 beats the three-card 9 (paid 25); equal totals: tie 7 to 1 (paid 40);
    // A♠ 8♦ K♣ any total 9 on the operator's table, 5 to 1 (paid 30).
    check_odds(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        Some("3 to 2"),
        "25.00",
        "15.00",
    );
    check_odds(
        line(&v, 1, "tie", 1, "player"),
        "5.00",
        "win",
        Some("7 to 1"),
        "40.00",
        "35.00",
    );
    check_odds(
        line(&v, 1, "bonus9", 1, "player"),
        "5.00",
        "win",
        Some("5 to 1"),
        "30.00",
        "25.00",
    );
}

#[test]
fn operator_file_overrides_a_shipped_paytable_by_id() {
    let dir = tempfile::tempdir().unwrap();
    let tie = "id = \"lucky9-tie\"\nname = \"Tie 8 to 1\"\ngame = \"lucky9\"\nbet = \"tie\"\nkind = \"main\"\nversion = \"2\"\neffective = \"2026-12-01\"\ndecks = [8]\nmin = \"1\"\nmax = \"100\"\nconvention = \"to\"\nverified = true\n\n[pays]\ntie = \"8 to 1\"\n";
    std::fs::write(dir.path().join("tie.toml"), tie).unwrap();
    let catalog = Catalog::with_operator_dir(Some(dir.path()));
    assert!(catalog.problems().is_empty(), "{:?}", catalog.problems());
    let text = one_seat(8, "", "6H AC", &["7S KD"], "main = \"10\"\ntie = \"5\"");
    let round = pitpay_core::Round::parse("round.toml", &text, &catalog).unwrap();
    let v = pitpay_core::report::to_json(&pitpay_core::settle(&round).unwrap());
    // 7 against 7 pushes; the tie pays the operator's 8 to 1: $40 won, paid $45.
    check_odds(
        line(&v, 1, "tie", 1, "player"),
        "5.00",
        "win",
        Some("8 to 1"),
        "45.00",
        "40.00",
    );
}

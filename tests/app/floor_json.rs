//! The floor notes in the contract JSON and the table: each
//! winning line's chips from the rack, the cash remainder, the tax and hand-pay flags by
//! the round's year, and the rack at the top; all optional fields (ROUND-FILE.md).

use assert_cmd::Command;
use serde_json::Value;

fn settle(round: &str, args: &[&str]) -> (i32, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("round.toml");
    std::fs::write(&path, round).unwrap();
    let out = Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", dir.path())
        .arg("settle")
        .arg(&path)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn json(round: &str) -> Value {
    let (code, out, err) = settle(round, &["--json"]);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

fn line<'a>(v: &'a Value, bet: &str) -> &'a Value {
    v["seats"][0]["wagers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["bet"] == bet)
        .unwrap()
}

const BLACKJACK_7: &str = r#"
game = "blackjack"
decks = 6
[cards]
dealer = "10H 9C"
[[seat]]
seat = 1
hands = ["AS KD"]
[seat.wagers]
main = "7"
"#;

#[test]
fn r3_2_a_7_dollar_blackjack_is_paid_with_two_reds_and_a_half_dollar() {
    // 3 to 2 on $7 = $10.50 (R3.2): two $5 reds and the $0.50 coin (example).
    let v = json(BLACKJACK_7);
    let main = line(&v, "main");
    assert_eq!(main["paid"], "17.50");
    assert_eq!(
        main["chips"],
        serde_json::json!([{"value": "5.00", "count": 2}, {"value": "0.50", "count": 1}])
    );
    assert!(main.get("cash").is_none(), "{main}");
    assert_eq!(v["rack"]["id"], "us-standard");
    assert_eq!(v["rack"]["chips"][0], "0.50");
    let (_, table, _) = settle(BLACKJACK_7, &[]);
    assert!(table.contains("pay 2 × $5.00 (red) + 1 × $0.50"), "{table}");
}

#[test]
fn a_losing_line_has_no_chips_or_flags() {
    let v = json(&BLACKJACK_7.replace("AS KD", "10S 7D"));
    let main = line(&v, "main");
    assert_eq!(main["result"], "lose");
    assert!(
        main.get("chips").is_none() && main.get("flags").is_none(),
        "{main}"
    );
}

fn suited_trips(date: &str) -> String {
    // Suited or Booted example paytable: suited trips with the hit card pays 10% of the
    // meter ($8,000): $800 on a $1 stake, a `for` table (R1.4, R4.3).
    format!(
        r#"
game = "blackjack"
decks = 6
date = "{date}"
[cards]
dealer = "10H 8C"
[[seat]]
seat = 1
hands = ["7S 7S 7S"]
[seat.wagers]
main = "10"
suited-or-booted = "1"
[progressive.suited-or-booted]
meter = "8,000"
"#
    )
}

#[test]
fn w2g_threshold_follows_the_rounds_year() {
    // $800 received on $1: at least 300 times the wager. 2025: $600 threshold → W-2G;
    // 2026: $2,000 threshold → none (IRS W-2G thresholds as the jurisdiction file holds).
    let ids = |v: &Value| -> Vec<String> {
        line(v, "suited-or-booted")["flags"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|f| f["id"].as_str().unwrap().to_string())
                    .collect()
            })
            .unwrap_or_default()
    };
    let v2025 = json(&suited_trips("2025-12-31"));
    assert_eq!(line(&v2025, "suited-or-booted")["paid"], "800.00");
    assert_eq!(ids(&v2025), ["w2g"]);
    let v2026 = json(&suited_trips("2026-01-01"));
    assert!(ids(&v2026).is_empty(), "{v2026}");
    // A meter award is paid at the cage (with its patron and witness), never from the
    // table's chips, flagged or not.
    assert!(line(&v2026, "suited-or-booted").get("chips").is_none());
    assert_eq!(v2026["to_pay"]["at_cage"], true);
}

#[test]
fn a_25000_meter_hit_is_w2g_withholding_and_approval() {
    // A $1 21+3 Progressive meter hit of $25,000 (100% of meter, R4.3) is
    // flagged W-2G and withholding; $25,000 is also over the house approval amount.
    let round = r#"
game = "blackjack"
decks = 6
date = "2026-05-01"
[cards]
dealer = "AS 9C"
[[seat]]
seat = 1
hands = ["AS AS"]
[seat.wagers]
main = "10"
"21+3-progressive" = "1"
[progressive]
meter = "25,000"
declared_suit = "S"
"#;
    let v = json(round);
    let p = line(&v, "21+3-progressive");
    assert_eq!(p["paid"], "25000.00");
    let ids: Vec<&str> = p["flags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["w2g", "withholding", "approval"]);
    // Paid at the cage, where the patron's forms are done: no table chips. The
    // amount to be paid is the whole $25,000.00 return of the `for` line (R1.4); 24% of
    // the $24,999.00 winnings less the wager is withheld, rounded half up: $5,999.76.
    assert!(p.get("chips").is_none(), "{p}");
    assert_eq!(
        v["to_pay"],
        serde_json::json!({
            "amount": "25000.00", "stake_stays": "0.00", "withheld": "5999.76",
            "net_to_patron": "19000.24", "at_cage": true
        })
    );
}

#[test]
fn a_round_naming_a_rack_that_does_not_exist_is_refused() {
    let (code, _, err) = settle(
        &BLACKJACK_7.replace("decks = 6", "decks = 6\nrack = \"casino-x\""),
        &[],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("rack") && err.contains("casino-x"), "{err}");
}

#[test]
fn colour_for_colour_pays_a_black_stake_in_blacks() {
    // $400 (four $100 blacks) on a blackjack at 3 to 2 wins $600 (R3.2). Fewest chips:
    // a $500 purple and a black; colour for colour: six blacks, never a chip larger than
    // the stake chip.
    let round = BLACKJACK_7.replace("main = \"7\"", "main = \"400\"");
    let chips = |args: &[&str]| {
        let (code, out, err) = settle(&round, args);
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        line(&v, "main")["chips"].clone()
    };
    assert_eq!(
        chips(&["--json"]),
        serde_json::json!([{"value": "500.00", "count": 1}, {"value": "100.00", "count": 1}])
    );
    assert_eq!(
        chips(&["--json", "--colour-for-colour"]),
        serde_json::json!([{"value": "100.00", "count": 6}])
    );
}

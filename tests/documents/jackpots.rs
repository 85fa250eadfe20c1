//! The patron and witness on slips with tax paperwork or a meter award, and the jackpot
//! record (parts 2 and 3), through the real `pitpay` binary.
//!
//! The worked round: a $1 21+3 Progressive on paytable 1 (58 Pa. Code 633b.17, R4.2)
//! whose first two cards A♠ A♠ with the dealer's A♠ up are suited three aces, 100% of
//! the $25,000.00 meter (R4.3), paid $25,000.00 for 1 (net $24,999.00), the meter
//! reseeded to $2,000.00. Dated 2026: $24,999 won is at least the 2026 W-2G threshold of
//! $2,000 and 300 times the $1 wager (Form W-2G instructions, table games), and over
//! $5,000 and 300 times the wager: regular withholding applies.

use serde_json::Value;

use crate::install::{file_text, flat, s, Install, Run, SUPERVISOR, SUPERVISOR_ID};

pub(crate) fn meter_hit(seat_two: bool) -> String {
    let mut round = String::from(
        r#"game = "blackjack"
decks = 6
table = "BJ-7"
date = "2026-03-14"

[cards]
dealer = "AS 9C"

[progressive]
meter = "25,000"

[[seat]]
seat = 3
hands = ["AS AS"]
[seat.wagers]
main = "10"
"21+3-progressive" = "1"
"#,
    );
    if seat_two {
        // Seat 5 is dealt K♠ K♠ with the same A♠ up: a flush, 3 for 1 (R4.2), no meter
        // award, so the one award stays seat 3's.
        round.push_str(
            r#"
[[seat]]
seat = 5
hands = ["KS KS"]
[seat.wagers]
main = "5"
"21+3-progressive" = "1"
"#,
        );
    }
    round
}

/// The patron and witness of every meter award's sign-off in these tests.
pub(crate) const PATRON: [&str; 10] = [
    "--patron",
    "Jo Smith",
    "--patron-id-type",
    "Passport",
    "--patron-id-last4",
    "4321",
    "--witness",
    "Sam Lee",
    "--witness-id",
    "E-12",
];

fn slip(install: &Install, round: &str, out: &str, extra: &[&str]) -> Run {
    let round = install.write("hit.toml", round);
    let out = install.path(out);
    let mut args = vec![
        "slip",
        s(&round),
        "--supervisor",
        SUPERVISOR,
        "--supervisor-id",
        SUPERVISOR_ID,
        "--out",
        s(&out),
    ];
    args.extend_from_slice(extra);
    install.run(&args)
}

#[test]
fn a_meter_hit_slip_is_refused_without_the_patron_and_witness() {
    let install = Install::new();
    let r = slip(&install, &meter_hit(false), "hit.pdf", &[]);
    assert_eq!(r.code, 2, "{r:?}");
    for words in [
        "W-2G",
        "withholding",
        "progressive meter award",
        "--patron",
        "--witness",
    ] {
        assert!(r.stderr.contains(words), "{words}: {r:?}");
    }
    assert!(!install.path("hit.pdf").exists(), "no file on bad input");
    assert!(install.journal().is_empty(), "no number taken");

    // The witness alone is not enough, nor the patron without the ID's last four.
    let mut no_last4 = PATRON.to_vec();
    no_last4.drain(4..6);
    let r = slip(&install, &meter_hit(false), "hit.pdf", &no_last4);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(install.journal().is_empty());
}

#[test]
fn a_full_id_number_is_refused_and_never_echoed() {
    let install = Install::new();
    let mut full = PATRON.to_vec();
    full[5] = "D1234-56789-4321";
    let r = slip(&install, &meter_hit(false), "hit.pdf", &full);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("--patron-id-last4"), "{r:?}");
    assert!(r.stderr.contains("last 4"), "{r:?}");
    assert!(
        !r.stderr.contains("56789"),
        "the full number is never printed: {r:?}"
    );
    assert!(install.journal().is_empty());
}

#[test]
fn the_witness_is_a_second_employee() {
    let install = Install::new();
    let mut same = PATRON.to_vec();
    same[9] = SUPERVISOR_ID;
    let r = slip(&install, &meter_hit(false), "hit.pdf", &same);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("--witness-id"), "{r:?}");
    assert!(install.journal().is_empty());
}

#[test]
fn the_slip_prints_the_patron_witness_flags_and_the_cage_and_verifies() {
    let install = Install::new();
    let r = slip(&install, &meter_hit(false), "hit.pdf", &PATRON);
    assert_eq!(r.code, 0, "{r:?}");
    let pdf = install.path("hit.pdf");
    let text = flat(&file_text(&pdf));
    assert!(
        text.contains("Patron: Jo Smith (Passport ending 4321)"),
        "{text}"
    );
    assert!(text.contains("Witness: Sam Lee (ID E-12)"), "{text}");
    // Dealer and supervisor, patron and witness; and for $25,000.00 paid at the cage,
    // over Mississippi's figures: verifier, manager and cashier.
    assert_eq!(
        text.matches("Signature").count(),
        7,
        "seven signature lines: {text}"
    );
    // The award is paid $25,000.00 for 1 at the cage, where the patron's forms are
    // done: no table chips are planned for it.
    assert!(!text.contains("5 × $5,000.00"), "{text}");
    assert!(text.contains("paid at the cage"), "{text}");
    assert!(text.contains("W-2G"), "{text}");
    let v = install.verify(&pdf);
    assert_eq!(v.code, 0, "{v:?}");
}

#[test]
fn the_jackpot_record_lists_each_award_with_its_meter() {
    let install = Install::new();
    // A slip with no award first: it is not a jackpot.
    let plain = install.write("plain.toml", "game = \"blackjack\"\ndecks = 6\n[cards]\ndealer = \"10C 7D\"\n[[seat]]\nseat = 1\nhands = [\"10H 9S\"]\n[seat.wagers]\nmain = \"10\"\n");
    let out = install.path("plain.pdf");
    let r = install.run(&[
        "slip",
        s(&plain),
        "--supervisor",
        SUPERVISOR,
        "--supervisor-id",
        SUPERVISOR_ID,
        "--out",
        s(&out),
    ]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = slip(&install, &meter_hit(true), "hit.pdf", &PATRON);
    assert_eq!(r.code, 0, "{r:?}");

    let r = install.run(&["jackpots", "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let list = v["jackpots"].as_array().unwrap();
    assert_eq!(list.len(), 1, "{v:#}");
    let j = &list[0];
    assert_eq!(j["slip"], 2);
    assert_eq!(j["seat"], 3);
    assert_eq!(j["bet"], "21+3-progressive");
    assert_eq!(j["paytable"], "21plus3-progressive-1");
    // Three suited aces, no suit declared: paytables/21plus3-progressive-1.toml's tier.
    assert_eq!(j["tier"], "Suited three aces or kings");
    assert_eq!(j["meter_before"], "25000.00");
    assert_eq!(j["award"], "25000.00");
    // R4.3: the award emptied the meter, which restarts at its reseed.
    assert_eq!(j["meter_after"], "2000.00");
    assert_eq!(j["meter_end"], "2000.00");
    assert_eq!(j["reseed"], "2000.00");
    assert_eq!(j["supervisor"], SUPERVISOR);
    assert_eq!(j["witness"]["name"], "Sam Lee");
    assert_eq!(j["state"], "issued");

    let r = install.run(&["jackpots"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("slip 2"), "{r:?}");
    assert!(r.stdout.contains("award $25,000.00"), "{r:?}");
    assert!(r.stdout.contains("witness Sam Lee (E-12)"), "{r:?}");

    // A Macau podium (settings' language) lists it in Traditional Chinese, in the
    // glossary's words (派彩單 payout slip, 見證人 witness, 累積獎金 meter), with the same
    // figures; its JSON is the English one, word for word.
    let english_json = install.run(&["jackpots", "--json"]).stdout;
    std::fs::write(
        install.data.path().join("settings.toml"),
        "language = \"zh-Hant\"\n",
    )
    .unwrap();
    let r = install.run(&["jackpots"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("派彩單 2"), "{r:?}");
    assert!(r.stdout.contains("派彩 $25,000.00"), "{r:?}");
    assert!(r.stdout.contains("累積獎金"), "{r:?}");
    assert!(r.stdout.contains("見證人 Sam Lee（E-12）"), "{r:?}");
    // The tier as that paytable's `[names]` gives it in Chinese (as its sign prints it).
    assert!(r.stdout.contains("同花三條A或K"), "{r:?}");
    assert!(!r.stdout.contains("Suited three"), "{r:?}");
    assert_eq!(install.run(&["jackpots", "--json"]).stdout, english_json);
    std::fs::remove_file(install.data.path().join("settings.toml")).unwrap();

    // Voided, the award stays in the record, marked.
    let r = install.run(&["void", "2", "--reason", "wrong table"]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = install.run(&["jackpots", "--json"]);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["jackpots"][0]["state"], "voided");
}

#[test]
fn r4_4_two_awards_in_one_round_are_listed_in_seat_order_newest_slip_first() {
    let install = Install::new();
    // R4.4 seat order: seat 1's 10% of $8,000 is $800 (meter $7,200), then seat 2's
    // 100% of $7,200 (the emptied meter reseeded to $2,000, R4.3) — tests/cases R4.4.
    let round = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(
        "tests/cases/blackjack/r4_4_suited_or_booted_percent_hit_then_full_hit_in_seat_order.toml",
    ))
    .unwrap();
    let round = round.split("# ----").next().unwrap().to_string();
    let r = slip(&install, &meter_hit(false), "a.pdf", &PATRON);
    assert_eq!(r.code, 0, "{r:?}");
    let r = slip(&install, &round, "b.pdf", &PATRON);
    assert_eq!(r.code, 0, "{r:?}");
    let r = install.run(&["jackpots", "--json"]);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let got: Vec<(i64, i64, &str, &str, &str)> = v["jackpots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| {
            (
                j["slip"].as_i64().unwrap(),
                j["seat"].as_i64().unwrap(),
                j["meter_before"].as_str().unwrap(),
                j["award"].as_str().unwrap(),
                j["meter_after"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            (2, 1, "8000.00", "800.00", "7200.00"),
            (2, 2, "7200.00", "7200.00", "2000.00"),
            (1, 3, "25000.00", "25000.00", "2000.00"),
        ]
    );
}

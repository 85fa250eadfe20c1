//! Side bets are data, tried as a games manager would: a published side bet
//! that Pitpay does not ship, written as one paytable file in the operator folder,
//! settles, prints on a sign, has its exact house edge, and is paid on a slip that
//! verifies, with no change to the program. Then every way such a file can be wrong,
//! each refused naming its file, line and field, and the rounds wagering that bet
//! refused with it, never settled against something else.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::install::{s, wager_line, Install, SUPERVISOR, SUPERVISOR_ID};

/// The example operator files (`examples/paytables/`), as a games manager copies them.
fn example(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/paytables")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// The data folder's own operator folder, `paytables/`, with these files in it.
fn operator_folder(inst: &Install, files: &[(&str, &str)]) -> PathBuf {
    let dir = inst.data().join("paytables");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    dir
}

/// Three seats on Perfect Pairs: a coloured pair, a perfect pair (two 7♠ from a six-deck
/// shoe) and no pair.
const PERFECT_PAIRS_ROUND: &str = r#"game = "blackjack"
decks = 6
table = "BJ-7"

[cards]
dealer = "9C 8D"

[[seat]]
seat = 1
hands = ["QH QD"]
[seat.wagers]
main = "10"
perfect-pairs = "5"

[[seat]]
seat = 2
hands = ["7S 7S"]
[seat.wagers]
main = "10"
perfect-pairs = "5"

[[seat]]
seat = 3
hands = ["5C 9S 4D"]
[seat.wagers]
main = "10"
perfect-pairs = "5"
"#;

/// "65.00" in cents.
fn cents(text: &str) -> i64 {
    let (whole, part) = text.split_once('.').unwrap();
    whole.parse::<i64>().unwrap() * 100 + part.parse::<i64>().unwrap()
}

fn settle_json(inst: &Install, round: &Path) -> Value {
    let r = inst.run(&["settle", s(round), "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    serde_json::from_str(&r.stdout).unwrap()
}

/// The Perfect Pairs line of a seat: (result, paid in cents).
fn perfect_pairs_line(v: &Value, seat: u64) -> (String, i64) {
    let line = wager_line(v, seat, "perfect-pairs");
    (
        line["result"].as_str().unwrap().to_string(),
        cents(line["paid"].as_str().unwrap()),
    )
}

/// One file in the operator folder, and Pitpay settles, signs,
/// analyses and pays the bet on a slip that verifies (the slip embeds the file, so it
/// verifies without the folder too). The payouts are the file's own 25 / 12 / 6 to 1.
#[test]
fn a_side_bet_pitpay_does_not_ship_is_one_file_and_is_settled_signed_analysed_and_paid() {
    let inst = Install::new();
    let round = inst.write("pp.toml", PERFECT_PAIRS_ROUND);
    // Without the file the bet does not exist, and the refusal names the bets that do.
    let r = inst.run(&["settle", s(&round)]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("pp.toml:13: seat 1 wagers.perfect-pairs")
            && r.stderr
                .contains("\"perfect-pairs\" is not a bet in Blackjack (one of main"),
        "{r:?}"
    );

    let folder = operator_folder(
        &inst,
        &[("perfect-pairs.toml", &example("perfect-pairs.toml"))],
    );
    let v = settle_json(&inst, &round);
    // $5 at 12 to 1 is $60 won, $65 paid; at 25 to 1, $125 won, $130 paid.
    assert_eq!(perfect_pairs_line(&v, 1), ("win".into(), 6_500));
    assert_eq!(perfect_pairs_line(&v, 2), ("win".into(), 13_000));
    assert_eq!(perfect_pairs_line(&v, 3), ("lose".into(), 0));

    let sign = inst.path("pp-sign.pdf");
    let r = inst.run(&["sign", "perfect-pairs-25-12-6", "--out", s(&sign)]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(std::fs::read(&sign).unwrap().starts_with(b"%PDF"));

    let r = inst.run(&["analyze", "perfect-pairs-25-12-6", "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    let a: Value = serde_json::from_str(&r.stdout).unwrap();
    // Eight decks: the second card pairs the first as the same card 7 ways in 415, the
    // other card of its colour 8 ways, the other colour 16: (7·26 + 8·13 + 16·7 − 384)/415.
    assert!(
        (a["house_edge"].as_f64().unwrap() - 17.0 / 415.0).abs() < 1e-12,
        "{a:#}"
    );

    let slip = inst.path("pp-slip.pdf");
    let r = inst.run(&[
        "slip",
        s(&round),
        "--supervisor",
        SUPERVISOR,
        "--supervisor-id",
        SUPERVISOR_ID,
        "--out",
        s(&slip),
    ]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = inst.verify(&slip);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("player paid 235.00"), "{r:?}");
    std::fs::remove_dir_all(folder).unwrap();
    let r = inst.verify(&slip);
    assert_eq!(r.code, 0, "the slip carries the bet's file: {r:?}");
}

/// The example operator files reproduce the house edges their makers' analysts
/// publish, to 0.01 percentage points (the precision the sources print):
/// - Perfect Pairs 25/12/6: 4.10% from 8 decks, 6.11% from 6 (Wizard of Odds,
///   "Perfect Pairs"; "more than six percent" at six decks, bestonlinecasinos.org);
/// - Lucky Lucky pay table 1: 2.66% from 6 decks, with its tier counts 80, 864, 1,944,
///   12,960, 26,568, 406,296, 377,568 and 364,320 (Wizard of Odds, "Lucky Lucky");
/// - 21+3 classic at 9 to 1: 3.24% from 6 decks and 2.74% from 8 (Wizard of Odds,
///   "21 + 3", version 1);
/// - Lucky Ladies 1000/125/19/9/4, whose top line needs a dealer blackjack: 24.71%
///   from 6 decks (betfirm.com, "Lucky Ladies") and 24.05% from 8 (onlineblackjack.org,
///   "Blackjack Side Bets: Lucky Ladies").
#[test]
fn the_example_operator_bets_agree_with_their_published_house_edges() {
    let inst = Install::new();
    operator_folder(
        &inst,
        &[
            ("perfect-pairs.toml", &example("perfect-pairs.toml")),
            ("lucky-lucky.toml", &example("lucky-lucky.toml")),
            ("21plus3-classic.toml", &example("21plus3-classic.toml")),
            ("lucky-ladies.toml", &example("lucky-ladies.toml")),
        ],
    );
    let analyse = |id: &str, decks: &str| -> Value {
        let r = inst.run(&["analyze", id, "--decks", decks, "--json"]);
        assert_eq!(r.code, 0, "{r:?}");
        serde_json::from_str(&r.stdout).unwrap()
    };
    let published = [
        ("perfect-pairs-25-12-6", "8", 4.10),
        ("perfect-pairs-25-12-6", "6", 6.11),
        ("lucky-lucky-1", "6", 2.66),
        ("21plus3-classic-9", "6", 3.24),
        ("21plus3-classic-9", "8", 2.74),
        ("lucky-ladies-1000", "6", 24.71),
        ("lucky-ladies-1000", "8", 24.05),
    ];
    for (id, decks, percent) in published {
        let edge = analyse(id, decks)["house_edge"].as_f64().unwrap() * 100.0;
        assert!(
            (edge - percent).abs() < 0.005,
            "{id} at {decks} decks: {edge:.4}% against the published {percent}%"
        );
    }
    let tiers: Vec<u64> = analyse("lucky-lucky-1", "6")["tiers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["combinations"].as_u64().unwrap())
        .collect();
    assert_eq!(
        tiers,
        [80, 864, 1_944, 12_960, 26_568, 406_296, 377_568, 364_320]
    );
}

/// One broken operator file: what `pitpay paytables` warns, and what a round wagering
/// its bet is told.
struct Broken {
    what: &'static str,
    files: Vec<(&'static str, String)>,
    /// `file:line: field` the refusal must name.
    at: &'static str,
    message: &'static str,
}

fn broken_cases() -> Vec<Broken> {
    let pp = example("perfect-pairs.toml");
    vec![
        Broken {
            what: "an unknown condition",
            files: vec![(
                "pp.toml",
                pp.replace("\"pair\", \"suited\"", "\"pair\", \"rainbow\""),
            )],
            at: "pp.toml:29: tier[1].when",
            message: "\"rainbow\" is not a card condition",
        },
        Broken {
            what: "a tier that can never hit (shadowed by the tier above it)",
            files: vec![(
                "pp.toml",
                pp.replace(
                    "\"pair\", \"same-colour\"",
                    "\"pair\", \"suited\", \"same-colour\"",
                ),
            )],
            at: "pp.toml:34: tier[2].when",
            message: "can never be paid",
        },
        Broken {
            what: "a requirement naming no bet",
            files: vec![(
                "pp.toml",
                pp.replace("rule = \"R1.6\"", "rule = \"R1.6\"\nrequires = \"keno\""),
            )],
            at: "pp.toml:26: side_bet.requires",
            message: "requires \"keno\", which is not a bet of Blackjack",
        },
        Broken {
            what: "two files defining one bet for one game differently",
            files: vec![
                ("pp-a.toml", pp.clone()),
                (
                    "pp-b.toml",
                    pp.replace("perfect-pairs-25-12-6", "perfect-pairs-30-10-5")
                        .replace("title = \"Perfect Pairs\"", "title = \"Perfect Pair\""),
                ),
            ],
            at: "pp-b.toml:23: side_bet",
            message: "is also defined for Blackjack by",
        },
        Broken {
            what: "a bet id that is a main wager's",
            files: vec![(
                "pp.toml",
                pp.replace("bet = \"perfect-pairs\"", "bet = \"main\""),
            )],
            at: "pp.toml:13: kind",
            message: "the bet \"main\" needs kind = \"main\"",
        },
        Broken {
            what: "a side bet with no definition anywhere",
            files: vec![(
                "pp.toml",
                pp.replace(
                    "[side_bet]\ntitle = \"Perfect Pairs\"\nrule = \"R1.6\"\n",
                    "",
                ),
            )],
            at: "pp.toml:12: bet",
            message:
                "Blackjack does not offer the bet \"perfect-pairs\": no paytable file defines it",
        },
    ]
}

/// Each refused naming the file, line and
/// field, and a round wagering the bet is refused with the same words.
#[test]
fn a_broken_side_bet_file_is_refused_and_its_rounds_with_it() {
    for case in broken_cases() {
        let inst = Install::new();
        let files: Vec<(&str, &str)> = case.files.iter().map(|(n, t)| (*n, t.as_str())).collect();
        operator_folder(&inst, &files);
        let r = inst.run(&["paytables"]);
        assert!(
            r.stderr.contains(case.at) && r.stderr.contains(case.message),
            "{}: {r:?}",
            case.what
        );
        let round = inst.write("pp.toml", PERFECT_PAIRS_ROUND);
        let r = inst.run(&["settle", s(&round)]);
        assert_eq!(r.code, 2, "{}: {r:?}", case.what);
        assert!(
            r.stderr.contains("wagers.perfect-pairs") && r.stderr.contains(case.message),
            "{}: {r:?}",
            case.what
        );
        assert!(r.stdout.is_empty(), "{}: nothing settled: {r:?}", case.what);
    }
}

/// Lucky Ladies' top line pays only with a dealer blackjack (docs/side-bets.md,
/// `dealer-blackjack`): Q♥ Q♥ against A♠ K♦ is paid 1000 to 1, against 9♣ 8♦ the
/// 125 to 1 of the pair alone (a blackjack round always shows the dealer's two cards,
/// R3.3).
#[test]
fn a_dealer_blackjack_tier_reads_the_dealers_hole_card() {
    let inst = Install::new();
    operator_folder(
        &inst,
        &[("lucky-ladies.toml", &example("lucky-ladies.toml"))],
    );
    let round = |dealer: &str| {
        format!(
            "game = \"blackjack\"\ndecks = 6\n\n[cards]\ndealer = \"{dealer}\"\n\n[[seat]]\nseat = 1\nhands = [\"QH QH\"]\n[seat.wagers]\nmain = \"10\"\nlucky-ladies = \"1\"\n"
        )
    };
    let line = |dealer: &str| {
        let path = inst.write("ll.toml", &round(dealer));
        let v = settle_json(&inst, &path);
        let seat = &v["seats"][0]["wagers"];
        let l = seat
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["bet"] == "lucky-ladies")
            .unwrap()
            .clone();
        (
            l["odds"].as_str().unwrap().to_string(),
            cents(l["paid"].as_str().unwrap()),
        )
    };
    assert_eq!(line("AS KD"), ("1000 to 1".to_string(), 100_100));
    assert_eq!(line("9C 8D"), ("125 to 1".to_string(), 12_600));
}

/// Only blackjack deals a hole card: a Lucky 9 file asking for a dealer blackjack, or
/// one whose tiers read the up card too, is refused at the tier's `when`.
#[test]
fn a_dealer_blackjack_tier_is_for_blackjack_and_the_first_two_cards() {
    let ll = example("lucky-ladies.toml");
    let cases = [
        (
            ll.replace("game = \"blackjack\"", "game = \"lucky9\""),
            "which Lucky 9 does not deal",
        ),
        (
            ll.replace("cards = \"first-two\"", "cards = \"first-two+up\""),
            "reads the player's first two cards in every tier",
        ),
    ];
    for (text, message) in cases {
        let inst = Install::new();
        operator_folder(&inst, &[("ll.toml", &text)]);
        let r = inst.run(&["paytables"]);
        assert!(
            r.stderr.contains("ll.toml:25: tier[1].when") && r.stderr.contains(message),
            "{r:?}"
        );
    }
}

//! Side bets that watch the dealer, as a games manager meets them: the two
//! published examples (`examples/paytables/buster-blackjack.toml`, the dealer's final
//! hand; `match-the-dealer.toml`, the up card) in the data folder's operator folder are
//! settled, signed, analysed and paid on a slip that verifies with the folder and
//! without it (the slip carries both files), and a round that stops the dealer short
//! while one is on the layout is refused naming the dealer's cards and R3.3.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::install::{file_text, flat, round, s, wager_line, Install};

fn example(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/paytables")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// The data folder's operator folder, `paytables/`, holding both examples.
fn with_examples(inst: &Install) -> PathBuf {
    let dir = inst.data().join("paytables");
    std::fs::create_dir_all(&dir).unwrap();
    for name in ["buster-blackjack.toml", "match-the-dealer.toml"] {
        std::fs::write(dir.join(name), example(name)).unwrap();
    }
    dir
}

/// A line of the settlement JSON: (result, odds, paid, reason).
fn line(v: &Value, seat: u64, bet: &str) -> (String, String, String, String) {
    let l = wager_line(v, seat, bet);
    let text = |k: &str| l[k].as_str().unwrap_or_default().to_string();
    (text("result"), text("odds"), text("paid"), text("reason"))
}

/// tests/rounds/blackjack-dealer-bets.toml, worked by hand in its comment: the dealer
/// 8-3-2-2-9 busts 24 with 5 cards (Buster 4 to 1), seat 1's 8♥ 8♣ against the up card
/// 8♥ is one suited and one non-suited match (16 to 1); seat 2 busted, and its Buster is
/// paid all the same. Player paid $20 + $25 + $85 + $10 = $140, net $108.
#[test]
fn the_published_dealer_bets_settle_sign_and_pay_on_a_slip_that_verifies_without_the_folder() {
    let inst = Install::new();
    let dealer_round = round("blackjack-dealer-bets.toml");
    // Without the files the bets do not exist.
    let r = inst.run(&["settle", s(&dealer_round)]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("is not a bet in Blackjack"), "{r:?}");

    let folder = with_examples(&inst);
    let r = inst.run(&["settle", s(&dealer_round), "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let (result, odds, paid, reason) = line(&v, 1, "buster-blackjack");
    assert_eq!(
        (result.as_str(), odds.as_str(), paid.as_str()),
        ("win", "4 to 1", "25.00")
    );
    assert!(
        reason.contains("The dealer busts with 5 cards (8-3-2-2-9, 24)"),
        "{reason}"
    );
    let (result, odds, paid, reason) = line(&v, 1, "match-the-dealer");
    assert_eq!(
        (result.as_str(), odds.as_str(), paid.as_str()),
        ("win", "16 to 1", "85.00")
    );
    assert!(
        reason.contains(
            "Your 8♥ matches the dealer's 8♥ in rank and suit; your 8♣ matches it in rank"
        ),
        "{reason}"
    );
    let (result, _, paid, _) = line(&v, 2, "buster-blackjack");
    assert_eq!((result.as_str(), paid.as_str()), ("win", "10.00"));
    assert_eq!(v["totals"]["player"]["paid"], "140.00");

    for id in ["buster-blackjack-1", "match-the-dealer-4-12"] {
        let sign = inst.path(&format!("{id}.pdf"));
        let r = inst.run(&["sign", id, "--out", s(&sign)]);
        assert_eq!(r.code, 0, "{r:?}");
        let text = flat(&file_text(&sign));
        assert!(text.contains("Only the highest line pays"), "{id}: {text}");
    }
    let text = flat(&file_text(&inst.path("buster-blackjack-1.pdf")));
    for words in [
        "Dealer busts with 6 cards",
        "12 to 1",
        "Pays on the dealer's final hand",
        "The dealer completes the hand while this bet is in action",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }

    let slip = inst.path("slip.pdf");
    inst.slip(&dealer_round, &slip, &[]);
    let text = flat(&file_text(&slip));
    assert!(text.contains("The dealer busts with 5 cards"), "{text}");
    assert!(
        text.contains("matches the dealer's 8♥ in rank and suit"),
        "{text}"
    );
    let r = inst.verify(&slip);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("player paid 140.00"), "{r:?}");
    std::fs::remove_dir_all(folder).unwrap();
    let r = inst.verify(&slip);
    assert_eq!(r.code, 0, "the slip carries both files: {r:?}");
    let r = inst.run(&[
        "sign",
        "buster-blackjack-1",
        "--out",
        s(&inst.path("x.pdf")),
    ]);
    assert_eq!(
        r.code, 2,
        "without the folder there is no such paytable: {r:?}"
    );
}

/// The examples at their published edges through `pitpay analyze`
/// (the sources are cited in tests/engine/dealer_bets.rs): Buster Blackjack 6.21% from
/// six decks with the dealer hitting soft 17, 8.25% standing; Match the Dealer 4/12
/// 4.8403% from four decks. The report says the dealer's hand comes from the full shoe.
#[test]
fn analyze_prints_the_published_edges_and_says_how_the_dealer_is_drawn() {
    let inst = Install::new();
    with_examples(&inst);
    let analyse = |args: &[&str]| -> Value {
        let r = inst.run(&[&["analyze"], args, &["--json"]].concat());
        assert_eq!(r.code, 0, "{r:?}");
        serde_json::from_str(&r.stdout).unwrap()
    };
    let hit = analyse(&["buster-blackjack-1", "--decks", "6", "--set", "soft17=hit"]);
    assert!(
        (hit["house_edge"].as_f64().unwrap() - 0.0621).abs() < 0.00005,
        "{hit:#}"
    );
    assert!(
        hit["model"].as_str().unwrap().contains("full shoe"),
        "{hit:#}"
    );
    let stand = analyse(&["buster-blackjack-1", "--decks", "6"]);
    assert!((stand["house_edge"].as_f64().unwrap() - 0.0825).abs() < 0.00005);
    let matching = analyse(&["match-the-dealer-4-12"]);
    assert!((matching["house_edge"].as_f64().unwrap() - 1032.0 / 21321.0).abs() < 1e-12);
    // soft17 changes a bet on the dealer's hand, and nothing else does.
    let r = inst.run(&["analyze", "match-the-dealer-4-12", "--set", "soft17=hit"]);
    assert_eq!(r.code, 2, "{r:?}");
    let r = inst.run(&["analyze", "buster-blackjack-1"]);
    assert!(r.stdout.contains("Dealer busts with 6 cards"), "{r:?}");
    assert!(
        r.stdout
            .contains("dealer's final hand, standing on soft 17"),
        "{r:?}"
    );
}

/// A round wagering a bet on the dealer's final hand with the
/// dealer's hand stopped short (every player busted, so nothing else needed it) is
/// refused, exit 2, naming the file, line, the dealer's cards and the rule.
#[test]
fn a_dealer_stopped_short_under_a_bet_on_the_dealers_hand_is_refused() {
    let inst = Install::new();
    with_examples(&inst);
    let text = std::fs::read_to_string(round("blackjack-dealer-bets.toml"))
        .unwrap()
        .replace("dealer = \"8H 3C 2D 2S 9S\"", "dealer = \"8H 3C 2D 2S\"")
        .replace("hands = [\"8H 8C\"]", "hands = [\"8H 8C 10D\"]");
    let short = inst.write("short.toml", &text);
    let r = inst.run(&["settle", s(&short)]);
    assert_eq!(r.code, 2, "{r:?}");
    let line = text
        .lines()
        .position(|l| l.starts_with("dealer ="))
        .unwrap()
        + 1;
    assert!(
        r.stderr
            .contains(&format!("short.toml:{line}: cards.dealer"))
            && r.stderr
                .contains("R3.3: the dealer's hand 8♥ 3♣ 2♦ 2♠ stops on 15")
            && r.stderr
                .contains("while a wager on Buster Blackjack is in action"),
        "{r:?}"
    );
    assert!(r.stdout.is_empty(), "nothing settled: {r:?}");
}

//! Helpers for the blackjack-family tests: build round files, settle them to the
//! contract JSON, find wager lines and check their money.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use pitpay::catalog::Catalog;
use pitpay::error::FileError;
use pitpay::report::to_json;
use pitpay::round::Round;
use pitpay::settle::settle;
use serde_json::Value;

/// A blackjack round (6 decks). `house` is the body of `[house]` and may go on with
/// further tables (`[paytables]`, `[progressive]`).
pub fn bj(house: &str, dealer: &str, seats: &str) -> String {
    bj_decks(6, house, dealer, seats)
}

/// A blackjack round with a deck count.
pub fn bj_decks(decks: u8, house: &str, dealer: &str, seats: &str) -> String {
    format!(
        "game = \"blackjack\"\ndecks = {decks}\n\n[house]\n{house}\n\n[cards]\ndealer = \"{dealer}\"\n\n{seats}"
    )
}

/// One blackjack seat. `extra` holds extra seat keys (`even_money = true`);
/// `wagers` and `dealer_wagers` are table bodies (`main = "10"`).
pub fn seat(n: u32, hands: &[&str], extra: &str, wagers: &str, dealer_wagers: &str) -> String {
    let hands: Vec<String> = hands.iter().map(|h| format!("\"{h}\"")).collect();
    let mut s = format!(
        "[[seat]]\nseat = {n}\nhands = [{}]\n{extra}\n[seat.wagers]\n{wagers}\n",
        hands.join(", ")
    );
    if !dealer_wagers.is_empty() {
        s.push_str(&format!("[seat.dealer_wagers]\n{dealer_wagers}\n"));
    }
    s
}

/// A Stadium round (6 decks) with shared player cards, dealer card 1 and community cards.
pub fn stadium(
    house: &str,
    player: &str,
    dealer: &str,
    community: &str,
    terminals: &str,
) -> String {
    format!(
        "game = \"stadium-blackjack\"\ndecks = 6\n\n[house]\n{house}\n\n[cards]\nplayer = \"{player}\"\ndealer = \"{dealer}\"\ncommunity = \"{community}\"\n\n{terminals}"
    )
}

/// One Stadium terminal.
pub fn terminal(n: u32, decisions: &str, wagers: &str, dealer_wagers: &str) -> String {
    let mut s = format!("[[seat]]\nseat = {n}\ndecisions = \"{decisions}\"\n");
    if !wagers.is_empty() {
        s.push_str(&format!("[seat.wagers]\n{wagers}\n"));
    }
    if !dealer_wagers.is_empty() {
        s.push_str(&format!("[seat.dealer_wagers]\n{dealer_wagers}\n"));
    }
    s
}

/// Parses and settles a round, returning the contract JSON; panics with the located
/// error if the round is refused.
pub fn settle_json(toml: &str) -> Value {
    let catalog = Catalog::shipped();
    let round = Round::parse("round.toml", toml, &catalog)
        .unwrap_or_else(|e| panic!("round refused: {e}\n---\n{toml}"));
    let s = settle(&round)
        .unwrap_or_else(|e| panic!("settle refused: {}\n---\n{toml}", round.locate(e)));
    to_json(&s)
}

/// The error a round is refused with, whether while reading or while settling.
pub fn refusal(toml: &str) -> FileError {
    let catalog = Catalog::shipped();
    match Round::parse("round.toml", toml, &catalog) {
        Err(e) => e,
        Ok(round) => match settle(&round) {
            Err(e) => round.locate(e),
            Ok(s) => panic!(
                "expected the round to be refused, but it settled:\n{}\n---\n{toml}",
                serde_json::to_string_pretty(&to_json(&s)).unwrap()
            ),
        },
    }
}

/// Asserts that a round is refused with the field and every message fragment given.
pub fn assert_refused(toml: &str, field: &str, fragments: &[&str]) -> FileError {
    let e = refusal(toml);
    assert_eq!(e.field, field, "field of: {e}");
    for f in fragments {
        assert!(e.message.contains(f), "message {:?} lacks {f:?}", e.message);
    }
    e
}

/// A seat (or terminal) of the JSON by number.
pub fn seat_json(v: &Value, n: u64) -> &Value {
    v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["seat"] == n)
        .unwrap_or_else(|| panic!("no seat {n} in {v:#}"))
}

/// The wager lines of a seat with this bet, hand and party (`player` / `dealer`).
pub fn lines<'a>(v: &'a Value, n: u64, bet: &str, hand: u64, party: &str) -> Vec<&'a Value> {
    seat_json(v, n)["wagers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["bet"] == bet && l["hand"] == hand && l["for"] == party)
        .collect()
}

/// The one wager line of a seat with this bet, hand and party.
pub fn line<'a>(v: &'a Value, n: u64, bet: &str, hand: u64, party: &str) -> &'a Value {
    let found = lines(v, n, bet, hand, party);
    assert_eq!(
        found.len(),
        1,
        "expected one {bet} line for hand {hand} ({party}) on seat {n}: {:#}",
        seat_json(v, n)
    );
    found[0]
}

/// Money text to cents.
pub fn cents(s: &str) -> i64 {
    let neg = s.starts_with('-');
    let body = s.trim_start_matches('-');
    let (w, f) = body
        .split_once('.')
        .unwrap_or_else(|| panic!("not money: {s}"));
    assert_eq!(f.len(), 2, "money has two decimals: {s}");
    let c = w.parse::<i64>().unwrap() * 100 + f.parse::<i64>().unwrap();
    if neg {
        -c
    } else {
        c
    }
}

/// Asserts a line's stake, result, paid and net (and that net = paid − stake).
pub fn check(line: &Value, stake: &str, result: &str, paid: &str, net: &str) {
    assert_eq!(line["stake"], stake, "stake in {line:#}");
    assert_eq!(line["result"], result, "result in {line:#}");
    assert_eq!(line["paid"], paid, "paid in {line:#}");
    assert_eq!(line["net"], net, "net in {line:#}");
    assert_eq!(
        cents(net),
        cents(paid) - cents(stake),
        "net = paid - stake in {line:#}"
    );
}

/// Asserts the totals of a party (`player` / `dealer`).
pub fn check_totals(v: &Value, party: &str, stake: &str, paid: &str, net: &str) {
    let t = &v["totals"][party];
    assert_eq!(t["stake"], stake, "{party} totals stake: {t}");
    assert_eq!(t["paid"], paid, "{party} totals paid: {t}");
    assert_eq!(t["net"], net, "{party} totals net: {t}");
}

/// The final hands of a seat as card strings.
pub fn hands(v: &Value, n: u64) -> Vec<String> {
    seat_json(v, n)["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_str().unwrap().to_string())
        .collect()
}

/// A Stadium terminal's dealer hand as a card string.
pub fn dealer_hand(v: &Value, n: u64) -> String {
    seat_json(v, n)["dealer_hand"]
        .as_str()
        .unwrap_or_else(|| panic!("no dealer_hand on seat {n}"))
        .to_string()
}

/// Every wager line of the settlement.
pub fn all_lines(v: &Value) -> Vec<&Value> {
    v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["wagers"].as_array().unwrap().iter())
        .collect()
}

/// Cents to money text: `-100` → `"-1.00"`.
pub fn money_text(c: i64) -> String {
    let sign = if c < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", c.abs() / 100, c.abs() % 100)
}

//! Helpers shared by the integration tests: settle a round file's text, read its
//! settlement JSON, and check the lines the contract (ROUND-FILE.md) promises.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::sync::OnceLock;

use pitpay::catalog::Catalog;
use pitpay::error::FileError;
use pitpay::report::to_json;
use pitpay::round::Round;
use pitpay::settle::settle;
use serde_json::Value;

/// The shipped catalog, loaded once per test binary.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(Catalog::shipped)
}

/// Reads and settles a round, giving the settlement JSON or the located error.
pub fn try_settle(text: &str) -> Result<Value, FileError> {
    let round = Round::parse("round.toml", text, catalog())?;
    settle(&round)
        .map(|s| to_json(&s))
        .map_err(|e| round.locate(e))
}

/// Settles a round that must settle.
pub fn settle_toml(text: &str) -> Value {
    try_settle(text).unwrap_or_else(|e| panic!("the round did not settle: {e}\n{text}"))
}

/// The error of a round that must be refused (while reading or while settling).
pub fn settle_err(text: &str) -> FileError {
    match try_settle(text) {
        Ok(v) => panic!("the round settled but should be refused:\n{text}\n{v:#}"),
        Err(e) => e,
    }
}

/// Checks an error's field, a fragment of its message and (when given) its line.
#[track_caller]
pub fn assert_error(e: &FileError, field: &str, fragment: &str, line: Option<usize>) {
    assert_eq!(e.field, field, "field of: {e}");
    assert!(
        e.message.contains(fragment),
        "message of {e}\n  should contain: {fragment}"
    );
    if let Some(line) = line {
        assert_eq!(e.line, Some(line), "line of: {e}");
    }
}

/// A Lucky 9 round with one seat. `top` goes between `decks` and `[cards]` (top-level
/// keys first, then tables such as `[house]` or `[progressive]`).
pub fn one_seat(decks: u8, top: &str, dealer: &str, hands: &[&str], wagers: &str) -> String {
    seats(decks, top, dealer, &[(1, hands, wagers)])
}

/// A Lucky 9 round with several seats: `(seat number, hands, wagers)`.
pub fn seats(decks: u8, top: &str, dealer: &str, list: &[(u32, &[&str], &str)]) -> String {
    let mut s =
        format!("game = \"lucky9\"\ndecks = {decks}\n{top}\n\n[cards]\ndealer = \"{dealer}\"\n");
    for (n, hands, wagers) in list {
        let hands: Vec<String> = hands.iter().map(|h| format!("\"{h}\"")).collect();
        s.push_str(&format!(
            "\n[[seat]]\nseat = {n}\nhands = [{}]\n[seat.wagers]\n{wagers}\n",
            hands.join(", ")
        ));
    }
    s
}

/// The seat object of a settlement.
pub fn seat(v: &Value, n: u64) -> &Value {
    v["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .find(|s| s["seat"].as_u64() == Some(n))
        .unwrap_or_else(|| panic!("no seat {n} in {v:#}"))
}

/// Every wager line of a seat on a bet, in order.
pub fn lines<'a>(v: &'a Value, seat_no: u64, bet: &str) -> Vec<&'a Value> {
    seat(v, seat_no)["wagers"]
        .as_array()
        .expect("wagers")
        .iter()
        .filter(|w| w["bet"] == bet)
        .collect()
}

/// The one line of a seat's bet on a hand.
pub fn line<'a>(v: &'a Value, seat_no: u64, bet: &str, hand: u64) -> &'a Value {
    let all = lines(v, seat_no, bet);
    let found: Vec<&Value> = all
        .into_iter()
        .filter(|w| w["hand"].as_u64() == Some(hand))
        .collect();
    assert_eq!(found.len(), 1, "seat {seat_no} {bet} hand {hand} in {v:#}");
    found[0]
}

/// Checks a wager line: result, stake, paid, net and odds (`None`: no odds key).
#[track_caller]
pub fn assert_line(
    l: &Value,
    result: &str,
    stake: &str,
    paid: &str,
    net: &str,
    odds: Option<&str>,
) {
    assert_eq!(l["result"], result, "result of {l:#}");
    assert_eq!(l["stake"], stake, "stake of {l:#}");
    assert_eq!(l["paid"], paid, "paid of {l:#}");
    assert_eq!(l["net"], net, "net of {l:#}");
    match odds {
        Some(o) => assert_eq!(l["odds"], o, "odds of {l:#}"),
        None => assert!(l.get("odds").is_none(), "no odds expected in {l:#}"),
    }
}

/// Checks the player totals.
#[track_caller]
pub fn assert_totals(v: &Value, stake: &str, paid: &str, net: &str) {
    let t = &v["totals"]["player"];
    assert_eq!(
        (t["stake"].as_str(), t["paid"].as_str(), t["net"].as_str()),
        (Some(stake), Some(paid), Some(net)),
        "player totals of {v:#}"
    );
}

/// Money strings of the JSON (`"62.50"`, `"-5.00"`) as cents.
pub fn cents(s: &Value) -> i64 {
    let s = s
        .as_str()
        .unwrap_or_else(|| panic!("not a money string: {s}"));
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let (w, f) = body.split_once('.').expect("two decimals");
    assert_eq!(f.len(), 2, "exactly two decimals: {s}");
    let c = w.parse::<i64>().expect("whole") * 100 + f.parse::<i64>().expect("cents");
    if neg {
        -c
    } else {
        c
    }
}

/// The 1-based line of the `n`th (1-based) occurrence of `needle` in `text`.
pub fn line_no(text: &str, needle: &str, n: usize) -> usize {
    let at = text
        .match_indices(needle)
        .nth(n - 1)
        .unwrap_or_else(|| panic!("{needle:?} occurs fewer than {n} times in\n{text}"))
        .0;
    text[..at].matches('\n').count() + 1
}

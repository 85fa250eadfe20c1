//! The one helper set of the integration tests: build round files, settle them through
//! the public API (`Round::parse`, `settle`, `to_json`) to the contract JSON
//! (ROUND-FILE.md "Settlement JSON"), find wager lines and check their money.
//! Each test binary includes it with `#[path = "../support/mod.rs"] mod support;`.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::sync::OnceLock;

use pitpay_core::report::to_json;
use pitpay_core::settle;
use pitpay_core::Catalog;
use pitpay_core::FileError;
use pitpay_core::Round;
use serde_json::Value;

// ---------------------------------------------------------------- settling

/// The shipped catalog, loaded once per test binary.
pub(crate) fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog::with_operator_dir(None))
}

/// Reads and settles a round given as the text of `file`: the settlement JSON, or the
/// located error (while reading or while settling).
pub(crate) fn try_settle_named(file: &str, text: &str) -> Result<Value, FileError> {
    try_settle_in(catalog(), file, text)
}

/// [`try_settle_named`] over a catalog of the test's own (operator files added).
pub(crate) fn try_settle_in(catalog: &Catalog, file: &str, text: &str) -> Result<Value, FileError> {
    let round = Round::parse(file, text, catalog)?;
    settle(&round)
        .map(|s| to_json(&s))
        .map_err(|e| round.locate(e))
}

/// Reads and settles a round named `round.toml`.
pub(crate) fn try_settle(text: &str) -> Result<Value, FileError> {
    try_settle_named("round.toml", text)
}

/// Settles a round that must settle.
#[track_caller]
pub(crate) fn settle_json(text: &str) -> Value {
    try_settle(text).unwrap_or_else(|e| panic!("the round was refused: {e}\n---\n{text}"))
}

/// The error of a round that must be refused (while reading or while settling).
#[track_caller]
pub(crate) fn refusal(text: &str) -> FileError {
    match try_settle(text) {
        Ok(v) => panic!("the round settled but should be refused:\n{text}\n{v:#}"),
        Err(e) => e,
    }
}

/// Asserts that a round is refused with the field and every message fragment given.
#[track_caller]
pub(crate) fn assert_refused(text: &str, field: &str, fragments: &[&str]) -> FileError {
    let e = refusal(text);
    assert_eq!(e.field, field, "field of: {e}");
    for f in fragments {
        assert!(e.message.contains(f), "message {:?} lacks {f:?}", e.message);
    }
    e
}

// ---------------------------------------------------------------- building round files

/// A Lucky 9 round with one seat. `top` goes between `decks` and `[cards]` (top-level
/// keys first, then tables such as `[house]` or `[progressive]`).
pub(crate) fn one_seat(decks: u8, top: &str, dealer: &str, hands: &[&str], wagers: &str) -> String {
    lucky9_seats(decks, top, dealer, &[(1, hands, wagers)])
}

/// A Lucky 9 round with several seats: `(seat number, hands, wagers)`.
pub(crate) fn lucky9_seats(
    decks: u8,
    top: &str,
    dealer: &str,
    list: &[(u32, &[&str], &str)],
) -> String {
    let mut s =
        format!("game = \"lucky9\"\ndecks = {decks}\n{top}\n\n[cards]\ndealer = \"{dealer}\"\n");
    for (n, hands, wagers) in list {
        s.push_str(&format!(
            "\n[[seat]]\nseat = {n}\nhands = [{}]\n[seat.wagers]\n{wagers}\n",
            quoted(hands)
        ));
    }
    s
}

/// A blackjack round (6 decks). `house` is the body of `[house]` and may go on with
/// further tables (`[paytables]`, `[progressive]`).
pub(crate) fn bj(house: &str, dealer: &str, seats: &str) -> String {
    bj_decks(6, house, dealer, seats)
}

/// A blackjack round with a deck count.
pub(crate) fn bj_decks(decks: u8, house: &str, dealer: &str, seats: &str) -> String {
    format!(
        "game = \"blackjack\"\ndecks = {decks}\n\n[house]\n{house}\n\n[cards]\ndealer = \"{dealer}\"\n\n{seats}"
    )
}

/// One blackjack seat. `extra` holds extra seat keys (`even_money = true`);
/// `wagers` and `dealer_wagers` are table bodies (`main = "10"`).
pub(crate) fn bj_seat(
    n: u32,
    hands: &[&str],
    extra: &str,
    wagers: &str,
    dealer_wagers: &str,
) -> String {
    let mut s = format!(
        "[[seat]]\nseat = {n}\nhands = [{}]\n{extra}\n[seat.wagers]\n{wagers}\n",
        quoted(hands)
    );
    if !dealer_wagers.is_empty() {
        s.push_str(&format!("[seat.dealer_wagers]\n{dealer_wagers}\n"));
    }
    s
}

/// A Stadium round (6 decks) with shared player cards, dealer card 1 and community cards.
pub(crate) fn stadium(
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
pub(crate) fn terminal(n: u32, decisions: &str, wagers: &str, dealer_wagers: &str) -> String {
    let mut s = format!("[[seat]]\nseat = {n}\ndecisions = \"{decisions}\"\n");
    if !wagers.is_empty() {
        s.push_str(&format!("[seat.wagers]\n{wagers}\n"));
    }
    if !dealer_wagers.is_empty() {
        s.push_str(&format!("[seat.dealer_wagers]\n{dealer_wagers}\n"));
    }
    s
}

fn quoted(hands: &[&str]) -> String {
    let hands: Vec<String> = hands.iter().map(|h| format!("\"{h}\"")).collect();
    hands.join(", ")
}

// ---------------------------------------------------------------- reading the JSON

/// A seat (or terminal) of the settlement by number.
#[track_caller]
pub(crate) fn seat_json(v: &Value, n: u64) -> &Value {
    v["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .find(|s| s["seat"] == n)
        .unwrap_or_else(|| panic!("no seat {n} in {v:#}"))
}

/// The wager lines of a seat with this bet, hand and party (`player` / `dealer`).
pub(crate) fn lines<'a>(v: &'a Value, n: u64, bet: &str, hand: u64, party: &str) -> Vec<&'a Value> {
    seat_json(v, n)["wagers"]
        .as_array()
        .expect("wagers")
        .iter()
        .filter(|l| l["bet"] == bet && l["hand"] == hand && l["for"] == party)
        .collect()
}

/// The one wager line of a seat with this bet, hand and party.
#[track_caller]
pub(crate) fn line<'a>(v: &'a Value, n: u64, bet: &str, hand: u64, party: &str) -> &'a Value {
    let found = lines(v, n, bet, hand, party);
    assert_eq!(
        found.len(),
        1,
        "expected one {bet} line for hand {hand} ({party}) on seat {n}: {:#}",
        seat_json(v, n)
    );
    found[0]
}

/// Every wager line of the settlement.
pub(crate) fn all_lines(v: &Value) -> Vec<&Value> {
    v["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .flat_map(|s| s["wagers"].as_array().expect("wagers").iter())
        .collect()
}

/// The final hands of a seat as card strings.
pub(crate) fn hands(v: &Value, n: u64) -> Vec<String> {
    seat_json(v, n)["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .map(|h| h.as_str().expect("a hand").to_string())
        .collect()
}

/// A Stadium terminal's dealer hand as a card string.
#[track_caller]
pub(crate) fn dealer_hand(v: &Value, n: u64) -> String {
    seat_json(v, n)["dealer_hand"]
        .as_str()
        .unwrap_or_else(|| panic!("no dealer_hand on seat {n}"))
        .to_string()
}

// ---------------------------------------------------------------- checking money

/// Asserts a line's stake, result, paid and net, and that net = paid − stake (R1.7).
#[track_caller]
pub(crate) fn check(line: &Value, stake: &str, result: &str, paid: &str, net: &str) {
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

/// [`check`], and the line's odds (`None`: the line has no odds).
#[track_caller]
pub(crate) fn check_odds(
    line: &Value,
    stake: &str,
    result: &str,
    odds: Option<&str>,
    paid: &str,
    net: &str,
) {
    check(line, stake, result, paid, net);
    match odds {
        Some(o) => assert_eq!(line["odds"], o, "odds in {line:#}"),
        None => assert!(line.get("odds").is_none(), "no odds expected in {line:#}"),
    }
}

/// Asserts the totals of a party (`player` / `dealer`).
#[track_caller]
pub(crate) fn check_totals(v: &Value, party: &str, stake: &str, paid: &str, net: &str) {
    let t = &v["totals"][party];
    assert_eq!(t["stake"], stake, "{party} totals stake: {t}");
    assert_eq!(t["paid"], paid, "{party} totals paid: {t}");
    assert_eq!(t["net"], net, "{party} totals net: {t}");
}

/// Money text of the JSON (`"62.50"`, `"-5.00"`) as cents.
#[track_caller]
pub(crate) fn cents(s: &str) -> i64 {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let (w, f) = body
        .split_once('.')
        .unwrap_or_else(|| panic!("not money: {s}"));
    assert_eq!(f.len(), 2, "money has exactly two decimals: {s}");
    let c = w.parse::<i64>().expect("whole") * 100 + f.parse::<i64>().expect("cents");
    if neg {
        -c
    } else {
        c
    }
}

/// A money string of the JSON as cents.
#[track_caller]
pub(crate) fn json_cents(v: &Value) -> i64 {
    cents(
        v.as_str()
            .unwrap_or_else(|| panic!("not a money string: {v}")),
    )
}

/// Cents to money text: `-100` → `"-1.00"`.
pub(crate) fn money_text(c: i64) -> String {
    let sign = if c < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", c.abs() / 100, c.abs() % 100)
}

/// The 1-based line of the `n`th (1-based) occurrence of `needle` in `text`.
#[track_caller]
pub(crate) fn line_no(text: &str, needle: &str, n: usize) -> usize {
    let at = text
        .match_indices(needle)
        .nth(n - 1)
        .unwrap_or_else(|| panic!("{needle:?} occurs fewer than {n} times in\n{text}"))
        .0;
    text[..at].matches('\n').count() + 1
}

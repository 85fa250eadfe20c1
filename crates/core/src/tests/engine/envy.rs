//! R4.5 envy bonuses, with an operator paytable (no shipped paytable has one): when a
//! tier naming an envy amount hits, every other seat holding a player wager on that bet
//! is paid the amount as its own line `<bet>-envy`, stake 0, result `win`, not from the
//! meter.

use pitpay_core::settle;
use pitpay_core::Catalog;
use pitpay_core::Round;

const ENVY_TABLE: &str = r#"
id = "21plus3-envy-test"
name = "21+3 Progressive with envy"
game = ["lucky9", "blackjack"]
bet = "21+3-progressive"
kind = "pattern"
version = "1"
effective = "2026-11-01"
decks = [6, 8]
min = "1"
max = "1"
fixed_stake = "1"
convention = "for"
verified = true
reseed = "2,000"
cards = "first-two+up"

[[tier]]
name = "Suited three of a kind"
when = ["suited-three-of-a-kind"]
meter = "100%"
envy = "100"

[[tier]]
name = "Flush"
when = ["flush"]
odds = "3 for 1"
"#;

#[test]
fn r4_5_envy_pays_every_other_seat_on_the_bet_and_not_from_the_meter() {
    let mut catalog = Catalog::shipped();
    catalog.add_source("envy.toml", ENVY_TABLE);
    assert!(catalog.problems().is_empty(), "{:?}", catalog.problems());
    // Dealer 7H up. Seat 1: 7H 7H with 7H up = suited three of a kind → 100% of the
    // meter ($25,000, a "for" table: paid $25,000, net $24,999). Seat 2: 2H 5H with 7H up
    // = flush → 3 for 1 = $3 paid. Seat 3 loses its own bet. Seats 2 and 3 each get a
    // $100 envy line (stake 0, net +100); seat 1 gets none. The meter resets to $2,000.
    let round = r#"
game = "blackjack"
decks = 8
[paytables]
"21+3-progressive" = "21plus3-envy-test"
[progressive]
meter = "25,000"
[cards]
dealer = "7H 10C"
[[seat]]
seat = 1
hands = ["7H 7H"]
[seat.wagers]
main = "10"
"21+3-progressive" = "1"
[[seat]]
seat = 2
hands = ["2H 5H 10S"]
[seat.wagers]
main = "10"
"21+3-progressive" = "1"
[[seat]]
seat = 3
hands = ["9C 8D"]
[seat.wagers]
main = "10"
"21+3-progressive" = "1"
"#;
    let r = Round::parse("envy.toml", round, &catalog).unwrap();
    let s = settle(&r).unwrap();
    let json = pitpay_core::report::to_json(&s);
    let lines = |seat: usize| json["seats"][seat]["wagers"].as_array().unwrap().clone();
    let find = |seat: usize, bet: &str| {
        lines(seat)
            .into_iter()
            .find(|l| l["bet"] == bet)
            .unwrap_or_else(|| panic!("seat index {seat} has no {bet} line"))
    };
    assert_eq!(find(0, "21+3-progressive")["paid"], "25000.00");
    assert!(!lines(0).iter().any(|l| l["bet"] == "21+3-progressive-envy"));
    assert_eq!(find(1, "21+3-progressive")["paid"], "3.00");
    assert_eq!(find(2, "21+3-progressive")["result"], "lose");
    for seat in [1, 2] {
        let envy = find(seat, "21+3-progressive-envy");
        assert_eq!(envy["stake"], "0.00");
        assert_eq!(envy["result"], "win");
        assert_eq!(envy["paid"], "100.00");
        assert_eq!(envy["net"], "100.00");
    }
    assert_eq!(json["progressive"]["meter_before"], "25000.00");
    assert_eq!(json["progressive"]["meter_after"], "2000.00");
}

#[test]
fn r4_3_r1_5_a_meter_award_never_rounds_above_the_meter() {
    // Meter $56,682.95, a 100% hit on a $1 "for" table under half-up to $1. R1.5 (as
    // amended for `for` paytables): a percent-of-meter award is paid as declared, never
    // rounded to the unit, so neither half-up ($56,683, more than the meter holds) nor
    // the unit applies: the award is the meter, $56,682.95 paid, net $56,681.95. The
    // meter then reseeds to $2,000 (R4.3).
    let catalog = Catalog::shipped();
    let round = r#"
game = "blackjack"
decks = 6
[house]
rounding = "half-up"
rounding_unit = "1.00"
[progressive]
meter = "56,682.95"
declared_suit = "S"
[cards]
dealer = "AS 10C"
[[seat]]
seat = 1
hands = ["AS AS"]
[seat.wagers]
main = "10"
"21+3-progressive" = "1"
"#;
    let r = Round::parse("meter.toml", round, &catalog).unwrap();
    let json = pitpay_core::report::to_json(&settle(&r).unwrap());
    let line = json["seats"][0]["wagers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["bet"] == "21+3-progressive")
        .unwrap()
        .clone();
    assert_eq!(line["paid"], "56682.95", "{line}");
    assert_eq!(line["net"], "56681.95", "{line}");
    assert_eq!(json["progressive"]["meter_after"], "2000.00");
}

//! On the floor: racks as data, the exact fewest-chip
//! breakdown with its cash remainder, colour for colour, and the tax and hand-pay flags
//! from the jurisdiction file, at, just below and just above every threshold in 2025 and
//! 2026 (IRS Instructions for Forms W-2G and 5754; IRC §3402(q); P.L. 119-21 §70433).

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use crate::catalog::Catalog;
use crate::floor::{FloorCatalog, Jurisdiction, Rack, Win, SHIPPED_JURISDICTIONS, SHIPPED_RACKS};
use crate::money::{Convention, Currency, Money};
use crate::round::Round;
use crate::settle::{settle, Outcome};
use crate::{Breakdown, WagerLine};
use proptest::prelude::*;

pub(super) fn floor() -> &'static FloorCatalog {
    static FLOOR: OnceLock<FloorCatalog> = OnceLock::new();
    FLOOR.get_or_init(FloorCatalog::shipped)
}

pub(super) fn us() -> Arc<Rack> {
    floor().rack("us-standard").cloned().unwrap()
}

pub(super) fn gb() -> Arc<Rack> {
    floor().rack("gb-standard").cloned().unwrap()
}

pub(super) fn federal() -> Arc<Jurisdiction> {
    floor().jurisdiction("us-federal").cloned().unwrap()
}

pub(super) fn money(text: &str) -> Money {
    Money::parse(text).unwrap().0
}

/// The chips as `(value, count)`, highest first, and the cash.
pub(super) fn paid(b: &Breakdown) -> (Vec<(String, u64)>, String) {
    (
        b.chips().map(|c| (c.value.to_string(), c.count)).collect(),
        b.cash().to_string(),
    )
}

pub(super) fn chips(list: &[(&str, u64)]) -> Vec<(String, u64)> {
    list.iter()
        .map(|(v, n)| (money(v).to_string(), *n))
        .collect()
}

/// A rack file with these chip values (colours do not matter to the breakdown).
pub(super) fn rack_text(currency: &str, values: &[&str]) -> String {
    let mut s = format!("id = \"test\"\nname = \"Test rack\"\ncurrency = \"{currency}\"\n");
    for v in values {
        s.push_str(&format!(
            "[[chip]]\nvalue = \"{v}\"\ncolour = \"c{v}\"\ndisplay = \"#808080\"\n"
        ));
    }
    s
}

pub(super) fn rack_of(values: &[&str]) -> Rack {
    Rack::load("test.toml", &rack_text("USD", values)).unwrap_or_else(|e| panic!("{e}"))
}

/// Settles a round file from `tests/rounds` and gives its lines.
/// Settled lines, each with the convention of the paytable it was settled at (R1.4).
pub(super) fn settled(name: &str) -> Vec<(WagerLine, Convention)> {
    let path = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("tests/rounds")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    settled_text(&text)
}

pub(super) fn settled_text(text: &str) -> Vec<(WagerLine, Convention)> {
    let round = Round::parse("round.toml", text, &Catalog::shipped()).unwrap();
    let s = settle(&round).unwrap();
    let convention = |l: &WagerLine| s.table_of(l.bet).unwrap().convention;
    s.seats
        .iter()
        .flat_map(|seat| &seat.wagers)
        .map(|l| (l.clone(), convention(l)))
        .collect()
}

/// The win of a settled winning line (R1.4, R1.7: net is the winnings).
pub(super) fn win_of((line, convention): &(WagerLine, Convention)) -> Win {
    assert_eq!(line.result, Outcome::Win, "{:?}", line.reason);
    Win {
        stake: line.stake,
        winnings: line.net,
        convention: *convention,
    }
}

// ---------------------------------------------------------------- shipped files

pub(super) fn folder_files(sub: &str) -> Vec<String> {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("paytables")
        .join(sub);
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    names.sort();
    names
}

#[test]
fn every_rack_and_jurisdiction_file_is_compiled_in_and_loads() {
    let listed: Vec<String> = SHIPPED_RACKS.iter().map(|(n, _)| n.to_string()).collect();
    assert_eq!(folder_files("racks"), listed);
    let listed: Vec<String> = SHIPPED_JURISDICTIONS
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    assert_eq!(folder_files("jurisdictions"), listed);
    for (name, text) in SHIPPED_RACKS {
        Rack::load(name, text).unwrap_or_else(|e| panic!("{e}"));
    }
    for (name, text) in SHIPPED_JURISDICTIONS {
        Jurisdiction::load(name, text).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(floor().problems().is_empty(), "{:?}", floor().problems());
    assert_eq!(floor().racks().count(), 2);
}

#[test]
fn the_us_rack_holds_the_common_us_chips() {
    // The rack; colours per Gambling Dictionary "Chip" and Las Vegas Advisor
    // (13 Oct 2020), cited in the file.
    let rack = us();
    let found: Vec<(String, &str)> = rack
        .chips
        .iter()
        .map(|c| (c.value.to_string(), c.colour.as_str()))
        .collect();
    let want = [
        ("0.50", "half-dollar coin"),
        ("1.00", "white"),
        ("2.50", "pink"),
        ("5.00", "red"),
        ("25.00", "green"),
        ("100.00", "black"),
        ("500.00", "purple"),
        ("1000.00", "orange"),
        ("5000.00", "grey"),
    ];
    let want: Vec<(String, &str)> = want.iter().map(|(v, c)| (v.to_string(), *c)).collect();
    assert_eq!(found, want);
    assert_eq!(rack.currency, Currency::USD);
    assert_eq!(rack.colour_for_colour_from, Some(money("100")));
    let displays: BTreeSet<String> = rack.chips.iter().map(|c| c.display.to_string()).collect();
    assert_eq!(
        displays.len(),
        rack.chips.len(),
        "each chip is drawn in its own colour"
    );
}

#[test]
fn the_gb_rack_holds_the_uk_colours() {
    // DiceChip, "Casino chip colors and values (UK)": £1 yellow, £5 red, £25 black,
    // £100 pink.
    let rack = gb();
    assert_eq!(rack.currency, Currency::GBP);
    for (value, colour) in [
        ("1", "yellow"),
        ("5", "red"),
        ("25", "black"),
        ("100", "pink"),
    ] {
        assert_eq!(rack.chip(money(value)).unwrap().colour, colour, "£{value}");
    }
    assert_eq!(rack.chips.first().unwrap().value, money("0.50"));
}

#[test]
fn rack_for_a_round_defaults_by_currency_and_refuses_a_mismatch() {
    let f = floor();
    assert_eq!(
        f.rack_for(None, Currency::USD).unwrap().unwrap().id,
        "us-standard"
    );
    assert_eq!(
        f.rack_for(None, Currency::GBP).unwrap().unwrap().id,
        "gb-standard"
    );
    assert!(f.rack_for(None, Currency::EUR).unwrap().is_none());
    let e = f.rack_for(Some("gb-standard"), Currency::USD).unwrap_err();
    assert!(
        e.to_string().contains("is in GBP but the round is in USD"),
        "{e}"
    );
    let e = f
        .rack_for(Some("nope"), Currency::USD)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("no rack \"nope\"") && e.contains("us-standard"),
        "{e}"
    );
}

#[test]
fn the_operator_folder_overrides_by_id_and_keeps_going_past_a_bad_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("racks")).unwrap();
    std::fs::create_dir(dir.path().join("jurisdictions")).unwrap();
    let mine = rack_text("USD", &["1", "5", "25", "100"]).replace("\"test\"", "\"us-standard\"");
    std::fs::write(dir.path().join("racks/us-standard.toml"), mine).unwrap();
    std::fs::write(dir.path().join("racks/broken.toml"), "id = \"broken\"\n").unwrap();
    let j = SHIPPED_JURISDICTIONS[0]
        .1
        .replace("amount = \"10,000\"", "amount = \"2,500\"");
    std::fs::write(dir.path().join("jurisdictions/us-federal.toml"), j).unwrap();
    // Catalog::operator_dir gives the same folder the paytables come from.
    let op = Catalog::operator_dir(Some(dir.path()), None);
    let f = FloorCatalog::with_operator_dir(op.as_deref());
    let rack = f.rack("us-standard").unwrap();
    assert_eq!(
        rack.chips.len(),
        4,
        "the operator's rack replaced the shipped one"
    );
    assert!(
        f.rack("gb-standard").is_some(),
        "the other shipped rack stays"
    );
    assert_eq!(
        f.jurisdiction("us-federal")
            .unwrap()
            .approval
            .unwrap()
            .amount,
        Some(money("2,500"))
    );
    assert_eq!(f.problems().len(), 1, "{:?}", f.problems());
    assert!(f.problems()[0].file.ends_with("broken.toml"));
}

// ---------------------------------------------------------------- the breakdown

#[test]
fn r3_2_a_7_dollar_blackjack_pays_10_50_as_5_5_and_a_half_dollar() {
    let text = "game = \"blackjack\"\ndecks = 6\n[cards]\ndealer = \"9H 8C\"\n[[seat]]\n\
                seat = 1\nhands = [\"AS KD\"]\n[seat.wagers]\nmain = \"7\"\n";
    let lines = settled_text(text);
    let win = win_of(&lines[0]);
    assert_eq!(win.winnings, money("10.50"), "3 to 2 on $7 (R3.2)");
    assert_eq!(
        win.payout(),
        money("10.50"),
        "a `to` table: the stake stays"
    );
    let b = us().breakdown(win.payout());
    assert_eq!(paid(&b), (chips(&[("5", 2), ("0.50", 1)]), "0.00".into()));
    assert_eq!(b.to_string(), "2 × 5.00 + 1 × 0.50");
}

#[test]
fn greedy_is_wrong_with_a_2_50_chip() {
    // Without coins, greedy pays $9 as 5 + 2.50 + 1 and is left with 0.50; the exact
    // breakdown pays it all: 5 + 1 + 1 + 1 + 1.
    let rack = rack_of(&["1", "2.50", "5"]);
    let b = rack.breakdown(money("9"));
    assert_eq!(paid(&b), (chips(&[("5", 1), ("1", 4)]), "0.00".into()));
}

#[test]
fn the_cash_remainder_is_what_the_rack_cannot_make() {
    // Cents below the smallest chip.
    let b = us().breakdown(money("10.25"));
    assert_eq!(paid(&b), (chips(&[("5", 2)]), "0.25".into()));
    // An amount the rack cannot make: $5 and $25 chips pay $7 as $5 and $2 cash.
    let b = rack_of(&["5", "25"]).breakdown(money("7"));
    assert_eq!(paid(&b), (chips(&[("5", 1)]), "2.00".into()));
    // $3 and $5 chips: the largest payable amount not above $7 is $6 (two $3).
    let b = rack_of(&["3", "5"]).breakdown(money("7"));
    assert_eq!(paid(&b), (chips(&[("3", 2)]), "1.00".into()));
    // Nothing to pay.
    assert_eq!(us().breakdown(Money::ZERO).chip_count(), 0);
    assert_eq!(us().breakdown(Money::ZERO).cash(), Money::ZERO);
    assert_eq!(us().breakdown(money("0.49")).cash(), money("0.49"));
}

#[test]
fn large_amounts_take_the_largest_chips_first() {
    // $25,000 (a meter award) is five grey; $1,234,567.89 is 246 grey, 4 orange, a
    // purple, 2 green, 3 red and a pink, and 39 cents below the half-dollar coin.
    assert_eq!(
        paid(&us().breakdown(money("25,000"))),
        (chips(&[("5,000", 5)]), "0.00".into())
    );
    let b = us().breakdown(money("1,234,567.89"));
    assert_eq!(
        paid(&b),
        (
            chips(&[
                ("5,000", 246),
                ("1,000", 4),
                ("500", 1),
                ("25", 2),
                ("5", 3),
                ("2.50", 1)
            ]),
            "0.39".into()
        )
    );
    let b = us().breakdown(Money::from_cents(i64::MAX));
    assert_eq!(b.total(), Money::from_cents(i64::MAX));
}

/// Fewest chips by plain dynamic programming over every cent up to `max`, written
/// independently of the library: `(fewest chips for the largest payable amount ≤ n, cash)`.
pub(super) fn reference(values: &[i64], max: usize) -> Vec<(u32, i64)> {
    let mut best = vec![u32::MAX; max + 1];
    best[0] = 0;
    for n in 1..=max {
        for &v in values {
            let v = v as usize;
            if v <= n && best[n - v] != u32::MAX {
                best[n] = best[n].min(best[n - v] + 1);
            }
        }
    }
    let mut out = Vec::with_capacity(max + 1);
    let mut last_payable = 0usize;
    for (n, &b) in best.iter().enumerate() {
        if b != u32::MAX {
            last_payable = n;
        }
        out.push((best[last_payable], (n - last_payable) as i64));
    }
    out
}

pub(super) fn check_against_reference(rack: &Rack, max: usize, step: usize) {
    let values: Vec<i64> = rack.values().map(Money::cents).collect();
    let want = reference(&values, max);
    for n in (0..=max).step_by(step) {
        let b = rack.fewest(Money::from_cents(n as i64));
        let (fewest, cash) = want[n];
        assert_eq!(
            (b.chip_count(), b.cash().cents()),
            (u64::from(fewest), cash),
            "{} on {}: {b}",
            n,
            rack.id
        );
        assert_eq!(b.total().cents(), n as i64);
        let order: Vec<Money> = b.chips().map(|c| c.value).collect();
        assert!(order.windows(2).all(|w| w[0] > w[1]), "highest first: {b}");
    }
}

#[test]
fn every_amount_to_2000_dollars_is_paid_in_the_fewest_chips() {
    check_against_reference(&us(), 200_000, 1);
    check_against_reference(&gb(), 200_000, 1);
}

/// Brute force: the fewest chips of `values` (descending) summing exactly to `target`,
/// by trying 0, 1, 2 … chips and enumerating every multiset of that size.
pub(super) fn brute_fewest(values: &[i64], target: i64) -> u64 {
    fn exists(values: &[i64], from: usize, left: u64, target: i64) -> bool {
        if target == 0 {
            return true;
        }
        if left == 0 {
            return false;
        }
        (from..values.len()).any(|i| {
            let v = values[i];
            // chips come in non-increasing order: the rest can be at most `left` × v.
            v <= target && target <= v * left as i64 && exists(values, i, left - 1, target - v)
        })
    }
    (0..).find(|&k| exists(values, 0, k, target)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// No other combination from the rack uses fewer chips (brute force, every
    /// amount up to $2,000), and the chips with the cash are the amount. Every US chip is
    /// a multiple of the $0.50 coin, so the rack makes exactly the multiples of $0.50
    /// and the cash is the amount's cents past the last half dollar.
    #[test]
    fn no_combination_uses_fewer_chips(cents in 0i64..=200_000) {
        let rack = us();
        let b = rack.fewest(Money::from_cents(cents));
        prop_assert_eq!(b.total().cents(), cents);
        prop_assert_eq!(b.cash().cents(), cents % 50);
        let mut values: Vec<i64> = rack.values().map(Money::cents).collect();
        values.reverse();
        prop_assert_eq!(b.chip_count(), brute_fewest(&values, cents - cents % 50));
    }

    /// The table and the largest-chip reduction (see `floor::breakdown`) agree with plain
    /// dynamic programming on racks of every shape, well past each table's end.
    #[test]
    fn racks_of_any_shape_break_down_exactly(
        values in proptest::collection::btree_set(1i64..=40, 1..=5),
        scale in prop_oneof![Just(1i64), Just(5), Just(50)],
        probes in proptest::collection::vec(0usize..=60_000, 40),
    ) {
        let written: Vec<String> = values
            .iter()
            .map(|v| Money::from_cents(v * scale).to_string())
            .collect();
        let refs: Vec<&str> = written.iter().map(String::as_str).collect();
        let rack = rack_of(&refs);
        let cents: Vec<i64> = values.iter().map(|v| v * scale).collect();
        let want = reference(&cents, 60_000);
        for n in probes {
            let b = rack.fewest(Money::from_cents(n as i64));
            prop_assert_eq!((b.chip_count(), b.cash().cents()), (u64::from(want[n].0), want[n].1), "{} cents on {:?}", n, cents);
            prop_assert_eq!(b.total().cents(), n as i64);
        }
    }

    /// The chips and the cash always add up to the amount, whatever its size.
    #[test]
    fn chips_and_cash_add_up_to_any_amount(cents in 0i64..=i64::MAX / 2) {
        for rack in [us(), gb()] {
            let b = rack.breakdown(Money::from_cents(cents));
            prop_assert_eq!(b.total().cents(), cents);
            prop_assert!(b.cash().cents() < 50);
        }
    }
}

// ---------------------------------------------------------------- colour for colour

#[test]
fn colour_for_colour_pays_each_stake_chip_in_its_colour() {
    // $600 as a purple and a black, at 35 to 1: $21,000. The fewest chips are four grey
    // and an orange; colour for colour pays 35 purple and 35 black.
    let rack = us();
    let c = rack.colour_for_colour(money("600"), money("21,000"));
    assert!(c.applies());
    assert_eq!(
        paid(&c.stake),
        (chips(&[("500", 1), ("100", 1)]), "0.00".into())
    );
    assert_eq!(
        paid(&c.pays),
        (chips(&[("500", 35), ("100", 35)]), "0.00".into())
    );
    assert_eq!(
        paid(&rack.breakdown(money("21,000"))),
        (chips(&[("5,000", 4), ("1,000", 1)]), "0.00".into())
    );
    // $150 (a black and two green) at 3 to 2: $225. The black's $150 is a black and two
    // green, the greens' $75 three green.
    let c = rack.colour_for_colour(money("150"), money("225"));
    let shares: Vec<(String, String)> = c
        .shares
        .iter()
        .map(|s| (s.stake.value.to_string(), s.pays.to_string()))
        .collect();
    assert_eq!(
        shares,
        [
            ("100.00".to_string(), "1 × 100.00 + 2 × 25.00".to_string()),
            ("25.00".to_string(), "3 × 25.00".to_string())
        ]
    );
    assert_eq!(
        paid(&c.pays),
        (chips(&[("100", 1), ("25", 5)]), "0.00".into())
    );
}

#[test]
fn colour_for_colour_below_black_is_the_ordinary_breakdown() {
    // A $25 green at 35 to 1 ($875): no stake chip is black or higher.
    let c = us().colour_for_colour(money("25"), money("875"));
    assert!(!c.applies());
    assert_eq!(c.pays, us().breakdown(money("875")));
}

#[test]
fn colour_for_colour_pays_a_fractional_win_down_the_rack_and_in_cash() {
    // $101 (a black and a white) at 6 to 5: $121.20. The black's share is $120 (a black,
    // four red); the white's $1.20 is a white and $0.20 cash.
    let c = us().colour_for_colour(money("101"), money("121.20"));
    assert_eq!(
        paid(&c.pays),
        (chips(&[("100", 1), ("5", 4), ("1", 1)]), "0.20".into())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Colour for colour never pays a stake chip's share with a chip larger than
    /// that stake chip, the shares add up to the amount, and the chips with the cash are
    /// the amount.
    #[test]
    fn colour_for_colour_never_uses_a_larger_chip(
        stake in 50i64..=2_000_000,
        num in 1u32..=1000,
        den in 1u32..=10,
        gbp in any::<bool>(),
    ) {
        let rack = if gbp { gb() } else { us() };
        let amount = Money::from_cents(stake * i64::from(num) / i64::from(den));
        let c = rack.colour_for_colour(Money::from_cents(stake), amount);
        prop_assert_eq!(c.pays.total(), amount);
        if c.applies() {
            let shared: i64 = c.shares.iter().map(|s| s.amount.cents()).sum();
            prop_assert_eq!(shared, amount.cents());
            for s in &c.shares {
                prop_assert_eq!(s.pays.total(), s.amount);
                for chip in s.pays.chips() {
                    prop_assert!(chip.value <= s.stake.value, "{} paid on a {} stake chip", chip.value, s.stake.value);
                }
            }
        } else {
            prop_assert_eq!(c.pays, rack.breakdown(amount));
        }
    }
}

/// A side bet by its id, as the shipped paytable files define it.
pub(super) fn side_bet(id: &str) -> crate::bet::Bet {
    id.parse().expect("a side-bet id")
}

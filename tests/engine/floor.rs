//! On the floor (issue 12 parts 1 and 2): racks as data, the exact fewest-chip
//! breakdown with its cash remainder, colour for colour, and the tax and hand-pay flags
//! from the jurisdiction file, at, just below and just above every threshold in 2025 and
//! 2026 (IRS Instructions for Forms W-2G and 5754; IRC §3402(q); P.L. 119-21 §70433).

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use pitpay::catalog::Catalog;
use pitpay::error::FileError;
use pitpay::floor::{
    Breakdown, FlagId, FloorCatalog, Jurisdiction, Rack, Win, SHIPPED_JURISDICTIONS, SHIPPED_RACKS,
};
use pitpay::money::{Convention, Currency, Money};
use pitpay::round::Round;
use pitpay::settle::{settle, Outcome, WagerLine};
use proptest::prelude::*;

fn floor() -> &'static FloorCatalog {
    static FLOOR: OnceLock<FloorCatalog> = OnceLock::new();
    FLOOR.get_or_init(FloorCatalog::shipped)
}

fn us() -> Arc<Rack> {
    floor().rack("us-standard").cloned().unwrap()
}

fn gb() -> Arc<Rack> {
    floor().rack("gb-standard").cloned().unwrap()
}

fn federal() -> Arc<Jurisdiction> {
    floor().jurisdiction("us-federal").cloned().unwrap()
}

fn money(text: &str) -> Money {
    Money::parse(text).unwrap().0
}

/// The chips as `(value, count)`, highest first, and the cash.
fn paid(b: &Breakdown) -> (Vec<(String, u64)>, String) {
    (
        b.chips().map(|c| (c.value.to_string(), c.count)).collect(),
        b.cash().to_string(),
    )
}

fn chips(list: &[(&str, u64)]) -> Vec<(String, u64)> {
    list.iter()
        .map(|(v, n)| (money(v).to_string(), *n))
        .collect()
}

/// A rack file with these chip values (colours do not matter to the breakdown).
fn rack_text(currency: &str, values: &[&str]) -> String {
    let mut s = format!("id = \"test\"\nname = \"Test rack\"\ncurrency = \"{currency}\"\n");
    for v in values {
        s.push_str(&format!(
            "[[chip]]\nvalue = \"{v}\"\ncolour = \"c{v}\"\ndisplay = \"#808080\"\n"
        ));
    }
    s
}

fn rack_of(values: &[&str]) -> Rack {
    Rack::load("test.toml", &rack_text("USD", values)).unwrap_or_else(|e| panic!("{e}"))
}

/// Settles a round file from `tests/rounds` and gives its lines.
/// Settled lines, each with the convention of the paytable it was settled at (R1.4).
fn settled(name: &str) -> Vec<(WagerLine, Convention)> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/rounds")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    settled_text(&text)
}

fn settled_text(text: &str) -> Vec<(WagerLine, Convention)> {
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
fn win_of((line, convention): &(WagerLine, Convention)) -> Win {
    assert_eq!(line.result, Outcome::Win, "{:?}", line.reason);
    Win {
        stake: line.stake,
        winnings: line.net,
        convention: *convention,
    }
}

// ---------------------------------------------------------------- shipped files

fn folder_files(sub: &str) -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
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
fn issue_12_the_us_rack_holds_the_common_us_chips() {
    // Issue 12's rack; colours per Gambling Dictionary "Chip" and Las Vegas Advisor
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
fn issue_12_the_gb_rack_holds_the_uk_colours() {
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
    assert!(e.contains("is in GBP but the round is in USD"), "{e}");
    let e = f.rack_for(Some("nope"), Currency::USD).unwrap_err();
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
fn issue_12_r3_2_a_7_dollar_blackjack_pays_10_50_as_5_5_and_a_half_dollar() {
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
fn issue_12_greedy_is_wrong_with_a_2_50_chip() {
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
fn reference(values: &[i64], max: usize) -> Vec<(u32, i64)> {
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

fn check_against_reference(rack: &Rack, max: usize, step: usize) {
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
fn issue_12_every_amount_to_2000_dollars_is_paid_in_the_fewest_chips() {
    check_against_reference(&us(), 200_000, 1);
    check_against_reference(&gb(), 200_000, 1);
}

/// Brute force: the fewest chips of `values` (descending) summing exactly to `target`,
/// by trying 0, 1, 2 … chips and enumerating every multiset of that size.
fn brute_fewest(values: &[i64], target: i64) -> u64 {
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

    /// Issue 12: no other combination from the rack uses fewer chips (brute force, every
    /// amount up to $2,000), and the chips with the cash are the amount. Every US chip is
    /// a multiple of the $0.50 coin, so the rack makes exactly the multiples of $0.50
    /// and the cash is the amount's cents past the last half dollar.
    #[test]
    fn issue_12_no_combination_uses_fewer_chips(cents in 0i64..=200_000) {
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

    /// Issue 12: colour for colour never pays a stake chip's share with a chip larger than
    /// that stake chip, the shares add up to the amount, and the chips with the cash are
    /// the amount.
    #[test]
    fn issue_12_colour_for_colour_never_uses_a_larger_chip(
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

// ---------------------------------------------------------------- flags

fn win(stake: &str, winnings: &str, convention: Convention) -> Win {
    Win {
        stake: money(stake),
        winnings: Money::parse_allowing_zero(winnings).unwrap().0,
        convention,
    }
}

fn flags(j: &Jurisdiction, year: i32, w: &Win) -> Vec<&'static str> {
    let p = j.assess(year, Currency::USD, w);
    p.flags.iter().map(|f| f.id.id()).collect()
}

fn to(stake: &str, winnings: &str) -> Win {
    win(stake, winnings, Convention::To)
}

#[test]
fn issue_12_a_25000_progressive_award_on_1_dollar_is_w2g_and_withholding() {
    // tests/rounds/lucky9-progressive.toml: the 21+3 Progressive hits 100% of a $25,000
    // meter on a $1 stake: a `for` table, winnings $24,999 (R1.4).
    let lines = settled("lucky9-progressive.toml");
    let line = lines
        .iter()
        .find(|l| l.0.bet == side_bet("21+3-progressive"))
        .unwrap();
    let w = win_of(line);
    assert_eq!(
        w.payout(),
        money("25,000"),
        "the whole return is paid across"
    );
    for year in [2025, 2026] {
        let p = federal().assess(year, Currency::USD, &w);
        assert!(
            p.has(FlagId::W2g) && p.has(FlagId::Withholding),
            "{year}: {p:?}"
        );
        assert_eq!(p.notice, None);
        let w2g = &p.flags[0].text;
        let figure = if year == 2025 { "$600.00" } else { "$2,000.00" };
        assert!(
            w2g.contains(&format!("Form W-2G ({year} figures)"))
                && w2g.contains("$25,000.00")
                && w2g.contains(figure)
                && w2g.contains("300 times the $1.00 wager"),
            "{w2g}"
        );
        let held = &p.flags[1].text;
        assert!(
            held.starts_with("24% federal withholding")
                && held.contains("$24,999.00")
                && held.contains("over $5,000.00"),
            "{held}"
        );
    }
    assert_eq!(
        paid(&us().breakdown(w.payout())),
        (chips(&[("5,000", 5)]), "0.00".into())
    );
}

#[test]
fn w2g_at_below_and_above_the_2025_and_2026_thresholds() {
    // IRS Instructions for Forms W-2G and 5754: winnings of at least the threshold
    // ($600 through 2025, $2,000 in 2026) and at least 300 times the wager. The shipped
    // file compares the amount received (stake included): a $1 stake at `to` odds.
    let j = federal();
    for (year, at) in [(2025, money("600").cents()), (2026, money("2,000").cents())] {
        let received = |cents: i64| Win {
            stake: money("1"),
            winnings: Money::from_cents(cents - 100),
            convention: Convention::To,
        };
        assert!(
            !flags(&j, year, &received(at - 1)).contains(&"w2g"),
            "{year} just below"
        );
        assert!(flags(&j, year, &received(at)).contains(&"w2g"), "{year} at");
        assert!(
            flags(&j, year, &received(at + 1)).contains(&"w2g"),
            "{year} just above"
        );
    }
}

#[test]
fn w2g_needs_300_times_the_wager_in_2025_and_2026() {
    // A $10 stake: 300 times is $3,000, above both years' thresholds.
    let j = federal();
    for year in [2025, 2026] {
        assert!(
            !flags(&j, year, &to("10", "2,989.99")).contains(&"w2g"),
            "{year} below"
        );
        assert!(
            flags(&j, year, &to("10", "2,990")).contains(&"w2g"),
            "{year} at"
        );
        assert!(
            flags(&j, year, &to("10", "2,990.01")).contains(&"w2g"),
            "{year} above"
        );
    }
}

#[test]
fn w2g_reduced_by_the_wager_when_the_operator_says_so() {
    // The payer may reduce the winnings by the wager (IRS instructions): then $599.99
    // won on $1 is not reportable in 2025, $600 is.
    let text = SHIPPED_JURISDICTIONS[0].1.replace(
        "w2g_winnings = \"received\"",
        "w2g_winnings = \"reduced-by-wager\"",
    );
    let j = Jurisdiction::load("us.toml", &text).unwrap();
    for (year, at) in [(2025, "600"), (2026, "2,000")] {
        let at = money(at).cents();
        let w = |c: i64| Win {
            stake: money("1"),
            winnings: Money::from_cents(c),
            convention: Convention::To,
        };
        assert!(!flags(&j, year, &w(at - 1)).contains(&"w2g"), "{year}");
        assert!(flags(&j, year, &w(at)).contains(&"w2g"), "{year}");
        assert!(flags(&j, year, &w(at + 1)).contains(&"w2g"), "{year}");
        let text = &j.assess(year, Currency::USD, &w(at)).flags[0].text;
        assert!(text.contains("winnings less the wager"), "{text}");
    }
}

#[test]
fn withholding_over_5000_and_300_times_the_wager_in_2025_and_2026() {
    // IRC §3402(q)(3)(C)(ii): proceeds (winnings less the wager) over $5,000 and at least
    // 300 times the wager; 24% (the regular gambling withholding rate since 2018).
    let j = federal();
    for year in [2025, 2026] {
        assert!(!flags(&j, year, &to("1", "4,999.99")).contains(&"withholding"));
        assert!(
            !flags(&j, year, &to("1", "5,000")).contains(&"withholding"),
            "not over"
        );
        assert!(flags(&j, year, &to("1", "5,000.01")).contains(&"withholding"));
        // $20 stake: 300 times is $6,000.
        assert!(!flags(&j, year, &to("20", "5,999.99")).contains(&"withholding"));
        assert!(flags(&j, year, &to("20", "6,000")).contains(&"withholding"));
        assert!(flags(&j, year, &to("20", "6,000.01")).contains(&"withholding"));
    }
}

#[test]
fn approval_at_below_and_above_the_house_threshold() {
    // The shipped operator figure: a payout of $10,000 or more. At a `to` table the
    // payout is the winnings; at a `for` table the whole return.
    let j = federal();
    for year in [2025, 2026] {
        assert!(!flags(&j, year, &to("100", "9,999.99")).contains(&"approval"));
        assert!(flags(&j, year, &to("100", "10,000")).contains(&"approval"));
        assert!(flags(&j, year, &to("100", "10,000.01")).contains(&"approval"));
        let for_ = |w: &str| win("1", w, Convention::For);
        assert!(!flags(&j, year, &for_("9,998.99")).contains(&"approval"));
        assert!(flags(&j, year, &for_("9,999")).contains(&"approval"));
    }
    let p = j.assess(2026, Currency::USD, &to("100", "10,000"));
    let text = &p
        .flags
        .iter()
        .find(|f| f.id == FlagId::Approval)
        .unwrap()
        .text;
    assert!(text.contains("$10,000.00 is at least $10,000.00"), "{text}");
}

#[test]
fn approval_by_odds_when_the_operator_sets_them() {
    let text = SHIPPED_JURISDICTIONS[0].1.replace(
        "amount = \"10,000\"\n# odds = \"500 to 1\"",
        "odds = \"500 to 1\"",
    );
    let j = Jurisdiction::load("us.toml", &text).unwrap();
    assert_eq!(j.approval.unwrap().amount, None);
    assert!(!flags(&j, 2026, &to("2", "999.99")).contains(&"approval"));
    assert!(flags(&j, 2026, &to("2", "1,000")).contains(&"approval"));
    assert!(flags(&j, 2026, &to("2", "1,000.01")).contains(&"approval"));
}

#[test]
fn the_same_win_dated_2025_and_2026_flags_by_that_years_threshold() {
    // $1,000 won on $2 at 500 to 1: W-2G in 2025 ($600), not in 2026 ($2,000).
    let j = federal();
    let w = to("2", "1,000");
    assert_eq!(flags(&j, 2025, &w), ["w2g"]);
    assert!(flags(&j, 2026, &w).is_empty());
}

#[test]
fn a_year_without_figures_is_said_plainly() {
    let j = federal();
    for year in [2017, 2027] {
        let p = j.assess(year, Currency::USD, &to("1", "25,000"));
        assert!(!p.has(FlagId::W2g) && !p.has(FlagId::Withholding));
        assert!(
            p.has(FlagId::Approval),
            "approval does not depend on the year"
        );
        let notice = p.notice.unwrap();
        assert!(
            notice.contains(&format!("no W-2G or withholding figures for {year}"))
                && notice.contains("it holds 2018 to 2026"),
            "{notice}"
        );
    }
}

#[test]
fn no_flags_on_a_loss_or_in_another_currency() {
    let j = federal();
    assert_eq!(j.assess(2026, Currency::USD, &to("1", "0")).flags, []);
    let p = j.assess(2026, Currency::GBP, &to("1", "25,000"));
    assert!(p.flags.is_empty());
    assert!(p.notice.unwrap().contains("is in USD and the round in GBP"));
}

// ---------------------------------------------------------------- bad files

fn line_of(text: &str, needle: &str) -> usize {
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle} not in the text"));
    pitpay::error::line_of(text, at)
}

#[track_caller]
fn refused_rack(text: &str, field: &str, fragment: &str, at: &str) -> FileError {
    let e = Rack::load("my-rack.toml", text).unwrap_err();
    assert_eq!(e.file, "my-rack.toml");
    assert_eq!(e.field, field, "{e}");
    assert!(
        e.message.contains(fragment),
        "{e}\n  should contain: {fragment}"
    );
    assert_eq!(e.line, Some(line_of(text, at)), "{e}");
    e
}

#[track_caller]
fn refused_place(text: &str, field: &str, fragment: &str, at: &str) -> FileError {
    let e = Jurisdiction::load("my-place.toml", text).unwrap_err();
    assert_eq!(e.field, field, "{e}");
    assert!(
        e.message.contains(fragment),
        "{e}\n  should contain: {fragment}"
    );
    assert_eq!(e.line, Some(line_of(text, at)), "{e}");
    e
}

fn us_text() -> &'static str {
    SHIPPED_RACKS
        .iter()
        .find(|(n, _)| *n == "us-standard.toml")
        .unwrap()
        .1
}

/// One bad file: replace `old` (first occurrence) by `new` in the base text; the error
/// names `field`, says `fragment`, on the line holding `new`.
type Case = (&'static str, &'static str, &'static str, &'static str);

#[test]
fn bad_racks_are_refused_naming_file_line_and_field() {
    let base = rack_text("USD", &["1", "5", "25"]);
    let cases: [Case; 12] = [
        ("value = \"5\"", "value = \"0\"", "chip[2].value", "is zero"),
        (
            "value = \"25\"",
            "value = \"5.00\"",
            "chip[3].value",
            "$5.00 is already chip[2]",
        ),
        (
            "value = \"5\"",
            "value = \"-5\"",
            "chip[2].value",
            "negative",
        ),
        (
            "value = \"5\"",
            "value = 5.5",
            "chip[2].value",
            "TOML float",
        ),
        (
            "value = \"5\"",
            "value = \"£5\"",
            "chip[2].value",
            "is in GBP but the rack is in USD",
        ),
        (
            "value = \"25\"",
            "value = \"2,000,000\"",
            "chip[3].value",
            "above the largest chip",
        ),
        (
            "display = \"#808080\"",
            "display = \"grey\"",
            "chip[1].display",
            "is not a colour",
        ),
        (
            "colour = \"c5\"",
            "colour = \" \"",
            "chip[2].colour",
            "name the chip's colour",
        ),
        (
            "currency = \"USD\"",
            "currency = \"JPY\"",
            "currency",
            "not a currency",
        ),
        ("id = \"test\"", "id = \"my rack\"", "id", "one word"),
        (
            "name = \"Test rack\"",
            "color = \"red\"",
            "color",
            "unknown field",
        ),
        (
            "currency = \"USD\"",
            "currency = \"USD\"\ncolour_for_colour_from = \"10\"",
            "colour_for_colour_from",
            "$10.00 is not one of the rack's chips",
        ),
    ];
    for (old, new, field, fragment) in cases {
        let t = base.replacen(old, new, 1);
        let at = new.rsplit('\n').next().unwrap();
        let e = refused_rack(&t, field, fragment, at);
        assert!(e.to_string().starts_with("my-rack.toml:"), "{e}");
    }
    let t = rack_text("USD", &["0.99", "1,000"]);
    refused_rack(&t, "chip", "too far from multiples", "[[chip]]");
    let t = "id = \"x\"\nname = \"X\"\ncurrency = \"USD\"\nchip = []\n";
    refused_rack(t, "chip", "at least one [[chip]]", "chip = ");
    let many: Vec<String> = (1..=17).map(|n| n.to_string()).collect();
    let refs: Vec<&str> = many.iter().map(String::as_str).collect();
    refused_rack(
        &rack_text("USD", &refs),
        "chip",
        "at most 16 chips",
        "[[chip]]",
    );
    // The shipped US rack with a missing key.
    let t = us_text().replacen("colour = \"white\"\n", "", 1);
    let e = Rack::load("us.toml", &t).unwrap_err();
    assert!(e.message.contains("missing field `colour`"), "{e}");
}

#[test]
fn bad_jurisdictions_are_refused_naming_file_line_and_field() {
    let base = SHIPPED_JURISDICTIONS[0].1;
    let cases: [Case; 13] = [
        (
            "from = 2026",
            "from = 2025",
            "year[2].from",
            "2025 to 2026 overlaps year[1] (2018 to 2025)",
        ),
        (
            "to = 2025",
            "to = 2017",
            "year[1].to",
            "2017 is before from = 2018",
        ),
        (
            "rate = \"24%\"",
            "rate = \"24\"",
            "year[1].rate",
            "not a rate",
        ),
        (
            "times_wager = 300",
            "times_wager = 0",
            "year[1].times_wager",
            "not a multiple of the wager",
        ),
        ("w2g = \"2,000\"", "w2g = \"0\"", "year[2].w2g", "is zero"),
        (
            "withholding = \"5,000\"",
            "withholding = \"£5,000\"",
            "year[1].withholding",
            "is in GBP but the jurisdiction is in USD",
        ),
        (
            "from = 2018",
            "from = 18",
            "year[1].from",
            "not a calendar year",
        ),
        (
            "w2g_winnings = \"received\"",
            "w2g_winnings = \"gross\"",
            "w2g_winnings",
            "not received or reduced-by-wager",
        ),
        (
            "effective = \"2026-01-01\"",
            "effective = \"2026-02-30\"",
            "effective",
            "not a date",
        ),
        (
            "amount = \"10,000\"",
            "odds = \"3:2\"",
            "approval.odds",
            "is not odds",
        ),
        (
            "times_wager = 300\nsource = \"P.L.",
            "times = 300\nsource = \"P.L.",
            "times",
            "unknown field",
        ),
        (
            "currency = \"USD\"",
            "currency = \"usd dollars\"",
            "currency",
            "not a currency",
        ),
        (
            "name = \"United States federal (IRS)\"",
            "name = \" \"",
            "name",
            "needs a name",
        ),
    ];
    for (old, new, field, fragment) in cases {
        let t = base.replacen(old, new, 1);
        let at = new.split('\n').next().unwrap();
        refused_place(&t, field, fragment, at);
    }
    let first_source = base.find("source = \"IRS").unwrap();
    let end = first_source + base[first_source..].find('\n').unwrap();
    let t = format!("{}source = \"  \"{}", &base[..first_source], &base[end..]);
    refused_place(
        &t,
        "year[1].source",
        "say where the figures come from",
        "source = \"  \"",
    );
    let t = base.replace("amount = \"10,000\"\n", "");
    refused_place(&t, "approval", "set an amount, odds or both", "[approval]");
}

#[test]
fn the_shipped_jurisdiction_stores_each_year_with_its_source() {
    let j = federal();
    let years: Vec<(i32, i32, String, String, u32, u32)> = j
        .years
        .iter()
        .map(|y| {
            (
                y.from,
                y.to,
                y.w2g.to_string(),
                y.withholding.to_string(),
                y.rate,
                y.times_wager,
            )
        })
        .collect();
    assert_eq!(
        years,
        [
            (2018, 2025, "600.00".into(), "5000.00".into(), 24, 300),
            (2026, 2026, "2000.00".into(), "5000.00".into(), 24, 300)
        ]
    );
    assert!(j.years[0]
        .source
        .contains("Instructions for Forms W-2G and 5754"));
    assert!(j.years[1].source.contains("P.L. 119-21") && j.years[1].source.contains("§70433"));
}

/// Issue 23: the rack example in docs/floor.md is a rack that loads, as written there.
#[test]
fn the_readmes_rack_example_loads() {
    let readme =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/floor.md"))
            .unwrap();
    let start = readme
        .find("```toml\nid = \"my-rack\"")
        .expect("docs/floor.md shows a rack");
    let body = &readme[start + "```toml\n".len()..];
    let text = &body[..body.find("```").unwrap()];
    let rack = Rack::load("docs/floor.md rack", text).unwrap();
    assert_eq!(rack.id, "my-rack");
    assert_eq!(rack.values().count(), 2);
}

/// Issue 23: a rack file that does not load is named when a round asks for its rack.
#[test]
fn a_broken_rack_file_is_named_when_its_rack_is_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("racks")).unwrap();
    std::fs::write(
        dir.path().join("racks/my-rack.toml"),
        "id = \"my-rack\"\ncurrency = \"USD\"\ncolour = \"red\"\n",
    )
    .unwrap();
    let floors = FloorCatalog::with_operator_dir(Some(dir.path()));
    let why = floors.rack_for(Some("my-rack"), Currency::USD).unwrap_err();
    assert!(why.contains("there is no rack \"my-rack\""), "{why}");
    assert!(why.contains("my-rack.toml"), "{why}");
}

/// A side bet by its id, as the shipped paytable files define it (issue 20).
fn side_bet(id: &str) -> pitpay::bet::Bet {
    id.parse().expect("a side-bet id")
}

//! Chips as a dealer pays them. A whole-dollar payout in whole-dollar chips
//! ($4 is four whites, $9 a red and four whites), the $2.50 pink or the 50¢ coin only for
//! the half a 3 to 2 or 5 to 2 leaves, and the fewest pieces within those rules; chips
//! the rack file leaves out of the dealer's tray are never paid.

use std::sync::Arc;

use crate::floor::{FloorCatalog, Rack};
use crate::money::Money;
use crate::Breakdown;
use proptest::prelude::*;

fn rack(id: &str) -> Arc<Rack> {
    FloorCatalog::shipped().rack(id).cloned().unwrap()
}

/// `2 × 5.00 + 1 × 2.50`.
fn paid(rack: &Rack, cents: i64) -> String {
    rack.breakdown(Money::from_cents(cents)).to_string()
}

/// How many fraction chips (not a whole dollar or pound) a breakdown holds.
fn fractions(b: &Breakdown) -> u64 {
    b.chips()
        .filter(|c| c.value.cents() % 100 != 0)
        .map(|c| c.count)
        .sum()
}

/// Worked amounts, and the 3 to 2 and 5 to 2 halves a dealer pays with a pink
/// or a coin (RULES.md R3.2: 3 to 2 on $5 is $7.50, on $7 is $10.50; R1.4).
#[test]
fn whole_dollars_in_whole_chips_and_a_pink_or_a_coin_for_the_half() {
    let us = rack("us-standard");
    assert_eq!(paid(&us, 400), "4 × 1.00", "$4: four whites");
    assert_eq!(
        paid(&us, 900),
        "1 × 5.00 + 4 × 1.00",
        "$9: a red and four whites"
    );
    assert_eq!(
        paid(&us, 750),
        "1 × 5.00 + 1 × 2.50",
        "$7.50: a red and a pink"
    );
    assert_eq!(
        paid(&us, 1050),
        "2 × 5.00 + 1 × 0.50",
        "$10.50: two reds and a coin"
    );
    assert_eq!(paid(&us, 1250), "2 × 5.00 + 1 × 2.50");
    assert_eq!(paid(&us, 6250), "2 × 25.00 + 2 × 5.00 + 1 × 2.50");
    assert_eq!(paid(&us, 3000), "1 × 25.00 + 1 × 5.00");
    let gb = rack("gb-standard");
    assert_eq!(paid(&gb, 400), "4 × 1.00", "£4: four £1 chips, no 50p");
}

/// Independent of the library: by dynamic programming over every chip, the fewest
/// fraction chips and then the fewest pieces that make exactly `n` cents (`None`: the
/// chips cannot make it).
fn reference(chips: &[(i64, bool)], max: usize) -> Vec<Option<(u64, u64)>> {
    let mut best: Vec<Option<(u64, u64)>> = vec![None; max + 1];
    best[0] = Some((0, 0));
    for n in 1..=max {
        for &(v, fraction) in chips {
            let v = v as usize;
            if v > n {
                continue;
            }
            if let Some((f, p)) = best[n - v] {
                let cand = (f + u64::from(fraction), p + 1);
                if best[n].is_none_or(|b| cand < b) {
                    best[n] = Some(cand);
                }
            }
        }
    }
    best
}

/// Every amount to $500 on both shipped racks: the chips and the cash make the amount,
/// the cash is only what no chip can make, no fraction chip pays a whole-dollar amount,
/// and no other way uses fewer fraction chips, or as few and fewer pieces.
#[test]
fn every_amount_is_paid_as_a_dealer_would_and_no_way_is_better() {
    for id in ["us-standard", "gb-standard"] {
        let r = rack(id);
        let chips: Vec<(i64, bool)> = r
            .chips
            .iter()
            .map(|c| (c.value.cents(), c.value.cents() % 100 != 0))
            .collect();
        let want = reference(&chips, 50_000);
        for n in 0..=50_000i64 {
            let b = r.breakdown(Money::from_cents(n));
            assert_eq!(b.total().cents(), n, "{id} {n}");
            let payable = n - n % 50;
            assert_eq!(b.cash().cents(), n % 50, "{id} {n}: {b}");
            if payable % 100 == 0 {
                assert_eq!(
                    fractions(&b),
                    0,
                    "{id} {n}: whole dollars, whole chips: {b}"
                );
            }
            let (f, p) = want[payable as usize].unwrap();
            assert_eq!((fractions(&b), b.chip_count()), (f, p), "{id} {n}: {b}");
        }
    }
}

/// A rack whose tray has no pink: $7.50 is a red, two whites and a coin; a tray with no
/// coin either leaves the half in cash.
#[test]
fn a_chip_left_out_of_the_tray_is_never_paid() {
    let text = |out: &[&str]| {
        let mut s = "id = \"t\"\nname = \"Tray\"\ncurrency = \"USD\"\n".to_string();
        for v in ["0.50", "1", "2.50", "5", "25"] {
            s.push_str(&format!(
                "[[chip]]\nvalue = \"{v}\"\ncolour = \"c{v}\"\ndisplay = \"#808080\"\n"
            ));
            if out.contains(&v) {
                s.push_str("in_tray = false\n");
            }
        }
        Rack::load("tray.toml", &s).unwrap()
    };
    assert_eq!(
        paid(&text(&["2.50"]), 750),
        "1 × 5.00 + 2 × 1.00 + 1 × 0.50"
    );
    let no_halves = text(&["2.50", "0.50"]);
    let b = no_halves.breakdown(Money::from_cents(750));
    assert_eq!(
        (b.to_string(), b.cash()),
        (
            "1 × 5.00 + 2 × 1.00 + 0.50 cash".to_string(),
            Money::from_cents(50)
        )
    );
}

/// The bad input: a tray without the chip colour for colour starts from, or with
/// no chip at all, is refused naming the file, line and field.
#[test]
fn a_tray_its_rules_cannot_use_is_refused() {
    let base = "id = \"t\"\nname = \"Tray\"\ncurrency = \"USD\"\ncolour_for_colour_from = \"100\"\n\
                [[chip]]\nvalue = \"1\"\ncolour = \"white\"\ndisplay = \"#FFFFFF\"\n\
                [[chip]]\nvalue = \"100\"\ncolour = \"black\"\ndisplay = \"#000000\"\nin_tray = false\n";
    let e = Rack::load("tray.toml", base).unwrap_err();
    assert_eq!(
        (e.field.as_str(), e.line),
        ("chip[2].in_tray", Some(13)),
        "{e}"
    );
    assert!(
        e.message
            .contains("colour for colour starts from the $100.00 chip"),
        "{e}"
    );
    let none = base
        .replace("colour_for_colour_from = \"100\"\n", "")
        .replace(
            "display = \"#FFFFFF\"\n",
            "display = \"#FFFFFF\"\nin_tray = false\n",
        );
    let e = Rack::load("tray.toml", &none).unwrap_err();
    assert_eq!(e.field, "chip", "{e}");
    assert!(e.message.contains("holds no chip"), "{e}");
}

proptest! {
    /// Any amount, any size: chips and cash add up, and a whole-dollar amount on the US
    /// rack never takes a pink or a coin.
    #[test]
    fn dealer_chips_add_up_and_whole_dollars_stay_whole(dollars in 0i64..=10_000_000, half in any::<bool>()) {
        let us = rack("us-standard");
        let n = dollars * 100 + if half { 50 } else { 0 };
        let b = us.breakdown(Money::from_cents(n));
        prop_assert_eq!(b.total().cents(), n);
        prop_assert_eq!(fractions(&b), u64::from(half));
    }
}

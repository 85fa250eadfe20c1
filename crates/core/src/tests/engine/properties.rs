//! Invariants over random rounds and random text (proptest): every line's money adds
//! up (R1.7), totals are the sum of the lines, nothing panics, and no side bet pays
//! more than its paytable's top line (R1.6).

use super::support::{catalog, json_cents as cents, seat_json, try_settle};
use crate::money::RoundingMode;
use pitpay_core::Pay;
use pitpay_core::{parse_cards, Card, Rank, Suit};
use pitpay_core::{Exact, Money, Rounding};
use proptest::prelude::*;
use serde_json::Value;

/// One seat's play.
#[derive(Debug, Clone)]
enum Shape {
    Stand,
    Hit,
    Split(usize),
}

#[derive(Debug, Clone)]
struct SeatSpec {
    shape: Shape,
    main: i64,
    tie: Option<i64>,
    bonus: Option<i64>,
    p21: bool,
    sob: bool,
}

#[derive(Debug, Clone)]
struct Spec {
    decks: u8,
    picks: Vec<usize>,
    numbers: Vec<u32>,
    seats: Vec<SeatSpec>,
    rounding: &'static str,
    unit: &'static str,
    nines: &'static str,
    qualify: &'static str,
    split_on: &'static str,
    tie_wins: &'static str,
    meter_hits: &'static str,
    meter21: i64,
    meter_sob: i64,
    paytable21: u8,
}

fn shape() -> impl Strategy<Value = Shape> {
    prop_oneof![
        Just(Shape::Stand),
        Just(Shape::Hit),
        (2usize..=4).prop_map(Shape::Split)
    ]
}

fn seat_spec() -> impl Strategy<Value = SeatSpec> {
    (
        shape(),
        100i64..=1_000_000,
        proptest::option::of(100i64..=100_000),
        proptest::option::of(100i64..=100_000),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(shape, main, tie, bonus, p21, sob)| SeatSpec {
            shape,
            main,
            tie,
            bonus,
            p21,
            sob,
        })
}

fn spec() -> impl Strategy<Value = Spec> {
    (
        (
            1u8..=8,
            proptest::collection::vec(any::<usize>(), 64),
            proptest::sample::subsequence((1u32..=7).collect::<Vec<_>>(), 1..=4),
            proptest::collection::vec(seat_spec(), 4),
        ),
        (
            prop::sample::select(vec!["down", "half-up"]),
            prop::sample::select(vec!["0.01", "0.05", "0.25", "1.00"]),
            prop::sample::select(vec!["lucky-beats-three-card", "all-push"]),
            prop::sample::select(vec!["any-hand", "three-card"]),
            prop::sample::select(vec!["same-value", "same-rank"]),
            prop::sample::select(vec!["main-pushes", "equal-totals"]),
            prop::sample::select(vec!["seat-order", "share-equally"]),
        ),
        (200_000i64..=10_000_000, 200_000i64..=10_000_000, 1u8..=11),
    )
        .prop_map(
            |(
                (decks, picks, numbers, seats),
                (rounding, unit, nines, qualify, split_on, tie_wins, meter_hits),
                (meter21, meter_sob, paytable21),
            )| Spec {
                decks,
                picks,
                numbers,
                seats,
                rounding,
                unit,
                nines,
                qualify,
                split_on,
                tie_wins,
                meter_hits,
                meter21,
                meter_sob,
                paytable21,
            },
        )
}

fn points(c: Card) -> u32 {
    u32::from(c.rank.baccarat_points())
}

fn total(cards: &[Card]) -> u32 {
    cards.iter().map(|c| points(*c)).sum::<u32>() % 10
}

/// Deals from a real shoe, so no card appears more often than the decks hold it (R1.2).
struct Dealer {
    shoe: Vec<Card>,
    picks: Vec<usize>,
    next: usize,
}

impl Dealer {
    fn pick(&mut self) -> usize {
        let p = self.picks[self.next % self.picks.len()].wrapping_add(self.next);
        self.next += 1;
        p
    }

    fn draw(&mut self) -> Card {
        let i = self.pick() % self.shoe.len();
        self.shoe.swap_remove(i)
    }

    /// The first card from a random place on that matches, if the shoe holds one.
    fn draw_matching(&mut self, ok: impl Fn(Card) -> bool) -> Option<Card> {
        let start = self.pick() % self.shoe.len();
        let n = self.shoe.len();
        let i = (0..n)
            .map(|k| (start + k) % n)
            .find(|&i| ok(self.shoe[i]))?;
        Some(self.shoe.swap_remove(i))
    }
}

fn money(c: i64) -> String {
    format!("{}.{:02}", c / 100, c % 100)
}

fn text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Builds a valid Lucky 9 round file from a spec.
fn build(spec: &Spec) -> String {
    let mut shoe = Vec::new();
    for _ in 0..spec.decks {
        shoe.extend(Card::deck());
    }
    let mut d = Dealer {
        shoe,
        picks: spec.picks.clone(),
        next: 0,
    };
    let mut dealer = vec![d.draw(), d.draw()];
    if total(&dealer) <= 4 {
        dealer.push(d.draw());
    }
    let progressive_ok = spec.decks >= 3;
    let mut any21 = false;
    let mut any_sob = false;
    let mut seats = String::new();
    for (number, s) in spec.numbers.iter().zip(&spec.seats) {
        let mut hands: Vec<Vec<Card>> = Vec::new();
        let first = d.draw();
        let same_rank = spec.split_on == "same-rank";
        let splits = match s.shape {
            Shape::Split(n) => n,
            _ => 1,
        };
        let mut firsts = vec![first];
        for _ in 1..splits {
            let m = d.draw_matching(|c| {
                if same_rank {
                    c.rank == first.rank
                } else {
                    points(c) == points(first)
                }
            });
            match m {
                Some(c) => firsts.push(c),
                None => break,
            }
        }
        if firsts.len() == 1 {
            let mut h = vec![first, d.draw()];
            if matches!(s.shape, Shape::Hit) && total(&h) != 9 {
                h.push(d.draw());
            }
            hands.push(h);
        } else {
            for f in firsts {
                hands.push(vec![f, d.draw()]);
            }
        }
        let hands: Vec<String> = hands.iter().map(|h| format!("\"{}\"", text(h))).collect();
        let mut wagers = format!("main = \"{}\"\n", money(s.main));
        if let Some(t) = s.tie {
            wagers.push_str(&format!("tie = \"{}\"\n", money(t)));
        }
        if let Some(b) = s.bonus {
            wagers.push_str(&format!("bonus9 = \"{}\"\n", money(b)));
        }
        if s.p21 && progressive_ok {
            wagers.push_str("\"21+3-progressive\" = \"1\"\n");
            any21 = true;
        }
        if s.sob {
            wagers.push_str("suited-or-booted = \"1\"\n");
            any_sob = true;
        }
        seats.push_str(&format!(
            "\n[[seat]]\nseat = {number}\nhands = [{}]\n[seat.wagers]\n{wagers}",
            hands.join(", ")
        ));
    }
    let mut out = format!(
        "game = \"lucky9\"\ndecks = {}\n\n[house]\nrounding = \"{}\"\nrounding_unit = \"{}\"\nnines = \"{}\"\nqualify = \"{}\"\nsplit_on = \"{}\"\ntie_wins = \"{}\"\nmeter_hits = \"{}\"\n",
        spec.decks, spec.rounding, spec.unit, spec.nines, spec.qualify, spec.split_on, spec.tie_wins, spec.meter_hits
    );
    if any21 {
        out.push_str(&format!(
            "\n[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-{}\"\n",
            spec.paytable21
        ));
    }
    if any21 || any_sob {
        out.push_str("\n[progressive]\n");
        if any21 {
            out.push_str(&format!(
                "meter = \"{}\"\ndeclared_suit = \"S\"\n",
                money(spec.meter21)
            ));
        }
        if any_sob {
            out.push_str(&format!(
                "[progressive.suited-or-booted]\nmeter = \"{}\"\n",
                money(spec.meter_sob)
            ));
        }
    }
    out.push_str(&format!("\n[cards]\ndealer = \"{}\"\n", text(&dealer)));
    out.push_str(&seats);
    out
}

/// The most a paytable's non-meter lines return on `stake` cents, and whether it has a
/// meter line.
fn top_line(id: &str, stake: i64) -> (i64, bool) {
    let table = catalog().paytable(id).unwrap_or_else(|| panic!("{id}"));
    let mut top = 0i64;
    let mut meter = false;
    for t in table.tiers() {
        match t.pays {
            Pay::Odds(o) => {
                let back = match o.convention {
                    pitpay_core::Convention::To => stake,
                    pitpay_core::Convention::For => 0,
                };
                top = top.max(back + stake * i64::from(o.numerator) / i64::from(o.denominator));
            }
            Pay::Amount(a) => top = top.max(a.cents()),
            Pay::MeterPercent(_) => meter = true,
        }
    }
    if let crate::paytable::Payouts::Main { pays, .. } = &table.payouts {
        for o in pays.values() {
            top = top.max(stake + stake * i64::from(o.numerator) / i64::from(o.denominator));
        }
    }
    (top, meter)
}

fn check_settlement(v: &Value, spec: &Spec) -> Result<(), TestCaseError> {
    let unit = Money::parse(spec.unit).unwrap().0.cents();
    let (mut stake, mut paid, mut net) = (0i64, 0i64, 0i64);
    for seat in v["seats"].as_array().unwrap() {
        for w in seat["wagers"].as_array().unwrap() {
            let (s, p, n) = (cents(&w["stake"]), cents(&w["paid"]), cents(&w["net"]));
            prop_assert!(p >= 0, "paid ≥ 0: {w}");
            prop_assert_eq!(n, p - s, "net = paid − stake: {}", w);
            match w["result"].as_str().unwrap() {
                "lose" => prop_assert_eq!(p, 0, "a loss pays nothing: {}", w),
                "push" => prop_assert_eq!(p, s, "a push returns the stake: {}", w),
                "win" => prop_assert!(p >= s, "a win returns at least the stake: {}", w),
                other => prop_assert!(false, "result {} in Lucky 9", other),
            }
            let id = w["paytable"].as_str().unwrap();
            let (top, has_meter) = top_line(id, s);
            // Half-up rounding may add at most half a unit.
            let mut cap = top + unit;
            if has_meter {
                let before = match w["bet"].as_str().unwrap() {
                    "suited-or-booted" => {
                        cents(&v["progressive"]["suited-or-booted"]["meter_before"])
                    }
                    _ => cents(&v["progressive"]["meter_before"]),
                };
                cap = cap.max(before);
            }
            prop_assert!(p <= cap, "{} pays {} > its top line {}: {}", id, p, cap, w);
            stake += s;
            paid += p;
            net += n;
        }
    }
    let t = &v["totals"]["player"];
    prop_assert_eq!(cents(&t["stake"]), stake);
    prop_assert_eq!(cents(&t["paid"]), paid);
    prop_assert_eq!(cents(&t["net"]), net);
    prop_assert_eq!(&v["totals"]["dealer"]["paid"], "0.00");
    if let Some(p) = v.get("progressive") {
        for m in [p, &p["suited-or-booted"]] {
            if let (Some(_), Some(_)) = (m.get("meter_before"), m.get("meter_after")) {
                let (b, a) = (cents(&m["meter_before"]), cents(&m["meter_after"]));
                prop_assert!(a <= b && a >= 200_000, "meter {} → {}", b, a);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_valid_rounds_settle_and_add_up(spec in spec()) {
        let text = build(&spec);
        if std::env::var_os("SHOW_ROUND").is_some() { eprintln!("{text}\n-----"); }
        let v = match try_settle(&text) {
            Ok(v) => v,
            Err(e) => return Err(TestCaseError::fail(format!("a valid round was refused: {e}\n{text}"))),
        };
        // One main line per hand, one line per side bet.
        for (n, s) in spec.numbers.iter().zip(&spec.seats) {
            let seat = seat_json(&v, u64::from(*n));
            let hands = seat["hands"].as_array().unwrap().len();
            let count = |bet: &str| seat["wagers"].as_array().unwrap().iter().filter(|w| w["bet"] == bet).count();
            prop_assert_eq!(count("main"), hands);
            prop_assert_eq!(count("tie"), usize::from(s.tie.is_some()));
            prop_assert_eq!(count("bonus9"), usize::from(s.bonus.is_some()));
            prop_assert_eq!(count("suited-or-booted"), usize::from(s.sob));
        }
        check_settlement(&v, &spec)?;
        super::one_line::one_line_per_wager(&text, &v).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn settle_never_panics_on_any_cards(
        decks in 1u8..=8,
        dealer in proptest::collection::vec(0usize..52, 0..5),
        hands in proptest::collection::vec(proptest::collection::vec(0usize..52, 0..5), 0..6),
        split_on in prop::sample::select(vec!["same-value", "same-rank"]),
        bonus in any::<bool>(),
    ) {
        let deck: Vec<Card> = Card::deck().collect();
        let t = |v: &[usize]| v.iter().map(|i| deck[*i].to_string()).collect::<Vec<_>>().join(" ");
        let hands: Vec<String> = hands.iter().map(|h| format!("\"{}\"", t(h))).collect();
        let wagers = if bonus { "main = \"10\"\nbonus9 = \"5\"\ntie = \"5\"" } else { "main = \"10\"" };
        let text = format!(
            "game = \"lucky9\"\ndecks = {decks}\n[house]\nsplit_on = \"{split_on}\"\n[cards]\ndealer = \"{}\"\n[[seat]]\nseat = 1\nhands = [{}]\n[seat.wagers]\n{wagers}\n",
            t(&dealer),
            hands.join(", ")
        );
        // Either a settlement or an error with a message; never a panic.
        match try_settle(&text) {
            Ok(v) => prop_assert!(v["seats"].is_array()),
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }

    #[test]
    fn settle_never_panics_on_any_round_text(text in "[a-z\\[\\]=\" 0-9.,\\n$£+-]{0,200}") {
        let _ = try_settle(&text);
    }

    #[test]
    fn money_parse_never_panics_on_any_string(s in any::<String>()) {
        let _ = Money::parse(&s);
        let _ = Money::parse_allowing_zero(&s);
    }

    #[test]
    fn money_parse_never_panics_on_amount_like_strings(s in "[$£€ ]?[-0-9,. ]{0,30}") {
        if let Ok((m, _)) = Money::parse(&s) {
            prop_assert!(m.cents() > 0, "{} parsed to {:?}", s, m);
        }
    }

    #[test]
    fn money_written_back_reads_the_same(c in 1i64..=922_337_203_685_477_580) {
        let m = Money::from_cents(c);
        prop_assert_eq!(Money::parse(&m.to_string()).map(|p| p.0), Ok(m));
        let formatted = pitpay_core::Currency::USD.format(m);
        prop_assert_eq!(Money::parse(&formatted).map(|p| p.0), Ok(m));
    }

    #[test]
    fn card_parsing_never_panics_on_any_string(s in any::<String>()) {
        let _ = parse_cards(&s);
        let _ = s.parse::<Card>();
    }

    #[test]
    fn card_parsing_never_panics_on_card_like_strings(s in "[AaTtJjQqKk0-9♠♤♥♡♦♢♣♧SHDCshdcXx, ]{0,30}") {
        match parse_cards(&s) {
            Ok(cards) => {
                // Every card read is written back as one of the round file's spellings.
                for c in cards {
                    prop_assert_eq!(c.to_string().parse::<Card>(), Ok(c));
                }
            }
            Err(e) => {
                prop_assert!(e.position >= 1);
                prop_assert!(s.contains(&e.text), "the error names text from the input: {:?}", e);
            }
        }
    }

    #[test]
    fn every_card_reads_in_every_spelling(rank in prop::sample::select(Rank::ALL.to_vec()), suit in prop::sample::select(Suit::ALL.to_vec()), lower in any::<bool>()) {
        let c = Card::new(rank, suit);
        let plain = if lower { c.to_string().to_lowercase() } else { c.to_string() };
        prop_assert_eq!(plain.parse::<Card>(), Ok(c));
        prop_assert_eq!(c.pretty().parse::<Card>(), Ok(c));
    }

    #[test]
    fn rounding_stays_within_one_unit(n in 0i128..=10_000_000_000, d in 1i128..=1000, unit in prop::sample::select(vec![1i64, 5, 25, 100, 500]), half_up in any::<bool>()) {
        // R1.5: down never exceeds the exact amount and falls short by less than a unit;
        // half-up is within half a unit. Amounts are whole units.
        let mode = if half_up { RoundingMode::HalfUp } else { RoundingMode::Down };
        let r = Rounding { mode, unit: Money::from_cents(unit), ..Rounding::default() };
        let m = i128::from(r.apply(Exact::new(n, d)).cents());
        prop_assert_eq!(m % i128::from(unit), 0);
        let u = i128::from(unit);
        if half_up {
            prop_assert!((2 * (m * d - n)).abs() <= u * d, "{}/{} → {}", n, d, m);
        } else {
            prop_assert!(m * d <= n && n < (m + u) * d, "{}/{} → {}", n, d, m);
        }
    }
}

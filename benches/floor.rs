//! Criterion benchmarks for issue 12: the chip breakdowns of a 7-seat round must add under
//! 2 µs in all (every winning line of `tests/rounds/blackjack-seven-seats.toml` broken
//! into chips as a dealer pays them, issue 21, and into the US rack's fewest chips, issue
//! 12); the table a rack builds once; colour for colour and the tax flags, for scale.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use pitpay_core::Catalog;
use pitpay_core::Round;
use pitpay_core::{settle, Outcome};
use pitpay_core::{Currency, Money};
use pitpay_core::{FloorCatalog, Rack, Win, SHIPPED_RACKS};

/// Every line of the 7-seat round the dealer pays (wins), as the flags see it.
fn seven_seat_wins() -> Vec<Win> {
    let text = std::fs::read_to_string("tests/rounds/blackjack-seven-seats.toml").unwrap();
    let catalog = Catalog::shipped();
    let round = Round::parse("seven.toml", &text, &catalog).unwrap();
    let s = settle(&round).unwrap();
    s.seats
        .iter()
        .flat_map(|seat| &seat.wagers)
        .filter(|w| w.result == Outcome::Win)
        .map(|w| Win {
            stake: w.stake,
            winnings: w.net,
            convention: s.table_of(w.bet).unwrap().convention,
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let floor = FloorCatalog::shipped();
    let us = floor.rack("us-standard").unwrap().clone();
    let wins = seven_seat_wins();
    let payouts: Vec<Money> = wins.iter().map(Win::payout).collect();
    assert!(payouts.len() >= 7, "the round pays {} lines", payouts.len());
    c.bench_function(
        &format!(
            "7-seat round: chip breakdowns of its {} winning lines",
            payouts.len()
        ),
        |b| {
            b.iter(|| {
                for p in black_box(&payouts) {
                    black_box(us.breakdown(*p));
                }
            })
        },
    );
    // The same lines in the rack's fewest chips (issue 12), for the cost of the dealer's
    // rules beside it (issue 21).
    c.bench_function(
        &format!(
            "7-seat round: fewest chips of its {} winning lines",
            payouts.len()
        ),
        |b| {
            b.iter(|| {
                for p in black_box(&payouts) {
                    black_box(us.fewest(*p));
                }
            })
        },
    );
    c.bench_function("one breakdown: $1,234,567.89 (past the table)", |b| {
        b.iter(|| black_box(us.breakdown(black_box(Money::from_cents(123_456_789)))))
    });
    c.bench_function(
        "one breakdown: $4,999.50 (seven chip values from the table)",
        |b| b.iter(|| black_box(us.breakdown(black_box(Money::from_cents(499_950))))),
    );
    c.bench_function("colour for colour: $600 at 35 to 1", |b| {
        b.iter(|| {
            black_box(us.colour_for_colour(
                black_box(Money::from_cents(60_000)),
                black_box(Money::from_cents(2_100_000)),
            ))
        })
    });
    let federal = floor.jurisdiction("us-federal").unwrap().clone();
    c.bench_function(
        "7-seat round: tax and approval flags of its winning lines",
        |b| {
            b.iter(|| {
                for w in black_box(&wins) {
                    black_box(federal.assess(2026, Currency::USD, w));
                }
            })
        },
    );
    let (name, text) = SHIPPED_RACKS
        .iter()
        .find(|(n, _)| *n == "us-standard.toml")
        .unwrap();
    c.bench_function("load the US rack (reads it and builds its table)", |b| {
        b.iter(|| black_box(Rack::load(name, black_box(text)).unwrap()))
    });
}

criterion_group! {
    name = floor;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = benches
}
criterion_main!(floor);

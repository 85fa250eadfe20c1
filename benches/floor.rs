//! Criterion benchmarks for the floor: the chip breakdowns of a 7-seat round must
//! add under 2 µs in all (every winning line of `tests/rounds/blackjack-seven-seats.toml`
//! broken into chips as a dealer pays them). For scale: the floor notes a
//! statement adds to the same round (chips, then the tax and approval flags of every
//! winning line, as a slip and the settle screen lay them out), and reading the shipped
//! racks and jurisdictions, each rack building its table once. They go through the calls
//! the slip and the app make (the racks' inner tables are not public).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use pitpay_core::{settle, Catalog, Outcome, Round, Settlement, Statement};
use pitpay_core::{Currency, Floor, FloorCatalog, Money, Win};

/// The 7-seat round, settled.
fn seven_seats() -> Settlement {
    let text = std::fs::read_to_string("tests/rounds/blackjack-seven-seats.toml").unwrap();
    let catalog = Catalog::with_operator_dir(None);
    let round = Round::parse("seven.toml", &text, &catalog).unwrap();
    settle(&round).unwrap()
}

/// What the dealer pays across on every winning line, the amounts the chips break.
fn payouts(s: &Settlement) -> Vec<Money> {
    s.seats
        .iter()
        .flat_map(|seat| &seat.wagers)
        .filter(|w| w.result == Outcome::Win)
        .map(|w| {
            let win = Win {
                stake: w.stake,
                winnings: w.net,
                convention: s.table_of(w.bet).unwrap().convention,
            };
            win.payout()
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let floor = FloorCatalog::with_operator_dir(None);
    let table = floor
        .for_round(Some("us-standard"), Currency::USD, None, 2026)
        .unwrap();
    let us = table.rack.clone().unwrap();
    let s = seven_seats();
    let payouts = payouts(&s);
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
    c.bench_function("one breakdown: $1,234,567.89 (past the table)", |b| {
        b.iter(|| black_box(us.breakdown(black_box(Money::from_cents(123_456_789)))))
    });
    c.bench_function(
        "one breakdown: $4,999.50 (seven chip values from the table)",
        |b| b.iter(|| black_box(us.breakdown(black_box(Money::from_cents(499_950))))),
    );
    // The floor notes are the difference between these two.
    c.bench_function("7-seat round: its statement without floor notes", |b| {
        b.iter(|| black_box(Statement::of(black_box(&s), pitpay_language::english())))
    });
    let notes = Floor::of(&table, false);
    c.bench_function(
        "7-seat round: its statement with floor notes (chips and tax flags)",
        |b| {
            b.iter(|| {
                black_box(Statement::with_floor(
                    black_box(&s),
                    &notes,
                    pitpay_language::english(),
                ))
            })
        },
    );
    c.bench_function(
        "read the shipped racks and jurisdictions (each rack builds its table)",
        |b| b.iter(|| black_box(FloorCatalog::with_operator_dir(None))),
    );
}

criterion_group! {
    name = floor;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = benches
}
criterion_main!(floor);

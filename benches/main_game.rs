//! Criterion benchmarks for the main games' exact analysis, with their
//! target on this 2-core machine: every configuration at 8 decks under 1 second (the
//! edge under basic strategy and composition-dependent play, and the chart). One
//! configuration of each game is timed here; `cargo run --release -p pitpay-edge
//! --example timing` times all 432 blackjack configurations at 8 decks. The whole
//! `pitpay analyze` report (the table and a dozen variants for its rule costs) is timed
//! too.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use pitpay_core::analysis::main_game;
use pitpay_core::Game;
use pitpay_core::HouseOptions;
use pitpay_edge::StadiumRules;

fn one_configuration(c: &mut Criterion) {
    let mut g = c.benchmark_group("main game at 8 decks (target < 1 s)");
    g.sample_size(10).measurement_time(Duration::from_secs(8));
    // Each game's default table (R3.1's first values; Stadium's paytables 1-4, R7.4).
    let tables = [
        (Game::Blackjack, pitpay_edge::Rules::pitpay_default(8)),
        (Game::Stadium, StadiumRules::paytables_1_to_4(8).to_rules()),
    ];
    for (game, rules) in tables {
        g.bench_function(format!("{} edge and chart", game.id()), |b| {
            b.iter(|| pitpay_edge::analyze(black_box(&rules)).unwrap())
        });
    }
    g.finish();
}

fn whole_report(c: &mut Criterion) {
    let mut g = c.benchmark_group("pitpay analyze report at 8 decks");
    g.sample_size(10).measurement_time(Duration::from_secs(15));
    for game in [Game::Blackjack, Game::Stadium] {
        let house = HouseOptions::defaults(game);
        g.bench_function(format!("{} with its rule costs", game.id()), |b| {
            b.iter(|| main_game::analyze(game, black_box(&house), 8).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, one_configuration, whole_report);
criterion_main!(benches);

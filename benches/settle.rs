//! Criterion benchmarks for the hot paths, with their targets (2-core
//! machine): a Lucky 9 round parsed and settled under 5 µs; a three-card side-bet hand
//! classified against a paytable under 100 ns; a 7-seat blackjack round with every side
//! bet under 20 µs; a 50-terminal Stadium round under 200 µs; a 7-seat round with a bet
//! on the dealer's final hand and one on the up card at every seat under 5 µs more than
//! the same round without them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use pitpay_core::game::best_tier;
use pitpay_core::parse_cards;
use pitpay_core::settle;
use pitpay_core::Catalog;
use pitpay_core::Round;
use pitpay_core::SideBetCards;

const LUCKY9: &str = r#"
game = "lucky9"
decks = 8
[cards]
dealer = "KC 4H 3D"
[[seat]]
seat = 1
hands = ["AS 8D"]
[seat.wagers]
main = "25"
bonus9 = "5"
tie = "5"
"#;

fn blackjack_seven_seats() -> String {
    let mut s = String::from(
        "game = \"blackjack\"\ndecks = 6\n[cards]\ndealer = \"6H 10H 9H\"\n[progressive]\nmeter = \"25,000\"\ndeclared_suit = \"S\"\n[progressive.suited-or-booted]\nmeter = \"8,000\"\n",
    );
    let hands = [
        "10S 7C",
        "9D 9C 3S",
        "AS KD",
        "8S 3D 10C double",
        "5C 5D 10D",
        "QS QH",
        "7S 7C",
    ];
    for (i, h) in hands.iter().enumerate() {
        s.push_str(&format!(
            "[[seat]]\nseat = {}\nhands = [\"{h}\"]\n[seat.wagers]\nmain = \"10\"\nlucky-break = \"5\"\n\"21+3-progressive\" = \"1\"\nsuited-or-booted = \"1\"\n[seat.dealer_wagers]\nmain = \"1\"\nlucky-break = \"1\"\n",
            i + 1
        ));
    }
    s
}

/// Seven seats at four decks (Match the Dealer's shoe), the dealer busting 25 with three
/// cards; with `dealer_bets` every seat also wagers Buster Blackjack (the dealer's final
/// hand) and Match the Dealer (the up card), from the example operator files.
fn blackjack_dealer_bets(dealer_bets: bool) -> String {
    let mut s = String::from("game = \"blackjack\"\ndecks = 4\n[cards]\ndealer = \"6H 10H 9H\"\n");
    let hands = [
        "10S 7C",
        "9D 9C 3S",
        "6S KD",
        "8S 3D 10C double",
        "5C 5D 10D",
        "QS QH",
        "6C 6D 5S",
    ];
    for (i, h) in hands.iter().enumerate() {
        s.push_str(&format!(
            "[[seat]]\nseat = {}\nhands = [\"{h}\"]\n[seat.wagers]\nmain = \"10\"\nlucky-break = \"5\"\n",
            i + 1
        ));
        if dealer_bets {
            s.push_str("buster-blackjack = \"5\"\nmatch-the-dealer = \"5\"\n");
        }
    }
    s
}

fn stadium_fifty() -> String {
    let mut s = String::from(
        "game = \"stadium-blackjack\"\ndecks = 8\n[cards]\nplayer = \"8S 8D\"\ndealer = \"6H\"\ncommunity = \"3C 5S 9D KH 4S 2D 7C 10C 2S\"\n",
    );
    let plays = [
        "split hit stand stand",
        "stand",
        "hit stand",
        "double",
        "split stand stand",
    ];
    for i in 0..50 {
        s.push_str(&format!(
            "[[seat]]\nseat = {}\ndecisions = \"{}\"\n[seat.wagers]\nmain = \"10\"\ntrilux = \"5\"\nsuper3 = \"5\"\nbet-the-set = \"5\"\nroyal-match = \"5\"\n[seat.dealer_wagers]\nmain = \"2\"\n",
            i + 1,
            plays[i % plays.len()]
        ));
    }
    s
}

fn benches(c: &mut Criterion) {
    let catalog = Catalog::with_operator_dir(None);
    c.bench_function("lucky9 round: parse + settle", |b| {
        b.iter(|| {
            let round = Round::parse("bench.toml", black_box(LUCKY9), &catalog).unwrap();
            black_box(settle(&round).unwrap())
        })
    });
    let parsed = Round::parse("bench.toml", LUCKY9, &catalog).unwrap();
    c.bench_function("lucky9 round: settle only", |b| {
        b.iter(|| black_box(settle(black_box(&parsed)).unwrap()))
    });
    c.bench_function("lucky9 round: toml into the raw round", |b| {
        b.iter(|| black_box(toml::from_str::<pitpay_core::RawRound>(black_box(LUCKY9)).unwrap()))
    });
    c.bench_function("lucky9 round: toml only", |b| {
        b.iter(|| black_box(toml::from_str::<toml::Table>(black_box(LUCKY9)).unwrap()))
    });
    let trilux = catalog.paytable("trilux-02").unwrap().clone();
    let cards = parse_cards("QH AH KH").unwrap();
    let seen = SideBetCards {
        first_two: [cards[0], cards[1]],
        up: cards[2],
        hit: None,
        dealer_blackjack: None,
        dealer: None,
    };
    c.bench_function("classify a three-card hand (TriLux TRI-02)", |b| {
        b.iter(|| black_box(best_tier(&trilux, black_box(&seen), None).map(|(i, _)| i)))
    });
    let bonus = catalog.paytable("lucky9-bonus").unwrap().clone();
    let cards = parse_cards("4C 2D 7H").unwrap();
    let seen = SideBetCards {
        first_two: [cards[0], cards[1]],
        up: cards[2],
        hit: None,
        dealer_blackjack: None,
        dealer: None,
    };
    c.bench_function("classify a three-card hand (Bonus 9, last tier)", |b| {
        b.iter(|| black_box(best_tier(&bonus, black_box(&seen), None).map(|(i, _)| i)))
    });
    let bj = blackjack_seven_seats();
    let parsed_bj = Round::parse("bj.toml", &bj, &catalog).unwrap();
    c.bench_function("blackjack 7 seats, every side bet: settle only", |b| {
        b.iter(|| black_box(settle(black_box(&parsed_bj)).unwrap()))
    });
    c.bench_function("blackjack 7 seats, every side bet: parse + settle", |b| {
        b.iter(|| {
            let round = Round::parse("bj.toml", black_box(&bj), &catalog).unwrap();
            black_box(settle(&round).unwrap())
        })
    });
    dealer_bets(c);
    let st = stadium_fifty();
    Round::parse("st.toml", &st, &catalog)
        .map(|r| settle(&r).unwrap())
        .unwrap();
    c.bench_function("stadium 50 terminals: toml only", |b| {
        b.iter(|| black_box(toml::from_str::<toml::Table>(black_box(&st)).unwrap()))
    });
    let parsed = Round::parse("st.toml", &st, &catalog).unwrap();
    c.bench_function("stadium 50 terminals: settle only", |b| {
        b.iter(|| black_box(settle(black_box(&parsed)).unwrap()))
    });
    c.bench_function("stadium 50 terminals: parse + settle", |b| {
        b.iter(|| {
            let round = Round::parse("st.toml", black_box(&st), &catalog).unwrap();
            black_box(settle(&round).unwrap())
        })
    });
}

/// The same 7-seat round settled with and without a bet on the dealer's final
/// hand and one on the up card at every seat; the difference is what the bets cost.
fn dealer_bets(c: &mut Criterion) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/paytables");
    let catalog = Catalog::with_operator_dir(Some(&dir));
    for (with, name) in [
        (false, "blackjack 7 seats at 4 decks: settle only"),
        (
            true,
            "blackjack 7 seats at 4 decks, Buster and Match the Dealer at each: settle only",
        ),
    ] {
        let text = blackjack_dealer_bets(with);
        let round = Round::parse("bj.toml", &text, &catalog).unwrap();
        settle(&round).unwrap();
        c.bench_function(name, |b| {
            b.iter(|| black_box(settle(black_box(&round)).unwrap()))
        });
    }
}

/// A keystroke in the app: one card typed into a hand of the 7-seat round, then the
/// whole round re-settled (form → round file → parse → settle), as the screen does.
#[cfg(feature = "gui")]
fn keystroke(c: &mut Criterion) {
    use std::sync::Arc;
    let text = std::fs::read_to_string("tests/rounds/blackjack-seven-seats.toml").unwrap();
    let catalog = Arc::new(Catalog::with_operator_dir(None));
    let mut screen = pitpay::SettleScreen::open(catalog, "seven.toml", &text).unwrap();
    assert!(screen.type_hand(0, 0, "10S 7D"), "the round settles");
    let mut flip = false;
    c.bench_function("app keystroke: 7-seat round re-settled", |b| {
        b.iter(|| {
            flip = !flip;
            let hand = if flip { "10S 7C" } else { "10S 7D" };
            black_box(screen.type_hand(0, 0, hand))
        })
    });
}

#[cfg(not(feature = "gui"))]
fn keystroke(_: &mut Criterion) {}

/// Documents: a whole signed slip issued (settle, PDF, signature, seal, journal, fsync,
/// rename) and a paytable sign drawn. Targets: under 30 ms and under 20 ms.
/// The slip again on a shared PostgreSQL journal adds under 10 ms; that one
/// runs when `PITPAY_BENCH_POSTGRES` names a database it may write to
/// (`postgres://USER:PASSWORD@127.0.0.1:PORT/DATABASE`).
fn documents(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    issue_slips(c, "slip: issue a signed Lucky Break slip", dir.path());
    match std::env::var("PITPAY_BENCH_POSTGRES") {
        Ok(url) if !url.is_empty() => {
            let shared = tempfile::tempdir().unwrap();
            let settings = format!("journal = \"{url}\"\nstation = \"Bench podium\"\n");
            std::fs::write(shared.path().join("settings.toml"), settings).unwrap();
            let keys = pitpay_journal::keys::Keys::load_or_create(shared.path()).unwrap();
            let mut journal = pitpay_journal::Journal::open(shared.path()).unwrap();
            let who = pitpay_journal::Actor::or_account(Some("Bench"), Some("B-1"));
            journal
                .register(&keys, &who, &pitpay_journal::now())
                .unwrap();
            drop(journal);
            issue_slips(
                c,
                "slip: issue a signed Lucky Break slip on PostgreSQL",
                shared.path(),
            );
        }
        _ => eprintln!(
            "slip on PostgreSQL: not measured (set PITPAY_BENCH_POSTGRES to a database address)"
        ),
    }
    let catalog = Catalog::with_operator_dir(None);
    c.bench_function("sign: Lucky 9 Bonus, Letter", |b| {
        b.iter(|| {
            pitpay_documents::sign::render(
                &catalog,
                "lucky9-bonus",
                pitpay_documents::sign::Size::Letter,
                None,
                None,
                false,
            )
            .unwrap()
        })
    });
}

/// The Lucky Break seed round issued again and again (`--force`, `--again`) with the
/// data folder `data` (its settings choose the journal).
fn issue_slips(c: &mut Criterion, name: &str, data: &std::path::Path) {
    let catalog = Catalog::with_operator_dir(None);
    let round = std::fs::read_to_string("tests/rounds/lucky-break-seed.toml").unwrap();
    let who = pitpay_documents::slip::SignOff {
        property: "Bench".into(),
        supervisor: "Bench Supervisor".into(),
        supervisor_id: "B-1".into(),
        ..Default::default()
    };
    let out = data.join("slip.pdf");
    let options = pitpay_documents::slip::Options {
        force: true,
        again: true,
        ..Default::default()
    };
    c.bench_function(name, |b| {
        b.iter(|| {
            pitpay_documents::slip::issue(
                "bench.toml",
                &round,
                &catalog,
                &who,
                Some(&out),
                data,
                &options,
            )
            .unwrap()
        })
    });
}

criterion_group! {
    name = hot_paths;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = benches, keystroke, documents
}
criterion_main!(hot_paths);

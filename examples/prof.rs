#![allow(clippy::unwrap_used, missing_docs)]
use pitpay::catalog::Catalog;
use pitpay::round::Round;
use pitpay::settle::settle;
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
fn main() {
    let which = std::env::args().nth(1).unwrap();
    if which == "sizes" {
        sizes();
        return;
    }
    let n: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let catalog = Catalog::shipped();
    let text = if which == "bj" {
        blackjack_seven_seats()
    } else {
        stadium_fifty()
    };
    let round = Round::parse("x.toml", &text, &catalog).unwrap();
    let mut total = 0usize;
    for _ in 0..n {
        total += settle(std::hint::black_box(&round)).unwrap().seats.len();
    }
    println!("{total}");
}
#[allow(dead_code)]
fn sizes() {
    println!(
        "WagerLine {}",
        std::mem::size_of::<pitpay::settlement::WagerLine>()
    );
    println!(
        "Reason {}",
        std::mem::size_of::<pitpay::settlement::Reason>()
    );
    println!(
        "MeterWork {}",
        std::mem::size_of::<Option<pitpay::settlement::MeterWork>>()
    );
    println!(
        "Exact {}",
        std::mem::size_of::<Option<pitpay::money::Exact>>()
    );
    println!(
        "Rounding {}",
        std::mem::size_of::<Option<pitpay::money::Rounding>>()
    );
    println!(
        "LineOdds {}",
        std::mem::size_of::<Option<pitpay::settlement::LineOdds>>()
    );
}

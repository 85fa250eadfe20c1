//! Times `analyze` (both strategies, the chart and the outcome figures) on every 8-deck
//! configuration of the options that change the work done: soft 17, hole card, double
//! rule, double after split, max hands and surrender (blackjack payout changes no work).
//! Run with `cargo run --release --example timing`.
use pitpay_edge::{analyze, DoubleOn, HoleCard, Rules, Soft17, Surrender};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // `timing quick`: any-two doubling only (the most work), for a fast look.
    let quick = std::env::args().nth(1).is_some_and(|a| a == "quick");
    let doubles: &[DoubleOn] = if quick {
        &[DoubleOn::AnyTwo]
    } else {
        &[
            DoubleOn::AnyTwo,
            DoubleOn::NineToEleven,
            DoubleOn::TenToEleven,
            DoubleOn::NoAceTwoToTwenty,
        ]
    };
    let mut worst = (0.0f64, String::new());
    let mut total = 0.0;
    let mut count = 0;
    for hole_card in [
        HoleCard::Peek,
        HoleCard::NoPeekOriginalBets,
        HoleCard::NoPeekLoseAll,
    ] {
        for soft17 in [Soft17::Stand, Soft17::Hit] {
            for &double_on in doubles {
                for double_after_split in [true, false] {
                    for max_hands in 2u8..=4 {
                        for surrender in [
                            Surrender::None,
                            Surrender::Late,
                            Surrender::HalfEvenAgainstBlackjack,
                        ] {
                            let r = Rules {
                                hole_card,
                                soft17,
                                double_on,
                                double_after_split,
                                max_hands,
                                surrender,
                                ..Rules::pitpay_default(8)
                            };
                            let t = Instant::now();
                            let a = analyze(&r)?;
                            let s = t.elapsed().as_secs_f64();
                            total += s;
                            count += 1;
                            if s > worst.0 {
                                worst = (s, format!("{r:?} (ev {:.6})", a.basic.ev));
                            }
                        }
                    }
                }
            }
        }
    }
    println!("{count} configurations, mean {:.3} s", total / count as f64);
    println!("slowest {:.3} s: {}", worst.0, worst.1);
    Ok(())
}

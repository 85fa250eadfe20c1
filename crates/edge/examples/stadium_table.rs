//! Prints Stadium Blackjack edges (R7) for every deck count, paytable family, soft-17 rule
//! and surrender option: best play (basic strategy and composition-dependent) and a terminal
//! that always times out under each auto-rule. Player's expected return in percent.
use pitpay_edge::{analyze_stadium, BlackjackPays, Soft17, StadiumRules, StadiumSurrender};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!(
        "decks paytable soft17 surrender blackjack | basic  composition | s17-h12 s17-h17 s18-h17 s18-h12"
    );
    for decks in [6, 8] {
        for (name, base) in [
            ("1-4", StadiumRules::paytables_1_to_4(decks)),
            ("5", StadiumRules::paytable_5(decks)),
        ] {
            for soft17 in [Soft17::Stand, Soft17::Hit] {
                for surrender in [
                    StadiumSurrender::Disabled,
                    StadiumSurrender::Enabled,
                    StadiumSurrender::EnabledExceptDealerBlackjack,
                ] {
                    for pays in [BlackjackPays::ThreeToTwo, BlackjackPays::SixToFive] {
                        let r = StadiumRules {
                            soft17,
                            surrender,
                            blackjack_pays: pays,
                            ..base
                        };
                        let a = analyze_stadium(&r)?;
                        print!(
                            "{decks} {name} {soft17:?} {surrender:?} {pays:?} | {:+.4} {:+.4} |",
                            100.0 * a.best.basic.ev,
                            100.0 * a.best.composition.ev
                        );
                        for (_, f) in &a.timeouts {
                            print!(" {:+.4}", 100.0 * f.ev);
                        }
                        println!();
                    }
                }
            }
        }
    }
    Ok(())
}

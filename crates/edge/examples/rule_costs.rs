//! Prints the rule-cost table (change in the player's return, in percentage points) for
//! each single option change from the Pitpay default table: `cargo run --release --example
//! rule_costs -- [decks]`. Each row is the plain difference of two full analyses; the
//! program's own rule costs (`pitpay analyze`) come from the table's house options, in
//! pitpay-core.
use pitpay_edge::{analyze, BlackjackPays, DoubleOn, HoleCard, Rules, Soft17, Surrender};

/// Every single change of one Pitpay option (R3.1) away from `base`'s value.
fn option_changes(base: &Rules) -> Vec<(String, Rules)> {
    let b = *base;
    let mut out = Vec::new();
    let mut push = |label: String, r: Rules| {
        if r != b {
            out.push((label, r));
        }
    };
    for blackjack_pays in [BlackjackPays::ThreeToTwo, BlackjackPays::SixToFive] {
        let label = format!("blackjack_pays = {blackjack_pays:?}");
        push(
            label,
            Rules {
                blackjack_pays,
                ..b
            },
        );
    }
    for soft17 in [Soft17::Stand, Soft17::Hit] {
        push(format!("soft17 = {soft17:?}"), Rules { soft17, ..b });
    }
    for hole_card in [HoleCard::Peek, HoleCard::NoPeekOriginalBets] {
        push(
            format!("hole_card = {hole_card:?}"),
            Rules { hole_card, ..b },
        );
    }
    for double_on in [
        DoubleOn::AnyTwo,
        DoubleOn::NineToEleven,
        DoubleOn::TenToEleven,
    ] {
        push(
            format!("double_on = {double_on:?}"),
            Rules { double_on, ..b },
        );
    }
    for double_after_split in [true, false] {
        let label = format!("double_after_split = {double_after_split}");
        push(
            label,
            Rules {
                double_after_split,
                ..b
            },
        );
    }
    for max_hands in 2..=4 {
        push(format!("max_hands = {max_hands}"), Rules { max_hands, ..b });
    }
    for surrender in [Surrender::Late, Surrender::None] {
        push(
            format!("surrender = {surrender:?}"),
            Rules { surrender, ..b },
        );
    }
    out
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let decks: u32 = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(6);
    let base = Rules::pitpay_default(decks);
    let b = analyze(&base)?;
    println!("| change from the default ({decks} decks) | basic ev | delta | CD ev | delta |");
    println!("|---|---|---|---|---|");
    let rows = std::iter::once(("base".to_string(), base)).chain(option_changes(&base));
    for (label, rules) in rows {
        let a = analyze(&rules)?;
        println!(
            "| {label} | {:+.4}% | {:+.4} | {:+.4}% | {:+.4} |",
            100.0 * a.basic.ev,
            100.0 * (a.basic.ev - b.basic.ev),
            100.0 * a.composition.ev,
            100.0 * (a.composition.ev - b.composition.ev)
        );
    }
    Ok(())
}

//! Prints the rule-cost table (change in the player's return, in percentage points) for
//! each single option change from the Pitpay default table: `cargo run --release --example
//! rule_costs -- [decks]`.
use pitpay_edge::*;

fn main() {
    let decks: u32 = std::env::args()
        .nth(1)
        .map(|s| s.parse().expect("decks"))
        .unwrap_or(6);
    let base = Rules::pitpay_default(decks);
    println!("| change from the default ({decks} decks) | basic ev | delta | CD ev | delta |");
    println!("|---|---|---|---|---|");
    for r in rule_costs(&base, &pitpay_option_changes(&base)) {
        println!(
            "| {} | {:+.4}% | {:+.4} | {:+.4}% | {:+.4} |",
            r.label,
            100.0 * r.basic_ev,
            100.0 * r.basic_delta,
            100.0 * r.composition_ev,
            100.0 * r.composition_delta
        );
    }
}

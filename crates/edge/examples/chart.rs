//! Prints the analysis and basic strategy chart: `cargo run --release --example chart --
//! [decks] [h17] [stadium]` (Pitpay default table, or Stadium paytables 1-4).
use pitpay_edge::{analyze, Rules, Soft17, StadiumRules};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let decks: u32 = args.first().map(|s| s.parse()).transpose()?.unwrap_or(6);
    let has = |flag: &str| args.iter().any(|a| a == flag);
    let mut r = if has("stadium") {
        StadiumRules::paytables_1_to_4(decks).to_rules()
    } else {
        Rules::pitpay_default(decks)
    };
    if has("h17") {
        r.soft17 = Soft17::Hit;
    }
    let a = analyze(&r)?;
    println!(
        "{r:?}\nbasic {:?}\ncomposition {:?}",
        a.basic, a.composition
    );
    print!("{}", a.chart.render());
    Ok(())
}

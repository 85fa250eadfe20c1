//! Cross-checks the Stadium analysis by simulation: `cargo run --release --example
//! stadium_mc -- [rounds] [decks]` (default 10^8 rounds, 8 decks, paytables 1-4).
use pitpay_edge::{analyze_stadium, simulate, AutoRule, RulesError, SimPlay, StadiumRules};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let rounds: u64 = args
        .next()
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(100_000_000);
    let decks: u32 = args.next().map(|s| s.parse()).transpose()?.unwrap_or(8);
    let stadium = StadiumRules::paytables_1_to_4(decks);
    let t = Instant::now();
    let a = analyze_stadium(&stadium)?;
    println!("analysis: {:.3} s", t.elapsed().as_secs_f64());
    let rules = stadium.to_rules();
    let f = a.best.basic;
    println!(
        "basic strategy win/push/loss analytic {:.4}/{:.4}/{:.4}",
        f.win, f.push, f.loss
    );
    let f = a.timeouts[0].1;
    println!(
        "timeout s17-h12 win/push/loss analytic {:.4}/{:.4}/{:.4}",
        f.win, f.push, f.loss
    );
    let check = |label: &str, analytic: f64, analytic_sd: f64, play: SimPlay, seed: u64| {
        let t = Instant::now();
        let r = simulate(&rules, play, rounds, seed)?;
        let z = (r.mean - analytic) / r.se;
        println!(
            "{label}: analytic {:+.6}%  simulated {:+.6}% +- {:.6}% (1 se)  z = {z:+.2}  sd analytic {analytic_sd:.4} simulated {:.4}  {rounds} rounds in {:.1} s",
            100.0 * analytic,
            100.0 * r.mean,
            100.0 * r.se,
            r.sd,
            t.elapsed().as_secs_f64()
        );
        let n = r.rounds as f64;
        println!(
            "  win/push/loss simulated {:.4}/{:.4}/{:.4}",
            r.wins as f64 / n,
            r.pushes as f64 / n,
            r.losses as f64 / n
        );
        Ok::<(), RulesError>(())
    };
    check(
        "basic strategy",
        a.best.basic.ev,
        a.best.basic.sd,
        SimPlay::Chart(&a.best.chart),
        1,
    )?;
    let (rule, figs) = a.timeouts[0];
    if rule != AutoRule::S17H12 {
        return Err(format!("the first auto-rule is {rule:?}, not s17-h12").into());
    }
    check(
        "timeout s17-h12",
        figs.ev,
        figs.sd,
        SimPlay::HitStand(rule),
        2,
    )?;
    Ok(())
}

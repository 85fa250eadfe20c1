//! One analysis of the default 8-deck game (for profiling with perf).
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let t = std::time::Instant::now();
    let a = pitpay_edge::analyze(&pitpay_edge::Rules::pitpay_default(8))?;
    println!("ev {:.7} in {:?}", a.basic.ev, t.elapsed());
    Ok(())
}

//! Prints the published full-game figures next to the computed ones (see NOTES.md).
use pitpay_edge::{analyze, HoleCard, Rules, Soft17, Surrender};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cases = [
        (
            "1ds17r4",
            1,
            Soft17::Stand,
            HoleCard::Peek,
            0.001839,
            0.000423,
        ),
        (
            "1dh17r4",
            1,
            Soft17::Hit,
            HoleCard::Peek,
            -0.000072,
            -0.001513,
        ),
        (
            "2dh17r4",
            2,
            Soft17::Hit,
            HoleCard::Peek,
            -0.003797,
            -0.005252,
        ),
        (
            "5dh17r4",
            5,
            Soft17::Hit,
            HoleCard::Peek,
            -0.005918,
            -0.007366,
        ),
        (
            "5ds17r4",
            5,
            Soft17::Stand,
            HoleCard::Peek,
            -0.003804,
            -0.005225,
        ),
        (
            "euro-6dh17r4",
            6,
            Soft17::Hit,
            HoleCard::NoPeekLoseAll,
            -0.0072705,
            -0.0086975,
        ),
        (
            "euro-8dh17r4",
            8,
            Soft17::Hit,
            HoleCard::NoPeekLoseAll,
            -0.007562,
            -0.0089865,
        ),
    ];
    println!("| page | DAS | published | computed (CD) | difference (pp) | basic strategy |");
    println!("|---|---|---|---|---|---|");
    for (page, decks, soft17, hole_card, das_fig, nodas_fig) in cases {
        for (das, published) in [(true, das_fig), (false, nodas_fig)] {
            let r = Rules {
                decks,
                soft17,
                hole_card,
                double_after_split: das,
                surrender: Surrender::None,
                ..Rules::pitpay_default(decks)
            };
            let a = analyze(&r)?;
            println!(
                "| {page} | {} | {:+.5}% | {:+.6}% | {:+.6} | {:+.5}% |",
                if das { "yes" } else { "no" },
                100.0 * published,
                100.0 * a.composition.ev,
                100.0 * (a.composition.ev - published),
                100.0 * a.basic.ev
            );
        }
    }
    Ok(())
}

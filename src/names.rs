//! The names documents are filed under ([`pitpay_journal::Shelf`]), the same from the
//! command line and the window: each says what the document is and when, so a folder
//! of them reads as a list (docs/app.md, "Where documents are filed"). A name already
//! taken in the folder gets the next free one when it is placed.

use pitpay_documents::sign::Size;

/// A paytable sign: the paytable, the size and the gaming day it was printed
/// (`lucky-break-1-letter-2026-11-28.pdf`).
pub(crate) fn sign(paytable: &str, size: Size, day: &str) -> String {
    format!(
        "{paytable}-{}-{day}.pdf",
        format!("{size:?}").to_lowercase()
    )
}

/// A shift report, by the period it reports
/// (`shift-report-gaming-day-2026-11-28-swing-shift.pdf`).
pub(crate) fn shift_report(period: &str) -> String {
    format!("shift-report-{}.pdf", slug(period))
}

/// A practice worksheet: the game, the level, the seed and the gaming day
/// (`worksheet-blackjack-standard-seed-7-2026-11-28.pdf`).
pub(crate) fn worksheet(game: &str, level: &str, seed: u64, day: &str) -> String {
    format!(
        "worksheet-{}-{}-seed-{seed}-{day}.pdf",
        slug(game),
        slug(level)
    )
}

/// A text as a file name's part: lower case, words joined by hyphens
/// ("gaming day 2026-11-28, swing shift" → `gaming-day-2026-11-28-swing-shift`).
pub(crate) fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_say_what_and_when() {
        assert_eq!(
            sign("lucky-break-1", Size::Letter, "2026-11-28"),
            "lucky-break-1-letter-2026-11-28.pdf"
        );
        assert_eq!(
            shift_report("gaming day 2026-11-28, swing shift"),
            "shift-report-gaming-day-2026-11-28-swing-shift.pdf"
        );
        assert_eq!(
            shift_report("gaming days 2026-11-01 to 2026-11-28"),
            "shift-report-gaming-days-2026-11-01-to-2026-11-28.pdf"
        );
        assert_eq!(
            worksheet("blackjack", "standard", 7, "2026-11-28"),
            "worksheet-blackjack-standard-seed-7-2026-11-28.pdf"
        );
    }
}

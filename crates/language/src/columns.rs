//! Columns of a listing for a terminal, where a Chinese character takes two columns: a
//! cell is padded by the width it shows at, not by its count of characters (which is
//! what `format!`'s `{:<10}` counts), so that a column lines up in every language.

use unicode_width::UnicodeWidthStr as _;

/// The terminal columns `text` takes (a Chinese character two): how wide a column of
/// such texts must be.
pub fn width(text: &str) -> usize {
    text.width()
}

/// `text` followed by spaces up to `width` terminal columns (nothing added to a longer
/// one), as `{:<width}` pads ASCII.
pub fn pad(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(text.width());
    format!("{text}{}", " ".repeat(fill))
}

/// `text` after spaces up to `width` terminal columns, as `{:>width}` pads ASCII: for
/// a column of figures and its heading.
pub fn pad_start(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(text.width());
    format!("{}{text}", " ".repeat(fill))
}

#[cfg(test)]
mod tests {
    use super::{pad, pad_start};

    #[test]
    fn ascii_pads_as_format_does() {
        assert_eq!(pad("state", 8), format!("{:<8}", "state"));
        assert_eq!(pad_start("paid", 10), format!("{:>10}", "paid"));
        assert_eq!(pad("a longer text", 4), "a longer text");
    }

    #[test]
    fn a_chinese_character_takes_two_columns() {
        // 編號 shows four columns wide: two spaces make six.
        assert_eq!(pad("編號", 6), "編號  ");
        assert_eq!(pad_start("派彩", 6), "  派彩");
    }
}

//! Station names as people read them (docs/shared-journal.md, "Register each podium's
//! key"): a name is a podium's identity in a shared journal, printed on its slips, in
//! listings and by `verify`, so two names that print alike are one name.
//!
//! Two names are one when they read the same after Unicode's compatibility
//! normalization (NFKC: a full-width `１` is `1`), case folding (`PIT 1` is `pit 1`),
//! with their accents set aside (`Pít 1` is `Pit 1`), their runs of white space of any
//! kind (a no-break space, two spaces) read as one space, and each character replaced by
//! the one it is confused with (UTS #39's confusable skeleton: a Cyrillic `Р` is a Latin
//! `P`, a digit `0` the letter `O`).

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization as _;

/// The name as it reads: the key two names are compared by.
pub(crate) fn as_read(name: &str) -> String {
    // Upper then lower case folds what lower case alone leaves apart (`ß` and `ss`).
    let folded: String = name
        .nfkc()
        .collect::<String>()
        .to_uppercase()
        .to_lowercase();
    let bare: String = folded.nfd().filter(|c| !is_combining_mark(*c)).collect();
    let spaced = bare.split_whitespace().collect::<Vec<_>>().join(" ");
    let skeleton: String = unicode_security::skeleton(&spaced).collect();
    // The skeleton's prototypes are of either case (`l` for `1`, `O` for `0`): fold once
    // more, so that the order of the steps cannot tell two names apart.
    skeleton.to_uppercase().to_lowercase()
}

/// Whether two station names read as one.
pub(crate) fn read_alike(a: &str, b: &str) -> bool {
    a == b || as_read(a) == as_read(b)
}

/// "key 04ab2051f5da25f0, registered 2026-11-26T14:02:00Z": the key (hex) that holds a
/// station's name, and when it was registered, in the reader's language.
pub(crate) fn registered_as(key: &str, time: &str) -> pitpay_language::Sentence {
    pitpay_language::sentence!(
        "journal-state-station-key",
        key = super::chain::fingerprint_of(key),
        time = time
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every look-alike of `Pit 1` a podium could be given reads as `Pit 1`; names that
    /// differ to a reader stay apart.
    #[test]
    fn look_alike_station_names_read_as_one() {
        for alike in [
            "pit 1",
            "PIT 1",
            "Pit  1",
            "Pit\u{a0}1",
            "\u{420}it 1",
            "Pit \u{ff11}",
            "P\u{ed}t 1",
            " Pit 1 ",
            "Pit\u{200b} 1",
        ] {
            assert!(read_alike("Pit 1", alike), "{alike:?}");
        }
        for other in ["Pit 2", "Pit 11", "Pit", "Bar 1", "Pit 1 podium"] {
            assert!(!read_alike("Pit 1", other), "{other:?}");
        }
    }
}

//! What the cage reads from what it is handed: a scanner's QR text (as printed by
//! `qr_text`), a slip number, or a file.

use super::{CageError, Handed, Scanned};

/// A scanner types the code as printed, or in upper case with Caps Lock on: both read
/// as the same slip; the journal is named from the slips that name it on.
#[test]
fn a_scanned_code_reads_back_its_slip_key_signature_and_journal() {
    let printed = "PITPAY-SLIP 123 KEY 83ffb2837175741a SIG 0a1b JOURNAL 5f3e";
    let want = Handed::Scan(Scanned {
        number: 123,
        key_fingerprint: "83ffb2837175741a".into(),
        signature: "0a1b".into(),
        journal: "5f3e".into(),
    });
    assert_eq!(Handed::read(printed).unwrap(), want);
    assert_eq!(Handed::read(&printed.to_uppercase()).unwrap(), want);
    let older = Handed::read("PITPAY-SLIP 7 KEY aa SIG bb\n").unwrap();
    assert!(
        matches!(older, Handed::Scan(Scanned { number: 7, ref journal, .. }) if journal.is_empty())
    );
}

/// A code cut short, with words out of order or a slip number that is not one is
/// refused, never read as something else.
#[test]
fn a_damaged_code_is_refused_not_guessed() {
    for text in [
        "PITPAY-SLIP 123 KEY aa SIG",
        "PITPAY-SLIP 123 SIG bb KEY aa",
        "PITPAY-SLIP 0 KEY aa SIG bb",
        "PITPAY-SLIP x KEY aa SIG bb",
        "PITPAY-SLIP 12 KEY aa SIG bb JOURNAL",
        "0",
        "",
        "   ",
    ] {
        assert!(
            matches!(Handed::read(text), Err(CageError::NotAScan(_))),
            "{text:?}"
        );
    }
}

/// A number typed at the window, zero-padded as the slip prints it or not, is that
/// slip; anything else is a file's path.
#[test]
fn a_typed_number_is_the_slip_and_anything_else_a_file() {
    assert_eq!(Handed::read("000123").unwrap(), Handed::Number(123));
    assert_eq!(Handed::read(" 42 ").unwrap(), Handed::Number(42));
    assert_eq!(
        Handed::read("slips/slip-000123.pdf").unwrap(),
        Handed::File("slips/slip-000123.pdf".into())
    );
}

//! The cage: which slips it pays, paying one once, and what it still owes.
//!
//! A slip is paid at the cage, not from the table's rack, when it pays a progressive
//! meter award (R4.3), carries a tax or approval flag (the floor's jurisdiction), or its
//! amount to be paid is over the settings' `[cage] over`. The decision is made once, when
//! the slip is issued, and signed into its record, so every copy says the same. A
//! cashier pays it against the slip (its file, its number or its QR code as a scanner
//! types it); the journal records the payment as an entry of its chain, and takes one
//! payment a slip (docs/cage.md).

use pitpay_core::{Money, Party, Statement};

/// Whether the cage pays a slip whose statement is `st`, with the settings' `[cage]
/// over` at `over`: a meter award or a tax flag (the statement already sends those to
/// the cage), any other flag on a player's line (an approval), or an amount to be paid
/// over the figure.
pub(crate) fn pays_at_cage(st: &Statement, over: Option<Money>) -> bool {
    let flagged = st
        .seats
        .iter()
        .flat_map(|s| &s.rows)
        .any(|r| r.party == Party::Player && !r.flags.is_empty());
    st.to_pay.at_cage || flagged || over.is_some_and(|over| st.to_pay.amount > over)
}

mod error;
mod list;
mod pay;

pub use self::{
    error::CageError,
    list::list,
    pay::{look, pay, Found},
};

use crate::slip::record::Payload;

/// What a slip's QR code says: `PITPAY-SLIP 123 KEY <fingerprint> SIG <signature>
/// JOURNAL <journal id>` (the journal from the slips that name it on). A reprint
/// carries the same code as its original.
pub(crate) fn qr_text(payload: &Payload) -> String {
    let mut text = format!(
        "PITPAY-SLIP {} KEY {} SIG {}",
        payload.signed.slip, payload.key_fingerprint, payload.signature
    );
    let journal = payload.signed.journal.as_ref().map(|p| p.journal.as_str());
    if let Some(id) = journal.filter(|id| !id.is_empty()) {
        text.push_str(" JOURNAL ");
        text.push_str(id);
    }
    text
}

/// A slip as the cage is handed it: its PDF (or a reprint of it), its number, or its QR
/// code's text as a USB scanner types it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Handed {
    /// A slip file's path.
    File(std::path::PathBuf),
    /// A slip number typed.
    Number(i64),
    /// A scanned QR code.
    Scan(Scanned),
}

/// A QR code's text read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Scanned {
    pub number: i64,
    pub key_fingerprint: String,
    pub signature: String,
    /// The journal's identity (empty on slips from before QR codes named it).
    pub journal: String,
}

impl Handed {
    /// What `text` is: a scan (`PITPAY-SLIP …`, whatever case a scanner types it in), a
    /// number (`123`, `000123`), or else a file's path. Words in another order, or a
    /// code cut short, are refused.
    pub(crate) fn read(text: &str) -> Result<Handed, CageError> {
        let text = text.trim();
        let words: Vec<&str> = text.split_whitespace().collect();
        if words
            .first()
            .is_some_and(|w| w.eq_ignore_ascii_case("PITPAY-SLIP"))
        {
            return Scanned::read(&words)
                .map(Handed::Scan)
                .ok_or_else(|| CageError::NotAScan(text.to_string()));
        }
        if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
            return match text.parse::<i64>() {
                Ok(n) if n > 0 => Ok(Handed::Number(n)),
                _ => Err(CageError::NotAScan(text.to_string())),
            };
        }
        if text.is_empty() {
            return Err(CageError::NotAScan(String::new()));
        }
        Ok(Handed::File(std::path::PathBuf::from(text)))
    }
}

impl Scanned {
    fn read(words: &[&str]) -> Option<Scanned> {
        let value = |i: usize, name: &str| {
            let key = words.get(i)?;
            key.eq_ignore_ascii_case(name)
                .then(|| words.get(i + 1))
                .flatten()
        };
        let number = words.get(1)?.parse::<i64>().ok().filter(|n| *n > 0)?;
        // Hex from a scanner may come upper-case (a keyboard with Caps Lock on).
        let hex = |s: &str| s.to_ascii_lowercase();
        let scanned = Scanned {
            number,
            key_fingerprint: hex(value(2, "KEY")?),
            signature: hex(value(4, "SIG")?),
            journal: match words.len() {
                6 => String::new(),
                8 => hex(value(6, "JOURNAL")?),
                _ => return None,
            },
        };
        Some(scanned)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests;

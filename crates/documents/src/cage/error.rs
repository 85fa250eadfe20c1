//! Why the cage does not pay a slip, in the words a cashier needs, and the exit status
//! each earns: 1 for a slip that must not be paid (already paid, void, paid at the
//! table, not this journal's, does not verify), 2 for what the cashier can put right
//! (a signature missing, the same person twice, a scan that does not read).

use pitpay_language::{sentence, Sentence};

use crate::slip::SlipError;

/// Why the cage did not pay.
#[derive(Debug, Clone, thiserror::Error)]
pub enum CageError {
    /// The slip does not verify, or the journal refused (already paid, void, paid at
    /// the table: the journal's own words), or what was asked could not be read.
    Slip(#[from] SlipError),
    /// The slip's file could not be read.
    File {
        /// The path given.
        path: std::path::PathBuf,
        /// Why it could not be read.
        why: String,
    },
    /// A gaming day that is not one.
    Day(#[from] pitpay_journal::export::SelectionError),
    /// Neither a slip's file, its number nor its QR code.
    NotAScan(String),
    /// The amount needs another signature.
    MissingSigner {
        /// The slip.
        number: i64,
        /// Its amount to be paid, as people read it.
        amount: String,
        /// Who must sign: "a verifier (a second cashier or a manager)", "a manager".
        who: &'static str,
        /// The option that names them.
        option: &'static str,
        /// The figure the amount is over.
        over: String,
    },
    /// Nobody named as the cashier who pays.
    NoCashier,
    /// One person named for two signatures.
    SameSigner {
        /// Their ID.
        id: String,
    },
    /// The slip's QR code names another journal.
    OtherJournal {
        /// The slip.
        number: i64,
        /// The journal its code names.
        journal: String,
    },
    /// The QR code does not belong to the slip the journal holds under its number.
    ScanMismatch(i64),
    /// The amount the journal recorded differs from what the slip re-settles to.
    AmountDiffers {
        /// The slip.
        number: i64,
        /// What the journal's entry says.
        recorded: String,
        /// What the signed record re-settles to.
        settled: String,
    },
}

impl From<pitpay_journal::JournalError> for CageError {
    fn from(e: pitpay_journal::JournalError) -> Self {
        CageError::Slip(e.into())
    }
}

impl From<crate::slip::InputError> for CageError {
    fn from(e: crate::slip::InputError) -> Self {
        CageError::Slip(e.into())
    }
}

impl From<crate::slip::Failure> for CageError {
    fn from(e: crate::slip::Failure) -> Self {
        CageError::Slip(e.into())
    }
}

pitpay_language::english_display!(CageError);

/// Why the cage did not pay, in any language: a slip's or a selection's own sentence,
/// or the cage's.
impl From<&CageError> for Sentence {
    fn from(e: &CageError) -> Sentence {
        match e {
            CageError::Slip(e) => e.into(),
            CageError::File { path, why } => sentence!(
                "document-error-cage-file",
                path = path.display().to_string(),
                why = why
            ),
            CageError::Day(e) => e.into(),
            CageError::NotAScan(what) => sentence!("document-error-cage-not-a-scan", what = what),
            // Who must sign, as an id: the verifier's option names a verifier.
            CageError::MissingSigner {
                number,
                amount,
                who: _,
                option,
                over,
            } => sentence!(
                "document-error-cage-missing-signer",
                number = number.to_string(),
                amount = amount,
                over = over,
                who = if option.contains("verifier") {
                    "verifier"
                } else {
                    "manager"
                }
            ),
            CageError::NoCashier => sentence!("document-error-cage-no-cashier"),
            CageError::SameSigner { id } => sentence!("document-error-cage-same-signer", id = id),
            CageError::OtherJournal { number, journal } => sentence!(
                "document-error-cage-other-journal",
                number = number.to_string(),
                journal = journal
            ),
            CageError::ScanMismatch(number) => sentence!(
                "document-error-cage-scan-mismatch",
                number = number.to_string()
            ),
            CageError::AmountDiffers {
                number,
                recorded,
                settled,
            } => sentence!(
                "document-error-cage-amount-differs",
                number = number.to_string(),
                recorded = recorded,
                settled = settled
            ),
        }
    }
}

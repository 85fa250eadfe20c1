//! Why the cage does not pay a slip, in the words a cashier needs, and the exit status
//! each earns: 1 for a slip that must not be paid (already paid, void, paid at the
//! table, not this journal's, does not verify), 2 for what the cashier can put right
//! (a signature missing, the same person twice, a scan that does not read).

use crate::slip::SlipError;

/// Why the cage did not pay.
#[derive(Debug, Clone, thiserror::Error)]
pub enum CageError {
    /// The slip does not verify, or the journal refused (already paid, void, paid at
    /// the table: the journal's own words), or what was asked could not be read.
    #[error(transparent)]
    Slip(#[from] SlipError),
    /// The slip's file could not be read.
    #[error("{}: {why}", path.display())]
    File {
        /// The path given.
        path: std::path::PathBuf,
        /// Why it could not be read.
        why: String,
    },
    /// A gaming day that is not one.
    #[error(transparent)]
    Day(#[from] pitpay_journal::export::SelectionError),
    /// Neither a slip's file, its number nor its QR code.
    #[error("\"{0}\" is not a slip: give the slip's PDF, its number, or scan its QR code (it starts PITPAY-SLIP)")]
    NotAScan(String),
    /// The amount needs another signature.
    #[error("slip {number} pays {amount}: over {over} the payment is signed by {who} too ({option} ID, their PIN after the cashier's)")]
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
    #[error("the cashier who pays gives their ID (--cashier ID, their PIN first)")]
    NoCashier,
    /// One person named for two signatures.
    #[error("{id} cannot sign a payment twice: the cashier, the verifier and the manager are three different people")]
    SameSigner {
        /// Their ID.
        id: String,
    },
    /// The slip's QR code names another journal.
    #[error("slip {number} was issued on another journal (its QR code names journal {journal}): it is paid where that journal is kept")]
    OtherJournal {
        /// The slip.
        number: i64,
        /// The journal its code names.
        journal: String,
    },
    /// The QR code does not belong to the slip the journal holds under its number.
    #[error("the QR code scanned does not match slip {0} in the journal (another signature or key): do not pay it; call the pit supervisor")]
    ScanMismatch(i64),
    /// The amount the journal recorded differs from what the slip re-settles to.
    #[error("slip {number}: the journal records {recorded} to be paid, but the slip re-settles to {settled}: do not pay it; call the pit supervisor")]
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

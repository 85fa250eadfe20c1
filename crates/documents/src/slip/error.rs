//! Why a slip could not be made, or why one failed verification, and the exit status
//! each kind ends with (ROUND-FILE.md "Exit status").

use std::path::PathBuf;
use std::sync::Arc;

use crate::keys::KeyError;
use crate::pdf::PdfError;
use crate::sign::SignError;
use pitpay_core::FileError;
use pitpay_journal::staff::NotVouched;
use pitpay_journal::OutputError;
use pitpay_journal::{Broken, JournalError};

/// Why a slip could not be made, or why a slip failed verification. The exit status
/// follows the kind (ROUND-FILE.md: 2 bad input, 1 a verification that failed;
/// 3 when the environment failed, the shared journal's server).
#[derive(Debug, Clone, thiserror::Error)]
pub enum SlipError {
    /// Bad input (exit 2): a missing supervisor, a bad round, an unwritable folder.
    BadInput(#[from] InputError),
    /// The slip did not verify (exit 1).
    Failed(#[from] Failure),
}

impl SlipError {
    /// The exit status for this error: 2 for bad input, 1 for a failed verification.
    pub fn exit_code(&self) -> u8 {
        match self {
            SlipError::BadInput(InputError::Journal(j) | InputError::NotRecorded(j)) => {
                j.exit_code()
            }
            SlipError::BadInput(_) => 2,
            SlipError::Failed(_) => 1,
        }
    }
}

/// Bad input: what was asked cannot be done as asked.
#[derive(Debug, Clone, thiserror::Error)]
pub enum InputError {
    /// A slip needs the supervisor's name and ID.
    NoSupervisor,
    /// A slip with tax paperwork or a meter award needs the patron and a witness.
    NoPatron {
        /// What makes them required ("a W-2G flag", "a progressive meter award").
        why: String,
    },
    /// The round does not read or settle (located in its file).
    Round(FileError),
    /// The signing key or the trusted keys could not be used.
    Keys(KeyError),
    /// The journal could not be used.
    Journal(JournalError),
    /// A sign could not be made.
    Sign(SignError),
    /// The PDF could not be made.
    Pdf(PdfError),
    /// A sign-off field that is too long or holds control characters.
    Label {
        /// The field.
        field: Field,
        /// What is wrong (the words that follow the field's name).
        message: String,
    },
    /// The output path was refused before any work was done.
    Output {
        /// The path given.
        path: PathBuf,
        /// Why it was refused.
        source: OutputError,
    },
    /// The journal already holds a slip for this round (another is issued only when
    /// asked for again).
    AlreadyIssued {
        /// The slip issued before.
        number: i64,
        /// When.
        time: String,
        /// By whom.
        supervisor: String,
    },
    /// The data folder's `settings.toml` does not read.
    Settings(FileError),
    /// A file could not be written.
    Write {
        /// The file.
        path: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The slip is in the journal but its file could not be put in place.
    NotPlaced {
        /// The slip number, taken.
        number: i64,
        /// Where the file was to go.
        path: PathBuf,
        /// Why it could not.
        source: Arc<std::io::Error>,
    },
    /// No slip has that number.
    NoSuchSlip(i64),
    /// The journal could not record the slip: no number was taken, no file written.
    NotRecorded(JournalError),
    /// A slip of another station (or installation) cannot be printed again here: a copy
    /// is sealed with the key that signed the slip.
    OtherStation {
        /// The slip number.
        number: i64,
        /// The station that issued it (empty when not recorded).
        station: String,
        /// Its key's fingerprint.
        fingerprint: String,
    },
    /// The journal's copy of a slip's record does not read.
    DamagedRecord {
        /// The slip number.
        number: i64,
        /// Why it does not read.
        source: Arc<serde_json::Error>,
    },
    /// The seal's placeholder was not found in the made PDF.
    SealPlacement,
    /// The file is not a Pitpay slip.
    NotASlip,
    /// There is no data folder for the journal and keys.
    NoDataDir,
    /// The staff register refused someone.
    Staff(crate::staff::StaffError),
    /// A void needs a reason.
    NoVoidReason,
    /// A path given to a recovery that holds no slip file, copy or station log to read:
    /// nothing was recovered.
    NotRecoverable {
        /// The path, as given or as found in a folder given.
        path: PathBuf,
        /// What it is: a device, a FIFO, a loop of symbolic links.
        why: Unrecoverable,
    },
}

/// Why a path given to a recovery holds nothing to read, in the words that follow it.
#[derive(Debug, Clone, thiserror::Error)]
pub enum Unrecoverable {
    /// A folder reached again through a symbolic link.
    FolderLoop(PathBuf),
    /// A symbolic link that never reaches a file.
    LinkLoop,
    /// Nothing there.
    Missing,
    /// It cannot be read.
    Unreadable(Arc<std::io::Error>),
    /// A FIFO: reading it would wait for a writer.
    Fifo,
    /// A device: reading it may never end.
    Device,
    /// A socket.
    Socket,
    /// Neither a regular file nor a folder.
    NotRegular,
}

/// A field of a slip's sign-off, void or reprint. Each reader names it its own way:
/// the command line by its option (`--supervisor-id`), the window by its label
/// ("Supervisor ID:"); its `Display` is plain words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The signing-off (or acting) supervisor's name.
    Supervisor,
    /// Their ID.
    SupervisorId,
    /// The property printed on the slip.
    Property,
    /// The dealer's name.
    Dealer,
    /// The patron's name.
    Patron,
    /// The kind of ID the patron showed.
    PatronIdType,
    /// The last four of the patron's ID number.
    PatronIdLast4,
    /// The witness's name.
    Witness,
    /// The witness's ID.
    WitnessId,
    /// A void's reason.
    Reason,
}

impl std::fmt::Display for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Field::Supervisor => "the supervisor's name",
            Field::SupervisorId => "the supervisor's ID",
            Field::Property => "the property",
            Field::Dealer => "the dealer's name",
            Field::Patron => "the patron's name",
            Field::PatronIdType => "the patron's ID type",
            Field::PatronIdLast4 => "the last 4 of the patron's ID",
            Field::Witness => "the witness's name",
            Field::WitnessId => "the witness's ID",
            Field::Reason => "the reason",
        })
    }
}

/// Why a slip failed verification.
#[derive(Debug, Clone, thiserror::Error)]
pub enum Failure {
    /// The copy says VOID: void everywhere, whatever any journal says.
    MarkedVoid,
    /// A signature, seal or key not written in its one canonical form.
    NonCanonical(&'static str),
    /// The key fingerprint printed does not belong to the key that signed.
    FingerprintMismatch,
    /// Signed by this installation's key, but its journal has no such slip.
    NotInJournal(i64),
    /// A genuine slip whose entry lies past the journal's end.
    JournalBehind {
        /// The slip number.
        number: i64,
        /// Its entry.
        entry: i64,
        /// The journal's last entry.
        end: i64,
    },
    /// A genuine slip whose entry's place holds another entry.
    JournalElsewhere {
        /// The slip number.
        number: i64,
        /// Its entry.
        entry: i64,
        /// What the journal holds there.
        what: String,
    },
    /// A genuine slip the journal holds, in a journal that ends before an entry this
    /// podium wrote or saw, or a checkpoint signed past it: what became of the slip
    /// since (a void, a copy) is in the part that is missing.
    JournalBehindKnown {
        /// The slip number.
        number: i64,
        /// The journal's last entry.
        end: i64,
        /// What lies past it, in words ("this podium wrote entry 9 (void of slip 1) on …").
        what: pitpay_language::Sentence,
    },
    /// A genuine slip whose entry a gap records as lost.
    Lost {
        /// The slip number.
        number: i64,
        /// Its entry.
        entry: i64,
        /// The gap, in words.
        gap: String,
    },
    /// This installation's journal does not hold together.
    ChainBroken(Broken),
    /// The shared journal does not hold together.
    SharedChainBroken(Broken),
    /// Signed by a station registered in the shared journal, which holds no such slip.
    NotInSharedJournal {
        /// The slip number.
        number: i64,
        /// Who signed it.
        who: String,
    },
    /// A file with Pitpay's marks whose PDF, or the record in it, no longer reads.
    Unreadable,
    /// A file with Pitpay's marks whose embedded record's JSON no longer reads.
    RecordDamaged,
    /// The seal's place is missing.
    NoSeal,
    /// The seal does not match the file's bytes.
    SealMismatch,
    /// The signature does not match the signed record.
    SignatureMismatch,
    /// Signed by a key that is neither this installation's nor trusted.
    UnknownKey {
        /// The key's fingerprint.
        fingerprint: String,
        /// Problems with the trusted-keys file that may explain it.
        notes: Vec<String>,
    },
    /// The embedded round no longer reads or settles.
    NoLongerSettles(FileError),
    /// Settling the embedded round again gives other payouts than the slip states.
    DifferentSettlement,
    /// The journal holds this slip, but not this file.
    NotIssued(i64),
    /// The journal says the slip is void.
    Void(i64),
    /// A person who signed it does not hold: their signature, or the
    /// register's word on them when it was issued.
    Person {
        /// `supervisor` or `witness`.
        role: &'static str,
        /// Their ID.
        id: String,
        /// What does not hold.
        why: NotVouched,
    },
}

impl From<JournalError> for SlipError {
    fn from(e: JournalError) -> Self {
        SlipError::BadInput(InputError::Journal(e))
    }
}

impl From<KeyError> for SlipError {
    fn from(e: KeyError) -> Self {
        SlipError::BadInput(InputError::Keys(e))
    }
}

impl From<SignError> for SlipError {
    fn from(e: SignError) -> Self {
        SlipError::BadInput(InputError::Sign(e))
    }
}

impl From<PdfError> for SlipError {
    fn from(e: PdfError) -> Self {
        SlipError::BadInput(InputError::Pdf(e))
    }
}

/// The data folder, or an error saying there is none.
pub fn data_dir() -> Result<PathBuf, SlipError> {
    crate::data_dir().ok_or(SlipError::BadInput(InputError::NoDataDir))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ROUND-FILE.md "Exit status": 2 bad input, 1 a verification that failed.
    #[test]
    fn exit_codes_follow_the_kind_of_error() {
        let input = SlipError::from(InputError::NoSupervisor);
        assert_eq!(input.exit_code(), 2);
        let failed = SlipError::from(Failure::Void(3));
        assert_eq!(failed.exit_code(), 1);
        assert_eq!(failed.to_string(), "slip 3 is VOID in the journal");
        let changed = SlipError::from(Failure::RecordDamaged);
        assert_eq!(
            changed.to_string(),
            "the slip was changed: its embedded record is damaged"
        );
        let journal = SlipError::from(JournalError::NoSlip(9));
        assert_eq!(
            (journal.exit_code(), journal.to_string().as_str()),
            (2, "slip journal: no slip number 9")
        );
    }
}

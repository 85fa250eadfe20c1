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
    #[error(transparent)]
    BadInput(#[from] InputError),
    /// The slip did not verify (exit 1).
    #[error(transparent)]
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
    #[error("no slip without the signing-off supervisor's name and ID")]
    NoSupervisor,
    /// A slip with tax paperwork or a meter award needs the patron and a witness.
    #[error("this slip has {why}: the sign-off needs the patron (name, ID type, last 4 of the ID number) and a witness, a second employee (name and ID)")]
    NoPatron {
        /// What makes them required ("a W-2G flag", "a progressive meter award").
        why: String,
    },
    /// The round does not read or settle (located in its file).
    #[error(transparent)]
    Round(FileError),
    /// The signing key or the trusted keys could not be used.
    #[error(transparent)]
    Keys(KeyError),
    /// The journal could not be used.
    #[error(transparent)]
    Journal(JournalError),
    /// A sign could not be made.
    #[error(transparent)]
    Sign(SignError),
    /// The PDF could not be made.
    #[error(transparent)]
    Pdf(PdfError),
    /// A sign-off field that is too long or holds control characters.
    #[error("{field} {message}")]
    Label {
        /// The field.
        field: Field,
        /// What is wrong (the words that follow the field's name).
        message: String,
    },
    /// The output path was refused before any work was done.
    #[error("{}: {source}", path.display())]
    Output {
        /// The path given.
        path: PathBuf,
        /// Why it was refused.
        source: OutputError,
    },
    /// The journal already holds a slip for this round (another is issued only when
    /// asked for again).
    #[error("the journal already holds slip {number} for this round (issued {time} by {supervisor}); another slip for the same round is issued only when asked for again")]
    AlreadyIssued {
        /// The slip issued before.
        number: i64,
        /// When.
        time: String,
        /// By whom.
        supervisor: String,
    },
    /// The data folder's `settings.toml` does not read.
    #[error(transparent)]
    Settings(FileError),
    /// A file could not be written.
    #[error("{}: cannot write: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The slip is in the journal but its file could not be put in place.
    #[error("slip {number} is recorded in the journal, but {} could not be written ({source}); print it again (Reprint on History, or `pitpay reprint {number}`)", path.display())]
    NotPlaced {
        /// The slip number, taken.
        number: i64,
        /// Where the file was to go.
        path: PathBuf,
        /// Why it could not.
        source: Arc<std::io::Error>,
    },
    /// No slip has that number.
    #[error("the journal has no slip number {0}")]
    NoSuchSlip(i64),
    /// The journal could not record the slip: no number was taken, no file written.
    #[error("{0}; no slip number was taken and no file was written: issue the slip again once the journal can be reached")]
    NotRecorded(JournalError),
    /// A slip of another station (or installation) cannot be printed again here: a copy
    /// is sealed with the key that signed the slip.
    #[error("slip {number} was issued {} (key {fingerprint}), and a copy is sealed with the key that signed it: print it again on that station", if station.is_empty() { "by another installation".to_string() } else { format!("at station \"{station}\"") })]
    OtherStation {
        /// The slip number.
        number: i64,
        /// The station that issued it (empty when not recorded).
        station: String,
        /// Its key's fingerprint.
        fingerprint: String,
    },
    /// The journal's copy of a slip's record does not read.
    #[error("slip {number}: damaged journal record: {source}")]
    DamagedRecord {
        /// The slip number.
        number: i64,
        /// Why it does not read.
        source: Arc<serde_json::Error>,
    },
    /// The seal's placeholder was not found in the made PDF.
    #[error("the slip's seal could not be placed")]
    SealPlacement,
    /// The file is not a Pitpay slip.
    #[error("not a readable Pitpay slip (no embedded slip record)")]
    NotASlip,
    /// There is no data folder for the journal and keys.
    #[error("no user data folder; set PITPAY_DATA_DIR")]
    NoDataDir,
    /// The staff register refused someone.
    #[error(transparent)]
    Staff(crate::staff::StaffError),
    /// A void needs a reason.
    #[error("a void needs a reason")]
    NoVoidReason,
    /// A path given to a recovery that holds no slip file, copy or station log to read:
    /// nothing was recovered.
    #[error("{}: {why}: a recovery reads slip files, their copies, podiums' station logs, or folders of them; nothing was recovered", path.display())]
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
    #[error("leads back to the folder {}, already read: a loop of symbolic links", .0.display())]
    FolderLoop(PathBuf),
    /// A symbolic link that never reaches a file.
    #[error("is a loop of symbolic links (it never reaches a file)")]
    LinkLoop,
    /// Nothing there.
    #[error("there is no such file or folder")]
    Missing,
    /// It cannot be read.
    #[error("cannot be read ({0})")]
    Unreadable(Arc<std::io::Error>),
    /// A FIFO: reading it would wait for a writer.
    #[error("is a FIFO (a named pipe), not a file: reading it would wait for a writer")]
    Fifo,
    /// A device: reading it may never end.
    #[error("is a device, not a file: reading it may never end")]
    Device,
    /// A socket.
    #[error("is a socket, not a file")]
    Socket,
    /// Neither a regular file nor a folder.
    #[error("is not a regular file or a folder")]
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
    #[error("this copy is marked VOID: a void slip is void everywhere")]
    MarkedVoid,
    /// A signature, seal or key not written in its one canonical form.
    #[error("its {0} is not written in canonical form (lower-case hex of the exact length): the file was altered")]
    NonCanonical(&'static str),
    /// The key fingerprint printed does not belong to the key that signed.
    #[error("its key fingerprint does not belong to the key that signed it: the file was altered")]
    FingerprintMismatch,
    /// Signed by this installation's key, but its journal has no such slip.
    #[error("slip {0} is signed by this installation's key, but its journal holds no slip {0}: either the journal was restored from an older copy or cut after the slip was issued (bring the slip back with `pitpay journal --recover FILE`), or the run that made this file was stopped before the journal recorded it")]
    NotInJournal(i64),
    /// A genuine slip whose entry lies past the journal's end.
    #[error("slip {number} checks by itself, but the journal ends at entry {end}, before this slip's entry (entry {entry}): the journal was restored from an older copy or its newest entries were cut after the slip was issued. Bring the slip back with `pitpay journal --recover FILE` (docs/operations.md)")]
    JournalBehind {
        /// The slip number.
        number: i64,
        /// Its entry.
        entry: i64,
        /// The journal's last entry.
        end: i64,
    },
    /// A genuine slip whose entry's place holds another entry.
    #[error("slip {number} checks by itself, but the journal holds another entry where this slip's stands (entry {entry}: {what}): the journal was restored from an older copy or cut, and went on. Bring the lost entries back with `pitpay journal --recover FILE` (docs/operations.md)")]
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
    #[error("slip {number} checks by itself, but the journal is behind: it ends at entry {end}, but {what}. Entries were cut from its end or it was restored from an older copy, so it cannot say whether slip {number} was voided or printed again since. Bring them back with `pitpay journal --recover` (docs/operations.md)")]
    JournalBehindKnown {
        /// The slip number.
        number: i64,
        /// The journal's last entry.
        end: i64,
        /// What lies past it, in words ("this podium wrote entry 9 (void of slip 1) on …").
        what: String,
    },
    /// A genuine slip whose entry a gap records as lost.
    #[error("slip {number} checks by itself, but its entry (entry {entry}) was lost from the journal: {gap}. The journal cannot vouch for it")]
    Lost {
        /// The slip number.
        number: i64,
        /// Its entry.
        entry: i64,
        /// The gap, in words.
        gap: String,
    },
    /// This installation's journal does not hold together.
    #[error("this installation's journal cannot be trusted: {0} (see `pitpay journal --check`)")]
    ChainBroken(Broken),
    /// The shared journal does not hold together.
    #[error("the shared journal cannot be trusted: {0} (see `pitpay journal --check`)")]
    SharedChainBroken(Broken),
    /// Signed by a station registered in the shared journal, which holds no such slip.
    #[error("slip {number} is signed by {who}, but the shared journal holds no slip {number}: either the journal was restored from an older copy or cut after the slip was issued (bring the slip back with `pitpay journal --recover FILE`), or the run that made this file was stopped before the journal recorded it")]
    NotInSharedJournal {
        /// The slip number.
        number: i64,
        /// Who signed it.
        who: String,
    },
    /// A file with Pitpay's marks whose PDF, or the record in it, no longer reads.
    #[error("the slip was changed: the PDF or its embedded record can no longer be read")]
    Unreadable,
    /// A file with Pitpay's marks whose embedded record's JSON no longer reads.
    #[error("the slip was changed: its embedded record is damaged")]
    RecordDamaged,
    /// The seal's place is missing.
    #[error("the slip has no seal")]
    NoSeal,
    /// The seal does not match the file's bytes.
    #[error("the file was changed after it was signed: its seal does not match")]
    SealMismatch,
    /// The signature does not match the signed record.
    #[error("the settlement's signature does not match its content")]
    SignatureMismatch,
    /// Signed by a key that is neither this installation's nor trusted.
    #[error(
        "signed by an unknown key (fingerprint {fingerprint}); add it to trusted-keys.toml to accept it{}",
        notes.iter().map(|n| format!(" (note: {n})")).collect::<String>()
    )]
    UnknownKey {
        /// The key's fingerprint.
        fingerprint: String,
        /// Problems with the trusted-keys file that may explain it.
        notes: Vec<String>,
    },
    /// The embedded round no longer reads or settles.
    #[error("the embedded round no longer settles: {0}")]
    NoLongerSettles(FileError),
    /// Settling the embedded round again gives other payouts than the slip states.
    #[error(
        "re-settling the embedded round gives a different settlement from the one the slip states"
    )]
    DifferentSettlement,
    /// The journal holds this slip, but not this file.
    #[error("slip {0}: this file is not one the journal issued for it (if the journal was restored from an older copy, the number may have been issued again: see `pitpay journal --recover`)")]
    NotIssued(i64),
    /// The journal says the slip is void.
    #[error("slip {0} is VOID in the journal")]
    Void(i64),
    /// A person who signed it does not hold: their signature, or the
    /// register's word on them when it was issued.
    #[error("its {role} {id} {why}")]
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

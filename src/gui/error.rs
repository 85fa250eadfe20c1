//! Why something the app tried did not happen, in the words a supervisor reads in the
//! status line. Errors travel inside messages, so they are `Clone`; sources that are not
//! (I/O errors, the slip maker's and the journal's errors) are kept behind an [`Arc`].

use std::path::PathBuf;
use std::sync::Arc;

use pitpay_core::FileError;

/// What a file dialog was asked for, so "no file chosen" can say what to type instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Wanted {
    /// A round file to open or save.
    Round,
    /// A PDF: a slip, a sign or a reprint.
    Pdf,
}

/// Everything the app reports as not done.
#[derive(Debug, Clone, thiserror::Error)]
pub(crate) enum Error {
    /// A file could not be read.
    #[error("{}: cannot read: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: Arc<std::io::Error>,
    },
    /// A file could not be written (nothing was left half-written).
    #[error("{}: cannot save: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: Arc<std::io::Error>,
    },
    /// A round file was read but is not a round file; the round on screen is kept.
    #[error("Not opened: {0}")]
    NotOpened(FileError),
    /// The autosaved round could not be read back; it was moved aside (when it could
    /// be) rather than overwritten.
    #[error("The round autosaved last time could not be read ({}){}", .0, aside_note(.1))]
    Unrestored(FileError, Option<PathBuf>),
    /// A slip was asked for a round that does not settle.
    #[error("No slip for a round that does not settle: {}", .0.message)]
    Unsettled(FileError),
    /// A slip was asked for without the supervisor's name or ID.
    #[error("No slip without the signing-off supervisor's name and ID")]
    NoSupervisor,
    /// A slip with tax paperwork or a meter award was asked for without the patron and
    /// witness.
    #[error("This slip has {0}: fill in the patron (name, ID type, last 4 of the ID number) and the witness (a second employee's name and ID)")]
    NoPatron(String),
    /// A void was asked for without a reason.
    #[error("Slip {0} needs a reason before it can be voided")]
    NoVoidReason(i64),
    /// The slip maker refused (in the window's words: [`super::words`]).
    #[error("{}", super::words::slip(.0))]
    Slip(Arc<pitpay_documents::slip::SlipError>),
    /// The sign maker refused.
    #[error("{0}")]
    Sign(Arc<pitpay_documents::sign::SignError>),
    /// The slip journal refused.
    #[error("{0}")]
    Journal(Arc<pitpay_journal::JournalError>),
    /// There is no data folder for the journal, the keys and the autosave.
    #[error("No user data folder for the slip journal; set PITPAY_DATA_DIR")]
    NoDataFolder,
    /// The file dialog gave nothing back: cancelled, or no dialog service exists.
    #[error("{}", no_file_chosen(*.0))]
    NoFileChosen(Wanted),
    /// An ID box was emptied: what was typed begins no enrolled ID.
    #[error("{}", super::id_box::REFUSED)]
    NotEnrolled,
    /// A slip asked for with a staff register and no PIN typed.
    #[error("Type the PIN (it is never shown), then Enter")]
    NoPin,
    /// The system has no program that opens a folder (a kiosk).
    #[error("No program here opens folders (xdg-open): the file is in {}", .0.display())]
    NoFolderOpener(PathBuf),
    /// The data folder's settings do not read.
    #[error("{0}")]
    Settings(FileError),
    /// The list or the backup could not be written.
    #[error("{0}")]
    Export(String),
    /// History's search box holds what does not read as a search.
    #[error("The search does not read: {0}")]
    Search(String),
    /// The shift report could not be made.
    #[error("No shift report: {0}")]
    Report(String),
    /// The staff register refused: a wrong PIN, a lock, a role …
    #[error("{0}")]
    Staff(String),
    /// The cage did not look a slip up or pay it (in the window's words).
    #[error("{0}")]
    Cage(String),
    /// Signed out after the idle time the settings give.
    #[error("Signed out after {0} minutes with nothing done (settings.toml lock_after_minutes): sign in again on the Staff screen (Ctrl+I)")]
    Locked(u64),
    /// Print asked before any PDF was written.
    #[error("Nothing to print yet: issue a slip (Ctrl+E), a reprint, a sign or a shift report first, then Print (Ctrl+Shift+P)")]
    NothingToPrint,
    /// The printer refused; the PDF is written all the same.
    #[error("{} is written but was not printed: {}", .0.display(), .1)]
    NotPrinted(PathBuf, String),
    /// "Open path" or "Save to path" with the path field empty.
    #[error("Type a file path in the path field first (Ctrl+L goes there)")]
    NoTypedPath,
}

fn aside_note(aside: &Option<PathBuf>) -> String {
    match aside {
        Some(p) => format!("; it is kept in {}", p.display()),
        None => String::new(),
    }
}

fn no_file_chosen(wanted: Wanted) -> &'static str {
    match wanted {
        Wanted::Round => {
            "No file chosen. If no file dialog appeared, type a path in the path field (Ctrl+L) and use Open path / Save to path."
        }
        Wanted::Pdf => {
            "No file chosen. If no file dialog appeared, type where the copy goes (a path ending in .pdf) in the path field (Ctrl+L), then Save a copy as… again."
        }
    }
}

impl Error {
    /// A read error for `path`.
    pub(crate) fn read(path: &std::path::Path, e: std::io::Error) -> Error {
        Error::Read {
            path: path.to_path_buf(),
            source: Arc::new(e),
        }
    }

    /// A write error for `path`.
    pub(crate) fn write(path: &std::path::Path, e: std::io::Error) -> Error {
        Error::Write {
            path: path.to_path_buf(),
            source: Arc::new(e),
        }
    }
}

impl From<pitpay_journal::staff::CommandError> for Error {
    fn from(e: pitpay_journal::staff::CommandError) -> Self {
        Error::Staff(e.to_string())
    }
}

impl From<pitpay_documents::slip::SlipError> for Error {
    fn from(e: pitpay_documents::slip::SlipError) -> Self {
        Error::Slip(Arc::new(e))
    }
}

impl From<pitpay_documents::sign::SignError> for Error {
    fn from(e: pitpay_documents::sign::SignError) -> Self {
        Error::Sign(Arc::new(e))
    }
}

impl From<pitpay_journal::JournalError> for Error {
    fn from(e: pitpay_journal::JournalError) -> Self {
        Error::Journal(Arc::new(e))
    }
}

/// The status line's note: what was done, or why not.
pub(crate) type Note = Result<String, Error>;

//! Why something the app tried did not happen, in the words a supervisor reads in the
//! status line. Errors travel inside messages, so they are `Clone`; sources that are not
//! (I/O errors, the slip maker's and the journal's errors) are kept behind an [`Arc`].

use std::path::PathBuf;
use std::sync::Arc;

use pitpay_core::FileError;
use pitpay_language::{t, Sentence, Words};

/// What a file dialog was asked for, so "no file chosen" can say what to type instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Wanted {
    /// A round file to open or save.
    Round,
    /// A PDF: a slip, a sign or a reprint.
    Pdf,
}

/// Everything the app reports as not done.
#[derive(Debug, Clone)]
pub(crate) enum Error {
    /// A file could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// Why: Pitpay's own refusal (too large, not text …) in the window's words, or
        /// the operating system's, as it words them.
        why: Sentence,
    },
    /// A file could not be written (nothing was left half-written).
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: Arc<std::io::Error>,
    },
    /// A round file was read but is not a round file; the round on screen is kept.
    NotOpened(FileError),
    /// The autosaved round could not be read back; it was moved aside (when it could
    /// be) rather than overwritten.
    Unrestored(FileError, Option<PathBuf>),
    /// A slip was asked for a round that does not settle.
    Unsettled(FileError),
    /// A slip was asked for without the supervisor's name or ID.
    NoSupervisor,
    /// A slip with tax paperwork or a meter award was asked for without the patron and
    /// witness.
    NoPatron(String),
    /// A void was asked for without a reason.
    NoVoidReason(i64),
    /// The slip maker refused (in the window's words: [`super::words`]).
    Slip(Arc<pitpay_documents::slip::SlipError>),
    /// The sign maker refused.
    Sign(Arc<pitpay_documents::sign::SignError>),
    /// The slip journal refused.
    Journal(Arc<pitpay_journal::JournalError>),
    /// There is no data folder for the journal, the keys and the autosave.
    NoDataFolder,
    /// The file dialog gave nothing back: cancelled, or no dialog service exists.
    NoFileChosen(Wanted),
    /// An ID box was emptied: what was typed begins no enrolled ID.
    NotEnrolled,
    /// A slip asked for with a staff register and no PIN typed.
    NoPin,
    /// The system has no program that opens a folder (a kiosk).
    NoFolderOpener(PathBuf),
    /// The data folder's settings do not read.
    Settings(FileError),
    /// The list or the backup could not be written.
    Export(Sentence),
    /// History's search box holds what does not read as a search.
    Search(Sentence),
    /// The shift report could not be made.
    Report(Sentence),
    /// The staff register refused: a wrong PIN, a lock, a role …
    Staff(String),
    /// The cage did not look a slip up or pay it (in the window's words).
    Cage(String),
    /// A library refused (the staff register: a wrong PIN, a lock, a role …), said in
    /// the window's words when shown.
    Refused(Sentence),
    /// Signed out after the idle time the settings give.
    Locked(u64),
    /// Print asked before any PDF was written.
    NothingToPrint,
    /// The printer refused; the PDF is written all the same.
    NotPrinted(PathBuf, Sentence),
    /// "Open path" or "Save to path" with the path field empty.
    NoTypedPath,
}

/// English, as logs and tests read it; the status line says it in the window's words
/// ([`Error::said`]).
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said(pitpay_language::english()))
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Why, in these words. What another library says (an I/O error, a round file's
    /// fault, the journal's refusal) is its own wording, placed in the sentence.
    pub(crate) fn said(&self, w: &Words) -> String {
        match self {
            Error::Read { path, why } => t!(
                w,
                "window-error-read",
                path = path.display().to_string(),
                why = why.in_words(w)
            ),
            Error::Write { path, source } => t!(
                w,
                "window-error-write",
                path = path.display().to_string(),
                why = source.to_string()
            ),
            Error::NotOpened(e) => t!(w, "window-error-not-opened", why = e.in_words(w)),
            Error::Unrestored(e, None) => t!(w, "window-error-unrestored", why = e.in_words(w)),
            Error::Unrestored(e, Some(aside)) => t!(
                w,
                "window-error-unrestored-aside",
                why = e.in_words(w),
                aside = aside.display().to_string()
            ),
            Error::Unsettled(e) => t!(w, "window-error-unsettled", why = e.message_in(w)),
            Error::NoSupervisor => t!(w, "window-error-no-supervisor"),
            Error::NoPatron(why) => t!(w, "window-error-no-patron", why = why.as_str()),
            Error::NoVoidReason(n) => t!(w, "window-error-no-void-reason", number = *n),
            Error::Slip(e) => super::words::slip(e, w),
            Error::Sign(e) => Sentence::from(e.as_ref()).in_words(w),
            Error::Journal(e) => Sentence::from(e.as_ref()).in_words(w),
            Error::Refused(why) => why.in_words(w),
            Error::NoDataFolder => t!(w, "window-error-no-data-folder"),
            Error::NoFileChosen(Wanted::Round) => t!(w, "window-error-no-file-round"),
            Error::NoFileChosen(Wanted::Pdf) => t!(w, "window-error-no-file-pdf"),
            Error::NotEnrolled => t!(w, "window-error-not-enrolled"),
            Error::NoPin => t!(w, "window-error-no-pin"),
            Error::NoFolderOpener(p) => t!(
                w,
                "window-error-no-folder-opener",
                path = p.display().to_string()
            ),
            Error::Settings(e) => e.in_words(w),
            Error::Staff(why) | Error::Cage(why) => why.clone(),
            Error::Export(why) => why.in_words(w),
            Error::Search(why) => t!(w, "window-error-search", why = why.in_words(w)),
            Error::Report(why) => t!(w, "window-error-report", why = why.in_words(w)),
            Error::Locked(minutes) => t!(w, "window-error-locked", minutes = *minutes),
            Error::NothingToPrint => t!(w, "window-error-nothing-to-print"),
            Error::NotPrinted(p, why) => t!(
                w,
                "window-error-not-printed",
                path = p.display().to_string(),
                why = why.in_words(w)
            ),
            Error::NoTypedPath => t!(w, "window-error-no-typed-path"),
        }
    }
}

impl Error {
    /// A read error for `path`: the operating system's.
    pub(crate) fn read(path: &std::path::Path, e: std::io::Error) -> Error {
        Error::Read {
            path: path.to_path_buf(),
            why: Sentence::from(e.to_string()),
        }
    }

    /// A file Pitpay refused to read (too large, not text, not a file).
    pub(crate) fn unreadable(path: &std::path::Path, e: &pitpay_core::ReadError) -> Error {
        Error::Read {
            path: path.to_path_buf(),
            why: Sentence::from(e),
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
        Error::Refused(Sentence::from(&e))
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

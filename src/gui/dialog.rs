//! File work for the app, run as tasks so the window never freezes: the system file
//! dialogs (rfd), reading round files and saving them atomically.

use std::path::{Path, PathBuf};

use super::error::Error;

/// Asks the system for a round file to open; `None` when cancelled or when no dialog
/// service exists (the app then points at its path field). `kind` names round files
/// in the window's words.
pub(crate) async fn pick_open(kind: String) -> Option<PathBuf> {
    rfd::AsyncFileDialog::new()
        .add_filter(kind, &["toml"])
        .pick_file()
        .await
        .map(|h| h.path().to_path_buf())
}

/// Asks the system where to save a round file (`kind`: round files, in words).
pub(crate) async fn pick_save(kind: String) -> Option<PathBuf> {
    rfd::AsyncFileDialog::new()
        .add_filter(kind, &["toml"])
        .set_file_name("round.toml")
        .save_file()
        .await
        .map(|h| h.path().to_path_buf())
}

/// Asks the system where to save a copy of a filed document (`name`: its own name,
/// offered first).
pub(crate) async fn pick_save_copy(name: String) -> Option<PathBuf> {
    let ext = name.rsplit_once('.').map_or("pdf", |(_, x)| x).to_string();
    rfd::AsyncFileDialog::new()
        .add_filter(ext.to_uppercase(), &[ext.as_str()])
        .set_file_name(name)
        .save_file()
        .await
        .map(|h| h.path().to_path_buf())
}

/// Reads a round file (a regular file of at most 1 MiB of UTF-8, as the command line
/// reads it): its path and text, or an error naming the file.
pub(crate) async fn read(path: PathBuf) -> Result<(PathBuf, String), Error> {
    pitpay_core::read_text(&path, pitpay_core::Input::Round)
        .map(|text| (path.clone(), text))
        .map_err(|e| Error::unreadable(&path, &e))
}

/// Writes a round file without ever leaving half a file: a temporary file beside it,
/// synced, then renamed over the target. Gives back the path and the text written, so
/// the app knows which round is now safe on disk.
pub(crate) async fn save(path: PathBuf, text: String) -> Result<(PathBuf, String), Error> {
    write_atomic(&path, &text)
        .map(|()| (path.clone(), text))
        .map_err(|e| Error::write(&path, e))
}

/// The atomic write itself: the core's one writer ([`pitpay_core::files`]).
pub(crate) fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    pitpay_journal::write_atomic(path, text.as_bytes())
}

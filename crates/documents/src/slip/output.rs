//! Where a slip or a copy of it is written: a file the caller names (`--out`), or, with
//! none named, filed in the slips folder under its number ([`pitpay_journal::Shelf`]):
//! `slip-000123.pdf`, its copies `slip-000123-reprint-1.pdf` (the first printed after
//! the original) or `slip-000123-void-copy-2.pdf` once the slip is void. A named file is
//! checked before a number is taken and replaced only with `--force`; a filed one never
//! replaces anything: a taken name gets the next free one, and the file is put in place
//! only where nothing is.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use pitpay_journal::{Shelf, Staged};

use super::error::{InputError, SlipError};

/// An output made ready before any number is taken: the named file checked, or the
/// filing read and its folder made and writable.
pub(super) struct Ready<'a> {
    out: Option<&'a Path>,
    /// The slips folder, when the slip is filed.
    folder: Option<PathBuf>,
}

impl<'a> Ready<'a> {
    /// Checks `out` (none: filed) for a slip or copy of the installation at `data_dir`:
    /// a named file is replaced only with `force`, and never over one of `inputs` (the
    /// files the slip is made from).
    pub(super) fn check(
        out: Option<&'a Path>,
        force: bool,
        inputs: &[(PathBuf, &'static str)],
        data_dir: &Path,
    ) -> Result<Ready<'a>, SlipError> {
        if let Some(path) = out {
            check_file(path, force, inputs)?;
            return Ok(Ready { out, folder: None });
        }
        let folder = Shelf::Slips
            .folder(data_dir)
            .map_err(InputError::Settings)?;
        std::fs::create_dir_all(&folder).map_err(|e| write_error(&folder, e))?;
        // A file already there does not matter: a filed slip takes the next free name;
        // only whether the folder takes files does.
        let probe = folder.join("slip.pdf");
        pitpay_journal::check_output(&probe, true, &[]).map_err(|source| InputError::Output {
            path: folder.clone(),
            source,
        })?;
        Ok(Ready {
            out,
            folder: Some(folder),
        })
    }

    /// The file slip `number` is written to: the named file, or its filed name (`copy`:
    /// which copy after the original, and whether the slip is void; none for the
    /// original).
    pub(super) fn target(&self, number: i64, copy: Option<(usize, bool)>) -> PathBuf {
        let name = match copy {
            None => format!("slip-{number:06}.pdf"),
            Some((n, false)) => format!("slip-{number:06}-reprint-{n}.pdf"),
            Some((n, true)) => format!("slip-{number:06}-void-copy-{n}.pdf"),
        };
        match (self.out, &self.folder) {
            (Some(path), _) => path.to_path_buf(),
            (None, Some(folder)) => pitpay_journal::unused(folder, &name),
            (None, None) => PathBuf::from(name),
        }
    }
}

fn check_file(
    out: &Path,
    force: bool,
    inputs: &[(PathBuf, &'static str)],
) -> Result<(), SlipError> {
    let inputs: Vec<(&Path, &'static str)> = inputs
        .iter()
        .map(|(p, what)| (p.as_path(), *what))
        .collect();
    pitpay_journal::check_output(out, force, &inputs).map_err(|source| {
        InputError::Output {
            path: out.to_path_buf(),
            source,
        }
        .into()
    })
}

fn write_error(path: &Path, e: std::io::Error) -> SlipError {
    InputError::Write {
        path: path.to_path_buf(),
        source: Arc::new(e),
    }
    .into()
}

/// The slip's bytes written and synced beside `out`, not yet in place.
pub(super) fn stage(out: &Path, bytes: &[u8], staging: &Path) -> Result<Staged, SlipError> {
    Staged::write_registered(out, bytes, staging).map_err(|e| write_error(out, e))
}

/// Where a file goes, as the journal records it (absolute, so that the listing finds it
/// from any folder).
pub(super) fn absolute(path: &Path) -> String {
    std::path::absolute(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

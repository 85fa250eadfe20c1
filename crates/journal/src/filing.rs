//! Where every document Pitpay writes is filed, so that issuing one needs no path and no
//! dialog (docs/app.md, "Where documents are filed"), and never over another file.
//!
//! - **Slips** (and their reprints and void copies) go to the slips folder: the settings'
//!   `slips_folder`, else `slips/` in the data folder. pitpay-documents names them by
//!   number: `slip-000123.pdf`, and a copy by which copy it is,
//!   `slip-000123-reprint-2.pdf` (the second printed after the original), or
//!   `slip-000123-void-copy-2.pdf` once the slip is void.
//! - **Everything else** goes to a folder of its own kind ([`Shelf`]) under the
//!   settings' `documents_folder`, else the data folder: `reports/`, `signs/`,
//!   `worksheets/`, `exports/`, each under a dated name the caller gives
//!   (`shift-report-2026-11-28-swing.pdf`).
//!
//! **Nothing is overwritten.** [`unused`] gives the name itself when nothing is there,
//! else the first free `NAME (2).pdf`, `NAME (3).pdf` …; and every write puts a new file
//! in place only where nothing is by then (`files.rs`: a file that was not there when
//! its bytes were staged is linked into place, which fails on a name taken meanwhile),
//! so a file is never replaced, whoever else writes in the folder.

use std::path::{Path, PathBuf};

use crate::settings::Settings;
use pitpay_core::FileError;

/// A kind of document, and so the folder it is filed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shelf {
    /// Slips, their reprints and void copies: the slips folder.
    Slips,
    /// Shift reports: `reports/` in the documents folder.
    Reports,
    /// Paytable signs: `signs/`.
    Signs,
    /// Practice worksheets: `worksheets/`.
    Worksheets,
    /// Journal exports, lists (CSV) and backups: `exports/`.
    Exports,
}

impl Shelf {
    /// The folder this kind of document is filed in, for the installation whose data
    /// folder is `data_dir`, as its settings set it (a settings file that does not read
    /// is refused, naming its line).
    pub fn folder(self, data_dir: &Path) -> Result<PathBuf, FileError> {
        Ok(self.folder_with(data_dir, &Settings::load(data_dir)?))
    }

    /// Where a document of this kind named `name` is filed: that name in its folder, or
    /// the first free name beside it when that one is taken. The folder is made when
    /// missing (a folder that cannot be made is refused, naming it).
    pub fn place(self, data_dir: &Path, name: &str) -> Result<PathBuf, FileError> {
        let folder = self.folder(data_dir)?;
        std::fs::create_dir_all(&folder).map_err(|e| {
            FileError::whole(
                &folder.display().to_string(),
                pitpay_language::sentence!("file-cannot-make-folder", problem = e.to_string()),
            )
        })?;
        Ok(unused(&folder, name))
    }

    /// The folder these settings give.
    fn folder_with(self, data_dir: &Path, settings: &Settings) -> PathBuf {
        let documents = || {
            settings
                .documents_folder
                .clone()
                .unwrap_or_else(|| data_dir.to_path_buf())
        };
        match self {
            Shelf::Slips => settings
                .slips_folder
                .clone()
                .unwrap_or_else(|| data_dir.join("slips")),
            Shelf::Reports => documents().join("reports"),
            Shelf::Signs => documents().join("signs"),
            Shelf::Worksheets => documents().join("worksheets"),
            Shelf::Exports => documents().join("exports"),
        }
    }
}

/// `name` in `folder` when nothing is there, else the first free `STEM (2).EXT`,
/// `STEM (3).EXT` … A name is taken by anything at all: a file, a folder, a link.
pub fn unused(folder: &Path, name: &str) -> PathBuf {
    let first = folder.join(name);
    if !taken(&first) {
        return first;
    }
    let (stem, ext) = match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => (stem, format!(".{ext}")),
        _ => (name, String::new()),
    };
    (2u32..)
        .map(|n| folder.join(format!("{stem} ({n}){ext}")))
        .find(|p| !taken(p))
        .unwrap_or(first)
}

fn taken(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_document_has_its_folder() {
        let data = tempfile::tempdir().unwrap();
        let d = data.path();
        assert_eq!(Shelf::Slips.folder(d).unwrap(), d.join("slips"));
        assert_eq!(
            Shelf::Reports
                .place(d, "shift-report-2026-11-28-swing.pdf")
                .unwrap(),
            d.join("reports/shift-report-2026-11-28-swing.pdf")
        );
        assert_eq!(Shelf::Exports.folder(d).unwrap(), d.join("exports"));
        std::fs::write(d.join("settings.toml"), "slips_folder = \"slips\"\n").unwrap();
        let e = Shelf::Slips.folder(d).unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (Some(1), "slips_folder"));
    }

    #[test]
    fn the_settings_folders_are_used_when_set() {
        let data = tempfile::tempdir().unwrap();
        let text = "slips_folder = \"/srv/slips\"\ndocuments_folder = \"/srv/pit\"\n";
        let settings = Settings::parse("settings.toml", text).unwrap();
        let folder = |shelf: Shelf| shelf.folder_with(data.path(), &settings);
        assert_eq!(folder(Shelf::Slips), Path::new("/srv/slips"));
        assert_eq!(folder(Shelf::Signs), Path::new("/srv/pit/signs"));
        assert_eq!(folder(Shelf::Exports), Path::new("/srv/pit/exports"));
    }

    #[test]
    fn a_taken_name_gets_the_next_free_one_and_nothing_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let first = dir.path().join("slip-000001.pdf");
        crate::write_atomic(&first, b"first").unwrap();
        assert_eq!(
            unused(dir.path(), "slip-000001.pdf"),
            dir.path().join("slip-000001 (2).pdf")
        );
        std::fs::create_dir(dir.path().join("slip-000001 (2).pdf")).unwrap();
        assert_eq!(
            unused(dir.path(), "slip-000001.pdf"),
            dir.path().join("slip-000001 (3).pdf")
        );
        assert_eq!(unused(dir.path(), "README"), dir.path().join("README"));
    }
}

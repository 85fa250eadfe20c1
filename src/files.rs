//! Writing files so that a reader never finds half of one (TEAM.md: bad input "loses
//! nothing: no half-written file, nothing overwritten"; ROUND-FILE.md: "Nothing is
//! written on bad input").
//!
//! Every file Pitpay writes (round files, slips, signs, reprints, the signing key) goes
//! through [`Staged`]: the bytes go to a temporary file beside the target, are synced to
//! disk, and only then is the temporary file renamed over the target. A rename within
//! one folder is atomic, so the target is either the old file or the whole new one. A
//! failure at any step removes the temporary file; so does dropping a [`Staged`] that
//! was never committed (the slip journal relies on that: the slip's PDF is staged
//! inside the journal's transaction and committed only after the journal has recorded
//! it).

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Who may read the written file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Access {
    /// The usual permissions for a new file.
    #[default]
    Shared,
    /// Readable and writable by its owner only (mode 0600 on Unix): the signing key.
    OwnerOnly,
}

/// Bytes written and synced to a temporary file beside their target, waiting to be
/// renamed into place by [`Staged::commit`]. Dropped uncommitted, the temporary file is
/// removed.
#[derive(Debug)]
pub struct Staged {
    temp: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl Staged {
    /// Writes `bytes` to a synced temporary file in the target's folder. On failure
    /// nothing is left behind.
    pub fn write(target: &Path, bytes: &[u8], access: Access) -> std::io::Result<Staged> {
        let staged = Staged {
            temp: temp_path(target),
            target: target.to_path_buf(),
            committed: false,
        };
        // On an error `staged` is dropped here, which removes the partial temporary file.
        let mut file = open_new(&staged.temp, access)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        Ok(staged)
    }

    /// The temporary file's path (named `.NAME.partial-PID` beside the target).
    pub fn temp(&self) -> &Path {
        &self.temp
    }

    /// Renames the temporary file over the target. On failure the temporary file is
    /// removed and the target is untouched.
    pub fn commit(mut self) -> std::io::Result<()> {
        std::fs::rename(&self.temp, &self.target)?;
        self.committed = true;
        Ok(())
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}

/// Writes a whole file atomically (see the module docs).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    Staged::write(path, bytes, Access::Shared)?.commit()
}

/// Writes a whole file atomically, readable by its owner only.
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    Staged::write(path, bytes, Access::OwnerOnly)?.commit()
}

/// The folder a file would be written in (`.` for a bare file name).
pub fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Checks that a file can be created in `path`'s folder, before any work that would be
/// lost if it could not (a slip takes a journal number only once this has passed).
pub fn check_writable(path: &Path) -> std::io::Result<()> {
    let probe = folder_of(path).join(format!(".pitpay-write-test-{}", std::process::id()));
    std::fs::write(&probe, b"")?;
    let _ = std::fs::remove_file(probe);
    Ok(())
}

/// `.NAME.partial-PID` beside the target: hidden, and never taken for a finished file.
fn temp_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "file".into());
    folder_of(target).join(format!(".{name}.partial-{}", std::process::id()))
}

fn open_new(path: &Path, access: Access) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    if access == Access::OwnerOnly {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    #[cfg(not(unix))]
    let _ = access;
    options.open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_write_replaces_the_whole_file_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("round.toml");
        write_atomic(&target, b"game = \"lucky9\"\n").unwrap();
        write_atomic(&target, b"decks = 8\n").unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "decks = 8\n");
        assert_eq!(names(dir.path()), ["round.toml"]);
    }

    #[test]
    fn a_write_into_a_missing_folder_fails_and_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("no-such-folder").join("slip.pdf");
        assert!(write_atomic(&target, b"x").is_err());
        assert!(check_writable(&target).is_err());
        assert!(names(dir.path()).is_empty());
    }

    #[test]
    fn a_staged_file_dropped_uncommitted_is_removed_and_the_target_kept() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("slip.pdf");
        std::fs::write(&target, b"old").unwrap();
        let staged = Staged::write(&target, b"new", Access::Shared).unwrap();
        assert!(staged.temp().exists());
        assert!(staged
            .temp()
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with(".slip.pdf.partial-"));
        drop(staged);
        assert_eq!(std::fs::read(&target).unwrap(), b"old");
        assert_eq!(names(dir.path()), ["slip.pdf"]);
    }

    #[test]
    fn a_failed_commit_removes_the_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        // A folder in the way: the rename over it fails.
        let target = dir.path().join("taken");
        std::fs::create_dir(&target).unwrap();
        std::fs::write(target.join("inside"), b"x").unwrap();
        let staged = Staged::write(&target, b"new", Access::Shared).unwrap();
        assert!(staged.commit().is_err());
        assert_eq!(names(dir.path()), ["taken"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_readable_by_its_owner_only() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("signing-key");
        write_private(&target, b"00").unwrap();
        let mode = std::fs::metadata(&target).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
}

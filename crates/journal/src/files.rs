//! Writing files so that nothing is lost
//! (TEAM.md: bad input "loses nothing: no panic, no half-written file, nothing
//! overwritten"; ROUND-FILE.md: "Nothing is written on bad input").
//!
//! **Writing.** Every file Pitpay writes (round files, slips, signs, reprints, the
//! signing key) goes through [`Staged`]: the bytes go to a temporary file beside the
//! target, are synced to disk, and only then is the temporary file renamed over the
//! target. A rename within one folder is atomic, so the target is either the old file or
//! the whole new one. A failure at any step removes the temporary file; so does dropping
//! a [`Staged`] that was never committed (the slip journal relies on that: the slip's PDF
//! is staged inside the journal's transaction and committed only after the journal has
//! recorded it).
//!
//! On Windows the rename is the standard library's, which replaces the target
//! in one step (`FileRenameInfoEx` with POSIX semantics, else `MoveFileExW` with
//! `MOVEFILE_REPLACE_EXISTING`); a killed writer's handles are closed by Windows with
//! the process, so its temporary file is never left "in use", and the markers' locks
//! (`LockFileEx`) are released with it. What Windows refuses is replacing a file
//! another program holds open without sharing it for deletion (a PDF viewer showing the
//! slip, say): the commit then fails, the temporary file is removed and the target is
//! left as it was, as for any failed write.
//!
//! A process killed between staging and committing cannot remove its temporary file.
//! So a staged write may be *registered* in a folder of markers (the data folder's
//! `staging/`): the marker names the temporary file, and the writer holds a lock on the
//! temporary file for as long as it lives. [`clean_stale`] removes the temporary files
//! whose lock nobody holds any more (their writer is gone), and their markers. Files
//! Pitpay did not register are never touched.
//!
//! **Checking an output path** before any work is done ([`check_output`]): not a folder,
//! not a device or pipe, not one of the command's own input files, in a folder that
//! exists and can be written, and not an existing file unless the caller said to replace
//! it (`--force`).
//!
//! Reading input files is the core's (`pitpay_core::read_text`): the core reads, the
//! record writes.

use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};

use pitpay_language::{sentence, Sentence};

/// Who may read the written file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Access {
    /// The usual permissions for a new file.
    #[default]
    Shared,
    /// Readable and writable by its owner only (mode 0600 on Unix): the signing key. On
    /// Windows a file takes the permissions its folder passes on; the data folder under
    /// `%APPDATA%` passes on the user's profile's: the user, SYSTEM and Administrators.
    OwnerOnly,
}

/// Why an output path was refused before any work was done.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OutputError {
    /// The path is a folder (or ends with `/`).
    Folder {
        /// A file name inside it.
        suggestion: PathBuf,
    },
    /// A device, pipe or socket.
    NotRegular,
    /// One of the command's own inputs.
    IsInput {
        /// Which input ("round file").
        what: &'static str,
    },
    /// An existing file, not to be replaced.
    Exists,
    /// The folder does not exist.
    NoFolder {
        /// The folder.
        folder: PathBuf,
    },
    /// The folder cannot be written.
    Unwritable {
        /// The folder.
        folder: PathBuf,
        /// Why not.
        reason: String,
    },
}

pitpay_language::english_display!(OutputError);

/// Why an output path was refused, in any language (the system's own reason as it
/// words it).
impl From<&OutputError> for Sentence {
    fn from(e: &OutputError) -> Sentence {
        match e {
            OutputError::Folder { suggestion } => sentence!(
                "journal-error-output-folder",
                suggestion = suggestion.display().to_string()
            ),
            OutputError::NotRegular => sentence!("journal-error-output-not-regular"),
            // The command names its inputs; a round file is the one it has.
            OutputError::IsInput { what } => sentence!(
                "journal-error-output-is-input",
                what = if *what == "round file" {
                    "round"
                } else {
                    *what
                }
            ),
            OutputError::Exists => sentence!("journal-error-output-exists"),
            OutputError::NoFolder { folder } => sentence!(
                "journal-error-output-no-folder",
                folder = folder.display().to_string()
            ),
            OutputError::Unwritable { folder, reason } => sentence!(
                "journal-error-output-unwritable",
                folder = folder.display().to_string(),
                why = reason
            ),
        }
    }
}

/// Checks an output path before any work that would be lost if it could not be written
/// (a slip takes a journal number only once this has passed). `inputs` are the files the
/// command reads, with what they are; writing over one is refused even with `force`.
pub fn check_output(
    path: &Path,
    force: bool,
    inputs: &[(&Path, &'static str)],
) -> Result<(), OutputError> {
    let folder_like = path.as_os_str().to_string_lossy().ends_with(['/', '\\']);
    let meta = std::fs::metadata(path);
    if folder_like || meta.as_ref().is_ok_and(|m| m.is_dir()) {
        return Err(OutputError::Folder {
            suggestion: path.join("slip.pdf"),
        });
    }
    if let Ok(m) = &meta {
        if !m.is_file() {
            return Err(OutputError::NotRegular);
        }
        for (input, what) in inputs {
            if same_file(path, input) {
                return Err(OutputError::IsInput { what });
            }
        }
        if !force {
            return Err(OutputError::Exists);
        }
    }
    let folder = folder_of(path);
    if !folder.is_dir() {
        return Err(OutputError::NoFolder {
            folder: folder.to_path_buf(),
        });
    }
    check_writable(path).map_err(|e| OutputError::Unwritable {
        folder: folder.to_path_buf(),
        reason: e.to_string(),
    })
}

/// Whether two paths name the same file (device and inode on Unix).
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// Bytes written and synced to a temporary file beside their target, waiting to be
/// renamed into place by [`Staged::commit`]. Dropped uncommitted, the temporary file is
/// removed (and its marker, when registered).
#[derive(Debug)]
pub struct Staged {
    temp: PathBuf,
    target: PathBuf,
    committed: bool,
    marker: Option<Marker>,
    /// Something was at the target when the bytes were staged: the commit replaces it
    /// (the caller meant to: a round saved again, `--force`). Where nothing was, the
    /// commit never replaces what appears meanwhile.
    replaces: bool,
}

/// A registered staged write's marker: a file in the staging folder naming the
/// temporary file, locked by its writer for as long as the writer lives.
#[derive(Debug)]
struct Marker {
    path: PathBuf,
    /// Held open: the lock lasts as long as the handle.
    _file: std::fs::File,
}

impl Staged {
    /// Writes `bytes` to a synced temporary file in the target's folder. On failure
    /// nothing is left behind.
    pub(crate) fn write(target: &Path, bytes: &[u8], access: Access) -> std::io::Result<Staged> {
        Staged::stage(target, bytes, access, None)
    }

    /// As `Staged::write`, registered in `staging` (see the module docs) so that the
    /// next run removes the temporary file if this process is killed before it commits.
    pub fn write_registered(
        target: &Path,
        bytes: &[u8],
        staging: &Path,
    ) -> std::io::Result<Staged> {
        Staged::stage(target, bytes, Access::Shared, Some(staging))
    }

    fn stage(
        target: &Path,
        bytes: &[u8],
        access: Access,
        staging: Option<&Path>,
    ) -> std::io::Result<Staged> {
        let temp = temp_path(target);
        // The marker is written (and locked) before the temporary file exists, so that a
        // kill at any moment leaves nothing the next run cannot find.
        let marker = staging.map(|dir| Marker::create(dir, &temp)).transpose()?;
        let staged = Staged {
            temp,
            target: target.to_path_buf(),
            committed: false,
            marker,
            replaces: std::fs::symlink_metadata(target).is_ok(),
        };
        // On an error `staged` is dropped here, which removes the partial temporary file.
        let mut file = open_new(&staged.temp, access)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        Ok(staged)
    }

    /// The temporary file's path (named `.NAME.partial-PID-RANDOM` beside the target).
    pub(crate) fn temp(&self) -> &Path {
        &self.temp
    }

    /// Puts the temporary file at the target: renamed over the file that was there
    /// when the bytes were staged, or, where nothing was, put in place only if nothing
    /// is there now (an error of kind `AlreadyExists` if something is: a file that
    /// appeared meanwhile is never replaced). On failure the temporary file is removed
    /// and the target is untouched.
    pub fn commit(mut self) -> std::io::Result<()> {
        // A folder, device or pipe at the target is never replaced by a file, whoever
        // asked: only a regular file, or nothing.
        if std::fs::metadata(&self.target).is_ok_and(|m| !m.is_file()) {
            return Err(std::io::Error::other(
                "the path is a folder, device or pipe, not a file: nothing was replaced",
            ));
        }
        if !self.replaces {
            match std::fs::hard_link(&self.temp, &self.target) {
                Ok(()) => {
                    self.committed = true;
                    let _ = std::fs::remove_file(&self.temp);
                    return Ok(());
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Err(e),
                // A folder that takes no hard links (some network shares, FAT): the
                // target is looked for once more, then renamed into place.
                Err(_) if std::fs::symlink_metadata(&self.target).is_ok() => {
                    return Err(std::io::ErrorKind::AlreadyExists.into());
                }
                Err(_) => {}
            }
        }
        std::fs::rename(&self.temp, &self.target)?;
        self.committed = true;
        Ok(())
    }

    /// Puts the temporary file at the target only if nothing is there yet (a hard link,
    /// which fails when the target exists), then removes the temporary name. `Ok(false)`
    /// when the target already existed: the caller reads it instead (the signing key:
    /// of two processes creating it at once, exactly one wins).
    pub(crate) fn commit_if_absent(mut self) -> std::io::Result<bool> {
        match std::fs::hard_link(&self.temp, &self.target) {
            Ok(()) => {
                self.committed = true;
                let _ = std::fs::remove_file(&self.temp);
                Ok(true)
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
            Err(e) => Err(e),
        }
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_file(&self.temp);
        }
        if let Some(m) = &self.marker {
            let _ = std::fs::remove_file(&m.path);
        }
    }
}

impl Marker {
    fn create(dir: &Path, temp: &Path) -> std::io::Result<Marker> {
        std::fs::create_dir_all(dir)?;
        let path = dir.join(format!("{}-{}.staged", std::process::id(), random_hex()));
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)?;
        file.lock()?;
        let absolute = std::path::absolute(temp)?;
        // Not synced: a killed process's writes survive it (the page cache is the
        // system's), and after a power cut the temporary file is the one unsynced file
        // anyway. A sync here would cost a slip a disk flush.
        file.write_all(absolute.as_os_str().as_encoded_bytes())?;
        Ok(Marker { path, _file: file })
    }
}

/// Removes the temporary files of registered writes whose writer is gone (its lock on
/// the marker is free), and their markers. Returns the temporary files removed. A marker
/// still empty is a writer caught between creating and filling it: left for a minute.
pub fn clean_stale(staging: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(staging) else {
        return Vec::new();
    };
    let mut removed = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.extension().is_none_or(|x| x != "staged") {
            continue;
        }
        let Ok(mut file) = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&path)
        else {
            continue;
        };
        if file.try_lock().is_err() {
            continue; // its writer is alive
        }
        let mut text = Vec::new();
        let _ = file.read_to_end(&mut text);
        if text.is_empty() {
            let age = entry.metadata().ok().and_then(|m| m.modified().ok());
            let old = age
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|d| d.as_secs() > 60);
            if !old && !writer_gone(&path) {
                continue;
            }
        } else {
            let temp = PathBuf::from(String::from_utf8_lossy(&text).into_owned());
            if is_temp_name(&temp) && std::fs::remove_file(&temp).is_ok() {
                removed.push(temp);
            }
        }
        let _ = std::fs::remove_file(&path);
    }
    removed
}

/// Whether the process that named a marker (`PID-….staged`) has certainly ended: a
/// writer killed between creating its marker and locking it leaves the marker empty and
/// unlocked, and where the system lists its processes (`/proc`) that need not wait a
/// minute. Elsewhere this says no, and the minute's grace decides.
fn writer_gone(marker: &Path) -> bool {
    let proc_dir = Path::new("/proc");
    let pid = marker
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.split('-').next())
        .and_then(|p| p.parse::<u32>().ok());
    match pid {
        Some(pid) if proc_dir.join("self").exists() => !proc_dir.join(pid.to_string()).exists(),
        _ => false,
    }
}

/// Whether a path has the shape of one of our temporary files (`.NAME.partial-…`): the
/// cleaner never removes anything else, whatever a marker says.
fn is_temp_name(path: &Path) -> bool {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .is_some_and(|n| n.starts_with('.') && n.contains(".partial-"))
}

/// Writes a whole file atomically (see the module docs).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    Staged::write(path, bytes, Access::Shared)?.commit()
}

/// Writes a whole file atomically, readable by its owner only.
#[cfg(test)]
pub(crate) fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    Staged::write(path, bytes, Access::OwnerOnly)?.commit()
}

/// The folder a file would be written in (`.` for a bare file name).
pub(crate) fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Checks that a file can be created in `path`'s folder, before any work that would be
/// lost if it could not (a slip takes a journal number only once this has passed).
///
/// The probe is a file without a name where the system offers one (Linux's `O_TMPFILE`;
/// a file deleted on close on Windows), else one unlinked at once: a run killed while
/// probing leaves nothing in the folder (a named probe did, the kill tests found).
pub(crate) fn check_writable(path: &Path) -> std::io::Result<()> {
    tempfile::tempfile_in(folder_of(path)).map(drop)
}

/// Creates a folder (and its parents) readable by its owner only when it is new: the
/// data folder, which holds the signing key and the journal.
pub(crate) fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    if dir.is_dir() {
        return Ok(());
    }
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt as _;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// Makes an existing file readable by its owner only (journal files made by older
/// versions, or by SQLite with the default mode).
pub(crate) fn make_private(path: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(path)?.permissions().mode();
        if mode & 0o077 != 0 {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode & 0o700))?;
        }
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

/// Readies `file` for a database only its owner reads: its folder (and parents)
/// created owner-only when new, the file created owner-only when missing, and an
/// existing file made owner-only (SQLite gives its WAL and shared-memory files the
/// database file's mode).
pub fn create_private_file(file: &Path) -> std::io::Result<()> {
    create_private_dir(folder_of(file))?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    options.open(file)?;
    make_private(file)
}

/// 16 random hex digits (the time and process id when there is no randomness).
fn random_hex() -> String {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        bytes = (nanos as u64 ^ u64::from(std::process::id())).to_le_bytes();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `.NAME.partial-PID-RANDOM` beside the target: hidden, never taken for a finished
/// file, and unique, so two writers never share one.
fn temp_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "file".into());
    folder_of(target).join(format!(
        ".{name}.partial-{}-{}",
        std::process::id(),
        random_hex()
    ))
}

fn open_new(path: &Path, access: Access) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
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

    /// A file that appears at the target between staging and committing (another
    /// program, another podium) is never replaced: the commit refuses, leaves it as it
    /// is, and removes the staged bytes. A file that was there when the bytes were
    /// staged is replaced, as a round saved again is.
    #[test]
    fn a_file_that_appears_meanwhile_is_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("slip-000001.pdf");
        let staged = Staged::write(&target, b"ours", Access::Shared).unwrap();
        std::fs::write(&target, b"theirs").unwrap();
        let e = staged.commit().unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&target).unwrap(), b"theirs");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        let again = Staged::write(&target, b"ours", Access::Shared).unwrap();
        again.commit().unwrap();
        assert_eq!(std::fs::read(&target).unwrap(), b"ours");
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .collect();
        v.sort();
        v
    }

    /// A writer killed between creating its marker and filling it leaves it empty and
    /// unlocked; once that process is gone the marker goes at the next clean, not a
    /// minute later (where the system lists its processes).
    #[test]
    fn an_empty_marker_of_a_finished_process_is_cleaned_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .arg("--list")
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let pid = child.id();
        child.wait().unwrap();
        let gone = dir.path().join(format!("{pid}-0123abcd.staged"));
        std::fs::write(&gone, b"").unwrap();
        let mine = dir
            .path()
            .join(format!("{}-0123abcd.staged", std::process::id()));
        std::fs::write(&mine, b"").unwrap();
        clean_stale(dir.path());
        if Path::new("/proc/self").exists() {
            assert!(!gone.exists(), "the finished writer's marker is cleaned");
        }
        assert!(
            mine.exists(),
            "a live writer's empty marker is left for its minute"
        );
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

    #[test]
    fn a_registered_write_whose_writer_died_is_cleaned_and_a_live_one_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let staging = dir.path().join("staging");
        let target = dir.path().join("slip.pdf");
        // A live writer: its marker is locked, so its file stays.
        let live = Staged::write_registered(&target, b"pdf", &staging).unwrap();
        assert!(clean_stale(&staging).is_empty());
        assert!(live.temp().exists());
        // A dead writer: a marker nobody locks, naming its temporary file.
        let dead = dir.path().join(".slip.pdf.partial-1-00");
        std::fs::write(&dead, b"half").unwrap();
        std::fs::write(staging.join("1-00.staged"), dead.display().to_string()).unwrap();
        // A marker naming something that is not a temporary file removes nothing.
        std::fs::write(staging.join("2-00.staged"), target.display().to_string()).unwrap();
        std::fs::write(&target, b"kept").unwrap();
        assert_eq!(clean_stale(&staging), vec![dead.clone()]);
        assert!(!dead.exists());
        assert_eq!(std::fs::read(&target).unwrap(), b"kept");
        // "kept" appeared after the live write was staged: it is not replaced.
        let e = live.commit().unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&target).unwrap(), b"kept");
        assert!(names(&staging).is_empty(), "{:?}", names(&staging));
    }

    #[test]
    fn an_output_is_checked_before_any_work() {
        let dir = tempfile::tempdir().unwrap();
        let round = dir.path().join("round.toml");
        std::fs::write(&round, b"x").unwrap();
        let inputs = [(round.as_path(), "round file")];
        let out = dir.path().join("slip.pdf");
        assert_eq!(check_output(&out, false, &inputs), Ok(()));
        assert!(matches!(
            check_output(dir.path(), true, &inputs),
            Err(OutputError::Folder { .. })
        ));
        assert_eq!(
            check_output(&round, false, &inputs),
            Err(OutputError::IsInput { what: "round file" })
        );
        assert_eq!(
            check_output(&round, true, &inputs),
            Err(OutputError::IsInput { what: "round file" })
        );
        std::fs::write(&out, b"old").unwrap();
        assert_eq!(check_output(&out, false, &inputs), Err(OutputError::Exists));
        assert_eq!(check_output(&out, true, &inputs), Ok(()));
        let missing = dir.path().join("no").join("slip.pdf");
        assert!(matches!(
            check_output(&missing, false, &[]),
            Err(OutputError::NoFolder { .. })
        ));
        #[cfg(unix)]
        assert_eq!(
            check_output(Path::new("/dev/null"), true, &[]),
            Err(OutputError::NotRegular)
        );
        assert_eq!(
            names(dir.path()),
            ["round.toml", "slip.pdf"],
            "no probe left"
        );
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

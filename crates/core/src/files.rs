//! Reading input files so that nothing unbounded is read and nothing is misread
//! (ROUND-FILE.md: a clear refusal, naming the file): a regular file of at most
//! `MAX_INPUT` bytes of UTF-8 ([`read_text`]), else a refusal in words (a FIFO would
//! block for ever, `/dev/zero` never ends). Writing files is the record's business
//! (`pitpay-journal`'s `files.rs`): the core reads round files, paytables and racks, and
//! writes nothing.

use std::io::Read as _;
use std::path::{Path, PathBuf};

use pitpay_language::{sentence, Sentence};

use crate::error::FileError;

/// The largest input text file read: round files, paytables, house-rules files, keys.
pub(crate) const MAX_INPUT: u64 = 1 << 20;

/// What kind of file was being read: a refusal names it ("over the 1 MiB limit for a
/// round file") in the reader's language, so it is a kind, never English words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// A round file.
    Round,
    /// A payout slip.
    Slip,
    /// A station's record of wrong PINs.
    Pins,
    /// A journal's identity.
    Identity,
    /// An open gap in a journal.
    Gap,
    /// A station's mark.
    Mark,
    /// A signing key.
    SigningKey,
    /// A trusted-keys file.
    TrustedKeys,
    /// A settings file.
    Settings,
    /// A rack or jurisdiction file.
    Rack,
    /// A paytable or house-rules file.
    Paytable,
}

impl Input {
    /// The selector a message chooses the kind's words by.
    fn id(self) -> &'static str {
        match self {
            Input::Round => "round",
            Input::Slip => "slip",
            Input::Pins => "pins",
            Input::Identity => "identity",
            Input::Gap => "gap",
            Input::Mark => "mark",
            Input::SigningKey => "signing-key",
            Input::TrustedKeys => "trusted-keys",
            Input::Settings => "settings",
            Input::Rack => "rack",
            Input::Paytable => "paytable",
        }
    }
}

/// Why an input file was not read, in user words (the caller names the file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// No such file.
    Missing,
    /// A folder, not a file.
    Folder,
    /// A device, pipe or socket.
    NotRegular,
    /// Larger than the limit.
    TooLarge {
        /// Its size in bytes.
        size: u64,
        /// The limit it is over, in bytes: each kind of file has its own (a slip's is
        /// 64 MiB, a round file's 1 MiB), and the message states the one that applied.
        limit: u64,
        /// What kind of file it was to be.
        what: Input,
    },
    /// Not UTF-8 text.
    NotUtf8 {
        /// The byte offset of the first bad byte.
        offset: usize,
        /// That byte.
        byte: u8,
    },
    /// Any other reading failure, in the system's words.
    Io(String),
}

impl From<&ReadError> for Sentence {
    fn from(e: &ReadError) -> Sentence {
        match e {
            ReadError::Missing => sentence!("file-missing"),
            ReadError::Folder => sentence!("file-folder"),
            ReadError::NotRegular => sentence!("file-not-regular"),
            ReadError::TooLarge { size, limit, what } => {
                let (unit, n) = size_unit(*limit);
                sentence!(
                    "file-too-large",
                    size = *size,
                    limit = n,
                    unit = unit,
                    what = what.id()
                )
            }
            ReadError::NotUtf8 { offset, byte } => {
                sentence!(
                    "file-not-utf8",
                    offset = *offset,
                    byte = format!("{byte:02X}")
                )
            }
            ReadError::Io(problem) => sentence!("file-cannot-read", problem = problem),
        }
    }
}

impl From<ReadError> for Sentence {
    fn from(e: ReadError) -> Sentence {
        Sentence::from(&e)
    }
}

/// In English, as the sentence says it.
impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", Sentence::from(self))
    }
}

impl std::error::Error for ReadError {}

/// Reads a text input (`what`, e.g. a round file) of at most `MAX_INPUT` bytes from
/// a regular file. Refuses a folder, a device, a FIFO (without opening it: opening a
/// FIFO waits for a writer), a file over the limit, and bytes that are not UTF-8,
/// naming the offset of the first bad byte.
pub fn read_text(path: &Path, what: Input) -> Result<String, ReadError> {
    read_limited(path, what, MAX_INPUT).and_then(|bytes| {
        String::from_utf8(bytes).map_err(|e| {
            let offset = e.utf8_error().valid_up_to();
            let byte = e.as_bytes().get(offset).copied().unwrap_or(0);
            ReadError::NotUtf8 { offset, byte }
        })
    })
}

/// Reads a regular file of at most `limit` bytes (a slip to verify has its own limit).
pub fn read_limited(path: &Path, what: Input, limit: u64) -> Result<Vec<u8>, ReadError> {
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => ReadError::Missing,
        _ => ReadError::Io(e.to_string()),
    })?;
    if meta.is_dir() {
        return Err(ReadError::Folder);
    }
    if !meta.is_file() {
        return Err(ReadError::NotRegular);
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge {
            size: meta.len(),
            limit,
            what,
        });
    }
    let file = std::fs::File::open(path).map_err(|e| ReadError::Io(e.to_string()))?;
    let mut bytes = Vec::new();
    // The file may grow after the size was read: never read past the limit.
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::Io(e.to_string()))?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: bytes.len() as u64,
            limit,
            what,
        });
    }
    Ok(bytes)
}

/// A limit's unit and count: whole MiB or KiB where it is one (`64 MiB`), else its bytes.
fn size_unit(bytes: u64) -> (&'static str, u64) {
    const KIB: u64 = 1 << 10;
    const MIB: u64 = 1 << 20;
    match bytes {
        b if b >= MIB && b % MIB == 0 => ("mib", b / MIB),
        b if b >= KIB && b % KIB == 0 => ("kib", b / KIB),
        b => ("byte", b),
    }
}

/// The `.toml` files directly in `dir`, in name order; a folder that does not exist holds
/// none, and one that cannot be read (a `paytable`, `rack` or `jurisdiction` folder, as
/// `what` selects its words) is an error. Shared
/// by the paytable and the floor catalogs.
pub(crate) fn toml_files(dir: &Path, what: &'static str) -> Result<Vec<PathBuf>, FileError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => {
            return Err(FileError::whole(
                &dir.display().to_string(),
                sentence!(
                    "file-folder-unreadable",
                    what = what,
                    problem = e.to_string()
                ),
            ))
        }
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    Ok(files)
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_text_over_the_limit_not_regular_or_not_utf8_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("big.toml");
        std::fs::write(&big, vec![b'#'; (MAX_INPUT + 1) as usize]).unwrap();
        let e = read_text(&big, Input::Round).unwrap_err();
        assert_eq!(
            e.to_string(),
            "is 1048577 bytes, over the 1 MiB limit for a round file"
        );
        assert_eq!(read_text(dir.path(), Input::Round), Err(ReadError::Folder));
        #[cfg(unix)]
        assert_eq!(
            read_text(Path::new("/dev/zero"), Input::Round),
            Err(ReadError::NotRegular)
        );
        let latin1 = dir.path().join("latin1.toml");
        std::fs::write(&latin1, b"name = \"caf\xe9\"\n").unwrap();
        assert_eq!(
            read_text(&latin1, Input::Round),
            Err(ReadError::NotUtf8 {
                offset: 11,
                byte: 0xE9
            })
        );
        // Each kind of file is refused with its own limit, never another's.
        let e = read_limited(&big, Input::Slip, 1 << 10).unwrap_err();
        assert_eq!(
            e.to_string(),
            "is 1048577 bytes, over the 1 KiB limit for a slip"
        );
        let e = read_limited(&big, Input::Slip, 64 << 20).map(|_| ());
        assert_eq!(e, Ok(()));
        let exact = dir.path().join("exact.toml");
        std::fs::write(&exact, vec![b'#'; MAX_INPUT as usize]).unwrap();
        assert_eq!(
            read_text(&exact, Input::Round).unwrap().len(),
            MAX_INPUT as usize
        );
    }
}

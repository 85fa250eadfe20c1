//! Reading input files so that nothing unbounded is read and nothing is misread
//! (ROUND-FILE.md: a clear refusal, naming the file): a regular file of at most
//! `MAX_INPUT` bytes of UTF-8 ([`read_text`]), else a refusal in words (a FIFO would
//! block for ever, `/dev/zero` never ends). Writing files is the record's business
//! (`pitpay-journal`'s `files.rs`): the core reads round files, paytables and racks, and
//! writes nothing.

use std::io::Read as _;
use std::path::{Path, PathBuf};

use crate::error::FileError;

/// The largest input text file read: round files, paytables, house-rules files, keys.
pub(crate) const MAX_INPUT: u64 = 1 << 20;

/// Why an input file was not read, in user words (the caller names the file).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// No such file.
    #[error("there is no such file")]
    Missing,
    /// A folder, not a file.
    #[error("is a folder, not a file")]
    Folder,
    /// A device, pipe or socket.
    #[error("is not a regular file (a device, pipe or socket); give a file")]
    NotRegular,
    /// Larger than the limit.
    #[error("is {size} bytes, over the {} limit for {what}", size_words(*.limit))]
    TooLarge {
        /// Its size in bytes.
        size: u64,
        /// The limit it is over, in bytes: each kind of file has its own (a slip's is
        /// 64 MiB, a round file's 1 MiB), and the message states the one that applied.
        limit: u64,
        /// What kind of file it was to be.
        what: &'static str,
    },
    /// Not UTF-8 text.
    #[error("is not UTF-8 text: the byte at offset {offset} (0x{byte:02X}) cannot start or continue a character")]
    NotUtf8 {
        /// The byte offset of the first bad byte.
        offset: usize,
        /// That byte.
        byte: u8,
    },
    /// Any other reading failure.
    #[error("cannot read: {0}")]
    Io(String),
}

/// Reads a text input (`what`, e.g. "a round file") of at most `MAX_INPUT` bytes from
/// a regular file. Refuses a folder, a device, a FIFO (without opening it: opening a
/// FIFO waits for a writer), a file over the limit, and bytes that are not UTF-8,
/// naming the offset of the first bad byte.
pub fn read_text(path: &Path, what: &'static str) -> Result<String, ReadError> {
    read_limited(path, what, MAX_INPUT).and_then(|bytes| {
        String::from_utf8(bytes).map_err(|e| {
            let offset = e.utf8_error().valid_up_to();
            let byte = e.as_bytes().get(offset).copied().unwrap_or(0);
            ReadError::NotUtf8 { offset, byte }
        })
    })
}

/// Reads a regular file of at most `limit` bytes (a slip to verify has its own limit).
pub fn read_limited(path: &Path, what: &'static str, limit: u64) -> Result<Vec<u8>, ReadError> {
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

/// A limit in words: whole MiB or KiB where it is one (`64 MiB`), else its bytes.
fn size_words(bytes: u64) -> String {
    const KIB: u64 = 1 << 10;
    const MIB: u64 = 1 << 20;
    match bytes {
        b if b >= MIB && b % MIB == 0 => format!("{} MiB", b / MIB),
        b if b >= KIB && b % KIB == 0 => format!("{} KiB", b / KIB),
        b => format!("{b}-byte"),
    }
}

/// The `.toml` files directly in `dir`, in name order; a folder that does not exist holds
/// none, and one that cannot be read (called `what` in the message) is an error. Shared
/// by the paytable and the floor catalogs.
pub(crate) fn toml_files(dir: &Path, what: &str) -> Result<Vec<PathBuf>, FileError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => {
            return Err(FileError::whole(
                &dir.display().to_string(),
                format!("cannot read the {what}: {e}"),
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
        let e = read_text(&big, "a round file").unwrap_err();
        assert_eq!(
            e.to_string(),
            "is 1048577 bytes, over the 1 MiB limit for a round file"
        );
        assert_eq!(read_text(dir.path(), "x"), Err(ReadError::Folder));
        #[cfg(unix)]
        assert_eq!(
            read_text(Path::new("/dev/zero"), "x"),
            Err(ReadError::NotRegular)
        );
        let latin1 = dir.path().join("latin1.toml");
        std::fs::write(&latin1, b"name = \"caf\xe9\"\n").unwrap();
        assert_eq!(
            read_text(&latin1, "x"),
            Err(ReadError::NotUtf8 {
                offset: 11,
                byte: 0xE9
            })
        );
        // Each kind of file is refused with its own limit, never another's.
        let e = read_limited(&big, "a slip", 1 << 10).unwrap_err();
        assert_eq!(
            e.to_string(),
            "is 1048577 bytes, over the 1 KiB limit for a slip"
        );
        let e = read_limited(&big, "a slip", 64 << 20).map(|_| ());
        assert_eq!(e, Ok(()));
        let exact = dir.path().join("exact.toml");
        std::fs::write(&exact, vec![b'#'; MAX_INPUT as usize]).unwrap();
        assert_eq!(read_text(&exact, "x").unwrap().len(), MAX_INPUT as usize);
    }
}

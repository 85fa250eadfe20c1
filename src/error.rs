//! Errors that say where: the file, the line and the field at fault.
//!
//! Every input the calculator reads (round files, paytables, house-rules files) is
//! refused with one of these, so a supervisor can go straight to the mistake.

use std::fmt;
use std::ops::Range;

/// A problem in an input file, located as precisely as the input allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    /// The file's name as given (or `<round>` for text typed in the app).
    pub file: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// The field at fault, e.g. `seat 1 hands[0]` or `tier[2].odds`.
    pub field: String,
    /// What is wrong, in words; rule numbers where a rule decides it.
    pub message: String,
}

impl FileError {
    /// A problem with `field` in `file`, at the line holding `span` in `source`.
    pub fn at(
        file: &str,
        source: &str,
        span: Option<Range<usize>>,
        field: impl Into<String>,
        message: impl Into<String>,
    ) -> FileError {
        FileError {
            file: file.to_string(),
            line: span.map(|s| line_of(source, s.start)),
            field: field.into(),
            message: message.into(),
        }
    }

    /// A problem with a whole file (it cannot be read at all).
    pub fn whole(file: &str, message: impl Into<String>) -> FileError {
        FileError {
            file: file.to_string(),
            line: None,
            field: String::new(),
            message: message.into(),
        }
    }

    /// A TOML syntax or shape error, with the line the parser reports.
    pub fn from_toml(file: &str, source: &str, e: &toml::de::Error) -> FileError {
        let mut message = e.message().trim().to_string();
        // The parser names the key in its message ("unknown field `x`"); keep that as
        // the field so the error reads the same as every other.
        let mut field = message
            .split('`')
            .nth(1)
            .map(str::to_string)
            .unwrap_or_default();
        if field.is_empty() || message.starts_with("invalid type") {
            // A value of the wrong type: the key is the one on the line of the span.
            if let Some(key) = e.span().and_then(|sp| key_on_line(source, sp.start)) {
                field = key;
            }
        }
        if message.contains("unquoted key") {
            field.clear();
            message
                .push_str(" (a key holding `+` must be quoted, e.g. \"21+3-progressive\" = \"1\")");
        }
        FileError::at(file, source, e.span(), field, message)
    }
}

/// The key written at the start of the line holding `offset` (`decks = "8"` → `decks`).
fn key_on_line(source: &str, offset: usize) -> Option<String> {
    let start = source.get(..offset)?.rfind('\n').map_or(0, |i| i + 1);
    let line = source.get(start..)?.lines().next()?;
    let (key, _) = line.split_once('=')?;
    let key = key.trim().trim_matches('"');
    (!key.is_empty() && !key.starts_with('[')).then(|| key.to_string())
}

/// The 1-based line holding byte `offset` of `source`.
pub fn line_of(source: &str, offset: usize) -> usize {
    source
        .get(..offset.min(source.len()))
        .map_or(1, |s| s.bytes().filter(|&b| b == b'\n').count() + 1)
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if !self.field.is_empty() {
            write!(f, ": {}", self.field)?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for FileError {}

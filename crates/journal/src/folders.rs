//! Where a podium keeps its data (never a folder that moves with the current
//! one): the data folder that holds the journal, keys and settings, and the state folder
//! for a station's own files, on Linux and Windows.

use std::path::PathBuf;

/// The user's data folder: `$PITPAY_DATA_DIR` when set (tests and portable installs),
/// else the platform's data folder for Pitpay. A relative `PITPAY_DATA_DIR` is none
/// ([`data_dir_problem`] says why): the journal and key would move with the current
/// folder.
pub fn data_dir() -> Option<PathBuf> {
    match env_text(DATA_ENV) {
        Ok(Some(d)) => {
            let d = PathBuf::from(d);
            d.is_absolute().then_some(d)
        }
        Ok(None) => standard_data_dir(),
        // Never another folder than the one named: [`data_dir_problem`] says why.
        Err(_) => None,
    }
}

/// The environment variable that names the data folder.
const DATA_ENV: &str = "PITPAY_DATA_DIR";

/// A Pitpay environment variable's value: none when it is unset or empty; refused (for
/// the caller to say with the variable's name) when it is set to text that is not UTF-8,
/// rather than passed over (a journal address or a folder read wrongly would put slips
/// in another journal, a second number series).
pub(crate) fn env_text(name: &'static str) -> Result<Option<String>, NotUtf8> {
    match std::env::var(name) {
        Ok(v) if v.is_empty() => Ok(None),
        Ok(v) => Ok(Some(v)),
        Err(std::env::VarError::NotPresent) => Ok(None),
        Err(std::env::VarError::NotUnicode(raw)) => {
            Err(NotUtf8(raw.to_string_lossy().escape_debug().to_string()))
        }
    }
}

/// An environment variable set to what is not UTF-8 text (as much of it as reads), in
/// the words that follow the variable's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NotUtf8(String);

impl From<&NotUtf8> for pitpay_language::Sentence {
    fn from(e: &NotUtf8) -> pitpay_language::Sentence {
        pitpay_language::sentence!("file-env-not-utf8", value = &e.0)
    }
}

impl From<NotUtf8> for pitpay_language::Sentence {
    fn from(e: NotUtf8) -> pitpay_language::Sentence {
        pitpay_language::Sentence::from(&e)
    }
}

/// In English, as the sentence says it.
impl std::fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", pitpay_language::Sentence::from(self))
    }
}

impl std::error::Error for NotUtf8 {}

/// What is wrong with `PITPAY_DATA_DIR`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum DataDirProblem {
    /// Set to what is not UTF-8 text (as much of it as reads).
    #[error("PITPAY_DATA_DIR {}", NotUtf8(.0.clone()))]
    NotUtf8(String),
    /// A relative path.
    #[error("PITPAY_DATA_DIR is a relative path ({}): the journal and the signing key would move with the current folder; set it to the folder's full path, e.g. {}", .0.display(), if cfg!(windows) { "D:\\PitpayData" } else { "/home/pit/pitpay-data" })]
    Relative(PathBuf),
}

/// The platform's data folder for Pitpay, where a standard install keeps its data:
/// `~/.local/share/pitpay` on Linux; `%APPDATA%\pitpay` on Windows (the
/// roaming application data folder, without the `data` level the `directories` crate
/// puts under it there, as the operations guide promises).
pub(crate) fn standard_data_dir() -> Option<PathBuf> {
    if cfg!(windows) {
        return directories::BaseDirs::new().map(|b| b.data_dir().join("pitpay"));
    }
    directories::ProjectDirs::from("", "", "pitpay").map(|p| p.data_dir().to_path_buf())
}

/// The platform's state folder for Pitpay, outside the data folder (where a station
/// keeps the second copy of its mark): `~/.local/state/pitpay` on Linux;
/// `%LOCALAPPDATA%\pitpay` on Windows, the local, not roaming, application data; where
/// the platform has no state folder, its local data folder.
pub(crate) fn standard_state_dir() -> Option<PathBuf> {
    if cfg!(windows) {
        return directories::BaseDirs::new().map(|b| b.data_local_dir().join("pitpay"));
    }
    let dirs = directories::ProjectDirs::from("", "", "pitpay")?;
    Some(
        dirs.state_dir()
            .unwrap_or(dirs.data_local_dir())
            .to_path_buf(),
    )
}

/// What is wrong with `PITPAY_DATA_DIR`, if anything: a relative path is refused, since
/// the journal and the signing key would move with the current folder, and a
/// value that is not UTF-8 text, which would otherwise be passed over for another folder.
pub fn data_dir_problem() -> Option<impl std::error::Error> {
    let d = match env_text(DATA_ENV) {
        Ok(d) => PathBuf::from(d?),
        Err(NotUtf8(value)) => return Some(DataDirProblem::NotUtf8(value)),
    };
    (!d.is_absolute()).then_some(DataDirProblem::Relative(d))
}

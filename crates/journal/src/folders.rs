//! Where a podium keeps its data (issue 31: never a folder that moves with the current
//! one): the data folder that holds the journal, keys and settings, and the state folder
//! for a station's own files, on Linux and Windows.

use std::path::PathBuf;

/// The user's data folder: `$PITPAY_DATA_DIR` when set (tests and portable installs),
/// else the platform's data folder for Pitpay. A relative `PITPAY_DATA_DIR` is none
/// ([`data_dir_problem`] says why): the journal and key would move with the current
/// folder.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("PITPAY_DATA_DIR") {
        let d = PathBuf::from(d);
        return d.is_absolute().then_some(d);
    }
    standard_data_dir()
}

/// The platform's data folder for Pitpay, where a standard install keeps its data:
/// `~/.local/share/pitpay` on Linux; `%APPDATA%\pitpay` on Windows (issue 34: the
/// roaming application data folder, without the `data` level the `directories` crate
/// puts under it there, as the operations guide promises).
pub(crate) fn standard_data_dir() -> Option<PathBuf> {
    if cfg!(windows) {
        return directories::BaseDirs::new().map(|b| b.data_dir().join("pitpay"));
    }
    directories::ProjectDirs::from("", "", "pitpay").map(|p| p.data_dir().to_path_buf())
}

/// The platform's state folder for Pitpay, outside the data folder (where a station
/// keeps the second copy of its mark, issue 31): `~/.local/state/pitpay` on Linux;
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

/// What is wrong with `PITPAY_DATA_DIR`, if anything (issue 31): a relative path is
/// refused, since the journal and the signing key would move with the current folder.
pub fn data_dir_problem() -> Option<String> {
    let d = PathBuf::from(std::env::var_os("PITPAY_DATA_DIR")?);
    (!d.is_absolute()).then(|| {
        format!(
            "PITPAY_DATA_DIR is a relative path ({}): the journal and the signing key would move with the current folder; set it to the folder's full path, e.g. {}",
            d.display(),
            if cfg!(windows) { "D:\\PitpayData" } else { "/home/pit/pitpay-data" }
        )
    })
}

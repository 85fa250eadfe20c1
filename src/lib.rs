//! Pitpay's domain core: cards, money, paytables, round files and settlement for
//! Lucky 9, blackjack with Lucky Break and the progressives, and Stadium Blackjack.
//!
//! The core knows nothing of the desktop app. The rulebook it implements is RULES.md;
//! module docs and test names cite its section numbers (R2.3 …). The flow is:
//! a round file is read into a checked [`round::Round`] against a [`catalog::Catalog`]
//! of paytables, [`settle::settle`] turns it into a [`settle::Settlement`], and
//! [`report`] renders that one value as a table or the contract JSON.

#[macro_use]
extern crate pitpay_core;

// The domain core, a crate of its own (issue 33): named here so that this crate's layers
// read it as before, at `crate::money`, `crate::settle` and so on.
pub use pitpay_core::{
    analysis, bet, card, catalog, clock, date, error, files, floor, game, house, label, money,
    names, pattern, paytable, posted, report, round, settle, settlement, statement, written,
};

pub mod cli;
pub mod export;
#[cfg(feature = "gui")]
pub mod gui;
pub mod jackpots;
pub mod journal;
pub mod keys;
pub mod pdf;
pub mod practice;
pub mod print;
pub mod settings;
pub mod shift;
pub mod sign;
pub mod slip;
pub mod staff;
pub mod strategy_card;

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
pub fn standard_data_dir() -> Option<PathBuf> {
    if cfg!(windows) {
        return directories::BaseDirs::new().map(|b| b.data_dir().join("pitpay"));
    }
    directories::ProjectDirs::from("", "", "pitpay").map(|p| p.data_dir().to_path_buf())
}

/// The platform's state folder for Pitpay, outside the data folder (where a station
/// keeps the second copy of its mark, issue 31): `~/.local/state/pitpay` on Linux;
/// `%LOCALAPPDATA%\pitpay` on Windows, the local, not roaming, application data; where
/// the platform has no state folder, its local data folder.
pub fn standard_state_dir() -> Option<PathBuf> {
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

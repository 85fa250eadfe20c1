//! The podium's language as its data folder's settings name it, the same from the
//! command line and the window (docs/languages.md, "Choosing the language").

use std::path::Path;

use pitpay_language::Language;

/// The settings' `language`. A settings file that does not read still gives its
/// `language` when the file's syntax holds and the language is one Pitpay speaks, so
/// that a podium is told what is wrong with its settings in its own language.
pub(crate) fn of_settings(dir: &Path) -> Option<Language> {
    match pitpay_journal::Settings::load(dir) {
        Ok(settings) => settings.language,
        Err(_) => {
            let text = std::fs::read_to_string(dir.join(pitpay_journal::FILE)).ok()?;
            let table: toml::Table = toml::from_str(&text).ok()?;
            Language::parse(table.get("language")?.as_str()?).ok()
        }
    }
}

//! The installation's settings: `settings.toml` in the data folder (beside the journal,
//! the signing key and `trusted-keys.toml`). Every key is optional and the file itself
//! may be absent.
//!
//! ```toml
//! paper = "a4"    # or "letter": the paper slips print on when --paper is not given
//! ```
//!
//! Without a `paper` setting a slip prints on Letter when its round is in US dollars
//! (US casinos file Letter) and on A4 in any other currency.

use std::path::Path;

use crate::error::FileError;
use crate::money::Currency;
use crate::pdf::Paper;

/// The settings file's name in the data folder.
pub const FILE: &str = "settings.toml";

/// What `settings.toml` says.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The paper slips print on by default.
    pub paper: Option<Paper>,
}

impl Settings {
    /// Reads the data folder's settings; none when the file is absent. A file that does
    /// not read is refused with its line and key, never ignored.
    pub fn load(data_dir: &Path) -> Result<Settings, FileError> {
        let path = data_dir.join(FILE);
        let name = path.display().to_string();
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Settings::default()),
            Err(e) => return Err(FileError::whole(&name, format!("cannot read: {e}"))),
        };
        toml::from_str(&text).map_err(|e| FileError::from_toml(&name, &text, &e))
    }
}

/// The paper a slip prints on: the one asked for, else the data folder's setting, else
/// Letter for US dollars and A4 for any other currency.
pub fn slip_paper(
    asked: Option<Paper>,
    data_dir: &Path,
    currency: Currency,
) -> Result<Paper, FileError> {
    if let Some(p) = asked {
        return Ok(p);
    }
    Ok(Settings::load(data_dir)?
        .paper
        .unwrap_or(if currency == Currency::USD {
            Paper::Letter
        } else {
            Paper::A4
        }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letter_for_dollars_a4_otherwise_unless_set_or_asked() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert_eq!(slip_paper(None, d, Currency::USD).unwrap(), Paper::Letter);
        assert_eq!(slip_paper(None, d, Currency::GBP).unwrap(), Paper::A4);
        std::fs::write(d.join(FILE), "paper = \"a4\"\n").unwrap();
        assert_eq!(slip_paper(None, d, Currency::USD).unwrap(), Paper::A4);
        assert_eq!(
            slip_paper(Some(Paper::Letter), d, Currency::USD).unwrap(),
            Paper::Letter
        );
    }

    #[test]
    fn a_bad_setting_is_refused_with_its_line_and_key() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE), "# slips\npaper = \"legal\"\n").unwrap();
        let e = slip_paper(None, dir.path(), Currency::USD).unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (Some(2), "paper"), "{e}");
        assert!(e.to_string().contains("settings.toml"), "{e}");
        std::fs::write(dir.path().join(FILE), "papr = \"a4\"\n").unwrap();
        let e = slip_paper(None, dir.path(), Currency::USD).unwrap_err();
        assert_eq!(e.field, "papr", "{e}");
    }
}

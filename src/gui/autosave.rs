//! Never lose a round: the round on screen is written to `autosave.toml` in the data
//! folder at every change and read back at the next launch, so a crash, a closed window
//! or a power cut loses nothing typed.
//!
//! The file is an ordinary round file (ROUND-FILE.md) with a comment on top saying
//! whether the round was also saved to a file of its own; it can be opened like any
//! other. It is written atomically (temporary file, sync, rename), so a crash while
//! writing leaves the previous autosave whole. The write is done in `update` itself, not
//! as a task: it is a few hundred bytes, and writes done in order can never leave an
//! older round on disk after a newer one.

use std::path::{Path, PathBuf};

use super::error::Error;

/// The autosave file's name in the data folder.
pub(crate) const FILE: &str = "autosave.toml";

/// Where an autosave that could not be read is moved, so the next change does not
/// overwrite it.
pub(crate) const SET_ASIDE: &str = "autosave-unreadable.toml";

const HEADER: &str = "# Pitpay autosave: the round on screen, kept at every change and restored at the next launch.\n";
const SAVED_AS: &str = "# saved-as: ";

/// A round read back from the autosave file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Restored {
    /// The round file's text (with its comment header).
    pub text: String,
    /// The file the round had last been saved to or opened from, when it had been.
    pub saved_as: Option<PathBuf>,
}

/// Where the round is kept, and what was last written there.
#[derive(Debug, Clone, Default)]
pub(crate) struct Autosave {
    file: Option<PathBuf>,
    written: Option<String>,
    failing: bool,
}

impl Autosave {
    /// Autosave into this data folder (none: autosave is off, as in most tests).
    pub(crate) fn in_dir(dir: Option<&Path>) -> Autosave {
        Autosave {
            file: dir.map(|d| d.join(FILE)),
            written: None,
            failing: false,
        }
    }

    /// Reads the autosaved round, if there is one.
    pub(crate) fn restore(&mut self) -> Option<Restored> {
        let text = std::fs::read_to_string(self.file.as_ref()?).ok()?;
        let saved_as = text
            .lines()
            .take_while(|l| l.starts_with('#'))
            .find_map(|l| l.strip_prefix(SAVED_AS))
            .map(|p| PathBuf::from(p.trim()));
        self.written = Some(text.clone());
        Some(Restored { text, saved_as })
    }

    /// Moves an unreadable autosave out of the way; gives where it went.
    pub(crate) fn set_aside(&mut self) -> Option<PathBuf> {
        let file = self.file.as_ref()?;
        // An earlier unreadable autosave set aside is kept too: the next free name.
        let aside = pitpay_journal::unused(file.parent()?, SET_ASIDE);
        std::fs::rename(file, &aside).ok()?;
        self.written = None;
        Some(aside)
    }

    /// Keeps this round: writes it when it differs from what was last written.
    /// `saved_as` names the file the round is also saved in, when it is unchanged since.
    /// Gives back an error the first time a write fails (not at every keystroke after).
    pub(crate) fn keep(&mut self, round: &str, saved_as: Option<&Path>) -> Result<(), Error> {
        let Some(file) = &self.file else {
            return Ok(());
        };
        let mut text = HEADER.to_string();
        match saved_as {
            Some(p) => text.push_str(&format!("{SAVED_AS}{}\n", p.display())),
            None => text.push_str("# not saved to a file of its own\n"),
        }
        text.push_str(round);
        if self.written.as_deref() == Some(text.as_str()) {
            return Ok(());
        }
        if let Some(dir) = file.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        match super::dialog::write_atomic(file, &text) {
            Ok(()) => {
                self.written = Some(text);
                self.failing = false;
                Ok(())
            }
            Err(e) if !self.failing => {
                self.failing = true;
                Err(Error::write(file, e))
            }
            Err(_) => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_round_is_restored_with_where_it_was_saved() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = Autosave::in_dir(Some(dir.path()));
        a.keep("game = \"lucky9\"\n", None).unwrap();
        let mut b = Autosave::in_dir(Some(dir.path()));
        let r = b.restore().unwrap();
        assert!(r.text.ends_with("game = \"lucky9\"\n"));
        assert_eq!(r.saved_as, None);

        a.keep("game = \"blackjack\"\n", Some(Path::new("/rounds/r.toml")))
            .unwrap();
        let r = Autosave::in_dir(Some(dir.path())).restore().unwrap();
        assert_eq!(r.saved_as, Some(PathBuf::from("/rounds/r.toml")));
        assert!(r.text.contains("blackjack"));
        // Only the autosave file is there: no temporary file left beside it.
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1);
    }

    #[test]
    fn autosave_off_writes_nothing() {
        let mut a = Autosave::in_dir(None);
        assert!(a.keep("game = \"lucky9\"\n", None).is_ok());
        assert!(a.restore().is_none());
    }

    #[test]
    fn an_unwritable_folder_is_reported_once() {
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("not-a-folder");
        std::fs::write(&blocker, "x").unwrap();
        let mut a = Autosave::in_dir(Some(&blocker));
        assert!(a.keep("game = \"lucky9\"\n", None).is_err());
        assert!(
            a.keep("game = \"stadium-blackjack\"\n", None).is_ok(),
            "the same failure is not reported at every keystroke"
        );
    }
}

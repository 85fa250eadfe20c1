//! Who signed the last slip, kept for the shift: a supervisor issuing slip after slip
//! types their name and ID once, and the dealer's name until the dealer changes.
//!
//! Kept in `sign-off.toml` in the data folder (a state file of the app's own, never the
//! settings, which IT owns), with the gaming day and shift it was written in: read back
//! in another shift it is ignored, so the next supervisor never signs as the last one by
//! accident. With a staff register the signer is whoever signs in, so only the dealer
//! is kept. Nothing secret is kept: no PIN, ever.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The file's name in the data folder.
pub(crate) const FILE: &str = "sign-off.toml";

/// The last sign-off, as kept.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Remembered {
    /// The supervisor's name (empty with a staff register).
    #[serde(default)]
    pub supervisor: String,
    /// Their ID (empty with a staff register).
    #[serde(default)]
    pub supervisor_id: String,
    /// The dealer's name.
    #[serde(default)]
    pub dealer: String,
    /// The gaming day it was kept in (`YYYY-MM-DD`).
    pub gaming_day: String,
    /// The shift it was kept in.
    pub shift: String,
}

impl Remembered {
    fn path(dir: &Path) -> PathBuf {
        dir.join(FILE)
    }

    /// What was kept in the data folder `dir` during this gaming day and shift; none
    /// when nothing was, or in another shift, or the file does not read (it is only a
    /// convenience: the fields are then simply empty).
    pub(crate) fn load(dir: Option<&Path>, gaming_day: &str, shift: &str) -> Option<Remembered> {
        let text = std::fs::read_to_string(Remembered::path(dir?)).ok()?;
        let kept: Remembered = toml::from_str(&text).ok()?;
        (kept.gaming_day == gaming_day && kept.shift == shift).then_some(kept)
    }

    /// Keeps this sign-off in the data folder `dir` (atomically: a crash leaves the
    /// last one whole). A failure to keep it loses nothing that matters: the slip is
    /// issued, and the fields are typed again next time.
    pub(crate) fn keep(&self, dir: Option<&Path>) {
        let Some(dir) = dir else {
            return;
        };
        if let Ok(text) = toml::to_string(self) {
            let text = format!("# Pitpay: who signed the last slip, kept for the shift (no PIN is ever kept).\n{text}");
            let _ = pitpay_journal::write_atomic(&Remembered::path(dir), text.as_bytes());
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn a_sign_off_is_kept_for_its_shift_only() {
        let dir = tempfile::tempdir().unwrap();
        let kept = Remembered {
            supervisor: "Maria Lopez".into(),
            supervisor_id: "S-1042".into(),
            dealer: "Jon Chen".into(),
            gaming_day: "2026-11-28".into(),
            shift: "swing".into(),
        };
        kept.keep(Some(dir.path()));
        assert_eq!(
            Remembered::load(Some(dir.path()), "2026-11-28", "swing"),
            Some(kept)
        );
        assert_eq!(
            Remembered::load(Some(dir.path()), "2026-11-28", "graveyard"),
            None
        );
        assert_eq!(
            Remembered::load(Some(dir.path()), "2026-11-29", "swing"),
            None
        );
        std::fs::write(dir.path().join(FILE), "not toml [").unwrap();
        assert_eq!(
            Remembered::load(Some(dir.path()), "2026-11-28", "swing"),
            None
        );
        let text = std::fs::read_to_string(dir.path().join(FILE)).unwrap();
        assert!(!text.to_lowercase().contains("pin ="), "{text}");
    }
}

//! The path field: where a supervisor types a round file's path when the system has no
//! file dialog (rfd answers "nothing chosen" both for a cancel and for a missing dialog
//! service). Open path and Save to path read it, and "Save a copy as…" takes a path
//! typed there when it names the same kind of file. Documents are never written to it:
//! slips, reprints, signs and reports are filed ([`pitpay_journal::Shelf`]).

use std::path::{Path, PathBuf};

use iced::widget::text_input;
use iced::{Element, Length};

/// The typed path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct PathField {
    text: String,
}

impl PathField {
    /// The widget id of the field (Ctrl+L focuses it).
    pub(crate) const ID: &'static str = "path";

    /// The text as typed.
    #[cfg(test)]
    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    /// Replaces the text (typing, or a file just opened or saved).
    pub(crate) fn set(&mut self, text: impl Into<String>) {
        self.text = text.into();
    }

    /// Shows a file that was opened or saved, so Save to path writes it again.
    pub(crate) fn show(&mut self, path: &Path) {
        self.text = path.display().to_string();
    }

    /// The typed path, if any.
    pub(crate) fn typed(&self) -> Option<PathBuf> {
        let p = self.text.trim();
        (!p.is_empty()).then(|| PathBuf::from(p))
    }

    /// The field itself.
    pub(crate) fn view<'a, M: Clone + 'a>(
        &'a self,
        words: &pitpay_language::Words,
        on_input: impl Fn(String) -> M + 'a,
        on_submit: M,
    ) -> Element<'a, M> {
        let hint = pitpay_language::t!(words, "window-path-hint");
        text_input(&hint, &self.text)
            .id(Self::ID)
            .style(super::tab_stop::field_style)
            .on_input(on_input)
            .on_submit(on_submit)
            .width(Length::Fill)
            .padding(5)
            .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_path_is_trimmed_and_an_empty_one_is_none() {
        let mut p = PathField::default();
        assert_eq!(p.typed(), None);
        p.set("  rounds/disputed.toml ");
        assert_eq!(p.typed(), Some(PathBuf::from("rounds/disputed.toml")));
        p.set("   ");
        assert_eq!(p.typed(), None);
    }
}

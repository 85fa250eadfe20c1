//! The path field: where a supervisor types a file path when the system has no file
//! dialog (rfd answers "nothing chosen" both for a cancel and for a missing dialog
//! service, see TECH.md §4). It is the one owner of that fallback: Open path, Save to
//! path, the slip, the signs and the reprints all read their typed target from here.

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

    /// The typed path when it names a PDF: the target for a slip, a sign or a reprint.
    /// A round file's path is not taken as a PDF target, so a `.toml` is never
    /// overwritten by a PDF.
    pub(crate) fn pdf(&self) -> Option<PathBuf> {
        self.typed()
            .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("pdf")))
    }

    /// The field itself.
    pub(crate) fn view<'a, M: Clone + 'a>(
        &'a self,
        on_input: impl Fn(String) -> M + 'a,
        on_submit: M,
    ) -> Element<'a, M> {
        text_input("or type a path: rounds/disputed.toml", &self.text)
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
    fn only_a_pdf_path_is_a_pdf_target() {
        let mut p = PathField::default();
        assert_eq!(p.typed(), None);
        assert_eq!(p.pdf(), None);
        p.set("  rounds/disputed.toml ");
        assert_eq!(p.typed(), Some(PathBuf::from("rounds/disputed.toml")));
        assert_eq!(p.pdf(), None, "a round file is never a PDF target");
        p.set("/tmp/slip.PDF");
        assert_eq!(p.pdf(), Some(PathBuf::from("/tmp/slip.PDF")));
    }
}

//! Light and dark themes, mapped from a setting the app keeps.

use iced::Theme;

/// The app's two looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Look {
    /// Light (default): paper-like, for well-lit pits.
    #[default]
    Light,
    /// Dark: for dim rooms.
    Dark,
}

impl Look {
    /// The iced theme for the look.
    pub(crate) fn theme(self) -> Theme {
        match self {
            Look::Light => Theme::Light,
            Look::Dark => Theme::Dark,
        }
    }

    /// The other look.
    pub(crate) fn toggled(self) -> Look {
        match self {
            Look::Light => Look::Dark,
            Look::Dark => Look::Light,
        }
    }
}

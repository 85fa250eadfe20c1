//! The desktop app (iced 0.14, software renderer): one window where a supervisor
//! enters a round and watches it settle, a screen listing every paytable, and the slip
//! journal. Every action has a shortcut or a command-palette entry; the round being
//! entered is autosaved and restored, and undoable.
//!
//! Built only with the `gui` feature; the domain core never imports this module.

pub(crate) mod app;
pub(crate) mod autosave;
pub(crate) mod commands;
pub(crate) mod crisp;
pub(crate) mod dialog;
pub(crate) mod error;
pub(crate) mod examples;
pub(crate) mod filed;
pub(crate) mod focus;
pub(crate) mod form;
pub(crate) mod id_box;
pub(crate) mod keymap;
pub(crate) mod message;
pub(crate) mod path_field;
pub(crate) mod remembered;
pub(crate) mod screen;
pub(crate) mod scroll;
pub(crate) mod tab_stop;
#[cfg(test)]
pub(crate) mod testing;
#[cfg(test)]
mod tests;
pub(crate) mod theme;
pub(crate) mod titles;
pub(crate) mod undo;
pub(crate) mod widget;
pub(crate) mod words;

/// The UI font, embedded so that a machine without fonts still shows text: the slips'
/// DejaVu Sans, one copy in the binary for both (licence in
/// `assets/fonts/LICENSE-DejaVu.txt`).
pub(crate) use pitpay_documents::pdf::FONT;

/// The face Chinese is drawn in, embedded like [`FONT`] so that a kiosk with no CJK font
/// (and Windows) shows no missing-glyph boxes: the PDFs' Droid Sans Fallback (Apache
/// 2.0). Text shaping falls back to it for any character DejaVu Sans lacks.
pub(crate) use pitpay_documents::pdf::FONT_FALLBACK as CJK_FONT;

/// The family name inside [`FONT`].
pub(crate) const FONT_NAME: &str = "DejaVu Sans";

/// Opens the window, with a round file already open when one is given, and runs until
/// the window is closed.
/// The window opens at the size it was last given (else 1280×800), never larger than
/// the screen, and takes the keyboard as it appears ([`app::window`]).
pub(crate) fn run(round: Option<std::path::PathBuf>) -> iced::Result {
    let window = app::window::settings(pitpay_journal::data_dir().as_deref());
    let boot = move || app::App::boot(round.clone());
    iced::application(boot, app::App::update, app::App::view)
        .title(app::App::title)
        .theme(app::App::theme)
        .subscription(app::App::subscription)
        .font(FONT)
        .font(CJK_FONT)
        .default_font(iced::Font::with_name(FONT_NAME))
        .window(window)
        .run()
}

//! Everything the app can be told, and the names it needs for that: the screens and
//! the ways the round on screen can be replaced. Kept apart from the app itself so that
//! the command palette's list ([`super::commands`]) and the app both use it without
//! importing each other.

use std::path::PathBuf;

use super::error::{Error, Note};
use super::focus::Target;
use super::keymap::Shortcut;
use super::screen::confirm;
use super::screen::palette;
use super::screen::{cage, history, paytables, practice, settle, signoff, staff};
use pitpay_core::Game;

/// Which screen is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Screen {
    /// Enter a round and watch it settle.
    #[default]
    Settle,
    /// Every paytable as posted.
    Paytables,
    /// The slip journal.
    History,
    /// Drills for dealers on break.
    Practice,
    /// Sign in and out; the staff register.
    Staff,
    /// The cage pays a slip once.
    Cage,
}

/// What replaces the round on screen; asked about first when it has unsaved changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Replace {
    /// A new, empty round of the same game.
    New,
    /// A new, empty round of another game.
    Game(Game),
    /// A round file chosen in the open dialog.
    Open,
    /// The round file named in the path field.
    OpenPath,
    /// A shipped example round, by its index in `super::examples::ALL`.
    Example(usize),
}

/// What is done to a slip once asked (a void or a reprint from the palette
/// names the slip, its table and amount first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SlipAct {
    /// Void it with the reason typed on History.
    Void(i64),
    /// Print it again.
    Reprint(i64),
}

/// What going on after a question does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Then {
    /// Replace the round.
    Replace(Replace),
    /// Act on a slip.
    Slip(SlipAct),
    /// Issue a further slip for a round the journal already holds one for.
    IssueAgain,
    /// Save the round over the file typed in the path field, which holds something
    /// else (the app keeps the path while it asks).
    Overwrite,
}

/// Everything the app can be told.
#[derive(Debug, Clone)]
pub(crate) enum Message {
    /// A message for the settle screen.
    Settle(settle::Message),
    /// A message for the History screen.
    History(history::Message),
    /// A message for the Practice screen.
    Practice(practice::Message),
    /// A message for the Paytables screen.
    Paytables(paytables::Message),
    /// A message for the sign-off panel.
    SignOff(signoff::Message),
    /// A message for the Staff screen.
    Staff(staff::Message),
    /// A message for the Cage screen.
    Cage(cage::Message),
    /// The idle clock's tick, while a member is signed in.
    IdleTick,
    /// The wall clock's tick: the time now, for the status line.
    WallClock(jiff::Timestamp),
    /// Print the document last filed (Ctrl+Shift+P).
    Print,
    /// Open the folder of the document last filed (Ctrl+Shift+O).
    OpenFolder,
    /// Save a copy of the document last filed elsewhere (the save dialog, else the
    /// path typed in the path field).
    SaveCopy,
    /// Where to save the copy was chosen (or not).
    CopyTarget(Option<PathBuf>),
    /// Work done off the window's thread said how it went (a print job sent, a folder
    /// opened, a copy saved).
    Said(Note),
    /// A document was filed (a slip's reprint, a sign, a report, an export), or not.
    Filed(crate::gui::filed::FiledNote),
    /// A message for the command palette.
    Palette(palette::Message),
    /// The answer to the unsaved-changes question.
    Confirm(confirm::Message),
    /// A shortcut key (Ctrl+…, Enter and Escape in dialogs).
    Key(Shortcut),
    /// Show another screen.
    Show(Screen),
    /// Replace the round (asks first when it has unsaved changes).
    Replace(Replace),
    /// Start a new round (Ctrl+N).
    New,
    /// Open a round file with the system dialog (Ctrl+O).
    Open,
    /// Open the file named in the path field.
    OpenPath,
    /// Save the round with the system dialog (Ctrl+S).
    Save,
    /// Save to the file named in the path field.
    SavePath,
    /// The open dialog answered.
    OpenPicked(Option<PathBuf>),
    /// The save dialog answered.
    SavePicked(Option<PathBuf>),
    /// A round file was read (or not).
    Opened(Result<(PathBuf, String), Error>),
    /// A round file was saved (or not): its path and the text written.
    Saved(Result<(PathBuf, String), Error>),
    /// The path field was edited.
    PathChanged(String),
    /// Enter in the path field: open the round file it names.
    PathSubmitted,
    /// Open the sign-off panel to issue a slip (Ctrl+E).
    ExportSlip,
    /// "Print sign" for a paytable in a size: the sign is filed in the signs folder.
    PrintSign(String, pitpay_documents::sign::Size),
    /// Void a slip from the palette: go to its reason field on History (showing it
    /// there if it is not on the page), or ask before voiding it when its reason is
    /// typed.
    VoidSlip(Box<pitpay_journal::Entry>),
    /// Reprint a slip from the palette, once asked.
    ReprintSlip(Box<pitpay_journal::Entry>),
    /// Slips the palette looked up in the journal for the number typed in it (any
    /// slip, not only those on History's page).
    PaletteSlips(Result<Vec<pitpay_journal::Entry>, Error>),
    /// Show a paytable's card on the Paytables screen, scrolled to, with its tier odds
    /// open (`true`).
    ShowPaytable(String, bool),
    /// Scroll the screen's reading pane to its end (`true`) or its top (the palette's
    /// "Scroll …" entries; Ctrl+End and Ctrl+Home do the same).
    ScrollReading(bool),
    /// The window was resized (its size is remembered for the next launch).
    Resized(iced::Size),
    /// Move the keyboard focus (the palette's "go to" entries, Ctrl+L).
    Focus(Target),
    /// Which widget had the focus before a panel or the palette took the keyboard
    /// (where closing it puts the focus back).
    FocusWas(Option<iced::widget::Id>),
    /// Switch between light and dark.
    ToggleLook,
    /// Speak this language from now on (the palette's "Language: …").
    Language(pitpay_language::Language),
    /// Ctrl+T: switch the study view.
    ToggleSteps,
}

//! The root of the app: the toolbar (screens, New / Open / Save, the path field, theme,
//! study view), the status line, and the dialogs over everything (the unsaved-changes
//! question, the command palette). Screens own their state and have one shape
//! (docs/architecture.md, "A screen"): each is handed its messages with a `Context` of
//! what it reads of the app, and says what it needs through an `Action`; this module
//! only dispatches, asks before a round with unsaved changes is replaced, and keeps the
//! round autosaved after every message.
//!
//! Its parts, each an `impl App` of its own: `view` (what the window shows), `screens`
//! (each screen's messages and actions), `round` (the round replaced, opened and saved),
//! `keys` (shortcuts and the command palette), `session` (who is signed in, and the
//! clocks), `slips` (voids and reprints asked first) and `window` (its size and focus).

use std::path::PathBuf;
use std::sync::Arc;

use iced::{Task, Theme};

use super::autosave::Autosave;
use super::dialog;
use super::error::{Error, Note, Wanted};
use super::filed::Filed;
use super::focus::{self, Target};
use super::keymap::Mode;
use super::path_field::PathField;
use super::screen::confirm::Confirm;
use super::screen::palette::Palette;
use super::screen::{cage, history, paytables, practice, settle, signoff, staff};
use super::theme::Look;
use pitpay_core::Catalog;

pub(crate) use super::message::{Message, Replace, Screen, SlipAct, Then};

mod keys;
mod round;
mod screens;
mod session;
mod slips;
mod view;
pub(crate) mod window;

/// The header's "Sign in" button: where the focus goes after signing out, so that
/// what is typed next lands in no field.
pub(crate) const SIGN_IN_ID: &str = "header-sign-in";

/// The header's "Sign out" button.
pub(crate) const SIGN_OUT_ID: &str = "header-sign-out";

/// The app.
#[derive(Debug)]
pub(crate) struct App {
    /// Shown screen.
    pub screen: Screen,
    /// The settle screen.
    pub settle: settle::Settle,
    /// Light or dark.
    pub look: Look,
    /// The last note: saved, opened, or why not.
    pub status: Option<Note>,
    /// The path field (the fallback when there is no file dialog).
    pub path: PathField,
    /// The sign-off panel, while a slip is being issued.
    pub signoff: Option<signoff::SignOff>,
    /// The History screen.
    pub history: history::History,
    /// The Practice screen.
    pub practice: practice::Practice,
    /// The Paytables screen.
    pub paytables: paytables::Paytables,
    /// The command palette, while open.
    pub palette: Option<Palette<Message>>,
    /// The unsaved-changes question, while asked.
    pub confirm: Option<Confirm<Then>>,
    /// The Staff screen, and who is signed in.
    pub staff: staff::Staff,
    /// The Cage screen.
    pub cage: cage::Cage,
    /// When anything was last done: a member signed in is signed out after
    /// `lock_after` with nothing done.
    pub last_active: std::time::Instant,
    /// The idle time the settings give (10 minutes unless set).
    pub lock_after: std::time::Duration,
    /// The property's clock, as the settings give it: the status line shows
    /// the local time and the gaming day by it.
    pub clock: pitpay_journal::PropertyClock,
    /// Now, as the status line shows it (moved on by the wall clock's tick).
    pub now: jiff::Timestamp,
    /// The document the app filed last (a slip, a reprint, a sign, a shift report, an
    /// export): what Print prints and Open folder opens.
    pub filed: Option<Filed>,
    /// A file the round is to be saved over, while the app asks whether to replace it.
    pub overwrite: Option<PathBuf>,
    /// The widget that had the focus when a panel or the palette took the keyboard:
    /// closing it puts the focus back there.
    pub focus_before: Option<iced::widget::Id>,
    /// The property and the location the settings give (`property`, `location`),
    /// printed on slips; read at launch.
    pub place: (Option<String>, Option<String>),
    /// The words the window speaks: the settings' `language` at launch, then as the
    /// palette switches it (for this session; the podium's language is the setting's).
    pub words: Arc<pitpay_language::Words>,
    autosave: Autosave,
    data: Option<PathBuf>,
    catalog: Arc<Catalog>,
}

impl App {
    /// The app with these paytables, no data folder (no journal, no autosave).
    #[cfg(test)]
    pub(crate) fn new(catalog: Catalog) -> App {
        App::with_data(catalog, None)
    }

    /// The app with these paytables and this data folder (journal, keys, autosave).
    pub(crate) fn with_data(catalog: Catalog, data: Option<PathBuf>) -> App {
        let catalog = Arc::new(catalog);
        App {
            screen: Screen::Settle,
            settle: settle::Settle::new(Arc::clone(&catalog)),
            look: Look::default(),
            status: None,
            path: PathField::default(),
            signoff: None,
            history: history::History::new(),
            practice: practice::Practice::new(Arc::clone(&catalog)),
            paytables: paytables::Paytables::default(),
            palette: None,
            confirm: None,
            staff: staff::Staff::default(),
            cage: cage::Cage::default(),
            last_active: std::time::Instant::now(),
            lock_after: lock_after(data.as_deref()),
            clock: property_clock(data.as_deref()),
            now: jiff::Timestamp::now(),
            filed: None,
            overwrite: None,
            focus_before: None,
            place: place(data.as_deref()),
            words: Arc::new(words(data.as_deref(), None)),
            autosave: Autosave::in_dir(data.as_deref()),
            data,
            catalog,
        }
    }

    /// Start-up: the catalog, the round autosaved last time, then the round file given
    /// on the command line (read as a task; the restored round stays one Ctrl+Z back),
    /// the slip journal for the palette, and the focus on the dealer's cards.
    pub(crate) fn boot(round: Option<PathBuf>) -> (App, Task<Message>) {
        let data = pitpay_journal::data_dir();
        let catalog =
            Catalog::with_operator_dir(Catalog::operator_dir(None, data.as_deref()).as_deref());
        let mut app = App::with_data(catalog, data);
        app.restore();
        let mut tasks = vec![
            window::on_open(),
            focus::task(Target::Id(settle::CardField::Dealer.id().into())),
            app.history
                .reload(app.data.as_deref())
                .map(Message::History),
            app.staff.reload(app.data.as_deref()).map(Message::Staff),
        ];
        if let Some(p) = round {
            tasks.push(Task::perform(dialog::read(p), Message::Opened));
        }
        (app, Task::batch(tasks))
    }

    /// Puts back the round autosaved when the app last ran. It counts as saved only
    /// when the file it was saved in still holds the same round.
    pub(crate) fn restore(&mut self) {
        let Some(r) = self.autosave.restore() else {
            return;
        };
        let form = match super::form::RoundForm::from_toml(super::autosave::FILE, &r.text) {
            Ok(form) => form,
            Err(e) => {
                // Never overwrite what could not be read: move it aside and say where.
                let aside = self.autosave.set_aside();
                self.status = Some(Err(Error::Unrestored(e, aside)));
                return;
            }
        };
        self.settle = settle::Settle::with_form(Arc::clone(&self.catalog), form);
        let same_as_file = r.saved_as.as_ref().filter(|p| {
            std::fs::read_to_string(p)
                .ok()
                .and_then(|t| super::form::RoundForm::from_toml("", &t).ok())
                .is_some_and(|f| f == self.settle.form)
        });
        match same_as_file {
            Some(p) => {
                self.settle.mark_saved(Some(p));
                self.path.show(p);
            }
            None => self.settle.mark_unsaved(),
        }
        if !self.settle.is_blank() {
            let said = pitpay_language::t!(&*self.words, "window-restored");
            self.status = Some(Ok(said));
        }
    }

    /// The window title.
    pub(crate) fn title(&self) -> String {
        "Pitpay".to_string()
    }

    /// The theme in force.
    pub(crate) fn theme(&self) -> Theme {
        self.look.theme()
    }

    /// Handles a message, then keeps the round autosaved.
    pub(crate) fn update(&mut self, message: Message) -> Task<Message> {
        let clock = matches!(
            message,
            Message::IdleTick | Message::Practice(practice::Message::Tick) | Message::WallClock(_)
        );
        if !clock {
            self.last_active = std::time::Instant::now();
        }
        let task = self.dispatch(message);
        let round = self.settle.round_text();
        if let Err(e) = self.autosave.keep(&round, self.settle.saved_file()) {
            self.status = Some(Err(e));
        }
        task
    }

    fn dispatch(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Settle(m) => self.settle_screen(m),
            Message::History(m) => self.history_screen(m),
            Message::Practice(m) => self.practice_screen(m),
            Message::Paytables(m) => self.paytables_screen(m),
            Message::SignOff(m) => self.signoff_panel(m),
            Message::Filed(note) => self.filed(note),
            Message::OpenFolder => self.open_folder(),
            Message::SaveCopy => self.save_copy(),
            Message::CopyTarget(to) => self.copy_to(to),
            Message::Said(note) => self.note(note),
            Message::Staff(m) => self.staff_screen(m),
            Message::Cage(m) => self.cage_screen(m),
            Message::IdleTick => self.idle(),
            Message::WallClock(now) => {
                self.now = now;
                Task::none()
            }
            Message::Palette(m) => self.palette_dialog(m),
            Message::Confirm(m) => self.answer(m),
            Message::Key(k) => self.shortcut(k),
            Message::Show(s) => self.show(s),
            Message::Replace(r) => self.replace(r),
            Message::New => self.replace(Replace::New),
            Message::Open => self.replace(Replace::Open),
            Message::OpenPath => self.replace(Replace::OpenPath),
            Message::Save => {
                let kind = pitpay_language::t!(&*self.words, "window-round-file");
                Task::perform(dialog::pick_save(kind), Message::SavePicked)
            }
            Message::SavePath => match self.path.typed() {
                Some(p) => self.save_typed(p),
                None => self.note(Err(Error::NoTypedPath)),
            },
            Message::OpenPicked(Some(p)) => Task::perform(dialog::read(p), Message::Opened),
            Message::SavePicked(Some(p)) => self.save_to(p),
            Message::OpenPicked(None) | Message::SavePicked(None) => {
                self.note(Err(Error::NoFileChosen(Wanted::Round)))
            }
            Message::Opened(r) => self.opened(r),
            Message::Saved(r) => self.saved(r),
            Message::PathChanged(p) => {
                self.path.set(p);
                Task::none()
            }
            Message::PathSubmitted => self.path_submitted(),
            Message::ExportSlip => self.export_slip(),
            Message::PrintSign(id, size) => self.sign(id, size),
            Message::Print => self.print(),
            Message::VoidSlip(e) => self.void_slip(*e),
            Message::ReprintSlip(e) => self.ask_reprint(*e),
            Message::PaletteSlips(found) => self.palette_found(found),
            Message::Resized(size) => self.resized(size),
            Message::ShowPaytable(id, tiers) => self.show_paytable(&id, tiers),
            Message::ScrollReading(end) => {
                let to = if end {
                    iced::widget::operation::RelativeOffset::END
                } else {
                    iced::widget::operation::RelativeOffset::START
                };
                iced::widget::operation::snap_to(self.reading_pane(), to)
            }
            Message::Focus(t) => focus::task(t),
            Message::FocusWas(id) => {
                self.focus_before = id;
                Task::none()
            }
            Message::ToggleLook => {
                self.look = self.look.toggled();
                Task::none()
            }
            Message::Language(language) => self.switch_language(language),
            Message::ToggleSteps => {
                let on = !self.settle.show_steps;
                self.settle_screen(settle::Message::ShowSteps(on))
            }
        }
    }

    /// The palette's language entries: for this session only, as the podium's
    /// language is the settings' (IT's), so a supervisor who reads another language
    /// switches without changing what the next shift finds. The whole window is drawn
    /// from the new words at once.
    fn switch_language(&mut self, language: pitpay_language::Language) -> Task<Message> {
        let name = language.own_name();
        self.words = Arc::new(words(self.data.as_deref(), Some(language)));
        let said = pitpay_language::t!(&*self.words, "window-language-switched", language = name);
        self.note(Ok(said))
    }

    fn note(&mut self, note: Note) -> Task<Message> {
        self.status = Some(note);
        Task::none()
    }

    /// The keyboard's mode: a dialog, the palette, or the screens.
    pub(crate) fn mode(&self) -> Mode {
        if self.confirm.is_some() {
            Mode::Confirm
        } else if self.palette.is_some() {
            Mode::Palette
        } else {
            Mode::Normal
        }
    }
}

/// The property's clock a data folder's settings give (the computer's when they do not
/// read: the journal's commands say what is wrong with them).
fn property_clock(data: Option<&std::path::Path>) -> pitpay_journal::PropertyClock {
    data.and_then(|d| pitpay_journal::Settings::load(d).ok())
        .map_or_else(pitpay_journal::PropertyClock::computer, |s| s.clock())
}

/// The property and location a data folder's settings give, for the sign-off panel
/// (none when they do not read: issuing the slip says what is wrong with them).
fn place(data: Option<&std::path::Path>) -> (Option<String>, Option<String>) {
    let settings = data.and_then(|d| pitpay_journal::Settings::load(d).ok());
    settings.map_or((None, None), |s| (s.property, s.location))
}

/// The words of `language`, else of the settings' `language`, else English, with the
/// property's own `.ftl` files over them (the shipped ones alone when those do not read:
/// `pitpay` on the command line says what is wrong with them).
pub(crate) fn words(
    data: Option<&std::path::Path>,
    language: Option<pitpay_language::Language>,
) -> pitpay_language::Words {
    let language = language
        .or_else(|| data.and_then(crate::language::of_settings))
        .unwrap_or_default();
    data.and_then(|d| pitpay_language::Words::load(language.clone(), &d.join("languages")).ok())
        .unwrap_or_else(|| pitpay_language::Words::shipped(language))
}

/// The idle time a data folder's settings give (the default when they do not read:
/// the journal's commands say what is wrong with them).
fn lock_after(data: Option<&std::path::Path>) -> std::time::Duration {
    data.and_then(|d| pitpay_journal::Settings::load(d).ok())
        .unwrap_or_default()
        .lock_after()
}

//! The root of the app: the toolbar (screens, New / Open / Save, the path field, theme,
//! study view), the status line, and the dialogs over everything (the unsaved-changes
//! question, the command palette). Screens own their state and say what they need
//! through an `Action`; this module only dispatches, asks before a round with unsaved
//! changes is replaced, and keeps the round autosaved after every message.

use std::path::PathBuf;
use std::sync::Arc;

use iced::widget::{
    button, center, column, container, mouse_area, opaque, row, scrollable, stack, text, toggler,
};
use iced::{Color, Element, Length, Task, Theme};

use super::autosave::Autosave;
use super::error::{Error, Note, Wanted};
use super::focus::{self, Target};
use super::keymap::{keymap, Mode, Shortcut};
use super::path_field::PathField;
use super::screen::confirm::{self, Confirm};
use super::screen::palette::{self, Palette};
use super::screen::{
    history, paytables, practice, practice_view, round_form, settle, settlement, signoff, staff,
    welcome,
};
use super::theme::Look;
use super::widget::ERROR;
use super::{dialog, examples};
use super::{scroll, tab_stop};
use crate::catalog::Catalog;

pub use super::message::{Message, Replace, Screen, SlipAct, Then};

mod slips;
pub mod window;

/// The header's "Sign in" button: where the focus goes after signing out, so that
/// what is typed next lands in no field (issue 36).
pub const SIGN_IN_ID: &str = "header-sign-in";

/// The header's "Sign out" button.
pub const SIGN_OUT_ID: &str = "header-sign-out";

/// The app.
#[derive(Debug)]
pub struct App {
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
    /// The sign-off panel, while a slip is being exported.
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
    /// The Staff screen, and who is signed in (issue 19).
    pub staff: staff::Staff,
    /// When anything was last done: a member signed in is signed out after
    /// `lock_after` with nothing done.
    pub last_active: std::time::Instant,
    /// The idle time the settings give (10 minutes unless set).
    pub lock_after: std::time::Duration,
    /// The property's clock (issue 32), as the settings give it: the status line shows
    /// the local time and the gaming day by it.
    pub clock: crate::clock::PropertyClock,
    /// Now, as the status line shows it (moved on by the wall clock's tick).
    pub now: jiff::Timestamp,
    /// The PDF the app last wrote (a slip, a reprint, a sign, a shift report): what
    /// Print sends to the printer.
    pub last_pdf: Option<PathBuf>,
    /// A sign being written, to become `last_pdf` once it is.
    sign_pending: Option<PathBuf>,
    autosave: Autosave,
    data: Option<PathBuf>,
    catalog: Arc<Catalog>,
}

impl App {
    /// The app with these paytables, no data folder (no journal, no autosave).
    pub fn new(catalog: Catalog) -> App {
        App::with_data(catalog, None)
    }

    /// The app with these paytables and this data folder (journal, keys, autosave).
    pub fn with_data(catalog: Catalog, data: Option<PathBuf>) -> App {
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
            last_active: std::time::Instant::now(),
            lock_after: lock_after(data.as_deref()),
            clock: property_clock(data.as_deref()),
            now: jiff::Timestamp::now(),
            last_pdf: None,
            sign_pending: None,
            autosave: Autosave::in_dir(data.as_deref()),
            data,
            catalog,
        }
    }

    /// Start-up: the catalog, the round autosaved last time, then the round file given
    /// on the command line (read as a task; the restored round stays one Ctrl+Z back),
    /// the slip journal for the palette, and the focus on the dealer's cards.
    pub fn boot(round: Option<PathBuf>) -> (App, Task<Message>) {
        let data = crate::data_dir();
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
    pub fn restore(&mut self) {
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
            self.status = Some(Ok(
                "The round you were entering is back, as it was when Pitpay closed.".into(),
            ));
        }
    }

    /// The window title.
    pub fn title(&self) -> String {
        "Pitpay".to_string()
    }

    /// The theme in force.
    pub fn theme(&self) -> Theme {
        self.look.theme()
    }

    /// Handles a message, then keeps the round autosaved.
    pub fn update(&mut self, message: Message) -> Task<Message> {
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
            Message::Paytables(m) => match self.paytables.update(m, &self.catalog) {
                paytables::Action::None => Task::none(),
                paytables::Action::Run(t) => t.map(Message::Paytables),
                paytables::Action::PrintSign(id, size) => self.update(Message::PrintSign(id, size)),
            },
            Message::SignOff(m) => self.signoff_panel(m),
            Message::Staff(m) => self.staff_screen(m),
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
            Message::Save => Task::perform(dialog::pick_save(), Message::SavePicked),
            Message::SavePath => match self.path.typed() {
                Some(p) => self.save_to(p),
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
            m @ (Message::PrintSign(..) | Message::SignTarget(..) | Message::SignPrinted(_)) => {
                self.sign(m)
            }
            Message::Print => self.print(),
            Message::Printed(r) => self.note(r),
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
            Message::ToggleLook => {
                self.look = self.look.toggled();
                Task::none()
            }
            Message::ToggleSteps => {
                let on = !self.settle.show_steps;
                let _ = self.settle.update(settle::Message::ShowSteps(on));
                Task::none()
            }
        }
    }

    /// Printing a paytable's sign: where to, the writing, and what it wrote.
    fn sign(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::PrintSign(id, size) => match self.path.pdf() {
                Some(p) => self.sign(Message::SignTarget(id, size, Some(p))),
                None => Task::perform(
                    dialog::pick_save_pdf(paytables::sign_file_name(&id, size)),
                    move |p| Message::SignTarget(id.clone(), size, p),
                ),
            },
            Message::SignTarget(_, _, None) => self.note(Err(Error::NoFileChosen(Wanted::Pdf))),
            Message::SignTarget(id, size, Some(path)) => {
                self.sign_pending = Some(path.clone());
                Task::perform(
                    paytables::print_sign(Arc::clone(&self.catalog), id, size, path),
                    Message::SignPrinted,
                )
            }
            Message::SignPrinted(r) => {
                let written = self.sign_pending.take();
                if r.is_ok() {
                    self.last_pdf = written;
                }
                self.note(r)
            }
            _ => Task::none(),
        }
    }

    /// A History task ended: the PDF it wrote, if it did, is the one Print prints.
    fn took_written(&mut self, n: &Note) {
        let written = self.history.written.take();
        if n.is_ok() && written.is_some() {
            self.last_pdf = written;
        }
    }

    /// Sends the PDF last written to the printer (the settings' `printer`, else the
    /// default); a printer that refuses is said in the status line and loses nothing.
    fn print(&mut self) -> Task<Message> {
        let Some(file) = self.last_pdf.clone() else {
            return self.note(Err(Error::NothingToPrint));
        };
        let job = crate::print::Job::default().with_settings(self.data.as_deref());
        Task::perform(
            async move {
                crate::print::print_job(&file, &job)
                    .map(|said| format!("{} sent to the printer: {said}", file.display()))
                    .map_err(|why| Error::NotPrinted(file.clone(), why))
            },
            Message::Printed,
        )
    }

    fn note(&mut self, note: Note) -> Task<Message> {
        self.status = Some(note);
        Task::none()
    }

    fn settle_screen(&mut self, m: settle::Message) -> Task<Message> {
        match self.settle.update(m) {
            settle::Action::None => Task::none(),
            settle::Action::Focus(t) => focus::task(t),
            settle::Action::SwitchGame(g) => self.replace(Replace::Game(g)),
        }
    }

    fn history_screen(&mut self, m: history::Message) -> Task<Message> {
        let pdf = self.path.pdf();
        let cx = history::Context {
            data: self.data.as_deref(),
            pdf: pdf.as_deref(),
            session: self.staff.session.as_ref(),
        };
        match self.history.update(m, cx) {
            history::Action::None => Task::none(),
            history::Action::Run(t) => t.map(Message::History),
            history::Action::Note(n) => {
                self.took_written(&n);
                self.note(n)
            }
            history::Action::Changed(n, t) => {
                self.took_written(&n);
                self.status = Some(n);
                t.map(Message::History)
            }
            history::Action::AskVoid(entry, reason) => self.ask_void(&entry, &reason),
            history::Action::Refused(n, t, at) => {
                self.status = Some(n);
                Task::batch([t.map(Message::History), focus::task(Target::Id(at.into()))])
            }
        }
    }

    fn staff_screen(&mut self, m: staff::Message) -> Task<Message> {
        match self.staff.update(m, self.data.as_deref()) {
            staff::Action::None => Task::none(),
            staff::Action::Run(t) => t.map(Message::Staff),
            staff::Action::Note(n) => self.note(n),
            staff::Action::Changed(n, t, then) => {
                self.status = Some(n);
                Task::batch([t.map(Message::Staff), focus::task(Target::Id(then.into()))])
            }
            staff::Action::Focus(n, at) => {
                self.status = Some(n);
                focus::task(Target::Id(at.into()))
            }
            staff::Action::SignedOut(n) => self.signed_out(n),
            staff::Action::Back => Task::batch([
                self.show(Screen::Settle),
                focus::task(Target::Id(settle::CardField::Dealer.id().into())),
            ]),
            staff::Action::Next => focus::task(Target::NextField),
        }
    }

    /// Signs the member out (Ctrl+Shift+L, the palette, the buttons): their PIN and
    /// every PIN typed anywhere is forgotten, and the focus goes to the header's "Sign
    /// in", a button: what is typed next shows in no field.
    fn sign_out(&mut self) -> Task<Message> {
        match self.staff.sign_out() {
            Some(s) => {
                self.signed_out(Ok(format!("{} signed out. Ctrl+I signs in.", s.describe())))
            }
            None => self.note(Ok("Nobody is signed in. Ctrl+I signs in.".into())),
        }
    }

    fn signed_out(&mut self, note: Note) -> Task<Message> {
        self.history.forget_acting();
        if let Some(p) = &mut self.signoff {
            p.forget_pins();
        }
        self.status = Some(note);
        focus::task(Target::Id(SIGN_IN_ID.into()))
    }

    /// The idle clock: a member signed in with nothing done for the settings' idle
    /// time is signed out, and their PIN forgotten.
    fn idle(&mut self) -> Task<Message> {
        if self.staff.session.is_some() && self.last_active.elapsed() >= self.lock_after {
            self.signoff = None;
            let _ = self.staff.sign_out();
            return self.signed_out(Err(Error::Locked(self.lock_after.as_secs() / 60)));
        }
        Task::none()
    }

    fn practice_screen(&mut self, m: practice::Message) -> Task<Message> {
        let cx = practice::Context {
            data: self.data.as_deref(),
        };
        match self.practice.update(m, cx) {
            practice::Action::None => Task::none(),
            practice::Action::Run(t) => t.map(Message::Practice),
            practice::Action::RunAndFocus(t, target) => {
                Task::batch([t.map(Message::Practice), focus::task(target)])
            }
        }
    }

    /// The exam's clock ticks while an exam runs (the Practice screen's countdown).
    /// The idle clock ticks while a member is signed in.
    pub fn subscription(&self) -> iced::Subscription<Message> {
        let resized = iced::window::resize_events().map(|(_, size)| Message::Resized(size));
        let wall = iced::Subscription::run(wall_clock);
        let mut clocks = vec![resized, wall];
        if self.practice.ticking() {
            clocks.push(iced::Subscription::run(ticks));
        }
        if self.staff.session.is_some() {
            clocks.push(iced::Subscription::run(idle_ticks));
        }
        iced::Subscription::batch(clocks)
    }

    /// Why the settled round's slip needs the patron and a witness, if it does.
    fn needs_patron(&self) -> Option<String> {
        let settled = self.settle.result.as_ref().ok()?;
        // The property's calendar year (issue 32).
        let year = i32::from(self.clock.year_at(self.now));
        crate::slip::patron_needed_for(settled, self.catalog.floor(), year)
    }

    fn signoff_panel(&mut self, m: signoff::Message) -> Task<Message> {
        let needs = self.needs_patron();
        let Some(panel) = &mut self.signoff else {
            return Task::none();
        };
        let text = self.settle.round_text();
        let pdf = self.path.pdf();
        let cx = signoff::Context {
            round: self.settle.result.as_ref().map(|_| text.as_str()),
            catalog: &self.catalog,
            pdf: pdf.as_deref(),
            data: self.data.as_deref(),
            needs_patron: needs.as_deref(),
            session: self.staff.session.as_ref(),
        };
        match panel.update(m, cx) {
            signoff::Action::None => Task::none(),
            signoff::Action::Run(t) => t.map(Message::SignOff),
            signoff::Action::Note(n) => self.note(n),
            signoff::Action::Close(note) => {
                if note.as_ref().is_some_and(Result::is_ok) {
                    self.last_pdf = self.signoff.as_ref().and_then(|p| p.target.clone());
                }
                self.signoff = None;
                match note {
                    Some(n) => {
                        self.status = Some(n);
                        self.history
                            .reload(self.data.as_deref())
                            .map(Message::History)
                    }
                    None => Task::none(),
                }
            }
        }
    }

    fn palette_dialog(&mut self, m: palette::Message) -> Task<Message> {
        let Some(p) = &mut self.palette else {
            return Task::none();
        };
        let typed = matches!(m, palette::Message::Query(_));
        match p.update(m) {
            palette::Action::None if typed => self.look_up_slips(),
            palette::Action::None => Task::none(),
            palette::Action::Run(m) => {
                self.palette = None;
                self.dispatch(m)
            }
        }
    }

    fn open_palette(&mut self) -> Task<Message> {
        self.palette = Some(Palette::new(super::commands::all(
            &self.settle,
            &self.history,
            self.look,
        )));
        focus::task(Target::Id(Palette::<Message>::ID.into()))
    }

    /// A shortcut: what it does depends on what is open.
    fn shortcut(&mut self, k: Shortcut) -> Task<Message> {
        if self.confirm.is_some() {
            let answer = match k {
                Shortcut::Confirm => confirm::Message::Go,
                _ => confirm::Message::Stay,
            };
            return self.answer(answer);
        }
        if self.palette.is_some() {
            return match k {
                Shortcut::Confirm => self.palette_dialog(palette::Message::Run),
                Shortcut::Up => self.palette_dialog(palette::Message::Move(-1)),
                Shortcut::Down => self.palette_dialog(palette::Message::Move(1)),
                _ => {
                    self.palette = None;
                    Task::none()
                }
            };
        }
        match k {
            Shortcut::Game(g) => self.settle_screen(settle::Message::GameChanged(g)),
            Shortcut::New => self.replace(Replace::New),
            Shortcut::Open => self.replace(Replace::Open),
            Shortcut::Save => self.dispatch(Message::Save),
            Shortcut::Export => self.export_slip(),
            Shortcut::Paytables => Task::batch([
                self.show(Screen::Paytables),
                focus::task(Target::Id(paytables::FILTER_ID.into())),
            ]),
            Shortcut::History => Task::batch([
                self.show(Screen::History),
                focus::task(Target::Id(history::SEARCH_ID.into())),
            ]),
            Shortcut::Practice => {
                let field = if self.practice.running() {
                    practice::ANSWER_ID
                } else {
                    "practice-seed"
                };
                Task::batch([
                    self.show(Screen::Practice),
                    focus::task(Target::Id(field.into())),
                ])
            }
            Shortcut::Print => self.print(),
            // The register as read at launch (or last shown) says which: an empty one
            // enrolls its first manager, else the member signs in.
            Shortcut::Staff => Task::batch([
                self.show(Screen::Staff),
                focus::task(Target::Id(self.staff.first_field().into())),
            ]),
            Shortcut::Round => self.show(Screen::Settle),
            Shortcut::SignOut => self.sign_out(),
            Shortcut::AddSeat => {
                self.screen = Screen::Settle;
                self.settle_screen(settle::Message::AddSeat)
            }
            Shortcut::Steps => self.dispatch(Message::ToggleSteps),
            Shortcut::Palette => self.open_palette(),
            Shortcut::PathField => focus::task(Target::Id(PathField::ID.into())),
            Shortcut::Undo => self.undo(settle::Message::Undo),
            Shortcut::Redo => self.undo(settle::Message::Redo),
            Shortcut::Cancel => {
                // Escape closes what is open, innermost first.
                if self.settle.picker.is_some() {
                    self.settle.picker = None;
                } else {
                    self.signoff = None;
                }
                Task::none()
            }
            Shortcut::Confirm | Shortcut::Up | Shortcut::Down => Task::none(),
        }
    }

    fn undo(&mut self, m: settle::Message) -> Task<Message> {
        self.screen = Screen::Settle;
        self.settle_screen(m)
    }

    fn show(&mut self, s: Screen) -> Task<Message> {
        self.screen = s;
        match s {
            Screen::History => self
                .history
                .reload(self.data.as_deref())
                .map(Message::History),
            Screen::Paytables => {
                // The figures follow the round's house options for its game.
                let house = self.settle.result.as_ref().ok().map(|st| &st.house);
                self.paytables
                    .refresh(&self.catalog, house)
                    .map(Message::Paytables)
            }
            Screen::Practice => {
                practice::Practice::load(self.data.as_deref()).map(Message::Practice)
            }
            Screen::Staff => self.staff.reload(self.data.as_deref()).map(Message::Staff),
            Screen::Settle => Task::none(),
        }
    }

    /// Replaces the round, asking first when it has unsaved changes.
    fn replace(&mut self, r: Replace) -> Task<Message> {
        if r == Replace::OpenPath && self.path.typed().is_none() {
            // Nothing would be opened: say so before asking anything.
            return self.note(Err(Error::NoTypedPath));
        }
        if !self.settle.is_dirty() {
            return self.replace_now(r);
        }
        let (question, go) = match r {
            Replace::Game(g) => (
                format!("Switching to {} starts an empty round.", g.title()),
                format!("Switch to {}", g.title()),
            ),
            Replace::New => (
                "A new round clears the one on screen.".to_string(),
                "New round".to_string(),
            ),
            Replace::Open | Replace::OpenPath => (
                "Opening a round file replaces the one on screen.".to_string(),
                "Open".to_string(),
            ),
            Replace::Example(_) => (
                "Opening an example replaces the round on screen.".to_string(),
                "Open the example".to_string(),
            ),
        };
        self.confirm = Some(Confirm {
            title: "Unsaved changes".into(),
            question: format!("The round on screen has changes that are in no file. {question}"),
            note: "Nothing is lost either way: after going on, Ctrl+Z brings this round back."
                .into(),
            go,
            then: Then::Replace(r),
        });
        Task::none()
    }

    fn answer(&mut self, m: confirm::Message) -> Task<Message> {
        match (self.confirm.take(), m) {
            (Some(c), confirm::Message::Go) => match c.then {
                Then::Replace(r) => self.replace_now(r),
                Then::Slip(act) => self.slip_act(act),
            },
            _ => Task::none(),
        }
    }

    fn replace_now(&mut self, r: Replace) -> Task<Message> {
        let dealer = focus::task(Target::Id(settle::CardField::Dealer.id().into()));
        match r {
            Replace::New | Replace::Game(_) => {
                let game = match r {
                    Replace::Game(g) => g,
                    _ => self.settle.form.game,
                };
                self.settle.switch_game(game);
                self.screen = Screen::Settle;
                self.status = Some(Ok(format!("New {} round", game.title())));
                dealer
            }
            Replace::Open => Task::perform(dialog::pick_open(), Message::OpenPicked),
            Replace::OpenPath => match self.path.typed() {
                Some(p) => Task::perform(dialog::read(p), Message::Opened),
                None => self.note(Err(Error::NoTypedPath)),
            },
            Replace::Example(i) => {
                let Some(e) = examples::ALL.get(i) else {
                    return Task::none();
                };
                if let Err(err) = self.settle.load(e.file, e.text) {
                    return self.note(Err(Error::NotOpened(err)));
                }
                self.settle.mark_saved(None);
                self.screen = Screen::Settle;
                self.status = Some(Ok(format!("Opened the example \"{}\"", e.title)));
                dealer
            }
        }
    }

    fn opened(&mut self, r: Result<(PathBuf, String), Error>) -> Task<Message> {
        let (path, text) = match r {
            Ok(x) => x,
            Err(e) => return self.note(Err(e)),
        };
        let name = path.display().to_string();
        match self.settle.load(&name, &text) {
            Ok(()) => {
                self.path.show(&path);
                self.screen = Screen::Settle;
                self.status = Some(Ok(format!("Opened {name}")));
                // The new form's fields sit where the old one's did: put the focus
                // on the dealer by name, or it would stay at the old field's place.
                focus::task(Target::Id(settle::CardField::Dealer.id().into()))
            }
            Err(e) => self.note(Err(Error::NotOpened(e))),
        }
    }

    fn save_to(&mut self, path: PathBuf) -> Task<Message> {
        Task::perform(dialog::save(path, self.settle.round_text()), Message::Saved)
    }

    fn saved(&mut self, r: Result<(PathBuf, String), Error>) -> Task<Message> {
        match r {
            Ok((path, text)) => {
                self.settle.saved_as(&path, &text);
                self.path.show(&path);
                self.note(Ok(format!("Saved {}", path.display())))
            }
            Err(e) => self.note(Err(e)),
        }
    }

    fn path_submitted(&mut self) -> Task<Message> {
        if self.signoff.is_some() && self.path.pdf().is_some() {
            return self.signoff_panel(signoff::Message::Confirm);
        }
        self.replace(Replace::OpenPath)
    }

    fn export_slip(&mut self) -> Task<Message> {
        if let Err(e) = &self.settle.result {
            return self.note(Err(Error::Unsettled(e.clone())));
        }
        let session = self.staff.session.as_ref();
        self.signoff
            .get_or_insert_with(|| signoff::SignOff::signed_in_as(session));
        focus::task(Target::Id(signoff::Field::Supervisor.id().into()))
    }

    /// The keyboard's mode: a dialog, the palette, or the screens.
    pub fn mode(&self) -> Mode {
        if self.confirm.is_some() {
            Mode::Confirm
        } else if self.palette.is_some() {
            Mode::Palette
        } else {
            Mode::Normal
        }
    }

    /// The window's contents.
    pub fn view(&self) -> Element<'_, Message> {
        // The panel has a slot of its own, open or not, so the body's widget state
        // (scroll position, focused field) stays put when the panel opens or closes.
        let mut panel = column![];
        if let Some(p) = &self.signoff {
            let needs = self.needs_patron();
            let view = p.view(self.path.pdf().as_deref(), needs.as_deref());
            panel = panel.push(view.map(Message::SignOff));
        }
        // Who is signed in sits at the right of the status line, under the toolbar.
        let status = row![
            container(self.status_line()).width(Length::Fill),
            self.who()
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let page = column![self.toolbar(), status, panel, self.body()]
            .spacing(8)
            .padding(10);
        // The page is always the stack's first child, dialog or not, so its widget
        // state (the focused field, the scroll position) survives a dialog.
        let over: Element<'_, Message> = match (&self.confirm, &self.palette) {
            (Some(c), _) => modal(c.view().map(Message::Confirm), false),
            (None, Some(p)) => modal(p.view().map(Message::Palette), true),
            (None, None) => iced::widget::space().into(),
        };
        let window = stack![page, over];
        keymap(window, self.mode(), self.reading_pane(), Message::Key)
    }

    fn toolbar(&self) -> Element<'_, Message> {
        let tab = |label: &'static str, screen: Screen| {
            let style = if self.screen == screen {
                button::primary
            } else {
                button::secondary
            };
            tab_stop::press(button(label).style(style).on_press(Message::Show(screen)))
        };
        let look = match self.look {
            Look::Light => "Dark theme",
            Look::Dark => "Light theme",
        };
        let screens = row![
            text("Pitpay").size(22),
            tab("Settle", Screen::Settle),
            tab("Paytables", Screen::Paytables),
            tab("History", Screen::History),
            tab("Practice", Screen::Practice),
            tab("Staff", Screen::Staff),
            iced::widget::space::horizontal(),
            tab_stop::press(
                button("Commands (Ctrl+K)")
                    .on_press(Message::Key(Shortcut::Palette))
                    .style(button::text)
            ),
            tab_stop::press(
                toggler(self.settle.show_steps)
                    .label("Show the steps")
                    .on_toggle(|on| Message::Settle(settle::Message::ShowSteps(on)))
            ),
            tab_stop::press(
                button(look)
                    .on_press(Message::ToggleLook)
                    .style(button::text)
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let nowrap = |s: &'static str| text(s).wrapping(text::Wrapping::None);
        let files = row![
            tab_stop::press(button(nowrap("New")).on_press(Message::New)),
            tab_stop::press(button(nowrap("Open round…")).on_press(Message::Open)),
            tab_stop::press(button(nowrap("Save round…")).on_press(Message::Save)),
            tab_stop::press(
                button(nowrap("Export slip…"))
                    .on_press(Message::ExportSlip)
                    .style(button::success)
            ),
            self.path.view(Message::PathChanged, Message::PathSubmitted),
            tab_stop::press(
                button(nowrap("Open path"))
                    .on_press(Message::OpenPath)
                    .style(button::secondary)
            ),
            tab_stop::press(
                button(nowrap("Save to path"))
                    .on_press(Message::SavePath)
                    .style(button::secondary)
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        column![screens, files].spacing(6).into()
    }

    /// Who is signed in, in the header, with the way out (or in); and Print, once a
    /// PDF has been written.
    fn who(&self) -> Element<'_, Message> {
        let print = self.last_pdf.as_ref().map(|_| {
            tab_stop::press(
                button("Print (Ctrl+Shift+P)")
                    .on_press(Message::Print)
                    .style(button::text),
            )
        });
        let mut line = row![].spacing(8).align_y(iced::Alignment::Center);
        if let Some(print) = print {
            line = line.push(print);
        }
        line.push(self.session_line()).into()
    }

    fn session_line(&self) -> Element<'_, Message> {
        match &self.staff.session {
            Some(s) => row![
                text(format!("Signed in: {} ({})", s.name, s.id)).size(14),
                tab_stop::stop(
                    button("Sign out (Ctrl+Shift+L)")
                        .on_press(Message::Key(Shortcut::SignOut))
                        .style(button::text),
                    tab_stop::Kind::Press
                )
                .id(SIGN_OUT_ID),
            ]
            .spacing(4)
            .align_y(iced::Alignment::Center)
            .into(),
            None => tab_stop::stop(
                button("Sign in (Ctrl+I)")
                    .on_press(Message::Key(Shortcut::Staff))
                    .style(button::text),
                tab_stop::Kind::Press,
            )
            .id(SIGN_IN_ID)
            .into(),
        }
    }

    fn status_line(&self) -> Element<'_, Message> {
        let said: Element<'_, Message> = match &self.status {
            Some(Ok(s)) => text(s.clone()).size(14).into(),
            Some(Err(e)) => text(e.to_string()).size(14).color(ERROR).into(),
            None => text("Enter: next field · Tab: every button too · Ctrl+K: every command · Ctrl+Down: scroll the results · Ctrl+Shift+A: add seat")
                .size(14)
                .into(),
        };
        row![
            iced::widget::container(said).width(Length::Fill),
            text(self.local_now()).size(14),
        ]
        .spacing(12)
        .align_y(iced::Alignment::Center)
        .into()
    }

    /// The year whose tax thresholds a round without a date is flagged under: this
    /// year on the property's calendar (issue 32).
    pub fn tax_year(&self) -> i32 {
        i32::from(self.clock.year_at(self.now))
    }

    /// The podium's local time, offset and gaming day (issue 32): "13:06 -08:00 ·
    /// gaming day 2026-11-26 · swing".
    pub fn local_now(&self) -> String {
        let stamp = self.clock.stamp(self.now);
        let hhmm = stamp.local.get(11..16).unwrap_or_default();
        format!(
            "{hhmm} {} · gaming day {} · {}",
            stamp.offset, stamp.gaming_day, stamp.shift
        )
    }

    fn body(&self) -> Element<'_, Message> {
        match self.screen {
            Screen::Settle => iced::widget::responsive(move |size| self.settle_body(size)).into(),
            Screen::Paytables => pane(
                "paytables",
                self.paytables.view(&self.catalog).map(Message::Paytables),
            ),
            Screen::History => pane(
                "history",
                self.history
                    .view(self.staff.session.as_ref())
                    .map(Message::History),
            ),
            Screen::Staff => pane(
                "staff",
                self.staff
                    .view(self.lock_after.as_secs() / 60)
                    .map(Message::Staff),
            ),
            Screen::Practice => {
                let panes = row![
                    pane_of(
                        "practice",
                        practice_view::view(&self.practice).map(Message::Practice),
                        3
                    ),
                    pane(
                        "progress",
                        practice_view::progress(&self.practice).map(Message::Practice)
                    ),
                ]
                .spacing(10);
                // The clock's slot is there with or without a run, so the panes keep
                // their place in the widget tree (their scroll, their focus).
                let clock = practice_view::clock(&self.practice)
                    .map(|c| c.map(Message::Practice))
                    .unwrap_or_else(|| iced::widget::space().into());
                column![clock, panes].spacing(8).into()
            }
        }
    }

    /// The Paytables screen scrolled to a paytable's card (the palette's "Tier odds:
    /// X"), its tiers open when asked.
    fn show_paytable(&mut self, id: &str, tiers: bool) -> Task<Message> {
        let shown = self.show(Screen::Paytables);
        let (work, at) = self.paytables.reveal(id, tiers, &self.catalog);
        let work = match work {
            paytables::Action::Run(t) => t.map(Message::Paytables),
            _ => Task::none(),
        };
        Task::batch([shown, work, focus::task(Target::Id(at.into()))])
    }

    /// The scrollable Ctrl+Up and Ctrl+Down move on the screen shown: what a supervisor
    /// reads (the settlement beside the form, the slips under the search box).
    pub fn reading_pane(&self) -> String {
        let name = match self.screen {
            Screen::Settle => "settlement",
            Screen::Paytables => "paytables",
            Screen::History => "history",
            Screen::Staff => "staff",
            Screen::Practice => "practice",
        };
        scroll::pane_ids(name).1
    }
}

/// Below this width each wager of the settlement takes two lines (result, paid and net
/// first; stake and odds under them), so the net column is never clipped.
const NARROW: f32 = 1440.0;

impl App {
    /// The settle screen: the form beside the settlement.
    fn settle_body(&self, size: iced::Size) -> Element<'_, Message> {
        let form = round_form::view(&self.settle).map(Message::Settle);
        let right: Element<'_, Message> = if self.settle.is_blank() {
            welcome::view(|i| Message::Replace(Replace::Example(i)))
        } else {
            settlement::view(&self.settle, size.width < NARROW, self.tax_year())
                .map(Message::Settle)
        };
        row![pane("form", form), pane("settlement", right)]
            .spacing(10)
            .into()
    }
}

/// The exam's clock: a tick four times a second from a thread of its own, until the
/// subscription is dropped (the thread ends at its next tick).
fn ticks() -> impl iced::futures::Stream<Item = Message> {
    let (mut tx, rx) = iced::futures::channel::mpsc::channel(1);
    std::thread::spawn(move || loop {
        std::thread::sleep(std::time::Duration::from_millis(250));
        match tx.try_send(Message::Practice(practice::Message::Tick)) {
            Err(e) if e.is_disconnected() => break,
            _ => {} // sent, or the last tick is still unread
        }
    });
    rx
}

/// The idle clock: a tick every five seconds from a thread of its own, until the
/// subscription is dropped.
fn idle_ticks() -> impl iced::futures::Stream<Item = Message> {
    let (mut tx, rx) = iced::futures::channel::mpsc::channel(1);
    std::thread::spawn(move || loop {
        std::thread::sleep(std::time::Duration::from_secs(5));
        match tx.try_send(Message::IdleTick) {
            Err(e) if e.is_disconnected() => break,
            _ => {}
        }
    });
    rx
}

/// The wall clock: the time now every 20 seconds, from a thread of its own, for the
/// status line (issue 32), until the subscription is dropped.
fn wall_clock() -> impl iced::futures::Stream<Item = Message> {
    let (mut tx, rx) = iced::futures::channel::mpsc::channel(1);
    std::thread::spawn(move || loop {
        std::thread::sleep(std::time::Duration::from_secs(20));
        match tx.try_send(Message::WallClock(jiff::Timestamp::now())) {
            Err(e) if e.is_disconnected() => break,
            _ => {}
        }
    });
    rx
}

/// The property's clock a data folder's settings give (the computer's when they do not
/// read: the journal's commands say what is wrong with them).
fn property_clock(data: Option<&std::path::Path>) -> crate::clock::PropertyClock {
    data.and_then(|d| crate::settings::Settings::load(d).ok())
        .map_or_else(crate::clock::PropertyClock::computer, |s| s.clock())
}

/// The idle time a data folder's settings give (the default when they do not read:
/// the journal's commands say what is wrong with them).
fn lock_after(data: Option<&std::path::Path>) -> std::time::Duration {
    data.and_then(|d| crate::settings::Settings::load(d).ok())
        .unwrap_or_default()
        .lock_after()
}

/// A scrolling column of the body, one share of the width: a tab stop named
/// `pane-NAME` that Page Up, Page Down, Home and End scroll ([`scroll`]).
fn pane<'a>(name: &str, content: Element<'a, Message>) -> Element<'a, Message> {
    pane_of(name, content, 1)
}

/// A pane taking `share` parts of the width.
fn pane_of<'a>(name: &str, content: Element<'a, Message>, share: u16) -> Element<'a, Message> {
    let (stop, scroller) = scroll::pane_ids(name);
    let body = scrollable(container(content).padding([0, 14]))
        .id(scroller)
        .width(Length::FillPortion(share))
        .height(Length::Fill);
    tab_stop::stop(body, tab_stop::Kind::Pane).id(stop).into()
}

/// `dialog` on a dimmed layer over the page; the palette sits near the top, a
/// question in the middle. A click on the dimmed part closes it.
fn modal(dialog: Element<'_, Message>, top: bool) -> Element<'_, Message> {
    let dim = |_: &Theme| container::Style {
        background: Some(
            Color {
                a: 0.45,
                ..Color::BLACK
            }
            .into(),
        ),
        ..container::Style::default()
    };
    let placed: Element<'_, Message> = if top {
        container(opaque(dialog))
            .center_x(Length::Fill)
            .height(Length::Fill)
            .padding([70, 0])
            .style(dim)
            .into()
    } else {
        center(opaque(dialog)).style(dim).into()
    };
    opaque(mouse_area(placed).on_press(Message::Key(Shortcut::Cancel)))
}

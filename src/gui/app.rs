//! The root of the app: the toolbar (screens, New / Open / Save, theme, study view),
//! keyboard shortcuts, and file tasks. Screens own their state; this only dispatches.

use std::path::PathBuf;
use std::sync::Arc;

use iced::keyboard::{self, key, Key, Modifiers};
use iced::widget::{button, column, container, row, scrollable, text, text_input, toggler};
use iced::{Element, Length, Subscription, Task, Theme};

use super::dialog;
use super::screen::{history, paytables, round_form, settle, settlement};
use super::theme::Look;
use super::widget::ERROR;
use crate::catalog::Catalog;

/// Which screen is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Screen {
    /// Enter a round and watch it settle.
    #[default]
    Settle,
    /// Every paytable as posted.
    Paytables,
    /// The slip journal.
    History,
}

/// Everything the app can be told.
#[derive(Debug, Clone)]
pub enum Message {
    /// A message for the settle screen.
    Settle(settle::Message),
    /// Show another screen.
    Show(Screen),
    /// Start a new round (Ctrl+N).
    New,
    /// Open a round file with the system dialog (Ctrl+O).
    Open,
    /// Save the round with the system dialog (Ctrl+S).
    Save,
    /// Open the file named in the path field.
    OpenPath,
    /// Save to the file named in the path field.
    SavePath,
    /// The open dialog answered.
    OpenPicked(Option<PathBuf>),
    /// The save dialog answered.
    SavePicked(Option<PathBuf>),
    /// A round file was read (or not).
    Opened(Result<(PathBuf, String), String>),
    /// A round file was saved (or not).
    Saved(Result<PathBuf, String>),
    /// Switch between light and dark.
    ToggleLook,
    /// Tab / Shift+Tab: move the focus.
    Focus(bool),
    /// Ctrl+T: switch the study view.
    ToggleSteps,
    /// Open the sign-off panel for exporting a slip.
    ExportSlip,
    /// Close the sign-off panel.
    CancelSlip,
    /// A sign-off field was edited: which, text.
    SignOffChanged(SignOffField, String),
    /// Export the slip (to the typed path, else through the save dialog).
    ConfirmSlip,
    /// Where to write the slip was chosen (or not).
    SlipTarget(Option<PathBuf>),
    /// The slip was issued (number and file) or refused.
    SlipExported(Result<String, String>),
    /// "Print sign…" for a paytable in a size.
    PrintSign(String, crate::sign::Size),
    /// Where to write the sign was chosen (or not).
    SignTarget(String, crate::sign::Size, Option<PathBuf>),
    /// A sign was written (or not).
    SignPrinted(Result<String, String>),
    /// A message for the History screen.
    History(history::Message),
    /// Where to write a reprint was chosen (or not).
    ReprintTarget(i64, Option<PathBuf>),
    /// A reprint or void finished.
    JournalChanged(Result<String, String>),
}

/// The app.
#[derive(Debug)]
pub struct App {
    /// Shown screen.
    pub screen: Screen,
    /// The settle screen.
    pub settle: settle::Settle,
    /// Light or dark.
    pub look: Look,
    /// The last file note: saved, opened, or why not.
    pub status: Option<Result<String, String>>,
    /// The sign-off panel, while a slip is being exported.
    pub signoff: Option<SignOffForm>,
    /// The History screen.
    pub history: history::History,
    catalog: Arc<Catalog>,
}

/// The sign-off panel's fields.
#[derive(Debug, Clone, Default)]
pub struct SignOffForm {
    /// Who signs off, where, and the dealer.
    pub who: crate::slip::SignOff,
    /// Where to write the slip; empty to use the save dialog.
    pub path: String,
}

/// A field of the sign-off panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignOffField {
    /// Supervisor's name.
    Supervisor,
    /// Supervisor's ID.
    SupervisorId,
    /// Property.
    Property,
    /// Dealer's name.
    Dealer,
    /// Output path.
    Path,
}

impl App {
    /// The app with the shipped paytables and the operator folder.
    pub fn new(catalog: Catalog) -> App {
        let catalog = Arc::new(catalog);
        App {
            screen: Screen::Settle,
            settle: settle::Settle::new(Arc::clone(&catalog)),
            look: Look::default(),
            status: None,
            signoff: None,
            history: history::History::new(),
            catalog,
        }
    }

    /// Start-up: load the catalog, open the round file given on the command line (as a
    /// task, like any other file work), focus the first card field.
    pub fn boot(round: Option<PathBuf>) -> (App, Task<Message>) {
        let catalog = Catalog::with_operator_dir(Catalog::operator_dir(None).as_deref());
        let focus = iced::widget::operation::focus(settle::CardField::Dealer.id());
        let task = match round {
            Some(p) => Task::batch([focus, Task::perform(dialog::read(p), Message::Opened)]),
            None => focus,
        };
        (App::new(catalog), task)
    }

    /// The window title.
    pub fn title(&self) -> String {
        "Pitpay".to_string()
    }

    /// The theme in force.
    pub fn theme(&self) -> Theme {
        self.look.theme()
    }

    /// Keyboard shortcuts: Ctrl+N, Ctrl+O, Ctrl+S, Tab and Shift+Tab.
    pub fn subscription(&self) -> Subscription<Message> {
        keyboard::listen().filter_map(shortcut)
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Settle(m) => match self.settle.update(m) {
                settle::Action::None => Task::none(),
                settle::Action::Run(t) => t.map(Message::Settle),
            },
            Message::Show(s) => {
                self.screen = s;
                if s == Screen::History {
                    return load_history();
                }
                Task::none()
            }
            Message::ExportSlip => {
                if let Err(e) = &self.settle.result {
                    return self.note(Err(format!("No slip for a round that does not settle: {}", e.message)));
                }
                self.signoff.get_or_insert_with(SignOffForm::default);
                iced::widget::operation::focus("signoff-supervisor")
            }
            Message::CancelSlip => {
                self.signoff = None;
                Task::none()
            }
            Message::SignOffChanged(field, v) => {
                if let Some(f) = &mut self.signoff {
                    match field {
                        SignOffField::Supervisor => f.who.supervisor = v,
                        SignOffField::SupervisorId => f.who.supervisor_id = v,
                        SignOffField::Property => f.who.property = v,
                        SignOffField::Dealer => f.who.dealer = v,
                        SignOffField::Path => f.path = v,
                    }
                }
                Task::none()
            }
            Message::ConfirmSlip => {
                let Some(f) = &self.signoff else { return Task::none() };
                if f.who.supervisor.trim().is_empty() || f.who.supervisor_id.trim().is_empty() {
                    return self.note(Err("No slip without the signing-off supervisor's name and ID".into()));
                }
                let typed = f.path.trim();
                if typed.is_empty() {
                    Task::perform(dialog::pick_save_pdf("slip.pdf".into()), Message::SlipTarget)
                } else {
                    self.update(Message::SlipTarget(Some(PathBuf::from(typed))))
                }
            }
            Message::SlipTarget(None) => self.note(Err(
                "No file chosen. If no dialog appeared, type where to save the slip in the sign-off panel.".into(),
            )),
            Message::SlipTarget(Some(path)) => {
                let Some(f) = self.signoff.clone() else { return Task::none() };
                let text = self.settle.round_text();
                let catalog = Arc::clone(&self.catalog);
                Task::perform(
                    async move {
                        let dir = crate::slip::data_dir().map_err(|e| e.to_string())?;
                        crate::slip::issue("round", &text, &catalog, &f.who, &path, &dir, None)
                            .map(|n| format!("Slip {n} signed off and saved to {}", path.display()))
                            .map_err(|e| e.to_string())
                    },
                    Message::SlipExported,
                )
            }
            Message::SlipExported(result) => {
                if result.is_ok() {
                    self.signoff = None;
                }
                self.note(result)
            }
            Message::PrintSign(id, size) => {
                let typed = self.settle.typed_path().filter(|p| p.extension().is_some_and(|x| x == "pdf"));
                match typed {
                    Some(p) => self.update(Message::SignTarget(id, size, Some(p))),
                    None => {
                        let name = format!("{id}-{}.pdf", format!("{size:?}").to_lowercase());
                        Task::perform(dialog::pick_save_pdf(name), move |p| Message::SignTarget(id.clone(), size, p))
                    }
                }
            }
            Message::SignTarget(_, _, None) => self.note(Err(
                "No file chosen. If no dialog appeared, type a path ending in .pdf in the path field and press the size again.".into(),
            )),
            Message::SignTarget(id, size, Some(path)) => {
                let catalog = Arc::clone(&self.catalog);
                Task::perform(
                    async move {
                        let bytes = crate::sign::render(&catalog, &id, size, None, None).map_err(|e| e.to_string())?;
                        crate::slip::write_atomic(&path, &bytes)
                            .map(|()| format!("Sign for {id} saved to {}", path.display()))
                            .map_err(|e| format!("{}: cannot write: {e}", path.display()))
                    },
                    Message::SignPrinted,
                )
            }
            Message::SignPrinted(r) => self.note(r),
            Message::History(history::Message::Refresh) => load_history(),
            Message::History(history::Message::Loaded(entries)) => {
                self.history.entries = entries;
                Task::none()
            }
            Message::History(history::Message::ReasonChanged(n, v)) => {
                self.history.reasons.insert(n, v);
                Task::none()
            }
            Message::History(history::Message::Reprint(n)) => {
                Task::perform(dialog::pick_save_pdf(format!("slip-{n:06}-reprint.pdf")), move |p| Message::ReprintTarget(n, p))
            }
            Message::ReprintTarget(_, None) => self.note(Err("No file chosen for the reprint.".into())),
            Message::ReprintTarget(n, Some(path)) => Task::perform(
                async move {
                    let dir = crate::slip::data_dir().map_err(|e| e.to_string())?;
                    crate::slip::reprint(n, &path, &dir, None)
                        .map(|()| format!("Slip {n} printed again to {}", path.display()))
                        .map_err(|e| e.to_string())
                },
                Message::JournalChanged,
            ),
            Message::History(history::Message::Void(n)) => {
                let reason = self.history.reasons.get(&n).cloned().unwrap_or_default();
                Task::perform(
                    async move {
                        let dir = crate::slip::data_dir().map_err(|e| e.to_string())?;
                        crate::journal::Journal::open(&dir)
                            .and_then(|mut j| j.void(n, reason.trim()))
                            .map(|()| format!("Slip {n} is void"))
                            .map_err(|e| e.to_string())
                    },
                    Message::JournalChanged,
                )
            }
            Message::JournalChanged(r) => {
                self.status = Some(r);
                load_history()
            }
            Message::New => {
                let path = std::mem::take(&mut self.settle.path);
                self.settle = settle::Settle::new(Arc::clone(&self.catalog));
                self.settle.path = path;
                self.screen = Screen::Settle;
                self.status = Some(Ok("New round".into()));
                iced::widget::operation::focus(settle::CardField::Dealer.id())
            }
            Message::Open => Task::perform(dialog::pick_open(), Message::OpenPicked),
            Message::Save => Task::perform(dialog::pick_save(), Message::SavePicked),
            Message::OpenPath => match self.settle.typed_path() {
                Some(p) => Task::perform(dialog::read(p), Message::Opened),
                None => self.note(Err("Type a file path in the path field first".into())),
            },
            Message::SavePath => match self.settle.typed_path() {
                Some(p) => Task::perform(dialog::save(p, self.settle.round_text()), Message::Saved),
                None => self.note(Err("Type a file path in the path field first".into())),
            },
            Message::OpenPicked(Some(p)) => Task::perform(dialog::read(p), Message::Opened),
            Message::SavePicked(Some(p)) => {
                Task::perform(dialog::save(p, self.settle.round_text()), Message::Saved)
            }
            Message::OpenPicked(None) | Message::SavePicked(None) => self.note(Err(
                "No file chosen. If no file dialog appeared, type a path in the path field and use Open path / Save to path.".into(),
            )),
            Message::Opened(Ok((path, text))) => {
                let name = path.display().to_string();
                match self.settle.load(&name, &text) {
                    Ok(()) => {
                        self.settle.path = name.clone();
                        self.screen = Screen::Settle;
                        self.note(Ok(format!("Opened {name}")))
                    }
                    Err(e) => self.note(Err(format!("Not opened: {e}"))),
                }
            }
            Message::Opened(Err(e)) => self.note(Err(e)),
            Message::Saved(Ok(path)) => {
                self.settle.path = path.display().to_string();
                self.note(Ok(format!("Saved {}", path.display())))
            }
            Message::Saved(Err(e)) => self.note(Err(e)),
            Message::ToggleSteps => {
                let on = !self.settle.show_steps;
                let _ = self.settle.update(settle::Message::ShowSteps(on));
                Task::none()
            }
            Message::ToggleLook => {
                self.look = self.look.toggled();
                Task::none()
            }
            Message::Focus(forward) => {
                if forward {
                    iced::widget::operation::focus_next()
                } else {
                    iced::widget::operation::focus_previous()
                }
            }
        }
    }

    fn note(&mut self, note: Result<String, String>) -> Task<Message> {
        self.status = Some(note);
        Task::none()
    }

    /// The window's contents.
    pub fn view(&self) -> Element<'_, Message> {
        let tab = |label: &'static str, screen: Screen| {
            let style = if self.screen == screen {
                button::primary
            } else {
                button::secondary
            };
            button(label).style(style).on_press(Message::Show(screen))
        };
        let screens = row![
            text("Pitpay").size(22),
            tab("Settle", Screen::Settle),
            tab("Paytables", Screen::Paytables),
            tab("History", Screen::History),
            iced::widget::space::horizontal(),
            toggler(self.settle.show_steps)
                .label("Show the steps")
                .on_toggle(|on| Message::Settle(settle::Message::ShowSteps(on))),
            button(match self.look {
                Look::Light => "Dark theme",
                Look::Dark => "Light theme",
            })
            .on_press(Message::ToggleLook)
            .style(button::text),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let files = row![
            button("New").on_press(Message::New),
            button("Open round…").on_press(Message::Open),
            button("Save round…").on_press(Message::Save),
            button("Export slip…")
                .on_press(Message::ExportSlip)
                .style(button::success),
            text_input("or type a path: rounds/disputed.toml", &self.settle.path)
                .id("path")
                .on_input(|p| Message::Settle(settle::Message::PathChanged(p)))
                .on_submit(Message::OpenPath)
                .width(Length::Fixed(360.0))
                .padding(5),
            button("Open path")
                .on_press(Message::OpenPath)
                .style(button::secondary),
            button("Save to path")
                .on_press(Message::SavePath)
                .style(button::secondary),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let toolbar = column![screens, files].spacing(6);
        let status: Element<'_, Message> = match &self.status {
            Some(Ok(s)) => text(s.clone()).size(14).into(),
            Some(Err(e)) => text(e.clone()).size(14).color(ERROR).into(),
            None => text("Type cards like \"as 8d\"; Tab or Enter moves on. Ctrl+1/2/3 Lucky 9 / blackjack / Stadium, Ctrl+T steps, Ctrl+N new, Ctrl+O open, Ctrl+S save, Ctrl+P paytables, Ctrl+R round.").size(14).into(),
        };
        let body: Element<'_, Message> = match self.screen {
            Screen::Settle => row![
                scrollable(
                    container(round_form::view(&self.settle).map(Message::Settle)).padding([0, 14])
                )
                .width(Length::FillPortion(1))
                .height(Length::Fill),
                scrollable(
                    container(settlement::view(&self.settle).map(Message::Settle)).padding([0, 14])
                )
                .width(Length::FillPortion(1))
                .height(Length::Fill),
            ]
            .spacing(10)
            .into(),
            Screen::Paytables => scrollable(
                container(paytables::view(&self.catalog, Message::PrintSign)).padding([0, 14]),
            )
            .height(Length::Fill)
            .into(),
            Screen::History => {
                scrollable(container(self.history.view().map(Message::History)).padding([0, 14]))
                    .height(Length::Fill)
                    .into()
            }
        };
        match &self.signoff {
            Some(f) => column![toolbar, status, signoff_panel(f), body]
                .spacing(8)
                .padding(10)
                .into(),
            None => column![toolbar, status, body].spacing(8).padding(10).into(),
        }
    }
}

fn load_history() -> Task<Message> {
    Task::perform(
        async {
            let dir = crate::slip::data_dir().map_err(|e| e.to_string())?;
            crate::journal::Journal::open(&dir)
                .and_then(|j| j.list())
                .map_err(|e| e.to_string())
        },
        |r| Message::History(history::Message::Loaded(r)),
    )
}

/// The sign-off panel: no slip leaves without a supervisor's name and ID.
fn signoff_panel(f: &SignOffForm) -> Element<'_, Message> {
    use super::widget::field;
    let input = |label: &str, id: &str, value: &str, which: SignOffField, width: f32| {
        field(
            label,
            "",
            value,
            id.to_string(),
            width,
            None,
            move |v| Message::SignOffChanged(which, v),
            Message::Focus(true),
        )
    };
    container(
        row![
            input(
                "Supervisor (signs off)",
                "signoff-supervisor",
                &f.who.supervisor,
                SignOffField::Supervisor,
                180.0
            ),
            input(
                "Supervisor ID",
                "signoff-id",
                &f.who.supervisor_id,
                SignOffField::SupervisorId,
                100.0
            ),
            input(
                "Property",
                "signoff-property",
                &f.who.property,
                SignOffField::Property,
                150.0
            ),
            input(
                "Dealer",
                "signoff-dealer",
                &f.who.dealer,
                SignOffField::Dealer,
                130.0
            ),
            field(
                "Save to (empty: choose in a dialog)",
                "",
                &f.path,
                "signoff-path".to_string(),
                240.0,
                None,
                |v| Message::SignOffChanged(SignOffField::Path, v),
                Message::ConfirmSlip
            ),
            button("Sign off and export")
                .on_press(Message::ConfirmSlip)
                .style(button::success),
            button("Cancel")
                .on_press(Message::CancelSlip)
                .style(button::secondary),
        ]
        .spacing(8)
        .align_y(iced::Alignment::End),
    )
    .padding(8)
    .style(container::bordered_box)
    .into()
}

fn game(g: crate::game::Game) -> Message {
    Message::Settle(settle::Message::GameChanged(g))
}

/// Maps a key press the widgets did not use to a shortcut.
fn shortcut(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
        return None;
    };
    match (key.as_ref(), modifiers) {
        (Key::Named(key::Named::Tab), m) => Some(Message::Focus(!m.shift())),
        (Key::Character("n"), m) if m.command() => Some(Message::New),
        (Key::Character("o"), m) if m.command() => Some(Message::Open),
        (Key::Character("s"), m) if m.command() => Some(Message::Save),
        (Key::Character("1"), m) if m.command() => Some(game(crate::game::Game::Lucky9)),
        (Key::Character("2"), m) if m.command() => Some(game(crate::game::Game::Blackjack)),
        (Key::Character("3"), m) if m.command() => Some(game(crate::game::Game::Stadium)),
        (Key::Character("t"), m) if m.command() => Some(Message::ToggleSteps),
        (Key::Character("p"), m) if m.command() => Some(Message::Show(Screen::Paytables)),
        (Key::Character("r"), m) if m.command() => Some(Message::Show(Screen::Settle)),
        (Key::Character("h"), m) if m.command() => Some(Message::Show(Screen::History)),
        (Key::Character("e"), m) if m.command() => Some(Message::ExportSlip),
        _ => {
            let _ = Modifiers::empty();
            None
        }
    }
}

//! The root of the app: the toolbar (screens, New / Open / Save, theme, study view),
//! keyboard shortcuts, and file tasks. Screens own their state; this only dispatches.

use std::path::PathBuf;
use std::sync::Arc;

use iced::keyboard::{self, key, Key, Modifiers};
use iced::widget::{button, column, container, row, scrollable, text, text_input, toggler};
use iced::{Element, Length, Subscription, Task, Theme};

use super::dialog;
use super::screen::{paytables, round_form, settle, settlement};
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
    catalog: Arc<Catalog>,
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
                Task::none()
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
        let toolbar = row![
            text("Pitpay").size(22),
            tab("Settle", Screen::Settle),
            tab("Paytables", Screen::Paytables),
            button("New").on_press(Message::New),
            button("Open round…").on_press(Message::Open),
            button("Save round…").on_press(Message::Save),
            text_input("or type a path: rounds/disputed.toml", &self.settle.path)
                .id("path")
                .on_input(|p| Message::Settle(settle::Message::PathChanged(p)))
                .on_submit(Message::OpenPath)
                .width(Length::Fixed(250.0))
                .padding(5),
            button("Open path")
                .on_press(Message::OpenPath)
                .style(button::secondary),
            button("Save to path")
                .on_press(Message::SavePath)
                .style(button::secondary),
            toggler(self.settle.show_steps)
                .label("Show the steps")
                .on_toggle(|on| Message::Settle(settle::Message::ShowSteps(on))),
            button(match self.look {
                Look::Light => "Dark",
                Look::Dark => "Light",
            })
            .on_press(Message::ToggleLook)
            .style(button::text),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let status: Element<'_, Message> = match &self.status {
            Some(Ok(s)) => text(s.clone()).size(14).into(),
            Some(Err(e)) => text(e.clone()).size(14).color(ERROR).into(),
            None => text("Type cards like \"as 8d\"; Tab or Enter moves on; Ctrl+N new, Ctrl+O open, Ctrl+S save.").size(14).into(),
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
            Screen::Paytables => {
                scrollable(container(paytables::view(&self.catalog)).padding([0, 14]))
                    .height(Length::Fill)
                    .into()
            }
        };
        column![toolbar, status, body].spacing(8).padding(10).into()
    }
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
        _ => {
            let _ = Modifiers::empty();
            None
        }
    }
}

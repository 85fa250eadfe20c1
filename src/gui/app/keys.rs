//! The keyboard's shortcuts and the command palette (Ctrl+K): what a shortcut does
//! depends on what is open, a dialog first, then the palette, then the screens, so that
//! every task is done by keyboard.

use iced::Task;

use super::{App, Message, Replace, Screen};
use crate::gui::focus::{self, Target};
use crate::gui::keymap::Shortcut;
use crate::gui::path_field::PathField;
use crate::gui::screen::confirm;
use crate::gui::screen::palette::{self, Palette};
use crate::gui::screen::{cage, history, paytables, practice, settle};

impl App {
    pub(super) fn palette_dialog(&mut self, m: palette::Message) -> Task<Message> {
        let Some(p) = &mut self.palette else {
            return Task::none();
        };
        let typed = matches!(m, palette::Message::Query(_));
        match p.update(m, &palette::Context { words: &self.words }) {
            palette::Action::None if typed => self.look_up_slips(),
            palette::Action::None => Task::none(),
            palette::Action::Run(m) => {
                self.palette = None;
                // Back where the keyboard was; the command then moves the focus on if
                // it goes somewhere of its own.
                let back = self.focus_back();
                let run = self.dispatch(m);
                back.chain(run)
            }
        }
    }

    fn open_palette(&mut self) -> Task<Message> {
        self.palette = Some(Palette::new(crate::gui::commands::all(
            &self.words,
            &self.settle,
            &self.history,
            self.look,
            self.screen,
        )));
        focus::remember(Message::FocusWas)
            .chain(focus::task(Target::Id(Palette::<Message>::ID.into())))
    }

    /// Puts the focus back where it was before the palette or the sign-off panel took
    /// it; else on the screen's first field.
    pub(super) fn focus_back(&mut self) -> Task<Message> {
        let home = match self.screen {
            Screen::Settle => settle::CardField::Dealer.id(),
            Screen::History => history::SEARCH_ID.to_string(),
            Screen::Paytables => paytables::FILTER_ID.to_string(),
            Screen::Staff => self.staff.first_field().to_string(),
            Screen::Practice if self.practice.running() => practice::ANSWER_ID.to_string(),
            Screen::Practice => "practice-seed".to_string(),
            Screen::Cage => cage::SCAN_ID.to_string(),
        };
        let to = self
            .focus_before
            .take()
            .unwrap_or_else(|| iced::widget::Id::from(home));
        focus::task(Target::Id(to))
    }

    /// Ctrl+M: the first progressive meter field of the round, where a supervisor
    /// types the meter as the table shows it.
    fn meters(&mut self) -> Task<Message> {
        use pitpay_core::{PROGRESSIVE_BET, SUITED_OR_BOOTED_BET};
        self.screen = Screen::Settle;
        let f = &self.settle.form;
        let id = if f.wagered(PROGRESSIVE_BET) {
            "meter"
        } else if f.wagered(SUITED_OR_BOOTED_BET) {
            "sob-meter"
        } else {
            let said = pitpay_language::t!(&*self.words, "window-no-meter");
            return self.note(Ok(said));
        };
        focus::task(Target::Id(id.into()))
    }

    /// A shortcut: what it does depends on what is open.
    pub(super) fn shortcut(&mut self, k: Shortcut) -> Task<Message> {
        if self.confirm.is_some() {
            return self.answer(match k {
                Shortcut::Confirm => confirm::Message::Enter,
                Shortcut::Switch => confirm::Message::Switch,
                _ => confirm::Message::Stay,
            });
        }
        if self.palette.is_some() {
            return match k {
                Shortcut::Confirm => self.palette_dialog(palette::Message::Run),
                Shortcut::Up => self.palette_dialog(palette::Message::Move(-1)),
                Shortcut::Down => self.palette_dialog(palette::Message::Move(1)),
                _ => {
                    self.palette = None;
                    self.focus_back()
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
            Shortcut::OpenFolder => self.open_folder(),
            Shortcut::Meters => self.meters(),
            // The register as read at launch (or last shown) says which: an empty one
            // enrolls its first manager, else the member signs in.
            Shortcut::Staff => Task::batch([
                self.show(Screen::Staff),
                focus::task(Target::Id(self.staff.first_field().into())),
            ]),
            Shortcut::Round => self.show(Screen::Settle),
            Shortcut::Cage => self.show(Screen::Cage),
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
                    self.settle_screen(settle::Message::Picker(None))
                } else if self.signoff.take().is_some() {
                    self.focus_back()
                } else if self.screen == Screen::Cage {
                    // Escape on the Cage screen leaves the slip: the scan field, empty.
                    self.cage_screen(cage::Message::Clear)
                } else {
                    Task::none()
                }
            }
            Shortcut::Confirm | Shortcut::Switch | Shortcut::Up | Shortcut::Down => Task::none(),
        }
    }

    fn undo(&mut self, m: settle::Message) -> Task<Message> {
        self.screen = Screen::Settle;
        self.settle_screen(m)
    }
}

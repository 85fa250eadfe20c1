//! The round on screen replaced (a new round, another game, a round file, an example),
//! asked first when it has changes in no file, and saved: nothing is lost either way,
//! Ctrl+Z brings the replaced round back.

use pitpay_language::t;
use std::path::PathBuf;

use iced::Task;

use super::{App, Message, Replace, Screen, Then};
use crate::gui::dialog;
use crate::gui::error::Error;
use crate::gui::examples;
use crate::gui::focus::{self, Target};
use crate::gui::screen::confirm::{self, Confirm};
use crate::gui::screen::{settle, signoff};
use crate::gui::titles;

impl App {
    /// Replaces the round, asking first when it has unsaved changes.
    pub(super) fn replace(&mut self, r: Replace) -> Task<Message> {
        if r == Replace::OpenPath && self.path.typed().is_none() {
            // Nothing would be opened: say so before asking anything.
            return self.note(Err(Error::NoTypedPath));
        }
        if !self.settle.is_dirty() {
            return self.replace_now(r);
        }
        let w = &*self.words;
        let (question, go) = match r {
            Replace::Game(g) => (
                t!(w, "window-unsaved-game", game = titles::game(g, w)),
                t!(w, "window-unsaved-game-go", game = titles::game(g, w)),
            ),
            Replace::New => (t!(w, "window-unsaved-new"), t!(w, "window-unsaved-new-go")),
            Replace::Open | Replace::OpenPath => (
                t!(w, "window-unsaved-open"),
                t!(w, "window-unsaved-open-go"),
            ),
            Replace::Example(_) => (
                t!(w, "window-unsaved-example"),
                t!(w, "window-unsaved-example-go"),
            ),
        };
        self.confirm = Some(Confirm {
            title: t!(w, "window-unsaved-title"),
            question,
            note: t!(w, "window-unsaved-note"),
            go,
            then: Then::Replace(r),
            on_stay: false,
        });
        Task::none()
    }

    /// The question's messages; once answered it closes, and going on does what it
    /// asked about.
    pub(super) fn answer(&mut self, m: confirm::Message) -> Task<Message> {
        let Some(c) = &mut self.confirm else {
            return Task::none();
        };
        let then = match c.update(m, &confirm::Context { words: &self.words }) {
            confirm::Action::None => return Task::none(),
            confirm::Action::Stay => {
                self.confirm = None;
                return Task::none();
            }
            confirm::Action::Go(then) => then,
        };
        self.confirm = None;
        match then {
            Then::Replace(r) => self.replace_now(r),
            Then::Slip(act) => self.slip_act(act),
            Then::IssueAgain => self.signoff_panel(signoff::Message::IssueAgain),
            Then::Overwrite => match self.overwrite.take() {
                Some(p) => self.save_to(p),
                None => Task::none(),
            },
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
                self.status = Some(Ok(t!(
                    &*self.words,
                    "window-new-round",
                    game = titles::game(game, &self.words)
                )));
                dealer
            }
            Replace::Open => {
                let kind = t!(&*self.words, "window-round-file");
                Task::perform(dialog::pick_open(kind), Message::OpenPicked)
            }
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
                self.status = Some(Ok(t!(
                    &*self.words,
                    "window-opened-example",
                    example = e.title(&self.words)
                )));
                dealer
            }
        }
    }

    pub(super) fn opened(&mut self, r: Result<(PathBuf, String), Error>) -> Task<Message> {
        let (path, text) = match r {
            Ok(x) => x,
            Err(e) => return self.note(Err(e)),
        };
        let name = path.display().to_string();
        match self.settle.load(&name, &text) {
            Ok(()) => {
                self.path.show(&path);
                self.screen = Screen::Settle;
                self.status = Some(Ok(t!(&*self.words, "window-opened", file = name.as_str())));
                // The new form's fields sit where the old one's did: put the focus
                // on the dealer by name, or it would stay at the old field's place.
                focus::task(Target::Id(settle::CardField::Dealer.id().into()))
            }
            Err(e) => self.note(Err(Error::NotOpened(e))),
        }
    }

    /// "Save to path": a file that is there and is not this round's own is replaced
    /// only once asked, the question naming it.
    pub(super) fn save_typed(&mut self, path: PathBuf) -> Task<Message> {
        let own = self.settle.file().is_some_and(|f| same_file(f, &path));
        if own || std::fs::symlink_metadata(&path).is_err() {
            return self.save_to(path);
        }
        let w = &*self.words;
        let (name, full) = (file_name(&path), path.display().to_string());
        self.confirm = Some(Confirm::new(
            t!(w, "window-replace-title", file = name.as_str()),
            t!(w, "window-replace-question", path = full),
            t!(w, "window-replace-note"),
            t!(w, "window-replace-go", file = name.as_str()),
            Then::Overwrite,
        ));
        self.overwrite = Some(path);
        Task::none()
    }

    pub(super) fn save_to(&mut self, path: PathBuf) -> Task<Message> {
        Task::perform(dialog::save(path, self.settle.round_text()), Message::Saved)
    }

    pub(super) fn saved(&mut self, r: Result<(PathBuf, String), Error>) -> Task<Message> {
        match r {
            Ok((path, text)) => {
                self.settle.saved_as(&path, &text);
                self.path.show(&path);
                let said = t!(
                    &*self.words,
                    "window-saved",
                    path = path.display().to_string()
                );
                self.note(Ok(said))
            }
            Err(e) => self.note(Err(e)),
        }
    }

    /// Enter in the path field opens the round file it names (outputs are filed, never
    /// written to the path field's path; "Save a copy as…" is the one that reads it).
    pub(super) fn path_submitted(&mut self) -> Task<Message> {
        self.replace(Replace::OpenPath)
    }
}

/// A file's name, for a question's title.
fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Whether two paths name the same file (both there), else the same path.
fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

//! Each screen's messages handed to it, and what its `Action` asks of the app: a task
//! to run, a note for the status line, the focus somewhere; the sign-off panel while a
//! slip is issued (with the patron it needs, by the property's year), a
//! paytable's sign printed, and Print for the PDF last written.

use pitpay_language::{t, Sentence};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use iced::Task;

use super::{App, Message, Replace, Screen};
use crate::gui::dialog;
use crate::gui::error::{Error, Wanted};
use crate::gui::filed::{Filed, FiledNote};
use crate::gui::focus::{self, Target};
use crate::gui::screen::{cage, history, paytables, practice, settle, signoff, staff};

impl App {
    /// "Print sign": the sign is drawn and filed in the signs folder (`signs/`), under
    /// a dated name of its own.
    pub(super) fn sign(&mut self, id: String, size: pitpay_documents::sign::Size) -> Task<Message> {
        let data = self.data.clone();
        Task::perform(
            paytables::print_sign(
                Arc::clone(&self.catalog),
                id,
                size,
                data,
                Arc::clone(&self.words),
            ),
            Message::Filed,
        )
    }

    /// A document was filed: it is the one Print prints and Open folder opens, and the
    /// focus goes to Print (to Open folder for a file that does not print).
    pub(super) fn filed(&mut self, note: FiledNote) -> Task<Message> {
        match note {
            Ok((path, said)) => {
                let filed = Filed::at(path);
                let at = if filed.printable() {
                    crate::gui::filed::PRINT_ID
                } else {
                    crate::gui::filed::FOLDER_ID
                };
                self.filed = Some(filed);
                self.status = Some(Ok(said));
                focus::task(Target::Id(at.into()))
            }
            Err(e) => self.note(Err(e)),
        }
    }

    /// Sends the document last filed to the printer (the settings' `printer`, else the
    /// default); a printer that refuses is said in the status line and loses nothing.
    pub(super) fn print(&mut self) -> Task<Message> {
        let Some(file) = self.filed.as_ref().filter(|f| f.printable()) else {
            return self.note(Err(Error::NothingToPrint));
        };
        let file = file.path.clone();
        let data = self.data.clone();
        let sent = t!(
            &*self.words,
            "window-sent-to-printer",
            file = file.display().to_string()
        );
        Task::perform(
            async move {
                let job = pitpay_documents::print::Job::default();
                pitpay_documents::print::print_job(&file, &job, data.as_deref())
                    .map(|said| format!("{sent} {said}"))
                    .map_err(|why| Error::NotPrinted(file.clone(), Sentence::from(&why)))
            },
            Message::Said,
        )
    }

    /// Opens the folder of the document last filed.
    pub(super) fn open_folder(&mut self) -> Task<Message> {
        let folder = match &self.filed {
            Some(f) => f.folder(),
            None => return self.note(Err(Error::NothingToPrint)),
        };
        let words = std::sync::Arc::clone(&self.words);
        Task::perform(crate::gui::filed::open_folder(folder, words), Message::Said)
    }

    /// "Save a copy as…": the path typed in the path field when it names a PDF, else
    /// the save dialog asks where.
    pub(super) fn save_copy(&mut self) -> Task<Message> {
        let Some(f) = &self.filed else {
            return self.note(Err(Error::NothingToPrint));
        };
        let typed = self.path.typed().filter(|p| {
            p.extension().map(|x| x.to_ascii_lowercase())
                == f.path.extension().map(|x| x.to_ascii_lowercase())
        });
        match typed {
            Some(to) => self.copy_to(Some(to)),
            None => Task::perform(dialog::pick_save_copy(f.name()), Message::CopyTarget),
        }
    }

    /// The copy's place was chosen (or not): it is saved there, never over a file.
    pub(super) fn copy_to(&mut self, to: Option<std::path::PathBuf>) -> Task<Message> {
        match (to, &self.filed) {
            (Some(to), Some(f)) => Task::perform(
                crate::gui::filed::save_copy(
                    f.path.clone(),
                    to,
                    std::sync::Arc::clone(&self.words),
                ),
                Message::Said,
            ),
            (None, _) => self.note(Err(Error::NoFileChosen(Wanted::Pdf))),
            (_, None) => Task::none(),
        }
    }

    pub(super) fn settle_screen(&mut self, m: settle::Message) -> Task<Message> {
        match self.settle.update(m, &self.settle_context()) {
            settle::Action::None => Task::none(),
            settle::Action::Focus(t) => focus::task(t),
            settle::Action::SwitchGame(g) => self.replace(Replace::Game(g)),
            settle::Action::OpenExample(i) => self.replace(Replace::Example(i)),
        }
    }

    pub(super) fn paytables_screen(&mut self, m: paytables::Message) -> Task<Message> {
        let cx = paytables::Context {
            catalog: &self.catalog,
            words: &self.words,
        };
        match self.paytables.update(m, &cx) {
            paytables::Action::None => Task::none(),
            paytables::Action::Run(t) => t.map(Message::Paytables),
            paytables::Action::PrintSign(id, size) => self.sign(id, size),
        }
    }

    pub(super) fn history_screen(&mut self, m: history::Message) -> Task<Message> {
        match self
            .history
            .update(m, &history_context(&self.data, &self.staff, &self.words))
        {
            history::Action::None => Task::none(),
            history::Action::Run(t) => t.map(Message::History),
            history::Action::Note(n) => self.note(n),
            // A void done: the focus goes back to the search box, where the next
            // slip is found.
            history::Action::Changed(n, t) => {
                self.status = Some(n);
                Task::batch([
                    t.map(Message::History),
                    focus::task(Target::Id(history::SEARCH_ID.into())),
                ])
            }
            history::Action::Filed(n, t) => Task::batch([self.filed(n), t.map(Message::History)]),
            history::Action::Focus(n, at) => {
                if let Some(n) = n {
                    self.status = Some(n);
                }
                focus::task(Target::Id(at.into()))
            }
            history::Action::TypeOn(at) => focus::task(Target::TypingOn(at.into())),
            history::Action::AskVoid(entry, reason) => self.ask_void(&entry, &reason),
            history::Action::Refused(n, t, at) => {
                self.status = Some(n);
                Task::batch([t.map(Message::History), focus::task(Target::Id(at.into()))])
            }
        }
    }

    pub(super) fn staff_screen(&mut self, m: staff::Message) -> Task<Message> {
        let cx = staff_context(&self.data, self.lock_after, &self.words);
        match self.staff.update(m, &cx) {
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
            staff::Action::TypeOn(at) => focus::task(Target::TypingOn(at.into())),
            staff::Action::SignedOut(n) => self.signed_out(n),
            staff::Action::Back => Task::batch([
                self.show(Screen::Settle),
                focus::task(Target::Id(settle::CardField::Dealer.id().into())),
            ]),
            staff::Action::Next => focus::task(Target::NextField),
        }
    }

    pub(super) fn cage_screen(&mut self, m: cage::Message) -> Task<Message> {
        let cx = cage::Context {
            words: &self.words,
            data: self.data.as_deref(),
            enrolled: self.staff.enrolled(),
        };
        match self.cage.update(m, &cx) {
            cage::Action::None => Task::none(),
            cage::Action::Run(t) => t.map(Message::Cage),
            cage::Action::Focus(at) => focus::task(Target::Id(at.into())),
            cage::Action::Said(n, at) => {
                self.status = Some(n);
                focus::task(Target::Id(at.into()))
            }
            cage::Action::TypeOn(at) => focus::task(Target::TypingOn(at.into())),
            cage::Action::Next => focus::task(Target::NextField),
        }
    }

    pub(super) fn practice_screen(&mut self, m: practice::Message) -> Task<Message> {
        let cx = practice::Context {
            data: self.data.as_deref(),
            words: &self.words,
        };
        match self.practice.update(m, &cx) {
            practice::Action::None => Task::none(),
            practice::Action::Run(t) => t.map(Message::Practice),
            practice::Action::RunAndFocus(t, target) => {
                Task::batch([t.map(Message::Practice), focus::task(target)])
            }
        }
    }

    /// Why the settled round's slip needs the patron and a witness, if it does.
    pub(super) fn needs_patron(&self) -> Option<String> {
        let settled = self.settle.result.as_ref().ok()?;
        // The property's calendar year.
        let year = i32::from(self.clock.year_at(self.now));
        // Whether it does is the slip maker's rule; why, in the window's words.
        pitpay_documents::slip::patron_needed_for(settled, self.catalog.floor(), year)?;
        let st = pitpay_core::statement(settled, self.catalog.floor(), year, &self.words);
        signoff::patron_reasons(&st, &self.words)
    }

    pub(super) fn signoff_panel(&mut self, m: signoff::Message) -> Task<Message> {
        let Some(mut panel) = self.signoff.take() else {
            return Task::none();
        };
        let action = panel.update(m, &self.signoff_context());
        self.signoff = Some(panel);
        let no_register = self.staff.enrolled().is_empty();
        match action {
            signoff::Action::None => Task::none(),
            signoff::Action::Run(t) => t.map(Message::SignOff),
            signoff::Action::Focus(note, at) => {
                if let Some(n) = note {
                    self.status = Some(n);
                }
                focus::task(Target::Id(at.into()))
            }
            signoff::Action::TypeOn(at) => focus::task(Target::TypingOn(at.into())),
            signoff::Action::Closed => {
                self.signoff = None;
                self.focus_back()
            }
            signoff::Action::AlreadyIssued { number, when } => self.ask_issue_again(number, &when),
            signoff::Action::Issued(issued) => self.slip_issued(issued, no_register),
        }
    }

    /// A slip was issued and filed: the panel closes, who signed is kept for the shift,
    /// the round counts as safe (it is in the slip), and the focus goes to Print.
    fn slip_issued(&mut self, issued: signoff::Issued, no_register: bool) -> Task<Message> {
        let stamp = self.clock.stamp(self.now);
        if let Some(panel) = self.signoff.take() {
            let kept = panel.to_remember(!no_register, &stamp.gaming_day.to_string(), &stamp.shift);
            kept.keep(self.data.as_deref());
        }
        self.settle.mark_saved(
            self.settle
                .saved_file()
                .map(std::path::Path::to_path_buf)
                .as_deref(),
        );
        let w = &*self.words;
        let mut said = t!(
            w,
            "window-slip-filed",
            number = issued.number,
            by = issued.by.as_str(),
            file = issued.file.display().to_string()
        );
        for n in &issued.notes {
            said.push_str(&format!(" · {}", n.in_words(w)));
        }
        let reload = self
            .history
            .reload(self.data.as_deref())
            .map(Message::History);
        Task::batch([self.filed(Ok((issued.file, said))), reload])
    }

    pub(super) fn show(&mut self, s: Screen) -> Task<Message> {
        self.screen = s;
        match s {
            Screen::History => self
                .history
                .reload(self.data.as_deref())
                .map(Message::History),
            Screen::Paytables => {
                // The figures follow the round's house options for its game.
                let house = self.settle.result.as_ref().ok().map(|st| &st.house);
                let cx = paytables::Context {
                    catalog: &self.catalog,
                    words: &self.words,
                };
                self.paytables.refresh(&cx, house).map(Message::Paytables)
            }
            Screen::Practice => {
                practice::Practice::load(self.data.as_deref()).map(Message::Practice)
            }
            Screen::Staff => self.staff.reload(self.data.as_deref()).map(Message::Staff),
            // The cashier's ID is the signed-in member's; the scan field has the focus,
            // ready for the scanner. The register is read again for the ID boxes.
            Screen::Cage => {
                self.cage.open(self.staff.session.as_ref());
                Task::batch([
                    self.staff.reload(self.data.as_deref()).map(Message::Staff),
                    focus::task(Target::Id(cage::SCAN_ID.into())),
                ])
            }
            Screen::Settle => Task::none(),
        }
    }

    /// Ctrl+E: the sign-off panel, filled in with who signs (the member signed in, or
    /// the last sign-off of this shift), the focus on what is still to type.
    pub(super) fn export_slip(&mut self) -> Task<Message> {
        if let Err(e) = &self.settle.result {
            return self.note(Err(Error::Unsettled(e.clone())));
        }
        self.screen = Screen::Settle;
        let opening = self.signoff.is_none();
        if opening {
            let stamp = self.clock.stamp(self.now);
            let kept = crate::gui::remembered::Remembered::load(
                self.data.as_deref(),
                &stamp.gaming_day.to_string(),
                &stamp.shift,
            );
            // With a staff register only the dealer is kept: who signs says who they are.
            let register = !self.staff.enrolled().is_empty();
            let kept = kept.map(|mut k| {
                if register {
                    k.supervisor.clear();
                    k.supervisor_id.clear();
                }
                k
            });
            let session = self.staff.session.as_ref();
            self.signoff = Some(signoff::SignOff::new(session, kept));
        }
        let cx = self.signoff_context();
        let at = self
            .signoff
            .as_ref()
            .map_or(signoff::ISSUE_ID, |p| p.first_focus(&cx));
        let to = focus::task(Target::Id(at.into()));
        if opening {
            focus::remember(Message::FocusWas).chain(to)
        } else {
            to
        }
    }

    /// The Paytables screen scrolled to a paytable's card (the palette's "Tier odds:
    /// X"), its tiers open when asked.
    pub(super) fn show_paytable(&mut self, id: &str, tiers: bool) -> Task<Message> {
        let shown = self.show(Screen::Paytables);
        let cx = paytables::Context {
            catalog: &self.catalog,
            words: &self.words,
        };
        let (work, at) = self.paytables.reveal(id, tiers, &cx);
        let work = match work {
            paytables::Action::Run(t) => t.map(Message::Paytables),
            _ => Task::none(),
        };
        Task::batch([shown, work, focus::task(Target::Id(at.into()))])
    }
}

impl App {
    /// What the settle screen reads of the app.
    pub(super) fn settle_context(&self) -> settle::Context {
        settle::Context {
            tax_year: self.tax_year(),
        }
    }

    /// What the sign-off panel reads of the app: the round, who signs, where the slip
    /// goes.
    pub(crate) fn signoff_context(&self) -> signoff::Context<'_> {
        let round = self.settle.result.as_ref();
        signoff::Context {
            words: &self.words,
            round: round.map(|_| &self.settle.form),
            catalog: &self.catalog,
            data: self.data.as_deref(),
            needs_patron: self.needs_patron(),
            session: self.staff.session.as_ref(),
            enrolled: self.staff.enrolled(),
            place: (self.place.0.as_deref(), self.place.1.as_deref()),
            folder: self
                .data
                .as_deref()
                .and_then(|d| pitpay_journal::Shelf::Slips.folder(d).ok()),
        }
    }
}

/// What History reads of the app: the journal's folder and who is signed in. Built
/// from the fields it reads rather than the whole app, so that the screen can be
/// changed while its context is read.
pub(super) fn history_context<'a>(
    data: &'a Option<PathBuf>,
    staff: &'a staff::Staff,
    words: &'a std::sync::Arc<pitpay_language::Words>,
) -> history::Context<'a> {
    history::Context {
        data: data.as_deref(),
        session: staff.session.as_ref(),
        enrolled: staff.enrolled(),
        words,
    }
}

/// What the Staff screen reads of the app: the register's folder and the idle time.
pub(super) fn staff_context<'a>(
    data: &'a Option<PathBuf>,
    lock_after: Duration,
    words: &'a pitpay_language::Words,
) -> staff::Context<'a> {
    staff::Context {
        words,
        data: data.as_deref(),
        lock_minutes: lock_after.as_secs() / 60,
    }
}

//! Each screen's messages handed to it, and what its `Action` asks of the app: a task
//! to run, a note for the status line, the focus somewhere; the sign-off panel while a
//! slip is exported (with the patron it needs, by the property's year, issue 32), a
//! paytable's sign printed, and Print for the PDF last written.

use std::sync::Arc;

use iced::Task;

use super::{App, Message, Replace, Screen};
use crate::gui::dialog;
use crate::gui::error::{Error, Note, Wanted};
use crate::gui::focus::{self, Target};
use crate::gui::screen::{history, paytables, practice, settle, signoff, staff};

impl App {
    /// Printing a paytable's sign: where to, the writing, and what it wrote.
    pub(super) fn sign(&mut self, message: Message) -> Task<Message> {
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
    pub(super) fn print(&mut self) -> Task<Message> {
        let Some(file) = self.last_pdf.clone() else {
            return self.note(Err(Error::NothingToPrint));
        };
        let data = self.data.clone();
        Task::perform(
            async move {
                let job = pitpay_documents::print::Job::default();
                pitpay_documents::print::print_job(&file, &job, data.as_deref())
                    .map(|said| format!("{} sent to the printer: {said}", file.display()))
                    .map_err(|why| Error::NotPrinted(file.clone(), why))
            },
            Message::Printed,
        )
    }

    pub(super) fn settle_screen(&mut self, m: settle::Message) -> Task<Message> {
        match self.settle.update(m) {
            settle::Action::None => Task::none(),
            settle::Action::Focus(t) => focus::task(t),
            settle::Action::SwitchGame(g) => self.replace(Replace::Game(g)),
        }
    }

    pub(super) fn history_screen(&mut self, m: history::Message) -> Task<Message> {
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

    pub(super) fn staff_screen(&mut self, m: staff::Message) -> Task<Message> {
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

    pub(super) fn practice_screen(&mut self, m: practice::Message) -> Task<Message> {
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

    /// Why the settled round's slip needs the patron and a witness, if it does.
    pub(super) fn needs_patron(&self) -> Option<String> {
        let settled = self.settle.result.as_ref().ok()?;
        // The property's calendar year (issue 32).
        let year = i32::from(self.clock.year_at(self.now));
        pitpay_documents::slip::patron_needed_for(settled, self.catalog.floor(), year)
    }

    pub(super) fn signoff_panel(&mut self, m: signoff::Message) -> Task<Message> {
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

    pub(super) fn export_slip(&mut self) -> Task<Message> {
        if let Err(e) = &self.settle.result {
            return self.note(Err(Error::Unsettled(e.clone())));
        }
        let session = self.staff.session.as_ref();
        self.signoff
            .get_or_insert_with(|| signoff::SignOff::signed_in_as(session));
        focus::task(Target::Id(signoff::Field::Supervisor.id().into()))
    }

    /// The Paytables screen scrolled to a paytable's card (the palette's "Tier odds:
    /// X"), its tiers open when asked.
    pub(super) fn show_paytable(&mut self, id: &str, tiers: bool) -> Task<Message> {
        let shown = self.show(Screen::Paytables);
        let (work, at) = self.paytables.reveal(id, tiers, &self.catalog);
        let work = match work {
            paytables::Action::Run(t) => t.map(Message::Paytables),
            _ => Task::none(),
        };
        Task::batch([shown, work, focus::task(Target::Id(at.into()))])
    }
}

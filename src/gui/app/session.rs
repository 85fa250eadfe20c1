//! Who is signed in, and the clocks: signing out forgets every PIN
//! typed and puts the focus on a button, the idle clock signs a member out after the
//! settings' idle time, the wall clock moves the status line's time on, and the exam's
//! clock ticks while an exam runs.

use iced::Task;
use pitpay_language::t;

use super::{App, Message, SIGN_IN_ID};
use crate::gui::error::{Error, Note};
use crate::gui::focus::{self, Target};
use crate::gui::screen::practice;

impl App {
    /// Signs the member out (Ctrl+Shift+L, the palette, the buttons): their PIN and
    /// every PIN typed anywhere is forgotten, and the focus goes to the header's "Sign
    /// in", a button: what is typed next shows in no field.
    pub(super) fn sign_out(&mut self) -> Task<Message> {
        match self.staff.sign_out() {
            Some(s) => {
                let w = &*self.words;
                let who = s.describe(w);
                self.signed_out(Ok(t!(w, "staff-screen-signed-out", who = who)))
            }
            None => self.note(Ok(t!(&*self.words, "window-nobody-signed-in"))),
        }
    }

    pub(super) fn signed_out(&mut self, note: Note) -> Task<Message> {
        self.history.forget_acting();
        if let Some(p) = &mut self.signoff {
            p.forget_pins();
        }
        self.status = Some(note);
        focus::task(Target::Id(SIGN_IN_ID.into()))
    }

    /// The idle clock: a member signed in with nothing done for the settings' idle
    /// time is signed out, and their PIN forgotten.
    pub(super) fn idle(&mut self) -> Task<Message> {
        if self.staff.session.is_some() && self.last_active.elapsed() >= self.lock_after {
            self.signoff = None;
            let _ = self.staff.sign_out();
            return self.signed_out(Err(Error::Locked(self.lock_after.as_secs() / 60)));
        }
        Task::none()
    }

    /// The exam's clock ticks while an exam runs (the Practice screen's countdown).
    /// The idle clock ticks while a member is signed in.
    pub(crate) fn subscription(&self) -> iced::Subscription<Message> {
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
/// status line, until the subscription is dropped.
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

//! The app's side of acting on slips: the palette finds any slip in the
//! journal by its number, and a void or a reprint from the palette (or a void from
//! History) is asked first, naming the slip, its table and amount.

use iced::Task;
use pitpay_language::{t, Words};

use super::{App, Message, Screen, SlipAct, Then};
use crate::gui::commands;
use crate::gui::error::Error;
use crate::gui::focus::{self, Target};
use crate::gui::screen::confirm::Confirm;
use crate::gui::screen::history::{self, History};
use pitpay_journal::{Entry, Journal};

/// A slip as the question names it: "slip 12 (table BJ-3, blackjack, paid 40.00)".
fn named(e: &Entry, w: &Words) -> String {
    let (game, paid) = (e.game.as_str(), e.paid.as_str());
    if e.table.is_empty() {
        t!(
            w,
            "window-slip-named-no-table",
            number = e.number,
            game = game,
            paid = paid
        )
    } else {
        let table = e.table.as_str();
        t!(
            w,
            "window-slip-named",
            number = e.number,
            table = table,
            game = game,
            paid = paid
        )
    }
}

impl App {
    /// The palette's "Void slip N": with its reason typed, the question; else History
    /// shows the slip (searching for it when it is not on the page) with the focus in
    /// its reason field.
    pub(super) fn void_slip(&mut self, e: Entry) -> Task<Message> {
        let n = e.number;
        let reason = self.history.reasons.get(&n).map(|r| r.trim().to_string());
        if let Some(reason) = reason.filter(|r| !r.is_empty()) {
            return self.ask_void(&e, &reason);
        }
        self.screen = Screen::History;
        let field = focus::task(Target::Id(History::reason_id(n).into()));
        if self.history.slips().any(|s| s.number == n) {
            return field;
        }
        let find = self.history.find(n, self.data.as_deref());
        find.map(Message::History).chain(field)
    }

    /// Asks before voiding slip `e` with `reason`.
    pub(super) fn ask_void(&mut self, e: &Entry, reason: &str) -> Task<Message> {
        let w = &*self.words;
        self.confirm = Some(Confirm::new(
            t!(w, "window-void-title", number = e.number),
            t!(
                w,
                "window-void-question",
                slip = named(e, w),
                reason = reason
            ),
            t!(w, "window-void-note"),
            t!(w, "window-void-go", number = e.number),
            Then::Slip(SlipAct::Void(e.number)),
        ));
        Task::none()
    }

    /// Asks before printing slip `e` again (from the palette).
    pub(super) fn ask_reprint(&mut self, e: Entry) -> Task<Message> {
        let w = &*self.words;
        let file = format!("slip-{:06}-reprint-N.pdf", e.number);
        self.confirm = Some(Confirm::new(
            t!(w, "window-reprint-title", number = e.number),
            t!(
                w,
                "window-reprint-question",
                slip = named(&e, w),
                file = file
            ),
            t!(w, "window-reprint-note"),
            t!(w, "window-reprint-go", number = e.number),
            Then::Slip(SlipAct::Reprint(e.number)),
        ));
        Task::none()
    }

    /// The journal already holds slip `number` for the round on screen: asks whether
    /// to issue another, in the words of the case (its slip void, or still paying).
    pub(super) fn ask_issue_again(&mut self, number: i64, when: &str) -> Task<Message> {
        let void = self
            .history
            .slips()
            .find(|e| e.number == number)
            .is_some_and(|e| e.state == pitpay_journal::SlipState::Void);
        let w = &*self.words;
        let (question, note, go) = if void {
            (
                t!(
                    w,
                    "window-again-void-question",
                    number = number,
                    when = when
                ),
                t!(w, "window-again-void-note"),
                t!(w, "window-again-void-go"),
            )
        } else {
            (
                t!(w, "window-again-question", number = number, when = when),
                t!(w, "window-again-note", number = number),
                t!(w, "window-again-go"),
            )
        };
        self.confirm = Some(Confirm {
            title: t!(w, "window-again-title", number = number),
            question,
            note,
            go,
            then: Then::IssueAgain,
            on_stay: false,
        });
        Task::none()
    }

    /// Does what was asked about a slip.
    pub(super) fn slip_act(&mut self, act: SlipAct) -> Task<Message> {
        match act {
            SlipAct::Void(n) => self.history_screen(history::Message::Void(n)),
            SlipAct::Reprint(n) => self.history_screen(history::Message::Reprint(n)),
        }
    }

    /// After the palette's filter changed: looks up in the journal the slips whose
    /// numbers are typed and that it does not list yet.
    pub(super) fn look_up_slips(&self) -> Task<Message> {
        let Some(p) = &self.palette else {
            return Task::none();
        };
        let wanted: Vec<i64> = p
            .numbers()
            .into_iter()
            .filter(|n| !p.has_slip(*n))
            .collect();
        let Some(dir) = self.data.clone().filter(|_| !wanted.is_empty()) else {
            return Task::none();
        };
        Task::perform(
            async move {
                if !Journal::exists(&dir) {
                    return Ok(Vec::new());
                }
                let journal = Journal::open(&dir)?;
                let mut found = Vec::new();
                for n in wanted {
                    let selection = pitpay_journal::export::Selection {
                        filter: pitpay_journal::SlipFilter {
                            number: Some(n),
                            ..Default::default()
                        },
                        state: None,
                        shift: None,
                    };
                    let (slips, _) =
                        pitpay_journal::export::page(&journal, &selection, None, 1, &|| false)?;
                    found.extend(slips);
                }
                Ok::<_, Error>(found)
            },
            Message::PaletteSlips,
        )
    }

    /// Slips found in the journal join the open palette.
    pub(super) fn palette_found(&mut self, found: Result<Vec<Entry>, Error>) -> Task<Message> {
        match (found, &mut self.palette) {
            (Ok(slips), Some(p)) => {
                let w = &*self.words;
                p.add(
                    slips
                        .iter()
                        .flat_map(|e| commands::slip_entries(w, e))
                        .collect(),
                );
                Task::none()
            }
            (Err(e), Some(_)) => self.note(Err(e)),
            (_, None) => Task::none(),
        }
    }
}

//! The app's side of acting on slips: the palette finds any slip in the
//! journal by its number, and a void or a reprint from the palette (or a void from
//! History) is asked first, naming the slip, its table and amount.

use iced::Task;

use super::{App, Message, Screen, SlipAct, Then};
use crate::gui::commands;
use crate::gui::error::Error;
use crate::gui::focus::{self, Target};
use crate::gui::screen::confirm::Confirm;
use crate::gui::screen::history::{self, History};
use pitpay_journal::{Entry, Journal};

/// A slip as the question names it: "slip 12 (table BJ-3, blackjack, paid 40.00)".
fn named(e: &Entry) -> String {
    let table = if e.table.is_empty() {
        "no table".to_string()
    } else {
        format!("table {}", e.table)
    };
    format!("slip {} ({table}, {}, paid {})", e.number, e.game, e.paid)
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
        self.confirm = Some(Confirm::new(
            format!("Void slip {}?", e.number),
            format!(
                "Void {} with the reason \"{reason}\"? The journal keeps the slip, marked void, with who voided it and when.",
                named(e)
            ),
            "A void cannot be taken back. Escape keeps the slip as it is.".into(),
            format!("Void slip {}", e.number),
            Then::Slip(SlipAct::Void(e.number)),
        ));
        Task::none()
    }

    /// Asks before printing slip `e` again (from the palette).
    pub(super) fn ask_reprint(&mut self, e: Entry) -> Task<Message> {
        self.confirm = Some(Confirm::new(
            format!("Reprint slip {}?", e.number),
            format!(
                "Print {} again? The copy is filed beside it in the slips folder (slip-{:06}-reprint-N.pdf).",
                named(&e),
                e.number
            ),
            "The journal records the reprint and who made it. Escape prints nothing.".into(),
            format!("Reprint slip {}", e.number),
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
        let (question, note, go) = if void {
            (
                format!("Slip {number} for this round ({when}) is void. Issue a new slip for the round?"),
                "The new slip takes the next number; the void slip stays in the journal as it is. Escape issues nothing.".to_string(),
                "Issue a new slip".to_string(),
            )
        } else {
            (
                format!("Slip {number} ({when}) already pays this round, and it is not void. Issue a second slip for the same round?"),
                "Two slips pay the round twice: if slip {number} is wrong, void it on History (Ctrl+H) first. Escape issues nothing.".replace("{number}", &number.to_string()),
                "Issue a second slip".to_string(),
            )
        };
        self.confirm = Some(Confirm {
            title: format!("Slip {number} was issued for this round"),
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

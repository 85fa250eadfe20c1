//! What the History screen shows: the search box and what it takes,
//! which slips are shown of how many, each slip as a card whose rows wrap (its state,
//! Reprint, the reason field and Void, or who voided it, when and why), the "as" box
//! for a manager's override, and the newest jackpots; every time in the property's
//! local time with its offset and gaming day.

use iced::widget::{button, column, container, row, text, text_input, Column, Row};
use iced::{Element, Length};

use super::{Context, History, Message, Page, ACTING_ID, ACTING_PIN, PAGE, SEARCH_ID};
use crate::gui::screen::staff::Session;
use crate::gui::scroll::pane;
use crate::gui::tab_stop::{self, press};
use crate::gui::widget::{thousands, ERROR, WARNING};
use pitpay_documents::slip::Jackpot;
use pitpay_journal::staff::Role;
use pitpay_journal::{CageState, Entry, SlipState};

impl History {
    /// The "as" box: the ID and PIN of who reprints or voids, where a staff register is
    /// kept; what the signed-in role may do in words.
    fn acting_box(&self, session: Option<&Session>) -> Element<'_, Message> {
        let said = match session {
            Some(s) if s.role == Role::Manager => format!(
                "Reprints and voids sign as you, {} ({}). Another member acts by their ID and PIN here:",
                s.name, s.id
            ),
            Some(s) if s.role == Role::Supervisor => format!(
                "Reprints sign as you, {} ({}). A void needs a manager: their ID and PIN here:",
                s.name, s.id
            ),
            Some(s) => format!(
                "{} ({}) is an auditor: a reprint needs a supervisor's or manager's ID and PIN here, a void a manager's:",
                s.name, s.id
            ),
            None => "Reprint or void as (with a staff register: a supervisor reprints, a manager voids):".to_string(),
        };
        row![text(said).size(13), self.acting_fields(None)]
            .spacing(8)
            .align_y(iced::Alignment::Center)
            .wrap()
            .into()
    }

    /// The ID and PIN fields of the "as" box; beside a refused void, Enter in the PIN
    /// field voids it again as the member typed.
    fn acting_fields(&self, retry: Option<Message>) -> Element<'_, Message> {
        let id = text_input("ID", &self.acting.id)
            .id(ACTING_ID)
            .on_input(Message::ActingId)
            .on_submit(Message::ActingIdDone)
            .style(tab_stop::field_style)
            .width(Length::Fixed(110.0))
            .padding(5);
        let mut pin = text_input("PIN", &self.acting.pin)
            .id(ACTING_PIN)
            .secure(true)
            .on_input(Message::ActingPin)
            .style(tab_stop::field_style)
            .width(Length::Fixed(110.0))
            .padding(5);
        if let Some(m) = retry {
            pin = pin.on_submit(m);
        }
        row![id, pin].spacing(8).into()
    }

    /// The screen, in its pane.
    pub(crate) fn view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let mut col = Column::new().spacing(8);
        col = col.push(
            row![
                text("Slip journal").size(22),
                press(button("Refresh").on_press(Message::Refresh)),
                press(
                    button("Shift report")
                        .on_press(Message::ShiftReport)
                        .style(button::secondary)
                ),
                press(
                    button("Export list (CSV)")
                        .on_press(Message::ExportList)
                        .style(button::secondary)
                ),
                press(
                    button("Back up the journal")
                        .on_press(Message::Backup)
                        .style(button::secondary)
                ),
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center)
            .wrap()
            .vertical_spacing(6),
        );
        if let Some(at) = &self.writing_to {
            col = col.push(text(format!("Writing to the shared journal at {at}")).size(13));
        }
        col = col.push(self.search_box());
        // The override fields sit beside a refused slip while it is on screen.
        let refused_here = self
            .refused
            .as_ref()
            .is_some_and(|(n, _)| self.slips().any(|e| e.number == *n));
        if !refused_here {
            col = col.push(self.acting_box(cx.session));
        }
        match &self.page {
            Err(e) => col = col.push(text(e.to_string()).color(ERROR)),
            Ok(page) if page.entries.is_empty() && self.search.trim().is_empty() => {
                col = col.push(text(if self.searching {
                    "Reading the journal…"
                } else {
                    "No slips yet. Export one from the Settle screen (Ctrl+E)."
                }))
            }
            Ok(page) => {
                for gap in &page.gaps {
                    col = col.push(text(format!("Gap in the journal: {gap}")).color(ERROR));
                }
                col = col.push(self.pages());
                if !self.jackpots.is_empty() && self.search.trim().is_empty() && self.at.is_none() {
                    col = col.push(jackpot_record_view(&self.jackpots, &self.clock));
                }
                if page.entries.is_empty() && !self.searching {
                    col = col.push(text("No slip matches the search."));
                }
                for e in &page.entries {
                    col = col.push(self.slip(e, page));
                }
                if !page.entries.is_empty() {
                    col = col.push(self.pages());
                }
            }
        }
        pane("history", col.into())
    }

    /// The search box, with what it takes, or why its text does not read.
    fn search_box(&self) -> Element<'_, Message> {
        let input = text_input(
            "Find: 1042 · void · jackpot · outstanding · 2026-11-24 · day:… shift:… · from:… to:… · paid:100-500 · table:BJ-3 · by:S-7",
            &self.search,
        )
        .id(SEARCH_ID)
        .on_input(Message::Search)
        .on_submit(Message::Older)
        .style(tab_stop::field_style)
        .padding(6);
        let under: Element<'_, Message> = match &self.selection {
            Err(why) => text(why.clone()).size(13).color(ERROR).into(),
            Ok(_) => text("Newest first, 50 a page: Enter turns to older slips; Page Down scrolls; the palette (Ctrl+K) has Newer and Older too.")
                .size(13)
                .into(),
        };
        column![input, under].spacing(2).into()
    }

    /// Which slips are shown of how many, "searching…" while a read runs, and the
    /// buttons that turn the pages.
    fn pages(&self) -> Element<'_, Message> {
        let (older, newer) = self.can_turn();
        let turn = |label, message, on: bool| {
            let b = button(label).style(button::secondary);
            tab_stop::press_when(b, on.then_some(message))
        };
        row![
            turn("← Newer", Message::Newer, newer),
            turn("Older →", Message::Older, older),
            text(self.shown()).size(14),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .into()
    }

    /// "Slips 51-100 of 1,234 · page 2 of 25", or "searching…".
    pub(crate) fn shown(&self) -> String {
        if self.searching {
            return "Searching…".to_string();
        }
        let on_page = self.slips().count();
        if on_page == 0 {
            return "No slip shown".to_string();
        }
        let first = self.newer.len() * PAGE + 1;
        let last = first + on_page - 1;
        let page = self.newer.len() + 1;
        let which = if first == last {
            format!("Slip {}", thousands(first as u64))
        } else {
            format!(
                "Slips {}-{}",
                thousands(first as u64),
                thousands(last as u64)
            )
        };
        match self.total {
            Some(total) => {
                let pages = (total as usize).div_ceil(PAGE).max(page);
                format!("{which} of {} · page {page} of {pages}", thousands(total))
            }
            None => format!("{which} of … (counting) · page {page}"),
        }
    }

    /// One slip: what it is, its state, and what can be done with it.
    fn slip<'a>(&'a self, e: &'a Entry, page: &'a Page) -> Element<'a, Message> {
        let n = e.number;
        let state: Element<'_, Message> = match e.state {
            SlipState::Void => text("VOID").color(ERROR).into(),
            SlipState::Reprinted => text("REPRINTED").color(WARNING).into(),
            SlipState::Issued => text("ISSUED").into(),
        };
        // Where a slip the cage pays stands: owed, or paid (a void one is owed nowhere).
        let cage: Option<Element<'_, Message>> = match e.cage {
            Some(CageState::Outstanding) => {
                Some(text("TO BE PAID AT THE CAGE").color(WARNING).into())
            }
            Some(CageState::Paid) => Some(text("PAID AT THE CAGE").into()),
            None => None,
        };
        // The amount to be paid beside the lines' paid (stake back included), where the
        // journal recorded it.
        let amounts = if e.to_pay.is_empty() {
            format!("paid {} · net {}", e.paid, e.net)
        } else {
            format!("to pay {} · paid {} · net {}", e.to_pay, e.paid, e.net)
        };
        let mut facts = Row::new()
            .push(text(format!("Slip {n:06}")).size(17))
            .push(state);
        if let Some(cage) = cage {
            facts = facts.push(cage);
        }
        let facts = facts
            .push(text(amounts))
            .push(
                text(format!(
                    "{} · {}",
                    table_name(&e.table),
                    e.game
                        .parse::<pitpay_core::Game>()
                        .map_or(e.game.as_str(), |g| g.title())
                ))
                .size(14),
            )
            .push(text(station_name(&e.station)).size(14))
            .push(text(format!("{} ({})", e.supervisor, e.supervisor_id)).size(14))
            .push(text(shown_entry_time(e)).size(13))
            .spacing(14)
            .align_y(iced::Alignment::Center)
            .wrap()
            .vertical_spacing(4);
        let mut card = column![facts, self.actions(e, page)].spacing(6);
        if let Some((_, why)) = self.refused.as_ref().filter(|(r, _)| *r == n) {
            card = card.push(text(why.clone()).size(13).color(ERROR));
            card = card.push(self.acting_fields(Some(Message::Void(n))));
        }
        container(card)
            .padding(8)
            .width(Length::Fill)
            .style(container::bordered_box)
            .into()
    }

    /// A slip's Reprint, and its void: the reason field and Void, or who voided it,
    /// when and why.
    fn actions<'a>(&'a self, e: &'a Entry, page: &'a Page) -> Element<'a, Message> {
        let n = e.number;
        let elsewhere = self
            .here
            .as_deref()
            .is_some_and(|here| !e.station.is_empty() && e.station != here);
        let reprint: Element<'_, Message> = if elsewhere {
            text(format!("Reprint at {}", e.station)).size(14).into()
        } else {
            tab_stop::stop(
                button("Reprint")
                    .on_press(Message::Reprint(n))
                    .style(button::secondary),
                tab_stop::Kind::Press,
            )
            .id(format!("reprint-{n}"))
            .into()
        };
        let mut acts = Row::new()
            .push(reprint)
            .spacing(8)
            .align_y(iced::Alignment::Center);
        if e.state == SlipState::Void {
            let why = e.void_reason.clone().unwrap_or_default();
            let by = match page.voided.get(&n) {
                Some((who, when)) => {
                    format!(" · voided by {who}, {}", shown_time(&self.clock, when))
                }
                None => String::new(),
            };
            acts = acts.push(text(format!("Voided: {why}{by}")).size(14));
        } else if e.cage == Some(CageState::Paid) {
            // A slip the cage paid is a record of money handed over: never voided.
            acts = acts.push(text("Paid at the cage: it cannot be voided").size(14));
        } else {
            let reason = self.reasons.get(&n).map(String::as_str).unwrap_or("");
            acts = acts.push(
                text_input("reason to void (Enter: void…)", reason)
                    .id(History::reason_id(n))
                    .on_input(move |v| Message::ReasonChanged(n, v))
                    .on_submit(Message::AskVoid(n))
                    .style(tab_stop::field_style)
                    .width(Length::Fixed(300.0))
                    .padding(5),
            );
            let void = button("Void…").style(button::danger);
            let ready = !reason.trim().is_empty();
            acts = acts.push(tab_stop::press_when(
                void,
                ready.then_some(Message::AskVoid(n)),
            ));
        }
        acts.wrap().vertical_spacing(6).into()
    }
}

/// Where a slip was issued, as its card says it.
fn station_name(station: &str) -> String {
    if station.is_empty() {
        "station not recorded".to_string()
    } else {
        format!("at {station}")
    }
}

/// The jackpot record: one line per meter award, newest slip first, seat order within
/// a slip (R4.4).
fn jackpot_record_view<'a>(
    list: &'a [Jackpot],
    clock: &pitpay_journal::PropertyClock,
) -> Element<'a, Message> {
    let mut col = column![text("Jackpots (progressive meter awards)").size(18)].spacing(4);
    for j in list {
        let c = j.currency;
        let void = if j.state == SlipState::Void {
            " · VOID"
        } else {
            ""
        };
        let head = format!(
            "Slip {} · {} · seat {}{void} · {} ({}) · {}",
            j.slip,
            table_name(&j.table),
            j.seat,
            j.tier,
            j.paytable,
            shown_time(clock, &j.time)
        );
        let witness = j
            .witness
            .as_ref()
            .map(|w| format!(" · witness {} ({})", w.name, w.id))
            .unwrap_or_default();
        let meter = format!(
            "Award {} · meter {} before, {} after · supervisor {} ({}){witness}",
            c.format(j.award),
            c.format(j.meter_before),
            c.format(j.meter_after),
            j.supervisor,
            j.supervisor_id
        );
        let head = text(head).size(14);
        let head = if j.state == SlipState::Void {
            head.color(ERROR)
        } else {
            head
        };
        col = col.push(column![head, text(meter).size(13)].spacing(1));
    }
    container(col)
        .padding(8)
        .width(Length::Fill)
        .style(container::bordered_box)
        .into()
}

/// A journal time (UTC) as people at the property read it, in its local time with the
/// offset: "2026-11-22 08:24:54 -08:00"; as written, in UTC, where it does
/// not read as a time.
fn shown_time(clock: &pitpay_journal::PropertyClock, t: &str) -> String {
    match clock.stamp_utc(t) {
        Some(stamp) => stamp.local_with_offset(),
        None => t.replace('T', " ").replace('Z', " UTC"),
    }
}

/// `2026-11-22T08:24:54-08:00` as `2026-11-22 08:24:54 -08:00`.
fn local_words(local: &str) -> String {
    let n = local.len();
    if n < 6 || !local.is_char_boundary(n - 6) {
        return local.to_string();
    }
    let (at, offset) = local.split_at(n - 6);
    format!("{} {offset}", at.replacen('T', " ", 1))
}

/// A slip's time in the property's local time with its offset and its gaming day, or
/// UTC where the listing has no local time.
fn shown_entry_time(e: &Entry) -> String {
    if e.local_time.len() < 6 {
        return e.time.replace('T', " ").replace('Z', " UTC");
    }
    format!(
        "{} · gaming day {}",
        local_words(&e.local_time),
        e.gaming_day
    )
}

fn table_name(t: &str) -> &str {
    if t.is_empty() {
        "no table"
    } else {
        t
    }
}

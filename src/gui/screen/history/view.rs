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
use pitpay_language::{t, Words};

impl History {
    /// The "as" box: the ID and PIN of who reprints or voids, where a staff register is
    /// kept; what the signed-in role may do in words.
    fn acting_box(&self, session: Option<&Session>, w: &Words) -> Element<'_, Message> {
        let said = match session {
            Some(s) if s.role == Role::Manager => t!(
                w,
                "history-acting-manager",
                name = s.name.as_str(),
                id = s.id.as_str()
            ),
            Some(s) if s.role == Role::Supervisor => t!(
                w,
                "history-acting-supervisor",
                name = s.name.as_str(),
                id = s.id.as_str()
            ),
            Some(s) => t!(
                w,
                "history-acting-auditor",
                name = s.name.as_str(),
                id = s.id.as_str()
            ),
            None => t!(w, "history-acting-none"),
        };
        row![text(said).size(13), self.acting_fields(None, w)]
            .spacing(8)
            .align_y(iced::Alignment::Center)
            .wrap()
            .into()
    }

    /// The ID and PIN fields of the "as" box; beside a refused void, Enter in the PIN
    /// field voids it again as the member typed.
    fn acting_fields(&self, retry: Option<Message>, w: &Words) -> Element<'_, Message> {
        let id = text_input(&t!(w, "history-id"), &self.acting.id)
            .id(ACTING_ID)
            .on_input(Message::ActingId)
            .on_submit(Message::ActingIdDone)
            .style(tab_stop::field_style)
            .width(Length::Fixed(110.0))
            .padding(5);
        let mut pin = text_input(&t!(w, "history-pin"), &self.acting.pin)
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
    pub(crate) fn view<'a>(&'a self, cx: &Context<'_>, w: &Words) -> Element<'a, Message> {
        let mut col = Column::new().spacing(8);
        col = col.push(
            row![
                text(t!(w, "history-title")).size(22),
                press(button(text(t!(w, "history-refresh"))).on_press(Message::Refresh)),
                press(
                    button(text(t!(w, "history-shift-report")))
                        .on_press(Message::ShiftReport)
                        .style(button::secondary)
                ),
                press(
                    button(text(t!(w, "history-export-list")))
                        .on_press(Message::ExportList)
                        .style(button::secondary)
                ),
                press(
                    button(text(t!(w, "history-back-up")))
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
            col = col.push(text(t!(w, "history-writing-to", path = at.as_str())).size(13));
        }
        col = col.push(self.search_box(w));
        // The override fields sit beside a refused slip while it is on screen.
        let refused_here = self
            .refused
            .as_ref()
            .is_some_and(|(n, _, _)| self.slips().any(|e| e.number == *n));
        if !refused_here {
            col = col.push(self.acting_box(cx.session, w));
        }
        match &self.page {
            Err(e) => col = col.push(text(e.said(w)).color(ERROR)),
            Ok(page) if page.entries.is_empty() && self.search.trim().is_empty() => {
                col = col.push(text(if self.searching {
                    t!(w, "history-reading")
                } else {
                    t!(w, "history-no-slips")
                }))
            }
            Ok(page) => {
                for gap in &page.gaps {
                    let gap = gap.describe_in(w);
                    col = col.push(text(t!(w, "history-gap", gap = gap)).color(ERROR));
                }
                col = col.push(self.pages(w));
                if !self.jackpots.is_empty() && self.search.trim().is_empty() && self.at.is_none() {
                    col = col.push(jackpot_record_view(&self.jackpots, &self.clock, w));
                }
                if page.entries.is_empty() && !self.searching {
                    col = col.push(text(t!(w, "history-no-match")));
                }
                for e in &page.entries {
                    col = col.push(self.slip(e, page, w));
                }
                if !page.entries.is_empty() {
                    col = col.push(self.pages(w));
                }
            }
        }
        pane("history", col.into())
    }

    /// The search box, with what it takes, or why its text does not read.
    fn search_box(&self, w: &Words) -> Element<'_, Message> {
        let input = text_input(
            &t!(w, "history-search-placeholder", examples = SEARCH_EXAMPLES),
            &self.search,
        )
        .id(SEARCH_ID)
        .on_input(Message::Search)
        .on_submit(Message::Older)
        .style(tab_stop::field_style)
        .padding(6);
        let under: Element<'_, Message> = match &self.selection {
            Err(why) => text(why.in_words(w)).size(13).color(ERROR).into(),
            Ok(_) => text(t!(w, "history-search-help", count = PAGE))
                .size(13)
                .into(),
        };
        column![input, under].spacing(2).into()
    }

    /// Which slips are shown of how many, "searching…" while a read runs, and the
    /// buttons that turn the pages.
    fn pages(&self, w: &Words) -> Element<'_, Message> {
        let (older, newer) = self.can_turn();
        let turn = |label: String, message, on: bool| {
            let b = button(text(label)).style(button::secondary);
            tab_stop::press_when(b, on.then_some(message))
        };
        row![
            turn(t!(w, "history-newer"), Message::Newer, newer),
            turn(t!(w, "history-older"), Message::Older, older),
            text(self.shown_in(w)).size(14),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .into()
    }

    /// "Slips 51-100 of 1,234 · page 2 of 25", or "searching…".
    #[cfg(test)]
    pub(crate) fn shown(&self) -> String {
        self.shown_in(pitpay_language::english())
    }

    /// [`History::shown`] in these words.
    fn shown_in(&self, w: &Words) -> String {
        if self.searching {
            return t!(w, "history-searching");
        }
        let on_page = self.slips().count();
        if on_page == 0 {
            return t!(w, "history-none-shown");
        }
        let first = self.newer.len() * PAGE + 1;
        let last = first + on_page - 1;
        let page = self.newer.len() + 1;
        let (first, last, one) = (
            thousands(first as u64),
            thousands(last as u64),
            first == last,
        );
        match self.total {
            Some(total) => {
                let pages = (total as usize).div_ceil(PAGE).max(page);
                let total = thousands(total);
                if one {
                    t!(
                        w,
                        "history-shown-one",
                        first = first,
                        total = total,
                        page = page,
                        pages = pages
                    )
                } else {
                    t!(
                        w,
                        "history-shown-range",
                        first = first,
                        last = last,
                        total = total,
                        page = page,
                        pages = pages
                    )
                }
            }
            None if one => t!(w, "history-shown-one-counting", first = first, page = page),
            None => t!(
                w,
                "history-shown-range-counting",
                first = first,
                last = last,
                page = page
            ),
        }
    }

    /// One slip: what it is, its state, and what can be done with it.
    fn slip<'a>(&'a self, e: &'a Entry, page: &'a Page, w: &Words) -> Element<'a, Message> {
        let n = e.number;
        let state: Element<'_, Message> = match e.state {
            SlipState::Void => text(t!(w, "history-state-void")).color(ERROR).into(),
            SlipState::Reprinted => text(t!(w, "history-state-reprinted")).color(WARNING).into(),
            SlipState::Issued => text(t!(w, "history-state-issued")).into(),
        };
        // Where a slip the cage pays stands: owed, or paid (a void one is owed nowhere).
        let cage: Option<Element<'_, Message>> = match e.cage {
            Some(CageState::Outstanding) => Some(
                text(t!(w, "history-cage-outstanding"))
                    .color(WARNING)
                    .into(),
            ),
            Some(CageState::Paid) => Some(text(t!(w, "history-cage-paid")).into()),
            None => None,
        };
        // The amount to be paid beside the lines' paid (stake back included), where the
        // journal recorded it.
        let amounts = if e.to_pay.is_empty() {
            t!(
                w,
                "history-amounts",
                paid = e.paid.as_str(),
                net = e.net.as_str()
            )
        } else {
            t!(
                w,
                "history-amounts-to-pay",
                to_pay = e.to_pay.as_str(),
                paid = e.paid.as_str(),
                net = e.net.as_str()
            )
        };
        let mut facts = Row::new()
            .push(text(t!(w, "history-slip", number = format!("{n:06}"))).size(17))
            .push(state);
        if let Some(cage) = cage {
            facts = facts.push(cage);
        }
        let facts = facts
            .push(text(amounts))
            .push(
                text(format!(
                    "{} · {}",
                    table_name(&e.table, w),
                    e.game
                        .parse::<pitpay_core::Game>()
                        .map_or_else(|_| e.game.clone(), |g| crate::gui::titles::game(g, w))
                ))
                .size(14),
            )
            .push(text(station_name(&e.station, w)).size(14))
            .push(text(format!("{} ({})", e.supervisor, e.supervisor_id)).size(14))
            .push(text(shown_entry_time(e, w)).size(13))
            .spacing(14)
            .align_y(iced::Alignment::Center)
            .wrap()
            .vertical_spacing(4);
        let mut card = column![facts, self.actions(e, page, w)].spacing(6);
        if let Some((_, why, voiding)) = self.refused.as_ref().filter(|(r, _, _)| *r == n) {
            let said = if *voiding {
                t!(w, "history-void-refused", why = why.said(w))
            } else {
                t!(w, "history-reprint-refused", why = why.said(w))
            };
            card = card.push(text(said).size(13).color(ERROR));
            card = card.push(self.acting_fields(Some(Message::Void(n)), w));
        }
        container(card)
            .padding(8)
            .width(Length::Fill)
            .style(container::bordered_box)
            .into()
    }

    /// A slip's Reprint, and its void: the reason field and Void, or who voided it,
    /// when and why.
    fn actions<'a>(&'a self, e: &'a Entry, page: &'a Page, w: &Words) -> Element<'a, Message> {
        let n = e.number;
        let elsewhere = self
            .here
            .as_deref()
            .is_some_and(|here| !e.station.is_empty() && e.station != here);
        let reprint: Element<'_, Message> = if elsewhere {
            text(t!(w, "history-reprint-at", station = e.station.as_str()))
                .size(14)
                .into()
        } else {
            tab_stop::stop(
                button(text(t!(w, "history-reprint")))
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
            let said = match page.voided.get(&n) {
                Some((who, when)) => t!(
                    w,
                    "history-voided-by",
                    reason = why,
                    who = pitpay_journal::Actor::name_said(who).in_words(w),
                    when = shown_time(&self.clock, when)
                ),
                None => t!(w, "history-voided", reason = why),
            };
            acts = acts.push(text(said).size(14));
        } else if e.cage == Some(CageState::Paid) {
            // A slip the cage paid is a record of money handed over: never voided.
            acts = acts.push(text(t!(w, "history-paid-not-voided")).size(14));
        } else {
            let reason = self.reasons.get(&n).map(String::as_str).unwrap_or("");
            acts = acts.push(
                text_input(&t!(w, "history-void-reason"), reason)
                    .id(History::reason_id(n))
                    .on_input(move |v| Message::ReasonChanged(n, v))
                    .on_submit(Message::AskVoid(n))
                    .style(tab_stop::field_style)
                    .width(Length::Fixed(300.0))
                    .padding(5),
            );
            let void = button(text(t!(w, "history-void"))).style(button::danger);
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
fn station_name(station: &str, w: &Words) -> String {
    if station.is_empty() {
        t!(w, "history-station-unknown")
    } else {
        t!(w, "history-station", station = station)
    }
}

/// What the search box takes, as typed (the search's own words, the same in every
/// language).
pub(crate) const SEARCH_EXAMPLES: &str = "1042 · void · jackpot · outstanding · 2026-11-24 · day:… shift:… · from:… to:… · paid:100-500 · table:BJ-3 · by:S-7";

/// The jackpot record: one line per meter award, newest slip first, seat order within
/// a slip (R4.4).
fn jackpot_record_view<'a>(
    list: &'a [Jackpot],
    clock: &pitpay_journal::PropertyClock,
    w: &Words,
) -> Element<'a, Message> {
    let mut col = column![text(t!(w, "history-jackpots")).size(18)].spacing(4);
    for j in list {
        let c = j.currency;
        let head = jackpot_head(j, clock, w);
        let (award, before, after) = (
            c.format(j.award),
            c.format(j.meter_before),
            c.format(j.meter_after),
        );
        let (name, id) = (j.supervisor.as_str(), j.supervisor_id.as_str());
        let meter = match &j.witness {
            Some(v) => t!(
                w,
                "history-jackpot-award-witnessed",
                award = award,
                before = before,
                after = after,
                name = name,
                id = id,
                witness = v.name.as_str(),
                witness_id = v.id.as_str()
            ),
            None => t!(
                w,
                "history-jackpot-award",
                award = award,
                before = before,
                after = after,
                name = name,
                id = id
            ),
        };
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

/// A jackpot's first line: its slip, table, seat (and VOID), tier, paytable and time.
fn jackpot_head(j: &Jackpot, clock: &pitpay_journal::PropertyClock, w: &Words) -> String {
    let (table, time) = (table_name(&j.table, w), shown_time(clock, &j.time));
    let (tier, paytable) = (j.tier_names.or(w.language(), &j.tier), j.paytable.as_str());
    let void = if j.state == SlipState::Void {
        "yes"
    } else {
        "no"
    };
    t!(
        w,
        "history-jackpot",
        slip = j.slip,
        void = void,
        table = table,
        seat = j.seat,
        tier = tier,
        paytable = paytable,
        time = time
    )
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
fn shown_entry_time(e: &Entry, w: &Words) -> String {
    if e.local_time.len() < 6 {
        return e.time.replace('T', " ").replace('Z', " UTC");
    }
    t!(
        w,
        "history-entry-time",
        time = local_words(&e.local_time),
        day = e.gaming_day.as_str()
    )
}

fn table_name(t: &str, w: &Words) -> String {
    if t.is_empty() {
        t!(w, "history-no-table")
    } else {
        t.to_string()
    }
}

//! The History screen: the slip journal, newest first, a page of 50 slips at a time
//! (issue 18: a year holds hundreds of thousands, and only the page on screen is read
//! or held), found by a search box as you type (slip number, state, day or date range,
//! paid range, table, station, supervisor: [`crate::export::search`]). Each slip shows
//! its state in the journal (issued, reprinted, void: why, by whom and when) and the
//! station that issued it (a journal shared by a property's stations lists every
//! station's slips, issue 15), **Reprint** (to the typed PDF path, else through the
//! save dialog) and **Void** with a reason, asked once more before it is done. Each slip
//! is a card whose rows wrap, so Reprint and Void stay on screen at any window width;
//! everything is reachable from the keyboard (Ctrl+H puts the cursor in the search box,
//! Enter there turns to older slips; the reason field takes Enter to void; the command
//! palette lists "Reprint slip N", "Void slip N" and the pages). Above the slips, the
//! newest jackpots: progressive meter awards on a slip, with the meter before and after
//! (issue "On the floor", [`crate::jackpots`]).
//!
//! Issue 36: the screen says which slips it shows of how many ("slips 51-100 of
//! 1,234 · page 2 of 25") and "searching…" while a search runs. Every read is numbered:
//! the answer to a search the box no longer holds is dropped, and a read under way
//! stops at the next keystroke, so a slow earlier search can never replace a later
//! one's page. The "as" box (a manager's override) is emptied after each use, and a
//! refused void says beside its slip how a manager overrides it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use iced::widget::{button, column, container, row, text, text_input, Column, Row};
use iced::{Element, Length, Task};

use crate::export::Selection;
use crate::gui::dialog;
use crate::gui::error::{Error, Note, Wanted};
use crate::gui::screen::staff::Session;
use crate::gui::tab_stop::{self, press};
use crate::gui::widget::{thousands, ERROR, WARNING};
use crate::jackpots::{self, Jackpot};
use crate::journal::{Entry, Journal, SlipFilter};
use crate::staff::Role;

/// Slips on one page.
pub const PAGE: usize = 50;

/// Jackpots shown above the slips (`pitpay jackpots` lists them all).
pub const JACKPOTS: usize = 10;

/// The search box's id (Ctrl+H focuses it).
pub const SEARCH_ID: &str = "history-search";

/// The "as" box's ID field.
pub const ACTING_ID: &str = "history-acting-id";

/// The "as" box's PIN field (masked).
pub const ACTING_PIN: &str = "history-acting-pin";

/// What the History screen can be told.
#[derive(Debug, Clone)]
pub enum Message {
    /// Read the page again.
    Refresh,
    /// The search box was edited.
    Search(String),
    /// Turn to older slips.
    Older,
    /// Turn to newer slips.
    Newer,
    /// A page was read, for the read with this number (an older read's is dropped).
    Loaded(u64, Result<Page, Error>),
    /// How many slips the search selects, for the read with this number (`None`: the
    /// count was stopped by a newer read).
    Counted(u64, Result<Option<u64>, Error>),
    /// This station's name was read from the settings.
    Station(String),
    /// The jackpot record was read from the journal.
    JackpotsLoaded(Result<Vec<Jackpot>, Error>),
    /// Print a slip again (to the typed PDF path, else asks where).
    Reprint(i64),
    /// Where to write a reprint was chosen (or not).
    ReprintTarget(i64, Option<PathBuf>),
    /// The void reason for a slip was edited.
    ReasonChanged(i64, String),
    /// The ID of who reprints or voids was edited (issue 19: with a staff register).
    ActingId(String),
    /// Their PIN was edited (typed hidden).
    ActingPin(String),
    /// Ask before voiding a slip with the typed reason (Enter in its reason field, its
    /// Void button).
    AskVoid(i64),
    /// Void a slip with the typed reason (once asked, or Enter in a manager's
    /// override typed beside a refused void).
    Void(i64),
    /// A reprint (`false`) or a void (`true`) of this slip finished.
    Done(i64, bool, Note),
    /// Print the shift report for the searched days (today without any).
    ShiftReport,
    /// Where to write the shift report was chosen (or not).
    ShiftReportTarget(Option<PathBuf>),
    /// The shift report was written (or not).
    ShiftReportDone(Note),
}

/// One page of slips, newest first.
#[derive(Debug, Clone, Default)]
pub struct Page {
    /// The slips.
    pub entries: Vec<Entry>,
    /// Older slips match too.
    pub more: bool,
    /// Who voided each void slip on the page, and when ("Maria Gomez (M-1)", time).
    pub voided: BTreeMap<i64, (String, String)>,
    /// The gaps recorded in the journal (issue 31), in words: numbers that skip say why.
    pub gaps: Vec<String>,
}

/// What the History screen asks of the app.
#[derive(Debug)]
pub enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Show this in the status line.
    Note(Note),
    /// The journal changed: show the note and run the task (reading it again).
    Changed(Note, Task<Message>),
    /// Ask before voiding this slip (the app's question names it).
    AskVoid(Entry, String),
    /// A void or reprint was refused: show why, read the page again, and put the
    /// focus on the widget with this id (the override beside the slip).
    Refused(Note, Task<Message>, &'static str),
}

/// What the screen needs from the app for its work.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The data folder holding the journal (none: no journal).
    pub data: Option<&'a Path>,
    /// The PDF path typed in the path field, if any.
    pub pdf: Option<&'a Path>,
    /// Who is signed in (issue 19): they reprint and void unless an ID is typed in the
    /// "as" box (a manager override).
    pub session: Option<&'a Session>,
}

/// The screen's state: the page on screen and how it was found, never the journal.
#[derive(Debug, Clone)]
pub struct History {
    /// The page as last read.
    pub page: Result<Page, Error>,
    /// The search box's text.
    pub search: String,
    /// What the search box selects (none while its text does not read).
    selection: Result<Selection, String>,
    /// The page on screen starts after this slip number (none: the newest).
    at: Option<i64>,
    /// Where the newer pages started, for turning back.
    newer: Vec<Option<i64>>,
    /// The void reason being typed, per slip.
    pub reasons: BTreeMap<i64, String>,
    /// The newest jackpots, newest first.
    pub jackpots: Vec<Jackpot>,
    /// This station's name, once read: a slip issued at another station of a shared
    /// journal is reprinted there (its copies are sealed with that station's key).
    pub here: Option<String>,
    /// Who reprints or voids, where a staff register is kept (issue 19): a supervisor
    /// or manager to reprint, a manager to void (a manager override), with their PIN.
    acting: Acting,
    /// The PDF a reprint or shift report under way is writing (the app's Print then
    /// prints it).
    pub written: Option<PathBuf>,
    /// The number of the newest read asked for; only its answers are shown.
    asked: u64,
    /// The same, shared with the reads under way: one that is no longer the newest
    /// stops at its next slip.
    newest: Arc<AtomicU64>,
    /// A read is under way ("searching…").
    pub searching: bool,
    /// The property's clock as last read from the settings: times on the page are
    /// shown in it (issue 32).
    clock: crate::clock::PropertyClock,
    /// How many slips the search selects, once counted.
    pub total: Option<u64>,
    /// The last void or reprint refused, and why: shown beside that slip.
    refused: Option<(i64, String)>,
}

/// The member who reprints or voids, as typed: the PIN is never shown, and both are
/// forgotten once used.
#[derive(Clone, Default)]
pub struct Acting {
    id: String,
    pin: String,
}

impl std::fmt::Debug for Acting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Acting({}, PIN hidden)", self.id)
    }
}

impl Acting {
    /// Who, for the journal: the member's ID (their name is the register's), or with
    /// no ID this computer's account (no staff register).
    fn actor(&self) -> crate::journal::Actor {
        let id = Some(self.id.trim()).filter(|i| !i.is_empty());
        crate::journal::Actor::or_account(None, id)
    }

    fn pins(&self) -> crate::staff::pins::Pins {
        crate::staff::pins::Pins::given(Some(self.pin.clone()).filter(|p| !p.is_empty()))
    }
}

impl Default for History {
    fn default() -> Self {
        History::new()
    }
}

impl History {
    /// An empty page until the journal is read.
    pub fn new() -> History {
        History {
            page: Ok(Page::default()),
            search: String::new(),
            selection: Ok(Selection::default()),
            at: None,
            newer: Vec::new(),
            reasons: BTreeMap::new(),
            jackpots: Vec::new(),
            here: None,
            acting: Acting::default(),
            written: None,
            asked: 0,
            newest: Arc::new(AtomicU64::new(0)),
            searching: false,
            clock: crate::clock::PropertyClock::computer(),
            total: None,
            refused: None,
        }
    }

    /// The id of a slip's void-reason field (the palette focuses it).
    pub fn reason_id(number: i64) -> String {
        format!("void-reason-{number}")
    }

    /// The slips on screen, newest first (none when the journal could not be read).
    pub fn slips(&self) -> impl Iterator<Item = &Entry> {
        self.page.iter().flat_map(|p| p.entries.iter())
    }

    /// Whether there are older slips to turn to, and newer ones.
    pub fn can_turn(&self) -> (bool, bool) {
        let older = self.page.as_ref().is_ok_and(|p| p.more);
        (older, !self.newer.is_empty())
    }

    /// The ID typed in the "as" box (tests check it is emptied after use).
    pub fn acting_id(&self) -> &str {
        &self.acting.id
    }

    /// Empties the "as" box (at sign-out, and after each use).
    pub fn forget_acting(&mut self) {
        self.acting = Acting::default();
    }

    /// Shows slip `n` alone (the palette's void of a slip not on the page): the search
    /// box then holds its number.
    pub fn find(&mut self, n: i64, data: Option<&Path>) -> Task<Message> {
        self.search = n.to_string();
        self.selection = crate::export::search(&self.search, &property_clock(data));
        self.at = None;
        self.newer.clear();
        self.reload(data)
    }

    /// Reads the page on screen again (and counts what the search selects), the newest
    /// jackpots and this station's name.
    pub fn reload(&mut self, data: Option<&Path>) -> Task<Message> {
        self.total = None;
        self.clock = property_clock(data);
        let awards = jackpot_record(data);
        let station = data.map(Path::to_path_buf).map(|dir| {
            Task::perform(
                async move {
                    crate::settings::Settings::load(&dir)
                        .map(|s| s.station())
                        .unwrap_or_default()
                },
                Message::Station,
            )
        });
        Task::batch([
            self.read(data, true),
            awards,
            station.unwrap_or_else(Task::none),
        ])
    }

    /// Reads the page at `self.at` as read number `asked + 1`, and then (`recount`) how
    /// many slips the search selects. The earlier reads still under way stop.
    fn read(&mut self, data: Option<&Path>, recount: bool) -> Task<Message> {
        // Every read asked for, or text that does not read, overtakes those under way.
        self.asked += 1;
        self.newest.store(self.asked, Ordering::SeqCst);
        let Ok(selection) = self.selection.clone() else {
            self.searching = false;
            return Task::none();
        };
        self.searching = true;
        let read = Read {
            number: self.asked,
            newest: Arc::clone(&self.newest),
            data: data.map(Path::to_path_buf),
            selection,
        };
        let at = self.at;
        let counting = read.clone();
        Task::perform(read.page(at), |(n, page)| Message::Loaded(n, page)).then(move |message| {
            let complete = matches!(&message, Message::Loaded(_, Ok(p)) if at.is_none() && !p.more);
            let count = if recount && !complete {
                let c = counting.clone();
                Task::perform(c.count(), |(n, total)| Message::Counted(n, total))
            } else {
                Task::none()
            };
            Task::batch([Task::done(message), count])
        })
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message, cx: Context<'_>) -> Action {
        match message {
            Message::Refresh => Action::Run(self.reload(cx.data)),
            Message::Search(text) => {
                // Days are the property's gaming days (issue 32).
                self.clock = property_clock(cx.data);
                self.selection = crate::export::search(&text, &self.clock);
                self.search = text;
                self.at = None;
                self.newer.clear();
                self.total = None;
                Action::Run(self.read(cx.data, true))
            }
            Message::Older => match self.page.as_ref().ok().filter(|p| p.more) {
                Some(page) => {
                    self.newer.push(self.at);
                    self.at = page.entries.last().map(|e| e.number);
                    Action::Run(self.read(cx.data, false))
                }
                None => Action::None,
            },
            Message::Newer => match self.newer.pop() {
                Some(at) => {
                    self.at = at;
                    Action::Run(self.read(cx.data, false))
                }
                None => Action::None,
            },
            // Only the newest read's answer is shown: an earlier one is the answer to
            // text the search box no longer holds.
            Message::Loaded(n, page) => {
                if n == self.asked {
                    self.searching = false;
                    if let (Ok(p), None) = (&page, self.at) {
                        if !p.more {
                            self.total = Some(p.entries.len() as u64);
                        }
                    }
                    self.page = page;
                }
                Action::None
            }
            Message::Counted(n, total) => {
                if n == self.asked {
                    self.total = total.ok().flatten();
                }
                Action::None
            }
            other => self.act(other, cx),
        }
    }

    /// The messages that act on slips and the "as" box.
    fn act(&mut self, message: Message, cx: Context<'_>) -> Action {
        match message {
            Message::Station(name) => {
                self.here = Some(name);
                Action::None
            }
            // The slips' own read reports a journal that cannot be read.
            Message::JackpotsLoaded(list) => {
                self.jackpots = list.unwrap_or_default();
                Action::None
            }
            Message::ReasonChanged(n, v) => {
                self.reasons.insert(n, v);
                Action::None
            }
            Message::ActingId(v) => {
                self.acting.id = v;
                Action::None
            }
            Message::ActingPin(v) => {
                self.acting.pin = v;
                Action::None
            }
            Message::Reprint(n) => match cx.pdf {
                Some(p) => Action::Run(reprint(
                    n,
                    p.to_path_buf(),
                    cx.data,
                    self.take_acting(cx.session),
                )),
                None => Action::Run(Task::perform(
                    dialog::pick_save_pdf(format!("slip-{n:06}-reprint.pdf")),
                    move |p| Message::ReprintTarget(n, p),
                )),
            },
            Message::ReprintTarget(_, None) => Action::Note(Err(Error::NoFileChosen(Wanted::Pdf))),
            Message::ReprintTarget(n, Some(path)) => {
                self.written = Some(path.clone());
                Action::Run(reprint(n, path, cx.data, self.take_acting(cx.session)))
            }
            Message::AskVoid(n) => match (self.reason(n), self.slips().find(|e| e.number == n)) {
                (Some(reason), Some(e)) => Action::AskVoid(e.clone(), reason),
                (None, _) => Action::Note(Err(Error::NoVoidReason(n))),
                (Some(_), None) => Action::None,
            },
            Message::Void(n) => match self.reason(n) {
                Some(reason) => Action::Run(void(n, reason, cx.data, self.take_acting(cx.session))),
                None => Action::Note(Err(Error::NoVoidReason(n))),
            },
            Message::Done(n, voiding, note) => self.done(n, voiding, note, cx.data),
            other => self.report(other, cx),
        }
    }

    /// The void reason typed for slip `n`, if any.
    fn reason(&self, n: i64) -> Option<String> {
        let reason = self.reasons.get(&n).map(|r| r.trim().to_string());
        reason.filter(|r| !r.is_empty())
    }

    /// A reprint or void finished: done, or refused (said beside the slip, with the
    /// focus on the override there).
    fn done(&mut self, n: i64, voiding: bool, note: Note, data: Option<&Path>) -> Action {
        match &note {
            Ok(_) => {
                if voiding {
                    self.reasons.remove(&n);
                }
                self.refused = None;
                Action::Changed(note, self.reload(data))
            }
            Err(e) => {
                let why = e.to_string();
                let what = if voiding { "void" } else { "reprint" };
                let how = if voiding {
                    "A manager overrides it: their ID and PIN in the fields here, then Enter in the PIN field."
                } else {
                    "A supervisor or manager reprints it: their ID and PIN in the fields here, then Enter in the PIN field."
                };
                self.refused = Some((n, format!("The {what} was refused: {why}. {how}")));
                // A PIN refused goes back to the (masked, now empty) PIN field;
                // another refusal to the ID of who may override.
                let at = if why.contains("PIN") {
                    ACTING_PIN
                } else {
                    ACTING_ID
                };
                Action::Refused(note, self.reload(data), at)
            }
        }
    }

    /// The shift report's messages.
    fn report(&mut self, message: Message, cx: Context<'_>) -> Action {
        match message {
            Message::ShiftReport => match cx.pdf {
                Some(p) => Action::Run(self.shift_report(p.to_path_buf(), cx.data)),
                None => Action::Run(Task::perform(
                    dialog::pick_save_pdf("shift-report.pdf".into()),
                    Message::ShiftReportTarget,
                )),
            },
            Message::ShiftReportTarget(None) => Action::Note(Err(Error::NoFileChosen(Wanted::Pdf))),
            Message::ShiftReportTarget(Some(path)) => {
                self.written = Some(path.clone());
                Action::Run(self.shift_report(path, cx.data))
            }
            Message::ShiftReportDone(note) => Action::Note(note),
            _ => Action::None,
        }
    }

    /// Who reprints or voids, for one action: the member typed in the "as" box, else
    /// the member signed in. The box is emptied either way (issue 36: an override's ID
    /// left there made the next reprint ask for that manager's PIN).
    fn take_acting(&mut self, session: Option<&Session>) -> Acting {
        let typed = std::mem::take(&mut self.acting);
        match session {
            Some(s) if typed.id.trim().is_empty() => Acting {
                id: s.id.clone(),
                pin: s.pin().to_string(),
            },
            _ => typed,
        }
    }

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

    /// The screen; `session` is who is signed in.
    pub fn view(&self, session: Option<&Session>) -> Element<'_, Message> {
        let mut col = Column::new().spacing(8);
        col = col.push(
            row![
                text("Slip journal").size(22),
                press(button("Refresh").on_press(Message::Refresh)),
                press(
                    button("Shift report…")
                        .on_press(Message::ShiftReport)
                        .style(button::secondary)
                ),
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center),
        );
        col = col.push(self.search_box());
        // The override fields sit beside a refused slip while it is on screen.
        let refused_here = self
            .refused
            .as_ref()
            .is_some_and(|(n, _)| self.slips().any(|e| e.number == *n));
        if !refused_here {
            col = col.push(self.acting_box(session));
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
        col.into()
    }

    /// Writes the shift report for the searched days (today when the search names
    /// none), at the searched station if any.
    fn shift_report(&self, path: PathBuf, data: Option<&Path>) -> Task<Message> {
        let data = data.map(Path::to_path_buf);
        let filter = self
            .selection
            .as_ref()
            .ok()
            .map(|s| s.filter.clone())
            .unwrap_or_default();
        let search = self.search.clone();
        Task::perform(
            async move {
                let dir = data.ok_or(Error::NoDataFolder)?;
                let clock = property_clock(Some(&dir));
                let now = jiff::Timestamp::now();
                let asked = crate::shift::Asked::from_search(&search, clock.stamp(now).gaming_day);
                let period = asked.period(&clock).map_err(Error::Report)?;
                let journal = Journal::open(&dir)?;
                journal.check_clock(now)?;
                let report = crate::shift::gather(&journal, &period, filter.station.as_deref())?;
                let paper = crate::settings::Settings::load(&dir)
                    .ok()
                    .and_then(|s| s.paper)
                    .unwrap_or(crate::pdf::Paper::Letter);
                let bytes = crate::shift::render(&report, paper, now)
                    .map_err(|e| Error::Report(e.to_string()))?;
                crate::files::write_atomic(&path, &bytes).map_err(|e| Error::write(&path, e))?;
                Ok(format!(
                    "Shift report of {} written to {}: {} slips",
                    report.period.title(),
                    path.display(),
                    report.issued
                ))
            },
            Message::ShiftReportDone,
        )
    }

    /// The search box, with what it takes, or why its text does not read.
    fn search_box(&self) -> Element<'_, Message> {
        let input = text_input(
            "Find: 1042 · void · jackpot · 2026-11-24 · day:… shift:… · from:… to:… · paid:100-500 · table:BJ-3 · by:S-7",
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
            press(if on { b.on_press(message) } else { b })
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
    pub fn shown(&self) -> String {
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
        let state: Element<'_, Message> = match e.state.as_str() {
            "void" => text("VOID").color(ERROR).into(),
            "reprinted" => text("REPRINTED").color(WARNING).into(),
            other => text(other.to_uppercase()).into(),
        };
        let facts = Row::new()
            .push(text(format!("Slip {n:06}")).size(17))
            .push(state)
            .push(text(format!("paid {} · net {}", e.paid, e.net)))
            .push(
                text(format!(
                    "{} · {}",
                    table_name(&e.table),
                    e.game
                        .parse::<crate::bet::Game>()
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
            press(
                button("Reprint…")
                    .on_press(Message::Reprint(n))
                    .style(button::secondary),
            )
        };
        let mut acts = Row::new()
            .push(reprint)
            .spacing(8)
            .align_y(iced::Alignment::Center);
        if e.state == "void" {
            let why = e.void_reason.clone().unwrap_or_default();
            let by = match page.voided.get(&n) {
                Some((who, when)) => {
                    format!(" · voided by {who}, {}", shown_time(&self.clock, when))
                }
                None => String::new(),
            };
            acts = acts.push(text(format!("Voided: {why}{by}")).size(14));
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
            acts = acts.push(press(if reason.trim().is_empty() {
                void
            } else {
                void.on_press(Message::AskVoid(n))
            }));
        }
        acts.wrap().vertical_spacing(6).into()
    }
}

/// The property's clock, as the data folder's settings say (the computer's where they
/// do not read: the settings' own error is said where they are used).
fn property_clock(data: Option<&Path>) -> crate::clock::PropertyClock {
    data.and_then(|d| crate::settings::Settings::load(d).ok())
        .map_or_else(crate::clock::PropertyClock::computer, |s| s.clock())
}

/// One read of the journal for the History screen: its number, and the newest number
/// asked for, which it checks at each slip to stop once a newer read has started.
#[derive(Debug, Clone)]
struct Read {
    number: u64,
    newest: Arc<AtomicU64>,
    data: Option<PathBuf>,
    selection: Selection,
}

impl Read {
    fn superseded(&self) -> bool {
        self.newest.load(Ordering::SeqCst) != self.number
    }

    /// The page after slip `at`, with who voided each void slip on it.
    async fn page(self, at: Option<i64>) -> (u64, Result<Page, Error>) {
        let page = (|| {
            // A read overtaken before it starts is not started.
            if self.superseded() {
                return Ok(Page::default());
            }
            let dir = self.data.clone().ok_or(Error::NoDataFolder)?;
            if !Journal::exists(&dir) {
                return Ok(Page::default());
            }
            let journal = Journal::open(&dir)?;
            let stop = || self.superseded();
            let (entries, more) = crate::export::page(&journal, &self.selection, at, PAGE, &stop)?;
            let mut voided = BTreeMap::new();
            for e in entries.iter().filter(|e| e.state == "void") {
                if let Some(v) = journal.slip(e.number)?.and_then(|r| r.void) {
                    let who = match v.who.id.as_str() {
                        "" => v.who.name,
                        id => format!("{} ({id})", v.who.name),
                    };
                    voided.insert(e.number, (who, v.time));
                }
            }
            let gaps = journal.gaps()?.iter().map(|g| g.describe()).collect();
            Ok(Page {
                entries,
                more,
                voided,
                gaps,
            })
        })();
        (self.number, page)
    }

    /// How many slips the search selects (`None` when a newer read stopped the count).
    async fn count(self) -> (u64, Result<Option<u64>, Error>) {
        let total = (|| {
            if self.superseded() {
                return Ok(None);
            }
            let dir = self.data.clone().ok_or(Error::NoDataFolder)?;
            if !Journal::exists(&dir) {
                return Ok(Some(0));
            }
            let journal = Journal::open(&dir)?;
            let stop = || self.superseded();
            Ok(crate::export::count(&journal, &self.selection, &stop)?)
        })();
        (self.number, total)
    }
}

/// The newest jackpots, read from the journal.
fn jackpot_record(data: Option<&Path>) -> Task<Message> {
    let dir = data.map(Path::to_path_buf);
    Task::perform(
        async move {
            let dir = dir.ok_or(Error::NoDataFolder)?;
            if !Journal::exists(&dir) {
                return Ok(Vec::new());
            }
            let journal = Journal::open(&dir)?;
            Ok(jackpots::list(&journal, &SlipFilter::default(), JACKPOTS)?)
        },
        Message::JackpotsLoaded,
    )
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
    clock: &crate::clock::PropertyClock,
) -> Element<'a, Message> {
    let mut col = column![text("Jackpots (progressive meter awards)").size(18)].spacing(4);
    for j in list {
        let c = j.currency;
        let void = if j.state == "voided" { " · VOID" } else { "" };
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
        let head = if j.state == "voided" {
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
/// offset: "2026-11-22 08:24:54 -08:00" (issue 32); as written, in UTC, where it does
/// not read as a time.
fn shown_time(clock: &crate::clock::PropertyClock, t: &str) -> String {
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

/// A slip's time in the property's local time with its offset and its gaming day (issue
/// 32), or UTC where the listing has no local time.
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

fn reprint(n: i64, path: PathBuf, data: Option<&Path>, acting: Acting) -> Task<Message> {
    let data = data.map(Path::to_path_buf);
    Task::perform(reprint_slip(n, path, data, acting), move |note| {
        Message::Done(n, false, note)
    })
}

fn void(n: i64, reason: String, data: Option<&Path>, acting: Acting) -> Task<Message> {
    let data = data.map(Path::to_path_buf);
    Task::perform(void_slip(n, reason, data, acting), move |note| {
        Message::Done(n, true, note)
    })
}

/// Prints slip `n` again from its journal record (the work behind Reprint).
pub async fn reprint_slip(n: i64, path: PathBuf, data: Option<PathBuf>, acting: Acting) -> Note {
    let dir = data.ok_or(Error::NoDataFolder)?;
    // The save dialog (or the typed path the user chose) has already said where; the
    // reprint is recorded as by the member typed in (with a staff register), else this
    // computer's account.
    let options = crate::slip::Options {
        force: true,
        who: acting.actor(),
        pins: acting.pins(),
        ..Default::default()
    };
    crate::slip::reprint(n, &path, &dir, &options)?;
    Ok(format!("Slip {n} printed again to {}", path.display()))
}

/// Voids slip `n` in the journal (the work behind Void).
pub async fn void_slip(n: i64, reason: String, data: Option<PathBuf>, acting: Acting) -> Note {
    let dir = data.ok_or(Error::NoDataFolder)?;
    crate::slip::void(n, &reason, &dir, &acting.actor(), &mut acting.pins())?;
    Ok(format!("Slip {n} is void: {reason}"))
}

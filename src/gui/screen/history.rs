//! The History screen: the slip journal, newest first, a page of 50 slips at a time
//! (a year holds hundreds of thousands, and only the page on screen is read
//! or held), found by a search box as you type (slip number, state, day or date range,
//! paid range, table, station, supervisor: [`pitpay_journal::export::search`]). Each slip shows
//! its state in the journal (issued, reprinted, void: why, by whom and when) and the
//! station that issued it (a journal shared by a property's stations lists every
//! station's slips), **Reprint** (filed in the slips folder as
//! `slip-000123-reprint-1.pdf`) and **Void** with a reason, asked once more before it
//! is done. **Export list** writes what the search shows as CSV, and **Back up** a
//! whole copy of the journal, both filed in the exports folder. Each slip
//! is a card whose rows wrap, so Reprint and Void stay on screen at any window width;
//! everything is reachable from the keyboard (Ctrl+H puts the cursor in the search box,
//! Enter there turns to older slips; the reason field takes Enter to void; the command
//! palette lists "Reprint slip N", "Void slip N" and the pages). Above the slips, the
//! newest jackpots: progressive meter awards on a slip, with the meter before and after
//! ([`pitpay_documents::slip::jackpots`]).
//!
//! The screen says which slips it shows of how many ("slips 51-100 of
//! 1,234 · page 2 of 25") and "searching…" while a search runs. Every read is numbered:
//! the answer to a search the box no longer holds is dropped, and a read under way
//! stops at the next keystroke, so a slow earlier search can never replace a later
//! one's page. The "as" box (a manager's override) is emptied after each use, and a
//! refused void says beside its slip how a manager overrides it.
//!
//! Its parts: `view` (what the screen shows), `read` (the numbered reads of the journal,
//! off the window's thread) and `work` (Reprint, Void and the shift report).

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::AtomicU64;
use std::sync::Arc;

use iced::Task;

use crate::gui::error::{Error, Note};
use crate::gui::filed::FiledNote;
use crate::gui::screen::staff::Session;
use pitpay_documents::slip::Jackpot;
use pitpay_journal::export::Selection;
use pitpay_journal::Entry;
use pitpay_language::Sentence;

mod read;
mod view;
mod work;

#[cfg(test)]
pub(crate) use view::SEARCH_EXAMPLES;

use read::{jackpot_record, property_clock};
use work::{backup, export_list, reprint, void};

/// Slips on one page.
pub(crate) const PAGE: usize = 50;

/// Jackpots shown above the slips (`pitpay jackpots` lists them all).
pub(crate) const JACKPOTS: usize = 10;

/// The search box's id (Ctrl+H focuses it).
pub(crate) const SEARCH_ID: &str = "history-search";

/// The "as" box's ID field.
pub(crate) const ACTING_ID: &str = "history-acting-id";

/// The "as" box's PIN field (masked).
pub(crate) const ACTING_PIN: &str = "history-acting-pin";

/// What the History screen can be told.
#[derive(Debug, Clone)]
pub(crate) enum Message {
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
    /// The jackpot record was read from the journal, with the shared journal's server.
    JackpotsLoaded(Result<(Vec<Jackpot>, Option<String>), Error>),
    /// Print a slip again, filed in the slips folder.
    Reprint(i64),
    /// The void reason for a slip was edited.
    ReasonChanged(i64, String),
    /// The ID of who reprints or voids was edited (with a staff register).
    ActingId(String),
    /// Their PIN was edited (typed hidden).
    ActingPin(String),
    /// Enter in the "as" box's ID: on to its PIN field.
    ActingIdDone,
    /// Ask before voiding a slip with the typed reason (Enter in its reason field, its
    /// Void button).
    AskVoid(i64),
    /// Void a slip with the typed reason (once asked, or Enter in a manager's
    /// override typed beside a refused void).
    Void(i64),
    /// A reprint of this slip finished: filed, or refused.
    Reprinted(i64, FiledNote),
    /// A void of this slip finished.
    Voided(i64, Note),
    /// Print the shift report for the searched days (today without any).
    ShiftReport,
    /// Export what the search shows as CSV.
    ExportList,
    /// Back up the whole journal.
    Backup,
    /// A shift report, list or backup was filed (or not).
    Filed(FiledNote),
}

/// One page of slips, newest first.
#[derive(Debug, Clone, Default)]
pub(crate) struct Page {
    /// The slips.
    pub entries: Vec<Entry>,
    /// Older slips match too.
    pub more: bool,
    /// Who voided each void slip on the page, and when ("Maria Gomez (M-1)", time).
    pub voided: BTreeMap<i64, (String, String)>,
    /// The gaps recorded in the journal (numbers that skip say why), said in the
    /// window's language when drawn.
    pub gaps: Vec<pitpay_journal::Gap>,
}

/// What the History screen asks of the app.
#[derive(Debug)]
pub(crate) enum Action {
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
    /// A document was filed (a reprint, the shift report, the list, a backup), or
    /// refused; the task reads the page again.
    Filed(FiledNote, Task<Message>),
    /// Show this (if anything) and put the focus on the widget with this id.
    Focus(Option<Note>, String),
    /// Put the focus in this field, its cursor after what it holds (a PIN begun in the
    /// ID box goes on there).
    TypeOn(&'static str),
}

/// What the screen needs from the app for its work.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The data folder holding the journal (none: no journal).
    pub data: Option<&'a Path>,
    /// Who is signed in: they reprint and void unless an ID is typed in the
    /// "as" box (a manager override).
    pub session: Option<&'a Session>,
    /// The staff register's active IDs (none: no register).
    pub enrolled: &'a [String],
    /// The window's words: what the screen's work says when it is done is said in them.
    pub words: &'a std::sync::Arc<pitpay_language::Words>,
}

/// The screen's state: the page on screen and how it was found, never the journal.
#[derive(Debug, Clone)]
pub(crate) struct History {
    /// The page as last read.
    pub page: Result<Page, Error>,
    /// The search box's text.
    pub search: String,
    /// What the search box selects (none while its text does not read).
    selection: Result<Selection, Sentence>,
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
    /// The shared journal's server this podium writes to, once read.
    pub writing_to: Option<String>,
    /// Who reprints or voids, where a staff register is kept: a supervisor
    /// or manager to reprint, a manager to void (a manager override), with their PIN.
    acting: Acting,
    /// The number of the newest read asked for; only its answers are shown.
    asked: u64,
    /// The same, shared with the reads under way: one that is no longer the newest
    /// stops at its next slip.
    newest: Arc<AtomicU64>,
    /// A read is under way ("searching…").
    pub searching: bool,
    /// The property's clock as last read from the settings: times on the page are
    /// shown in it.
    clock: pitpay_journal::PropertyClock,
    /// How many slips the search selects, once counted.
    pub total: Option<u64>,
    /// The last void or reprint refused, why, and whether it was a void: shown beside
    /// that slip, in the window's words.
    refused: Option<(i64, Error, bool)>,
}

/// The member who reprints or voids, as typed: the PIN is never shown, and both are
/// forgotten once used.
#[derive(Clone, Default)]
pub(crate) struct Acting {
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
    fn actor(&self) -> pitpay_journal::Actor {
        let id = Some(self.id.trim()).filter(|i| !i.is_empty());
        pitpay_journal::Actor::or_account(None, id)
    }

    fn pins(&self) -> pitpay_journal::staff::Pins {
        pitpay_journal::staff::Pins::given(Some(self.pin.clone()).filter(|p| !p.is_empty()))
    }
}

impl Default for History {
    fn default() -> Self {
        History::new()
    }
}

impl History {
    /// An empty page until the journal is read.
    pub(crate) fn new() -> History {
        History {
            page: Ok(Page::default()),
            search: String::new(),
            selection: Ok(Selection::default()),
            at: None,
            newer: Vec::new(),
            reasons: BTreeMap::new(),
            jackpots: Vec::new(),
            here: None,
            writing_to: None,
            acting: Acting::default(),
            asked: 0,
            newest: Arc::new(AtomicU64::new(0)),
            searching: false,
            clock: pitpay_journal::PropertyClock::computer(),
            total: None,
            refused: None,
        }
    }

    /// The id of a slip's void-reason field (the palette focuses it).
    pub(crate) fn reason_id(number: i64) -> String {
        format!("void-reason-{number}")
    }

    /// The slips on screen, newest first (none when the journal could not be read).
    pub(crate) fn slips(&self) -> impl Iterator<Item = &Entry> {
        self.page.iter().flat_map(|p| p.entries.iter())
    }

    /// Whether there are older slips to turn to, and newer ones.
    pub(crate) fn can_turn(&self) -> (bool, bool) {
        let older = self.page.as_ref().is_ok_and(|p| p.more);
        (older, !self.newer.is_empty())
    }

    /// The ID typed in the "as" box (tests check it is emptied after use).
    #[cfg(test)]
    pub(crate) fn acting_id(&self) -> &str {
        &self.acting.id
    }

    /// Empties the "as" box (at sign-out, and after each use).
    pub(crate) fn forget_acting(&mut self) {
        self.acting = Acting::default();
    }

    /// Shows slip `n` alone (the palette's void of a slip not on the page): the search
    /// box then holds its number.
    pub(crate) fn find(&mut self, n: i64, data: Option<&Path>) -> Task<Message> {
        self.search = n.to_string();
        self.selection = pitpay_journal::export::search(&self.search, &property_clock(data))
            .map_err(|e| Sentence::from(&e));
        self.at = None;
        self.newer.clear();
        self.reload(data)
    }

    /// Reads the page on screen again (and counts what the search selects), the newest
    /// jackpots and this station's name.
    pub(crate) fn reload(&mut self, data: Option<&Path>) -> Task<Message> {
        self.total = None;
        self.clock = property_clock(data);
        let awards = jackpot_record(data);
        let station = data.map(Path::to_path_buf).map(|dir| {
            Task::perform(
                async move {
                    pitpay_journal::Settings::load(&dir)
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

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, cx: &Context<'_>) -> Action {
        match message {
            Message::Refresh => Action::Run(self.reload(cx.data)),
            Message::Search(text) => {
                // Days are the property's gaming days.
                self.clock = property_clock(cx.data);
                self.selection = pitpay_journal::export::search(&text, &self.clock)
                    .map_err(|e| Sentence::from(&e));
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
    fn act(&mut self, message: Message, cx: &Context<'_>) -> Action {
        match message {
            Message::Station(name) => {
                self.here = Some(name);
                Action::None
            }
            // The slips' own read reports a journal that cannot be read.
            Message::JackpotsLoaded(read) => {
                let (list, at) = read.unwrap_or_default();
                self.jackpots = list;
                self.writing_to = at;
                Action::None
            }
            Message::ReasonChanged(n, v) => {
                self.reasons.insert(n, v);
                Action::None
            }
            Message::ActingId(v) => self.acting_id_typed(v, cx),
            Message::ActingIdDone => Action::Focus(None, ACTING_PIN.to_string()),
            Message::ActingPin(v) => {
                self.acting.pin = v;
                Action::None
            }
            Message::Reprint(n) => {
                Action::Run(reprint(n, cx.data, self.take_acting(cx.session), cx.words))
            }
            Message::AskVoid(n) => match (self.reason(n), self.slips().find(|e| e.number == n)) {
                (Some(reason), Some(e)) => Action::AskVoid(e.clone(), reason),
                (None, _) => Action::Note(Err(Error::NoVoidReason(n))),
                (Some(_), None) => Action::None,
            },
            Message::Void(n) => match self.reason(n) {
                Some(reason) => Action::Run(void(
                    n,
                    reason,
                    cx.data,
                    self.take_acting(cx.session),
                    cx.words,
                )),
                None => Action::Note(Err(Error::NoVoidReason(n))),
            },
            Message::Voided(n, note) => self.done(n, true, note, cx.data),
            Message::Reprinted(_, Ok(filed)) => {
                self.refused = None;
                Action::Filed(Ok(filed), self.reload(cx.data))
            }
            Message::Reprinted(n, Err(e)) => self.done(n, false, Err(e), cx.data),
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
                // English, as the refusal's Display writes it: only its wording is read.
                let why = e.to_string();
                self.refused = Some((n, e.clone(), voiding));
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

    /// The shift report, the exported list and the backup: each filed in its folder.
    fn report(&mut self, message: Message, cx: &Context<'_>) -> Action {
        match message {
            Message::ShiftReport => Action::Run(self.shift_report(cx.data, cx.words)),
            Message::ExportList => match &self.selection {
                Ok(selection) => Action::Run(export_list(
                    selection.clone(),
                    &self.search,
                    cx.data,
                    cx.words,
                )),
                Err(why) => Action::Note(Err(Error::Search(why.clone()))),
            },
            Message::Backup => Action::Run(backup(cx.data, cx.words)),
            Message::Filed(note) => Action::Filed(note, Task::none()),
            _ => Action::None,
        }
    }

    /// The "as" box's ID: with a staff register it keeps only what begins an enrolled
    /// ID, and what is typed after a whole ID goes to the PIN field
    /// ([`crate::gui::id_box`]).
    fn acting_id_typed(&mut self, typed: String, cx: &Context<'_>) -> Action {
        match crate::gui::id_box::judge(&self.acting.id, &typed, cx.enrolled) {
            crate::gui::id_box::Judged::Keep => {
                self.acting.id = typed;
                Action::None
            }
            crate::gui::id_box::Judged::ToPin(rest) => {
                self.acting.pin.push_str(&rest);
                Action::TypeOn(ACTING_PIN)
            }
            crate::gui::id_box::Judged::Refused => {
                self.acting.id.clear();
                Action::Focus(Some(Err(Error::NotEnrolled)), ACTING_ID.to_string())
            }
        }
    }

    /// Who reprints or voids, for one action: the member typed in the "as" box, else
    /// the member signed in. The box is emptied either way (an override's ID
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
}

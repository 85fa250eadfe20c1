//! The History screen's reads of the journal, off the window's thread: a page of slips
//! with who voided each void one and the gaps, how many slips the search selects, and
//! the newest jackpots. Every read is numbered and stops at its next slip once a newer
//! one has started, so a slow earlier search never replaces a later one's
//! page.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use iced::Task;

use super::{History, Message, Page, JACKPOTS, PAGE};
use crate::gui::error::Error;
use pitpay_documents::slip::list_jackpots;
use pitpay_journal::export::Selection;
use pitpay_journal::{Journal, SlipFilter, SlipState};

impl History {
    /// Reads the page at `self.at` as read number `asked + 1`, and then (`recount`) how
    /// many slips the search selects. The earlier reads still under way stop.
    pub(super) fn read(&mut self, data: Option<&Path>, recount: bool) -> Task<Message> {
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
}

/// The property's clock, as the data folder's settings say (the computer's where they
/// do not read: the settings' own error is said where they are used).
pub(super) fn property_clock(data: Option<&Path>) -> pitpay_journal::PropertyClock {
    data.and_then(|d| pitpay_journal::Settings::load(d).ok())
        .map_or_else(pitpay_journal::PropertyClock::computer, |s| s.clock())
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
            let (entries, more) =
                pitpay_journal::export::page(&journal, &self.selection, at, PAGE, &stop)?;
            let mut voided = BTreeMap::new();
            for e in entries.iter().filter(|e| e.state == SlipState::Void) {
                if let Some(v) = journal.slip(e.number)?.and_then(|r| r.void) {
                    let who = match v.who.id.as_str() {
                        "" => v.who.name,
                        id => format!("{} ({id})", v.who.name),
                    };
                    voided.insert(e.number, (who, v.time));
                }
            }
            let gaps = journal.gaps()?;
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
            Ok(pitpay_journal::export::count(
                &journal,
                &self.selection,
                &stop,
            )?)
        })();
        (self.number, total)
    }
}

/// The newest jackpots, read from the journal, and the server a shared journal's
/// connection reached (of a primary and its standbys, the one this podium writes to).
pub(super) fn jackpot_record(data: Option<&Path>) -> Task<Message> {
    let dir = data.map(Path::to_path_buf);
    Task::perform(
        async move {
            let dir = dir.ok_or(Error::NoDataFolder)?;
            if !Journal::exists(&dir) {
                return Ok((Vec::new(), None));
            }
            let journal = Journal::open(&dir)?;
            let list = list_jackpots(&journal, &SlipFilter::default(), JACKPOTS)?;
            Ok((list, journal.shared().map(str::to_string)))
        },
        Message::JackpotsLoaded,
    )
}

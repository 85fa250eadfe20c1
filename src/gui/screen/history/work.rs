//! The work behind the History screen's buttons, each a task off the window's thread:
//! Reprint (a copy printed again from its journal record), Void, the shift report for
//! the searched days, the list of what the search shows (CSV) and a backup of the whole
//! journal; each recorded as by the member typed in the "as" box or signed in, else
//! this computer's account. Every file is filed in its folder under a name of its own
//! ([`pitpay_journal::Shelf`]), never over another.

use std::path::{Path, PathBuf};

use iced::Task;

use super::read::property_clock;
use super::{Acting, History, Message};
use crate::gui::error::{Error, Note};
use crate::gui::filed::FiledNote;
use pitpay_journal::export::Selection;
use pitpay_journal::{Journal, Shelf};
use pitpay_language::{sentence, t, Sentence, Words};
use std::sync::Arc;

impl History {
    /// Files the shift report for the searched days (today when the search names
    /// none), at the searched station if any: `reports/shift-report-….pdf`.
    pub(super) fn shift_report(&self, data: Option<&Path>, w: &Arc<Words>) -> Task<Message> {
        let data = data.map(Path::to_path_buf);
        let w = Arc::clone(w);
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
                let asked = pitpay_documents::shift::Asked::from_search(
                    &search,
                    clock.stamp(now).gaming_day,
                );
                let period = asked
                    .period(&clock)
                    .map_err(|e| Error::Report(Sentence::from(&e)))?;
                let journal = Journal::open(&dir)?;
                journal.check_clock(now)?;
                let mut report =
                    pitpay_documents::shift::gather(&journal, &period, filter.station.as_deref())?;
                let settings = pitpay_journal::Settings::load(&dir).ok();
                let paper = settings
                    .as_ref()
                    .and_then(|s| s.paper)
                    .unwrap_or(pitpay_journal::Paper::Letter);
                if let Some(s) = settings {
                    report.property = s.property;
                    report.location = s.location;
                }
                let bytes = pitpay_documents::shift::render(&report, paper, now, &w)
                    .map_err(|e| Error::Report(Sentence::from(&e)))?;
                let name =
                    crate::names::shift_report(&report.period.title(pitpay_language::english()));
                let path = place(Shelf::Reports, &dir, &name)?;
                pitpay_journal::write_atomic(&path, &bytes).map_err(|e| Error::write(&path, e))?;
                let said = t!(
                    w,
                    "history-shift-report-filed",
                    period = report.period.title(&w),
                    count = report.issued,
                    path = path.display().to_string()
                );
                Ok((path, said))
            },
            Message::Filed,
        )
    }
}

/// Where a document of `shelf` named `name` is filed (a free name in its folder).
fn place(shelf: Shelf, dir: &Path, name: &str) -> Result<std::path::PathBuf, Error> {
    shelf.place(dir, name).map_err(Error::Settings)
}

/// The property's local date and time for a file name: `2026-11-28-1530`.
fn stamp_now(dir: &Path) -> String {
    let stamp = property_clock(Some(dir)).stamp(jiff::Timestamp::now());
    let l = &stamp.local;
    match (l.get(..10), l.get(11..13), l.get(14..16)) {
        (Some(day), Some(h), Some(m)) => format!("{day}-{h}{m}"),
        _ => stamp.gaming_day.to_string(),
    }
}

pub(super) fn reprint(
    n: i64,
    data: Option<&Path>,
    acting: Acting,
    w: &Arc<Words>,
) -> Task<Message> {
    let data = data.map(Path::to_path_buf);
    Task::perform(reprint_slip(n, data, acting, Arc::clone(w)), move |note| {
        Message::Reprinted(n, note)
    })
}

pub(super) fn void(
    n: i64,
    reason: String,
    data: Option<&Path>,
    acting: Acting,
    w: &Arc<Words>,
) -> Task<Message> {
    let data = data.map(Path::to_path_buf);
    Task::perform(
        void_slip(n, reason, data, acting, Arc::clone(w)),
        move |note| Message::Voided(n, note),
    )
}

/// Writes what the search selects as CSV: `exports/journal-list-….csv`.
pub(super) fn export_list(
    selection: Selection,
    search: &str,
    data: Option<&Path>,
    w: &Arc<Words>,
) -> Task<Message> {
    let data = data.map(Path::to_path_buf);
    let (w, search) = (Arc::clone(w), search.trim().to_string());
    Task::perform(
        async move {
            let dir = data.ok_or(Error::NoDataFolder)?;
            let name = format!("journal-list-{}.csv", stamp_now(&dir));
            let path = place(Shelf::Exports, &dir, &name)?;
            let journal = if Journal::exists(&dir) {
                Some(Journal::open(&dir)?)
            } else {
                None
            };
            pitpay_journal::export::write_list(
                journal.as_ref(),
                &selection,
                pitpay_journal::export::Format::Csv,
                Some(&path),
            )
            .map_err(|e| Error::Export(Sentence::from(&e)))?;
            let at = path.display().to_string();
            let said = if search.is_empty() {
                t!(w, "history-list-filed", path = at)
            } else {
                t!(w, "history-found-filed", search = search, path = at)
            };
            Ok((path, said))
        },
        Message::Filed,
    )
}

/// Backs the whole journal up while podiums use it: `exports/journal-backup-….sqlite3`.
pub(super) fn backup(data: Option<&Path>, w: &Arc<Words>) -> Task<Message> {
    let data = data.map(Path::to_path_buf);
    let w = Arc::clone(w);
    Task::perform(
        async move {
            let dir = data.ok_or(Error::NoDataFolder)?;
            if !Journal::exists(&dir) {
                return Err(Error::Export(sentence!("history-nothing-to-back-up")));
            }
            let name = format!("journal-backup-{}.sqlite3", stamp_now(&dir));
            let path = place(Shelf::Exports, &dir, &name)?;
            let journal = Journal::open(&dir)?;
            let head = journal.backup(&path, false)?;
            let said = t!(
                w,
                "history-backed-up",
                entries = u64::try_from(head.seq).unwrap_or(0),
                slips = u64::try_from(head.last_slip).unwrap_or(0),
                path = path.display().to_string()
            );
            Ok((path, said))
        },
        Message::Filed,
    )
}

/// Prints slip `n` again from its journal record, filed in the slips folder (the work
/// behind Reprint).
async fn reprint_slip(n: i64, data: Option<PathBuf>, acting: Acting, w: Arc<Words>) -> FiledNote {
    let dir = data.ok_or(Error::NoDataFolder)?;
    // The reprint is recorded as by the member typed in (with a staff register), else
    // this computer's account.
    let options = pitpay_documents::slip::Options {
        who: acting.actor(),
        pins: acting.pins(),
        words: Some(Arc::clone(&w)),
        ..Default::default()
    };
    let copy = pitpay_documents::slip::reprint(n, None, &dir, &options)?;
    let said = t!(
        w,
        "history-reprinted",
        number = n,
        path = copy.file.display().to_string()
    );
    Ok((copy.file, said))
}

/// Voids slip `n` in the journal (the work behind Void).
async fn void_slip(
    n: i64,
    reason: String,
    data: Option<PathBuf>,
    acting: Acting,
    w: Arc<Words>,
) -> Note {
    let dir = data.ok_or(Error::NoDataFolder)?;
    pitpay_documents::slip::void(n, &reason, &dir, &acting.actor(), &mut acting.pins())?;
    Ok(t!(w, "history-now-void", number = n, reason = reason))
}

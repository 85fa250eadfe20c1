//! The work behind the History screen's buttons, each a task off the window's thread:
//! Reprint (a copy printed again from its journal record), Void, and the shift report
//! for the searched days; each recorded as by the member typed in the "as" box or
//! signed in (issue 19), else this computer's account.

use std::path::{Path, PathBuf};

use iced::Task;

use super::read::property_clock;
use super::{Acting, History, Message};
use crate::gui::error::{Error, Note};
use pitpay_journal::Journal;

impl History {
    /// Writes the shift report for the searched days (today when the search names
    /// none), at the searched station if any.
    pub(super) fn shift_report(&self, path: PathBuf, data: Option<&Path>) -> Task<Message> {
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
                let asked = pitpay_documents::shift::Asked::from_search(
                    &search,
                    clock.stamp(now).gaming_day,
                );
                let period = asked.period(&clock).map_err(Error::Report)?;
                let journal = Journal::open(&dir)?;
                journal.check_clock(now)?;
                let report =
                    pitpay_documents::shift::gather(&journal, &period, filter.station.as_deref())?;
                let paper = pitpay_journal::Settings::load(&dir)
                    .ok()
                    .and_then(|s| s.paper)
                    .unwrap_or(pitpay_journal::Paper::Letter);
                let bytes = pitpay_documents::shift::render(&report, paper, now)
                    .map_err(|e| Error::Report(e.to_string()))?;
                pitpay_journal::write_atomic(&path, &bytes).map_err(|e| Error::write(&path, e))?;
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
}

pub(super) fn reprint(n: i64, path: PathBuf, data: Option<&Path>, acting: Acting) -> Task<Message> {
    let data = data.map(Path::to_path_buf);
    Task::perform(reprint_slip(n, path, data, acting), move |note| {
        Message::Done(n, false, note)
    })
}

pub(super) fn void(n: i64, reason: String, data: Option<&Path>, acting: Acting) -> Task<Message> {
    let data = data.map(Path::to_path_buf);
    Task::perform(void_slip(n, reason, data, acting), move |note| {
        Message::Done(n, true, note)
    })
}

/// Prints slip `n` again from its journal record (the work behind Reprint).
pub(super) async fn reprint_slip(
    n: i64,
    path: PathBuf,
    data: Option<PathBuf>,
    acting: Acting,
) -> Note {
    let dir = data.ok_or(Error::NoDataFolder)?;
    // The save dialog (or the typed path the user chose) has already said where; the
    // reprint is recorded as by the member typed in (with a staff register), else this
    // computer's account.
    let options = pitpay_documents::slip::Options {
        force: true,
        who: acting.actor(),
        pins: acting.pins(),
        ..Default::default()
    };
    pitpay_documents::slip::reprint(n, &path, &dir, &options)?;
    Ok(format!("Slip {n} printed again to {}", path.display()))
}

/// Voids slip `n` in the journal (the work behind Void).
pub(super) async fn void_slip(
    n: i64,
    reason: String,
    data: Option<PathBuf>,
    acting: Acting,
) -> Note {
    let dir = data.ok_or(Error::NoDataFolder)?;
    pitpay_documents::slip::void(n, &reason, &dir, &acting.actor(), &mut acting.pins())?;
    Ok(format!("Slip {n} is void: {reason}"))
}

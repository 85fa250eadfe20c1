//! The journal for an auditor ("The auditor's export"): `pitpay journal` with
//! filters, as a table, JSON or CSV, streamed slip by slip so that a month of a
//! property's slips comes out in constant memory.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::clock::{utc_text, ClockError, PropertyClock};
use crate::files::OutputError;
use crate::journal::entry::CageState;
use crate::journal::{Entry, Journal, JournalError, SlipFilter, SlipState};
use pitpay_core::Date;
use pitpay_language::{sentence, Sentence};

/// What the state filter asks of a slip: one of its states in the journal, or one of
/// the two marks the listing writes beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// In this state: issued, printed again, or void.
    Is(SlipState),
    /// No copy's file appeared.
    FileMissing,
    /// Pays a progressive meter award.
    Jackpot,
    /// Paid at the cage, or still owed there.
    Cage(CageState),
}

impl State {
    /// Every state the filter takes, as written on the command line and in the search.
    pub(crate) fn names() -> Vec<&'static str> {
        let mut names: Vec<&str> = SlipState::ALL.iter().map(|s| s.id()).collect();
        names.extend(["file-missing", "jackpot", "outstanding", "cage-paid"]);
        names
    }

    /// The state a word names; the error lists the states there are.
    pub(crate) fn parse(word: &str) -> Result<State, SelectionError> {
        if let Some(s) = SlipState::ALL.into_iter().find(|s| s.id() == word) {
            return Ok(State::Is(s));
        }
        Ok(match word {
            "file-missing" => State::FileMissing,
            "jackpot" => State::Jackpot,
            "outstanding" => State::Cage(CageState::Outstanding),
            "cage-paid" => State::Cage(CageState::Paid),
            _ => return Err(SelectionError::NotAState(word.to_string())),
        })
    }

    /// Whether a listed slip is in this state.
    pub(crate) fn holds(self, e: &Entry) -> bool {
        match self {
            State::Is(state) => e.state == state,
            State::FileMissing => e.file_missing,
            State::Jackpot => e.jackpot,
            State::Cage(state) => e.cage == Some(state),
        }
    }
}

/// What the command line asked to select, as written.
#[derive(Debug, Clone, Default)]
pub struct Asked {
    /// `--since DATE`.
    pub since: Option<String>,
    /// `--until DATE` (that whole day included).
    pub until: Option<String>,
    /// `--station`.
    pub station: Option<String>,
    /// `--table`.
    pub table: Option<String>,
    /// `--supervisor` (name or ID).
    pub supervisor: Option<String>,
    /// `--state`.
    pub state: Option<String>,
    /// `--gaming-day DATE`.
    pub gaming_day: Option<String>,
    /// `--shift NAME`: of the gaming day given, or of any day.
    pub shift: Option<String>,
}

/// Why a selection does not read, in the words of History's search box (`from:`,
/// `to:`, `day:`, `shift:`); the command line names its options instead (`--since`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SelectionError {
    /// The first day or moment is not one.
    Since(ClockError),
    /// The last day or moment is not one.
    Until(ClockError),
    /// The gaming day is not one.
    GamingDay(ClockError),
    /// The shift is not one.
    Shift(ClockError),
    /// A range that ends before it starts.
    Backwards {
        /// The start, as written.
        since: String,
        /// The end, as written.
        until: String,
    },
    /// A state that is none of the slips'.
    NotAState(String),
    /// A word of the search box that it does not take.
    NotSearchable(String),
    /// A paid range whose end is not an amount.
    NotAnAmount {
        /// The range, as written.
        range: String,
        /// The end that is not an amount.
        amount: String,
    },
    /// A paid range that ends before it starts.
    PaidBackwards(String),
    /// No period: neither a first gaming day nor one gaming day.
    NoPeriod,
}

pitpay_language::english_display!(SelectionError);

/// Why a selection does not read, in any language; the search box's words (`from:`,
/// `paid:`) and the states' ids are what is typed, in every language.
impl From<&SelectionError> for Sentence {
    fn from(e: &SelectionError) -> Sentence {
        let states = || State::names().join(", ");
        match e {
            SelectionError::Since(e) => {
                sentence!("journal-error-selection-since", why = Sentence::from(e))
            }
            SelectionError::Until(e) => {
                sentence!("journal-error-selection-until", why = Sentence::from(e))
            }
            SelectionError::GamingDay(e) => {
                sentence!("journal-error-selection-day", why = Sentence::from(e))
            }
            SelectionError::Shift(e) => {
                sentence!("journal-error-selection-shift", why = Sentence::from(e))
            }
            SelectionError::Backwards { since, until } => sentence!(
                "journal-error-selection-backwards",
                since = since,
                until = until
            ),
            SelectionError::NotAState(word) => sentence!(
                "journal-error-selection-not-a-state",
                word = word,
                states = states()
            ),
            SelectionError::NotSearchable(word) => sentence!(
                "journal-error-selection-not-searchable",
                word = word,
                states = states()
            ),
            SelectionError::NotAnAmount { range, amount } => sentence!(
                "journal-error-selection-not-an-amount",
                range = range,
                amount = amount
            ),
            SelectionError::PaidBackwards(range) => {
                sentence!("journal-error-selection-paid-backwards", range = range)
            }
            SelectionError::NoPeriod => sentence!("journal-error-selection-no-period"),
        }
    }
}

/// A selection read from the command line: the journal's filter and the state wanted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// What the journal selects by index.
    pub filter: SlipFilter,
    /// The state wanted, checked slip by slip.
    pub state: Option<State>,
    /// The shift wanted on any day, checked slip by slip (a shift of one gaming day is a
    /// range of the filter's).
    pub shift: Option<String>,
}

impl Selection {
    /// Whether a listed slip is selected by what the index could not check.
    pub(crate) fn holds(&self, e: &Entry) -> bool {
        self.state.is_none_or(|s| s.holds(e))
            && self
                .shift
                .as_ref()
                .is_none_or(|s| e.shift.eq_ignore_ascii_case(s))
    }
}

impl Asked {
    /// The selection by the property's `clock` (days are gaming days; a full
    /// local date and time with its offset is taken too), or what is wrong with it in
    /// a date that is not one, a range that ends before it starts, a state or a shift
    /// that is not one.
    pub fn selection(&self, clock: &PropertyClock) -> Result<Selection, SelectionError> {
        let bound = |refuse: fn(ClockError) -> SelectionError, text: &Option<String>, end: bool| {
            text.as_deref()
                .map(|t| clock.bound(t, end).map_err(refuse))
                .transpose()
        };
        let mut since = bound(SelectionError::Since, &self.since, false)?;
        let mut until = bound(SelectionError::Until, &self.until, true)?;
        let mut shift = self.shift.as_deref().map(str::trim).map(str::to_string);
        if let Some(day) = &self.gaming_day {
            let day = day
                .trim()
                .parse::<Date>()
                .map_err(|e| SelectionError::GamingDay(ClockError::NotADay(Sentence::from(&e))))?;
            let (start, end) = clock
                .range(day, day, shift.take().as_deref())
                .map_err(SelectionError::Shift)?;
            since = Some(since.map_or(start, |s| s.max(start)));
            until = Some(until.map_or(end, |u| u.min(end)));
        } else if let Some(name) = &shift {
            if !clock
                .shifts()
                .iter()
                .any(|s| s.name.eq_ignore_ascii_case(name))
            {
                return Err(SelectionError::Shift(clock.not_a_shift(name)));
            }
        }
        if let (Some(s), Some(u)) = (since, until) {
            if u <= s {
                return Err(SelectionError::Backwards {
                    since: self.since.as_deref().unwrap_or_default().trim().to_string(),
                    until: self.until.as_deref().unwrap_or_default().trim().to_string(),
                });
            }
        }
        let state = self.state.as_deref().map(State::parse).transpose()?;
        let text = |t: &Option<String>| t.as_deref().map(str::trim).map(str::to_string);
        Ok(Selection {
            filter: SlipFilter {
                since: since.map(utc_text),
                until: until.map(utc_text),
                station: text(&self.station),
                table: text(&self.table),
                supervisor: text(&self.supervisor),
                jackpot: state == Some(State::Jackpot),
                cage: matches!(state, Some(State::Cage(_))),
                outstanding: state == Some(State::Cage(CageState::Outstanding)),
                ..SlipFilter::default()
            },
            state,
            shift,
        })
    }
}

/// How the list is written.
#[derive(Clone, Copy)]
pub enum Format<'w> {
    /// Columns for a terminal, headed and marked in these words (the figures, ids and
    /// names from the journal stay as recorded).
    Table(&'w pitpay_language::Words),
    /// The contract's `{"slips": [...]}`.
    Json,
    /// One row a slip, with a header row, for a spreadsheet.
    Csv,
}

/// The CSV header, in column order (then the property's local time with its offset,
/// the gaming day and the shift, beside `time` in UTC; then the amount to be paid, beside
/// `paid`, the stake back plus winnings, and where a slip the cage pays stands).
pub(crate) const CSV_HEADER: [&str; 18] = [
    "number",
    "time",
    "station",
    "table",
    "game",
    "supervisor",
    "supervisor_id",
    "paid",
    "net",
    "state",
    "void_reason",
    "file_missing",
    "jackpot",
    "local_time",
    "gaming_day",
    "shift",
    "to_pay",
    "cage",
];

/// Writes the selected slips to `out`, one at a time; returns how many were written.
pub(crate) fn write(
    journal: &Journal,
    selection: &Selection,
    format: Format<'_>,
    out: &mut dyn Write,
) -> Result<u64, ExportError> {
    if selection.filter.jackpot {
        journal.jackpots_hold()?;
    }
    let mut count = 0u64;
    match format {
        Format::Json => out.write_all(b"{\"slips\": [")?,
        Format::Table(w) => writeln!(out, "{}", crate::listing::header(w))?,
        Format::Csv => out.write_all(&csv_line(CSV_HEADER)?)?,
    }
    let mut failed: Option<ExportError> = None;
    journal.slips(&selection.filter, &mut |e| {
        if !selection.holds(&e) {
            return Ok(true);
        }
        let written = match format {
            Format::Json => json_row(out, &e, count == 0),
            Format::Table(w) => {
                writeln!(out, "{}", crate::listing::row(w, &e)).map_err(ExportError::from)
            }
            Format::Csv => csv_row(out, &e),
        };
        count += 1;
        match written {
            Ok(()) => Ok(true),
            Err(err) => {
                failed = Some(err);
                Ok(false)
            }
        }
    })?;
    if let Some(e) = failed {
        return Err(e);
    }
    // Entries lost and recorded as a gap are said after the slips: a listing
    // whose numbers skip says why.
    let gaps = journal.gaps()?;
    match format {
        Format::Json if gaps.is_empty() => out.write_all(b"\n]}\n")?,
        Format::Json => {
            out.write_all(b"\n], \"gaps\": ")?;
            serde_json::to_writer(&mut *out, &gaps.iter().map(gap_json).collect::<Vec<_>>())?;
            out.write_all(b"}\n")?;
        }
        Format::Table(w) => {
            for g in &gaps {
                writeln!(out, "{}", g.describe_in(w))?;
            }
        }
        Format::Csv => {}
    }
    out.flush()?;
    Ok(count)
}

/// A gap as the listing's JSON says it.
fn gap_json(g: &crate::journal::Gap) -> serde_json::Value {
    serde_json::json!({
        "entry": g.seq,
        "time": g.record.time,
        "by": g.record.by,
        "station": g.record.station,
        "lost_from": g.record.lost_from,
        "lost_to": g.record.lost_to,
        "last_slip": g.record.last_slip,
        "words": g.describe(),
    })
}

fn json_row(out: &mut dyn Write, e: &Entry, first: bool) -> Result<(), ExportError> {
    out.write_all(if first { b"\n  " } else { b",\n  " })?;
    Ok(serde_json::to_writer(&mut *out, e)?)
}

fn csv_row(out: &mut dyn Write, e: &Entry) -> Result<(), ExportError> {
    let flag = |b: bool| if b { "yes" } else { "no" };
    let number = e.number.to_string();
    let line = csv_line([
        number.as_str(),
        &e.time,
        &e.station,
        &e.table,
        &e.game,
        &e.supervisor,
        &e.supervisor_id,
        &e.paid,
        &e.net,
        e.state.id(),
        e.void_reason.as_deref().unwrap_or(""),
        flag(e.file_missing),
        flag(e.jackpot),
        &e.local_time,
        &e.gaming_day,
        &e.shift,
        &e.to_pay,
        e.cage.map_or("", CageState::id),
    ])?;
    out.write_all(&line)?;
    Ok(())
}

/// One CSV line, quoted where a field needs it (the csv crate's rules).
fn csv_line<'a>(fields: impl IntoIterator<Item = &'a str>) -> Result<Vec<u8>, ExportError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(fields)?;
    w.into_inner()
        .map_err(|e| ExportError::Write(e.into_error()))
}

/// Writes the slips `selection` picks from `journal` (none yet: the header alone) in
/// `format` to the file `path`, or to standard output when there is none. A file is
/// written beside itself and renamed into place once complete, so a failed export
/// leaves no half-written file.
pub fn write_list(
    journal: Option<&Journal>,
    selection: &Selection,
    format: Format<'_>,
    path: Option<&Path>,
) -> Result<(), ExportError> {
    match (journal, path) {
        (None, _) => write_empty(format, path),
        (Some(j), Some(p)) => write_file(j, selection, format, p),
        (Some(j), None) => {
            let stdout = std::io::stdout();
            let mut lock = std::io::BufWriter::new(stdout.lock());
            write(j, selection, format, &mut lock).map(drop)
        }
    }
}

/// Writes the selection to a new file: into a temporary file beside it, renamed into
/// place only once complete, so a failed export leaves no half-written file.
pub(crate) fn write_file(
    journal: &Journal,
    selection: &Selection,
    format: Format<'_>,
    path: &Path,
) -> Result<(), ExportError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let partial = crate::files::folder_of(path).join(format!(".{name}.partial"));
    // A file that is not there yet is put in place only where nothing is by then
    // (a hard link fails on a taken name): an export never replaces a file it did not
    // find there (the command line's `--force` is checked before this is called).
    let new = std::fs::symlink_metadata(path).is_err();
    let result = (|| {
        let file = std::fs::File::create(&partial)?;
        let mut buffered = std::io::BufWriter::new(file);
        write(journal, selection, format, &mut buffered)?;
        let file = buffered
            .into_inner()
            .map_err(|e| ExportError::Write(e.into_error()))?;
        file.sync_all()?;
        if new {
            match std::fs::hard_link(&partial, path) {
                Ok(()) => {
                    let _ = std::fs::remove_file(&partial);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Err(e.into()),
                // A folder that takes no hard links (some network shares).
                Err(_) => std::fs::rename(&partial, path)?,
            }
        } else {
            std::fs::rename(&partial, path)?;
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    result.map_err(|e: ExportError| match e {
        ExportError::Write(source) => ExportError::WriteTo {
            path: path.to_path_buf(),
            source,
        },
        other => other,
    })
}

/// The list of a journal that does not exist yet: its header only.
pub(crate) fn write_empty(format: Format<'_>, path: Option<&Path>) -> Result<(), ExportError> {
    let text = match format {
        Format::Json => "{\"slips\": [\n]}\n".to_string(),
        Format::Table(w) => format!("{}\n", crate::listing::header(w)),
        Format::Csv => format!("{}\n", CSV_HEADER.join(",")),
    };
    match path {
        Some(p) => crate::files::write_atomic(p, text.as_bytes())?,
        None => std::io::stdout().write_all(text.as_bytes())?,
    }
    Ok(())
}

/// Where a CSV goes: standard output for `-`, else a new file (an existing one only
/// with `force`), written beside itself and renamed into place when complete. `Err`
/// says why the file may not be written (the caller names it).
pub fn csv_target(path: &Path, force: bool) -> Result<Option<PathBuf>, OutputError> {
    if path == Path::new("-") {
        return Ok(None);
    }
    // A device, pipe or folder is never replaced, forced or not.
    crate::files::check_output(path, force, &[])?;
    Ok(Some(path.to_path_buf()))
}

/// Why an export stopped.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The journal could not be read.
    Journal(#[from] JournalError),
    /// The output could not be written.
    Write(#[from] std::io::Error),
    /// The file could not be written.
    WriteTo {
        /// The file.
        path: PathBuf,
        /// Why not.
        source: std::io::Error,
    },
}

pitpay_language::english_display!(ExportError);

/// Why an export stopped, in any language (the system's reason as it words it).
impl From<&ExportError> for Sentence {
    fn from(e: &ExportError) -> Sentence {
        match e {
            ExportError::Journal(e) => e.into(),
            ExportError::Write(why) => {
                sentence!("journal-error-export-write", why = why.to_string())
            }
            ExportError::WriteTo { path, source } => sentence!(
                "journal-error-export-write-to",
                path = path.display().to_string(),
                why = source.to_string()
            ),
        }
    }
}

impl From<csv::Error> for ExportError {
    fn from(e: csv::Error) -> Self {
        ExportError::Write(std::io::Error::other(e))
    }
}

impl From<serde_json::Error> for ExportError {
    fn from(e: serde_json::Error) -> Self {
        ExportError::Write(e.into())
    }
}

/// What History's search box selects (find one slip among a year's as you
/// type). Words, separated by spaces, all of which must hold:
/// - a number: that slip (`1042`);
/// - a state: `issued`, `reprinted`, `void`, `file-missing`, `jackpot`, and the cage's
///   `outstanding` and `cage-paid`;
/// - a day `YYYY-MM-DD` (that day), or `from:DATE` and `to:DATE`;
/// - `paid:100-500` (dollars, either end may be left out: `paid:1000-`);
/// - `table:BJ-3`, `station:NAME`, `by:NAME-OR-ID`.
///
/// Anything else is refused with what the box takes.
pub fn search(text: &str, clock: &PropertyClock) -> Result<Selection, SelectionError> {
    let mut asked = Asked::default();
    let mut filter = SlipFilter::default();
    for word in text.split_whitespace() {
        let (key, value) = word.split_once(':').unwrap_or(("", word));
        match key {
            "table" => filter.table = Some(value.to_string()),
            "station" => filter.station = Some(value.to_string()),
            "by" => filter.supervisor = Some(value.to_string()),
            "from" => asked.since = Some(value.to_string()),
            "to" => asked.until = Some(value.to_string()),
            "paid" => (filter.paid_from, filter.paid_to) = paid_range(value)?,
            "day" => asked.gaming_day = Some(value.to_string()),
            "shift" => asked.shift = Some(value.to_string()),
            "" if value.parse::<i64>().is_ok_and(|n| n > 0) => {
                filter.number = value.parse().ok();
            }
            "" if value.parse::<Date>().is_ok() => asked.gaming_day = Some(value.to_string()),
            "" if State::parse(value).is_ok() => asked.state = Some(value.to_string()),
            _ => return Err(SelectionError::NotSearchable(word.to_string())),
        }
    }
    let mut selection = asked.selection(clock)?;
    selection.filter = SlipFilter {
        since: selection.filter.since,
        until: selection.filter.until,
        jackpot: selection.filter.jackpot,
        cage: selection.filter.cage,
        outstanding: selection.filter.outstanding,
        ..filter
    };
    Ok(selection)
}

/// One page of the slips `selection` selects, newest first, after slip `at`: read until
/// `size` are found and one more (which says there are older ones), or until `stop`
/// says a newer search has taken this one's place (History's search box: a
/// keystroke's read is abandoned at the next keystroke). Gives the slips and whether
/// older ones match too.
pub fn page(
    journal: &Journal,
    selection: &Selection,
    at: Option<i64>,
    size: usize,
    stop: &dyn Fn() -> bool,
) -> Result<(Vec<Entry>, bool), JournalError> {
    if selection.filter.jackpot {
        journal.jackpots_hold()?;
    }
    let mut entries = Vec::with_capacity(size + 1);
    if nothing_in_range(journal, selection)? {
        return Ok((entries, false));
    }
    let filter = SlipFilter {
        newest_first: true,
        after: at,
        ..selection.filter.clone()
    };
    journal.slips(&filter, &mut |e| {
        if stop() {
            return Ok(false);
        }
        if selection.holds(&e) {
            entries.push(e);
        }
        Ok(entries.len() <= size)
    })?;
    let more = entries.len() > size;
    entries.truncate(size);
    Ok((entries, more))
}

/// Whether a search with a day or a range of days can match nothing because no slip
/// was issued then, as the journal's kind-and-time index tells at once: the listing
/// itself would read every slip of the other conditions to find none.
pub(crate) fn nothing_in_range(
    journal: &Journal,
    selection: &Selection,
) -> Result<bool, JournalError> {
    let f = &selection.filter;
    if f.since.is_none() && f.until.is_none() {
        return Ok(false);
    }
    Ok(issued_in(journal, f)? == 0)
}

/// How many slips were issued in the filter's days at its station, by the journal's
/// kind-and-time index (the filter's other conditions are not asked).
fn issued_in(journal: &Journal, f: &SlipFilter) -> Result<u64, JournalError> {
    let n = journal.count(
        crate::journal::Kind::Issue,
        f.since.as_deref().unwrap_or(""),
        f.until.as_deref().unwrap_or(LATEST),
        f.station.as_deref(),
    )?;
    Ok(u64::try_from(n).unwrap_or(0))
}

/// After every time a journal writes ("9999-…" sorts after any RFC 3339 time).
const LATEST: &str = "9999";

/// How many slips `selection` selects (History's "slips 51-100 of 1,234"): by the
/// kind-and-time index when it asks only for days and a station, else counted as they
/// are listed. `None` when `stop` ended the count (a newer search replaced it).
pub fn count(
    journal: &Journal,
    selection: &Selection,
    stop: &dyn Fn() -> bool,
) -> Result<Option<u64>, JournalError> {
    let f = &selection.filter;
    let by_index = selection.state.is_none()
        && selection.shift.is_none()
        && f.table.is_none()
        && f.supervisor.is_none()
        && f.number.is_none()
        && f.paid_from.is_none()
        && f.paid_to.is_none()
        && !f.jackpot
        && !f.cage;
    if by_index || nothing_in_range(journal, selection)? {
        return issued_in(journal, f).map(Some);
    }
    let mut n = 0u64;
    let mut stopped = false;
    journal.slips(f, &mut |e| {
        if stop() {
            stopped = true;
            return Ok(false);
        }
        if selection.holds(&e) {
            n += 1;
        }
        Ok(true)
    })?;
    Ok((!stopped).then_some(n))
}

/// `100-500`, `1000-`, `-50` in dollars (cents allowed): the range in cents.
fn paid_range(text: &str) -> Result<(Option<i64>, Option<i64>), SelectionError> {
    let (from, to) = text.split_once('-').unwrap_or((text, text));
    let cents = |t: &str| -> Result<Option<i64>, SelectionError> {
        if t.is_empty() {
            return Ok(None);
        }
        pitpay_core::Money::parse_allowing_zero(t)
            .map(|(m, _)| Some(m.cents()))
            .map_err(|_| SelectionError::NotAnAmount {
                range: text.to_string(),
                amount: t.to_string(),
            })
    };
    let (from, to) = (cents(from)?, cents(to)?);
    if let (Some(f), Some(t)) = (from, to) {
        if t < f {
            return Err(SelectionError::PaidBackwards(text.to_string()));
        }
    }
    Ok((from, to))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc() -> PropertyClock {
        PropertyClock::new(
            "UTC",
            jiff::civil::Time::midnight(),
            crate::clock::default_shifts(),
        )
        .unwrap()
    }

    fn las_vegas() -> PropertyClock {
        let six = crate::clock::parse_hh_mm("06:00").unwrap();
        PropertyClock::new("America/Los_Angeles", six, crate::clock::default_shifts()).unwrap()
    }

    #[test]
    fn a_month_until_its_last_day_includes_that_day() {
        let asked = Asked {
            since: Some("2026-11-01".into()),
            until: Some("2026-11-30".into()),
            ..Asked::default()
        };
        let s = asked.selection(&utc()).unwrap();
        assert_eq!(s.filter.since.as_deref(), Some("2026-11-01T00:00:00Z"));
        assert_eq!(s.filter.until.as_deref(), Some("2026-12-01T00:00:00Z"));
    }

    /// Days are the property's gaming days; a gaming day's shift is a range; a
    /// shift alone is checked slip by slip.
    #[test]
    fn days_are_gaming_days_and_shifts_are_ranges_of_them() {
        let asked = Asked {
            gaming_day: Some("2026-11-26".into()),
            ..Asked::default()
        };
        let s = asked.selection(&las_vegas()).unwrap();
        assert_eq!(s.filter.since.as_deref(), Some("2026-11-26T14:00:00Z"));
        assert_eq!(s.filter.until.as_deref(), Some("2026-11-27T14:00:00Z"));
        let asked = Asked {
            gaming_day: Some("2026-11-26".into()),
            shift: Some("graveyard".into()),
            ..Asked::default()
        };
        let s = asked.selection(&las_vegas()).unwrap();
        assert_eq!(s.filter.since.as_deref(), Some("2026-11-27T06:00:00Z"));
        assert_eq!(s.filter.until.as_deref(), Some("2026-11-27T14:00:00Z"));
        assert_eq!(s.shift, None);
        let asked = Asked {
            shift: Some("swing".into()),
            ..Asked::default()
        };
        assert_eq!(
            asked.selection(&las_vegas()).unwrap().shift.as_deref(),
            Some("swing")
        );
        let asked = Asked {
            shift: Some("night".into()),
            ..Asked::default()
        };
        assert!(matches!(
            asked.selection(&las_vegas()),
            Err(SelectionError::Shift(ClockError::NotAShift { .. }))
        ));
        let s = search("day:2026-11-26 shift:swing", &las_vegas()).unwrap();
        assert_eq!(s.filter.since.as_deref(), Some("2026-11-26T22:00:00Z"));
        assert_eq!(s.filter.until.as_deref(), Some("2026-11-27T06:00:00Z"));
    }

    #[test]
    fn the_search_box_reads_numbers_states_days_and_keys() {
        let search = |t: &str| search(t, &utc());
        let s = search("1042").unwrap();
        assert_eq!(s.filter.number, Some(1042));
        let s = search("void table:BJ-3 2026-11-24 paid:100-500").unwrap();
        assert_eq!(s.state, Some(State::Is(SlipState::Void)));
        assert_eq!(s.filter.table.as_deref(), Some("BJ-3"));
        assert_eq!(s.filter.since.as_deref(), Some("2026-11-24T00:00:00Z"));
        assert_eq!(s.filter.until.as_deref(), Some("2026-11-25T00:00:00Z"));
        assert_eq!(
            (s.filter.paid_from, s.filter.paid_to),
            (Some(10_000), Some(50_000))
        );
        let s = search("jackpot by:S-7 paid:1000-").unwrap();
        assert!(s.filter.jackpot);
        assert_eq!(s.filter.supervisor.as_deref(), Some("S-7"));
        assert_eq!(
            (s.filter.paid_from, s.filter.paid_to),
            (Some(100_000), None)
        );
        let e = search("whatever").unwrap_err();
        assert!(
            e.to_string().contains("is not something to search by"),
            "{e}"
        );
        let e = search("paid:500-100").unwrap_err();
        assert_eq!(e, SelectionError::PaidBackwards("500-100".into()));
        let e = search("from:2026-11-30 to:2026-11-01").unwrap_err();
        assert_eq!(
            e.to_string(),
            "to:2026-11-01 is before from:2026-11-30: the range ends before it starts"
        );
    }

    #[test]
    fn bad_filters_are_refused_in_words() {
        let bad = |asked: Asked| asked.selection(&utc()).unwrap_err();
        let e = bad(Asked {
            since: Some("2026-13-01".into()),
            ..Asked::default()
        });
        assert_eq!(
            e.to_string(),
            "from: \"2026-13-01\" is not a date (YYYY-MM-DD)",
            "the search box's words, never an option's"
        );
        let e = bad(Asked {
            since: Some("yesterday".into()),
            ..Asked::default()
        });
        assert!(e.to_string().contains("is neither a gaming day"), "{e}");
        let e = bad(Asked {
            since: Some("2026-11-02".into()),
            until: Some("2026-11-01".into()),
            ..Asked::default()
        });
        assert!(matches!(e, SelectionError::Backwards { .. }), "{e}");
        let e = bad(Asked {
            state: Some("lost".into()),
            ..Asked::default()
        });
        assert!(
            e.to_string()
                .contains("issued, reprinted, void, file-missing, jackpot, outstanding, cage-paid"),
            "{e}"
        );
    }
}

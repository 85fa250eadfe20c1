//! The shift report: the sheet a pit manager signs at the end of a shift, and the one
//! a compliance auditor reads. For a period of gaming days, or one gaming day, or one
//! shift of it (in the property's local time; [`pitpay_journal::PropertyClock`]), and a
//! station or all of a shared journal's: the property and location (or lines to fill
//! in), the slips issued, how many of them were since printed again or voided, the
//! reprints and voids recorded in the period, totals paid by table and by game (voided
//! slips left out, and counted apart), every slip of the period by number (so a gap or
//! a number listed twice shows) with its reprints and who made them, its void with the
//! reason and who voided it, and whether it re-issues an earlier slip of the same round
//! (`shift/listing.rs` says how that is found), the cage's slips paid and outstanding,
//! by cashier (`shift/cage.rs`), every jackpot with its patron and witness, the
//! chain's head at the end of the period (to compare with a later `journal --check`),
//! and lines for the supervisor, the cashier and the manager to sign. Money is written
//! with its currency's symbol and thousands separators. Read from the journal's indexes
//! for the period only, and drawn like the slips, on as many pages as it needs, every
//! line wrapped within the margins.

mod cage;
pub(crate) mod listing;
pub(crate) mod sheet;

use std::collections::BTreeMap;

use jiff::Timestamp;

use crate::pdf::flow::{Cell, Flow, Margins};
use crate::pdf::{self, Paper, PdfError, Weight};
use crate::slip::jackpots::{self, Jackpot};
use pitpay_core::Date;
use pitpay_core::{Currency, Money};
use pitpay_journal::export::SelectionError;
use pitpay_journal::{utc_text, ClockError, PropertyClock};
use pitpay_journal::{Head, Journal, JournalError, Kind, SlipFilter, SlipState};
use pitpay_language::{t, Sentence, Words};

/// Slips and what they paid, for one table or game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Slips (not voided).
    pub slips: u64,
    /// Their player totals paid, added up.
    pub paid: Money,
}

/// The period a report covers, as asked (from a first to a last gaming day, or one
/// gaming day with an optional shift).
#[derive(Debug, Clone, Default)]
pub struct Asked {
    /// The first gaming day.
    pub since: Option<String>,
    /// The last gaming day, included (default: the first).
    pub until: Option<String>,
    /// One gaming day.
    pub gaming_day: Option<String>,
    /// One shift of that gaming day.
    pub shift: Option<String>,
}

/// A report's period: the gaming days it covers, the shift when one, and its moments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Period {
    /// The first gaming day.
    pub first: Date,
    /// The last, included.
    pub last: Date,
    /// The shift, when the report is of one.
    pub shift: Option<String>,
    /// Its first moment, included.
    pub from: Timestamp,
    /// Its end, excluded.
    pub until: Timestamp,
    /// The clock it is read by.
    pub clock: PropertyClock,
}

impl Asked {
    /// The period History's search names (a gaming day, `day:DATE`, `from:`/`to:`,
    /// `shift:NAME`), else the gaming day `today`.
    pub fn from_search(text: &str, today: Date) -> Asked {
        let mut asked = Asked::default();
        for word in text.split_whitespace() {
            match word.split_once(':') {
                Some(("day", d)) => asked.gaming_day = Some(d.to_string()),
                Some(("from", d)) => asked.since = Some(d.to_string()),
                Some(("to", d)) => asked.until = Some(d.to_string()),
                Some(("shift", s)) => asked.shift = Some(s.to_string()),
                None if word.parse::<Date>().is_ok() => asked.gaming_day = Some(word.into()),
                _ => {}
            }
        }
        if asked.gaming_day.is_none() && asked.since.is_none() {
            asked.gaming_day = Some(today.to_string());
        }
        if asked.gaming_day.is_some() {
            asked.since = None;
            asked.until = None;
        }
        asked
    }

    /// The period by the property's clock, or what is wrong with it.
    pub fn period(&self, clock: &PropertyClock) -> Result<Period, SelectionError> {
        let day = |refuse: fn(ClockError) -> SelectionError, t: &str| {
            t.trim()
                .parse::<Date>()
                .map_err(|e| refuse(ClockError::NotADay(Sentence::from(&e))))
        };
        let (first, last, shift) = match (&self.gaming_day, &self.since) {
            (Some(d), _) => {
                let d = day(SelectionError::GamingDay, d)?;
                (d, d, self.shift.clone())
            }
            (None, Some(s)) => {
                let first = day(SelectionError::Since, s)?;
                let last = day(SelectionError::Until, self.until.as_deref().unwrap_or(s))?;
                if last < first {
                    return Err(SelectionError::Backwards {
                        since: first.to_string(),
                        until: last.to_string(),
                    });
                }
                (first, last, None)
            }
            (None, None) => return Err(SelectionError::NoPeriod),
        };
        let (from, until) = clock
            .range(first, last, shift.as_deref())
            .map_err(SelectionError::Shift)?;
        Ok(Period {
            first,
            last,
            shift,
            from,
            until,
            clock: clock.clone(),
        })
    }
}

impl Period {
    /// "gaming day 2026-11-26, swing shift" or "gaming days 2026-11-01 to 2026-11-30",
    /// in `words`' language, as the report prints it (a file name is made of the
    /// English, [`pitpay_language::english`], the same in every language).
    pub fn title(&self, words: &Words) -> String {
        let (first, last) = (self.first.to_string(), self.last.to_string());
        match &self.shift {
            Some(s) if self.first == self.last => {
                t!(
                    words,
                    "report-period-day-shift",
                    day = first,
                    shift = pitpay_journal::shift_name(words, s)
                )
            }
            Some(s) => t!(
                words,
                "report-period-days-shift",
                first = first,
                last = last,
                shift = pitpay_journal::shift_name(words, s)
            ),
            None if self.first == self.last => t!(words, "report-period-day", day = first),
            None => t!(words, "report-period-days", first = first, last = last),
        }
    }

    /// "Local time from 2026-11-26 06:00:00 -08:00 to 2026-11-27 06:00:00 -08:00
    /// (America/Los_Angeles)": its moments in local time.
    pub(crate) fn span(&self, words: &Words) -> String {
        let at = |t| self.clock.stamp(t).local_with_offset();
        t!(
            words,
            "report-local-time",
            from = at(self.from),
            until = at(self.until),
            zone = self.clock.zone_name().to_string()
        )
    }
}

/// What the report says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShiftReport {
    /// The period.
    pub period: Period,
    /// The station, or none for every station.
    pub station: Option<String>,
    /// Slips issued in the period.
    pub issued: u64,
    /// Of those, printed again since.
    pub reprinted: u64,
    /// Of those, voided since.
    pub voided: u64,
    /// Reprints recorded in the period (of any slip).
    pub reprints: i64,
    /// Voids recorded in the period (of any slip).
    pub voids: i64,
    /// Totals by table.
    pub by_table: BTreeMap<String, Tally>,
    /// Totals by game.
    pub by_game: BTreeMap<String, Tally>,
    /// The jackpots of slips issued in the period, newest first.
    pub jackpots: Vec<Jackpot>,
    /// The chain's head at the end of the period.
    pub head: Option<Head>,
    /// The gaps recorded since the period began: entries lost from the
    /// journal, which may have held slips of the period.
    pub gaps: Vec<pitpay_journal::Gap>,
    /// Every slip issued in the period, oldest first.
    pub(crate) slips: Vec<listing::Listed>,
    /// The property's name, printed at the top (a line to fill in when none): the
    /// caller sets it from the settings' `property`.
    pub property: Option<String>,
    /// Where in the property, likewise from the settings' `location`.
    pub location: Option<String>,
}

/// Gathers the report for `period`.
pub fn gather(
    journal: &Journal,
    period: &Period,
    station: Option<&str>,
) -> Result<ShiftReport, JournalError> {
    let (from, until) = (utc_text(period.from), utc_text(period.until));
    let filter = SlipFilter {
        since: Some(from.clone()),
        until: Some(until.clone()),
        station: station.map(str::to_string),
        ..SlipFilter::default()
    };
    let mut report = ShiftReport {
        period: period.clone(),
        station: station.map(str::to_string),
        issued: 0,
        reprinted: 0,
        voided: 0,
        reprints: journal.count(Kind::Reprint, &from, &until, station)?,
        voids: journal.count(Kind::Void, &from, &until, station)?,
        by_table: BTreeMap::new(),
        by_game: BTreeMap::new(),
        jackpots: Vec::new(),
        head: journal.head_before(&until)?,
        gaps: journal
            .gaps()?
            .into_iter()
            .filter(|g| g.record.time >= from)
            .collect(),
        slips: Vec::new(),
        property: None,
        location: None,
    };
    report.slips = listing::list(journal, &filter)?;
    for s in &report.slips {
        report.issued += 1;
        match s.state {
            SlipState::Void => report.voided += 1,
            SlipState::Reprinted => report.reprinted += 1,
            SlipState::Issued => {}
        }
        if s.state != SlipState::Void {
            for (map, key) in [
                (&mut report.by_table, &s.table),
                (&mut report.by_game, &s.game),
            ] {
                let t = map.entry(key.clone()).or_default();
                t.slips += 1;
                t.paid = t.paid.checked_add(s.paid).unwrap_or(t.paid);
            }
        }
    }
    report.jackpots = jackpots::list_jackpots(journal, &filter, usize::MAX)?;
    Ok(report)
}

const MARGIN: f32 = 16.0;

/// The report's margins: 16 mm, with room at the foot for the page line.
const MARGINS: Margins = Margins {
    side: MARGIN,
    top: MARGIN,
    bottom: MARGIN + 8.0,
};

/// A section's heading, with space above it and kept with what follows.
fn section(f: &mut Flow, text: &str) {
    f.gap(4.0);
    f.room(pdf::leading(13.0) + pdf::leading(10.0) * 2.0);
    f.para(13.0, Weight::Bold, text);
    f.gap(0.8);
}

/// Draws the report on `paper`, printed at `now`, in `words`' language (the slips'
/// own data, names and amounts, as recorded).
pub fn render(
    r: &ShiftReport,
    paper: Paper,
    now: Timestamp,
    words: &Words,
) -> Result<Vec<u8>, PdfError> {
    let (width, height) = paper.size();
    let p = &r.period;
    let title = t!(words, "report-doc-title", period = p.title(words));
    let mut f = Flow::new((width, height), MARGINS);
    f.para(18.0, Weight::Bold, &t!(words, "report-heading"));
    // The title's descenders and the next line's capitals apart.
    f.gap(2.0);
    sheet::letterhead(&mut f, r.property.as_deref(), r.location.as_deref(), words);
    f.gap(1.0);
    header(&mut f, r, now, words);
    counts(&mut f, r, words);
    let currency = listing::one_currency(&r.slips);
    if currency.is_none() && !r.slips.is_empty() {
        f.para(9.0, Weight::Bold, &t!(words, "report-mixed-currencies"));
    }
    let (table, game) = (t!(words, "report-col-table"), t!(words, "report-col-game"));
    let tables = t!(words, "report-by-table");
    tallies(&mut f, &tables, &table, &r.by_table, currency, words);
    let games = t!(words, "report-by-game");
    tallies(&mut f, &games, &game, &r.by_game, currency, words);
    sheet::slip_list(&mut f, p, &r.slips, r.station.is_none(), words);
    cage::section(&mut f, &r.slips, currency, words);
    jackpot_lines(&mut f, p, &r.jackpots, words);
    journal_lines(&mut f, r, words);
    sheet::signatures(&mut f, words);
    let created = time::OffsetDateTime::from_unix_timestamp(now.as_second())
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    f.finish(&title, created, |page, n, total| {
        let footer = t!(
            words,
            "report-footer",
            title = title.as_str(),
            page = n.to_string(),
            pages = total.to_string()
        );
        let size = pdf::fit(&footer, width - 2.0 * MARGIN, 8.0, 5.0, Weight::Regular);
        page.text_center(width / 2.0, MARGIN * 0.75, size, Weight::Regular, &footer);
    })
    .finish()
}

/// The slips issued, printed again and voided, and the reprints and voids recorded.
fn counts(f: &mut Flow, r: &ShiftReport, words: &Words) {
    section(f, &t!(words, "report-slips"));
    let issued = t!(
        words,
        "report-issued",
        issued = r.issued.to_string(),
        reprinted = r.reprinted.to_string(),
        voided = r.voided.to_string()
    );
    f.para(10.0, Weight::Regular, &issued);
    let recorded = t!(
        words,
        "report-recorded",
        reprints = r.reprints,
        voids = r.voids
    );
    f.para(10.0, Weight::Regular, &recorded);
}

/// The period, station and printing time, each wrapped within the margins.
fn header(f: &mut Flow, r: &ShiftReport, now: Timestamp, words: &Words) {
    let p = &r.period;
    let period = t!(words, "report-period", period = p.title(words));
    f.para(11.0, Weight::Regular, &period);
    f.para(10.0, Weight::Regular, &p.span(words));
    let station = match r.station.as_deref() {
        Some(s) => t!(words, "report-station", station = s),
        None => t!(words, "report-every-station"),
    };
    f.para(11.0, Weight::Regular, &station);
    let printed = p.clock.stamp(now);
    let printed = t!(
        words,
        "report-printed",
        time = printed.local_with_offset(),
        zone = printed.zone.to_string()
    );
    f.para(11.0, Weight::Regular, &printed);
}

/// The chain's head at the end of the period and the gaps recorded since it began.
fn journal_lines(f: &mut Flow, r: &ShiftReport, words: &Words) {
    section(f, &t!(words, "report-journal"));
    match &r.head {
        Some(h) => {
            let head = t!(words, "report-chain-head", entry = h.seq.to_string());
            f.para(10.0, Weight::Regular, &head);
            f.para(9.0, Weight::Regular, &h.hash);
        }
        None => f.para(10.0, Weight::Regular, &t!(words, "report-no-head")),
    }
    for g in &r.gaps {
        f.room(pdf::leading(10.0) * 3.0);
        let gap = t!(words, "report-gap", gap = g.describe_in(words));
        f.para(10.0, Weight::Bold, &gap);
    }
}

fn tallies(
    f: &mut Flow,
    heading: &str,
    what: &str,
    map: &BTreeMap<String, Tally>,
    currency: Option<Currency>,
    words: &Words,
) {
    section(f, heading);
    if map.is_empty() {
        f.para(10.0, Weight::Regular, &t!(words, "report-none"));
        return;
    }
    let row = |f: &mut Flow, weight, texts: [&str; 3]| {
        let cells = [
            Cell {
                x: 0.0,
                width: 100.0,
                right: false,
                text: texts[0],
            },
            Cell {
                x: 104.0,
                width: 20.0,
                right: true,
                text: texts[1],
            },
            Cell {
                x: 128.0,
                width: 40.0,
                right: true,
                text: texts[2],
            },
        ];
        f.cells(10.0, weight, &cells);
    };
    let (slips, to_pay) = (
        t!(words, "report-col-slips"),
        t!(words, "report-col-to-pay"),
    );
    row(f, Weight::Bold, [what, &slips, &to_pay]);
    let unnamed = t!(words, "report-unnamed");
    let mut total = Tally::default();
    for (name, t) in map {
        let name = if name.is_empty() { &unnamed } else { name };
        let paid = sheet::money(currency, t.paid);
        row(f, Weight::Regular, [name, &t.slips.to_string(), &paid]);
        total.slips += t.slips;
        total.paid = total.paid.checked_add(t.paid).unwrap_or(total.paid);
    }
    let paid = sheet::money(currency, total.paid);
    let label = t!(words, "report-total");
    row(f, Weight::Bold, [&label, &total.slips.to_string(), &paid]);
}

fn jackpot_lines(f: &mut Flow, p: &Period, list: &[Jackpot], words: &Words) {
    section(f, &t!(words, "report-jackpots"));
    if list.is_empty() {
        f.para(10.0, Weight::Regular, &t!(words, "report-none"));
    }
    for j in list {
        let c = j.currency;
        let (slip, time, seat, award) = (
            j.slip.to_string(),
            sheet::local(p, &j.time),
            j.seat.to_string(),
            c.format(j.award),
        );
        let table = j.table.as_str();
        let tier = j.tier_names.or(words.language(), &j.tier);
        let void = if j.state == SlipState::Void {
            "yes"
        } else {
            "no"
        };
        let line = t!(
            words,
            "report-jackpot",
            slip = slip,
            void = void,
            time = time,
            table = table,
            seat = seat,
            tier = tier,
            award = award
        );
        f.room(pdf::leading(10.0) * 4.0);
        f.gap(1.0);
        f.para(10.0, Weight::Bold, &line);
        let patron = j.patron.as_ref().map_or_else(
            || t!(words, "report-no-patron"),
            |p| {
                t!(
                    words,
                    "report-patron",
                    name = p.name.as_str(),
                    kind = p.id_type.as_str(),
                    last4 = p.id_last4.as_str()
                )
            },
        );
        let witness = j.witness.as_ref().map_or_else(
            || t!(words, "report-no-witness"),
            |w| {
                t!(
                    words,
                    "report-witness",
                    name = w.name.as_str(),
                    id = w.id.as_str()
                )
            },
        );
        let people = t!(
            words,
            "report-jackpot-people",
            patron = patron,
            witness = witness,
            supervisor = j.supervisor.as_str(),
            id = j.supervisor_id.as_str()
        );
        f.para_in(6.0, 9.0, Weight::Regular, &people);
        let meter = t!(
            words,
            "report-meter",
            before = c.format(j.meter_before),
            after = c.format(j.meter_after)
        );
        f.para_in(6.0, 9.0, Weight::Regular, &meter);
    }
}

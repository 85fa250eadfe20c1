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
                .map_err(|e| refuse(ClockError::NotADay(e.to_string())))
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
    /// "gaming day 2026-11-26, swing shift" or "gaming days 2026-11-01 to 2026-11-30".
    pub fn title(&self) -> String {
        let days = if self.first == self.last {
            format!("gaming day {}", self.first)
        } else {
            format!("gaming days {} to {}", self.first, self.last)
        };
        match &self.shift {
            Some(s) => format!("{days}, {s} shift"),
            None => days,
        }
    }

    /// "from 2026-11-26 06:00:00 -08:00 to 2026-11-27 06:00:00 -08:00
    /// (America/Los_Angeles)": its moments in local time.
    pub(crate) fn span(&self) -> String {
        let at = |t| self.clock.stamp(t).local_with_offset();
        format!(
            "from {} to {} ({})",
            at(self.from),
            at(self.until),
            self.clock.zone_name()
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

/// Draws the report on `paper`, printed at `now`.
pub fn render(r: &ShiftReport, paper: Paper, now: Timestamp) -> Result<Vec<u8>, PdfError> {
    let (width, height) = paper.size();
    let p = &r.period;
    let title = format!("Pitpay shift report, {}", p.title());
    let mut f = Flow::new((width, height), MARGINS);
    f.para(18.0, Weight::Bold, "SHIFT REPORT");
    // The title's descenders and the next line's capitals apart.
    f.gap(2.0);
    sheet::letterhead(&mut f, r.property.as_deref(), r.location.as_deref());
    f.gap(1.0);
    header(&mut f, r, now);
    section(&mut f, "Slips");
    f.para(
        10.0,
        Weight::Regular,
        &format!(
            "{} issued in the period; of them {} printed again and {} voided since.",
            r.issued, r.reprinted, r.voided
        ),
    );
    f.para(
        10.0,
        Weight::Regular,
        &format!(
            "Recorded in the period: {} and {} of any slip.",
            counted(r.reprints, "reprint"),
            counted(r.voids, "void")
        ),
    );
    let currency = listing::one_currency(&r.slips);
    if currency.is_none() && !r.slips.is_empty() {
        f.para(
            9.0,
            Weight::Bold,
            "The slips are not all in one currency: the totals add their amounts as \
             written; the listing gives each slip in its own currency.",
        );
    }
    let tables = "Paid out by table (the amount to be paid; voided slips left out)";
    tallies(&mut f, tables, "Table", &r.by_table, currency);
    tallies(&mut f, "Paid out by game", "Game", &r.by_game, currency);
    sheet::slip_list(&mut f, p, &r.slips, r.station.is_none());
    cage::section(&mut f, &r.slips, currency);
    jackpot_lines(&mut f, p, &r.jackpots);
    journal_lines(&mut f, r);
    sheet::signatures(&mut f);
    let created = time::OffsetDateTime::from_unix_timestamp(now.as_second())
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    f.finish(&title, created, |page, n, total| {
        let footer = format!("{title} · page {n} of {total}");
        let size = pdf::fit(&footer, width - 2.0 * MARGIN, 8.0, 5.0, Weight::Regular);
        page.text_center(width / 2.0, MARGIN * 0.75, size, Weight::Regular, &footer);
    })
    .finish()
}

/// The period, station and printing time, each wrapped within the margins.
fn header(f: &mut Flow, r: &ShiftReport, now: Timestamp) {
    let p = &r.period;
    f.para(11.0, Weight::Regular, &format!("Period: {}", p.title()));
    f.para(10.0, Weight::Regular, &format!("Local time {}", p.span()));
    let station = r.station.as_deref().unwrap_or("every station");
    f.para(11.0, Weight::Regular, &format!("Station: {station}"));
    let printed = p.clock.stamp(now);
    f.para(
        11.0,
        Weight::Regular,
        &format!(
            "Printed: {} ({})",
            printed.local_with_offset(),
            printed.zone
        ),
    );
}

/// The chain's head at the end of the period and the gaps recorded since it began.
fn journal_lines(f: &mut Flow, r: &ShiftReport) {
    section(f, "Journal");
    match &r.head {
        Some(h) => {
            f.para(
                10.0,
                Weight::Regular,
                &format!("Chain head at the end of the period: entry {}", h.seq),
            );
            f.para(9.0, Weight::Regular, &h.hash);
        }
        None => f.para(
            10.0,
            Weight::Regular,
            "The journal held no entry by the end of the period.",
        ),
    }
    for g in &r.gaps {
        f.room(pdf::leading(10.0) * 3.0);
        f.para(10.0, Weight::Bold, &format!("GAP: {}", g.describe()));
    }
}

fn tallies(
    f: &mut Flow,
    heading: &str,
    what: &str,
    map: &BTreeMap<String, Tally>,
    currency: Option<Currency>,
) {
    section(f, heading);
    if map.is_empty() {
        f.para(10.0, Weight::Regular, "None.");
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
    row(f, Weight::Bold, [what, "Slips", "To pay"]);
    let mut total = Tally::default();
    for (name, t) in map {
        let name = if name.is_empty() { "(none)" } else { name };
        let paid = sheet::money(currency, t.paid);
        row(f, Weight::Regular, [name, &t.slips.to_string(), &paid]);
        total.slips += t.slips;
        total.paid = total.paid.checked_add(t.paid).unwrap_or(total.paid);
    }
    let paid = sheet::money(currency, total.paid);
    row(f, Weight::Bold, ["Total", &total.slips.to_string(), &paid]);
}

fn jackpot_lines(f: &mut Flow, p: &Period, list: &[Jackpot]) {
    section(f, "Jackpots (progressive meter awards)");
    if list.is_empty() {
        f.para(10.0, Weight::Regular, "None.");
    }
    for j in list {
        let c = j.currency;
        let void = if j.state == SlipState::Void {
            " · VOIDED"
        } else {
            ""
        };
        f.room(pdf::leading(10.0) * 4.0);
        f.gap(1.0);
        f.para(
            10.0,
            Weight::Bold,
            &format!(
                "Slip {} · {} · {} · seat {}{void} · {} · award {}",
                j.slip,
                sheet::local(p, &j.time),
                j.table,
                j.seat,
                j.tier,
                c.format(j.award)
            ),
        );
        let patron = j.patron.as_ref().map_or_else(
            || "patron not recorded".to_string(),
            |p| format!("patron {}", p.line()),
        );
        let witness = j.witness.as_ref().map_or_else(
            || "witness not recorded".to_string(),
            |w| format!("witness {} ({})", w.name, w.id),
        );
        f.para_in(
            6.0,
            9.0,
            Weight::Regular,
            &format!(
                "{patron} · {witness} · supervisor {} ({})",
                j.supervisor, j.supervisor_id
            ),
        );
        f.para_in(
            6.0,
            9.0,
            Weight::Regular,
            &format!(
                "meter {} before, {} after",
                c.format(j.meter_before),
                c.format(j.meter_after)
            ),
        );
    }
}

/// "1 reprint", "2 voids".
fn counted(n: i64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

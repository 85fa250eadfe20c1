//! The shift report: the sheet a pit manager signs at the end of a shift.
//! For a period of gaming days, or one gaming day, or one shift of it (in the
//! property's local time; [`pitpay_journal::PropertyClock`]), and a station or all of a shared
//! journal's: the slips issued, how
//! many of them were since printed again or voided, the reprints and voids recorded in
//! the period, totals paid by table and by game (voided slips left out, and counted
//! apart), every jackpot with its patron and witness, and the chain's head at the end
//! of the period (to compare with a later `journal --check`). Read from the journal's
//! indexes for the period only, and drawn like the slips, on as many pages as it needs.

use std::collections::BTreeMap;

use jiff::Timestamp;

use crate::pdf::flow::{Flow, Margins};
use crate::pdf::{self, Paper, PdfError, Weight};
use crate::slip::jackpots::{self, Jackpot};
use pitpay_core::Date;
use pitpay_core::Money;
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
    };
    journal.slips(&filter, &mut |e| {
        report.issued += 1;
        match e.state {
            SlipState::Void => report.voided += 1,
            SlipState::Reprinted => report.reprinted += 1,
            SlipState::Issued => {}
        }
        if e.state != SlipState::Void {
            // A total the journal wrote is two decimals; one that does not read counts
            // as a slip with nothing added (the chain check is what reports it).
            let paid = Money::parse_allowing_zero(&e.paid).map_or(Money::ZERO, |(m, _)| m);
            let game = e
                .game
                .parse::<pitpay_core::Game>()
                .map_or(e.game.clone(), |g| g.title().to_string());
            for (map, key) in [
                (&mut report.by_table, &e.table),
                (&mut report.by_game, &game),
            ] {
                let t = map.entry(key.clone()).or_default();
                t.slips += 1;
                t.paid = t.paid.checked_add(paid).unwrap_or(t.paid);
            }
        }
        Ok(true)
    })?;
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

/// Draws the report on `paper`, printed at `now`.
pub fn render(r: &ShiftReport, paper: Paper, now: Timestamp) -> Result<Vec<u8>, PdfError> {
    let (width, height) = paper.size();
    let p = &r.period;
    let title = format!("Pitpay shift report, {}", p.title());
    let mut f = Flow::new((width, height), MARGINS);
    f.line(18.0, Weight::Bold, "SHIFT REPORT");
    f.line(11.0, Weight::Regular, &format!("Period: {}", p.title()));
    f.para(10.0, Weight::Regular, &format!("Local time {}", p.span()));
    let station = r.station.as_deref().unwrap_or("every station");
    f.line(11.0, Weight::Regular, &format!("Station: {station}"));
    let printed = p.clock.stamp(now);
    f.line(
        11.0,
        Weight::Regular,
        &format!(
            "Printed: {} ({})",
            printed.local_with_offset(),
            printed.zone
        ),
    );
    f.gap(4.0);
    f.line(13.0, Weight::Bold, "Slips");
    f.line(
        11.0,
        Weight::Regular,
        &format!(
            "{} issued in the period; of them {} printed again and {} voided since.",
            r.issued, r.reprinted, r.voided
        ),
    );
    f.line(
        11.0,
        Weight::Regular,
        &format!(
            "Recorded in the period: {} and {} of any slip.",
            counted(r.reprints, "reprint"),
            counted(r.voids, "void")
        ),
    );
    tallies(
        &mut f,
        "Paid by table (voided slips left out)",
        "Table",
        &r.by_table,
    );
    tallies(&mut f, "Paid by game", "Game", &r.by_game);
    jackpot_lines(&mut f, &r.jackpots);
    f.gap(4.0);
    f.line(13.0, Weight::Bold, "Journal");
    match &r.head {
        Some(h) => {
            f.line(
                10.0,
                Weight::Regular,
                &format!("Chain head at the end of the period: entry {}", h.seq),
            );
            f.line(9.0, Weight::Regular, &h.hash);
        }
        None => f.line(
            10.0,
            Weight::Regular,
            "The journal held no entry by the end of the period.",
        ),
    }
    for g in &r.gaps {
        f.room(pdf::leading(10.0) * 3.0);
        f.para(10.0, Weight::Bold, &format!("GAP: {}", g.describe()));
    }
    signatures(&mut f);
    let created = time::OffsetDateTime::from_unix_timestamp(now.as_second())
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    f.finish(&title, created, |page, n, total| {
        let footer = format!("{title} · page {n} of {total}");
        page.text_center(width / 2.0, MARGIN / 2.0, 8.0, Weight::Regular, &footer);
    })
    .finish()
}

fn tallies(f: &mut Flow, heading: &str, what: &str, map: &BTreeMap<String, Tally>) {
    f.gap(4.0);
    f.line(13.0, Weight::Bold, heading);
    if map.is_empty() {
        f.line(11.0, Weight::Regular, "None.");
        return;
    }
    f.row(
        10.0,
        Weight::Bold,
        &[(0.0, what), (-110.0, "Slips"), (-150.0, "Paid")],
    );
    let mut total = Tally::default();
    for (name, t) in map {
        let name = if name.is_empty() { "(none)" } else { name };
        f.row(
            10.0,
            Weight::Regular,
            &[
                (0.0, name),
                (-110.0, &t.slips.to_string()),
                (-150.0, &t.paid.to_string()),
            ],
        );
        total.slips += t.slips;
        total.paid = total.paid.checked_add(t.paid).unwrap_or(total.paid);
    }
    f.row(
        10.0,
        Weight::Bold,
        &[
            (0.0, "Total"),
            (-110.0, &total.slips.to_string()),
            (-150.0, &total.paid.to_string()),
        ],
    );
}

fn jackpot_lines(f: &mut Flow, list: &[Jackpot]) {
    f.gap(4.0);
    f.line(13.0, Weight::Bold, "Jackpots (progressive meter awards)");
    if list.is_empty() {
        f.line(11.0, Weight::Regular, "None.");
    }
    for j in list {
        let c = j.currency;
        let void = if j.state == SlipState::Void {
            " · VOIDED"
        } else {
            ""
        };
        f.room(pdf::leading(10.0) * 3.0);
        f.line(
            10.0,
            Weight::Bold,
            &format!(
                "Slip {} · {} · {} · seat {}{void} · {} · award {}",
                j.slip,
                j.time.replace('T', " ").replace('Z', " UTC"),
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
        f.line(
            9.0,
            Weight::Regular,
            &format!(
                "    {patron} · {witness} · supervisor {} ({})",
                j.supervisor, j.supervisor_id
            ),
        );
        f.line(
            9.0,
            Weight::Regular,
            &format!(
                "    meter {} before, {} after",
                c.format(j.meter_before),
                c.format(j.meter_after)
            ),
        );
    }
}

fn signatures(f: &mut Flow) {
    f.room(30.0);
    f.gap(14.0);
    let y = f.y;
    for (x, label) in [(0.0, "Pit manager"), (80.0, "Employee ID"), (130.0, "Date")] {
        let w = if x == 0.0 { 70.0 } else { 40.0 };
        f.page.line(MARGIN + x, y, MARGIN + x + w, y, 0.4);
        f.page
            .text(MARGIN + x, y - 4.5, 8.0, Weight::Regular, label);
    }
    f.y -= 8.0;
}

/// "1 reprint", "2 voids".
fn counted(n: i64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

//! The shift report (issue 18): the sheet a pit manager signs at the end of a shift.
//! For a period (and a station, or all of a shared journal's): the slips issued, how
//! many of them were since printed again or voided, the reprints and voids recorded in
//! the period, totals paid by table and by game (voided slips left out, and counted
//! apart), every jackpot with its patron and witness, and the chain's head at the end
//! of the period (to compare with a later `journal --check`). Read from the journal's
//! indexes for the period only, and drawn like the slips, on as many pages as it needs.

use std::collections::BTreeMap;

use time::OffsetDateTime;

use crate::date::Date;
use crate::jackpots::{self, Jackpot};
use crate::journal::{Head, Journal, JournalError, Kind, SlipFilter};
use crate::money::Money;
use crate::pdf::flow::{Flow, Margins};
use crate::pdf::{self, Paper, PdfError, Weight};

/// Slips and what they paid, for one table or game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Slips (not voided).
    pub slips: u64,
    /// Their player totals paid, added up.
    pub paid: Money,
}

/// What the report says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShiftReport {
    /// The period's first day (UTC).
    pub since: Date,
    /// Its last day (UTC).
    pub last: Date,
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
    /// The gaps recorded since the period began (issue 31): entries lost from the
    /// journal, which may have held slips of the period.
    pub gaps: Vec<crate::journal::gap::Gap>,
}

/// Gathers the report for the days `since` to `last` (UTC, both whole).
pub fn gather(
    journal: &Journal,
    since: Date,
    last: Date,
    station: Option<&str>,
) -> Result<ShiftReport, JournalError> {
    let (from, until) = (since.to_string(), last.next_day().to_string());
    let filter = SlipFilter {
        since: Some(from.clone()),
        until: Some(until.clone()),
        station: station.map(str::to_string),
        ..SlipFilter::default()
    };
    let mut report = ShiftReport {
        since,
        last,
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
        match e.state.as_str() {
            "void" => report.voided += 1,
            "reprinted" => report.reprinted += 1,
            _ => {}
        }
        if e.state != "void" {
            // A total the journal wrote is two decimals; one that does not read counts
            // as a slip with nothing added (the chain check is what reports it).
            let paid = Money::parse_allowing_zero(&e.paid).map_or(Money::ZERO, |(m, _)| m);
            let game = e
                .game
                .parse::<crate::bet::Game>()
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
    report.jackpots = jackpots::list(journal, &filter, usize::MAX)?;
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
pub fn render(r: &ShiftReport, paper: Paper, now: OffsetDateTime) -> Result<Vec<u8>, PdfError> {
    let (width, height) = paper.size();
    let title = format!("Pitpay shift report {} to {}", r.since, r.last);
    let mut f = Flow::new((width, height), MARGINS);
    f.line(18.0, Weight::Bold, "SHIFT REPORT");
    f.line(
        11.0,
        Weight::Regular,
        &format!("Period: {} 00:00 to {} 23:59:59 UTC", r.since, r.last),
    );
    let station = r.station.as_deref().unwrap_or("every station");
    f.line(11.0, Weight::Regular, &format!("Station: {station}"));
    f.line(
        11.0,
        Weight::Regular,
        &format!(
            "Printed: {}",
            crate::journal::now().replace('T', " ").replace('Z', " UTC")
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
            "Recorded in the period: {} reprint(s) and {} void(s) of any slip.",
            r.reprints, r.voids
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
    f.finish(&title, now, |page, n, total| {
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
        let void = if j.state == "voided" {
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

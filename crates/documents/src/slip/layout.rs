//! The slip's pages, drawn from its record and its settlement, laid out as a payout
//! form: the header (number, property, table, time, game, house options, paytables,
//! warnings), the cards, the wager table with each line's reason and rule, the declared
//! suit and each meter fact by fact (R4.3), the totals, the signature lines with their
//! date fields and the verification block with its QR code.
//!
//! Every page carries the slip number and "page x of y"; the wager table's column
//! header repeats on each page it runs onto; a cell too long for its column wraps inside
//! it; the totals, signatures and verification block stay together. A reprint says
//! which reprint it is and when it was printed; a void copy carries a diagonal VOID mark
//! under its text and states the void's reason in a box under the header.
//!
//! Everything about the settlement is laid out from its [`Statement`], the same model the
//! command line's table and the app's screen lay out.

use time::OffsetDateTime;

use std::cell::Cell;
use std::rc::Rc;

use crate::pdf::flow::{Continuation, Flow, Margins};
use crate::pdf::{self, leading, width, wrap, Page, Paper, Rgb3, Weight, BLACK};
use pitpay_core::Settlement;
use pitpay_core::{Row, Statement, COLUMNS, RIGHT_ALIGNED};

use super::record::{EmbeddedFloor, Payload};
use pitpay_core::FloorCatalog;
use pitpay_language::{t, Words};

/// How this copy of a slip is printed: the paper, when, and what marks it as a copy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Printing {
    /// The paper.
    pub paper: Paper,
    /// When this copy is printed (UTC, `YYYY-MM-DDTHH:MM:SSZ`): the issue time for the
    /// original, the reprint's own time for a reprint. It is the PDF's creation date.
    pub time: String,
    /// For a reprint, which one: 1 for the first reprint.
    pub reprint: Option<usize>,
    /// For a copy of a voided slip, the void.
    pub void: Option<Void>,
    /// The property's clock, to show when this copy is printed (and a void) in local
    /// time; none: UTC.
    pub clock: Option<pitpay_journal::PropertyClock>,
    /// A second paper copy of the original, printed with it (`--copies`): marked
    /// DUPLICATE, neither filed nor sealed.
    pub duplicate: bool,
}

impl Printing {
    /// The original of a slip, printed on `paper` when it is issued, at `time`.
    pub(super) fn original(
        paper: Paper,
        time: &str,
        clock: &pitpay_journal::PropertyClock,
    ) -> Printing {
        Printing {
            paper,
            time: time.to_string(),
            reprint: None,
            void: None,
            clock: Some(clock.clone()),
            duplicate: false,
        }
    }
}

impl Printing {
    /// A journal time (UTC) as this copy shows it: `2026-11-26 13:06:01 -08:00
    /// (America/Los_Angeles)`, or in UTC without a clock.
    fn shown(&self, utc: &str) -> String {
        match self.clock.as_ref().and_then(|c| c.stamp_utc(utc)) {
            Some(s) => format!("{} ({})", s.local_with_offset(), s.zone),
            None => readable(utc),
        }
    }
}

/// A void, as the VOID mark states it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Void {
    /// Why the slip was voided.
    pub reason: String,
    /// When (UTC), where the journal recorded it.
    pub time: Option<String>,
}

const MARGIN: f32 = 14.0;
/// The lowest a line of the body may sit: above the page footer.
const BOTTOM: f32 = 18.0;
const RED: Rgb3 = (0.72, 0.08, 0.08);
const GREY: Rgb3 = (0.4, 0.4, 0.4);
/// The wager table's type.
const CELL: f32 = 8.5;
/// The reason printed under each wager row.
const NOTE: f32 = 7.5;

/// The columns of the wager table, as shares of the text width (seat, bet, hand, stake,
/// result, odds, paid, net): money columns hold "$1,000,000.00".
const SHARES: [f32; 8] = [0.06, 0.20, 0.055, 0.13, 0.095, 0.195, 0.13, 0.135];
const COLUMN_GAP: f32 = 3.0;

/// The left edge and width of each wager-table column.
fn columns(f: &Flow) -> [(f32, f32); 8] {
    let mut out = [(0.0, 0.0); 8];
    let mut x = f.left();
    for (slot, share) in out.iter_mut().zip(SHARES) {
        let w = share * f.text_width();
        *slot = (x, w - COLUMN_GAP);
        x += w;
    }
    out
}

/// The top of each page after the first: "PAYOUT SLIP No. … (continued)", the copy's
/// mark, a rule, and the wager table's column header while the table is open.
fn continued(
    w: &Words,
    number: i64,
    mark: Option<String>,
    table_open: Rc<Cell<bool>>,
) -> Continuation {
    let heading = t!(w, "slip-heading-continued", number = format!("{number:06}"));
    let labels = column_labels(w);
    Box::new(move |f: &mut Flow| {
        f.y -= 4.0;
        let (left, right) = (f.left(), f.right());
        f.page.text(left, f.y, 11.0, Weight::Bold, &heading);
        if let Some(mark) = &mark {
            f.page.fill(RED);
            f.page.text_right(right, f.y, 11.0, Weight::Bold, mark);
            f.page.fill(BLACK);
        }
        f.y -= 3.0;
        f.page.line(left, f.y, right, f.y, 0.6);
        f.y -= 5.0;
        if table_open.get() {
            column_header(f, &labels);
        }
    })
}

/// Draws the slip in `w`'s language: its chips and flags from the rack and jurisdiction
/// it carries, or, on a slip issued before slips carried them, from `floor` (the data
/// folder's). The language is the printing's, not the record's: the signed record has
/// none, so any copy may be drawn in any language with the same amounts.
pub(super) fn render(
    payload: &Payload,
    st: &Settlement,
    printing: &Printing,
    floor: &FloorCatalog,
    w: &Words,
) -> Result<Vec<u8>, pdf::PdfError> {
    let (width, height) = printing.paper.size();
    let number = payload.signed.slip;
    let margins = Margins {
        side: MARGIN,
        top: MARGIN,
        bottom: BOTTOM,
    };
    let mut f = Flow::new((width, height), margins);
    let table_open = Rc::new(Cell::new(false));
    let mark = copy_word(w, printing);
    f.continue_with(Some(continued(w, number, mark, Rc::clone(&table_open))));
    // The slip's own date picks the tax year when the round has none: the property's
    // local calendar year where the slip records it.
    let year = payload
        .signed
        .local
        .as_ref()
        .map_or(&payload.signed.time, |l| &l.time)
        .get(..4)
        .and_then(|y| y.parse().ok())
        .unwrap_or_else(|| i32::from(jiff::Zoned::now().year()));
    let carried = payload.signed.floor.as_ref().map(EmbeddedFloor::catalog);
    let statement = pitpay_core::statement(st, carried.as_ref().unwrap_or(floor), year, w);
    header(&mut f, w, payload, &statement, printing);
    copy_notice(&mut f, w, payload, printing);
    cards(&mut f, w, &statement);
    wager_table(&mut f, w, &statement, &table_open);
    meters(&mut f, w, &statement);
    closing(&mut f, w, payload, &statement, &st.header);
    let title = t!(w, "slip-pdf-title", number = format!("{number:06}"));
    f.finish(&title, utc(&printing.time), |page, n, total| {
        page_footer(page, w, number, printing, n, total);
        if printing.void.is_some() {
            page.underlay(void_mark(w, width, height));
        }
    })
    .finish()
}

/// "REPRINT 2", "VOID" or "DUPLICATE", for the corner of every page.
fn copy_word(w: &Words, p: &Printing) -> Option<String> {
    match (&p.void, p.reprint) {
        (Some(_), _) => Some(t!(w, "slip-copy-void")),
        (None, Some(n)) => Some(t!(w, "slip-copy-reprint", count = n)),
        (None, None) if p.duplicate => Some(t!(w, "slip-copy-duplicate")),
        (None, None) => None,
    }
}

/// "2026-11-22T14:03:48Z" as people read it: "2026-11-22 14:03:48 UTC".
fn readable(time: &str) -> String {
    match time.strip_suffix('Z') {
        Some(t) => format!("{} UTC", t.replacen('T', " ", 1)),
        None => time.to_string(),
    }
}

/// The record's time as a date for the PDF's metadata (the Unix epoch if it does not
/// read, which only a damaged record could cause).
fn utc(time: &str) -> OffsetDateTime {
    let n = |range: std::ops::Range<usize>| -> Option<u16> { time.get(range)?.parse().ok() };
    let parts = (|| {
        let month = time::Month::try_from(u8::try_from(n(5..7)?).ok()?).ok()?;
        let date = time::Date::from_calendar_date(
            i32::from(n(0..4)?),
            month,
            u8::try_from(n(8..10)?).ok()?,
        )
        .ok()?;
        let hms = (n(11..13)?, n(14..16)?, n(17..19)?);
        let t = time::Time::from_hms(
            u8::try_from(hms.0).ok()?,
            u8::try_from(hms.1).ok()?,
            u8::try_from(hms.2).ok()?,
        )
        .ok()?;
        Some(time::PrimitiveDateTime::new(date, t).assume_utc())
    })();
    parts.unwrap_or(OffsetDateTime::UNIX_EPOCH)
}

/// The title and number, the form's fields (property, table when there is one, time
/// issued), the game line, house options, paytables and warnings.
fn header(f: &mut Flow, w: &Words, payload: &Payload, st: &Statement, printing: &Printing) {
    let signed = &payload.signed;
    let (left, right) = (f.left(), f.right());
    f.y -= leading(18.0) * 0.8;
    let title = t!(w, "slip-heading", number = format!("{:06}", signed.slip));
    f.page.text(left, f.y, 18.0, Weight::Bold, &title);
    // A second slip for a round whose slip is still live names it beside its number,
    // so that nobody pays the round twice unawares.
    if let Some(first) = signed.reissues {
        let x = left + width(&title, 18.0, Weight::Bold) + 8.0;
        f.page.fill(RED);
        let words = t!(w, "slip-reissue", first = format!("{first:06}"));
        f.page.text(x, f.y, 11.0, Weight::Bold, &words);
        f.page.fill(BLACK);
    }
    if let Some(mark) = copy_word(w, printing) {
        f.page.fill(RED);
        f.page.text_right(right, f.y, 16.0, Weight::Bold, &mark);
        f.page.fill(BLACK);
    }
    f.y -= 4.0;
    pay_at_cage(f, w, payload, st);
    // The property, its location and the table are always boxed: a regulator's slip
    // names the casino and where it paid. Unset, the box is left blank to be filled in
    // by hand (a slip is never refused for want of them); a round with no table says so.
    let table = if signed.table.trim().is_empty() {
        t!(w, "slip-no-table")
    } else {
        signed.table.clone()
    };
    // The table's box is the narrow one (its weight in the row).
    let mut fields: Vec<(String, String, f32)> = vec![
        (
            t!(w, "slip-field-property"),
            signed.property.trim().to_string(),
            1.0,
        ),
        (
            t!(w, "slip-field-location"),
            signed.location.trim().to_string(),
            1.0,
        ),
        (t!(w, "slip-field-table"), table, 0.6),
    ];
    // The property's local time with its offset; a slip from before says UTC.
    let issued = signed
        .local
        .as_ref()
        .map_or_else(|| readable(&signed.time), |l| l.shown());
    fields.push((t!(w, "slip-field-issued"), issued, 1.0));
    // Which podium of the property issued it (slips before stations had none).
    if !signed.station.trim().is_empty() {
        fields.push((t!(w, "slip-field-station"), signed.station.clone(), 1.0));
    }
    field_boxes(f, &fields);
    if let Some(l) = &signed.local {
        f.y -= 1.0;
        let day = t!(
            w,
            "slip-gaming-day",
            day = l.gaming_day.to_string(),
            shift = pitpay_journal::shift_name(w, &l.shift),
            zone = l.zone.to_string(),
            utc = readable(&signed.time)
        );
        f.para(8.5, Weight::Regular, &day);
    }
    f.y -= 1.5;
    f.para(10.0, Weight::Bold, &st.heading);
    let house = t!(w, "slip-house-options", options = st.house_text());
    f.para(8.0, Weight::Regular, &house);
    for t in &st.paytables {
        f.para(8.0, Weight::Regular, &t.text);
    }
    for warning in &st.warnings {
        f.page.fill(RED);
        let line = t!(w, "slip-warning", warning = warning.as_str());
        f.para(9.5, Weight::Bold, &line);
        f.page.fill(BLACK);
    }
    f.rule(0.8);
}

/// A row of labelled boxes, the labels small above the values; a value too long for
/// its box wraps inside it.
fn field_boxes(f: &mut Flow, fields: &[(String, String, f32)]) {
    let total: f32 = fields.iter().map(|(_, _, w)| w).sum();
    let mut x = f.left();
    let mut boxes = Vec::new();
    for (label, value, w) in fields {
        let bw = f.text_width() * w / total;
        let lines = wrap(value, bw - 4.0, 10.0, Weight::Bold);
        boxes.push((x, bw, label.as_str(), lines));
        x += bw;
    }
    let rows = boxes.iter().map(|b| b.3.len()).max().unwrap_or(1);
    let h = 5.5 + rows as f32 * leading(10.0) + 1.5;
    f.room(h);
    let top = f.y;
    for (x, bw, label, lines) in &boxes {
        f.page.stroke_rect(*x, top - h, *bw, h, 0.5);
        f.page.fill(GREY);
        f.page.text(x + 2.0, top - 3.2, 6.5, Weight::Bold, label);
        f.page.fill(BLACK);
        let mut y = top - 5.0;
        for l in lines {
            y -= leading(10.0) * 0.85;
            f.page.text(x + 2.0, y, 10.0, Weight::Bold, l);
            y -= leading(10.0) * 0.15;
        }
    }
    f.y = top - h;
}

/// What copy this is, boxed under the header: which reprint and when, or the void.
fn copy_notice(f: &mut Flow, w: &Words, payload: &Payload, p: &Printing) {
    let number = format!("{:06}", payload.signed.slip);
    let issued = payload.signed.local.as_ref().map_or_else(
        || readable(&payload.signed.time),
        |l| format!("{} ({})", l.shown(), l.zone),
    );
    let printed = p.shown(&p.time);
    let text = match (&p.void, p.reprint) {
        (Some(v), _) => {
            let reason = v.reason.as_str();
            match v.time.as_deref() {
                Some(at) => t!(
                    w,
                    "slip-void-notice-on",
                    number = number,
                    voided = p.shown(at),
                    reason = reason,
                    printed = printed,
                    issued = issued
                ),
                None => t!(
                    w,
                    "slip-void-notice",
                    number = number,
                    reason = reason,
                    printed = printed,
                    issued = issued
                ),
            }
        }
        (None, Some(n)) => t!(
            w,
            "slip-reprint-notice",
            count = n,
            number = number,
            printed = printed,
            issued = issued
        ),
        (None, None) => return,
    };
    let lines = wrap(&text, f.text_width() - 6.0, 9.5, Weight::Bold);
    let h = lines.len() as f32 * leading(9.5) + 3.0;
    f.room(h + 2.0);
    f.y -= 1.0;
    let (left, top) = (f.left(), f.y);
    f.page.stroke(RED);
    f.page.stroke_rect(left, top - h, f.text_width(), h, 1.2);
    f.page.stroke(BLACK);
    f.page.fill(RED);
    let mut y = top - 1.0;
    for l in &lines {
        y -= leading(9.5);
        f.page.text(left + 3.0, y + 0.6, 9.5, Weight::Bold, l);
    }
    f.page.fill(BLACK);
    f.y = top - h - 2.0;
}

/// The cards as entered: the dealer's, then each seat's hands.
fn cards(f: &mut Flow, w: &Words, st: &Statement) {
    f.heading(&t!(w, "slip-cards"));
    for line in &st.cards {
        f.para(9.5, Weight::Regular, line);
    }
    f.rule(0.5);
}

/// The wager table's column labels in the slip's language (seat, bet, hand, stake,
/// result, odds, paid, net).
fn column_labels(w: &Words) -> [String; 8] {
    [
        t!(w, "slip-column-seat"),
        t!(w, "slip-column-bet"),
        t!(w, "slip-column-hand"),
        t!(w, "slip-column-stake"),
        t!(w, "slip-column-result"),
        t!(w, "slip-column-odds"),
        t!(w, "slip-column-paid"),
        t!(w, "slip-column-net"),
    ]
}

/// The column labels, bold, with a rule beneath.
fn column_header(f: &mut Flow, labels: &[String; 8]) {
    let cols = columns(f);
    f.y -= leading(CELL) * 0.8;
    for (((x, w), label), right) in cols.iter().zip(labels).zip(RIGHT_ALIGNED) {
        if right {
            f.page.text_right(x + w, f.y, CELL, Weight::Bold, label);
        } else {
            f.page.text(*x, f.y, CELL, Weight::Bold, label);
        }
    }
    f.y -= 1.5;
    let (l, r) = (f.left(), f.right());
    f.page.line(l, f.y, r, f.y, 0.5);
    f.y -= 1.0;
}

/// The wager table: per seat its rows (cells wrapped in their columns, the reason
/// beneath), then what the dealer pays the seat.
fn wager_table(f: &mut Flow, w: &Words, st: &Statement, table_open: &Cell<bool>) {
    f.heading(&t!(w, "slip-wagers"));
    f.room(leading(CELL) * 4.0);
    column_header(f, &column_labels(w));
    table_open.set(true);
    for (i, seat) in st.seats.iter().enumerate() {
        if i > 0 {
            f.room(2.0);
            f.page.stroke((0.7, 0.7, 0.7));
            let (l, r) = (f.left(), f.right());
            f.page.line(l, f.y, r, f.y, 0.4);
            f.page.stroke(BLACK);
            f.y -= 1.0;
        }
        for row in &seat.rows {
            wager_row(f, row);
        }
        f.room(leading(CELL) + 1.0);
        f.y -= leading(CELL);
        let r = f.right();
        f.page
            .text_right(r, f.y, CELL + 0.5, Weight::Bold, &seat.pay);
        f.y -= 1.5;
    }
    table_open.set(false);
    f.rule(0.8);
}

/// One wager row and its reason, kept on one page.
fn wager_row(f: &mut Flow, row: &Row) {
    let cols = columns(f);
    let cells: Vec<Vec<String>> = cols
        .iter()
        .zip(&row.cells)
        .map(|((_, w), cell)| wrap(cell, *w, CELL, Weight::Regular))
        .collect();
    let lines = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let (x_note, _) = cols[1];
    let notes = wrap(
        &row.explanation(),
        f.right() - x_note,
        NOTE,
        Weight::Regular,
    );
    let h = lines as f32 * leading(CELL) + notes.len() as f32 * leading(NOTE) + 1.0;
    f.room(h);
    let top = f.y;
    for ((((x, w), lines), right), _) in cols.iter().zip(&cells).zip(RIGHT_ALIGNED).zip(COLUMNS) {
        let mut y = top;
        for l in lines {
            y -= leading(CELL);
            if right {
                f.page.text_right(x + w, y + 0.8, CELL, Weight::Regular, l);
            } else {
                f.page.text(*x, y + 0.8, CELL, Weight::Regular, l);
            }
        }
    }
    let mut y = top - lines as f32 * leading(CELL);
    f.page.fill((0.25, 0.25, 0.25));
    for l in &notes {
        y -= leading(NOTE);
        f.page.text(x_note, y + 0.8, NOTE, Weight::Regular, l);
    }
    f.page.fill(BLACK);
    f.y = top - h;
}

/// The declared suit and every meter in play, one fact a line with its amount
/// right-aligned; meters side by side, two to a row.
fn meters(f: &mut Flow, w: &Words, st: &Statement) {
    if st.progressives.is_empty() && st.declared_suit.is_none() {
        return;
    }
    f.heading(&t!(w, "slip-meters"));
    if let Some(suit) = &st.declared_suit {
        let line = t!(w, "slip-declared-suit", suit = suit.to_string());
        f.para(9.5, Weight::Bold, &line);
    }
    // Each meter under its line from the statement (the same words as the command
    // line's table and the app's screen), then fact by fact.
    let meters: Vec<(&String, &pitpay_core::MeterStatement)> =
        st.meters.iter().zip(&st.progressives).collect();
    for row in meters.chunks(2) {
        let half = if row.len() == 1 {
            f.text_width()
        } else {
            (f.text_width() - COLUMN_GAP * 3.0) / 2.0
        };
        let blocks: Vec<Vec<(String, Option<&str>, Weight)>> = row
            .iter()
            .map(|(summary, m)| meter_lines(summary, &m.lines, half))
            .collect();
        let n = blocks.iter().map(Vec::len).max().unwrap_or(0);
        f.room(n as f32 * leading(9.0) + 1.0);
        let top = f.y;
        for (i, block) in blocks.iter().enumerate() {
            let x = f.left() + i as f32 * (half + COLUMN_GAP * 3.0);
            let mut y = top;
            for (text, amount, weight) in block {
                y -= leading(9.0);
                // Facts (regular) stand indented under their meter's summary (bold).
                let indent = if *weight == Weight::Regular {
                    FACT_INDENT
                } else {
                    0.0
                };
                f.page.text(x + indent, y + 0.8, 9.0, *weight, text);
                if let Some(a) = amount {
                    f.page.text_right(x + half, y + 0.8, 9.0, Weight::Bold, a);
                }
            }
        }
        f.y = top - n as f32 * leading(9.0) - 1.5;
    }
    f.rule(0.8);
}

const FACT_INDENT: f32 = 4.0;

/// A meter's lines in a column `w` mm wide: its summary in bold, then each fact with its
/// amount on the fact's last line.
fn meter_lines<'a>(
    title: &str,
    facts: &'a [(String, String)],
    w: f32,
) -> Vec<(String, Option<&'a str>, Weight)> {
    let mut out: Vec<(String, Option<&str>, Weight)> = wrap(title, w, 9.0, Weight::Bold)
        .into_iter()
        .map(|l| (l, None, Weight::Bold))
        .collect();
    for (what, amount) in facts {
        let room = w - FACT_INDENT - width(amount, 9.0, Weight::Bold) - 6.0;
        let lines = wrap(what, room, 9.0, Weight::Regular);
        let last = lines.len().saturating_sub(1);
        for (i, l) in lines.into_iter().enumerate() {
            let a = (i == last).then_some(amount.as_str());
            out.push((l, a, Weight::Regular));
        }
    }
    out
}

/// The totals, signature lines and verification block, kept together on one page.
fn closing(
    f: &mut Flow,
    w: &Words,
    payload: &Payload,
    st: &Statement,
    round: &pitpay_core::Header,
) {
    let totals_h = st.totals.len() as f32 * leading(11.0) + 3.0;
    let rows: Vec<Vec<Vec<String>>> = signers(w, payload, round, &st.to_pay)
        .iter()
        .map(|pair| {
            pair.iter()
                .map(|who| {
                    // The enrolment state is a line of its own.
                    who.split('\n')
                        .flat_map(|part| wrap(part, sign_off_width(f), 10.0, Weight::Bold))
                        .collect()
                })
                .collect()
        })
        .collect();
    let named = |row: &Vec<Vec<String>>| row.iter().map(Vec::len).max().unwrap_or(1);
    let sign_h: f32 = rows
        .iter()
        .map(|r| named(r) as f32 * leading(10.0) + SIGN_OFF_H)
        .sum();
    let pay = &st.to_pay_lines;
    let pay_h = pay.len() as f32 * leading(11.0) + 3.0;
    f.room(totals_h + pay_h + sign_h + VERIFY_H);
    for t in &st.totals {
        f.para(11.0, Weight::Bold, t);
    }
    f.y -= 3.0;
    for (i, line) in pay.iter().enumerate() {
        let weight = if i == 0 {
            Weight::Bold
        } else {
            Weight::Regular
        };
        f.para(11.0, weight, line);
    }
    f.y -= 3.0;
    let marks = SignOffWords {
        signature: t!(w, "slip-signature"),
        date: t!(w, "slip-date"),
        hint: t!(w, "slip-date-hint"),
    };
    for row in &rows {
        sign_off(f, &marks, row, named(row));
    }
    verification(f, w, payload);
}

/// Below the names: the signature line, the date field and their gap.
const SIGN_OFF_H: f32 = 12.0;

/// Who signs, in pairs side by side: "Dealer: Bo Lind" and "Supervisor: Ana Reyes (ID
/// S-77)"; then, on a slip with tax paperwork or a meter award, the patron ("Patron: Jo
/// Smith (Passport ending 4321)") and the witness.
///
/// Each says whether the person is enrolled in the staff register (and signed
/// with their own key, whose fingerprint is printed) or not ("supervisor not enrolled").
fn signers(
    w: &Words,
    payload: &Payload,
    header: &pitpay_core::Header,
    to_pay: &pitpay_core::ToPay,
) -> Vec<[String; 2]> {
    let signed = &payload.signed;
    let enrolled = |key: &str, not: String| {
        if key.is_empty() {
            format!("\n{not}")
        } else {
            let fp = crate::keys::fingerprint(&crate::keys::unhex(key).unwrap_or_default());
            format!("\n{}", t!(w, "slip-enrolled", fingerprint = fp))
        }
    };
    let supervisor = t!(
        w,
        "slip-supervisor",
        name = signed.supervisor.as_str(),
        id = signed.supervisor_id.as_str()
    ) + &enrolled(
        &signed.supervisor_key,
        t!(w, "slip-supervisor-not-enrolled"),
    );
    // The dealer the supervisor names, else the one the round file names.
    let dealer = match (&signed.dealer, &header.dealer_name) {
        (named, Some(dealt)) if named.is_empty() => dealt,
        (named, _) => named,
    };
    let dealer = format!(
        "{}\n{}",
        t!(w, "slip-dealer", name = dealer.as_str()),
        t!(w, "slip-id-blank")
    );
    let mut rows = vec![[dealer, supervisor]];
    rows.extend(second_signers(w, payload, to_pay));
    if signed.patron.is_some() || signed.witness.is_some() {
        let patron = signed
            .patron
            .as_ref()
            .map(|p| {
                t!(
                    w,
                    "slip-patron-id",
                    name = p.name.as_str(),
                    id_type = p.id_type.as_str(),
                    last4 = p.id_last4.as_str()
                )
            })
            .unwrap_or_default();
        let witness = signed
            .witness
            .as_ref()
            .map(|who| {
                let how = if signed.supervisor_key.is_empty() {
                    String::new()
                } else {
                    enrolled(&signed.witness_key, t!(w, "slip-witness-not-enrolled"))
                };
                t!(
                    w,
                    "slip-witness-who",
                    name = who.name.as_str(),
                    id = who.id.as_str()
                ) + &how
            })
            .unwrap_or_default();
        rows.push([
            t!(w, "slip-patron", patron = patron),
            t!(w, "slip-witness", witness = witness),
        ]);
    }
    rows
}

/// The signature lines the amount to be paid calls for beyond the supervisor's and the
/// dealer's, from the figures the slip recorded when it was issued (the settings'
/// `[cage]`): a verifier over `verifier_over`, a manager over `manager_over`, and a
/// cashier where the cage pays. A slip issued before slips recorded them has none.
fn second_signers(w: &Words, payload: &Payload, to_pay: &pitpay_core::ToPay) -> Vec<[String; 2]> {
    let Some(cage) = payload.signed.cage else {
        return Vec::new();
    };
    let blank = |role: String| format!("{role}\n{}", t!(w, "slip-id-blank"));
    let amount = to_pay.amount.cents();
    let mut lines = Vec::new();
    if amount > cage.verifier_over {
        lines.push(blank(t!(w, "slip-verifier-blank")));
    }
    if amount > cage.manager_over {
        lines.push(blank(t!(w, "slip-manager-blank")));
    }
    if to_pay.at_cage {
        lines.push(blank(t!(w, "slip-cashier-blank")));
    }
    lines
        .chunks(2)
        .map(|pair| [pair[0].clone(), pair.get(1).cloned().unwrap_or_default()])
        .collect()
}

fn sign_off_width(f: &Flow) -> f32 {
    (f.text_width() - 10.0) / 2.0
}

/// The dealer's and the supervisor's sign-off side by side: each names the person, then
/// a signature line and a date field on one baseline, the two rows aligned whatever the
/// names' lengths.
/// The words under each signer: the signature line's label, the date's, and the date
/// field's faint format.
struct SignOffWords {
    signature: String,
    date: String,
    hint: String,
}

fn sign_off(f: &mut Flow, marks: &SignOffWords, people: &[Vec<String>], named: usize) {
    let w = sign_off_width(f);
    let top = f.y;
    let line_y = top - named as f32 * leading(10.0) - 9.0;
    for (i, names) in people.iter().enumerate() {
        // An odd signer out leaves the second column empty: no line under nobody.
        if names.iter().all(|l| l.trim().is_empty()) {
            continue;
        }
        let x = f.left() + i as f32 * (w + 10.0);
        let mut y = top;
        for l in names {
            y -= leading(10.0);
            f.page.text(x, y, 10.0, Weight::Bold, l);
        }
        // The lines start after their labels, however long a language writes them.
        let label = |s: &str| width(s, 8.5, Weight::Regular);
        let sig = (
            (x + 17.0).max(x + label(&marks.signature) + 1.5),
            x + w * 0.62,
        );
        let date = ((sig.1 + 10.0).max(sig.1 + label(&marks.date) + 3.5), x + w);
        f.page
            .text(x, line_y, 8.5, Weight::Regular, &marks.signature);
        f.page.line(sig.0, line_y - 0.8, sig.1, line_y - 0.8, 0.6);
        f.page
            .text(sig.1 + 2.0, line_y, 8.5, Weight::Regular, &marks.date);
        f.page.line(date.0, line_y - 0.8, date.1, line_y - 0.8, 0.6);
        // The date's format, faint in its field, to be written over.
        f.page.fill((0.7, 0.7, 0.7));
        let hint = (date.0 + 1.5, line_y + 0.2);
        f.page
            .text(hint.0, hint.1, 6.0, Weight::Regular, &marks.hint);
        f.page.fill(BLACK);
    }
    f.y = top - named as f32 * leading(10.0) - SIGN_OFF_H;
}

const VERIFY_H: f32 = 34.0;

/// The verification block: key fingerprint, signature, how to check, and the QR code.
fn verification(f: &mut Flow, w: &Words, payload: &Payload) {
    let top = f.y;
    let (left, right) = (f.left(), f.right());
    let h = VERIFY_H - 3.0;
    f.page.stroke_rect(left, top - h, right - left, h, 0.6);
    let x = left + 3.0;
    let heading = t!(w, "slip-verification");
    f.page.text(x, top - 5.0, 10.0, Weight::Bold, &heading);
    // Where this copy's entry stands in the journal: what a journal restored
    // from an older copy is compared with, and what `journal --recover` puts back.
    let place = payload
        .copy_entries
        .as_ref()
        .map(|c| &c.place)
        .or(payload.signed.journal.as_ref());
    let fingerprint = payload.key_fingerprint.as_str();
    let fp = match place {
        Some(p) => t!(
            w,
            "slip-fingerprint-place",
            fingerprint = fingerprint,
            entry = p.entry.to_string(),
            prev = p.prev.get(..16).unwrap_or_default()
        ),
        None => t!(w, "slip-fingerprint", fingerprint = fingerprint),
    };
    f.page.text(x, top - 9.5, 8.0, Weight::Regular, &fp);
    let about = t!(w, "slip-signature-about");
    f.page.text(x, top - 13.5, 8.0, Weight::Regular, &about);
    let mut y = top - 17.0;
    for chunk in payload.signature.as_bytes().chunks(64) {
        f.page
            .text(x, y, 7.0, Weight::Regular, &String::from_utf8_lossy(chunk));
        y -= 3.2;
    }
    let check = t!(w, "slip-check-with");
    y -= 2.0;
    for l in wrap(&check, right - left - h - 6.0, 7.5, Weight::Regular) {
        f.page.text(x, y, 7.5, Weight::Regular, &l);
        y -= 3.3;
    }
    qr_code(f, payload, top, h);
    f.y = top - VERIFY_H;
}

/// A slip the cage pays says so under its number, where a cashier looks first: a black
/// band, PAY AT CAGE and the amount in white, on every copy as on the original.
fn pay_at_cage(f: &mut Flow, w: &Words, payload: &Payload, st: &Statement) {
    if !payload.signed.cage.is_some_and(|c| c.pays) {
        return;
    }
    let (left, right) = (f.left(), f.right());
    let h = 20.0;
    f.y -= h;
    f.page.fill(BLACK);
    f.page.fill_rect(left, f.y, right - left, h);
    f.page.fill((1.0, 1.0, 1.0));
    let band = t!(w, "slip-pay-at-cage");
    f.page
        .text(left + 6.0, f.y + 5.5, 13.0, Weight::Bold, &band);
    let amount = st.currency.format(st.to_pay.amount);
    let words = t!(w, "slip-amount-to-pay", amount = amount);
    f.page
        .text_right(right - 6.0, f.y + 5.5, 13.0, Weight::Bold, &words);
    f.page.fill(BLACK);
    f.y -= 4.0;
}

/// The QR code in the verification block: slip number, key fingerprint, signature,
/// and the journal that holds the slip (`crate::cage::Scanned` reads it back).
fn qr_code(f: &mut Flow, payload: &Payload, top: f32, h: f32) {
    let qr_text = crate::cage::qr_text(payload);
    if let Ok(code) = qrcode::QrCode::new(qr_text.as_bytes()) {
        let n = code.width();
        let size = h - 4.0;
        let module = size / n as f32;
        let x0 = f.right() - size - 2.0;
        let y0 = top - h + 2.0;
        let colors = code.to_colors();
        // One rectangle per run of dark modules in a row: a third of the drawing.
        for (row, line) in colors.chunks(n.max(1)).enumerate() {
            let y = y0 + size - (row + 1) as f32 * module;
            let mut col = 0;
            while col < line.len() {
                let run = line[col..]
                    .iter()
                    .take_while(|c| **c == qrcode::Color::Dark)
                    .count();
                if run > 0 {
                    let x = x0 + col as f32 * module;
                    f.page.fill_rect(x, y, run as f32 * module, module);
                }
                col += run.max(1);
            }
        }
    }
}

/// The foot of every page: slip number, "Page x of y", and the copy.
fn page_footer(page: &mut Page, w: &Words, number: i64, p: &Printing, n: usize, total: usize) {
    let (width, y) = (page.width, 11.0);
    page.stroke(GREY);
    page.line(MARGIN, y + 3.5, width - MARGIN, y + 3.5, 0.4);
    page.stroke(BLACK);
    page.fill(GREY);
    page.text(
        MARGIN,
        y,
        8.0,
        Weight::Regular,
        &t!(w, "slip-footer-number", number = format!("{number:06}")),
    );
    page.text_center(
        width / 2.0,
        y,
        8.0,
        Weight::Bold,
        &t!(w, "slip-footer-page", page = n, total = total),
    );
    let copy = copy_word(w, p).unwrap_or_else(|| t!(w, "slip-copy-original"));
    page.text_right(width - MARGIN, y, 8.0, Weight::Regular, &copy);
    page.fill(BLACK);
}

/// The VOID mark: the word across the page's diagonal in a light red that prints as a
/// light grey, drawn beneath the page's text. The void's reason is not slanted along
/// it, where it would run over amounts and names: the boxed notice under the header
/// states it, with when the slip was voided, in the page's own lines.
fn void_mark(words: &Words, w: f32, h: f32) -> Page {
    let mut mark = Page::new(w, h);
    let diagonal = (w * w + h * h).sqrt();
    let angle = h.atan2(w).to_degrees();
    mark.turn_about(w / 2.0, h / 2.0, angle);
    let void = t!(words, "slip-copy-void");
    let size = 180.0 * (diagonal * 0.55) / width(&void, 180.0, Weight::Bold);
    mark.fill((1.0, 0.82, 0.82));
    mark.text_center(
        0.0,
        -size * pdf::MM_PER_PT * 0.36,
        size,
        Weight::Bold,
        &void,
    );
    mark.restore();
    mark
}

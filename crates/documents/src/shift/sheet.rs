//! The parts of the shift report drawn from the listing: every slip of the period with
//! its notes, the numbers the listing lacks, and the signature block. Every cell and
//! note wraps inside the text width, so nothing runs past a margin on Letter or A4.

use pitpay_core::{Currency, Money};
use pitpay_journal::{Actor, SlipState};

use super::listing::{self, Listed};
use super::Period;
use crate::pdf::flow::{Cell, Flow};
use crate::pdf::{leading, wrap, Weight};
use pitpay_language::{t, Words};

/// Type size of the listing.
const SIZE: f32 = 8.5;

/// The listing's columns: start (mm from the text's left edge), width, right-aligned.
/// They end at 178 mm, the text width of A4 within the report's margins (Letter's is
/// wider).
const COLUMNS: [(f32, f32, bool); 7] = [
    (0.0, 11.0, true),
    (14.0, 22.0, false),
    (38.0, 22.0, false),
    (62.0, 28.0, false),
    (92.0, 40.0, false),
    (134.0, 24.0, true),
    (161.0, 17.0, false),
];

/// Type size of the notes under a slip's row.
const NOTE_SIZE: f32 = 8.0;

/// How far a slip's notes stand in from the left: under the time column.
const NOTE_INDENT: f32 = 14.0;

/// `amount` for people: with the currency's symbol and thousands separators; with the
/// separators alone when the currency is not known (slips of several currencies added
/// up, or a record that did not read).
pub(crate) fn money(currency: Option<Currency>, amount: Money) -> String {
    match currency {
        Some(c) => c.format(amount),
        // Formatted as dollars, then the symbol taken off: the same integer grouping.
        None => Currency::USD.format(amount).replacen('$', "", 1),
    }
}

/// "Dana Reyes (S-1042)", or the name alone when no ID was recorded.
pub(super) fn who(a: &Actor, words: &Words) -> String {
    let name = Actor::name_said(&a.name).in_words(words);
    if a.id.is_empty() {
        name
    } else {
        format!("{name} ({})", a.id)
    }
}

/// A UTC time the journal wrote, in the property's local time.
pub(super) fn local(p: &Period, utc: &str) -> String {
    p.clock
        .stamp_utc(utc)
        .map_or_else(|| utc.to_string(), |s| s.local_with_offset())
}

/// The issue time in the time column: the clock time alone when the report is of one
/// gaming day, else the date too.
fn issued_at(p: &Period, local_time: &str) -> String {
    let (date, rest) = local_time.split_once('T').unwrap_or(("", local_time));
    let clock = rest.get(..8).unwrap_or(rest);
    if p.first == p.last || date.is_empty() {
        clock.to_string()
    } else {
        format!("{date} {clock}")
    }
}

fn row(f: &mut Flow, weight: Weight, texts: [&str; 7]) {
    let cells: Vec<Cell<'_>> = COLUMNS
        .iter()
        .zip(texts)
        .map(|(&(x, width, right), text)| Cell {
            x,
            width,
            right,
            text,
        })
        .collect();
    f.cells(SIZE, weight, &cells);
}

/// One slip's row and the notes under it, kept on one page: a note never stands at
/// the top of a page away from its slip.
fn slip_row(f: &mut Flow, p: &Period, s: &Listed, words: &Words) {
    let state = match s.state {
        SlipState::Void => t!(words, "report-state-void"),
        SlipState::Reprinted => t!(words, "report-state-reprinted"),
        SlipState::Issued => t!(words, "report-state-issued"),
    };
    let (number, time, supervisor) = (
        s.number.to_string(),
        issued_at(p, &s.time),
        who(&s.supervisor, words),
    );
    let paid = money(s.currency, s.paid);
    let texts = [
        number.as_str(),
        &time,
        &s.table,
        &s.game,
        &supervisor,
        &paid,
        &state,
    ];
    let notes = notes(p, s, words);
    let note_width = f.text_width() - NOTE_INDENT;
    let note_lines: usize = notes
        .iter()
        .map(|n| wrap(n, note_width, NOTE_SIZE, Weight::Regular).len())
        .sum();
    let row_lines = COLUMNS
        .iter()
        .zip(texts)
        .map(|(&(_, width, _), t)| wrap(t, width, SIZE, Weight::Regular).len())
        .max()
        .unwrap_or(1);
    f.room(leading(SIZE) * row_lines as f32 + leading(NOTE_SIZE) * note_lines as f32 + 1.4);
    row(f, Weight::Regular, texts);
    if notes.is_empty() {
        return;
    }
    // The notes clear of the row's descenders, and the next row clear of the notes.
    f.gap(0.6);
    for note in &notes {
        f.para_in(NOTE_INDENT, NOTE_SIZE, Weight::Regular, note);
    }
    f.gap(0.8);
}

/// Every slip of the period, one row each, oldest first, with a note under a row for
/// each reprint, the void and a re-issue; then the numbers missing or listed twice.
pub(crate) fn slip_list(
    f: &mut Flow,
    p: &Period,
    slips: &[Listed],
    every_station: bool,
    words: &Words,
) {
    super::section(f, &t!(words, "report-listing"));
    if slips.is_empty() {
        f.para(10.0, Weight::Regular, &t!(words, "report-none"));
        return;
    }
    f.room(leading(SIZE) * 3.0);
    let header: [String; 7] = [
        t!(words, "report-col-number"),
        t!(words, "report-col-time"),
        t!(words, "report-col-table"),
        t!(words, "report-col-game"),
        t!(words, "report-col-supervisor"),
        t!(words, "report-col-to-pay"),
        t!(words, "report-col-state"),
    ];
    let heads = |f: &mut Flow| row(f, Weight::Bold, header.each_ref().map(String::as_str));
    heads(f);
    let again = header.clone();
    f.continue_with(Some(Box::new(move |f: &mut Flow| {
        row(f, Weight::Bold, again.each_ref().map(String::as_str));
    })));
    for s in slips {
        slip_row(f, p, s, words);
    }
    f.continue_with(None);
    numbers(f, slips, every_station, words);
}

/// What happened to a slip since it was issued, one note each.
fn notes(p: &Period, s: &Listed, words: &Words) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(first) = s.again_of {
        out.push(t!(words, "report-note-reissue", slip = first.to_string()));
    }
    if !s.again_as.is_empty() {
        let later: Vec<String> = s.again_as.iter().map(i64::to_string).collect();
        let later = later.join(&t!(words, "report-list-separator"));
        out.push(t!(words, "report-note-reissued-as", slips = later));
    }
    for (time, by) in &s.reprints {
        out.push(t!(
            words,
            "report-note-reprint",
            time = local(p, time),
            who = who(by, words)
        ));
    }
    if let Some((time, by, reason)) = &s.void {
        out.push(t!(
            words,
            "report-note-void",
            time = local(p, time),
            who = who(by, words),
            reason = reason.as_str()
        ));
    }
    if s.jackpot {
        out.push(t!(words, "report-note-jackpot"));
    }
    match (&s.cage, &s.cage_paid) {
        (_, Some((time, by, with))) if with.is_empty() => {
            out.push(t!(
                words,
                "report-note-cage-paid",
                time = local(p, time),
                who = who(by, words)
            ));
        }
        (_, Some((time, by, with))) => out.push(t!(
            words,
            "report-note-cage-paid-with",
            time = local(p, time),
            who = who(by, words),
            with = cosigners(words, with)
        )),
        (Some(_), None) => out.push(t!(words, "report-note-cage-owed")),
        (None, None) => {}
    }
    if s.file_missing {
        out.push(t!(
            words,
            "report-note-file-missing",
            slip = s.number.to_string()
        ));
    }
    if s.altered {
        out.push(t!(words, "report-note-altered"));
    }
    out
}

/// The numbers the listing lacks between its first and last, and any listed twice.
fn numbers(f: &mut Flow, slips: &[Listed], every_station: bool, words: &Words) {
    let (missing, twice) = listing::missing_and_twice(slips);
    let separator = t!(words, "report-list-separator");
    let joined = |v: &[i64]| {
        v.iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(&separator)
    };
    f.gap(1.5);
    if !every_station {
        f.para(9.0, Weight::Regular, &t!(words, "report-one-station"));
    } else if missing.is_empty() {
        f.para(9.0, Weight::Regular, &t!(words, "report-none-missing"));
    } else {
        let line = t!(words, "report-missing", numbers = joined(&missing));
        f.para(9.0, Weight::Bold, &line);
    }
    if !twice.is_empty() {
        let line = t!(words, "report-twice", numbers = joined(&twice));
        f.para(9.0, Weight::Bold, &line);
    }
}

/// The property's name and location, or a line to fill in for each one not set.
pub(crate) fn letterhead(
    f: &mut Flow,
    property: Option<&str>,
    location: Option<&str>,
    words: &Words,
) {
    let filled = |v: Option<&str>| {
        v.map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_string)
    };
    match filled(property) {
        Some(v) => f.para(
            11.0,
            Weight::Regular,
            &t!(words, "report-property", name = v),
        ),
        None => blank(f, &t!(words, "report-property-blank")),
    }
    match filled(location) {
        Some(v) => f.para(
            11.0,
            Weight::Regular,
            &t!(words, "report-location", name = v),
        ),
        None => blank(f, &t!(words, "report-location-blank")),
    }
}

/// "Label:" (the label with its colon, as the language writes it) and a rule to write
/// on.
fn blank(f: &mut Flow, label: &str) {
    f.room(leading(11.0) + 1.0);
    f.y -= leading(11.0);
    let (x, y) = (f.left(), f.y);
    f.page.text(x, y, 11.0, Weight::Regular, label);
    let start = x + crate::pdf::width(label, 11.0, Weight::Regular) + 2.0;
    f.page.line(start, y - 0.6, x + 110.0, y - 0.6, 0.4);
    f.y -= 1.0;
}

/// The fields each signer fills in: where each starts and how wide it is (mm from the
/// text's left edge, within A4's 178 mm).
const FIELDS: [(f32, f32); 4] = [(0.0, 55.0), (59.0, 30.0), (93.0, 55.0), (152.0, 26.0)];

/// A line for each of the supervisor, the cashier and the manager to sign, kept on one
/// page.
pub(crate) fn signatures(f: &mut Flow, words: &Words) {
    let block = 17.0;
    f.gap(4.0);
    f.room(leading(13.0) + block * 3.0);
    super::section(f, &t!(words, "report-signed"));
    let labels = [
        t!(words, "report-field-name"),
        t!(words, "report-field-employee-id"),
        t!(words, "report-field-signature"),
        t!(words, "report-field-date"),
    ];
    let roles = [
        t!(words, "report-role-supervisor"),
        t!(words, "report-role-cashier"),
        t!(words, "report-role-manager"),
    ];
    for role in roles {
        f.y -= 3.0;
        f.para(9.0, Weight::Bold, &role);
        f.y -= 7.0;
        let (left, y) = (f.left(), f.y);
        for ((x, w), label) in FIELDS.iter().zip(&labels) {
            f.page.line(left + x, y, left + x + w, y, 0.4);
            f.page.text(left + x, y - 3.5, 7.5, Weight::Regular, label);
        }
        f.y -= 4.5;
    }
}

/// Who signed a cage payment besides the cashier, as the journal records it
/// (`verifier NAME (ID); manager NAME (ID)`, in English, since the record has no
/// language), with each role in the report's words; a part in any other form as it is.
fn cosigners(words: &Words, recorded: &str) -> String {
    let parts: Vec<String> = recorded
        .split("; ")
        .map(|part| {
            let role = ["verifier", "manager"]
                .into_iter()
                .find_map(|role| Some((role, part.strip_prefix(role)?.strip_prefix(' ')?)));
            match role {
                Some((role, who)) => t!(words, "report-cosigner", role = role, who = who),
                None => part.to_string(),
            }
        })
        .collect();
    parts.join(&t!(words, "report-cosigners-separator"))
}

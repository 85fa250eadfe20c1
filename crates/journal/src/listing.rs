//! `pitpay journal`'s and `pitpay staff list`'s tables for a terminal: their headings
//! and marks in the podium's language, each column padded by the width a terminal shows it at (a Chinese heading or
//! name takes two columns a character), so that the columns line up in every language.
//! The figures, ids and names are as the journal recorded them.

use pitpay_language::{pad, pad_start, t, Words};

use crate::journal::entry::CageState;
use crate::journal::Entry;
use crate::register::Member;

/// The widths of the columns before the state, which closes the line unpadded.
const WIDTHS: [usize; 10] = [6, 26, 10, 16, 20, 10, 12, 17, 10, 10];

/// One line of cells: the number and the two amounts right-aligned, the rest left, two
/// spaces after the number and before the state, one elsewhere.
fn line(cells: [&str; 10], state: &str) -> String {
    let mut text = String::new();
    for (i, (cell, width)) in cells.iter().zip(WIDTHS).enumerate() {
        let right = matches!(i, 0 | 8 | 9);
        text.push_str(&if right {
            pad_start(cell, width)
        } else {
            pad(cell, width)
        });
        text.push_str(if i == 0 || i == 9 { "  " } else { " " });
    }
    text.push_str(state);
    text
}

/// The heading line.
pub(crate) fn header(w: &Words) -> String {
    line(
        [
            &t!(w, "listing-journal-number"),
            &t!(w, "listing-journal-local-time"),
            &t!(w, "listing-journal-gaming-day"),
            &t!(w, "listing-journal-station"),
            &t!(w, "listing-journal-supervisor"),
            &t!(w, "listing-journal-id"),
            &t!(w, "listing-journal-table"),
            &t!(w, "listing-journal-game"),
            &t!(w, "listing-journal-paid"),
            &t!(w, "listing-journal-net"),
        ],
        &t!(w, "listing-journal-state-heading"),
    )
}

/// A slip's line: its figures, then its state and what is to know of it.
pub(crate) fn row(w: &Words, e: &Entry) -> String {
    // The property's local time with its offset; UTC is in --json and --csv.
    let local = match e.local_time.len() {
        0 => e.time.clone(),
        n => {
            let (at, offset) = e.local_time.split_at(n.saturating_sub(6));
            format!("{} {offset}", at.replacen('T', " ", 1))
        }
    };
    let mut state = t!(w, "listing-journal-state", state = e.state.id());
    if let Some(reason) = &e.void_reason {
        state.push_str(&t!(
            w,
            "listing-journal-void-reason",
            reason = reason.as_str()
        ));
    }
    if e.jackpot {
        state.push_str(&t!(w, "listing-journal-jackpot"));
    }
    match e.cage {
        Some(CageState::Outstanding) => state.push_str(&t!(w, "listing-journal-cage-outstanding")),
        Some(CageState::Paid) => state.push_str(&t!(w, "listing-journal-cage-paid")),
        None => {}
    }
    if e.file_missing {
        state.push_str(&t!(w, "listing-journal-file-missing"));
    }
    let number = e.number.to_string();
    line(
        [
            &number,
            &local,
            &e.gaming_day,
            &e.station,
            &e.supervisor,
            &e.supervisor_id,
            &e.table,
            &e.game,
            &e.paid,
            &e.net,
        ],
        &state,
    )
}

/// `pitpay staff list`: the register, a member a line, or what to do when it is empty.
pub(crate) fn staff(w: &Words, members: &[Member]) -> String {
    if members.is_empty() {
        return t!(w, "listing-staff-empty");
    }
    let cells = |id: &str, name: &str, role: &str, state: &str, key: &str| {
        format!(
            "{} {} {} {} {key}",
            pad(id, 12),
            pad(name, 28),
            pad(role, 11),
            pad(state, 26)
        )
    };
    let mut lines = vec![cells(
        &t!(w, "listing-staff-id"),
        &t!(w, "listing-staff-name"),
        &t!(w, "listing-staff-role"),
        &t!(w, "listing-staff-state"),
        &t!(w, "listing-staff-key"),
    )];
    for m in members {
        let state = match &m.disabled {
            Some((_, at)) => t!(w, "listing-staff-disabled", at = at.as_str()),
            None => t!(
                w,
                "listing-staff-active",
                since = m.since.get(..10).unwrap_or(&m.since)
            ),
        };
        let role = t!(w, "listing-staff-role-name", role = m.role.id());
        lines.push(cells(&m.id, &m.name, &role, &state, &m.fingerprint));
    }
    lines.join("\n")
}

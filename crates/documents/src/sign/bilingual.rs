//! A sign in more than one language, laid out as a posted bilingual sign is: one panel
//! whose title, lead and every pay line stand in each language in turn (the English
//! line, the Chinese beneath it), all in the same type, so no language is set smaller
//! than another; the notes and rules follow in each language. A tent instead carries
//! one language on each face (`super::draw`).

use pitpay_core::{PayLine, Posted, Section};

/// Where one language's text ends and the next one's begins inside a merged field:
/// the panel sets each part on a line of its own.
pub(super) const BREAK: char = '\n';

/// The parts of a merged field, one per language.
pub(super) fn parts(text: &str) -> impl Iterator<Item = &str> {
    text.split(BREAK).filter(|p| !p.is_empty())
}

/// The languages' postings merged into one: fields joined by [`BREAK`] (a text the
/// same in two languages, such as a brand name, once), pay lines interleaved.
pub(super) fn merge(postings: &[Posted]) -> Option<Posted> {
    let (first, rest) = postings.split_first()?;
    let mut out = first.clone();
    if rest.is_empty() {
        return Some(out);
    }
    let all = || postings.iter();
    out.title = joined(all().map(|p| p.title.as_str()));
    out.subtitle = joined(all().map(|p| p.subtitle.as_str()));
    out.lead = optional(all().map(|p| p.lead.as_deref()));
    out.cards_note = optional(all().map(|p| p.cards_note.as_deref()));
    out.example = optional(all().map(|p| p.example.as_deref()));
    out.stake = joined(all().map(|p| p.stake.as_str()));
    out.decks = joined(all().map(|p| p.decks.as_str()));
    out.rules = all().flat_map(|p| p.rules.iter().cloned()).collect();
    out.sections = first
        .sections
        .iter()
        .enumerate()
        .map(|(i, s)| Section {
            heading: optional(all().map(|p| heading(p, i))),
            lines: interleave(postings, i, s),
        })
        .collect();
    Some(out)
}

fn heading(p: &Posted, section: usize) -> Option<&str> {
    p.sections.get(section).and_then(|s| s.heading.as_deref())
}

/// Section `i`'s lines, each followed by the same line in the other languages (a line
/// the same in every way is set once).
fn interleave(postings: &[Posted], i: usize, first: &Section) -> Vec<PayLine> {
    let mut lines = Vec::new();
    for (n, line) in first.lines.iter().enumerate() {
        lines.push(line.clone());
        for other in postings.iter().skip(1) {
            let Some(l) = other.sections.get(i).and_then(|s| s.lines.get(n)) else {
                continue;
            };
            if !lines.contains(l) {
                lines.push(l.clone());
            }
        }
    }
    lines
}

fn joined<'a>(texts: impl Iterator<Item = &'a str>) -> String {
    let mut seen: Vec<&str> = Vec::new();
    for t in texts {
        if !seen.contains(&t) {
            seen.push(t);
        }
    }
    seen.join(&BREAK.to_string())
}

fn optional<'a>(texts: impl Iterator<Item = Option<&'a str>>) -> Option<String> {
    let present: Vec<&str> = texts.flatten().collect();
    (!present.is_empty()).then(|| joined(present.into_iter()))
}

//! The command palette (Ctrl+K): every action and every choice of the app by name, for
//! what iced widgets cannot take by keyboard (buttons, pick lists, checkboxes cannot be
//! focused in iced 0.14). Type to filter ("soft17 hit", "void 12"), Up and Down to
//! choose, Enter to run, Escape to close. The app builds the list
//! ([`crate::gui::commands`]); this module only filters, chooses and draws it.
//!
//! Numbers are exact: "reprint 2" once listed slip 6 first (its table was
//! BJ-2) and Enter reprinted it. A number typed matches a slip entry only when it is
//! that slip's number, and any other entry only where the title has that whole number
//! ("seat 2", never "seat 12"); entries that match exactly come first.

use iced::widget::{button, column, container, row, text, text_input, Column};
use iced::{Element, Length};
use pitpay_language::t;

/// How many entries are drawn at once; the list scrolls with the choice.
const SHOWN: usize = 12;

/// One thing the palette can run.
#[derive(Debug, Clone)]
pub(crate) struct Entry<M> {
    /// What it does, in the window's words ("House option: soft17 = hit").
    pub title: String,
    /// Its English title when the window speaks another language (else empty): typed
    /// words find it by either, as the manual and the floor's habits spell commands in
    /// English.
    pub also: String,
    /// Its shortcut, when it has one ("Ctrl+N").
    pub keys: &'static str,
    /// What running it tells the app.
    pub message: M,
    /// The slip it acts on, if any: a number typed must be this one.
    pub slip: Option<i64>,
}

impl<M> Entry<M> {
    /// An entry without a shortcut.
    pub(crate) fn new(title: impl Into<String>, message: M) -> Entry<M> {
        Entry {
            title: title.into(),
            also: String::new(),
            keys: "",
            message,
            slip: None,
        }
    }

    /// An entry acting on slip `number`.
    pub(crate) fn slip(title: impl Into<String>, number: i64, message: M) -> Entry<M> {
        Entry {
            slip: Some(number),
            ..Entry::new(title, message)
        }
    }

    /// The same entry with its shortcut shown.
    pub(crate) fn keys(mut self, keys: &'static str) -> Entry<M> {
        self.keys = keys;
        self
    }
}

/// What the palette can be told.
#[derive(Debug, Clone)]
pub(crate) enum Message {
    /// The filter was edited.
    Query(String),
    /// Up (-1) or down (+1).
    Move(i32),
    /// Run the chosen entry (Enter).
    Run,
    /// Run this entry of the filtered list (a click).
    Pick(usize),
}

/// What the palette asks of the app.
#[derive(Debug)]
pub(crate) enum Action<M> {
    /// Nothing more.
    None,
    /// Close the palette and run this.
    Run(M),
}

/// What the palette needs from the app while open: the words of its own lines (the app
/// gives its entries, already worded, when it opens it, and the slips it finds later,
/// with [`Palette::add`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The window's words.
    pub words: &'a pitpay_language::Words,
}

/// The open palette.
#[derive(Debug, Clone)]
pub(crate) struct Palette<M> {
    query: String,
    chosen: usize,
    entries: Vec<Entry<M>>,
}

impl<M: Clone> Palette<M> {
    /// The id of the filter field (focused when the palette opens).
    pub(crate) const ID: &'static str = "palette-query";

    /// A palette over these entries.
    pub(crate) fn new(entries: Vec<Entry<M>>) -> Palette<M> {
        Palette {
            query: String::new(),
            chosen: 0,
            entries,
        }
    }

    /// The entries the filter keeps, exact matches first: each word typed appears in
    /// the title (any case, any order); a number typed is the entry's slip's number, or
    /// a whole number of its title.
    pub(crate) fn matches(&self) -> Vec<&Entry<M>> {
        let words: Vec<String> = self
            .query
            .split_whitespace()
            .map(str::to_lowercase)
            .collect();
        let mut found: Vec<(u8, &Entry<M>)> = self
            .entries
            .iter()
            .filter_map(|e| rank(e, &words).map(|r| (r, e)))
            .collect();
        // A stable sort: the list's own order within each rank.
        found.sort_by_key(|(r, _)| *r);
        found.into_iter().map(|(_, e)| e).collect()
    }

    /// The numbers typed (slip numbers to look up in the journal).
    pub(crate) fn numbers(&self) -> Vec<i64> {
        self.query
            .split_whitespace()
            .filter_map(|w| w.parse::<i64>().ok())
            .filter(|n| *n > 0)
            .collect()
    }

    /// Whether an entry acts on slip `n`.
    pub(crate) fn has_slip(&self, n: i64) -> bool {
        self.entries.iter().any(|e| e.slip == Some(n))
    }

    /// Adds entries found later (slips read from the journal), keeping the choice.
    pub(crate) fn add(&mut self, entries: Vec<Entry<M>>) {
        for e in entries {
            if !self.entries.iter().any(|had| had.title == e.title) {
                self.entries.push(e);
            }
        }
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, _cx: &Context<'_>) -> Action<M> {
        match message {
            Message::Query(q) => {
                self.query = q;
                self.chosen = 0;
                Action::None
            }
            Message::Move(by) => {
                let n = self.matches().len();
                if n > 0 {
                    let at = self.chosen as i64 + i64::from(by);
                    self.chosen = at.rem_euclid(n as i64) as usize;
                }
                Action::None
            }
            Message::Run => self.run(self.chosen),
            Message::Pick(i) => self.run(i),
        }
    }

    fn run(&self, i: usize) -> Action<M> {
        match self.matches().get(i) {
            Some(e) => Action::Run(e.message.clone()),
            None => Action::None,
        }
    }

    /// The palette: the filter, then the entries around the chosen one.
    pub(crate) fn view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let w = cx.words;
        let found = self.matches();
        let first = self.chosen.saturating_sub(SHOWN - 1);
        let mut list = Column::new().spacing(2);
        for (i, e) in found.iter().enumerate().skip(first).take(SHOWN) {
            let style = if i == self.chosen {
                button::primary
            } else {
                button::text
            };
            list = list.push(
                button(
                    row![
                        text(e.title.clone()).width(Length::Fill),
                        text(e.keys).size(13)
                    ]
                    .spacing(8),
                )
                .width(Length::Fill)
                .style(style)
                .on_press(Message::Pick(i)),
            );
        }
        let count = match found.len() {
            0 => t!(w, "palette-nothing"),
            n => t!(w, "palette-count", found = n, all = self.entries.len()),
        };
        container(
            column![
                text_input(&t!(w, "palette-hint"), &self.query)
                    .id(Self::ID)
                    .style(crate::gui::tab_stop::field_style)
                    .on_input(Message::Query)
                    .on_submit(Message::Run)
                    .padding(8)
                    .size(17),
                text(count).size(13),
                list,
            ]
            .spacing(8),
        )
        .padding(12)
        .width(Length::Fixed(640.0))
        .style(container::rounded_box)
        .into()
    }
}

/// How well an entry matches the words typed (lower is better), or `None` when it does
/// not: 0 for an entry whose slip is the number typed, 1 where every word starts a word
/// of the title, 2 for the rest.
fn rank<M>(e: &Entry<M>, words: &[String]) -> Option<u8> {
    let shown = rank_title(&e.title, e.slip, words);
    if e.also.is_empty() {
        return shown;
    }
    match (shown, rank_title(&e.also, e.slip, words)) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// How well one title of an entry (acting on slip `slip`) matches the words typed.
fn rank_title(title: &str, slip: Option<i64>, words: &[String]) -> Option<u8> {
    let title = title.to_lowercase();
    let tokens: Vec<&str> = title
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .collect();
    let mut slip_hit = false;
    let mut whole = true;
    for w in words {
        let number = w
            .parse::<i64>()
            .ok()
            .filter(|_| w.chars().all(|c| c.is_ascii_digit()));
        match (number, slip) {
            (Some(n), Some(slip)) => {
                if n != slip {
                    return None;
                }
                slip_hit = true;
            }
            (Some(_), None) => {
                let n = w.trim_start_matches('0');
                if !tokens.iter().any(|t| t.trim_start_matches('0') == n) {
                    return None;
                }
            }
            (None, _) => {
                if !title.contains(w.as_str()) {
                    return None;
                }
                whole &= tokens.iter().any(|t| t.starts_with(w.as_str()));
            }
        }
    }
    Some(if slip_hit {
        0
    } else if whole {
        1
    } else {
        2
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cx() -> Context<'static> {
        Context {
            words: pitpay_language::english(),
        }
    }

    fn palette() -> Palette<u8> {
        Palette::new(vec![
            Entry::new("New round", 1).keys("Ctrl+N"),
            Entry::new("House option: soft17 = hit", 2),
            Entry::new("House option: soft17 = stand", 3),
            Entry::new("Void slip 12…", 4),
        ])
    }

    #[test]
    fn typing_filters_by_every_word_in_any_case() {
        let mut p = palette();
        let _ = p.update(Message::Query("SOFT17 hit".into()), &cx());
        let titles: Vec<&str> = p.matches().iter().map(|e| e.title.as_str()).collect();
        assert_eq!(titles, ["House option: soft17 = hit"]);
        let _ = p.update(Message::Query("void 12".into()), &cx());
        assert!(matches!(p.update(Message::Run, &cx()), Action::Run(4)));
    }

    #[test]
    fn arrows_choose_and_wrap_round() {
        let mut p = palette();
        let _ = p.update(Message::Query("soft17".into()), &cx());
        let _ = p.update(Message::Move(1), &cx());
        assert!(matches!(p.update(Message::Run, &cx()), Action::Run(3)));
        let _ = p.update(Message::Move(1), &cx());
        assert!(
            matches!(p.update(Message::Run, &cx()), Action::Run(2)),
            "down from the last goes back to the first"
        );
        let _ = p.update(Message::Move(-1), &cx());
        assert!(matches!(p.update(Message::Run, &cx()), Action::Run(3)));
    }

    /// "reprint 2" once listed slip 6 first (table BJ-2) and Enter reprinted it.
    #[test]
    fn a_number_typed_is_a_slip_number_never_part_of_a_title() {
        let mut p = Palette::new(vec![
            Entry::slip("Reprint slip 6… (table BJ-2 · paid 20.00)", 6, 6),
            Entry::slip("Reprint slip 12… (table BJ-3 · paid 2.00)", 12, 12),
            Entry::slip("Reprint slip 2… (table BJ-7 · paid 20.00)", 2, 2),
            Entry::new("Remove seat 12", 99),
        ]);
        let _ = p.update(Message::Query("reprint 2".into()), &cx());
        let found: Vec<u8> = p.matches().iter().map(|e| e.message).collect();
        assert_eq!(found, [2]);
        let _ = p.update(Message::Query("12".into()), &cx());
        let found: Vec<u8> = p.matches().iter().map(|e| e.message).collect();
        assert_eq!(found, [12, 99], "the slip first, then the seat");
        let _ = p.update(Message::Query("seat 1".into()), &cx());
        assert!(p.matches().is_empty(), "seat 1 is not seat 12");
        assert_eq!(p.numbers(), [1]);
    }

    #[test]
    fn enter_on_nothing_runs_nothing() {
        let mut p = palette();
        let _ = p.update(Message::Query("no such thing".into()), &cx());
        assert!(matches!(p.update(Message::Run, &cx()), Action::None));
    }
}

//! The command palette (Ctrl+K): every action and every choice of the app by name, for
//! what iced widgets cannot take by keyboard (buttons, pick lists, checkboxes cannot be
//! focused in iced 0.14). Type to filter ("soft17 hit", "void 12"), Up and Down to
//! choose, Enter to run, Escape to close. The app builds the list
//! ([`crate::gui::commands`]); this module only filters, chooses and draws it.

use iced::widget::{button, column, container, row, text, text_input, Column};
use iced::{Element, Length};

/// How many entries are drawn at once; the list scrolls with the choice.
const SHOWN: usize = 12;

/// One thing the palette can run.
#[derive(Debug, Clone)]
pub struct Entry<M> {
    /// What it does, in words ("House option: soft17 = hit").
    pub title: String,
    /// Its shortcut, when it has one ("Ctrl+N").
    pub keys: &'static str,
    /// What running it tells the app.
    pub message: M,
}

impl<M> Entry<M> {
    /// An entry without a shortcut.
    pub fn new(title: impl Into<String>, message: M) -> Entry<M> {
        Entry {
            title: title.into(),
            keys: "",
            message,
        }
    }

    /// The same entry with its shortcut shown.
    pub fn keys(mut self, keys: &'static str) -> Entry<M> {
        self.keys = keys;
        self
    }
}

/// What the palette can be told.
#[derive(Debug, Clone)]
pub enum Message {
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
pub enum Action<M> {
    /// Nothing more.
    None,
    /// Close the palette and run this.
    Run(M),
}

/// The open palette.
#[derive(Debug, Clone)]
pub struct Palette<M> {
    query: String,
    chosen: usize,
    entries: Vec<Entry<M>>,
}

impl<M: Clone> Palette<M> {
    /// The id of the filter field (focused when the palette opens).
    pub const ID: &'static str = "palette-query";

    /// A palette over these entries.
    pub fn new(entries: Vec<Entry<M>>) -> Palette<M> {
        Palette {
            query: String::new(),
            chosen: 0,
            entries,
        }
    }

    /// The filter as typed.
    pub fn query(&self) -> &str {
        &self.query
    }

    /// The entries the filter keeps: each word typed appears in the title (any case,
    /// any order).
    pub fn matches(&self) -> Vec<&Entry<M>> {
        let words: Vec<String> = self
            .query
            .split_whitespace()
            .map(str::to_lowercase)
            .collect();
        self.entries
            .iter()
            .filter(|e| {
                let title = e.title.to_lowercase();
                words.iter().all(|w| title.contains(w.as_str()))
            })
            .collect()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action<M> {
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
    pub fn view(&self) -> Element<'_, Message> {
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
            0 => "Nothing matches.".to_string(),
            n => format!(
                "{n} of {} · Up/Down to choose, Enter to run, Escape to close",
                self.entries.len()
            ),
        };
        container(
            column![
                text_input(
                    "Type a command: \"soft17 hit\", \"add seat\", \"void 12\"…",
                    &self.query
                )
                .id(Self::ID)
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

#[cfg(test)]
mod tests {
    use super::*;

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
        let _ = p.update(Message::Query("SOFT17 hit".into()));
        let titles: Vec<&str> = p.matches().iter().map(|e| e.title.as_str()).collect();
        assert_eq!(titles, ["House option: soft17 = hit"]);
        let _ = p.update(Message::Query("void 12".into()));
        assert!(matches!(p.update(Message::Run), Action::Run(4)));
    }

    #[test]
    fn arrows_choose_and_wrap_round() {
        let mut p = palette();
        let _ = p.update(Message::Query("soft17".into()));
        let _ = p.update(Message::Move(1));
        assert!(matches!(p.update(Message::Run), Action::Run(3)));
        let _ = p.update(Message::Move(1));
        assert!(
            matches!(p.update(Message::Run), Action::Run(2)),
            "down from the last goes back to the first"
        );
        let _ = p.update(Message::Move(-1));
        assert!(matches!(p.update(Message::Run), Action::Run(3)));
    }

    #[test]
    fn enter_on_nothing_runs_nothing() {
        let mut p = palette();
        let _ = p.update(Message::Query("no such thing".into()));
        assert!(matches!(p.update(Message::Run), Action::None));
    }
}

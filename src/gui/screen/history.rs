//! The History screen: the slip journal, newest first, with reprint and void.

use iced::widget::{button, column, container, row, text, text_input, Column};
use iced::{Element, Length};

use crate::gui::widget::ERROR;
use crate::journal::Entry;

/// What the History screen can be told.
#[derive(Debug, Clone)]
pub enum Message {
    /// Read the journal again.
    Refresh,
    /// The journal was read.
    Loaded(Result<Vec<Entry>, String>),
    /// Print a slip again (asks where).
    Reprint(i64),
    /// The void reason for a slip was edited.
    ReasonChanged(i64, String),
    /// Void a slip with the typed reason.
    Void(i64),
}

/// The screen's state.
#[derive(Debug, Clone)]
pub struct History {
    /// The journal as last read.
    pub entries: Result<Vec<Entry>, String>,
    /// The void reason being typed, per slip.
    pub reasons: std::collections::BTreeMap<i64, String>,
}

impl Default for History {
    fn default() -> Self {
        History::new()
    }
}

impl History {
    /// An empty list until the journal is read.
    pub fn new() -> History {
        History {
            entries: Ok(Vec::new()),
            reasons: Default::default(),
        }
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let mut col = Column::new().spacing(8);
        col = col.push(
            row![
                text("Slip journal").size(22),
                button("Refresh").on_press(Message::Refresh)
            ]
            .spacing(12),
        );
        match &self.entries {
            Err(e) => col = col.push(text(e.clone()).color(ERROR)),
            Ok(list) if list.is_empty() => {
                col = col.push(text("No slips yet. Export one from the Settle screen."))
            }
            Ok(list) => {
                for e in list.iter().rev() {
                    let reason = self.reasons.get(&e.number).cloned().unwrap_or_default();
                    let n = e.number;
                    let mut r = row![
                        text(format!("No. {:06}", e.number)).width(Length::Fixed(90.0)),
                        text(e.time.clone()).size(13).width(Length::Fixed(170.0)),
                        text(format!("{} ({})", e.supervisor, e.supervisor_id))
                            .width(Length::Fixed(190.0)),
                        text(format!("{} · {}", e.table, e.game)).width(Length::Fixed(170.0)),
                        text(format!("paid {} · net {}", e.paid, e.net))
                            .width(Length::Fixed(200.0)),
                        text(e.state.to_uppercase()).width(Length::Fixed(90.0)),
                        button("Reprint…").on_press(Message::Reprint(n)),
                    ]
                    .spacing(8)
                    .align_y(iced::Alignment::Center);
                    if e.state != "void" {
                        r = r.push(
                            text_input("reason to void", &reason)
                                .on_input(move |v| Message::ReasonChanged(n, v))
                                .width(Length::Fixed(160.0)),
                        );
                        let void = button("Void").style(button::danger);
                        r = r.push(if reason.trim().is_empty() {
                            void
                        } else {
                            void.on_press(Message::Void(n))
                        });
                    } else if let Some(why) = &e.void_reason {
                        r = r.push(text(format!("void: {why}")).size(13));
                    }
                    col = col.push(container(r).padding(6).style(container::bordered_box));
                }
            }
        }
        column![col].into()
    }
}

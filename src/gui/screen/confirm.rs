//! The question asked before something that cannot be taken back lightly: a round with
//! unsaved changes replaced (another game, New, Open, an example; nothing is lost either
//! way, the replaced round is one undo step back), a slip voided or reprinted (issue
//! 36: the question names the slip, its table and amount). Enter goes on, Escape stays.

use iced::widget::{button, column, container, row, text};
use iced::{Element, Length};

/// The answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Message {
    /// Go on (Enter).
    Go,
    /// Stay with the round on screen (Escape).
    Stay,
}

/// An open question and what to do on "go on".
#[derive(Debug, Clone)]
pub(crate) struct Confirm<M> {
    /// The dialog's title ("Unsaved changes", "Void slip 12?").
    pub title: String,
    /// The question, in words.
    pub question: String,
    /// A line under it: what happens either way.
    pub note: String,
    /// The "go on" button's words ("Switch to blackjack").
    pub go: String,
    /// What going on does.
    pub then: M,
}

impl<M> Confirm<M> {
    /// The dialog.
    pub(crate) fn view(&self) -> Element<'_, Message> {
        container(
            column![
                text(self.title.clone()).size(20),
                text(self.question.clone()),
                text(self.note.clone()).size(13),
                row![
                    button(text(format!("{} (Enter)", self.go)))
                        .on_press(Message::Go)
                        .style(button::danger),
                    button("Stay (Escape)")
                        .on_press(Message::Stay)
                        .style(button::secondary),
                ]
                .spacing(10),
            ]
            .spacing(10),
        )
        .padding(16)
        .width(Length::Fixed(520.0))
        .style(container::rounded_box)
        .into()
    }
}

//! What a newcomer sees first, in place of the settlement while the round is still
//! empty: how to enter a round, and the example rounds to open (compiled in,
//! [`crate::gui::examples`]). No error is shown before anything is typed. The settle
//! screen shows it and hands its one action, an example to open, up to the app.

use iced::widget::{button, column, text, Column};
use iced::{Element, Length};

use crate::gui::examples;
use crate::gui::tab_stop::press;

/// What the panel can be told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Message {
    /// An example's button, by its index in [`examples::ALL`].
    Open(usize),
}

/// What the panel asks of the screen that shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Action {
    /// Open this example in place of the round (asked first when that has changes).
    Open(usize),
}

/// What the panel needs from the app: nothing, as the examples are compiled in.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Context;

/// The panel; it keeps no state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Welcome;

impl Welcome {
    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, _cx: &Context) -> Action {
        match message {
            Message::Open(i) => Action::Open(i),
        }
    }

    /// The panel.
    pub(crate) fn view(&self, _cx: &Context) -> Element<'_, Message> {
        let mut list = Column::new().spacing(6);
        for (i, e) in examples::ALL.iter().enumerate() {
            list = list.push(press(
                button(text(e.title))
                    .on_press(Message::Open(i))
                    .style(button::secondary)
                    .width(Length::Fill),
            ));
        }
        column![
            text("Enter a round").size(22),
            text(
                "Type the dealer's cards, then each seat's hand and wagers: cards as you say \
                 them (\"as 8d\", \"10h\", \"K♠\"). The settlement appears here as soon as the \
                 round can be settled, and updates at every key."
            ),
            text("Enter moves to the next field, Tab to every button too · Ctrl+K finds any command · Ctrl+1/2/3 picks the game · Ctrl+Shift+A adds a seat · Ctrl+Down scrolls this side")
                .size(14),
            text("Open an example").size(18),
            list,
        ]
        .spacing(10)
        .max_width(560)
        .into()
    }
}

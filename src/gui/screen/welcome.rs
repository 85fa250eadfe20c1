//! What a newcomer sees first, in place of the settlement while the round is still
//! empty: how to enter a round, and the example rounds to open (compiled in,
//! [`crate::gui::examples`]). No error is shown before anything is typed. The settle
//! screen shows it and hands its one action, an example to open, up to the app.

use iced::widget::{button, column, text, Column};
use iced::{Element, Length};
use pitpay_language::t;

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

    /// The panel, in the window's words (as the settle screen beside it).
    pub(crate) fn view(&self, _cx: &Context, w: &pitpay_language::Words) -> Element<'_, Message> {
        let mut list = Column::new().spacing(6);
        for (i, e) in examples::ALL.iter().enumerate() {
            list = list.push(press(
                button(text(e.title(w)))
                    .on_press(Message::Open(i))
                    .style(button::secondary)
                    .width(Length::Fill),
            ));
        }
        column![
            text(t!(w, "window-welcome-title")).size(22),
            text(t!(w, "window-welcome-how")),
            text(t!(w, "window-welcome-keys")).size(14),
            text(t!(w, "window-welcome-examples")).size(18),
            list,
        ]
        .spacing(10)
        .max_width(560)
        .into()
    }
}

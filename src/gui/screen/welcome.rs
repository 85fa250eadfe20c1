//! What a newcomer sees first, in place of the settlement while the round is still
//! empty: how to enter a round, and the example rounds to open (compiled in,
//! [`crate::gui::examples`]). No error is shown before anything is typed.

use iced::widget::{button, column, text, Column};
use iced::{Element, Length};

use crate::gui::examples;
use crate::gui::tab_stop::press;

/// The panel; `open` turns an example's index into the app's message.
pub(crate) fn view<'a, M: Clone + 'a>(open: impl Fn(usize) -> M) -> Element<'a, M> {
    let mut list = Column::new().spacing(6);
    for (i, e) in examples::ALL.iter().enumerate() {
        list = list.push(press(
            button(text(e.title))
                .on_press(open(i))
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

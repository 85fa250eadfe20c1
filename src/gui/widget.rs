//! Small view helpers shared by the screens: cards drawn as cards, money right-aligned,
//! a labelled input with its error underneath.

use iced::widget::{column, container, text, text_input, Row};
use iced::{Background, Border, Color, Element, Length, Theme};

use crate::card::Card;

/// Red for hearts and diamonds, near-black for spades and clubs.
const RED: Color = Color::from_rgb(0.78, 0.08, 0.12);
const BLACK: Color = Color::from_rgb(0.08, 0.08, 0.10);
/// Error text.
pub const ERROR: Color = Color::from_rgb(0.80, 0.12, 0.12);
/// Warnings (unverified paytables).
pub const WARNING: Color = Color::from_rgb(0.80, 0.45, 0.0);

/// One card as a small white card with its rank and coloured suit.
pub fn card_chip<'a, M: 'a>(card: Card) -> Element<'a, M> {
    let colour = if card.suit.is_red() { RED } else { BLACK };
    container(text(card.pretty()).size(16).color(colour))
        .padding([2, 6])
        .style(|_theme: &Theme| container::Style {
            background: Some(Background::Color(Color::WHITE)),
            border: Border {
                color: Color::from_rgb(0.55, 0.55, 0.6),
                width: 1.0,
                radius: 4.0.into(),
            },
            ..container::Style::default()
        })
        .into()
}

/// Cards in a row, drawn as cards.
pub fn cards_row<'a, M: 'a>(cards: &[Card]) -> Row<'a, M> {
    Row::with_children(cards.iter().map(|c| card_chip(*c))).spacing(4)
}

/// A right-aligned fixed-width cell (money columns).
pub fn right_cell<'a, M: 'a>(value: String, width: f32) -> Element<'a, M> {
    text(value)
        .size(14)
        .width(Length::Fixed(width))
        .align_x(iced::alignment::Horizontal::Right)
        .into()
}

/// A fixed-width text cell.
pub fn cell<'a, M: 'a>(value: String, width: f32) -> Element<'a, M> {
    text(value).size(14).width(Length::Fixed(width)).into()
}

/// A labelled text input with an error line under it when there is one.
// Each argument is one visible property of the field; a builder would only rename them.
#[allow(clippy::too_many_arguments)]
pub fn field<'a, M: Clone + 'a>(
    label: &str,
    placeholder: &str,
    value: &str,
    id: String,
    width: f32,
    error: Option<String>,
    on_input: impl Fn(String) -> M + 'a,
    on_submit: M,
) -> Element<'a, M> {
    let input = input(placeholder, value, id, width, on_input, on_submit);
    labelled(label, input, error, width)
}

/// A text input of a fixed width: Enter sends `on_submit`.
pub fn input<'a, M: Clone + 'a>(
    placeholder: &str,
    value: &str,
    id: String,
    width: f32,
    on_input: impl Fn(String) -> M + 'a,
    on_submit: M,
) -> Element<'a, M> {
    text_input(placeholder, value)
        .id(id)
        .on_input(on_input)
        .on_submit(on_submit)
        .width(Length::Fixed(width))
        .padding(5)
        .into()
}

/// A label over an input (or an input with a button beside it), and the error under
/// it when there is one. The error is drawn *under* the row, so nothing beside the
/// input moves when an error appears.
pub fn labelled<'a, M: 'a>(
    label: &str,
    body: Element<'a, M>,
    error: Option<String>,
    width: f32,
) -> Element<'a, M> {
    let mut col = column![text(label.to_string()).size(14), body].spacing(2);
    if let Some(e) = error {
        col = col.push(
            text(e)
                .size(13)
                .color(ERROR)
                .width(Length::Fixed(width.max(260.0))),
        );
    }
    col.into()
}

/// A titled section with a light frame.
pub fn section<'a, M: 'a>(title: &str, body: Element<'a, M>) -> Element<'a, M> {
    container(column![text(title.to_string()).size(17), body].spacing(6))
        .padding(10)
        .width(Length::Fill)
        .style(container::bordered_box)
        .into()
}

/// A choice in a pick list: the value it sets, shown in the words people use (a game's
/// title, an option's phrase, a paytable's name) rather than a file's spelling.
#[derive(Debug, Clone)]
pub struct Choice<T> {
    /// What choosing it sets.
    pub value: T,
    /// What the list shows.
    pub label: String,
}

impl<T> Choice<T> {
    /// A choice of `value`, shown as `label`.
    pub fn new(value: T, label: impl Into<String>) -> Choice<T> {
        Choice {
            value,
            label: label.into(),
        }
    }
}

impl<T: PartialEq> PartialEq for Choice<T> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<T> std::fmt::Display for Choice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

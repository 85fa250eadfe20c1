//! Small view helpers shared by the screens: cards drawn as cards, chips as coloured
//! discs, money right-aligned, a labelled input with its error underneath.

use iced::widget::{column, container, text, text_input, Row};
use iced::{Background, Border, Color, Element, Length, Theme};

use pitpay_core::Card;
use pitpay_core::{ChipView, Chips};
use pitpay_core::{Currency, Money};

/// Red for hearts and diamonds, near-black for spades and clubs.
const RED: Color = Color::from_rgb(0.78, 0.08, 0.12);
const BLACK: Color = Color::from_rgb(0.08, 0.08, 0.10);
/// Error text.
pub(crate) const ERROR: Color = Color::from_rgb(0.80, 0.12, 0.12);
/// Warnings (unverified paytables).
pub(crate) const WARNING: Color = Color::from_rgb(0.80, 0.45, 0.0);

/// One card as a small white card with its rank and coloured suit.
pub(crate) fn card_chip<'a, M: 'a>(card: Card) -> Element<'a, M> {
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
pub(crate) fn cards_row<'a, M: 'a>(cards: &[Card]) -> Row<'a, M> {
    Row::with_children(cards.iter().map(|c| card_chip(*c))).spacing(4)
}

/// The chips that pay a line, drawn as the dealer lays them out: a coloured disc per chip
/// value with its value on it and the count beside, highest first; then the cash.
pub(crate) fn chip_stack<'a, M: 'a>(
    chips: &Chips,
    cur: Currency,
    w: &pitpay_language::Words,
) -> Row<'a, M> {
    let mut row = Row::new().spacing(10).align_y(iced::Alignment::Center);
    for c in &chips.chips {
        row = row.push(
            Row::new()
                .spacing(3)
                .align_y(iced::Alignment::Center)
                .push(chip_disc(c))
                .push(text(format!("× {}", c.count)).size(13)),
        );
    }
    if chips.cash != Money::ZERO {
        row = row.push(
            text(pitpay_language::t!(
                w,
                "settle-chips-cash",
                amount = cur.format(chips.cash)
            ))
            .size(13),
        );
    }
    row
}

/// One chip: a disc in its colour with a ring, its value written on it.
fn chip_disc<'a, M: 'a>(chip: &ChipView) -> Element<'a, M> {
    const SIZE: f32 = 30.0;
    let fill = hex_colour(&chip.display).unwrap_or(Color::from_rgb(0.6, 0.6, 0.6));
    // Dark writing on light chips (white, pink, yellow), light writing on dark ones.
    let luma = 0.299 * fill.r + 0.587 * fill.g + 0.114 * fill.b;
    let ink = if luma > 0.55 { BLACK } else { Color::WHITE };
    container(text(disc_label(chip.value)).size(10).color(ink))
        .width(Length::Fixed(SIZE))
        .height(Length::Fixed(SIZE))
        .center_x(Length::Fixed(SIZE))
        .center_y(Length::Fixed(SIZE))
        .style(move |_theme: &Theme| container::Style {
            background: Some(Background::Color(fill)),
            border: Border {
                color: Color::from_rgb(0.35, 0.35, 0.38),
                width: 1.5,
                radius: (SIZE / 2.0).into(),
            },
            ..container::Style::default()
        })
        .into()
}

/// A chip's value as its face shows it: "5", "25", "2.50", "0.50", "1K", "5K".
fn disc_label(value: Money) -> String {
    let cents = value.cents();
    if cents >= 100_000 && cents % 100_000 == 0 {
        format!("{}K", cents / 100_000)
    } else if cents % 100 == 0 {
        (cents / 100).to_string()
    } else {
        format!("{}.{:02}", cents / 100, cents % 100)
    }
}

/// `#RRGGBB` as a colour.
fn hex_colour(hex: &str) -> Option<Color> {
    let hex = hex.strip_prefix('#')?;
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some(Color::from_rgb8(byte(0)?, byte(2)?, byte(4)?))
}

/// A whole number as people read it: 1234567 as "1,234,567".
pub(crate) fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A right-aligned fixed-width cell (money columns).
pub(crate) fn right_cell<'a, M: 'a>(value: String, width: f32) -> Element<'a, M> {
    text(value)
        .size(14)
        .width(Length::Fixed(width))
        .align_x(iced::alignment::Horizontal::Right)
        .into()
}

/// A fixed-width text cell.
pub(crate) fn cell<'a, M: 'a>(value: String, width: f32) -> Element<'a, M> {
    text(value).size(14).width(Length::Fixed(width)).into()
}

/// A labelled text input with an error line under it when there is one.
// Each argument is one visible property of the field; a builder would only rename them.
#[allow(clippy::too_many_arguments)]
pub(crate) fn field<'a, M: Clone + 'a>(
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
pub(crate) fn input<'a, M: Clone + 'a>(
    placeholder: &str,
    value: &str,
    id: String,
    width: f32,
    on_input: impl Fn(String) -> M + 'a,
    on_submit: M,
) -> Element<'a, M> {
    text_input(placeholder, value)
        .id(id)
        .style(super::tab_stop::field_style)
        .on_input(on_input)
        .on_submit(on_submit)
        .width(Length::Fixed(width))
        .padding(5)
        .into()
}

/// A label over an input (or an input with a button beside it), and the error under
/// it when there is one. The error is drawn *under* the row, so nothing beside the
/// input moves when an error appears.
pub(crate) fn labelled<'a, M: 'a>(
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
pub(crate) fn section<'a, M: 'a>(title: &str, body: Element<'a, M>) -> Element<'a, M> {
    container(column![text(title.to_string()).size(17), body].spacing(6))
        .padding(10)
        .width(Length::Fill)
        .style(container::bordered_box)
        .into()
}

/// A choice in a pick list: the value it sets, shown in the words people use (a game's
/// title, an option's phrase, a paytable's name) rather than a file's spelling.
#[derive(Debug, Clone)]
pub(crate) struct Choice<T> {
    /// What choosing it sets.
    pub value: T,
    /// What the list shows.
    pub label: String,
}

impl<T> Choice<T> {
    /// A choice of `value`, shown as `label`.
    pub(crate) fn new(value: T, label: impl Into<String>) -> Choice<T> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chip_faces_read_as_a_dealer_says_them() {
        let face = |c| disc_label(Money::from_cents(c));
        assert_eq!(
            [
                face(50),
                face(250),
                face(500),
                face(2_500),
                face(100_000),
                face(500_000)
            ],
            ["0.50", "2.50", "5", "25", "1K", "5K"]
        );
    }

    #[test]
    fn hex_colours_read_and_bad_ones_do_not() {
        assert_eq!(hex_colour("#FF0000"), Some(Color::from_rgb8(255, 0, 0)));
        assert_eq!(hex_colour("FF0000"), None);
        assert_eq!(hex_colour("#FF00"), None);
    }
}

//! The settle screen's right pane: the round's [`Statement`] laid out for the screen.
//! Per seat its hands drawn as cards with their values and tags, each Stadium
//! terminal's own dealer hand, a row per wager with its result in colour and in words,
//! the reason with its rule and notes, the seat's pay-across line; then meters and
//! totals, and, in the study view, every line's working and every terminal's replay.

use iced::widget::{column, container, row, text, Column};
use iced::{Color, Element, Length};

use super::{Message, Settle};
use crate::gui::widget::{cards_row, cell, chip_stack, right_cell, ERROR, WARNING};
use pitpay_core::spec;
use pitpay_core::Currency;
use pitpay_core::Outcome;
use pitpay_core::{HandView, Row, SeatStatement, Statement, COLUMNS};
use pitpay_language::{t, Words};

/// Wins in green, losses in red, pushes in grey, surrenders in amber; each also carries
/// a word and a symbol, so colour is never the only sign.
fn outcome_look(o: Outcome, w: &Words) -> (String, Color) {
    match o {
        Outcome::Win => (
            t!(w, "settle-result-win"),
            Color::from_rgb(0.10, 0.55, 0.20),
        ),
        Outcome::Lose => (
            t!(w, "settle-result-lose"),
            Color::from_rgb(0.80, 0.12, 0.12),
        ),
        Outcome::Push => (
            t!(w, "settle-result-push"),
            Color::from_rgb(0.45, 0.45, 0.50),
        ),
        Outcome::Surrender => (t!(w, "settle-result-surrender"), WARNING),
    }
}

/// A column's head in the window's words ([`COLUMNS`] names them for machines).
fn column_head(label: &str, w: &Words) -> String {
    match label {
        "bet" => t!(w, "settle-column-bet"),
        "hand" => t!(w, "settle-column-hand"),
        "stake" => t!(w, "settle-column-stake"),
        "result" => t!(w, "settle-column-result"),
        "odds" => t!(w, "settle-column-odds"),
        "paid" => t!(w, "settle-column-paid"),
        "net" => t!(w, "settle-column-net"),
        _ => t!(w, "settle-column-seat"),
    }
}

/// Column widths of a wager row, in [`COLUMNS`] order (the seat column is the block's
/// title, so it is not repeated).
const WIDTHS: [f32; 8] = [0.0, 170.0, 40.0, 78.0, 96.0, 120.0, 84.0, 84.0];

impl Settle {
    /// The panel: the settlement (with any seat still being typed marked incomplete),
    /// or the reason there is none.
    /// `compact`: each wager takes two lines (a narrow window: see the screen's
    /// layout); `year`: the tax year of a round without a date. The chips and flags
    /// come from the racks and jurisdictions of the screen's own catalog.
    pub(crate) fn settlement<'a>(
        &'a self,
        compact: bool,
        year: i32,
        w: &Words,
    ) -> Element<'a, Message> {
        let game = self.form.game;
        let catalog = self.catalog();
        match &self.result {
            Ok(settlement) => {
                let st = pitpay_core::statement(settlement, catalog.floor(), year, w);
                let look = Look {
                    steps: self.show_steps,
                    compact,
                    cur: st.currency,
                };
                let mut col = Column::new().spacing(10).push(settled(st, look, w));
                for (number, e) in &self.incomplete {
                    col = col.push(incomplete(catalog, game, number, e, w));
                }
                col.into()
            }
            Err(e) => column![
                text(t!(w, "settle-cannot-settle")).size(20),
                text(at_fault(catalog, game, e, w)).color(ERROR),
                text(t!(w, "settle-updates-as-you-type")).size(13),
            ]
            .spacing(8)
            .into(),
        }
    }
}

/// An error as the screen names it: the field in words, then what is wrong. The form is
/// not a file, so no file or line.
fn at_fault(
    catalog: &pitpay_core::Catalog,
    game: pitpay_core::Game,
    e: &pitpay_core::FileError,
    w: &Words,
) -> String {
    if e.field.is_empty() {
        e.message_in(w)
    } else {
        let field = pitpay_core::field_words(catalog, game, &e.field, w);
        t!(
            w,
            "settle-at-fault",
            field = field,
            problem = e.message_in(w)
        )
    }
}

/// A seat left out of the settlement until it is complete.
fn incomplete<'a>(
    catalog: &pitpay_core::Catalog,
    game: pitpay_core::Game,
    number: &str,
    e: &pitpay_core::FileError,
    w: &Words,
) -> Element<'a, Message> {
    let number = if number.trim().is_empty() {
        "?"
    } else {
        number.trim()
    };
    container(
        column![
            text(if spec(game).community() {
                t!(w, "settle-incomplete-terminal", number = number)
            } else {
                t!(w, "settle-incomplete-seat", number = number)
            })
            .size(17),
            text(at_fault(catalog, game, e, w)).size(13).color(WARNING),
        ]
        .spacing(4),
    )
    .padding(8)
    .width(Length::Fill)
    .style(container::bordered_box)
    .into()
}

/// How the settlement is laid out: with the study view's working or not, one line per
/// wager or two.
#[derive(Debug, Clone, Copy)]
struct Look {
    steps: bool,
    compact: bool,
    cur: Currency,
}

fn settled<'a>(st: Statement, look: Look, w: &Words) -> Element<'a, Message> {
    let steps = look.steps;
    let mut col = Column::new().spacing(10);
    col = col.push(text(st.heading.clone()).size(20));
    // Stadium has no one dealer hand: each terminal shows its own (R7.3).
    col = col.push(if spec(st.game).community() {
        Element::from(text(st.dealer.clone()).size(14))
    } else {
        row![
            text(t!(w, "settle-dealer")).width(Length::Fixed(70.0)),
            cards_row(&st.dealer_cards),
            text(st.dealer.clone()).size(14)
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .into()
    });
    if steps {
        for line in &st.dealer_study {
            col = col.push(text(line.clone()).size(13));
        }
    }
    for w in &st.warnings {
        col = col.push(text(format!("⚠ {w}")).color(WARNING));
    }
    for seat in &st.seats {
        col = col.push(seat_block(seat, look, w));
    }
    for m in &st.meters {
        col = col.push(text(m.clone()));
    }
    for t in &st.totals {
        col = col.push(text(t.clone()).size(17));
    }
    // What leaves the rack or the cage, as the slip says it.
    for (i, line) in st.to_pay_lines.iter().enumerate() {
        col = col.push(text(line.clone()).size(if i == 0 { 17 } else { 15 }));
    }
    col.into()
}

fn hand_row<'a>(h: &HandView, w: &Words) -> Element<'a, Message> {
    let mut label = h.value.clone();
    for tag in &h.tags {
        label.push_str(&format!(" · {}", t!(w, "settlement-hand-tag", tag = *tag)));
    }
    row![
        text(h.label.clone()).width(Length::Fixed(70.0)),
        cards_row(&h.cards),
        text(label).size(13)
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center)
    .into()
}

fn seat_block<'a>(seat: &SeatStatement, look: Look, w: &Words) -> Element<'a, Message> {
    let steps = look.steps;
    let mut sc = Column::new().spacing(4);
    sc = sc.push(text(seat.title.clone()).size(17));
    for h in &seat.hands {
        sc = sc.push(hand_row(h, w));
    }
    if let Some(d) = &seat.dealer_hand {
        sc = sc.push(
            row![
                text(t!(w, "settle-dealer")).width(Length::Fixed(70.0)),
                cards_row(d)
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
    }
    if steps {
        for step in seat.replay.iter().chain(&seat.study) {
            sc = sc.push(text(format!("  {step}")).size(13));
        }
    }
    // Compact rows leave stake and odds to their second line.
    let shown = |label: &str| !(look.compact && matches!(label, "stake" | "odds"));
    let header = COLUMNS
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, label)| shown(label))
        .map(|(i, label)| column_cell(column_head(label, w), i, look.compact));
    sc = sc.push(iced::widget::Row::with_children(header).spacing(6));
    for r in &seat.rows {
        sc = sc.push(wager_row(r, look, w));
    }
    sc = sc.push(text(seat.pay.clone()).size(15));
    container(sc)
        .padding(8)
        .width(Length::Fill)
        .style(container::bordered_box)
        .into()
}

/// A column's width. Compact rows (a narrow window) give the bet whatever the fixed
/// columns leave and the result a narrower column, so paid and net keep their gap.
fn column_width(i: usize, compact: bool) -> Length {
    match (compact, i) {
        (true, 1) => Length::Fill,
        (true, 4) => Length::Fixed(70.0),
        _ => Length::Fixed(WIDTHS[i]),
    }
}

/// A cell of column `i`; money columns are right-aligned.
fn column_cell<'a>(value: String, i: usize, compact: bool) -> Element<'a, Message> {
    let right = matches!(COLUMNS[i], "stake" | "paid" | "net");
    let t = text(value).size(14).width(column_width(i, compact));
    if right {
        t.align_x(iced::alignment::Horizontal::Right).into()
    } else {
        t.into()
    }
}

fn wager_row<'a>(r: &Row, look: Look, w: &Words) -> Element<'a, Message> {
    let (word, colour) = outcome_look(r.result, w);
    let [_, bet, hand, stake, _, odds, paid, net] = r.cells.clone();
    let result = text(word)
        .size(14)
        .color(colour)
        .width(column_width(4, look.compact));
    let mut col = if look.compact {
        let first = row![
            column_cell(bet, 1, true),
            column_cell(hand, 2, true),
            result,
            column_cell(paid, 6, true),
            column_cell(net, 7, true),
        ]
        .spacing(6);
        let second = row![
            text(format!(
                "    {}",
                t!(w, "settle-stake-line", amount = stake)
            ))
            .size(13),
            text(odds).size(13)
        ]
        .spacing(12);
        column![first, second]
    } else {
        let cells = row![
            cell(bet, WIDTHS[1]),
            cell(hand, WIDTHS[2]),
            right_cell(stake, WIDTHS[3]),
            result,
            cell(odds, WIDTHS[5]),
            right_cell(paid, WIDTHS[6]),
            right_cell(net, WIDTHS[7]),
        ]
        .spacing(6);
        column![cells]
    };
    col = col
        .push(text(format!("    {}", r.explanation())).size(13))
        .spacing(2);
    if let Some(chips) = &r.chips {
        col = col.push(row![text("    ").size(13), chip_stack(chips, look.cur, w)]);
    }
    if look.steps {
        for w in &r.working {
            col = col.push(text(format!("      {w}")).size(12));
        }
    }
    col.into()
}

//! The settlement panel: per seat a table of bet, hand, stake, result, odds, paid, net
//! and the reason; cards drawn as cards; each Stadium terminal's own dealer hand; meters;
//! totals; the unverified-paytable warning; and, in the study view, every line's working.

use iced::widget::{column, container, row, text, Column};
use iced::{Element, Length};

use super::settle::{Message, Settle};
use crate::game::Game;
use crate::gui::widget::{cards_row, cell, right_cell, ERROR, WARNING};
use crate::report::bet_name;
use crate::round::Party;
use crate::settle::Settlement;

/// The panel: the settlement, or the reason there is none.
pub fn view(s: &Settle) -> Element<'_, Message> {
    match &s.result {
        Ok(settlement) => settled(settlement, s.show_steps),
        Err(e) => column![
            text("Cannot settle this round yet").size(20),
            // The form is not a file: name the field, not a file and line.
            text(if e.field.is_empty() {
                e.message.clone()
            } else {
                format!("{}: {}", e.field, e.message)
            })
            .color(ERROR),
            text("Fix the field marked in red; the settlement updates as you type.").size(13),
        ]
        .spacing(8)
        .into(),
    }
}

fn settled(st: &Settlement, steps: bool) -> Element<'_, Message> {
    let cur = st.currency;
    let mut col = Column::new().spacing(10);
    col = col.push(
        text(format!(
            "{} · {} decks · {}",
            st.game.title(),
            st.decks,
            cur.code()
        ))
        .size(20),
    );
    if st.game != Game::Stadium {
        col = col.push(
            row![
                text("Dealer").width(Length::Fixed(70.0)),
                cards_row(&st.dealer_hand),
                text(st.dealer_note.clone()).size(14)
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
    } else {
        col = col.push(text(st.dealer_note.clone()).size(14));
    }
    for w in st.warnings() {
        col = col.push(text(format!("⚠ {w}")).color(WARNING));
    }
    for seat in &st.seats {
        let mut sc = Column::new().spacing(4);
        let who = if st.game == Game::Stadium {
            "Terminal"
        } else {
            "Seat"
        };
        sc = sc.push(text(format!("{who} {}", seat.seat)).size(17));
        for (i, h) in seat.hands.iter().enumerate() {
            sc = sc.push(
                row![
                    text(format!("Hand {}", i + 1)).width(Length::Fixed(70.0)),
                    cards_row(h)
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
            );
        }
        if let Some(d) = &seat.dealer_hand {
            sc = sc.push(
                row![text("Dealer").width(Length::Fixed(70.0)), cards_row(d)]
                    .spacing(8)
                    .align_y(iced::Alignment::Center),
            );
        }
        if steps && !seat.replay.is_empty() {
            for step in &seat.replay {
                sc = sc.push(text(format!("  {step}")).size(13));
            }
        }
        sc = sc.push(
            row![
                cell("bet".into(), 108.0),
                cell("hand".into(), 34.0),
                right_cell("stake".into(), 74.0),
                cell("  result".into(), 58.0),
                cell("odds".into(), 100.0),
                right_cell("paid".into(), 78.0),
                right_cell("net".into(), 78.0),
            ]
            .spacing(4),
        );
        for line in &seat.wagers {
            let who = if line.party == Party::Dealer {
                " (dealer)"
            } else {
                ""
            };
            sc = sc.push(
                row![
                    cell(format!("{}{who}", bet_name(line)), 108.0),
                    cell(line.hand.to_string(), 34.0),
                    right_cell(cur.format(line.stake), 74.0),
                    cell(format!("  {}", line.result.id()), 58.0),
                    cell(
                        line.odds
                            .clone()
                            .or_else(|| line.amount.map(|a| cur.format(a)))
                            .unwrap_or_default(),
                        100.0
                    ),
                    right_cell(cur.format(line.paid), 78.0),
                    right_cell(cur.format(line.net), 78.0),
                ]
                .spacing(6),
            );
            let mut reason = format!("    {} ({})", line.reason, line.rule);
            if let (Some(e), Some(r)) = (line.exact, &line.rounding) {
                reason.push_str(&format!(" · exact {e}, rounded {r}"));
            }
            if line.standoff == Some(true) {
                reason.push_str(" · standoff: the stake stays on the layout");
            }
            sc = sc.push(text(reason).size(13));
            if steps {
                for w in line.working(cur) {
                    sc = sc.push(text(format!("      {w}")).size(12));
                }
            }
        }
        col = col.push(
            container(sc)
                .padding(8)
                .width(Length::Fill)
                .style(container::bordered_box),
        );
    }
    for m in &st.meters {
        col = col.push(text(format!(
            "{} meter: {} before, {} after",
            m.bet.title(),
            cur.format(m.before),
            cur.format(m.after)
        )));
    }
    col = col.push(
        text(format!(
            "Player: stake {}, paid {}, net {}",
            cur.format(st.player.stake),
            cur.format(st.player.paid),
            cur.format(st.player.net)
        ))
        .size(17),
    );
    if st.dealer.stake != crate::money::Money::ZERO {
        col = col.push(
            text(format!(
                "Wagers for the dealer: stake {}, paid {}, net {}",
                cur.format(st.dealer.stake),
                cur.format(st.dealer.paid),
                cur.format(st.dealer.net)
            ))
            .size(17),
        );
    }
    col.into()
}

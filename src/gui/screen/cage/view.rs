//! What the Cage screen draws: the scan field, the slip large enough to read at a cage
//! window, the signatures its payment needs, and the slip just paid.

use iced::widget::{button, column, container, row, text, text_input, Column};
use iced::{Color, Element, Length};

use super::{Cage, Context, Field, Looked, Message, Shown, PAY_ID, SCAN_ID};
use crate::gui::scroll::pane;
use crate::gui::tab_stop::{self, press};
use crate::gui::widget::{labelled, ERROR};
use pitpay_journal::CagePaid;

/// The colour of a slip to pay, and of one just paid.
const GOOD: Color = Color::from_rgb(0.10, 0.52, 0.22);

impl Cage {
    /// The screen, in its pane.
    pub(crate) fn view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let mut col = Column::new().spacing(12);
        col = col.push(
            row![
                text("Cage").size(22),
                text("Scan the slip's QR code, or type its number, then Enter.").size(14),
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center),
        );
        let scan = text_input("PITPAY-SLIP … or a slip number", &self.scan)
            .id(SCAN_ID)
            .on_input(|v| Message::Changed(Field::Scan, v))
            .on_submit(Message::Look)
            .style(tab_stop::field_style)
            .size(18)
            .padding(8)
            .width(Length::Fill);
        col = col.push(
            row![
                container(scan).max_width(620),
                press(button("Look up (Enter)").on_press(Message::Look)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
        col = col.push(self.shown_view(cx));
        pane("cage", col.into())
    }

    fn shown_view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        match &self.shown {
            Shown::Nothing => text(
                "Waiting for a slip. Escape leaves a slip; Tab reaches every field and button.",
            )
            .size(14)
            .into(),
            Shown::Looking(h) => text(format!("Looking up {h} …")).size(16).into(),
            Shown::Refused(h, why) => boxed(
                column![
                    text(format!("Not paid: {}", handed(h))).size(16),
                    text(why.clone()).size(20).color(ERROR),
                    text("Do not pay it. Scan the next slip, or Escape.").size(14),
                ]
                .spacing(6)
                .into(),
            ),
            Shown::Slip(l) => {
                let mut c = column![slip_view(l)].spacing(10);
                if l.payable() {
                    c = c.push(self.pay_form(l, cx));
                }
                c.into()
            }
            Shown::Paid(p, by) => {
                boxed(
                    column![
                    text(format!("Paid slip {}: {}", p.number, p.amount))
                        .size(34)
                        .color(GOOD),
                    text(format!("by {by}")).size(16),
                    text("Scan the next slip. Enter in the empty scan field or Escape clears this.")
                        .size(14),
                ]
                    .spacing(6)
                    .into(),
                )
            }
        }
    }

    /// The signatures the payment needs, and Pay.
    fn pay_form(&self, l: &Looked, cx: &Context<'_>) -> Element<'_, Message> {
        let last = if l.found.needs_manager {
            2
        } else {
            usize::from(l.found.needs_verifier)
        };
        let pins = !cx.enrolled.is_empty();
        let mut fields = row![].spacing(16).align_y(iced::Alignment::End);
        for (i, label) in ["Cashier", "Verifier", "Manager"].into_iter().enumerate() {
            let asked = [true, l.found.needs_verifier, l.found.needs_manager][i];
            if asked {
                fields = fields.push(self.signer(i, label, pins, i == last));
            }
        }
        let mut c = column![
            text(match (l.found.needs_verifier, l.found.needs_manager) {
                (false, false) => "Who pays it: the cashier's ID and PIN.",
                (true, false) => "Who pays it: the cashier, and a verifier (a second cashier or a manager).",
                (false, true) => "Who pays it: the cashier, and a manager.",
                (true, true) => "Who pays it: the cashier, a verifier (a second cashier or a manager) and a manager.",
            })
            .size(14),
            fields.wrap().vertical_spacing(8),
            row![
                tab_stop::stop(
                    button(text(format!("Pay {} (Enter)", l.found.amount)).size(18))
                        .on_press(Message::Pay)
                        .style(button::success)
                        .padding([8, 16]),
                    tab_stop::Kind::Press
                )
                .id(PAY_ID),
                press(
                    button("Cancel (Escape)")
                        .on_press(Message::Clear)
                        .style(button::secondary)
                ),
            ]
            .spacing(10)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(8);
        if let Some(why) = &self.refused {
            c = c.push(text(why.clone()).size(16).color(ERROR));
        }
        c.into()
    }

    /// One signer's ID and PIN; Enter in the last PIN pays, elsewhere moves on.
    fn signer(&self, i: usize, label: &str, pins: bool, last: bool) -> Element<'_, Message> {
        let (id, pin) = Field::of(i);
        let then = |is_last| {
            if is_last {
                Message::Pay
            } else {
                Message::Next
            }
        };
        let mut r = row![input(
            &format!("{label} ID"),
            id,
            self.typed(id),
            then(last && !pins)
        )]
        .spacing(6);
        if pins {
            r = r.push(input(
                &format!("{label}'s PIN"),
                pin,
                self.typed(pin),
                then(last),
            ));
        }
        r.into()
    }
}

/// A labelled field, PINs masked.
fn input<'a>(label: &str, f: Field, value: &str, submit: Message) -> Element<'a, Message> {
    let input = text_input("", value)
        .id(f.id())
        .secure(f.hidden())
        .on_input(move |v| Message::Changed(f, v))
        .on_submit(submit)
        .style(tab_stop::field_style)
        .width(Length::Fixed(130.0))
        .padding(6);
    labelled(label, input.into(), None, 130.0)
}

/// The slip as a cashier reads it: the amount large, then the withholding, the patron,
/// who signed it off, where and when, and where it stands.
fn slip_view(l: &Looked) -> Element<'_, Message> {
    let f = &l.found;
    let mut c = column![
        text(format!("Slip {:06} · {}", f.number, f.what)).size(16),
        text("Amount to be paid").size(14),
        text(f.amount.clone()).size(48),
    ]
    .spacing(4);
    if let Some(w) = &f.withholding {
        c = c.push(text(w.clone()).size(18));
    }
    let patron = if f.patron.is_empty() {
        "Patron: not named on the slip".to_string()
    } else {
        format!("Patron: {}", f.patron)
    };
    c = c.push(text(patron).size(16));
    c = c.push(text(format!("Signed off by {}", f.signed_by)).size(16));
    let (state, colour) = state(l);
    c = c.push(text(state).size(20).color(colour));
    boxed(c.into())
}

/// Where the slip stands, in words, and their colour.
fn state(l: &Looked) -> (String, Color) {
    let f = &l.found;
    if let Some(paid) = &f.paid {
        return (already_paid(paid), ERROR);
    }
    if !f.at_cage {
        return (
            "PAID AT THE TABLE: its amount leaves the table's rack; the cage does not pay it."
                .to_string(),
            ERROR,
        );
    }
    ("TO BE PAID AT THE CAGE".to_string(), GOOD)
}

/// "ALREADY PAID 2026-11-28 16:54:04 UTC by Kim Park (C-1) at station cage-1, for
/// 25.00: do not pay it again."
fn already_paid(p: &CagePaid) -> String {
    let station = if p.station.is_empty() {
        String::new()
    } else {
        format!(" at station {}", p.station)
    };
    let others = if p.signers.is_empty() {
        String::new()
    } else {
        format!(" ({})", p.signers)
    };
    format!(
        "ALREADY PAID {} by {} ({}){others}{station}, for {}: do not pay it again.",
        crate::gui::words::utc(&p.time),
        p.cashier.name,
        p.cashier.id,
        p.amount
    )
}

/// A framed box the width of the pane.
fn boxed(body: Element<'_, Message>) -> Element<'_, Message> {
    container(body)
        .padding(12)
        .width(Length::Fill)
        .style(container::bordered_box)
        .into()
}

/// What was handed, in few words: "slip 12", "the QR code of slip 12", or the path.
fn handed(h: &str) -> String {
    let words: Vec<&str> = h.split_whitespace().collect();
    let number = |w: &str| w.parse::<i64>().ok();
    match words.as_slice() {
        [n] if number(n).is_some() => format!("slip {}", number(n).unwrap_or_default()),
        [code, n, ..] if code.eq_ignore_ascii_case("PITPAY-SLIP") && number(n).is_some() => {
            format!("the QR code of slip {}", number(n).unwrap_or_default())
        }
        _ => h.to_string(),
    }
}

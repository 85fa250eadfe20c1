//! What the Cage screen draws: the scan field, the slip large enough to read at a cage
//! window, the signatures its payment needs, and the slip just paid.

use iced::widget::{button, column, container, row, text, text_input, Column};
use iced::{Color, Element, Length};

use super::{Cage, Context, Field, Looked, Message, Shown, PAY_ID, SCAN_ID};
use crate::gui::scroll::pane;
use crate::gui::tab_stop::{self, press};
use crate::gui::widget::{labelled, ERROR};
use pitpay_documents::cage::Found;
use pitpay_journal::CagePaid;
use pitpay_language::{t, Words};

/// The colour of a slip to pay, and of one just paid.
const GOOD: Color = Color::from_rgb(0.10, 0.52, 0.22);

impl Cage {
    /// The screen, in its pane.
    pub(crate) fn view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let w = cx.words;
        let mut col = Column::new().spacing(12);
        col = col.push(
            row![
                text(t!(w, "cage-screen-title")).size(22),
                text(t!(w, "cage-screen-how")).size(14),
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center),
        );
        let scan = text_input(&t!(w, "cage-screen-scan-hint"), &self.scan)
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
                press(button(text(t!(w, "cage-screen-look-up"))).on_press(Message::Look)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
        col = col.push(self.shown_view(cx));
        pane("cage", col.into())
    }

    fn shown_view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let w = cx.words;
        match &self.shown {
            Shown::Nothing => text(t!(w, "cage-screen-waiting")).size(14).into(),
            Shown::Looking(h) => text(t!(w, "cage-screen-looking", handed = h.as_str()))
                .size(16)
                .into(),
            Shown::Refused(h, why) => boxed(
                column![
                    text(t!(w, "cage-screen-not-paid", handed = handed(h, w))).size(16),
                    text(why.clone()).size(20).color(ERROR),
                    text(t!(w, "cage-screen-do-not-pay")).size(14),
                ]
                .spacing(6)
                .into(),
            ),
            Shown::Slip(l) => {
                let mut c = column![slip_view(l, w)].spacing(10);
                if l.payable() {
                    c = c.push(self.pay_form(l, cx));
                }
                c.into()
            }
            Shown::Paid(p, by) => boxed(
                column![
                    text(t!(
                        w,
                        "cage-screen-paid",
                        number = p.number,
                        amount = p.amount.as_str()
                    ))
                    .size(34)
                    .color(GOOD),
                    text(t!(w, "cage-screen-paid-by", by = by.as_str())).size(16),
                    text(t!(w, "cage-screen-next")).size(14),
                ]
                .spacing(6)
                .into(),
            ),
        }
    }

    /// The signatures the payment needs, and Pay.
    fn pay_form(&self, l: &Looked, cx: &Context<'_>) -> Element<'_, Message> {
        let last = if l.found.needs_manager {
            2
        } else {
            usize::from(l.found.needs_verifier)
        };
        let w = cx.words;
        let pins = !cx.enrolled.is_empty();
        let mut fields = row![].spacing(16).align_y(iced::Alignment::End);
        let labels = [
            [
                t!(w, "cage-screen-cashier-id"),
                t!(w, "cage-screen-cashier-pin"),
            ],
            [
                t!(w, "cage-screen-verifier-id"),
                t!(w, "cage-screen-verifier-pin"),
            ],
            [
                t!(w, "cage-screen-manager-id"),
                t!(w, "cage-screen-manager-pin"),
            ],
        ];
        for (i, label) in labels.iter().enumerate() {
            let asked = [true, l.found.needs_verifier, l.found.needs_manager][i];
            if asked {
                fields = fields.push(self.signer(i, label, pins, i == last));
            }
        }
        let mut c = column![
            text(match (l.found.needs_verifier, l.found.needs_manager) {
                (false, false) => t!(w, "cage-screen-who-cashier"),
                (true, false) => t!(w, "cage-screen-who-verifier"),
                (false, true) => t!(w, "cage-screen-who-manager"),
                (true, true) => t!(w, "cage-screen-who-all"),
            })
            .size(14),
            fields.wrap().vertical_spacing(8),
            row![
                tab_stop::stop(
                    button(
                        text(t!(w, "cage-screen-pay", amount = l.found.amount.as_str())).size(18)
                    )
                    .on_press(Message::Pay)
                    .style(button::success)
                    .padding([8, 16]),
                    tab_stop::Kind::Press
                )
                .id(PAY_ID),
                press(
                    button(text(t!(w, "cage-screen-cancel")))
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
    fn signer(
        &self,
        i: usize,
        label: &[String; 2],
        pins: bool,
        last: bool,
    ) -> Element<'_, Message> {
        let (id, pin) = Field::of(i);
        let then = |is_last| {
            if is_last {
                Message::Pay
            } else {
                Message::Next
            }
        };
        let mut r = row![input(&label[0], id, self.typed(id), then(last && !pins))].spacing(6);
        if pins {
            r = r.push(input(&label[1], pin, self.typed(pin), then(last)));
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
fn slip_view<'a>(l: &'a Looked, w: &Words) -> Element<'a, Message> {
    let f = &l.found;
    let number = format!("{:06}", f.number);
    let mut c = column![
        text(slip_line(&number, f, w)).size(16),
        text(t!(w, "cage-screen-amount")).size(14),
        text(f.amount.clone()).size(48),
    ]
    .spacing(4);
    if let Some((rate, withheld, net)) = &f.withholding {
        let said = t!(
            w,
            "cage-screen-withholding",
            rate = *rate,
            withheld = withheld.as_str(),
            net = net.as_str()
        );
        c = c.push(text(said).size(18));
    }
    let patron = match &f.patron {
        None => t!(w, "cage-screen-no-patron"),
        Some(p) => t!(
            w,
            "cage-screen-patron",
            name = p.name.as_str(),
            id_type = p.id_type.as_str(),
            last4 = p.id_last4.as_str()
        ),
    };
    c = c.push(text(patron).size(16));
    c = c.push(text(signed_off(f, w)).size(16));
    let (state, colour) = state(l, w);
    c = c.push(text(state).size(20).color(colour));
    boxed(c.into())
}

/// Where the slip stands, in words, and their colour.
fn state(l: &Looked, w: &Words) -> (String, Color) {
    let f = &l.found;
    if let Some(paid) = &f.paid {
        return (already_paid(paid, w), ERROR);
    }
    if !f.at_cage {
        return (t!(w, "cage-screen-at-table"), ERROR);
    }
    (t!(w, "cage-screen-to-pay"), GOOD)
}

/// "ALREADY PAID 2026-11-28 16:54:04 UTC by Kim Park (C-1) at station cage-1, for
/// 25.00: do not pay it again."
fn already_paid(p: &CagePaid, w: &Words) -> String {
    let by = if p.signers.is_empty() {
        format!("{} ({})", p.cashier.name, p.cashier.id)
    } else {
        format!("{} ({}) ({})", p.cashier.name, p.cashier.id, p.signers)
    };
    let (time, amount) = (crate::gui::words::utc(&p.time), p.amount.as_str());
    if p.station.is_empty() {
        t!(
            w,
            "cage-screen-already-paid",
            time = time,
            by = by,
            amount = amount
        )
    } else {
        let station = p.station.as_str();
        t!(
            w,
            "cage-screen-already-paid-at",
            time = time,
            by = by,
            station = station,
            amount = amount
        )
    }
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
fn handed(h: &str, w: &Words) -> String {
    let parts: Vec<&str> = h.split_whitespace().collect();
    let number = |p: &str| p.parse::<i64>().ok();
    match parts.as_slice() {
        [n] if number(n).is_some() => {
            t!(
                w,
                "cage-screen-handed-number",
                number = number(n).unwrap_or_default()
            )
        }
        [code, n, ..] if code.eq_ignore_ascii_case("PITPAY-SLIP") && number(n).is_some() => {
            t!(
                w,
                "cage-screen-handed-code",
                number = number(n).unwrap_or_default()
            )
        }
        _ => h.to_string(),
    }
}

/// "Slip 000123 · table BJ-7 · Blackjack · issued …", in the window's words: the table
/// and the time as recorded, the game by its name in the language.
fn slip_line(number: &str, f: &Found, w: &Words) -> String {
    let (game, issued) = (crate::gui::titles::game(f.game, w), f.issued.as_str());
    if f.table.is_empty() {
        t!(
            w,
            "cage-screen-slip-no-table",
            number = number,
            game = game,
            issued = issued
        )
    } else {
        t!(
            w,
            "cage-screen-slip",
            number = number,
            table = f.table.as_str(),
            game = game,
            issued = issued
        )
    }
}

/// Who signed the slip off, and who witnessed it when someone did.
fn signed_off(f: &Found, w: &Words) -> String {
    let (name, id) = (f.supervisor.name.as_str(), f.supervisor.id.as_str());
    match &f.witness {
        None => t!(w, "cage-screen-signed-off", name = name, id = id),
        Some(by) => t!(
            w,
            "cage-screen-signed-off-witnessed",
            name = name,
            id = id,
            witness = by.name.as_str(),
            witness_id = by.id.as_str()
        ),
    }
}

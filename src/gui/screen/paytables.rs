//! The paytables screen: every paytable with its tiers as they will be posted, version,
//! effective date, fingerprint and verified state; files that failed to load are listed
//! with their error while the others stay usable.

use iced::widget::{button, container, row, text, Column};
use iced::{Element, Length};

use std::path::PathBuf;
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::gui::error::Note;
use crate::gui::widget::{ERROR, WARNING};
use crate::money::Currency;
use crate::paytable::{Payouts, Paytable, UNVERIFIED_WARNING};
use crate::sign::Size;

/// The screen shows the catalog; its only action is "Print sign…" in a size, which the
/// caller turns into a message.
pub fn view<'a, M: Clone + 'a>(
    catalog: &'a Catalog,
    on_print: impl Fn(String, Size) -> M + 'a,
) -> Element<'a, M> {
    let mut col = Column::new().spacing(10);
    col = col.push(text("Paytables").size(22));
    for p in catalog.problems() {
        col = col.push(text(format!("Did not load: {p}")).color(ERROR));
    }
    for t in catalog.paytables() {
        col = col.push(card(t, &on_print));
    }
    col.into()
}

fn card<'a, M: Clone + 'a>(
    t: &'a Paytable,
    on_print: &impl Fn(String, Size) -> M,
) -> Element<'a, M> {
    let cur = t.currency.unwrap_or(Currency::USD);
    let mut c = Column::new().spacing(3);
    let mut head = row![
        text(t.name.clone()).size(18),
        text(format!("{} · {}", t.id, t.games_text())).size(13)
    ]
    .spacing(10)
    .align_y(iced::Alignment::Center);
    if !t.verified {
        head = head.push(text(UNVERIFIED_WARNING).color(WARNING).size(13));
    }
    head = head.push(text("Print sign:").size(13));
    for (label, size) in [
        ("Letter", Size::Letter),
        ("A4", Size::A4),
        ("Tent", Size::Tent),
    ] {
        head = head.push(
            button(label)
                .padding([2, 8])
                .style(button::secondary)
                .on_press(on_print(t.id.clone(), size)),
        );
    }
    c = c.push(head);
    c = c.push(
        text(format!(
            "version {} · effective {} · fingerprint {} · decks {} · stake {} to {}{}",
            t.version,
            t.effective,
            t.fingerprint,
            t.decks
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            cur.format(t.min),
            cur.format(t.max),
            t.fixed_stake
                .map(|f| format!(" (fixed {})", cur.format(f)))
                .unwrap_or_default()
        ))
        .size(13),
    );
    match &t.payouts {
        Payouts::Main { pays, .. } => {
            for (k, o) in pays {
                c = c.push(row![
                    text(k.clone()).width(Length::Fixed(260.0)),
                    text(o.to_string())
                ]);
            }
        }
        Payouts::Pattern(tiers) => {
            let most = t.decks.iter().copied().max().unwrap_or(8);
            for tier in tiers {
                let mut r = row![
                    text(tier.name.clone()).width(Length::Fixed(360.0)),
                    text(tier.pays.describe(cur)).width(Length::Fixed(140.0)),
                ];
                if tier.pattern.min_decks() > most {
                    r = r.push(text("not available with this shoe").size(13));
                }
                c = c.push(r);
            }
        }
        Payouts::LuckyBreak(lb) => {
            for (i, b) in lb.base.iter().enumerate().rev() {
                c = c.push(row![
                    text(format!("Dealer busts {}", 22 + i)).width(Length::Fixed(260.0)),
                    text(format!("{b} to 1"))
                ]);
            }
            c = c.push(text(format!(
                "Multiplier: 5+ suited × {}, 4 suited × {}, 3 suited × {}, unsuited × {}",
                lb.five_plus, lb.four, lb.three, lb.unsuited
            )));
        }
    }
    container(c)
        .padding(10)
        .width(Length::Fill)
        .style(container::bordered_box)
        .into()
}

/// The file name offered for a sign: the paytable's id and the size.
pub fn sign_file_name(id: &str, size: Size) -> String {
    format!("{id}-{}.pdf", format!("{size:?}").to_lowercase())
}

/// Draws a paytable's sign and writes it atomically (the work behind "Print sign").
pub async fn print_sign(catalog: Arc<Catalog>, id: String, size: Size, path: PathBuf) -> Note {
    let bytes = crate::sign::render(&catalog, &id, size, None, None)?;
    crate::slip::write_atomic(&path, &bytes)
        .map_err(|e| crate::gui::error::Error::write(&path, e))?;
    Ok(format!("Sign for {id} saved to {}", path.display()))
}

//! The paytables screen: every paytable as it will be posted (the same
//! [`Posted`](crate::posted::Posted) model the printed sign draws), with version,
//! effective date, fingerprint and verified state; files that failed to load are listed
//! with their error while the others stay usable.

use iced::widget::{button, column, container, row, text, Column};
use iced::{Element, Length};

use std::path::PathBuf;
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::game::Game;
use crate::gui::error::Note;
use crate::gui::widget::{ERROR, WARNING};
use crate::house::HouseOptions;
use crate::posted::Posted;
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
        let decks = t.decks.iter().copied().max().unwrap_or(8);
        let game = t.games.first().copied().unwrap_or(Game::Lucky9);
        let posted = Posted::of(t, decks, &HouseOptions::defaults(game));
        col = col.push(card(posted, &on_print));
    }
    col.into()
}

fn card<'a, M: Clone + 'a>(p: Posted, on_print: &impl Fn(String, Size) -> M) -> Element<'a, M> {
    let mut c = Column::new().spacing(3);
    let mut head = row![
        text(p.title.clone()).size(18),
        text(p.subtitle.clone()).size(13)
    ]
    .spacing(10)
    .align_y(iced::Alignment::Center);
    if let Some(w) = p.warning {
        head = head.push(text(w).color(WARNING).size(13));
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
                .on_press(on_print(p.id.clone(), size)),
        );
    }
    c = c.push(head);
    if let Some(lead) = &p.lead {
        c = c.push(text(lead.clone()).size(16));
    }
    for section in &p.sections {
        if let Some(h) = &section.heading {
            c = c.push(text(h.clone()).size(14));
        }
        for line in &section.lines {
            c = c.push(row![
                text(line.label.clone()).width(Length::Fixed(380.0)),
                text(line.pays.clone()).width(Length::Fixed(160.0)),
            ]);
        }
    }
    for note in p.cards_note.iter().chain(&p.rules).chain(&p.example) {
        c = c.push(text(note.clone()).size(13));
    }
    c = c.push(
        column![
            text(format!("{} · {}", p.stake, p.decks)).size(13),
            text(p.identity.clone()).size(12),
        ]
        .spacing(2),
    );
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

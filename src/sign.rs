//! Printable paytable signs (ROUND-FILE.md `sign`): Letter, A4 and a folded table tent,
//! drawn from the very paytable that settles the bets.
//!
//! A sign shows the game and bet, the tiers in order with their pay in the paytable's
//! own convention (`to` / `for`, fixed amounts, percent of meter), the stake limits, a
//! short rules summary for main games, version, effective date and fingerprint, and an
//! "unverified" banner where it applies. Tiers the shoe cannot produce at the sign's
//! deck count are marked "not available" (R1.2).

use crate::bet::Game;
use crate::catalog::Catalog;
use crate::house::HouseOptions;
use crate::pdf::{Doc, Page, PdfError, Weight};
use crate::posted::Posted;

/// Paper sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Size {
    /// US Letter, portrait.
    #[default]
    Letter,
    /// ISO A4, portrait.
    A4,
    /// A Letter sheet in landscape, folded in half into a table tent: the same panel
    /// on both faces, the upper one upside down.
    Tent,
}

/// Why a sign could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignError {
    /// No paytable has the id asked for.
    #[error("no paytable has the id \"{0}\" (see pitpay paytables)")]
    NoPaytable(String),
    /// The paytable is not dealt from the deck count asked for (R1.2).
    #[error("paytable \"{id}\" is not dealt from {decks} decks (it allows {allowed})")]
    Decks {
        /// The paytable.
        id: String,
        /// The deck count asked for.
        decks: u8,
        /// The deck counts it allows, as a list: `6, 8`.
        allowed: String,
    },
    /// No house-rules file has the id asked for.
    #[error("no house-rules file has the id \"{0}\"")]
    NoHouseRules(String),
    /// The house rules are for a game the paytable does not serve.
    #[error("house rules \"{id}\" are for {game}, not this paytable's game")]
    HouseRulesGame {
        /// The house-rules file.
        id: String,
        /// Its game, as a title.
        game: &'static str,
    },
    /// A house option of the house-rules file does not apply.
    #[error("{0}")]
    HouseOption(String),
    /// The PDF could not be drawn.
    #[error(transparent)]
    Pdf(#[from] PdfError),
}

/// Draws the sign for a paytable. `decks` defaults to the paytable's largest deck
/// count; `house_rules` names a house-rules file whose options the rules summary uses.
pub fn render(
    catalog: &Catalog,
    id: &str,
    size: Size,
    decks: Option<u8>,
    house_rules: Option<&str>,
) -> Result<Vec<u8>, SignError> {
    let table = catalog
        .paytable(id)
        .ok_or_else(|| SignError::NoPaytable(id.to_string()))?;
    let decks = match decks {
        Some(d) if table.decks.contains(&d) => d,
        Some(d) => {
            return Err(SignError::Decks {
                id: id.to_string(),
                decks: d,
                allowed: table
                    .decks
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        }
        None => table.decks.iter().copied().max().unwrap_or(8),
    };
    let game = table.games.first().copied().unwrap_or(Game::Lucky9);
    let mut house = HouseOptions::defaults(game);
    if let Some(hr) = house_rules {
        let rules = catalog
            .house_rules(hr)
            .ok_or_else(|| SignError::NoHouseRules(hr.to_string()))?;
        if !table.serves(rules.game) {
            return Err(SignError::HouseRulesGame {
                id: hr.to_string(),
                game: rules.game.title(),
            });
        }
        house = HouseOptions::defaults(rules.game);
        for (k, v, _) in &rules.options {
            house.set(k, v).map_err(SignError::HouseOption)?;
        }
    }
    let posted = Posted::of(table, decks, &house);
    let mut doc = Doc::new(&format!("{} sign", table.name))?;
    match size {
        Size::Letter | Size::A4 => {
            let (w, h) = if size == Size::A4 {
                (210.0, 297.0)
            } else {
                (215.9, 279.4)
            };
            let mut page = Page::new(w, h);
            let frame = Frame {
                bottom: 0.0,
                top: h,
                width: w,
                scale: 1.0,
            };
            panel(&doc, &mut page, &posted, frame);
            doc.push(page);
        }
        Size::Tent => {
            let (w, h) = (279.4, 215.9);
            let mut page = Page::new(w, h);
            let half = h / 2.0;
            let frame = Frame {
                bottom: 0.0,
                top: half,
                width: w,
                scale: 0.62,
            };
            panel(&doc, &mut page, &posted, frame);
            page.half_turn();
            panel(&doc, &mut page, &posted, frame);
            page.restore();
            page.line(8.0, half, w - 8.0, half, 0.3);
            doc.text_center(
                &mut page,
                w / 2.0,
                half + 1.5,
                6.0,
                Weight::Regular,
                "fold here",
            );
            doc.push(page);
        }
    }
    Ok(doc.finish())
}

/// Where a panel is drawn on the page: between `bottom` and `top` (mm), `width` wide,
/// type scaled by `scale`.
#[derive(Debug, Clone, Copy)]
struct Frame {
    bottom: f32,
    top: f32,
    width: f32,
    scale: f32,
}

const MARGIN: f32 = 14.0;

impl Frame {
    fn cx(&self) -> f32 {
        self.width / 2.0
    }
    fn inner(&self) -> f32 {
        self.width - 2.0 * MARGIN - 20.0
    }
}

/// One sign panel: the posted paytable (the same model the app's Paytables screen draws).
fn panel(doc: &Doc, page: &mut Page, p: &Posted, f: Frame) {
    let s = f.scale;
    let mut y = f.top - 22.0 * s;
    if let Some(w) = p.warning {
        page.fill(0.85, 0.2, 0.1);
        page.fill_rect(MARGIN, y - 3.0 * s, f.width - 2.0 * MARGIN, 12.0 * s);
        page.fill(1.0, 1.0, 1.0);
        doc.text_center(page, f.cx(), y, 14.0 * s, Weight::Bold, &w.to_uppercase());
        page.fill(0.0, 0.0, 0.0);
        y -= 18.0 * s;
    }
    let title = p.title.to_uppercase();
    let title_size = fit(doc, &title, f.width - 2.0 * MARGIN, 34.0 * s, Weight::Bold);
    doc.text_center(page, f.cx(), y, title_size, Weight::Bold, &title);
    y -= 13.0 * s;
    doc.text_center(page, f.cx(), y, 16.0 * s, Weight::Regular, &p.subtitle);
    y -= 14.0 * s;
    if let Some(lead) = &p.lead {
        doc.text_center(page, f.cx(), y, 24.0 * s, Weight::Bold, lead);
        y -= 14.0 * s;
    }
    y = pay_lines(doc, page, p, f, y);
    y -= 3.0 * s;
    let prose = p.cards_note.iter().chain(&p.rules).chain(&p.example);
    for line in prose {
        for l in doc.wrap(line, f.inner(), 12.0 * s, Weight::Regular) {
            doc.text_center(page, f.cx(), y, 12.0 * s, Weight::Regular, &l);
            y -= 6.0 * s;
        }
    }
    footer(doc, page, p, f);
}

/// The pay lines, section by section: label left, pay right.
fn pay_lines(doc: &Doc, page: &mut Page, p: &Posted, f: Frame, mut y: f32) -> f32 {
    let s = f.scale;
    for section in &p.sections {
        if let Some(h) = &section.heading {
            doc.text_center(page, f.cx(), y, 13.0 * s, Weight::Regular, h);
            y -= 8.0 * s;
        }
        for line in &section.lines {
            let right_w = doc.width(&line.pays, 20.0 * s, Weight::Bold);
            let size = fit(
                doc,
                &line.label,
                f.inner() - right_w - 6.0,
                20.0 * s,
                Weight::Bold,
            );
            doc.text(page, MARGIN + 10.0, y, size, Weight::Bold, &line.label);
            doc.text_right(
                page,
                f.width - MARGIN - 10.0,
                y,
                20.0 * s,
                Weight::Bold,
                &line.pays,
            );
            y -= 10.0 * s;
        }
    }
    y
}

/// Stake limits and deck count, then the paytable's identity and note.
fn footer(doc: &Doc, page: &mut Page, p: &Posted, f: Frame) {
    let s = f.scale;
    let foot = f.bottom + 16.0 * s;
    let stake = format!("{} · {}", p.stake, p.decks);
    doc.text_center(page, f.cx(), foot + 8.0 * s, 16.0 * s, Weight::Bold, &stake);
    doc.text_center(page, f.cx(), foot, 9.0 * s, Weight::Regular, &p.identity);
    if let Some(note) = &p.note {
        doc.text_center(page, f.cx(), foot - 5.0 * s, 9.0 * s, Weight::Regular, note);
    }
}

/// The largest size up to `size` at which `text` fits in `max` mm (never below 45%).
fn fit(doc: &Doc, text: &str, max: f32, size: f32, weight: Weight) -> f32 {
    let w = doc.width(text, size, weight);
    if w <= max || w <= 0.0 {
        size
    } else {
        (size * max / w).max(size * 0.45)
    }
}

//! Printable paytable signs (ROUND-FILE.md `sign`): Letter, A4 and a folded table tent,
//! drawn from the very paytable that settles the bets.
//!
//! A sign shows the game and bet, the tiers in order with their pay in the paytable's
//! own convention (`to` / `for`, fixed amounts, percent of meter), the stake limits, a
//! short rules summary for main games, version, effective date and fingerprint, and an
//! "unverified" banner where it applies. Tiers the shoe cannot produce at the sign's
//! deck count are marked "not available" (R1.2).

use crate::catalog::Catalog;
use crate::game::{Bet, Game};
use crate::house::{HouseOptions, Nines, Qualify};
use crate::money::Currency;
use crate::paytable::{Payouts, Paytable, UNVERIFIED_WARNING};
use crate::pdf::{Doc, Page, PdfError, Weight};

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
    let mut doc = Doc::new(&format!("{} sign", table.name))?;
    match size {
        Size::Letter | Size::A4 => {
            let (w, h) = if size == Size::A4 {
                (210.0, 297.0)
            } else {
                (215.9, 279.4)
            };
            let mut page = Page::new(w, h);
            panel(&doc, &mut page, table, decks, &house, 0.0, h, w, 1.0);
            doc.push(page);
        }
        Size::Tent => {
            let (w, h) = (279.4, 215.9);
            let mut page = Page::new(w, h);
            let half = h / 2.0;
            panel(&doc, &mut page, table, decks, &house, 0.0, half, w, 0.62);
            page.half_turn();
            panel(&doc, &mut page, table, decks, &house, 0.0, half, w, 0.62);
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

/// One sign panel between `bottom` and `top` (mm), `width` wide, type scaled by `scale`.
#[allow(clippy::too_many_arguments)]
fn panel(
    doc: &Doc,
    page: &mut Page,
    t: &Paytable,
    decks: u8,
    house: &HouseOptions,
    bottom: f32,
    top: f32,
    width: f32,
    scale: f32,
) {
    let cur = t.currency.unwrap_or(Currency::USD);
    let margin = 14.0;
    let cx = width / 2.0;
    let mut y = top - 22.0 * scale;
    let game = t
        .games
        .iter()
        .map(|g| g.title())
        .collect::<Vec<_>>()
        .join(" · ");
    if !t.verified {
        page.fill(0.85, 0.2, 0.1);
        page.fill_rect(margin, y - 3.0 * scale, width - 2.0 * margin, 12.0 * scale);
        page.fill(1.0, 1.0, 1.0);
        doc.text_center(
            page,
            cx,
            y,
            14.0 * scale,
            Weight::Bold,
            &UNVERIFIED_WARNING.to_uppercase(),
        );
        page.fill(0.0, 0.0, 0.0);
        y -= 18.0 * scale;
    }
    let title = t.name.to_uppercase();
    let title_size = fit(
        doc,
        &title,
        width - 2.0 * margin,
        34.0 * scale,
        Weight::Bold,
    );
    doc.text_center(page, cx, y, title_size, Weight::Bold, &title);
    y -= 13.0 * scale;
    doc.text_center(
        page,
        cx,
        y,
        16.0 * scale,
        Weight::Regular,
        &format!("{game} · {}", t.bet.title()),
    );
    y -= 14.0 * scale;
    let row = |page: &mut Page, y: f32, left: &str, right: &str, weight: Weight| {
        let inner = width - 2.0 * margin - 20.0;
        let right_w = doc.width(right, 20.0 * scale, weight);
        let size = fit(doc, left, inner - right_w - 6.0, 20.0 * scale, weight);
        doc.text(page, margin + 10.0, y, size, weight, left);
        doc.text_right(page, width - margin - 10.0, y, 20.0 * scale, weight, right);
    };
    match &t.payouts {
        Payouts::Pattern(tiers) => {
            for tier in tiers {
                let available = tier.pattern.min_decks() <= decks;
                let pays = if available {
                    tier.pays.describe(cur)
                } else {
                    "not available".to_string()
                };
                row(page, y, &tier.name, &pays, Weight::Bold);
                y -= 10.0 * scale;
            }
            let same_cards = tiers
                .windows(2)
                .all(|w| w[0].pattern.cards == w[1].pattern.cards);
            let cards = match tiers.first() {
                Some(first) if same_cards => {
                    format!("Pays on {}. ", first.pattern.cards.describe())
                }
                _ => String::new(),
            };
            doc.text_center(
                page,
                cx,
                y,
                11.0 * scale,
                Weight::Regular,
                &format!("{cards}Only the highest line pays."),
            );
            y -= 7.0 * scale;
        }
        Payouts::Main { pays, .. } => {
            for (k, o) in pays {
                row(page, y, &main_label(k), &o.to_string(), Weight::Bold);
                y -= 10.0 * scale;
            }
        }
        Payouts::LuckyBreak(lb) => {
            for (i, b) in lb.base.iter().enumerate().rev() {
                row(
                    page,
                    y,
                    &format!("Dealer busts with {}", 22 + i),
                    &format!("{b} to 1"),
                    Weight::Bold,
                );
                y -= 9.0 * scale;
            }
            for (label, m) in [
                ("5 or more suited cards", lb.five_plus),
                ("4 suited cards", lb.four),
                ("3 suited cards", lb.three),
                ("Unsuited", lb.unsuited),
            ] {
                row(
                    page,
                    y,
                    &format!("Multiplier: {label}"),
                    &format!("× {m}"),
                    Weight::Regular,
                );
                y -= 9.0 * scale;
            }
        }
    }
    y -= 3.0 * scale;
    for line in summary(t, house) {
        for l in doc.wrap(
            &line,
            width - 2.0 * margin - 20.0,
            12.0 * scale,
            Weight::Regular,
        ) {
            doc.text_center(page, cx, y, 12.0 * scale, Weight::Regular, &l);
            y -= 6.0 * scale;
        }
    }
    let stake = match t.fixed_stake {
        Some(f) => format!("Wager {} exactly", cur.format(f)),
        None => format!(
            "Minimum {} · Maximum {}",
            cur.format(t.min),
            cur.format(t.max)
        ),
    };
    let foot = bottom + 16.0 * scale;
    doc.text_center(
        page,
        cx,
        foot + 8.0 * scale,
        16.0 * scale,
        Weight::Bold,
        &format!("{stake} · {decks} decks"),
    );
    let mut small = format!(
        "{} · version {} · effective {} · fingerprint {}",
        t.id, t.version, t.effective, t.fingerprint
    );
    if let Some(inc) = &t.increment {
        small.push_str(&format!(" · meter increment {inc}"));
    }
    doc.text_center(page, cx, foot, 9.0 * scale, Weight::Regular, &small);
    if let Some(note) = &t.note {
        doc.text_center(
            page,
            cx,
            foot - 5.0 * scale,
            9.0 * scale,
            Weight::Regular,
            note,
        );
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

fn main_label(key: &str) -> String {
    match key {
        "win" => "Winning wager".into(),
        "lucky-nine" => "Lucky 9".into(),
        "tie" => "Tie".into(),
        "insurance" => "Insurance".into(),
        "even-money" => "Even money".into(),
        other => other.to_string(),
    }
}

/// A few lines of rules for main-game signs (R2, R3, R6, R7).
fn summary(t: &Paytable, house: &HouseOptions) -> Vec<String> {
    let game = t.games.first().copied();
    match (game, t.bet) {
        (Some(Game::Lucky9), Bet::Main) => vec![
            "Baccarat count: Ace 1, 2-9 face value, tens and faces 0. Player may hit once; dealer draws on 0-4 and stands on 5-9.".into(),
            "A Lucky 9 (two-card 9 without a ten or face card) pays 3 to 2.".into(),
            match house.nines {
                Nines::LuckyBeatsThreeCard => "A Lucky 9 beats a three-card 9; every other 9 against 9 is a push.".into(),
                Nines::AllPush => "Every 9 against 9 is a push.".into(),
            },
            match house.qualify {
                Qualify::AnyHand => "A player hand of 0, 1 or 2 does not qualify and loses.".into(),
                Qualify::ThreeCard => "A three-card hand of 0, 1 or 2 does not qualify and loses.".into(),
            },
        ],
        (Some(Game::Lucky9), Bet::Tie) => vec!["Tie wins when the main wager pushes; after a split it follows hand 1.".into()],
        (Some(Game::Blackjack), Bet::Main) => vec![format!(
            "Blackjack pays {}. Dealer {} on soft 17. Insurance pays 2 to 1.",
            house.blackjack_pays.name().replace('-', " "),
            house.soft17.name().replace("stand", "stands").replace("hit", "hits")
        )],
        (Some(Game::Stadium), Bet::Main) => vec![format!(
            "Blackjack pays {}. Shared community cards; each terminal decides for itself. Insurance pays 2 to 1.",
            house.blackjack_pays.name().replace('-', " ")
        )],
        (_, Bet::LuckyBreak) => vec![
            "Wins when the dealer busts and every hand of the spot totals 26 or less. A dealer blackjack loses.".into(),
            "Suited multipliers count the dealer's busted hand.".into(),
        ],
        _ => Vec::new(),
    }
}

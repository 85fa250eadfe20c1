//! What the floor needs beside the amount: the chips to pay each
//! winning line with, from the table's rack, and the tax and hand-pay flags its win
//! raises under the jurisdiction file for the round's year.
//!
//! The amount broken into chips is what the dealer pays across from the tray: the
//! winnings, or for a `for` table the whole return (R1.4). These notes ride on the
//! statement's rows, so the screen, the table, the JSON and the slip show the same
//! chips and flags.

use pitpay_language::{t, Words};

use super::words::yes;
use crate::floor::{FlagId, Jurisdiction, Rack, Win};
use crate::money::{Convention, Currency, Money};
use crate::settlement::{Outcome, WagerLine};

/// The rack, jurisdiction and year a statement's floor notes come from.
#[derive(Debug, Clone, Copy, Default)]
pub struct Floor<'a> {
    /// The table's rack; none: no chip breakdown.
    pub rack: Option<&'a Rack>,
    /// The jurisdiction file; none: no tax flags.
    pub jurisdiction: Option<&'a Jurisdiction>,
    /// The year whose thresholds apply (the round's date, else the slip's, else today).
    pub year: i32,
    /// Pay colour for colour where the rack allows (dealer-school practice).
    pub colour_for_colour: bool,
}

impl<'a> Floor<'a> {
    /// The floor notes of a round's rack, jurisdiction and year.
    pub fn of(table: &'a crate::floor::TableFloor, colour_for_colour: bool) -> Floor<'a> {
        Floor {
            rack: table.rack.as_deref(),
            jurisdiction: table.jurisdiction.as_deref(),
            year: table.year,
            colour_for_colour,
        }
    }
}

/// One chip value and how many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChipView {
    /// The chip's value.
    pub value: Money,
    /// How many.
    pub count: u64,
    /// The colour dealers call it by.
    pub colour: String,
    /// The colour drawn on screen, `#RRGGBB`.
    pub display: String,
}

/// The chips that pay a line, and what is left to pay in cash or coin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chips {
    /// Highest value first.
    pub chips: Vec<ChipView>,
    /// The part the rack cannot pay.
    pub cash: Money,
    /// Whether colour for colour was applied.
    pub colour_for_colour: bool,
}

/// A chip's colour as the rack file names it, in `w`'s words: the usual colours of a
/// casino's chips (white, pink, red, blue, green, black, purple, orange, yellow, grey, a
/// half-dollar coin …) have a word in each language; a colour of a property's own is
/// said as its rack file writes it.
pub fn chip_colour(w: &Words, colour: &str) -> String {
    let key = colour.trim().to_ascii_lowercase().replace(' ', "-");
    t!(w, "chip-colour", key = key, colour = colour)
}

impl Chips {
    /// In English words: "pay 2 × $5.00 (red) + 1 × $0.50 (coin)".
    pub fn text(&self, cur: Currency) -> String {
        self.text_in(pitpay_language::english(), cur)
    }

    /// In `w`'s words: "pay 2 × $5.00 (red) + 1 × $0.50 (coin)". The colours are the
    /// rack file's own words, in `w`'s language where they are the usual ones
    /// ([`chip_colour`]).
    pub(crate) fn text_in(&self, w: &Words, cur: Currency) -> String {
        let mut parts: Vec<String> = self
            .chips
            .iter()
            .map(|c| {
                t!(
                    w,
                    "settlement-chips-count",
                    count = c.count,
                    value = cur.format(c.value),
                    colour = chip_colour(w, &c.colour)
                )
            })
            .collect();
        if self.cash != Money::ZERO {
            parts.push(t!(
                w,
                "settlement-chips-cash",
                amount = cur.format(self.cash)
            ));
        }
        t!(
            w,
            "settlement-chips",
            colour_for_colour = yes(self.colour_for_colour),
            chips = parts.join(" + ")
        )
    }
}

/// A paperwork flag on a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlagView {
    /// `w2g`, `withholding` or `approval`.
    pub id: &'static str,
    /// The rule, its threshold and the figures that met it.
    pub text: String,
    /// On a withholding flag, the rate in percent and the tax to withhold (rounded half
    /// up to the cent).
    pub withheld: Option<(u32, Money)>,
}

impl FlagView {
    /// Whether the flag asks for the patron and a witness on the slip (W-2G and
    /// withholding: the tax forms need the winner's identity).
    pub fn needs_patron(&self) -> bool {
        self.id == FlagId::W2g.id() || self.id == FlagId::Withholding.id()
    }
}

/// What leaves the rack (or the cage) for a line: the winnings at a `to` table, the
/// whole return at a `for` table (R1.4); nothing for a line that did not win.
pub(crate) fn payout(l: &WagerLine, convention: Convention) -> Money {
    if l.result != Outcome::Win || l.paid == Money::ZERO {
        return Money::ZERO;
    }
    Win {
        stake: l.stake,
        winnings: l.net,
        convention,
    }
    .payout()
}

/// The floor notes of one line: its chips and its flags, and a notice when a tax rule
/// could not be checked.
pub(crate) fn line(
    l: &WagerLine,
    convention: Convention,
    floor: &Floor<'_>,
    cur: Currency,
    w: &Words,
) -> (Option<Chips>, Vec<FlagView>, Option<String>) {
    if l.result != Outcome::Win || l.paid == Money::ZERO {
        return (None, Vec::new(), None);
    }
    let win = Win {
        stake: l.stake,
        winnings: l.net,
        convention,
    };
    let chips = floor
        .rack
        .map(|rack| chips(rack, &win, floor.colour_for_colour));
    let (flags, notice) = match floor.jurisdiction {
        Some(j) => {
            let p = j.assess(floor.year, cur, &win);
            let flags = p
                .flags
                .into_iter()
                .map(|f| FlagView {
                    id: f.id.id(),
                    text: f.text.in_words(w),
                    withheld: f.withheld,
                })
                .collect();
            (flags, p.notice.map(|n| n.in_words(w)))
        }
        None => (Vec::new(), None),
    };
    (chips, flags, notice)
}

fn chips(rack: &Rack, win: &Win, colour_for_colour: bool) -> Chips {
    let amount = win.payout();
    let (breakdown, applied) = if colour_for_colour {
        let c = rack.colour_for_colour(win.stake, amount);
        let applied = c.applies();
        (c.pays, applied)
    } else {
        (rack.breakdown(amount), false)
    };
    let chips = breakdown
        .chips()
        .map(|c| {
            let chip = rack.chips.get(c.chip);
            ChipView {
                value: c.value,
                count: c.count,
                colour: chip.map(|x| x.colour.clone()).unwrap_or_default(),
                display: chip.map(|x| x.display.to_string()).unwrap_or_default(),
            }
        })
        .collect();
    Chips {
        chips,
        cash: breakdown.cash(),
        colour_for_colour: applied,
    }
}

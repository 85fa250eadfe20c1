//! Rack and jurisdiction files exactly as TOML writes them. Nothing here is checked
//! beyond its TOML type; [`super::rack::Rack::from_raw`] and
//! [`super::jurisdiction::Jurisdiction::from_raw`] check every rule and say where a value
//! is wrong (file, line, field).

use serde::Deserialize;
use toml::Spanned;

use crate::written::WrittenAmount;

/// A rack file: the chips a table pays with.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawRack {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    /// The name in other languages (`[names]`).
    pub names: Option<crate::translated::RawNames>,
    pub currency: Spanned<String>,
    /// The smallest stake chip that colour for colour pays in its own colour.
    pub colour_for_colour_from: Option<Spanned<WrittenAmount>>,
    /// Where the values and colours come from, shown with the rack.
    pub source: Option<String>,
    pub chip: Spanned<Vec<Spanned<RawChip>>>,
}

/// One chip of a rack.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawChip {
    pub value: Spanned<WrittenAmount>,
    /// The colour's name as dealers say it: `green`.
    pub colour: Spanned<String>,
    /// The colour the screen draws it in: `#2E7D32`.
    pub display: Spanned<String>,
    /// Whether the dealer's tray holds it (default true): a rack may list a chip the
    /// table does not pay with, such as a $2.50 at a table that pays in whole dollars.
    pub in_tray: Option<Spanned<bool>>,
}

/// A jurisdiction file: tax and hand-pay thresholds by year.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawJurisdiction {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    pub currency: Spanned<String>,
    pub version: Spanned<String>,
    pub effective: Spanned<String>,
    /// `received` or `reduced-by-wager`: the winnings the W-2G test compares.
    pub w2g_winnings: Spanned<String>,
    pub approval: Option<Spanned<RawApproval>>,
    pub year: Spanned<Vec<Spanned<RawYear>>>,
}

/// The operator's threshold for a supervisor's approval of one payout.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawApproval {
    pub amount: Option<Spanned<WrittenAmount>>,
    pub odds: Option<Spanned<String>>,
}

/// The figures in force for a run of calendar years.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawYear {
    pub from: Spanned<i64>,
    pub to: Spanned<i64>,
    pub w2g: Spanned<WrittenAmount>,
    pub withholding: Spanned<WrittenAmount>,
    pub rate: Spanned<String>,
    pub times_wager: Spanned<i64>,
    pub source: Spanned<String>,
}

//! The round file exactly as TOML writes it (ROUND-FILE.md "Round file"). Unknown keys
//! are refused by the parser with their line; [`super::Round::from_raw`] checks the rest.

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

use crate::written::WrittenAmount;

/// A whole round file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRound {
    pub game: Spanned<String>,
    pub decks: Spanned<i64>,
    pub table: Option<Spanned<String>>,
    pub currency: Option<Spanned<String>>,
    pub house_rules: Option<Spanned<String>>,
    /// The day the round was dealt, `YYYY-MM-DD` (optional).
    pub date: Option<Spanned<String>>,
    /// The rack (chip float) the table pays from, by id (optional).
    pub rack: Option<Spanned<String>>,
    pub cards: Spanned<RawCards>,
    #[serde(default)]
    pub seat: Vec<Spanned<RawSeat>>,
    pub house: Option<BTreeMap<String, Spanned<toml::Value>>>,
    pub paytables: Option<BTreeMap<String, Spanned<String>>>,
    pub progressive: Option<Spanned<RawProgressive>>,
}

/// `[cards]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCards {
    pub dealer: Option<Spanned<String>>,
    pub player: Option<Spanned<String>>,
    pub community: Option<Spanned<String>>,
}

/// One `[[seat]]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeat {
    pub seat: Spanned<i64>,
    pub hands: Option<Spanned<Vec<Spanned<String>>>>,
    pub decisions: Option<Spanned<String>>,
    pub even_money: Option<Spanned<bool>>,
    pub wagers: Option<Spanned<BTreeMap<String, Spanned<WrittenAmount>>>>,
    pub dealer_wagers: Option<Spanned<BTreeMap<String, Spanned<WrittenAmount>>>>,
}

/// `[progressive]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawProgressive {
    pub meter: Option<Spanned<WrittenAmount>>,
    pub declared_suit: Option<Spanned<String>>,
    #[serde(rename = "suited-or-booted")]
    pub suited_or_booted: Option<Spanned<RawMeter>>,
}

/// `[progressive.suited-or-booted]`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawMeter {
    pub meter: Option<Spanned<WrittenAmount>>,
}

//! The paytable and house-rules files exactly as TOML writes them (ROUND-FILE.md
//! "Paytables and house-rules files"). Nothing here is checked beyond its TOML type;
//! `Paytable::from_raw` checks every rule and says where a value is wrong.

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

use crate::written::WrittenAmount;

/// One game (`"lucky9"`) or several (`["lucky9", "blackjack"]`) for a bet both offer.
#[derive(Debug, Clone)]
pub(crate) enum RawGames {
    /// A single game id.
    One(String),
    /// Several game ids.
    Many(Vec<String>),
}

// Read by hand rather than `#[serde(untagged)]`, whose error ("data did not match any
// variant of untagged enum") names a Rust type instead of what to write.
impl<'de> Deserialize<'de> for RawGames {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Games;
        impl<'de> serde::de::Visitor<'de> for Games {
            type Value = RawGames;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a game id such as \"lucky9\", or a list of them")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<RawGames, E> {
                Ok(RawGames::One(v.to_string()))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<RawGames, A::Error> {
                let mut games = Vec::new();
                while let Some(g) = seq.next_element::<String>()? {
                    games.push(g);
                }
                Ok(RawGames::Many(games))
            }
        }
        d.deserialize_any(Games)
    }
}

/// A paytable file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawPaytable {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    /// The name in other languages (`[names]`), outside the fingerprint.
    pub names: Option<crate::translated::RawNames>,
    pub game: Spanned<RawGames>,
    pub bet: Spanned<String>,
    pub kind: Spanned<String>,
    pub version: Spanned<String>,
    pub effective: Spanned<String>,
    pub decks: Spanned<Vec<i64>>,
    pub min: Spanned<WrittenAmount>,
    pub max: Spanned<WrittenAmount>,
    pub fixed_stake: Option<Spanned<WrittenAmount>>,
    pub convention: Spanned<String>,
    pub currency: Option<Spanned<String>>,
    pub verified: bool,
    pub reseed: Option<Spanned<WrittenAmount>>,
    /// The published meter increment, shown on signs only (R4.3).
    pub increment: Option<String>,
    /// The increment in other languages, outside the fingerprint.
    pub increment_names: Option<crate::translated::RawNames>,
    /// A note printed on signs, e.g. "operator to confirm" for a reseed (R4.3).
    pub note: Option<String>,
    /// The note in other languages, outside the fingerprint.
    pub note_names: Option<crate::translated::RawNames>,
    /// Default card set for pattern tiers.
    pub cards: Option<Spanned<String>>,
    /// Main and Tie payouts by outcome (`kind = "main"`).
    pub pays: Option<BTreeMap<String, Spanned<String>>>,
    /// The most insurance may be, as a fraction of the main wager (`"1/2"`).
    pub insurance_max: Option<Spanned<String>>,
    /// Pattern tiers, highest first (`kind = "pattern"`).
    pub tier: Option<Vec<Spanned<RawTier>>>,
    /// Lucky Break base pay `to 1` by dealer bust total (`kind = "lucky-break"`).
    pub base: Option<Spanned<BTreeMap<String, u32>>>,
    /// Lucky Break multiplier by suited count.
    pub multiplier: Option<Spanned<BTreeMap<String, u32>>>,
    /// What a card-pattern side bet is: its title, who may wager it, the bet
    /// it needs and its rule. One file per side bet and game carries it.
    pub side_bet: Option<Spanned<RawSideBet>>,
}

/// A side bet's definition (`[side_bet]`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSideBet {
    /// The name people use: "Perfect Pairs".
    pub title: Spanned<String>,
    /// The title in other languages (`[side_bet.names]`).
    pub names: Option<crate::translated::RawNames>,
    /// `["player"]` (the default) or `["player", "dealer"]`.
    pub placed_for: Option<Spanned<Vec<String>>>,
    /// The bet the same party must also wager on the spot (default: the main wager
    /// for the player, nothing for the dealer).
    pub requires: Option<Spanned<String>>,
    /// The rule it is settled under, as statements cite it (default `R1.6`).
    pub rule: Option<Spanned<String>>,
}

/// One tier of a pattern paytable.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTier {
    pub name: Spanned<String>,
    /// The tier's name in other languages (`names = { zh-Hant = "…" }`).
    pub names: Option<crate::translated::RawNames>,
    pub cards: Option<Spanned<String>>,
    pub when: Spanned<Vec<Spanned<String>>>,
    pub odds: Option<Spanned<String>>,
    pub amount: Option<Spanned<WrittenAmount>>,
    pub meter: Option<Spanned<String>>,
    pub envy: Option<Spanned<WrittenAmount>>,
}

/// A house-rules file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawHouseRules {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    /// The name in other languages (`[names]`).
    pub names: Option<crate::translated::RawNames>,
    pub game: Spanned<String>,
    pub house: BTreeMap<String, Spanned<toml::Value>>,
    pub declared_suit: Option<Spanned<String>>,
    pub currency: Option<Spanned<String>>,
    pub paytables: Option<BTreeMap<String, Spanned<String>>>,
    /// The rack (chip float) the table pays from, by id (optional).
    pub rack: Option<Spanned<String>>,
}

//! The house-option keys as a table (ROUND-FILE.md "House options"): for each key, the
//! kind of value a file writes, how a value is read into [`HouseOptions`], how it is
//! written back, and the values a table of each game may choose.
//!
//! One row per key, so a new option is one row here (and a field of
//! [`HouseOptions`]) rather than a branch in each of four functions.

use std::fmt;

use crate::bet::Game;
use crate::money::{Money, RoundingMode};
use crate::spec::spec;

use super::{
    AutoRule, BlackjackPays, DoubleOn, HouseOptions, MeterHits, MultiplierMode, Nines, OptionValue,
    Peek, PlayerCap, Qualify, Soft17, SplitOn, Standoff, SuitedCount, Surrender, TieWins,
};

/// How a key's value is written in a TOML file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// A string: `"all-push"`, `"0.25"`.
    Text,
    /// `true` or `false`.
    Bool,
    /// An integer.
    Integer,
}

/// One house-option key.
pub(super) struct Key {
    /// The key as written.
    pub name: &'static str,
    /// The kind of value it takes.
    pub kind: Kind,
    /// Reads a value into the options (the error names the key and says what is wrong).
    pub set: fn(&mut HouseOptions, &OptionValue) -> Result<(), String>,
    /// The value in force, as written in round files.
    pub show: fn(&HouseOptions) -> String,
    /// The values a table of this game may choose, the default first (empty: free text).
    pub choices: fn(Game) -> Vec<String>,
}

/// A key whose value is one of a closed list of words (an `option_enum!` type).
macro_rules! choice {
    ($name:literal, $field:ident, $ty:ident) => {
        Key {
            name: $name,
            kind: Kind::Text,
            set: |h, v| {
                h.$field = pick($name, text($name, v)?, &$ty::ALL, $ty::id)?;
                Ok(())
            },
            show: |h| h.$field.to_string(),
            choices: |_| names(&$ty::ALL, $ty::id),
        }
    };
}

/// A key whose value is `true` or `false`.
macro_rules! flag {
    ($name:literal, $field:ident) => {
        Key {
            name: $name,
            kind: Kind::Bool,
            set: |h, v| {
                h.$field = boolean($name, v)?;
                Ok(())
            },
            show: |h| h.$field.to_string(),
            choices: |_| vec!["true".into(), "false".into()],
        }
    };
}

/// Every key any game knows, in the order of ROUND-FILE.md's table.
pub(super) const KEYS: &[Key] = &[
    Key {
        name: "rounding",
        kind: Kind::Text,
        set: |h, v| {
            h.rounding.mode = pick("rounding", text("rounding", v)?, ROUNDING, RoundingMode::id)?;
            Ok(())
        },
        show: |h| h.rounding.mode.id().to_string(),
        choices: |_| names(ROUNDING, RoundingMode::id),
    },
    Key {
        name: "rounding_unit",
        kind: Kind::Text,
        set: |h, v| {
            h.rounding.unit = rounding_unit(text("rounding_unit", v)?)?;
            Ok(())
        },
        show: |h| h.rounding.unit.to_string(),
        choices: |_| Vec::new(),
    },
    choice!("nines", nines, Nines),
    choice!("qualify", qualify, Qualify),
    choice!("split_on", split_on, SplitOn),
    choice!("tie_wins", tie_wins, TieWins),
    choice!("blackjack_pays", blackjack_pays, BlackjackPays),
    choice!("soft17", soft17, Soft17),
    choice!("peek", peek, Peek),
    Key {
        name: "double_on",
        kind: Kind::Text,
        set: |h, v| {
            let allowed = double_on_values(h.game);
            h.double_on = pick("double_on", text("double_on", v)?, allowed, DoubleOn::id)?;
            Ok(())
        },
        show: |h| h.double_on.to_string(),
        choices: |game| names(double_on_values(game), DoubleOn::id),
    },
    flag!("double_after_split", double_after_split),
    Key {
        name: "max_hands",
        kind: Kind::Integer,
        set: |h, v| {
            h.max_hands = max_hands(h.game, v)?;
            Ok(())
        },
        show: |h| h.max_hands.to_string(),
        choices: |game| spec(game).max_hands.iter().map(u8::to_string).collect(),
    },
    Key {
        name: "surrender",
        kind: Kind::Text,
        set: |h, v| {
            let allowed = surrender_values(h.game);
            h.surrender = pick("surrender", text("surrender", v)?, allowed, Surrender::id)?;
            Ok(())
        },
        show: |h| h.surrender.to_string(),
        choices: |game| names(surrender_values(game), Surrender::id),
    },
    choice!("standoff", standoff, Standoff),
    choice!("auto_rule", auto_rule, AutoRule),
    flag!("dealer_wagers", dealer_wagers),
    flag!("dealer_double_split", dealer_double_split),
    choice!("player_cap", player_cap, PlayerCap),
    choice!("suited_count", suited_count, SuitedCount),
    choice!("multiplier", multiplier, MultiplierMode),
    choice!("meter_hits", meter_hits, MeterHits),
];

/// The key's row.
pub(super) fn key(name: &str) -> Option<&'static Key> {
    KEYS.iter().find(|k| k.name == name)
}

const ROUNDING: &[RoundingMode] = &RoundingMode::ALL;

/// R3.1 (blackjack) and R7.4 (Stadium): the `double_on` values each game offers.
fn double_on_values(game: Game) -> &'static [DoubleOn] {
    spec(game).double_on
}

/// R3.1 (blackjack) and R7.4 (Stadium): the `surrender` values each game offers.
fn surrender_values(game: Game) -> &'static [Surrender] {
    spec(game).surrender
}

fn names<T: Copy>(values: &[T], name: fn(T) -> &'static str) -> Vec<String> {
    values.iter().map(|v| name(*v).to_string()).collect()
}

/// What a file wrote, named for a sentence: "a string", "a boolean" …
fn type_name(v: &OptionValue) -> &'static str {
    match v {
        OptionValue::Text(_) => "a string",
        OptionValue::Bool(_) => "a boolean",
        OptionValue::Integer(_) => "an integer",
        OptionValue::Other(t) => t,
    }
}

fn text<'v>(key: &str, v: &'v OptionValue) -> Result<&'v str, String> {
    match v {
        OptionValue::Text(s) => Ok(s),
        other => Err(format!(
            "house option \"{key}\" takes a string, not {}",
            type_name(other)
        )),
    }
}

fn boolean(key: &str, v: &OptionValue) -> Result<bool, String> {
    match v {
        OptionValue::Bool(b) => Ok(*b),
        other => Err(format!(
            "house option \"{key}\" takes true or false, not {}",
            type_name(other)
        )),
    }
}

/// The value among `allowed` written `s`.
fn pick<T: Copy + fmt::Debug>(
    key: &str,
    s: &str,
    allowed: &[T],
    name: fn(T) -> &'static str,
) -> Result<T, String> {
    allowed
        .iter()
        .copied()
        .find(|v| name(*v) == s)
        .ok_or_else(|| {
            let list: Vec<String> = allowed
                .iter()
                .map(|a| format!("\"{}\"", name(*a)))
                .collect();
            format!(
                "\"{s}\" is not a value of house option \"{key}\" (one of {})",
                list.join(", ")
            )
        })
}

/// R1.5: the rounding unit, an amount without a currency symbol.
fn rounding_unit(s: &str) -> Result<Money, String> {
    let (unit, symbol) = Money::parse(s).map_err(|e| format!("rounding_unit: {e}"))?;
    if symbol.is_some() {
        return Err(format!(
            "rounding_unit \"{s}\": write the unit without a currency symbol"
        ));
    }
    Ok(unit)
}

/// R3.1 (2 to 4 hands) and R7.4 (2 to 3): the most hands a player may split to, the
/// range the game's registry entry lists.
fn max_hands(game: Game, v: &OptionValue) -> Result<u8, String> {
    let listed = spec(game).max_hands;
    let lowest = listed.iter().copied().min().unwrap_or(2);
    let highest = listed.iter().copied().max().unwrap_or(2);
    let range = i64::from(lowest)..=i64::from(highest);
    match v {
        OptionValue::Integer(n) if range.contains(n) => Ok(u8::try_from(*n).unwrap_or(2)),
        OptionValue::Integer(n) => Err(format!(
            "max_hands = {n} is out of range ({} to {} for {})",
            range.start(),
            range.end(),
            game.title()
        )),
        other => Err(format!(
            "house option \"max_hands\" takes an integer, not {}",
            type_name(other)
        )),
    }
}

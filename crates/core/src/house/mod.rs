//! House options: the table's settings where the rulebook allows a choice (RULES.md,
//! every "house option"; keys and values as ROUND-FILE.md "House options").
//!
//! The first value listed for each key is the default. Options are set by a house-rules
//! file and then, key by key, by the round's own `[house]` table. An option that belongs
//! to another game, an unknown key, a value of the wrong type or a value not on the
//! list is an error naming the key ([`OptionError`]). The options as values are
//! `options.rs`; how each key is read, shown and offered is one row of the table in
//! `keys.rs`. This file names what the folder offers, with the option values the game
//! registry declares (`spec/values.rs`), which `house` shows as its own.

pub(crate) mod keys;
pub(crate) mod options;

pub(crate) use self::keys::{choices, value_for};
pub(crate) use self::options::{Edition, HouseOptions, OptionValue};
pub(crate) use crate::spec::values::{
    AutoRule, BlackjackPays, DoubleOn, HouseKey, MeterHits, MultiplierMode, Nines, Peek, PlayerCap,
    Qualify, Soft17, SplitOn, Standoff, SuitedCount, Surrender, TieWins,
};

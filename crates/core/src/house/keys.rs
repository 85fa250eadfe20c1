//! The house-option keys as a table (ROUND-FILE.md "House options"): for each
//! [`HouseKey`], the kind of value a file writes, how a value is read into
//! [`HouseOptions`], how it is written back, and the values a table of each game may
//! choose; and the refusals a key or value meets ([`OptionError`]).
//!
//! One row per key, in one exhaustive match, so a new option is a [`HouseKey`], a field
//! of [`HouseOptions`] and a row here, which the compiler asks for, rather than a branch
//! in each of four functions.

use std::fmt;

use pitpay_language::{sentence, Sentence};

use crate::bet::Game;
use crate::money::{AmountError, Money, RoundingMode};
use crate::spec::spec;
use crate::spec::values::{
    AutoRule, BlackjackPays, DoubleOn, HouseKey, MeterHits, MultiplierMode, Nines, Peek, PlayerCap,
    Qualify, Soft17, SplitOn, Standoff, SuitedCount, Surrender, TieWins,
};

use super::options::{HouseOptions, OptionValue};

/// Why a house option could not be set: each case names the key, so a round file, a
/// house-rules file or the command line's `--set` can be put right where it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionError {
    /// A key no game knows.
    Unknown(String),
    /// A key of another game.
    OtherGame {
        /// The key.
        key: HouseKey,
        /// The table's game.
        game: Game,
    },
    /// A value of the wrong TOML type.
    WrongType {
        /// The key.
        key: HouseKey,
        /// What it takes: "a string", "true or false", "an integer".
        takes: &'static str,
        /// What was written: "a string", "a boolean", "a float" …
        found: &'static str,
    },
    /// A word that is not one of the key's values at this table.
    NotAValue {
        /// The key.
        key: HouseKey,
        /// What was written.
        value: String,
        /// The values this table may choose.
        allowed: Vec<&'static str>,
    },
    /// `max_hands` outside the game's range (R3.1: 2 to 4, R7.4: 2 to 3).
    MaxHands {
        /// What was written.
        hands: i64,
        /// The fewest the game allows.
        lowest: u8,
        /// The most.
        highest: u8,
        /// The table's game.
        game: Game,
    },
    /// A rounding unit that is not an amount (R1.5).
    RoundingUnit(AmountError),
    /// A rounding unit written with a currency symbol: the unit is the table's currency's.
    UnitWithSymbol(String),
}

impl From<&OptionError> for Sentence {
    fn from(e: &OptionError) -> Sentence {
        match e {
            OptionError::Unknown(key) => sentence!("value-option-unknown", key = key),
            OptionError::OtherGame { key, game } => {
                sentence!("value-option-other-game", key = key.id(), game = game.id())
            }
            OptionError::WrongType { key, takes, found } => sentence!(
                "value-option-wrong-type",
                key = key.id(),
                takes = type_key(takes),
                found = type_key(found)
            ),
            OptionError::NotAValue {
                key,
                value,
                allowed,
            } => sentence!(
                "value-option-not-a-value",
                value = value,
                key = key.id(),
                allowed = quoted(allowed)
            ),
            OptionError::MaxHands {
                hands,
                lowest,
                highest,
                game,
            } => sentence!(
                "value-option-max-hands",
                hands = *hands,
                lowest = *lowest,
                highest = *highest,
                game = game.id()
            ),
            OptionError::RoundingUnit(e) => {
                let (why, text) = match e {
                    AmountError::Malformed(t) => ("malformed", t.as_str()),
                    AmountError::TooPrecise(t) => ("too-precise", t.as_str()),
                    AmountError::Zero(t) => ("zero", t.as_str()),
                    AmountError::Negative(t) => ("negative", t.as_str()),
                    AmountError::Overflow(t) => ("too-large", t.as_str()),
                    // Reading a unit raises none of the others; said on their own.
                    other => {
                        return sentence!(
                            "cli-option-why",
                            option = "rounding_unit",
                            why = Sentence::from(other)
                        )
                    }
                };
                sentence!("value-option-rounding-unit", why = why, text = text)
            }
            OptionError::UnitWithSymbol(unit) => {
                sentence!("value-option-unit-with-symbol", unit = unit)
            }
        }
    }
}

impl From<OptionError> for Sentence {
    fn from(e: OptionError) -> Sentence {
        Sentence::from(&e)
    }
}

pitpay_language::english_display!(OptionError);

impl std::error::Error for OptionError {}

/// The selector of a value's type in a sentence: "a string" → `string` …
fn type_key(words: &str) -> &'static str {
    match words {
        "a string" => "string",
        "true or false" | "a boolean" => "boolean",
        "an integer" => "integer",
        "a float" => "float",
        "a date" => "date",
        "an array" => "array",
        _ => "table",
    }
}

/// `"a", "b"`: the values a refusal lists.
fn quoted(values: &[&str]) -> String {
    let list: Vec<String> = values.iter().map(|v| format!("\"{v}\"")).collect();
    list.join(", ")
}

/// How a key's value is written in a TOML file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A string: `"all-push"`, `"0.25"`.
    Text,
    /// `true` or `false`.
    Bool,
    /// An integer.
    Integer,
}

/// One house-option key's row.
struct Row {
    /// The kind of value it takes.
    kind: Kind,
    /// Reads a value into the options.
    set: fn(&mut HouseOptions, &OptionValue) -> Result<(), OptionError>,
    /// The value in force, as written in round files.
    show: fn(&HouseOptions) -> String,
    /// The values a table of this game may choose, the default first (empty: free text).
    choices: fn(Game) -> Vec<String>,
}

/// A key whose value is one of a closed list of words (an `option_enum!` type).
macro_rules! choice {
    ($key:expr, $field:ident, $ty:ident) => {
        Row {
            kind: Kind::Text,
            set: |h, v| {
                h.$field = pick($key, text($key, v)?, &$ty::ALL, $ty::id)?;
                Ok(())
            },
            show: |h| h.$field.to_string(),
            choices: |_| names(&$ty::ALL, $ty::id),
        }
    };
}

/// A key whose value is `true` or `false`.
macro_rules! flag {
    ($key:expr, $field:ident) => {
        Row {
            kind: Kind::Bool,
            set: |h, v| {
                h.$field = boolean($key, v)?;
                Ok(())
            },
            show: |h| h.$field.to_string(),
            choices: |_| vec!["true".into(), "false".into()],
        }
    };
}

/// The key's row: every key any game knows, in the order of ROUND-FILE.md's table.
fn row(key: HouseKey) -> Row {
    use HouseKey as K;
    match key {
        K::Rounding => Row {
            kind: Kind::Text,
            set: |h, v| {
                let mode = text(K::Rounding, v)?;
                h.rounding.mode = pick(K::Rounding, mode, ROUNDING, RoundingMode::id)?;
                Ok(())
            },
            show: |h| h.rounding.mode.id().to_string(),
            choices: |_| names(ROUNDING, RoundingMode::id),
        },
        K::RoundingUnit => Row {
            kind: Kind::Text,
            set: |h, v| {
                h.rounding.unit = rounding_unit(text(K::RoundingUnit, v)?)?;
                Ok(())
            },
            show: |h| h.rounding.unit.to_string(),
            choices: |_| Vec::new(),
        },
        K::Nines => choice!(K::Nines, nines, Nines),
        K::Qualify => choice!(K::Qualify, qualify, Qualify),
        K::SplitOn => choice!(K::SplitOn, split_on, SplitOn),
        K::TieWins => choice!(K::TieWins, tie_wins, TieWins),
        K::BlackjackPays => choice!(K::BlackjackPays, blackjack_pays, BlackjackPays),
        K::Soft17 => choice!(K::Soft17, soft17, Soft17),
        K::Peek => choice!(K::Peek, peek, Peek),
        K::DoubleOn => Row {
            kind: Kind::Text,
            set: |h, v| {
                let allowed = double_on_values(h.game);
                h.double_on = pick(K::DoubleOn, text(K::DoubleOn, v)?, allowed, DoubleOn::id)?;
                Ok(())
            },
            show: |h| h.double_on.to_string(),
            choices: |game| names(double_on_values(game), DoubleOn::id),
        },
        K::DoubleAfterSplit => flag!(K::DoubleAfterSplit, double_after_split),
        K::MaxHands => Row {
            kind: Kind::Integer,
            set: |h, v| {
                h.max_hands = max_hands(h.game, v)?;
                Ok(())
            },
            show: |h| h.max_hands.to_string(),
            choices: |game| spec(game).max_hands.iter().map(u8::to_string).collect(),
        },
        K::Surrender => Row {
            kind: Kind::Text,
            set: |h, v| {
                let allowed = surrender_values(h.game);
                let word = text(K::Surrender, v)?;
                h.surrender = pick(K::Surrender, word, allowed, Surrender::id)?;
                Ok(())
            },
            show: |h| h.surrender.to_string(),
            choices: |game| names(surrender_values(game), Surrender::id),
        },
        K::Standoff => choice!(K::Standoff, standoff, Standoff),
        K::AutoRule => choice!(K::AutoRule, auto_rule, AutoRule),
        K::DealerWagers => flag!(K::DealerWagers, dealer_wagers),
        K::DealerDoubleSplit => flag!(K::DealerDoubleSplit, dealer_double_split),
        K::PlayerCap => choice!(K::PlayerCap, player_cap, PlayerCap),
        K::SuitedCount => choice!(K::SuitedCount, suited_count, SuitedCount),
        K::Multiplier => choice!(K::Multiplier, multiplier, MultiplierMode),
        K::MeterHits => choice!(K::MeterHits, meter_hits, MeterHits),
    }
}

impl HouseOptions {
    /// Sets one option as a file or a person writes its key: refused when no game knows
    /// the key, when it is not this game's, or when the value is not one the key takes at
    /// this table. The error says what is wrong with the key or value (the caller adds the
    /// file and line).
    pub fn set(&mut self, key: &str, value: &OptionValue) -> Result<(), OptionError> {
        let key = key
            .parse::<HouseKey>()
            .map_err(|_| OptionError::Unknown(key.to_string()))?;
        self.set_key(key, value)
    }

    /// Sets one option: refused when the key is not this game's, or the value not one
    /// the key takes at this table.
    pub(crate) fn set_key(
        &mut self,
        key: HouseKey,
        value: &OptionValue,
    ) -> Result<(), OptionError> {
        if !keys_for(self.game).contains(&key) {
            return Err(OptionError::OtherGame {
                key,
                game: self.game,
            });
        }
        (row(key).set)(self, value)
    }

    /// The options of this game with their values, in display order, as `(key, value)`.
    /// Slips and screens print this list.
    pub(crate) fn in_force(&self) -> Vec<(HouseKey, String)> {
        keys_for(self.game)
            .iter()
            .map(|&key| (key, self.value_text(key)))
            .collect()
    }

    /// One option's value as written in round files.
    pub fn value_text(&self, key: HouseKey) -> String {
        (row(key).show)(self)
    }
}

/// The keys each game accepts, in the order they are shown (its registry entry).
pub fn keys_for(game: Game) -> &'static [HouseKey] {
    spec(game).house_keys
}

/// The values a key may take at a table of this game, the default first, as written
/// in round files (the app's pickers list these). `rounding_unit` is free text.
pub fn choices(game: Game, key: HouseKey) -> Vec<String> {
    (row(key).choices)(game)
}

/// Whether a key's value is written as a TOML boolean, an integer or a string.
pub fn value_for(key: HouseKey, text: &str) -> OptionValue {
    match row(key).kind {
        Kind::Bool => OptionValue::Bool(text == "true"),
        Kind::Integer => text.parse().map_or_else(
            |_| OptionValue::Text(text.to_string()),
            OptionValue::Integer,
        ),
        Kind::Text => OptionValue::Text(text.to_string()),
    }
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

fn text(key: HouseKey, v: &OptionValue) -> Result<&str, OptionError> {
    match v {
        OptionValue::Text(s) => Ok(s),
        other => Err(OptionError::WrongType {
            key,
            takes: "a string",
            found: type_name(other),
        }),
    }
}

fn boolean(key: HouseKey, v: &OptionValue) -> Result<bool, OptionError> {
    match v {
        OptionValue::Bool(b) => Ok(*b),
        other => Err(OptionError::WrongType {
            key,
            takes: "true or false",
            found: type_name(other),
        }),
    }
}

/// The value among `allowed` written `s`.
fn pick<T: Copy + fmt::Debug>(
    key: HouseKey,
    s: &str,
    allowed: &[T],
    name: fn(T) -> &'static str,
) -> Result<T, OptionError> {
    allowed
        .iter()
        .copied()
        .find(|v| name(*v) == s)
        .ok_or_else(|| OptionError::NotAValue {
            key,
            value: s.to_string(),
            allowed: allowed.iter().map(|a| name(*a)).collect(),
        })
}

/// R1.5: the rounding unit, an amount without a currency symbol.
fn rounding_unit(s: &str) -> Result<Money, OptionError> {
    let (unit, symbol) = Money::parse(s).map_err(OptionError::RoundingUnit)?;
    if symbol.is_some() {
        return Err(OptionError::UnitWithSymbol(s.to_string()));
    }
    Ok(unit)
}

/// R3.1 (2 to 4 hands) and R7.4 (2 to 3): the most hands a player may split to, the
/// range the game's registry entry lists.
fn max_hands(game: Game, v: &OptionValue) -> Result<u8, OptionError> {
    let listed = spec(game).max_hands;
    let lowest = listed.iter().copied().min().unwrap_or(2);
    let highest = listed.iter().copied().max().unwrap_or(2);
    let range = i64::from(lowest)..=i64::from(highest);
    match v {
        OptionValue::Integer(n) if range.contains(n) => Ok(u8::try_from(*n).unwrap_or(2)),
        OptionValue::Integer(n) => Err(OptionError::MaxHands {
            hands: *n,
            lowest,
            highest,
            game,
        }),
        other => Err(OptionError::WrongType {
            key: HouseKey::MaxHands,
            takes: "an integer",
            found: type_name(other),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Rounding;

    fn text(s: &str) -> OptionValue {
        OptionValue::Text(s.to_string())
    }

    #[test]
    fn defaults_are_the_first_values_listed() {
        let l9 = HouseOptions::defaults(Game::Lucky9);
        assert_eq!(l9.nines, Nines::LuckyBeatsThreeCard);
        assert_eq!(l9.qualify, Qualify::AnyHand);
        assert_eq!(l9.tie_wins, TieWins::MainPushes);
        assert_eq!(l9.rounding, Rounding::default());
        let st = HouseOptions::defaults(Game::Stadium);
        assert_eq!((st.max_hands, st.surrender), (3, Surrender::Disabled));
        assert_eq!(st.double_on, DoubleOn::TwoToTwenty);
    }

    #[test]
    fn options_of_another_game_are_refused() {
        let mut l9 = HouseOptions::defaults(Game::Lucky9);
        let e = l9.set("peek", &text("no")).unwrap_err();
        assert_eq!(
            e,
            OptionError::OtherGame {
                key: HouseKey::Peek,
                game: Game::Lucky9
            }
        );
        assert!(e.to_string().contains("does not apply to Lucky 9"), "{e}");
        let e = l9.set("nine", &text("all-push")).unwrap_err();
        assert_eq!(e.to_string(), "\"nine\" is not a house option");
        let e = l9.set("nines", &text("all-pushes")).unwrap_err();
        assert!(e.to_string().contains("lucky-beats-three-card"), "{e}");
        let mut bj = HouseOptions::defaults(Game::Blackjack);
        assert!(bj.set("surrender", &text("enabled")).is_err());
        assert!(bj.set("max_hands", &OptionValue::Integer(5)).is_err());
        assert!(bj.set("double_after_split", &text("true")).is_err());
    }

    #[test]
    fn r1_5_rounding_unit_is_a_multiple_of_a_cent() {
        let mut l9 = HouseOptions::defaults(Game::Lucky9);
        assert!(l9.set("rounding_unit", &text("0.25")).is_ok());
        assert_eq!(l9.rounding.unit, Money::from_cents(25));
        assert!(l9.set("rounding_unit", &text("0.001")).is_err());
        assert!(l9.set("rounding_unit", &text("0")).is_err());
        assert!(l9
            .set("rounding_unit", &OptionValue::Other("a float"))
            .is_err());
    }

    /// ROUND-FILE.md "House options": the first value listed is the default, and every
    /// value a table may choose can be set and reads back as written.
    #[test]
    fn every_choice_of_every_key_sets_and_reads_back() {
        for game in Game::ALL {
            let defaults = HouseOptions::defaults(game);
            for &key in keys_for(game) {
                let choices = choices(game, key);
                if key == HouseKey::RoundingUnit {
                    assert!(choices.is_empty(), "free text");
                    continue;
                }
                assert_eq!(choices.first(), Some(&defaults.value_text(key)), "{key}");
                for choice in &choices {
                    let mut h = HouseOptions::defaults(game);
                    h.set_key(key, &value_for(key, choice)).unwrap();
                    assert_eq!(&h.value_text(key), choice, "{game:?} {key}");
                }
            }
        }
    }

    #[test]
    fn values_are_typed_by_key() {
        assert_eq!(
            value_for(HouseKey::DealerWagers, "false"),
            OptionValue::Bool(false)
        );
        assert_eq!(value_for(HouseKey::MaxHands, "3"), OptionValue::Integer(3));
        assert_eq!(value_for(HouseKey::Nines, "all-push"), text("all-push"));
        let mut st = HouseOptions::defaults(Game::Stadium);
        let e = st.set("max_hands", &OptionValue::Integer(4)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "max_hands = 4 is out of range (2 to 3 for Stadium Blackjack)"
        );
        let e = st.set("dealer_wagers", &text("no")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "house option \"dealer_wagers\" takes true or false, not a string"
        );
        let e = st.set("surrender", &text("late")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "\"late\" is not a value of house option \"surrender\" (one of \"disabled\", \"enabled\", \"enabled-except-dealer-blackjack\")"
        );
        assert_eq!(
            st.set("colour", &text("red")),
            Err(OptionError::Unknown("colour".into()))
        );
    }
}

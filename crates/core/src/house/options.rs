//! What a table's house options are, as values: every option in force, the rulebook
//! edition a settlement follows, and an option's value as a file writes it (RULES.md,
//! every "house option"; ROUND-FILE.md "House options"). How each key is read, shown and
//! offered is the table of keys beside it (`keys.rs`).

use crate::bet::Game;
use crate::money::Rounding;
use crate::spec::spec;
use crate::spec::values::{
    AutoRule, BlackjackPays, DoubleOn, MeterHits, MultiplierMode, Nines, Peek, PlayerCap, Qualify,
    Soft17, SplitOn, Standoff, SuitedCount, Surrender, TieWins,
};

/// The edition of the rulebook a settlement follows. It is not a house option: a round
/// is always settled under the current edition, and a slip records the edition it was
/// settled under so that one issued before an amendment re-settles, when verified,
/// under the rules of its day (docs/decisions.md, "When the rulebook changes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Edition {
    /// The rulebook as first written: a percent hit could leave a meter below its
    /// reseed, shared meter hits all took an equal share of the meter as entered, a
    /// rounded `for` return could fall below the stake, and a lost insurance stake
    /// could carry the standoff mark.
    First,
    /// The amended rulebook: R1.5 (a winning `for` line is never paid less than its
    /// stake), R4.3 (a meter never left below its reseed), R4.4 (hits below 100% paid
    /// before the full hits share what is left) and R7.4 (the standoff mark only on a
    /// stake still there to keep).
    #[default]
    Amended,
}

impl Edition {
    /// The edition's number as slips record it (`"rulebook": 2`).
    pub fn number(self) -> u32 {
        match self {
            Edition::First => 1,
            Edition::Amended => 2,
        }
    }

    /// The edition a slip's number names; none for a number this build does not know.
    pub(crate) fn from_number(n: u32) -> Option<Edition> {
        match n {
            1 => Some(Edition::First),
            2 => Some(Edition::Amended),
            _ => None,
        }
    }
}

/// Every house option in force at a table. Options of other games keep their defaults
/// and are not shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HouseOptions {
    /// The game these options are for.
    pub game: Game,
    /// R1.5.
    pub rounding: Rounding,
    /// R2.3.
    pub nines: Nines,
    /// R2.4.
    pub qualify: Qualify,
    /// R2.2, R3.1, R7.4.
    pub split_on: SplitOn,
    /// R2.6.
    pub tie_wins: TieWins,
    /// R3.1, R7.4.
    pub blackjack_pays: BlackjackPays,
    /// R3.1, R7.3.
    pub soft17: Soft17,
    /// R3.1.
    pub peek: Peek,
    /// R3.1, R7.4.
    pub double_on: DoubleOn,
    /// R3.1, R7.4.
    pub double_after_split: bool,
    /// R3.1 (2-4), R7.4 (2-3).
    pub max_hands: u8,
    /// R3.1, R7.4.
    pub surrender: Surrender,
    /// R7.4.
    pub standoff: Standoff,
    /// R7.5.
    pub auto_rule: AutoRule,
    /// R7.7.
    pub dealer_wagers: bool,
    /// R7.7.
    pub dealer_double_split: bool,
    /// R6.2.
    pub player_cap: PlayerCap,
    /// R6.3.
    pub suited_count: SuitedCount,
    /// R6.4.
    pub multiplier: MultiplierMode,
    /// R4.4.
    pub meter_hits: MeterHits,
    /// The rulebook edition settled under (not a key of any file: see [`Edition`]).
    pub edition: Edition,
}

/// An option value as written in a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionValue {
    /// A string, e.g. `"all-push"`.
    Text(String),
    /// A boolean.
    Bool(bool),
    /// An integer.
    Integer(i64),
    /// Anything else (a float, a table, an array), named by its type.
    Other(&'static str),
}

impl HouseOptions {
    /// The defaults for a game (the first value of every key).
    pub fn defaults(game: Game) -> HouseOptions {
        HouseOptions {
            game,
            rounding: Rounding::default(),
            nines: Nines::default(),
            qualify: Qualify::default(),
            split_on: SplitOn::default(),
            tie_wins: TieWins::default(),
            blackjack_pays: BlackjackPays::default(),
            soft17: Soft17::default(),
            peek: Peek::default(),
            double_on: spec(game).double_on[0],
            double_after_split: true,
            max_hands: spec(game).max_hands[0],
            surrender: spec(game).surrender[0],
            standoff: Standoff::default(),
            auto_rule: AutoRule::default(),
            dealer_wagers: true,
            dealer_double_split: true,
            player_cap: PlayerCap::default(),
            suited_count: SuitedCount::default(),
            multiplier: MultiplierMode::default(),
            meter_hits: MeterHits::default(),
            edition: Edition::default(),
        }
    }

    /// These options under the rulebook edition a slip records by number (`"rulebook":
    /// 1`, a slip issued before an amendment); none for a number this build does not
    /// know.
    pub fn under_rulebook(self, number: u32) -> Option<HouseOptions> {
        Edition::from_number(number).map(|edition| self.under(edition))
    }

    /// These options under another edition of the rulebook (a slip issued before an
    /// amendment); the edition's R1.5 stake floor goes with it into the rounding.
    pub(crate) fn under(mut self, edition: Edition) -> HouseOptions {
        self.edition = edition;
        self.rounding.stake_floor = edition != Edition::First;
        self
    }
}

impl OptionValue {
    /// Converts a TOML value.
    pub fn from_toml(v: &toml::Value) -> OptionValue {
        match v {
            toml::Value::String(s) => OptionValue::Text(s.clone()),
            toml::Value::Boolean(b) => OptionValue::Bool(*b),
            toml::Value::Integer(i) => OptionValue::Integer(*i),
            toml::Value::Float(_) => OptionValue::Other("a float"),
            toml::Value::Datetime(_) => OptionValue::Other("a date"),
            toml::Value::Array(_) => OptionValue::Other("an array"),
            toml::Value::Table(_) => OptionValue::Other("a table"),
        }
    }
}

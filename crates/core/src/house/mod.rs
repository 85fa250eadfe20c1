//! House options: the table's settings where the rulebook allows a choice (RULES.md,
//! every "house option"; keys and values as ROUND-FILE.md "House options").
//!
//! The first value listed for each key is the default. Options are set by a house-rules
//! file and then, key by key, by the round's own `[house]` table. An option that belongs
//! to another game, an unknown key, a value of the wrong type or a value not on the
//! list is an error naming the key. How each key is read, shown and offered is one row
//! of the table in `keys`.

mod keys;

pub(crate) use crate::spec::values::*;

use crate::bet::Game;
use crate::money::Rounding;
use crate::spec::spec;

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

/// The keys each game accepts, in the order they are shown (its registry entry).
pub fn keys_for(game: Game) -> &'static [&'static str] {
    spec(game).house_keys
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

    /// Sets one option from a file. The error says what is wrong with the key or value
    /// (the caller adds the file and line).
    pub fn set(&mut self, key: &str, value: &OptionValue) -> Result<(), String> {
        let row = keys::key(key).ok_or_else(|| format!("\"{key}\" is not a house option"))?;
        if !keys_for(self.game).contains(&key) {
            return Err(format!(
                "house option \"{key}\" does not apply to {}",
                self.game.title()
            ));
        }
        (row.set)(self, value)
    }

    /// The options of this game with their values, in display order, as `(key, value)`.
    /// Slips and screens print this list.
    pub(crate) fn in_force(&self) -> Vec<(&'static str, String)> {
        keys_for(self.game)
            .iter()
            .map(|&key| (key, self.value_text(key)))
            .collect()
    }

    /// One option's value as written in round files (empty for an unknown key).
    pub fn value_text(&self, key: &str) -> String {
        keys::key(key).map_or_else(String::new, |row| (row.show)(self))
    }
}

/// The values a key may take at a table of this game, the default first, as written
/// in round files (the app's pickers list these). `rounding_unit` is free text.
pub fn choices(game: Game, key: &str) -> Vec<String> {
    keys::key(key).map_or_else(Vec::new, |row| (row.choices)(game))
}

/// Whether a key's value is written as a TOML boolean, an integer or a string.
pub fn value_for(key: &str, text: &str) -> OptionValue {
    match keys::key(key).map(|row| row.kind) {
        Some(keys::Kind::Bool) => OptionValue::Bool(text == "true"),
        Some(keys::Kind::Integer) => text.parse().map_or_else(
            |_| OptionValue::Text(text.to_string()),
            OptionValue::Integer,
        ),
        _ => OptionValue::Text(text.to_string()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Money;

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
        assert!(e.contains("does not apply to Lucky 9"), "{e}");
        let e = l9.set("nine", &text("all-push")).unwrap_err();
        assert!(e.contains("not a house option"), "{e}");
        let e = l9.set("nines", &text("all-pushes")).unwrap_err();
        assert!(e.contains("lucky-beats-three-card"), "{e}");
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
            for key in keys_for(game) {
                let choices = choices(game, key);
                if *key == "rounding_unit" {
                    assert!(choices.is_empty(), "free text");
                    continue;
                }
                assert_eq!(choices.first(), Some(&defaults.value_text(key)), "{key}");
                for choice in &choices {
                    let mut h = HouseOptions::defaults(game);
                    h.set(key, &value_for(key, choice)).unwrap();
                    assert_eq!(&h.value_text(key), choice, "{game:?} {key}");
                }
            }
        }
    }

    #[test]
    fn values_are_typed_by_key() {
        assert_eq!(
            value_for("dealer_wagers", "false"),
            OptionValue::Bool(false)
        );
        assert_eq!(value_for("max_hands", "3"), OptionValue::Integer(3));
        assert_eq!(value_for("nines", "all-push"), text("all-push"));
        let mut st = HouseOptions::defaults(Game::Stadium);
        let e = st.set("max_hands", &OptionValue::Integer(4)).unwrap_err();
        assert_eq!(
            e,
            "max_hands = 4 is out of range (2 to 3 for Stadium Blackjack)"
        );
        let e = st.set("dealer_wagers", &text("no")).unwrap_err();
        assert_eq!(
            e,
            "house option \"dealer_wagers\" takes true or false, not a string"
        );
        let e = st.set("surrender", &text("late")).unwrap_err();
        assert_eq!(
            e,
            "\"late\" is not a value of house option \"surrender\" (one of \"disabled\", \"enabled\", \"enabled-except-dealer-blackjack\")"
        );
        assert_eq!(st.value_text("colour"), "");
        assert!(choices(Game::Stadium, "colour").is_empty());
    }
}

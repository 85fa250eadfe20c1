//! House options: the table's settings where the rulebook allows a choice (RULES.md,
//! every "house option"; keys and values as ROUND-FILE.md "House options").
//!
//! The first value listed for each key is the default. Options are set by a house-rules
//! file and then, key by key, by the round's own `[house]` table. An option that belongs
//! to another game, an unknown key, a value of the wrong type or a value not on the
//! list is an error naming the key.

use std::fmt;

use crate::game::Game;
use crate::money::{Money, Rounding, RoundingMode};

/// Declares a closed set of option values with their round-file spellings.
macro_rules! option_enum {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
        pub enum $name {
            #[default]
            $($(#[$vdoc])* $variant),+
        }
        impl $name {
            /// Every value, the default first.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The value as written in round files.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }
            fn parse(s: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.name() == s)
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(self.name()) }
        }
    };
}

option_enum!(
    /// R2.3: how a 9 against a 9 settles.
    Nines { LuckyBeatsThreeCard = "lucky-beats-three-card", AllPush = "all-push" }
);
option_enum!(
    /// R2.4: which hands must qualify (0, 1 or 2 loses).
    Qualify { AnyHand = "any-hand", ThreeCard = "three-card" }
);
option_enum!(
    /// R2.2, R3.1, R7.4: which pairs may split.
    SplitOn { SameValue = "same-value", SameRank = "same-rank" }
);
option_enum!(
    /// R2.6: when the Lucky 9 Tie wager wins.
    TieWins { MainPushes = "main-pushes", EqualTotals = "equal-totals" }
);
option_enum!(
    /// R3.1, R7.4: what a blackjack pays.
    BlackjackPays { ThreeToTwo = "3-to-2", SixToFive = "6-to-5" }
);
option_enum!(
    /// R3.1, R7.3: the dealer on soft 17.
    Soft17 { Stand = "stand", Hit = "hit" }
);
option_enum!(
    /// R3.1: whether the dealer checks for blackjack.
    Peek { Yes = "yes", No = "no" }
);
option_enum!(
    /// R3.1 (blackjack) and R7.4 (stadium): which totals may double.
    DoubleOn { AnyTwo = "any-two", NineToEleven = "9-11", TenToEleven = "10-11", TwoToTwenty = "2-20" }
);
option_enum!(
    /// R3.1 (blackjack) and R7.4 (stadium): surrender.
    Surrender {
        Late = "late",
        None = "none",
        Disabled = "disabled",
        Enabled = "enabled",
        EnabledExceptDealerBlackjack = "enabled-except-dealer-blackjack",
    }
);
option_enum!(
    /// R7.4: whether a pushed stake stays on the layout.
    Standoff {
        Disabled = "disabled",
        Always = "always",
        WhenNotInsured = "when-not-insured",
        AlwaysPushInsurance = "always-push-insurance",
    }
);
option_enum!(
    /// R7.5: the automatic decision on a timeout.
    AutoRule { S17H12 = "s17-h12", S17H17 = "s17-h17", S18H17 = "s18-h17", S18H12 = "s18-h12" }
);
option_enum!(
    /// R6.2: the player cap on Lucky Break.
    PlayerCap { TwentySix = "26", Off = "off" }
);
option_enum!(
    /// R6.3: how suited cards are counted for the Lucky Break multiplier.
    SuitedCount { AllOneSuit = "all-one-suit", LargestSuitGroup = "largest-suit-group" }
);
option_enum!(
    /// R6.4: how the Lucky Break multiplier pays.
    MultiplierMode { AddsToBase = "adds-to-base", ReplacesBase = "replaces-base" }
);
option_enum!(
    /// R4.4: two or more meter hits in one round.
    MeterHits { SeatOrder = "seat-order", ShareEqually = "share-equally" }
);

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
}

/// The keys each game accepts, in the order they are shown.
pub fn keys_for(game: Game) -> &'static [&'static str] {
    match game {
        Game::Lucky9 => &[
            "rounding",
            "rounding_unit",
            "nines",
            "qualify",
            "split_on",
            "tie_wins",
            "meter_hits",
        ],
        Game::Blackjack => &[
            "rounding",
            "rounding_unit",
            "blackjack_pays",
            "soft17",
            "peek",
            "double_on",
            "double_after_split",
            "max_hands",
            "split_on",
            "surrender",
            "player_cap",
            "suited_count",
            "multiplier",
            "meter_hits",
        ],
        Game::Stadium => &[
            "rounding",
            "rounding_unit",
            "blackjack_pays",
            "soft17",
            "double_on",
            "double_after_split",
            "max_hands",
            "split_on",
            "surrender",
            "standoff",
            "auto_rule",
            "dealer_wagers",
            "dealer_double_split",
        ],
    }
}

/// Every key any game knows, to tell "belongs to another game" from "unknown".
const ALL_KEYS: &[&str] = &[
    "rounding",
    "rounding_unit",
    "nines",
    "qualify",
    "split_on",
    "tie_wins",
    "blackjack_pays",
    "soft17",
    "peek",
    "double_on",
    "double_after_split",
    "max_hands",
    "surrender",
    "standoff",
    "auto_rule",
    "dealer_wagers",
    "dealer_double_split",
    "player_cap",
    "suited_count",
    "multiplier",
    "meter_hits",
];

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
            double_on: match game {
                Game::Stadium => DoubleOn::TwoToTwenty,
                _ => DoubleOn::AnyTwo,
            },
            double_after_split: true,
            max_hands: match game {
                Game::Stadium => 3,
                _ => 4,
            },
            surrender: match game {
                Game::Stadium => Surrender::Disabled,
                _ => Surrender::Late,
            },
            standoff: Standoff::default(),
            auto_rule: AutoRule::default(),
            dealer_wagers: true,
            dealer_double_split: true,
            player_cap: PlayerCap::default(),
            suited_count: SuitedCount::default(),
            multiplier: MultiplierMode::default(),
            meter_hits: MeterHits::default(),
        }
    }

    /// Sets one option from a file. The error says what is wrong with the key or value
    /// (the caller adds the file and line).
    pub fn set(&mut self, key: &str, value: &OptionValue) -> Result<(), String> {
        let game = self.game;
        if !keys_for(game).contains(&key) {
            return Err(if ALL_KEYS.contains(&key) {
                format!("house option \"{key}\" does not apply to {}", game.title())
            } else {
                format!("\"{key}\" is not a house option")
            });
        }
        let text = |v: &OptionValue| match v {
            OptionValue::Text(s) => Ok(s.clone()),
            other => Err(format!(
                "house option \"{key}\" takes a string, not {}",
                type_name(other)
            )),
        };
        let boolean = |v: &OptionValue| match v {
            OptionValue::Bool(b) => Ok(*b),
            other => Err(format!(
                "house option \"{key}\" takes true or false, not {}",
                type_name(other)
            )),
        };
        fn pick<T: Copy + fmt::Display>(
            key: &str,
            s: &str,
            all: &[T],
            parse: fn(&str) -> Option<T>,
        ) -> Result<T, String> {
            parse(s)
                .filter(|v| all.iter().any(|a| a.to_string() == v.to_string()))
                .ok_or_else(|| {
                    let list: Vec<String> = all.iter().map(|a| format!("\"{a}\"")).collect();
                    format!(
                        "\"{s}\" is not a value of house option \"{key}\" (one of {})",
                        list.join(", ")
                    )
                })
        }
        match key {
            "rounding" => {
                let mode = match text(value)?.as_str() {
                    "down" => RoundingMode::Down,
                    "half-up" => RoundingMode::HalfUp,
                    s => {
                        return Err(format!(
                            "\"{s}\" is not a value of house option \"rounding\" (one of \"down\", \"half-up\")"
                        ))
                    }
                };
                self.rounding.mode = mode;
            }
            "rounding_unit" => {
                let s = text(value)?;
                let (unit, symbol) = Money::parse(&s).map_err(|e| format!("rounding_unit: {e}"))?;
                if symbol.is_some() {
                    return Err(format!(
                        "rounding_unit \"{s}\": write the unit without a currency symbol"
                    ));
                }
                self.rounding.unit = unit;
            }
            "nines" => self.nines = pick(key, &text(value)?, Nines::ALL, Nines::parse)?,
            "qualify" => self.qualify = pick(key, &text(value)?, Qualify::ALL, Qualify::parse)?,
            "split_on" => self.split_on = pick(key, &text(value)?, SplitOn::ALL, SplitOn::parse)?,
            "tie_wins" => self.tie_wins = pick(key, &text(value)?, TieWins::ALL, TieWins::parse)?,
            "blackjack_pays" => {
                self.blackjack_pays =
                    pick(key, &text(value)?, BlackjackPays::ALL, BlackjackPays::parse)?
            }
            "soft17" => self.soft17 = pick(key, &text(value)?, Soft17::ALL, Soft17::parse)?,
            "peek" => self.peek = pick(key, &text(value)?, Peek::ALL, Peek::parse)?,
            "double_on" => {
                let allowed: &[DoubleOn] = match game {
                    Game::Stadium => &[DoubleOn::TwoToTwenty, DoubleOn::TenToEleven],
                    _ => &[
                        DoubleOn::AnyTwo,
                        DoubleOn::NineToEleven,
                        DoubleOn::TenToEleven,
                    ],
                };
                self.double_on = pick(key, &text(value)?, allowed, DoubleOn::parse)?;
            }
            "surrender" => {
                let allowed: &[Surrender] = match game {
                    Game::Stadium => &[
                        Surrender::Disabled,
                        Surrender::Enabled,
                        Surrender::EnabledExceptDealerBlackjack,
                    ],
                    _ => &[Surrender::Late, Surrender::None],
                };
                self.surrender = pick(key, &text(value)?, allowed, Surrender::parse)?;
            }
            "standoff" => self.standoff = pick(key, &text(value)?, Standoff::ALL, Standoff::parse)?,
            "auto_rule" => {
                self.auto_rule = pick(key, &text(value)?, AutoRule::ALL, AutoRule::parse)?
            }
            "player_cap" => {
                self.player_cap = pick(key, &text(value)?, PlayerCap::ALL, PlayerCap::parse)?
            }
            "suited_count" => {
                self.suited_count = pick(key, &text(value)?, SuitedCount::ALL, SuitedCount::parse)?
            }
            "multiplier" => {
                self.multiplier = pick(
                    key,
                    &text(value)?,
                    MultiplierMode::ALL,
                    MultiplierMode::parse,
                )?
            }
            "meter_hits" => {
                self.meter_hits = pick(key, &text(value)?, MeterHits::ALL, MeterHits::parse)?
            }
            "double_after_split" => self.double_after_split = boolean(value)?,
            "dealer_wagers" => self.dealer_wagers = boolean(value)?,
            "dealer_double_split" => self.dealer_double_split = boolean(value)?,
            "max_hands" => {
                let range = if game == Game::Stadium { 2..=3 } else { 2..=4 };
                match value {
                    OptionValue::Integer(n) if range.contains(n) => {
                        self.max_hands = u8::try_from(*n).unwrap_or(2);
                    }
                    OptionValue::Integer(n) => {
                        return Err(format!(
                            "max_hands = {n} is out of range ({} to {} for {})",
                            range.start(),
                            range.end(),
                            game.title()
                        ))
                    }
                    other => {
                        return Err(format!(
                            "house option \"max_hands\" takes an integer, not {}",
                            type_name(other)
                        ))
                    }
                }
            }
            _ => return Err(format!("\"{key}\" is not a house option")),
        }
        Ok(())
    }

    /// The options of this game with their values, in display order, as `(key, value)`.
    /// Slips and screens print this list.
    pub fn in_force(&self) -> Vec<(&'static str, String)> {
        keys_for(self.game)
            .iter()
            .map(|&key| (key, self.value_text(key)))
            .collect()
    }

    /// One option's value as written in round files.
    pub fn value_text(&self, key: &str) -> String {
        match key {
            "rounding" => self.rounding.mode.name().to_string(),
            "rounding_unit" => self.rounding.unit.to_string(),
            "nines" => self.nines.to_string(),
            "qualify" => self.qualify.to_string(),
            "split_on" => self.split_on.to_string(),
            "tie_wins" => self.tie_wins.to_string(),
            "blackjack_pays" => self.blackjack_pays.to_string(),
            "soft17" => self.soft17.to_string(),
            "peek" => self.peek.to_string(),
            "double_on" => self.double_on.to_string(),
            "double_after_split" => self.double_after_split.to_string(),
            "max_hands" => self.max_hands.to_string(),
            "surrender" => self.surrender.to_string(),
            "standoff" => self.standoff.to_string(),
            "auto_rule" => self.auto_rule.to_string(),
            "dealer_wagers" => self.dealer_wagers.to_string(),
            "dealer_double_split" => self.dealer_double_split.to_string(),
            "player_cap" => self.player_cap.to_string(),
            "suited_count" => self.suited_count.to_string(),
            "multiplier" => self.multiplier.to_string(),
            "meter_hits" => self.meter_hits.to_string(),
            _ => String::new(),
        }
    }
}

/// The values a key may take at a table of this game, the default first, as written
/// in round files (the app's pickers list these). `rounding_unit` is free text.
pub fn choices(game: Game, key: &str) -> Vec<String> {
    fn all<T: fmt::Display>(v: &[T]) -> Vec<String> {
        v.iter().map(ToString::to_string).collect()
    }
    let stadium = game == Game::Stadium;
    match key {
        "rounding" => vec!["down".into(), "half-up".into()],
        "nines" => all(Nines::ALL),
        "qualify" => all(Qualify::ALL),
        "split_on" => all(SplitOn::ALL),
        "tie_wins" => all(TieWins::ALL),
        "blackjack_pays" => all(BlackjackPays::ALL),
        "soft17" => all(Soft17::ALL),
        "peek" => all(Peek::ALL),
        "double_on" if stadium => all(&[DoubleOn::TwoToTwenty, DoubleOn::TenToEleven]),
        "double_on" => all(&[
            DoubleOn::AnyTwo,
            DoubleOn::NineToEleven,
            DoubleOn::TenToEleven,
        ]),
        "surrender" if stadium => all(&[
            Surrender::Disabled,
            Surrender::Enabled,
            Surrender::EnabledExceptDealerBlackjack,
        ]),
        "surrender" => all(&[Surrender::Late, Surrender::None]),
        "standoff" => all(Standoff::ALL),
        "auto_rule" => all(AutoRule::ALL),
        "player_cap" => all(PlayerCap::ALL),
        "suited_count" => all(SuitedCount::ALL),
        "multiplier" => all(MultiplierMode::ALL),
        "meter_hits" => all(MeterHits::ALL),
        "double_after_split" | "dealer_wagers" | "dealer_double_split" => {
            vec!["true".into(), "false".into()]
        }
        "max_hands" if stadium => vec!["3".into(), "2".into()],
        "max_hands" => vec!["4".into(), "3".into(), "2".into()],
        _ => Vec::new(),
    }
}

/// Whether a key's value is written as a TOML boolean, an integer or a string.
pub fn value_for(key: &str, text: &str) -> OptionValue {
    match key {
        "double_after_split" | "dealer_wagers" | "dealer_double_split" => {
            OptionValue::Bool(text == "true")
        }
        "max_hands" => text.parse().map_or_else(
            |_| OptionValue::Text(text.to_string()),
            OptionValue::Integer,
        ),
        _ => OptionValue::Text(text.to_string()),
    }
}

fn type_name(v: &OptionValue) -> &'static str {
    match v {
        OptionValue::Text(_) => "a string",
        OptionValue::Bool(_) => "a boolean",
        OptionValue::Integer(_) => "an integer",
        OptionValue::Other(t) => t,
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
}

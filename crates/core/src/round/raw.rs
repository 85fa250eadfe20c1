//! The round file exactly as TOML writes it (ROUND-FILE.md "Round file"): the one place
//! the contract's key names are written down, for reading and for writing alike.
//!
//! Reading: unknown keys are refused by the parser with their line;
//! `super::Round::from_raw` checks the rest. Writing: [`RawRound::to_toml`] writes the
//! keys in the contract's order (the order of the fields below: `game`, `decks`,
//! `table`, `currency`, `house_rules`, `date`, `rack`, `dealer_name`, then `[cards]`, `[house]`,
//! `[paytables]`, `[progressive]` and each `[[seat]]` with `seat`, `hands` or
//! `decisions`, `even_money`, `[seat.wagers]`, `[seat.dealer_wagers]`), never
//! alphabetically. A value built for writing has no place in a file yet: wrap it with
//! [`unplaced`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::written::{WrittenAmount, WrittenNumber};

/// A value with no place in a file yet (a round built to be written).
pub fn unplaced<T>(value: T) -> Spanned<T> {
    Spanned::new(0..0, value)
}

/// A wager table: bet id → stake.
pub type RawWagers = BTreeMap<String, Spanned<WrittenAmount>>;

/// A whole round file.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawRound {
    pub game: Spanned<String>,
    pub decks: Spanned<WrittenNumber>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<Spanned<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub currency: Option<Spanned<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_rules: Option<Spanned<String>>,
    /// The day the round was dealt, `YYYY-MM-DD` (optional).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<Spanned<String>>,
    /// The rack (chip float) the table pays from, by id (optional).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rack: Option<Spanned<String>>,
    /// The dealer who dealt the round, by name (optional).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer_name: Option<Spanned<String>>,
    pub cards: Spanned<RawCards>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house: Option<BTreeMap<String, Spanned<toml::Value>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub paytables: Option<BTreeMap<String, Spanned<String>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub progressive: Option<Spanned<RawProgressive>>,
    #[serde(default)]
    pub seat: Vec<Spanned<RawSeat>>,
}

/// `[cards]`.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCards {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Spanned<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<Spanned<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub community: Option<Spanned<String>>,
}

/// One `[[seat]]`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeat {
    pub seat: Spanned<WrittenNumber>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands: Option<Spanned<Vec<Spanned<String>>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decisions: Option<Spanned<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub even_money: Option<Spanned<bool>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wagers: Option<Spanned<RawWagers>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer_wagers: Option<Spanned<RawWagers>>,
}

/// `[progressive]`.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawProgressive {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meter: Option<Spanned<WrittenAmount>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declared_suit: Option<Spanned<String>>,
    #[serde(rename = "suited-or-booted", skip_serializing_if = "Option::is_none")]
    pub suited_or_booted: Option<Spanned<RawMeter>>,
}

/// `[progressive.suited-or-booted]`.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMeter {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meter: Option<Spanned<WrittenAmount>>,
}

impl RawRound {
    /// A round of `game` dealt from `decks`, with no cards or seats yet: fill in the
    /// fields (each value wrapped with [`unplaced`]) and write it with
    /// [`RawRound::to_toml`].
    pub fn new(game: &str, decks: WrittenNumber) -> RawRound {
        RawRound {
            game: unplaced(game.to_string()),
            decks: unplaced(decks),
            table: None,
            currency: None,
            house_rules: None,
            date: None,
            rack: None,
            dealer_name: None,
            cards: unplaced(RawCards::default()),
            house: None,
            paytables: None,
            progressive: None,
            seat: Vec::new(),
        }
    }

    /// Reads a round file's text (the parser's error as it is; `Round::parse`
    /// turns it into a located [`crate::error::FileError`]).
    pub fn from_toml(text: &str) -> Result<RawRound, toml::de::Error> {
        toml::from_str(text)
    }

    /// The round file's text, keys in the contract's order.
    pub fn to_toml(&self) -> Result<String, toml::ser::Error> {
        toml::to_string(self)
    }
}

impl RawSeat {
    /// A seat numbered `seat`, with nothing on it yet.
    pub fn new(seat: WrittenNumber) -> RawSeat {
        RawSeat {
            seat: unplaced(seat),
            hands: None,
            decisions: None,
            even_money: None,
            wagers: None,
            dealer_wagers: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::round::Round;

    /// A Lucky 9 round using every key of the contract (and both optional additions),
    /// written in a scrambled order: seats before cards, tables before values.
    const EVERY_KEY: &str = r#"
[[seat]]
hands = ["AS AS", "9C 7D 2H"]
seat = 2
[seat.wagers]
suited-or-booted = "1"
"21+3-progressive" = "1"
main = "10"
tie = 5

[[seat]]
seat = 1
hands = ["4S 5H"]
[seat.wagers]
main = "20"
bonus9 = "$5"

[progressive.suited-or-booted]
meter = "8,000.00"
[progressive]
declared_suit = "S"
meter = 25000

[paytables]
bonus9 = "lucky9-bonus"

[house]
qualify = "any-hand"
rounding_unit = "0.25"

[cards]
dealer = "AD 9D 5C"
"#;

    const TOP: &str = "rack = \"L9-float\"\ndate = \"2026-03-14\"\nhouse_rules = \"lucky9-nines-push\"\ncurrency = \"USD\"\ntable = \"L9-4\"\ndecks = 8\ngame = \"lucky9\"\n";

    /// The keys of a round file in the order they are written: `key` for a value,
    /// `[table]` / `[[table]]` for a header.
    fn key_order(text: &str) -> Vec<String> {
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| match l.split_once('=') {
                Some((key, _)) if !l.starts_with('[') => key.trim().trim_matches('"').to_string(),
                _ => l.to_string(),
            })
            .collect()
    }

    /// The parts of a checked round that a file states (everything but its name and text).
    fn parts(r: &Round) -> impl PartialEq + std::fmt::Debug + '_ {
        (
            (r.game, r.shoe, &r.header, r.currency),
            (&r.house, &r.paytables),
            (
                &r.dealer,
                &r.shared_player,
                &r.community,
                &r.seats,
                &r.meters,
            ),
        )
    }

    #[test]
    fn a_round_written_then_read_is_the_same_round_with_the_contracts_key_order() {
        let original = format!("{TOP}{EVERY_KEY}");
        let catalog = Catalog::shipped();
        let read = Round::parse("every-key.toml", &original, &catalog).unwrap();
        let written = RawRound::from_toml(&original).unwrap().to_toml().unwrap();
        let again = Round::parse("written.toml", &written, &catalog).unwrap();
        assert_eq!(parts(&again), parts(&read), "{written}");
        // Writing what was read back gives the same text: nothing is lost or reordered.
        assert_eq!(
            RawRound::from_toml(&written).unwrap().to_toml().unwrap(),
            written
        );
        // ROUND-FILE.md's order, not the alphabet's: top-level values, then the
        // tables, then the seats, each seat's keys in the contract's order too.
        assert_eq!(
            key_order(&written),
            [
                "game",
                "decks",
                "table",
                "currency",
                "house_rules",
                "date",
                "rack",
                "[cards]",
                "dealer",
                "[house]",
                "qualify",
                "rounding_unit",
                "[paytables]",
                "bonus9",
                "[progressive]",
                "meter",
                "declared_suit",
                "[progressive.suited-or-booted]",
                "meter",
                "[[seat]]",
                "seat",
                "hands",
                "[seat.wagers]",
                "21+3-progressive",
                "main",
                "suited-or-booted",
                "tie",
                "[[seat]]",
                "seat",
                "hands",
                "[seat.wagers]",
                "bonus9",
                "main",
            ]
        );
        // Amounts and numbers keep the form they were written in.
        assert!(written.contains("meter = 25000\n"), "{written}");
        assert!(written.contains("tie = 5\n"), "{written}");
        assert!(written.contains("bonus9 = \"$5\"\n"), "{written}");
    }

    #[test]
    fn a_round_built_for_writing_reads_back() {
        let mut raw = RawRound::new("blackjack", WrittenNumber::Integer(6));
        raw.cards.get_mut().dealer = Some(unplaced("10H 7C".to_string()));
        let mut seat = RawSeat::new(WrittenNumber::Integer(3));
        seat.hands = Some(unplaced(vec![unplaced("10S 9D".to_string())]));
        let wagers = [(
            "main".to_string(),
            unplaced(WrittenAmount::Text("25".into())),
        )];
        seat.wagers = Some(unplaced(wagers.into_iter().collect()));
        raw.seat.push(unplaced(seat));
        let text = raw.to_toml().unwrap();
        assert_eq!(
            text,
            "game = \"blackjack\"\ndecks = 6\n\n[cards]\ndealer = \"10H 7C\"\n\n[[seat]]\nseat = 3\nhands = [\"10S 9D\"]\n\n[seat.wagers]\nmain = \"25\"\n"
        );
        let r = Round::parse("built.toml", &text, &Catalog::shipped()).unwrap();
        assert_eq!((r.seats[0].number, r.dealer.len()), (3, 2));
    }

    /// What was typed into a number field is written as typed and refused by the reader
    /// in the same words the parser's own type errors use.
    #[test]
    fn a_deck_count_typed_as_words_is_written_and_refused_by_name() {
        let mut raw = RawRound::new("lucky9", WrittenNumber::typed(" eight "));
        raw.cards.get_mut().dealer = Some(unplaced("KC 4H".to_string()));
        let text = raw.to_toml().unwrap();
        assert!(text.contains("decks = \"eight\"\n"), "{text}");
        let e = Round::parse("typed.toml", &text, &Catalog::shipped()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "typed.toml:2: decks: expected a whole number, found the text \"eight\""
        );
    }
}

//! Amounts as round files and paytables write them, before they are money.
//!
//! A string (`"25"`, `"$1,250.50"`) or a TOML integer (whole units) is read; a TOML float
//! is recognised only to be refused by name: binary fractions are not money
//! (ROUND-FILE.md "Value types", RULES.md R1.3).

use std::fmt;

use crate::money::{AmountError, Currency, Money};

/// An amount as a file writes it: a string (`"25"`, `"$1,250.50"`) or a TOML integer
/// (whole units). A TOML float is kept only as its text, so that it can be refused by
/// name: binary fractions are not money (ROUND-FILE.md "Value types").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WrittenAmount {
    /// `"25.50"`.
    Text(String),
    /// `25` (whole units).
    Integer(i64),
    /// `25.5`, as written: refused.
    Float(String),
}

impl<'de> serde::Deserialize<'de> for WrittenAmount {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Written;
        impl serde::de::Visitor<'_> for Written {
            type Value = WrittenAmount;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an amount: a string such as \"25.50\" or a whole number")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(WrittenAmount::Text(v.to_string()))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Self::Value, E> {
                Ok(WrittenAmount::Integer(v))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Self::Value, E> {
                i64::try_from(v)
                    .map(WrittenAmount::Integer)
                    .map_err(|_| E::custom(format!("{v} is too large")))
            }
            // A float is read only to be refused; its text is all that is kept.
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Self::Value, E> {
                Ok(WrittenAmount::Float(v.to_string()))
            }
        }
        d.deserialize_any(Written)
    }
}

impl WrittenAmount {
    /// The amount, checked against the currency in force (a symbol that disagrees is an
    /// error, R1.3). Zero is refused unless `allow_zero`.
    pub(crate) fn resolve(
        &self,
        currency: Currency,
        allow_zero: bool,
    ) -> Result<Money, AmountError> {
        let (amount, symbol) = match self {
            WrittenAmount::Text(s) if allow_zero => Money::parse_allowing_zero(s)?,
            WrittenAmount::Text(s) => Money::parse(s)?,
            WrittenAmount::Integer(i) if *i < 0 => {
                return Err(AmountError::Negative(i.to_string()))
            }
            WrittenAmount::Integer(0) if !allow_zero => {
                return Err(AmountError::Zero("0".to_string()))
            }
            WrittenAmount::Integer(i) => (
                Money::from_units(*i).map_err(|_| AmountError::Overflow(i.to_string()))?,
                None,
            ),
            WrittenAmount::Float(f) => return Err(AmountError::Float(f.clone())),
        };
        match symbol {
            Some(found) if found != currency => Err(AmountError::WrongCurrency {
                text: self.text(),
                found,
                expected: currency,
            }),
            _ => Ok(amount),
        }
    }

    /// The currency the amount's symbol names, if any.
    pub(crate) fn symbol_currency(&self) -> Option<Currency> {
        match self {
            WrittenAmount::Text(s) => s.trim().chars().next().and_then(Currency::from_symbol),
            _ => None,
        }
    }

    /// The amount as written.
    pub fn text(&self) -> String {
        match self {
            WrittenAmount::Text(s) => s.clone(),
            WrittenAmount::Integer(i) => i.to_string(),
            WrittenAmount::Float(f) => f.clone(),
        }
    }
}

/// A whole number as a file writes it (`decks`, a seat number): a TOML integer, or text
/// where a number belongs. The text is kept only so that it can be refused by name, in
/// the reader's words ("expected a whole number, found the text \"x\""); the app writes
/// what was typed into a number field this way, and the reader then says what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WrittenNumber {
    /// `8`.
    Integer(i64),
    /// `"eight"`: refused by the reader.
    Text(String),
}

impl WrittenNumber {
    /// The number typed in a field: an integer when the text is one, else the text.
    pub fn typed(text: &str) -> WrittenNumber {
        let text = text.trim();
        text.parse().map_or_else(
            |_| WrittenNumber::Text(text.to_string()),
            WrittenNumber::Integer,
        )
    }

    /// The integer, if it is one.
    pub(crate) fn integer(&self) -> Option<i64> {
        match self {
            WrittenNumber::Integer(i) => Some(*i),
            WrittenNumber::Text(_) => None,
        }
    }

    /// The integer, or the text that was written instead.
    pub(crate) fn whole(&self) -> Result<i64, NotWhole> {
        match self {
            WrittenNumber::Integer(i) => Ok(*i),
            WrittenNumber::Text(t) => Err(NotWhole(t.clone())),
        }
    }
}

/// Text where a whole number belongs, in the parser's own words for a number written in
/// quotes, so a typed round and a file read the same.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NotWhole(String);

impl From<&NotWhole> for pitpay_language::Sentence {
    fn from(e: &NotWhole) -> pitpay_language::Sentence {
        pitpay_language::sentence!(
            "value-expected-found",
            expected = "whole-number",
            found = "text",
            value = format!("\"{}\"", e.0)
        )
    }
}

impl From<NotWhole> for pitpay_language::Sentence {
    fn from(e: NotWhole) -> pitpay_language::Sentence {
        pitpay_language::Sentence::from(&e)
    }
}

pitpay_language::english_display!(NotWhole);

impl std::error::Error for NotWhole {}

impl fmt::Display for WrittenNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WrittenNumber::Integer(i) => write!(f, "{i}"),
            WrittenNumber::Text(t) => f.write_str(t),
        }
    }
}

impl<'de> serde::Deserialize<'de> for WrittenNumber {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Number;
        impl serde::de::Visitor<'_> for Number {
            type Value = WrittenNumber;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a whole number")
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Self::Value, E> {
                Ok(WrittenNumber::Integer(v))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Self::Value, E> {
                i64::try_from(v)
                    .map(WrittenNumber::Integer)
                    .map_err(|_| E::custom(format!("{v} is too large")))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(WrittenNumber::Text(v.to_string()))
            }
        }
        d.deserialize_any(Number)
    }
}

impl serde::Serialize for WrittenNumber {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            WrittenNumber::Integer(i) => s.serialize_i64(*i),
            WrittenNumber::Text(t) => s.serialize_str(t),
        }
    }
}

/// Written back as it was read: text as a string, whole units as an integer, a float
/// as the float it was (so that it is refused again when read).
impl serde::Serialize for WrittenAmount {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            WrittenAmount::Text(t) => s.serialize_str(t),
            WrittenAmount::Integer(i) => s.serialize_i64(*i),
            WrittenAmount::Float(f) => match f.parse::<f64>() {
                Ok(x) => s.serialize_f64(x),
                Err(_) => s.serialize_str(f),
            },
        }
    }
}

//! Racks as data: the chips a table pays with.
//!
//! A rack file names its currency and its chips, each with a value, the colour dealers
//! call it by and the colour the screen draws it in. Shipped racks are compiled in from
//! `paytables/racks/`; an operator's `racks/` folder adds and overrides them by id (the
//! floor catalog, in this folder's `mod.rs`). Every rule is checked when the file is read,
//! and a file that breaks one is refused naming its file, line and field.

use std::fmt;
use std::sync::Arc;

use toml::Spanned;

use pitpay_language::{sentence, Sentence};

use crate::error::{FileError, ParseError};
use crate::label::{check, Label, LabelError};
use crate::money::{AmountError, Currency, Money};
use crate::written::WrittenAmount;

use super::raw::RawRack;
use super::table::{Table, TableError, MAX_CHIPS, MAX_TABLE};

/// The largest chip value a rack may hold: $1,000,000 (plaques above that are not paid
/// across a table).
pub(crate) const MAX_CHIP_VALUE: Money = Money::from_cents(100_000_000);

/// A colour to draw, as `#RRGGBB`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb {
    /// Red, 0-255.
    pub r: u8,
    /// Green, 0-255.
    pub g: u8,
    /// Blue, 0-255.
    pub b: u8,
}

/// A chip's `display` that is not a colour the screen can draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ColourError(String);

impl From<ColourError> for Sentence {
    fn from(e: ColourError) -> Sentence {
        sentence!("file-not-a-colour", text = e.0)
    }
}

impl Rgb {
    /// `#2E7D32` (the `#` and six hex digits, either case).
    pub(crate) fn read(s: &str) -> Result<Rgb, ColourError> {
        let bad = || ColourError(s.to_string());
        let hex = s
            .strip_prefix('#')
            .filter(|h| h.len() == 6)
            .ok_or_else(bad)?;
        let byte = |i: usize| {
            hex.get(i..i + 2)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(bad)
        };
        Ok(Rgb {
            r: byte(0)?,
            g: byte(2)?,
            b: byte(4)?,
        })
    }
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02X}{:02X}{:02X}", self.r, self.g, self.b)
    }
}

/// One chip of a rack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chip {
    /// Its value.
    pub value: Money,
    /// The colour dealers call it by: `green`.
    pub colour: String,
    /// The colour the screen draws it in.
    pub display: Rgb,
    /// Whether the dealer's tray holds it.
    pub in_tray: bool,
}

impl Chip {
    /// A chip for the fraction of a unit: its value is not a whole number of dollars
    /// (pounds, euros): the $2.50 pink and the 50¢ coin. A dealer pays with one only for
    /// the part of a payout that needs it.
    pub(crate) fn is_fraction(&self) -> bool {
        self.value.cents() % 100 != 0
    }
}

/// The fewest-chip table of some of a rack's chips, and which of the rack's chips each
/// of its chips is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SubTable {
    pub(crate) table: Table,
    /// The rack's index of each of its chips (the first `len`).
    index: [usize; MAX_CHIPS],
    len: usize,
    /// Every chip of the rack, in its own order: counts need no mapping.
    identity: bool,
}

impl SubTable {
    fn of(chips: &[Chip], keep: impl Fn(&Chip) -> bool) -> Option<SubTable> {
        let kept: Vec<usize> = (0..chips.len()).filter(|i| keep(&chips[*i])).collect();
        let values: Vec<i64> = kept.iter().map(|i| chips[*i].value.cents()).collect();
        let table = Table::build(&values).ok()?;
        let mut index = [0usize; MAX_CHIPS];
        for (slot, i) in index.iter_mut().zip(&kept) {
            *slot = *i;
        }
        (!kept.is_empty()).then_some(SubTable {
            table,
            index,
            len: kept.len().min(MAX_CHIPS),
            identity: kept.len() == chips.len(),
        })
    }

    /// The chip counts (by the rack's chip index) and the cash for an amount in cents.
    pub(crate) fn counts(&self, cents: i64) -> ([u64; MAX_CHIPS], i64) {
        let (sub, cash) = self.table.counts(cents);
        if self.identity {
            return (sub, cash);
        }
        let mut counts = [0u64; MAX_CHIPS];
        for (n, i) in sub.iter().zip(&self.index).take(self.len) {
            if let Some(slot) = counts.get_mut(*i) {
                *slot = *n;
            }
        }
        (counts, cash)
    }
}

/// A validated rack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rack {
    /// Fixed id, e.g. `us-standard`.
    pub id: String,
    /// A name for people.
    pub name: String,
    /// Its name in other languages (`[names]`); not covered by the fingerprint.
    pub names: pitpay_language::Names,
    /// The currency of its chips.
    pub currency: Currency,
    /// Its chips, lowest value first (at most 16).
    pub chips: Vec<Chip>,
    /// The smallest stake chip that colour for colour pays in its own colour; `None`: all.
    pub colour_for_colour_from: Option<Money>,
    /// Where the values and colours come from.
    pub source_note: Option<String>,
    /// The file it came from.
    pub source: String,
    /// The file's text.
    pub text: Arc<str>,
    /// Fewest-chip answers, built once (see [`super::breakdown`]).
    pub(crate) table: Table,
    /// The same for the chips in the dealer's tray.
    pub(crate) tray: SubTable,
    /// The same for the whole-unit chips in the tray (`None`: the tray has none).
    pub(crate) tray_whole: Option<SubTable>,
    /// Which chips are fraction chips ([`Chip::is_fraction`]), by index.
    pub(crate) fraction: [bool; MAX_CHIPS],
}

impl Rack {
    /// The rack's chip values, lowest first, as the JSON lists them.
    pub(crate) fn values(&self) -> impl Iterator<Item = Money> + '_ {
        self.chips.iter().map(|c| c.value)
    }

    /// The chip of a value.
    #[cfg(test)]
    pub(crate) fn chip(&self, value: Money) -> Option<&Chip> {
        self.chips.iter().find(|c| c.value == value)
    }

    /// Reads and checks a rack file. Every error names the file, line and field.
    pub(crate) fn load(file: &str, source: &str) -> Result<Rack, FileError> {
        let raw: RawRack =
            toml::from_str(source).map_err(|e| FileError::from_toml(file, source, &e))?;
        Rack::from_raw(file, source, raw)
    }

    /// Checks a rack as read: a one-word id, a known currency, 1 to 16 chips of distinct
    /// positive values up to `MAX_CHIP_VALUE` in that currency, a colour name and a
    /// display colour for each, a colour-for-colour chip that is in the rack, and values
    /// close enough to multiples of each other that the exact breakdown's table stays
    /// small.
    pub(crate) fn from_raw(file: &str, source: &str, raw: RawRack) -> Result<Rack, FileError> {
        let err = |span: std::ops::Range<usize>, field: &str, msg: Sentence| {
            FileError::at(file, source, Some(span), field, msg)
        };
        let id = one_word(&raw.id, "id", "us-standard", &err)?;
        let name = raw.name.get_ref().trim().to_string();
        if name.is_empty() {
            return Err(err(
                raw.name.span(),
                "name",
                sentence!("file-rack-needs-name"),
            ));
        }
        let currency: Currency = raw
            .currency
            .get_ref()
            .parse()
            .map_err(|e: ParseError| err(raw.currency.span(), "currency", e.into()))?;
        let amount = |a: &Spanned<WrittenAmount>, field: &str| -> Result<Money, FileError> {
            a.get_ref()
                .resolve(currency, false)
                .map_err(|e| err(a.span(), field, amount_message(e, "rack")))
        };
        let chips = read_chips(&raw, currency, &amount, &err)?;
        let colour_for_colour_from = match &raw.colour_for_colour_from {
            Some(a) => {
                let v = amount(a, "colour_for_colour_from")?;
                if !chips.iter().any(|c| c.value == v) {
                    return Err(err(
                        a.span(),
                        "colour_for_colour_from",
                        sentence!("file-not-a-rack-chip", value = currency.format(v)),
                    ));
                }
                Some(v)
            }
            None => None,
        };
        let values: Vec<i64> = chips.iter().map(|c| c.value.cents()).collect();
        let table = Table::build(&values).map_err(|TableError::TooLarge(_)| {
            err(
                raw.chip.span(),
                "chip",
                sentence!("file-chips-too-far-apart", entries = MAX_TABLE),
            )
        })?;
        let (tray, tray_whole) = tray_tables(&chips, colour_for_colour_from, currency, &raw, &err)?;
        let fraction = std::array::from_fn(|i| chips.get(i).is_some_and(Chip::is_fraction));
        Ok(Rack {
            id,
            name,
            names: crate::translated::read(file, source, raw.names.as_ref(), "names")?,
            currency,
            chips,
            colour_for_colour_from,
            source_note: raw.source,
            source: file.to_string(),
            text: source.into(),
            table,
            tray,
            tray_whole,
            fraction,
        })
    }
}

type ErrorAt<'a> = dyn Fn(std::ops::Range<usize>, &str, Sentence) -> FileError + 'a;
type AmountReader<'a> = dyn Fn(&Spanned<WrittenAmount>, &str) -> Result<Money, FileError> + 'a;

/// An amount error in a rack or jurisdiction file, in that file's words (`what`:
/// `rack` or `jurisdiction`, as the message selects its words).
pub(crate) fn amount_message(e: AmountError, what: &'static str) -> Sentence {
    match e {
        AmountError::WrongCurrency {
            text,
            found,
            expected,
        } => sentence!(
            "file-amount-other-currency",
            text = text,
            found = found.to_string(),
            what = what,
            expected = expected.to_string()
        ),
        other => other.into(),
    }
}

/// An id: one word, not empty.
pub(crate) fn one_word(
    id: &Spanned<String>,
    field: &str,
    example: &str,
    err: &ErrorAt<'_>,
) -> Result<String, FileError> {
    let text = id.get_ref().trim();
    if text.is_empty() || text.contains(char::is_whitespace) {
        return Err(err(
            id.span(),
            field,
            sentence!("file-id-one-word", example = example),
        ));
    }
    Ok(text.to_string())
}

/// The `[[chip]]` entries, checked, lowest value first.
fn read_chips(
    raw: &RawRack,
    currency: Currency,
    amount: &AmountReader<'_>,
    err: &ErrorAt<'_>,
) -> Result<Vec<Chip>, FileError> {
    let entries = raw.chip.get_ref();
    if entries.is_empty() {
        return Err(err(
            raw.chip.span(),
            "chip",
            sentence!("file-rack-needs-chip"),
        ));
    }
    if entries.len() > MAX_CHIPS {
        return Err(err(
            raw.chip.span(),
            "chip",
            sentence!(
                "file-too-many-chips",
                most = MAX_CHIPS,
                count = entries.len()
            ),
        ));
    }
    let mut chips: Vec<(Chip, usize)> = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let c = entry.get_ref();
        let field = |f: &str| format!("chip[{}].{f}", i + 1);
        let value = amount(&c.value, &field("value"))?;
        if value > MAX_CHIP_VALUE {
            return Err(err(
                c.value.span(),
                &field("value"),
                sentence!(
                    "file-chip-too-large",
                    value = currency.format(value),
                    largest = currency.format(MAX_CHIP_VALUE)
                ),
            ));
        }
        if let Some((_, j)) = chips.iter().find(|(other, _)| other.value == value) {
            return Err(err(
                c.value.span(),
                &field("value"),
                sentence!(
                    "file-chip-twice",
                    value = currency.format(value),
                    chip = j + 1
                ),
            ));
        }
        let colour = c.colour.get_ref().trim().to_string();
        if colour.is_empty() {
            return Err(err(
                c.colour.span(),
                &field("colour"),
                sentence!("file-chip-colour"),
            ));
        }
        let display = c.display.get_ref().trim();
        let display =
            Rgb::read(display).map_err(|e| err(c.display.span(), &field("display"), e.into()))?;
        let in_tray = c.in_tray.as_ref().is_none_or(|t| *t.get_ref());
        chips.push((
            Chip {
                value,
                colour,
                display,
                in_tray,
            },
            i,
        ));
    }
    chips.sort_by_key(|(c, _)| c.value);
    Ok(chips.into_iter().map(|(c, _)| c).collect())
}

/// The tray's tables: every chip in it, and its whole-unit chips. A tray must hold a
/// chip, and the chip colour for colour starts from.
fn tray_tables(
    chips: &[Chip],
    colour_for_colour_from: Option<Money>,
    currency: Currency,
    raw: &RawRack,
    err: &ErrorAt<'_>,
) -> Result<(SubTable, Option<SubTable>), FileError> {
    let entry =
        |value: Money| {
            raw.chip.get_ref().iter().enumerate().find(|(_, c)| {
                c.get_ref().value.get_ref().resolve(currency, false).ok() == Some(value)
            })
        };
    if let Some(from) = colour_for_colour_from {
        if chips.iter().any(|c| c.value == from && !c.in_tray) {
            let (i, c) = entry(from).unzip();
            let span = c
                .and_then(|c| c.get_ref().in_tray.as_ref())
                .map_or(raw.chip.span(), |t| t.span());
            return Err(err(
                span,
                &format!("chip[{}].in_tray", i.map_or(0, |i| i + 1)),
                sentence!("file-tray-colour-for-colour", chip = currency.format(from)),
            ));
        }
    }
    let tray = SubTable::of(chips, |c| c.in_tray)
        .ok_or_else(|| err(raw.chip.span(), "chip", sentence!("file-tray-empty")))?;
    Ok((tray, SubTable::of(chips, |c| c.in_tray && !c.is_fraction())))
}

/// Why a rack id, as a round or house-rules file writes it, cannot be one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum RackIdError {
    /// Empty, or more than one word.
    NotOneWord(String),
    /// Too long, or holding a character no label may hold.
    Label(LabelError),
}

impl From<LabelError> for RackIdError {
    fn from(e: LabelError) -> RackIdError {
        RackIdError::Label(e)
    }
}

impl From<&RackIdError> for Sentence {
    fn from(e: &RackIdError) -> Sentence {
        match e {
            RackIdError::NotOneWord(text) => sentence!("file-not-a-rack-id", text = text),
            RackIdError::Label(label) => label.of_key("rack-id"),
        }
    }
}

impl From<RackIdError> for Sentence {
    fn from(e: RackIdError) -> Sentence {
        Sentence::from(&e)
    }
}

/// In English, as the sentence says it.
impl fmt::Display for RackIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Sentence::from(self))
    }
}

/// A rack id as written (`rack = "BJ-2"`): one word, kept trimmed.
pub(crate) fn rack_id(text: &str) -> Result<String, RackIdError> {
    let id = text.trim();
    if id.is_empty() || id.contains(char::is_whitespace) {
        return Err(RackIdError::NotOneWord(text.to_string()));
    }
    check(Label::Id, id)?;
    Ok(id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_read_and_print() {
        assert_eq!(
            Rgb::read("#2e7d32"),
            Ok(Rgb {
                r: 0x2E,
                g: 0x7D,
                b: 0x32
            })
        );
        assert_eq!(
            Rgb {
                r: 0,
                g: 255,
                b: 16
            }
            .to_string(),
            "#00FF10"
        );
        for bad in ["2E7D32", "#2E7D3", "#2E7D3G", "#2E7D321", "green"] {
            assert!(Rgb::read(bad).is_err(), "{bad}");
        }
    }
}

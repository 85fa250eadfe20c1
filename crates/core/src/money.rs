//! Money, odds and rounding (RULES.md R1.3-R1.5).
//!
//! Every amount is an exact integer count of minor units (cents) held in an `i64`, and
//! every operation that could overflow is checked. Odds are integer ratios. Winnings
//! that are not a whole number of the table's payable unit are kept exactly as a
//! fraction of a cent ([`Exact`]) and then rounded once, by a named rule ([`Rounding`]),
//! so the slip can show both the exact and the paid amount. No floating point is used
//! anywhere in this module.

use std::fmt;
use std::str::FromStr;

use pitpay_language::{sentence, Sentence};

use crate::error::ParseError;

/// An amount of money in minor units (cents). Negative values appear only as a net.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Money(i64);

/// Why an amount could not be read or computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AmountError {
    /// The text is not an amount at all.
    Malformed(String),
    /// More than two decimals: a fraction of a cent cannot be staked.
    TooPrecise(String),
    /// Zero where a positive amount is needed.
    Zero(String),
    /// A minus sign.
    Negative(String),
    /// Too large to hold.
    Overflow(String),
    /// A currency symbol that disagrees with the round's currency.
    WrongCurrency {
        /// The amount as written.
        text: String,
        /// The currency its symbol names.
        found: Currency,
        /// The round's currency.
        expected: Currency,
    },
    /// A TOML float: binary fractions are not money.
    Float(String),
    /// An arithmetic result too large to hold.
    ArithmeticOverflow(&'static str),
}

impl From<&AmountError> for Sentence {
    fn from(e: &AmountError) -> Sentence {
        match e {
            AmountError::Malformed(t) => sentence!("value-amount-malformed", text = t),
            AmountError::TooPrecise(t) => sentence!("value-amount-too-precise", text = t),
            AmountError::Zero(t) => sentence!("value-amount-zero", text = t),
            AmountError::Negative(t) => sentence!("value-amount-negative", text = t),
            AmountError::Overflow(t) => sentence!("value-amount-too-large", text = t),
            AmountError::WrongCurrency {
                text,
                found,
                expected,
            } => sentence!(
                "value-amount-wrong-currency",
                text = text,
                found = found.id(),
                expected = expected.id()
            ),
            AmountError::Float(t) => sentence!("value-amount-float", text = t),
            AmountError::ArithmeticOverflow(what) => {
                let what = match *what {
                    "whole units" => "whole-units",
                    "a sum" => "sum",
                    "a difference" => "difference",
                    "a product" => "product",
                    "odds" => "odds",
                    _ => "winnings",
                };
                sentence!("value-amount-overflow", what = what)
            }
        }
    }
}

impl From<AmountError> for Sentence {
    fn from(e: AmountError) -> Sentence {
        Sentence::from(&e)
    }
}

pitpay_language::english_display!(AmountError);

impl std::error::Error for AmountError {}

impl Money {
    /// No money.
    pub const ZERO: Money = Money(0);

    /// An amount of `cents` minor units.
    pub const fn from_cents(cents: i64) -> Money {
        Money(cents)
    }

    /// Whole units (dollars, pounds), checked.
    pub(crate) fn from_units(units: i64) -> Result<Money, AmountError> {
        units
            .checked_mul(100)
            .map(Money)
            .ok_or(AmountError::ArithmeticOverflow("whole units"))
    }

    /// The amount in minor units.
    pub const fn cents(self) -> i64 {
        self.0
    }

    /// `self + other`, or an error on overflow.
    pub fn checked_add(self, other: Money) -> Result<Money, AmountError> {
        self.0
            .checked_add(other.0)
            .map(Money)
            .ok_or(AmountError::ArithmeticOverflow("a sum"))
    }

    /// `self - other`, or an error on overflow.
    pub fn checked_sub(self, other: Money) -> Result<Money, AmountError> {
        self.0
            .checked_sub(other.0)
            .map(Money)
            .ok_or(AmountError::ArithmeticOverflow("a difference"))
    }

    /// `self × n`, or an error on overflow.
    pub fn checked_mul(self, n: i64) -> Result<Money, AmountError> {
        self.0
            .checked_mul(n)
            .map(Money)
            .ok_or(AmountError::ArithmeticOverflow("a product"))
    }

    /// Half of the amount, rounded down to the cent (R1.5: a half stake that is not a
    /// whole cent rounds down).
    pub const fn half_down(self) -> Money {
        Money(self.0.div_euclid(2))
    }

    /// Reads an amount as a person writes it: `25`, `25.5`, `25.50`, `$1,250.00`,
    /// `£25`. Returns the amount and the currency its symbol names, if any. Zero,
    /// negative, malformed and overflowing amounts are errors (R1.3).
    ///
    /// ```
    /// use pitpay_core::{Money, Currency};
    /// assert_eq!(Money::parse("$1,250.00").unwrap(), (Money::from_cents(125_000), Some(Currency::USD)));
    /// assert_eq!(Money::parse("25.5").unwrap().0, Money::from_cents(2_550));
    /// assert!(Money::parse("0").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<(Money, Option<Currency>), AmountError> {
        let amount = Money::parse_allowing_zero(text)?;
        if amount.0 .0 == 0 {
            return Err(AmountError::Zero(text.to_string()));
        }
        Ok(amount)
    }

    /// As [`Money::parse`], but zero is accepted (used for the rounding unit check and
    /// meters, whose callers decide what zero means).
    pub fn parse_allowing_zero(text: &str) -> Result<(Money, Option<Currency>), AmountError> {
        let malformed = || AmountError::Malformed(text.to_string());
        let trimmed = text.trim();
        if trimmed.starts_with('-') || trimmed.ends_with('-') {
            return Err(AmountError::Negative(text.to_string()));
        }
        let (currency, rest) = match trimmed.chars().next() {
            Some(c) => match Currency::from_symbol(c) {
                Some(cur) => (Some(cur), trimmed[c.len_utf8()..].trim_start()),
                None => (None, trimmed),
            },
            None => return Err(malformed()),
        };
        if rest.starts_with('-') {
            return Err(AmountError::Negative(text.to_string()));
        }
        let (whole, fraction) = match rest.split_once('.') {
            Some((w, f)) => (w, Some(f)),
            None => (rest, None),
        };
        let whole_digits = strip_thousands(whole).ok_or_else(malformed)?;
        let mut cents: i64 = 0;
        for d in whole_digits.bytes() {
            cents = cents
                .checked_mul(10)
                .and_then(|c| c.checked_add(i64::from(d - b'0')))
                .ok_or_else(|| AmountError::Overflow(text.to_string()))?;
        }
        cents = cents
            .checked_mul(100)
            .ok_or_else(|| AmountError::Overflow(text.to_string()))?;
        if let Some(f) = fraction {
            if f.is_empty() || !f.bytes().all(|b| b.is_ascii_digit()) {
                return Err(malformed());
            }
            if f.len() > 2 {
                return Err(AmountError::TooPrecise(text.to_string()));
            }
            let mut frac = f
                .bytes()
                .fold(0i64, |acc, d| acc * 10 + i64::from(d - b'0'));
            if f.len() == 1 {
                frac *= 10;
            }
            cents = cents
                .checked_add(frac)
                .ok_or_else(|| AmountError::Overflow(text.to_string()))?;
        }
        Ok((Money(cents), currency))
    }
}

/// The digits of a whole part written plainly (`1250`) or in groups of three
/// (`1,250`); `None` for anything else.
fn strip_thousands(whole: &str) -> Option<String> {
    if whole.is_empty() {
        return None;
    }
    if !whole.contains(',') {
        return whole
            .bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| whole.to_string());
    }
    let groups: Vec<&str> = whole.split(',').collect();
    let (first, rest) = groups.split_first()?;
    let first_ok = (1..=3).contains(&first.len()) && first.bytes().all(|b| b.is_ascii_digit());
    let rest_ok = rest
        .iter()
        .all(|g| g.len() == 3 && g.bytes().all(|b| b.is_ascii_digit()));
    (first_ok && rest_ok).then(|| groups.concat())
}

/// Two decimals, a minus sign when negative, no symbol or separators (the JSON
/// contract's form): `62.50`, `-5.00`.
impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

vocabulary! {
    /// A currency by its ISO code. The round has exactly one (R1.3).
    #[derive(Default)]
    pub enum Currency ("a currency this calculator knows", display id, any case) {
        /// US dollars, `$`.
        #[default]
        USD = "USD" / "US dollars",
        /// Pounds sterling, `£`.
        GBP = "GBP" / "Pounds sterling",
        /// Euros, `€`.
        EUR = "EUR" / "Euros",
    }
}

impl Currency {
    /// The currency a leading symbol names.
    pub(crate) fn from_symbol(c: char) -> Option<Currency> {
        match c {
            '$' => Some(Currency::USD),
            '£' => Some(Currency::GBP),
            '€' => Some(Currency::EUR),
            _ => None,
        }
    }

    /// The symbol written before amounts.
    pub(crate) fn symbol(self) -> char {
        match self {
            Currency::USD => '$',
            Currency::GBP => '£',
            Currency::EUR => '€',
        }
    }

    /// `amount` written for people: `$1,250.00`, `-£5.00`.
    pub fn format(self, amount: Money) -> String {
        let sign = if amount.0 < 0 { "-" } else { "" };
        let abs = amount.0.unsigned_abs();
        let units = (abs / 100).to_string();
        let mut grouped = String::new();
        for (i, c) in units.chars().enumerate() {
            if i > 0 && (units.len() - i).is_multiple_of(3) {
                grouped.push(',');
            }
            grouped.push(c);
        }
        format!("{sign}{}{grouped}.{:02}", self.symbol(), abs % 100)
    }
}

/// Whether the stake comes back on a win (R1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Convention {
    /// `X to Y`: the stake comes back plus stake × X / Y.
    To,
    /// `X for Y`: the whole return is stake × X / Y; the stake does not come back.
    For,
}

impl Convention {
    /// The word between the numbers: `to` or `for`.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Convention::To => "to",
            Convention::For => "for",
        }
    }
}

impl FromStr for Convention {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "to" => Ok(Convention::To),
            "for" => Ok(Convention::For),
            _ => Err(ParseError::new(s, "a convention", "to or for")),
        }
    }
}

/// Odds as an integer ratio with their convention: `3 to 2`, `25 for 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Odds {
    /// X in `X to Y`.
    pub numerator: u32,
    /// Y in `X to Y`; never zero.
    pub denominator: u32,
    /// `to` or `for`.
    pub convention: Convention,
}

impl Odds {
    /// The odds as a statement writes them, in any language ("25 to 1", 25賠1).
    pub(crate) fn sentence(self) -> Sentence {
        let convention = match self.convention {
            Convention::To => "to",
            Convention::For => "for",
        };
        sentence!(
            "settlement-odds",
            convention = convention,
            win = self.numerator.to_string(),
            stake = self.denominator
        )
    }

    /// `X to Y`.
    pub const fn to(numerator: u32, denominator: u32) -> Odds {
        Odds {
            numerator,
            denominator,
            convention: Convention::To,
        }
    }

    /// `X for Y`.
    #[cfg(test)]
    pub(crate) const fn for_(numerator: u32, denominator: u32) -> Odds {
        Odds {
            numerator,
            denominator,
            convention: Convention::For,
        }
    }

    /// The exact winnings on `stake` (what comes on top of the stake; for a `for`
    /// table the return less the stake).
    pub fn winnings(self, stake: Money) -> Result<Exact, AmountError> {
        let back = i128::from(stake.0)
            .checked_mul(i128::from(self.numerator))
            .ok_or(AmountError::ArithmeticOverflow("odds"))?;
        let den = i128::from(self.denominator);
        let numerator = match self.convention {
            Convention::To => back,
            Convention::For => back
                .checked_sub(i128::from(stake.0) * den)
                .ok_or(AmountError::ArithmeticOverflow("odds"))?,
        };
        Ok(Exact::new(numerator, den))
    }
}

impl fmt::Display for Odds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            self.numerator,
            self.convention.word(),
            self.denominator
        )
    }
}

impl FromStr for Odds {
    type Err = ParseError;
    /// `"3 to 2"`, `"25 for 1"`, `"2000 for 1"` (a thousands comma is allowed).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseError::new(s, "odds", "write \"3 to 2\" or \"25 for 1\"");
        let words: Vec<&str> = s.split_whitespace().collect();
        let [x, word, y] = words.as_slice() else {
            return Err(bad());
        };
        let number = |t: &str| -> Option<u32> {
            let digits = strip_thousands(t)?;
            digits.parse::<u32>().ok()
        };
        let numerator = number(x).ok_or_else(bad)?;
        let denominator = number(y).filter(|d| *d > 0).ok_or_else(bad)?;
        let convention = word.parse::<Convention>().map_err(|_| bad())?;
        Ok(Odds {
            numerator,
            denominator,
            convention,
        })
    }
}

/// An exact amount of money as a fraction of a cent: `numerator / denominator` cents.
/// Winnings are kept this way until they are rounded once (R1.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exact {
    numerator: i128,
    denominator: i128,
}

impl Exact {
    /// `numerator / denominator` cents, reduced; the denominator must be positive.
    pub(crate) fn new(numerator: i128, denominator: i128) -> Exact {
        // Amounts at a table fit in 64 bits; 128-bit division is a slow library call,
        // so reduce in 64 bits when the numbers allow (this runs for every line paid).
        if denominator == 1 {
            return Exact {
                numerator,
                denominator,
            };
        }
        if let (Ok(n), Ok(d)) = (i64::try_from(numerator), i64::try_from(denominator)) {
            let g = gcd64(n.unsigned_abs(), d.unsigned_abs()).max(1);
            let g = i64::try_from(g).unwrap_or(1);
            return Exact {
                numerator: i128::from(n / g),
                denominator: i128::from(d / g),
            };
        }
        let g = gcd(numerator.unsigned_abs(), denominator.unsigned_abs()).max(1);
        let g = i128::try_from(g).unwrap_or(1);
        Exact {
            numerator: numerator / g,
            denominator: denominator / g,
        }
    }

    /// A whole amount.
    pub(crate) fn whole(m: Money) -> Exact {
        Exact::new(i128::from(m.0), 1)
    }

    /// The sum of two exact amounts.
    pub(crate) fn checked_add(self, other: Exact) -> Result<Exact, AmountError> {
        let overflow = AmountError::ArithmeticOverflow("exact winnings");
        let n = self
            .numerator
            .checked_mul(other.denominator)
            .and_then(|a| {
                other
                    .numerator
                    .checked_mul(self.denominator)
                    .and_then(|b| a.checked_add(b))
            })
            .ok_or(overflow.clone())?;
        let d = self
            .denominator
            .checked_mul(other.denominator)
            .ok_or(overflow)?;
        Ok(Exact::new(n, d))
    }

    /// Whether the amount is a whole number of cents.
    pub(crate) fn is_whole_cents(self) -> bool {
        self.denominator == 1
    }
}

/// The amount, when it is a whole number of cents: a fraction of a cent is
/// [`AmountError::TooPrecise`], nothing is rounded.
impl TryFrom<Exact> for Money {
    type Error = AmountError;

    fn try_from(exact: Exact) -> Result<Money, AmountError> {
        if !exact.is_whole_cents() {
            return Err(AmountError::TooPrecise(exact.to_string()));
        }
        i64::try_from(exact.numerator)
            .map(Money)
            .map_err(|_| AmountError::Overflow(exact.to_string()))
    }
}

/// As many decimals as the amount needs (at least two): `10.50`, `0.125`; a value that
/// does not end in decimals is cut at six places and marked with `…`.
impl fmt::Display for Exact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.numerator < 0 { "-" } else { "" };
        let num = self.numerator.unsigned_abs();
        let den = self.denominator.unsigned_abs();
        let cents = num / den;
        let mut rem = num % den;
        let mut s = format!("{sign}{}.{:02}", cents / 100, cents % 100);
        let mut places = 0;
        while rem != 0 && places < 4 {
            rem *= 10;
            s.push(char::from(b'0' + u8::try_from(rem / den).unwrap_or(0)));
            rem %= den;
            places += 1;
        }
        if rem != 0 {
            s.push('…');
        }
        f.write_str(&s)
    }
}

fn gcd64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

vocabulary! {
    /// How winnings that are not a whole payable unit are rounded (house option R1.5).
    #[derive(Default)]
    pub enum RoundingMode ("a rounding", display id) {
        /// Down to the unit (default).
        #[default]
        Down = "down" / "down",
        /// To the nearest unit, halves up.
        HalfUp = "half-up" / "half up",
    }
}

/// The named rounding rule in force at a table: a mode and the smallest payable unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rounding {
    /// Down or half-up.
    pub mode: RoundingMode,
    /// The smallest payable unit, a positive multiple of one cent.
    pub unit: Money,
    /// R1.5 as amended: a winning line in a `for` paytable is never paid less than its
    /// stake when its return is rounded. Always on, except when re-settling a slip
    /// issued under the first rulebook (`HouseOptions::under`).
    pub stake_floor: bool,
}

impl Default for Rounding {
    fn default() -> Self {
        Rounding {
            mode: RoundingMode::Down,
            unit: Money::from_cents(1),
            stake_floor: true,
        }
    }
}

impl Rounding {
    /// Rounds non-negative exact winnings to the payable unit. Negative winnings (which
    /// only a `for` table paying less than the stake could produce) round toward zero.
    ///
    /// ```
    /// use pitpay_core::{Money, Odds, Rounding, RoundingMode};
    /// let dollar = Rounding { mode: RoundingMode::Down, unit: Money::from_cents(100), stake_floor: true };
    /// // 3 to 2 on $7 = $10.50, paid $10 with $1 chips (R1.5)
    /// let exact = Odds::to(3, 2).winnings(Money::from_cents(700)).unwrap();
    /// assert_eq!(dollar.apply(exact), Money::from_cents(1000));
    /// ```
    pub fn apply(self, exact: Exact) -> Money {
        if let Some(m) = self.apply_64(exact) {
            return m;
        }
        let unit = i128::from(self.unit.cents().max(1));
        // exact = n / d cents; units = n / (d × unit)
        let n = exact.numerator;
        let d = exact.denominator.saturating_mul(unit);
        let units = match self.mode {
            RoundingMode::Down => n / d,
            RoundingMode::HalfUp => {
                let doubled = n.saturating_mul(2).saturating_add(d);
                doubled.div_euclid(d.saturating_mul(2))
            }
        };
        let cents = units.saturating_mul(unit);
        Money(i64::try_from(cents).unwrap_or(if cents < 0 { i64::MIN } else { i64::MAX }))
    }

    /// [`Rounding::apply`] in 64-bit arithmetic, when every number fits: the common
    /// case, and a much cheaper division than 128 bits.
    fn apply_64(self, exact: Exact) -> Option<Money> {
        let unit = self.unit.cents().max(1);
        let n = i64::try_from(exact.numerator).ok()?;
        let d = i64::try_from(exact.denominator).ok()?.checked_mul(unit)?;
        let units = match self.mode {
            RoundingMode::Down => n / d,
            RoundingMode::HalfUp => n
                .checked_mul(2)?
                .checked_add(d)?
                .div_euclid(d.checked_mul(2)?),
        };
        units.checked_mul(unit).map(Money)
    }

    /// The rule in words, as slips print it: `down to $0.01`.
    pub(crate) fn describe(self, currency: Currency) -> String {
        format!("{} to {}", self.mode.id(), currency.format(self.unit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_3_accepts_every_written_form() {
        for (text, cents) in [
            ("25", 2500),
            ("25.5", 2550),
            ("25.50", 2550),
            ("$1,250.00", 125_000),
            ("£25", 2500),
            ("1,000,000", 100_000_000),
        ] {
            assert_eq!(Money::parse(text).map(|m| m.0.cents()), Ok(cents), "{text}");
        }
    }

    #[test]
    fn r1_3_refuses_bad_amounts() {
        assert!(matches!(Money::parse("0"), Err(AmountError::Zero(_))));
        assert!(matches!(Money::parse("-5"), Err(AmountError::Negative(_))));
        assert!(matches!(Money::parse("$-5"), Err(AmountError::Negative(_))));
        assert!(matches!(
            Money::parse("2.505"),
            Err(AmountError::TooPrecise(_))
        ));
        assert!(matches!(
            Money::parse("1,25"),
            Err(AmountError::Malformed(_))
        ));
        assert!(matches!(
            Money::parse("ten"),
            Err(AmountError::Malformed(_))
        ));
        assert!(matches!(
            Money::parse("25."),
            Err(AmountError::Malformed(_))
        ));
        assert!(matches!(
            Money::parse("99999999999999999999"),
            Err(AmountError::Overflow(_))
        ));
    }

    #[test]
    fn r1_4_to_and_for_odds() {
        let stake = Money::from_cents(1000);
        assert_eq!(Odds::to(3, 2).winnings(stake), Ok(Exact::new(1500, 1)));
        // 25 for 1 on $10 returns $250: winnings $240
        assert_eq!(Odds::for_(25, 1).winnings(stake), Ok(Exact::new(24_000, 1)));
        assert_eq!("25 for 1".parse::<Odds>(), Ok(Odds::for_(25, 1)));
        assert_eq!("2,000 for 1".parse::<Odds>(), Ok(Odds::for_(2000, 1)));
        assert!("3 to 0".parse::<Odds>().is_err());
        assert!("3:2".parse::<Odds>().is_err());
    }

    #[test]
    fn r1_5_rounding_down_and_half_up() {
        let cents = Rounding::default();
        let half_up_dollar = Rounding {
            mode: RoundingMode::HalfUp,
            unit: Money::from_cents(100),
            ..Rounding::default()
        };
        let exact = Exact::new(2525, 2); // $12.625
        assert_eq!(cents.apply(exact), Money::from_cents(1262));
        assert_eq!(
            half_up_dollar.apply(Exact::new(1050, 1)),
            Money::from_cents(1100)
        );
        assert_eq!(
            half_up_dollar.apply(Exact::new(1049, 1)),
            Money::from_cents(1000)
        );
        assert_eq!(exact.to_string(), "12.625");
        assert_eq!(Exact::new(100, 3).to_string(), "0.333333…");
    }

    #[test]
    fn r1_5_half_stake_rounds_down_to_the_cent() {
        assert_eq!(Money::from_cents(2501).half_down(), Money::from_cents(1250));
    }

    #[test]
    fn formats_for_people() {
        assert_eq!(
            Currency::USD.format(Money::from_cents(125_000)),
            "$1,250.00"
        );
        assert_eq!(Currency::GBP.format(Money::from_cents(-500)), "-£5.00");
        assert_eq!(Money::from_cents(-500).to_string(), "-5.00");
    }
}

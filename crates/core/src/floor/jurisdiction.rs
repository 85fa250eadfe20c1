//! Tax and hand-pay flags from a dated jurisdiction file.
//!
//! A jurisdiction file holds, for runs of calendar years, the figures that make a win
//! paperwork, each run with its source; and the operator's own threshold for a
//! supervisor's approval of one payout. The shipped `us-federal` file encodes:
//!
//! - **Form W-2G** for table games (IRS Instructions for Forms W-2G and 5754, "other
//!   wagering transactions"): winnings of at least the year's threshold **and** at least
//!   300 times the wager. The payer may reduce the winnings by the wager first; the file
//!   says which (`w2g_winnings`).
//! - **Regular gambling withholding** (IRC §3402(q)): proceeds (the amount received less
//!   the wager) over the year's figure **and** at least 300 times the wager, withheld at
//!   the year's rate.
//!
//! The amounts the rules compare, for a wager won at a table (R1.4, R1.7):
//! the **amount received** is the stake plus the winnings (for a `for` table, the whole
//! return), the **proceeds** are the winnings (the amount received less the wager), and
//! the **payout** the dealer hands across from the tray is the winnings, or for a `for`
//! table the whole return ([`Win`]).
//!
//! The year is the caller's: the round's date, else the slip's, else today. A year the
//! file holds no figures for is said plainly ([`Paperwork::notice`]) and nothing is
//! flagged by a tax rule; the approval threshold does not depend on the year.

use std::fmt;
use std::sync::Arc;

use toml::Spanned;

use pitpay_language::{sentence, Sentence};

use crate::error::{FileError, ParseError};
use crate::money::{Convention, Currency, Money, Odds};
use crate::written::WrittenAmount;

use super::rack::{amount_message, one_word};
use super::raw::{RawApproval, RawJurisdiction, RawYear};

/// Which winnings the W-2G test compares (the payer's option in the IRS instructions).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum W2gWinnings {
    /// The amount received: stake plus winnings (for a `for` table, the whole return).
    Received,
    /// The amount received reduced by the wager: the winnings.
    ReducedByWager,
}

/// The operator's threshold for a supervisor's approval of one payout. A payout that
/// reaches either figure the file sets needs approval.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Approval {
    /// A payout (what the dealer hands across from the tray) of at least this much.
    pub amount: Option<Money>,
    /// Odds of at least these: `500 to 1` compares the winnings with the stake, `500 for
    /// 1` the amount received.
    pub odds: Option<Odds>,
}

/// The figures in force for the calendar years `from..=to`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YearFigures {
    /// First year.
    pub from: i32,
    /// Last year.
    pub to: i32,
    /// Form W-2G: winnings of at least this much (and `times_wager`).
    pub w2g: Money,
    /// Withholding: proceeds over this much (and `times_wager`).
    pub withholding: Money,
    /// The withholding rate in percent.
    pub rate: u32,
    /// The winnings must be at least this many times the wager.
    pub times_wager: u32,
    /// Where the figures come from.
    pub source: String,
}

impl YearFigures {
    /// `yes` when the figures are for one year, `no` for a run: how a message selects
    /// between `2026` and `2018 to 2025`.
    fn one_year(&self) -> &'static str {
        if self.from == self.to {
            "yes"
        } else {
            "no"
        }
    }
}

/// A validated jurisdiction file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Jurisdiction {
    /// Fixed id, e.g. `us-federal`.
    pub id: String,
    /// A name for people.
    pub name: String,
    /// The currency of its figures.
    pub currency: Currency,
    /// Version label.
    pub version: String,
    /// The date the file was last brought up to date, `YYYY-MM-DD`.
    pub effective: String,
    /// Which winnings the W-2G test compares.
    pub w2g_winnings: W2gWinnings,
    /// The supervisor-approval threshold, when the operator sets one.
    pub approval: Option<Approval>,
    /// The figures by year, earliest first, never overlapping.
    pub years: Vec<YearFigures>,
    /// The file it came from.
    pub source: String,
    /// The file's text.
    pub text: Arc<str>,
}

/// One wager's win, as the flags need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Win {
    /// The wager.
    pub stake: Money,
    /// What comes on top of the stake (for a `for` table, the return less the stake):
    /// the net of a winning line (R1.7).
    pub winnings: Money,
    /// The paytable's convention (R1.4).
    pub convention: Convention,
}

impl Win {
    /// The amount received: the stake plus the winnings; for a `for` table, the whole
    /// return (R1.4). A settled line's `paid`.
    pub(crate) fn received(&self) -> i128 {
        i128::from(self.stake.cents()) + i128::from(self.winnings.cents())
    }

    /// What the dealer pays across from the tray, and so the amount to break into chips:
    /// the winnings at a `to` table (the stake stays with the player), the whole return at
    /// a `for` table (the stake was taken).
    pub fn payout(&self) -> Money {
        match self.convention {
            Convention::To => self.winnings,
            Convention::For => {
                Money::from_cents(self.stake.cents().saturating_add(self.winnings.cents()))
            }
        }
    }
}

/// What a flag is for, as the JSON names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum FlagId {
    /// Form W-2G is filed.
    W2g,
    /// Regular gambling withholding applies.
    Withholding,
    /// A supervisor approves the payout.
    Approval,
}

impl FlagId {
    /// `w2g`, `withholding` or `approval`.
    pub(crate) fn id(self) -> &'static str {
        match self {
            FlagId::W2g => "w2g",
            FlagId::Withholding => "withholding",
            FlagId::Approval => "approval",
        }
    }
}

impl fmt::Display for FlagId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A flag on a line: what it is, and the rule and threshold in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Flag {
    /// Which flag.
    pub id: FlagId,
    /// The rule, its threshold and the figures that met it, in any language.
    pub text: Sentence,
    /// For a withholding flag, the year's rate in percent and the tax to withhold: that
    /// rate of the winnings less the wager, rounded half up to the cent.
    pub withheld: Option<(u32, Money)>,
}

/// The flags on one win, and a plain notice when a rule could not be checked.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Paperwork {
    /// W-2G, then withholding, then approval, each at most once.
    pub flags: Vec<Flag>,
    /// Why the tax rules were not checked (no figures for the year, another currency).
    pub notice: Option<Sentence>,
}

impl Paperwork {
    /// Whether a flag of this kind is raised.
    #[cfg(test)]
    pub(crate) fn has(&self, id: FlagId) -> bool {
        self.flags.iter().any(|f| f.id == id)
    }
}

/// The tax withheld on `proceeds` cents at `rate` percent, rounded half up to the cent
/// (the rounding is named on the slip): $48,311.57 at 24% is $11,594.78.
pub(crate) fn withheld(proceeds: i128, rate: u32) -> Money {
    let hundredths = proceeds.max(0) * i128::from(rate);
    let cents = (hundredths + 50) / 100;
    Money::from_cents(i64::try_from(cents).unwrap_or(i64::MAX))
}

/// `cents` for people in `currency`, for amounts held as i128.
fn format(currency: Currency, cents: i128) -> String {
    currency.format(Money::from_cents(
        i64::try_from(cents).unwrap_or(if cents < 0 { i64::MIN } else { i64::MAX }),
    ))
}

impl Jurisdiction {
    /// The figures for a calendar year, if the file holds them.
    pub(crate) fn figures(&self, year: i32) -> Option<&YearFigures> {
        self.years.iter().find(|y| (y.from..=y.to).contains(&year))
    }

    /// The flags a win raises in `year`, for a round in `currency`. A losing or pushed
    /// wager (no winnings) raises none. A $25,000 21+3 Progressive award on a $1 stake
    /// raises a W-2G, withholding and the shipped file's approval
    /// (`tests/floor_flags.rs`).
    pub(crate) fn assess(&self, year: i32, currency: Currency, win: &Win) -> Paperwork {
        let mut out = Paperwork::default();
        if win.winnings.cents() <= 0 {
            return out;
        }
        if currency != self.currency {
            out.notice = Some(sentence!(
                "flag-notice-other-currency",
                name = self.name.as_str(),
                id = self.id.as_str(),
                currency = self.currency.id(),
                round = currency.id()
            ));
        } else if let Some(fig) = self.figures(year) {
            out.flags.extend(self.w2g(year, fig, win));
            out.flags.extend(self.withholding(year, fig, win));
        } else {
            out.notice = Some(self.no_figures(year));
        }
        if currency == self.currency {
            out.flags.extend(self.approval(win));
        }
        out
    }

    /// The plain message for a year the file holds no figures for.
    fn no_figures(&self, year: i32) -> Sentence {
        let (first, last) = match (self.years.first(), self.years.last()) {
            (Some(a), Some(b)) => (a.from.to_string(), b.to.to_string()),
            _ => (String::new(), String::new()),
        };
        sentence!(
            "flag-notice-no-figures",
            name = self.name.as_str(),
            id = self.id.as_str(),
            year = year.to_string(),
            holds = if first.is_empty() { "none" } else { "years" },
            first = first,
            last = last
        )
    }

    fn w2g(&self, year: i32, fig: &YearFigures, win: &Win) -> Option<Flag> {
        let stake = i128::from(win.stake.cents());
        let (measured, measure) = match self.w2g_winnings {
            W2gWinnings::Received => (win.received(), "received"),
            W2gWinnings::ReducedByWager => (i128::from(win.winnings.cents()), "reduced"),
        };
        let times = i128::from(fig.times_wager);
        let met = measured >= i128::from(fig.w2g.cents()) && measured >= times * stake;
        met.then(|| Flag {
            id: FlagId::W2g,
            withheld: None,
            text: sentence!(
                "flag-w2g",
                year = year.to_string(),
                measure = measure,
                measured = format(self.currency, measured),
                threshold = self.currency.format(fig.w2g),
                times = fig.times_wager.to_string(),
                stake = self.currency.format(win.stake)
            ),
        })
    }

    fn withholding(&self, year: i32, fig: &YearFigures, win: &Win) -> Option<Flag> {
        let proceeds = i128::from(win.winnings.cents());
        let times = i128::from(fig.times_wager);
        let met = proceeds > i128::from(fig.withholding.cents())
            && proceeds >= times * i128::from(win.stake.cents());
        met.then(|| Flag {
            id: FlagId::Withholding,
            withheld: Some((fig.rate, withheld(proceeds, fig.rate))),
            text: sentence!(
                "flag-withholding",
                rate = fig.rate.to_string(),
                year = year.to_string(),
                proceeds = format(self.currency, proceeds),
                threshold = self.currency.format(fig.withholding),
                times = fig.times_wager.to_string(),
                stake = self.currency.format(win.stake)
            ),
        })
    }

    fn approval(&self, win: &Win) -> Option<Flag> {
        let a = self.approval?;
        let payout = win.payout();
        let by_amount = a.amount.filter(|limit| payout >= *limit).map(|limit| {
            sentence!(
                "flag-approval-amount",
                payout = self.currency.format(payout),
                limit = self.currency.format(limit)
            )
        });
        let by_odds = a.odds.filter(|o| reaches(win, *o)).map(|o| {
            let (measure, compared) = odds_measure(win, o);
            sentence!(
                "flag-approval-odds",
                measure = measure,
                compared = format(self.currency, compared),
                stake = self.currency.format(win.stake),
                odds = o.sentence()
            )
        });
        let reasons = match (by_amount, by_odds) {
            (Some(amount), Some(odds)) => {
                sentence!("flag-approval-both", amount = amount, odds = odds)
            }
            (Some(one), None) | (None, Some(one)) => one,
            (None, None) => return None,
        };
        Some(Flag {
            withheld: None,
            id: FlagId::Approval,
            text: sentence!("flag-approval", reasons = reasons),
        })
    }

    /// Reads and checks a jurisdiction file. Every error names the file, line and field.
    pub(crate) fn load(file: &str, source: &str) -> Result<Jurisdiction, FileError> {
        let raw: RawJurisdiction =
            toml::from_str(source).map_err(|e| FileError::from_toml(file, source, &e))?;
        Jurisdiction::from_raw(file, source, raw)
    }

    /// Checks a jurisdiction as read: a one-word id, a known currency, a date, the W-2G
    /// measure, an approval threshold that sets at least one figure, and year runs that are
    /// in order of sense (`from` ≤ `to`, 1900-2999), do not overlap, and each give positive
    /// thresholds, a rate of 1-100%, a multiple of the wager of at least 1 and a source.
    pub(crate) fn from_raw(
        file: &str,
        source: &str,
        raw: RawJurisdiction,
    ) -> Result<Jurisdiction, FileError> {
        let err = |span: std::ops::Range<usize>, field: &str, msg: Sentence| {
            FileError::at(file, source, Some(span), field, msg)
        };
        let id = one_word(&raw.id, "id", "us-federal", &err)?;
        let name = raw.name.get_ref().trim().to_string();
        if name.is_empty() {
            let message = sentence!("file-jurisdiction-needs-name");
            return Err(err(raw.name.span(), "name", message));
        }
        let currency: Currency = raw
            .currency
            .get_ref()
            .parse()
            .map_err(|e: ParseError| err(raw.currency.span(), "currency", e.into()))?;
        let effective = raw.effective.get_ref().clone();
        if effective.parse::<crate::date::Date>().is_err() {
            return Err(err(
                raw.effective.span(),
                "effective",
                sentence!("file-not-a-date", text = &effective),
            ));
        }
        let w2g_winnings = match raw.w2g_winnings.get_ref().as_str() {
            "received" => W2gWinnings::Received,
            "reduced-by-wager" => W2gWinnings::ReducedByWager,
            other => {
                return Err(err(
                    raw.w2g_winnings.span(),
                    "w2g_winnings",
                    sentence!("file-not-a-w2g-measure", text = other),
                ))
            }
        };
        let amount = |a: &Spanned<WrittenAmount>, field: &str| -> Result<Money, FileError> {
            a.get_ref()
                .resolve(currency, false)
                .map_err(|e| err(a.span(), field, amount_message(e, "jurisdiction")))
        };
        let approval = raw
            .approval
            .as_ref()
            .map(|a| read_approval(a, &amount, &err))
            .transpose()?;
        let years = read_years(&raw.year, &amount, &err)?;
        Ok(Jurisdiction {
            id,
            name,
            currency,
            version: raw.version.get_ref().clone(),
            effective,
            w2g_winnings,
            approval,
            years,
            source: file.to_string(),
            text: source.into(),
        })
    }
}

/// What approval odds compare: `X to Y` the winnings, `X for Y` the amount received
/// (R1.4).
fn odds_measure(win: &Win, o: Odds) -> (&'static str, i128) {
    match o.convention {
        Convention::To => ("winnings", i128::from(win.winnings.cents())),
        Convention::For => ("return", win.received()),
    }
}

/// Whether a win reaches approval odds: compared × Y ≥ stake × X.
fn reaches(win: &Win, o: Odds) -> bool {
    let (_, compared) = odds_measure(win, o);
    compared * i128::from(o.denominator) >= i128::from(win.stake.cents()) * i128::from(o.numerator)
}

type ErrorAt<'a> = dyn Fn(std::ops::Range<usize>, &str, Sentence) -> FileError + 'a;
type AmountReader<'a> = dyn Fn(&Spanned<WrittenAmount>, &str) -> Result<Money, FileError> + 'a;

fn read_approval(
    raw: &Spanned<RawApproval>,
    amount: &AmountReader<'_>,
    err: &ErrorAt<'_>,
) -> Result<Approval, FileError> {
    let a = raw.get_ref();
    let limit = a
        .amount
        .as_ref()
        .map(|m| amount(m, "approval.amount"))
        .transpose()?;
    let odds = a
        .odds
        .as_ref()
        .map(|o| {
            o.get_ref()
                .parse::<Odds>()
                .map_err(|e| err(o.span(), "approval.odds", e.into()))
        })
        .transpose()?;
    if let (Some(o), Some(span)) = (odds, a.odds.as_ref().map(Spanned::span)) {
        if o.numerator == 0 {
            let message = sentence!("file-approval-odds-zero");
            return Err(err(span, "approval.odds", message));
        }
    }
    if limit.is_none() && odds.is_none() {
        return Err(err(
            raw.span(),
            "approval",
            sentence!("file-approval-empty"),
        ));
    }
    Ok(Approval {
        amount: limit,
        odds,
    })
}

fn read_years(
    raw: &Spanned<Vec<Spanned<RawYear>>>,
    amount: &AmountReader<'_>,
    err: &ErrorAt<'_>,
) -> Result<Vec<YearFigures>, FileError> {
    if raw.get_ref().is_empty() {
        return Err(err(
            raw.span(),
            "year",
            sentence!("file-jurisdiction-needs-year"),
        ));
    }
    let mut years: Vec<(YearFigures, usize)> = Vec::new();
    for (i, entry) in raw.get_ref().iter().enumerate() {
        let y = read_year(entry.get_ref(), i, amount, err)?;
        if let Some((other, j)) = years.iter().find(|(o, _)| o.from <= y.to && y.from <= o.to) {
            return Err(err(
                entry.get_ref().from.span(),
                &format!("year[{}].from", i + 1),
                sentence!(
                    "file-years-overlap",
                    one = y.one_year(),
                    from = y.from.to_string(),
                    to = y.to.to_string(),
                    year = j + 1,
                    other_one = other.one_year(),
                    other_from = other.from.to_string(),
                    other_to = other.to.to_string()
                ),
            ));
        }
        years.push((y, i));
    }
    years.sort_by_key(|(y, _)| y.from);
    Ok(years.into_iter().map(|(y, _)| y).collect())
}

fn read_year(
    y: &RawYear,
    i: usize,
    amount: &AmountReader<'_>,
    err: &ErrorAt<'_>,
) -> Result<YearFigures, FileError> {
    let field = |f: &str| format!("year[{}].{f}", i + 1);
    let year = |v: &Spanned<i64>, f: &str| -> Result<i32, FileError> {
        i32::try_from(*v.get_ref())
            .ok()
            .filter(|y| (1900..=2999).contains(y))
            .ok_or_else(|| {
                err(
                    v.span(),
                    &field(f),
                    sentence!("file-not-a-year", text = v.get_ref().to_string()),
                )
            })
    };
    let (from, to) = (year(&y.from, "from")?, year(&y.to, "to")?);
    if to < from {
        return Err(err(
            y.to.span(),
            &field("to"),
            sentence!(
                "file-year-before",
                to = to.to_string(),
                from = from.to_string()
            ),
        ));
    }
    let rate = y
        .rate
        .get_ref()
        .trim()
        .strip_suffix('%')
        .and_then(|p| p.trim().parse::<u32>().ok())
        .filter(|p| (1..=100).contains(p))
        .ok_or_else(|| {
            err(
                y.rate.span(),
                &field("rate"),
                sentence!("file-not-a-rate", text = y.rate.get_ref()),
            )
        })?;
    let times_wager = u32::try_from(*y.times_wager.get_ref())
        .ok()
        .filter(|t| (1..=1_000_000).contains(t))
        .ok_or_else(|| {
            err(
                y.times_wager.span(),
                &field("times_wager"),
                sentence!(
                    "file-not-a-multiple",
                    text = y.times_wager.get_ref().to_string()
                ),
            )
        })?;
    let source = y.source.get_ref().trim().to_string();
    if source.is_empty() {
        return Err(err(
            y.source.span(),
            &field("source"),
            sentence!("file-year-source"),
        ));
    }
    Ok(YearFigures {
        from,
        to,
        w2g: amount(&y.w2g, &field("w2g"))?,
        withholding: amount(&y.withholding, &field("withholding"))?,
        rate,
        times_wager,
        source,
    })
}

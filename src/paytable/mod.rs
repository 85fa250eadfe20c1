//! Paytables and house-rules files as data (ROUND-FILE.md "Paytables and house-rules
//! files"; RULES.md R1.3-R1.6, R2.6-R2.7, R4, R5, R6.5).
//!
//! A paytable is one of three kinds:
//! - `main`: payouts by outcome for a main game or the Lucky 9 Tie (`[pays]`);
//! - `pattern`: side-bet tiers in the card-pattern vocabulary ([`crate::pattern`]),
//!   listed highest first; the first tier the cards meet is the one paid (R1.6);
//! - `lucky-break`: base pay by dealer bust total and the suited multiplier (R6.5).
//!
//! The fingerprint is the first 12 hex digits of the SHA-256 of the paytable's
//! canonical content: every field that changes what is paid or posted, written in one
//! fixed form, so reformatting a file or reordering its keys keeps the fingerprint and
//! changing any figure changes it.

pub mod raw;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use sha2::{Digest, Sha256};
use toml::Spanned;

use crate::card::Suit;
use crate::error::FileError;
use crate::game::{Bet, Game};
use crate::house::{HouseOptions, OptionValue};
use crate::money::{Convention, Currency, Money, Odds};
use crate::pattern::{CardsUsed, Condition, Pattern};
use crate::written::WrittenAmount;

use raw::{RawGames, RawHouseRules, RawPaytable, RawTier};

/// What a winning tier pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pay {
    /// Odds in the paytable's convention.
    Odds(Odds),
    /// A fixed amount whatever the stake (R1.4).
    Amount(Money),
    /// A percentage of the progressive meter (R1.4, R4.3).
    MeterPercent(u32),
}

impl Pay {
    /// As a sign prints it: `200 to 1`, `$10,000`, `100% of meter`.
    pub fn describe(self, currency: Currency) -> String {
        match self {
            Pay::Odds(o) => o.to_string(),
            Pay::Amount(m) => currency.format(m),
            Pay::MeterPercent(p) => format!("{p}% of meter"),
        }
    }
}

/// One side-bet tier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tier {
    /// The tier's name as posted: "Suited 3-3-3".
    pub name: String,
    /// Which cards and what they must be.
    pub pattern: Pattern,
    /// What it pays.
    pub pays: Pay,
    /// An envy bonus paid to every other seat on the bet (R4.5).
    pub envy: Option<Money>,
}

/// Lucky Break's two tables (R6.5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LuckyBreakTable {
    /// Base pay `to 1` for dealer bust totals 22..=26, index 0 = 22.
    pub base: [u32; 5],
    /// Multipliers: 5+ suited, 4 suited, 3 suited, unsuited.
    pub five_plus: u32,
    /// 4 suited cards.
    pub four: u32,
    /// 3 suited cards.
    pub three: u32,
    /// Unsuited.
    pub unsuited: u32,
}

/// What a paytable pays, by kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Payouts {
    /// Payouts by outcome name (`win`, `lucky-nine`, `tie`, `insurance` …).
    Main {
        /// Outcome name → odds.
        pays: BTreeMap<String, Odds>,
        /// The insurance limit as a fraction of the main wager, where the game has insurance.
        insurance_max: Option<(u32, u32)>,
    },
    /// Pattern tiers, highest first.
    Pattern(Vec<Tier>),
    /// Lucky Break tables.
    LuckyBreak(LuckyBreakTable),
}

/// A validated paytable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paytable {
    /// Fixed id, e.g. `lucky9-bonus`.
    pub id: String,
    /// Name as posted.
    pub name: String,
    /// The games it serves.
    pub games: Vec<Game>,
    /// The bet it settles.
    pub bet: Bet,
    /// Version label.
    pub version: String,
    /// Effective date, `YYYY-MM-DD`.
    pub effective: String,
    /// Deck counts it may be dealt from, ascending.
    pub decks: Vec<u8>,
    /// Minimum stake.
    pub min: Money,
    /// Maximum stake.
    pub max: Money,
    /// The stake a progressive requires.
    pub fixed_stake: Option<Money>,
    /// `to` or `for`, for the whole table (R1.4).
    pub convention: Convention,
    /// The currency of its fixed amounts and limits, when it names one.
    pub currency: Option<Currency>,
    /// Whether the operator has confirmed it against the posted sign (R5).
    pub verified: bool,
    /// Meter reseed value (progressives, R4.3).
    pub reseed: Option<Money>,
    /// Published meter increment, for signs.
    pub increment: Option<String>,
    /// A note for signs.
    pub note: Option<String>,
    /// What it pays.
    pub payouts: Payouts,
    /// First 12 hex digits of the SHA-256 of the canonical content.
    pub fingerprint: String,
    /// The file it came from.
    pub source: String,
    /// The file's text, embedded in slips so they can be re-settled anywhere.
    pub text: std::sync::Arc<str>,
}

/// The warning every settlement, screen, slip and sign shows for an unverified paytable (R5).
pub const UNVERIFIED_WARNING: &str = "unverified paytable: confirm against the posted sign";

impl Paytable {
    /// The odds a `main` paytable lists for an outcome.
    pub fn main_odds(&self, outcome: &str) -> Option<Odds> {
        match &self.payouts {
            Payouts::Main { pays, .. } => pays.get(outcome).copied(),
            _ => None,
        }
    }

    /// Pattern tiers, highest first (empty for other kinds).
    pub fn tiers(&self) -> &[Tier] {
        match &self.payouts {
            Payouts::Pattern(t) => t,
            _ => &[],
        }
    }

    /// Whether a round of this game may use the paytable.
    pub fn serves(&self, game: Game) -> bool {
        self.games.contains(&game)
    }

    /// The games as one string: `lucky9` or `blackjack, lucky9`.
    pub fn games_text(&self) -> String {
        self.games
            .iter()
            .map(|g| g.id())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The canonical content the fingerprint is taken over: one line per fact, fixed
    /// order, amounts in cents, odds as integer ratios.
    pub fn canonical(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "id={}", self.id);
        let _ = writeln!(s, "name={}", self.name);
        let _ = writeln!(s, "game={}", self.games_text());
        let _ = writeln!(s, "bet={}", self.bet);
        let _ = writeln!(s, "version={}", self.version);
        let _ = writeln!(s, "effective={}", self.effective);
        let _ = writeln!(s, "decks={:?}", self.decks);
        let _ = writeln!(s, "min={}", self.min.cents());
        let _ = writeln!(s, "max={}", self.max.cents());
        let _ = writeln!(s, "fixed_stake={:?}", self.fixed_stake.map(Money::cents));
        let _ = writeln!(s, "convention={}", self.convention.word());
        let _ = writeln!(s, "currency={:?}", self.currency.map(Currency::code));
        let _ = writeln!(s, "verified={}", self.verified);
        let _ = writeln!(s, "reseed={:?}", self.reseed.map(Money::cents));
        let _ = writeln!(s, "increment={:?}", self.increment);
        let _ = writeln!(s, "note={:?}", self.note);
        match &self.payouts {
            Payouts::Main {
                pays,
                insurance_max,
            } => {
                for (k, o) in pays {
                    let _ = writeln!(s, "pays.{k}={o}");
                }
                let _ = writeln!(s, "insurance_max={insurance_max:?}");
            }
            Payouts::Pattern(tiers) => {
                for t in tiers {
                    let when: Vec<String> =
                        t.pattern.conditions.iter().map(|c| c.to_string()).collect();
                    let pays = match t.pays {
                        Pay::Odds(o) => o.to_string(),
                        Pay::Amount(m) => format!("amount {}", m.cents()),
                        Pay::MeterPercent(p) => format!("meter {p}%"),
                    };
                    let _ = writeln!(
                        s,
                        "tier={}|{}|{}|{}|{:?}",
                        t.name,
                        t.pattern.cards.name(),
                        when.join(","),
                        pays,
                        t.envy.map(Money::cents)
                    );
                }
            }
            Payouts::LuckyBreak(lb) => {
                let _ = writeln!(
                    s,
                    "base={:?} multiplier={},{},{},{}",
                    lb.base, lb.five_plus, lb.four, lb.three, lb.unsuited
                );
            }
        }
        s
    }

    /// Reads and checks a paytable file. Every error names the file, line and field.
    pub fn from_raw(file: &str, source: &str, raw: RawPaytable) -> Result<Paytable, FileError> {
        let err = |span: std::ops::Range<usize>, field: &str, msg: String| {
            FileError::at(file, source, Some(span), field, msg)
        };
        let id = raw.id.get_ref().trim().to_string();
        if id.is_empty() || id.contains(char::is_whitespace) {
            return Err(err(
                raw.id.span(),
                "id",
                "an id is one word, e.g. \"lucky9-bonus\"".into(),
            ));
        }
        let game_names = match raw.game.get_ref() {
            RawGames::One(g) => vec![g.clone()],
            RawGames::Many(v) => v.clone(),
        };
        if game_names.is_empty() {
            return Err(err(raw.game.span(), "game", "names no game".into()));
        }
        let games = game_names
            .iter()
            .map(|g| g.parse::<Game>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| err(raw.game.span(), "game", e))?;
        let bet: Bet = raw
            .bet
            .get_ref()
            .parse()
            .map_err(|e| err(raw.bet.span(), "bet", e))?;
        if let Some(g) = games.iter().find(|g| !g.offers(bet)) {
            return Err(err(
                raw.bet.span(),
                "bet",
                format!("{} does not offer the bet \"{bet}\"", g.title()),
            ));
        }
        let expected_kind = match bet {
            Bet::Main | Bet::Tie => "main",
            Bet::LuckyBreak => "lucky-break",
            Bet::Insurance => {
                return Err(err(
                    raw.bet.span(),
                    "bet",
                    "insurance is paid from the main paytable (pays.insurance)".into(),
                ))
            }
            _ => "pattern",
        };
        if raw.kind.get_ref() != expected_kind {
            return Err(err(
                raw.kind.span(),
                "kind",
                format!(
                    "the bet \"{bet}\" needs kind = \"{expected_kind}\", not \"{}\"",
                    raw.kind.get_ref()
                ),
            ));
        }
        let effective = raw.effective.get_ref().clone();
        if !is_date(&effective) {
            return Err(err(
                raw.effective.span(),
                "effective",
                format!("\"{effective}\" is not a date (YYYY-MM-DD)"),
            ));
        }
        let mut decks = Vec::new();
        for d in raw.decks.get_ref() {
            match u8::try_from(*d) {
                Ok(d @ 1..=8) => decks.push(d),
                _ => {
                    return Err(err(
                        raw.decks.span(),
                        "decks",
                        format!("{d} is not a deck count (1 to 8)"),
                    ))
                }
            }
        }
        decks.sort_unstable();
        decks.dedup();
        if decks.is_empty() {
            return Err(err(raw.decks.span(), "decks", "lists no deck count".into()));
        }
        let currency = match &raw.currency {
            Some(c) => Some(
                c.get_ref()
                    .parse::<Currency>()
                    .map_err(|e| err(c.span(), "currency", e))?,
            ),
            None => None,
        };
        // Amounts without a symbol are in the round's currency; a symbol must agree
        // with the paytable's own currency when it names one.
        let amount = |a: &Spanned<WrittenAmount>, field: &str| -> Result<Money, FileError> {
            let cur = currency
                .or(a.get_ref().symbol_currency())
                .unwrap_or_default();
            a.get_ref()
                .resolve(cur, false)
                .map_err(|e| err(a.span(), field, e.to_string()))
        };
        let min = amount(&raw.min, "min")?;
        let max = amount(&raw.max, "max")?;
        if min > max {
            return Err(err(
                raw.max.span(),
                "max",
                format!("max {max} is below min {min}"),
            ));
        }
        let fixed_stake = raw
            .fixed_stake
            .as_ref()
            .map(|f| amount(f, "fixed_stake"))
            .transpose()?;
        if let (Some(f), Some(span)) = (fixed_stake, raw.fixed_stake.as_ref().map(Spanned::span)) {
            if f < min || f > max {
                return Err(err(
                    span,
                    "fixed_stake",
                    format!("{f} is outside min {min} and max {max}"),
                ));
            }
        }
        let reseed = raw
            .reseed
            .as_ref()
            .map(|r| amount(r, "reseed"))
            .transpose()?;
        if bet.is_progressive() {
            if fixed_stake.is_none() {
                return Err(err(
                    raw.bet.span(),
                    "fixed_stake",
                    "a progressive needs a fixed_stake (R1.3)".into(),
                ));
            }
            if reseed.is_none() {
                return Err(err(
                    raw.bet.span(),
                    "reseed",
                    "a progressive needs a reseed value (R4.3)".into(),
                ));
            }
        }
        let convention: Convention = raw
            .convention
            .get_ref()
            .parse()
            .map_err(|e| err(raw.convention.span(), "convention", e))?;
        let odds = |s: &Spanned<String>, field: &str| -> Result<Odds, FileError> {
            let o: Odds = s.get_ref().parse().map_err(|e| err(s.span(), field, e))?;
            if o.convention != convention {
                return Err(err(
                    s.span(),
                    field,
                    format!(
                        "\"{o}\" is in the \"{}\" convention but the paytable is a \"{}\" table (R1.4)",
                        o.convention.word(),
                        convention.word()
                    ),
                ));
            }
            Ok(o)
        };
        let payouts = match expected_kind {
            "main" => {
                let Some(pays) = &raw.pays else {
                    return Err(err(
                        raw.kind.span(),
                        "pays",
                        "a main paytable needs a [pays] table".into(),
                    ));
                };
                let mut out = BTreeMap::new();
                for (k, v) in pays {
                    out.insert(k.clone(), odds(v, &format!("pays.{k}"))?);
                }
                for needed in needed_pays(&games, bet) {
                    if !out.contains_key(*needed) {
                        return Err(err(
                            raw.kind.span(),
                            &format!("pays.{needed}"),
                            format!(
                                "the {} paytable must say what \"{needed}\" pays",
                                bet.title()
                            ),
                        ));
                    }
                }
                let insurance_max = match &raw.insurance_max {
                    Some(s) => Some(parse_fraction(s.get_ref()).ok_or_else(|| {
                        err(
                            s.span(),
                            "insurance_max",
                            format!("\"{}\" is not a fraction such as \"1/2\"", s.get_ref()),
                        )
                    })?),
                    None => None,
                };
                Payouts::Main {
                    pays: out,
                    insurance_max,
                }
            }
            "lucky-break" => {
                let (Some(base), Some(mult)) = (&raw.base, &raw.multiplier) else {
                    return Err(err(
                        raw.kind.span(),
                        "base",
                        "a Lucky Break paytable needs [base] and [multiplier] tables".into(),
                    ));
                };
                let mut b = [0u32; 5];
                for (i, total) in (22..=26).enumerate() {
                    let v = base.get_ref().get(&total.to_string()).ok_or_else(|| {
                        err(
                            base.span(),
                            &format!("base.{total}"),
                            format!("the base pay for a dealer bust of {total} is missing"),
                        )
                    })?;
                    if let Some(slot) = b.get_mut(i) {
                        *slot = *v;
                    }
                }
                if let Some(k) = base
                    .get_ref()
                    .keys()
                    .find(|k| !["22", "23", "24", "25", "26"].contains(&k.as_str()))
                {
                    return Err(err(
                        base.span(),
                        &format!("base.{k}"),
                        "base pays are for dealer totals 22 to 26 only".into(),
                    ));
                }
                let m = |k: &str| -> Result<u32, FileError> {
                    mult.get_ref().get(k).copied().ok_or_else(|| {
                        err(
                            mult.span(),
                            &format!("multiplier.{k}"),
                            "missing (five-plus, four, three, unsuited)".into(),
                        )
                    })
                };
                if let Some(k) = mult
                    .get_ref()
                    .keys()
                    .find(|k| !["five-plus", "four", "three", "unsuited"].contains(&k.as_str()))
                {
                    return Err(err(
                        mult.span(),
                        &format!("multiplier.{k}"),
                        "not a multiplier row (five-plus, four, three, unsuited)".into(),
                    ));
                }
                Payouts::LuckyBreak(LuckyBreakTable {
                    base: b,
                    five_plus: m("five-plus")?,
                    four: m("four")?,
                    three: m("three")?,
                    unsuited: m("unsuited")?,
                })
            }
            _ => {
                let default_cards = raw
                    .cards
                    .as_ref()
                    .map(|c| {
                        c.get_ref()
                            .parse::<CardsUsed>()
                            .map_err(|e| err(c.span(), "cards", e))
                    })
                    .transpose()?;
                let tiers = raw.tier.as_deref().unwrap_or_default();
                if tiers.is_empty() {
                    return Err(err(
                        raw.kind.span(),
                        "tier",
                        "a pattern paytable needs at least one [[tier]]".into(),
                    ));
                }
                let mut out = Vec::new();
                for (i, t) in tiers.iter().enumerate() {
                    out.push(tier_from_raw(
                        t,
                        i,
                        default_cards,
                        convention,
                        currency,
                        fixed_stake,
                        reseed,
                        &odds,
                        &amount,
                        &err,
                    )?);
                }
                Payouts::Pattern(out)
            }
        };
        let mut table = Paytable {
            id,
            name: raw.name.get_ref().clone(),
            games,
            bet,
            version: raw.version.get_ref().clone(),
            effective,
            decks,
            min,
            max,
            fixed_stake,
            convention,
            currency,
            verified: raw.verified,
            reseed,
            increment: raw.increment,
            note: raw.note,
            payouts,
            fingerprint: String::new(),
            source: file.to_string(),
            text: source.into(),
        };
        table.fingerprint = fingerprint(&table.canonical());
        Ok(table)
    }
}

type OddsReader<'a> = dyn Fn(&Spanned<String>, &str) -> Result<Odds, FileError> + 'a;
type AmountReader<'a> = dyn Fn(&Spanned<WrittenAmount>, &str) -> Result<Money, FileError> + 'a;
type ErrorAt<'a> = dyn Fn(std::ops::Range<usize>, &str, String) -> FileError + 'a;

#[allow(clippy::too_many_arguments)]
fn tier_from_raw(
    t: &Spanned<RawTier>,
    i: usize,
    default_cards: Option<CardsUsed>,
    convention: Convention,
    currency: Option<Currency>,
    fixed_stake: Option<Money>,
    reseed: Option<Money>,
    odds: &OddsReader<'_>,
    amount: &AmountReader<'_>,
    err: &ErrorAt<'_>,
) -> Result<Tier, FileError> {
    let raw = t.get_ref();
    let field = |f: &str| format!("tier[{}].{f}", i + 1);
    let cards = match &raw.cards {
        Some(c) => c
            .get_ref()
            .parse::<CardsUsed>()
            .map_err(|e| err(c.span(), &field("cards"), e))?,
        None => default_cards.ok_or_else(|| {
            err(
                t.span(),
                &field("cards"),
                "say which cards the tier uses (here or as the paytable's `cards`)".into(),
            )
        })?,
    };
    let mut conditions = Vec::new();
    for w in raw.when.get_ref() {
        conditions.push(
            w.get_ref()
                .parse::<Condition>()
                .map_err(|e| err(w.span(), &field("when"), e))?,
        );
    }
    if conditions.is_empty() {
        return Err(err(
            raw.when.span(),
            &field("when"),
            "a tier needs at least one condition".into(),
        ));
    }
    let pays = match (&raw.odds, &raw.amount, &raw.meter) {
        (Some(o), None, None) => Pay::Odds(odds(o, &field("odds"))?),
        (None, Some(a), None) => {
            if currency.is_none() && convention == Convention::For && fixed_stake.is_none() {
                return Err(err(
                    a.span(),
                    &field("amount"),
                    "a fixed amount needs the paytable's currency".into(),
                ));
            }
            Pay::Amount(amount(a, &field("amount"))?)
        }
        (None, None, Some(m)) => {
            let pct = m
                .get_ref()
                .strip_suffix('%')
                .and_then(|p| p.trim().parse::<u32>().ok())
                .filter(|p| (1..=100).contains(p))
                .ok_or_else(|| {
                    err(
                        m.span(),
                        &field("meter"),
                        format!(
                            "\"{}\" is not a percentage of the meter (1% to 100%)",
                            m.get_ref()
                        ),
                    )
                })?;
            if reseed.is_none() {
                return Err(err(
                    m.span(),
                    &field("meter"),
                    "a percent-of-meter tier needs the paytable's reseed (R4.3)".into(),
                ));
            }
            Pay::MeterPercent(pct)
        }
        _ => {
            return Err(err(
                t.span(),
                &field("odds"),
                "a tier pays exactly one of: odds, amount, meter".into(),
            ))
        }
    };
    let envy = raw
        .envy
        .as_ref()
        .map(|e| amount(e, &field("envy")))
        .transpose()?;
    Ok(Tier {
        name: raw.name.get_ref().clone(),
        pattern: Pattern { cards, conditions },
        pays,
        envy,
    })
}

/// Outcomes a main paytable must price, by bet and game.
fn needed_pays(games: &[Game], bet: Bet) -> &'static [&'static str] {
    match (games.first(), bet) {
        (_, Bet::Tie) => &["tie"],
        (Some(Game::Lucky9), _) => &["win", "lucky-nine"],
        (Some(Game::Blackjack | Game::Stadium), _) => &["win", "insurance"],
        (None, _) => &[],
    }
}

fn parse_fraction(s: &str) -> Option<(u32, u32)> {
    let (a, b) = s.split_once('/')?;
    let a = a.trim().parse().ok()?;
    let b = b.trim().parse().ok().filter(|b: &u32| *b > 0)?;
    Some((a, b))
}

pub(crate) fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    let shape = b.len() == 10
        && b.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            _ => c.is_ascii_digit(),
        });
    let num = |r: std::ops::Range<usize>| s.get(r).and_then(|t| t.parse::<u32>().ok());
    let (Some(y), Some(m), Some(d)) = (num(0..4), num(5..7), num(8..10)) else {
        return false;
    };
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let days = match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => 0,
    };
    shape && (1..=days).contains(&d)
}

/// First 12 hex digits of the SHA-256 of `canonical`.
pub fn fingerprint(canonical: &str) -> String {
    let digest = Sha256::digest(canonical.as_bytes());
    digest.iter().take(6).fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// A table's house rules: options, and optionally a declared suit, a currency and
/// paytable choices. The round's own tables override it key by key.
#[derive(Debug, Clone, PartialEq)]
pub struct HouseRules {
    /// Its id, named by `house_rules` in a round file.
    pub id: String,
    /// A name for people.
    pub name: String,
    /// The game it is for.
    pub game: Game,
    /// Option key, value and the line it is on.
    pub options: Vec<(String, OptionValue, usize)>,
    /// The declared suit for progressives (R4.3).
    pub declared_suit: Option<Suit>,
    /// The table's currency.
    pub currency: Option<Currency>,
    /// Paytable ids by bet.
    pub paytables: BTreeMap<Bet, String>,
    /// The file it came from.
    pub source: String,
    /// The file's text, embedded in slips.
    pub text: std::sync::Arc<str>,
}

impl HouseRules {
    /// Reads and checks a house-rules file.
    pub fn from_raw(file: &str, source: &str, raw: RawHouseRules) -> Result<HouseRules, FileError> {
        let err = |span: std::ops::Range<usize>, field: &str, msg: String| {
            FileError::at(file, source, Some(span), field, msg)
        };
        let game: Game = raw
            .game
            .get_ref()
            .parse()
            .map_err(|e| err(raw.game.span(), "game", e))?;
        let mut check = HouseOptions::defaults(game);
        let mut options = Vec::new();
        for (k, v) in &raw.house {
            let value = OptionValue::from_toml(v.get_ref());
            check
                .set(k, &value)
                .map_err(|e| err(v.span(), &format!("house.{k}"), e))?;
            options.push((
                k.clone(),
                value,
                crate::error::line_of(source, v.span().start),
            ));
        }
        let declared_suit = raw
            .declared_suit
            .as_ref()
            .map(|s| {
                s.get_ref()
                    .parse::<Suit>()
                    .map_err(|e| err(s.span(), "declared_suit", e))
            })
            .transpose()?;
        let currency = raw
            .currency
            .as_ref()
            .map(|c| {
                c.get_ref()
                    .parse::<Currency>()
                    .map_err(|e| err(c.span(), "currency", e))
            })
            .transpose()?;
        let mut paytables = BTreeMap::new();
        for (k, v) in raw.paytables.iter().flatten() {
            let bet: Bet = k
                .parse()
                .map_err(|e| err(v.span(), &format!("paytables.{k}"), e))?;
            if !game.offers(bet) {
                return Err(err(
                    v.span(),
                    &format!("paytables.{k}"),
                    format!("{} does not offer \"{bet}\"", game.title()),
                ));
            }
            paytables.insert(bet, v.get_ref().clone());
        }
        Ok(HouseRules {
            id: raw.id.get_ref().clone(),
            name: raw.name.get_ref().clone(),
            game,
            options,
            declared_suit,
            currency,
            paytables,
            source: file.to_string(),
            text: source.into(),
        })
    }
}

/// What one file in a paytable folder holds.
#[derive(Debug, Clone)]
pub enum TableFile {
    /// A paytable.
    Paytable(Box<Paytable>),
    /// A house-rules file.
    HouseRules(HouseRules),
}

/// Reads one paytable or house-rules file (a file with a `[house]` table is house rules).
pub fn load_file(file: &str, source: &str) -> Result<TableFile, FileError> {
    let probe: toml::Table =
        toml::from_str(source).map_err(|e| FileError::from_toml(file, source, &e))?;
    if probe.contains_key("house") {
        let raw: RawHouseRules =
            toml::from_str(source).map_err(|e| FileError::from_toml(file, source, &e))?;
        HouseRules::from_raw(file, source, raw).map(TableFile::HouseRules)
    } else {
        let raw: RawPaytable =
            toml::from_str(source).map_err(|e| FileError::from_toml(file, source, &e))?;
        Paytable::from_raw(file, source, raw).map(|p| TableFile::Paytable(Box::new(p)))
    }
}

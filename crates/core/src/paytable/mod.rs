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
//!
//! What a paytable pays, by kind, is `payouts.rs`; its file as written `raw.rs`; the
//! reader's steps `read.rs` and `tier.rs`; a side bet's definition `definition.rs`; a
//! house-rules file `house_rules.rs`. This file holds the validated [`Paytable`] itself.

pub(crate) mod definition;
pub(crate) mod house_rules;
pub(crate) mod payouts;
pub(crate) mod raw;
mod read;
mod tier;

use std::fmt::Write as _;

use sha2::{Digest, Sha256};

use crate::bet::{Bet, Game};
use crate::error::FileError;
use crate::money::{Convention, Currency, Money, Odds};

pub(crate) use definition::SideBetDef;
pub(crate) use house_rules::HouseRules;
pub(crate) use payouts::{LuckyBreakTable, Pay, Payouts, Tier};
use raw::{RawHouseRules, RawPaytable};
use read::{Reader, Terms};

/// A validated paytable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paytable {
    /// Fixed id, e.g. `lucky9-bonus`.
    pub id: String,
    /// Name as posted.
    pub name: String,
    /// Its name in other languages (`[names]`); not covered by the fingerprint.
    pub names: pitpay_language::Names,
    /// The games it serves.
    pub games: Vec<Game>,
    /// The game it is shown, signed and analysed under when no round names one: the
    /// first it serves.
    pub home_game: Game,
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
    /// The increment in other languages (`increment_names`); not covered by the
    /// fingerprint.
    pub increment_names: pitpay_language::Names,
    /// The note in other languages (`note_names`); not covered by the fingerprint.
    pub note_names: pitpay_language::Names,
    /// What it pays.
    pub payouts: Payouts,
    /// First 12 hex digits of the SHA-256 of the canonical content.
    pub fingerprint: String,
    /// The file it came from.
    pub source: String,
    /// The file's text, embedded in slips so they can be re-settled anywhere.
    pub text: std::sync::Arc<str>,
    /// The side bet this file defines (`[side_bet]`), as written.
    pub defines: Option<SideBetDef>,
    /// The definition of its side bet in force, joined by the catalog from this file
    /// or another; `None` for the bets the program settles itself.
    pub side_bet: Option<std::sync::Arc<SideBetDef>>,
    /// The title of the bet its side bet requires besides itself (`requires`: Super 3
    /// needs TriLux, R4.6), joined by the catalog so that the sign can name it.
    pub required_title: Option<String>,
}

/// The warning every settlement, screen, slip and sign shows for an unverified paytable (R5).
pub(crate) const UNVERIFIED_WARNING: &str = "unverified paytable: confirm against the posted sign";

impl Paytable {
    /// The odds a `main` paytable lists for an outcome.
    pub(crate) fn main_odds(&self, outcome: &str) -> Option<Odds> {
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

    /// Whether its tiers read the dealer's final hand (`cards = "dealer-final"`): a
    /// round wagering it must show the dealer's hand completed (R3.3).
    pub fn reads_dealer_hand(&self) -> bool {
        self.tiers()
            .iter()
            .any(|t| t.pattern.cards == crate::pattern::CardsUsed::DealerFinal)
    }

    /// The name people use for its bet: the side bet's title, else the program's own.
    pub fn bet_title(&self) -> String {
        match (&self.side_bet, self.bet.code_title()) {
            (Some(def), _) => def.title.clone(),
            (None, Some(title)) => title.to_string(),
            (None, None) => self.bet.id().to_string(),
        }
    }

    /// [`Paytable::bet_title`] inside a sentence: a side bet's title in the reader's
    /// language where its file's `[side_bet.names]` give one.
    pub(crate) fn bet_named(&self) -> pitpay_language::Arg {
        match &self.side_bet {
            Some(def) => pitpay_language::Arg::named(&def.title, &def.names),
            None => self.bet_title().into(),
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
    pub(crate) fn canonical(&self) -> String {
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
        let _ = writeln!(s, "currency={:?}", self.currency.map(Currency::id));
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
                        t.pattern.cards.id(),
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

    /// Reads and checks a paytable file: a pipeline of named steps (`read`), each
    /// naming the file, line and field of a mistake.
    pub(crate) fn from_raw(
        file: &str,
        source: &str,
        raw: RawPaytable,
    ) -> Result<Paytable, FileError> {
        let r = Reader {
            file,
            source,
            raw: &raw,
        };
        let id = r.id()?;
        let name = r.name()?;
        let names = crate::translated::read(file, source, raw.names.as_ref(), "names")?;
        let games = r.games()?;
        let home_game = r.home_game(&games)?;
        let bet = r.bet(&games)?;
        let kind = r.kind(bet)?;
        let defines = r.side_bet(bet, &games)?.map(|d| SideBetDef {
            paytable: id.clone(),
            ..d
        });
        let effective = r.effective()?;
        let decks = r.decks()?;
        let currency = r.currency()?;
        let stakes = r.stakes(currency, bet)?;
        let terms = Terms {
            reader: &r,
            currency,
            convention: r.convention()?,
        };
        let payouts = r.payouts(kind, terms, &games, bet, &stakes)?;
        let mut table = Paytable {
            id,
            name,
            names,
            games,
            home_game,
            bet,
            version: raw.version.get_ref().clone(),
            effective,
            decks,
            min: stakes.min,
            max: stakes.max,
            fixed_stake: stakes.fixed_stake,
            convention: terms.convention,
            currency,
            verified: raw.verified,
            reseed: stakes.reseed,
            increment: raw.increment.clone(),
            note: raw.note.clone(),
            increment_names: translations(
                file,
                source,
                &raw.increment,
                &raw.increment_names,
                "increment",
            )?,
            note_names: translations(file, source, &raw.note, &raw.note_names, "note")?,
            payouts,
            fingerprint: String::new(),
            source: file.to_string(),
            text: source.into(),
            defines,
            side_bet: None,
            required_title: None,
        };
        table.fingerprint = fingerprint(&table.canonical());
        Ok(table)
    }
}

/// First 12 hex digits of the SHA-256 of `canonical`.
pub(crate) fn fingerprint(canonical: &str) -> String {
    let digest = Sha256::digest(canonical.as_bytes());
    digest.iter().take(6).fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// What one file in a paytable folder holds.
#[derive(Debug, Clone)]
pub enum TableFile {
    /// A paytable.
    Paytable(Box<Paytable>),
    /// A house-rules file.
    HouseRules(HouseRules),
}

/// A sign's text in other languages (`increment_names`, `note_names`), refused when
/// the file gives no English text (`key`) for it to translate.
fn translations(
    file: &str,
    source: &str,
    english: &Option<String>,
    raw: &Option<crate::translated::RawNames>,
    key: &str,
) -> Result<pitpay_language::Names, FileError> {
    let field = format!("{key}_names");
    if let (None, Some(names)) = (english, raw) {
        let message = pitpay_language::sentence!("file-names-without-text", key = key);
        return Err(FileError::at(
            file,
            source,
            Some(names.span()),
            field,
            message,
        ));
    }
    crate::translated::read(file, source, raw.as_ref(), &field)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-tier Lucky 9 Bonus paytable (ROUND-FILE.md "Paytables and house-rules files").
    const GOOD: &str = "id = \"test-bonus\"\nname = \"Test Bonus\"\ngame = \"lucky9\"\nbet = \"bonus9\"\nkind = \"pattern\"\nversion = \"1\"\neffective = \"2026-11-01\"\ndecks = [8, 6]\nmin = \"1\"\nmax = \"1,000\"\nconvention = \"to\"\nverified = true\ncards = \"first-two+up\"\n\n[[tier]]\nname = \"Any Total 9\"\nwhen = [\"total 9\"]\nodds = \"5 to 1\"\n";

    fn read(text: &str) -> Result<Paytable, FileError> {
        match load_file("test.toml", text)? {
            TableFile::Paytable(p) => Ok(*p),
            TableFile::HouseRules(_) => panic!("read as house rules"),
        }
    }

    #[test]
    fn a_pattern_paytable_reads_into_every_part() {
        let p = read(GOOD).unwrap();
        assert_eq!(
            (p.id.as_str(), p.bet, p.games.as_slice()),
            (
                "test-bonus",
                "bonus9".parse::<Bet>().unwrap(),
                &[Game::Lucky9][..]
            )
        );
        assert_eq!(p.decks, [6, 8], "ascending");
        assert_eq!(
            (p.min, p.max),
            (Money::from_cents(100), Money::from_cents(100_000))
        );
        assert_eq!(p.tiers().len(), 1);
        assert_eq!(p.fingerprint.len(), 12);
    }

    /// The reader's order decides which of several mistakes is reported: the header
    /// before the money, the money before the tiers.
    #[test]
    fn r1_3_mistakes_are_reported_in_the_order_the_file_is_read() {
        let two = |a: (&str, &str), b: (&str, &str)| {
            read(&GOOD.replacen(a.0, a.1, 1).replacen(b.0, b.1, 1)).unwrap_err()
        };
        let e = two(
            ("kind = \"pattern\"", "kind = \"main\""),
            ("min = \"1\"", "min = \"x\""),
        );
        assert_eq!((e.field.as_str(), e.line), ("kind", Some(5)), "{e}");
        let e = two(("min = \"1\"", "min = \"2,000\""), ("5 to 1", "5 for 1"));
        assert_eq!((e.field.as_str(), e.line), ("max", Some(10)), "{e}");
        let e = two(("5 to 1", "5 for 1"), ("total 9", "total 99"));
        assert_eq!(
            (e.field.as_str(), e.line),
            ("tier[1].when", Some(17)),
            "{e}"
        );
    }

    #[test]
    fn the_effective_date_is_a_calendar_date() {
        let e = read(&GOOD.replace("2026-11-01", "2026-02-30")).unwrap_err();
        assert_eq!(e.field, "effective");
        assert_eq!(e.message, "\"2026-02-30\" is not a date (YYYY-MM-DD)");
    }
}

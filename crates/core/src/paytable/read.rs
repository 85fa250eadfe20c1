//! The paytable reader's steps, in the order `Paytable::from_raw` runs them:
//! the header (id, games, bet and kind, effective date, decks), the money (currency,
//! stake limits R1.3, reseed R4.3, convention R1.4), then the payouts of its kind: a
//! main table's `[pays]`, Lucky Break's base and multiplier (R6.5), or pattern tiers
//! ([`super::tier`], R1.6).
//!
//! Every step names the file, line and field of a mistake; the order decides which of
//! several mistakes is reported, so it is kept.

use std::collections::BTreeMap;
use std::ops::Range;

use toml::Spanned;

use pitpay_language::{sentence, Sentence};

use crate::bet::{Bet, Game};
use crate::date::Date;
use crate::error::FileError;
use crate::money::{Convention, Currency, Money, Odds};
use crate::spec::spec;
use crate::written::WrittenAmount;

use super::payouts::{LuckyBreakTable, Payouts};
use super::raw::{RawGames, RawPaytable};

/// A paytable file being read.
pub(super) struct Reader<'a> {
    pub file: &'a str,
    pub source: &'a str,
    pub raw: &'a RawPaytable,
}

/// What a paytable accepts as a stake (R1.3) and its progressive meter's reseed (R4.3).
pub(super) struct Stakes {
    pub min: Money,
    pub max: Money,
    pub fixed_stake: Option<Money>,
    pub reseed: Option<Money>,
}

/// How the paytable writes money and odds: what its amounts and odds are read against.
#[derive(Clone, Copy)]
pub(super) struct Terms<'a> {
    pub reader: &'a Reader<'a>,
    /// The paytable's own currency, when it names one.
    pub currency: Option<Currency>,
    /// `to` or `for`, for every line (R1.4).
    pub convention: Convention,
}

impl Reader<'_> {
    /// A problem with `field` at `span`.
    pub(super) fn err(
        &self,
        span: Range<usize>,
        field: &str,
        message: impl Into<Sentence>,
    ) -> FileError {
        FileError::at(self.file, self.source, Some(span), field, message)
    }

    /// `id`: one word.
    pub(super) fn id(&self) -> Result<String, FileError> {
        let id = self.raw.id.get_ref().trim().to_string();
        if id.is_empty() || id.contains(char::is_whitespace) {
            let message = sentence!("file-id-one-word", example = "lucky9-bonus");
            return Err(self.err(self.raw.id.span(), "id", message));
        }
        crate::label::check(crate::label::Label::Id, &id)
            .map_err(|m| self.err(self.raw.id.span(), "id", m.of_key("id")))?;
        Ok(id)
    }

    /// `name`: one line, at most 100 characters.
    pub(super) fn name(&self) -> Result<String, FileError> {
        let name = self.raw.name.get_ref();
        crate::label::check(crate::label::Label::Title, name)
            .map_err(|m| self.err(self.raw.name.span(), "name", m.of_key("name")))?;
        Ok(name.clone())
    }

    /// `game`: one game id or several.
    pub(super) fn games(&self) -> Result<Vec<Game>, FileError> {
        let g = &self.raw.game;
        let names = match g.get_ref() {
            RawGames::One(one) => std::slice::from_ref(one),
            RawGames::Many(many) => many.as_slice(),
        };
        if names.is_empty() {
            return Err(self.err(g.span(), "game", sentence!("file-names-no-game")));
        }
        names
            .iter()
            .map(|n| n.parse::<Game>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| self.err(g.span(), "game", e))
    }

    /// The first game of `game`, which names at least one.
    pub(super) fn home_game(&self, games: &[Game]) -> Result<Game, FileError> {
        let names_none = || {
            self.err(
                self.raw.game.span(),
                "game",
                sentence!("file-names-no-game"),
            )
        };
        games.first().copied().ok_or_else(names_none)
    }

    /// `bet`: a bet the program settles itself that every game of the paytable offers
    /// (insurance is refused: it is paid from the main paytable), or a side bet's id.
    /// Whether a side bet is defined for the games is the catalog's to check.
    pub(super) fn bet(&self, games: &[Game]) -> Result<Bet, FileError> {
        let b = &self.raw.bet;
        let bet: Bet = b
            .get_ref()
            .trim()
            .parse()
            .map_err(|e| self.err(b.span(), "bet", e))?;
        if bet == Bet::Insurance {
            let message = sentence!("file-insurance-from-main");
            return Err(self.err(b.span(), "bet", message));
        }
        if bet.side().is_none() {
            if let Some(g) = games.iter().find(|g| !spec(**g).offers_code_bet(bet)) {
                let message =
                    sentence!("file-game-lacks-bet", game = g.id(), bet = bet.to_string());
                return Err(self.err(b.span(), "bet", message));
            }
        }
        Ok(bet)
    }

    /// `kind`: the one the bet needs (`main`, `lucky-break` or `pattern`).
    pub(super) fn kind(&self, bet: Bet) -> Result<&'static str, FileError> {
        let expected = match bet {
            Bet::Main | Bet::Tie | Bet::Insurance => "main",
            Bet::LuckyBreak => "lucky-break",
            Bet::Side(_) => "pattern",
        };
        let k = &self.raw.kind;
        if k.get_ref() != expected {
            let message = sentence!(
                "file-wrong-kind",
                bet = bet.to_string(),
                expected = expected,
                kind = k.get_ref()
            );
            return Err(self.err(k.span(), "kind", message));
        }
        Ok(expected)
    }

    /// `effective`: a calendar date.
    pub(super) fn effective(&self) -> Result<String, FileError> {
        let e = &self.raw.effective;
        e.get_ref()
            .parse::<Date>()
            .map_err(|m| self.err(e.span(), "effective", m))?;
        Ok(e.get_ref().clone())
    }

    /// `decks`: deck counts 1 to 8, ascending, each once.
    pub(super) fn decks(&self) -> Result<Vec<u8>, FileError> {
        let d = &self.raw.decks;
        let mut decks = Vec::new();
        for n in d.get_ref() {
            match u8::try_from(*n) {
                Ok(n @ 1..=8) => decks.push(n),
                _ => {
                    let message = sentence!("file-not-a-deck-count", n = n.to_string());
                    return Err(self.err(d.span(), "decks", message));
                }
            }
        }
        decks.sort_unstable();
        decks.dedup();
        if decks.is_empty() {
            return Err(self.err(d.span(), "decks", sentence!("file-no-deck-count")));
        }
        Ok(decks)
    }

    /// `currency`, when the paytable names one.
    pub(super) fn currency(&self) -> Result<Option<Currency>, FileError> {
        self.raw
            .currency
            .as_ref()
            .map(|c| {
                c.get_ref()
                    .parse::<Currency>()
                    .map_err(|e| self.err(c.span(), "currency", e))
            })
            .transpose()
    }

    /// `convention`: `to` or `for` (R1.4).
    pub(super) fn convention(&self) -> Result<Convention, FileError> {
        let c = &self.raw.convention;
        c.get_ref()
            .parse()
            .map_err(|e| self.err(c.span(), "convention", e))
    }

    /// `min`, `max`, `fixed_stake` and `reseed` (R1.3, R4.3): the fixed stake within the
    /// limits, and a progressive has both a fixed stake and a reseed.
    pub(super) fn stakes(&self, currency: Option<Currency>, bet: Bet) -> Result<Stakes, FileError> {
        let raw = self.raw;
        let amount = |a: &Spanned<WrittenAmount>, field: &str| self.amount(a, field, currency);
        let min = amount(&raw.min, "min")?;
        let max = amount(&raw.max, "max")?;
        if min > max {
            let message = sentence!(
                "file-max-below-min",
                max = max.to_string(),
                min = min.to_string()
            );
            return Err(self.err(raw.max.span(), "max", message));
        }
        let fixed_stake = match &raw.fixed_stake {
            Some(f) => {
                let fixed = amount(f, "fixed_stake")?;
                if fixed < min || fixed > max {
                    let message = sentence!(
                        "file-fixed-stake-outside",
                        fixed = fixed.to_string(),
                        min = min.to_string(),
                        max = max.to_string()
                    );
                    return Err(self.err(f.span(), "fixed_stake", message));
                }
                Some(fixed)
            }
            None => None,
        };
        let reseed = raw.reseed.as_ref().map(|r| amount(r, "reseed"));
        let reseed = reseed.transpose()?;
        if let (Some(r), false) = (&raw.reseed, bet.is_progressive()) {
            let message = sentence!(
                "file-reseed-without-meter",
                first = crate::bet::PROGRESSIVE_21_3,
                second = crate::bet::SUITED_OR_BOOTED,
                bet = bet.to_string()
            );
            return Err(self.err(r.span(), "reseed", message));
        }
        if bet.is_progressive() {
            if fixed_stake.is_none() {
                let message = sentence!("file-progressive-fixed-stake");
                return Err(self.err(raw.bet.span(), "fixed_stake", message));
            }
            if reseed.is_none() {
                let message = sentence!("file-progressive-reseed");
                return Err(self.err(raw.bet.span(), "reseed", message));
            }
        }
        Ok(Stakes {
            min,
            max,
            fixed_stake,
            reseed,
        })
    }

    /// The payouts of the paytable's kind.
    pub(super) fn payouts(
        &self,
        kind: &str,
        terms: Terms<'_>,
        games: &[Game],
        bet: Bet,
        stakes: &Stakes,
    ) -> Result<Payouts, FileError> {
        match kind {
            "main" => self.main_payouts(terms, games, bet),
            "lucky-break" => self.lucky_break().map(Payouts::LuckyBreak),
            _ => self.pattern(terms, stakes, games),
        }
    }

    /// A main paytable's `[pays]` by outcome, with the outcomes its game must price,
    /// and the insurance limit.
    fn main_payouts(
        &self,
        terms: Terms<'_>,
        games: &[Game],
        bet: Bet,
    ) -> Result<Payouts, FileError> {
        let raw = self.raw;
        let Some(pays) = &raw.pays else {
            let message = sentence!("file-main-needs-pays");
            return Err(self.err(raw.kind.span(), "pays", message));
        };
        let mut out = BTreeMap::new();
        for (k, v) in pays {
            out.insert(k.clone(), terms.odds(v, &format!("pays.{k}"))?);
        }
        for needed in needed_pays(games, bet) {
            if !out.contains_key(needed) {
                let message = sentence!(
                    "file-main-must-price",
                    bet = bet.to_string(),
                    needed = needed
                );
                return Err(self.err(raw.kind.span(), &format!("pays.{needed}"), message));
            }
        }
        let insurance_max = match &raw.insurance_max {
            Some(s) => Some(parse_fraction(s.get_ref()).ok_or_else(|| {
                let message = sentence!("file-not-a-fraction", text = s.get_ref());
                self.err(s.span(), "insurance_max", message)
            })?),
            None => None,
        };
        Ok(Payouts::Main {
            pays: out,
            insurance_max,
        })
    }

    /// Lucky Break's base pay for dealer busts 22 to 26 and its multiplier rows (R6.5).
    fn lucky_break(&self) -> Result<LuckyBreakTable, FileError> {
        let raw = self.raw;
        let (Some(base), Some(mult)) = (&raw.base, &raw.multiplier) else {
            let message = sentence!("file-lucky-break-tables");
            return Err(self.err(raw.kind.span(), "base", message));
        };
        let mut b = [0u32; 5];
        for (slot, total) in b.iter_mut().zip(22..=26) {
            *slot = *base.get_ref().get(&total.to_string()).ok_or_else(|| {
                let message = sentence!("file-base-missing", total = total);
                self.err(base.span(), &format!("base.{total}"), message)
            })?;
        }
        let rows = ["22", "23", "24", "25", "26"];
        if let Some(k) = base.get_ref().keys().find(|k| !rows.contains(&k.as_str())) {
            let message = sentence!("file-base-rows");
            return Err(self.err(base.span(), &format!("base.{k}"), message));
        }
        let rows = ["five-plus", "four", "three", "unsuited"];
        if let Some(k) = mult.get_ref().keys().find(|k| !rows.contains(&k.as_str())) {
            let message = sentence!("file-not-a-multiplier-row");
            return Err(self.err(mult.span(), &format!("multiplier.{k}"), message));
        }
        let m = |k: &str| -> Result<u32, FileError> {
            mult.get_ref().get(k).copied().ok_or_else(|| {
                let message = sentence!("file-multiplier-missing");
                self.err(mult.span(), &format!("multiplier.{k}"), message)
            })
        };
        Ok(LuckyBreakTable {
            base: b,
            five_plus: m("five-plus")?,
            four: m("four")?,
            three: m("three")?,
            unsuited: m("unsuited")?,
        })
    }
}

impl Reader<'_> {
    /// An amount. Without a symbol it is in the paytable's currency (else the round's);
    /// a symbol must agree with the paytable's own currency when it names one.
    fn amount(
        &self,
        a: &Spanned<WrittenAmount>,
        field: &str,
        currency: Option<Currency>,
    ) -> Result<Money, FileError> {
        let currency = currency
            .or(a.get_ref().symbol_currency())
            .unwrap_or_default();
        a.get_ref()
            .resolve(currency, false)
            .map_err(|e| self.err(a.span(), field, e))
    }
}

impl Terms<'_> {
    /// An amount in the paytable's terms ([`Reader::amount`]).
    pub(super) fn amount(
        &self,
        a: &Spanned<WrittenAmount>,
        field: &str,
    ) -> Result<Money, FileError> {
        self.reader.amount(a, field, self.currency)
    }

    /// Odds, in the paytable's convention (R1.4).
    pub(super) fn odds(&self, s: &Spanned<String>, field: &str) -> Result<Odds, FileError> {
        let r = self.reader;
        let o: Odds = s.get_ref().parse().map_err(|e| r.err(s.span(), field, e))?;
        if o.convention != self.convention {
            let message = sentence!(
                "file-odds-convention",
                odds = o.to_string(),
                convention = o.convention.word(),
                table = self.convention.word()
            );
            return Err(r.err(s.span(), field, message));
        }
        Ok(o)
    }
}

/// Outcomes a main paytable must price: the Tie its one line; a main wager its win and
/// what each game it serves names beside it (the game's registry entry).
fn needed_pays(games: &[Game], bet: Bet) -> Vec<&'static str> {
    if bet == Bet::Tie {
        return vec!["tie"];
    }
    let mut out = Vec::new();
    for game in games {
        for pay in std::iter::once(&"win").chain(spec(*game).main_pays) {
            if !out.contains(pay) {
                out.push(*pay);
            }
        }
    }
    out
}

fn parse_fraction(s: &str) -> Option<(u32, u32)> {
    let (a, b) = s.split_once('/')?;
    let a = a.trim().parse().ok()?;
    let b = b.trim().parse().ok().filter(|b: &u32| *b > 0)?;
    Some((a, b))
}

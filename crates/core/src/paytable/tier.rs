//! One `[[tier]]` of a pattern paytable read into a [`Tier`]: which cards it looks at,
//! its conditions in the card-pattern vocabulary ([`crate::pattern`]), what it pays
//! (odds in the table's convention R1.4, a fixed amount, or a percentage of the meter
//! R4.3) and an optional envy bonus (R4.5).

use toml::Spanned;

use pitpay_language::{sentence, Sentence};

use crate::error::FileError;
use crate::money::Convention;
use crate::pattern::{CardsUsed, Condition, Pattern};
use crate::spec::spec;

use super::payouts::{Pay, Payouts, Tier};
use super::raw::RawTier;
use super::read::{Reader, Stakes, Terms};

impl Reader<'_> {
    /// A pattern paytable's tiers, highest first (R1.6), read by [`read_tier`].
    pub(super) fn pattern(
        &self,
        terms: Terms<'_>,
        stakes: &Stakes,
        games: &[crate::bet::Game],
    ) -> Result<Payouts, FileError> {
        let raw = self.raw;
        let default_cards = raw
            .cards
            .as_ref()
            .map(|c| {
                c.get_ref()
                    .parse::<CardsUsed>()
                    .map_err(|e| self.err(c.span(), "cards", e))
            })
            .transpose()?;
        let tiers = raw.tier.as_deref().unwrap_or_default();
        if tiers.is_empty() {
            let message = sentence!("file-pattern-needs-tier");
            return Err(self.err(raw.kind.span(), "tier", message));
        }
        let mut out = Vec::new();
        for (i, t) in tiers.iter().enumerate() {
            out.push(read_tier(t, i, default_cards, terms, stakes)?);
        }
        self.dealer_at_hand(&out, tiers, games)?;
        Ok(Payouts::Pattern(out))
    }

    /// What a paytable's tiers read of the dealer must be at hand in its games. A tier
    /// on the dealer's final hand needs a game that plays one dealer hand out for the
    /// table (blackjack, R3.3), and then every tier reads that hand (one bet,
    /// one thing it watches). `dealer-blackjack` beside the player's cards needs the hole
    /// card, which only blackjack deals face down and turns over; its tiers, and so every
    /// tier of the paytable, read the player's first two cards (how the analysis counts
    /// the dealer's two cards).
    fn dealer_at_hand(
        &self,
        read: &[Tier],
        raw: &[Spanned<RawTier>],
        games: &[crate::bet::Game],
    ) -> Result<(), FileError> {
        let when = |at: usize| {
            let span = raw.get(at).map_or(0..0, |t| t.get_ref().when.span());
            (span, format!("tier[{}].when", at + 1))
        };
        let on_dealer = |t: &Tier| t.pattern.cards == CardsUsed::DealerFinal;
        if let Some(at) = read.iter().position(on_dealer) {
            let (span, field) = when(at);
            if let Some(g) = games.iter().find(|g| !spec(**g).table_dealer_hand) {
                let message = sentence!("file-dealer-final-not-dealt", game = g.id());
                return Err(self.err(span, &field, message));
            }
            if let Some(other) = read.iter().position(|t| !on_dealer(t)) {
                let (span, field) = when(other);
                let message = sentence!("file-dealer-final-every-tier");
                return Err(self.err(span, &field, message));
            }
            return Ok(());
        }
        let uses = |t: &Tier| {
            t.pattern
                .conditions
                .iter()
                .any(Condition::uses_dealer_blackjack)
        };
        let Some(at) = read.iter().position(uses) else {
            return Ok(());
        };
        let (span, field) = when(at);
        let no_table_blackjack = |g: &&crate::bet::Game| !spec(**g).table_dealer_blackjack;
        if let Some(g) = games.iter().find(no_table_blackjack) {
            let message = sentence!("file-dealer-blackjack-no-hole-card", game = g.id());
            return Err(self.err(span, &field, message));
        }
        if read.iter().any(|t| t.pattern.cards != CardsUsed::FirstTwo) {
            let message = sentence!("file-dealer-blackjack-first-two");
            return Err(self.err(span, &field, message));
        }
        Ok(())
    }
}

/// Reads tier `i` (0-based; errors name it `tier[i+1]`).
pub(super) fn read_tier(
    t: &Spanned<RawTier>,
    i: usize,
    default_cards: Option<CardsUsed>,
    terms: Terms<'_>,
    stakes: &Stakes,
) -> Result<Tier, FileError> {
    let tier = TierReader { t, i, terms };
    let cards = tier.cards(default_cards)?;
    let conditions = tier.conditions(cards)?;
    let pays = tier.pays(stakes)?;
    let raw = t.get_ref();
    let envy = raw.envy.as_ref();
    let envy = envy.map(|e| terms.amount(e, &tier.field("envy")));
    let reader = terms.reader;
    let names = raw.names.as_ref();
    let names = crate::translated::read(reader.file, reader.source, names, &tier.field("names"))?;
    Ok(Tier {
        name: raw.name.get_ref().clone(),
        names,
        pattern: Pattern { cards, conditions },
        pays,
        envy: envy.transpose()?,
    })
}

struct TierReader<'a> {
    t: &'a Spanned<RawTier>,
    i: usize,
    terms: Terms<'a>,
}

impl TierReader<'_> {
    /// `tier[2].odds`.
    fn field(&self, f: &str) -> String {
        format!("tier[{}].{f}", self.i + 1)
    }

    fn err(
        &self,
        span: std::ops::Range<usize>,
        f: &str,
        message: impl Into<Sentence>,
    ) -> FileError {
        self.terms.reader.err(span, &self.field(f), message)
    }

    /// The tier's own `cards`, else the paytable's.
    fn cards(&self, default: Option<CardsUsed>) -> Result<CardsUsed, FileError> {
        match &self.t.get_ref().cards {
            Some(c) => c
                .get_ref()
                .parse::<CardsUsed>()
                .map_err(|e| self.err(c.span(), "cards", e)),
            None => default.ok_or_else(|| {
                let message = sentence!("file-tier-cards");
                self.err(self.t.span(), "cards", message)
            }),
        }
    }

    /// `when`: at least one condition, each one a tier on `cards` can read (a dealer
    /// condition only on the dealer's final hand, an up-card match only beside the up
    /// card).
    fn conditions(&self, cards: CardsUsed) -> Result<Vec<Condition>, FileError> {
        let when = &self.t.get_ref().when;
        let mut conditions = Vec::new();
        for w in when.get_ref() {
            let condition = Condition::read(w.get_ref()).and_then(|c| c.fits(cards).map(|()| c));
            conditions.push(condition.map_err(|e| self.err(w.span(), "when", Sentence::from(&e)))?);
        }
        if conditions.is_empty() {
            let message = sentence!("file-tier-needs-condition");
            return Err(self.err(when.span(), "when", message));
        }
        Ok(conditions)
    }

    /// Exactly one of `odds`, `amount` and `meter`.
    fn pays(&self, stakes: &Stakes) -> Result<Pay, FileError> {
        let raw = self.t.get_ref();
        match (&raw.odds, &raw.amount, &raw.meter) {
            (Some(o), None, None) => Ok(Pay::Odds(self.terms.odds(o, &self.field("odds"))?)),
            (None, Some(a), None) => {
                let terms = self.terms;
                if terms.currency.is_none()
                    && terms.convention == Convention::For
                    && stakes.fixed_stake.is_none()
                {
                    let message = sentence!("file-amount-needs-currency");
                    return Err(self.err(a.span(), "amount", message));
                }
                Ok(Pay::Amount(terms.amount(a, &self.field("amount"))?))
            }
            (None, None, Some(m)) => self.meter_percent(m, stakes),
            _ => {
                let message = sentence!("file-tier-pays-one");
                Err(self.err(self.t.span(), "odds", message))
            }
        }
    }

    /// `meter = "10%"`: 1% to 100% of the meter, on a paytable with a reseed (R4.3).
    fn meter_percent(&self, m: &Spanned<String>, stakes: &Stakes) -> Result<Pay, FileError> {
        let pct = m
            .get_ref()
            .strip_suffix('%')
            .and_then(|p| p.trim().parse::<u32>().ok())
            .filter(|p| (1..=100).contains(p))
            .ok_or_else(|| {
                let message = sentence!("file-not-a-meter-percent", text = m.get_ref());
                self.err(m.span(), "meter", message)
            })?;
        if stakes.reseed.is_none() {
            let message = sentence!("file-meter-needs-reseed");
            return Err(self.err(m.span(), "meter", message));
        }
        Ok(Pay::MeterPercent(pct))
    }
}

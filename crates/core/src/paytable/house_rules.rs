//! House-rules files (ROUND-FILE.md "Paytables and house-rules files"): a table's house
//! options, and optionally its declared suit (R4.3), currency (R1.3), paytable choices
//! and rack. A round names one by id; its own tables override it key by key.

use std::collections::BTreeMap;
use std::ops::Range;

use pitpay_language::{sentence, Sentence};

use crate::bet::{Bet, Game};
use crate::card::Suit;
use crate::error::FileError;
use crate::house::{HouseOptions, OptionValue};
use crate::money::Currency;
use crate::spec::spec;

use super::raw::RawHouseRules;

/// A table's house rules: options, and optionally a declared suit, a currency and
/// paytable choices. The round's own tables override it key by key.
#[derive(Debug, Clone, PartialEq)]
pub struct HouseRules {
    /// Its id, named by `house_rules` in a round file.
    pub id: String,
    /// A name for people.
    pub name: String,
    /// Its name in other languages (`[names]`); not covered by the fingerprint.
    pub names: pitpay_language::Names,
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
    /// The rack (chip float) the table pays from, by id; a round's own `rack` wins.
    pub rack: Option<String>,
    /// The file it came from.
    pub source: String,
    /// The file's text, embedded in slips.
    pub text: std::sync::Arc<str>,
}

/// A house-rules file being read.
struct Reader<'a> {
    file: &'a str,
    source: &'a str,
    raw: &'a RawHouseRules,
}

impl HouseRules {
    /// Reads and checks a house-rules file: game, options (each checked as a round's
    /// `[house]` would be), declared suit, currency, paytable choices.
    pub(crate) fn from_raw(
        file: &str,
        source: &str,
        raw: RawHouseRules,
    ) -> Result<HouseRules, FileError> {
        let r = Reader {
            file,
            source,
            raw: &raw,
        };
        r.labels()?;
        let game = r.game()?;
        let options = r.options(game)?;
        let declared_suit = r.declared_suit()?;
        let currency = r.currency()?;
        let paytables = r.paytables(game)?;
        let rack = r.rack()?;
        Ok(HouseRules {
            id: raw.id.get_ref().clone(),
            name: raw.name.get_ref().clone(),
            names: crate::translated::read(file, source, raw.names.as_ref(), "names")?,
            game,
            options,
            declared_suit,
            currency,
            paytables,
            rack,
            source: file.to_string(),
            text: source.into(),
        })
    }
}

impl Reader<'_> {
    fn err(&self, span: Range<usize>, field: &str, message: impl Into<Sentence>) -> FileError {
        FileError::at(self.file, self.source, Some(span), field, message)
    }

    /// `id` (one word, at most 40 characters) and `name` (one line, at most 100).
    fn labels(&self) -> Result<(), FileError> {
        use crate::label::{check, Label};
        let id = &self.raw.id;
        if id.get_ref().trim().is_empty() || id.get_ref().trim().contains(char::is_whitespace) {
            let message = sentence!("file-id-one-word", example = "lucky9-nines-push");
            return Err(self.err(id.span(), "id", message));
        }
        check(Label::Id, id.get_ref()).map_err(|m| self.err(id.span(), "id", m.of_key("id")))?;
        let name = &self.raw.name;
        check(Label::Title, name.get_ref())
            .map_err(|m| self.err(name.span(), "name", m.of_key("name")))
    }

    fn game(&self) -> Result<Game, FileError> {
        let g = &self.raw.game;
        g.get_ref()
            .parse()
            .map_err(|e| self.err(g.span(), "game", e))
    }

    /// `[house]`: each option checked against the game, kept with its line so that a
    /// round using the file can point at it.
    fn options(&self, game: Game) -> Result<Vec<(String, OptionValue, usize)>, FileError> {
        let mut check = HouseOptions::defaults(game);
        let mut options = Vec::new();
        for (k, v) in &self.raw.house {
            let value = OptionValue::from_toml(v.get_ref());
            check
                .set(k, &value)
                .map_err(|e| self.err(v.span(), &format!("house.{k}"), e))?;
            let line = crate::error::line_of(self.source, v.span().start);
            options.push((k.clone(), value, line));
        }
        Ok(options)
    }

    fn declared_suit(&self) -> Result<Option<Suit>, FileError> {
        let Some(s) = &self.raw.declared_suit else {
            return Ok(None);
        };
        let suit = s.get_ref().parse::<Suit>();
        suit.map(Some)
            .map_err(|e| self.err(s.span(), "declared_suit", e))
    }

    fn currency(&self) -> Result<Option<Currency>, FileError> {
        let Some(c) = &self.raw.currency else {
            return Ok(None);
        };
        let currency = c.get_ref().parse::<Currency>();
        currency
            .map(Some)
            .map_err(|e| self.err(c.span(), "currency", e))
    }

    /// `rack`: a rack id ([`crate::floor::rack::rack_id`]).
    fn rack(&self) -> Result<Option<String>, FileError> {
        let Some(r) = &self.raw.rack else {
            return Ok(None);
        };
        let id = crate::floor::rack::rack_id(r.get_ref());
        id.map(Some).map_err(|e| self.err(r.span(), "rack", e))
    }

    /// `[paytables]`: bets the game offers, by paytable id (checked when a round uses
    /// them: whether a side bet is defined for the game is the catalog's to say).
    fn paytables(&self, game: Game) -> Result<BTreeMap<Bet, String>, FileError> {
        let mut paytables = BTreeMap::new();
        for (k, v) in self.raw.paytables.iter().flatten() {
            let field = format!("paytables.{k}");
            let bet: Bet = k.parse().map_err(|e| self.err(v.span(), &field, e))?;
            if bet.side().is_none() && !spec(game).offers_code_bet(bet) {
                let message = sentence!("file-game-lacks", game = game.id(), bet = bet.to_string());
                return Err(self.err(v.span(), &field, message));
            }
            paytables.insert(bet, v.get_ref().clone());
        }
        Ok(paytables)
    }
}

//! What a card-pattern side bet is, as its paytable file's `[side_bet]` table says
//!: the bet's id (`bet = "…"`), its title, the games the file serves, who may
//! wager it (the player, and for some games a wager placed for the dealer, R7.7), the
//! bet the same party must also have on the spot (Super 3 needs TriLux, R7.8; every
//! other player side bet needs the main wager, R1.7) and the rule a statement cites.
//!
//! The catalog joins each definition to every paytable for that bet, so that the round
//! reader, the engine, the statement, signs, analysis, the app and practice all learn
//! which side bets exist from the files alone.

use toml::Spanned;

use pitpay_language::sentence;

use crate::bet::{Bet, Game, Party, SideBet};
use crate::error::FileError;
use crate::spec::spec;

use super::read::Reader;

/// A side bet's definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideBetDef {
    /// The bet's id.
    pub bet: SideBet,
    /// The name people use: "Royal Match 21".
    pub title: String,
    /// Its title in other languages (`[side_bet.names]`).
    pub names: pitpay_language::Names,
    /// The games the defining file serves.
    pub games: Vec<Game>,
    /// Who may wager it: the player, and where given the dealer (R7.7).
    pub parties: Vec<Party>,
    /// The bet the same party must also wager, if any other than the default (the
    /// main wager for the player, nothing for the dealer).
    pub requires: Option<Bet>,
    /// The rule a statement cites for it. Held for the life of the program (see
    /// `intern_rule`) so that a settled line can cite it as the program's own rules do.
    pub rule: &'static str,
    /// The id of the paytable that defines it: the bet's default paytable.
    pub paytable: String,
    /// The file that defined it.
    pub file: String,
    /// The line of `[side_bet]`, for errors found when the catalog joins definitions.
    pub line: Option<usize>,
    /// The line of `requires`, when given.
    pub requires_line: Option<usize>,
}

impl SideBetDef {
    /// Whether a party may wager the bet.
    pub(crate) fn placed_for(&self, party: Party) -> bool {
        self.parties.contains(&party)
    }

    /// The bet the party must also have on the spot: `requires`, else the player's
    /// main wager for a player and nothing for the dealer (R1.7, R7.7).
    pub fn needs(&self, party: Party) -> Option<Bet> {
        self.requires.or(match party {
            Party::Player => Some(Bet::Main),
            Party::Dealer => None,
        })
    }

    /// The same content, ignoring where it was written: two files that agree define
    /// one bet, two that differ clash.
    pub(crate) fn same_as(&self, other: &SideBetDef) -> bool {
        (&self.title, &self.parties, self.requires, &self.rule)
            == (&other.title, &other.parties, other.requires, &other.rule)
    }
}

impl Reader<'_> {
    /// `[side_bet]`: only on a card-pattern side bet's paytable.
    pub(super) fn side_bet(
        &self,
        bet: Bet,
        games: &[Game],
    ) -> Result<Option<SideBetDef>, FileError> {
        let Some(raw) = &self.raw.side_bet else {
            return Ok(None);
        };
        let Some(side) = bet.side() else {
            let message = sentence!("file-side-bet-settled-by-pitpay", bet = bet.to_string());
            return Err(self.err(raw.span(), "side_bet", message));
        };
        let r = raw.get_ref();
        let title = r.title.get_ref().trim().to_string();
        crate::label::check(crate::label::Label::Title, &title)
            .map_err(|m| self.err(r.title.span(), "side_bet.title", m.of_key("title")))?;
        let names =
            crate::translated::read(self.file, self.source, r.names.as_ref(), "side_bet.names")?;
        let parties = self.parties(r.placed_for.as_ref(), games)?;
        let requires = r
            .requires
            .as_ref()
            .map(|q| self.requires(q, side))
            .transpose()?;
        let rule = match &r.rule {
            Some(rule) => intern_rule(&self.rule(rule)?),
            None => "R1.6",
        };
        let line_of =
            |span: std::ops::Range<usize>| Some(crate::error::line_of(self.source, span.start));
        Ok(Some(SideBetDef {
            paytable: String::new(),
            bet: side,
            title,
            names,
            games: games.to_vec(),
            parties,
            requires,
            rule,
            file: self.file.to_string(),
            line: line_of(raw.span()),
            requires_line: r.requires.as_ref().and_then(|q| line_of(q.span())),
        }))
    }

    /// `placed_for`: `player`, and `dealer` only where every game takes wagers for
    /// the dealer (R7.7).
    fn parties(
        &self,
        placed_for: Option<&Spanned<Vec<String>>>,
        games: &[Game],
    ) -> Result<Vec<Party>, FileError> {
        let Some(p) = placed_for else {
            return Ok(vec![Party::Player]);
        };
        let field = "side_bet.placed_for";
        let mut parties = Vec::new();
        for name in p.get_ref() {
            let party = match name.as_str() {
                "player" => Party::Player,
                "dealer" => Party::Dealer,
                other => {
                    let message = sentence!("file-not-a-party", text = other);
                    return Err(self.err(p.span(), field, message));
                }
            };
            if party == Party::Dealer {
                if let Some(g) = games.iter().find(|g| !spec(**g).takes_dealer_wagers()) {
                    let message = sentence!("file-no-dealer-wagers", game = g.id());
                    return Err(self.err(p.span(), field, message));
                }
            }
            if !parties.contains(&party) {
                parties.push(party);
            }
        }
        if parties.is_empty() {
            return Err(self.err(p.span(), field, sentence!("file-names-nobody")));
        }
        parties.sort();
        Ok(parties)
    }

    /// `requires`: a bet id, not the bet itself. Whether it exists for every game is
    /// checked when the catalog joins the definitions.
    fn requires(&self, q: &Spanned<String>, side: SideBet) -> Result<Bet, FileError> {
        let field = "side_bet.requires";
        let bet: Bet = q
            .get_ref()
            .trim()
            .parse()
            .map_err(|e| self.err(q.span(), field, e))?;
        if bet == Bet::Side(side) {
            return Err(self.err(q.span(), field, sentence!("file-requires-itself")));
        }
        if bet == Bet::Insurance {
            let message = sentence!("file-requires-insurance");
            return Err(self.err(q.span(), field, message));
        }
        Ok(bet)
    }

    /// `rule`: a short reference such as `R4.6`.
    fn rule(&self, rule: &Spanned<String>) -> Result<String, FileError> {
        let text = rule.get_ref().trim();
        if text.is_empty() || text.chars().count() > 20 || text.chars().any(char::is_control) {
            let message = sentence!("file-rule-reference");
            return Err(self.err(rule.span(), "side_bet.rule", message));
        }
        Ok(text.to_string())
    }
}

/// A rule reference read from a paytable file, kept for the life of the program.
/// Settled lines cite rules as `&'static str` (the program's own are literals); the
/// few a folder of paytable files adds are each kept once, so reloading files does not
/// grow memory.
fn intern_rule(rule: &str) -> &'static str {
    use std::collections::BTreeSet;
    use std::sync::{Mutex, OnceLock};
    static RULES: OnceLock<Mutex<BTreeSet<&'static str>>> = OnceLock::new();
    let mut rules = RULES
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(kept) = rules.get(rule) {
        return kept;
    }
    let kept: &'static str = Box::leak(rule.to_string().into_boxed_str());
    rules.insert(kept);
    kept
}

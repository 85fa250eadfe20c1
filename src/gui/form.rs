//! The round as the settle screen edits it: every field as the supervisor typed it.
//!
//! The form knows nothing of iced. It turns into a round file (ROUND-FILE.md) with
//! [`RoundForm::to_toml`], and that text is settled by the very parser and engine the
//! command line uses, so the screen can never settle differently from `pitpay settle`.
//! [`RoundForm::from_toml`] reads a saved round back; a round opened and saved again is
//! the same round.

use std::collections::BTreeMap;

use toml::{Table, Value};

use crate::card::parse_cards;
use crate::game::{Bet, Game};
use crate::house::{self, HouseOptions};
use crate::money::Money;
use crate::round::raw::RawRound;

/// One seat (or Stadium terminal) as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SeatForm {
    /// Seat or terminal number.
    pub number: String,
    /// Lucky 9 / blackjack: hands in split order, cards and an optional mark.
    pub hands: Vec<String>,
    /// Stadium: decision words.
    pub decisions: String,
    /// Blackjack: even money taken.
    pub even_money: bool,
    /// Stakes by bet; empty means no wager.
    pub wagers: BTreeMap<Bet, String>,
    /// Stakes placed for the dealer.
    pub dealer_wagers: BTreeMap<Bet, String>,
}

/// A whole round as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundForm {
    /// The game.
    pub game: Game,
    /// Deck count.
    pub decks: String,
    /// Table label.
    pub table: String,
    /// Currency code; empty for the default.
    pub currency: String,
    /// House-rules file id; empty for none.
    pub house_rules: String,
    /// House options set on this round, by key (others keep their defaults).
    pub house: BTreeMap<String, String>,
    /// Paytable chosen per bet; absent for the default.
    pub paytables: BTreeMap<Bet, String>,
    /// Dealer cards (Stadium: dealer card 1).
    pub dealer: String,
    /// Stadium: player card 1 and 2.
    pub player: String,
    /// Stadium: community cards.
    pub community: String,
    /// Seats.
    pub seats: Vec<SeatForm>,
    /// 21+3 Progressive meter.
    pub meter: String,
    /// Suited or Booted meter.
    pub sob_meter: String,
    /// Declared suit.
    pub declared_suit: String,
}

impl RoundForm {
    /// An empty round of a game with one seat.
    pub fn new(game: Game) -> RoundForm {
        RoundForm {
            game,
            decks: if game == Game::Stadium { "6" } else { "8" }.to_string(),
            table: String::new(),
            currency: String::new(),
            house_rules: String::new(),
            house: BTreeMap::new(),
            paytables: BTreeMap::new(),
            dealer: String::new(),
            player: String::new(),
            community: String::new(),
            seats: vec![SeatForm::first(game, 1)],
            meter: String::new(),
            sob_meter: String::new(),
            declared_suit: String::new(),
        }
    }

    /// The house options in force for display: defaults with this round's choices.
    pub fn house_value(&self, key: &str) -> String {
        self.house
            .get(key)
            .cloned()
            .unwrap_or_else(|| HouseOptions::defaults(self.game).value_text(key))
    }

    /// Whether any seat wagers a bet.
    pub fn wagered(&self, bet: Bet) -> bool {
        self.seats.iter().any(|s| {
            s.wagers.get(&bet).is_some_and(|v| !v.trim().is_empty())
                || s.dealer_wagers
                    .get(&bet)
                    .is_some_and(|v| !v.trim().is_empty())
        })
    }

    /// The round file this form stands for.
    pub fn to_toml(&self) -> String {
        let mut root = Table::new();
        root.insert("game".into(), Value::from(self.game.id()));
        root.insert(
            "decks".into(),
            self.decks
                .trim()
                .parse::<i64>()
                .map_or_else(|_| Value::from(self.decks.trim()), Value::from),
        );
        put(&mut root, "table", &self.table);
        put(&mut root, "currency", &self.currency);
        put(&mut root, "house_rules", &self.house_rules);
        let mut cards = Table::new();
        put(&mut cards, "dealer", &self.dealer);
        if self.game == Game::Stadium {
            put(&mut cards, "player", &self.player);
            put(&mut cards, "community", &self.community);
        }
        root.insert("cards".into(), Value::Table(cards));
        let seats: Vec<Value> = self.seats.iter().map(|s| s.to_value(self.game)).collect();
        root.insert("seat".into(), Value::Array(seats));
        if !self.house.is_empty() {
            let mut h = Table::new();
            for (k, v) in &self.house {
                let value = match house::value_for(k, v) {
                    house::OptionValue::Bool(b) => Value::from(b),
                    house::OptionValue::Integer(i) => Value::from(i),
                    _ => Value::from(v.as_str()),
                };
                h.insert(k.clone(), value);
            }
            root.insert("house".into(), Value::Table(h));
        }
        if !self.paytables.is_empty() {
            let p: Table = self
                .paytables
                .iter()
                .map(|(b, id)| (b.id().to_string(), Value::from(id.as_str())))
                .collect();
            root.insert("paytables".into(), Value::Table(p));
        }
        let mut prog = Table::new();
        if self.wagered(Bet::Progressive21Plus3) {
            put(&mut prog, "meter", &self.meter);
        }
        if self.wagered(Bet::Progressive21Plus3) || self.wagered(Bet::SuitedOrBooted) {
            put(&mut prog, "declared_suit", &self.declared_suit);
        }
        if self.wagered(Bet::SuitedOrBooted) {
            let mut sob = Table::new();
            put(&mut sob, "meter", &self.sob_meter);
            prog.insert("suited-or-booted".into(), Value::Table(sob));
        }
        if !prog.is_empty() {
            root.insert("progressive".into(), Value::Table(prog));
        }
        toml::to_string(&root).unwrap_or_default()
    }

    /// Reads a round file into a form. Errors are the parser's, with line and field.
    pub fn from_toml(file: &str, text: &str) -> Result<RoundForm, crate::error::FileError> {
        let raw: RawRound =
            toml::from_str(text).map_err(|e| crate::error::FileError::from_toml(file, text, &e))?;
        let game: Game =
            raw.game
                .get_ref()
                .parse()
                .map_err(|e: String| crate::error::FileError {
                    file: file.to_string(),
                    line: None,
                    field: "game".into(),
                    message: e,
                })?;
        let text_of = |v: &Option<toml::Spanned<String>>| {
            v.as_ref().map(|s| s.get_ref().clone()).unwrap_or_default()
        };
        let cards = raw.cards.get_ref();
        let amount = |a: &crate::written::WrittenAmount| a.text();
        let seats = raw
            .seat
            .iter()
            .map(|s| {
                let s = s.get_ref();
                let bets = |t: &Option<
                    toml::Spanned<BTreeMap<String, toml::Spanned<crate::written::WrittenAmount>>>,
                >| {
                    t.iter()
                        .flat_map(|t| t.get_ref().iter())
                        .filter_map(|(k, v)| {
                            k.parse::<Bet>().ok().map(|b| (b, amount(v.get_ref())))
                        })
                        .collect::<BTreeMap<_, _>>()
                };
                SeatForm {
                    number: s.seat.get_ref().to_string(),
                    hands: s
                        .hands
                        .as_ref()
                        .map(|h| h.get_ref().iter().map(|x| x.get_ref().clone()).collect())
                        .unwrap_or_default(),
                    decisions: text_of(&s.decisions),
                    even_money: s.even_money.as_ref().is_some_and(|e| *e.get_ref()),
                    wagers: bets(&s.wagers),
                    dealer_wagers: bets(&s.dealer_wagers),
                }
            })
            .collect();
        let house = raw
            .house
            .iter()
            .flatten()
            .map(|(k, v)| {
                let text = match v.get_ref() {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                (k.clone(), text)
            })
            .collect();
        let paytables = raw
            .paytables
            .iter()
            .flatten()
            .filter_map(|(k, v)| k.parse::<Bet>().ok().map(|b| (b, v.get_ref().clone())))
            .collect();
        let prog = raw.progressive.as_ref().map(|p| p.get_ref());
        Ok(RoundForm {
            game,
            decks: raw.decks.get_ref().to_string(),
            table: text_of(&raw.table),
            currency: text_of(&raw.currency),
            house_rules: text_of(&raw.house_rules),
            house,
            paytables,
            dealer: text_of(&cards.dealer),
            player: text_of(&cards.player),
            community: text_of(&cards.community),
            seats,
            meter: prog
                .and_then(|p| p.meter.as_ref())
                .map(|m| amount(m.get_ref()))
                .unwrap_or_default(),
            sob_meter: prog
                .and_then(|p| p.suited_or_booted.as_ref())
                .and_then(|s| s.get_ref().meter.as_ref())
                .map(|m| amount(m.get_ref()))
                .unwrap_or_default(),
            declared_suit: prog
                .and_then(|p| p.declared_suit.as_ref())
                .map(|d| d.get_ref().clone())
                .unwrap_or_default(),
        })
    }
}

impl SeatForm {
    /// A new seat with a main wager field ready.
    pub fn first(game: Game, number: u32) -> SeatForm {
        SeatForm {
            number: number.to_string(),
            hands: if game == Game::Stadium {
                Vec::new()
            } else {
                vec![String::new()]
            },
            ..SeatForm::default()
        }
    }

    fn to_value(&self, game: Game) -> Value {
        let mut t = Table::new();
        t.insert(
            "seat".into(),
            self.number
                .trim()
                .parse::<i64>()
                .map_or_else(|_| Value::from(self.number.trim()), Value::from),
        );
        if game == Game::Stadium {
            t.insert("decisions".into(), Value::from(self.decisions.trim()));
        } else {
            let hands: Vec<Value> = self.hands.iter().map(|h| Value::from(h.trim())).collect();
            t.insert("hands".into(), Value::Array(hands));
        }
        if self.even_money && game == Game::Blackjack {
            t.insert("even_money".into(), Value::from(true));
        }
        let bets = |m: &BTreeMap<Bet, String>| -> Table {
            m.iter()
                .filter(|(_, v)| !v.trim().is_empty())
                .map(|(b, v)| (b.id().to_string(), Value::from(v.trim())))
                .collect()
        };
        t.insert("wagers".into(), Value::Table(bets(&self.wagers)));
        let dealer = bets(&self.dealer_wagers);
        if !dealer.is_empty() {
            t.insert("dealer_wagers".into(), Value::Table(dealer));
        }
        Value::Table(t)
    }
}

fn put(t: &mut Table, key: &str, value: &str) {
    if !value.trim().is_empty() {
        t.insert(key.to_string(), Value::from(value.trim()));
    }
}

/// Checks a card field as it is typed: `None` when fine (or empty), else the error.
pub fn card_error(text: &str) -> Option<String> {
    let cards_part: String = text
        .split_whitespace()
        .filter(|w| !matches!(w.to_ascii_lowercase().as_str(), "double" | "surrender"))
        .collect::<Vec<_>>()
        .join(" ");
    parse_cards(&cards_part).err().map(|e| e.to_string())
}

/// Checks an amount field as it is typed: `None` when fine (or empty), else the error.
pub fn amount_error(text: &str) -> Option<String> {
    if text.trim().is_empty() {
        return None;
    }
    Money::parse(text).err().map(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::round::Round;
    use crate::settle::settle;

    fn settle_json(text: &str) -> serde_json::Value {
        let round = Round::parse("form.toml", text, &Catalog::shipped()).unwrap();
        crate::report::to_json(&settle(&round).unwrap())
    }

    #[test]
    fn a_typed_lucky9_round_settles_like_its_file() {
        let mut f = RoundForm::new(Game::Lucky9);
        f.dealer = "KC 4H 3D".into();
        f.seats[0].hands = vec!["AS 8D".into()];
        f.seats[0].wagers.insert(Bet::Main, "25".into());
        f.seats[0].wagers.insert(Bet::Bonus9, "5".into());
        let json = settle_json(&f.to_toml());
        // R2.3: a Lucky 9 pays 3 to 2: $25 → $62.50 paid.
        assert_eq!(json["seats"][0]["wagers"][0]["paid"], "62.50");
    }

    #[test]
    fn open_then_save_is_the_same_round() {
        for file in [
            "tests/rounds/stadium-two-terminals.toml",
            "tests/rounds/lucky-break-seed.toml",
            "tests/rounds/lucky9-contract.toml",
        ] {
            let text = std::fs::read_to_string(file).unwrap();
            let form = RoundForm::from_toml(file, &text).unwrap();
            let again = form.to_toml();
            assert_eq!(settle_json(&text), settle_json(&again), "{file}");
            assert_eq!(RoundForm::from_toml(file, &again).unwrap(), form, "{file}");
        }
    }

    #[test]
    fn card_errors_show_as_typed() {
        assert_eq!(card_error("AS 8D"), None);
        assert_eq!(card_error("AS 8D double"), None);
        assert!(card_error("AS 1D").unwrap().contains("\"1D\""));
        assert!(amount_error("2.505").is_some());
        assert_eq!(amount_error(""), None);
    }
}

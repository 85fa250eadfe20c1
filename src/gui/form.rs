//! The round as the settle screen edits it: every field as the supervisor typed it.
//!
//! The form knows nothing of iced. It turns into a round file (ROUND-FILE.md) with
//! `RoundForm::to_toml`, and that text is settled by the very parser and engine the
//! command line uses, so the screen can never settle differently from `pitpay settle`.
//! `RoundForm::from_toml` reads a saved round back; a round opened and saved again is
//! the same round, every field kept: the labels of the deal are held whole as the core's
//! [`Header`] (a label the window has no box for, such as the dealer's name, rides
//! along), and a file holding what the form could not keep is refused when opened,
//! never opened with a part of it dropped.

use std::collections::BTreeMap;
use std::ops::Range;

use toml::{Spanned, Value};

use pitpay_core::parse_cards;
use pitpay_core::spec;
use pitpay_core::Date;
use pitpay_core::FileError;
use pitpay_core::Header;
use pitpay_core::HouseKey;
use pitpay_core::HouseOptions;
use pitpay_core::Money;
use pitpay_core::{unplaced, RawCards, RawMeter, RawProgressive, RawRound, RawSeat, RawWagers};
use pitpay_core::{Bet, Game, PROGRESSIVE_BET, SUITED_OR_BOOTED_BET};
use pitpay_core::{WrittenAmount, WrittenNumber};
use pitpay_language::{Sentence, Words};

/// One seat (or Stadium terminal) as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct SeatForm {
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
pub(crate) struct RoundForm {
    /// The game.
    pub game: Game,
    /// Deck count.
    pub decks: String,
    /// The labels of the deal (table, date, rack, house rules, dealer) as the file
    /// writes them: the table as typed in its box, the rack the round's own (the
    /// reader adds the house rules' rack when it settles).
    pub header: Header,
    /// Currency code; empty for the default.
    pub currency: String,
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
    pub(crate) fn new(game: Game) -> RoundForm {
        RoundForm {
            game,
            decks: spec(game).form_decks.to_string(),
            header: Header::default(),
            currency: String::new(),
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
    pub(crate) fn house_value(&self, key: HouseKey) -> String {
        self.house
            .get(key.id())
            .cloned()
            .unwrap_or_else(|| HouseOptions::defaults(self.game).value_text(key))
    }

    /// Whether any seat wagers a bet.
    pub(crate) fn wagered(&self, bet: Bet) -> bool {
        self.seats.iter().any(|s| {
            s.wagers.get(&bet).is_some_and(|v| !v.trim().is_empty())
                || s.dealer_wagers
                    .get(&bet)
                    .is_some_and(|v| !v.trim().is_empty())
        })
    }

    /// The round file this form stands for, written through the raw round
    /// ([`RawRound`], the one definition of the contract's keys) in the contract's key
    /// order.
    pub(crate) fn to_toml(&self) -> String {
        self.to_raw().to_toml().unwrap_or_default()
    }

    /// The form as a raw round file: every field as typed (trimmed), empty fields left
    /// out, so that the reader judges exactly what the supervisor entered.
    pub(crate) fn to_raw(&self) -> RawRound {
        let mut raw = RawRound::new(self.game.id(), WrittenNumber::typed(&self.decks));
        write_header(&self.header, &mut raw);
        raw.currency = typed(&self.currency);
        // Stadium's shared cards hold text only where the game shows their boxes, or
        // where a file gave them: either way they are written as they are.
        raw.cards = unplaced(RawCards {
            dealer: typed(&self.dealer),
            player: typed(&self.player),
            community: typed(&self.community),
        });
        if !self.house.is_empty() {
            let house = self.house.iter().map(|(k, v)| {
                let typed = k.parse().map(|key| pitpay_core::value_for(key, v));
                let value = match typed {
                    Ok(pitpay_core::OptionValue::Bool(b)) => Value::from(b),
                    Ok(pitpay_core::OptionValue::Integer(i)) => Value::from(i),
                    _ => Value::from(v.as_str()),
                };
                (k.clone(), unplaced(value))
            });
            raw.house = Some(house.collect());
        }
        if !self.paytables.is_empty() {
            let ids = self.paytables.iter();
            raw.paytables = Some(
                ids.map(|(b, id)| (b.id().to_string(), unplaced(id.clone())))
                    .collect(),
            );
        }
        raw.progressive = self.progressive();
        raw.seat = self
            .seats
            .iter()
            .map(|s| unplaced(s.to_raw(self.game)))
            .collect();
        raw
    }

    /// `[progressive]`: each meter only for a progressive someone wagered.
    fn progressive(&self) -> Option<Spanned<RawProgressive>> {
        let p21 = self.wagered(PROGRESSIVE_BET);
        let sob = self.wagered(SUITED_OR_BOOTED_BET);
        let meter = |text: &str| typed(text).map(|t| unplaced(WrittenAmount::Text(t.into_inner())));
        let progressive = RawProgressive {
            meter: meter(&self.meter).filter(|_| p21),
            declared_suit: typed(&self.declared_suit).filter(|_| p21 || sob),
            suited_or_booted: sob.then(|| {
                unplaced(RawMeter {
                    meter: meter(&self.sob_meter),
                })
            }),
        };
        let empty = progressive.meter.is_none()
            && progressive.declared_suit.is_none()
            && progressive.suited_or_booted.is_none();
        (!empty).then(|| unplaced(progressive))
    }

    /// Reads a round file into a form. Errors are the parser's, with line and field,
    /// and the form's own for what it could not keep (a date that is not one, a wager
    /// or paytable key that names no bet).
    pub(crate) fn from_toml(file: &str, text: &str) -> Result<RoundForm, FileError> {
        let raw = RawRound::from_toml(text).map_err(|e| FileError::from_toml(file, text, &e))?;
        let refuse = |at: Range<usize>, field: &str, why: Sentence| {
            FileError::at(file, text, Some(at), field, why)
        };
        let game = raw
            .game
            .get_ref()
            .parse::<Game>()
            .map_err(|e| refuse(raw.game.span(), "game", Sentence::from(&e)))?;
        let cards = raw.cards.get_ref();
        let prog = raw.progressive.as_ref().map(|p| p.get_ref());
        let house = raw.house.iter().flatten().map(|(k, v)| {
            let text = match v.get_ref() {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            (k.clone(), text)
        });
        let mut paytables = BTreeMap::new();
        for (key, id) in raw.paytables.iter().flatten() {
            let bet = key
                .parse::<Bet>()
                .map_err(|e| refuse(id.span(), &format!("paytables.{key}"), Sentence::from(&e)))?;
            paytables.insert(bet, id.get_ref().clone());
        }
        let seats = raw
            .seat
            .iter()
            .map(|s| SeatForm::from_raw(s.get_ref(), &refuse));
        Ok(RoundForm {
            game,
            decks: raw.decks.get_ref().to_string(),
            header: read_header(&raw, &refuse)?,
            currency: text_of(&raw.currency),
            house: house.collect(),
            paytables,
            dealer: text_of(&cards.dealer),
            player: text_of(&cards.player),
            community: text_of(&cards.community),
            seats: seats.collect::<Result<_, _>>()?,
            meter: amount_of(prog.and_then(|p| p.meter.as_ref())),
            sob_meter: amount_of(
                prog.and_then(|p| p.suited_or_booted.as_ref())
                    .and_then(|s| s.get_ref().meter.as_ref()),
            ),
            declared_suit: text_of(&prog.and_then(|p| p.declared_suit.clone())),
        })
    }
}

/// Where a value of a round file stands, what it is, and why the form cannot keep it:
/// the error that refuses the file.
type Refuse<'a> = dyn Fn(Range<usize>, &str, Sentence) -> FileError + 'a;

/// The header as the file writes it. Every field is named, here and in
/// [`write_header`], so a label added to the core's [`Header`] is not compiled until
/// the form carries it both ways.
fn read_header(raw: &RawRound, refuse: &Refuse<'_>) -> Result<Header, FileError> {
    let date = match &raw.date {
        Some(d) => Some(
            d.get_ref()
                .parse::<Date>()
                .map_err(|e| refuse(d.span(), "date", Sentence::from(&e)))?,
        ),
        None => None,
    };
    let text = |v: &Option<Spanned<String>>| v.as_ref().map(|s| s.get_ref().clone());
    Ok(Header {
        table: text(&raw.table),
        date,
        rack: text(&raw.rack),
        house_rules: text(&raw.house_rules),
        dealer_name: text(&raw.dealer_name),
    })
}

/// Writes the header's labels into a round file, each trimmed and left out when empty.
fn write_header(header: &Header, raw: &mut RawRound) {
    let Header {
        table,
        date,
        rack,
        house_rules,
        dealer_name,
    } = header;
    let label = |v: &Option<String>| v.as_deref().and_then(typed);
    raw.table = label(table);
    raw.date = date.as_ref().map(|d| unplaced(d.to_string()));
    raw.rack = label(rack);
    raw.house_rules = label(house_rules);
    raw.dealer_name = label(dealer_name);
}

impl SeatForm {
    /// A new seat with a main wager field ready.
    pub(crate) fn first(game: Game, number: u32) -> SeatForm {
        SeatForm {
            number: number.to_string(),
            hands: if spec(game).community() {
                Vec::new()
            } else {
                vec![String::new()]
            },
            ..SeatForm::default()
        }
    }

    /// The seat as a raw `[[seat]]`: hands (or Stadium decisions), even money, and the
    /// wagers that have a stake typed.
    fn to_raw(&self, game: Game) -> RawSeat {
        let mut raw = RawSeat::new(WrittenNumber::typed(&self.number));
        if spec(game).community() {
            raw.decisions = Some(unplaced(self.decisions.trim().to_string()));
        } else {
            let hands = self.hands.iter().map(|h| unplaced(h.trim().to_string()));
            raw.hands = Some(unplaced(hands.collect()));
        }
        if self.even_money && spec(game).marked_hands {
            raw.even_money = Some(unplaced(true));
        }
        let bets = |m: &BTreeMap<Bet, String>| -> RawWagers {
            m.iter()
                .filter(|(_, v)| !v.trim().is_empty())
                .map(|(b, v)| {
                    (
                        b.id().to_string(),
                        unplaced(WrittenAmount::Text(v.trim().to_string())),
                    )
                })
                .collect()
        };
        raw.wagers = Some(unplaced(bets(&self.wagers)));
        let dealer = bets(&self.dealer_wagers);
        if !dealer.is_empty() {
            raw.dealer_wagers = Some(unplaced(dealer));
        }
        raw
    }

    /// A seat as a saved round file writes it; a wager key that names no bet refuses
    /// the file, where dropping it would settle a different round.
    fn from_raw(s: &RawSeat, refuse: &Refuse<'_>) -> Result<SeatForm, FileError> {
        let number = s.seat.get_ref().to_string();
        let bets = |t: &Option<Spanned<RawWagers>>, table: &str| {
            let mut out = BTreeMap::new();
            for (key, stake) in t.iter().flat_map(|t| t.get_ref().iter()) {
                let field = format!("seat {number} {table}.{key}");
                let bet = key
                    .parse::<Bet>()
                    .map_err(|e| refuse(stake.span(), &field, Sentence::from(&e)))?;
                out.insert(bet, stake.get_ref().text());
            }
            Ok::<_, FileError>(out)
        };
        Ok(SeatForm {
            hands: s
                .hands
                .as_ref()
                .map(|h| h.get_ref().iter().map(|x| x.get_ref().clone()).collect())
                .unwrap_or_default(),
            decisions: text_of(&s.decisions),
            even_money: s.even_money.as_ref().is_some_and(|e| *e.get_ref()),
            wagers: bets(&s.wagers, "wagers")?,
            dealer_wagers: bets(&s.dealer_wagers, "dealer_wagers")?,
            number,
        })
    }
}

/// A typed text field as a round-file value: trimmed, or absent when empty.
fn typed(value: &str) -> Option<Spanned<String>> {
    let value = value.trim();
    (!value.is_empty()).then(|| unplaced(value.to_string()))
}

/// A text value read from a round file, empty when absent.
fn text_of(v: &Option<Spanned<String>>) -> String {
    v.as_ref().map(|s| s.get_ref().clone()).unwrap_or_default()
}

/// An amount read from a round file, as written.
fn amount_of(v: Option<&Spanned<WrittenAmount>>) -> String {
    v.map(|a| a.get_ref().text()).unwrap_or_default()
}

/// Checks a card field as it is typed: `None` when fine (or empty), else the error in
/// `w`'s language.
pub(crate) fn card_error(text: &str, w: &Words) -> Option<String> {
    let cards_part: String = text
        .split_whitespace()
        .filter(|w| !matches!(w.to_ascii_lowercase().as_str(), "double" | "surrender"))
        .collect::<Vec<_>>()
        .join(" ");
    parse_cards(&cards_part)
        .err()
        .map(|e| pitpay_language::Sentence::from(e).in_words(w))
}

/// Checks an amount field as it is typed: `None` when fine (or empty), else the error
/// in `w`'s language.
pub(crate) fn amount_error(text: &str, w: &Words) -> Option<String> {
    if text.trim().is_empty() {
        return None;
    }
    Money::parse(text)
        .err()
        .map(|e| pitpay_language::Sentence::from(e).in_words(w))
}

#[cfg(test)]
mod tests {
    use super::*;
    use pitpay_core::settle;
    use pitpay_core::Catalog;
    use pitpay_core::Round;

    fn settle_json(text: &str) -> serde_json::Value {
        let round = Round::parse("form.toml", text, &Catalog::with_operator_dir(None)).unwrap();
        pitpay_core::report::to_json(&settle(&round).unwrap())
    }

    #[test]
    fn a_typed_lucky9_round_settles_like_its_file() {
        let mut f = RoundForm::new(Game::Lucky9);
        f.dealer = "KC 4H 3D".into();
        f.seats[0].hands = vec!["AS 8D".into()];
        f.seats[0].wagers.insert(Bet::Main, "25".into());
        f.seats[0]
            .wagers
            .insert("bonus9".parse::<Bet>().unwrap(), "5".into());
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

    /// ROUND-FILE.md: the app saves through the same raw round the reader uses, so the
    /// keys come out in the contract's order and the optional `date` and `rack` survive
    /// an open and a save.
    #[test]
    fn a_saved_round_keeps_date_and_rack_and_the_contracts_key_order() {
        let text = "game = \"lucky9\"\ndecks = 8\ntable = \"L9-4\"\ndate = \"2026-03-14\"\nrack = \"L9-float\"\n\n[cards]\ndealer = \"KC 4H 3D\"\n\n[[seat]]\nseat = 1\nhands = [\"AS 8D\"]\n\n[seat.wagers]\nmain = \"25\"\n";
        let mut form = RoundForm::from_toml("dated.toml", text).unwrap();
        let date = form.header.date.map(|d| d.to_string());
        assert_eq!(
            (date.as_deref(), form.header.rack.as_deref()),
            (Some("2026-03-14"), Some("L9-float"))
        );
        assert_eq!(form.to_toml(), text, "written back exactly");
        form.house.insert("nines".into(), "all-push".into());
        form.paytables
            .insert("bonus9".parse::<Bet>().unwrap(), "lucky9-bonus".into());
        let saved = form.to_toml();
        let at = |needle: &str| {
            saved
                .find(needle)
                .unwrap_or_else(|| panic!("{needle}: {saved}"))
        };
        assert!(at("rack =") < at("[cards]"));
        assert!(at("[cards]") < at("[house]"));
        assert!(at("[house]") < at("[paytables]"));
        assert!(at("[paytables]") < at("[[seat]]"));
        assert_eq!(RoundForm::from_toml("saved.toml", &saved).unwrap(), form);
    }

    #[test]
    fn a_deck_count_typed_as_words_is_refused_by_name() {
        let mut f = RoundForm::new(Game::Lucky9);
        f.decks = "eight".into();
        f.dealer = "KC 4H 3D".into();
        f.seats[0].hands = vec!["AS 8D".into()];
        f.seats[0].wagers.insert(Bet::Main, "25".into());
        let e = Round::parse("form", &f.to_toml(), &Catalog::with_operator_dir(None)).unwrap_err();
        assert_eq!(e.field, "decks");
        assert_eq!(
            e.message,
            "expected a whole number, found the text \"eight\""
        );
    }

    #[test]
    fn card_errors_show_as_typed() {
        let en = pitpay_language::english();
        assert_eq!(card_error("AS 8D", en), None);
        assert_eq!(card_error("AS 8D double", en), None);
        assert!(card_error("AS 1D", en).unwrap().contains("\"1D\""));
        assert!(amount_error("2.505", en).is_some());
        assert_eq!(amount_error("", en), None);
    }
}

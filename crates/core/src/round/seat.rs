//! One `[[seat]]` read into a [`Seat`]: its number (R1.8), its hands in split order
//! (R1.10) or Stadium decisions (R7.2), even money (blackjack), and its wagers, each a
//! bet the game offers with an amount in the round's currency (R1.3).

use std::collections::BTreeMap;
use std::ops::Range;

use toml::Spanned;

use crate::bet::{Bet, Game, Party};
use crate::card::{parse_cards, CardError};
use crate::error::FileError;
use crate::money::{Currency, Money};
use crate::spec::spec;
use pitpay_language::{sentence, Sentence};

use super::parts::{wager_field, HandMark, PlayerHand, Seat};
use super::raw::{RawSeat, RawWagers};
use super::reader::Reader;

/// Reads one seat. Each wager's place in the file is noted in `wager_spans`.
pub(super) fn read_seat(
    r: &Reader<'_>,
    s: &Spanned<RawSeat>,
    game: Game,
    currency: Currency,
    wager_spans: &mut BTreeMap<(u32, Party, Bet), Range<usize>>,
) -> Result<Seat, FileError> {
    let raw = s.get_ref();
    let number = seat_number(r, raw)?;
    let (hands, decisions) = if spec(game).community() {
        (Vec::new(), Some(decisions(r, s, number)?))
    } else {
        (hands(r, s, game, number)?, None)
    };
    if let Some(em) = &raw.even_money {
        if !spec(game).marked_hands {
            let message = sentence!("round-even-money-not-here", game = game.id());
            return Err(r.err(em.span(), &format!("seat {number} even_money"), message));
        }
    }
    let mut wagers = SeatWagers {
        r,
        game,
        number,
        currency,
        spans: wager_spans,
    };
    let player = wagers.read(&raw.wagers, Party::Player)?;
    let dealer = wagers.read(&raw.dealer_wagers, Party::Dealer)?;
    Ok(Seat {
        number,
        hands,
        decisions,
        even_money: raw.even_money.as_ref().is_some_and(|e| *e.get_ref()),
        wagers: player,
        dealer_wagers: dealer,
    })
}

/// `seat`: 1 or more.
fn seat_number(r: &Reader<'_>, raw: &RawSeat) -> Result<u32, FileError> {
    let s = &raw.seat;
    let n = s
        .get_ref()
        .whole()
        .map_err(|m| r.err(s.span(), "seat", m))?;
    u32::try_from(n).ok().filter(|n| *n >= 1).ok_or_else(|| {
        let message = sentence!("round-not-a-seat-number", number = n);
        r.err(s.span(), "seat", message)
    })
}

/// A Stadium terminal's `decisions` (R7.2): required, and `hands` refused.
fn decisions(r: &Reader<'_>, s: &Spanned<RawSeat>, number: u32) -> Result<Vec<String>, FileError> {
    let raw = s.get_ref();
    if let Some(h) = &raw.hands {
        let message = sentence!("round-terminal-takes-decisions");
        return Err(r.err(h.span(), &format!("seat {number} hands"), message));
    }
    let d = raw.decisions.as_ref().ok_or_else(|| {
        let message = sentence!("round-decisions-missing");
        r.err(s.span(), &format!("seat {number} decisions"), message)
    })?;
    Ok(d.get_ref().split_whitespace().map(str::to_string).collect())
}

/// A Lucky 9 or blackjack seat's `hands` in split order (R1.10): required, at least one,
/// and `decisions` refused.
fn hands(
    r: &Reader<'_>,
    s: &Spanned<RawSeat>,
    game: Game,
    number: u32,
) -> Result<Vec<PlayerHand>, FileError> {
    let raw = s.get_ref();
    let field = format!("seat {number} hands");
    if let Some(d) = &raw.decisions {
        let message = sentence!("round-seat-takes-hands", game = game.id());
        return Err(r.err(d.span(), &format!("seat {number} decisions"), message));
    }
    let hs = raw
        .hands
        .as_ref()
        .ok_or_else(|| r.err(s.span(), &field, sentence!("round-hands-missing")))?;
    if hs.get_ref().is_empty() {
        return Err(r.err(hs.span(), &field, sentence!("round-no-hand")));
    }
    let mut hands = Vec::new();
    for (i, h) in hs.get_ref().iter().enumerate() {
        let field = format!("seat {number} hands[{}]", i + 1);
        let hand = read_hand(h.get_ref(), game);
        hands.push(hand.map_err(|m| r.err(h.span(), &field, Sentence::from(&m)))?);
    }
    Ok(hands)
}

/// Why a hand's text is not a hand (R1.8: its cards, then a blackjack mark).
#[derive(Debug, Clone, PartialEq, Eq)]
enum HandTextError {
    /// A blackjack mark on a hand of a game whose hands are cards only.
    MarkInThisGame { mark: String, game: Game },
    /// A mark written before the last word.
    MarkNotLast(String),
    /// A word that is not a card.
    Card(CardError),
    /// Nothing but a mark, or nothing at all.
    NoCards,
}

impl From<CardError> for HandTextError {
    fn from(e: CardError) -> HandTextError {
        HandTextError::Card(e)
    }
}

impl From<&HandTextError> for Sentence {
    fn from(e: &HandTextError) -> Sentence {
        match e {
            HandTextError::MarkInThisGame { mark, game } => {
                sentence!("round-mark-in-game", mark = mark, game = game.id())
            }
            HandTextError::MarkNotLast(mark) => sentence!("round-mark-not-last", mark = mark),
            HandTextError::Card(e) => Sentence::from(e),
            HandTextError::NoCards => sentence!("round-hand-no-cards"),
        }
    }
}

/// Reads `"8S 3D 10C double"`: cards, then an optional mark (blackjack only).
fn read_hand(text: &str, game: Game) -> Result<PlayerHand, HandTextError> {
    let mut words: Vec<&str> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    let mark = match words.last().map(|w| w.to_ascii_lowercase()) {
        Some(w) if w == "double" => Some(HandMark::Double),
        Some(w) if w == "surrender" => Some(HandMark::Surrender),
        _ => None,
    };
    if mark.is_some() {
        if !spec(game).marked_hands {
            return Err(HandTextError::MarkInThisGame {
                mark: words.last().unwrap_or(&"").to_string(),
                game,
            });
        }
        words.pop();
    }
    // A mark anywhere but last ("10S 7C double surrender") is a misplaced mark, not a
    // bad card: say so.
    if let Some(w) = words
        .iter()
        .find(|w| matches!(w.to_ascii_lowercase().as_str(), "double" | "surrender"))
    {
        return Err(HandTextError::MarkNotLast(w.to_string()));
    }
    let cards = parse_cards(&words.join(" "))?;
    if cards.is_empty() {
        return Err(HandTextError::NoCards);
    }
    Ok(PlayerHand { cards, mark })
}

/// Reads a seat's wager tables.
struct SeatWagers<'a, 'r> {
    r: &'a Reader<'r>,
    game: Game,
    number: u32,
    currency: Currency,
    spans: &'a mut BTreeMap<(u32, Party, Bet), Range<usize>>,
}

impl SeatWagers<'_, '_> {
    /// One wager table: each key a bet the game offers to that party, each amount in
    /// the round's currency (R1.3).
    fn read(
        &mut self,
        table: &Option<Spanned<RawWagers>>,
        party: Party,
    ) -> Result<BTreeMap<Bet, Money>, FileError> {
        let mut out = BTreeMap::new();
        let Some(t) = table else { return Ok(out) };
        for (name, amount) in t.get_ref() {
            let bet = self.bet(name, amount.span(), party)?;
            let field = wager_field(self.number, party, bet);
            let stake = amount
                .get_ref()
                .resolve(self.currency, false)
                .map_err(|e| self.r.err(amount.span(), &field, e))?;
            self.spans.insert((self.number, party, bet), amount.span());
            out.insert(bet, stake);
        }
        Ok(out)
    }

    /// The bet a wager key names, if the game offers it to that party.
    fn bet(&self, name: &str, span: Range<usize>, party: Party) -> Result<Bet, FileError> {
        let allowed = self.r.catalog.bets(self.game, party);
        if let Some(bet) = name.parse::<Bet>().ok().filter(|b| allowed.contains(b)) {
            return Ok(bet);
        }
        if let Some(why) = self.r.catalog.unusable_bet(name) {
            let table = match party {
                Party::Player => "wagers",
                Party::Dealer => "dealer_wagers",
            };
            let field = format!("seat {} {table}.{name}", self.number);
            let message = sentence!("round-bet-unusable", bet = name, why = why.to_string());
            return Err(self.r.err(span, &field, message));
        }
        let table = match party {
            Party::Player => "wagers",
            Party::Dealer => "dealer_wagers",
        };
        let field = format!("seat {} {table}.{name}", self.number);
        let list: Vec<&str> = allowed.iter().map(|b| b.id()).collect();
        let message = if list.is_empty() {
            sentence!("round-no-dealer-wagers", game = self.game.id())
        } else {
            sentence!(
                "round-not-a-bet",
                name = name,
                party = party.id(),
                game = self.game.id(),
                bets = list.join(", ")
            )
        };
        Err(self.r.err(span, &field, message))
    }
}

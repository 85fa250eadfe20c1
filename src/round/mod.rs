//! A round file read and checked into a [`Round`] (ROUND-FILE.md; RULES.md R1.2, R1.3,
//! R1.8, and each bet's requirements).
//!
//! Everything that can be judged without playing the hands is checked here, with the
//! file, line and field of the mistake: the shape of the file, cards, the shoe, amounts
//! and stake limits, which bets need which, paytables, house options and meters. The
//! game modules then check play itself (a dealer who drew on 6, a hit on a split hand)
//! and report the field through [`Round::locate`].

pub mod raw;

use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Arc;

use toml::Spanned;

use crate::card::{parse_cards, Card, Shoe, Suit};
use crate::catalog::{default_paytable_id, Catalog};
use crate::error::FileError;
use crate::game::{Bet, Game};
use crate::house::{HouseOptions, OptionValue};
use crate::money::{Currency, Money};
use crate::paytable::Paytable;
use crate::written::WrittenAmount;

use raw::{RawRound, RawSeat};

/// A mark at the end of a blackjack hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandMark {
    /// Doubled: one card after the first two, double stake.
    Double,
    /// Surrendered on the first two cards.
    Surrender,
}

/// One final player hand as entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerHand {
    /// Cards in the order dealt.
    pub cards: Vec<Card>,
    /// `double` or `surrender`, if written.
    pub mark: Option<HandMark>,
}

/// Who a wager is for (R1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Party {
    /// The player's own wager.
    Player,
    /// A wager placed for the dealer (a toke).
    Dealer,
}

impl Party {
    /// `player` or `dealer`, as the JSON says.
    pub fn id(self) -> &'static str {
        match self {
            Party::Player => "player",
            Party::Dealer => "dealer",
        }
    }
}

/// A seat (blackjack, Lucky 9) or terminal (Stadium).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// Seat number from the dealer's left (R1.9), or terminal number.
    pub number: u32,
    /// Final hands in split order (R1.10); empty for Stadium.
    pub hands: Vec<PlayerHand>,
    /// Stadium decision words, in order.
    pub decisions: Option<Vec<String>>,
    /// Blackjack: the player took even money.
    pub even_money: bool,
    /// The player's own wagers, by bet.
    pub wagers: BTreeMap<Bet, Money>,
    /// Wagers placed for the dealer, by bet.
    pub dealer_wagers: BTreeMap<Bet, Money>,
}

impl Seat {
    /// The stake on a bet for a party, if wagered.
    pub fn stake(&self, party: Party, bet: Bet) -> Option<Money> {
        match party {
            Party::Player => self.wagers.get(&bet).copied(),
            Party::Dealer => self.dealer_wagers.get(&bet).copied(),
        }
    }

    /// The player's first two cards: the two dealt before any split (R1.10).
    pub fn first_two(&self) -> Option<[Card; 2]> {
        let first = self.hands.first()?;
        match self.hands.get(1) {
            Some(second) => Some([*first.cards.first()?, *second.cards.first()?]),
            None => Some([*first.cards.first()?, *first.cards.get(1)?]),
        }
    }

    /// The first hit card: the third card of hand 1, dealt by a hit or a double (R5).
    pub fn first_hit(&self) -> Option<Card> {
        self.hands.first()?.cards.get(2).copied()
    }
}

/// Progressive meters entered for the round (R4.3).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Meters {
    /// The 21+3 Progressive meter at the hit.
    pub progressive: Option<Money>,
    /// The Suited or Booted meter.
    pub suited_or_booted: Option<Money>,
    /// The declared suit.
    pub declared_suit: Option<Suit>,
}

/// A checked round, ready to settle.
#[derive(Debug, Clone)]
pub struct Round {
    /// The game.
    pub game: Game,
    /// The shoe.
    pub shoe: Shoe,
    /// Table label.
    pub table: Option<String>,
    /// The round's one currency (R1.3).
    pub currency: Currency,
    /// The house-rules file used, by id.
    pub house_rules: Option<String>,
    /// Every house option in force.
    pub house: HouseOptions,
    /// The paytable for each bet of the game (the default where none is named).
    pub paytables: BTreeMap<Bet, Arc<Paytable>>,
    /// Lucky 9 / blackjack: up card, hole card, draws. Stadium: dealer card 1.
    pub dealer: Vec<Card>,
    /// Stadium: player card 1 and player card 2.
    pub shared_player: Vec<Card>,
    /// Stadium: community cards in draw order.
    pub community: Vec<Card>,
    /// Seats in seat-number order.
    pub seats: Vec<Seat>,
    /// Meters and declared suit.
    pub meters: Meters,
    /// The file name errors cite.
    pub file: String,
    /// The round file's text: errors found while settling are located in it on demand,
    /// so the common path (a round that settles) records no positions at all.
    source: Arc<str>,
}

/// A problem found while settling a checked round: the field and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayError {
    /// Field path, as [`Round::locate`] knows it: `cards.dealer`, `seat 3 hands`.
    pub field: String,
    /// What is wrong, citing the rule.
    pub message: String,
}

impl PlayError {
    /// A problem with `field`.
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> PlayError {
        PlayError {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl Round {
    /// Turns a play error into a file error with the line of its field.
    pub fn locate(&self, e: PlayError) -> FileError {
        FileError {
            file: self.file.clone(),
            line: span_of(&self.source, &e.field)
                .map(|sp| crate::error::line_of(&self.source, sp.start)),
            field: e.field,
            message: e.message,
        }
    }

    /// The paytable for a bet.
    pub fn paytable(&self, bet: Bet) -> Option<&Arc<Paytable>> {
        self.paytables.get(&bet)
    }

    /// Every card in the round with where it was seen, for the shoe check.
    fn all_cards(&self) -> Vec<(Card, String)> {
        let mut v: Vec<(Card, String)> = Vec::new();
        v.extend(self.dealer.iter().map(|c| (*c, "dealer".to_string())));
        v.extend(
            self.shared_player
                .iter()
                .map(|c| (*c, "player cards".to_string())),
        );
        v.extend(self.community.iter().map(|c| (*c, "community".to_string())));
        for s in &self.seats {
            for (i, h) in s.hands.iter().enumerate() {
                v.extend(
                    h.cards
                        .iter()
                        .map(|c| (*c, format!("seat {} hand {}", s.number, i + 1))),
                );
            }
        }
        v
    }

    /// Reads and checks a round file's text against the catalog.
    pub fn parse(file: &str, source: &str, catalog: &Catalog) -> Result<Round, FileError> {
        let raw: RawRound =
            toml::from_str(source).map_err(|e| FileError::from_toml(file, source, &e))?;
        Round::from_raw(file, source, raw, catalog)
    }

    /// Checks a parsed round file.
    pub fn from_raw(
        file: &str,
        source: &str,
        raw: RawRound,
        catalog: &Catalog,
    ) -> Result<Round, FileError> {
        let err = |span: Range<usize>, field: &str, msg: String| {
            FileError::at(file, source, Some(span), field, msg)
        };

        let game: Game = raw
            .game
            .get_ref()
            .parse()
            .map_err(|e| err(raw.game.span(), "game", e))?;
        let decks = u8::try_from(*raw.decks.get_ref())
            .ok()
            .filter(|d| game.deck_range().contains(d))
            .ok_or_else(|| {
                let range = game.deck_range();
                err(
                    raw.decks.span(),
                    "decks",
                    format!(
                        "R1.2: {} is not a deck count for {} ({})",
                        raw.decks.get_ref(),
                        game.title(),
                        if game == Game::Stadium {
                            "6 or 8".to_string()
                        } else {
                            format!(
                                "{} to {}",
                                range.first().unwrap_or(&1),
                                range.last().unwrap_or(&8)
                            )
                        }
                    ),
                )
            })?;

        // House rules first: they may set the currency, declared suit and paytables.
        let house_rules = match &raw.house_rules {
            Some(id) => {
                let rules = catalog.house_rules(id.get_ref()).ok_or_else(|| {
                    err(
                        id.span(),
                        "house_rules",
                        format!("no house-rules file has the id \"{}\"", id.get_ref()),
                    )
                })?;
                if rules.game != game {
                    return Err(err(
                        id.span(),
                        "house_rules",
                        format!(
                            "\"{}\" is for {}, not {}",
                            rules.id,
                            rules.game.title(),
                            game.title()
                        ),
                    ));
                }
                Some(Arc::clone(rules))
            }
            None => None,
        };
        let currency = match &raw.currency {
            Some(c) => c
                .get_ref()
                .parse::<Currency>()
                .map_err(|e| err(c.span(), "currency", e))?,
            None => house_rules
                .as_ref()
                .and_then(|h| h.currency)
                .unwrap_or_default(),
        };
        let mut house = HouseOptions::defaults(game);
        if let Some(rules) = &house_rules {
            for (k, v, line) in &rules.options {
                house.set(k, v).map_err(|e| FileError {
                    file: rules.source.clone(),
                    line: Some(*line),
                    field: format!("house.{k}"),
                    message: e,
                })?;
            }
        }
        for (k, v) in raw.house.iter().flatten() {
            house
                .set(k, &OptionValue::from_toml(v.get_ref()))
                .map_err(|e| err(v.span(), &format!("house.{k}"), e))?;
        }

        // Cards.
        let cards = raw.cards.get_ref();
        let read = |s: &Spanned<String>, field: &str| -> Result<Vec<Card>, FileError> {
            parse_cards(s.get_ref()).map_err(|e| err(s.span(), field, e.to_string()))
        };
        let dealer = match &cards.dealer {
            Some(d) => read(d, "cards.dealer")?,
            None => {
                return Err(err(
                    raw.cards.span(),
                    "cards.dealer",
                    "the dealer's cards are missing".into(),
                ))
            }
        };
        let (shared_player, community) = if game == Game::Stadium {
            let p = cards.player.as_ref().ok_or_else(|| {
                err(
                    raw.cards.span(),
                    "cards.player",
                    "Stadium needs the shared player cards (player card 1, player card 2)".into(),
                )
            })?;
            let pc = read(p, "cards.player")?;
            if pc.len() != 2 {
                return Err(err(
                    p.span(),
                    "cards.player",
                    format!(
                        "R7.1: the shared player cards are exactly two, not {}",
                        pc.len()
                    ),
                ));
            }
            if dealer.len() != 1 {
                return Err(err(
                    cards.dealer.as_ref().map_or(raw.cards.span(), Spanned::span),
                    "cards.dealer",
                    format!("R7.1: Stadium has one dealer card; the rest come from the community cards (found {})", dealer.len()),
                ));
            }
            let cc = match &cards.community {
                Some(c) => read(c, "cards.community")?,
                None => Vec::new(),
            };
            (pc, cc)
        } else {
            for (field, v) in [
                ("cards.player", &cards.player),
                ("cards.community", &cards.community),
            ] {
                if let Some(v) = v {
                    return Err(err(
                        v.span(),
                        field,
                        format!(
                            "{} has no shared player or community cards (Stadium only)",
                            game.title()
                        ),
                    ));
                }
            }
            (Vec::new(), Vec::new())
        };

        // Seats.
        if raw.seat.is_empty() {
            return Err(err(
                raw.game.span(),
                "seat",
                "the round has no [[seat]]".into(),
            ));
        }
        let mut seats: Vec<Seat> = Vec::new();
        let mut wager_spans: BTreeMap<(u32, Party, Bet), Range<usize>> = BTreeMap::new();
        let mut seat_spans: BTreeMap<u32, Range<usize>> = BTreeMap::new();
        for s in &raw.seat {
            let seat = read_seat(file, source, s, game, currency, &mut wager_spans)?;
            if seats.iter().any(|o| o.number == seat.number) {
                return Err(err(
                    s.get_ref().seat.span(),
                    &format!("seat {}", seat.number),
                    format!("R1.8: two seats have the number {}", seat.number),
                ));
            }
            seat_spans.insert(seat.number, s.span());
            seats.push(seat);
        }
        seats.sort_by_key(|s| s.number);
        let dealer_up = dealer.first().copied();
        check_requirements(
            &seats,
            game,
            &house,
            dealer_up,
            &wager_spans,
            &seat_spans,
            &err,
        )?;

        // Paytables: defaults, then the house-rules file's, then the round's.
        let mut chosen: BTreeMap<Bet, (String, Option<Range<usize>>)> = BTreeMap::new();
        for bet in game.player_bets().iter().chain(game.dealer_bets()) {
            if *bet == Bet::Insurance {
                continue; // paid from the main paytable
            }
            if let Some(id) = default_paytable_id(game, *bet) {
                chosen.insert(*bet, (id.to_string(), None));
            }
        }
        if let Some(rules) = &house_rules {
            for (bet, id) in &rules.paytables {
                chosen.insert(*bet, (id.clone(), None));
            }
        }
        for (k, v) in raw.paytables.iter().flatten() {
            let field = format!("paytables.{k}");
            let bet: Bet = k.parse().map_err(|e| err(v.span(), &field, e))?;
            if !game.offers(bet) || bet == Bet::Insurance {
                return Err(err(
                    v.span(),
                    &field,
                    format!("{} has no paytable choice for \"{bet}\"", game.title()),
                ));
            }
            chosen.insert(bet, (v.get_ref().clone(), Some(v.span())));
        }
        let mut paytables = BTreeMap::new();
        for (bet, (id, span)) in chosen {
            let field = format!("paytables.{bet}");
            let named = span.is_some();
            let span = span.unwrap_or(raw.game.span());
            let in_play = bet == Bet::Main
                || seats
                    .iter()
                    .any(|s| s.wagers.contains_key(&bet) || s.dealer_wagers.contains_key(&bet));
            if !named && !in_play && catalog.paytable(&id).is_none() {
                continue; // a default for a bet nobody wagered need not be loaded
            }
            let table = catalog.paytable(&id).ok_or_else(|| {
                err(
                    span.clone(),
                    &field,
                    format!("no paytable has the id \"{id}\""),
                )
            })?;
            if table.bet != bet || !table.serves(game) {
                return Err(err(
                    span,
                    &field,
                    format!(
                        "paytable \"{id}\" is for {} on {}, not {bet} on {}",
                        table.bet,
                        table.games_text(),
                        game.id()
                    ),
                ));
            }
            paytables.insert(bet, Arc::clone(table));
        }
        if let Some(main) = paytables.get(&Bet::Main).cloned() {
            paytables.insert(Bet::Insurance, main);
        }

        // Stakes against the paytables in use (R1.3), deck counts and currencies (R1.2, R1.3).
        for seat in &seats {
            for (party, wagers) in [
                (Party::Player, &seat.wagers),
                (Party::Dealer, &seat.dealer_wagers),
            ] {
                for (bet, stake) in wagers {
                    let span = wager_spans
                        .get(&(seat.number, party, *bet))
                        .cloned()
                        .unwrap_or(raw.game.span());
                    let field = wager_field(seat.number, party, *bet);
                    let Some(table) = paytables.get(bet) else {
                        continue;
                    };
                    check_stake(table, *bet, *stake, seat, party, currency, decks)
                        .map_err(|m| err(span, &field, m))?;
                }
            }
        }

        // Meters (R4.3).
        let wagered = |bet: Bet| {
            seats
                .iter()
                .any(|s| s.wagers.contains_key(&bet) || s.dealer_wagers.contains_key(&bet))
        };
        let mut meters = Meters {
            declared_suit: house_rules.as_ref().and_then(|h| h.declared_suit),
            ..Meters::default()
        };
        match &raw.progressive {
            Some(p) if !wagered(Bet::Progressive21Plus3) && !wagered(Bet::SuitedOrBooted) => {
                return Err(err(
                    p.span(),
                    "progressive",
                    "R4.3: [progressive] is given but no progressive bet is wagered".into(),
                ));
            }
            Some(p) => {
                let p = p.get_ref();
                if let Some(d) = &p.declared_suit {
                    meters.declared_suit = Some(
                        d.get_ref()
                            .parse::<Suit>()
                            .map_err(|e| err(d.span(), "progressive.declared_suit", e))?,
                    );
                }
                if let Some(m) = &p.meter {
                    if !wagered(Bet::Progressive21Plus3) {
                        return Err(err(m.span(), "progressive.meter", "R4.3: a 21+3 Progressive meter is given but nobody wagered 21+3 Progressive".into()));
                    }
                    meters.progressive = Some(read_meter(
                        m,
                        "progressive.meter",
                        paytables.get(&Bet::Progressive21Plus3),
                        currency,
                        &err,
                    )?);
                }
                if let Some(sob) = &p.suited_or_booted {
                    if !wagered(Bet::SuitedOrBooted) {
                        return Err(err(sob.span(), "progressive.suited-or-booted", "R4.3: a Suited or Booted meter is given but nobody wagered Suited or Booted".into()));
                    }
                    if let Some(m) = &sob.get_ref().meter {
                        meters.suited_or_booted = Some(read_meter(
                            m,
                            "progressive.suited-or-booted.meter",
                            paytables.get(&Bet::SuitedOrBooted),
                            currency,
                            &err,
                        )?);
                    }
                }
            }
            None => {}
        }
        if wagered(Bet::Progressive21Plus3) && meters.progressive.is_none() {
            return Err(err(raw.game.span(), "progressive.meter", "R4.3: 21+3 Progressive is wagered but no meter is entered ([progressive] meter = \"…\")".into()));
        }
        if wagered(Bet::SuitedOrBooted) && meters.suited_or_booted.is_none() {
            return Err(err(raw.game.span(), "progressive.suited-or-booted.meter", "R4.3: Suited or Booted is wagered but its meter is not entered ([progressive.suited-or-booted] meter = \"…\")".into()));
        }

        let round = Round {
            game,
            shoe: Shoe::new(decks),
            table: raw.table.as_ref().map(|t| t.get_ref().clone()),
            currency,
            house_rules: house_rules.map(|h| h.id.clone()),
            house,
            paytables,
            dealer,
            shared_player,
            community,
            seats,
            meters,
            file: file.to_string(),
            source: Arc::from(source),
        };
        let cards = round.all_cards();
        round
            .shoe
            .check(cards.iter().map(|(c, p)| (*c, p.as_str())))
            .map_err(|e| {
                FileError::at(file, source, Some(raw.cards.span()), "cards", e.to_string())
            })?;
        Ok(round)
    }
}

/// Where a field named in a [`PlayError`] stands in a round file: `cards.dealer`,
/// `seat 3`, `seat 3 hands`, `seat 3 hands[2]`, `seat 3 decisions`, `seat 3 wagers.bonus9`,
/// `seat 3 dealer_wagers.main`, `progressive.meter` …
fn span_of(source: &str, field: &str) -> Option<Range<usize>> {
    let raw: RawRound = toml::from_str(source).ok()?;
    let cards = raw.cards.get_ref();
    let pick = |v: &Option<Spanned<String>>| v.as_ref().map(Spanned::span);
    match field {
        "cards.dealer" => return pick(&cards.dealer),
        "cards.player" => return pick(&cards.player),
        "cards.community" => return pick(&cards.community),
        "cards" => return Some(raw.cards.span()),
        "game" => return Some(raw.game.span()),
        "decks" => return Some(raw.decks.span()),
        _ => {}
    }
    if let Some(rest) = field.strip_prefix("progressive") {
        let p = raw.progressive.as_ref()?;
        return match rest {
            ".meter" => p.get_ref().meter.as_ref().map(Spanned::span),
            ".suited-or-booted.meter" => p
                .get_ref()
                .suited_or_booted
                .as_ref()
                .and_then(|s| s.get_ref().meter.as_ref().map(Spanned::span)),
            _ => Some(p.span()),
        };
    }
    let rest = field.strip_prefix("seat ")?;
    let (number, what) = rest.split_once(' ').unwrap_or((rest, ""));
    let number: i64 = number.parse().ok()?;
    let seat = raw
        .seat
        .iter()
        .find(|s| *s.get_ref().seat.get_ref() == number)?;
    let s = seat.get_ref();
    let wager = |t: &Option<Spanned<BTreeMap<String, Spanned<WrittenAmount>>>>, bet: &str| {
        t.as_ref()
            .and_then(|t| t.get_ref().get(bet).map(Spanned::span))
            .or_else(|| t.as_ref().map(Spanned::span))
    };
    match what {
        "" => Some(seat.span()),
        "hands" => s.hands.as_ref().map(Spanned::span),
        "decisions" => s.decisions.as_ref().map(Spanned::span),
        "even_money" => s.even_money.as_ref().map(Spanned::span),
        w if w.starts_with("hands[") => {
            let i: usize = w
                .trim_start_matches("hands[")
                .trim_end_matches(']')
                .parse()
                .ok()?;
            s.hands
                .as_ref()?
                .get_ref()
                .get(i.checked_sub(1)?)
                .map(Spanned::span)
        }
        w if w.starts_with("wagers.") => wager(&s.wagers, w.trim_start_matches("wagers.")),
        w if w.starts_with("dealer_wagers.") => {
            wager(&s.dealer_wagers, w.trim_start_matches("dealer_wagers."))
        }
        _ => Some(seat.span()),
    }
    .or(Some(seat.span()))
}

/// A bet named as a wager in a sentence: "main wager", "TriLux wager".
fn wager_name(bet: Bet) -> String {
    match bet {
        Bet::Main => "main wager".to_string(),
        other => format!("{} wager", other.title()),
    }
}

/// The field name of a wager: `seat 2 wagers.bonus9`, `seat 2 dealer_wagers.main`.
pub fn wager_field(seat: u32, party: Party, bet: Bet) -> String {
    match party {
        Party::Player => format!("seat {seat} wagers.{bet}"),
        Party::Dealer => format!("seat {seat} dealer_wagers.{bet}"),
    }
}

type ErrFn<'a> = dyn Fn(Range<usize>, &str, String) -> FileError + 'a;

fn read_seat(
    file: &str,
    source: &str,
    s: &Spanned<RawSeat>,
    game: Game,
    currency: Currency,
    wager_spans: &mut BTreeMap<(u32, Party, Bet), Range<usize>>,
) -> Result<Seat, FileError> {
    let err = |span: Range<usize>, field: &str, msg: String| {
        FileError::at(file, source, Some(span), field, msg)
    };
    let raw = s.get_ref();
    let number = u32::try_from(*raw.seat.get_ref())
        .ok()
        .filter(|n| *n >= 1)
        .ok_or_else(|| {
            err(
                raw.seat.span(),
                "seat",
                format!("{} is not a seat number (1 or more)", raw.seat.get_ref()),
            )
        })?;
    let here = |f: &str| format!("seat {number} {f}");
    let mut hands = Vec::new();
    let mut decisions = None;
    if game == Game::Stadium {
        if let Some(h) = &raw.hands {
            return Err(err(
                h.span(),
                &here("hands"),
                "Stadium terminals take `decisions`, not `hands` (R7.2)".into(),
            ));
        }
        let d = raw.decisions.as_ref().ok_or_else(|| {
            err(
                s.span(),
                &here("decisions"),
                "R7.2: a terminal needs a `decisions` key (\"\" when no decision was needed)"
                    .into(),
            )
        })?;
        decisions = Some(d.get_ref().split_whitespace().map(str::to_string).collect());
    } else {
        if let Some(d) = &raw.decisions {
            return Err(err(
                d.span(),
                &here("decisions"),
                format!(
                    "{} seats take `hands`, not `decisions` (Stadium only)",
                    game.title()
                ),
            ));
        }
        let hs = raw.hands.as_ref().ok_or_else(|| {
            err(
                s.span(),
                &here("hands"),
                "the seat's hands are missing".into(),
            )
        })?;
        if hs.get_ref().is_empty() {
            return Err(err(
                hs.span(),
                &here("hands"),
                "the seat has no hand".into(),
            ));
        }
        for (i, h) in hs.get_ref().iter().enumerate() {
            let field = here(&format!("hands[{}]", i + 1));
            hands.push(read_hand(h.get_ref(), game).map_err(|m| err(h.span(), &field, m))?);
        }
    }
    if let Some(em) = &raw.even_money {
        if game != Game::Blackjack {
            return Err(err(em.span(), &here("even_money"), format!("{} has no even_money key (blackjack only; Stadium uses the even-money decision)", game.title())));
        }
    }
    let mut read_wagers = |table: &Option<Spanned<BTreeMap<String, Spanned<WrittenAmount>>>>,
                           party: Party|
     -> Result<BTreeMap<Bet, Money>, FileError> {
        let mut out = BTreeMap::new();
        let Some(t) = table else { return Ok(out) };
        let allowed = match party {
            Party::Player => game.player_bets(),
            Party::Dealer => game.dealer_bets(),
        };
        for (name, amount) in t.get_ref() {
            let bet = name
                .parse::<Bet>()
                .ok()
                .filter(|b| allowed.contains(b))
                .ok_or_else(|| {
                    let list: Vec<&str> = allowed.iter().map(|b| b.id()).collect();
                    let field = match party {
                        Party::Player => here(&format!("wagers.{name}")),
                        Party::Dealer => here(&format!("dealer_wagers.{name}")),
                    };
                    let what = match party {
                        Party::Player => "a bet",
                        Party::Dealer => "a wager for the dealer",
                    };
                    if list.is_empty() {
                        err(
                            amount.span(),
                            &field,
                            format!("{} takes no wagers for the dealer", game.title()),
                        )
                    } else {
                        err(
                            amount.span(),
                            &field,
                            format!(
                                "\"{name}\" is not {what} in {} (one of {})",
                                game.title(),
                                list.join(", ")
                            ),
                        )
                    }
                })?;
            let field = wager_field(number, party, bet);
            let stake = amount
                .get_ref()
                .resolve(currency, false)
                .map_err(|e| err(amount.span(), &field, e.to_string()))?;
            wager_spans.insert((number, party, bet), amount.span());
            out.insert(bet, stake);
        }
        Ok(out)
    };
    let wagers = read_wagers(&raw.wagers, Party::Player)?;
    let dealer_wagers = read_wagers(&raw.dealer_wagers, Party::Dealer)?;
    Ok(Seat {
        number,
        hands,
        decisions,
        even_money: raw.even_money.as_ref().is_some_and(|e| *e.get_ref()),
        wagers,
        dealer_wagers,
    })
}

/// Reads `"8S 3D 10C double"`: cards, then an optional mark (blackjack only).
fn read_hand(text: &str, game: Game) -> Result<PlayerHand, String> {
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
        if game != Game::Blackjack {
            return Err(format!(
                "\"{}\" is a blackjack mark; {} hands are cards only",
                words.last().unwrap_or(&""),
                game.title()
            ));
        }
        words.pop();
    }
    let cards = parse_cards(&words.join(" ")).map_err(|e| e.to_string())?;
    if cards.is_empty() {
        return Err("the hand has no cards".into());
    }
    Ok(PlayerHand { cards, mark })
}

/// Which bets need which (ROUND-FILE.md "Bets each game offers"; R6.1, R7.7, R7.8).
fn check_requirements(
    seats: &[Seat],
    game: Game,
    house: &HouseOptions,
    dealer_up: Option<Card>,
    spans: &BTreeMap<(u32, Party, Bet), Range<usize>>,
    seat_spans: &BTreeMap<u32, Range<usize>>,
    err: &ErrFn<'_>,
) -> Result<(), FileError> {
    for seat in seats {
        let seat_span = seat_spans.get(&seat.number).cloned().unwrap_or(0..0);
        let span = |party: Party, bet: Bet| {
            spans
                .get(&(seat.number, party, bet))
                .cloned()
                .unwrap_or(seat_span.clone())
        };
        let has_main = seat.wagers.contains_key(&Bet::Main);
        for bet in seat.wagers.keys() {
            let needs = match bet {
                Bet::Main => None,
                Bet::Super3 => Some(Bet::TriLux),
                _ => Some(Bet::Main),
            };
            if let Some(need) = needs {
                if !seat.wagers.contains_key(&need) {
                    return Err(err(
                        span(Party::Player, *bet),
                        &wager_field(seat.number, Party::Player, *bet),
                        format!(
                            "{} needs the player's own {} on the same spot",
                            bet.title(),
                            wager_name(need)
                        ),
                    ));
                }
            }
        }
        if game != Game::Stadium && !has_main {
            return Err(err(
                seat_span.clone(),
                &format!("seat {} wagers.main", seat.number),
                format!("a {} seat needs a main wager", game.title()),
            ));
        }
        if game == Game::Stadium && !has_main && seat.dealer_wagers.is_empty() {
            return Err(err(
                seat_span.clone(),
                &format!("seat {} wagers.main", seat.number),
                "the terminal has no wager".into(),
            ));
        }
        if seat.wagers.contains_key(&Bet::Insurance)
            && dealer_up.is_none_or(|c| c.rank != crate::card::Rank::Ace)
        {
            return Err(err(
                span(Party::Player, Bet::Insurance),
                &wager_field(seat.number, Party::Player, Bet::Insurance),
                "R3.1: insurance is offered only against a dealer Ace".into(),
            ));
        }
        if game == Game::Stadium && !house.dealer_wagers && !seat.dealer_wagers.is_empty() {
            let bet = *seat.dealer_wagers.keys().next().unwrap_or(&Bet::Main);
            return Err(err(
                span(Party::Dealer, bet),
                &wager_field(seat.number, Party::Dealer, bet),
                "R7.7: wagers for the dealer are off at this table (dealer_wagers = false)".into(),
            ));
        }
        for bet in seat.dealer_wagers.keys() {
            let (need, party) = match (game, bet) {
                (_, Bet::Main) | (Game::Blackjack, Bet::LuckyBreak) => {
                    (Some(Bet::Main), Party::Player)
                }
                (Game::Stadium, Bet::Super3) => (Some(Bet::TriLux), Party::Dealer),
                _ => (None, Party::Player),
            };
            if let Some(need) = need {
                if seat.stake(party, need).is_none() {
                    let whose = match party {
                        Party::Player => "the player's own",
                        Party::Dealer => "a dealer",
                    };
                    return Err(err(
                        span(Party::Dealer, *bet),
                        &wager_field(seat.number, Party::Dealer, *bet),
                        format!(
                            "a dealer {} wager needs {whose} {} on the same spot (R6.1, R7.7)",
                            bet.title(),
                            wager_name(need)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// A stake checked against its paytable: limits, fixed stake, insurance limit, decks,
/// currency (R1.2, R1.3).
fn check_stake(
    table: &Paytable,
    bet: Bet,
    stake: Money,
    seat: &Seat,
    party: Party,
    currency: Currency,
    decks: u8,
) -> Result<(), String> {
    if let Some(c) = table.currency {
        if c != currency {
            return Err(format!(
                "R1.3: paytable \"{}\" is in {c} but the round is in {currency}",
                table.id
            ));
        }
    }
    if !table.decks.contains(&decks) {
        return Err(format!(
            "R1.2: paytable \"{}\" allows {} deck(s), not {decks}",
            table.id,
            table
                .decks
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    let f = |m: Money| currency.format(m);
    if bet == Bet::Insurance {
        let main = seat.stake(party, Bet::Main).unwrap_or(Money::ZERO);
        let limit = match &table.payouts {
            crate::paytable::Payouts::Main {
                insurance_max: Some((n, d)),
                ..
            } => Money::from_cents(
                main.cents()
                    .saturating_mul(i64::from(*n))
                    .div_euclid(i64::from(*d).max(1)),
            ),
            _ => main.half_down(),
        };
        if stake > limit {
            return Err(format!(
                "R1.3: insurance {} is more than half the main wager (at most {})",
                f(stake),
                f(limit)
            ));
        }
        return Ok(());
    }
    if let Some(fixed) = table.fixed_stake {
        if stake != fixed {
            return Err(format!(
                "R1.3: {} takes a fixed stake of {} (paytable \"{}\"), not {}",
                bet.title(),
                f(fixed),
                table.id,
                f(stake)
            ));
        }
    }
    if stake < table.min {
        return Err(format!(
            "R1.3: {} is below the {} minimum of {} (paytable \"{}\")",
            f(stake),
            bet.title(),
            f(table.min),
            table.id
        ));
    }
    if stake > table.max {
        return Err(format!(
            "R1.3: {} is over the {} maximum of {} (paytable \"{}\")",
            f(stake),
            bet.title(),
            f(table.max),
            table.id
        ));
    }
    Ok(())
}

fn read_meter(
    m: &Spanned<WrittenAmount>,
    field: &str,
    table: Option<&Arc<Paytable>>,
    currency: Currency,
    err: &ErrFn<'_>,
) -> Result<Money, FileError> {
    let meter = m
        .get_ref()
        .resolve(currency, false)
        .map_err(|e| err(m.span(), field, e.to_string()))?;
    if let Some(reseed) = table.and_then(|t| t.reseed) {
        if meter < reseed {
            return Err(err(
                m.span(),
                field,
                format!(
                    "R4.3: meter {} is below the reseed value {}",
                    currency.format(meter),
                    currency.format(reseed)
                ),
            ));
        }
    }
    Ok(meter)
}

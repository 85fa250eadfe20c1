//! The round reader's steps, in the order the checked round's `from_raw` runs them: game and
//! decks (R1.2), house rules, currency (R1.3) and house options, cards (R7.1 for
//! Stadium), seats ([`super::seat`]), which bets need which ([`super::checks`]),
//! paytables, stakes against them (R1.2, R1.3), meters (R4.3), and the shoe (R1.2).
//!
//! Each step reads one part of the raw file and reports a mistake with the file, line and
//! field; the order decides which of several mistakes is reported, so it is kept.

use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Arc;

use toml::Spanned;

use crate::bet::{Bet, Game, Party, PROGRESSIVE_BET, SUITED_OR_BOOTED_BET};
use crate::card::{parse_cards, Card, Suit};
use crate::date::Date;
use crate::error::FileError;
use crate::house::{HouseOptions, OptionValue};
use crate::money::{Currency, Money};
use crate::paytable::{HouseRules, Paytable};
use crate::spec::spec;
use crate::written::WrittenAmount;
use pitpay_language::{sentence, Sentence};

use super::parts::{wager_field, Meters};
use super::raw::RawProgressive;
use super::reader::{Cards, Reader, SeatsRead};

/// A paytable id chosen for a bet, with where the round named it (`None` for a default
/// or the house rules' choice).
type Choice = (String, Option<Range<usize>>);

impl Reader<'_> {
    /// `game`.
    pub(super) fn game(&self) -> Result<Game, FileError> {
        let g = &self.raw.game;
        g.get_ref()
            .parse()
            .map_err(|e| self.err(g.span(), "game", e))
    }

    /// `decks`, within the game's range (R1.2).
    pub(super) fn decks(&self, game: Game) -> Result<u8, FileError> {
        let d = &self.raw.decks;
        let n = d
            .get_ref()
            .whole()
            .map_err(|m| self.err(d.span(), "decks", m))?;
        let range = spec(game).decks;
        u8::try_from(n)
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| {
                let contiguous = range.windows(2).all(|w| w[1] == w[0] + 1);
                let allowed = match range {
                    [lowest, .., highest] if contiguous => Some(("range", lowest, highest)),
                    [lowest, highest] => Some(("pair", lowest, highest)),
                    _ => None,
                };
                let message = match allowed {
                    Some((allowed, lowest, highest)) => sentence!(
                        "round-decks-not-allowed",
                        decks = n,
                        game = game.id(),
                        allowed = allowed,
                        lowest = *lowest,
                        highest = *highest
                    ),
                    None => Sentence::from(format!(
                        "R1.2: {n} is not a deck count for {} ({})",
                        game.title(),
                        spec(game).decks_words()
                    )),
                };
                self.err(d.span(), "decks", message)
            })
    }

    /// `table`: the table label, one line of at most 40 characters (it is printed on
    /// slips inside a fixed field).
    pub(super) fn table(&self) -> Result<Option<String>, FileError> {
        let Some(t) = &self.raw.table else {
            return Ok(None);
        };
        crate::label::check(crate::label::Label::Table, t.get_ref())
            .map_err(|m| self.err(t.span(), "table", m.said_of("table")))?;
        Ok(Some(t.get_ref().clone()))
    }

    /// `date`: the day the round was dealt, a calendar date (optional).
    pub(super) fn date(&self) -> Result<Option<Date>, FileError> {
        let Some(d) = &self.raw.date else {
            return Ok(None);
        };
        let date = d.get_ref().parse::<Date>();
        date.map(Some).map_err(|e| self.err(d.span(), "date", e))
    }

    /// `rack`: the rack the table pays from, by id; else the house rules' rack. Whether
    /// a rack file has that id is for the rack's own reader to say.
    pub(super) fn rack(&self, rules: Option<&HouseRules>) -> Result<Option<String>, FileError> {
        match &self.raw.rack {
            Some(r) => crate::floor::rack::rack_id(r.get_ref())
                .map(Some)
                .map_err(|e| self.err(r.span(), "rack", e.to_string())),
            None => Ok(rules.and_then(|h| h.rack.clone())),
        }
    }

    /// `house_rules`: a house-rules file of the catalog, for this game.
    pub(super) fn house_rules(&self, game: Game) -> Result<Option<Arc<HouseRules>>, FileError> {
        let Some(id) = &self.raw.house_rules else {
            return Ok(None);
        };
        if let Some(why) = self.catalog.unusable(id.get_ref()) {
            let message = unusable_message("house-rules", id.get_ref(), why);
            return Err(self.err(id.span(), "house_rules", message));
        }
        let rules = self.catalog.house_rules(id.get_ref()).ok_or_else(|| {
            let message = sentence!("round-no-house-rules", id = id.get_ref());
            self.err(id.span(), "house_rules", message)
        })?;
        if rules.game != game {
            let message = sentence!(
                "round-house-rules-other-game",
                id = rules.id.as_str(),
                rules = rules.game.id(),
                game = game.id()
            );
            return Err(self.err(id.span(), "house_rules", message));
        }
        Ok(Some(Arc::clone(rules)))
    }

    /// `currency`, else the house rules' currency, else the default (R1.3).
    pub(super) fn currency(&self, rules: Option<&HouseRules>) -> Result<Currency, FileError> {
        match &self.raw.currency {
            Some(c) => c
                .get_ref()
                .parse::<Currency>()
                .map_err(|e| self.err(c.span(), "currency", e)),
            None => Ok(rules.and_then(|h| h.currency).unwrap_or_default()),
        }
    }

    /// The game's defaults, then the house-rules file's options, then the round's own
    /// `[house]` table, key by key.
    pub(super) fn house_options(
        &self,
        game: Game,
        rules: Option<&HouseRules>,
    ) -> Result<HouseOptions, FileError> {
        let mut house = HouseOptions::defaults(game);
        if let Some(rules) = rules {
            for (k, v, line) in &rules.options {
                house.set(k, v).map_err(|e| {
                    FileError::placed(&rules.source, Some(*line), &format!("house.{k}"), e)
                })?;
            }
        }
        for (k, v) in self.raw.house.iter().flatten() {
            house
                .set(k, &OptionValue::from_toml(v.get_ref()))
                .map_err(|e| self.err(v.span(), &format!("house.{k}"), e))?;
        }
        Ok(house)
    }

    /// One card field.
    fn card_list(&self, s: &Spanned<String>, field: &str) -> Result<Vec<Card>, FileError> {
        parse_cards(s.get_ref()).map_err(|e| self.err(s.span(), field, e))
    }

    /// `[cards]`: the dealer's cards, and for Stadium the shared player and community
    /// cards (R7.1), which other games refuse.
    pub(super) fn cards(&self, game: Game) -> Result<Cards, FileError> {
        let cards = self.raw.cards.get_ref();
        let Some(d) = &cards.dealer else {
            let message = sentence!("round-dealer-cards-missing");
            return Err(self.err(self.raw.cards.span(), "cards.dealer", message));
        };
        let dealer = self.card_list(d, "cards.dealer")?;
        if spec(game).community() {
            return self.stadium_cards(dealer, d.span());
        }
        for (field, v) in [
            ("cards.player", &cards.player),
            ("cards.community", &cards.community),
        ] {
            if let Some(v) = v {
                let message = sentence!("round-no-shared-cards", game = game.id());
                return Err(self.err(v.span(), field, message));
            }
        }
        Ok(Cards {
            dealer,
            shared_player: Vec::new(),
            community: Vec::new(),
        })
    }

    /// Stadium's cards: two shared player cards, one dealer card, the community (R7.1).
    fn stadium_cards(
        &self,
        dealer: Vec<Card>,
        dealer_span: Range<usize>,
    ) -> Result<Cards, FileError> {
        let cards = self.raw.cards.get_ref();
        let p = cards.player.as_ref().ok_or_else(|| {
            let message = sentence!("round-stadium-needs-player-cards");
            self.err(self.raw.cards.span(), "cards.player", message)
        })?;
        let shared_player = self.card_list(p, "cards.player")?;
        if shared_player.len() != 2 {
            let message = sentence!(
                "round-stadium-two-player-cards",
                count = shared_player.len()
            );
            return Err(self.err(p.span(), "cards.player", message));
        }
        if dealer.len() != 1 {
            let message = sentence!("round-stadium-one-dealer-card", count = dealer.len());
            return Err(self.err(dealer_span, "cards.dealer", message));
        }
        let community = match &cards.community {
            Some(c) => self.card_list(c, "cards.community")?,
            None => Vec::new(),
        };
        Ok(Cards {
            dealer,
            shared_player,
            community,
        })
    }

    /// Every `[[seat]]`, each read by [`super::seat::read_seat`]; two seats may not
    /// share a number (R1.8).
    pub(super) fn seats(&self, game: Game, currency: Currency) -> Result<SeatsRead, FileError> {
        if self.raw.seat.is_empty() {
            return Err(self.err(self.top(), "seat", sentence!("round-no-seat")));
        }
        let mut read = SeatsRead {
            seats: Vec::new(),
            wager_spans: BTreeMap::new(),
            seat_spans: BTreeMap::new(),
        };
        for s in &self.raw.seat {
            let seat = super::seat::read_seat(self, s, game, currency, &mut read.wager_spans)?;
            if read.seats.iter().any(|o| o.number == seat.number) {
                let field = format!("seat {}", seat.number);
                let message = sentence!("round-seat-twice", number = seat.number);
                return Err(self.err(s.get_ref().seat.span(), &field, message));
            }
            read.seat_spans.insert(seat.number, s.span());
            read.seats.push(seat);
        }
        read.seats.sort_by_key(|s| s.number);
        Ok(read)
    }

    /// The paytable for each bet: the defaults, then the house-rules file's choices,
    /// then the round's `[paytables]`. Insurance is paid from the main paytable.
    pub(super) fn paytables(
        &self,
        game: Game,
        rules: Option<&HouseRules>,
        seats: &SeatsRead,
    ) -> Result<BTreeMap<Bet, Arc<Paytable>>, FileError> {
        let mut paytables = BTreeMap::new();
        for (bet, (id, span)) in self.chosen_paytables(game, rules)? {
            if let Some(table) = self.paytable(game, bet, &id, span, seats)? {
                paytables.insert(bet, table);
            }
        }
        if let Some(main) = paytables.get(&Bet::Main).cloned() {
            paytables.insert(Bet::Insurance, main);
        }
        Ok(paytables)
    }

    /// Which paytable id each bet uses, with where the round named it (if it did).
    fn chosen_paytables(
        &self,
        game: Game,
        rules: Option<&HouseRules>,
    ) -> Result<BTreeMap<Bet, Choice>, FileError> {
        let mut chosen = BTreeMap::new();
        let bets = self.catalog.bets(game, Party::Player);
        for bet in bets.iter().chain(&self.catalog.bets(game, Party::Dealer)) {
            if *bet == Bet::Insurance {
                continue; // paid from the main paytable
            }
            if let Some(id) = self.catalog.default_paytable(game, *bet) {
                chosen.insert(*bet, (id, None));
            }
        }
        for (bet, id) in rules.iter().flat_map(|r| &r.paytables) {
            chosen.insert(*bet, (id.clone(), None));
        }
        for (k, v) in self.raw.paytables.iter().flatten() {
            let field = format!("paytables.{k}");
            let bet: Bet = k.parse().map_err(|e| self.err(v.span(), &field, e))?;
            if bet.side().is_some() && !self.catalog.offers(game, bet) {
                let bets: Vec<String> = self
                    .catalog
                    .bets(game, Party::Player)
                    .iter()
                    .filter(|b| **b != Bet::Insurance)
                    .map(|b| b.id().to_string())
                    .collect();
                let message = sentence!(
                    "round-not-a-bet-in-game",
                    bet = bet.id(),
                    game = game.id(),
                    bets = bets.join(", ")
                );
                return Err(self.err(v.span(), &field, message));
            }
            if !self.catalog.offers(game, bet) || bet == Bet::Insurance {
                let message =
                    sentence!("round-no-paytable-choice", game = game.id(), bet = bet.id());
                return Err(self.err(v.span(), &field, message));
            }
            chosen.insert(bet, (v.get_ref().clone(), Some(v.span())));
        }
        Ok(chosen)
    }

    /// One chosen paytable from the catalog, checked to be for this bet and game. A
    /// default for a bet nobody wagered need not be loaded (`None`).
    fn paytable(
        &self,
        game: Game,
        bet: Bet,
        id: &str,
        named_at: Option<Range<usize>>,
        seats: &SeatsRead,
    ) -> Result<Option<Arc<Paytable>>, FileError> {
        let field = format!("paytables.{bet}");
        let in_play = bet == Bet::Main || seats.wagered(bet);
        let unusable = self.catalog.unusable(id);
        if named_at.is_none() && !in_play && self.catalog.paytable(id).is_none() {
            return Ok(None);
        }
        let span = named_at.unwrap_or(self.top());
        if let Some(why) = unusable {
            return Err(self.err(span, &field, unusable_message("paytable", id, why)));
        }
        let table = self.catalog.paytable(id).ok_or_else(|| {
            self.err(
                span.clone(),
                &field,
                sentence!("round-no-paytable", id = id),
            )
        })?;
        if table.bet != bet || !table.serves(game) {
            let message = sentence!(
                "round-paytable-other-bet",
                id = id,
                bet = table.bet.id(),
                games = table.games_text(),
                wanted = bet.id(),
                game = game.id()
            );
            return Err(self.err(span, &field, message));
        }
        Ok(Some(Arc::clone(table)))
    }

    /// Every stake against the paytable in use for its bet (R1.2, R1.3; see
    /// [`super::checks::check_stake`]).
    pub(super) fn check_stakes(
        &self,
        read: &SeatsRead,
        paytables: &BTreeMap<Bet, Arc<Paytable>>,
        currency: Currency,
        decks: u8,
    ) -> Result<(), FileError> {
        for seat in &read.seats {
            for party in [Party::Player, Party::Dealer] {
                let wagers = match party {
                    Party::Player => &seat.wagers,
                    Party::Dealer => &seat.dealer_wagers,
                };
                for (bet, stake) in wagers {
                    let Some(table) = paytables.get(bet) else {
                        continue;
                    };
                    let span = read.wager_spans.get(&(seat.number, party, *bet));
                    let span = span.cloned().unwrap_or(self.top());
                    let field = wager_field(seat.number, party, *bet);
                    super::checks::check_stake(table, *bet, *stake, seat, party, currency, decks)
                        .map_err(|m| self.err(span, &field, m))?;
                }
            }
        }
        Ok(())
    }

    /// The meters and declared suit (R4.3): `[progressive]` only with a progressive
    /// wager, and a meter for every progressive wagered.
    pub(super) fn meters(
        &self,
        seats: &SeatsRead,
        paytables: &BTreeMap<Bet, Arc<Paytable>>,
        currency: Currency,
        rules: Option<&HouseRules>,
    ) -> Result<Meters, FileError> {
        let mut meters = Meters {
            declared_suit: rules.and_then(|h| h.declared_suit),
            ..Meters::default()
        };
        if let Some(p) = &self.raw.progressive {
            if !seats.wagered(PROGRESSIVE_BET) && !seats.wagered(SUITED_OR_BOOTED_BET) {
                let message = sentence!("round-progressive-unwagered");
                return Err(self.err(p.span(), "progressive", message));
            }
            self.progressive(p.get_ref(), seats, paytables, currency, &mut meters)?;
        }
        if seats.wagered(PROGRESSIVE_BET) && meters.progressive.is_none() {
            let message = sentence!("round-progressive-meter-missing");
            return Err(self.err(self.top(), "progressive.meter", message));
        }
        if seats.wagered(SUITED_OR_BOOTED_BET) && meters.suited_or_booted.is_none() {
            let message = sentence!("round-sob-meter-missing");
            let field = "progressive.suited-or-booted.meter";
            return Err(self.err(self.top(), field, message));
        }
        Ok(meters)
    }

    /// `[progressive]`: the declared suit and each meter, given only for a bet wagered.
    fn progressive(
        &self,
        p: &RawProgressive,
        seats: &SeatsRead,
        paytables: &BTreeMap<Bet, Arc<Paytable>>,
        currency: Currency,
        meters: &mut Meters,
    ) -> Result<(), FileError> {
        if let Some(d) = &p.declared_suit {
            let suit = d.get_ref().parse::<Suit>();
            let suit = suit.map_err(|e| self.err(d.span(), "progressive.declared_suit", e))?;
            meters.declared_suit = Some(suit);
        }
        if let Some(m) = &p.meter {
            if !seats.wagered(PROGRESSIVE_BET) {
                return Err(self.err(
                    m.span(),
                    "progressive.meter",
                    sentence!("round-progressive-meter-unwagered"),
                ));
            }
            let table = paytables.get(&PROGRESSIVE_BET);
            meters.progressive = Some(self.meter(m, "progressive.meter", table, currency)?);
        }
        if let Some(sob) = &p.suited_or_booted {
            if !seats.wagered(SUITED_OR_BOOTED_BET) {
                return Err(self.err(
                    sob.span(),
                    "progressive.suited-or-booted",
                    sentence!("round-sob-meter-unwagered"),
                ));
            }
            if let Some(m) = &sob.get_ref().meter {
                let field = "progressive.suited-or-booted.meter";
                let table = paytables.get(&SUITED_OR_BOOTED_BET);
                meters.suited_or_booted = Some(self.meter(m, field, table, currency)?);
            }
        }
        Ok(())
    }

    /// One meter: an amount no lower than its paytable's reseed (R4.3).
    fn meter(
        &self,
        m: &Spanned<WrittenAmount>,
        field: &str,
        table: Option<&Arc<Paytable>>,
        currency: Currency,
    ) -> Result<Money, FileError> {
        let meter = m
            .get_ref()
            .resolve(currency, false)
            .map_err(|e| self.err(m.span(), field, e))?;
        match table.and_then(|t| t.reseed) {
            Some(reseed) if meter < reseed => {
                let message = sentence!(
                    "round-meter-below-reseed",
                    meter = currency.format(meter),
                    reseed = currency.format(reseed)
                );
                Err(self.err(m.span(), field, message))
            }
            _ => Ok(meter),
        }
    }
}

/// A round refused because the operator file for an id it uses did not load: the
/// operator file's own place and words, and that the shipped odds are not used instead.
/// `what` is `paytable` or `house-rules`. The operator file's refusal is its own
/// (file, line, key and what is wrong), carried as its English words.
fn unusable_message(what: &'static str, id: &str, why: &FileError) -> Sentence {
    sentence!(
        "round-operator-file-unusable",
        what = what,
        id = id,
        why = why.to_string()
    )
}

//! A round file read and checked into a [`Round`] (ROUND-FILE.md; RULES.md R1.2, R1.3,
//! R1.8, and each bet's requirements).
//!
//! Everything that can be judged without playing the hands is checked here, with the
//! file, line and field of the mistake: the shape of the file, cards, the shoe, amounts
//! and stake limits, which bets need which, paytables, house options and meters. The
//! game modules then check play itself (a dealer who drew on 6, a hit on a split hand)
//! and report the field through [`Round::locate`].

mod checks;
pub(crate) mod header;
mod locate;
pub(crate) mod parts;
pub(crate) mod raw;
mod read;
mod reader;
mod seat;

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::bet::{Bet, Game};
use crate::card::{Card, Shoe};
use crate::catalog::Catalog;
use crate::error::FileError;
use crate::house::HouseOptions;
use crate::money::Currency;
use crate::paytable::Paytable;

pub(crate) use crate::bet::Party;
pub(crate) use header::Header;
use locate::span_of;
pub(crate) use parts::{wager_field, HandMark, Meters, PlayError, PlayerHand, Seat};
use raw::RawRound;
use reader::Reader;

/// A checked round, ready to settle.
#[derive(Debug, Clone)]
pub struct Round {
    /// The game.
    pub game: Game,
    /// The bets a player may wager, in the order a settlement lists them: the
    /// program's own and the side bets the catalog defines for the game.
    pub player_bets: Vec<Bet>,
    /// The bets that may be placed for the dealer, in the same order.
    pub dealer_bets: Vec<Bet>,
    /// The shoe.
    pub shoe: Shoe,
    /// The labels of the deal: table, date, rack, house rules, dealer.
    pub header: Header,
    /// The round's one currency (R1.3).
    pub currency: Currency,
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

impl Round {
    /// Turns a play error into a file error with the line of its field.
    pub fn locate(&self, e: PlayError) -> FileError {
        FileError::placed(
            &self.file,
            span_of(&self.source, &e.field).map(|sp| crate::error::line_of(&self.source, sp.start)),
            &e.field,
            e.message,
        )
    }

    /// The paytable for a bet.
    pub fn paytable(&self, bet: Bet) -> Option<&Arc<Paytable>> {
        self.paytables.get(&bet)
    }

    /// The bets a party may wager, in the order a settlement lists them.
    pub(crate) fn bets(&self, party: Party) -> &[Bet] {
        match party {
            Party::Player => &self.player_bets,
            Party::Dealer => &self.dealer_bets,
        }
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
        let raw =
            RawRound::from_toml(source).map_err(|e| FileError::from_toml(file, source, &e))?;
        Round::from_raw(file, source, raw, catalog)
    }

    /// Checks a parsed round file: a pipeline of named steps (`read`), each reading
    /// one part of the file and naming the file, line and field of a mistake.
    pub(crate) fn from_raw(
        file: &str,
        source: &str,
        raw: RawRound,
        catalog: &Catalog,
    ) -> Result<Round, FileError> {
        let r = Reader {
            file,
            source,
            catalog,
            raw: &raw,
        };
        let game = r.game()?;
        let decks = r.decks(game)?;
        // House rules first: they may set the currency, declared suit, paytables, rack.
        let (header, rules) = r.header(game)?;
        let currency = r.currency(rules.as_deref())?;
        let house = r.house_options(game, rules.as_deref())?;
        let cards = r.cards(game)?;
        let seats = r.seats(game, currency)?;
        checks::requirements(&r, &seats, game, &house, cards.dealer.first().copied())?;
        let paytables = r.paytables(game, rules.as_deref(), &seats)?;
        r.check_stakes(&seats, &paytables, currency, decks)?;
        let meters = r.meters(&seats, &paytables, currency, rules.as_deref())?;
        let round = Round {
            game,
            player_bets: catalog.bets(game, Party::Player),
            dealer_bets: catalog.bets(game, Party::Dealer),
            shoe: Shoe::new(decks),
            header,
            currency,
            house,
            paytables,
            dealer: cards.dealer,
            shared_player: cards.shared_player,
            community: cards.community,
            seats: seats.seats,
            meters,
            file: file.to_string(),
            source: Arc::from(source),
        };
        round.check_shoe()?;
        Ok(round)
    }

    /// No card more often than the shoe holds it (R1.2).
    /// The error names the field where the card went past the shoe (its last place),
    /// so the app can mark that field.
    fn check_shoe(&self) -> Result<(), FileError> {
        let cards = self.all_cards();
        self.shoe
            .check(cards.iter().map(|(c, p)| (*c, p.as_str())))
            .map_err(|e| {
                let message = pitpay_language::Sentence::from(&e);
                self.locate(PlayError::new(place_field(&e.last_place), message))
            })
    }
}

/// The round-file field of a place a card was seen (`seat 1 hand 2` → `seat 1
/// hands[2]`), as [`Round::all_cards`] names the places.
fn place_field(place: &str) -> String {
    match place {
        "dealer" => "cards.dealer".into(),
        "player cards" => "cards.player".into(),
        "community" => "cards.community".into(),
        p => match p.rsplit_once(" hand ") {
            Some((seat, n)) => format!("{seat} hands[{n}]"),
            None => "cards".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Money;

    /// The contract's Lucky 9 round (ROUND-FILE.md "Round file").
    const ROUND: &str = "game = \"lucky9\"\ndecks = 8\ntable = \"L9-4\"\n\n[cards]\ndealer = \"KC 4H 3D\"\n\n[[seat]]\nseat = 1\nhands = [\"AS 8D\"]\n[seat.wagers]\nmain = \"25\"\nbonus9 = \"5\"\n";

    fn read(text: &str) -> Result<Round, FileError> {
        Round::parse("round.toml", text, &Catalog::shipped())
    }

    /// `ROUND` with each `(from, to)` replaced.
    fn with(changes: &[(&str, &str)]) -> String {
        changes.iter().fold(ROUND.to_string(), |t, (from, to)| {
            assert!(t.contains(from), "{from}");
            t.replacen(from, to, 1)
        })
    }

    #[test]
    fn the_contract_round_reads_into_every_part() {
        let r = read(ROUND).unwrap();
        assert_eq!(
            (r.game, r.shoe, r.header.table.as_deref()),
            (Game::Lucky9, Shoe::new(8), Some("L9-4"))
        );
        assert_eq!(r.dealer.len(), 3);
        assert_eq!(r.seats.len(), 1);
        assert_eq!(
            r.seats[0].stake(Party::Player, "bonus9".parse::<Bet>().unwrap()),
            Some(Money::from_cents(500))
        );
        // The main paytable also pays insurance; bets nobody wagered still get their default.
        assert_eq!(r.paytable(Bet::Main).unwrap().id, "lucky9-main");
        assert_eq!(r.paytable(Bet::Tie).unwrap().id, "lucky9-tie");
    }

    /// The pipeline's order decides which of several mistakes is reported: the file's
    /// shape (decks, R1.2) before its cards, cards before seats, seats before stakes.
    #[test]
    fn r1_2_mistakes_are_reported_in_the_order_the_file_is_read() {
        let e = read(&with(&[
            ("decks = 8", "decks = 9"),
            ("KC 4H 3D", "KC 4H 1D"),
        ]))
        .unwrap_err();
        assert_eq!((e.field.as_str(), e.line), ("decks", Some(2)), "{e}");
        let e = read(&with(&[("KC 4H 3D", "KC 4H 1D"), ("seat = 1", "seat = 0")])).unwrap_err();
        assert_eq!((e.field.as_str(), e.line), ("cards.dealer", Some(6)), "{e}");
        let e = read(&with(&[
            ("seat = 1", "seat = 0"),
            ("main = \"25\"", "main = \"1000000\""),
        ]))
        .unwrap_err();
        assert_eq!((e.field.as_str(), e.line), ("seat", Some(9)), "{e}");
        let e = read(&with(&[("main = \"25\"", "main = \"1000000\"")])).unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.line),
            ("seat 1 wagers.main", Some(12)),
            "{e}"
        );
    }

    /// R1.2: the shoe is checked last, over every card the round names; the error points
    /// at the place the card went past the shoe (here the seat's hand, after the dealer's).
    #[test]
    fn r1_2_the_shoe_check_sees_the_seats_cards_too() {
        let text = with(&[("decks = 8", "decks = 1"), ("AS 8D", "KC 9D")]);
        let e = read(&text).unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.line),
            ("seat 1 hands[1]", Some(10)),
            "{e}"
        );
        assert!(e.message.contains("KC"), "{e}");
    }

    /// ROUND-FILE.md additions: `date` is a calendar date, `rack` a rack id; both
    /// optional, and a round without them reads as before.
    #[test]
    fn date_and_rack_are_read_when_given() {
        let r = read(ROUND).unwrap();
        assert_eq!((r.header.date, r.header.rack.as_deref()), (None, None));
        let text = with(&[(
            "table = \"L9-4\"",
            "table = \"L9-4\"\ndate = \"2024-02-29\"\nrack = \" L9-float \"",
        )]);
        let r = read(&text).unwrap();
        assert_eq!(
            r.header.date.map(|d| d.to_string()).as_deref(),
            Some("2024-02-29")
        );
        assert_eq!(r.header.rack.as_deref(), Some("L9-float"));
    }

    #[test]
    fn a_date_that_is_not_on_the_calendar_is_refused_with_its_line() {
        let text = with(&[(
            "table = \"L9-4\"",
            "table = \"L9-4\"\ndate = \"2026-02-29\"",
        )]);
        let e = read(&text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "round.toml:4: date: \"2026-02-29\" is not a date (YYYY-MM-DD)"
        );
        let e = read(&with(&[("decks = 8", "decks = 8\ndate = 20260101")])).unwrap_err();
        assert_eq!((e.field.as_str(), e.line), ("date", Some(3)), "{e}");
        assert_eq!(
            e.message,
            "expected text in quotes, found the number 20260101"
        );
    }

    #[test]
    fn a_blank_rack_is_refused() {
        let e = read(&with(&[("decks = 8", "decks = 8\nrack = \"BJ 2\"")])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "round.toml:3: rack: \"BJ 2\" is not a rack id (one word, e.g. \"BJ-2\")"
        );
        assert!(read(&with(&[("decks = 8", "decks = 8\nrack = \"\"")])).is_err());
    }

    #[test]
    fn the_house_rules_rack_applies_unless_the_round_names_its_own() {
        let mut catalog = Catalog::shipped();
        catalog.add_source(
            "floor.toml",
            "id = \"l9-floor\"\nname = \"Floor\"\ngame = \"lucky9\"\nrack = \"L9-float\"\n[house]\nnines = \"all-push\"\n",
        );
        assert!(catalog.problems().is_empty(), "{:?}", catalog.problems());
        assert_eq!(
            catalog.house_rules("l9-floor").unwrap().rack.as_deref(),
            Some("L9-float")
        );
        let with_rules = with(&[("decks = 8", "decks = 8\nhouse_rules = \"l9-floor\"")]);
        let r = Round::parse("round.toml", &with_rules, &catalog).unwrap();
        assert_eq!(r.header.rack.as_deref(), Some("L9-float"));
        let own = with_rules.replace("decks = 8\n", "decks = 8\nrack = \"L9-spare\"\n");
        let r = Round::parse("round.toml", &own, &catalog).unwrap();
        assert_eq!(r.header.rack.as_deref(), Some("L9-spare"));
    }
}

//! Cards and the shoe (RULES.md R1.1, R1.2).
//!
//! A card is written rank then suit: `AS`, `10h`, `Th`, `kd`, `A♠`, `10♥`, `A♤`,
//! case-insensitive, `T` for ten; lists are separated by spaces and/or commas. Anything
//! else is refused with the offending text and its position in the list. The shoe
//! holds 1 to 8 decks, and no card may appear in a round more often than the shoe
//! holds it.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use pitpay_language::{sentence, Sentence};

use crate::error::ParseError;

/// A card's rank, Ace to King.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    /// Ace: 1 in baccarat count, 1 or 11 in blackjack.
    Ace,
    /// Two.
    Two,
    /// Three.
    Three,
    /// Four.
    Four,
    /// Five.
    Five,
    /// Six.
    Six,
    /// Seven.
    Seven,
    /// Eight.
    Eight,
    /// Nine.
    Nine,
    /// Ten.
    Ten,
    /// Jack.
    Jack,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Rank {
    /// Every rank, Ace first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// Position in the ace-low order: Ace 1 … King 13.
    pub const fn ordinal(self) -> u8 {
        match self {
            Rank::Ace => 1,
            Rank::Two => 2,
            Rank::Three => 3,
            Rank::Four => 4,
            Rank::Five => 5,
            Rank::Six => 6,
            Rank::Seven => 7,
            Rank::Eight => 8,
            Rank::Nine => 9,
            Rank::Ten => 10,
            Rank::Jack => 11,
            Rank::Queen => 12,
            Rank::King => 13,
        }
    }

    /// Baccarat count (R2.1): A = 1, 2-9 face value, ten-value cards 0.
    pub const fn baccarat_points(self) -> u8 {
        match self {
            Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 0,
            other => other.ordinal(),
        }
    }

    /// Blackjack count with the Ace as 1 (soft totals are worked out by the hand).
    pub const fn blackjack_points(self) -> u8 {
        match self {
            Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 10,
            other => other.ordinal(),
        }
    }

    /// 10, J, Q or K ("ten" or "ten-value" in the rules).
    pub const fn is_ten_value(self) -> bool {
        matches!(self, Rank::Ten | Rank::Jack | Rank::Queen | Rank::King)
    }

    /// The rank as printed: `A`, `2` … `10`, `J`, `Q`, `K`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Rank::Ace => "A",
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl FromStr for Rank {
    type Err = ();
    /// `A`, `2`-`10`, `T`, `J`, `Q`, `K`, any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let up = s.to_ascii_uppercase();
        if up == "T" {
            return Ok(Rank::Ten);
        }
        Rank::ALL.into_iter().find(|r| r.symbol() == up).ok_or(())
    }
}

/// A card's suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Spades ♠.
    Spades,
    /// Hearts ♥.
    Hearts,
    /// Diamonds ♦.
    Diamonds,
    /// Clubs ♣.
    Clubs,
}

impl Suit {
    /// Every suit.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// `S`, `H`, `D` or `C`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// `♠`, `♥`, `♦` or `♣`.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// Hearts and diamonds are printed red.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// Reads a suit letter or symbol, filled or outlined: `S`, `s`, `♠`, `♤`.
    pub(crate) fn from_char(c: char) -> Option<Suit> {
        match c {
            'S' | 's' | '♠' | '♤' => Some(Suit::Spades),
            'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
            'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
            _ => None,
        }
    }
}

impl FromStr for Suit {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.trim().chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_char(c),
            _ => None,
        }
        .ok_or_else(|| ParseError::new(s, "a suit", "S H D C or ♠ ♥ ♦ ♣"))
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A playing card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    /// A to K.
    pub rank: Rank,
    /// S H D C.
    pub suit: Suit,
}

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// Every card of one deck, spades first.
    pub fn deck() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|s| Rank::ALL.into_iter().map(move |r| Card::new(r, s)))
    }

    /// The card with a suit symbol, for people: `A♠`, `10♥`.
    pub fn pretty(self) -> String {
        format!("{}{}", self.rank, self.suit.symbol())
    }
}

/// `AS`, `10H`: the round file's own spelling.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank, self.suit)
    }
}

/// A card that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardError {
    /// The offending text.
    pub text: String,
    /// 1-based position in the list.
    pub position: usize,
    /// What is wrong with it.
    pub(crate) why: CardFault,
}

/// What is wrong with a card's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CardFault {
    /// Nothing was written.
    Empty,
    /// The last character is not a suit.
    NoSuit,
    /// A suit with nothing before it.
    NoRank,
    /// What stands before the suit is not a rank.
    NotARank,
}

impl From<&CardError> for Sentence {
    fn from(e: &CardError) -> Sentence {
        let why = match e.why {
            CardFault::Empty => "empty",
            CardFault::NoSuit => "no-suit",
            CardFault::NoRank => "no-rank",
            CardFault::NotARank => "rank",
        };
        sentence!(
            "value-card",
            position = e.position,
            text = e.text.as_str(),
            why = why
        )
    }
}

impl From<CardError> for Sentence {
    fn from(e: CardError) -> Sentence {
        Sentence::from(&e)
    }
}

pitpay_language::english_display!(CardError);

impl std::error::Error for CardError {}

impl FromStr for Card {
    type Err = CardError;
    /// One card, e.g. `AS`, `10h`, `Th`, `A♠`.
    ///
    /// ```
    /// use pitpay_core::{Card, Rank, Suit};
    /// assert_eq!("th".parse::<Card>().unwrap(), Card::new(Rank::Ten, Suit::Hearts));
    /// assert_eq!("A♤".parse::<Card>().unwrap(), Card::new(Rank::Ace, Suit::Spades));
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |why: CardFault| CardError {
            text: s.to_string(),
            position: 1,
            why,
        };
        let suit_char = s.chars().last().ok_or_else(|| err(CardFault::Empty))?;
        let rank_text = &s[..s.len() - suit_char.len_utf8()];
        let suit = Suit::from_char(suit_char).ok_or_else(|| err(CardFault::NoSuit))?;
        if rank_text.is_empty() {
            return Err(err(CardFault::NoRank));
        }
        let rank = rank_text
            .parse::<Rank>()
            .map_err(|()| err(CardFault::NotARank))?;
        Ok(Card::new(rank, suit))
    }
}

/// Reads a list of cards separated by spaces and/or commas (R1.1).
///
/// ```
/// use pitpay_core::parse_cards;
/// assert_eq!(parse_cards("AS, 10h Th").unwrap().len(), 3);
/// assert_eq!(parse_cards("AS 1H").unwrap_err().position, 2);
/// ```
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardError> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .enumerate()
        .map(|(i, token)| {
            token.parse::<Card>().map_err(|mut e| {
                e.position = i + 1;
                e
            })
        })
        .collect()
}

/// Cards as a dealer says them, by rank only: `A-8`, `10-K-4`.
pub(crate) fn ranks_text(cards: &[Card]) -> String {
    let mut s = String::with_capacity(cards.len() * 3);
    for (i, c) in cards.iter().enumerate() {
        if i > 0 {
            s.push('-');
        }
        s.push_str(c.rank.symbol());
    }
    s
}

/// Cards with suit symbols, for people: `A♠ 8♦`.
pub fn cards_pretty(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.pretty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Cards in the round file's spelling, space-separated: `AS 8D`.
pub fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A card seen more often than the shoe holds it (R1.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ShoeError {
    /// The card.
    pub(crate) card: Card,
    /// How often it appears.
    pub(crate) count: usize,
    /// Deck count in the round.
    pub(crate) decks: u8,
    /// Where it appears, e.g. `dealer, seat 1 hand 1`.
    pub(crate) places: String,
    /// The last place it appears: the one that went past the shoe.
    pub(crate) last_place: String,
}

/// The places are the round's own words for them (`seat 1 hand 2`), which a translation
/// may leave out: the field the error is placed on already says where.
impl From<&ShoeError> for Sentence {
    fn from(e: &ShoeError) -> Sentence {
        sentence!(
            "value-shoe",
            card = e.card.to_string(),
            count = e.count,
            places = e.places.as_str(),
            decks = e.decks
        )
    }
}

pitpay_language::english_display!(ShoeError);

/// The shoe a round is dealt from: its deck count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shoe {
    decks: u8,
}

impl Shoe {
    /// A shoe of `decks` decks (the caller checks the game's allowed range).
    pub(crate) const fn new(decks: u8) -> Shoe {
        Shoe { decks }
    }

    /// Deck count.
    pub(crate) const fn decks(self) -> u8 {
        self.decks
    }

    /// Checks that no card appears more often than the shoe holds it. `cards` pairs
    /// each card with where it was seen (e.g. "seat 2 hand 1").
    pub(crate) fn check<'a>(
        self,
        cards: impl IntoIterator<Item = (Card, &'a str)>,
    ) -> Result<(), ShoeError> {
        let mut seen: BTreeMap<Card, Vec<&str>> = BTreeMap::new();
        for (card, place) in cards {
            seen.entry(card).or_default().push(place);
        }
        for (card, places) in seen {
            if places.len() > usize::from(self.decks) {
                let mut distinct = places.clone();
                distinct.dedup();
                let last_place = places.last().copied().unwrap_or_default().to_string();
                return Err(ShoeError {
                    card,
                    last_place,
                    count: places.len(),
                    decks: self.decks,
                    places: distinct.join(", "),
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_1_every_listed_spelling_reads() {
        let want = [
            Card::new(Rank::Ace, Suit::Spades),
            Card::new(Rank::Ten, Suit::Hearts),
            Card::new(Rank::Ten, Suit::Hearts),
            Card::new(Rank::King, Suit::Diamonds),
            Card::new(Rank::Ace, Suit::Spades),
            Card::new(Rank::Ten, Suit::Hearts),
            Card::new(Rank::Ace, Suit::Spades),
        ];
        assert_eq!(
            parse_cards("AS, 10h Th,kd A♠ 10♥ A♤").map_err(|e| e.to_string()),
            Ok(want.to_vec())
        );
    }

    #[test]
    fn r1_1_errors_name_text_and_position() {
        let e = parse_cards("AS 8D 11H").unwrap_err();
        assert_eq!((e.text.as_str(), e.position), ("11H", 3));
        let e = parse_cards("AS X").unwrap_err();
        assert_eq!((e.text.as_str(), e.position), ("X", 2));
        assert!(parse_cards("AZ").is_err());
        assert!(parse_cards("S").is_err());
        assert!(parse_cards("1S").is_err());
    }

    #[test]
    fn r1_1_display_round_trips_every_card() {
        for card in Card::deck() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            assert_eq!(card.pretty().parse::<Card>(), Ok(card));
        }
    }

    #[test]
    fn r1_2_three_identical_cards_need_three_decks() {
        let a = Card::new(Rank::Ace, Suit::Spades);
        let cards = [(a, "dealer"), (a, "seat 1 hand 1"), (a, "seat 2 hand 1")];
        let e = Shoe::new(2).check(cards).unwrap_err();
        assert_eq!(e.count, 3);
        assert!(e.to_string().contains("AS appears 3 times"), "{e}");
        assert!(Shoe::new(3).check(cards).is_ok());
    }
}

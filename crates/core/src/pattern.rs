//! The card-pattern vocabulary of every two- and three-card side bet (RULES.md R4.1,
//! R2.7, R4.6, R5).
//!
//! A side-bet tier says *which cards* it looks at ([`CardsUsed`]) and a list of
//! *conditions* that must all hold ([`Condition`]). Bonus 9, 21+3 Progressive, Suited
//! or Booted, Bet the Set 21, Royal Match 21, TriLux and Super 3 are all written in
//! this one vocabulary, so a new side bet needs a paytable file, not a release.
//!
//! In a paytable a condition is one short phrase: `suited`, `pair`, `straight`,
//! `flush`, `three-of-a-kind`, `straight-flush`, `suited-three-of-a-kind`,
//! `mini-royal`, `declared-suit`, `ranks 3 3 3` (exactly these ranks in any order),
//! `top-rank A K` (every card is one of these ranks, all the same rank) and
//! `total 9` (the baccarat total). For the side bets casinos post beside blackjack
//!: `red`, `black` and `same-colour` (card colour), `cards QH QH` (exactly
//! these cards, rank and suit, in any order), `blackjack-total 21`, `soft 20` and
//! `hard 20` (the blackjack total, an Ace counting 11 where that does not bust), and
//! two combinations: `any straight | flush` (at least one holds) and `not pair` (it
//! does not hold), and `dealer-blackjack` (the dealer's first two cards are a
//! blackjack: blackjack only, on the player's first two cards). Conditions that watch
//! the dealer (`pattern/watch.rs`): `up-card-matches N` and `up-card-matches-suited N`
//! (the player's first two cards against the dealer's up card), a tier on the dealer's
//! final hand (`cards = "dealer-final"`: `dealer-busts`, `dealer-cards N`, `dealer-cards
//! N+`, `dealer-total N`, `dealer-blackjack`, R3.3) and `points N-M` (the first two
//! cards' points, every Ace one).

pub(crate) mod error;
pub(crate) mod watch;

use std::fmt;

use crate::card::{Card, Rank, Suit};

use self::error::ConditionError;
use pitpay_language::{sentence, Sentence};

vocabulary! {
    /// Which of the round's cards a side-bet tier looks at.
    pub enum CardsUsed ("a card set", display id) {
        /// The player's first two cards (R1.10: the two dealt before any split).
        FirstTwo = "first-two" / "the player's first two cards",
        /// The player's first two cards and the dealer's up card.
        FirstTwoAndUp = "first-two+up" / "the player's first two cards and the dealer's up card",
        /// The player's first two cards and the first hit card (R5).
        FirstTwoAndHit = "first-two+hit" / "the player's first two cards and the first hit card",
        /// The dealer's final hand, as the dealer completes it (R3.3).
        DealerFinal = "dealer-final" / "the dealer's final hand",
    }
}

impl CardsUsed {
    /// How many of the player's cards: two, or three; none for the dealer's final hand.
    pub(crate) fn count(self) -> usize {
        match self {
            CardsUsed::FirstTwo => 2,
            CardsUsed::FirstTwoAndUp | CardsUsed::FirstTwoAndHit => 3,
            CardsUsed::DealerFinal => 0,
        }
    }
}

pub(crate) use watch::{DealerHand, Reads, MOST_DEALER_CARDS};

/// The cards a side bet can see in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideBetCards {
    /// The player's first two cards.
    pub first_two: [Card; 2],
    /// The dealer's up card (dealer card 1 in Stadium).
    pub up: Card,
    /// The first hit card, if hand 1 took one (R5).
    pub hit: Option<Card>,
    /// Whether the dealer's first two cards are a blackjack: known in blackjack once
    /// the hole card is entered, `None` where the game or the round does not say.
    pub dealer_blackjack: Option<bool>,
    /// The dealer's final hand, where the game plays one out for the table (blackjack,
    /// R3.3); `None` elsewhere.
    pub dealer: Option<DealerHand>,
}

impl SideBetCards {
    /// The shape of the cards a tier looks at, or `None` when they were never dealt.
    pub(crate) fn shape(&self, used: CardsUsed) -> Option<Shape> {
        let [a, b] = self.first_two;
        let shape = match used {
            CardsUsed::FirstTwo => Some(Shape::of(&[a, b])),
            CardsUsed::FirstTwoAndUp => Some(Shape::with_up([a, b], self.up)),
            CardsUsed::FirstTwoAndHit => self.hit.map(|h| Shape::of(&[a, b, h])),
            CardsUsed::DealerFinal => return self.dealer.map(Shape::of_dealer),
        };
        shape.map(|s| s.with_dealer_blackjack(self.dealer_blackjack == Some(true)))
    }
}

/// One condition a tier's cards must meet.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Condition {
    /// Every card has the same suit (two suited cards; a flush).
    Suited,
    /// Some two cards share a rank.
    Pair,
    /// Consecutive ranks, Ace high or low (A-2-3, Q-K-A; not K-A-2).
    Straight,
    /// Three cards of one suit (a flush holding a pair is still a flush).
    Flush,
    /// Every card the same rank.
    ThreeOfAKind,
    /// A straight in one suit.
    StraightFlush,
    /// Three identical cards: same rank and suit.
    SuitedThreeOfAKind,
    /// Suited A-K-Q.
    MiniRoyal,
    /// Every card is of the table's declared suit (R4.3).
    DeclaredSuit,
    /// Exactly these ranks, in any order: as written, and as sorted ordinals for a
    /// comparison that allocates nothing.
    Ranks(Vec<Rank>, RankSet),
    /// Every card has the same rank, and that rank is one of these (21+3's "top ranks").
    TopRank(Vec<Rank>),
    /// The baccarat total (R2.1) is this value.
    Total(u8),
    /// Every card is red (hearts, diamonds).
    Red,
    /// Every card is black (spades, clubs).
    Black,
    /// Every card is one colour.
    SameColour,
    /// Exactly these cards, rank and suit, in any order: as written, and sorted.
    Cards(Vec<Card>, FaceSet),
    /// The blackjack total: an Ace counts 11 when that does not take the cards over 21.
    BlackjackTotal(u8),
    /// A soft total: the blackjack total counts an Ace as 11.
    Soft(u8),
    /// A hard total: the blackjack total counts every Ace as 1.
    Hard(u8),
    /// The dealer's first two cards are a blackjack (blackjack only: the hole card is
    /// needed, so a tier using it reads the player's first two cards, or the dealer's
    /// final hand).
    DealerBlackjack,
    /// Exactly this many of the player's first two cards have the dealer's up card's
    /// rank, suited ones included (`up-card-matches 1`).
    UpCardMatches(u8),
    /// Exactly this many of the player's first two cards have the dealer's up card's
    /// rank and suit (`up-card-matches-suited 1`).
    UpCardMatchesSuited(u8),
    /// The dealer's final hand busts (R3.3).
    DealerBusts,
    /// The dealer's final hand has exactly this many cards, or this many or more.
    DealerCards {
        /// The count.
        cards: u8,
        /// `N+`: this many or more.
        or_more: bool,
    },
    /// The dealer's final total: the blackjack total, or the hard total of a bust.
    DealerTotal(u8),
    /// The first two cards' points, every Ace one and every ten-value card ten, from
    /// the first number to the second.
    Points(u8, u8),
    /// At least one of these holds.
    Any(Vec<Condition>),
    /// This does not hold.
    Not(Box<Condition>),
}

/// Up to three cards as sorted face numbers (ordinal × 4 + suit), unused places zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FaceSet {
    faces: [u8; 3],
    len: usize,
}

/// A card's face number, 4 to 55: one per rank and suit, never zero.
fn face(card: &Card) -> u8 {
    let suit = match card.suit {
        Suit::Spades => 0,
        Suit::Hearts => 1,
        Suit::Diamonds => 2,
        Suit::Clubs => 3,
    };
    card.rank.ordinal() * 4 + suit
}

impl FaceSet {
    fn of(cards: &[Card]) -> FaceSet {
        let len = cards.len().min(3);
        let mut faces = [0u8; 3];
        for (slot, c) in faces.iter_mut().zip(cards) {
            *slot = face(c);
        }
        sort_up_to_three(&mut faces, len);
        FaceSet { faces, len }
    }
}

/// Up to three ranks as sorted ace-low ordinals, unused places zero (as in `Shape`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RankSet {
    ordinals: [u8; 3],
    len: usize,
}

impl RankSet {
    fn of(ranks: &[Rank]) -> RankSet {
        let len = ranks.len().min(3);
        let mut ordinals = [0u8; 3];
        for (slot, r) in ordinals.iter_mut().zip(ranks) {
            *slot = r.ordinal();
        }
        if let Some(used) = ordinals.get_mut(..len) {
            used.sort_unstable();
        }
        RankSet { ordinals, len }
    }
}

/// What every condition needs to know about a few cards, worked out once per hand so
/// that classifying against a whole paytable allocates nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shape {
    /// Ace-low ordinals (A = 1 … K = 13), sorted; only the first `len` are used.
    ordinals: [u8; 3],
    len: usize,
    same_suit: bool,
    same_rank: bool,
    pair: bool,
    straight: bool,
    total: u8,
    suit: Option<Suit>,
    /// How many cards are red.
    reds: u8,
    /// The cards as sorted face numbers.
    faces: FaceSet,
    /// The blackjack total, an Ace counting 11 where that does not bust.
    blackjack_total: u8,
    /// Whether that total counts an Ace as 11.
    soft: bool,
    /// Whether the dealer has a blackjack (false unless the round says so).
    dealer_blackjack: bool,
    /// The total with every Ace counted one (`points`).
    hard: u8,
    /// How many of the first two cards have the up card's rank, and its rank and suit
    /// (zero unless the shape is of the first two cards and the up card).
    up_matches: u8,
    up_suited: u8,
    /// The dealer's final total and its cards (zero unless the shape is the dealer's).
    dealer_total: u8,
    dealer_cards: u8,
}

/// Sorts the first `len` (at most three) values by compare-and-swap: this runs for
/// every side bet of every round, and a general sort costs more than the rest of it.
fn sort_up_to_three(v: &mut [u8; 3], len: usize) {
    let swap = |v: &mut [u8; 3], i: usize, j: usize| {
        if v[i] > v[j] {
            v.swap(i, j);
        }
    };
    if len >= 2 {
        swap(v, 0, 1);
    }
    if len >= 3 {
        swap(v, 1, 2);
        swap(v, 0, 1);
    }
}

impl Shape {
    /// The shape of up to three cards (more are ignored).
    pub(crate) fn of(cards: &[Card]) -> Shape {
        let len = cards.len().min(3);
        let mut ordinals = [0u8; 3];
        for (slot, c) in ordinals.iter_mut().zip(cards) {
            *slot = c.rank.ordinal();
        }
        sort_up_to_three(&mut ordinals, len);
        // Ace high: A counts 14 (Q-K-A), never both ends (K-A-2 is no straight).
        let mut high = ordinals.map(|o| if o == 1 { 14 } else { o });
        sort_up_to_three(&mut high, len);
        let used = ordinals.get(..len).unwrap_or_default();
        let high = high.get(..len).unwrap_or_default();
        let consecutive = |v: &[u8]| v.windows(2).all(|w| w[1] == w[0] + 1);
        let first = cards.first();
        let total = blackjack_total(cards.get(..len).unwrap_or_default());
        let (same_rank, pair, straight) = (
            used.windows(2).all(|w| w[0] == w[1]),
            used.windows(2).any(|w| w[0] == w[1]),
            len >= 2 && (consecutive(used) || consecutive(high)),
        );
        Shape {
            ordinals,
            len,
            same_suit: cards.windows(2).all(|w| w[0].suit == w[1].suit),
            same_rank,
            pair,
            straight,
            total: baccarat_total(cards),
            suit: first.map(|c| c.suit),
            reds: cards.iter().take(3).filter(|c| c.suit.is_red()).count() as u8,
            faces: FaceSet::of(cards),
            blackjack_total: total.0,
            soft: total.1,
            dealer_blackjack: false,
            hard: if total.1 { total.0 - 10 } else { total.0 },
            up_matches: 0,
            up_suited: 0,
            dealer_total: 0,
            dealer_cards: 0,
        }
    }

    /// The same cards, with the dealer's blackjack as given.
    pub(crate) fn with_dealer_blackjack(self, dealer_blackjack: bool) -> Shape {
        Shape {
            dealer_blackjack,
            ..self
        }
    }

    fn ordinals(&self) -> &[u8] {
        self.ordinals.get(..self.len).unwrap_or_default()
    }
}

impl Condition {
    /// Whether the condition, or any part of it, asks for the dealer's blackjack.
    pub fn uses_dealer_blackjack(&self) -> bool {
        self.any_part(&|c| matches!(c, Condition::DealerBlackjack))
    }

    /// Whether the condition or any condition inside it (`any …`, `not …`) is one that
    /// `wanted` picks.
    pub(crate) fn any_part(&self, wanted: &dyn Fn(&Condition) -> bool) -> bool {
        wanted(self)
            || match self {
                Condition::Any(options) => options.iter().any(|c| c.any_part(wanted)),
                Condition::Not(c) => c.any_part(wanted),
                _ => false,
            }
    }

    /// Whether `cards` meet this condition; `declared` is the table's declared suit.
    #[cfg(test)]
    pub(crate) fn holds(&self, cards: &[Card], declared: Option<Suit>) -> bool {
        self.holds_for(&Shape::of(cards), declared)
    }

    /// Whether cards of this shape meet the condition.
    pub(crate) fn holds_for(&self, shape: &Shape, declared: Option<Suit>) -> bool {
        let three = shape.len >= 3;
        match self {
            Condition::Suited => shape.same_suit,
            Condition::Pair => shape.pair,
            Condition::Straight => shape.straight,
            Condition::Flush => three && shape.same_suit,
            Condition::ThreeOfAKind => three && shape.same_rank,
            Condition::StraightFlush => shape.same_suit && shape.straight,
            Condition::SuitedThreeOfAKind => three && shape.same_suit && shape.same_rank,
            Condition::MiniRoyal => shape.same_suit && shape.ordinals() == [1, 12, 13],
            Condition::DeclaredSuit => {
                declared.is_some_and(|d| shape.same_suit && shape.suit == Some(d))
            }
            Condition::Ranks(_, set) => set.len == shape.len && set.ordinals == shape.ordinals,
            Condition::TopRank(tops) => {
                shape.same_rank
                    && shape
                        .ordinals()
                        .first()
                        .is_some_and(|o| tops.iter().any(|r| r.ordinal() == *o))
            }
            Condition::Total(t) => shape.total == *t,
            Condition::Red => usize::from(shape.reds) == shape.len,
            Condition::Black => shape.reds == 0,
            Condition::SameColour => shape.reds == 0 || usize::from(shape.reds) == shape.len,
            Condition::Cards(_, set) => *set == shape.faces,
            Condition::BlackjackTotal(t) => shape.blackjack_total == *t,
            Condition::Soft(t) => shape.soft && shape.blackjack_total == *t,
            Condition::Hard(t) => !shape.soft && shape.blackjack_total == *t,
            Condition::DealerBlackjack => shape.dealer_blackjack,
            Condition::UpCardMatches(n) => shape.up_matches == *n,
            Condition::UpCardMatchesSuited(n) => shape.up_suited == *n,
            Condition::DealerBusts => shape.dealer_total > 21,
            Condition::DealerCards { cards, or_more } => {
                shape.dealer_cards == *cards || (*or_more && shape.dealer_cards > *cards)
            }
            Condition::DealerTotal(t) => shape.dealer_cards > 0 && shape.dealer_total == *t,
            Condition::Points(lo, hi) => (*lo..=*hi).contains(&shape.hard),
            Condition::Any(options) => options.iter().any(|c| c.holds_for(shape, declared)),
            Condition::Not(c) => !c.holds_for(shape, declared),
        }
    }

    /// How many times the condition needs one card (rank and suit): two or three only
    /// where it names the same card twice or more.
    fn identical(&self) -> usize {
        match self {
            Condition::Cards(v, _) => v
                .iter()
                .map(|c| v.iter().filter(|x| *x == c).count())
                .max()
                .unwrap_or(1),
            Condition::Any(options) => options.iter().map(Condition::identical).min().unwrap_or(1),
            // The up card and each first-two card matching it in rank and suit.
            Condition::UpCardMatchesSuited(n) => usize::from(*n) + 1,
            _ => 1,
        }
    }

    /// Whether the condition puts every card in one suit.
    fn one_suit(&self) -> bool {
        matches!(
            self,
            Condition::Suited
                | Condition::Flush
                | Condition::StraightFlush
                | Condition::SuitedThreeOfAKind
                | Condition::MiniRoyal
                | Condition::DeclaredSuit
        )
    }

    /// How many of `cards` cards the condition forces to share one rank (1 when none).
    fn same_rank(&self, cards: usize) -> usize {
        match self {
            Condition::Pair => 2,
            Condition::ThreeOfAKind | Condition::SuitedThreeOfAKind => 3,
            Condition::TopRank(_) => cards,
            Condition::Ranks(v, _) => v
                .iter()
                .map(|r| v.iter().filter(|x| *x == r).count())
                .max()
                .unwrap_or(1),
            _ => 1,
        }
    }
}

/// The blackjack total of some cards, and whether it is soft: every Ace counts 1, and
/// one counts 11 more when that keeps the total at 21 or under (R3).
pub(crate) fn blackjack_total(cards: &[Card]) -> (u8, bool) {
    // Rank::blackjack_points counts an Ace as 1.
    let hard: u32 = cards
        .iter()
        .map(|c| u32::from(c.rank.blackjack_points()))
        .sum();
    let has_ace = cards.iter().any(|c| c.rank == Rank::Ace);
    let soft = has_ace && hard + 10 <= 21;
    let total = if soft { hard + 10 } else { hard };
    (u8::try_from(total).unwrap_or(u8::MAX), soft)
}

/// The baccarat total of some cards (R2.1): their points mod 10.
pub fn baccarat_total(cards: &[Card]) -> u8 {
    cards
        .iter()
        .map(|c| u32::from(c.rank.baccarat_points()))
        .sum::<u32>()
        .rem_euclid(10) as u8
}

impl Condition {
    /// Reads a condition as a paytable's tier writes it (the words `Display` writes).
    pub(crate) fn read(s: &str) -> Result<Condition, ConditionError> {
        let s = s.trim();
        if let Some(rest) = s.strip_prefix("not ") {
            let inner = Condition::read(rest)?;
            return Ok(Condition::Not(Box::new(inner)));
        }
        if let Some(rest) = s.strip_prefix("any ") {
            let options = rest
                .split('|')
                .map(Condition::read)
                .collect::<Result<Vec<_>, _>>()?;
            if options.len() < 2 {
                return Err(ConditionError::AnyOfOne(s.to_string()));
            }
            return Ok(Condition::Any(options));
        }
        let mut words = s.split_whitespace();
        let head = words.next().unwrap_or("");
        let args: Vec<&str> = words.collect();
        simple_condition(s, head, &args)
    }
}

/// One condition without `any` or `not`: its word, then what follows it.
fn simple_condition(s: &str, head: &str, args: &[&str]) -> Result<Condition, ConditionError> {
    let no_args = |c: Condition| {
        if args.is_empty() {
            Ok(c)
        } else {
            Err(ConditionError::TakesNothing {
                word: head.to_string(),
                text: s.to_string(),
            })
        }
    };
    let number = |max: u8, how: Sentence| -> Result<u8, ConditionError> {
        let refused = || ConditionError::Number {
            text: s.to_string(),
            how: how.clone(),
        };
        match args {
            [t] => t
                .parse::<u8>()
                .ok()
                .filter(|t| *t <= max)
                .ok_or_else(refused),
            _ => Err(refused()),
        }
    };
    match head {
        "suited" => no_args(Condition::Suited),
        "pair" => no_args(Condition::Pair),
        "straight" => no_args(Condition::Straight),
        "flush" => no_args(Condition::Flush),
        "three-of-a-kind" => no_args(Condition::ThreeOfAKind),
        "straight-flush" => no_args(Condition::StraightFlush),
        "suited-three-of-a-kind" => no_args(Condition::SuitedThreeOfAKind),
        "mini-royal" => no_args(Condition::MiniRoyal),
        "declared-suit" => no_args(Condition::DeclaredSuit),
        "red" => no_args(Condition::Red),
        "black" => no_args(Condition::Black),
        "same-colour" | "same-color" => no_args(Condition::SameColour),
        "dealer-blackjack" => no_args(Condition::DealerBlackjack),
        "dealer-busts" => no_args(Condition::DealerBusts),
        "up-card-matches"
        | "up-card-matches-suited"
        | "dealer-cards"
        | "dealer-total"
        | "points" => watch::condition(s, head, args),
        "ranks" => ranks(s, head, args).and_then(|v| {
            if v.len() > 3 {
                return Err(ConditionError::TooManyRanks(s.to_string()));
            }
            let set = RankSet::of(&v);
            Ok(Condition::Ranks(v, set))
        }),
        "top-rank" => ranks(s, head, args).map(Condition::TopRank),
        "cards" => cards(s, args),
        "total" => number(9, sentence!("table-error-condition-how-total")).map(Condition::Total),
        "blackjack-total" => number(31, sentence!("table-error-condition-how-blackjack-total"))
            .map(Condition::BlackjackTotal),
        "soft" => number(21, sentence!("table-error-condition-how-soft")).map(Condition::Soft),
        "hard" => number(31, sentence!("table-error-condition-how-hard")).map(Condition::Hard),
        _ => Err(ConditionError::Unknown(s.to_string())),
    }
}

/// The ranks after `ranks` or `top-rank`: `A K`, `3-3-3`.
fn ranks(s: &str, head: &str, args: &[&str]) -> Result<Vec<Rank>, ConditionError> {
    if args.is_empty() {
        return Err(ConditionError::NoRanks {
            word: head.to_string(),
            text: s.to_string(),
        });
    }
    args.iter()
        .flat_map(|a| a.split('-'))
        .map(|a| {
            a.parse::<Rank>().map_err(|()| ConditionError::NotARank {
                rank: a.to_string(),
                text: s.to_string(),
            })
        })
        .collect()
}

/// The cards after `cards`: `QH QH`, two or three of them.
fn cards(s: &str, args: &[&str]) -> Result<Condition, ConditionError> {
    let cards = args
        .iter()
        .map(|a| {
            a.parse::<Card>().map_err(|why| ConditionError::NotACard {
                card: a.to_string(),
                text: s.to_string(),
                why,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !(1..=3).contains(&cards.len()) {
        return Err(ConditionError::CardCount(s.to_string()));
    }
    let set = FaceSet::of(&cards);
    Ok(Condition::Cards(cards, set))
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ranks = |v: &[Rank]| v.iter().map(|r| r.symbol()).collect::<Vec<_>>().join(" ");
        match self {
            Condition::Suited => f.write_str("suited"),
            Condition::Pair => f.write_str("pair"),
            Condition::Straight => f.write_str("straight"),
            Condition::Flush => f.write_str("flush"),
            Condition::ThreeOfAKind => f.write_str("three-of-a-kind"),
            Condition::StraightFlush => f.write_str("straight-flush"),
            Condition::SuitedThreeOfAKind => f.write_str("suited-three-of-a-kind"),
            Condition::MiniRoyal => f.write_str("mini-royal"),
            Condition::DeclaredSuit => f.write_str("declared-suit"),
            Condition::Ranks(v, _) => write!(f, "ranks {}", ranks(v)),
            Condition::TopRank(v) => write!(f, "top-rank {}", ranks(v)),
            Condition::Total(t) => write!(f, "total {t}"),
            Condition::Red => f.write_str("red"),
            Condition::Black => f.write_str("black"),
            Condition::SameColour => f.write_str("same-colour"),
            Condition::Cards(v, _) => {
                let words: Vec<String> = v.iter().map(Card::to_string).collect();
                write!(f, "cards {}", words.join(" "))
            }
            Condition::BlackjackTotal(t) => write!(f, "blackjack-total {t}"),
            Condition::Soft(t) => write!(f, "soft {t}"),
            Condition::Hard(t) => write!(f, "hard {t}"),
            Condition::DealerBlackjack => f.write_str("dealer-blackjack"),
            Condition::UpCardMatches(n) => write!(f, "up-card-matches {n}"),
            Condition::UpCardMatchesSuited(n) => write!(f, "up-card-matches-suited {n}"),
            Condition::DealerBusts => f.write_str("dealer-busts"),
            Condition::DealerCards { cards, or_more } => {
                write!(f, "dealer-cards {cards}{}", if *or_more { "+" } else { "" })
            }
            Condition::DealerTotal(t) => write!(f, "dealer-total {t}"),
            Condition::Points(lo, hi) => write!(f, "points {lo}-{hi}"),
            Condition::Any(options) => {
                let words: Vec<String> = options.iter().map(Condition::to_string).collect();
                write!(f, "any {}", words.join(" | "))
            }
            Condition::Not(c) => write!(f, "not {c}"),
        }
    }
}

/// A tier's whole pattern: the cards it looks at and the conditions they must all meet.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern {
    /// Which cards.
    pub cards: CardsUsed,
    /// Every one must hold.
    pub conditions: Vec<Condition>,
}

impl Pattern {
    /// Whether cards of this shape meet every condition.
    pub(crate) fn matches_shape(&self, shape: &Shape, declared: Option<Suit>) -> bool {
        self.conditions.iter().all(|c| c.holds_for(shape, declared))
    }

    /// The smallest deck count that can produce the pattern (R1.2). Cards that must
    /// share both suit and rank are identical cards, and a deck holds one of each: a
    /// suited pair needs two decks, a suited three of a kind three.
    pub fn min_decks(&self) -> u8 {
        let n = self.cards.count();
        let mut identical = if self.conditions.iter().any(Condition::one_suit) {
            self.conditions
                .iter()
                .map(|c| c.same_rank(n))
                .max()
                .unwrap_or(1)
        } else {
            1
        };
        for c in &self.conditions {
            identical = identical.max(c.identical());
        }
        u8::try_from(identical).unwrap_or(u8::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn holds(word: &str, cards: &str) -> bool {
        let c = Condition::read(word).unwrap();
        c.holds(&parse_cards(cards).unwrap(), Some(Suit::Spades))
    }

    #[test]
    fn r4_1_straights_ace_high_or_low_not_around_the_corner() {
        assert!(holds("straight", "AS 2D 3C"));
        assert!(holds("straight", "QS KD AC"));
        assert!(!holds("straight", "KS AD 2C"));
        assert!(holds("straight", "9S JD 10C"));
        assert!(!holds("straight", "9S 9D 10C"));
    }

    #[test]
    fn r4_1_flush_holding_a_pair_is_a_flush() {
        assert!(holds("flush", "4H 4H 9H"));
        assert!(!holds("flush", "4H 4D 9H"));
    }

    #[test]
    fn r4_1_three_kinds_of_three() {
        assert!(holds("three-of-a-kind", "7S 7D 7C"));
        assert!(!holds("suited-three-of-a-kind", "7S 7D 7C"));
        assert!(holds("suited-three-of-a-kind", "7S 7S 7S"));
        assert!(holds("mini-royal", "QH AH KH"));
        assert!(!holds("mini-royal", "QH AH KD"));
        assert!(holds("straight-flush", "QH AH KH"));
    }

    #[test]
    fn r4_3_declared_suit_and_top_ranks() {
        assert!(holds("declared-suit", "AS AS AS"));
        assert!(!holds("declared-suit", "AH AH AH"));
        assert!(holds("top-rank A K", "KS KS KS"));
        assert!(!holds("top-rank A K", "QS QS QS"));
        assert!(!holds("top-rank A K", "AS KS KS"));
    }

    #[test]
    fn r2_7_bonus_nine_words() {
        assert!(holds("ranks 2 3 4", "4C 2D 3H"));
        assert!(holds("ranks 3-3-3", "3C 3D 3H"));
        assert!(holds("total 9", "KC 5D 4H"));
        assert!(holds("total 9", "AC 8D KH"));
        assert!(!holds("total 9", "AC 7D KH"));
    }

    #[test]
    fn r1_2_suited_three_of_a_kind_needs_three_decks() {
        let p = |words: &[&str]| Pattern {
            cards: CardsUsed::FirstTwoAndUp,
            conditions: words.iter().map(|w| Condition::read(w).unwrap()).collect(),
        };
        assert_eq!(p(&["suited", "ranks 3 3 3"]).min_decks(), 3);
        assert_eq!(p(&["suited-three-of-a-kind"]).min_decks(), 3);
        assert_eq!(p(&["ranks 3 3 3"]).min_decks(), 1);
        assert_eq!(p(&["suited", "ranks 2 3 4"]).min_decks(), 1);
        // 21+3's top tiers: three identical aces or kings, of the declared suit or not.
        let top = ["suited-three-of-a-kind", "top-rank A K", "declared-suit"];
        assert_eq!(p(&top).min_decks(), 3);
        assert_eq!(p(&["declared-suit", "three-of-a-kind"]).min_decks(), 3);
        assert_eq!(p(&["flush", "pair"]).min_decks(), 2);
        assert_eq!(p(&["mini-royal"]).min_decks(), 1);
        assert_eq!(p(&["straight-flush"]).min_decks(), 1);
    }

    #[test]
    fn r1_2_a_suited_pair_needs_two_decks() {
        // Two cards of one suit and one rank are the same card twice (R5, R4.6).
        let two = |words: &[&str]| Pattern {
            cards: CardsUsed::FirstTwo,
            conditions: words.iter().map(|w| Condition::read(w).unwrap()).collect(),
        };
        assert_eq!(two(&["suited", "pair"]).min_decks(), 2);
        assert_eq!(two(&["pair"]).min_decks(), 1);
        assert_eq!(two(&["suited", "ranks K Q"]).min_decks(), 1);
        assert_eq!(two(&["suited", "ranks K K"]).min_decks(), 2);
    }

    /// The vocabulary, one worked example each (docs/paytables.md shows the same).
    #[test]
    fn colours_read_hearts_and_diamonds_as_red() {
        assert!(holds("red", "QH 9D"));
        assert!(!holds("red", "QH 9S"));
        assert!(holds("black", "QS 9C 2S"));
        assert!(!holds("black", "QS 9C 2D"));
        assert!(holds("same-colour", "QH QD"));
        assert!(holds("same-colour", "QS QC"));
        assert!(!holds("same-colour", "QS QD"));
        assert!(holds("same-color", "7S 7C"), "either spelling");
    }

    #[test]
    fn named_cards_match_rank_and_suit_in_any_order() {
        assert!(holds("cards QH QH", "QH QH"));
        assert!(!holds("cards QH QH", "QH QD"));
        assert!(holds("cards AS KS", "KS AS"));
        assert!(!holds("cards AS KS", "AS KS 2D"), "exactly these cards");
        let p = Pattern {
            cards: CardsUsed::FirstTwo,
            conditions: vec![Condition::read("cards QH QH").unwrap()],
        };
        assert_eq!(p.min_decks(), 2, "the same card twice needs two decks");
    }

    /// R3: an Ace counts 11 where that keeps the total at 21 or under.
    #[test]
    fn blackjack_totals_soft_and_hard() {
        assert!(holds("blackjack-total 21", "AS KD"));
        assert!(holds("blackjack-total 21", "7S 7D 7C"));
        assert!(
            holds("blackjack-total 21", "AS AD 9C"),
            "A + A + 9 = 21, one Ace as 11"
        );
        assert!(holds("soft 21", "AS KD"));
        assert!(!holds("hard 21", "AS KD"));
        assert!(
            holds("hard 21", "AS KD QC"),
            "A-K-Q: the Ace can only count 1"
        );
        assert!(holds("hard 20", "KS QD"));
        assert!(!holds("soft 20", "KS QD"));
        assert!(holds("soft 20", "AH 9H"));
        assert!(
            holds("blackjack-total 26", "KS QD 6C"),
            "a bust total is its hard total"
        );
        assert!(!holds("blackjack-total 21", "KS QD 6C"));
    }

    #[test]
    fn any_and_not_combine_conditions() {
        assert!(holds("any flush | straight | three-of-a-kind", "2H 9H KH"));
        assert!(holds("any flush | straight | three-of-a-kind", "4S 5D 6C"));
        assert!(holds("any flush | straight | three-of-a-kind", "8S 8D 8C"));
        assert!(!holds("any flush | straight | three-of-a-kind", "8S 8D 9C"));
        assert!(holds("not pair", "8S 9D"));
        assert!(!holds("not pair", "8S 8D"));
        assert!(holds("any not pair | suited", "8S 8S"));
        assert!(Condition::read("any flush").is_err(), "any needs two");
    }

    /// Every condition reads back what it writes (signs and fingerprints use the text).
    #[test]
    fn every_condition_reads_back_as_written() {
        for w in [
            "suited",
            "pair",
            "red",
            "black",
            "same-colour",
            "cards QH QH",
            "ranks 6 7 8",
            "blackjack-total 21",
            "soft 20",
            "hard 20",
            "total 9",
            "top-rank A K",
            "any flush | straight",
            "not pair",
        ] {
            let c = Condition::read(w).unwrap();
            assert_eq!(c.to_string(), w);
            assert_eq!(Condition::read(&c.to_string()).unwrap(), c);
        }
    }

    #[test]
    fn unknown_words_are_refused_with_the_word() {
        let e = Condition::read("suited-pair").unwrap_err();
        assert_eq!(e, ConditionError::Unknown("suited-pair".into()));
        assert!(
            e.to_string()
                .contains("\"suited-pair\" is not a card condition"),
            "{e}"
        );
        assert!(Condition::read("total 10").is_err());
        assert!(Condition::read("ranks 3 X").is_err());
        assert!(Condition::read("suited yes").is_err());
    }
}

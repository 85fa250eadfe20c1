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
//! `total 9` (the baccarat total).

use std::fmt;
use std::str::FromStr;

use crate::card::{Card, Rank, Suit};

/// Which of the round's cards a side-bet tier looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardsUsed {
    /// The player's first two cards (R1.10: the two dealt before any split).
    FirstTwo,
    /// The player's first two cards and the dealer's up card.
    FirstTwoAndUp,
    /// The player's first two cards and the first hit card (R5).
    FirstTwoAndHit,
}

impl CardsUsed {
    /// The name used in paytable files.
    pub fn name(self) -> &'static str {
        match self {
            CardsUsed::FirstTwo => "first-two",
            CardsUsed::FirstTwoAndUp => "first-two+up",
            CardsUsed::FirstTwoAndHit => "first-two+hit",
        }
    }

    /// How many cards: two, or three.
    pub fn count(self) -> usize {
        match self {
            CardsUsed::FirstTwo => 2,
            CardsUsed::FirstTwoAndUp | CardsUsed::FirstTwoAndHit => 3,
        }
    }

    /// The same in words, for signs and study notes.
    pub fn describe(self) -> &'static str {
        match self {
            CardsUsed::FirstTwo => "the player's first two cards",
            CardsUsed::FirstTwoAndUp => "the player's first two cards and the dealer's up card",
            CardsUsed::FirstTwoAndHit => "the player's first two cards and the first hit card",
        }
    }
}

impl FromStr for CardsUsed {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [
            CardsUsed::FirstTwo,
            CardsUsed::FirstTwoAndUp,
            CardsUsed::FirstTwoAndHit,
        ]
        .into_iter()
        .find(|c| c.name() == s)
        .ok_or_else(|| {
            format!("\"{s}\" is not a card set (first-two, first-two+up, first-two+hit)")
        })
    }
}

/// The cards a side bet can see in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideBetCards {
    /// The player's first two cards.
    pub first_two: [Card; 2],
    /// The dealer's up card (dealer card 1 in Stadium).
    pub up: Card,
    /// The first hit card, if hand 1 took one (R5).
    pub hit: Option<Card>,
}

impl SideBetCards {
    /// The shape of the cards a tier looks at, or `None` when they were never dealt.
    pub fn shape(&self, used: CardsUsed) -> Option<Shape> {
        let [a, b] = self.first_two;
        match used {
            CardsUsed::FirstTwo => Some(Shape::of(&[a, b])),
            CardsUsed::FirstTwoAndUp => Some(Shape::of(&[a, b, self.up])),
            CardsUsed::FirstTwoAndHit => self.hit.map(|h| Shape::of(&[a, b, h])),
        }
    }

    /// The cards a tier looks at, or `None` when they were never dealt (no hit card).
    pub fn select(&self, used: CardsUsed) -> Option<Vec<Card>> {
        let [a, b] = self.first_two;
        match used {
            CardsUsed::FirstTwo => Some(vec![a, b]),
            CardsUsed::FirstTwoAndUp => Some(vec![a, b, self.up]),
            CardsUsed::FirstTwoAndHit => self.hit.map(|h| vec![a, b, h]),
        }
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
}

/// Up to three ranks as sorted ace-low ordinals, unused places zero (as in [`Shape`]).
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
pub struct Shape {
    /// Ace-low ordinals (A = 1 … K = 13), sorted; only the first `len` are used.
    ordinals: [u8; 3],
    len: usize,
    same_suit: bool,
    same_rank: bool,
    pair: bool,
    straight: bool,
    total: u8,
    suit: Option<Suit>,
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
    pub fn of(cards: &[Card]) -> Shape {
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
        }
    }

    fn ordinals(&self) -> &[u8] {
        self.ordinals.get(..self.len).unwrap_or_default()
    }
}

impl Condition {
    /// Whether `cards` meet this condition; `declared` is the table's declared suit.
    pub fn holds(&self, cards: &[Card], declared: Option<Suit>) -> bool {
        self.holds_for(&Shape::of(cards), declared)
    }

    /// Whether cards of this shape meet the condition.
    pub fn holds_for(&self, shape: &Shape, declared: Option<Suit>) -> bool {
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

/// The baccarat total of some cards (R2.1): their points mod 10.
pub fn baccarat_total(cards: &[Card]) -> u8 {
    cards
        .iter()
        .map(|c| u32::from(c.rank.baccarat_points()))
        .sum::<u32>()
        .rem_euclid(10) as u8
}

impl FromStr for Condition {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut words = s.split_whitespace();
        let head = words.next().unwrap_or("");
        let args: Vec<&str> = words.collect();
        let ranks = |args: &[&str]| -> Result<Vec<Rank>, String> {
            if args.is_empty() {
                return Err(format!("\"{s}\" needs ranks after it, e.g. \"{head} A K\""));
            }
            args.iter()
                .flat_map(|a| a.split('-'))
                .map(|a| {
                    a.parse::<Rank>()
                        .map_err(|()| format!("\"{a}\" in \"{s}\" is not a rank"))
                })
                .collect()
        };
        let no_args = |c: Condition| {
            if args.is_empty() {
                Ok(c)
            } else {
                Err(format!("\"{head}\" takes nothing after it (in \"{s}\")"))
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
            "ranks" => ranks(&args).and_then(|v| {
                if v.len() > 3 {
                    return Err(format!("\"{s}\": a side bet looks at three cards at most"));
                }
                let set = RankSet::of(&v);
                Ok(Condition::Ranks(v, set))
            }),
            "top-rank" => ranks(&args).map(Condition::TopRank),
            "total" => match args.as_slice() {
                [t] => t
                    .parse::<u8>()
                    .ok()
                    .filter(|t| *t <= 9)
                    .map(Condition::Total)
                    .ok_or_else(|| format!("\"{s}\": a baccarat total is 0 to 9")),
                _ => Err(format!("\"{s}\": write the total as \"total 9\"")),
            },
            _ => Err(format!(
                "\"{s}\" is not a card condition (suited, pair, straight, flush, \
                 three-of-a-kind, straight-flush, suited-three-of-a-kind, mini-royal, \
                 declared-suit, ranks …, top-rank …, total N)"
            )),
        }
    }
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
    /// Whether the round's cards meet the pattern. A tier that needs a hit card never
    /// meets it when no hit card was dealt (R5).
    pub fn matches(&self, seen: &SideBetCards, declared: Option<Suit>) -> bool {
        seen.shape(self.cards)
            .is_some_and(|shape| self.matches_shape(&shape, declared))
    }

    /// Whether these exact cards meet every condition.
    pub fn matches_cards(&self, cards: &[Card], declared: Option<Suit>) -> bool {
        self.matches_shape(&Shape::of(cards), declared)
    }

    /// Whether cards of this shape meet every condition.
    pub fn matches_shape(&self, shape: &Shape, declared: Option<Suit>) -> bool {
        self.conditions.iter().all(|c| c.holds_for(shape, declared))
    }

    /// The smallest deck count that can produce the pattern (R1.2). Cards that must
    /// share both suit and rank are identical cards, and a deck holds one of each: a
    /// suited pair needs two decks, a suited three of a kind three.
    pub fn min_decks(&self) -> u8 {
        let n = self.cards.count();
        let identical = if self.conditions.iter().any(Condition::one_suit) {
            self.conditions
                .iter()
                .map(|c| c.same_rank(n))
                .max()
                .unwrap_or(1)
        } else {
            1
        };
        u8::try_from(identical).unwrap_or(u8::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn holds(word: &str, cards: &str) -> bool {
        let c: Condition = word.parse().unwrap();
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
            conditions: words.iter().map(|w| w.parse().unwrap()).collect(),
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
            conditions: words.iter().map(|w| w.parse().unwrap()).collect(),
        };
        assert_eq!(two(&["suited", "pair"]).min_decks(), 2);
        assert_eq!(two(&["pair"]).min_decks(), 1);
        assert_eq!(two(&["suited", "ranks K Q"]).min_decks(), 1);
        assert_eq!(two(&["suited", "ranks K K"]).min_decks(), 2);
    }

    #[test]
    fn unknown_words_are_refused_with_the_word() {
        let e = "suited-pair".parse::<Condition>().unwrap_err();
        assert!(e.contains("suited-pair"), "{e}");
        assert!("total 10".parse::<Condition>().is_err());
        assert!("ranks 3 X".parse::<Condition>().is_err());
        assert!("suited yes".parse::<Condition>().is_err());
    }
}

//! House rules the analysis understands: Pitpay's blackjack options (RULES.md R3.1) and the
//! Stadium Blackjack options (R7.4), plus a few variants that exist only so that published
//! figures can be reproduced (each marked "not a Pitpay rule"), and the ranges it can
//! price: rules outside them are refused with a [`RulesError`], never analysed.

use std::fmt;

/// What a player blackjack pays (R3.1, R7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlackjackPays {
    ThreeToTwo,
    SixToFive,
}

impl BlackjackPays {
    /// The win per unit staked, in tenths of a unit (exact, for money).
    pub(crate) fn tenths(self) -> i64 {
        match self {
            BlackjackPays::ThreeToTwo => 15,
            BlackjackPays::SixToFive => 12,
        }
    }

    /// The win per unit staked, as a ratio for expectations.
    pub(crate) fn multiplier(self) -> f64 {
        self.tenths() as f64 / 10.0
    }
}

/// The dealer's play of soft 17.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Soft17 {
    Stand,
    Hit,
}

/// Whether the dealer checks for blackjack, and what a dealer blackjack takes when not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HoleCard {
    /// `peek = yes`: the dealer checks under an Ace or ten; a dealer blackjack ends the round
    /// before any decision (each spot loses its one stake, a player blackjack pushes).
    Peek,
    /// `peek = no` (R3.2) and Stadium (R7.6): no hole card. Against a dealer blackjack the
    /// hands still standing lose only the spot's original stake, while busted stakes are
    /// lost in full.
    NoPeekOriginalBets,
    /// European no-hole-card with every stake (doubles, splits) lost to a dealer blackjack.
    /// Not a Pitpay rule: present to reproduce published ENHC figures.
    NoPeekLoseAll,
}

impl HoleCard {
    pub(crate) fn peeks(self) -> bool {
        self == HoleCard::Peek
    }
}

/// Which first-two-card hands may double.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DoubleOn {
    /// Any two cards, soft hands included (R3.1 `any-two`).
    AnyTwo,
    /// Hard 9, 10, 11 (R3.1 `9-11`).
    NineToEleven,
    /// Hard 10, 11 (R3.1 `10-11`; Stadium paytable 5 `10-11`, which also bars Aces).
    TenToEleven,
    /// Hard 2-20 with no Ace in the hand (Stadium paytables 1-4, R7.4 `2-20`).
    NoAceTwoToTwenty,
}

impl DoubleOn {
    /// Whether a two-card hand with this hard total and softness may double. A two-card
    /// hand holds an Ace exactly when it is soft (A+A is soft 12, A+ten is a blackjack).
    pub(crate) fn allows(self, total: u32, soft: bool) -> bool {
        match self {
            DoubleOn::AnyTwo => true,
            DoubleOn::NineToEleven => !soft && (9..=11).contains(&total),
            DoubleOn::TenToEleven => !soft && (10..=11).contains(&total),
            DoubleOn::NoAceTwoToTwenty => !soft && total <= 20,
        }
    }
}

/// Surrender on the first two cards of an unsplit hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Surrender {
    None,
    /// Late surrender (R3.1 `late`; Stadium `enabled-except-dealer-blackjack`): half back,
    /// but in a no-hole-card game the whole stake is lost when the dealer has blackjack.
    Late,
    /// Stadium `enabled`: half back even if the terminal's dealer then has blackjack. In a
    /// peek game it is the same as `Late` (surrender is offered after the peek).
    HalfEvenAgainstBlackjack,
}

/// A complete rule set for one analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Number of 52-card decks in the full shoe (1-8).
    pub decks: u32,
    pub blackjack_pays: BlackjackPays,
    pub soft17: Soft17,
    pub hole_card: HoleCard,
    pub double_on: DoubleOn,
    pub double_after_split: bool,
    /// Most hands a spot can hold by splitting and resplitting (2-4). 1 means no splitting
    /// at all (not a Pitpay rule: published "no splitting" figures use it).
    pub max_hands: u8,
    pub surrender: Surrender,
    /// Resplitting Aces (up to `max_hands`). Not a Pitpay rule (Aces split once).
    pub resplit_aces: bool,
    /// Playing split Aces on (hit/double) instead of one card each. Not a Pitpay rule.
    pub hit_split_aces: bool,
}

impl Rules {
    /// Pitpay's default blackjack table (first value of each R3.1 option) on `decks` decks.
    pub fn pitpay_default(decks: u32) -> Rules {
        Rules {
            decks,
            blackjack_pays: BlackjackPays::ThreeToTwo,
            soft17: Soft17::Stand,
            hole_card: HoleCard::Peek,
            double_on: DoubleOn::AnyTwo,
            double_after_split: true,
            max_hands: 4,
            surrender: Surrender::Late,
            resplit_aces: false,
            hit_split_aces: false,
        }
    }

    /// Checks the ranges the engine supports: every analysis asks this first.
    pub fn validate(&self) -> Result<(), RulesError> {
        priced_decks(self.decks)?;
        if !(1..=4).contains(&self.max_hands) {
            return Err(RulesError::MaxHands(self.max_hands));
        }
        Ok(())
    }
}

/// A shoe of 1 to 8 decks: what every figure of the engine is priced for.
pub(crate) fn priced_decks(decks: u32) -> Result<(), RulesError> {
    if (1..=8).contains(&decks) {
        Ok(())
    } else {
        Err(RulesError::Decks(decks))
    }
}

/// Rules the engine cannot price, each a range a caller can bring its rules back into.
/// Written by hand, as the crate stays pure std.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A shoe of 1 to 8 decks is priced; this many is not.
    Decks(u32),
    /// A spot holds 1 to 4 hands; this many is not priced.
    MaxHands(u8),
    /// Stadium deals 6 or 8 decks (R1.2).
    StadiumDecks(u32),
    /// Stadium splits to 2 or 3 hands (R7.4).
    StadiumMaxHands(u8),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Decks(n) => write!(f, "decks must be 1-8, got {n}"),
            RulesError::MaxHands(n) => write!(f, "max_hands must be 1-4, got {n}"),
            RulesError::StadiumDecks(n) => write!(f, "Stadium deals 6 or 8 decks, got {n}"),
            RulesError::StadiumMaxHands(n) => write!(f, "Stadium max_hands is 2-3, got {n}"),
        }
    }
}

impl std::error::Error for RulesError {}

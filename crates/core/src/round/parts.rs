//! What a checked round is made of: its seats and their final hands (R1.8, R1.10), the
//! meters entered (R4.3), the field names a wager is reported under, and the play error a
//! game's rules raise while settling, which the round locates in its file.

use std::collections::BTreeMap;

use crate::bet::{Bet, Party};
use crate::card::{Card, Suit};
use crate::catalog::Catalog;
use crate::money::Money;
use pitpay_language::Sentence;

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
    pub(crate) fn stake(&self, party: Party, bet: Bet) -> Option<Money> {
        match party {
            Party::Player => self.wagers.get(&bet).copied(),
            Party::Dealer => self.dealer_wagers.get(&bet).copied(),
        }
    }

    /// The player's first two cards: the two dealt before any split (R1.10).
    pub(crate) fn first_two(&self) -> Option<[Card; 2]> {
        let first = self.hands.first()?;
        match self.hands.get(1) {
            Some(second) => Some([*first.cards.first()?, *second.cards.first()?]),
            None => Some([*first.cards.first()?, *first.cards.get(1)?]),
        }
    }

    /// The first hit card: the third card of hand 1, dealt by a hit or a double (R5).
    pub(crate) fn first_hit(&self) -> Option<Card> {
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

/// A problem found while settling a checked round: the field and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayError {
    /// Field path, as the checked round's `locate` knows it: `cards.dealer`, `seat 3 hands`.
    pub field: String,
    /// What is wrong, citing the rule, in whatever language its reader speaks.
    pub message: Sentence,
}

impl PlayError {
    /// A problem with `field`.
    pub fn new(field: impl Into<String>, message: impl Into<Sentence>) -> PlayError {
        PlayError {
            field: field.into(),
            message: message.into(),
        }
    }
}

/// A bet as a sentence names it: the selector of a bet the program settles itself
/// (`main`, `tie`, `insurance`, `lucky-break`), or `side` with the side bet's title as
/// its paytable file gives it (in the reader's language where its `[side_bet.names]`
/// give one).
pub(crate) fn bet_said(catalog: &Catalog, bet: Bet) -> (&'static str, pitpay_language::Arg) {
    let key = match bet {
        Bet::Main => "main",
        Bet::Tie => "tie",
        Bet::Insurance => "insurance",
        Bet::LuckyBreak => "lucky-break",
        Bet::Side(_) => "side",
    };
    let side = bet.side().and_then(|s| {
        crate::Game::ALL
            .into_iter()
            .find_map(|g| catalog.side_bet(g, s))
    });
    let title = side.map_or_else(
        || catalog.bet_title(bet).into(),
        |d| pitpay_language::Arg::named(&d.title, &d.names),
    );
    (key, title)
}

/// The field name of a wager: `seat 2 wagers.bonus9`, `seat 2 dealer_wagers.main`.
pub fn wager_field(seat: u32, party: Party, bet: Bet) -> String {
    match party {
        Party::Player => format!("seat {seat} wagers.{bet}"),
        Party::Dealer => format!("seat {seat} dealer_wagers.{bet}"),
    }
}

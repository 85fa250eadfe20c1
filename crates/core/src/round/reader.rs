//! A round file being read: the reader every step of [`super::read`], [`super::seat`] and
//! [`super::checks`] shares (the file, its text, its raw form and the catalog), and what
//! the steps hand each other (the cards, and the seats with where each stands in the file).

use std::collections::BTreeMap;
use std::ops::Range;

use crate::bet::{Bet, Party};
use crate::card::Card;
use crate::catalog::Catalog;
use crate::error::FileError;
use pitpay_language::Sentence;

use super::parts::Seat;
use super::raw::RawRound;

/// A round file being read: where it came from, its text, its raw form and the catalog
/// of paytables and house rules it is checked against.
pub(super) struct Reader<'a> {
    pub file: &'a str,
    pub source: &'a str,
    pub catalog: &'a Catalog,
    pub raw: &'a RawRound,
}

/// The cards of the round (ROUND-FILE.md `[cards]`).
pub(super) struct Cards {
    /// Lucky 9 / blackjack: up card, hole card, draws. Stadium: dealer card 1.
    pub dealer: Vec<Card>,
    /// Stadium: player card 1 and player card 2.
    pub shared_player: Vec<Card>,
    /// Stadium: community cards in draw order.
    pub community: Vec<Card>,
}

/// The seats as read, with where each seat and wager stands in the file, so that later
/// checks can point at the line.
pub(super) struct SeatsRead {
    /// Seats in seat-number order.
    pub seats: Vec<Seat>,
    /// Where each wager's amount is written.
    pub wager_spans: BTreeMap<(u32, Party, Bet), Range<usize>>,
    /// Where each `[[seat]]` is.
    pub seat_spans: BTreeMap<u32, Range<usize>>,
}

impl SeatsRead {
    /// Whether any seat wagers `bet`, for the player or for the dealer.
    pub(super) fn wagered(&self, bet: Bet) -> bool {
        self.seats
            .iter()
            .any(|s| s.wagers.contains_key(&bet) || s.dealer_wagers.contains_key(&bet))
    }
}

impl Reader<'_> {
    /// A problem with `field` at `span`.
    pub(super) fn err(
        &self,
        span: Range<usize>,
        field: &str,
        message: impl Into<Sentence>,
    ) -> FileError {
        FileError::at(self.file, self.source, Some(span), field, message)
    }

    /// The file's first key: where errors about the whole round point.
    pub(super) fn top(&self) -> Range<usize> {
        self.raw.game.span()
    }
}

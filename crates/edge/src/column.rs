//! One column of a basic strategy chart: the decisions against one dealer up card. Its
//! own module because both the chart's derivation ([`crate::strategy`]) and pair
//! splitting ([`crate::split`]) play by it.

use crate::cards::{Counts, RANKS};
use crate::player::HitTable;

/// A two-card decision that overrides the hit/stand table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TwoCard {
    Double,
    Surrender,
}

/// The decision for a pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PairPlay {
    /// Play it as its total.
    NoSplit,
    Split,
    /// Surrender; split where surrender is not offered.
    SurrenderElseSplit,
}

/// The chart column for one dealer up card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct UpcardChart {
    pub(crate) hits: HitTable,
    pub(crate) hard2: [Option<TwoCard>; 22],
    pub(crate) soft2: [Option<TwoCard>; 22],
    pub(crate) pair: [PairPlay; RANKS],
}

impl UpcardChart {
    pub(crate) fn empty() -> UpcardChart {
        UpcardChart {
            hits: HitTable::stand_on(22, 22),
            hard2: [None; 22],
            soft2: [None; 22],
            pair: [PairPlay::NoSplit; RANKS],
        }
    }

    /// The two-card override for a hand's total, if any.
    pub(crate) fn two_card(&self, hand: &Counts) -> Option<TwoCard> {
        let (total, soft) = hand.best_total();
        if soft {
            self.soft2[total as usize]
        } else {
            self.hard2[total as usize]
        }
    }
}

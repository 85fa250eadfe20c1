//! Card ranks and shoe compositions as the analysis sees them.
//!
//! Suits never matter to the main wager, and 10 J Q K all count ten (R1.1), so a shoe is
//! ten rank counts. Index 0 is the Ace (value 1, or 11 when soft), 1..=8 are 2..9 and
//! index 9 is every ten-value card.

/// Number of distinct ranks the analysis tracks (A, 2..9, ten-value).
pub(crate) const RANKS: usize = 10;
/// Rank index of the Ace.
pub(crate) const ACE: usize = 0;
/// Rank index of the ten-value cards (10 J Q K).
pub(crate) const TEN: usize = 9;

/// Printable name of a rank index, as used in strategy charts.
pub(crate) fn rank_name(rank: usize) -> &'static str {
    ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T"][rank]
}

/// Hard value of a rank index (Ace counts 1).
pub(crate) fn value(rank: usize) -> u32 {
    rank as u32 + 1
}

/// A multiset of cards: how many of each rank.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Counts(pub [u16; RANKS]);

impl Counts {
    /// A full shoe of `decks` 52-card decks.
    pub(crate) fn shoe(decks: u32) -> Counts {
        let mut c = [4 * decks as u16; RANKS];
        c[TEN] = 16 * decks as u16;
        Counts(c)
    }

    pub(crate) fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    pub(crate) fn get(&self, rank: usize) -> u16 {
        self.0[rank]
    }

    pub(crate) fn with(mut self, rank: usize) -> Counts {
        self.0[rank] += 1;
        self
    }

    /// This multiset less `other`, whose cards were dealt from it: the engine only ever
    /// removes cards it drew from the same shoe, so no count goes below zero (a debug
    /// build checks it; a count would stop at zero rather than wrap).
    pub(crate) fn less(&self, other: &Counts) -> Counts {
        debug_assert!(
            self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b),
            "cards removed that the shoe does not hold"
        );
        let mut c = self.0;
        for (a, b) in c.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_sub(*b);
        }
        Counts(c)
    }

    /// Hard total (Aces count 1).
    pub(crate) fn hard_total(&self) -> u32 {
        (0..RANKS).map(|r| self.0[r] as u32 * value(r)).sum()
    }

    /// Best total and whether it is soft (an Ace counted as 11).
    pub(crate) fn best_total(&self) -> (u32, bool) {
        let hard = self.hard_total();
        if self.0[ACE] > 0 && hard + 10 <= 21 {
            (hard + 10, true)
        } else {
            (hard, false)
        }
    }

    /// A compact key for hash maps: 6 bits per rank (counts stay below 64 in any hand or
    /// removal set the analysis forms).
    pub(crate) fn key(&self) -> u64 {
        self.0
            .iter()
            .enumerate()
            .fold(0u64, |k, (r, &n)| k | ((n as u64 & 63) << (6 * r)))
    }
}

/// A fast hasher for the analysis' own `u64` keys (no untrusted input reaches it).
#[derive(Default, Clone, Copy)]
pub(crate) struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn write_u64(&mut self, k: u64) {
        self.0 = (self.0.rotate_left(5) ^ k).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// Hash map keyed by [`Counts::key`].
pub(crate) type KeyMap<V> =
    std::collections::HashMap<u64, V, std::hash::BuildHasherDefault<KeyHasher>>;

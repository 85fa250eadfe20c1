//! Dealing for practice: a seeded random stream and the cards left in the shoe, drawn
//! without replacement (RULES.md R1.2: no card appears more often than the shoe holds it).
//!
//! The stream is SplitMix64, written out here rather than taken from a crate, so that a
//! seed deals the same round (and prints the same worksheet) in every build of Pitpay:
//! a generator crate may change its streams between versions.

use pitpay_core::{Card, Rank, Suit};

/// A seeded stream of random numbers (SplitMix64).
#[derive(Debug, Clone)]
pub(crate) struct Rng {
    state: u64,
}

impl Rng {
    /// The stream of a seed.
    pub(crate) fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.state)
    }

    /// A number in `0..n` (0 when `n` is 0), without modulo bias.
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // Rejection: accept only draws from the largest multiple of n below 2^64.
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }

    /// An index into a list of `len` items.
    pub(crate) fn index(&mut self, len: usize) -> usize {
        usize::try_from(self.below(len as u64)).unwrap_or(0)
    }

    /// A number in `lo..=hi`.
    pub(crate) fn between(&mut self, lo: u32, hi: u32) -> u32 {
        if hi <= lo {
            return lo;
        }
        lo + u32::try_from(self.below(u64::from(hi - lo) + 1)).unwrap_or(0)
    }

    /// True with probability `percent` / 100.
    pub(crate) fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < u64::from(percent)
    }

    /// One item of a list.
    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            return None;
        }
        items.get(self.index(items.len()))
    }

    /// The list in a random order (Fisher-Yates).
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

/// SplitMix64's output function: also used to derive independent seeds.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of the `n`th item drawn from `seed` (question `n` of a worksheet, attempt `n`
/// of a search): independent of the others, the same in every run.
pub(crate) fn derive(seed: u64, n: u64) -> u64 {
    mix(seed ^ mix(n.wrapping_add(0x5851_F42D_4C95_7F2D)))
}

/// A seed from the time of day and the process, for a run with no seed typed: nine
/// digits, so that it can be typed back to deal the same run again.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    mix(derive(nanos as u64, u64::from(std::process::id()))) % 1_000_000_000
}

/// The cards left in a shoe of `decks` decks, drawn without replacement.
#[derive(Debug, Clone)]
pub(crate) struct Pack {
    /// How many of each card are left, in [`Card::deck`] order.
    left: [u8; 52],
    total: u32,
    decks: u8,
}

fn slot(card: Card) -> usize {
    let suit = match card.suit {
        Suit::Spades => 0,
        Suit::Hearts => 1,
        Suit::Diamonds => 2,
        Suit::Clubs => 3,
    };
    suit * 13 + usize::from(card.rank.ordinal() - 1)
}

fn card_at(i: usize) -> Card {
    let suit = Suit::ALL.get(i / 13).copied().unwrap_or(Suit::Spades);
    let rank = Rank::ALL.get(i % 13).copied().unwrap_or(Rank::Ace);
    Card::new(rank, suit)
}

impl Pack {
    /// A full shoe.
    pub(crate) fn new(decks: u8) -> Pack {
        Pack {
            left: [decks; 52],
            total: 52 * u32::from(decks),
            decks,
        }
    }

    /// The shoe's deck count.
    pub(crate) fn decks(&self) -> u8 {
        self.decks
    }

    /// Cards left.
    #[cfg(test)]
    pub(crate) fn len(&self) -> u32 {
        self.total
    }

    /// Whether the shoe is empty.
    #[cfg(test)]
    pub(crate) fn is_empty(&self) -> bool {
        self.total == 0
    }

    /// How many of this card are left.
    #[cfg(test)]
    pub(crate) fn count(&self, card: Card) -> u8 {
        self.left.get(slot(card)).copied().unwrap_or(0)
    }

    /// Takes this very card out of the shoe, if one is left.
    pub(crate) fn take(&mut self, card: Card) -> bool {
        match self.left.get_mut(slot(card)) {
            Some(n) if *n > 0 => {
                *n -= 1;
                self.total -= 1;
                true
            }
            _ => false,
        }
    }

    /// Takes these cards, all or none.
    pub(crate) fn take_all(&mut self, cards: &[Card]) -> bool {
        let mut trial = self.clone();
        if cards.iter().all(|c| trial.take(*c)) {
            *self = trial;
            true
        } else {
            false
        }
    }

    /// Draws a card at random among those left (none from an empty shoe).
    pub(crate) fn draw(&mut self, rng: &mut Rng) -> Option<Card> {
        self.draw_where(rng, |_| true)
    }

    /// Draws a card at random among those left that meet `wanted`.
    pub(crate) fn draw_where(
        &mut self,
        rng: &mut Rng,
        wanted: impl Fn(Card) -> bool,
    ) -> Option<Card> {
        let weight = |i: usize, n: u8| if wanted(card_at(i)) { u64::from(n) } else { 0 };
        let total: u64 = self
            .left
            .iter()
            .enumerate()
            .map(|(i, n)| weight(i, *n))
            .sum();
        let mut r = rng.below(total);
        if total == 0 {
            return None;
        }
        for (i, n) in self.left.iter().enumerate() {
            let w = weight(i, *n);
            if r < w {
                let card = card_at(i);
                self.take(card);
                return Some(card);
            }
            r -= w;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_stream() {
        let a: Vec<u64> = (0..5)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        let mut r = Rng::new(7);
        assert_eq!(a, (0..5).map(|_| r.next_u64()).collect::<Vec<_>>());
        // SplitMix64's published first output for seed 0 (Vigna's reference code).
        assert_eq!(Rng::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    /// R1.2: a shoe of one deck deals each card once, then nothing.
    #[test]
    fn r1_2_a_one_deck_shoe_deals_every_card_once() {
        let mut rng = Rng::new(42);
        let mut pack = Pack::new(1);
        let mut seen = std::collections::BTreeSet::new();
        while let Some(c) = pack.draw(&mut rng) {
            assert!(seen.insert(c), "{c} dealt twice");
        }
        assert_eq!(seen.len(), 52);
        assert!(pack.is_empty());
        assert!(!pack.take(Card::new(Rank::Ace, Suit::Spades)));
    }

    #[test]
    fn taking_cards_is_all_or_none() {
        let mut pack = Pack::new(1);
        let ace = Card::new(Rank::Ace, Suit::Spades);
        assert!(!pack.take_all(&[ace, ace]));
        assert_eq!(pack.count(ace), 1);
        assert!(pack.take_all(&[ace]));
        assert_eq!((pack.count(ace), pack.len()), (0, 51));
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = Rng::new(1);
        let mut hit = [false; 7];
        for _ in 0..500 {
            let x = rng.below(7) as usize;
            hit[x] = true;
        }
        assert!(hit.iter().all(|h| *h));
        assert_eq!(rng.below(0), 0);
    }
}

//! Lucky 9's main wager and Tie under the player's best play (RULES.md R2.2-R2.6).
//!
//! The player sees the first two cards and the dealer's up card and may stand, hit once
//! (never on a two-card 9) or split a pair (`split_on`), each split hand taking exactly
//! one card, resplitting up to four hands (R2.2). The dealer draws on 0-4 and stands on
//! 5-9 whatever the player does, so the best play is the one with the highest expected
//! result of the main wager, worked out for every first two cards against every up
//! card from the cards left in the shoe (composition-dependent), and for every resplit
//! from the cards seen by then. The Tie (R2.6) rides along on hand 1 under that play.
//!
//! Only a card's point value counts in Lucky 9 (R2.1), so the shoe is held as point
//! classes 0-9 (ten-value cards are class 0). When pairs split by rank (`split_on =
//! same-rank`) a pair of ten-value cards resplits only on its own rank: class 10 then
//! holds the cards of that rank. How a hand meets the dealer's is never re-derived
//! here: the outcome tables are built by calling the settlement's own
//! `main_result` (`game::lucky9`) on one hand of each kind.

use crate::analysis::figures::{AnalysisError, StrategyRow};
use crate::card::{Card, Rank, Suit};
use crate::game::lucky9::{classify, main_result};
use crate::house::{HouseOptions, SplitOn};
use crate::money::{Convention, Odds};
use crate::paytable::Paytable;
use crate::settle::Outcome;

/// Point classes 0-9, and class 10 for the split pair's own ten-value rank.
const CLASSES: usize = 11;
const POINTS: [u8; CLASSES] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
const PAIR_RANK: usize = 10;
/// At most four hands (R2.2).
const MAX_HANDS: u8 = 4;

/// The dealer's final hand, by kind: 0-9 a three-card total; 10-13 a two-card 5-8;
/// 14 a two-card Lucky 9 (no zero-value card); 15 a Natural 9.
const DEALER_KINDS: usize = 16;
/// The player's hand, by kind: 0-8 an unsplit two-card total; 9 a Lucky 9; 10 a Natural
/// 9; 11-20 a split hand's total 0-9; 21-30 a three-card total 0-9.
const PLAYER_KINDS: usize = 31;
const LUCKY_NINE: usize = 9;
const NATURAL_NINE: usize = 10;
const SPLIT: usize = 11;
const THREE_CARD: usize = 21;

/// A card of a point value, for the representative hands.
fn rank_of(points: usize) -> Rank {
    match points {
        1 => Rank::Ace,
        2 => Rank::Two,
        3 => Rank::Three,
        4 => Rank::Four,
        5 => Rank::Five,
        6 => Rank::Six,
        7 => Rank::Seven,
        8 => Rank::Eight,
        9 => Rank::Nine,
        _ => Rank::King,
    }
}

fn cards(points: &[usize]) -> Vec<Card> {
    points
        .iter()
        .map(|&p| Card::new(rank_of(p), Suit::Spades))
        .collect()
}

/// One hand of each player kind, and whether it is a split hand.
fn player_hand(kind: usize) -> (Vec<Card>, bool) {
    match kind {
        LUCKY_NINE => (cards(&[1, 8]), false),
        NATURAL_NINE => (cards(&[9, 0]), false),
        k if k < LUCKY_NINE => (cards(&[0, k]), false),
        k if k < THREE_CARD => (cards(&[0, k - SPLIT]), true),
        k => (cards(&[0, 0, k - THREE_CARD]), false),
    }
}

/// One hand of each dealer kind.
fn dealer_hand(kind: usize) -> Vec<Card> {
    match kind {
        14 => cards(&[1, 8]),
        15 => cards(&[9, 0]),
        k if k < 10 => cards(&[0, 0, k]),
        k => cards(&[0, k - 5]),
    }
}

/// How the main wager ends for each player kind against each dealer kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Main {
    LuckyWin,
    Win,
    Push,
    Lose,
}

/// The outcome tables for one set of house options and one main paytable.
pub(crate) struct Tables {
    main: [[Main; DEALER_KINDS]; PLAYER_KINDS],
    net: [[f64; DEALER_KINDS]; PLAYER_KINDS],
    /// Whether the Tie wins under `main-pushes` and under `equal-totals` (R2.6).
    tie: [[[bool; 2]; DEALER_KINDS]; PLAYER_KINDS],
    pub(crate) win: f64,
    pub(crate) lucky: f64,
}

/// What odds pay net, per unit staked (R1.4).
fn net_units(o: Odds) -> f64 {
    let x = f64::from(o.numerator) / f64::from(o.denominator);
    match o.convention {
        Convention::To => x,
        Convention::For => x - 1.0,
    }
}

pub(crate) fn main_odds(table: &Paytable, key: &'static str) -> Result<Odds, AnalysisError> {
    table
        .main_odds(key)
        .ok_or_else(|| AnalysisError::MissingPay {
            id: table.id.clone(),
            pay: key,
        })
}

impl Tables {
    pub(crate) fn new(house: &HouseOptions, table: &Paytable) -> Result<Tables, AnalysisError> {
        let win = net_units(main_odds(table, "win")?);
        let lucky = net_units(main_odds(table, "lucky-nine")?);
        let mut t = Tables {
            main: [[Main::Lose; DEALER_KINDS]; PLAYER_KINDS],
            net: [[-1.0; DEALER_KINDS]; PLAYER_KINDS],
            tie: [[[false; 2]; DEALER_KINDS]; PLAYER_KINDS],
            win,
            lucky,
        };
        for p in 0..PLAYER_KINDS {
            let (hand, split) = player_hand(p);
            for d in 0..DEALER_KINDS {
                let dealer = dealer_hand(d);
                let r = main_result(&hand, split, &dealer, house);
                let (main, net) = match r.outcome {
                    Outcome::Win if r.lucky_pay => (Main::LuckyWin, lucky),
                    Outcome::Win => (Main::Win, win),
                    Outcome::Push => (Main::Push, 0.0),
                    _ => (Main::Lose, -1.0),
                };
                t.main[p][d] = main;
                t.net[p][d] = net;
                let equal = classify(&hand, split).total == classify(&dealer, false).total;
                t.tie[p][d] = [main == Main::Push, equal];
            }
        }
        Ok(t)
    }
}

/// What the solver adds up over the cards: the full [`Stats`] of a round, or just its
/// [`Mean`] when only the house edge is wanted (the edge under every other option).
pub(crate) trait Figures: Copy + Default {
    /// The outcome tables it is priced by (one set of house options, or several).
    type Tables;
    /// The figures of a round whose hands are known, against the dealer's kinds.
    fn round(t: &Self::Tables, dealer: &[f64; DEALER_KINDS], hands: &[usize], split: bool) -> Self;
    /// Adds `o` weighted by `p`.
    fn add(&mut self, o: &Self, p: f64);
    /// The expected net result, by which the chart's play is chosen.
    fn mean(&self) -> f64;
    /// The better of two plays' figures (`other` only when strictly better: ties go
    /// to the simpler play, tried first).
    fn better(self, other: Self) -> Self {
        if other.mean() > self.mean() + 1e-12 {
            other
        } else {
            self
        }
    }
}

/// Expected figures of a round (or of part of one, weighted by its probability).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct Stats {
    /// Expected net result of the main wager per initial unit.
    pub(crate) mean: f64,
    /// Expected square of that result.
    pub(crate) square: f64,
    /// Unsplit rounds: Lucky 9 wins, other wins, pushes, losses.
    pub(crate) lucky: f64,
    pub(crate) win: f64,
    pub(crate) push: f64,
    pub(crate) lose: f64,
    /// Split rounds: net gain (probability and expected net), even, net loss.
    pub(crate) split_gain: f64,
    pub(crate) split_gain_net: f64,
    pub(crate) split_even: f64,
    pub(crate) split_loss: f64,
    pub(crate) split_loss_net: f64,
}

impl Figures for Stats {
    type Tables = Tables;

    fn round(t: &Tables, dealer: &[f64; DEALER_KINDS], hands: &[usize], split: bool) -> Stats {
        let mut s = Stats::default();
        let first = hands.first().copied().unwrap_or(0);
        for (d, &p) in dealer.iter().enumerate() {
            if p == 0.0 {
                continue;
            }
            let net: f64 = hands.iter().map(|&h| t.net[h][d]).sum();
            s.mean += p * net;
            s.square += p * net * net;
            if split {
                if net > 1e-9 {
                    s.split_gain += p;
                    s.split_gain_net += p * net;
                } else if net < -1e-9 {
                    s.split_loss += p;
                    s.split_loss_net += p * net;
                } else {
                    s.split_even += p;
                }
            } else {
                match t.main[first][d] {
                    Main::LuckyWin => s.lucky += p,
                    Main::Win => s.win += p,
                    Main::Push => s.push += p,
                    Main::Lose => s.lose += p,
                }
            }
        }
        s
    }

    fn add(&mut self, o: &Stats, p: f64) {
        self.mean += p * o.mean;
        self.square += p * o.square;
        self.lucky += p * o.lucky;
        self.win += p * o.win;
        self.push += p * o.push;
        self.lose += p * o.lose;
        self.split_gain += p * o.split_gain;
        self.split_gain_net += p * o.split_gain_net;
        self.split_even += p * o.split_even;
        self.split_loss += p * o.split_loss;
        self.split_loss_net += p * o.split_loss_net;
    }

    fn mean(&self) -> f64 {
        self.mean
    }
}

/// Only the expected net result.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Mean(f64);

impl Figures for Mean {
    type Tables = Tables;

    fn round(t: &Tables, dealer: &[f64; DEALER_KINDS], hands: &[usize], _split: bool) -> Mean {
        let mut m = 0.0;
        for &h in hands {
            let row = &t.net[h];
            m += dealer.iter().zip(row).map(|(p, net)| p * net).sum::<f64>();
        }
        Mean(m)
    }

    fn add(&mut self, o: &Mean, p: f64) {
        self.0 += p * o.0;
    }

    fn mean(&self) -> f64 {
        self.0
    }
}

/// The main wager's expected result and how often the Tie on hand 1 wins, under
/// `main-pushes` and under `equal-totals` (R2.6).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct WithTie {
    pub(crate) mean: f64,
    pub(crate) tie: [f64; 2],
}

impl Figures for WithTie {
    type Tables = Tables;

    fn round(t: &Tables, dealer: &[f64; DEALER_KINDS], hands: &[usize], split: bool) -> WithTie {
        let first = hands.first().copied().unwrap_or(0);
        let mut tie = [0.0; 2];
        for (d, &p) in dealer.iter().enumerate() {
            let [pushes, equal] = t.tie[first][d];
            tie[0] += p * f64::from(u8::from(pushes));
            tie[1] += p * f64::from(u8::from(equal));
        }
        WithTie {
            mean: Mean::round(t, dealer, hands, split).0,
            tie,
        }
    }

    fn add(&mut self, o: &WithTie, p: f64) {
        self.mean += p * o.mean;
        self.tie[0] += p * o.tie[0];
        self.tie[1] += p * o.tie[1];
    }

    fn mean(&self) -> f64 {
        self.mean
    }
}

/// The expected net result under several sets of house options at once (the house
/// edge under each `nines` and `qualify`): one walk through the cards serves them all,
/// each set choosing its own plays.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Means<const N: usize>(pub(crate) [f64; N]);

impl<const N: usize> Default for Means<N> {
    fn default() -> Self {
        Means([0.0; N])
    }
}

impl<const N: usize> Figures for Means<N> {
    type Tables = [Tables; N];

    fn round(t: &[Tables; N], dealer: &[f64; DEALER_KINDS], hands: &[usize], split: bool) -> Self {
        let mut m = [0.0; N];
        for (slot, table) in m.iter_mut().zip(t) {
            *slot = Mean::round(table, dealer, hands, split).0;
        }
        Means(m)
    }

    fn add(&mut self, o: &Self, p: f64) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a += p * b;
        }
    }

    fn mean(&self) -> f64 {
        self.0.first().copied().unwrap_or(0.0)
    }

    fn better(self, other: Self) -> Self {
        let mut m = self.0;
        for (a, b) in m.iter_mut().zip(&other.0) {
            if *b > *a + 1e-12 {
                *a = *b;
            }
        }
        Means(m)
    }
}

/// The cards left, by class.
type Shoe = [u16; CLASSES];

/// The dealer's final hand by kind, from the cards left: the hole card, then a draw on
/// 0-4 (R2.2).
fn dealer_kinds(shoe: &Shoe, up: u8) -> [f64; DEALER_KINDS] {
    let mut points = [0.0f64; 10];
    for (c, &n) in shoe.iter().enumerate() {
        points[usize::from(POINTS[c])] += f64::from(n);
    }
    let total: f64 = points.iter().sum();
    let (per_card, per_draw) = (1.0 / total, 1.0 / (total - 1.0));
    let mut out = [0.0; DEALER_KINDS];
    let up = usize::from(up);
    for (h, &nh) in points.iter().enumerate() {
        if nh == 0.0 {
            continue;
        }
        let ph = nh * per_card;
        let two = (up + h) % 10;
        if two >= 5 {
            let kind = match two {
                9 if up != 0 && h != 0 => 14,
                9 => 15,
                t => 10 + t - 5,
            };
            out[kind] += ph;
            continue;
        }
        // The draw d makes (two + d) mod 10; the hole card is not there to draw.
        let q = ph * per_draw;
        let (low, high) = points.split_at(10 - two);
        for (slot, n) in out[two..10].iter_mut().zip(low) {
            *slot += q * n;
        }
        for (slot, n) in out[..two].iter_mut().zip(high) {
            *slot += q * n;
        }
        out[(two + h) % 10] -= q;
    }
    out
}

/// The player's kind for an unsplit two-card hand (R2.3: a Lucky 9 has no zero-value card).
fn two_card_kind(a: usize, b: usize) -> usize {
    match (a + b) % 10 {
        9 if a != 0 && b != 0 => LUCKY_NINE,
        9 => NATURAL_NINE,
        t => t,
    }
}

fn stand<F: Figures>(t: &F::Tables, shoe: &Shoe, up: u8, a: usize, b: usize) -> F {
    F::round(t, &dealer_kinds(shoe, up), &[two_card_kind(a, b)], false)
}

fn hit<F: Figures>(t: &F::Tables, shoe: &Shoe, up: u8, a: usize, b: usize) -> F {
    let total = f64::from(shoe.iter().sum::<u16>());
    let mut s = F::default();
    for c in 0..CLASSES {
        if shoe[c] == 0 {
            continue;
        }
        let mut rest = *shoe;
        rest[c] -= 1;
        let kind = THREE_CARD + (a + b + usize::from(POINTS[c])) % 10;
        let r = F::round(t, &dealer_kinds(&rest, up), &[kind], false);
        s.add(&r, f64::from(shoe[c]) / total);
    }
    s
}

/// One hand's second card of class `c` in a split's state key: three bits a class.
const fn bit(c: usize) -> u64 {
    1 << (3 * c)
}

/// A memo over split states, kept across the splits of one solve: open addressing on
/// the state's key, entries valid only when stamped with the current split's number, so
/// nothing is cleared between splits.
struct Memo<V> {
    keys: Vec<u64>,
    stamp: Vec<u32>,
    value: Vec<V>,
    current: u32,
    /// log2 of the number of slots.
    bits: u32,
}

impl<V: Copy + Default> Memo<V> {
    /// A memo of `2^bits` slots.
    fn new(bits: u32) -> Memo<V> {
        let slots = 1 << bits;
        Memo {
            keys: vec![0; slots],
            stamp: vec![0; slots],
            value: vec![V::default(); slots],
            current: 1,
            bits,
        }
    }

    fn next(&mut self) {
        self.current += 1;
    }

    /// The slot holding `key`, or the free slot where it goes. (Were the table ever
    /// full, the last slot probed is reused: a value is then worked out again, never
    /// mistaken for another's, since the key is stored with it.)
    fn slot(&self, key: u64) -> usize {
        let slots = self.keys.len();
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize;
        for _ in 0..slots {
            match (self.stamp.get(i), self.keys.get(i)) {
                (Some(&st), Some(&k)) if st == self.current && k != key => {
                    i = (i + 1) % slots;
                }
                _ => break,
            }
        }
        i
    }

    fn get(&self, key: u64) -> Option<V> {
        let i = self.slot(key);
        (self.stamp.get(i) == Some(&self.current) && self.keys.get(i) == Some(&key))
            .then(|| self.value.get(i).copied())
            .flatten()
    }

    fn put(&mut self, key: u64, v: V) {
        let i = self.slot(key);
        if let (Some(st), Some(k), Some(slot)) = (
            self.stamp.get_mut(i),
            self.keys.get_mut(i),
            self.value.get_mut(i),
        ) {
            *st = self.current;
            *k = key;
            *slot = v;
        }
    }
}

/// The memos of a solve's splits: values by state (and hand 1's card when the Tie is
/// followed), dealer kinds by the split's cards.
struct Memos<F> {
    value: Memo<F>,
    dealer: Memo<[f64; DEALER_KINDS]>,
    track_tie: bool,
}

impl<F: Figures> Memos<F> {
    /// A split has at most 1,807 states (second cards and resplits), up to five times
    /// that with hand 1's card, and 1,365 sets of second cards: memos a few times larger.
    fn new(track_tie: bool) -> Memos<F> {
        Memos {
            value: Memo::new(if track_tie { 15 } else { 13 }),
            dealer: Memo::new(12),
            track_tie,
        }
    }
}

/// The split of one pair against one up card, resplits played as well as they can be.
struct Splitter<'a, F: Figures> {
    t: &'a F::Tables,
    up: u8,
    /// The class that pairs the split cards (a resplit).
    pair: usize,
    pair_points: u8,
    memos: &'a mut Memos<F>,
}

impl<F: Figures> Splitter<'_, F> {
    /// The value from here: `f` counts the hands' second cards dealt so far (`fkey`
    /// the same as three bits a class), `k` the resplits made, `h1` hand 1's second card
    /// once dealt (hand 1 is finished first; followed only for the Tie). `shoe` is what
    /// is left.
    fn value(&mut self, f: [u8; CLASSES], fkey: u64, k: u8, h1: Option<usize>, shoe: &Shoe) -> F {
        let key = (fkey << 6) | (u64::from(k) << 4) | h1.map_or(15, |h| h as u64);
        if let Some(v) = self.memos.value.get(key) {
            return v;
        }
        let hands = 2 + k;
        let dealt: u8 = f.iter().sum();
        let v = if dealt == hands {
            self.leaf(&f, fkey, shoe, h1)
        } else {
            let total = f64::from(shoe.iter().sum::<u16>());
            let mut v = F::default();
            for c in 0..CLASSES {
                if shoe[c] == 0 {
                    continue;
                }
                let mut rest = *shoe;
                rest[c] -= 1;
                let mut g = f;
                g[c] += 1;
                let first = if self.memos.track_tie {
                    h1.or(Some(c))
                } else {
                    None
                };
                let keep = self.value(g, fkey + bit(c), k, first, &rest);
                let best = if c == self.pair && hands < MAX_HANDS {
                    keep.better(self.value(f, fkey, k + 1, h1, &rest))
                } else {
                    keep
                };
                v.add(&best, f64::from(shoe[c]) / total);
            }
            v
        };
        self.memos.value.put(key, v);
        v
    }

    fn leaf(&mut self, f: &[u8; CLASSES], fkey: u64, shoe: &Shoe, h1: Option<usize>) -> F {
        let kind = |c: usize| SPLIT + usize::from(self.pair_points + POINTS[c]) % 10;
        let mut hands = [0usize; MAX_HANDS as usize];
        let mut n = 0;
        let mut rest = *f;
        if let Some(h) = h1 {
            rest[h] -= 1;
            hands[0] = kind(h);
            n = 1;
        }
        for (c, &m) in rest.iter().enumerate() {
            for _ in 0..m {
                if let Some(slot) = hands.get_mut(n) {
                    *slot = kind(c);
                }
                n += 1;
            }
        }
        // At a leaf the second cards fix the resplits too (every hand has one).
        let dealer = match self.memos.dealer.get(fkey) {
            Some(d) => d,
            None => {
                let d = dealer_kinds(shoe, self.up);
                self.memos.dealer.put(fkey, d);
                d
            }
        };
        F::round(self.t, &dealer, hands.get(..n).unwrap_or_default(), true)
    }
}

/// A play of the first two cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Play {
    Stand,
    Hit,
    Split,
}

impl Play {
    fn word(self) -> &'static str {
        match self {
            Play::Stand => "stand",
            Play::Hit => "hit",
            Play::Split => "split",
        }
    }
}

/// The best play of one situation and its figures. Ties go to the simpler play.
fn best<F: Figures>(t: &F::Tables, sit: &Situation, up: u8, memos: &mut Memos<F>) -> (Play, F) {
    let (shoe, a, b) = (&sit.shoe, sit.a, sit.b);
    let mut play = Play::Stand;
    let mut value = stand::<F>(t, shoe, up, a, b);
    let mut consider = |p: Play, v: F| {
        if v.mean() > value.mean() + 1e-12 {
            play = p;
        }
        value = value.better(v);
    };
    if (a + b) % 10 != 9 {
        consider(Play::Hit, hit::<F>(t, shoe, up, a, b));
    }
    if let Some(pair) = sit.pair {
        consider(Play::Split, split(t, shoe, up, pair, memos));
    }
    (play, value)
}

/// The figures of splitting, every resplit decided as well as it can be.
fn split<F: Figures>(t: &F::Tables, shoe: &Shoe, up: u8, pair: usize, memos: &mut Memos<F>) -> F {
    memos.value.next();
    memos.dealer.next();
    let mut s = Splitter {
        t,
        up,
        pair,
        pair_points: POINTS[pair],
        memos,
    };
    s.value([0; CLASSES], 0, 0, None, shoe)
}

/// The expected net result of the main wager, per initial unit, of each play open to
/// one first two cards against one up card: what the strategy chart chooses between.
/// Only the tests ask it: the chart itself is built from the same values.
#[cfg(test)]
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct PlayValues {
    /// Standing.
    pub stand: f64,
    /// Hitting once, unless the hand is a two-card 9 (R2.2).
    pub hit: Option<f64>,
    /// Splitting (resplits played as well as they can be), when the cards pair (`split_on`).
    pub split: Option<f64>,
}

/// The value of each play of `first_two` against `up`, the rest of the `decks`-deck
/// shoe unseen, under the house options and main paytable given (R2.2-R2.5).
#[cfg(test)]
pub(crate) fn play_values(
    main: &Paytable,
    house: &HouseOptions,
    decks: u8,
    first_two: [Card; 2],
    up: Card,
) -> Result<PlayValues, AnalysisError> {
    let t = Tables::new(house, main)?;
    let d = u16::from(decks);
    let mut shoe: Shoe = [4 * d; CLASSES];
    shoe[0] = 16 * d;
    shoe[PAIR_RANK] = 0;
    let [x, y] = first_two;
    let class = |c: Card| usize::from(c.rank.baccarat_points());
    for c in [x, y, up] {
        let slot = &mut shoe[class(c)];
        *slot = slot
            .checked_sub(1)
            .ok_or(AnalysisError::TooFewCards { decks, card: c })?;
    }
    let (a, b) = (class(x), class(y));
    let pair = match house.split_on {
        SplitOn::SameValue => (a == b).then_some(a),
        SplitOn::SameRank if x.rank != y.rank => None,
        SplitOn::SameRank if a == 0 => {
            // A ten-value pair of one rank resplits only on that rank (class 10).
            let m = 4 * d - 2 - u16::from(up.rank == x.rank);
            shoe[PAIR_RANK] = m;
            shoe[0] -= m;
            Some(PAIR_RANK)
        }
        SplitOn::SameRank => Some(a),
    };
    let u = up.rank.baccarat_points();
    let mut memos = Memos::<Mean>::new(false);
    Ok(PlayValues {
        stand: stand::<Mean>(&t, &shoe, u, a, b).0,
        hit: ((a + b) % 10 != 9).then(|| hit::<Mean>(&t, &shoe, u, a, b).0),
        split: pair.map(|p| split(&t, &shoe, u, p, &mut memos).0),
    })
}

/// One way the first two cards and the up card can come, with its probability.
struct Situation {
    p: f64,
    /// The first two cards' point classes.
    a: usize,
    b: usize,
    shoe: Shoe,
    /// The class that pairs them for a split, if they may split.
    pair: Option<usize>,
    /// Which chart cell it belongs to: its row and, for a pair of one ten-value rank
    /// against a ten-value up card, whether the up card is of the pair's rank.
    row: usize,
    same_rank_up: bool,
}

/// The chart's rows in order: A-A … A-10, 2-2 … 10-10, with the ten-value pair in two
/// rows when pairs split by rank.
fn row_labels(split_on: SplitOn) -> Vec<String> {
    let name = |p: usize| {
        if p == 0 {
            "10".to_string()
        } else {
            rank_of(p).to_string()
        }
    };
    let order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
    let mut rows = Vec::new();
    for (i, &a) in order.iter().enumerate() {
        for &b in order.iter().skip(i) {
            if a == 0 && b == 0 && split_on == SplitOn::SameRank {
                rows.push("10-10 same rank".to_string());
                rows.push("10-10 two ranks".to_string());
            } else {
                rows.push(format!("{}-{}", name(a), name(b)));
            }
        }
    }
    rows
}

/// The row of the cards `a ≤ b` in chart order (`same_rank`: a ten-value pair of one rank).
fn row_of(a: usize, b: usize, split_on: SplitOn, same_rank: bool) -> usize {
    let pos = |p: usize| if p == 0 { 9 } else { p - 1 };
    let (x, y) = (pos(a).min(pos(b)), pos(a).max(pos(b)));
    // Rows before x: 10 + 9 + … ; then the offset of y within row block x.
    let base: usize = (0..x).map(|i| 10 - i).sum::<usize>() + (y - x);
    let extra = usize::from(a == 0 && b == 0 && split_on == SplitOn::SameRank && !same_rank);
    base + extra
}

/// Every situation of the first two cards and the up card from `decks` decks.
fn situations(decks: u8, split_on: SplitOn) -> Vec<(u8, Situation)> {
    let d = u16::from(decks);
    let mut full: Shoe = [4 * d; CLASSES];
    full[0] = 16 * d;
    full[PAIR_RANK] = 0;
    let n = f64::from(52 * d);
    let mut out = Vec::new();
    for a in 0..10 {
        for b in a..10 {
            for up in 0..10u8 {
                let mut shoe = full;
                let mut take = |c: usize| {
                    let left = shoe[c];
                    shoe[c] = left.saturating_sub(1);
                    f64::from(left)
                };
                let order = if a == b { 1.0 } else { 2.0 };
                let p = take(a) / n * take(b) / (n - 1.0) * take(usize::from(up)) / (n - 2.0);
                let sit = Situation {
                    p: p * order,
                    a,
                    b,
                    shoe,
                    pair: (a == b).then_some(a),
                    row: row_of(a, b, split_on, false),
                    same_rank_up: false,
                };
                if sit.p == 0.0 {
                    continue;
                }
                if a == 0 && b == 0 && split_on == SplitOn::SameRank {
                    out.extend(ten_value_pair(sit, d, up).map(|s| (up, s)));
                } else {
                    out.push((up, sit));
                }
            }
        }
    }
    out
}

/// Two ten-value cards when pairs split by rank (R2.2): of two ranks (no split), or of
/// one rank with probability (4d−1)/(16d−1), its rank then holding 4d − 2 cards in the
/// shoe, one fewer when the up card is of it too.
fn ten_value_pair(two: Situation, d: u16, up: u8) -> impl Iterator<Item = Situation> {
    let same = f64::from(4 * d - 1) / f64::from(16 * d - 1);
    let up_same = if up == 0 {
        f64::from(4 * d - 2) / f64::from(16 * d - 2)
    } else {
        0.0
    };
    let shoe = two.shoe;
    let row = row_of(0, 0, SplitOn::SameRank, true);
    let one_rank = [
        (1.0 - up_same, 4 * d - 2, false),
        (up_same, 4 * d - 3, true),
    ]
    .into_iter()
    .filter(|(q, _, _)| *q > 0.0)
    .map(move |(q, m, same_rank_up)| {
        let mut s = shoe;
        s[PAIR_RANK] = m;
        s[0] -= m;
        Situation {
            p: two.p * same * q,
            a: 0,
            b: 0,
            shoe: s,
            pair: Some(PAIR_RANK),
            row,
            same_rank_up,
        }
    });
    let two_ranks = Situation {
        p: two.p * (1.0 - same),
        pair: None,
        row: row_of(0, 0, SplitOn::SameRank, false),
        ..two
    };
    std::iter::once(two_ranks).chain(one_rank)
}

/// The best play everywhere, the round's figures under it, and the chart.
pub(crate) struct Solution<F> {
    pub(crate) stats: F,
    pub(crate) rows: Vec<StrategyRow>,
}

/// Solves the game: `track_tie` follows hand 1 for the Tie (only [`WithTie`] uses it).
pub(crate) fn solve<F: Figures>(
    t: &F::Tables,
    decks: u8,
    split_on: SplitOn,
    track_tie: bool,
) -> Solution<F> {
    let labels = row_labels(split_on);
    // cells[row][up column] = plays (other-rank up first, then same-rank up).
    let mut cells: Vec<Vec<Vec<Play>>> = vec![vec![Vec::new(); 10]; labels.len()];
    let mut stats = F::default();
    let mut memos = Memos::<F>::new(track_tie);
    for (up, sit) in situations(decks, split_on) {
        let (play, s) = best(t, &sit, up, &mut memos);
        stats.add(&s, sit.p);
        let col = if up == 0 { 9 } else { usize::from(up) - 1 };
        if let Some(cell) = cells.get_mut(sit.row).and_then(|r| r.get_mut(col)) {
            if sit.same_rank_up || !cell.contains(&play) {
                cell.push(play);
            }
        }
    }
    let rows = labels
        .into_iter()
        .zip(cells)
        .map(|(hand, row)| StrategyRow {
            hand,
            plays: row
                .into_iter()
                .map(|mut c| {
                    c.dedup();
                    c.iter().map(|p| p.word()).collect::<Vec<_>>().join("/")
                })
                .collect(),
        })
        .collect();
    Solution { stats, rows }
}

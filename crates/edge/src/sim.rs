//! Monte Carlo replay of rounds dealt card by card from a shuffled shoe, to cross-check the
//! analysis. In a no-hole-card game the deal is Stadium's (R7.1-R7.3): player card 1, dealer
//! card 1, player card 2, then community cards taken in order by the terminal's hands, the
//! dealer taking the next ones the terminal did not use. In a peek game the dealer's second
//! card is dealt before the player acts. Results are counted in integer tenths of a unit.

use crate::cards::{Counts, ACE, RANKS, TEN};
use crate::player::HitTable;
use crate::rules::{HoleCard, Rules, RulesError, Soft17, Surrender};
use crate::stadium::AutoRule;
use crate::strategy::{Chart, PairPlay, TwoCard};

/// xoshiro256** seeded by splitmix64: small, fast, and good enough for this check.
pub(crate) struct Rng([u64; 4]);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Rng([next(), next(), next(), next()])
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        let s = &mut self.0;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// Uniform in 0..n (Lemire's multiply-shift, rejecting the biased low products).
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        let n64 = n as u64;
        let mut m = (self.next_u64() >> 32) * n64;
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = (self.next_u64() >> 32) * n64;
            }
        }
        (m >> 32) as u32
    }
}

/// A shoe reshuffled before every round: each draw picks a random card among those not yet
/// drawn this round (a Fisher-Yates shuffle done only as far as the round needs).
struct Shoe {
    cards: Vec<u8>,
    next: usize,
}

impl Shoe {
    fn new(decks: u32) -> Shoe {
        let c = Counts::shoe(decks);
        let mut cards = Vec::new();
        for r in 0..RANKS {
            cards.extend(std::iter::repeat_n(r as u8, c.get(r) as usize));
        }
        Shoe { cards, next: 0 }
    }

    /// Moves `cards` to the front, in order, so that they are dealt first every round;
    /// returns how many were placed. A full shoe holds every rank four times or more, so
    /// the three cards a round starts with are always found.
    fn place(&mut self, cards: &[usize]) -> usize {
        let mut placed = 0;
        for &c in cards {
            if let Some(j) = self.cards[placed..].iter().position(|&x| x as usize == c) {
                self.cards.swap(placed, placed + j);
                placed += 1;
            }
        }
        placed
    }

    fn draw(&mut self, rng: &mut Rng) -> usize {
        let left = (self.cards.len() - self.next) as u32;
        let j = self.next + rng.below(left) as usize;
        self.cards.swap(self.next, j);
        self.next += 1;
        self.cards[self.next - 1] as usize
    }
}

/// How the simulated player decides.
#[derive(Clone, Copy, Debug)]
pub enum SimPlay<'a> {
    /// The basic strategy chart (doubles, splits, surrender as the chart and rules allow).
    Chart(&'a Chart),
    /// Hit/stand only by an auto-rule (a timed-out Stadium terminal).
    HitStand(AutoRule),
}

/// Mean and spread of simulated rounds.
#[derive(Clone, Copy, Debug)]
pub struct SimResult {
    pub rounds: u64,
    /// Net result summed over all rounds, in tenths of a unit.
    pub total_tenths: i64,
    /// Mean net result per round, in units.
    pub mean: f64,
    pub sd: f64,
    /// Standard error of the mean.
    pub se: f64,
    /// Rounds with a net win, a push (net zero), a net loss.
    pub wins: u64,
    pub pushes: u64,
    pub losses: u64,
}

struct SimHand {
    cards: Counts,
    stake: i64,
    busted: bool,
    surrendered: bool,
}

impl SimHand {
    fn new(cards: Counts) -> SimHand {
        SimHand {
            cards,
            stake: 1,
            busted: false,
            surrendered: false,
        }
    }
}

/// Plays `rounds` rounds and reports the mean result per initial unit; refused, as an
/// analysis is, for rules outside the engine's ranges.
pub fn simulate(
    rules: &Rules,
    play: SimPlay,
    rounds: u64,
    seed: u64,
) -> Result<SimResult, RulesError> {
    rules.validate()?;
    Ok(run(rules, play, rounds, seed, None))
}

/// Like [`simulate`], but every round starts with player card 1, dealer card 1 and player
/// card 2 as given (rank indexes), the rest of the shoe shuffled.
#[cfg(test)]
pub(crate) fn simulate_from(
    rules: &Rules,
    play: SimPlay,
    first: [usize; 3],
    rounds: u64,
    seed: u64,
) -> SimResult {
    run(rules, play, rounds, seed, Some(first))
}

fn run(
    rules: &Rules,
    play: SimPlay,
    rounds: u64,
    seed: u64,
    first: Option<[usize; 3]>,
) -> SimResult {
    let mut rng = Rng::new(seed);
    let mut shoe = Shoe::new(rules.decks);
    let start = first.map_or(0, |f| shoe.place(&f));
    let (mut sum, mut sum_sq) = (0i64, 0i128);
    let mut counts = [0u64; 3];
    for _ in 0..rounds {
        shoe.next = start;
        let x = play_round(rules, play, first, &mut shoe, &mut rng);
        sum += x;
        sum_sq += (x as i128) * (x as i128);
        counts[(x.signum() + 1) as usize] += 1;
    }
    let n = rounds as f64;
    let mean = sum as f64 / n / 10.0;
    let var = (sum_sq as f64 / n / 100.0 - mean * mean).max(0.0);
    SimResult {
        rounds,
        total_tenths: sum,
        mean,
        sd: var.sqrt(),
        se: (var / n).sqrt(),
        wins: counts[2],
        pushes: counts[1],
        losses: counts[0],
    }
}

fn is_blackjack(a: usize, b: usize) -> bool {
    (a == ACE && b == TEN) || (a == TEN && b == ACE)
}

fn dealer_stands(cards: &Counts, soft17: Soft17) -> bool {
    let (t, soft) = cards.best_total();
    t > 17 || (t == 17 && !(soft && soft17 == Soft17::Hit))
}

/// One round's net result in tenths of a unit.
fn play_round(
    rules: &Rules,
    play: SimPlay,
    first: Option<[usize; 3]>,
    shoe: &mut Shoe,
    rng: &mut Rng,
) -> i64 {
    // Placed first cards sit before `shoe.next`, out of the random draws.
    let [p1, up, p2] = first.unwrap_or_else(|| [shoe.draw(rng), shoe.draw(rng), shoe.draw(rng)]);
    let player_bj = is_blackjack(p1, p2);
    let peek = rules.hole_card.peeks();
    // Peek games deal the hole card now; otherwise the dealer's second card comes after the
    // player's (the first community card this terminal leaves unused).
    let mut hole = if peek { Some(shoe.draw(rng)) } else { None };
    if hole.is_some_and(|h| is_blackjack(up, h)) {
        return if player_bj { 0 } else { -10 };
    }
    if player_bj {
        let win = rules.blackjack_pays.tenths();
        if up != ACE && up != TEN {
            return win;
        }
        let h = hole.unwrap_or_else(|| shoe.draw(rng));
        return if is_blackjack(up, h) { 0 } else { win };
    }
    let hands = play_hands(rules, play, up, p1, p2, shoe, rng);
    let second = hole.take().unwrap_or_else(|| shoe.draw(rng));
    let mut dealer = Counts::default().with(up).with(second);
    let dealer_bj = is_blackjack(up, second);
    while !dealer_bj && !dealer_stands(&dealer, rules.soft17) {
        dealer = dealer.with(shoe.draw(rng));
    }
    settle(rules, &hands, &dealer, dealer_bj)
}

/// Settles the spot's hands against the dealer's final hand (R3.2, R7.6).
fn settle(rules: &Rules, hands: &[SimHand], dealer: &Counts, dealer_bj: bool) -> i64 {
    let mut net = 0i64;
    if dealer_bj {
        // Only reached in no-hole-card games.
        let mut any_standing = false;
        for h in hands {
            if h.busted {
                net -= 10 * h.stake;
            } else if h.surrendered {
                net -= if rules.surrender == Surrender::HalfEvenAgainstBlackjack {
                    5
                } else {
                    10
                };
            } else if rules.hole_card == HoleCard::NoPeekLoseAll {
                net -= 10 * h.stake;
            } else {
                any_standing = true;
            }
        }
        if any_standing {
            net -= 10;
        }
        return net;
    }
    let (d, _) = dealer.best_total();
    for h in hands {
        if h.busted {
            net -= 10 * h.stake;
        } else if h.surrendered {
            net -= 5;
        } else {
            let (t, _) = h.cards.best_total();
            if d > 21 || t > d {
                net += 10 * h.stake;
            } else if t < d {
                net -= 10 * h.stake;
            }
        }
    }
    net
}

/// The player's hands, played in order, each drawing the next card of the stream.
fn play_hands(
    rules: &Rules,
    play: SimPlay,
    up: usize,
    p1: usize,
    p2: usize,
    shoe: &mut Shoe,
    rng: &mut Rng,
) -> Vec<SimHand> {
    let start = Counts::default().with(p1).with(p2);
    let col = match play {
        SimPlay::Chart(c) => Some(&c.by_up[up]),
        SimPlay::HitStand(_) => None,
    };
    let hits = match play {
        SimPlay::Chart(c) => c.by_up[up].hits,
        SimPlay::HitStand(a) => a.table(),
    };
    let surrender_ok = rules.surrender != Surrender::None;
    if let (Some(col), true) = (col, p1 == p2 && rules.max_hands >= 2) {
        match col.pair[p1] {
            PairPlay::SurrenderElseSplit if surrender_ok => {
                let mut h = SimHand::new(start);
                h.surrendered = true;
                return vec![h];
            }
            PairPlay::Split | PairPlay::SurrenderElseSplit => {
                return play_split(rules, col, p1, shoe, rng);
            }
            PairPlay::NoSplit => {}
        }
    }
    let mut hand = SimHand::new(start);
    let (total, soft) = start.best_total();
    match col.and_then(|c| c.two_card(&start)) {
        Some(TwoCard::Double) if rules.double_on.allows(total, soft) => {
            double(&mut hand, shoe, rng);
            return vec![hand];
        }
        Some(TwoCard::Surrender) if surrender_ok => {
            hand.surrendered = true;
            return vec![hand];
        }
        _ => {}
    }
    hit_or_stand(&mut hand, &hits, shoe, rng);
    vec![hand]
}

fn double(hand: &mut SimHand, shoe: &mut Shoe, rng: &mut Rng) {
    hand.stake = 2;
    hand.cards = hand.cards.with(shoe.draw(rng));
    hand.busted = hand.cards.hard_total() > 21;
}

fn hit_or_stand(hand: &mut SimHand, hits: &HitTable, shoe: &mut Shoe, rng: &mut Rng) {
    loop {
        let (total, soft) = hand.cards.best_total();
        if total > 21 {
            hand.busted = true;
            return;
        }
        if total == 21 || !hits.hits(total, soft) {
            return;
        }
        hand.cards = hand.cards.with(shoe.draw(rng));
    }
}

/// Split and resplit (R7.2): the next card goes to the first hand, the second hand gets its
/// second card when the first is finished, a resplit adds a hand at the end.
fn play_split(
    rules: &Rules,
    col: &crate::strategy::UpcardChart,
    pair: usize,
    shoe: &mut Shoe,
    rng: &mut Rng,
) -> Vec<SimHand> {
    let one = Counts::default().with(pair);
    let mut hands = vec![SimHand::new(one), SimHand::new(one)];
    let can_resplit = pair != ACE || rules.resplit_aces;
    let mut i = 0;
    while i < hands.len() {
        let mut c = shoe.draw(rng);
        while c == pair && can_resplit && hands.len() < rules.max_hands as usize {
            hands.push(SimHand::new(one));
            c = shoe.draw(rng);
        }
        let hand = &mut hands[i];
        hand.cards = hand.cards.with(c);
        if pair == ACE && !rules.hit_split_aces {
            i += 1;
            continue;
        }
        let (total, soft) = hand.cards.best_total();
        let may_double = rules.double_after_split && rules.double_on.allows(total, soft);
        if may_double && col.two_card(&hand.cards) == Some(TwoCard::Double) {
            double(hand, shoe, rng);
        } else {
            hit_or_stand(hand, &col.hits, shoe, rng);
        }
        i += 1;
    }
    hands
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{HoleCard, Surrender};

    fn hand(cards: &[usize], stake: i64) -> SimHand {
        let mut c = Counts::default();
        for &r in cards {
            c = c.with(r);
        }
        SimHand {
            cards: c,
            stake,
            busted: c.hard_total() > 21,
            surrendered: false,
        }
    }

    fn dealer_bj() -> Counts {
        Counts::default().with(ACE).with(TEN)
    }

    fn no_hole() -> Rules {
        Rules {
            hole_card: HoleCard::NoPeekOriginalBets,
            ..Rules::pitpay_default(6)
        }
    }

    // R3.2 / R7.6: "a doubled $10 hand: stake $20, paid $10, net -$10".
    #[test]
    fn doubled_hand_loses_only_the_original_stake_to_a_blackjack() {
        let net = settle(&no_hole(), &[hand(&[5, 4, 6], 2)], &dealer_bj(), true);
        assert_eq!(net, -10);
    }

    // R3.2: two standing split hands lose the spot's one stake (the second hand pushes).
    #[test]
    fn split_hands_lose_one_stake_to_a_blackjack() {
        let hands = [hand(&[7, 9], 1), hand(&[7, 8], 2)];
        assert_eq!(settle(&no_hole(), &hands, &dealer_bj(), true), -10);
    }

    // A bust loses its whole stake even against a dealer blackjack (R3.2, R7.6).
    #[test]
    fn busts_are_lost_in_full() {
        let hands = [hand(&[7, 9, 9], 2), hand(&[7, 8], 2)];
        assert_eq!(settle(&no_hole(), &hands, &dealer_bj(), true), -30);
        let lose_all = Rules {
            hole_card: HoleCard::NoPeekLoseAll,
            ..no_hole()
        };
        assert_eq!(settle(&lose_all, &hands, &dealer_bj(), true), -40);
    }

    // R3.2 late surrender loses the whole stake to a no-hole blackjack; Stadium `enabled`
    // returns half regardless (R7.4).
    #[test]
    fn surrender_against_a_blackjack() {
        let mut h = hand(&[9, 5], 1);
        h.surrendered = true;
        let late = Rules {
            surrender: Surrender::Late,
            ..no_hole()
        };
        assert_eq!(
            settle(&late, std::slice::from_ref(&h), &dealer_bj(), true),
            -10
        );
        let half = Rules {
            surrender: Surrender::HalfEvenAgainstBlackjack,
            ..no_hole()
        };
        assert_eq!(settle(&half, &[h], &dealer_bj(), true), -5);
    }

    #[test]
    fn below_is_in_range() {
        let mut rng = Rng::new(1);
        for n in [1u32, 2, 3, 416, 1000] {
            assert!((0..1000).all(|_| rng.below(n) < n));
        }
    }
}

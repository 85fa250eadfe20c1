//! Expected values of one player hand against one dealer up card, played either optimally
//! for its exact composition or by a fixed policy (a basic-strategy chart, a Stadium
//! timeout auto-rule).
//!
//! Every value here is a *joint* expectation: in a peek game it is E[payoff; the dealer has
//! no blackjack] (rounds with a dealer blackjack are settled before any decision, by the
//! caller), in a no-hole-card game it covers the dealer-blackjack rounds too. Comparing
//! joint values at a node picks the same action as comparing conditional ones, because
//! every option at a node shares the conditioning event.
//!
//! A hand also carries the probabilities of its final states (bust or standing total, and
//! stake 1 or 2); they feed the win/push/loss and variance figures, not the edge.

use crate::cards::KeyMap;
use crate::cards::{Counts, RANKS};
use crate::dealer::{blackjack_chance, DealerDist, DealerTable, BLACKJACK, BUST};
use crate::rules::{HoleCard, Rules, Soft17};
use std::cell::RefCell;
use std::rc::Rc;

/// Final states of a played hand: 0 bust at stake 1, 1 bust at stake 2, then for stake 1
/// (2..=7) and stake 2 (8..=13) a standing total of 16-or-less, 17, 18, 19, 20, 21.
pub(crate) const STATES: usize = 14;

pub(crate) fn bust_state(stake: u32) -> usize {
    (stake - 1) as usize
}

pub(crate) fn stand_state(total: u32, stake: u32) -> usize {
    let t = if total <= 16 {
        0
    } else {
        (total - 16) as usize
    };
    2 + 6 * (stake - 1) as usize + t
}

/// Describes a final state: stake, and `None` for a bust or `Some(total bucket)` where the
/// bucket is 16 (meaning 16 or less) to 21.
pub(crate) fn describe_state(state: usize) -> (u32, Option<u32>) {
    if state < 2 {
        (state as u32 + 1, None)
    } else {
        let s = state - 2;
        ((s / 6) as u32 + 1, Some(16 + (s % 6) as u32))
    }
}

/// Value of a (sub)hand: joint expectation and final-state probabilities.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub ev: f64,
    pub states: [f64; STATES],
}

impl Node {
    fn terminal(ev: f64, state: usize) -> Node {
        let mut states = [0.0; STATES];
        states[state] = 1.0;
        Node { ev, states }
    }

    fn zero() -> Node {
        Node {
            ev: 0.0,
            states: [0.0; STATES],
        }
    }

    fn add_scaled(&mut self, p: f64, other: &Node) {
        self.ev += p * other.ev;
        for (a, b) in self.states.iter_mut().zip(other.states.iter()) {
            *a += p * b;
        }
    }

    pub(crate) fn bust_chance(&self) -> f64 {
        self.states[0] + self.states[1]
    }
}

/// Hit/stand policy for hands past their first decision.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Policy<'a> {
    /// Best action for the hand's exact composition.
    Optimal,
    /// Hit when the chart's hit table says so for (soft, total).
    Chart(&'a HitTable),
}

/// Hit (true) or stand by total: `hard[t]`, `soft[t]` for t in 0..=21.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HitTable {
    pub(crate) hard: [bool; 22],
    pub(crate) soft: [bool; 22],
}

impl HitTable {
    pub(crate) fn hits(&self, total: u32, soft: bool) -> bool {
        let t = total as usize;
        if soft {
            self.soft[t]
        } else {
            self.hard[t]
        }
    }

    /// A Stadium auto-rule (R7.5): stand on soft `soft_stand`+ or hard `hard_stand`+.
    pub(crate) fn stand_on(soft_stand: u32, hard_stand: u32) -> HitTable {
        let mut t = HitTable {
            hard: [false; 22],
            soft: [false; 22],
        };
        for total in 0..22u32 {
            t.hard[total as usize] = total < hard_stand;
            t.soft[total as usize] = total < soft_stand;
        }
        t
    }
}

/// Everything shared by the hands played against one up card.
pub(crate) struct UpcardCtx {
    pub rules: Rules,
    pub up: usize,
    /// The shoe less the up card.
    pub deck: Counts,
    table: DealerTable,
    /// Dealer distributions keyed by the cards removed besides the up card. They depend
    /// only on the shoe, the up card and the soft-17 rule, so analyses of one shoe on one
    /// thread share them (a rule-cost table analyses a dozen variants of one table).
    cache: Rc<RefCell<KeyMap<DealerDist>>>,
}

thread_local! {
    /// The dealer caches of this thread, by (shoe key, up card, dealer hits soft 17).
    static DEALER_CACHES: RefCell<KeyMap<Rc<RefCell<KeyMap<DealerDist>>>>> =
        RefCell::new(KeyMap::default());
}

/// This thread's dealer cache for a shoe, an up card and a soft-17 rule.
fn dealer_cache(shoe: &Counts, up: usize, soft17: Soft17) -> Rc<RefCell<KeyMap<DealerDist>>> {
    // Every count of the shoe mixed in (its packed `key` keeps six bits a rank, too few
    // for the tens of four or more decks), then the up card and the rule.
    let mut key = 0xcbf2_9ce4_8422_2325_u64;
    for n in shoe
        .0
        .iter()
        .map(|&n| n as u64)
        .chain([up as u64, u64::from(soft17 == Soft17::Hit)])
    {
        key = (key ^ n).wrapping_mul(0x0100_0000_01b3);
    }
    DEALER_CACHES.with(|all| Rc::clone(all.borrow_mut().entry(key).or_default()))
}

impl UpcardCtx {
    pub(crate) fn new(rules: Rules, up: usize) -> UpcardCtx {
        Self::from_shoe(rules, Counts::shoe(rules.decks), up)
    }

    /// Against `up` dealt from `shoe` (any composition holding the up card).
    pub(crate) fn from_shoe(rules: Rules, shoe: Counts, up: usize) -> UpcardCtx {
        let deck = shoe.less(&Counts::default().with(up));
        UpcardCtx {
            rules,
            up,
            deck,
            table: DealerTable::new(up, rules.soft17),
            cache: dealer_cache(&shoe, up, rules.soft17),
        }
    }

    /// Dealer outcome distribution after `removed` (besides the up card) left the shoe.
    pub(crate) fn dealer(&self, removed: &Counts) -> DealerDist {
        if let Some(d) = self.cache.borrow().get(&removed.key()) {
            return *d;
        }
        let deck = self.deck.less(removed);
        let d = self.table.dist(&deck);
        self.cache.borrow_mut().insert(removed.key(), d);
        d
    }

    /// Chance the dealer has blackjack after `removed` left the shoe.
    pub(crate) fn blackjack_chance(&self, removed: &Counts) -> f64 {
        let deck = self.deck.less(removed);
        blackjack_chance(self.up, &deck)
    }

    /// What a standing hand of `stake` loses to a dealer blackjack (no-hole-card games).
    fn blackjack_loss(&self, stake: u32) -> f64 {
        match self.rules.hole_card {
            HoleCard::NoPeekLoseAll => stake as f64,
            _ => 1.0,
        }
    }
}

/// Evaluates hands drawn from `ctx.deck` less `extra` (paircards out, for split hands).
pub(crate) struct HandEval<'a> {
    pub ctx: &'a UpcardCtx,
    pub extra: Counts,
    pub policy: Policy<'a>,
    memo: KeyMap<Node>,
}

impl<'a> HandEval<'a> {
    pub(crate) fn new(ctx: &'a UpcardCtx, extra: Counts, policy: Policy<'a>) -> HandEval<'a> {
        HandEval {
            ctx,
            extra,
            policy,
            memo: KeyMap::default(),
        }
    }

    fn removed(&self, hand: &Counts) -> Counts {
        let mut r = self.extra;
        for (a, b) in r.0.iter_mut().zip(hand.0.iter()) {
            *a += b;
        }
        r
    }

    /// Probability of each next rank, given the hand and the extra removals.
    pub(crate) fn draw_probs(&self, hand: &Counts) -> [f64; RANKS] {
        let deck = self.ctx.deck.less(&self.removed(hand));
        let n = deck.total() as f64;
        let mut p = [0.0; RANKS];
        for (r, p) in p.iter_mut().enumerate() {
            *p = deck.get(r) as f64 / n;
        }
        p
    }

    /// Weight of a round in which the player's cards are `hand`: in a peek game the joint
    /// values exclude dealer blackjacks, so a settled-at-once outcome (bust, surrender) is
    /// scaled by the chance that the dealer has none.
    pub(crate) fn world_weight(&self, hand: &Counts) -> f64 {
        if self.ctx.rules.hole_card.peeks() {
            1.0 - self.ctx.blackjack_chance(&self.removed(hand))
        } else {
            1.0
        }
    }

    /// Chance the dealer has blackjack given the hand (0 in a peek game's joint world).
    pub(crate) fn blackjack_world(&self, hand: &Counts) -> f64 {
        if self.ctx.rules.hole_card.peeks() {
            0.0
        } else {
            self.ctx.blackjack_chance(&self.removed(hand))
        }
    }

    /// Standing with `hand` at `stake` units.
    pub(crate) fn stand(&self, hand: &Counts, stake: u32) -> Node {
        let d = self.ctx.dealer(&self.removed(hand));
        let (total, _) = hand.best_total();
        let mut ev = d[BUST];
        for (f, p) in d.iter().enumerate().take(BUST) {
            let dealer_total = 17 + f as u32;
            if total > dealer_total {
                ev += p;
            } else if total < dealer_total {
                ev -= p;
            }
        }
        ev *= stake as f64;
        if !self.ctx.rules.hole_card.peeks() {
            ev -= self.ctx.blackjack_loss(stake) * d[BLACKJACK];
        }
        Node::terminal(ev, stand_state(total, stake))
    }

    fn bust(&self, hand: &Counts, stake: u32) -> Node {
        Node::terminal(-(stake as f64) * self.world_weight(hand), bust_state(stake))
    }

    /// Value of a hand that may only hit or stand from here.
    pub(crate) fn play(&mut self, hand: &Counts) -> Node {
        let key = hand.key();
        if let Some(n) = self.memo.get(&key) {
            return *n;
        }
        let (total, soft) = hand.best_total();
        let node = if total >= 21 {
            self.stand(hand, 1)
        } else {
            match self.policy {
                Policy::Optimal => {
                    let s = self.stand(hand, 1);
                    let h = self.hit(hand);
                    if h.ev > s.ev {
                        h
                    } else {
                        s
                    }
                }
                Policy::Chart(table) => {
                    if table.hits(total, soft) {
                        self.hit(hand)
                    } else {
                        self.stand(hand, 1)
                    }
                }
            }
        };
        self.memo.insert(key, node);
        node
    }

    /// Value of taking one card and playing on.
    pub(crate) fn hit(&mut self, hand: &Counts) -> Node {
        let probs = self.draw_probs(hand);
        let mut out = Node::zero();
        for (r, &p) in probs.iter().enumerate() {
            if p == 0.0 {
                continue;
            }
            let grown = hand.with(r);
            let child = if grown.hard_total() > 21 {
                self.bust(&grown, 1)
            } else {
                self.play(&grown)
            };
            out.add_scaled(p, &child);
        }
        out
    }

    /// Value of doubling: stake 2, exactly one more card.
    pub(crate) fn double(&self, hand: &Counts) -> Node {
        let probs = self.draw_probs(hand);
        let mut out = Node::zero();
        for (r, &p) in probs.iter().enumerate() {
            if p == 0.0 {
                continue;
            }
            let grown = hand.with(r);
            let child = if grown.hard_total() > 21 {
                self.bust(&grown, 2)
            } else {
                self.stand(&grown, 2)
            };
            out.add_scaled(p, &child);
        }
        out
    }
}

impl HandEval<'_> {
    /// Joint value of surrendering an unsplit two-card hand.
    pub(crate) fn surrender(&self, hand: &Counts) -> f64 {
        use crate::rules::Surrender;
        if self.ctx.rules.hole_card.peeks() {
            return -0.5 * self.world_weight(hand);
        }
        match self.ctx.rules.surrender {
            Surrender::HalfEvenAgainstBlackjack => -0.5,
            _ => {
                let bj = self.blackjack_world(hand);
                -0.5 * (1.0 - bj) - bj
            }
        }
    }
}

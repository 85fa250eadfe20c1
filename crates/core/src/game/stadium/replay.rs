//! One terminal's decisions replayed against the community cards (RULES.md R7.2, R7.5,
//! R7.7): its hands take a prefix C1…Ck of the community cards, in R1.10 hand order.

use crate::bet::Bet;
use crate::card::{Card, Rank};
use crate::game::hand::{is_two_card_21, splits, total, Total};
use crate::house::{AutoRule, DoubleOn, HouseOptions, Surrender};
use crate::money::Money;
use crate::round::{Party, PlayError, Round, Seat};
use crate::settlement::{DrawWhy, Follows, HandEnd, InsuranceChoice, Step};

use pitpay_language::sentence;

use super::decision::{self, decision_error, Decision, Refusal};

/// One hand of a terminal during the replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StadiumHand {
    /// Cards in order.
    pub cards: Vec<Card>,
    /// Doubled.
    pub doubled: bool,
    /// Surrendered.
    pub surrendered: bool,
    /// Finished (stood, doubled, busted, 21, surrendered, split Ace).
    pub done: bool,
    /// The dealer wager's stake riding on this hand (R7.7), zero for none.
    pub dealer_stake: Money,
}

impl StadiumHand {
    fn new(cards: Vec<Card>, dealer_stake: Money) -> StadiumHand {
        StadiumHand {
            cards,
            doubled: false,
            surrendered: false,
            done: false,
            dealer_stake,
        }
    }
}

/// A terminal after its decisions have been replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Replay {
    /// Final hands in R1.10 order.
    pub hands: Vec<StadiumHand>,
    /// Insurance taken.
    pub insured: bool,
    /// Even money taken.
    pub even_money: bool,
    /// How many community cards the hands used (C1…Ck).
    pub used: usize,
    /// Each step, as data.
    pub steps: Vec<Step>,
}

/// Whether the auto-rule stands on this total (R7.5).
pub fn auto_stands(rule: AutoRule, value: u8, soft: bool) -> bool {
    let (soft_min, hard_min) = match rule {
        AutoRule::S17H12 => (17, 12),
        AutoRule::S17H17 => (17, 17),
        AutoRule::S18H17 => (18, 17),
        AutoRule::S18H12 => (18, 12),
    };
    if soft {
        value >= soft_min
    } else {
        value >= hard_min
    }
}

/// Replays one terminal's decisions (R7.2, R7.5, R7.7).
pub(crate) fn replay(round: &Round, seat: &Seat) -> Result<Replay, PlayError> {
    let n = seat.number;
    let words = seat.decisions.as_deref().unwrap_or_default();
    if !seat.wagers.contains_key(&Bet::Main) {
        if let Some(w) = words.first() {
            return Err(decision_error(n, 0, w, Refusal::NoMainWager));
        }
        return Ok(Replay {
            hands: Vec::new(),
            insured: false,
            even_money: false,
            used: 0,
            steps: Vec::new(),
        });
    }
    let (Some(&p1), Some(&p2)) = (round.shared_player.first(), round.shared_player.get(1)) else {
        return Err(PlayError::new(
            "cards.player",
            sentence!("round-stadium-player-cards-needed"),
        ));
    };
    let d1 = *round.dealer.first().ok_or_else(|| {
        PlayError::new(
            "cards.dealer",
            sentence!("round-stadium-dealer-card-missing"),
        )
    })?;
    let decisions = decision::parse(n, words)?;
    let dealer_main = seat.stake(Party::Dealer, Bet::Main).unwrap_or(Money::ZERO);
    let mut r = Replayer {
        seat: n,
        decisions: &decisions,
        pos: 0,
        community: &round.community,
        next: 0,
        house: &round.house,
        hands: vec![StadiumHand::new(vec![p1, p2], dealer_main)],
        steps: Vec::new(),
        dealer_main,
    };
    let player_bj = is_two_card_21(&[p1, p2]);
    let (insured, even_money) = if d1.rank == Rank::Ace {
        r.insurance_point(player_bj)?
    } else {
        (false, false)
    };
    if even_money || player_bj {
        if let Some(h) = r.hands.first_mut() {
            h.done = true;
        }
        r.steps.push(Step::Blackjack { even_money });
    }
    r.play()?;
    Ok(Replay {
        hands: r.hands,
        insured,
        even_money,
        used: r.next,
        steps: r.steps,
    })
}

/// The replay's state: the decisions left, the community cards used, the hands.
struct Replayer<'a> {
    seat: u32,
    decisions: &'a [Decision],
    pos: usize,
    community: &'a [Card],
    next: usize,
    house: &'a HouseOptions,
    hands: Vec<StadiumHand>,
    steps: Vec<Step>,
    dealer_main: Money,
}

impl Replayer<'_> {
    fn error(&self, at: usize, d: Decision, why: Refusal) -> PlayError {
        decision_error(self.seat, at, d.word(), why)
    }

    /// The insurance point comes first when dealer card 1 is an Ace (R7.2).
    fn insurance_point(&mut self, player_bj: bool) -> Result<(bool, bool), PlayError> {
        let Some(&d) = self.decisions.first() else {
            return Err(PlayError::new(
                format!("seat {} decisions", self.seat),
                sentence!("round-stadium-insurance-decision-missing"),
            ));
        };
        let (choice, insured, even_money) = match (d, player_bj) {
            (Decision::Insurance, false) => (InsuranceChoice::Insurance, true, false),
            (Decision::EvenMoney, true) => (InsuranceChoice::EvenMoney, false, true),
            (Decision::NoInsurance, _) => (InsuranceChoice::NoInsurance, false, false),
            (Decision::Timeout, _) => (InsuranceChoice::TimeoutDeclined, false, false),
            (Decision::Insurance, true) => return Err(self.error(0, d, Refusal::BlackjackChoice)),
            (Decision::EvenMoney, false) => {
                return Err(self.error(0, d, Refusal::EvenMoneyWithoutBlackjack))
            }
            _ => return Err(self.error(0, d, Refusal::AceFirst)),
        };
        self.steps.push(Step::InsurancePoint(choice));
        self.pos = 1;
        Ok((insured, even_money))
    }

    /// Takes the next community card this terminal has not used.
    fn draw(&mut self, hand: usize, why: DrawWhy) -> Result<Card, PlayError> {
        let c = self.community.get(self.next).copied().ok_or_else(|| {
            PlayError::new(
                "cards.community",
                sentence!(
                    "round-stadium-hand-needs-community",
                    terminal = self.seat,
                    hand = hand,
                    card = self.next + 1,
                    drawn = self.community.len()
                ),
            )
        })?;
        self.steps.push(Step::Draw {
            index: self.next,
            card: c,
            hand,
            why,
        });
        self.next += 1;
        Ok(c)
    }

    fn end(&mut self, h: usize, how: HandEnd) {
        if let Some(hand) = self.hands.get_mut(h) {
            hand.done = true;
        }
        self.steps.push(Step::Ends { hand: h + 1, how });
    }

    /// Plays every hand in R1.10 order, then checks nothing is left over.
    fn play(&mut self) -> Result<(), PlayError> {
        let mut h = 0;
        while h < self.hands.len() {
            self.play_hand(h)?;
            h += 1;
        }
        if let Some(&d) = self.decisions.get(self.pos) {
            return Err(self.error(self.pos, d, Refusal::LeftOver));
        }
        Ok(())
    }

    /// Plays hand `h` (0-based) until it is finished.
    fn play_hand(&mut self, h: usize) -> Result<(), PlayError> {
        loop {
            let Some(hand) = self.hands.get(h) else {
                return Ok(());
            };
            if hand.done {
                return Ok(());
            }
            if hand.cards.len() == 1 && self.deal_split_card(h)? {
                return Ok(());
            }
            let cards = self.cards(h);
            let t = total(cards);
            if t.value >= 21 {
                let how = if t.is_bust() {
                    HandEnd::Busts
                } else {
                    HandEnd::TwentyOne
                };
                self.end(h, how);
                return Ok(());
            }
            let (at, given) = self.next_decision(h)?;
            let d = self.auto_rule(h, given, t);
            self.apply(h, at, given, d, t)?;
        }
    }

    fn cards(&self, h: usize) -> &[Card] {
        self.hands
            .get(h)
            .map(|x| x.cards.as_slice())
            .unwrap_or_default()
    }

    /// A split hand's second card; returns whether that finished it (split Aces).
    fn deal_split_card(&mut self, h: usize) -> Result<bool, PlayError> {
        let c = self.draw(h + 1, DrawWhy::Split)?;
        let Some(hand) = self.hands.get_mut(h) else {
            return Ok(true);
        };
        hand.cards.push(c);
        if hand.cards.first().is_some_and(|c| c.rank == Rank::Ace) {
            self.end(h, HandEnd::SplitAce); // split Aces get one card each
            return Ok(true);
        }
        Ok(false)
    }

    /// The decision for hand `h`, with its 0-based position.
    fn next_decision(&mut self, h: usize) -> Result<(usize, Decision), PlayError> {
        let Some(&d) = self.decisions.get(self.pos) else {
            let split = self.hands.len() > 1;
            return Err(PlayError::new(format!("seat {} decisions", self.seat), {
                let cards = self.cards(h);
                let t = total(cards);
                let kind = if !split && is_two_card_21(cards) {
                    "blackjack"
                } else if t.is_bust() {
                    "bust"
                } else if t.soft && t.value < 21 {
                    "soft"
                } else {
                    "hard"
                };
                sentence!(
                    "round-stadium-decision-missing",
                    hand = h + 1,
                    kind = kind,
                    total = t.value,
                    ranks = crate::card::ranks_text(cards)
                )
            }));
        };
        self.pos += 1;
        Ok((self.pos - 1, d))
    }

    /// A timeout applies the house auto-rule at this point (R7.5).
    fn auto_rule(&mut self, h: usize, d: Decision, t: Total) -> Decision {
        if d != Decision::Timeout {
            return d;
        }
        let rule = self.house.auto_rule;
        let stands = auto_stands(rule, t.value, t.soft);
        self.steps.push(Step::Timeout {
            hand: h + 1,
            value: t.value,
            soft: t.soft,
            stands,
            rule,
        });
        if stands {
            Decision::Stand
        } else {
            Decision::Hit
        }
    }

    /// Applies decision `d` (written `given`, at position `at`) to hand `h`.
    fn apply(
        &mut self,
        h: usize,
        at: usize,
        given: Decision,
        d: Decision,
        t: Total,
    ) -> Result<(), PlayError> {
        match d {
            Decision::Hit => {
                let c = self.draw(h + 1, DrawWhy::Hit)?;
                if let Some(hand) = self.hands.get_mut(h) {
                    hand.cards.push(c);
                }
                Ok(())
            }
            Decision::Stand => {
                self.end(h, HandEnd::Stands);
                Ok(())
            }
            Decision::Double => self.double(h, at, given, t),
            Decision::Split => self.split(h, at, given),
            Decision::Surrender => self.surrender(h, at, given),
            Decision::SplitDealer | Decision::DoubleDealer => {
                Err(self.error(at, given, Refusal::FollowsOnly))
            }
            Decision::Insurance
            | Decision::NoInsurance
            | Decision::EvenMoney
            | Decision::Timeout => Err(self.error(at, given, Refusal::InsuranceFirst)),
        }
    }

    /// Why a double is not allowed here, if it is not (R7.4).
    fn double_refused(&self, h: usize, t: Total) -> Option<Refusal> {
        let cards = self.cards(h);
        let ok_total = match self.house.double_on {
            DoubleOn::TenToEleven => (10..=11).contains(&t.value),
            _ => (2..=20).contains(&t.value),
        };
        if cards.len() != 2 {
            Some(Refusal::DoubleFirstTwo)
        } else if cards.iter().any(|c| c.rank == Rank::Ace) {
            Some(Refusal::DoubleWithAce)
        } else if !ok_total {
            Some(Refusal::DoubleOn {
                double_on: self.house.double_on.id(),
                total: t.value,
            })
        } else if self.hands.len() > 1 && !self.house.double_after_split {
            Some(Refusal::DoubleAfterSplit)
        } else {
            None
        }
    }

    /// A double: one card, then the hand ends; `double-dealer` may follow (R7.4, R7.7).
    fn double(&mut self, h: usize, at: usize, given: Decision, t: Total) -> Result<(), PlayError> {
        if let Some(why) = self.double_refused(h, t) {
            return Err(self.error(at, given, why));
        }
        let c = self.draw(h + 1, DrawWhy::Double)?;
        if let Some(hand) = self.hands.get_mut(h) {
            hand.doubled = true;
            hand.cards.push(c);
            hand.done = true;
        }
        if self.decisions.get(self.pos) == Some(&Decision::DoubleDealer) {
            let stake = self.dealer_follows(h)?;
            let doubled = stake
                .checked_mul(2)
                .map_err(|e| PlayError::new(format!("seat {} decisions", self.seat), e))?;
            if let Some(hand) = self.hands.get_mut(h) {
                hand.dealer_stake = doubled;
            }
            self.steps.push(Step::DealerWagerFollows(Follows::Doubles));
            self.pos += 1;
        }
        Ok(())
    }

    /// `split-dealer` / `double-dealer` need the option and a dealer wager on the hand
    /// (R7.7); returns that wager's stake.
    fn dealer_follows(&self, h: usize) -> Result<Money, PlayError> {
        let stake = self.hands.get(h).map_or(Money::ZERO, |x| x.dealer_stake);
        if !self.house.dealer_double_split || stake == Money::ZERO {
            let d = self
                .decisions
                .get(self.pos)
                .copied()
                .unwrap_or(Decision::SplitDealer);
            return Err(self.error(self.pos, d, Refusal::DealerFollows));
        }
        Ok(stake)
    }

    /// A split of a pair on its first two cards into a new hand at the end (R7.4, R1.10);
    /// `split-dealer` may follow (R7.7).
    fn split(&mut self, h: usize, at: usize, given: Decision) -> Result<(), PlayError> {
        let split_on = self.house.split_on;
        let pair = match self.cards(h) {
            [a, b] => splits(a.rank, b.rank, split_on).then_some(a.rank),
            _ => None,
        };
        let Some(rank) = pair else {
            return Err(self.error(
                at,
                given,
                Refusal::SplitPair {
                    split_on: split_on.id(),
                },
            ));
        };
        if self.hands.len() >= usize::from(self.house.max_hands) {
            return Err(self.error(at, given, Refusal::MaxHands(self.house.max_hands)));
        }
        if rank == Rank::Ace && self.hands.len() > 1 {
            return Err(self.error(at, given, Refusal::AcesOnce));
        }
        let moved = self
            .hands
            .get_mut(h)
            .and_then(|hand| hand.cards.pop())
            .ok_or_else(|| {
                PlayError::new(
                    format!("seat {} decisions", self.seat),
                    sentence!("round-split-empty-hand"),
                )
            })?;
        let mut new = StadiumHand::new(vec![moved], Money::ZERO);
        self.steps.push(Step::Split {
            hand: h + 1,
            new_hand: self.hands.len() + 1,
            card: moved,
        });
        if self.decisions.get(self.pos) == Some(&Decision::SplitDealer) {
            self.dealer_follows(h)?;
            new.dealer_stake = self.dealer_main;
            self.steps.push(Step::DealerWagerFollows(Follows::Splits));
            self.pos += 1;
        }
        self.hands.push(new);
        Ok(())
    }

    /// A surrender on the first two cards of an unsplit hand (R7.4).
    fn surrender(&mut self, h: usize, at: usize, given: Decision) -> Result<(), PlayError> {
        if self.house.surrender == Surrender::Disabled {
            return Err(self.error(at, given, Refusal::SurrenderDisabled));
        }
        if self.hands.len() > 1 || self.cards(h).len() != 2 {
            return Err(self.error(at, given, Refusal::SurrenderLate));
        }
        if let Some(hand) = self.hands.get_mut(h) {
            hand.surrendered = true;
        }
        self.end(h, HandEnd::Surrenders);
        Ok(())
    }
}

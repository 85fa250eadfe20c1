//! The settlement record: one line per wager (RULES.md R1.7), each with its money, the
//! rule that decided it and the facts behind it ([`Reason`]).
//!
//! These types sit below the games: `game/*` build them, `settle` dispatches
//! and sums, and `statement` turns one [`Settlement`] into what every reader
//! sees (table, JSON, slip, screen). The money of a line is worked out in one place,
//! [`Wager::settle`]: exact winnings, rounding once per wager (R1.5), paid and net.

pub(crate) mod reason;

use std::fmt;
use std::sync::Arc;

use smallvec::SmallVec;

pub(crate) use reason::{HandVerdict, Lucky9Verdict, LuckyBreakVerdict, Reason, TieVerdict};

use crate::bet::{Bet, Game};
use crate::card::Card;
use crate::house::{AutoRule, HouseOptions, MultiplierMode};
use crate::money::{AmountError, Convention, Currency, Exact, Money, Odds, Rounding};
use crate::paytable::Paytable;
use crate::round::Party;

/// What happened to a wager (R1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Paid.
    Win,
    /// Taken (wholly, or all but a returned part).
    Lose,
    /// Stake returned.
    Push,
    /// Half the stake returned.
    Surrender,
}

impl Outcome {
    /// `win`, `lose`, `push` or `surrender`.
    pub(crate) fn id(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Lose => "lose",
            Outcome::Push => "push",
            Outcome::Surrender => "surrender",
        }
    }
}

/// `win`, `lose`, `push` or `surrender`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The odds a line was paid at, as data: plain odds, or Lucky Break's base with its
/// suited multiplier (R6.4), written `3 to 1 + 3 to 1 × 50`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineOdds {
    /// `3 to 2`, `25 for 1`.
    Plain(Odds),
    /// A suited Lucky Break win.
    LuckyBreak {
        /// Base pay `to 1`.
        base: u32,
        /// The suited multiplier.
        multiplier: u32,
        /// Added to the base or replacing it.
        mode: MultiplierMode,
    },
}

impl fmt::Display for LineOdds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LineOdds::Plain(o) => write!(f, "{o}"),
            LineOdds::LuckyBreak {
                base,
                multiplier,
                mode: MultiplierMode::AddsToBase,
            } => write!(f, "{base} to 1 + {base} to 1 × {multiplier}"),
            LineOdds::LuckyBreak {
                base,
                multiplier,
                mode: MultiplierMode::ReplacesBase,
            } => write!(f, "{base} to 1 × {multiplier}"),
        }
    }
}

/// How a line pays, before the money is worked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Award {
    /// Odds on the stake.
    Odds(Odds),
    /// A fixed amount whatever the stake, in the paytable's convention.
    Amount(Money, Convention),
    /// Everything returned, nothing won.
    Push,
    /// Everything lost.
    Lose,
    /// A part of the stake returned, the rest lost (surrender, partial loss).
    Returned(Money, Outcome),
}

/// A game's finding for one wager: how it pays, why, and the rule that decided it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// How it pays.
    pub award: Award,
    /// The facts behind it.
    pub reason: Reason,
    /// The RULES.md section that decided it.
    pub rule: &'static str,
}

/// A progressive meter award's working (R4.3, R4.4), shown in the study view and on slips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeterWork {
    /// The tier's percentage of the meter.
    pub percent: u32,
    /// The meter (or the equal share of it) the percentage was taken of.
    pub pool: Money,
    /// The meter as this hit found it: as entered, or as the hits paid before it left
    /// it (R4.4).
    pub found: Money,
    /// The award, whole cents, rounded down so it never exceeds the meter.
    pub award: Money,
    /// With `meter_hits = share-equally`: how many hits shared the meter.
    pub shared_by: Option<usize>,
    /// In seat order: the meter after this hit.
    pub after: Option<Money>,
}

/// One wager as settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WagerLine {
    /// The bet.
    pub bet: Bet,
    /// 1-based hand in split order (side bets use hand 1).
    pub hand: usize,
    /// Player's own or placed for the dealer.
    pub party: Party,
    /// The stake (doubled where doubled).
    pub stake: Money,
    /// Win, lose, push or surrender.
    pub result: Outcome,
    /// Odds applied.
    pub odds: Option<LineOdds>,
    /// Winnings before rounding, when rounding changed them (boxed: it is rare, and a
    /// line is moved often).
    pub exact: Option<Box<Exact>>,
    /// A fixed or percent-of-meter award applied.
    pub amount: Option<Money>,
    /// The rounding rule, when it changed the amount.
    pub rounding: Option<Rounding>,
    /// What the dealer hands across: stake back plus winnings.
    pub paid: Money,
    /// `paid - stake`.
    pub net: Money,
    /// Why, as facts.
    pub reason: Reason,
    /// The RULES.md section that decided it.
    pub rule: &'static str,
    /// A progressive meter award's working (boxed: it is rare).
    pub meter: Option<Box<MeterWork>>,
    /// Stadium: the pushed stake stays on the layout (house option `standoff`, R7.4).
    pub standoff: bool,
}

impl WagerLine {
    /// An envy bonus line (R4.5), printed as `<bet>-envy`.
    pub fn is_envy(&self) -> bool {
        matches!(self.reason, Reason::Envy { .. })
    }

    /// The winnings on top of the stake (negative for a `for` table paying less than
    /// the stake, zero on a loss).
    pub(crate) fn winnings(&self) -> Money {
        self.paid.checked_sub(self.stake).unwrap_or(Money::ZERO)
    }
}

/// Which wager a line settles: bet, hand, party and stake.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wager {
    /// The bet.
    pub bet: Bet,
    /// 1-based hand.
    pub hand: usize,
    /// Whose.
    pub party: Party,
    /// The stake.
    pub stake: Money,
}

/// The money of a line before it is a line: result, paid and how it was reached.
struct LineMoney {
    result: Outcome,
    paid: Money,
    exact: Option<Exact>,
    amount: Option<Money>,
    rounded: bool,
}

impl Wager {
    /// A player's wager on hand 1 (side bets, insurance).
    pub(crate) fn side(bet: Bet, party: Party, stake: Money) -> Wager {
        Wager {
            bet,
            hand: 1,
            party,
            stake,
        }
    }

    /// Works out the money for a verdict and makes the line: the exact winnings, the
    /// rounding (once per wager, never on the returned stake, R1.5), paid and net.
    pub fn settle(self, verdict: Verdict, rounding: Rounding) -> Result<WagerLine, AmountError> {
        let m = self.money(verdict.award, rounding)?;
        let odds = match verdict.award {
            Award::Odds(o) => Some(LineOdds::Plain(o)),
            _ => None,
        };
        Ok(WagerLine {
            bet: self.bet,
            hand: self.hand,
            party: self.party,
            stake: self.stake,
            result: m.result,
            odds,
            exact: m.exact.map(Box::new),
            amount: m.amount,
            rounding: m.rounded.then_some(rounding),
            paid: m.paid,
            net: m.paid.checked_sub(self.stake)?,
            reason: verdict.reason,
            rule: verdict.rule,
            meter: None,
            standoff: false,
        })
    }

    fn money(self, award: Award, rounding: Rounding) -> Result<LineMoney, AmountError> {
        let plain = |result, paid| LineMoney {
            result,
            paid,
            exact: None,
            amount: None,
            rounded: false,
        };
        Ok(match award {
            Award::Lose => plain(Outcome::Lose, Money::ZERO),
            Award::Push => plain(Outcome::Push, self.stake),
            Award::Returned(back, outcome) => plain(outcome, back),
            Award::Odds(o) => self.odds_money(o, rounding)?,
            Award::Amount(a, Convention::For) => LineMoney {
                // R1.5: a fixed or percent-of-meter award in a `for` table is paid as
                // declared, never rounded to the unit.
                amount: Some(a),
                ..plain(Outcome::Win, a)
            },
            Award::Amount(a, Convention::To) => {
                let won = rounding.apply(Exact::whole(a));
                LineMoney {
                    exact: (won != a).then(|| Exact::whole(a)),
                    amount: Some(a),
                    rounded: won != a,
                    ..plain(Outcome::Win, self.stake.checked_add(won)?)
                }
            }
        })
    }

    /// Odds money (R1.4, R1.5). In a `to` table the winnings are rounded and the stake
    /// comes back on top; in a `for` table no stake comes back, so the whole return is
    /// rounded (a 20 for 1 on $1 with a $5 unit pays $20).
    fn odds_money(self, o: Odds, rounding: Rounding) -> Result<LineMoney, AmountError> {
        let exact_won = o.winnings(self.stake)?;
        let (paid, changed) = match o.convention {
            Convention::To => {
                let won = rounding.apply(exact_won);
                (self.stake.checked_add(won)?, Exact::whole(won) != exact_won)
            }
            Convention::For => {
                let exact_return = exact_won.checked_add(Exact::whole(self.stake))?;
                let mut paid = rounding.apply(exact_return);
                // R1.5: a winning `for` line is never paid less than its stake (a 4 for 1
                // on $1 with a $5 unit pays $1, net 0).
                if rounding.stake_floor && paid < self.stake {
                    paid = self.stake;
                }
                (paid, Exact::whole(paid) != exact_return)
            }
        };
        Ok(LineMoney {
            result: Outcome::Win,
            paid,
            exact: changed.then_some(exact_won),
            amount: None,
            rounded: changed,
        })
    }
}

/// One step of a Stadium terminal's replay, as data (R7.2, R7.3); the statement puts
/// it into words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The insurance point: the decision taken.
    InsurancePoint(InsuranceChoice),
    /// A blackjack on the first two cards, with or without even money.
    Blackjack {
        /// Even money taken.
        even_money: bool,
    },
    /// Community card `index` (0-based) went to a hand.
    Draw {
        /// 0-based community index (printed C1, C2 …).
        index: usize,
        /// The card.
        card: Card,
        /// 1-based hand.
        hand: usize,
        /// Why the hand took it.
        why: DrawWhy,
    },
    /// A timeout resolved by the auto-rule (R7.5).
    Timeout {
        /// 1-based hand.
        hand: usize,
        /// Total at the time.
        value: u8,
        /// Soft total.
        soft: bool,
        /// Stood (else hit).
        stands: bool,
        /// The rule in force.
        rule: AutoRule,
    },
    /// A hand ended.
    Ends {
        /// 1-based hand.
        hand: usize,
        /// How.
        how: HandEnd,
    },
    /// A split: the new hand's number and first card.
    Split {
        /// 1-based hand split.
        hand: usize,
        /// The new hand.
        new_hand: usize,
        /// Its first card.
        card: Card,
    },
    /// The dealer wager followed a split or a double (R7.7).
    DealerWagerFollows(Follows),
}

/// The decision taken at the insurance point (R7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InsuranceChoice {
    /// Insurance taken.
    Insurance,
    /// Even money taken on a blackjack.
    EvenMoney,
    /// Declined.
    NoInsurance,
    /// Timed out: declined (R7.5).
    TimeoutDeclined,
}

/// Why a hand took a community card (R7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawWhy {
    /// The second card of a split hand.
    Split,
    /// A hit.
    Hit,
    /// The one card of a double.
    Double,
}

/// How a Stadium hand ended (R7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandEnd {
    /// Stood.
    Stands,
    /// Reached 21.
    TwentyOne,
    /// Busted.
    Busts,
    /// Surrendered.
    Surrenders,
    /// A split Ace takes one card.
    SplitAce,
}

/// What the dealer wager did with the player's hand (R7.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Follows {
    /// `split-dealer`.
    Splits,
    /// `double-dealer`.
    Doubles,
}

/// One hand's cards, kept inline (a hand rarely holds more than eight cards): a
/// settlement makes one per hand of every seat.
pub(crate) type HandCards = SmallVec<[Card; 8]>;

/// One seat's (or terminal's) settlement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatSettlement {
    /// Seat or terminal number.
    pub seat: u32,
    /// Final hands, in split order.
    pub hands: SmallVec<[HandCards; 2]>,
    /// Per hand: doubled (blackjack `double` mark, Stadium `double`).
    pub doubled: SmallVec<[bool; 4]>,
    /// Stadium: this terminal's own dealer hand (R7.3).
    pub dealer_hand: Option<Vec<Card>>,
    /// Every wager line, in the game's bet order.
    pub wagers: Vec<WagerLine>,
    /// Stadium: how the terminal's decisions used the community cards, step by step.
    pub replay: Vec<Step>,
}

impl SeatSettlement {
    /// A Lucky 9 or blackjack seat: its hands as entered and its lines.
    pub(crate) fn with_hands(seat: &crate::round::Seat, wagers: Vec<WagerLine>) -> SeatSettlement {
        SeatSettlement {
            seat: seat.number,
            hands: seat
                .hands
                .iter()
                .map(|h| h.cards.iter().copied().collect())
                .collect(),
            doubled: seat
                .hands
                .iter()
                .map(|h| h.mark == Some(crate::round::HandMark::Double))
                .collect(),
            dealer_hand: None,
            replay: Vec::new(),
            wagers,
        }
    }

    /// The money of the seat's lines for one party.
    pub(crate) fn sums(&self, party: Party) -> Result<Sums, AmountError> {
        let mut s = Sums::default();
        for line in self.wagers.iter().filter(|l| l.party == party) {
            s.add(line)?;
        }
        Ok(s)
    }
}

/// Stake, paid and net summed over lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Sums {
    /// Total staked.
    pub stake: Money,
    /// Total handed across.
    pub paid: Money,
    /// `paid - stake`.
    pub net: Money,
}

impl Sums {
    /// Adds a line's money.
    pub(crate) fn add(&mut self, line: &WagerLine) -> Result<(), AmountError> {
        self.stake = self.stake.checked_add(line.stake)?;
        self.paid = self.paid.checked_add(line.paid)?;
        self.net = self.net.checked_add(line.net)?;
        Ok(())
    }
}

/// A progressive meter before and after the round (R4.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeterChange {
    /// Which progressive.
    pub bet: Bet,
    /// As entered.
    pub before: Money,
    /// After every hit is paid and reseeded.
    pub after: Money,
    /// The reseed value of its paytable, when it has one.
    pub reseed: Option<Money>,
}

/// How the dealer's hand reads, as data (the statement writes it out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealerNote {
    /// Lucky 9: the dealer's value, and whether the dealer drew (R2.2).
    Lucky9,
    /// Blackjack: the dealer's total, and whether it stands or stopped short (R3.3).
    Blackjack {
        /// The hand follows the draw rule to the end.
        complete: bool,
    },
    /// Stadium: the shared cards and community cards (R7.1).
    Stadium,
}

/// A whole round settled.
#[derive(Debug, Clone)]
pub struct Settlement {
    /// The game.
    pub game: Game,
    /// Deck count.
    pub decks: u8,
    /// The round's currency.
    pub currency: Currency,
    /// The round's header: table, date, rack, house rules, dealer.
    pub header: crate::round::Header,
    /// Options in force.
    pub house: HouseOptions,
    /// The dealer's hand (Lucky 9, blackjack; Stadium: dealer card 1).
    pub dealer_hand: Vec<Card>,
    /// Stadium: player card 1 and player card 2.
    pub shared_player: Vec<Card>,
    /// Stadium: the community cards in draw order.
    pub community: Vec<Card>,
    /// How the dealer's hand reads.
    pub dealer_note: DealerNote,
    /// Seats in seat order.
    pub seats: Vec<SeatSettlement>,
    /// Player money.
    pub player: Sums,
    /// Money on wagers placed for the dealer, reported apart (R7.7).
    pub dealer: Sums,
    /// Meters in play.
    pub meters: Vec<MeterChange>,
    /// The declared suit, when the round or its house rules name one (R4.3).
    pub declared_suit: Option<crate::card::Suit>,
    /// The paytables of the bets wagered, in bet order.
    pub paytables: Vec<Arc<Paytable>>,
}

impl Settlement {
    /// The name people use for a bet of this settlement: a side bet's title from the
    /// paytable it was settled against.
    pub(crate) fn bet_title(&self, bet: Bet) -> String {
        self.paytables
            .iter()
            .find(|p| p.bet == bet || (bet == Bet::Insurance && p.bet == Bet::Main))
            .filter(|p| p.bet == bet)
            .map(|p| p.bet_title())
            .or_else(|| bet.code_title().map(str::to_string))
            .unwrap_or_else(|| bet.id().to_string())
    }

    /// A bet's name in `language`: a side bet's from its file's `[side_bet.names]`
    /// where the file gives one, else as [`Settlement::bet_title`] names it.
    pub(crate) fn bet_title_in(&self, bet: Bet, language: &pitpay_language::Language) -> String {
        self.paytables
            .iter()
            .find(|p| p.bet == bet)
            .and_then(|p| p.side_bet.as_ref())
            .map_or_else(
                || self.bet_title(bet),
                |d| d.names.or(language, &d.title).to_string(),
            )
    }

    /// The paytable a line was settled at: its bet's (insurance is paid from the main
    /// paytable). The settlement holds each paytable once; lines name their bet.
    pub fn table_of(&self, bet: Bet) -> Option<&Arc<Paytable>> {
        let bet = if bet == Bet::Insurance {
            Bet::Main
        } else {
            bet
        };
        self.paytables.iter().find(|t| t.bet == bet)
    }
}

/// What a game's settling hands back to `settle::settle`.
#[derive(Debug, Clone)]
pub(crate) struct Settled {
    /// How the dealer's hand reads.
    pub dealer_note: DealerNote,
    /// Seats in seat order.
    pub seats: Vec<SeatSettlement>,
    /// Meters in play.
    pub meters: Vec<MeterChange>,
}

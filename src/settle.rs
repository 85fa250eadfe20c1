//! Settlement: a checked [`Round`] in, one record per wager out (RULES.md R1.4-R1.7).
//!
//! `settle` is pure. The screen, the command line, the slip and the sign all render the
//! same [`Settlement`] value, so they can never disagree. Each line keeps the exact
//! winnings and the rounded amount paid, the rule that decided it and a reason in
//! dealer language.

use std::sync::Arc;

use crate::card::Card;
use crate::game::{blackjack, lucky9, stadium, Bet, Game};
use crate::house::HouseOptions;
use crate::money::{AmountError, Convention, Currency, Exact, Money, Odds, Rounding};
use crate::paytable::{Paytable, UNVERIFIED_WARNING};
use crate::round::{Party, PlayError, Round};

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
    pub fn id(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Lose => "lose",
            Outcome::Push => "push",
            Outcome::Surrender => "surrender",
        }
    }
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
    /// Odds applied, as written: `3 to 2`.
    pub odds: Option<String>,
    /// Winnings before rounding, when rounding changed them.
    pub exact: Option<Exact>,
    /// A fixed or percent-of-meter award applied.
    pub amount: Option<Money>,
    /// The rounding rule, when it changed the amount.
    pub rounding: Option<String>,
    /// What the dealer hands across: stake back plus winnings.
    pub paid: Money,
    /// `paid - stake`.
    pub net: Money,
    /// One line in dealer language.
    pub reason: String,
    /// The RULES.md section that decided it.
    pub rule: &'static str,
    /// The paytable used.
    pub paytable: Option<Arc<Paytable>>,
    /// Whether that paytable is unverified (R5).
    pub unverified: bool,
    /// Step-by-step working for study: cards, rule, tier, arithmetic, rounding.
    pub steps: Vec<String>,
    /// An envy bonus line (R4.5), printed as `<bet>-envy`.
    pub envy: bool,
    /// Stadium: the pushed stake stays on the layout (house option `standoff`, R7.4).
    pub standoff: Option<bool>,
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

impl WagerLine {
    /// Works out the money for a line: the exact winnings, the rounding (once per wager,
    /// never on the returned stake, R1.5), paid and net.
    #[allow(clippy::too_many_arguments)]
    pub fn settle(
        bet: Bet,
        hand: usize,
        party: Party,
        stake: Money,
        award: Award,
        rounding: Rounding,
        currency: Currency,
        reason: String,
        rule: &'static str,
        table: Option<&Arc<Paytable>>,
    ) -> Result<WagerLine, AmountError> {
        let (result, paid, odds, exact, amount, rounded_by) = match award {
            Award::Lose => (Outcome::Lose, Money::ZERO, None, None, None, None),
            Award::Push => (Outcome::Push, stake, None, None, None, None),
            Award::Returned(back, outcome) => (outcome, back, None, None, None, None),
            Award::Odds(o) => {
                let exact = o.winnings(stake)?;
                let won = rounding.apply(exact);
                let changed = !(exact.is_whole_cents() && Exact::whole(won) == exact);
                let paid = stake.checked_add(won)?;
                (
                    Outcome::Win,
                    paid,
                    Some(o.to_string()),
                    changed.then_some(exact),
                    None,
                    changed.then(|| rounding.describe(currency)),
                )
            }
            Award::Amount(a, convention) => {
                let exact_won = match convention {
                    Convention::To => Exact::whole(a),
                    Convention::For => Exact::whole(a.checked_sub(stake)?),
                };
                let won = rounding.apply(exact_won);
                let changed = Exact::whole(won) != exact_won;
                (
                    Outcome::Win,
                    stake.checked_add(won)?,
                    None,
                    changed.then_some(exact_won),
                    Some(a),
                    changed.then(|| rounding.describe(currency)),
                )
            }
        };
        let net = paid.checked_sub(stake)?;
        Ok(WagerLine {
            bet,
            hand,
            party,
            stake,
            result,
            odds,
            exact,
            amount,
            rounding: rounded_by,
            paid,
            net,
            reason,
            rule,
            paytable: table.cloned(),
            unverified: table.is_some_and(|t| !t.verified),
            steps: Vec::new(),
            envy: false,
            standoff: None,
        })
    }
}

impl WagerLine {
    /// The working of a line, step by step, for the study view and slips (the reason and
    /// rule are shown with the line itself): the notes the game recorded (meter shares),
    /// the odds or award, the exact winnings and the rounding, then stake, paid and net.
    pub fn working(&self, currency: Currency) -> Vec<String> {
        let mut out = self.steps.clone();
        let won = self.paid.checked_sub(self.stake).unwrap_or(Money::ZERO);
        match (&self.odds, self.amount) {
            (Some(o), _) => out.push(format!(
                "{} at {o}: winnings {}",
                currency.format(self.stake),
                self.exact
                    .map_or_else(|| currency.format(won), |e| format!("{e} exact")),
            )),
            (None, Some(a)) => out.push(format!("award {}", currency.format(a))),
            _ => {}
        }
        if let Some(r) = &self.rounding {
            out.push(format!("rounded {r}: winnings {}", currency.format(won)));
        }
        out.push(format!(
            "stake {}, paid {}, net {}",
            currency.format(self.stake),
            currency.format(self.paid),
            currency.format(self.net)
        ));
        out
    }
}

/// One seat's (or terminal's) settlement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatSettlement {
    /// Seat or terminal number.
    pub seat: u32,
    /// Final hands, in split order.
    pub hands: Vec<Vec<Card>>,
    /// Stadium: this terminal's own dealer hand (R7.3).
    pub dealer_hand: Option<Vec<Card>>,
    /// Every wager line, in the game's bet order.
    pub wagers: Vec<WagerLine>,
    /// Stadium: how the terminal's decisions used the community cards, step by step.
    pub replay: Vec<crate::game::stadium::Step>,
}

impl SeatSettlement {
    /// A Lucky 9 or blackjack seat: its hands as entered and its lines.
    pub fn with_hands(seat: &crate::round::Seat, wagers: Vec<WagerLine>) -> SeatSettlement {
        SeatSettlement {
            seat: seat.number,
            hands: seat.hands.iter().map(|h| h.cards.clone()).collect(),
            dealer_hand: None,
            replay: Vec::new(),
            wagers,
        }
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
    fn add(&mut self, line: &WagerLine) -> Result<(), AmountError> {
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
    /// Table label.
    pub table: Option<String>,
    /// Options in force.
    pub house: HouseOptions,
    /// The house-rules file used.
    pub house_rules: Option<String>,
    /// The dealer's hand (Lucky 9, blackjack).
    pub dealer_hand: Vec<Card>,
    /// How the dealer's hand reads, e.g. "dealer K-4-3: 7 (drew on 4)".
    pub dealer_note: String,
    /// Seats in seat order.
    pub seats: Vec<SeatSettlement>,
    /// Player money.
    pub player: Sums,
    /// Money on wagers placed for the dealer, reported apart (R7.7).
    pub dealer: Sums,
    /// Meters in play.
    pub meters: Vec<MeterChange>,
    /// The paytables of the bets wagered, in bet order.
    pub paytables: Vec<Arc<Paytable>>,
}

impl Settlement {
    /// Warnings to print with the settlement: one per unverified paytable in use (R5).
    pub fn warnings(&self) -> Vec<String> {
        self.paytables
            .iter()
            .filter(|t| !t.verified)
            .map(|t| format!("{}: {UNVERIFIED_WARNING}", t.id))
            .collect()
    }
}

/// Settles a checked round. A round the rules could not have produced is refused
/// (R1.8) with the field at fault; use [`Round::locate`] to add its line.
pub fn settle(round: &Round) -> Result<Settlement, PlayError> {
    let (dealer_note, seats, meters) = match round.game {
        Game::Lucky9 => lucky9::settle_seats(round)?,
        Game::Blackjack => blackjack::settle_seats(round)?,
        Game::Stadium => stadium::settle_seats(round)?,
    };
    let overflow = |e: AmountError| PlayError::new("seat", e.to_string());
    let mut player = Sums::default();
    let mut dealer = Sums::default();
    for line in seats.iter().flat_map(|s| &s.wagers) {
        match line.party {
            Party::Player => player.add(line).map_err(overflow)?,
            Party::Dealer => dealer.add(line).map_err(overflow)?,
        }
    }
    let wagered = |bet: Bet| {
        round
            .seats
            .iter()
            .any(|s| s.wagers.contains_key(&bet) || s.dealer_wagers.contains_key(&bet))
    };
    let mut paytables: Vec<Arc<Paytable>> = Vec::new();
    for bet in round
        .game
        .player_bets()
        .iter()
        .chain(round.game.dealer_bets())
    {
        if let Some(t) = round.paytable(*bet) {
            if wagered(*bet) && !paytables.iter().any(|p| p.id == t.id) {
                paytables.push(Arc::clone(t));
            }
        }
    }
    Ok(Settlement {
        game: round.game,
        decks: round.shoe.decks(),
        currency: round.currency,
        table: round.table.clone(),
        house: round.house.clone(),
        house_rules: round.house_rules.clone(),
        dealer_hand: if round.game == Game::Stadium {
            Vec::new()
        } else {
            round.dealer.clone()
        },
        dealer_note,
        seats,
        player,
        dealer,
        meters,
        paytables,
    })
}

//! Checks across a seat's wagers: which bets need which (ROUND-FILE.md "Bets each game
//! offers"; R3.1, R6.1, R7.7, R7.8), and each stake against its paytable (R1.2, R1.3).

use std::ops::Range;

use crate::bet::{Bet, Game, Party};
use crate::card::{Card, Rank};
use crate::error::FileError;
use crate::house::HouseOptions;
use crate::money::{Currency, Money};
use crate::paytable::{Payouts, Paytable};
use crate::spec::spec;

use super::parts::{wager_field, wager_name, Seat};
use super::reader::{Reader, SeatsRead};

/// One seat being checked, with where its wagers stand in the file.
struct SeatCheck<'a, 'r> {
    r: &'a Reader<'r>,
    read: &'a SeatsRead,
    seat: &'a Seat,
}

impl SeatCheck<'_, '_> {
    /// The `[[seat]]` itself.
    fn seat_span(&self) -> Range<usize> {
        let span = self.read.seat_spans.get(&self.seat.number);
        span.cloned().unwrap_or(0..0)
    }

    /// A problem with a wager, at its amount (or the seat when it is not written).
    fn wager_err(&self, party: Party, bet: Bet, message: impl std::fmt::Display) -> FileError {
        let span = self.read.wager_spans.get(&(self.seat.number, party, bet));
        let span = span.cloned().unwrap_or_else(|| self.seat_span());
        let field = wager_field(self.seat.number, party, bet);
        self.r.err(span, &field, message)
    }

    /// A problem with the seat's missing main wager.
    fn main_err(&self, message: impl std::fmt::Display) -> FileError {
        let field = format!("seat {} wagers.main", self.seat.number);
        self.r.err(self.seat_span(), &field, message)
    }

    /// What a bet needs of the same party: a side bet what its paytable file says
    /// (Super 3 needs TriLux, R7.8; others the player's main wager, R1.7); the
    /// program's own bets need the player's main wager.
    fn needs(&self, game: Game, bet: Bet, party: Party) -> Option<Bet> {
        match bet {
            Bet::Side(s) => self.r.catalog.side_bet(game, s)?.needs(party),
            Bet::Main => None,
            Bet::Tie | Bet::Insurance | Bet::LuckyBreak => Some(Bet::Main),
        }
    }

    /// Each player bet has what it needs on the same spot (R1.7, R7.8).
    fn player_needs(&self, game: Game) -> Result<(), FileError> {
        for bet in self.seat.wagers.keys() {
            let Some(need) = self.needs(game, *bet, Party::Player) else {
                continue;
            };
            if !self.seat.wagers.contains_key(&need) {
                let message = format!(
                    "{} needs the player's own {} on the same spot",
                    self.r.catalog.bet_title(*bet),
                    wager_name(self.r.catalog, need)
                );
                return Err(self.wager_err(Party::Player, *bet, message));
            }
        }
        Ok(())
    }

    /// A seat has a main wager; where the game lets a seat wager for the dealer alone
    /// (a Stadium terminal, R7.7), at least some wager.
    fn has_a_wager(&self, game: Game) -> Result<(), FileError> {
        let has_main = self.seat.wagers.contains_key(&Bet::Main);
        let spec = spec(game);
        if spec.main_required && !has_main {
            return Err(self.main_err(format!("a {} seat needs a main wager", game.title())));
        }
        if !has_main && self.seat.dealer_wagers.is_empty() {
            let place = spec.seat_word.to_lowercase();
            return Err(self.main_err(format!("the {place} has no wager")));
        }
        Ok(())
    }

    /// R3.1: insurance only against a dealer Ace.
    fn insurance_offered(&self, dealer_up: Option<Card>) -> Result<(), FileError> {
        if self.seat.wagers.contains_key(&Bet::Insurance)
            && dealer_up.is_none_or(|c| c.rank != Rank::Ace)
        {
            let message = "R3.1: insurance is offered only against a dealer Ace";
            return Err(self.wager_err(Party::Player, Bet::Insurance, message));
        }
        Ok(())
    }

    /// R7.7: wagers for the dealer only where the table allows them, each with what it
    /// needs (R6.1 for Lucky Break).
    fn dealer_wagers(&self, game: Game, house: &HouseOptions) -> Result<(), FileError> {
        let seat = self.seat;
        // Only a game with the `dealer_wagers` key can turn them off (R7.7).
        if !house.dealer_wagers && !seat.dealer_wagers.is_empty() {
            let bet = *seat.dealer_wagers.keys().next().unwrap_or(&Bet::Main);
            let message =
                "R7.7: wagers for the dealer are off at this table (dealer_wagers = false)";
            return Err(self.wager_err(Party::Dealer, bet, message));
        }
        for bet in seat.dealer_wagers.keys() {
            let (need, party, whose) = match bet {
                Bet::Main | Bet::LuckyBreak => (Bet::Main, Party::Player, "the player's own"),
                _ => match self.needs(game, *bet, Party::Dealer) {
                    Some(need) => (need, Party::Dealer, "a dealer"),
                    None => continue,
                },
            };
            if seat.stake(party, need).is_none() {
                let message = format!(
                    "a dealer {} wager needs {whose} {} on the same spot (R6.1, R7.7)",
                    self.r.catalog.bet_title(*bet),
                    wager_name(self.r.catalog, need)
                );
                return Err(self.wager_err(Party::Dealer, *bet, message));
            }
        }
        Ok(())
    }
}

/// Which bets need which, seat by seat.
pub(super) fn requirements(
    r: &Reader<'_>,
    read: &SeatsRead,
    game: Game,
    house: &HouseOptions,
    dealer_up: Option<Card>,
) -> Result<(), FileError> {
    for seat in &read.seats {
        let check = SeatCheck { r, read, seat };
        check.player_needs(game)?;
        check.has_a_wager(game)?;
        check.insurance_offered(dealer_up)?;
        check.dealer_wagers(game, house)?;
    }
    Ok(())
}

/// A stake its paytable refuses (R1.2, R1.3): the round's reader places it on the wager.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(super) enum StakeError {
    #[error("R1.3: paytable \"{paytable}\" is in {table} but the round is in {round}")]
    Currency {
        paytable: String,
        table: Currency,
        round: Currency,
    },
    #[error("R1.2: paytable \"{paytable}\" allows {allowed} deck(s), not {decks}")]
    Decks {
        paytable: String,
        allowed: String,
        decks: u8,
    },
    #[error("R1.3: insurance {} is more than half the main wager (at most {})", .currency.format(*.stake), .currency.format(*.limit))]
    Insurance {
        stake: Money,
        limit: Money,
        currency: Currency,
    },
    #[error("R1.3: {bet} takes a fixed stake of {} (paytable \"{paytable}\"), not {}", .currency.format(*.fixed), .currency.format(*.stake))]
    Fixed {
        bet: String,
        fixed: Money,
        paytable: String,
        stake: Money,
        currency: Currency,
    },
    #[error("R1.3: {} is below the {bet} minimum of {} (paytable \"{paytable}\")", .currency.format(*.stake), .currency.format(*.min))]
    BelowMinimum {
        stake: Money,
        bet: String,
        min: Money,
        paytable: String,
        currency: Currency,
    },
    #[error("R1.3: {} is over the {bet} maximum of {} (paytable \"{paytable}\")", .currency.format(*.stake), .currency.format(*.max))]
    OverMaximum {
        stake: Money,
        bet: String,
        max: Money,
        paytable: String,
        currency: Currency,
    },
}

/// A stake checked against its paytable: currency, decks, then the insurance limit or
/// the fixed stake and limits (R1.2, R1.3).
pub(super) fn check_stake(
    table: &Paytable,
    bet: Bet,
    stake: Money,
    seat: &Seat,
    party: Party,
    currency: Currency,
    decks: u8,
) -> Result<(), StakeError> {
    check_table_fits(table, currency, decks)?;
    if bet == Bet::Insurance {
        let main = seat.stake(party, Bet::Main).unwrap_or(Money::ZERO);
        return check_insurance(table, stake, main, currency);
    }
    check_limits(table, stake, currency)
}

/// The paytable is in the round's currency (R1.3) and dealt from its deck count (R1.2).
fn check_table_fits(table: &Paytable, currency: Currency, decks: u8) -> Result<(), StakeError> {
    if let Some(c) = table.currency {
        if c != currency {
            return Err(StakeError::Currency {
                paytable: table.id.clone(),
                table: c,
                round: currency,
            });
        }
    }
    if !table.decks.contains(&decks) {
        let allowed: Vec<String> = table.decks.iter().map(u8::to_string).collect();
        return Err(StakeError::Decks {
            paytable: table.id.clone(),
            allowed: allowed.join(", "),
            decks,
        });
    }
    Ok(())
}

/// Insurance is at most the paytable's fraction of the main wager, half by default
/// (R1.3).
fn check_insurance(
    table: &Paytable,
    stake: Money,
    main: Money,
    currency: Currency,
) -> Result<(), StakeError> {
    let limit = match &table.payouts {
        Payouts::Main {
            insurance_max: Some((n, d)),
            ..
        } => Money::from_cents(
            main.cents()
                .saturating_mul(i64::from(*n))
                .div_euclid(i64::from(*d).max(1)),
        ),
        _ => main.half_down(),
    };
    if stake > limit {
        return Err(StakeError::Insurance {
            stake,
            limit,
            currency,
        });
    }
    Ok(())
}

/// A progressive's fixed stake, then the paytable's minimum and maximum (R1.3).
fn check_limits(table: &Paytable, stake: Money, currency: Currency) -> Result<(), StakeError> {
    let bet = || table.bet_title();
    let paytable = table.id.clone();
    if let Some(fixed) = table.fixed_stake {
        if stake != fixed {
            return Err(StakeError::Fixed {
                bet: bet(),
                fixed,
                paytable,
                stake,
                currency,
            });
        }
    }
    if stake < table.min {
        return Err(StakeError::BelowMinimum {
            stake,
            bet: bet(),
            min: table.min,
            paytable,
            currency,
        });
    }
    if stake > table.max {
        return Err(StakeError::OverMaximum {
            stake,
            bet: bet(),
            max: table.max,
            paytable,
            currency,
        });
    }
    Ok(())
}

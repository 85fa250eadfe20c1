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
use pitpay_language::{sentence, Sentence};

use super::parts::{bet_said, wager_field, Seat};
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
    fn wager_err(&self, party: Party, bet: Bet, message: impl Into<Sentence>) -> FileError {
        let span = self.read.wager_spans.get(&(self.seat.number, party, bet));
        let span = span.cloned().unwrap_or_else(|| self.seat_span());
        let field = wager_field(self.seat.number, party, bet);
        self.r.err(span, &field, message)
    }

    /// A problem with the seat's missing main wager.
    fn main_err(&self, message: impl Into<Sentence>) -> FileError {
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
                let (bet_key, title) = bet_said(self.r.catalog, *bet);
                let (need_key, need_title) = bet_said(self.r.catalog, need);
                let message = sentence!(
                    "round-bet-needs-own",
                    bet = bet_key,
                    title = title,
                    need = need_key,
                    need_title = need_title
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
            let message = sentence!("round-seat-needs-main", game = game.id());
            return Err(self.main_err(message));
        }
        if !has_main && self.seat.dealer_wagers.is_empty() {
            let place = if spec.community() { "terminal" } else { "seat" };
            return Err(self.main_err(sentence!("round-no-wager", place = place)));
        }
        Ok(())
    }

    /// R3.1: insurance only against a dealer Ace.
    fn insurance_offered(&self, dealer_up: Option<Card>) -> Result<(), FileError> {
        if self.seat.wagers.contains_key(&Bet::Insurance)
            && dealer_up.is_none_or(|c| c.rank != Rank::Ace)
        {
            let message = sentence!("round-insurance-against-ace");
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
            let message = sentence!("round-dealer-wagers-off");
            return Err(self.wager_err(Party::Dealer, bet, message));
        }
        for bet in seat.dealer_wagers.keys() {
            let (need, party) = match bet {
                Bet::Main | Bet::LuckyBreak => (Bet::Main, Party::Player),
                _ => match self.needs(game, *bet, Party::Dealer) {
                    Some(need) => (need, Party::Dealer),
                    None => continue,
                },
            };
            if seat.stake(party, need).is_none() {
                let (bet_key, title) = bet_said(self.r.catalog, *bet);
                let (need_key, need_title) = bet_said(self.r.catalog, need);
                let message = sentence!(
                    "round-dealer-wager-needs",
                    bet = bet_key,
                    title = title,
                    whose = party.id(),
                    need = need_key,
                    need_title = need_title
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
/// Amounts are held written in the round's currency; a bet is its paytable's bet and
/// title.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum StakeError {
    Currency {
        paytable: String,
        table: Currency,
        round: Currency,
    },
    Decks {
        paytable: String,
        allowed: String,
        decks: u8,
    },
    Insurance {
        stake: String,
        limit: String,
    },
    Fixed {
        bet: (&'static str, String),
        fixed: String,
        paytable: String,
        stake: String,
    },
    BelowMinimum {
        stake: String,
        bet: (&'static str, String),
        min: String,
        paytable: String,
    },
    OverMaximum {
        stake: String,
        bet: (&'static str, String),
        max: String,
        paytable: String,
    },
}

impl From<&StakeError> for Sentence {
    fn from(e: &StakeError) -> Sentence {
        match e {
            StakeError::Currency {
                paytable,
                table,
                round,
            } => sentence!(
                "round-stake-currency",
                paytable = paytable,
                table = table.id(),
                round = round.id()
            ),
            StakeError::Decks {
                paytable,
                allowed,
                decks,
            } => sentence!(
                "round-stake-decks",
                paytable = paytable,
                allowed = allowed,
                decks = *decks
            ),
            StakeError::Insurance { stake, limit } => {
                sentence!("round-stake-insurance", stake = stake, limit = limit)
            }
            StakeError::Fixed {
                bet: (bet, title),
                fixed,
                paytable,
                stake,
            } => sentence!(
                "round-stake-fixed",
                bet = *bet,
                title = title,
                fixed = fixed,
                paytable = paytable,
                stake = stake
            ),
            StakeError::BelowMinimum {
                stake,
                bet: (bet, title),
                min,
                paytable,
            } => sentence!(
                "round-stake-below-minimum",
                stake = stake,
                bet = *bet,
                title = title,
                min = min,
                paytable = paytable
            ),
            StakeError::OverMaximum {
                stake,
                bet: (bet, title),
                max,
                paytable,
            } => sentence!(
                "round-stake-over-maximum",
                stake = stake,
                bet = *bet,
                title = title,
                max = max,
                paytable = paytable
            ),
        }
    }
}

impl From<StakeError> for Sentence {
    fn from(e: StakeError) -> Sentence {
        Sentence::from(&e)
    }
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
            stake: currency.format(stake),
            limit: currency.format(limit),
        });
    }
    Ok(())
}

/// A progressive's fixed stake, then the paytable's minimum and maximum (R1.3).
fn check_limits(table: &Paytable, stake: Money, currency: Currency) -> Result<(), StakeError> {
    let bet = || {
        let key = match table.bet {
            Bet::Main => "main",
            Bet::Tie => "tie",
            Bet::Insurance => "insurance",
            Bet::LuckyBreak => "lucky-break",
            Bet::Side(_) => "side",
        };
        (key, table.bet_title())
    };
    let paytable = table.id.clone();
    let written = |m: Money| currency.format(m);
    if let Some(fixed) = table.fixed_stake {
        if stake != fixed {
            return Err(StakeError::Fixed {
                bet: bet(),
                fixed: written(fixed),
                paytable,
                stake: written(stake),
            });
        }
    }
    if stake < table.min {
        return Err(StakeError::BelowMinimum {
            stake: written(stake),
            bet: bet(),
            min: written(table.min),
            paytable,
        });
    }
    if stake > table.max {
        return Err(StakeError::OverMaximum {
            stake: written(stake),
            bet: bet(),
            max: written(table.max),
            paytable,
        });
    }
    Ok(())
}

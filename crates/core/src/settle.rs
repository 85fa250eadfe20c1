//! Settlement: a checked [`Round`] in, one record per wager out (RULES.md R1.4-R1.7).
//!
//! `settle` is pure. It hands the round to its game's module, then sums the player's
//! money and the money placed for the dealer (reported apart, R7.7) and lists the
//! paytables in use. The record's types live in [`crate::settlement`]; what readers see
//! is built from it once, by [`crate::statement`].

use std::sync::Arc;

use crate::bet::Bet;
use crate::paytable::Paytable;
use crate::round::{Party, PlayError, Round};
use crate::settlement::{Settled, Sums};

pub(crate) use crate::settlement::{Outcome, Settlement};

/// Settles a checked round. A round the rules could not have produced is refused
/// (R1.8) with the field at fault; use [`Round::locate`] to add its line.
pub fn settle(round: &Round) -> Result<Settlement, PlayError> {
    let settled: Settled = crate::game::settle_seats(round)?;
    let overflow = |e: crate::money::AmountError| PlayError::new("seat", e);
    let mut player = Sums::default();
    let mut dealer = Sums::default();
    for line in settled.seats.iter().flat_map(|s| &s.wagers) {
        match line.party {
            Party::Player => player.add(line).map_err(overflow)?,
            Party::Dealer => dealer.add(line).map_err(overflow)?,
        }
    }
    Ok(Settlement {
        game: round.game,
        decks: round.shoe.decks(),
        currency: round.currency,
        header: round.header.clone(),
        house: round.house.clone(),
        dealer_hand: round.dealer.clone(),
        shared_player: round.shared_player.clone(),
        community: round.community.clone(),
        dealer_note: settled.dealer_note,
        seats: settled.seats,
        player,
        dealer,
        meters: settled.meters,
        declared_suit: round.meters.declared_suit,
        paytables: paytables_in_use(round),
    })
}

/// The paytables of the bets wagered, in the game's bet order, each once.
fn paytables_in_use(round: &Round) -> Vec<Arc<Paytable>> {
    let wagered = |bet: Bet| {
        round
            .seats
            .iter()
            .any(|s| s.wagers.contains_key(&bet) || s.dealer_wagers.contains_key(&bet))
    };
    let mut out: Vec<Arc<Paytable>> = Vec::new();
    for bet in round
        .bets(Party::Player)
        .iter()
        .chain(round.bets(Party::Dealer))
    {
        if let Some(t) = round.paytable(*bet) {
            if wagered(*bet) && !out.iter().any(|p| p.id == t.id) {
                out.push(Arc::clone(t));
            }
        }
    }
    out
}

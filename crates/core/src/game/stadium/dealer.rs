//! A terminal's own dealer hand (RULES.md R7.3): dealer card 1, then the community
//! cards this terminal's hands did not use, in draw order, drawn only as far as the
//! terminal's wagers depend on it.

use crate::card::{Card, Rank};
use crate::game::hand::{dealer_draws, is_two_card_21, total};
use crate::house::Surrender;
use crate::money::Money;
use crate::round::{PlayError, Round, Seat};

use super::replay::{Replay, StadiumHand};

/// How many cards the dealer takes after dealer card 1: a fixed number, or play out.
fn cards_wanted(round: &Round, r: &Replay, d1: Card) -> Option<usize> {
    let ace_or_ten = d1.rank == Rank::Ace || d1.rank.is_ten_value();
    let split = r.hands.len() > 1;
    let finished = |h: &StadiumHand| total(&h.cards).is_bust() || h.surrendered || r.even_money;
    let live_dealer_wager = r
        .hands
        .iter()
        .any(|h| h.dealer_stake > Money::ZERO && !total(&h.cards).is_bust() && !h.surrendered);
    if r.hands.iter().all(finished) {
        if live_dealer_wager {
            return None;
        }
        // Insurance taken, or a surrender that a dealer blackjack would take, makes the
        // dealer check for blackjack with one card.
        let check = r.insured
            || (round.house.surrender == Surrender::EnabledExceptDealerBlackjack
                && ace_or_ten
                && r.hands.iter().any(|h| h.surrendered));
        Some(usize::from(check))
    } else if !split
        && r.hands
            .iter()
            .all(|h| finished(h) || is_two_card_21(&h.cards))
    {
        // Every remaining hand is a blackjack: one card checks for a dealer blackjack.
        Some(usize::from(ace_or_ten))
    } else {
        None
    }
}

/// This terminal's dealer hand.
pub(crate) fn dealer_hand(round: &Round, seat: &Seat, r: &Replay) -> Result<Vec<Card>, PlayError> {
    let d1 = *round.dealer.first().ok_or_else(|| {
        let message = pitpay_language::sentence!("round-stadium-dealer-card-1-missing");
        PlayError::new("cards.dealer", message)
    })?;
    let mut dealer = vec![d1];
    if r.hands.is_empty() {
        return Ok(dealer); // side bets only: they settle on the first cards
    }
    let mut next = r.used;
    let mut take = |dealer: &mut Vec<Card>| -> Result<(), PlayError> {
        let c = round.community.get(next).copied().ok_or_else(|| {
            PlayError::new(
                "cards.community",
                pitpay_language::sentence!(
                    "round-stadium-dealer-needs-community",
                    terminal = seat.number,
                    card = next + 1,
                    drawn = round.community.len()
                ),
            )
        })?;
        dealer.push(c);
        next += 1;
        Ok(())
    };
    match cards_wanted(round, r, d1) {
        Some(k) => {
            for _ in 0..k {
                take(&mut dealer)?;
            }
        }
        None => {
            while dealer_draws(&dealer, round.house.soft17) {
                take(&mut dealer)?;
            }
        }
    }
    Ok(dealer)
}

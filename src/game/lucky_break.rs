//! Lucky Break (RULES.md R6): a bonus that the dealer busts, paid by the bust total
//! and multiplied by how suited the dealer's busted hand is.
//!
//! A dealer blackjack loses every Lucky Break wager; a dealer's final hand of 21 or
//! less loses it; a bust of 22-26 wins when every hand of the spot totals 26 or less
//! (`player_cap`). The wager stays in action after the player's bust, blackjack,
//! surrender or even money; a surrendered hand counts its two-card total.

use crate::card::{Card, Suit};
use crate::game::hand::{hard_total, total};
use crate::game::Bet;
use crate::house::{MultiplierMode, PlayerCap, SuitedCount};
use crate::money::{Money, Odds};
use crate::paytable::{LuckyBreakTable, Payouts};
use crate::round::{wager_field, Party, PlayError, Round, Seat};
use crate::settle::{Award, WagerLine};

/// The suited count of a busted dealer hand under the house option (R6.3): 0 for
/// unsuited, else 3, 4 or 5+ (reported as the count).
pub fn suited_count(dealer: &[Card], mode: SuitedCount) -> usize {
    let count = match mode {
        SuitedCount::AllOneSuit => {
            let one_suit = dealer.windows(2).all(|w| w[0].suit == w[1].suit);
            if one_suit {
                dealer.len()
            } else {
                0
            }
        }
        SuitedCount::LargestSuitGroup => Suit::ALL
            .iter()
            .map(|s| dealer.iter().filter(|c| c.suit == *s).count())
            .max()
            .unwrap_or(0),
    };
    if count >= 3 {
        count
    } else {
        0
    }
}

/// The multiplier for a suited count (R6.5).
pub fn multiplier(table: &LuckyBreakTable, suited: usize) -> u32 {
    match suited {
        0..=2 => table.unsuited,
        3 => table.three,
        4 => table.four,
        _ => table.five_plus,
    }
}

/// Settles one Lucky Break wager (player's or a dealer token) on a seat.
pub fn settle_line(
    round: &Round,
    seat: &Seat,
    party: Party,
    stake: Money,
    dealer: &[Card],
    dealer_blackjack: bool,
) -> Result<WagerLine, PlayError> {
    let field = wager_field(seat.number, party, Bet::LuckyBreak);
    let table = round
        .paytable(Bet::LuckyBreak)
        .ok_or_else(|| PlayError::new(field.clone(), "no Lucky Break paytable"))?;
    let Payouts::LuckyBreak(lb) = &table.payouts else {
        return Err(PlayError::new(
            field,
            format!("paytable \"{}\" is not a Lucky Break paytable", table.id),
        ));
    };
    let house = &round.house;
    let dt = total(dealer);
    let (award, reason, odds_text) = if dealer_blackjack {
        (
            Award::Lose,
            "Dealer blackjack: every Lucky Break wager loses".to_string(),
            None,
        )
    } else if !dt.is_bust() {
        (
            Award::Lose,
            format!(
                "Dealer stands on {}: Lucky Break needs a dealer bust",
                dt.value
            ),
            None,
        )
    } else {
        let t = hard_total(dealer);
        let biggest = seat
            .hands
            .iter()
            .map(|h| hard_total(&h.cards))
            .max()
            .unwrap_or(0);
        if house.player_cap == PlayerCap::TwentySix && biggest > 26 {
            (Award::Lose, format!("Dealer busts {t} but a hand of the spot totals {biggest}, over 26 (player_cap = 26)"), None)
        } else {
            let base = usize::from(t)
                .checked_sub(22)
                .and_then(|i| lb.base.get(i))
                .copied()
                .ok_or_else(|| {
                    PlayError::new(
                        "cards.dealer",
                        format!(
                            "R6.2: a dealer bust of {t} is not on the Lucky Break table (22-26)"
                        ),
                    )
                })?;
            let suited = suited_count(dealer, house.suited_count);
            let mult = multiplier(lb, suited);
            let (numerator, odds) = match (suited, house.multiplier) {
                (0, _) => (base, format!("{base} to 1")),
                (_, MultiplierMode::AddsToBase) => (
                    base.saturating_add(base.saturating_mul(mult)),
                    format!("{base} to 1 + {base} to 1 × {mult}"),
                ),
                (_, MultiplierMode::ReplacesBase) => {
                    (base.saturating_mul(mult), format!("{base} to 1 × {mult}"))
                }
            };
            let reason = if suited == 0 {
                format!("Dealer busts {t} unsuited: {odds} = {numerator} to 1")
            } else {
                format!("Dealer busts {t} with {suited} suited cards: {odds} = {numerator} to 1")
            };
            (Award::Odds(Odds::to(numerator, 1)), reason, Some(odds))
        }
    };
    let mut line = WagerLine::settle(
        Bet::LuckyBreak,
        1,
        party,
        stake,
        award,
        house.rounding,
        round.currency,
        reason,
        "R6.2",
        Some(table),
    )
    .map_err(|e| {
        PlayError::new(
            wager_field(seat.number, party, Bet::LuckyBreak),
            e.to_string(),
        )
    })?;
    if let Some(o) = odds_text {
        line.odds = Some(o);
        line.rule = "R6.4";
    }
    Ok(line)
}

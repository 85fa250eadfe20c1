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
use crate::house::{PlayerCap, SuitedCount};
use crate::money::{Money, Odds};
use crate::paytable::{LuckyBreakTable, Payouts};
use crate::round::{wager_field, Party, PlayError, Round, Seat};
use crate::settlement::{Award, LineOdds, LuckyBreakVerdict, Reason, Verdict, Wager, WagerLine};

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
    let verdict = if dealer_blackjack {
        LuckyBreakVerdict::DealerBlackjack
    } else if !total(dealer).is_bust() {
        LuckyBreakVerdict::DealerStands
    } else {
        bust_verdict(round, seat, lb, dealer)?
    };
    let (award, odds, rule) = match verdict {
        LuckyBreakVerdict::Wins {
            suited,
            base,
            multiplier,
            mode,
            ..
        } => {
            let pays = LuckyBreakVerdict::pays_to_one(base, multiplier, suited, mode);
            let odds = (suited > 0).then_some(LineOdds::LuckyBreak {
                base,
                multiplier,
                mode,
            });
            // R6.4 decides how a win pays, suited or not.
            (Award::Odds(Odds::to(pays, 1)), odds, "R6.4")
        }
        _ => (Award::Lose, None, "R6.2"),
    };
    let verdict = Verdict {
        award,
        reason: Reason::LuckyBreak(verdict),
        rule,
    };
    let mut line = Wager::side(Bet::LuckyBreak, party, stake)
        .settle(verdict, round.house.rounding, Some(table))
        .map_err(|e| {
            PlayError::new(
                wager_field(seat.number, party, Bet::LuckyBreak),
                e.to_string(),
            )
        })?;
    if odds.is_some() {
        line.odds = odds;
    }
    Ok(line)
}

/// A dealer bust of 22-26: over the player cap, or a win by the base table and the
/// suited multiplier (R6.2-R6.5).
fn bust_verdict(
    round: &Round,
    seat: &Seat,
    lb: &LuckyBreakTable,
    dealer: &[Card],
) -> Result<LuckyBreakVerdict, PlayError> {
    let house = &round.house;
    let t = hard_total(dealer);
    let biggest = seat
        .hands
        .iter()
        .map(|h| hard_total(&h.cards))
        .max()
        .unwrap_or(0);
    if house.player_cap == PlayerCap::TwentySix && biggest > 26 {
        return Ok(LuckyBreakVerdict::OverCap { total: t, biggest });
    }
    let base = usize::from(t)
        .checked_sub(22)
        .and_then(|i| lb.base.get(i))
        .copied()
        .ok_or_else(|| {
            PlayError::new(
                "cards.dealer",
                format!("R6.2: a dealer bust of {t} is not on the Lucky Break table (22-26)"),
            )
        })?;
    let suited = suited_count(dealer, house.suited_count);
    Ok(LuckyBreakVerdict::Wins {
        total: t,
        suited: u8::try_from(suited).unwrap_or(u8::MAX),
        base,
        multiplier: multiplier(lb, suited),
        mode: house.multiplier,
    })
}

//! Lucky Break (RULES.md R6): a bonus that the dealer busts, paid by the bust total
//! and multiplied by how suited the dealer's busted hand is.
//!
//! A dealer blackjack loses every Lucky Break wager; a dealer's final hand of 21 or
//! less loses it; a bust of 22-26 wins when every hand of the spot totals 26 or less
//! (`player_cap`). The wager stays in action after the player's bust, blackjack,
//! surrender or even money; a surrendered hand counts its two-card total.

use crate::bet::Bet;
use crate::card::{Card, Suit};
use crate::game::hand::{hard_total, total};
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
pub(crate) fn multiplier(table: &LuckyBreakTable, suited: usize) -> u32 {
    match suited {
        0..=2 => table.unsuited,
        3 => table.three,
        4 => table.four,
        _ => table.five_plus,
    }
}

/// The dealer's final hand as every Lucky Break wager of the round meets it, worked
/// out once per round: blackjack, a stand, or a bust with its base pay and suited
/// multiplier (R6.2-R6.5).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Dealer {
    facts: Facts,
}

#[derive(Debug, Clone, Copy)]
enum Facts {
    Blackjack,
    Stands,
    Bust {
        total: u8,
        base: u32,
        suited: u8,
        multiplier: u32,
    },
}

impl Dealer {
    /// The dealer's hand for the round's Lucky Break wagers; `None` when the round has
    /// no Lucky Break paytable (nobody wagered it).
    pub(crate) fn of(
        round: &Round,
        dealer: &[Card],
        blackjack: bool,
    ) -> Result<Option<Dealer>, PlayError> {
        let Some(table) = round.paytable(Bet::LuckyBreak) else {
            return Ok(None);
        };
        let Payouts::LuckyBreak(lb) = &table.payouts else {
            return Err(PlayError::new(
                "paytables.lucky-break",
                pitpay_language::sentence!(
                    "round-not-lucky-break-paytable",
                    paytable = table.id.as_str()
                ),
            ));
        };
        let facts = if blackjack {
            Facts::Blackjack
        } else if !total(dealer).is_bust() {
            Facts::Stands
        } else {
            bust(round, lb, dealer)?
        };
        Ok(Some(Dealer { facts }))
    }

    /// Settles one Lucky Break wager (the player's or a dealer token) on a seat: the
    /// spot's hands decide only the player cap (R6.2).
    pub(crate) fn settle(
        &self,
        round: &Round,
        seat: &Seat,
        party: Party,
        stake: Money,
    ) -> Result<WagerLine, PlayError> {
        let verdict = self.verdict(round, seat);
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
            .settle(verdict, round.house.rounding)
            .map_err(|e| PlayError::new(wager_field(seat.number, party, Bet::LuckyBreak), e))?;
        if odds.is_some() {
            line.odds = odds;
        }
        Ok(line)
    }

    fn verdict(&self, round: &Round, seat: &Seat) -> LuckyBreakVerdict {
        match self.facts {
            Facts::Blackjack => LuckyBreakVerdict::DealerBlackjack,
            Facts::Stands => LuckyBreakVerdict::DealerStands,
            Facts::Bust {
                total,
                base,
                suited,
                multiplier,
            } => {
                let biggest = seat
                    .hands
                    .iter()
                    .map(|h| hard_total(&h.cards))
                    .max()
                    .unwrap_or(0);
                if round.house.player_cap == PlayerCap::TwentySix && biggest > 26 {
                    LuckyBreakVerdict::OverCap { total, biggest }
                } else {
                    LuckyBreakVerdict::Wins {
                        total,
                        suited,
                        base,
                        multiplier,
                        mode: round.house.multiplier,
                    }
                }
            }
        }
    }
}

/// A dealer bust of 22-26: the base pay by the bust total and the suited multiplier
/// (R6.2, R6.3, R6.5).
fn bust(round: &Round, lb: &LuckyBreakTable, dealer: &[Card]) -> Result<Facts, PlayError> {
    let t = hard_total(dealer);
    let base = usize::from(t)
        .checked_sub(22)
        .and_then(|i| lb.base.get(i))
        .copied()
        .ok_or_else(|| {
            PlayError::new(
                "cards.dealer",
                pitpay_language::sentence!("round-lucky-break-bust-off-table", total = t),
            )
        })?;
    let suited = suited_count(dealer, round.house.suited_count);
    Ok(Facts::Bust {
        total: t,
        base,
        suited: u8::try_from(suited).unwrap_or(u8::MAX),
        multiplier: multiplier(lb, suited),
    })
}

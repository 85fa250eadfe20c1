//! Stadium Blackjack (RULES.md R7): one layout, many terminals.
//!
//! Every terminal shares player card 1, dealer card 1 and player card 2 (R7.1); then
//! community cards are drawn one at a time. A terminal's decision words are read into
//! `decision::Decision`s and replayed in order against the community cards
//! ([`replay()`], R7.2): its hands take a prefix C1…Ck, and its own dealer hand is dealer
//! card 1 followed by Ck+1, … (`dealer`, R7.3), drawn only as far as the terminal's
//! wagers depend on it. So every terminal can see a different dealer hand.

pub(crate) mod dealer;
pub(crate) mod decision;
pub(crate) mod replay;

use crate::bet::Bet;
use crate::game::blackjack::blackjack_odds;
use crate::game::hand::{is_two_card_21, total};
use crate::game::main_hand::{self, Dealer, HandFacts, Spot};
use crate::game::side_bet::settle_plain_side_bets;
use crate::house::{Edition, Standoff, Surrender};
use crate::money::{AmountError, Money};
use crate::pattern::SideBetCards;
use crate::round::{wager_field, Party, PlayError, Round, Seat};
use crate::settlement::{DealerNote, Outcome, SeatSettlement, Settled, Wager, WagerLine};

pub(crate) use dealer::dealer_hand;
pub(crate) use replay::{replay, Replay};

/// Settles every terminal of a Stadium round.
pub(crate) fn settle_seats(round: &Round) -> Result<Settled, PlayError> {
    let seats = round
        .seats
        .iter()
        .map(|seat| settle_terminal(round, seat))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Settled {
        dealer_note: DealerNote::Stadium,
        seats,
        meters: Vec::new(),
    })
}

fn settle_terminal(round: &Round, seat: &Seat) -> Result<SeatSettlement, PlayError> {
    let r = replay(round, seat)?;
    let cards = dealer_hand(round, seat, &r)?;
    let dealer_blackjack = cards.len() == 2 && is_two_card_21(&cards);
    let dealer = Dealer {
        cards: &cards,
        blackjack: dealer_blackjack,
        total: total(&cards),
        blackjack_pays: blackjack_odds(round.house.blackjack_pays),
        surrender_loses_to_blackjack: round.house.surrender
            == Surrender::EnabledExceptDealerBlackjack,
        main: round.paytable(Bet::Main),
        rules: main_hand::STADIUM,
    };
    let mut lines = main_lines(round, seat, &r, &dealer)?;
    if r.insured {
        lines.push(insurance_line(round, seat, &dealer, &lines)?);
    }
    lines.extend(side_bet_lines(round, seat)?);
    Ok(SeatSettlement {
        seat: seat.number,
        hands: r
            .hands
            .iter()
            .map(|h| h.cards.iter().copied().collect())
            .collect(),
        doubled: r.hands.iter().map(|h| h.doubled).collect(),
        dealer_hand: Some(cards),
        replay: r.steps,
        wagers: lines,
    })
}

fn money_error(seat: u32, party: Party, bet: Bet) -> impl Fn(AmountError) -> PlayError {
    move |e| PlayError::new(wager_field(seat, party, bet), e)
}

/// Whether a pushed stake stays on the layout (R7.4 `standoff`); amounts never change.
fn stands_off(round: &Round, r: &Replay) -> bool {
    match round.house.standoff {
        Standoff::Disabled => false,
        Standoff::Always | Standoff::AlwaysPushInsurance => true,
        Standoff::WhenNotInsured => !r.insured,
    }
}

/// Every hand's main wager, the player's then the dealer's (R7.6, R7.7).
fn main_lines(
    round: &Round,
    seat: &Seat,
    r: &Replay,
    dealer: &Dealer<'_>,
) -> Result<Vec<WagerLine>, PlayError> {
    let main = seat.stake(Party::Player, Bet::Main).unwrap_or(Money::ZERO);
    let dealer_original = seat.stake(Party::Dealer, Bet::Main);
    let unsplit = r.hands.len() == 1;
    let standoff = stands_off(round, r);
    let mut lines = Vec::with_capacity(r.hands.len() * 2 + 5);
    for party in [Party::Player, Party::Dealer] {
        let err = money_error(seat.number, party, Bet::Main);
        let mut spot = Spot::default();
        for (i, h) in r.hands.iter().enumerate() {
            let (base, original) = match party {
                Party::Player => (main, main),
                Party::Dealer => (h.dealer_stake, dealer_original.unwrap_or(h.dealer_stake)),
            };
            if base == Money::ZERO {
                continue;
            }
            let stake = if h.doubled && party == Party::Player {
                base.checked_mul(2).map_err(&err)?
            } else {
                base
            };
            let facts = HandFacts {
                cards: &h.cards,
                stake,
                original,
                unsplit,
                surrendered: h.surrendered,
            };
            let mut verdict = if party == Party::Player && i == 0 && r.even_money {
                main_hand::even_money(dealer)
            } else {
                spot.settle(facts, dealer)
            };
            if party == Party::Dealer {
                verdict.rule = dealer.rules.dealer_wager;
            }
            let wager = Wager {
                bet: Bet::Main,
                hand: i + 1,
                party,
                stake,
            };
            let mut line = wager.settle(verdict, round.house.rounding).map_err(&err)?;
            line.standoff = standoff && line.result == Outcome::Push;
            lines.push(line);
        }
    }
    Ok(lines)
}

/// Insurance is half the wager and pays 2 to 1 against this terminal's dealer
/// blackjack (R7.6); under `always-push-insurance` it stays on the layout too when the
/// main wager pushed (R7.4).
fn insurance_line(
    round: &Round,
    seat: &Seat,
    dealer: &Dealer<'_>,
    lines: &[WagerLine],
) -> Result<WagerLine, PlayError> {
    let main = seat.stake(Party::Player, Bet::Main).unwrap_or(Money::ZERO);
    let mut line = Wager::side(Bet::Insurance, Party::Player, main.half_down())
        .settle(main_hand::insurance(dealer), round.house.rounding)
        .map_err(money_error(seat.number, Party::Player, Bet::Insurance))?;
    // R7.4 as amended: the mark goes only on a stake still there to keep, never on an
    // insurance stake that lost (the first rulebook marked it whatever its result).
    let kept = line.result != Outcome::Lose || round.house.edition == Edition::First;
    line.standoff = round.house.standoff == Standoff::AlwaysPushInsurance
        && kept
        && lines
            .iter()
            .any(|l| l.party == Party::Player && l.result == Outcome::Push);
    Ok(line)
}

/// Side bets settle on the first cards, before any decision (R7.8, R4.6).
fn side_bet_lines(round: &Round, seat: &Seat) -> Result<Vec<WagerLine>, PlayError> {
    let missing = |field: &str| PlayError::new(field, pitpay_language::sentence!("round-missing"));
    let seen = SideBetCards {
        first_two: [
            *round
                .shared_player
                .first()
                .ok_or_else(|| missing("cards.player"))?,
            *round
                .shared_player
                .get(1)
                .ok_or_else(|| missing("cards.player"))?,
        ],
        up: *round
            .dealer
            .first()
            .ok_or_else(|| missing("cards.dealer"))?,
        hit: None,
        dealer_blackjack: None,
        dealer: None,
    };
    let mut lines = Vec::new();
    for party in [Party::Player, Party::Dealer] {
        lines.extend(settle_plain_side_bets(round, seat, party, Some(seen))?);
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::replay::auto_stands;
    use crate::house::AutoRule;

    #[test]
    fn r7_5_auto_rules() {
        assert!(auto_stands(AutoRule::S17H12, 12, false));
        assert!(!auto_stands(AutoRule::S17H17, 12, false));
        assert!(!auto_stands(AutoRule::S18H17, 17, true));
        assert!(auto_stands(AutoRule::S17H12, 17, true));
        assert!(!auto_stands(AutoRule::S18H12, 16, true));
    }
}

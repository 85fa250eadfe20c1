//! The games and the bets each offers (ROUND-FILE.md "Bets each game offers").
//!
//! Main games whose outcome needs play are code, one module each; every two- and
//! three-card side bet is a paytable of card patterns settled by `side_bet.rs` ([`best_tier`]).

pub(crate) mod blackjack;
pub(crate) mod hand;
pub mod lucky9;
pub(crate) mod lucky_break;
pub mod main_hand;
pub(crate) mod meter;
pub(crate) mod side_bet;
pub(crate) mod stadium;

// The rules the crates above read (practice deals by them, the analysis counts by
// them), in one list: a hand's words read well without their file's name. Lucky 9's and
// the main hand's stay namespaces, as their `Value`, `Rules` and `Dealer` need them.
pub use self::{
    blackjack::blackjack_odds,
    hand::{dealer_draws, hard_total, is_two_card_21, splits, total, Total},
    lucky_break::suited_count,
    side_bet::{best_tier, seat_cards},
    stadium::replay::auto_stands,
};

use crate::bet::Game;

/// Plays and settles a round's seats by its game's rules (R2, R3, R7): the one place a
/// game's play is chosen; what a game is as data is in [`crate::spec`].
pub(crate) fn settle_seats(
    round: &crate::round::Round,
) -> Result<crate::settlement::Settled, crate::round::PlayError> {
    match round.game {
        Game::Lucky9 => lucky9::settle_seats(round),
        Game::Blackjack => blackjack::settle_seats(round),
        Game::Stadium => stadium::settle_seats(round),
    }
}

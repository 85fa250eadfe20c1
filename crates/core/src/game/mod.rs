//! The games and the bets each offers (ROUND-FILE.md "Bets each game offers").
//!
//! Main games whose outcome needs play are code, one module each; every two- and
//! three-card side bet is a paytable of card patterns settled by [`side_bet`].

pub mod blackjack;
pub mod hand;
pub mod lucky9;
pub mod lucky_break;
pub mod main_hand;
pub(crate) mod meter;
pub mod side_bet;
pub mod stadium;

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

//! The games and the bets each offers (ROUND-FILE.md "Bets each game offers").
//!
//! Main games whose outcome needs play are code, one module each; every two- and
//! three-card side bet is a paytable of card patterns settled by [`side_bet`].

pub mod blackjack;
pub mod hand;
pub mod lucky9;
pub mod lucky_break;
pub mod main_hand;
pub mod meter;
pub mod side_bet;
pub mod stadium;

pub use crate::bet::{Bet, Game};

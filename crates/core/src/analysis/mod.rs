//! Exact analysis of every paytable: the house edge, return, hit frequency and standard
//! deviation, computed by combinatorics over the finite shoe, never by simulation
//! (the rules are those of RULES.md: R1.4 for `to` and `for`, R1.6 for the
//! tier paid, R2 for Lucky 9, R4 for the three-card bets, R5, R6 for Lucky Break).
//!
//! Cards are counted as compositions with multiplicities, not one by one: a three-card
//! bet has 24,804 kinds of hand (multisets of the 52 card faces) instead of five million
//! hands from six decks, each kind weighted by how many ways the shoe can deal it.
//!
//! - `side_bet.rs` counts every pattern paytable exactly (R1.6: the first tier met pays);
//!   progressives come out as `return = a + b × meter` (R4.3).
//! - `lucky_break.rs` follows the dealer's hand, suits tracked, to its end (R6).
//! - `lucky9.rs` finds the player's best composition-dependent play of Lucky 9 (hit,
//!   stand or split, resplits included) and prices the main wager and the Tie (R2).
//! - [`main_game`] prices blackjack's and Stadium's main wager under basic strategy,
//!   from the edge engine (`pitpay-edge`).
//!
//! [`analyze`] gives the whole [`Analysis`] (the model every renderer lays out:
//! [`render::to_table`] for people, [`render::to_json`] for programs); [`quick`] gives
//! just the house edge and hit frequency, for a screen that shows every paytable.

mod figures;
pub(crate) mod lucky9;
pub(crate) mod lucky_break;
pub mod main_game;
mod render;
pub(crate) mod side_bet;

pub use self::{
    figures::{
        Analysis, AnalysisError, MeterFigures, OptionFigure, Setup, StrategyRow, TierFigures,
    },
    render::{to_json, to_table},
};

use pitpay_language::sentence;

use crate::bet::{Bet, Game};
use crate::house::{HouseKey, HouseOptions};
use crate::paytable::{Payouts, Paytable};
use crate::spec::{spec, MainEdge};

/// The two figures a list of paytables shows, and the flag an operator must see.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quick {
    /// Expected loss per unit wagered (positive favours the house).
    pub house_edge: f64,
    /// Probability that the bet wins something.
    pub hit_frequency: f64,
    /// The return exceeds 100%: the paytable would pay the player.
    pub pays_player: bool,
    /// A main game's figures, for a player of basic strategy, not a
    /// paytable's own.
    pub basic_strategy: bool,
}

/// The house edge and hit frequency of a paytable at a deck count under house options,
/// fast (a few milliseconds for a side bet, tens for Lucky 9's main game). A
/// progressive is taken at its reseed with no declared suit.
pub fn quick(table: &Paytable, decks: u8, house: &HouseOptions) -> Result<Quick, AnalysisError> {
    if let Some(game) = main_game_of(table) {
        // The main game under the table's options, played by the chart: one
        // analysis, a few tenths of a second.
        let rules = main_game::table_of(game, house, decks)?.rules();
        let a = pitpay_edge::analyze(&rules)?;
        return Ok(Quick {
            house_edge: -a.basic.ev,
            hit_frequency: a.basic.win,
            pays_player: a.basic.ev > 0.0,
            basic_strategy: true,
        });
    }
    let setup = Setup::new(decks, house.clone());
    let a = run(table, &setup, false)?;
    Ok(Quick {
        house_edge: a.house_edge,
        hit_frequency: a.hit_frequency,
        pays_player: a.pays_player(),
        basic_strategy: false,
    })
}

/// Whether a paytable would pay the player: its return at its largest deck count under
/// its game's default options, when that is over 100% (a paytable is analyzed as it
/// loads from the operator folder).
pub fn pays_player(table: &Paytable) -> Option<(u8, f64)> {
    if main_game_of(table).is_some() {
        return None; // its edge is the options', not the paytable's figures
    }
    let decks = table.decks.iter().copied().max()?;
    let game = table.home_game;
    let q = quick(table, decks, &HouseOptions::defaults(game)).ok()?;
    q.pays_player.then_some((decks, 1.0 - q.house_edge))
}

/// The whole analysis of a paytable (every tier, and for Lucky 9 the strategy chart and
/// the edge under each `nines` and `qualify` option).
pub fn analyze(table: &Paytable, setup: &Setup) -> Result<Analysis, AnalysisError> {
    run(table, setup, true)
}

fn run(table: &Paytable, setup: &Setup, full: bool) -> Result<Analysis, AnalysisError> {
    if !table.decks.contains(&setup.decks) {
        return Err(AnalysisError::Decks {
            id: table.id.clone(),
            decks: setup.decks,
            allowed: table.decks.clone(),
        });
    }
    let mut a = match &table.payouts {
        Payouts::Pattern(_) => side_bet::analyze(table, setup)?,
        Payouts::LuckyBreak(lb) => lucky_break::analyze(table, lb, setup),
        Payouts::Main { .. } if priced_by_paytable(table) && table.bet == Bet::Main => {
            lucky9::analyze_main(table, setup, full)?
        }
        Payouts::Main { .. } if table.bet == Bet::Tie => lucky9::analyze_tie(table, setup)?,
        Payouts::Main { .. } => {
            return Err(AnalysisError::ByStrategy {
                id: table.id.clone(),
                games: table.games_text(),
            })
        }
    };
    if !table.verified {
        a.notes.push(sentence!("analysis-note-unverified"));
    }
    if a.pays_player() {
        a.notes.push(sentence!(
            "analysis-note-pays-player",
            percent = format!("{:.4}", a.return_rate * 100.0)
        ));
    }
    Ok(a)
}

/// `6 or 8`, `3, 4, 5, 6, 7 or 8`, in the language it is written in (`6 或 8`).
pub fn or_list(decks: &[u8]) -> pitpay_language::Sentence {
    use pitpay_language::{sentence, Sentence};
    let words: Vec<String> = decks.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => sentence!(
            "analysis-error-decks-or",
            rest = rest.join(", "),
            last = last.as_str()
        ),
        Some((last, _)) => Sentence::from(last),
        None => Sentence::from(""),
    }
}

/// The main game whose edge a paytable's figures are: the blackjack and
/// Stadium main wagers, analysed by [`main_game`].
pub fn main_game_of(table: &Paytable) -> Option<Game> {
    let main = matches!(table.payouts, Payouts::Main { .. }) && table.bet == Bet::Main;
    Game::ALL
        .into_iter()
        .find(|g| main && table.serves(*g) && spec(*g).main_edge == MainEdge::Strategy)
}

/// Whether a main paytable's figures price every outcome of its game's fixed play
/// (Lucky 9's, R2), so the paytable itself is analysed.
fn priced_by_paytable(table: &Paytable) -> bool {
    table
        .games
        .iter()
        .any(|g| spec(*g).main_edge == MainEdge::Paytable)
}

/// The keys of house options that change the figures of a paytable; the command line
/// refuses to `--set` any other (it would change nothing).
pub fn options_that_matter(table: &Paytable) -> Vec<HouseKey> {
    use HouseKey as K;
    if let Some(game) = main_game_of(table) {
        return main_game::options_that_matter(game);
    }
    let keys: &[HouseKey] = match (&table.payouts, table.bet) {
        (Payouts::LuckyBreak(_), _) => &[K::Soft17, K::SuitedCount, K::Multiplier],
        (Payouts::Main { .. }, Bet::Tie) => &[K::Nines, K::Qualify, K::SplitOn, K::TieWins],
        (Payouts::Main { .. }, _) if priced_by_paytable(table) => {
            &[K::Nines, K::Qualify, K::SplitOn]
        }
        // A side bet on the dealer's final hand: the dealer draws under soft17.
        (Payouts::Pattern(_), _) if table.reads_dealer_hand() => &[K::Soft17],
        _ => &[],
    };
    keys.to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_lists_read_as_words() {
        assert_eq!(or_list(&[6, 8]).to_string(), "6 or 8");
        assert_eq!(or_list(&[3, 4, 5]).to_string(), "3, 4 or 5");
        assert_eq!(or_list(&[6]).to_string(), "6");
        let hant =
            pitpay_language::Words::shipped(pitpay_language::Language::parse("zh-Hant").unwrap());
        assert_eq!(or_list(&[6, 8]).in_words(&hant), "6 或 8");
    }
}

//! The names the window shows for what code and the catalog name in English: games,
//! bets, practice drills, modes and levels, each in the window's language. A side bet
//! is named by its file: `[side_bet.names]` in the language where the file gives one,
//! its English title where it gives none (an operator's file may name it in English
//! only). The program's own bets and games are the window's messages.

use pitpay_core::{Bet, Catalog, Game};
use pitpay_language::{t, Words};
use pitpay_practice::{Drill, Level, Mode};

/// A game's name: the brands stay as they are, Blackjack is translated.
pub(crate) fn game(g: Game, w: &Words) -> String {
    t!(w, "settlement-game", game = g.id())
}

/// A bet's name: the program's own from the window's messages, a side bet's from its
/// file.
pub(crate) fn bet(catalog: &Catalog, bet: Bet, w: &Words) -> String {
    match bet {
        Bet::Main | Bet::Tie | Bet::Insurance | Bet::LuckyBreak => {
            t!(w, "window-bet", bet = bet.id())
        }
        Bet::Side(_) => side_bet(catalog, bet, w).unwrap_or_else(|| catalog.bet_title(bet)),
    }
}

/// A side bet's name in the window's language, from the file that defines it.
fn side_bet(catalog: &Catalog, bet: Bet, w: &Words) -> Option<String> {
    Game::ALL.into_iter().find_map(|g| {
        let id = catalog.default_paytable(g, bet)?;
        let def = catalog.paytable(&id)?.side_bet.clone()?;
        Some(def.names.or(w.language(), &def.title).to_string())
    })
}

/// A practice drill's name (the practice crate's own words for it).
pub(crate) fn drill(d: Drill, w: &Words) -> String {
    match d {
        Drill::PayIt => t!(w, "practice-drill-pay-it"),
        Drill::SpotTheMispay => t!(w, "practice-drill-spot-the-mispay"),
        Drill::CountIt => t!(w, "practice-drill-count-it"),
    }
}

/// A practice mode's name.
pub(crate) fn mode(m: Mode, w: &Words) -> String {
    t!(w, "practice-mode", mode = m.id())
}

/// A practice level's name (the practice crate's own words for it).
pub(crate) fn level(l: Level, w: &Words) -> String {
    match l {
        Level::Easy => t!(w, "practice-level-easy"),
        Level::Standard => t!(w, "practice-level-standard"),
        Level::Hard => t!(w, "practice-level-hard"),
        Level::ChipStacks => t!(w, "practice-level-chip-stacks"),
    }
}

/// A value shown in a list by its name in the window's language: the list gives back
/// the value, whatever the language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Named<T>(pub T, pub String);

impl<T> std::fmt::Display for Named<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.1)
    }
}

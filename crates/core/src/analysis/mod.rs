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

pub(crate) mod lucky9;
pub(crate) mod lucky_break;
pub mod main_game;
pub mod render;
pub(crate) mod side_bet;

use thiserror::Error;

use crate::bet::{Bet, Game};
use crate::card::{Card, Suit};
use crate::house::{HouseKey, HouseOptions};
use crate::money::{Currency, Money};
use crate::paytable::{Payouts, Paytable};
use crate::spec::{spec, MainEdge};

/// What an analysis is asked about: the shoe, the house options and, for
/// progressives, the declared suit and the meter.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    /// Deck count (one the paytable allows, R1.2).
    pub decks: u8,
    /// The house options in force (R2.3 `nines`, R2.4 `qualify`, R6 `soft17` …).
    pub house: HouseOptions,
    /// The table's declared suit (R4.3); without one a declared-suit tier cannot hit.
    pub declared_suit: Option<Suit>,
    /// The meter as shown at the hit (R4.3); `None` means the paytable's reseed.
    pub meter: Option<Money>,
}

impl Setup {
    /// A setup with no declared suit and the meter at its reseed.
    pub fn new(decks: u8, house: HouseOptions) -> Setup {
        Setup {
            decks,
            house,
            declared_suit: None,
            meter: None,
        }
    }
}

/// Why a paytable or a main game could not be analyzed as asked: each case says what to
/// change (the decks, the paytable, an option, the rounds asked for).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AnalysisError {
    /// The deck count is not one the paytable may be dealt from (R1.2).
    #[error("{id} is dealt from {allowed} decks, not {decks} (R1.2)")]
    Decks {
        /// The paytable.
        id: String,
        /// The deck count asked for.
        decks: u8,
        /// The deck counts it allows, in words.
        allowed: String,
    },
    /// A main paytable whose edge is its game's under basic strategy: analyse the game.
    #[error(
        "{id} is the {games} main wager: its edge is the main game's under the table's \
         options, by basic strategy; `pitpay analyze {id}` prints the chart and what each \
         option costs"
    )]
    ByStrategy {
        /// The paytable.
        id: String,
        /// Its games, in words.
        games: String,
    },
    /// A game whose main wager its paytable prices (Lucky 9, R2): analyse the paytable.
    #[error("{}'s main game is analysed with its paytable", .0.title())]
    ByPaytable(Game),
    /// A main paytable without a pay its game's analysis prices.
    #[error("{id} has no \"{pay}\" pay")]
    MissingPay {
        /// The paytable.
        id: String,
        /// The pay's key.
        pay: &'static str,
    },
    /// A hand asked about that the shoe cannot deal (R1.2).
    #[error("{decks} decks hold too few cards for {card}")]
    TooFewCards {
        /// The deck count.
        decks: u8,
        /// The card there are too few of.
        card: Card,
    },
    /// A meter given for a paytable with no tier paid from one (R4.3).
    #[error("{0} has no tier paid from a meter, so a meter does not apply")]
    NoMeter(String),
    /// A meter below the paytable's reseed (R4.3).
    #[error("the meter {} is below {id}'s reseed {} (R4.3)", .currency.format(*.meter), .currency.format(*.reseed))]
    BelowReseed {
        /// The meter given.
        meter: Money,
        /// The paytable.
        id: String,
        /// Its reseed.
        reseed: Money,
        /// The paytable's currency.
        currency: Currency,
    },
    /// An option value the edge engine does not price for this game's main wager.
    #[error("{key} = {value} is not an option of the {} main game", .game.title())]
    NotPriced {
        /// The option.
        key: HouseKey,
        /// Its value, as a round file writes it.
        value: String,
        /// The game.
        game: Game,
    },
    /// Rules outside the edge engine's ranges (decks, hands).
    #[error(transparent)]
    Rules(#[from] pitpay_edge::RulesError),
    /// A simulation of too few or too many rounds.
    #[error("cannot simulate {rounds} rounds: give 1000 to {most} rounds")]
    Rounds {
        /// The rounds asked for.
        rounds: u64,
        /// The most that are run.
        most: u64,
    },
    /// A worker of the analysis or of the simulation stopped without its result.
    #[error("the {0} stopped unexpectedly")]
    Stopped(&'static str),
    /// The shipped tables an analysis rests on are not as this build made them.
    #[error("{0}")]
    Build(&'static str),
}

/// One line of the results: a tier of a pattern paytable, a Lucky Break outcome, an
/// outcome of a Lucky 9 round.
#[derive(Debug, Clone, PartialEq)]
pub struct TierFigures {
    /// As posted: "Mini Royal", "Bust 26, 5+ suited", "Lucky 9 wins".
    pub name: String,
    /// How many hands of the model make it, where the model counts hands.
    pub combinations: Option<u128>,
    /// Its probability.
    pub probability: f64,
    /// What it pays as posted: `100 to 1`, `£10,000`, `100% of meter`.
    pub pays: String,
    /// What it wins in units of the stake, in the paytable's convention (R1.4): `X/Y`
    /// for `X to Y` and `X for Y`, an amount or meter share over the stake; the net
    /// result (−1 for a loss) on the outcome lines of a main game.
    pub win: f64,
    /// `probability × win`.
    pub contribution: f64,
}

impl TierFigures {
    /// "1 in N": how many rounds per hit on average; `None` when it cannot happen.
    pub fn one_in(&self) -> Option<f64> {
        (self.probability > 0.0).then(|| 1.0 / self.probability)
    }
}

/// A progressive's return as a function of its meter (R4.3): `return = a + b × meter`.
#[derive(Debug, Clone, PartialEq)]
pub struct MeterFigures {
    /// The currency the meter is in.
    pub currency: Currency,
    /// The stake the figures are per (the fixed stake, R1.3).
    pub stake: Money,
    /// `a`: the return with the meter at zero.
    pub base: f64,
    /// `b`: the return added by each whole unit (dollar, pound) on the meter.
    pub per_unit: f64,
    /// The meter at which the return is 100%, rounded up to the cent; `None` when the
    /// return exceeds 100% with an empty meter.
    pub break_even: Option<Money>,
    /// The meter the other figures are computed at.
    pub meter: Money,
    /// The paytable's reseed (the lowest meter there can be).
    pub reseed: Money,
}

/// One row of the Lucky 9 strategy chart: the player's first two cards and the best
/// play against each dealer up card.
#[derive(Debug, Clone, PartialEq)]
pub struct StrategyRow {
    /// The two cards by point value: `A-8`, `10-10` (ten-value cards are `10`).
    pub hand: String,
    /// One cell per up card A, 2 … 9, 10: `hit`, `stand` or `split`; a cell holding two
    /// plays (`split/stand`) means the first when the up card is of another rank
    /// than the pair and the second when it is of the same rank.
    pub plays: Vec<String>,
}

/// A figure under another value of a house option (the Tie under each `tie_wins`,
/// Lucky 9 under each `nines` and `qualify`).
#[derive(Debug, Clone, PartialEq)]
pub struct OptionFigure {
    /// The options, as `(key, value)`.
    pub options: Vec<(HouseKey, String)>,
    /// The house edge under them.
    pub house_edge: f64,
}

/// Everything the analysis of one paytable finds: one model that the table for people,
/// the JSON and the Paytables screen all lay out.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// Paytable id.
    pub paytable: String,
    /// Its name as posted.
    pub name: String,
    /// Its fingerprint.
    pub fingerprint: String,
    /// The bet.
    pub bet: Bet,
    /// Deck count.
    pub decks: u8,
    /// The model in one sentence: which cards, drawn how.
    pub model: String,
    /// The house options that change these figures, as `(key, value)`.
    pub options: Vec<(HouseKey, String)>,
    /// The declared suit used, when the paytable has a declared-suit tier.
    pub declared_suit: Option<Suit>,
    /// How many hands the model counts, where it counts hands.
    pub combinations: Option<u128>,
    /// Expected loss per unit wagered, as a fraction (positive favours the house).
    pub house_edge: f64,
    /// Expected return per unit wagered (1 − house edge).
    pub return_rate: f64,
    /// Probability that the bet wins something.
    pub hit_frequency: f64,
    /// Standard deviation of the result per unit wagered.
    pub std_dev: f64,
    /// The lines of the result, highest first.
    pub tiers: Vec<TierFigures>,
    /// A progressive's return against its meter.
    pub progressive: Option<MeterFigures>,
    /// Lucky 9: the best play for each first two cards against each up card.
    pub strategy: Vec<StrategyRow>,
    /// The same figure under other values of the house options.
    pub by_option: Vec<OptionFigure>,
    /// Lucky Break: the probability the dealer busts with 3, 4 … cards.
    pub dealer_busts: Vec<(usize, f64)>,
    /// Remarks for people (tiers the shoe cannot produce, an unverified paytable).
    pub notes: Vec<String>,
}

impl Analysis {
    /// Whether the paytable returns more than it takes: it would pay the player.
    pub(crate) fn pays_player(&self) -> bool {
        self.return_rate > 1.0
    }
}

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
            allowed: or_list(&table.decks),
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
        a.notes
            .push(crate::paytable::UNVERIFIED_WARNING.to_string());
    }
    if a.pays_player() {
        a.notes.push(format!(
            "the return is {:.4}%: this paytable pays the player more than it takes",
            a.return_rate * 100.0
        ));
    }
    Ok(a)
}

/// `6 or 8`, `3, 4, 5, 6, 7 or 8`.
pub fn or_list(decks: &[u8]) -> String {
    let words: Vec<String> = decks.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
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

/// The outcome lines of a bet, folded into the summary figures. Each line is a
/// probability and the result per unit staked net of the stake; what is left of the
/// probability loses the stake.
pub(crate) struct Moments {
    /// Expected net result per unit.
    pub mean: f64,
    /// Expected square of the net result.
    pub square: f64,
    /// Probability of a win (a net above zero, or any tier paid).
    pub hits: f64,
}

impl Moments {
    /// Summary figures from `(probability, net)` lines for winning outcomes and the
    /// probability of each; whatever probability is left over loses 1.
    pub(crate) fn of_hits(lines: impl IntoIterator<Item = (f64, f64)>) -> Moments {
        let (mut mean, mut square, mut hits) = (0.0, 0.0, 0.0);
        for (p, net) in lines {
            mean += p * net;
            square += p * net * net;
            hits += p;
        }
        let lose = (1.0 - hits).max(0.0);
        Moments {
            mean: mean - lose,
            square: square + lose,
            hits,
        }
    }

    /// The standard deviation.
    pub(crate) fn std_dev(&self) -> f64 {
        (self.square - self.mean * self.mean).max(0.0).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_lists_read_as_words() {
        assert_eq!(or_list(&[6, 8]), "6 or 8");
        assert_eq!(or_list(&[3, 4, 5]), "3, 4 or 5");
        assert_eq!(or_list(&[6]), "6");
    }

    #[test]
    fn moments_of_an_even_money_bet() {
        let m = Moments::of_hits([(0.5, 1.0)]);
        assert!((m.mean).abs() < 1e-15);
        assert!((m.std_dev() - 1.0).abs() < 1e-15);
        assert!((m.hits - 0.5).abs() < 1e-15);
    }
}

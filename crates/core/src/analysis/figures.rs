//! What an analysis is asked and what it finds, as values: the setup (the shoe, the
//! house options, a progressive's declared suit and meter), every figure of the one model
//! each renderer lays out (tiers, meters, the strategy chart, the edge under other
//! options), the moments the figures are folded from, and why an analysis is refused.
//! The analyses (`side_bet.rs`, `lucky_break.rs`, `lucky9.rs`, `main_game.rs`) fill them
//! in; `render.rs` lays them out.

use pitpay_language::{sentence, Sentence};
use thiserror::Error;

use crate::bet::{Bet, Game};
use crate::card::{Card, Suit};
use crate::house::{HouseKey, HouseOptions};
use crate::money::{Currency, Money};

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
    Decks {
        /// The paytable.
        id: String,
        /// The deck count asked for.
        decks: u8,
        /// The deck counts it allows.
        allowed: Vec<u8>,
    },
    /// A main paytable whose edge is its game's under basic strategy: analyse the game.
    ByStrategy {
        /// The paytable.
        id: String,
        /// Its games, in words.
        games: String,
    },
    /// A game whose main wager its paytable prices (Lucky 9, R2): analyse the paytable.
    ByPaytable(Game),
    /// A main paytable without a pay its game's analysis prices.
    MissingPay {
        /// The paytable.
        id: String,
        /// The pay's key.
        pay: &'static str,
    },
    /// A hand asked about that the shoe cannot deal (R1.2).
    TooFewCards {
        /// The deck count.
        decks: u8,
        /// The card there are too few of.
        card: Card,
    },
    /// A meter given for a paytable with no tier paid from one (R4.3).
    NoMeter(String),
    /// A meter below the paytable's reseed (R4.3).
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
    NotPriced {
        /// The option.
        key: HouseKey,
        /// Its value, as a round file writes it.
        value: String,
        /// The game.
        game: Game,
    },
    /// Rules outside the edge engine's ranges (decks, hands).
    Rules(#[from] pitpay_edge::RulesError),
    /// A simulation of too few or too many rounds.
    Rounds {
        /// The rounds asked for.
        rounds: u64,
        /// The most that are run.
        most: u64,
    },
    /// A worker of the analysis or of the simulation stopped without its result.
    Stopped(&'static str),
    /// The shipped tables an analysis rests on are not as this build made them.
    Build(&'static str),
}

pitpay_language::english_display!(AnalysisError);

/// Why an analysis was refused, in any language.
impl From<&AnalysisError> for Sentence {
    fn from(e: &AnalysisError) -> Sentence {
        match e {
            AnalysisError::Decks { id, decks, allowed } => sentence!(
                "analysis-error-decks",
                id = id,
                allowed = super::or_list(allowed),
                decks = decks.to_string()
            ),
            AnalysisError::ByStrategy { id, games } => {
                sentence!("analysis-error-by-strategy", id = id, games = games)
            }
            AnalysisError::ByPaytable(g) => {
                sentence!("analysis-error-by-paytable", game = game_words(*g))
            }
            AnalysisError::MissingPay { id, pay } => {
                sentence!("analysis-error-missing-pay", id = id, pay = *pay)
            }
            AnalysisError::TooFewCards { decks, card } => sentence!(
                "analysis-error-too-few-cards",
                decks = decks.to_string(),
                card = card.to_string()
            ),
            AnalysisError::NoMeter(id) => sentence!("analysis-error-no-meter", id = id),
            AnalysisError::BelowReseed {
                meter,
                id,
                reseed,
                currency,
            } => sentence!(
                "analysis-error-below-reseed",
                meter = currency.format(*meter),
                id = id,
                reseed = currency.format(*reseed)
            ),
            AnalysisError::NotPriced { key, value, game } => sentence!(
                "analysis-error-not-priced",
                key = key.to_string(),
                value = value,
                game = game_words(*game)
            ),
            AnalysisError::Rules(r) => rules_sentence(r),
            AnalysisError::Rounds { rounds, most } => sentence!(
                "analysis-error-rounds",
                rounds = rounds.to_string(),
                most = most.to_string()
            ),
            AnalysisError::Stopped(what) => sentence!("analysis-error-stopped", what = *what),
            AnalysisError::Build(what) => Sentence::from(*what),
        }
    }
}

/// A game's name, as a settlement names it (its English title).
fn game_words(g: Game) -> Sentence {
    sentence!("settlement-game", game = g.id())
}

/// The edge engine's refusal of its rules (the engine has no words of its own).
fn rules_sentence(r: &pitpay_edge::RulesError) -> Sentence {
    use pitpay_edge::RulesError;
    match r {
        RulesError::Decks(n) => sentence!("analysis-error-rules-decks", got = n.to_string()),
        RulesError::MaxHands(n) => {
            sentence!("analysis-error-rules-max-hands", got = n.to_string())
        }
        RulesError::StadiumDecks(n) => {
            sentence!("analysis-error-rules-stadium-decks", got = n.to_string())
        }
        RulesError::StadiumMaxHands(n) => {
            sentence!(
                "analysis-error-rules-stadium-max-hands",
                got = n.to_string()
            )
        }
    }
}

/// One line of the results: a tier of a pattern paytable, a Lucky Break outcome, an
/// outcome of a Lucky 9 round.
#[derive(Debug, Clone, PartialEq)]
pub struct TierFigures {
    /// As posted: "Mini Royal", "Bust 26, 5+ suited", "Lucky 9 wins" (a side bet's
    /// tier by its file's `[names]` in the reader's language; `--json` reads English).
    pub name: Sentence,
    /// How many hands of the model make it, where the model counts hands.
    pub combinations: Option<u128>,
    /// Its probability.
    pub probability: f64,
    /// What it pays as posted: `100 to 1`, `£10,000`, `100% of meter`.
    pub pays: Sentence,
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
    /// Its name in other languages (`[names]`).
    pub names: pitpay_language::Names,
    /// Its fingerprint.
    pub fingerprint: String,
    /// The bet.
    pub bet: Bet,
    /// Deck count.
    pub decks: u8,
    /// The model in one sentence: which cards, drawn how.
    pub model: Sentence,
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
    pub notes: Vec<Sentence>,
}

impl Analysis {
    /// Whether the paytable returns more than it takes: it would pay the player.
    pub(crate) fn pays_player(&self) -> bool {
        self.return_rate > 1.0
    }
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
    fn moments_of_an_even_money_bet() {
        let m = Moments::of_hits([(0.5, 1.0)]);
        assert!((m.mean).abs() < 1e-15);
        assert!((m.std_dev() - 1.0).abs() < 1e-15);
        assert!((m.hits - 0.5).abs() < 1e-15);
    }
}

//! Lucky 9's analyses as reported (R2.2-R2.6): the main wager's figures and chart under
//! the options in force, beside every other value of the options that matter, and the
//! Tie's, each solved by the best play of `solve.rs`.

use crate::analysis::figures::{
    Analysis, AnalysisError, Moments, OptionFigure, Setup, TierFigures,
};
use crate::count::shoe;
use crate::house::{HouseKey, HouseOptions, Nines, Qualify, SplitOn, TieWins};
use crate::money::{Convention, Odds};
use crate::paytable::Paytable;
use pitpay_language::{sentence, Sentence};

use super::solve::{main_odds, solve, Means, Stats, Tables, WithTie};

fn options_text(house: &HouseOptions) -> Vec<(HouseKey, String)> {
    vec![
        (HouseKey::Nines, house.nines.to_string()),
        (HouseKey::Qualify, house.qualify.to_string()),
        (HouseKey::SplitOn, house.split_on.to_string()),
    ]
}

/// The model, for the main wager or (`tie`) the Tie that follows hand 1.
fn model(decks: u8, tie: bool) -> Sentence {
    sentence!(
        "analysis-model-lucky9",
        shoe = shoe(decks),
        tie = if tie { "yes" } else { "no" }
    )
}

/// An outcome of a Lucky 9 round, as the results name it.
fn outcome(id: &'static str) -> Sentence {
    sentence!("analysis-outcome-lucky9", outcome = id)
}

/// The house edge under every `nines`, `qualify` and `split_on`: for each `split_on`,
/// the four `nines` × `qualify` sets solved in one walk.
fn every_option(
    table: &Paytable,
    house: &HouseOptions,
    decks: u8,
) -> Result<Vec<OptionFigure>, AnalysisError> {
    let mut out = Vec::new();
    for split_on in SplitOn::ALL {
        let mut sets = Vec::new();
        for nines in Nines::ALL {
            for qualify in Qualify::ALL {
                let mut h = house.clone();
                h.nines = nines;
                h.qualify = qualify;
                h.split_on = split_on;
                sets.push(h);
            }
        }
        let tables: Vec<Tables> = sets
            .iter()
            .map(|h| Tables::new(h, table))
            .collect::<Result<_, _>>()?;
        let tables: [Tables; 4] = tables
            .try_into()
            .map_err(|_| AnalysisError::Build("Lucky 9 has two nines and two qualify options"))?;
        let means = solve::<Means<4>>(&tables, decks, split_on, false).stats;
        for (h, m) in sets.iter().zip(means.0) {
            out.push(OptionFigure {
                options: options_text(h),
                house_edge: -m,
            });
        }
    }
    Ok(out)
}

/// The full analysis of the Lucky 9 main wager. With `by_option`, also the house edge
/// under every value of `nines`, `qualify` and `split_on`.
pub(crate) fn analyze_main(
    table: &Paytable,
    setup: &Setup,
    by_option: bool,
) -> Result<Analysis, AnalysisError> {
    let house = &setup.house;
    let t = Tables::new(house, table)?;
    let sol = solve::<Stats>(&t, setup.decks, house.split_on, false);
    let s = sol.stats;
    let odds = |k: &'static str| main_odds(table, k).map(Odds::sentence);
    let each_hand = || sentence!("analysis-pays-each-hand");
    let line = |name: &'static str, p: f64, pays: Sentence, win: f64| TierFigures {
        name: outcome(name),
        combinations: None,
        probability: p,
        pays,
        win,
        contribution: p * win,
    };
    let per = |sum: f64, p: f64| if p > 0.0 { sum / p } else { 0.0 };
    let tiers = vec![
        line("lucky-nine-wins", s.lucky, odds("lucky-nine")?, t.lucky),
        line("wins", s.win, odds("win")?, t.win),
        line("pushes", s.push, sentence!("analysis-pays-stake-back"), 0.0),
        line("loses", s.lose, sentence!("analysis-pays-loses"), -1.0),
        line(
            "split-net-win",
            s.split_gain,
            each_hand(),
            per(s.split_gain_net, s.split_gain),
        ),
        line("split-even", s.split_even, each_hand(), 0.0),
        line(
            "split-net-loss",
            s.split_loss,
            each_hand(),
            per(s.split_loss_net, s.split_loss),
        ),
    ];
    let mut options = Vec::new();
    if by_option {
        options = every_option(table, house, setup.decks)?;
    }
    Ok(Analysis {
        paytable: table.id.clone(),
        name: table.name.clone(),
        names: table.names.clone(),
        fingerprint: table.fingerprint.clone(),
        bet: table.bet,
        decks: setup.decks,
        model: model(setup.decks, false),
        options: options_text(house),
        declared_suit: None,
        combinations: None,
        house_edge: -s.mean,
        return_rate: 1.0 + s.mean,
        hit_frequency: s.lucky + s.win + s.split_gain,
        std_dev: (s.square - s.mean * s.mean).max(0.0).sqrt(),
        tiers,
        progressive: None,
        strategy: sol.rows,
        by_option: options,
        dealer_busts: Vec::new(),
        notes: Vec::new(),
    })
}

/// The shipped `lucky9-main` paytable, read once.
fn shipped_main() -> Option<&'static Paytable> {
    static MAIN: std::sync::OnceLock<Option<Paytable>> = std::sync::OnceLock::new();
    MAIN.get_or_init(|| {
        let (name, text) = crate::catalog::SHIPPED
            .iter()
            .find(|(name, _)| *name == "lucky9-main.toml")?;
        match crate::paytable::load_file(name, text).ok()? {
            crate::paytable::TableFile::Paytable(p) => Some(*p),
            crate::paytable::TableFile::HouseRules(_) => None,
        }
    })
    .as_ref()
}

/// The full analysis of the Lucky 9 Tie (R2.6) on hand 1, the player playing the main
/// wager as well as it can be played (at the shipped `lucky9-main` pays); with its edge
/// under each `tie_wins`.
pub(crate) fn analyze_tie(table: &Paytable, setup: &Setup) -> Result<Analysis, AnalysisError> {
    let house = &setup.house;
    let tie_odds = main_odds(table, "tie")?;
    let main_table =
        shipped_main().ok_or(AnalysisError::Build("the Lucky 9 main paytable is missing"))?;
    let t = Tables::new(house, main_table)?;
    let s = solve::<WithTie>(&t, setup.decks, house.split_on, true).stats;
    let win = f64::from(tie_odds.numerator) / f64::from(tie_odds.denominator);
    let stake_back = if tie_odds.convention == Convention::To {
        1.0
    } else {
        0.0
    };
    let p_of = |w: TieWins| match w {
        TieWins::MainPushes => s.tie[0],
        TieWins::EqualTotals => s.tie[1],
    };
    let edge_of = |p: f64| -Moments::of_hits([(p, win + stake_back - 1.0)]).mean;
    let p = p_of(house.tie_wins);
    let moments = Moments::of_hits([(p, win + stake_back - 1.0)]);
    let mut options = options_text(house);
    options.push((HouseKey::TieWins, house.tie_wins.to_string()));
    let by_option = TieWins::ALL
        .iter()
        .map(|&w| OptionFigure {
            options: vec![(HouseKey::TieWins, w.to_string())],
            house_edge: edge_of(p_of(w)),
        })
        .collect();
    Ok(Analysis {
        paytable: table.id.clone(),
        name: table.name.clone(),
        names: table.names.clone(),
        fingerprint: table.fingerprint.clone(),
        bet: table.bet,
        decks: setup.decks,
        model: model(setup.decks, true),
        options,
        declared_suit: None,
        combinations: None,
        house_edge: -moments.mean,
        return_rate: 1.0 + moments.mean,
        hit_frequency: moments.hits,
        std_dev: moments.std_dev(),
        tiers: vec![TierFigures {
            name: outcome("tie-wins"),
            combinations: None,
            probability: p,
            pays: tie_odds.sentence(),
            win,
            contribution: p * win,
        }],
        progressive: None,
        strategy: Vec::new(),
        by_option,
        dealer_busts: Vec::new(),
        notes: Vec::new(),
    })
}

//! The house edge of the main games: the blackjack main wager under R3's house
//! options and Stadium Blackjack's under R7's, by exact combinatorial analysis off a full
//! shoe, computed by the workspace crate `pitpay-edge` (its NOTES.md gives the method,
//! every approximation and the published figures it reproduces).
//!
//! This module maps a table's house options (as a round file writes them) to that crate's
//! rules, refusing what the analysis cannot price, and gathers what `pitpay analyze
//! blackjack-main` / `stadium-main` print: the edge under basic strategy and under
//! composition-dependent play, the win, push and loss chances, the standard deviation,
//! the basic strategy chart, a rule-cost table against the table's own options, insurance
//! by deck count, and for Stadium the edge of a terminal that always times out under each
//! of R7.5's auto-rules.
//!
//! Probabilities and expectations are floats here (no money is paid from them).

use std::fmt::Write as _;

use pitpay_edge as edge;
use pitpay_edge::{StadiumDouble, StadiumRules, StadiumSurrender};
use pitpay_language::{pad, pad_start, t, Words};

use crate::bet::Game;
use crate::house::{self, AutoRule, HouseKey, HouseOptions};
use crate::spec::{spec, Layout, MainEdge};

use super::figures::AnalysisError;

/// The house options the edge engine prices (R3.1, R7.4, R7.5). The rest of a game's
/// options (rounding, standoff, wagers for the dealer, Lucky Break's) do not change the
/// main wager's edge.
const PRICED: &[HouseKey] = &[
    HouseKey::BlackjackPays,
    HouseKey::Soft17,
    HouseKey::Peek,
    HouseKey::DoubleOn,
    HouseKey::DoubleAfterSplit,
    HouseKey::MaxHands,
    HouseKey::Surrender,
    HouseKey::AutoRule,
];

/// The house options that change a main game's edge: the game's own keys that the
/// engine prices, in the order the game lists them (and the rule-cost table too).
pub(crate) fn options_that_matter(game: Game) -> Vec<HouseKey> {
    let spec = spec(game);
    if spec.main_edge == MainEdge::Paytable {
        return Vec::new(); // analysed with its paytable, not here
    }
    spec.house_keys
        .iter()
        .copied()
        .filter(|k| PRICED.contains(k))
        .collect()
}

/// A main game as the analysis takes it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Table {
    /// Blackjack (R3).
    Blackjack(edge::Rules),
    /// Stadium Blackjack (R7), and the auto-rule its terminals use on a timeout.
    Stadium(StadiumRules, AutoRule),
}

impl Table {
    /// The rules the edge engine plays.
    pub(crate) fn rules(&self) -> edge::Rules {
        match self {
            Table::Blackjack(r) => *r,
            Table::Stadium(s, _) => s.to_rules(),
        }
    }
}

/// The table of a game's main wager with these options and decks; an option the
/// analysis cannot price is refused, naming it.
pub(crate) fn table_of(
    game: Game,
    house: &HouseOptions,
    decks: u8,
) -> Result<Table, AnalysisError> {
    let pays = match house.blackjack_pays {
        house::BlackjackPays::ThreeToTwo => edge::BlackjackPays::ThreeToTwo,
        house::BlackjackPays::SixToFive => edge::BlackjackPays::SixToFive,
    };
    let soft17 = match house.soft17 {
        house::Soft17::Stand => edge::Soft17::Stand,
        house::Soft17::Hit => edge::Soft17::Hit,
    };
    let refuse = |key: HouseKey| AnalysisError::NotPriced {
        key,
        value: house.value_text(key),
        game,
    };
    let spec = spec(game);
    match (spec.main_edge, spec.layout) {
        (MainEdge::Paytable, _) => Err(AnalysisError::ByPaytable(game)),
        (MainEdge::Strategy, Layout::Hands) => {
            let rules = edge::Rules {
                decks: u32::from(decks),
                blackjack_pays: pays,
                soft17,
                hole_card: match house.peek {
                    house::Peek::Yes => edge::HoleCard::Peek,
                    house::Peek::No => edge::HoleCard::NoPeekOriginalBets,
                },
                double_on: match house.double_on {
                    house::DoubleOn::AnyTwo => edge::DoubleOn::AnyTwo,
                    house::DoubleOn::NineToEleven => edge::DoubleOn::NineToEleven,
                    house::DoubleOn::TenToEleven => edge::DoubleOn::TenToEleven,
                    house::DoubleOn::TwoToTwenty => return Err(refuse(HouseKey::DoubleOn)),
                },
                double_after_split: house.double_after_split,
                max_hands: house.max_hands,
                surrender: match house.surrender {
                    house::Surrender::Late => edge::Surrender::Late,
                    house::Surrender::None => edge::Surrender::None,
                    _ => return Err(refuse(HouseKey::Surrender)),
                },
                resplit_aces: false,
                hit_split_aces: false,
            };
            rules.validate()?;
            Ok(Table::Blackjack(rules))
        }
        (MainEdge::Strategy, Layout::Community) => {
            let rules = StadiumRules {
                decks: u32::from(decks),
                blackjack_pays: pays,
                soft17,
                double_on: match house.double_on {
                    house::DoubleOn::TwoToTwenty => StadiumDouble::TwoToTwenty,
                    house::DoubleOn::TenToEleven => StadiumDouble::TenToEleven,
                    _ => return Err(refuse(HouseKey::DoubleOn)),
                },
                double_after_split: house.double_after_split,
                max_hands: house.max_hands,
                surrender: match house.surrender {
                    house::Surrender::Disabled => StadiumSurrender::Disabled,
                    house::Surrender::Enabled => StadiumSurrender::Enabled,
                    house::Surrender::EnabledExceptDealerBlackjack => {
                        StadiumSurrender::EnabledExceptDealerBlackjack
                    }
                    _ => return Err(refuse(HouseKey::Surrender)),
                },
            };
            rules.validate()?;
            Ok(Table::Stadium(rules, house.auto_rule))
        }
    }
}

/// One line of the rule-cost table: an option changed from the table's own, and the
/// change in the house edge it makes, in percentage points (positive: the house gains).
#[derive(Debug, Clone, PartialEq)]
pub struct RuleCost {
    /// The option as a round file writes it: `soft17 = hit`.
    pub change: String,
    /// The change in the house edge under basic strategy.
    pub basic_points: f64,
    /// The change under composition-dependent play.
    pub composition_points: f64,
}

/// Everything `analyze` prints about a main game.
#[derive(Debug, Clone)]
pub struct MainGame {
    /// The game.
    pub game: Game,
    /// The deck count.
    pub decks: u8,
    /// The options that matter, as `(key, value)` in force.
    pub options: Vec<(HouseKey, String)>,
    /// The whole analysis of the table as set.
    pub analysis: edge::Analysis,
    /// Each option changed in turn, against the table as set.
    pub costs: Vec<RuleCost>,
    /// Insurance's own return by deck count (R3.1: 2 to 1), for the decks the game deals.
    pub insurance: Vec<(u8, f64)>,
    /// Stadium: a terminal that always times out, under each auto-rule (R7.5), and the
    /// table's own auto-rule.
    pub timeouts: Vec<(AutoRule, edge::Figures)>,
    /// Stadium: the table's auto-rule.
    pub auto_rule: Option<AutoRule>,
    /// Simulations asked for: what was simulated, the analytic return and the result.
    pub simulations: Vec<Simulated>,
}

/// A simulation that checks an analytic figure.
#[derive(Debug, Clone)]
pub struct Simulated {
    /// What the player did: "basic strategy", "timeout s17-h12".
    pub play: String,
    /// The analysis' expected return per initial unit.
    pub analytic: f64,
    /// The simulation.
    pub result: edge::SimResult,
}

impl Simulated {
    /// How many standard errors the simulation is from the analysis.
    pub(crate) fn z(&self) -> f64 {
        (self.result.mean - self.analytic) / self.result.se
    }
}

/// The most rounds `--simulate` runs: 10^9 (about two minutes on one core).
pub(crate) const MAX_SIMULATED: u64 = 1_000_000_000;

/// Simulates the table's basic strategy and, at Stadium, a terminal that always times out
/// under the table's auto-rule, `rounds` rounds each (R7.2-R7.3: each terminal takes a
/// prefix of the community cards, its dealer the next unused ones), one thread each.
pub fn simulate(m: &mut MainGame, rounds: u64) -> Result<(), AnalysisError> {
    if !(1_000..=MAX_SIMULATED).contains(&rounds) {
        return Err(AnalysisError::Rounds {
            rounds,
            most: MAX_SIMULATED,
        });
    }
    let rules = m.analysis.rules;
    let chart = m.analysis.chart.clone();
    let own = m.auto_rule.map(|a| (a, edge_auto_rule(a)));
    let (basic, timeout) = std::thread::scope(|s| {
        let basic = s.spawn(|| edge::simulate(&rules, edge::SimPlay::Chart(&chart), rounds, 1));
        let timeout = own.as_ref().map(|(a, table)| {
            let a = *a;
            (
                a,
                s.spawn(move || edge::simulate(&rules, edge::SimPlay::HitStand(*table), rounds, 2)),
            )
        });
        (
            basic.join().ok(),
            timeout.and_then(|(a, h)| h.join().ok().map(|r| (a, r))),
        )
    });
    let basic = basic.ok_or(AnalysisError::Stopped("simulation"))??;
    let timeout = timeout.map(|(a, r)| r.map(|r| (a, r))).transpose()?;
    m.simulations.push(Simulated {
        play: "basic strategy".into(),
        analytic: m.analysis.basic.ev,
        result: basic,
    });
    if let Some((a, result)) = timeout {
        let analytic = m
            .timeouts
            .iter()
            .find(|(r, _)| *r == a)
            .map_or(0.0, |(_, f)| f.ev);
        m.simulations.push(Simulated {
            play: format!("timeout {}", a.id()),
            analytic,
            result,
        });
    }
    Ok(())
}

/// The analysis of a main game with these options (the house options of `game`, each
/// checked as a round file's are) and decks.
pub fn analyze(game: Game, house: &HouseOptions, decks: u8) -> Result<MainGame, AnalysisError> {
    let table = table_of(game, house, decks)?;
    let rules = table.rules();
    let variants = variants(game, house, decks);
    // The table and its variants are independent analyses. They run on as many workers
    // as the machine has cores (at most four), each worker taking every n-th one in
    // turn: a worker's analyses of one shoe share its dealer distributions.
    let mut jobs: Vec<(String, edge::Rules)> = vec![(String::new(), rules)];
    jobs.extend(variants);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
    type Done = (usize, String, Result<edge::Analysis, edge::RulesError>);
    let mut done: Vec<Done> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let mine: Vec<(usize, &(String, edge::Rules))> =
                    jobs.iter().enumerate().skip(w).step_by(workers).collect();
                s.spawn(move || {
                    mine.into_iter()
                        .map(|(i, (label, r))| (i, label.clone(), edge::analyze(r)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .filter_map(|h| h.join().ok())
            .flatten()
            .collect()
    });
    done.sort_by_key(|(i, _, _)| *i);
    let mut done = done.into_iter();
    let analysis = done.next().filter(|(i, _, _)| *i == 0).map(|(_, _, a)| a);
    let analysis = analysis.ok_or(AnalysisError::Stopped("analysis"))??;
    // Each variant passed `table_of`, as the table did: none is refused here.
    let costs = done
        .filter_map(|(_, change, a)| {
            let a = a.ok()?;
            Some(RuleCost {
                change,
                basic_points: 100.0 * (analysis.basic.ev - a.basic.ev),
                composition_points: 100.0 * (analysis.composition.ev - a.composition.ev),
            })
        })
        .collect();
    let insurance = spec(game)
        .decks
        .iter()
        .copied()
        .map(|d| Ok((d, edge::insurance_ev(u32::from(d))?)))
        .collect::<Result<_, edge::RulesError>>()?;
    let (timeouts, auto_rule) = match table {
        Table::Stadium(_, own) => {
            let all = AutoRule::ALL
                .iter()
                .map(|a| Ok((*a, edge::analyze_hit_stand(&rules, edge_auto_rule(*a))?)))
                .collect::<Result<_, edge::RulesError>>()?;
            (all, Some(own))
        }
        Table::Blackjack(_) => (Vec::new(), None),
    };
    let options = options_that_matter(game)
        .iter()
        .map(|k| (*k, house.value_text(*k)))
        .collect();
    Ok(MainGame {
        game,
        decks,
        options,
        analysis,
        costs,
        insurance,
        timeouts,
        auto_rule,
        simulations: Vec::new(),
    })
}

/// The edge engine's name for a house auto-rule (R7.5: stand on soft `s` or more and hard
/// `h` or more; otherwise hit).
fn edge_auto_rule(a: AutoRule) -> edge::AutoRule {
    match a {
        AutoRule::S17H12 => edge::AutoRule::S17H12,
        AutoRule::S17H17 => edge::AutoRule::S17H17,
        AutoRule::S18H17 => edge::AutoRule::S18H17,
        AutoRule::S18H12 => edge::AutoRule::S18H12,
    }
}

/// Every other value of each option that matters (the auto-rule aside: it is priced by
/// the timeout table), as rules, labelled as a round file writes the change.
fn variants(game: Game, house: &HouseOptions, decks: u8) -> Vec<(String, edge::Rules)> {
    let mut out = Vec::new();
    for key in options_that_matter(game) {
        if key == HouseKey::AutoRule {
            continue;
        }
        let own = house.value_text(key);
        for value in house::choices(game, key) {
            if value == own {
                continue;
            }
            let mut changed = house.clone();
            if changed
                .set_key(key, &house::value_for(key, &value))
                .is_err()
            {
                continue;
            }
            if let Ok(t) = table_of(game, &changed, decks) {
                out.push((format!("{key} = {value}"), t.rules()));
            }
        }
    }
    out
}

/// What the chart's codes mean.
pub const CHART_KEY: &str = "H hit · S stand · D double, else hit · Ds double, else stand · \
P split · Rh surrender, else hit · Rs surrender, else stand · Rp surrender, else split";

/// "0.5432%".
fn percent(x: f64) -> String {
    format!("{:.4}%", 100.0 * x)
}

/// The analysis as a table for people, its headings, labels and units in `w` (the
/// figures and the chart's codes as they are in every language).
pub fn to_table(m: &MainGame, id: &str, w: &Words) -> String {
    let mut t = String::new();
    figures(&mut t, m, id, w);
    timeouts(&mut t, m, w);
    let a = &m.analysis;
    let _ = writeln!(
        t,
        "\n{}\n{}\n{}",
        t!(w, "listing-main-chart"),
        a.chart.render().trim_end(),
        t!(w, "listing-main-chart-key")
    );
    rule_costs(&mut t, m, w);
    simulations(&mut t, m, w);
    insurance(&mut t, m, w);
    t
}

/// The table's heading, options, model and the player's figures under both plays.
fn figures(t: &mut String, m: &MainGame, id: &str, w: &Words) {
    let a = &m.analysis;
    let said = t!(
        w,
        "listing-main-heading",
        game = m.game.id(),
        paytable = id,
        decks = m.decks
    );
    let _ = writeln!(t, "{said}");
    let options: Vec<String> = m
        .options
        .iter()
        .map(|(k, v)| format!("{k} = {v}"))
        .collect();
    let said = t!(w, "listing-main-options", options = options.join(" · "));
    let _ = writeln!(t, "{said}");
    if let Some(words) = stadium_paytables(m, w) {
        let _ = writeln!(t, "{words}");
    }
    let _ = writeln!(t, "{}\n", t!(w, "listing-main-model"));
    let _ = writeln!(
        t,
        "{} {} {} {} {} {} {}",
        pad(&t!(w, "listing-main-player"), 28),
        pad_start(&t!(w, "listing-main-house-edge"), 11),
        pad_start(&t!(w, "listing-main-return"), 13),
        pad_start(&t!(w, "listing-main-wins"), 8),
        pad_start(&t!(w, "listing-main-pushes"), 8),
        pad_start(&t!(w, "listing-main-losses"), 8),
        pad_start(&t!(w, "listing-main-std-dev"), 9)
    );
    for (name, f) in [
        (t!(w, "listing-main-basic"), &a.basic),
        (t!(w, "listing-main-composition"), &a.composition),
    ] {
        let _ = writeln!(
            t,
            "{} {:>11} {:>13} {:>8} {:>8} {:>8} {:>9.4}",
            pad(&name, 28),
            percent(-f.ev),
            percent(1.0 + f.ev),
            format!("{:.2}%", 100.0 * f.win),
            format!("{:.2}%", 100.0 * f.push),
            format!("{:.2}%", 100.0 * f.loss),
            f.sd
        );
    }
}

/// Stadium: the house edge of a terminal that times out at every decision, by auto-rule.
fn timeouts(t: &mut String, m: &MainGame, w: &Words) {
    let a = &m.analysis;
    if let Some(own) = m.auto_rule {
        let _ = writeln!(t, "\n{}", t!(w, "listing-main-timeouts"));
        for (rule, f) in &m.timeouts {
            let cost = -f.ev + a.basic.ev;
            let edge = format!("{:>9}", percent(-f.ev));
            let points = format!("{:+.4}", 100.0 * cost);
            let said = if *rule == own {
                t!(
                    w,
                    "listing-main-timeout-this-table",
                    edge = edge,
                    points = points
                )
            } else {
                t!(w, "listing-main-timeout", edge = edge, points = points)
            };
            let _ = writeln!(t, "  {:<8} {said}", rule.id());
        }
    }
}

/// What each option is worth against this table, in percentage points.
fn rule_costs(t: &mut String, m: &MainGame, w: &Words) {
    let _ = writeln!(t, "\n{}", t!(w, "listing-main-rule-costs"));
    let _ = writeln!(
        t,
        "  {} {} {}",
        pad(&t!(w, "listing-main-option"), 34),
        pad_start(&t!(w, "listing-main-basic-heading"), 8),
        pad_start(&t!(w, "listing-main-composition-heading"), 12)
    );
    for c in &m.costs {
        let _ = writeln!(
            t,
            "  {:<34} {:>+8.4} {:>+12.4}",
            c.change, c.basic_points, c.composition_points
        );
    }
}

/// The play a simulation ran, in `w`: basic strategy, or a terminal that times out at
/// every decision under an auto-rule (its id, as the house options write it).
fn play_words(play: &str, w: &Words) -> String {
    match play.strip_prefix("timeout ") {
        Some(rule) => t!(w, "listing-main-play-timeout", rule = rule),
        None => t!(w, "listing-main-play-basic"),
    }
}

/// Each simulation's return beside the analysis', in standard errors.
fn simulations(t: &mut String, m: &MainGame, w: &Words) {
    for s in &m.simulations {
        let said = t!(
            w,
            "listing-main-simulated",
            rounds = s.result.rounds,
            play = play_words(&s.play, w),
            mean = format!("{:+.4}", 100.0 * s.result.mean),
            error = format!("{:.4}", 100.0 * s.result.se),
            analysis = format!("{:+.4}", 100.0 * s.analytic),
            z = format!("{:+.2}", s.z())
        );
        let _ = writeln!(t, "\n{said}");
    }
}

/// Insurance and even money at each deck count.
fn insurance(t: &mut String, m: &MainGame, w: &Words) {
    let ins: Vec<String> = m
        .insurance
        .iter()
        .map(|(d, ev)| {
            t!(
                w,
                "listing-main-insurance-decks",
                decks = *d,
                edge = percent(-ev)
            )
        })
        .collect();
    let said = t!(w, "listing-main-insurance", edges = ins.join(" · "));
    let _ = writeln!(t, "\n{said}");
}

/// Which of Stadium's configurable paytables the options are (R7.4: doubling on 2 to 20,
/// doubling after a split and three hands on paytables 1-4; on 10 or 11 only, no double
/// after a split and two hands on paytable 5).
fn stadium_paytables(m: &MainGame, w: &Words) -> Option<String> {
    let option = |key: HouseKey| {
        m.options
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    };
    let set = (
        option(HouseKey::DoubleOn)?,
        option(HouseKey::DoubleAfterSplit)?,
        option(HouseKey::MaxHands)?,
    );
    // The auto-rule is there only for community-card play, Stadium's (R7.5).
    m.auto_rule.is_some().then(|| match set {
        ("2-20", "true", "3") => t!(w, "listing-main-stadium-1-4"),
        ("10-11", "false", "2") => t!(w, "listing-main-stadium-5"),
        _ => t!(w, "listing-main-stadium-mixed"),
    })
}

/// The analysis as JSON.
pub fn to_json(m: &MainGame, id: &str) -> serde_json::Value {
    use serde_json::json;
    let a = &m.analysis;
    let figures = |f: &edge::Figures| {
        json!({"house_edge": -f.ev, "return": 1.0 + f.ev, "win": f.win, "push": f.push,
               "loss": f.loss, "standard_deviation": f.sd})
    };
    let chart: Vec<serde_json::Value> = a
        .chart
        .printed()
        .into_iter()
        .map(|(_, label, cells)| json!({"hand": label, "cells": cells}))
        .collect();
    json!({
        "paytable": id,
        "game": m.game.id(),
        "decks": m.decks,
        "options": m.options.iter().map(|(k, v)| (k.id().to_string(), json!(v))).collect::<serde_json::Map<_, _>>(),
        "basic_strategy": figures(&a.basic),
        "composition_dependent": figures(&a.composition),
        "chart": {"up_cards": ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"], "rows": chart, "key": CHART_KEY},
        "rule_costs": m.costs.iter().map(|c| json!({"change": c.change, "basic_points": c.basic_points, "composition_points": c.composition_points})).collect::<Vec<_>>(),
        "insurance": m.insurance.iter().map(|(d, ev)| json!({"decks": d, "house_edge": -ev})).collect::<Vec<_>>(),
        "simulations": m.simulations.iter().map(|s| json!({"play": s.play, "rounds": s.result.rounds, "mean": s.result.mean, "standard_error": s.result.se, "analytic": s.analytic, "z": s.z()})).collect::<Vec<_>>(),
        "timeouts": m.timeouts.iter().map(|(r, f)| json!({"auto_rule": r.id(), "figures": figures(f), "this_table": Some(*r) == m.auto_rule})).collect::<Vec<_>>(),
    })
}

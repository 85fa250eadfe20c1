//! Stadium Blackjack (RULES.md R7): the analysis against a Monte Carlo replay of the
//! community-card deal, and the options' effects.

use crate::sim::{simulate, SimPlay};
use crate::stadium::{analyze_stadium, AutoRule, StadiumRules, StadiumSurrender};
use crate::*;

const ROUNDS: u64 = 1_000_000;

fn within_three_se(analytic: f64, rules: &Rules, play: SimPlay, seed: u64) {
    let r = simulate(rules, play, ROUNDS, seed).unwrap();
    let z = (r.mean - analytic) / r.se;
    assert!(
        z.abs() < 3.0,
        "analytic {analytic:.5}, simulated {:.5} +- {:.5} (z {z:.2})",
        r.mean,
        r.se
    );
}

#[test]
fn r7_paytables_1_to_4_match_simulation() {
    let s = StadiumRules {
        surrender: StadiumSurrender::EnabledExceptDealerBlackjack,
        ..StadiumRules::paytables_1_to_4(8)
    };
    let a = analyze_stadium(&s).unwrap();
    let rules = s.to_rules();
    within_three_se(a.best.basic.ev, &rules, SimPlay::Chart(&a.best.chart), 11);
    for (i, (rule, figs)) in a.timeouts.iter().enumerate() {
        within_three_se(figs.ev, &rules, SimPlay::HitStand(*rule), 20 + i as u64);
    }
}

#[test]
fn r7_paytable_5_matches_simulation() {
    let s = StadiumRules {
        surrender: StadiumSurrender::Enabled,
        ..StadiumRules::paytable_5(6)
    };
    let a = analyze_stadium(&s).unwrap();
    within_three_se(
        a.best.basic.ev,
        &s.to_rules(),
        SimPlay::Chart(&a.best.chart),
        5,
    );
}

#[test]
fn r7_options_move_the_edge_the_right_way() {
    let base = analyze_stadium(&StadiumRules::paytables_1_to_4(8)).unwrap();
    let pt5 = analyze_stadium(&StadiumRules::paytable_5(8)).unwrap();
    // Fewer doubles, no DAS and fewer splits cost the player.
    assert!(pt5.best.basic.ev < base.best.basic.ev);
    // A timed-out terminal never doubles, splits or surrenders: far worse than best play.
    for (_, f) in &base.timeouts {
        assert!(f.ev < base.best.basic.ev - 0.01);
    }
    // Composition-dependent play is at least as good as the chart.
    assert!(base.best.composition.ev >= base.best.basic.ev - 1e-12);
    let sur = |s| {
        analyze(
            &StadiumRules {
                surrender: s,
                ..StadiumRules::paytables_1_to_4(8)
            }
            .to_rules(),
        )
        .unwrap()
        .composition
        .ev
    };
    let (none, half, except) = (
        sur(StadiumSurrender::Disabled),
        sur(StadiumSurrender::Enabled),
        sur(StadiumSurrender::EnabledExceptDealerBlackjack),
    );
    assert!(half > except && except >= none, "{half} {except} {none}");
}

#[test]
fn r7_5_auto_rules_are_hit_stand_tables() {
    let t = AutoRule::S18H12.table();
    assert!(t.hits(17, true) && !t.hits(18, true));
    assert!(t.hits(11, false) && !t.hits(12, false));
    let t = AutoRule::S17H17.table();
    assert!(!t.hits(17, true) && t.hits(16, false) && !t.hits(17, false));
}

/// Split pairs one at a time against the simulation: these are where the original-bets-only
/// rule (R7.6) and the split approximations act, so a per-hand check is much sharper than
/// the whole game's.
#[test]
fn r7_6_split_hands_match_simulation() {
    use crate::cards::Counts;
    use crate::player::UpcardCtx;
    use crate::round::{initial_hand_ev, Mode};
    use crate::sim::simulate_from;
    let s = StadiumRules::paytables_1_to_4(8);
    let rules = s.to_rules();
    let a = analyze(&rules).unwrap();
    // (pair rank, up card): 8,8 v A and v T, A,A v T, 9,9 v 9, 2,2 v 7 (all split by the chart).
    for (i, (p, up)) in [(7, 0), (7, 9), (0, 9), (8, 8), (1, 6)]
        .into_iter()
        .enumerate()
    {
        let ctx = UpcardCtx::new(rules, up);
        let hand = Counts::default().with(p).with(p);
        let analytic = initial_hand_ev(&ctx, Mode::Chart(&a.chart.by_up[up]), &hand);
        let r = simulate_from(
            &rules,
            SimPlay::Chart(&a.chart),
            [p, up, p],
            400_000,
            100 + i as u64,
        );
        let z = (r.mean - analytic) / r.se;
        assert!(
            z.abs() < 3.0,
            "pair {p} v {up}: analytic {analytic:.5}, simulated {:.5} +- {:.5}",
            r.mean,
            r.se
        );
    }
}

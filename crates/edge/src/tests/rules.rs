//! Rule options (RULES.md R3.1, R3.2) move the edge as they must, and the rule-cost helper
//! is the plain difference of analyses.

use crate::sim::{simulate, SimPlay};
use crate::*;

#[test]
fn rule_costs_are_differences() {
    let base = Rules::pitpay_default(6);
    let changes = pitpay_option_changes(&base);
    assert!(changes.iter().all(|(_, r)| *r != base));
    let rows = rule_costs(&base, &changes[..3]);
    assert_eq!(rows[0].basic_delta, 0.0);
    for row in &rows[1..] {
        assert!((row.basic_ev - rows[0].basic_ev - row.basic_delta).abs() < 1e-15);
    }
    // 6:5 blackjack costs about 1.4%, hitting soft 17 about 0.2%.
    let six_five = rows.iter().find(|r| r.label.contains("SixToFive")).unwrap();
    assert!(
        (-0.0145..-0.0130).contains(&six_five.basic_delta),
        "{six_five:?}"
    );
    let h17 = rows.iter().find(|r| r.label.contains("Hit")).unwrap();
    assert!((-0.0025..-0.0015).contains(&h17.basic_delta), "{h17:?}");
}

#[test]
fn r3_2_no_peek_costs_the_player() {
    let peek = Rules::pitpay_default(6);
    let obo = Rules {
        hole_card: HoleCard::NoPeekOriginalBets,
        ..peek
    };
    let all = Rules {
        hole_card: HoleCard::NoPeekLoseAll,
        ..peek
    };
    let (p, o, a) = (analyze(&peek), analyze(&obo), analyze(&all));
    assert!(p.composition.ev > o.composition.ev);
    assert!(o.composition.ev > a.composition.ev);
}

#[test]
fn r3_1_double_restrictions_cost_the_player() {
    let any = analyze(&Rules::pitpay_default(2)).composition.ev;
    let nine = analyze(&Rules {
        double_on: DoubleOn::NineToEleven,
        ..Rules::pitpay_default(2)
    })
    .composition
    .ev;
    let ten = analyze(&Rules {
        double_on: DoubleOn::TenToEleven,
        ..Rules::pitpay_default(2)
    })
    .composition
    .ev;
    assert!(any > nine && nine > ten);
}

#[test]
fn figures_are_consistent() {
    let a = analyze(&Rules::pitpay_default(8));
    for f in [a.basic, a.composition] {
        assert!((f.win + f.push + f.loss - 1.0).abs() < 1e-9);
        assert!((1.1..1.2).contains(&f.sd), "{f:?}");
        assert!((0.40..0.45).contains(&f.win) && (0.07..0.10).contains(&f.push));
    }
    assert!(a.composition.ev >= a.basic.ev);
}

/// The peek game's basic strategy edge against a simulation of the same chart.
#[test]
fn r3_peek_game_matches_simulation() {
    let rules = Rules::pitpay_default(6);
    let a = analyze(&rules);
    let r = simulate(&rules, SimPlay::Chart(&a.chart), 1_000_000, 7);
    let z = (r.mean - a.basic.ev) / r.se;
    assert!(
        z.abs() < 3.0,
        "analytic {} simulated {} se {}",
        a.basic.ev,
        r.mean,
        r.se
    );
}

#[test]
fn splitting_options_help_the_player() {
    let base = Rules {
        surrender: Surrender::None,
        ..Rules::pitpay_default(2)
    };
    let ev = |r: Rules| analyze(&r).composition.ev;
    let no_split = ev(Rules {
        max_hands: 1,
        ..base
    });
    let two = ev(Rules {
        max_hands: 2,
        ..base
    });
    let four = ev(base);
    let rsa = ev(Rules {
        resplit_aces: true,
        ..base
    });
    let hsa = ev(Rules {
        hit_split_aces: true,
        ..base
    });
    assert!(no_split < two && two < four && four < rsa && four < hsa);
}

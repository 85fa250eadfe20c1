//! Lucky 9's best play (R2.2-R2.6) against a count made card by card with the
//! settlement's own rules: the analysis's play values at one deck, and a chart that never
//! hits a two-card 9 and splits only pairs. Split from `analysis.rs` (no file
//! over 1,000 lines).

use pitpay_core::analysis::lucky9::play_values;
use pitpay_core::Game;
use pitpay_core::{parse_cards, Suit};
use pitpay_core::{HouseOptions, OptionValue};

use super::analysis::*;

// ---------------------------------------------------------------------------------
// Lucky 9's plays against a count made card by card with the settlement's own rules.

/// The dealer's final hands from the cards left, each with its probability (R2.2).
fn dealer_hands(
    left: &[(pitpay_core::Card, u32)],
    up: pitpay_core::Card,
) -> Vec<(Vec<pitpay_core::Card>, f64)> {
    let n: u32 = left.iter().map(|(_, k)| k).sum();
    let mut out = Vec::new();
    for (i, &(h, kh)) in left.iter().enumerate() {
        if kh == 0 {
            continue;
        }
        let ph = f64::from(kh) / f64::from(n);
        let two = pitpay_core::baccarat_total(&[up, h]);
        if two >= 5 {
            out.push((vec![up, h], ph));
            continue;
        }
        for (j, &(d, kd)) in left.iter().enumerate() {
            let kd = kd - u32::from(i == j);
            if kd > 0 {
                out.push((vec![up, h, d], ph * f64::from(kd) / f64::from(n - 1)));
            }
        }
    }
    out
}

/// The main wager's net on these hands against every dealer hand.
fn against_dealer(
    hands: &[Vec<pitpay_core::Card>],
    split: bool,
    left: &[(pitpay_core::Card, u32)],
    up: pitpay_core::Card,
    house: &HouseOptions,
) -> f64 {
    use pitpay_core::Outcome;
    dealer_hands(left, up)
        .into_iter()
        .map(|(dealer, p)| {
            let net: f64 = hands
                .iter()
                .map(|h| {
                    let r = pitpay_core::game::lucky9::main_result(h, split, &dealer, house);
                    match r.outcome {
                        Outcome::Win if r.lucky_pay => 1.5,
                        Outcome::Win => 1.0,
                        Outcome::Push => 0.0,
                        _ => -1.0,
                    }
                })
                .sum();
            p * net
        })
        .sum()
}

/// One deck by rank: 4 of each (suits do not count in Lucky 9), less the cards seen.
fn one_deck_less(seen: &[pitpay_core::Card]) -> Vec<(pitpay_core::Card, u32)> {
    pitpay_core::Rank::ALL
        .iter()
        .map(|&r| {
            let gone = seen.iter().filter(|c| c.rank == r).count() as u32;
            (pitpay_core::Card::new(r, Suit::Spades), 4 - gone)
        })
        .collect()
}

/// Splitting by brute force: hands are dealt in order, each pairing card may resplit
/// (up to four hands), the better choice taken; every leaf settled with `main_result`.
fn split_value(
    hands: Vec<Vec<pitpay_core::Card>>,
    left: Vec<(pitpay_core::Card, u32)>,
    up: pitpay_core::Card,
    house: &HouseOptions,
) -> f64 {
    let Some(open) = hands.iter().position(|h| h.len() == 1) else {
        return against_dealer(&hands, true, &left, up, house);
    };
    let n: u32 = left.iter().map(|(_, k)| k).sum();
    let first = hands[0][0];
    let mut total = 0.0;
    for (i, &(c, k)) in left.iter().enumerate() {
        if k == 0 {
            continue;
        }
        let mut rest = left.clone();
        rest[i].1 -= 1;
        let mut keep = hands.clone();
        keep[open].push(c);
        let mut best = split_value(keep, rest.clone(), up, house);
        if c.rank.baccarat_points() == first.rank.baccarat_points() && hands.len() < 4 {
            let mut again = hands.clone();
            again.push(vec![c]);
            best = best.max(split_value(again, rest, up, house));
        }
        total += f64::from(k) / f64::from(n) * best;
    }
    total
}

#[test]
fn r2_2_lucky9_play_values_equal_a_card_by_card_count_at_one_deck() {
    let main = shipped("lucky9-main");
    let house = HouseOptions::defaults(Game::Lucky9);
    for (two, up) in [("AS 4D", "6C"), ("9S KD", "3C"), ("2S 3D", "KC")] {
        let c = parse_cards(&format!("{two} {up}")).unwrap();
        let (first_two, up) = ([c[0], c[1]], c[2]);
        let v = play_values(&main, &house, 1, first_two, up).unwrap();
        let left = one_deck_less(&c);
        let stand = against_dealer(&[first_two.to_vec()], false, &left, up, &house);
        close(v.stand, stand, 1e-12, &format!("{two} v {up}: stand"));
        let n: u32 = left.iter().map(|(_, k)| k).sum();
        let hit: f64 = left
            .iter()
            .enumerate()
            .filter(|(_, (_, k))| *k > 0)
            .map(|(i, &(card, k))| {
                let mut rest = left.clone();
                rest[i].1 -= 1;
                let hand = vec![first_two[0], first_two[1], card];
                f64::from(k) / f64::from(n) * against_dealer(&[hand], false, &rest, up, &house)
            })
            .sum();
        match v.hit {
            Some(h) => close(h, hit, 1e-12, &format!("{two} v {up}: hit")),
            None => assert_eq!(pitpay_core::baccarat_total(&first_two), 9),
        }
    }
    // R2.2 split_on: a ten and a jack split only by value.
    let mut by_rank = house.clone();
    assert!(by_rank
        .set("split_on", &OptionValue::Text("same-rank".into()))
        .is_ok());
    let tj = parse_cards("10S JD 5C").unwrap();
    let tt = parse_cards("10S 10D 5C").unwrap();
    assert!(play_values(&main, &house, 8, [tj[0], tj[1]], tj[2])
        .unwrap()
        .split
        .is_some());
    assert!(play_values(&main, &by_rank, 8, [tj[0], tj[1]], tj[2])
        .unwrap()
        .split
        .is_none());
    assert!(play_values(&main, &by_rank, 8, [tt[0], tt[1]], tt[2])
        .unwrap()
        .split
        .is_some());
    // A pair of fours against a four: one four left, so up to three hands.
    let c = parse_cards("4S 4D 4C").unwrap();
    let v = play_values(&main, &house, 1, [c[0], c[1]], c[2]).unwrap();
    let brute = split_value(
        vec![vec![c[0]], vec![c[1]]],
        one_deck_less(&c),
        c[2],
        &house,
    );
    close(v.split.unwrap(), brute, 1e-12, "4-4 v 4: split");
}

#[test]
fn r2_2_lucky9_chart_never_hits_a_two_card_nine_and_splits_only_pairs() {
    let a = lucky9_main_8();
    assert_eq!(a.strategy.len(), 55);
    for r in &a.strategy {
        let (x, y) = r.hand.split_once('-').unwrap();
        let pts = |s: &str| match s {
            "A" => 1,
            "10" => 0,
            n => n.parse::<u32>().unwrap(),
        };
        for p in &r.plays {
            if (pts(x) + pts(y)) % 10 == 9 {
                assert_eq!(p, "stand", "{}", r.hand);
            }
            if x != y {
                assert!(!p.contains("split"), "{}", r.hand);
            }
        }
    }
    assert_eq!(a.by_option.len(), 8);
}

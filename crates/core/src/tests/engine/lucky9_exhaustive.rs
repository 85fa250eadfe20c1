//! Small spaces, checked exhaustively: every Lucky 9 two-card hand (13 × 13 rank
//! pairs, unsplit and split) and every three-card hand against an independent reading
//! of RULES.md R2.1 and R2.3, and every 9-against-9 meeting against R2.3-R2.5.

use pitpay_core::game::lucky9::{classify, main_result, Nine};
use pitpay_core::Game;
use pitpay_core::Outcome;
use pitpay_core::{Card, Rank, Suit};
use pitpay_core::{HouseOptions, Nines, Qualify};

/// R2.1, written from the rule's words: A = 1, 2-9 face value, 10 J Q K = 0.
fn points(rank: Rank) -> u32 {
    match rank.symbol() {
        "A" => 1,
        "10" | "J" | "Q" | "K" => 0,
        digit => digit.parse().unwrap(),
    }
}

/// R2.1: the total mod 10.
fn total(cards: &[Card]) -> u8 {
    u8::try_from(cards.iter().map(|c| points(c.rank)).sum::<u32>() % 10).unwrap()
}

/// R2.3, written from the rule's words.
fn kind_of_nine(cards: &[Card], split: bool) -> Option<Nine> {
    if total(cards) != 9 {
        return None;
    }
    if cards.len() != 2 {
        return Some(Nine::ThreeCard);
    }
    if split {
        // "Split 9: any two-card 9 on a split hand".
        return Some(Nine::Split);
    }
    let zero_value = cards.iter().any(|c| points(c.rank) == 0);
    // Lucky: "no zero-value card (A-8, 2-7, 3-6, 4-5)"; Natural: "with a zero-value card".
    Some(if zero_value {
        Nine::Natural
    } else {
        Nine::Lucky
    })
}

fn card(rank: Rank, suit: Suit) -> Card {
    Card::new(rank, suit)
}

#[test]
fn r2_1_r2_3_every_two_card_hand_unsplit_and_split() {
    let mut counts = std::collections::BTreeMap::new();
    for a in Rank::ALL {
        for b in Rank::ALL {
            for (sa, sb) in [
                (Suit::Spades, Suit::Hearts),
                (Suit::Diamonds, Suit::Diamonds),
            ] {
                let hand = [card(a, sa), card(b, sb)];
                for split in [false, true] {
                    let v = classify(&hand, split);
                    assert_eq!(v.total, total(&hand), "{a}-{b}");
                    assert_eq!(v.cards, 2, "{a}-{b}");
                    let want = kind_of_nine(&hand, split);
                    assert_eq!(v.nine, want, "{a}-{b} split={split}");
                    if sa == Suit::Spades {
                        *counts.entry((split, format!("{want:?}"))).or_insert(0) += 1;
                    }
                }
            }
        }
    }
    // Unsplit: the Lucky 9s are exactly A-8, 2-7, 3-6, 4-5 in either order (8 ordered
    // pairs); the Natural 9s are 9 with 10, J, Q or K in either order (8).
    assert_eq!(counts[&(false, "Some(Lucky)".to_string())], 8);
    assert_eq!(counts[&(false, "Some(Natural)".to_string())], 8);
    assert_eq!(counts[&(true, "Some(Split)".to_string())], 16);
    assert!(!counts.contains_key(&(true, "Some(Lucky)".to_string())));
    assert!(!counts.contains_key(&(false, "Some(Split)".to_string())));
}

#[test]
fn r2_3_the_lucky_nines_are_the_four_listed_pairs() {
    let listed = [("A", "8"), ("2", "7"), ("3", "6"), ("4", "5")];
    for a in Rank::ALL {
        for b in Rank::ALL {
            let hand = [card(a, Suit::Clubs), card(b, Suit::Spades)];
            let is_listed = listed.iter().any(|(x, y)| {
                (a.symbol(), b.symbol()) == (*x, *y) || (a.symbol(), b.symbol()) == (*y, *x)
            });
            assert_eq!(
                classify(&hand, false).nine == Some(Nine::Lucky),
                is_listed,
                "{a}-{b}"
            );
            assert_ne!(
                classify(&hand, true).nine,
                Some(Nine::Lucky),
                "split {a}-{b}"
            );
        }
    }
}

#[test]
fn r2_1_r2_3_every_three_card_hand() {
    let mut nines = 0;
    for a in Rank::ALL {
        for b in Rank::ALL {
            for c in Rank::ALL {
                let hand = [
                    card(a, Suit::Spades),
                    card(b, Suit::Hearts),
                    card(c, Suit::Clubs),
                ];
                for split in [false, true] {
                    let v = classify(&hand, split);
                    assert_eq!(v.total, total(&hand), "{a}-{b}-{c}");
                    assert_eq!(v.cards, 3);
                    assert_eq!(v.nine, kind_of_nine(&hand, split), "{a}-{b}-{c}");
                }
                if total(&hand) == 9 {
                    nines += 1;
                }
            }
        }
    }
    // Independent count of three-rank sequences totalling 9 mod 10 (13 ranks, 4 of
    // them worth 0): worked out from the point multiset below.
    let pts: Vec<u32> = Rank::ALL.iter().map(|r| points(*r)).collect();
    let mut want = 0;
    for x in &pts {
        for y in &pts {
            for z in &pts {
                if (x + y + z) % 10 == 9 {
                    want += 1;
                }
            }
        }
    }
    assert_eq!(nines, want);
}

/// R2.3-R2.5 written from the rules: the outcome and whether a win pays the Lucky 9 odds.
fn expected(
    player: &[Card],
    split: bool,
    dealer: &[Card],
    nines: Nines,
    qualify: Qualify,
) -> (Outcome, bool) {
    let (pt, dt) = (total(player), total(dealer));
    let must_qualify = match qualify {
        Qualify::AnyHand => true,
        Qualify::ThreeCard => player.len() == 3,
    };
    if pt <= 2 && must_qualify {
        return (Outcome::Lose, false);
    }
    let pk = kind_of_nine(player, split);
    if pt == 9 && dt == 9 {
        if nines == Nines::AllPush {
            return (Outcome::Push, false);
        }
        let dk = kind_of_nine(dealer, false);
        return match (pk, dk) {
            (Some(Nine::Lucky), Some(Nine::ThreeCard)) => (Outcome::Win, true),
            (Some(Nine::ThreeCard), Some(Nine::Lucky)) => (Outcome::Lose, false),
            _ => (Outcome::Push, false),
        };
    }
    match pt.cmp(&dt) {
        std::cmp::Ordering::Greater => (Outcome::Win, pk == Some(Nine::Lucky)),
        std::cmp::Ordering::Less => (Outcome::Lose, false),
        std::cmp::Ordering::Equal => (Outcome::Push, false),
    }
}

#[test]
fn r2_3_to_r2_5_every_player_hand_against_every_kind_of_dealer_hand() {
    // Ranks with distinct point values and zero-ness: A-9 and one ten-value card (every
    // ten-value card counts alike, as the two-card test above shows), plus K for luck.
    let ranks: Vec<Rank> = Rank::ALL
        .into_iter()
        .filter(|r| !matches!(r, Rank::Jack | Rank::Queen))
        .collect();
    let mut players: Vec<(Vec<Card>, bool)> = Vec::new();
    for a in &ranks {
        for b in &ranks {
            let two = vec![card(*a, Suit::Spades), card(*b, Suit::Hearts)];
            players.push((two.clone(), false));
            players.push((two.clone(), true));
            if total(&two) != 9 {
                for c in &ranks {
                    let mut three = two.clone();
                    three.push(card(*c, Suit::Diamonds));
                    players.push((three, false));
                }
            }
        }
    }
    // Every legal two-card dealer hand (stands on 5-9), and a three-card dealer hand of
    // every total (drew on 0-4).
    let mut dealers: Vec<Vec<Card>> = Vec::new();
    for a in Rank::ALL {
        for b in Rank::ALL {
            let two = vec![card(a, Suit::Clubs), card(b, Suit::Diamonds)];
            if total(&two) >= 5 {
                dealers.push(two);
            }
        }
    }
    for c in Rank::ALL {
        dealers.push(vec![
            card(Rank::King, Suit::Clubs),
            card(Rank::Four, Suit::Hearts),
            card(c, Suit::Spades),
        ]);
    }
    let mut house = HouseOptions::defaults(Game::Lucky9);
    let mut checked = 0;
    for nines in [Nines::LuckyBeatsThreeCard, Nines::AllPush] {
        for qualify in [Qualify::AnyHand, Qualify::ThreeCard] {
            house.nines = nines;
            house.qualify = qualify;
            for (p, split) in &players {
                for d in &dealers {
                    let got = main_result(p, *split, d, &house);
                    let want = expected(p, *split, d, nines, qualify);
                    assert_eq!(
                        (got.outcome, got.lucky_pay && got.outcome == Outcome::Win),
                        want,
                        "player {p:?} split={split} dealer {d:?} nines={nines} qualify={qualify}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100_000, "{checked}");
}

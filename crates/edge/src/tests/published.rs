//! Published exact figures for standard blackjack, reproduced to 0.001 percentage points
//! (1e-5 of a unit) or better.
//!
//! Source of the game returns and hand values: Wizard of Odds, "Blackjack Appendix 9"
//! (Michael Shackleford), pages https://wizardofodds.com/games/blackjack/appendix/9/<game>/
//! with <game> = 1ds17r4, 1dh17r4, 2dh17r4, 5dh17r4, 5ds17r4, euro-6dh17r4, euro-8dh17r4.
//! Their rules: 3:2 blackjack, double on any two cards, resplit to four hands except Aces,
//! one card to each split Ace, no surrender; the dealer peeks, except in the "euro" games,
//! where there is no hole card and a dealer blackjack takes every stake (doubles and splits
//! included). Their program is composition-dependent at every step ("considered the exact
//! hand composition at every step"), and values a split hand from "how many hands the player
//! had already split, but not the other cards drawn in those hands": this crate's
//! `composition` figures.

use crate::cards::Counts;
use crate::player::{HandEval, Policy, UpcardCtx};
use crate::*;

/// Tolerance: 0.001 percentage points of the initial wager.
const TOL: f64 = 1e-5;

fn appendix9(decks: u32, soft17: Soft17, hole_card: HoleCard, das: bool) -> Rules {
    Rules {
        decks,
        blackjack_pays: BlackjackPays::ThreeToTwo,
        soft17,
        hole_card,
        double_on: DoubleOn::AnyTwo,
        double_after_split: das,
        max_hands: 4,
        surrender: Surrender::None,
        resplit_aces: false,
        hit_split_aces: false,
    }
}

fn check_game(decks: u32, soft17: Soft17, hole_card: HoleCard, das: bool, published: f64) {
    let a = analyze(&appendix9(decks, soft17, hole_card, das)).unwrap();
    let got = a.composition.ev;
    assert!(
        (got - published).abs() <= TOL,
        "{decks} decks {soft17:?} {hole_card:?} DAS {das}: computed {got:.7}, published {published}"
    );
}

// https://wizardofodds.com/games/blackjack/appendix/9/1ds17r4/ : DAS 0.001839, no DAS 0.000423
#[test]
fn one_deck_s17_das() {
    check_game(1, Soft17::Stand, HoleCard::Peek, true, 0.001839);
}

#[test]
fn one_deck_s17_no_das() {
    check_game(1, Soft17::Stand, HoleCard::Peek, false, 0.000423);
}

// https://wizardofodds.com/games/blackjack/appendix/9/1dh17r4/ : -0.000072, -0.001513
#[test]
fn one_deck_h17_das() {
    check_game(1, Soft17::Hit, HoleCard::Peek, true, -0.000072);
}

#[test]
fn one_deck_h17_no_das() {
    check_game(1, Soft17::Hit, HoleCard::Peek, false, -0.001513);
}

// https://wizardofodds.com/games/blackjack/appendix/9/2dh17r4/ : -0.003797, -0.005252
#[test]
fn two_deck_h17_das() {
    check_game(2, Soft17::Hit, HoleCard::Peek, true, -0.003797);
}

#[test]
fn two_deck_h17_no_das() {
    check_game(2, Soft17::Hit, HoleCard::Peek, false, -0.005252);
}

// https://wizardofodds.com/games/blackjack/appendix/9/5dh17r4/ : -0.005918, -0.007366
#[test]
fn five_deck_h17_das() {
    check_game(5, Soft17::Hit, HoleCard::Peek, true, -0.005918);
}

#[test]
fn five_deck_h17_no_das() {
    check_game(5, Soft17::Hit, HoleCard::Peek, false, -0.007366);
}

// https://wizardofodds.com/games/blackjack/appendix/9/5ds17r4/ : -0.003804, -0.005225
#[test]
fn five_deck_s17_das() {
    check_game(5, Soft17::Stand, HoleCard::Peek, true, -0.003804);
}

#[test]
fn five_deck_s17_no_das() {
    check_game(5, Soft17::Stand, HoleCard::Peek, false, -0.005225);
}

// https://wizardofodds.com/games/blackjack/appendix/9/euro-6dh17r4/ : -0.0072705, -0.0086975
// (the figure quoted in the Pitpay issue: 6 decks, H17, no hole card with every stake lost
// to a dealer blackjack, resplit to 4, no drawing to split Aces, composition-dependent).
#[test]
fn six_deck_h17_enhc_das() {
    check_game(6, Soft17::Hit, HoleCard::NoPeekLoseAll, true, -0.0072705);
}

#[test]
fn six_deck_h17_enhc_no_das() {
    check_game(6, Soft17::Hit, HoleCard::NoPeekLoseAll, false, -0.0086975);
}

// https://wizardofodds.com/games/blackjack/appendix/9/euro-8dh17r4/ : -0.007562, -0.0089865
#[test]
fn eight_deck_h17_enhc_das() {
    check_game(8, Soft17::Hit, HoleCard::NoPeekLoseAll, true, -0.007562);
}

#[test]
fn eight_deck_h17_enhc_no_das() {
    check_game(8, Soft17::Hit, HoleCard::NoPeekLoseAll, false, -0.0089865);
}

/// (stand, hit, double) of one two-card hand against one up card; in a peek game the
/// values are conditional on no dealer blackjack, as the appendix prints them.
fn hand_values(rules: Rules, up: usize, a: usize, b: usize) -> (f64, f64, f64) {
    let ctx = UpcardCtx::new(rules, up);
    let mut e = HandEval::new(&ctx, Counts::default(), Policy::Optimal);
    let h = Counts::default().with(a).with(b);
    let w = e.world_weight(&h);
    let (s, d) = (e.stand(&h, 1).ev, e.double(&h).ev);
    let hit = e.hit(&h).ev;
    (s / w, hit / w, d / w)
}

fn assert_close(got: (f64, f64, f64), want: (f64, f64, f64), what: &str) {
    for (g, w) in [(got.0, want.0), (got.1, want.1), (got.2, want.2)] {
        assert!(
            (g - w).abs() < 1e-6,
            "{what}: computed {got:?}, published {want:?}"
        );
    }
}

// Rank indexes: 0 = Ace, 1..=8 = 2..9, 9 = ten.
// euro-6dh17r4 rows "A 2,A -0.722356 -0.379910 -1.024099", "A 6,5 -0.720879 -0.235772
// -0.535879", "A 7,A -0.466029 -0.421285 -0.909374".
#[test]
fn six_deck_enhc_hand_values() {
    let r = appendix9(6, Soft17::Hit, HoleCard::NoPeekLoseAll, true);
    assert_close(
        hand_values(r, 0, 1, 0),
        (-0.722356, -0.379910, -1.024099),
        "2,A v A",
    );
    assert_close(
        hand_values(r, 0, 5, 4),
        (-0.720879, -0.235772, -0.535879),
        "6,5 v A",
    );
    assert_close(
        hand_values(r, 0, 6, 0),
        (-0.466029, -0.421285, -0.909374),
        "7,A v A",
    );
}

// 1ds17r4 rows "A 2,A -0.661732 -0.067808 -0.593281", "A 6,4 -0.636118 0.081506 0.048615",
// "A 7,A -0.101015 -0.108386 -0.357778" (peek game, no dealer blackjack).
#[test]
fn one_deck_s17_hand_values() {
    let r = appendix9(1, Soft17::Stand, HoleCard::Peek, true);
    assert_close(
        hand_values(r, 0, 1, 0),
        (-0.661732, -0.067808, -0.593281),
        "2,A v A",
    );
    assert_close(
        hand_values(r, 0, 5, 3),
        (-0.636118, 0.081506, 0.048615),
        "6,4 v A",
    );
    assert_close(
        hand_values(r, 0, 6, 0),
        (-0.101015, -0.108386, -0.357778),
        "7,A v A",
    );
}

// Wizard of Odds, "Ask the Wizard #51" (https://wizardofodds.com/ask-the-wizard/51/): single
// deck, hitting 15 against a ten: 10+5 -.501091, 9+6 -.509827, 8+7 -.474794 (the late
// surrender question).
#[test]
fn one_deck_fifteen_against_ten() {
    let r = appendix9(1, Soft17::Stand, HoleCard::Peek, true);
    for (a, b, want) in [(9, 4, -0.501091), (8, 5, -0.509827), (7, 6, -0.474794)] {
        let got = hand_values(r, 9, a, b).1;
        assert!((got - want).abs() < 1e-6, "hit {a},{b}: {got} vs {want}");
    }
}

// Insurance pays 2 to 1 and wins when the hole card is a ten: 16d/(52d-1) off a full shoe
// less the Ace, so 3*16d/(52d-1) - 1 per unit insured: -7.396% at 6 decks, -7.470% at 8.
#[test]
fn insurance_edges() {
    assert!((insurance_ev(6).unwrap() - (3.0 * 96.0 / 311.0 - 1.0)).abs() < 1e-15);
    assert!((insurance_ev(8).unwrap() - (3.0 * 128.0 / 415.0 - 1.0)).abs() < 1e-15);
    assert!((insurance_ev(1).unwrap() - (3.0 * 16.0 / 51.0 - 1.0)).abs() < 1e-15);
}

// Eric Farmer's basic strategy calculator 6.3, output quoted in "Software update with new
// split EVs" (https://blackjackinfo.com/community/threads/software-update-with-new-split-evs.22710/page-5):
// a shoe of four 2s, four 3s, two 4s, two 7s and seven tens, S17, dealer 7 against 2,2:
// stand -61.639194139%, hit -13.266733267%, double -123.278388278%.
#[test]
fn farmer_small_shoe_two_two_against_seven() {
    let shoe = Counts([0, 4, 4, 2, 0, 0, 2, 0, 0, 7]);
    let rules = appendix9(1, Soft17::Stand, HoleCard::Peek, true);
    let ctx = UpcardCtx::from_shoe(rules, shoe, 6);
    let mut e = HandEval::new(&ctx, Counts::default(), Policy::Optimal);
    let h = Counts::default().with(1).with(1);
    let close = |got: f64, want: f64| (got - want).abs() < 1e-11;
    assert!(close(e.stand(&h, 1).ev, -0.61639194139));
    assert!(close(e.hit(&h).ev, -0.13266733267));
    assert!(close(e.double(&h).ev, -1.23278388278));
}

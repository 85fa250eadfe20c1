#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! Golden rounds for blackjack as the host game (RULES.md R3), Lucky Break (R6) and the
//! progressives on blackjack (R4, R5). Every expected amount is worked out by hand from
//! RULES.md in the comment beside it.

mod bj_common;

use bj_common::*;

const MAIN10: &str = "main = \"10\"";

/// One seat with one hand and a $10 main wager.
fn one(hand: &str) -> String {
    seat(1, &[hand], "", MAIN10, "")
}

// ---------------------------------------------------------------- R3.1 blackjack pays

#[test]
fn r3_1_blackjack_pays_3_to_2_by_default() {
    // $10 × 3/2 = $15 won; paid 10 + 15 = 25.
    let v = settle_json(&bj("", "10C 8D", &one("AS KD")));
    let l = line(&v, 1, "main", 1, "player");
    check(l, "10.00", "win", "25.00", "15.00");
    assert_eq!(l["odds"], "3 to 2");
}

#[test]
fn r3_1_blackjack_pays_6_to_5_house_option() {
    // $10 × 6/5 = $12 won; paid 22.
    let v = settle_json(&bj("blackjack_pays = \"6-to-5\"", "10C 8D", &one("AS KD")));
    let l = line(&v, 1, "main", 1, "player");
    check(l, "10.00", "win", "22.00", "12.00");
    assert_eq!(l["odds"], "6 to 5");
}

#[test]
fn r3_1_blackjack_winnings_round_down_to_the_cent() {
    // R1.5: $5.05 × 3/2 = $7.575 → rounded down $7.57; paid 5.05 + 7.57 = 12.62.
    let s = seat(1, &["AS KD"], "", "main = \"5.05\"", "");
    let v = settle_json(&bj("", "10C 8D", &s));
    let l = line(&v, 1, "main", 1, "player");
    check(l, "5.05", "win", "12.62", "7.57");
    assert_eq!(l["exact"], "7.575");
}

// ---------------------------------------------------------------- R3.1 soft 17

#[test]
fn r3_1_soft17_stand_dealer_stands_on_soft_17() {
    // Dealer A-6 = soft 17 stands (default); player 18 wins 1 to 1: paid 20.
    let v = settle_json(&bj("", "AS 6D", &one("10S 8D")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
}

#[test]
fn r3_1_soft17_hit_dealer_draws_on_soft_17() {
    // soft17 = hit: A-6 draws a 2 → 19; player 18 loses the $10.
    let v = settle_json(&bj("soft17 = \"hit\"", "AS 6D 2C", &one("10S 8D")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

#[test]
fn r3_3_soft17_hit_dealer_may_not_stop_on_soft_17() {
    assert_refused(
        &bj("soft17 = \"hit\"", "AS 6D", &one("10S 8D")),
        "cards.dealer",
        &["R3.3", "soft 17", "must draw"],
    );
}

#[test]
fn r3_3_soft17_stand_dealer_may_not_draw_on_soft_17() {
    assert_refused(
        &bj("", "AS 6D 2C", &one("10S 8D")),
        "cards.dealer",
        &["R3.3", "drew on soft 17"],
    );
}

#[test]
fn r3_3_dealer_must_draw_on_16() {
    assert_refused(
        &bj("", "10C 6D", &one("10S 8D")),
        "cards.dealer",
        &["R3.3", "16"],
    );
}

#[test]
fn r3_3_dealer_hand_stopped_short_is_accepted_when_nothing_depends_on_it() {
    // Every hand busted and no Lucky Break in action: the dealer's 16 may stop.
    let v = settle_json(&bj("", "10C 6D", &one("10S 6H 9C")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

// ---------------------------------------------------------------- R3.1 peek

#[test]
fn r3_1_peek_yes_dealer_blackjack_takes_the_unplayed_hand() {
    let v = settle_json(&bj("", "KH AD", &one("10S 9D")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

#[test]
fn r3_3_peek_yes_no_player_acts_against_a_dealer_blackjack() {
    assert_refused(
        &bj("", "KH AD", &one("10S 2D 5C")),
        "seat 1 hands[1]",
        &["R3.3", "peeked"],
    );
}

#[test]
fn r3_1_peek_no_three_card_21_loses_to_dealer_blackjack() {
    // R3.2: blackjack beats any non-blackjack 21; the hand stands so it loses its $10.
    let v = settle_json(&bj("peek = \"no\"", "KH AD", &one("7S 4D KC")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

// ---------------------------------------------------------------- R3.2 settlement

#[test]
fn r3_2_doubled_hand_loses_only_original_stake_to_no_peek_blackjack() {
    // Doubled $10: stake 20; only the original $10 is lost, $10 returned: paid 10, net −10.
    let v = settle_json(&bj("peek = \"no\"", "KH AD", &one("5S 6D 10C double")));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "lose",
        "10.00",
        "-10.00",
    );
}

#[test]
fn r3_2_second_split_hand_pushes_against_no_peek_blackjack() {
    // The first standing hand loses the spot's original $10; hand 2's stake comes back.
    let s = seat(1, &["8S 10D", "8D 9C"], "", MAIN10, "");
    let v = settle_json(&bj("peek = \"no\"", "KH AD", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
    check(
        line(&v, 1, "main", 2, "player"),
        "10.00",
        "push",
        "10.00",
        "0.00",
    );
    // Spot: stake 20, paid 10, net −10.
    check_totals(&v, "player", "20.00", "10.00", "-10.00");
}

#[test]
fn r3_2_busted_split_hand_is_not_the_standing_hand_that_takes_the_loss() {
    // Hand 1 busts 23: loses its $10 at once. Hand 2 is the first hand still standing,
    // so it loses the original $10 to the no-peek blackjack. Spot net −20.
    let s = seat(1, &["8S 10D 5C", "8D 9C"], "", MAIN10, "");
    let v = settle_json(&bj("peek = \"no\"", "KH AD", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
    check(
        line(&v, 1, "main", 2, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

#[test]
fn r3_2_split_and_doubled_hand_against_no_peek_blackjack() {
    // Hand 1 doubled (stake 20) is the first standing hand: loses 10, 10 returned.
    // Hand 2 (stake 10) is returned whole: push.
    let s = seat(1, &["8S 3D 10C double", "8D 9C"], "", MAIN10, "");
    let v = settle_json(&bj("peek = \"no\"", "KH AD", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "lose",
        "10.00",
        "-10.00",
    );
    check(
        line(&v, 1, "main", 2, "player"),
        "10.00",
        "push",
        "10.00",
        "0.00",
    );
}

#[test]
fn r3_2_late_surrender_loses_the_whole_stake_to_no_peek_blackjack() {
    let v = settle_json(&bj("peek = \"no\"", "KH AD", &one("10S 6D surrender")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

#[test]
fn r3_2_blackjack_pushes_a_dealer_blackjack() {
    let v = settle_json(&bj("", "AH KC", &one("AS KD")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "push",
        "10.00",
        "0.00",
    );
}

#[test]
fn r3_2_blackjack_beats_a_dealer_three_card_21() {
    // Dealer 7-4-K = 21, not a blackjack: player blackjack pays 3 to 2 → paid 25.
    let v = settle_json(&bj("", "7C 4D KH", &one("AS KD")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "25.00",
        "15.00",
    );
}

#[test]
fn r3_2_blackjack_after_a_split_is_21() {
    // Split kings: K-A is 21, not a blackjack: 21 against the dealer's 10-5-6 = 21
    // pushes; hand 2 K-9 = 19 loses.
    let s = seat(1, &["KS AD", "KH 9C"], "", MAIN10, "");
    let v = settle_json(&bj("", "10C 5D 6S", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "push",
        "10.00",
        "0.00",
    );
    check(
        line(&v, 1, "main", 2, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

#[test]
fn r3_2_bust_loses_even_when_the_dealer_busts() {
    let v = settle_json(&bj("", "10C 6H 8S", &one("10S 6D 9C")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

#[test]
fn r3_2_win_and_push_pay_even_money_and_stake_back() {
    // 20 vs dealer bust 24 wins 1 to 1 (paid 20); a second seat's 18 vs ... separate rounds.
    let v = settle_json(&bj("", "10C 6H 8S", &one("10S KD")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    let v = settle_json(&bj("", "10C 8H", &one("10S 8D")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "push",
        "10.00",
        "0.00",
    );
}

// ---------------------------------------------------------------- R3.1 doubling

#[test]
fn r3_1_double_on_any_two_allows_a_soft_double() {
    // A-7 doubled with a 2: soft 20, stake 20, beats 18: paid 40, net 20.
    let v = settle_json(&bj("", "10C 8D", &one("AS 7D 2C double")));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "win",
        "40.00",
        "20.00",
    );
}

#[test]
fn r3_1_double_on_9_11_allows_hard_9() {
    // 5-4 = hard 9, doubled with a 10: 19 beats 18: stake 20, paid 40.
    let v = settle_json(&bj(
        "double_on = \"9-11\"",
        "10C 8D",
        &one("5S 4D 10C double"),
    ));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "win",
        "40.00",
        "20.00",
    );
}

#[test]
fn r3_1_double_on_9_11_refuses_a_soft_hand() {
    // A-8 is soft 19 (hard 9): a soft hand may not double under 9-11.
    assert_refused(
        &bj("double_on = \"9-11\"", "10C 8D", &one("AS 8D 2C double")),
        "seat 1 hands[1]",
        &["R3.1", "double_on = 9-11", "soft"],
    );
}

#[test]
fn r3_1_double_on_9_11_refuses_hard_12() {
    assert_refused(
        &bj("double_on = \"9-11\"", "10C 8D", &one("7S 5D 2C double")),
        "seat 1 hands[1]",
        &["double_on = 9-11", "12"],
    );
}

#[test]
fn r3_1_double_on_10_11_allows_hard_11_and_refuses_hard_9() {
    // 6-5 = 11 doubled with a 10: 21 beats 18: stake 20, paid 40.
    let v = settle_json(&bj(
        "double_on = \"10-11\"",
        "10C 8D",
        &one("6S 5D 10C double"),
    ));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "win",
        "40.00",
        "20.00",
    );
    assert_refused(
        &bj("double_on = \"10-11\"", "10C 8D", &one("5S 4D 10C double")),
        "seat 1 hands[1]",
        &["double_on = 10-11", "9"],
    );
}

#[test]
fn r3_1_double_on_10_11_refuses_soft_hand() {
    // A-9 is soft 20 (hard 10): refused.
    assert_refused(
        &bj("double_on = \"10-11\"", "10C 8D", &one("AS 9D 2C double")),
        "seat 1 hands[1]",
        &["double_on = 10-11", "soft"],
    );
}

#[test]
fn r3_1_double_after_split_allowed_by_default() {
    // Hand 1 8-3 doubled with a 10 = 21: stake 20, paid 40. Hand 2 8-9 = 17 loses 10.
    let s = seat(1, &["8S 3D 10C double", "8D 9C"], "", MAIN10, "");
    let v = settle_json(&bj("", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "win",
        "40.00",
        "20.00",
    );
    check(
        line(&v, 1, "main", 2, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
}

#[test]
fn r3_1_double_after_split_false_refuses_a_doubled_split_hand() {
    let s = seat(1, &["8S 3D 10C double", "8D 9C"], "", MAIN10, "");
    assert_refused(
        &bj("double_after_split = false", "10C 8D", &s),
        "seat 1 hands[1]",
        &["double_after_split = false"],
    );
}

// ---------------------------------------------------------------- R3.1 splitting

#[test]
fn r3_1_max_hands_4_allows_four_hands_and_refuses_five() {
    // Four split 8s, each 18 against dealer bust 26: each paid 20.
    let four = seat(1, &["8S 10D", "8D 10C", "8C 10H", "8H 10S"], "", MAIN10, "");
    let v = settle_json(&bj("", "10C 6H KS", &four));
    for h in 1..=4 {
        check(
            line(&v, 1, "main", h, "player"),
            "10.00",
            "win",
            "20.00",
            "10.00",
        );
    }
    let five = seat(
        1,
        &["8S 10D", "8D 10C", "8C 10H", "8H 10S", "8S 9D"],
        "",
        MAIN10,
        "",
    );
    assert_refused(
        &bj("", "10C 6H KS", &five),
        "seat 1 hands",
        &["at most 4 hands"],
    );
}

#[test]
fn r3_1_max_hands_2_refuses_three_hands() {
    let three = seat(1, &["8S 10D", "8D 10C", "8C 10H"], "", MAIN10, "");
    assert_refused(
        &bj("max_hands = 2", "10C 6H KS", &three),
        "seat 1 hands",
        &["at most 2 hands"],
    );
}

#[test]
fn r3_1_split_on_same_value_splits_unlike_tens() {
    // 10 and K split (same value). 10-9 = 19 and K-8 = 18 against 10-8 = 18:
    // hand 1 wins (paid 20), hand 2 pushes (paid 10).
    let s = seat(1, &["10S 9D", "KD 8C"], "", MAIN10, "");
    let v = settle_json(&bj("", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check(
        line(&v, 1, "main", 2, "player"),
        "10.00",
        "push",
        "10.00",
        "0.00",
    );
}

#[test]
fn r3_1_split_on_same_rank_refuses_unlike_tens() {
    let s = seat(1, &["10S 9D", "KD 8C"], "", MAIN10, "");
    assert_refused(
        &bj("split_on = \"same-rank\"", "10C 8D", &s),
        "seat 1 hands[2]",
        &["split_on = same-rank"],
    );
}

#[test]
fn r3_1_split_aces_get_one_card_each_and_21_is_not_a_blackjack() {
    // A-9 = 20 beats 18 (1 to 1, paid 20); A-K = 21 after a split pays 1 to 1 (paid 20),
    // not 3 to 2.
    let s = seat(1, &["AS 9D", "AH KC"], "", MAIN10, "");
    let v = settle_json(&bj("", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check(
        line(&v, 1, "main", 2, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
}

#[test]
fn r3_1_split_aces_take_no_further_card() {
    let s = seat(1, &["AS 2D 5C", "AH KC"], "", MAIN10, "");
    assert_refused(&bj("", "10C 8D", &s), "seat 1 hands[1]", &["one card each"]);
}

#[test]
fn r3_1_aces_split_only_once() {
    let s = seat(1, &["AS 9D", "AH KC", "AD 8C"], "", MAIN10, "");
    assert_refused(&bj("", "10C 8D", &s), "seat 1 hands", &["Aces split once"]);
}

// ---------------------------------------------------------------- R3.1 surrender

#[test]
fn r3_1_late_surrender_returns_half_the_stake() {
    // Half of $10 = $5 back: paid 5, net −5, result surrender.
    let v = settle_json(&bj("", "10C 8D", &one("10S 6D surrender")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "surrender",
        "5.00",
        "-5.00",
    );
}

#[test]
fn r3_1_surrender_half_stake_rounds_down_to_the_cent() {
    // R1.5: half of $10.05 = $5.025 → $5.02 returned; net −5.03.
    let s = seat(1, &["10S 6D surrender"], "", "main = \"10.05\"", "");
    let v = settle_json(&bj("", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.05",
        "surrender",
        "5.02",
        "-5.03",
    );
}

#[test]
fn r3_1_surrender_none_refuses_a_surrender() {
    assert_refused(
        &bj("surrender = \"none\"", "10C 8D", &one("10S 6D surrender")),
        "seat 1 hands[1]",
        &["surrender = none"],
    );
}

#[test]
fn r3_1_surrender_only_on_an_unsplit_hands_first_two_cards() {
    let split = seat(1, &["8S 8D surrender", "8C 9C"], "", MAIN10, "");
    assert_refused(
        &bj("", "10C 8D", &split),
        "seat 1 hands[1]",
        &["first two cards"],
    );
    assert_refused(
        &bj("", "10C 8D", &one("10S 2D 3C surrender")),
        "seat 1 hands[1]",
        &["first two cards"],
    );
}

// ---------------------------------------------------------------- R3.1 insurance, even money

#[test]
fn r3_1_insurance_pays_2_to_1_against_a_dealer_blackjack() {
    // Main $10 loses to the peeked blackjack; insurance $5 × 2 = $10 won: paid 15.
    let s = seat(1, &["10S 9D"], "", "main = \"10\"\ninsurance = \"5\"", "");
    let v = settle_json(&bj("", "AS KD", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
    let ins = line(&v, 1, "insurance", 1, "player");
    check(ins, "5.00", "win", "15.00", "10.00");
    assert_eq!(ins["odds"], "2 to 1");
    // Spot: stake 15, paid 15, net 0.
    check_totals(&v, "player", "15.00", "15.00", "0.00");
}

#[test]
fn r3_1_insurance_loses_without_a_dealer_blackjack() {
    // Dealer A-7 soft 18 stands; player 19 wins 10; insurance $5 lost.
    let s = seat(1, &["10S 9D"], "", "main = \"10\"\ninsurance = \"5\"", "");
    let v = settle_json(&bj("", "AS 7D", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check(
        line(&v, 1, "insurance", 1, "player"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
}

#[test]
fn r3_1_insurance_up_to_exactly_half_the_wager() {
    // Main $15: half is $7.50, allowed; $7.51 is refused. Insurance has no minimum: $0.50.
    let ok = seat(
        1,
        &["10S 9D"],
        "",
        "main = \"15\"\ninsurance = \"7.50\"",
        "",
    );
    let v = settle_json(&bj("", "AS KD", &ok));
    // $7.50 × 2 = $15 won: paid 22.50.
    check(
        line(&v, 1, "insurance", 1, "player"),
        "7.50",
        "win",
        "22.50",
        "15.00",
    );
    let small = seat(
        1,
        &["10S 9D"],
        "",
        "main = \"15\"\ninsurance = \"0.50\"",
        "",
    );
    let v = settle_json(&bj("", "AS KD", &small));
    check(
        line(&v, 1, "insurance", 1, "player"),
        "0.50",
        "win",
        "1.50",
        "1.00",
    );
    let over = seat(
        1,
        &["10S 9D"],
        "",
        "main = \"15\"\ninsurance = \"7.51\"",
        "",
    );
    assert_refused(
        &bj("", "AS KD", &over),
        "seat 1 wagers.insurance",
        &["more than half"],
    );
}

#[test]
fn r3_1_insurance_only_against_a_dealer_ace() {
    let s = seat(1, &["10S 9D"], "", "main = \"10\"\ninsurance = \"5\"", "");
    assert_refused(
        &bj("", "KH 8D", &s),
        "seat 1 wagers.insurance",
        &["only against a dealer Ace"],
    );
}

#[test]
fn r3_1_even_money_pays_1_to_1_whatever_the_dealer_holds() {
    // Even money: $10 × 1 = $10 won, paid 20, both against A-9 and against a blackjack.
    for dealer in ["AH 9C", "AH KC"] {
        let s = seat(1, &["AS KD"], "even_money = true", MAIN10, "");
        let v = settle_json(&bj("", dealer, &s));
        check(
            line(&v, 1, "main", 1, "player"),
            "10.00",
            "win",
            "20.00",
            "10.00",
        );
    }
}

#[test]
fn r3_1_even_money_needs_a_player_blackjack_against_an_ace() {
    let no_bj = seat(1, &["10S 9D"], "even_money = true", MAIN10, "");
    assert_refused(
        &bj("", "AH 9C", &no_bj),
        "seat 1 even_money",
        &["even money"],
    );
    let no_ace = seat(1, &["AS KD"], "even_money = true", MAIN10, "");
    assert_refused(
        &bj("", "10H 9C", &no_ace),
        "seat 1 even_money",
        &["dealer Ace"],
    );
}

// ---------------------------------------------------------------- R3.4 wagers for the dealer

#[test]
fn r3_4_dealer_wager_follows_hand_1_and_is_reported_apart() {
    // Player 19 beats 18: player $10 paid 20; dealer toke $5 paid 10.
    let s = seat(1, &["10S 9D"], "", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "10.00",
        "5.00",
    );
    check_totals(&v, "player", "10.00", "20.00", "10.00");
    check_totals(&v, "dealer", "5.00", "10.00", "5.00");
}

#[test]
fn r3_4_dealer_wager_on_a_blackjack_pays_the_tables_blackjack_odds() {
    // 3 to 2 on $5 = 7.50 (paid 12.50); under 6 to 5: $6 (paid 11).
    let s = seat(1, &["AS KD"], "", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "12.50",
        "7.50",
    );
    let v = settle_json(&bj("blackjack_pays = \"6-to-5\"", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "11.00",
        "6.00",
    );
}

#[test]
fn r3_4_dealer_wager_is_never_doubled() {
    // Player doubles (stake 20, 21 beats 18, paid 40); the toke stays $5 and wins $5.
    let s = seat(1, &["6S 5D 10C double"], "", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "win",
        "40.00",
        "20.00",
    );
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "10.00",
        "5.00",
    );
}

#[test]
fn r3_4_dealer_wager_is_never_split_and_rides_on_hand_1() {
    // Hand 1 8-10 = 18 pushes 18; hand 2 8-K = 18 pushes. One dealer line, on hand 1: push.
    let s = seat(1, &["8S 10D", "8D KC"], "", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("", "10C 8D", &s));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "push",
        "5.00",
        "0.00",
    );
    assert!(lines(&v, 1, "main", 2, "dealer").is_empty());
}

#[test]
fn r3_4_dealer_wager_busts_and_surrenders_with_hand_1() {
    let bust = seat(1, &["10S 6D 9C"], "", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("", "10C 6H 8S", &bust));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
    // Surrender: half of $5 back.
    let sur = seat(1, &["10S 6D surrender"], "", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("", "10C 8D", &sur));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "surrender",
        "2.50",
        "-2.50",
    );
}

#[test]
fn r3_4_dealer_wager_on_hand_1_is_settled_when_hand_1_wins_but_hand_2_loses() {
    // Hand 1 8-10 = 18 beats dealer 17; hand 2 8-7 = 15 loses. Toke on hand 1 wins.
    let s = seat(1, &["8S 10D", "8D 7C"], "", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("", "10C 7D", &s));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "10.00",
        "5.00",
    );
}

#[test]
fn r3_4_dealer_wager_against_no_peek_blackjack_loses_its_own_stake() {
    // The doubled hand loses only $10 of 20; the toke ($5, never doubled) loses $5.
    let s = seat(1, &["5S 6D 10C double"], "", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("peek = \"no\"", "KH AD", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "lose",
        "10.00",
        "-10.00",
    );
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
}

#[test]
fn r3_4_dealer_wager_pushes_with_a_blackjack_when_the_player_took_even_money() {
    // Even money is the player's only: player paid 20; the toke on the blackjack
    // against the dealer's blackjack pushes (paid 5).
    let s = seat(1, &["AS KD"], "even_money = true", MAIN10, "main = \"5\"");
    let v = settle_json(&bj("", "AH KC", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "push",
        "5.00",
        "0.00",
    );
}

// ---------------------------------------------------------------- R6 Lucky Break

/// A seat with a $10 main wager and a Lucky Break wager.
fn lb(hand: &str, stake: &str) -> String {
    seat(
        1,
        &[hand],
        "",
        &format!("main = \"10\"\nlucky-break = \"{stake}\""),
        "",
    )
}

const SEED_DEALER: &str = "2H 4H 3H 7H 10H"; // 2+4+3+7 = 16, +10 = 26, five hearts

#[test]
fn r6_4_seed_worked_example_pays_153() {
    // $1, dealer 26 with five suited cards, paytable 1: 1 × 3 + 1 × 3 × 50 = $153 won;
    // paid 154. Player 17 beats the bust: $10 won, paid 20.
    let v = settle_json(include_str!("rounds/lucky-break-seed.toml"));
    let l = line(&v, 1, "lucky-break", 1, "player");
    check(l, "1.00", "win", "154.00", "153.00");
    assert_eq!(l["odds"], "3 to 1 + 3 to 1 × 50");
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check_totals(&v, "player", "11.00", "174.00", "163.00");
}

#[test]
fn r6_4_multiplier_replaces_base_pays_150() {
    // 1 × 3 × 50 = $150 won; paid 151.
    let v = settle_json(&bj(
        "multiplier = \"replaces-base\"",
        SEED_DEALER,
        &lb("10S 7C", "1"),
    ));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "151.00",
        "150.00",
    );
}

#[test]
fn r6_5_every_paytable_on_26_with_five_suited() {
    // base 26 = 3 on every table; five suited ×50/×100/×25/×50 (adds to base):
    // PT1 3 + 150 = 153; PT2 3 + 300 = 303; PT3 3 + 75 = 78; PT4 3 + 150 = 153.
    for (pt, won) in [(1, 153), (2, 303), (3, 78), (4, 153)] {
        let house = format!("[paytables]\nlucky-break = \"lucky-break-{pt}\"");
        let v = settle_json(&bj(&house, SEED_DEALER, &lb("10S 7C", "1")));
        let paid = format!("{}.00", won + 1);
        let net = format!("{won}.00");
        check(
            line(&v, 1, "lucky-break", 1, "player"),
            "1.00",
            "win",
            &paid,
            &net,
        );
    }
}

#[test]
fn r6_5_every_paytable_on_25_with_four_suited() {
    // Dealer 5-4-6-10 hearts = 25 (5, 9, 15, 25), four suited (×10 everywhere).
    // base 25: 3/3/2/2 → PT1 3 + 30 = 33; PT2 33; PT3 2 + 20 = 22; PT4 22. $2 stake doubles it.
    for (pt, won) in [(1, 66), (2, 66), (3, 44), (4, 44)] {
        let house = format!("[paytables]\nlucky-break = \"lucky-break-{pt}\"");
        let v = settle_json(&bj(&house, "5H 4H 6H 10H", &lb("10S 7C", "2")));
        let paid = format!("{}.00", won + 2);
        let net = format!("{won}.00");
        check(
            line(&v, 1, "lucky-break", 1, "player"),
            "2.00",
            "win",
            &paid,
            &net,
        );
    }
}

#[test]
fn r6_5_every_paytable_on_24_with_three_suited() {
    // Dealer 8-6-10 spades = 24, three suited: base 2; ×2/×2/×5/×2.
    // PT1 2 + 4 = 6; PT2 6; PT3 2 + 10 = 12; PT4 6.
    for (pt, won) in [(1, 6), (2, 6), (3, 12), (4, 6)] {
        let house = format!("[paytables]\nlucky-break = \"lucky-break-{pt}\"");
        let v = settle_json(&bj(&house, "8S 6S 10S", &lb("10H 7C", "1")));
        let paid = format!("{}.00", won + 1);
        let net = format!("{won}.00");
        check(
            line(&v, 1, "lucky-break", 1, "player"),
            "1.00",
            "win",
            &paid,
            &net,
        );
    }
}

#[test]
fn r6_2_bust_totals_22_to_26_unsuited_pay_the_base() {
    // Unsuited (multiplier 1, not added), paytable 1, $1: 22 → 1, 23 → 2, 24 → 2,
    // 25 → 3, 26 → 3.
    for (dealer, won) in [
        ("10C 2D QH", 1), // 12, 22
        ("10C 6D 7H", 2), // 16, 23
        ("10C 4D KH", 2), // 14, 24
        ("10C 5D KH", 3), // 15, 25
        ("10C 6D KH", 3), // 16, 26
    ] {
        let v = settle_json(&bj("", dealer, &lb("10S 7C", "1")));
        let paid = format!("{}.00", won + 1);
        let net = format!("{won}.00");
        let l = line(&v, 1, "lucky-break", 1, "player");
        check(l, "1.00", "win", &paid, &net);
    }
}

#[test]
fn r6_5_paytable_3_on_22_and_23() {
    // PT3 base 22 = 1, 23 = 2; dealer 10-2-Q clubs = 22 with three suited: 1 + 1 × 5 = 6.
    let house = "[paytables]\nlucky-break = \"lucky-break-3\"";
    let v = settle_json(&bj(house, "10C 2C QC", &lb("10S 7D", "1")));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "7.00",
        "6.00",
    );
    let v = settle_json(&bj(house, "10C 6D 7H", &lb("10S 7D", "1")));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "3.00",
        "2.00",
    );
}

#[test]
fn r6_2_player_cap_26_loses_when_a_hand_totals_27() {
    // Player 10-7-K = 27 busts (main lost); under player_cap = 26 the Lucky Break loses.
    let v = settle_json(&bj("", SEED_DEALER, &lb("10S 7C KC", "1")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "lose",
        "0.00",
        "-1.00",
    );
}

#[test]
fn r6_2_player_cap_26_allows_a_hand_of_26() {
    // Player 10-6-K = 26 busts but is not over 26: $153 won.
    let v = settle_json(&bj("", SEED_DEALER, &lb("10S 6C KC", "1")));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "154.00",
        "153.00",
    );
}

#[test]
fn r6_2_player_cap_off_pays_whatever_the_players_total() {
    let v = settle_json(&bj(
        "player_cap = \"off\"",
        SEED_DEALER,
        &lb("10S 7C KC", "1"),
    ));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "154.00",
        "153.00",
    );
}

#[test]
fn r6_2_player_cap_counts_every_hand_of_the_spot() {
    // Split 10s: hand 2 10-7-K = 27. One hand over 26 loses the Lucky Break.
    let s = seat(
        1,
        &["10S 8D", "10D 7C KC"],
        "",
        "main = \"10\"\nlucky-break = \"1\"",
        "",
    );
    let v = settle_json(&bj("", SEED_DEALER, &s));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "lose",
        "0.00",
        "-1.00",
    );
}

#[test]
fn r6_3_suited_count_all_one_suit_treats_a_mixed_hand_as_unsuited() {
    // 2H 4H 3C 7H 10H = 26, four hearts and a club: not all one suit → unsuited, 3 to 1.
    let v = settle_json(&bj("", "2H 4H 3C 7H 10H", &lb("10S 7C", "1")));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "4.00",
        "3.00",
    );
}

#[test]
fn r6_3_suited_count_largest_suit_group_counts_the_commonest_suit() {
    // Four hearts: 3 + 3 × 10 = 33 won.
    let v = settle_json(&bj(
        "suited_count = \"largest-suit-group\"",
        "2H 4H 3C 7H 10H",
        &lb("10S 7C", "1"),
    ));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "34.00",
        "33.00",
    );
}

#[test]
fn r6_3_largest_suit_group_under_three_is_unsuited() {
    // 10C 6D 7H: no suit has 3 cards: unsuited, 23 → 2 to 1.
    let v = settle_json(&bj(
        "suited_count = \"largest-suit-group\"",
        "10C 6D 7H",
        &lb("10S 7C", "1"),
    ));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "3.00",
        "2.00",
    );
}

#[test]
fn r6_2_dealer_blackjack_loses_lucky_break() {
    let v = settle_json(&bj("", "AS KD", &lb("10S 7C", "1")));
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "lose",
        "0.00",
        "-1.00",
    );
}

#[test]
fn r6_2_dealer_21_or_less_loses_lucky_break() {
    for dealer in ["10C 7D", "10C 5D 6S"] {
        let v = settle_json(&bj("", dealer, &lb("10S 9C", "1")));
        check(
            line(&v, 1, "lucky-break", 1, "player"),
            "1.00",
            "lose",
            "0.00",
            "-1.00",
        );
    }
}

#[test]
fn r6_2_lucky_break_stays_in_action_after_a_player_bust() {
    // Player 10-6-9 = 25 busts (main −10); Lucky Break on the seed dealer hand: 153 won.
    let v = settle_json(&bj("", SEED_DEALER, &lb("10S 6D 9C", "1")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "154.00",
        "153.00",
    );
}

#[test]
fn r6_2_lucky_break_stays_in_action_after_a_player_blackjack() {
    // Blackjack pays 15 (paid 25); Lucky Break 153.
    let v = settle_json(&bj("", SEED_DEALER, &lb("AS KD", "1")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "25.00",
        "15.00",
    );
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "154.00",
        "153.00",
    );
}

#[test]
fn r6_2_lucky_break_stays_in_action_after_a_surrender() {
    let v = settle_json(&bj("", SEED_DEALER, &lb("10S 6D surrender", "1")));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "surrender",
        "5.00",
        "-5.00",
    );
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "154.00",
        "153.00",
    );
}

#[test]
fn r6_2_lucky_break_stays_in_action_after_even_money() {
    // Dealer A-2-3-K-9 hearts: soft 13, soft 16, hard 16, 25; five suited.
    // PT1: 3 + 3 × 50 = 153. Even money: $10 won.
    let s = seat(
        1,
        &["AS KD"],
        "even_money = true",
        "main = \"10\"\nlucky-break = \"1\"",
        "",
    );
    let v = settle_json(&bj("", "AH 2H 3H KH 9H", &s));
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check(
        line(&v, 1, "lucky-break", 1, "player"),
        "1.00",
        "win",
        "154.00",
        "153.00",
    );
}

#[test]
fn r6_2_dealer_completes_the_hand_while_lucky_break_is_in_action() {
    // Every player busted, but a Lucky Break wager is in action: the dealer's 16 must draw.
    assert_refused(
        &bj("", "10C 6D", &lb("10S 6H 9C", "1")),
        "cards.dealer",
        &["R3.3", "Lucky Break"],
    );
}

#[test]
fn r6_1_lucky_break_tokes_for_the_dealer_are_reported_in_dealer_totals() {
    // Dealer toke $2 on the seed hand: 2 × 153 = 306 won, paid 308.
    // Player: main 10 → 20, LB 1 → 154: stake 11, paid 174, net 163.
    let s = seat(
        1,
        &["10S 7C"],
        "",
        "main = \"10\"\nlucky-break = \"1\"",
        "lucky-break = \"2\"",
    );
    let v = settle_json(&bj("", SEED_DEALER, &s));
    check(
        line(&v, 1, "lucky-break", 1, "dealer"),
        "2.00",
        "win",
        "308.00",
        "306.00",
    );
    check_totals(&v, "dealer", "2.00", "308.00", "306.00");
    check_totals(&v, "player", "11.00", "174.00", "163.00");
}

#[test]
fn r6_1_lucky_break_toke_loses_with_the_dealers_21() {
    let s = seat(1, &["10S 9C"], "", MAIN10, "lucky-break = \"2\"");
    let v = settle_json(&bj("", "10C 5D 6S", &s));
    check(
        line(&v, 1, "lucky-break", 1, "dealer"),
        "2.00",
        "lose",
        "0.00",
        "-2.00",
    );
    check_totals(&v, "dealer", "2.00", "0.00", "-2.00");
}

// ---------------------------------------------------------------- R4 21+3 Progressive

/// A 21+3 Progressive round on paytable `pt` with `meter`, one extra house block.
fn prog(pt: &str, meter: &str, declared: &str, dealer: &str, seats: &str) -> String {
    let declared = if declared.is_empty() {
        String::new()
    } else {
        format!("declared_suit = \"{declared}\"\n")
    };
    let house = format!(
        "[paytables]\n\"21+3-progressive\" = \"{pt}\"\n[progressive]\nmeter = \"{meter}\"\n{declared}"
    );
    bj(&house, dealer, seats)
}

fn p_seat(n: u32, hand: &str) -> String {
    seat(
        n,
        &[hand],
        "",
        "main = \"10\"\n\"21+3-progressive\" = \"1\"",
        "",
    )
}

#[test]
fn r4_2_odds_tiers_across_paytables() {
    // $1 fixed stake, "for 1" tables: paid = the odds, net = odds − 1.
    // 9♠ 10♦ + J♣ is a straight; 9♠ 10♠ + J♠ a straight flush; 2♠ 5♠ + J♠ a flush;
    // 7♠ 7♦ + 7♣ three of a kind; 7♠ 7♠ + 7♠ suited three of a kind.
    let cases: &[(&str, &str, &str, &str, &str)] = &[
        ("21plus3-progressive-1", "9S 10D", "JC 8D", "7.00", "win"),
        ("21plus3-progressive-2", "9S 10D", "JC 8D", "6.00", "win"),
        ("21plus3-progressive-7", "9S 10D", "JC 8D", "5.00", "win"),
        ("21plus3-progressive-10", "9S 10D", "JC 8D", "10.00", "win"),
        ("21plus3-progressive-1", "9S 10S", "JS 8D", "25.00", "win"),
        ("21plus3-progressive-4", "9S 10S", "JS 8D", "40.00", "win"),
        ("21plus3-progressive-10", "9S 10S", "JS 8D", "30.00", "win"),
        ("21plus3-progressive-1", "2S 5S 10H", "JS 8D", "3.00", "win"),
        ("21plus3-progressive-2", "2S 5S 10H", "JS 8D", "2.00", "win"),
        (
            "21plus3-progressive-10",
            "2S 5S 10H",
            "JS 8D",
            "0.00",
            "lose",
        ),
        (
            "21plus3-progressive-11",
            "2S 5S 10H",
            "JS 8D",
            "0.00",
            "lose",
        ),
        (
            "21plus3-progressive-3",
            "7S 7D 5H",
            "7C 10D",
            "20.00",
            "win",
        ),
        (
            "21plus3-progressive-1",
            "7S 7S 5H",
            "7S 10D",
            "125.00",
            "win",
        ),
        (
            "21plus3-progressive-4",
            "7S 7S 5H",
            "7S 10D",
            "150.00",
            "win",
        ),
        (
            "21plus3-progressive-10",
            "7S 7S 5H",
            "7S 10D",
            "200.00",
            "win",
        ),
        ("21plus3-progressive-1", "9S 4D 5H", "JC 8D", "0.00", "lose"),
    ];
    for (pt, hand, dealer, paid, result) in cases {
        let v = settle_json(&prog(pt, "25,000", "", dealer, &p_seat(1, hand)));
        let net = money_text(cents(paid) - 100);
        let l = line(&v, 1, "21+3-progressive", 1, "player");
        check(l, "1.00", result, paid, &net);
        assert_eq!(l["paytable"], *pt, "{pt} {hand} {dealer}");
        // The meter only moves on a meter tier.
        assert_eq!(v["progressive"]["meter_before"], "25000.00");
        assert_eq!(v["progressive"]["meter_after"], "25000.00");
    }
}

#[test]
fn r4_1_straight_ace_high_and_low_but_not_round_the_corner() {
    // PT1 straight 7 for 1: A-2-3 and Q-K-A pay; K-A-2 does not.
    for (hand, dealer, paid) in [
        ("AS 2D 10C", "3C 10D 6S", "7.00"),
        ("QS KD", "AC 7D", "7.00"),
        ("KS AD", "2C 10D 6S", "0.00"),
    ] {
        let v = settle_json(&prog(
            "21plus3-progressive-1",
            "25,000",
            "",
            dealer,
            &p_seat(1, hand),
        ));
        let l = line(&v, 1, "21+3-progressive", 1, "player");
        assert_eq!(l["paid"], paid, "{hand} + {dealer}: {l:#}");
    }
}

#[test]
fn r4_3_suited_three_top_rank_pays_100_percent_of_meter_and_reseeds() {
    // PT2 top ranks A, K, Q: Q♥ Q♥ + Q♥ hits the meter. $25,000.00 paid (a "for" table:
    // net 24,999); the meter resets to its reseed $2,000.
    let v = settle_json(&prog(
        "21plus3-progressive-2",
        "25,000",
        "",
        "QH 8D",
        &p_seat(1, "QH QH"),
    ));
    let l = line(&v, 1, "21+3-progressive", 1, "player");
    check(l, "1.00", "win", "25000.00", "24999.00");
    assert_eq!(l["amount"], "25000.00");
    assert_eq!(v["progressive"]["meter_before"], "25000.00");
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
}

#[test]
fn r4_2_suited_three_queens_is_only_suited_three_of_a_kind_on_paytable_1() {
    // PT1's top ranks are A, K: Q♥ Q♥ Q♥ pays 125 for 1, meter untouched.
    let v = settle_json(&prog(
        "21plus3-progressive-1",
        "25,000",
        "",
        "QH 8D",
        &p_seat(1, "QH QH"),
    ));
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "125.00",
        "124.00",
    );
    assert_eq!(v["progressive"]["meter_after"], "25000.00");
}

#[test]
fn r4_3_declared_suit_tier_hits_the_meter_only_in_the_declared_suit() {
    // PT7: three top-rank A of the declared suit = meter; suited three A otherwise 2,000 for 1.
    let hand = "AS AS 8D"; // soft 20 vs dealer A-6 soft 17
    let v = settle_json(&prog(
        "21plus3-progressive-7",
        "30,000",
        "S",
        "AS 6D",
        &p_seat(1, hand),
    ));
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "30000.00",
        "29999.00",
    );
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
    // Declared hearts: the spades trio pays the next tier: 2,000 for 1.
    let v = settle_json(&prog(
        "21plus3-progressive-7",
        "30,000",
        "H",
        "AS 6D",
        &p_seat(1, hand),
    ));
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "2000.00",
        "1999.00",
    );
    assert_eq!(v["progressive"]["meter_after"], "30000.00");
    // No declared suit: the declared-suit tier cannot hit.
    let v = settle_json(&prog(
        "21plus3-progressive-7",
        "30,000",
        "",
        "AS 6D",
        &p_seat(1, hand),
    ));
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "2000.00",
        "1999.00",
    );
}

#[test]
fn r4_4_two_meter_hits_in_seat_order() {
    // Meter $30,000: seat 1 takes 30,000 (net 29,999), the meter reseeds to 2,000;
    // seat 3 takes the 2,000 left (net 1,999). Meter after: 2,000.
    let seats = format!("{}{}", p_seat(3, "QH QH"), p_seat(1, "QH QH"));
    let v = settle_json(&prog(
        "21plus3-progressive-2",
        "30,000",
        "",
        "QH 8D",
        &seats,
    ));
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "30000.00",
        "29999.00",
    );
    check(
        line(&v, 3, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "2000.00",
        "1999.00",
    );
    assert_eq!(v["progressive"]["meter_before"], "30000.00");
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
}

#[test]
fn r4_4_two_meter_hits_share_equally_remainder_to_the_lowest_seat() {
    // Meter $30,000.01 / 2 = 15,000.00 each, 1 cent left over to seat 1:
    // seat 1 paid 15,000.01 (net 14,999.01), seat 3 paid 15,000.00; the meter reseeds once to 2,000.
    let seats = format!("{}{}", p_seat(1, "QH QH"), p_seat(3, "QH QH"));
    let mut house = String::from("meter_hits = \"share-equally\"\n");
    house.push_str(
        "[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-2\"\n[progressive]\nmeter = \"30,000.01\"\n",
    );
    let v = settle_json(&bj(&house, "QH 8D", &seats));
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "15000.01",
        "14999.01",
    );
    check(
        line(&v, 3, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "15000.00",
        "14999.00",
    );
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
}

#[test]
fn r4_4_three_meter_hits_share_equally() {
    // $30,000.02 / 3 = 10,000.00 each, remainder 2 cents to seat 1 (8 decks: 7 × Q♥).
    let seats = format!(
        "{}{}{}",
        p_seat(1, "QH QH"),
        p_seat(2, "QH QH"),
        p_seat(5, "QH QH")
    );
    let house = "meter_hits = \"share-equally\"\n[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-2\"\n[progressive]\nmeter = \"30,000.02\"\n";
    let v = settle_json(&bj_decks(8, house, "QH 8D", &seats));
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "10000.02",
        "9999.02",
    );
    check(
        line(&v, 2, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "10000.00",
        "9999.00",
    );
    check(
        line(&v, 5, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "10000.00",
        "9999.00",
    );
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
}

#[test]
fn r4_2_uk_pay_table_15_in_pounds() {
    // £25 fixed stake, a "for" table with fixed amounts; up card J♠, dealer J-7 = 17.
    // Seat 1 9♠ 10♠: straight flush £2,000 (net 1,975). Seat 2 J♥ J♦: three of a kind
    // £1,000 (net 975). Seat 3 J♠ J♠: other suited three £10,000 (net 9,975).
    // Seat 4 Q♠ K♦: a straight pays nothing on Pay Table 15. Seat 5 2♠ 5♠: flush, nothing.
    let w = "main = \"£10\"\n\"21+3-progressive\" = \"£25\"";
    let seats: String = [
        seat(1, &["9S 10S"], "", w, ""),
        seat(2, &["JH JD"], "", w, ""),
        seat(3, &["JS JS"], "", w, ""),
        seat(4, &["QS KD"], "", w, ""),
        seat(5, &["2S 5S 10H"], "", w, ""),
    ]
    .concat();
    let round = format!(
        "currency = \"GBP\"\n{}",
        prog("21plus3-progressive-uk15", "£60,000", "", "JS 7D", &seats)
    );
    let v = settle_json(&round);
    assert_eq!(v["currency"], "GBP");
    let p = |n| line(&v, n, "21+3-progressive", 1, "player");
    check(p(1), "25.00", "win", "2000.00", "1975.00");
    assert_eq!(p(1)["amount"], "2000.00");
    check(p(2), "25.00", "win", "1000.00", "975.00");
    check(p(3), "25.00", "win", "10000.00", "9975.00");
    check(p(4), "25.00", "lose", "0.00", "-25.00");
    check(p(5), "25.00", "lose", "0.00", "-25.00");
    assert_eq!(v["progressive"]["meter_after"], "60000.00");
}

#[test]
fn r4_3_uk_pay_table_15_meter_hit_reseeds_at_50000_pounds() {
    // Q♠ Q♠ + Q♠: suited three Q → 100% of £60,000 (net 59,975), meter back to £50,000.
    let w = "main = \"£10\"\n\"21+3-progressive\" = \"£25\"";
    let round = format!(
        "currency = \"GBP\"\n{}",
        prog(
            "21plus3-progressive-uk15",
            "£60,000",
            "",
            "QS 7D",
            &seat(1, &["QS QS"], "", w, "")
        )
    );
    let v = settle_json(&round);
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "25.00",
        "win",
        "60000.00",
        "59975.00",
    );
    assert_eq!(v["progressive"]["meter_before"], "60000.00");
    assert_eq!(v["progressive"]["meter_after"], "50000.00");
}

// ---------------------------------------------------------------- R5 Suited or Booted

fn sob(meter: &str, dealer: &str, seats: &str) -> String {
    bj(
        &format!("[progressive.suited-or-booted]\nmeter = \"{meter}\""),
        dealer,
        seats,
    )
}

fn sob_seat(n: u32, hands: &[&str]) -> String {
    seat(n, hands, "", "main = \"10\"\nsuited-or-booted = \"1\"", "")
}

#[test]
fn r5_first_hit_card_makes_suited_three_of_a_kind_10_percent_of_meter() {
    // 7♥ 7♥ + first hit 7♥: 10% of $8,000 = $800 paid (net 799); meter 8,000 − 800 = 7,200.
    let v = settle_json(&sob("8,000", "10C 8D", &sob_seat(1, &["7H 7H 7H"])));
    let l = line(&v, 1, "suited-or-booted", 1, "player");
    check(l, "1.00", "win", "800.00", "799.00");
    assert_eq!(l["unverified"], true);
    let m = &v["progressive"]["suited-or-booted"];
    assert_eq!(m["meter_before"], "8000.00");
    assert_eq!(m["meter_after"], "7200.00");
    // Only Suited or Booted is in play: no top-level 21+3 meter pair.
    assert!(v["progressive"].get("meter_before").is_none());
}

#[test]
fn r5_without_a_hit_card_pays_a_two_card_tier() {
    // 7♥ 9♥ stands: no hit card; "Suited" 4 for 1: paid 4, net 3; meter unchanged.
    let v = settle_json(&sob("8,000", "10C 8D", &sob_seat(1, &["7H 9H"])));
    let l = line(&v, 1, "suited-or-booted", 1, "player");
    check(l, "1.00", "win", "4.00", "3.00");
    assert_eq!(l["unverified"], true);
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "8000.00"
    );
}

#[test]
fn r5_a_split_hands_second_card_is_not_a_hit_card() {
    // Split 7♥ 7♥: hand 1 gets 7♥ as its second card (not a hit). First two 7♥ 7♥, no
    // hit card: suited pair 30 for 1 → paid 30, net 29.
    let v = settle_json(&sob("8,000", "10C 8D", &sob_seat(1, &["7H 7H", "7H 10C"])));
    check(
        line(&v, 1, "suited-or-booted", 1, "player"),
        "1.00",
        "win",
        "30.00",
        "29.00",
    );
}

#[test]
fn r5_a_hit_on_split_hand_1_is_the_first_hit_card() {
    // Split 7♥ 7♥; hand 1 7♥ 2♣ then hits 7♥: first two 7♥ 7♥ + hit 7♥ → 10% of 8,000.
    let v = settle_json(&sob(
        "8,000",
        "10C 8D",
        &sob_seat(1, &["7H 2C 7H", "7H 10C"]),
    ));
    check(
        line(&v, 1, "suited-or-booted", 1, "player"),
        "1.00",
        "win",
        "800.00",
        "799.00",
    );
}

#[test]
fn r5_a_doubles_card_is_the_first_hit_card() {
    // 2♥ 3♥ doubled with A♥: suited A-2-3 with the hit card = 100% of the meter.
    let v = settle_json(&sob("8,000", "10C 8D", &sob_seat(1, &["2H 3H AH double"])));
    check(
        line(&v, 1, "suited-or-booted", 1, "player"),
        "1.00",
        "win",
        "8000.00",
        "7999.00",
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "2000.00"
    );
}

#[test]
fn r4_4_suited_or_booted_percent_hit_then_full_hit_in_seat_order() {
    // Seat 1: 10% of 8,000 = 800, meter 7,200. Seat 2: suited wheel 100% of 7,200,
    // meter reseeds to 2,000.
    let seats = format!(
        "{}{}",
        sob_seat(1, &["7H 7H 7H"]),
        sob_seat(2, &["AH 2H 3H"])
    );
    let v = settle_json(&sob("8,000", "10C 8D", &seats));
    check(
        line(&v, 1, "suited-or-booted", 1, "player"),
        "1.00",
        "win",
        "800.00",
        "799.00",
    );
    check(
        line(&v, 2, "suited-or-booted", 1, "player"),
        "1.00",
        "win",
        "7200.00",
        "7199.00",
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "2000.00"
    );
}

#[test]
fn r4_3_two_progressives_keep_two_meters() {
    // 21+3 PT1: 7♥ 7♥ + 7♥ up = suited three of a kind 125 for 1 (meter 25,000 unchanged).
    // Suited or Booted: 7♥ 7♥ + hit 7♥ (needs 4 × 7♥ in 6 decks) = 10% of 9,000 = 900.
    let s = seat(
        1,
        &["7H 7H 7H"],
        "",
        "main = \"10\"\n\"21+3-progressive\" = \"1\"\nsuited-or-booted = \"1\"",
        "",
    );
    let house =
        "[progressive]\nmeter = \"25,000\"\n[progressive.suited-or-booted]\nmeter = \"9,000\"";
    let v = settle_json(&bj(house, "7H 10D", &s));
    check(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        "125.00",
        "124.00",
    );
    check(
        line(&v, 1, "suited-or-booted", 1, "player"),
        "1.00",
        "win",
        "900.00",
        "899.00",
    );
    assert_eq!(v["progressive"]["meter_before"], "25000.00");
    assert_eq!(v["progressive"]["meter_after"], "25000.00");
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "8100.00"
    );
    assert!(line(&v, 1, "21+3-progressive", 1, "player")
        .get("unverified")
        .is_none());
}

#[test]
fn r3_2_doubled_hand_that_busts_loses_its_whole_doubled_stake() {
    // 10-2 doubled with K = 22: the bust loses all $20, even against a no-peek blackjack
    // (a busted hand is not a hand still standing).
    let v = settle_json(&bj("", "10C 8D", &one("10S 2D KC double")));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "lose",
        "0.00",
        "-20.00",
    );
    let v = settle_json(&bj("peek = \"no\"", "KH AD", &one("10S 2D KC double")));
    check(
        line(&v, 1, "main", 1, "player"),
        "20.00",
        "lose",
        "0.00",
        "-20.00",
    );
}

#[test]
fn r1_5_lucky_break_base_and_bonus_are_added_before_rounding() {
    // rounding_unit $1, down. $1.35 on 24 with three suited, PT1: base 2 → $2.70,
    // bonus 2 × 2 → $5.40; together $8.10 → $8 (rounding each part first would give 2 + 5 = 7).
    let v = settle_json(&bj(
        "rounding_unit = \"1.00\"",
        "8S 6S 10S",
        &lb("10H 7C", "1.35"),
    ));
    let l = line(&v, 1, "lucky-break", 1, "player");
    check(l, "1.35", "win", "9.35", "8.00");
    assert_eq!(l["exact"].as_str().unwrap().trim_end_matches('0'), "8.1");
}

#[test]
fn r4_3_percent_hit_lowers_the_meter_by_what_it_paid() {
    // Suited or Booted meter $2,100 (≥ reseed 2,000): 7♥ 7♥ + hit 7♥ takes 10% = $210
    // (net 209). R4.3: the meter is lowered by what it paid: 2,100 − 210 = 1,890.
    let v = settle_json(&sob("2,100", "10C 8D", &sob_seat(1, &["7H 7H 7H"])));
    check(
        line(&v, 1, "suited-or-booted", 1, "player"),
        "1.00",
        "win",
        "210.00",
        "209.00",
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "1890.00"
    );
}

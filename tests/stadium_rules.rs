#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! Golden rounds for Stadium Blackjack (RULES.md R7): shared cards, each terminal's own
//! replay and dealer hand, house options, wagers for the dealer and the side bets.
//! Every expected amount is worked out by hand from RULES.md in the comment beside it.

mod bj_common;

use bj_common::*;
use serde_json::Value;

const MAIN10: &str = "main = \"10\"";

/// One terminal (number 1) with a $10 main wager.
fn one(house: &str, player: &str, dealer: &str, community: &str, decisions: &str) -> Value {
    settle_json(&stadium(
        house,
        player,
        dealer,
        community,
        &terminal(1, decisions, MAIN10, ""),
    ))
}

fn main1(v: &Value, hand: u64) -> &Value {
    line(v, 1, "main", hand, "player")
}

// ---------------------------------------------------------------- R7.1-R7.3 the layout

#[test]
fn r7_1_two_terminals_share_cards_and_see_different_dealer_hands() {
    // Player 8♠ 8♦, dealer 6♥; community 3♣ 5♠ 9♦ K♥ 4♠ 2♦ 7♣.
    // Terminal 14 "split hit stand stand": hand 1 8♠+C1 3♣ = 11, hit C2 5♠ = 16, stand;
    // hand 2 8♦+C3 9♦ = 17, stand. Its dealer: 6♥ + C4 K♥ = 16, + C5 4♠ = 20.
    //   hand 1 16 and hand 2 17 lose $10 each; the dealer's $5 on hand 1 loses;
    //   TriLux (TRI-01) 8-8-6 is nothing: −$5.
    // Terminal 15 "stand": 16. Its dealer: 6♥ + C1 3♣ + C2 5♠ + C3 9♦ = 6, 9, 14, 23 bust.
    //   16 wins $10 (paid 20); Bet the Set 8♠ 8♦ is a pair, 10 to 1: $50 won, paid 55.
    let v = settle_json(include_str!("rounds/stadium-two-terminals.toml"));
    assert_eq!(hands(&v, 14), ["8S 3C 5S", "8D 9D"]);
    assert_eq!(dealer_hand(&v, 14), "6H KH 4S");
    assert_eq!(hands(&v, 15), ["8S 8D"]);
    assert_eq!(dealer_hand(&v, 15), "6H 3C 5S 9D");
    check(
        line(&v, 14, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
    check(
        line(&v, 14, "main", 2, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
    check(
        line(&v, 14, "main", 1, "dealer"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
    check(
        line(&v, 14, "trilux", 1, "player"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
    check(
        line(&v, 15, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check(
        line(&v, 15, "bet-the-set", 1, "player"),
        "5.00",
        "win",
        "55.00",
        "50.00",
    );
    // Player: stake 10+10+5+10+5 = 40, paid 20+55 = 75, net 35. Dealer: 5, 0, −5.
    check_totals(&v, "player", "40.00", "75.00", "35.00");
    check_totals(&v, "dealer", "5.00", "0.00", "-5.00");
}

#[test]
fn r7_2_hits_take_a_prefix_and_the_dealer_takes_the_cards_after_it() {
    // Player 10♠ 2♦, dealer 7♥, community 5♣ 3♦ 10♥ 9♠.
    // T1 "hit stand": 10-2-5 = 17 (C1); dealer 7♥ 3♦ 10♥ = 20: loses.
    // T2 "stand": 12; dealer 7♥ 5♣ 3♦ 10♥ = 12, 15, 25 bust: wins.
    // T3 "hit hit stand": 17, 20 (C1 C2); dealer 7♥ 10♥ = 17 stands: 20 wins.
    let t = [
        terminal(1, "hit stand", MAIN10, ""),
        terminal(2, "stand", MAIN10, ""),
        terminal(3, "hit hit stand", MAIN10, ""),
    ]
    .concat();
    let v = settle_json(&stadium("", "10S 2D", "7H", "5C 3D 10H 9S", &t));
    assert_eq!(hands(&v, 1), ["10S 2D 5C"]);
    assert_eq!(dealer_hand(&v, 1), "7H 3D 10H");
    assert_eq!(hands(&v, 2), ["10S 2D"]);
    assert_eq!(dealer_hand(&v, 2), "7H 5C 3D 10H");
    assert_eq!(hands(&v, 3), ["10S 2D 5C 3D"]);
    assert_eq!(dealer_hand(&v, 3), "7H 10H");
    check(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        "0.00",
        "-10.00",
    );
    check(
        line(&v, 2, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    check(
        line(&v, 3, "main", 1, "player"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
}

#[test]
fn r7_2_a_21_stands_by_itself_without_a_decision() {
    // 10-5 hit 6 = 21: no further decision. Dealer 9♥ 8♦ = 17: 21 wins, paid 20.
    let v = one("", "10S 5D", "9H", "6C 8D 2S", "hit");
    assert_eq!(hands(&v, 1), ["10S 5D 6C"]);
    assert_eq!(dealer_hand(&v, 1), "9H 8D");
    check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
}

#[test]
fn r7_2_double_takes_exactly_one_card() {
    // 5-6 doubled: C1 10♣ = 21, stake 20; dealer 9♥ 7♦ 3♠ = 16, 19: wins, paid 40.
    let v = one("", "5S 6D", "9H", "10C 7D 3S", "double");
    assert_eq!(hands(&v, 1), ["5S 6D 10C"]);
    assert_eq!(dealer_hand(&v, 1), "9H 7D 3S");
    check(main1(&v, 1), "20.00", "win", "40.00", "20.00");
    // 5-6 doubled with 2♣ = 13 ends the hand; dealer 9-7-3 = 19: loses the $20.
    let v = one("", "5S 6D", "9H", "2C 7D 3S", "double");
    assert_eq!(hands(&v, 1), ["5S 6D 2C"]);
    check(main1(&v, 1), "20.00", "lose", "0.00", "-20.00");
}

#[test]
fn r7_4_double_on_2_20_allows_a_hard_12() {
    // 7-5 = 12 doubled with 9♣ = 21; dealer 6♥ 10♦ 8♠ = 16, 24 bust: stake 20, paid 40.
    let v = one("", "7S 5D", "6H", "9C 10D 8S", "double");
    check(main1(&v, 1), "20.00", "win", "40.00", "20.00");
}

#[test]
fn r7_4_double_on_10_11_allows_11() {
    let v = one(
        "double_on = \"10-11\"",
        "5S 6D",
        "9H",
        "10C 7D 3S",
        "double",
    );
    check(main1(&v, 1), "20.00", "win", "40.00", "20.00");
}

#[test]
fn r7_2_split_with_double_after_split() {
    // 8♠ 8♦ split. Hand 1 8♠ + C1 3♣ = 11, double: C2 10♦ = 21 (stake 20). Hand 2 8♦ +
    // C3 9♠ = 17, stand. Dealer 6♥ + C4 10♥ = 16, + C5 2♣ = 18.
    // Hand 1 21 wins: paid 40. Hand 2 17 loses $10.
    let v = one("", "8S 8D", "6H", "3C 10D 9S 10H 2C", "split double stand");
    assert_eq!(hands(&v, 1), ["8S 3C 10D", "8D 9S"]);
    assert_eq!(dealer_hand(&v, 1), "6H 10H 2C");
    check(main1(&v, 1), "20.00", "win", "40.00", "20.00");
    check(main1(&v, 2), "10.00", "lose", "0.00", "-10.00");
}

#[test]
fn r7_2_split_aces_take_one_card_each_and_21_pays_even_money() {
    // A♠ A♦ split: hand 1 A♠ K♣ = 21 (not a blackjack), hand 2 A♦ 5♦ = soft 16, one card
    // each, no decisions. Dealer 9♥ 8♠ = 17. Hand 1 wins 1 to 1 (paid 20); hand 2 loses.
    let v = one("", "AS AD", "9H", "KC 5D 8S", "split");
    assert_eq!(hands(&v, 1), ["AS KC", "AD 5D"]);
    assert_eq!(dealer_hand(&v, 1), "9H 8S");
    check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
    check(main1(&v, 2), "10.00", "lose", "0.00", "-10.00");
}

#[test]
fn r7_4_max_hands_3_allows_a_resplit_into_three_hands() {
    // split: [8♠] [8♦]; hand 1 takes C1 8♣ and resplits: hand 3 starts with 8♣.
    // Hand 1 8♠ + C2 5♥ = 13 stand; hand 2 8♦ + C3 10♣ = 18 stand; hand 3 8♣ + C4 9♦ =
    // 17 stand. Dealer 6♥ + C5 10♠ = 16, + C6 7♣ = 23 bust: all three win, paid 20 each.
    let v = one(
        "",
        "8S 8D",
        "6H",
        "8C 5H 10C 9D 10S 7C",
        "split split stand stand stand",
    );
    assert_eq!(hands(&v, 1), ["8S 5H", "8D 10C", "8C 9D"]);
    assert_eq!(dealer_hand(&v, 1), "6H 10S 7C");
    for h in 1..=3 {
        check(main1(&v, h), "10.00", "win", "20.00", "10.00");
    }
    check_totals(&v, "player", "30.00", "60.00", "30.00");
}

// ---------------------------------------------------------------- R7.4 surrender

#[test]
fn r7_4_surrender_enabled_returns_half_and_the_dealer_is_not_played() {
    let v = one(
        "surrender = \"enabled\"",
        "10S 6D",
        "9H",
        "5C 7D",
        "surrender",
    );
    check(main1(&v, 1), "10.00", "surrender", "5.00", "-5.00");
    assert_eq!(dealer_hand(&v, 1), "9H");
}

#[test]
fn r7_4_surrender_enabled_against_an_ace_returns_half_without_a_check() {
    // Under `enabled` every hand surrendered: the dealer is not played at all.
    let v = one(
        "surrender = \"enabled\"",
        "10S 6D",
        "AH",
        "KD 7D",
        "no-insurance surrender",
    );
    check(main1(&v, 1), "10.00", "surrender", "5.00", "-5.00");
    assert_eq!(dealer_hand(&v, 1), "AH");
}

#[test]
fn r7_4_surrender_except_dealer_blackjack_loses_the_whole_stake_to_a_blackjack() {
    // Dealer card 1 A♥: the dealer takes one card, K♦ = blackjack: the whole $10 is lost.
    let v = one(
        "surrender = \"enabled-except-dealer-blackjack\"",
        "10S 6D",
        "AH",
        "KD 7D",
        "no-insurance surrender",
    );
    assert_eq!(dealer_hand(&v, 1), "AH KD");
    check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
}

#[test]
fn r7_4_surrender_except_dealer_blackjack_returns_half_without_a_blackjack() {
    // A♥ + 7♦: no blackjack: half back.
    let v = one(
        "surrender = \"enabled-except-dealer-blackjack\"",
        "10S 6D",
        "AH",
        "7D KD",
        "no-insurance surrender",
    );
    assert_eq!(dealer_hand(&v, 1), "AH 7D");
    check(main1(&v, 1), "10.00", "surrender", "5.00", "-5.00");
    // Dealer card 1 a ten: one card too; 10♥ + A♠ is a blackjack.
    let v = one(
        "surrender = \"enabled-except-dealer-blackjack\"",
        "10S 6D",
        "10H",
        "AS 7D",
        "surrender",
    );
    assert_eq!(dealer_hand(&v, 1), "10H AS");
    check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
    // Dealer card 1 a 9: no blackjack possible, no card: half back.
    let v = one(
        "surrender = \"enabled-except-dealer-blackjack\"",
        "10S 6D",
        "9H",
        "AS 7D",
        "surrender",
    );
    assert_eq!(dealer_hand(&v, 1), "9H");
    check(main1(&v, 1), "10.00", "surrender", "5.00", "-5.00");
}

// ---------------------------------------------------------------- R7.2/R7.6 insurance

#[test]
fn r7_6_insurance_is_half_the_wager_and_pays_2_to_1() {
    // 19 stands; dealer A♥ + C1 K♣ = blackjack: main loses $10; insurance $5 wins $10
    // (paid 15). Spot: stake 15, paid 15, net 0.
    let v = one("", "10S 9D", "AH", "KC 5D", "insurance stand");
    assert_eq!(dealer_hand(&v, 1), "AH KC");
    check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
    let ins = line(&v, 1, "insurance", 1, "player");
    check(ins, "5.00", "win", "15.00", "10.00");
    check_totals(&v, "player", "15.00", "15.00", "0.00");
}

#[test]
fn r7_6_insurance_on_an_odd_wager_is_half_of_it() {
    // Main $15: insurance $7.50 wins $15, paid 22.50.
    let v = settle_json(&stadium(
        "",
        "10S 9D",
        "AH",
        "KC 5D",
        &terminal(1, "insurance stand", "main = \"15\"", ""),
    ));
    check(
        line(&v, 1, "insurance", 1, "player"),
        "7.50",
        "win",
        "22.50",
        "15.00",
    );
}

#[test]
fn r7_6_insurance_loses_without_a_dealer_blackjack() {
    // Dealer A♥ 7♣ = soft 18 stands; 19 wins $10; insurance $5 lost.
    let v = one("", "10S 9D", "AH", "7C 5D", "insurance stand");
    assert_eq!(dealer_hand(&v, 1), "AH 7C");
    check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
    check(
        line(&v, 1, "insurance", 1, "player"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
}

#[test]
fn r7_2_no_insurance_and_timeout_decline_insurance() {
    for first in ["no-insurance", "timeout"] {
        let v = one("", "10S 9D", "AH", "KC 5D", &format!("{first} stand"));
        check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
        assert!(lines(&v, 1, "insurance", 1, "player").is_empty(), "{first}");
    }
}

#[test]
fn r7_6_even_money_pays_1_to_1_at_once() {
    // Even money: $10 won, paid 20; the dealer is not played.
    let v = one("", "AS KD", "AH", "KC 5D", "even-money");
    check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
    assert_eq!(dealer_hand(&v, 1), "AH");
}

#[test]
fn r7_3_blackjack_refusing_even_money_takes_one_card_to_check() {
    // No-insurance: the dealer takes exactly one card. A♥ K♣: push (paid 10).
    let v = one("", "AS KD", "AH", "KC 5D", "no-insurance");
    assert_eq!(dealer_hand(&v, 1), "AH KC");
    check(main1(&v, 1), "10.00", "push", "10.00", "0.00");
    // A♥ 7♣: no blackjack; the dealer stops there; 3 to 2: paid 25.
    let v = one("", "AS KD", "AH", "7C 9D", "no-insurance");
    assert_eq!(dealer_hand(&v, 1), "AH 7C");
    check(main1(&v, 1), "10.00", "win", "25.00", "15.00");
}

#[test]
fn r7_3_blackjack_against_a_ten_takes_one_card_and_against_a_nine_none() {
    // Dealer 10♥: no insurance point, no decision. 10♥ A♣ is a blackjack: push.
    let v = one("", "AS KD", "10H", "AC 5D", "");
    assert_eq!(dealer_hand(&v, 1), "10H AC");
    check(main1(&v, 1), "10.00", "push", "10.00", "0.00");
    // 10♥ 5♦: one card only (it would draw on 15), and the blackjack pays 3 to 2.
    let v = one("", "AS KD", "10H", "5D 6C", "");
    assert_eq!(dealer_hand(&v, 1), "10H 5D");
    check(main1(&v, 1), "10.00", "win", "25.00", "15.00");
    // Dealer 9♥: no card at all.
    let v = one("", "AS KD", "9H", "5D 6C", "");
    assert_eq!(dealer_hand(&v, 1), "9H");
    check(main1(&v, 1), "10.00", "win", "25.00", "15.00");
}

#[test]
fn r7_4_six_to_five_blackjack() {
    // $10 × 6/5 = 12: paid 22.
    let v = one("blackjack_pays = \"6-to-5\"", "AS KD", "9H", "5D", "");
    check(main1(&v, 1), "10.00", "win", "22.00", "12.00");
}

// ---------------------------------------------------------------- R7.5 timeout

/// Expected play of a timeout for one auto rule: (rule, hard 12 stands, soft 17 stands).
const AUTO: [(&str, bool, bool); 4] = [
    ("s17-h12", true, true),
    ("s17-h17", false, true),
    ("s18-h17", false, false),
    ("s18-h12", true, false),
];

#[test]
fn r7_5_timeout_on_hard_12_under_each_auto_rule() {
    // 10♠ 2♦ = hard 12, dealer 7♥, community 5♣ 4♦ 10♥ 9♠.
    // Stand: 12; dealer 7-5-4-10 = 12, 16, 26 bust: 12 wins (paid 20).
    // Hit: 10-2-5 = hard 17, the next timeout stands (17 ≥ every hard minimum);
    //      dealer 7♥ 4♦ 10♥ = 21: 17 loses.
    for (rule, stands, _) in AUTO {
        let house = format!("auto_rule = \"{rule}\"");
        if stands {
            let v = one(&house, "10S 2D", "7H", "5C 4D 10H 9S", "timeout");
            assert_eq!(hands(&v, 1), ["10S 2D"], "{rule}");
            assert_eq!(dealer_hand(&v, 1), "7H 5C 4D 10H", "{rule}");
            check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
        } else {
            let v = one(&house, "10S 2D", "7H", "5C 4D 10H 9S", "timeout timeout");
            assert_eq!(hands(&v, 1), ["10S 2D 5C"], "{rule}");
            assert_eq!(dealer_hand(&v, 1), "7H 4D 10H", "{rule}");
            check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
        }
    }
}

#[test]
fn r7_5_timeout_on_soft_17_under_each_auto_rule() {
    // A♠ 6♦ = soft 17, dealer 7♥, community 2♣ 10♦ 9♠.
    // Stand: dealer 7-2-10 = 19: 17 loses. Hit: A-6-2 = soft 19, the next timeout stands
    // (soft 19 ≥ 18); dealer 7♥ 10♦ = 17: 19 wins (paid 20).
    for (rule, _, stands) in AUTO {
        let house = format!("auto_rule = \"{rule}\"");
        if stands {
            let v = one(&house, "AS 6D", "7H", "2C 10D 9S", "timeout");
            assert_eq!(hands(&v, 1), ["AS 6D"], "{rule}");
            assert_eq!(dealer_hand(&v, 1), "7H 2C 10D", "{rule}");
            check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
        } else {
            let v = one(&house, "AS 6D", "7H", "2C 10D 9S", "timeout timeout");
            assert_eq!(hands(&v, 1), ["AS 6D 2C"], "{rule}");
            assert_eq!(dealer_hand(&v, 1), "7H 10D", "{rule}");
            check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
        }
    }
}

#[test]
fn r7_5_timeout_hits_a_low_total_under_every_rule_until_it_stands() {
    // 5♠ 4♦ = 9: every rule hits. + 2♣ = 11: hits. + 10♦ = 21 stands by itself.
    // Dealer 7♥ 9♠ = 16, + 8♣ = 24 bust: wins.
    for (rule, _, _) in AUTO {
        let v = one(
            &format!("auto_rule = \"{rule}\""),
            "5S 4D",
            "7H",
            "2C 10D 9S 8C",
            "timeout timeout",
        );
        assert_eq!(hands(&v, 1), ["5S 4D 2C 10D"], "{rule}");
        assert_eq!(dealer_hand(&v, 1), "7H 9S 8C", "{rule}");
    }
}

// ---------------------------------------------------------------- R7.3 the dealer not played

#[test]
fn r7_3_dealer_not_played_when_every_hand_busted() {
    // 10-6 hit K = 26 bust: no dealer card at all.
    let v = one("", "10S 6D", "9H", "KC 7D 5S", "hit");
    assert_eq!(dealer_hand(&v, 1), "9H");
    check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
    // Both split hands bust: 8-5-10 = 23 and 8-4-10 = 22.
    let v = one("", "8S 8D", "9H", "5C 10D 4H 10S 7C", "split hit hit");
    assert_eq!(hands(&v, 1), ["8S 5C 10D", "8D 4H 10S"]);
    assert_eq!(dealer_hand(&v, 1), "9H");
}

#[test]
fn r7_3_insurance_taken_makes_the_dealer_take_one_card_after_a_bust() {
    // Insured, then 10-6-K busts: the dealer takes one card (A♥ 7♦, no blackjack):
    // insurance loses $5, main loses $10.
    let v = one("", "10S 6D", "AH", "KC 7D 5S", "insurance hit");
    assert_eq!(dealer_hand(&v, 1), "AH 7D");
    check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
    check(
        line(&v, 1, "insurance", 1, "player"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
}

#[test]
fn r7_6_a_bust_loses_even_when_the_dealer_busts() {
    // Split 8s: hand 1 8♠ 10♣ = 18 stands; hand 2 8♦ 5♦ hits 10♥ = 23 bust.
    // Dealer 6♥ 10♠ = 16, + 9♣ = 25 bust. Hand 1 wins (paid 20); hand 2 loses $10.
    let v = one("", "8S 8D", "6H", "10C 5D 10H 10S 9C", "split stand hit");
    assert_eq!(dealer_hand(&v, 1), "6H 10S 9C");
    check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
    check(main1(&v, 2), "10.00", "lose", "0.00", "-10.00");
}

// ---------------------------------------------------------------- R7.6 against a dealer blackjack

#[test]
fn r7_6_doubled_hand_loses_only_the_original_stake_to_the_terminals_blackjack() {
    // 5-6 doubled with 10♣ = 21 (stake 20); dealer 10♥ + A♠ = blackjack:
    // only $10 lost: paid 10, net −10, result lose.
    let v = one("", "5S 6D", "10H", "10C AS", "double");
    assert_eq!(dealer_hand(&v, 1), "10H AS");
    check(main1(&v, 1), "20.00", "lose", "10.00", "-10.00");
}

#[test]
fn r7_6_second_split_hand_pushes_against_the_terminals_blackjack() {
    // Hand 1 8♠ 10♣ = 18, hand 2 8♦ 9♦ = 17; dealer 10♥ + A♥ = blackjack.
    // Hand 1 loses the original $10; hand 2 is returned: push.
    let v = one("", "8S 8D", "10H", "10C 9D AH", "split stand stand");
    assert_eq!(dealer_hand(&v, 1), "10H AH");
    check(main1(&v, 1), "10.00", "lose", "0.00", "-10.00");
    check(main1(&v, 2), "10.00", "push", "10.00", "0.00");
}

// ---------------------------------------------------------------- R7.7 wagers for the dealer

#[test]
fn r7_7_split_dealer_puts_an_equal_dealer_stake_on_each_split_hand() {
    // Hand 1 8♠ 10♦ = 18, hand 2 8♦ 9♠ = 17; dealer 6♥ 10♥ 7♣ = 23 bust.
    // Player: two $10 wins (paid 20 each). Dealer: $5 on each hand, paid 10 each.
    let t = terminal(1, "split split-dealer stand stand", MAIN10, "main = \"5\"");
    let v = settle_json(&stadium("", "8S 8D", "6H", "10D 9S 10H 7C", &t));
    assert_eq!(dealer_hand(&v, 1), "6H 10H 7C");
    check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
    check(main1(&v, 2), "10.00", "win", "20.00", "10.00");
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "10.00",
        "5.00",
    );
    check(
        line(&v, 1, "main", 2, "dealer"),
        "5.00",
        "win",
        "10.00",
        "5.00",
    );
    check_totals(&v, "dealer", "10.00", "20.00", "10.00");
    check_totals(&v, "player", "20.00", "40.00", "20.00");
}

#[test]
fn r7_7_without_split_dealer_the_dealer_wager_stays_on_hand_1() {
    let t = terminal(1, "split stand stand", MAIN10, "main = \"5\"");
    let v = settle_json(&stadium("", "8S 8D", "6H", "10D 9S 10H 7C", &t));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "10.00",
        "5.00",
    );
    assert!(lines(&v, 1, "main", 2, "dealer").is_empty());
    check_totals(&v, "dealer", "5.00", "10.00", "5.00");
}

#[test]
fn r7_7_double_dealer_doubles_the_dealer_wager() {
    // 5-6 doubled = 21 beats 19: player stake 20 paid 40; dealer stake 10 paid 20.
    let t = terminal(1, "double double-dealer", MAIN10, "main = \"5\"");
    let v = settle_json(&stadium("", "5S 6D", "9H", "10C 7D 3S", &t));
    check(main1(&v, 1), "20.00", "win", "40.00", "20.00");
    check(
        line(&v, 1, "main", 1, "dealer"),
        "10.00",
        "win",
        "20.00",
        "10.00",
    );
    // Without double-dealer the dealer's $5 stays single: paid 10.
    let t = terminal(1, "double", MAIN10, "main = \"5\"");
    let v = settle_json(&stadium("", "5S 6D", "9H", "10C 7D 3S", &t));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "10.00",
        "5.00",
    );
}

#[test]
fn r7_7_doubled_dealer_wager_loses_only_its_original_stake_to_a_blackjack() {
    // Dealer 10♥ A♠: player stake 20 paid 10; dealer wager stake 10 (original 5) paid 5.
    let t = terminal(1, "double double-dealer", MAIN10, "main = \"5\"");
    let v = settle_json(&stadium("", "5S 6D", "10H", "10C AS", &t));
    check(main1(&v, 1), "20.00", "lose", "10.00", "-10.00");
    check(
        line(&v, 1, "main", 1, "dealer"),
        "10.00",
        "lose",
        "5.00",
        "-5.00",
    );
}

#[test]
fn r7_7_dealer_wager_on_a_player_blackjack_pays_blackjack_odds() {
    // Player $10 × 3/2 = 15 (paid 25); dealer $5 × 3/2 = 7.50 (paid 12.50).
    let t = terminal(1, "", MAIN10, "main = \"5\"");
    let v = settle_json(&stadium("", "AS KD", "9H", "5D", &t));
    check(main1(&v, 1), "10.00", "win", "25.00", "15.00");
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "12.50",
        "7.50",
    );
}

#[test]
fn r7_3_dealer_wager_on_an_even_money_blackjack_makes_the_dealer_play_out() {
    // Even money is the player's only: the dealer's $5 still rides on the blackjack, so
    // the dealer plays out: A♥ 5♣ = soft 16, + 2♦ = soft 18 stands. Player even money:
    // paid 20. Dealer wager: blackjack beats 18, 3 to 2: paid 12.50.
    let t = terminal(1, "even-money", MAIN10, "main = \"5\"");
    let v = settle_json(&stadium("", "AS KD", "AH", "5C 2D 10S", &t));
    assert_eq!(dealer_hand(&v, 1), "AH 5C 2D");
    check(main1(&v, 1), "10.00", "win", "20.00", "10.00");
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "win",
        "12.50",
        "7.50",
    );
}

#[test]
fn r7_7_dealer_wager_surrenders_with_the_hand() {
    // Half of $5 back: paid 2.50.
    let t = terminal(1, "surrender", MAIN10, "main = \"5\"");
    let v = settle_json(&stadium(
        "surrender = \"enabled\"",
        "10S 6D",
        "9H",
        "5C 7D",
        &t,
    ));
    check(
        line(&v, 1, "main", 1, "dealer"),
        "5.00",
        "surrender",
        "2.50",
        "-2.50",
    );
    assert_eq!(dealer_hand(&v, 1), "9H");
}

#[test]
fn r7_7_side_bets_for_the_dealer_need_no_own_wager() {
    // Terminal 3 has only a dealer Bet the Set: no hand, no decisions. 8♠ 8♦ is a pair:
    // 10 to 1 on $5: paid 55, in the dealer's totals.
    let t = [
        terminal(1, "stand", MAIN10, ""),
        terminal(3, "", "", "bet-the-set = \"5\""),
    ]
    .concat();
    let v = settle_json(&stadium("", "8S 8D", "6H", "10D 9S 7C", &t));
    assert!(hands(&v, 3).is_empty());
    check(
        line(&v, 3, "bet-the-set", 1, "dealer"),
        "5.00",
        "win",
        "55.00",
        "50.00",
    );
    check_totals(&v, "dealer", "5.00", "55.00", "50.00");
}

#[test]
fn r7_7_dealer_super3_with_a_dealer_trilux() {
    // 7♠ 7♠ + 7♠ suited three of a kind: dealer Super 3 $1 at 270 to 1 (paid 271),
    // dealer TriLux (TRI-01) $2 three of a kind 9 to 1 (paid 20).
    let t = terminal(1, "", "", "trilux = \"2\"\nsuper3 = \"1\"");
    let v = settle_json(&stadium("", "7S 7S", "7S", "", &t));
    check(
        line(&v, 1, "super3", 1, "dealer"),
        "1.00",
        "win",
        "271.00",
        "270.00",
    );
    check(
        line(&v, 1, "trilux", 1, "dealer"),
        "2.00",
        "win",
        "20.00",
        "18.00",
    );
}

// ---------------------------------------------------------------- R4.6 side bets

/// One terminal with a main wager plus `wagers`; returns the JSON.
fn side(player: &str, dealer: &str, community: &str, decisions: &str, wagers: &str) -> Value {
    let w = format!("main = \"10\"\n{wagers}");
    settle_json(&stadium(
        "",
        player,
        dealer,
        community,
        &terminal(1, decisions, &w, ""),
    ))
}

#[test]
fn r4_6_bet_the_set_suited_pair_15_to_1_pair_10_to_1() {
    // $5: suited pair 75 won (paid 80); pair 50 won (paid 55); no pair loses.
    let v = side("8S 8S", "6H", "10D 9S", "stand", "bet-the-set = \"5\"");
    check(
        line(&v, 1, "bet-the-set", 1, "player"),
        "5.00",
        "win",
        "80.00",
        "75.00",
    );
    let v = side("8S 8D", "6H", "10D 9S", "stand", "bet-the-set = \"5\"");
    check(
        line(&v, 1, "bet-the-set", 1, "player"),
        "5.00",
        "win",
        "55.00",
        "50.00",
    );
    let v = side("8S 9D", "6H", "10D 9S", "stand", "bet-the-set = \"5\"");
    check(
        line(&v, 1, "bet-the-set", 1, "player"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
}

#[test]
fn r4_6_royal_match_25_to_1_and_suited_5_to_2() {
    // K♥ Q♥ $4: 25 to 1 = 100 won (paid 104).
    let v = side("KH QH", "6H", "10D 9S", "stand", "royal-match = \"4\"");
    check(
        line(&v, 1, "royal-match", 1, "player"),
        "4.00",
        "win",
        "104.00",
        "100.00",
    );
    // 2♥ 9♥ $5: 5 to 2 = 12.50 won (paid 17.50) — not 5 to 1.
    let v = side("2H 9H", "6H", "10D 5S", "stand", "royal-match = \"5\"");
    let l = line(&v, 1, "royal-match", 1, "player");
    check(l, "5.00", "win", "17.50", "12.50");
    assert_eq!(l["odds"], "5 to 2");
    // $3: 7.50 won (paid 10.50).
    let v = side("2H 9H", "6H", "10D 5S", "stand", "royal-match = \"3\"");
    check(
        line(&v, 1, "royal-match", 1, "player"),
        "3.00",
        "win",
        "10.50",
        "7.50",
    );
    // K♥ Q♠ unsuited: loses.
    let v = side("KH QS", "6H", "10D 9S", "stand", "royal-match = \"4\"");
    check(
        line(&v, 1, "royal-match", 1, "player"),
        "4.00",
        "lose",
        "0.00",
        "-4.00",
    );
}

/// (player, dealer card 1, community, decisions) for each three-card hand.
type Deal = (&'static str, &'static str, &'static str, &'static str);

const MINI_ROYAL: Deal = ("AS KS", "QS", "5D", "");
const STRAIGHT_FLUSH: Deal = ("9S 10S", "JS", "8D", "stand");
const TRIPS: Deal = ("7S 7D", "7C", "10C", "stand");
const STRAIGHT: Deal = ("9S 10D", "JC", "8D", "stand");
const FLUSH: Deal = ("2H 9H", "6H", "10C 5D", "stand");
const NOTHING: Deal = ("8S 9D", "6H", "10C 5D", "stand");

#[test]
fn r4_6_trilux_paytables_01_02_03() {
    // $5 on each: paid = 5 + 5 × odds.
    let cases: &[(Deal, &str, &str)] = &[
        // TRI-01: every line 9 to 1 → paid 50; the Mini Royal is a straight flush there.
        (MINI_ROYAL, "trilux-01", "50.00"),
        (STRAIGHT_FLUSH, "trilux-01", "50.00"),
        (TRIPS, "trilux-01", "50.00"),
        (STRAIGHT, "trilux-01", "50.00"),
        (FLUSH, "trilux-01", "50.00"),
        (NOTHING, "trilux-01", "0.00"),
        // TRI-02: Mini Royal 100 → 505; SF 35 → 180; trips 33 → 170; straight 10 → 55;
        // flush 5 → 30.
        (MINI_ROYAL, "trilux-02", "505.00"),
        (STRAIGHT_FLUSH, "trilux-02", "180.00"),
        (TRIPS, "trilux-02", "170.00"),
        (STRAIGHT, "trilux-02", "55.00"),
        (FLUSH, "trilux-02", "30.00"),
        (NOTHING, "trilux-02", "0.00"),
        // TRI-03: SF 30 → 155 (Mini Royal too); trips 20 → 105; straight 10 → 55; flush 5 → 30.
        (MINI_ROYAL, "trilux-03", "155.00"),
        (STRAIGHT_FLUSH, "trilux-03", "155.00"),
        (TRIPS, "trilux-03", "105.00"),
        (STRAIGHT, "trilux-03", "55.00"),
        (FLUSH, "trilux-03", "30.00"),
        (NOTHING, "trilux-03", "0.00"),
    ];
    for ((player, d1, community, decisions), pt, paid) in cases {
        let round = stadium(
            &format!("[paytables]\ntrilux = \"{pt}\""),
            player,
            d1,
            community,
            &terminal(1, decisions, "main = \"10\"\ntrilux = \"5\"", ""),
        );
        let v = settle_json(&round);
        let l = line(&v, 1, "trilux", 1, "player");
        let result = if *paid == "0.00" { "lose" } else { "win" };
        let net = money_text(cents(paid) - 500);
        check(l, "5.00", result, paid, &net);
        assert_eq!(l["paytable"], *pt, "{player} {d1}");
    }
}

#[test]
fn r4_6_super3_pays_with_trilux_settled_independently() {
    // Super 3 $2: suited trips 270 → paid 542; SF 180 → 362; trips 90 → 182; straight
    // loses. TriLux TRI-01 $5 alongside: 9 to 1 on each of those hands → paid 50.
    let cases: &[(Deal, &str)] = &[
        (("7S 7S", "7S", "10C", "stand"), "542.00"),
        (STRAIGHT_FLUSH, "362.00"),
        (TRIPS, "182.00"),
        (STRAIGHT, "0.00"),
    ];
    for ((player, d1, community, decisions), paid) in cases {
        let v = side(
            player,
            d1,
            community,
            decisions,
            "trilux = \"5\"\nsuper3 = \"2\"",
        );
        let result = if *paid == "0.00" { "lose" } else { "win" };
        let net = money_text(cents(paid) - 200);
        check(
            line(&v, 1, "super3", 1, "player"),
            "2.00",
            result,
            paid,
            &net,
        );
        check(
            line(&v, 1, "trilux", 1, "player"),
            "5.00",
            "win",
            "50.00",
            "45.00",
        );
    }
}

#[test]
fn r7_8_side_bets_settle_on_the_first_cards_even_when_the_hand_splits() {
    // 8♠ 8♦ with dealer 6♥: the split does not change Bet the Set's pair (paid 55).
    let v = side(
        "8S 8D",
        "6H",
        "3C 10D 9S 10H 2C",
        "split double stand",
        "bet-the-set = \"5\"",
    );
    check(
        line(&v, 1, "bet-the-set", 1, "player"),
        "5.00",
        "win",
        "55.00",
        "50.00",
    );
}

// ---------------------------------------------------------------- R7.4 standoff

#[test]
fn r7_4_standoff_always_marks_a_push() {
    // 18 against the dealer's 9♥ 9♣ = 18: push, the stake stays on the layout.
    let v = one("standoff = \"always\"", "10S 8D", "9H", "9C", "stand");
    let l = main1(&v, 1);
    check(l, "10.00", "push", "10.00", "0.00");
    assert_eq!(l["standoff"], true);
}

#[test]
fn r7_4_standoff_disabled_marks_nothing() {
    let v = one("", "10S 8D", "9H", "9C", "stand");
    let l = main1(&v, 1);
    check(l, "10.00", "push", "10.00", "0.00");
    assert_ne!(l.get("standoff"), Some(&Value::Bool(true)));
}

#[test]
fn r7_4_standoff_is_not_shown_on_a_win() {
    let v = one("standoff = \"always\"", "10S 9D", "9H", "9C", "stand");
    assert_ne!(main1(&v, 1).get("standoff"), Some(&Value::Bool(true)));
}

#[test]
fn r7_4_standoff_when_not_insured() {
    // Not insured: the push stays.
    let v = one(
        "standoff = \"when-not-insured\"",
        "10S 8D",
        "9H",
        "9C",
        "stand",
    );
    assert_eq!(main1(&v, 1)["standoff"], true);
    // Insured: dealer A♥ 7♣ = soft 18 pushes 18; the stake does not stay. Money unchanged.
    let v = one(
        "standoff = \"when-not-insured\"",
        "10S 8D",
        "AH",
        "7C",
        "insurance stand",
    );
    let l = main1(&v, 1);
    check(l, "10.00", "push", "10.00", "0.00");
    assert_ne!(l.get("standoff"), Some(&Value::Bool(true)));
}

#[test]
fn r7_4_standoff_always_push_insurance() {
    let v = one(
        "standoff = \"always-push-insurance\"",
        "10S 8D",
        "AH",
        "7C",
        "insurance stand",
    );
    let l = main1(&v, 1);
    check(l, "10.00", "push", "10.00", "0.00");
    assert_eq!(l["standoff"], true);
    // The option changes no amount: insurance still loses its $5.
    check(
        line(&v, 1, "insurance", 1, "player"),
        "5.00",
        "lose",
        "0.00",
        "-5.00",
    );
}

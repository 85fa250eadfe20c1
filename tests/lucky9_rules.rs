#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! Golden Lucky 9 rounds, one per rule of RULES.md R1 and R2 and per Lucky 9 house
//! option. Every expected amount is worked out by hand from the rulebook; the
//! arithmetic is in the comment above each assertion.

mod common;

use common::*;
use serde_json::Value;

const MAIN10: &str = "main = \"10\"";

/// One seat, 8 decks, the given table settings, a $10 main wager.
fn main10(top: &str, dealer: &str, hands: &[&str]) -> Value {
    settle_toml(&one_seat(8, top, dealer, hands, MAIN10))
}

/// Settles one seat with a $10 main wager and checks hand 1's main line.
#[track_caller]
fn check_main(
    top: &str,
    dealer: &str,
    hand: &str,
    result: &str,
    paid: &str,
    net: &str,
    odds: Option<&str>,
) {
    let v = main10(top, dealer, &[hand]);
    assert_line(line(&v, 1, "main", 1), result, "10.00", paid, net, odds);
    assert_totals(&v, "10.00", paid, net);
}

const LUCKY_BEATS: &str = "[house]\nnines = \"lucky-beats-three-card\"";
const ALL_PUSH: &str = "[house]\nnines = \"all-push\"";

// ---------------------------------------------------------------- R1 common ground

#[test]
fn r1_1_every_card_spelling_settles_in_a_round() {
    // "a♠, 8d" is A-8, a Lucky 9; "th, 7♤" is 10-7 = 7, the dealer stands.
    // $10 × 3/2 = $15 won: paid $25, net $15.
    let v = main10("", "th, 7♤", &["a♠, 8d"]);
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "25.00",
        "15.00",
        Some("3 to 2"),
    );
    assert_eq!(seat(&v, 1)["hands"], serde_json::json!(["AS 8D"]));
}

#[test]
fn r1_2_three_identical_cards_settle_with_three_decks() {
    // Three AS in a 3-deck shoe is legal. Dealer A-K = 1 draws 5 = 6.
    // Split aces: A-8 is a split 9 (1 to 1), A-7 = 8 beats 6 (1 to 1): each paid $20.
    let v = settle_toml(&one_seat(3, "", "AS KD 5C", &["AS 8D", "AS 7C"], MAIN10));
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_totals(&v, "20.00", "40.00", "20.00");
}

#[test]
fn r1_2_three_identical_cards_are_refused_with_two_decks() {
    let e = settle_err(&one_seat(2, "", "AS KD 5C", &["AS 8D", "AS 7C"], MAIN10));
    assert_error(&e, "cards", "AS appears 3 times", None);
    assert!(e.message.contains("R1.2"), "{e}");
}

#[test]
fn r1_2_suited_three_threes_cannot_be_dealt_from_two_decks() {
    // R2.7 "Suited 3-3-3 is not available with 1 or 2 decks": the shoe refuses it.
    let text = one_seat(
        2,
        "",
        "3S KD 2C",
        &["3S 3S"],
        "main = \"10\"\nbonus9 = \"5\"",
    );
    let e = settle_err(&text);
    assert_error(&e, "cards", "3S appears 3 times", None);
}

#[test]
fn r1_3_amounts_in_every_written_form() {
    // Player 5-3 = 8 against dealer K-7 = 7.
    // main "$1,250.00": wins 1 to 1 = $1,250: paid $2,500, net $1,250.
    // bonus9 "25.5": 5 + 3 + K = 8, no line: paid 0, net -25.50.
    // tie 25 (a TOML integer = whole dollars): 8 against 7, main did not push: lost.
    // Totals: stake 1,250 + 25.50 + 25 = 1,300.50; paid 2,500; net 1,199.50.
    let text = one_seat(
        8,
        "",
        "KC 7H",
        &["5S 3D"],
        "main = \"$1,250.00\"\nbonus9 = \"25.5\"\ntie = 25",
    );
    let v = settle_toml(&text);
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "1250.00",
        "2500.00",
        "1250.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "bonus9", 1),
        "lose",
        "25.50",
        "0.00",
        "-25.50",
        None,
    );
    assert_line(
        line(&v, 1, "tie", 1),
        "lose",
        "25.00",
        "0.00",
        "-25.00",
        None,
    );
    assert_totals(&v, "1300.50", "2500.00", "1199.50");
}

#[test]
fn r1_3_a_round_in_pounds() {
    // 6-2 = 8 beats Q-7 = 7: £20 × 1 = £20 won, paid £40.
    let text = one_seat(
        8,
        "currency = \"GBP\"",
        "QH 7C",
        &["6S 2D"],
        "main = \"£20\"",
    );
    let v = settle_toml(&text);
    assert_eq!(v["currency"], "GBP");
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "20.00",
        "40.00",
        "20.00",
        Some("1 to 1"),
    );
}

#[test]
fn r1_4_a_for_table_returns_x_for_y_without_the_stake() {
    // 21+3 Progressive (paytable 1, "for"): 5♠ 6♦ with dealer 7♣ is a straight, 7 for 1:
    // the whole return is $1 × 7 = $7 (net $6). Main: 5 + 6 = 11 → 1 does not qualify.
    // Totals: stake 11, paid 7, net -4. The meter is untouched.
    let text = one_seat(
        8,
        "[progressive]\nmeter = \"25,000\"",
        "7C KH",
        &["5S 6D"],
        "main = \"10\"\n\"21+3-progressive\" = \"1\"",
    );
    let v = settle_toml(&text);
    assert_line(
        line(&v, 1, "main", 1),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "7.00",
        "6.00",
        Some("7 for 1"),
    );
    assert_totals(&v, "11.00", "7.00", "-4.00");
    assert_eq!(v["progressive"]["meter_before"], "25000.00");
    assert_eq!(v["progressive"]["meter_after"], "25000.00");
}

#[test]
fn r1_5_down_to_a_dollar() {
    // 3 to 2 on $7 = $10.50; rounding down to $1: $10. Paid 7 + 10 = 17.
    let v = settle_toml(&one_seat(
        8,
        "[house]\nrounding_unit = \"1.00\"",
        "KC 7H",
        &["AS 8D"],
        "main = \"7\"",
    ));
    let l = line(&v, 1, "main", 1);
    assert_line(l, "win", "7.00", "17.00", "10.00", Some("3 to 2"));
    assert_eq!(l["exact"], "10.50");
}

#[test]
fn r1_5_half_up_to_a_dollar() {
    // 3 to 2 on $7 = $10.50; half-up to $1: $11. Paid 7 + 11 = 18.
    let top = "[house]\nrounding = \"half-up\"\nrounding_unit = \"1.00\"";
    let v = settle_toml(&one_seat(8, top, "KC 7H", &["AS 8D"], "main = \"7\""));
    let l = line(&v, 1, "main", 1);
    assert_line(l, "win", "7.00", "18.00", "11.00", Some("3 to 2"));
    assert_eq!(l["exact"], "10.50");
}

#[test]
fn r1_5_half_up_to_a_dollar_below_the_half_goes_down() {
    // 3 to 2 on $6.90 = $10.35; half-up to $1: $10. Paid 6.90 + 10 = 16.90.
    let top = "[house]\nrounding = \"half-up\"\nrounding_unit = \"1.00\"";
    let v = settle_toml(&one_seat(8, top, "KC 7H", &["AS 8D"], "main = \"6.90\""));
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "6.90",
        "16.90",
        "10.00",
        Some("3 to 2"),
    );
}

#[test]
fn r1_5_default_is_down_to_the_cent() {
    // 3 to 2 on $7.33 = $10.995; down to $0.01: $10.99. Paid 7.33 + 10.99 = 18.32.
    let v = settle_toml(&one_seat(8, "", "KC 7H", &["AS 8D"], "main = \"7.33\""));
    let l = line(&v, 1, "main", 1);
    assert_line(l, "win", "7.33", "18.32", "10.99", Some("3 to 2"));
    assert_eq!(l["exact"], "10.995");
}

#[test]
fn r1_5_half_up_to_the_cent() {
    // 3 to 2 on $7.33 = $10.995; half-up to $0.01: $11.00. Paid 18.33.
    let v = settle_toml(&one_seat(
        8,
        "[house]\nrounding = \"half-up\"",
        "KC 7H",
        &["AS 8D"],
        "main = \"7.33\"",
    ));
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "7.33",
        "18.33",
        "11.00",
        Some("3 to 2"),
    );
}

#[test]
fn r1_5_quarter_unit_down_and_half_up() {
    // Even money on $7.40 = $7.40 (8 beats 7). To $0.25: 7.40 / 0.25 = 29.6 units.
    // down: 29 × 0.25 = 7.25, paid 14.65; half-up: 30 × 0.25 = 7.50, paid 14.90.
    let down = settle_toml(&one_seat(
        8,
        "[house]\nrounding_unit = \"0.25\"",
        "KC 7H",
        &["5S 3D"],
        "main = \"7.40\"",
    ));
    assert_line(
        line(&down, 1, "main", 1),
        "win",
        "7.40",
        "14.65",
        "7.25",
        Some("1 to 1"),
    );
    let top = "[house]\nrounding = \"half-up\"\nrounding_unit = \"0.25\"";
    let up = settle_toml(&one_seat(8, top, "KC 7H", &["5S 3D"], "main = \"7.40\""));
    assert_line(
        line(&up, 1, "main", 1),
        "win",
        "7.40",
        "14.90",
        "7.50",
        Some("1 to 1"),
    );
}

#[test]
fn r1_5_rounding_never_touches_the_returned_stake() {
    // 7 against 7 pushes: the whole $7.33 comes back even with $1 rounding.
    let v = settle_toml(&one_seat(
        8,
        "[house]\nrounding_unit = \"1.00\"",
        "6H AC",
        &["7S KD"],
        "main = \"7.33\"",
    ));
    assert_line(line(&v, 1, "main", 1), "push", "7.33", "7.33", "0.00", None);
    // A Lucky 9 on $7.33: 10.995 won, down to $1 = $10; the stake $7.33 is returned whole.
    let v = settle_toml(&one_seat(
        8,
        "[house]\nrounding_unit = \"1.00\"",
        "KC 7H",
        &["AS 8D"],
        "main = \"7.33\"",
    ));
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "7.33",
        "17.33",
        "10.00",
        Some("3 to 2"),
    );
}

#[test]
fn r1_5_rounding_applies_to_each_side_bet_on_its_own() {
    // Unit $1, down. main $7 Lucky 9: 10.50 → 10, paid 17.
    // bonus9 $1.10 any total 9 (A + 8 + K): 5 × 1.10 = 5.50 → 5, paid 6.10.
    // tie $1.10: 9 against 7, lost.
    // Totals: stake 7 + 1.10 + 1.10 = 9.20; paid 23.10; net 13.90.
    let text = one_seat(
        8,
        "[house]\nrounding_unit = \"1.00\"",
        "KC 7H",
        &["AS 8D"],
        "main = \"7\"\nbonus9 = \"1.10\"\ntie = \"1.10\"",
    );
    let v = settle_toml(&text);
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "7.00",
        "17.00",
        "10.00",
        Some("3 to 2"),
    );
    assert_line(
        line(&v, 1, "bonus9", 1),
        "win",
        "1.10",
        "6.10",
        "5.00",
        Some("5 to 1"),
    );
    assert_line(line(&v, 1, "tie", 1), "lose", "1.10", "0.00", "-1.10", None);
    assert_totals(&v, "9.20", "23.10", "13.90");
}

#[test]
fn r1_6_a_side_bet_pays_only_its_highest_line() {
    // 2♥ 3♥ with dealer 4♥ is Suited 2-3-4 (100), also Any 2-3-4, Suited Total 9 and
    // Any Total 9: only the 100 to 1 line is paid. $5 × 100 = $500, paid $505.
    let text = one_seat(8, "", "4H 5C", &["2H 3H"], "main = \"10\"\nbonus9 = \"5\"");
    let v = settle_toml(&text);
    assert_eq!(lines(&v, 1, "bonus9").len(), 1);
    assert_line(
        line(&v, 1, "bonus9", 1),
        "win",
        "5.00",
        "505.00",
        "500.00",
        Some("100 to 1"),
    );
}

#[test]
fn r1_7_every_line_is_a_full_settlement_record() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/rounds/lucky9-contract.toml"
    ))
    .unwrap();
    let v = settle_toml(&text);
    for w in seat(&v, 1)["wagers"].as_array().unwrap() {
        for key in [
            "bet", "hand", "for", "stake", "result", "paid", "net", "reason",
        ] {
            assert!(w.get(key).is_some(), "{key} missing in {w:#}");
        }
        assert_eq!(w["for"], "player");
        assert!(!w["reason"].as_str().unwrap().is_empty());
        assert_eq!(cents(&w["paid"]) - cents(&w["stake"]), cents(&w["net"]));
    }
    // The contract: main $25 Lucky 9 3 to 2 = 37.50 (paid 62.50); bonus9 $5 any total 9
    // 5 to 1 = 25 (paid 30); tie $5 lost. Totals 35 / 92.50 / 57.50.
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "25.00",
        "62.50",
        "37.50",
        Some("3 to 2"),
    );
    assert_line(
        line(&v, 1, "bonus9", 1),
        "win",
        "5.00",
        "30.00",
        "25.00",
        Some("5 to 1"),
    );
    assert_line(line(&v, 1, "tie", 1), "lose", "5.00", "0.00", "-5.00", None);
    assert_totals(&v, "35.00", "92.50", "57.50");
}

#[test]
fn r1_8_two_seats_with_the_same_number_are_refused() {
    let text = seats(
        8,
        "",
        "KC 7H",
        &[(1, &["5S 3D"], MAIN10), (1, &["6S 2D"], MAIN10)],
    );
    let e = settle_err(&text);
    assert_error(
        &e,
        "seat 1",
        "R1.8: two seats have the number 1",
        Some(line_no(&text, "seat = 1", 2)),
    );
}

#[test]
fn r1_9_seats_are_settled_in_seat_order() {
    // Listed 3, 1, 2; settled 1, 2, 3.
    let text = seats(
        8,
        "",
        "KC 7H",
        &[
            (3, &["5S 3D"], MAIN10),
            (1, &["5S AD"], MAIN10),
            (2, &["7S KD"], MAIN10),
        ],
    );
    let v = settle_toml(&text);
    let order: Vec<u64> = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(order, vec![1, 2, 3]);
    // seat 1: 6 < 7 lost; seat 2: 7 = 7 push; seat 3: 8 > 7 won $10.
    assert_line(
        line(&v, 1, "main", 1),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(
        line(&v, 2, "main", 1),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(
        line(&v, 3, "main", 1),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    // Totals: stake 30, paid 0 + 10 + 20 = 30, net 0.
    assert_totals(&v, "30.00", "30.00", "0.00");
}

#[test]
fn r1_10_split_hands_keep_split_order_and_the_first_two_cards() {
    // Split 3s: hand 1 = 3♠ 6♦ (split 9), hand 2 = 3♥ 5♣ (8), dealer 3-4 = 7.
    // Both win 1 to 1: paid $20 each. The first two cards are 3♠ 3♥ (R1.10); with the
    // dealer's 3♦ that is Any 3-3-3 (not suited): $5 × 50 = $250, paid $255.
    // Totals: stake 25, paid 295, net 270.
    let text = one_seat(
        8,
        "",
        "3D 4S",
        &["3S 6D", "3H 5C"],
        "main = \"10\"\nbonus9 = \"5\"",
    );
    let v = settle_toml(&text);
    assert_eq!(seat(&v, 1)["hands"], serde_json::json!(["3S 6D", "3H 5C"]));
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "bonus9", 1),
        "win",
        "5.00",
        "255.00",
        "250.00",
        Some("50 to 1"),
    );
    assert_totals(&v, "25.00", "295.00", "270.00");
}

#[test]
fn r1_5_exact_amount_that_does_not_end_is_cut_at_six_places() {
    // Exact::new(100, 3) is 100/3 cents = $0.333…: six decimal places, then "…".
    assert_eq!(pitpay::money::Exact::new(100, 3).to_string(), "0.333333…");
}

// ---------------------------------------------------------------- R2.1 count

#[test]
fn r2_1_totals_count_modulo_ten() {
    // 8 + 5 = 13 → 3; dealer K + 2 = 2 draws 9: 11 → 1. 3 beats 1: paid $20.
    check_main(
        "",
        "KC 2D 9H",
        "8S 5D",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_1_ten_value_cards_count_zero() {
    // K + Q = 0, hit 7 = 7; dealer 10 + 6 = 6. 7 beats 6.
    check_main(
        "",
        "10H 6C",
        "KS QD 7C",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_1_ace_counts_one() {
    // A + 5 = 6; dealer 9 + 6 = 15 → 5. 6 beats 5.
    check_main(
        "",
        "9H 6C",
        "AS 5D",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

// ---------------------------------------------------------------- R2.2 deal and play

#[test]
fn r2_2_player_may_hit_once() {
    // 2 + 3 = 5, hit 3 = 8; dealer K-7 = 7. 8 beats 7.
    check_main(
        "",
        "KC 7H",
        "2S 3D 3C",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_2_dealer_draws_on_four_and_the_draw_counts() {
    // Dealer K + 4 = 4 draws 3 = 7; player 6 + K = 6 loses.
    check_main("", "KC 4H 3D", "6S KD", "lose", "0.00", "-10.00", None);
}

#[test]
fn r2_2_dealer_stands_on_five() {
    // Dealer K + 5 = 5 stands; player 6 beats 5.
    check_main(
        "",
        "KC 5H",
        "6S KD",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_2_up_to_four_hands_after_three_splits() {
    // Split 8s three times; dealer 5 + 2 = 7.
    // hand 1: 8-K = 8 beats 7, paid 20. hand 2: 8-9 = 17 → 7, push, paid 10.
    // hand 3: 8-2 = 0 does not qualify, paid 0. hand 4: 8-A = split 9, 1 to 1, paid 20.
    // Totals: stake 40, paid 50, net 10.
    let v = main10("", "5S 2D", &["8S KD", "8H 9C", "8D 2S", "8C AH"]);
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "main", 2),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 3),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 4),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_totals(&v, "40.00", "50.00", "10.00");
}

#[test]
fn r2_2_same_value_split_lets_ten_and_king_split() {
    // split_on = same-value (default): 10-K splits. Dealer 6 + A = 7.
    // hand 1: 10-9 = split 9, 1 to 1; hand 2: K-8 = 8 beats 7. Each paid $20.
    let v = main10("", "6S AD", &["10S 9D", "KD 8C"]);
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_totals(&v, "20.00", "40.00", "20.00");
}

#[test]
fn r2_2_same_rank_option_refuses_ten_and_king() {
    let text = one_seat(
        8,
        "[house]\nsplit_on = \"same-rank\"",
        "6S AD",
        &["10S 9D", "KD 8C"],
        MAIN10,
    );
    let e = settle_err(&text);
    assert_error(
        &e,
        "seat 1 hands[2]",
        "split pair",
        Some(line_no(&text, "hands =", 1)),
    );
    assert!(e.message.contains("same-rank"), "{e}");
}

#[test]
fn r2_2_same_rank_option_allows_a_true_pair() {
    // K-K splits under same-rank. K-9 split 9 and K-8 = 8 both beat 7: paid $20 each.
    let v = main10(
        "[house]\nsplit_on = \"same-rank\"",
        "6S AD",
        &["KS 9D", "KD 8C"],
    );
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_eq!(v["house"]["split_on"], "same-rank");
}

// R1.8 / R2.2 procedure errors: each names the rule, the field and the line.

#[track_caller]
fn procedure_error(dealer: &str, hands: &[&str], field: &str, fragment: &str, line_of: &str) {
    let text = one_seat(8, "", dealer, hands, MAIN10);
    let e = settle_err(&text);
    assert_error(&e, field, fragment, Some(line_no(&text, line_of, 1)));
    assert!(e.message.contains("R2.2"), "names the rule: {e}");
    assert_eq!(e.file, "round.toml");
}

#[test]
fn r2_2_dealer_who_drew_on_five_is_refused() {
    procedure_error(
        "KC 5H 2D",
        &["6S KD"],
        "cards.dealer",
        "the dealer drew on 5",
        "dealer =",
    );
}

#[test]
fn r2_2_dealer_who_drew_on_six_is_refused() {
    procedure_error(
        "KC 6H 2D",
        &["6S KD"],
        "cards.dealer",
        "the dealer drew on 6",
        "dealer =",
    );
}

#[test]
fn r2_2_dealer_who_drew_on_a_nine_is_refused() {
    procedure_error(
        "4H 5C 2D",
        &["6S KD"],
        "cards.dealer",
        "the dealer drew on 9",
        "dealer =",
    );
}

#[test]
fn r2_2_dealer_who_did_not_draw_on_four_is_refused() {
    procedure_error(
        "KC 4H",
        &["6S KD"],
        "cards.dealer",
        "must draw on 0-4",
        "dealer =",
    );
}

#[test]
fn r2_2_dealer_who_did_not_draw_on_zero_is_refused() {
    procedure_error(
        "KC QH",
        &["6S KD"],
        "cards.dealer",
        "must draw on 0-4",
        "dealer =",
    );
}

#[test]
fn r2_2_dealer_with_one_card_is_refused() {
    procedure_error("KC", &["6S KD"], "cards.dealer", "not 1", "dealer =");
}

#[test]
fn r2_2_dealer_with_four_cards_is_refused() {
    procedure_error(
        "KC 2H 2D 2S",
        &["6S KD"],
        "cards.dealer",
        "not 4",
        "dealer =",
    );
}

#[test]
fn r2_2_hit_on_a_lucky_nine_is_refused() {
    procedure_error(
        "KC 7H",
        &["4S 5D 2C"],
        "seat 1 hands[1]",
        "a two-card 9 may not hit",
        "hands =",
    );
}

#[test]
fn r2_2_hit_on_a_natural_nine_is_refused() {
    procedure_error(
        "KC 7H",
        &["9S KD 3C"],
        "seat 1 hands[1]",
        "a two-card 9 may not hit",
        "hands =",
    );
}

#[test]
fn r2_2_second_hit_is_refused() {
    procedure_error(
        "KC 7H",
        &["AS 2D 3C 4H"],
        "seat 1 hands[1]",
        "not 4",
        "hands =",
    );
}

#[test]
fn r2_2_one_card_hand_is_refused() {
    procedure_error("KC 7H", &["AS"], "seat 1 hands[1]", "not 1", "hands =");
}

#[test]
fn r2_2_hit_on_a_split_hand_is_refused() {
    procedure_error(
        "KC 7H",
        &["8S KD 2C", "8H 3C"],
        "seat 1 hands[1]",
        "a split hand gets exactly one card and cannot hit",
        "hands =",
    );
}

#[test]
fn r2_2_split_hand_without_its_card_is_refused() {
    procedure_error(
        "KC 7H",
        &["8S KD", "8H"],
        "seat 1 hands[2]",
        "exactly one card",
        "hands =",
    );
}

#[test]
fn r2_2_five_hands_are_refused() {
    procedure_error(
        "KC 7H",
        &["8S KD", "8H 3C", "8D 2C", "8C AH", "8S 4D"],
        "seat 1 hands",
        "at most 4 hands",
        "hands =",
    );
}

#[test]
fn r2_2_split_of_cards_that_are_not_a_pair_is_refused() {
    procedure_error(
        "KC 7H",
        &["8S 2D", "7H 3C"],
        "seat 1 hands[2]",
        "split pair was 8",
        "hands =",
    );
}

#[test]
fn r2_2_error_in_a_later_seat_names_that_seat() {
    let text = seats(
        8,
        "",
        "KC 7H",
        &[(1, &["5S 3D"], MAIN10), (4, &["4S 5D 2C"], MAIN10)],
    );
    let e = settle_err(&text);
    assert_error(
        &e,
        "seat 4 hands[1]",
        "a two-card 9 may not hit",
        Some(line_no(&text, "hands =", 2)),
    );
}

// ---------------------------------------------------------------- R2.3 nines

#[test]
fn r2_3_lucky_nine_pays_three_to_two() {
    // A-8 against 7: $10 × 3/2 = $15, paid $25.
    for hand in [
        "AS 8D", "8S AD", "2S 7D", "7S 2D", "3S 6D", "6S 3D", "4S 5D", "5S 4D",
    ] {
        check_main("", "KC 7H", hand, "win", "25.00", "15.00", Some("3 to 2"));
    }
}

#[test]
fn r2_3_natural_nine_pays_even_money() {
    // 9 with a ten-value card: 1 to 1, paid $20.
    for hand in ["9S KD", "KS 9D", "9S 10D", "QS 9D", "9S JD"] {
        check_main("", "KC 7H", hand, "win", "20.00", "10.00", Some("1 to 1"));
    }
}

#[test]
fn r2_3_split_nine_pays_even_money() {
    // Split 4s: 4-5 is a split 9 (1 to 1, not 3 to 2); 4-3 = 7 beats 6. Paid $20 each.
    let v = main10("", "KD 6C", &["4S 5D", "4H 3C"]);
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_3_three_card_nine_wins_even_money() {
    // 2 + 3 + 4 = 9 against 7: 1 to 1.
    check_main(
        "",
        "KC 7H",
        "2S 3D 4C",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_3_lucky_nine_beats_three_card_nine() {
    // Dealer K + 4 = 4 draws 5: a three-card 9. The Lucky 9 wins at 3 to 2: paid $25.
    check_main(
        "",
        "KC 4H 5D",
        "AS 8D",
        "win",
        "25.00",
        "15.00",
        Some("3 to 2"),
    );
    check_main(
        LUCKY_BEATS,
        "KC 4H 5D",
        "4S 5D",
        "win",
        "25.00",
        "15.00",
        Some("3 to 2"),
    );
}

#[test]
fn r2_3_dealer_lucky_nine_beats_three_card_nine() {
    // Dealer 4-5 is a Lucky 9; player 2-3-4 is a three-card 9: the player loses.
    check_main("", "4H 5S", "2S 3D 4C", "lose", "0.00", "-10.00", None);
}

#[test]
fn r2_3_natural_nine_pushes_three_card_nine() {
    check_main("", "KC 4H 5D", "9S KD", "push", "10.00", "0.00", None);
}

#[test]
fn r2_3_three_card_nine_pushes_dealer_natural_nine() {
    check_main("", "9H QC", "2S 3D 4C", "push", "10.00", "0.00", None);
}

#[test]
fn r2_3_lucky_nine_pushes_natural_nine() {
    check_main("", "9H QC", "AS 8D", "push", "10.00", "0.00", None);
}

#[test]
fn r2_3_natural_nine_pushes_dealer_lucky_nine() {
    check_main("", "3H 6C", "9S KD", "push", "10.00", "0.00", None);
}

#[test]
fn r2_3_lucky_nine_pushes_lucky_nine() {
    check_main("", "3H 6C", "2S 7D", "push", "10.00", "0.00", None);
}

#[test]
fn r2_3_three_card_nines_push() {
    check_main("", "KC 4D 5H", "2S 3D 4C", "push", "10.00", "0.00", None);
}

#[test]
fn r2_3_split_nine_pushes_dealer_lucky_nine() {
    // hand 1: split 9 against the dealer's Lucky 9 pushes; hand 2: 4-4 = 8 loses to 9.
    let v = main10("", "3H 6C", &["4S 5D", "4H 4C"]);
    assert_line(
        line(&v, 1, "main", 1),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 2),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
}

#[test]
fn r2_3_split_nine_pushes_three_card_nine() {
    // A split 9 is not a Lucky 9: against the dealer's three-card 9 it pushes.
    let v = main10("", "KC 4D 5H", &["4S 5D", "4H 4C"]);
    assert_line(
        line(&v, 1, "main", 1),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 2),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
}

#[test]
fn r2_3_all_push_option_pushes_lucky_against_three_card() {
    check_main(ALL_PUSH, "KC 4H 5D", "AS 8D", "push", "10.00", "0.00", None);
}

#[test]
fn r2_3_all_push_option_pushes_three_card_against_dealer_lucky() {
    check_main(ALL_PUSH, "4H 5S", "2S 3D 4C", "push", "10.00", "0.00", None);
}

#[test]
fn r2_3_all_push_option_still_pays_lucky_nine_three_to_two_against_a_non_nine() {
    check_main(
        ALL_PUSH,
        "KC 7H",
        "AS 8D",
        "win",
        "25.00",
        "15.00",
        Some("3 to 2"),
    );
}

#[test]
fn r2_3_house_rules_file_sets_all_push() {
    // lucky9-nines-push: nines = all-push, qualify = three-card.
    let v = main10(
        "house_rules = \"lucky9-nines-push\"",
        "KC 4H 5D",
        &["AS 8D"],
    );
    assert_line(
        line(&v, 1, "main", 1),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_eq!(v["house"]["nines"], "all-push");
    assert_eq!(v["house"]["qualify"], "three-card");
}

#[test]
fn r2_3_round_house_table_overrides_the_house_rules_file_key_by_key() {
    // The round sets nines back to lucky-beats-three-card: the Lucky 9 wins 3 to 2 ($25);
    // qualify stays three-card from the file.
    let top = "house_rules = \"lucky9-nines-push\"\n[house]\nnines = \"lucky-beats-three-card\"";
    let v = main10(top, "KC 4H 5D", &["AS 8D"]);
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "25.00",
        "15.00",
        Some("3 to 2"),
    );
    assert_eq!(v["house"]["nines"], "lucky-beats-three-card");
    assert_eq!(v["house"]["qualify"], "three-card");
}

// ---------------------------------------------------------------- R2.4 qualifying

#[test]
fn r2_4_player_zero_loses_even_against_dealer_zero() {
    // K-Q = 0 against dealer K-Q-10 = 0: the player does not qualify and loses.
    check_main("", "KC QH 10D", "KS QD", "lose", "0.00", "-10.00", None);
}

#[test]
fn r2_4_player_two_loses_against_dealer_one() {
    // A-A = 2 against dealer K-K-A = 1: does not qualify (any-hand, the default).
    check_main("", "KC KH AD", "AS AD", "lose", "0.00", "-10.00", None);
}

#[test]
fn r2_4_three_card_one_loses_against_dealer_zero() {
    // 5-6 = 1 with a hit K = 1 against 0: loses under both options.
    check_main("", "KC QH KD", "5S 6D KC", "lose", "0.00", "-10.00", None);
    check_main(
        "[house]\nqualify = \"three-card\"",
        "KC QH KD",
        "5S 6D KC",
        "lose",
        "0.00",
        "-10.00",
        None,
    );
}

#[test]
fn r2_4_three_card_option_lets_two_card_two_play() {
    // qualify = three-card: A-A = 2 is a two-card hand and plays: 2 beats 1, paid $20.
    check_main(
        "[house]\nqualify = \"three-card\"",
        "KC KH AD",
        "AS AD",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_4_three_card_option_lets_two_card_zero_push_dealer_zero() {
    check_main(
        "[house]\nqualify = \"three-card\"",
        "KC QH 10D",
        "KS QD",
        "push",
        "10.00",
        "0.00",
        None,
    );
}

#[test]
fn r2_4_house_rules_file_sets_three_card_qualify() {
    check_main(
        "house_rules = \"lucky9-nines-push\"",
        "KC KH AD",
        "AS AD",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_4_split_hands_must_qualify_under_any_hand() {
    // Split 5s: 5-5 = 0 and 5-6 = 1 against dealer K-Q-K = 0: both fail to qualify.
    let v = main10("", "KC QH KD", &["5S 5D", "5H 6C"]);
    assert_line(
        line(&v, 1, "main", 1),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 2),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
}

#[test]
fn r2_4_split_hands_play_under_three_card() {
    // qualify = three-card: 0 against 0 pushes (paid 10), 1 beats 0 (paid 20).
    let v = main10(
        "[house]\nqualify = \"three-card\"",
        "KC QH KD",
        &["5S 5D", "5H 6C"],
    );
    assert_line(
        line(&v, 1, "main", 1),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_totals(&v, "20.00", "30.00", "10.00");
}

// ---------------------------------------------------------------- R2.5 main wager

#[test]
fn r2_5_higher_total_wins_even_money() {
    check_main(
        "",
        "KC 7H",
        "5S 3D",
        "win",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_5_lower_total_loses() {
    check_main("", "KC 7H", "5S AD", "lose", "0.00", "-10.00", None);
}

#[test]
fn r2_5_equal_totals_push() {
    check_main("", "6H AC", "7S KD", "push", "10.00", "0.00", None);
}

#[test]
fn r2_5_dealer_three_card_nine_beats_eight() {
    // Dealer 2 + 2 = 4 draws 5: 9. Player 6 + 2 = 8 loses.
    check_main("", "2C 2H 5S", "6S 2D", "lose", "0.00", "-10.00", None);
}

// ---------------------------------------------------------------- R2.6 tie

const WITH_TIE: &str = "main = \"10\"\ntie = \"5\"";

fn tie_round(top: &str, dealer: &str, hands: &[&str]) -> Value {
    settle_toml(&one_seat(8, top, dealer, hands, WITH_TIE))
}

#[test]
fn r2_6_tie_pays_seven_to_one_when_the_main_wager_pushes() {
    // 7 against 7: main pushes (paid 10); tie $5 × 7 = $35, paid $40.
    // Totals: stake 15, paid 50, net 35.
    let v = tie_round("", "6H AC", &["7S KD"]);
    assert_line(
        line(&v, 1, "main", 1),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(
        line(&v, 1, "tie", 1),
        "win",
        "5.00",
        "40.00",
        "35.00",
        Some("7 to 1"),
    );
    assert_totals(&v, "15.00", "50.00", "35.00");
}

#[test]
fn r2_6_tie_loses_when_totals_differ() {
    let v = tie_round("", "KC 7H", &["5S 3D"]);
    assert_line(line(&v, 1, "tie", 1), "lose", "5.00", "0.00", "-5.00", None);
}

#[test]
fn r2_6_main_pushes_option_tie_loses_when_lucky_nine_beats_three_card_nine() {
    // 9 against 9 but the main wager won (3 to 2, paid 25): no tie under main-pushes.
    let v = tie_round("", "KC 4H 5D", &["AS 8D"]);
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "25.00",
        "15.00",
        Some("3 to 2"),
    );
    assert_line(line(&v, 1, "tie", 1), "lose", "5.00", "0.00", "-5.00", None);
}

#[test]
fn r2_6_equal_totals_option_pays_tie_when_lucky_nine_beats_three_card_nine() {
    // tie_wins = equal-totals: 9 = 9, so the tie wins 7 to 1 (paid 40) although the main
    // wager won. Totals: stake 15, paid 25 + 40 = 65, net 50.
    let v = tie_round(
        "[house]\ntie_wins = \"equal-totals\"",
        "KC 4H 5D",
        &["AS 8D"],
    );
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "25.00",
        "15.00",
        Some("3 to 2"),
    );
    assert_line(
        line(&v, 1, "tie", 1),
        "win",
        "5.00",
        "40.00",
        "35.00",
        Some("7 to 1"),
    );
    assert_totals(&v, "15.00", "65.00", "50.00");
}

#[test]
fn r2_6_equal_totals_option_pays_tie_when_a_zero_fails_to_qualify() {
    // 0 against 0: the main wager loses (R2.4), the totals are equal: tie wins, paid 40.
    let v = tie_round(
        "[house]\ntie_wins = \"equal-totals\"",
        "KC QH 10D",
        &["KS QD"],
    );
    assert_line(
        line(&v, 1, "main", 1),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(
        line(&v, 1, "tie", 1),
        "win",
        "5.00",
        "40.00",
        "35.00",
        Some("7 to 1"),
    );
}

#[test]
fn r2_6_main_pushes_option_tie_loses_when_a_zero_fails_to_qualify() {
    let v = tie_round("", "KC QH 10D", &["KS QD"]);
    assert_line(
        line(&v, 1, "main", 1),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(line(&v, 1, "tie", 1), "lose", "5.00", "0.00", "-5.00", None);
}

#[test]
fn r2_6_equal_totals_option_dealer_lucky_beats_three_card_nine() {
    // Player three-card 9 loses to the dealer's Lucky 9, but 9 = 9: the tie wins.
    let v = tie_round(
        "[house]\ntie_wins = \"equal-totals\"",
        "4H 5S",
        &["2S 3D 4C"],
    );
    assert_line(
        line(&v, 1, "main", 1),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(
        line(&v, 1, "tie", 1),
        "win",
        "5.00",
        "40.00",
        "35.00",
        Some("7 to 1"),
    );
}

#[test]
fn r2_6_all_push_nines_make_the_tie_win() {
    // nines = all-push: Lucky 9 against a three-card 9 pushes, so the tie wins.
    let v = tie_round(ALL_PUSH, "KC 4H 5D", &["AS 8D"]);
    assert_line(
        line(&v, 1, "main", 1),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(
        line(&v, 1, "tie", 1),
        "win",
        "5.00",
        "40.00",
        "35.00",
        Some("7 to 1"),
    );
}

#[test]
fn r2_6_tie_follows_hand_one_after_split() {
    // Split 7s; dealer 6 + A = 7. hand 1: 7-K = 7 pushes; hand 2: 7-A = 8 wins.
    // The tie follows hand 1: wins 7 to 1, paid 40. Totals: stake 25, paid 10+20+40 = 70.
    let v = tie_round("", "6H AD", &["7S KD", "7H AC"]);
    assert_line(
        line(&v, 1, "main", 1),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "tie", 1),
        "win",
        "5.00",
        "40.00",
        "35.00",
        Some("7 to 1"),
    );
    assert_totals(&v, "25.00", "70.00", "45.00");
}

#[test]
fn r2_6_tie_follows_hand_one_not_hand_two() {
    // hand 1: 7-A = 8 wins; hand 2: 7-K = 7 pushes. The tie follows hand 1: lost.
    let v = tie_round("", "6H AD", &["7S AD", "7H KC"]);
    assert_line(
        line(&v, 1, "main", 2),
        "push",
        "10.00",
        "10.00",
        "0.00",
        None,
    );
    assert_line(line(&v, 1, "tie", 1), "lose", "5.00", "0.00", "-5.00", None);
}

#[test]
fn r2_6_equal_totals_tie_follows_hand_one_after_split() {
    // equal-totals, split 5s: hand 1 5-5 = 0 against dealer 0 (main loses, R2.4), hand 2
    // 5-4 = split 9. Hand 1 totals are equal: the tie wins, paid 40.
    let v = tie_round(
        "[house]\ntie_wins = \"equal-totals\"",
        "KC QH KD",
        &["5S 5D", "5H 4C"],
    );
    assert_line(
        line(&v, 1, "main", 1),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_line(
        line(&v, 1, "tie", 1),
        "win",
        "5.00",
        "40.00",
        "35.00",
        Some("7 to 1"),
    );
}

// ---------------------------------------------------------------- R2.7 Bonus 9

#[track_caller]
fn bonus(
    decks: u8,
    dealer: &str,
    hands: &[&str],
    paid: &str,
    net: &str,
    odds: Option<&str>,
) -> Value {
    let v = settle_toml(&one_seat(
        decks,
        "",
        dealer,
        hands,
        "main = \"10\"\nbonus9 = \"5\"",
    ));
    assert_eq!(lines(&v, 1, "bonus9").len(), 1, "one bonus9 line (R1.6)");
    let result = if odds.is_some() { "win" } else { "lose" };
    assert_line(line(&v, 1, "bonus9", 1), result, "5.00", paid, net, odds);
    v
}

#[test]
fn r2_7_suited_three_threes_pays_200() {
    // 3♠ 3♠ with dealer 3♠ (3 decks): $5 × 200 = $1,000, paid $1,005.
    // Main: 3 + 3 = 6 against dealer 3 + K = 3, draws 2 = 5: wins, paid 20.
    let v = bonus(
        3,
        "3S KD 2C",
        &["3S 3S"],
        "1005.00",
        "1000.00",
        Some("200 to 1"),
    );
    assert_line(
        line(&v, 1, "main", 1),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
    assert_totals(&v, "15.00", "1025.00", "1010.00");
}

#[test]
fn r2_7_suited_two_three_four_pays_100() {
    // $5 × 100 = $500, paid $505.
    bonus(8, "4H 5C", &["2H 3H"], "505.00", "500.00", Some("100 to 1"));
}

#[test]
fn r2_7_any_three_threes_pays_50() {
    // $5 × 50 = $250, paid $255.
    bonus(8, "3C 4H", &["3S 3D"], "255.00", "250.00", Some("50 to 1"));
}

#[test]
fn r2_7_any_two_three_four_pays_40() {
    // $5 × 40 = $200, paid $205.
    bonus(8, "4C 4H", &["2S 3D"], "205.00", "200.00", Some("40 to 1"));
}

#[test]
fn r2_7_suited_total_nine_pays_30() {
    // A♠ 8♠ K♠ = 9, suited: $5 × 30 = $150, paid $155.
    bonus(8, "KS 7H", &["AS 8S"], "155.00", "150.00", Some("30 to 1"));
}

#[test]
fn r2_7_any_total_nine_pays_5() {
    // A♠ 8♦ K♣ = 9: $5 × 5 = $25, paid $30.
    bonus(8, "KC 7H", &["AS 8D"], "30.00", "25.00", Some("5 to 1"));
    // 5 + 6 + 8 = 19 → 9 counts too.
    bonus(8, "8C QH", &["5S 6D"], "30.00", "25.00", Some("5 to 1"));
}

#[test]
fn r2_7_no_nine_loses() {
    bonus(8, "KC 7H", &["AS 7D"], "0.00", "-5.00", None);
}

#[test]
fn r2_7_bonus_uses_the_first_two_cards_not_the_hit_card() {
    // 2♠ 3♦ with dealer 4♣ is Any 2-3-4 (40), whatever the hit 9♣: paid $205.
    bonus(
        8,
        "4C 4H",
        &["2S 3D 9C"],
        "205.00",
        "200.00",
        Some("40 to 1"),
    );
}

#[test]
fn r2_7_bonus_after_a_split_uses_the_first_card_of_hands_one_and_two() {
    // Split 4s: the first two cards are 4♥ and 4♣ (R1.10); with dealer A♦ that is 9,
    // Any Total 9: $5 × 5 = $25, paid $30. (Hand 1's own two cards 4♥ 5♥ + A♦ = 0.)
    bonus(
        8,
        "AD 6C",
        &["4H 5H", "4C 2D"],
        "30.00",
        "25.00",
        Some("5 to 1"),
    );
}

// ---------------------------------------------------------------- R2.8 progressives

const PROG: &str = "main = \"10\"\n\"21+3-progressive\" = \"1\"";

#[test]
fn r2_8_21plus3_suited_three_aces_pays_the_whole_meter() {
    // A♠ A♠ with dealer A♠, paytable 1, no declared suit: the declared-suit line cannot
    // hit; "suited three aces or kings" pays 100% of the meter, $25,000 returned on a $1
    // "for" stake: net $24,999. The meter resets to its reseed, $2,000.
    // Main: A-A = 2 does not qualify: lost. Totals: stake 11, paid 25,000, net 24,989.
    let text = one_seat(
        8,
        "[progressive]\nmeter = \"25,000\"",
        "AS 9D 5C",
        &["AS AS"],
        PROG,
    );
    let v = settle_toml(&text);
    let l = line(&v, 1, "21+3-progressive", 1);
    assert_line(l, "win", "1.00", "25000.00", "24999.00", None);
    assert_eq!(l["amount"], "25000.00");
    assert_eq!(v["progressive"]["meter_before"], "25000.00");
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
    assert_totals(&v, "11.00", "25000.00", "24989.00");
}

const PT7: &str = "[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-7\"\n";

#[test]
fn r2_8_declared_suit_pays_the_meter_on_paytable_7() {
    // K♥ K♥ with dealer K♥, declared suit ♥: 100% of $30,000, net $29,999, reseed $2,000.
    let top = format!("{PT7}[progressive]\nmeter = \"30,000\"\ndeclared_suit = \"H\"");
    let v = settle_toml(&one_seat(8, &top, "KH 5D", &["KH KH"], PROG));
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "30000.00",
        "29999.00",
        None,
    );
    assert_eq!(v["progressive"]["meter_before"], "30000.00");
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
}

#[test]
fn r2_8_declared_suit_may_be_written_as_a_symbol() {
    let top = format!("{PT7}[progressive]\nmeter = \"30,000\"\ndeclared_suit = \"♥\"");
    let v = settle_toml(&one_seat(8, &top, "KH 5D", &["KH KH"], PROG));
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "30000.00",
        "29999.00",
        None,
    );
}

#[test]
fn r2_8_other_declared_suit_falls_to_the_next_tier() {
    // Declared ♠, three K♥: "suited three aces or kings" on paytable 7 is 2,000 for 1:
    // $2,000 returned, net $1,999; the meter is not touched.
    let top = format!("{PT7}[progressive]\nmeter = \"30,000\"\ndeclared_suit = \"S\"");
    let v = settle_toml(&one_seat(8, &top, "KH 5D", &["KH KH"], PROG));
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "2000.00",
        "1999.00",
        Some("2000 for 1"),
    );
    assert_eq!(v["progressive"]["meter_after"], "30000.00");
}

#[test]
fn r2_8_no_declared_suit_falls_to_the_next_tier() {
    let top = format!("{PT7}[progressive]\nmeter = \"30,000\"");
    let v = settle_toml(&one_seat(8, &top, "KH 5D", &["KH KH"], PROG));
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "2000.00",
        "1999.00",
        Some("2000 for 1"),
    );
    assert_eq!(v["progressive"]["meter_before"], "30000.00");
    assert_eq!(v["progressive"]["meter_after"], "30000.00");
}

#[test]
fn r2_8_meter_hits_in_seat_order() {
    // Three seats hold A♠ A♠ with dealer A♠ (7 A♠ in 8 decks), listed 3, 1, 2.
    // Seat 1 takes $25,000; the meter reseeds to $2,000; seat 2 takes $2,000; it reseeds;
    // seat 3 takes $2,000. Meter after: $2,000.
    let top = "[progressive]\nmeter = \"25,000\"";
    let text = seats(
        8,
        top,
        "AS 9D 5C",
        &[
            (3, &["AS AS"], PROG),
            (1, &["AS AS"], PROG),
            (2, &["AS AS"], PROG),
        ],
    );
    let v = settle_toml(&text);
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "25000.00",
        "24999.00",
        None,
    );
    assert_line(
        line(&v, 2, "21+3-progressive", 1),
        "win",
        "1.00",
        "2000.00",
        "1999.00",
        None,
    );
    assert_line(
        line(&v, 3, "21+3-progressive", 1),
        "win",
        "1.00",
        "2000.00",
        "1999.00",
        None,
    );
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
    // Totals: stake 3 × 11 = 33; paid 29,000; net 28,967.
    assert_totals(&v, "33.00", "29000.00", "28967.00");
}

#[test]
fn r2_8_share_equally_gives_the_remainder_to_the_lowest_seat() {
    // meter_hits = share-equally: $25,000.00 / 3 = $8,333.33 remainder 1 cent, which
    // goes to seat 1: $8,333.34. The meter then reseeds once to $2,000.
    let top = "[house]\nmeter_hits = \"share-equally\"\n[progressive]\nmeter = \"25,000\"";
    let text = seats(
        8,
        top,
        "AS 9D 5C",
        &[
            (3, &["AS AS"], PROG),
            (1, &["AS AS"], PROG),
            (2, &["AS AS"], PROG),
        ],
    );
    let v = settle_toml(&text);
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "8333.34",
        "8332.34",
        None,
    );
    assert_line(
        line(&v, 2, "21+3-progressive", 1),
        "win",
        "1.00",
        "8333.33",
        "8332.33",
        None,
    );
    assert_line(
        line(&v, 3, "21+3-progressive", 1),
        "win",
        "1.00",
        "8333.33",
        "8332.33",
        None,
    );
    assert_eq!(v["progressive"]["meter_before"], "25000.00");
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
    // The three shares add up to the meter exactly.
    assert_totals(&v, "33.00", "25000.00", "24967.00");
}

#[test]
fn r2_8_share_equally_with_one_hit_pays_the_whole_meter() {
    let top = "[house]\nmeter_hits = \"share-equally\"\n[progressive]\nmeter = \"25,000\"";
    let text = seats(
        8,
        top,
        "AS 9D 5C",
        &[(1, &["AS AS"], PROG), (2, &["5S 6D"], PROG)],
    );
    let v = settle_toml(&text);
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "25000.00",
        "24999.00",
        None,
    );
    // Seat 2: 5♠ 6♦ A♠ is no hand: lost.
    assert_line(
        line(&v, 2, "21+3-progressive", 1),
        "lose",
        "1.00",
        "0.00",
        "-1.00",
        None,
    );
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
}

const SOB: &str = "main = \"10\"\nsuited-or-booted = \"1\"";
const SOB_METER: &str = "[progressive.suited-or-booted]\nmeter = \"8,000\"";

#[test]
fn r2_8_suited_or_booted_percent_tier_lowers_the_meter() {
    // 7♠ 7♠ hit 7♠ (7 + 7 = 4, may hit; 21 → 1): suited three of a kind with the first
    // hit card, 10% of $8,000 = $800 returned on the $1 "for" stake (net $799). The meter
    // drops by what it paid: $7,200. Main: 1 does not qualify.
    let v = settle_toml(&one_seat(8, SOB_METER, "KC 7H", &["7S 7S 7S"], SOB));
    let l = line(&v, 1, "suited-or-booted", 1);
    assert_line(l, "win", "1.00", "800.00", "799.00", None);
    assert_eq!(l["amount"], "800.00");
    assert_eq!(l["unverified"], true);
    assert!(v.get("warnings").is_some(), "unverified paytable warning");
    assert!(
        v["progressive"].get("meter_before").is_none(),
        "no 21+3 meter"
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_before"],
        "8000.00"
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "7200.00"
    );
    assert_totals(&v, "11.00", "800.00", "789.00");
}

#[test]
fn r2_8_suited_or_booted_wheel_pays_the_whole_meter() {
    // A♥ 2♥ hit 3♥: the Suited Wheel, 100% of $8,000; the meter reseeds to $2,000.
    let v = settle_toml(&one_seat(8, SOB_METER, "KC 7H", &["AH 2H 3H"], SOB));
    assert_line(
        line(&v, 1, "suited-or-booted", 1),
        "win",
        "1.00",
        "8000.00",
        "7999.00",
        None,
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "2000.00"
    );
}

#[test]
fn r2_8_suited_or_booted_without_a_hit_card_pays_the_first_two_card_tiers() {
    // 8♦ 8♦ stands: tiers that need the hit card cannot hit; suited pair 30 for 1.
    let v = settle_toml(&one_seat(8, SOB_METER, "KC 7H", &["8D 8D"], SOB));
    assert_line(
        line(&v, 1, "suited-or-booted", 1),
        "win",
        "1.00",
        "30.00",
        "29.00",
        Some("30 for 1"),
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "8000.00"
    );
}

#[test]
fn r2_8_suited_or_booted_after_a_split_sees_the_first_card_of_each_hand() {
    // Split 5♥ 5♥: hand 1 = 5♥ K♦, hand 2 = 5♥ 4♣. The first two cards are 5♥ 5♥, a
    // suited pair, 30 for 1; no hit card (a split hand's second card is not one).
    // Main: 5 loses to 7; split 9 wins 1 to 1 (paid 20).
    let v = settle_toml(&one_seat(8, SOB_METER, "KC 7H", &["5H KD", "5H 4C"], SOB));
    assert_line(
        line(&v, 1, "suited-or-booted", 1),
        "win",
        "1.00",
        "30.00",
        "29.00",
        Some("30 for 1"),
    );
    assert_line(
        line(&v, 1, "main", 1),
        "lose",
        "10.00",
        "0.00",
        "-10.00",
        None,
    );
    assert_line(
        line(&v, 1, "main", 2),
        "win",
        "10.00",
        "20.00",
        "10.00",
        Some("1 to 1"),
    );
}

#[test]
fn r2_8_two_progressives_keep_two_meters() {
    // 7♠ 7♠ with dealer 7♦: three of a kind on 21+3 (20 for 1: paid 20, net 19), meter
    // untouched. Hit 7♠: Suited or Booted 10% of $8,000 = $800; its meter $7,200.
    let top =
        "[progressive]\nmeter = \"25,000\"\n[progressive.suited-or-booted]\nmeter = \"8,000\"";
    let wagers = "main = \"10\"\n\"21+3-progressive\" = \"1\"\nsuited-or-booted = \"1\"";
    let v = settle_toml(&one_seat(8, top, "7D KC", &["7S 7S 7S"], wagers));
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "1.00",
        "20.00",
        "19.00",
        Some("20 for 1"),
    );
    assert_line(
        line(&v, 1, "suited-or-booted", 1),
        "win",
        "1.00",
        "800.00",
        "799.00",
        None,
    );
    assert_eq!(v["progressive"]["meter_before"], "25000.00");
    assert_eq!(v["progressive"]["meter_after"], "25000.00");
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_before"],
        "8000.00"
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "7200.00"
    );
    // Totals: stake 12, paid 820, net 808.
    assert_totals(&v, "12.00", "820.00", "808.00");
}

const UK15: &str = "currency = \"GBP\"\n[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-uk15\"\n[progressive]\nmeter = \"£60,000\"";
const UK_WAGERS: &str = "main = \"£10\"\n\"21+3-progressive\" = \"£25\"";

#[test]
fn r2_8_pay_table_15_fixed_amount_in_pounds() {
    // 7♠ 7♦ with dealer 7♣: three of a kind, £1,000 on the £25 fixed stake ("for": the
    // whole return), net £975. Main 4 loses to 7.
    let v = settle_toml(&one_seat(6, UK15, "7C KH", &["7S 7D"], UK_WAGERS));
    assert_eq!(v["currency"], "GBP");
    let l = line(&v, 1, "21+3-progressive", 1);
    assert_line(l, "win", "25.00", "1000.00", "975.00", None);
    assert_eq!(l["amount"], "1000.00");
    assert_eq!(v["progressive"]["meter_after"], "60000.00");
}

#[test]
fn r2_8_pay_table_15_pays_nothing_for_a_flush() {
    let v = settle_toml(&one_seat(6, UK15, "KH 7C", &["2H 9H"], UK_WAGERS));
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "lose",
        "25.00",
        "0.00",
        "-25.00",
        None,
    );
}

#[test]
fn r2_8_pay_table_15_suited_queens_pay_the_meter() {
    // Q♦ Q♦ with dealer Q♦: suited three A, K or Q: 100% of £60,000; reseed £50,000.
    let v = settle_toml(&one_seat(6, UK15, "QD 5C", &["QD QD"], UK_WAGERS));
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        "win",
        "25.00",
        "60000.00",
        "59975.00",
        None,
    );
    assert_eq!(v["progressive"]["meter_after"], "50000.00");
}

#[track_caller]
fn flush_on(paytable: Option<&str>, paid: &str, net: &str, odds: Option<&str>) {
    // 2♥ 9♥ with dealer K♥: a flush (no straight).
    let top = match paytable {
        Some(id) => format!(
            "[paytables]\n\"21+3-progressive\" = \"{id}\"\n[progressive]\nmeter = \"25,000\""
        ),
        None => "[progressive]\nmeter = \"25,000\"".to_string(),
    };
    let v = settle_toml(&one_seat(8, &top, "KH 7C", &["2H 9H"], PROG));
    let result = if odds.is_some() { "win" } else { "lose" };
    assert_line(
        line(&v, 1, "21+3-progressive", 1),
        result,
        "1.00",
        paid,
        net,
        odds,
    );
}

#[test]
fn r2_8_paytable_chosen_in_the_round_file() {
    // Flush: paytable 1 (default) 3 for 1; paytable 2 2 for 1; paytable 10 a loss.
    flush_on(None, "3.00", "2.00", Some("3 for 1"));
    flush_on(
        Some("21plus3-progressive-1"),
        "3.00",
        "2.00",
        Some("3 for 1"),
    );
    flush_on(
        Some("21plus3-progressive-2"),
        "2.00",
        "1.00",
        Some("2 for 1"),
    );
    flush_on(Some("21plus3-progressive-10"), "0.00", "-1.00", None);
}

#[test]
fn r2_8_paytable_choice_shows_in_the_settlement() {
    let top = format!("{PT7}[progressive]\nmeter = \"30,000\"");
    let v = settle_toml(&one_seat(8, &top, "KH 7C", &["2H 9H"], PROG));
    let ids: Vec<&str> = v["paytables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert!(ids.contains(&"21plus3-progressive-7"), "{ids:?}");
    assert_eq!(
        line(&v, 1, "21+3-progressive", 1)["paytable"],
        "21plus3-progressive-7"
    );
}

// ---------------------------------------------------------------- R4.1-R4.4 on Lucky 9

/// 21+3 Progressive on paytable `pt` (1 when `None`), $1, meter $25,000: checks the line.
#[track_caller]
fn three_card(pt: Option<u8>, dealer: &str, hand: &str, paid: &str, odds: Option<&str>) -> Value {
    let choice = pt
        .map(|p| format!("[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-{p}\"\n"))
        .unwrap_or_default();
    let top = format!("{choice}[progressive]\nmeter = \"25,000\"");
    let v = settle_toml(&one_seat(8, &top, dealer, &[hand], PROG));
    let l = line(&v, 1, "21+3-progressive", 1);
    // net = paid − $1, worked in cents.
    let n = cents(&serde_json::json!(paid)) - 100;
    let sign = if n < 0 { "-" } else { "" };
    let net = format!("{sign}{}.{:02}", n.abs() / 100, n.abs() % 100);
    let result = if paid == "0.00" { "lose" } else { "win" };
    assert_line(l, result, "1.00", paid, &net, odds);
    v
}

#[test]
fn r4_1_ace_low_straight() {
    // A♠ 2♦ with dealer 3♣: a straight, 7 for 1 on paytable 1: $7 returned.
    three_card(None, "3C 4D", "AS 2D", "7.00", Some("7 for 1"));
}

#[test]
fn r4_1_ace_high_straight() {
    three_card(None, "AC 5D", "QS KD", "7.00", Some("7 for 1"));
}

#[test]
fn r4_1_king_ace_two_is_no_straight() {
    three_card(None, "2C 5D", "KS AD", "0.00", None);
}

#[test]
fn r4_1_flush_holding_a_pair_is_a_flush() {
    // 4♥ 4♥ 9♥: a flush (3 for 1), not a pair.
    three_card(None, "9H KD", "4H 4H", "3.00", Some("3 for 1"));
}

#[test]
fn r4_1_straight_flush() {
    three_card(None, "7H KD", "5H 6H", "25.00", Some("25 for 1"));
    // Suited Q-K-A (a Mini Royal elsewhere) is a straight flush here.
    three_card(None, "AH 5D", "QH KH", "25.00", Some("25 for 1"));
}

#[test]
fn r4_1_three_of_a_kind() {
    three_card(None, "7C KD", "7S 7D", "20.00", Some("20 for 1"));
}

#[test]
fn r4_1_suited_three_of_a_kind_below_the_top_ranks() {
    // Three 7♠: suited three of a kind, 125 for 1 on paytable 1, 150 on paytable 4.
    three_card(None, "7S KD", "7S 7S", "125.00", Some("125 for 1"));
    three_card(Some(4), "7S KD", "7S 7S", "150.00", Some("150 for 1"));
}

#[test]
fn r4_2_top_ranks_differ_by_paytable() {
    // Three Q♠: paytable 2's top ranks are A, K, Q (the meter); paytable 1's are A, K
    // (so suited three of a kind, 125 for 1). Three K♠ on paytable 3 (top rank A only):
    // 125 for 1.
    let v = three_card(Some(2), "QS 5D", "QS QS", "25000.00", None);
    assert_eq!(v["progressive"]["meter_after"], "2000.00");
    let v = three_card(None, "QS 5D", "QS QS", "125.00", Some("125 for 1"));
    assert_eq!(v["progressive"]["meter_after"], "25000.00");
    three_card(Some(3), "KS 5D", "KS KS", "125.00", Some("125 for 1"));
}

#[test]
fn r4_4_seat_order_a_percent_hit_then_a_full_hit() {
    // Seat 1: 7♠ 7♠ hit 7♠, 10% of $8,000 = $800; the meter is $7,200.
    // Seat 2: A♥ 2♥ hit 3♥, the Suited Wheel, 100% of what is left: $7,200; reseed $2,000.
    let text = seats(
        8,
        SOB_METER,
        "KC 7H",
        &[(1, &["7S 7S 7S"], SOB), (2, &["AH 2H 3H"], SOB)],
    );
    let v = settle_toml(&text);
    assert_line(
        line(&v, 1, "suited-or-booted", 1),
        "win",
        "1.00",
        "800.00",
        "799.00",
        None,
    );
    assert_line(
        line(&v, 2, "suited-or-booted", 1),
        "win",
        "1.00",
        "7200.00",
        "7199.00",
        None,
    );
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "2000.00"
    );
}

#[test]
fn r4_4_seat_order_a_full_hit_then_a_percent_hit_is_paid_from_the_reseed() {
    // Seat 1: the Suited Wheel takes $8,000; the meter reseeds to $2,000.
    // Seat 2: 10% of $2,000 = $200.
    let text = seats(
        8,
        SOB_METER,
        "KC 7H",
        &[(1, &["AH 2H 3H"], SOB), (2, &["7S 7S 7S"], SOB)],
    );
    let v = settle_toml(&text);
    assert_line(
        line(&v, 1, "suited-or-booted", 1),
        "win",
        "1.00",
        "8000.00",
        "7999.00",
        None,
    );
    assert_line(
        line(&v, 2, "suited-or-booted", 1),
        "win",
        "1.00",
        "200.00",
        "199.00",
        None,
    );
}

#[test]
fn r4_3_a_percent_hit_lowers_the_meter_by_what_it_paid() {
    // As above: after seat 2's $200 the meter is $2,000 − $200 = $1,800 (R4.3: "a
    // percent tier pays that share of the meter and lowers the meter by what it paid").
    let text = seats(
        8,
        SOB_METER,
        "KC 7H",
        &[(1, &["AH 2H 3H"], SOB), (2, &["7S 7S 7S"], SOB)],
    );
    let v = settle_toml(&text);
    assert_eq!(
        v["progressive"]["suited-or-booted"]["meter_after"],
        "1800.00"
    );
}

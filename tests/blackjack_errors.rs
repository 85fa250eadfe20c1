#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! Rounds the rules could not have produced, or wagers the tables do not allow, in the
//! blackjack family: each refused with its own message naming the field (R1.3, R1.8,
//! R3, R6, R7).

mod bj_common;

use assert_cmd::Command;
use bj_common::*;

const MAIN10: &str = "main = \"10\"";

fn one(hand: &str) -> String {
    seat(1, &[hand], "", MAIN10, "")
}

fn stadium_one(house: &str, player: &str, d1: &str, community: &str, decisions: &str) -> String {
    stadium(
        house,
        player,
        d1,
        community,
        &terminal(1, decisions, MAIN10, ""),
    )
}

// ---------------------------------------------------------------- wagers

#[test]
fn r6_1_lucky_break_without_the_main_wager_is_refused() {
    let s = seat(1, &["10S 7C"], "", "lucky-break = \"1\"", "");
    assert_refused(
        &bj("", "10C 8D", &s),
        "seat 1 wagers.lucky-break",
        &["Lucky Break needs the player's own main wager"],
    );
}

#[test]
fn r7_8_stadium_side_bet_without_the_main_wager_is_refused() {
    let t = terminal(1, "", "trilux = \"5\"", "");
    assert_refused(
        &stadium("", "8S 8D", "6H", "10C 9D", &t),
        "seat 1 wagers.trilux",
        &["TriLux needs the player's own main wager"],
    );
}

#[test]
fn r4_6_super3_without_trilux_is_refused() {
    let t = terminal(1, "stand", "main = \"10\"\nsuper3 = \"1\"", "");
    assert_refused(
        &stadium("", "8S 8D", "6H", "10C 9D", &t),
        "seat 1 wagers.super3",
        &["Super 3 needs", "TriLux"],
    );
}

#[test]
fn r7_7_dealer_super3_without_a_dealer_trilux_is_refused() {
    let t = terminal(1, "stand", MAIN10, "super3 = \"1\"");
    assert_refused(
        &stadium("", "8S 8D", "6H", "10C 9D", &t),
        "seat 1 dealer_wagers.super3",
        &["a dealer TriLux wager"],
    );
}

#[test]
fn r7_7_dealer_main_wager_without_an_own_main_wager_is_refused() {
    let t = terminal(1, "", "", "main = \"5\"");
    assert_refused(
        &stadium("", "8S 8D", "6H", "10C 9D", &t),
        "seat 1 dealer_wagers.main",
        &["the player's own main wager"],
    );
}

#[test]
fn r6_1_lucky_break_toke_without_the_players_main_wager_is_refused() {
    // A blackjack seat needs a main wager at all; the toke's own requirement is the same.
    let s = seat(1, &["10S 7C"], "", "", "lucky-break = \"1\"");
    let e = refusal(&bj("", "10C 8D", &s));
    assert!(e.field.starts_with("seat 1"), "{e}");
    assert!(e.message.contains("main wager"), "{e}");
}

#[test]
fn r1_3_lucky_break_over_its_100_maximum_is_refused() {
    let s = seat(
        1,
        &["10S 7C"],
        "",
        "main = \"10\"\nlucky-break = \"101\"",
        "",
    );
    assert_refused(
        &bj("", "10C 8D", &s),
        "seat 1 wagers.lucky-break",
        &["R1.3", "over the Lucky Break maximum", "100.00"],
    );
    // Exactly $100 is fine.
    let s = seat(
        1,
        &["10S 7C"],
        "",
        "main = \"10\"\nlucky-break = \"100\"",
        "",
    );
    settle_json(&bj("", "10C 8D", &s));
}

#[test]
fn r1_3_main_wager_over_10000_is_refused() {
    let s = seat(1, &["10S 7C"], "", "main = \"10,000.01\"", "");
    assert_refused(
        &bj("", "10C 8D", &s),
        "seat 1 wagers.main",
        &["maximum", "10,000.00"],
    );
}

#[test]
fn r1_3_insurance_over_half_the_main_wager_is_refused() {
    let s = seat(
        1,
        &["10S 9D"],
        "",
        "main = \"10\"\ninsurance = \"5.01\"",
        "",
    );
    assert_refused(
        &bj("", "AS KD", &s),
        "seat 1 wagers.insurance",
        &["R1.3", "more than half the main wager", "5.00"],
    );
}

#[test]
fn r1_3_progressive_needs_its_fixed_stake() {
    let s = seat(
        1,
        &["10S 9D"],
        "",
        "main = \"10\"\n\"21+3-progressive\" = \"2\"",
        "",
    );
    assert_refused(
        &bj("[progressive]\nmeter = \"25,000\"", "10C 8D", &s),
        "seat 1 wagers.21+3-progressive",
        &["fixed stake"],
    );
}

#[test]
fn r4_3_meter_below_its_reseed_is_refused() {
    let s = seat(
        1,
        &["10S 9D"],
        "",
        "main = \"10\"\n\"21+3-progressive\" = \"1\"",
        "",
    );
    assert_refused(
        &bj("[progressive]\nmeter = \"1,999.99\"", "10C 8D", &s),
        "progressive.meter",
        &["R4.3", "below the reseed"],
    );
}

#[test]
fn r4_3_progressive_wager_without_a_meter_is_refused() {
    let s = seat(
        1,
        &["10S 9D"],
        "",
        "main = \"10\"\nsuited-or-booted = \"1\"",
        "",
    );
    assert_refused(
        &bj("", "10C 8D", &s),
        "progressive.suited-or-booted.meter",
        &["R4.3", "meter is not entered"],
    );
}

#[test]
fn r1_2_uk_pay_table_15_needs_6_decks_and_pounds() {
    let w = "main = \"£10\"\n\"21+3-progressive\" = \"£25\"";
    let house = "[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-uk15\"\n[progressive]\nmeter = \"£60,000\"";
    let eight = format!(
        "currency = \"GBP\"\n{}",
        bj_decks(8, house, "JS 7D", &seat(1, &["9S 10S"], "", w, ""))
    );
    let e = refusal(&eight);
    assert!(e.message.contains("R1.2") && e.message.contains("6"), "{e}");
    let dollars = bj(
        "[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-uk15\"\n[progressive]\nmeter = \"60,000\"",
        "JS 7D",
        &seat(1, &["9S 10S"], "", "main = \"10\"\n\"21+3-progressive\" = \"25\"", ""),
    );
    let e = refusal(&dollars);
    assert!(
        e.message.contains("R1.3") && e.message.contains("GBP"),
        "{e}"
    );
}

// ---------------------------------------------------------------- cards and shoe

#[test]
fn r1_2_seven_ace_of_spades_in_six_decks_is_refused() {
    // Stadium: A♠ A♠ shared, five more A♠ in the community: 7 in a 6-deck shoe.
    let e = assert_refused(
        &stadium_one("", "AS AS", "6H", "AS AS AS AS AS", "split"),
        "cards",
        &["R1.2", "AS appears 7 times", "6 decks"],
    );
    assert!(e.line.is_some(), "{e}");
    // Blackjack: three seats of A♠ A♠ and the dealer's A♠.
    let seats: String = (1..=3)
        .map(|n| seat(n, &["AS AS 9D"], "", MAIN10, ""))
        .collect();
    assert_refused(&bj("", "AS 7D", &seats), "cards", &["AS appears 7 times"]);
}

#[test]
fn r1_1_a_bad_card_names_its_text_and_position() {
    let e = assert_refused(
        &bj("", "10C 8D", &one("10S 1D")),
        "seat 1 hands[1]",
        &["\"1D\""],
    );
    assert!(e.message.contains('2'), "position in {e}");
}

// ---------------------------------------------------------------- blackjack play (R1.8, R3)

#[test]
fn r3_1_doubled_hand_needs_exactly_one_extra_card() {
    for hand in ["5S 6D double", "5S 2D 3C 4H double"] {
        assert_refused(
            &bj("", "10C 8D", &one(hand)),
            "seat 1 hands[1]",
            &["R3.1", "a doubled hand has exactly three cards"],
        );
    }
}

#[test]
fn r1_8_cards_after_a_dealer_blackjack_are_refused() {
    assert_refused(
        &bj("", "AS KD 5C", &one("10S 9D")),
        "cards.dealer",
        &["R1.8", "cards after a dealer blackjack"],
    );
}

#[test]
fn r3_3_dealer_drawing_on_17_under_soft17_stand_is_refused() {
    assert_refused(
        &bj("", "10C 7D 2S", &one("10S 9D")),
        "cards.dealer",
        &["R3.3", "drew on 17", "soft17 = stand"],
    );
    assert_refused(
        &bj("", "AC 6D 2S", &one("10S 9D")),
        "cards.dealer",
        &["drew on soft 17", "soft17 = stand"],
    );
}

#[test]
fn r1_8_a_hand_that_went_on_after_21_is_refused() {
    assert_refused(
        &bj("", "10C 8D", &one("10S 5D 6C 2H")),
        "seat 1 hands[1]",
        &["R1.8", "went on after 21"],
    );
    assert_refused(
        &bj("", "10C 8D", &one("10S 6D 9C 2H")),
        "seat 1 hands[1]",
        &["R1.8", "went on after a bust"],
    );
}

#[test]
fn r1_8_a_player_who_acted_after_a_peeking_dealers_blackjack_is_refused() {
    for hand in ["10S 2D 5C", "5S 6D 10C double", "10S 6D surrender"] {
        assert_refused(
            &bj("", "AS KD", &one(hand)),
            "seat 1 hands[1]",
            &["R3.3", "peeked and had blackjack"],
        );
    }
    let split = seat(1, &["8S 10D", "8D 9C"], "", MAIN10, "");
    assert_refused(&bj("", "AS KD", &split), "seat 1 hands[1]", &["peeked"]);
}

#[test]
fn r3_1_even_money_without_a_blackjack_is_refused() {
    let s = seat(1, &["10S 9D"], "even_money = true", MAIN10, "");
    assert_refused(
        &bj("", "AH 9C", &s),
        "seat 1 even_money",
        &["R3.1", "even money is only for a player blackjack"],
    );
}

#[test]
fn r7_2_stadium_even_money_without_a_blackjack_is_refused() {
    assert_refused(
        &stadium_one("", "10S 9D", "AH", "7C", "even-money stand"),
        "seat 1 decisions",
        &[
            "decision 1 \"even-money\"",
            "even money is only for a blackjack",
        ],
    );
}

#[test]
fn r7_2_stadium_insurance_on_a_blackjack_is_refused() {
    assert_refused(
        &stadium_one("", "AS KD", "AH", "7C", "insurance"),
        "seat 1 decisions",
        &["decision 1 \"insurance\"", "even-money or no-insurance"],
    );
}

#[test]
fn r3_1_house_options_out_of_range_or_of_another_game_are_refused() {
    let e = refusal(&bj("max_hands = 5", "10C 8D", &one("10S 9D")));
    assert_eq!(e.field, "house.max_hands", "{e}");
    let e = refusal(&stadium_one(
        "max_hands = 4",
        "10S 9D",
        "6H",
        "10C 9D",
        "stand",
    ));
    assert_eq!(e.field, "house.max_hands", "{e}");
    let e = refusal(&stadium_one(
        "peek = \"no\"",
        "10S 9D",
        "6H",
        "10C 9D",
        "stand",
    ));
    assert_eq!(e.field, "house.peek", "{e}");
    let e = refusal(&bj("surrender = \"enabled\"", "10C 8D", &one("10S 9D")));
    assert_eq!(e.field, "house.surrender", "{e}");
}

// ---------------------------------------------------------------- Stadium decisions (R7.2)

#[test]
fn r7_2_a_decision_not_allowed_at_that_point_is_refused() {
    // A split of 8-9 (not a pair).
    assert_refused(
        &stadium_one("", "8S 9D", "6H", "10C 9D 5S", "split"),
        "seat 1 decisions",
        &["decision 1 \"split\"", "only a pair"],
    );
    // A double of 12 under double_on = 10-11.
    assert_refused(
        &stadium_one(
            "double_on = \"10-11\"",
            "7S 5D",
            "6H",
            "9C 10D 8S",
            "double",
        ),
        "seat 1 decisions",
        &["decision 1 \"double\"", "double_on = 10-11"],
    );
    // A double after a hit (three cards).
    assert_refused(
        &stadium_one("", "5S 3D", "6H", "2C 10D 8S", "hit double"),
        "seat 1 decisions",
        &["decision 2 \"double\"", "first two cards"],
    );
    // No double on a hand holding an Ace (A-5 soft 16, inside 2-20).
    assert_refused(
        &stadium_one("", "AS 5D", "6H", "2C 10D 8S", "double"),
        "seat 1 decisions",
        &["decision 1 \"double\"", "never on a hand holding an Ace"],
    );
    // Insurance when dealer card 1 is not an Ace.
    assert_refused(
        &stadium_one("", "10S 9D", "6H", "10C 9D", "insurance stand"),
        "seat 1 decisions",
        &[
            "decision 1 \"insurance\"",
            "only when dealer card 1 is an Ace",
        ],
    );
    // A word that is not a decision.
    assert_refused(
        &stadium_one("", "10S 9D", "6H", "10C 9D", "sit"),
        "seat 1 decisions",
        &["decision 1 \"sit\"", "not a decision word"],
    );
}

#[test]
fn r7_4_surrender_disabled_or_late_is_refused() {
    assert_refused(
        &stadium_one("", "10S 6D", "9H", "5C 7D", "surrender"),
        "seat 1 decisions",
        &["surrender is disabled"],
    );
    assert_refused(
        &stadium_one(
            "surrender = \"enabled\"",
            "10S 2D",
            "9H",
            "3C 7D",
            "hit surrender",
        ),
        "seat 1 decisions",
        &[
            "decision 2 \"surrender\"",
            "first two cards of an unsplit hand",
        ],
    );
    // Surrender on split hand 2: 8♦ + 7♦ = 15.
    assert_refused(
        &stadium_one(
            "surrender = \"enabled\"",
            "8S 8D",
            "9H",
            "3C 7D 10S",
            "split stand surrender",
        ),
        "seat 1 decisions",
        &["decision 3 \"surrender\"", "unsplit"],
    );
}

#[test]
fn r7_4_surrender_on_split_hand_1_is_refused() {
    // 8♠ 8♦ split; hand 1 8♠ + 3♣ = 11; "surrender" is not allowed on a split hand.
    assert_refused(
        &stadium_one(
            "surrender = \"enabled\"",
            "8S 8D",
            "9H",
            "3C 7D 10S",
            "split surrender stand",
        ),
        "seat 1 decisions",
        &["decision 2 \"surrender\"", "unsplit"],
    );
}

#[test]
fn r7_4_double_after_split_false_refuses_a_double_on_split_hand_2() {
    // Hand 1 8♠ 3♣ = 11 stands; hand 2 8♦ + 10♦ = 18 may not double.
    assert_refused(
        &stadium_one(
            "double_after_split = false",
            "8S 8D",
            "6H",
            "3C 10D 9S 10H 2C",
            "split stand double",
        ),
        "seat 1 decisions",
        &["decision 3 \"double\"", "double_after_split = false"],
    );
}

#[test]
fn r7_4_double_after_split_false_refuses_a_double_on_split_hand_1() {
    // Hand 1 8♠ + 3♣ = 11 doubles after the split: refused at this table.
    assert_refused(
        &stadium_one(
            "double_after_split = false",
            "8S 8D",
            "6H",
            "3C 10D 9S 10H 2C",
            "split double stand",
        ),
        "seat 1 decisions",
        &["decision 2 \"double\"", "double_after_split = false"],
    );
}

#[test]
fn r7_4_a_split_past_max_hands_is_refused() {
    assert_refused(
        &stadium_one(
            "",
            "8S 8D",
            "6H",
            "8C 8H 10C 9D 10S 7C",
            "split split split",
        ),
        "seat 1 decisions",
        &["decision 3 \"split\"", "at most 3 hands"],
    );
    assert_refused(
        &stadium_one(
            "max_hands = 2",
            "8S 8D",
            "6H",
            "8C 8H 10C 9D 10S 7C",
            "split split",
        ),
        "seat 1 decisions",
        &["decision 2 \"split\"", "at most 2 hands"],
    );
}

#[test]
fn r7_4_split_aces_are_not_resplit() {
    // A♠ A♦ split: A♠ + A♣ takes its one card; nothing more is allowed on it.
    let e = refusal(&stadium_one(
        "",
        "AS AD",
        "9H",
        "AC 5D 8S 7C",
        "split split",
    ));
    assert_eq!(e.field, "seat 1 decisions", "{e}");
    assert!(e.message.contains("decision 2 \"split\""), "{e}");
}

#[test]
fn r7_2_a_decision_left_over_is_refused() {
    // 10-5 hit 6 = 21 stands by itself: the "stand" is left over.
    assert_refused(
        &stadium_one("", "10S 5D", "9H", "6C 8D 2S", "hit stand"),
        "seat 1 decisions",
        &["decision 2 \"stand\"", "left over"],
    );
    // A blackjack takes no play decision.
    assert_refused(
        &stadium_one("", "AS KD", "9H", "6C", "stand"),
        "seat 1 decisions",
        &["decision 1 \"stand\"", "left over"],
    );
}

#[test]
fn r7_2_a_missing_decision_is_refused() {
    // 10-2 hit 3 = 15: the hand still needs a decision.
    assert_refused(
        &stadium_one("", "10S 2D", "9H", "3C 8D 2S", "hit"),
        "seat 1 decisions",
        &["R7.2", "hand 1", "needs a decision"],
    );
    // Dealer card 1 an Ace: the insurance decision is missing.
    assert_refused(
        &stadium_one("", "10S 9D", "AH", "7C", ""),
        "seat 1 decisions",
        &["R7.2", "insurance"],
    );
    // After a split, hand 2 needs its decision too.
    assert_refused(
        &stadium_one("", "8S 8D", "6H", "10C 9D 5S", "split stand"),
        "seat 1 decisions",
        &["hand 2", "needs a decision"],
    );
}

#[test]
fn r7_2_a_terminal_with_only_dealer_side_bets_takes_no_decisions() {
    let t = terminal(1, "stand", "", "bet-the-set = \"5\"");
    assert_refused(
        &stadium("", "8S 8D", "6H", "10C", &t),
        "seat 1 decisions",
        &["no blackjack wager of its own"],
    );
}

#[test]
fn r7_2_a_terminal_without_a_decisions_key_is_refused() {
    let round = stadium(
        "",
        "10S 9D",
        "6H",
        "10C 9D",
        "[[seat]]\nseat = 4\n[seat.wagers]\nmain = \"10\"\n",
    );
    let e = assert_refused(&round, "seat 4 decisions", &["R7.2", "`decisions` key"]);
    assert!(e.line.is_some(), "{e}");
}

#[test]
fn r7_3_community_cards_that_run_out_name_the_terminal() {
    // Terminal 7 stands on 19; its dealer 6♥ + 10♣ = 16 needs another card.
    let t = terminal(7, "stand", MAIN10, "");
    let e = assert_refused(
        &stadium("", "10S 9D", "6H", "10C", &t),
        "cards.community",
        &["terminal 7", "dealer needs at least one more"],
    );
    assert!(e.line.is_some(), "{e}");
    // Its hand runs out first: a hit with no community card at all.
    let t = terminal(7, "hit", MAIN10, "");
    assert_refused(
        &stadium("", "10S 2D", "6H", "", &t),
        "cards.community",
        &["terminal 7", "C1"],
    );
}

#[test]
fn r7_7_dealer_double_split_false_refuses_split_dealer_and_double_dealer() {
    let t = terminal(1, "double double-dealer", MAIN10, "main = \"5\"");
    assert_refused(
        &stadium(
            "dealer_double_split = false",
            "5S 6D",
            "9H",
            "10C 7D 3S",
            &t,
        ),
        "seat 1 decisions",
        &["decision 2 \"double-dealer\"", "dealer_double_split = true"],
    );
    let t = terminal(1, "split split-dealer stand stand", MAIN10, "main = \"5\"");
    assert_refused(
        &stadium(
            "dealer_double_split = false",
            "8S 8D",
            "6H",
            "10D 9S 10H 7C",
            &t,
        ),
        "seat 1 decisions",
        &["decision 2 \"split-dealer\"", "dealer_double_split = true"],
    );
}

#[test]
fn r7_7_split_dealer_without_a_split_is_refused() {
    let t = terminal(1, "stand split-dealer", MAIN10, "main = \"5\"");
    assert_refused(
        &stadium("", "8S 8D", "6H", "10D 9S 10H 7C", &t),
        "seat 1 decisions",
        &["decision 2 \"split-dealer\""],
    );
}

#[test]
fn r7_7_dealer_wagers_false_refuses_wagers_for_the_dealer() {
    let t = terminal(1, "stand", MAIN10, "main = \"5\"");
    assert_refused(
        &stadium("dealer_wagers = false", "8S 8D", "6H", "10D 9S 10H 7C", &t),
        "seat 1 dealer_wagers.main",
        &["R7.7", "dealer_wagers = false"],
    );
}

// ---------------------------------------------------------------- the command line

#[test]
fn cli_exits_2_with_the_file_line_and_field_on_a_refused_round() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.toml");
    std::fs::write(&path, bj("", "AS KD 5C", &one("10S 9D"))).unwrap();
    let out = Command::cargo_bin("pitpay")
        .unwrap()
        .args(["settle", path.to_str().unwrap(), "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.toml"), "{err}");
    assert!(err.contains("cards.dealer"), "{err}");
    assert!(err.contains("cards after a dealer blackjack"), "{err}");
}

#[test]
fn cli_settles_a_stadium_round_to_json() {
    let out = Command::cargo_bin("pitpay")
        .unwrap()
        .args([
            "settle",
            "tests/rounds/stadium-two-terminals.toml",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(dealer_hand(&v, 14), "6H KH 4S");
    assert_eq!(dealer_hand(&v, 15), "6H 3C 5S 9D");
}

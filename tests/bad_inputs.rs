#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! A catalogue of bad inputs: cards, amounts, round files, paytables and house options.
//! Each is refused with its own error, naming the field, what is wrong and (where the
//! input has one) the line (ROUND-FILE.md: "an error that names the file, line and key";
//! RULES.md R1.1-R1.3, R4.3).

mod common;

use common::*;
use pitpay::catalog::Catalog;
use pitpay::error::FileError;
use pitpay::paytable::{load_file, TableFile};

const MAIN10: &str = "main = \"10\"";

/// A round with one seat (8 decks, dealer K-7, player 5-3) and the given changes.
fn round(top: &str, wagers: &str) -> String {
    one_seat(8, top, "KC 7H", &["5S 3D"], wagers)
}

/// Checks that `text` is refused with `field`, `fragment`, on the line holding `at`.
#[track_caller]
fn refused(text: &str, field: &str, fragment: &str, at: &str) -> FileError {
    let e = settle_err(text);
    assert_error(&e, field, fragment, Some(line_no(text, at, 1)));
    assert_eq!(e.file, "round.toml");
    e
}

// ---------------------------------------------------------------- cards (R1.1, R1.2)

#[test]
fn card_text_not_a_card_names_the_text_and_its_position() {
    let text = one_seat(8, "", "KC 4H 1D", &["5S 3D"], MAIN10);
    refused(
        &text,
        "cards.dealer",
        "card 3 \"1D\" is not a card",
        "dealer =",
    );
}

#[test]
fn card_text_in_a_hand_names_the_hand_and_the_position() {
    let text = one_seat(8, "", "KC 7H", &["5S XD"], MAIN10);
    refused(
        &text,
        "seat 1 hands[1]",
        "card 2 \"XD\" is not a card",
        "hands =",
    );
}

#[test]
fn card_without_a_suit() {
    let text = one_seat(8, "", "KC 7H", &["5S 3"], MAIN10);
    refused(&text, "seat 1 hands[1]", "card 2 \"3\"", "hands =");
}

#[test]
fn card_rank_eleven() {
    let text = one_seat(8, "", "KC 7H", &["5S 3D", "11H 2C"], MAIN10);
    refused(&text, "seat 1 hands[2]", "card 1 \"11H\"", "hands =");
}

#[test]
fn card_list_with_a_stray_word() {
    let text = one_seat(8, "", "KC and 7H", &["5S 3D"], MAIN10);
    refused(&text, "cards.dealer", "card 2 \"and\"", "dealer =");
}

#[test]
fn three_ace_of_spades_with_two_decks() {
    let text = one_seat(2, "", "AS KD 5C", &["AS 8D", "AS 7C"], MAIN10);
    let e = refused(&text, "cards", "AS appears 3 times", "[cards]");
    assert!(e.message.contains("R1.2"), "{e}");
}

#[test]
fn two_identical_cards_with_one_deck() {
    let text = one_seat(1, "", "KC 7H", &["5S 5S"], MAIN10);
    refused(&text, "cards", "5S appears 2 times", "[cards]");
}

// ---------------------------------------------------------------- amounts (R1.3)

#[track_caller]
fn bad_stake(stake: &str, fragment: &str) {
    let text = round("", &format!("main = {stake}"));
    refused(&text, "seat 1 wagers.main", fragment, "main =");
}

#[test]
fn amount_zero() {
    bad_stake("\"0\"", "is zero");
    bad_stake("\"0.00\"", "is zero");
}

#[test]
fn amount_zero_as_an_integer() {
    bad_stake("0", "is zero");
}

#[test]
fn amount_negative() {
    bad_stake("\"-5\"", "is negative");
    bad_stake("\"$-5\"", "is negative");
}

#[test]
fn amount_negative_integer() {
    bad_stake("-5", "is negative");
}

#[test]
fn amount_malformed() {
    bad_stake("\"ten\"", "is not an amount");
    bad_stake("\"25.\"", "is not an amount");
    bad_stake("\"\"", "is not an amount");
}

#[test]
fn amount_with_misplaced_thousands_separator() {
    bad_stake("\"1,25\"", "is not an amount");
}

#[test]
fn amount_overflowing() {
    bad_stake("\"99999999999999999999\"", "is too large");
}

#[test]
fn amount_overflowing_integer() {
    bad_stake("9223372036854775807", "is too large");
}

#[test]
fn amount_as_a_toml_float() {
    bad_stake("25.5", "is a TOML float");
}

#[test]
fn amount_with_three_decimals() {
    bad_stake("\"2.505\"", "more than two decimals");
}

#[test]
fn amount_in_pounds_in_a_dollar_round() {
    bad_stake("\"£25\"", "is in GBP but the round is in USD");
}

#[test]
fn amount_in_dollars_in_a_pound_round() {
    let text = round("currency = \"GBP\"", "main = \"$25\"");
    refused(
        &text,
        "seat 1 wagers.main",
        "is in USD but the round is in GBP",
        "main =",
    );
}

#[test]
fn stake_over_the_maximum_names_the_limit() {
    bad_stake("\"10,000.01\"", "over the Main wager maximum of $10,000.00");
}

#[test]
fn stake_under_the_minimum_names_the_limit() {
    bad_stake("\"0.99\"", "below the Main wager minimum of $1.00");
}

#[test]
fn side_bet_over_its_maximum() {
    let text = round("", "main = \"10\"\nbonus9 = \"1,000.01\"");
    refused(
        &text,
        "seat 1 wagers.bonus9",
        "maximum of $1,000.00",
        "bonus9 =",
    );
}

#[test]
fn tie_under_its_minimum() {
    let text = round("", "main = \"10\"\ntie = \"0.50\"");
    refused(&text, "seat 1 wagers.tie", "minimum of $1.00", "tie =");
}

// ---------------------------------------------------------------- the round file's shape

#[test]
fn unknown_key_names_the_key_and_its_line() {
    let text = round("colour = \"red\"", MAIN10);
    let e = refused(&text, "colour", "unknown field", "colour =");
    assert!(e.message.contains("colour"), "{e}");
}

#[test]
fn unknown_key_in_a_seat() {
    let text = round("", MAIN10).replace("hands =", "hand = [\"5S 3D\"]\nhands =");
    let e = refused(&text, "hand", "unknown field", "hand =");
    assert!(e.message.contains("`hand`"), "{e}");
}

#[test]
fn unknown_key_in_cards() {
    let text = round("", MAIN10).replace("dealer =", "burn = \"2C\"\ndealer =");
    refused(&text, "burn", "unknown field", "burn =");
}

#[test]
fn deck_count_of_the_wrong_type_names_the_key() {
    let text = round("", MAIN10).replace("decks = 8", "decks = \"8\"");
    let e = settle_err(&text);
    assert_eq!(e.line, Some(2), "{e}");
    assert!(
        e.field.contains("decks") || e.message.contains("decks"),
        "names the key: {e}"
    );
}

#[test]
fn hands_of_the_wrong_type_names_the_key() {
    let text = round("", MAIN10).replace("hands = [\"5S 3D\"]", "hands = \"5S 3D\"");
    let e = settle_err(&text);
    assert_eq!(e.line, Some(line_no(&text, "hands =", 1)), "{e}");
    assert!(
        e.field.contains("hands") || e.message.contains("hands"),
        "names the key: {e}"
    );
}

#[test]
fn unknown_game() {
    let text = round("", MAIN10).replace("\"lucky9\"", "\"baccarat\"");
    refused(&text, "game", "\"baccarat\" is not a game", "game =");
}

#[test]
fn unknown_currency() {
    let text = round("currency = \"XYZ\"", MAIN10);
    refused(&text, "currency", "\"XYZ\" is not a currency", "currency =");
}

#[test]
fn nine_decks() {
    let text = round("", MAIN10).replace("decks = 8", "decks = 9");
    refused(
        &text,
        "decks",
        "R1.2: 9 is not a deck count for Lucky 9",
        "decks =",
    );
}

#[test]
fn zero_decks() {
    let text = round("", MAIN10).replace("decks = 8", "decks = 0");
    refused(&text, "decks", "0 is not a deck count", "decks =");
}

#[test]
fn missing_dealer_cards() {
    let text = round("", MAIN10).replace("dealer = \"KC 7H\"", "");
    refused(
        &text,
        "cards.dealer",
        "the dealer's cards are missing",
        "[cards]",
    );
}

#[test]
fn missing_cards_table() {
    let text = round("", MAIN10).replace("[cards]\ndealer = \"KC 7H\"", "");
    let e = settle_err(&text);
    assert!(e.message.contains("cards"), "{e}");
}

#[test]
fn missing_hands() {
    let text = round("", MAIN10).replace("hands = [\"5S 3D\"]\n", "");
    refused(
        &text,
        "seat 1 hands",
        "the seat's hands are missing",
        "[[seat]]",
    );
}

#[test]
fn empty_hands() {
    let text = round("", MAIN10).replace("hands = [\"5S 3D\"]", "hands = []");
    refused(&text, "seat 1 hands", "the seat has no hand", "hands =");
}

#[test]
fn decisions_in_lucky9() {
    let text = round("", MAIN10).replace("hands =", "decisions = \"hit\"\nhands =");
    refused(
        &text,
        "seat 1 decisions",
        "take `hands`, not `decisions`",
        "decisions =",
    );
}

#[test]
fn community_cards_in_lucky9() {
    let text = round("", MAIN10).replace("dealer =", "community = \"2C 3C\"\ndealer =");
    refused(&text, "cards.community", "Stadium only", "community =");
}

#[test]
fn shared_player_cards_in_lucky9() {
    let text = round("", MAIN10).replace("dealer =", "player = \"2C 3C\"\ndealer =");
    refused(&text, "cards.player", "Stadium only", "player =");
}

#[test]
fn even_money_in_lucky9() {
    let text = round("", MAIN10).replace("hands =", "even_money = true\nhands =");
    refused(
        &text,
        "seat 1 even_money",
        "has no even_money key",
        "even_money =",
    );
}

#[test]
fn blackjack_mark_on_a_lucky9_hand() {
    let text = one_seat(8, "", "KC 7H", &["5S 3D 2C double"], MAIN10);
    refused(&text, "seat 1 hands[1]", "is a blackjack mark", "hands =");
}

#[test]
fn seat_number_zero() {
    let text = round("", MAIN10).replace("seat = 1", "seat = 0");
    refused(&text, "seat", "0 is not a seat number", "seat = 0");
}

#[test]
fn round_without_seats() {
    let text = "game = \"lucky9\"\ndecks = 8\n\n[cards]\ndealer = \"KC 7H\"\n";
    let e = settle_err(text);
    assert_error(&e, "seat", "no [[seat]]", None);
}

// ---------------------------------------------------------------- bets

#[test]
fn unknown_bet() {
    let text = round("", "main = \"10\"\nroulette = \"5\"");
    refused(
        &text,
        "seat 1 wagers.roulette",
        "\"roulette\" is not a bet in Lucky 9",
        "roulette =",
    );
}

#[test]
fn bet_of_another_game() {
    let text = round("", "main = \"10\"\nlucky-break = \"5\"");
    refused(
        &text,
        "seat 1 wagers.lucky-break",
        "is not a bet in Lucky 9",
        "lucky-break =",
    );
}

#[test]
fn side_bet_without_main() {
    let text = round("", "bonus9 = \"5\"");
    refused(
        &text,
        "seat 1 wagers.bonus9",
        "needs the player's own main wager",
        "bonus9 =",
    );
}

#[test]
fn tie_without_main() {
    let text = round("", "tie = \"5\"");
    refused(
        &text,
        "seat 1 wagers.tie",
        "needs the player's own main wager",
        "tie =",
    );
}

#[test]
fn seat_without_wagers() {
    let text = round("", "").replace("[seat.wagers]\n", "");
    refused(
        &text,
        "seat 1 wagers.main",
        "needs a main wager",
        "[[seat]]",
    );
}

#[test]
fn wagers_for_the_dealer_in_lucky9() {
    let text = round("", MAIN10) + "[seat.dealer_wagers]\nmain = \"5\"\n";
    refused(
        &text,
        "seat 1 dealer_wagers.main",
        "takes no wagers for the dealer",
        "main = \"5\"",
    );
}

// ---------------------------------------------------------------- house options

#[test]
fn house_option_of_another_game() {
    let text = round("[house]\npeek = \"no\"", MAIN10);
    refused(
        &text,
        "house.peek",
        "house option \"peek\" does not apply to Lucky 9",
        "peek =",
    );
}

#[test]
fn house_option_unknown() {
    let text = round("[house]\nnine = \"all-push\"", MAIN10);
    refused(
        &text,
        "house.nine",
        "\"nine\" is not a house option",
        "nine =",
    );
}

#[test]
fn house_option_wrong_value_lists_the_values() {
    let text = round("[house]\nnines = \"sometimes\"", MAIN10);
    let e = refused(
        &text,
        "house.nines",
        "\"sometimes\" is not a value of house option \"nines\"",
        "nines =",
    );
    assert!(
        e.message.contains("all-push") && e.message.contains("lucky-beats-three-card"),
        "{e}"
    );
}

#[test]
fn house_option_wrong_type() {
    let text = round("[house]\nnines = true", MAIN10);
    refused(
        &text,
        "house.nines",
        "takes a string, not a boolean",
        "nines =",
    );
}

#[test]
fn house_qualify_wrong_value() {
    let text = round("[house]\nqualify = \"two-card\"", MAIN10);
    refused(
        &text,
        "house.qualify",
        "is not a value of house option \"qualify\"",
        "qualify =",
    );
}

#[test]
fn house_rounding_unit_below_a_cent() {
    let text = round("[house]\nrounding_unit = \"0.001\"", MAIN10);
    refused(
        &text,
        "house.rounding_unit",
        "more than two decimals",
        "rounding_unit =",
    );
}

#[test]
fn house_rounding_unit_as_a_float() {
    let text = round("[house]\nrounding_unit = 0.25", MAIN10);
    refused(
        &text,
        "house.rounding_unit",
        "not a float",
        "rounding_unit =",
    );
}

#[test]
fn house_rounding_unknown_mode() {
    let text = round("[house]\nrounding = \"bankers\"", MAIN10);
    refused(
        &text,
        "house.rounding",
        "\"bankers\" is not a value of house option \"rounding\"",
        "rounding =",
    );
}

#[test]
fn unknown_house_rules_id() {
    let text = round("house_rules = \"my-table\"", MAIN10);
    refused(
        &text,
        "house_rules",
        "no house-rules file has the id \"my-table\"",
        "house_rules =",
    );
}

// ---------------------------------------------------------------- paytables and progressives

#[test]
fn unknown_paytable_id() {
    let text = round(
        "[paytables]\nbonus9 = \"lucky9-bonus-2\"",
        "main = \"10\"\nbonus9 = \"5\"",
    );
    refused(
        &text,
        "paytables.bonus9",
        "no paytable has the id \"lucky9-bonus-2\"",
        "bonus9 = \"lucky9",
    );
}

#[test]
fn paytable_of_the_wrong_bet() {
    let text = round(
        "[paytables]\nbonus9 = \"lucky9-tie\"",
        "main = \"10\"\nbonus9 = \"5\"",
    );
    refused(
        &text,
        "paytables.bonus9",
        "paytable \"lucky9-tie\" is for tie",
        "bonus9 = \"lucky9",
    );
}

#[test]
fn paytable_of_another_game() {
    let text = round("[paytables]\nmain = \"blackjack-main\"", MAIN10);
    refused(
        &text,
        "paytables.main",
        "is for main on blackjack, not main on lucky9",
        "main = \"blackjack",
    );
}

#[test]
fn paytable_choice_for_a_bet_the_game_does_not_offer() {
    let text = round("[paytables]\nlucky-break = \"lucky-break-1\"", MAIN10);
    refused(
        &text,
        "paytables.lucky-break",
        "Lucky 9 has no paytable choice for \"lucky-break\"",
        "lucky-break =",
    );
}

#[test]
fn paytable_choice_for_something_that_is_not_a_bet() {
    let text = round("[paytables]\nkeno = \"lucky9-bonus\"", MAIN10);
    refused(&text, "paytables.keno", "\"keno\" is not a bet", "keno =");
}

const PROG: &str = "main = \"10\"\n\"21+3-progressive\" = \"1\"";
const METER: &str = "[progressive]\nmeter = \"25,000\"";

#[test]
fn progressive_with_the_wrong_fixed_stake() {
    let text = round(METER, "main = \"10\"\n\"21+3-progressive\" = \"5\"");
    refused(
        &text,
        "seat 1 wagers.21+3-progressive",
        "takes a fixed stake of $1.00",
        "\"21+3-progressive\" =",
    );
}

#[test]
fn suited_or_booted_with_the_wrong_fixed_stake() {
    let text = round(
        "[progressive.suited-or-booted]\nmeter = \"8,000\"",
        "main = \"10\"\nsuited-or-booted = \"2\"",
    );
    refused(
        &text,
        "seat 1 wagers.suited-or-booted",
        "fixed stake of $1.00",
        "suited-or-booted =",
    );
}

#[test]
fn progressive_without_a_meter() {
    let text = round("", PROG);
    let e = settle_err(&text);
    assert_error(&e, "progressive.meter", "no meter is entered", None);
    assert!(e.message.contains("R4.3"), "{e}");
}

#[test]
fn suited_or_booted_without_its_own_meter() {
    let wagers = "main = \"10\"\n\"21+3-progressive\" = \"1\"\nsuited-or-booted = \"1\"";
    let e = settle_err(&round(METER, wagers));
    assert_error(
        &e,
        "progressive.suited-or-booted.meter",
        "its meter is not entered",
        None,
    );
}

#[test]
fn meter_below_the_reseed() {
    let text = round("[progressive]\nmeter = \"1,999.99\"", PROG);
    refused(
        &text,
        "progressive.meter",
        "R4.3: meter $1,999.99 is below the reseed value $2,000.00",
        "meter =",
    );
}

#[test]
fn suited_or_booted_meter_below_the_reseed() {
    let text = round(
        "[progressive.suited-or-booted]\nmeter = \"500\"",
        "main = \"10\"\nsuited-or-booted = \"1\"",
    );
    refused(
        &text,
        "progressive.suited-or-booted.meter",
        "below the reseed value $2,000.00",
        "meter =",
    );
}

#[test]
fn meter_of_zero() {
    let text = round("[progressive]\nmeter = \"0\"", PROG);
    refused(&text, "progressive.meter", "is zero", "meter =");
}

#[test]
fn meter_in_the_wrong_currency() {
    let text = round("[progressive]\nmeter = \"£25,000\"", PROG);
    refused(
        &text,
        "progressive.meter",
        "is in GBP but the round is in USD",
        "meter =",
    );
}

#[test]
fn progressive_table_without_a_progressive_bet() {
    let text = round(METER, MAIN10);
    refused(
        &text,
        "progressive",
        "no progressive bet is wagered",
        "[progressive]",
    );
}

#[test]
fn meter_for_21plus3_when_only_suited_or_booted_is_wagered() {
    let top =
        "[progressive]\nmeter = \"25,000\"\n[progressive.suited-or-booted]\nmeter = \"8,000\"";
    let text = round(top, "main = \"10\"\nsuited-or-booted = \"1\"");
    refused(
        &text,
        "progressive.meter",
        "nobody wagered 21+3 Progressive",
        "meter = \"25",
    );
}

#[test]
fn declared_suit_that_is_not_a_suit() {
    let text = round(
        "[progressive]\nmeter = \"25,000\"\ndeclared_suit = \"X\"",
        PROG,
    );
    refused(
        &text,
        "progressive.declared_suit",
        "\"X\" is not a suit",
        "declared_suit =",
    );
}

#[test]
fn deck_count_not_allowed_by_the_21plus3_paytable() {
    let text = one_seat(2, METER, "KC 7H", &["5S 3D"], PROG);
    refused(
        &text,
        "seat 1 wagers.21+3-progressive",
        "R1.2: paytable \"21plus3-progressive-1\" allows 3, 4, 5, 6, 7, 8 deck(s), not 2",
        "\"21+3-progressive\" =",
    );
}

#[test]
fn pay_table_15_in_a_dollar_round() {
    let top = "[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-uk15\"\n[progressive]\nmeter = \"60,000\"";
    let text = one_seat(
        6,
        top,
        "KC 7H",
        &["5S 3D"],
        "main = \"10\"\n\"21+3-progressive\" = \"25\"",
    );
    refused(
        &text,
        "seat 1 wagers.21+3-progressive",
        "is in GBP but the round is in USD",
        "\"21+3-progressive\" = \"25",
    );
}

#[test]
fn pay_table_15_with_eight_decks() {
    let top = "currency = \"GBP\"\n[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-uk15\"\n[progressive]\nmeter = \"£60,000\"";
    let text = one_seat(
        8,
        top,
        "KC 7H",
        &["5S 3D"],
        "main = \"£10\"\n\"21+3-progressive\" = \"£25\"",
    );
    refused(
        &text,
        "seat 1 wagers.21+3-progressive",
        "allows 6 deck(s), not 8",
        "\"21+3-progressive\" = \"£25",
    );
}

// ---------------------------------------------------------------- paytable files

const GOOD: &str = r#"id = "test-bonus"
name = "Test Bonus"
game = "lucky9"
bet = "bonus9"
kind = "pattern"
version = "1"
effective = "2026-11-01"
decks = [1, 2, 3, 4, 5, 6, 7, 8]
min = "1"
max = "1,000"
convention = "to"
verified = true
cards = "first-two+up"

[[tier]]
name = "Any Total 9"
when = ["total 9"]
odds = "5 to 1"
"#;

const PROGRESSIVE: &str = r#"id = "test-progressive"
name = "Test Progressive"
game = ["lucky9", "blackjack"]
bet = "21+3-progressive"
kind = "pattern"
version = "1"
effective = "2026-11-01"
decks = [3, 4, 5, 6, 7, 8]
min = "1"
max = "1"
fixed_stake = "1"
convention = "for"
verified = true
reseed = "2,000"
cards = "first-two+up"

[[tier]]
name = "Suited three of a kind"
when = ["suited-three-of-a-kind"]
meter = "100%"
"#;

#[track_caller]
fn bad_paytable(text: &str, field: &str, fragment: &str, at: Option<&str>) -> FileError {
    let e = match load_file("bad.toml", text) {
        Ok(_) => panic!("loaded but should be refused:\n{text}"),
        Err(e) => e,
    };
    assert_error(&e, field, fragment, at.map(|a| line_no(text, a, 1)));
    assert_eq!(e.file, "bad.toml");
    e
}

#[test]
fn paytable_helpers_load() {
    assert!(matches!(
        load_file("good.toml", GOOD),
        Ok(TableFile::Paytable(_))
    ));
    assert!(matches!(
        load_file("good.toml", PROGRESSIVE),
        Ok(TableFile::Paytable(_))
    ));
}

#[test]
fn paytable_missing_field() {
    let text = GOOD.replace("version = \"1\"\n", "");
    let e = bad_paytable(&text, "version", "missing field `version`", None);
    assert!(e.line.is_some(), "{e}");
}

#[test]
fn paytable_odds_in_the_other_convention() {
    let text = GOOD.replace("odds = \"5 to 1\"", "odds = \"5 for 1\"");
    bad_paytable(
        &text,
        "tier[1].odds",
        "is in the \"for\" convention but the paytable is a \"to\" table",
        Some("odds ="),
    );
}

#[test]
fn paytable_unknown_convention() {
    let text = GOOD.replace("convention = \"to\"", "convention = \"by\"");
    bad_paytable(
        &text,
        "convention",
        "\"by\" is not a convention",
        Some("convention ="),
    );
}

#[test]
fn paytable_odds_that_are_not_odds() {
    let text = GOOD.replace("odds = \"5 to 1\"", "odds = \"5:1\"");
    bad_paytable(&text, "tier[1].odds", "\"5:1\" is not odds", Some("odds ="));
}

#[test]
fn paytable_unknown_condition_word() {
    let text = GOOD.replace("[\"total 9\"]", "[\"suited-pair\"]");
    bad_paytable(
        &text,
        "tier[1].when",
        "\"suited-pair\" is not a card condition",
        Some("when ="),
    );
}

#[test]
fn paytable_total_out_of_range() {
    let text = GOOD.replace("[\"total 9\"]", "[\"total 10\"]");
    bad_paytable(
        &text,
        "tier[1].when",
        "a baccarat total is 0 to 9",
        Some("when ="),
    );
}

#[test]
fn paytable_bad_date() {
    let text = GOOD.replace("2026-11-01", "2026-13-01");
    bad_paytable(
        &text,
        "effective",
        "\"2026-13-01\" is not a date",
        Some("effective ="),
    );
    let text = GOOD.replace("2026-11-01", "1 Nov 2026");
    bad_paytable(
        &text,
        "effective",
        "is not a date (YYYY-MM-DD)",
        Some("effective ="),
    );
}

#[test]
fn paytable_impossible_calendar_date() {
    let text = GOOD.replace("2026-11-01", "2026-02-30");
    bad_paytable(&text, "effective", "is not a date", Some("effective ="));
}

#[test]
fn paytable_min_above_max() {
    let text = GOOD.replace("min = \"1\"", "min = \"2,000\"");
    bad_paytable(&text, "max", "is below min", Some("max ="));
}

#[test]
fn paytable_tier_paying_both_odds_and_meter() {
    let text = PROGRESSIVE.replace("meter = \"100%\"", "meter = \"100%\"\nodds = \"25 for 1\"");
    bad_paytable(
        &text,
        "tier[1].odds",
        "a tier pays exactly one of: odds, amount, meter",
        Some("[[tier]]"),
    );
}

#[test]
fn paytable_tier_paying_nothing() {
    let text = GOOD.replace("odds = \"5 to 1\"\n", "");
    bad_paytable(&text, "tier[1].odds", "exactly one of", Some("[[tier]]"));
}

#[test]
fn paytable_meter_percent_over_100() {
    let text = PROGRESSIVE.replace("meter = \"100%\"", "meter = \"150%\"");
    bad_paytable(
        &text,
        "tier[1].meter",
        "\"150%\" is not a percentage of the meter",
        Some("meter ="),
    );
}

#[test]
fn paytable_progressive_without_fixed_stake() {
    let text = PROGRESSIVE.replace("fixed_stake = \"1\"\n", "");
    bad_paytable(
        &text,
        "fixed_stake",
        "a progressive needs a fixed_stake",
        Some("bet ="),
    );
}

#[test]
fn paytable_progressive_without_reseed() {
    let text = PROGRESSIVE.replace("reseed = \"2,000\"\n", "");
    bad_paytable(&text, "reseed", "needs a reseed value", Some("bet ="));
}

#[test]
fn paytable_deck_count_nine() {
    let text = GOOD.replace("decks = [1, 2, 3, 4, 5, 6, 7, 8]", "decks = [8, 9]");
    bad_paytable(&text, "decks", "9 is not a deck count", Some("decks ="));
}

#[test]
fn paytable_wrong_kind_for_its_bet() {
    let text = GOOD.replace("kind = \"pattern\"", "kind = \"main\"");
    bad_paytable(&text, "kind", "needs kind = \"pattern\"", Some("kind ="));
}

#[test]
fn paytable_bet_the_game_does_not_offer() {
    let text = GOOD.replace("bet = \"bonus9\"", "bet = \"trilux\"");
    bad_paytable(
        &text,
        "bet",
        "Lucky 9 does not offer the bet \"trilux\"",
        Some("bet ="),
    );
}

#[test]
fn paytable_unknown_key() {
    let text = GOOD.replace("verified = true", "verified = true\ncolour = \"gold\"");
    bad_paytable(&text, "colour", "unknown field", Some("colour ="));
}

#[test]
fn paytable_tier_without_cards() {
    let text = GOOD.replace("cards = \"first-two+up\"\n", "");
    bad_paytable(
        &text,
        "tier[1].cards",
        "say which cards the tier uses",
        Some("[[tier]]"),
    );
}

#[test]
fn paytable_main_without_lucky_nine_pay() {
    let text = r#"id = "test-main"
name = "Test"
game = "lucky9"
bet = "main"
kind = "main"
version = "1"
effective = "2026-11-01"
decks = [8]
min = "1"
max = "100"
convention = "to"
verified = true

[pays]
win = "1 to 1"
"#;
    bad_paytable(
        text,
        "pays.lucky-nine",
        "must say what \"lucky-nine\" pays",
        Some("kind ="),
    );
}

#[test]
fn paytable_fixed_amount_with_a_foreign_symbol() {
    let text = PROGRESSIVE
        .replace(
            "reseed = \"2,000\"",
            "reseed = \"2,000\"\ncurrency = \"GBP\"",
        )
        .replace("meter = \"100%\"", "amount = \"$10,000\"");
    bad_paytable(
        &text,
        "tier[1].amount",
        "is in USD but the round is in GBP",
        Some("amount ="),
    );
}

#[test]
fn paytable_that_is_not_toml() {
    let text = GOOD.replace("version = \"1\"", "version = \"1");
    let e = load_file("bad.toml", &text).expect_err("refused");
    assert_eq!(e.line, Some(line_no(&text, "version =", 1)), "{e}");
}

#[test]
fn house_rules_file_with_an_option_of_another_game() {
    let text = "id = \"x\"\nname = \"X\"\ngame = \"lucky9\"\n\n[house]\npeek = \"no\"\n";
    bad_paytable(
        text,
        "house.peek",
        "does not apply to Lucky 9",
        Some("peek ="),
    );
}

#[test]
fn house_rules_file_with_a_bad_value() {
    let text = "id = \"x\"\nname = \"X\"\ngame = \"lucky9\"\n\n[house]\ntie_wins = \"always\"\n";
    bad_paytable(
        text,
        "house.tie_wins",
        "\"always\" is not a value of house option \"tie_wins\"",
        Some("tie_wins ="),
    );
}

// ---------------------------------------------------------------- an operator folder

#[test]
fn one_broken_operator_file_leaves_the_others_usable() {
    let dir = tempfile::tempdir().unwrap();
    let broken = GOOD
        .replace("id = \"test-bonus\"", "id = \"broken\"")
        .replace("2026-11-01", "soon");
    std::fs::write(dir.path().join("a-broken.toml"), &broken).unwrap();
    // A good new paytable and a good house-rules file next to it.
    std::fs::write(dir.path().join("b-bonus.toml"), GOOD).unwrap();
    let rules = "id = \"l9-equal\"\nname = \"Equal totals tie\"\ngame = \"lucky9\"\n\n[house]\ntie_wins = \"equal-totals\"\n";
    std::fs::write(dir.path().join("c-rules.toml"), rules).unwrap();
    // Not a .toml file: ignored.
    std::fs::write(dir.path().join("notes.txt"), "not a paytable").unwrap();

    let catalog = Catalog::with_operator_dir(Some(dir.path()));
    assert_eq!(catalog.problems().len(), 1, "{:?}", catalog.problems());
    let p = &catalog.problems()[0];
    assert!(p.file.ends_with("a-broken.toml"), "{p}");
    assert_eq!(p.field, "effective");
    assert_eq!(p.line, Some(line_no(&broken, "effective =", 1)));
    assert!(catalog.paytable("broken").is_none());
    assert!(catalog.paytable("test-bonus").is_some());
    assert!(catalog.house_rules("l9-equal").is_some());
    // Every shipped paytable is still there.
    for (name, _) in pitpay::catalog::SHIPPED {
        let id = name.trim_end_matches(".toml");
        assert!(
            catalog.paytable(id).is_some() || catalog.house_rules(id).is_some(),
            "{id}"
        );
    }
    // And a round can use the operator's files.
    let text = one_seat(
        8,
        "house_rules = \"l9-equal\"\n[paytables]\nbonus9 = \"test-bonus\"",
        "KC 4H 5D",
        &["AS 8D"],
        "main = \"10\"\nbonus9 = \"5\"\ntie = \"5\"",
    );
    let round = pitpay::round::Round::parse("round.toml", &text, &catalog).unwrap();
    let v = pitpay::report::to_json(&pitpay::settle::settle(&round).unwrap());
    // Lucky 9 beats the three-card 9 (paid 25); equal totals: tie 7 to 1 (paid 40);
    // A♠ 8♦ K♣ any total 9 on the operator's table, 5 to 1 (paid 30).
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
    assert_line(
        line(&v, 1, "bonus9", 1),
        "win",
        "5.00",
        "30.00",
        "25.00",
        Some("5 to 1"),
    );
}

#[test]
fn operator_file_overrides_a_shipped_paytable_by_id() {
    let dir = tempfile::tempdir().unwrap();
    let tie = "id = \"lucky9-tie\"\nname = \"Tie 8 to 1\"\ngame = \"lucky9\"\nbet = \"tie\"\nkind = \"main\"\nversion = \"2\"\neffective = \"2026-12-01\"\ndecks = [8]\nmin = \"1\"\nmax = \"100\"\nconvention = \"to\"\nverified = true\n\n[pays]\ntie = \"8 to 1\"\n";
    std::fs::write(dir.path().join("tie.toml"), tie).unwrap();
    let catalog = Catalog::with_operator_dir(Some(dir.path()));
    assert!(catalog.problems().is_empty(), "{:?}", catalog.problems());
    let text = one_seat(8, "", "6H AC", &["7S KD"], "main = \"10\"\ntie = \"5\"");
    let round = pitpay::round::Round::parse("round.toml", &text, &catalog).unwrap();
    let v = pitpay::report::to_json(&pitpay::settle::settle(&round).unwrap());
    // 7 against 7 pushes; the tie pays the operator's 8 to 1: $40 won, paid $45.
    assert_line(
        line(&v, 1, "tie", 1),
        "win",
        "5.00",
        "45.00",
        "40.00",
        Some("8 to 1"),
    );
}

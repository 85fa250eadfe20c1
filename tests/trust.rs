#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! Trust (issue 9): a slip that verifies is a true slip, and nothing pays the wrong
//! table. One binary, in sections:
//!
//! 1. R1.5 in `for` paytables: the four golden cases the issue names.
//! 2. The signing key: created once under any concurrency; a damaged key said so.
//! 3. Verify: void copies, slips the journal does not hold, non-canonical encodings,
//!    a broken journal chain, a malformed trusted-keys file.
//! 4. The tamper-evident journal: `journal --check`, migration of old journals,
//!    owner-only files.
//! 5. Output hygiene: `--out` checked first, `--force`, `--again`, temp files cleaned,
//!    committed slips whose file never appeared.
//! 6. Input limits, 7. operator paytables, 8. the bad-input catalogue (exit 2, the
//!    message, nothing written), 9. kills at random moments.

mod common;

use common::*;

// ---------------------------------------------------------------------------------------
// 1. R1.5 in `for` paytables (RULES.md R1.5, as amended): no stake comes back, so an odds
//    tier rounds its whole return, and a fixed or percent-of-meter award is paid as
//    declared. The four cases are the issue's own, each of which paid short before.

/// A blackjack round with one seat: a $10 main and a 21+3 Progressive wager, dealer
/// up card first. `top` goes above `[cards]`.
fn progressive_round(top: &str, dealer: &str, hand: &str, stake: &str) -> String {
    format!(
        "game = \"blackjack\"\ndecks = 6\n{top}\n[cards]\ndealer = \"{dealer}\"\n\n\
         [[seat]]\nseat = 1\nhands = [\"{hand}\"]\n[seat.wagers]\nmain = \"{stake}\"\n\
         \"21+3-progressive\" = \"{stake_side}\"\n",
        stake_side = if top.contains("GBP") { "£25" } else { "1" },
    )
}

#[test]
fn r1_5_for_table_odds_round_the_whole_return_20_for_1_with_a_5_dollar_unit_pays_20() {
    // Pay Table 1 (paytables/21plus3-progressive-1.toml): three of a kind 20 for 1 on the
    // fixed $1 stake = $20 returned. With a $5 unit, $20 is a whole number of units:
    // paid $20.00, net $19.00 (the old rounding of the $19 winnings paid $1 + $15 = $16).
    let text = progressive_round(
        "[house]\nrounding_unit = \"5\"\n[progressive]\nmeter = \"25,000.00\"\n",
        "7D 10C",
        "7H 7C",
        "10",
    );
    let v = settle_toml(&text);
    let l = line(&v, 1, "21+3-progressive", 1);
    assert_line(l, "win", "1.00", "20.00", "19.00", Some("20 for 1"));
}

#[test]
fn r1_5_for_table_odds_3_for_1_with_a_3_cent_unit_pays_3() {
    // Pay Table 1: a flush (2♥ 5♥ with the dealer's 9♥ up) is 3 for 1 on $1 = $3.00
    // returned, 100 units of $0.03: paid $3.00 (the old rounding of the $2 winnings to
    // $0.03 paid $1 + $1.98 = $2.98).
    let text = progressive_round(
        "[house]\nrounding_unit = \"0.03\"\n[progressive]\nmeter = \"25,000.00\"\n",
        "9H 10C",
        "2H 5H",
        "10",
    );
    let v = settle_toml(&text);
    let l = line(&v, 1, "21+3-progressive", 1);
    assert_line(l, "win", "1.00", "3.00", "2.00", Some("3 for 1"));
}

#[test]
fn r1_5_for_table_meter_hit_is_paid_as_declared_100_percent_of_25000_pays_25000() {
    // Pay Table 1: suited three aces = 100% of the meter. The meter shows $25,000.00;
    // with a $5 unit the award is still the whole meter, paid as declared: $25,000.00
    // (the old rounding paid $1 + $24,995 = $24,996).
    let text = progressive_round(
        "[house]\nrounding_unit = \"5\"\n[progressive]\nmeter = \"25,000.00\"\n",
        "AH 10C",
        "AH AH",
        "10",
    );
    let v = settle_toml(&text);
    let l = line(&v, 1, "21+3-progressive", 1);
    assert_eq!(l["result"], "win", "{l:#}");
    assert_eq!(l["paid"], "25000.00", "{l:#}");
    assert_eq!(l["net"], "24999.00", "{l:#}");
}

#[test]
fn r1_5_for_table_fixed_amount_pay_table_15_three_of_a_kind_pays_1000_pounds() {
    // Pay Table 15 (paytables/21plus3-progressive-uk15.toml): three of a kind pays a fixed
    // £1,000 on the £25 fixed stake, a `for` table: paid £1,000.00 as declared, whatever
    // the unit (the old rounding of £975 winnings to £10 paid £25 + £970 = £995).
    let text = progressive_round(
        "currency = \"GBP\"\n[paytables]\n\"21+3-progressive\" = \"21plus3-progressive-uk15\"\n\
         [house]\nrounding_unit = \"10\"\n[progressive]\nmeter = \"£60,000.00\"\n",
        "7D 10C",
        "7H 7C",
        "£25",
    );
    let v = settle_toml(&text);
    let l = line(&v, 1, "21+3-progressive", 1);
    assert_eq!(l["result"], "win", "{l:#}");
    assert_eq!(l["stake"], "25.00", "{l:#}");
    assert_eq!(l["paid"], "1000.00", "{l:#}");
    assert_eq!(l["net"], "975.00", "{l:#}");
}

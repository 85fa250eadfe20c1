//! Side bets that watch the dealer: the up card (`up-card-matches N`,
//! `up-card-matches-suited N`), the dealer's final hand (`cards = "dealer-final"`:
//! `dealer-busts`, `dealer-cards N`, `dealer-cards N+`, `dealer-total N`,
//! `dealer-blackjack`) and the first two cards' points (`points N-M`).
//!
//! Each published bet shipped as an example (`examples/paytables/`) is analysed to its
//! published figures, the source cited; every new condition, and each combination a
//! published bet uses, is counted fast and by brute force at one deck; docs/side-bets.md's
//! worked examples hold; and a file that asks a condition of cards it cannot read is
//! refused at its line.

use crate::count::{count_tiers, count_tiers_under};
use pitpay_core::analysis::{analyze, Analysis, Setup};
use pitpay_core::Catalog;
use pitpay_core::Game;
use pitpay_core::Paytable;
use pitpay_core::{parse_cards, Card};
use pitpay_core::{CardsUsed, Condition, DealerHand, SideBetCards};
use pitpay_core::{HouseKey, HouseOptions, Soft17};

use super::analysis::{analysis_brute, close, table, BUSTER_PAY_TABLE_1_EDGES};

fn example_text(name: &str) -> String {
    let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("examples/paytables")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// An example file with its `decks` line replaced.
fn with_decks(text: &str, decks: &str) -> Paytable {
    let text: String = text
        .lines()
        .map(|l| {
            if l.starts_with("decks =") {
                format!("decks = {decks}")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    table(&text)
}

fn analysis(t: &Paytable, decks: u8, soft17: Soft17) -> Analysis {
    let mut house = HouseOptions::defaults(Game::Blackjack);
    house.soft17 = soft17;
    analyze(t, &Setup::new(decks, house)).unwrap()
}

// ---------------------------------------------------------------------------------
// Published figures.

/// Buster Blackjack, pay table 1 (8+ cards 250, 7 cards 50, 6 cards 12, 5 cards 4, 3 or 4
/// cards 2, all to 1), from the example file, by decks and soft-17 rule. Source: Wizard
/// of Odds, "Buster Blackjack", the house edge of pay table 1 by decks, dealer stands and
/// hits soft 17 (https://wizardofodds.com/games/blackjack/side-bets/buster-blackjack/,
/// as stored at https://nilapub.com/games/blackjack/side-bets/buster-blackjack/):
/// 8.77%/6.89% at 1 deck … 8.25%/6.21% at 6 … 8.22%/6.17% at 8.
#[test]
fn r3_3_buster_blackjack_at_its_published_edges_by_decks() {
    let t = table(&example_text("buster-blackjack.toml"));
    for (decks, s17, h17) in BUSTER_PAY_TABLE_1_EDGES {
        for (soft17, edge) in [(Soft17::Stand, s17), (Soft17::Hit, h17)] {
            let a = analysis(&t, decks, soft17);
            close(
                a.house_edge,
                edge,
                0.00005,
                &format!("{decks} decks, {soft17:?}"),
            );
            assert!(a.model.to_string().contains("full shoe"), "{}", a.model);
            assert_eq!(a.options, vec![(HouseKey::Soft17, soft17.to_string())]);
        }
    }
}

/// Each line's probability, six decks, dealer hits soft 17. Source: the Wizard of Odds'
/// return table "Pay Table 1 — Six Decks — Dealer Hits Soft 17" (as above) and, to more
/// digits, https://discountgambling.net/tag/sycuan/ ("Buster Blackjack @ Sycuan"):
/// 7 cards 2.14444e-4, 6 cards 2.63760e-3, 5 cards 2.04726e-2, 8 or more 0.000012, and
/// 3 and 4 cards 1.73032e-1 + 8.93918e-2; the edge 6.21%.
#[test]
fn r3_3_buster_blackjack_lines_at_six_decks_hitting_soft_17() {
    let a = analysis(
        &table(&example_text("buster-blackjack.toml")),
        6,
        Soft17::Hit,
    );
    let p: Vec<f64> = a.tiers.iter().map(|t| t.probability).collect();
    close(p[0], 0.000012, 5e-7, "8 or more cards");
    for (i, want) in [
        (1, 2.14444e-4),
        (2, 2.63760e-3),
        (3, 2.04726e-2),
        (4, 1.73032e-1 + 8.93918e-2),
    ] {
        close(p[i], want, want * 5e-6, &a.tiers[i].name.to_string());
    }
    assert!(a.tiers.iter().all(|t| t.combinations.is_none()));
    let one_in = a.tiers[2].one_in().unwrap();
    assert!((379.0..380.0).contains(&one_in), "6 cards: 1 in {one_in}");
}

/// Match the Dealer 4/12 at four decks, from the example file, and 4/19 at two decks.
/// Source: Wizard of Odds, "Match the Dealer", tables "4/12 Four-Deck Blackjack
/// Analysis" and "4/19 Two-Deck Blackjack Analysis"
/// (https://wizardofodds.com/games/blackjack/side-bets/match-the-dealer/). Its
/// "permutations" are per up card: two suited matches 3, one suited and one non-suited
/// 36, one suited 576, two non-suited 66, one non-suited 2,304 of 21,321 (four decks;
/// times the 208 up cards, ours), returns summing to −0.048403; two decks 0, 6, 96, 15,
/// 576 of 5,253 (times 104), total return −0.033124.
#[test]
fn r1_6_match_the_dealer_at_its_published_counts_and_edges() {
    let text = example_text("match-the-dealer.toml");
    let four = analysis(&table(&text), 4, Soft17::Stand);
    let counts: Vec<u128> = four.tiers.iter().map(|t| t.combinations.unwrap()).collect();
    let published = [3u128, 36, 576, 66, 2_304];
    assert_eq!(counts, published.map(|c| c * 208).to_vec());
    assert_eq!(four.combinations, Some(21_321 * 208));
    close(four.house_edge, 0.048403, 5e-7, "4/12, four decks");
    let two_text = text
        .replace("decks = [4]", "decks = [2, 4]")
        .replace("\"24 to 1\"", "\"38 to 1\"")
        .replace("\"16 to 1\"", "\"23 to 1\"")
        .replace("\"12 to 1\"", "\"19 to 1\"");
    let two = analysis(&table(&two_text), 2, Soft17::Stand);
    let counts: Vec<u128> = two.tiers.iter().map(|t| t.combinations.unwrap()).collect();
    assert_eq!(counts, [0u128, 6, 96, 15, 576].map(|c| c * 104).to_vec());
    close(two.house_edge, 0.033124, 5e-7, "4/19, two decks");
    assert!(
        two.notes
            .iter()
            .any(|n| n.to_string().contains("Two suited matches: not available")),
        "{:?}",
        two.notes
    );
}

/// Over 13 and Under 13 (the first two cards' points, every Ace one; 13 loses both; even
/// money), written as `points 14-20` and `points 2-12` (`tests/fixtures/operator/`). Source: Wizard of Odds,
/// "Over/Under 13" (as stored at https://nilapub.com/games/blackjack/side-bets/over-under-13):
/// Under 13 house edge 10.11%, 10.08%, 10.07%, 10.07%, 10.06% and Over 13 6.79%, 6.65%,
/// 6.58%, 6.55%, 6.54% at 1, 2, 4, 6, 8 decks; at six decks 6.555% and 10.067% (E.
/// Jacobson, "Card Counting the Over/Under 13 Blackjack Side Bet, Update #1").
#[test]
fn r1_6_over_and_under_13_by_points_at_their_published_edges() {
    let (over, under) = (
        table(&fixture("over-13.toml")),
        table(&fixture("under-13.toml")),
    );
    for (decks, u, o) in [
        (1, 0.1011, 0.0679),
        (2, 0.1008, 0.0665),
        (4, 0.1007, 0.0658),
        (6, 0.1007, 0.0655),
        (8, 0.1006, 0.0654),
    ] {
        let at = |t: &Paytable| analysis(t, decks, Soft17::Stand).house_edge;
        close(at(&under), u, 0.00005, &format!("under 13, {decks} decks"));
        close(at(&over), o, 0.00005, &format!("over 13, {decks} decks"));
    }
    close(
        analysis(&over, 6, Soft17::Stand).house_edge,
        0.06555,
        5e-6,
        "over, 6",
    );
    close(
        analysis(&under, 6, Soft17::Stand).house_edge,
        0.10067,
        5e-6,
        "under, 6",
    );
}

// ---------------------------------------------------------------------------------
// Fast counts against brute force at one deck.

/// A paytable on the dealer's final hand with every dealer condition and the
/// combinations a published bet uses (`dealer-busts` with `dealer-cards N` and `N+`,
/// `any … | …`), plus `dealer-total`, `dealer-blackjack` and `not`
/// (`tests/fixtures/operator/every-dealer-condition.toml`, the case files' too).
fn every_dealer_condition() -> String {
    fixture("every-dealer-condition.toml")
}

fn fixture(name: &str) -> String {
    let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("tests/fixtures/operator")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// The dealer-final count (the dealer's walk over classes of
/// cards) against the dealer dealt rank by rank with the settlement's own draw rule and
/// classifier, at one deck, under both soft-17 rules, to 1e-12.
#[test]
fn r3_3_dealer_final_counts_equal_brute_force_at_one_deck() {
    let busters = table(&example_text("buster-blackjack.toml"));
    let every = table(&every_dealer_condition());
    for t in [&busters, &every] {
        for soft17 in [Soft17::Stand, Soft17::Hit] {
            let brute = analysis_brute::dealer_final_by_ranks(t, 1, soft17);
            let fast = analysis(t, 1, soft17);
            for (tier, want) in fast.tiers.iter().zip(&brute) {
                close(
                    tier.probability,
                    *want,
                    1e-12,
                    &format!("{} {soft17:?}: {}", t.id, tier.name),
                );
            }
            assert!(brute.iter().all(|p| *p > 0.0), "{} {soft17:?}", t.id);
        }
    }
}

/// The up-card and points conditions, and the combinations Match the Dealer uses,
/// counted fast and card by card at one deck: exactly the same numbers.
#[test]
fn r1_6_up_card_and_points_counts_equal_brute_force_at_one_deck() {
    let up = r#"id = "up-every"
name = "Every up-card condition"
game = ["lucky9", "blackjack"]
bet = "up-every"
kind = "pattern"
version = "1"
effective = "2026-11-26"
decks = [1, 2]
min = "1"
max = "100"
convention = "to"
verified = false
cards = "first-two+up"

[[tier]]
name = "Two matches, one suited, a flush"
when = ["up-card-matches 2", "up-card-matches-suited 1", "flush"]
odds = "30 to 1"

[[tier]]
name = "One match of three, not suited"
when = ["up-card-matches 1", "up-card-matches-suited 0", "any pair | straight"]
odds = "5 to 1"

[[tier]]
name = "No match, but a pair"
when = ["up-card-matches 0", "pair"]
odds = "2 to 1"
"#;
    let points = r#"id = "points-every"
name = "Every points condition"
game = "blackjack"
bet = "points-every"
kind = "pattern"
version = "1"
effective = "2026-11-26"
decks = [1, 2]
min = "1"
max = "100"
convention = "to"
verified = false
cards = "first-two"

[[tier]]
name = "Exactly 13"
when = ["points 13-13"]
odds = "10 to 1"

[[tier]]
name = "Suited low"
when = ["points 2-12", "suited"]
odds = "3 to 1"

[[tier]]
name = "Over, not a pair"
when = ["points 14-20", "not pair"]
odds = "1 to 1"
"#;
    let matching = with_decks(&example_text("match-the-dealer.toml"), "[1, 4]");
    for t in [table(up), table(points), matching] {
        let fast = count_tiers(t.tiers(), 1, None);
        let (brute, total) = analysis_brute::count_by_cards(&t, 1, None);
        assert_eq!(fast.per_tier, brute, "{} at 1 deck", t.id);
        assert_eq!(fast.total, total, "{} at 1 deck", t.id);
    }
}

/// The dealer's hand is the same under both soft-17 rules only where soft 17 never comes
/// up: a tier on soft 17 standing pays under `stand` alone, and the file still loads
/// (a tier is refused as never paid only when neither rule can pay it).
#[test]
fn r3_1_soft17_changes_a_dealer_final_count() {
    let text = every_dealer_condition();
    let t = table(&text);
    let stand = count_tiers_under(t.tiers(), 6, None, Soft17::Stand);
    let hit = count_tiers_under(t.tiers(), 6, None, Soft17::Hit);
    assert_ne!(stand.per_tier, hit.per_tier);
    let mut c = Catalog::shipped();
    let soft_17 = text.replace(
        "when = [\"dealer-total 17\", \"not dealer-cards 2\"]",
        "when = [\"dealer-total 17\", \"dealer-cards 13\"]",
    );
    c.add_operator_text("dealer-every.toml", &soft_17);
    assert!(c.problems().is_empty(), "{:?}", c.problems());
    // A bust of 17 is no hand at all: refused at its line.
    let dead = text.replace(
        "when = [\"dealer-total 17\", \"not dealer-cards 2\"]",
        "when = [\"dealer-total 17\", \"dealer-busts\"]",
    );
    let e = refused(&dead);
    assert_eq!(e.field, "tier[5].when", "{e}");
    assert!(e.message.contains("can never be paid"), "{e}");
}

// ---------------------------------------------------------------------------------
// docs/side-bets.md

/// A cell of the watching-the-dealer table: `8♥ 8♣ against the dealer's 8♥`, `the
/// dealer's 2♠ 4♦ …`, `K♠ 5♦`; examples split by `;`.
fn seen_of(cell: &str) -> SideBetCards {
    let cards = |t: &str| -> Vec<Card> {
        let t = t.split(" (").next().unwrap();
        parse_cards(t.trim()).unwrap_or_else(|e| panic!("{t}: {e}"))
    };
    let (player, dealer) = if let Some(rest) = cell.trim().strip_prefix("the dealer's ") {
        (cards("9S 9D"), cards(rest))
    } else if let Some((p, d)) = cell.split_once(" against the dealer's ") {
        (cards(p), cards(d))
    } else {
        (cards(cell), cards("2C 5H"))
    };
    SideBetCards {
        first_two: [player[0], player[1]],
        up: dealer[0],
        hit: None,
        dealer_blackjack: Some(DealerHand::of(&dealer).blackjack),
        dealer: Some(DealerHand::of(&dealer)),
    }
}

/// docs/side-bets.md's table of the conditions that watch the dealer, row by row: each
/// holds for its "holds for" column and not for its "does not hold for" column, in a
/// tier on the card set its row names.
#[test]
fn every_worked_example_of_the_dealer_vocabulary_in_the_docs_holds() {
    let docs = include_str!("../../../../../docs/side-bets.md");
    let start = docs
        .find("| condition | tier's cards | holds for")
        .expect("the watching-the-dealer table");
    let rows: Vec<&str> = docs[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    assert!(rows.len() >= 8, "a row per condition: {}", rows.len());
    for row in rows {
        let row = row.replace("\\|", "¦");
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let word = cells[1].split('`').nth(1).unwrap().replace('¦', "|");
        let c = Condition::read(&word).unwrap_or_else(|e| panic!("{word}: {e}"));
        let used: CardsUsed = cells[2].trim_matches('`').parse().unwrap();
        assert!(c.fits(used).is_ok(), "{word} on {used}");
        for (cell, want) in [(cells[3], true), (cells[4], false)] {
            for example in cell.split(';') {
                let shape = seen_of(example).shape(used).unwrap();
                assert_eq!(c.holds_for(&shape, None), want, "{word}: {example}");
            }
        }
    }
}

// ---------------------------------------------------------------------------------
// Refusals.

/// A paytable file refused at its line and field, in the shipped catalog.
fn refused(text: &str) -> pitpay_core::FileError {
    let mut c = Catalog::shipped();
    c.add_operator_text("bet.toml", text);
    c.problems()
        .iter()
        .find(|p| p.file == "bet.toml")
        .cloned()
        .unwrap_or_else(|| panic!("loaded, but must be refused:\n{text}"))
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

/// An unknown condition, a dealer condition in a player tier, a
/// player condition in a dealer tier, a count out of range, a dealer-final tier in a game
/// whose dealer hand cannot carry it, and a file mixing the two, each refused naming its
/// line and field.
#[test]
fn a_file_that_asks_what_its_cards_cannot_show_is_refused_at_its_line() {
    let buster = example_text("buster-blackjack.toml");
    let matching = example_text("match-the-dealer.toml");
    let cases: Vec<(String, &str, &str, &str)> = vec![
        (
            buster.replace("\"dealer-busts\", \"dealer-cards 7\"", "\"dealer-busts\", \"dealer-sevens\""),
            "dealer-sevens",
            "tier[2].when",
            "\"dealer-sevens\" is not a card condition",
        ),
        (
            matching.replace("[\"up-card-matches 1\"]", "[\"up-card-matches 1\", \"dealer-busts\"]"),
            "\"up-card-matches 1\", \"dealer-busts\"",
            "tier[5].when",
            "\"dealer-busts\" reads the dealer's final hand",
        ),
        (
            buster.replace("[\"dealer-busts\", \"dealer-cards 5\"]", "[\"dealer-busts\", \"pair\"]"),
            "\"dealer-busts\", \"pair\"",
            "tier[4].when",
            "\"pair\" reads the player's cards",
        ),
        (
            buster.replace("dealer-cards 8+", "dealer-cards 14+"),
            "dealer-cards 14+",
            "tier[1].when",
            "2 to 13",
        ),
        (
            matching.replace("up-card-matches-suited 2", "up-card-matches-suited 3"),
            "up-card-matches-suited 3",
            "tier[1].when",
            "0 to 2",
        ),
        (
            buster.replace("game = \"blackjack\"", "game = \"stadium-blackjack\"").replace("decks = [1, 2, 3, 4, 5, 6, 7, 8]", "decks = [6, 8]"),
            "\"dealer-busts\", \"dealer-cards 8+\"",
            "tier[1].when",
            "Stadium Blackjack has none a side bet can read",
        ),
        (
            buster.replace(
                "[[tier]]\nname = \"Dealer busts with 3 or 4 cards\"",
                "[[tier]]\ncards = \"first-two\"\nname = \"A pair\"\nwhen = [\"pair\"]\nodds = \"1 to 1\"\n\n[[tier]]\nname = \"Dealer busts with 3 or 4 cards\"",
            ),
            "when = [\"pair\"]",
            "tier[5].when",
            "reads it in every tier",
        ),
    ];
    for (text, at, field, message) in cases {
        let e = refused(&text);
        assert_eq!(e.field, field, "{e}");
        assert_eq!(e.line, Some(line_of(&text, at)), "{e}");
        assert!(e.message.contains(message), "{e}");
    }
}

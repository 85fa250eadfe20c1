//! The shipped paytables: every file loads, is compiled in, carries the ids
//! ROUND-FILE.md lists, and holds the figures RULES.md gives (R1.3, R2.6, R2.7, R4.2,
//! R4.6, R5, R6.5); fingerprints are stable across reformatting and change with any
//! figure.

use std::collections::BTreeSet;
use std::path::PathBuf;

use crate::bet::{Bet, Game};
use crate::catalog::{Catalog, SHIPPED};
use crate::money::{Convention, Currency, Money, Odds};
use crate::pattern::CardsUsed;
use crate::paytable::{load_file, Pay, Payouts, Paytable, TableFile, UNVERIFIED_WARNING};

fn folder() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("paytables")
}

fn shipped() -> Catalog {
    Catalog::shipped()
}

fn table(id: &str) -> std::sync::Arc<Paytable> {
    shipped()
        .paytable(id)
        .cloned()
        .unwrap_or_else(|| panic!("no paytable {id}"))
}

fn load(name: &str, text: &str) -> Box<Paytable> {
    match load_file(name, text) {
        Ok(TableFile::Paytable(p)) => p,
        Ok(TableFile::HouseRules(_)) => panic!("{name} is a house-rules file"),
        Err(e) => panic!("{e}"),
    }
}

fn dollars(n: i64) -> Money {
    Money::from_cents(n * 100)
}

/// One tier as `(conditions, pays)`.
type TierFacts = (Vec<String>, Pay);

/// Tiers as `(conditions, pays)` with conditions written as in paytable files.
fn tiers(t: &Paytable) -> Vec<TierFacts> {
    t.tiers()
        .iter()
        .map(|t| {
            (
                t.pattern
                    .conditions
                    .iter()
                    .map(ToString::to_string)
                    .collect(),
                t.pays,
            )
        })
        .collect()
}

fn words(w: &[&str]) -> Vec<String> {
    w.iter().map(ToString::to_string).collect()
}

#[test]
fn every_file_in_the_folder_loads_and_is_compiled_in() {
    let mut on_disk: Vec<String> = std::fs::read_dir(folder())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = SHIPPED.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(
        on_disk, listed,
        "paytables/ and catalog::SHIPPED hold the same files"
    );
    for (name, text) in SHIPPED {
        let disk = std::fs::read_to_string(folder().join(name)).unwrap();
        assert_eq!(&disk, text, "{name} compiled in as it is on disk");
        let id = match load_file(name, text) {
            Ok(TableFile::Paytable(p)) => p.id,
            Ok(TableFile::HouseRules(h)) => h.id,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(format!("{id}.toml"), *name, "file name is the id");
    }
    assert!(
        shipped().problems().is_empty(),
        "{:?}",
        shipped().problems()
    );
}

#[test]
fn every_id_listed_in_round_file_md_exists_with_its_bet_and_game() {
    use Game::*;
    let mut listed: Vec<(String, Bet, Vec<Game>)> = vec![
        ("lucky9-main".into(), Bet::Main, vec![Lucky9]),
        ("blackjack-main".into(), Bet::Main, vec![Blackjack]),
        ("stadium-main".into(), Bet::Main, vec![Stadium]),
        ("lucky9-tie".into(), Bet::Tie, vec![Lucky9]),
        ("lucky9-bonus".into(), side_bet("bonus9"), vec![Lucky9]),
        (
            "suited-or-booted-example".into(),
            side_bet("suited-or-booted"),
            vec![Lucky9, Blackjack],
        ),
        (
            "bet-the-set-a".into(),
            side_bet("bet-the-set"),
            vec![Stadium],
        ),
        (
            "royal-match-a".into(),
            side_bet("royal-match"),
            vec![Stadium],
        ),
        ("trilux-01".into(), side_bet("trilux"), vec![Stadium]),
        ("trilux-02".into(), side_bet("trilux"), vec![Stadium]),
        ("trilux-03".into(), side_bet("trilux"), vec![Stadium]),
        ("super3-1".into(), side_bet("super3"), vec![Stadium]),
        (
            "21plus3-progressive-uk15".into(),
            side_bet("21+3-progressive"),
            vec![Lucky9, Blackjack],
        ),
    ];
    for i in 1..=11 {
        listed.push((
            format!("21plus3-progressive-{i}"),
            side_bet("21+3-progressive"),
            vec![Lucky9, Blackjack],
        ));
    }
    for i in 1..=4 {
        listed.push((format!("lucky-break-{i}"), Bet::LuckyBreak, vec![Blackjack]));
    }
    let catalog = shipped();
    for (id, bet, games) in &listed {
        let t = catalog
            .paytable(id)
            .unwrap_or_else(|| panic!("no paytable {id}"));
        assert_eq!(t.bet, *bet, "{id}");
        let mut have = t.games.clone();
        have.sort();
        let mut want = games.clone();
        want.sort();
        assert_eq!(have, want, "{id}");
    }
    // Nothing else is shipped as a paytable.
    let ids: BTreeSet<&str> = catalog.paytables().map(|t| t.id.as_str()).collect();
    let want: BTreeSet<&str> = listed.iter().map(|(id, _, _)| id.as_str()).collect();
    assert_eq!(ids, want);
    // The shipped house-rules file.
    let h = catalog
        .house_rules("lucky9-nines-push")
        .expect("house rules");
    assert_eq!(h.game, Game::Lucky9);
}

#[test]
fn the_first_id_listed_for_a_bet_is_its_default() {
    let want = [
        (Game::Lucky9, Bet::Main, "lucky9-main"),
        (Game::Blackjack, Bet::Main, "blackjack-main"),
        (Game::Stadium, Bet::Main, "stadium-main"),
        (Game::Lucky9, Bet::Tie, "lucky9-tie"),
        (Game::Lucky9, side_bet("bonus9"), "lucky9-bonus"),
        (
            Game::Lucky9,
            side_bet("21+3-progressive"),
            "21plus3-progressive-1",
        ),
        (
            Game::Blackjack,
            side_bet("21+3-progressive"),
            "21plus3-progressive-1",
        ),
        (
            Game::Lucky9,
            side_bet("suited-or-booted"),
            "suited-or-booted-example",
        ),
        (Game::Blackjack, Bet::LuckyBreak, "lucky-break-1"),
        (Game::Stadium, side_bet("bet-the-set"), "bet-the-set-a"),
        (Game::Stadium, side_bet("royal-match"), "royal-match-a"),
        (Game::Stadium, side_bet("trilux"), "trilux-01"),
        (Game::Stadium, side_bet("super3"), "super3-1"),
    ];
    let catalog = Catalog::shipped();
    for (game, bet, id) in want {
        assert_eq!(
            catalog.default_paytable(game, bet).as_deref(),
            Some(id),
            "{game} {bet}"
        );
    }
}

#[test]
fn r2_3_r2_5_r2_6_lucky9_main_and_tie() {
    let main = table("lucky9-main");
    assert_eq!(main.main_odds("win"), Some(Odds::to(1, 1)));
    assert_eq!(main.main_odds("lucky-nine"), Some(Odds::to(3, 2)));
    let tie = table("lucky9-tie");
    assert_eq!(tie.main_odds("tie"), Some(Odds::to(7, 1)));
}

#[test]
fn r2_7_bonus_nine_table() {
    let t = table("lucky9-bonus");
    assert_eq!(t.convention, Convention::To);
    let want = vec![
        (
            words(&["suited", "ranks 3 3 3"]),
            Pay::Odds(Odds::to(200, 1)),
        ),
        (
            words(&["suited", "ranks 2 3 4"]),
            Pay::Odds(Odds::to(100, 1)),
        ),
        (words(&["ranks 3 3 3"]), Pay::Odds(Odds::to(50, 1))),
        (words(&["ranks 2 3 4"]), Pay::Odds(Odds::to(40, 1))),
        (words(&["suited", "total 9"]), Pay::Odds(Odds::to(30, 1))),
        (words(&["total 9"]), Pay::Odds(Odds::to(5, 1))),
    ];
    assert_eq!(tiers(&t), want);
    let names: Vec<&str> = t.tiers().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Suited 3-3-3",
            "Suited 2-3-4",
            "Any 3-3-3",
            "Any 2-3-4",
            "Suited Total 9",
            "Any Total 9"
        ]
    );
    for tier in t.tiers() {
        assert_eq!(
            tier.pattern.cards,
            CardsUsed::FirstTwoAndUp,
            "R2.7: first two + up card"
        );
    }
    // R1.2 / R2.7: Suited 3-3-3 needs 3 decks; nothing else does.
    let decks: Vec<u8> = t.tiers().iter().map(|t| t.pattern.min_decks()).collect();
    assert_eq!(decks, [3, 1, 1, 1, 1, 1]);
}

#[test]
fn r4_2_21plus3_progressive_paytables_1_to_11() {
    // The columns of R4.2, row by row (0 = M in the suited-top row, 0 = loss for a flush).
    let top: [&str; 11] = [
        "A K", "A K Q", "A", "A K", "A K Q", "A", "A K", "A K Q", "A", "A K", "A",
    ];
    let suited_top: [u32; 11] = [0, 0, 0, 0, 0, 0, 2000, 2000, 2000, 3000, 3000];
    let suited_three: [u32; 11] = [125, 125, 125, 150, 150, 150, 150, 125, 150, 200, 200];
    let straight_flush: [u32; 11] = [25, 25, 25, 40, 40, 40, 40, 40, 40, 30, 30];
    let three: [u32; 11] = [20; 11];
    let straight: [u32; 11] = [7, 6, 7, 7, 7, 7, 5, 6, 5, 10, 10];
    let flush: [u32; 11] = [3, 2, 3, 3, 2, 3, 3, 2, 3, 0, 0];
    for i in 0..11 {
        let id = format!("21plus3-progressive-{}", i + 1);
        let t = table(&id);
        let top_rank = format!("top-rank {}", top[i]);
        let mut want = vec![
            (
                words(&["suited-three-of-a-kind", &top_rank, "declared-suit"]),
                Pay::MeterPercent(100),
            ),
            (
                words(&["suited-three-of-a-kind", &top_rank]),
                if suited_top[i] == 0 {
                    Pay::MeterPercent(100)
                } else {
                    Pay::Odds(Odds::for_(suited_top[i], 1))
                },
            ),
            (
                words(&["suited-three-of-a-kind"]),
                Pay::Odds(Odds::for_(suited_three[i], 1)),
            ),
            (
                words(&["straight-flush"]),
                Pay::Odds(Odds::for_(straight_flush[i], 1)),
            ),
            (
                words(&["three-of-a-kind"]),
                Pay::Odds(Odds::for_(three[i], 1)),
            ),
            (words(&["straight"]), Pay::Odds(Odds::for_(straight[i], 1))),
        ];
        if flush[i] > 0 {
            want.push((words(&["flush"]), Pay::Odds(Odds::for_(flush[i], 1))));
        }
        assert_eq!(tiers(&t), want, "{id}");
        // R1.3, R1.4, R4.3: "for" tables, $1 fixed stake, 3-8 decks, reseed $2,000.
        assert_eq!(t.convention, Convention::For, "{id}");
        assert_eq!(t.fixed_stake, Some(dollars(1)), "{id}");
        assert_eq!((t.min, t.max), (dollars(1), dollars(1)), "{id}");
        assert_eq!(t.decks, vec![3, 4, 5, 6, 7, 8], "{id}");
        assert_eq!(t.reseed, Some(dollars(2000)), "{id}");
        assert_eq!(t.currency, None, "{id}");
        assert!(t.verified, "{id}");
        for tier in t.tiers() {
            assert_eq!(tier.pattern.cards, CardsUsed::FirstTwoAndUp, "{id}");
            assert_eq!(
                tier.envy, None,
                "R4.5: no shipped paytable has an envy bonus"
            );
        }
    }
    // R4.3: the published increment for paytable 1 is shown on signs.
    assert!(table("21plus3-progressive-1")
        .increment
        .clone()
        .unwrap()
        .contains("17%"));
}

#[test]
fn r4_2_pay_table_15() {
    let t = table("21plus3-progressive-uk15");
    let pounds = |n: i64| Money::from_cents(n * 100);
    let want = vec![
        (
            words(&["suited-three-of-a-kind", "top-rank A K Q"]),
            Pay::MeterPercent(100),
        ),
        (
            words(&["suited-three-of-a-kind"]),
            Pay::Amount(pounds(10_000)),
        ),
        (words(&["straight-flush"]), Pay::Amount(pounds(2_000))),
        (words(&["three-of-a-kind"]), Pay::Amount(pounds(1_000))),
    ];
    assert_eq!(tiers(&t), want);
    assert_eq!(t.currency, Some(Currency::GBP));
    assert_eq!(t.fixed_stake, Some(pounds(25)));
    assert_eq!(t.convention, Convention::For);
    assert_eq!(t.decks, vec![6]);
    assert_eq!(t.reseed, Some(pounds(50_000)));
    assert!(
        t.note.clone().unwrap().contains("operator to confirm"),
        "R4.3 reseed note"
    );
}

#[test]
fn r4_3_other_progressive_reseeds_are_marked_operator_to_confirm() {
    for i in 2..=11 {
        let t = table(&format!("21plus3-progressive-{i}"));
        assert!(
            t.note
                .as_deref()
                .unwrap_or("")
                .contains("operator to confirm"),
            "{}",
            t.id
        );
    }
}

#[test]
fn r4_6_stadium_side_bets() {
    let to = |n, d| Pay::Odds(Odds::to(n, d));
    let cases: Vec<(&str, CardsUsed, Vec<TierFacts>)> = vec![
        (
            "bet-the-set-a",
            CardsUsed::FirstTwo,
            vec![
                (words(&["suited", "pair"]), to(15, 1)),
                (words(&["pair"]), to(10, 1)),
            ],
        ),
        (
            "royal-match-a",
            CardsUsed::FirstTwo,
            vec![
                (words(&["suited", "ranks K Q"]), to(25, 1)),
                (words(&["suited"]), to(5, 2)),
            ],
        ),
        (
            "trilux-01",
            CardsUsed::FirstTwoAndUp,
            vec![
                (words(&["straight-flush"]), to(9, 1)),
                (words(&["three-of-a-kind"]), to(9, 1)),
                (words(&["straight"]), to(9, 1)),
                (words(&["flush"]), to(9, 1)),
            ],
        ),
        (
            "trilux-02",
            CardsUsed::FirstTwoAndUp,
            vec![
                (words(&["mini-royal"]), to(100, 1)),
                (words(&["straight-flush"]), to(35, 1)),
                (words(&["three-of-a-kind"]), to(33, 1)),
                (words(&["straight"]), to(10, 1)),
                (words(&["flush"]), to(5, 1)),
            ],
        ),
        (
            "trilux-03",
            CardsUsed::FirstTwoAndUp,
            vec![
                (words(&["straight-flush"]), to(30, 1)),
                (words(&["three-of-a-kind"]), to(20, 1)),
                (words(&["straight"]), to(10, 1)),
                (words(&["flush"]), to(5, 1)),
            ],
        ),
        (
            "super3-1",
            CardsUsed::FirstTwoAndUp,
            vec![
                (words(&["suited-three-of-a-kind"]), to(270, 1)),
                (words(&["straight-flush"]), to(180, 1)),
                (words(&["three-of-a-kind"]), to(90, 1)),
            ],
        ),
    ];
    for (id, cards, want) in cases {
        let t = table(id);
        assert_eq!(tiers(&t), want, "{id}");
        assert!(
            t.tiers().iter().all(|tier| tier.pattern.cards == cards),
            "{id}"
        );
        assert_eq!(t.decks, vec![6, 8], "{id}: Stadium is 6 or 8 decks (R1.2)");
    }
}

#[test]
fn r6_5_lucky_break_paytables_1_to_4() {
    // base by dealer bust total 22, 23, 24, 25, 26 (the table lists 26 first).
    let base = [
        [1, 2, 2, 3, 3],
        [1, 2, 2, 3, 3],
        [1, 2, 2, 2, 3],
        [1, 2, 2, 2, 3],
    ];
    let five_plus = [50, 100, 25, 50];
    let three = [2, 2, 5, 2];
    for i in 0..4 {
        let id = format!("lucky-break-{}", i + 1);
        let t = table(&id);
        let Payouts::LuckyBreak(lb) = &t.payouts else {
            panic!("{id} is not a Lucky Break table")
        };
        assert_eq!(lb.base, base[i], "{id}");
        assert_eq!(
            (lb.five_plus, lb.four, lb.three, lb.unsuited),
            (five_plus[i], 10, three[i], 1),
            "{id}"
        );
        assert_eq!(
            (t.min, t.max),
            (dollars(1), dollars(100)),
            "{id}: R1.3 limits"
        );
        assert_eq!(t.decks, (1..=8).collect::<Vec<u8>>(), "{id}");
    }
}

#[test]
fn r1_3_shipped_limits_and_deck_counts() {
    let all_decks: Vec<u8> = (1..=8).collect();
    for id in ["lucky9-main", "blackjack-main", "stadium-main"] {
        let t = table(id);
        assert_eq!((t.min, t.max), (dollars(1), dollars(10_000)), "{id}");
    }
    for id in [
        "lucky9-tie",
        "lucky9-bonus",
        "bet-the-set-a",
        "royal-match-a",
        "trilux-01",
        "trilux-02",
        "trilux-03",
        "super3-1",
    ] {
        let t = table(id);
        assert_eq!((t.min, t.max), (dollars(1), dollars(1_000)), "{id}");
        assert_eq!(t.fixed_stake, None, "{id}");
    }
    for id in [
        "lucky9-main",
        "lucky9-tie",
        "lucky9-bonus",
        "blackjack-main",
        "suited-or-booted-example",
    ] {
        assert_eq!(table(id).decks, all_decks, "{id}");
    }
    assert_eq!(table("stadium-main").decks, vec![6, 8]);
    let sob = table("suited-or-booted-example");
    assert_eq!(sob.fixed_stake, Some(dollars(1)));
    assert_eq!(
        sob.convention,
        Convention::For,
        "every shipped progressive is a for table"
    );
    // Insurance at most half the main wager.
    for id in ["blackjack-main", "stadium-main"] {
        let Payouts::Main {
            insurance_max,
            pays,
        } = &table(id).payouts
        else {
            panic!()
        };
        assert_eq!(*insurance_max, Some((1, 2)), "{id}");
        assert_eq!(pays.get("insurance"), Some(&Odds::to(2, 1)), "{id}");
    }
}

#[test]
fn r5_suited_or_booted_example_is_unverified_and_everything_else_is_verified() {
    for t in shipped().paytables() {
        assert_eq!(t.verified, t.id != "suited-or-booted-example", "{}", t.id);
    }
    assert_eq!(
        UNVERIFIED_WARNING,
        "unverified paytable: confirm against the posted sign"
    );
    // Its tiers that look at a hit card say so (R5).
    let t = table("suited-or-booted-example");
    assert!(t
        .tiers()
        .iter()
        .any(|tier| tier.pattern.cards == CardsUsed::FirstTwoAndHit));
}

#[test]
fn fingerprints_are_twelve_hex_digits_and_distinct() {
    let mut seen = BTreeSet::new();
    for t in shipped().paytables() {
        assert_eq!(t.fingerprint.len(), 12, "{}", t.id);
        assert!(
            t.fingerprint
                .chars()
                .all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c)),
            "{}: {}",
            t.id,
            t.fingerprint
        );
        assert!(
            seen.insert(t.fingerprint.clone()),
            "{} shares a fingerprint",
            t.id
        );
    }
}

/// The file without comments, with its top-level keys in reverse order and extra spaces.
fn reformatted(text: &str) -> String {
    let no_comments: Vec<String> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .map(|l| match l.find("  #") {
            Some(i) => l[..i].trim_end().to_string(),
            None => l.to_string(),
        })
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.replacen(" = ", "   =   ", 1))
        .collect();
    let first_table = no_comments
        .iter()
        .position(|l| l.starts_with('['))
        .unwrap_or(no_comments.len());
    let mut top: Vec<String> = no_comments[..first_table].to_vec();
    top.reverse();
    let mut out = top.join("\n");
    out.push_str("\n\n");
    out.push_str(&no_comments[first_table..].join("\n\n"));
    out.push('\n');
    out
}

#[test]
fn fingerprint_is_stable_when_a_file_is_reformatted() {
    for (name, text) in SHIPPED {
        let TableFile::Paytable(original) = load_file(name, text).unwrap() else {
            continue;
        };
        // Comments removed, keys reordered, spacing changed.
        let again = reformatted(text);
        assert_ne!(&again, text);
        let p = load(name, &again);
        assert_eq!(p.fingerprint, original.fingerprint, "{name}:\n{again}");
        // Written out again by a TOML serializer: keys sorted, quoting normalised.
        let value: toml::Table = toml::from_str(text).unwrap();
        let serialized = toml::to_string(&value).unwrap();
        let p = load(name, &serialized);
        assert_eq!(p.fingerprint, original.fingerprint, "{name}:\n{serialized}");
    }
}

#[test]
fn fingerprint_is_stable_when_decks_are_listed_in_another_order() {
    let (name, text) = SHIPPED
        .iter()
        .find(|(n, _)| *n == "lucky9-bonus.toml")
        .unwrap();
    let a = load(name, text);
    let b = load(
        name,
        &text.replace("[1, 2, 3, 4, 5, 6, 7, 8]", "[8, 7, 6, 5, 4, 3, 2, 1]"),
    );
    assert_eq!(a.fingerprint, b.fingerprint);
}

#[test]
fn fingerprint_changes_when_a_figure_changes() {
    let get = |n: &str| *SHIPPED.iter().find(|(name, _)| *name == n).unwrap();
    let changes: Vec<(&str, &str, &str)> = vec![
        (
            "lucky9-bonus.toml",
            "odds = \"200 to 1\"",
            "odds = \"201 to 1\"",
        ),
        (
            "lucky9-bonus.toml",
            "odds = \"5 to 1\"",
            "odds = \"6 to 1\"",
        ),
        ("lucky9-bonus.toml", "max = \"1,000\"", "max = \"999\""),
        (
            "lucky9-bonus.toml",
            "decks = [1, 2, 3, 4, 5, 6, 7, 8]",
            "decks = [2, 3, 4, 5, 6, 7, 8]",
        ),
        (
            "lucky9-bonus.toml",
            "[\"suited\", \"total 9\"]",
            "[\"total 9\"]",
        ),
        ("lucky9-main.toml", "\"3 to 2\"", "\"6 to 5\""),
        ("lucky9-tie.toml", "\"7 to 1\"", "\"8 to 1\""),
        (
            "21plus3-progressive-1.toml",
            "reseed = \"2,000\"",
            "reseed = \"2,500\"",
        ),
        (
            "21plus3-progressive-1.toml",
            "fixed_stake = \"1\"",
            "fixed_stake = \"1.00\"",
        ),
        (
            "21plus3-progressive-1.toml",
            "odds = \"7 for 1\"",
            "odds = \"8 for 1\"",
        ),
        (
            "21plus3-progressive-1.toml",
            "top-rank A K\"]\nmeter",
            "top-rank A K Q\"]\nmeter",
        ),
        (
            "21plus3-progressive-uk15.toml",
            "amount = \"£10,000\"",
            "amount = \"£10,001\"",
        ),
        (
            "suited-or-booted-example.toml",
            "meter = \"10%\"",
            "meter = \"11%\"",
        ),
        (
            "suited-or-booted-example.toml",
            "verified = false",
            "verified = true",
        ),
        ("lucky-break-1.toml", "26 = 3", "26 = 4"),
        ("lucky-break-1.toml", "five-plus = 50", "five-plus = 60"),
    ];
    for (name, from, to) in changes {
        let (_, text) = get(name);
        assert!(text.contains(from), "{name} holds {from:?}");
        let before = load(name, text);
        let after = load(name, &text.replacen(from, to, 1));
        if from.starts_with("fixed_stake") {
            // "1" and "1.00" are the same amount: not a change of figure.
            assert_eq!(
                before.fingerprint, after.fingerprint,
                "{name}: {from} → {to}"
            );
        } else {
            assert_ne!(
                before.fingerprint, after.fingerprint,
                "{name}: {from} → {to}"
            );
        }
    }
}

/// A side bet by its id, as the shipped paytable files define it.
fn side_bet(id: &str) -> crate::bet::Bet {
    id.parse().expect("a side-bet id")
}

/// docs/side-bets.md's table of conditions, row by row: each condition holds for the
/// cards in its "holds for" column and not for those in its "does not hold for" column
/// (one worked example per condition, and the docs say what the code does).
#[test]
fn every_worked_example_of_the_vocabulary_in_the_docs_holds() {
    use crate::card::{parse_cards, Suit};
    use crate::pattern::Condition;
    let docs = include_str!("../../../../docs/side-bets.md");
    let start = docs
        .find("| condition | holds for")
        .expect("the vocabulary table");
    let rows: Vec<&str> = docs[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    assert!(rows.len() >= 21, "a row per condition: {}", rows.len());
    // "A♠ A♠ A♠ with spades declared", "K♠ Q♦ 6♣ (26)": the cards before any words.
    let hands = |cell: &str| -> Vec<Vec<crate::card::Card>> {
        cell.split([';', ','])
            .map(|h| {
                let h = h
                    .split(" with ")
                    .next()
                    .unwrap()
                    .split(" (")
                    .next()
                    .unwrap();
                parse_cards(h.trim()).unwrap_or_else(|e| panic!("{h}: {e}"))
            })
            .collect()
    };
    for row in rows {
        let row = row.replace("\\|", "¦");
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let word = cells[1].split('`').nth(1).unwrap().replace('¦', "|");
        let c = Condition::read(&word).unwrap_or_else(|e| panic!("{word}: {e}"));
        if word == "dealer-blackjack" {
            dealer_blackjack_row(&c, cells[2], cells[3]);
            continue;
        }
        for cards in hands(cells[2]) {
            assert!(
                c.holds(&cards, Some(Suit::Spades)),
                "{word} holds for {cards:?}"
            );
        }
        for cards in hands(cells[3]) {
            assert!(
                !c.holds(&cards, Some(Suit::Spades)),
                "{word} fails for {cards:?}"
            );
        }
    }
}

/// The `dealer-blackjack` row reads the dealer's two cards, not the player's.
fn dealer_blackjack_row(c: &crate::pattern::Condition, holds: &str, fails: &str) {
    use crate::card::parse_cards;
    use crate::game::is_two_card_21;
    use crate::pattern::{CardsUsed, SideBetCards};
    for (cell, want) in [(holds, true), (fails, false)] {
        let dealer = parse_cards(cell.trim_start_matches("dealer ").trim()).unwrap();
        let player = parse_cards("QH QH").unwrap();
        let seen = SideBetCards {
            first_two: [player[0], player[1]],
            up: dealer[0],
            hit: None,
            dealer_blackjack: Some(is_two_card_21(&dealer)),
            dealer: None,
        };
        let shape = seen.shape(CardsUsed::FirstTwo).unwrap();
        assert_eq!(c.holds_for(&shape, None), want, "dealer {cell}");
    }
}

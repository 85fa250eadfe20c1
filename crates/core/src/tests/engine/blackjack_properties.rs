//! Properties of the blackjack family: a Stadium terminal uses a prefix of the community
//! cards and its dealer takes the ones right after it (R7.2, R7.3); money is conserved on
//! every line and in the totals (R1.7); settling random rounds never panics.

use std::collections::BTreeMap;

use super::support::*;
use pitpay_core::report::to_json;
use pitpay_core::settle;
use pitpay_core::Catalog;
use pitpay_core::Round;
use proptest::prelude::*;
use serde_json::Value;

const RANKS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];
const SUITS: [&str; 4] = ["S", "H", "D", "C"];

fn card() -> impl Strategy<Value = String> {
    (0..13usize, 0..4usize).prop_map(|(r, s)| format!("{}{}", RANKS[r], SUITS[s]))
}

/// Decision words, the common ones more often.
fn word() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        4 => Just("hit"),
        4 => Just("stand"),
        2 => Just("double"),
        2 => Just("split"),
        1 => Just("surrender"),
        1 => Just("insurance"),
        1 => Just("no-insurance"),
        1 => Just("even-money"),
        2 => Just("timeout"),
        1 => Just("split-dealer"),
        1 => Just("double-dealer"),
    ]
}

fn pick<T: Clone + std::fmt::Debug + 'static>(options: &'static [T]) -> impl Strategy<Value = T> {
    prop::sample::select(options)
}

#[derive(Debug, Clone)]
struct StadiumCase {
    house: String,
    player: [String; 2],
    dealer: String,
    community: Vec<String>,
    words: Vec<&'static str>,
    dealer_main: bool,
    side: bool,
}

fn stadium_case() -> impl Strategy<Value = StadiumCase> {
    let house = (
        pick(&["stand", "hit"]),
        pick(&["disabled", "enabled", "enabled-except-dealer-blackjack"]),
        pick(&["2-20", "10-11"]),
        any::<bool>(),
        pick(&[2u8, 3]),
        pick(&["s17-h12", "s17-h17", "s18-h17", "s18-h12"]),
        pick(&["disabled", "always", "when-not-insured", "always-push-insurance"]),
        pick(&["3-to-2", "6-to-5"]),
    )
        .prop_map(|(s17, sur, dbl, das, mh, auto, standoff, pays)| {
            format!(
                "soft17 = \"{s17}\"\nsurrender = \"{sur}\"\ndouble_on = \"{dbl}\"\ndouble_after_split = {das}\nmax_hands = {mh}\nauto_rule = \"{auto}\"\nstandoff = \"{standoff}\"\nblackjack_pays = \"{pays}\""
            )
        });
    (
        house,
        card(),
        card(),
        // Half the rounds deal a pair, and half of those open with a split.
        (any::<bool>(), any::<bool>(), 0..4usize),
        card(),
        prop::collection::vec(card(), 0..14),
        prop::collection::vec(word(), 0..9),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(
                house,
                p1,
                p2,
                (pair, lead_split, suit),
                dealer,
                community,
                mut words,
                dealer_main,
                side,
            )| {
                if pair && lead_split {
                    words.insert(0, "split");
                }
                StadiumCase {
                    house,
                    player: [
                        p1.clone(),
                        if pair {
                            format!("{}{}", &p1[..p1.len() - 1], SUITS[suit])
                        } else {
                            p2
                        },
                    ],
                    dealer,
                    community,
                    words,
                    dealer_main,
                    side,
                }
            },
        )
}

fn stadium_text(c: &StadiumCase, decisions: &str) -> String {
    let mut wagers = String::from("main = \"10\"");
    if c.side {
        wagers
            .push_str("\nbet-the-set = \"5\"\nroyal-match = \"3\"\ntrilux = \"5\"\nsuper3 = \"1\"");
    }
    let dealer_wagers = if c.dealer_main { "main = \"5\"" } else { "" };
    stadium(
        &c.house,
        &c.player.join(" "),
        &c.dealer,
        &c.community.join(" "),
        &terminal(1, decisions, &wagers, dealer_wagers),
    )
}

/// Parses and settles; `None` when the round is refused (not a round play allows).
fn try_settle(text: &str) -> Option<Value> {
    static CATALOG: std::sync::OnceLock<Catalog> = std::sync::OnceLock::new();
    let catalog = CATALOG.get_or_init(Catalog::shipped);
    let round = Round::parse("round.toml", text, catalog).ok()?;
    settle(&round).ok().map(|s| to_json(&s))
}

fn split_cards(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

fn multiset(cards: &[String]) -> BTreeMap<String, usize> {
    let mut m = BTreeMap::new();
    for c in cards {
        *m.entry(c.clone()).or_insert(0) += 1;
    }
    m
}

/// R1.7: every line has paid ≥ 0, stake ≥ 0 and net = paid − stake; the totals of each
/// party are the sums of its lines.
fn check_money(v: &Value) -> Result<(), TestCaseError> {
    let mut sums: BTreeMap<String, [i64; 3]> = BTreeMap::new();
    sums.insert("player".into(), [0; 3]);
    sums.insert("dealer".into(), [0; 3]);
    for l in all_lines(v) {
        let stake = cents(l["stake"].as_str().unwrap());
        let paid = cents(l["paid"].as_str().unwrap());
        let net = cents(l["net"].as_str().unwrap());
        prop_assert!(paid >= 0, "paid < 0: {l}");
        prop_assert!(stake >= 0, "stake < 0: {l}");
        prop_assert_eq!(net, paid - stake, "net != paid - stake: {}", l);
        let result = l["result"].as_str().unwrap();
        prop_assert!(
            ["win", "lose", "push", "surrender"].contains(&result),
            "{l}"
        );
        let s = sums.get_mut(l["for"].as_str().unwrap()).unwrap();
        s[0] += stake;
        s[1] += paid;
        s[2] += net;
    }
    for (party, [stake, paid, net]) in sums {
        let t = &v["totals"][party.as_str()];
        prop_assert_eq!(
            cents(t["stake"].as_str().unwrap()),
            stake,
            "{} stake",
            party
        );
        prop_assert_eq!(cents(t["paid"].as_str().unwrap()), paid, "{} paid", party);
        prop_assert_eq!(cents(t["net"].as_str().unwrap()), net, "{} net", party);
    }
    Ok(())
}

/// R7.2/R7.3: the hands hold the shared player cards plus C1…Ck; the dealer hand is dealer
/// card 1 then Ck+1, Ck+2, … in draw order.
fn check_prefix(c: &StadiumCase, v: &Value) -> Result<(), TestCaseError> {
    let hand_cards: Vec<Vec<String>> = hands(v, 1).iter().map(|h| split_cards(h)).collect();
    let dealer = split_cards(&dealer_hand(v, 1));
    prop_assert!(!hand_cards.is_empty());
    // R1.10: hand 1 starts with player card 1; after a split hand 2 starts with card 2.
    prop_assert_eq!(&hand_cards[0][0], &c.player[0]);
    if hand_cards.len() > 1 {
        prop_assert_eq!(&hand_cards[1][0], &c.player[1]);
    }
    let all: Vec<String> = hand_cards.iter().flatten().cloned().collect();
    let k = all.len() - 2;
    prop_assert!(k <= c.community.len());
    let mut used = c.player.to_vec();
    used.extend(c.community[..k].iter().cloned());
    prop_assert_eq!(multiset(&all), multiset(&used), "hands use C1..C{}", k);
    if hand_cards.len() == 1 {
        // Unsplit: exactly p1 p2 C1 … Ck in order.
        prop_assert_eq!(&all, &used);
    }
    prop_assert_eq!(&dealer[0], &c.dealer);
    let rest = &dealer[1..];
    prop_assert!(k + rest.len() <= c.community.len());
    prop_assert_eq!(
        rest,
        &c.community[k..k + rest.len()],
        "dealer takes C{}.. in order",
        k + 1
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn r7_3_terminal_uses_a_prefix_and_money_is_conserved(c in stadium_case()) {
        // Every prefix of the random decision list is tried; those play allows are checked.
        for n in 0..=c.words.len() {
            let decisions = c.words[..n].join(" ");
            let Some(v) = try_settle(&stadium_text(&c, &decisions)) else { continue };
            check_prefix(&c, &v)?;
            check_money(&v)?;
        }
    }
}

// ---------------------------------------------------------------- random blackjack rounds

#[derive(Debug, Clone)]
struct BlackjackCase {
    house: String,
    decks: u8,
    dealer: Vec<String>,
    hands: Vec<(Vec<String>, &'static str)>,
    wagers: Vec<(&'static str, &'static str)>,
    dealer_wagers: Vec<(&'static str, &'static str)>,
    even_money: bool,
    meters: &'static str,
}

/// Blackjack points of a card text (A = 1).
fn points(card: &str) -> u32 {
    match &card[..card.len() - 1] {
        "A" => 1,
        "J" | "Q" | "K" | "10" => 10,
        n => n.parse().unwrap(),
    }
}

/// Best total and whether it is soft.
fn total(cards: &[String]) -> (u32, bool) {
    let hard: u32 = cards.iter().map(|c| points(c)).sum();
    if cards.iter().any(|c| c.starts_with('A')) && hard + 10 <= 21 {
        (hard + 10, true)
    } else {
        (hard, false)
    }
}

fn blackjack_case() -> impl Strategy<Value = BlackjackCase> {
    let house = (
        pick(&["yes", "no"]),
        pick(&["any-two", "9-11", "10-11"]),
        any::<bool>(),
        pick(&[2u8, 3, 4]),
        pick(&["late", "none"]),
        pick(&["26", "off"]),
        pick(&["all-one-suit", "largest-suit-group"]),
        pick(&["adds-to-base", "replaces-base"]),
        pick(&["seat-order", "share-equally"]),
        pick(&["same-value", "same-rank"]),
        pick(&["lucky-break-1", "lucky-break-2", "lucky-break-3", "lucky-break-4"]),
    )
        .prop_map(|(peek, dbl, das, mh, sur, cap, sc, mult, hits, split, lb)| {
            format!(
                "peek = \"{peek}\"\ndouble_on = \"{dbl}\"\ndouble_after_split = {das}\nmax_hands = {mh}\nsurrender = \"{sur}\"\nplayer_cap = \"{cap}\"\nsuited_count = \"{sc}\"\nmultiplier = \"{mult}\"\nmeter_hits = \"{hits}\"\nsplit_on = \"{split}\"\n[paytables]\nlucky-break = \"{lb}\""
            )
        });
    // A hand: its cards, where the player stopped, and a mark; cut at 21 or a bust
    // (usually), so that many hands are ones play allows.
    let hand = (
        prop::collection::vec(card(), 2..6),
        2..6usize,
        pick(&["", "", "", " double", " surrender"]),
    )
        .prop_map(|(cards, stop, mark)| {
            let mut out: Vec<String> = Vec::new();
            for c in cards {
                if out.len() >= 2 && (out.len() >= stop || total(&out).0 >= 21) {
                    break;
                }
                out.push(c);
            }
            (out, mark)
        });
    let wager = pick(&[
        ("main", "10"),
        ("insurance", "5"),
        ("lucky-break", "1.35"),
        ("lucky-break", "1"),
        ("lucky-break", "101"),
        ("21+3-progressive", "1"),
        ("suited-or-booted", "1"),
    ]);
    let dealer_wager = pick(&[("main", "5"), ("lucky-break", "2")]);
    (
        house,
        pick(&["stand", "hit"]),
        pick(&[1u8, 2, 6, 8]),
        (prop::collection::vec(card(), 7), any::<bool>()),
        prop::collection::vec(hand, 1..5),
        prop::collection::vec(wager, 0..5),
        prop::collection::vec(dealer_wager, 0..2),
        any::<bool>(),
        pick(&[
            "",
            "",
            "",
            "[progressive]\nmeter = \"25,000\"\n",
            "[progressive]\nmeter = \"25,000\"\ndeclared_suit = \"S\"\n[progressive.suited-or-booted]\nmeter = \"8,000\"\n",
            "[progressive.suited-or-booted]\nmeter = \"2,000\"\n",
        ]),
    )
        .prop_map(
            |(house, soft17, decks, (shoe, by_rule), mut hands, wagers, dealer_wagers, even_money, meters)| {
                // The dealer draws by the rule (usually), or stops anywhere in 2..=7 cards.
                let mut dealer: Vec<String> = Vec::new();
                for c in shoe {
                    let (t, soft) = total(&dealer);
                    let draws = t < 17 || (t == 17 && soft && soft17 == "hit");
                    if dealer.len() >= 2 && (!draws || !by_rule && t % 3 == 0) {
                        break;
                    }
                    dealer.push(c);
                }
                // Split hands start with the pair's rank (usually, when not by rule).
                if by_rule {
                    let rank = hands[0].0[0][..hands[0].0[0].len() - 1].to_string();
                    for (cards, _) in hands.iter_mut().skip(1) {
                        let suit = &cards[0][cards[0].len() - 1..];
                        cards[0] = format!("{rank}{suit}");
                    }
                }
                BlackjackCase {
                    house: format!("soft17 = \"{soft17}\"\n{house}"),
                    decks,
                    dealer,
                    hands,
                    wagers,
                    dealer_wagers,
                    even_money,
                    meters,
                }
            },
        )
}

fn table_body(pairs: &[(&str, &str)]) -> String {
    let mut m: BTreeMap<&str, &str> = BTreeMap::new();
    for (k, v) in pairs {
        m.insert(k, v);
    }
    m.iter()
        .map(|(k, v)| format!("\"{k}\" = \"{v}\""))
        .collect::<Vec<_>>()
        .join("\n")
}

fn blackjack_text(c: &BlackjackCase) -> String {
    let hands: Vec<String> = c
        .hands
        .iter()
        .map(|(cards, mark)| format!("{}{mark}", cards.join(" ")))
        .collect();
    let hand_refs: Vec<&str> = hands.iter().map(String::as_str).collect();
    let mut wagers = c.wagers.clone();
    wagers.insert(0, ("main", "10"));
    let extra = if c.even_money {
        "even_money = true"
    } else {
        ""
    };
    let s = bj_seat(
        1,
        &hand_refs,
        extra,
        &table_body(&wagers),
        &table_body(&c.dealer_wagers),
    );
    // Meters for the progressives wagered (the random pick only sometimes adds one
    // that nobody wagered, which must be refused, not panic).
    let has = |bet: &str| c.wagers.iter().any(|(b, _)| *b == bet);
    let mut meters = String::new();
    if has("21+3-progressive") {
        meters.push_str("[progressive]\nmeter = \"25,000\"\ndeclared_suit = \"S\"\n");
    }
    if has("suited-or-booted") {
        meters.push_str("[progressive.suited-or-booted]\nmeter = \"2,100\"\n");
    }
    if meters.is_empty() {
        meters = c.meters.to_string();
    }
    let house = format!("{}\n{}", c.house, meters);
    bj_decks(c.decks, &house, &c.dealer.join(" "), &s)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn r1_8_settle_never_panics_on_random_blackjack_rounds(c in blackjack_case()) {
        // Refusals are fine; a panic is not. A settled round conserves money.
        let text = blackjack_text(&c);
        if let Some(v) = try_settle(&text) {
            check_money(&v)?;
            super::one_line::one_line_per_wager(&text, &v).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn r7_settle_never_panics_on_random_stadium_rounds(
        c in stadium_case(),
        second in prop::collection::vec(word(), 0..6),
    ) {
        // Two terminals, the second with its own random decisions and a dealer-only side bet.
        let mut text = stadium_text(&c, &c.words.join(" "));
        text.push_str(&terminal(2, &second.join(" "), "main = \"10\"", "trilux = \"1\""));
        text.push_str(&terminal(3, "", "", "royal-match = \"1\""));
        if let Some(v) = try_settle(&text) {
            check_money(&v)?;
            super::one_line::one_line_per_wager(&text, &v).map_err(TestCaseError::fail)?;
        }
    }
}

/// The generators do produce rounds that settle, so the properties above test something.
#[test]
fn generators_produce_settled_rounds() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let (mut stadium_ok, mut split_ok, mut bj_ok) = (0, 0, 0);
    for _ in 0..500 {
        let c = stadium_case().new_tree(&mut runner).unwrap().current();
        for n in 0..=c.words.len() {
            if let Some(v) = try_settle(&stadium_text(&c, &c.words[..n].join(" "))) {
                stadium_ok += 1;
                if hands(&v, 1).len() > 1 {
                    split_ok += 1;
                }
            }
        }
        let b = blackjack_case().new_tree(&mut runner).unwrap().current();
        if try_settle(&blackjack_text(&b)).is_some() {
            bj_ok += 1;
        }
    }
    assert!(
        stadium_ok >= 100,
        "only {stadium_ok} stadium rounds settled"
    );
    assert!(
        split_ok >= 3,
        "only {split_ok} split stadium rounds settled"
    );
    assert!(bj_ok >= 10, "only {bj_ok} blackjack rounds settled");
}

//! `pitpay analyze blackjack-main` and `stadium-main`, as a games manager runs
//! them: the edge against published exact figures, Stadium's edge confirmed by a
//! simulation that replays community cards per terminal (R7.3), the strategy card, and
//! every bad option refused with exit 2 naming it. The engine's own tests (more published
//! figures, charts cell by cell, hand values) are its unit tests, in crates/edge/src/tests/.

use serde_json::Value;

use crate::cli::run;

/// `pitpay analyze ARGS`: exit status, standard output, standard error.
fn analyze(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["analyze"];
    all.extend_from_slice(args);
    let r = run(&all);
    (r.code, r.stdout, r.stderr)
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let (code, stdout, stderr) = analyze(&all);
    assert_eq!(code, 0, "{stderr}");
    serde_json::from_str(&stdout).unwrap()
}

/// Wizard of Odds, "Blackjack Appendix 9" (wizardofodds.com/games/blackjack/appendix/9/),
/// composition-dependent play, 3 to 2, double any two, resplits to four hands but not
/// Aces, one card to each split Ace, the dealer peeking, no surrender: the player's
/// return. Pitpay's defaults with `surrender=none` are exactly those rules.
#[test]
fn r3_1_blackjack_agrees_with_published_exact_returns_to_a_thousandth_of_a_point() {
    for (decks, soft17, das, published) in [
        ("1", "stand", "true", 0.1839),
        ("1", "stand", "false", 0.0423),
        ("2", "hit", "true", -0.3797),
        ("5", "hit", "true", -0.5918),
        ("5", "stand", "false", -0.5225),
    ] {
        let v = json(&[
            "blackjack-main",
            "--decks",
            decks,
            "--set",
            &format!("soft17={soft17}"),
            "--set",
            &format!("double_after_split={das}"),
            "--set",
            "surrender=none",
        ]);
        let edge = v["composition_dependent"]["house_edge"].as_f64().unwrap();
        let ours = -100.0 * edge;
        assert!(
            (ours - published).abs() <= 0.001,
            "{decks} decks {soft17} DAS {das}: {ours:.5}% against {published}%"
        );
        // The chart's own edge is never better than composition-dependent play.
        assert!(v["basic_strategy"]["house_edge"].as_f64().unwrap() >= edge);
    }
}

/// The rule-cost table is the difference of two analyses: 6 to 5 costs the player what a
/// blackjack's lost half-unit times its frequency costs (about 1.36 points at 6 decks,
/// Wizard of Odds' rule-variation table: 1.39 points), and dealer hits soft 17 costs
/// about 0.2 points.
#[test]
fn r3_1_the_rule_costs_have_the_published_signs_and_sizes() {
    let v = json(&["blackjack-main", "--decks", "6"]);
    let cost = |change: &str| {
        v["rule_costs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["change"] == change)
            .unwrap_or_else(|| panic!("{change}"))["basic_points"]
            .as_f64()
            .unwrap()
    };
    assert!((1.3..1.45).contains(&cost("blackjack_pays = 6-to-5")));
    assert!((0.15..0.25).contains(&cost("soft17 = hit")));
    assert!(cost("double_after_split = false") > 0.0);
    assert!(cost("surrender = none") > 0.0);
    // Insurance off the top: 3·16d/(52d−1) − 1, about −7.4% at 6 and 8 decks.
    let ins = |d: u64| {
        v["insurance"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["decks"] == d)
            .unwrap()["house_edge"]
            .as_f64()
            .unwrap()
    };
    assert!((ins(6) - (1.0 - 3.0 * 96.0 / 311.0)).abs() < 1e-12);
    assert!((ins(8) - (1.0 - 3.0 * 128.0 / 415.0)).abs() < 1e-12);
}

/// Stadium (R7): the analysis of a terminal playing the chart, and of one that always
/// times out under the table's auto-rule, each confirmed by a simulation that deals the
/// community cards and gives each terminal's dealer the ones it did not use, within
/// three standard errors (10^6 rounds here; 10^8 in docs/analysis.md).
#[test]
fn r7_3_stadium_edges_are_confirmed_by_simulation() {
    for set in ["auto_rule=s17-h12", "auto_rule=s18-h17"] {
        let v = json(&[
            "stadium-main",
            "--decks",
            "8",
            "--set",
            set,
            "--simulate",
            "1000000",
        ]);
        let sims = v["simulations"].as_array().unwrap();
        assert_eq!(sims.len(), 2, "{set}");
        for s in sims {
            let z = s["z"].as_f64().unwrap();
            assert!(z.abs() < 3.0, "{set}: {s}");
        }
        // A timeout costs the player several points (R7.5: no double, split or surrender).
        let timeout = v["timeouts"].as_array().unwrap();
        let own = timeout.iter().find(|t| t["this_table"] == true).unwrap();
        let basic = v["basic_strategy"]["house_edge"].as_f64().unwrap();
        assert!(
            own["figures"]["house_edge"].as_f64().unwrap() > basic + 0.04,
            "{set}"
        );
    }
}

/// The strategy card prints on Letter and A4, never over a file unasked.
#[test]
fn the_strategy_card_prints_and_is_never_written_over_unasked() {
    let dir = tempfile::tempdir().unwrap();
    for paper in ["letter", "a4"] {
        let card = dir.path().join(format!("card-{paper}.pdf"));
        let path = card.to_str().unwrap();
        let args = [
            "blackjack-main",
            "--decks",
            "6",
            "--card",
            path,
            "--paper",
            paper,
        ];
        let (code, _, stderr) = analyze(&args);
        assert_eq!(code, 0, "{stderr}");
        let doc = lopdf::Document::load(&card).unwrap();
        assert_eq!(doc.get_pages().len(), 1);
        let text = doc.extract_text(&[1]).unwrap();
        assert!(text.contains("Blackjack basic strategy"), "{text}");
        assert!(text.contains("Dealer shows"), "{text}");
        let before = std::fs::read(&card).unwrap();
        let (code, _, stderr) = analyze(&args);
        assert_eq!(code, 2, "{stderr}");
        assert_eq!(std::fs::read(&card).unwrap(), before);
    }
}

/// Bad input: an option the game does not have, a value it does not take, a deck count
/// outside the paytable's, an option that does not change the edge: exit 2, the option
/// named, nothing printed.
#[test]
fn main_game_options_that_do_not_apply_are_refused_naming_them() {
    for (args, says) in [
        (
            &["blackjack-main", "--set", "double_on=2-20"][..],
            "double_on",
        ),
        (
            &["blackjack-main", "--set", "surrender=enabled"][..],
            "surrender",
        ),
        (
            &["blackjack-main", "--set", "auto_rule=s17-h17"][..],
            "auto_rule",
        ),
        (&["stadium-main", "--set", "peek=no"][..], "peek"),
        (
            &["stadium-main", "--set", "double_on=any-two"][..],
            "double_on",
        ),
        (
            &["stadium-main", "--set", "standoff=always"][..],
            "standoff",
        ),
        (&["stadium-main", "--decks", "4"][..], "--decks 4"),
        (&["blackjack-main", "--decks", "9"][..], "--decks 9"),
        (&["blackjack-main", "--set", "max_hands=5"][..], "max_hands"),
        (&["blackjack-main", "--meter", "5"][..], "--meter"),
        (&["stadium-main", "--simulate", "5"][..], "--simulate 5"),
    ] {
        let (code, stdout, stderr) = analyze(args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

/// R7.4: the report names which of Stadium's configurable paytables the options are:
/// 1-4 (double 2-20, after a split, three hands) by default, 5 with double 10-11, no
/// double after a split and two hands; paytable 5's rules cost the player.
#[test]
fn r7_4_stadium_paytables_1_to_4_and_5_are_named_and_priced() {
    let (code, four, _) = analyze(&["stadium-main", "--decks", "6"]);
    assert_eq!(code, 0);
    assert!(
        four.contains("These are the rules of Stadium's paytables 1-4."),
        "{four}"
    );
    let five_args = [
        "stadium-main",
        "--decks",
        "6",
        "--set",
        "double_on=10-11",
        "--set",
        "double_after_split=false",
        "--set",
        "max_hands=2",
    ];
    let (code, text, _) = analyze(&five_args);
    assert_eq!(code, 0);
    assert!(
        text.contains("These are the rules of Stadium's paytable 5."),
        "{text}"
    );
    let one = json(&["stadium-main", "--decks", "6"]);
    let five = json(&five_args);
    let edge = |v: &Value| v["basic_strategy"]["house_edge"].as_f64().unwrap();
    // crates/edge NOTES.md: 0.5191% and 0.7648% at 6 decks, S17, 3 to 2, no surrender.
    assert!(
        (100.0 * edge(&one) - 0.5191).abs() < 0.0001,
        "{}",
        edge(&one)
    );
    assert!(
        (100.0 * edge(&five) - 0.7648).abs() < 0.0001,
        "{}",
        edge(&five)
    );
}

/// The Stadium table in docs/analysis.md is what the program prints: each
/// figure of each deck count, basic strategy, composition-dependent play and the four
/// auto-rules' timeouts, to the four decimals the page shows (it once said 0.5191% where
/// the program says 0.5190%).
#[test]
fn r7_5_the_stadium_figures_in_the_docs_are_the_programs() {
    let page = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/analysis.md"),
    )
    .unwrap();
    let header = "| decks | basic strategy | composition-dependent | timeout s17-h12 | s17-h17 | s18-h17 | s18-h12 |";
    let table: Vec<&str> = page
        .lines()
        .skip_while(|l| *l != header)
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    assert_eq!(table.len(), 2, "the table's rows: {table:?}");
    for row in table {
        let cells: Vec<&str> = row
            .split('|')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .collect();
        let decks = cells[0];
        let v = json(&["stadium-main", "--decks", decks]);
        let percent = |x: &Value| format!("{:.4}%", x.as_f64().unwrap() * 100.0);
        let mut program = vec![
            percent(&v["basic_strategy"]["house_edge"]),
            percent(&v["composition_dependent"]["house_edge"]),
        ];
        for rule in ["s17-h12", "s17-h17", "s18-h17", "s18-h12"] {
            let t = v["timeouts"]
                .as_array()
                .unwrap()
                .iter()
                .find(|t| t["auto_rule"] == rule)
                .unwrap();
            program.push(percent(&t["figures"]["house_edge"]));
        }
        assert_eq!(cells[1..], program[..], "{decks} decks");
    }
}

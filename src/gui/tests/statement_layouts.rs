//! One statement, three layouts: the command line's table, the signed slip's text and the
//! app's settlement screen show the same rows line for line (the cells, the reason with
//! its rule and notes: rounding R1.5, standoff R7.4, unverified paytable R5), the same
//! card lines, meters and totals, on rounds that cover every game and every note.

use std::path::Path;
use std::sync::Arc;

use crate::gui::screen::settle::Settle;
use assert_cmd::Command;
use pitpay_core::settle;
use pitpay_core::Catalog;
use pitpay_core::Round;
use pitpay_core::{Statement, STANDOFF_NOTE};

/// Rounds covering Lucky 9 (split, Tie, Bonus 9, progressive), blackjack (even money,
/// surrender, double, insurance, rounding note, split, unverified paytable, Lucky Break,
/// dealer wagers) and Stadium (terminals, dealer wagers, side bets, standoff).
const ROUNDS: [&str; 7] = [
    "tests/rounds/lucky9-contract.toml",
    "tests/rounds/lucky9-split-tie.toml",
    "tests/rounds/lucky9-progressive.toml",
    "tests/rounds/lucky-break-seed.toml",
    "tests/rounds/blackjack-every-note.toml",
    "tests/rounds/stadium-two-terminals.toml",
    "tests/rounds/stadium-standoff.toml",
];

/// The statement every layout shows: with this installation's floor notes (chips from
/// the rack, tax flags) for this year.
fn statement(path: &str) -> Statement {
    let text = std::fs::read_to_string(path).unwrap();
    let catalog = Catalog::with_operator_dir(None);
    let round = Round::parse(path, &text, &catalog).unwrap();
    pitpay_core::statement(
        &settle(&round).unwrap(),
        catalog.floor(),
        this_year(),
        pitpay_language::english(),
    )
}

/// This year on the computer's calendar: the command line's tax year for a round
/// without a date, where the data folder sets no time zone.
fn this_year() -> i32 {
    i32::from(jiff::Zoned::now().year())
}

/// Words separated by single spaces, so wrapped and padded text compares as written.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn table(path: &str, data: &Path) -> String {
    let out = Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", data)
        .args(["settle", path])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

fn slip_text(path: &str, data: &Path) -> String {
    let out = data.join("slip.pdf");
    let _ = std::fs::remove_file(&out);
    let run = Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", data)
        .args([
            "slip",
            path,
            "--supervisor",
            "Maria Lopez",
            "--supervisor-id",
            "S-1042",
            // The progressive rounds' meter awards need the patron and a witness.
            "--patron",
            "Jo Smith",
            "--patron-id-type",
            "Passport",
            "--patron-id-last4",
            "4321",
            "--witness",
            "Sam Lee",
            "--witness-id",
            "E-12",
        ])
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(run.status.success(), "{run:?}");
    let doc = lopdf::Document::load_mem(&std::fs::read(&out).unwrap()).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap()
}

/// The settlement screen's texts, wide (one line per wager) or compact (two lines).
fn screen_texts(path: &str, compact: bool) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut screen = Settle::new(Arc::new(Catalog::with_operator_dir(None)));
    screen.load(path, &text).unwrap();
    screen.show_steps = true;
    let view = screen.settlement(compact, this_year(), pitpay_language::english());
    let mut ui = iced_test::simulator(view);
    super::settle_screen::texts(&mut ui)
}

/// The index of the first occurrence of `needle` in `hay` at or after `from`.
fn find_from(hay: &str, needle: &str, from: usize) -> Option<usize> {
    hay.get(from..)?.find(needle).map(|i| i + from)
}

#[test]
fn r1_7_table_slip_and_screen_agree_line_for_line() {
    let data = tempfile::tempdir().unwrap();
    for path in ROUNDS {
        let st = statement(path);
        let table = table(path, data.path());
        let slip = flat(&slip_text(path, data.path()));
        let screen = flat(&screen_texts(path, false).join(" "));
        let compact = flat(&screen_texts(path, true).join(" "));
        // The table: one line per row, in order, holding the row's cells and ending
        // with its explanation.
        let table_rows: Vec<&str> = table
            .lines()
            .skip_while(|l| !l.starts_with("seat "))
            .skip(1)
            .take_while(|l| !l.is_empty() && !l.contains(" meter: "))
            .collect();
        assert_eq!(table_rows.len(), st.rows().count(), "{path}\n{table}");
        let (mut at_slip, mut at_screen, mut at_compact) = (0, 0, 0);
        for (row, line) in st.rows().zip(&table_rows) {
            let cells = flat(&row.cells.join(" "));
            assert!(
                flat(line) == format!("{cells} {}", flat(&row.explanation())),
                "{path}: table line\n{line}\nshould be the row\n{cells} {}",
                row.explanation()
            );
            // The slip: the cells, then the explanation (wrapped), in row order.
            let want = format!("{cells} {}", flat(&row.explanation()));
            at_slip = find_from(&slip, &want, at_slip)
                .unwrap_or_else(|| panic!("{path}: slip lacks, in order:\n{want}\n{slip}"));
            // The screen: the same cells (the result as a word with its sign), then the
            // same explanation.
            let [_, bet, hand, stake, result, odds, paid, net] = row.cells.clone();
            let word = match result.as_str() {
                "win" => "✔ win",
                "lose" => "✘ lose",
                "push" => "= push",
                _ => "½ surrender",
            };
            let want = flat(&format!(
                "{bet} {hand} {stake} {word} {odds} {paid} {net} {}",
                row.explanation()
            ));
            at_screen = find_from(&screen, &want, at_screen)
                .unwrap_or_else(|| panic!("{path}: screen lacks, in order:\n{want}\n{screen}"));
            // The compact screen: result, paid and net first, stake and odds under them.
            let want = flat(&format!(
                "{bet} {hand} {word} {paid} {net} stake {stake} {odds} {}",
                row.explanation()
            ));
            at_compact = find_from(&compact, &want, at_compact).unwrap_or_else(|| {
                panic!("{path}: compact screen lacks, in order:\n{want}\n{compact}")
            });
        }
        for line in st.totals.iter().chain(&st.meters) {
            assert!(table.contains(line.as_str()), "{path}: table lacks {line}");
            assert!(slip.contains(&flat(line)), "{path}: slip lacks {line}");
            assert!(screen.contains(&flat(line)), "{path}: screen lacks {line}");
            assert!(
                compact.contains(&flat(line)),
                "{path}: compact lacks {line}"
            );
        }
        for line in &st.cards {
            assert!(table.contains(line.as_str()), "{path}: table lacks {line}");
            assert!(slip.contains(&flat(line)), "{path}: slip lacks {line}");
        }
    }
}

#[test]
fn r7_4_the_standoff_note_is_on_every_layout() {
    let data = tempfile::tempdir().unwrap();
    let path = "tests/rounds/stadium-standoff.toml";
    let st = statement(path);
    let marked: Vec<_> = st.rows().filter(|r| r.standoff).collect();
    // always-push-insurance: the pushed main wager stays on the layout; the insurance
    // lost (the dealer's A-7 is no blackjack), so it is not marked (R7.4 as amended).
    assert_eq!(marked.len(), 1, "{:#?}", st.seats);
    assert_eq!(marked[0].bet_id, "main");
    assert!(table(path, data.path()).contains(STANDOFF_NOTE));
    assert!(flat(&slip_text(path, data.path())).contains(STANDOFF_NOTE));
    assert!(flat(&screen_texts(path, false).join(" ")).contains(STANDOFF_NOTE));
    assert!(flat(&screen_texts(path, true).join(" ")).contains(STANDOFF_NOTE));
}

#[test]
fn r1_5_the_rounding_note_says_the_exact_amount_and_what_is_paid() {
    // $7 blackjack at 3 to 2 = $10.50 exact; down to a $1.00 unit: $10.00 won, $17 paid.
    let st = statement("tests/rounds/blackjack-every-note.toml");
    let row = st.rows().find(|r| r.seat == 4).unwrap();
    assert_eq!(row.cells[6], "$17.00");
    assert!(
        row.notes
            .contains(&"exact winnings 10.50 rounded down to $1.00 = $10.00 (R1.5)".to_string()),
        "{:?}",
        row.notes
    );
}

#[test]
fn r1_5_a_for_line_names_the_whole_return_as_what_was_rounded() {
    // Booted 3 for 2 on $1 returns $1.50; down to $0.40 it is $1.20. Suited 6
    // for 5 returns $1.20; with a $5 unit it rounds to $0.00, below the stake, so the $1
    // stake is paid (RULES.md R1.5).
    for (path, want) in [
        (
            "tests/cases/blackjack/r1_5_a_for_return_is_what_is_rounded.toml",
            "return 1.50 rounded down to $0.40 = $1.20 (R1.5)",
        ),
        (
            "tests/cases/blackjack/r1_5_a_winning_for_line_is_never_paid_less_than_its_stake.toml",
            "return 1.20 rounded down to $5.00 = $0.00, below the stake, so the stake is paid: $1.00 (R1.5)",
        ),
    ] {
        // The round is the case file above its expectations (tests/README.md).
        let text = std::fs::read_to_string(path).unwrap();
        let round_text = text.split("\n[expect").next().unwrap();
        let catalog = Catalog::with_operator_dir(None);
        let round = Round::parse(path, round_text, &catalog).unwrap();
        let st = pitpay_core::statement(&settle(&round).unwrap(), catalog.floor(), this_year(), pitpay_language::english());
        let row = st.rows().find(|r| r.bet_id == "suited-or-booted").unwrap();
        assert!(row.notes.contains(&want.to_string()), "{path}: {:?}", row.notes);
        assert!(row.working.contains(&want.to_string()), "{path}: {:?}", row.working);
    }
}

fn study(path: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let st = statement(path);
    (
        st.dealer_study.clone(),
        st.seats.iter().map(|s| s.study.clone()).collect(),
    )
}

#[test]
fn r7_3_study_explains_each_terminals_dealer_hand_card_by_card() {
    // README's worked example: terminal 14 split its 8s and used C1-C3, so its dealer is
    // 6♥ K♥ 4♠ = 20; terminal 15 stood and used none, so its dealer is 6♥ 3♣ 5♠ 9♦ = 23.
    let (_, seats) = study("tests/rounds/stadium-two-terminals.toml");
    assert!(seats[0].contains(&"Its hands used C1 to C3; its dealer: card 1 6♥, takes C4 K♥ = hard 16, takes C5 4♠ = hard 20: stands on 17 or more".to_string()), "{seats:#?}");
    assert!(seats[1].contains(&"Its hands used no community card; its dealer: card 1 6♥, takes C1 3♣ = hard 9, takes C2 5♠ = hard 14, takes C3 9♦ = bust 23: busts".to_string()), "{seats:#?}");
}

#[test]
fn r2_2_r2_3_study_says_why_a_nine_is_lucky_and_how_the_dealer_drew() {
    // Dealer K-4 = 4 draws on 0-4 and takes the 3 (R2.2); A-8 is a two-card 9 with no
    // zero-value card on an unsplit hand: a Lucky 9 (R2.3).
    let (dealer, seats) = study("tests/rounds/lucky9-contract.toml");
    assert_eq!(
        dealer,
        ["Dealer: up K♣ (0), hole 4♥ (4) = 4: draws on 0-4; takes 3♦ = 7: stands"]
    );
    assert!(
        seats[0][0].ends_with("is a Lucky 9 (pays 3 to 2)"),
        "{seats:?}"
    );
    // A-A = 2 does not qualify (R2.4); A♠ 9♦ = 10, value 0, draws.
    let (dealer, seats) = study("tests/rounds/lucky9-progressive.toml");
    assert!(dealer[0].starts_with("Dealer: up A♠ (1), hole 9♦ (9) = 10, value 0: draws on 0-4"));
    assert!(
        seats[0][0].ends_with("0, 1 or 2 does not qualify and loses"),
        "{seats:?}"
    );
}

#[test]
fn r6_2_r6_3_study_gives_the_bust_total_and_the_suited_count() {
    // Seed example: the dealer busts 26 with five hearts.
    let (dealer, seats) = study("tests/rounds/lucky-break-seed.toml");
    assert_eq!(dealer, ["Dealer: up 2♥, hole 4♥ = hard 6, takes 3♥ = hard 9, takes 7♥ = hard 16, takes 10♥ = bust 26: busts"]);
    assert!(seats[0].contains(&"Lucky Break: the dealer's total with every Ace as 1 is 26, a bust; 5 suited cards (all the dealer's cards one suit)".to_string()), "{seats:?}");
}

#[test]
fn r3_1_study_tells_soft_from_hard() {
    let (dealer, _) = study("tests/rounds/blackjack-every-note.toml");
    assert_eq!(
        dealer,
        ["Dealer: up A♠, hole 7♣ = soft 18: stands on 17 or more"]
    );
}

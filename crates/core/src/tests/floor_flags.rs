//! The tax and approval flags a win raises under a jurisdiction file:
//! Form W-2G and withholding by year and by times the wager, the house's approval
//! figure; and rack and jurisdiction files refused naming file, line and field. Split
//! from `floor.rs` (no file over 1,000 lines).

use crate::error::FileError;
use crate::floor::{
    FlagId, FloorCatalog, Jurisdiction, Rack, Win, SHIPPED_JURISDICTIONS, SHIPPED_RACKS,
};
use crate::money::{Convention, Currency, Money};
use std::path::PathBuf;

use super::floor::*;

// ---------------------------------------------------------------- flags

fn win(stake: &str, winnings: &str, convention: Convention) -> Win {
    Win {
        stake: money(stake),
        winnings: Money::parse_allowing_zero(winnings).unwrap().0,
        convention,
    }
}

fn flags(j: &Jurisdiction, year: i32, w: &Win) -> Vec<&'static str> {
    let p = j.assess(year, Currency::USD, w);
    p.flags.iter().map(|f| f.id.id()).collect()
}

fn to(stake: &str, winnings: &str) -> Win {
    win(stake, winnings, Convention::To)
}

#[test]
fn a_25000_progressive_award_on_1_dollar_is_w2g_and_withholding() {
    // tests/rounds/lucky9-progressive.toml: the 21+3 Progressive hits 100% of a $25,000
    // meter on a $1 stake: a `for` table, winnings $24,999 (R1.4).
    let lines = settled("lucky9-progressive.toml");
    let line = lines
        .iter()
        .find(|l| l.0.bet == side_bet("21+3-progressive"))
        .unwrap();
    let w = win_of(line);
    assert_eq!(
        w.payout(),
        money("25,000"),
        "the whole return is paid across"
    );
    for year in [2025, 2026] {
        let p = federal().assess(year, Currency::USD, &w);
        assert!(
            p.has(FlagId::W2g) && p.has(FlagId::Withholding),
            "{year}: {p:?}"
        );
        assert_eq!(p.notice, None);
        let w2g = p.flags[0].text.to_string();
        let figure = if year == 2025 { "$600.00" } else { "$2,000.00" };
        assert!(
            w2g.contains(&format!("Form W-2G ({year} figures)"))
                && w2g.contains("$25,000.00")
                && w2g.contains(figure)
                && w2g.contains("300 times the $1.00 wager"),
            "{w2g}"
        );
        let held = p.flags[1].text.to_string();
        assert!(
            held.starts_with("24% federal withholding")
                && held.contains("$24,999.00")
                && held.contains("over $5,000.00"),
            "{held}"
        );
    }
    assert_eq!(
        paid(&us().breakdown(w.payout())),
        (chips(&[("5,000", 5)]), "0.00".into())
    );
}

#[test]
fn w2g_at_below_and_above_the_2025_and_2026_thresholds() {
    // IRS Instructions for Forms W-2G and 5754: winnings of at least the threshold
    // ($600 through 2025, $2,000 in 2026) and at least 300 times the wager. The shipped
    // file compares the amount received (stake included): a $1 stake at `to` odds.
    let j = federal();
    for (year, at) in [(2025, money("600").cents()), (2026, money("2,000").cents())] {
        let received = |cents: i64| Win {
            stake: money("1"),
            winnings: Money::from_cents(cents - 100),
            convention: Convention::To,
        };
        assert!(
            !flags(&j, year, &received(at - 1)).contains(&"w2g"),
            "{year} just below"
        );
        assert!(flags(&j, year, &received(at)).contains(&"w2g"), "{year} at");
        assert!(
            flags(&j, year, &received(at + 1)).contains(&"w2g"),
            "{year} just above"
        );
    }
}

#[test]
fn w2g_needs_300_times_the_wager_in_2025_and_2026() {
    // A $10 stake: 300 times is $3,000, above both years' thresholds.
    let j = federal();
    for year in [2025, 2026] {
        assert!(
            !flags(&j, year, &to("10", "2,989.99")).contains(&"w2g"),
            "{year} below"
        );
        assert!(
            flags(&j, year, &to("10", "2,990")).contains(&"w2g"),
            "{year} at"
        );
        assert!(
            flags(&j, year, &to("10", "2,990.01")).contains(&"w2g"),
            "{year} above"
        );
    }
}

#[test]
fn w2g_reduced_by_the_wager_when_the_operator_says_so() {
    // The payer may reduce the winnings by the wager (IRS instructions): then $599.99
    // won on $1 is not reportable in 2025, $600 is.
    let text = SHIPPED_JURISDICTIONS[0].1.replace(
        "w2g_winnings = \"received\"",
        "w2g_winnings = \"reduced-by-wager\"",
    );
    let j = Jurisdiction::load("us.toml", &text).unwrap();
    for (year, at) in [(2025, "600"), (2026, "2,000")] {
        let at = money(at).cents();
        let w = |c: i64| Win {
            stake: money("1"),
            winnings: Money::from_cents(c),
            convention: Convention::To,
        };
        assert!(!flags(&j, year, &w(at - 1)).contains(&"w2g"), "{year}");
        assert!(flags(&j, year, &w(at)).contains(&"w2g"), "{year}");
        assert!(flags(&j, year, &w(at + 1)).contains(&"w2g"), "{year}");
        let text = j.assess(year, Currency::USD, &w(at)).flags[0]
            .text
            .to_string();
        assert!(text.contains("winnings less the wager"), "{text}");
    }
}

#[test]
fn withholding_over_5000_and_300_times_the_wager_in_2025_and_2026() {
    // IRC §3402(q)(3)(C)(ii): proceeds (winnings less the wager) over $5,000 and at least
    // 300 times the wager; 24% (the regular gambling withholding rate since 2018).
    let j = federal();
    for year in [2025, 2026] {
        assert!(!flags(&j, year, &to("1", "4,999.99")).contains(&"withholding"));
        assert!(
            !flags(&j, year, &to("1", "5,000")).contains(&"withholding"),
            "not over"
        );
        assert!(flags(&j, year, &to("1", "5,000.01")).contains(&"withholding"));
        // $20 stake: 300 times is $6,000.
        assert!(!flags(&j, year, &to("20", "5,999.99")).contains(&"withholding"));
        assert!(flags(&j, year, &to("20", "6,000")).contains(&"withholding"));
        assert!(flags(&j, year, &to("20", "6,000.01")).contains(&"withholding"));
    }
}

#[test]
fn approval_at_below_and_above_the_house_threshold() {
    // The shipped operator figure: a payout of $10,000 or more. At a `to` table the
    // payout is the winnings; at a `for` table the whole return.
    let j = federal();
    for year in [2025, 2026] {
        assert!(!flags(&j, year, &to("100", "9,999.99")).contains(&"approval"));
        assert!(flags(&j, year, &to("100", "10,000")).contains(&"approval"));
        assert!(flags(&j, year, &to("100", "10,000.01")).contains(&"approval"));
        let for_ = |w: &str| win("1", w, Convention::For);
        assert!(!flags(&j, year, &for_("9,998.99")).contains(&"approval"));
        assert!(flags(&j, year, &for_("9,999")).contains(&"approval"));
    }
    let p = j.assess(2026, Currency::USD, &to("100", "10,000"));
    let text = p
        .flags
        .iter()
        .find(|f| f.id == FlagId::Approval)
        .unwrap()
        .text
        .to_string();
    assert!(text.contains("$10,000.00 is at least $10,000.00"), "{text}");
}

#[test]
fn approval_by_odds_when_the_operator_sets_them() {
    let text = SHIPPED_JURISDICTIONS[0].1.replace(
        "amount = \"10,000\"\n# odds = \"500 to 1\"",
        "odds = \"500 to 1\"",
    );
    let j = Jurisdiction::load("us.toml", &text).unwrap();
    assert_eq!(j.approval.unwrap().amount, None);
    assert!(!flags(&j, 2026, &to("2", "999.99")).contains(&"approval"));
    assert!(flags(&j, 2026, &to("2", "1,000")).contains(&"approval"));
    assert!(flags(&j, 2026, &to("2", "1,000.01")).contains(&"approval"));
}

#[test]
fn the_same_win_dated_2025_and_2026_flags_by_that_years_threshold() {
    // $1,000 won on $2 at 500 to 1: W-2G in 2025 ($600), not in 2026 ($2,000).
    let j = federal();
    let w = to("2", "1,000");
    assert_eq!(flags(&j, 2025, &w), ["w2g"]);
    assert!(flags(&j, 2026, &w).is_empty());
}

#[test]
fn a_year_without_figures_is_said_plainly() {
    let j = federal();
    for year in [2017, 2027] {
        let p = j.assess(year, Currency::USD, &to("1", "25,000"));
        assert!(!p.has(FlagId::W2g) && !p.has(FlagId::Withholding));
        assert!(
            p.has(FlagId::Approval),
            "approval does not depend on the year"
        );
        let notice = p.notice.unwrap().to_string();
        assert!(
            notice.contains(&format!("no W-2G or withholding figures for {year}"))
                && notice.contains("it holds 2018 to 2026"),
            "{notice}"
        );
    }
}

#[test]
fn no_flags_on_a_loss_or_in_another_currency() {
    let j = federal();
    assert_eq!(j.assess(2026, Currency::USD, &to("1", "0")).flags, []);
    let p = j.assess(2026, Currency::GBP, &to("1", "25,000"));
    assert!(p.flags.is_empty());
    assert!(p
        .notice
        .unwrap()
        .to_string()
        .contains("is in USD and the round in GBP"));
}

// ---------------------------------------------------------------- bad files

fn line_of(text: &str, needle: &str) -> usize {
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle} not in the text"));
    crate::error::line_of(text, at)
}

#[track_caller]
fn refused_rack(text: &str, field: &str, fragment: &str, at: &str) -> FileError {
    let e = Rack::load("my-rack.toml", text).unwrap_err();
    assert_eq!(e.file, "my-rack.toml");
    assert_eq!(e.field, field, "{e}");
    assert!(
        e.message.contains(fragment),
        "{e}\n  should contain: {fragment}"
    );
    assert_eq!(e.line, Some(line_of(text, at)), "{e}");
    e
}

#[track_caller]
fn refused_place(text: &str, field: &str, fragment: &str, at: &str) -> FileError {
    let e = Jurisdiction::load("my-place.toml", text).unwrap_err();
    assert_eq!(e.field, field, "{e}");
    assert!(
        e.message.contains(fragment),
        "{e}\n  should contain: {fragment}"
    );
    assert_eq!(e.line, Some(line_of(text, at)), "{e}");
    e
}

fn us_text() -> &'static str {
    SHIPPED_RACKS
        .iter()
        .find(|(n, _)| *n == "us-standard.toml")
        .unwrap()
        .1
}

/// One bad file: replace `old` (first occurrence) by `new` in the base text; the error
/// names `field`, says `fragment`, on the line holding `new`.
type Case = (&'static str, &'static str, &'static str, &'static str);

#[test]
fn bad_racks_are_refused_naming_file_line_and_field() {
    let base = rack_text("USD", &["1", "5", "25"]);
    let cases: [Case; 12] = [
        ("value = \"5\"", "value = \"0\"", "chip[2].value", "is zero"),
        (
            "value = \"25\"",
            "value = \"5.00\"",
            "chip[3].value",
            "$5.00 is already chip[2]",
        ),
        (
            "value = \"5\"",
            "value = \"-5\"",
            "chip[2].value",
            "negative",
        ),
        (
            "value = \"5\"",
            "value = 5.5",
            "chip[2].value",
            "TOML float",
        ),
        (
            "value = \"5\"",
            "value = \"£5\"",
            "chip[2].value",
            "is in GBP but the rack is in USD",
        ),
        (
            "value = \"25\"",
            "value = \"2,000,000\"",
            "chip[3].value",
            "above the largest chip",
        ),
        (
            "display = \"#808080\"",
            "display = \"grey\"",
            "chip[1].display",
            "is not a colour",
        ),
        (
            "colour = \"c5\"",
            "colour = \" \"",
            "chip[2].colour",
            "name the chip's colour",
        ),
        (
            "currency = \"USD\"",
            "currency = \"JPY\"",
            "currency",
            "not a currency",
        ),
        ("id = \"test\"", "id = \"my rack\"", "id", "one word"),
        (
            "name = \"Test rack\"",
            "color = \"red\"",
            "color",
            "unknown field",
        ),
        (
            "currency = \"USD\"",
            "currency = \"USD\"\ncolour_for_colour_from = \"10\"",
            "colour_for_colour_from",
            "$10.00 is not one of the rack's chips",
        ),
    ];
    for (old, new, field, fragment) in cases {
        let t = base.replacen(old, new, 1);
        let at = new.rsplit('\n').next().unwrap();
        let e = refused_rack(&t, field, fragment, at);
        assert!(e.to_string().starts_with("my-rack.toml:"), "{e}");
    }
    let t = rack_text("USD", &["0.99", "1,000"]);
    refused_rack(&t, "chip", "too far from multiples", "[[chip]]");
    let t = "id = \"x\"\nname = \"X\"\ncurrency = \"USD\"\nchip = []\n";
    refused_rack(t, "chip", "at least one [[chip]]", "chip = ");
    let many: Vec<String> = (1..=17).map(|n| n.to_string()).collect();
    let refs: Vec<&str> = many.iter().map(String::as_str).collect();
    refused_rack(
        &rack_text("USD", &refs),
        "chip",
        "at most 16 chips",
        "[[chip]]",
    );
    // The shipped US rack with a missing key.
    let t = us_text().replacen("colour = \"white\"\n", "", 1);
    let e = Rack::load("us.toml", &t).unwrap_err();
    assert!(e.message.contains("missing field `colour`"), "{e}");
}

#[test]
fn bad_jurisdictions_are_refused_naming_file_line_and_field() {
    let base = SHIPPED_JURISDICTIONS[0].1;
    let cases: [Case; 13] = [
        (
            "from = 2026",
            "from = 2025",
            "year[2].from",
            "2025 to 2026 overlaps year[1] (2018 to 2025)",
        ),
        (
            "to = 2025",
            "to = 2017",
            "year[1].to",
            "2017 is before from = 2018",
        ),
        (
            "rate = \"24%\"",
            "rate = \"24\"",
            "year[1].rate",
            "not a rate",
        ),
        (
            "times_wager = 300",
            "times_wager = 0",
            "year[1].times_wager",
            "not a multiple of the wager",
        ),
        ("w2g = \"2,000\"", "w2g = \"0\"", "year[2].w2g", "is zero"),
        (
            "withholding = \"5,000\"",
            "withholding = \"£5,000\"",
            "year[1].withholding",
            "is in GBP but the jurisdiction is in USD",
        ),
        (
            "from = 2018",
            "from = 18",
            "year[1].from",
            "not a calendar year",
        ),
        (
            "w2g_winnings = \"received\"",
            "w2g_winnings = \"gross\"",
            "w2g_winnings",
            "not received or reduced-by-wager",
        ),
        (
            "effective = \"2026-01-01\"",
            "effective = \"2026-02-30\"",
            "effective",
            "not a date",
        ),
        (
            "amount = \"10,000\"",
            "odds = \"3:2\"",
            "approval.odds",
            "is not odds",
        ),
        (
            "times_wager = 300\nsource = \"P.L.",
            "times = 300\nsource = \"P.L.",
            "times",
            "unknown field",
        ),
        (
            "currency = \"USD\"",
            "currency = \"usd dollars\"",
            "currency",
            "not a currency",
        ),
        (
            "name = \"United States federal (IRS)\"",
            "name = \" \"",
            "name",
            "needs a name",
        ),
    ];
    for (old, new, field, fragment) in cases {
        let t = base.replacen(old, new, 1);
        let at = new.split('\n').next().unwrap();
        refused_place(&t, field, fragment, at);
    }
    let first_source = base.find("source = \"IRS").unwrap();
    let end = first_source + base[first_source..].find('\n').unwrap();
    let t = format!("{}source = \"  \"{}", &base[..first_source], &base[end..]);
    refused_place(
        &t,
        "year[1].source",
        "say where the figures come from",
        "source = \"  \"",
    );
    let t = base.replace("amount = \"10,000\"\n", "");
    refused_place(&t, "approval", "set an amount, odds or both", "[approval]");
}

#[test]
fn the_shipped_jurisdiction_stores_each_year_with_its_source() {
    let j = federal();
    let years: Vec<(i32, i32, String, String, u32, u32)> = j
        .years
        .iter()
        .map(|y| {
            (
                y.from,
                y.to,
                y.w2g.to_string(),
                y.withholding.to_string(),
                y.rate,
                y.times_wager,
            )
        })
        .collect();
    assert_eq!(
        years,
        [
            (2018, 2025, "600.00".into(), "5000.00".into(), 24, 300),
            (2026, 2026, "2000.00".into(), "5000.00".into(), 24, 300)
        ]
    );
    assert!(j.years[0]
        .source
        .contains("Instructions for Forms W-2G and 5754"));
    assert!(j.years[1].source.contains("P.L. 119-21") && j.years[1].source.contains("§70433"));
}

/// The rack example in docs/floor.md is a rack that loads, as written there.
#[test]
fn the_readmes_rack_example_loads() {
    let readme = std::fs::read_to_string(
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("docs/floor.md"),
    )
    .unwrap();
    let start = readme
        .find("```toml\nid = \"my-rack\"")
        .expect("docs/floor.md shows a rack");
    let body = &readme[start + "```toml\n".len()..];
    let text = &body[..body.find("```").unwrap()];
    let rack = Rack::load("docs/floor.md rack", text).unwrap();
    assert_eq!(rack.id, "my-rack");
    assert_eq!(rack.values().count(), 2);
}

/// A rack file that does not load is named when a round asks for its rack.
#[test]
fn a_broken_rack_file_is_named_when_its_rack_is_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("racks")).unwrap();
    std::fs::write(
        dir.path().join("racks/my-rack.toml"),
        "id = \"my-rack\"\ncurrency = \"USD\"\ncolour = \"red\"\n",
    )
    .unwrap();
    let floors = FloorCatalog::with_operator_dir(Some(dir.path()));
    let why = floors
        .rack_for(Some("my-rack"), Currency::USD)
        .unwrap_err()
        .to_string();
    assert!(why.contains("there is no rack \"my-rack\""), "{why}");
    assert!(why.contains("my-rack.toml"), "{why}");
}

// ---------------------------------------------------------------- money the flags state

/// The withholding in money (IRC §3402(q), 24% in 2026): on a $1 wager that wins
/// $48,311.57, the winnings less the wager are $48,311.57 and the tax is
/// $11,594.7768, rounded half up to the cent: $11,594.78.
#[test]
fn withholding_states_the_tax_rounded_half_up_to_the_cent() {
    let p = federal().assess(2026, Currency::USD, &to("1", "48,311.57"));
    let held = p
        .flags
        .iter()
        .find(|f| f.id == FlagId::Withholding)
        .unwrap();
    assert_eq!(held.withheld, Some((24, money("11,594.78"))));
    let w2g = p.flags.iter().find(|f| f.id == FlagId::W2g).unwrap();
    assert_eq!(w2g.withheld, None, "a W-2G alone withholds nothing");
    // Half a cent rounds up, less than half down.
    assert_eq!(
        crate::floor::jurisdiction::withheld(12_345, 24),
        Money::from_cents(2963)
    );
    assert_eq!(
        crate::floor::jurisdiction::withheld(12_343, 24),
        Money::from_cents(2962)
    );
}

/// The amount to be paid on the lucky9-progressive round (tests/rounds): the 21+3
/// Progressive hits 100% of a $25,000 meter on a $1 `for` table (R1.4, R4.3), so the
/// whole $25,000.00 return leaves the cage; 24% of the $24,999.00 winnings less the
/// wager is withheld ($5,999.76) and the patron nets $19,000.24. Paid at the cage, the
/// award plans no table chips.
#[test]
fn r4_3_a_meter_award_is_paid_at_the_cage_with_the_withholding_and_net_stated() {
    let s = settle_file("lucky9-progressive.toml");
    let (rack, jurisdiction) = (us(), federal());
    let floor = crate::Floor {
        rack: Some(&rack),
        jurisdiction: Some(&jurisdiction),
        year: 2026,
        colour_for_colour: false,
    };
    let st = crate::Statement::with_floor(&s, &floor, pitpay_language::english());
    let award = st
        .seats
        .iter()
        .flat_map(|seat| &seat.rows)
        .find(|r| r.meter_award)
        .unwrap();
    assert!(award.at_cage && award.chips.is_none(), "{award:?}");
    assert_eq!(award.payout, money("25,000"));
    let to_pay = st.to_pay;
    assert!(to_pay.at_cage);
    assert_eq!(to_pay.withheld, money("5,999.76"));
    assert_eq!(to_pay.withholding_rate, Some(24));
    // Every winning line's payout: the award's $25,000.00 and the rest of the round's.
    let others: i64 = st
        .seats
        .iter()
        .flat_map(|seat| &seat.rows)
        .filter(|r| !r.meter_award && r.party == crate::Party::Player)
        .map(|r| r.payout.cents())
        .sum();
    assert_eq!(to_pay.amount.cents(), 2_500_000 + others);
    assert_eq!(
        to_pay.net_to_patron.cents(),
        to_pay.amount.cents() - 599_976
    );
}

/// R1.4, R1.7, on tests/rounds/lucky9-contract.toml: the $25 main wager's Lucky 9 wins
/// 3 to 2 and the $5 bonus 5 to 1, so $37.50 + $25.00 = $62.50 leaves the rack; the
/// $30.00 of stakes stays with the player, stated apart. The contract's `paid` ($92.50
/// for the seat) is stake back plus winnings, a different figure.
#[test]
fn r1_4_the_amount_to_be_paid_is_the_winnings_with_the_stake_stated_apart() {
    let st = crate::Statement::of(
        &settle_file("lucky9-contract.toml"),
        pitpay_language::english(),
    );
    assert_eq!(st.to_pay.amount, money("62.50"));
    assert_eq!(st.to_pay.stake_stays, money("30.00"));
    assert_eq!(st.to_pay.withheld, Money::ZERO);
    assert_eq!(st.player.paid, money("92.50"));
    assert!(!st.to_pay.at_cage);
}

fn settle_file(name: &str) -> crate::Settlement {
    let path = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("tests/rounds")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    let round =
        crate::round::Round::parse("round.toml", &text, &crate::catalog::Catalog::shipped())
            .unwrap();
    crate::settle::settle(&round).unwrap()
}

/// A Macau podium's slip states the same flags in Chinese, with the same figures: the
/// W-2G's year and thresholds, the withholding's rate, the approval's odds written as
/// the statement writes odds (25賠1), and the notice of a round in another currency.
#[test]
fn the_flags_are_stated_in_the_readers_language_with_the_same_figures() {
    use pitpay_language::{Language, Words};
    let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
    let p = federal().assess(2026, Currency::USD, &to("1", "25,000"));
    let said: Vec<String> = p.flags.iter().map(|f| f.text.in_words(&hant)).collect();
    let english: Vec<String> = p.flags.iter().map(|f| f.text.to_string()).collect();
    assert!(said[0].starts_with("W-2G 表格（2026 年數字）"), "{said:?}");
    assert!(said[1].starts_with("聯邦預扣稅 24%"), "{said:?}");
    for (zh, en) in said.iter().zip(&english) {
        assert!(!zh.contains("winnings") && !zh.contains("wager"), "{zh}");
        // Every figure the English states, the Chinese states too.
        for figure in en.split(' ').filter(|w| w.starts_with('$')) {
            let figure = figure.trim_end_matches([',', ')']);
            assert!(zh.contains(figure), "{figure} not in {zh}");
        }
    }
    let notice = j_notice_in(&hant);
    assert!(
        notice.contains("未核對稅務標記") && notice.contains("GBP"),
        "{notice}"
    );
}

fn j_notice_in(w: &pitpay_language::Words) -> String {
    let p = federal().assess(2026, Currency::GBP, &to("1", "25,000"));
    p.notice.unwrap().in_words(w)
}

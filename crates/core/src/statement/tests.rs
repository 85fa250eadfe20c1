//! The settlement's words in every language: the seed rounds (`tests/rounds`) and the
//! golden cases (`tests/cases`) settled and written in English, Traditional Chinese and
//! the en-XA pseudo-language. Chinese terms are those of `GLOSSARY-zh.md` (the shared
//! glossary of the translations); the pseudo-language shows any word left outside Fluent
//! as plain ASCII English.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use pitpay_language::{english, t, Language, Words};

use crate::settlement::Step;

use super::{statement, Statement, STANDOFF_NOTE};
use crate::catalog::Catalog;
use crate::settlement::{
    HandVerdict, Lucky9Verdict, LuckyBreakVerdict, Reason, Settlement, TieVerdict,
};

fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).to_path_buf()
}

/// A case file's round: the text before its first `[expect…]` table.
fn round_text(text: &str) -> &str {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let l = line.trim_start();
        if l.starts_with("[expect") || l.starts_with("[[expect") {
            break;
        }
        offset += line.len();
    }
    text.get(..offset).unwrap_or(text)
}

/// The shipped catalog, read once for every test here.
static CATALOG: LazyLock<Catalog> = LazyLock::new(Catalog::shipped);

/// Every seed round and golden case that settles, settled once.
static SETTLED: LazyLock<Vec<(String, Settlement)>> = LazyLock::new(read_and_settle);

fn settled() -> &'static [(String, Settlement)] {
    &SETTLED
}

/// Every seed round and golden case that settles, by file name.
fn read_and_settle() -> Vec<(String, Settlement)> {
    let catalog = &*CATALOG;
    let mut files = Vec::new();
    for dir in [
        "tests/rounds",
        "tests/cases/lucky9",
        "tests/cases/blackjack",
        "tests/cases/stadium",
    ] {
        let mut here: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect();
        here.sort();
        files.extend(here);
    }
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let round = match crate::round::Round::parse(&name, round_text(&text), catalog) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{name}: {e}");
                continue;
            }
        };
        if let Ok(s) = crate::settle::settle(&round) {
            out.push((name, s));
        }
    }
    assert!(out.len() > 100, "only {} rounds settled", out.len());
    out.push(("envy".into(), envy()));
    out
}

/// The envy round of the engine's R4.5 test (no shipped paytable has an envy tier): seat
/// 1 hits suited three of a kind, seats 2 and 3 are paid the envy bonus.
fn envy() -> Settlement {
    const TABLE: &str = "id = \"envy-test\"\nname = \"21+3 Progressive with envy\"\ngame = [\"blackjack\"]\nbet = \"21+3-progressive\"\nkind = \"pattern\"\nversion = \"1\"\neffective = \"2026-11-01\"\ndecks = [8]\nmin = \"1\"\nmax = \"1\"\nfixed_stake = \"1\"\nconvention = \"for\"\nverified = true\nreseed = \"2,000\"\ncards = \"first-two+up\"\n\n[[tier]]\nname = \"Suited three of a kind\"\nwhen = [\"suited-three-of-a-kind\"]\nmeter = \"100%\"\nenvy = \"100\"\n";
    const ROUND: &str = "game = \"blackjack\"\ndecks = 8\n[paytables]\n\"21+3-progressive\" = \"envy-test\"\n[progressive]\nmeter = \"25,000\"\n[cards]\ndealer = \"7H 10C\"\n[[seat]]\nseat = 1\nhands = [\"7H 7H\"]\n[seat.wagers]\nmain = \"10\"\n\"21+3-progressive\" = \"1\"\n[[seat]]\nseat = 2\nhands = [\"9C 8D\"]\n[seat.wagers]\nmain = \"10\"\n\"21+3-progressive\" = \"1\"\n";
    let mut catalog = Catalog::shipped();
    catalog.add_source("envy.toml", TABLE);
    let round = crate::round::Round::parse("envy.toml", ROUND, &catalog).unwrap();
    crate::settle::settle(&round).unwrap()
}

fn words(tag: &str) -> Words {
    Words::shipped(Language::parse(tag).unwrap())
}

/// The statement with the shipped racks' chips (the floor's words too).
fn written(s: &Settlement, w: &Words) -> Statement {
    statement(s, CATALOG.floor(), 2026, w)
}

/// Which kind of reason a line has; exhaustive, so a new variant must be named here.
fn kind(r: &Reason) -> String {
    match r {
        Reason::Lucky9(v) => format!("lucky9 {v:?}"),
        Reason::Tie(v) => format!("tie {v:?}"),
        Reason::SideBet { tier: Some(_), .. } => "side bet met".into(),
        Reason::SideBet { tier: None, .. } => "side bet none".into(),
        Reason::Envy { .. } => "envy".into(),
        Reason::Hand(v) => format!("hand {v:?}"),
        Reason::EvenMoney => "even money".into(),
        Reason::Surrender { lost_to_blackjack } => format!("surrender {lost_to_blackjack}"),
        Reason::Insurance { dealer_blackjack } => format!("insurance {dealer_blackjack}"),
        Reason::LuckyBreak(LuckyBreakVerdict::Wins { .. }) => "lucky break wins".into(),
        Reason::LuckyBreak(LuckyBreakVerdict::OverCap { .. }) => "lucky break over cap".into(),
        Reason::LuckyBreak(v) => format!("lucky break {v:?}"),
    }
}

/// Every kind of reason there is, as [`kind`] names it.
fn every_kind() -> BTreeSet<String> {
    use crate::house::TieWins;
    let mut all = BTreeSet::new();
    for v in [
        Lucky9Verdict::NotQualified,
        Lucky9Verdict::LuckyBeatsThreeCard,
        Lucky9Verdict::DealerLuckyBeatsThreeCard,
        Lucky9Verdict::NinesPush,
        Lucky9Verdict::NinesAllPush,
        Lucky9Verdict::Higher,
        Lucky9Verdict::Lower,
        Lucky9Verdict::Equal,
    ] {
        all.insert(kind(&Reason::Lucky9(v)));
    }
    for v in [
        TieVerdict::Wins(TieWins::MainPushes),
        TieVerdict::Wins(TieWins::EqualTotals),
        TieVerdict::MainDidNotPush,
        TieVerdict::NoTie,
    ] {
        all.insert(kind(&Reason::Tie(v)));
    }
    for v in [
        HandVerdict::Bust,
        HandVerdict::BlackjackPush,
        HandVerdict::Blackjack,
        HandVerdict::DealerBlackjackStakeReturned,
        HandVerdict::DealerBlackjackOriginalOnly,
        HandVerdict::DealerBlackjack,
        HandVerdict::DealerBusts,
        HandVerdict::Higher,
        HandVerdict::Lower,
        HandVerdict::Equal,
    ] {
        all.insert(kind(&Reason::Hand(v)));
    }
    for b in [true, false] {
        all.insert(kind(&Reason::Surrender {
            lost_to_blackjack: b,
        }));
        all.insert(kind(&Reason::Insurance {
            dealer_blackjack: b,
        }));
    }
    all.extend(
        [
            "side bet met",
            "side bet none",
            "envy",
            "even money",
            "lucky break wins",
            "lucky break over cap",
        ]
        .map(String::from),
    );
    all.insert(kind(&Reason::LuckyBreak(
        LuckyBreakVerdict::DealerBlackjack,
    )));
    all.insert(kind(&Reason::LuckyBreak(LuckyBreakVerdict::DealerStands)));
    all
}

/// Every `Reason` variant, and every verdict of each, is met by a golden round, and each
/// is written from a message in every language (no `[id]` of a missing one, no empty
/// reason).
#[test]
fn every_reason_kind_is_met_by_a_golden_round_and_written_in_every_language() {
    let rounds = settled();
    let (hant, hans, pseudo) = (words("zh-Hant"), words("zh-Hans"), words("en-XA"));
    let languages = [english(), &hant, &hans, &pseudo];
    let mut met = BTreeSet::new();
    for (name, s) in rounds {
        for w in languages {
            let st = written(s, w);
            for (row, line) in st.rows().zip(s.seats.iter().flat_map(|x| &x.wagers)) {
                met.insert(kind(&line.reason));
                assert!(!row.reason.trim().is_empty(), "{name}: an empty reason");
                let all = [&row.reason]
                    .into_iter()
                    .chain(&row.notes)
                    .chain(&row.working);
                for text in all {
                    assert!(!text.contains("[settlement-"), "{name}: {text}");
                }
            }
        }
    }
    let missing: Vec<_> = every_kind().difference(&met).cloned().collect();
    assert!(missing.is_empty(), "no golden round settles: {missing:?}");
}

/// The texts of a statement this module writes (the house options' phrases, the
/// jurisdiction's flags and notices are written elsewhere), each with where it came from.
fn texts(st: &Statement) -> Vec<String> {
    let mut out = vec![st.heading.clone(), st.dealer.clone()];
    out.extend(st.dealer_study.iter().cloned());
    out.extend(st.paytables.iter().map(|p| p.text.clone()));
    out.extend(st.warnings.iter().cloned());
    out.extend(st.cards.iter().cloned());
    out.extend(st.meters.iter().cloned());
    out.extend(st.declared_suit.iter().cloned());
    out.extend(
        st.progressives
            .iter()
            .flat_map(|m| m.lines.iter().map(|l| l.0.clone())),
    );
    out.extend(st.totals.iter().cloned());
    out.extend(st.to_pay_lines.iter().cloned());
    for seat in &st.seats {
        out.push(seat.title.clone());
        out.push(seat.pay.clone());
        out.extend(seat.replay.iter().cloned());
        out.extend(seat.study.iter().cloned());
        for h in &seat.hands {
            out.push(h.label.clone());
            out.push(h.value.clone());
        }
        for row in &seat.rows {
            out.extend([
                row.cells[1].clone(),
                row.cells[4].clone(),
                row.cells[5].clone(),
            ]);
            out.push(row.reason.clone());
            let flags: Vec<&String> = row.flags.iter().map(|f| &f.text).collect();
            out.extend(row.notes.iter().filter(|n| !flags.contains(n)).cloned());
            out.extend(row.working.iter().cloned());
        }
    }
    out
}

/// The words a settlement takes from its data, not from the messages: paytable ids,
/// names, versions, fingerprints, bet titles and tier names, the game's brand name, the
/// currency, table and rack ids, chip colours and the auto-rule in force.
fn data_names(s: &Settlement, st: &Statement) -> Vec<String> {
    let mut out = vec![s.game.title().to_string(), s.currency.id().to_string()];
    out.extend(s.header.table.clone());
    for t in &s.paytables {
        out.extend([
            t.id.clone(),
            t.name.clone(),
            t.bet_title(),
            t.version.clone(),
        ]);
        out.push(t.fingerprint.clone());
        out.extend(t.tiers().iter().map(|x| x.name.clone()));
    }
    out.extend(st.rack.iter().map(|r| r.0.clone()));
    for row in st.rows() {
        out.extend(
            row.chips
                .iter()
                .flat_map(|c| c.chips.iter().map(|x| x.colour.clone())),
        );
    }
    for seat in &s.seats {
        for step in &seat.replay {
            if let Step::Timeout { rule, .. } = step {
                out.push(rule.to_string());
            }
        }
    }
    // Longest first, so a name inside another is not cut out of it first.
    out.sort_by_key(|n| std::cmp::Reverse(n.len()));
    out
}

/// What of an en-XA text no message wrote: the pseudo-language brackets each piece of a
/// message's own text, so what is outside brackets came in as a variable (data, cards,
/// amounts) or was written in Rust.
fn outside_messages(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The plain ASCII words (two letters or more) left in `text` once its data names are
/// taken out: card codes (A, K, C4), R-numbers and amounts are one letter or none.
fn plain_words(text: &str, names: &[String]) -> Vec<String> {
    let mut rest = text.to_string();
    for n in names.iter().filter(|n| !n.is_empty()) {
        rest = rest.replace(n.as_str(), " ");
    }
    rest.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        .map(String::from)
        .collect()
}

/// In en-XA (Fluent's accented, bracketed pseudo-English) every round's statement shows
/// no plain English word: each is a message. A word written in Rust shows here as ASCII.
#[test]
fn en_xa_leaves_no_plain_english_word_in_any_golden_round() {
    let pseudo = words("en-XA");
    let mut left = BTreeSet::new();
    for (name, s) in settled() {
        let st = written(s, &pseudo);
        let names = data_names(s, &st);
        for text in texts(&st) {
            for word in plain_words(&outside_messages(&text), &names) {
                left.insert(format!("{name}: {word:?} in {text:?}"));
            }
        }
        // The same text in English does show English words: the check can fail.
        let english_texts = texts(&written(s, english())).join(" ");
        assert!(!plain_words(&english_texts, &names).is_empty(), "{name}");
    }
    let first: Vec<_> = left.iter().take(20).collect();
    assert!(
        left.is_empty(),
        "{} plain words, first: {first:#?}",
        left.len()
    );
}

/// A round settled in Traditional Chinese pays the same amounts as in English, and its
/// reasons use GLOSSARY-zh.md's words: 黑傑克 (blackjack, a natural), 爆牌 (bust), 和局
/// (push), 莊家 (dealer), 保險 (insurance), 投降 (surrender); Lucky 9's Natural 9 is
/// 例牌9 (例牌, a baccarat natural on Macau floors; the glossary has no entry for it).
#[test]
fn zh_hant_reasons_say_the_glossary_words_with_the_same_amounts() {
    let hant = words("zh-Hant");
    let mut seen = BTreeSet::new();
    for (name, s) in settled() {
        let en = written(s, english());
        let zh = written(s, &hant);
        assert_eq!(en.to_pay, zh.to_pay, "{name}");
        for (e, z) in en.rows().zip(zh.rows()) {
            assert_eq!(
                (e.stake, e.paid, e.net, e.payout),
                (z.stake, z.paid, z.net, z.payout)
            );
            assert_eq!(
                [&e.cells[3], &e.cells[6], &e.cells[7]],
                [&z.cells[3], &z.cells[6], &z.cells[7]]
            );
            for (english_word, chinese) in [
                ("Natural 9", "例牌9"),
                ("blackjack", "黑傑克"),
                ("bust", "爆牌"),
                (": push", "和局"),
                ("Dealer", "莊家"),
                ("insurance", "保險"),
                ("urrender", "投降"),
            ] {
                if e.reason.contains(english_word) {
                    assert!(
                        z.reason.contains(chinese),
                        "{name}: {} / {}",
                        e.reason,
                        z.reason
                    );
                    seen.insert(chinese);
                }
            }
            assert!(!z.reason.is_ascii(), "{name}: {}", z.reason);
        }
    }
    assert_eq!(seen.len(), 7, "{seen:?}");
}

/// Counts choose their plural form: one card, two cards; one deck, eight decks; and the
/// Chinese has its one form (CLDR: no plural in Chinese).
#[test]
fn counts_choose_their_plural_form() {
    let en = english();
    let stands = |w: &Words, n: u8| {
        t!(
            w,
            "settlement-watch-dealer-stands",
            total = "21",
            count = n,
            cards = "A-K"
        )
    };
    assert_eq!(stands(en, 1), "The dealer stands on 21 with 1 card (A-K)");
    assert_eq!(stands(en, 2), "The dealer stands on 21 with 2 cards (A-K)");
    assert_eq!(stands(&words("zh-Hant"), 1), "莊家以1張牌停於21點（A-K）");
    let heading = |n: u8| {
        t!(
            en,
            "settlement-heading",
            game = "Blackjack",
            decks = n,
            currency = "USD"
        )
    };
    assert_eq!(heading(1), "Blackjack · 1 deck · USD");
    assert_eq!(heading(8), "Blackjack · 8 decks · USD");
    let points = |n: u32| {
        t!(
            en,
            "settlement-points",
            a = "A",
            b = "A",
            a_points = "1",
            b_points = "1",
            points = n
        )
    };
    assert!(
        points(2).ends_with("2 points (every Ace one)"),
        "{}",
        points(2)
    );
}

/// The English standoff note the layouts' tests compare with is the message's English.
#[test]
fn the_standoff_note_is_the_english_message() {
    assert_eq!(t!(english(), "settlement-note-standoff"), STANDOFF_NOTE);
}

/// A side bet's tier is named in the reader's language where its paytable file gives a
/// name (every shipped file does, in both Chinese scripts): a Chinese statement says the
/// posted Chinese tier name, as the sign on the table does, and English says the English;
/// a file with no name in the language says its English name.
#[test]
fn a_tier_met_is_named_in_the_statements_language() {
    let hant = words("zh-Hant");
    let mut named = 0;
    for (name, s) in settled() {
        let (en, zh) = (written(s, english()), written(s, &hant));
        let (en, zh) = (texts(&en).join("\n"), texts(&zh).join("\n"));
        for line in s.seats.iter().flat_map(|seat| &seat.wagers) {
            let Reason::SideBet { tier: Some(i), .. } = line.reason else {
                continue;
            };
            let Some(tier) = s
                .table_of(line.bet)
                .and_then(|t| t.tiers().get(usize::from(i)))
            else {
                continue;
            };
            // A file with no Chinese name (the envy round's own paytable) falls back
            // to the name it posts in English.
            let chinese = tier.names.get(hant.language()).unwrap_or(&tier.name);
            assert!(zh.contains(chinese), "{name}: {chinese} not in\n{zh}");
            assert!(
                en.contains(&tier.name),
                "{name}: {} not in\n{en}",
                tier.name
            );
            named += 1;
        }
    }
    assert!(named > 10, "only {named} tiers met in the golden rounds");
}

/// A chip's colour is said in the reader's language where it is one of the usual colours
/// of the shipped racks (a dealer in Macau calls a $100 chip 黑色, black), whatever its
/// case in the rack file; a colour of a property's own is said as its file writes it, and
/// English always says the file's word.
#[test]
fn chip_colours_are_said_in_the_language_and_a_propertys_own_as_written() {
    let (hant, hans) = (words("zh-Hant"), words("zh-Hans"));
    let colour = super::floor::chip_colour;
    assert_eq!(colour(&hant, "black"), "黑色");
    assert_eq!(colour(&hant, "Black"), "黑色");
    assert_eq!(colour(&hans, "green"), "绿色");
    assert_eq!(colour(&hant, "half-dollar coin"), "半美元硬幣");
    assert_eq!(colour(&hant, "teal and gold"), "teal and gold");
    assert_eq!(colour(english(), "Black"), "Black");
    // Every colour a shipped rack names has its Chinese word.
    let catalog = &*CATALOG;
    let mut seen = 0;
    for rack in catalog.floor().racks() {
        for chip in &rack.chips {
            let said = colour(&hant, &chip.colour);
            assert!(
                !said.is_ascii(),
                "{}: {} is not translated",
                rack.id,
                chip.colour
            );
            seen += 1;
        }
    }
    assert!(seen > 10, "{seen}");
}

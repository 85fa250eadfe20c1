//! Paytable signs (issue: signs from the very paytables that settle the bets): every
//! shipped paytable prints in every size, and the text read back from the PDF (with
//! lopdf, nothing outside Cargo) carries the name, the tiers' pays in the paytable's own
//! convention, the fingerprint, the proof mark of an unverified paytable, R1.2's "not
//! available" and the rules that settle disputes (R2.3, R4.3, R4.6, R5).

use pitpay_core::Catalog;
use pitpay_documents::sign::{render, Size};

fn text_of(pdf: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(pdf).unwrap();
    doc.extract_text(&[1]).unwrap()
}

#[test]
fn every_shipped_paytable_prints_in_every_size_with_its_fingerprint() {
    let catalog = Catalog::with_operator_dir(None);
    for t in catalog.paytables() {
        for size in [Size::Letter, Size::A4, Size::Tent] {
            let pdf = render(&catalog, &t.id, size, None, None, false).unwrap();
            let text = text_of(&pdf);
            assert!(
                text.contains(&t.fingerprint),
                "{} {size:?}: fingerprint",
                t.id
            );
            assert!(
                text.contains(&t.name.to_uppercase()),
                "{} {size:?}: name",
                t.id
            );
            assert!(
                text.contains(&format!("version {}", t.version)),
                "{} {size:?}: version",
                t.id
            );
            assert!(
                text.contains(&t.effective),
                "{} {size:?}: effective date",
                t.id
            );
        }
    }
}

#[test]
fn r2_7_bonus_nine_sign_lists_every_tier_in_order_with_to_odds() {
    let catalog = Catalog::with_operator_dir(None);
    let text =
        text_of(&render(&catalog, "lucky9-bonus", Size::Letter, Some(8), None, false).unwrap());
    let order = [
        "200 to 1", "100 to 1", "50 to 1", "40 to 1", "30 to 1", "5 to 1",
    ];
    let mut at = 0;
    for pays in order {
        let found = text[at..]
            .find(pays)
            .unwrap_or_else(|| panic!("{pays} missing or out of order"));
        at += found + pays.len();
    }
    assert!(text.contains("Minimum $1.00"), "{text}");
    assert!(text.contains("Maximum $1,000.00"), "{text}");
}

#[test]
fn r1_2_suited_three_threes_is_not_available_with_two_decks() {
    let catalog = Catalog::with_operator_dir(None);
    let two = text_of(&render(&catalog, "lucky9-bonus", Size::A4, Some(2), None, false).unwrap());
    assert!(two.contains("not available"), "{two}");
    assert!(!two.contains("200 to 1"), "{two}");
    let three = text_of(&render(&catalog, "lucky9-bonus", Size::A4, Some(3), None, false).unwrap());
    assert!(
        three.contains("200 to 1") && !three.contains("not available"),
        "{three}"
    );
}

#[test]
fn r4_2_progressive_sign_uses_for_odds_meter_share_and_fixed_stake() {
    let catalog = Catalog::with_operator_dir(None);
    let text = text_of(
        &render(
            &catalog,
            "21plus3-progressive-7",
            Size::Letter,
            None,
            None,
            false,
        )
        .unwrap(),
    );
    for s in [
        "100% of meter",
        "2000 for 1",
        "150 for 1",
        "40 for 1",
        "20 for 1",
        "5 for 1",
        "3 for 1",
        "Wager $1.00 exactly",
    ] {
        assert!(text.contains(s), "missing {s}: {text}");
    }
    let uk = text_of(
        &render(
            &catalog,
            "21plus3-progressive-uk15",
            Size::Letter,
            None,
            None,
            false,
        )
        .unwrap(),
    );
    for s in [
        "£10,000.00",
        "£2,000.00",
        "£1,000.00",
        "Wager £25.00 exactly",
        "6 decks",
    ] {
        assert!(uk.contains(s), "missing {s}: {uk}");
    }
}

/// R5: an unverified paytable's sign is a proof: it says "PROOF — NOT FOR POSTING" and
/// the unverified warning (outside the panel: layout_tests/marks.rs measures where); a
/// verified paytable's sign says neither.
#[test]
fn r5_unverified_paytable_prints_as_a_proof() {
    let catalog = Catalog::with_operator_dir(None);
    for size in [Size::Letter, Size::A4, Size::Tent] {
        let text = words(
            &render(
                &catalog,
                "suited-or-booted-example",
                size,
                None,
                None,
                false,
            )
            .unwrap(),
        );
        assert!(text.contains("PROOF — NOT FOR POSTING"), "{size:?}: {text}");
        assert!(
            text.contains("Unverified paytable: confirm against the posted sign"),
            "{size:?}: {text}"
        );
    }
    let verified =
        text_of(&render(&catalog, "lucky9-bonus", Size::Letter, None, None, false).unwrap());
    assert!(!verified.contains("PROOF"), "{verified}");
    assert!(
        !verified.to_lowercase().contains("unverified"),
        "{verified}"
    );
}

/// A sign's text as one line of words: a rule wrapped over several lines reads whole.
fn words(pdf: &[u8]) -> String {
    text_of(pdf)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every size of one paytable's sign, as words.
fn every_size(catalog: &Catalog, id: &str) -> Vec<(Size, String)> {
    [Size::Letter, Size::A4, Size::Tent]
        .into_iter()
        .map(|size| {
            (
                size,
                words(&render(catalog, id, size, None, None, false).unwrap()),
            )
        })
        .collect()
}

/// R4.6 (and R7.7): Super 3 is wagered only beside a TriLux wager of the same party
/// on the same spot, and TriLux settles on its own; the sign says so in every size. A
/// TriLux sign needs no such line.
#[test]
fn r4_6_super_3_sign_says_it_needs_a_trilux_wager() {
    let catalog = Catalog::with_operator_dir(None);
    for (size, text) in every_size(&catalog, "super3-1") {
        for s in [
            "Super 3 is taken only with a TriLux wager on the same spot by the same party",
            "a Super 3 for the dealer needs a TriLux for the dealer",
            "TriLux is paid on its own",
        ] {
            assert!(text.contains(s), "{size:?}: missing {s}: {text}");
        }
    }
    let trilux = words(&render(&catalog, "trilux-01", Size::Letter, None, None, false).unwrap());
    assert!(!trilux.contains("taken only with"), "{trilux}");
}

/// R5: Suited or Booted counts the player's first two cards and the first hit card,
/// which is the third card dealt to hand 1 by a hit or a double (a split hand's second
/// card is not one); the cards count when the hand busts or has blackjack; with no hit
/// card the lines that need it cannot win.
#[test]
fn r5_suited_or_booted_sign_says_which_cards_count() {
    let catalog = Catalog::with_operator_dir(None);
    for (size, text) in every_size(&catalog, "suited-or-booted-example") {
        for s in [
            "the player's first two cards and, where a line says so, the first hit card",
            "the third card dealt to hand 1 by a hit or a double",
            "a split hand's second card is not one",
            "They count even when the hand busts or has blackjack",
            "with no hit card, a line that needs one cannot win",
        ] {
            assert!(text.contains(s), "{size:?}: missing {s}: {text}");
        }
    }
}

/// R4.2, R4.3: the 21+3 Progressive paytables 1-11 pay a tier on three of the declared
/// suit, a table setting, so their signs carry a "Declared suit: ____" line to write it
/// on; Pay Table 15 has no declared-suit tier and no such line, nor has any other sign.
#[test]
fn r4_3_declared_suit_signs_have_a_line_to_write_the_suit_on() {
    let catalog = Catalog::with_operator_dir(None);
    for t in catalog.paytables() {
        let declared = (1..=11).any(|n| t.id == format!("21plus3-progressive-{n}"));
        for (size, text) in every_size(&catalog, &t.id) {
            assert_eq!(
                text.contains("Declared suit: ______"),
                declared,
                "{} {size:?}: {text}",
                t.id
            );
            if declared {
                assert!(
                    text.contains("With no suit declared, the declared-suit line cannot win"),
                    "{} {size:?}: {text}",
                    t.id
                );
            }
        }
    }
}

/// R2.3: a Lucky 9 is a two-card 9 on an unsplit hand; a two-card 9 on a split hand is
/// a split 9 and pays 1 to 1. The Lucky 9 sign says so in every size.
#[test]
fn r2_3_lucky_9_sign_says_a_split_nine_pays_even_money() {
    let catalog = Catalog::with_operator_dir(None);
    for (size, text) in every_size(&catalog, "lucky9-main") {
        assert!(
            text.contains(
                "A two-card 9 on a split hand is no Lucky 9: it pays even money (1 to 1)"
            ),
            "{size:?}: {text}"
        );
    }
}

#[test]
fn r2_main_sign_summarises_the_rules_and_follows_the_house_rules() {
    let catalog = Catalog::with_operator_dir(None);
    let text = text_of(&render(&catalog, "lucky9-main", Size::Letter, None, None, false).unwrap());
    assert!(text.contains("dealer draws on 0-4"), "{text}");
    assert!(text.contains("3 to 2"), "{text}");
    assert!(text.contains("A Lucky 9 beats a three-card 9"), "{text}");
    let push = text_of(
        &render(
            &catalog,
            "lucky9-main",
            Size::Letter,
            None,
            Some("lucky9-nines-push"),
            false,
        )
        .unwrap(),
    );
    assert!(push.contains("Every 9 against 9 pushes"), "{push}");
}

#[test]
fn r6_5_lucky_break_sign_shows_base_and_multipliers() {
    let catalog = Catalog::with_operator_dir(None);
    let text = text_of(&render(&catalog, "lucky-break-2", Size::A4, None, None, false).unwrap());
    for s in [
        "Dealer busts with 26",
        "3 to 1",
        "× 100",
        "× 10",
        "× 2",
        "Maximum $100.00",
    ] {
        assert!(text.contains(s), "missing {s}: {text}");
    }
}

#[test]
fn bad_sign_requests_are_refused_with_reasons() {
    let catalog = Catalog::with_operator_dir(None);
    let e = render(&catalog, "no-such-table", Size::Letter, None, None, false).unwrap_err();
    assert!(e.to_string().contains("no-such-table"), "{e}");
    let e = render(&catalog, "trilux-01", Size::Letter, Some(4), None, false).unwrap_err();
    assert!(e.to_string().contains("not dealt from 4 decks"), "{e}");
    let e = render(
        &catalog,
        "lucky9-main",
        Size::Letter,
        None,
        Some("nope"),
        false,
    )
    .unwrap_err();
    assert!(e.to_string().contains("nope"), "{e}");
}

#[test]
fn the_command_writes_a_sign_and_refuses_an_unknown_id() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("tent.pdf");
    assert_cmd::Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", dir.path())
        .args(["sign", "trilux-02", "--size", "tent", "--out"])
        .arg(&out)
        .assert()
        .success();
    assert!(text_of(&std::fs::read(&out).unwrap()).contains("TRILUX TRI-02"));
    let missing = dir.path().join("missing.pdf");
    assert_cmd::Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", dir.path())
        .args(["sign", "nope", "--out"])
        .arg(&missing)
        .assert()
        .code(2);
    assert!(!missing.exists(), "nothing is written on bad input");
}

/// `--show-edge` adds "House advantage x.xx%" from the exact
/// analysis; off by default. Royal Match 21 paytable A (suited K-Q 25 to 1, suited 5 to 2)
/// at 6 decks: house edge 0.066658 (Wizard of Odds, "Royal Match", Version 1, six
/// decks; the same figure tests/engine/analysis.rs reproduces), posted as 6.67%.
#[test]
fn a_sign_shows_the_house_advantage_only_when_asked() {
    let catalog = Catalog::with_operator_dir(None);
    let sign = |edge| {
        text_of(&render(&catalog, "royal-match-a", Size::Letter, Some(6), None, edge).unwrap())
    };
    assert!(
        sign(true).contains("House advantage 6.67%"),
        "{}",
        sign(true)
    );
    assert!(!sign(false).contains("House advantage"));
    // A progressive's edge depends on the meter: the sign says which meter (its reseed).
    let progressive = text_of(
        &render(
            &catalog,
            "21plus3-progressive-1",
            Size::Letter,
            Some(6),
            None,
            true,
        )
        .unwrap(),
    );
    assert!(
        progressive.contains("with the meter at $2,000.00"),
        "{progressive}"
    );
}

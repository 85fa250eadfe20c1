//! Paytable signs (issue: signs from the very paytables that settle the bets): every
//! shipped paytable prints in every size, and the text read back from the PDF (with
//! lopdf, nothing outside Cargo) carries the name, the tiers' pays in the paytable's own
//! convention, the fingerprint, the unverified banner and R1.2's "not available".

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

#[test]
fn r5_unverified_paytable_carries_the_banner() {
    let catalog = Catalog::with_operator_dir(None);
    let text = text_of(
        &render(
            &catalog,
            "suited-or-booted-example",
            Size::Letter,
            None,
            None,
            false,
        )
        .unwrap(),
    );
    assert!(
        text.contains("UNVERIFIED PAYTABLE: CONFIRM AGAINST THE POSTED SIGN"),
        "{text}"
    );
    let verified =
        text_of(&render(&catalog, "lucky9-bonus", Size::Letter, None, None, false).unwrap());
    assert!(!verified.contains("UNVERIFIED"), "{verified}");
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

//! What a slip says about the money, as a regulator's payout slip must (Mississippi
//! Gaming Regulation 13-7-9.3: the amount to be paid, signature lines by amount): the
//! amount to be paid is the winnings, with the stake that stays stated apart (R1.4,
//! R1.7); withholding is money on the slip, with the net to the patron; the signature
//! lines follow the amount and the settings' `[cage]`; a second slip for a live slip's
//! round says it is a re-issue.

use crate::install::{file_text, flat, lucky_break, s, Podium};
use crate::jackpots::{meter_hit, PATRON};

fn with_settings(text: &str) -> Podium {
    let p = Podium::new(None);
    std::fs::write(p.data.path().join("settings.toml"), text).unwrap();
    p
}

/// The lucky-break-seed round (tests/rounds) wins $10.00 on the $10 main wager and
/// $153.00 on the $1 Lucky Break at 3 to 1 + 3 to 1 × 50 (R6.4): $163.00 to be paid,
/// the $11.00 staked staying with the player; the contract's "paid" is $174.00.
#[test]
fn r1_4_the_amount_to_be_paid_is_the_winnings_and_the_stake_stays_apart() {
    let p = Podium::new(None);
    let (r, out) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let text = flat(&file_text(&out));
    assert!(
        text.contains(
            "Amount to be paid: $163.00 (winnings; the $11.00 staked stays with the player)"
        ),
        "{text}"
    );
    assert!(text.contains("paid $174.00"), "{text}");
    // Under Mississippi's figures ($1,199.99, $5,000.00) no second signature is asked.
    for role in ["Verifier:", "Manager:", "Cashier:"] {
        assert!(!text.contains(role), "{role} in {text}");
    }
}

/// `[cage]` sets the figures: over $100.00 a verifier signs; $163.00 is not over $163.00,
/// so no manager.
#[test]
fn the_signature_lines_follow_the_amount_and_the_cage_settings() {
    let p = with_settings("[cage]\nverifier_over = \"100\"\nmanager_over = \"163\"\n");
    let (r, out) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let text = flat(&file_text(&out));
    assert!(text.contains("Verifier:"), "{text}");
    assert!(!text.contains("Manager:"), "{text}");
    assert!(
        text.contains("Dealer:") && text.contains("ID ___"),
        "{text}"
    );
    // A reprint shows the lines the original did, whatever the settings say now.
    std::fs::write(p.data.path().join("settings.toml"), "").unwrap();
    let copy = p.path("copy.pdf");
    let r = p.ok(
        &[
            "reprint",
            "1",
            "--supervisor",
            "Ana Reyes",
            "--supervisor-id",
            "S-77",
            "--out",
            s(&copy),
        ],
        &[],
    );
    let copy_text = flat(&file_text(&copy));
    assert!(copy_text.contains("Verifier:"), "{r:?} {copy_text}");
}

/// The meter award of `meter_hit` (a $1 21+3 Progressive hitting 100% of a $25,000
/// meter, R4.3, a `for` table): $25,000.00 to be paid at the cage; 24% federal
/// withholding (IRC §3402(q), 2026 figures) of the $24,999.00 winnings less the wager is
/// $5,999.76, rounded half up to the cent; the patron nets $19,000.24. Over both of
/// Mississippi's figures, with the cage paying: verifier, manager and cashier sign.
#[test]
fn r4_3_a_meter_award_states_the_withholding_and_net_and_is_paid_at_the_cage() {
    let p = Podium::new(None);
    let mut args = vec!["--supervisor", "Ana Reyes"];
    args.extend_from_slice(&PATRON);
    let (r, out) = p.slip(&meter_hit(false), "S-77", &args, &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let text = flat(&file_text(&out));
    for said in [
        "Amount to be paid: $25,000.00",
        "Federal withholding (24% of the winnings less the wager, rounded half up to the cent): $5,999.76",
        "Net to the patron: $19,000.24",
        "Form W-2G",
        "Paid at the cage",
        "Verifier:",
        "Manager:",
        "Cashier:",
    ] {
        assert!(text.contains(said), "{said} in {text}");
    }
    assert!(
        !text.contains("pay 5 × $5,000.00"),
        "no table chips for it: {text}"
    );
    p.ok(&["verify", s(&out)], &[]);
}

/// `--again` on a round whose slip is live: the second slip names the first beside its
/// number; once the first is voided, the next is issued anew, not as a re-issue.
#[test]
fn a_second_slip_for_a_live_slips_round_says_it_is_a_re_issue() {
    let p = Podium::new(None);
    let round = p.path("round.toml");
    std::fs::write(&round, lucky_break()).unwrap();
    let issue = |n: u32| {
        let out = p.path(&format!("slip-{n}.pdf"));
        let args = [
            "slip",
            s(&round),
            "--supervisor",
            "Ana Reyes",
            "--supervisor-id",
            "S-77",
            "--again",
            "--out",
            s(&out),
        ];
        p.ok(&args, &[]);
        flat(&file_text(&out))
    };
    assert!(!issue(1).contains("RE-ISSUE"));
    assert!(issue(2).contains("PAYOUT SLIP No. 000002 RE-ISSUE of slip 000001"));
    p.ok(
        &[
            "void",
            "2",
            "--reason",
            "printed twice",
            "--supervisor",
            "Ana Reyes",
            "--supervisor-id",
            "S-77",
        ],
        &[],
    );
    let third = issue(3);
    assert!(!third.contains("RE-ISSUE"), "{third}");
}

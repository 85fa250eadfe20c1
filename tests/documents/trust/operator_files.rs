//! Operator paytables: a broken override is never paid at the shipped odds, and
//! two files with one id are an error naming both.

use std::path::PathBuf;

use serde_json::Value;

#[path = "../../support/mod.rs"]
mod support;

use crate::install::*;

/// The shipped Lucky 9 Bonus with the operator's "Any Total 9" at 6 to 1 instead of 5
/// to 1, and, when `broken`, a typo in its top tier's odds.
pub(super) fn operator_bonus(broken: bool) -> String {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("paytables/lucky9-bonus.toml"),
    )
    .unwrap();
    let mut six = text.replacen(
        "when = [\"total 9\"]\nodds = \"5 to 1\"",
        "when = [\"total 9\"]\nodds = \"6 to 1\"",
        1,
    );
    assert_ne!(
        six, text,
        "the shipped file has the Any Total 9 tier at 5 to 1"
    );
    if broken {
        six = six.replacen("odds = \"200 to 1\"", "odds = \"two hundred to 1\"", 1);
    }
    six
}

pub(super) fn contract_round() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds/lucky9-contract.toml")
}

#[test]
fn operator_a_broken_override_is_never_paid_at_the_shipped_odds() {
    // tests/rounds/lucky9-contract.toml wagers $5 on Bonus 9 with A-8 against the
    // dealer's K: Any Total 9. The operator's table pays 6 to 1 ($35 back); the shipped
    // one 5 to 1 ($30). With the operator file broken, neither: the round is refused.
    let inst = Install::new();
    let ops = inst.path("ops");
    std::fs::create_dir(&ops).unwrap();
    std::fs::write(ops.join("my-bonus.toml"), operator_bonus(false)).unwrap();
    let r = inst.run(&[
        "settle",
        s(&contract_round()),
        "--json",
        "--paytables",
        s(&ops),
    ]);
    assert_eq!(r.code, 0, "{r:?}");
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        support::line(&v, 1, "bonus9", 1, "player")["paid"],
        "35.00",
        "the operator's 6 to 1"
    );
    std::fs::write(ops.join("my-bonus.toml"), operator_bonus(true)).unwrap();
    let contract = contract_round();
    for command in ["settle", "slip"] {
        let out = inst.path("s.pdf");
        let mut args = vec![command, s(&contract)];
        if command == "slip" {
            args.extend(["--supervisor", SUPERVISOR, "--supervisor-id", SUPERVISOR_ID]);
            args.extend(["--out", s(&out)]);
        }
        args.extend(["--paytables", s(&ops)]);
        let r = inst.run(&args);
        assert_eq!(r.code, 2, "{command}: {r:?}");
        assert!(r.stdout.is_empty(), "{r:?}");
        assert!(
            r.stderr.contains("my-bonus.toml:33: tier[1].odds")
                && r.stderr.contains("not even at the shipped odds"),
            "{command}: names the operator file, line and field: {r:?}"
        );
        assert!(!r.stderr.contains("no paytable has the id"), "{r:?}");
        assert!(!out.exists());
    }
    assert!(files_in(inst.data()).is_empty(), "no key, no journal");
}

#[test]
fn operator_two_files_with_one_id_are_an_error_naming_both() {
    let inst = Install::new();
    let ops = inst.path("ops");
    std::fs::create_dir(&ops).unwrap();
    std::fs::write(ops.join("a-bonus.toml"), operator_bonus(false)).unwrap();
    std::fs::write(ops.join("b-bonus.toml"), operator_bonus(false)).unwrap();
    let r = inst.run(&["settle", s(&contract_round()), "--paytables", s(&ops)]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr
            .contains("b-bonus.toml:3: id: the id \"lucky9-bonus\" is also defined by")
            && r.stderr.contains("a-bonus.toml"),
        "{r:?}"
    );
    // `paytables` lists the problem, and the id is not offered.
    let r = inst.run(&["paytables", "--json", "--paytables", s(&ops)]);
    assert_eq!(r.code, 0, "{r:?}");
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert!(!v["paytables"]
        .as_array()
        .unwrap()
        .iter()
        .any(|t| t["id"] == "lucky9-bonus"));
    assert!(
        v["problems"][0].as_str().unwrap().contains("a-bonus.toml"),
        "{v}"
    );
}

/// The floor catalog is passed in. A rack and a jurisdiction that exist
/// only in `--paytables DIR` reach the slip of the round that names them, not only
/// `pitpay settle`'s answer, and a reprint made after the folder is gone keeps them (the
/// slip carries the files it was issued with).
#[test]
fn a_rack_and_jurisdiction_only_in_the_paytables_folder_reach_the_slip() {
    let inst = Install::new();
    let ops = inst.path("ops");
    std::fs::create_dir_all(ops.join("racks")).unwrap();
    std::fs::create_dir_all(ops.join("jurisdictions")).unwrap();
    // A club's own rack of two chips (docs/floor.md's example) ...
    std::fs::write(
        ops.join("racks/club.toml"),
        "id = \"club\"\nname = \"Club rack\"\ncurrency = \"USD\"\n\n\
         [[chip]]\nvalue = \"5\"\ncolour = \"red\"\ndisplay = \"#C62828\"\n\n\
         [[chip]]\nvalue = \"100\"\ncolour = \"black\"\ndisplay = \"#212121\"\n",
    )
    .unwrap();
    // ... and the federal file with the house's approval figure lowered to $1,000.
    let federal = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("paytables/jurisdictions/us-federal.toml"),
    )
    .unwrap();
    let lowered = federal.replacen("amount = \"10,000\"", "amount = \"1,000\"", 1);
    assert_ne!(lowered, federal, "the shipped approval figure is $10,000");
    std::fs::write(ops.join("jurisdictions/us-federal.toml"), lowered).unwrap();
    // 3-5 (8) beats the dealer's K-4-3 (7): the $3,825 main wager wins even money
    // (R2.5), paid across in the club's chips as 38 blacks and 5 reds.
    let round = inst.write(
        "club.toml",
        "game = \"lucky9\"\ndecks = 8\ntable = \"L9-4\"\nrack = \"club\"\n\n\
         [cards]\ndealer = \"KC 4H 3D\"\n\n[[seat]]\nseat = 1\nhands = [\"3S 5D\"]\n\
         [seat.wagers]\nmain = \"3825\"\n",
    );
    let chips = "pay 38 × $100.00 (black) + 5 × $5.00 (red)";
    let approval = "Supervisor approval (house threshold)";
    let r = inst.run(&["settle", s(&round), "--paytables", s(&ops)]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(flat(&r.stdout).contains(chips), "{r:?}");
    assert!(flat(&r.stdout).contains(approval), "{r:?}");

    let out = inst.path("club.pdf");
    let number = inst.slip(&round, &out, &["--paytables", s(&ops)]);
    let text = flat(&file_text(&out));
    assert!(
        text.contains(chips),
        "the slip pays in the folder's rack: {text}"
    );
    assert!(text.contains(approval), "the folder's jurisdiction: {text}");
    assert_eq!(inst.verify(&out).code, 0);

    std::fs::remove_dir_all(&ops).unwrap();
    let again = inst.path("again.pdf");
    let n = number.to_string();
    let r = inst.run(&["reprint", &n, "--out", s(&again)]);
    assert_eq!(r.code, 0, "{r:?}");
    let text = flat(&file_text(&again));
    assert!(
        text.contains(chips),
        "the reprint keeps the slip's rack: {text}"
    );
    assert!(text.contains(approval), "and its jurisdiction: {text}");
}

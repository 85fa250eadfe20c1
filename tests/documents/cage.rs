//! The cage pays a slip once (docs/cage.md). Which slips the cage pays: a progressive
//! meter award (R4.3), a tax or approval flag, or an amount to be paid over `[cage] over`;
//! the signatures a payment needs follow the slip's `[cage]` figures (Mississippi
//! Gaming Regulation 13-7-9.3 when unset: a verifier over $1,199.99, a manager over
//! $5,000.00); a slip is paid once, never after its void, and never voided once paid;
//! of two cashiers paying it at the same moment exactly one does.

use serde_json::Value;

use crate::install::{enroll, file_text, flat, lucky_break, record, s, Podium, MANAGER};
use crate::jackpots::{meter_hit, PATRON};

const CASHIER: (&str, &str, &str) = ("C-1", "Cy Ortiz", "112233");
const CASHIER_TWO: (&str, &str, &str) = ("C-2", "Bo Chan", "445566");
const SUPERVISOR: (&str, &str, &str) = ("S-5", "Ana Reyes", "778899");

/// A podium with a manager, a supervisor and two cashiers enrolled.
fn staffed() -> Podium {
    let p = Podium::new(None);
    enroll(&p, MANAGER, "manager", None);
    enroll(&p, SUPERVISOR, "supervisor", Some(MANAGER));
    enroll(&p, CASHIER, "cashier", Some(MANAGER));
    enroll(&p, CASHIER_TWO, "cashier", Some(MANAGER));
    p
}

/// The meter award of `meter_hit`, signed off by the supervisor with the patron and a
/// witness (the manager): slip 1, $25,000.00 to be paid at the cage.
fn award(p: &Podium) -> std::path::PathBuf {
    let mut args = vec!["--supervisor", SUPERVISOR.1];
    let patron: Vec<&str> = PATRON
        .iter()
        .copied()
        .map(|a| match a {
            "Sam Lee" => MANAGER.1,
            "E-12" => MANAGER.0,
            other => other,
        })
        .collect();
    args.extend_from_slice(&patron);
    let (r, out) = p.slip(
        &meter_hit(false),
        SUPERVISOR.0,
        &args,
        &[SUPERVISOR.2, MANAGER.2],
    );
    assert_eq!(r.code, 0, "{r:?}");
    out
}

fn journal_json(p: &Podium) -> Vec<Value> {
    p.slips()
}

/// R4.3: a meter award is the cage's. Its slip says PAY AT CAGE with the amount; the
/// journal lists it outstanding with its amount to be paid; a payment without the
/// verifier and manager its $25,000.00 needs is refused naming them (exit 2); with them
/// it is paid once; a second payment, a void and a verify then say so.
#[test]
fn r4_3_a_meter_award_is_paid_at_the_cage_once_with_the_signatures_its_amount_needs() {
    let p = staffed();
    let out = award(&p);
    let text = flat(&file_text(&out));
    assert!(
        text.contains("PAY AT CAGE Amount to be paid $25,000.00"),
        "{text}"
    );
    let listed = journal_json(&p);
    assert_eq!(listed[0]["cage"], "outstanding");
    assert_eq!(listed[0]["to_pay"], "25000.00");
    assert_eq!(
        listed[0]["paid"], "25000.00",
        "the contract's paid keeps its meaning"
    );
    let r = p.run(&["cage", "list", "--outstanding", "--json"], &[]);
    let owed: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(owed["slips"].as_array().unwrap().len(), 1, "{r:?}");

    p.refused(
        &["cage", "pay", "1", "--cashier", CASHIER.0],
        &[],
        "a verifier",
    );
    p.refused(
        &[
            "cage",
            "pay",
            "1",
            "--cashier",
            CASHIER.0,
            "--verifier",
            CASHIER_TWO.0,
        ],
        &[],
        "--manager",
    );
    // A supervisor does not pay; a cashier does not verify their own payment.
    let pay = |cashier: &'static str, verifier: &'static str| {
        vec![
            "cage",
            "pay",
            "1",
            "--cashier",
            cashier,
            "--verifier",
            verifier,
            "--manager",
            MANAGER.0,
        ]
    };
    p.refused(
        &pay(SUPERVISOR.0, CASHIER_TWO.0),
        &[SUPERVISOR.2],
        "needs a cashier or a manager",
    );
    p.refused(&pay(CASHIER.0, CASHIER.0), &[], "three different people");
    // A wrong PIN is refused as everywhere, and pays nothing.
    p.refused(
        &pay(CASHIER.0, CASHIER_TWO.0),
        &["000000", CASHIER_TWO.2, MANAGER.2],
        "wrong PIN for C-1",
    );
    assert_eq!(journal_json(&p)[0]["cage"], "outstanding");
    let r = p.ok(
        &pay(CASHIER.0, CASHIER_TWO.0),
        &[CASHIER.2, CASHIER_TWO.2, MANAGER.2],
    );
    assert!(
        r.stdout.starts_with("paid slip 1: $25,000.00 (by Cy Ortiz (C-1); verifier Bo Chan (C-2); manager Maria Gomez (M-1))"),
        "{r:?}"
    );

    let again = p.run(
        &pay(CASHIER_TWO.0, CASHIER.0),
        &[CASHIER_TWO.2, CASHIER.2, MANAGER.2],
    );
    assert_eq!(again.code, 1, "{again:?}");
    assert!(
        again.stderr.contains("already paid at the cage")
            && again.stderr.contains("Cy Ortiz (C-1)"),
        "{again:?}"
    );
    let void = p.run(
        &[
            "void",
            "1",
            "--reason",
            "paid twice?",
            "--supervisor-id",
            MANAGER.0,
        ],
        &[MANAGER.2],
    );
    assert_eq!(void.code, 1, "{void:?}");
    assert!(
        void.stderr.contains("a paid slip cannot be voided"),
        "{void:?}"
    );

    let v = p.ok(&["verify", s(&out)], &[]);
    assert!(
        v.stdout.contains("paid at the cage") && v.stdout.contains("Cy Ortiz (C-1)"),
        "{v:?}"
    );
    assert_eq!(journal_json(&p)[0]["cage"], "paid");
    let csv = p.ok(&["journal", "--csv"], &[]).stdout;
    let header: Vec<&str> = csv.lines().next().unwrap().split(',').collect();
    let row: Vec<&str> = csv.lines().nth(1).unwrap().split(',').collect();
    let at = |name: &str| row[header.iter().position(|h| *h == name).unwrap()];
    assert_eq!(
        (at("to_pay"), at("cage"), at("paid")),
        ("25000.00", "paid", "25000.00")
    );
    assert!(p
        .run(&["cage", "list", "--outstanding"], &[])
        .stdout
        .contains("no slip is outstanding"));
    // The shift report's cage section adds up: issued = paid + outstanding, and the
    // paid by cashier.
    let day = journal_json(&p)[0]["gaming_day"]
        .as_str()
        .unwrap()
        .to_string();
    let report = p.path("shift.pdf");
    p.ok(&["report", "--gaming-day", &day, "--out", s(&report)], &[]);
    let text = flat(&file_text(&report));
    for said in [
        "Issued in the period, paid at the cage: 1 slip(s), $25,000.00.",
        "Paid: 1 slip(s), $25,000.00.",
        "Outstanding: 0 slip(s), $0.00.",
        "Cy Ortiz (C-1): 1 slip(s), $25,000.00",
    ] {
        assert!(text.contains(said), "{said} in {text}");
    }
    p.ok(&["journal", "--check"], &[]);
}

/// The slip's QR code as a scanner types it pays the slip; a code naming another
/// journal, or one whose signature is not the journal's slip's, is refused (exit 1).
#[test]
fn a_scanned_qr_code_finds_its_slip_and_a_code_from_elsewhere_is_refused() {
    let p = staffed();
    let out = award(&p);
    let rec = record(&std::fs::read(&out).unwrap());
    let journal = rec["signed"]["journal"]["journal"].as_str().unwrap();
    let code = |journal: &str, sig: &str| {
        format!(
            "PITPAY-SLIP 1 KEY {} SIG {sig} JOURNAL {journal}",
            rec["key_fingerprint"].as_str().unwrap(),
        )
    };
    let sig = rec["signature"].as_str().unwrap();
    let pins = [CASHIER.2, CASHIER_TWO.2, MANAGER.2];
    let pay = |text: &str| {
        p.run(
            &[
                "cage",
                "pay",
                text,
                "--cashier",
                CASHIER.0,
                "--verifier",
                CASHIER_TWO.0,
                "--manager",
                MANAGER.0,
            ],
            &pins,
        )
    };
    let elsewhere = pay(&code("0123456789abcdef0123456789abcdef", sig));
    assert_eq!(elsewhere.code, 1, "{elsewhere:?}");
    assert!(
        elsewhere.stderr.contains("issued on another journal"),
        "{elsewhere:?}"
    );
    let forged = pay(&code(journal, &"0".repeat(128)));
    assert_eq!(forged.code, 1, "{forged:?}");
    assert!(
        forged.stderr.contains("does not match slip 1"),
        "{forged:?}"
    );
    // Caps Lock on at the cage: the same code, upper case.
    let r = pay(&code(journal, sig).to_uppercase());
    assert_eq!(r.code, 0, "{r:?}");
    assert_eq!(journal_json(&p)[0]["cage"], "paid");
}

/// A slip paid from the table's rack is refused at the cage (exit 1); `[cage] over`
/// sends a larger one there: the lucky-break-seed round's $163.00 (R6.4) over $100.00
/// is the cage's, and at $163.00 (not over $1,199.99) only the cashier signs.
#[test]
fn a_table_slip_is_refused_at_the_cage_and_cage_over_sends_larger_ones_there() {
    let p = Podium::new(None);
    let (r, _) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let table = p.run(&["cage", "pay", "1", "--cashier", "C-1"], &[]);
    assert_eq!(table.code, 1, "{table:?}");
    assert!(
        table.stderr.contains("slip 1 is paid at the table"),
        "{table:?}"
    );
    assert!(journal_json(&p)[0].get("cage").is_none());

    std::fs::write(
        p.data.path().join("settings.toml"),
        "[cage]\nover = \"100\"\n",
    )
    .unwrap();
    let (r, out) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(flat(&file_text(&out)).contains("PAY AT CAGE Amount to be paid $163.00"));
    let r = p.ok(&["cage", "pay", s(&out), "--cashier", "C-1", "--json"], &[]);
    let paid: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        (paid["slip"].as_i64(), paid["amount"].as_str()),
        (Some(2), Some("$163.00"))
    );
}

/// The `[cage]` figures of the concurrency tests: the lucky-break-seed round's $163.00
/// is the cage's, and only the cashier signs.
const ONE_SIGNATURE: &str =
    "[cage]\nover = \"100\"\nverifier_over = \"100000\"\nmanager_over = \"100000\"\n";

/// `pitpay cage pay NUMBER --cashier ID` started on each podium at once (both before
/// either is waited for); their exit statuses and words.
fn pay_at_once(podiums: [&Podium; 2], number: &str) -> Vec<(i32, String)> {
    let children: Vec<_> = podiums
        .iter()
        .zip(["C-1", "C-2"])
        .map(|(p, cashier)| {
            std::process::Command::new(assert_cmd::cargo::cargo_bin("pitpay"))
                .env("PITPAY_DATA_DIR", p.data.path())
                .env("PITPAY_MARK_DIR", p.marks.path())
                .env_remove("PITPAY_JOURNAL")
                .args(["cage", "pay", number, "--cashier", cashier])
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    children
        .into_iter()
        .map(|c| {
            let out = c.wait_with_output().unwrap();
            let words = String::from_utf8_lossy(&out.stderr).into_owned();
            (out.status.code().unwrap_or(-1), words)
        })
        .collect()
}

/// Exactly one of two payments at once went through; the other was told it was paid.
fn exactly_one_paid(runs: &[(i32, String)], n: usize) {
    let paid = runs.iter().filter(|r| r.0 == 0).count();
    assert_eq!(paid, 1, "slip {n}: {runs:?}");
    let other = runs.iter().find(|r| r.0 != 0).unwrap();
    assert_eq!(other.0, 1, "{other:?}");
    assert!(other.1.contains("already paid at the cage"), "{other:?}");
}

/// Two cashiers pay the same slip at the same moment, twelve times over: each time
/// exactly one is paid and the other is told it was paid already (the journal's index
/// takes one payment a slip); the chain then checks.
#[test]
fn of_two_cashiers_paying_one_slip_at_once_exactly_one_pays() {
    let p = Podium::new(None);
    std::fs::write(p.data.path().join("settings.toml"), ONE_SIGNATURE).unwrap();
    for n in 1..=12 {
        let (r, _) = p.slip(
            &lucky_break(),
            "S-77",
            &["--supervisor", "Ana Reyes", "--again"],
            &[],
        );
        assert_eq!(r.code, 0, "{r:?}");
        exactly_one_paid(&pay_at_once([&p, &p], &n.to_string()), n);
    }
    p.ok(&["journal", "--check"], &[]);
}

/// Two podiums of a shared PostgreSQL journal (the cage's station and a pit's) pay the
/// same slip at the same moment, five times over: the journal's index takes one
/// payment a slip there too.
#[test]
fn of_two_cashiers_on_a_shared_postgres_journal_exactly_one_pays() {
    let Some(pg) = crate::pg::Pg::start("cage_paid_once", false) else {
        return;
    };
    let url = pg.database("pit");
    let podiums = [Podium::new(Some(&url)), Podium::new(Some(&url))];
    for (p, station) in podiums.iter().zip(["Pit 1", "Cage 1"]) {
        let settings = format!("station = \"{station}\"\njournal = \"{url}\"\n{ONE_SIGNATURE}");
        std::fs::write(p.data.path().join("settings.toml"), settings).unwrap();
        p.ok(&["keys", "--register"], &[]);
    }
    for n in 1..=5 {
        let (r, _) = podiums[0].slip(
            &lucky_break(),
            "S-77",
            &["--supervisor", "Ana Reyes", "--again"],
            &[],
        );
        assert_eq!(r.code, 0, "{r:?}");
        exactly_one_paid(&pay_at_once([&podiums[0], &podiums[1]], &n.to_string()), n);
    }
    for p in &podiums {
        p.ok(&["journal", "--check"], &[]);
    }
}

//! Who signs, through the real `pitpay` binary, on an installation's own
//! SQLite journal and on a shared PostgreSQL journal: a staff register of people with
//! their own PINs and keys, slips their own signature vouches for, a manager to void,
//! an enrolled witness for a jackpot, wrong PINs that take no number and lock an ID,
//! a lost station key that stops issuing until a manager replaces it, and a register
//! edited in the database that `journal --check` and `verify` both catch.
//!
//! PINs are given on standard input, one line each, in this order: the
//! acting member's, then the witness's, then a new member's.

use std::path::Path;

use serde_json::Value;

use super::jackpots::meter_hit;
use super::pg::Pg;
use crate::install::{enroll, lucky_break, s, Podium, Run, AUDITOR, DANA, LEE, MANAGER};

/// On either store: a manager enrolls two supervisors; a slip
/// with the right PIN verifies and names its supervisor; a wrong PIN takes no number;
/// five wrong PINs lock the ID; a supervisor cannot void, a manager can; a jackpot slip
/// needs an enrolled witness with their PIN; deleting the station key stops issuing
/// with instructions, and a rotation by a manager lets old and new slips verify.
fn who_signs(p: &Podium) {
    let round = lucky_break();
    // No register: slips are signed off as before, and say so.
    let (r, before) = p.slip(&round, "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = p.ok(&["verify", s(&before)], &[]);
    assert!(
        r.stdout
            .contains("Ana Reyes (S-77, supervisor not enrolled)"),
        "{r:?}"
    );

    // The first member must be a manager; a short PIN and control characters are refused.
    p.refused(
        &[
            "staff",
            "add",
            DANA.0,
            "--name",
            DANA.1,
            "--role",
            "supervisor",
        ],
        &[DANA.2],
        "first member must be a manager",
    );
    p.refused(
        &[
            "staff", "add", MANAGER.0, "--name", MANAGER.1, "--role", "manager",
        ],
        &["1234"],
        "at least 6",
    );
    p.refused(
        &[
            "staff",
            "add",
            MANAGER.0,
            "--name",
            "Maria\tGomez",
            "--role",
            "manager",
        ],
        &[MANAGER.2],
        "--name holds a tab",
    );
    assert!(p.staff().is_empty());
    enroll(p, MANAGER, "manager", None);
    enroll(p, DANA, "supervisor", Some(MANAGER));
    enroll(p, LEE, "supervisor", Some(MANAGER));
    // A supervisor cannot act as a manager, and a manager needs their own PIN.
    p.refused(
        &[
            "staff", "add", AUDITOR.0, "--name", AUDITOR.1, "--role", "auditor", "--by", DANA.0,
        ],
        &[DANA.2, AUDITOR.2],
        "needs a manager",
    );
    p.refused(
        &[
            "staff", "add", AUDITOR.0, "--name", AUDITOR.1, "--role", "auditor", "--by", MANAGER.0,
        ],
        &["000000", AUDITOR.2],
        "wrong PIN for M-1",
    );
    enroll(p, AUDITOR, "auditor", Some(MANAGER));
    let staff = p.staff();
    let ids: Vec<&str> = staff.iter().map(|m| m["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["M-1", "S-1042", "S-2001", "A-7"]);
    assert_eq!(staff[1]["role"], "supervisor");

    // Once the register has a member: an enrolled ID and its PIN; the name is the
    // register's, and a different one is refused.
    let (r, _) = p.slip(&round, "S-77", &["--supervisor", "Ana Reyes"], &["135790"]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("S-77 is not in the staff register"),
        "{r:?}"
    );
    let (r, _) = p.slip(&round, DANA.0, &["--supervisor", "Dan Reyes"], &[DANA.2]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("is not the name the register holds"),
        "{r:?}"
    );
    let (r, dana_slip) = p.slip(&round, DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 0, "{r:?}");
    let dana_number: i64 = r.stdout.trim().parse().unwrap();
    let r = p.ok(&["verify", s(&dana_slip)], &[]);
    assert!(
        r.stdout.contains(
            "signed off by Dana Reyes (S-1042, enrolled, as the staff register held them"
        ),
        "{r:?}"
    );
    let text = crate::install::flat(&crate::install::file_text(&dana_slip));
    assert!(text.contains("Dana Reyes"), "{text}");

    // A wrong PIN takes no number and writes no file.
    let count = p.slips().len();
    let (r, out) = p.slip(&round, DANA.0, &[], &["999999"]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("wrong PIN for S-1042"), "{r:?}");
    assert!(!out.exists());
    assert_eq!(p.slips().len(), count);
    // Five wrong PINs within 15 minutes lock the ID, said so; then even the right PIN
    // is refused.
    for _ in 0..3 {
        let (r, _) = p.slip(&round, LEE.0, &[], &["111111"]);
        assert!(r.stderr.contains("wrong PIN for S-2001"), "{r:?}");
    }
    let (r, _) = p.slip(&round, LEE.0, &[], &["111111"]);
    assert!(r.stderr.contains("wrong PIN for S-2001"), "{r:?}");
    let (r, _) = p.slip(&round, LEE.0, &[], &["111111"]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("S-2001 is locked until"), "{r:?}");
    let (r, out) = p.slip(&round, LEE.0, &[], &[LEE.2]);
    assert!(r.stderr.contains("S-2001 is locked until"), "{r:?}");
    assert!(!out.exists());
    assert_eq!(p.slips().len(), count);

    // A supervisor cannot void; a manager can.
    let n = dana_number.to_string();
    p.refused(
        &["void", &n, "--reason", "wrong table", "--by", DANA.0],
        &[DANA.2],
        "voiding a slip needs a manager",
    );
    p.refused(
        &["void", &n, "--reason", "wrong table"],
        &[],
        "needs a manager",
    );
    p.ok(
        &["void", &n, "--reason", "wrong table", "--by", MANAGER.0],
        &[MANAGER.2],
    );
    let voided = p
        .slips()
        .into_iter()
        .find(|e| e["number"] == dana_number)
        .unwrap();
    assert_eq!(voided["state"], "void");
    // A reprint needs a supervisor or manager, with their PIN.
    let again = p.path("again.pdf");
    p.refused(
        &["reprint", &n, "--out", s(&again), "--by", AUDITOR.0],
        &[AUDITOR.2],
        "needs a supervisor or a manager",
    );
    p.ok(
        &["reprint", &n, "--out", s(&again), "--by", DANA.0],
        &[DANA.2],
    );

    // A jackpot slip needs an enrolled witness other than the signer, with their PIN.
    let jackpot = meter_hit(false);
    let patron = [
        "--patron",
        "Jo Smith",
        "--patron-id-type",
        "Passport",
        "--patron-id-last4",
        "4321",
    ];
    let (r, _) = p.slip(&jackpot, DANA.0, &patron, &[DANA.2]);
    assert!(
        r.stderr.contains("a witness is an enrolled member"),
        "{r:?}"
    );
    let mut with = patron.to_vec();
    with.extend(["--witness-id", DANA.0]);
    let (r, _) = p.slip(&jackpot, DANA.0, &with, &[DANA.2, DANA.2]);
    assert!(r.stderr.contains("is the one who signs"), "{r:?}");
    let mut with = patron.to_vec();
    with.extend(["--witness-id", "E-12"]);
    let (r, _) = p.slip(&jackpot, DANA.0, &with, &[DANA.2, "121212"]);
    assert!(
        r.stderr.contains("E-12 is not in the staff register"),
        "{r:?}"
    );
    let mut with = patron.to_vec();
    with.extend(["--witness-id", AUDITOR.0]);
    let (r, _) = p.slip(&jackpot, DANA.0, &with, &[DANA.2, "000000"]);
    assert!(r.stderr.contains("wrong PIN for A-7"), "{r:?}");
    let (r, jackpot_slip) = p.slip(&jackpot, DANA.0, &with, &[DANA.2, AUDITOR.2]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = p.ok(&["verify", s(&jackpot_slip)], &[]);
    assert!(
        r.stdout.contains("witnessed by Ira Fox (A-7, enrolled"),
        "{r:?}"
    );

    // A disabled member signs nothing; only a manager disables.
    p.refused(
        &["staff", "disable", AUDITOR.0, "--by", DANA.0],
        &[DANA.2],
        "needs a manager",
    );
    p.ok(
        &["staff", "disable", AUDITOR.0, "--by", MANAGER.0],
        &[MANAGER.2],
    );
    let (r, _) = p.slip(&jackpot, DANA.0, &with, &[DANA.2, AUDITOR.2]);
    assert!(r.stderr.contains("A-7 was disabled"), "{r:?}");
    // A reset gives a new PIN; the old one no longer opens.
    p.ok(
        &["staff", "reset", DANA.0, "--by", MANAGER.0],
        &[MANAGER.2, "112233"],
    );
    let (r, _) = p.slip(&round, DANA.0, &[], &[DANA.2]);
    assert!(r.stderr.contains("wrong PIN for S-1042"), "{r:?}");
    let (r, after_reset) = p.slip(&round, DANA.0, &[], &["112233"]);
    assert_eq!(r.code, 0, "{r:?}");
    // The slip issued under the old key still verifies (it was voided: its jackpot
    // sibling is the one to check), and so does the new one.
    p.ok(&["verify", s(&jackpot_slip)], &[]);
    p.ok(&["verify", s(&after_reset)], &[]);

    // The station key deleted: issuing stops with what happened and what to do, and no
    // key is made behind anyone's back.
    std::fs::remove_file(p.key()).unwrap();
    let (r, out) = p.slip(&round, DANA.0, &[], &["112233"]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("signing key") && r.stderr.contains("is missing"),
        "{r:?}"
    );
    assert!(
        r.stderr.contains("pitpay keys --rotate --by MANAGER_ID"),
        "{r:?}"
    );
    assert!(!out.exists() && !p.key().exists());
    p.refused(
        &["void", "1", "--reason", "x", "--by", MANAGER.0],
        &[MANAGER.2],
        "is missing",
    );
    // A supervisor cannot rotate; a manager can.
    p.refused(
        &["keys", "--rotate", "--by", DANA.0],
        &["112233"],
        "needs a manager",
    );
    let r = p.ok(&["keys", "--rotate", "--by", MANAGER.0], &[MANAGER.2]);
    assert!(
        r.stdout
            .contains("on the authority of Maria Gomez (M-1, manager)"),
        "{r:?}"
    );
    let (r, after_rotation) = p.slip(&round, DANA.0, &[], &["112233"]);
    assert_eq!(r.code, 0, "{r:?}");
    for slip in [&before, &jackpot_slip, &after_reset, &after_rotation] {
        let r = p.run(&["verify", s(slip)], &[]);
        assert_eq!(r.code, 0, "{}: {r:?}", slip.display());
    }
    let r = p.ok(&["journal", "--check", "--signatures", "--deep"], &[]);
    assert!(r.stdout.contains("holds"), "{r:?}");
}

#[test]
fn who_signs_on_sqlite() {
    let p = Podium::new(None);
    who_signs(&p);
    tamper_sqlite(&p);
}

#[test]
fn who_signs_on_postgres() {
    let Some(pg) = Pg::start("who_signs", false) else {
        return;
    };
    let url = pg.database("who_signs");
    let p = Podium::new(Some(&url));
    p.ok(&["keys", "--register"], &[]);
    who_signs(&p);
    // A register entry edited in the shared database: caught by the check and by verify.
    let mut db = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let (last, _) = p.slip(&lucky_break(), DANA.0, &[], &["112233"]);
    assert_eq!(last.code, 0, "{last:?}");
    let slip = p.path(&format!("slip-{}.pdf", p.tables.get()));
    db.execute(
        "UPDATE pitpay_entries SET who = 'Mallory' WHERE seq = (SELECT MIN(seq) FROM pitpay_entries WHERE kind = 'staff')",
        &[],
    )
    .unwrap();
    assert_tampering_shows(&p, &slip, &mut || {
        db.execute("DELETE FROM pitpay_register_checkpoints", &[])
            .unwrap();
    });
}

/// A register entry edited in the SQLite file: `journal --check` and `verify` fail and
/// name it, and nobody can sign until it is restored.
fn tamper_sqlite(p: &Podium) {
    let (r, slip) = p.slip(&lucky_break(), DANA.0, &[], &["112233"]);
    assert_eq!(r.code, 0, "{r:?}");
    let db = rusqlite::Connection::open(p.data.path().join("journal.sqlite3")).unwrap();
    // Make Dana a manager by editing her enrolment's record.
    db.execute(
        "UPDATE payloads SET payload = replace(payload, '\"role\":\"supervisor\"', '\"role\":\"manager\"') WHERE seq = (SELECT MIN(seq) FROM entries WHERE kind = 'staff' AND reason LIKE 'add S-1042%')",
        [],
    )
    .unwrap();
    assert_tampering_shows(p, &slip, &mut || {
        db.execute("DELETE FROM register_checkpoints", []).unwrap();
    });
}

/// `journal --check`, which reads the whole register, names the changed entry. A verify
/// or a signing reads the register from its newest signed checkpoint (the same
/// cost however long its history), which keeps the register as it was, so the change
/// alters nothing they rely on; with the checkpoints removed too, they read it whole and
/// refuse as well.
fn assert_tampering_shows(p: &Podium, slip: &Path, drop_checkpoints: &mut dyn FnMut()) {
    let r = p.run(&["journal", "--check"], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    assert!(
        r.stdout.contains("staff register") || r.stderr.contains("staff register"),
        "{r:?}"
    );
    assert_eq!(p.run(&["verify", s(slip)], &[]).code, 0);
    drop_checkpoints();
    let r = p.run(&["verify", s(slip)], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &["112233"]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr
            .contains("the staff register in the journal does not hold"),
        "{r:?}"
    );
}

/// The manager enrols Dana Reyes as a supervisor, asking for JSON.
fn add_dana_as_json(p: &Podium) -> Run {
    p.ok(
        &[
            "staff",
            "add",
            DANA.0,
            "--name",
            DANA.1,
            "--role",
            "supervisor",
            "--by",
            MANAGER.0,
            "--json",
        ],
        &[MANAGER.2, DANA.2],
    )
}

/// `staff add`, `disable` and `reset` and `keys --register` take
/// `--json`: what was done as `{"staff": {"id", "action", "message"}}`, and a refusal
/// as `{"error": {"message"}}` with exit 2, so a property's tools read both.
#[test]
fn staff_changes_and_key_registration_say_what_was_done_as_json() {
    let p = Podium::new(None);
    let json = |r: &Run| -> Value {
        serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{e}: {r:?}"))
    };
    let r = p.ok(
        &[
            "staff", "add", MANAGER.0, "--name", MANAGER.1, "--role", "manager", "--json",
        ],
        &[MANAGER.2],
    );
    let v = json(&r);
    assert_eq!(v["staff"]["id"], MANAGER.0, "{v:#}");
    assert_eq!(v["staff"]["action"], "added");
    assert!(
        v["staff"]["message"]
            .as_str()
            .unwrap()
            .contains("is enrolled"),
        "{v:#}"
    );
    let r = add_dana_as_json(&p);
    assert_eq!(json(&r)["staff"]["action"], "added");
    let r = p.ok(
        &["staff", "reset", DANA.0, "--by", MANAGER.0, "--json"],
        &[MANAGER.2, "a-new-pin-for-dana"],
    );
    assert_eq!(json(&r)["staff"]["action"], "reset");
    let r = p.ok(
        &["staff", "disable", DANA.0, "--by", MANAGER.0, "--json"],
        &[MANAGER.2],
    );
    let v = json(&r);
    assert_eq!(v["staff"]["id"], DANA.0, "{v:#}");
    assert_eq!(v["staff"]["action"], "disabled", "{v:#}");
    assert!(v["staff"]["message"].is_string(), "{v:#}");
    // A refusal: the wrong manager PIN.
    let r = p.run(
        &["staff", "disable", MANAGER.0, "--by", MANAGER.0, "--json"],
        &["not-the-pin"],
    );
    assert_eq!(r.code, 2, "{r:?}");
    assert!(json(&r)["error"]["message"].is_string(), "{r:?}");
    // No shared journal: registering says why, as JSON too.
    let r = p.run(&["keys", "--register", "--json"], &[]);
    assert_ne!(r.code, 0, "{r:?}");
    assert!(json(&r)["error"]["message"].is_string(), "{r:?}");
}

/// At a Macau podium (`language = "zh-Hant"`) the staff commands and `keys --rotate`
/// say what they did in Chinese, naming each member as the register holds them (name,
/// ID, role) and each key by its fingerprint; `--json` carries the English.
#[test]
fn staff_changes_are_said_in_the_podiums_language_and_in_english_in_json() {
    let p = Podium::new(None);
    std::fs::write(
        p.data.path().join("settings.toml"),
        "language = \"zh-Hant\"\n",
    )
    .unwrap();
    let r = p.ok(
        &[
            "staff", "add", MANAGER.0, "--name", MANAGER.1, "--role", "manager",
        ],
        &[MANAGER.2],
    );
    assert!(r.stdout.contains("Maria Gomez（M-1，經理）已登記"), "{r:?}");
    assert!(!r.stdout.contains("enrolled"), "{r:?}");
    let r = add_dana_as_json(&p);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let message = v["staff"]["message"].as_str().unwrap();
    assert!(
        message.starts_with("Dana Reyes (S-1042, supervisor) is enrolled, own key "),
        "{v:#}"
    );
    let r = p.ok(
        &["staff", "disable", DANA.0, "--by", MANAGER.0],
        &[MANAGER.2],
    );
    assert_eq!(r.stdout, "Dana Reyes（S-1042，賭枱主任）已停用\n", "{r:?}");
    // The key file gone: a new key replaces the journal's, on the manager's authority.
    std::fs::remove_file(p.data.path().join("signing-key")).unwrap();
    let r = p.ok(&["keys", "--rotate", "--by", MANAGER.0], &[MANAGER.2]);
    assert!(
        r.stdout
            .contains("已由 Maria Gomez（M-1，經理）授權記錄在日誌中"),
        "{r:?}"
    );
    assert!(!r.stdout.contains("station key"), "{r:?}");
}

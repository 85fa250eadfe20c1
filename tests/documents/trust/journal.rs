//! The tamper-evident journal: `journal --check`, what each entry records,
//! migration of old journals, owner-only files; and a year on the floor:
//! checkpoints, verify by index, the auditor's export, the shift report, on journals of
//! hundreds of genuine entries built with `Journal::fill`.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use ed25519_dalek::{Signer as _, SigningKey};
use serde_json::Value;
use sha2::Digest as _;

use crate::install::*;

#[test]
fn journal_check_holds_for_a_chain_as_written_and_prints_its_head() {
    let inst = Install::new();
    let r = inst.check();
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("empty"), "{r:?}");
    let (n, _) = inst.table_slip("BJ-1");
    let r = inst.run(&["reprint", &n.to_string(), "--out", s(&inst.path("re.pdf"))]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = inst.run(&["void", &n.to_string(), "--reason", "wrong table"]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = inst.check();
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("3 entries, 1 slips; head "), "{r:?}");
    let head: String = inst
        .db()
        .query_row("SELECT hash FROM entries WHERE seq = 3", [], |r| r.get(0))
        .unwrap();
    assert!(r.stdout.contains(&head), "{r:?}");
}

#[test]
fn journal_each_entry_records_what_when_who_and_why_and_links_to_the_one_before() {
    let inst = Install::new();
    let (n, _) = inst.table_slip("BJ-1");
    let n = n.to_string();
    let r = inst.run(&[
        "reprint",
        &n,
        "--out",
        s(&inst.path("re.pdf")),
        "--supervisor",
        "Kim Osei",
        "--supervisor-id",
        "S-12",
    ]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = inst.run(&[
        "void",
        &n,
        "--reason",
        "dealt from the wrong shoe",
        "--supervisor",
        "Lee Park",
        "--supervisor-id",
        "GM-1",
    ]);
    assert_eq!(r.code, 0, "{r:?}");
    let db = inst.db();
    let mut stmt = db
        .prepare("SELECT seq, kind, slip, time, who, who_id, reason, prev, hash, signature FROM entries ORDER BY seq")
        .unwrap();
    let rows: Vec<[String; 10]> = stmt
        .query_map([], |r| {
            Ok([
                r.get::<_, i64>(0)?.to_string(),
                r.get(1)?,
                r.get::<_, i64>(2)?.to_string(),
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
                r.get(7)?,
                r.get(8)?,
                r.get(9)?,
            ])
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(rows.len(), 3);
    let who: Vec<[&str; 5]> = rows
        .iter()
        .map(|r| {
            [
                r[1].as_str(),
                r[2].as_str(),
                r[4].as_str(),
                r[5].as_str(),
                r[6].as_str(),
            ]
        })
        .collect();
    assert_eq!(
        who,
        [
            ["issue", "1", SUPERVISOR, SUPERVISOR_ID, ""],
            ["reprint", "1", "Kim Osei", "S-12", ""],
            ["void", "1", "Lee Park", "GM-1", "dealt from the wrong shoe"],
        ]
    );
    assert_eq!(
        rows[0][7],
        "0".repeat(64),
        "the first entry follows nothing"
    );
    assert_eq!(
        rows[1][7], rows[0][8],
        "each entry holds the hash of the one before"
    );
    assert_eq!(rows[2][7], rows[1][8]);
    for r in &rows {
        assert_eq!(r[3].len(), 20, "UTC time to the second: {r:?}");
        assert_eq!(r[8].len(), 64, "{r:?}");
        assert_eq!(r[9].len(), 128, "signed: {r:?}");
    }
}

#[test]
fn journal_check_names_the_first_entry_that_does_not_hold() {
    // Un-voiding a slip by deleting its void entry, and by editing it: both are found,
    // and the entry named.
    let inst = Install::new();
    inst.table_slip("BJ-1");
    assert_eq!(inst.run(&["void", "1", "--reason", "wrong table"]).code, 0);
    inst.table_slip("BJ-2");
    assert_eq!(inst.check().code, 0);
    inst.db()
        .execute("UPDATE entries SET reason = 'no reason' WHERE seq = 2", [])
        .unwrap();
    let r = inst.check();
    assert_eq!(r.code, 1, "{r:?}");
    assert!(
        r.stderr
            .contains("journal entry 2 (void of slip 1): was changed"),
        "{r:?}"
    );
    inst.db()
        .execute("DELETE FROM entries WHERE seq = 2", [])
        .unwrap();
    let r = inst.check();
    assert_eq!(r.code, 1, "{r:?}");
    assert!(r.stderr.contains("journal entry 2: is missing"), "{r:?}");
    // The listing, read without the chain, shows the slip un-voided: only the check
    // tells, which is why verify runs it.
    assert_eq!(inst.journal()[0]["state"], "issued");
}

#[test]
fn journal_re_chained_entries_without_the_key_do_not_hold() {
    // An editor who recomputes hashes (but has no signing key) still fails the check.
    let inst = Install::new();
    inst.table_slip("BJ-1");
    let db = inst.db();
    let (hash, prev): (String, String) = db
        .query_row("SELECT hash, prev FROM entries WHERE seq = 1", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(prev, "0".repeat(64));
    // A forged signature from another key.
    let other = SigningKey::from_bytes(&[7; 32]);
    let sig = hex(&other.sign(hash.as_bytes()).to_bytes());
    db.execute("UPDATE entries SET signature = ?1 WHERE seq = 1", [&sig])
        .unwrap();
    let r = inst.check();
    assert_eq!(r.code, 1, "{r:?}");
    assert!(
        r.stderr
            .contains("entry 1 (issue of slip 1): is not signed"),
        "{r:?}"
    );
}

/// The first journal's schema, as the first binary wrote it.
const V1_SCHEMA: &str = "
    CREATE TABLE slips (
        number INTEGER PRIMARY KEY,
        time TEXT NOT NULL, supervisor TEXT NOT NULL, supervisor_id TEXT NOT NULL,
        table_label TEXT NOT NULL, game TEXT NOT NULL, paid TEXT NOT NULL, net TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'issued', void_reason TEXT,
        signature TEXT NOT NULL, payload TEXT NOT NULL);
    CREATE TABLE copies (
        slip INTEGER NOT NULL REFERENCES slips(number),
        kind TEXT NOT NULL, sha256 TEXT NOT NULL, time TEXT NOT NULL);";

#[test]
fn journal_made_by_the_first_schema_is_migrated_once_and_its_slips_still_verify() {
    // Two real slips are made by this build, then written into a journal of the first
    // schema (as the first binary kept it: slip 2 void, slip 1 reprinted),
    // in an installation holding the same key.
    let maker = Install::new();
    let (_, one) = maker.table_slip("BJ-1");
    let (_, two) = maker.table_slip("BJ-2");
    let old = Install::new();
    std::fs::copy(
        maker.data().join("signing-key"),
        old.data().join("signing-key"),
    )
    .unwrap();
    {
        let db = old.db();
        db.execute_batch(V1_SCHEMA).unwrap();
        for (n, file) in [(1, &one), (2, &two)] {
            let bytes = std::fs::read(file).unwrap();
            let mut rec = record(&bytes);
            let sha = hex(&sha2::Sha256::digest(&bytes));
            rec["seal"] = Value::String("0".repeat(128));
            let payload = serde_json::to_string(&rec).unwrap();
            let totals = &rec["signed"]["settlement"]["totals"]["player"];
            db.execute(
                "INSERT INTO slips (number, time, supervisor, supervisor_id, table_label, game, paid, net, signature, payload)
                 VALUES (?1, '2026-03-14T21:05:00Z', ?2, ?3, ?4, 'blackjack', ?5, ?6, ?7, ?8)",
                rusqlite::params![
                    n, SUPERVISOR, SUPERVISOR_ID, format!("BJ-{n}"),
                    totals["paid"].as_str().unwrap(), totals["net"].as_str().unwrap(),
                    rec["signature"].as_str().unwrap(), payload
                ],
            )
            .unwrap();
            db.execute(
                "INSERT INTO copies (slip, kind, sha256, time) VALUES (?1, 'original', ?2, '2026-03-14T21:05:00Z')",
                rusqlite::params![n, sha],
            )
            .unwrap();
        }
        db.execute("INSERT INTO copies (slip, kind, sha256, time) VALUES (1, 'reprint', 'ab', '2026-03-14T22:00:00Z')", []).unwrap();
        db.execute(
            "UPDATE slips SET state = 'void', void_reason = 'wrong table' WHERE number = 2",
            [],
        )
        .unwrap();
    }
    let r = old.check();
    assert_eq!(r.code, 0, "{r:?}");
    // 2 issues, 1 reprint, 1 void, and the note saying what was carried over.
    assert!(r.stdout.contains("5 entries, 2 slips"), "{r:?}");
    let list = old.journal();
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["state"], "reprinted");
    assert_eq!(list[1]["state"], "void");
    assert_eq!(list[1]["void_reason"], "wrong table");
    assert_verified(&old.verify(&one));
    assert_failed(&old.verify(&two), "VOID");
    // Once: the old tables are kept aside, and a second open changes nothing.
    let count = |db: &rusqlite::Connection| -> i64 {
        db.query_row("SELECT COUNT(*) FROM entries", [], |r| r.get(0))
            .unwrap()
    };
    assert_eq!(count(&old.db()), 5);
    assert_eq!(old.check().code, 0);
    assert_eq!(count(&old.db()), 5);
    let version: i64 = old
        .db()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    // Schema 4 brought payload hashes, indexes and checkpoints, 5 the staff register, 6
    // the groups each entry names and register checkpoints, 7 the jackpot tally each
    // entry names, 8 each issue's amount to be paid and cage flag.
    assert_eq!(version, 8);
    let kept: i64 = old
        .db()
        .query_row("SELECT COUNT(*) FROM v1_slips", [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, 2);
    // The next slip continues the numbering.
    assert_eq!(old.table_slip("BJ-3").0, 3);
}

#[cfg(unix)]
#[test]
fn journal_and_key_files_are_readable_by_their_owner_only() {
    use std::os::unix::fs::PermissionsExt as _;
    let work = tempfile::tempdir().unwrap();
    let data = work.path().join("new-data-folder");
    let round = work.path().join("r.toml");
    std::fs::write(&round, lucky_break_at("BJ-1")).unwrap();
    let out = Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", &data)
        .args(Install::slip_args(&round, &work.path().join("s.pdf")))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&data), 0o700, "a new data folder");
    for name in [
        "signing-key",
        "journal.sqlite3",
        "journal.sqlite3-wal",
        "journal.sqlite3-shm",
    ] {
        let p = data.join(name);
        if p.exists() {
            assert_eq!(mode(&p), 0o600, "{name}");
        } else {
            assert_ne!(name, "signing-key");
            assert_ne!(name, "journal.sqlite3");
        }
    }
    // A journal left readable by others (an older version) is made owner-only.
    let journal = data.join("journal.sqlite3");
    std::fs::set_permissions(&journal, std::fs::Permissions::from_mode(0o644)).unwrap();
    let r = Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", &data)
        .args(["journal"])
        .output()
        .unwrap();
    assert!(r.status.success());
    assert_eq!(mode(&journal), 0o600);
}

// A year on the floor.

/// A journal of real slips 1 and `n + 2` around `n` slips written by `Journal::fill`
/// (genuine entries: chained, signed, checkpointed, each carrying slip 1's record with
/// its own number). Returns the two real slips' files.
fn year_journal(inst: &Install, n: i64) -> (PathBuf, PathBuf) {
    let (first, first_pdf) = inst.table_slip("BJ-1");
    assert_eq!(first, 1);
    let keys = pitpay_journal::keys::Keys::load_or_create(inst.data()).unwrap();
    let mut journal = pitpay_journal::Journal::open(inst.data()).unwrap();
    let template = journal.slip(1).unwrap().unwrap().payload;
    assert!(template.contains("\"signed\":{\"slip\":1,"));
    journal
        .fill(&keys, n, &|k| {
            template.replace(
                "\"signed\":{\"slip\":1,",
                &format!("\"signed\":{{\"slip\":{k},"),
            )
        })
        .unwrap();
    drop(journal);
    let (last, last_pdf) = inst.table_slip("BJ-2");
    assert_eq!(last, n + 2);
    (first_pdf, last_pdf)
}

#[test]
fn year_a_slip_verifies_by_its_own_entries_and_the_check_walks_from_checkpoints() {
    let inst = Install::new();
    let (first, last) = year_journal(&inst, 600);
    let checkpoints = |db: &rusqlite::Connection| -> Vec<i64> {
        let mut stmt = db
            .prepare("SELECT seq FROM checkpoints ORDER BY seq")
            .unwrap();
        let rows = stmt.query_map([], |r| r.get(0)).unwrap();
        rows.map(Result::unwrap).collect()
    };
    // One checkpoint every 128 entries, as the chain was written.
    assert_eq!(checkpoints(&inst.db()), [128, 256, 384, 512]);
    assert_verified(&inst.verify(&first));
    assert_verified(&inst.verify(&last));
    let r = inst.check();
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("602 entries, 602 slips"), "{r:?}");
    // A check that held signs a checkpoint at the head; the next check can start there.
    assert_eq!(checkpoints(&inst.db()), [128, 256, 384, 512, 602]);
    // A journal written before checkpoints existed gets them at its first full check.
    inst.db()
        .execute("DELETE FROM checkpoints WHERE seq <= 384", [])
        .unwrap();
    assert_eq!(inst.check().code, 0);
    assert_eq!(checkpoints(&inst.db()), [128, 256, 384, 512, 602]);
    let r = inst.run(&["journal", "--check", "--from-checkpoint"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(
        r.stdout
            .contains("checked from the checkpoint at entry 602"),
        "{r:?}"
    );
    // The same as JSON, for the property's monitoring.
    let r = inst.run(&["journal", "--check", "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        (v["holds"].clone(), v["entries"].clone()),
        (Value::Bool(true), 602.into())
    );
    // An entry changed far from a slip: the full check finds it; a verify of slip 1
    // (which walks from its entry to the checkpoint at 128) does not look there
    // (docs/slips-and-journal.md, "What a verify proves").
    inst.db()
        .execute("UPDATE entries SET paid = '99.00' WHERE seq = 300", [])
        .unwrap();
    let r = inst.check();
    assert_eq!(r.code, 1, "{r:?}");
    assert!(r.stderr.contains("journal entry 300"), "{r:?}");
    let r = inst.run(&["journal", "--check", "--json"]);
    assert_eq!(r.code, 1, "{r:?}");
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        (v["holds"].clone(), v["entry"].clone()),
        (Value::Bool(false), 300.into())
    );
    assert_verified(&inst.verify(&first));
    // Changed between slip 1 and its checkpoint: the verify of slip 1 fails.
    inst.db()
        .execute("UPDATE entries SET paid = '99.00' WHERE seq = 100", [])
        .unwrap();
    assert_failed(&inst.verify(&first), "journal entry 100");
    // A checkpoint that no longer matches its entry fails the check from it.
    inst.db()
        .execute("UPDATE checkpoints SET hash = '00' WHERE seq = 602", [])
        .unwrap();
    let r = inst.run(&["journal", "--check", "--from-checkpoint"]);
    assert_eq!(r.code, 1, "{r:?}");
}

#[test]
fn year_the_auditor_exports_what_the_filters_select() {
    let inst = Install::new();
    year_journal(&inst, 600);
    // Journal::fill issues slip n at 00:00 + n minutes on 2026-01-01, at table BJ-(n mod
    // 20), by S-(n mod 7), every 50th slip a jackpot; slips 2..=601 are the filled ones.
    let filled = 2..=601i64;
    let csv = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["journal", "--csv"];
        all.extend_from_slice(args);
        let r = inst.run(&all);
        assert_eq!(r.code, 0, "{r:?}");
        let mut lines: Vec<String> = r.stdout.lines().map(str::to_string).collect();
        assert!(lines.remove(0).starts_with("number,time,station,table"));
        lines
    };
    let day = ["--since", "2026-01-01", "--until", "2026-01-01"];
    assert_eq!(csv(&day).len(), 600);
    let mut args = day.to_vec();
    args.extend(["--table", "BJ-3"]);
    let want = filled.clone().filter(|n| n % 20 == 3).count();
    assert_eq!(csv(&args).len(), want);
    let want = filled.clone().filter(|n| n % 7 == 3).count();
    assert_eq!(csv(&["--supervisor", "S-3"]).len(), want);
    let jackpots = csv(&["--state", "jackpot"]);
    let want: Vec<i64> = filled.clone().filter(|n| n % 50 == 0).collect();
    let numbers: Vec<i64> = jackpots
        .iter()
        .map(|l| l.split(',').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(numbers, want);
    // The two real slips were issued today, not on the filled day.
    assert_eq!(csv(&["--since", "2026-01-02"]).len(), 2);
    // To a file: written whole, and never over a file without --force.
    let out = inst.path("month.csv");
    let r = inst.run(&["journal", "--csv", s(&out), "--since", "2026-01-01"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert_eq!(std::fs::read_to_string(&out).unwrap().lines().count(), 603);
    let r = inst.run(&["journal", "--csv", s(&out), "--table", "BJ-3"]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("give --force"), "{r:?}");
    assert_eq!(std::fs::read_to_string(&out).unwrap().lines().count(), 603);
    // Bad filters: refused in words, exit 2.
    for (args, words) in [
        (vec!["--since", "2026-02-30"], "is not a date (YYYY-MM-DD)"),
        (
            vec!["--since", "2026-03-02", "--until", "2026-03-01"],
            "the range ends before it starts",
        ),
        (vec!["--state", "lost"], "is not a slip state"),
    ] {
        let mut all = vec!["journal"];
        all.extend(args);
        let r = inst.run(&all);
        assert_eq!(r.code, 2, "{r:?}");
        assert!(r.stderr.contains(words), "{r:?}");
    }
    // JSON streams the contract's document.
    let r = inst.run(&["journal", "--json", "--table", "BJ-3"]);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        v["slips"].as_array().unwrap().len(),
        filled.filter(|n| n % 20 == 3).count()
    );
}

/// Three slips issued today (a Suited or Booted meter hit
/// with patron and witness, the Lucky Break seed, then voided, and a seven-seat round,
/// then printed again), read back from the PDF. The totals are the amounts to be paid
/// `pitpay settle` gives for the two slips not voided.
#[test]
fn year_the_shift_report_counts_the_days_slips_and_lists_its_jackpots() {
    let inst = Install::new();
    let fixture =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/first-edition/round.toml");
    let seven =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds/blackjack-seven-seats.toml");
    inst.slip(&fixture, &inst.path("a.pdf"), &crate::jackpots::PATRON);
    inst.table_slip("BJ-2");
    inst.slip(&seven, &inst.path("c.pdf"), &[]);
    assert_eq!(inst.run(&["void", "2", "--reason", "wrong table"]).code, 0);
    let again = inst.path("c2.pdf");
    assert_eq!(inst.run(&["reprint", "3", "--out", s(&again)]).code, 0);
    let paid = |round: &Path| -> String {
        let r = inst.run(&["settle", s(round), "--json"]);
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        v["to_pay"]["amount"].as_str().unwrap().to_string()
    };
    let cents = |t: &str| -> i64 { t.replace('.', "").parse().unwrap() };
    let total = cents(&paid(&fixture)) + cents(&paid(&seven));
    // Written for people: the symbol and thousands separators.
    let total = pitpay_core::Currency::USD.format(pitpay_core::Money::from_cents(total));
    let today = pitpay_journal::now()[..10].to_string();
    let out = inst.path("shift.pdf");
    let r = inst.run(&["report", "--since", &today, "--out", s(&out)]);
    assert_eq!(r.code, 0, "{r:?}");
    let doc = lopdf::Document::load_mem(&std::fs::read(&out).unwrap()).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc
        .extract_text(&pages)
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for want in [
        "3 issued in the period; of them 1 printed again and 1 voided since.",
        "Recorded in the period: 1 reprint and 1 void of any slip.",
        &format!("Total 2 {total}"),
        "patron Jo Smith (Passport ending 4321) · witness Sam Lee (E-12)",
        "Chain head at the end of the period: entry 5",
    ] {
        assert!(text.contains(want), "{want:?} in {text}");
    }
    // Not over a file without --force, and a bad day is refused.
    let r = inst.run(&["report", "--since", &today, "--out", s(&out)]);
    assert_eq!(r.code, 2, "{r:?}");
    let r = inst.run(&[
        "report",
        "--since",
        "2026-02-30",
        "--out",
        s(&inst.path("x.pdf")),
    ]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("is not a date"), "{r:?}");
    assert!(!inst.path("x.pdf").exists());
}

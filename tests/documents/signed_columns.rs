//! One source of truth, through the real `pitpay` binary: every fact a decision or a
//! listing uses is the signed chain's, or is worked out from it and compared. Each
//! column of each table of a journal holding every kind of entry (staff changes, slips,
//! a jackpot, a void, a reprint, wrong PINs, checkpoints) is edited in the database, one
//! at a time, and the edit is either caught (`journal --check` fails, the next slip is
//! refused, a slip that verified no longer does, or a listing refuses) or harmless
//! (every listing, every verify and the next slip's number are as before).
//!
//! Then the edits an insider was seen to make, one test each: a jackpot hidden by its
//! flag, a lock undone by editing the wrong PINs, and a shared journal's counter row
//! lowered so that a number would be issued twice.

use std::path::{Path, PathBuf};

use crate::install::{copy_folder, enroll, lucky_break, s, Podium, DANA, MANAGER};
use crate::jackpots::meter_hit;
use crate::pg::Pg;

/// The sign-off of a meter award with a staff register: the patron, and the manager as
/// the witness (their PIN follows the supervisor's).
const PATRON: [&str; 8] = [
    "--patron",
    "Jo Smith",
    "--patron-id-type",
    "Passport",
    "--patron-id-last4",
    "4321",
    "--witness-id",
    "M-1",
];

/// A journal holding every kind of entry: two members enrolled, slip 1 (voided), slip
/// 2 paying a meter award (printed again), two wrong PINs, a check that signed its
/// checkpoints, and slip 3 after it. The slips' files, slip 1 first.
fn every_kind_of_entry(p: &Podium) -> Vec<PathBuf> {
    enroll(p, MANAGER, "manager", None);
    enroll(p, DANA, "supervisor", Some(MANAGER));
    let (r, one) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!((r.code, r.stdout.trim()), (0, "1"), "{r:?}");
    let (r, two) = p.slip(&meter_hit(false), DANA.0, &PATRON, &[DANA.2, MANAGER.2]);
    assert_eq!((r.code, r.stdout.trim()), (0, "2"), "{r:?}");
    p.ok(
        &["void", "1", "--reason", "wrong table", "--by", MANAGER.0],
        &[MANAGER.2],
    );
    let copy = p.path("copy-of-2.pdf");
    p.ok(
        &["reprint", "2", "--out", s(&copy), "--by", DANA.0],
        &[DANA.2],
    );
    for _ in 0..2 {
        let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &["000000"]);
        assert_eq!(r.code, 2, "{r:?}");
    }
    p.ok(&["journal", "--check"], &[]);
    let (r, three) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!((r.code, r.stdout.trim()), (0, "3"), "{r:?}");
    vec![one, two, copy, three]
}

/// What a podium shows of its journal: the plain check's exit status, the listings (or
/// their refusal), each slip's verify, and the next slip (its exit status and number).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Shown {
    check: i32,
    listings: Vec<String>,
    verified: Vec<i32>,
    next: (i32, String),
}

impl Shown {
    fn of(p: &Podium, slips: &[PathBuf]) -> Shown {
        let check = p.run(&["journal", "--check"], &[]).code;
        let listings = [
            vec!["journal", "--json"],
            vec!["jackpots", "--json"],
            vec!["staff", "list", "--json"],
        ]
        .iter()
        .map(|args| {
            let r = p.run(args, &[]);
            format!("exit {}\n{}", r.code, r.stdout)
        })
        .collect();
        let verified = slips
            .iter()
            .map(|f| p.run(&["verify", s(f)], &[]).code)
            .collect();
        let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
        Shown {
            check,
            listings,
            verified,
            next: (r.code, r.stdout.trim().to_string()),
        }
    }

    /// Whether something says the journal does not hold.
    fn caught(&self, before: &Shown) -> bool {
        self.check == 1
            || self.next.0 != 0
            || self.listings.iter().any(|l| !l.starts_with("exit 0"))
            || self
                .verified
                .iter()
                .zip(&before.verified)
                .any(|(now, then)| *then == 0 && *now != 0)
    }
}

/// A data folder and mark folder put back as they were saved.
fn put_back(p: &Podium, data: &Path, marks: &Path) {
    for (live, saved) in [(p.data.path(), data), (p.marks.path(), marks)] {
        for e in std::fs::read_dir(live).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                std::fs::remove_dir_all(&path).unwrap();
            } else {
                std::fs::remove_file(&path).unwrap();
            }
        }
        copy_folder(saved, live);
    }
}

/// The edit of one column of one row: a number becomes another, text gains a letter.
fn edit(column: &str, integer: bool) -> String {
    if column == "seq" {
        format!("{column} = {column} + 1000")
    } else if integer {
        format!("{column} = CASE WHEN {column} = 0 THEN 1 ELSE 0 END")
    } else {
        format!("{column} = {column} || 'x'")
    }
}

/// The row of each table an edit is made to (the jackpot slip's issue, of the entries).
fn row_of(table: &str) -> &'static str {
    match table {
        "entries" => "kind = 'issue' AND slip = 2",
        "payloads" => "seq = (SELECT seq FROM entries WHERE kind = 'issue' AND slip = 2)",
        // Whether the journal is an installation's own (its identity is a shared
        // journal's, which `shared_identity` edits).
        "meta" => "name = 'mode'",
        _ => "rowid = (SELECT min(rowid) FROM {table})",
    }
}

#[test]
fn every_column_of_every_table_edited_is_caught_or_harmless() {
    let p = Podium::new(None);
    let slips = every_kind_of_entry(&p);
    let (data, marks) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    copy_folder(p.data.path(), data.path());
    copy_folder(p.marks.path(), marks.path());
    let before = Shown::of(&p, &slips);
    assert_eq!(before.check, 0, "{before:?}");
    assert_eq!(before.next, (0, "4".to_string()), "{before:?}");
    put_back(&p, data.path(), marks.path());
    let db = p.data.path().join("journal.sqlite3");
    let tables: Vec<String> = {
        let c = rusqlite::Connection::open(&db).unwrap();
        let mut stmt = c
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .unwrap();
        let names = stmt.query_map([], |r| r.get(0)).unwrap();
        names.map(Result::unwrap).collect()
    };
    assert_eq!(
        tables,
        [
            "checkpoints",
            "entries",
            "meta",
            "payloads",
            "placed",
            "register_checkpoints",
            "register_members",
            "unplaced"
        ],
        "a new table needs its columns classified here"
    );
    let mut findings = Vec::new();
    for table in &tables {
        let columns: Vec<(String, bool)> = {
            let c = rusqlite::Connection::open(&db).unwrap();
            let mut stmt = c.prepare(&format!("PRAGMA table_info({table})")).unwrap();
            let cols = stmt
                .query_map([], |r| {
                    let kind: String = r.get(2)?;
                    Ok((r.get(1)?, kind.eq_ignore_ascii_case("INTEGER")))
                })
                .unwrap();
            cols.map(Result::unwrap).collect()
        };
        for (column, integer) in columns {
            let sql = format!(
                "UPDATE {table} SET {} WHERE {}",
                edit(&column, integer),
                row_of(table).replace("{table}", table)
            );
            let c = rusqlite::Connection::open(&db).unwrap();
            if c.execute(&sql, []).unwrap() == 0 {
                // A table of copies' entries that holds none yet: one is added, naming
                // the jackpot slip's issue.
                let added = format!(
                    "INSERT INTO {table} ({column}) SELECT seq FROM entries WHERE kind = 'issue' AND slip = 2"
                );
                assert_eq!(column, "seq", "{table} is empty");
                c.execute(&added, []).unwrap();
            }
            drop(c);
            let after = Shown::of(&p, &slips);
            let verdict = if after.caught(&before) {
                "caught"
            } else if after == before {
                "harmless"
            } else {
                panic!("{table}.{column}: neither caught nor harmless:\nbefore {before:#?}\nafter {after:#?}");
            };
            findings.push(format!("{table}.{column}: {verdict}"));
            put_back(&p, data.path(), marks.path());
        }
    }
    // The facts a listing or a decision reads are caught; what only helps a reader find
    // them (a register checkpoint, a member's kept record) falls back to the chain.
    for caught in [
        "entries.jackpot: caught",
        "entries.jackpots: caught",
        "entries.round_sha256: caught",
        "entries.signature: caught",
        "payloads.payload: caught",
        "checkpoints.hash: caught",
        "meta.value: caught",
    ] {
        assert!(
            findings.iter().any(|f| f == caught),
            "{caught} in {findings:#?}"
        );
    }
    for harmless in [
        "register_checkpoints.state: harmless",
        "register_members.state: harmless",
    ] {
        assert!(
            findings.iter().any(|f| f == harmless),
            "{harmless} in {findings:#?}"
        );
    }
    eprintln!("{}", findings.join("\n"));
}

/// A $25,000 meter award hidden by clearing its slip's jackpot flag is caught by the
/// plain check, and by the deep one, which reads the slip record; and the listings that
/// read the jackpot index (`pitpay jackpots`, the shift report, `journal --list
/// jackpot`) refuse rather than say "none"; so does a flag set on another slip.
#[test]
fn a_jackpot_hidden_by_its_flag_is_caught_by_the_plain_check() {
    let p = Podium::new(None);
    let (r, _) = p.slip(&meter_hit(false), "S-77", &jackpot_sign_off(), &[]);
    assert_eq!((r.code, r.stdout.trim()), (0, "1"), "{r:?}");
    let (r, _) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let listed = p.ok(&["jackpots", "--json"], &[]);
    let listed: serde_json::Value = serde_json::from_str(&listed.stdout).unwrap();
    let day = listed["jackpots"][0]["gaming_day"]
        .as_str()
        .unwrap()
        .to_string();
    sql(&p, "UPDATE entries SET jackpot = 0 WHERE slip = 1");
    for args in [
        vec!["journal", "--check"],
        vec!["journal", "--check", "--signatures", "--deep"],
    ] {
        let r = p.run(&args, &[]);
        assert_eq!(r.code, 1, "{args:?}: {r:?}");
        assert!(r.stderr.contains("journal entry 1"), "{r:?}");
    }
    let report = p.path("report.pdf");
    let listings = [
        vec!["jackpots"],
        vec!["journal", "--state", "jackpot"],
        vec!["report", "--gaming-day", &day, "--out", s(&report)],
    ];
    let refused = |p: &Podium| {
        for args in &listings {
            let r = p.run(args, &[]);
            assert_ne!(r.code, 0, "{args:?}: {r:?}");
            assert!(
                r.stderr.contains("changed after it was written"),
                "{args:?}: {r:?}"
            );
        }
    };
    refused(&p);
    // Put back, the listings read; moved to the other slip, they refuse again.
    sql(&p, "UPDATE entries SET jackpot = 1 WHERE slip = 1");
    let r = p.ok(&["jackpots"], &[]);
    assert!(
        r.stdout.contains("25,000.00") || r.stdout.contains("25000.00"),
        "{r:?}"
    );
    sql(&p, "UPDATE entries SET jackpot = 0 WHERE slip = 1");
    sql(
        &p,
        "UPDATE entries SET jackpot = 1 WHERE slip = 2 AND kind = 'issue'",
    );
    refused(&p);
}

/// Five wrong PINs lock an ID; no edit of the wrong PINs' rows (their time, the ID they
/// name, their kind) undoes the lock: the next signing is refused either way.
#[test]
fn a_lock_survives_every_edit_of_the_wrong_pins() {
    let p = Podium::new(None);
    enroll(&p, MANAGER, "manager", None);
    enroll(&p, DANA, "supervisor", Some(MANAGER));
    for _ in 0..5 {
        let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &["000000"]);
        assert_eq!(r.code, 2, "{r:?}");
    }
    let (data, marks) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    copy_folder(p.data.path(), data.path());
    copy_folder(p.marks.path(), marks.path());
    for edit in [
        "time = '2000-01-01T00:00:00Z'",
        "who_id = 'S-9999'",
        "kind = 'staff'",
    ] {
        for which in ["max(seq)", "min(seq)"] {
            sql(
                &p,
                &format!(
                    "UPDATE entries SET {edit} WHERE seq = (SELECT {which} FROM entries WHERE kind = 'refused')"
                ),
            );
            let (r, out) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
            assert_ne!(r.code, 0, "{edit} at {which}: {r:?}");
            assert!(!out.exists(), "{r:?}");
            put_back(&p, data.path(), marks.path());
        }
    }
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert!(r.stderr.contains("locked"), "{r:?}");
}

/// A shared journal's counter row is only the lock its stations take turns by: lowered
/// (its last slip, its head), it gives no number twice, and the chain still holds.
#[test]
fn a_shared_journals_counter_row_decides_no_number() {
    let Some(pg) = Pg::start("counter", false) else {
        return;
    };
    let url = pg.database("counter");
    let p = Podium::new(Some(&url));
    p.ok(&["keys", "--register"], &[]);
    for n in 1..=3 {
        let (r, _) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
        assert_eq!(
            (r.code, r.stdout.trim()),
            (0, n.to_string().as_str()),
            "{r:?}"
        );
    }
    let mut db = pg.admin("counter");
    db.batch_execute("UPDATE pitpay_counter SET last_slip = 1, seq = seq - 1, hash = 'x'")
        .unwrap();
    let (r, _) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!((r.code, r.stdout.trim()), (0, "4"), "{r:?}");
    p.ok(&["journal", "--check", "--signatures", "--deep"], &[]);
}

/// The sign-off of a meter award without a staff register.
fn jackpot_sign_off() -> Vec<&'static str> {
    let mut args = vec!["--supervisor", "Ana Reyes"];
    args.extend_from_slice(&crate::jackpots::PATRON);
    args
}

fn sql(p: &Podium, sql: &str) {
    let db = rusqlite::Connection::open(p.data.path().join("journal.sqlite3")).unwrap();
    db.execute_batch(sql).unwrap();
}

/// The same on a shared PostgreSQL journal, whose own tables (the counter row, the meta
/// table with the journal's identity) decide nothing unsigned either: each column of
/// each table edited, one at a time, is caught or harmless.
#[test]
fn every_column_of_every_shared_table_edited_is_caught_or_harmless() {
    let Some(pg) = Pg::start("columns", false) else {
        return;
    };
    let url = pg.database("columns");
    let p = Podium::new(Some(&url));
    p.ok(&["keys", "--register"], &[]);
    let slips = every_kind_of_entry(&p);
    let (data, marks) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    copy_folder(p.data.path(), data.path());
    copy_folder(p.marks.path(), marks.path());
    let mut db = pg.admin("columns");
    let tables: Vec<String> = db
        .query(
            "SELECT table_name::text FROM information_schema.tables
             WHERE table_schema = 'public' ORDER BY table_name",
            &[],
        )
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    for t in &tables {
        db.batch_execute(&format!("CREATE TABLE saved_{t} AS SELECT * FROM {t}"))
            .unwrap();
    }
    let put_back_all = |db: &mut postgres::Client| {
        for t in &tables {
            db.batch_execute(&format!(
                "DELETE FROM {t}; INSERT INTO {t} SELECT * FROM saved_{t}"
            ))
            .unwrap();
        }
        put_back(&p, data.path(), marks.path());
    };
    let before = Shown::of(&p, &slips);
    assert_eq!((before.check, before.next.0), (0, 0), "{before:?}");
    put_back_all(&mut db);
    let mut findings = Vec::new();
    for table in &tables {
        let columns: Vec<(String, bool)> = db
            .query(
                "SELECT column_name::text, data_type::text FROM information_schema.columns
                 WHERE table_name = $1 ORDER BY ordinal_position",
                &[table],
            )
            .unwrap()
            .iter()
            .map(|r| (r.get(0), r.get::<_, String>(1) != "text"))
            .collect();
        let row = match table.as_str() {
            "pitpay_entries" => "kind = 'issue' AND slip = 2".to_string(),
            "pitpay_meta" => "name = 'identity'".to_string(),
            "pitpay_counter" => "id = 1".to_string(),
            "pitpay_register_members" => {
                format!("hash = (SELECT min(hash) FROM {table})")
            }
            _ => format!("seq = (SELECT min(seq) FROM {table})"),
        };
        for (column, integer) in columns {
            let sql = format!("UPDATE {table} SET {} WHERE {row}", edit(&column, integer));
            let Ok(changed) = db.execute(&sql, &[]) else {
                // A constraint of the table's own (the counter's one row) refuses it.
                findings.push(format!("{table}.{column}: refused by the database"));
                continue;
            };
            if changed == 0 {
                assert_eq!(column, "seq", "{table} is empty");
                db.execute(
                    &format!("INSERT INTO {table} (seq) SELECT seq FROM pitpay_entries WHERE kind = 'issue' AND slip = 2"),
                    &[],
                )
                .unwrap();
            }
            let after = Shown::of(&p, &slips);
            let verdict = if after.caught(&before) {
                "caught"
            } else if after == before {
                "harmless"
            } else {
                panic!("{table}.{column}: neither caught nor harmless:\nbefore {before:#?}\nafter {after:#?}");
            };
            findings.push(format!("{table}.{column}: {verdict}"));
            put_back_all(&mut db);
        }
    }
    for expected in [
        "pitpay_entries.jackpot: caught",
        "pitpay_entries.jackpots: caught",
        "pitpay_meta.value: caught",
        "pitpay_counter.last_slip: harmless",
        "pitpay_counter.hash: harmless",
    ] {
        assert!(
            findings.iter().any(|f| f == expected),
            "{expected} in {findings:#?}"
        );
    }
    eprintln!("{}", findings.join("\n"));
}

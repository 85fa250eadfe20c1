//! Signed-off payout slips through the real `pitpay` binary (ROUND-FILE.md `slip`,
//! `verify`, `journal`, `reprint`, `void`, `keys` and the **Verify** rules).
//!
//! Every run points `PITPAY_DATA_DIR` at its own temporary folder, so the user's data
//! folder, journal and signing key are never touched. Slips are read back in Rust with
//! lopdf: the page text (the slip's fonts carry a ToUnicode map, so `extract_text` gives
//! the printed words) and the embedded, signed record. Tampered slips are made by editing
//! bytes in place; where a test needs a tampered slip to get past the whole-file seal or
//! the settlement signature (to reach the later checks), it re-seals and re-signs with
//! the installation's own key, read from the data folder, exactly as `pitpay` would.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use assert_cmd::Command;

use serde_json::Value;

use crate::install::*;

/// A blackjack round with Suited or Booted, whose only paytable is unverified: 7♥ 7♥ is a
/// suited pair, 8 for 1 on the fixed $1 stake (paid $8, net $7); the $10 main loses
/// 14 to the dealer's 17.
pub(super) const SUITED_OR_BOOTED: &str = r#"game = "blackjack"
decks = 6
table = "BJ-5"

[cards]
dealer = "9C 8D"

[[seat]]
seat = 2
hands = ["7H 7H"]
[seat.wagers]
main = "10"
"suited-or-booted" = "1"

[progressive.suited-or-booted]
meter = "8,000"
"#;

// ---------------------------------------------------------------------------------------
// 1. Numbering

#[test]
fn slip_numbers_start_at_one_and_continue_across_restarts() {
    let inst = Install::new();
    let out1 = inst.path("one.pdf");
    let r = inst.slip_run(&round(LUCKY_BREAK), &out1, AT_THE_TABLE);
    assert_eq!(r.code, 0, "{r:?}");
    assert_eq!(r.stdout, "1\n", "stdout is the number alone");
    assert!(r.stderr.contains("one.pdf"), "{r:?}");
    // Each run is a separate process: a restart between every slip.
    assert_eq!(inst.lucky_break("two.pdf").0, 2);
    let sob = inst.write("sob.toml", SUITED_OR_BOOTED);
    assert_eq!(inst.slip(&sob, &inst.path("three.pdf"), AT_THE_TABLE), 3);
    // `journal` and `keys` in between open and close the journal without disturbing it.
    assert_eq!(inst.numbers(), [1, 2, 3]);
    inst.keys();
    assert_eq!(inst.lucky_break("four.pdf").0, 4);
    assert_eq!(inst.numbers(), [1, 2, 3, 4]);
    for name in ["one.pdf", "two.pdf", "three.pdf", "four.pdf"] {
        assert_verified(&inst.verify(&inst.path(name)));
    }
}

#[test]
fn slips_issued_at_once_take_distinct_numbers_without_gaps() {
    let inst = Install::new();
    inst.keys(); // the key exists before the racers start
    let bin = assert_cmd::cargo::cargo_bin("pitpay");
    let children: Vec<_> = (0..4)
        .map(|i| {
            std::process::Command::new(&bin)
                .env("PITPAY_DATA_DIR", inst.data())
                .args(["slip", "--again", s(&round(LUCKY_BREAK))])
                .args(["--supervisor", SUPERVISOR, "--supervisor-id", SUPERVISOR_ID])
                .arg("--out")
                .arg(inst.path(&format!("race-{i}.pdf")))
                .output()
        })
        .collect();
    let mut numbers: Vec<i64> = children
        .into_iter()
        .map(|o| {
            let o = o.unwrap();
            assert!(o.status.success(), "{o:?}");
            String::from_utf8(o.stdout).unwrap().trim().parse().unwrap()
        })
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, [1, 2, 3, 4]);
    assert_eq!(inst.numbers(), [1, 2, 3, 4]);
}

// ---------------------------------------------------------------------------------------
// 2. What the slip says (text extraction)

#[test]
fn slip_text_names_the_sign_off_the_amounts_and_the_fingerprints() {
    let inst = Install::new();
    let (n, out) = inst.lucky_break("lb.pdf");
    assert_eq!(n, 1);
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    assert_eq!(doc.get_pages().len(), 1, "a two-wager slip fits one page");
    let text = doc.extract_text(&[1]).unwrap();
    let flat = flat(&text);
    let lines = lines(&text);

    assert!(lines.contains(&"PAYOUT SLIP No. 000001"), "{text}");
    // The header is in labelled boxes (property, location, table, time issued); a
    // location not set is a blank box to fill in by hand.
    assert!(
        flat.contains(&format!("PROPERTY {PROPERTY} LOCATION TABLE BJ-2 ISSUED ")),
        "{text}"
    );
    assert!(flat.contains("Blackjack · 6 decks · USD"), "{text}");
    assert!(
        lines.contains(&format!("Supervisor: {SUPERVISOR} (ID {SUPERVISOR_ID})").as_str()),
        "{text}"
    );
    // With no staff register, the slip says the supervisor is not enrolled.
    assert!(lines.contains(&"supervisor not enrolled"), "{text}");
    assert!(
        lines.contains(&format!("Dealer: {DEALER}").as_str()),
        "{text}"
    );
    assert!(flat.contains("Dealer: 2♥ 4♥ 3♥ 7♥ 10♥"), "{text}");
    assert!(flat.contains("Seat 1: hand 1: 10♠ 7♣"), "{text}");

    // The wager table: one cell per text item, in column order.
    let lb = lines.iter().position(|l| *l == "Lucky Break").unwrap();
    assert_eq!(
        lines[lb - 1..lb + 7],
        [
            "1",
            "Lucky Break",
            "1",
            "$1.00",
            "win",
            "3 to 1 + 3 to 1 × 50",
            "$154.00",
            "$153.00"
        ],
        "{text}"
    );
    let main = lines.iter().position(|l| *l == "Main wager").unwrap();
    assert_eq!(
        lines[main - 1..main + 7],
        [
            "1",
            "Main wager",
            "1",
            "$10.00",
            "win",
            "1 to 1",
            "$20.00",
            "$10.00"
        ],
        "{text}"
    );
    assert!(
        lines.contains(&"Player totals: stake $11.00, paid $174.00, net $163.00"),
        "{text}"
    );

    // Paytable fingerprints as `pitpay paytables --json` lists them.
    let fps = paytable_fingerprints(&inst);
    for (id, name) in [
        ("blackjack-main", "Blackjack"),
        ("lucky-break-1", "Lucky Break Pay Table 1"),
    ] {
        let fp = fingerprint_of(&fps, id);
        assert_eq!(fp.len(), 12);
        let line = format!("Paytable {id} ({name}) version 1 fingerprint {fp}");
        assert!(lines.contains(&line.as_str()), "{line}\n{text}");
    }
    // Both paytables are verified: no warning.
    assert!(!flat.contains("UNVERIFIED"), "{text}");
    assert!(!flat.contains("WARNING"), "{text}");
    assert!(
        !flat.contains("REPRINT") && !flat.contains("VOID"),
        "{text}"
    );

    // The signing key's fingerprint as `pitpay keys` prints it, where the slip's entry
    // stands in the journal (its place and the entry before it, as its record
    // says), and the signature printed in two lines of 64 digits, the same as the
    // embedded record's.
    let (public, fp) = inst.keys();
    let rec = record(&bytes);
    let place = &rec["signed"]["journal"];
    let prev = place["prev"].as_str().unwrap();
    let shown = format!(
        "Signing key fingerprint: {fp} · journal entry {}, after {}",
        place["entry"],
        &prev[..16]
    );
    assert!(lines.contains(&shown.as_str()), "{shown} in {text}");
    let sig = rec["signature"].as_str().unwrap();
    assert_eq!(sig.len(), 128);
    assert!(
        lines.contains(&&sig[..64]) && lines.contains(&&sig[64..]),
        "{text}"
    );

    // The embedded record says the same.
    assert_eq!(rec["pitpay_slip"], 1);
    assert_eq!(rec["copy"], "original");
    assert_eq!(rec["public_key"], public.as_str());
    assert_eq!(rec["key_fingerprint"], fp.as_str());
    let signed = &rec["signed"];
    assert_eq!(signed["slip"], 1);
    assert_eq!(signed["supervisor"], SUPERVISOR);
    assert_eq!(signed["supervisor_id"], SUPERVISOR_ID);
    assert_eq!(signed["property"], PROPERTY);
    assert_eq!(signed["dealer"], DEALER);
    assert_eq!(signed["table"], "BJ-2");
    assert_eq!(
        signed["round"].as_str().unwrap(),
        std::fs::read_to_string(round(LUCKY_BREAK)).unwrap(),
        "the round file is embedded verbatim"
    );
    let embedded: BTreeSet<&str> = signed["paytables"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        embedded,
        BTreeSet::from(["blackjack-main", "lucky-break-1"])
    );
    let st = &signed["settlement"];
    assert_eq!(st["totals"]["player"]["stake"], "11.00");
    assert_eq!(st["totals"]["player"]["paid"], "174.00");
    assert_eq!(st["totals"]["player"]["net"], "163.00");
    let wagers = st["seats"][0]["wagers"].as_array().unwrap();
    let lbw = wagers.iter().find(|w| w["bet"] == "lucky-break").unwrap();
    assert_eq!(lbw["paid"], "154.00");
    assert_eq!(lbw["net"], "153.00");
    for t in st["paytables"].as_array().unwrap() {
        assert_eq!(
            t["fingerprint"].as_str().unwrap(),
            fingerprint_of(&fps, t["id"].as_str().unwrap())
        );
    }
    // The settlement is the one `settle --json` gives for the same round (less the
    // floor notes, chips and flags, which the command line adds from this installation's
    // racks and jurisdiction files).
    let r = inst.run(&["settle", s(&round(LUCKY_BREAK)), "--json"]);
    let mut settled: Value = serde_json::from_str(&r.stdout).unwrap();
    for seat in settled["seats"].as_array_mut().unwrap() {
        for w in seat["wagers"].as_array_mut().unwrap() {
            let w = w.as_object_mut().unwrap();
            for key in ["chips", "cash", "flags"] {
                w.remove(key);
            }
        }
    }
    assert_eq!(settled["seats"], st["seats"]);
    assert_eq!(settled["totals"], st["totals"]);
}

#[test]
fn slip_text_keeps_non_ascii_names() {
    let inst = Install::new();
    let out = inst.path("names.pdf");
    let r = inst.run(&[
        "slip",
        s(&round(LUCKY_BREAK)),
        "--supervisor",
        "José Núñez-Østergård",
        "--supervisor-id",
        "№ 12",
        "--property",
        "Café Royale",
        "--out",
        s(&out),
    ]);
    assert_eq!(r.code, 0, "{r:?}");
    let text = file_text(&out);
    let flat = flat(&text);
    assert!(
        flat.contains("Supervisor: José Núñez-Østergård (ID № 12)"),
        "{text}"
    );
    // Property, location (blank: not set) and table in labelled boxes.
    assert!(
        flat.contains("PROPERTY Café Royale LOCATION TABLE BJ-2"),
        "{text}"
    );
    assert_verified(&inst.verify(&out));
    assert_eq!(inst.journal()[0]["supervisor"], "José Núñez-Østergård");
    assert_eq!(inst.journal()[0]["supervisor_id"], "№ 12");
}

#[test]
fn a_slip_on_an_unverified_paytable_warns() {
    let inst = Install::new();
    let sob = inst.write("sob.toml", SUITED_OR_BOOTED);
    let out = inst.path("sob.pdf");
    assert_eq!(inst.slip(&sob, &out, AT_THE_TABLE), 1);
    let text = file_text(&out);
    let flat = flat(&text);
    let lines = lines(&text);
    let fp = fingerprint_of(&paytable_fingerprints(&inst), "suited-or-booted-example");
    assert!(
        flat.contains(&format!(
            "Paytable suited-or-booted-example (Suited or Booted (example)) version 1-example fingerprint {fp} — UNVERIFIED"
        )),
        "{text}"
    );
    assert!(
        flat.contains(
            "WARNING suited-or-booted-example: unverified paytable: confirm against the posted sign"
        ),
        "{text}"
    );
    let sb = lines.iter().position(|l| *l == "Suited or Booted").unwrap();
    assert_eq!(
        lines[sb - 1..sb + 7],
        [
            "2",
            "Suited or Booted",
            "1",
            "$1.00",
            "win",
            "8 for 1",
            "$8.00",
            "$7.00"
        ],
        "{text}"
    );
    assert!(
        flat.contains("Suited or Booted meter: $8,000.00 before, $8,000.00 after"),
        "{text}"
    );
    assert!(
        flat.contains("Player totals: stake $11.00, paid $8.00, net -$3.00"),
        "{text}"
    );
    // The table in its labelled box.
    assert!(flat.contains("TABLE BJ-5"), "{text}");
    // Unverified is a warning, not a failure: the slip verifies.
    assert_verified(&inst.verify(&out));
}

// ---------------------------------------------------------------------------------------
// 4. The journal

#[test]
fn journal_json_lists_every_slip_with_its_state() {
    let inst = Install::new();
    assert!(inst.journal().is_empty(), "an empty journal lists no slips");
    inst.lucky_break("a.pdf");
    let sob = inst.write("sob.toml", SUITED_OR_BOOTED);
    inst.slip(&sob, &inst.path("b.pdf"), AT_THE_TABLE);
    let r = inst.run(&[
        "slip",
        s(&round("lucky9-contract.toml")),
        "--supervisor",
        "Kim Osei",
        "--supervisor-id",
        "4411",
        "--out",
        s(&inst.path("c.pdf")),
    ]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = inst.run(&["reprint", "2", "--out", s(&inst.path("b2.pdf"))]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = inst.run(&["void", "3", "--reason", "wrong table"]);
    assert_eq!(r.code, 0, "{r:?}");

    let list = inst.journal();
    assert_eq!(list.len(), 3);
    let contract = [
        "number",
        "time",
        "supervisor",
        "supervisor_id",
        "table",
        "game",
        "paid",
        "net",
        "state",
    ];
    for e in &list {
        let obj = e.as_object().unwrap();
        for k in contract {
            assert!(obj.contains_key(k), "{k} missing: {e}");
        }
        assert!(e["number"].is_i64(), "{e}");
        for k in &contract[1..] {
            assert!(e[*k].is_string(), "{k} is a string: {e}");
        }
        // RFC 3339 UTC: 2026-11-22T07:10:07Z
        let t = e["time"].as_str().unwrap().as_bytes();
        assert_eq!(t.len(), 20, "{e}");
        assert!(
            t[4] == b'-' && t[7] == b'-' && t[10] == b'T' && t[19] == b'Z',
            "{e}"
        );
        for k in ["paid", "net"] {
            let m = e[k].as_str().unwrap();
            let (_, cents) = m.rsplit_once('.').unwrap();
            assert_eq!(cents.len(), 2, "money with two decimals: {e}");
            assert!(!m.contains('$') && !m.contains(','), "{e}");
        }
    }
    let row = |i: usize, k: &str| list[i][k].as_str().unwrap().to_string();
    assert_eq!(list[0]["number"], 1);
    assert_eq!(list[1]["number"], 2);
    assert_eq!(list[2]["number"], 3);
    assert_eq!(
        [row(0, "supervisor"), row(0, "supervisor_id")],
        [SUPERVISOR, SUPERVISOR_ID]
    );
    assert_eq!([row(0, "table"), row(0, "game")], ["BJ-2", "blackjack"]);
    assert_eq!([row(0, "paid"), row(0, "net")], ["174.00", "163.00"]);
    assert_eq!(row(0, "state"), "issued");
    assert_eq!([row(1, "table"), row(1, "game")], ["BJ-5", "blackjack"]);
    assert_eq!([row(1, "paid"), row(1, "net")], ["8.00", "-3.00"]);
    assert_eq!(row(1, "state"), "reprinted");
    assert_eq!(
        [row(2, "supervisor"), row(2, "supervisor_id")],
        ["Kim Osei", "4411"]
    );
    assert_eq!(row(2, "game"), "lucky9");
    assert_eq!(row(2, "state"), "void");
    // The journal's paid and net are the slip's player totals.
    let settled: Value = serde_json::from_str(
        &inst
            .run(&["settle", s(&round("lucky9-contract.toml")), "--json"])
            .stdout,
    )
    .unwrap();
    assert_eq!(row(2, "paid"), settled["totals"]["player"]["paid"]);
    assert_eq!(row(2, "net"), settled["totals"]["player"]["net"]);
    // The table for people lists the same slips.
    let r = inst.run(&["journal"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("reprinted") && r.stdout.contains("void (wrong table)"));
}

// ---------------------------------------------------------------------------------------
// 5. Bad input and crashes: clear errors, nothing lost

#[test]
fn no_supervisor_is_bad_input_and_takes_no_number() {
    let inst = Install::new();
    let out = inst.path("slip.pdf");
    let lb = round(LUCKY_BREAK);
    for args in [
        vec!["slip", s(&lb), "--supervisor-id", "S-1", "--out", s(&out)],
        vec!["slip", s(&lb), "--supervisor", "Ana", "--out", s(&out)],
        vec!["slip", s(&lb), "--out", s(&out)],
        vec![
            "slip",
            s(&lb),
            "--supervisor",
            "  ",
            "--supervisor-id",
            "S-1",
            "--out",
            s(&out),
        ],
        vec![
            "slip",
            s(&lb),
            "--supervisor",
            "Ana",
            "--supervisor-id",
            "",
            "--out",
            s(&out),
        ],
    ] {
        let r = inst.run(&args);
        assert_eq!(r.code, 2, "{args:?}: {r:?}");
        assert!(r.stdout.is_empty(), "{r:?}");
        assert!(
            r.stderr.contains("supervisor"),
            "says what is missing: {r:?}"
        );
        assert!(!out.exists(), "no slip written: {args:?}");
        assert!(
            files_in(inst.data()).is_empty(),
            "nothing written to the data folder: {:?}",
            files_in(inst.data())
        );
    }
    // A bad round takes no number either.
    let r = inst.slip_run(&round("lucky9-bad-card.toml"), &out, AT_THE_TABLE);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("lucky9-bad-card.toml"), "{r:?}");
    assert!(!out.exists());
    assert_eq!(
        files_in(inst.work.path()),
        BTreeSet::new(),
        "no temp files left"
    );
    // The next good slip is still number 1.
    assert_eq!(inst.slip(&lb, &out, AT_THE_TABLE), 1);
    assert_eq!(inst.numbers(), [1]);
}

/// A directory the test process cannot write into: a 0o555 directory, or, when the
/// tests run as root (who writes there anyway), a path inside `/proc`, where no file
/// can be created.
fn unwritable_dir(inst: &Install) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = inst.path("read-only");
    std::fs::create_dir(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    let probe = dir.join("probe");
    if std::fs::write(&probe, b"").is_ok() {
        // Running as root: permissions do not stop us.
        std::fs::remove_file(&probe).unwrap();
        PathBuf::from("/proc")
    } else {
        dir
    }
}

#[test]
fn an_unwritable_output_folder_is_bad_input_and_loses_nothing() {
    let inst = Install::new();
    let (_, first) = inst.lucky_break("first.pdf");
    let before = inst.journal();
    let ro = unwritable_dir(&inst);
    let missing = inst.path("no/such/folder");
    for out in [
        ro.join("pitpay-slips-test.pdf"),
        missing.join("slip.pdf"),
        inst.path("first.pdf/inside-a-file.pdf"),
    ] {
        let r = inst.slip_run(&round(LUCKY_BREAK), &out, AT_THE_TABLE);
        assert_eq!(r.code, 2, "{}: {r:?}", out.display());
        assert!(r.stdout.is_empty(), "no number printed: {r:?}");
        assert!(r.stderr.contains("cannot write"), "a clear error: {r:?}");
        assert!(
            r.stderr.contains(s(out.parent().unwrap())),
            "names the folder: {r:?}"
        );
        assert!(!out.exists());
        assert_eq!(inst.journal(), before, "journal unchanged");
        // A reprint there fails the same way and records nothing.
        let r = inst.run(&["reprint", "1", "--out", s(&out)]);
        assert_eq!(r.code, 2, "{r:?}");
        assert!(r.stderr.contains("cannot write"), "{r:?}");
        assert_eq!(
            inst.journal(),
            before,
            "journal unchanged by a failed reprint"
        );
    }
    if ro.starts_with(inst.work.path()) {
        assert!(files_in(&ro).is_empty());
    }
    assert_eq!(
        files_in(inst.work.path()),
        BTreeSet::from(["first.pdf".to_string(), "read-only".to_string()]),
        "no temp or probe files left"
    );
    // Nothing lost: slip 1 still verifies, and the next slip is 2.
    assert_verified(&inst.verify(&first));
    assert_eq!(inst.lucky_break("second.pdf").0, 2);
}

#[test]
fn an_unusable_data_folder_is_bad_input_and_writes_no_slip() {
    let work = tempfile::tempdir().unwrap();
    let a_file = work.path().join("a-file");
    std::fs::write(&a_file, b"not a folder").unwrap();
    let out = work.path().join("slip.pdf");
    for data in [
        a_file.join("data"),
        PathBuf::from("/proc/pitpay-no-data-here"),
    ] {
        let r = Command::cargo_bin("pitpay")
            .unwrap()
            .env("PITPAY_DATA_DIR", &data)
            .args(["slip", s(&round(LUCKY_BREAK))])
            .args(["--supervisor", SUPERVISOR, "--supervisor-id", SUPERVISOR_ID])
            .args(["--out", s(&out)])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&r.stderr);
        assert_eq!(r.status.code(), Some(2), "{}: {stderr}", data.display());
        assert!(r.stdout.is_empty());
        assert!(stderr.contains(s(&data)), "names the data folder: {stderr}");
        assert!(!out.exists(), "no slip without a journal to record it");
        assert!(!data.exists());
    }
    assert_eq!(
        files_in(work.path()),
        BTreeSet::from(["a-file".to_string()])
    );
}

#[test]
fn a_journal_held_by_another_process_fails_clearly_and_loses_nothing() {
    let inst = Install::new();
    let (_, first) = inst.lucky_break("first.pdf");
    let before = inst.journal();
    let out = inst.path("second.pdf");
    {
        // Another process holds the journal's write lock past pitpay's busy timeout.
        let db = rusqlite::Connection::open(inst.data().join("journal.sqlite3")).unwrap();
        db.execute_batch("BEGIN EXCLUSIVE").unwrap();
        let r = inst.slip_run(&round(LUCKY_BREAK), &out, AT_THE_TABLE);
        assert_eq!(r.code, 2, "{r:?}");
        assert!(r.stdout.is_empty(), "{r:?}");
        assert!(r.stderr.contains("journal"), "{r:?}");
        assert!(!out.exists());
        db.execute_batch("ROLLBACK").unwrap();
    }
    assert_eq!(inst.journal(), before);
    assert_eq!(
        files_in(inst.work.path()),
        BTreeSet::from(["first.pdf".to_string()]),
        "no temp files left"
    );
    assert_verified(&inst.verify(&first));
    assert_eq!(inst.slip(&round(LUCKY_BREAK), &out, AT_THE_TABLE), 2);
}

#[test]
fn a_stray_temp_file_from_a_crash_changes_nothing() {
    let inst = Install::new();
    let (_, first) = inst.lucky_break("slip.pdf");
    std::fs::rename(&first, inst.path("kept.pdf")).unwrap();
    // What a crash between writing and renaming leaves behind.
    let stray = inst.path(".slip.pdf.partial-123");
    std::fs::write(&stray, b"%PDF-1.3\n half a slip").unwrap();
    let before = inst.journal();
    assert_eq!(before.len(), 1);
    let r = inst.verify(&stray);
    assert_eq!(r.code, 2, "a partial file is not a slip: {r:?}");
    assert_eq!(inst.journal(), before);
    let (n, out) = inst.lucky_break("slip.pdf");
    assert_eq!(n, 2, "the next slip takes the next number");
    assert_verified(&inst.verify(&out));
    assert_verified(&inst.verify(&inst.path("kept.pdf")));
    assert_eq!(inst.numbers(), [1, 2]);
    assert_eq!(
        std::fs::read(&stray).unwrap(),
        b"%PDF-1.3\n half a slip",
        "another process's temp file is left alone"
    );
}

/// Helper for [`a_crash_in_the_middle_of_an_issue_takes_no_number`], run in a child
/// process: it opens the journal, starts recording slip 2 inside a transaction the way
/// `pitpay slip` does (with a payload big enough to spill into the WAL), leaves a partial
/// slip file, says READY and waits to be killed.
#[test]
#[ignore = "helper: run in a child process by a_crash_in_the_middle_of_an_issue_takes_no_number"]
fn crash_child() {
    use std::io::Write as _;
    let (Some(dir), Some(partial)) = (
        std::env::var_os("SLIPS_CRASH_DATA"),
        std::env::var_os("SLIPS_CRASH_PARTIAL"),
    ) else {
        return;
    };
    let db = rusqlite::Connection::open(Path::new(&dir).join("journal.sqlite3")).unwrap();
    db.execute_batch("BEGIN IMMEDIATE").unwrap();
    let big = "x".repeat(8 << 20);
    // The chained journal (its slip records in their own table):
    // an issue entry for slip 2 and its record.
    db.execute(
        "INSERT INTO entries (seq, kind, slip, time, who, who_id, reason, table_label, game, paid, net,
                              file_sha256, file, round_sha256, prev, hash, signature)
         VALUES (2, 'issue', 2, '2026-01-01T00:00:00Z', 'Crash', 'C-1', '', 'BJ-2', 'blackjack', '1.00', '0.00',
                 'abc', '', '', 'prev', 'hash', 'sig')",
        [],
    )
    .unwrap();
    db.execute("INSERT INTO payloads (seq, payload) VALUES (2, ?1)", [&big])
        .unwrap();
    std::fs::write(&partial, &big.as_bytes()[..4096]).unwrap();
    println!("READY");
    std::io::stdout().flush().unwrap();
    std::thread::sleep(std::time::Duration::from_secs(120));
}

#[test]
fn a_crash_in_the_middle_of_an_issue_takes_no_number() {
    use std::io::BufRead as _;
    let inst = Install::new();
    let (_, first) = inst.lucky_break("first.pdf");
    let partial = inst.path(".second.pdf.partial-4242");
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        // The test binary runs its own ignored `crash_child` test (its path in this binary).
        .args(["slips::crash_child", "--exact", "--ignored", "--nocapture"])
        .env("SLIPS_CRASH_DATA", inst.data())
        .env("SLIPS_CRASH_PARTIAL", &partial)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut reader = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    loop {
        line.clear();
        assert!(
            reader.read_line(&mut line).unwrap() > 0,
            "the child ended early"
        );
        if line.trim() == "READY" {
            break;
        }
    }
    // The crash: SIGKILL mid-transaction.
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(partial.exists());

    // The journal is consistent: slip 1 only, and it still verifies.
    let list = inst.journal();
    assert_eq!(list.len(), 1, "{list:?}");
    assert_eq!(list[0]["number"], 1);
    assert_eq!(list[0]["state"], "issued");
    assert_verified(&inst.verify(&first));
    // The number the crash never committed is taken by the next slip.
    let (n, second) = inst.lucky_break("second.pdf");
    assert_eq!(n, 2);
    assert_verified(&inst.verify(&second));
    assert_eq!(
        record(&std::fs::read(&second).unwrap())["signed"]["slip"],
        2
    );
    assert_eq!(inst.numbers(), [1, 2]);
    assert_eq!(inst.journal()[1]["supervisor"], SUPERVISOR);
}

#[test]
fn a_lost_slip_file_is_printed_again_from_the_journal() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let original = std::fs::read(&out).unwrap();
    std::fs::remove_file(&out).unwrap();
    let re = inst.path("again.pdf");
    let r = inst.run(&["reprint", "1", "--out", s(&re)]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("slip 1"), "{r:?}");
    assert_verified(&inst.verify(&re));
    let text = file_text(&re);
    let flat = flat(&text);
    assert!(flat.contains("REPRINT"), "{text}");
    assert!(flat.contains("PAYOUT SLIP No. 000001"), "{text}");
    assert!(flat.contains("$154.00 $153.00"), "{text}");
    assert!(
        flat.contains(&format!("Supervisor: {SUPERVISOR} (ID {SUPERVISOR_ID})")),
        "{text}"
    );
    assert_eq!(
        record(&std::fs::read(&re).unwrap())["signed"],
        record(&original)["signed"]
    );
    assert_eq!(inst.state(1), "reprinted");
    // And the original, had it survived, would still verify.
    std::fs::write(&out, &original).unwrap();
    assert_verified(&inst.verify(&out));
}

/// A slip issued before the rulebook was amended still verifies. The fixture's
/// slip (tests/fixtures/first-edition, issued with its data folder by Pitpay before the
/// amendment) pays a 10% Suited or Booted hit on a meter at its $2,000 reseed and prints
/// the meter after as $1,800, as the first rulebook said; the amended R4.3 keeps the meter
/// at $2,000. The slip records no edition, so verify re-settles it under the rules of its
/// day; the same round settled today leaves $2,000, and a slip issued today records
/// edition 2 and verifies under it.
#[test]
fn r4_3_a_slip_issued_under_the_first_rulebook_still_verifies() {
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/first-edition");
    let inst = Install::new();
    for name in ["journal.sqlite3", "signing-key"] {
        std::fs::copy(fixture.join("data").join(name), inst.data().join(name)).unwrap();
    }
    let old_slip = fixture.join("slip-1.pdf");
    let embedded = record(&std::fs::read(&old_slip).unwrap());
    let meter = &embedded["signed"]["settlement"]["progressive"]["suited-or-booted"];
    assert_eq!(meter["meter_after"], "1800.00", "{meter}");
    assert!(embedded["signed"].get("rulebook").is_none());
    let run = inst.run(&["verify", s(&old_slip)]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stdout.contains("slip 1 verified"), "{run:?}");

    let round = fixture.join("round.toml");
    let today = inst.run(&["settle", s(&round), "--json"]);
    let today: Value = serde_json::from_str(&today.stdout).unwrap();
    assert_eq!(
        today["progressive"]["suited-or-booted"]["meter_after"],
        "2000.00"
    );
    let out = inst.path("slip-2.pdf");
    let mut args = vec![
        "slip",
        s(&round),
        "--again",
        "--supervisor",
        "Dana Reyes",
        "--supervisor-id",
        "S-1042",
        "--out",
        s(&out),
    ];
    args.extend(super::jackpots::PATRON);
    let issued = inst.run(&args);
    assert_eq!(issued.code, 0, "{issued:?}");
    let new_record = record(&std::fs::read(&out).unwrap());
    assert_eq!(new_record["signed"]["rulebook"], 2);
    let run = inst.run(&["verify", s(&out)]);
    assert_eq!(run.code, 0, "{run:?}");
    // The old slip still verifies with a newer slip after it in the chain.
    assert_eq!(inst.run(&["verify", s(&old_slip)]).code, 0);
}

/// The worked example of a header field: the round file may name the dealer who
/// dealt it (`dealer_name`). The slip's sign-off names that dealer when the supervisor
/// names none, the supervisor's `--dealer` wins when given, the embedded round keeps the
/// name so the slip verifies, and a name that is not one line of at most 80 characters
/// is refused naming the field and its line.
#[test]
fn the_round_files_dealer_name_reaches_the_slips_sign_off() {
    let inst = Install::new();
    let lucky9 = "game = \"lucky9\"\ndecks = 8\ntable = \"L9-4\"\ndealer_name = \"Kim Park\"\n\n\
                  [cards]\ndealer = \"KC 4H 3D\"\n\n[[seat]]\nseat = 1\nhands = [\"3S 5D\"]\n\
                  [seat.wagers]\nmain = \"25\"\n";
    let round = inst.write("kim.toml", lucky9);
    let out = inst.path("kim.pdf");
    inst.slip(&round, &out, &[]);
    let text = flat(&file_text(&out));
    assert!(text.contains("Dealer: Kim Park"), "{text}");
    assert_eq!(inst.verify(&out).code, 0);

    let named = inst.path("named.pdf");
    inst.slip(&round, &named, &["--again", "--dealer", "Bo Lind"]);
    let text = flat(&file_text(&named));
    assert!(text.contains("Dealer: Bo Lind"), "{text}");
    assert!(!text.contains("Kim Park"), "{text}");

    let long = lucky9.replace("Kim Park", &"K".repeat(81));
    let bad = inst.write("long.toml", &long);
    let r = inst.slip_run(&bad, &inst.path("long.pdf"), &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("long.toml:4"), "{r:?}");
    assert!(r.stderr.contains("dealer_name"), "{r:?}");
    assert!(!inst.path("long.pdf").exists());
}

// ---------------------------------------------------------------------------------------
// Filing: no --out

/// Without `--out` a slip is filed by its number in the slips folder (`slips_folder` in
/// settings.toml, else `slips/` in the data folder) and a reprint beside it; a file
/// already at the name is never written over: the slip takes the next free name. The
/// settings' property and location are printed on it.
#[test]
fn a_slip_without_out_is_filed_by_number_and_never_over_a_file() {
    let inst = Install::new();
    std::fs::write(
        inst.data().join("settings.toml"),
        "property = \"Casino Royale\"\nlocation = \"Main floor, pit 2\"\n",
    )
    .unwrap();
    let slips = inst.data().join("slips");
    std::fs::create_dir_all(&slips).unwrap();
    std::fs::write(slips.join("slip-000002.pdf"), b"someone's file").unwrap();
    let issue = |inst: &Install, table: &str| {
        let r = inst.write(&format!("{table}.toml"), &lucky_break_at(table));
        let run = inst.run(&[
            "slip",
            s(&r),
            "--supervisor",
            SUPERVISOR,
            "--supervisor-id",
            SUPERVISOR_ID,
            "--json",
        ]);
        assert_eq!(run.code, 0, "{run:?}");
        let v: Value = serde_json::from_str(&run.stdout).unwrap();
        PathBuf::from(v["file"].as_str().unwrap())
    };
    let first = issue(&inst, "BJ-1");
    assert_eq!(first, slips.join("slip-000001.pdf"));
    let second = issue(&inst, "BJ-2");
    assert_eq!(second, slips.join("slip-000002 (2).pdf"));
    assert_eq!(
        std::fs::read(slips.join("slip-000002.pdf")).unwrap(),
        b"someone's file"
    );
    assert_eq!(inst.verify(&second).code, 0);
    let page = file_text(&first);
    assert!(page.contains("Casino Royale"), "{page}");
    assert!(page.contains("Main floor, pit 2"), "{page}");
    let r = inst.run(&["reprint", "1", "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["file"], s(&slips.join("slip-000001-reprint-1.pdf")));
    // A relative slips folder is refused, naming the key; nothing is issued.
    std::fs::write(
        inst.data().join("settings.toml"),
        "slips_folder = \"slips\"\n",
    )
    .unwrap();
    let r = inst.write("BJ-3.toml", &lucky_break_at("BJ-3"));
    let run = inst.run(&[
        "slip",
        s(&r),
        "--supervisor",
        SUPERVISOR,
        "--supervisor-id",
        SUPERVISOR_ID,
    ]);
    assert_eq!(run.code, 2, "{run:?}");
    assert!(run.stderr.contains("slips_folder"), "{run:?}");
    std::fs::remove_file(inst.data().join("settings.toml")).unwrap();
    assert_eq!(inst.numbers(), [1, 2]);
}

//! A record no one can rewrite, through the real `pitpay` binary, on an
//! installation's own SQLite journal and on a shared PostgreSQL journal: a journal
//! restored from an older copy, or cut, is caught before the next slip and takes no
//! number; `verify` tells a journal behind a slip from a forged file; `journal
//! --recover` brings back every lost entry that slip files and the podiums' logs hold;
//! what cannot be brought back is a gap a manager records, after which numbers go on
//! without repeating. Then each hole an audit found, one test each.
//!
//! Every podium keeps its mark outside its data folder too (`PITPAY_MARK_DIR`, a folder
//! of the test's own), as a standard install keeps it in the platform's state folder.

use std::path::{Path, PathBuf};

use serde_json::Value;

use super::pg::Pg;
use crate::install::{
    copy_folder, enroll, file_text, flat, lucky_break, s, Podium, DANA, LEE, MANAGER,
};

/// What happens after the backup: five slips by Dana (numbers 2 to 6: slip 1 came before
/// the backup), slip 4 voided by the manager and printed again (its void copy), slip 3
/// printed again, Lee enrolled.
struct AfterBackup {
    /// The five slips' files, slip 2 first.
    slips: Vec<PathBuf>,
    /// The copy of slip 3.
    copy: PathBuf,
    /// The void copy of slip 4.
    void_copy: PathBuf,
}

fn before_backup(p: &Podium) -> PathBuf {
    enroll(p, MANAGER, "manager", None);
    enroll(p, DANA, "supervisor", Some(MANAGER));
    let (r, first) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 0, "{r:?}");
    assert_eq!(r.stdout.trim(), "1", "{r:?}");
    first
}

fn after_backup(p: &Podium) -> AfterBackup {
    let mut slips = Vec::new();
    for n in 2..=6 {
        let (r, f) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
        assert_eq!(r.code, 0, "{r:?}");
        assert_eq!(r.stdout.trim(), n.to_string(), "{r:?}");
        slips.push(f);
    }
    p.ok(
        &["void", "4", "--reason", "wrong table", "--by", MANAGER.0],
        &[MANAGER.2],
    );
    let copy = p.path("copy-of-3.pdf");
    p.ok(
        &["reprint", "3", "--out", s(&copy), "--by", DANA.0],
        &[DANA.2],
    );
    let void_copy = p.path("void-copy-of-4.pdf");
    p.ok(
        &["reprint", "4", "--out", s(&void_copy), "--by", DANA.0],
        &[DANA.2],
    );
    enroll(p, LEE, "supervisor", Some(MANAGER));
    AfterBackup {
        slips,
        copy,
        void_copy,
    }
}

/// After the restore: the next slip is refused with exit 3, takes no number and writes
/// no file; `verify` of slip 4 says the journal is behind it and names the recovery.
fn restore_is_caught(p: &Podium, after: &AfterBackup) {
    let listed = p.slips().len();
    let (r, out) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr.contains("ends at entry") && r.stderr.contains("restored from an older copy"),
        "{r:?}"
    );
    assert!(r.stderr.contains("journal --recover"), "{r:?}");
    assert!(!out.exists(), "{r:?}");
    assert_eq!(p.slips().len(), listed, "no number was taken");
    let r = p.run(&["verify", s(&after.slips[2])], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    assert!(
        r.stdout.contains("the journal ends at entry")
            || r.stderr.contains("the journal ends at entry"),
        "{r:?}"
    );
    assert!(!r.stderr.contains("forged"), "{r:?}");
    assert!(r.stderr.contains("journal --recover"), "{r:?}");
}

/// After the recovery: the whole chain checks, slip records and every signature
/// included; each of the five slips verifies as it did before the restore (slip 4 is
/// void); the copy verifies; Lee is enrolled again; the next slip takes number 7.
fn all_is_back(p: &Podium, after: &AfterBackup) {
    let r = p.ok(&["journal", "--check", "--signatures", "--deep"], &[]);
    assert!(r.stdout.contains("holds"), "{r:?}");
    for (i, slip) in after.slips.iter().enumerate() {
        let r = p.run(&["verify", s(slip)], &[]);
        if i == 2 {
            assert_eq!(r.code, 1, "{r:?}");
            assert!(r.stderr.contains("slip 4 is VOID in the journal"), "{r:?}");
        } else {
            assert_eq!(r.code, 0, "{}: {r:?}", slip.display());
        }
    }
    p.ok(&["verify", s(&after.copy)], &[]);
    assert!(p.staff().iter().any(|m| m["id"] == LEE.0));
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!((r.code, r.stdout.trim()), (0, "7"), "{r:?}");
}

/// With nothing to recover from: every lost entry listed; the journal stays closed
/// until the manager records the gap with their PIN (a supervisor cannot); the gap shows
/// in `journal --check` and the listing; numbers still never repeat.
fn nothing_to_recover_from(p: &Podium, issued_before: i64) {
    let r = p.run(&["journal", "--recover"], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    assert!(r.stdout.contains("cannot bring back"), "{r:?}");
    record_the_gap(p, issued_before);
}

/// Entries remain lost: closed to slips until the manager records the gap.
fn record_the_gap(p: &Podium, issued_before: i64) {
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 3, "{r:?}");
    let r = p.run(&["journal", "--recover", "--by", DANA.0], &[DANA.2]);
    assert_eq!(r.code, 2, "{r:?}");
    let r = p.ok(&["journal", "--recover", "--by", MANAGER.0], &[MANAGER.2]);
    assert!(r.stdout.contains("recorded the gap"), "{r:?}");
    let r = p.ok(&["journal", "--check", "--signatures", "--deep"], &[]);
    assert!(r.stdout.contains("gap at entry"), "{r:?}");
    assert!(r.stdout.contains("by M-1"), "{r:?}");
    let r = p.ok(&["journal"], &[]);
    assert!(r.stdout.contains("gap at entry"), "{r:?}");
    // At a podium whose language is Chinese, the listing and the check say it in Chinese.
    let settings = p.data.path().join("settings.toml");
    let kept = std::fs::read_to_string(&settings).ok();
    let chinese = format!(
        "language = \"zh-Hant\"\n{}",
        kept.clone().unwrap_or_default()
    );
    std::fs::write(&settings, chinese).unwrap();
    for args in [&["journal"][..], &["journal", "--check"]] {
        let r = p.ok(args, &[]);
        assert!(r.stdout.contains("項為缺口（由 M-1 於"), "{r:?}");
        assert!(!r.stdout.contains("gap at entry"), "{r:?}");
    }
    match kept {
        Some(text) => std::fs::write(&settings, text).unwrap(),
        None => std::fs::remove_file(&settings).unwrap(),
    }
    let listed: Value = serde_json::from_str(&p.ok(&["journal", "--json"], &[]).stdout).unwrap();
    // The shift report of the day the gap was recorded says so too.
    let report = p.path("shift.pdf");
    let day = listed["gaps"][0]["time"].as_str().unwrap()[..10].to_string();
    p.ok(
        &["report", "--since", &day, "--out", s(&report), "--force"],
        &[],
    );
    let text = flat(&file_text(&report));
    assert!(text.contains("GAP: gap at entry"), "{text}");
    let last_slip = listed["gaps"][0]["last_slip"].as_i64().unwrap();
    assert!(last_slip >= issued_before, "{listed}");
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 0, "{r:?}");
    let next: i64 = r.stdout.trim().parse().unwrap();
    assert_eq!(next, last_slip + 1, "{r:?}");
}

/// Moves every slip file and the copy into one folder (as a supervisor hands them in).
fn hand_in(p: &Podium, after: &AfterBackup) -> PathBuf {
    let folder = p.path("handed-in");
    std::fs::create_dir_all(folder.join("copies")).unwrap();
    for f in &after.slips {
        std::fs::copy(f, folder.join(f.file_name().unwrap())).unwrap();
    }
    std::fs::copy(&after.copy, folder.join("copies/copy-of-3.pdf")).unwrap();
    std::fs::copy(&after.void_copy, folder.join("copies/void-copy-of-4.pdf")).unwrap();
    folder
}

fn journal_file(p: &Podium) -> PathBuf {
    p.data.path().join("journal.sqlite3")
}

/// Puts a backup file back as the journal, as IT would with the podium stopped.
fn restore_sqlite(p: &Podium, backup: &Path) {
    let journal = journal_file(p);
    for side in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{side}", journal.display()));
    }
    std::fs::copy(backup, &journal).unwrap();
}

/// On SQLite: Back up (`journal --backup`, online); five slips,
/// a void, a reprint and an enrolment; restore; refused; every entry back from the slip
/// files and the podium's own log. Then the whole data folder restored (its log with
/// it): the mark kept outside it catches it, the slip files bring back every slip, void
/// and reprint, and what no file holds (the enrolment, a later slip) is a gap the
/// manager records.
#[test]
fn a_restored_sqlite_journal_is_caught_and_recovered() {
    let p = Podium::new(None);
    before_backup(&p);
    let backup = p.path("journal-backup.sqlite3");
    let r = p.ok(&["journal", "--backup", s(&backup)], &[]);
    assert!(r.stdout.contains("backed up"), "{r:?}");
    // A backup is never written over without --force.
    assert_eq!(p.run(&["journal", "--backup", s(&backup)], &[]).code, 2);
    let data_copy = tempfile::tempdir().unwrap();
    copy_folder(p.data.path(), data_copy.path());
    let after = after_backup(&p);
    let folder = hand_in(&p, &after);

    restore_sqlite(&p, &backup);
    restore_is_caught(&p, &after);
    let r = p.ok(&["journal", "--recover", s(&folder)], &[]);
    assert!(
        r.stdout.contains("nothing known to be lost remains"),
        "{r:?}"
    );
    all_is_back(&p, &after);

    let p = p.with_data_from(data_copy.path());
    restore_is_caught(&p, &after);
    let r = p.run(&["journal", "--recover", s(&folder)], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    for brought in [
        "issue of slip 6",
        "void of slip 4",
        "reprint of slip 3",
        "reprint of slip 4",
    ] {
        assert!(r.stdout.contains(brought), "{brought} in {r:?}");
    }
    assert!(r.stdout.contains("cannot bring back"), "{r:?}");
    // Until the gap is recorded the journal is behind what this podium knows (slip 7,
    // issued after the first recovery, which no file here holds), so no slip verifies:
    // a void of it could be among the lost entries (slip 4's own void is back).
    for (i, slip) in after.slips.iter().enumerate() {
        let r = p.run(&["verify", s(slip)], &[]);
        assert_eq!(r.code, 1, "{r:?}");
        let words = if i == 2 {
            "VOID"
        } else {
            "the journal is behind"
        };
        assert!(r.stderr.contains(words), "{r:?}");
    }
    record_the_gap(&p, 7);
    for (i, slip) in after.slips.iter().enumerate() {
        let r = p.run(&["verify", s(slip)], &[]);
        assert_eq!(r.code, if i == 2 { 1 } else { 0 }, "{r:?}");
    }
}

/// The same on PostgreSQL: `pg_dump -Fc`, then the database dropped and restored from it
/// into an empty one with `pg_restore`, as docs/operations.md has IT do; recovered from
/// the slip files and the podium's log; then restored again with nothing to recover
/// from: a gap.
#[test]
fn a_restored_postgres_journal_is_caught_and_recovered() {
    let Some(pg) = Pg::start("record", false) else {
        return;
    };
    let url = pg.database("record");
    let p = Podium::new(Some(&url));
    p.ok(&["keys", "--register"], &[]);
    before_backup(&p);
    let dump = p.path("journal.dump");
    pg.dump("record", &dump);
    let after = after_backup(&p);
    let folder = hand_in(&p, &after);

    pg.restore("record", &dump);
    restore_is_caught(&p, &after);
    p.ok(&["journal", "--recover", s(&folder)], &[]);
    all_is_back(&p, &after);

    pg.restore("record", &dump);
    std::fs::remove_dir_all(p.data.path().join("station")).unwrap();
    nothing_to_recover_from(&p, 7);
}

/// Cutting the newest entries (a member's wrong PINs) is caught: `journal --check` names
/// the checkpoint past the journal's end, and the locked member cannot sign.
#[test]
fn a_cut_tail_fails_the_check_and_is_refused_for_signing() {
    let p = Podium::new(None);
    enroll(&p, MANAGER, "manager", None);
    enroll(&p, DANA, "supervisor", Some(MANAGER));
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 0, "{r:?}");
    let before: i64 = sql_one(&p, "SELECT max(seq) FROM entries");
    for _ in 0..5 {
        let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &["000000"]);
        assert_eq!(r.code, 2, "{r:?}");
    }
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert!(r.stderr.contains("locked"), "{r:?}");
    // A check signs a checkpoint at the head, past the wrong PINs.
    p.ok(&["journal", "--check"], &[]);
    let db = rusqlite::Connection::open(journal_file(&p)).unwrap();
    db.execute("DELETE FROM entries WHERE seq > ?1", [before])
        .unwrap();
    let r = p.run(&["journal", "--check"], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    assert!(
        r.stderr.contains(&format!(
            "the journal ends at entry {before}, but a checkpoint was signed"
        )),
        "{r:?}"
    );
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 3, "{r:?}");
    // With the checkpoints deleted too, the podium's mark still catches it.
    db.execute("DELETE FROM checkpoints", []).unwrap();
    let (r, _) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 3, "{r:?}");
    assert!(r.stderr.contains("this podium wrote entry"), "{r:?}");
    let r = p.run(&["journal", "--check"], &[]);
    assert_eq!(r.code, 1, "{r:?}");
}

/// Deleting the entry that disabled a member does not enable them again: the next entry
/// names it, so signing and verifying refuse the register, without a full check.
#[test]
fn a_deleted_register_entry_is_caught_before_anyone_signs() {
    let p = Podium::new(None);
    enroll(&p, MANAGER, "manager", None);
    enroll(&p, DANA, "supervisor", Some(MANAGER));
    enroll(&p, LEE, "supervisor", Some(MANAGER));
    p.ok(
        &["staff", "disable", LEE.0, "--by", MANAGER.0],
        &[MANAGER.2],
    );
    let (r, slip) = p.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 0, "{r:?}");
    let (r, _) = p.slip(&lucky_break(), LEE.0, &[], &[LEE.2]);
    assert_eq!(r.code, 2, "{r:?}");
    let db = rusqlite::Connection::open(journal_file(&p)).unwrap();
    db.execute(
        "DELETE FROM entries WHERE kind = 'staff' AND reason LIKE 'disable S-2001%'",
        [],
    )
    .unwrap();
    let (r, _) = p.slip(&lucky_break(), LEE.0, &[], &[LEE.2]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr
            .contains("the staff register in the journal does not hold")
            && r.stderr.contains("register entry was removed"),
        "{r:?}"
    );
    let r = p.run(&["verify", s(&slip)], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    // With the register checkpoint deleted as well, the links still catch it.
    db.execute("DELETE FROM register_checkpoints", []).unwrap();
    let (r, _) = p.slip(&lucky_break(), LEE.0, &[], &[LEE.2]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("register"), "{r:?}");
}

/// Wrong PINs during `keys --rotate` count toward the lock: the sixth try is refused as
/// locked without its PIN being tried, and the tries reach the journal once the new key
/// signs.
#[test]
fn wrong_pins_during_a_key_rotation_lock_the_manager() {
    let p = Podium::new(None);
    enroll(&p, MANAGER, "manager", None);
    let (r, _) = p.slip(&lucky_break(), MANAGER.0, &[], &[MANAGER.2]);
    assert_eq!(r.code, 0, "{r:?}");
    std::fs::remove_file(p.key()).unwrap();
    for _ in 0..5 {
        let r = p.run(&["keys", "--rotate", "--by", MANAGER.0], &["000000"]);
        assert_eq!(r.code, 2, "{r:?}");
    }
    for pin in ["000000", MANAGER.2, "111111"] {
        let r = p.run(&["keys", "--rotate", "--by", MANAGER.0], &[pin]);
        assert_eq!(r.code, 2, "{r:?}");
        assert!(r.stderr.contains("locked"), "{r:?}");
    }
}

/// A second podium whose station name (cloned from the first's image) another key holds
/// is told the name is taken, with the other podium's key and registration, never to
/// rotate; `keys --register` under that name is refused the same way.
#[test]
fn a_station_name_is_an_identity() {
    let Some(pg) = Pg::start("names", false) else {
        return;
    };
    let url = pg.database("names");
    let first = Podium::new(Some(&url));
    first.ok(&["keys", "--register"], &[]);
    let (r, _) = first.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let clone = Podium::new(Some(&url));
    let r = clone.run(&["keys", "--register"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    for words in [
        "station \"Pit 1\" is registered",
        "by another podium",
        "station = \\\"...\\\"",
    ] {
        let words = words.replace("\\\"", "\"");
        assert!(r.stderr.contains(&words), "{words} in {r:?}");
    }
    assert!(!r.stderr.contains("--rotate"), "{r:?}");
    let (r, _) = clone.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("by another podium") && !r.stderr.contains("--rotate"),
        "{r:?}"
    );
    // The first podium, its key file lost, is told to restore or rotate: its own mark
    // shows it wrote as "Pit 1".
    std::fs::remove_file(first.key()).unwrap();
    let (r, _) = first.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("pitpay keys --rotate"), "{r:?}");
}

/// `pitpay keys` prints and never writes: with no key it says how one is made; `keys
/// --new` makes it, once.
#[test]
fn keys_never_writes_a_key() {
    let p = Podium::new(None);
    let r = p.run(&["keys"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("no signing key yet"), "{r:?}");
    assert!(!p.key().exists());
    let r = p.ok(&["keys", "--new"], &[]);
    assert!(
        r.stdout.contains("made this installation's signing key"),
        "{r:?}"
    );
    let key = std::fs::read_to_string(p.key()).unwrap();
    let r = p.run(&["keys", "--new"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert_eq!(std::fs::read_to_string(p.key()).unwrap(), key);
    p.ok(&["keys"], &[]);
}

/// PIN lines are read at most 256 bytes far: `< /dev/zero` is refused in words.
#[test]
fn a_pin_line_from_dev_zero_is_refused_in_words() {
    let p = Podium::new(None);
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("pitpay"))
        .env("PITPAY_DATA_DIR", p.data.path())
        .args([
            "staff",
            "add",
            "M-1",
            "--name",
            "Maria Gomez",
            "--role",
            "manager",
        ])
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("longer than 256 bytes"), "{stderr}");
}

/// A `sqlite:` journal path on a device is refused: the device keeps its mode and no
/// side file appears beside it.
#[cfg(unix)]
#[test]
fn a_sqlite_journal_on_a_device_is_refused_untouched() {
    use std::os::unix::fs::PermissionsExt as _;
    let p = Podium::new(None);
    // A device of the test's own (a null device where `mknod` may make one, else a
    // FIFO), never the system's /dev/null.
    let dev = p.path("device");
    let made = std::process::Command::new("mknod")
        .args([s(&dev), "c", "1", "3"])
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        assert!(std::process::Command::new("mkfifo")
            .arg(&dev)
            .status()
            .unwrap()
            .success());
    }
    std::fs::set_permissions(&dev, std::fs::Permissions::from_mode(0o644)).unwrap();
    std::fs::write(
        p.data.path().join("settings.toml"),
        format!("journal = \"sqlite:{}\"\n", dev.display()),
    )
    .unwrap();
    let (r, _) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr
            .contains("is a device or a pipe, not a journal file"),
        "{r:?}"
    );
    let mode = std::fs::metadata(&dev).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o644);
    for side in ["-journal", "-wal", "-shm"] {
        assert!(!Path::new(&format!("{}{side}", dev.display())).exists());
    }
}

/// `journal --csv PATH --force` never replaces a FIFO (or any non-file) with a file.
#[cfg(unix)]
#[test]
fn csv_force_never_replaces_a_fifo() {
    use std::os::unix::fs::FileTypeExt as _;
    let p = Podium::new(None);
    let (r, _) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let fifo = p.path("pipe");
    assert!(std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let r = p.run(&["journal", "--csv", s(&fifo), "--force"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("not a regular file"), "{r:?}");
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());
}

/// A relative `PITPAY_DATA_DIR` is refused: the journal would move with the folder.
#[test]
fn a_relative_data_folder_is_refused() {
    let work = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("pitpay"))
        .env("PITPAY_DATA_DIR", "data")
        .current_dir(work.path())
        .args(["journal"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("PITPAY_DATA_DIR is a relative path"),
        "{stderr}"
    );
    assert!(!work.path().join("data").exists());
}

/// A second podium pointed at the first's own journal file is refused, and the first's
/// chain still holds.
#[test]
fn a_second_podium_on_anothers_own_journal_is_refused() {
    let first = Podium::new(None);
    let (r, _) = first.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let second = Podium::new(Some(&format!("sqlite:{}", journal_file(&first).display())));
    let (r, _) = second.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("another installation's own journal"),
        "{r:?}"
    );
    let r = second.run(&["journal", "--check"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    first.ok(&["journal", "--check", "--signatures", "--deep"], &[]);
}

/// Exit statuses follow the table everywhere: the environment is 3 (no server, a
/// refused login, a server of another protocol), on the listing as on a slip.
#[test]
fn a_journal_server_that_fails_is_exit_3_everywhere() {
    let Some(pg) = Pg::start("exits", false) else {
        return;
    };
    let good = pg.database("exits");
    let wrong_password = good.replace("exits-password", "guess");
    let nobody = format!(
        "postgres://pitpay@127.0.0.1:{}/pitpay",
        super::pg::free_port()
    );
    let web = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let web_port = web.local_addr().unwrap().port();
    std::thread::spawn(move || {
        use std::io::{Read as _, Write as _};
        for mut c in web.incoming().flatten() {
            let mut buf = [0u8; 256];
            // A web server: waits for a request line, then answers in HTTP.
            while let Ok(n @ 1..) = c.read(&mut buf) {
                if buf[..n].contains(&b'\n') {
                    let _ = c.write_all(b"HTTP/1.1 400 Bad Request\r\n\r\n");
                    break;
                }
            }
        }
    });
    let http = format!("postgres://pitpay@127.0.0.1:{web_port}/pitpay");
    for (url, words) in [
        (&nobody, "nothing answers"),
        (&wrong_password, "refused the login"),
        (&http, "web server"),
    ] {
        let p = Podium::new(Some(url));
        for args in [
            vec!["journal"],
            vec!["journal", "--check"],
            vec!["jackpots"],
            vec!["staff", "list"],
        ] {
            let r = p.run(&args, &[]);
            assert_eq!(r.code, 3, "{args:?} {url}: {r:?}");
            assert!(r.stderr.contains(words), "{words} in {r:?}");
        }
        let (r, _) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
        assert_eq!(r.code, 3, "{r:?}");
    }
}

/// A journal from a newer Pitpay is refused untouched with exit 3 by every command that
/// reads it, the listing included (it said 2 there).
#[test]
fn a_journal_from_a_newer_pitpay_is_exit_3_everywhere() {
    let p = Podium::new(None);
    let (r, slip) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    let db = rusqlite::Connection::open(journal_file(&p)).unwrap();
    db.pragma_update(None, "user_version", 99).unwrap();
    for args in [
        vec!["journal"],
        vec!["journal", "--check"],
        vec!["jackpots"],
        vec!["verify", s(&slip)],
        vec!["staff", "list"],
    ] {
        let r = p.run(&args, &[]);
        assert_eq!(r.code, 3, "{args:?}: {r:?}");
        assert!(r.stderr.contains("schema version 99 is newer"), "{r:?}");
    }
}

fn sql_one(p: &Podium, sql: &str) -> i64 {
    let db = rusqlite::Connection::open(journal_file(p)).unwrap();
    db.query_row(sql, [], |r| r.get(0)).unwrap()
}

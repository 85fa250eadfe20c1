//! What the command line says when it refuses, through the real `pitpay` binary: a
//! setting it cannot read is an error naming it, never passed over; a backup never goes
//! over the live journal; `journal --recover` names what it cannot read; a limit is
//! stated as the one that applied; what a file said is echoed with its control
//! characters escaped; the recovery's listing keeps its brackets balanced.

use std::path::Path;

use crate::install::{copy_folder, enroll, lucky_break, s, Install, Podium, DANA, MANAGER};

/// A setting read from the environment that is not UTF-8 text is refused, exit 2,
/// naming the variable, and nothing is written: never passed over for the default (a
/// second number series in the local journal, or a data folder elsewhere).
#[cfg(unix)]
#[test]
fn an_environment_setting_that_is_not_utf8_is_refused_naming_it() {
    use std::os::unix::ffi::OsStrExt as _;
    let bad = std::ffi::OsStr::from_bytes(b"postgres://pitpay@db/pit\xffpay");
    for var in ["PITPAY_JOURNAL", "PITPAY_DATA_DIR", "PITPAY_MARK_DIR"] {
        let i = Install::new();
        let round = crate::install::round(crate::install::LUCKY_BREAK);
        let out = i.path("slip.pdf");
        let r = i
            .cmd()
            .env(var, bad)
            .args(Install::slip_args(&round, &out))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&r.stderr);
        assert_eq!(r.status.code(), Some(2), "{var}: {stderr}");
        assert!(
            stderr.contains(var) && stderr.contains("not UTF-8"),
            "{var}: {stderr}"
        );
        assert!(!out.exists(), "{var}");
        assert!(!i.data().join("journal.sqlite3").exists(), "{var}");
    }
}

/// `journal --backup` onto the live journal, however named and even with `--force`, is
/// refused: the journal is untouched and its chain holds.
#[test]
fn a_backup_onto_the_live_journal_is_refused_even_with_force() {
    let i = Install::new();
    i.table_slip("BJ-1");
    let live = i.data().join("journal.sqlite3");
    let roundabout = i.data().join("station/../journal.sqlite3");
    for to in [&live, &roundabout] {
        let r = i.run(&["journal", "--backup", s(to), "--force"]);
        assert_eq!(r.code, 2, "{r:?}");
        assert!(r.stderr.contains("the live journal itself"), "{r:?}");
        assert!(!r.stdout.contains("backed up"), "{r:?}");
    }
    let r = i.run(&["journal", "--check", "--signatures", "--deep"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("1 entries, 1 slips"), "{r:?}");
}

/// `journal --recover` given a device, a FIFO (never opened, so never waited on), a
/// loop of symbolic links or a folder that leads back to itself names it and refuses,
/// exit 2, bringing nothing back.
#[cfg(unix)]
#[test]
fn recover_names_and_refuses_a_device_a_fifo_and_a_loop() {
    let i = Install::new();
    i.table_slip("BJ-1");
    let fifo = i.path("pipe");
    assert!(std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let looped = i.path("loop");
    std::os::unix::fs::symlink(&looped, &looped).unwrap();
    let folder = i.path("slips");
    std::fs::create_dir(&folder).unwrap();
    std::os::unix::fs::symlink(&folder, folder.join("again")).unwrap();
    for (path, words) in [
        (Path::new("/dev/zero"), "is a device"),
        (fifo.as_path(), "is a FIFO"),
        (looped.as_path(), "loop of symbolic links"),
        (folder.as_path(), "loop of symbolic links"),
    ] {
        let r = i.run(&["journal", "--recover", s(path)]);
        assert_eq!(r.code, 2, "{}: {r:?}", path.display());
        assert!(r.stderr.contains(words), "{words} in {r:?}");
        assert!(!r.stderr.contains("cannot write"), "{r:?}");
    }
}

/// A slip file over `verify`'s 64 MiB limit is refused stating that limit, never a
/// round file's 1 MiB.
#[test]
fn a_slip_over_the_verify_limit_states_that_limit() {
    let i = Install::new();
    let big = i.path("big.pdf");
    let file = std::fs::File::create(&big).unwrap();
    file.set_len((64 << 20) + 1).unwrap();
    let r = i.run(&["verify", s(&big)]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("over the 64 MiB limit for a slip"),
        "{r:?}"
    );
    assert!(!r.stderr.contains("1 MiB"), "{r:?}");
}

/// A NUL in a round file's key is echoed as `\u0000`, never raw, in words and in JSON.
#[test]
fn a_nul_in_a_round_files_key_is_echoed_escaped() {
    let i = Install::new();
    let round = i.write(
        "nul.toml",
        "game = \"lucky9\"\ndecks = 8\n\"ta\\u0000ble\" = \"x\"\n[cards]\ndealer = \"KC 7H\"\n",
    );
    for json in [false, true] {
        let mut args = vec!["settle", s(&round)];
        if json {
            args.push("--json");
        }
        let out = i.cmd().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        for stream in [&out.stdout, &out.stderr] {
            assert!(!stream.contains(&0), "{}", String::from_utf8_lossy(stream));
        }
        let words = String::from_utf8_lossy(&out.stderr);
        assert!(words.contains("ta\\u0000ble"), "{words}");
    }
}

/// The recovery's listing of a register change brought back keeps its brackets
/// balanced: "staff register: add S-1042 (Dana Reyes, supervisor) (from …)".
#[test]
fn the_recovery_listing_keeps_its_brackets_balanced() {
    let p = Podium::new(None);
    enroll(&p, MANAGER, "manager", None);
    let backup = p.path("backup.sqlite3");
    p.ok(&["journal", "--backup", s(&backup)], &[]);
    let saved = tempfile::tempdir().unwrap();
    copy_folder(p.data.path(), saved.path());
    enroll(&p, DANA, "supervisor", Some(MANAGER));
    let journal = p.data.path().join("journal.sqlite3");
    for side in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{side}", journal.display()));
    }
    std::fs::copy(&backup, &journal).unwrap();
    let (r, _) = p.slip(&lucky_break(), MANAGER.0, &[], &[MANAGER.2]);
    assert_eq!(r.code, 3, "{r:?}");
    let r = p.ok(&["journal", "--recover"], &[]);
    let line = r
        .stdout
        .lines()
        .find(|l| l.contains("staff register"))
        .unwrap_or_else(|| panic!("{r:?}"));
    assert!(line.contains("(Dana Reyes, supervisor) (from "), "{line}");
    assert_eq!(
        line.matches('(').count(),
        line.matches(')').count(),
        "{line}"
    );
}

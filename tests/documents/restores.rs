//! No setup issues a number twice, through the real `pitpay` binary: the mark kept
//! outside the data folder by default (the account's state folder, `XDG_STATE_HOME`
//! here, whatever `PITPAY_DATA_DIR` says) catches a data folder restored whole; a mark
//! folder inside the data folder is warned of at every slip; entries a recovery found
//! lost keep every slip refused until a manager records the gap, whatever is restored
//! meanwhile; and `verify` reads the podium's mark, so a journal cut behind a void does
//! not vouch for the slip it voided.

use std::path::Path;

use crate::install::{copy_folder, lucky_break, s, Install, Podium};

/// The data folder put back whole from `copy`, where it was (IT's restore).
fn restore_folder(data: &Path, copy: &Path) {
    std::fs::remove_dir_all(data).unwrap();
    copy_folder(copy, data);
}

/// A voided slip whose void (and every checkpoint after it) is cut off the journal's
/// end does not verify: the podium wrote the void, and its mark says so.
#[test]
fn verify_says_the_journal_is_behind_when_a_void_is_cut_off_its_end() {
    let p = Podium::new(None);
    let (r, slip) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
    p.ok(&["void", "1", "--reason", "wrong table"], &[]);
    p.ok(&["journal", "--check"], &[]);
    let db = rusqlite::Connection::open(p.data.path().join("journal.sqlite3")).unwrap();
    db.execute_batch(
        "DELETE FROM entries WHERE kind = 'void'; DELETE FROM checkpoints;
         DELETE FROM register_checkpoints;",
    )
    .unwrap();
    let r = p.run(&["verify", s(&slip)], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    for words in [
        "the journal is behind",
        "void of slip 1",
        "journal --recover",
    ] {
        assert!(r.stderr.contains(words), "{words} in {r:?}");
    }
    assert!(!r.stdout.contains("verified"), "{r:?}");
}

/// An installation whose data folder `PITPAY_DATA_DIR` names, with no mark folder set,
/// keeps its mark in the account's state folder: the data folder restored whole (its
/// log and journal with it) is refused, exit 3, and no number is issued twice.
#[test]
fn a_whole_data_folder_restored_without_a_mark_folder_is_caught() {
    let i = Install::new();
    i.table_slip("BJ-1");
    let copy = tempfile::tempdir().unwrap();
    copy_folder(i.data(), copy.path());
    i.table_slip("BJ-2");
    let (three, _) = i.table_slip("BJ-3");
    assert_eq!(three, 3);
    restore_folder(i.data(), copy.path());
    let round = i.write("BJ-4.toml", &crate::install::lucky_break_at("BJ-4"));
    let out = i.path("BJ-4.pdf");
    let r = i.slip_run(&round, &out, &[]);
    assert_eq!(r.code, 3, "{r:?}");
    assert!(r.stderr.contains("this podium wrote entry 3"), "{r:?}");
    assert!(!out.exists());
    assert!(!r.stderr.contains("only inside its data folder"), "{r:?}");
}

/// A mark folder inside the data folder is warned of at every slip: a restore of the
/// whole folder would bring the mark back with it.
#[test]
fn a_mark_folder_inside_the_data_folder_is_warned_of_at_every_slip() {
    let i = Install::new();
    for table in ["BJ-1", "BJ-2"] {
        let round = i.write(
            &format!("{table}.toml"),
            &crate::install::lucky_break_at(table),
        );
        let out = i.path(&format!("{table}.pdf"));
        let r = i
            .cmd()
            .env("PITPAY_MARK_DIR", i.data().join("marks"))
            .args(Install::slip_args(&round, &out))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&r.stderr);
        assert_eq!(r.status.code(), Some(0), "{stderr}");
        assert!(
            stderr.contains("keeps its mark") && stderr.contains("only inside its data folder"),
            "{stderr}"
        );
    }
}

/// An installation that issued three slips, then had its data folder restored from a
/// copy taken after the first, its mark outside gone too (another account's state
/// folder, say): the copy, and the third slip's file, which a recovery is given.
fn restored_after_three_slips() -> (Install, tempfile::TempDir, std::path::PathBuf) {
    let i = Install::new();
    i.table_slip("BJ-1");
    let copy = tempfile::tempdir().unwrap();
    copy_folder(i.data(), copy.path());
    i.table_slip("BJ-2");
    let (_, three) = i.table_slip("BJ-3");
    restore_folder(i.data(), copy.path());
    for e in std::fs::read_dir(i.state.path()).unwrap() {
        std::fs::remove_dir_all(e.unwrap().path()).unwrap();
    }
    (i, copy, three)
}

/// The entries `journal --recover` finds lost refuse every slip until a manager records
/// them as a gap, even once the data folder is restored again and with no mark outside
/// it to say so; the gap then numbers the next slip after every number they may have
/// used.
#[test]
fn a_gap_found_by_recover_refuses_every_slip_until_a_manager_records_it() {
    let (i, copy, three) = restored_after_three_slips();
    let r = i.run(&["journal", "--recover", s(&three)]);
    assert_eq!(r.code, 1, "{r:?}");
    assert!(
        r.stdout
            .contains("the journal takes no slip until a manager records the gap"),
        "{r:?}"
    );
    let refused = |i: &Install| {
        let round = i.write("BJ-9.toml", &crate::install::lucky_break_at("BJ-9"));
        let out = i.path("BJ-9.pdf");
        let r = i.slip_run(&round, &out, &[]);
        assert_eq!(r.code, 3, "{r:?}");
        assert!(
            r.stderr.contains("until a manager records the gap"),
            "{r:?}"
        );
        assert!(!out.exists());
    };
    refused(&i);
    restore_folder(i.data(), copy.path());
    refused(&i);
    let r = i.run(&["journal", "--recover", "--by", "M-1"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("recorded the gap"), "{r:?}");
    let (next, _) = i.table_slip("BJ-10");
    assert_eq!(next, 4);
}

/// What a recovery says of each entry is in the podium's language (`language =
/// "zh-Hant"`), from its facts; `--json` keeps the English a script reads.
#[test]
fn a_recovery_says_what_is_lost_in_the_podiums_language() {
    let (i, _copy, three) = restored_after_three_slips();
    std::fs::write(i.data().join("settings.toml"), "language = \"zh-Hant\"\n").unwrap();
    let r = i.run(&["journal", "--recover", s(&three)]);
    assert_eq!(r.code, 1, "{r:?}");
    for words in [
        "所提供的派彩單檔案或工作站日誌都沒有這項記錄",
        "開出派彩單 3",
        "已找到，但未能接上之前的記錄",
    ] {
        assert!(r.stdout.contains(words), "{words} in {r:?}");
    }
    for english in ["unknown", "found but not following", "issue of slip"] {
        assert!(!r.stdout.contains(english), "{english} in {r:?}");
    }
    let r = i.run(&["journal", "--recover", s(&three), "--json"]);
    assert!(
        r.stdout
            .contains("found but not following the entries before it"),
        "{r:?}"
    );
}

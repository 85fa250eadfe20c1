//! A shared journal knows its identity, through the real `pitpay` binary on a throwaway
//! PostgreSQL server: a database restored from a dump stops every podium, the one that
//! wrote nothing since the dump included, until IT recovers it from every podium's log
//! (a register change lost in the restore is then re-applied); a journal moved to
//! another server on purpose is adopted by a manager; a journal identity changed in the
//! database stops the podiums too.

use std::path::PathBuf;

use crate::install::{enroll, lucky_break, s, Podium, DANA, MANAGER};
use crate::pg::Pg;

/// A podium of the shared journal at `url` named `station`, its tables numbered from
/// `first_table` (so that two podiums never settle the same round).
fn podium(url: &str, station: &str, first_table: u32) -> Podium {
    let p = Podium::new(None);
    std::fs::write(
        p.data.path().join("settings.toml"),
        format!("station = \"{station}\"\njournal = \"{url}\"\n"),
    )
    .unwrap();
    p.tables.set(first_table);
    p.ok(&["keys", "--register"], &[]);
    p
}

/// A slip by `who` (ID and PIN) that must take `number`.
fn issued(p: &Podium, who: (&str, &str, &str), number: i64) -> PathBuf {
    let (r, out) = p.slip(&lucky_break(), who.0, &[], &[who.2]);
    assert_eq!(
        (r.code, r.stdout.trim()),
        (0, number.to_string().as_str()),
        "{r:?}"
    );
    out
}

/// A podium refused because the journal's database is not the one it wrote to.
fn stopped(p: &Podium, who: (&str, &str, &str)) {
    let (r, out) = p.slip(&lucky_break(), who.0, &[], &[who.2]);
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr.contains("is not the one this podium wrote to")
            || r.stderr.contains("restored from an older copy"),
        "{r:?}"
    );
    assert!(!out.exists(), "{r:?}");
}

#[test]
fn an_idle_podium_stops_after_a_restore_until_every_podiums_log_recovers_it() {
    let Some(pg) = Pg::start("identity", false) else {
        return;
    };
    let url = pg.database("identity");
    let a = podium(&url, "Pit 1", 0);
    let b = podium(&url, "Pit 2", 100);
    enroll(&a, MANAGER, "manager", None);
    enroll(&a, DANA, "supervisor", Some(MANAGER));
    issued(&a, DANA, 1);
    issued(&b, DANA, 2);
    let dump = a.path("identity.dump");
    pg.dump("identity", &dump);
    issued(&a, DANA, 3);
    a.ok(
        &["staff", "disable", DANA.0, "--by", MANAGER.0],
        &[MANAGER.2],
    );
    issued(&a, MANAGER, 4);
    pg.restore("identity", &dump);

    // The podium that wrote nothing since the dump stops too: no slip 3 again, and no
    // signature by a supervisor disabled in the part the restore lost.
    stopped(&b, DANA);
    stopped(&a, MANAGER);
    // A recovery from one podium's log is not enough: the other's may hold entries.
    let r = a.run(&["journal", "--recover"], &[]);
    assert_eq!(r.code, 1, "{r:?}");
    assert!(r.stdout.contains("no log was read from"), "{r:?}");
    assert!(r.stdout.contains("station \"Pit 2\""), "{r:?}");
    stopped(&b, DANA);
    let b_log = a.path("pit-2-logs");
    crate::install::copy_folder(&b.data.path().join("station"), &b_log);
    let r = a.ok(&["journal", "--recover", s(&b_log)], &[]);
    assert!(r.stdout.contains("is the journal's again"), "{r:?}");
    // The disable lost in the restore is back: Dana cannot sign; the manager can, after
    // every number the journal issued.
    let (r, _) = b.slip(&lucky_break(), DANA.0, &[], &[DANA.2]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("disabled"), "{r:?}");
    issued(&b, MANAGER, 5);
    issued(&a, MANAGER, 6);
    a.ok(&["journal", "--check", "--signatures", "--deep"], &[]);
}

/// A podium that remembers nothing of the journal (new, or its data folder restored
/// too) is stopped by the journal's own record of the database it was last written in,
/// which the dump carried along: no number is taken twice.
#[test]
fn a_podium_that_remembers_nothing_stops_on_a_journal_restored_into_another_database() {
    let Some(pg) = Pg::start("written-in", false) else {
        return;
    };
    let url = pg.database("pit");
    let a = podium(&url, "Pit 1", 0);
    enroll(&a, MANAGER, "manager", None);
    issued(&a, MANAGER, 1);
    let dump = a.path("pit.dump");
    pg.dump("pit", &dump);
    issued(&a, MANAGER, 2);
    // Restored into a new database of the same name: the journal's own identity came
    // along in the dump, the database's did not.
    pg.restore("pit", &dump);
    let fresh = Podium::new(None);
    std::fs::write(
        fresh.data.path().join("settings.toml"),
        format!("station = \"Pit 3\"\njournal = \"{url}\"\n"),
    )
    .unwrap();
    let r = fresh.run(&["keys", "--register"], &[]);
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr
            .contains("not the one the journal was last written in"),
        "{r:?}"
    );
    // Once IT recovers it from the log of the one podium that wrote to it, the new
    // podium registers and the next slip takes the number after the recovered slip 2.
    let r = a.ok(&["journal", "--recover"], &[]);
    assert!(r.stdout.contains("is the journal's again"), "{r:?}");
    fresh.ok(&["keys", "--register"], &[]);
    issued(&a, MANAGER, 3);
}

#[test]
fn a_journal_moved_to_another_server_is_adopted_by_a_manager() {
    let Some(old) = Pg::start("moved-from", false) else {
        return;
    };
    let Some(new) = Pg::start("moved-to", false) else {
        return;
    };
    let url = old.database("pit");
    let p = podium(&url, "Pit 1", 0);
    enroll(&p, MANAGER, "manager", None);
    issued(&p, MANAGER, 1);
    let dump = p.path("pit.dump");
    old.dump("pit", &dump);
    let moved = new.database("pit");
    new.restore("pit", &dump);
    std::fs::write(
        p.data.path().join("settings.toml"),
        format!("station = \"Pit 1\"\njournal = \"{moved}\"\n"),
    )
    .unwrap();
    stopped(&p, MANAGER);
    let r = p.run(&["journal", "--adopt-database"], &[]);
    assert_eq!(r.code, 64, "{r:?}");
    let r = p.run(
        &["journal", "--adopt-database", "--by", MANAGER.0],
        &["000000"],
    );
    assert_eq!(r.code, 2, "{r:?}");
    let r = p.ok(
        &["journal", "--adopt-database", "--by", MANAGER.0],
        &[MANAGER.2],
    );
    assert!(
        r.stdout.contains("every podium writes to it again"),
        "{r:?}"
    );
    issued(&p, MANAGER, 2);
    // The journal's identity changed in the database stops the podium again.
    new.admin("pit")
        .batch_execute("UPDATE pitpay_meta SET value = 'x' WHERE name = 'identity'")
        .unwrap();
    stopped(&p, MANAGER);
    let r = p.run(&["journal", "--check"], &[]);
    assert_eq!(r.code, 0, "{r:?}");
}

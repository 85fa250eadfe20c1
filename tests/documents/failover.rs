//! The shared journal outlives its server: a PostgreSQL primary and a
//! streaming standby on loopback ([`super::pg_standby`]), two podiums on the multi-host
//! address (`postgres://…@127.0.0.1:P1,127.0.0.1:P2/pit?target_session_attrs=read-write`),
//! through the real `pitpay` binary. The primary killed, or hung (SIGSTOP: a frozen
//! VM), with a slip in flight and slips during the outage; the standby promoted by hand;
//! then the series goes on with no number lost or issued twice, every slip verifies and
//! the chain checks. And an asynchronous standby that lost the newest entries: the podium
//! that wrote them is refused, and `journal --recover` brings them back.
//!
//! Each test asserts what each command ends with (its exit status and words), never how
//! long it took.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::pg_standby::Pair;
use crate::install::{lucky_break, s, Podium, Run};

/// The two podiums' station names.
const NAMES: [&str; 2] = ["Pit 1", "Pit 2"];

/// The supervisor who signs every slip here (no staff register).
const SIGNOFF: [&str; 2] = ["--supervisor", "Ana Reyes"];

/// The deadlines of the PostgreSQL store, short, for the hung-primary test.
const SHORT_DEADLINES: &str = "journal_connect_seconds = 2\njournal_statement_seconds = 2\n";

/// A podium named `station` on the journal at `url`, with `extra` settings lines, its
/// key registered.
fn podium(station: &str, url: &str, extra: &str) -> Podium {
    let p = Podium::new(Some(url));
    std::fs::write(
        p.data.path().join("settings.toml"),
        format!("station = \"{station}\"\njournal = \"{url}\"\n{extra}"),
    )
    .unwrap();
    let r = p.ok(&["keys", "--register"], &[]);
    assert!(r.stdout.contains("is now registered"), "{r:?}");
    p
}

/// A slip's round at a table of its own (tables are numbered across the podiums, so
/// that no slip needs `--again`): the command, not started, and where the slip is to go.
fn slip_command(p: &Podium) -> (Command, PathBuf) {
    static TABLES: AtomicU32 = AtomicU32::new(0);
    let table = format!("F-{}", TABLES.fetch_add(1, Ordering::Relaxed) + 1);
    let round = p.path(&format!("{table}.toml"));
    std::fs::write(
        &round,
        lucky_break()
            .replace("table = \"BJ-2\"", &format!("table = \"{table}\""))
            .replace("table = \"BJ-7\"", &format!("table = \"{table}\"")),
    )
    .unwrap();
    let out = p.path(&format!("{table}.pdf"));
    let mut c = Command::new(assert_cmd::cargo::cargo_bin("pitpay"));
    c.env("PITPAY_DATA_DIR", p.data.path())
        .env("PITPAY_MARK_DIR", p.marks.path())
        .env_remove("PITPAY_JOURNAL")
        .args([
            "slip",
            s(&round),
            "--supervisor-id",
            "S-77",
            "--out",
            s(&out),
        ])
        .args(SIGNOFF)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    (c, out)
}

/// A slip run to its end: the run and where the slip was to go.
fn slip(p: &Podium) -> (Run, PathBuf) {
    let (mut c, out) = slip_command(p);
    (finished(c.spawn().unwrap()), out)
}

/// A slip that must be issued: its number and file.
#[track_caller]
fn issue(p: &Podium) -> (i64, PathBuf) {
    let (r, out) = slip(p);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(out.exists(), "{r:?}");
    (r.stdout.trim().parse().unwrap(), out)
}

/// A slip refused by the environment (exit 3) that took no number and wrote no file:
/// the run.
#[track_caller]
fn refused(p: &Podium, stage: &str) -> Run {
    let (r, out) = slip(p);
    eprintln!("{stage}: exit {}: {}", r.code, r.stderr.trim());
    assert_eq!(r.code, 3, "{stage}: {r:?}");
    assert!(!out.exists(), "{stage}: {r:?}");
    assert!(!r.stderr.contains("panicked"), "{stage}: {r:?}");
    r
}

/// A slip started in the background (to be caught in flight): the process and its file.
fn spawn_slip(p: &Podium) -> (Child, PathBuf) {
    let (mut c, out) = slip_command(p);
    (c.spawn().unwrap(), out)
}

fn finished(child: Child) -> Run {
    let o = child.wait_with_output().unwrap();
    Run {
        code: o.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

/// Another session on the primary holds the slip counter (as another podium's slip
/// does for its few milliseconds), from a thread of its own, so that a slip started now
/// waits for it: in flight when the primary dies or freezes. Never let go: the thread
/// ends with the server.
fn hold_the_counter(pair: &Pair) {
    let url = pair.primary_url();
    let (held, is_held) = mpsc::channel();
    std::thread::spawn(move || {
        let mut db = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        let mut tx = db.transaction().unwrap();
        tx.query(
            "SELECT seq FROM pitpay_counter WHERE id = 1 FOR UPDATE",
            &[],
        )
        .unwrap();
        held.send(()).unwrap();
        // Until the server goes: a query on a killed server fails, on a frozen one it
        // waits until the pair is dropped (let go on and stopped).
        while tx.query("SELECT pg_sleep(0.2)", &[]).is_ok() {}
        std::mem::forget(tx);
    });
    is_held.recv().unwrap();
}

/// Until a `pitpay` session on the primary waits for a lock (the counter).
fn wait_for_the_counter(pair: &Pair) {
    let mut watch = pair.admin(pair.primary, "pit");
    let started = Instant::now();
    while watch
        .query(
            "SELECT 1 FROM pg_stat_activity WHERE application_name = 'pitpay' AND wait_event_type = 'Lock'",
            &[],
        )
        .unwrap()
        .is_empty()
    {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the slip never waited for the counter"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// After the failover: both podiums list slips 1..=`last` with none twice, each with
/// the station that issued it; every file verifies on the other podium too; the chain
/// checks on each (`entries`: the two registrations and the slips).
#[track_caller]
fn all_holds(podiums: &[&Podium; 2], names: [&str; 2], files: &[(i64, PathBuf, usize)]) {
    let last = files.len() as i64;
    for p in podiums {
        let listed: Vec<(i64, String)> = p
            .slips()
            .iter()
            .map(|e| {
                (
                    e["number"].as_i64().unwrap(),
                    e["station"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        let expected: Vec<(i64, String)> = files
            .iter()
            .map(|(n, _, by)| (*n, names[*by].to_string()))
            .collect();
        assert_eq!(listed, expected, "1..={last}, none twice");
        assert_eq!(
            listed.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
            (1..=last).collect::<Vec<_>>()
        );
        let r = p.ok(&["journal", "--check"], &[]);
        assert!(
            r.stdout
                .contains(&format!("{} entries, {last} slips", last + 2)),
            "{r:?}"
        );
        for (n, file, _) in files {
            let r = p.run(&["verify", s(file)], &[]);
            assert_eq!(r.code, 0, "slip {n}: {r:?}");
        }
    }
}

/// A primary that fails (`fail`: killed, or hung) with a synchronous standby, two
/// podiums with `settings`: slips 1-3 go through; the slip in flight (waiting for the
/// counter) ends saying its number was not taken, naming the host that failed; slips and
/// the listing during the outage end with exit 3; after `pg_ctl promote`, with the
/// failed host still first in the address, the first slip and every one after goes
/// through on both podiums; nothing reported is lost, nothing is issued twice, every
/// slip verifies, the chain checks, and `journal --check` names the promoted server.
fn the_standby_takes_over(name: &str, settings: &str, kind: &str, fail: fn(&Pair)) {
    let Some(pair) = Pair::start(name, true) else {
        return;
    };
    let url = pair.url();
    let (a, b) = (
        podium(NAMES[0], &url, settings),
        podium(NAMES[1], &url, settings),
    );
    let podiums = [&a, &b];
    let mut files = Vec::new();
    for by in [0, 1, 0] {
        let (n, f) = issue(podiums[by]);
        files.push((n, f, by));
    }
    assert_eq!(files.iter().map(|f| f.0).collect::<Vec<_>>(), [1, 2, 3]);
    // In flight: waiting for the counter when the primary fails. The commit was never
    // sent, so no number was taken.
    hold_the_counter(&pair);
    let (child, out) = spawn_slip(&b);
    wait_for_the_counter(&pair);
    fail(&pair);
    let r = finished(child);
    eprintln!(
        "{kind} primary, slip in flight: exit {}: {}",
        r.code,
        r.stderr.trim()
    );
    assert_eq!(r.code, 3, "{r:?}");
    for said in [
        "no slip number was taken and no file was written".to_string(),
        format!("127.0.0.1:{}", pair.primary),
    ] {
        assert!(r.stderr.contains(&said), "{said} in {r:?}");
    }
    assert!(!out.exists(), "{r:?}");
    refused_during_the_outage(&podiums, kind);
    // Promoted, with the failed host still listed first: every command goes through.
    pair.promote_standby();
    for by in [1, 0, 1] {
        let (n, f) = issue(podiums[by]);
        files.push((n, f, by));
    }
    all_holds(&podiums, NAMES, &files);
    let r = a.ok(&["journal", "--check"], &[]);
    let standby = format!(
        "writing to the shared journal at pitpay@127.0.0.1:{}/pit",
        pair.standby
    );
    assert!(r.stdout.contains(&standby), "{r:?}");
}

/// A killed primary: its port refuses at once.
#[test]
fn a_killed_primary_and_a_promoted_synchronous_standby_lose_no_slip_and_reuse_no_number() {
    the_standby_takes_over("failover_killed_primary", "", "killed", Pair::kill_primary);
}

/// A hung primary (every process of it stopped: its port accepts connections it never
/// answers): only the podiums' deadlines (short here) end the waits.
#[test]
fn a_hung_primary_and_a_promoted_synchronous_standby_lose_no_slip_and_reuse_no_number() {
    the_standby_takes_over(
        "failover_hung_primary",
        SHORT_DEADLINES,
        "hung",
        Pair::hang_primary,
    );
}

/// Before the standby is promoted: every slip on either podium, and the listing, are
/// refused (exit 3), nothing taken. `kind`: how the primary failed, for the log.
fn refused_during_the_outage(podiums: &[&Podium; 2], kind: &str) {
    for p in podiums {
        let r = refused(p, &format!("{kind} primary, standby not yet promoted"));
        assert!(
            r.stderr
                .contains("no slip number was taken and no file was written"),
            "{r:?}"
        );
    }
    let r = podiums[0].run(&["journal"], &[]);
    eprintln!(
        "{kind} primary, journal: exit {}: {}",
        r.code,
        r.stderr.trim()
    );
    assert_eq!(r.code, 3, "{r:?}");
}

/// The slip files a failover test keeps: number, file, which podium issued it.
type Files = Vec<(i64, PathBuf, usize)>;

/// Two podiums on an asynchronous pair issue slips 1 (Pit 1) and 2 (Pit 2), which the
/// standby has; its replication stops, Pit 1 issues slips 3 and 4 on the primary only,
/// the primary dies and the standby is started and promoted: slips 3 and 4 are lost.
fn asynchronous_failover_losing_slips_3_and_4(name: &str) -> Option<(Pair, [Podium; 2], Files)> {
    let pair = Pair::start(name, false)?;
    let url = pair.url();
    let podiums = [podium(NAMES[0], &url, ""), podium(NAMES[1], &url, "")];
    let mut files = Vec::new();
    for by in [0, 1] {
        let (n, f) = issue(&podiums[by]);
        files.push((n, f, by));
    }
    pair.wait_caught_up();
    // Replication stops; two more slips reach the primary only, which then dies.
    pair.stop_standby();
    for by in [0, 0] {
        let (n, f) = issue(&podiums[by]);
        files.push((n, f, by));
    }
    assert_eq!(files.iter().map(|f| f.0).collect::<Vec<_>>(), [1, 2, 3, 4]);
    pair.kill_primary();
    pair.start_standby();
    pair.promote_standby();
    Some((pair, podiums, files))
}

/// Once slips 3 and 4 are recovered, both podiums issue again after them, and the
/// record holds.
fn recovered_and_on(podiums: &[Podium; 2], files: &mut Files) {
    recover_slips_3_and_4(podiums, files);
    for by in [1, 0] {
        let (n, f) = issue(&podiums[by]);
        files.push((n, f, by));
    }
    all_holds(&[&podiums[0], &podiums[1]], NAMES, files);
}

/// `journal --recover` on Pit 1 with the lost slips' files and Pit 2's log, which
/// brings every lost entry back.
fn recover_slips_3_and_4(podiums: &[Podium; 2], files: &Files) {
    let [a, b] = podiums;
    let handed = a.path("handed-in");
    std::fs::create_dir_all(&handed).unwrap();
    for (n, file, _) in &files[2..] {
        std::fs::copy(file, handed.join(format!("slip-{n}.pdf"))).unwrap();
    }
    for e in std::fs::read_dir(b.data.path().join("station")).unwrap() {
        let log = e.unwrap().path();
        if log.extension().is_some_and(|x| x == "log") {
            let name = log.file_name().unwrap().to_str().unwrap();
            std::fs::copy(&log, handed.join(format!("pit-2-{name}"))).unwrap();
        }
    }
    let r = a.run(&["journal", "--recover", s(&handed)], &[]);
    eprintln!(
        "asynchronous standby, recover: exit {}: {}{}",
        r.code,
        r.stdout.trim(),
        r.stderr.trim()
    );
    assert_eq!(r.code, 0, "{r:?}");
    assert!(
        r.stdout.contains("brought back 2 entries")
            && r.stdout.contains("nothing known to be lost remains"),
        "{r:?}"
    );
}

/// An asynchronous standby whose replication stopped before the last two slips, then
/// promoted after the primary died: the newest entries are lost. The podium that wrote
/// them is refused (the journal ends before its entry), and `journal --recover` with
/// the slip files and the other podium's log brings them back; then the chain checks,
/// every slip verifies and the series goes on after them.
#[test]
fn an_asynchronous_standby_that_lost_the_newest_slips_is_caught_and_recovered() {
    let Some((_pair, podiums, mut files)) =
        asynchronous_failover_losing_slips_3_and_4("failover_async_standby")
    else {
        return;
    };
    // The podium that wrote slips 3 and 4 knows the journal is behind: refused.
    let r = refused(&podiums[0], "asynchronous standby promoted, entries lost");
    for words in ["ends at entry", "this podium wrote entry"] {
        assert!(r.stderr.contains(words), "{words} in {r:?}");
    }
    recovered_and_on(&podiums, &mut files);
}

/// The same loss, but the other podium (which neither wrote nor saw slips 3 and 4) is
/// the first to issue after the promotion: it must not take number 3 again. The
/// journal records the timeline it was last written on, asynchronously, so every podium
/// is refused after the promotion until a recovery brings the lost entries back.
#[test]
fn after_an_asynchronous_failover_no_podium_issues_a_lost_slips_number_again() {
    let Some((_pair, podiums, mut files)) =
        asynchronous_failover_losing_slips_3_and_4("failover_async_other_podium")
    else {
        return;
    };
    let r = refused(&podiums[1], "asynchronous standby promoted, other podium");
    assert!(r.stderr.contains("journal --recover"), "{r:?}");
    recovered_and_on(&podiums, &mut files);
}

/// A podium waits for the slip counter a little less than its statement deadline: a
/// slip whose counter another session holds past it is refused in the server's own
/// words (another station holds the counter), exit 3, no number taken, and goes
/// through once the counter is free.
#[test]
fn a_counter_held_past_the_deadline_is_said_and_takes_no_number() {
    let Some(pair) = Pair::start("failover_counter_held", true) else {
        return;
    };
    let p = podium(NAMES[0], &pair.url(), SHORT_DEADLINES);
    let (first, _) = issue(&p);
    assert_eq!(first, 1);
    let mut holder = pair.admin(pair.primary, "pit");
    let mut tx = holder.transaction().unwrap();
    tx.query(
        "SELECT seq FROM pitpay_counter WHERE id = 1 FOR UPDATE",
        &[],
    )
    .unwrap();
    let (r, out) = p.slip(&lucky_break(), "S-77", &SIGNOFF, &[]);
    tx.commit().unwrap();
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr.contains("another station held the slip counter")
            && r.stderr.contains("no slip number was taken"),
        "{r:?}"
    );
    assert!(!out.exists());
    let (next, _) = issue(&p);
    assert_eq!(next, 2, "the refused slip took no number");
}

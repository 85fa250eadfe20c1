//! One slip series for a whole pit: the journal shared by a property's
//! stations, on a throwaway PostgreSQL server ([`super::pg`]) and, where the test is
//! about the journal alone, on a SQLite file shared by installations on this computer.
//!
//! Each station is an installation of its own: its own data folder, signing key and
//! `settings.toml` (its station name and the shared journal's address). Commands run
//! through the real `pitpay` binary; the numbering tests run 8 worker processes (this
//! test binary again, `journal_worker`) that issue through the library's journal, so
//! that 400 slips cost journal work, not 400 PDFs.

use std::collections::BTreeSet;
use std::io::{Read as _, Write as _};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::pg::Pg;
use crate::install::{self as slips, s, Run};

// A shared journal's server that cannot be used is the environment, exit 3
// (bad input stays 2).

/// RULES.md R6.4 worked example (tests/rounds/lucky-break-seed.toml): player paid $174,
/// net $163; each slip is issued at a table of its own, so none needs `--again`.
fn round_at(table: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds/lucky-break-seed.toml");
    std::fs::read_to_string(path)
        .unwrap()
        .replace("table = \"BJ-2\"", &format!("table = \"{table}\""))
}

/// An error message in user words: no driver or Rust wording, no error numbers.
#[track_caller]
fn assert_user_words(r: &Run) {
    for word in [
        "Error {",
        "Kind",
        "os error",
        "tokio",
        "postgres::",
        "Db(",
        "SqlState",
        "Some(",
    ] {
        assert!(!r.stderr.contains(word), "{word:?} in the message: {r:?}");
    }
}

/// One installation of the property: data folder, work folder, station name.
struct Station {
    data: tempfile::TempDir,
    work: tempfile::TempDir,
    name: String,
}

impl Station {
    /// A station named `name` whose settings put its journal at `journal`.
    fn new(name: &str, journal: &str) -> Station {
        let data = tempfile::tempdir().unwrap();
        std::fs::write(
            data.path().join("settings.toml"),
            format!("# {name}\nstation = \"{name}\"\njournal = \"{journal}\"\n"),
        )
        .unwrap();
        Station {
            data,
            work: tempfile::tempdir().unwrap(),
            name: name.to_string(),
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.work.path().join(name)
    }

    fn cmd(&self) -> Command {
        let mut c = Command::new(assert_cmd::cargo::cargo_bin("pitpay"));
        c.env("PITPAY_DATA_DIR", self.data.path())
            .env_remove("PITPAY_JOURNAL");
        c
    }

    fn run(&self, args: &[&str]) -> Run {
        let out = self.cmd().args(args).output().unwrap();
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    fn register(&self) -> Run {
        let r = self.run(&["keys", "--register"]);
        assert_eq!(r.code, 0, "{r:?}");
        r
    }

    fn slip_args(&self, table: &str) -> (Vec<String>, PathBuf) {
        let round = self.path(&format!("{table}.toml"));
        std::fs::write(&round, round_at(table)).unwrap();
        let out = self.path(&format!("{table}.pdf"));
        let args = [
            "slip",
            s(&round),
            "--supervisor",
            "Ana Reyes",
            "--supervisor-id",
            "S-77",
            "--out",
            s(&out),
        ];
        (args.iter().map(|a| a.to_string()).collect(), out)
    }

    /// Issues a slip at its own table: the run, and where the slip was to go.
    fn slip_run(&self, table: &str) -> (Run, PathBuf) {
        let (args, out) = self.slip_args(table);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        (self.run(&args), out)
    }

    /// A slip that must be issued: its number and file.
    fn slip(&self, table: &str) -> (i64, PathBuf) {
        let (r, out) = self.slip_run(table);
        assert_eq!(r.code, 0, "{r:?}");
        (r.stdout.trim().parse().unwrap(), out)
    }

    fn journal(&self) -> Vec<Value> {
        let r = self.run(&["journal", "--json"]);
        assert_eq!(r.code, 0, "{r:?}");
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        v["slips"].as_array().unwrap().clone()
    }

    fn numbers(&self) -> Vec<i64> {
        self.journal()
            .iter()
            .map(|e| e["number"].as_i64().unwrap())
            .collect()
    }

    fn verify(&self, slip: &Path) -> Run {
        self.run(&["verify", s(slip)])
    }
}

fn stations(count: usize, journal: &str) -> Vec<Station> {
    (1..=count)
        .map(|i| Station::new(&format!("Pit {i}"), journal))
        .collect()
}

#[track_caller]
fn assert_chain_holds(station: &Station, entries: usize, slips: usize) -> Run {
    let r = station.run(&["journal", "--check"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(
        r.stdout
            .contains(&format!("{entries} entries, {slips} slips")),
        "{entries} entries, {slips} slips: {r:?}"
    );
    r
}

// ---------------------------------------------------------------------------------------
// Worker processes: this binary again, issuing through the library's journal.

const WORKER: &str = "shared_journal::journal_worker";

/// What a worker did: the numbers its issues committed, the tries that failed, and the
/// tries whose commit could not be confirmed either way.
#[derive(Debug, Default)]
struct Outcome {
    numbers: Vec<i64>,
    failed: usize,
    uncertain: usize,
}

fn spawn_worker(station: &Station, slips: usize, out: &Path) -> Child {
    Command::new(std::env::current_exe().unwrap())
        .args([WORKER, "--exact", "--ignored", "--test-threads=1", "-q"])
        .env("PITPAY_DATA_DIR", station.data.path())
        .env_remove("PITPAY_JOURNAL")
        .env("PITPAY_TEST_WORKER_OUT", out)
        .env("PITPAY_TEST_WORKER_SLIPS", slips.to_string())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

fn outcome(child: Child, out: &Path) -> Outcome {
    let o = child.wait_with_output().unwrap();
    assert!(
        o.status.success(),
        "worker: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let mut outcome = Outcome::default();
    for line in std::fs::read_to_string(out).unwrap().lines() {
        match line.split_once(' ') {
            Some(("slip", n)) => outcome.numbers.push(n.parse().unwrap()),
            Some(("failed", n)) => outcome.failed = n.parse().unwrap(),
            Some(("uncertain", n)) => outcome.uncertain = n.parse().unwrap(),
            _ => panic!("worker wrote {line:?}"),
        }
    }
    outcome
}

/// Started by the numbering tests (never on its own): issues
/// `PITPAY_TEST_WORKER_SLIPS` slips for the station of `PITPAY_DATA_DIR`, one journal
/// transaction each, trying again after a failure as a supervisor would (opening the
/// journal anew), for at most two minutes; writes what happened to
/// `PITPAY_TEST_WORKER_OUT`.
#[test]
#[ignore = "a worker process of the shared-journal tests, which start it"]
fn journal_worker() {
    use pitpay_journal::{Issued, Journal, JournalError, NewSlip};
    let Ok(out) = std::env::var("PITPAY_TEST_WORKER_OUT") else {
        return;
    };
    let dir = PathBuf::from(std::env::var("PITPAY_DATA_DIR").unwrap());
    let want: usize = std::env::var("PITPAY_TEST_WORKER_SLIPS")
        .unwrap()
        .parse()
        .unwrap();
    let keys = pitpay_journal::keys::Keys::load_or_create(&dir).unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    let (mut log, mut failed, mut uncertain) = (String::new(), 0, 0);
    let mut journal: Option<Journal> = None;
    let mut done = 0;
    while done < want && Instant::now() < deadline {
        let j = match journal.as_mut() {
            Some(j) => j,
            None => match Journal::open(&dir) {
                Ok(j) => journal.insert(j),
                Err(_) => {
                    failed += 1;
                    std::thread::sleep(Duration::from_millis(50));
                    continue;
                }
            },
        };
        let round = format!("{}-{done}", std::process::id());
        let slip = NewSlip {
            time: &pitpay_journal::now(),
            supervisor: "Ana Reyes",
            supervisor_id: "S-77",
            table: "BJ-2",
            game: "blackjack",
            paid: "174.00",
            net: "163.00",
            round_sha256: &round,
            jackpot: false,
            to_pay: "",
            cage: false,
        };
        let issued = j.issue(&slip, &keys, |n, _| {
            Ok::<_, JournalError>(Issued {
                payload: format!("{{\"signed\":{{\"slip\":{n}}}}}"),
                sha256: String::new(),
                file: String::new(),
            })
        });
        match issued {
            Ok((n, _)) => {
                log.push_str(&format!("slip {n}\n"));
                done += 1;
            }
            Err(e) => {
                if matches!(e, JournalError::Uncertain { .. }) {
                    uncertain += 1;
                } else {
                    failed += 1;
                }
                journal = None;
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }
    log.push_str(&format!("failed {failed}\nuncertain {uncertain}\n"));
    std::fs::write(out, log).unwrap();
    assert_eq!(done, want, "issued {done} of {want} before the deadline");
}

/// Four registered stations on one journal and eight worker processes, two per station,
/// each issuing 50 slips (their output files in the returned folder).
fn eight_workers_on_four_stations(
    journal: &str,
) -> (Vec<Station>, tempfile::TempDir, Vec<(Child, PathBuf)>) {
    let stations = stations(4, journal);
    for st in &stations {
        st.register();
    }
    let work = tempfile::tempdir().unwrap();
    let children = (0..8)
        .map(|i| {
            let out = work.path().join(format!("worker-{i}"));
            (spawn_worker(&stations[i % 4], 50, &out), out)
        })
        .collect();
    (stations, work, children)
}

/// 8 processes on 4 stations issuing 400 slips at once: the numbers
/// are 1..400, each exactly once, each station's 100 recorded as its own, and the
/// chain (4 registrations and 400 issues, 4 keys) checks.
fn four_stations_eight_processes_400_slips(journal: &str) {
    let (stations, _work, children) = eight_workers_on_four_stations(journal);
    let mut numbers: Vec<i64> = children
        .into_iter()
        .flat_map(|(child, out)| outcome(child, &out).numbers)
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=400).collect::<Vec<_>>(), "each number once");
    let list = stations[2].journal();
    let listed: Vec<i64> = list.iter().map(|e| e["number"].as_i64().unwrap()).collect();
    assert_eq!(listed, (1..=400).collect::<Vec<_>>());
    for st in &stations {
        let own = list
            .iter()
            .filter(|e| e["station"] == st.name.as_str())
            .count();
        assert_eq!(own, 100, "{}'s slips", st.name);
    }
    let r = assert_chain_holds(&stations[1], 404, 400);
    for st in &stations {
        assert!(
            r.stdout.contains(&format!("station \"{}\": key ", st.name)),
            "{r:?}"
        );
    }
}

#[test]
fn one_series_8_processes_on_4_stations_give_slips_1_to_400_exactly_once_on_postgres() {
    let Some(pg) = Pg::start("one_series_on_postgres", false) else {
        return;
    };
    four_stations_eight_processes_400_slips(&pg.database("pit"));
}

#[test]
fn one_series_8_processes_on_4_stations_give_slips_1_to_400_exactly_once_on_sqlite() {
    let shared = tempfile::tempdir().unwrap();
    let file = shared.path().join("journal.sqlite3");
    four_stations_eight_processes_400_slips(&format!("sqlite:{}", file.display()));
}

/// The server killed (an immediate stop: no checkpoint, crash recovery
/// on restart) while 8 processes issue; they try again until it is back. Every number
/// a process was told is in the journal afterwards (no committed slip lost); the
/// journal's numbers run 1..N with no gap and none twice; the only slips no process was
/// told of are commits whose answer the kill cut off (each such try reported as
/// uncertain, never as a failure); the chain checks.
#[test]
fn the_server_killed_mid_run_loses_no_committed_slip_and_leaves_no_gap() {
    let Some(pg) = Pg::start("server_killed_mid_run", false) else {
        return;
    };
    let url = pg.database("pit");
    let (stations, _work, children) = eight_workers_on_four_stations(&url);
    let mut admin = pg.admin("pit");
    let started = Instant::now();
    loop {
        let n: i64 = admin
            .query_one("SELECT count(*) FROM pitpay_entries", &[])
            .unwrap()
            .get(0);
        if n >= 100 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "workers stalled at {n}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    pg.kill();
    // While it is down, a supervisor's slip is refused in words, takes nothing, writes nothing.
    let (r, out) = stations[0].slip_run("DOWN-1");
    assert_eq!(r.code, 3, "{r:?}");
    assert!(r.stderr.contains("cannot be reached"), "{r:?}");
    assert!(
        r.stderr
            .contains("no slip number was taken and no file was written"),
        "{r:?}"
    );
    assert_user_words(&r);
    assert!(!out.exists());
    pg.restart();
    let outcomes: Vec<Outcome> = children
        .into_iter()
        .map(|(c, out)| outcome(c, &out))
        .collect();
    let told: BTreeSet<i64> = outcomes
        .iter()
        .flat_map(|o| o.numbers.iter().copied())
        .collect();
    let told_count: usize = outcomes.iter().map(|o| o.numbers.len()).sum();
    assert_eq!(told.len(), 400);
    assert_eq!(told_count, 400, "no number told twice");
    let listed = stations[3].numbers();
    let n = listed.len() as i64;
    assert_eq!(listed, (1..=n).collect::<Vec<_>>(), "no gap, none twice");
    let journal: BTreeSet<i64> = listed.into_iter().collect();
    assert!(told.is_subset(&journal), "a committed slip was lost");
    let uncertain: usize = outcomes.iter().map(|o| o.uncertain).sum();
    let failed: usize = outcomes.iter().map(|o| o.failed).sum();
    assert!(failed > 0, "the kill interrupted no issue: {outcomes:?}");
    assert!(journal.len() - told.len() <= uncertain, "{outcomes:?}");
    assert_chain_holds(&stations[0], journal.len() + 4, journal.len());
    // The supervisor's slip, issued again once the journal is back.
    let (number, out) = stations[0].slip("DOWN-1");
    assert_eq!(number, n + 1);
    assert_eq!(stations[1].verify(&out).code, 0);
    eprintln!(
        "killed after {} entries: {} slips told, {} in the journal, {failed} tries failed, {uncertain} uncertain",
        100,
        told.len(),
        journal.len()
    );
}

// ---------------------------------------------------------------------------------------
// Stations on one PostgreSQL journal, through the real binary.

/// Two installations pointed at one PostgreSQL database issue
/// slips in one series (each printed with its station), each verifies the other's
/// slips, and the journal on either lists both stations' slips; a station writes only
/// once its key is registered; a copy is printed again only where its key is; a void
/// by either holds everywhere.
#[test]
fn two_stations_on_postgres_issue_one_series_and_verify_each_others_slips() {
    let Some(pg) = Pg::start("two_stations_on_postgres", false) else {
        return;
    };
    let url = pg.database("pit");
    let [a, b]: [Station; 2] = stations(2, &url).try_into().ok().unwrap();
    // Not registered yet: refused, nothing taken, nothing written.
    let (r, out) = a.slip_run("BJ-1");
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("is not registered in the shared journal"),
        "{r:?}"
    );
    assert!(r.stderr.contains("pitpay keys --register"), "{r:?}");
    assert!(!out.exists());
    let r = a.register();
    assert!(
        r.stdout.contains("station \"Pit 1\"") && r.stdout.contains("is now registered"),
        "{r:?}"
    );
    assert!(a.register().stdout.contains("was already registered"));
    b.register();
    let (one, one_pdf) = a.slip("BJ-1");
    let (two, two_pdf) = b.slip("BJ-2");
    let (three, _) = a.slip("BJ-3");
    assert_eq!((one, two, three), (1, 2, 3));
    let text = slips::file_text(&two_pdf);
    // The header's boxes: "... ISSUED <time> STATION Pit 2".
    assert!(slips::flat(&text).contains(" STATION Pit 2"), "{text}");
    let one_record = slips::record(&std::fs::read(&one_pdf).unwrap());
    assert_eq!(one_record["signed"]["station"], "Pit 1");
    // Each verifies the other's.
    let r = a.verify(&two_pdf);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(
        r.stdout
            .contains("station \"Pit 2\" (registered in the shared journal)"),
        "{r:?}"
    );
    let r = b.verify(&one_pdf);
    assert_eq!(r.code, 0, "{r:?}");
    // Both journals list both stations' slips, in one series.
    for st in [&a, &b] {
        let list = st.journal();
        let seen: Vec<(i64, &str)> = list
            .iter()
            .map(|e| {
                (
                    e["number"].as_i64().unwrap(),
                    e["station"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(seen, [(1, "Pit 1"), (2, "Pit 2"), (3, "Pit 1")]);
        let r = assert_chain_holds(st, 5, 3);
        assert!(
            r.stdout.contains("station \"Pit 1\"") && r.stdout.contains("station \"Pit 2\""),
            "{r:?}"
        );
    }
    // A copy is sealed with the signing station's key: B cannot print A's slip again.
    let again = b.path("one-again.pdf");
    let r = b.run(&["reprint", "1", "--out", s(&again)]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("was issued at station \"Pit 1\""),
        "{r:?}"
    );
    assert!(!again.exists());
    // B voids A's slip: void at A too.
    let r = b.run(&["void", "1", "--reason", "wrong table"]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = a.verify(&one_pdf);
    assert_eq!(r.code, 1, "{r:?}");
    assert!(r.stderr.contains("slip 1 is VOID in the journal"), "{r:?}");
    // A slip the shared journal never issued, signed with B's registered key, fails.
    let file = std::fs::read(&two_pdf).unwrap();
    let seed = std::fs::read_to_string(b.data.path().join("signing-key")).unwrap();
    let key = ed25519_dalek::SigningKey::from_bytes(&slips::unhex(seed.trim()).try_into().unwrap());
    let forged = slips::resign(
        &slips::edit_record(&file, "{\"slip\":2,", "{\"slip\":9,"),
        &key,
    );
    let forged_pdf = a.path("forged.pdf");
    std::fs::write(&forged_pdf, forged).unwrap();
    let r = a.verify(&forged_pdf);
    assert_eq!(r.code, 1, "{r:?}");
    assert!(
        r.stderr.contains("the shared journal holds no slip 9"),
        "{r:?}"
    );
}

// ---------------------------------------------------------------------------------------
// Failure is loud and loses nothing.

/// An unreachable database, a wrong password and a schema from a
/// newer Pitpay each give a clear error in words, take no number and write no file;
/// once the cause is gone the same slip is simply issued again.
#[test]
fn an_unreachable_journal_a_wrong_password_or_a_newer_schema_takes_no_number() {
    // Nothing listens on this port.
    let nowhere = Station::new(
        "Pit 9",
        &format!("postgres://pit:pw@127.0.0.1:{}/pit", super::pg::free_port()),
    );
    let (r, out) = nowhere.slip_run("BJ-1");
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr
            .contains("cannot be reached: nothing answers at that address and port"),
        "{r:?}"
    );
    assert!(
        r.stderr
            .contains("no slip number was taken and no file was written: issue the slip again"),
        "{r:?}"
    );
    assert_user_words(&r);
    assert!(!out.exists());
    let Some(pg) = Pg::start("unreachable_wrong_password_newer_schema", false) else {
        return;
    };
    let url = pg.database("pit");
    let good = Station::new("Pit 1", &url);
    good.register();
    let wrong = Station::new("Pit 2", &url.replace("pit-password", "guess"));
    let (r, out) = wrong.slip_run("BJ-1");
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr
            .contains("refused the login of user \"pit\": the password is wrong"),
        "{r:?}"
    );
    assert!(
        !r.stderr.contains("pit-password") && !r.stderr.contains("guess"),
        "{r:?}"
    );
    assert_user_words(&r);
    assert!(!out.exists());
    // A schema from a newer Pitpay: refused, untouched.
    let mut admin = pg.admin("pit");
    admin
        .execute(
            "UPDATE pitpay_meta SET value = '9' WHERE name = 'schema'",
            &[],
        )
        .unwrap();
    let (r, out) = good.slip_run("BJ-1");
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr
            .contains("schema version 9 is newer than this Pitpay understands (6)"),
        "{r:?}"
    );
    assert!(!out.exists());
    let version: String = admin
        .query_one("SELECT value FROM pitpay_meta WHERE name = 'schema'", &[])
        .unwrap()
        .get(0);
    assert_eq!(version, "9");
    admin
        .execute(
            "UPDATE pitpay_meta SET value = '6' WHERE name = 'schema'",
            &[],
        )
        .unwrap();
    // Nothing was taken by any of them: the first slip is number 1.
    assert_eq!(good.slip("BJ-1").0, 1);
    assert_chain_holds(&good, 2, 1);
}

/// A TCP relay between a station and the server, which the test can cut: the network
/// dropping in the middle of a slip's transaction.
struct Relay {
    port: u16,
    open: Arc<Mutex<Vec<TcpStream>>>,
}

impl Relay {
    fn to(port: u16) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let relay = Relay {
            port: listener.local_addr().unwrap().port(),
            open: Arc::default(),
        };
        let open = relay.open.clone();
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                let Ok(server) = TcpStream::connect(("127.0.0.1", port)) else {
                    continue;
                };
                open.lock()
                    .unwrap()
                    .extend([client.try_clone().unwrap(), server.try_clone().unwrap()]);
                for (mut from, mut to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    std::thread::spawn(move || {
                        let mut buf = [0u8; 16 * 1024];
                        while let Ok(n @ 1..) = from.read(&mut buf) {
                            if to.write_all(&buf[..n]).is_err() {
                                break;
                            }
                        }
                        let _ = to.shutdown(Shutdown::Both);
                    });
                }
            }
        });
        relay
    }

    /// Cuts every connection through the relay.
    fn cut(&self) {
        for s in self.open.lock().unwrap().drain(..) {
            let _ = s.shutdown(Shutdown::Both);
        }
    }
}

/// The connection dropped while a slip's transaction is open (it waits
/// for the slip counter, which another session holds): the slip fails in words, no
/// number is taken, no file is written, and issued again it gets the next number.
#[test]
fn a_connection_dropped_mid_issue_takes_no_number_and_the_slip_is_simply_issued_again() {
    let Some(pg) = Pg::start("connection_dropped_mid_issue", false) else {
        return;
    };
    let url = pg.database("pit");
    let relay = Relay::to(pg.port);
    let via_relay = url.replace(&format!(":{}/", pg.port), &format!(":{}/", relay.port));
    let st = Station::new("Pit 1", &via_relay);
    st.register();
    assert_eq!(st.slip("BJ-1").0, 1);
    let mut holder = pg.admin("pit");
    let mut tx = holder.transaction().unwrap();
    tx.query(
        "SELECT seq FROM pitpay_counter WHERE id = 1 FOR UPDATE",
        &[],
    )
    .unwrap();
    let (args, out) = st.slip_args("BJ-2");
    let child = st
        .cmd()
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut watch = pg.admin("pit");
    let started = Instant::now();
    while watch
        .query(
            "SELECT 1 FROM pg_stat_activity WHERE application_name = 'pitpay' AND wait_event_type = 'Lock'",
            &[],
        )
        .unwrap()
        .is_empty()
    {
        assert!(started.elapsed() < Duration::from_secs(30), "the slip never waited for the counter");
        std::thread::sleep(Duration::from_millis(20));
    }
    relay.cut();
    let o = child.wait_with_output().unwrap();
    let r = Run {
        code: o.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
    };
    tx.commit().unwrap();
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr.contains("the connection to the server was lost"),
        "{r:?}"
    );
    assert!(
        r.stderr
            .contains("no slip number was taken and no file was written"),
        "{r:?}"
    );
    assert_user_words(&r);
    assert!(!out.exists());
    assert_eq!(st.numbers(), [1]);
    let (number, out) = st.slip("BJ-2");
    assert_eq!(number, 2);
    assert_eq!(st.verify(&out).code, 0);
    assert_chain_holds(&st, 3, 2);
}

/// TLS when the address asks for it (`sslmode=require`), with the
/// server's certificate checked: against the authority named by `sslrootcert` it
/// works (the user is let in over TLS only); without it the certificate is refused in
/// words, before anything is sent.
#[test]
fn tls_when_the_address_asks_for_it_with_the_servers_certificate_checked() {
    let Some(pg) = Pg::start("tls", true) else {
        return;
    };
    pg.database("pitpay_tls");
    let base = pg.url("pitpay_tls", "pitpay_tls-password", "pitpay_tls");
    let plain = Station::new("Pit 0", &base);
    let r = plain.run(&["keys", "--register"]);
    assert_eq!(
        r.code, 3,
        "the server lets this user in over TLS only: {r:?}"
    );
    let st = Station::new(
        "Pit 1",
        &format!(
            "{base}?sslmode=require&sslrootcert={}",
            pg.ca_file().display()
        ),
    );
    st.register();
    let (n, out) = st.slip("BJ-1");
    assert_eq!(n, 1);
    assert_eq!(st.verify(&out).code, 0);
    let untrusted = Station::new("Pit 2", &format!("{base}?sslmode=require"));
    let r = untrusted.run(&["journal"]);
    // The environment, exit 3, on the listing as everywhere.
    assert_eq!(r.code, 3, "{r:?}");
    assert!(
        r.stderr
            .contains("not signed by an authority this computer trusts"),
        "{r:?}"
    );
    assert_user_words(&r);
}

/// A shared journal of PostgreSQL schema 1 (as the previous Pitpay wrote it:
/// the meta, counter, entries and placed tables, entries with their slip records inline)
/// is migrated once to schema 2 (slip-record hashes, jackpot flags, indexes, unplaced
/// copies, checkpoints), its chain still checks, the meter-award slip is indexed as a
/// jackpot, and the next slip follows it.
#[test]
fn a_schema_1_shared_journal_is_migrated_once_and_its_chain_still_holds() {
    use pitpay_journal::chain::{canonical, sha256_hex, Event, Head, Kind};
    /// An entry as Pitpay wrote it before entries named the newest of their groups
    ///: signed by the station, naming the entry before it, and hashed and
    /// signed without groups. Written out here rather than by today's chain, so that
    /// the journal is the old one whatever the chain does now.
    fn as_written_before_groups_and_checkpoints(
        head: &Head,
        mut event: Event,
        keys: &pitpay_journal::keys::Keys,
    ) -> pitpay_journal::Record {
        event.signer = keys.public_hex();
        event.register.clear();
        event.refused.clear();
        event.payload_sha256 = sha256_hex(event.payload.as_bytes());
        let seq = head.seq + 1;
        let bytes = canonical(seq, &event, &head.hash);
        pitpay_journal::Record {
            seq,
            hash: sha256_hex(&bytes),
            signature: keys.sign(&bytes),
            prev: head.hash.clone(),
            event,
        }
    }
    let Some(pg) = Pg::start("schema_1_migration", false) else {
        return;
    };
    let url = pg.database("pit");
    let station = Station::new("Pit 1", &url);
    let keys = pitpay_journal::keys::Keys::load_or_create(station.data.path()).unwrap();
    let mut db = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    db.batch_execute(
        "CREATE TABLE pitpay_meta (name text PRIMARY KEY, value text NOT NULL);
         INSERT INTO pitpay_meta VALUES ('schema', '1');
         CREATE TABLE pitpay_counter (id integer PRIMARY KEY CHECK (id = 1),
             seq bigint NOT NULL, hash text NOT NULL, last_slip bigint NOT NULL);
         CREATE TABLE pitpay_entries (seq bigint PRIMARY KEY,
             kind text NOT NULL, slip bigint NOT NULL, time text NOT NULL,
             who text NOT NULL, who_id text NOT NULL, reason text NOT NULL,
             table_label text NOT NULL, game text NOT NULL, paid text NOT NULL, net text NOT NULL,
             payload text NOT NULL, file_sha256 text NOT NULL, file text NOT NULL,
             round_sha256 text NOT NULL, station text NOT NULL, signer text NOT NULL,
             prev text NOT NULL, hash text NOT NULL, signature text NOT NULL);
         CREATE INDEX pitpay_entries_by_slip ON pitpay_entries (slip);
         CREATE INDEX pitpay_entries_by_round ON pitpay_entries (round_sha256);
         CREATE TABLE pitpay_placed (seq bigint PRIMARY KEY);",
    )
    .unwrap();
    // The station's key registration, then two slips: the second pays a meter award.
    let mut head = Head::default();
    let mut events = Vec::new();
    let mut key = Event::new(Kind::Key, 0, "2026-03-14T21:00:00Z");
    key.station = "Pit 1".into();
    events.push(key);
    for (slip, rule) in [(1, "R3.2"), (2, "R4.3")] {
        let mut e = Event::new(Kind::Issue, slip, "2026-03-14T21:05:00Z");
        e.station = "Pit 1".into();
        e.payload = format!(
            "{{\"signed\":{{\"slip\":{slip},\"settlement\":{{\"seats\":[{{\"wagers\":[{{\"rule\":\"{rule}\"}}]}}]}}}}}}"
        );
        events.push(e);
    }
    for e in events {
        let r = as_written_before_groups_and_checkpoints(&head, e, &keys);
        let e = &r.event;
        db.execute(
            "INSERT INTO pitpay_entries VALUES ($1, $2, $3, $4, '', '', '', '', '', '', '', $5, '', '', '', $6, $7, $8, $9, $10)",
            &[&r.seq, &e.kind.id(), &e.slip, &e.time, &e.payload, &e.station, &e.signer, &r.prev, &r.hash, &r.signature],
        )
        .unwrap();
        db.execute("INSERT INTO pitpay_placed VALUES ($1)", &[&r.seq])
            .unwrap();
        head.seq = r.seq;
        head.hash = r.hash.clone();
        if r.event.kind == Kind::Issue {
            head.last_slip = head.last_slip.max(r.event.slip);
        }
    }
    db.execute(
        "INSERT INTO pitpay_counter VALUES (1, $1, $2, $3)",
        &[&head.seq, &head.hash, &head.last_slip],
    )
    .unwrap();
    // The first use migrates: the chain checks, slip records included.
    let r = station.run(&["journal", "--check", "--deep"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("3 entries, 2 slips"), "{r:?}");
    let version: String = db
        .query_one("SELECT value FROM pitpay_meta WHERE name = 'schema'", &[])
        .unwrap()
        .get(0);
    // Schema 3 brought staff entries, 4 the groups each entry names and register
    // checkpoints, 5 the jackpot tally each entry names, 6 each issue's amount to be
    // paid and cage flag, and the cage's payments.
    assert_eq!(version, "6");
    let jackpots: Vec<i64> = db
        .query("SELECT slip FROM pitpay_entries WHERE jackpot = 1", &[])
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(jackpots, [2]);
    let r = station.run(&["journal", "--state", "jackpot", "--csv"]);
    assert_eq!(r.stdout.lines().count(), 2, "{r:?}");
    // The next slip follows, and the whole chain still checks.
    let (n, _) = station.slip("BJ-1");
    assert_eq!(n, 3);
    assert_chain_holds(&station, 4, 3);
}

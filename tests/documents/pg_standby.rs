//! A throwaway PostgreSQL primary and its streaming standby on loopback, for the
//! failover tests ([`super::failover`]), set up as docs/shared-journal.md ("High
//! availability") has a property's IT do it: the primary `initdb`'d with replication
//! let in from 127.0.0.1, the standby made from it with `pg_basebackup -R -X stream`
//! (its copied `synchronous_standby_names` cleared) on a port of its own, and the
//! primary then made synchronous (`synchronous_standby_names = '*'`, `pg_ctl reload`)
//! or left asynchronous.
//!
//! The test can kill the primary (`pg_ctl stop -m immediate`: a crash), hang it
//! (SIGSTOP to the postmaster and every process of its cluster: a frozen VM, whose
//! kernel still accepts connections that are never answered) and let it go on
//! (SIGCONT), stop and start the standby (its replication stopped), and promote the
//! standby (`pg_ctl promote -w`). Both are stopped and removed when the pair is dropped,
//! a hung primary let go on first. As root the servers run as the `postgres` user, as
//! in [`super::pg`]; where PostgreSQL is missing the test is skipped with a message,
//! unless `PITPAY_REQUIRE_POSTGRES` is set.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use super::pg::{binaries, free_port, is_root, required, ADMIN, ADMIN_PASSWORD};

/// The journal's database and its owner, as docs/shared-journal.md has IT create them.
pub(crate) const DATABASE: &str = "pit";
pub(crate) const USER: &str = "pitpay";
pub(crate) const PASSWORD: &str = "pitpay-password";

/// A primary and its standby.
pub(crate) struct Pair {
    dir: tempfile::TempDir,
    bin: PathBuf,
    run_as: Option<String>,
    /// The primary's port.
    pub primary: u16,
    /// The standby's port.
    pub standby: u16,
    /// The primary's processes stopped by [`Pair::hang_primary`], to let go on.
    stopped: std::cell::RefCell<Vec<u32>>,
}

impl Pair {
    /// A primary and a streaming standby for test `name`, the standby synchronous
    /// (`synchronous`) or not, with database [`DATABASE`] owned by [`USER`]; or `None`
    /// (with a message) where PostgreSQL is not installed and not required.
    pub(crate) fn start(name: &str, synchronous: bool) -> Option<Pair> {
        let Some(bin) = binaries() else {
            assert!(
                !required(),
                "{name}: PITPAY_REQUIRE_POSTGRES is set, but PostgreSQL's initdb and pg_ctl were not found (install Debian's postgresql package)"
            );
            eprintln!("SKIPPED {name}: PostgreSQL is not installed here (no initdb/pg_ctl); install Debian's postgresql package to run it");
            return None;
        };
        // The real folder (the one on the PATH may hold links to initdb and pg_ctl
        // only), for pg_basebackup beside them.
        let bin = std::fs::canonicalize(bin.join("initdb"))
            .ok()
            .and_then(|initdb| initdb.parent().map(Path::to_path_buf))
            .unwrap_or(bin);
        let mut pair = Pair {
            dir: tempfile::tempdir().unwrap(),
            bin,
            run_as: is_root().then(|| "postgres".to_string()),
            primary: 0,
            standby: 0,
            stopped: Default::default(),
        };
        pair.own(pair.dir.path());
        let primary = pair.data("primary");
        super::pg::init_cluster(&pair.bin, pair.run_as.as_deref(), pair.dir.path(), &primary);
        // Replication from loopback without a password (the first matching line wins).
        let hba = primary.join("pg_hba.conf");
        let rest = std::fs::read_to_string(&hba).unwrap();
        std::fs::write(
            &hba,
            format!("host replication all 127.0.0.1/32 trust\n{rest}"),
        )
        .unwrap();
        pair.primary = pair.start_on_a_free_port("primary");
        {
            let mut admin = pair.admin(pair.primary, "postgres");
            admin
                .batch_execute(&format!("CREATE ROLE {USER} LOGIN PASSWORD '{PASSWORD}'"))
                .unwrap();
            admin
                .batch_execute(&format!("CREATE DATABASE {DATABASE} OWNER {USER}"))
                .unwrap();
        }
        let standby = pair.data("standby");
        let o = pair.run(
            "pg_basebackup",
            &[
                "-h",
                "127.0.0.1",
                "-p",
                &pair.primary.to_string(),
                "-U",
                ADMIN,
                "-D",
                standby.to_str().unwrap(),
                "-R",
                "-X",
                "stream",
                "-c",
                "fast",
            ],
        );
        assert!(o.status.success(), "pg_basebackup: {}", text(&o.stderr));
        // The primary's settings came along: not its synchronous standby list, which on a
        // standby promoted would wait for a standby it does not have.
        set(
            &standby.join("postgresql.conf"),
            "synchronous_standby_names",
            "''",
        );
        pair.standby = pair.start_on_a_free_port("standby");
        if synchronous {
            set(
                &primary.join("postgresql.conf"),
                "synchronous_standby_names",
                "'*'",
            );
            let o = pair.pg_ctl("primary", &["reload"]);
            assert!(o.status.success(), "pg_ctl reload: {}", text(&o.stderr));
        }
        pair.wait_streaming(synchronous);
        Some(pair)
    }

    /// `postgres://pitpay:…@127.0.0.1:PRIMARY,127.0.0.1:STANDBY/pit?target_session_attrs=read-write`:
    /// both hosts, the one that takes writes chosen.
    pub(crate) fn url(&self) -> String {
        format!(
            "postgres://{USER}:{PASSWORD}@127.0.0.1:{},127.0.0.1:{}/{DATABASE}?target_session_attrs=read-write",
            self.primary, self.standby
        )
    }

    /// The primary's address alone, for a second client holding a lock there.
    pub(crate) fn primary_url(&self) -> String {
        format!(
            "postgres://{ADMIN}:{ADMIN_PASSWORD}@127.0.0.1:{}/{DATABASE}",
            self.primary
        )
    }

    /// The primary crashes: `pg_ctl stop -m immediate` (every process ends at once, no
    /// checkpoint).
    pub(crate) fn kill_primary(&self) {
        let o = self.stop("primary", "immediate");
        assert!(o.status.success(), "pg_ctl stop: {}", text(&o.stderr));
    }

    /// The primary freezes: SIGSTOP to its postmaster, then to every process it started.
    /// Its port still accepts connections (the kernel's backlog), which are never answered.
    pub(crate) fn hang_primary(&self) {
        let postmaster = self
            .postmaster("primary")
            .expect("the primary is not running");
        signal("STOP", postmaster);
        let mut stopped = vec![postmaster];
        // Until no new child shows up (one may have been forked as the postmaster stopped).
        loop {
            let fresh: Vec<u32> = children(postmaster)
                .into_iter()
                .filter(|p| !stopped.contains(p))
                .collect();
            if fresh.is_empty() {
                break;
            }
            for p in fresh {
                signal("STOP", p);
                stopped.push(p);
            }
        }
        self.stopped.borrow_mut().extend(stopped);
    }

    /// The hung primary goes on (SIGCONT to every process [`Pair::hang_primary`] stopped).
    pub(crate) fn resume_primary(&self) {
        for p in self.stopped.borrow_mut().drain(..) {
            signal("CONT", p);
        }
    }

    /// The standby stopped cleanly (`pg_ctl stop -m fast`): replication stops with it.
    pub(crate) fn stop_standby(&self) {
        let o = self.stop("standby", "fast");
        assert!(o.status.success(), "pg_ctl stop: {}", text(&o.stderr));
    }

    /// The standby started again on its port.
    pub(crate) fn start_standby(&self) {
        assert!(
            self.try_start("standby", self.standby),
            "the standby did not start again: {}",
            self.log("standby")
        );
    }

    /// The standby made a primary: `pg_ctl promote -w`, then until it takes writes.
    pub(crate) fn promote_standby(&self) {
        let o = self.pg_ctl("standby", &["-w", "-t", "30", "promote"]);
        assert!(
            o.status.success(),
            "pg_ctl promote: {}{}",
            text(&o.stderr),
            self.log("standby")
        );
        let mut admin = self.admin(self.standby, "postgres");
        let deadline = Instant::now() + Duration::from_secs(30);
        while admin
            .query_one("SELECT pg_is_in_recovery()", &[])
            .unwrap()
            .get::<_, bool>(0)
        {
            assert!(Instant::now() < deadline, "the standby was not promoted");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Until the standby has replayed everything the primary has written so far.
    pub(crate) fn wait_caught_up(&self) {
        let mut primary = self.admin(self.primary, "postgres");
        let lsn: String = primary
            .query_one("SELECT pg_current_wal_lsn()::text", &[])
            .unwrap()
            .get(0);
        let mut standby = self.admin(self.standby, "postgres");
        let deadline = Instant::now() + Duration::from_secs(30);
        while !standby
            .query_one(
                &format!("SELECT coalesce(pg_last_wal_replay_lsn() >= '{lsn}'::pg_lsn, false)"),
                &[],
            )
            .unwrap()
            .get::<_, bool>(0)
        {
            assert!(
                Instant::now() < deadline,
                "the standby did not catch up with {lsn}: {}",
                self.log("standby")
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// A connection as the superuser to database `db` on the server at `port`.
    pub(crate) fn admin(&self, port: u16, db: &str) -> postgres::Client {
        let url = format!("postgres://{ADMIN}:{ADMIN_PASSWORD}@127.0.0.1:{port}/{db}");
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match postgres::Client::connect(&url, postgres::NoTls) {
                Ok(c) => return c,
                Err(e) if Instant::now() > deadline => panic!("admin connection to {port}: {e}"),
                Err(_) => std::thread::sleep(Duration::from_millis(100)),
            }
        }
    }

    /// Until the primary streams to the standby (synchronously if asked).
    fn wait_streaming(&self, synchronous: bool) {
        let mut admin = self.admin(self.primary, "postgres");
        let want = if synchronous { "sync" } else { "async" };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let states: Vec<String> = admin
                .query(
                    "SELECT sync_state::text FROM pg_stat_replication WHERE state = 'streaming'",
                    &[],
                )
                .unwrap()
                .iter()
                .map(|r| r.get(0))
                .collect();
            if states.iter().any(|s| s == want) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the standby is not streaming ({want}): {states:?}: {}",
                self.log("standby")
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn data(&self, node: &str) -> PathBuf {
        self.dir.path().join(node)
    }

    fn log(&self, node: &str) -> String {
        std::fs::read_to_string(self.dir.path().join(format!("{node}.log"))).unwrap_or_default()
    }

    fn own(&self, path: &Path) {
        super::pg::own_as(self.run_as.as_deref(), path);
    }

    fn run(&self, program: &str, args: &[&str]) -> Output {
        super::pg::run_as(
            &self.bin,
            self.run_as.as_deref(),
            self.dir.path(),
            program,
            args,
        )
    }

    fn pg_ctl(&self, node: &str, args: &[&str]) -> Output {
        let data = self.data(node);
        let mut all = vec!["-D", data.to_str().unwrap()];
        all.extend_from_slice(args);
        self.run("pg_ctl", &all)
    }

    fn stop(&self, node: &str, mode: &str) -> Output {
        self.pg_ctl(node, &["-m", mode, "-w", "-t", "30", "stop"])
    }

    fn try_start(&self, node: &str, port: u16) -> bool {
        let log = self.dir.path().join(format!("{node}.log"));
        let options = format!(
            "-p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' \
             -c max_connections=40 -c shared_buffers=16MB"
        );
        self.pg_ctl(
            node,
            &[
                "-l",
                log.to_str().unwrap(),
                "-w",
                "-t",
                "30",
                "-o",
                &options,
                "start",
            ],
        )
        .status
        .success()
    }

    fn start_on_a_free_port(&self, node: &str) -> u16 {
        for _ in 0..3 {
            let port = free_port();
            if self.try_start(node, port) {
                return port;
            }
        }
        panic!("the {node} did not start: {}", self.log(node));
    }

    /// The postmaster's process id, from `postmaster.pid` (its first line).
    fn postmaster(&self, node: &str) -> Option<u32> {
        let pidfile = self.data(node).join("postmaster.pid");
        std::fs::read_to_string(pidfile)
            .ok()?
            .lines()
            .next()?
            .trim()
            .parse()
            .ok()
    }
}

impl Drop for Pair {
    fn drop(&mut self) {
        self.resume_primary();
        for node in ["primary", "standby"] {
            if self.postmaster(node).is_some() {
                let _ = self.stop(node, "immediate");
            }
        }
    }
}

/// `key = value` in a postgresql.conf: every earlier line setting it removed, the new
/// one at the end (the last one counts).
fn set(conf: &Path, key: &str, value: &str) {
    let old = std::fs::read_to_string(conf).unwrap();
    let mut kept: String = old
        .lines()
        .filter(|l| l.trim_start().split(['=', ' ']).next() != Some(key))
        .map(|l| format!("{l}\n"))
        .collect();
    kept.push_str(&format!("{key} = {value}\n"));
    std::fs::write(conf, kept).unwrap();
}

/// The processes whose parent is `pid` (from /proc: the fourth field of `stat`, after
/// the command name in parentheses).
fn children(pid: u32) -> Vec<u32> {
    let mut found = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Some(child) = e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(e.path().join("stat")) else {
            continue;
        };
        let parent = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|p| p.parse::<u32>().ok());
        if parent == Some(pid) {
            found.push(child);
        }
    }
    found
}

fn signal(name: &str, pid: u32) {
    let _ = Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .output();
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

//! Printing through a real CUPS scheduler. The test starts its own `cupsd`
//! (root only: it needs the scheduler's privileges) in a throwaway folder, on a port of
//! its own, with one queue, "Podium", whose device is `/dev/null`; `pitpay` reaches it
//! through `CUPS_SERVER`, as a podium reaches its print server. It then prints a slip,
//! and tries a printer that refuses jobs, a stopped one and one that does not exist.
//! Without CUPS installed it is skipped, unless `PITPAY_REQUIRE_CUPS` is set (CI).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Cups {
    dir: tempfile::TempDir,
    daemon: Child,
    server: String,
}

impl Drop for Cups {
    fn drop(&mut self) {
        let _ = self.daemon.kill();
        let _ = self.daemon.wait();
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

impl Cups {
    fn start() -> Option<Cups> {
        let cupsd = ["/usr/sbin/cupsd", "/usr/local/sbin/cupsd"]
            .into_iter()
            .map(PathBuf::from)
            .find(|p| p.is_file());
        let required = std::env::var_os("PITPAY_REQUIRE_CUPS").is_some();
        let (Some(cupsd), true) = (cupsd, is_root()) else {
            assert!(
                !required,
                "PITPAY_REQUIRE_CUPS is set, but cupsd is not installed or this is not root"
            );
            eprintln!("SKIPPED: no cupsd here, or not root (install cups-daemon, cups-client)");
            return None;
        };
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        for sub in ["spool", "cache", "state", "log", "root"] {
            std::fs::create_dir(d.join(sub)).unwrap();
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        std::fs::write(
            d.join("cups-files.conf"),
            format!(
                "ServerRoot {0}/root\nRequestRoot {0}/spool\nCacheDir {0}/cache\nStateDir {0}/state\nErrorLog {0}/log/error_log\nAccessLog {0}/log/access_log\nPageLog {0}/log/page_log\nFileDevice Yes\n",
                d.display()
            ),
        )
        .unwrap();
        std::fs::write(
            d.join("cupsd.conf"),
            format!("Listen 127.0.0.1:{port}\nWebInterface No\nLogLevel warn\nPreserveJobFiles Yes\n<Location />\n  Order allow,deny\n  Allow all\n</Location>\n<Policy default>\n  <Limit All>\n    Order allow,deny\n    Allow all\n  </Limit>\n</Policy>\n"),
        )
        .unwrap();
        let daemon = Command::new(cupsd)
            .args(["-f", "-c"])
            .arg(d.join("cupsd.conf"))
            .arg("-s")
            .arg(d.join("cups-files.conf"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let cups = Cups {
            dir,
            daemon,
            server: format!("127.0.0.1:{port}"),
        };
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "cupsd did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        cups.admin(&[
            "lpadmin",
            "-p",
            "Podium",
            "-E",
            "-v",
            "file:///dev/null",
            "-m",
            "raw",
        ]);
        Some(cups)
    }

    fn admin(&self, args: &[&str]) {
        let out = Command::new(args[0])
            .args(&args[1..])
            .env("CUPS_SERVER", &self.server)
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}: {out:?}");
    }

    fn completed(&self) -> String {
        let out = Command::new("lpstat")
            .args(["-W", "completed", "-o", "Podium"])
            .env("CUPS_SERVER", &self.server)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn pitpay(&self, data: &Path, args: &[&str]) -> (Option<i32>, String, String) {
        let out = Command::new(assert_cmd::cargo::cargo_bin("pitpay"))
            .env("PITPAY_DATA_DIR", data)
            .env("CUPS_SERVER", &self.server)
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

#[test]
fn a_slip_prints_on_a_real_cups_queue_and_a_refusing_or_stopped_printer_is_said() {
    let Some(cups) = Cups::start() else {
        return;
    };
    let data = cups.dir.path().join("data");
    let round =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds/lucky-break-seed.toml");
    let slip = cups.dir.path().join("slip.pdf");
    let (code, stdout, stderr) = cups.pitpay(
        &data,
        &[
            "slip",
            round.to_str().unwrap(),
            "--supervisor",
            "Ana Reyes",
            "--supervisor-id",
            "S-77",
            "--out",
            slip.to_str().unwrap(),
            "--print",
            "--printer",
            "Podium",
            "--copies",
            "2",
        ],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stdout.trim(), "1");
    assert!(
        stderr.contains("sent to the printer: request id is Podium-"),
        "{stderr}"
    );
    // The scheduler printed it (to its /dev/null device).
    let started = Instant::now();
    while !cups.completed().contains("Podium-") {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the job never completed"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    // `--copies 2` is the original once and its duplicate once: one paper original of
    // the number. The scheduler kept each job's file (PreserveJobFiles).
    let jobs = spooled(&cups.dir.path().join("spool"));
    assert_eq!(jobs.len(), 2, "{jobs:?}");
    let marks: Vec<bool> = jobs.iter().map(|t| t.contains("DUPLICATE")).collect();
    assert_eq!(
        marks,
        [false, true],
        "the original first, then the duplicate"
    );
    assert!(jobs.iter().all(|t| t.contains("PAYOUT SLIP No. 000001")));
    // The settings' printer, for `pitpay print`.
    std::fs::write(data.join("settings.toml"), "printer = \"Podium\"\n").unwrap();
    let file = slip.to_str().unwrap();
    let (code, stdout, _) = cups.pitpay(&data, &["print", file]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("request id is Podium-"), "{stdout}");
    // A printer that refuses jobs, a stopped one, one that does not exist: exit 3, in
    // words, the slip untouched.
    cups.admin(&["cupsreject", "Podium"]);
    let (code, _, stderr) = cups.pitpay(&data, &["print", file]);
    assert_eq!(code, Some(3), "{stderr}");
    assert!(
        stderr.contains("\"Podium\" is not accepting jobs"),
        "{stderr}"
    );
    cups.admin(&["cupsaccept", "Podium"]);
    cups.admin(&["cupsdisable", "Podium"]);
    let (code, _, stderr) = cups.pitpay(&data, &["print", file]);
    assert_eq!(code, Some(3), "{stderr}");
    assert!(stderr.contains("\"Podium\" is stopped"), "{stderr}");
    assert!(stderr.contains("do not print it again"), "{stderr}");
    let (code, _, stderr) = cups.pitpay(&data, &["print", file, "--printer", "Nope"]);
    assert_eq!(code, Some(3), "{stderr}");
    assert!(stderr.contains("there is no printer \"Nope\""), "{stderr}");
    let (code, _, _) = cups.pitpay(&data, &["verify", file]);
    assert_eq!(
        code,
        Some(0),
        "the slip printed is the slip issued, and still verifies"
    );
}

/// The text of each job file the scheduler kept, oldest first (`d00001-001`, ...).
fn spooled(spool: &Path) -> Vec<String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(spool)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('d'))
        })
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| {
            let doc = lopdf::Document::load(f).unwrap();
            let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
            doc.extract_text(&pages).unwrap()
        })
        .collect()
}

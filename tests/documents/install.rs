//! The one helper set of the document tests: an installation (a data folder and a work
//! folder) driving the real `pitpay` binary, and the tamper tools that read and edit a
//! slip's bytes with lopdf, re-sealing and re-signing with the installation's own key
//! exactly as `pitpay` would. Every run points `PITPAY_DATA_DIR` at its own temporary
//! folder, so the user's data folder, journal and signing key are never touched.
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::io::Write as _;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use assert_cmd::Command;
use ed25519_dalek::{Signer as _, SigningKey};
use serde_json::Value;
use sha2::Digest as _;

pub(crate) const SUPERVISOR: &str = "Ana Reyes";
pub(crate) const SUPERVISOR_ID: &str = "S-77";
pub(crate) const PROPERTY: &str = "Grand Pier";
pub(crate) const DEALER: &str = "Bo Lind";

/// Extra options of a slip issued at the table, again and again: the same rounds are
/// issued many times, so every run says `--again` (a second slip for one round
/// needs it; `trust::output` tests the refusal without it).
pub(crate) const AT_THE_TABLE: &[&str] = &["--again", "--property", PROPERTY, "--dealer", DEALER];

/// The rounds the README and the command-line tests use.
pub(crate) fn round(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/rounds")
        .join(name)
}

/// RULES.md R6.4 worked example (tests/rounds/lucky-break-seed.toml): $10 main, player 17
/// against a dealer bust (R3.2) wins 1 to 1, paid $20; $1 Lucky Break, dealer busts 26 with
/// five hearts, paytable 1: base 3 to 1 ($3) plus 3 × 50 ($150) = $153 won, paid $154
/// (R6.4, R6.5). Totals: stake 11, paid 174, net 163.
pub(crate) const LUCKY_BREAK: &str = "lucky-break-seed.toml";

/// The Lucky Break round at another table: a different round, settled the same way.
pub(crate) fn lucky_break_at(table: &str) -> String {
    std::fs::read_to_string(round(LUCKY_BREAK))
        .unwrap()
        .replace("table = \"BJ-2\"", &format!("table = \"{table}\""))
}

pub(crate) fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

pub(crate) struct Run {
    pub(crate) code: i32,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

impl std::fmt::Debug for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "exit {}\n--- stdout\n{}--- stderr\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

/// One installation: a data folder (journal, signing key, trusted keys) and a work folder
/// for round files and slips.
pub(crate) struct Install {
    pub(crate) data: tempfile::TempDir,
    pub(crate) work: tempfile::TempDir,
    /// The account's state folder as this installation sees it (`XDG_STATE_HOME`),
    /// where it keeps its mark by default: the test's own, never the user's.
    pub(crate) state: tempfile::TempDir,
}

impl Install {
    pub(crate) fn new() -> Install {
        Install {
            data: tempfile::tempdir().unwrap(),
            work: tempfile::tempdir().unwrap(),
            state: tempfile::tempdir().unwrap(),
        }
    }

    pub(crate) fn data(&self) -> &Path {
        self.data.path()
    }

    pub(crate) fn path(&self, name: &str) -> PathBuf {
        self.work.path().join(name)
    }

    pub(crate) fn cmd(&self) -> Command {
        let mut c = Command::cargo_bin("pitpay").unwrap();
        c.env("PITPAY_DATA_DIR", self.data())
            .env("XDG_STATE_HOME", self.state.path())
            .env_remove("PITPAY_MARK_DIR");
        c
    }

    pub(crate) fn run(&self, args: &[&str]) -> Run {
        let out = self.cmd().args(args).output().unwrap();
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Writes a file (a round, a paytable) into the work folder.
    pub(crate) fn write(&self, name: &str, text: &str) -> PathBuf {
        let p = self.path(name);
        std::fs::write(&p, text).unwrap();
        p
    }

    /// `pitpay slip ROUND` with the sign-off, to `out`.
    pub(crate) fn slip_args<'a>(round: &'a Path, out: &'a Path) -> Vec<&'a str> {
        vec![
            "slip",
            s(round),
            "--supervisor",
            SUPERVISOR,
            "--supervisor-id",
            SUPERVISOR_ID,
            "--out",
            s(out),
        ]
    }

    /// Issues a slip with the sign-off and `extra` options.
    pub(crate) fn slip_run(&self, round: &Path, out: &Path, extra: &[&str]) -> Run {
        let mut args = Install::slip_args(round, out);
        args.extend_from_slice(extra);
        self.run(&args)
    }

    /// Issues a slip that must succeed; returns its number (stdout is the number alone).
    pub(crate) fn slip(&self, round: &Path, out: &Path, extra: &[&str]) -> i64 {
        let r = self.slip_run(round, out, extra);
        assert_eq!(r.code, 0, "{r:?}");
        assert!(out.is_file(), "{r:?}");
        let line = r.stdout.strip_suffix('\n').unwrap_or(&r.stdout);
        line.parse()
            .unwrap_or_else(|_| panic!("stdout is not a slip number: {r:?}"))
    }

    /// A fresh Lucky Break slip at its own table (so that no `--again` is needed).
    pub(crate) fn table_slip(&self, table: &str) -> (i64, PathBuf) {
        let round = self.write(&format!("{table}.toml"), &lucky_break_at(table));
        let out = self.path(&format!("{table}.pdf"));
        (self.slip(&round, &out, &[]), out)
    }

    /// The Lucky Break slip, issued at the table, to `name` in the work folder.
    pub(crate) fn lucky_break(&self, name: &str) -> (i64, PathBuf) {
        let out = self.path(name);
        (self.slip(&round(LUCKY_BREAK), &out, AT_THE_TABLE), out)
    }

    pub(crate) fn verify(&self, file: &Path) -> Run {
        self.run(&["verify", s(file)])
    }

    pub(crate) fn verify_bytes(&self, bytes: &[u8]) -> Run {
        let p = self.path("tampered.pdf");
        std::fs::write(&p, bytes).unwrap();
        self.verify(&p)
    }

    pub(crate) fn journal(&self) -> Vec<Value> {
        let r = self.run(&["journal", "--json"]);
        assert_eq!(r.code, 0, "{r:?}");
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        v["slips"].as_array().unwrap().clone()
    }

    pub(crate) fn numbers(&self) -> Vec<i64> {
        self.journal()
            .iter()
            .map(|e| e["number"].as_i64().unwrap())
            .collect()
    }

    pub(crate) fn state(&self, number: i64) -> String {
        self.journal()
            .iter()
            .find(|e| e["number"] == number)
            .unwrap_or_else(|| panic!("slip {number} not in the journal"))["state"]
            .as_str()
            .unwrap()
            .to_string()
    }

    /// `pitpay keys`: (public key hex, fingerprint). An installation with no key yet
    /// makes one first (`keys --new`: `keys` itself never writes one).
    pub(crate) fn keys(&self) -> (String, String) {
        if !self.data().join("signing-key").exists() {
            let r = self.run(&["keys", "--new"]);
            assert_eq!(r.code, 0, "{r:?}");
        }
        let r = self.run(&["keys"]);
        assert_eq!(r.code, 0, "{r:?}");
        let v: toml::Table = toml::from_str(&r.stdout).unwrap();
        (
            v["public_key"].as_str().unwrap().to_string(),
            v["fingerprint"].as_str().unwrap().to_string(),
        )
    }

    /// Trusts another installation's key under `name` (trusted-keys.toml).
    pub(crate) fn trust(&self, name: &str, public_key: &str) {
        std::fs::write(
            self.data().join("trusted-keys.toml"),
            format!("[[key]]\nname = \"{name}\"\npublic_key = \"{public_key}\"\n"),
        )
        .unwrap();
    }

    /// The journal's SQLite file, opened directly (to tamper with it).
    pub(crate) fn db(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(self.data().join("journal.sqlite3")).unwrap()
    }

    /// `pitpay journal --check`.
    pub(crate) fn check(&self) -> Run {
        self.run(&["journal", "--check"])
    }

    /// The installation's signing key, from its data folder.
    pub(crate) fn signing_key(&self) -> SigningKey {
        let text = std::fs::read_to_string(self.data().join("signing-key")).unwrap();
        let seed: [u8; 32] = unhex(text.trim()).try_into().unwrap();
        SigningKey::from_bytes(&seed)
    }
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

pub(crate) fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

pub(crate) fn count(hay: &[u8], needle: &[u8]) -> usize {
    hay.windows(needle.len()).filter(|w| *w == needle).count()
}

/// A seat's line of a bet in the settlement JSON (the first, for the player's side bets).
pub(crate) fn wager_line<'a>(v: &'a Value, seat: u64, bet: &str) -> &'a Value {
    let seat = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["seat"] == seat)
        .unwrap();
    seat["wagers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["bet"] == bet)
        .unwrap_or_else(|| panic!("no {bet} line: {seat:#}"))
}

// ---------------------------------------------------------------------------------------
// Reading slips with lopdf

/// The text of every page, in order.
pub(crate) fn pdf_text(pdf: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(pdf).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap()
}

pub(crate) fn file_text(path: &Path) -> String {
    pdf_text(&std::fs::read(path).unwrap())
}

/// The page text as one line (lines joined by spaces), for phrases that may wrap.
pub(crate) fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub(crate) fn lines(text: &str) -> Vec<&str> {
    text.lines().map(str::trim).collect()
}

/// Where the embedded slip record (the `/PitpaySlip` stream in the catalog) stands.
pub(crate) fn record_range(pdf: &[u8]) -> Range<usize> {
    let doc = lopdf::Document::load_mem(pdf).unwrap();
    let id = doc
        .catalog()
        .unwrap()
        .get(b"PitpaySlip")
        .unwrap()
        .as_reference()
        .unwrap();
    let content = &doc.get_object(id).unwrap().as_stream().unwrap().content;
    assert_eq!(
        count(pdf, content),
        1,
        "the record appears once, uncompressed"
    );
    let start = find(pdf, content).unwrap();
    start..start + content.len()
}

pub(crate) fn record(pdf: &[u8]) -> Value {
    serde_json::from_slice(&pdf[record_range(pdf)]).unwrap()
}

/// Replaces `from` (found exactly once, inside the embedded record) with `to`, same length.
pub(crate) fn edit_record(pdf: &[u8], from: &str, to: &str) -> Vec<u8> {
    assert_eq!(from.len(), to.len(), "an in-place edit keeps the length");
    let range = record_range(pdf);
    let rec = &pdf[range.clone()];
    assert_eq!(count(rec, from.as_bytes()), 1, "{from} once in the record");
    let at = range.start + find(rec, from.as_bytes()).unwrap();
    let mut out = pdf.to_vec();
    out[at..at + to.len()].copy_from_slice(to.as_bytes());
    out
}

/// Where the seal's 128 hex digits stand.
pub(crate) fn seal_range(pdf: &[u8]) -> Range<usize> {
    let key = b"\"seal\":\"";
    let start = find(pdf, key).unwrap() + key.len();
    start..start + 128
}

/// Seals the file again with `key`, as `pitpay` does: a signature over every byte, with
/// the seal's own digits zeroed.
pub(crate) fn reseal(pdf: &[u8], key: &SigningKey) -> Vec<u8> {
    let range = seal_range(pdf);
    let mut out = pdf.to_vec();
    out[range.clone()].fill(b'0');
    // The seal signs the file's SHA-256 with the seal zeroed (src/slip.rs).
    let seal = hex(&key.sign(&sha2::Sha256::digest(&out)).to_bytes());
    out[range].copy_from_slice(seal.as_bytes());
    out
}

/// Signs the record's settlement again with `key` (the canonical bytes are the `signed`
/// object as compact JSON, keys in order), then re-seals the file.
pub(crate) fn resign(pdf: &[u8], key: &SigningKey) -> Vec<u8> {
    let rec = record(pdf);
    let old = rec["signature"].as_str().unwrap().to_string();
    let canonical = serde_json::to_vec(&rec["signed"]).unwrap();
    let new = hex(&key.sign(&canonical).to_bytes());
    reseal(&edit_record(pdf, &old, &new), key)
}

pub(crate) fn paytable_fingerprints(inst: &Install) -> Vec<(String, String)> {
    let r = inst.run(&["paytables", "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    v["paytables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["id"].as_str().unwrap().to_string(),
                t["fingerprint"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

pub(crate) fn fingerprint_of(list: &[(String, String)], id: &str) -> String {
    list.iter()
        .find(|(i, _)| i == id)
        .unwrap_or_else(|| panic!("no paytable {id}"))
        .1
        .clone()
}

pub(crate) fn files_in(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

pub(crate) fn assert_failed(r: &Run, reason: &str) {
    assert_eq!(r.code, 1, "verify should fail (exit 1): {r:?}");
    assert!(
        r.stderr.contains("FAILED") && r.stderr.contains(reason),
        "the reason should say {reason:?}: {r:?}"
    );
    assert!(r.stdout.is_empty(), "{r:?}");
}

pub(crate) fn assert_verified(r: &Run) {
    assert_eq!(r.code, 0, "verify should pass: {r:?}");
    assert!(r.stdout.contains("verified"), "{r:?}");
}

// ---------------------------------------------------------------------------------------
// 1. Numbering

/// RULES.md R6.4 worked example: player paid $174, net $163.
pub(crate) fn lucky_break() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds/lucky-break-seed.toml");
    std::fs::read_to_string(path).unwrap()
}

pub(crate) const MANAGER: (&str, &str, &str) = ("M-1", "Maria Gomez", "246810");
pub(crate) const DANA: (&str, &str, &str) = ("S-1042", "Dana Reyes", "135790");
pub(crate) const LEE: (&str, &str, &str) = ("S-2001", "Lee Chan", "975310");
pub(crate) const AUDITOR: (&str, &str, &str) = ("A-7", "Ira Fox", "864200");

/// One podium: its data folder (key, settings, journal unless shared) and a work folder.
pub(crate) struct Podium {
    pub(crate) data: tempfile::TempDir,
    pub(crate) work: tempfile::TempDir,
    /// The folder outside the data folder where the podium keeps its mark.
    pub(crate) marks: tempfile::TempDir,
    pub(crate) tables: std::cell::Cell<u32>,
}

impl Podium {
    pub(crate) fn new(journal: Option<&str>) -> Podium {
        let data = tempfile::tempdir().unwrap();
        if let Some(j) = journal {
            std::fs::write(
                data.path().join("settings.toml"),
                format!("station = \"Pit 1\"\njournal = \"{j}\"\n"),
            )
            .unwrap();
        }
        Podium {
            data,
            work: tempfile::tempdir().unwrap(),
            marks: tempfile::tempdir().unwrap(),
            tables: std::cell::Cell::new(0),
        }
    }

    pub(crate) fn path(&self, name: &str) -> PathBuf {
        self.work.path().join(name)
    }

    /// The same podium with its data folder put back from a copy (a restore from a
    /// backup): its mark outside the data folder and its work folder stay.
    pub(crate) fn with_data_from(self, copy: &Path) -> Podium {
        std::fs::remove_dir_all(self.data.path()).unwrap();
        copy_folder(copy, self.data.path());
        self
    }

    /// Runs pitpay with `pins` on standard input, one per line.
    pub(crate) fn run(&self, args: &[&str], pins: &[&str]) -> Run {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("pitpay"))
            .env("PITPAY_DATA_DIR", self.data.path())
            .env("PITPAY_MARK_DIR", self.marks.path())
            .env_remove("PITPAY_JOURNAL")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        for p in pins {
            let _ = writeln!(stdin, "{p}");
        }
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    pub(crate) fn ok(&self, args: &[&str], pins: &[&str]) -> Run {
        let r = self.run(args, pins);
        assert_eq!(r.code, 0, "{args:?}: {r:?}");
        r
    }

    pub(crate) fn refused(&self, args: &[&str], pins: &[&str], words: &str) -> Run {
        let r = self.run(args, pins);
        assert_eq!(r.code, 2, "{args:?}: {r:?}");
        assert!(r.stderr.contains(words), "{words:?} in {r:?}");
        assert!(!r.stderr.contains("panicked"), "{r:?}");
        r
    }

    /// A slip of `round` (a table of its own each time), signed off by `id` with extra
    /// arguments: the run and the file.
    pub(crate) fn slip(
        &self,
        round: &str,
        id: &str,
        extra: &[&str],
        pins: &[&str],
    ) -> (Run, PathBuf) {
        let n = self.tables.get() + 1;
        self.tables.set(n);
        let file = self.path(&format!("round-{n}.toml"));
        let text = round
            .replace("table = \"BJ-2\"", &format!("table = \"T-{n}\""))
            .replace("table = \"BJ-7\"", &format!("table = \"T-{n}\""));
        std::fs::write(&file, text).unwrap();
        let out = self.path(&format!("slip-{n}.pdf"));
        let mut args = vec!["slip", s(&file), "--supervisor-id", id, "--out", s(&out)];
        args.extend_from_slice(extra);
        (self.run(&args, pins), out)
    }

    pub(crate) fn slips(&self) -> Vec<Value> {
        let r = self.ok(&["journal", "--json"], &[]);
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        v["slips"].as_array().unwrap().clone()
    }

    pub(crate) fn staff(&self) -> Vec<Value> {
        let r = self.ok(&["staff", "list", "--json"], &[]);
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        v["staff"].as_array().unwrap().clone()
    }

    pub(crate) fn key(&self) -> PathBuf {
        self.data.path().join("signing-key")
    }
}

pub(crate) fn enroll(
    p: &Podium,
    who: (&str, &str, &str),
    role: &str,
    by: Option<(&str, &str, &str)>,
) {
    let mut args = vec!["staff", "add", who.0, "--name", who.1, "--role", role];
    let mut pins = Vec::new();
    if let Some(m) = by {
        args.extend(["--by", m.0]);
        pins.push(m.2);
    }
    pins.push(who.2);
    let r = p.ok(&args, &pins);
    assert!(r.stdout.contains("is enrolled"), "{r:?}");
}

/// A folder and everything in it, copied (a data folder's backup).
pub(crate) fn copy_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_folder(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

//! The real `pitpay` binary on round files in `tests/rounds/` (ROUND-FILE.md
//! "Commands", "Settlement JSON"): tables, JSON, the paytable list, and bad input
//! (exit 2, `file:line: field` on stderr, nothing on stdout). Every run points
//! `PITPAY_DATA_DIR` at an empty temporary folder so the user's own data is never read.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::support::{bj, bj_seat, check_odds, check_totals, dealer_hand, line};
use assert_cmd::Command;
use serde_json::Value;

fn rounds() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds")
}

fn round(name: &str) -> String {
    rounds().join(name).display().to_string()
}

/// `pitpay` with an empty data folder; the folder lives as long as the command.
fn pitpay(data: &tempfile::TempDir) -> Command {
    let mut c = Command::cargo_bin("pitpay").unwrap();
    c.env("PITPAY_DATA_DIR", data.path());
    c
}

pub(crate) struct Run {
    pub(crate) code: i32,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

/// `pitpay ARGS` with an empty data folder of its own.
pub(crate) fn run(args: &[&str]) -> Run {
    let data = tempfile::tempdir().unwrap();
    run_in(&data, args)
}

fn run_in(data: &tempfile::TempDir, args: &[&str]) -> Run {
    let out = pitpay(data).args(args).output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

fn settle_json(name: &str) -> Value {
    let r = run(&["settle", &round(name), "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap()
}

#[test]
fn settle_prints_a_table_for_people() {
    let r = run(&["settle", &round("lucky9-contract.toml")]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    // main $25 Lucky 9 at 3 to 2 = $37.50 (paid $62.50); bonus9 $5 any total 9, 5 to 1
    // (paid $30); tie lost. Totals: stake 35, paid 92.50, net 57.50.
    for want in [
        "Lucky 9 (A-8) beats dealer 7",
        "3 to 2",
        "$62.50",
        "$30.00",
        "-$5.00",
        "table L9-4",
        "Player totals: stake $35.00, paid $92.50, net $57.50",
    ] {
        assert!(r.stdout.contains(want), "{want:?} in\n{}", r.stdout);
    }
}

#[test]
fn settle_json_follows_the_contract() {
    let v = settle_json("lucky9-contract.toml");
    assert_eq!(v["game"], "lucky9");
    assert_eq!(v["decks"], 8);
    assert_eq!(v["currency"], "USD");
    assert_eq!(v["table"], "L9-4");
    check_odds(
        line(&v, 1, "main", 1, "player"),
        "25.00",
        "win",
        Some("3 to 2"),
        "62.50",
        "37.50",
    );
    check_odds(
        line(&v, 1, "bonus9", 1, "player"),
        "5.00",
        "win",
        Some("5 to 1"),
        "30.00",
        "25.00",
    );
    check_odds(
        line(&v, 1, "tie", 1, "player"),
        "5.00",
        "lose",
        None,
        "0.00",
        "-5.00",
    );
    check_totals(&v, "player", "35.00", "92.50", "57.50");
    assert_eq!(v["totals"]["dealer"]["paid"], "0.00");
    assert!(v.get("progressive").is_none(), "no progressive in play");
    let w = &v["seats"][0]["wagers"][0];
    assert_eq!(w["hand"], 1);
    assert_eq!(w["for"], "player");
}

#[test]
fn settle_json_split_and_tie_in_seat_order() {
    // Seat 1: Lucky 9 on $7 against 7: 3 to 2 = $10.50, paid $17.50.
    // Seat 2: split 7s against 6-A = 7: hand 1 7-K = 7 pushes (paid 20), hand 2 7-A = 8
    // wins (paid 40); the tie follows hand 1 and wins 7 to 1 (paid 40); bonus9 on
    // 7♠ 7♥ 6♥ = 0 loses. Totals: stake 57, paid 117.50, net 60.50.
    let v = settle_json("lucky9-split-tie.toml");
    assert_eq!(v["seats"][0]["seat"], 1);
    assert_eq!(v["seats"][1]["seat"], 2);
    check_odds(
        line(&v, 1, "main", 1, "player"),
        "7.00",
        "win",
        Some("3 to 2"),
        "17.50",
        "10.50",
    );
    check_odds(
        line(&v, 2, "main", 1, "player"),
        "20.00",
        "push",
        None,
        "20.00",
        "0.00",
    );
    check_odds(
        line(&v, 2, "main", 2, "player"),
        "20.00",
        "win",
        Some("1 to 1"),
        "40.00",
        "20.00",
    );
    check_odds(
        line(&v, 2, "tie", 1, "player"),
        "5.00",
        "win",
        Some("7 to 1"),
        "40.00",
        "35.00",
    );
    check_odds(
        line(&v, 2, "bonus9", 1, "player"),
        "5.00",
        "lose",
        None,
        "0.00",
        "-5.00",
    );
    check_totals(&v, "player", "57.00", "117.50", "60.50");
    assert_eq!(
        v["seats"][1]["hands"],
        serde_json::json!(["7S KD", "7H AC"])
    );
}

#[test]
fn settle_json_progressives_show_both_meters() {
    // 21+3: A♠ A♠ A♠ pays the whole $25,000 meter (net $24,999), reseed $2,000.
    // Suited or Booted: A♠ A♠ suited pair, no hit card: 8 for 1 (net $7); its meter
    // stays $8,000. Main: A-A = 2 does not qualify. Totals: stake 12, paid 25,008.
    let v = settle_json("lucky9-progressive.toml");
    check_odds(
        line(&v, 1, "21+3-progressive", 1, "player"),
        "1.00",
        "win",
        None,
        "25000.00",
        "24999.00",
    );
    check_odds(
        line(&v, 1, "suited-or-booted", 1, "player"),
        "1.00",
        "win",
        Some("8 for 1"),
        "8.00",
        "7.00",
    );
    check_odds(
        line(&v, 1, "main", 1, "player"),
        "10.00",
        "lose",
        None,
        "0.00",
        "-10.00",
    );
    check_totals(&v, "player", "12.00", "25008.00", "24996.00");
    let p = &v["progressive"];
    assert_eq!(
        (p["meter_before"].as_str(), p["meter_after"].as_str()),
        (Some("25000.00"), Some("2000.00"))
    );
    let s = &p["suited-or-booted"];
    assert_eq!(
        (s["meter_before"].as_str(), s["meter_after"].as_str()),
        (Some("8000.00"), Some("8000.00"))
    );
}

#[test]
fn settle_table_warns_about_an_unverified_paytable() {
    let r = run(&["settle", &round("lucky9-progressive.toml")]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("unverified paytable: confirm against the posted sign"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("meter: $25,000.00 before, $2,000.00 after"),
        "{}",
        r.stdout
    );
}

#[test]
fn paytables_json_lists_every_id_with_its_fingerprint() {
    let r = run(&["paytables", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let catalog = pitpay_core::Catalog::with_operator_dir(None);
    let mut ids = BTreeSet::new();
    for p in v["paytables"].as_array().unwrap() {
        let id = p["id"].as_str().unwrap();
        let fp = p["fingerprint"].as_str().unwrap();
        assert_eq!(fp.len(), 12, "{id}");
        assert!(fp.chars().all(|c| c.is_ascii_hexdigit()), "{id}: {fp}");
        assert_eq!(fp, catalog.paytable(id).unwrap().fingerprint, "{id}");
        for key in ["game", "bet", "name", "version", "effective", "verified"] {
            assert!(p.get(key).is_some(), "{id} lacks {key}");
        }
        assert_eq!(p["verified"], id != "suited-or-booted-example", "{id}");
        ids.insert(id.to_string());
    }
    let want: BTreeSet<String> = catalog.paytables().map(|t| t.id.clone()).collect();
    assert_eq!(ids, want);
    assert_eq!(ids.len(), 28);
    assert!(v["problems"].as_array().unwrap().is_empty());
}

#[test]
fn paytables_table_lists_every_id() {
    let r = run(&["paytables"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for t in pitpay_core::Catalog::with_operator_dir(None).paytables() {
        assert!(
            r.stdout.contains(&t.id) && r.stdout.contains(&t.fingerprint),
            "{}",
            t.id
        );
    }
    assert!(
        r.stdout.contains("lucky9-nines-push"),
        "house-rules files are listed"
    );
}

/// A bad round: exit 2, `file:line: field: …` on stderr; with `--json` the same place
/// as JSON on stdout, without it nothing on stdout.
#[track_caller]
fn refused(name: &str, line: usize, field: &str, fragment: &str) {
    let path = round(name);
    let r = run(&["settle", &path, "--json"]);
    assert_eq!(r.code, 2, "exit status for {name}: {}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{e}: {}", r.stdout));
    assert_eq!(v["error"]["file"], path.as_str(), "{v}");
    assert_eq!(v["error"]["line"], line, "{v}");
    assert_eq!(v["error"]["field"], field, "{v}");
    let want = format!("{path}:{line}: {field}: ");
    assert!(r.stderr.contains(&want), "{want:?} in {}", r.stderr);
    assert!(r.stderr.contains(fragment), "{fragment:?} in {}", r.stderr);
    // The same without --json.
    let r = run(&["settle", &path]);
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
}

#[test]
fn bad_dealer_procedure_exits_2() {
    refused(
        "lucky9-bad-dealer.toml",
        5,
        "cards.dealer",
        "R2.2: the dealer drew on 6",
    );
}

#[test]
fn bad_card_exits_2() {
    refused(
        "lucky9-bad-card.toml",
        9,
        "seat 1 hands[1]",
        "card 2 \"3X\" is not a card",
    );
}

#[test]
fn bad_stake_currency_exits_2() {
    refused(
        "lucky9-bad-stake.toml",
        11,
        "seat 1 wagers.main",
        "is in GBP but the round is in USD",
    );
}

#[test]
fn bad_split_exits_2() {
    refused(
        "lucky9-bad-split.toml",
        9,
        "seat 1 hands[2]",
        "split pair was 8",
    );
}

#[test]
fn unknown_key_exits_2() {
    refused("lucky9-bad-key.toml", 3, "colour", "unknown field `colour`");
}

#[test]
fn missing_round_file_exits_2() {
    let r = run(&["settle", &round("no-such-round.toml"), "--json"]);
    assert_eq!(r.code, 2);
    // With --json the error is JSON on stdout too, naming the file.
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert!(
        v["error"]["file"]
            .as_str()
            .unwrap()
            .ends_with("no-such-round.toml"),
        "{v}"
    );
    assert!(r.stderr.contains("no-such-round.toml"), "{}", r.stderr);
    let r = run(&["settle", &round("no-such-round.toml")]);
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
}

const BROKEN: &str = "id = \"broken\"\nname = \"Broken\"\ngame = \"lucky9\"\nbet = \"bonus9\"\nkind = \"pattern\"\nversion = \"1\"\neffective = \"someday\"\ndecks = [8]\nmin = \"1\"\nmax = \"10\"\nconvention = \"to\"\nverified = true\ncards = \"first-two+up\"\n\n[[tier]]\nname = \"Nine\"\nwhen = [\"total 9\"]\nodds = \"5 to 1\"\n";

#[test]
fn a_broken_file_in_the_data_folder_is_reported_and_the_rest_still_works() {
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir(data.path().join("paytables")).unwrap();
    std::fs::write(data.path().join("paytables/broken.toml"), BROKEN).unwrap();
    let r = run_in(&data, &["paytables", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let problems = v["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    let p = problems[0].as_str().unwrap();
    assert!(p.contains("broken.toml:7: effective"), "{p}");
    assert_eq!(v["paytables"].as_array().unwrap().len(), 28);
    // Settling still works, with a warning on stderr.
    let r = run_in(&data, &["settle", &round("lucky9-contract.toml"), "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("broken.toml"), "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    check_totals(&v, "player", "35.00", "92.50", "57.50");
}

#[test]
fn paytables_option_adds_an_operator_folder() {
    // A Tie paytable at 8 to 1 overrides the shipped one by id.
    let dir = tempfile::tempdir().unwrap();
    let tie = "id = \"lucky9-tie\"\nname = \"Tie 8 to 1\"\ngame = \"lucky9\"\nbet = \"tie\"\nkind = \"main\"\nversion = \"2\"\neffective = \"2026-12-01\"\ndecks = [6, 8]\nmin = \"1\"\nmax = \"100\"\nconvention = \"to\"\nverified = true\n\n[pays]\ntie = \"8 to 1\"\n";
    std::fs::write(dir.path().join("tie.toml"), tie).unwrap();
    let folder = dir.path().display().to_string();
    let data = tempfile::tempdir().unwrap();
    let r = run_in(
        &data,
        &[
            "settle",
            &round("lucky9-split-tie.toml"),
            "--json",
            "--paytables",
            &folder,
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    // The tie now pays $5 × 8 = $40, paid $45; totals paid 117.50 + 5 = 122.50.
    check_odds(
        line(&v, 2, "tie", 1, "player"),
        "5.00",
        "win",
        Some("8 to 1"),
        "45.00",
        "40.00",
    );
    check_totals(&v, "player", "57.00", "122.50", "65.50");
}

// ---------------------------------------------------------------- the blackjack family

#[test]
fn cli_exits_2_with_the_file_line_and_field_on_a_refused_round() {
    // R3.3: no card is drawn after a dealer blackjack.
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("bad.toml");
    let seat = bj_seat(1, &["10S 9D"], "", "main = \"10\"", "");
    std::fs::write(&path, bj("", "AS KD 5C", &seat)).unwrap();
    let r = run_in(&data, &["settle", path.to_str().unwrap(), "--json"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("bad.toml"), "{}", r.stderr);
    assert!(r.stderr.contains("cards.dealer"), "{}", r.stderr);
    assert!(
        r.stderr.contains("cards after a dealer blackjack"),
        "{}",
        r.stderr
    );
}

#[test]
fn cli_settles_a_stadium_round_to_json() {
    // R7.2: the two terminals of the README's example see different dealer hands.
    let v = settle_json("stadium-two-terminals.toml");
    assert_eq!(dealer_hand(&v, 14), "6H KH 4S");
    assert_eq!(dealer_hand(&v, 15), "6H 3C 5S 9D");
}

/// An operator paytable is analyzed as it loads. Bet the Set with a pair at
/// 100 to 1 returns far over 100% (Wizard of Odds, "Pair Square": a pair comes about
/// 1 hand in 13 at 6-8 decks), so `pitpay paytables` flags it; the shipped one is
/// not flagged.
#[test]
fn an_operator_paytable_that_would_pay_the_player_is_flagged() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("operator");
    std::fs::create_dir_all(&dir).unwrap();
    let shipped = std::fs::read_to_string("paytables/bet-the-set-a.toml").unwrap();
    let generous = shipped
        .replace("id = \"bet-the-set-a\"", "id = \"generous-set\"")
        .replace("odds = \"10 to 1\"", "odds = \"100 to 1\"");
    std::fs::write(dir.join("generous-set.toml"), generous).unwrap();
    let r = run_in(&data, &["paytables", "--paytables", dir.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("operator paytable generous-set returns")
            && r.stderr.contains("it would pay the player"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("bet-the-set-a returns"), "{}", r.stderr);
}

/// A display that cannot be used is said in words (exit 2), never a panic:
/// a `DISPLAY` with no X server behind it, and a Wayland display alone.
#[cfg(feature = "gui")]
#[test]
fn an_unusable_display_is_refused_in_words() {
    let data = tempfile::tempdir().unwrap();
    for (var, value, words) in [
        ("DISPLAY", ":77", "the display :77 (DISPLAY) cannot be used"),
        (
            "WAYLAND_DISPLAY",
            "wayland-77",
            "the Wayland display wayland-77",
        ),
    ] {
        let out = pitpay(&data)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env_remove("WAYLAND_SOCKET")
            .env(var, value)
            .env("XDG_RUNTIME_DIR", data.path())
            .timeout(std::time::Duration::from_secs(30))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        // No usable display is the environment, exit 3.
        assert_eq!(out.status.code(), Some(3), "{stderr}");
        assert!(stderr.contains(words), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

/// A shared journal whose port accepts the connection and never answers, or
/// answers in another protocol, is given up within the README's 10 seconds (plus one)
/// and said in words; nothing hangs. That is the environment, exit 3, and a
/// web server is named as one, not as silent.
#[test]
fn a_silent_or_foreign_server_is_given_up_in_words() {
    use std::io::Write as _;
    for (reply, words) in [
        (None, "did not answer within 4 seconds"),
        (
            Some("HTTP/1.1 400 Bad Request\r\n\r\n"),
            "is a web server (it answers in HTTP), not a PostgreSQL server",
        ),
    ] {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        std::thread::spawn(move || {
            let mut held = Vec::new();
            for mut stream in listener.incoming().flatten() {
                // A web server reads the request, answers its own way and hangs up
                // gracefully; a silent one holds on.
                match reply {
                    Some(reply) => {
                        use std::io::Read as _;
                        let mut request = [0u8; 256];
                        let _ = stream.read(&mut request);
                        let _ = stream.write_all(reply.as_bytes());
                        let _ = stream.shutdown(std::net::Shutdown::Write);
                        let _ = stream.read(&mut request);
                    }
                    None => held.push(stream),
                }
            }
        });
        let data = tempfile::tempdir().unwrap();
        let settings = format!(
            "journal = \"postgres://pit:secret@127.0.0.1:{port}/pit\"\nstation = \"Pit 1\"\n"
        );
        std::fs::write(data.path().join("settings.toml"), settings).unwrap();
        let started = std::time::Instant::now();
        let r = run_in(&data, &["journal"]);
        assert!(started.elapsed() < std::time::Duration::from_secs(15));
        assert_eq!(r.code, 3, "{}", r.stderr);
        assert!(r.stderr.contains(words), "{}", r.stderr);
        assert!(!r.stderr.contains("secret"), "{}", r.stderr);
    }
}

/// `-` reads the round from standard input, settled as the same file is, and
/// errors there cite `<stdin>` with the line.
#[test]
fn a_round_on_standard_input_settles_as_its_file_does() {
    let data = tempfile::tempdir().unwrap();
    let path = round("lucky9-contract.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let out = pitpay(&data)
        .args(["settle", "-", "--json"])
        .write_stdin(text)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let from_stdin: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(from_stdin, settle_json("lucky9-contract.toml"));
    let out = pitpay(&data)
        .args(["settle", "-"])
        .write_stdin("game = \"lucky9\"\ndecks = 8\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("error: <stdin>:1:"), "{stderr}");
}

/// A shell completion script and a manual page for packagers, both naming
/// every command.
#[test]
fn completions_and_the_manual_name_every_command() {
    let bash = run(&["completions", "bash"]);
    assert_eq!(bash.code, 0, "{}", bash.stderr);
    let manual = run(&["manual"]);
    assert_eq!(manual.code, 0, "{}", manual.stderr);
    assert!(
        manual.stdout.starts_with(".ie"),
        "roff: {}",
        &manual.stdout[..40]
    );
    for command in [
        "settle", "slip", "verify", "journal", "report", "jackpots", "keys",
    ] {
        assert!(
            bash.stdout.contains(command),
            "bash completion lacks {command}"
        );
        assert!(
            manual.stdout.contains(command),
            "the manual lacks {command}"
        );
    }
    // A value that does not read is bad input (2); a mistyped command is a usage
    // error (64).
    assert_eq!(run(&["completions", "tcsh"]).code, 2);
    assert_eq!(run(&["complections", "bash"]).code, 64);
}

/// `pitpay print` sends a PDF to CUPS's `lp` (here a stand-in `lp` on the
/// PATH that records what it was asked), and says in words when it cannot: no `lp` at
/// all, no default printer.
#[cfg(unix)]
#[test]
fn print_sends_the_pdf_to_lp_and_says_why_not() {
    use std::os::unix::fs::PermissionsExt as _;
    let data = tempfile::tempdir().unwrap();
    let bin = data.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    let asked = data.path().join("asked");
    let pdf = data.path().join("slip.pdf");
    std::fs::write(&pdf, b"%PDF-1.7\n").unwrap();
    let fake = |script: &str| {
        let lp = bin.join("lp");
        std::fs::write(&lp, script).unwrap();
        std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
    };
    fake(&format!(
        "#!/bin/sh\necho \"$@\" > {}\necho 'request id is Front-7 (1 file(s))'\n",
        asked.display()
    ));
    let run_print = |args: &[&str], path: &std::ffi::OsStr| {
        let out = pitpay(&data)
            .env("PATH", path)
            .arg("print")
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let path = bin.as_os_str();
    let (code, stdout, _) = run_print(&[pdf.to_str().unwrap(), "--printer", "Front"], path);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("request id is Front-7"), "{stdout}");
    let sent = std::fs::read_to_string(&asked).unwrap();
    assert!(sent.starts_with("-d Front -t slip.pdf -- "), "{sent}");
    assert!(sent.trim_end().ends_with("slip.pdf"), "{sent}");
    // Copies, and the settings' printer when none is named.
    std::fs::write(data.path().join("settings.toml"), "printer = \"Pit2\"\n").unwrap();
    let (code, _, _) = run_print(&[pdf.to_str().unwrap(), "--copies", "2"], path);
    assert_eq!(code, Some(0));
    let sent = std::fs::read_to_string(&asked).unwrap();
    assert!(sent.starts_with("-d Pit2 -n 2 -t slip.pdf -- "), "{sent}");
    std::fs::remove_file(data.path().join("settings.toml")).unwrap();
    // CUPS with no default printer: the environment's exit status, 3.
    fake("#!/bin/sh\necho 'lp: Error - No default destination.' >&2\nexit 1\n");
    let (code, _, stderr) = run_print(&[pdf.to_str().unwrap()], path);
    assert_eq!(code, Some(3));
    assert!(
        stderr.contains("no printer is set as this computer's default"),
        "{stderr}"
    );
    // No CUPS at all.
    let empty = data.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let (code, _, stderr) = run_print(&[pdf.to_str().unwrap()], empty.as_os_str());
    assert_eq!(code, Some(3));
    assert!(stderr.contains("install cups-client"), "{stderr}");
}

/// `--print` on a slip prints the slip once it is issued, with the copies and
/// paper asked; a printer that refuses loses nothing: the slip is issued, on disk and
/// in the journal, its number printed, and the exit status (3) and message say how to
/// print it again.
#[cfg(unix)]
#[test]
fn slip_print_prints_the_issued_slip_and_a_refusal_loses_nothing() {
    use std::os::unix::fs::PermissionsExt as _;
    let data = tempfile::tempdir().unwrap();
    let bin = data.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    let asked = data.path().join("asked");
    let fake = |script: &str| {
        let lp = bin.join("lp");
        std::fs::write(&lp, script).unwrap();
        std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
    };
    let round =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds/lucky-break-seed.toml");
    let slip = |out: &Path, extra: &[&str]| {
        let o = pitpay(&data)
            .env("PATH", &bin)
            .args(["slip", round.to_str().unwrap(), "--supervisor", "Ana Reyes"])
            .args([
                "--supervisor-id",
                "S-77",
                "--again",
                "--paper",
                "a4",
                "--out",
            ])
            .arg(out)
            .args(extra)
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).to_string(),
            String::from_utf8_lossy(&o.stderr).to_string(),
        )
    };
    fake(&format!(
        "#!/bin/sh\necho \"$@\" >> {}\necho 'request id is Front-8 (1 file(s))'\n",
        asked.display()
    ));
    let one = data.path().join("one.pdf");
    let (code, stdout, stderr) = slip(&one, &["--print", "--printer", "Front", "--copies", "3"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stdout.trim(), "1");
    assert!(
        stderr.contains("sent to the printer: request id is Front-8"),
        "{stderr}"
    );
    // Three copies of a slip original: the original once, then two of its duplicate.
    let sent = std::fs::read_to_string(&asked).unwrap();
    let jobs: Vec<&str> = sent.lines().collect();
    assert_eq!(jobs.len(), 2, "{sent}");
    assert!(
        jobs[0].starts_with("-d Front -o media=A4 -t one.pdf -- "),
        "{sent}"
    );
    assert!(
        jobs[1].starts_with("-d Front -n 2 -o media=A4 -t one-duplicate-"),
        "{sent}"
    );
    std::fs::remove_file(&asked).unwrap();
    // The printer refuses: the slip stands.
    fake("#!/bin/sh\necho 'lp: Error - The printer or class does not exist.' >&2\nexit 1\n");
    let two = data.path().join("two.pdf");
    let (code, stdout, stderr) = slip(&two, &["--print", "--printer", "Gone"]);
    assert_eq!(code, Some(3), "{stderr}");
    assert_eq!(stdout.trim(), "2", "the slip is issued and its number said");
    assert!(two.is_file());
    assert!(stderr.contains("there is no printer \"Gone\""), "{stderr}");
    assert!(
        stderr.contains("is written but was not printed"),
        "{stderr}"
    );
    assert!(stderr.contains("pitpay print"), "{stderr}");
    // --printer without --print is a usage error (64), refused before anything is done.
    let (code, _, _) = slip(&data.path().join("three.pdf"), &["--printer", "Front"]);
    assert_eq!(code, Some(64));
    assert!(!data.path().join("three.pdf").exists());
}

/// With `--json`, an error is JSON too, on standard output, with the file,
/// line and field when it has them (and still in words on standard error); the exit
/// status is the same.
#[test]
fn json_errors_name_the_file_line_and_field() {
    let data = tempfile::tempdir().unwrap();
    let round = data.path().join("bad.toml");
    std::fs::write(
        &round,
        "game = \"blackjack\"\ndecks = 6\n[cards]\ndealer = \"ZZ 9C\"\n",
    )
    .unwrap();
    let out = pitpay(&data)
        .args(["settle", round.to_str().unwrap(), "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let e = &v["error"];
    assert_eq!(e["file"], round.to_str().unwrap());
    assert_eq!(e["line"], 4);
    assert_eq!(e["field"], "cards.dealer");
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("\"ZZ\" is not a card"),
        "{v}"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad.toml:4: cards.dealer"));
    for args in [
        &["analyze", "no-such-paytable", "--json"][..],
        &["jackpots", "--json", "--since", "yesterday"],
        &["journal", "--json", "--state", "lost"],
    ] {
        let out = pitpay(&data).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let v: Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("{args:?}: {e}: {}", String::from_utf8_lossy(&out.stdout)));
        assert!(v["error"]["message"].is_string(), "{args:?}: {v}");
    }
    // Without --json, standard output stays empty.
    let out = pitpay(&data)
        .args(["settle", round.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.stdout.is_empty());
}

/// `slip`, `reprint` and `void` take `--json`: the number and file (or the
/// state) as JSON, and an error as `{"error": …}` with the same exit status.
#[test]
fn slip_reprint_and_void_speak_json() {
    let data = tempfile::tempdir().unwrap();
    let round =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds/lucky-break-seed.toml");
    let slip = data.path().join("s.pdf");
    let run = |args: &[&str]| {
        let o = pitpay(&data).args(args).output().unwrap();
        let v: Value = serde_json::from_slice(&o.stdout)
            .unwrap_or_else(|e| panic!("{args:?}: {e}: {}", String::from_utf8_lossy(&o.stdout)));
        (o.status.code(), v)
    };
    let r = round.to_str().unwrap();
    let s = slip.to_str().unwrap();
    let who = ["--supervisor", "Ana Reyes", "--supervisor-id", "S-77"];
    let mut args = vec!["slip", r, "--out", s, "--json"];
    args.extend(who);
    let (code, v) = run(&args);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["slip"], 1);
    assert_eq!(v["file"], s);
    // The same round again without --again: refused, in JSON.
    let other = data.path().join("other.pdf");
    args[3] = other.to_str().unwrap();
    let (code, v) = run(&args);
    assert_eq!(code, Some(2));
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("already holds slip 1"),
        "{v}"
    );
    let copy = data.path().join("copy.pdf");
    let (code, v) = run(&["reprint", "1", "--out", copy.to_str().unwrap(), "--json"]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(
        (v["slip"].as_i64(), v["file"].as_str()),
        (Some(1), copy.to_str())
    );
    let (code, v) = run(&["void", "1", "--reason", "wrong table", "--json"]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(
        (v["state"].as_str(), v["reason"].as_str()),
        (Some("void"), Some("wrong table"))
    );
    let (code, v) = run(&["void", "1", "--reason", "again", "--json"]);
    assert_eq!(code, Some(2));
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("already void"),
        "{v}"
    );
    // A sign, and one for a paytable that does not exist.
    let sign = data.path().join("sign.pdf");
    let (code, v) = run(&[
        "sign",
        "lucky-break-1",
        "--out",
        sign.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(
        (v["sign"].as_str(), v["file"].as_str()),
        (Some("lucky-break-1"), sign.to_str())
    );
    let other = data.path().join("other-sign.pdf");
    let (code, v) = run(&[
        "sign",
        "no-such-table",
        "--out",
        other.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(code, Some(2));
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("no-such-table"),
        "{v}"
    );
    // The shift report of the slip's day.
    let (_, v) = run(&["journal", "--json"]);
    let day = v["slips"][0]["time"].as_str().unwrap()[..10].to_string();
    let report = data.path().join("report.pdf");
    let (code, v) = run(&[
        "report",
        "--since",
        &day,
        "--out",
        report.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(
        (v["issued"].as_i64(), v["since"].as_str()),
        (Some(1), Some(day.as_str()))
    );
    let (code, v) = run(&[
        "report",
        "--since",
        "soon",
        "--out",
        report.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(code, Some(2));
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("not a date"),
        "{v}"
    );
}

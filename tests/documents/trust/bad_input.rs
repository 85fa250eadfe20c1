//! The bad-input catalogue: each input refused with exit 2, its
//! message, and nothing written (no output file, no journal entry, no key). Together
//! with tests/cases/bad-inputs, more than 150 distinct bad inputs.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::operator_files::{contract_round, operator_bonus};
use crate::install::*;

/// One bad input: what to set up in a fresh installation, the command, and a fragment
/// of the message it must give.
struct Case {
    name: &'static str,
    setup: fn(&Install) -> Vec<String>,
    message: &'static str,
}

/// `pitpay slip ROUND` with the sign-off, to `out.pdf` in the work folder.
fn slip_cmd(inst: &Install, round: &Path, extra: &[&str]) -> Vec<String> {
    let out = inst.path("out.pdf");
    let mut v: Vec<String> = Install::slip_args(round, &out)
        .into_iter()
        .map(String::from)
        .collect();
    v.extend(extra.iter().map(|e| e.to_string()));
    v
}

/// A good round in the work folder.
pub(super) fn good_round(inst: &Install) -> PathBuf {
    inst.write("round.toml", &lucky_break_at("BJ-1"))
}

/// The sign-off of a good round with one option replaced.
fn sign_off(inst: &Install, option: &str, value: &str) -> Vec<String> {
    let round = good_round(inst);
    let mut v = slip_cmd(inst, &round, &[]);
    match v.iter().position(|a| a == option) {
        Some(i) => v[i + 1] = value.to_string(),
        None => v.extend([option.to_string(), value.to_string()]),
    }
    v
}

fn round_with(inst: &Install, from: &str, to: &str) -> Vec<String> {
    let text = lucky_break_at("BJ-1").replacen(from, to, 1);
    let round = inst.write("round.toml", &text);
    slip_cmd(inst, &round, &[])
}

fn fifo(inst: &Install, name: &str) -> PathBuf {
    let p = inst.path(name);
    let ok = std::process::Command::new("mkfifo")
        .arg(&p)
        .status()
        .unwrap();
    assert!(ok.success());
    p
}

fn ops_with(inst: &Install, files: &[(&str, &[u8])]) -> String {
    let ops = inst.path("ops");
    std::fs::create_dir_all(&ops).unwrap();
    for (name, bytes) in files {
        std::fs::write(ops.join(name), bytes).unwrap();
    }
    s(&ops).to_string()
}

fn settle_with_ops(inst: &Install, files: &[(&str, &[u8])]) -> Vec<String> {
    let ops = ops_with(inst, files);
    vec![
        "settle".into(),
        s(&contract_round()).into(),
        "--paytables".into(),
        ops,
    ]
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|a| a.to_string()).collect()
}

const BIG: usize = (1 << 20) + 1;

fn cases() -> Vec<Case> {
    [
        input_file_cases(),
        sign_off_cases(),
        round_label_cases(),
        output_cases(),
        operator_cases(),
        operator_file_cases(),
        key_cases(),
        reprint_void_cases(),
        journal_verify_cases(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Round files: size, kind and encoding.
fn input_file_cases() -> Vec<Case> {
    vec![
        // Round files: size, kind and encoding.
        Case {
            name: "round file over 1 MiB",
            message: "over the 1 MiB limit for a round file",
            setup: |i| {
                let text = format!("{}\n# {}\n", lucky_break_at("BJ-1"), "x".repeat(BIG));
                let r = i.write("round.toml", &text);
                slip_cmd(i, &r, &[])
            },
        },
        Case {
            name: "round file /dev/zero",
            message: "is not a regular file",
            setup: |i| slip_cmd(i, Path::new("/dev/zero"), &[]),
        },
        Case {
            name: "round file a FIFO",
            message: "is not a regular file",
            setup: |i| {
                let f = fifo(i, "pipe.toml");
                slip_cmd(i, &f, &[])
            },
        },
        Case {
            name: "round file a folder",
            message: "is a folder, not a file",
            setup: |i| {
                let d = i.path("dir.toml");
                std::fs::create_dir(&d).unwrap();
                slip_cmd(i, &d, &[])
            },
        },
        Case {
            name: "round file not UTF-8",
            message: "is not UTF-8 text: the byte at offset 28 (0xFF)",
            setup: |i| {
                let mut bytes = b"game = \"blackjack\"\ntable = \"".to_vec();
                bytes.push(0xFF);
                bytes.extend_from_slice(b"\"\n");
                std::fs::write(i.path("round.toml"), &bytes).unwrap();
                slip_cmd(i, &i.path("round.toml"), &[])
            },
        },
        Case {
            name: "round file missing",
            message: "there is no such file",
            setup: |i| slip_cmd(i, &i.path("nowhere.toml"), &[]),
        },
        Case {
            name: "settle: round file not UTF-8 (Latin-1 é)",
            message: "offset 9 (0xE9)",
            setup: |i| {
                std::fs::write(i.path("r.toml"), b"table = \"\xe9\"\n").unwrap();
                strings(&["settle", s(&i.path("r.toml"))])
            },
        },
        Case {
            name: "settle: round file /dev/zero",
            message: "is not a regular file",
            setup: |_| strings(&["settle", "/dev/zero"]),
        },
        Case {
            name: "settle --json: round file a FIFO",
            message: "is not a regular file",
            setup: |i| {
                let f = fifo(i, "p.toml");
                strings(&["settle", s(&f), "--json"])
            },
        },
        Case {
            name: "settle: round file over 1 MiB",
            message: "over the 1 MiB limit",
            setup: |i| {
                let r = i.write("big.toml", &"#".repeat(BIG));
                strings(&["settle", s(&r)])
            },
        },
    ]
}

/// The sign-off (R1.7: who signed is printed and signed).
fn sign_off_cases() -> Vec<Case> {
    vec![
        // The sign-off.
        Case {
            name: "supervisor name with a newline",
            message: "--supervisor holds a line break at character 4",
            setup: |i| sign_off(i, "--supervisor", "Ana\nApproved by GM: $1,000,000"),
        },
        Case {
            name: "supervisor name with a tab",
            message: "--supervisor holds a tab at character 4",
            setup: |i| sign_off(i, "--supervisor", "Ana\tReyes"),
        },
        Case {
            name: "supervisor name of 81 characters",
            message: "--supervisor is 81 characters long; a name may be at most 80",
            setup: |i| sign_off(i, "--supervisor", &"A".repeat(81)),
        },
        Case {
            name: "supervisor name of 5 MB",
            message: "characters long; a name may be at most 80",
            setup: |i| sign_off(i, "--supervisor", &"A".repeat(100_000)),
        },
        Case {
            name: "supervisor name with a right-to-left override",
            message: "U+202E",
            setup: |i| sign_off(i, "--supervisor", "Ana \u{202E}seyeR"),
        },
        Case {
            name: "supervisor ID of 41 characters",
            message: "--supervisor-id is 41 characters long; an ID may be at most 40",
            setup: |i| sign_off(i, "--supervisor-id", &"7".repeat(41)),
        },
        Case {
            name: "supervisor ID with a newline",
            message: "--supervisor-id holds a line break",
            setup: |i| sign_off(i, "--supervisor-id", "S-1\nS-2"),
        },
        Case {
            name: "property of 101 characters",
            message: "--property is 101 characters long",
            setup: |i| sign_off(i, "--property", &"P".repeat(101)),
        },
        Case {
            name: "property with a bell character",
            message: "--property holds a control character (U+0007)",
            setup: |i| sign_off(i, "--property", "Grand\u{7}Pier"),
        },
        Case {
            name: "dealer with a carriage return",
            message: "--dealer holds a carriage return",
            setup: |i| sign_off(i, "--dealer", "Bo\rLind"),
        },
        Case {
            name: "dealer of 81 characters",
            message: "--dealer is 81 characters long",
            setup: |i| sign_off(i, "--dealer", &"D".repeat(81)),
        },
        Case {
            name: "supervisor ID with an escape",
            message: "U+001B",
            setup: |i| sign_off(i, "--supervisor-id", "S\u{1b}[2J"),
        },
    ]
}

/// Labels inside the round file.
fn round_label_cases() -> Vec<Case> {
    vec![
        // Labels inside the round file.
        Case {
            name: "table label of 41 characters",
            message: "table: the table label is 41 characters long",
            setup: |i| {
                round_with(
                    i,
                    "table = \"BJ-1\"",
                    &format!("table = \"{}\"", "T".repeat(41)),
                )
            },
        },
        Case {
            name: "table label with a tab",
            message: "table: the table label holds a tab",
            setup: |i| round_with(i, "table = \"BJ-1\"", "table = \"BJ\\t1\""),
        },
        Case {
            name: "table label with a newline",
            message: "table: the table label holds a line break",
            setup: |i| round_with(i, "table = \"BJ-1\"", "table = \"BJ-1\\nPAID IN FULL\""),
        },
        Case {
            name: "rack id of 41 characters",
            message: "rack: the rack id is 41 characters long",
            setup: |i| {
                round_with(
                    i,
                    "table = \"BJ-1\"",
                    &format!("table = \"BJ-1\"\nrack = \"{}\"", "R".repeat(41)),
                )
            },
        },
    ]
}

/// The output path, checked before a number is taken.
fn output_cases() -> Vec<Case> {
    vec![
        // The output path, checked before a number is taken.
        Case {
            name: "--out a folder",
            message: "is a folder; give a file name",
            setup: |i| {
                let d = i.path("slips");
                std::fs::create_dir(&d).unwrap();
                let r = good_round(i);
                let mut v = slip_cmd(i, &r, &[]);
                let n = v.len();
                v[n - 1] = s(&d).into();
                v
            },
        },
        Case {
            name: "--out a path ending in /",
            message: "is a folder",
            setup: |i| sign_off(i, "--out", &format!("{}/", s(&i.path("new")))),
        },
        Case {
            name: "--out /dev/null",
            message: "is not a regular file (a device, pipe or socket)",
            setup: |i| sign_off(i, "--out", "/dev/null"),
        },
        Case {
            name: "--out /dev/full",
            message: "is not a regular file",
            setup: |i| sign_off(i, "--out", "/dev/full"),
        },
        Case {
            name: "--out a FIFO",
            message: "is not a regular file",
            setup: |i| {
                let f = fifo(i, "pipe.pdf");
                sign_off(i, "--out", s(&f))
            },
        },
        Case {
            name: "--out in a missing folder",
            message: "cannot write there: the folder",
            setup: |i| sign_off(i, "--out", s(&i.path("no/such/slip.pdf"))),
        },
        Case {
            name: "--out the round file itself",
            message: "is the round file this command reads",
            setup: |i| {
                let r = good_round(i);
                sign_off(i, "--out", s(&r))
            },
        },
        Case {
            name: "--out an existing file without --force",
            message: "already exists; choose another name, or add --force",
            setup: |i| {
                std::fs::write(i.path("out.pdf"), b"an earlier slip").unwrap();
                let r = good_round(i);
                slip_cmd(i, &r, &[])
            },
        },
        Case {
            name: "sign --out an existing file",
            message: "already exists",
            setup: |i| {
                std::fs::write(i.path("out.pdf"), b"an earlier sign").unwrap();
                strings(&["sign", "lucky9-bonus", "--out", s(&i.path("out.pdf"))])
            },
        },
        Case {
            name: "sign --out a folder",
            message: "is a folder",
            setup: |i| strings(&["sign", "lucky9-bonus", "--out", s(i.work.path())]),
        },
        Case {
            name: "sign --out /dev/null",
            message: "is not a regular file",
            setup: |i| {
                let _ = i;
                strings(&["sign", "lucky9-bonus", "--out", "/dev/null"])
            },
        },
    ]
}

/// Operator paytable folders, and what refuses a broken house-rules file or sign.
fn operator_cases() -> Vec<Case> {
    vec![
        // Operator paytables.
        Case {
            name: "slip --paytables a missing folder",
            message: "the paytable folder does not exist",
            setup: |i| {
                let r = good_round(i);
                slip_cmd(i, &r, &["--paytables", s(&i.path("no-ops"))])
            },
        },
        Case {
            name: "settle --paytables a file",
            message: "not a folder (--paytables takes a folder",
            setup: |i| {
                let r = good_round(i);
                strings(&["settle", s(&r), "--paytables", s(&r)])
            },
        },
        Case {
            name: "paytables --paytables a missing folder",
            message: "does not exist",
            setup: |i| strings(&["paytables", "--paytables", s(&i.path("no-ops"))]),
        },
        Case {
            name: "sign --paytables a missing folder",
            message: "does not exist",
            setup: |i| {
                strings(&[
                    "sign",
                    "lucky9-bonus",
                    "--out",
                    s(&i.path("out.pdf")),
                    "--paytables",
                    s(&i.path("no-ops")),
                ])
            },
        },
        Case {
            name: "a broken operator house-rules file named by the round",
            message: "the operator house-rules file \"my-rules\" cannot be used",
            setup: |i| {
                let ops = ops_with(i, &[("my-rules.toml", b"id = \"my-rules\"\nname = \"Mine\"\ngame = \"lucky9\"\n[house]\nnines = \"sometimes\"\n")]);
                let text = std::fs::read_to_string(contract_round()).unwrap().replacen(
                    "table = \"L9-4\"",
                    "table = \"L9-4\"\nhouse_rules = \"my-rules\"",
                    1,
                );
                let r = i.write("rules.toml", &text);
                strings(&["settle", s(&r), "--paytables", &ops])
            },
        },
        Case {
            name: "sign for a broken operator paytable",
            message: "cannot be used: its operator file did not load",
            setup: |i| {
                let ops = ops_with(i, &[("my-bonus.toml", operator_bonus(true).as_bytes())]);
                strings(&[
                    "sign",
                    "lucky9-bonus",
                    "--out",
                    s(&i.path("out.pdf")),
                    "--paytables",
                    &ops,
                ])
            },
        },
    ]
}

/// Operator paytable files that do not load, or clash.
fn operator_file_cases() -> Vec<Case> {
    vec![
        Case {
            name: "a broken override used by default",
            message: "my-bonus.toml:33: tier[1].odds",
            setup: |i| settle_with_ops(i, &[("my-bonus.toml", operator_bonus(true).as_bytes())]),
        },
        Case {
            name: "a broken override named by the round",
            message: "not even at the shipped odds",
            setup: |i| {
                let ops = ops_with(i, &[("my-bonus.toml", operator_bonus(true).as_bytes())]);
                let text = std::fs::read_to_string(contract_round()).unwrap().replacen(
                    "[cards]",
                    "[paytables]\nbonus9 = \"lucky9-bonus\"\n\n[cards]",
                    1,
                );
                let r = i.write("named.toml", &text);
                strings(&["settle", s(&r), "--paytables", &ops])
            },
        },
        Case {
            name: "a broken override by slip",
            message: "my-bonus.toml:33",
            setup: |i| {
                let ops = ops_with(i, &[("my-bonus.toml", operator_bonus(true).as_bytes())]);
                slip_cmd(i, &contract_round(), &["--paytables", &ops])
            },
        },
        Case {
            name: "two operator files with one id",
            message: "is also defined by",
            setup: |i| {
                settle_with_ops(
                    i,
                    &[
                        ("a.toml", operator_bonus(false).as_bytes()),
                        ("b.toml", operator_bonus(false).as_bytes()),
                    ],
                )
            },
        },
        Case {
            name: "an operator override over 1 MiB",
            message: "over the 1 MiB limit for a paytable",
            setup: |i| {
                let big = format!("{}\n# {}\n", operator_bonus(false), "x".repeat(BIG));
                settle_with_ops(i, &[("lucky9-bonus.toml", big.as_bytes())])
            },
        },
        Case {
            name: "an operator override not UTF-8",
            message: "is not UTF-8 text: the byte at offset",
            setup: |i| {
                let mut b = operator_bonus(false).into_bytes();
                b.extend_from_slice(b"# caf\xe9\n");
                settle_with_ops(i, &[("lucky9-bonus.toml", &b)])
            },
        },
        Case {
            name: "an operator override with a newline in its name",
            message: "name: the name holds a line break",
            setup: |i| {
                let t = operator_bonus(false).replacen(
                    "name = \"Lucky 9 Bonus\"",
                    "name = \"Lucky 9 Bonus\\nPays double\"",
                    1,
                );
                settle_with_ops(i, &[("b.toml", t.as_bytes())])
            },
        },
        Case {
            name: "an operator override with a 41-character id",
            message: "the id is 41 characters long",
            setup: |i| {
                let id = "b".repeat(41);
                let ops = ops_with(
                    i,
                    &[(
                        "long.toml",
                        operator_bonus(false)
                            .replacen("id = \"lucky9-bonus\"", &format!("id = \"{id}\""), 1)
                            .as_bytes(),
                    )],
                );
                let text = std::fs::read_to_string(contract_round()).unwrap().replacen(
                    "[cards]",
                    &format!("[paytables]\nbonus9 = \"{id}\"\n\n[cards]"),
                    1,
                );
                let r = i.write("named.toml", &text);
                strings(&["settle", s(&r), "--paytables", &ops])
            },
        },
    ]
}

/// Key files.
fn key_cases() -> Vec<Case> {
    vec![
        // Key files.
        Case {
            name: "signing key over 1 MiB",
            message: "over the 1 MiB limit for a signing key",
            setup: |i| {
                std::fs::write(i.data().join("signing-key"), "a".repeat(BIG)).unwrap();
                let r = good_round(i);
                slip_cmd(i, &r, &[])
            },
        },
        Case {
            name: "signing key a folder",
            message: "signing-key: is a folder",
            setup: |i| {
                std::fs::create_dir(i.data().join("signing-key")).unwrap();
                let r = good_round(i);
                slip_cmd(i, &r, &[])
            },
        },
        Case {
            name: "signing key not UTF-8",
            message: "signing-key: is not UTF-8 text",
            setup: |i| {
                std::fs::write(i.data().join("signing-key"), [0xC3u8, 0x28]).unwrap();
                let r = good_round(i);
                slip_cmd(i, &r, &[])
            },
        },
        Case {
            name: "signing key too short",
            message: "the signing key file is damaged",
            setup: |i| {
                std::fs::write(i.data().join("signing-key"), "abcd").unwrap();
                strings(&["keys"])
            },
        },
    ]
}

/// Reprint and void.
fn reprint_void_cases() -> Vec<Case> {
    vec![
        // Reprint and void.
        Case {
            name: "void reason of 501 characters",
            message: "--reason is 501 characters long",
            setup: |_| strings(&["void", "1", "--reason", &"r".repeat(501)]),
        },
        Case {
            name: "void reason with a newline",
            message: "--reason holds a line break",
            setup: |_| strings(&["void", "1", "--reason", "wrong\nshoe"]),
        },
        Case {
            name: "void by a supervisor with a tab",
            message: "--supervisor holds a tab",
            setup: |_| {
                strings(&[
                    "void",
                    "1",
                    "--reason",
                    "wrong shoe",
                    "--supervisor",
                    "Ana\tReyes",
                ])
            },
        },
        Case {
            name: "reprint by a supervisor of 81 characters",
            message: "--supervisor is 81 characters long",
            setup: |i| {
                strings(&[
                    "reprint",
                    "1",
                    "--out",
                    s(&i.path("out.pdf")),
                    "--supervisor",
                    &"A".repeat(81),
                ])
            },
        },
    ]
}

/// Journals and slips to verify.
fn journal_verify_cases() -> Vec<Case> {
    vec![
        // Journals and slips to verify.
        // A journal from a newer Pitpay is the environment, exit 3
        // (record::a_journal_from_a_newer_pitpay_is_exit_3_everywhere).
        Case {
            name: "a CSV over a FIFO, --force or not",
            message: "is not a regular file",
            setup: |i| {
                let fifo = i.path("pipe");
                let made = std::process::Command::new("mkfifo").arg(&fifo).status();
                assert!(made.unwrap().success());
                strings(&["journal", "--csv", s(&fifo), "--force"])
            },
        },
        Case {
            name: "verify a FIFO",
            message: "is not a regular file",
            setup: |i| {
                let f = fifo(i, "slip.pdf");
                strings(&["verify", s(&f)])
            },
        },
        Case {
            name: "verify a folder",
            message: "is a folder",
            setup: |i| strings(&["verify", s(i.work.path())]),
        },
        Case {
            name: "verify /dev/zero",
            message: "is not a regular file",
            setup: |_| strings(&["verify", "/dev/zero"]),
        },
    ]
}

#[test]
fn bad_input_catalogue_each_refused_with_exit_2_its_message_and_nothing_written() {
    let cases = cases();
    let names: BTreeSet<&str> = cases.iter().map(|c| c.name).collect();
    assert_eq!(names.len(), cases.len(), "distinct inputs");
    assert!(cases.len() + 104 >= 150, "{} cases here", cases.len());
    for case in &cases {
        let inst = Install::new();
        let args = (case.setup)(&inst);
        let data_before = files_in(inst.data());
        let work_before = files_in(inst.work.path());
        let key_before = std::fs::read(inst.data().join("signing-key")).ok();
        let out_before = std::fs::read(inst.path("out.pdf")).ok();
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = inst.run(&argv);
        let name = case.name;
        assert_eq!(r.code, 2, "{name}: {r:?}");
        // After --json an error is JSON on stdout; otherwise stdout is empty.
        if argv.contains(&"--json") {
            let v: serde_json::Value =
                serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{name}: {e}: {r:?}"));
            let said = v["error"]["message"]
                .as_str()
                .or_else(|| v["reason"].as_str())
                .or_else(|| v["error"].as_str());
            assert!(said.is_some(), "{name}: {r:?}");
        } else {
            assert!(r.stdout.is_empty(), "{name}: {r:?}");
        }
        assert!(
            r.stderr.contains(case.message),
            "{name}: should say {:?}: {r:?}",
            case.message
        );
        // User words: no Rust type names, no temporary file names. The test's own
        // folders are left out first: a random name like `.tmpci643x` holds "i64".
        let words = r
            .stderr
            .replace(&*inst.work.path().to_string_lossy(), "WORK")
            .replace(&*inst.data().to_string_lossy(), "DATA");
        for word in [
            "i64", "i128", "u32", "sequence", "struct", "Error(", ".partial", "Os {",
        ] {
            assert!(!words.contains(word), "{name}: {word:?} in {r:?}");
        }
        assert_eq!(
            files_in(inst.data()),
            data_before,
            "{name}: nothing written to the data folder"
        );
        assert_eq!(
            files_in(inst.work.path()),
            work_before,
            "{name}: nothing written beside"
        );
        assert_eq!(
            std::fs::read(inst.data().join("signing-key")).ok(),
            key_before,
            "{name}"
        );
        assert_eq!(
            std::fs::read(inst.path("out.pdf")).ok(),
            out_before,
            "{name}: no output"
        );
    }
}

//! The notes a slip leaves besides what was asked (a round issued again, a signing key
//! made) are said in the podium's language on standard error, and
//! in English in `--json`, whatever the language.

use std::path::PathBuf;
use std::process::Command;

use assert_cmd::prelude::*;
use serde_json::Value;

fn pitpay(data: &tempfile::TempDir) -> Command {
    let mut c = Command::cargo_bin("pitpay").unwrap();
    c.env("PITPAY_DATA_DIR", data.path());
    c.env_remove("PITPAY_MARK_DIR");
    c
}

/// A Macau podium (`language = "zh-Hant"`) issuing a round a second time, as asked with
/// `--again`, is warned in Chinese that the journal holds slip 1 for it; the same
/// warning in `--json` is the English one.
#[test]
fn a_slip_issued_again_is_noted_in_the_podiums_language_and_in_english_in_json() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(
        data.path().join("settings.toml"),
        "language = \"zh-Hant\"\n",
    )
    .unwrap();
    let round =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rounds/lucky-break-seed.toml");
    let slip = |name: &str, extra: &[&str]| {
        let out = data.path().join(name);
        let o = pitpay(&data)
            .args([
                "slip",
                round.to_str().unwrap(),
                "--out",
                out.to_str().unwrap(),
            ])
            .args(["--supervisor", "Ana Reyes", "--supervisor-id", "S-77"])
            .args(extra)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        (
            String::from_utf8(o.stdout).unwrap(),
            String::from_utf8(o.stderr).unwrap(),
        )
    };
    let (_, first) = slip("1.pdf", &[]);
    // The first slip made the installation's signing key: noted in Chinese.
    assert!(
        first.contains("已在") && first.contains("簽署金鑰"),
        "{first}"
    );
    assert!(!first.contains("note:"), "{first}");

    let (_, again) = slip("2.pdf", &["--again"]);
    assert!(again.contains("日誌已有此局的派彩單 1"), "{again}");
    assert!(!again.contains("already holds"), "{again}");

    let (json, _) = slip("3.pdf", &["--again", "--json"]);
    let v: Value = serde_json::from_str(&json).unwrap();
    let notes: Vec<&str> = v["notes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with("warning: the journal already holds slip 2 for this round")),
        "{notes:?}"
    );
}

//! The command line files what it writes when `--out` is left out (docs/app.md, "Where
//! documents are filed"): a sign in `signs/`, a shift report in `reports/`, a worksheet
//! in `worksheets/`, each under a name that says what and when, and never over a file.

use std::path::PathBuf;

use assert_cmd::Command;
use serde_json::Value;

fn pitpay(data: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", data)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The one PDF in a folder of the data folder, by its name's beginning.
fn filed(data: &std::path::Path, folder: &str, starts: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(data.join(folder))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(starts))
        .collect();
    found.sort();
    found
}

#[test]
fn a_sign_without_out_is_filed_in_signs_by_paytable_size_and_day() {
    let data = tempfile::tempdir().unwrap();
    let (code, _, err) = pitpay(data.path(), &["sign", "lucky-break-1", "--size", "a4"]);
    assert_eq!(code, 0, "{err}");
    let signs = filed(data.path(), "signs", "lucky-break-1-a4-");
    assert_eq!(signs.len(), 1, "{signs:?}");
    let (code, _, err) = pitpay(data.path(), &["sign", "lucky-break-1", "--size", "a4"]);
    assert_eq!(code, 0, "{err}");
    let signs = filed(data.path(), "signs", "lucky-break-1-a4-");
    assert_eq!(signs.len(), 2, "the second beside the first: {signs:?}");
    assert!(
        signs
            .iter()
            .any(|p| p.to_string_lossy().ends_with(" (2).pdf")),
        "{signs:?}"
    );
}

#[test]
fn a_report_and_a_worksheet_without_out_are_filed_by_what_and_when() {
    let data = tempfile::tempdir().unwrap();
    let (code, out, err) = pitpay(
        data.path(),
        &["report", "--gaming-day", "2026-03-07", "--json"],
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let file = PathBuf::from(v["file"].as_str().unwrap());
    assert_eq!(
        file,
        data.path()
            .join("reports")
            .join("shift-report-gaming-day-2026-03-07.pdf")
    );
    assert!(std::fs::read(&file).unwrap().starts_with(b"%PDF"));
    let (code, out, err) = pitpay(
        data.path(),
        &[
            "worksheet",
            "--game",
            "blackjack",
            "--count",
            "3",
            "--seed",
            "7",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let sheets = filed(
        data.path(),
        "worksheets",
        "worksheet-blackjack-standard-seed-7-",
    );
    assert_eq!(sheets.len(), 1, "{out}{err}");
    assert!(out.contains(&sheets[0].display().to_string()), "{out}");
}

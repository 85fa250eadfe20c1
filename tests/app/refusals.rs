//! What the command line refuses is said in the podium's language on standard error
//! (`language = "zh-Hant"`), the file, option and value as the person typed them; with
//! `--json`, the same refusal is the English one, whatever the language, and the exit
//! status is the same (2, bad input).

use std::process::{Command, Output};

use assert_cmd::prelude::*;
use serde_json::Value;

/// A Macau podium's data folder (`language = "zh-Hant"`).
pub(crate) fn macau() -> tempfile::TempDir {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(
        data.path().join("settings.toml"),
        "language = \"zh-Hant\"\n",
    )
    .unwrap();
    data
}

fn run(data: &tempfile::TempDir, args: &[&str], stdin: &[u8]) -> Output {
    let mut c = Command::cargo_bin("pitpay").unwrap();
    c.env("PITPAY_DATA_DIR", data.path())
        .env_remove("PITPAY_MARK_DIR");
    c.args(args);
    let mut child = c
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write as _;
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Each refusal: its arguments, standard input, and a phrase of its Chinese.
const CASES: &[(&[&str], &[u8], &str)] = &[
    // A round file that is not there: its path as typed, then why.
    (
        &["settle", "no-such-round.toml"],
        b"",
        "no-such-round.toml: 沒有此檔案",
    ),
    // A --since that is no date on the calendar (month 13).
    (
        &["journal", "--since", "2026-13-01"],
        b"",
        "--since：「2026-13-01」不是日期",
    ),
    (&["jackpots", "--since", "yesterday"], b"", "「yesterday」"),
    (
        &["journal", "--check", "--since", "2026-02-30"],
        b"",
        "不是日期",
    ),
    // A round piped in that is not text.
    (
        &["settle", "-"],
        b"\xff\xfe",
        "標準輸入的牌局不是 UTF-8 文字",
    ),
    // A round piped in whose syntax is wrong: the reader's own words, quoted.
    (&["settle", "-"], b"game\n", "TOML 語法錯誤"),
    // analyze's own options: no such house rules, rules of another game, a --set that
    // is no KEY=VALUE, an option that changes nothing, a meter in another currency.
    (
        &["analyze", "lucky9-main", "--house-rules", "nope"],
        b"",
        "沒有場規檔案「nope」",
    ),
    (
        &[
            "analyze",
            "blackjack-main",
            "--house-rules",
            "lucky9-nines-push",
        ],
        b"",
        "場規「lucky9-nines-push」適用於Lucky 9",
    ),
    (
        &["analyze", "lucky9-main", "--set", "soft17"],
        b"",
        "--set soft17：請寫成 KEY=VALUE",
    ),
    (
        &["analyze", "lucky-break-1", "--set", "surrender=late"],
        b"",
        "不會改變 lucky-break-1 的數字（只有 soft17, suited_count, multiplier 會改變）",
    ),
    (
        &["analyze", "lucky9-main", "--set", "declared_suit=S"],
        b"",
        "沒有指定花色的級別",
    ),
    // A worksheet for a game that is not one.
    (
        &[
            "worksheet",
            "--game",
            "poker",
            "--seed",
            "7",
            "--out",
            "w.pdf",
        ],
        b"",
        "--game：",
    ),
];

#[test]
fn a_refusal_is_said_in_the_podiums_language_at_the_terminal() {
    let data = macau();
    for (args, stdin, chinese) in CASES {
        let o = run(&data, args, stdin);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let said = stderr(&o);
        assert!(said.starts_with("錯誤："), "{args:?}: {said}");
        assert!(said.contains(chinese), "{args:?}: {said}");
        for english in [
            "is not a date",
            "no such file",
            "house rules",
            "write it as",
            "does not",
        ] {
            assert!(!said.contains(english), "{english} in {said}");
        }
    }
}

/// `--json` keeps the English a script reads, on a Chinese podium as on any other.
#[test]
fn a_refusal_in_json_is_english_on_a_chinese_podium() {
    let data = macau();
    let o = run(&data, &["journal", "--since", "2026-13-01", "--json"], b"");
    assert_eq!(o.status.code(), Some(2));
    let doc: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        doc["error"]["message"],
        "--since: \"2026-13-01\" is not a date (YYYY-MM-DD)"
    );
}

/// A settings file that does not read is refused in the language it names: a Macau
/// podium with a time zone mistyped is told so in Chinese, the file, line and key as
/// written.
#[test]
fn settings_that_do_not_read_are_refused_in_the_language_they_name() {
    let data = macau();
    std::fs::write(
        data.path().join("settings.toml"),
        "language = \"zh-Hant\"\ntime_zone = \"Mars/Base\"\n",
    )
    .unwrap();
    let o = run(&data, &["journal"], b"");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let said = stderr(&o);
    assert!(said.starts_with("錯誤："), "{said}");
    assert!(
        said.contains("settings.toml:2: time_zone：「Mars/Base」不是時區"),
        "{said}"
    );
}

//! `pitpay analyze` as a user runs it: the analysis on the command line (R4, R6).
use assert_cmd::Command;

use crate::refusals::macau;

fn pitpay(args: &[&str]) -> (i32, String, String) {
    let (code, out, err) = in_macau(&tempfile::tempdir().unwrap(), args);
    (code.unwrap_or(-1), out, err)
}

#[test]
fn analyze_trilux_02_json_has_the_issue_fields() {
    let (code, out, err) = pitpay(&["analyze", "trilux-02", "--decks", "6", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["paytable"], "trilux-02");
    assert_eq!(v["bet"], "trilux");
    assert_eq!(v["decks"], 6);
    assert_eq!(
        v["model"],
        "player's first two cards and the dealer's up card, drawn without replacement from 6 decks"
    );
    assert_eq!(v["combinations"], 5_013_320);
    assert!((v["house_edge"].as_f64().unwrap() - 0.0441240535).abs() < 5e-11);
    assert!((v["return"].as_f64().unwrap() - 0.9558759465).abs() < 5e-11);
    assert!((v["hit_frequency"].as_f64().unwrap() - 0.0967614276).abs() < 5e-11);
    assert!((v["std_dev"].as_f64().unwrap() - 3.9019541547).abs() < 5e-10);
    let mini = &v["tiers"][0];
    assert_eq!(mini["name"], "Mini Royal");
    assert_eq!(mini["combinations"], 864);
    assert_eq!(mini["pays"], "100 to 1");
    assert!((mini["contribution"].as_f64().unwrap() - 0.0172341).abs() < 5e-8);
}

#[test]
fn analyze_prints_a_table_for_people() {
    let (code, out, err) = pitpay(&["analyze", "trilux-02", "--decks", "6"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Mini Royal") && out.contains("864"), "{out}");
    assert!(out.contains("4.4124%"), "{out}");
    assert!(out.contains("5,013,320"), "{out}");
}

#[test]
fn r4_3_analyze_a_progressive_gives_the_break_even_meter() {
    let (code, out, err) = pitpay(&["analyze", "21plus3-progressive-1", "--decks", "6"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("break-even meter"), "{out}");
    let (code, out, err) = pitpay(&[
        "analyze",
        "21plus3-progressive-1",
        "--decks",
        "6",
        "--meter",
        "$50,000",
        "--set",
        "declared_suit=S",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["progressive"]["meter"], "50000.00");
    assert_eq!(v["declared_suit"], "S");
    assert!(v["progressive"]["break_even_meter"].is_string());
}

#[test]
fn r6_analyze_lucky_break_takes_house_options() {
    let (code, stand, err) = pitpay(&["analyze", "lucky-break-1", "--decks", "6", "--json"]);
    assert_eq!(code, 0, "{err}");
    let (code, hit, err) = pitpay(&[
        "analyze",
        "lucky-break-1",
        "--decks",
        "6",
        "--set",
        "soft17=hit",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let edge = |s: &str| {
        serde_json::from_str::<serde_json::Value>(s).unwrap()["house_edge"]
            .as_f64()
            .unwrap()
    };
    assert!(
        edge(&hit) < edge(&stand),
        "a dealer hitting soft 17 busts more"
    );
}

#[test]
fn r2_2_analyze_lucky9_main_prints_the_strategy_chart() {
    let (code, out, err) = pitpay(&["analyze", "lucky9-main", "--decks", "8", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["strategy"].as_array().unwrap().len(), 55);
    assert_eq!(v["strategy"][0]["hand"], "A-A");
    assert!(v["strategy"][0]["plays"]["10"].is_string());
    assert!(v["house_edge"].as_f64().unwrap() > 0.0);
}

#[test]
fn analyze_refuses_what_does_not_apply_with_exit_2() {
    for (args, words) in [
        (
            vec!["analyze", "no-such-table"],
            "no paytable \"no-such-table\"",
        ),
        (
            vec!["analyze", "trilux-02", "--decks", "3"],
            "6 or 8 decks, not 3",
        ),
        (
            vec!["analyze", "trilux-02", "--set", "nines=all-push"],
            "does not apply to Stadium Blackjack",
        ),
        (
            vec!["analyze", "trilux-02", "--set", "soft17=hit"],
            "does not change the figures",
        ),
        (
            vec!["analyze", "lucky-break-1", "--set", "soft17=sometimes"],
            "\"sometimes\" is not a value",
        ),
        (
            vec!["analyze", "lucky-break-1", "--set", "soft17"],
            "KEY=VALUE",
        ),
        (
            vec!["analyze", "trilux-02", "--meter", "5000"],
            "no tier paid from a meter",
        ),
        (
            vec!["analyze", "21plus3-progressive-1", "--meter", "100"],
            "below",
        ),
        (
            vec!["analyze", "trilux-02", "--set", "declared_suit=S"],
            "no declared-suit tier",
        ),
        // The blackjack main game is analysed; an option it lacks is not.
        (
            vec!["analyze", "blackjack-main", "--set", "auto_rule=s17-h17"],
            "auto_rule",
        ),
        (
            vec!["analyze", "trilux-02", "--house-rules", "lucky9-nines-push"],
            "are for Lucky 9",
        ),
    ] {
        let (code, out, err) = pitpay(&args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(err.contains(words), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
    }
}

/// `pitpay` on the podium whose data folder is `data` (a Macau one, or an empty one):
/// exit status, stdout, stderr.
fn in_macau(data: &tempfile::TempDir, args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::cargo_bin("pitpay")
        .unwrap()
        .env("PITPAY_DATA_DIR", data.path())
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// R1.2: a Macau podium (`language = "zh-Hant"`) asking for a deck count the paytable is
/// not dealt from is refused in Chinese with the same figures; with `--json` the refusal
/// is the English one, as every machine reads it.
#[test]
fn r1_2_an_analysis_refused_is_said_in_the_podiums_language_and_in_english_in_json() {
    let data = macau();
    let run = |args: &[&str]| {
        let (code, _, err) = in_macau(&data, args);
        (code, err)
    };
    let (code, err) = run(&["analyze", "trilux-02", "--decks", "3"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("trilux-02 只用 6 或 8 副牌發牌，不是 3 副（R1.2）"),
        "{err}"
    );
    assert!(!err.contains("decks") && !err.contains("dealt"), "{err}");
    let (code, err) = run(&["analyze", "trilux-02", "--decks", "3", "--json"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("trilux-02 is dealt from 6 or 8 decks, not 3 (R1.2)"),
        "{err}"
    );
}

/// A Macau podium reads the analysis in Chinese: the paytable and each tier by the
/// `[names]` their file gives (paytables/21plus3-progressive-1.toml: 同花三條A或K), the
/// model, the pays ("100% of meter": 累積獎金的100%) and the notes (R4.3, a declared-suit
/// tier waiting for its suit); Lucky 9's outcomes and pays (R2.3: Lucky 9 pays 3 to 2)
/// likewise. `--json` keeps the English a script reads.
#[test]
fn r4_3_an_analysis_reads_in_the_podiums_language_and_json_stays_english() {
    let data = macau();
    let run = |args: &[&str]| {
        let (code, out, err) = in_macau(&data, args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        out
    };
    let said = run(&["analyze", "21plus3-progressive-1"]);
    for chinese in [
        "21+3 累積大獎 賠率表 1",
        "模型：玩家的首兩張牌及莊家的明牌，從8副牌中不放回抽出",
        "同花三條A或K",
        "累積獎金的100%",
        "註：沒有指定花色",
    ] {
        assert!(said.contains(chinese), "{chinese} in {said}");
    }
    for english in ["player's", "Suited three", "of meter", "no declared suit"] {
        assert!(!said.contains(english), "{english} in {said}");
    }
    let said = run(&["analyze", "lucky9-main"]);
    for chinese in ["Lucky 9 贏", "3賠2", "退回本金", "分牌，淨贏", "每手1賠1"] {
        assert!(said.contains(chinese), "{chinese} in {said}");
    }
    let json: serde_json::Value =
        serde_json::from_str(&run(&["analyze", "lucky9-main", "--json"])).unwrap();
    assert_eq!(json["tiers"][0]["name"], "Lucky 9 wins");
    assert_eq!(json["tiers"][0]["pays"], "3 to 2");
    assert_eq!(json["tiers"][2]["pays"], "stake back");
    assert!(json["model"]
        .as_str()
        .unwrap()
        .ends_with("figures per initial main wager"));
}

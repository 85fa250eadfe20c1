//! The golden rounds as data (ROUND-FILE.md, RULES.md): every file under
//! `tests/cases/<group>/` is a round file (or, in `paytable-files/`, a paytable or
//! house-rules file) followed by what it must settle to, from the first line that opens
//! an `[expect…]` table. One test per group runs every case of the group and reports
//! every failing case by name; `PITPAY_CASE=r2_3 cargo test -p pitpay-core engine::cases` runs
//! only the cases whose names contain `r2_3`. The format is described in
//! `tests/README.md`.

use std::path::{Path, PathBuf};

use pitpay_core::Catalog;
use pitpay_core::FileError;
use pitpay_core::{load_file, TableFile};
use serde_json::Value as Json;
use toml::Value as Toml;

use super::support::{cents, try_settle_in, try_settle_named};

/// One case file: the input text and the `[expect]` table.
pub(crate) struct Case {
    /// The name the input is read under (the case file's, or the round file's).
    pub(crate) file: String,
    pub(crate) input: String,
    expect: toml::Table,
}

/// What running a case found: how many expectations were checked, and each that failed.
#[derive(Default)]
struct Outcome {
    checks: usize,
    problems: Vec<String>,
}

impl Outcome {
    /// Records one expectation: `ok`, or the problem described by `why`.
    fn check(&mut self, ok: bool, why: impl FnOnce() -> String) {
        self.checks += 1;
        if !ok {
            self.problems.push(why());
        }
    }
}

fn cases_dir() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("tests/cases")
}

/// Splits a case file into its input and its expectations.
pub(crate) fn read_case(path: &Path) -> Result<Case, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let file = path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    let at = expect_start(&text).ok_or("no [expect] table")?;
    let tail: toml::Table = toml::from_str(&text[at..]).map_err(|e| format!("{e}"))?;
    let expect = match tail.get("expect") {
        Some(Toml::Table(t)) => t.clone(),
        _ => return Err("no [expect] table".into()),
    };
    let (file, input) = match expect.get("round_file") {
        Some(Toml::String(rel)) => {
            let p = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
                .join("tests")
                .join(rel);
            let input = std::fs::read_to_string(&p).map_err(|e| format!("{rel}: {e}"))?;
            (rel.rsplit('/').next().unwrap_or(rel).to_string(), input)
        }
        _ => (file, text[..at].to_string()),
    };
    Ok(Case {
        file,
        input,
        expect,
    })
}

/// The byte offset of the first line that opens an `[expect…]` or `[[expect…]]` table.
fn expect_start(text: &str) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        if t.starts_with("[expect") || t.starts_with("[[expect") {
            return Some(offset);
        }
        offset += line.len();
    }
    None
}

/// A paytable-files case read as an operator file over the shipped ones: a file is
/// judged in its catalog (whether its side bet is defined for its games).
fn load_in_catalog(case: &Case) -> Result<Json, FileError> {
    let mut catalog = Catalog::shipped();
    catalog.add_operator_text(&case.file, &case.input);
    if let Some(e) = catalog.problems().iter().find(|p| p.file == case.file) {
        return Err(e.clone());
    }
    load_file(&case.file, &case.input).map(|t| match t {
        TableFile::Paytable(_) => Json::from("paytable"),
        TableFile::HouseRules(_) => Json::from("house-rules"),
    })
}

/// A round settled over the shipped paytables and the operator files its case names
/// (`operator = ["examples/paytables/buster-blackjack.toml"]`, paths from the
/// repository's root), as an operator folder would add them.
fn settle_with_operator(case: &Case, files: &Toml) -> Result<Json, FileError> {
    let mut catalog = Catalog::shipped();
    for path in files
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Toml::as_str)
    {
        let full = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join(path);
        let text =
            std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()));
        let name = path.rsplit('/').next().unwrap_or(path);
        catalog.add_operator_text(name, &text);
    }
    if let Some(problem) = catalog.problems().first() {
        return Err(problem.clone());
    }
    try_settle_in(&catalog, &case.file, &case.input)
}

/// Runs one case: reads the input, then checks a refusal or a settlement.
fn run(case: &Case, group: &str) -> Outcome {
    let mut out = Outcome::default();
    let result = if group == "paytable-files" {
        load_in_catalog(case)
    } else if let Some(files) = case.expect.get("operator") {
        settle_with_operator(case, files)
    } else {
        try_settle_named(&case.file, &case.input)
    };
    match (case.expect.get("refused"), result) {
        (Some(Toml::Table(want)), Err(e)) => check_refusal(&mut out, case, want, &e),
        (Some(Toml::Table(_)), Ok(v)) => {
            out.check(false, || format!("accepted, but must be refused:\n{v:#}"))
        }
        (Some(_), _) => out.check(false, || "`refused` must be a table".into()),
        (None, Err(e)) => out.check(false, || format!("refused: {e}")),
        (None, Ok(v)) if group == "paytable-files" => match case.expect.get("loads") {
            Some(loads) => compare(&mut out, Some(&v), loads, "loads"),
            None => out.check(false, || {
                "say `loads = \"paytable\"` or `[expect.refused]`".into()
            }),
        },
        (None, Ok(v)) => check_settlement(&mut out, &case.expect, &v),
    }
    out
}

/// A refusal names the file it was given, the field, each message fragment and the line.
fn check_refusal(out: &mut Outcome, case: &Case, want: &toml::Table, e: &FileError) {
    out.check(e.file == case.file, || {
        format!("refusal names the file {:?}, not {:?}", e.file, case.file)
    });
    for (key, value) in want {
        match (key.as_str(), value) {
            ("field", Toml::String(f)) => out.check(&e.field == f, || {
                format!("field {:?}, expected {f:?}", e.field)
            }),
            ("message", fragments) => {
                for f in strings(out, fragments) {
                    out.check(e.message.contains(&f), || {
                        format!("message {:?} lacks {f:?}", e.message)
                    });
                }
            }
            ("line", Toml::Integer(n)) => out.check(e.line == usize::try_from(*n).ok(), || {
                format!("line {:?}, expected {n} ({e})", e.line)
            }),
            ("line", Toml::Boolean(false)) => out.check(e.line.is_none(), || {
                format!("line {:?}, expected none", e.line)
            }),
            _ => out.check(false, || format!("unknown refused key {key:?}")),
        }
    }
}

/// A string or a list of strings (message and reason fragments, `present` keys); anything
/// else is a mistake in the case file, reported as a problem.
fn strings(out: &mut Outcome, v: &Toml) -> Vec<String> {
    let list = match v {
        Toml::String(s) => Some(vec![s.clone()]),
        Toml::Array(a) => a.iter().map(|x| x.as_str().map(String::from)).collect(),
        _ => None,
    };
    if list.is_none() {
        out.check(false, || {
            format!("expected a string or a list of strings: {v}")
        });
    }
    list.unwrap_or_default()
}

/// Checks a settlement (the contract JSON) against the `[expect]` table.
fn check_settlement(out: &mut Outcome, expect: &toml::Table, v: &Json) {
    for (key, want) in expect {
        match key.as_str() {
            "round_file" | "operator" => {}
            "lines" => each_table(out, want, |out, t| check_line(out, v, t)),
            "seats" => each_table(out, want, |out, t| check_seat(out, v, t)),
            "seat_order" => {
                let order: Vec<Json> = seats(v).iter().map(|s| s["seat"].clone()).collect();
                compare(out, Some(&Json::Array(order)), want, "seat_order");
            }
            "present" => {
                for k in strings(out, want) {
                    out.check(v.get(&k).is_some(), || format!("{k} is missing"));
                }
            }
            "at" => match want {
                Toml::Table(t) => {
                    for (ptr, w) in t {
                        compare(out, v.pointer(ptr), w, ptr);
                    }
                }
                _ => out.check(false, || "`at` must be a table of JSON pointers".into()),
            },
            _ => compare(out, v.get(key), want, key),
        }
    }
}

fn each_table(out: &mut Outcome, list: &Toml, mut f: impl FnMut(&mut Outcome, &toml::Table)) {
    match list {
        Toml::Array(a) => {
            for item in a {
                match item {
                    Toml::Table(t) => f(out, t),
                    _ => out.check(false, || format!("not a table: {item}")),
                }
            }
        }
        _ => out.check(false, || format!("not a list of tables: {list}")),
    }
}

fn seats(v: &Json) -> &[Json] {
    v["seats"].as_array().map(Vec::as_slice).unwrap_or(&[])
}

/// The keys that pick wager lines out of a settlement; every other key is checked.
const SELECT: [&str; 4] = ["seat", "bet", "hand", "for"];

/// One expected wager line: the line its seat, bet, hand and party pick must be the only
/// one, carry every value given, and add up (net = paid − stake, R1.7). With `count`, the
/// number of lines picked is checked instead.
fn check_line(out: &mut Outcome, v: &Json, want: &toml::Table) {
    let picked: Vec<&Json> = seats(v)
        .iter()
        .filter(|s| matches_key(s, "seat", want))
        .flat_map(|s| s["wagers"].as_array().into_iter().flatten())
        .filter(|l| SELECT[1..].iter().all(|k| matches_key(l, k, want)))
        .collect();
    let label = describe(want);
    if let Some(count) = want.get("count") {
        let n = Json::from(picked.len());
        return compare(out, Some(&n), count, &format!("number of lines {label}"));
    }
    out.check(picked.len() == 1, || {
        format!("{} lines {label}, expected exactly one", picked.len())
    });
    let Some(line) = picked.first() else { return };
    for (key, w) in want.iter().filter(|(k, _)| !SELECT.contains(&k.as_str())) {
        if key == "reason" {
            let reason = line["reason"].as_str().unwrap_or_default();
            for f in strings(out, w) {
                out.check(reason.contains(&f), || {
                    format!("reason {reason:?} {label} lacks {f:?}")
                });
            }
        } else {
            compare(out, line.get(key), w, &format!("{key} {label}"));
        }
    }
    let sum = [&line["stake"], &line["paid"], &line["net"]].map(|m| m.as_str().map(cents));
    if let [Some(stake), Some(paid), Some(net)] = sum {
        out.check(net == paid - stake, || {
            format!("net ≠ paid − stake {label}")
        });
    }
}

/// One expected seat (or Stadium terminal): the values given, e.g. `hands`, `dealer_hand`.
fn check_seat(out: &mut Outcome, v: &Json, want: &toml::Table) {
    let picked: Vec<&Json> = seats(v)
        .iter()
        .filter(|s| matches_key(s, "seat", want))
        .collect();
    let label = describe(want);
    out.check(picked.len() == 1, || {
        format!("{} seats {label}", picked.len())
    });
    let Some(seat) = picked.first() else { return };
    for (key, w) in want.iter().filter(|(k, _)| k.as_str() != "seat") {
        compare(out, seat.get(key), w, &format!("{key} of {label}"));
    }
}

fn matches_key(item: &Json, key: &str, want: &toml::Table) -> bool {
    want.get(key)
        .is_none_or(|w| item.get(key).is_some_and(|a| same_scalar(a, w)))
}

fn describe(want: &toml::Table) -> String {
    let parts: Vec<String> = SELECT
        .iter()
        .filter_map(|k| want.get(*k).map(|v| format!("{k} {v}")))
        .collect();
    format!("({})", parts.join(", "))
}

fn same_scalar(a: &Json, w: &Toml) -> bool {
    match (a, w) {
        (Json::String(a), Toml::String(w)) => a == w,
        (Json::Number(a), Toml::Integer(w)) => a.as_i64() == Some(*w),
        (Json::Bool(a), Toml::Boolean(w)) => a == w,
        _ => false,
    }
}

/// Compares a JSON value with an expected TOML value. Tables are matched key by key (keys
/// not named are not checked); a list of tables is matched item by item against any
/// element; other lists must be equal; `false` also matches a key that is absent (flags
/// such as `standoff` are written only when true, and `odds = false` means no odds).
fn compare(out: &mut Outcome, actual: Option<&Json>, want: &Toml, path: &str) {
    match (actual, want) {
        (None | Some(Json::Bool(false)), Toml::Boolean(false)) => out.check(true, String::new),
        (Some(Json::Object(a)), Toml::Table(w)) => {
            for (k, wv) in w {
                compare(out, a.get(k), wv, &format!("{path}.{k}"));
            }
        }
        (Some(Json::Array(a)), Toml::Array(w)) if w.iter().all(Toml::is_table) => {
            for wv in w {
                let found = a.iter().any(|item| {
                    let mut probe = Outcome::default();
                    compare(&mut probe, Some(item), wv, path);
                    probe.problems.is_empty()
                });
                out.check(found, || format!("{path}: no item matches {wv}"));
            }
        }
        (Some(Json::Array(a)), Toml::Array(w)) => {
            let equal = a.len() == w.len() && a.iter().zip(w).all(|(x, y)| same_scalar(x, y));
            out.check(equal, || format!("{path} is {actual:?}, expected {want}"));
        }
        (Some(a), w) => out.check(same_scalar(a, w), || format!("{path} is {a}, expected {w}")),
        (None, w) => out.check(false, || format!("{path} is missing, expected {w}")),
    }
}

/// Runs every case of a group, then fails naming every case that failed.
fn run_group(group: &str) {
    let dir = cases_dir().join(group);
    let filter = std::env::var("PITPAY_CASE").unwrap_or_default();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no case files in {}", dir.display());
    let (mut ran, mut checks, mut failed) = (0, 0, Vec::new());
    for path in &paths {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy())
            .unwrap_or_default();
        if !name.contains(filter.as_str()) {
            continue;
        }
        let outcome = match read_case(path) {
            Ok(case) => run(&case, group),
            Err(e) => Outcome {
                checks: 0,
                problems: vec![e],
            },
        };
        ran += 1;
        checks += outcome.checks;
        if !outcome.problems.is_empty() {
            failed.push(format!(
                "{group}/{name}:\n    {}",
                outcome.problems.join("\n    ")
            ));
        }
    }
    eprintln!("{group}: {ran} cases, {checks} expectations checked");
    assert!(
        failed.is_empty(),
        "{} of {ran} cases failed:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

#[test]
fn lucky9_cases() {
    run_group("lucky9");
}

#[test]
fn blackjack_cases() {
    run_group("blackjack");
}

#[test]
fn stadium_cases() {
    run_group("stadium");
}

#[test]
fn bad_input_cases() {
    run_group("bad-inputs");
}

#[test]
fn blackjack_error_cases() {
    run_group("blackjack-errors");
}

#[test]
fn paytable_file_cases() {
    run_group("paytable-files");
}

/// The golden rounds cite the rule they encode: every case of the rule groups is named
/// after a RULES.md number, `r<section>_<rule>_…` (`r2_3_…`) or `r<section>_…` (`r5_…`).
#[test]
fn every_rule_case_names_its_rule() {
    for group in ["lucky9", "blackjack", "stadium"] {
        let dir = cases_dir().join(group);
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let section = name.split('_').next().and_then(|s| s.strip_prefix('r'));
            let ok =
                section.is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
            assert!(
                ok,
                "{group}/{name} does not start with a rule number (r2_3_…)"
            );
        }
    }
}

//! The house's words say what is true and why, citing the rulebook's R-numbers and the
//! docs; never a tracker's number, which a reader of the code does not have. Commit
//! messages may keep them; files may not.

use std::path::{Path, PathBuf};

/// The kinds of file a reader opens: code, docs, settings, paytables, scripts, cases.
const READ: &[&str] = &["rs", "md", "toml", "sh", "keys", "ps1", "nsi", "txt"];

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                files(&path, out);
            }
        } else if path
            .extension()
            .is_some_and(|e| READ.iter().any(|r| e == *r))
        {
            out.push(path);
        }
    }
}

/// Where a line names a tracker's number: the word for a ticket, then its number,
/// with a space, a `#` or (in a test's name) an underscore between.
fn tracker_number(line: &str) -> Option<usize> {
    let lower = line.to_lowercase();
    let mut from = 0;
    while let Some(at) = lower[from..].find("issue") {
        let start = from + at;
        let rest = lower[start + "issue".len()..].trim_start_matches('s');
        let rest = rest.strip_prefix([' ', '_']).unwrap_or(rest);
        let rest = rest.strip_prefix('#').unwrap_or(rest);
        let word_start = start == 0 || !lower.as_bytes()[start - 1].is_ascii_alphanumeric();
        if word_start && rest.starts_with(|c: char| c.is_ascii_digit()) {
            return Some(start);
        }
        from = start + "issue".len();
    }
    None
}

#[test]
fn no_file_names_a_tracker_number() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    files(root, &mut all);
    assert!(
        all.iter().any(|f| f.ends_with("docs/architecture.md")),
        "the docs are read"
    );
    let found: Vec<String> = all
        .iter()
        .flat_map(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            text.lines()
                .enumerate()
                .filter(|(_, l)| tracker_number(l).is_some())
                .map(|(n, l)| format!("{}:{}: {}", f.display(), n + 1, l.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(found.is_empty(), "tracker numbers: {found:#?}");
}

#[test]
fn the_scan_finds_a_tracker_number_and_passes_a_rule_number() {
    // Built from parts, so that this file does not name one itself.
    let t = |rest: &str| format!("{}{rest}", "iss".to_string() + "ue");
    let found = |line: String| tracker_number(&line).is_some();
    assert!(found(format!(
        "// The property's clock ({}): zones",
        t(" 32")
    )));
    assert!(found(format!("fn {}_a_rack() {{}}", t("_33"))));
    assert!(found(
        format!("# {}'s case.", t(" 24")).replace("iss", "Iss")
    ));
    assert!(found(format!("see {} and 13", t("s 12"))));
    assert!(found(t(" #7")));
    assert!(!found(
        "R4.3: a percent hit never leaves the meter below its reseed".into()
    ));
    assert!(!found(format!("{}d 2 slips; t{} 3", t(""), t(""))));
}

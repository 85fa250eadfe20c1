//! The README's quick start and every sample in `docs/` run as written. Their
//! `console` blocks are trycmd cases: each `$ pitpay …` line is run and its output
//! compared (`...` skips lines, `[..]` part of one, as a signing key's fingerprint
//! differs on every machine). They run on copies in a throwaway folder holding copies of
//! the example and test rounds and the example operator paytables, with a data folder of
//! their own, so nothing is written into the checkout or the user's data folder. (A test
//! binary of its own: it moves into that folder.) The other command lines the docs show are checked to parse as the
//! program reads them (`every_documented_command_parses_as_written`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

#[test]
fn the_readme_quick_start_and_the_docs_samples_run_as_written() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let work = tempfile::tempdir().unwrap();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        readme.matches("\n$ pitpay ").count() >= 5,
        "the quick start is there"
    );
    std::fs::write(work.path().join("README.md"), readme).unwrap();
    copy_dir(
        &root.join("examples/rounds"),
        &work.path().join("examples/rounds"),
    );
    copy_dir(
        &root.join("examples/paytables"),
        &work.path().join("examples/paytables"),
    );
    copy_dir(
        &root.join("tests/rounds"),
        &work.path().join("tests/rounds"),
    );
    copy_dir(&root.join("docs"), &work.path().join("docs"));
    // docs/operations.md runs on its own installation (below): its samples restore a
    // journal.
    let docs: Vec<PathBuf> = std::fs::read_dir(work.path().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .filter(|p| !p.ends_with("operations.md"))
        .filter(|p| std::fs::read_to_string(p).unwrap().contains("```console"))
        .collect();
    assert!(!docs.is_empty(), "the docs hold console samples");
    let data = work.path().join("data");
    // trycmd runs a Markdown case's commands in the current folder.
    std::env::set_current_dir(work.path()).unwrap();
    let cases = trycmd::TestCases::new();
    cases
        .register_bin("pitpay", trycmd::cargo::cargo_bin("pitpay"))
        .env("PITPAY_DATA_DIR", data.display().to_string())
        .env(
            "XDG_STATE_HOME",
            work.path().join("state").display().to_string(),
        )
        .case(work.path().join("README.md"));
    for doc in &docs {
        cases.case(doc);
    }
    cases.run();
    assert!(
        work.path().join("slip.pdf").is_file(),
        "the slip was written here"
    );
    operations_guide(&root);
}

/// Docs/operations.md, for IT, runs as written on an installation of its own
/// (after the other samples: trycmd runs a case in the current folder, which is one per
/// process): a key made, a slip, a backup, a restore (`cp` and `rm` as IT types them),
/// the refusal, `verify`'s words and the recovery. Its mark is kept outside the data
/// folder, as a standard install keeps it.
fn operations_guide(root: &Path) {
    let work = tempfile::tempdir().unwrap();
    for examples in ["examples/rounds", "examples/settings"] {
        copy_dir(&root.join(examples), &work.path().join(examples));
    }
    std::fs::create_dir_all(work.path().join("docs")).unwrap();
    let guide = work.path().join("docs/operations.md");
    std::fs::copy(root.join("docs/operations.md"), &guide).unwrap();
    let which = |tool: &str| {
        ["/usr/bin", "/bin"]
            .iter()
            .map(|d| Path::new(d).join(tool))
            .find(|p| p.is_file())
            .unwrap_or_else(|| panic!("no {tool}"))
    };
    std::env::set_current_dir(work.path()).unwrap();
    trycmd::TestCases::new()
        .register_bin("pitpay", trycmd::cargo::cargo_bin("pitpay"))
        .register_bin("cp", which("cp"))
        .register_bin("rm", which("rm"))
        .env(
            "PITPAY_DATA_DIR",
            work.path().join("data").display().to_string(),
        )
        .env(
            "PITPAY_MARK_DIR",
            work.path().join("marks").display().to_string(),
        )
        .case(&guide)
        .run();
}

/// The words of a documented command line, as a shell splits them: quotes group words
/// and are removed, a backslash keeps the next character.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut chars = line.chars();
    let mut started = false;
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                started = true;
            }
            (None, '\\') => word.extend(chars.next()),
            (None, c) if c.is_whitespace() => {
                if started || !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            (None, c) => word.push(c),
        }
    }
    if started || !word.is_empty() {
        words.push(word);
    }
    words
}

/// A documented command with its optional `[…]` parts left out, and with them in
/// (`N` standing for a number is read as 2; `...`, elided arguments, is dropped).
fn variants(command: &str) -> Vec<Vec<String>> {
    let words = shell_words(command);
    let mut base = Vec::new();
    let mut full = Vec::new();
    let mut optional = false;
    for w in words {
        if w == "..." {
            continue;
        }
        let opens = w.starts_with('[');
        let closes = w.ends_with(']');
        let bare = w.trim_start_matches('[').trim_end_matches(']').to_string();
        let bare = if bare == "N" { "2".to_string() } else { bare };
        if opens {
            optional = true;
        }
        if !optional {
            base.push(bare.clone());
        }
        full.push(bare);
        if closes {
            optional = false;
        }
    }
    if base == full {
        vec![base]
    } else {
        vec![base, full]
    }
}

/// Every `pitpay …` line of a Markdown file's code blocks (not TOML or JSON samples),
/// with its line number: continuation lines joined, comments and redirections cut,
/// a pipe's left side dropped.
fn documented_commands(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fence: Option<String> = None;
    let mut pending: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        if let Some(info) = line.strip_prefix("```") {
            fence = match fence {
                Some(_) => None,
                None => Some(info.trim().to_string()),
            };
            continue;
        }
        let Some(info) = &fence else { continue };
        if matches!(info.as_str(), "toml" | "json") {
            continue;
        }
        let (at, mut text) = match pending.take() {
            Some((at, head)) => (at, format!("{head} {}", line.trim())),
            None => (i + 1, line.trim().trim_start_matches("$ ").to_string()),
        };
        // On Windows the command line is `pitpay.com`: the same commands.
        if let Some(rest) = text.strip_prefix("pitpay.com ") {
            text = format!("pitpay {rest}");
        }
        if let Some(rest) = text.strip_suffix('\\') {
            pending = Some((at, rest.to_string()));
            continue;
        }
        if let Some(pipe) = text.rfind("| pitpay ") {
            text = text[pipe + 2..].to_string();
        }
        if !text.starts_with("pitpay ") {
            continue;
        }
        for cut in [" # ", " > "] {
            if let Some(at) = text.find(cut) {
                text.truncate(at);
            }
        }
        out.push((at, text.trim().to_string()));
    }
    out
}

/// Every command line the README and `docs/` show parses as `pitpay` reads
/// it, so a renamed option or command cannot leave a page stale. (The `console`
/// samples are run in full above.) A summary line offering alternatives
/// (`add|list|disable|reset`) is skipped.
#[test]
fn every_documented_command_parses_as_written() {
    use clap::Parser as _;
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md")];
    for e in std::fs::read_dir(root.join("docs")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "md") {
            files.push(p);
        }
    }
    let mut checked = 0;
    let mut stale = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, command) in documented_commands(&text) {
            if command.split_whitespace().any(|w| w.contains('|')) {
                continue;
            }
            for words in variants(&command) {
                checked += 1;
                let parsed = pitpay::Cli::try_parse_from(&words).map(|_| ());
                // `--help` and `--version` "fail" by showing themselves: that is a parse.
                let shown = |e: &clap::Error| {
                    matches!(
                        e.kind(),
                        clap::error::ErrorKind::DisplayVersion
                            | clap::error::ErrorKind::DisplayHelp
                    )
                };
                if let Err(e) = parsed.or_else(|e| if shown(&e) { Ok(()) } else { Err(e) }) {
                    let first = e.to_string().lines().next().unwrap_or_default().to_string();
                    stale.push(format!("{}:{line}: {command}\n    {first}", file.display()));
                }
            }
        }
    }
    assert!(checked >= 60, "only {checked} documented commands found");
    assert!(
        stale.is_empty(),
        "documented commands that do not parse:\n{}",
        stale.join("\n")
    );
}

/// `docs/rules.md` explains every rule the program cites. Each R-number in
/// `src/` (a settled line's `rule`, an error's "R2.2: …") is explained there, so a
/// supervisor reading one on a slip finds it in the project's own docs.
#[test]
fn every_rule_the_code_cites_is_explained_in_the_rules_page() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let rules = std::fs::read_to_string(root.join("docs/rules.md")).unwrap();
    let mut cited = std::collections::BTreeSet::new();
    // The app's `src/` and every crate's.
    let mut stack = vec![root.join("src"), root.join("crates")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                cited.extend(rule_numbers(&text));
            }
        }
    }
    assert!(cited.len() >= 30, "only {} rule numbers found", cited.len());
    let explained = rule_numbers(&rules);
    let missing: Vec<&String> = cited.difference(&explained).collect();
    assert!(
        missing.is_empty(),
        "rules cited in the code but not in docs/rules.md: {missing:?}"
    );
}

/// The rule numbers in a text: `R` then a section 1-7, then an optional `.N`.
fn rule_numbers(text: &str) -> std::collections::BTreeSet<String> {
    let bytes = text.as_bytes();
    let mut out = std::collections::BTreeSet::new();
    for (i, _) in text.match_indices('R') {
        let before = i.checked_sub(1).and_then(|j| bytes.get(j)).copied();
        if before.is_some_and(|b| b.is_ascii_alphanumeric()) {
            continue;
        }
        let rest = &text[i + 1..];
        let section: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if section.len() != 1 || !("1"..="7").contains(&section.as_str()) {
            continue;
        }
        let after = &rest[1..];
        let sub: String = after
            .strip_prefix('.')
            .map(|s| s.chars().take_while(char::is_ascii_digit).collect())
            .unwrap_or_default();
        let next = after
            .chars()
            .nth(if sub.is_empty() { 0 } else { sub.len() + 1 });
        if next.is_some_and(|c| c.is_ascii_alphabetic()) {
            continue;
        }
        out.insert(if sub.is_empty() {
            format!("R{section}")
        } else {
            format!("R{section}.{sub}")
        });
    }
    out
}

/// `pitpay --help` describes each command by its own words (a misplaced doc comment
/// once gave `worksheet` the `--print` option's text and `report` the worksheet's).
#[test]
fn each_command_is_described_by_its_own_words() {
    use clap::CommandFactory as _;
    let help = pitpay::Cli::command().render_help().to_string();
    let line = |name: &str| {
        help.lines()
            .find(|l| l.trim_start().starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("{name} in {help}"))
            .to_string()
    };
    assert!(
        line("worksheet").contains("\"pay it\" questions"),
        "{}",
        line("worksheet")
    );
    assert!(line("report").starts_with("  report") && line("report").contains("shift report"));
    assert!(!line("report").contains("pay it"), "{}", line("report"));
}

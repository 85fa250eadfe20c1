//! The message files are whole (docs/languages.md): every shipped `.ftl` file reads with
//! no error; every language has exactly English's messages, none missing and none extra;
//! a translation uses no variable its English message lacks; every English message is
//! used by the code, and every message the code names exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;

/// Message id → the variables its value and variants name.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn messages_of(tag: &str) -> Messages {
    let mut out = Messages::new();
    for (t, file, text) in pitpay_language::shipped() {
        if *t != tag {
            continue;
        }
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, errors)| panic!("locales/{t}/{file} does not read: {errors:?}"));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "locales/{t}: {id} is written twice"
                );
            }
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, out),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

fn tags() -> BTreeSet<&'static str> {
    pitpay_language::shipped()
        .iter()
        .map(|(t, _, _)| *t)
        .collect()
}

#[test]
fn every_language_has_exactly_the_english_messages_and_no_variable_of_its_own() {
    let english = messages_of("en");
    assert!(!english.is_empty());
    let mut wrong = Vec::new();
    for tag in tags().into_iter().filter(|t| *t != "en") {
        let theirs = messages_of(tag);
        for id in english.keys().filter(|id| !theirs.contains_key(*id)) {
            wrong.push(format!("locales/{tag} lacks {id}"));
        }
        for (id, vars) in &theirs {
            match english.get(id) {
                None => wrong.push(format!("locales/{tag} has {id}, which English does not")),
                Some(en) => {
                    for v in vars.difference(en) {
                        wrong.push(format!(
                            "locales/{tag}: {id} uses ${v}, which English's does not"
                        ));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_three_languages_of_the_floor_are_shipped() {
    for tag in ["en", "zh-Hant", "zh-Hans"] {
        assert!(tags().contains(tag), "locales/{tag} is missing");
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// Every id the code names in a `t!` or a `sentence!` (each macro's id is always a
/// literal: a `t!`'s second argument, a `sentence!`'s first).
fn ids_named(code: &str, out: &mut BTreeSet<String>) {
    sentence_ids(code, out);
    let mut rest = code;
    while let Some(at) = rest.find("t!(") {
        let macro_start = at == 0 || {
            let before = rest.as_bytes()[at - 1];
            !(before.is_ascii_alphanumeric() || before == b'_')
        };
        rest = &rest[at + 3..];
        if !macro_start {
            continue;
        }
        let Some(quote) = rest.find('"') else { break };
        let between = &rest[..quote];
        // The words, then a comma, then the id: nothing but the first argument between.
        if between.contains(',') && !between.contains(';') && !between.contains(')') {
            let after = &rest[quote + 1..];
            if let Some(end) = after.find('"') {
                out.insert(after[..end].to_string());
            }
        }
    }
}

/// The ids of every `sentence!` in `code`: the literal right after the parenthesis.
fn sentence_ids(code: &str, out: &mut BTreeSet<String>) {
    for (at, _) in code.match_indices("sentence!(") {
        let rest = code[at + "sentence!(".len()..].trim_start();
        if let Some(quoted) = rest.strip_prefix('"') {
            if let Some(end) = quoted.find('"') {
                out.insert(quoted[..end].to_string());
            }
        }
    }
}

#[test]
fn every_message_is_used_and_every_message_used_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "crates"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut code = String::new();
    for f in &files {
        code.push_str(&std::fs::read_to_string(f).unwrap());
        code.push('\n');
    }
    let english = messages_of("en");
    let unused: Vec<_> = english
        .keys()
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    let mut named = BTreeSet::new();
    ids_named(&code, &mut named);
    let missing: Vec<_> = named
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        missing.is_empty(),
        "messages the code names that locales/en lacks: {missing:?}"
    );
}

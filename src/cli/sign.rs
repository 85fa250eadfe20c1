//! `pitpay sign`: the printable paytable sign a table posts for its players.

use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::args::SignArgs;
use pitpay_language::{t, Words};

use super::common::{catalog, out_json, out_or_filed, report_slip, say_error, say_refusal, words};
use super::BAD_INPUT;

/// `pitpay sign`: the sign written, then printed when asked, on the sign's own paper.
pub(super) fn command(args: &SignArgs) -> ExitCode {
    let words = match sign_words(args.language.as_deref()) {
        Ok(w) => w,
        Err(code) => return code,
    };
    let sign = SignRequest {
        words: &words,
        paytable: &args.paytable,
        size: args.size,
        decks: args.decks,
        house_rules: args.house_rules.as_deref(),
        show_edge: args.show_edge,
    };
    let out = out_or_filed(args.out.as_deref(), pitpay_journal::Shelf::Signs, |day| {
        crate::names::sign(&args.paytable, args.size, day)
    });
    let out = match out {
        Ok(path) => path,
        Err(code) => return code,
    };
    let code = write_sign(
        &sign,
        &out,
        args.force,
        args.paytables.as_deref(),
        args.json,
    );
    let paper = match args.size {
        pitpay_documents::sign::Size::A4 => Some(pitpay_journal::Paper::A4),
        _ => Some(pitpay_journal::Paper::Letter),
    };
    args.print.then(code, &out, paper)
}

/// The sign's languages (`--language en,zh-Hant`), else the settings' language, else
/// English, each with the property's own messages over the shipped ones.
fn sign_words(asked: Option<&[pitpay_language::Language]>) -> Result<Vec<Words>, ExitCode> {
    match asked {
        Some(list) if !list.is_empty() => {
            // Each once, in the order given (`zh-Hant,en,zh-Hant` is two languages).
            let mut once: Vec<&pitpay_language::Language> = Vec::new();
            once.extend(
                list.iter()
                    .filter(|l| !list.iter().take_while(|m| m != l).any(|m| m == *l)),
            );
            once.into_iter().map(|l| words(Some(l))).collect()
        }
        _ => words(None).map(|w| vec![w]),
    }
}

/// What a sign shows.
struct SignRequest<'a> {
    /// Its languages, in order.
    words: &'a [Words],
    paytable: &'a str,
    size: pitpay_documents::sign::Size,
    decks: Option<u8>,
    house_rules: Option<&'a str>,
    show_edge: bool,
}

/// The sign written atomically; a paytable whose operator file did not load, or an
/// existing file without --force, is refused before anything is rendered.
fn write_sign(
    sign: &SignRequest<'_>,
    out_path: &Path,
    force: bool,
    dir: Option<&Path>,
    json: bool,
) -> ExitCode {
    let catalog = match catalog(dir) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if let Some(why) = catalog.unusable(sign.paytable) {
        let w = first(sign.words);
        let said = t!(
            w,
            "sign-cli-unusable",
            paytable = sign.paytable,
            why = why.to_string()
        );
        say_error(&said, None);
        return ExitCode::from(BAD_INPUT);
    }
    if let Err(e) = pitpay_journal::check_output(out_path, force, &[]) {
        let at = out_path.display().to_string();
        say_refusal(|w| format!("{at}: {}", super::words::output(w, &e)));
        return ExitCode::from(BAD_INPUT);
    }
    let words: Vec<&Words> = sign.words.iter().collect();
    let result = pitpay_documents::sign::render_in(
        &catalog,
        sign.paytable,
        sign.size,
        (sign.decks, sign.house_rules, sign.show_edge),
        &words,
    )
    .map_err(pitpay_documents::slip::SlipError::from)
    .and_then(|bytes| {
        pitpay_journal::write_atomic(out_path, &bytes).map_err(|e| {
            pitpay_documents::slip::InputError::Write {
                path: out_path.to_path_buf(),
                source: std::sync::Arc::new(e),
            }
            .into()
        })
    });
    if json && result.is_ok() {
        let doc = json!({"sign": sign.paytable, "file": out_path});
        out_json(&doc);
        return ExitCode::SUCCESS;
    }
    report_slip(result, || {
        let file = out_path.display().to_string();
        t!(
            first(sign.words),
            "sign-cli-written",
            paytable = sign.paytable,
            file = file
        )
    })
}

/// The language the command's own messages are in: the sign's first.
fn first(words: &[Words]) -> &Words {
    words.first().unwrap_or(pitpay_language::english())
}

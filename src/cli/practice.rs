//! `pitpay worksheet` and `pitpay practice`: the dealer-school worksheet and the trainee's
//! progress (the drills themselves are in the app).

use std::process::ExitCode;

use super::args::WorksheetArgs;
use super::common::{catalog, out_or_filed};

/// `pitpay worksheet`: a practice sheet from the catalog (an operator folder's too),
/// then printed when asked.
pub(super) fn worksheet(args: WorksheetArgs) -> ExitCode {
    let out = out_or_filed(
        args.out.as_deref(),
        pitpay_journal::Shelf::Worksheets,
        |day| crate::names::worksheet(&args.game, &args.level, args.seed, day),
    );
    let out = match out {
        Ok(path) => path,
        Err(code) => return code,
    };
    let words = match super::common::words(args.language.as_ref()) {
        Ok(words) => words,
        Err(code) => return code,
    };
    let req = pitpay_practice::WorksheetRequest {
        game: &args.game,
        count: args.count,
        seed: args.seed,
        level: &args.level,
        out: &out,
        force: args.force,
        json: args.json,
        words: &words,
    };
    let code = match catalog(args.paytables.as_deref()) {
        Ok(catalog) => pitpay_practice::worksheet(&req, &catalog),
        Err(code) => code,
    };
    args.print.then(code, &out, None)
}

/// `pitpay practice`: the progress with --stats; without it, where the drills are.
pub(super) fn stats(stats: bool, json: bool) -> ExitCode {
    if !stats {
        let said = pitpay_language::t!(super::common::voice(), "listing-practice-where");
        eprintln!("{said}");
    }
    pitpay_practice::stats(json, super::common::voice())
}

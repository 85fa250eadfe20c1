//! `pitpay worksheet` and `pitpay practice`: the dealer-school worksheet and the trainee's
//! progress (the drills themselves are in the app).

use std::process::ExitCode;

use super::args::WorksheetArgs;
use super::common::catalog;

/// `pitpay worksheet`: a practice sheet from the catalog (an operator folder's too),
/// then printed when asked.
pub(super) fn worksheet(args: WorksheetArgs) -> ExitCode {
    let req = pitpay_practice::WorksheetRequest {
        game: &args.game,
        count: args.count,
        seed: args.seed,
        level: &args.level,
        out: &args.out,
        force: args.force,
        json: args.json,
    };
    let code = match catalog(args.paytables.as_deref()) {
        Ok(catalog) => pitpay_practice::worksheet(&req, &catalog),
        Err(code) => code,
    };
    args.print.then(code, &args.out, None)
}

/// `pitpay practice`: the progress with --stats; without it, where the drills are.
pub(super) fn stats(stats: bool, json: bool) -> ExitCode {
    if !stats {
        eprintln!("the drills are in the app: pitpay, then Practice (Ctrl+D); pitpay practice --stats prints your progress");
    }
    pitpay_practice::stats(json)
}

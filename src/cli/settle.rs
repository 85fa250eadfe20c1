//! `pitpay settle`: a round file settled, as a table for the supervisor at the podium or
//! as the contract JSON for the systems that read it (ROUND-FILE.md "Commands").

use std::path::Path;
use std::process::ExitCode;

use super::common::{catalog, fail, out, out_json, read_round, words};
use pitpay_core::report;
use pitpay_core::settle;
use pitpay_core::Floor;
use pitpay_core::Statement;
use pitpay_core::{PlayError, Round};

/// `pitpay settle ROUND`: the settlement with the floor's rack and tax flags; bad input
/// (exit 2) names the file, line and field. The table is in the podium's language
/// (`language`, else the settings', else English); the JSON is the contract, English.
pub(super) fn command(
    path: &Path,
    json: bool,
    dir: Option<&Path>,
    colour_for_colour: bool,
    language: Option<&pitpay_language::Language>,
) -> ExitCode {
    let catalog = match catalog(dir) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (file, text) = match read_round(path) {
        Ok(read) => read,
        Err(e) => return fail(&e, &catalog),
    };
    let round = match Round::parse(&file, &text, &catalog) {
        Ok(r) => r,
        Err(e) => return fail(&e, &catalog),
    };
    let settlement = match settle(&round) {
        Ok(s) => s,
        Err(e) => return fail(&round.locate(e), &catalog),
    };
    for p in catalog.problems() {
        eprintln!("warning: a paytable file did not load: {p}");
    }
    let floors = catalog.floor();
    for p in floors.problems() {
        eprintln!("warning: a rack or jurisdiction file did not load, so it is not used: {p}");
    }
    let table = match floors.for_round(
        settlement.header.rack.as_deref(),
        settlement.currency,
        settlement.header.date,
        property_year(),
    ) {
        Ok(t) => t,
        Err(m) => return fail(&round.locate(PlayError::new("rack", m)), &catalog),
    };
    let floor = Floor::of(&table, colour_for_colour);
    if json {
        let english = pitpay_language::english();
        let statement = Statement::with_floor(&settlement, &floor, english);
        out_json(&report::json(&settlement, &statement));
    } else {
        let words = match words(language) {
            Ok(w) => w,
            Err(code) => return code,
        };
        let statement = Statement::with_floor(&settlement, &floor, &words);
        out(&report::table(&statement, &words));
    }
    ExitCode::SUCCESS
}

/// This year on the property's calendar (its settings' clock, else the computer's):
/// the tax year of a round without a date.
fn property_year() -> i32 {
    let clock = pitpay_journal::data_dir()
        .and_then(|d| pitpay_journal::Settings::load(&d).ok())
        .map_or_else(pitpay_journal::PropertyClock::computer, |s| s.clock());
    i32::from(clock.year_at(jiff::Timestamp::now()))
}

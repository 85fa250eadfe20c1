//! `pitpay analyze`: a paytable's exact house edge, return, hit frequency and spread,
//! and a main game's strategy card, for the games manager who chooses the tables.

use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::args::AnalyzeArgs;
use super::common::{catalog, out, out_json, say_error, voice};
use super::BAD_INPUT;
use pitpay_core::analysis::AnalysisError;
use pitpay_core::Catalog;
use pitpay_language::{sentence, t, Sentence};

/// `pitpay analyze PAYTABLE`: a side bet's exact analysis (Lucky 9: with its strategy
/// chart), or a main game's edge and strategy card.
pub(super) fn command(ask: &AnalyzeArgs) -> ExitCode {
    let catalog = match catalog(ask.paytables.as_deref()) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let id = ask.paytable.as_str();
    let bad = |msg: String| {
        say_error(&msg, None);
        super::common::note_problems(&catalog);
        ExitCode::from(BAD_INPUT)
    };
    let Some(table) = catalog.paytable(id) else {
        return bad(t!(voice(), "cli-analyze-no-paytable", id = id));
    };
    if let Some(game) = pitpay_core::analysis::main_game_of(table) {
        return main_game(&catalog, table, game, ask);
    }
    let result = analyze_setup(&catalog, table, ask)
        .and_then(|setup| pitpay_core::analysis::analyze(table, &setup).map_err(|e| said(&e)));
    let analysis = match result {
        Ok(a) => a,
        Err(e) => return bad(e),
    };
    for p in catalog.problems() {
        let problem = p.in_words(voice());
        eprintln!(
            "{}",
            t!(voice(), "cli-paytable-not-loaded", problem = problem)
        );
    }
    if ask.json {
        let doc = pitpay_core::analysis::to_json(&analysis);
        out_json(&doc);
    } else {
        out(&pitpay_core::analysis::to_table(
            &analysis,
            super::common::voice(),
        ));
    }
    ExitCode::SUCCESS
}

/// The setup an analysis runs under: the deck count (the paytable's largest unless
/// given), house options as a round has them (defaults, then the house-rules file, then
/// each `--set`, checked as a round file's `[house]` is), the declared suit and meter.
fn analyze_setup(
    catalog: &Catalog,
    table: &pitpay_core::Paytable,
    ask: &AnalyzeArgs,
) -> Result<pitpay_core::analysis::Setup, String> {
    let decks = ask
        .decks
        .or_else(|| table.decks.last().copied())
        .unwrap_or(1);
    let (mut house, mut declared_suit) = house_for(catalog, table, ask.house_rules.as_deref())?;
    for item in &ask.set {
        if let Some(suit) = set_option(table, &mut house, item)? {
            declared_suit = Some(suit);
        }
    }
    let meter = ask
        .meter
        .as_deref()
        .map(|text| {
            let cur = table.currency.unwrap_or_default();
            let (m, symbol) = pitpay_core::Money::parse(text).map_err(|e| {
                t!(
                    voice(),
                    "cli-option-why",
                    option = "--meter",
                    why = Sentence::from(&e).in_words(voice())
                )
            })?;
            match symbol.filter(|s| *s != cur) {
                Some(found) => Err(t!(
                    voice(),
                    "cli-analyze-meter-currency",
                    text = text,
                    found = found.to_string(),
                    id = table.id.as_str(),
                    currency = cur.to_string()
                )),
                None => Ok(m),
            }
        })
        .transpose()?;
    Ok(pitpay_core::analysis::Setup {
        decks,
        house,
        declared_suit,
        meter,
    })
}

/// The house options of the paytable's game, or of a house-rules file's (which must be
/// a game the paytable serves), and the file's declared suit.
fn house_for(
    catalog: &Catalog,
    table: &pitpay_core::Paytable,
    rules: Option<&str>,
) -> Result<(pitpay_core::HouseOptions, Option<pitpay_core::Suit>), String> {
    let game = table.home_game;
    let Some(id) = rules else {
        return Ok((pitpay_core::HouseOptions::defaults(game), None));
    };
    let w = voice();
    let r = catalog
        .house_rules(id)
        .ok_or_else(|| t!(w, "cli-analyze-no-house-rules", id = id))?;
    if !table.serves(r.game) {
        return Err(t!(
            w,
            "cli-analyze-house-rules-game",
            id = id,
            game = r.game.id(),
            paytable = table.id.as_str(),
            games = table.games_text()
        ));
    }
    let mut house = pitpay_core::HouseOptions::defaults(r.game);
    for (key, value, line) in &r.options {
        house.set(key, value).map_err(|e| {
            t!(
                w,
                "cli-analyze-house-rules-line",
                id = id,
                line = *line,
                why = Sentence::from(&e).in_words(w)
            )
        })?;
    }
    Ok((house, r.declared_suit))
}

/// One `--set KEY=VALUE`: a house option checked as a round file's `[house]` checks it,
/// refused when it would not change this paytable's figures; `declared_suit=S` gives
/// the declared suit (returned) to a paytable with a declared-suit tier.
fn set_option(
    table: &pitpay_core::Paytable,
    house: &mut pitpay_core::HouseOptions,
    item: &str,
) -> Result<Option<pitpay_core::Suit>, String> {
    let w = voice();
    let refused = |why: Sentence| t!(w, "cli-analyze-set", item = item, why = why.in_words(w));
    let Some((key, value)) = item.split_once('=') else {
        return Err(refused(sentence!("cli-analyze-set-form")));
    };
    let (key, value) = (key.trim(), value.trim());
    if key == "declared_suit" {
        let has_declared = table.tiers().iter().any(|t| {
            t.pattern
                .conditions
                .contains(&pitpay_core::Condition::DeclaredSuit)
        });
        if !has_declared {
            return Err(t!(
                w,
                "cli-analyze-no-declared-suit",
                id = table.id.as_str()
            ));
        }
        return value
            .parse()
            .map(Some)
            .map_err(|e| refused(Sentence::from(&e)));
    }
    // A key the program knows types its value (true, 3, "hit"); any other is refused
    // by `set`, naming it.
    let known = key.parse::<pitpay_core::HouseKey>().ok();
    let written = known.map_or_else(
        || pitpay_core::OptionValue::Text(value.to_string()),
        |k| pitpay_core::value_for(k, value),
    );
    house
        .set(key, &written)
        .map_err(|e| refused(Sentence::from(&e)))?;
    let matter = pitpay_core::analysis::options_that_matter(table);
    if !known.is_some_and(|k| matter.contains(&k)) {
        let ids: Vec<&str> = matter.iter().map(|k| k.id()).collect();
        return Err(refused(sentence!(
            "cli-analyze-set-no-change",
            key = key,
            id = table.id.as_str(),
            count = ids.len(),
            options = ids.join(", ")
        )));
    }
    Ok(None)
}

/// `pitpay analyze blackjack-main` / `stadium-main`: the main game's edge
/// under the table's options.
fn main_game(
    catalog: &Catalog,
    table: &pitpay_core::Paytable,
    game: pitpay_core::Game,
    ask: &AnalyzeArgs,
) -> ExitCode {
    let bad = |msg: String| {
        say_error(&msg, None);
        ExitCode::from(BAD_INPUT)
    };
    if ask.meter.is_some() {
        return bad(t!(voice(), "cli-analyze-no-meter", id = table.id.as_str()));
    }
    let result = analyze_setup(catalog, table, ask).and_then(|setup| {
        if !table.decks.contains(&setup.decks) {
            return Err(t!(
                voice(),
                "cli-analyze-decks",
                decks = setup.decks,
                id = table.id.as_str(),
                dealt = pitpay_core::analysis::or_list(&table.decks).in_words(voice())
            ));
        }
        let mut m = pitpay_core::analysis::main_game::analyze(game, &setup.house, setup.decks)
            .map_err(|e| said(&e))?;
        if let Some(rounds) = ask.simulate {
            pitpay_core::analysis::main_game::simulate(&mut m, rounds).map_err(|e| match e {
                AnalysisError::Rounds { rounds, most } => {
                    t!(
                        voice(),
                        "cli-analyze-simulate",
                        rounds = rounds,
                        most = most
                    )
                }
                e => said(&e),
            })?;
        }
        Ok(m)
    });
    let m = match result {
        Ok(m) => m,
        Err(e) => return bad(e),
    };
    // The card in the settings' language, else English (analyze has no --language).
    let words = match ask.card.as_ref().map(|_| super::common::words(None)) {
        Some(Err(code)) => return code,
        Some(Ok(words)) => Some(words),
        None => None,
    };
    if let (Some(path), Some(words)) = (&ask.card, &words) {
        if let Err(e) = write_card(&m, path, ask, words) {
            return bad(e);
        }
    }
    if ask.json {
        let mut doc = pitpay_core::analysis::main_game::to_json(&m, &table.id);
        if let Some(path) = &ask.card {
            doc["card"] = json!(path);
        }
        out_json(&doc);
    } else {
        out(&pitpay_core::analysis::main_game::to_table(
            &m,
            &table.id,
            super::common::voice(),
        ));
        if let (Some(path), Some(words)) = (&ask.card, &words) {
            let file = path.display().to_string();
            let said = pitpay_language::t!(words, "card-written", file = file);
            out(&format!("{said}\n"));
        }
    }
    ExitCode::SUCCESS
}

/// Writes the strategy card of an analysed main game, never over a file unasked.
fn write_card(
    m: &pitpay_core::analysis::main_game::MainGame,
    path: &Path,
    ask: &AnalyzeArgs,
    words: &pitpay_language::Words,
) -> Result<(), String> {
    pitpay_journal::check_output(path, ask.force, &[])
        .map_err(|e| format!("{}: {}", path.display(), super::words::output(voice(), &e)))?;
    let paper = ask.paper.unwrap_or_else(|| {
        pitpay_journal::data_dir()
            .and_then(|d| pitpay_journal::Settings::load(&d).ok())
            .and_then(|s| s.paper)
            .unwrap_or(pitpay_journal::Paper::Letter)
    });
    let mut command = format!("pitpay analyze {} --decks {}", ask.paytable, m.decks);
    for s in &ask.set {
        command.push_str(&format!(" --set {s}"));
    }
    let bytes = pitpay_documents::strategy_card::render(
        m,
        paper,
        &command,
        time::OffsetDateTime::now_utc(),
        words,
    )
    .map_err(|e| format!("{}: {e}", path.display()))?;
    pitpay_journal::write_atomic(path, &bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(())
}

/// An analysis's refusal in the podium's language (English with `--json`).
fn said(e: &AnalysisError) -> String {
    pitpay_language::Sentence::from(e).in_words(super::common::voice())
}

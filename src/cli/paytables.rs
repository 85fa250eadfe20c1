//! `pitpay paytables`: every paytable and house-rules file the catalog holds, for the
//! operator who checks what the podium will pay.

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::common::{catalog, out, out_json, voice};
use pitpay_core::Catalog;
use pitpay_language::{pad, t};

/// `pitpay paytables`: the list, then warnings for files that did not load and for an
/// operator paytable that would pay the player.
pub(super) fn command(json: bool, dir: Option<&Path>) -> ExitCode {
    let catalog = match catalog(dir) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if json {
        out_json(&list_json(&catalog));
    } else {
        out(&list_table(&catalog));
    }
    for p in catalog.problems() {
        eprintln!("warning: a paytable file did not load: {p}");
    }
    // Operator paytables are analyzed as they load: one that would pay the player is
    // flagged (shipped ones are checked by the tests).
    for t in catalog.paytables().filter(|t| catalog.is_operator(&t.id)) {
        if let Some((decks, ret)) = pitpay_core::analysis::pays_player(t) {
            eprintln!(
                "warning: operator paytable {} returns {:.2}% at {} decks: it would pay the player",
                t.id,
                100.0 * ret,
                decks
            );
        }
    }
    ExitCode::SUCCESS
}

/// The list as JSON: paytables, house-rules files, and the files that did not load.
fn list_json(catalog: &Catalog) -> serde_json::Value {
    let list: Vec<_> = catalog
        .paytables()
        .map(|t| {
            json!({
                "id": t.id, "game": t.games_text(),
                "games": t.games.iter().map(|g| g.id()).collect::<Vec<_>>(),
                "bet": t.bet.id(), "name": t.name,
                "version": t.version, "effective": t.effective, "fingerprint": t.fingerprint,
                "verified": t.verified,
            })
        })
        .collect();
    let house: Vec<_> = catalog
        .all_house_rules()
        .map(|h| json!({"id": h.id, "name": h.name, "game": h.game.id()}))
        .collect();
    let problems: Vec<String> = catalog.problems().iter().map(ToString::to_string).collect();
    json!({"paytables": list, "house_rules": house, "problems": problems})
}

/// The list for people: one paytable a line in columns, then the house-rules files; in
/// the podium's language, each column padded by the width a terminal shows it at, and
/// each name as the file gives it in that language (else its own).
fn list_table(catalog: &Catalog) -> String {
    let w = voice();
    let language = w.language();
    let mut list = String::new();
    let heading = [
        t!(w, "listing-paytables-id"),
        t!(w, "listing-paytables-game"),
        t!(w, "listing-paytables-bet"),
        t!(w, "listing-paytables-version"),
        t!(w, "listing-paytables-effective"),
        t!(w, "listing-paytables-fingerprint"),
        t!(w, "listing-paytables-verified"),
    ];
    let name = t!(w, "listing-paytables-name");
    let _ = writeln!(
        list,
        "{}{name}",
        columns(&heading.each_ref().map(String::as_str))
    );
    let (yes, no) = (
        t!(w, "listing-paytables-yes"),
        t!(w, "listing-paytables-no"),
    );
    for t in catalog.paytables() {
        let games = t.games_text();
        let cells = [
            t.id.as_str(),
            &games,
            t.bet.id(),
            &t.version,
            &t.effective,
            &t.fingerprint,
            if t.verified { &yes } else { &no },
        ];
        let _ = writeln!(list, "{}{}", columns(&cells), t.names.or(language, &t.name));
    }
    let house: Vec<_> = catalog.all_house_rules().collect();
    if !house.is_empty() {
        let _ = writeln!(list);
        let _ = writeln!(list, "{}", t!(w, "listing-paytables-house-rules"));
        for h in house {
            let _ = writeln!(
                list,
                "  {} {} {}",
                pad(&h.id, 24),
                pad(h.game.id(), 17),
                h.names.or(language, &h.name)
            );
        }
    }
    list
}

/// A paytable's cells before its name, each padded to its column and followed by one
/// space (verified's column is wide enough for its heading and a second space).
fn columns(cells: &[&str; 7]) -> String {
    const WIDTHS: [usize; 7] = [26, 17, 17, 8, 10, 12, 9];
    cells
        .iter()
        .zip(WIDTHS)
        .map(|(cell, width)| format!("{} ", pad(cell, width)))
        .collect()
}

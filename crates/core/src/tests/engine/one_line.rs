//! Every wager the round reader accepts gives exactly one settled line: a
//! main wager one per hand it rides on, every other wager one, never none and never
//! two, whatever its bet, party or game. Checked over every golden round that settles
//! and, from `properties` and `blackjack_properties`, over random rounds.

use std::path::Path;

use serde_json::Value;

use super::support::try_settle_named;

/// The wagers a round file places: (seat, party, bet id).
fn wagers(text: &str) -> Vec<(u64, &'static str, String)> {
    let Ok(round) = toml::from_str::<toml::Table>(text) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let seats = round
        .get("seat")
        .and_then(|s| s.as_array())
        .cloned()
        .unwrap_or_default();
    for seat in seats {
        let number = seat
            .get("seat")
            .and_then(toml::Value::as_integer)
            .unwrap_or(0);
        for (table, party) in [("wagers", "player"), ("dealer_wagers", "dealer")] {
            let Some(t) = seat.get(table).and_then(|t| t.as_table()) else {
                continue;
            };
            for bet in t.keys() {
                out.push((u64::try_from(number).unwrap_or(0), party, bet.clone()));
            }
        }
    }
    out
}

/// Checks a settled round (the contract JSON) against the wagers its file placed.
pub(crate) fn one_line_per_wager(text: &str, v: &Value) -> Result<(), String> {
    for (number, party, bet) in wagers(text) {
        let seat = v["seats"]
            .as_array()
            .and_then(|s| s.iter().find(|x| x["seat"] == number))
            .ok_or_else(|| format!("seat {number} is not in the settlement"))?;
        let lines = seat["wagers"]
            .as_array()
            .map(|w| {
                w.iter()
                    .filter(|l| l["bet"] == bet.as_str() && l["for"] == party)
                    .count()
            })
            .unwrap_or(0);
        let hands = seat["hands"].as_array().map_or(1, Vec::len).max(1);
        // A player's main wager rides on every hand; a dealer's on hand 1, or on every
        // split hand when the terminal splits for the dealer too (R7.7 `split-dealer`).
        let want = match (bet.as_str(), party) {
            ("main", "player") => hands..=hands,
            ("main", _) => 1..=hands,
            _ => 1..=1,
        };
        if !want.contains(&lines) {
            return Err(format!(
                "seat {number} {party} {bet}: {lines} settled line(s), want {want:?}"
            ));
        }
    }
    Ok(())
}

/// Every golden round (tests/cases) and example round that settles.
#[test]
fn r1_7_every_accepted_wager_of_every_golden_round_has_one_line() {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let mut checked = 0;
    for dir in [
        "tests/cases/lucky9",
        "tests/cases/blackjack",
        "tests/cases/stadium",
        "examples/rounds",
    ] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let (name, input) = match super::cases::read_case(&path) {
                Ok(case) => (case.file, case.input),
                Err(_) => (
                    path.file_name().unwrap().to_string_lossy().into_owned(),
                    std::fs::read_to_string(&path).unwrap(),
                ),
            };
            let Ok(v) = try_settle_named(&name, &input) else {
                continue;
            };
            one_line_per_wager(&input, &v).unwrap_or_else(|e| panic!("{name}: {e}"));
            checked += 1;
        }
    }
    assert!(checked >= 100, "only {checked} rounds checked");
}

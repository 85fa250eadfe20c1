//! Round files through the window (ROUND-FILE.md): every example the app offers, every
//! round file of `examples/rounds/` and `tests/rounds/`, and a round with every optional
//! key the contract allows, each opened in the window and saved by its Save, keep every
//! key they were written with and settle (or are refused) as they did.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::gui::app::{App, Message};
use crate::gui::error::Error;
use crate::gui::testing::Window;
use pitpay_core::Catalog;
use pitpay_core::Round;

/// A blackjack round with every optional key of the contract and the labels added to
/// it (`date`, `rack`, `dealer_name`), non-default values wherever the round allows:
/// the house-rules file is [`FLOOR_RULES`], in the operator folder.
const EVERY_KEY: &str = r#"game = "blackjack"
decks = 6
table = "BJ-7"
currency = "USD"
house_rules = "bj-floor"
date = "2026-03-14"
rack = "us-standard"
dealer_name = "Kim Park"

[cards]
dealer = "AS 7C"

[house]
rounding = "half-up"
rounding_unit = "0.25"
blackjack_pays = "6-to-5"
soft17 = "hit"
peek = "yes"
double_on = "any-two"
double_after_split = false
max_hands = 3
split_on = "same-rank"
surrender = "late"
player_cap = "off"
suited_count = "largest-suit-group"
multiplier = "replaces-base"
meter_hits = "share-equally"

[paytables]
lucky-break = "lucky-break-2"
"21+3-progressive" = "21plus3-progressive-2"
suited-or-booted = "suited-or-booted-example"

[progressive]
meter = "25,000.00"
declared_suit = "S"

[progressive.suited-or-booted]
meter = "8,000.00"

[[seat]]
seat = 1
hands = ["AD KD"]
even_money = true

[seat.wagers]
main = "10"

[[seat]]
seat = 2
hands = ["10S 6C surrender"]

[seat.wagers]
main = "10"

[[seat]]
seat = 3
hands = ["8S 3D 10C double"]

[seat.wagers]
main = "10"
insurance = "5"
lucky-break = "5"
"21+3-progressive" = "1"
suited-or-booted = "1"

[seat.dealer_wagers]
main = "5"
lucky-break = "1"

[[seat]]
seat = 4
hands = ["9D 9H", "9C 10D"]

[seat.wagers]
main = 10
"#;

/// The house-rules file [`EVERY_KEY`] names.
const FLOOR_RULES: &str = "id = \"bj-floor\"\nname = \"Blackjack floor\"\ngame = \"blackjack\"\n\n[house]\nsoft17 = \"hit\"\n";

/// An operator folder with the example operator side bets (one round file wagers them)
/// and the house-rules file of [`EVERY_KEY`].
fn operator_folder(dir: &Path) -> PathBuf {
    let folder = dir.join("operator");
    std::fs::create_dir(&folder).unwrap();
    for entry in std::fs::read_dir("examples/paytables").unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, folder.join(path.file_name().unwrap())).unwrap();
    }
    std::fs::write(folder.join("bj-floor.toml"), FLOOR_RULES).unwrap();
    folder
}

/// Every round file to open: the app's examples, the two folders', and [`EVERY_KEY`].
fn round_files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = crate::gui::examples::ALL
        .iter()
        .map(|e| (e.file.to_string(), e.text.to_string()))
        .collect();
    for dir in ["examples/rounds", "tests/rounds"] {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        paths.sort();
        assert!(!paths.is_empty(), "no round files in {dir}");
        for p in paths {
            let text = std::fs::read_to_string(&p).unwrap();
            files.push((p.display().to_string(), text));
        }
    }
    files.push(("every-key.toml".into(), EVERY_KEY.into()));
    files
}

/// Every key of a TOML document with its value, as `seat[2].wagers.main = 10`:
/// strings trimmed, and an amount written as a number the same as one written as text
/// (ROUND-FILE.md: a TOML integer is whole units).
fn keys(text: &str) -> BTreeSet<String> {
    fn walk(at: &str, v: &toml::Value, out: &mut BTreeSet<String>) {
        match v {
            toml::Value::Table(t) => {
                for (k, v) in t {
                    let at = if at.is_empty() {
                        k.clone()
                    } else {
                        format!("{at}.{k}")
                    };
                    walk(&at, v, out);
                }
            }
            toml::Value::Array(a) => {
                for (i, v) in a.iter().enumerate() {
                    walk(&format!("{at}[{i}]"), v, out);
                }
            }
            toml::Value::String(s) => {
                out.insert(format!("{at} = {}", s.trim()));
            }
            other => {
                out.insert(format!("{at} = {other}"));
            }
        }
    }
    let mut out = BTreeSet::new();
    walk("", &text.parse::<toml::Table>().unwrap().into(), &mut out);
    out
}

/// What the round reads into, as far as its file says it, and what it settles to: the
/// contract's JSON, or the field and message of why it does not settle.
fn read(file: &str, text: &str, catalog: &Catalog) -> (String, String) {
    let round = match Round::parse(file, text, catalog) {
        Ok(r) => r,
        Err(e) => return (String::new(), format!("{}: {}", e.field, e.message)),
    };
    let parts = format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        round.game,
        round.shoe,
        round.header,
        round.currency,
        round.house,
        round.paytables.values().map(|t| &t.id).collect::<Vec<_>>(),
        (&round.dealer, &round.shared_player, &round.community),
        round.seats,
        round.meters,
        (&round.player_bets, &round.dealer_bets),
    );
    let settled = match pitpay_core::settle(&round) {
        Ok(st) => pitpay_core::report::to_json(&st).to_string(),
        Err(e) => {
            let e = round.locate(e);
            format!("{}: {}", e.field, e.message)
        }
    };
    (parts, settled)
}

#[test]
fn every_round_file_opened_and_saved_in_the_window_keeps_every_key_and_settles_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let catalog = || Catalog::with_operator_dir(Some(&dir.path().join("operator")));
    operator_folder(dir.path());
    let mut opened = 0;
    for (i, (file, text)) in round_files().into_iter().enumerate() {
        let mut a = App::new(catalog());
        let mut w = Window::new(1280.0, 800.0);
        w.send(
            &mut a,
            Message::Opened(Ok((PathBuf::from(&file), text.clone()))),
        );
        if let Some(Err(Error::NotOpened(e))) = &a.status {
            // What the window cannot open, the reader refuses too, with the same words.
            let refused = Round::parse(&file, &text, &catalog()).unwrap_err();
            assert_eq!(e, &refused, "{file}");
            continue;
        }
        opened += 1;
        let saved = dir.path().join(format!("saved-{i}.toml"));
        w.send(&mut a, Message::SavePicked(Some(saved.clone())));
        let again = std::fs::read_to_string(&saved)
            .unwrap_or_else(|e| panic!("{file} was not saved: {e} ({:?})", a.status));
        assert_eq!(keys(&again), keys(&text), "{file}: the keys as saved");
        let settled = read("saved.toml", &text, &catalog());
        assert_eq!(
            read("saved.toml", &again, &catalog()),
            settled,
            "{file}: read and settled"
        );
        // Only the rounds refused on purpose are refused (the others would pass the
        // comparison above by being refused alike).
        let refused_on_purpose = file.contains("refused") || file.contains("-bad-");
        assert_eq!(
            settled.1.starts_with('{'),
            !refused_on_purpose,
            "{file}: {}",
            settled.1
        );
        assert_eq!(a.settle.result.is_ok(), !refused_on_purpose, "{file}");
    }
    assert!(opened > 20, "{opened} round files opened");
}

/// The window keeps the dealer's name it has no box for: a round opened with one is
/// saved with it, and its slip carries it, for the sign-off to print when the panel
/// names no dealer (ROUND-FILE.md's `dealer_name`).
#[test]
fn a_round_opened_with_its_dealer_keeps_the_dealer_in_its_file_and_its_slip() {
    let text = "game = \"lucky9\"\ndecks = 8\ntable = \"L9-4\"\ndealer_name = \"Kim Park\"\n\n[cards]\ndealer = \"KC 4H 3D\"\n\n[[seat]]\nseat = 1\nhands = [\"AS 8D\"]\n\n[seat.wagers]\nmain = \"25\"\n";
    let dir = tempfile::tempdir().unwrap();
    let mut a = super::app_in(dir.path());
    let mut w = Window::new(1280.0, 800.0);
    w.send(
        &mut a,
        Message::Opened(Ok(("dealt.toml".into(), text.into()))),
    );
    assert_eq!(a.settle.round_text(), text, "written back exactly");
    // Typing in the boxes the window has leaves the labels it has none for alone.
    w.send(
        &mut a,
        Message::Settle(crate::gui::screen::settle::Message::TableChanged(
            "L9-5".into(),
        )),
    );
    assert!(a.settle.round_text().contains("dealer_name = \"Kim Park\""));
    super::ctrl(&mut w, &mut a, "e");
    w.type_text(&mut a, "Maria Lopez");
    super::press(&mut w, &mut a, iced::keyboard::key::Named::Enter);
    w.type_text(&mut a, "S-114");
    super::press(&mut w, &mut a, iced::keyboard::key::Named::Enter);
    super::press(&mut w, &mut a, iced::keyboard::key::Named::Enter);
    let journal = pitpay_journal::Journal::open(dir.path()).unwrap();
    let slip = journal.slip(1).unwrap().expect("slip 1 issued");
    assert!(slip.payload.contains("Kim Park"), "{}", slip.payload);
}

/// A file holding what the form could not keep is refused when opened, naming the
/// line and the field, never opened with that part dropped.
#[test]
fn a_file_the_form_cannot_keep_whole_is_refused_with_its_line() {
    let cases = [
        ("date = \"2026-02-30\"\n", "date", 3),
        ("[paytables]\n\"no such\" = \"x\"\n", "paytables.no such", 4),
    ];
    for (extra, field, line) in cases {
        let text =
            format!("game = \"lucky9\"\ndecks = 8\n{extra}\n[cards]\ndealer = \"KC 4H 3D\"\n");
        let e = crate::gui::form::RoundForm::from_toml("r.toml", &text).unwrap_err();
        assert_eq!((e.field.as_str(), e.line), (field, Some(line)), "{e}");
    }
    let text = "game = \"lucky9\"\ndecks = 8\n\n[cards]\ndealer = \"KC 4H 3D\"\n\n[[seat]]\nseat = 1\nhands = [\"AS 8D\"]\n[seat.wagers]\n\"main wager\" = \"25\"\n";
    let e = crate::gui::form::RoundForm::from_toml("r.toml", text).unwrap_err();
    assert_eq!(
        (e.field.as_str(), e.line),
        ("seat 1 wagers.main wager", Some(11)),
        "{e}"
    );
}

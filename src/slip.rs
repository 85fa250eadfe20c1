//! Signed-off payout slips (ROUND-FILE.md `slip`, `verify`, `reprint`, `void`).
//!
//! A slip is a PDF of one settlement, numbered from the journal and signed off by a
//! named supervisor. It embeds a signed record: the round file, the paytables and
//! house rules it was settled with, and the settlement itself (the same JSON as
//! `settle --json`), signed with this installation's Ed25519 key. A second signature,
//! the seal, covers every byte of the file, so any changed byte fails `verify`.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::catalog::Catalog;
use crate::files::{self, Access, Staged};
use crate::game::Game;
use crate::journal::{Issued, Journal, JournalError, NewSlip};
use crate::keys::{self, Keys};
use crate::pdf::{self, Doc, Page, Weight};
use crate::report;
use crate::round::Round;
use crate::settle::{settle, Settlement};

/// Why a slip could not be made, or why a slip failed verification.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SlipError {
    /// Bad input (exit 2): a missing supervisor, a bad round, an unwritable folder.
    #[error("{0}")]
    Input(String),
    /// The slip did not verify (exit 1).
    #[error("{0}")]
    Failed(String),
}

impl From<JournalError> for SlipError {
    fn from(e: JournalError) -> Self {
        SlipError::Input(e.to_string())
    }
}

/// Who and where, for the slip's header and sign-off.
#[derive(Debug, Clone, Default)]
pub struct SignOff {
    /// The property (casino).
    pub property: String,
    /// The signing-off supervisor's name.
    pub supervisor: String,
    /// Their ID.
    pub supervisor_id: String,
    /// The dealer's name, if given.
    pub dealer: String,
}

fn sha256_hex(bytes: &[u8]) -> String {
    keys::to_hex(&Sha256::digest(bytes))
}

fn now() -> String {
    let format =
        time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]Z");
    time::OffsetDateTime::now_utc()
        .format(&format)
        .unwrap_or_default()
}

/// Issues a slip: settles the round, takes the next number, writes the signed PDF to
/// `out` (atomically) and records it. Returns the slip number.
pub fn issue(
    round_file: &str,
    round_text: &str,
    catalog: &Catalog,
    who: &SignOff,
    out: &Path,
    data_dir: &Path,
) -> Result<i64, SlipError> {
    if who.supervisor.trim().is_empty() || who.supervisor_id.trim().is_empty() {
        return Err(SlipError::Input(
            "no slip without the signing-off supervisor's name and ID (--supervisor, --supervisor-id)".into(),
        ));
    }
    let round = Round::parse(round_file, round_text, catalog)
        .map_err(|e| SlipError::Input(e.to_string()))?;
    let settlement = settle(&round).map_err(|e| SlipError::Input(round.locate(e).to_string()))?;
    check_writable(out)?;
    let keys = Keys::load_or_create(data_dir).map_err(|e| SlipError::Input(e.to_string()))?;
    let time = now();
    let sj = report::to_json(&settlement);
    let mut journal = Journal::open(data_dir)?;
    let table = settlement.table.clone().unwrap_or_default();
    let paid = settlement.player.paid.to_string();
    let net = settlement.player.net.to_string();
    // The number is taken, the PDF made and staged beside `out`, and the slip recorded
    // in one journal transaction; only then is the file renamed into place. A failure
    // before that drops the staged file, which removes it.
    let mut staged: Option<Staged> = None;
    let number = journal.issue(
        &NewSlip {
            time: &time,
            supervisor: who.supervisor.trim(),
            supervisor_id: who.supervisor_id.trim(),
            table: &table,
            game: settlement.game.id(),
            paid: &paid,
            net: &net,
        },
        |number| -> Result<Issued, SlipError> {
            let signed = json!({
                "slip": number,
                "time": time,
                "property": who.property,
                "table": table,
                "supervisor": who.supervisor.trim(),
                "supervisor_id": who.supervisor_id.trim(),
                "dealer": who.dealer,
                "round": round_text,
                "paytables": embedded_paytables(&settlement),
                "house_rules": embedded_house_rules(&round, catalog),
                "settlement": sj,
            });
            let signature = keys.sign(&canonical(&signed));
            let payload = json!({
                "pitpay_slip": 1,
                "copy": "original",
                "signed": signed,
                "public_key": keys.public_hex(),
                "key_fingerprint": keys::fingerprint(&keys.public()),
                "signature": signature,
                "seal": pdf::SEAL_ZERO,
            });
            let bytes = render_sealed(&payload, &settlement, &keys)?;
            staged = Some(stage(out, &bytes)?);
            Ok(Issued {
                payload: payload.to_string(),
                sha256: sha256_hex(&bytes),
                signature,
            })
        },
    )?;
    staged
        .map_or(Ok(()), Staged::commit)
        .map_err(|e| {
            SlipError::Input(format!(
                "slip {number} is recorded in the journal, but {} could not be written ({e}); print it again with `pitpay reprint {number} --out FILE`",
                out.display()
            ))
        })?;
    Ok(number)
}

/// Prints a slip again from the journal, marked REPRINT (and VOID when voided).
pub fn reprint(number: i64, out: &Path, data_dir: &Path) -> Result<(), SlipError> {
    let mut journal = Journal::open(data_dir)?;
    let (payload, state, _) = journal
        .payload(number)?
        .ok_or_else(|| SlipError::Input(format!("the journal has no slip number {number}")))?;
    let mut payload: Value = serde_json::from_str(&payload)
        .map_err(|e| SlipError::Input(format!("slip {number}: damaged journal record: {e}")))?;
    payload["copy"] = json!(if state == "void" { "void" } else { "reprint" });
    payload["seal"] = json!(pdf::SEAL_ZERO);
    let keys = Keys::load_or_create(data_dir).map_err(|e| SlipError::Input(e.to_string()))?;
    let settlement = resettle(&payload["signed"]).map_err(SlipError::Input)?;
    check_writable(out)?;
    let bytes = render_sealed(&payload, &settlement, &keys)?;
    let staged = stage(out, &bytes)?;
    journal.record_reprint(number, &sha256_hex(&bytes), &now())?;
    staged
        .commit()
        .map_err(|e| SlipError::Input(format!("{}: cannot write: {e}", out.display())))?;
    Ok(())
}

/// Verifies a slip file. `Ok` with a summary when it passes.
pub fn verify(bytes: &[u8], data_dir: &Path) -> Result<String, SlipError> {
    // A file that carries Pitpay's marks but cannot be read was a slip and was changed:
    // that is a failed verification, not a wrong kind of file.
    let marked = bytes.windows(10).any(|w| w == b"PitpaySlip") || pdf::seal_range(bytes).is_some();
    let damaged = |what: &str| {
        if marked {
            SlipError::Failed(format!("the slip was changed: {what}"))
        } else {
            SlipError::Input("not a readable Pitpay slip (no embedded slip record)".into())
        }
    };
    let payload = pdf::extract(bytes)
        .ok_or_else(|| damaged("the PDF or its embedded record can no longer be read"))?;
    let payload: Value =
        serde_json::from_slice(&payload).map_err(|_| damaged("its embedded record is damaged"))?;
    let public = payload["public_key"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let range =
        pdf::seal_range(bytes).ok_or_else(|| SlipError::Failed("the slip has no seal".into()))?;
    let seal = String::from_utf8_lossy(bytes.get(range.clone()).unwrap_or_default()).to_string();
    let mut zeroed = bytes.to_vec();
    if let Some(slot) = zeroed.get_mut(range) {
        slot.copy_from_slice(pdf::SEAL_ZERO.as_bytes());
    }
    if !keys::verify(&public, &Sha256::digest(&zeroed), &seal) {
        return Err(SlipError::Failed(
            "the file was changed after it was signed: its seal does not match".into(),
        ));
    }
    let signed = &payload["signed"];
    let signature = payload["signature"].as_str().unwrap_or_default();
    if !keys::verify(&public, &canonical(signed), signature) {
        return Err(SlipError::Failed(
            "the settlement's signature does not match its content".into(),
        ));
    }
    let fp = keys::fingerprint(&keys::unhex(&public).unwrap_or_default());
    let own = std::fs::metadata(Keys::path(data_dir)).is_ok()
        && Keys::load_or_create(data_dir).is_ok_and(|k| k.public_hex() == public);
    let trusted = keys::trusted(data_dir).map_err(|e| SlipError::Input(e.to_string()))?;
    let who = if own {
        "this installation".to_string()
    } else if let Some((name, _)) = trusted.iter().find(|(_, k)| *k == public) {
        format!("trusted key \"{name}\"")
    } else {
        return Err(SlipError::Failed(format!(
            "signed by an unknown key (fingerprint {fp}); add it to trusted-keys.toml to accept it"
        )));
    };
    let settlement = resettle(signed)
        .map_err(|e| SlipError::Failed(format!("the embedded round no longer settles: {e}")))?;
    if report::to_json(&settlement) != signed["settlement"] {
        return Err(SlipError::Failed("re-settling the embedded round gives a different settlement from the one the slip states".into()));
    }
    let number = signed["slip"].as_i64().unwrap_or(0);
    if data_dir.join("journal.sqlite3").exists() {
        let journal = Journal::open(data_dir)?;
        if let Some((_, state, _)) = journal.payload(number)? {
            // This installation's journal speaks for the numbers its own key issued.
            if own {
                let hash = sha256_hex(bytes);
                if !journal.hashes(number)?.contains(&hash) {
                    return Err(SlipError::Failed(format!(
                        "slip {number}: this file is not one the journal issued for it"
                    )));
                }
                if state == "void" {
                    return Err(SlipError::Failed(format!(
                        "slip {number} is VOID in the journal"
                    )));
                }
            }
        }
    }
    Ok(format!(
        "slip {number} verified: signed by {who} (key {fp}), re-settles to the same payouts (player paid {}, net {})",
        signed["settlement"]["totals"]["player"]["paid"].as_str().unwrap_or(""),
        signed["settlement"]["totals"]["player"]["net"].as_str().unwrap_or("")
    ))
}

/// The bytes a signature covers: the signed record as compact JSON, keys in the order
/// the slip wrote them.
fn canonical(signed: &Value) -> Vec<u8> {
    serde_json::to_vec(signed).unwrap_or_default()
}

fn embedded_paytables(s: &Settlement) -> Value {
    Value::Object(
        s.paytables
            .iter()
            .map(|t| (t.id.clone(), json!(t.text.as_ref())))
            .collect(),
    )
}

fn embedded_house_rules(round: &Round, catalog: &Catalog) -> Value {
    round
        .house_rules
        .as_ref()
        .and_then(|id| catalog.house_rules(id))
        .map_or(
            Value::Null,
            |h| json!({ "id": h.id, "text": h.text.as_ref() }),
        )
}

/// Settles a slip's embedded round against its embedded paytables only.
fn resettle(signed: &Value) -> Result<Settlement, String> {
    let mut catalog = Catalog::default();
    // The main paytable of the game is always in use; others only when wagered.
    for (name, text) in crate::catalog::SHIPPED {
        if name.ends_with("-main.toml") {
            catalog.add_source(&format!("paytables/{name}"), text);
        }
    }
    if let Some(map) = signed["paytables"].as_object() {
        for (id, text) in map {
            catalog.add_source(
                &format!("slip paytable {id}"),
                text.as_str().unwrap_or_default(),
            );
        }
    }
    if let Some(text) = signed["house_rules"]["text"].as_str() {
        catalog.add_source("slip house rules", text);
    }
    if let Some(p) = catalog.problems().first() {
        return Err(p.to_string());
    }
    let text = signed["round"].as_str().unwrap_or_default();
    let round = Round::parse("slip round", text, &catalog).map_err(|e| e.to_string())?;
    settle(&round).map_err(|e| round.locate(e).to_string())
}

fn check_writable(out: &Path) -> Result<(), SlipError> {
    files::check_writable(out).map_err(|e| {
        SlipError::Input(format!(
            "{}: cannot write the slip there: {e}",
            files::folder_of(out).display()
        ))
    })
}

/// The one atomic writer ([`crate::files`]), here for callers that still name it so.
pub use crate::files::write_atomic;

/// The slip's bytes written and synced beside `out`, not yet in place.
fn stage(out: &Path, bytes: &[u8]) -> Result<Staged, SlipError> {
    Staged::write(out, bytes, Access::Shared)
        .map_err(|e| SlipError::Input(format!("{}: cannot write: {e}", out.display())))
}

/// Renders the slip, embeds the record and seals the file.
fn render_sealed(
    payload: &Value,
    settlement: &Settlement,
    keys: &Keys,
) -> Result<Vec<u8>, SlipError> {
    let pdf_bytes = render(payload, settlement).map_err(|e| SlipError::Input(e.to_string()))?;
    let mut bytes = pdf::embed(&pdf_bytes, payload.to_string().as_bytes())
        .map_err(|e| SlipError::Input(e.to_string()))?;
    let range = pdf::seal_range(&bytes)
        .ok_or_else(|| SlipError::Input("the slip's seal could not be placed".into()))?;
    // The seal signs the file's SHA-256 (with the seal zeroed), not the megabytes
    // themselves: Ed25519 would hash them twice more.
    let seal = keys.sign(&Sha256::digest(&bytes));
    if let Some(slot) = bytes.get_mut(range) {
        slot.copy_from_slice(seal.as_bytes());
    }
    Ok(bytes)
}

const W: f32 = 210.0;
const H: f32 = 297.0;
const LEFT: f32 = 14.0;
const RIGHT: f32 = 196.0;
const BOTTOM: f32 = 16.0;

/// A page flow: text lines from the top, new pages as needed.
struct Flow {
    doc: Doc,
    page: Page,
    y: f32,
    number: i64,
    mark: &'static str,
}

impl Flow {
    fn room(&mut self, h: f32) {
        if self.y - h < BOTTOM {
            let page = std::mem::replace(&mut self.page, Page::new(W, H));
            self.doc.push(page);
            self.y = H - 16.0;
            let n = self.number;
            self.doc.text(
                &mut self.page,
                LEFT,
                self.y,
                9.0,
                Weight::Regular,
                &format!("Payout slip No. {n:06} (continued)"),
            );
            self.watermark();
            self.y -= 8.0;
        }
    }

    fn watermark(&mut self) {
        if !self.mark.is_empty() {
            self.page.fill(0.8, 0.1, 0.1);
            self.doc.text_right(
                &mut self.page,
                RIGHT,
                H - 16.0,
                16.0,
                Weight::Bold,
                self.mark,
            );
            self.page.fill(0.0, 0.0, 0.0);
        }
    }

    fn line(&mut self, size: f32, weight: Weight, s: &str) {
        for l in self.doc.wrap(s, RIGHT - LEFT, size, weight) {
            self.room(size * 0.45);
            self.doc
                .text(&mut self.page, LEFT, self.y, size, weight, &l);
            self.y -= size * 0.45;
        }
    }

    /// One table cell on the current line: left-aligned at `x`, or right-aligned to it.
    fn cell(&mut self, x: f32, right: bool, weight: Weight, s: &str) {
        if right {
            self.doc
                .text_right(&mut self.page, x, self.y, 8.5, weight, s);
        } else {
            self.doc.text(&mut self.page, x, self.y, 8.5, weight, s);
        }
    }

    fn gap(&mut self, mm: f32) {
        self.y -= mm;
    }

    fn rule(&mut self) {
        self.room(3.0);
        self.page.line(LEFT, self.y + 1.5, RIGHT, self.y + 1.5, 0.5);
        self.y -= 2.0;
    }
}

/// Draws the slip.
fn render(payload: &Value, st: &Settlement) -> Result<Vec<u8>, pdf::PdfError> {
    let signed = &payload["signed"];
    let number = signed["slip"].as_i64().unwrap_or(0);
    let copy = payload["copy"].as_str().unwrap_or("original");
    let mark = match copy {
        "reprint" => "REPRINT",
        "void" => "VOID",
        _ => "",
    };
    let s = |k: &str| signed[k].as_str().unwrap_or_default().to_string();
    let cur = st.currency;
    let doc = Doc::new(&format!("Payout slip {number:06}"))?;
    let mut f = Flow {
        doc,
        page: Page::new(W, H),
        y: H - 18.0,
        number,
        mark,
    };
    f.doc.text(
        &mut f.page,
        LEFT,
        f.y,
        18.0,
        Weight::Bold,
        &format!("PAYOUT SLIP No. {number:06}"),
    );
    f.watermark();
    f.y -= 8.0;
    let property = s("property");
    f.line(
        10.0,
        Weight::Regular,
        &format!(
            "{}Table {} · issued {} (UTC)",
            if property.is_empty() {
                String::new()
            } else {
                format!("{property} · ")
            },
            if s("table").is_empty() {
                "—".to_string()
            } else {
                s("table")
            },
            s("time")
        ),
    );
    f.line(
        10.0,
        Weight::Regular,
        &format!("{} · {} decks · {}", st.game.title(), st.decks, cur.code()),
    );
    let opts: Vec<String> = st
        .house
        .in_force()
        .iter()
        .map(|(k, v)| format!("{k} = {v}"))
        .collect();
    f.line(
        8.5,
        Weight::Regular,
        &format!("House options in force: {}", opts.join(" · ")),
    );
    for t in &st.paytables {
        f.line(
            8.5,
            Weight::Regular,
            &format!(
                "Paytable {} ({}) version {} fingerprint {}{}",
                t.id,
                t.name,
                t.version,
                t.fingerprint,
                if t.verified { "" } else { " — UNVERIFIED" }
            ),
        );
    }
    for w in st.warnings() {
        f.page.fill(0.75, 0.35, 0.0);
        f.line(10.0, Weight::Bold, &format!("WARNING {w}"));
        f.page.fill(0.0, 0.0, 0.0);
    }
    f.rule();
    f.line(11.0, Weight::Bold, "Cards as entered");
    if st.game == Game::Stadium {
        f.line(9.5, Weight::Regular, &st.dealer_note);
    } else {
        f.line(
            9.5,
            Weight::Regular,
            &format!("Dealer: {} — {}", pretty(&st.dealer_hand), st.dealer_note),
        );
    }
    for seat in &st.seats {
        let who = if st.game == Game::Stadium {
            "Terminal"
        } else {
            "Seat"
        };
        let hands: Vec<String> = seat
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| format!("hand {}: {}", i + 1, pretty(h)))
            .collect();
        let mut text = format!(
            "{who} {}: {}",
            seat.seat,
            if hands.is_empty() {
                "no hand".to_string()
            } else {
                hands.join(" · ")
            }
        );
        if let Some(d) = &seat.dealer_hand {
            text.push_str(&format!(" · its dealer: {}", pretty(d)));
        }
        f.line(9.5, Weight::Regular, &text);
    }
    f.rule();
    // The wager table.
    let cols: [(f32, &str, bool); 9] = [
        (LEFT, "seat", false),
        (LEFT + 11.0, "bet", false),
        (LEFT + 47.0, "hand", false),
        (LEFT + 75.0, "stake", true),
        (LEFT + 79.0, "result", false),
        (LEFT + 97.0, "odds / amount", false),
        (LEFT + 152.0, "paid", true),
        (RIGHT, "net", true),
        (0.0, "", false),
    ];
    f.room(6.0);
    for (x, label, right) in cols.iter().take(8) {
        f.cell(*x, *right, Weight::Bold, label);
    }
    f.y -= 4.5;
    for seat in &st.seats {
        for l in &seat.wagers {
            f.room(9.0);
            let cells = report::line_cells(seat.seat, l, cur);
            for ((x, _, right), cell) in cols.iter().zip(cells.iter()) {
                f.cell(*x, *right, Weight::Regular, cell);
            }
            f.y -= 3.8;
            let mut reason = format!("{} ({})", l.reason, l.rule);
            if let Some(e) = l.exact {
                reason.push_str(&format!(
                    " · exact winnings {e}, rounded {}",
                    l.rounding.clone().unwrap_or_default()
                ));
            }
            for r in f
                .doc
                .wrap(&reason, RIGHT - LEFT - 11.0, 7.5, Weight::Regular)
            {
                f.room(3.5);
                f.doc
                    .text(&mut f.page, LEFT + 11.0, f.y, 7.5, Weight::Regular, &r);
                f.y -= 3.4;
            }
            f.y -= 1.0;
        }
    }
    f.rule();
    for m in &st.meters {
        f.line(
            9.5,
            Weight::Regular,
            &format!(
                "{} meter: {} before, {} after",
                m.bet.title(),
                cur.format(m.before),
                cur.format(m.after)
            ),
        );
    }
    f.line(
        11.0,
        Weight::Bold,
        &format!(
            "Player totals: stake {}, paid {}, net {}",
            cur.format(st.player.stake),
            cur.format(st.player.paid),
            cur.format(st.player.net)
        ),
    );
    if st.dealer.stake != crate::money::Money::ZERO {
        f.line(
            11.0,
            Weight::Bold,
            &format!(
                "Wagers for the dealer: stake {}, paid {}, net {}",
                cur.format(st.dealer.stake),
                cur.format(st.dealer.paid),
                cur.format(st.dealer.net)
            ),
        );
    }
    // Sign-off.
    f.gap(4.0);
    f.room(24.0);
    let dealer = s("dealer");
    f.doc.text(
        &mut f.page,
        LEFT,
        f.y,
        10.0,
        Weight::Regular,
        &format!("Dealer: {}", if dealer.is_empty() { "" } else { &dealer }),
    );
    f.page
        .line(LEFT + 60.0, f.y - 0.5, LEFT + 85.0 + 20.0, f.y - 0.5, 0.5);
    f.y -= 10.0;
    f.doc.text(
        &mut f.page,
        LEFT,
        f.y,
        10.0,
        Weight::Regular,
        &format!(
            "Supervisor: {} (ID {})",
            s("supervisor"),
            s("supervisor_id")
        ),
    );
    f.page
        .line(LEFT + 60.0 + 20.0, f.y - 0.5, LEFT + 125.0, f.y - 0.5, 0.5);
    f.y -= 8.0;
    // Verification block with the QR code.
    f.room(46.0);
    let top = f.y;
    let signature = payload["signature"].as_str().unwrap_or_default();
    let fp = payload["key_fingerprint"].as_str().unwrap_or_default();
    f.page
        .stroke_rect(LEFT, top - 42.0, RIGHT - LEFT, 44.0, 0.6);
    f.doc.text(
        &mut f.page,
        LEFT + 3.0,
        top - 4.0,
        10.0,
        Weight::Bold,
        "Verification",
    );
    f.doc.text(
        &mut f.page,
        LEFT + 3.0,
        top - 9.0,
        8.0,
        Weight::Regular,
        &format!("Signing key fingerprint: {fp}"),
    );
    f.doc.text(
        &mut f.page,
        LEFT + 3.0,
        top - 13.0,
        8.0,
        Weight::Regular,
        "Ed25519 signature over the canonical settlement:",
    );
    let mut yy = top - 17.0;
    for chunk in signature.as_bytes().chunks(64) {
        f.doc.text(
            &mut f.page,
            LEFT + 3.0,
            yy,
            7.0,
            Weight::Regular,
            &String::from_utf8_lossy(chunk),
        );
        yy -= 3.5;
    }
    f.doc.text(
        &mut f.page,
        LEFT + 3.0,
        top - 32.0,
        7.5,
        Weight::Regular,
        "Check with: pitpay verify SLIP.pdf (the round and paytables are embedded in this file).",
    );
    let qr_text = format!("PITPAY-SLIP {number} KEY {fp} SIG {signature}");
    if let Ok(code) = qrcode::QrCode::new(qr_text.as_bytes()) {
        let n = code.width();
        let size = 38.0;
        let module = size / n as f32;
        let x0 = RIGHT - size - 2.0;
        let y0 = top - 40.0;
        for (i, c) in code.to_colors().iter().enumerate() {
            if *c == qrcode::Color::Dark {
                let (row, col) = (i / n, i % n);
                f.page.fill_rect(
                    x0 + col as f32 * module,
                    y0 + size - (row + 1) as f32 * module,
                    module,
                    module,
                );
            }
        }
    }
    f.y = top - 46.0;
    let Flow { mut doc, page, .. } = f;
    doc.push(page);
    Ok(doc.finish())
}

fn pretty(cards: &[crate::card::Card]) -> String {
    cards
        .iter()
        .map(|c| c.pretty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The data folder, or an error saying there is none.
pub fn data_dir() -> Result<PathBuf, SlipError> {
    crate::data_dir()
        .ok_or_else(|| SlipError::Input("no user data folder; set PITPAY_DATA_DIR".into()))
}

//! The slip's page, drawn from its record and its settlement: the header (number, table,
//! game, house options, paytables, warnings), the cards, the wager table with each
//! line's reason and rule, meters and totals, the sign-off lines and the verification
//! block with its QR code.
//!
//! Everything about the settlement is laid out from its [`Statement`], the same model the
//! command line's table and the app's screen lay out.

use crate::pdf::{self, Doc, Page, Weight};
use crate::settlement::Settlement;
use crate::statement::{Statement, COLUMNS};

use super::record::{Copy, Payload};

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
pub(super) fn render(payload: &Payload, st: &Settlement) -> Result<Vec<u8>, pdf::PdfError> {
    let number = payload.signed.slip;
    let mark = match payload.copy {
        Copy::Reprint => "REPRINT",
        Copy::Void => "VOID",
        Copy::Original => "",
    };
    let doc = Doc::new(&format!("Payout slip {number:06}"))?;
    let mut f = Flow {
        doc,
        page: Page::new(W, H),
        y: H - 18.0,
        number,
        mark,
    };
    // The slip's own date picks the tax year when the round has none.
    let year = payload
        .signed
        .time
        .get(..4)
        .and_then(|y| y.parse().ok())
        .unwrap_or_else(crate::statement::floor::this_year);
    let statement = crate::statement::floor::statement(st, year);
    header(&mut f, payload, &statement);
    cards(&mut f, &statement);
    wager_table(&mut f, &statement);
    totals(&mut f, &statement);
    sign_off(&mut f, payload);
    verification(&mut f, payload);
    let Flow { mut doc, page, .. } = f;
    doc.push(page);
    Ok(doc.finish())
}

/// The slip number and mark, property, table and time, game, house options, paytables
/// and warnings.
fn header(f: &mut Flow, payload: &Payload, st: &Statement) {
    let signed = &payload.signed;
    let number = signed.slip;
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
    let property = &signed.property;
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
            if signed.table.is_empty() {
                "—".to_string()
            } else {
                signed.table.clone()
            },
            signed.time
        ),
    );
    if let Some(station) = signed.station_line() {
        f.line(10.0, Weight::Regular, &station);
    }
    f.line(10.0, Weight::Regular, &st.heading);
    f.line(
        8.5,
        Weight::Regular,
        &format!("House options in force: {}", st.house_text()),
    );
    for t in &st.paytables {
        f.line(8.5, Weight::Regular, &t.text);
    }
    for w in &st.warnings {
        f.page.fill(0.75, 0.35, 0.0);
        f.line(10.0, Weight::Bold, &format!("WARNING {w}"));
        f.page.fill(0.0, 0.0, 0.0);
    }
    f.rule();
}

/// The cards as entered: the dealer's, then each seat's hands.
fn cards(f: &mut Flow, st: &Statement) {
    f.line(11.0, Weight::Bold, "Cards as entered");
    for line in &st.cards {
        f.line(9.5, Weight::Regular, line);
    }
    f.rule();
}

/// The wager table: a row of cells per wager, its reason, rule and notes beneath.
fn wager_table(f: &mut Flow, st: &Statement) {
    let cols: [(f32, bool); 8] = [
        (LEFT, false),
        (LEFT + 11.0, false),
        (LEFT + 47.0, false),
        (LEFT + 75.0, true),
        (LEFT + 79.0, false),
        (LEFT + 97.0, false),
        (LEFT + 152.0, true),
        (RIGHT, true),
    ];
    f.room(6.0);
    for ((x, right), label) in cols.iter().zip(COLUMNS) {
        f.cell(*x, *right, Weight::Bold, label);
    }
    f.y -= 4.5;
    for row in st.rows() {
        f.room(9.0);
        for ((x, right), cell) in cols.iter().zip(row.cells.iter()) {
            f.cell(*x, *right, Weight::Regular, cell);
        }
        f.y -= 3.8;
        for r in f.doc.wrap(
            &row.explanation(),
            RIGHT - LEFT - 11.0,
            7.5,
            Weight::Regular,
        ) {
            f.room(3.5);
            f.doc
                .text(&mut f.page, LEFT + 11.0, f.y, 7.5, Weight::Regular, &r);
            f.y -= 3.4;
        }
        f.y -= 1.0;
    }
    f.rule();
}

/// Meters before and after, the player's totals and those of wagers for the dealer.
fn totals(f: &mut Flow, st: &Statement) {
    for m in &st.meters {
        f.line(9.5, Weight::Regular, m);
    }
    for t in &st.totals {
        f.line(11.0, Weight::Bold, t);
    }
}

/// The dealer's and the supervisor's sign-off lines.
fn sign_off(f: &mut Flow, payload: &Payload) {
    let signed = &payload.signed;
    f.gap(4.0);
    f.room(24.0);
    let dealer = &signed.dealer;
    f.doc.text(
        &mut f.page,
        LEFT,
        f.y,
        10.0,
        Weight::Regular,
        &format!("Dealer: {}", if dealer.is_empty() { "" } else { dealer }),
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
            signed.supervisor, signed.supervisor_id
        ),
    );
    f.page
        .line(LEFT + 60.0 + 20.0, f.y - 0.5, LEFT + 125.0, f.y - 0.5, 0.5);
    f.y -= 8.0;
}

/// The verification block: key fingerprint, signature, how to check, and the QR code.
fn verification(f: &mut Flow, payload: &Payload) {
    f.room(46.0);
    let top = f.y;
    let signature = payload.signature.as_str();
    let fp = payload.key_fingerprint.as_str();
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
    qr_code(f, payload, top);
    f.y = top - 46.0;
}

/// The QR code in the verification block: slip number, key fingerprint, signature.
fn qr_code(f: &mut Flow, payload: &Payload, top: f32) {
    let qr_text = format!(
        "PITPAY-SLIP {} KEY {} SIG {}",
        payload.signed.slip, payload.key_fingerprint, payload.signature
    );
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
}

//! Slips and signs as printed documents, read back from the PDF bytes with
//! lopdf: where every text run stands on the page (its font's widths, ascent and
//! descent, the text matrix and every `cm` transform applied, so the tent's upturned
//! panel and the diagonal VOID mark count too), its type size, its glyphs and its text.
//!
//! Checked: nothing lies outside the page margins, nothing overlaps, no glyph is the
//! empty box (.notdef), every shipped paytable's sign in every size and deck count keeps
//! one type size for its pay lines and that size is readable at two metres, slips of 1
//! to 7 seats page cleanly ("page x of y", the column header on each page the table runs
//! onto, the totals with the verification block), reprints and voids say which copy
//! they are, the PDF is dated and claims no PDF/X, files stay small, and every slip
//! still verifies.

use std::collections::BTreeMap;
use std::path::Path;

use crate::sign::{self, Size, MIN_PAY, MIN_PAY_TENT};
use crate::slip::SignOff;
use lopdf::content::Content;
use lopdf::{Document, Object, ObjectId};
use pitpay_core::Catalog;
use pitpay_core::Game;
use pitpay_core::HouseOptions;
use pitpay_core::Posted;

mod awards;
mod bilingual;
use pitpay_journal::Paper;

/// How far in from every edge text must stay: well inside the quarter inch (6.35 mm)
/// that office printers cannot print.
const MARGIN_MM: f32 = 10.0;
const PT_PER_MM: f32 = 72.0 / 25.4;

// ---------------------------------------------------------------------------------------
// Reading text runs back from a PDF
// ---------------------------------------------------------------------------------------

/// One shown string, as placed on its page.
#[derive(Debug, Clone)]
pub(crate) struct Run {
    pub(crate) page: usize,
    pub(crate) text: String,
    font: String,
    /// The type size in points, scaled by the text matrix.
    size: f32,
    /// Bounding box on the page, points: x0, y0, x1, y1.
    pub(crate) bbox: [f32; 4],
    /// Where its baseline starts on the page, points.
    origin: (f32, f32),
    /// Whether the run is turned (not upright or upside down).
    turned: bool,
    /// The glyph codes shown.
    codes: Vec<u16>,
}

struct Font {
    name: String,
    widths: BTreeMap<u16, f32>,
    default_width: f32,
    ascent: f32,
    descent: f32,
    unicode: BTreeMap<u16, String>,
}

struct Page {
    width: f32,
    height: f32,
}

pub(crate) struct Read {
    pages: Vec<Page>,
    pub(crate) runs: Vec<Run>,
    doc: Document,
}

fn deref<'a>(doc: &'a Document, o: &'a Object) -> &'a Object {
    match o {
        Object::Reference(id) => doc.get_object(*id).unwrap(),
        other => other,
    }
}

fn num(o: &Object) -> f32 {
    match o {
        Object::Integer(i) => *i as f32,
        Object::Real(r) => *r,
        other => panic!("not a number: {other:?}"),
    }
}

fn hex_u16(s: &[u8]) -> u32 {
    s.iter().fold(0u32, |a, b| (a << 8) | u32::from(*b))
}

/// The ToUnicode CMap: `bfchar` and `bfrange` entries, code to text.
fn to_unicode(doc: &Document, font: &lopdf::Dictionary) -> BTreeMap<u16, String> {
    let mut map = BTreeMap::new();
    let Ok(id) = font.get(b"ToUnicode").and_then(Object::as_reference) else {
        return map;
    };
    let stream = doc.get_object(id).unwrap().as_stream().unwrap();
    let bytes = stream
        .decompressed_content()
        .unwrap_or(stream.content.clone());
    let text = String::from_utf8_lossy(&bytes);
    let hexes = |s: &str| -> Vec<Vec<u8>> {
        s.split('<')
            .skip(1)
            .filter_map(|h| h.split('>').next())
            .map(|h| {
                (0..h.len() / 2)
                    .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap())
                    .collect()
            })
            .collect()
    };
    let utf16 = |b: &[u8]| -> String {
        let units: Vec<u16> = b
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], *c.get(1).unwrap_or(&0)]))
            .collect();
        String::from_utf16_lossy(&units)
    };
    for block in text.split("beginbfchar").skip(1) {
        let body = block.split("endbfchar").next().unwrap();
        for pair in hexes(body).chunks(2) {
            if let [code, uni] = pair {
                map.insert(hex_u16(code) as u16, utf16(uni));
            }
        }
    }
    for block in text.split("beginbfrange").skip(1) {
        let body = block.split("endbfrange").next().unwrap();
        for triple in hexes(body).chunks(3) {
            if let [lo, hi, start] = triple {
                let first = hex_u16(start);
                for (i, code) in (hex_u16(lo)..=hex_u16(hi)).enumerate() {
                    let c = char::from_u32(first + i as u32).unwrap_or('?');
                    map.insert(code as u16, c.to_string());
                }
            }
        }
    }
    map
}

fn font(doc: &Document, dict: &lopdf::Dictionary) -> Font {
    let name =
        String::from_utf8_lossy(dict.get(b"BaseFont").unwrap().as_name().unwrap()).into_owned();
    let descendants = deref(doc, dict.get(b"DescendantFonts").unwrap())
        .as_array()
        .unwrap();
    let cid = deref(doc, &descendants[0]).as_dict().unwrap();
    let default_width = cid.get(b"DW").map(num).unwrap_or(1000.0);
    let mut widths = BTreeMap::new();
    if let Ok(w) = cid.get(b"W") {
        let w = deref(doc, w).as_array().unwrap();
        let mut i = 0;
        while i < w.len() {
            let first = num(&w[i]) as u16;
            match deref(doc, &w[i + 1]) {
                Object::Array(list) => {
                    for (k, v) in list.iter().enumerate() {
                        widths.insert(first + k as u16, num(v));
                    }
                    i += 2;
                }
                last => {
                    let last = num(last) as u16;
                    let v = num(&w[i + 2]);
                    for c in first..=last {
                        widths.insert(c, v);
                    }
                    i += 3;
                }
            }
        }
    }
    let descriptor = deref(doc, cid.get(b"FontDescriptor").unwrap())
        .as_dict()
        .unwrap();
    Font {
        name,
        widths,
        default_width,
        ascent: num(descriptor.get(b"Ascent").unwrap()) / 1000.0,
        descent: num(descriptor.get(b"Descent").unwrap()) / 1000.0,
        unicode: to_unicode(doc, dict),
    }
}

type Matrix = [f32; 6];
const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

fn mul(a: Matrix, b: Matrix) -> Matrix {
    [
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    ]
}

fn apply(m: Matrix, x: f32, y: f32) -> (f32, f32) {
    (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
}

fn matrix(ops: &[Object]) -> Matrix {
    let v: Vec<f32> = ops.iter().map(num).collect();
    [v[0], v[1], v[2], v[3], v[4], v[5]]
}

/// The text state while walking a content stream.
struct State<'a> {
    fonts: &'a BTreeMap<Vec<u8>, Font>,
    ctm: Matrix,
    stack: Vec<Matrix>,
    tm: Matrix,
    tlm: Matrix,
    font: Option<&'a Font>,
    size: f32,
}

impl State<'_> {
    /// Shows one string: records its run and moves the text matrix past it.
    fn show(&mut self, page: usize, bytes: &[u8], out: &mut Vec<Run>) {
        let font = self.font.expect("text shown with no font set");
        let codes: Vec<u16> = bytes
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], c[1]]))
            .collect();
        let advance: f32 = codes
            .iter()
            .map(|c| font.widths.get(c).copied().unwrap_or(font.default_width) / 1000.0)
            .sum::<f32>()
            * self.size;
        let text: String = codes
            .iter()
            .map(|c| {
                font.unicode
                    .get(c)
                    .cloned()
                    .unwrap_or_else(|| "\u{FFFD}".into())
            })
            .collect();
        let m = mul(self.tm, self.ctm);
        let corners = [
            (0.0, font.descent * self.size),
            (advance, font.descent * self.size),
            (0.0, font.ascent * self.size),
            (advance, font.ascent * self.size),
        ]
        .map(|(x, y)| apply(m, x, y));
        let xs = corners.map(|c| c.0);
        let ys = corners.map(|c| c.1);
        let scale = (m[0] * m[0] + m[1] * m[1]).sqrt();
        out.push(Run {
            page,
            text,
            font: font.name.clone(),
            size: self.size * scale,
            bbox: [
                xs.iter().copied().fold(f32::MAX, f32::min),
                ys.iter().copied().fold(f32::MAX, f32::min),
                xs.iter().copied().fold(f32::MIN, f32::max),
                ys.iter().copied().fold(f32::MIN, f32::max),
            ],
            origin: apply(m, 0.0, 0.0),
            turned: m[1].abs() > 1e-3 && m[0].abs() > 1e-3,
            codes,
        });
        self.tm = mul([1.0, 0.0, 0.0, 1.0, advance, 0.0], self.tm);
    }
}

pub(crate) fn read(pdf: &[u8]) -> Read {
    let doc = Document::load_mem(pdf).unwrap();
    let mut pages = Vec::new();
    let mut runs = Vec::new();
    for (n, (_, page_id)) in doc.get_pages().into_iter().enumerate() {
        let page_dict = doc.get_object(page_id).unwrap().as_dict().unwrap();
        let media = deref(&doc, page_dict.get(b"MediaBox").unwrap())
            .as_array()
            .unwrap();
        pages.push(Page {
            width: num(&media[2]) - num(&media[0]),
            height: num(&media[3]) - num(&media[1]),
        });
        walk(&doc, page_id, n + 1, &mut runs);
    }
    Read { pages, runs, doc }
}

fn walk(doc: &Document, page_id: ObjectId, page: usize, runs: &mut Vec<Run>) {
    let fonts: BTreeMap<Vec<u8>, Font> = doc
        .get_page_fonts(page_id)
        .unwrap()
        .into_iter()
        .map(|(name, dict)| (name, font(doc, dict)))
        .collect();
    let content = Content::decode(&doc.get_page_content(page_id)).unwrap();
    let mut st = State {
        fonts: &fonts,
        ctm: IDENTITY,
        stack: Vec::new(),
        tm: IDENTITY,
        tlm: IDENTITY,
        font: None,
        size: 0.0,
    };
    for op in &content.operations {
        let args = &op.operands;
        match op.operator.as_str() {
            "q" => st.stack.push(st.ctm),
            "Q" => st.ctm = st.stack.pop().unwrap(),
            "cm" => st.ctm = mul(matrix(args), st.ctm),
            "BT" => {
                st.tm = IDENTITY;
                st.tlm = IDENTITY;
            }
            "Tf" => {
                st.font = Some(&st.fonts[args[0].as_name().unwrap()]);
                st.size = num(&args[1]);
            }
            "Td" => {
                st.tlm = mul([1.0, 0.0, 0.0, 1.0, num(&args[0]), num(&args[1])], st.tlm);
                st.tm = st.tlm;
            }
            "Tm" => {
                st.tlm = matrix(args);
                st.tm = st.tlm;
            }
            "Tj" => st.show(page, args[0].as_str().unwrap(), runs),
            "TJ" => {
                for item in args[0].as_array().unwrap() {
                    match item {
                        Object::String(bytes, _) => st.show(page, bytes, runs),
                        other => {
                            let shift = -num(other) / 1000.0 * st.size;
                            st.tm = mul([1.0, 0.0, 0.0, 1.0, shift, 0.0], st.tm);
                        }
                    }
                }
            }
            "TD" | "T*" | "'" | "\"" => panic!("{} is not expected from printpdf", op.operator),
            _ => {}
        }
    }
}

// ---------------------------------------------------------------------------------------
// Checks shared by slips and signs
// ---------------------------------------------------------------------------------------

/// Every run inside the margins, no .notdef glyph, every glyph mapped to text.
pub(crate) fn assert_printable(what: &str, r: &Read) {
    let m = MARGIN_MM * PT_PER_MM;
    for run in &r.runs {
        let page = &r.pages[run.page - 1];
        let [x0, y0, x1, y1] = run.bbox;
        assert!(
            x0 >= m && y0 >= m && x1 <= page.width - m && y1 <= page.height - m,
            "{what}: \"{}\" on page {} at [{x0:.1} {y0:.1} {x1:.1} {y1:.1}] pt lies outside \
             the {MARGIN_MM} mm margins of a {:.1} x {:.1} pt page",
            run.text,
            run.page,
            page.width,
            page.height
        );
        assert!(
            !run.codes.contains(&0),
            "{what}: \"{}\" shows an empty box (.notdef)",
            run.text
        );
        assert!(
            !run.text.contains('\u{FFFD}'),
            "{what}: \"{}\" has a glyph with no text",
            run.text
        );
    }
}

/// No two upright runs on a page overlap (a cell running into the next, a line over the
/// one below). Boxes are taken from the baseline to 0.7 em, the height of capitals, so
/// that lines set at 1.2 em leading do not count as touching.
pub(crate) fn assert_no_overlap(what: &str, r: &Read) {
    let boxes: Vec<(&Run, [f32; 4])> = r
        .runs
        .iter()
        .filter(|run| !run.turned && !run.text.trim().is_empty())
        .map(|run| {
            let [x0, y0, x1, y1] = run.bbox;
            // The ascent-descent box shrunk to baseline..cap height (either orientation).
            let h = y1 - y0;
            let (b0, b1) = (y0 + h * 0.2, y1 - h * 0.25);
            (run, [x0 + 0.2, b0, x1 - 0.2, b1])
        })
        .collect();
    for (i, (a, ab)) in boxes.iter().enumerate() {
        for (b, bb) in &boxes[i + 1..] {
            if a.page != b.page {
                continue;
            }
            let overlap = ab[0] < bb[2] && bb[0] < ab[2] && ab[1] < bb[3] && bb[1] < ab[3];
            assert!(
                !overlap,
                "{what}: page {}: \"{}\" {:?} overlaps \"{}\" {:?}",
                a.page, a.text, a.bbox, b.text, b.bbox
            );
        }
    }
}

fn page_text(r: &Read, page: usize) -> Vec<&str> {
    r.runs
        .iter()
        .filter(|run| run.page == page)
        .map(|run| run.text.as_str())
        .collect()
}

/// The text of a page with runs on one baseline joined left to right, lines top down.
pub(crate) fn lines(r: &Read, page: usize) -> Vec<String> {
    let mut upright: Vec<&Run> = r
        .runs
        .iter()
        .filter(|run| run.page == page && !run.turned)
        .collect();
    upright.sort_by(|a, b| {
        (b.origin.1)
            .partial_cmp(&a.origin.1)
            .unwrap()
            .then(a.origin.0.partial_cmp(&b.origin.0).unwrap())
    });
    let mut out: Vec<(f32, String)> = Vec::new();
    for run in upright {
        let base = run.origin.1;
        match out.last_mut() {
            Some((y, line)) if (*y - base).abs() < 1.0 => line.push_str(&run.text),
            _ => out.push((base, run.text.clone())),
        }
    }
    out.into_iter().map(|(_, l)| l).collect()
}

// ---------------------------------------------------------------------------------------
// Signs
// ---------------------------------------------------------------------------------------

fn posted(catalog: &Catalog, id: &str, decks: u8) -> Posted {
    let t = catalog.paytable(id).unwrap();
    let game = t.games.first().copied().unwrap_or(Game::Lucky9);
    Posted::in_words(
        t,
        decks,
        &HouseOptions::defaults(game),
        pitpay_language::english(),
    )
}

/// Every shipped paytable, in every size and at
/// every deck count it is dealt from, prints inside the margins with nothing
/// overlapping and no empty box; its pay lines share one type size, at least 20 pt on a
/// wall or stand sign (readable at two metres) and 14 pt on a table tent; a tier the
/// shoe cannot produce says "not available" (R1.2); the file is under 100 KB.
#[test]
fn r1_2_every_sign_in_every_size_and_deck_count_prints_inside_the_page() {
    let catalog = Catalog::with_operator_dir(None);
    let mut signs = 0;
    for t in catalog.paytables() {
        for &decks in &t.decks {
            let p = posted(&catalog, &t.id, decks);
            for size in [Size::Letter, Size::A4, Size::Tent] {
                let what = format!("{} {size:?} {decks} decks", t.id);
                let pdf = sign::render(&catalog, &t.id, size, Some(decks), None, false).unwrap();
                assert!(pdf.len() < 100_000, "{what}: {} bytes", pdf.len());
                let r = read(&pdf);
                assert_eq!(r.pages.len(), 1, "{what}: one page");
                assert_printable(&what, &r);
                assert_no_overlap(&what, &r);
                let pays: Vec<&Run> = p
                    .sections
                    .iter()
                    .flat_map(|s| &s.lines)
                    .flat_map(|l| r.runs.iter().filter(move |run| run.text == l.pays))
                    .collect();
                let faces = if size == Size::Tent { 2 } else { 1 };
                let lines: usize = p.sections.iter().map(|s| s.lines.len()).sum();
                assert!(pays.len() >= lines * faces, "{what}: every pay printed");
                let first = pays[0].size;
                assert!(
                    pays.iter().all(|run| (run.size - first).abs() < 0.01),
                    "{what}: pay lines in one size: {:?}",
                    pays.iter().map(|r| (&r.text, r.size)).collect::<Vec<_>>()
                );
                let floor = if size == Size::Tent {
                    MIN_PAY_TENT
                } else {
                    MIN_PAY
                };
                assert!(first >= floor - 0.01, "{what}: pay type {first} pt");
                for line in p.sections.iter().flat_map(|s| &s.lines) {
                    if !line.available {
                        assert_eq!(line.pays, "not available", "{what}");
                    }
                }
                signs += 1;
            }
        }
    }
    assert!(signs > 400, "{signs} signs");
}

/// R1.2: a suited pair is the same card twice, so a Suited or Booted sign for one deck
/// marks it (and the suited trips) "not available" and shows no pay for them; from two
/// decks the suited pair pays again (the example paytable: 8 for 1).
#[test]
fn r1_2_suited_pair_is_not_available_from_one_deck() {
    let catalog = Catalog::with_operator_dir(None);
    let one = posted(&catalog, "suited-or-booted-example", 1);
    let pair = one.sections[0]
        .lines
        .iter()
        .find(|l| l.label == "Suited pair")
        .unwrap();
    assert_eq!(pair.pays, "not available");
    let pdf = sign::render(
        &catalog,
        "suited-or-booted-example",
        Size::Letter,
        Some(1),
        None,
        false,
    )
    .unwrap();
    let r = read(&pdf);
    let text = lines(&r, 1).join("\n");
    assert!(text.contains("Suited pair"), "{text}");
    assert!(!text.contains("8 for 1"), "{text}");
    assert!(text.contains("Dealt from 1 deck\n"), "{text}");
    let two = posted(&catalog, "suited-or-booted-example", 2);
    let pair = two.sections[0]
        .lines
        .iter()
        .find(|l| l.label == "Suited pair")
        .unwrap();
    assert_eq!(pair.pays, "8 for 1");
    // Bet the Set 21's suited pair is dealt from 6 or 8 decks: always available.
    let bts = posted(&catalog, "bet-the-set-a", 6);
    assert!(bts.sections[0].lines.iter().all(|l| l.available));
}

/// The sign leads with the pay players look for (R3.1: "Blackjack pays
/// 3 to 2"; R2.3: "Lucky 9 pays 3 to 2"), larger than any pay line, above them; Lucky
/// Break's multiplier reads as the seed's worked example (R6.4: $1 on 26 with 5 suited
/// cards is $3 + $150); the 21+3 Progressive Pay Table 1 footer (its long meter note)
/// stays on the page and its top tier is set like every other.
#[test]
fn r3_1_r6_4_signs_lead_with_the_main_pay_and_spell_the_multiplier() {
    let catalog = Catalog::with_operator_dir(None);
    for (id, lead) in [
        ("blackjack-main", "Blackjack pays 3 to 2"),
        ("lucky9-main", "Lucky 9 pays 3 to 2"),
    ] {
        let r = read(&sign::render(&catalog, id, Size::Letter, None, None, false).unwrap());
        let lead_run = r.runs.iter().find(|run| run.text == lead).unwrap();
        for run in r.runs.iter().filter(|run| run.text.contains(" to ")) {
            if run.text != lead {
                assert!(
                    run.size < lead_run.size,
                    "{id}: {} as large as the lead",
                    run.text
                );
                assert!(
                    run.bbox[1] < lead_run.bbox[1],
                    "{id}: {} above the lead",
                    run.text
                );
            }
        }
    }
    let r =
        read(&sign::render(&catalog, "lucky-break-1", Size::Letter, None, None, false).unwrap());
    let text = lines(&r, 1).join(" ");
    assert!(
        text.contains("$1.00 on 26 with 5 suited cards: $3.00 + $150.00 = $153.00 won"),
        "{text}"
    );
    assert!(text.contains("paid on top of the base pay"), "{text}");
    assert!(
        lines(&r, 1).iter().any(|l| l == "Unsuitedbase pay only"),
        "unsuited adds nothing (R6.4): {text}"
    );
    let r = read(
        &sign::render(
            &catalog,
            "21plus3-progressive-1",
            Size::Letter,
            None,
            None,
            false,
        )
        .unwrap(),
    );
    let text = lines(&r, 1).join(" ");
    assert!(text.contains("meter increment 17% of each wager"), "{text}");
    assert_printable("21+3 PT1", &r);
}

// ---------------------------------------------------------------------------------------
// Slips
// ---------------------------------------------------------------------------------------

// The proof band, one-column tents and the void copy's reason, measured the same way.
mod marks;

fn rounds(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("tests/rounds")
            .join(name),
    )
    .unwrap()
}

/// The first `n` seats of the seven-seat blackjack round (every side bet, tokes for the
/// dealer, the 21+3 meter with a declared suit and the Suited or Booted meter).
fn seats(n: usize, table: Option<&str>) -> String {
    let full = rounds("blackjack-seven-seats.toml");
    let mut parts = full.split("[[seat]]");
    let mut out = parts.next().unwrap().to_string();
    if let Some(t) = table {
        out = out.replacen("decks = 6\n", &format!("decks = 6\ntable = \"{t}\"\n"), 1);
    }
    for part in parts.take(n) {
        out.push_str("[[seat]]");
        out.push_str(part);
    }
    out
}

/// A wager row as [`lines`] reads it: the seat number, then the bet's name, amounts on.
fn is_wager_row(line: &str) -> bool {
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    line.contains('$') && (1..=digits).any(|k| TITLES.iter().any(|t| line[k..].starts_with(t)))
}

/// Every page says "Page x of y"; every page with wager rows has the column header
/// above them; the totals, the sign-off and the verification block are on the last.
fn assert_pages(what: &str, r: &Read) {
    let total = r.pages.len();
    for page in 1..=total {
        let text = page_text(r, page);
        let footer = format!("Page {page} of {total}");
        assert!(
            text.contains(&footer.as_str()),
            "{what}: page {page}: {text:?}"
        );
        let lines = lines(r, page);
        if let Some(row) = lines.iter().position(|l| is_wager_row(l)) {
            let header = lines
                .iter()
                .position(|l| l == "seatbethandstakeresultoddspaidnet");
            assert!(
                header.is_some_and(|h| h < row),
                "{what}: page {page} has a wager row ({}) but no column header above it",
                lines[row]
            );
        }
    }
    for start in ["Player totals", "Supervisor: ", "Verification"] {
        let page = r
            .runs
            .iter()
            .find(|run| run.text.starts_with(start))
            .unwrap()
            .page;
        assert_eq!(page, total, "{what}: \"{start}\" on the last page");
    }
}

struct Slip {
    number: i64,
    bytes: Vec<u8>,
    read: Read,
}

fn issue(data: &Path, round: &str, who: &SignOff, paper: Option<Paper>) -> Slip {
    let out = data.join(format!("slip-{}.pdf", rand_name()));
    let options = crate::slip::Options {
        again: true,
        paper,
        ..Default::default()
    };
    let number = crate::slip::issue(
        "round.toml",
        round,
        &Catalog::with_operator_dir(None),
        who,
        Some(&out),
        data,
        &options,
    )
    .unwrap()
    .number;
    let bytes = std::fs::read(&out).unwrap();
    let read = read(&bytes);
    Slip {
        number,
        bytes,
        read,
    }
}

/// A reprint over the file the last one wrote (`--force`), on `paper`.
fn again(paper: Option<Paper>) -> crate::slip::Options {
    crate::slip::Options {
        force: true,
        paper,
        ..Default::default()
    }
}

fn rand_name() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::Relaxed)
}

fn who(property: &str, supervisor: &str, dealer: &str) -> SignOff {
    SignOff {
        property: property.into(),
        supervisor: supervisor.into(),
        supervisor_id: "S-77".into(),
        dealer: dealer.into(),
        ..SignOff::default()
    }
}

/// Slips of 1 to 7 seats on Letter and A4 print inside the
/// margins with nothing overlapping (long names and Chinese names wrap inside their
/// boxes); every page says "Page x of y"; each page the wager table runs onto repeats
/// the column header; the totals, the signature lines and the verification block share
/// one page; every slip verifies.
#[test]
fn slips_of_one_to_seven_seats_page_cleanly_inside_the_margins() {
    let data = tempfile::tempdir().unwrap();
    let long =
        "Grand Riverside Pier Casino and Resort of the Seven Lakes, Main Floor High Limit Salon";
    let people = [
        who("Grand Pier", "Ana Reyes", "Bo Lind"),
        who(
            long,
            "Maximiliana Wolfeschlegelsteinhausenbergerdorff",
            "欧阳娜娜",
        ),
        who("金沙娱乐场", "王小明", "김민준"),
    ];
    for n in 1..=7 {
        for paper in [Paper::Letter, Paper::A4] {
            let person = &people[n % people.len()];
            let table = (n % 2 == 0).then_some("BJ-12");
            let slip = issue(data.path(), &seats(n, table), person, Some(paper));
            let what = format!("{n} seats {paper:?}");
            let r = &slip.read;
            let (w, h) = paper.size();
            assert!(
                (r.pages[0].width - w * PT_PER_MM).abs() < 1.0
                    && (r.pages[0].height - h * PT_PER_MM).abs() < 1.0,
                "{what}: page size"
            );
            assert_printable(&what, r);
            assert_no_overlap(&what, r);
            assert_pages(&what, r);
            let verified = crate::slip::verify(&slip.bytes, data.path());
            assert!(verified.is_ok(), "{what}: {verified:?}");
            // Every name prints whole, however it wrapped (runs in drawing order).
            let squeeze = |s: &str| s.split_whitespace().collect::<String>();
            let flow: String = (1..=r.pages.len())
                .flat_map(|p| page_text(r, p))
                .map(squeeze)
                .collect();
            for name in [&person.property, &person.supervisor, &person.dealer] {
                assert!(flow.contains(&squeeze(name)), "{what}: {name} in {flow}");
            }
            assert!(!flow.contains("Table—"), "{what}: {flow}");
            // A round with no table says so in its box, never an empty one.
            if table.is_none() {
                assert!(flow.contains("TABLEnotable"), "{what}: {flow}");
            }
        }
    }
}

/// A Lucky Break slip in Letter is one page under 100 KB with every field in
/// place: Chinese names print in the fallback face (no empty boxes), the signature lines
/// line up, each with a date field, the PDF is dated with the slip's time and claims no
/// PDF/X; it verifies, and fails once a byte is altered.
#[test]
fn r6_4_lucky_break_slip_in_letter_is_one_small_page_that_verifies() {
    let data = tempfile::tempdir().unwrap();
    let slip = issue(
        data.path(),
        &rounds("lucky-break-seed.toml"),
        &who("Riverside", "王小明", "Tom Ng"),
        None,
    );
    let r = &slip.read;
    assert_eq!(r.pages.len(), 1);
    assert!(
        (r.pages[0].width - 612.0).abs() < 0.5,
        "USD prints on Letter by default"
    );
    assert!(slip.bytes.len() < 100_000, "{} bytes", slip.bytes.len());
    assert_printable("lucky break", r);
    let name = r
        .runs
        .iter()
        .find(|run| run.text.contains("王小明"))
        .unwrap();
    assert!(name.font.ends_with("+DroidSansFallback"), "{}", name.font);
    let text = lines(r, 1);
    // Side by side; with no staff register, the slip says so, on its own line under
    // the supervisor's name (beside the dealer's ID to be filled in).
    let who = "Dealer: Tom NgSupervisor: 王小明 (ID S-77)";
    assert!(
        text.iter()
            .any(|l| l == "ID ______________supervisor not enrolled"),
        "{text:#?}"
    );
    assert!(text.iter().any(|l| l == who), "{who}: {text:#?}");
    let signatures: Vec<&Run> = r
        .runs
        .iter()
        .filter(|run| run.text == "Signature")
        .collect();
    let dates: Vec<&Run> = r.runs.iter().filter(|run| run.text == "Date").collect();
    assert_eq!(signatures.len(), 2, "a signature line each");
    assert_eq!(dates.len(), 2, "a date field per signature");
    // Side by side on one baseline, the date field at the same place in each half.
    let base = signatures[0].origin.1;
    assert!(
        signatures
            .iter()
            .chain(&dates)
            .all(|run| (run.origin.1 - base).abs() < 0.01),
        "signature lines and date fields on one baseline"
    );
    let offset = |i: usize| dates[i].origin.0 - signatures[i].origin.0;
    assert!((offset(0) - offset(1)).abs() < 0.01, "date fields aligned");
    // The PDF's dates are the slip's, and no PDF/X is claimed.
    let info_id = r.doc.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let info = r.doc.get_object(info_id).unwrap().as_dict().unwrap();
    assert!(info.get(b"GTS_PDFXVersion").is_err());
    let created =
        String::from_utf8_lossy(info.get(b"CreationDate").unwrap().as_str().unwrap()).into_owned();
    let payload: serde_json::Value =
        serde_json::from_slice(&crate::pdf::extract(&slip.bytes).unwrap()).unwrap();
    let time = payload["signed"]["time"]
        .as_str()
        .unwrap()
        .replace(['-', ':', 'T', 'Z'], "");
    assert_eq!(created, format!("D:{time}+00'00'"));
    assert!(crate::slip::verify(&slip.bytes, data.path()).is_ok());
    let mut altered = slip.bytes.clone();
    let at = altered.len() / 3;
    altered[at] ^= 0x01;
    assert!(crate::slip::verify(&altered, data.path()).is_err());
    assert_eq!(slip.number, 1);
}

/// A reprint says which reprint it is and when it was printed; a copy
/// of a voided slip carries a diagonal VOID mark across the page, inside the margins,
/// under the text, and states its reason in the notice with nothing over it.
#[test]
fn reprints_count_and_void_copies_carry_the_mark_and_reason() {
    let data = tempfile::tempdir().unwrap();
    let d = data.path();
    let slip = issue(
        d,
        &rounds("lucky-break-seed.toml"),
        &who("Pier", "Ana Reyes", ""),
        None,
    );
    let out = d.join("copy.pdf");
    for n in 1..=2 {
        crate::slip::reprint(slip.number, Some(&out), d, &again(None)).unwrap();
        let bytes = std::fs::read(&out).unwrap();
        let r = read(&bytes);
        let text = lines(&r, 1).join(" ");
        assert!(
            text.contains(&format!("REPRINT {n} of slip No. 000001, printed ")),
            "{text}"
        );
        assert!(text.contains("The original was issued "), "{text}");
        assert!(page_text(&r, 1).contains(&format!("REPRINT {n}").as_str()));
        assert_printable("reprint", &r);
        assert!(crate::slip::verify(&bytes, d).is_ok());
    }
    let voider = pitpay_journal::Actor {
        name: "Ana Reyes".into(),
        id: "S-77".into(),
    };
    crate::slip::void(
        slip.number,
        "wrong table",
        d,
        &voider,
        &mut Default::default(),
    )
    .unwrap();
    crate::slip::reprint(slip.number, Some(&out), d, &again(Some(Paper::A4))).unwrap();
    let bytes = std::fs::read(&out).unwrap();
    let r = read(&bytes);
    assert_printable("void", &r);
    assert_no_overlap("void", &r);
    let mark = r
        .runs
        .iter()
        .find(|run| run.text == "VOID" && run.turned)
        .unwrap();
    assert!(mark.size > 100.0, "a large mark: {} pt", mark.size);
    // Only the word is slanted (under the text); the reason is in the page's lines.
    assert!(r.runs.iter().filter(|r| r.turned).all(|r| r.text == "VOID"));
    let text = lines(&r, 1).join(" ");
    assert!(text.contains("Reason: wrong table."), "{text}");
    // The journal records when the slip was voided; the notice says so.
    assert!(text.contains("was voided on "), "{text}");
    assert!(
        crate::slip::verify(&bytes, d).is_err(),
        "a void slip fails verification"
    );
}

/// Every bet's title as the shipped files and the program name them.
const TITLES: [&str; 11] = [
    "Main wager",
    "Tie",
    "Insurance",
    "Lucky Break",
    "Lucky 9 Bonus",
    "21+3 Progressive",
    "Suited or Booted",
    "Bet the Set 21",
    "Royal Match 21",
    "TriLux",
    "Super 3",
];

//! The worksheet as printed, read back from the PDF with lopdf: where each text run
//! stands (its font's widths, ascent and descent, the text position and every `cm`
//! transform), as the documents crate's layout tests measure slips and signs. Checked
//! for every game at every level over a run of seeds: no run lies off the page or in
//! the unprintable quarter inch, and no two runs overlap (the answer key's long wagers
//! ran under "Pay across" before they wrapped in their column).

use std::collections::BTreeMap;

use lopdf::content::Content;
use lopdf::{Document, Object, ObjectId};
use pitpay_core::{Catalog, Game};

use crate::difficulty::Level;
use crate::worksheet::Worksheet;

/// The unprintable margin of office printers, in points (a quarter inch).
const UNPRINTABLE: f32 = 18.0;

/// One shown string: its page, text and box (points: x0, y0, x1, y1).
struct Run {
    page: usize,
    text: String,
    bbox: [f32; 4],
}

struct Font {
    widths: BTreeMap<u16, f32>,
    default_width: f32,
    ascent: f32,
    descent: f32,
}

type Matrix = [f32; 6];
const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

fn num(o: &Object) -> f32 {
    match o {
        Object::Integer(i) => *i as f32,
        Object::Real(r) => *r,
        other => panic!("not a number: {other:?}"),
    }
}

fn deref<'a>(doc: &'a Document, o: &'a Object) -> &'a Object {
    match o {
        Object::Reference(id) => doc.get_object(*id).unwrap(),
        other => other,
    }
}

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

fn matrix(ops: &[Object]) -> Matrix {
    let v: Vec<f32> = ops.iter().map(num).collect();
    [v[0], v[1], v[2], v[3], v[4], v[5]]
}

/// A Type 0 font's glyph widths (`W`), ascent and descent.
fn font(doc: &Document, dict: &lopdf::Dictionary) -> Font {
    let descendants = deref(doc, dict.get(b"DescendantFonts").unwrap())
        .as_array()
        .unwrap();
    let cid = deref(doc, &descendants[0]).as_dict().unwrap();
    let mut widths = BTreeMap::new();
    if let Ok(w) = cid.get(b"W") {
        let w = deref(doc, w).as_array().unwrap();
        let mut i = 0;
        while i < w.len() {
            let first = num(&w[i]) as u16;
            if let Object::Array(list) = deref(doc, &w[i + 1]) {
                for (k, v) in list.iter().enumerate() {
                    widths.insert(first + k as u16, num(v));
                }
                i += 2;
            } else {
                for c in first..=num(&w[i + 1]) as u16 {
                    widths.insert(c, num(&w[i + 2]));
                }
                i += 3;
            }
        }
    }
    let descriptor = deref(doc, cid.get(b"FontDescriptor").unwrap())
        .as_dict()
        .unwrap();
    Font {
        widths,
        default_width: cid.get(b"DW").map(num).unwrap_or(1000.0),
        ascent: num(descriptor.get(b"Ascent").unwrap()) / 1000.0,
        descent: num(descriptor.get(b"Descent").unwrap()) / 1000.0,
    }
}

/// The box of `codes` shown in `font` at `size` through `m`, and the advance.
fn placed(font: &Font, size: f32, m: Matrix, codes: &[u16]) -> ([f32; 4], f32) {
    let advance: f32 = codes
        .iter()
        .map(|c| font.widths.get(c).copied().unwrap_or(font.default_width) / 1000.0)
        .sum::<f32>()
        * size;
    let corners = [
        (0.0, font.descent * size),
        (advance, font.descent * size),
        (0.0, font.ascent * size),
        (advance, font.ascent * size),
    ]
    .map(|(x, y)| (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]));
    let xs = corners.map(|c| c.0);
    let ys = corners.map(|c| c.1);
    let lo = |v: [f32; 4]| v.iter().copied().fold(f32::MAX, f32::min);
    let hi = |v: [f32; 4]| v.iter().copied().fold(f32::MIN, f32::max);
    ([lo(xs), lo(ys), hi(xs), hi(ys)], advance)
}

/// Every text run of one page. A run is named by its glyph count and position (the
/// failure message adds the page's text as lopdf extracts it), so no ToUnicode map is
/// read.
fn walk(doc: &Document, page_id: ObjectId, page: usize, runs: &mut Vec<Run>) {
    let fonts: BTreeMap<Vec<u8>, Font> = doc
        .get_page_fonts(page_id)
        .unwrap()
        .into_iter()
        .map(|(name, dict)| (name, font(doc, dict)))
        .collect();
    let content = Content::decode(&doc.get_page_content(page_id)).unwrap();
    let (mut ctm, mut stack, mut tm) = (IDENTITY, Vec::new(), IDENTITY);
    let (mut current, mut size): (Option<&Font>, f32) = (None, 0.0);
    for op in &content.operations {
        let args = &op.operands;
        match op.operator.as_str() {
            "q" => stack.push(ctm),
            "Q" => ctm = stack.pop().unwrap(),
            "cm" => ctm = mul(matrix(args), ctm),
            "BT" => tm = IDENTITY,
            "Tf" => {
                current = Some(&fonts[args[0].as_name().unwrap()]);
                size = num(&args[1]);
            }
            "Td" => tm = mul([1.0, 0.0, 0.0, 1.0, num(&args[0]), num(&args[1])], tm),
            "Tm" => tm = matrix(args),
            "Tj" | "TJ" => {
                let strings: Vec<&[u8]> = match &args[0] {
                    Object::Array(items) => items.iter().filter_map(|i| i.as_str().ok()).collect(),
                    other => vec![other.as_str().unwrap()],
                };
                for bytes in strings {
                    let codes: Vec<u16> = bytes
                        .chunks(2)
                        .map(|c| u16::from_be_bytes([c[0], c[1]]))
                        .collect();
                    let f = current.expect("text shown with no font set");
                    let (bbox, advance) = placed(f, size, mul(tm, ctm), &codes);
                    tm = mul([1.0, 0.0, 0.0, 1.0, advance, 0.0], tm);
                    runs.push(Run {
                        page,
                        text: format!("{} glyphs at {:.0},{:.0}", codes.len(), bbox[0], bbox[1]),
                        bbox,
                    });
                }
            }
            _ => {}
        }
    }
}

/// Each page's size and every text run of the document.
fn read(pdf: &[u8]) -> (Vec<(f32, f32)>, Vec<Run>) {
    let doc = Document::load_mem(pdf).unwrap();
    let mut pages = Vec::new();
    let mut runs = Vec::new();
    for (n, (_, id)) in doc.get_pages().into_iter().enumerate() {
        let dict = doc.get_object(id).unwrap().as_dict().unwrap();
        let media = deref(&doc, dict.get(b"MediaBox").unwrap())
            .as_array()
            .unwrap();
        pages.push((
            num(&media[2]) - num(&media[0]),
            num(&media[3]) - num(&media[1]),
        ));
        walk(&doc, id, n + 1, &mut runs);
    }
    (pages, runs)
}

/// The text of a PDF as lopdf extracts it, page by page, for the failure messages.
fn page_text(pdf: &[u8], page: usize) -> String {
    let doc = Document::load_mem(pdf).unwrap();
    doc.extract_text(&[page as u32]).unwrap_or_default()
}

/// No run off the page or within its unprintable quarter inch, and no two runs on a
/// page overlapping. Boxes run from the baseline to the height of capitals (0.2 em
/// above the descent, 0.25 em below the ascent), as the slips' and signs' layout tests
/// take them, so that lines set at 1.2 em do not count as touching.
fn assert_laid_out(what: &str, pdf: &[u8]) {
    let (pages, runs) = read(pdf);
    let shrunk: Vec<(&Run, [f32; 4])> = runs
        .iter()
        .map(|r| {
            let [x0, y0, x1, y1] = r.bbox;
            let h = y1 - y0;
            (r, [x0 + 0.2, y0 + h * 0.2, x1 - 0.2, y1 - h * 0.25])
        })
        .collect();
    for (i, (a, ab)) in shrunk.iter().enumerate() {
        let (w, h) = pages[a.page - 1];
        let [x0, y0, x1, y1] = a.bbox;
        assert!(
            x0 >= UNPRINTABLE
                && y0 >= UNPRINTABLE
                && x1 <= w - UNPRINTABLE
                && y1 <= h - UNPRINTABLE,
            "{what}: page {}: {} {:?} off the page\n{}",
            a.page,
            a.text,
            a.bbox,
            page_text(pdf, a.page)
        );
        for (b, bb) in &shrunk[i + 1..] {
            let overlap = a.page == b.page
                && ab[0] < bb[2]
                && bb[0] < ab[2]
                && ab[1] < bb[3]
                && bb[1] < ab[3];
            assert!(
                !overlap,
                "{what}: page {}: {} overlaps {}\n{}",
                a.page,
                a.text,
                b.text,
                page_text(pdf, a.page)
            );
        }
    }
}

/// Every game's worksheet at every level, seeds 1 to 12, ten questions each: nothing
/// off the page, no text over other text, questions and answer key alike. Blackjack at
/// the hard level printed a split hand's long wager ("… not per split hand)") under
/// the answer key's "$1.50" on five of these seeds.
#[test]
fn worksheets_at_every_level_print_no_text_over_text() {
    let catalog = Catalog::with_operator_dir(None);
    let created = time::macros::datetime!(2026-11-01 12:00 UTC);
    for game in Game::ALL {
        for level in Level::ALL {
            for seed in 1..=12 {
                let what = format!("{} {} seed {seed}", game.id(), level.id());
                let sheet =
                    Worksheet::deal(game, 10, seed, level, &catalog, pitpay_language::english())
                        .unwrap();
                let pdf =
                    crate::sheet::render(&sheet, created, pitpay_language::english()).unwrap();
                assert_laid_out(&what, &pdf);
            }
        }
    }
}

fn words(tag: &str) -> pitpay_language::Words {
    pitpay_language::Words::shipped(pitpay_language::Language::parse(tag).unwrap())
}

/// The whole text of a worksheet, every page, as lopdf extracts it.
fn all_text(pdf: &[u8]) -> String {
    let doc = Document::load_mem(pdf).unwrap();
    let pages: Vec<u32> = (1..=doc.get_pages().len() as u32).collect();
    doc.extract_text(&pages).unwrap_or_default()
}

/// The worksheet in Chinese (both scripts) and in en-XA (the pseudo-language, longer
/// than English): every game at every level, a few seeds, nothing off the page and no
/// text over text.
#[test]
fn worksheets_in_every_language_print_no_text_over_text() {
    let catalog = Catalog::with_operator_dir(None);
    let created = time::macros::datetime!(2026-11-01 12:00 UTC);
    for tag in ["zh-Hant", "zh-Hans", "en-XA"] {
        let words = words(tag);
        for game in Game::ALL {
            for level in Level::ALL {
                for seed in 1..=3 {
                    let what = format!("{tag} {} {} seed {seed}", game.id(), level.id());
                    let sheet = Worksheet::deal(game, 10, seed, level, &catalog, &words).unwrap();
                    let pdf = crate::sheet::render(&sheet, created, &words).unwrap();
                    assert_laid_out(&what, &pdf);
                }
            }
        }
    }
}

/// A zh-Hans worksheet speaks the Glossary's words (shared/GLOSSARY-zh.md: paytable
/// 赔率表, dealer 庄家, player 玩家, wager 投注, deck 副牌) and none of the sheet's English,
/// the bets and the answer key's explanations included; a zh-Hant one the traditional
/// forms. The questions are the same in every language (the JSON a script reads).
#[test]
fn a_chinese_worksheet_uses_the_glossary_words() {
    let catalog = Catalog::with_operator_dir(None);
    let created = time::macros::datetime!(2026-11-01 12:00 UTC);
    let deal = |tag: &str| {
        Worksheet::deal(blackjack(), 10, 7, Level::Standard, &catalog, &words(tag)).unwrap()
    };
    let english = deal("en");
    let sheet = deal("zh-Hans");
    assert_eq!(sheet.json(), english.json());
    let hans = all_text(&crate::sheet::render(&sheet, created, &words("zh-Hans")).unwrap());
    for term in [
        "赔率表",
        "庄家",
        "投注",
        "副牌",
        "练习卷",
        "答案",
        "应派",
        "主注",
    ] {
        assert!(hans.contains(term), "zh-Hans: {term} in {hans}");
    }
    for english in [
        "Paytables",
        "Answer key",
        "Pay across",
        "wagers:",
        "decks",
        "Score",
        "Main wager",
        "Dealer",
        "wins",
        " pay ",
    ] {
        assert!(!hans.contains(english), "zh-Hans: {english} in {hans}");
    }
    let sheet = deal("zh-Hant");
    assert_eq!(sheet.json(), english.json());
    let hant = all_text(&crate::sheet::render(&sheet, created, &words("zh-Hant")).unwrap());
    for term in ["賠率表", "莊家", "投注", "副牌", "主注"] {
        assert!(hant.contains(term), "zh-Hant: {term} in {hant}");
    }
}

/// In en-XA the sheet's words are all transformed, the bets and the answer key's
/// explanations included: no plain English word is left but the data's (paytable ids,
/// a side bet's name as its file gives it).
#[test]
fn an_en_xa_worksheet_has_no_plain_english_word_of_its_own() {
    let catalog = Catalog::with_operator_dir(None);
    let created = time::macros::datetime!(2026-11-01 12:00 UTC);
    let words = words("en-XA");
    let sheet = Worksheet::deal(blackjack(), 10, 7, Level::Standard, &catalog, &words).unwrap();
    let text = all_text(&crate::sheet::render(&sheet, created, &words).unwrap());
    for english in [
        "Paytables",
        "Answer key",
        "Pay across",
        "wagers",
        "worksheet",
        "Score",
        "questions",
        "seed",
        "Seat",
        "Hand",
        "Wager",
        "what the dealer pays",
        "Main wager",
        "Dealer",
    ] {
        assert!(!text.contains(english), "en-XA: {english} in {text}");
    }
}

/// Blackjack, as the command line names it.
fn blackjack() -> Game {
    crate::command::game_arg("blackjack").unwrap()
}

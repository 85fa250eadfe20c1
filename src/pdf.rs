//! Page layout on printpdf 0.12 for slips and signs: text (left, right or centred, with
//! the embedded DejaVu Sans so every glyph prints), rules, boxes, and a flow that breaks
//! pages by itself. Also the slip's embedded payload: a PDF object holding the signed
//! record, and a seal over the whole file so that any changed byte is detected.

use printpdf::{
    Color, Line, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument, PdfFontHandle, PdfPage,
    PdfSaveOptions, Point, Pt, Rect, Rgb, TextItem,
};

/// The slip and sign font (same file as the app's; licence in `assets/fonts/`).
pub const FONT: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
/// Its bold face.
pub const FONT_BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");

/// Why a PDF could not be made or read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PdfError(pub String);

/// A document being drawn: fonts and finished pages.
pub struct Doc {
    doc: PdfDocument,
    regular: (ParsedFont, PdfFontHandle),
    bold: (ParsedFont, PdfFontHandle),
    pages: Vec<PdfPage>,
}

/// Text weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    /// Regular.
    Regular,
    /// Bold.
    Bold,
}

/// One page's drawing operations.
pub struct Page {
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
    ops: Vec<Op>,
}

fn rgb(r: f32, g: f32, b: f32) -> Color {
    Color::Rgb(Rgb {
        r,
        g,
        b,
        icc_profile: None,
    })
}

impl Doc {
    /// A new document with the embedded fonts.
    pub fn new(title: &str) -> Result<Doc, PdfError> {
        let mut doc = PdfDocument::new(title);
        let mut warnings = Vec::new();
        let parse = |bytes: &[u8], warnings: &mut Vec<_>| {
            ParsedFont::from_bytes(bytes, 0, warnings)
                .ok_or_else(|| PdfError("the embedded font could not be read".into()))
        };
        let regular = parse(FONT, &mut warnings)?;
        let bold = parse(FONT_BOLD, &mut warnings)?;
        let rid = doc.add_font(&regular);
        let bid = doc.add_font(&bold);
        Ok(Doc {
            doc,
            regular: (regular, PdfFontHandle::External(rid)),
            bold: (bold, PdfFontHandle::External(bid)),
            pages: Vec::new(),
        })
    }

    /// The width of `s` at `size` points, in millimetres.
    pub fn width(&self, s: &str, size: f32, weight: Weight) -> f32 {
        let font = match weight {
            Weight::Regular => &self.regular.0,
            Weight::Bold => &self.bold.0,
        };
        let units: u32 = s
            .chars()
            .filter_map(|c| font.lookup_glyph_index(c as u32))
            .filter_map(|g| font.get_glyph_width(g))
            .map(u32::from)
            .sum();
        let em = f32::from(font.units_per_em.max(1));
        units as f32 * size / em * 0.352_778
    }

    /// Draws text with its left edge at `x` and baseline at `y` (mm from bottom-left).
    pub fn text(&self, page: &mut Page, x: f32, y: f32, size: f32, weight: Weight, s: &str) {
        let font = match weight {
            Weight::Regular => self.regular.1.clone(),
            Weight::Bold => self.bold.1.clone(),
        };
        page.ops.extend([
            Op::StartTextSection,
            Op::SetFont {
                font,
                size: Pt(size),
            },
            Op::SetTextCursor {
                pos: Point::new(Mm(x), Mm(y)),
            },
            Op::ShowText {
                items: vec![TextItem::Text(s.to_string())],
            },
            Op::EndTextSection,
        ]);
    }

    /// Text with its right edge at `x` (money columns).
    pub fn text_right(&self, page: &mut Page, x: f32, y: f32, size: f32, weight: Weight, s: &str) {
        let w = self.width(s, size, weight);
        self.text(page, x - w, y, size, weight, s);
    }

    /// Text centred on `x`.
    pub fn text_center(&self, page: &mut Page, x: f32, y: f32, size: f32, weight: Weight, s: &str) {
        let w = self.width(s, size, weight);
        self.text(page, x - w / 2.0, y, size, weight, s);
    }

    /// Splits `s` into lines no wider than `max` mm.
    pub fn wrap(&self, s: &str, max: f32, size: f32, weight: Weight) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in s.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if !line.is_empty() && self.width(&candidate, size, weight) > max {
                lines.push(std::mem::replace(&mut line, word.to_string()));
            } else {
                line = candidate;
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// Adds a finished page.
    pub fn push(&mut self, page: Page) {
        self.pages
            .push(PdfPage::new(Mm(page.width), Mm(page.height), page.ops));
    }

    /// The PDF bytes.
    pub fn finish(mut self) -> Vec<u8> {
        let pages = std::mem::take(&mut self.pages);
        let mut warnings = Vec::new();
        // Streams are left uncompressed: deflating the two embedded font files took
        // four fifths of a slip's time (measured), and the file stays a few hundred KB.
        let options = PdfSaveOptions {
            optimize: false,
            ..PdfSaveOptions::default()
        };
        self.doc.with_pages(pages).save(&options, &mut warnings)
    }
}

impl Page {
    /// A blank page of this size in mm.
    pub fn new(width: f32, height: f32) -> Page {
        Page {
            width,
            height,
            ops: vec![Op::SetFillColor {
                col: rgb(0.0, 0.0, 0.0),
            }],
        }
    }

    /// Sets the fill colour (text and filled shapes).
    pub fn fill(&mut self, r: f32, g: f32, b: f32) {
        self.ops.push(Op::SetFillColor { col: rgb(r, g, b) });
    }

    /// Turns everything drawn until [`Page::restore`] half a turn about the page's
    /// centre (the upside-down panel of a folded table tent).
    pub fn half_turn(&mut self) {
        let (w, h) = (Mm(self.width).into_pt().0, Mm(self.height).into_pt().0);
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Op::SetTransformationMatrix {
            matrix: printpdf::CurTransMat::Raw([-1.0, 0.0, 0.0, -1.0, w, h]),
        });
    }

    /// Ends [`Page::half_turn`].
    pub fn restore(&mut self) {
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// A straight rule.
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32) {
        self.ops.push(Op::SetOutlineColor {
            col: rgb(0.0, 0.0, 0.0),
        });
        self.ops.push(Op::SetOutlineThickness { pt: Pt(thickness) });
        self.ops.push(Op::DrawLine {
            line: Line {
                points: vec![
                    LinePoint {
                        p: Point::new(Mm(x1), Mm(y1)),
                        bezier: false,
                    },
                    LinePoint {
                        p: Point::new(Mm(x2), Mm(y2)),
                        bezier: false,
                    },
                ],
                is_closed: false,
            },
        });
    }

    /// A filled rectangle (x, y is the bottom-left corner) in the current fill colour.
    pub fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32) {
        let mut r = Rect::from_xywh(
            Mm(x).into_pt(),
            Mm(y).into_pt(),
            Mm(w).into_pt(),
            Mm(h).into_pt(),
        );
        r.mode = Some(PaintMode::Fill);
        self.ops.push(Op::DrawRectangle { rectangle: r });
    }

    /// An outlined rectangle.
    pub fn stroke_rect(&mut self, x: f32, y: f32, w: f32, h: f32, thickness: f32) {
        self.ops.push(Op::SetOutlineColor {
            col: rgb(0.0, 0.0, 0.0),
        });
        self.ops.push(Op::SetOutlineThickness { pt: Pt(thickness) });
        let mut r = Rect::from_xywh(
            Mm(x).into_pt(),
            Mm(y).into_pt(),
            Mm(w).into_pt(),
            Mm(h).into_pt(),
        );
        r.mode = Some(PaintMode::Stroke);
        self.ops.push(Op::DrawRectangle { rectangle: r });
    }
}

/// The seal placeholder: 128 hex digits, replaced in place by the seal signature.
pub const SEAL_ZERO: &str = "0000000000000000000000000000000000000000000000000000000000000000\
0000000000000000000000000000000000000000000000000000000000000000";
const SEAL_KEY: &[u8] = b"\"seal\":\"";

/// Adds `payload` (the slip's JSON, holding a `"seal":"000…"` placeholder) to the PDF
/// as an uncompressed object named from the catalog (`/PitpaySlip`).
pub fn embed(pdf: &[u8], payload: &[u8]) -> Result<Vec<u8>, PdfError> {
    use lopdf::{dictionary, Object, Stream};
    let mut doc = lopdf::Document::load_mem(pdf).map_err(|e| PdfError(e.to_string()))?;
    let mut stream = Stream::new(dictionary! { "Type" => "PitpaySlip" }, payload.to_vec());
    stream.allows_compression = false;
    let id = doc.add_object(stream);
    doc.catalog_mut()
        .map_err(|e| PdfError(e.to_string()))?
        .set("PitpaySlip", Object::Reference(id));
    let mut out = Vec::new();
    doc.save_to(&mut out).map_err(|e| PdfError(e.to_string()))?;
    Ok(out)
}

/// The payload embedded by [`embed`], or `None` when the file is not a Pitpay slip.
pub fn extract(pdf: &[u8]) -> Option<Vec<u8>> {
    let doc = lopdf::Document::load_mem(pdf).ok()?;
    let id = doc
        .catalog()
        .ok()?
        .get(b"PitpaySlip")
        .ok()?
        .as_reference()
        .ok()?;
    let stream = doc.get_object(id).ok()?.as_stream().ok()?;
    Some(stream.content.clone())
}

/// Where the seal's 128 hex digits stand in the file.
pub fn seal_range(pdf: &[u8]) -> Option<std::ops::Range<usize>> {
    let start = pdf.windows(SEAL_KEY.len()).position(|w| w == SEAL_KEY)? + SEAL_KEY.len();
    let end = start + SEAL_ZERO.len();
    (end <= pdf.len()).then_some(start..end)
}

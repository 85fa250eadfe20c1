//! One page being drawn: text in the embedded faces (left, right or centred), rules,
//! dotted leaders, boxes, colours and turned panels. Positions are millimetres from the
//! page's bottom-left corner, type sizes are points.

use printpdf::{
    Color, CurTransMat, FontId, Line, LineCapStyle, LineDashPattern, LinePoint, Mm, Op, PaintMode,
    PdfFontHandle, Point, Pt, Rect, Rgb, TextItem,
};

use super::fonts::{run_width, runs, text_width, Used, Weight, MM_PER_PT};

/// A colour as red, green and blue from 0 to 1.
pub(crate) type Rgb3 = (f32, f32, f32);

/// Black.
pub const BLACK: Rgb3 = (0.0, 0.0, 0.0);

/// One page's drawing operations.
pub struct Page {
    /// Width, mm.
    pub width: f32,
    /// Height, mm.
    pub height: f32,
    pub(super) ops: Vec<Op>,
    pub(super) used: Used,
}

fn color((r, g, b): Rgb3) -> Color {
    Color::Rgb(Rgb {
        r,
        g,
        b,
        icc_profile: None,
    })
}

fn point(x: f32, y: f32) -> Point {
    Point::new(Mm(x), Mm(y))
}

impl Page {
    /// A blank page of this size in mm, drawing in black.
    pub(crate) fn new(width: f32, height: f32) -> Page {
        Page {
            width,
            height,
            ops: vec![
                Op::SetFillColor { col: color(BLACK) },
                Op::SetOutlineColor { col: color(BLACK) },
            ],
            used: Used::default(),
        }
    }

    /// Draws text with its left edge at `x` and baseline at `y`.
    pub fn text(&mut self, x: f32, y: f32, size: f32, weight: Weight, s: &str) {
        let mut x = x;
        for run in runs(s, weight) {
            self.ops.extend([
                Op::StartTextSection,
                Op::SetFont {
                    font: PdfFontHandle::External(FontId(run.face.resource().into())),
                    size: Pt(size),
                },
                Op::SetTextCursor { pos: point(x, y) },
                Op::ShowText {
                    items: vec![TextItem::Text(run.text.clone())],
                },
                Op::EndTextSection,
            ]);
            x += run_width(&run, size);
            self.used.add(&run);
        }
    }

    /// Text with its right edge at `x` (money columns).
    pub(crate) fn text_right(&mut self, x: f32, y: f32, size: f32, weight: Weight, s: &str) {
        let w = width(s, size, weight);
        self.text(x - w, y, size, weight, s);
    }

    /// Text centred on `x`.
    pub fn text_center(&mut self, x: f32, y: f32, size: f32, weight: Weight, s: &str) {
        let w = width(s, size, weight);
        self.text(x - w / 2.0, y, size, weight, s);
    }

    /// Sets the fill colour (text and filled shapes).
    pub fn fill(&mut self, c: Rgb3) {
        self.ops.push(Op::SetFillColor { col: color(c) });
    }

    /// Sets the colour of rules and outlines.
    pub(crate) fn stroke(&mut self, c: Rgb3) {
        self.ops.push(Op::SetOutlineColor { col: color(c) });
    }

    /// Turns everything drawn until [`Page::restore`] half a turn about the page's
    /// centre (the upside-down panel of a folded table tent).
    pub(crate) fn half_turn(&mut self) {
        let (w, h) = (Mm(self.width).into_pt().0, Mm(self.height).into_pt().0);
        self.transform([-1.0, 0.0, 0.0, -1.0, w, h]);
    }

    /// Turns everything drawn until [`Page::restore`] by `degrees` anticlockwise about
    /// the point (`x`, `y`), which becomes the new origin.
    pub(crate) fn turn_about(&mut self, x: f32, y: f32, degrees: f32) {
        let (sin, cos) = degrees.to_radians().sin_cos();
        let (tx, ty) = (Mm(x).into_pt().0, Mm(y).into_pt().0);
        self.transform([cos, sin, -sin, cos, tx, ty]);
    }

    fn transform(&mut self, matrix: [f32; 6]) {
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Op::SetTransformationMatrix {
            matrix: CurTransMat::Raw(matrix),
        });
    }

    /// Ends [`Page::half_turn`] or [`Page::turn_about`].
    pub(crate) fn restore(&mut self) {
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// A straight rule in the stroke colour.
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32) {
        self.ops.push(Op::SetOutlineThickness { pt: Pt(thickness) });
        self.ops.push(Op::DrawLine {
            line: Line {
                points: vec![
                    LinePoint {
                        p: point(x1, y1),
                        bezier: false,
                    },
                    LinePoint {
                        p: point(x2, y2),
                        bezier: false,
                    },
                ],
                is_closed: false,
            },
        });
    }

    /// A dotted leader from `x1` to `x2` at height `y`: round dots `pitch` mm apart.
    pub(crate) fn dots(&mut self, x1: f32, x2: f32, y: f32, thickness: f32, pitch: f32) {
        if x2 - x1 < pitch {
            return;
        }
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Op::SetLineCapStyle {
            cap: LineCapStyle::Round,
        });
        let gap = Mm(pitch).into_pt().0;
        self.ops.push(Op::SetLineDashPattern {
            dash: LineDashPattern::new(0.0, &[0.0, gap]),
        });
        self.line(x1, y, x2, y, thickness);
        self.ops.push(Op::RestoreGraphicsState);
    }

    /// A filled rectangle (x, y is the bottom-left corner) in the fill colour.
    pub(crate) fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.rect(x, y, w, h, PaintMode::Fill);
    }

    /// An outlined rectangle in the stroke colour.
    pub fn stroke_rect(&mut self, x: f32, y: f32, w: f32, h: f32, thickness: f32) {
        self.ops.push(Op::SetOutlineThickness { pt: Pt(thickness) });
        self.rect(x, y, w, h, PaintMode::Stroke);
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, mode: PaintMode) {
        let mut r = Rect::from_xywh(
            Mm(x).into_pt(),
            Mm(y).into_pt(),
            Mm(w).into_pt(),
            Mm(h).into_pt(),
        );
        r.mode = Some(mode);
        self.ops.push(Op::DrawRectangle { rectangle: r });
    }

    /// Draws `under` beneath everything drawn so far (a watermark drawn last but
    /// printed first, so it never hides a word).
    pub(crate) fn underlay(&mut self, under: Page) {
        let mut ops = under.ops;
        ops.push(Op::SetFillColor { col: color(BLACK) });
        ops.push(Op::SetOutlineColor { col: color(BLACK) });
        ops.append(&mut self.ops);
        self.ops = ops;
        self.used.merge(under.used);
    }
}

/// The width of `s` at `size` points, in millimetres.
pub fn width(s: &str, size: f32, weight: Weight) -> f32 {
    text_width(s, size, weight)
}

/// The height of a line of type of `size` points, in millimetres: 1.2 em.
pub(crate) fn leading(size: f32) -> f32 {
    size * 1.2 * MM_PER_PT
}

/// The largest size up to `size` at which `s` fits in `max` mm, but never below `min`.
pub(crate) fn fit(s: &str, max: f32, size: f32, min: f32, weight: Weight) -> f32 {
    let w = width(s, size, weight);
    if w <= max || w <= 0.0 {
        size
    } else {
        // A hair under the exact ratio, so that `wrap` at the same width keeps one line.
        (size * max / w * 0.999).max(min)
    }
}

/// Splits `s` into lines no wider than `max` mm: at spaces, and inside a word (a long
/// name, a run of CJK characters) where the word alone is wider than `max`.
pub fn wrap(s: &str, max: f32, size: f32, weight: Weight) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in s.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if width(&candidate, size, weight) <= max {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if width(word, size, weight) <= max {
            line = word.to_string();
            continue;
        }
        for c in word.chars() {
            let mut longer = line.clone();
            longer.push(c);
            if !line.is_empty() && width(&longer, size, weight) > max {
                lines.push(std::mem::replace(&mut line, c.to_string()));
            } else {
                line = longer;
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_spaces_and_inside_words_too_long_for_the_column() {
        let lines = wrap("Maria Lopez de la Cruz", 25.0, 10.0, Weight::Regular);
        assert!(lines.len() >= 2, "{lines:?}");
        assert_eq!(lines.join(" "), "Maria Lopez de la Cruz");
        let long = "Wolfeschlegelsteinhausenbergerdorff";
        let lines = wrap(long, 20.0, 10.0, Weight::Regular);
        assert!(lines.len() >= 3, "{lines:?}");
        assert_eq!(lines.concat(), long);
        for l in &lines {
            assert!(width(l, 10.0, Weight::Regular) <= 20.0, "{l}");
        }
        let cjk = wrap("欧阳娜娜欧阳娜娜欧阳娜娜", 12.0, 10.0, Weight::Regular);
        assert!(cjk.len() >= 2, "{cjk:?}");
    }

    #[test]
    fn fit_shrinks_only_what_does_not_fit() {
        assert_eq!(fit("Flush", 100.0, 20.0, 10.0, Weight::Bold), 20.0);
        let s = fit(
            "Three aces or kings of the declared suit",
            60.0,
            20.0,
            5.0,
            Weight::Bold,
        );
        assert!(s < 20.0);
        assert!(
            (width("Three aces or kings of the declared suit", s, Weight::Bold) - 60.0).abs() < 0.5
        );
    }
}

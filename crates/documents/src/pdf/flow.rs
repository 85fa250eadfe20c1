//! Pages filled from the top: the one flow every printed document uses, the
//! slip, the shift report, the worksheet, the paytable sign and the strategy card alike
//! (a sign and a card are one fitted page, made and finished through it). A block asks for `room`; when the
//! page cannot hold it a new page starts, and the document's own continuation (the
//! slip's "continued" heading and the wager table's column header) is drawn at its top.
//! Paragraphs wrap to the text width, headings keep room for what follows them, and
//! `finish` numbers the pages through the document's footer.

use time::OffsetDateTime;

use super::Doc;
use super::{leading, wrap, Page, Weight};

/// The blank edges of every page, in mm.
#[derive(Debug, Clone, Copy)]
pub struct Margins {
    /// Left and right.
    pub side: f32,
    /// Above the first line of a page.
    pub top: f32,
    /// Below the last line of a page.
    pub bottom: f32,
}

/// One cell of a [`Flow::cells`] row: where its column starts (mm from the text's left
/// edge), how wide it is, whether its text is set against the column's right edge
/// (money), and the text.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cell<'a> {
    pub(crate) x: f32,
    pub(crate) width: f32,
    pub(crate) right: bool,
    pub(crate) text: &'a str,
}

/// What a document draws at the top of each page after the first.
pub(crate) type Continuation = Box<dyn FnMut(&mut Flow)>;

/// Pages being filled from the top.
pub struct Flow {
    /// The page being filled.
    pub page: Page,
    /// How far down it is filled: the baseline of the last thing drawn, in mm from the
    /// bottom edge.
    pub y: f32,
    width: f32,
    height: f32,
    margins: Margins,
    done: Vec<Page>,
    continued: Option<Continuation>,
}

impl Flow {
    /// An empty first page of `size` (width, height in mm).
    pub fn new(size: (f32, f32), margins: Margins) -> Flow {
        let (width, height) = size;
        Flow {
            page: Page::new(width, height),
            y: height - margins.top,
            width,
            height,
            margins,
            done: Vec::new(),
            continued: None,
        }
    }

    /// The left edge of the text.
    pub(crate) fn left(&self) -> f32 {
        self.margins.side
    }

    /// The right edge of the text.
    pub(crate) fn right(&self) -> f32 {
        self.width - self.margins.side
    }

    /// The width text may take.
    pub(crate) fn text_width(&self) -> f32 {
        self.right() - self.left()
    }

    /// What to draw at the top of each new page from now on (`None`: nothing).
    pub(crate) fn continue_with(&mut self, continuation: Option<Continuation>) {
        self.continued = continuation;
    }

    /// Makes room for `height` mm, starting a new page when the current one is full.
    pub fn room(&mut self, height: f32) {
        if self.y - height < self.margins.bottom {
            self.new_page();
        }
    }

    /// Starts a new page, with the document's continuation at its top.
    pub fn new_page(&mut self) {
        let next = Page::new(self.width, self.height);
        self.done.push(std::mem::replace(&mut self.page, next));
        self.y = self.height - self.margins.top;
        // Taken out while it runs, as it draws on this flow.
        if let Some(mut draw) = self.continued.take() {
            draw(self);
            self.continued = Some(draw);
        }
    }

    /// A paragraph across the text width, wrapped, a new page where a line does not fit.
    pub(crate) fn para(&mut self, size: f32, weight: Weight, s: &str) {
        self.para_in(0.0, size, weight, s);
    }

    /// A paragraph `indent` mm in from the left edge, wrapped to the width left of the
    /// text's (a note under a table row stays under it, never past the right margin).
    pub(crate) fn para_in(&mut self, indent: f32, size: f32, weight: Weight, s: &str) {
        for l in wrap(s, self.text_width() - indent, size, weight) {
            self.room(leading(size));
            self.y -= leading(size) * 0.8;
            let x = self.left() + indent;
            self.page.text(x, self.y, size, weight, &l);
            self.y -= leading(size) * 0.2;
        }
    }

    /// A table row whose cells each wrap inside their own column: the row is as tall as
    /// its tallest cell and kept on one page, so a long name takes a second line in its
    /// column instead of running into the next column or off the page.
    pub(crate) fn cells(&mut self, size: f32, weight: Weight, cells: &[Cell<'_>]) {
        let wrapped: Vec<Vec<String>> = cells
            .iter()
            .map(|c| wrap(c.text, c.width, size, weight))
            .collect();
        let tallest = wrapped.iter().map(Vec::len).max().unwrap_or(0).max(1);
        self.room(leading(size) * tallest as f32);
        let (top, left) = (self.y, self.left());
        for (cell, lines) in cells.iter().zip(&wrapped) {
            for (i, l) in lines.iter().enumerate() {
                let y = top - leading(size) * (i as f32 + 1.0);
                if cell.right {
                    let x = left + cell.x + cell.width;
                    self.page.text_right(x, y, size, weight, l);
                } else {
                    self.page.text(left + cell.x, y, size, weight, l);
                }
            }
        }
        self.y = top - leading(size) * tallest as f32;
    }

    /// A section heading, kept with the two lines after it.
    pub(crate) fn heading(&mut self, s: &str) {
        self.room(leading(11.0) + leading(9.0) * 2.0);
        self.y -= 2.0;
        self.para(11.0, Weight::Bold, s);
        self.y -= 0.5;
    }

    /// A rule across the text width.
    pub(crate) fn rule(&mut self, thickness: f32) {
        self.room(2.5);
        self.y -= 1.2;
        let (l, r) = (self.left(), self.right());
        self.page.line(l, self.y, r, self.y, thickness);
        self.y -= 1.3;
    }

    /// Blank space.
    pub(crate) fn gap(&mut self, mm: f32) {
        self.y -= mm;
    }

    /// Every page, the one being filled last.
    pub(crate) fn pages(mut self) -> Vec<Page> {
        let last = Page::new(self.width, self.height);
        self.done.push(std::mem::replace(&mut self.page, last));
        self.done
    }

    /// The document: each page given to `footer` with its number and the page count
    /// ("Page 2 of 3"), in order.
    pub fn finish(
        self,
        title: &str,
        created: OffsetDateTime,
        mut footer: impl FnMut(&mut Page, usize, usize),
    ) -> Doc {
        let pages = self.pages();
        let total = pages.len();
        let mut doc = Doc::new(title, created);
        for (i, mut page) in pages.into_iter().enumerate() {
            footer(&mut page, i + 1, total);
            doc.push(page);
        }
        doc
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MARGINS: Margins = Margins {
        side: 10.0,
        top: 10.0,
        bottom: 10.0,
    };

    /// A block that does not fit starts a page, the continuation drawn at its top, and
    /// the footer sees every page with the count.
    #[test]
    fn a_block_that_does_not_fit_starts_a_continued_page() {
        let mut f = Flow::new((100.0, 60.0), MARGINS);
        f.continue_with(Some(Box::new(|f: &mut Flow| f.gap(7.0))));
        f.room(30.0);
        assert_eq!(f.y, 50.0, "fits on the first page");
        f.gap(20.0);
        f.room(30.0);
        assert_eq!(f.y, 43.0, "a new page, 7 mm of continuation at its top");
        let mut seen = Vec::new();
        let _ = f.finish("t", OffsetDateTime::UNIX_EPOCH, |_, n, of| {
            seen.push((n, of))
        });
        assert_eq!(seen, [(1, 2), (2, 2)]);
    }

    /// A cell too long for its column takes more lines inside it, and the row is as tall
    /// as that cell.
    #[test]
    fn a_cell_wraps_inside_its_column() {
        let mut f = Flow::new((100.0, 100.0), MARGINS);
        let before = f.y;
        let cells = [
            Cell {
                x: 0.0,
                width: 15.0,
                right: false,
                text: "Maria Lopez de la Cruz",
            },
            Cell {
                x: 20.0,
                width: 20.0,
                right: true,
                text: "$1.00",
            },
        ];
        f.cells(9.0, Weight::Regular, &cells);
        let lines = wrap(cells[0].text, 15.0, 9.0, Weight::Regular).len();
        assert!(lines >= 2, "{lines}");
        assert!((before - f.y - leading(9.0) * lines as f32).abs() < 0.01);
    }

    #[test]
    fn a_paragraph_wraps_onto_the_next_page() {
        let mut f = Flow::new((60.0, 30.0), MARGINS);
        let words = "word ".repeat(60);
        f.para(9.0, Weight::Regular, &words);
        assert!(f.pages().len() > 1);
    }
}

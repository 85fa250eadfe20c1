//! The faces every slip and sign prints with, and how a string is split among them.
//!
//! DejaVu Sans (regular and bold) prints Latin, Greek, Cyrillic and the card suits; Droid
//! Sans Fallback prints what DejaVu lacks, above all Chinese, Japanese and Korean names.
//! A character neither face holds prints as its code point ("U+0915"), never as an empty
//! box. Each face is parsed once per process; a document embeds only the glyphs it used
//! (a subset made with allsorts, the library printpdf itself subsets with), so a slip
//! weighs tens of kilobytes rather than the fonts' 4.9 MB.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use printpdf::ParsedFont;

use super::PdfError;

// Statics, not consts: a const's bytes are copied into every place that names it, and
// the binary carried each font two or three times.

/// DejaVu Sans, the slip and sign font (the same file as the app's; licence in
/// `assets/fonts/LICENSE-DejaVu.txt`).
pub static FONT: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans.ttf");
/// Its bold face.
pub(crate) static FONT_BOLD: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans-Bold.ttf");
/// Droid Sans Fallback, for the characters DejaVu lacks: CJK ideographs, kana, Hangul
/// (Apache 2.0, `assets/fonts/LICENSE-DroidSansFallback.txt`).
pub static FONT_FALLBACK: &[u8] = include_bytes!("../../../../assets/fonts/DroidSansFallback.ttf");

/// Text weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    /// Regular.
    Regular,
    /// Bold.
    Bold,
}

/// One of the embedded faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) enum Face {
    Regular,
    Bold,
    Fallback,
}

impl Face {
    /// Every face, in the order of [`Face::index`].
    pub(super) const ALL: [Face; 3] = [Face::Regular, Face::Bold, Face::Fallback];

    /// Its place in per-face arrays.
    pub(super) fn index(self) -> usize {
        match self {
            Face::Regular => 0,
            Face::Bold => 1,
            Face::Fallback => 2,
        }
    }

    /// The resource name the page content uses for it.
    pub(super) fn resource(self) -> &'static str {
        match self {
            Face::Regular => "DejaVuSans",
            Face::Bold => "DejaVuSansBold",
            Face::Fallback => "DroidSansFallback",
        }
    }

    fn bytes(self) -> &'static [u8] {
        match self {
            Face::Regular => FONT,
            Face::Bold => FONT_BOLD,
            Face::Fallback => FONT_FALLBACK,
        }
    }

    fn of(weight: Weight) -> Face {
        match weight {
            Weight::Regular => Face::Regular,
            Weight::Bold => Face::Bold,
        }
    }

    /// The face's character map and advance widths, read in place from the embedded
    /// bytes once per process (nothing is copied or built: a slip measures a few
    /// hundred characters of a 6,000-glyph face). The fallback is read only when a text
    /// needs it.
    pub(super) fn metrics(self) -> Result<&'static Metrics, PdfError> {
        static REGULAR: OnceLock<Option<Metrics>> = OnceLock::new();
        static BOLD: OnceLock<Option<Metrics>> = OnceLock::new();
        static FALLBACK: OnceLock<Option<Metrics>> = OnceLock::new();
        let slot = match self {
            Face::Regular => &REGULAR,
            Face::Bold => &BOLD,
            Face::Fallback => &FALLBACK,
        };
        slot.get_or_init(|| Metrics::read(self.bytes()))
            .as_ref()
            .ok_or(PdfError::Font)
    }

    fn has(self, c: char) -> bool {
        self.metrics().is_ok_and(|m| m.glyph(c).is_some())
    }
}

/// A face's character map and horizontal metrics, borrowed from its bytes.
pub(super) struct Metrics {
    cmap: allsorts::tables::cmap::CmapSubtable<'static>,
    hmtx: allsorts::tables::HmtxTable<'static>,
    units_per_em: f32,
}

impl Metrics {
    fn read(font: &'static [u8]) -> Option<Metrics> {
        use allsorts::binary::read::ReadScope;
        use allsorts::tables::cmap::Cmap;
        use allsorts::tables::{HeadTable, HheaTable, HmtxTable, MaxpTable};
        let head = ReadScope::new(table(font, b"head")?)
            .read::<HeadTable>()
            .ok()?;
        let maxp = ReadScope::new(table(font, b"maxp")?)
            .read::<MaxpTable>()
            .ok()?;
        let hhea = ReadScope::new(table(font, b"hhea")?)
            .read::<HheaTable>()
            .ok()?;
        let cmap = ReadScope::new(table(font, b"cmap")?)
            .read::<Cmap<'static>>()
            .ok()?;
        let (_, cmap) = allsorts::font::read_cmap_subtable(&cmap).ok()??;
        let counts = (
            usize::from(maxp.num_glyphs),
            usize::from(hhea.num_h_metrics),
        );
        let hmtx = ReadScope::new(table(font, b"hmtx")?)
            .read_dep::<HmtxTable<'static>>(counts)
            .ok()?;
        Some(Metrics {
            cmap,
            hmtx,
            units_per_em: f32::from(head.units_per_em.max(1)),
        })
    }

    /// The glyph for a character, none where the face has no glyph of its own.
    pub(super) fn glyph(&self, c: char) -> Option<u16> {
        self.cmap
            .map_glyph(u32::from(c))
            .ok()
            .flatten()
            .filter(|g| *g != 0)
    }

    /// A character's advance in ems.
    fn advance(&self, c: char) -> Option<f32> {
        let g = self.glyph(c)?;
        let w = self.hmtx.horizontal_advance(g).ok()?;
        Some(f32::from(w) / self.units_per_em)
    }
}

/// A table of a TrueType font, by its tag, straight from the table directory.
fn table(font: &'static [u8], tag: &[u8; 4]) -> Option<&'static [u8]> {
    let be32 =
        |b: &[u8]| -> Option<usize> { Some(u32::from_be_bytes(b.try_into().ok()?) as usize) };
    let count = usize::from(u16::from_be_bytes(font.get(4..6)?.try_into().ok()?));
    (0..count).find_map(|i| {
        let record = font.get(12 + 16 * i..28 + 16 * i)?;
        if record.get(0..4)? != tag {
            return None;
        }
        let offset = be32(record.get(8..12)?)?;
        let length = be32(record.get(12..16)?)?;
        font.get(offset..offset.checked_add(length)?)
    })
}

/// A stretch of text in one face.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Run {
    pub(super) face: Face,
    pub(super) text: String,
}

/// Splits `s` into runs by the face that holds each character: the weight's own face,
/// else the fallback, else the character's code point in the weight's face. Control
/// characters print as spaces.
pub(super) fn runs(s: &str, weight: Weight) -> Vec<Run> {
    let own = Face::of(weight);
    let mut out: Vec<Run> = Vec::new();
    let mut push = |face: Face, piece: &str| match out.last_mut() {
        Some(last) if last.face == face => last.text.push_str(piece),
        _ => out.push(Run {
            face,
            text: piece.to_string(),
        }),
    };
    let mut buf = [0u8; 4];
    for c in s.chars() {
        let c = if c.is_control() { ' ' } else { c };
        if own.has(c) {
            push(own, c.encode_utf8(&mut buf));
        } else if Face::Fallback.has(c) {
            push(Face::Fallback, c.encode_utf8(&mut buf));
        } else {
            push(own, &format!("U+{:04X}", u32::from(c)));
        }
    }
    out
}

/// The advance width of `s` at `size` points in millimetres, as [`runs`] would print it
/// (measured without building the runs: layouts measure far more than they draw).
pub(super) fn text_width(s: &str, size: f32, weight: Weight) -> f32 {
    let Ok(own) = Face::of(weight).metrics() else {
        return 0.0;
    };
    let fallback = || Face::Fallback.metrics().ok();
    let ems: f32 = s
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .map(|c| {
            own.advance(c)
                .or_else(|| fallback().and_then(|f| f.advance(c)))
                .unwrap_or_else(|| code_point_width(c, own))
        })
        .sum();
    ems * size * MM_PER_PT
}

/// The width, in ems, of "U+XXXX" standing in for a character no face holds.
fn code_point_width(c: char, own: &Metrics) -> f32 {
    format!("U+{:04X}", u32::from(c))
        .chars()
        .filter_map(|d| own.advance(d))
        .sum()
}

/// The advance width of a run at `size` points, in millimetres.
pub(super) fn run_width(run: &Run, size: f32) -> f32 {
    let Ok(m) = run.face.metrics() else {
        return 0.0;
    };
    run.text.chars().filter_map(|c| m.advance(c)).sum::<f32>() * size * MM_PER_PT
}

/// Millimetres in a point.
pub(crate) const MM_PER_PT: f32 = 0.352_778;

/// The characters a document printed, per face.
#[derive(Debug, Clone, Default)]
pub(super) struct Used([BTreeSet<char>; 3]);

impl Used {
    pub(super) fn add(&mut self, run: &Run) {
        if let Some(set) = self.0.get_mut(run.face.index()) {
            set.extend(run.text.chars());
        }
    }

    pub(super) fn merge(&mut self, other: Used) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0) {
            mine.extend(theirs);
        }
    }

    /// Each face the document used, with a font holding just its glyphs.
    pub(super) fn subsets(&self) -> Result<Vec<(Face, ParsedFont)>, PdfError> {
        let mut out = Vec::new();
        for face in Face::ALL {
            let Some(chars) = self.0.get(face.index()).filter(|c| !c.is_empty()) else {
                continue;
            };
            let full = face.metrics()?;
            let glyphs: BTreeSet<u16> = chars.iter().filter_map(|c| full.glyph(*c)).collect();
            let bytes = subset(face.bytes(), &glyphs)?;
            let font =
                ParsedFont::from_bytes(&bytes, 0, &mut Vec::new()).ok_or(PdfError::SubsetUnread)?;
            out.push((face, font));
        }
        Ok(out)
    }
}

/// A font holding glyph 0 (.notdef, which must come first) and `glyphs`, with a Unicode
/// cmap for the characters that map to them, so that printpdf encodes text against it
/// exactly as against the whole font.
fn subset(bytes: &[u8], glyphs: &BTreeSet<u16>) -> Result<Vec<u8>, PdfError> {
    use allsorts::binary::read::ReadScope;
    use allsorts::font_data::FontData;
    use allsorts::subset::{subset, CmapTarget, SubsetProfile};
    let failed = |e: &dyn std::fmt::Display| PdfError::Subset(e.to_string());
    let file = ReadScope::new(bytes)
        .read::<FontData<'_>>()
        .map_err(|e| failed(&e))?;
    let provider = file.table_provider(0).map_err(|e| failed(&e))?;
    let ids: Vec<u16> = std::iter::once(0)
        .chain(glyphs.iter().copied().filter(|g| *g != 0))
        .collect();
    subset(&provider, &ids, &SubsetProfile::Pdf, CmapTarget::Unicode).map_err(|e| failed(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_stays_in_dejavu_cjk_goes_to_the_fallback() {
        let r = runs("王 Li", Weight::Bold);
        assert_eq!(
            r,
            vec![
                Run {
                    face: Face::Fallback,
                    text: "王".into()
                },
                Run {
                    face: Face::Bold,
                    text: " Li".into()
                }
            ]
        );
        // Hangul and kana are in the fallback too.
        assert!(runs("김민준 さくら", Weight::Regular)
            .iter()
            .all(|r| r.face == Face::Fallback || r.text == " "));
    }

    #[test]
    fn a_character_no_face_holds_prints_as_its_code_point() {
        // U+0915 DEVANAGARI LETTER KA is in neither face.
        let r = runs("क", Weight::Regular);
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].text, "U+0915");
        assert_eq!(runs("a\tb", Weight::Regular)[0].text, "a b");
    }

    #[test]
    fn a_subset_maps_the_same_characters_with_the_same_widths() {
        let mut used = Used::default();
        let printed = runs("Payout slip ♠♥ 王", Weight::Regular);
        for r in &printed {
            used.add(r);
        }
        let subsets = used.subsets().unwrap();
        assert_eq!(subsets.len(), 2);
        for (face, small) in &subsets {
            let full = face.metrics().unwrap();
            let chars = printed
                .iter()
                .filter(|r| r.face == *face)
                .flat_map(|r| r.text.chars());
            for c in chars {
                let g = small.lookup_glyph_index(c as u32).unwrap();
                let w_small = f32::from(small.get_glyph_width(g).unwrap());
                let em = f32::from(small.units_per_em);
                assert_eq!(Some(w_small / em), full.advance(c), "{c}");
            }
        }
    }
}

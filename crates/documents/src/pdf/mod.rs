//! PDF documents for slips, signs, worksheets and shift reports on printpdf 0.12: pages
//! filled by one [`flow::Flow`] (all but the one-page signs), drawn with [`Page`] in the
//! embedded faces (`fonts`), then saved with only the glyphs they use and compressed
//! streams, dated, and claiming no PDF standard they do not meet. Also the slip's
//! embedded payload: a PDF object holding the signed record, and a seal over the whole
//! file so that any changed byte is detected.

pub(crate) mod flow;
mod fonts;
mod page;

use printpdf::{FontId, Mm, PdfDocument, PdfFont, PdfPage, PdfSaveOptions};
use time::OffsetDateTime;

pub use self::{
    flow::{Flow, Margins},
    fonts::{Weight, FONT, FONT_FALLBACK},
    page::{width, wrap, Page, BLACK},
};
pub(crate) use self::{
    fonts::MM_PER_PT,
    page::{fit, leading, Rgb3},
};

/// Why a PDF could not be made or read. The libraries' own errors are kept as they
/// word them: they are neither `Clone` nor comparable, and say the detail a bug report
/// needs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    /// An embedded font does not read (a build that embedded a damaged font).
    Font,
    /// A font's subset could not be made.
    Subset(String),
    /// A font's subset, once made, does not read back.
    SubsetUnread,
    /// The document's date is not one a PDF can carry.
    Date(String),
    /// The PDF could not be written.
    Write(String),
    /// The made PDF could not be read back to embed the slip's record.
    Embed(String),
}

pitpay_language::english_display!(PdfError);

/// Why a PDF could not be made, in any language; the PDF library's own words as it
/// gives them.
impl From<&PdfError> for pitpay_language::Sentence {
    fn from(e: &PdfError) -> pitpay_language::Sentence {
        use pitpay_language::sentence;
        match e {
            PdfError::Font => sentence!("document-error-pdf-font"),
            PdfError::Subset(why) => sentence!("document-error-pdf-subset", why = why),
            PdfError::SubsetUnread => sentence!("document-error-pdf-subset-unread"),
            PdfError::Date(why) => sentence!("document-error-pdf-date", why = why),
            PdfError::Write(why) => sentence!("document-error-pdf-write", why = why),
            PdfError::Embed(why) => why.into(),
        }
    }
}

/// Paper for slips: a setting (`paper` in settings.toml), so it is the journal crate's.
pub(crate) use pitpay_journal::Paper;

/// A document being drawn: its finished pages and the characters they print.
pub struct Doc {
    title: String,
    created: OffsetDateTime,
    pages: Vec<PdfPage>,
    used: fonts::Used,
}

impl Doc {
    /// A new document, dated `created` in its metadata.
    pub(crate) fn new(title: &str, created: OffsetDateTime) -> Doc {
        Doc {
            title: title.to_string(),
            created,
            pages: Vec::new(),
            used: fonts::Used::default(),
        }
    }

    /// Adds a finished page.
    pub(crate) fn push(&mut self, page: Page) {
        let Page {
            width,
            height,
            ops,
            used,
        } = page;
        self.used.merge(used);
        self.pages.push(PdfPage::new(Mm(width), Mm(height), ops));
    }

    /// The PDF bytes: fonts subset to the glyphs used, streams compressed.
    pub fn finish(self) -> Result<Vec<u8>, PdfError> {
        let mut doc = PdfDocument::new(&self.title);
        let created = printpdf::OffsetDateTime::from_unix_timestamp(self.created.unix_timestamp())
            .map_err(|e| PdfError::Date(e.to_string()))?;
        let info = &mut doc.metadata.info;
        info.creation_date = created;
        info.modification_date = created;
        info.metadata_date = created;
        info.creator = format!("Pitpay {}", env!("CARGO_PKG_VERSION"));
        info.producer = "Pitpay with printpdf 0.12".into();
        for (face, font) in self.used.subsets()? {
            doc.resources
                .fonts
                .map
                .insert(FontId(face.resource().into()), PdfFont::new(font));
        }
        let options = PdfSaveOptions {
            optimize: false,
            subset_fonts: false,
            secure: true,
            image_optimization: None,
        };
        let mut warnings = Vec::new();
        let mut pdf = doc
            .with_pages(self.pages)
            .to_lopdf_document(&options, &mut warnings);
        tidy(&mut pdf);
        compress(&mut pdf);
        let mut out = Vec::new();
        pdf.save_to(&mut out)
            .map_err(|e| PdfError::Write(e.to_string()))?;
        Ok(out)
    }
}

/// What printpdf writes that the file must not say: it declares a PDF/X version (an
/// empty one, which readers still take for a PDF/X claim, and the file is no PDF/X),
/// writes empty author, subject and keywords, and names subset fonts without the
/// subset tag the PDF standard asks for (ISO 32000-1 §9.6.4: six capitals and `+`,
/// here taken from the subset's own bytes, so the same glyphs always get the same tag).
fn tidy(doc: &mut lopdf::Document) {
    use lopdf::Object;
    if let Ok(info) = doc.trailer.get(b"Info").and_then(Object::as_reference) {
        if let Ok(Object::Dictionary(d)) = doc.get_object_mut(info) {
            d.remove(b"GTS_PDFXVersion");
            for key in [&b"Author"[..], b"Subject", b"Keywords", b"Identifier"] {
                let empty = matches!(d.get(key), Ok(Object::String(s, _)) if s.is_empty() || s == b"\xfe\xff");
                if empty {
                    d.remove(key);
                }
            }
        }
    }
    tag_subsets(doc);
}

/// Deflates every stream that allows it. Level 3, not printpdf's 9: deflating was the
/// largest cost of a slip; at level 3 a slip comes out about 2% larger than at 6 and
/// the whole slip is made in a sixth less time (measured).
fn compress(doc: &mut lopdf::Document) {
    use std::io::Write;
    for object in doc.objects.values_mut() {
        let lopdf::Object::Stream(stream) = object else {
            continue;
        };
        if !stream.allows_compression || stream.dict.get(b"Filter").is_ok() {
            continue;
        }
        let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(3));
        let packed = z.write_all(&stream.content).and_then(|()| z.finish());
        if let Ok(packed) = packed {
            if packed.len() < stream.content.len() {
                stream.dict.set("Filter", "FlateDecode");
                stream.set_content(packed);
            }
        }
    }
}

/// Prefixes each embedded font's name, in its Type0, CIDFont and descriptor
/// dictionaries, with a subset tag made from its font program's bytes.
fn tag_subsets(doc: &mut lopdf::Document) {
    use lopdf::Object;
    use sha2::{Digest, Sha256};
    let mut tags: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
    for obj in doc.objects.values() {
        let Ok(d) = obj.as_dict() else { continue };
        let (Ok(name), Ok(file)) = (
            d.get(b"FontName").and_then(Object::as_name),
            d.get(b"FontFile2").and_then(Object::as_reference),
        ) else {
            continue;
        };
        let Ok(Object::Stream(program)) = doc.get_object(file) else {
            continue;
        };
        let digest = Sha256::digest(&program.content);
        let mut tagged: Vec<u8> = digest.iter().take(6).map(|b| b'A' + b % 26).collect();
        tagged.push(b'+');
        tagged.extend_from_slice(name);
        tags.push((name.to_vec(), tagged));
    }
    for obj in doc.objects.values_mut() {
        let Ok(d) = obj.as_dict_mut() else { continue };
        for key in [&b"BaseFont"[..], b"FontName"] {
            let Ok(name) = d.get(key).and_then(Object::as_name) else {
                continue;
            };
            if let Some((_, tagged)) = tags.iter().find(|(plain, _)| plain == name) {
                let tagged = tagged.clone();
                d.set(key, Object::Name(tagged));
            }
        }
    }
}

/// The seal placeholder: 128 hex digits, replaced in place by the seal signature.
pub(crate) const SEAL_ZERO: &str =
    "0000000000000000000000000000000000000000000000000000000000000000\
0000000000000000000000000000000000000000000000000000000000000000";
const SEAL_KEY: &[u8] = b"\"seal\":\"";

/// Adds `payload` (the slip's JSON, holding a `"seal":"000…"` placeholder) to the PDF
/// as an uncompressed object named from the catalog (`/PitpaySlip`).
pub(crate) fn embed(pdf: &[u8], payload: &[u8]) -> Result<Vec<u8>, PdfError> {
    use lopdf::{dictionary, Object, Stream};
    let embed = |e: lopdf::Error| PdfError::Embed(e.to_string());
    let mut doc = lopdf::Document::load_mem(pdf).map_err(embed)?;
    let mut stream = Stream::new(dictionary! { "Type" => "PitpaySlip" }, payload.to_vec());
    stream.allows_compression = false;
    let id = doc.add_object(stream);
    doc.catalog_mut()
        .map_err(embed)?
        .set("PitpaySlip", Object::Reference(id));
    let mut out = Vec::new();
    doc.save_to(&mut out)
        .map_err(|e| PdfError::Embed(e.to_string()))?;
    Ok(out)
}

/// The payload embedded by `embed`, or `None` when the file is not a Pitpay slip.
pub(crate) fn extract(pdf: &[u8]) -> Option<Vec<u8>> {
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
pub(crate) fn seal_range(pdf: &[u8]) -> Option<std::ops::Range<usize>> {
    let start = pdf.windows(SEAL_KEY.len()).position(|w| w == SEAL_KEY)? + SEAL_KEY.len();
    let end = start + SEAL_ZERO.len();
    (end <= pdf.len()).then_some(start..end)
}

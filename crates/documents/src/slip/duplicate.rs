//! A slip's duplicate: when an original is printed with more than one copy
//! (`--copies`), the first sheet is the original and every other is marked DUPLICATE,
//! so that only one paper original of a number exists. A duplicate is drawn from the
//! original's own signed record; it is neither filed nor sealed (it is paper, and
//! `verify` refuses it as a slip file).

use std::path::Path;

use pitpay_core::FloorCatalog;
use pitpay_journal::{slip_paper, Settings};
use pitpay_language::Words;

use super::layout::{self, Printing};
use super::record::Copy;

/// The duplicate of the slip original at `file`, drawn with the data folder `dir`'s
/// clock, paper and operator racks; none when `file` is not a slip original.
pub(crate) fn duplicate(file: &Path, dir: Option<&Path>) -> Option<Vec<u8>> {
    let bytes = std::fs::read(file).ok()?;
    let payload = super::verify::read_record(&bytes).ok()?;
    if payload.copy != Copy::Original {
        return None;
    }
    let settlement = payload.signed.settle().ok()?;
    let settings = dir.and_then(|d| Settings::load(d).ok()).unwrap_or_default();
    let paper = dir.and_then(|d| slip_paper(None, d, settlement.currency).ok())?;
    let printing = Printing {
        paper,
        time: payload.signed.time.clone(),
        reprint: None,
        void: None,
        clock: Some(settings.clock()),
        duplicate: true,
    };
    let floor = FloorCatalog::with_operator_dir(dir.map(|d| d.join("paytables")).as_deref());
    // The record does not say what language the original was printed in: the duplicate
    // is in the podium's (the settings', with the property's own words over it).
    let language = settings.language.clone().unwrap_or_default();
    let words = dir
        .and_then(|d| Words::load(language.clone(), &d.join("languages")).ok())
        .unwrap_or_else(|| Words::shipped(language));
    layout::render(&payload, &settlement, &printing, &floor, &words).ok()
}

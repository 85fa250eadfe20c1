//! What the cage owes and what it paid: the slips it pays, by the journal's cage index,
//! with their state (`outstanding` or `paid`), for a gaming day or all days.

use std::path::Path;

use pitpay_journal::export::Asked;
use pitpay_journal::{Entry, Journal};

use super::CageError;

/// The slips the cage pays, oldest first, each with its `cage` state (only those not
/// yet paid, with `outstanding`), issued in the gaming day `gaming_day` (`YYYY-MM-DD`)
/// when given, by the property's clock. Void slips are left out: nothing is owed on
/// them.
pub fn list(
    data_dir: &Path,
    outstanding: bool,
    gaming_day: Option<&str>,
) -> Result<Vec<Entry>, CageError> {
    if !Journal::exists(data_dir) {
        return Ok(Vec::new());
    }
    let journal = Journal::open(data_dir)?;
    let asked = Asked {
        gaming_day: gaming_day.map(str::to_string),
        ..Asked::default()
    };
    let mut filter = asked.selection(journal.clock())?.filter;
    filter.cage = true;
    filter.outstanding = outstanding;
    let mut slips = Vec::new();
    journal.slips(&filter, &mut |e| {
        if e.cage.is_some() {
            slips.push(e);
        }
        Ok(true)
    })?;
    Ok(slips)
}

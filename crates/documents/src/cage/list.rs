//! What the cage owes and what it paid: the slips it pays, by the journal's cage index,
//! with their state (`outstanding` or `paid`), for a gaming day or all days.

use std::path::Path;

use pitpay_journal::export::Asked;
use pitpay_journal::{CageState, Entry, Journal};

use super::CageError;

/// The cage's slips, as listed.
#[derive(Debug, Clone, Default)]
pub struct CageList {
    /// The slips, oldest first.
    pub slips: Vec<Listed>,
}

/// One slip the cage pays.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Listed {
    /// The journal's listing of it (number, time, table, amounts, `cage` state).
    #[serde(flatten)]
    pub entry: Entry,
}

/// The slips the cage pays (only those not yet paid, with `outstanding`), issued in the
/// gaming day `gaming_day` (`YYYY-MM-DD`) when given, by the property's clock. Void
/// slips are left out: nothing is owed on them.
pub fn list(
    data_dir: &Path,
    outstanding: bool,
    gaming_day: Option<&str>,
) -> Result<CageList, CageError> {
    if !Journal::exists(data_dir) {
        return Ok(CageList::default());
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
            slips.push(Listed { entry: e });
        }
        Ok(true)
    })?;
    Ok(CageList { slips })
}

impl CageList {
    /// How many, and their total amount to be paid in cents, in one state.
    pub fn count(&self, state: CageState) -> (usize, i64) {
        self.slips
            .iter()
            .filter(|s| s.entry.cage == Some(state))
            .fold((0, 0), |(n, cents), s| {
                (n + 1, cents + cents_of(&s.entry.to_pay))
            })
    }
}

/// "1234.50" as cents (0 when it does not read: slips before the amount was recorded).
pub(crate) fn cents_of(amount: &str) -> i64 {
    pitpay_core::Money::parse(amount).map_or(0, |(m, _)| m.cents())
}

//! The shift report's cage section: of the slips issued in the period that the cage
//! pays (voided ones left out), how many and how much were paid and are still
//! outstanding, and the paid ones by cashier, so that the cage's count adds up to the
//! slips: issued = paid + outstanding, and paid = the cashiers' totals.

use std::collections::BTreeMap;

use pitpay_core::{Currency, Money};
use pitpay_journal::CageState;

use super::listing::Listed;
use super::sheet::{money, who};
use crate::pdf::flow::Flow;
use crate::pdf::Weight;

/// Count and total of `slips` (the amounts to be paid).
fn counted<'a>(slips: impl Iterator<Item = &'a Listed>) -> (usize, Money) {
    slips.fold((0, Money::ZERO), |(n, total), s| {
        (n + 1, total.checked_add(s.paid).unwrap_or(total))
    })
}

/// The cage section, when the period has slips the cage pays.
pub(crate) fn section(f: &mut Flow, slips: &[Listed], currency: Option<Currency>) {
    let cage: Vec<&Listed> = slips.iter().filter(|s| s.cage.is_some()).collect();
    if cage.is_empty() {
        return;
    }
    let shown = |(n, total): (usize, Money)| format!("{n} slip(s), {}", money(currency, total));
    super::section(f, "The cage");
    let issued = counted(cage.iter().copied());
    let paid = counted(
        cage.iter()
            .copied()
            .filter(|s| s.cage == Some(CageState::Paid)),
    );
    let owed: Vec<&Listed> = cage
        .iter()
        .copied()
        .filter(|s| s.cage == Some(CageState::Outstanding))
        .collect();
    let outstanding = counted(owed.iter().copied());
    let lines = [
        format!("Issued in the period, paid at the cage: {}.", shown(issued)),
        format!("Paid: {}.", shown(paid)),
        format!("Outstanding: {}.", shown(outstanding)),
    ];
    for l in lines {
        f.para(10.0, Weight::Regular, &l);
    }
    let mut by_cashier: BTreeMap<String, (usize, Money)> = BTreeMap::new();
    for s in &cage {
        if let Some((_, cashier, _)) = &s.cage_paid {
            let t = by_cashier.entry(who(cashier)).or_insert((0, Money::ZERO));
            *t = (t.0 + 1, t.1.checked_add(s.paid).unwrap_or(t.1));
        }
    }
    if !by_cashier.is_empty() {
        f.para(10.0, Weight::Bold, "Paid, by cashier");
        for (cashier, t) in by_cashier {
            f.para(10.0, Weight::Regular, &format!("{cashier}: {}", shown(t)));
        }
    }
    if !owed.is_empty() {
        let each: Vec<String> = owed
            .iter()
            .map(|s| format!("{} ({})", s.number, money(s.currency, s.paid)))
            .collect();
        f.para(10.0, Weight::Bold, "Outstanding slips");
        f.para(10.0, Weight::Regular, &each.join(", "));
    }
}

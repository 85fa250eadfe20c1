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
use pitpay_language::{t, Words};

/// Count and total of `slips` (the amounts to be paid).
fn counted<'a>(slips: impl Iterator<Item = &'a Listed>) -> (usize, Money) {
    slips.fold((0, Money::ZERO), |(n, total), s| {
        (n + 1, total.checked_add(s.paid).unwrap_or(total))
    })
}

/// The cage section, when the period has slips the cage pays.
pub(crate) fn section(f: &mut Flow, slips: &[Listed], currency: Option<Currency>, words: &Words) {
    let cage: Vec<&Listed> = slips.iter().filter(|s| s.cage.is_some()).collect();
    if cage.is_empty() {
        return;
    }
    let amount = |total: Money| money(currency, total);
    super::section(f, &t!(words, "report-cage"));
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
        t!(
            words,
            "report-cage-issued",
            count = issued.0,
            amount = amount(issued.1)
        ),
        t!(
            words,
            "report-cage-paid",
            count = paid.0,
            amount = amount(paid.1)
        ),
        t!(
            words,
            "report-cage-outstanding",
            count = outstanding.0,
            amount = amount(outstanding.1)
        ),
    ];
    for l in lines {
        f.para(10.0, Weight::Regular, &l);
    }
    let mut by_cashier: BTreeMap<String, (usize, Money)> = BTreeMap::new();
    for s in &cage {
        if let Some((_, cashier, _)) = &s.cage_paid {
            let t = by_cashier
                .entry(who(cashier, words))
                .or_insert((0, Money::ZERO));
            *t = (t.0 + 1, t.1.checked_add(s.paid).unwrap_or(t.1));
        }
    }
    if !by_cashier.is_empty() {
        f.para(10.0, Weight::Bold, &t!(words, "report-cage-by-cashier"));
        for (cashier, (n, total)) in by_cashier {
            let line = t!(
                words,
                "report-cage-cashier",
                cashier = cashier,
                count = n,
                amount = amount(total)
            );
            f.para(10.0, Weight::Regular, &line);
        }
    }
    if !owed.is_empty() {
        let each: Vec<String> = owed
            .iter()
            .map(|s| {
                let amount = money(s.currency, s.paid);
                t!(
                    words,
                    "report-cage-owed-slip",
                    slip = s.number.to_string(),
                    amount = amount
                )
            })
            .collect();
        f.para(10.0, Weight::Bold, &t!(words, "report-cage-owed"));
        let list = t!(words, "report-list-separator");
        f.para(10.0, Weight::Regular, &each.join(&list));
    }
}

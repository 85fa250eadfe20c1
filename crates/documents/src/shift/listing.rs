//! Every slip of the report's period, one row each, with what happened to it since:
//! the reprints and who made them, the void with its reason and who voided it, and
//! whether it was a slip issued again for a round that already had one (`--again`).
//!
//! The journal records no link from a re-issue to the slip it repeats: it records, on
//! every issue, the SHA-256 of the settled round (`round_sha256`, the hash `--again`
//! is checked against). So the link is derived from that hash: a later slip of the
//! listing with the same hash as an earlier one re-issues it, and the first slip of a
//! round in the period is looked up in the journal's round index for an earlier slip
//! of the same round issued before the period.
//!
//! Each slip's entries are read by its number (the journal's index), so gathering costs
//! what the period holds, never the whole journal.

use std::collections::BTreeMap;

use pitpay_core::{Currency, Money};
use pitpay_journal::{Actor, CageState, Entry, Journal, JournalError, Kind, SlipFilter, SlipState};

/// One slip of the period as the report lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Listed {
    /// Slip number.
    pub(crate) number: i64,
    /// When it was issued, the property's local time with its offset (else UTC).
    pub(crate) time: String,
    /// Table label.
    pub(crate) table: String,
    /// The game, as people name it.
    pub(crate) game: String,
    /// Who signed it off.
    pub(crate) supervisor: Actor,
    /// The amount to be paid: what left the rack or the cage for the players (their
    /// winnings; a `for` line's whole return), re-settled from the slip's own record;
    /// where that record does not read, the journal's total paid (stake back included).
    pub(crate) paid: Money,
    /// The round's currency (none when the slip's record could not be read).
    pub(crate) currency: Option<Currency>,
    /// Issued, printed again, or void.
    pub(crate) state: SlipState,
    /// It pays a progressive meter award.
    pub(crate) jackpot: bool,
    /// Each reprint: when (UTC) and by whom.
    pub(crate) reprints: Vec<(String, Actor)>,
    /// The void: when (UTC), by whom, and why.
    pub(crate) void: Option<(String, Actor, String)>,
    /// The earlier slip of the listing issued for the same round.
    pub(crate) again_of: Option<i64>,
    /// The later slips of the listing issued for the same round.
    pub(crate) again_as: Vec<i64>,
    /// The slip's record did not hold to its hash: the chain check says more.
    pub(crate) altered: bool,
    /// Recorded, but no copy of it was ever put in place.
    pub(crate) file_missing: bool,
    /// Where it stands at the cage, for a slip the cage pays (none for the table's).
    pub(crate) cage: Option<CageState>,
    /// Its payment at the cage: when (UTC), by which cashier, and who signed beside them.
    pub(crate) cage_paid: Option<(String, Actor, String)>,
}

/// The period's slips, oldest first.
pub(crate) fn list(journal: &Journal, filter: &SlipFilter) -> Result<Vec<Listed>, JournalError> {
    let mut entries = Vec::new();
    journal.slips(filter, &mut |e| {
        entries.push(e);
        Ok(true)
    })?;
    let mut first_of_round: BTreeMap<String, i64> = BTreeMap::new();
    let mut out = Vec::with_capacity(entries.len());
    for e in entries {
        let mut listed = from_entry(&e);
        let mut round = String::new();
        for r in journal.slip_entries(e.number)? {
            let ev = r.event;
            let who = Actor {
                name: ev.who,
                id: ev.who_id,
            };
            match ev.kind {
                Kind::Issue => round = ev.round_sha256,
                Kind::Reprint => listed.reprints.push((ev.time, who)),
                Kind::Void => listed.void = Some((ev.time, who, ev.reason)),
                Kind::Paid => listed.cage_paid = Some((ev.time, who, ev.reason)),
                _ => {}
            }
        }
        if !round.is_empty() {
            let first = *first_of_round.entry(round.clone()).or_insert(e.number);
            listed.again_of = if first == e.number {
                first_before(journal, &round, e.number)?
            } else {
                Some(first)
            };
        }
        match journal.slip(e.number) {
            Ok(record) => {
                let read = record.and_then(|r| read_record(&r.payload));
                listed.currency = read.map(|(currency, _)| currency);
                if let Some((_, to_pay)) = read {
                    listed.paid = to_pay;
                }
            }
            // An altered entry is listed, marked, not left out: the listing is what the
            // auditor counts numbers on.
            Err(JournalError::Altered(_)) => listed.altered = true,
            Err(other) => return Err(other),
        }
        out.push(listed);
    }
    // Each first slip of a round told which later ones repeat it.
    let repeats: Vec<(i64, i64)> = out
        .iter()
        .filter_map(|s| s.again_of.map(|first| (first, s.number)))
        .collect();
    for (first, later) in repeats {
        if let Some(s) = out.iter_mut().find(|s| s.number == first) {
            s.again_as.push(later);
        }
    }
    Ok(out)
}

/// The first slip issued for `round` before slip `number` (one issued before the
/// period), read by the journal's round index.
fn first_before(journal: &Journal, round: &str, number: i64) -> Result<Option<i64>, JournalError> {
    let filter = SlipFilter {
        round: Some(round.to_string()),
        after: Some(number),
        newest_first: true,
        ..SlipFilter::default()
    };
    let mut first = None;
    journal.slips(&filter, &mut |e| {
        first = Some(e.number);
        Ok(true)
    })?;
    Ok(first)
}

fn from_entry(e: &Entry) -> Listed {
    // A total the journal wrote is two decimals; one that does not read is listed as
    // zero (the chain check is what reports it).
    let paid = Money::parse_allowing_zero(&e.paid).map_or(Money::ZERO, |(m, _)| m);
    Listed {
        number: e.number,
        time: if e.local_time.is_empty() {
            e.time.clone()
        } else {
            e.local_time.clone()
        },
        table: e.table.clone(),
        game: e
            .game
            .parse::<pitpay_core::Game>()
            .map_or(e.game.clone(), |g| g.title().to_string()),
        supervisor: Actor {
            name: e.supervisor.clone(),
            id: e.supervisor_id.clone(),
        },
        paid,
        currency: None,
        state: e.state,
        jackpot: e.jackpot,
        reprints: Vec::new(),
        void: None,
        again_of: None,
        again_as: Vec::new(),
        altered: false,
        file_missing: e.file_missing,
        cage: e.cage,
        cage_paid: None,
    }
}

/// The round's currency and the amount to be paid, from the slip's signed record
/// re-settled under the paytables and rules it carries (as `verify` does).
fn read_record(payload: &str) -> Option<(Currency, Money)> {
    let p: crate::slip::record::Payload = serde_json::from_str(payload).ok()?;
    let settlement = p.signed.settle().ok()?;
    let st = pitpay_core::Statement::of(&settlement, pitpay_language::english());
    Some((settlement.currency, st.to_pay.amount))
}

/// The numbers between the first and the last listed that the listing lacks, and those
/// it holds more than once: with every station's slips listed, either is something the
/// journal has to answer for.
pub(crate) fn missing_and_twice(slips: &[Listed]) -> (Vec<i64>, Vec<i64>) {
    let mut seen: BTreeMap<i64, u32> = BTreeMap::new();
    for s in slips {
        *seen.entry(s.number).or_default() += 1;
    }
    let twice = seen
        .iter()
        .filter(|(_, n)| **n > 1)
        .map(|(k, _)| *k)
        .collect();
    let missing = match (seen.keys().next(), seen.keys().next_back()) {
        (Some(&lo), Some(&hi)) => (lo..=hi).filter(|n| !seen.contains_key(n)).collect(),
        _ => Vec::new(),
    };
    (missing, twice)
}

/// The one currency every slip was paid in, when they share one.
pub(crate) fn one_currency(slips: &[Listed]) -> Option<Currency> {
    let mut found = None;
    for s in slips {
        match (found, s.currency) {
            (_, None) => return None,
            (None, c) => found = c,
            (Some(a), Some(b)) if a != b => return None,
            _ => {}
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(number: i64) -> Listed {
        Listed {
            number,
            time: String::new(),
            table: String::new(),
            game: String::new(),
            supervisor: Actor::default(),
            paid: Money::ZERO,
            currency: Some(Currency::USD),
            state: SlipState::Issued,
            jackpot: false,
            reprints: Vec::new(),
            void: None,
            again_of: None,
            again_as: Vec::new(),
            altered: false,
            file_missing: false,
            cage: None,
            cage_paid: None,
        }
    }

    #[test]
    fn a_number_skipped_or_listed_twice_is_found() {
        let slips: Vec<Listed> = [3, 4, 4, 7].into_iter().map(listed).collect();
        assert_eq!(missing_and_twice(&slips), (vec![5, 6], vec![4]));
        assert_eq!(missing_and_twice(&[]), (vec![], vec![]));
    }

    #[test]
    fn one_currency_only_when_every_slip_shares_it() {
        let mut slips: Vec<Listed> = [1, 2].into_iter().map(listed).collect();
        assert_eq!(one_currency(&slips), Some(Currency::USD));
        slips[1].currency = Some(Currency::EUR);
        assert_eq!(one_currency(&slips), None);
        slips[1].currency = None;
        assert_eq!(one_currency(&slips), None);
    }
}

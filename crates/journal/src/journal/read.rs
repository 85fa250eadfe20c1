//! Reading the journal (by index, so a listing costs what it selects, not what
//! the journal holds): the listing's filter and its slips ([`SlipFilter`], [`Entry`]), a
//! slip's record and state ([`SlipRecord`]), the slips whose file is missing, the gaps,
//! the head, and the counts a shift report needs.

use std::collections::BTreeSet;
use std::path::Path;

use super::chain::{self, Event, Head, Kind, Record};
use super::entry::Actor;
use super::entry::{CagePaid, CageState, Entry, SlipFilter, SlipRecord, SlipState, Voided};
use super::error::JournalError;
use super::gap;
use super::handle::Journal;

impl Journal {
    /// The gaps recorded in the journal, oldest first, read by the kind index:
    /// for listings, History and the shift report (`journal --check` and a verify check
    /// each one's authority).
    pub fn gaps(&self) -> Result<Vec<gap::Gap>, JournalError> {
        let mut gaps = Vec::new();
        self.store.of_kind(Kind::Gap, None, &mut |r| {
            if let Ok(signed) = serde_json::from_str::<gap::SignedGap>(&r.event.payload) {
                gaps.push(gap::Gap {
                    seq: r.seq,
                    record: signed.gap,
                });
            }
            Ok(())
        })?;
        Ok(gaps)
    }

    /// The chain's head, read by index.
    pub fn head(&self) -> Result<Head, JournalError> {
        self.store.head()
    }

    /// The journal's last entry, and the entry at `seq` if it holds one (without its
    /// record).
    pub fn entry_at(&self, seq: i64) -> Result<(i64, Option<Record>), JournalError> {
        let end = self.store.head()?.seq;
        let mut found = None;
        if (1..=end).contains(&seq) {
            self.store.range(seq, seq, false, &mut |r| {
                found = Some(r);
                Ok(())
            })?;
        }
        Ok((end, found))
    }

    /// A slip's entries (its issue, reprints and void), without the slip record, read
    /// by index.
    pub fn slip_entries(&self, number: i64) -> Result<Vec<Record>, JournalError> {
        let mut records = Vec::new();
        self.store.each(Some(number), false, &mut |r| {
            records.push(r);
            Ok(())
        })?;
        Ok(records)
    }

    /// A slip's signed record, state and the hashes of its copies, read by index (the
    /// journal's word, unchecked: [`Journal::vouch`] checks it).
    ///
    /// Each entry read is held to its own hash, and its slip record to the hash the
    /// entry covers, before a reprint, a void or the jackpot record acts on it: an entry
    /// changed in the database is refused ([`JournalError::Altered`]), never printed or
    /// listed as if it were the journal's.
    pub fn slip(&self, number: i64) -> Result<Option<SlipRecord>, JournalError> {
        let mut records = Vec::new();
        self.store.each(Some(number), true, &mut |r| {
            records.push(r);
            Ok(())
        })?;
        for r in &records {
            let why = if !chain::hashes(r) {
                chain::Flaw::Changed
            } else if chain::sha256_hex(r.event.payload.as_bytes()) != r.event.payload_hash() {
                chain::Flaw::SlipRecordChanged
            } else {
                continue;
            };
            return Err(JournalError::altered(r, why));
        }
        Ok(slip_record(records))
    }

    /// Refuses a jackpot index that disagrees with the chain: the slips flagged as
    /// paying a meter award, folded in order, must make the tally the newest entry
    /// carries (its hash covers the tally; the next write checks its signature). A flag
    /// cleared to hide an award, or set on another slip, is refused
    /// ([`JournalError::Altered`]), never listed as the journal's. Its cost grows with
    /// the meter awards ever paid, not with the slips.
    pub fn jackpots_hold(&self) -> Result<(), JournalError> {
        let head = self.store.head()?;
        let mut newest = None;
        self.store.range(head.seq, head.seq, false, &mut |r| {
            newest = Some(r);
            Ok(())
        })?;
        // A journal whose newest entry names no tally (written before entries named
        // one) has only its flags to go by.
        let Some(r) = newest.filter(|r| !r.event.jackpots.is_empty()) else {
            return Ok(());
        };
        let flagged = self.store.jackpots_through(head.seq)?;
        let why = if !chain::hashes(&r) {
            chain::Flaw::Changed
        } else if flagged != head.jackpots {
            chain::Flaw::TallyDiffers {
                counts: chain::tally_count(&head.jackpots),
                before: chain::tally_count(&flagged),
            }
        } else {
            return Ok(());
        };
        Err(JournalError::altered(&r, why))
    }

    /// How many entries of `kind` were written in `[since, until)`, at `station`.
    pub fn count(
        &self,
        kind: Kind,
        since: &str,
        until: &str,
        station: Option<&str>,
    ) -> Result<i64, JournalError> {
        self.store.count(kind, since, until, station)
    }

    /// The chain's head as it stood before `time` (none: the journal was empty then).
    pub fn head_before(&self, time: &str) -> Result<Option<Head>, JournalError> {
        self.store.head_before(time)
    }

    /// The slip already issued for the same settlement, if any.
    pub fn issued_for_round(&self, round_sha256: &str) -> Result<Option<Entry>, JournalError> {
        Ok(self
            .store
            .issued_for_round(round_sha256)?
            .map(|r| entry_of(&r.event)))
    }

    /// The slips `filter` selects, one at a time, to `each` (which returns `false` to
    /// stop): read by index and streamed, so a listing costs what it selects, not what
    /// the journal holds. A slip whose copies are not known to be in place is looked
    /// for on the disk before it is called file missing.
    pub fn slips(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError> {
        self.store.slips(filter, &mut |mut e| {
            if e.file_missing {
                e.file_missing = !self.a_copy_is_on_disk(e.number)?;
            }
            e.read_by(&self.clock);
            each(e)
        })
    }

    /// Whether any copy of slip `number` is where it was written, with its hash.
    fn a_copy_is_on_disk(&self, number: i64) -> Result<bool, JournalError> {
        let mut found = false;
        self.store.each(Some(number), false, &mut |r| {
            let e = &r.event;
            found |= matches!(e.kind, Kind::Issue | Kind::Reprint)
                && file_holds(&e.file, &e.file_sha256);
            Ok(())
        })?;
        Ok(found)
    }

    /// The slips this station recorded whose file never appeared: read from the few
    /// copies not yet known to be in place, never from the whole journal.
    pub fn missing_files(&self) -> Result<Vec<i64>, JournalError> {
        let mut missing = BTreeSet::new();
        for r in self.store.unplaced()? {
            let mine = r.event.station.is_empty() || r.event.station == self.station;
            if r.event.kind != Kind::Issue || !mine || missing.contains(&r.event.slip) {
                continue;
            }
            let filter = SlipFilter {
                after: Some(r.event.slip - 1),
                ..SlipFilter::default()
            };
            let mut first = None;
            self.slips(&filter, &mut |e| {
                first = Some(e);
                Ok(false)
            })?;
            if first.is_some_and(|e| e.number == r.event.slip && e.file_missing) {
                missing.insert(r.event.slip);
            }
        }
        Ok(missing.into_iter().collect())
    }
}

/// A slip's record from its entries, in chain order: the issue, then its reprints and
/// its void.
pub(super) fn slip_record(records: Vec<Record>) -> Option<SlipRecord> {
    let mut found: Option<SlipRecord> = None;
    for r in records {
        let e = r.event;
        match (e.kind, found.as_mut()) {
            (Kind::Issue, None) => {
                found = Some(SlipRecord {
                    payload: e.payload,
                    void: None,
                    hashes: vec![e.file_sha256],
                    station: e.station,
                    seq: r.seq,
                    cage: e.cage,
                    to_pay: e.to_pay,
                    paid: None,
                })
            }
            (Kind::Reprint, Some(s)) => s.hashes.push(e.file_sha256),
            (Kind::Paid, Some(s)) => {
                s.paid = Some(CagePaid {
                    time: e.time,
                    cashier: Actor {
                        name: e.who,
                        id: e.who_id,
                    },
                    signers: e.reason,
                    amount: e.to_pay,
                    station: e.station,
                })
            }
            (Kind::Void, Some(s)) => {
                s.void = Some(Voided {
                    reason: e.reason,
                    time: e.time,
                    who: Actor {
                        name: e.who,
                        id: e.who_id,
                    },
                })
            }
            _ => {}
        }
    }
    found
}

/// The listing of an issue event.
fn entry_of(e: &Event) -> Entry {
    Entry {
        number: e.slip,
        time: e.time.clone(),
        supervisor: e.who.clone(),
        supervisor_id: e.who_id.clone(),
        table: e.table.clone(),
        game: e.game.clone(),
        paid: e.paid.clone(),
        net: e.net.clone(),
        state: SlipState::Issued,
        station: e.station.clone(),
        void_reason: None,
        file_missing: false,
        jackpot: e.jackpot,
        local_time: String::new(),
        gaming_day: String::new(),
        shift: String::new(),
        to_pay: e.to_pay.clone(),
        cage: e.cage.then_some(CageState::Outstanding),
    }
}

/// Whether `file` holds the PDF whose hash is `sha` (a copy put in place by a run that
/// was stopped before it could say so).
fn file_holds(file: &str, sha: &str) -> bool {
    if file.is_empty() {
        return false;
    }
    pitpay_core::read_limited(Path::new(file), pitpay_core::Input::Slip, 256 << 20)
        .is_ok_and(|bytes| chain::sha256_hex(&bytes) == sha)
}

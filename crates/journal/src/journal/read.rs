//! Reading the journal (issue 18: by index, so a listing costs what it selects, not what
//! the journal holds): the listing's filter and its slips ([`SlipFilter`], [`Entry`]), a
//! slip's record and state ([`SlipRecord`]), the slips whose file is missing, the gaps,
//! the head, and the counts a shift report needs.

use std::collections::BTreeSet;
use std::path::Path;

use super::chain::{self, Event, Head, Kind, Record};
use super::{gap, Actor, Journal, JournalError, Store};

/// Which slips a listing selects: every field is optional, and all that are given must
/// hold. Times are UTC text compared as written (`2026-11-01` selects from that day's
/// start).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SlipFilter {
    /// Issued at or after.
    pub since: Option<String>,
    /// Issued before.
    pub until: Option<String>,
    /// At this station.
    pub station: Option<String>,
    /// At this table.
    pub table: Option<String>,
    /// Signed off by this supervisor (name or ID).
    pub supervisor: Option<String>,
    /// Only slips that pay a progressive meter award.
    pub jackpot: bool,
    /// Only this slip number.
    pub number: Option<i64>,
    /// Only slips whose player total paid is at least this (cents).
    pub paid_from: Option<i64>,
    /// Only slips whose player total paid is at most this (cents).
    pub paid_to: Option<i64>,
    /// Slip numbers below this (paging newest first), or above it (oldest first).
    pub after: Option<i64>,
    /// Newest first.
    pub newest_first: bool,
}

/// A slip as the journal lists it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Entry {
    /// Slip number.
    pub number: i64,
    /// When it was issued (UTC, RFC 3339).
    pub time: String,
    /// Signing-off supervisor.
    pub supervisor: String,
    /// Their ID.
    pub supervisor_id: String,
    /// Table label.
    pub table: String,
    /// Game id.
    pub game: String,
    /// Total paid to players.
    pub paid: String,
    /// Player net.
    pub net: String,
    /// `issued`, `reprinted` or `void`.
    pub state: String,
    /// The station that issued it (absent for slips issued before stations were named).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub station: String,
    /// Why it was voided.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub void_reason: Option<String>,
    /// Committed, but no copy of it was ever put in place (the run was stopped between
    /// recording and renaming): `pitpay reprint` prints it again.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub file_missing: bool,
    /// The slip pays a progressive meter award.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub jackpot: bool,
    /// When it was issued, the property's local time with its offset (issue 32,
    /// `2026-11-26T13:06:01-08:00`).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub local_time: String,
    /// The gaming day it was issued in.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub gaming_day: String,
    /// The shift it was issued in.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub shift: String,
}

impl Entry {
    /// Its local time, gaming day and shift, by the property's `clock`.
    pub(crate) fn read_by(&mut self, clock: &crate::clock::PropertyClock) {
        if let Some(stamp) = clock.stamp_utc(&self.time) {
            self.local_time = stamp.rfc3339();
            self.gaming_day = stamp.gaming_day.to_string();
            self.shift = stamp.shift;
        }
    }
}

/// One slip's record in the journal: its signed record, state and copies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlipRecord {
    /// The signed payload (JSON) as issued.
    pub payload: String,
    /// The void, when the journal holds one.
    pub void: Option<Voided>,
    /// SHA-256 of every PDF issued for it (original and reprints).
    pub hashes: Vec<String>,
    /// The station that issued it (empty before stations were named).
    pub station: String,
    /// The entry that issued it: the staff register as it stood before this entry
    /// decides who could sign it.
    pub seq: i64,
}

/// A void as the journal records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Voided {
    /// Why.
    pub reason: String,
    /// When (UTC, RFC 3339).
    pub time: String,
    /// Who voided it.
    pub who: Actor,
}

impl<S: Store> Journal<S> {
    /// The gaps recorded in the journal (issue 31), oldest first, read by the kind index:
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
    pub fn slip(&self, number: i64) -> Result<Option<SlipRecord>, JournalError> {
        let mut records = Vec::new();
        self.store.each(Some(number), true, &mut |r| {
            records.push(r);
            Ok(())
        })?;
        Ok(slip_record(records))
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

    /// Every slip, by number, with its state; a slip none of whose copies was put in
    /// place (and none of whose files is where it was written) is marked file missing.
    pub fn list(&self) -> Result<Vec<Entry>, JournalError> {
        let mut out = Vec::new();
        self.slips(&SlipFilter::default(), &mut |e| {
            out.push(e);
            Ok(true)
        })?;
        Ok(out)
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
                })
            }
            (Kind::Reprint, Some(s)) => s.hashes.push(e.file_sha256),
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
        state: "issued".into(),
        station: e.station.clone(),
        void_reason: None,
        file_missing: false,
        jackpot: e.jackpot,
        local_time: String::new(),
        gaming_day: String::new(),
        shift: String::new(),
    }
}

/// Whether `file` holds the PDF whose hash is `sha` (a copy put in place by a run that
/// was stopped before it could say so).
fn file_holds(file: &str, sha: &str) -> bool {
    if file.is_empty() {
        return false;
    }
    crate::files::read_limited(Path::new(file), "a slip", 256 << 20)
        .is_ok_and(|bytes| chain::sha256_hex(&bytes) == sha)
}

//! Gaps in the journal (docs/operations.md, "Restoring and recovering").
//!
//! A journal restored from an older copy, or cut, has lost its newest entries. `pitpay
//! journal --recover` brings back every one it can, from slip files and the stations'
//! own records. What it cannot bring back is recorded in a `gap` entry, on a manager's
//! authority (their own signature over the gap's record, besides the station's that
//! every entry carries), and only then does the journal take entries again. The gap
//! says which entries of the former chain were lost, what is known of each, and the
//! highest slip number they may have used: the entry's `slip` is that number, so the
//! next slip is numbered after it and no number is ever issued twice.

use serde::{Deserialize, Serialize};

use super::chain::flaw::{Authorized, Unauthorized};
use super::chain::Record;
use crate::keys;
use crate::register::{Register, Role};

/// The format of a gap's record (`"pitpay_gap": 1`).
pub(crate) const GAP_FORMAT: u32 = 1;

/// An entry of the former chain that was lost, with what is known of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lost {
    /// Its place in the former chain.
    pub seq: i64,
    /// What it was, in words ("issue of slip 4"), or `unknown`.
    pub what: String,
}

/// A signed head of the former chain that a station or a checkpoint remembered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Known {
    /// The entry.
    pub seq: i64,
    /// Its hash in the former chain.
    pub hash: String,
    /// Who remembered it ("checkpoint of 2026-11-26T14:02:00Z", "station \"Pit 2\"").
    pub source: String,
}

/// What a gap records. The field order is the signed byte order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GapRecord {
    /// `GAP_FORMAT`.
    pub pitpay_gap: u32,
    /// The station that recorded it.
    pub station: String,
    /// When (UTC).
    pub time: String,
    /// The manager on whose authority (empty when the register had no member).
    pub by: String,
    /// The first entry of the former chain that was lost.
    pub lost_from: i64,
    /// The last.
    pub lost_to: i64,
    /// Slip numbers up to this one may have been used by the lost entries.
    pub last_slip: i64,
    /// What is known of each lost entry.
    pub lost: Vec<Lost>,
    /// The former chain's heads that were remembered.
    pub(crate) known: Vec<Known>,
}

/// A gap's record with the manager's signature (empty when the register had no
/// member), as its entry carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SignedGap {
    /// The record.
    pub gap: GapRecord,
    /// The manager's signature over [`GapRecord::bytes`], hex.
    pub signature: String,
}

impl GapRecord {
    /// The bytes a manager signs.
    pub(crate) fn bytes(&self) -> Vec<u8> {
        let mut bytes = b"pitpay journal gap\n".to_vec();
        bytes.extend(serde_json::to_vec(self).unwrap_or_default());
        bytes
    }

    /// "entries 31-41" or "entry 31".
    pub(crate) fn entries(&self) -> String {
        if self.lost_from == self.lost_to {
            format!("entry {}", self.lost_from)
        } else {
            format!("entries {}-{}", self.lost_from, self.lost_to)
        }
    }
}

/// A gap the register's check found recorded on a manager's authority.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gap {
    /// Its entry in the journal.
    pub seq: i64,
    /// What it records.
    pub record: GapRecord,
}

impl Gap {
    /// Whether it records entry `seq` of the former chain as lost.
    pub fn covers(&self, seq: i64) -> bool {
        (self.record.lost_from..=self.record.lost_to).contains(&seq)
    }

    /// Whether it records `r` as lost, an entry of the former chain a station remembers
    /// or a log holds: the gap names that very entry among the former chain's heads, or
    /// covers its place and was recorded after it was written.
    pub(crate) fn supersedes(&self, r: &Record) -> bool {
        self.record
            .known
            .iter()
            .any(|k| k.seq == r.seq && k.hash == r.hash)
            || (self.covers(r.seq) && r.event.time <= self.record.time)
    }

    /// The gap in one line, in English, as the listing's JSON carries it (`journal
    /// --check`, History and the shift report say it in their reader's language:
    /// [`Gap::describe_in`]).
    pub fn describe(&self) -> String {
        self.describe_in(pitpay_language::english())
    }

    /// The same line in `w`: the command line's listing and check in the podium's
    /// language, the window's History and the shift report in theirs.
    pub fn describe_in(&self, w: &pitpay_language::Words) -> String {
        use pitpay_language::t;
        let r = &self.record;
        let lost = if r.lost_from == r.lost_to {
            t!(w, "listing-gap-entry", entry = r.lost_from)
        } else {
            t!(w, "listing-gap-entries", from = r.lost_from, to = r.lost_to)
        };
        let (entry, time, station) = (self.seq, r.time.as_str(), r.station.as_str());
        if r.by.is_empty() {
            t!(
                w,
                "listing-gap",
                entry = entry,
                time = time,
                station = station,
                lost = lost,
                last = r.last_slip
            )
        } else {
            t!(
                w,
                "listing-gap-by",
                entry = entry,
                by = r.by.as_str(),
                time = time,
                station = station,
                lost = lost,
                last = r.last_slip
            )
        }
    }
}

/// A `gap` entry, checked: its record reads and agrees with the entry, and, once the
/// register has members, an active manager signed it.
pub(super) fn authorized(register: &Register, r: &Record) -> Result<Gap, Unauthorized> {
    let signed: SignedGap =
        serde_json::from_str(&r.event.payload).map_err(|e| Unauthorized::UnreadableBecause {
            what: Authorized::Gap,
            detail: e.to_string(),
        })?;
    let g = &signed.gap;
    if g.pitpay_gap != GAP_FORMAT || g.lost_from < 1 || g.lost_to < g.lost_from {
        return Err(Unauthorized::Unreadable(Authorized::Gap));
    }
    if r.event.slip != g.last_slip || r.event.station != g.station {
        return Err(Unauthorized::Disagrees(Authorized::Gap));
    }
    if register.had_members_before(r.seq) {
        let by = register
            .member(&g.by)
            .filter(|m| m.role == Role::Manager && m.active_at(r.seq))
            .ok_or_else(|| Unauthorized::NotManager {
                what: Authorized::Gap,
                by: g.by.clone(),
            })?;
        let key = by.key_at(r.seq).unwrap_or_default();
        if !keys::verify(key, &g.bytes(), &signed.signature) {
            return Err(Unauthorized::NotSignedBy {
                what: Authorized::Gap,
                by: g.by.clone(),
            });
        }
    }
    Ok(Gap {
        seq: r.seq,
        record: signed.gap,
    })
}

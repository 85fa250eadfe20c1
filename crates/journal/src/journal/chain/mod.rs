//! The journal's chain: what makes it tamper-evident (docs/slips-and-journal.md, "The journal").
//!
//! Every journal entry (a slip issued, printed again, voided) records what happened,
//! when, who did it and why, the hash of the entry before it, its own hash (SHA-256 of
//! its canonical form, which covers every field and the previous hash), and the
//! installation's Ed25519 signature over that canonical form. Changing any entry changes
//! its hash, which breaks the link from the next one; removing one leaves a gap in the
//! numbering; re-chaining the rest needs the signing key. The checker (`check.rs`) walks the chain and
//! names the first entry that does not hold.
//!
//! A journal shared by the stations of a property is one chain written by
//! several keys: each entry names the station that wrote it and the public key that
//! signed it, and a station's key counts only from its registration onwards (a `key`
//! entry, signed by the key it registers). The check of a shared journal trusts no key
//! in advance, so every station checks it alike; an installation's own journal trusts
//! its own key, and entries written before entries named their signer are checked
//! with it. Entries written before stations were named hash exactly as they did.
//!
//! This module is the chain's logic only: it knows nothing of where entries are stored.
//! A storage backend (a `Store`) stores and returns [`Record`]s in `seq` order.

pub(crate) mod check;
pub(crate) mod flaw;
mod flaw_words;
#[cfg(test)]
mod tests;

use pitpay_language::{sentence, Sentence};
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::keys::{self, Keys};
pub(crate) use check::{Broken, Checked, Checker, Registered, Rotation, Start, Trust};
pub(crate) use flaw::{Authorized, Flaw, Unauthorized};

/// The `prev` of the first entry: 64 zeros.
pub(crate) const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// The version of the canonical form below.
const CHAIN_FORMAT: u32 = 1;

/// What an entry records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A slip issued (the original).
    Issue,
    /// A slip printed again.
    Reprint,
    /// A slip voided.
    Void,
    /// Entries carried over from a journal made before entries were chained.
    Migrated,
    /// A station's public key registered in a shared journal (`pitpay keys --register`).
    Key,
    /// A change to the staff register, signed by the manager who made it.
    Staff,
    /// A wrong PIN: who was tried, when and at which station.
    Refused,
    /// A station's key replaced by a new one, on a manager's authority.
    Rotate,
    /// Entries lost from the journal (restored from an older copy or cut) that could not
    /// be recovered, recorded on a manager's authority: the journal goes on
    /// after it, and slip numbers never repeat.
    Gap,
    /// A shared journal's database adopted as the journal's own after a restore or a
    /// move (its identity, which every podium compares with the one it remembers).
    Database,
    /// A slip paid at the cage: the cashier who handed the money over, who signed beside
    /// them, and the amount. A slip is paid once, and a paid slip is never voided.
    Paid,
}

/// The entries whose newest member every later entry names, so that one of
/// them removed from the middle of the journal breaks the link a later entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// Who may sign: staff register changes, station keys, key rotations, gaps and the
    /// database adopted.
    Register,
    /// Wrong PINs, which lock an ID.
    Refused,
}

impl Group {
    /// The kinds of entry in the group.
    pub(crate) fn kinds(self) -> &'static [Kind] {
        match self {
            Group::Register => &[
                Kind::Staff,
                Kind::Key,
                Kind::Rotate,
                Kind::Gap,
                Kind::Database,
            ],
            Group::Refused => &[Kind::Refused],
        }
    }
}

impl Kind {
    /// Every kind.
    pub(crate) const ALL: [Kind; 11] = [
        Kind::Issue,
        Kind::Reprint,
        Kind::Void,
        Kind::Migrated,
        Kind::Key,
        Kind::Staff,
        Kind::Refused,
        Kind::Rotate,
        Kind::Gap,
        Kind::Database,
        Kind::Paid,
    ];

    /// `issue`, `reprint`, `void`, `migrated`: how it is stored and hashed.
    pub fn id(self) -> &'static str {
        match self {
            Kind::Issue => "issue",
            Kind::Reprint => "reprint",
            Kind::Void => "void",
            Kind::Migrated => "migrated",
            Kind::Key => "key",
            Kind::Staff => "staff",
            Kind::Refused => "refused",
            Kind::Rotate => "rotate",
            Kind::Gap => "gap",
            Kind::Database => "database",
            Kind::Paid => "paid",
        }
    }

    /// The group whose newest entry later entries name, if the kind is in one.
    pub(crate) fn group(self) -> Option<Group> {
        match self {
            Kind::Staff | Kind::Key | Kind::Rotate | Kind::Gap | Kind::Database => {
                Some(Group::Register)
            }
            Kind::Refused => Some(Group::Refused),
            Kind::Issue | Kind::Reprint | Kind::Void | Kind::Migrated | Kind::Paid => None,
        }
    }

    /// The kind a stored id names.
    pub(crate) fn parse(id: &str) -> Option<Kind> {
        Some(match id {
            "issue" => Kind::Issue,
            "reprint" => Kind::Reprint,
            "void" => Kind::Void,
            "migrated" => Kind::Migrated,
            "key" => Kind::Key,
            "staff" => Kind::Staff,
            "refused" => Kind::Refused,
            "rotate" => Kind::Rotate,
            "gap" => Kind::Gap,
            "database" => Kind::Database,
            "paid" => Kind::Paid,
            _ => return None,
        })
    }
}

impl Serialize for Kind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for Kind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
        let id = String::deserialize(d)?;
        Kind::parse(&id).ok_or_else(|| serde::de::Error::custom(format!("unknown kind \"{id}\"")))
    }
}

/// What happened, before it is chained. Fields that do not apply to a kind are empty.
/// As JSON (a station's own record of what it wrote, a copy's record of its slip's
/// entries) every field is written, empty ones left out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// What happened.
    pub kind: Kind,
    /// The slip number (0 for [`Kind::Migrated`]).
    #[serde(default)]
    pub slip: i64,
    /// When (UTC, `YYYY-MM-DDTHH:MM:SSZ`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub time: String,
    /// Who: the signing-off supervisor, or who reprinted or voided.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub who: String,
    /// Their ID.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub who_id: String,
    /// Why (a void's reason; a migration's note).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// Issue: the table label.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub table: String,
    /// Issue: the game id.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub game: String,
    /// Issue: the player total paid.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub paid: String,
    /// Issue: the player net.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub net: String,
    /// Issue: the slip's signed record (JSON), from which it can be printed again.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub payload: String,
    /// Issue, reprint: the SHA-256 of the PDF written.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub file_sha256: String,
    /// Issue, reprint: where the PDF was written.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub file: String,
    /// Issue: the SHA-256 of the settlement, to recognise the same round issued twice.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub round_sha256: String,
    /// The station that wrote the entry (empty in entries written before stations were
    /// named); for a [`Kind::Key`], the station whose key it registers.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub station: String,
    /// The public key (hex) that signs the entry, set when the entry is linked (empty in entries
    /// written before entries named their signer).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub signer: String,
    /// The SHA-256 of `payload`, as the canonical form covers it: set when the entry is linked and
    /// stored beside the payload, so that a walk of the chain need not read payloads
    /// (empty: work it out from the payload).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub payload_sha256: String,
    /// Issue: the slip pays a progressive meter award, as its signed payload says: an
    /// index for the jackpot record. Part of the canonical form in entries that name the
    /// [`Event::jackpots`] before them (a journal's older entries are held to their
    /// payloads by `journal --check --deep`, and to the tally by the entries after them).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub jackpot: bool,
    /// The hash of the newest entry of the [`Group::Register`] before this one
    /// (`GENESIS` when there is none), set when the entry is linked; empty in entries
    /// written before entries named it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub register: String,
    /// The hash of the newest wrong PIN ([`Group::Refused`]) before this one, likewise.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub refused: String,
    /// The slips that paid a meter award before this entry, as a tally (`COUNT:HASH`): how
    /// many, and a hash over their entries in order. Set when the entry is linked; its
    /// hash then covers the tally and the entry's own `jackpot` flag, so that a flag
    /// changed anywhere before it no longer adds up. Empty in entries written before
    /// entries named it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub jackpots: String,
    /// Issue: the amount to be paid (what leaves the rack or the cage, two decimals);
    /// paid: the amount the cage handed over. Empty in entries written before it existed.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub to_pay: String,
    /// Issue: the slip is paid at the cage (a meter award, a tax or approval flag, or
    /// more than the floor's `[cage] over`), not from the table's rack.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cage: bool,
}

impl Event {
    /// An event of `kind` for `slip` with every other field empty.
    pub fn new(kind: Kind, slip: i64, time: &str) -> Event {
        Event {
            kind,
            slip,
            time: time.to_string(),
            who: String::new(),
            who_id: String::new(),
            reason: String::new(),
            table: String::new(),
            game: String::new(),
            paid: String::new(),
            net: String::new(),
            payload: String::new(),
            file_sha256: String::new(),
            file: String::new(),
            round_sha256: String::new(),
            station: String::new(),
            signer: String::new(),
            payload_sha256: String::new(),
            jackpot: false,
            register: String::new(),
            refused: String::new(),
            jackpots: String::new(),
            to_pay: String::new(),
            cage: false,
        }
    }

    /// The newest entry of `group` it names (empty: written before entries named it).
    pub(crate) fn names(&self, group: Group) -> &str {
        match group {
            Group::Register => &self.register,
            Group::Refused => &self.refused,
        }
    }

    /// The payload's SHA-256 as the canonical form covers it.
    pub(crate) fn payload_hash(&self) -> String {
        if self.payload_sha256.is_empty() {
            sha256_hex(self.payload.as_bytes())
        } else {
            self.payload_sha256.clone()
        }
    }
}

/// One entry as stored: the event, its place in the chain, its hash and signature.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// 1, 2, 3 …: no gaps.
    pub seq: i64,
    /// What happened.
    pub event: Event,
    /// The previous entry's hash (`GENESIS` for the first).
    pub prev: String,
    /// This entry's hash: SHA-256 of its canonical form, lower-case hex.
    pub hash: String,
    /// The installation's signature over the canonical form, lower-case hex.
    pub signature: String,
}

/// The end of the chain, as a new entry needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    /// The last entry's `seq` (0 when empty).
    pub seq: i64,
    /// The last entry's hash (`GENESIS` when empty).
    pub hash: String,
    /// The highest slip number issued, or declared used by a gap (0 when none).
    pub last_slip: i64,
    /// The hash of the newest register entry (`GENESIS` when none).
    pub register: String,
    /// The hash of the newest wrong PIN (`GENESIS` when none).
    pub refused: String,
    /// The tally of the slips that paid a meter award up to the head (`COUNT:HASH`).
    pub jackpots: String,
}

impl Default for Head {
    fn default() -> Self {
        Head {
            seq: 0,
            hash: GENESIS.to_string(),
            last_slip: 0,
            register: GENESIS.to_string(),
            refused: GENESIS.to_string(),
            jackpots: no_jackpots(),
        }
    }
}

/// The tally of no jackpots: `0:` and the genesis hash.
pub(crate) fn no_jackpots() -> String {
    format!("0:{GENESIS}")
}

/// The tally after one more slip that paid a meter award, its entry's hash `hash`: the
/// count one up, and the hash of the tally's hash followed by the entry's. A tally is
/// `COUNT:HASH`; one that does not read starts again from none (the check then finds it
/// does not match what the entries name).
pub(crate) fn tally(before: &str, hash: &str) -> String {
    let (count, chained) = before
        .split_once(':')
        .and_then(|(n, h)| Some((n.parse::<i64>().ok()?, h)))
        .unwrap_or((0, GENESIS));
    format!(
        "{}:{}",
        count.saturating_add(1),
        sha256_hex(format!("{chained}{hash}").as_bytes())
    )
}

/// How many slips a tally counts.
pub(crate) fn tally_count(tally: &str) -> i64 {
    tally
        .split_once(':')
        .and_then(|(n, _)| n.parse().ok())
        .unwrap_or(0)
}

/// Whether an entry adds to the jackpot tally: an issue whose slip pays a meter award.
pub(crate) fn is_jackpot(e: &Event) -> bool {
    e.kind == Kind::Issue && e.jackpot
}

impl Head {
    /// The newest entry of `group` up to the head.
    pub(crate) fn newest(&self, group: Group) -> &str {
        match group {
            Group::Register => &self.register,
            Group::Refused => &self.refused,
        }
    }

    /// The head whose last entry is `r`: its groups' newest entries are the ones `r`
    /// names, or `r` itself. `None` when `r` was written before entries named them (the
    /// store then finds them by kind).
    pub(crate) fn after(r: &Record, last_slip: i64) -> Option<Head> {
        let e = &r.event;
        if e.register.is_empty() && e.kind.group() != Some(Group::Register)
            || e.refused.is_empty() && e.kind.group() != Some(Group::Refused)
            || e.jackpots.is_empty()
        {
            return None;
        }
        let mut head = Head {
            seq: r.seq,
            hash: r.hash.clone(),
            last_slip,
            register: e.register.clone(),
            refused: e.refused.clone(),
            jackpots: if is_jackpot(e) {
                tally(&e.jackpots, &r.hash)
            } else {
                e.jackpots.clone()
            },
        };
        match e.kind.group() {
            Some(Group::Register) => head.register = r.hash.clone(),
            Some(Group::Refused) => head.refused = r.hash.clone(),
            None => {}
        }
        Some(head)
    }
}

/// The canonical form hashed and signed: compact JSON, keys in this order. The payload
/// is represented by its SHA-256 (the record stores the payload itself). `station`,
/// `signer`, `register`, `refused` and `jackpots` (with the `jackpot` flag) are left out
/// when empty, so that entries written before they existed hash as they always did (and
/// an entry that has them cannot lose them unnoticed); `to_pay` and `cage` likewise, for
/// entries written before slips named the amount to be paid.
#[derive(Serialize)]
struct Canonical<'a> {
    chain: u32,
    seq: i64,
    kind: &'a str,
    slip: i64,
    time: &'a str,
    who: &'a str,
    who_id: &'a str,
    reason: &'a str,
    table: &'a str,
    game: &'a str,
    paid: &'a str,
    net: &'a str,
    payload_sha256: String,
    file_sha256: &'a str,
    file: &'a str,
    round_sha256: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    station: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    signer: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    register: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    refused: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    jackpots: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    jackpot: Option<bool>,
    #[serde(skip_serializing_if = "str::is_empty")]
    to_pay: &'a str,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    cage: bool,
    prev: &'a str,
}

/// The bytes an entry's hash and signature cover.
pub fn canonical(seq: i64, event: &Event, prev: &str) -> Vec<u8> {
    let c = Canonical {
        chain: CHAIN_FORMAT,
        seq,
        kind: event.kind.id(),
        slip: event.slip,
        time: &event.time,
        who: &event.who,
        who_id: &event.who_id,
        reason: &event.reason,
        table: &event.table,
        game: &event.game,
        paid: &event.paid,
        net: &event.net,
        payload_sha256: event.payload_hash(),
        file_sha256: &event.file_sha256,
        file: &event.file,
        round_sha256: &event.round_sha256,
        station: &event.station,
        signer: &event.signer,
        register: &event.register,
        refused: &event.refused,
        jackpots: &event.jackpots,
        // The flag is signed with the tally: an entry written before entries named it
        // hashes as it always did.
        jackpot: (!event.jackpots.is_empty()).then_some(event.jackpot),
        to_pay: &event.to_pay,
        cage: event.cage,
        prev,
    };
    serde_json::to_vec(&c).unwrap_or_default()
}

/// Whether a record's canonical form hashes to its hash.
pub(crate) fn hashes(r: &Record) -> bool {
    sha256_hex(&canonical(r.seq, &r.event, &r.prev)) == r.hash
}

/// SHA-256, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    keys::to_hex(&Sha256::digest(bytes))
}

/// Chains an event after `head` and signs it (naming the key that signs and the newest
/// entry of each [`Group`] before it): the record to store.
pub(crate) fn link(head: &Head, mut event: Event, keys: &Keys) -> Record {
    event.signer = keys.public_hex();
    event.register = head.register.clone();
    event.refused = head.refused.clone();
    event.jackpots = head.jackpots.clone();
    // Only a slip's issue pays an award.
    event.jackpot &= event.kind == Kind::Issue;
    event.payload_sha256 = sha256_hex(event.payload.as_bytes());
    let seq = head.seq + 1;
    let bytes = canonical(seq, &event, &head.hash);
    Record {
        seq,
        hash: sha256_hex(&bytes),
        signature: keys.sign(&bytes),
        prev: head.hash.clone(),
        event,
    }
}

/// The head after `record`.
pub(crate) fn advance(head: &Head, record: &Record) -> Head {
    let last_slip = match record.event.kind {
        Kind::Issue | Kind::Gap => record.event.slip.max(head.last_slip),
        _ => head.last_slip,
    };
    let jackpots = if is_jackpot(&record.event) {
        tally(&head.jackpots, &record.hash)
    } else {
        head.jackpots.clone()
    };
    let mut after = Head {
        seq: record.seq,
        hash: record.hash.clone(),
        last_slip,
        register: head.register.clone(),
        refused: head.refused.clone(),
        jackpots,
    };
    match record.event.kind.group() {
        Some(Group::Register) => after.register = record.hash.clone(),
        Some(Group::Refused) => after.refused = record.hash.clone(),
        None => {}
    }
    after
}

/// A checkpoint is written when an entry's `seq` is a multiple of this.
pub(crate) const CHECKPOINT_EVERY: i64 = 128;

/// A signed statement that the chain through entry `seq` ends in `hash`. Checkpoints are
/// kept beside the chain, not in it: the hash of entry `seq` covers every entry before it
/// through their links, so one signature vouches for the whole chain up to there. A
/// verify checks a slip's entries and walks only as far as the next checkpoint; `journal
/// --check` checks every hash and link, and the signatures of the checkpoints and of the
/// entries after the last one (`--signatures`: of every entry).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkpoint {
    /// The entry it stands at.
    pub seq: i64,
    /// That entry's hash.
    pub hash: String,
    /// When it was written (UTC).
    pub time: String,
    /// The public key (hex) that signed it.
    pub signer: String,
    /// The signature over its seq, hash and time (a fixed text form), hex.
    pub signature: String,
}

impl Checkpoint {
    /// A checkpoint at `head`, signed with `keys`.
    pub(crate) fn sign(head: &Head, time: &str, keys: &Keys) -> Checkpoint {
        let mut c = Checkpoint {
            seq: head.seq,
            hash: head.hash.clone(),
            time: time.to_string(),
            signer: keys.public_hex(),
            signature: String::new(),
        };
        c.signature = keys.sign(&c.bytes());
        c
    }

    /// The bytes signed.
    fn bytes(&self) -> Vec<u8> {
        format!(
            "pitpay checkpoint 1\nseq {}\nhash {}\ntime {}\n",
            self.seq, self.hash, self.time
        )
        .into_bytes()
    }

    /// Whether `key` (hex) signed it.
    pub(crate) fn signed_by(&self, key: &str) -> bool {
        self.signer == key && keys::verify(key, &self.bytes(), &self.signature)
    }
}

/// Whether a slip record (its JSON) pays a progressive meter award: a line settled by
/// R4.3. Used once, to index the slips of journals written before the index existed.
pub(crate) fn pays_meter_award(payload: &str) -> bool {
    let Ok(record) = serde_json::from_str::<serde_json::Value>(payload) else {
        return false;
    };
    let seats = record["signed"]["settlement"]["seats"].as_array().cloned();
    seats.unwrap_or_default().iter().any(|seat| {
        seat["wagers"]
            .as_array()
            .is_some_and(|w| w.iter().any(|l| l["rule"] == "R4.3"))
    })
}

/// A key's fingerprint from its hex, as people compare it.
pub fn fingerprint_of(public_hex: &str) -> String {
    keys::fingerprint(&keys::unhex(public_hex).unwrap_or_default())
}

/// "issue of slip 3", for messages: `describe`'s words without the one pair of
/// brackets around them (a register change's own words keep theirs: "staff register:
/// add S-1 (Bob Lee, supervisor)").
pub fn described(e: &Event) -> String {
    let d = describe(e);
    let inner = d.strip_prefix(" (").and_then(|d| d.strip_suffix(')'));
    inner.unwrap_or(&d).to_string()
}

/// ` (void of slip 3)`, for messages, in English.
pub(super) fn describe(e: &Event) -> String {
    format!(" ({})", event_said(e))
}

/// "void of slip 3", in the reader's language, from the entry's facts.
pub(crate) fn event_said(e: &Event) -> Sentence {
    let slip = e.slip.to_string();
    match e.kind {
        Kind::Issue => sentence!("journal-state-event-issue", slip = slip),
        Kind::Reprint => sentence!("journal-state-event-reprint", slip = slip),
        Kind::Void => sentence!("journal-state-event-void", slip = slip),
        Kind::Migrated => sentence!("journal-state-event-migrated"),
        Kind::Key => sentence!("journal-state-event-key", station = &e.station),
        Kind::Staff => sentence!("journal-state-event-staff", change = staff_change_said(e)),
        Kind::Refused => sentence!("journal-state-event-refused", id = &e.who_id),
        Kind::Rotate => sentence!("journal-state-event-rotate", station = &e.station),
        Kind::Gap => sentence!("journal-state-event-gap"),
        Kind::Database => database_said(e),
        Kind::Paid => sentence!("journal-state-event-paid", slip = slip),
    }
}

/// A register change in the reader's language, from the change its entry carries; the
/// reason it records (English) when the entry's change does not read.
fn staff_change_said(e: &Event) -> Sentence {
    serde_json::from_str::<crate::register::SignedChange>(&e.payload)
        .map_or_else(|_| Sentence::from(&e.reason), |c| c.change.said())
}

/// A database adopted, in the reader's language, from the adoption its entry carries;
/// the reason it records (English) when that does not read.
fn database_said(e: &Event) -> Sentence {
    match serde_json::from_str::<super::identity::SignedAdoption>(&e.payload) {
        Ok(a) => sentence!(
            "journal-state-event-database",
            why = a.adoption.why.as_str(),
            database = a.adoption.identity.database.as_str()
        ),
        Err(_) => Sentence::from(&e.reason),
    }
}

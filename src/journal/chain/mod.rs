//! The journal's chain: what makes it tamper-evident (issue 9; docs/slips-and-journal.md, "The journal").
//!
//! Every journal entry (a slip issued, printed again, voided) records what happened,
//! when, who did it and why, the hash of the entry before it, its own hash (SHA-256 of
//! its canonical form, which covers every field and the previous hash), and the
//! installation's Ed25519 signature over that canonical form. Changing any entry changes
//! its hash, which breaks the link from the next one; removing one leaves a gap in the
//! numbering; re-chaining the rest needs the signing key. [`Checker`] walks the chain and
//! names the first entry that does not hold.
//!
//! A journal shared by the stations of a property (issue 15) is one chain written by
//! several keys: each entry names the station that wrote it and the public key that
//! signed it, and a station's key counts only from its registration onwards (a `key`
//! entry, signed by the key it registers). The check of a shared journal trusts no key
//! in advance, so every station checks it alike; an installation's own journal trusts
//! its own key, and entries written before entries named their signer are checked
//! with it. Entries written before stations were named hash exactly as they did.
//!
//! This module is the chain's logic only: it knows nothing of where entries are stored.
//! A storage backend ([`super::Store`]) stores and returns [`Record`]s in `seq` order.

use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::keys::{self, Keys};

/// The `prev` of the first entry: 64 zeros.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

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
    /// A change to the staff register (issue 19), signed by the manager who made it.
    Staff,
    /// A wrong PIN: who was tried, when and at which station (issue 19).
    Refused,
    /// A station's key replaced by a new one, on a manager's authority (issue 19).
    Rotate,
    /// Entries lost from the journal (restored from an older copy or cut) that could not
    /// be recovered, recorded on a manager's authority (issue 31): the journal goes on
    /// after it, and slip numbers never repeat.
    Gap,
}

/// The entries whose newest member every later entry names (issue 31), so that one of
/// them removed from the middle of the journal breaks the link a later entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// Who may sign: staff register changes, station keys, key rotations and gaps.
    Register,
    /// Wrong PINs, which lock an ID.
    Refused,
}

impl Group {
    /// The kinds of entry in the group.
    pub fn kinds(self) -> &'static [Kind] {
        match self {
            Group::Register => &[Kind::Staff, Kind::Key, Kind::Rotate, Kind::Gap],
            Group::Refused => &[Kind::Refused],
        }
    }
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 9] = [
        Kind::Issue,
        Kind::Reprint,
        Kind::Void,
        Kind::Migrated,
        Kind::Key,
        Kind::Staff,
        Kind::Refused,
        Kind::Rotate,
        Kind::Gap,
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
        }
    }

    /// The group whose newest entry later entries name, if the kind is in one.
    pub fn group(self) -> Option<Group> {
        match self {
            Kind::Staff | Kind::Key | Kind::Rotate | Kind::Gap => Some(Group::Register),
            Kind::Refused => Some(Group::Refused),
            Kind::Issue | Kind::Reprint | Kind::Void | Kind::Migrated => None,
        }
    }

    /// The kind a stored id names.
    pub fn parse(id: &str) -> Option<Kind> {
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
/// entries: issue 31) every field is written, empty ones left out.
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
    /// The public key (hex) that signs the entry, set by [`link`] (empty in entries
    /// written before entries named their signer).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub signer: String,
    /// The SHA-256 of `payload`, as the canonical form covers it: set by [`link`] and
    /// stored beside the payload, so that a walk of the chain need not read payloads
    /// (empty: work it out from the payload).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub payload_sha256: String,
    /// Issue: the slip pays a progressive meter award. Not part of the canonical form:
    /// an index for the jackpot record, derived from the signed payload.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub jackpot: bool,
    /// The hash of the newest entry of the [`Group::Register`] before this one
    /// ([`GENESIS`] when there is none), set by [`link`] (issue 31); empty in entries
    /// written before entries named it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub register: String,
    /// The hash of the newest wrong PIN ([`Group::Refused`]) before this one, likewise.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub refused: String,
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
        }
    }

    /// The newest entry of `group` it names (empty: written before entries named it).
    pub fn names(&self, group: Group) -> &str {
        match group {
            Group::Register => &self.register,
            Group::Refused => &self.refused,
        }
    }

    /// The payload's SHA-256 as the canonical form covers it.
    pub fn payload_hash(&self) -> String {
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
    /// The previous entry's hash ([`GENESIS`] for the first).
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
    /// The last entry's hash ([`GENESIS`] when empty).
    pub hash: String,
    /// The highest slip number issued, or declared used by a gap (0 when none).
    pub last_slip: i64,
    /// The hash of the newest register entry ([`GENESIS`] when none).
    pub register: String,
    /// The hash of the newest wrong PIN ([`GENESIS`] when none).
    pub refused: String,
}

impl Default for Head {
    fn default() -> Self {
        Head {
            seq: 0,
            hash: GENESIS.to_string(),
            last_slip: 0,
            register: GENESIS.to_string(),
            refused: GENESIS.to_string(),
        }
    }
}

impl Head {
    /// The newest entry of `group` up to the head.
    pub fn newest(&self, group: Group) -> &str {
        match group {
            Group::Register => &self.register,
            Group::Refused => &self.refused,
        }
    }

    /// The head whose last entry is `r`: its groups' newest entries are the ones `r`
    /// names, or `r` itself. `None` when `r` was written before entries named them (the
    /// store then finds them by kind).
    pub fn after(r: &Record, last_slip: i64) -> Option<Head> {
        let e = &r.event;
        if e.register.is_empty() && e.kind.group() != Some(Group::Register)
            || e.refused.is_empty() && e.kind.group() != Some(Group::Refused)
        {
            return None;
        }
        let mut head = Head {
            seq: r.seq,
            hash: r.hash.clone(),
            last_slip,
            register: e.register.clone(),
            refused: e.refused.clone(),
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
/// is represented by its SHA-256 (the record stores the payload itself). `station` and
/// `signer` are left out when empty, so that entries written before they existed hash
/// as they always did (and an entry that has them cannot lose them unnoticed).
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
        prev,
    };
    serde_json::to_vec(&c).unwrap_or_default()
}

/// Whether a record's canonical form hashes to its hash.
pub fn hashes(r: &Record) -> bool {
    sha256_hex(&canonical(r.seq, &r.event, &r.prev)) == r.hash
}

/// SHA-256, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    keys::to_hex(&Sha256::digest(bytes))
}

/// Chains an event after `head` and signs it (naming the key that signs and the newest
/// entry of each [`Group`] before it): the record to store.
pub fn link(head: &Head, mut event: Event, keys: &Keys) -> Record {
    event.signer = keys.public_hex();
    event.register = head.register.clone();
    event.refused = head.refused.clone();
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
pub fn advance(head: &Head, record: &Record) -> Head {
    let last_slip = match record.event.kind {
        Kind::Issue | Kind::Gap => record.event.slip.max(head.last_slip),
        _ => head.last_slip,
    };
    let mut after = Head {
        seq: record.seq,
        hash: record.hash.clone(),
        last_slip,
        register: head.register.clone(),
        refused: head.refused.clone(),
    };
    match record.event.kind.group() {
        Some(Group::Register) => after.register = record.hash.clone(),
        Some(Group::Refused) => after.refused = record.hash.clone(),
        None => {}
    }
    after
}

/// The first entry that does not hold, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("journal entry {seq}{what}: {why}")]
pub struct Broken {
    /// The entry's `seq` (as stored, or as expected where one is missing).
    pub seq: i64,
    /// ` (void of slip 3)`: what the entry says it is, when it can be read.
    pub what: String,
    /// Why it does not hold, in words.
    pub why: String,
}

/// A chain that holds: how many entries, and its head hash (worth writing down: a
/// journal cut back to an earlier head can only be told from the head noted before).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// Entries checked.
    pub entries: i64,
    /// Slips issued.
    pub slips: i64,
    /// The last entry's hash.
    pub head: String,
    /// The stations' keys registered in the chain, in the order they were registered
    /// (none in an installation's own journal).
    pub keys: Vec<Registered>,
}

/// A station's key, as a `key` entry registered it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Registered {
    /// The station's name.
    pub station: String,
    /// Its public key, hex.
    pub key: String,
    /// When it was registered.
    pub time: String,
    /// The entry at which a manager replaced it (issue 19): it signs nothing after.
    pub retired: Option<i64>,
}

/// A station key replaced by another (a `rotate` entry, issue 19), as the register's
/// check of it found it authorized.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Rotation {
    /// The entry.
    pub seq: i64,
    /// The station.
    pub station: String,
    /// The key replaced (hex).
    pub from: String,
    /// The new key (hex), which signs the entry.
    pub to: String,
}

/// Which keys a chain's entries may be signed by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trust {
    /// An installation's own journal: its key (hex), which also checks the entries
    /// written before entries named their signer.
    Own(String),
    /// A journal shared by stations: only keys registered in the chain before the
    /// entry (each station checks it alike).
    Shared,
}

/// A checkpoint is written when an entry's `seq` is a multiple of this.
pub const CHECKPOINT_EVERY: i64 = 128;

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
    pub fn sign(head: &Head, time: &str, keys: &Keys) -> Checkpoint {
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
    pub fn signed_by(&self, key: &str) -> bool {
        self.signer == key && keys::verify(key, &self.bytes(), &self.signature)
    }
}

/// Where a check starts: the chain's beginning, or a checkpoint already checked, with
/// what the check needs of the entries before it.
#[derive(Debug, Clone, Default)]
pub struct Start {
    /// The head at the start ([`Head::default`] at the beginning).
    pub head: Head,
    /// Slips voided before it.
    pub void: std::collections::BTreeSet<i64>,
    /// Station keys registered before it.
    pub registered: Vec<Registered>,
}

/// Checks the chain record by record, in `seq` order. Feed every record to
/// [`Checker::next`], then call [`Checker::finish`].
pub struct Checker {
    trust: Trust,
    head: Head,
    void: std::collections::BTreeSet<i64>,
    registered: Vec<Registered>,
    /// Checkpoints by the entry they stand at.
    checkpoints: std::collections::BTreeMap<i64, Checkpoint>,
    /// Entries up to here are vouched for by a checkpoint's signature; their own
    /// signatures are checked only with `every_signature`.
    vouched_to: i64,
    every_signature: bool,
    /// The records come with their payloads (slip records), which are then checked.
    payloads: bool,
    /// The key rotations found authorized, by entry (issue 19).
    rotations: std::collections::BTreeMap<i64, Rotation>,
    /// The gaps found recorded on a manager's authority, by entry (issue 31).
    gaps: std::collections::BTreeSet<i64>,
}

impl Checker {
    /// A checker for an installation's own chain, signed by `public_hex`.
    pub fn new(public_hex: &str) -> Checker {
        Checker::with_trust(Trust::Own(public_hex.to_string()))
    }

    /// A checker trusting `trust`, from the chain's beginning, checking every signature.
    pub fn with_trust(trust: Trust) -> Checker {
        Checker::resume(trust, Start::default())
    }

    /// A checker trusting `trust` from `start`.
    pub fn resume(trust: Trust, start: Start) -> Checker {
        Checker {
            trust,
            head: start.head,
            void: start.void,
            registered: start.registered,
            checkpoints: Default::default(),
            vouched_to: 0,
            every_signature: true,
            payloads: true,
            rotations: Default::default(),
            gaps: Default::default(),
        }
    }

    /// The station-key rotations the register's check found authorized: a `rotate`
    /// entry holds only if it is one of them, and from it on the new key signs.
    pub fn with_rotations(mut self, rotations: Vec<Rotation>) -> Checker {
        self.rotations = rotations.into_iter().map(|r| (r.seq, r)).collect();
        self
    }

    /// The gaps the register's check found recorded on a manager's authority: a `gap`
    /// entry holds only if it is one of them.
    pub fn with_gaps(mut self, gaps: impl IntoIterator<Item = i64>) -> Checker {
        self.gaps = gaps.into_iter().collect();
        self
    }

    /// Checks `checkpoints` on the way (each must match the entry it stands at and be
    /// signed by a key trusted there). Unless `every_signature`, an entry's own signature
    /// is then checked only after the last checkpoint (and for key registrations).
    /// Without `payloads` the records come without their slip records, whose hashes the
    /// entries cover as stored.
    pub fn with_checkpoints(
        mut self,
        checkpoints: Vec<Checkpoint>,
        every_signature: bool,
        payloads: bool,
    ) -> Checker {
        self.vouched_to = checkpoints.iter().map(|c| c.seq).max().unwrap_or(0);
        self.checkpoints = checkpoints.into_iter().map(|c| (c.seq, c)).collect();
        self.every_signature = every_signature;
        self.payloads = payloads;
        self
    }

    /// The head as checked so far.
    pub fn head(&self) -> &Head {
        &self.head
    }

    /// Checks the next record.
    pub fn next(&mut self, r: &Record) -> Result<(), Broken> {
        self.next_hashed(r, None)
    }

    /// Checks the next record, whose hash was checked elsewhere when `hashed` says so
    /// ([`hashes`], on another thread: `journal --check` hashes while it reads).
    pub fn next_hashed(&mut self, r: &Record, hashed: Option<bool>) -> Result<(), Broken> {
        let broken = |seq: i64, why: &str| Broken {
            seq,
            what: describe(&r.event),
            why: why.to_string(),
        };
        let expected = self.head.seq + 1;
        if r.seq != expected {
            return Err(Broken {
                seq: expected,
                what: String::new(),
                why: format!(
                    "is missing (the entry after {} is {})",
                    self.head.seq, r.seq
                ),
            });
        }
        if r.prev != self.head.hash {
            return Err(broken(r.seq, "does not follow the entry before it (its link to the previous entry's hash does not match): an entry before it was changed or removed"));
        }
        let mut bytes = None;
        let hash_holds = hashed.unwrap_or_else(|| {
            let b = canonical(r.seq, &r.event, &r.prev);
            let holds = sha256_hex(&b) == r.hash;
            bytes = Some(b);
            holds
        });
        if !hash_holds {
            return Err(broken(
                r.seq,
                "was changed after it was recorded (its content no longer matches its hash)",
            ));
        }
        if self.payloads
            && !r.event.payload_sha256.is_empty()
            && sha256_hex(r.event.payload.as_bytes()) != r.event.payload_sha256
        {
            return Err(broken(
                r.seq,
                "its slip record was changed after it was recorded (it no longer matches the hash its entry covers)",
            ));
        }
        self.names_its_groups(&r.event)
            .map_err(|why| broken(r.seq, &why))?;
        let key = self
            .signer(r.seq, &r.event)
            .map_err(|why| broken(r.seq, &why))?;
        let vouched = r.seq <= self.vouched_to && r.event.kind != Kind::Key;
        let signature_holds = || {
            let bytes = bytes.unwrap_or_else(|| canonical(r.seq, &r.event, &r.prev));
            keys::verify(&key, &bytes, &r.signature)
        };
        if (self.every_signature || !vouched) && !signature_holds() {
            let why = match &self.trust {
                Trust::Own(_) => "is not signed by this installation's key".to_string(),
                Trust::Shared => format!(
                    "is not signed by the key it names (station \"{}\", key {})",
                    r.event.station,
                    fingerprint_of(&key)
                ),
            };
            return Err(broken(r.seq, &why));
        }
        self.meaning(r).map_err(|why| broken(r.seq, &why))?;
        self.head = advance(&self.head, r);
        if let Some(c) = self.checkpoints.get(&r.seq) {
            self.checkpoint(c).map_err(|why| broken(r.seq, &why))?;
        }
        Ok(())
    }

    /// An entry names the newest register entry and the newest wrong PIN before it
    /// (issue 31): one of them removed from the middle of the journal, or changed, no
    /// longer matches what a later entry names. Entries written before entries named
    /// them name nothing.
    fn names_its_groups(&self, e: &Event) -> Result<(), String> {
        for (group, what) in [
            (
                Group::Register,
                "the staff register's or the station keys' newest change",
            ),
            (Group::Refused, "the newest wrong PIN"),
        ] {
            let named = e.names(group);
            if !named.is_empty() && named != self.head.newest(group) {
                return Err(format!(
                    "does not follow {what} before it (it names another entry): an entry of that kind before it was removed or changed"
                ));
            }
        }
        Ok(())
    }

    /// A checkpoint at the entry just checked: it names that entry's hash and a key
    /// trusted here signed it.
    fn checkpoint(&self, c: &Checkpoint) -> Result<(), String> {
        if c.hash != self.head.hash {
            return Err(format!(
                "does not match the checkpoint signed at it on {} (the chain up to here was changed after the checkpoint)",
                c.time
            ));
        }
        // A checkpoint may be signed later, by a key that replaced the one in force at
        // its entry.
        let later = self.rotations.range(c.seq..).any(|(_, r)| r.to == c.signer);
        let trusted = later
            || match &self.trust {
                Trust::Own(own) => *own == c.signer,
                Trust::Shared => self
                    .registered
                    .iter()
                    .any(|k| k.key == c.signer && k.retired.is_none()),
            };
        if !trusted || !c.signed_by(&c.signer) {
            return Err(format!(
                "its checkpoint of {} is not signed by a trusted key (key {})",
                c.time,
                fingerprint_of(&c.signer)
            ));
        }
        Ok(())
    }

    /// The key that must have signed an entry: the installation's own (for an entry that
    /// names none, or names it), a key registered before it in a shared chain, or, for a
    /// key's registration, the key it registers.
    fn signer(&self, seq: i64, e: &Event) -> Result<String, String> {
        if e.kind == Kind::Rotate {
            return match self.rotations.get(&seq) {
                Some(r) if r.to == e.signer => Ok(e.signer.clone()),
                _ => Err("replaces a station key without the authority of an enrolled manager (the staff register's check refused it)".into()),
            };
        }
        match &self.trust {
            Trust::Own(own) if e.signer.is_empty() || e.signer == *own => Ok(own.clone()),
            Trust::Own(_) => Err(format!(
                "is signed by another key than this installation's (key {})",
                fingerprint_of(&e.signer)
            )),
            Trust::Shared if e.signer.is_empty() => {
                Err("names no signing key, which every entry of a shared journal does".to_string())
            }
            Trust::Shared if e.kind == Kind::Key => Ok(e.signer.clone()),
            Trust::Shared => {
                if self
                    .registered
                    .iter()
                    .any(|k| k.key == e.signer && k.retired.is_none())
                {
                    Ok(e.signer.clone())
                } else {
                    Err(format!(
                        "is signed by a key that no station registered before it (station \"{}\", key {})",
                        e.station,
                        fingerprint_of(&e.signer)
                    ))
                }
            }
        }
    }

    /// What the entry says must fit what came before: slip numbers issued in order,
    /// reprints and voids of slips issued, a slip voided once, a key registered by a
    /// named station.
    fn meaning(&mut self, r: &Record) -> Result<(), String> {
        let e = &r.event;
        match e.kind {
            Kind::Issue => {
                if e.slip != self.head.last_slip + 1 {
                    return Err(format!(
                        "issues slip {} after slip {}: slip numbers skip or repeat",
                        e.slip, self.head.last_slip
                    ));
                }
                // The slip record is read only when the walk reads payloads (a deep
                // check, or a verify of this slip).
                if self.payloads {
                    let slip = serde_json::from_str::<serde_json::Value>(&e.payload)
                        .ok()
                        .and_then(|v| v["signed"]["slip"].as_i64());
                    if slip != Some(e.slip) {
                        return Err("its slip record is not the record of that slip".into());
                    }
                }
            }
            Kind::Reprint | Kind::Void => {
                if e.slip < 1 || e.slip > self.head.last_slip {
                    return Err(format!("slip {} was never issued", e.slip));
                }
                if e.kind == Kind::Void && !self.void.insert(e.slip) {
                    return Err(format!("slip {} was already void", e.slip));
                }
            }
            Kind::Key => {
                if e.station.is_empty() || e.slip != 0 {
                    return Err("registers a key for no station".into());
                }
                if !self.registered.iter().any(|k| k.key == e.signer) {
                    self.registered.push(Registered {
                        station: e.station.clone(),
                        key: e.signer.clone(),
                        time: e.time.clone(),
                        retired: None,
                    });
                }
            }
            Kind::Rotate => self.rotate(r.seq, e),
            Kind::Staff | Kind::Refused => {
                if e.slip != 0 || e.who_id.is_empty() {
                    return Err("names no staff member".into());
                }
            }
            Kind::Gap => {
                if !self.gaps.contains(&r.seq) {
                    return Err("records a gap without the authority of an enrolled manager (the staff register's check refused it)".into());
                }
                if e.slip < self.head.last_slip {
                    return Err(format!(
                        "declares slip {} the last used, below slip {} issued before it",
                        e.slip, self.head.last_slip
                    ));
                }
            }
            Kind::Migrated => {}
        }
        Ok(())
    }

    /// From a rotation on, its new key signs in place of the old one.
    fn rotate(&mut self, seq: i64, e: &Event) {
        let Some(r) = self.rotations.get(&seq) else {
            return;
        };
        match &mut self.trust {
            Trust::Own(own) => *own = r.to.clone(),
            Trust::Shared => {
                for k in self.registered.iter_mut().filter(|k| k.key == r.from) {
                    k.retired.get_or_insert(seq);
                }
                self.registered.push(Registered {
                    station: r.station.clone(),
                    key: r.to.clone(),
                    time: e.time.clone(),
                    retired: None,
                });
            }
        }
    }

    /// The chain's summary once every record has been checked.
    pub fn finish(self) -> Checked {
        Checked {
            entries: self.head.seq,
            slips: self.head.last_slip,
            head: self.head.hash,
            keys: self.registered,
        }
    }
}

/// Whether a slip record (its JSON) pays a progressive meter award: a line settled by
/// R4.3. Used once, to index the slips of journals written before the index existed.
pub fn pays_meter_award(payload: &str) -> bool {
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

/// "issue of slip 3", for messages.
pub fn described(e: &Event) -> String {
    let d = describe(e);
    d.trim_start_matches(" (").trim_end_matches(')').to_string()
}

/// ` (void of slip 3)`, for messages.
pub(super) fn describe(e: &Event) -> String {
    match e.kind {
        Kind::Issue => format!(" (issue of slip {})", e.slip),
        Kind::Reprint => format!(" (reprint of slip {})", e.slip),
        Kind::Void => format!(" (void of slip {})", e.slip),
        Kind::Migrated => " (migration note)".to_string(),
        Kind::Key => format!(" (key of station \"{}\")", e.station),
        Kind::Staff => format!(" (staff register: {})", e.reason),
        Kind::Refused => format!(" (wrong PIN for {})", e.who_id),
        Kind::Rotate => format!(" (new key of station \"{}\")", e.station),
        Kind::Gap => " (a gap recorded by a manager)".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn issue(slip: i64) -> Event {
        let mut e = Event::new(Kind::Issue, slip, "2026-03-14T21:05:00Z");
        e.who = "Ana Reyes".into();
        e.payload = format!("{{\"signed\":{{\"slip\":{slip}}}}}");
        e
    }

    fn chain(keys: &Keys, events: Vec<Event>) -> Vec<Record> {
        let mut head = Head::default();
        events
            .into_iter()
            .map(|e| {
                let r = link(&head, e, keys);
                head = advance(&head, &r);
                r
            })
            .collect()
    }

    fn check(keys: &Keys, records: &[Record]) -> Result<Checked, Broken> {
        let mut c = Checker::new(&keys.public_hex());
        for r in records {
            c.next(r)?;
        }
        Ok(c.finish())
    }

    fn keys() -> (tempfile::TempDir, Keys) {
        let dir = tempfile::tempdir().unwrap();
        let k = Keys::load_or_create(dir.path()).unwrap();
        (dir, k)
    }

    #[test]
    fn a_chain_as_written_checks() {
        let (_d, k) = keys();
        let mut void = Event::new(Kind::Void, 1, "2026-03-14T22:00:00Z");
        void.reason = "wrong table".into();
        let records = chain(&k, vec![issue(1), issue(2), void]);
        let c = check(&k, &records).unwrap();
        assert_eq!((c.entries, c.slips), (3, 2));
        assert_eq!(c.head, records[2].hash);
        assert_eq!(records[0].prev, GENESIS);
        assert_eq!(records[1].prev, records[0].hash);
    }

    #[test]
    fn an_edited_entry_a_removed_entry_and_a_foreign_signature_are_named() {
        let (_d, k) = keys();
        let mut void = Event::new(Kind::Void, 1, "2026-03-14T22:00:00Z");
        void.reason = "wrong table".into();
        let records = chain(&k, vec![issue(1), void, issue(2)]);
        // Un-voiding by editing the reason away: entry 2 no longer matches its hash.
        let mut edited = records.clone();
        edited[1].event.reason = String::new();
        let b = check(&k, &edited).unwrap_err();
        assert_eq!(b.seq, 2);
        assert!(b.to_string().contains("was changed"), "{b}");
        // Un-voiding by deleting the entry: entry 2 is missing.
        let removed = vec![records[0].clone(), records[2].clone()];
        let b = check(&k, &removed).unwrap_err();
        assert_eq!(b.seq, 2);
        assert!(b.to_string().contains("is missing"), "{b}");
        // Re-chaining without the key: hashes fit, the signer named is not this
        // installation's key ...
        let (_d2, other) = keys();
        let forged = chain(&other, vec![issue(1), issue(2)]);
        let b = check(&k, &forged).unwrap_err();
        assert_eq!(b.seq, 1);
        assert!(b.to_string().contains("signed by another key"), "{b}");
        // ... and naming it does not make the signature its.
        let mut named = link(&Head::default(), issue(1), &other);
        named.event.signer = k.public_hex();
        let bytes = canonical(1, &named.event, GENESIS);
        named.hash = sha256_hex(&bytes);
        named.signature = other.sign(&bytes);
        let b = check(&k, &[named]).unwrap_err();
        assert!(
            b.to_string()
                .contains("not signed by this installation's key"),
            "{b}"
        );
    }

    /// Issue 15: entries written before entries named their station and signer hash as
    /// they always did, and are checked with the installation's own key.
    #[test]
    fn entries_from_before_stations_hash_as_before_and_check_with_the_own_key() {
        let (_d, k) = keys();
        let e = issue(1);
        let bytes = canonical(1, &e, GENESIS);
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert!(
            !text.contains("station") && !text.contains("signer"),
            "{text}"
        );
        let old = Record {
            seq: 1,
            hash: sha256_hex(&bytes),
            signature: k.sign(&bytes),
            prev: GENESIS.into(),
            event: e,
        };
        let mut next = issue(2);
        next.station = "Pit 2".into();
        let new = link(&advance(&Head::default(), &old), next, &k);
        assert_eq!(new.event.signer, k.public_hex());
        let c = check(&k, &[old, new]).unwrap();
        assert_eq!((c.entries, c.slips), (2, 2));
    }

    fn registration(station: &str) -> Event {
        let mut e = Event::new(Kind::Key, 0, "2026-03-14T20:00:00Z");
        e.station = station.into();
        e
    }

    fn at(station: &str, mut e: Event) -> Event {
        e.station = station.into();
        e
    }

    /// A shared chain, written by several stations' keys (each registered, by itself,
    /// before it writes), checked trusting no key in advance.
    fn shared(records: &[Record]) -> Result<Checked, Broken> {
        let mut c = Checker::with_trust(Trust::Shared);
        for r in records {
            c.next(r)?;
        }
        Ok(c.finish())
    }

    fn written(by: &[(&Keys, Event)]) -> Vec<Record> {
        let mut head = Head::default();
        by.iter()
            .map(|(k, e)| {
                let r = link(&head, e.clone(), k);
                head = advance(&head, &r);
                r
            })
            .collect()
    }

    #[test]
    fn a_shared_chain_of_registered_stations_checks_and_lists_their_keys() {
        let ((_a, a), (_b, b)) = (keys(), keys());
        let mut void = at("Pit 2", Event::new(Kind::Void, 1, "2026-03-14T22:00:00Z"));
        void.reason = "wrong table".into();
        let records = written(&[
            (&a, registration("Pit 1")),
            (&b, registration("Pit 2")),
            (&a, at("Pit 1", issue(1))),
            (&b, at("Pit 2", issue(2))),
            (&b, void),
        ]);
        let c = shared(&records).unwrap();
        assert_eq!((c.entries, c.slips), (5, 2));
        let stations: Vec<_> = c
            .keys
            .iter()
            .map(|k| (k.station.as_str(), k.key.clone()))
            .collect();
        assert_eq!(
            stations,
            [("Pit 1", a.public_hex()), ("Pit 2", b.public_hex())]
        );
        // Its own installation's checker does not speak for a shared chain: B's entries
        // are not A's.
        assert!(check(&a, &records).is_err());
    }

    #[test]
    fn a_shared_chain_refuses_unregistered_keys_and_registrations_by_another_key() {
        let ((_a, a), (_c, c)) = (keys(), keys());
        let records = written(&[(&a, registration("Pit 1")), (&c, at("Pit 3", issue(1)))]);
        let b = shared(&records).unwrap_err();
        assert_eq!(b.seq, 2);
        assert!(b.why.contains("no station registered"), "{b}");
        // A registration naming C's key but signed by A's does not register C.
        let mut forged = link(&Head::default(), registration("Pit 3"), &a);
        forged.event.signer = c.public_hex();
        let bytes = canonical(1, &forged.event, GENESIS);
        forged.hash = sha256_hex(&bytes);
        forged.signature = a.sign(&bytes);
        let b = shared(&[forged]).unwrap_err();
        assert!(b.why.contains("not signed by the key it names"), "{b}");
        // An entry naming no signer has no place in a shared chain.
        let e = issue(1);
        let bytes = canonical(1, &e, GENESIS);
        let unnamed = Record {
            seq: 1,
            hash: sha256_hex(&bytes),
            signature: a.sign(&bytes),
            prev: GENESIS.into(),
            event: e,
        };
        let b = shared(&[unnamed]).unwrap_err();
        assert!(b.why.contains("names no signing key"), "{b}");
    }

    #[test]
    fn numbers_that_skip_and_voids_of_unknown_slips_do_not_hold() {
        let (_d, k) = keys();
        let b = check(&k, &chain(&k, vec![issue(1), issue(3)])).unwrap_err();
        assert_eq!(b.seq, 2);
        assert!(b.why.contains("skip or repeat"), "{b}");
        let void = Event::new(Kind::Void, 5, "t");
        let b = check(&k, &chain(&k, vec![issue(1), void])).unwrap_err();
        assert!(b.why.contains("never issued"), "{b}");
    }
}

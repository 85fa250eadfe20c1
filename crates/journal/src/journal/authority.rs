//! Who may sign, as values: the staff register and station keys as the
//! journal holds them ([`Authority`]), a register checkpoint ([`RegisterCheckpoint`]), a
//! station's key replaced ([`KeyChange`]) and what a station's key is to a journal
//! ([`StationKey`]). Reading them from the journal is `staff.rs`, above.

use serde::{Deserialize, Serialize};

use super::chain::{self, Registered, Rotation};
use super::gap::Gap;
use super::kept::{Adopted, RegisterCheckpoint};
use crate::keys::{self, Keys};
use crate::register::Register;

/// The format of a key rotation's record (`"pitpay_rotate": 1`).
pub(crate) const ROTATE_FORMAT: u32 = 1;

/// A station's key replaced, as its `rotate` entry records it. The field order is the
/// signed byte order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct KeyChange {
    /// [`ROTATE_FORMAT`].
    pub pitpay_rotate: u32,
    /// The station.
    pub station: String,
    /// The key replaced (hex).
    pub from: String,
    /// The new key (hex).
    pub to: String,
    /// When (UTC).
    pub time: String,
    /// The manager on whose authority (empty when the register had no member).
    pub by: String,
}

/// A rotation with the manager's signature (empty when the register had no member).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SignedKeyChange {
    /// The rotation.
    pub change: KeyChange,
    /// The manager's signature over `KeyChange::bytes`, hex.
    pub signature: String,
}

impl KeyChange {
    /// The bytes a manager signs.
    pub(crate) fn bytes(&self) -> Vec<u8> {
        let mut bytes = b"pitpay station key change\n".to_vec();
        bytes.extend(serde_json::to_vec(self).unwrap_or_default());
        bytes
    }
}

/// Who may sign what, as the journal says: the staff register and the station keys,
/// each entry that says so checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Authority {
    /// The staff register.
    pub register: Register,
    /// An installation's own journal: its station keys, each with the first entry it
    /// signs (the first from entry 1).
    pub own_keys: Vec<(i64, String)>,
    /// A shared journal: its stations' keys, those replaced marked retired.
    pub registered: Vec<Registered>,
    /// The rotations found authorized.
    pub(crate) rotations: Vec<Rotation>,
    /// The gaps found recorded on a manager's authority.
    pub gaps: Vec<Gap>,
    /// The databases adopted as a shared journal's, with the authority their records
    /// need.
    pub(crate) databases: Vec<Adopted>,
    /// The newest register entry folded: its `seq` and hash (0 and the genesis hash
    /// when there is none).
    pub newest: (i64, String),
}

/// What a register checkpoint keeps of an [`Authority`]: the station keys,
/// rotations and gaps whole, and each member by ID, the entry that enrolled them and the
/// hash of their record, which is kept beside it ([`Store::register_members`]), so that
/// a verify reads the one or two members it needs, not the whole register.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct KeptAuthority {
    pub(super) pitpay_register: u32,
    pub(super) members: Vec<(String, i64, String)>,
    pub(super) own_keys: Vec<(i64, String)>,
    pub(super) registered: Vec<Registered>,
    pub(super) rotations: Vec<Rotation>,
    pub(super) gaps: Vec<Gap>,
    /// Kept since checkpoints kept them: absent from older ones, which had none to keep.
    #[serde(default)]
    pub(super) databases: Vec<Adopted>,
}

/// The format of a register checkpoint's state.
pub(super) const REGISTER_FORMAT: u32 = 1;

/// Where a reading of the register starts.
pub(super) enum Start<'a> {
    /// The newest register checkpoint, reading every member or only those named.
    Checkpoint(Option<&'a [&'a str]>),
    /// The register's first change.
    First,
}

impl RegisterCheckpoint {
    /// A checkpoint of `a` at its newest register entry, signed with `keys`, and each
    /// member's record by its hash.
    pub(super) fn sign(
        a: &Authority,
        time: &str,
        keys: &Keys,
    ) -> (RegisterCheckpoint, Vec<(String, String)>) {
        let mut records = Vec::new();
        let mut members = Vec::new();
        for m in a.register.kept() {
            let record = serde_json::to_string(&m).unwrap_or_default();
            let hash = chain::sha256_hex(record.as_bytes());
            members.push((m.id.clone(), m.enrolled.0, hash.clone()));
            records.push((hash, record));
        }
        let kept = KeptAuthority {
            pitpay_register: REGISTER_FORMAT,
            members,
            own_keys: a.own_keys.clone(),
            registered: a.registered.clone(),
            rotations: a.rotations.clone(),
            gaps: a.gaps.clone(),
            databases: a.databases.clone(),
        };
        let mut c = RegisterCheckpoint {
            seq: a.newest.0,
            hash: a.newest.1.clone(),
            state: serde_json::to_string(&kept).unwrap_or_default(),
            time: time.to_string(),
            signer: keys.public_hex(),
            signature: String::new(),
        };
        c.signature = keys.sign(&c.bytes());
        (c, records)
    }

    /// The bytes signed: a fixed text form naming the state by its hash.
    fn bytes(&self) -> Vec<u8> {
        format!(
            "pitpay register checkpoint 1\nseq {}\nhash {}\nstate {}\ntime {}\n",
            self.seq,
            self.hash,
            chain::sha256_hex(self.state.as_bytes()),
            self.time
        )
        .into_bytes()
    }

    /// What it keeps, if it reads and a key that signs for the journal in it signed it.
    pub(super) fn read(&self, shared: bool) -> Option<KeptAuthority> {
        let kept: KeptAuthority = serde_json::from_str(&self.state).ok()?;
        if kept.pitpay_register != REGISTER_FORMAT {
            return None;
        }
        let trusted = if shared {
            kept.registered.iter().any(|k| k.key == self.signer)
        } else {
            kept.own_keys.iter().any(|(_, k)| *k == self.signer)
        };
        (trusted && keys::verify(&self.signer, &self.bytes(), &self.signature)).then_some(kept)
    }
}

impl Authority {
    /// The key that signs entry `seq` of an installation's own journal.
    pub(crate) fn own_key_at(&self, seq: i64) -> Option<&str> {
        self.own_keys
            .iter()
            .rev()
            .find(|(from, _)| *from <= seq)
            .or(self.own_keys.first())
            .map(|(_, k)| k.as_str())
    }

    /// The key an installation's own journal is signed with now.
    pub(crate) fn own_key_now(&self) -> Option<&str> {
        self.own_keys.last().map(|(_, k)| k.as_str())
    }

    /// Whether `key` signs entry `seq` (in a shared journal: a station's key registered
    /// and not replaced before it).
    pub(crate) fn signs(&self, shared: bool, seq: i64, key: &str) -> bool {
        if shared {
            self.registered
                .iter()
                .any(|k| k.key == key && k.retired.is_none_or(|r| seq < r))
        } else {
            self.own_key_at(seq) == Some(key)
        }
    }

    /// Whether `key` may sign a checkpoint at entry `seq`: one that signs it, or a key
    /// that replaced it later.
    pub(crate) fn signs_checkpoint(&self, shared: bool, seq: i64, key: &str) -> bool {
        self.signs(shared, seq, key) || self.rotations.iter().any(|r| r.seq > seq && r.to == key)
    }
}

/// What a station's key is to a journal, before it writes there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum StationKey {
    /// The key that signs for this station.
    Current,
    /// A station new to the journal (a shared journal it has not joined, an empty one).
    New,
    /// Another key signs for this station now: this one was lost, replaced or copied
    /// from elsewhere. The fingerprint of the key the journal expects.
    Other(String),
}

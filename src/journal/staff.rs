//! Who may sign, as the journal records it (issue 19; docs/who-signs.md): the staff
//! register's changes, wrong PINs, and station keys replaced on a manager's authority.
//!
//! The register is read by folding the journal's `staff` entries (read by the kind
//! index: a property's staff, not its slips, sets the cost), each checked on its own:
//! its hash, its station's signature, and the manager's signature and authority
//! ([`crate::staff::Register::apply`]). Station keys are folded in the same pass: the
//! keys of a shared journal's stations (`key` entries) and the keys that replaced a
//! station's lost one (`rotate` entries), each of which must be signed by its new key
//! and, once the register has members, by an enrolled manager.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::chain::{self, Broken, Event, Kind, Record, Registered, Rotation};
use super::{Actor, Journal, JournalError, Store};
use crate::keys::{self, Keys};
use crate::staff::{Register, SignedChange};

/// The format of a key rotation's record (`"pitpay_rotate": 1`).
pub const ROTATE_FORMAT: u32 = 1;

/// A station's key replaced, as its `rotate` entry records it. The field order is the
/// signed byte order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeyChange {
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
pub struct SignedKeyChange {
    /// The rotation.
    pub change: KeyChange,
    /// The manager's signature over [`KeyChange::bytes`], hex.
    pub signature: String,
}

impl KeyChange {
    /// The bytes a manager signs.
    pub fn bytes(&self) -> Vec<u8> {
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
    pub rotations: Vec<Rotation>,
}

impl Authority {
    /// The key that signs entry `seq` of an installation's own journal.
    pub fn own_key_at(&self, seq: i64) -> Option<&str> {
        self.own_keys
            .iter()
            .rev()
            .find(|(from, _)| *from <= seq)
            .or(self.own_keys.first())
            .map(|(_, k)| k.as_str())
    }

    /// The key an installation's own journal is signed with now.
    pub fn own_key_now(&self) -> Option<&str> {
        self.own_keys.last().map(|(_, k)| k.as_str())
    }

    /// Whether `key` signs entry `seq` (in a shared journal: a station's key registered
    /// and not replaced before it).
    pub fn signs(&self, shared: bool, seq: i64, key: &str) -> bool {
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
    pub fn signs_checkpoint(&self, shared: bool, seq: i64, key: &str) -> bool {
        self.signs(shared, seq, key) || self.rotations.iter().any(|r| r.seq > seq && r.to == key)
    }
}

/// What a station's key is to a journal, before it writes there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StationKey {
    /// The key that signs for this station.
    Current,
    /// A station new to the journal (a shared journal it has not joined, an empty one).
    New,
    /// Another key signs for this station now: this one was lost, replaced or copied
    /// from elsewhere. The fingerprint of the key the journal expects.
    Other(String),
}

impl<S: Store> Journal<S> {
    /// The staff register and station keys, each entry that says so checked on its own:
    /// its hash, the station's signature, the manager's signature and authority. (That
    /// no entry was removed is what `journal --check` proves, walking the chain.)
    ///
    /// `own`: this installation's key, the anchor of its own journal: its first key is
    /// the one the first rotation replaced, else `own` itself (which also checks the
    /// oldest entries, that name no signer). Without it (the key file is gone), the key
    /// that signed the newest entry is taken, to say what the journal expects.
    pub fn authority(&self, own: Option<&str>) -> Result<Result<Authority, Broken>, JournalError> {
        let mut records: Vec<Record> = Vec::new();
        for kind in [Kind::Key, Kind::Staff, Kind::Rotate] {
            self.store.of_kind(kind, None, &mut |r| {
                records.push(r);
                Ok(())
            })?;
        }
        records.sort_by_key(|r| r.seq);
        let mut a = Authority::default();
        if self.shared.is_none() {
            let first = match records.iter().find(|r| r.event.kind == Kind::Rotate) {
                Some(r) => read_rotation(r).map(|c| c.change.from).unwrap_or_default(),
                None => match own {
                    Some(k) => k.to_string(),
                    None => self.newest_signer()?.unwrap_or_default(),
                },
            };
            a.own_keys.push((1, first));
        }
        for r in &records {
            if let Err(b) = self.fold(&mut a, r, own) {
                return Ok(Err(b));
            }
        }
        Ok(Ok(a))
    }

    /// The key that signed the chain's newest entry (none in an empty journal, or one
    /// whose entries name no signer).
    fn newest_signer(&self) -> Result<Option<String>, JournalError> {
        let head = self.store.head()?;
        let mut signer = None;
        if head.seq > 0 {
            self.store.range(head.seq, head.seq, false, &mut |r| {
                signer = Some(r.event.signer).filter(|s| !s.is_empty());
                Ok(())
            })?;
        }
        Ok(signer)
    }

    /// One entry of the register or the station keys, checked and applied.
    fn fold(&self, a: &mut Authority, r: &Record, own: Option<&str>) -> Result<(), Broken> {
        let broken = |why: String| Broken {
            seq: r.seq,
            what: chain::describe(&r.event),
            why,
        };
        let shared = self.shared.is_some();
        let e = &r.event;
        let key = match (e.kind, e.signer.is_empty()) {
            (_, true) if !shared => own.unwrap_or_default().to_string(),
            (_, true) => return Err(broken("names no signing key".into())),
            _ => e.signer.clone(),
        };
        let trusted = match e.kind {
            Kind::Key if shared => true,
            Kind::Rotate => true,
            _ => a.signs(shared, r.seq, &key) || (!shared && e.signer.is_empty()),
        };
        if !trusted {
            return Err(broken(format!(
                "is signed by a key that does not sign for the journal there (key {})",
                chain::fingerprint_of(&key)
            )));
        }
        holds_alone(r, &key).map_err(broken)?;
        match e.kind {
            Kind::Key if !a.registered.iter().any(|k| k.key == e.signer) => {
                a.registered.push(Registered {
                    station: e.station.clone(),
                    key: e.signer.clone(),
                    time: e.time.clone(),
                    retired: None,
                });
            }
            Kind::Staff => {
                let change: SignedChange = serde_json::from_str(&e.payload)
                    .map_err(|err| broken(format!("its staff change does not read: {err}")))?;
                a.register
                    .apply(r.seq, &change)
                    .map_err(|why| broken(format!("the staff change {why}")))?;
            }
            Kind::Rotate => rotate(a, r, shared).map_err(broken)?,
            _ => {}
        }
        Ok(())
    }

    /// What this station's key (`keys`) is to the journal, by `authority`.
    pub fn station_key(
        &self,
        keys: &Keys,
        authority: &Authority,
    ) -> Result<StationKey, JournalError> {
        let mine = keys.public_hex();
        if self.shared.is_some() {
            let station = authority
                .registered
                .iter()
                .filter(|k| k.station == self.station && k.retired.is_none())
                .map(|k| k.key.clone())
                .collect::<Vec<_>>();
            return Ok(if station.contains(&mine) {
                StationKey::Current
            } else if let Some(other) = station.last() {
                StationKey::Other(chain::fingerprint_of(other))
            } else {
                StationKey::New
            });
        }
        if self.store.head()?.seq == 0 {
            return Ok(StationKey::New);
        }
        Ok(match authority.own_key_now() {
            Some(k) if k == mine || k.is_empty() => StationKey::Current,
            Some(k) => StationKey::Other(chain::fingerprint_of(k)),
            None => StationKey::Current,
        })
    }

    /// This station's key, to write to the journal with: never created silently where
    /// the journal already holds this station's entries, never another key than the one
    /// that signs for it there. A lost or replaced key is refused with what happened and
    /// what to do (docs/who-signs.md, "What to back up").
    pub fn writing_keys(&self, dir: &Path, authority: &Authority) -> Result<Keys, JournalError> {
        let loaded = Keys::load(dir).map_err(|e| JournalError::KeyFile(e.0))?;
        let keys = match loaded {
            Some(k) => k,
            None => {
                let expected = match self.shared {
                    Some(_) => authority
                        .registered
                        .iter()
                        .rev()
                        .find(|k| k.station == self.station && k.retired.is_none())
                        .map(|k| k.key.clone()),
                    None if self.store.head()?.seq > 0 => {
                        authority.own_key_now().map(str::to_string)
                    }
                    None => None,
                };
                if let Some(expected) = expected.filter(|k| !k.is_empty()) {
                    return Err(JournalError::KeyMissing {
                        path: Keys::path(dir),
                        fingerprint: chain::fingerprint_of(&expected),
                    });
                }
                Keys::load_or_create(dir).map_err(|e| JournalError::KeyFile(e.0))?
            }
        };
        match self.station_key(&keys, authority)? {
            StationKey::Other(expected) => Err(JournalError::KeyChanged {
                path: Keys::path(dir),
                have: keys::fingerprint(&keys.public()),
                expected,
            }),
            _ => Ok(keys),
        }
    }

    /// Records a change to the staff register (checked by the caller against the
    /// register as it stands), signed by the station.
    pub fn change_staff(
        &mut self,
        keys: &Keys,
        change: &SignedChange,
        by: &Actor,
    ) -> Result<i64, JournalError> {
        self.may_write(keys)?;
        let station = self.station.clone();
        let payload = serde_json::to_string(change).unwrap_or_default();
        let ((), seq) = self.append(keys, |_| {
            let mut e = Event::new(Kind::Staff, 0, &change.change.time);
            e.station = station;
            e.who = by.name.clone();
            e.who_id = by.id.clone();
            e.reason = change.change.describe();
            e.payload = payload;
            Ok::<_, JournalError>((e, ()))
        })?;
        Ok(seq)
    }

    /// Records a wrong PIN for `id`: when and at which station.
    pub fn refuse(&mut self, keys: &Keys, id: &str, time: &str) -> Result<(), JournalError> {
        self.may_write(keys)?;
        let station = self.station.clone();
        self.append(keys, |_| {
            let mut e = Event::new(Kind::Refused, 0, time);
            e.station = station;
            e.who_id = id.to_string();
            e.reason = "wrong PIN".into();
            Ok::<_, JournalError>((e, ()))
        })?;
        Ok(())
    }

    /// When `id`'s wrong PINs were recorded, at or after `since` (UTC text), oldest first.
    pub fn wrong_pins(&self, id: &str, since: &str) -> Result<Vec<String>, JournalError> {
        let mut times = Vec::new();
        self.store.of_kind(Kind::Refused, Some(since), &mut |r| {
            if r.event.who_id.eq_ignore_ascii_case(id) {
                times.push(r.event.time);
            }
            Ok(())
        })?;
        Ok(times)
    }

    /// Records a station key replaced: the entry is signed by the new key and carries
    /// the manager's signature (checked by the caller).
    pub fn rotate(
        &mut self,
        new: &Keys,
        change: &SignedKeyChange,
        by: &Actor,
    ) -> Result<i64, JournalError> {
        let station = self.station.clone();
        let payload = serde_json::to_string(change).unwrap_or_default();
        let ((), seq) = self.append(new, |_| {
            let mut e = Event::new(Kind::Rotate, 0, &change.change.time);
            e.station = station;
            e.who = by.name.clone();
            e.who_id = by.id.clone();
            e.reason = format!(
                "key {} replaced by key {}",
                chain::fingerprint_of(&change.change.from),
                chain::fingerprint_of(&change.change.to)
            );
            e.payload = payload;
            Ok::<_, JournalError>((e, ()))
        })?;
        Ok(seq)
    }
}

/// A rotation's record, as its entry carries it.
fn read_rotation(r: &Record) -> Option<SignedKeyChange> {
    serde_json::from_str(&r.event.payload).ok()
}

/// A `rotate` entry: signed by its new key, replacing the key that signs for its
/// station, on the authority of an active manager once the register has members.
fn rotate(a: &mut Authority, r: &Record, shared: bool) -> Result<(), String> {
    let c = read_rotation(r).ok_or("its record of the new key does not read")?;
    let k = &c.change;
    if k.to != r.event.signer || k.station != r.event.station {
        return Err("is not signed by the new key it records, for its station".into());
    }
    let replaced = if shared {
        a.registered
            .iter()
            .any(|x| x.key == k.from && x.station == k.station && x.retired.is_none())
    } else {
        a.own_key_now() == Some(k.from.as_str())
    };
    if !replaced {
        return Err("replaces a key that did not sign for its station".into());
    }
    if a.register.had_members_before(r.seq) {
        let by = a
            .register
            .member(&k.by)
            .filter(|m| m.role == crate::staff::Role::Manager && m.active_at(r.seq))
            .ok_or_else(|| format!("is made by {}, who was not an active manager", k.by))?;
        let key = by.key_at(r.seq).unwrap_or_default();
        if !keys::verify(key, &k.bytes(), &c.signature) {
            return Err(format!("is not signed by {}, who it says made it", k.by));
        }
    }
    if shared {
        for x in a.registered.iter_mut().filter(|x| x.key == k.from) {
            x.retired.get_or_insert(r.seq);
        }
        a.registered.push(Registered {
            station: k.station.clone(),
            key: k.to.clone(),
            time: k.time.clone(),
            retired: None,
        });
    } else {
        a.own_keys.push((r.seq, k.to.clone()));
    }
    a.rotations.push(Rotation {
        seq: r.seq,
        station: k.station.clone(),
        from: k.from.clone(),
        to: k.to.clone(),
    });
    Ok(())
}

/// An entry's hash, its payload's hash and its signature by `key`, without its
/// neighbours.
fn holds_alone(r: &Record, key: &str) -> Result<(), String> {
    let bytes = chain::canonical(r.seq, &r.event, &r.prev);
    if chain::sha256_hex(&bytes) != r.hash {
        return Err(
            "was changed after it was recorded (its content no longer matches its hash)".into(),
        );
    }
    if !r.event.payload_sha256.is_empty()
        && chain::sha256_hex(r.event.payload.as_bytes()) != r.event.payload_sha256
    {
        return Err("its record was changed after it was recorded".into());
    }
    if !keys::verify(key, &bytes, &r.signature) {
        return Err("is not signed by the key it names".into());
    }
    Ok(())
}

//! Who may sign, as the journal records it (docs/who-signs.md): the staff
//! register's changes, wrong PINs, and station keys replaced on a manager's authority.
//!
//! The register is read by folding the journal's `staff` entries (read by the kind
//! index: a property's staff, not its slips, sets the cost), each checked on its own:
//! its hash, its station's signature, and the manager's signature and authority
//! ([`crate::register::Register::apply`]). Station keys are folded in the same pass: the
//! keys of a shared journal's stations (`key` entries) and the keys that replaced a
//! station's lost one (`rotate` entries), each of which must be signed by its new key
//! and, once the register has members, by an enrolled manager.

use std::path::Path;

use super::authority::{Authority, SignedKeyChange, Start, StationKey};
use super::chain::{
    self, Authorized, Broken, Event, Flaw, Group, Kind, Record, Registered, Rotation, Unauthorized,
};
use super::entry::Actor;
use super::error::JournalError;
use super::gap;
use super::handle::Journal;
use super::kept::RegisterCheckpoint;
use super::station_name::{read_alike, registered_as};
use crate::keys::{self, Keys};
use crate::register::{Register, SignedChange};
use pitpay_language::Sentence;

impl Journal {
    /// The staff register and station keys, each entry that says so checked on its own:
    /// its hash, the station's signature, the manager's signature and authority. (That
    /// no entry was removed is what `journal --check` proves, walking the chain.)
    ///
    /// `own`: this installation's key, the anchor of its own journal: its first key is
    /// the one the first rotation replaced, else `own` itself (which also checks the
    /// oldest entries, that name no signer). Without it (the key file is gone), the key
    /// that signed the newest entry is taken, to say what the journal expects.
    pub fn authority(&self, own: Option<&str>) -> Result<Result<Authority, Broken>, JournalError> {
        self.read_authority(own, Start::Checkpoint(None))
    }

    /// The same, with only the members `ids` read whole from the register checkpoint
    /// (the others known by ID and enrolment): a verify needs the supervisor and the
    /// witness, and then reads the same few records with 200 members as with one
    ///. Every member is read when register changes follow the checkpoint.
    pub fn authority_of(
        &self,
        own: Option<&str>,
        ids: &[&str],
    ) -> Result<Result<Authority, Broken>, JournalError> {
        self.read_authority(own, Start::Checkpoint(Some(ids)))
    }

    /// The same, reading every register entry from the first (`journal --check`, which
    /// reads everything): an entry changed before the newest register checkpoint is
    /// found here, where a signing or a verify trusts the checkpoint.
    pub(crate) fn whole_authority(
        &self,
        own: Option<&str>,
    ) -> Result<Result<Authority, Broken>, JournalError> {
        self.read_authority(own, Start::First)
    }

    fn read_authority(
        &self,
        own: Option<&str>,
        from: Start<'_>,
    ) -> Result<Result<Authority, Broken>, JournalError> {
        let shared = self.shared.is_some();
        let start = match from {
            Start::Checkpoint(only) => self.register_start(only)?,
            Start::First => None,
        };
        let after = start.as_ref().map_or(0, |a| a.newest.0);
        let mut records: Vec<Record> = Vec::new();
        self.store.group_after(Group::Register, after, &mut |r| {
            records.push(r);
            Ok(())
        })?;
        if !records.is_empty() && start.as_ref().is_some_and(|a| a.register.is_partial()) {
            // Changes to fold: they need the whole register.
            return self.read_authority(own, Start::Checkpoint(None));
        }
        let mut a = match start {
            Some(a) => a,
            None => {
                let mut a = Authority {
                    newest: (0, chain::GENESIS.to_string()),
                    ..Authority::default()
                };
                if !shared {
                    let first = match records.iter().find(|r| r.event.kind == Kind::Rotate) {
                        Some(r) => read_rotation(r).map(|c| c.change.from).unwrap_or_default(),
                        None => match own {
                            Some(k) => k.to_string(),
                            None => self.newest_signer()?.unwrap_or_default(),
                        },
                    };
                    a.own_keys.push((1, first));
                }
                a
            }
        };
        for r in &records {
            if !r.event.register.is_empty() && r.event.register != a.newest.1 {
                return Ok(Err(Broken {
                    seq: r.seq,
                    what: Some(chain::event_said(&r.event)),
                    why: Flaw::SkipsRegister,
                }));
            }
            if let Err(b) = self.fold(&mut a, r, own) {
                return Ok(Err(b));
            }
            a.newest = (r.seq, r.hash.clone());
        }
        if let Err(b) = self.newest_named(&a)? {
            return Ok(Err(b));
        }
        Ok(Ok(a))
    }

    /// The newest register checkpoint, when it stands at the entry it names, a key that
    /// signs for the journal signed it and its members' records hash as it says
    /// (otherwise the register is read whole, from its first change): every member, or
    /// only those `only` names.
    fn register_start(&self, only: Option<&[&str]>) -> Result<Option<Authority>, JournalError> {
        let Some(c) = self.store.register_checkpoint()? else {
            return Ok(None);
        };
        let mut at = None;
        self.store.range(c.seq, c.seq, false, &mut |r| {
            at = Some(r.hash);
            Ok(())
        })?;
        if at.as_deref() != Some(c.hash.as_str()) {
            return Ok(None);
        }
        let Some(kept) = c.read(self.shared.is_some()) else {
            return Ok(None);
        };
        let wanted =
            |id: &str| only.is_none_or(|ids| ids.iter().any(|w| w.trim().eq_ignore_ascii_case(id)));
        let (read, others): (Vec<_>, Vec<_>) =
            kept.members.into_iter().partition(|(id, _, _)| wanted(id));
        let hashes: Vec<String> = read.iter().map(|(_, _, h)| h.clone()).collect();
        let records: std::collections::HashMap<String, String> =
            self.store.register_members(&hashes)?.into_iter().collect();
        let mut members = Vec::with_capacity(read.len());
        for (_, _, hash) in &read {
            let Some(record) = records.get(hash) else {
                return Ok(None);
            };
            if chain::sha256_hex(record.as_bytes()) != *hash {
                return Ok(None);
            }
            let Ok(member) = serde_json::from_str(record) else {
                return Ok(None);
            };
            members.push(member);
        }
        let others = others
            .into_iter()
            .map(|(id, enrolled, _)| (id, enrolled))
            .collect();
        let Ok(register) = Register::from_kept(members, others) else {
            return Ok(None);
        };
        Ok(Some(Authority {
            register,
            own_keys: kept.own_keys,
            registered: kept.registered,
            rotations: kept.rotations,
            gaps: kept.gaps,
            databases: kept.databases,
            newest: (c.seq, c.hash.clone()),
        }))
    }

    /// The journal's newest entry names the newest register change: a change removed
    /// after the last one read would be missing. The entry itself must hold (its hash,
    /// and its signature by a key that signs for the journal there).
    fn newest_named(&self, a: &Authority) -> Result<Result<(), Broken>, JournalError> {
        let head = self.store.head()?;
        if head.seq == 0 || head.register == a.newest.1 {
            return Ok(Ok(()));
        }
        let mut last = None;
        self.store.range(head.seq, head.seq, false, &mut |r| {
            last = Some(r);
            Ok(())
        })?;
        let Some(r) = last else { return Ok(Ok(())) };
        if r.event.register.is_empty() && r.event.kind.group() != Some(Group::Register) {
            // Written before entries named the register: nothing to compare.
            return Ok(Ok(()));
        }
        let broken = |why: Flaw| Broken {
            seq: r.seq,
            what: Some(chain::event_said(&r.event)),
            why,
        };
        let shared = self.shared.is_some();
        let key = if r.event.signer.is_empty() && !shared {
            a.own_key_at(r.seq).unwrap_or_default().to_string()
        } else {
            r.event.signer.clone()
        };
        // The entry was read without its record: its hash and signature are checked,
        // which cover the record's hash.
        let bytes = chain::canonical(r.seq, &r.event, &r.prev);
        if chain::sha256_hex(&bytes) != r.hash || !keys::verify(&key, &bytes, &r.signature) {
            return Ok(Err(broken(Flaw::ChangedOrUnsigned)));
        }
        Ok(Err(broken(Flaw::RegisterEntryGone {
            hash: r.event.register.get(..16).unwrap_or_default().to_string(),
        })))
    }

    /// Signs a checkpoint of the staff register and station keys at the newest register
    /// entry, so that the next check of the register starts there: written
    /// after every register change and after a full check that held.
    pub(crate) fn checkpoint_register(&mut self, keys: &Keys) -> Result<(), JournalError> {
        let own = keys.public_hex();
        if let Ok(a) = self.authority(Some(&own))? {
            if a.newest.0 > 0 {
                let (c, members) = RegisterCheckpoint::sign(&a, &super::entry::now(), keys);
                self.store.add_register_checkpoint(&c, &members)?;
            }
        }
        Ok(())
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
        let broken = |why: Flaw| Broken {
            seq: r.seq,
            what: Some(chain::event_said(&r.event)),
            why,
        };
        let shared = self.shared.is_some();
        let e = &r.event;
        let key = match (e.kind, e.signer.is_empty()) {
            (_, true) if !shared => own.unwrap_or_default().to_string(),
            (_, true) => return Err(broken(Flaw::NoSigner)),
            _ => e.signer.clone(),
        };
        let trusted = match e.kind {
            Kind::Key if shared => true,
            Kind::Rotate => true,
            _ => a.signs(shared, r.seq, &key) || (!shared && e.signer.is_empty()),
        };
        if !trusted {
            return Err(broken(Flaw::NotSignerThere {
                key: chain::fingerprint_of(&key),
            }));
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
                    .map_err(|err| broken(Flaw::StaffChangeUnread(err.to_string())))?;
                a.register
                    .apply(r.seq, &change)
                    .map_err(|why| broken(Flaw::StaffChange(why)))?;
            }
            Kind::Rotate => rotate(a, r, shared).map_err(|e| broken(e.into()))?,
            Kind::Gap => a
                .gaps
                .push(gap::authorized(&a.register, r).map_err(|e| broken(e.into()))?),
            Kind::Database => a
                .databases
                .push(super::identity::authorized(&a.register, r).map_err(|e| broken(e.into()))?),
            _ => {}
        }
        Ok(())
    }

    /// What this station's key (`keys`) is to the journal, by `authority`.
    pub(crate) fn station_key(
        &self,
        keys: &Keys,
        authority: &Authority,
    ) -> Result<StationKey, JournalError> {
        let mine = keys.public_hex();
        if self.shared.is_some() {
            // A name is taken by the station registered under it as people read it,
            // not only as written (`Pit 1`, `PIT 1`, `Рit 1` with a Cyrillic `Р`).
            let station = authority
                .registered
                .iter()
                .filter(|k| read_alike(&k.station, &self.station) && k.retired.is_none())
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
    /// what to do (docs/who-signs.md, "What to back up"); in a shared journal that advice
    /// is given only to a podium whose own mark shows it wrote as that station, and any
    /// other is told the name is taken. The journal must also hold what this
    /// station remembers of it (`Journal::guard`). A key made here, the installation's
    /// first, is said in a note.
    pub fn writing_keys(
        &mut self,
        dir: &Path,
        authority: &Authority,
    ) -> Result<Keys, JournalError> {
        let keys = self.station_keys(dir, authority)?;
        self.guard(authority, &keys.public_hex())?;
        self.write_kept_refusals(&keys)?;
        Ok(keys)
    }

    /// This station's key, as [`Journal::writing_keys`] finds it, without asking whether
    /// the journal still holds what the station remembers: for bringing back what it
    /// lost (`journal --recover`).
    pub fn station_keys(
        &mut self,
        dir: &Path,
        authority: &Authority,
    ) -> Result<Keys, JournalError> {
        let loaded = Keys::load(dir).map_err(JournalError::KeyFile)?;
        let keys = match loaded {
            Some(k) => k,
            None => {
                if let Some(expected) = self.expected_key(authority)? {
                    return Err(self.lost_or_taken(dir, authority, &expected, None));
                }
                let keys = Keys::load_or_create(dir).map_err(JournalError::KeyFile)?;
                self.notes.push(pitpay_language::sentence!(
                    "note-key-made",
                    key = keys::fingerprint(&keys.public()),
                    file = Keys::path(dir).display().to_string()
                ));
                keys
            }
        };
        if let StationKey::Other(_) = self.station_key(&keys, authority)? {
            let expected = self.expected_key(authority)?.unwrap_or_default();
            return Err(self.lost_or_taken(dir, authority, &expected, Some(&keys)));
        }
        Ok(keys)
    }

    /// The key the journal holds for this station, if any.
    fn expected_key(&self, authority: &Authority) -> Result<Option<String>, JournalError> {
        let expected = match self.shared {
            Some(_) => authority
                .registered
                .iter()
                .rev()
                .find(|k| read_alike(&k.station, &self.station) && k.retired.is_none())
                .map(|k| k.key.clone()),
            None if self.store.head()?.seq > 0 => authority.own_key_now().map(str::to_string),
            None => None,
        };
        Ok(expected.filter(|k| !k.is_empty()))
    }

    /// Why this station may not write with the key it has (`have`; none: its key file is
    /// gone) where the journal holds `expected` for it: in a shared journal, a podium
    /// whose mark does not show it wrote as this station is told the name is taken.
    fn lost_or_taken(
        &self,
        dir: &Path,
        authority: &Authority,
        expected: &str,
        have: Option<&Keys>,
    ) -> JournalError {
        if let Some(at) = &self.shared {
            let wrote_as_it = self.mark(authority, "").is_some_and(|m| {
                m.wrote
                    && m.record.event.signer == expected
                    && read_alike(&m.record.event.station, &self.station)
            });
            if !wrote_as_it {
                let registered = authority
                    .registered
                    .iter()
                    .rev()
                    .find(|k| k.key == expected);
                return JournalError::StationTaken {
                    at: at.clone(),
                    station: self.station.clone(),
                    existing: registered
                        .map_or_else(|| self.station.clone(), |k| k.station.clone()),
                    registered: registered_as(
                        expected,
                        registered.map(|k| k.time.as_str()).unwrap_or_default(),
                    ),
                };
            }
        }
        match have {
            None => JournalError::KeyMissing {
                path: Keys::path(dir),
                fingerprint: chain::fingerprint_of(expected),
            },
            Some(keys) => JournalError::KeyChanged {
                path: Keys::path(dir),
                have: keys::fingerprint(&keys.public()),
                expected: chain::fingerprint_of(expected),
            },
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
    pub(crate) fn refuse(&mut self, keys: &Keys, id: &str, time: &str) -> Result<(), JournalError> {
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

    /// When `id`'s wrong PINs were recorded, at or after `since` (UTC text): the
    /// journal's, and those this station keeps until a key signs for it.
    ///
    /// The journal's are read back from its head along the links each wrong PIN holds to
    /// the one before it, each checked against the hash its successor names, not by
    /// their kind and time columns: a wrong PIN whose time, ID or kind was changed, or
    /// that was removed, breaks the walk and the sign-in is refused, so that no edit of
    /// the rows clears a lock. The walk reads the wrong PINs of the last day or so, not
    /// the journal's history.
    pub(crate) fn wrong_pins(&self, id: &str, since: &str) -> Result<Vec<String>, JournalError> {
        let mut times = Vec::new();
        let head = self.store.head()?;
        let mut expect = head.refused.clone();
        let mut up_to = head.seq;
        let far = far_before(since);
        while expect != chain::GENESIS {
            let Some(r) = self.store.newest_in(Group::Refused, up_to)? else {
                return Err(altered_pins(up_to, Flaw::WrongPinGone));
            };
            if r.hash != expect || !chain::hashes(&r) {
                return Err(altered_pins(r.seq, Flaw::WrongPinChanged));
            }
            if r.event.time.as_str() >= since && r.event.who_id.eq_ignore_ascii_case(id) {
                times.push(r.event.time.clone());
            }
            if r.event.time.as_str() < far.as_str() {
                break;
            }
            if r.event.refused.is_empty() {
                // Written before wrong PINs named the one before them: those before it
                // are read by kind and time, as they were written.
                self.store.of_kind(Kind::Refused, Some(since), &mut |old| {
                    if old.seq < r.seq && old.event.who_id.eq_ignore_ascii_case(id) {
                        times.push(old.event.time);
                    }
                    Ok(())
                })?;
                break;
            }
            expect = r.event.refused.clone();
            up_to = r.seq - 1;
        }
        if let Some(memory) = &self.memory {
            times.extend(
                memory
                    .refusals(id)
                    .into_iter()
                    .filter(|t| t.as_str() >= since),
            );
        }
        Ok(times)
    }

    /// Keeps a wrong PIN tried while no key signs for this station (a key rotation's
    /// manager), to count toward the lock now and be written to the journal once a key
    /// does (every PIN check counts). A wrong PIN that cannot be kept is an
    /// error: the check is refused rather than left uncounted.
    pub(crate) fn refuse_unsigned(&mut self, id: &str, time: &str) -> Result<(), JournalError> {
        let kept = match &self.memory {
            // The system's own words for a file it could not write, quoted.
            Some(memory) => memory
                .add_refusal(id, time)
                .map_err(|e| Sentence::from(e.to_string())),
            None => Err(pitpay_language::sentence!("journal-state-no-data-folder")),
        };
        kept.map_err(|why| JournalError::Unrecorded { why })
    }

    /// Writes the wrong PINs kept while no key signed for this station to the journal,
    /// now that `keys` does.
    pub(crate) fn write_kept_refusals(&mut self, keys: &Keys) -> Result<(), JournalError> {
        let kept = match &self.memory {
            Some(memory) => memory.take_refusals(),
            None => return Ok(()),
        };
        for (id, time) in kept {
            self.refuse(keys, &id, &time)?;
        }
        Ok(())
    }

    /// Records a station key replaced: the entry is signed by the new key and carries
    /// the manager's signature (checked by the caller).
    pub(crate) fn rotate(
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

/// A day before `since` (UTC text): the walk back over wrong PINs stops past it, far
/// enough that podium clocks a little apart cannot hide one still in the lock window.
fn far_before(since: &str) -> String {
    since
        .parse::<jiff::Timestamp>()
        .ok()
        .and_then(|t| t.checked_sub(jiff::SignedDuration::from_hours(24)).ok())
        .map(crate::clock::utc_text)
        .unwrap_or_default()
}

/// The refusal of a sign-in whose wrong PINs in the journal do not hold.
fn altered_pins(seq: i64, why: Flaw) -> JournalError {
    JournalError::Altered(Broken {
        seq,
        what: Some(pitpay_language::sentence!("journal-state-event-wrong-pin")),
        why,
    })
}

/// A rotation's record, as its entry carries it.
fn read_rotation(r: &Record) -> Option<SignedKeyChange> {
    serde_json::from_str(&r.event.payload).ok()
}

/// A `rotate` entry: signed by its new key, replacing the key that signs for its
/// station, on the authority of an active manager once the register has members.
fn rotate(a: &mut Authority, r: &Record, shared: bool) -> Result<(), Unauthorized> {
    let c = read_rotation(r).ok_or(Unauthorized::Unreadable(Authorized::NewKey))?;
    let k = &c.change;
    if k.to != r.event.signer || k.station != r.event.station {
        return Err(Unauthorized::NotSignedByNewKey);
    }
    let replaced = if shared {
        a.registered
            .iter()
            .any(|x| x.key == k.from && x.station == k.station && x.retired.is_none())
    } else {
        a.own_key_now() == Some(k.from.as_str())
    };
    if !replaced {
        return Err(Unauthorized::ReplacesOtherKey);
    }
    if a.register.had_members_before(r.seq) {
        let by = a
            .register
            .member(&k.by)
            .filter(|m| m.role == crate::register::Role::Manager && m.active_at(r.seq))
            .ok_or_else(|| Unauthorized::NotManager {
                what: Authorized::NewKey,
                by: k.by.clone(),
            })?;
        let key = by.key_at(r.seq).unwrap_or_default();
        if !keys::verify(key, &k.bytes(), &c.signature) {
            return Err(Unauthorized::NotSignedBy {
                what: Authorized::NewKey,
                by: k.by.clone(),
            });
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
fn holds_alone(r: &Record, key: &str) -> Result<(), Flaw> {
    let bytes = chain::canonical(r.seq, &r.event, &r.prev);
    if chain::sha256_hex(&bytes) != r.hash {
        return Err(Flaw::Changed);
    }
    if !r.event.payload_sha256.is_empty()
        && chain::sha256_hex(r.event.payload.as_bytes()) != r.event.payload_sha256
    {
        return Err(Flaw::RecordChanged);
    }
    if !keys::verify(key, &bytes, &r.signature) {
        return Err(Flaw::NotSignedByItsKey);
    }
    Ok(())
}

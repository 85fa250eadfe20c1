//! Checking the chain (docs/slips-and-journal.md, "The journal"): [`Checker`]
//! walks the records in `seq` order and names the first entry that does not hold: its
//! link and hash, its signature by a key that signs there (the installation's own, a
//! station key registered before it in a shared journal, a rotation's new key
//!), the newest register entry and wrong PIN it names, the
//! checkpoints on the way, and what it means against what came before (slip numbers in
//! order, a slip voided once, a gap on a manager's authority).

use serde::Serialize;

use super::flaw::Flaw;
use super::{
    advance, canonical, fingerprint_of, sha256_hex, Checkpoint, Event, Group, Head, Kind, Record,
};
use crate::keys;

/// The first entry that does not hold, and why: "journal entry 4 (void of slip 3): …",
/// said in the reader's language (`flaw_words`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    /// The entry's `seq` (as stored, or as expected where one is missing).
    pub seq: i64,
    /// "void of slip 3": what the entry says it is, when it can be read.
    pub what: Option<pitpay_language::Sentence>,
    /// Why it does not hold (said by the error's words).
    pub(crate) why: Flaw,
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
    /// The entry at which a manager replaced it: it signs nothing after.
    pub retired: Option<i64>,
}

/// A station key replaced by another (a `rotate` entry), as the register's
/// check of it found it authorized.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub(crate) struct Rotation {
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
pub(crate) enum Trust {
    /// An installation's own journal: its key (hex), which also checks the entries
    /// written before entries named their signer.
    Own(String),
    /// A journal shared by stations: only keys registered in the chain before the
    /// entry (each station checks it alike).
    Shared,
}

/// Where a check starts: the chain's beginning, or a checkpoint already checked, with
/// what the check needs of the entries before it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Start {
    /// The head at the start ([`Head::default`] at the beginning).
    pub head: Head,
    /// Slips voided, or paid at the cage, before it.
    pub void: std::collections::BTreeSet<i64>,
    /// Station keys registered before it.
    pub registered: Vec<Registered>,
}

/// Checks the chain record by record, in `seq` order. Feed every record to
/// `Checker::next`, then call `Checker::finish`.
pub(crate) struct Checker {
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
    /// The key rotations found authorized, by entry.
    rotations: std::collections::BTreeMap<i64, Rotation>,
    /// The gaps found recorded on a manager's authority, by entry.
    gaps: std::collections::BTreeSet<i64>,
    /// An entry walked named the jackpot tally: every later one must.
    tallied: bool,
    /// The databases found adopted with the authority their records need, by entry.
    adoptions: std::collections::BTreeSet<i64>,
}

impl Checker {
    /// A checker for an installation's own chain, signed by `public_hex`.
    #[cfg(test)]
    pub(crate) fn new(public_hex: &str) -> Checker {
        Checker::with_trust(Trust::Own(public_hex.to_string()))
    }

    /// A checker trusting `trust`, from the chain's beginning, checking every signature.
    #[cfg(test)]
    pub(crate) fn with_trust(trust: Trust) -> Checker {
        Checker::resume(trust, Start::default())
    }

    /// A checker trusting `trust` from `start`.
    pub(crate) fn resume(trust: Trust, start: Start) -> Checker {
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
            tallied: false,
            adoptions: Default::default(),
        }
    }

    /// The station-key rotations the register's check found authorized: a `rotate`
    /// entry holds only if it is one of them, and from it on the new key signs.
    pub(crate) fn with_rotations(mut self, rotations: Vec<Rotation>) -> Checker {
        self.rotations = rotations.into_iter().map(|r| (r.seq, r)).collect();
        self
    }

    /// The gaps the register's check found recorded on a manager's authority: a `gap`
    /// entry holds only if it is one of them.
    pub(crate) fn with_gaps(mut self, gaps: impl IntoIterator<Item = i64>) -> Checker {
        self.gaps = gaps.into_iter().collect();
        self
    }

    /// The databases the register's check found adopted with the authority their
    /// records need: a `database` entry holds only if it is one of them.
    pub(crate) fn with_adoptions(mut self, adoptions: impl IntoIterator<Item = i64>) -> Checker {
        self.adoptions = adoptions.into_iter().collect();
        self
    }

    /// Checks `checkpoints` on the way (each must match the entry it stands at and be
    /// signed by a key trusted there). Unless `every_signature`, an entry's own signature
    /// is then checked only after the last checkpoint (and for key registrations).
    /// Without `payloads` the records come without their slip records, whose hashes the
    /// entries cover as stored.
    pub(crate) fn with_checkpoints(
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
    pub(crate) fn head(&self) -> &Head {
        &self.head
    }

    /// Checks the next record.
    pub(crate) fn next(&mut self, r: &Record) -> Result<(), Broken> {
        self.next_hashed(r, None)
    }

    /// Checks the next record, whose hash was checked elsewhere when `hashed` says so
    /// ([`super::hashes`], on another thread: `journal --check` hashes while it reads).
    pub(crate) fn next_hashed(&mut self, r: &Record, hashed: Option<bool>) -> Result<(), Broken> {
        let broken = |seq: i64, why: Flaw| Broken {
            seq,
            what: Some(super::event_said(&r.event)),
            why,
        };
        let expected = self.head.seq + 1;
        if r.seq != expected {
            return Err(Broken {
                seq: expected,
                what: None,
                why: Flaw::Missing {
                    after: self.head.seq,
                    found: r.seq,
                },
            });
        }
        if r.prev != self.head.hash {
            return Err(broken(r.seq, Flaw::Unlinked));
        }
        let mut bytes = None;
        let hash_holds = hashed.unwrap_or_else(|| {
            let b = canonical(r.seq, &r.event, &r.prev);
            let holds = sha256_hex(&b) == r.hash;
            bytes = Some(b);
            holds
        });
        if !hash_holds {
            return Err(broken(r.seq, Flaw::Changed));
        }
        if self.payloads
            && !r.event.payload_sha256.is_empty()
            && sha256_hex(r.event.payload.as_bytes()) != r.event.payload_sha256
        {
            return Err(broken(r.seq, Flaw::SlipRecordChanged));
        }
        self.names_its_groups(&r.event)
            .map_err(|why| broken(r.seq, why))?;
        let key = self
            .signer(r.seq, &r.event)
            .map_err(|why| broken(r.seq, why))?;
        let vouched = r.seq <= self.vouched_to && r.event.kind != Kind::Key;
        let signature_holds = || {
            let bytes = bytes.unwrap_or_else(|| canonical(r.seq, &r.event, &r.prev));
            keys::verify(&key, &bytes, &r.signature)
        };
        if (self.every_signature || !vouched) && !signature_holds() {
            let why = match &self.trust {
                Trust::Own(_) => Flaw::NotOwnSignature,
                Trust::Shared => Flaw::NotSignedAsNamed {
                    station: r.event.station.clone(),
                    key: fingerprint_of(&key),
                },
            };
            return Err(broken(r.seq, why));
        }
        self.meaning(r).map_err(|why| broken(r.seq, why))?;
        self.tallied |= !r.event.jackpots.is_empty();
        self.head = advance(&self.head, r);
        if let Some(c) = self.checkpoints.get(&r.seq) {
            self.checkpoint(c).map_err(|why| broken(r.seq, why))?;
        }
        Ok(())
    }

    /// An entry names the newest register entry and the newest wrong PIN before it
    ///: one of them removed from the middle of the journal, or changed, no
    /// longer matches what a later entry names. Entries written before entries named
    /// them name nothing.
    fn names_its_groups(&self, e: &Event) -> Result<(), Flaw> {
        for group in [Group::Register, Group::Refused] {
            let named = e.names(group);
            if !named.is_empty() && named != self.head.newest(group) {
                return Err(Flaw::SkipsGroup(group));
            }
        }
        if e.jackpots.is_empty() && self.tallied {
            return Err(Flaw::NoTally);
        }
        if !e.jackpots.is_empty() && e.jackpots != self.head.jackpots {
            return Err(Flaw::TallyDiffers {
                counts: super::tally_count(&e.jackpots),
                before: super::tally_count(&self.head.jackpots),
            });
        }
        Ok(())
    }

    /// A checkpoint at the entry just checked: it names that entry's hash and a key
    /// trusted here signed it.
    fn checkpoint(&self, c: &Checkpoint) -> Result<(), Flaw> {
        if c.hash != self.head.hash {
            return Err(Flaw::CheckpointDiffers {
                time: c.time.clone(),
            });
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
            return Err(Flaw::CheckpointUntrusted {
                time: c.time.clone(),
                key: fingerprint_of(&c.signer),
            });
        }
        Ok(())
    }

    /// The key that must have signed an entry: the installation's own (for an entry that
    /// names none, or names it), a key registered before it in a shared chain, or, for a
    /// key's registration, the key it registers.
    fn signer(&self, seq: i64, e: &Event) -> Result<String, Flaw> {
        if e.kind == Kind::Rotate {
            return match self.rotations.get(&seq) {
                Some(r) if r.to == e.signer => Ok(e.signer.clone()),
                _ => Err(Flaw::UnauthorizedRotation),
            };
        }
        match &self.trust {
            Trust::Own(own) if e.signer.is_empty() || e.signer == *own => Ok(own.clone()),
            Trust::Own(_) => Err(Flaw::ForeignKey {
                key: fingerprint_of(&e.signer),
            }),
            Trust::Shared if e.signer.is_empty() => Err(Flaw::NoSignerShared),
            Trust::Shared if e.kind == Kind::Key => Ok(e.signer.clone()),
            Trust::Shared => {
                if self
                    .registered
                    .iter()
                    .any(|k| k.key == e.signer && k.retired.is_none())
                {
                    Ok(e.signer.clone())
                } else {
                    Err(Flaw::Unregistered {
                        station: e.station.clone(),
                        key: fingerprint_of(&e.signer),
                    })
                }
            }
        }
    }

    /// What the entry says must fit what came before: slip numbers issued in order,
    /// reprints and voids of slips issued, a slip voided once, a key registered by a
    /// named station.
    fn meaning(&mut self, r: &Record) -> Result<(), Flaw> {
        let e = &r.event;
        match e.kind {
            Kind::Issue => {
                if e.slip != self.head.last_slip + 1 {
                    return Err(Flaw::SlipOutOfOrder {
                        slip: e.slip,
                        last: self.head.last_slip,
                    });
                }
                // The slip record is read only when the walk reads payloads (a deep
                // check, or a verify of this slip).
                if self.payloads {
                    let slip = serde_json::from_str::<serde_json::Value>(&e.payload)
                        .ok()
                        .and_then(|v| v["signed"]["slip"].as_i64());
                    if slip != Some(e.slip) {
                        return Err(Flaw::OtherSlipRecord);
                    }
                    if super::pays_meter_award(&e.payload) != e.jackpot {
                        return Err(Flaw::JackpotFlag { flagged: e.jackpot });
                    }
                }
            }
            _ if e.jackpot && e.kind != Kind::Issue => return Err(Flaw::JackpotNotIssued),
            Kind::Reprint | Kind::Void | Kind::Paid => {
                if e.slip < 1 || e.slip > self.head.last_slip {
                    return Err(Flaw::NeverIssued(e.slip));
                }
                // A slip is settled once: voided, or paid at the cage (and then never
                // voided), so the one set holds both.
                if e.kind != Kind::Reprint && !self.void.insert(e.slip) {
                    return Err(Flaw::AlreadyVoid(e.slip));
                }
            }
            Kind::Key => {
                if e.station.is_empty() || e.slip != 0 {
                    return Err(Flaw::KeyForNoStation);
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
                    return Err(Flaw::NoStaffMember);
                }
            }
            Kind::Gap => {
                if !self.gaps.contains(&r.seq) {
                    return Err(Flaw::UnauthorizedGap);
                }
                if e.slip < self.head.last_slip {
                    return Err(Flaw::GapBelow {
                        slip: e.slip,
                        last: self.head.last_slip,
                    });
                }
            }
            Kind::Database => {
                if !self.adoptions.contains(&r.seq) || e.slip != 0 {
                    return Err(Flaw::UnauthorizedDatabase);
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
    pub(crate) fn finish(self) -> Checked {
        Checked {
            entries: self.head.seq,
            slips: self.head.last_slip,
            head: self.head.hash,
            keys: self.registered,
        }
    }
}

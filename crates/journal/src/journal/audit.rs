//! Checking the journal at a year's scale (docs/slips-and-journal.md, "What a verify proves").
//!
//! `journal --check` walks the chain: every entry's hash and its link to the one before,
//! what each entry says against what came before, the signature of every checkpoint and
//! of every entry after the last checkpoint (with `--signatures`, of every entry), and,
//! with `--deep`, every slip record against the hash its entry covers. It can start from
//! a checkpoint already checked (`--from-checkpoint`, `--since DATE`), trusting what the
//! checkpoint's signature vouches for.
//!
//! Verifying one slip does not walk the chain: its own entries are checked whole (slip
//! record, hash, signature, the links to the entries on either side), then the chain is
//! walked from its last entry only as far as the next checkpoint, whose signature
//! vouches for every entry before it. The cost is the same on the millionth slip as on
//! the first.

use super::authority::Authority;
use super::chain::{self, Broken, Checked, Checker, Checkpoint, Flaw, Kind, Record, Start, Trust};
use super::entry::SlipRecord;
use super::error::JournalError;
use super::handle::Journal;
use std::sync::mpsc;

use crate::keys;

/// Where a check starts and how much it checks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Scope {
    /// Start after the newest checkpoint (at an entry written before this time, when
    /// given as `since`).
    pub from: CheckFrom,
    /// Check the signature of every entry, not only of checkpoints and of the entries
    /// after the last one.
    pub every_signature: bool,
    /// Read every slip record and check it against its entry's hash.
    pub deep: bool,
}

/// Where a check starts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum CheckFrom {
    /// The first entry.
    #[default]
    Beginning,
    /// The newest checkpoint.
    LastCheckpoint,
    /// The newest checkpoint at an entry written before this time (UTC text).
    Since(String),
}

/// A check that holds: the chain's summary and where it started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Audit {
    /// The summary (its `entries` counts the chain's entries, checked or vouched for).
    pub checked: Checked,
    /// The checkpoint the check started from (none: from the first entry).
    pub started_at: Option<Checkpoint>,
    /// Entries walked.
    pub walked: i64,
    /// The gaps recorded in the journal, oldest first.
    pub gaps: Vec<super::gap::Gap>,
}

impl Journal {
    /// The keys a check trusts from entry `seq` on: this installation's own journal's
    /// key there (its own key, or one it replaced), or, in a shared journal, those its
    /// stations registered in it.
    pub(super) fn trust(&self, authority: &Authority, seq: i64) -> Trust {
        match self.shared {
            Some(_) => Trust::Shared,
            None => Trust::Own(authority.own_key_at(seq).unwrap_or_default().to_string()),
        }
    }

    /// The register and station keys for a check anchored on `own`: in an
    /// installation's own journal, the key that signs for it now must be `own`.
    fn anchored(&self, own: &str) -> Result<Result<Authority, Broken>, JournalError> {
        let authority = match self.whole_authority(Some(own))? {
            Ok(a) => a,
            Err(b) => return Ok(Err(b)),
        };
        if self.shared.is_none() {
            if let (Some(r), Some(now)) = (authority.rotations.last(), authority.own_key_now()) {
                if now != own {
                    return Ok(Err(Broken {
                        seq: r.seq,
                        what: Some(pitpay_language::sentence!(
                            "journal-state-event-new-station-key"
                        )),
                        why: Flaw::NotOwnKey {
                            now: chain::fingerprint_of(now),
                            own: chain::fingerprint_of(own),
                        },
                    }));
                }
            }
        }
        Ok(Ok(authority))
    }

    /// Walks the whole chain, every signature and slip record included: the summary, or
    /// the first entry that does not hold.
    #[cfg(test)]
    pub(crate) fn check(&self, own: &str) -> Result<Result<Checked, Broken>, JournalError> {
        let scope = Scope {
            every_signature: true,
            deep: true,
            ..Scope::default()
        };
        Ok(self.audit(own, &scope, &mut |_, _| {})?.map(|a| a.checked))
    }

    /// Checks the chain as `scope` says, calling `progress` with the entries walked and
    /// the entries to walk now and then.
    pub fn audit(
        &self,
        own: &str,
        scope: &Scope,
        progress: &mut dyn FnMut(i64, i64),
    ) -> Result<Result<Audit, Broken>, JournalError> {
        let head = self.store.head()?;
        let authority = match self.anchored(own)? {
            Ok(a) => a,
            Err(b) => return Ok(Err(b)),
        };
        let started_at = match &scope.from {
            CheckFrom::Beginning => None,
            // A checkpoint is written every 128 entries, so the last is nearly always
            // among the newest; a journal without recent ones is searched whole.
            CheckFrom::LastCheckpoint => {
                let recent = head.seq.saturating_sub(chain::CHECKPOINT_EVERY).max(1);
                match self.store.checkpoints(recent, head.seq)?.pop() {
                    Some(c) => Some(c),
                    None => self.store.checkpoints(1, head.seq)?.pop(),
                }
            }
            CheckFrom::Since(time) => self.store.checkpoint_before(time)?,
        };
        let start = match &started_at {
            Some(c) => {
                let mut start = self.store.start_at(c.seq)?;
                start.registered = registered_at(&start.registered, &authority, c.seq);
                if let Err(why) = start_holds(c, &start, &authority, self.shared.is_some()) {
                    return Ok(Err(Broken {
                        seq: c.seq,
                        what: None,
                        why,
                    }));
                }
                start
            }
            None => Start::default(),
        };
        let from = start.head.seq;
        let checkpoints = self.store.checkpoints(from + 1, head.seq)?;
        let trust = self.trust(&authority, from + 1);
        let mut checker = Checker::resume(trust, start)
            .with_checkpoints(checkpoints, scope.every_signature, scope.deep)
            .with_rotations(authority.rotations.clone())
            .with_gaps(authority.gaps.iter().map(|g| g.seq))
            .with_adoptions(authority.databases.iter().map(|d| d.seq));
        let total = head.seq - from;
        let mut walk = Walk {
            checker: &mut checker,
            broken: None,
            walked: 0,
            total,
            progress,
        };
        self.walk(from + 1, head.seq, scope.deep, &mut walk)?;
        let (broken, walked) = (walk.broken, walk.walked);
        if let Some(b) = broken {
            return Ok(Err(b));
        }
        if checker.head().seq != head.seq {
            return Ok(Err(Broken {
                seq: checker.head().seq + 1,
                what: None,
                why: Flaw::MissingBeforeHead { head: head.seq },
            }));
        }
        if let Some(b) = self.short_of(&authority, own, head.seq)? {
            return Ok(Err(b));
        }
        Ok(Ok(Audit {
            checked: checker.finish(),
            started_at,
            walked,
            gaps: authority.gaps,
        }))
    }

    /// Whether the journal, ending at entry `end`, is shorter than a checkpoint signed
    /// past it or than what this station remembers: a cut tail or a restore
    /// leaves a sound chain, which only these can show.
    fn short_of(
        &self,
        authority: &Authority,
        own: &str,
        end: i64,
    ) -> Result<Option<Broken>, JournalError> {
        if let Some(c) = self.store.checkpoint_from(end + 1)? {
            return Ok(Some(Broken {
                seq: c.seq,
                what: None,
                why: Flaw::CutBeforeCheckpoint {
                    end,
                    seq: c.seq,
                    time: c.time,
                },
            }));
        }
        let Some(mark) = self.mark(authority, own) else {
            return Ok(None);
        };
        let head = self.store.head()?;
        let why = match self.holds_mark(&mark, authority, &head) {
            Ok(()) => return Ok(None),
            Err(JournalError::Behind { what, .. }) => Flaw::CutBeforeMark { end, what },
            Err(JournalError::Diverged { what, .. }) => Flaw::NotRemembered { what },
            Err(e) => return Err(e),
        };
        Ok(Some(Broken {
            seq: mark.record.seq,
            what: None,
            why,
        }))
    }

    /// Walks entries `from` to `to` into `walk`: this thread reads them while another
    /// hashes them (the two halves of the work, on a machine's two cores), in batches,
    /// so memory holds a few batches however long the chain.
    fn walk(
        &self,
        from: i64,
        to: i64,
        payloads: bool,
        walk: &mut Walk<'_>,
    ) -> Result<(), JournalError> {
        const BATCH: usize = 2_048;
        std::thread::scope(|scope| {
            let (to_hash, hash_in) = mpsc::sync_channel::<Vec<Record>>(2);
            let (hashed, from_hash) = mpsc::channel::<(Vec<Record>, Vec<bool>)>();
            scope.spawn(move || {
                for batch in hash_in {
                    let holds = batch.iter().map(chain::hashes).collect();
                    if hashed.send((batch, holds)).is_err() {
                        break;
                    }
                }
            });
            let mut batch = Vec::with_capacity(BATCH);
            self.store.range(from, to, payloads, &mut |r| {
                batch.push(r);
                if batch.len() == BATCH {
                    // The hasher only stops when this thread does, so a send fails
                    // only after it has: the walk then just ends short, and the head
                    // check below says so.
                    let _ = to_hash.send(std::mem::replace(&mut batch, Vec::with_capacity(BATCH)));
                    while let Ok(done) = from_hash.try_recv() {
                        walk.feed(done);
                    }
                }
                Ok(())
            })?;
            if !batch.is_empty() {
                let _ = to_hash.send(batch);
            }
            drop(to_hash);
            for done in from_hash {
                walk.feed(done);
            }
            (walk.progress)(walk.walked, walk.total);
            Ok(())
        })
    }

    /// `journal --check`: the chain checked as `scope` says with `own` (this
    /// installation's key; empty for a shared journal, checked with its stations' keys).
    /// Where it holds, this station vouches for it: the checkpoints are signed up to the
    /// head when it may sign there (its own journal, or a shared one it is registered
    /// in), the staff register is checkpointed, and the head is remembered, so that a
    /// later restore or cut is caught.
    pub fn check_and_vouch(
        &mut self,
        own: &str,
        keys: Option<&keys::Keys>,
        scope: &Scope,
        progress: &mut dyn FnMut(i64, i64),
    ) -> Result<Result<Audit, Broken>, JournalError> {
        let audit = self.audit(own, scope, progress)?;
        if let (Ok(a), Some(k)) = (&audit, keys) {
            let may_sign = self.shared().is_none() || self.is_registered(&k.public_hex())?;
            if may_sign {
                let from = a.started_at.as_ref().map_or(0, |c| c.seq);
                self.sign_checkpoints(from, k)?;
                self.checkpoint_register(k)?;
            }
        }
        if audit.is_ok() {
            self.remember_head()?;
        }
        Ok(audit)
    }

    /// After a check that held from entry `from` on: signs the checkpoints missing
    /// since then, every `chain::CHECKPOINT_EVERY` entries (a journal written before
    /// checkpoints existed gets them at its first full check, so that a verify of an
    /// old slip walks a short way too) and one at the chain's head.
    pub(crate) fn sign_checkpoints(
        &mut self,
        from: i64,
        keys: &keys::Keys,
    ) -> Result<(), JournalError> {
        let head = self.store.head()?;
        if head.seq == 0 {
            return Ok(());
        }
        let have: std::collections::BTreeSet<i64> = self
            .store
            .checkpoints(from + 1, head.seq)?
            .iter()
            .map(|c| c.seq)
            .collect();
        let every = chain::CHECKPOINT_EVERY;
        let first = (from / every + 1) * every;
        let wanted = (first..=head.seq).step_by(every as usize).chain([head.seq]);
        let time = super::entry::now();
        for seq in wanted.filter(|s| !have.contains(s)) {
            if let Some(r) = self.one(seq)? {
                let at = chain::Head {
                    seq,
                    hash: r.hash,
                    ..chain::Head::default()
                };
                self.store
                    .add_checkpoint(&Checkpoint::sign(&at, &time, keys))?;
            }
        }
        Ok(())
    }

    /// One slip as the journal holds it, vouched for without walking the chain: its
    /// entries whole (slip record, hash, signature by a trusted key, links on either
    /// side), then the chain from its last entry to the next checkpoint (or the head).
    /// `authority`: the journal's station keys (and staff register), as
    /// [`Journal::authority`] read them.
    pub fn vouch(
        &self,
        number: i64,
        authority: &Authority,
    ) -> Result<Result<Option<SlipRecord>, Broken>, JournalError> {
        let mut records = Vec::new();
        self.store.each(Some(number), true, &mut |r| {
            records.push(r);
            Ok(())
        })?;
        let Some(last) = records.last().map(|r| r.seq) else {
            return Ok(Ok(None));
        };
        let shared = self.shared.is_some();
        for r in &records {
            let key = match (r.event.signer.is_empty(), shared) {
                (true, false) => authority.own_key_at(r.seq).unwrap_or_default(),
                _ => &r.event.signer,
            };
            let trusted = authority.signs(shared, r.seq, key);
            if !trusted {
                return Ok(Err(broken(r, Flaw::Untrusted)));
            }
            if let Err(b) = self.alone(r, key)? {
                return Ok(Err(b));
            }
        }
        if let Err(b) = self.on_to_checkpoint(last, authority)? {
            return Ok(Err(b));
        }
        Ok(Ok(super::read::slip_record(records)))
    }

    /// One entry checked on its own: its slip record against its hash, its hash, its
    /// signature by `key`, and its links to the entries on either side.
    fn alone(&self, r: &Record, key: &str) -> Result<Result<(), Broken>, JournalError> {
        let bytes = chain::canonical(r.seq, &r.event, &r.prev);
        if chain::sha256_hex(&bytes) != r.hash {
            return Ok(Err(broken(r, Flaw::Changed)));
        }
        if !r.event.payload_sha256.is_empty()
            && chain::sha256_hex(r.event.payload.as_bytes()) != r.event.payload_sha256
        {
            return Ok(Err(broken(r, Flaw::SlipRecordAltered)));
        }
        if !keys::verify(key, &bytes, &r.signature) {
            return Ok(Err(broken(r, Flaw::NotSignedByItsKey)));
        }
        let before = self.one(r.seq - 1)?;
        let links_back = match &before {
            Some(b) => b.hash == r.prev,
            None => r.seq == 1 && r.prev == chain::GENESIS,
        };
        let after = self.one(r.seq + 1)?;
        let links_on = after.as_ref().is_none_or(|a| a.prev == r.hash);
        if !links_back || !links_on {
            return Ok(Err(broken(r, Flaw::NotLinked)));
        }
        Ok(Ok(()))
    }

    /// The entry `seq`, without its slip record.
    fn one(&self, seq: i64) -> Result<Option<Record>, JournalError> {
        let mut found = None;
        if seq >= 1 {
            self.store.range(seq, seq, false, &mut |r| {
                found = Some(r);
                Ok(())
            })?;
        }
        Ok(found)
    }

    /// From entry `seq` (checked) on to the next checkpoint: every link and hash, and
    /// the checkpoint's signature; with no checkpoint after it, on to the head, whose
    /// own signature is then checked.
    fn on_to_checkpoint(
        &self,
        seq: i64,
        authority: &Authority,
    ) -> Result<Result<(), Broken>, JournalError> {
        let checkpoint = self.store.checkpoint_from(seq)?;
        let head = self.store.head()?;
        let to = checkpoint.as_ref().map_or(head.seq, |c| c.seq);
        let mut prev: Option<Record> = self.one(seq)?;
        let mut result = Ok(());
        self.store.range(seq + 1, to, false, &mut |r| {
            if result.is_err() {
                return Ok(());
            }
            let hash = chain::sha256_hex(&chain::canonical(r.seq, &r.event, &r.prev));
            if hash != r.hash {
                result = Err(broken(&r, Flaw::Changed));
            } else if prev
                .as_ref()
                .is_some_and(|p| p.hash != r.prev || p.seq + 1 != r.seq)
            {
                result = Err(broken(&r, Flaw::DoesNotFollow));
            }
            prev = Some(r);
            Ok(())
        })?;
        if let Err(b) = result {
            return Ok(Err(b));
        }
        let Some(end) = prev else {
            return Ok(Ok(()));
        };
        let shared = self.shared.is_some();
        Ok(match checkpoint {
            Some(c)
                if c.hash == end.hash
                    && authority.signs_checkpoint(shared, c.seq, &c.signer)
                    && c.signed_by(&c.signer) =>
            {
                Ok(())
            }
            Some(c) => Err(Broken {
                seq: c.seq,
                what: None,
                why: Flaw::CheckpointMismatch,
            }),
            None => {
                let key = match (end.event.signer.is_empty(), shared) {
                    (true, false) => authority
                        .own_key_at(end.seq)
                        .unwrap_or_default()
                        .to_string(),
                    _ => end.event.signer.clone(),
                };
                let bytes = chain::canonical(end.seq, &end.event, &end.prev);
                let trusted = authority.signs(shared, end.seq, &key)
                    || (end.event.kind == Kind::Rotate
                        && authority
                            .rotations
                            .iter()
                            .any(|r| r.seq == end.seq && r.to == key));
                if trusted && keys::verify(&key, &bytes, &end.signature) {
                    Ok(())
                } else {
                    Err(broken(&end, Flaw::LastUntrusted))
                }
            }
        })
    }
}

/// A walk of the chain under way: the checker, the first break found, and progress.
struct Walk<'a> {
    checker: &'a mut Checker,
    broken: Option<Broken>,
    walked: i64,
    total: i64,
    progress: &'a mut dyn FnMut(i64, i64),
}

impl Walk<'_> {
    /// A hashed batch, checked in order.
    fn feed(&mut self, (batch, holds): (Vec<Record>, Vec<bool>)) {
        for (r, holds) in batch.iter().zip(holds) {
            if self.broken.is_none() {
                self.broken = self.checker.next_hashed(r, Some(holds)).err();
            }
            self.walked += 1;
            if self.walked % 65_536 == 0 {
                (self.progress)(self.walked, self.total);
            }
        }
    }
}

/// The stations' keys as they stood at entry `seq`: those registered by then
/// (`registered`), and those that replaced another by then, the replaced ones retired.
fn registered_at(
    registered: &[chain::Registered],
    authority: &Authority,
    seq: i64,
) -> Vec<chain::Registered> {
    let mut keys = registered.to_vec();
    for r in authority.rotations.iter().filter(|r| r.seq <= seq) {
        for k in keys.iter_mut().filter(|k| k.key == r.from) {
            k.retired.get_or_insert(r.seq);
        }
        keys.push(chain::Registered {
            station: r.station.clone(),
            key: r.to.clone(),
            time: String::new(),
            retired: None,
        });
    }
    keys
}

/// A checkpoint to start from holds: it names the hash its entry has, and a key trusted
/// there signed it.
fn start_holds(
    c: &Checkpoint,
    start: &Start,
    authority: &Authority,
    shared: bool,
) -> Result<(), Flaw> {
    let trusted = authority.signs_checkpoint(shared, c.seq, &c.signer);
    if c.hash != start.head.hash {
        return Err(Flaw::StartDiffers);
    }
    if !trusted || !c.signed_by(&c.signer) {
        return Err(Flaw::StartUntrusted);
    }
    Ok(())
}

fn broken(r: &Record, why: Flaw) -> Broken {
    Broken {
        seq: r.seq,
        what: Some(chain::event_said(&r.event)),
        why,
    }
}

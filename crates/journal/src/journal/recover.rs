//! Bringing back what a journal lost (docs/operations.md, "Restoring and
//! recovering").
//!
//! A journal restored from an older copy, or cut, ends before entries that were
//! written. Each of them may survive elsewhere: in the log of the station that wrote it
//! (`super::memory`: whole, signed), in a slip file (a slip records where its entry
//! stands and everything its hash covers; a copy carries its slip's entries), or in
//! another podium's log copied here. Recovery takes every candidate entry after the
//! journal's end, and puts back, in order, each one that follows the entry before it
//! (its link), hashes to what it says, is signed by a key that signs for the journal
//! there, and means what the chain allows (a slip number next in line, a void of a slip
//! issued). An entry rebuilt from a slip file carries no signature: it is signed again
//! by this station when the key it names is this station's own (Ed25519 signs the same
//! bytes the same way, so the entry is the one written).
//!
//! What is known to be lost and cannot be brought back (the journal's end is still
//! before a station's mark, a checkpoint, or an entry that does not link) is listed by
//! entry and kind. The journal then takes no entries until a manager records the gap
//! ([`super::gap`]).

use std::collections::BTreeMap;

use super::authority::Authority;
use super::chain::{self, Checker, Kind, Record};
use super::error::JournalError;
use super::gap::{GapRecord, Known, Lost, SignedGap, GAP_FORMAT};
use super::handle::Journal;
use super::memory;
use super::store;
use crate::keys::Keys;
use pitpay_language::{sentence, Sentence};

/// An entry that may have been lost, and where it was found.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The entry (with its slip record where it has one). An empty signature: rebuilt
    /// from a slip file, to be signed again by the station whose key it names.
    pub record: Record,
    /// Where it was found (a file's name), for what is said.
    pub from: String,
}

/// What a recovery did and found.
#[derive(Debug, Clone, Default)]
pub struct Recovery {
    /// The journal's last entry before.
    pub was: i64,
    /// Entries put back, each with what it is and where it was found.
    pub brought_back: Vec<(i64, Sentence, String)>,
    /// Entries known to be lost that could not be put back, each with what is known
    /// of it (the gap records it in English: a record has no language).
    pub lost: Vec<(i64, Sentence)>,
    /// The former chain's heads that stations or checkpoints remembered.
    pub(crate) known: Vec<Known>,
    /// Slip numbers up to this one may have been used by the lost entries.
    pub last_slip: i64,
    /// Candidates passed over, and why (a line each).
    pub passed_over: Vec<Sentence>,
    /// The shared journal's database is not the one this podium wrote to (restored,
    /// replaced or moved): it is adopted once nothing remains lost and every podium's
    /// log was read, or on a manager's authority.
    pub replaced: bool,
    /// The stations registered in the journal whose log was not read (a line each:
    /// name and key), while its database is not the one this podium wrote to.
    pub missing_logs: Vec<Sentence>,
    /// The database was adopted as the journal's (its `database` entry), so that every
    /// podium writes to it again.
    pub adopted: Option<i64>,
}

impl Recovery {
    /// Whether entries remain lost: the journal takes nothing until a gap is recorded.
    pub(crate) fn incomplete(&self) -> bool {
        !self.lost.is_empty()
    }
}

impl Journal {
    /// Puts back every lost entry that `candidates`, this station's own log and the logs
    /// in `logs` hold and that links (see the module docs), in one transaction, and says
    /// what remains lost. `own`: this station's key, to sign entries rebuilt from its
    /// slip files again.
    pub fn recover(
        &mut self,
        mut candidates: Vec<Candidate>,
        logs: &[std::path::PathBuf],
        authority: &Authority,
        own: Option<&Keys>,
    ) -> Result<Recovery, JournalError> {
        let head = self.store.head()?;
        let mut known = Vec::new();
        if let Some(memory) = &self.memory {
            candidates.extend(from_log(memory.log(), &mut known));
            let mine = own.map(Keys::public_hex).unwrap_or_default();
            if let Some(m) = self.mark(authority, &mine) {
                known.push(Known {
                    seq: m.record.seq,
                    hash: m.record.hash.clone(),
                    source: format!("this podium's mark (it {})", m.describe()),
                });
            }
        }
        for log in logs {
            candidates.extend(from_log(log, &mut known));
        }
        let mut checkpoint = self.store.checkpoint_from(head.seq + 1)?;
        while let Some(c) = checkpoint {
            known.push(Known {
                seq: c.seq,
                hash: c.hash.clone(),
                source: format!("a checkpoint signed on {}", c.time),
            });
            checkpoint = self.store.checkpoint_from(c.seq + 1)?;
        }
        // Entries of a chain an earlier gap recorded as lost are not lost again.
        let superseded = |r: &Record| authority.gaps.iter().any(|g| g.supersedes(r));
        known.retain(|k| {
            !authority.gaps.iter().any(|g| {
                g.record
                    .known
                    .iter()
                    .any(|o| o.seq == k.seq && o.hash == k.hash)
            })
        });
        let mut by_seq: BTreeMap<i64, Vec<Candidate>> = BTreeMap::new();
        for c in candidates
            .into_iter()
            .filter(|c| c.record.seq > head.seq && !superseded(&c.record))
        {
            by_seq.entry(c.record.seq).or_default().push(c);
        }
        let mut recovery = Recovery {
            was: head.seq,
            ..Recovery::default()
        };
        let linked = self.link_run(&head, &by_seq, authority, own, &mut recovery)?;
        if !linked.is_empty() {
            let expected = head.clone();
            store::append(self.store.as_mut(), |h| {
                if h.seq != expected.seq || h.hash != expected.hash {
                    return Err(JournalError::BadEntry {
                        seq: h.seq,
                        why: pitpay_language::sentence!("journal-state-changed-in-recovery"),
                    });
                }
                Ok((linked.clone(), ()))
            })?;
            if let Some(keys) = own {
                self.sign_checkpoints(head.seq, keys)?;
            }
        }
        let end = self.store.head()?;
        // What an earlier recovery found lost and no gap records yet stays lost, though
        // nothing given this time names it.
        let open = self
            .memory
            .as_ref()
            .and_then(super::memory::Memory::open_gap);
        let open = open.filter(|o| o.lost_to > end.seq && !self.gap_since(authority, o.end));
        self.what_is_lost(&end, &by_seq, known, open.as_ref(), &mut recovery);
        self.keep_what_is_lost(&end, &recovery);
        self.adopt_when_whole(authority, logs, own, &mut recovery)?;
        // Nothing known to be lost remains: a server promoted from an asynchronous
        // standby is written to from now on (every podium's guard reads it).
        if !recovery.incomplete() {
            self.note_written_on()?;
        }
        // The head as recovered is what this station has seen of the journal now.
        self.remember_head()?;
        Ok(recovery)
    }

    /// A shared journal whose database is not the one this station wrote to is adopted
    /// once the recovery left nothing lost and read every registered station's log;
    /// otherwise the stations whose log was not read are noted.
    fn adopt_when_whole(
        &mut self,
        authority: &Authority,
        logs: &[std::path::PathBuf],
        own: Option<&Keys>,
        recovery: &mut Recovery,
    ) -> Result<(), JournalError> {
        if !self.replaced(authority)? {
            return Ok(());
        }
        recovery.replaced = true;
        recovery.missing_logs = self.stations_without_logs(authority, logs, own);
        if let (false, true, Some(keys)) =
            (recovery.incomplete(), recovery.missing_logs.is_empty(), own)
        {
            let who = super::entry::Actor::or_account(None, None);
            recovery.adopted = Some(self.adopt_database(keys, "recovered", &who, None)?);
        }
        Ok(())
    }

    /// The stations registered in the journal (their keys in force) none of whose
    /// entries this recovery read in a log: this station's own log, or one given.
    fn stations_without_logs(
        &self,
        authority: &Authority,
        logs: &[std::path::PathBuf],
        own: Option<&Keys>,
    ) -> Vec<Sentence> {
        let mut signers: std::collections::BTreeSet<String> =
            own.map(Keys::public_hex).into_iter().collect();
        let own_log = self.memory.as_ref().map(|m| m.log().to_path_buf());
        for log in own_log.iter().chain(logs) {
            let _ = memory::read_log(log, &mut |line| {
                signers.insert(line.record.event.signer);
            });
        }
        authority
            .registered
            .iter()
            .filter(|k| k.retired.is_none() && !signers.contains(&k.key))
            .map(|k| {
                sentence!(
                    "journal-state-station-without-log",
                    station = k.station.as_str(),
                    key = chain::fingerprint_of(&k.key)
                )
            })
            .collect()
    }

    /// Whether a gap was recorded after entry `end`.
    fn gap_since(&self, authority: &Authority, end: i64) -> bool {
        authority.gaps.iter().any(|g| g.seq > end)
    }

    /// Keeps what remains lost in the station's memory, so that the journal takes no
    /// entry from it until a manager records the gap (however the data folder is put
    /// back meanwhile), or forgets it when nothing remains lost.
    fn keep_what_is_lost(&mut self, end: &chain::Head, recovery: &Recovery) {
        let Some(memory) = &self.memory else { return };
        let (Some(first), Some(last)) = (recovery.lost.first(), recovery.lost.last()) else {
            memory.close_gap();
            return;
        };
        let open = super::memory::OpenGap {
            pitpay_lost: 1,
            end: end.seq,
            lost_from: first.0,
            lost_to: last.0,
            last_slip: recovery.last_slip,
            time: super::entry::now(),
        };
        if let Err(e) = memory.keep_open_gap(&open) {
            self.notes.push(pitpay_language::sentence!(
                "note-cannot-keep-gap",
                why = e.to_string()
            ));
        }
    }

    /// The run of candidates, from the entry after `head` on, that link one to the next
    /// and hold; what was brought back is noted in `recovery`.
    fn link_run(
        &self,
        head: &chain::Head,
        by_seq: &BTreeMap<i64, Vec<Candidate>>,
        authority: &Authority,
        own: Option<&Keys>,
        recovery: &mut Recovery,
    ) -> Result<Vec<Record>, JournalError> {
        let start = self.store.start_at(head.seq)?;
        let mut checker = Checker::resume(self.trust(authority, head.seq + 1), start)
            .with_rotations(authority.rotations.clone())
            .with_gaps(authority.gaps.iter().map(|g| g.seq))
            .with_adoptions(authority.databases.iter().map(|d| d.seq));
        let mut run = Vec::new();
        let mut seq = head.seq + 1;
        while let Some(found) = by_seq.get(&seq) {
            let mut taken = None;
            for c in found {
                let mut r = c.record.clone();
                if r.signature.is_empty() {
                    match own.filter(|k| k.public_hex() == r.event.signer) {
                        Some(keys) => {
                            r.signature = keys.sign(&chain::canonical(r.seq, &r.event, &r.prev))
                        }
                        None => continue,
                    }
                }
                match checker.next(&r) {
                    Ok(()) => {
                        taken = Some((r, c.from.clone()));
                        break;
                    }
                    Err(b) => recovery.passed_over.push(sentence!(
                        "journal-state-passed-over",
                        from = c.from.as_str(),
                        why = Sentence::from(&b)
                    )),
                }
            }
            let Some((r, from)) = taken else { break };
            recovery
                .brought_back
                .push((r.seq, chain::event_said(&r.event), from));
            run.push(r);
            seq += 1;
        }
        Ok(run)
    }

    /// What is known to lie past the journal's end (`end`) after the recovery: entries
    /// found that did not link, stations' marks and checkpoints past it.
    fn what_is_lost(
        &self,
        end: &chain::Head,
        by_seq: &BTreeMap<i64, Vec<Candidate>>,
        known: Vec<Known>,
        open: Option<&super::memory::OpenGap>,
        recovery: &mut Recovery,
    ) {
        let known: Vec<Known> = known.into_iter().filter(|k| k.seq > end.seq).collect();
        let last = known
            .iter()
            .map(|k| k.seq)
            .chain(by_seq.keys().copied())
            .chain(open.map(|o| o.lost_to))
            .max()
            .unwrap_or(0);
        let mut max_slip = end.last_slip.max(open.map_or(0, |o| o.last_slip));
        let mut unknown_after_last_issue = 0;
        // An earlier recovery counted the slip numbers of the entries it found lost.
        let counted = |seq: i64| open.is_some_and(|o| (o.lost_from..=o.lost_to).contains(&seq));
        for seq in end.seq + 1..=last {
            let what = by_seq
                .get(&seq)
                .and_then(|c| c.first())
                .map(|c| &c.record.event);
            match what {
                Some(e) if e.kind == Kind::Issue || e.kind == Kind::Gap => {
                    max_slip = max_slip.max(e.slip);
                    unknown_after_last_issue = 0;
                }
                Some(_) => {}
                None if counted(seq) => {}
                None => unknown_after_last_issue += 1,
            }
            let said = match (what, open.filter(|_| counted(seq))) {
                (Some(e), _) => {
                    sentence!("journal-state-lost-unlinked", event = chain::event_said(e))
                }
                (None, Some(o)) => {
                    sentence!("journal-state-lost-found-before", time = o.time.as_str())
                }
                (None, None) => sentence!("journal-state-lost-unknown"),
            };
            recovery.lost.push((seq, said));
        }
        // An unknown entry before a known slip can only hold a lower number; one after
        // the last known slip may hold the next.
        recovery.last_slip = max_slip + unknown_after_last_issue;
        recovery.known = known;
    }
}

impl Journal {
    /// Records the gap a recovery left, signed by this station (`keys`) and,
    /// once the register has members, by the manager `by` (their key `manager`): the
    /// checkpoints past the journal's end, which stood at lost entries, are removed (the
    /// gap keeps what they said), and the journal goes on after the gap, its next slip
    /// numbered after every one the lost entries may have used. Returns the gap's entry.
    ///
    /// A shared journal whose database was not yet adopted (a recovery that did not read
    /// every podium's log) is adopted on the same authority; with nothing lost, that is
    /// all that is recorded, and its entry is returned.
    pub fn record_gap(
        &mut self,
        keys: &Keys,
        recovery: &Recovery,
        by: &super::entry::Actor,
        manager: Option<&Keys>,
    ) -> Result<i64, JournalError> {
        let (Some((first, _)), Some((last, _))) = (recovery.lost.first(), recovery.lost.last())
        else {
            if recovery.replaced && recovery.adopted.is_none() {
                return self.adopt_database(keys, "recovered", by, manager);
            }
            return Err(JournalError::BadEntry {
                seq: 0,
                why: sentence!("journal-state-no-gap"),
            });
        };
        let head = self.store.head()?;
        let gap = GapRecord {
            pitpay_gap: GAP_FORMAT,
            station: self.station.clone(),
            time: super::entry::now(),
            by: by.id.clone(),
            lost_from: *first,
            lost_to: *last,
            last_slip: recovery.last_slip.max(head.last_slip),
            lost: recovery
                .lost
                .iter()
                .map(|(seq, what)| Lost {
                    seq: *seq,
                    what: what.to_string(),
                })
                .collect(),
            known: recovery.known.clone(),
        };
        let signature = manager.map(|m| m.sign(&gap.bytes())).unwrap_or_default();
        let words = format!(
            "{} of the former journal were lost and could not be recovered; slip numbers up to {} may have been used in them",
            gap.entries(),
            gap.last_slip
        );
        let signed = SignedGap { gap, signature };
        self.store.drop_checkpoints_after(head.seq)?;
        let station = self.station.clone();
        let ((), seq) = self.append(keys, |_| {
            let mut e = chain::Event::new(Kind::Gap, signed.gap.last_slip, &signed.gap.time);
            e.station = station;
            e.who = by.name.clone();
            e.who_id = by.id.clone();
            e.reason = words;
            e.payload = serde_json::to_string(&signed).unwrap_or_default();
            Ok::<_, JournalError>((e, ()))
        })?;
        if let Some(memory) = &self.memory {
            memory.close_gap();
        }
        if recovery.replaced && recovery.adopted.is_none() {
            // The manager who records what is lost answers for the logs not read too.
            self.adopt_database(keys, "recovered", by, manager)?;
        }
        Ok(seq)
    }
}

/// The candidates in a station's log, and its last line as a known head.
fn from_log(path: &std::path::Path, known: &mut Vec<Known>) -> Vec<Candidate> {
    let mut found = Vec::new();
    let name = path.display().to_string();
    let _ = memory::read_log(path, &mut |line| {
        found.push(Candidate {
            record: line.record,
            from: name.clone(),
        })
    });
    if let Some(last) = found.iter().max_by_key(|c| c.record.seq) {
        known.push(Known {
            seq: last.record.seq,
            hash: last.record.hash.clone(),
            source: format!("the station log {name}"),
        });
    }
    found
}

/// Whether `path` is a station's log.
pub fn is_station_log(path: &std::path::Path) -> bool {
    memory::is_log(path)
}

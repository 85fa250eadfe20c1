//! What keeps a podium from writing to the wrong journal: one that
//! lost what this station remembers or what a checkpoint signed, one of the other kind
//! (an installation's own opened as shared, or the other way round), a shared journal
//! that keeps another property clock, and a podium clock behind the journal's newest
//! entry.

use std::path::Path;

use super::authority::Authority;
use super::backend::Location;
use super::chain::{self, Head, Kind};
use super::error::JournalError;
use super::handle::Journal;
use super::memory::{cannot_remember, Mark, Memory};
use super::store::Store;
use pitpay_language::Sentence;

impl Journal {
    /// Refuses to write when this podium's clock (`now`) is behind the journal's newest
    /// entry by more than `clock_tolerance_minutes`: a slip dated before the
    /// entries it follows would put the wrong gaming day on it. Read by index.
    pub fn check_clock(&self, now: jiff::Timestamp) -> Result<(), JournalError> {
        let head = self.store.head()?;
        if head.seq == 0 {
            return Ok(());
        }
        let mut newest = None;
        self.store.range(head.seq, head.seq, false, &mut |r| {
            newest = Some(r);
            Ok(())
        })?;
        let Some(r) = newest else { return Ok(()) };
        let Ok(then) = r.event.time.parse::<jiff::Timestamp>() else {
            return Ok(());
        };
        let behind = crate::clock::minutes_between(now, then);
        if behind <= i64::from(self.tolerance) {
            return Ok(());
        }
        let stamp = |t| self.clock.stamp(t).local_with_offset();
        let by = if r.event.station.is_empty() {
            "this installation".to_string()
        } else {
            format!("podium \"{}\"", r.event.station)
        };
        Err(JournalError::ClockBehind {
            now: stamp(now),
            newest: stamp(then),
            entry: r.seq,
            by,
            minutes: behind,
            tolerance: self.tolerance,
        })
    }

    /// The journal in words, for messages: its address, or "this installation's own".
    pub(super) fn place_words(&self) -> Sentence {
        self.shared.as_ref().map_or_else(
            || pitpay_language::sentence!("journal-state-own-journal"),
            Sentence::from,
        )
    }

    /// This station's mark: the newest entry it wrote or saw, signed by a key
    /// it writes with (`mine`) or one the journal knows (`authority`).
    pub(crate) fn mark(&self, authority: &Authority, mine: &str) -> Option<Mark> {
        let memory = self.memory.as_ref()?;
        let knows = |key: &str| {
            key == mine
                || authority.own_keys.iter().any(|(_, k)| k == key)
                || authority.registered.iter().any(|k| k.key == key)
        };
        memory.mark(&knows)
    }

    /// Refuses to write to a journal that lost what this station remembers or what a
    /// checkpoint signed: one that ends before either, or holds another entry
    /// where this station remembers one, unless a gap records that entry as lost. Read
    /// by index: the same cost on the millionth slip as on the first.
    pub(crate) fn guard(&self, authority: &Authority, mine: &str) -> Result<(), JournalError> {
        self.holds_what_is_known(authority, mine)?;
        self.identity_agrees(authority, &self.store.head()?)
    }

    /// The journal holds what this station knows of it, its database aside: every signed
    /// checkpoint, its newest entry as written, this station's mark, and no gap a
    /// recovery found waits for a manager. (A move of a shared journal to another server
    /// on purpose is adopted only where this holds: a move, not a loss.)
    pub(crate) fn holds_what_is_known(
        &self,
        authority: &Authority,
        mine: &str,
    ) -> Result<(), JournalError> {
        // The mark before the head: another process of this podium writes its mark
        // after its entry commits, so a mark read first is one the head read next holds
        // (read the other way round, an entry committed in between would look lost).
        let mark = self.mark(authority, mine);
        let head = self.store.head()?;
        if let Some(c) = self.store.checkpoint_from(head.seq + 1)? {
            return Err(JournalError::Behind {
                at: self.place_words(),
                end: head.seq,
                what: pitpay_language::sentence!(
                    "journal-state-behind-checkpoint",
                    seq = c.seq.to_string(),
                    time = c.time
                ),
            });
        }
        self.newest_holds(authority, &head)?;
        if let Some(mark) = mark {
            self.holds_mark(&mark, authority, &head)?;
        }
        self.no_open_gap(authority)
    }

    /// The newest entry, which the next entry follows and whose links (to the newest
    /// register change, wrong PIN and jackpot tally) it copies, holds: its hash, and its
    /// signature by a key that signs for the journal there. One entry, read by index.
    fn newest_holds(&self, authority: &Authority, head: &Head) -> Result<(), JournalError> {
        let mut newest = None;
        self.store.range(head.seq, head.seq, false, &mut |r| {
            newest = Some(r);
            Ok(())
        })?;
        let Some(r) = newest else { return Ok(()) };
        let shared = self.shared.is_some();
        let key = match (r.event.signer.is_empty(), shared) {
            (true, false) => authority.own_key_at(r.seq).unwrap_or_default().to_string(),
            _ => r.event.signer.clone(),
        };
        // A key signs there if it signed for the journal at that entry, or the entry
        // is the one that made it a signer: a station's registration, a rotation.
        let trusted = authority.signs(shared, r.seq, &key)
            || (shared && r.event.kind == Kind::Key)
            || authority
                .rotations
                .iter()
                .any(|x| x.seq == r.seq && x.to == key);
        let bytes = chain::canonical(r.seq, &r.event, &r.prev);
        let why = if chain::sha256_hex(&bytes) != r.hash {
            chain::Flaw::Changed
        } else if !trusted || !crate::keys::verify(&key, &bytes, &r.signature) {
            chain::Flaw::NotSignedThere
        } else {
            return Ok(());
        };
        Err(JournalError::altered(&r, why))
    }

    /// Refuses while a recovery's lost entries wait for a manager's gap: one recorded
    /// since (a gap entry after the journal's end as the recovery found it) closes it.
    fn no_open_gap(&self, authority: &Authority) -> Result<(), JournalError> {
        let Some(memory) = &self.memory else {
            return Ok(());
        };
        let Some(open) = memory.open_gap() else {
            return Ok(());
        };
        if authority.gaps.iter().any(|g| g.seq > open.end) {
            memory.close_gap();
            return Ok(());
        }
        Err(JournalError::GapOpen {
            at: self.place_words(),
            lost: open.entries(),
            found: open.time,
        })
    }

    /// What the journal lacks of what this station knows of it, as the guard before
    /// every write refuses it ([`JournalError::Behind`], [`JournalError::Diverged`], a
    /// gap a recovery found waiting for a manager, a shared journal's database replaced):
    /// none when it holds all of it. For `verify`, which asks it of a slip the journal
    /// holds: a journal cut or restored behind a later entry (a void, a copy) cannot say
    /// what became of the slip since.
    pub fn behind(&self, authority: &Authority) -> Result<Option<JournalError>, JournalError> {
        let mine = self.memory.as_ref().and_then(Memory::station_key);
        match self.guard(authority, mine.as_deref().unwrap_or_default()) {
            Ok(()) => Ok(None),
            Err(
                e @ (JournalError::Behind { .. }
                | JournalError::Diverged { .. }
                | JournalError::GapOpen { .. }
                | JournalError::Replaced { .. }),
            ) => Ok(Some(e)),
            Err(e) => Err(e),
        }
    }

    /// The journal holds `mark` (or a gap records its entry as lost).
    pub(super) fn holds_mark(
        &self,
        mark: &Mark,
        authority: &Authority,
        head: &Head,
    ) -> Result<(), JournalError> {
        let seq = mark.record.seq;
        if authority.gaps.iter().any(|g| g.supersedes(&mark.record)) {
            return Ok(());
        }
        let what = mark.said();
        if seq > head.seq {
            return Err(JournalError::Behind {
                at: self.place_words(),
                end: head.seq,
                what,
            });
        }
        let mut held = None;
        self.store.range(seq, seq, false, &mut |r| {
            held = Some(r.hash);
            Ok(())
        })?;
        if held.as_deref() == Some(mark.record.hash.as_str()) {
            return Ok(());
        }
        Err(JournalError::Diverged {
            at: self.place_words(),
            seq,
            what,
        })
    }

    /// Remembers the journal's head as seen (after a check that held, a recovery), so
    /// that the station's mark covers what others wrote too.
    pub(crate) fn remember_head(&mut self) -> Result<(), JournalError> {
        let Some(memory) = &self.memory else {
            return Ok(());
        };
        let head = self.store.head()?;
        let mut last = None;
        self.store.range(head.seq, head.seq, true, &mut |r| {
            last = Some(r);
            Ok(())
        })?;
        if let Some(r) = last {
            if let Err(e) = memory.remember(&r, false) {
                self.notes.push(cannot_remember(memory, &e));
            }
        }
        Ok(())
    }
}

/// A shared journal keeps the property's clock as its first podium said it;
/// a podium that says otherwise is refused with both.
pub(super) fn clock_agrees(
    store: &mut dyn Store,
    at: &str,
    clock: &crate::clock::PropertyClock,
) -> Result<(), JournalError> {
    let said = clock.describe();
    match store.meta("clock")? {
        None => {
            // Best effort: the next podium records it if this one cannot.
            let _ = store.set_meta("clock", &said);
            Ok(())
        }
        Some(kept) if kept == said => Ok(()),
        Some(kept) => Err(JournalError::ClockDiffers {
            at: at.to_string(),
            journal: crate::clock::said(&kept),
            podium: crate::clock::said(&said),
        }),
    }
}

/// Says (once) whether a journal is an installation's own or shared by stations, and
/// refuses to open one as the other: a podium pointed at another podium's own
/// journal file would otherwise write entries its owner cannot check, and see its
/// owner's as foreign. A journal written before this was recorded is one that has
/// registered station keys (shared) or not (own).
pub(super) fn check_kind(store: &mut dyn Store, location: &Location) -> Result<(), JournalError> {
    let want = if location.shared().is_some() {
        Mode::Shared
    } else {
        Mode::Own
    };
    let kind = match store.meta(Mode::META)? {
        Some(kind) => Mode::read(&kind),
        None => {
            let mut registered = false;
            if store.head()?.seq > 0 {
                store.of_kind(Kind::Key, None, &mut |_| {
                    registered = true;
                    Ok(())
                })?;
            }
            let found = match (store.head()?.seq, registered) {
                (0, _) => want,
                (_, true) => Mode::Shared,
                (_, false) => Mode::Own,
            };
            // Best effort: a journal that cannot be written to is told apart the same
            // way next time.
            let _ = store.set_meta(Mode::META, found.id());
            Some(found)
        }
    };
    if kind == Some(want) {
        return Ok(());
    }
    Err(JournalError::OtherKind {
        at: location
            .shared()
            .unwrap_or_else(|| "in this data folder".to_string()),
        shared: kind == Some(Mode::Shared),
    })
}

/// Whether a journal is one installation's own or shared by a property's stations, as
/// the journal keeps it (its `mode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// One installation's own.
    Own,
    /// Shared by a property's stations.
    Shared,
}

impl Mode {
    /// The name the journal keeps it under.
    const META: &'static str = "mode";

    /// As the journal writes it.
    fn id(self) -> &'static str {
        match self {
            Mode::Own => "own",
            Mode::Shared => "shared",
        }
    }

    /// What the journal wrote (none: a word no Pitpay writes, which matches neither).
    fn read(text: &str) -> Option<Mode> {
        [Mode::Own, Mode::Shared]
            .into_iter()
            .find(|m| m.id() == text)
    }
}

/// `journal --adopt-clock`: this podium's clock settings (time zone, gaming day, shifts)
/// become the ones the shared journal keeps, once every podium has been changed, so that
/// the podiums go on agreeing with it. Only a shared journal keeps a clock. The clock as
/// the journal now says it.
pub fn adopt_clock(dir: &Path) -> Result<String, JournalError> {
    let settings = crate::settings::Settings::load(dir).map_err(JournalError::Settings)?;
    let location = Location::of(&settings)?;
    if location.shared().is_none() {
        return Err(JournalError::NotShared);
    }
    let mut store = super::backend::open(dir, &location)?;
    let said = settings.clock().describe();
    store.set_meta("clock", &said)?;
    Ok(said)
}

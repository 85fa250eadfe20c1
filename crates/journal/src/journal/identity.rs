//! What a shared journal is, and what each podium remembers of it (docs/operations.md,
//! "Restoring and recovering"): a restored or replaced database stops every podium,
//! idle ones included, until IT recovers it or a manager adopts it.
//!
//! A shared journal has two identities:
//!
//! - **the journal's own**, made with it (`identity` in its meta table): a dump carries
//!   it, so a journal restored from one says it is the same journal;
//! - **its database's**, as the server tells it: the database's object id in
//!   `pg_database` and, where the podium's role may read it, the server's system
//!   identifier. A promoted standby keeps both; a restore into a new database, or onto
//!   another server, does not.
//!
//! Every podium remembers both, and the newest head it saw, in its data folder and
//! outside it (beside its mark). Before it writes, they must agree with the journal's;
//! where they do not, it writes nothing until the journal holds a `database` entry that
//! adopts the database it now finds: one written by the podium that recovered the
//! journal from every podium's log (or on a manager's authority), or by a manager who
//! moved the journal on purpose (`journal --adopt-database --by ID`).

use serde::{Deserialize, Serialize};

use super::authority::Authority;
use super::chain::flaw::{Authorized, Unauthorized};
use super::chain::{self, Kind, Record};
use super::entry::Actor;
use super::error::JournalError;
use super::handle::Journal;
use super::kept::{Adopted, Identity, FORMAT};
use super::memory::cannot_remember;
use crate::keys::{self, Keys};
use crate::register::{Register, Role};

/// A database adopted as the journal's: the record its `database` entry carries. The
/// field order is the signed byte order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Adoption {
    /// `FORMAT`.
    pub pitpay_database: u32,
    /// The station that recorded it.
    pub station: String,
    /// When (UTC).
    pub time: String,
    /// The identities adopted.
    pub identity: Identity,
    /// Why: `recovered` (every podium's log brought back) or `moved` (on purpose).
    pub why: String,
    /// The manager on whose authority (empty: a recovery from every podium's log).
    pub by: String,
}

/// An adoption with the manager's signature over [`Adoption::bytes`] (empty without).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SignedAdoption {
    /// The record.
    pub adoption: Adoption,
    /// The manager's signature, hex.
    pub signature: String,
}

impl Adoption {
    /// The bytes a manager signs.
    fn bytes(&self) -> Vec<u8> {
        let mut bytes = b"pitpay journal database\n".to_vec();
        bytes.extend(serde_json::to_vec(self).unwrap_or_default());
        bytes
    }
}

/// A `database` entry, checked: its record reads and agrees with the entry, and one
/// made on a manager's authority is signed by an active manager.
pub(super) fn authorized(register: &Register, r: &Record) -> Result<Adopted, Unauthorized> {
    let signed: SignedAdoption =
        serde_json::from_str(&r.event.payload).map_err(|e| Unauthorized::UnreadableBecause {
            what: Authorized::Database,
            detail: e.to_string(),
        })?;
    let a = &signed.adoption;
    if a.pitpay_database != FORMAT || a.station != r.event.station {
        return Err(Unauthorized::Disagrees(Authorized::Database));
    }
    if !a.by.is_empty() && register.had_members_before(r.seq) {
        let by = register
            .member(&a.by)
            .filter(|m| m.role == Role::Manager && m.active_at(r.seq))
            .ok_or_else(|| Unauthorized::NotManager {
                what: Authorized::Database,
                by: a.by.clone(),
            })?;
        let key = by.key_at(r.seq).unwrap_or_default();
        if !keys::verify(key, &a.bytes(), &signed.signature) {
            return Err(Unauthorized::NotSignedBy {
                what: Authorized::Database,
                by: a.by.clone(),
            });
        }
    }
    Ok(Adopted {
        seq: r.seq,
        identity: signed.adoption.identity,
    })
}

impl Journal {
    /// The shared journal's identities now (none for an installation's own journal).
    /// The identity made with the journal (kept in it, carried by a dump and a
    /// promoted standby): a slip names it in its QR code, so that the cage finds the
    /// journal a scanned slip belongs to. Empty for a journal made before it had one.
    pub fn journal_id(&self) -> Result<String, JournalError> {
        Ok(self.store.meta("identity")?.unwrap_or_default())
    }

    pub(crate) fn identity_now(&self) -> Result<Option<Identity>, JournalError> {
        if self.shared.is_none() {
            return Ok(None);
        }
        Ok(Some(Identity {
            journal: self.store.meta("identity")?.unwrap_or_default(),
            database: self.store.database_identity()?.unwrap_or_default(),
        }))
    }

    /// Refuses to write to a shared journal whose identities are not the ones this
    /// podium remembers, unless the journal holds an adoption of the ones it has now
    /// (this podium then remembers them). A podium that remembers none yet takes them.
    /// The newest head it saw must still be there.
    pub(super) fn identity_agrees(
        &self,
        authority: &Authority,
        head: &chain::Head,
    ) -> Result<(), JournalError> {
        let Some(now) = self.identity_now()? else {
            return Ok(());
        };
        let adopted = authority.databases.iter().any(|d| d.identity == now);
        self.written_in_this_database(&now, adopted)?;
        self.not_promoted_asynchronously()?;
        let Some(memory) = &self.memory else {
            return Ok(());
        };
        let kept = memory.journal_identity();
        let agrees = adopted || kept.as_ref().is_none_or(|k| k.identity == now);
        if !agrees {
            let was = kept.map(|k| k.identity).unwrap_or(now.clone());
            return Err(JournalError::Replaced {
                at: self.place_words(),
                what: replaced_words(&was, &now),
            });
        }
        if let Some(k) = memory.journal_identity().filter(|k| k.seen > head.seq) {
            return Err(JournalError::Behind {
                at: self.place_words(),
                end: head.seq,
                what: pitpay_language::sentence!(
                    "journal-state-behind-seen",
                    seq = k.seen.to_string()
                ),
            });
        }
        let _ = memory.keep_journal_identity(&now, head);
        Ok(())
    }

    /// The journal itself records the database it was last written in (a dump carries
    /// the record along), so that a restore into another database stops even a podium
    /// that remembers nothing of the journal: a new one, or one whose data folder was
    /// restored too. Unless an adoption covers the database it has now.
    fn written_in_this_database(&self, now: &Identity, adopted: bool) -> Result<(), JournalError> {
        let Some(was) = self.store.meta(WRITTEN_IN)? else {
            return Ok(());
        };
        if adopted || same_database(&was, &now.database) {
            return Ok(());
        }
        Err(JournalError::Replaced {
            at: self.place_words(),
            what: pitpay_language::sentence!(
                "journal-state-replaced-written-in",
                now = or_none(&now.database),
                was = or_none(&was)
            ),
        })
    }

    /// Refuses to write to a shared journal whose server was promoted from a standby
    /// since the journal was last written, when the server it was written on then did
    /// not wait for a synchronous standby: the promoted one may lack the newest entries,
    /// and a podium that never saw them would take their numbers again. A promotion of
    /// a synchronous standby loses nothing, and is written to at once. The journal
    /// records the timeline it was last written on (`WRITTEN_ON`, in the journal
    /// itself, so that every podium knows, whatever it saw); a recovery that leaves
    /// nothing lost records the new one.
    fn not_promoted_asynchronously(&self) -> Result<(), JournalError> {
        let Some(was) = self.store.meta(WRITTEN_ON)? else {
            return Ok(());
        };
        let Some(now) = self.store.wal_state() else {
            return Ok(());
        };
        let (timeline, mode) = was.split_once(' ').unwrap_or((was.as_str(), ""));
        if timeline == now.timeline || mode != ASYNCHRONOUS {
            return Ok(());
        }
        Err(JournalError::Promoted {
            at: self.place_words(),
            was: timeline.to_string(),
            now: now.timeline,
        })
    }

    /// Records the server's timeline and replication now (`WRITTEN_ON`), where its
    /// server tells them and they changed: one read and at most one write.
    pub(super) fn note_written_on(&mut self) -> Result<(), JournalError> {
        let Some(now) = self.store.wal_state() else {
            return Ok(());
        };
        let mode = if now.synchronous {
            "synchronous"
        } else {
            ASYNCHRONOUS
        };
        let text = format!("{} {mode}", now.timeline);
        if self.store.meta(WRITTEN_ON)?.as_deref() != Some(text.as_str()) {
            self.store.set_meta(WRITTEN_ON, &text)?;
        }
        Ok(())
    }

    /// Records the database this shared journal is written in now, after a write the
    /// guard let through (so where it differs, an adoption covers it), and the server's
    /// timeline. A few reads and at most two writes of the meta table: the same cost on
    /// every slip.
    pub(super) fn note_written_in(&mut self) -> Result<(), JournalError> {
        let Some(now) = self.identity_now()? else {
            return Ok(());
        };
        self.note_written_on()?;
        let was = self.store.meta(WRITTEN_IN)?;
        // Kept as the richest words seen: one podium's role may read the server's
        // system identifier where another's may not.
        let keep = was
            .as_deref()
            .is_none_or(|w| !same_database(w, &now.database) || now.database.len() > w.len());
        if keep {
            self.store.set_meta(WRITTEN_IN, &now.database)?;
        }
        Ok(())
    }

    /// Records that this journal's database is the one it has now (`why`: `recovered`
    /// or `moved`), signed by this station (`keys`) and, when given, by the manager
    /// `by` (their key `manager`); this podium remembers it, and every other podium
    /// takes it when it next writes. Returns the entry.
    pub(crate) fn adopt_database(
        &mut self,
        keys: &Keys,
        why: &str,
        by: &Actor,
        manager: Option<&Keys>,
    ) -> Result<i64, JournalError> {
        let identity = self.identity_now()?.ok_or(JournalError::NotShared)?;
        let adoption = Adoption {
            pitpay_database: FORMAT,
            station: self.station.clone(),
            time: super::entry::now(),
            identity,
            why: why.to_string(),
            by: by.id.clone(),
        };
        let signature = manager
            .map(|m| m.sign(&adoption.bytes()))
            .unwrap_or_default();
        let words = format!("{why}: {}", adoption.identity.database);
        let signed = SignedAdoption {
            adoption,
            signature,
        };
        let station = self.station.clone();
        let ((), seq) = self.append(keys, |_| {
            let mut e = chain::Event::new(Kind::Database, 0, &signed.adoption.time);
            e.station = station;
            e.who = by.name.clone();
            e.who_id = by.id.clone();
            e.reason = words;
            e.payload = serde_json::to_string(&signed).unwrap_or_default();
            Ok::<_, JournalError>((e, ()))
        })?;
        if let Some(memory) = &self.memory {
            let head = self.store.head()?;
            if let Err(e) = memory.keep_journal_identity(&signed.adoption.identity, &head) {
                self.notes.push(cannot_remember(memory, &e));
            }
        }
        Ok(seq)
    }

    /// Whether the shared journal's identities are other than the ones this podium
    /// remembers, with no adoption of them yet: a recovery must then bring back every
    /// podium's log, or a manager record what is missing, before it adopts them.
    pub(crate) fn replaced(&self, authority: &Authority) -> Result<bool, JournalError> {
        let (Some(memory), Some(now)) = (&self.memory, self.identity_now()?) else {
            return Ok(false);
        };
        let kept = memory.journal_identity();
        Ok(kept.is_some_and(|k| k.identity != now)
            && !authority.databases.iter().any(|d| d.identity == now))
    }
}

/// The meta key holding the database a shared journal was last written in.
const WRITTEN_IN: &str = "written_in_database";

/// The meta name of the server's timeline and replication when the journal was last
/// written (`00000001 synchronous`).
const WRITTEN_ON: &str = "written_on_timeline";

/// How [`WRITTEN_ON`] names a server that does not wait for a standby.
const ASYNCHRONOUS: &str = "asynchronous";

/// Whether two database identities (`database OID` or `database OID of server ID`) name
/// one database: the same object id, and the same server where both name one (a
/// podium's role may not read the server's identifier).
fn same_database(a: &str, b: &str) -> bool {
    let parts = |s: &str| -> (String, Option<String>) {
        match s.split_once(" of server ") {
            Some((db, server)) => (db.to_string(), Some(server.to_string())),
            None => (s.to_string(), None),
        }
    };
    let ((a_db, a_server), (b_db, b_server)) = (parts(a), parts(b));
    a_db == b_db && (a_server.is_none() || b_server.is_none() || a_server == b_server)
}

/// What changed, in words.
fn replaced_words(was: &Identity, now: &Identity) -> pitpay_language::Sentence {
    if was.journal != now.journal {
        return pitpay_language::sentence!(
            "journal-state-replaced-journal",
            now = or_none(short(&now.journal)),
            was = or_none(short(&was.journal))
        );
    }
    pitpay_language::sentence!(
        "journal-state-replaced-database",
        now = or_none(&now.database),
        was = or_none(&was.database)
    )
}

/// A journal's identity as its first 16 characters, as people compare it.
fn short(id: &str) -> &str {
    id.get(..16).unwrap_or(id)
}

/// An identity as written, or "(none)" in the reader's language.
fn or_none(text: &str) -> pitpay_language::Arg {
    if text.is_empty() {
        pitpay_language::sentence!("journal-state-none").into()
    } else {
        text.into()
    }
}

#[cfg(test)]
mod tests {
    use super::same_database;

    #[test]
    fn a_database_is_the_same_by_its_object_id_and_its_server_where_both_name_one() {
        let full = "database 16384 of server 7334";
        assert!(same_database(full, full));
        assert!(same_database(full, "database 16384"));
        assert!(same_database("database 16384", full));
        assert!(!same_database(full, "database 16385 of server 7334"));
        assert!(!same_database(full, "database 16384 of server 9999"));
        assert!(!same_database("database 16384", "database 24576"));
    }
}

//! The journal's chain: what makes it tamper-evident (issue 9; README "The journal").
//!
//! Every journal entry (a slip issued, printed again, voided) records what happened,
//! when, who did it and why, the hash of the entry before it, its own hash (SHA-256 of
//! its canonical form, which covers every field and the previous hash), and the
//! installation's Ed25519 signature over that canonical form. Changing any entry changes
//! its hash, which breaks the link from the next one; removing one leaves a gap in the
//! numbering; re-chaining the rest needs the signing key. [`Checker`] walks the chain and
//! names the first entry that does not hold.
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
}

impl Kind {
    /// `issue`, `reprint`, `void`, `migrated`: how it is stored and hashed.
    pub fn id(self) -> &'static str {
        match self {
            Kind::Issue => "issue",
            Kind::Reprint => "reprint",
            Kind::Void => "void",
            Kind::Migrated => "migrated",
        }
    }

    /// The kind a stored id names.
    pub fn parse(id: &str) -> Option<Kind> {
        Some(match id {
            "issue" => Kind::Issue,
            "reprint" => Kind::Reprint,
            "void" => Kind::Void,
            "migrated" => Kind::Migrated,
            _ => return None,
        })
    }
}

/// What happened, before it is chained. Fields that do not apply to a kind are empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// What happened.
    pub kind: Kind,
    /// The slip number (0 for [`Kind::Migrated`]).
    pub slip: i64,
    /// When (UTC, `YYYY-MM-DDTHH:MM:SSZ`).
    pub time: String,
    /// Who: the signing-off supervisor, or who reprinted or voided.
    pub who: String,
    /// Their ID.
    pub who_id: String,
    /// Why (a void's reason; a migration's note).
    pub reason: String,
    /// Issue: the table label.
    pub table: String,
    /// Issue: the game id.
    pub game: String,
    /// Issue: the player total paid.
    pub paid: String,
    /// Issue: the player net.
    pub net: String,
    /// Issue: the slip's signed record (JSON), from which it can be printed again.
    pub payload: String,
    /// Issue, reprint: the SHA-256 of the PDF written.
    pub file_sha256: String,
    /// Issue, reprint: where the PDF was written.
    pub file: String,
    /// Issue: the SHA-256 of the settlement, to recognise the same round issued twice.
    pub round_sha256: String,
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
        }
    }
}

/// One entry as stored: the event, its place in the chain, its hash and signature.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// The highest slip number issued (0 when none).
    pub last_slip: i64,
}

impl Default for Head {
    fn default() -> Self {
        Head {
            seq: 0,
            hash: GENESIS.to_string(),
            last_slip: 0,
        }
    }
}

/// The canonical form hashed and signed: compact JSON, keys in this order. The payload
/// is represented by its SHA-256 (the record stores the payload itself).
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
        payload_sha256: sha256_hex(event.payload.as_bytes()),
        file_sha256: &event.file_sha256,
        file: &event.file,
        round_sha256: &event.round_sha256,
        prev,
    };
    serde_json::to_vec(&c).unwrap_or_default()
}

/// SHA-256, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    keys::to_hex(&Sha256::digest(bytes))
}

/// Chains an event after `head` and signs it: the record to store.
pub fn link(head: &Head, event: Event, keys: &Keys) -> Record {
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
        Kind::Issue => record.event.slip.max(head.last_slip),
        _ => head.last_slip,
    };
    Head {
        seq: record.seq,
        hash: record.hash.clone(),
        last_slip,
    }
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
}

/// Checks the chain record by record, in `seq` order. Feed every record to
/// [`Checker::next`], then call [`Checker::finish`].
pub struct Checker {
    public_hex: String,
    head: Head,
    void: std::collections::BTreeSet<i64>,
}

impl Checker {
    /// A checker for a chain signed by `public_hex`.
    pub fn new(public_hex: &str) -> Checker {
        Checker {
            public_hex: public_hex.to_string(),
            head: Head::default(),
            void: Default::default(),
        }
    }

    /// Checks the next record.
    pub fn next(&mut self, r: &Record) -> Result<(), Broken> {
        let what = describe(&r.event);
        let broken = |seq: i64, why: &str| Broken {
            seq,
            what: what.clone(),
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
        let bytes = canonical(r.seq, &r.event, &r.prev);
        if sha256_hex(&bytes) != r.hash {
            return Err(broken(
                r.seq,
                "was changed after it was recorded (its content no longer matches its hash)",
            ));
        }
        if !keys::verify(&self.public_hex, &bytes, &r.signature) {
            return Err(broken(r.seq, "is not signed by this installation's key"));
        }
        self.meaning(r).map_err(|why| broken(r.seq, &why))?;
        self.head = advance(&self.head, r);
        Ok(())
    }

    /// What the entry says must fit what came before: slip numbers issued in order,
    /// reprints and voids of slips issued, a slip voided once.
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
                let slip = serde_json::from_str::<serde_json::Value>(&e.payload)
                    .ok()
                    .and_then(|v| v["signed"]["slip"].as_i64());
                if slip != Some(e.slip) {
                    return Err("its slip record is not the record of that slip".into());
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
            Kind::Migrated => {}
        }
        Ok(())
    }

    /// The chain's summary once every record has been checked.
    pub fn finish(self) -> Checked {
        Checked {
            entries: self.head.seq,
            slips: self.head.last_slip,
            head: self.head.hash,
        }
    }
}

/// ` (void of slip 3)`, for messages.
fn describe(e: &Event) -> String {
    match e.kind {
        Kind::Issue => format!(" (issue of slip {})", e.slip),
        Kind::Reprint => format!(" (reprint of slip {})", e.slip),
        Kind::Void => format!(" (void of slip {})", e.slip),
        Kind::Migrated => " (migration note)".to_string(),
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
        // Re-chaining without the key: hashes fit, the signature does not.
        let (_d2, other) = keys();
        let forged = chain(&other, vec![issue(1), issue(2)]);
        let b = check(&k, &forged).unwrap_err();
        assert_eq!(b.seq, 1);
        assert!(b.to_string().contains("not signed"), "{b}");
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

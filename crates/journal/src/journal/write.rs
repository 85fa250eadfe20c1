//! Writing to the journal: who did it ([`Actor`]), a slip issued, a copy printed again,
//! a void, a station's key registered. Each is one entry appended after the head in one
//! transaction, signed with the station's key and remembered in its own log,
//! a signed checkpoint every [`chain::CHECKPOINT_EVERY`] entries; a shared journal takes
//! entries only from stations whose key it registered.

use super::chain::{self, Checkpoint, Event, Group, Head, Kind};
use super::entry::now;
use super::entry::{Actor, CagePaid};
use super::error::JournalError;
use super::handle::Journal;
use super::memory::cannot_remember;
use super::station_name::{read_alike, registered_as};
use super::store;
use crate::keys::Keys;
use pitpay_language::sentence;

/// What a new slip records.
pub struct NewSlip<'a> {
    /// Time (RFC 3339).
    pub time: &'a str,
    /// Supervisor's name.
    pub supervisor: &'a str,
    /// Supervisor's ID.
    pub supervisor_id: &'a str,
    /// Table label.
    pub table: &'a str,
    /// Game id.
    pub game: &'a str,
    /// Player paid total.
    pub paid: &'a str,
    /// Player net.
    pub net: &'a str,
    /// SHA-256 of the settlement (the same round issued twice has the same one).
    pub round_sha256: &'a str,
    /// The slip pays a progressive meter award (indexed for the jackpot record).
    pub jackpot: bool,
    /// The amount to be paid (what leaves the rack or the cage, two decimals).
    pub to_pay: &'a str,
    /// The cage pays it, not the table.
    pub cage: bool,
}

/// What the slip maker hands back for the journal to record with the number.
pub struct Issued {
    /// The signed payload (JSON).
    pub payload: String,
    /// SHA-256 of the PDF, hex.
    pub sha256: String,
    /// Where the PDF goes.
    pub file: String,
}

/// A new copy's facts: the hash of its PDF and where it goes.
pub struct CopyFile {
    /// SHA-256 of the PDF, hex.
    pub sha256: String,
    /// Where it goes.
    pub file: String,
}

impl Journal {
    /// Whether a key is registered in the journal (read from its `key` entries; the
    /// check of the chain is what vouches for them).
    pub(crate) fn is_registered(&self, public_hex: &str) -> Result<bool, JournalError> {
        let mut found = false;
        for kind in [Kind::Key, Kind::Rotate] {
            self.store.of_kind(kind, None, &mut |r| {
                found |= r.event.signer == public_hex;
                Ok(())
            })?;
        }
        Ok(found)
    }

    /// A shared journal takes entries only from registered stations, so that every
    /// station can check them.
    pub(super) fn may_write(&self, keys: &Keys) -> Result<(), JournalError> {
        let Some(at) = &self.shared else {
            return Ok(());
        };
        if self.is_registered(&keys.public_hex())? {
            return Ok(());
        }
        Err(JournalError::NotRegistered {
            at: at.clone(),
            station: self.station.clone(),
            fingerprint: crate::keys::fingerprint(&keys.public()),
        })
    }

    /// Registers this station's key in a shared journal (a `key` entry signed by that
    /// key). `Ok(false)`: it was registered already.
    pub fn register(&mut self, keys: &Keys, who: &Actor, time: &str) -> Result<bool, JournalError> {
        if self.shared.is_none() {
            return Err(JournalError::NotShared);
        }
        if self.is_registered(&keys.public_hex())? {
            return Ok(false);
        }
        if let Some(taken) = self.taken_by_another(&keys.public_hex())? {
            return Err(taken);
        }
        let station = self.station.clone();
        self.append(keys, |_| {
            let mut e = Event::new(Kind::Key, 0, time);
            e.station = station;
            e.who = who.name.clone();
            e.who_id = who.id.clone();
            Ok::<_, JournalError>((e, true))
        })
        .map(|(registered, _)| registered)
    }

    /// The refusal for this station's name when another key registered it, or a name
    /// that reads alike (read from the `key` and `rotate` entries by the kind index).
    fn taken_by_another(&self, mine: &str) -> Result<Option<JournalError>, JournalError> {
        let mut taken = None;
        for kind in [Kind::Key, Kind::Rotate] {
            self.store.of_kind(kind, None, &mut |r| {
                let e = &r.event;
                if taken.is_none() && e.signer != mine && read_alike(&e.station, &self.station) {
                    taken = Some(JournalError::StationTaken {
                        at: self.shared.clone().unwrap_or_default(),
                        station: self.station.clone(),
                        existing: e.station.clone(),
                        registered: registered_as(&e.signer, &e.time),
                    });
                }
                Ok(())
            })?;
        }
        Ok(taken)
    }

    /// Appends one entry, built from the head by `make`, signed with `keys`; every
    /// [`chain::CHECKPOINT_EVERY`] entries a signed checkpoint of the new head follows
    /// it (in its own small write: a checkpoint lost to a crash only means a verify
    /// walks on to the next one). Returns what `make` returned and the entry's `seq`.
    pub(super) fn append<T, E: From<JournalError>>(
        &mut self,
        keys: &Keys,
        make: impl FnOnce(&Head) -> Result<(Event, T), E>,
    ) -> Result<(T, i64), E> {
        let (out, head, record) = store::append(self.store.as_mut(), |head| {
            let (event, out) = make(head)?;
            let record = chain::link(head, event, keys);
            let after = chain::advance(head, &record);
            Ok::<_, E>((vec![record.clone()], (out, after, record)))
        })?;
        if let Some(memory) = &self.memory {
            if let Err(e) = memory.remember(&record, true) {
                self.notes.push(cannot_remember(memory, &e));
            }
        }
        // Best effort, after the commit: the entry is written whatever this says, and
        // the next write records the database again.
        let _ = self.note_written_in();
        if head.seq % chain::CHECKPOINT_EVERY == 0 {
            self.store
                .add_checkpoint(&Checkpoint::sign(&head, &now(), keys))?;
        }
        if record.event.kind.group() == Some(Group::Register) {
            // Best effort: without a fresh checkpoint the register is only read from
            // further back.
            let _ = self.checkpoint_register(keys);
        }
        Ok((out, head.seq))
    }

    /// Takes the next number and records a slip in one transaction. `make` builds the
    /// signed payload and the PDF for that number and stages the PDF (nothing is at the
    /// final path yet); it returns what to record. Returns the number and the entry's
    /// `seq` (for [`Journal::mark_placed`] once the file is in place).
    pub fn issue<E: From<JournalError>>(
        &mut self,
        slip: &NewSlip<'_>,
        keys: &Keys,
        make: impl FnOnce(i64, &Head) -> Result<Issued, E>,
    ) -> Result<(i64, i64), E> {
        self.may_write(keys)?;
        let station = self.station.clone();
        let (number, seq) = self.append(keys, |head| -> Result<(Event, i64), E> {
            let number = head.last_slip + 1;
            let made = make(number, head)?;
            let mut e = Event::new(Kind::Issue, number, slip.time);
            e.station = station;
            e.who = slip.supervisor.to_string();
            e.who_id = slip.supervisor_id.to_string();
            e.table = slip.table.to_string();
            e.game = slip.game.to_string();
            e.paid = slip.paid.to_string();
            e.net = slip.net.to_string();
            e.payload = made.payload;
            e.file_sha256 = made.sha256;
            e.file = made.file;
            e.round_sha256 = slip.round_sha256.to_string();
            e.jackpot = slip.jackpot;
            e.to_pay = slip.to_pay.to_string();
            e.cage = slip.cage;
            Ok((e, number))
        })?;
        Ok((number, seq))
    }

    /// Records a copy printed again: who, when, its hash and where it goes, in one
    /// transaction with `make`, which is given the head the copy's entry follows (a copy
    /// records where it stands), draws and stages the copy, and says its hash
    /// and where it goes. Returns the entry's `seq`.
    pub fn reprint<E: From<JournalError>>(
        &mut self,
        number: i64,
        who: &Actor,
        time: &str,
        keys: &Keys,
        make: impl FnOnce(&Head) -> Result<CopyFile, E>,
    ) -> Result<i64, E> {
        self.may_write(keys)?;
        let station = self.station.clone();
        let ((), seq) = self.append(keys, |head| {
            let copy = make(head)?;
            let mut e = Event::new(Kind::Reprint, number, time);
            e.station = station;
            e.who = who.name.clone();
            e.who_id = who.id.clone();
            e.file_sha256 = copy.sha256;
            e.file = copy.file;
            Ok::<_, E>((e, ()))
        })?;
        Ok(seq)
    }

    /// Voids a slip: who, when and why.
    pub fn void(
        &mut self,
        number: i64,
        who: &Actor,
        reason: &str,
        time: &str,
        keys: &Keys,
    ) -> Result<(), JournalError> {
        let slip = self.slip(number)?.ok_or(JournalError::NoSlip(number))?;
        if slip.void.is_some() {
            return Err(JournalError::AlreadyVoid(number));
        }
        if let Some(paid) = &slip.paid {
            return Err(already_paid(number, paid, "a paid slip cannot be voided"));
        }
        self.may_write(keys)?;
        let station = self.station.clone();
        self.append(keys, |_| {
            let mut e = Event::new(Kind::Void, number, time);
            e.station = station;
            e.who = who.name.clone();
            e.who_id = who.id.clone();
            e.reason = reason.to_string();
            Ok::<_, JournalError>((e, ()))
        })?;
        Ok(())
    }

    /// Records slip `number` paid at the cage at `time`: the cashier who hands `amount`
    /// over (the slip's amount to be paid, two decimals), and who else signed
    /// (`signers`, in words: the verifier and the manager; empty when nobody needed
    /// to), in one entry. Refused when the slip is void, paid at the table, or paid
    /// already; of two cashiers paying it at the same moment (on one file or one
    /// shared database) the journal's index takes exactly one entry, and the other is
    /// told who paid it.
    pub fn pay(
        &mut self,
        number: i64,
        cashier: &Actor,
        (signers, amount): (&str, &str),
        time: &str,
        keys: &Keys,
    ) -> Result<(), JournalError> {
        self.payable(number)?;
        self.may_write(keys)?;
        let station = self.station.clone();
        let written = self.append(keys, |_| {
            let mut e = Event::new(Kind::Paid, number, time);
            e.station = station;
            e.who = cashier.name.clone();
            e.who_id = cashier.id.clone();
            e.reason = signers.to_string();
            e.to_pay = amount.to_string();
            Ok::<_, JournalError>((e, ()))
        });
        match written {
            Ok(_) => Ok(()),
            // Another cashier's entry came first: the index refused this one.
            Err(e) => match self.slip(number).ok().flatten().and_then(|s| s.paid) {
                Some(paid) => Err(already_paid(number, &paid, "it is not paid twice")),
                None => Err(e),
            },
        }
    }

    /// Whether the cage may pay slip `number` now: refused when it is paid already (when,
    /// by whom and where), void, or paid at the table.
    pub fn payable(&self, number: i64) -> Result<(), JournalError> {
        let slip = self.slip(number)?.ok_or(JournalError::NoSlip(number))?;
        if let Some(paid) = &slip.paid {
            return Err(already_paid(number, paid, "it is not paid twice"));
        }
        if slip.void.is_some() {
            return Err(JournalError::VoidNotPaid(number));
        }
        if !slip.cage {
            return Err(JournalError::PaidAtTable(number));
        }
        Ok(())
    }

    /// Notes that a copy's file is in place.
    pub fn mark_placed(&mut self, seq: i64) -> Result<(), JournalError> {
        self.store.mark_placed(seq)
    }
}

/// The refusal for a slip the cage paid already, naming when, by whom and where.
fn already_paid(number: i64, paid: &CagePaid, refused: &'static str) -> JournalError {
    let (time, name, id) = (&paid.time, &paid.cashier.name, &paid.cashier.id);
    let paid = if paid.station.is_empty() {
        sentence!(
            "journal-state-paid",
            time = time,
            name = name,
            id = id,
            amount = &paid.amount
        )
    } else {
        sentence!(
            "journal-state-paid-at",
            time = time,
            name = name,
            id = id,
            station = &paid.station,
            amount = &paid.amount
        )
    };
    JournalError::AlreadyPaid {
        number,
        paid,
        refused,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pitpay_language::{Language, Sentence, Words};

    fn paid(station: &str) -> CagePaid {
        CagePaid {
            time: "2026-11-26T22:00:00Z".into(),
            cashier: Actor {
                name: "Bo Chan".into(),
                id: "C-7".into(),
            },
            signers: String::new(),
            amount: "$1,250.00".into(),
            station: station.into(),
        }
    }

    /// A slip paid at the cage is refused a second payment (or a void) naming when, by
    /// which cashier, at which station and for how much it was paid, all in the
    /// reader's language.
    #[test]
    fn a_slip_paid_already_names_the_payment_in_the_readers_language() {
        let e = already_paid(17, &paid("Cage 1"), "it is not paid twice");
        assert_eq!(
            e.to_string(),
            "slip 17 was already paid at the cage, 2026-11-26T22:00:00Z by Bo Chan (C-7) at \
             station Cage 1, for $1,250.00: it is not paid twice"
        );
        let e2 = already_paid(17, &paid(""), "a paid slip cannot be voided");
        assert_eq!(
            e2.to_string(),
            "slip 17 was already paid at the cage, 2026-11-26T22:00:00Z by Bo Chan (C-7), for \
             $1,250.00: a paid slip cannot be voided"
        );
        for tag in ["zh-Hant", "zh-Hans"] {
            let w = Words::shipped(Language::parse(tag).unwrap());
            for (said, station) in [(&e, Some("Cage 1")), (&e2, None)] {
                let chinese = Sentence::from(said).in_words(&w);
                for figure in ["17", "2026-11-26T22:00:00Z", "Bo Chan", "C-7", "$1,250.00"]
                    .into_iter()
                    .chain(station)
                {
                    assert!(chinese.contains(figure), "{figure} in {chinese}");
                }
                for word in [" by ", "station", "for $", "paid"] {
                    assert!(!chinese.contains(word), "{word} in {chinese}");
                }
            }
        }
    }
}

//! Issuing a slip, printing it again, and voiding it (ROUND-FILE.md `slip`, `reprint`,
//! `void`).
//!
//! Issuing checks the sign-off and the output path, settles the round, and only then
//! takes the next number from the journal, signs the record, draws and seals the PDF and
//! stages it beside its target (registered, so that the next run removes it if this one
//! is killed); the journal records the slip in the same transaction that took the number,
//! and only then is the file put in place and the journal told so. Nothing is written on
//! bad input, a number is never taken by a slip that was not recorded, and a slip that
//! was recorded but whose file never appeared is listed as "file missing".

use std::path::{Path, PathBuf};
use std::sync::Arc;

use sha2::{Digest, Sha256};

use crate::keys::{self, Keys};
use crate::pdf::{self, Paper};
use crate::report;
use crate::staff::Pins;
use crate::staff::{sign_in, SignedIn};
use crate::staff::{Act, Register, StaffError};
use pitpay_core::Catalog;
use pitpay_core::FloorCatalog;
use pitpay_core::Label;
use pitpay_core::Round;
use pitpay_core::{settle, Settlement};
use pitpay_journal::Staged;
use pitpay_journal::{
    now, Actor, CopyFile, Head, Issued, Journal, JournalError, NewSlip, SlipRecord,
};
use pitpay_journal::{slip_paper, Settings};
use pitpay_language::{sentence, Sentence, Words};

use super::error::{Field, InputError, SlipError};
use super::layout::{self, Printing, Void};
use super::output::{absolute, stage, Ready};
use super::people::SignOff;
use super::record::{
    self, Copy, CopyEntries, EmbeddedFloor, EmbeddedHouseRules, EmbeddedPaytables, LocalTime,
    Patron, Payload, Place, Signed, SignedCage, Witness,
};

/// How a slip or reprint is written.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Replace an existing file at the output path (`--force`).
    pub force: bool,
    /// Issue a slip for a round the journal already holds one for (`--again`).
    pub again: bool,
    /// The files the command reads (the round file), never written over.
    pub inputs: Vec<(PathBuf, &'static str)>,
    /// Who prints a copy again or voids (a reprint's or void's journal entry).
    pub who: Actor,
    /// The paper (`--paper`); without it the data folder's setting decides
    /// ([`pitpay_journal::slip_paper`]).
    pub paper: Option<Paper>,
    /// Where the PINs of enrolled staff come from: the signing supervisor's,
    /// then the witness's; for a reprint, the reprinting member's.
    pub pins: Pins,
    /// The moment to date the slip (or copy, or void) with: a test's own clock.
    /// None, as the command line and the app always leave it: the system clock.
    pub at: Option<jiff::Timestamp>,
    /// The language the slip (or copy) is written in (`--language`, the window's
    /// words); none: English. Only the paper has a language: the signed record and the
    /// journal's entry are the same in every one, so a slip issued in one language
    /// verifies and reprints in any other.
    pub words: Option<Arc<Words>>,
}

impl Options {
    /// The moment to date what is written with.
    fn moment(&self) -> jiff::Timestamp {
        self.at.unwrap_or_else(jiff::Timestamp::now)
    }

    /// The words to write the slip in.
    fn words(&self) -> &Words {
        match self.words.as_deref() {
            Some(words) => words,
            None => pitpay_language::english(),
        }
    }
}

/// A slip issued (or a copy printed): its number, the file it was written to, and notes
/// for the person issuing it (a slip issued for the same round before, slips whose file
/// never appeared, files cleaned up).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlipIssued {
    /// The slip number.
    pub number: i64,
    /// The file written.
    pub file: PathBuf,
    /// Warnings and notes, one line each, in whichever language they are shown in.
    pub notes: Vec<Sentence>,
}

/// Issues a slip: checks, settles, takes the next number, writes the signed PDF to `out`
/// (atomically: to the file named, else filed by its number in the slips folder) and
/// records it. A journal that cannot be reached (a shared journal's
/// server down, the network cut, even in the middle of the transaction) takes no number
/// and leaves no file, and the error says the slip can simply be issued again.
pub fn issue(
    round_file: &str,
    round_text: &str,
    catalog: &Catalog,
    who: &SignOff,
    out: Option<&Path>,
    data_dir: &Path,
    options: &Options,
) -> Result<SlipIssued, SlipError> {
    let issued = issue_slip(round_file, round_text, catalog, who, out, data_dir, options);
    issued.map_err(|e| match e {
        SlipError::BadInput(InputError::Journal(e @ JournalError::Server { .. })) => {
            InputError::NotRecorded(e).into()
        }
        other => other,
    })
}

fn issue_slip(
    round_file: &str,
    round_text: &str,
    catalog: &Catalog,
    who: &SignOff,
    out: Option<&Path>,
    data_dir: &Path,
    options: &Options,
) -> Result<SlipIssued, SlipError> {
    check_sign_off(who)?;
    let round = Round::parse(round_file, round_text, catalog).map_err(InputError::Round)?;
    let settlement = settle(&round).map_err(|e| InputError::Round(round.locate(e)))?;
    // The property's clock dates the slip: its local year picks the tax year.
    let settings = Settings::load(data_dir).map_err(InputError::Settings)?;
    let clock = settings.clock();
    let who = &placed(who, &settings);
    let at = options.moment();
    let year = i32::from(clock.year_at(at));
    let first_journal = !Journal::exists(data_dir);
    if first_journal {
        // No journal, so no register: the sign-off is checked before anything is made.
        check_named(who)?;
        check_patron(who, &settlement, catalog.floor(), year)?;
    }
    let ready = Ready::check(out, options.force, &options.inputs, data_dir)?;
    let paper =
        slip_paper(options.paper, data_dir, settlement.currency).map_err(InputError::Settings)?;
    // A damaged key file is refused before the journal is opened (and, the first time,
    // created).
    Keys::load(data_dir)?;
    let mut journal = Journal::open(data_dir)?;
    let (keys, register) = writing_keys(&mut journal, data_dir)?;
    journal.check_clock(at)?;
    let mut who = who.clone();
    let mut pins = options.pins.clone();
    let people = sign_off_people(
        &mut journal,
        &keys,
        &register,
        &mut who,
        (&settlement, catalog.floor(), year),
        &mut pins,
    )?;
    let who = &who;
    check_named(who)?;
    check_patron(who, &settlement, catalog.floor(), year)?;
    let station = journal.station().to_string();
    let mut notes = housekeeping(&journal, data_dir)?;
    let settlement_json = report::to_json(&settlement);
    let round_sha256 = sha256_hex(settlement_json.to_string().as_bytes());
    let (again_note, reissues) = check_again(&journal, &round_sha256, options.again)?;
    notes.extend(again_note);
    let time = pitpay_journal::utc_text(at);
    let (cage, amounts) = cage_and_amounts(&settlement, catalog, year, &settings);
    let local = LocalTime::of(&journal.clock().stamp(at));
    let printing = Printing::original(paper, &time, journal.clock());
    let draft = Draft {
        table: settlement.header.table.clone().unwrap_or_default(),
        time: time.clone(),
        local,
        station,
        who,
        round_text,
        round: &round,
        settlement: &settlement,
        settlement_json,
        catalog,
        year,
        supervisor_key: people.supervisor_key(),
        witness_key: people.witness_key(),
        cage,
        reissues,
        journal_id: journal.journal_id()?,
        amounts,
    };
    let entry = draft.entry(&round_sha256);
    let sealing = Sealing {
        keys: &keys,
        people: &people,
        printing: &printing,
        words: options.words(),
        ready: &ready,
        staging: staging_dir(data_dir),
    };
    let (number, file) = draft.record(&mut journal, &entry, &sealing)?;
    notes.extend(journal.take_notes());
    Ok(SlipIssued {
        number,
        file,
        notes,
    })
}

/// The slip's `[cage]` figures with whether the cage pays it, and the amounts the
/// journal records: the lines' paid and net, and the amount to be paid.
fn cage_and_amounts(
    settlement: &Settlement,
    catalog: &Catalog,
    year: i32,
    settings: &Settings,
) -> (SignedCage, [String; 3]) {
    let statement = pitpay_core::statement(
        settlement,
        catalog.floor(),
        year,
        pitpay_language::english(),
    );
    let pays = crate::cage::pays_at_cage(&statement, settings.cage_over);
    let amounts = [
        settlement.player.paid.to_string(),
        settlement.player.net.to_string(),
        statement.to_pay.amount.to_string(),
    ];
    let cage = SignedCage::of(settings, pays, Some(statement.to_pay.amount));
    (cage, amounts)
}

/// The sign-off with where the slip is issued, as IT set it once in the settings: the
/// property (a property named on the command line wins) and the location. Neither ever
/// stops a slip.
fn placed(who: &SignOff, settings: &Settings) -> SignOff {
    let mut who = who.clone();
    if who.property.trim().is_empty() {
        who.property = settings.property.clone().unwrap_or_default();
    }
    who.location = settings.location.clone().unwrap_or_default();
    who
}

/// What a slip's signed record is made of, gathered before the journal gives the slip
/// its number and its place in the chain.
struct Draft<'a> {
    time: String,
    local: LocalTime,
    table: String,
    station: String,
    who: &'a SignOff,
    round_text: &'a str,
    round: &'a Round,
    settlement: &'a Settlement,
    settlement_json: serde_json::Value,
    catalog: &'a Catalog,
    year: i32,
    supervisor_key: String,
    witness_key: String,
    cage: SignedCage,
    reissues: Option<i64>,
    journal_id: String,
    /// The lines' paid and net, and the amount to be paid, as the journal records them.
    amounts: [String; 3],
}

/// What seals a slip and where its file goes: the station's key, the people who sign,
/// how it is printed, its output, and the staging folder's markers.
struct Sealing<'a> {
    keys: &'a Keys,
    people: &'a People,
    printing: &'a Printing,
    words: &'a Words,
    ready: &'a Ready<'a>,
    staging: PathBuf,
}

impl Draft<'_> {
    /// Takes the number, makes the PDF, stages it beside its target and records the
    /// slip, in one journal transaction; only then is the file put in place. A failure
    /// before that drops the staged file, which removes it. Gives the number and file.
    fn record(
        &self,
        journal: &mut Journal,
        entry: &NewSlip<'_>,
        s: &Sealing<'_>,
    ) -> Result<(i64, PathBuf), SlipError> {
        let mut staged: Option<(Staged, PathBuf)> = None;
        let floor = self.catalog.floor();
        let (number, seq) =
            journal.issue(entry, s.keys, |number, head| -> Result<Issued, SlipError> {
                let target = s.ready.target(number, None);
                let file = absolute(&target);
                let signed = self.signed(number, head, &file);
                let payload = s.people.countersign(envelope(signed, s.keys));
                let bytes = render_sealed(
                    &payload,
                    self.settlement,
                    s.keys,
                    (s.printing, s.words),
                    floor,
                )?;
                staged = Some((stage(&target, &bytes, &s.staging)?, target));
                Ok(Issued {
                    payload: record_json(&payload),
                    sha256: sha256_hex(&bytes),
                    file,
                })
            })?;
        let mut file = PathBuf::new();
        if let Some((staged, target)) = staged {
            place(staged, number, seq, &target, journal)?;
            file = target;
        }
        Ok((number, file))
    }

    /// The journal's row for the slip: who, which table and game, what was paid (the
    /// lines' paid and net, and the amount to be paid), and whether the cage pays it.
    fn entry<'b>(&'b self, round_sha256: &'b str) -> NewSlip<'b> {
        let [paid, net, to_pay] = &self.amounts;
        NewSlip {
            time: &self.time,
            supervisor: self.who.supervisor.trim(),
            supervisor_id: self.who.supervisor_id.trim(),
            table: &self.table,
            game: self.settlement.game.id(),
            paid,
            net,
            round_sha256,
            jackpot: !super::jackpots::of_settlement(self.settlement).is_empty(),
            to_pay,
            cage: self.cage.pays,
        }
    }

    /// The signed record of slip `number`, entered after `head`, its file at `file`.
    fn signed(&self, number: i64, head: &Head, file: &str) -> Signed {
        Signed {
            slip: number,
            time: self.time.clone(),
            property: self.who.property.trim().to_string(),
            location: self.who.location.trim().to_string(),
            table: self.table.clone(),
            station: self.station.clone(),
            supervisor: self.who.supervisor.trim().to_string(),
            supervisor_id: self.who.supervisor_id.trim().to_string(),
            dealer: self.who.dealer.trim().to_string(),
            round: self.round_text.to_string(),
            paytables: EmbeddedPaytables::of(self.settlement),
            house_rules: EmbeddedHouseRules::of(self.round, self.catalog),
            floor: EmbeddedFloor::of(self.settlement, self.catalog.floor(), self.year),
            settlement: self.settlement_json.clone(),
            patron: (!self.who.patron.is_empty()).then(|| trimmed_patron(&self.who.patron)),
            witness: (!self.who.witness.is_empty()).then(|| Witness {
                name: self.who.witness.name.trim().to_string(),
                id: self.who.witness.id.trim().to_string(),
            }),
            rulebook: self.round.house.edition.number(),
            supervisor_key: self.supervisor_key.clone(),
            witness_key: self.witness_key.clone(),
            journal: Some(Place {
                journal: self.journal_id.clone(),
                ..place_after(head, file)
            }),
            local: Some(self.local.clone()),
            cage: Some(self.cage),
            reissues: self.reissues,
        }
    }
}

/// Renames a recorded slip's staged file into place and tells the journal so.
fn place(
    staged: Staged,
    number: i64,
    seq: i64,
    out: &Path,
    journal: &mut Journal,
) -> Result<(), SlipError> {
    staged.commit().map_err(|e| InputError::NotPlaced {
        number,
        path: out.to_path_buf(),
        source: Arc::new(e),
    })?;
    // Not being able to say so leaves the slip listed as missing until the listing
    // finds the file itself: never an error for a slip already in place.
    let _ = journal.mark_placed(seq);
    Ok(())
}

/// Prints a slip again from the journal, marked REPRINT with its count and time (and
/// VOID with the void's reason and time when voided).
pub fn reprint(
    number: i64,
    out: Option<&Path>,
    data_dir: &Path,
    options: &Options,
) -> Result<SlipIssued, SlipError> {
    check_actor(&options.who)?;
    if !Journal::exists(data_dir) {
        return Err(InputError::NoSuchSlip(number).into());
    }
    let mut journal = Journal::open(data_dir)?;
    let slip = journal
        .slip(number)?
        .ok_or(InputError::NoSuchSlip(number))?;
    let (keys, register) = writing_keys(&mut journal, data_dir)?;
    let mut payload = copy_payload(number, &slip, &keys)?;
    let settlement = payload.signed.settle().map_err(InputError::Round)?;
    let ready = Ready::check(out, options.force, &options.inputs, data_dir)?;
    let mut pins = options.pins.clone();
    let who = acting(
        &mut journal,
        &keys,
        &register,
        &options.who,
        Act::Reprint,
        &mut pins,
    )?;
    let notes = housekeeping(&journal, data_dir)?;
    let at = options.moment();
    journal.check_clock(at)?;
    let time = pitpay_journal::utc_text(at);
    let paper =
        slip_paper(options.paper, data_dir, settlement.currency).map_err(InputError::Settings)?;
    let printing = copy_printing(&slip, paper, &time, &journal);
    let floor = FloorCatalog::with_operator_dir(Some(&data_dir.join("paytables")));
    // The copy records its slip's entries and where its own stands, so it is
    // drawn inside the transaction that records it, as a slip is.
    let before = journal.slip_entries(number)?;
    let station = journal.station().to_string();
    // The copies printed after the original so far, this one included.
    let copy = slip.hashes.len();
    let target = ready.target(number, Some((copy, slip.void.is_some())));
    let file = absolute(&target);
    let mut staged: Option<Staged> = None;
    let seq = journal.reprint(number, &who, &time, &keys, |head| {
        payload.copy_entries = Some(CopyEntries {
            before,
            place: place_after(head, &file),
            time: time.clone(),
            who: who.name.clone(),
            who_id: who.id.clone(),
            station,
        });
        let bytes = render_sealed(
            &payload,
            &settlement,
            &keys,
            (&printing, options.words()),
            &floor,
        )?;
        staged = Some(stage(&target, &bytes, &staging_dir(data_dir))?);
        Ok::<_, SlipError>(CopyFile {
            sha256: sha256_hex(&bytes),
            file: file.clone(),
        })
    })?;
    if let Some(staged) = staged {
        place(staged, number, seq, &target, &mut journal)?;
    }
    let mut notes = notes;
    notes.extend(journal.take_notes());
    Ok(SlipIssued {
        number,
        file: target,
        notes,
    })
}

/// The signed record of slip `number` as the journal holds it, made ready to print
/// again: marked as a copy (VOID when voided), its seal cleared. A copy is sealed with
/// the key that signed the slip, so only its own station may print one.
fn copy_payload(number: i64, slip: &SlipRecord, keys: &Keys) -> Result<Payload, SlipError> {
    let mut payload: Payload =
        serde_json::from_str(&slip.payload).map_err(|e| InputError::DamagedRecord {
            number,
            source: Arc::new(e),
        })?;
    payload.copy = if slip.void.is_some() {
        Copy::Void
    } else {
        Copy::Reprint
    };
    payload.seal = pdf::SEAL_ZERO.to_string();
    if payload.public_key != keys.public_hex() {
        return Err(InputError::OtherStation {
            number,
            station: slip.station.clone(),
            fingerprint: payload.key_fingerprint,
        }
        .into());
    }
    Ok(payload)
}

/// How a copy is printed: on `paper` at `time`, counted after every copy the journal
/// holds (the original and each reprint), and marked VOID with the void's reason.
fn copy_printing(slip: &SlipRecord, paper: Paper, time: &str, journal: &Journal) -> Printing {
    Printing {
        paper,
        time: time.to_string(),
        clock: Some(journal.clock().clone()),
        reprint: Some(slip.hashes.len()),
        void: slip.void.as_ref().map(|v| Void {
            reason: v.reason.clone(),
            time: Some(v.time.clone()),
        }),
        duplicate: false,
    }
}

/// Voids a slip in the journal: who, when and why (its copies then fail `verify`, and
/// its reprints say VOID).
pub fn void(
    number: i64,
    reason: &str,
    data_dir: &Path,
    who: &Actor,
    pins: &mut Pins,
) -> Result<(), SlipError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(InputError::NoVoidReason.into());
    }
    pitpay_core::check(Label::Reason, reason).map_err(|m| InputError::Label {
        field: Field::Reason,
        message: m.to_string(),
    })?;
    check_actor(who)?;
    if !Journal::exists(data_dir) {
        return Err(JournalError::NoSlip(number).into());
    }
    let mut journal = Journal::open(data_dir)?;
    if journal.slip(number)?.is_none() {
        return Err(JournalError::NoSlip(number).into());
    }
    let (keys, register) = writing_keys(&mut journal, data_dir)?;
    journal.check_clock(jiff::Timestamp::now())?;
    let who = acting(&mut journal, &keys, &register, who, Act::Void, pins)?;
    journal.void(number, &who, reason, &now(), &keys)?;
    Ok(())
}

/// This station's key, to write with (a lost or replaced one refused in words), and
/// the staff register.
pub(crate) fn writing_keys(
    journal: &mut Journal,
    data_dir: &Path,
) -> Result<(Keys, Register), SlipError> {
    // Another process of this installation may write between reading the register and
    // the guard reading the newest entry (a fresh installation's first slips at once):
    // an entry then signed by a key this read did not know yet is read again with the
    // register as it stands now. A journal that was really changed refuses each time.
    let mut tries = 0;
    loop {
        let authority = journal
            .authority(None)?
            .map_err(JournalError::RegisterDamaged)?;
        match journal.writing_keys(data_dir, &authority) {
            Ok(keys) => return Ok((keys, authority.register)),
            Err(JournalError::Altered(_)) if tries < 3 => tries += 1,
            Err(e) => return Err(e.into()),
        }
    }
}

/// Who reprints or voids: with a staff register, the member `who.id` names, signed in
/// with their PIN and allowed to (`act`); without one, as given.
pub(crate) fn acting(
    journal: &mut Journal,
    keys: &Keys,
    register: &Register,
    who: &Actor,
    act: Act,
    pins: &mut Pins,
) -> Result<Actor, SlipError> {
    if register.is_empty() {
        return Ok(who.clone());
    }
    let signed_in =
        sign_in(journal, Some(keys), register, &who.id, act, pins).map_err(staff_error)?;
    Ok(Actor {
        name: signed_in.member.name.clone(),
        id: signed_in.member.id.clone(),
    })
}

fn staff_error(e: crate::staff::SignInError) -> SlipError {
    match e {
        crate::staff::SignInError::Staff(s) => InputError::Staff(s).into(),
        crate::staff::SignInError::Journal(j) => InputError::Journal(j).into(),
    }
}

/// The enrolled people who sign a slip, their keys unsealed (none without a register).
#[derive(Default)]
struct People {
    supervisor: Option<SignedIn>,
    witness: Option<SignedIn>,
}

impl People {
    fn supervisor_key(&self) -> String {
        self.supervisor
            .as_ref()
            .map(|s| s.keys.public_hex())
            .unwrap_or_default()
    }

    fn witness_key(&self) -> String {
        self.witness
            .as_ref()
            .map(|s| s.keys.public_hex())
            .unwrap_or_default()
    }

    /// Their own signatures over the signed record, beside the station's.
    fn countersign(&self, mut payload: Payload) -> Payload {
        let bytes = payload.signed.canonical();
        if let Some(s) = &self.supervisor {
            payload.supervisor_signature = s.keys.sign(&bytes);
        }
        if let Some(w) = &self.witness {
            payload.witness_signature = w.keys.sign(&bytes);
        }
        payload
    }
}

/// With a staff register: the supervisor is the enrolled supervisor or manager
/// `--supervisor-id` names, signed in with their PIN (their name is the register's; a
/// different `--supervisor` is refused), and a witness, where the slip has one, is
/// another enrolled member, with their PIN.
fn sign_off_people(
    journal: &mut Journal,
    keys: &Keys,
    register: &Register,
    who: &mut SignOff,
    settlement: (&Settlement, &FloorCatalog, i32),
    pins: &mut Pins,
) -> Result<People, SlipError> {
    if register.is_empty() {
        return Ok(People::default());
    }
    let staff = |e: StaffError| SlipError::from(InputError::Staff(e));
    let member = register
        .authorize(&who.supervisor_id, Act::Sign)
        .map_err(staff)?;
    same_name(&who.supervisor, member).map_err(staff)?;
    who.supervisor = member.name.clone();
    who.supervisor_id = member.id.clone();
    let (settlement, floor, year) = settlement;
    let witnessed =
        !who.witness.id.trim().is_empty() || patron_needed_for(settlement, floor, year).is_some();
    if witnessed {
        let witness = register
            .authorize(&who.witness.id, Act::Witness)
            .map_err(staff)?;
        if witness.id == member.id {
            return Err(staff(StaffError::WitnessIsSigner(witness.id.clone())));
        }
        same_name(&who.witness.name, witness).map_err(staff)?;
        who.witness.name = witness.name.clone();
        who.witness.id = witness.id.clone();
    }
    let supervisor = sign_in(
        journal,
        Some(keys),
        register,
        &who.supervisor_id,
        Act::Sign,
        pins,
    )
    .map_err(staff_error)?;
    let witness = if witnessed {
        Some(
            sign_in(
                journal,
                Some(keys),
                register,
                &who.witness.id,
                Act::Witness,
                pins,
            )
            .map_err(staff_error)?,
        )
    } else {
        None
    };
    Ok(People {
        supervisor: Some(supervisor),
        witness,
    })
}

/// A name given for an enrolled member must be the register's (or left out).
fn same_name(given: &str, member: &crate::staff::Member) -> Result<(), StaffError> {
    let given = given.trim();
    if given.is_empty() || given == member.name {
        return Ok(());
    }
    Err(StaffError::NameMismatch {
        given: given.to_string(),
        id: member.id.clone(),
        registered: member.name.clone(),
    })
}

/// A round the journal already holds a slip for: refused without `--again`, a warning
/// with it; and the slip this one re-issues, when that one is live (a round whose slip
/// was voided is issued anew, not re-issued).
fn check_again(
    journal: &Journal,
    round_sha256: &str,
    again: bool,
) -> Result<(Option<Sentence>, Option<i64>), SlipError> {
    let Some(before) = journal.issued_for_round(round_sha256)? else {
        return Ok((None, None));
    };
    if !again {
        return Err(InputError::AlreadyIssued {
            number: before.number,
            time: before.time,
            supervisor: before.supervisor,
        }
        .into());
    }
    let live = journal
        .slip(before.number)?
        .is_some_and(|r| r.void.is_none());
    let note = sentence!(
        "note-issued-again",
        number = before.number,
        time = before.time,
        by = before.supervisor
    );
    Ok((Some(note), live.then_some(before.number)))
}

/// The sign-off: a supervisor's name and ID, each field within its limits.
fn check_sign_off(who: &SignOff) -> Result<(), SlipError> {
    if who.supervisor_id.trim().is_empty() {
        return Err(InputError::NoSupervisor.into());
    }
    let fields = [
        (Field::Supervisor, Label::Name, &who.supervisor),
        (Field::SupervisorId, Label::Id, &who.supervisor_id),
        (Field::Property, Label::Property, &who.property),
        (Field::Dealer, Label::Name, &who.dealer),
    ];
    for (field, kind, text) in fields {
        pitpay_core::check(kind, text.trim()).map_err(|m| InputError::Label {
            field,
            message: m.to_string(),
        })?;
    }
    Ok(())
}

/// A supervisor's name: given, or (with a staff register) the register's.
fn check_named(who: &SignOff) -> Result<(), SlipError> {
    if who.supervisor.trim().is_empty() {
        return Err(InputError::NoSupervisor.into());
    }
    Ok(())
}

/// A slip with a W-2G or withholding flag or a meter award names
/// the patron (only the last four characters of their ID's number) and a witness who
/// is not the signing supervisor; given on any other slip, they are checked the same.
fn check_patron(
    who: &SignOff,
    settlement: &Settlement,
    floor: &FloorCatalog,
    year: i32,
) -> Result<(), SlipError> {
    let (patron, witness) = (&who.patron, &who.witness);
    if let Some(why) = patron_needed_for(settlement, floor, year) {
        let missing = [
            &patron.name,
            &patron.id_type,
            &patron.id_last4,
            &witness.name,
            &witness.id,
        ]
        .iter()
        .any(|f| f.trim().is_empty());
        if missing {
            return Err(InputError::NoPatron { why }.into());
        }
    }
    if patron.is_empty() && witness.is_empty() {
        return Ok(());
    }
    let fields = [
        (Field::Patron, Label::Name, &patron.name),
        (Field::PatronIdType, Label::Id, &patron.id_type),
        (Field::Witness, Label::Name, &witness.name),
        (Field::WitnessId, Label::Id, &witness.id),
    ];
    for (field, kind, text) in fields {
        pitpay_core::check(kind, text.trim()).map_err(|m| InputError::Label {
            field,
            message: m.to_string(),
        })?;
    }
    let last4 = patron.id_last4.trim();
    if !(last4.chars().count() == 4 && last4.chars().all(|c| c.is_ascii_alphanumeric())) {
        return Err(InputError::Label {
            field: Field::PatronIdLast4,
            message: format!(
                "must be exactly the last 4 letters or digits of the ID's number ({} characters were given; never enter a full ID or tax number)",
                last4.chars().count()
            ),
        }
        .into());
    }
    if !witness.id.trim().is_empty()
        && witness
            .id
            .trim()
            .eq_ignore_ascii_case(who.supervisor_id.trim())
    {
        return Err(InputError::Label {
            field: Field::WitnessId,
            message: "is the signing supervisor's own ID: the witness is a second employee"
                .to_string(),
        }
        .into());
    }
    Ok(())
}

/// Why a settlement's slip needs the patron and a witness, in words ("a W-2G flag and
/// a progressive meter award"), or `None`: under the jurisdictions of `floor` (those of
/// the folders the round was read with), with the thresholds of `year` (the property's
/// calendar year the slip is dated in) when the round has no date.
pub fn patron_needed_for(
    settlement: &Settlement,
    floor: &FloorCatalog,
    year: i32,
) -> Option<String> {
    let st = pitpay_core::statement(settlement, floor, year, pitpay_language::english());
    let mut why: Vec<String> = Vec::new();
    for r in st.rows() {
        for f in r.flags.iter().filter(|f| f.needs_patron()) {
            let form = if f.id == "w2g" { "W-2G" } else { f.id };
            let what = format!("a {form} flag");
            if !why.contains(&what) {
                why.push(what);
            }
        }
        if r.meter_award && !why.iter().any(|w| w.contains("meter")) {
            why.push("a progressive meter award".to_string());
        }
    }
    (!why.is_empty()).then(|| why.join(" and "))
}

fn trimmed_patron(p: &Patron) -> Patron {
    Patron {
        name: p.name.trim().to_string(),
        id_type: p.id_type.trim().to_string(),
        id_last4: p.id_last4.trim().to_string(),
    }
}

/// Who reprints or voids, when given.
fn check_actor(who: &Actor) -> Result<(), SlipError> {
    pitpay_core::check(Label::Name, &who.name).map_err(|m| InputError::Label {
        field: Field::Supervisor,
        message: m.to_string(),
    })?;
    pitpay_core::check(Label::Id, &who.id).map_err(|m| InputError::Label {
        field: Field::SupervisorId,
        message: m.to_string(),
    })?;
    Ok(())
}

/// Removes what killed runs left behind, and says which committed slips have no file.
fn housekeeping(journal: &Journal, data_dir: &Path) -> Result<Vec<Sentence>, SlipError> {
    let mut notes = Vec::new();
    let cleaned = pitpay_journal::clean_stale(&staging_dir(data_dir));
    if !cleaned.is_empty() {
        notes.push(sentence!("note-stale-removed", count = cleaned.len()));
    }
    // In a shared journal, the slips whose file this station was to write; read from the
    // few copies not yet known to be in place, so the cost does not grow with the journal.
    for number in journal.missing_files()? {
        notes.push(sentence!("note-file-never-appeared", number = number));
    }
    Ok(notes)
}

/// The folder of markers for staged slip files (see [`crate::files`]).
pub(super) fn staging_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("staging")
}

/// The signed record in its envelope: signed with the installation's key, the seal
/// still to place.
fn envelope(signed: Signed, keys: &Keys) -> Payload {
    let signature = keys.sign(&signed.canonical());
    Payload {
        pitpay_slip: record::FORMAT,
        copy: Copy::Original,
        signed,
        public_key: keys.public_hex(),
        key_fingerprint: keys::fingerprint(&keys.public()),
        signature,
        seal: pdf::SEAL_ZERO.to_string(),
        supervisor_signature: String::new(),
        witness_signature: String::new(),
        copy_entries: None,
    }
}

/// Where the entry after `head` stands, for a file written to `file`.
fn place_after(head: &Head, file: &str) -> Place {
    Place {
        entry: head.seq + 1,
        prev: head.hash.clone(),
        register: head.register.clone(),
        refused: head.refused.clone(),
        file: file.to_string(),
        jackpots: head.jackpots.clone(),
        journal: String::new(),
    }
}

/// The record as the PDF and the journal hold it: compact JSON.
fn record_json(payload: &Payload) -> String {
    serde_json::to_string(payload).unwrap_or_default()
}

pub(super) fn sha256_hex(bytes: &[u8]) -> String {
    keys::to_hex(&Sha256::digest(bytes))
}

/// Renders the slip (printed as `printing` says, in its words), embeds the record and
/// seals the file.
/// `floor`: the racks and jurisdictions of the data folder, for a slip issued before
/// slips carried their own.
fn render_sealed(
    payload: &Payload,
    settlement: &Settlement,
    keys: &Keys,
    (printing, words): (&Printing, &Words),
    floor: &FloorCatalog,
) -> Result<Vec<u8>, SlipError> {
    let pdf_bytes = layout::render(payload, settlement, printing, floor, words)?;
    let mut bytes = pdf::embed(&pdf_bytes, record_json(payload).as_bytes())?;
    let range = pdf::seal_range(&bytes).ok_or(InputError::SealPlacement)?;
    // The seal signs the file's SHA-256 (with the seal zeroed), not the megabytes
    // themselves: Ed25519 would hash them twice more.
    let seal = keys.sign(&Sha256::digest(&bytes));
    if let Some(slot) = bytes.get_mut(range) {
        slot.copy_from_slice(seal.as_bytes());
    }
    Ok(bytes)
}

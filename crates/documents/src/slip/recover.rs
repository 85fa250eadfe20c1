//! `pitpay journal --recover` (docs/operations.md, "Restoring and
//! recovering"): a journal that lost entries (restored from an older copy, or cut) takes
//! them back from slip files and stations' logs.
//!
//! A slip records where its issue stands in the journal and everything the entry's hash
//! covers, so its entry can be rebuilt exactly from the file; a copy printed again
//! carries its slip's entries as they stood, signed, and where its own stands. Only a
//! file that checks by itself (its seal and signature) is read. The journal layer
//! (`crate::journal`'s recovery) puts back what links; what cannot be brought back is
//! recorded as a gap on a manager's authority.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::keys::Keys;
use crate::pdf;
use crate::report;
use crate::staff::sign_in;
use crate::staff::Act;
use crate::staff::Pins;
use pitpay_journal::{chain, Actor, Event, Journal, Kind, Record};
use pitpay_journal::{Candidate, Recovery};
use pitpay_language::{sentence, Sentence};

use super::error::{InputError, SlipError, Unrecoverable};
use super::issue::sha256_hex;
use super::record::{Copy, Payload, Place};
use super::verify::{check_encodings, check_seal, read_record};

/// What `journal --recover` did: the recovery, and the gap it recorded (its entry and
/// the next slip number), if it recorded one.
#[derive(Debug, Clone)]
pub struct Recovered {
    /// What was brought back and what remains lost.
    pub recovery: Recovery,
    /// The gap recorded, when entries remained lost and a manager signed it.
    pub gap: Option<i64>,
    /// A shared journal's database, restored, replaced or moved, was adopted as the
    /// journal's: every podium writes to it again.
    pub adopted: bool,
    /// The journal's last entry now.
    pub end: i64,
    /// The next slip's number.
    pub next_slip: i64,
    /// Files read, and what was said of those passed over.
    pub notes: Vec<Sentence>,
}

/// Recovers the journal of `data_dir` from `paths` (slip files, stations' logs, folders
/// of them) and this station's own log; records the gap that remains, signed by the
/// manager `by` (with their PIN from `pins`), when `by` is given.
pub fn recover(
    data_dir: &Path,
    paths: &[PathBuf],
    by: Option<&str>,
    pins: &mut Pins,
) -> Result<Recovered, SlipError> {
    let mut journal = Journal::open(data_dir)?;
    let authority = journal
        .authority(None)?
        .map_err(pitpay_journal::JournalError::RegisterDamaged)?;
    let mut notes = Vec::new();
    let keys = match journal.station_keys(data_dir, &authority) {
        Ok(k) => Some(k),
        Err(e) => {
            notes.push(sentence!("note-cannot-sign-rebuilt", why = e.to_string()));
            None
        }
    };
    let mut files = Vec::new();
    let mut seen = Vec::new();
    for path in paths {
        gather(path, &mut files, &mut seen)?;
    }
    let mut candidates = Vec::new();
    let mut logs = Vec::new();
    for file in files {
        if pitpay_journal::is_station_log(&file) {
            logs.push(file);
            continue;
        }
        match from_slip(&file) {
            Ok(found) => candidates.extend(found),
            Err(why) => notes.push(sentence!(
                "note-passed-over",
                file = file.display().to_string(),
                why = why.to_string()
            )),
        }
    }
    let recovery = journal.recover(candidates, &logs, &authority, keys.as_ref())?;
    let mut gap = None;
    let mut adopted = recovery.adopted.is_some();
    let unadopted = recovery.replaced && !adopted;
    if !recovery.lost.is_empty() || unadopted {
        if let (Some(by), Some(keys)) = (by, keys.as_ref()) {
            let seq = record_gap(&mut journal, keys, &recovery, by, pins)?;
            gap = (!recovery.lost.is_empty()).then_some(seq);
            adopted |= recovery.replaced;
        }
    }
    notes.extend(journal.take_notes());
    let head = journal.head()?;
    let (end, next_slip) = (head.seq, head.last_slip + 1);
    Ok(Recovered {
        recovery,
        gap,
        adopted,
        end,
        next_slip,
        notes,
    })
}

/// Records the gap on the authority of `by`: with a staff register, an active manager
/// signed in with their PIN (a wrong one is kept by the station and counted, never
/// written into the journal being recovered); without one, as given.
fn record_gap(
    journal: &mut Journal,
    keys: &Keys,
    recovery: &Recovery,
    by: &str,
    pins: &mut Pins,
) -> Result<i64, SlipError> {
    let authority = journal
        .authority(None)?
        .map_err(pitpay_journal::JournalError::RegisterDamaged)?;
    let register = authority.register;
    if register.is_empty() {
        let who = Actor::or_account(None, Some(by));
        return Ok(journal.record_gap(keys, recovery, &who, None)?);
    }
    let manager =
        sign_in(journal, None, &register, by, Act::Manage, pins).map_err(|e| match e {
            crate::staff::SignInError::Staff(s) => SlipError::from(InputError::Staff(s)),
            crate::staff::SignInError::Journal(j) => SlipError::from(j),
        })?;
    let who = Actor {
        name: manager.member.name.clone(),
        id: manager.member.id.clone(),
    };
    Ok(journal.record_gap(keys, recovery, &who, Some(&manager.keys))?)
}

/// The files under `path` (itself, or every file in a folder and its folders), each a
/// regular file. Anything else is refused by name before a byte is read, since opening
/// it could wait for ever (a FIFO) or never end (a device): a device, a FIFO, a socket,
/// a loop of symbolic links, and a folder reached again through a link (`seen`: the
/// folders entered, resolved).
fn gather(path: &Path, files: &mut Vec<PathBuf>, seen: &mut Vec<PathBuf>) -> Result<(), SlipError> {
    let refuse = |why: Unrecoverable| InputError::NotRecoverable {
        path: path.to_path_buf(),
        why,
    };
    let meta = std::fs::metadata(path).map_err(|e| refuse(unreadable(path, e)))?;
    if meta.is_file() {
        files.push(path.to_path_buf());
        return Ok(());
    }
    if !meta.is_dir() {
        return Err(refuse(not_a_file(&meta)).into());
    }
    let resolved = std::fs::canonicalize(path).map_err(|e| refuse(unreadable(path, e)))?;
    if seen.contains(&resolved) {
        return Err(refuse(Unrecoverable::FolderLoop(resolved)).into());
    }
    seen.push(resolved);
    let listed = std::fs::read_dir(path).map_err(|e| refuse(unreadable(path, e)))?;
    let mut entries: Vec<PathBuf> = listed.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for entry in entries {
        gather(&entry, files, seen)?;
    }
    seen.pop();
    Ok(())
}

/// Why a path cannot be read: a loop of symbolic links named as one.
fn unreadable(path: &Path, e: std::io::Error) -> Unrecoverable {
    let is_loop = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
        && std::fs::canonicalize(path).is_err()
        && e.kind() != std::io::ErrorKind::NotFound;
    if is_loop {
        return Unrecoverable::LinkLoop;
    }
    match e.kind() {
        std::io::ErrorKind::NotFound => Unrecoverable::Missing,
        _ => Unrecoverable::Unreadable(Arc::new(e)),
    }
}

/// What a path that is neither a file nor a folder is.
fn not_a_file(meta: &std::fs::Metadata) -> Unrecoverable {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        let t = meta.file_type();
        if t.is_fifo() {
            return Unrecoverable::Fifo;
        }
        if t.is_char_device() || t.is_block_device() {
            return Unrecoverable::Device;
        }
        if t.is_socket() {
            return Unrecoverable::Socket;
        }
    }
    let _ = meta;
    Unrecoverable::NotRegular
}

/// Why a slip file gives no entry to recover (it is passed over, and said so).
#[derive(Debug, thiserror::Error)]
enum NotRebuilt {
    /// The file does not read.
    #[error(transparent)]
    Unread(#[from] pitpay_core::ReadError),
    /// It is not a sound slip.
    #[error(transparent)]
    Slip(#[from] SlipError),
    /// Its signature does not match its record.
    #[error("its signature does not match its record (the file was changed)")]
    Signature,
    /// Issued before slips recorded where they stand in the journal.
    #[error("it was issued before slips recorded where they stand in the journal, so its entry cannot be rebuilt")]
    NoPlace,
    /// A copy printed before copies recorded their slip's entries.
    #[error("it is a copy printed before copies recorded their slip's entries, so they cannot be rebuilt from it")]
    OldCopy,
    /// Its round no longer settles.
    #[error("its round no longer settles ({0})")]
    NoLongerSettles(pitpay_core::FileError),
}

/// The journal entries a slip file holds: its issue (an original), or its slip's
/// entries and its own (a copy). `Err` says why none.
fn from_slip(file: &Path) -> Result<Vec<Candidate>, NotRebuilt> {
    let bytes = pitpay_core::read_limited(file, pitpay_core::Input::Slip, 64 << 20)?;
    let payload = read_record(&bytes)?;
    check_encodings(&payload)?;
    check_seal(&bytes, &payload.public_key)?;
    if !crate::keys::verify(
        &payload.public_key,
        &payload.signed.canonical(),
        &payload.signature,
    ) {
        return Err(NotRebuilt::Signature);
    }
    let from = file.display().to_string();
    let candidate = |record: Record| Candidate {
        record,
        from: from.clone(),
    };
    match (&payload.copy, &payload.copy_entries) {
        (Copy::Original, _) => {
            let place = payload.signed.journal.clone().ok_or(NotRebuilt::NoPlace)?;
            let issue = issue_entry(&payload, &place, sha256_hex(&bytes))?;
            Ok(vec![candidate(issue)])
        }
        (_, Some(c)) => {
            let mut out = Vec::new();
            let original = original_record(&payload);
            for r in &c.before {
                let mut r = r.clone();
                if r.event.kind == Kind::Issue {
                    r.event.payload = original.clone();
                }
                out.push(candidate(r));
            }
            let mut e = Event::new(Kind::Reprint, payload.signed.slip, &c.time);
            e.station = c.station.clone();
            e.who = c.who.clone();
            e.who_id = c.who_id.clone();
            e.file_sha256 = sha256_hex(&bytes);
            out.push(candidate(rebuilt(e, &c.place, &payload.public_key)));
            Ok(out)
        }
        (_, None) => Err(NotRebuilt::OldCopy),
    }
}

/// A slip's issue entry, rebuilt from its record as the slip command wrote it.
fn issue_entry(
    payload: &Payload,
    place: &Place,
    file_sha256: String,
) -> Result<Record, NotRebuilt> {
    let signed = &payload.signed;
    let settlement = signed.settle().map_err(NotRebuilt::NoLongerSettles)?;
    let mut e = Event::new(Kind::Issue, signed.slip, &signed.time);
    e.station = signed.station.clone();
    e.who = signed.supervisor.clone();
    e.who_id = signed.supervisor_id.clone();
    e.table = settlement.header.table.clone().unwrap_or_default();
    e.game = settlement.game.id().to_string();
    e.paid = settlement.player.paid.to_string();
    e.net = settlement.player.net.to_string();
    e.payload = original_record(payload);
    e.file_sha256 = file_sha256;
    e.round_sha256 = sha256_hex(report::to_json(&settlement).to_string().as_bytes());
    e.jackpot = !super::jackpots::of_settlement(&settlement).is_empty();
    // The amount to be paid and the cage, as a slip issued since records them.
    if let Some(cage) = &signed.cage {
        e.to_pay = cage
            .to_pay
            .map(|c| pitpay_core::Money::from_cents(c).to_string())
            .unwrap_or_default();
        e.cage = cage.pays;
    }
    Ok(rebuilt(e, place, &payload.public_key))
}

/// The slip record as the journal holds it: the original's, unsealed.
fn original_record(payload: &Payload) -> String {
    let mut original = payload.clone();
    original.copy = Copy::Original;
    original.seal = pdf::SEAL_ZERO.to_string();
    original.copy_entries = None;
    serde_json::to_string(&original).unwrap_or_default()
}

/// An entry rebuilt at `place`, named as signed by `signer`, hashed, not yet signed.
fn rebuilt(mut e: Event, place: &Place, signer: &str) -> Record {
    e.file = place.file.clone();
    e.signer = signer.to_string();
    e.register = place.register.clone();
    e.refused = place.refused.clone();
    e.jackpots = place.jackpots.clone();
    e.payload_sha256 = chain::sha256_hex(e.payload.as_bytes());
    let hash = chain::sha256_hex(&chain::canonical(place.entry, &e, &place.prev));
    Record {
        seq: place.entry,
        event: e,
        prev: place.prev.clone(),
        hash,
        signature: String::new(),
    }
}

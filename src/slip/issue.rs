//! Issuing a slip and printing it again (ROUND-FILE.md `slip`, `reprint`).
//!
//! Issuing settles the round, takes the next number from the journal, signs the record,
//! draws and seals the PDF, and stages it beside its target; the journal records the
//! slip in the same transaction that took the number, and only then is the file put in
//! place. Nothing is written on bad input, and a number is never taken by a slip that
//! was not recorded.

use std::path::Path;
use std::sync::Arc;

use sha2::{Digest, Sha256};

use crate::catalog::Catalog;
use crate::files::{self, Access, Staged};
use crate::journal::{Issued, Journal, NewSlip};
use crate::keys::{self, Keys};
use crate::pdf::{self, Paper};
use crate::report;
use crate::round::Round;
use crate::settings::slip_paper;
use crate::settle::{settle, Settlement};

use super::layout::{self, Printing, Void};
use super::record::{self, Copy, EmbeddedHouseRules, EmbeddedPaytables, Payload, Signed};
use super::{InputError, SignOff, SlipError};

/// Issues a slip: settles the round, takes the next number, writes the signed PDF to
/// `out` (atomically) and records it. Returns the slip number. `paper` is `--paper`;
/// without it the data folder's setting decides ([`crate::settings::slip_paper`]).
pub fn issue(
    round_file: &str,
    round_text: &str,
    catalog: &Catalog,
    who: &SignOff,
    out: &Path,
    data_dir: &Path,
    paper: Option<Paper>,
) -> Result<i64, SlipError> {
    if who.supervisor.trim().is_empty() || who.supervisor_id.trim().is_empty() {
        return Err(InputError::NoSupervisor.into());
    }
    let round = Round::parse(round_file, round_text, catalog).map_err(InputError::Round)?;
    let settlement = settle(&round).map_err(|e| InputError::Round(round.locate(e)))?;
    check_writable(out)?;
    let paper = slip_paper(paper, data_dir, settlement.currency).map_err(InputError::Settings)?;
    let keys = Keys::load_or_create(data_dir)?;
    let time = now();
    let printing = Printing {
        paper,
        time: time.clone(),
        reprint: None,
        void: None,
    };
    let mut journal = Journal::open(data_dir)?;
    let table = settlement.table.clone().unwrap_or_default();
    let paid = settlement.player.paid.to_string();
    let net = settlement.player.net.to_string();
    let entry = NewSlip {
        time: &time,
        supervisor: who.supervisor.trim(),
        supervisor_id: who.supervisor_id.trim(),
        table: &table,
        game: settlement.game.id(),
        paid: &paid,
        net: &net,
    };
    // The number is taken, the PDF made and staged beside `out`, and the slip recorded
    // in one journal transaction; only then is the file renamed into place. A failure
    // before that drops the staged file, which removes it.
    let mut staged: Option<Staged> = None;
    let number = journal.issue(&entry, |number| -> Result<Issued, SlipError> {
        let signed = Signed {
            slip: number,
            time: time.clone(),
            property: who.property.clone(),
            table: table.clone(),
            supervisor: who.supervisor.trim().to_string(),
            supervisor_id: who.supervisor_id.trim().to_string(),
            dealer: who.dealer.clone(),
            round: round_text.to_string(),
            paytables: EmbeddedPaytables::of(&settlement),
            house_rules: EmbeddedHouseRules::of(&round, catalog),
            settlement: report::to_json(&settlement),
        };
        let payload = envelope(signed, &keys);
        let bytes = render_sealed(&payload, &settlement, &keys, &printing)?;
        staged = Some(stage(out, &bytes)?);
        Ok(Issued {
            payload: record_json(&payload),
            sha256: sha256_hex(&bytes),
            signature: payload.signature,
        })
    })?;
    if let Some(staged) = staged {
        staged.commit().map_err(|e| InputError::NotPlaced {
            number,
            path: out.to_path_buf(),
            source: Arc::new(e),
        })?;
    }
    Ok(number)
}

/// Prints a slip again from the journal, marked REPRINT with its count and time (and
/// VOID with the void's reason when voided). `paper` as for [`issue`].
pub fn reprint(
    number: i64,
    out: &Path,
    data_dir: &Path,
    paper: Option<Paper>,
) -> Result<(), SlipError> {
    let mut journal = Journal::open(data_dir)?;
    let (payload, state, _) = journal
        .payload(number)?
        .ok_or(InputError::NoSuchSlip(number))?;
    let mut payload: Payload =
        serde_json::from_str(&payload).map_err(|e| InputError::DamagedRecord {
            number,
            source: Arc::new(e),
        })?;
    payload.copy = if state == "void" {
        Copy::Void
    } else {
        Copy::Reprint
    };
    payload.seal = pdf::SEAL_ZERO.to_string();
    let keys = Keys::load_or_create(data_dir)?;
    let settlement = payload.signed.settle().map_err(InputError::Round)?;
    check_writable(out)?;
    let time = now();
    let printing = Printing {
        paper: slip_paper(paper, data_dir, settlement.currency).map_err(InputError::Settings)?,
        time: time.clone(),
        // Every copy the journal holds (the original and each reprint) came before.
        reprint: Some(journal.hashes(number)?.len()),
        void: void_of(&journal, number, &state)?,
    };
    let bytes = render_sealed(&payload, &settlement, &keys, &printing)?;
    let staged = stage(out, &bytes)?;
    journal.record_reprint(number, &sha256_hex(&bytes), &time)?;
    staged.commit().map_err(|e| InputError::Write {
        path: out.to_path_buf(),
        source: Arc::new(e),
    })?;
    Ok(())
}

/// The void as the journal records it, for a voided slip's copies (the journal keeps
/// the reason; it does not record when).
fn void_of(journal: &Journal, number: i64, state: &str) -> Result<Option<Void>, SlipError> {
    if state != "void" {
        return Ok(None);
    }
    let reason = journal
        .list()?
        .into_iter()
        .find(|e| e.number == number)
        .and_then(|e| e.void_reason)
        .unwrap_or_default();
    Ok(Some(Void { reason, time: None }))
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
    }
}

/// The record as the PDF and the journal hold it: compact JSON.
fn record_json(payload: &Payload) -> String {
    serde_json::to_string(payload).unwrap_or_default()
}

pub(super) fn sha256_hex(bytes: &[u8]) -> String {
    keys::to_hex(&Sha256::digest(bytes))
}

fn now() -> String {
    let format =
        time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]Z");
    time::OffsetDateTime::now_utc()
        .format(&format)
        .unwrap_or_default()
}

fn check_writable(out: &Path) -> Result<(), SlipError> {
    files::check_writable(out).map_err(|e| {
        let folder = files::folder_of(out).to_path_buf();
        let source = Arc::new(e);
        InputError::Unwritable { folder, source }.into()
    })
}

/// The slip's bytes written and synced beside `out`, not yet in place.
fn stage(out: &Path, bytes: &[u8]) -> Result<Staged, SlipError> {
    Staged::write(out, bytes, Access::Shared).map_err(|e| {
        let path = out.to_path_buf();
        InputError::Write {
            path,
            source: Arc::new(e),
        }
        .into()
    })
}

/// Renders the slip, embeds the record and seals the file.
fn render_sealed(
    payload: &Payload,
    settlement: &Settlement,
    keys: &Keys,
    printing: &Printing,
) -> Result<Vec<u8>, SlipError> {
    let pdf_bytes = layout::render(payload, settlement, printing)?;
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

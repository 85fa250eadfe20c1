//! Verifying a slip (ROUND-FILE.md "Verify"; issue 9), check by check: the embedded
//! record reads; a copy marked VOID is void everywhere; the seal, signature and key are
//! written in their one canonical form; the seal matches every byte of the file; the
//! signature matches the signed record; the key is this installation's or a trusted
//! one; the embedded round settles again to exactly what the slip states; and, for a
//! slip this installation's key signed, its journal holds together, holds the slip,
//! recorded this very file and has not voided it.

use std::path::Path;

use sha2::{Digest, Sha256};

use crate::journal::Journal;
use crate::keys::{self, Keys};
use crate::pdf;
use crate::report;

use super::issue::sha256_hex;
use super::record::{Copy, Payload};
use super::{Damage, Failure, InputError, SlipError};

/// Who signed a slip, as the summary names them.
struct Signer {
    /// "this installation" or `trusted key "NAME"`.
    who: String,
    /// The key's fingerprint.
    fingerprint: String,
    /// Whether it is this installation's own key (its journal then speaks for the slip).
    own: bool,
}

/// A slip that passed: the summary, and warnings (a trusted-keys file that does not
/// read) that did not stop it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// One line: who signed, and the totals.
    pub summary: String,
    /// Problems noticed on the way, one line each.
    pub warnings: Vec<String>,
}

/// Verifies a slip file.
pub fn verify(bytes: &[u8], data_dir: &Path) -> Result<Verified, SlipError> {
    let payload = read_record(bytes)?;
    if payload.copy == Copy::Void {
        return Err(Failure::MarkedVoid.into());
    }
    check_encodings(&payload)?;
    check_seal(bytes, &payload.public_key)?;
    let signed = &payload.signed;
    if !keys::verify(&payload.public_key, &signed.canonical(), &payload.signature) {
        return Err(Failure::SignatureMismatch.into());
    }
    let (signer, warnings) = signer(&payload.public_key, data_dir)?;
    let settlement = signed.settle().map_err(Failure::NoLongerSettles)?;
    if report::to_json(&settlement) != signed.settlement {
        return Err(Failure::DifferentSettlement.into());
    }
    if signer.own {
        check_journal(bytes, signed.slip, &payload.public_key, data_dir)?;
    }
    let totals = &signed.settlement["totals"]["player"];
    let summary = format!(
        "slip {} verified: signed by {} (key {}), re-settles to the same payouts (player paid {}, net {})",
        signed.slip,
        signer.who,
        signer.fingerprint,
        totals["paid"].as_str().unwrap_or(""),
        totals["net"].as_str().unwrap_or("")
    );
    Ok(Verified { summary, warnings })
}

/// The embedded record. A file that carries Pitpay's marks but cannot be read was a
/// slip and was changed: that is a failed verification, not a wrong kind of file.
fn read_record(bytes: &[u8]) -> Result<Payload, SlipError> {
    let marked = bytes.windows(10).any(|w| w == b"PitpaySlip") || pdf::seal_range(bytes).is_some();
    let damaged = |what: Damage| -> SlipError {
        if marked {
            Failure::Changed(what).into()
        } else {
            InputError::NotASlip.into()
        }
    };
    let record = pdf::extract(bytes).ok_or_else(|| damaged(Damage::Unreadable))?;
    serde_json::from_slice(&record).map_err(|_| damaged(Damage::Record))
}

/// Each signed object has exactly one written form: lower-case hex of its length, and
/// the fingerprint of the key that signed.
fn check_encodings(p: &Payload) -> Result<(), SlipError> {
    let key = keys::canonical_hex(&p.public_key, 32).ok_or(Failure::NonCanonical("public key"))?;
    keys::canonical_hex(&p.signature, 64).ok_or(Failure::NonCanonical("signature"))?;
    keys::canonical_hex(&p.seal, 64).ok_or(Failure::NonCanonical("seal"))?;
    if p.key_fingerprint != keys::fingerprint(&key) {
        return Err(Failure::FingerprintMismatch.into());
    }
    Ok(())
}

/// The seal: the public key's signature over the file's SHA-256 with the seal zeroed.
fn check_seal(bytes: &[u8], public_key: &str) -> Result<(), SlipError> {
    let range = pdf::seal_range(bytes).ok_or(Failure::NoSeal)?;
    let seal = String::from_utf8_lossy(bytes.get(range.clone()).unwrap_or_default()).to_string();
    let mut zeroed = bytes.to_vec();
    if let Some(slot) = zeroed.get_mut(range) {
        slot.copy_from_slice(pdf::SEAL_ZERO.as_bytes());
    }
    if !keys::verify(public_key, &Sha256::digest(&zeroed), &seal) {
        return Err(Failure::SealMismatch.into());
    }
    Ok(())
}

/// Whose key signed: this installation's, or one listed in `trusted-keys.toml`. A
/// trusted-keys file that does not read is a warning (this installation's own slips
/// still verify); a damaged own key is an error unless a trusted key signed.
fn signer(public_key: &str, data_dir: &Path) -> Result<(Signer, Vec<String>), SlipError> {
    let fingerprint = keys::fingerprint(&keys::unhex(public_key).unwrap_or_default());
    let trusted = keys::trusted(data_dir);
    let warnings: Vec<String> = trusted
        .problems
        .iter()
        .map(|p| format!("warning: {p}"))
        .collect();
    let own = Keys::load(data_dir);
    if let Ok(Some(k)) = &own {
        if k.public_hex() == public_key {
            let who = "this installation".to_string();
            let signer = Signer {
                who,
                fingerprint,
                own: true,
            };
            return Ok((signer, warnings));
        }
    }
    if let Some((name, _)) = trusted.keys.iter().find(|(_, k)| k == public_key) {
        let signer = Signer {
            who: format!("trusted key \"{name}\""),
            fingerprint,
            own: false,
        };
        return Ok((signer, warnings));
    }
    own?;
    Err(Failure::UnknownKey {
        fingerprint,
        notes: trusted.problems,
    }
    .into())
}

/// A slip this installation's key signed: the journal must hold together and hold the
/// slip, this file's hash must be one it recorded for it, and the slip must not be void.
fn check_journal(
    bytes: &[u8],
    number: i64,
    public_key: &str,
    data_dir: &Path,
) -> Result<(), SlipError> {
    if !Journal::exists(data_dir) {
        return Err(Failure::NotInJournal(number).into());
    }
    let journal = Journal::open(data_dir)?;
    journal.check(public_key)?.map_err(Failure::ChainBroken)?;
    let slip = journal.slip(number)?.ok_or(Failure::NotInJournal(number))?;
    if !slip.hashes.contains(&sha256_hex(bytes)) {
        return Err(Failure::NotIssued(number).into());
    }
    if slip.void.is_some() {
        return Err(Failure::Void(number).into());
    }
    Ok(())
}

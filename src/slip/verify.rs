//! Verifying a slip (ROUND-FILE.md "Verify"), check by check: the embedded record
//! reads, the seal matches every byte of the file, the signature matches the signed
//! record, the key is this installation's or a trusted one, the embedded round settles
//! again to exactly what the slip states, and this installation's journal, where it
//! holds the slip, recorded this very file and has not voided it.

use std::path::Path;

use sha2::{Digest, Sha256};

use crate::journal::Journal;
use crate::keys::{self, Keys};
use crate::pdf;
use crate::report;

use super::issue::sha256_hex;
use super::record::Payload;
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

/// Verifies a slip file. `Ok` with a summary when it passes.
pub fn verify(bytes: &[u8], data_dir: &Path) -> Result<String, SlipError> {
    let payload = read_record(bytes)?;
    check_seal(bytes, &payload.public_key)?;
    let signed = &payload.signed;
    if !keys::verify(&payload.public_key, &signed.canonical(), &payload.signature) {
        return Err(Failure::SignatureMismatch.into());
    }
    let signer = signer(&payload.public_key, data_dir)?;
    let settlement = signed.settle().map_err(Failure::NoLongerSettles)?;
    if report::to_json(&settlement) != signed.settlement {
        return Err(Failure::DifferentSettlement.into());
    }
    check_journal(bytes, signed.slip, signer.own, data_dir)?;
    let totals = &signed.settlement["totals"]["player"];
    Ok(format!(
        "slip {} verified: signed by {} (key {}), re-settles to the same payouts (player paid {}, net {})",
        signed.slip,
        signer.who,
        signer.fingerprint,
        totals["paid"].as_str().unwrap_or(""),
        totals["net"].as_str().unwrap_or("")
    ))
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

/// Whose key signed: this installation's, or one listed in `trusted-keys.toml`.
fn signer(public_key: &str, data_dir: &Path) -> Result<Signer, SlipError> {
    let fingerprint = keys::fingerprint(&keys::unhex(public_key).unwrap_or_default());
    let own = std::fs::metadata(Keys::path(data_dir)).is_ok()
        && Keys::load_or_create(data_dir).is_ok_and(|k| k.public_hex() == public_key);
    // The trusted-keys file is read even for this installation's own slips: a file
    // that does not read is reported, not skipped.
    let trusted = keys::trusted(data_dir)?;
    if own {
        let who = "this installation".to_string();
        return Ok(Signer {
            who,
            fingerprint,
            own,
        });
    }
    match trusted.iter().find(|(_, k)| k == public_key) {
        Some((name, _)) => Ok(Signer {
            who: format!("trusted key \"{name}\""),
            fingerprint,
            own,
        }),
        None => Err(Failure::UnknownKey(fingerprint).into()),
    }
}

/// Where this installation's journal holds the slip and its own key issued the number
/// (the journal speaks only for those), the file's hash is one the journal recorded for
/// it, and the slip is not void.
fn check_journal(bytes: &[u8], number: i64, own: bool, data_dir: &Path) -> Result<(), SlipError> {
    if !data_dir.join("journal.sqlite3").exists() {
        return Ok(());
    }
    let journal = Journal::open(data_dir)?;
    let Some((_, state, _)) = journal.payload(number)? else {
        return Ok(());
    };
    if !own {
        return Ok(());
    }
    if !journal.hashes(number)?.contains(&sha256_hex(bytes)) {
        return Err(Failure::NotIssued(number).into());
    }
    if state == "void" {
        return Err(Failure::Void(number).into());
    }
    Ok(())
}

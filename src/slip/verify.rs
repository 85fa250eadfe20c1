//! Verifying a slip (ROUND-FILE.md "Verify"; issue 9), check by check: the embedded
//! record reads; a copy marked VOID is void everywhere; the seal, signature and key are
//! written in their one canonical form; the seal matches every byte of the file; the
//! signature matches the signed record; the key is this installation's or a trusted
//! one; the embedded round settles again, under the rulebook edition the slip records,
//! to exactly what the slip states; and, for a slip this installation's key (or a
//! station of its shared journal) signed, the journal holds the slip, vouches for its
//! entries without walking the whole chain (`Journal::vouch`: the entries themselves,
//! their neighbours and the way to the next signed checkpoint), recorded this very file
//! and has not voided it.

use std::path::Path;

use sha2::{Digest, Sha256};

use crate::journal::{Journal, JournalError, Location, Registered};
use crate::keys::{self, Keys};
use crate::pdf;
use crate::report;
use crate::settings::Settings;

use super::issue::sha256_hex;
use super::record::{Copy, Payload};
use super::{Damage, Failure, InputError, SlipError};

/// Who signed a slip, as the summary names them.
struct Signer {
    /// "this installation", `station "NAME" (registered in the shared journal)` or
    /// `trusted key "NAME"`.
    who: String,
    /// The key's fingerprint.
    fingerprint: String,
    /// Which journal speaks for the slip.
    journal: Speaks,
}

/// The journal that must hold a slip for it to verify.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Speaks {
    /// This installation's key signed it: the journal it writes to (the shared one, or
    /// its own; before the installation joined a shared journal, its own file).
    Own,
    /// A station registered in the shared journal signed it: the shared journal.
    Shared,
    /// A key trusted in `trusted-keys.toml` signed it: no journal here knows it.
    None,
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
    let shared = shared_journal(data_dir)?;
    let registered = shared.as_ref().map(|(_, keys)| keys.as_slice());
    let (signer, warnings) = signer(&payload.public_key, registered, data_dir)?;
    let settlement = signed.settle().map_err(Failure::NoLongerSettles)?;
    if report::to_json(&settlement) != signed.settlement {
        return Err(Failure::DifferentSettlement.into());
    }
    let journal = shared.as_ref().map(|(j, keys)| (j, keys.as_slice()));
    match (signer.journal, journal) {
        (Speaks::Own, _) => check_own(bytes, signed.slip, &payload.public_key, data_dir, journal)?,
        (Speaks::Shared, Some(j)) => {
            holds(j, "", bytes, signed.slip, || Failure::NotInSharedJournal {
                number: signed.slip,
                who: signer.who.clone(),
            })?
        }
        _ => {}
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

/// The shared journal the settings name, opened, with its stations' registered keys
/// (each registration checked on its own); none when the installation keeps its own
/// journal. The chain itself is not walked: the slip's own entries are vouched for.
fn shared_journal(data_dir: &Path) -> Result<Option<(Journal, Vec<Registered>)>, SlipError> {
    let settings = Settings::load(data_dir).map_err(JournalError::Settings)?;
    let location = Location::of(&settings)?;
    if location.shared().is_none() {
        return Ok(None);
    }
    let journal = Journal::open_at(data_dir, &location, settings.station())?;
    let keys = journal.registered()?.map_err(Failure::SharedChainBroken)?;
    Ok(Some((journal, keys)))
}

/// Whose key signed: this installation's, a station's registered in the shared journal
/// (`registered`, from its checked chain), or one listed in `trusted-keys.toml`. A
/// trusted-keys file that does not read is a warning (this installation's own slips
/// still verify); a damaged own key is an error unless another known key signed.
fn signer(
    public_key: &str,
    registered: Option<&[Registered]>,
    data_dir: &Path,
) -> Result<(Signer, Vec<String>), SlipError> {
    let fingerprint = keys::fingerprint(&keys::unhex(public_key).unwrap_or_default());
    let trusted = keys::trusted(data_dir);
    let warnings: Vec<String> = trusted
        .problems
        .iter()
        .map(|p| format!("warning: {p}"))
        .collect();
    let signer = |who: String, journal: Speaks| Signer {
        who,
        fingerprint: fingerprint.clone(),
        journal,
    };
    let own = Keys::load(data_dir);
    if let Ok(Some(k)) = &own {
        if k.public_hex() == public_key {
            return Ok((signer("this installation".into(), Speaks::Own), warnings));
        }
    }
    let station = registered
        .unwrap_or_default()
        .iter()
        .find(|k| k.key == public_key);
    if let Some(k) = station {
        let who = format!(
            "station \"{}\" (registered in the shared journal)",
            k.station
        );
        return Ok((signer(who, Speaks::Shared), warnings));
    }
    if let Some((name, _)) = trusted.keys.iter().find(|(_, k)| k == public_key) {
        let who = format!("trusted key \"{name}\"");
        return Ok((signer(who, Speaks::None), warnings));
    }
    own?;
    Err(Failure::UnknownKey {
        fingerprint,
        notes: trusted.problems,
    }
    .into())
}

/// A slip this installation's key signed: the journal it writes to must hold it. With a
/// shared journal, a slip it does not hold may be one issued before the installation
/// joined it: its own journal file, if it still has one, is asked next.
fn check_own(
    bytes: &[u8],
    number: i64,
    public_key: &str,
    data_dir: &Path,
    shared: Option<(&Journal, &[Registered])>,
) -> Result<(), SlipError> {
    let missing = || Failure::NotInJournal(number);
    let Some(journal) = shared else {
        return check_own_file(bytes, number, public_key, data_dir);
    };
    match holds(journal, public_key, bytes, number, missing) {
        Err(e) if not_held(&e) && Journal::exists_own(data_dir) => {
            check_own_file(bytes, number, public_key, data_dir).map_err(|own| {
                if not_held(&own) {
                    e
                } else {
                    own
                }
            })
        }
        held => held,
    }
}

/// A slip this installation's key signed, in its own journal file: the journal holds the
/// slip and vouches for it.
fn check_own_file(
    bytes: &[u8],
    number: i64,
    public_key: &str,
    data_dir: &Path,
) -> Result<(), SlipError> {
    if !Journal::exists_own(data_dir) {
        return Err(Failure::NotInJournal(number).into());
    }
    let own = Journal::open_at(data_dir, &Location::Own, String::new())?;
    holds((&own, &[]), public_key, bytes, number, || {
        Failure::NotInJournal(number)
    })
}

/// Whether a failure says only that a journal does not hold this file.
fn not_held(e: &SlipError) -> bool {
    matches!(
        e,
        SlipError::Failed(Failure::NotInJournal(_) | Failure::NotIssued(_))
    )
}

/// The journal holds slip `number` and vouches for its entries (without walking the
/// whole chain: README "What a verify proves"), this file's hash is one it recorded for
/// it, and the slip is not void; `missing` is the failure when it holds no such slip.
/// `own` is this installation's key (its own journal's entries are signed by it); a
/// shared journal's are signed by its `registered` stations.
fn holds(
    (journal, registered): (&Journal, &[Registered]),
    own: &str,
    bytes: &[u8],
    number: i64,
    missing: impl FnOnce() -> Failure,
) -> Result<(), SlipError> {
    let vouched = journal.vouch(number, own, registered)?;
    let slip = match vouched {
        Ok(slip) => slip.ok_or_else(missing)?,
        Err(broken) if journal.shared().is_some() => {
            return Err(Failure::SharedChainBroken(broken).into())
        }
        Err(broken) => return Err(Failure::ChainBroken(broken).into()),
    };
    if !slip.hashes.contains(&sha256_hex(bytes)) {
        return Err(Failure::NotIssued(number).into());
    }
    if slip.void.is_some() {
        return Err(Failure::Void(number).into());
    }
    Ok(())
}

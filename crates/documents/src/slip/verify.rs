//! Verifying a slip (ROUND-FILE.md "Verify"), check by check: the embedded
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

use crate::keys::{self, Keys};
use crate::pdf;
use crate::report;
use pitpay_journal::Settings;
use pitpay_journal::{Authority, Broken, CagePaid, Journal, JournalError, Location, Registered};

use super::error::{Failure, InputError, SlipError};
use super::issue::sha256_hex;
use super::people;
use super::record::{Copy, Payload};
use pitpay_language::{english, t, Words};

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

/// Verifies a slip file; the summary and warnings in English (what `--json` carries).
pub fn verify(bytes: &[u8], data_dir: &Path) -> Result<Verified, SlipError> {
    verify_in(bytes, data_dir, english())
}

/// Verifies a slip file, the summary and warnings said in `words`' language: for the
/// person at the podium or the cage. What is checked is the same in every language.
pub fn verify_in(bytes: &[u8], data_dir: &Path, words: &Words) -> Result<Verified, SlipError> {
    let payload = read_record(bytes)?;
    if payload.copy == Copy::Void {
        return Err(Failure::MarkedVoid.into());
    }
    check_encodings(&payload)?;
    check_seal(bytes, &payload.public_key)?;
    verify_signed(&payload, Some(bytes), data_dir, words).map(|(v, _)| v)
}

/// Verifies a slip's signed record as the journal holds it, with no file at hand (the
/// cage, given a slip's number or its QR code): every check [`verify`] makes but the
/// file's own seal and hash. Gives the summary and the payment at the cage, if any.
pub(crate) fn verify_held(
    payload: &Payload,
    data_dir: &Path,
) -> Result<(Verified, Option<CagePaid>), SlipError> {
    check_encodings(payload)?;
    verify_signed(payload, None, data_dir, english())
}

/// The checks of a slip's signed record, and of its file when given (`bytes`): who
/// signed, that it re-settles, and that the journal holds it.
fn verify_signed(
    payload: &Payload,
    bytes: Option<&[u8]>,
    data_dir: &Path,
    w: &Words,
) -> Result<(Verified, Option<CagePaid>), SlipError> {
    let signed = &payload.signed;
    if !keys::verify(&payload.public_key, &signed.canonical(), &payload.signature) {
        return Err(Failure::SignatureMismatch.into());
    }
    let people = people::signatures(payload)?;
    // The register is read for the people who signed, not whole.
    let ids: Vec<&str> = std::iter::once(signed.supervisor_id.as_str())
        .chain(signed.witness.as_ref().map(|w| w.id.as_str()))
        .collect();
    let shared = shared_journal(data_dir, &ids)?;
    // This installation's own journal, read once: the keys it has signed with, and
    // (for its own slips) the journal that speaks for them.
    let own = own_journal(data_dir, &ids)?;
    let own_history: Vec<String> = own
        .as_ref()
        .and_then(|(_, a)| a.as_ref().ok())
        .map(|a| a.own_keys.iter().map(|(_, k)| k.clone()).collect())
        .unwrap_or_default();
    let registered = shared.as_ref().map(|(_, a)| a.registered.as_slice());
    let (signer, warnings) = signer(&payload.public_key, registered, &own_history, data_dir, w)?;
    let settlement = signed.settle().map_err(Failure::NoLongerSettles)?;
    if report::to_json(&settlement) != signed.settlement {
        return Err(Failure::DifferentSettlement.into());
    }
    let journal = shared.as_ref().map(|(j, a)| (j, a));
    let vouched_people = match (signer.journal, journal) {
        (Speaks::Own, _) => Some(check_own(bytes, payload, own.as_ref(), journal)?),
        (Speaks::Shared, Some(j)) => {
            Some(holds(j, bytes, payload, || Failure::NotInSharedJournal {
                number: signed.slip,
                who: signer.who.clone(),
            })?)
        }
        _ => None,
    };
    let paid = vouched_people.clone().flatten();
    let summary = summary(
        w,
        payload,
        &signer,
        &people,
        vouched_people.is_some(),
        paid.as_ref(),
    );
    Ok((Verified { summary, warnings }, paid))
}

/// The one line a verified slip is: who signed off, whose key signed, that it
/// re-settles to the same totals, when it was issued, and its payment at the cage.
fn summary(
    w: &Words,
    payload: &Payload,
    signer: &Signer,
    people: &people::Signatures,
    vouched: bool,
    paid: Option<&CagePaid>,
) -> String {
    let signed = &payload.signed;
    // A slip the cage paid still verifies: it is the record of what was paid.
    let at_cage = paid.map_or_else(String::new, |p| {
        let (time, amount) = (p.time.to_string(), p.amount.to_string());
        let (name, id) = (p.cashier.name.as_str(), p.cashier.id.as_str());
        if p.station.is_empty() {
            t!(
                w,
                "slip-verified-cage",
                time = time,
                cashier = name,
                id = id,
                amount = amount
            )
        } else {
            t!(
                w,
                "slip-verified-cage-station",
                time = time,
                cashier = name,
                id = id,
                station = p.station.to_string(),
                amount = amount
            )
        }
    });
    let totals = &signed.settlement["totals"]["player"];
    // The time as the property read it, beside UTC (a slip from before says
    // nothing more, as it always did).
    let when = signed
        .local
        .as_ref()
        .map(|l| {
            t!(
                w,
                "slip-verified-issued",
                local = l.shown(),
                zone = l.zone.to_string(),
                utc = signed.time.as_str(),
                day = l.gaming_day.to_string(),
                shift = pitpay_journal::shift_name(w, &l.shift)
            )
        })
        .unwrap_or_default();
    t!(
        w,
        "slip-verified",
        number = signed.slip.to_string(),
        people = people.describe(signed, vouched, w),
        signer = signer.who.as_str(),
        fingerprint = signer.fingerprint.as_str(),
        paid = totals["paid"].as_str().unwrap_or(""),
        net = totals["net"].as_str().unwrap_or(""),
        issued = when,
        cage = at_cage
    )
}

/// The embedded record. A file that carries Pitpay's marks but cannot be read was a
/// slip and was changed: that is a failed verification, not a wrong kind of file.
pub(crate) fn read_record(bytes: &[u8]) -> Result<Payload, SlipError> {
    let marked = bytes.windows(10).any(|w| w == b"PitpaySlip") || pdf::seal_range(bytes).is_some();
    let damaged = |failure: Failure| -> SlipError {
        if marked {
            failure.into()
        } else {
            InputError::NotASlip.into()
        }
    };
    let record = pdf::extract(bytes).ok_or_else(|| damaged(Failure::Unreadable))?;
    serde_json::from_slice(&record).map_err(|_| damaged(Failure::RecordDamaged))
}

/// Each signed object has exactly one written form: lower-case hex of its length, and
/// the fingerprint of the key that signed.
pub(super) fn check_encodings(p: &Payload) -> Result<(), SlipError> {
    let key = keys::canonical_hex(&p.public_key, 32).ok_or(Failure::NonCanonical("public key"))?;
    keys::canonical_hex(&p.signature, 64).ok_or(Failure::NonCanonical("signature"))?;
    keys::canonical_hex(&p.seal, 64).ok_or(Failure::NonCanonical("seal"))?;
    if p.key_fingerprint != keys::fingerprint(&key) {
        return Err(Failure::FingerprintMismatch.into());
    }
    Ok(())
}

/// The seal: the public key's signature over the file's SHA-256 with the seal zeroed.
pub(super) fn check_seal(bytes: &[u8], public_key: &str) -> Result<(), SlipError> {
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

/// The shared journal the settings name, opened, with its stations' keys and staff
/// register (each entry that says so checked on its own); none when the installation
/// keeps its own journal. The chain itself is not walked: the slip's own entries are
/// vouched for.
fn shared_journal(
    data_dir: &Path,
    ids: &[&str],
) -> Result<Option<(Journal, Authority)>, SlipError> {
    let settings = Settings::load(data_dir).map_err(JournalError::Settings)?;
    let location = Location::of(&settings)?;
    if location.shared().is_none() {
        return Ok(None);
    }
    let journal = Journal::open_at(data_dir, &location, settings.station())?;
    let authority = journal
        .authority_of(None, ids)?
        .map_err(Failure::SharedChainBroken)?;
    Ok(Some((journal, authority)))
}

/// This installation's own journal, when it has one, with its register and the keys
/// that have signed for it (its key now, and those a manager replaced), anchored on its
/// key file. Its register not holding fails only the slips it must speak for.
fn own_journal(data_dir: &Path, ids: &[&str]) -> Result<Option<Own>, SlipError> {
    if !Journal::exists_own(data_dir) {
        return Ok(None);
    }
    let Ok(Some(own)) = Keys::load(data_dir) else {
        return Ok(None);
    };
    let journal = Journal::open_at(data_dir, &Location::Own, String::new())?;
    let authority = journal.authority_of(Some(&own.public_hex()), ids)?;
    Ok(Some((journal, authority)))
}

/// This installation's own journal and what it says of who signs (or where it breaks).
type Own = (Journal, Result<Authority, Broken>);

/// Whose key signed: this installation's, a station's registered in the shared journal
/// (`registered`, from its checked chain), or one listed in `trusted-keys.toml`. A
/// trusted-keys file that does not read is a warning (this installation's own slips
/// still verify); a damaged own key is an error unless another known key signed.
fn signer(
    public_key: &str,
    registered: Option<&[Registered]>,
    own_history: &[String],
    data_dir: &Path,
    w: &Words,
) -> Result<(Signer, Vec<String>), SlipError> {
    let fingerprint = keys::fingerprint(&keys::unhex(public_key).unwrap_or_default());
    let trusted = keys::trusted(data_dir);
    let warnings: Vec<String> = trusted
        .problems
        .iter()
        .map(|p| t!(w, "slip-verify-warning", problem = p.to_string()))
        .collect();
    let signer = |who: String, journal: Speaks| Signer {
        who,
        fingerprint: fingerprint.clone(),
        journal,
    };
    let own = Keys::load(data_dir);
    if let Ok(Some(k)) = &own {
        if k.public_hex() == public_key {
            return Ok((signer(t!(w, "slip-signer-own"), Speaks::Own), warnings));
        }
    }
    if own_history.iter().any(|k| k == public_key) {
        let who = t!(w, "slip-signer-replaced");
        return Ok((signer(who, Speaks::Own), warnings));
    }
    let station = registered
        .unwrap_or_default()
        .iter()
        .find(|k| k.key == public_key);
    if let Some(k) = station {
        let who = t!(w, "slip-signer-station", station = k.station.to_string());
        return Ok((signer(who, Speaks::Shared), warnings));
    }
    if let Some((name, _)) = trusted.keys.iter().find(|(_, k)| k == public_key) {
        let who = t!(w, "slip-signer-trusted", name = name.to_string());
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
/// joined it: its own journal file (`own`), if it still has one, is asked next.
fn check_own(
    bytes: Option<&[u8]>,
    payload: &Payload,
    own: Option<&Own>,
    shared: Option<(&Journal, &Authority)>,
) -> Result<Option<CagePaid>, SlipError> {
    let number = payload.signed.slip;
    let Some(journal) = shared else {
        return check_own_file(bytes, payload, own);
    };
    match holds(journal, bytes, payload, || Failure::NotInJournal(number)) {
        Err(e) if not_held(&e) && own.is_some() => {
            check_own_file(bytes, payload, own).map_err(|o| if not_held(&o) { e } else { o })
        }
        held => held,
    }
}

/// A slip this installation's key signed, in its own journal file: the journal holds the
/// slip and vouches for it.
fn check_own_file(
    bytes: Option<&[u8]>,
    payload: &Payload,
    own: Option<&Own>,
) -> Result<Option<CagePaid>, SlipError> {
    let number = payload.signed.slip;
    let Some((journal, authority)) = own else {
        return Err(Failure::NotInJournal(number).into());
    };
    let authority = authority
        .as_ref()
        .map_err(|b| Failure::ChainBroken(b.clone()))?;
    holds((journal, authority), bytes, payload, || {
        Failure::NotInJournal(number)
    })
}

/// Whether a failure says only that a journal does not hold this file.
fn not_held(e: &SlipError) -> bool {
    matches!(
        e,
        SlipError::Failed(
            Failure::NotInJournal(_)
                | Failure::NotIssued(_)
                | Failure::JournalBehind { .. }
                | Failure::JournalElsewhere { .. }
        )
    )
}

/// Why a journal does not hold a slip whose file checks by itself, when the slip says
/// where its entry stands: the journal ends before it (restored from an
/// older copy, or cut), holds another entry there, or a gap records it as lost. `None`
/// for a slip issued before slips said where they stand, or one the journal holds where
/// it says.
fn lost(
    journal: &Journal,
    authority: &Authority,
    payload: &Payload,
) -> Result<Option<Failure>, SlipError> {
    let number = payload.signed.slip;
    let Some(place) = payload
        .copy_entries
        .as_ref()
        .map(|c| &c.place)
        .or(payload.signed.journal.as_ref())
    else {
        return Ok(None);
    };
    let entry = place.entry;
    if let Some(gap) = authority
        .gaps
        .iter()
        .find(|g| g.covers(entry) && payload.signed.time.as_str() <= g.record.time.as_str())
    {
        return Ok(Some(Failure::Lost {
            number,
            entry,
            gap: gap.describe(),
        }));
    }
    let (end, there) = journal.entry_at(entry)?;
    Ok(match there {
        None => Some(Failure::JournalBehind { number, entry, end }),
        Some(r) if r.prev != place.prev || r.event.file != place.file => {
            Some(Failure::JournalElsewhere {
                number,
                entry,
                what: format!(
                    "{} on {}",
                    pitpay_journal::chain::described(&r.event),
                    r.event.time
                ),
            })
        }
        Some(_) => None,
    })
}

/// The journal holds the slip and vouches for its entries (without walking the whole
/// chain: docs/slips-and-journal.md, "What a verify proves"), this file's hash is one it recorded for it,
/// the slip is not void, and the people who signed it were enrolled, active and held
/// the keys that signed when it was issued; `missing` is the failure when it holds no
/// such slip. Without a file (`bytes` none), the journal's record of the slip must be
/// the one given. Gives the slip's payment at the cage, if any.
fn holds(
    (journal, authority): (&Journal, &Authority),
    bytes: Option<&[u8]>,
    payload: &Payload,
    missing: impl FnOnce() -> Failure,
) -> Result<Option<CagePaid>, SlipError> {
    let number = payload.signed.slip;
    let vouched = journal.vouch(number, authority)?;
    let slip = match vouched {
        Ok(Some(slip)) => slip,
        Ok(None) => {
            return Err(lost(journal, authority, payload)?
                .unwrap_or_else(missing)
                .into())
        }
        Err(broken) if journal.shared().is_some() => {
            return Err(Failure::SharedChainBroken(broken).into())
        }
        Err(broken) => return Err(Failure::ChainBroken(broken).into()),
    };
    let recorded = match bytes {
        Some(bytes) => slip.hashes.contains(&sha256_hex(bytes)),
        None => serde_json::from_str::<Payload>(&slip.payload)
            .is_ok_and(|held| held.signature == payload.signature),
    };
    if !recorded {
        let why = lost(journal, authority, payload)?.unwrap_or(Failure::NotIssued(number));
        return Err(why.into());
    }
    if slip.void.is_some() {
        return Err(Failure::Void(number).into());
    }
    still_whole(journal, authority, number)?;
    people::enrolled(&payload.signed, &authority.register, slip.seq)?;
    Ok(slip.paid)
}

/// The journal that holds a slip still holds everything this podium knows was written
/// to it (its mark, void entries included) and every signed checkpoint: one cut or
/// restored behind them could have lost the slip's void.
fn still_whole(journal: &Journal, authority: &Authority, number: i64) -> Result<(), SlipError> {
    match journal.behind(authority)? {
        None => Ok(()),
        Some(JournalError::Behind { end, what, .. }) => {
            Err(Failure::JournalBehindKnown { number, end, what }.into())
        }
        Some(JournalError::Diverged { seq, what, .. }) => Err(Failure::JournalBehindKnown {
            number,
            end: journal.head()?.seq,
            what: pitpay_language::sentence!(
                "journal-state-diverged-from",
                seq = seq.to_string(),
                what = what
            ),
        }
        .into()),
        Some(JournalError::GapOpen { lost, .. }) => Err(Failure::JournalBehindKnown {
            number,
            end: journal.head()?.seq,
            what: pitpay_language::sentence!("journal-state-lost-unrecorded", lost = lost),
        }
        .into()),
        Some(other) => Err(other.into()),
    }
}

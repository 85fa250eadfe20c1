//! The people who sign a slip (docs/who-signs.md): an enrolled supervisor's
//! and witness's own signatures over the signed record, and the staff register's word
//! that, when the slip was issued, they were enrolled, active, allowed to sign and held
//! the keys that signed.

use super::error::{Failure, SlipError};
use super::record::{self, Payload, Signed};
use crate::keys;
use crate::staff::{Act, NotVouched, Register};
use pitpay_language::{t, Words};

/// Who and where, for the slip's header and sign-off.
#[derive(Debug, Clone, Default)]
pub struct SignOff {
    /// The property (casino): as given, else the settings' `property`.
    pub property: String,
    /// Where in the property the slip is issued: the settings' `location` (set by the
    /// issuing; whatever is here is replaced).
    pub location: String,
    /// The signing-off supervisor's name.
    pub supervisor: String,
    /// Their ID.
    pub supervisor_id: String,
    /// The dealer's name, if given.
    pub dealer: String,
    /// The patron paid: required on a slip with a W-2G or withholding flag or a
    /// progressive meter award, recorded on any slip when given.
    pub patron: record::Patron,
    /// The witnessing employee, required and recorded as the patron is.
    pub witness: record::Witness,
}

/// Which of a slip's people signed with their own key (their signatures checked).
pub(super) struct Signatures {
    supervisor: bool,
    witness: bool,
}

/// Each enrolled person's signature over the signed record: a key without a signature,
/// or a signature that does not match, fails.
pub(super) fn signatures(payload: &Payload) -> Result<Signatures, SlipError> {
    let s = &payload.signed;
    let bytes = s.canonical();
    let check = |role: &'static str, id: &str, key: &str, signature: &str| {
        if key.is_empty() && signature.is_empty() {
            return Ok(false);
        }
        if keys::verify(key, &bytes, signature) {
            return Ok(true);
        }
        Err(Failure::Person {
            role,
            id: id.to_string(),
            why: NotVouched::NotTheirSignature,
        })
    };
    let witness_id = s.witness.as_ref().map(|w| w.id.as_str()).unwrap_or("");
    Ok(Signatures {
        supervisor: check(
            "supervisor",
            &s.supervisor_id,
            &s.supervisor_key,
            &payload.supervisor_signature,
        )?,
        witness: check(
            "witness",
            witness_id,
            &s.witness_key,
            &payload.witness_signature,
        )?,
    })
}

impl Signatures {
    /// "signed off by Dana Reyes (S-1042, enrolled, key …)", in `w`'s words; `vouched`:
    /// a journal's register vouched for them.
    pub(super) fn describe(&self, s: &Signed, vouched: bool, w: &Words) -> String {
        let person = |name: &str, id: &str, key: &str, enrolled: bool| {
            if !enrolled {
                return t!(w, "slip-person-not-enrolled", name = name, id = id);
            }
            let fingerprint = keys::fingerprint(&keys::unhex(key).unwrap_or_default());
            if vouched {
                t!(
                    w,
                    "slip-person-vouched",
                    name = name,
                    id = id,
                    fingerprint = fingerprint
                )
            } else {
                t!(
                    w,
                    "slip-person-unvouched",
                    name = name,
                    id = id,
                    fingerprint = fingerprint
                )
            }
        };
        let supervisor = person(
            &s.supervisor,
            &s.supervisor_id,
            &s.supervisor_key,
            self.supervisor,
        );
        match &s.witness {
            None => t!(w, "slip-signed-off", supervisor = supervisor),
            Some(who) => {
                let witness = if self.witness {
                    person(&who.name, &who.id, &s.witness_key, true)
                } else {
                    t!(
                        w,
                        "slip-witness-unenrolled",
                        name = who.name.as_str(),
                        id = who.id.as_str()
                    )
                };
                t!(
                    w,
                    "slip-signed-off-witnessed",
                    supervisor = supervisor,
                    witness = witness
                )
            }
        }
    }
}

/// The register as it stood before entry `seq` (the slip's issue) vouches for its
/// people: a slip issued while the register had members carries its supervisor's own
/// signature (and its witness's), and each was enrolled, active, allowed to and held the
/// key that signed.
pub(super) fn enrolled(s: &Signed, register: &Register, seq: i64) -> Result<(), Failure> {
    let had_members = register.had_members_before(seq);
    let unsigned = |role: &'static str, id: &str| Failure::Person {
        role,
        id: id.to_string(),
        why: NotVouched::Unsigned,
    };
    if s.supervisor_key.is_empty() {
        if had_members {
            return Err(unsigned("supervisor", &s.supervisor_id));
        }
    } else {
        person(
            register,
            seq,
            "supervisor",
            &s.supervisor_id,
            &s.supervisor,
            &s.supervisor_key,
            Act::Sign,
        )?;
    }
    if let Some(w) = &s.witness {
        if s.witness_key.is_empty() {
            if had_members {
                return Err(unsigned("witness", &w.id));
            }
        } else {
            person(
                register,
                seq,
                "witness",
                &w.id,
                &w.name,
                &s.witness_key,
                Act::Witness,
            )?;
        }
    }
    Ok(())
}

fn person(
    register: &Register,
    seq: i64,
    role: &'static str,
    id: &str,
    name: &str,
    key: &str,
    act: Act,
) -> Result<(), Failure> {
    register
        .vouches_for(seq, id, name, key, act)
        .map_err(|why| Failure::Person {
            role,
            id: id.to_string(),
            why,
        })
}

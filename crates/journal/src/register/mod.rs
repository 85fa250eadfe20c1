//! The staff register's model (docs/who-signs.md): who may sign off a slip,
//! print one again, void one, witness a jackpot, and change the register itself. It
//! stands below the journal, which stores and checks its changes; the commands that
//! change it and the sign-in that reads it are `staff`, above the journal.
//!
//! Each member has an ID, a name, a role and a credential ([`credential`]): a PIN kept
//! only as an Argon2id hash, and their own signing key sealed under it. The register is
//! not a table anyone can edit: it is the fold of the journal's `staff` entries, in
//! chain order, each a [`Change`] signed by the manager who made it (the first member,
//! a manager, signs their own enrolment) besides the station's signature that every
//! entry carries. A change is accepted only as [`Register::apply`] says: the same rules
//! decide what a command may write and whether a register read back holds.
//!
//! A member's key counts from the entry that enrolled them (or reset their PIN, which
//! gives them a new key) until the next reset; a disabled member signs nothing after the
//! entry that disabled them. [`Member::key_at`] and [`Member::active_at`] answer for any
//! entry, so a slip verifies against the register as it stood when it was issued.

pub(crate) mod credential;
pub(crate) mod pins;
mod words;

use credential::{Credential, CredentialDamage, PinRefused};

use pitpay_language::{sentence, Sentence};
use serde::{Deserialize, Serialize};

use crate::keys::{self, Keys};
use pitpay_core::Label;

/// The format of a change's record (`"pitpay_staff": 1`).
pub const FORMAT: u32 = 1;

/// What a member may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Signs off slips and prints them again.
    Supervisor,
    /// All a supervisor does, and voids slips, changes the register, replaces a
    /// station's key.
    Manager,
    /// Reads and checks; signs nothing but a witness line.
    Auditor,
    /// Pays slips at the cage, and verifies another cashier's payment; nothing else.
    Cashier,
}

impl Role {
    /// `supervisor`, `manager`, `auditor`, `cashier`.
    pub fn id(self) -> &'static str {
        match self {
            Role::Supervisor => "supervisor",
            Role::Manager => "manager",
            Role::Auditor => "auditor",
            Role::Cashier => "cashier",
        }
    }
}

/// What someone is asked to be allowed to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Act {
    /// Sign off a slip.
    Sign,
    /// Print a slip again.
    Reprint,
    /// Void a slip.
    Void,
    /// Witness a payout (any active member other than the signer).
    Witness,
    /// Add, disable or reset a member; replace a station's key.
    Manage,
    /// Sign in at a podium for a shift (any active member).
    SignIn,
    /// Pay a slip at the cage (a cashier or a manager).
    Pay,
    /// Verify a payment at the cage as its second signature (another cashier, or a
    /// manager).
    VerifyPayment,
    /// Sign a payment at the cage as its manager.
    ApprovePayment,
}

impl Act {
    /// Whether `role` may do it.
    pub(crate) fn allowed(self, role: Role) -> bool {
        match self {
            Act::Sign | Act::Reprint => matches!(role, Role::Supervisor | Role::Manager),
            Act::Void | Act::Manage | Act::ApprovePayment => role == Role::Manager,
            Act::Pay | Act::VerifyPayment => matches!(role, Role::Cashier | Role::Manager),
            // A cashier pays and nothing else: a payout's witness is floor staff.
            Act::Witness => role != Role::Cashier,
            Act::SignIn => true,
        }
    }
}

/// What a change does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Enrolls a new member with their credential.
    Add,
    /// Disables a member: they sign nothing from then on.
    Disable,
    /// Gives a member a new PIN, and with it a new key.
    Reset,
}

/// One change to the register, as its `staff` entry records it. The field order is the
/// signed byte order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    /// [`FORMAT`].
    pub pitpay_staff: u32,
    /// What it does.
    pub action: Action,
    /// The member's ID.
    pub id: String,
    /// Their name.
    pub name: String,
    /// Their role.
    pub role: Role,
    /// When (UTC).
    pub time: String,
    /// The station where it was made.
    pub station: String,
    /// The new credential (add, reset).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credential: Option<Credential>,
    /// The manager who made it (the first member: themselves).
    pub by: String,
}

/// A change with the signature of the manager who made it, over `Change::bytes`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignedChange {
    /// The change.
    pub change: Change,
    /// The manager's signature, hex.
    pub signature: String,
}

impl Change {
    /// The bytes a manager signs: a fixed prefix (so a change's signature can never be
    /// taken for a slip's) and the change as compact JSON.
    pub(crate) fn bytes(&self) -> Vec<u8> {
        let mut bytes = b"pitpay staff change\n".to_vec();
        bytes.extend(serde_json::to_vec(self).unwrap_or_default());
        bytes
    }

    /// Signed by `manager`'s own key.
    pub fn sign(self, manager: &Keys) -> SignedChange {
        let signature = manager.sign(&self.bytes());
        SignedChange {
            change: self,
            signature,
        }
    }

    /// "add S-1042 (Dana Reyes, supervisor)", for the journal's reason column.
    pub(crate) fn describe(&self) -> String {
        let action = match self.action {
            Action::Add => "add",
            Action::Disable => "disable",
            Action::Reset => "reset the PIN of",
        };
        format!("{action} {} ({}, {})", self.id, self.name, self.role.id())
    }

    /// The same change in the reader's language, from its facts (the reason column
    /// keeps [`Change::describe`]'s English: a record has no language).
    pub(crate) fn said(&self) -> Sentence {
        let action = match self.action {
            Action::Add => "add",
            Action::Disable => "disable",
            Action::Reset => "reset",
        };
        sentence!(
            "journal-state-change",
            action = action,
            id = self.id.as_str(),
            name = self.name.as_str(),
            role = self.role.id()
        )
    }
}

/// A member, with the history the register keeps of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Member {
    /// Their ID.
    pub id: String,
    /// Their name.
    pub name: String,
    /// Their role.
    pub role: Role,
    /// Their current credential.
    #[serde(skip)]
    pub credential: Credential,
    /// Their keys, each with the entry from which it counts.
    #[serde(skip)]
    pub keys: Vec<(i64, String)>,
    /// The entry that enrolled them, and when.
    #[serde(skip)]
    pub enrolled: (i64, String),
    /// When they were enrolled (UTC).
    pub since: String,
    /// The entry that disabled them, and when.
    #[serde(skip)]
    pub disabled: Option<(i64, String)>,
    /// Whether they may act now.
    pub active: bool,
    /// Their key's fingerprint.
    pub fingerprint: String,
}

impl Member {
    /// Whether they could act at entry `seq` (enrolled before it, not disabled before it).
    pub(crate) fn active_at(&self, seq: i64) -> bool {
        self.enrolled.0 < seq && self.disabled.as_ref().is_none_or(|(d, _)| *d > seq)
    }

    /// The key (hex) that was theirs at entry `seq`.
    pub(crate) fn key_at(&self, seq: i64) -> Option<&str> {
        self.keys
            .iter()
            .rev()
            .find(|(from, _)| *from < seq)
            .map(|(_, k)| k.as_str())
    }

    /// "Dana Reyes (S-1042, supervisor)", in the reader's language: the role passed as
    /// its id, which a translation chooses its word by.
    pub(crate) fn describe(&self) -> Sentence {
        sentence!(
            "journal-state-member",
            name = self.name.as_str(),
            id = self.id.as_str(),
            role = self.role.id()
        )
    }
}

/// The register as the journal's `staff` entries make it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Register {
    members: Vec<Member>,
    /// Members read from a register checkpoint by ID and enrolment only, for a check that
    /// needs a few members (a verify): their ID and the entry that enrolled
    /// them. Empty when every member is read.
    others: Vec<(String, i64)>,
}

impl Register {
    /// No member enrolled: slips are signed off as before ("supervisor not enrolled").
    pub fn is_empty(&self) -> bool {
        self.members.is_empty() && self.others.is_empty()
    }

    /// Whether anyone was enrolled before entry `seq`.
    pub fn had_members_before(&self, seq: i64) -> bool {
        self.members.iter().any(|m| m.enrolled.0 < seq)
            || self.others.iter().any(|(_, enrolled)| *enrolled < seq)
    }

    /// Whether only some members were read (the others are known by ID alone).
    pub(crate) fn is_partial(&self) -> bool {
        !self.others.is_empty()
    }

    /// Every member, in the order they were enrolled.
    pub fn members(&self) -> &[Member] {
        &self.members
    }

    /// The member with this ID (IDs compare without regard to ASCII case, so that
    /// S-1042 and s-1042 are never two people).
    pub(crate) fn member(&self, id: &str) -> Option<&Member> {
        let id = id.trim();
        self.members.iter().find(|m| m.id.eq_ignore_ascii_case(id))
    }

    fn member_mut(&mut self, id: &str) -> Option<&mut Member> {
        self.members
            .iter_mut()
            .find(|m| m.id.eq_ignore_ascii_case(id))
    }

    fn active_managers(&self) -> usize {
        self.members
            .iter()
            .filter(|m| m.active && m.role == Role::Manager)
            .count()
    }

    /// Whether member `id` could sign as `name` with `key` for `act` at entry `seq` (a
    /// slip's issue): enrolled before it, not disabled before it, holding that key then,
    /// under that name and in a role allowed to. `Err` says why not.
    pub fn vouches_for(
        &self,
        seq: i64,
        id: &str,
        name: &str,
        key: &str,
        act: Act,
    ) -> Result<(), NotVouched> {
        let member = self.member(id).ok_or(NotVouched::NotEnrolled)?;
        if member.enrolled.0 >= seq {
            return Err(NotVouched::NotYetEnrolled);
        }
        if !member.active_at(seq) {
            let when = member.disabled.as_ref().map_or("", |(_, t)| t.as_str());
            return Err(NotVouched::Disabled(when.to_string()));
        }
        if member.key_at(seq) != Some(key) {
            return Err(NotVouched::OtherKey);
        }
        if member.name != name || !act.allowed(member.role) {
            return Err(NotVouched::CouldNotSign {
                who: member.describe(),
                name: name.to_string(),
            });
        }
        Ok(())
    }

    /// The member `id` may do `act` now: they are enrolled, active and in a role that
    /// allows it.
    pub fn authorize(&self, id: &str, act: Act) -> Result<&Member, StaffError> {
        let id = id.trim();
        if id.is_empty() {
            return Err(StaffError::NoId(act));
        }
        let member = self
            .member(id)
            .ok_or_else(|| StaffError::Unknown(id.to_string()))?;
        if let Some((_, time)) = &member.disabled {
            return Err(StaffError::Disabled {
                id: member.id.clone(),
                time: time.clone(),
            });
        }
        if !act.allowed(member.role) {
            return Err(StaffError::NotAllowed {
                who: member.describe(),
                act,
            });
        }
        Ok(member)
    }

    /// Applies change `c`, recorded at entry `seq`: it must be signed by an active
    /// manager (the first member, a manager, by themselves), and make sense of the
    /// register as it stands. `Err` says why not, in words.
    pub(crate) fn apply(&mut self, seq: i64, c: &SignedChange) -> Result<(), ChangeRefused> {
        let change = &c.change;
        if change.pitpay_staff != FORMAT {
            return Err(ChangeRefused::Format(change.pitpay_staff));
        }
        let id = change.id.trim();
        if id.is_empty() || id != change.id {
            return Err(ChangeRefused::NoId);
        }
        pitpay_core::check(Label::Id, id).map_err(ChangeRefused::BadId)?;
        if change.name.trim().is_empty() {
            return Err(ChangeRefused::NoName);
        }
        pitpay_core::check(Label::Name, &change.name).map_err(ChangeRefused::BadName)?;
        let signer = self.signer_of(change)?;
        if !keys::verify(&signer, &change.bytes(), &c.signature) {
            return Err(ChangeRefused::NotSignedBy(change.by.clone()));
        }
        match change.action {
            Action::Add => self.add(seq, change),
            Action::Disable => self.disable(seq, change),
            Action::Reset => self.reset(seq, change),
        }
    }

    /// The key that must have signed a change: an active manager's, or for the first
    /// member, the key of their own new credential.
    fn signer_of(&self, change: &Change) -> Result<String, ChangeRefused> {
        if self.members.is_empty() {
            let first = change.action == Action::Add
                && change.role == Role::Manager
                && change.by.eq_ignore_ascii_case(&change.id);
            return match (&change.credential, first) {
                (Some(c), true) => Ok(c.public_key.clone()),
                _ => Err(ChangeRefused::FirstNotManager),
            };
        }
        let by = self
            .member(&change.by)
            .ok_or_else(|| ChangeRefused::ByUnknown(change.by.clone()))?;
        if !by.active || by.role != Role::Manager {
            return Err(ChangeRefused::ByNotManager(by.describe()));
        }
        Ok(by.credential.public_key.clone())
    }

    fn add(&mut self, seq: i64, change: &Change) -> Result<(), ChangeRefused> {
        if let Some(m) = self.member(&change.id) {
            return Err(ChangeRefused::IdTaken {
                id: change.id.clone(),
                holder: m.describe(),
            });
        }
        let credential = change
            .credential
            .clone()
            .ok_or(ChangeRefused::NoCredential)?;
        let fingerprint = fingerprint_of(&credential.public_key)?;
        self.members.push(Member {
            id: change.id.clone(),
            name: change.name.clone(),
            role: change.role,
            keys: vec![(seq, credential.public_key.clone())],
            credential,
            enrolled: (seq, change.time.clone()),
            since: change.time.clone(),
            disabled: None,
            active: true,
            fingerprint,
        });
        Ok(())
    }

    fn disable(&mut self, seq: i64, change: &Change) -> Result<(), ChangeRefused> {
        let last_manager = self.active_managers() == 1;
        let m = self.existing(&change.id)?;
        if last_manager && m.role == Role::Manager {
            return Err(ChangeRefused::LastManager(m.describe()));
        }
        m.active = false;
        m.disabled = Some((seq, change.time.clone()));
        Ok(())
    }

    fn reset(&mut self, seq: i64, change: &Change) -> Result<(), ChangeRefused> {
        let credential = change
            .credential
            .clone()
            .ok_or(ChangeRefused::NoNewCredential)?;
        let fingerprint = fingerprint_of(&credential.public_key)?;
        let m = self.existing(&change.id)?;
        m.keys.push((seq, credential.public_key.clone()));
        m.credential = credential;
        m.fingerprint = fingerprint;
        Ok(())
    }

    /// An active member, to change.
    fn existing(&mut self, id: &str) -> Result<&mut Member, ChangeRefused> {
        let m = self
            .member_mut(id)
            .ok_or_else(|| ChangeRefused::Unknown(id.to_string()))?;
        if !m.active {
            return Err(ChangeRefused::Disabled(m.describe()));
        }
        Ok(m)
    }
}

/// A member as a register checkpoint keeps them: all the register knows of
/// them, so that a check of the register can start from the checkpoint.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Kept {
    /// The ID (the rest is the register's own business).
    pub id: String,
    name: String,
    role: Role,
    credential: Credential,
    keys: Vec<(i64, String)>,
    /// The entry that enrolled them, and when.
    pub enrolled: (i64, String),
    disabled: Option<(i64, String)>,
}

impl Register {
    /// The register as a checkpoint keeps it.
    pub(crate) fn kept(&self) -> Vec<Kept> {
        self.members
            .iter()
            .map(|m| Kept {
                id: m.id.clone(),
                name: m.name.clone(),
                role: m.role,
                credential: m.credential.clone(),
                keys: m.keys.clone(),
                enrolled: m.enrolled.clone(),
                disabled: m.disabled.clone(),
            })
            .collect()
    }

    /// The register a checkpoint kept: `kept` read whole, `others` known by ID and the
    /// entry that enrolled them. `Err` says why it does not read.
    pub(crate) fn from_kept(
        kept: Vec<Kept>,
        others: Vec<(String, i64)>,
    ) -> Result<Register, ChangeRefused> {
        let members = kept
            .into_iter()
            .map(|k| {
                Ok(Member {
                    fingerprint: fingerprint_of(&k.credential.public_key)?,
                    active: k.disabled.is_none(),
                    since: k.enrolled.1.clone(),
                    id: k.id,
                    name: k.name,
                    role: k.role,
                    credential: k.credential,
                    keys: k.keys,
                    enrolled: k.enrolled,
                    disabled: k.disabled,
                })
            })
            .collect::<Result<Vec<_>, ChangeRefused>>()?;
        Ok(Register { members, others })
    }
}

fn fingerprint_of(public_hex: &str) -> Result<String, ChangeRefused> {
    let key = keys::canonical_hex(public_hex, 32).ok_or(ChangeRefused::BadPublicKey)?;
    Ok(keys::fingerprint(&key))
}

/// Why the register's rules refuse a change (or a checkpoint's member), in the words
/// that follow "the staff change" or "this change".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChangeRefused {
    /// A change written in a format this Pitpay does not know.
    Format(u32),
    /// No member ID, or one with spaces around it.
    NoId,
    /// A member ID that is not one (the core's words for why, in any language).
    BadId(pitpay_core::LabelError),
    /// No member name.
    NoName,
    /// A name that is not one (the core's words for why, in any language).
    BadName(pitpay_core::LabelError),
    /// Not signed by the manager it names.
    NotSignedBy(String),
    /// The register's first change does not enroll a manager by themselves.
    FirstNotManager,
    /// Made by someone the register does not hold.
    ByUnknown(String),
    /// Made by someone who is not an active manager (as the register describes them).
    ByNotManager(Sentence),
    /// An ID enrolled before (an ID is never reused).
    IdTaken {
        /// The ID.
        id: String,
        /// Who holds it, as the register describes them.
        holder: Sentence,
    },
    /// An enrolment without a credential.
    NoCredential,
    /// A PIN reset without a new credential.
    NoNewCredential,
    /// The last active manager disabled (as the register describes them).
    LastManager(Sentence),
    /// A change of someone the register does not hold.
    Unknown(String),
    /// A change of someone disabled (as the register describes them).
    Disabled(Sentence),
    /// A credential whose public key does not read.
    BadPublicKey,
    /// An ID that begins another enrolled one, or is begun by it.
    IdBeginsAnother {
        /// The ID asked for.
        id: String,
        /// The enrolled ID.
        other: String,
    },
    /// An empty register's first member is not to be a manager.
    FirstRole {
        /// The ID asked for.
        id: String,
        /// The role asked for.
        role: Role,
    },
    /// An empty register's first member enrolled by someone else.
    FirstByAnother(String),
}

/// Why a person named on a slip does not hold as its signer (or witness), in the words
/// that follow their role and ID.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotVouched {
    /// The register does not hold them.
    NotEnrolled,
    /// Enrolled after the slip was issued.
    NotYetEnrolled,
    /// Disabled before the slip was issued (when).
    Disabled(String),
    /// Signed with a key that was not theirs then.
    OtherKey,
    /// Under another name, or in a role that may not sign it.
    CouldNotSign {
        /// Who they are, as the register describes them.
        who: Sentence,
        /// The name the slip gives.
        name: String,
    },
    /// Their signature on the slip's record is not by the key the slip names.
    NotTheirSignature,
    /// No signature of theirs, though the register had members when it was issued.
    Unsigned,
}

/// Why someone may not do what they asked, in words (exit 2: nothing was written but a
/// wrong PIN's record).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StaffError {
    /// The register has members, and no ID was given.
    NoId(Act),
    /// No member has that ID.
    Unknown(String),
    /// The member was disabled.
    Disabled {
        /// Their ID.
        id: String,
        /// When.
        time: String,
    },
    /// Their role does not allow it.
    NotAllowed {
        /// Who, as the register describes them.
        who: Sentence,
        /// What was asked.
        act: Act,
    },
    /// The PIN was not theirs (the failure is recorded).
    WrongPin(String),
    /// Five wrong PINs within 15 minutes: locked.
    Locked {
        /// Their ID.
        id: String,
        /// Until when (UTC).
        until: String,
    },
    /// The PIN given cannot be one.
    BadPin(PinRefused),
    /// The terminal could not be read for a PIN (its words).
    PinNotRead {
        /// Whose PIN ("S-1042", "the new member S-2001").
        whose: Sentence,
        /// Why not.
        why: String,
    },
    /// None of the PINs given is left for someone (whose).
    NoPinGiven(Sentence),
    /// Standard input ended before someone's PIN line (whose).
    NoPinLine(Sentence),
    /// A PIN line longer than one may be (whose).
    PinLineTooLong(Sentence),
    /// A PIN line that is not text (whose).
    PinNotText(Sentence),
    /// Standard input could not be read for a PIN (its words).
    PinNotReadFromInput {
        /// Whose PIN.
        whose: Sentence,
        /// Why not.
        why: String,
    },
    /// The witness is the one who signs.
    WitnessIsSigner(String),
    /// A name given that is not the register's.
    NameMismatch {
        /// The name given.
        given: String,
        /// The ID.
        id: String,
        /// The register's name.
        registered: String,
    },
    /// A change the register's rules refuse.
    Refused(ChangeRefused),
    /// A member's credential that does not open (the register was edited).
    DamagedCredential {
        /// Their ID.
        id: String,
        /// What is wrong.
        why: CredentialDamage,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(
        action: Action,
        id: &str,
        role: Role,
        by: &str,
        pin: Option<&str>,
    ) -> (Change, Option<Keys>) {
        let (credential, keys) = match pin {
            Some(p) => {
                let (c, k) = credential::enroll(p).unwrap();
                (Some(c), Some(k))
            }
            None => (None, None),
        };
        let c = Change {
            pitpay_staff: FORMAT,
            action,
            id: id.into(),
            name: format!("Member {id}"),
            role,
            time: "2026-11-25T10:00:00Z".into(),
            station: "Pit 1".into(),
            credential,
            by: by.into(),
        };
        (c, keys)
    }

    /// The first member of an empty register must be a manager, enrolling
    /// themselves; afterwards only an active manager changes it, and a change carries
    /// that manager's signature.
    #[test]
    fn only_managers_change_the_register_and_the_first_member_is_one() {
        let mut r = Register::default();
        let (sup, _) = change(Action::Add, "S-1", Role::Supervisor, "S-1", Some("111111"));
        let (k, _) = (sup.clone(), ());
        let err = r
            .apply(1, &k.sign(&Keys::generate().unwrap().0))
            .unwrap_err();
        assert_eq!(err, ChangeRefused::FirstNotManager, "{err}");
        let (m, mk) = change(Action::Add, "M-1", Role::Manager, "M-1", Some("222222"));
        let mk = mk.unwrap();
        r.apply(1, &m.sign(&mk)).unwrap();
        // A supervisor enrolled by the manager; then the supervisor tries to add someone.
        let (s, sk) = change(Action::Add, "S-1", Role::Supervisor, "M-1", Some("111111"));
        r.apply(2, &s.sign(&mk)).unwrap();
        let (x, _) = change(Action::Add, "S-2", Role::Supervisor, "S-1", Some("333333"));
        let err = r.apply(3, &x.sign(&sk.unwrap())).unwrap_err();
        assert!(matches!(err, ChangeRefused::ByNotManager(_)), "{err}");
        // Signed by someone other than who it names.
        let (x, _) = change(Action::Add, "S-2", Role::Supervisor, "M-1", Some("333333"));
        let err = r
            .apply(3, &x.sign(&Keys::generate().unwrap().0))
            .unwrap_err();
        assert_eq!(err, ChangeRefused::NotSignedBy("M-1".into()), "{err}");
        // An ID is never enrolled twice, whatever its case.
        let (x, _) = change(Action::Add, "s-1", Role::Supervisor, "M-1", Some("333333"));
        assert!(matches!(
            r.apply(3, &x.sign(&mk)),
            Err(ChangeRefused::IdTaken { .. })
        ));
        // The last manager cannot be disabled.
        let (x, _) = change(Action::Disable, "M-1", Role::Manager, "M-1", None);
        assert!(matches!(
            r.apply(3, &x.sign(&mk)),
            Err(ChangeRefused::LastManager(_))
        ));
    }

    /// A member counts from their enrolment; a reset gives a new key from
    /// its entry on; a disabled member signs nothing after.
    #[test]
    fn keys_and_activity_are_answered_for_any_entry() {
        let mut r = Register::default();
        let (m, mk) = change(Action::Add, "M-1", Role::Manager, "M-1", Some("222222"));
        let mk = mk.unwrap();
        r.apply(1, &m.sign(&mk)).unwrap();
        let (s, sk) = change(Action::Add, "S-1", Role::Supervisor, "M-1", Some("111111"));
        r.apply(5, &s.sign(&mk)).unwrap();
        let (reset, rk) = change(
            Action::Reset,
            "S-1",
            Role::Supervisor,
            "M-1",
            Some("444444"),
        );
        r.apply(9, &reset.sign(&mk)).unwrap();
        let (off, _) = change(Action::Disable, "S-1", Role::Supervisor, "M-1", None);
        r.apply(12, &off.sign(&mk)).unwrap();
        let s = r.member("S-1").unwrap();
        assert!(!s.active_at(5) && s.active_at(6) && s.active_at(11) && !s.active_at(13));
        assert_eq!(s.key_at(7), Some(sk.unwrap().public_hex().as_str()));
        assert_eq!(s.key_at(10), Some(rk.unwrap().public_hex().as_str()));
        assert!(matches!(
            r.authorize("S-1", Act::Sign),
            Err(StaffError::Disabled { .. })
        ));
        assert!(r.authorize("M-1", Act::Void).is_ok());
        assert!(matches!(
            r.authorize("S-9", Act::Sign),
            Err(StaffError::Unknown(_))
        ));
    }

    #[test]
    fn roles_allow_what_the_issue_says() {
        assert!(Act::Sign.allowed(Role::Supervisor) && Act::Sign.allowed(Role::Manager));
        assert!(!Act::Sign.allowed(Role::Auditor));
        assert!(!Act::Void.allowed(Role::Supervisor) && Act::Void.allowed(Role::Manager));
        assert!(!Act::Manage.allowed(Role::Supervisor));
        assert!(Act::Witness.allowed(Role::Auditor));
        assert!(Act::Reprint.allowed(Role::Supervisor) && !Act::Reprint.allowed(Role::Auditor));
    }
}

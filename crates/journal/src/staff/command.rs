//! `pitpay staff …` and `pitpay keys --rotate` (docs/who-signs.md): the
//! command line other tools and the audit checks use to change the staff register and
//! to replace a lost station key.
//!
//! Every change is checked against the register as it stands (`Register::apply`, the
//! same rules a register read back must keep), needs an active manager signed in with
//! their PIN (the first member, a manager, enrolls themselves), and is written as one
//! journal entry, signed by the station and by that manager. Nothing is written when
//! anything is refused, but a wrong PIN's record.

use std::path::Path;

use pitpay_language::{sentence, Sentence};
use serde_json::json;

use super::credential;
use super::pins::Pins;
use super::sign_in::{sign_in, SignInError, SignedIn};
use super::{Act, Action, Change, ChangeRefused, Member, Register, Role, StaffError, FORMAT};
use crate::journal::{
    now, Actor, Authority, Journal, JournalError, KeyChange, SignedKeyChange, ROTATE_FORMAT,
};
use crate::keys::{self, KeyError, Keys};

/// Why a staff command could not be done (exit 2, bad input, but where the journal
/// says the environment failed: [`JournalError::exit_code`]).
#[derive(Debug, Clone, thiserror::Error)]
pub enum CommandError {
    /// The register refused someone, or a change.
    Staff(#[from] StaffError),
    /// The journal could not be used.
    Journal(#[from] JournalError),
    /// The station's key could not be read or made.
    Keys(#[from] KeyError),
    /// A new member's credential could not be made.
    Enroll(#[from] credential::EnrollError),
    /// A member with no ID.
    NoId,
    /// A member with no name.
    NoName,
    /// A member ID that is not one (the core's words for why, in any language).
    BadId(pitpay_core::LabelError),
    /// A name that is not one (the core's words for why, in any language).
    BadName(pitpay_core::LabelError),
    /// The new member's PIN, typed twice, differs.
    PinsDiffer,
    /// A station of a shared journal with no key there to replace.
    NoKeyToReplace(String),
    /// A journal with nothing signed, so no station key to replace.
    NothingSigned,
    /// The key file holds the key the journal holds already.
    AlreadyTheKey(String),
    /// A shared journal that is the one this podium wrote to: nothing to adopt.
    NothingToAdopt(String),
}

pitpay_language::english_display!(CommandError);

/// A staff command's refusal in any language: the register's, the journal's or the
/// key's own sentence, or the command's.
impl From<&CommandError> for Sentence {
    fn from(e: &CommandError) -> Sentence {
        match e {
            CommandError::Staff(e) => Sentence::from(e),
            CommandError::Journal(e) => Sentence::from(e),
            CommandError::Keys(e) => Sentence::from(e),
            CommandError::Enroll(e) => Sentence::from(e),
            CommandError::NoId => sentence!("journal-error-command-no-id"),
            CommandError::NoName => sentence!("journal-error-command-no-name"),
            CommandError::BadId(why) => {
                sentence!("journal-error-command-bad-id", why = Sentence::from(why))
            }
            CommandError::BadName(why) => {
                sentence!("journal-error-command-bad-name", why = Sentence::from(why))
            }
            CommandError::PinsDiffer => sentence!("journal-error-command-pins-differ"),
            CommandError::NoKeyToReplace(station) => {
                sentence!("journal-error-command-no-key-to-replace", station = station)
            }
            CommandError::NothingSigned => sentence!("journal-error-command-nothing-signed"),
            CommandError::AlreadyTheKey(fingerprint) => sentence!(
                "journal-error-command-already-the-key",
                fingerprint = fingerprint
            ),
            CommandError::NothingToAdopt(at) => {
                sentence!("journal-error-command-nothing-to-adopt", at = at)
            }
        }
    }
}

impl From<SignInError> for CommandError {
    fn from(e: SignInError) -> Self {
        match e {
            SignInError::Journal(j) => j.into(),
            SignInError::Staff(s) => s.into(),
        }
    }
}

/// The journal of a data folder with its register, read and checked, and the station's
/// key to write with.
struct Opened {
    journal: Journal,
    authority: Authority,
}

fn open(dir: &Path) -> Result<Opened, CommandError> {
    let journal = Journal::open(dir)?;
    let authority = journal
        .authority(None)?
        .map_err(JournalError::RegisterDamaged)?;
    Ok(Opened { journal, authority })
}

/// What a new member is to be.
pub struct NewMember<'a> {
    /// Their ID.
    pub id: &'a str,
    /// Their name.
    pub name: &'a str,
    /// Their role.
    pub role: Role,
}

/// An enrolled member whose ID begins `id` or is begun by it (case aside), if any: the
/// window's ID box knows an ID is whole only when no other begins with it.
fn begun_by_or_beginning<'a>(register: &'a Register, id: &str) -> Option<&'a Member> {
    let id = id.trim().to_lowercase();
    register.members().iter().find(|m| {
        let other = m.id.to_lowercase();
        other != id && (other.starts_with(&id) || id.starts_with(&other))
    })
}

/// `pitpay staff add`: enrolls a member. The first member of an empty register must be
/// a manager, who enrolls themselves; afterwards `by` names the manager who does it.
pub fn add(
    dir: &Path,
    new: &NewMember<'_>,
    by: Option<&str>,
    pins: &mut Pins,
) -> Result<Sentence, CommandError> {
    check_labels(new.id, new.name)?;
    // With no journal yet the register is empty: the first member and their PIN are
    // checked before the journal (and the station's key) is made.
    let mut early = None;
    if !Journal::exists(dir) {
        first_member(new, by)?;
        early = Some(new_credential(new.id.trim(), pins)?);
    }
    let mut o = open(dir)?;
    let station = o.journal.writing_keys(dir, &o.authority)?;
    let register = o.authority.register.clone();
    if let Some(m) = register.member(new.id) {
        return Err(StaffError::Refused(ChangeRefused::IdTaken {
            id: new.id.trim().to_string(),
            holder: m.describe(),
        })
        .into());
    }
    if let Some(m) = begun_by_or_beginning(&register, new.id) {
        return Err(StaffError::Refused(ChangeRefused::IdBeginsAnother {
            id: new.id.trim().to_string(),
            other: m.id.clone(),
        })
        .into());
    }
    let manager = if register.is_empty() {
        first_member(new, by)?;
        None
    } else {
        let by = by.ok_or(StaffError::NoId(Act::Manage))?;
        Some(sign_in(
            &mut o.journal,
            Some(&station),
            &register,
            by,
            Act::Manage,
            pins,
        )?)
    };
    let (credential, own) = match early {
        Some(c) => c,
        None => new_credential(new.id.trim(), pins)?,
    };
    let change = Change {
        pitpay_staff: FORMAT,
        action: Action::Add,
        id: new.id.trim().to_string(),
        name: new.name.trim().to_string(),
        role: new.role,
        time: now(),
        station: o.journal.station().to_string(),
        credential: Some(credential),
        by: manager
            .as_ref()
            .map_or_else(|| new.id.trim().to_string(), |m| m.member.id.clone()),
    };
    let actor = manager.as_ref().map_or_else(
        || Actor {
            name: change.name.clone(),
            id: change.id.clone(),
        },
        |m| actor(&m.member),
    );
    let signer = manager.as_ref().map_or(&own, |m| &m.keys);
    record(&mut o, &station, change.sign(signer), &actor)?;
    // The role passed as its id, which a translation chooses its word by.
    let done = sentence!(
        "staff-outcome-enrolled",
        name = new.name.trim(),
        id = new.id.trim(),
        role = new.role.id(),
        fingerprint = keys::fingerprint(&own.public())
    );
    Ok(with_notes(done, &mut o.journal))
}

/// What was done, then what the journal had to say besides (a key made, a mark that
/// could not be written), a line each, in the reader's language (`--json` carries the
/// English).
fn with_notes(done: Sentence, journal: &mut Journal) -> Sentence {
    journal.take_notes().into_iter().fold(done, |said, note| {
        sentence!("staff-outcome-noted", done = said, note = note)
    })
}

/// The first member: a manager, enrolling themselves.
fn first_member(new: &NewMember<'_>, by: Option<&str>) -> Result<(), CommandError> {
    if new.role != Role::Manager {
        return Err(StaffError::Refused(ChangeRefused::FirstRole {
            id: new.id.trim().to_string(),
            role: new.role,
        })
        .into());
    }
    if let Some(by) = by.filter(|b| !b.trim().eq_ignore_ascii_case(new.id.trim())) {
        return Err(
            StaffError::Refused(ChangeRefused::FirstByAnother(by.trim().to_string())).into(),
        );
    }
    Ok(())
}

/// A change to member `id` by manager `by`: the journal, the station's key, the member
/// (active) and the manager, signed in.
struct Managed {
    o: Opened,
    station: Keys,
    member: Member,
    manager: SignedIn,
}

fn managed(dir: &Path, id: &str, by: &str, pins: &mut Pins) -> Result<Managed, CommandError> {
    let mut o = open(dir)?;
    let station = o.journal.writing_keys(dir, &o.authority)?;
    let register = o.authority.register.clone();
    let member = existing(&register, id)?;
    let manager = sign_in(
        &mut o.journal,
        Some(&station),
        &register,
        by,
        Act::Manage,
        pins,
    )?;
    Ok(Managed {
        o,
        station,
        member,
        manager,
    })
}

/// `pitpay staff disable`: the member signs nothing from now on.
pub fn disable(dir: &Path, id: &str, by: &str, pins: &mut Pins) -> Result<Sentence, CommandError> {
    let Managed {
        mut o,
        station,
        member,
        manager,
    } = managed(dir, id, by, pins)?;
    let change = change_of(&o, Action::Disable, &member, &manager, None);
    record(
        &mut o,
        &station,
        change.sign(&manager.keys),
        &actor(&manager.member),
    )?;
    Ok(sentence!("staff-outcome-disabled", who = member.describe()))
}

/// `pitpay staff reset`: a new PIN, and with it a new key, for a member.
pub fn reset(dir: &Path, id: &str, by: &str, pins: &mut Pins) -> Result<Sentence, CommandError> {
    let Managed {
        mut o,
        station,
        member,
        manager,
    } = managed(dir, id, by, pins)?;
    let (credential, own) = new_credential(&member.id, pins)?;
    let change = change_of(&o, Action::Reset, &member, &manager, Some(credential));
    record(
        &mut o,
        &station,
        change.sign(&manager.keys),
        &actor(&manager.member),
    )?;
    Ok(sentence!(
        "staff-outcome-reset",
        who = member.describe(),
        fingerprint = keys::fingerprint(&own.public())
    ))
}

/// The register of a data folder's journal (empty when there is no journal yet).
pub fn register(dir: &Path) -> Result<Register, CommandError> {
    if !Journal::exists(dir) {
        return Ok(Register::default());
    }
    Ok(open(dir)?.authority.register)
}

/// Signs in a member for a shift (the app's Sign in): any active member, with their
/// PIN; a wrong PIN is recorded, and five lock the ID, as everywhere.
pub fn sign_in_member(dir: &Path, id: &str, pin: &str) -> Result<Member, CommandError> {
    let mut o = open(dir)?;
    let station = o.journal.writing_keys(dir, &o.authority)?;
    let register = o.authority.register.clone();
    let mut pins = Pins::given([pin.to_string()]);
    let who = sign_in(
        &mut o.journal,
        Some(&station),
        &register,
        id,
        Act::SignIn,
        &mut pins,
    )?;
    Ok(who.member)
}

/// `pitpay staff list`: the register, as JSON or as a table in `words`.
pub fn list(
    dir: &Path,
    json: bool,
    words: &pitpay_language::Words,
) -> Result<String, CommandError> {
    let register = register(dir)?;
    if json {
        let doc = json!({ "staff": register.members() });
        return Ok(serde_json::to_string_pretty(&doc).unwrap_or_default());
    }
    Ok(crate::listing::staff(words, register.members()))
}

/// `pitpay keys --rotate`: this station's key replaced by the one in its key file (a
/// new one is made if the file is gone), recorded in the journal, signed by the new key
/// and, once the register has members, by the manager `by`.
pub fn rotate(dir: &Path, by: Option<&str>, pins: &mut Pins) -> Result<Sentence, CommandError> {
    let o = open(dir)?;
    let station = o.journal.station().to_string();
    let from = current_key(&o).ok_or_else(|| {
        if o.journal.shared().is_some() {
            CommandError::NoKeyToReplace(station.clone())
        } else {
            CommandError::NothingSigned
        }
    })?;
    let present = Keys::load(dir)?;
    if let Some(k) = present.as_ref().filter(|k| k.public_hex() == from) {
        return Err(CommandError::AlreadyTheKey(keys::fingerprint(&k.public())));
    }
    let mut o = o;
    let register = o.authority.register.clone();
    let manager = if register.is_empty() {
        None
    } else {
        let by = by.ok_or(StaffError::NoId(Act::Manage))?;
        // No key signs for the station until the rotation does: a wrong PIN here is
        // refused unrecorded.
        Some(sign_in(
            &mut o.journal,
            None,
            &register,
            by,
            Act::Manage,
            pins,
        )?)
    };
    // Only once the manager is known is a new key made (when the file is gone).
    let new = match present {
        Some(k) => k,
        None => Keys::load_or_create(dir)?,
    };
    let change = KeyChange {
        pitpay_rotate: ROTATE_FORMAT,
        station: station.clone(),
        from: from.clone(),
        to: new.public_hex(),
        time: now(),
        by: manager
            .as_ref()
            .map(|m| m.member.id.clone())
            .unwrap_or_default(),
    };
    let signature = manager
        .as_ref()
        .map(|m| m.keys.sign(&change.bytes()))
        .unwrap_or_default();
    let who = manager
        .as_ref()
        .map_or_else(|| Actor::or_account(None, None), |m| actor(&m.member));
    let signed = SignedKeyChange { change, signature };
    // The journal must still hold what this station remembers.
    o.journal.guard(&o.authority, &new.public_hex())?;
    o.journal.rotate(&new, &signed, &who)?;
    // The wrong PINs tried while no key signed for the station go in now.
    o.journal.write_kept_refusals(&new)?;
    let from_fp = crate::journal::chain::fingerprint_of(&from);
    let key = keys::fingerprint(&new.public());
    Ok(match manager {
        Some(m) => sentence!(
            "staff-outcome-rotated",
            key = key,
            old = from_fp,
            who = m.member.describe()
        ),
        None => sentence!("staff-outcome-rotated-unsigned", key = key, old = from_fp),
    })
}

/// `pitpay journal --adopt-database --by ID`: a manager makes the database a shared
/// journal was moved to on purpose (another server, or a database restored whole) the
/// journal's, so that every podium writes to it again. This podium's journal must hold
/// all it knows (its mark, every checkpoint, no gap waiting): a move, not a loss, which
/// only a recovery may mend. What was done is said in `words`.
pub fn adopt_database(
    dir: &Path,
    by: Option<&str>,
    pins: &mut Pins,
    words: &pitpay_language::Words,
) -> Result<String, CommandError> {
    let mut o = open(dir)?;
    let Some(at) = o.journal.shared().map(str::to_string) else {
        return Err(JournalError::NotShared.into());
    };
    if !o.journal.replaced(&o.authority)? {
        return Err(CommandError::NothingToAdopt(at));
    }
    let keys = o.journal.station_keys(dir, &o.authority)?;
    o.journal
        .holds_what_is_known(&o.authority, &keys.public_hex())?;
    let register = o.authority.register.clone();
    let manager = if register.is_empty() {
        None
    } else {
        let by = by.ok_or(StaffError::NoId(Act::Manage))?;
        Some(sign_in(
            &mut o.journal,
            Some(&keys),
            &register,
            by,
            Act::Manage,
            pins,
        )?)
    };
    let who = manager
        .as_ref()
        .map_or_else(|| Actor::or_account(None, by), |m| actor(&m.member));
    let seq = o
        .journal
        .adopt_database(&keys, "moved", &who, manager.as_ref().map(|m| &m.keys))?;
    let authority =
        manager.map_or_else(|| who.name.clone(), |m| m.member.describe().in_words(words));
    Ok(pitpay_language::t!(
        words,
        "listing-journal-database-adopted",
        at = at.as_str(),
        entry = seq,
        who = authority
    ))
}

/// The key the journal holds for this station now.
fn current_key(o: &Opened) -> Option<String> {
    if o.journal.shared().is_some() {
        let station = o.journal.station();
        return o
            .authority
            .registered
            .iter()
            .rev()
            .find(|k| k.station == station && k.retired.is_none())
            .map(|k| k.key.clone());
    }
    o.authority
        .own_key_now()
        .filter(|k| !k.is_empty())
        .map(str::to_string)
}

fn check_labels(id: &str, name: &str) -> Result<(), CommandError> {
    use pitpay_core::{check, Label};
    if id.trim().is_empty() {
        return Err(CommandError::NoId);
    }
    if name.trim().is_empty() {
        return Err(CommandError::NoName);
    }
    check(Label::Id, id.trim()).map_err(CommandError::BadId)?;
    check(Label::Name, name.trim()).map_err(CommandError::BadName)?;
    Ok(())
}

fn existing(register: &Register, id: &str) -> Result<Member, CommandError> {
    let m = register
        .member(id)
        .ok_or_else(|| StaffError::Unknown(id.trim().to_string()))?;
    if let Some((_, time)) = &m.disabled {
        return Err(StaffError::Disabled {
            id: m.id.clone(),
            time: time.clone(),
        }
        .into());
    }
    Ok(m.clone())
}

/// A new member's PIN (typed twice at a terminal) and their credential.
fn new_credential(
    id: &str,
    pins: &mut Pins,
) -> Result<(credential::Credential, Keys), CommandError> {
    let whose = sentence!("journal-state-pin-new-member", id = id);
    let pin = pins.next(whose.clone())?;
    credential::check_pin(&pin).map_err(StaffError::BadPin)?;
    if pins.at_terminal() && pins.next(sentence!("journal-state-pin-again", whose = whose))? != pin
    {
        return Err(CommandError::PinsDiffer);
    }
    Ok(credential::enroll(&pin)?)
}

fn change_of(
    o: &Opened,
    action: Action,
    member: &Member,
    manager: &SignedIn,
    credential: Option<credential::Credential>,
) -> Change {
    Change {
        pitpay_staff: FORMAT,
        action,
        id: member.id.clone(),
        name: member.name.clone(),
        role: member.role,
        time: now(),
        station: o.journal.station().to_string(),
        credential,
        by: manager.member.id.clone(),
    }
}

fn actor(m: &Member) -> Actor {
    Actor {
        name: m.name.clone(),
        id: m.id.clone(),
    }
}

/// Checks the change against the register as it stands, then writes it.
fn record(
    o: &mut Opened,
    station: &Keys,
    change: super::SignedChange,
    by: &Actor,
) -> Result<(), CommandError> {
    let mut register = o.authority.register.clone();
    register
        .apply(i64::MAX, &change)
        .map_err(StaffError::Refused)?;
    o.journal.change_staff(station, &change, by)?;
    Ok(())
}

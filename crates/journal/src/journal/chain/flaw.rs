//! Why a journal entry does not hold, as values: [`Flaw`] for the chain's own walk (its
//! links, hashes, signatures, checkpoints, slip numbers and tallies), and
//! [`Unauthorized`] for a record made on someone's authority (a staff change, a station
//! key's replacement, a gap, a database adopted) that the staff register does not bear
//! out. [`super::Broken`] carries one with the entry it was found at; each says itself
//! as a sentence (`flaw_words`), in the words `pitpay journal --check` prints.

use crate::register::ChangeRefused;

/// Why an entry does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Flaw {
    /// An entry is missing: the next one found has another number.
    Missing {
        /// The last entry that held.
        after: i64,
        /// The entry found next.
        found: i64,
    },
    /// An entry is missing before the chain's head.
    MissingBeforeHead {
        /// The chain's head.
        head: i64,
    },
    /// Entries were cut from the journal's end: a checkpoint stands past it.
    CutBeforeCheckpoint {
        /// The journal's last entry.
        end: i64,
        /// The checkpoint's entry.
        seq: i64,
        /// When the checkpoint was signed.
        time: String,
    },
    /// Entries were cut from the journal's end: this podium wrote or saw one past it.
    CutBeforeMark {
        /// The journal's last entry.
        end: i64,
        /// What lies past it ("this podium wrote entry 41 (issue of slip 17) on …").
        what: pitpay_language::Sentence,
    },
    /// Another entry stands where this podium remembers one.
    NotRemembered {
        /// What this podium remembers of it.
        what: pitpay_language::Sentence,
    },
    /// Its link to the previous entry's hash does not match.
    Unlinked,
    /// Its link to the previous entry does not match (read alone, by index).
    DoesNotFollow,
    /// Its links to the entries on either side do not match.
    NotLinked,
    /// Its content no longer matches its hash.
    Changed,
    /// Its content no longer matches its hash, or its signature.
    ChangedOrUnsigned,
    /// Its slip record no longer matches the hash the entry covers.
    SlipRecordChanged,
    /// Its slip record no longer matches its hash (an entry read alone).
    SlipRecordAltered,
    /// Its record no longer matches its hash (an entry of the register read alone).
    RecordChanged,
    /// It names another entry than the newest of its kind before it.
    SkipsGroup(super::Group),
    /// It names another register change than the one before it.
    SkipsRegister,
    /// The register change it names is gone.
    RegisterEntryGone {
        /// The start of the named entry's hash.
        hash: String,
    },
    /// The newest wrong PIN the journal names is gone.
    WrongPinGone,
    /// A wrong PIN that the entries after it do not name.
    WrongPinChanged,
    /// It names no jackpot tally where the entries before it do.
    NoTally,
    /// Its jackpot tally is not the one the entries before it make.
    TallyDiffers {
        /// The slips it counts.
        counts: i64,
        /// The slips the entries before it count.
        before: i64,
    },
    /// It does not match the checkpoint signed at it.
    CheckpointDiffers {
        /// When the checkpoint was signed.
        time: String,
    },
    /// The checkpoint signed at it no longer matches (the last one, read by index).
    CheckpointMismatch,
    /// Its checkpoint is not signed by a trusted key.
    CheckpointUntrusted {
        /// When the checkpoint was signed.
        time: String,
        /// The signing key's fingerprint.
        key: String,
    },
    /// It does not match the checkpoint a check starts from.
    StartDiffers,
    /// The checkpoint a check starts from is not signed by a trusted key.
    StartUntrusted,
    /// The chain's last entry is not signed by a trusted key.
    LastUntrusted,
    /// Signed by another key than this installation's.
    ForeignKey {
        /// The key's fingerprint.
        key: String,
    },
    /// Not signed by this installation's key.
    NotOwnSignature,
    /// Not signed by the key it names.
    NotSignedAsNamed {
        /// The station it names.
        station: String,
        /// The key's fingerprint.
        key: String,
    },
    /// Not signed by the key it names (read alone).
    NotSignedByItsKey,
    /// Names no signing key, in a shared journal.
    NoSignerShared,
    /// Names no signing key.
    NoSigner,
    /// Signed by a key no station registered before it.
    Unregistered {
        /// The station it names.
        station: String,
        /// The key's fingerprint.
        key: String,
    },
    /// Signed by a key that does not sign for the journal at that entry.
    NotSignerThere {
        /// The key's fingerprint.
        key: String,
    },
    /// Not signed by a key that signs for the journal there (its key unnamed).
    NotSignedThere,
    /// Not signed by a key the journal trusts.
    Untrusted,
    /// An installation's own journal made another key its own.
    NotOwnKey {
        /// The key it makes the journal's (fingerprint).
        now: String,
        /// This installation's key (fingerprint).
        own: String,
    },
    /// A station key replaced without a manager's authority.
    UnauthorizedRotation,
    /// A gap recorded without a manager's authority.
    UnauthorizedGap,
    /// A database adopted without the authority its record needs.
    UnauthorizedDatabase,
    /// A slip number that skips or repeats.
    SlipOutOfOrder {
        /// The slip it issues.
        slip: i64,
        /// The last slip issued before it.
        last: i64,
    },
    /// Its slip record is another slip's.
    OtherSlipRecord,
    /// Its jackpot flag disagrees with its slip record.
    JackpotFlag {
        /// Whether the flag says it pays one.
        flagged: bool,
    },
    /// An entry other than an issue flagged as paying a meter award.
    JackpotNotIssued,
    /// A reprint or void of a slip never issued.
    NeverIssued(i64),
    /// A second void of one slip, a void of a slip paid at the cage, or a slip paid twice
    /// or after its void.
    AlreadyVoid(i64),
    /// A key registered for no station.
    KeyForNoStation,
    /// A staff entry that names no member.
    NoStaffMember,
    /// A gap that declares fewer slips used than were issued before it.
    GapBelow {
        /// The last slip it declares used.
        slip: i64,
        /// The last slip issued before it.
        last: i64,
    },
    /// A staff change whose record does not read.
    StaffChangeUnread(String),
    /// A staff change the register's rules refuse.
    StaffChange(ChangeRefused),
    /// A record made on someone's authority that does not hold.
    Unauthorized(Unauthorized),
}

impl From<Unauthorized> for Flaw {
    fn from(u: Unauthorized) -> Flaw {
        Flaw::Unauthorized(u)
    }
}

/// What a record made on someone's authority is of, in a flaw's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Authorized {
    /// A station key's replacement: "its record of the new key", "made".
    NewKey,
    /// A gap: "its record of the gap", "recorded".
    Gap,
    /// A database adopted: "its record of the database", "recorded", "adopted".
    Database,
}

impl Authorized {
    /// What its record is of, as an id the messages choose their words by ("new-key":
    /// "its record of the new key", "made"; "gap": "recorded"; "database": "adopted").
    pub(super) fn id(self) -> &'static str {
        match self {
            Authorized::NewKey => "new-key",
            Authorized::Gap => "gap",
            Authorized::Database => "database",
        }
    }
}

/// Why a record made on someone's authority does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Unauthorized {
    /// Its record does not read.
    Unreadable(Authorized),
    /// Its record does not read, as the reader says.
    UnreadableBecause {
        /// What the record is of.
        what: Authorized,
        /// What the reader found.
        detail: String,
    },
    /// The entry does not agree with its record.
    Disagrees(Authorized),
    /// Made by someone who was not an active manager.
    NotManager {
        /// What the record is of.
        what: Authorized,
        /// Who it says made it.
        by: String,
    },
    /// Not signed by the manager it names.
    NotSignedBy {
        /// What the record is of.
        what: Authorized,
        /// Who it says made it.
        by: String,
    },
    /// A rotation not signed by the new key it records, for its station.
    NotSignedByNewKey,
    /// A rotation replacing a key that did not sign for its station.
    ReplacesOtherKey,
}

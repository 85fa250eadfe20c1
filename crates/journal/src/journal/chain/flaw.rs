//! Why a journal entry does not hold, as values: [`Flaw`] for the chain's own walk (its
//! links, hashes, signatures, checkpoints, slip numbers and tallies), and
//! [`Unauthorized`] for a record made on someone's authority (a staff change, a station
//! key's replacement, a gap, a database adopted) that the staff register does not bear
//! out. [`super::Broken`] carries one with the entry it was found at; each says itself
//! in the words `pitpay journal --check` prints.

use crate::register::ChangeRefused;

/// Why an entry does not hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum Flaw {
    /// An entry is missing: the next one found has another number.
    #[error("is missing (the entry after {after} is {found})")]
    Missing {
        /// The last entry that held.
        after: i64,
        /// The entry found next.
        found: i64,
    },
    /// An entry is missing before the chain's head.
    #[error("is missing (the chain's head is entry {head})")]
    MissingBeforeHead {
        /// The chain's head.
        head: i64,
    },
    /// Entries were cut from the journal's end: a checkpoint stands past it.
    #[error("is missing: the journal ends at entry {end}, but a checkpoint was signed at entry {seq} on {time}: entries were cut from its end, or it was restored from an older copy (bring them back with `pitpay journal --recover`)")]
    CutBeforeCheckpoint {
        /// The journal's last entry.
        end: i64,
        /// The checkpoint's entry.
        seq: i64,
        /// When the checkpoint was signed.
        time: String,
    },
    /// Entries were cut from the journal's end: this podium wrote or saw one past it.
    #[error("is missing: the journal ends at entry {end}, but {what}: entries were cut from its end, or it was restored from an older copy (bring them back with `pitpay journal --recover`)")]
    CutBeforeMark {
        /// The journal's last entry.
        end: i64,
        /// What lies past it ("this podium wrote entry 41 (issue of slip 17) on …").
        what: pitpay_language::Sentence,
    },
    /// Another entry stands where this podium remembers one.
    #[error("is not the entry {what}: the journal was restored from an older copy or cut, and went on (bring the lost entries back with `pitpay journal --recover`)")]
    NotRemembered {
        /// What this podium remembers of it.
        what: pitpay_language::Sentence,
    },
    /// Its link to the previous entry's hash does not match.
    #[error("does not follow the entry before it (its link to the previous entry's hash does not match): an entry before it was changed or removed")]
    Unlinked,
    /// Its link to the previous entry does not match (read alone, by index).
    #[error("does not follow the entry before it: an entry before it was changed or removed")]
    DoesNotFollow,
    /// Its links to the entries on either side do not match.
    #[error("is not linked to the entries beside it: an entry was changed or removed")]
    NotLinked,
    /// Its content no longer matches its hash.
    #[error("was changed after it was recorded (its content no longer matches its hash)")]
    Changed,
    /// Its content no longer matches its hash, or its signature.
    #[error("was changed after it was recorded (it no longer matches its hash or signature)")]
    ChangedOrUnsigned,
    /// Its slip record no longer matches the hash the entry covers.
    #[error("its slip record was changed after it was recorded (it no longer matches the hash its entry covers)")]
    SlipRecordChanged,
    /// Its slip record no longer matches its hash (an entry read alone).
    #[error("its slip record was changed after it was recorded")]
    SlipRecordAltered,
    /// Its record no longer matches its hash (an entry of the register read alone).
    #[error("its record was changed after it was recorded")]
    RecordChanged,
    /// It names another entry than the newest of its kind before it.
    #[error("does not follow {} before it (it names another entry): an entry of that kind before it was removed or changed", group_words(*.0))]
    SkipsGroup(super::Group),
    /// It names another register change than the one before it.
    #[error("does not follow the register change before it (it names another entry): a change to the staff register or the station keys before it was removed or changed")]
    SkipsRegister,
    /// The register change it names is gone.
    #[error("names a change to the staff register or the station keys (entry hash {hash}) that the journal no longer holds: a register entry was removed")]
    RegisterEntryGone {
        /// The start of the named entry's hash.
        hash: String,
    },
    /// The newest wrong PIN the journal names is gone.
    #[error("the newest wrong PIN the journal names is gone")]
    WrongPinGone,
    /// A wrong PIN that the entries after it do not name.
    #[error("is not the wrong PIN the entries after it name: a wrong PIN was changed or removed")]
    WrongPinChanged,
    /// It names no jackpot tally where the entries before it do.
    #[error(
        "names no jackpot tally, though the entries before it do: it was written in their place"
    )]
    NoTally,
    /// Its jackpot tally is not the one the entries before it make.
    #[error("does not follow the slips that paid a meter award before it: it counts {counts}, the entries before it {before} (a slip's jackpot flag was changed, or a jackpot slip removed)")]
    TallyDiffers {
        /// The slips it counts.
        counts: i64,
        /// The slips the entries before it count.
        before: i64,
    },
    /// It does not match the checkpoint signed at it.
    #[error("does not match the checkpoint signed at it on {time} (the chain up to here was changed after the checkpoint)")]
    CheckpointDiffers {
        /// When the checkpoint was signed.
        time: String,
    },
    /// The checkpoint signed at it no longer matches (the last one, read by index).
    #[error("does not match the checkpoint signed at it")]
    CheckpointMismatch,
    /// Its checkpoint is not signed by a trusted key.
    #[error("its checkpoint of {time} is not signed by a trusted key (key {key})")]
    CheckpointUntrusted {
        /// When the checkpoint was signed.
        time: String,
        /// The signing key's fingerprint.
        key: String,
    },
    /// It does not match the checkpoint a check starts from.
    #[error("does not match the checkpoint to start from")]
    StartDiffers,
    /// The checkpoint a check starts from is not signed by a trusted key.
    #[error("the checkpoint to start from is not signed by a trusted key")]
    StartUntrusted,
    /// The chain's last entry is not signed by a trusted key.
    #[error("the chain's last entry is not signed by a trusted key")]
    LastUntrusted,
    /// Signed by another key than this installation's.
    #[error("is signed by another key than this installation's (key {key})")]
    ForeignKey {
        /// The key's fingerprint.
        key: String,
    },
    /// Not signed by this installation's key.
    #[error("is not signed by this installation's key")]
    NotOwnSignature,
    /// Not signed by the key it names.
    #[error("is not signed by the key it names (station \"{station}\", key {key})")]
    NotSignedAsNamed {
        /// The station it names.
        station: String,
        /// The key's fingerprint.
        key: String,
    },
    /// Not signed by the key it names (read alone).
    #[error("is not signed by the key it names")]
    NotSignedByItsKey,
    /// Names no signing key, in a shared journal.
    #[error("names no signing key, which every entry of a shared journal does")]
    NoSignerShared,
    /// Names no signing key.
    #[error("names no signing key")]
    NoSigner,
    /// Signed by a key no station registered before it.
    #[error("is signed by a key that no station registered before it (station \"{station}\", key {key})")]
    Unregistered {
        /// The station it names.
        station: String,
        /// The key's fingerprint.
        key: String,
    },
    /// Signed by a key that does not sign for the journal at that entry.
    #[error("is signed by a key that does not sign for the journal there (key {key})")]
    NotSignerThere {
        /// The key's fingerprint.
        key: String,
    },
    /// Not signed by a key that signs for the journal there (its key unnamed).
    #[error("is not signed by a key that signs for the journal there")]
    NotSignedThere,
    /// Not signed by a key the journal trusts.
    #[error("is not signed by a key this journal trusts")]
    Untrusted,
    /// An installation's own journal made another key its own.
    #[error("makes key {now} the journal's, which is not this installation's key ({own})")]
    NotOwnKey {
        /// The key it makes the journal's (fingerprint).
        now: String,
        /// This installation's key (fingerprint).
        own: String,
    },
    /// A station key replaced without a manager's authority.
    #[error("replaces a station key without the authority of an enrolled manager (the staff register's check refused it)")]
    UnauthorizedRotation,
    /// A gap recorded without a manager's authority.
    #[error("records a gap without the authority of an enrolled manager (the staff register's check refused it)")]
    UnauthorizedGap,
    /// A database adopted without the authority its record needs.
    #[error("adopts a database for the journal without the authority its record needs (the staff register's check refused it)")]
    UnauthorizedDatabase,
    /// A slip number that skips or repeats.
    #[error("issues slip {slip} after slip {last}: slip numbers skip or repeat")]
    SlipOutOfOrder {
        /// The slip it issues.
        slip: i64,
        /// The last slip issued before it.
        last: i64,
    },
    /// Its slip record is another slip's.
    #[error("its slip record is not the record of that slip")]
    OtherSlipRecord,
    /// Its jackpot flag disagrees with its slip record.
    #[error("its jackpot flag says the slip {} a progressive meter award, but its slip record says otherwise: the flag was changed", if *.flagged { "pays" } else { "pays no" })]
    JackpotFlag {
        /// Whether the flag says it pays one.
        flagged: bool,
    },
    /// An entry other than an issue flagged as paying a meter award.
    #[error("is flagged as paying a meter award, which only a slip's issue can")]
    JackpotNotIssued,
    /// A reprint or void of a slip never issued.
    #[error("slip {0} was never issued")]
    NeverIssued(i64),
    /// A second void of one slip, a void of a slip paid at the cage, or a slip paid twice
    /// or after its void.
    #[error("slip {0} was already void or paid at the cage")]
    AlreadyVoid(i64),
    /// A key registered for no station.
    #[error("registers a key for no station")]
    KeyForNoStation,
    /// A staff entry that names no member.
    #[error("names no staff member")]
    NoStaffMember,
    /// A gap that declares fewer slips used than were issued before it.
    #[error("declares slip {slip} the last used, below slip {last} issued before it")]
    GapBelow {
        /// The last slip it declares used.
        slip: i64,
        /// The last slip issued before it.
        last: i64,
    },
    /// A staff change whose record does not read.
    #[error("its staff change does not read: {0}")]
    StaffChangeUnread(String),
    /// A staff change the register's rules refuse.
    #[error("the staff change {0}")]
    StaffChange(ChangeRefused),
    /// A record made on someone's authority that does not hold.
    #[error(transparent)]
    Unauthorized(#[from] Unauthorized),
}

/// The words of an entry group, in a [`Flaw::SkipsGroup`].
fn group_words(group: super::Group) -> &'static str {
    match group {
        super::Group::Register => "the staff register's or the station keys' newest change",
        super::Group::Refused => "the newest wrong PIN",
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
    /// What its record is of.
    fn of(self) -> &'static str {
        match self {
            Authorized::NewKey => "the new key",
            Authorized::Gap => "the gap",
            Authorized::Database => "the database",
        }
    }

    /// What its maker did ("is made by", "is recorded by").
    fn made(self) -> &'static str {
        match self {
            Authorized::NewKey => "made",
            Authorized::Gap | Authorized::Database => "recorded",
        }
    }

    /// What its maker says they did ("who it says made it").
    fn says(self) -> &'static str {
        match self {
            Authorized::NewKey => "made",
            Authorized::Gap => "recorded",
            Authorized::Database => "adopted",
        }
    }
}

/// Why a record made on someone's authority does not hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum Unauthorized {
    /// Its record does not read.
    #[error("its record of {} does not read", .0.of())]
    Unreadable(Authorized),
    /// Its record does not read, as the reader says.
    #[error("its record of {} does not read: {detail}", what.of())]
    UnreadableBecause {
        /// What the record is of.
        what: Authorized,
        /// What the reader found.
        detail: String,
    },
    /// The entry does not agree with its record.
    #[error("does not agree with its record of {}", .0.of())]
    Disagrees(Authorized),
    /// Made by someone who was not an active manager.
    #[error("is {} by {by}, who was not an active manager", what.made())]
    NotManager {
        /// What the record is of.
        what: Authorized,
        /// Who it says made it.
        by: String,
    },
    /// Not signed by the manager it names.
    #[error("is not signed by {by}, who it says {} it", what.says())]
    NotSignedBy {
        /// What the record is of.
        what: Authorized,
        /// Who it says made it.
        by: String,
    },
    /// A rotation not signed by the new key it records, for its station.
    #[error("is not signed by the new key it records, for its station")]
    NotSignedByNewKey,
    /// A rotation replacing a key that did not sign for its station.
    #[error("replaces a key that did not sign for its station")]
    ReplacesOtherKey,
}

//! Why a journal entry does not hold, said once as messages (`journal-state-flaw-*`,
//! `journal-state-unauthorized-*`, `journal-state-broken*`) and written in the reader's
//! language by whoever shows it; their English is their `Display`, what `--json` and
//! logs carry. What a reader of a record words (a JSON error) is passed as its text.

use pitpay_language::{sentence, Sentence};

use super::check::Broken;
use super::flaw::{Flaw, Unauthorized};
use super::Group;

pitpay_language::english_display!(Broken, Flaw, Unauthorized);

impl std::error::Error for Broken {}

/// "journal entry 4 (void of slip 3): …".
impl From<&Broken> for Sentence {
    fn from(b: &Broken) -> Sentence {
        let (seq, why) = (b.seq.to_string(), Sentence::from(&b.why));
        match &b.what {
            Some(event) => sentence!(
                "journal-state-broken-event",
                seq = seq,
                event = event,
                why = why
            ),
            None => sentence!("journal-state-broken", seq = seq, why = why),
        }
    }
}

/// Numbers are passed as text, written as the journal numbers its entries and slips.
fn n(v: &i64) -> String {
    v.to_string()
}

/// In the words that follow "journal entry N".
impl From<&Flaw> for Sentence {
    fn from(f: &Flaw) -> Sentence {
        match f {
            Flaw::Missing { after, found } => sentence!(
                "journal-state-flaw-missing",
                after = n(after),
                found = n(found)
            ),
            Flaw::MissingBeforeHead { head } => {
                sentence!("journal-state-flaw-missing-before-head", head = n(head))
            }
            Flaw::CutBeforeCheckpoint { end, seq, time } => sentence!(
                "journal-state-flaw-cut-before-checkpoint",
                end = n(end),
                seq = n(seq),
                time = time
            ),
            Flaw::CutBeforeMark { end, what } => sentence!(
                "journal-state-flaw-cut-before-mark",
                end = n(end),
                what = what
            ),
            Flaw::NotRemembered { what } => {
                sentence!("journal-state-flaw-not-remembered", what = what)
            }
            Flaw::Unlinked => sentence!("journal-state-flaw-unlinked"),
            Flaw::DoesNotFollow => sentence!("journal-state-flaw-does-not-follow"),
            Flaw::NotLinked => sentence!("journal-state-flaw-not-linked"),
            Flaw::Changed => sentence!("journal-state-flaw-changed"),
            Flaw::ChangedOrUnsigned => sentence!("journal-state-flaw-changed-or-unsigned"),
            Flaw::SlipRecordChanged => sentence!("journal-state-flaw-slip-record-changed"),
            Flaw::SlipRecordAltered => sentence!("journal-state-flaw-slip-record-altered"),
            Flaw::RecordChanged => sentence!("journal-state-flaw-record-changed"),
            Flaw::SkipsGroup(group) => sentence!(
                "journal-state-flaw-skips-group",
                group = match group {
                    Group::Register => "register",
                    Group::Refused => "refused",
                }
            ),
            Flaw::SkipsRegister => sentence!("journal-state-flaw-skips-register"),
            Flaw::RegisterEntryGone { hash } => {
                sentence!("journal-state-flaw-register-entry-gone", hash = hash)
            }
            Flaw::WrongPinGone => sentence!("journal-state-flaw-wrong-pin-gone"),
            Flaw::WrongPinChanged => sentence!("journal-state-flaw-wrong-pin-changed"),
            Flaw::NoTally => sentence!("journal-state-flaw-no-tally"),
            Flaw::TallyDiffers { counts, before } => sentence!(
                "journal-state-flaw-tally-differs",
                counts = n(counts),
                before = n(before)
            ),
            Flaw::CheckpointDiffers { time } => {
                sentence!("journal-state-flaw-checkpoint-differs", time = time)
            }
            Flaw::CheckpointMismatch => sentence!("journal-state-flaw-checkpoint-mismatch"),
            Flaw::CheckpointUntrusted { time, key } => sentence!(
                "journal-state-flaw-checkpoint-untrusted",
                time = time,
                key = key
            ),
            Flaw::StartDiffers => sentence!("journal-state-flaw-start-differs"),
            Flaw::StartUntrusted => sentence!("journal-state-flaw-start-untrusted"),
            Flaw::LastUntrusted => sentence!("journal-state-flaw-last-untrusted"),
            _ => signatures(f),
        }
    }
}

/// The flaws of an entry's signature and of what it means against what came before.
fn signatures(f: &Flaw) -> Sentence {
    match f {
        Flaw::ForeignKey { key } => sentence!("journal-state-flaw-foreign-key", key = key),
        Flaw::NotOwnSignature => sentence!("journal-state-flaw-not-own-signature"),
        Flaw::NotSignedAsNamed { station, key } => sentence!(
            "journal-state-flaw-not-signed-as-named",
            station = station,
            key = key
        ),
        Flaw::NotSignedByItsKey => sentence!("journal-state-flaw-not-signed-by-its-key"),
        Flaw::NoSignerShared => sentence!("journal-state-flaw-no-signer-shared"),
        Flaw::NoSigner => sentence!("journal-state-flaw-no-signer"),
        Flaw::Unregistered { station, key } => sentence!(
            "journal-state-flaw-unregistered",
            station = station,
            key = key
        ),
        Flaw::NotSignerThere { key } => {
            sentence!("journal-state-flaw-not-signer-there", key = key)
        }
        Flaw::NotSignedThere => sentence!("journal-state-flaw-not-signed-there"),
        Flaw::Untrusted => sentence!("journal-state-flaw-untrusted"),
        Flaw::NotOwnKey { now, own } => {
            sentence!("journal-state-flaw-not-own-key", now = now, own = own)
        }
        Flaw::UnauthorizedRotation => sentence!("journal-state-flaw-unauthorized-rotation"),
        Flaw::UnauthorizedGap => sentence!("journal-state-flaw-unauthorized-gap"),
        Flaw::UnauthorizedDatabase => sentence!("journal-state-flaw-unauthorized-database"),
        Flaw::SlipOutOfOrder { slip, last } => sentence!(
            "journal-state-flaw-slip-out-of-order",
            slip = n(slip),
            last = n(last)
        ),
        Flaw::OtherSlipRecord => sentence!("journal-state-flaw-other-slip-record"),
        Flaw::JackpotFlag { flagged } => sentence!(
            "journal-state-flaw-jackpot-flag",
            flagged = if *flagged { "yes" } else { "no" }
        ),
        Flaw::JackpotNotIssued => sentence!("journal-state-flaw-jackpot-not-issued"),
        Flaw::NeverIssued(slip) => sentence!("journal-state-flaw-never-issued", slip = n(slip)),
        Flaw::AlreadyVoid(slip) => sentence!("journal-state-flaw-already-void", slip = n(slip)),
        Flaw::KeyForNoStation => sentence!("journal-state-flaw-key-for-no-station"),
        Flaw::NoStaffMember => sentence!("journal-state-flaw-no-staff-member"),
        Flaw::GapBelow { slip, last } => sentence!(
            "journal-state-flaw-gap-below",
            slip = n(slip),
            last = n(last)
        ),
        Flaw::StaffChangeUnread(why) => {
            sentence!("journal-state-flaw-staff-change-unread", why = why)
        }
        Flaw::StaffChange(refused) => sentence!(
            "journal-state-flaw-staff-change",
            why = Sentence::from(refused)
        ),
        Flaw::Unauthorized(u) => Sentence::from(u),
        // Each other flaw is said by `From` before this is asked.
        _ => unreachable!("a journal flaw said twice"),
    }
}

/// In the words that follow "journal entry N"; `what` is the record's kind as an id
/// ("new-key", "gap", "database") the messages choose their words by.
impl From<&Unauthorized> for Sentence {
    fn from(u: &Unauthorized) -> Sentence {
        match u {
            Unauthorized::Unreadable(what) => {
                sentence!("journal-state-unauthorized-unreadable", what = what.id())
            }
            Unauthorized::UnreadableBecause { what, detail } => sentence!(
                "journal-state-unauthorized-unreadable-because",
                what = what.id(),
                detail = detail
            ),
            Unauthorized::Disagrees(what) => {
                sentence!("journal-state-unauthorized-disagrees", what = what.id())
            }
            Unauthorized::NotManager { what, by } => sentence!(
                "journal-state-unauthorized-not-manager",
                what = what.id(),
                by = by
            ),
            Unauthorized::NotSignedBy { what, by } => sentence!(
                "journal-state-unauthorized-not-signed-by",
                what = what.id(),
                by = by
            ),
            Unauthorized::NotSignedByNewKey => {
                sentence!("journal-state-unauthorized-not-signed-by-new-key")
            }
            Unauthorized::ReplacesOtherKey => {
                sentence!("journal-state-unauthorized-replaces-other-key")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::flaw::Authorized;
    use super::*;
    use pitpay_language::{english, Language, Words};

    const T: &str = "2026-11-26T14:02:00Z";
    const KEY: &str = "04ab2051f5da25f0";

    fn podium() -> Sentence {
        sentence!(
            "journal-state-podium-wrote",
            seq = "41",
            event = sentence!("journal-state-event-issue", slip = "17"),
            time = T
        )
    }

    /// Every flaw in the words `pitpay journal --check` printed before it was a
    /// sentence, word for word.
    fn cases() -> Vec<(Flaw, &'static str)> {
        let by = || "Maria Gomez (M-1)".to_string();
        vec![
            (Flaw::Missing { after: 4, found: 6 }, "is missing (the entry after 4 is 6)"),
            (Flaw::MissingBeforeHead { head: 9 }, "is missing (the chain's head is entry 9)"),
            (Flaw::CutBeforeCheckpoint { end: 40, seq: 41, time: T.into() }, "is missing: the journal ends at entry 40, but a checkpoint was signed at entry 41 on 2026-11-26T14:02:00Z: entries were cut from its end, or it was restored from an older copy (bring them back with `pitpay journal --recover`)"),
            (Flaw::CutBeforeMark { end: 40, what: podium() }, "is missing: the journal ends at entry 40, but this podium wrote entry 41 (issue of slip 17) on 2026-11-26T14:02:00Z: entries were cut from its end, or it was restored from an older copy (bring them back with `pitpay journal --recover`)"),
            (Flaw::NotRemembered { what: podium() }, "is not the entry this podium wrote entry 41 (issue of slip 17) on 2026-11-26T14:02:00Z: the journal was restored from an older copy or cut, and went on (bring the lost entries back with `pitpay journal --recover`)"),
            (Flaw::Unlinked, "does not follow the entry before it (its link to the previous entry's hash does not match): an entry before it was changed or removed"),
            (Flaw::DoesNotFollow, "does not follow the entry before it: an entry before it was changed or removed"),
            (Flaw::NotLinked, "is not linked to the entries beside it: an entry was changed or removed"),
            (Flaw::Changed, "was changed after it was recorded (its content no longer matches its hash)"),
            (Flaw::ChangedOrUnsigned, "was changed after it was recorded (it no longer matches its hash or signature)"),
            (Flaw::SlipRecordChanged, "its slip record was changed after it was recorded (it no longer matches the hash its entry covers)"),
            (Flaw::SlipRecordAltered, "its slip record was changed after it was recorded"),
            (Flaw::RecordChanged, "its record was changed after it was recorded"),
            (Flaw::SkipsRegister, "does not follow the register change before it (it names another entry): a change to the staff register or the station keys before it was removed or changed"),
            (Flaw::RegisterEntryGone { hash: "ab12cd34".into() }, "names a change to the staff register or the station keys (entry hash ab12cd34) that the journal no longer holds: a register entry was removed"),
            (Flaw::WrongPinGone, "the newest wrong PIN the journal names is gone"),
            (Flaw::WrongPinChanged, "is not the wrong PIN the entries after it name: a wrong PIN was changed or removed"),
            (Flaw::NoTally, "names no jackpot tally, though the entries before it do: it was written in their place"),
            (Flaw::TallyDiffers { counts: 3, before: 2 }, "does not follow the slips that paid a meter award before it: it counts 3, the entries before it 2 (a slip's jackpot flag was changed, or a jackpot slip removed)"),
            (Flaw::CheckpointDiffers { time: T.into() }, "does not match the checkpoint signed at it on 2026-11-26T14:02:00Z (the chain up to here was changed after the checkpoint)"),
            (Flaw::CheckpointMismatch, "does not match the checkpoint signed at it"),
            (Flaw::CheckpointUntrusted { time: T.into(), key: KEY.into() }, "its checkpoint of 2026-11-26T14:02:00Z is not signed by a trusted key (key 04ab2051f5da25f0)"),
            (Flaw::StartDiffers, "does not match the checkpoint to start from"),
            (Flaw::StartUntrusted, "the checkpoint to start from is not signed by a trusted key"),
            (Flaw::LastUntrusted, "the chain's last entry is not signed by a trusted key"),
            (Flaw::ForeignKey { key: KEY.into() }, "is signed by another key than this installation's (key 04ab2051f5da25f0)"),
            (Flaw::NotOwnSignature, "is not signed by this installation's key"),
            (Flaw::NotSignedAsNamed { station: "Pit 3".into(), key: KEY.into() }, "is not signed by the key it names (station \"Pit 3\", key 04ab2051f5da25f0)"),
            (Flaw::NotSignedByItsKey, "is not signed by the key it names"),
            (Flaw::NoSignerShared, "names no signing key, which every entry of a shared journal does"),
            (Flaw::NoSigner, "names no signing key"),
            (Flaw::Unregistered { station: "Pit 3".into(), key: KEY.into() }, "is signed by a key that no station registered before it (station \"Pit 3\", key 04ab2051f5da25f0)"),
            (Flaw::NotSignerThere { key: KEY.into() }, "is signed by a key that does not sign for the journal there (key 04ab2051f5da25f0)"),
            (Flaw::NotSignedThere, "is not signed by a key that signs for the journal there"),
            (Flaw::Untrusted, "is not signed by a key this journal trusts"),
            (Flaw::NotOwnKey { now: "k1".into(), own: "k2".into() }, "makes key k1 the journal's, which is not this installation's key (k2)"),
            (Flaw::UnauthorizedRotation, "replaces a station key without the authority of an enrolled manager (the staff register's check refused it)"),
            (Flaw::UnauthorizedGap, "records a gap without the authority of an enrolled manager (the staff register's check refused it)"),
            (Flaw::UnauthorizedDatabase, "adopts a database for the journal without the authority its record needs (the staff register's check refused it)"),
            (Flaw::SlipOutOfOrder { slip: 7, last: 5 }, "issues slip 7 after slip 5: slip numbers skip or repeat"),
            (Flaw::OtherSlipRecord, "its slip record is not the record of that slip"),
            (Flaw::JackpotNotIssued, "is flagged as paying a meter award, which only a slip's issue can"),
            (Flaw::NeverIssued(7), "slip 7 was never issued"),
            (Flaw::AlreadyVoid(7), "slip 7 was already void or paid at the cage"),
            (Flaw::KeyForNoStation, "registers a key for no station"),
            (Flaw::NoStaffMember, "names no staff member"),
            (Flaw::GapBelow { slip: 7, last: 5 }, "declares slip 7 the last used, below slip 5 issued before it"),
            (Flaw::StaffChangeUnread("DETAIL".into()), "its staff change does not read: DETAIL"),
            (Flaw::Unauthorized(Unauthorized::NotSignedByNewKey), "is not signed by the new key it records, for its station"),
            (Flaw::Unauthorized(Unauthorized::ReplacesOtherKey), "replaces a key that did not sign for its station"),
            (Flaw::SkipsGroup(Group::Register), "does not follow the staff register's or the station keys' newest change before it (it names another entry): an entry of that kind before it was removed or changed"),
            (Flaw::SkipsGroup(Group::Refused), "does not follow the newest wrong PIN before it (it names another entry): an entry of that kind before it was removed or changed"),
            (Flaw::JackpotFlag { flagged: true }, "its jackpot flag says the slip pays a progressive meter award, but its slip record says otherwise: the flag was changed"),
            (Flaw::JackpotFlag { flagged: false }, "its jackpot flag says the slip does not pay a progressive meter award, but its slip record says otherwise: the flag was changed"),
            (Flaw::StaffChange(crate::register::ChangeRefused::NoCredential), "the staff change enrolls a member without a credential"),
            (Unauthorized::Unreadable(Authorized::NewKey).into(), "its record of the new key does not read"),
            (Unauthorized::UnreadableBecause { what: Authorized::Gap, detail: "DETAIL".into() }.into(), "its record of the gap does not read: DETAIL"),
            (Unauthorized::Disagrees(Authorized::Database).into(), "does not agree with its record of the database"),
            (Unauthorized::NotManager { what: Authorized::NewKey, by: by() }.into(), "is made by Maria Gomez (M-1), who was not an active manager"),
            (Unauthorized::NotManager { what: Authorized::Gap, by: by() }.into(), "is recorded by Maria Gomez (M-1), who was not an active manager"),
            (Unauthorized::NotManager { what: Authorized::Database, by: by() }.into(), "is recorded by Maria Gomez (M-1), who was not an active manager"),
            (Unauthorized::NotSignedBy { what: Authorized::NewKey, by: by() }.into(), "is not signed by Maria Gomez (M-1), who it says made it"),
            (Unauthorized::NotSignedBy { what: Authorized::Gap, by: by() }.into(), "is not signed by Maria Gomez (M-1), who it says recorded it"),
            (Unauthorized::NotSignedBy { what: Authorized::Database, by: by() }.into(), "is not signed by Maria Gomez (M-1), who it says adopted it"),
        ]
    }

    /// Each flaw keeps its English word for word, and in Chinese is the language's own
    /// message with the same entries, slips, keys, stations and times, and none of the
    /// English sentence's words.
    #[test]
    fn every_flaw_keeps_its_english_and_reads_in_chinese_with_the_same_figures() {
        let figures = [
            "41",
            "40",
            "17",
            "ab12cd34",
            KEY,
            "Pit 3",
            "k1",
            "k2",
            T,
            "DETAIL",
            "Maria Gomez (M-1)",
            "`pitpay journal --recover`",
        ];
        let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
        let hans = Words::shipped(Language::parse("zh-Hans").unwrap());
        for (flaw, words) in cases() {
            assert_eq!(flaw.to_string(), words);
            let said = Sentence::from(&flaw);
            assert_eq!(said.in_words(english()), words);
            for chinese in [said.in_words(&hant), said.in_words(&hans)] {
                for figure in figures.iter().filter(|f| words.contains(*f)) {
                    assert!(chinese.contains(figure), "{figure} in {chinese}");
                }
                for english_word in [" the ", "is not", "signed", "missing", "record"] {
                    let plain = chinese.replace("`pitpay journal --recover`", "");
                    assert!(!plain.contains(english_word), "{english_word} in {chinese}");
                }
            }
        }
    }

    /// A broken entry is named by its number and what it says it is, then why, in one
    /// language: "journal entry 4 (void of slip 3): …".
    #[test]
    fn a_broken_entry_is_named_and_explained_in_one_language() {
        let b = Broken {
            seq: 4,
            what: Some(sentence!("journal-state-event-void", slip = "3")),
            why: Flaw::Changed,
        };
        assert_eq!(
            b.to_string(),
            "journal entry 4 (void of slip 3): was changed after it was recorded (its content \
             no longer matches its hash)"
        );
        let unread = Broken {
            seq: 9,
            what: None,
            why: Flaw::MissingBeforeHead { head: 12 },
        };
        assert_eq!(
            unread.to_string(),
            "journal entry 9: is missing (the chain's head is entry 12)"
        );
        let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
        assert_eq!(
            Sentence::from(&b).in_words(&hant),
            "日誌第 4 項（作廢派彩單 3）：在記錄後被更改（其內容與其雜湊值不再相符）"
        );
        let refused = crate::JournalError::Altered(b);
        let chinese = Sentence::from(&refused).in_words(&hant);
        assert!(chinese.contains("日誌第 4 項（作廢派彩單 3）"), "{chinese}");
        assert!(!chinese.contains("journal entry"), "{chinese}");
    }
}

//! The staff register's refusals said once as messages (`journal-error-*`), written in
//! the reader's language by whoever shows them; their English is their `Display`, what
//! `--json` carries. What another part words (Argon2, the terminal, the core's label
//! check) is passed as its text.

use pitpay_language::{sentence, Sentence};

use super::credential::{CredentialDamage, EnrollError, PinRefused, MAX_PIN, MIN_PIN};
use super::{pins, Act, ChangeRefused, NotVouched, StaffError};

pitpay_language::english_display!(
    ChangeRefused,
    NotVouched,
    StaffError,
    CredentialDamage,
    PinRefused,
    EnrollError
);

impl Act {
    /// "signing off a slip needs a supervisor or a manager".
    fn needs(self) -> Sentence {
        match self {
            Act::Sign => sentence!("journal-error-needs-sign"),
            Act::Reprint => sentence!("journal-error-needs-reprint"),
            Act::Void => sentence!("journal-error-needs-void"),
            Act::Witness => sentence!("journal-error-needs-witness"),
            Act::Manage => sentence!("journal-error-needs-manage"),
            Act::SignIn => sentence!("journal-error-needs-sign-in"),
            Act::Pay => sentence!("journal-error-needs-pay"),
            Act::VerifyPayment => sentence!("journal-error-needs-verify-payment"),
            Act::ApprovePayment => sentence!("journal-error-needs-approve-payment"),
        }
    }
}

impl From<&StaffError> for Sentence {
    fn from(e: &StaffError) -> Sentence {
        match e {
            StaffError::NoId(act) => sentence!("journal-error-staff-no-id", needs = act.needs()),
            StaffError::Unknown(id) => sentence!("journal-error-staff-unknown", id = id),
            StaffError::Disabled { id, time } => {
                sentence!("journal-error-staff-disabled", id = id, time = time)
            }
            StaffError::NotAllowed { who, act } => sentence!(
                "journal-error-staff-not-allowed",
                who = who,
                needs = act.needs()
            ),
            StaffError::WrongPin(id) => sentence!("journal-error-staff-wrong-pin", id = id),
            StaffError::Locked { id, until } => {
                sentence!("journal-error-staff-locked", id = id, until = until)
            }
            StaffError::BadPin(why) => {
                sentence!("journal-error-staff-bad-pin", why = Sentence::from(why))
            }
            StaffError::PinNotRead { whose, why } => {
                sentence!("journal-error-staff-pin-not-read", whose = whose, why = why)
            }
            StaffError::NoPinGiven(whose) => {
                sentence!("journal-error-staff-no-pin-given", whose = whose)
            }
            StaffError::NoPinLine(whose) => {
                sentence!("journal-error-staff-no-pin-line", whose = whose)
            }
            StaffError::PinLineTooLong(whose) => sentence!(
                "journal-error-staff-pin-line-too-long",
                whose = whose,
                max = pins::MAX_LINE
            ),
            StaffError::PinNotText(whose) => {
                sentence!("journal-error-staff-pin-not-text", whose = whose)
            }
            StaffError::PinNotReadFromInput { whose, why } => sentence!(
                "journal-error-staff-pin-not-read-from-input",
                whose = whose,
                why = why
            ),
            StaffError::WitnessIsSigner(id) => {
                sentence!("journal-error-staff-witness-is-signer", id = id)
            }
            StaffError::NameMismatch {
                given,
                id,
                registered,
            } => sentence!(
                "journal-error-staff-name-mismatch",
                given = given,
                id = id,
                registered = registered
            ),
            StaffError::Refused(why) => {
                sentence!("journal-error-staff-refused", why = Sentence::from(why))
            }
            StaffError::DamagedCredential { id, why } => sentence!(
                "journal-error-staff-damaged",
                id = id,
                why = Sentence::from(why)
            ),
        }
    }
}

/// In the words that follow "this change".
impl From<&ChangeRefused> for Sentence {
    fn from(e: &ChangeRefused) -> Sentence {
        match e {
            ChangeRefused::Format(n) => {
                sentence!("journal-error-change-format", format = n.to_string())
            }
            ChangeRefused::NoId => sentence!("journal-error-change-no-id"),
            ChangeRefused::BadId(why) => {
                sentence!("journal-error-change-bad-id", why = Sentence::from(why))
            }
            ChangeRefused::NoName => sentence!("journal-error-change-no-name"),
            ChangeRefused::BadName(why) => {
                sentence!("journal-error-change-bad-name", why = Sentence::from(why))
            }
            ChangeRefused::NotSignedBy(who) => {
                sentence!("journal-error-change-not-signed-by", who = who)
            }
            ChangeRefused::FirstNotManager => sentence!("journal-error-change-first-not-manager"),
            ChangeRefused::ByUnknown(who) => {
                sentence!("journal-error-change-by-unknown", who = who)
            }
            ChangeRefused::ByNotManager(who) => {
                sentence!("journal-error-change-by-not-manager", who = who)
            }
            ChangeRefused::IdTaken { id, holder } => {
                sentence!("journal-error-change-id-taken", id = id, holder = holder)
            }
            ChangeRefused::NoCredential => sentence!("journal-error-change-no-credential"),
            ChangeRefused::NoNewCredential => sentence!("journal-error-change-no-new-credential"),
            ChangeRefused::LastManager(who) => {
                sentence!("journal-error-change-last-manager", who = who)
            }
            ChangeRefused::Unknown(who) => sentence!("journal-error-change-unknown", who = who),
            ChangeRefused::Disabled(who) => sentence!("journal-error-change-disabled", who = who),
            ChangeRefused::BadPublicKey => sentence!("journal-error-change-bad-public-key"),
            ChangeRefused::IdBeginsAnother { id, other } => sentence!(
                "journal-error-change-id-begins-another",
                id = id,
                other = other
            ),
            // The role as its id, which the translation chooses a word by.
            ChangeRefused::FirstRole { id, role } => {
                sentence!("journal-error-change-first-role", id = id, role = role.id())
            }
            ChangeRefused::FirstByAnother(who) => {
                sentence!("journal-error-change-first-by-another", who = who)
            }
        }
    }
}

/// In the words that follow a signer's role and ID.
impl From<&NotVouched> for Sentence {
    fn from(e: &NotVouched) -> Sentence {
        match e {
            NotVouched::NotEnrolled => sentence!("journal-error-vouch-not-enrolled"),
            NotVouched::NotYetEnrolled => sentence!("journal-error-vouch-not-yet-enrolled"),
            NotVouched::Disabled(time) => sentence!("journal-error-vouch-disabled", time = time),
            NotVouched::OtherKey => sentence!("journal-error-vouch-other-key"),
            NotVouched::CouldNotSign { who, name } => {
                sentence!("journal-error-vouch-could-not-sign", who = who, name = name)
            }
            NotVouched::NotTheirSignature => sentence!("journal-error-vouch-not-their-signature"),
            NotVouched::Unsigned => sentence!("journal-error-vouch-unsigned"),
        }
    }
}

/// In the words that follow "damaged".
impl From<&CredentialDamage> for Sentence {
    fn from(e: &CredentialDamage) -> Sentence {
        match e {
            CredentialDamage::HashUnread => sentence!("journal-error-credential-hash-unread"),
            CredentialDamage::NotArgon2id => sentence!("journal-error-credential-not-argon2id"),
            CredentialDamage::SealedUnread => sentence!("journal-error-credential-sealed-unread"),
            CredentialDamage::Hash(why) => sentence!("journal-error-credential-hash", why = why),
            CredentialDamage::DoesNotOpen => sentence!("journal-error-credential-does-not-open"),
            CredentialDamage::NotAKey => sentence!("journal-error-credential-not-a-key"),
            CredentialDamage::OtherKey => sentence!("journal-error-credential-other-key"),
        }
    }
}

/// In the words that follow "the PIN" (never the PIN itself).
impl From<&PinRefused> for Sentence {
    fn from(e: &PinRefused) -> Sentence {
        match e {
            PinRefused::Empty => sentence!("journal-error-pin-empty"),
            PinRefused::Short(n) => {
                sentence!("journal-error-pin-short", length = *n, min = MIN_PIN)
            }
            PinRefused::Long(n) => sentence!("journal-error-pin-long", length = *n, max = MAX_PIN),
            PinRefused::Control => sentence!("journal-error-pin-control"),
        }
    }
}

impl From<&EnrollError> for Sentence {
    fn from(e: &EnrollError) -> Sentence {
        match e {
            EnrollError::Pin(why) => {
                sentence!("journal-error-staff-bad-pin", why = Sentence::from(why))
            }
            EnrollError::Key(e) => Sentence::from(e),
            EnrollError::NoRandomness(why) => {
                sentence!("journal-error-enroll-no-randomness", why = why)
            }
            EnrollError::Hash(why) => sentence!("journal-error-credential-hash", why = why),
            EnrollError::Seal => sentence!("journal-error-enroll-seal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::JournalError;
    use pitpay_language::{english, Language, Words};

    fn words(tag: &str) -> Words {
        Words::shipped(Language::parse(tag).unwrap())
    }

    /// The refusals a podium meets most (a wrong PIN, a lock, a journal without the
    /// slip) keep their English word for word, and are written from the language's own
    /// messages: Chinese in zh-Hant, bracketed pseudo-English in en-XA, the ID in each.
    #[test]
    fn the_common_refusals_are_said_in_the_readers_language_and_english_is_unchanged() {
        let cases: Vec<(Sentence, &str)> = vec![
            (
                (&StaffError::WrongPin("S-1042".into())).into(),
                "wrong PIN for S-1042",
            ),
            (
                (&StaffError::Locked {
                    id: "S-1042".into(),
                    until: "2026-11-28T16:00:00Z".into(),
                })
                    .into(),
                "S-1042 is locked until 2026-11-28T16:00:00Z after five wrong PINs within 15 minutes; try again then, or ask a manager",
            ),
            (
                (&StaffError::NotAllowed {
                    who: "S-1042".into(),
                    act: Act::Void,
                })
                    .into(),
                "S-1042 may not do this: voiding a slip needs a manager",
            ),
            (
                (&StaffError::BadPin(PinRefused::Short(3))).into(),
                "the PIN is 3 characters long; a PIN or passphrase has at least 6",
            ),
            (
                (&JournalError::NoSlip(1042)).into(),
                "slip journal: no slip number 1042",
            ),
        ];
        let (hant, pseudo) = (words("zh-Hant"), words("en-XA"));
        for (said, english_words) in &cases {
            assert_eq!(said.to_string(), *english_words);
            assert_eq!(said.in_words(english()), *english_words);
            let chinese = said.in_words(&hant);
            assert_ne!(chinese, *english_words);
            assert!(
                !chinese.contains("PIN for") && !chinese.contains("slip journal"),
                "{chinese}"
            );
            let accented = said.in_words(&pseudo);
            // Each piece of the message's own text is bracketed; the ID is not.
            assert!(
                accented.contains('[') && accented != *english_words,
                "{accented}"
            );
            for id in ["S-1042", "1042"] {
                if english_words.contains(id) {
                    assert!(chinese.contains(id) && accented.contains(id), "{chinese}");
                }
            }
        }
        let wrong = Sentence::from(&StaffError::WrongPin("S-1".into()));
        assert_eq!(wrong.in_words(&hant), "S-1 的密碼錯誤");
        assert_eq!(wrong.in_words(&words("zh-Hans")), "S-1 的密码错误");
    }

    /// A refusal that holds another (a change the register refuses, a damaged
    /// credential) says the one inside in the same language, not in English.
    #[test]
    fn a_refusal_inside_another_is_said_in_the_same_language() {
        let e = StaffError::DamagedCredential {
            id: "M-1".into(),
            why: CredentialDamage::DoesNotOpen,
        };
        let said = Sentence::from(&e);
        assert_eq!(
            e.to_string(),
            "the credential the register holds for M-1 is damaged (its sealed key does not open with its PIN); a manager can reset their PIN"
        );
        let chinese = said.in_words(&words("zh-Hant"));
        assert!(chinese.contains("無法以其密碼開啟"), "{chinese}");
        let refused = StaffError::Refused(ChangeRefused::FirstRole {
            id: "S-1".into(),
            role: super::super::Role::Supervisor,
        });
        assert!(refused
            .to_string()
            .contains("enrolls S-1 as a supervisor, but"));
        let chinese = Sentence::from(&refused).in_words(&words("zh-Hant"));
        assert!(chinese.contains("賭枱主任"), "{chinese}");
        let needs = JournalError::NeedsKey {
            path: "/x/journal.db".into(),
            why: None,
        };
        assert!(needs.to_string().ends_with(": there is no signing key"));
    }
}

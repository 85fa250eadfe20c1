//! The window's words for what the slip maker refuses. The documents crate words its
//! errors plainly, naming no option (the command line adds `--supervisor-id` and
//! `--again` itself); a supervisor at the window has fields and buttons, so each refusal
//! a window can meet is said here with the field's label or the button's name. Anything
//! else is the library's own wording.

use pitpay_documents::slip::{Field, InputError, SlipError};
use pitpay_journal::staff::{Act, StaffError};
use pitpay_language::{t, Sentence, Words};

/// A slip refusal as the window says it, in its words.
pub(crate) fn slip(e: &SlipError, w: &Words) -> String {
    match e {
        SlipError::BadInput(i) => input(i, w).unwrap_or_else(|| Sentence::from(i).in_words(w)),
        SlipError::Failed(f) => Sentence::from(f).in_words(w),
    }
}

fn input(e: &InputError, w: &Words) -> Option<String> {
    Some(match e {
        InputError::NoSupervisor => t!(w, "window-slip-no-supervisor"),
        InputError::NoPatron { why } => t!(w, "window-slip-no-patron", why = why.as_str()),
        InputError::Label { field, message } => t!(
            w,
            "window-slip-label",
            label = label(*field, w),
            message = message.as_str()
        ),
        InputError::AlreadyIssued {
            number,
            time,
            supervisor,
        } => t!(
            w,
            "window-slip-already-issued",
            number = *number,
            time = utc(time),
            supervisor = supervisor.as_str()
        ),
        InputError::NotPlaced {
            number,
            path,
            source,
        } => t!(
            w,
            "window-slip-not-placed",
            number = *number,
            path = path.display().to_string(),
            why = source.to_string()
        ),
        InputError::NoVoidReason => t!(w, "window-slip-no-void-reason"),
        InputError::Staff(s) => staff(s, w)?,
        _ => return None,
    })
}

fn staff(e: &StaffError, w: &Words) -> Option<String> {
    Some(match e {
        StaffError::NoId(act) => t!(w, "window-staff-no-id", needs = needs(*act, w)),
        StaffError::NameMismatch {
            given,
            id,
            registered,
        } => t!(
            w,
            "window-staff-name-mismatch",
            given = given.as_str(),
            id = id.as_str(),
            registered = registered.as_str()
        ),
        StaffError::DamagedCredential { id, why } => t!(
            w,
            "window-staff-damaged",
            id = id.as_str(),
            why = Sentence::from(why).in_words(w)
        ),
        _ => return None,
    })
}

/// A journal time (`2026-11-28T16:54:04Z`) as people read it: `2026-11-28 16:54:04
/// UTC`.
pub(crate) fn utc(time: &str) -> String {
    match time.strip_suffix('Z') {
        Some(t) => format!("{} UTC", t.replacen('T', " ", 1)),
        None => time.replacen('T', " ", 1),
    }
}

/// Who an act needs, in words.
fn needs(act: Act, w: &Words) -> String {
    match act {
        Act::Sign => t!(w, "window-needs-sign"),
        Act::Reprint => t!(w, "window-needs-reprint"),
        Act::Void => t!(w, "window-needs-void"),
        Act::Witness => t!(w, "window-needs-witness"),
        Act::Manage => t!(w, "window-needs-manage"),
        Act::SignIn => t!(w, "window-needs-sign-in"),
        Act::Pay => t!(w, "window-needs-pay"),
        Act::VerifyPayment => t!(w, "window-needs-verify"),
        Act::ApprovePayment => t!(w, "window-needs-approve"),
    }
}

/// A field as the window labels it.
fn label(field: Field, w: &Words) -> String {
    match field {
        Field::Supervisor => t!(w, "window-label-supervisor"),
        Field::SupervisorId => t!(w, "window-label-supervisor-id"),
        Field::Property => t!(w, "window-label-property"),
        Field::Dealer => t!(w, "window-label-dealer"),
        Field::Patron => t!(w, "window-label-patron"),
        Field::PatronIdType => t!(w, "window-label-id-type"),
        Field::PatronIdLast4 => t!(w, "window-label-last4"),
        Field::Witness => t!(w, "window-label-witness"),
        Field::WitnessId => t!(w, "window-label-witness-id"),
        Field::Reason => t!(w, "window-label-reason"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No option name reaches the window: each refusal a supervisor can meet there is
    /// said with the field's label or the button's name.
    #[test]
    fn refusals_name_fields_and_buttons_never_options() {
        let cases: Vec<SlipError> = vec![
            InputError::NoSupervisor.into(),
            InputError::NoPatron {
                why: "a W-2G flag".into(),
            }
            .into(),
            InputError::Label {
                field: Field::SupervisorId,
                message: "is longer than 40 characters".into(),
            }
            .into(),
            InputError::AlreadyIssued {
                number: 3,
                time: "2026-11-28T15:30:00Z".into(),
                supervisor: "Maria Lopez".into(),
            }
            .into(),
            InputError::NoVoidReason.into(),
            InputError::Staff(StaffError::NoId(Act::Sign)).into(),
            InputError::Staff(StaffError::NoId(Act::Reprint)).into(),
            InputError::Staff(StaffError::NameMismatch {
                given: "Mary".into(),
                id: "S-1".into(),
                registered: "Maria Lopez".into(),
            })
            .into(),
        ];
        let w = pitpay_language::english();
        for e in &cases {
            let said = slip(e, w);
            assert!(!said.contains("--"), "{said}");
            assert!(!said.contains("(--"), "{said}");
        }
        let again = slip(&cases[3], w);
        assert!(again.contains("Slip 3 already pays this round"), "{again}");
        assert!(slip(&cases[2], w).starts_with("Supervisor ID: is longer"));
    }

    /// What the window does not word itself (a slip not in the journal, a failed check,
    /// the register's wrong PIN, the journal's refusal) is said in the window's language
    /// from the library's sentence, and in English as it was.
    #[test]
    fn the_libraries_refusals_are_said_in_the_windows_language() {
        use crate::gui::error::Error;
        use pitpay_documents::slip::Failure;
        use pitpay_journal::staff::CommandError;
        use pitpay_language::{english, Language};
        let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
        let pseudo = Words::shipped(Language::parse("en-XA").unwrap());
        let missing: SlipError = InputError::NoSuchSlip(3).into();
        assert_eq!(
            slip(&missing, english()),
            "the journal has no slip number 3"
        );
        assert_eq!(slip(&missing, &hant), "日誌沒有編號 3 的派彩單");
        let void: SlipError = Failure::Void(3).into();
        assert_eq!(slip(&void, english()), "slip 3 is VOID in the journal");
        assert_eq!(slip(&void, &hant), "派彩單 3 在日誌中已作廢");
        let wrong = Error::from(CommandError::Staff(StaffError::WrongPin("S-1".into())));
        assert_eq!(wrong.to_string(), "wrong PIN for S-1");
        assert_eq!(wrong.said(&hant), "S-1 的密碼錯誤");
        assert!(
            wrong.said(&pseudo).starts_with('['),
            "{}",
            wrong.said(&pseudo)
        );
        let journal = Error::from(pitpay_journal::JournalError::NoSlip(8));
        assert_eq!(journal.to_string(), "slip journal: no slip number 8");
        assert_eq!(journal.said(&hant), "派彩單日誌：沒有編號 8 的派彩單");
    }
}

//! The window's words for what the slip maker refuses. The documents crate words its
//! errors plainly, naming no option (the command line adds `--supervisor-id` and
//! `--again` itself); a supervisor at the window has fields and buttons, so each refusal
//! a window can meet is said here with the field's label or the button's name. Anything
//! else is the library's own wording.

use pitpay_documents::slip::{Field, InputError, SlipError};
use pitpay_journal::staff::{Act, StaffError};

/// A slip refusal as the window says it.
pub(crate) fn slip(e: &SlipError) -> String {
    match e {
        SlipError::BadInput(i) => input(i).unwrap_or_else(|| e.to_string()),
        SlipError::Failed(_) => e.to_string(),
    }
}

fn input(e: &InputError) -> Option<String> {
    Some(match e {
        InputError::NoSupervisor => {
            "No slip without the signing-off supervisor's name and ID".to_string()
        }
        InputError::NoPatron { why } => format!(
            "This slip has {why}: fill in the patron (name, ID type, last 4 of the ID number) and the witness, a second employee"
        ),
        InputError::Label { field, message } => format!("{} {message}", label(*field)),
        InputError::AlreadyIssued {
            number,
            time,
            supervisor,
        } => format!(
            "Slip {number} already pays this round (issued {} by {supervisor}); issue another only once it is void, or when a second slip is truly meant",
            utc(time)
        ),
        InputError::NotPlaced { number, path, source } => format!(
            "Slip {number} is recorded in the journal, but its file {} could not be written ({source}): reprint it from History (Ctrl+H)",
            path.display()
        ),
        InputError::NoVoidReason => "A void needs a reason: type it beside the slip".to_string(),
        InputError::Staff(s) => staff(s)?,
        _ => return None,
    })
}

fn staff(e: &StaffError) -> Option<String> {
    Some(match e {
        StaffError::NoId(act) => format!(
            "The staff register has members, and {}: type the ID, then the PIN",
            needs(*act)
        ),
        StaffError::NameMismatch {
            given,
            id,
            registered,
        } => format!(
            "\"{given}\" is not the name the staff register holds for {id} (\"{registered}\"): the register's name is used, so leave the name empty"
        ),
        StaffError::DamagedCredential { id, why } => format!(
            "The credential the staff register holds for {id} is damaged ({why}): a manager resets their PIN on the Staff screen (Ctrl+I)"
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
fn needs(act: Act) -> &'static str {
    match act {
        Act::Sign => "signing off a slip needs a supervisor or a manager",
        Act::Reprint => "printing a slip again needs a supervisor or a manager",
        Act::Void => "voiding a slip needs a manager",
        Act::Witness => "a witness is an enrolled member",
        Act::Manage => "changing the staff register needs a manager",
        Act::SignIn => "signing in needs an enrolled member",
        Act::Pay => "paying a slip at the cage needs a cashier or a manager",
        Act::VerifyPayment => "verifying a payment at the cage needs a second cashier or a manager",
        Act::ApprovePayment => "a payment's manager signature needs a manager",
    }
}

/// A field as the window labels it.
fn label(field: Field) -> &'static str {
    match field {
        Field::Supervisor => "Supervisor:",
        Field::SupervisorId => "Supervisor ID:",
        Field::Property => "Property (settings.toml):",
        Field::Dealer => "Dealer:",
        Field::Patron => "Patron:",
        Field::PatronIdType => "ID type:",
        Field::PatronIdLast4 => "Last 4 of ID:",
        Field::Witness => "Witness:",
        Field::WitnessId => "Witness ID:",
        Field::Reason => "The reason:",
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
        for e in &cases {
            let said = slip(e);
            assert!(!said.contains("--"), "{said}");
            assert!(!said.contains("(--"), "{said}");
        }
        let again = slip(&cases[3]);
        assert!(again.contains("Slip 3 already pays this round"), "{again}");
        assert!(slip(&cases[2]).starts_with("Supervisor ID: is longer"));
    }
}

//! The command line's words for what the crates below refuse. A library says what is
//! wrong without naming an option, since the window says it too, with fields and
//! buttons; where a person at a terminal fixes it with an option (`--supervisor-id`,
//! `--force`, `--again`), it is named here, as it always has been on the command line.
//! Anything not named here is the library's own wording.

use std::path::Path;

use pitpay_documents::print::PrintError;
use pitpay_documents::sign::SignError;
use pitpay_documents::slip::{Field, InputError, SlipError};
use pitpay_journal::export::SelectionError;
use pitpay_journal::staff::{Act, ChangeRefused, CommandError, StaffError};
use pitpay_journal::{JournalError, OutputError};

/// A slip command's refusal, or that of anything it asked (the journal, the staff
/// register, a sign, an output file).
pub(super) fn slip(e: &SlipError) -> String {
    match e {
        SlipError::BadInput(i) => input(i).unwrap_or_else(|| e.to_string()),
        SlipError::Failed(_) => e.to_string(),
    }
}

/// The refusals of bad input that name options.
fn input(e: &InputError) -> Option<String> {
    Some(match e {
        InputError::NoSupervisor => {
            "no slip without the signing-off supervisor's name and ID (--supervisor, --supervisor-id)"
                .to_string()
        }
        InputError::NoPatron { why } => format!(
            "this slip has {why}: the sign-off needs the patron (--patron, --patron-id-type, --patron-id-last4) and a witness, a second employee (--witness, --witness-id)"
        ),
        InputError::Label { field, message } => format!("{} {message}", option(*field)),
        InputError::AlreadyIssued {
            number,
            time,
            supervisor,
        } => format!(
            "the journal already holds slip {number} for this round (issued {time} by {supervisor}); to issue another slip for the same round, add --again"
        ),
        InputError::NoVoidReason => "a void needs a reason (--reason)".to_string(),
        InputError::NotRecoverable { path, why } => format!(
            "{}: {why}: give `journal --recover` slip files, their copies, podiums' station logs, or folders of them; nothing was recovered",
            path.display()
        ),
        InputError::Output { path, source } => format!("{}: {}", path.display(), output(source)),
        InputError::Staff(s) => staff(s),
        InputError::Journal(j) => journal(j)?,
        InputError::Sign(s) => sign(s)?,
        _ => return None,
    })
}

/// The option a sign-off field is given with.
fn option(field: Field) -> &'static str {
    match field {
        Field::Supervisor => "--supervisor",
        Field::SupervisorId => "--supervisor-id",
        Field::Property => "--property",
        Field::Dealer => "--dealer",
        Field::Patron => "--patron",
        Field::PatronIdType => "--patron-id-type",
        Field::PatronIdLast4 => "--patron-id-last4",
        Field::Witness => "--witness",
        Field::WitnessId => "--witness-id",
        Field::Reason => "--reason",
    }
}

/// The staff register's refusal: the ID is given with an option.
pub(super) fn staff(e: &StaffError) -> String {
    match e {
        StaffError::NoId(act) => {
            let option = match act {
                Act::Sign => "--supervisor-id",
                Act::Witness => "--witness-id",
                Act::SignIn => "in the ID field",
                _ => "--by",
            };
            format!(
                "the staff register has members, and {}: give the ID ({option}) and the PIN",
                needs(*act)
            )
        }
        StaffError::NameMismatch {
            given,
            id,
            registered,
        } => format!(
            "--supervisor \"{given}\" is not the name the register holds for {id} (\"{registered}\"); leave it out, the register's name is used"
        ),
        StaffError::Refused(why) => format!("staff register: this change {}", refused(why)),
        other => other.to_string(),
    }
}

/// Who an act needs.
fn needs(act: Act) -> &'static str {
    match act {
        Act::Sign => "signing off a slip needs a supervisor or a manager",
        Act::Reprint => "printing a slip again needs a supervisor or a manager",
        Act::Void => "voiding a slip needs a manager",
        Act::Witness => "a witness is an enrolled member",
        Act::Manage => "changing the staff register or a station's key needs a manager",
        Act::SignIn => "signing in needs an enrolled member",
    }
}

/// A change the register refuses: an empty register's first member is a manager
/// (`--role manager`), enrolled by themselves (no `--by`).
fn refused(e: &ChangeRefused) -> String {
    match e {
        ChangeRefused::FirstRole { id, role } => format!(
            "enrolls {id} as a {}, but the register is empty and its first member must be a manager (--role manager), who then enrolls the others",
            role.id()
        ),
        ChangeRefused::FirstByAnother(by) => format!(
            "is made by {by}, but the register is empty: its first member, a manager, enrolls themselves (leave out --by)"
        ),
        other => other.to_string(),
    }
}

/// A staff command's refusal.
pub(super) fn command(e: &CommandError) -> String {
    match e {
        CommandError::Staff(s) => staff(s),
        CommandError::Journal(j) => journal(j).unwrap_or_else(|| j.to_string()),
        CommandError::NoName => "a member needs a name (--name)".to_string(),
        CommandError::BadName(why) => format!("--name {why}"),
        other => other.to_string(),
    }
}

/// The journal's refusals that name options: a backup is never written over the live
/// journal, even with `--force`; an existing file is replaced only with it.
pub(super) fn journal(e: &JournalError) -> Option<String> {
    Some(match e {
        JournalError::BackupOverLive { path } => format!(
            "{}: cannot back up the journal there: it is the live journal itself (or one of its own files): a backup is a copy kept apart from it, never written over it, even with --force; choose another name",
            path.display()
        ),
        JournalError::BackupRefused { path, why } => format!(
            "{}: cannot back up the journal there: {}",
            path.display(),
            output(why)
        ),
        _ => return None,
    })
}

/// A sign's refusal: the house advantage is asked for with `--show-edge`.
fn sign(e: &SignError) -> Option<String> {
    match e {
        SignError::Edge(why) => Some(format!("--show-edge: {why}")),
        _ => None,
    }
}

/// Why an output file may not be written: an existing one is replaced with `--force`.
pub(super) fn output(e: &OutputError) -> String {
    match e {
        OutputError::Exists => {
            "already exists; choose another name, or add --force to replace it".to_string()
        }
        other => other.to_string(),
    }
}

/// A selection's refusal, naming the options `pitpay journal`, `pitpay jackpots` and
/// `pitpay report` take.
pub(super) fn selection(e: &SelectionError) -> String {
    match e {
        SelectionError::Since(why) => format!("--since: {why}"),
        SelectionError::Until(why) => format!("--until: {why}"),
        SelectionError::GamingDay(why) => format!("--gaming-day: {why}"),
        SelectionError::Shift(why) => format!("--shift: {why}"),
        SelectionError::Backwards { since, until } => {
            format!("--until {until} is before --since {since}: the range ends before it starts")
        }
        SelectionError::NotAState(_) => format!("--state: {e}"),
        SelectionError::NoPeriod => "give --since DATE or --gaming-day DATE".to_string(),
        other => other.to_string(),
    }
}

/// A CSV file refused before anything is written: `--force` replaces one that exists.
pub(super) fn csv_target(path: &Path, e: &OutputError) -> String {
    match e {
        OutputError::Exists => format!(
            "{}: the file exists; give --force to replace it",
            path.display()
        ),
        other => format!("{}: {other}", path.display()),
    }
}

/// A print that failed: where no printer is the computer's default, `--printer` names
/// one.
pub(super) fn print(e: &PrintError) -> String {
    match e {
        PrintError::NoDefault(system) => format!(
            "no printer is set as this computer's default: name one with --printer ({})",
            system.lists_them()
        ),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pitpay_journal::staff::Role;

    /// What a library says names no option, so the window can say it as it is; the
    /// command line says it as it always has, options named.
    #[test]
    fn the_libraries_name_no_option_and_the_command_line_names_them() {
        let cases: Vec<(SlipError, &str)> = vec![
            (
                InputError::NoSupervisor.into(),
                "no slip without the signing-off supervisor's name and ID (--supervisor, --supervisor-id)",
            ),
            (
                InputError::Label {
                    field: Field::PatronIdLast4,
                    message: "is longer than 4 characters".into(),
                }
                .into(),
                "--patron-id-last4 is longer than 4 characters",
            ),
            (
                InputError::NoVoidReason.into(),
                "a void needs a reason (--reason)",
            ),
            (
                InputError::Staff(StaffError::NoId(Act::Void)).into(),
                "the staff register has members, and voiding a slip needs a manager: give the ID (--by) and the PIN",
            ),
            (
                InputError::Output {
                    path: "slip.pdf".into(),
                    source: OutputError::Exists,
                }
                .into(),
                "slip.pdf: already exists; choose another name, or add --force to replace it",
            ),
        ];
        for (e, said) in &cases {
            assert!(!e.to_string().contains("--"), "{e}");
            assert_eq!(slip(e), *said);
        }
        let first = CommandError::Staff(StaffError::Refused(ChangeRefused::FirstRole {
            id: "S-1".into(),
            role: Role::Supervisor,
        }));
        assert!(!first.to_string().contains("--"), "{first}");
        assert!(command(&first).contains("(--role manager)"));
        let backup = JournalError::BackupOverLive {
            path: "journal.sqlite3".into(),
        };
        assert!(!backup.to_string().contains("--force"), "{backup}");
        assert!(journal(&backup).is_some_and(|w| w.contains("even with --force")));
    }
}

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
        InputError::Journal(j) => journal(j),
        InputError::NotRecorded(j) => format!(
            "{}; no slip number was taken and no file was written: issue the slip again once the journal can be reached",
            journal(j)
        ),
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
        StaffError::DamagedCredential { id, why } => format!(
            "the credential the register holds for {id} is damaged ({why}); a manager can reset it with `pitpay staff reset {id} --by MANAGER_ID`"
        ),
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
        Act::Pay => "paying a slip at the cage needs a cashier or a manager",
        Act::VerifyPayment => "verifying a payment at the cage needs a second cashier or a manager",
        Act::ApprovePayment => "a payment's manager signature needs a manager",
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
        CommandError::Journal(j) => journal(j),
        CommandError::NoName => "a member needs a name (--name)".to_string(),
        CommandError::BadName(why) => format!("--name {why}"),
        other => other.to_string(),
    }
}

/// The journal's refusal, naming the commands that mend it (`pitpay journal --recover`,
/// `pitpay keys --rotate`) and the options (a backup is never written over the live
/// journal, even with `--force`).
pub(super) fn journal(e: &JournalError) -> String {
    match e {
        JournalError::BackupOverLive { path } => format!(
            "{}: cannot back up the journal there: it is the live journal itself (or one of its own files): a backup is a copy kept apart from it, never written over it, even with --force; choose another name",
            path.display()
        ),
        JournalError::BackupRefused { path, why } => format!(
            "{}: cannot back up the journal there: {}",
            path.display(),
            output(why)
        ),
        JournalError::NotRegistered { .. }
        | JournalError::KeyMissing { .. }
        | JournalError::KeyChanged { .. } => keys(e),
        JournalError::Behind { .. }
        | JournalError::Diverged { .. }
        | JournalError::GapOpen { .. }
        | JournalError::Replaced { .. } => restored(e),
        JournalError::ClockDiffers { at, journal, podium } => format!(
            "the shared journal at {at} keeps the property's clock as \"{journal}\", but this podium's settings say \"{podium}\": set time_zone, gaming_day_starts and [[shift]] in settings.toml as every podium has them (or, after changing every podium, record the new ones with `pitpay journal --adopt-clock`)"
        ),
        JournalError::Altered(broken) => format!(
            "the journal was changed after it was written: {broken}. Nothing was done; `pitpay journal --check` names what does not hold"
        ),
        JournalError::RegisterDamaged(broken) => format!(
            "the staff register in the journal does not hold: {broken}; `pitpay journal --check` says more, and nobody can sign until it is restored"
        ),
        other => other.to_string(),
    }
}

/// A station's key that the journal does not take: registered once with
/// `pitpay keys --register`, replaced with `pitpay keys --rotate`.
fn keys(e: &JournalError) -> String {
    const ROTATE: &str = "`pitpay keys --rotate --by MANAGER_ID`";
    match e {
        JournalError::NotRegistered {
            at,
            station,
            fingerprint,
        } => format!(
            "slip journal: this station (\"{station}\", key {fingerprint}) is not registered in the shared journal at {at}: run `pitpay keys --register` on it once, so that every station can check its slips"
        ),
        JournalError::KeyMissing { path, fingerprint } => format!(
            "this station's signing key ({}) is missing, but the journal holds entries signed for this station by key {fingerprint}: nothing was written. Restore the key file from a backup (docs/who-signs.md, \"What to back up\"), or have a manager replace it with {ROTATE}, which records the new key in the journal so that old and new slips both verify",
            path.display()
        ),
        JournalError::KeyChanged {
            path,
            have,
            expected,
        } => format!(
            "this station's signing key ({}, key {have}) is not the key the journal holds for this station (key {expected}): it was replaced or copied from elsewhere, and nothing was written. Put the station's own key file back from a backup (docs/who-signs.md, \"What to back up\"), or have a manager make this key the station's with {ROTATE}",
            path.display()
        ),
        other => other.to_string(),
    }
}

/// A journal restored, cut or replaced: `pitpay journal --recover` brings it back.
fn restored(e: &JournalError) -> String {
    const DOCS: &str = "(docs/operations.md, \"Restoring and recovering\")";
    match e {
        JournalError::Behind { at, end, what } => format!(
            "the journal ({at}) ends at entry {end}, but {what}: it was restored from an older copy or its newest entries were cut. Nothing was written. Bring the missing entries back with `pitpay journal --recover` {DOCS}"
        ),
        JournalError::Diverged { at, seq, what } => format!(
            "the journal ({at}) holds another entry at entry {seq} than the one this podium {what}: it was restored from an older copy or cut, and went on. Nothing was written. Bring the missing entries back with `pitpay journal --recover` {DOCS}"
        ),
        JournalError::GapOpen { at, lost, found } => format!(
            "the journal ({at}) lost {lost} (found by `pitpay journal --recover` on {found}), which could not be brought back: it takes no slip until a manager records the gap with `pitpay journal --recover --by MANAGER_ID`, or the entries are brought back from slip files and podiums' logs {DOCS}. Nothing was written"
        ),
        JournalError::Replaced { at, what } => format!(
            "the shared journal at {at} is not the one this podium wrote to: {what}. Every podium stops until IT recovers it with `pitpay journal --recover` and every podium's log {DOCS}, or, for a move on purpose, a manager adopts it with `pitpay journal --adopt-database --by MANAGER_ID`. Nothing was written"
        ),
        other => other.to_string(),
    }
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
        assert!(journal(&backup).contains("even with --force"));
    }
}

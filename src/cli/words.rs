//! The command line's words for what the crates below refuse. A library says what is
//! wrong without naming an option, since the window says it too, with fields and
//! buttons; where a person at a terminal fixes it with an option (`--supervisor-id`,
//! `--force`, `--again`), it is named here, as it always has been on the command line.
//! Anything not named here (a verification that failed, among others) is the library's
//! own sentence, written in the podium's language.

use std::path::Path;

use pitpay_documents::print::PrintError;
use pitpay_documents::sign::SignError;
use pitpay_documents::slip::{Field, InputError, SlipError};
use pitpay_journal::export::SelectionError;
use pitpay_journal::staff::{Act, ChangeRefused, CommandError, StaffError};
use pitpay_journal::{JournalError, OutputError};
use pitpay_language::{english, t, Sentence, Words};

/// A slip command's refusal, or that of anything it asked (the journal, the staff
/// register, a sign, an output file), in English: what `--json` carries, whatever the
/// podium's language.
pub(super) fn slip(e: &SlipError) -> String {
    slip_in(english(), e)
}

/// A slip command's refusal in `w`'s language, for a person at the terminal. What a
/// library words itself (its own refusals, named nowhere here) stays in its words.
pub(super) fn slip_in(w: &Words, e: &SlipError) -> String {
    match e {
        SlipError::BadInput(i) => input(w, i).unwrap_or_else(|| Sentence::from(i).in_words(w)),
        SlipError::Failed(f) => Sentence::from(f).in_words(w),
    }
}

/// The refusals of bad input that name options.
fn input(w: &Words, e: &InputError) -> Option<String> {
    Some(match e {
        InputError::NoSupervisor => t!(w, "cli-refusal-no-supervisor"),
        InputError::NoPatron { why } => t!(w, "cli-refusal-no-patron", why = why.to_string()),
        InputError::Label { field, message } => t!(
            w,
            "cli-refusal-label",
            option = option(*field),
            message = message.as_str()
        ),
        InputError::AlreadyIssued {
            number,
            time,
            supervisor,
        } => t!(
            w,
            "cli-refusal-already-issued",
            number = number.to_string(),
            time = time.to_string(),
            supervisor = supervisor.to_string()
        ),
        InputError::NoVoidReason => t!(w, "cli-refusal-no-void-reason"),
        InputError::NotRecoverable { path, why } => t!(
            w,
            "cli-refusal-not-recoverable",
            path = path.display().to_string(),
            why = Sentence::from(why).in_words(w)
        ),
        InputError::Output { path, source } => at_path(w, path, &output(w, source)),
        InputError::Staff(s) => staff_in(w, s),
        InputError::Journal(j) => journal(w, j),
        InputError::NotRecorded(j) => {
            t!(w, "cli-refusal-not-recorded", why = journal(w, j))
        }
        InputError::Sign(s) => sign(w, s)?,
        _ => return None,
    })
}

/// "PATH: why".
fn at_path(w: &Words, path: &Path, why: &str) -> String {
    t!(
        w,
        "cli-path-why",
        path = path.display().to_string(),
        why = why
    )
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
fn staff_in(w: &Words, e: &StaffError) -> String {
    match e {
        StaffError::NoId(act) => {
            let option = match act {
                Act::Sign => "--supervisor-id".to_string(),
                Act::Witness => "--witness-id".to_string(),
                Act::SignIn => t!(w, "cli-staff-in-id-field"),
                _ => "--by".to_string(),
            };
            t!(
                w,
                "cli-staff-no-id",
                needs = needs(w, *act),
                option = option
            )
        }
        StaffError::NameMismatch {
            given,
            id,
            registered,
        } => t!(
            w,
            "cli-staff-name-mismatch",
            given = given.as_str(),
            id = id.to_string(),
            registered = registered.as_str()
        ),
        StaffError::Refused(why) => t!(w, "cli-staff-refused", why = refused(w, why)),
        StaffError::DamagedCredential { id, why } => t!(
            w,
            "cli-staff-damaged",
            id = id.to_string(),
            why = Sentence::from(why).in_words(w)
        ),
        other => Sentence::from(other).in_words(w),
    }
}

/// Who an act needs.
fn needs(w: &Words, act: Act) -> String {
    match act {
        Act::Sign => t!(w, "cli-needs-sign"),
        Act::Reprint => t!(w, "cli-needs-reprint"),
        Act::Void => t!(w, "cli-needs-void"),
        Act::Witness => t!(w, "cli-needs-witness"),
        Act::Manage => t!(w, "cli-needs-manage"),
        Act::SignIn => t!(w, "cli-needs-sign-in"),
        Act::Pay => t!(w, "cli-needs-pay"),
        Act::VerifyPayment => t!(w, "cli-needs-verify-payment"),
        Act::ApprovePayment => t!(w, "cli-needs-approve-payment"),
    }
}

/// A change the register refuses: an empty register's first member is a manager
/// (`--role manager`), enrolled by themselves (no `--by`).
fn refused(w: &Words, e: &ChangeRefused) -> String {
    match e {
        ChangeRefused::FirstRole { id, role } => t!(
            w,
            "cli-refused-first-role",
            id = id.to_string(),
            role = role.id()
        ),
        ChangeRefused::FirstByAnother(by) => {
            t!(w, "cli-refused-first-by", by = by.to_string())
        }
        other => Sentence::from(other).in_words(w),
    }
}

/// A staff command's refusal, in `w`'s words.
pub(super) fn command(w: &Words, e: &CommandError) -> String {
    match e {
        CommandError::Staff(s) => staff_in(w, s),
        CommandError::Journal(j) => journal(w, j),
        CommandError::NoName => t!(w, "cli-command-no-name"),
        CommandError::BadName(why) => t!(w, "cli-command-bad-name", why = why.to_string()),
        other => Sentence::from(other).in_words(w),
    }
}

/// The journal's refusal, naming the commands that mend it (`pitpay journal --recover`,
/// `pitpay keys --rotate`) and the options (a backup is never written over the live
/// journal, even with `--force`).
pub(super) fn journal(w: &Words, e: &JournalError) -> String {
    match e {
        JournalError::BackupOverLive { path } => t!(
            w,
            "cli-journal-backup-over-live",
            path = path.display().to_string()
        ),
        JournalError::BackupRefused { path, why } => t!(
            w,
            "cli-journal-backup-refused",
            path = path.display().to_string(),
            why = output(w, why)
        ),
        JournalError::NotRegistered { .. }
        | JournalError::KeyMissing { .. }
        | JournalError::KeyChanged { .. } => keys(w, e),
        JournalError::Behind { .. }
        | JournalError::Diverged { .. }
        | JournalError::GapOpen { .. }
        | JournalError::Replaced { .. } => restored(w, e),
        JournalError::ClockDiffers {
            at,
            journal,
            podium,
        } => t!(
            w,
            "cli-journal-clock-differs",
            at = at.to_string(),
            journal = journal.in_words(w),
            podium = podium.in_words(w)
        ),
        JournalError::Altered(broken) => {
            t!(
                w,
                "cli-journal-altered",
                broken = Sentence::from(broken).in_words(w)
            )
        }
        JournalError::RegisterDamaged(broken) => {
            t!(
                w,
                "cli-journal-register-damaged",
                broken = Sentence::from(broken).in_words(w)
            )
        }
        other => Sentence::from(other).in_words(w),
    }
}

/// A station's key that the journal does not take: registered once with
/// `pitpay keys --register`, replaced with `pitpay keys --rotate`.
fn keys(w: &Words, e: &JournalError) -> String {
    match e {
        JournalError::NotRegistered {
            at,
            station,
            fingerprint,
        } => t!(
            w,
            "cli-keys-not-registered",
            at = at.to_string(),
            station = station.to_string(),
            fingerprint = fingerprint.to_string()
        ),
        JournalError::KeyMissing { path, fingerprint } => t!(
            w,
            "cli-keys-missing",
            path = path.display().to_string(),
            fingerprint = fingerprint.to_string()
        ),
        JournalError::KeyChanged {
            path,
            have,
            expected,
        } => t!(
            w,
            "cli-keys-changed",
            path = path.display().to_string(),
            have = have.to_string(),
            expected = expected.to_string()
        ),
        other => Sentence::from(other).in_words(w),
    }
}

/// A journal restored, cut or replaced: `pitpay journal --recover` brings it back.
fn restored(w: &Words, e: &JournalError) -> String {
    match e {
        JournalError::Behind { at, end, what } => t!(
            w,
            "cli-restored-behind",
            at = at.in_words(w),
            end = end.to_string(),
            what = what.in_words(w)
        ),
        JournalError::Diverged { at, seq, what } => t!(
            w,
            "cli-restored-diverged",
            at = at.in_words(w),
            seq = seq.to_string(),
            what = what.in_words(w)
        ),
        JournalError::GapOpen { at, lost, found } => t!(
            w,
            "cli-restored-gap-open",
            at = at.in_words(w),
            lost = lost.in_words(w),
            found = found.to_string()
        ),
        JournalError::Replaced { at, what } => t!(
            w,
            "cli-restored-replaced",
            at = at.in_words(w),
            what = what.in_words(w)
        ),
        other => Sentence::from(other).in_words(w),
    }
}

/// A sign's refusal: the house advantage is asked for with `--show-edge`.
fn sign(w: &Words, e: &SignError) -> Option<String> {
    match e {
        SignError::Edge(why) => Some(t!(
            w,
            "cli-option-why",
            option = "--show-edge",
            why = why.to_string()
        )),
        _ => None,
    }
}

/// Why an output file may not be written: an existing one is replaced with `--force`.
pub(super) fn output(w: &Words, e: &OutputError) -> String {
    match e {
        OutputError::Exists => t!(w, "cli-output-exists"),
        other => Sentence::from(other).in_words(w),
    }
}

/// A selection's refusal, naming the options `pitpay journal`, `pitpay jackpots` and
/// `pitpay report` take.
pub(super) fn selection(w: &Words, e: &SelectionError) -> String {
    let why = |option: &str, why: Sentence| {
        t!(w, "cli-option-why", option = option, why = why.in_words(w))
    };
    match e {
        SelectionError::Since(e) => why("--since", e.into()),
        SelectionError::Until(e) => why("--until", e.into()),
        SelectionError::GamingDay(e) => why("--gaming-day", e.into()),
        SelectionError::Shift(e) => why("--shift", e.into()),
        SelectionError::Backwards { since, until } => t!(
            w,
            "cli-selection-backwards",
            since = since.to_string(),
            until = until.to_string()
        ),
        SelectionError::NotAState(_) => why("--state", e.into()),
        SelectionError::NoPeriod => t!(w, "cli-selection-no-period"),
        other => Sentence::from(other).in_words(w),
    }
}

/// A CSV file refused before anything is written: `--force` replaces one that exists.
pub(super) fn csv_target(w: &Words, path: &Path, e: &OutputError) -> String {
    match e {
        OutputError::Exists => t!(w, "cli-csv-exists", path = path.display().to_string()),
        other => at_path(w, path, &Sentence::from(other).in_words(w)),
    }
}

/// A print that failed: where no printer is the computer's default, `--printer` names
/// one.
pub(super) fn print(w: &Words, e: &PrintError) -> String {
    match e {
        PrintError::NoDefault(system) => {
            t!(w, "cli-print-no-default", systems = system.lists_them())
        }
        other => Sentence::from(other).in_words(w),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pitpay_documents::slip::Failure;
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
        assert!(command(english(), &first).contains("(--role manager)"));
        let backup = JournalError::BackupOverLive {
            path: "journal.sqlite3".into(),
        };
        assert!(!backup.to_string().contains("--force"), "{backup}");
        assert!(journal(english(), &backup).contains("even with --force"));
    }

    /// On the terminal a refusal is in the podium's language, the option it names as it
    /// is typed; what `--json` carries stays English. The words are GLOSSARY-zh.md's:
    /// 賭枱主任 / 赌台主任 pit supervisor, 作廢 / 作废 void, 經理 / 经理 manager.
    #[test]
    fn a_refusal_is_said_in_the_podiums_language_and_json_keeps_english() {
        let hant = Words::shipped(pitpay_language::Language::parse("zh-Hant").unwrap());
        let hans = Words::shipped(pitpay_language::Language::parse("zh-Hans").unwrap());
        let no_supervisor: SlipError = InputError::NoSupervisor.into();
        let said = slip_in(&hant, &no_supervisor);
        assert!(said.contains("賭枱主任"), "{said}");
        assert!(said.contains("--supervisor-id"), "{said}");
        let void: SlipError = InputError::Staff(StaffError::NoId(Act::Void)).into();
        let said = slip_in(&hans, &void);
        assert!(said.contains("作废") && said.contains("经理"), "{said}");
        assert!(said.contains("--by"), "{said}");
        assert_eq!(slip(&no_supervisor), slip_in(english(), &no_supervisor));
        // A verification that failed: the library's words in English, the podium's here.
        for f in [
            Failure::SealMismatch,
            Failure::Void(3),
            Failure::NotInJournal(4),
        ] {
            let e = SlipError::from(f);
            assert_eq!(slip(&e), e.to_string());
            let said = slip_in(&hant, &e);
            assert!(!said.is_ascii(), "{said}");
        }
        assert!(slip_in(&hant, &SlipError::from(Failure::Void(3))).contains("作廢"));
        assert!(slip(&no_supervisor).is_ascii());
    }

    /// What the command line does not word itself (a wrong PIN, a lock, a slip the
    /// journal does not hold) is said on the terminal in the podium's language from the
    /// library's sentence; JSON keeps the English it had.
    #[test]
    fn the_libraries_own_refusals_are_said_in_the_podiums_language() {
        let hant = Words::shipped(pitpay_language::Language::parse("zh-Hant").unwrap());
        let cases: Vec<(SlipError, &str)> = vec![
            (
                InputError::Staff(StaffError::WrongPin("S-1".into())).into(),
                "wrong PIN for S-1",
            ),
            (
                InputError::Staff(StaffError::Locked {
                    id: "S-1".into(),
                    until: "16:00".into(),
                })
                .into(),
                "S-1 is locked until 16:00 after five wrong PINs within 15 minutes; try again then, or ask a manager",
            ),
            (
                InputError::NoSuchSlip(5).into(),
                "the journal has no slip number 5",
            ),
        ];
        for (e, english_words) in &cases {
            assert_eq!(slip(e), *english_words);
            let said = slip_in(&hant, e);
            assert!(said.contains("S-1") || said.contains('5'), "{said}");
            assert!(!said.contains("PIN") && !said.contains("journal"), "{said}");
        }
    }
}

//! `pitpay slip`, `reprint` and `void`: the signed-off payout slip a supervisor issues,
//! prints again, or voids, each recorded in the slip journal (docs/who-signs.md).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use serde_json::json;

use super::args::{
    ActingArgs, ActingWords, PatronArgs, ReprintArgs, SlipArgs, SupervisorArgs, VoidArgs,
};
use super::common::voice;
use super::common::{
    actor, catalog, fail, out, out_json, print_notes, read_round, say_failure, words,
};
use super::words::slip_in;
use pitpay_documents::slip::SlipError;
use pitpay_journal::Actor;
use pitpay_language::t;

/// `pitpay slip`: the round settled, signed off, written and journaled.
pub(super) fn issue(args: SlipArgs) -> ExitCode {
    let SlipArgs {
        round,
        who:
            SupervisorArgs {
                supervisor,
                supervisor_id,
                ..
            },
        out,
        force,
        again,
        property,
        dealer,
        paytables,
        paper,
        json,
        patron,
        print,
        language,
    } = args;
    // The slip's language: `--language`, else the podium's (settings), else English.
    let words = match words(language.as_ref()) {
        Ok(w) => Some(Arc::new(w)),
        Err(code) => return code,
    };
    let (patron, witness) = patron.into_records();
    let who = pitpay_documents::slip::SignOff {
        property: property.unwrap_or_default(),
        location: String::new(),
        supervisor: supervisor.unwrap_or_default(),
        supervisor_id: supervisor_id.unwrap_or_default(),
        dealer: dealer.unwrap_or_default(),
        patron,
        witness,
    };
    let options = pitpay_documents::slip::Options {
        force,
        again,
        inputs: vec![(round.clone(), "round file")],
        who: Actor::default(),
        paper,
        pins: pitpay_journal::staff::Pins::standard(super::common::voice()),
        at: None,
        words,
    };
    let target = out.as_deref();
    let (code, file) = write_slip(&round, &who, target, &options, paytables.as_deref(), json);
    match file {
        Some(file) => print.then(code, &file, paper),
        None => code,
    }
}

/// The slip issued from a round file (or standard input): its number on standard output,
/// the rest on standard error, or its outcome as JSON.
fn write_slip(
    path: &Path,
    who: &pitpay_documents::slip::SignOff,
    target: Option<&Path>,
    options: &pitpay_documents::slip::Options,
    dir: Option<&Path>,
    json: bool,
) -> (ExitCode, Option<PathBuf>) {
    let catalog = match catalog(dir) {
        Ok(c) => c,
        Err(code) => return (code, None),
    };
    let (file, text) = match read_round(path) {
        Ok(read) => read,
        Err(e) => return (fail(&e, &catalog), None),
    };
    let result = pitpay_documents::slip::data_dir().and_then(|d| {
        pitpay_documents::slip::issue(&file, &text, &catalog, who, target, &d, options)
    });
    let w = voice();
    match result {
        Ok(issued) => {
            for p in catalog.problems() {
                let problem = p.in_words(w);
                eprintln!("{}", t!(w, "cli-paytable-not-loaded", problem = problem));
            }
            if json {
                let doc = json!({"slip": issued.number, "file": issued.file, "notes": english(&issued.notes)});
                out_json(&doc);
                return (ExitCode::SUCCESS, Some(issued.file));
            }
            print_notes(&issued.notes);
            out(&format!("{}\n", issued.number));
            let said = t!(
                w,
                "cli-slip-written",
                number = issued.number.to_string(),
                file = issued.file.display().to_string()
            );
            eprintln!("{said}");
            (ExitCode::SUCCESS, Some(issued.file))
        }
        Err(pitpay_documents::slip::SlipError::BadInput(
            pitpay_documents::slip::InputError::Round(e),
        )) => (fail(&e, &catalog), None),
        Err(e) => (refuse(w, &e, json), None),
    }
}

/// A slip command's refusal: in the podium's words on the terminal; after `--json`, as
/// every command says it (in English, and as the JSON document), whatever the language.
fn refuse(w: &pitpay_language::Words, e: &SlipError, json: bool) -> ExitCode {
    if json {
        return say_failure(e);
    }
    eprintln!("{}", t!(w, "cli-error", message = slip_in(w, e)));
    ExitCode::from(e.exit_code())
}

impl PatronArgs {
    /// Who the slip names as paid and as witness (empty where not given: the slip
    /// refuses what its flags require).
    fn into_records(
        self,
    ) -> (
        pitpay_documents::slip::Patron,
        pitpay_documents::slip::Witness,
    ) {
        (
            pitpay_documents::slip::Patron {
                name: self.patron.unwrap_or_default(),
                id_type: self.patron_id_type.unwrap_or_default(),
                id_last4: self.patron_id_last4.unwrap_or_default(),
            },
            pitpay_documents::slip::Witness {
                name: self.witness.unwrap_or_default(),
                id: self.witness_id.unwrap_or_default(),
            },
        )
    }
}

impl<W: ActingWords> ActingArgs<W> {
    /// Who prints again or voids, as the journal records them: the register's member
    /// `--by` names (else the supervisor's ID), or the computer account.
    fn actor(self) -> Actor {
        let SupervisorArgs {
            supervisor,
            supervisor_id,
            ..
        } = self.supervisor;
        actor(supervisor, self.by.or(supervisor_id))
    }
}

/// `pitpay reprint`.
pub(super) fn reprint(args: ReprintArgs) -> ExitCode {
    // The copy's language, whatever the original's: the signed record has none.
    let words = match words(args.language.as_ref()) {
        Ok(w) => Some(Arc::new(w)),
        Err(code) => return code,
    };
    let options = pitpay_documents::slip::Options {
        force: args.force,
        who: args.who.actor(),
        paper: args.paper,
        pins: pitpay_journal::staff::Pins::standard(super::common::voice()),
        words,
        ..Default::default()
    };
    let target = args.out.as_deref();
    let (code, file) = reprint_slip(args.number, target, &options, args.json);
    match file {
        Some(file) => args.print.then(code, &file, args.paper),
        None => code,
    }
}

/// The slip printed again from the journal's record, its outcome in words or JSON.
fn reprint_slip(
    number: i64,
    target: Option<&Path>,
    options: &pitpay_documents::slip::Options,
    json: bool,
) -> (ExitCode, Option<PathBuf>) {
    let result = pitpay_documents::slip::data_dir()
        .and_then(|d| pitpay_documents::slip::reprint(number, target, &d, options));
    match result {
        Ok(copy) if json => {
            let doc = json!({"slip": number, "file": copy.file, "notes": english(&copy.notes)});
            out_json(&doc);
            (ExitCode::SUCCESS, Some(copy.file))
        }
        Ok(copy) => {
            print_notes(&copy.notes);
            let w = voice();
            let said = t!(
                w,
                "cli-slip-reprinted",
                number = number.to_string(),
                file = copy.file.display().to_string()
            );
            out(&format!("{said}\n"));
            (ExitCode::SUCCESS, Some(copy.file))
        }
        Err(e) => (refuse(voice(), &e, json), None),
    }
}

/// `pitpay void`.
pub(super) fn void(args: VoidArgs) -> ExitCode {
    let VoidArgs {
        number,
        reason,
        who,
        json,
    } = args;
    let who = who.actor();
    let mut pins = pitpay_journal::staff::Pins::standard(super::common::voice());
    let result = pitpay_documents::slip::data_dir()
        .and_then(|d| pitpay_documents::slip::void(number, &reason, &d, &who, &mut pins));
    if json && result.is_ok() {
        let doc = json!({"slip": number, "state": pitpay_journal::SlipState::Void, "reason": reason.trim()});
        out_json(&doc);
        return ExitCode::SUCCESS;
    }
    let w = voice();
    match result {
        Ok(()) => {
            out(&format!(
                "{}\n",
                t!(w, "cli-slip-void", number = number.to_string())
            ));
            ExitCode::SUCCESS
        }
        Err(e) => refuse(w, &e, json),
    }
}

/// Notes as `--json` carries them: English, whatever the podium's language.
fn english(notes: &[pitpay_language::Sentence]) -> Vec<String> {
    notes.iter().map(ToString::to_string).collect()
}

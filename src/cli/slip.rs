//! `pitpay slip`, `reprint` and `void`: the signed-off payout slip a supervisor issues,
//! prints again, or voids, each recorded in the slip journal (docs/who-signs.md).

use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::args::{PatronArgs, ReprintArgs, SlipArgs, VoidArgs};
use super::common::{
    actor, catalog, fail, out, out_json, print_notes, read_round, report_slip, say_failure,
};
use pitpay_journal::Actor;

/// `pitpay slip`: the round settled, signed off, written and journaled.
pub(super) fn issue(args: SlipArgs) -> ExitCode {
    let SlipArgs {
        round,
        supervisor,
        supervisor_id,
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
    } = args;
    let (patron, witness) = patron.into_records();
    let who = pitpay_documents::slip::SignOff {
        property: property.unwrap_or_default(),
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
        pins: pitpay_journal::staff::Pins::standard(),
        at: None,
    };
    let code = write_slip(&round, &who, &out, &options, paytables.as_deref(), json);
    print.then(code, &out, paper)
}

/// The slip issued from a round file (or standard input): its number on standard output,
/// the rest on standard error, or its outcome as JSON.
fn write_slip(
    path: &Path,
    who: &pitpay_documents::slip::SignOff,
    out_path: &Path,
    options: &pitpay_documents::slip::Options,
    dir: Option<&Path>,
    json: bool,
) -> ExitCode {
    let catalog = match catalog(dir) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (file, text) = match read_round(path) {
        Ok(read) => read,
        Err(e) => return fail(&e, &catalog),
    };
    let result = pitpay_documents::slip::data_dir().and_then(|d| {
        pitpay_documents::slip::issue(&file, &text, &catalog, who, out_path, &d, options)
    });
    match result {
        Ok(issued) => {
            for p in catalog.problems() {
                eprintln!("warning: a paytable file did not load: {p}");
            }
            if json {
                let doc = json!({"slip": issued.number, "file": out_path, "notes": issued.notes});
                out_json(&doc);
                return ExitCode::SUCCESS;
            }
            print_notes(&issued.notes);
            out(&format!("{}\n", issued.number));
            eprintln!("slip {} written to {}", issued.number, out_path.display());
            ExitCode::SUCCESS
        }
        Err(pitpay_documents::slip::SlipError::BadInput(
            pitpay_documents::slip::InputError::Round(e),
        )) => fail(&e, &catalog),
        Err(e) => say_failure(&e),
    }
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

/// `pitpay reprint`.
pub(super) fn reprint(args: ReprintArgs) -> ExitCode {
    let options = pitpay_documents::slip::Options {
        force: args.force,
        who: actor(args.supervisor, args.by.or(args.supervisor_id)),
        paper: args.paper,
        pins: pitpay_journal::staff::Pins::standard(),
        ..Default::default()
    };
    let code = reprint_slip(args.number, &args.out, &options, args.json);
    args.print.then(code, &args.out, args.paper)
}

/// The slip printed again from the journal's record, its outcome in words or JSON.
fn reprint_slip(
    number: i64,
    out_path: &Path,
    options: &pitpay_documents::slip::Options,
    json: bool,
) -> ExitCode {
    let result = pitpay_documents::slip::data_dir()
        .and_then(|d| pitpay_documents::slip::reprint(number, out_path, &d, options));
    match result {
        Ok(notes) if json => {
            let doc = json!({"slip": number, "file": out_path, "notes": notes});
            out_json(&doc);
            ExitCode::SUCCESS
        }
        Ok(notes) => {
            print_notes(&notes);
            report_slip(Ok(()), || {
                format!("slip {number} printed again to {}", out_path.display())
            })
        }
        Err(e) => report_slip(Err(e), String::new),
    }
}

/// `pitpay void`.
pub(super) fn void(args: VoidArgs) -> ExitCode {
    let VoidArgs {
        number,
        reason,
        supervisor,
        supervisor_id,
        by,
        json,
    } = args;
    let who = actor(supervisor, by.or(supervisor_id));
    let mut pins = pitpay_journal::staff::Pins::standard();
    let result = pitpay_documents::slip::data_dir()
        .and_then(|d| pitpay_documents::slip::void(number, &reason, &d, &who, &mut pins));
    if json && result.is_ok() {
        let doc = json!({"slip": number, "state": "void", "reason": reason.trim()});
        out_json(&doc);
        return ExitCode::SUCCESS;
    }
    report_slip(result, || format!("slip {number} is void"))
}

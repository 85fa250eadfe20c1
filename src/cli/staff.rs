//! `pitpay staff`: the staff register managers keep of who may sign off, reprint, void
//! and witness (docs/who-signs.md); also the runner `keys --rotate` shares.

use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::args::StaffCommand;
use super::common::{out, say_failure, say_refusal};

/// `pitpay staff …`.
pub(super) fn command(command: StaffCommand) -> ExitCode {
    use pitpay_journal::staff;
    match command {
        StaffCommand::Add {
            id,
            name,
            role,
            by,
            json,
        } => run_with_pins(Done::member(json, &id, "added"), |d, pins| {
            let new = staff::NewMember {
                id: &id,
                name: &name,
                role,
            };
            staff::add(d, &new, by.as_deref(), pins)
        }),
        StaffCommand::List { json } => {
            // The listing is written in the podium's language (or JSON) already.
            run_with_pins(None, |d, _| {
                staff::list(d, json, super::common::voice()).map(pitpay_language::Sentence::from)
            })
        }
        StaffCommand::Disable { id, by, json } => {
            run_with_pins(Done::member(json, &id, "disabled"), |d, pins| {
                staff::disable(d, &id, &by, pins)
            })
        }
        StaffCommand::Reset { id, by, json } => {
            run_with_pins(Done::member(json, &id, "reset"), |d, pins| {
                staff::reset(d, &id, &by, pins)
            })
        }
    }
}

/// What a staff or key command did, for `--json`: `{"staff": {"id", "action",
/// "message"}}`, or `{"station": …}` for a key.
pub(super) struct Done {
    key: &'static str,
    id: String,
    action: &'static str,
}

impl Done {
    /// A member's change, when `--json` asked for it.
    fn member(json: bool, id: &str, action: &'static str) -> Option<Done> {
        json.then(|| Done {
            key: "staff",
            id: id.to_string(),
            action,
        })
    }

    /// What was done to this station's key (`id` its name, or empty where the JSON
    /// leaves it out).
    pub(super) fn station(id: &str, action: &'static str) -> Done {
        Done {
            key: "station",
            id: id.to_string(),
            action,
        }
    }

    /// The JSON document for what was done, with the words `message`.
    pub(super) fn json(&self, message: &str) -> String {
        let mut what = json!({ "action": self.action, "message": message });
        if !self.id.is_empty() {
            what["id"] = json!(self.id);
        }
        let doc = json!({ self.key: what });
        serde_json::to_string_pretty(&doc).unwrap_or_default()
    }
}

/// Runs a staff command in the data folder with PINs from the terminal or standard
/// input: what it did in the podium's language (or, with `done`, as JSON, in English)
/// on standard output, or the error and its exit status.
pub(super) fn run_with_pins(
    done: Option<Done>,
    run: impl FnOnce(
        &Path,
        &mut pitpay_journal::staff::Pins,
    ) -> Result<pitpay_language::Sentence, pitpay_journal::staff::CommandError>,
) -> ExitCode {
    let mut pins = pitpay_journal::staff::Pins::standard(super::common::voice());
    let dir = match pitpay_documents::slip::data_dir() {
        Ok(dir) => dir,
        Err(e) => return say_failure(&e),
    };
    let result = run(&dir, &mut pins);
    match (result, done) {
        (Ok(outcome), Some(done)) => {
            out(&format!("{}\n", done.json(&outcome.to_string())));
            ExitCode::SUCCESS
        }
        (Ok(outcome), None) => {
            out(&format!("{}\n", outcome.in_words(super::common::voice())));
            ExitCode::SUCCESS
        }
        (Err(e), _) => {
            say_refusal(|w| super::words::command(w, &e));
            status(&e)
        }
    }
}

/// The exit status a staff command's refusal calls for: the journal's own (3 when the
/// environment failed), else 2, bad input.
pub(super) fn status(e: &pitpay_journal::staff::CommandError) -> ExitCode {
    match e {
        pitpay_journal::staff::CommandError::Journal(j) => ExitCode::from(j.exit_code()),
        _ => ExitCode::from(super::BAD_INPUT),
    }
}

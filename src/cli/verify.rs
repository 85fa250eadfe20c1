//! `pitpay verify`: whether a slip is genuine, for the cage or an auditor who is handed
//! one (its signature, its key, its settlement and the journal).

use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::common::voice;
use super::common::{out, out_json};
use super::words::slip_in;
use super::BAD_INPUT;
use pitpay_language::t;

/// The largest file `verify` reads: a slip is about 1.5 MB.
const MAX_SLIP: u64 = 64 << 20;

/// `pitpay verify SLIP`: exit 0 verified, 1 not (FAILED and why), 2 or 3 when it could
/// not be checked. Why is said in the podium's words; `--json` says it in English.
pub(super) fn command(path: &Path, json: bool) -> ExitCode {
    let words = if json {
        pitpay_language::english()
    } else {
        voice()
    };
    let verified = pitpay_core::read_limited(path, pitpay_core::Input::Slip, MAX_SLIP)
        .map_err(|e| (BAD_INPUT, e.to_string()))
        .and_then(|bytes| {
            pitpay_documents::slip::data_dir()
                .and_then(|d| pitpay_documents::slip::verify_in(&bytes, &d, words))
                .map_err(|e| (e.exit_code(), slip_in(words, &e)))
        })
        .map_err(|(code, why)| {
            let file = path.display().to_string();
            (code, t!(words, "cli-path-why", path = file, why = why))
        });
    let code = match &verified {
        Ok(_) => 0,
        Err((code, _)) => *code,
    };
    if json {
        let doc = match &verified {
            Ok(v) => json!({"verified": true, "summary": v.summary, "warnings": v.warnings}),
            Err((1, why)) => json!({"verified": false, "reason": why}),
            Err((_, why)) => json!({"verified": false, "error": why}),
        };
        out_json(&doc);
        return ExitCode::from(code);
    }
    match verified {
        Ok(v) => {
            for warning in &v.warnings {
                eprintln!("{warning}");
            }
            out(&format!("{}\n", v.summary));
        }
        Err((1, why)) => eprintln!("{}", t!(words, "cli-failed", why = why)),
        Err((_, why)) => eprintln!("{}", t!(words, "cli-error", message = why)),
    }
    ExitCode::from(code)
}

//! `pitpay print` and every command's `--print`: a PDF sent to the pit's printer.

use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::args::PrintArgs;
use super::common::{out, out_json, say_refusal, voice};
use super::{words, ENVIRONMENT};
use pitpay_language::t;

/// `pitpay print FILE`: the PDF to the printer; the environment's status (3)
/// when it cannot be printed.
pub(super) fn command(
    file: &Path,
    printer: Option<String>,
    copies: Option<u32>,
    json: bool,
) -> ExitCode {
    let job = pitpay_documents::print::Job {
        printer,
        copies: copies.unwrap_or(1),
        paper: None,
    };
    let data = pitpay_documents::slip::data_dir().ok();
    match pitpay_documents::print::print_job(file, &job, data.as_deref()) {
        Ok(said) if json => {
            let doc = json!({"file": file, "request": said});
            out_json(&doc);
            ExitCode::SUCCESS
        }
        Ok(said) => {
            let file = file.display().to_string();
            out(&format!(
                "{}\n",
                t!(voice(), "cmd-print-sent", file = file, request = said)
            ));
            ExitCode::SUCCESS
        }
        Err(why) => {
            let file = file.display().to_string();
            say_refusal(|w| {
                let why = words::print(w, &why);
                t!(w, "cmd-print-failed", file = file.as_str(), why = why)
            });
            ExitCode::from(ENVIRONMENT)
        }
    }
}

impl PrintArgs {
    /// After `code` wrote `file` successfully: print it, as asked. A print that fails
    /// loses nothing (the document is written, the slip issued) and exits 3, the
    /// environment's status, saying how to print it again.
    pub(super) fn then(
        &self,
        code: ExitCode,
        file: &Path,
        paper: Option<pitpay_journal::Paper>,
    ) -> ExitCode {
        if !self.print || code != ExitCode::SUCCESS {
            return code;
        }
        let job = pitpay_documents::print::Job {
            printer: self.printer.clone(),
            copies: self.copies.unwrap_or(1),
            paper,
        };
        let data = pitpay_documents::slip::data_dir().ok();
        match pitpay_documents::print::print_job(file, &job, data.as_deref()) {
            Ok(said) => {
                let file = file.display().to_string();
                eprintln!(
                    "{}",
                    t!(voice(), "cmd-print-sent", file = file, request = said)
                );
                code
            }
            Err(why) => {
                let why = words::print(voice(), &why);
                let file = file.display().to_string();
                let then = t!(
                    voice(),
                    "cmd-print-written-not-printed",
                    file = file,
                    why = why
                );
                eprintln!("{}", t!(voice(), "cli-error", message = then));
                ExitCode::from(ENVIRONMENT)
            }
        }
    }
}

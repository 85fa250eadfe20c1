//! Printing a PDF (a slip, a sign, a shift report, a worksheet) on one of the computer's
//! printers: a supervisor signs the slip on paper. On Linux it goes through
//! CUPS's `lp`; on Windows through the Windows print system (`windows`).
//! What goes wrong is said in words, in the same words on both where the cause is the
//! same: no print system, no default printer, an unknown printer, a print system that
//! does not answer. On Windows the advice never names CUPS.

use std::io::Read as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub(crate) mod windows;

/// How long CUPS may take to accept a job.
const ACCEPT_WITHIN: Duration = Duration::from_secs(20);

/// The most copies one job may ask for.
pub(crate) const MAX_COPIES: u32 = 99;

/// How a document is printed: on which printer (none: the settings' `printer`, else
/// the computer's default), how many copies, on what paper (none: the document's own).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Job {
    /// The printer's name, as the print system knows it.
    pub printer: Option<String>,
    /// Copies (0 or 1: one).
    pub copies: u32,
    /// The paper to ask the printer for.
    pub paper: Option<crate::pdf::Paper>,
}

impl Job {
    /// The job for the data folder `dir`: the printer given, else the settings' one.
    fn with_settings(mut self, dir: Option<&Path>) -> Job {
        if self.printer.is_none() {
            self.printer = dir
                .and_then(|d| pitpay_journal::Settings::load(d).ok())
                .and_then(|s| s.printer);
        }
        self
    }
}

/// Sends `file` to the printer as `job` says (with no printer named, the one the
/// settings of the data folder `dir` name, else the computer's default): through the
/// Windows print system on Windows, else through CUPS.
pub fn print_job(file: &Path, job: &Job, dir: Option<&Path>) -> Result<String, String> {
    let job = &job.clone().with_settings(dir);
    check_job(file, job)?;
    if cfg!(windows) {
        let (ok, code, said, err) = run(windows::command(file, job), windows::ACCEPT_WITHIN)
            .map_err(|e| windows::not_started(&e))?;
        return windows::outcome(ok, code, &said, &err, job.printer.as_deref());
    }
    print_cups(file, job)
}

/// What is refused before any print system is asked: too many copies, no such file.
fn check_job(file: &Path, job: &Job) -> Result<(), String> {
    if job.copies > MAX_COPIES {
        return Err(format!(
            "{} copies asked: at most {MAX_COPIES} in one job",
            job.copies
        ));
    }
    if !file.is_file() {
        return Err(format!(
            "{}: there is no such file to print",
            file.display()
        ));
    }
    Ok(())
}

/// Sends `file` to CUPS's `lp` as `job` says.
fn print_cups(file: &Path, job: &Job) -> Result<String, String> {
    let printer = job.printer.as_deref();
    let mut lp = Command::new("lp");
    if let Some(p) = printer {
        lp.args(["-d", p]);
    }
    if job.copies > 1 {
        lp.args(["-n", &job.copies.to_string()]);
    }
    if let Some(paper) = job.paper {
        let media = match paper {
            crate::pdf::Paper::Letter => "Letter",
            crate::pdf::Paper::A4 => "A4",
        };
        lp.args(["-o", &format!("media={media}")]);
    }
    let title = file.file_name().map(|n| n.to_string_lossy().to_string());
    lp.args(["-t", title.as_deref().unwrap_or("Pitpay")])
        .arg("--")
        .arg(file);
    let (ok, _, said, err) = run(lp, ACCEPT_WITHIN).map_err(|e| cups_not_started(&e))?;
    if !ok {
        return Err(words(err.trim(), printer));
    }
    let said = said.trim().to_string();
    // A stopped printer takes the job into its queue and prints nothing: say so, and
    // that the job waits (printing again would print it twice once it is started).
    let dest = printer
        .map(str::to_string)
        .or_else(|| destination_of(&said));
    if let Some(dest) = dest.filter(|d| stopped(d)) {
        return Err(format!(
            "the printer \"{dest}\" is stopped: the job ({said}) waits in its queue and prints when the printer is started again (`cupsenable {dest}`); do not print it again"
        ));
    }
    Ok(said)
}

/// Why the print system could not be started, or did not answer in time.
#[derive(Debug)]
pub(crate) enum NotRun {
    /// Its command could not be started.
    Start(std::io::Error),
    /// It did not accept the job within this long.
    Timeout(Duration),
    /// It could not be asked how it ended.
    Wait(std::io::Error),
}

/// CUPS's `lp` not started, in a supervisor's words.
fn cups_not_started(e: &NotRun) -> String {
    match e {
        NotRun::Start(e) if e.kind() == std::io::ErrorKind::NotFound => "the print system (CUPS's `lp` command) is not installed: install cups-client, or print the PDF from a PDF viewer".to_string(),
        NotRun::Start(e) => format!("the print system could not be started: {e}"),
        NotRun::Timeout(d) => format!(
            "the print system did not accept the job within {} seconds: is CUPS running?",
            d.as_secs()
        ),
        NotRun::Wait(e) => format!("the print system could not be asked: {e}"),
    }
}

/// Runs a print-system command, given up after `within`: whether it succeeded, its exit
/// code, and what it wrote to its output and its error output.
fn run(
    mut command: Command,
    within: Duration,
) -> Result<(bool, Option<i32>, String, String), NotRun> {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().map_err(NotRun::Start)?;
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > within => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(NotRun::Timeout(within));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(NotRun::Wait(e)),
        }
    };
    let mut said = String::new();
    let mut err = String::new();
    if let Some(mut o) = child.stdout.take() {
        let _ = o.read_to_string(&mut said);
    }
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    Ok((status.success(), status.code(), said, err))
}

/// The printer a request id names ("request id is Front-7 (1 file(s))": "Front").
fn destination_of(said: &str) -> Option<String> {
    let id = said
        .strip_prefix("request id is ")?
        .split_whitespace()
        .next()?;
    id.rsplit_once('-').map(|(dest, _)| dest.to_string())
}

/// Whether CUPS says the printer is stopped (`lpstat -p NAME`: "… disabled since …").
fn stopped(dest: &str) -> bool {
    let mut lpstat = Command::new("lpstat");
    lpstat.args(["-p", dest]);
    run(lpstat, ACCEPT_WITHIN).is_ok_and(|(ok, _, said, _)| ok && said.contains("disabled"))
}

/// CUPS's refusals in a supervisor's words.
fn words(err: &str, printer: Option<&str>) -> String {
    if err.contains("No default destination") || err.contains("no default destination") {
        "no printer is set as this computer's default: name one with --printer (`lpstat -p` lists them)".into()
    } else if err.contains("does not exist") || err.contains("Unknown destination") {
        format!(
            "there is no printer \"{}\" on this computer (`lpstat -p` lists them)",
            printer.unwrap_or_default()
        )
    } else if err.contains("not accepting jobs") {
        format!(
            "the printer \"{}\" is not accepting jobs (`cupsaccept` lets it take them again)",
            printer.unwrap_or("(the default printer)")
        )
    } else if err.contains("Unable to connect") || err.contains("scheduler is not running") {
        "the print system (CUPS) is not running: start it, or print the PDF from a PDF viewer"
            .into()
    } else {
        format!("the print system refused the job: {err}")
    }
}

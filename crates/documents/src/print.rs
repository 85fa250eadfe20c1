//! Printing a PDF (a slip, a sign, a shift report, a worksheet) on one of the computer's
//! printers: a supervisor signs the slip on paper. On Linux it goes through
//! CUPS's `lp`; on Windows through the Windows print system (`windows`).
//! What goes wrong is said in words, in the same words on both where the cause is the
//! same: no print system, no default printer, an unknown printer, a print system that
//! does not answer. On Windows the advice never names CUPS.

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use pitpay_language::{sentence, Sentence};

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
/// Windows print system on Windows, else through CUPS. `Ok` is what the print system
/// said of the job.
///
/// A slip original asked for in more than one copy prints once as the original and
/// the rest as its DUPLICATE (`slip/duplicate.rs`): one paper original per number.
pub fn print_job(file: &Path, job: &Job, dir: Option<&Path>) -> Result<String, PrintError> {
    let job = &job.clone().with_settings(dir);
    check_job(file, job)?;
    if job.copies > 1 {
        if let Some(bytes) = crate::slip::duplicate(file, dir) {
            return print_with_duplicates(file, &bytes, job);
        }
    }
    send(file, job)
}

/// The original once, then `job.copies - 1` of its duplicate, from a temporary file
/// removed once the print system has taken it (`lp` and the Windows script read the
/// file before they return).
fn print_with_duplicates(file: &Path, duplicate: &[u8], job: &Job) -> Result<String, PrintError> {
    let original = send(
        file,
        &Job {
            copies: 1,
            ..job.clone()
        },
    )?;
    let mut named = file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "slip".into());
    named.push_str(&format!("-duplicate-{}.pdf", std::process::id()));
    let path = std::env::temp_dir().join(named);
    std::fs::write(&path, duplicate).map_err(|_| PrintError::NoFile(path.clone()))?;
    let copies = job.copies - 1;
    let rest = send(
        &path,
        &Job {
            copies,
            ..job.clone()
        },
    );
    let _ = std::fs::remove_file(&path);
    Ok(format!("{original}; {copies} duplicate(s): {}", rest?))
}

/// Sends `file` to the platform's print system as `job` says.
fn send(file: &Path, job: &Job) -> Result<String, PrintError> {
    if cfg!(windows) {
        let (ok, code, said, err) = run(windows::command(file, job), windows::ACCEPT_WITHIN)
            .map_err(|e| not_started(System::Windows, e))?;
        return windows::outcome(ok, code, &said, &err, job.printer.as_deref());
    }
    print_cups(file, job)
}

/// What is refused before any print system is asked: too many copies, no such file.
fn check_job(file: &Path, job: &Job) -> Result<(), PrintError> {
    if job.copies > MAX_COPIES {
        return Err(PrintError::TooManyCopies(job.copies));
    }
    if !file.is_file() {
        return Err(PrintError::NoFile(file.to_path_buf()));
    }
    Ok(())
}

/// Sends `file` to CUPS's `lp` as `job` says.
fn print_cups(file: &Path, job: &Job) -> Result<String, PrintError> {
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
    let (ok, _, said, err) = run(lp, ACCEPT_WITHIN).map_err(|e| not_started(System::Cups, e))?;
    if !ok {
        return Err(refusal(err.trim(), printer));
    }
    let said = said.trim().to_string();
    // A stopped printer takes the job into its queue and prints nothing: say so, and
    // that the job waits (printing again would print it twice once it is started).
    let dest = printer
        .map(str::to_string)
        .or_else(|| destination_of(&said));
    if let Some(printer) = dest.filter(|d| stopped(d)) {
        return Err(PrintError::Stopped { printer, job: said });
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

/// The print system not started, or not done in time.
pub(crate) fn not_started(system: System, e: NotRun) -> PrintError {
    match e {
        NotRun::Start(e) if e.kind() == std::io::ErrorKind::NotFound => {
            PrintError::NotInstalled(system)
        }
        NotRun::Start(e) => PrintError::NotStarted {
            system,
            why: Arc::new(e),
        },
        NotRun::Timeout(d) => PrintError::Timeout {
            system,
            seconds: d.as_secs(),
        },
        NotRun::Wait(e) => PrintError::NotAsked {
            system,
            why: Arc::new(e),
        },
    }
}

/// The print system a job went to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// CUPS (`lp`), on Linux.
    Cups,
    /// The Windows print system, through Windows PowerShell.
    Windows,
}

impl System {
    /// Where to look its printers up.
    pub fn lists_them(self) -> &'static str {
        match self {
            System::Cups => "`lpstat -p` lists them",
            System::Windows => windows::LISTS_THEM,
        }
    }
}

/// Why a document was not printed, in a supervisor's words (the same on both print
/// systems where the cause is the same; on Windows never naming CUPS).
#[derive(Debug, Clone, thiserror::Error)]
pub enum PrintError {
    /// More copies than one job takes.
    TooManyCopies(u32),
    /// No such file.
    NoFile(PathBuf),
    /// The print system is not on this computer.
    NotInstalled(System),
    /// The print system could not be started.
    NotStarted {
        /// Which.
        system: System,
        /// Why not.
        why: Arc<std::io::Error>,
    },
    /// The print system did not take the job in time.
    Timeout {
        /// Which.
        system: System,
        /// How long it was given.
        seconds: u64,
    },
    /// The print system could not be asked how the job ended.
    NotAsked {
        /// Which.
        system: System,
        /// Why not.
        why: Arc<std::io::Error>,
    },
    /// No printer named, and no default printer.
    NoDefault(System),
    /// The printer named is not on this computer.
    NoSuchPrinter {
        /// Which print system.
        system: System,
        /// The printer named.
        printer: String,
    },
    /// The printer takes no jobs (CUPS).
    NotAccepting(String),
    /// CUPS is not running.
    NotRunning,
    /// The printer is stopped: the job waits in its queue (CUPS).
    Stopped {
        /// The printer.
        printer: String,
        /// The job, as CUPS named it.
        job: String,
    },
    /// Windows cannot render a PDF.
    NoRenderer,
    /// Windows PowerShell ended well but said nothing of the job.
    Unconfirmed,
    /// Windows PowerShell ended with a status and no words.
    RefusedWithStatus(Option<i32>),
    /// The print system refused the job (its words).
    Refused {
        /// Which.
        system: System,
        /// What it said.
        why: String,
    },
}

pitpay_language::english_display!(PrintError);

impl System {
    /// The system as an id a translation chooses its words by.
    fn id(self) -> &'static str {
        match self {
            System::Cups => "cups",
            System::Windows => "windows",
        }
    }
}

/// Why a document was not printed, in any language; what the print system or the
/// operating system said is passed as it said it.
impl From<&PrintError> for Sentence {
    fn from(e: &PrintError) -> Sentence {
        match e {
            PrintError::TooManyCopies(n) => sentence!(
                "document-error-print-too-many-copies",
                copies = n.to_string(),
                most = MAX_COPIES.to_string()
            ),
            PrintError::NoFile(path) => {
                sentence!(
                    "document-error-print-no-file",
                    path = path.display().to_string()
                )
            }
            PrintError::NotInstalled(system) => {
                sentence!("document-error-print-not-installed", system = system.id())
            }
            PrintError::NotStarted { system, why } => sentence!(
                "document-error-print-not-started",
                system = system.id(),
                why = why.to_string()
            ),
            PrintError::Timeout { system, seconds } => sentence!(
                "document-error-print-timeout",
                system = system.id(),
                seconds = *seconds
            ),
            PrintError::NotAsked { system, why } => sentence!(
                "document-error-print-not-asked",
                system = system.id(),
                why = why.to_string()
            ),
            PrintError::NoDefault(system) => {
                sentence!("document-error-print-no-default", system = system.id())
            }
            PrintError::NoSuchPrinter { system, printer } => sentence!(
                "document-error-print-no-such-printer",
                system = system.id(),
                printer = printer
            ),
            PrintError::NotAccepting(printer) => {
                sentence!("document-error-print-not-accepting", printer = printer)
            }
            PrintError::NotRunning => sentence!("document-error-print-not-running"),
            PrintError::Stopped { printer, job } => {
                sentence!("document-error-print-stopped", printer = printer, job = job)
            }
            PrintError::NoRenderer => sentence!("document-error-print-no-renderer"),
            PrintError::Unconfirmed => sentence!("document-error-print-unconfirmed"),
            PrintError::RefusedWithStatus(status) => sentence!(
                "document-error-print-refused-with-status",
                status = status.map_or_else(|| "none".to_string(), |c| c.to_string())
            ),
            PrintError::Refused { system, why } => sentence!(
                "document-error-print-refused",
                system = system.id(),
                why = why
            ),
        }
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

/// CUPS's refusal, read from what `lp` wrote.
fn refusal(err: &str, printer: Option<&str>) -> PrintError {
    if err.contains("No default destination") || err.contains("no default destination") {
        PrintError::NoDefault(System::Cups)
    } else if err.contains("does not exist") || err.contains("Unknown destination") {
        PrintError::NoSuchPrinter {
            system: System::Cups,
            printer: printer.unwrap_or_default().to_string(),
        }
    } else if err.contains("not accepting jobs") {
        PrintError::NotAccepting(printer.unwrap_or("(the default printer)").to_string())
    } else if err.contains("Unable to connect") || err.contains("scheduler is not running") {
        PrintError::NotRunning
    } else {
        PrintError::Refused {
            system: System::Cups,
            why: err.to_string(),
        }
    }
}

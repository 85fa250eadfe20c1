//! What every command shares: standard output that a closed pipe does not upset, errors
//! in words (and as JSON after `--json`, for the scripts that drive Pitpay), and the
//! catalog, journal and property clock most commands read.

use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::json;

use super::BAD_INPUT;
use pitpay_core::Catalog;
use pitpay_core::FileError;
use pitpay_journal::Actor;

/// Writes to standard output; a closed pipe (`pitpay paytables | head`) is not an error.
pub(super) fn out(text: &str) {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}

/// A `--json` outcome on standard output: one pretty-printed document and a newline.
pub(super) fn out_json(doc: &impl serde::Serialize) {
    out(&format!(
        "{}\n",
        serde_json::to_string_pretty(doc).unwrap_or_default()
    ));
}

/// The command asked for JSON, so its errors are JSON too.
static JSON_ERRORS: AtomicBool = AtomicBool::new(false);

/// Whether the command line asked for JSON that has no error form of its own, so
/// [`say_error`] writes its errors in JSON too; set once, before the command runs.
pub(super) fn errors_as_json(on: bool) {
    JSON_ERRORS.store(on, Ordering::Relaxed);
}

/// Says an error: in words on standard error; after `--json`, also on standard output
/// as `{"error": {"message", "file", "line", "field"}}` (where the error has a place).
pub(super) fn say_error(message: &str, at: Option<&FileError>) {
    eprintln!(
        "{}",
        pitpay_language::t!(voice(), "cli-error", message = message)
    );
    if !JSON_ERRORS.load(Ordering::Relaxed) {
        return;
    }
    let mut error = json!({ "message": message });
    if let Some(f) = at {
        error["message"] = json!(f.message);
        error["file"] = json!(f.file);
        if let Some(line) = f.line {
            error["line"] = json!(line);
        }
        if !f.field.is_empty() {
            error["field"] = json!(f.field);
        }
    }
    out_json(&json!({ "error": error }));
}

/// Says a refusal the command line can word in any language: in the podium's on
/// standard error; after `--json`, in English on standard output too, as scripts read
/// it in every language.
pub(super) fn say_refusal(said: impl Fn(&pitpay_language::Words) -> String) {
    let w = voice();
    eprintln!("{}", pitpay_language::t!(w, "cli-error", message = said(w)));
    if JSON_ERRORS.load(Ordering::Relaxed) {
        let message = said(pitpay_language::english());
        out_json(&json!({ "error": { "message": message } }));
    }
}

/// Says why a command that reads the data folder, the journal or the key failed, and
/// returns the exit status the error carries (1 a failed check, 2 bad input, 3 the
/// environment).
pub(super) fn say_failure(e: &pitpay_documents::slip::SlipError) -> ExitCode {
    say_refusal(|w| super::words::slip_in(w, e));
    ExitCode::from(e.exit_code())
}

/// The catalog for a command; a `--paytables` folder that is missing or not a folder
/// is bad input (exit 2).
pub(super) fn catalog(dir: Option<&Path>) -> Result<Catalog, ExitCode> {
    Catalog::for_command(dir, pitpay_journal::data_dir().as_deref()).map_err(|e| {
        say_refusal(|w| pitpay_language::Sentence::from(&e).in_words(w));
        ExitCode::from(BAD_INPUT)
    })
}

/// A round file that is bad input: the error with its place, and why paytable files the
/// round may have needed did not load.
pub(super) fn fail(e: &FileError, catalog: &Catalog) -> ExitCode {
    say_error(&e.in_words(voice()), Some(e));
    note_problems(catalog);
    ExitCode::from(BAD_INPUT)
}

/// Why paytable files the command may have needed did not load, on standard error.
pub(super) fn note_problems(catalog: &Catalog) {
    for p in catalog.problems() {
        let problem = p.in_words(voice());
        eprintln!(
            "{}",
            pitpay_language::t!(voice(), "cli-note-paytable-not-loaded", problem = problem)
        );
    }
}

/// The outcome of a slip command: `ok`'s words, or the error and its exit status.
pub(super) fn report_slip(
    result: Result<(), pitpay_documents::slip::SlipError>,
    ok: impl FnOnce() -> String,
) -> ExitCode {
    match result {
        Ok(()) => {
            out(&format!("{}\n", ok()));
            ExitCode::SUCCESS
        }
        Err(e) => say_failure(&e),
    }
}

/// Who reprints or voids: as given, else the computer account (recorded as such).
pub(super) fn actor(name: Option<String>, id: Option<String>) -> Actor {
    Actor::or_account(name.as_deref(), id.as_deref())
}

/// What a slip command noted on the way goes to standard error, so that standard output
/// stays the result a script reads.
pub(super) fn print_notes(notes: &[pitpay_language::Sentence]) {
    for n in notes {
        eprintln!("{}", n.in_words(voice()));
    }
}

/// A list read from the journal the settings name (empty when there is none yet); an
/// error is printed and its exit status returned.
pub(super) fn from_journal<T>(
    read: impl FnOnce(&pitpay_journal::Journal) -> Result<Vec<T>, pitpay_journal::JournalError>,
) -> Result<Vec<T>, ExitCode> {
    let list = pitpay_documents::slip::data_dir().and_then(|d| {
        if !pitpay_journal::Journal::exists(&d) {
            return Ok(Vec::new());
        }
        pitpay_journal::Journal::open(&d)
            .and_then(|j| read(&j))
            .map_err(pitpay_documents::slip::SlipError::from)
    });
    list.map_err(|e| say_failure(&e))
}

/// The words a document or message is written in: `asked` (`--language`), else the
/// settings' `language`, else English; with the property's own `.ftl` files
/// (`languages/<tag>/` in the data folder) over the shipped ones. Said and refused
/// (exit 2) when the settings or the property's files do not read.
pub(super) fn words(
    asked: Option<&pitpay_language::Language>,
) -> Result<pitpay_language::Words, ExitCode> {
    let found = pitpay_documents::slip::data_dir().and_then(|dir| {
        let settings = pitpay_journal::Settings::load(&dir)
            .map_err(pitpay_documents::slip::InputError::Settings)?;
        Ok((dir, settings.language))
    });
    let (dir, set) = found.map_err(|e| say_failure(&e))?;
    let language = asked.cloned().or(set).unwrap_or_default();
    pitpay_language::Words::load(language, &dir.join(LANGUAGES)).map_err(|e| {
        say_error(&e.to_string(), None);
        ExitCode::from(BAD_INPUT)
    })
}

/// The words the command line speaks to a person at this podium: the settings'
/// `language` with the property's own files (English when there is no data folder, or
/// its settings or files do not read: the command itself says what is wrong with them).
/// Read once per process. A command run with `--json` speaks English throughout, so a
/// script reads the same words in every language.
pub(super) fn voice() -> &'static pitpay_language::Words {
    if JSON_ERRORS.load(Ordering::Relaxed) {
        return pitpay_language::english();
    }
    static SAID: std::sync::OnceLock<pitpay_language::Words> = std::sync::OnceLock::new();
    SAID.get_or_init(|| {
        let dir = pitpay_documents::slip::data_dir().ok();
        let set = dir.as_deref().and_then(crate::language::of_settings);
        let language = set.unwrap_or_default();
        dir.and_then(|d| pitpay_language::Words::load(language.clone(), &d.join(LANGUAGES)).ok())
            .unwrap_or_else(|| pitpay_language::Words::shipped(language))
    })
}

/// The data folder's folder of the property's own translations, one folder per language.
pub(crate) const LANGUAGES: &str = "languages";

/// The property's clock, as this installation's settings say.
pub(super) fn property_clock(
) -> Result<pitpay_journal::PropertyClock, pitpay_documents::slip::SlipError> {
    let dir = pitpay_documents::slip::data_dir()?;
    let settings = pitpay_journal::Settings::load(&dir)
        .map_err(pitpay_documents::slip::InputError::Settings)?;
    Ok(settings.clock())
}

/// Where a document goes: the file `--out` names, else filed on `shelf` of the data
/// folder under the name `name` makes of the property's gaming day (the next free name
/// when it is taken). The error is said and its exit status given.
pub(super) fn out_or_filed(
    out: Option<&Path>,
    shelf: pitpay_journal::Shelf,
    name: impl FnOnce(&str) -> String,
) -> Result<std::path::PathBuf, ExitCode> {
    if let Some(path) = out {
        return Ok(path.to_path_buf());
    }
    let placed = pitpay_documents::slip::data_dir().and_then(|dir| {
        let settings = pitpay_journal::Settings::load(&dir)
            .map_err(pitpay_documents::slip::InputError::Settings)?;
        let day = settings.clock().stamp(jiff::Timestamp::now()).gaming_day;
        shelf
            .place(&dir, &name(&day.to_string()))
            .map_err(|e| pitpay_documents::slip::InputError::Settings(e).into())
    });
    placed.map_err(|e| say_failure(&e))
}

/// A round file's name (as errors cite it) and text: a regular file of at most 1 MiB of
/// UTF-8 ([`pitpay_core::read_text`]), or with `-` standard input, within the same
/// limits (errors cite it as `<stdin>`).
pub(super) fn read_round(path: &Path) -> Result<(String, String), FileError> {
    if path == Path::new("-") {
        return read_stdin_round();
    }
    let file = path.display().to_string();
    pitpay_core::read_text(path, pitpay_core::Input::Round)
        .map(|text| (file.clone(), text))
        .map_err(|e| FileError::whole(&file, pitpay_language::Sentence::from(&e)))
}

/// `-`: a round piped in, held to a round file's limits.
fn read_stdin_round() -> Result<(String, String), FileError> {
    use pitpay_language::sentence;
    use std::io::Read as _;
    const FILE: &str = "<stdin>";
    const LIMIT: u64 = 1 << 20;
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| {
            FileError::whole(FILE, sentence!("cli-stdin-unreadable", why = e.to_string()))
        })?;
    if bytes.len() as u64 > LIMIT {
        return Err(FileError::whole(FILE, sentence!("cli-stdin-too-large")));
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| FileError::whole(FILE, sentence!("cli-stdin-not-utf8")))?;
    Ok((FILE.to_string(), text))
}

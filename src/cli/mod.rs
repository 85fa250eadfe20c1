//! The command line (ROUND-FILE.md "Commands"): `settle` and `paytables`.
//!
//! Exit status: 0 done; 2 bad input, with a message naming the file, line and field.
//! Nothing is written on bad input.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::json;

use crate::catalog::Catalog;
use crate::error::FileError;
use crate::journal::Actor;
use crate::report;
use crate::round::{PlayError, Round};
use crate::settle::settle;
use crate::statement::floor::Floor;
use crate::statement::Statement;

mod args;

pub use args::{
    AnalyzeArgs, Cli, Command, JackpotsArgs, JournalArgs, KeysArgs, PatronArgs, PrintArgs,
    ReportArgs, ReprintArgs, SignArgs, SlipArgs, StaffCommand, VoidArgs, WorksheetArgs,
};

/// `pitpay print FILE`: the PDF to the printer (issue 23); the environment's status (3)
/// when it cannot be printed.
fn print_command(
    file: &Path,
    printer: Option<String>,
    copies: Option<u32>,
    json: bool,
) -> ExitCode {
    let job = crate::print::Job {
        printer,
        copies: copies.unwrap_or(1),
        paper: None,
    }
    .with_settings(crate::slip::data_dir().ok().as_deref());
    match crate::print::print_job(file, &job) {
        Ok(said) if json => {
            let doc = json!({"file": file, "request": said});
            out(&format!(
                "{}\n",
                serde_json::to_string_pretty(&doc).unwrap_or_default()
            ));
            ExitCode::SUCCESS
        }
        Ok(said) => {
            out(&format!("{} sent to the printer: {said}\n", file.display()));
            ExitCode::SUCCESS
        }
        Err(why) => {
            say_error(&format!("{} was not printed: {why}", file.display()), None);
            ExitCode::from(ENVIRONMENT)
        }
    }
}

/// `pitpay worksheet`: a practice sheet from the catalog (an operator folder's too),
/// then printed when asked.
fn worksheet_command(args: WorksheetArgs) -> ExitCode {
    let req = crate::practice::command::WorksheetRequest {
        game: &args.game,
        count: args.count,
        seed: args.seed,
        level: &args.level,
        out: &args.out,
        force: args.force,
        json: args.json,
    };
    let code = match catalog(args.paytables.as_deref()) {
        Ok(catalog) => crate::practice::command::worksheet(&req, &catalog),
        Err(code) => code,
    };
    args.print.then(code, &args.out, None)
}

impl PrintArgs {
    /// After `code` wrote `file` successfully: print it, as asked. A print that fails
    /// loses nothing (the document is written, the slip issued) and exits 3, the
    /// environment's status, saying how to print it again.
    fn then(&self, code: ExitCode, file: &Path, paper: Option<crate::pdf::Paper>) -> ExitCode {
        if !self.print || code != ExitCode::SUCCESS {
            return code;
        }
        let job = crate::print::Job {
            printer: self.printer.clone(),
            copies: self.copies.unwrap_or(1),
            paper,
        }
        .with_settings(crate::slip::data_dir().ok().as_deref());
        match crate::print::print_job(file, &job) {
            Ok(said) => {
                eprintln!("{} sent to the printer: {said}", file.display());
                code
            }
            Err(why) => {
                eprintln!(
                    "error: {} is written but was not printed: {why}; print it with `pitpay print {}`",
                    file.display(),
                    file.display()
                );
                ExitCode::from(ENVIRONMENT)
            }
        }
    }
}

/// Writes to standard output; a closed pipe (`pitpay paytables | head`) is not an error.
fn out(text: &str) {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}

/// Exit status for bad input.
pub const BAD_INPUT: u8 = 2;

/// The command asked for JSON, so its errors are JSON too (issue 23).
static JSON_ERRORS: AtomicBool = AtomicBool::new(false);

/// The commands whose `--json` output has no error form of its own (`verify`, `keys`
/// and `journal --check` write theirs).
fn wants_json_errors(command: Option<&Command>) -> bool {
    match command {
        Some(Command::Settle { json, .. })
        | Some(Command::Slip(SlipArgs { json, .. }))
        | Some(Command::Reprint(ReprintArgs { json, .. }))
        | Some(Command::Void(VoidArgs { json, .. }))
        | Some(Command::Sign(SignArgs { json, .. }))
        | Some(Command::Print { json, .. })
        | Some(Command::Report(ReportArgs { json, .. }))
        | Some(Command::Paytables { json, .. })
        | Some(Command::Jackpots(JackpotsArgs { json, .. }))
        | Some(Command::Worksheet(WorksheetArgs { json, .. }))
        | Some(Command::Practice { json, .. })
        | Some(Command::Staff(StaffCommand::List { json }))
        | Some(Command::Staff(StaffCommand::Add { json, .. }))
        | Some(Command::Staff(StaffCommand::Disable { json, .. }))
        | Some(Command::Staff(StaffCommand::Reset { json, .. })) => *json,
        Some(Command::Keys(keys)) => keys.json && (keys.register || keys.rotate || keys.new),
        Some(Command::Journal(args)) => args.json && !args.check,
        Some(Command::Analyze(args)) => args.json,
        _ => false,
    }
}

/// Says an error: in words on standard error; after `--json`, also on standard output
/// as `{"error": {"message", "file", "line", "field"}}` (where the error has a place).
fn say_error(message: &str, at: Option<&FileError>) {
    eprintln!("error: {message}");
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
    out(&format!(
        "{}\n",
        serde_json::to_string_pretty(&json!({ "error": error })).unwrap_or_default()
    ));
}

/// Exit status for the environment (issue 23): no usable display, the shared journal's
/// server, a printer that is missing or refuses the job.
pub const ENVIRONMENT: u8 = 3;

/// Exit status for a command line that does not parse (a typo in a command or option),
/// as BSD's sysexits names it.
pub const USAGE: u8 = 64;

/// Runs a parsed command line.
pub fn run(cli: Cli) -> ExitCode {
    JSON_ERRORS.store(wants_json_errors(cli.command.as_ref()), Ordering::Relaxed);
    if let Some(problem) = crate::data_dir_problem() {
        say_error(&problem, None);
        return ExitCode::from(BAD_INPUT);
    }
    match cli.command {
        Some(Command::Settle {
            round,
            json,
            paytables,
            colour_for_colour,
        }) => settle_command(&round, json, paytables.as_deref(), colour_for_colour),
        Some(Command::Paytables { json, paytables }) => {
            paytables_command(json, paytables.as_deref())
        }
        Some(Command::Open { round }) => open_app(Some(round)),
        Some(Command::Slip(args)) => slip_command(args),
        Some(Command::Sign(args)) => sign_command(&args),
        Some(Command::Reprint(args)) => reprint_command(args),
        Some(Command::Void(args)) => void_command(args),
        Some(Command::Verify { slip, json }) => verify_command(&slip, json),
        Some(Command::Journal(args)) => journal_subcommand(&args),
        Some(Command::Keys(args)) => keys_subcommand(&args),
        Some(Command::Staff(command)) => staff_subcommand(command),
        Some(Command::Jackpots(args)) => jackpots_command(args),
        Some(Command::Analyze(args)) => analyze_command(&args),
        Some(Command::Completions { shell }) => completions_command(shell),
        Some(Command::Print {
            file,
            printer,
            copies,
            json,
        }) => print_command(&file, printer, copies, json),
        Some(Command::Manual) => manual_command(),
        Some(Command::Report(args)) => report_command(args),
        Some(Command::Worksheet(args)) => worksheet_command(args),
        Some(Command::Practice { stats, json }) => practice_command(stats, json),
        None => open_app(None),
    }
}

/// `pitpay completions SHELL`.
fn completions_command(shell: clap_complete::Shell) -> ExitCode {
    use clap::CommandFactory;
    clap_complete::generate(shell, &mut Cli::command(), "pitpay", &mut std::io::stdout());
    ExitCode::SUCCESS
}

/// `pitpay manual`.
fn manual_command() -> ExitCode {
    match manual_page() {
        Ok(page) => {
            out(&page);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: the manual page could not be written: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `pitpay practice`: the progress with --stats; without it, where the drills are.
fn practice_command(stats: bool, json: bool) -> ExitCode {
    if !stats {
        eprintln!("the drills are in the app: pitpay, then Practice (Ctrl+D); pitpay practice --stats prints your progress");
    }
    crate::practice::command::stats(json)
}

/// `pitpay journal`: its options pick one of its jobs, in this order.
fn journal_subcommand(args: &JournalArgs) -> ExitCode {
    if args.check {
        check_command(args)
    } else if args.recover.is_some() {
        recover_command(args)
    } else if args.backup.is_some() {
        backup_command(args)
    } else if args.adopt_clock {
        adopt_clock_command()
    } else {
        journal_command(args)
    }
}

impl PatronArgs {
    fn into_records(self) -> (crate::slip::record::Patron, crate::slip::record::Witness) {
        (
            crate::slip::record::Patron {
                name: self.patron.unwrap_or_default(),
                id_type: self.patron_id_type.unwrap_or_default(),
                id_last4: self.patron_id_last4.unwrap_or_default(),
            },
            crate::slip::record::Witness {
                name: self.witness.unwrap_or_default(),
                id: self.witness_id.unwrap_or_default(),
            },
        )
    }
}

/// `pitpay slip`: the round settled, signed off, written and journaled.
fn slip_command(args: SlipArgs) -> ExitCode {
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
    let who = crate::slip::SignOff {
        property: property.unwrap_or_default(),
        supervisor: supervisor.unwrap_or_default(),
        supervisor_id: supervisor_id.unwrap_or_default(),
        dealer: dealer.unwrap_or_default(),
        patron,
        witness,
    };
    let options = crate::slip::Options {
        force,
        again,
        inputs: vec![(round.clone(), "round file")],
        who: Actor::default(),
        paper,
        pins: crate::staff::pins::Pins::standard(),
        at: None,
    };
    let code = issue_slip(&round, &who, &out, &options, paytables.as_deref(), json);
    print.then(code, &out, paper)
}

/// `pitpay sign`: the sign written, then printed when asked, on the sign's own paper.
fn sign_command(args: &SignArgs) -> ExitCode {
    let sign = SignRequest {
        paytable: &args.paytable,
        size: args.size,
        decks: args.decks,
        house_rules: args.house_rules.as_deref(),
        show_edge: args.show_edge,
    };
    let code = write_sign(
        &sign,
        &args.out,
        args.force,
        args.paytables.as_deref(),
        args.json,
    );
    let paper = match args.size {
        crate::sign::Size::A4 => Some(crate::pdf::Paper::A4),
        _ => Some(crate::pdf::Paper::Letter),
    };
    args.print.then(code, &args.out, paper)
}

/// `pitpay reprint`.
fn reprint_command(args: ReprintArgs) -> ExitCode {
    let options = crate::slip::Options {
        force: args.force,
        who: actor(args.supervisor, args.by.or(args.supervisor_id)),
        paper: args.paper,
        pins: crate::staff::pins::Pins::standard(),
        ..Default::default()
    };
    let code = reprint_slip(args.number, &args.out, &options, args.json);
    args.print.then(code, &args.out, args.paper)
}

/// `pitpay void`.
fn void_command(args: VoidArgs) -> ExitCode {
    let VoidArgs {
        number,
        reason,
        supervisor,
        supervisor_id,
        by,
        json,
    } = args;
    let who = actor(supervisor, by.or(supervisor_id));
    let mut pins = crate::staff::pins::Pins::standard();
    let result = crate::slip::data_dir()
        .and_then(|d| crate::slip::void(number, &reason, &d, &who, &mut pins));
    if json && result.is_ok() {
        let doc = json!({"slip": number, "state": "void", "reason": reason.trim()});
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
        return ExitCode::SUCCESS;
    }
    report_slip(result, || format!("slip {number} is void"))
}

fn reprint_slip(
    number: i64,
    out_path: &Path,
    options: &crate::slip::Options,
    json: bool,
) -> ExitCode {
    let result =
        crate::slip::data_dir().and_then(|d| crate::slip::reprint(number, out_path, &d, options));
    match result {
        Ok(notes) if json => {
            let doc = json!({"slip": number, "file": out_path, "notes": notes});
            out(&format!(
                "{}\n",
                serde_json::to_string_pretty(&doc).unwrap_or_default()
            ));
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

/// Who reprints or voids: as given, else the computer account (recorded as such).
fn actor(name: Option<String>, id: Option<String>) -> Actor {
    Actor::or_account(name.as_deref(), id.as_deref())
}

fn print_notes(notes: &[String]) {
    for n in notes {
        eprintln!("{n}");
    }
}

/// A list read from the journal the settings name (empty when there is none yet); an
/// error is printed and its exit status returned.
fn from_journal<T>(
    read: impl FnOnce(&crate::journal::Journal) -> Result<Vec<T>, crate::journal::JournalError>,
) -> Result<Vec<T>, ExitCode> {
    let list = crate::slip::data_dir().and_then(|d| {
        if !crate::journal::Journal::exists(&d) {
            return Ok(Vec::new());
        }
        crate::journal::Journal::open(&d)
            .and_then(|j| read(&j))
            .map_err(crate::slip::SlipError::from)
    });
    list.map_err(|e| {
        say_error(&e.to_string(), None);
        ExitCode::from(e.exit_code())
    })
}

/// The property's clock, as this installation's settings say (issue 32).
fn property_clock() -> Result<crate::clock::PropertyClock, crate::slip::SlipError> {
    let dir = crate::slip::data_dir()?;
    let settings =
        crate::settings::Settings::load(&dir).map_err(crate::slip::InputError::Settings)?;
    Ok(settings.clock())
}

/// `pitpay jackpots`: the jackpot record (issue "On the floor", part 3), read from the
/// journal's index of slips that pay a meter award.
fn jackpots_command(args: JackpotsArgs) -> ExitCode {
    let JackpotsArgs {
        json,
        since,
        until,
        gaming_day,
        shift,
    } = args;
    let asked = crate::export::Asked {
        since,
        until,
        gaming_day,
        shift,
        ..Default::default()
    };
    let clock = match property_clock() {
        Ok(c) => c,
        Err(e) => {
            say_error(&e.to_string(), None);
            return ExitCode::from(e.exit_code());
        }
    };
    let filter = match asked.selection(&clock) {
        Ok(s) => s.filter,
        Err(e) => {
            say_error(&e.to_string(), None);
            return ExitCode::from(BAD_INPUT);
        }
    };
    let list = match from_journal(|j| crate::jackpots::list(j, &filter, usize::MAX)) {
        Ok(l) => l,
        Err(code) => return code,
    };
    if json {
        let doc = json!({ "jackpots": list });
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
    } else if list.is_empty() {
        out("no progressive meter award in the journal\n");
    } else {
        out(&jackpots_table(&list));
    }
    ExitCode::SUCCESS
}

fn jackpots_table(list: &[crate::jackpots::Jackpot]) -> String {
    let mut text = String::new();
    for j in list {
        let c = j.currency;
        let _ = writeln!(
            text,
            "slip {} · {} · {}{} · seat {} · {} ({})",
            j.slip,
            // The property's local time and gaming day (issue 32), else UTC.
            if j.local_time.is_empty() {
                j.time.clone()
            } else {
                format!("{} (gaming day {})", j.local_time, j.gaming_day)
            },
            if j.table.is_empty() {
                "no table"
            } else {
                &j.table
            },
            if j.state == "voided" {
                " · VOIDED"
            } else {
                ""
            },
            j.seat,
            j.tier,
            j.paytable,
        );
        let reseed = j
            .reseed
            .map(|r| format!(", reseed {}", c.format(r)))
            .unwrap_or_default();
        let _ = writeln!(
            text,
            "    award {} · meter {} before, {} after{reseed}",
            c.format(j.award),
            c.format(j.meter_before),
            c.format(j.meter_after),
        );
        let witness = j
            .witness
            .as_ref()
            .map(|w| format!(" · witness {} ({})", w.name, w.id))
            .unwrap_or_default();
        let _ = writeln!(
            text,
            "    supervisor {} ({}){witness}",
            j.supervisor, j.supervisor_id
        );
    }
    text
}

/// `pitpay keys`: prints this installation's key; never makes one (issue 31: the first
/// slip makes it and says so, or `keys --new`).
fn keys_command(json: bool) -> ExitCode {
    let result = crate::slip::data_dir().and_then(|d| {
        crate::keys::Keys::load(&d)?.ok_or_else(|| {
            crate::keys::KeyError(format!(
                "this installation has no signing key yet ({} does not exist): the first slip makes one and says so, or `pitpay keys --new` makes one now",
                crate::keys::Keys::path(&d).display()
            ))
            .into()
        })
    });
    if json {
        let (code, doc) = match &result {
            Ok(k) => (
                0,
                json!({"public_key": k.public_hex(), "fingerprint": crate::keys::fingerprint(&k.public())}),
            ),
            Err(e) => (BAD_INPUT, json!({"error": e.to_string()})),
        };
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
        return ExitCode::from(code);
    }
    match result {
        Ok(k) => {
            out(&format!(
                "public_key = \"{}\"\nfingerprint = \"{}\"\n",
                k.public_hex(),
                crate::keys::fingerprint(&k.public())
            ));
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// `pitpay keys --new`: makes this installation's key, where it has none and the journal
/// expects none (a lost one is restored from a backup or replaced by `keys --rotate`).
fn new_key_command(json: bool) -> ExitCode {
    let result = crate::slip::data_dir().and_then(|d| {
        if let Some(k) = crate::keys::Keys::load(&d)? {
            return Err(crate::keys::KeyError(format!(
                "this installation already has a signing key (key {}, in {}): nothing was written",
                crate::keys::fingerprint(&k.public()),
                crate::keys::Keys::path(&d).display()
            ))
            .into());
        }
        if crate::journal::Journal::exists(&d) {
            let mut journal = crate::journal::Journal::open(&d)?;
            let authority = journal.authority(None)?.map_err(|b| {
                crate::slip::SlipError::from(crate::slip::InputError::Staff(
                    crate::staff::StaffError::Damaged(b.to_string()),
                ))
            })?;
            // Refuses, in words, where the journal holds entries of this station's lost key.
            Ok(journal.station_keys(&d, &authority)?)
        } else {
            Ok(crate::keys::Keys::load_or_create(&d)?)
        }
    });
    match result {
        Ok(k) => {
            let fingerprint = crate::keys::fingerprint(&k.public());
            let message = format!(
                "made this installation's signing key (key {fingerprint}): back up the data folder (docs/operations.md)"
            );
            if json {
                let doc = json!({"key": {"action": "made", "public_key": k.public_hex(), "fingerprint": fingerprint, "message": message}});
                out(&format!(
                    "{}\n",
                    serde_json::to_string_pretty(&doc).unwrap_or_default()
                ));
            } else {
                out(&format!(
                    "{message}\npublic_key = \"{}\"\nfingerprint = \"{fingerprint}\"\n",
                    k.public_hex()
                ));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
    }
}

/// `pitpay keys`: print this installation's key, `--register` it in the shared journal,
/// or `--rotate` it on a manager's authority.
fn keys_subcommand(args: &KeysArgs) -> ExitCode {
    let json = args.json;
    if args.new {
        return new_key_command(json);
    }
    if args.register {
        return register_command(json);
    }
    if args.rotate {
        let by = args.by.as_deref();
        let done = json.then_some(Done {
            key: "station",
            id: String::new(),
            action: "rotated",
        });
        return staff_command(done, |d, pins| crate::staff::command::rotate(d, by, pins));
    }
    keys_command(json)
}

/// `pitpay staff …`.
fn staff_subcommand(command: StaffCommand) -> ExitCode {
    use crate::staff::command as staff;
    match command {
        StaffCommand::Add {
            id,
            name,
            role,
            by,
            json,
        } => staff_command(Done::member(json, &id, "added"), |d, pins| {
            let new = staff::NewMember {
                id: &id,
                name: &name,
                role,
            };
            staff::add(d, &new, by.as_deref(), pins)
        }),
        StaffCommand::List { json } => staff_command(None, |d, _| staff::list(d, json)),
        StaffCommand::Disable { id, by, json } => {
            staff_command(Done::member(json, &id, "disabled"), |d, pins| {
                staff::disable(d, &id, &by, pins)
            })
        }
        StaffCommand::Reset { id, by, json } => {
            staff_command(Done::member(json, &id, "reset"), |d, pins| {
                staff::reset(d, &id, &by, pins)
            })
        }
    }
}

/// What a staff or key command did, for `--json`: `{"staff": {"id", "action",
/// "message"}}`, or `{"station": …}` for a key.
struct Done {
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

    /// The JSON document for what was done, with the words `message`.
    fn json(&self, message: &str) -> String {
        let mut what = json!({ "action": self.action, "message": message });
        if !self.id.is_empty() {
            what["id"] = json!(self.id);
        }
        let doc = json!({ self.key: what });
        serde_json::to_string_pretty(&doc).unwrap_or_default()
    }
}

/// Runs a staff command in the data folder with PINs from the terminal or standard
/// input: its words (or, with `done`, what it did as JSON) on standard output, or the
/// error and its exit status.
fn staff_command(
    done: Option<Done>,
    run: impl FnOnce(
        &Path,
        &mut crate::staff::pins::Pins,
    ) -> Result<String, crate::staff::command::CommandError>,
) -> ExitCode {
    let mut pins = crate::staff::pins::Pins::standard();
    let result = crate::slip::data_dir()
        .map_err(|e| crate::staff::command::CommandError::bad(e.to_string()))
        .and_then(|d| run(&d, &mut pins));
    match (result, done) {
        (Ok(text), Some(done)) => {
            out(&format!("{}\n", done.json(&text)));
            ExitCode::SUCCESS
        }
        (Ok(text), None) => {
            out(&format!("{text}\n"));
            ExitCode::SUCCESS
        }
        (Err(e), _) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.1)
        }
    }
}

/// `keys --register`: this station's key, registered in the shared journal.
fn register_command(json: bool) -> ExitCode {
    let result = crate::slip::data_dir().and_then(|d| {
        let mut journal = crate::journal::Journal::open(&d)?;
        // A station whose key the journal already holds under another key is not
        // registered a second time: that is a rotation, on a manager's authority.
        let authority = journal.authority(None)?.map_err(|b| {
            crate::slip::SlipError::from(crate::slip::InputError::Staff(
                crate::staff::StaffError::Damaged(b.to_string()),
            ))
        })?;
        let keys = journal.writing_keys(&d, &authority)?;
        let who = Actor::or_account(None, None);
        let new = journal.register(&keys, &who, &crate::journal::now())?;
        Ok((new, journal, crate::keys::fingerprint(&keys.public())))
    });
    match result {
        Ok((new, journal, fingerprint)) => {
            let message = format!(
                "station \"{}\" (key {fingerprint}) {} in the shared journal at {}",
                journal.station(),
                if new {
                    "is now registered"
                } else {
                    "was already registered"
                },
                journal.shared().unwrap_or_default()
            );
            let done = Done {
                key: "station",
                id: journal.station().to_string(),
                action: if new {
                    "registered"
                } else {
                    "already-registered"
                },
            };
            out(&format!(
                "{}\n",
                if json { done.json(&message) } else { message }
            ));
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
    }
}

/// What a sign shows.
struct SignRequest<'a> {
    paytable: &'a str,
    size: crate::sign::Size,
    decks: Option<u8>,
    house_rules: Option<&'a str>,
    show_edge: bool,
}

fn write_sign(
    sign: &SignRequest<'_>,
    out_path: &Path,
    force: bool,
    dir: Option<&Path>,
    json: bool,
) -> ExitCode {
    let catalog = match catalog(dir) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if let Some(why) = catalog.unusable(sign.paytable) {
        say_error(
            &format!(
                "paytable \"{}\" cannot be used: its operator file did not load: {why}",
                sign.paytable
            ),
            None,
        );
        return ExitCode::from(BAD_INPUT);
    }
    if let Err(e) = crate::files::check_output(out_path, force, &[]) {
        say_error(&format!("{}: {e}", out_path.display()), None);
        return ExitCode::from(BAD_INPUT);
    }
    let result = crate::sign::render(
        &catalog,
        sign.paytable,
        sign.size,
        sign.decks,
        sign.house_rules,
        sign.show_edge,
    )
    .map_err(crate::slip::SlipError::from)
    .and_then(|bytes| {
        crate::files::write_atomic(out_path, &bytes).map_err(|e| {
            crate::slip::InputError::Write {
                path: out_path.to_path_buf(),
                source: std::sync::Arc::new(e),
            }
            .into()
        })
    });
    if json && result.is_ok() {
        let doc = json!({"sign": sign.paytable, "file": out_path});
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
        return ExitCode::SUCCESS;
    }
    report_slip(result, || {
        format!(
            "sign for {} written to {}",
            sign.paytable,
            out_path.display()
        )
    })
}

#[cfg(feature = "gui")]
fn open_app(round: Option<PathBuf>) -> ExitCode {
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty()));
    if !has_display {
        eprintln!("error: no display to open the Pitpay window on (DISPLAY is not set)");
        eprintln!("the command line works without one: pitpay settle ROUND.toml, pitpay --help");
        return ExitCode::from(ENVIRONMENT);
    }
    match open_window(round) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("error: the Pitpay window could not open: {why}");
            eprintln!(
                "the command line works without a window: pitpay settle ROUND.toml, pitpay --help"
            );
            ExitCode::from(ENVIRONMENT)
        }
    }
}

/// Runs the window; a display that cannot be used (a `DISPLAY` with no server behind
/// it, a Wayland session the build cannot speak to) makes the windowing library panic
/// rather than return an error, so the panic is caught and put into words.
#[cfg(feature = "gui")]
fn open_window(round: Option<PathBuf>) -> Result<(), String> {
    let shown = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let run = std::panic::catch_unwind(move || crate::gui::run(round));
    std::panic::set_hook(shown);
    let display = |var: &str| std::env::var(var).ok().filter(|v| !v.is_empty());
    match run {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(e.to_string()),
        Err(panic) => {
            let said = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            // The library's own words name its source files; say what they mean.
            let said = if said.contains("XOpenDisplayFailed") {
                "the X server did not answer".to_string()
            } else if said.contains("wayland") {
                "this build speaks to X servers only".to_string()
            } else {
                said.lines()
                    .next()
                    .unwrap_or_default()
                    .chars()
                    .take(160)
                    .collect()
            };
            Err(match (display("DISPLAY"), display("WAYLAND_DISPLAY")) {
                (Some(d), _) => format!(
                    "the display {d} (DISPLAY) cannot be used: {said}. Is an X server running there, and may this user open it?"
                ),
                (None, Some(w)) => format!(
                    "the Wayland display {w} (WAYLAND_DISPLAY) cannot be used: {said}. Set DISPLAY to an X server (XWayland) instead."
                ),
                (None, None) => format!("no display could be used: {said}"),
            })
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_app(_round: Option<PathBuf>) -> ExitCode {
    use clap::CommandFactory;
    let _ = Cli::command().print_help();
    ExitCode::SUCCESS
}

/// The catalog for a command; a `--paytables` folder that is missing or not a folder
/// is bad input (exit 2).
fn catalog(dir: Option<&Path>) -> Result<Catalog, ExitCode> {
    Catalog::for_command(dir, crate::data_dir().as_deref()).map_err(|e| {
        say_error(&e.to_string(), None);
        ExitCode::from(BAD_INPUT)
    })
}

/// This year on the property's calendar (its settings' clock, else the computer's):
/// the tax year of a round without a date (issue 32).
fn property_year() -> i32 {
    let clock = crate::data_dir()
        .and_then(|d| crate::settings::Settings::load(&d).ok())
        .map_or_else(crate::clock::PropertyClock::computer, |s| s.clock());
    i32::from(clock.year_at(jiff::Timestamp::now()))
}

fn fail(e: &FileError, catalog: &Catalog) -> ExitCode {
    say_error(&e.to_string(), Some(e));
    for p in catalog.problems() {
        eprintln!("note: a paytable file did not load: {p}");
    }
    ExitCode::from(BAD_INPUT)
}

/// A round file's name (as errors cite it) and text: a regular file of at most 1 MiB of
/// UTF-8 ([`crate::files::read_text`]), or with `-` standard input, within the same
/// limits (errors cite it as `<stdin>`).
fn read_round(path: &Path) -> Result<(String, String), FileError> {
    if path == Path::new("-") {
        return read_stdin_round();
    }
    let file = path.display().to_string();
    crate::files::read_text(path, "a round file")
        .map(|text| (file.clone(), text))
        .map_err(|e| FileError::whole(&file, format!("the round file {e}")))
}

fn read_stdin_round() -> Result<(String, String), FileError> {
    use std::io::Read as _;
    const FILE: &str = "<stdin>";
    const LIMIT: u64 = 1 << 20;
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| FileError::whole(FILE, format!("standard input cannot be read: {e}")))?;
    if bytes.len() as u64 > LIMIT {
        return Err(FileError::whole(
            FILE,
            "the round on standard input is over 1 MiB: a round file is a few kilobytes",
        ));
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| FileError::whole(FILE, "the round on standard input is not UTF-8 text"))?;
    Ok((FILE.to_string(), text))
}

fn settle_command(
    path: &Path,
    json: bool,
    dir: Option<&Path>,
    colour_for_colour: bool,
) -> ExitCode {
    let catalog = match catalog(dir) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (file, text) = match read_round(path) {
        Ok(read) => read,
        Err(e) => return fail(&e, &catalog),
    };
    let round = match Round::parse(&file, &text, &catalog) {
        Ok(r) => r,
        Err(e) => return fail(&e, &catalog),
    };
    let settlement = match settle(&round) {
        Ok(s) => s,
        Err(e) => return fail(&round.locate(e), &catalog),
    };
    for p in catalog.problems() {
        eprintln!("warning: a paytable file did not load: {p}");
    }
    let floors = catalog.floor();
    for p in floors.problems() {
        eprintln!("warning: a rack or jurisdiction file did not load, so it is not used: {p}");
    }
    let table = match floors.for_round(
        settlement.rack.as_deref(),
        settlement.currency,
        settlement.date,
        property_year(),
    ) {
        Ok(t) => t,
        Err(m) => return fail(&round.locate(PlayError::new("rack", m)), &catalog),
    };
    let statement = Statement::with_floor(&settlement, &Floor::of(&table, colour_for_colour));
    if json {
        let value = report::json(&settlement, &statement);
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&value).unwrap_or_default()
        ));
    } else {
        out(&report::table(&statement));
    }
    ExitCode::SUCCESS
}

fn report_slip(
    result: Result<(), crate::slip::SlipError>,
    ok: impl FnOnce() -> String,
) -> ExitCode {
    match result {
        Ok(()) => {
            out(&format!("{}\n", ok()));
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
    }
}

fn issue_slip(
    path: &Path,
    who: &crate::slip::SignOff,
    out_path: &Path,
    options: &crate::slip::Options,
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
    let result = crate::slip::data_dir()
        .and_then(|d| crate::slip::issue(&file, &text, &catalog, who, out_path, &d, options));
    match result {
        Ok(issued) => {
            for p in catalog.problems() {
                eprintln!("warning: a paytable file did not load: {p}");
            }
            if json {
                let doc = json!({"slip": issued.number, "file": out_path, "notes": issued.notes});
                out(&format!(
                    "{}\n",
                    serde_json::to_string_pretty(&doc).unwrap_or_default()
                ));
                return ExitCode::SUCCESS;
            }
            print_notes(&issued.notes);
            out(&format!("{}\n", issued.number));
            eprintln!("slip {} written to {}", issued.number, out_path.display());
            ExitCode::SUCCESS
        }
        Err(crate::slip::SlipError::BadInput(crate::slip::InputError::Round(e))) => {
            fail(&e, &catalog)
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
    }
}

/// The largest file `verify` reads: a slip is about 1.5 MB.
const MAX_SLIP: u64 = 64 << 20;

fn verify_command(path: &Path, json: bool) -> ExitCode {
    let verified = crate::files::read_limited(path, "a slip", MAX_SLIP)
        .map_err(|e| (BAD_INPUT, format!("{}: {e}", path.display())))
        .and_then(|bytes| {
            crate::slip::data_dir()
                .and_then(|d| crate::slip::verify(&bytes, &d))
                .map_err(|e| (e.exit_code(), format!("{}: {e}", path.display())))
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
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
        return ExitCode::from(code);
    }
    match verified {
        Ok(v) => {
            print_notes(&v.warnings);
            out(&format!("{}\n", v.summary));
        }
        Err((1, why)) => eprintln!("FAILED: {why}"),
        Err((_, why)) => say_error(&why, None),
    }
    ExitCode::from(code)
}

/// `journal --check`: walks the chain with this installation's key (a shared journal:
/// with its stations' registered keys), from the beginning or from a checkpoint. Exit 0
/// when it holds (with the head to note down, and a shared journal's stations and keys;
/// a checkpoint is then signed at the head), 1 naming the first entry that does not.
fn check_command(args: &JournalArgs) -> ExitCode {
    use crate::journal::{CheckFrom, Scope};
    let from = match (&args.since, args.from_checkpoint) {
        (Some(day), _) => match day.trim().parse::<crate::date::Date>() {
            Ok(d) => CheckFrom::Since(d.to_string()),
            Err(e) => {
                say_error(&format!("--since: {e}"), None);
                return ExitCode::from(BAD_INPUT);
            }
        },
        (None, true) => CheckFrom::LastCheckpoint,
        (None, false) => CheckFrom::Beginning,
    };
    let scope = Scope {
        from,
        every_signature: args.signatures,
        deep: args.deep,
    };
    let started = std::time::Instant::now();
    let result = crate::slip::data_dir().and_then(|d| {
        if !crate::journal::Journal::exists(&d) {
            return Ok(None);
        }
        let keys = crate::keys::Keys::load(&d)?;
        let mut journal = crate::journal::Journal::open(&d)?;
        let own = match (&keys, journal.shared()) {
            (_, Some(_)) => String::new(),
            (Some(k), None) => k.public_hex(),
            (None, None) => {
                return Err(crate::keys::KeyError(format!(
                    "{}: the journal's entries are signed, but this installation has no signing key to check them with",
                    crate::keys::Keys::path(&d).display()
                ))
                .into())
            }
        };
        let audit = journal.audit(&own, &scope, &mut progress)?;
        if let (Ok(a), Some(k)) = (&audit, &keys) {
            let may_sign = journal.shared().is_none() || journal.is_registered(&k.public_hex())?;
            if may_sign {
                let from = a.started_at.as_ref().map_or(0, |c| c.seq);
                journal.sign_checkpoints(from, k)?;
                journal.checkpoint_register(k)?;
            }
        }
        if audit.is_ok() {
            // The head checked is remembered: a later restore or cut is caught by it.
            journal.remember_head()?;
        }
        for note in journal.take_notes() {
            eprintln!("{note}");
        }
        Ok(Some(audit))
    });
    clear_progress();
    if args.json {
        let (code, doc) = match &result {
            Ok(None) => (0, json!({"holds": true, "entries": 0, "slips": 0})),
            Ok(Some(Ok(a))) => (
                0,
                json!({
                    "holds": true,
                    "entries": a.checked.entries,
                    "slips": a.checked.slips,
                    "head": a.checked.head,
                    "walked": a.walked,
                    "from_checkpoint": a.started_at.as_ref().map(|c| c.seq),
                    "stations": a.checked.keys.iter().map(|k| json!({
                        "station": k.station,
                        "key": crate::journal::chain::fingerprint_of(&k.key),
                        "registered": k.time,
                    })).collect::<Vec<_>>(),
                }),
            ),
            Ok(Some(Err(b))) => (
                1,
                json!({"holds": false, "entry": b.seq, "reason": b.to_string()}),
            ),
            Err(e) => (2, json!({"holds": false, "error": e.to_string()})),
        };
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
        return ExitCode::from(code);
    }
    match result {
        Ok(None) => {
            out("the journal is empty: nothing to check\n");
            ExitCode::SUCCESS
        }
        Ok(Some(Ok(a))) => {
            out(&check_summary(&a, started.elapsed()));
            ExitCode::SUCCESS
        }
        Ok(Some(Err(broken))) => {
            eprintln!("FAILED: the journal's chain is broken: {broken}");
            ExitCode::from(1)
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
    }
}

/// What a check that held says: entries, slips, the head to note down, where it started
/// and how fast it went, and a shared journal's stations.
fn check_summary(a: &crate::journal::Audit, took: std::time::Duration) -> String {
    let c = &a.checked;
    let mut text = format!(
        "the journal's chain holds: {} entries, {} slips; head {}\n",
        c.entries, c.slips, c.head
    );
    if let Some(cp) = &a.started_at {
        let _ = writeln!(
            text,
            "checked from the checkpoint at entry {} (signed {}): {} entries walked",
            cp.seq, cp.time, a.walked
        );
    }
    let secs = took.as_secs_f64();
    if a.walked >= 100_000 && secs > 0.0 {
        let _ = writeln!(
            text,
            "{} entries in {:.1} s ({:.0} entries a second)",
            a.walked,
            secs,
            a.walked as f64 / secs
        );
    }
    for k in &c.keys {
        let _ = writeln!(
            text,
            "station \"{}\": key {} (registered {})",
            k.station,
            crate::journal::chain::fingerprint_of(&k.key),
            k.time
        );
    }
    for g in &a.gaps {
        let _ = writeln!(text, "{}", g.describe());
    }
    text
}

/// The manual page (`pitpay manual`, installed as pitpay(1)): one page for every
/// command, each with its options (a section each, not references to pages that do not
/// exist), then the files Pitpay keeps, the environment it reads and its exit statuses
/// (issue 31).
fn manual_page() -> std::io::Result<String> {
    use clap::CommandFactory;
    let cli = Cli::command();
    let man = clap_mangen::Man::new(cli.clone());
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    page.extend_from_slice(b".SH COMMANDS\n");
    for sub in cli.get_subcommands().filter(|c| c.get_name() != "help") {
        let name = format!("pitpay {}", sub.get_name());
        let mut part = Vec::new();
        let one = clap_mangen::Man::new(sub.clone().bin_name(name).display_name(""));
        one.render_synopsis_section(&mut part)?;
        one.render_description_section(&mut part)?;
        one.render_options_section(&mut part)?;
        // Each command is a subsection of COMMANDS, its synopsis first.
        let part = String::from_utf8_lossy(&part)
            .replace(".SH SYNOPSIS\n", &format!(".SS {}\n", sub.get_name()))
            .replace(".SH DESCRIPTION\n", ".PP\n")
            .replace(".SH OPTIONS\n", ".PP\nOptions:\n");
        page.extend_from_slice(part.as_bytes());
    }
    page.extend_from_slice(MANUAL_END.as_bytes());
    man.render_version_section(&mut page)?;
    Ok(String::from_utf8_lossy(&page).into_owned())
}

/// The manual's last sections, in roff.
const MANUAL_END: &str = r#".SH FILES
Each user account has a data folder: \fB$PITPAY_DATA_DIR\fR when set (a full path), else
\fI~/.local/share/pitpay\fR on Linux and \fI%APPDATA%\\pitpay\fR on Windows. It holds:
.TP
\fIsigning-key\fR
the station's Ed25519 signing key, readable by its owner only; back it up.
.TP
\fIjournal.sqlite3\fR
the slip journal, unless \fIsettings.toml\fR names a shared one.
.TP
\fIsettings.toml\fR
the station's name, the journal, paper, printer, lock and mark settings.
.TP
\fItrusted-keys.toml\fR
other installations' public keys whose slips \fBverify\fR accepts.
.TP
\fIstation/\fR
the station's own log of every journal entry it wrote, and its mark: what
\fBjournal \-\-recover\fR refills a restored journal from.
.TP
\fIpaytables/\fR
the property's own paytables, racks and jurisdictions.
.PP
A second copy of the station's mark is kept outside the data folder
(\fBmark_folder\fR in \fIsettings.toml\fR, \fB$PITPAY_MARK_DIR\fR, or for a standard
install \fI~/.local/state/pitpay/marks\fR), so that a data folder restored from a backup
cannot roll it back.
.SH ENVIRONMENT
.TP
\fBPITPAY_DATA_DIR\fR
the data folder (a full path; a relative one is refused).
.TP
\fBPITPAY_JOURNAL\fR
the journal's address, over \fBjournal\fR in \fIsettings.toml\fR.
.TP
\fBPITPAY_MARK_DIR\fR
where the outside copy of the station's mark is kept.
.SH EXIT STATUS
.TP
0
done.
.TP
1
a verification, a \fBjournal \-\-check\fR or a recovery that left entries lost.
.TP
2
bad input: a round, card, amount, file, PIN or option value that is wrong.
.TP
3
the environment: no usable display, the shared journal's server, a journal restored from
an older copy, a printer.
.TP
64
a command line of the wrong shape: a mistyped command or option, or a missing one.
.SH SEE ALSO
The guides installed in \fI/usr/share/doc/pitpay/docs\fR: the rules as Pitpay applies them,
slips and the journal, who signs, the shared journal, and operations for IT.
"#;

/// `journal --recover [PATH...] [--by MANAGER_ID]`: brings back what the journal lost
/// (issue 31). Exit 0 when nothing known remains lost (or a gap was recorded for it), 1
/// when entries remain lost and no gap was recorded: the journal takes no slip until one
/// is.
fn recover_command(args: &JournalArgs) -> ExitCode {
    let paths = args.recover.clone().unwrap_or_default();
    let mut pins = crate::staff::pins::Pins::standard();
    let result = crate::slip::data_dir()
        .and_then(|d| crate::slip::recover(&d, &paths, args.by.as_deref(), &mut pins));
    let r = match result {
        Ok(r) => r,
        Err(e) => {
            say_error(&e.to_string(), None);
            return ExitCode::from(e.exit_code());
        }
    };
    let stuck = r.recovery.incomplete() && r.gap.is_none();
    if args.json {
        out(&format!("{}\n", recovered_json(&r)));
    } else {
        for note in &r.notes {
            eprintln!("{note}");
        }
        out(&recovered_words(&r, args.by.is_some()));
    }
    ExitCode::from(u8::from(stuck))
}

/// What a recovery did, in words.
fn recovered_words(r: &crate::slip::Recovered, by_given: bool) -> String {
    use std::fmt::Write as _;
    let rec = &r.recovery;
    let mut text = String::new();
    match rec.brought_back.len() {
        0 => {
            let _ = writeln!(
                text,
                "the journal ends at entry {}: nothing was brought back",
                rec.was
            );
        }
        n => {
            let _ = writeln!(
                text,
                "the journal ended at entry {}; brought back {n} entr{}:",
                rec.was,
                if n == 1 { "y" } else { "ies" }
            );
            for (seq, what, from) in &rec.brought_back {
                let _ = writeln!(text, "  entry {seq}: {what} (from {from})");
            }
        }
    }
    for why in &rec.passed_over {
        let _ = writeln!(text, "  passed over: {why}");
    }
    if rec.lost.is_empty() {
        let _ = writeln!(
            text,
            "nothing known to be lost remains; the journal ends at entry {} and the next slip is number {}",
            r.end, r.next_slip
        );
        return text;
    }
    let _ = writeln!(
        text,
        "cannot bring back {} entr{}:",
        rec.lost.len(),
        if rec.lost.len() == 1 { "y" } else { "ies" }
    );
    for l in &rec.lost {
        let _ = writeln!(text, "  entry {}: {}", l.seq, l.what);
    }
    match r.gap {
        Some(seq) => {
            let _ = writeln!(
                text,
                "recorded the gap at entry {seq}: slip numbers up to {} may have been used in the lost entries, so the next slip is number {}",
                rec.last_slip.max(r.next_slip - 1),
                r.next_slip
            );
        }
        None if by_given => {
            let _ = writeln!(
                text,
                "the gap was not recorded: this podium has no signing key for the journal"
            );
        }
        None => {
            let _ = writeln!(
                text,
                "the journal takes no slip until a manager records the gap: run this again with --by MANAGER_ID (or give the slip files and podium logs that hold these entries)"
            );
        }
    }
    text
}

/// What a recovery did, as JSON.
fn recovered_json(r: &crate::slip::Recovered) -> String {
    let rec = &r.recovery;
    let doc = json!({ "recovered": {
        "was": rec.was,
        "end": r.end,
        "brought_back": rec.brought_back.iter().map(|(seq, what, from)| json!({"entry": seq, "what": what, "from": from})).collect::<Vec<_>>(),
        "passed_over": rec.passed_over,
        "lost": rec.lost.iter().map(|l| json!({"entry": l.seq, "what": l.what})).collect::<Vec<_>>(),
        "gap": r.gap,
        "next_slip": r.next_slip,
    }});
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}

/// `journal --backup FILE`: a consistent copy of the journal while podiums use it.
fn backup_command(args: &JournalArgs) -> ExitCode {
    let Some(to) = &args.backup else {
        return ExitCode::from(USAGE);
    };
    let result = crate::slip::data_dir().and_then(|d| {
        if !crate::journal::Journal::exists(&d) {
            return Ok(None);
        }
        let journal = crate::journal::Journal::open(&d)?;
        Ok(Some(journal.backup(to, args.force)?))
    });
    match result {
        Ok(None) => {
            say_error(
                "there is no journal to back up yet: this installation has issued no slip",
                None,
            );
            ExitCode::from(BAD_INPUT)
        }
        Ok(Some(head)) => {
            let words = format!(
                "backed up the journal's {} entries ({} slips) to {}; head {}",
                head.seq,
                head.last_slip,
                to.display(),
                head.hash
            );
            if args.json {
                let doc = json!({"backup": {"file": to.display().to_string(), "entries": head.seq, "slips": head.last_slip, "head": head.hash}});
                out(&format!(
                    "{}\n",
                    serde_json::to_string_pretty(&doc).unwrap_or_default()
                ));
            } else {
                out(&format!("{words}\n"));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
    }
}

/// Progress of a long check, on a terminal only (standard error, one line redrawn).
fn progress(done: i64, total: i64) {
    use std::io::IsTerminal as _;
    if total >= 100_000 && std::io::stderr().is_terminal() {
        eprint!(
            "\rchecked {done} of {total} entries ({}%)",
            done * 100 / total.max(1)
        );
    }
}

fn clear_progress() {
    use std::io::IsTerminal as _;
    if std::io::stderr().is_terminal() {
        eprint!("\r\x1b[K");
    }
}

/// `pitpay report`: the shift report written, then printed when asked.
fn report_command(args: ReportArgs) -> ExitCode {
    let period = crate::shift::Asked {
        since: args.since,
        until: args.until,
        gaming_day: args.gaming_day,
        shift: args.shift,
    };
    let code = write_report(
        &period,
        args.station.as_deref(),
        &args.out,
        args.force,
        args.paper,
        args.json,
    );
    args.print.then(code, &args.out, args.paper)
}

/// The shift report for whole days, as a PDF written atomically.
fn write_report(
    asked: &crate::shift::Asked,
    station: Option<&str>,
    pdf: &Path,
    force: bool,
    paper: Option<crate::pdf::Paper>,
    json: bool,
) -> ExitCode {
    let refuse = |e: &dyn std::fmt::Display| {
        say_error(&e.to_string(), None);
        ExitCode::from(BAD_INPUT)
    };
    let clock = match property_clock() {
        Ok(c) => c,
        Err(e) => {
            say_error(&e.to_string(), None);
            return ExitCode::from(e.exit_code());
        }
    };
    let period = match asked.period(&clock) {
        Ok(p) => p,
        Err(e) => return refuse(&e),
    };
    if let Err(e) = crate::files::check_output(pdf, force, &[]) {
        return refuse(&format!("{}: {e}", pdf.display()));
    }
    let now = jiff::Timestamp::now();
    let made = crate::slip::data_dir().and_then(|d| {
        let paper = match paper {
            Some(p) => p,
            None => crate::settings::Settings::load(&d)
                .ok()
                .and_then(|s| s.paper)
                .unwrap_or(crate::pdf::Paper::Letter),
        };
        let journal = crate::journal::Journal::open(&d)?;
        // A podium whose clock is behind the journal would report the wrong "today".
        journal.check_clock(now)?;
        let report = crate::shift::gather(&journal, &period, station)?;
        let bytes =
            crate::shift::render(&report, paper, now).map_err(crate::slip::InputError::Pdf)?;
        crate::files::write_atomic(pdf, &bytes).map_err(|e| crate::slip::InputError::Write {
            path: pdf.to_path_buf(),
            source: std::sync::Arc::new(e),
        })?;
        Ok(report)
    });
    match made {
        Ok(r) if json => {
            let doc = json!({
                "file": pdf,
                "since": r.period.first.to_string(),
                "until": r.period.last.to_string(),
                "shift": r.period.shift,
                "issued": r.issued,
                "jackpots": r.jackpots.len(),
            });
            out(&format!(
                "{}\n",
                serde_json::to_string_pretty(&doc).unwrap_or_default()
            ));
            ExitCode::SUCCESS
        }
        Ok(r) => {
            out(&format!(
                "shift report of {} written to {}: {} slips issued, {} jackpot(s)\n",
                r.period.title(),
                pdf.display(),
                r.issued,
                r.jackpots.len()
            ));
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
    }
}

/// `journal --adopt-clock`: this podium's clock settings become the shared journal's.
fn adopt_clock_command() -> ExitCode {
    let result = crate::slip::data_dir().and_then(|d| {
        let location = crate::journal::Location::of(
            &crate::settings::Settings::load(&d).map_err(crate::journal::JournalError::Settings)?,
        )?;
        if location.shared().is_none() {
            return Err(crate::journal::JournalError::NotShared.into());
        }
        let clock = crate::settings::Settings::load(&d)
            .map_err(crate::journal::JournalError::Settings)?
            .clock();
        let mut store = crate::journal::Backend::open(&d, &location)?;
        let said = clock.describe();
        crate::journal::Store::set_meta(&mut store, "clock", &said)?;
        Ok(said)
    });
    match result {
        Ok(said) => {
            out(&format!(
                "the shared journal now keeps the property's clock as \"{said}\"\n"
            ));
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
    }
}

/// `pitpay journal`: the slips the filters select, streamed as a table, JSON or CSV.
fn journal_command(args: &JournalArgs) -> ExitCode {
    use crate::export::{self, Format};
    let asked = export::Asked {
        since: args.since.clone(),
        until: args.until.clone(),
        station: args.station.clone(),
        table: args.table.clone(),
        supervisor: args.supervisor.clone(),
        state: args.state.clone(),
        gaming_day: args.gaming_day.clone(),
        shift: args.shift.clone(),
    };
    let refuse = |e: &dyn std::fmt::Display| {
        say_error(&e.to_string(), None);
        ExitCode::from(BAD_INPUT)
    };
    let clock = match property_clock() {
        Ok(c) => c,
        Err(e) => {
            say_error(&e.to_string(), None);
            return ExitCode::from(e.exit_code());
        }
    };
    let selection = match asked.selection(&clock) {
        Ok(s) => s,
        Err(e) => return refuse(&e),
    };
    let target = match &args.csv {
        Some(path) => match export::csv_target(path, args.force) {
            Ok(t) => t,
            Err(e) => return refuse(&e),
        },
        None => None,
    };
    let format = match (&args.csv, args.json) {
        (Some(_), _) => Format::Csv,
        (None, true) => Format::Json,
        (None, false) => Format::Table,
    };
    let journal = match crate::slip::data_dir().and_then(|d| {
        if !crate::journal::Journal::exists(&d) {
            return Ok(None);
        }
        Ok(Some(crate::journal::Journal::open(&d)?))
    }) {
        Ok(j) => j,
        Err(e) => {
            say_error(&e.to_string(), None);
            return ExitCode::from(e.exit_code());
        }
    };
    let written = match (&journal, &target) {
        (None, _) => export::write_empty(format, target.as_deref()),
        (Some(j), Some(path)) => export::write_file(j, &selection, format, path),
        (Some(j), None) => {
            let stdout = std::io::stdout();
            let mut lock = std::io::BufWriter::new(stdout.lock());
            export::write(j, &selection, format, &mut lock).map(drop)
        }
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        // The journal's server failing is the environment (exit 3), as everywhere.
        Err(export::ExportError::Journal(e)) => {
            say_error(&e.to_string(), None);
            ExitCode::from(e.exit_code())
        }
        Err(e) => refuse(&e),
    }
}

fn paytables_command(json: bool, dir: Option<&Path>) -> ExitCode {
    let catalog = match catalog(dir) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if json {
        let list: Vec<_> = catalog
            .paytables()
            .map(|t| {
                json!({
                    "id": t.id, "game": t.games_text(),
                    "games": t.games.iter().map(|g| g.id()).collect::<Vec<_>>(),
                    "bet": t.bet.id(), "name": t.name,
                    "version": t.version, "effective": t.effective, "fingerprint": t.fingerprint,
                    "verified": t.verified,
                })
            })
            .collect();
        let house: Vec<_> = catalog
            .all_house_rules()
            .map(|h| json!({"id": h.id, "name": h.name, "game": h.game.id()}))
            .collect();
        let problems: Vec<String> = catalog.problems().iter().map(ToString::to_string).collect();
        let doc = json!({"paytables": list, "house_rules": house, "problems": problems});
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
    } else {
        let mut list = String::new();
        let _ = writeln!(
            list,
            "{:<26} {:<17} {:<17} {:<8} {:<10} {:<12} verified  name",
            "id", "game", "bet", "version", "effective", "fingerprint"
        );
        for t in catalog.paytables() {
            let _ = writeln!(
                list,
                "{:<26} {:<17} {:<17} {:<8} {:<10} {:<12} {:<9} {}",
                t.id,
                t.games_text(),
                t.bet.id(),
                t.version,
                t.effective,
                t.fingerprint,
                if t.verified { "yes" } else { "NO" },
                t.name
            );
        }
        let house: Vec<_> = catalog.all_house_rules().collect();
        if !house.is_empty() {
            let _ = writeln!(list);
            let _ = writeln!(list, "House-rules files:");
            for h in house {
                let _ = writeln!(list, "  {:<24} {:<17} {}", h.id, h.game.id(), h.name);
            }
        }
        out(&list);
    }
    for p in catalog.problems() {
        eprintln!("warning: a paytable file did not load: {p}");
    }
    // Operator paytables are analyzed as they load: one that would pay the player is
    // flagged (shipped ones are checked by the tests).
    for t in catalog.paytables().filter(|t| catalog.is_operator(&t.id)) {
        if let Some((decks, ret)) = crate::analysis::pays_player(t) {
            eprintln!(
                "warning: operator paytable {} returns {:.2}% at {} decks: it would pay the player",
                t.id,
                100.0 * ret,
                decks
            );
        }
    }
    ExitCode::SUCCESS
}

/// The setup an analysis runs under: the deck count (the paytable's largest unless
/// given), house options as a round has them (defaults, then the house-rules file, then
/// each `--set`, checked as a round file's `[house]` is), the declared suit and meter.
fn analyze_setup(
    catalog: &Catalog,
    table: &crate::paytable::Paytable,
    ask: &AnalyzeArgs,
) -> Result<crate::analysis::Setup, String> {
    let decks = ask
        .decks
        .or_else(|| table.decks.last().copied())
        .unwrap_or(1);
    let (mut house, mut declared_suit) = house_for(catalog, table, ask.house_rules.as_deref())?;
    for item in &ask.set {
        if let Some(suit) = set_option(table, &mut house, item)? {
            declared_suit = Some(suit);
        }
    }
    let meter = ask
        .meter
        .as_deref()
        .map(|text| {
            let cur = table.currency.unwrap_or_default();
            let (m, symbol) =
                crate::money::Money::parse(text).map_err(|e| format!("--meter: {e}"))?;
            match symbol.filter(|s| *s != cur) {
                Some(found) => Err(format!(
                    "--meter \"{text}\" is in {found} but {} pays in {cur}",
                    table.id
                )),
                None => Ok(m),
            }
        })
        .transpose()?;
    Ok(crate::analysis::Setup {
        decks,
        house,
        declared_suit,
        meter,
    })
}

/// The house options of the paytable's game, or of a house-rules file's (which must be
/// a game the paytable serves), and the file's declared suit.
fn house_for(
    catalog: &Catalog,
    table: &crate::paytable::Paytable,
    rules: Option<&str>,
) -> Result<(crate::house::HouseOptions, Option<crate::card::Suit>), String> {
    let game = table.home_game;
    let Some(id) = rules else {
        return Ok((crate::house::HouseOptions::defaults(game), None));
    };
    let r = catalog
        .house_rules(id)
        .ok_or_else(|| format!("no house-rules file \"{id}\" (see pitpay paytables)"))?;
    if !table.serves(r.game) {
        return Err(format!(
            "house rules \"{id}\" are for {}, but {} is a {} paytable",
            r.game.title(),
            table.id,
            table.games_text()
        ));
    }
    let mut house = crate::house::HouseOptions::defaults(r.game);
    for (key, value, line) in &r.options {
        house
            .set(key, value)
            .map_err(|e| format!("house rules \"{id}\" line {line}: {e}"))?;
    }
    Ok((house, r.declared_suit))
}

/// One `--set KEY=VALUE`: a house option checked as a round file's `[house]` checks it,
/// refused when it would not change this paytable's figures; `declared_suit=S` gives
/// the declared suit (returned) to a paytable with a declared-suit tier.
fn set_option(
    table: &crate::paytable::Paytable,
    house: &mut crate::house::HouseOptions,
    item: &str,
) -> Result<Option<crate::card::Suit>, String> {
    let Some((key, value)) = item.split_once('=') else {
        return Err(format!(
            "--set {item}: write it as KEY=VALUE, e.g. soft17=hit"
        ));
    };
    let (key, value) = (key.trim(), value.trim());
    if key == "declared_suit" {
        let has_declared = table.tiers().iter().any(|t| {
            t.pattern
                .conditions
                .contains(&crate::pattern::Condition::DeclaredSuit)
        });
        if !has_declared {
            return Err(format!(
                "{} has no declared-suit tier, so declared_suit does not apply",
                table.id
            ));
        }
        return value
            .parse()
            .map(Some)
            .map_err(|e| format!("--set {item}: {e}"));
    }
    house
        .set(key, &crate::house::value_for(key, value))
        .map_err(|e| format!("--set {item}: {e}"))?;
    let matter = crate::analysis::options_that_matter(table);
    if !matter.contains(&key) {
        let which = if matter.is_empty() {
            "none does".to_string()
        } else {
            format!("only {} do", matter.join(", "))
        };
        return Err(format!(
            "--set {item}: house option \"{key}\" does not change the figures of {} ({which})",
            table.id
        ));
    }
    Ok(None)
}

/// `pitpay analyze blackjack-main` / `stadium-main` (issue 22): the main game's edge
/// under the table's options.
fn main_game_command(
    catalog: &Catalog,
    table: &crate::paytable::Paytable,
    game: crate::bet::Game,
    ask: &AnalyzeArgs,
) -> ExitCode {
    let bad = |msg: String| {
        say_error(&msg, None);
        ExitCode::from(BAD_INPUT)
    };
    if ask.meter.is_some() {
        return bad(format!("--meter: {} has no meter", table.id));
    }
    let result = analyze_setup(catalog, table, ask).and_then(|setup| {
        if !table.decks.contains(&setup.decks) {
            return Err(format!(
                "--decks {}: {} is dealt from {} decks",
                setup.decks,
                table.id,
                crate::analysis::or_list(&table.decks)
            ));
        }
        let mut m = crate::analysis::main_game::analyze(game, &setup.house, setup.decks)?;
        if let Some(rounds) = ask.simulate {
            crate::analysis::main_game::simulate(&mut m, rounds)?;
        }
        Ok(m)
    });
    let m = match result {
        Ok(m) => m,
        Err(e) => return bad(e),
    };
    if let Some(path) = &ask.card {
        if let Err(e) = write_card(&m, path, ask) {
            return bad(e);
        }
    }
    if ask.json {
        let mut doc = crate::analysis::main_game::to_json(&m, &table.id);
        if let Some(path) = &ask.card {
            doc["card"] = json!(path);
        }
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
    } else {
        out(&crate::analysis::main_game::to_table(&m, &table.id));
        if let Some(path) = &ask.card {
            out(&format!("strategy card written to {}\n", path.display()));
        }
    }
    ExitCode::SUCCESS
}

/// Writes the strategy card of an analysed main game, never over a file unasked.
fn write_card(
    m: &crate::analysis::main_game::MainGame,
    path: &Path,
    ask: &AnalyzeArgs,
) -> Result<(), String> {
    crate::files::check_output(path, ask.force, &[])
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let paper = ask.paper.unwrap_or_else(|| {
        crate::data_dir()
            .and_then(|d| crate::settings::Settings::load(&d).ok())
            .and_then(|s| s.paper)
            .unwrap_or(crate::pdf::Paper::Letter)
    });
    let mut command = format!("pitpay analyze {} --decks {}", ask.paytable, m.decks);
    for s in &ask.set {
        command.push_str(&format!(" --set {s}"));
    }
    let bytes = crate::analysis::card::render(m, paper, &command, time::OffsetDateTime::now_utc())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    crate::files::write_atomic(path, &bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(())
}

fn analyze_command(ask: &AnalyzeArgs) -> ExitCode {
    let catalog = match catalog(ask.paytables.as_deref()) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let id = ask.paytable.as_str();
    let bad = |msg: String| {
        say_error(&msg, None);
        for p in catalog.problems() {
            eprintln!("note: a paytable file did not load: {p}");
        }
        ExitCode::from(BAD_INPUT)
    };
    let Some(table) = catalog.paytable(id) else {
        return bad(format!("no paytable \"{id}\" (see pitpay paytables)"));
    };
    if let Some(game) = crate::analysis::main_game_of(table) {
        return main_game_command(&catalog, table, game, ask);
    }
    let result = analyze_setup(&catalog, table, ask)
        .and_then(|setup| crate::analysis::analyze(table, &setup).map_err(|e| e.to_string()));
    let analysis = match result {
        Ok(a) => a,
        Err(e) => return bad(e),
    };
    for p in catalog.problems() {
        eprintln!("warning: a paytable file did not load: {p}");
    }
    if ask.json {
        let doc = crate::analysis::render::to_json(&analysis);
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
    } else {
        out(&crate::analysis::render::to_table(&analysis));
    }
    ExitCode::SUCCESS
}

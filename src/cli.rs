//! The command line (ROUND-FILE.md "Commands"): `settle` and `paytables`.
//!
//! Exit status: 0 done; 2 bad input, with a message naming the file, line and field.
//! Nothing is written on bad input.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde_json::json;

use crate::catalog::Catalog;
use crate::error::FileError;
use crate::report;
use crate::round::Round;
use crate::settle::settle;

/// Pitpay: the payout calculator pit supervisors trust.
#[derive(Debug, Parser)]
#[command(name = "pitpay", version, about, long_about = None)]
pub struct Cli {
    /// What to do; with none, Pitpay opens the desktop app (or prints this help when it
    /// was built without the `gui` feature).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// A command.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Settle a round file: a table for people, or the contract JSON with --json.
    Settle {
        /// The round file (TOML).
        round: PathBuf,
        /// Print the settlement as JSON.
        #[arg(long)]
        json: bool,
        /// An operator folder of paytables and house-rules files over the shipped ones.
        #[arg(long, value_name = "DIR")]
        paytables: Option<PathBuf>,
    },
    /// Open the desktop app with a round file loaded.
    Open {
        /// The round file (TOML).
        round: PathBuf,
    },
    /// Issue a signed-off payout slip (PDF), record it in the slip journal, print its number.
    Slip {
        /// The round file (TOML).
        round: PathBuf,
        /// The signing-off supervisor's name.
        #[arg(long)]
        supervisor: Option<String>,
        /// The signing-off supervisor's ID.
        #[arg(long = "supervisor-id")]
        supervisor_id: Option<String>,
        /// Where to write the slip.
        #[arg(long)]
        out: PathBuf,
        /// The property (casino) printed on the slip.
        #[arg(long)]
        property: Option<String>,
        /// The dealer's name printed on the slip.
        #[arg(long)]
        dealer: Option<String>,
        /// An operator folder of paytables and house-rules files over the shipped ones.
        #[arg(long, value_name = "DIR")]
        paytables: Option<PathBuf>,
        /// Paper (default: `paper` in the data folder's settings.toml, else Letter for USD, A4 otherwise).
        #[arg(long, value_enum)]
        paper: Option<crate::pdf::Paper>,
    },
    /// Check a slip: signature, trusted key, re-settlement and the journal. Exit 1 if it fails.
    Verify {
        /// The slip (PDF).
        slip: PathBuf,
    },
    /// List the slip journal.
    Journal {
        /// Print the list as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Print a slip again, marked REPRINT.
    Reprint {
        /// The slip number.
        number: i64,
        /// Where to write it.
        #[arg(long)]
        out: PathBuf,
        /// Paper (default as for `slip`).
        #[arg(long, value_enum)]
        paper: Option<crate::pdf::Paper>,
    },
    /// Void a slip (its reprints say VOID; verify then fails).
    Void {
        /// The slip number.
        number: i64,
        /// Why.
        #[arg(long)]
        reason: String,
    },
    /// A printable paytable sign (PDF) in Letter, A4 or a folded table tent.
    Sign {
        /// The paytable id (see `pitpay paytables`).
        paytable: String,
        /// Where to write it.
        #[arg(long)]
        out: PathBuf,
        /// Paper size.
        #[arg(long, value_enum, default_value = "letter")]
        size: crate::sign::Size,
        /// Deck count the sign is for (default: the paytable's largest).
        #[arg(long)]
        decks: Option<u8>,
        /// A house-rules file whose options the rules summary uses.
        #[arg(long = "house-rules")]
        house_rules: Option<String>,
        /// An operator folder of paytables and house-rules files over the shipped ones.
        #[arg(long, value_name = "DIR")]
        paytables: Option<PathBuf>,
    },
    /// Print this installation's public signing key, for whoever verifies slips elsewhere.
    Keys,
    /// List every paytable with its version, effective date, fingerprint and verified state.
    Paytables {
        /// Print the list as JSON.
        #[arg(long)]
        json: bool,
        /// An operator folder of paytables and house-rules files over the shipped ones.
        #[arg(long, value_name = "DIR")]
        paytables: Option<PathBuf>,
    },
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

/// Runs a parsed command line.
pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Some(Command::Settle {
            round,
            json,
            paytables,
        }) => settle_command(&round, json, paytables.as_deref()),
        Some(Command::Paytables { json, paytables }) => {
            paytables_command(json, paytables.as_deref())
        }
        Some(Command::Open { round }) => open_app(Some(round)),
        Some(Command::Slip {
            round,
            supervisor,
            supervisor_id,
            out,
            property,
            dealer,
            paytables,
            paper,
        }) => {
            let who = crate::slip::SignOff {
                property: property.unwrap_or_default(),
                supervisor: supervisor.unwrap_or_default(),
                supervisor_id: supervisor_id.unwrap_or_default(),
                dealer: dealer.unwrap_or_default(),
            };
            slip_command(&round, &who, &out, paytables.as_deref(), paper)
        }
        Some(Command::Verify { slip }) => verify_command(&slip),
        Some(Command::Sign {
            paytable,
            out: out_path,
            size,
            decks,
            house_rules,
            paytables,
        }) => {
            let catalog = catalog(paytables.as_deref());
            let result =
                crate::sign::render(&catalog, &paytable, size, decks, house_rules.as_deref())
                    .map_err(crate::slip::SlipError::from)
                    .and_then(|bytes| {
                        crate::files::write_atomic(&out_path, &bytes).map_err(|e| {
                            crate::slip::InputError::Write {
                                path: out_path.clone(),
                                source: std::sync::Arc::new(e),
                            }
                            .into()
                        })
                    });
            report_slip(result, || {
                format!("sign for {paytable} written to {}", out_path.display())
            })
        }
        Some(Command::Journal { json }) => journal_command(json),
        Some(Command::Reprint { number, out, paper }) => report_slip(
            crate::slip::data_dir().and_then(|d| crate::slip::reprint(number, &out, &d, paper)),
            || format!("slip {number} printed again to {}", out.display()),
        ),
        Some(Command::Void { number, reason }) => {
            let result = crate::slip::data_dir().and_then(|d| {
                if reason.trim().is_empty() {
                    return Err(crate::slip::InputError::NoVoidReason.into());
                }
                crate::journal::Journal::open(&d)
                    .and_then(|mut j| j.void(number, reason.trim()))
                    .map_err(crate::slip::SlipError::from)
            });
            report_slip(result, || format!("slip {number} is void"))
        }
        Some(Command::Keys) => {
            let result = crate::slip::data_dir().and_then(|d| {
                crate::keys::Keys::load_or_create(&d).map_err(crate::slip::SlipError::from)
            });
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
                    eprintln!("error: {e}");
                    ExitCode::from(BAD_INPUT)
                }
            }
        }
        None => open_app(None),
    }
}

#[cfg(feature = "gui")]
fn open_app(round: Option<PathBuf>) -> ExitCode {
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty()));
    if !has_display {
        eprintln!("error: no display to open the Pitpay window on (DISPLAY is not set)");
        eprintln!("the command line works without one: pitpay settle ROUND.toml, pitpay --help");
        return ExitCode::from(BAD_INPUT);
    }
    match crate::gui::run(round) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: the window could not open: {e}");
            eprintln!("(no display? the command line still works: pitpay --help)");
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_app(_round: Option<PathBuf>) -> ExitCode {
    use clap::CommandFactory;
    let _ = Cli::command().print_help();
    ExitCode::SUCCESS
}

fn catalog(dir: Option<&Path>) -> Catalog {
    Catalog::with_operator_dir(Catalog::operator_dir(dir).as_deref())
}

fn fail(e: &FileError, catalog: &Catalog) -> ExitCode {
    eprintln!("error: {e}");
    for p in catalog.problems() {
        eprintln!("note: a paytable file did not load: {p}");
    }
    ExitCode::from(BAD_INPUT)
}

/// A round file's name (as errors cite it) and text.
fn read_round(path: &Path) -> Result<(String, String), FileError> {
    let file = path.display().to_string();
    std::fs::read_to_string(path)
        .map(|text| (file.clone(), text))
        .map_err(|e| FileError::whole(&file, format!("cannot read the round file: {e}")))
}

fn settle_command(path: &Path, json: bool, dir: Option<&Path>) -> ExitCode {
    let catalog = catalog(dir);
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
    if json {
        let text = serde_json::to_string_pretty(&report::to_json(&settlement)).unwrap_or_default();
        out(&format!("{text}\n"));
    } else {
        out(&report::to_table(&settlement));
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
            eprintln!("error: {e}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

fn slip_command(
    path: &Path,
    who: &crate::slip::SignOff,
    out_path: &Path,
    dir: Option<&Path>,
    paper: Option<crate::pdf::Paper>,
) -> ExitCode {
    let catalog = catalog(dir);
    let (file, text) = match read_round(path) {
        Ok(read) => read,
        Err(e) => return fail(&e, &catalog),
    };
    let result = crate::slip::data_dir()
        .and_then(|d| crate::slip::issue(&file, &text, &catalog, who, out_path, &d, paper));
    match result {
        Ok(number) => {
            out(&format!("{number}\n"));
            eprintln!("slip {number} written to {}", out_path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

fn verify_command(path: &Path) -> ExitCode {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: {}: cannot read: {e}", path.display());
            return ExitCode::from(BAD_INPUT);
        }
    };
    match crate::slip::data_dir().and_then(|d| crate::slip::verify(&bytes, &d)) {
        Ok(summary) => {
            out(&format!("{summary}\n"));
            ExitCode::SUCCESS
        }
        Err(e @ crate::slip::SlipError::Failed(_)) => {
            eprintln!("FAILED: {}: {e}", path.display());
            ExitCode::from(e.exit_code())
        }
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            ExitCode::from(BAD_INPUT)
        }
    }
}

fn journal_command(json: bool) -> ExitCode {
    let list = crate::slip::data_dir().and_then(|d| {
        crate::journal::Journal::open(&d)
            .and_then(|j| j.list())
            .map_err(crate::slip::SlipError::from)
    });
    let list = match list {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(BAD_INPUT);
        }
    };
    if json {
        let doc = json!({ "slips": list });
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&doc).unwrap_or_default()
        ));
    } else {
        let mut text = format!(
            "{:>6}  {:<25} {:<20} {:<10} {:<12} {:<17} {:>10} {:>10}  state\n",
            "number", "time", "supervisor", "ID", "table", "game", "paid", "net"
        );
        for e in &list {
            let _ = writeln!(
                text,
                "{:>6}  {:<25} {:<20} {:<10} {:<12} {:<17} {:>10} {:>10}  {}{}",
                e.number,
                e.time,
                e.supervisor,
                e.supervisor_id,
                e.table,
                e.game,
                e.paid,
                e.net,
                e.state,
                e.void_reason
                    .as_ref()
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default()
            );
        }
        out(&text);
    }
    ExitCode::SUCCESS
}

fn paytables_command(json: bool, dir: Option<&Path>) -> ExitCode {
    let catalog = catalog(dir);
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
    ExitCode::SUCCESS
}

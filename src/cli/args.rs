//! The command line's words: every command, option and argument `pitpay` takes, with
//! the doc comments that are its `--help`, its manual page and its shell completions.
//! Only the shapes live here; what each command does is in its own file.

use std::path::PathBuf;

use clap::builder::{EnumValueParser, TypedValueParser};
use clap::{Parser, Subcommand};

/// Pitpay: the payout calculator pit supervisors trust.
#[derive(Debug, Parser)]
#[command(name = "pitpay", version, about, long_about = None)]
pub struct Cli {
    /// What to do; with none, Pitpay opens the desktop app (or prints this help when it
    /// was built without the `gui` feature).
    #[command(subcommand)]
    pub(crate) command: Option<Command>,
}

/// A command.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
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
        /// Pay each stake chip's winnings in its own colour where the rack allows
        /// (dealer-school practice for black chips and up).
        #[arg(long = "colour-for-colour")]
        colour_for_colour: bool,
        /// The language of the table (default: `language` in settings.toml, else
        /// English): en, zh-Hant or zh-Hans. The JSON is English whatever it is.
        #[arg(long, value_name = "TAG", value_parser = language)]
        language: Option<pitpay_language::Language>,
    },
    /// Open the desktop app with a round file loaded.
    Open {
        /// The round file (TOML).
        round: PathBuf,
    },
    /// Issue a signed-off payout slip (PDF), record it in the slip journal, print its number.
    Slip(SlipArgs),
    /// Check a slip: signature, trusted key, re-settlement and the journal. Exit 1 if it fails.
    Verify {
        /// The slip (PDF).
        slip: PathBuf,
        /// Print the outcome as JSON on standard output (`verified`, `summary` or
        /// `reason`, `warnings`), failures and bad input included.
        #[arg(long)]
        json: bool,
    },
    /// List the slip journal (filtered, as a table, JSON or CSV), or check its chain with
    /// --check (exit 1 if it is broken).
    Journal(JournalArgs),
    /// Print a slip again, marked REPRINT.
    Reprint(ReprintArgs),
    /// Void a slip (its reprints say VOID; verify then fails).
    Void(VoidArgs),
    /// The staff register: who may sign off, reprint, void and witness (docs/who-signs.md). PINs are read from the terminal without echo, or from standard input,
    /// one line each: the acting manager's first, then the new member's.
    #[command(subcommand)]
    Staff(StaffCommand),
    /// The cage: pay a slip once (by its PDF, its number or its QR code) and list what
    /// it still owes (docs/cage.md). PINs are read from the terminal without echo, or
    /// from standard input, one line each: the cashier's, the verifier's, the manager's.
    #[command(subcommand)]
    Cage(CageCommand),
    /// A printable paytable sign (PDF) in Letter, A4 or a folded table tent.
    Sign(SignArgs),
    /// Print this installation's public signing key, for whoever verifies slips elsewhere.
    Keys(KeysArgs),
    /// List every progressive meter award on a slip in the journal, newest first.
    Jackpots(JackpotsArgs),
    /// The exact house edge, return, hit frequency and standard deviation of a paytable,
    /// with each tier's combinations, probability and "1 in N" (Lucky 9: the strategy chart).
    Analyze(AnalyzeArgs),
    /// The shift report a pit manager signs: slips issued, reprinted and voided, totals
    /// by table and game, jackpots with patron and witness, the chain's head (PDF).
    #[command(group(clap::ArgGroup::new("period").required(true).args(["since", "gaming_day"])))]
    Report(ReportArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish or powershell), for
    /// packagers and for `source <(pitpay completions bash)`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), for packagers: `pitpay manual > pitpay.1`.
    Manual,
    /// Send a PDF (a slip, a sign, a shift report) to a printer, through the print system
    /// (CUPS's `lp`; on Windows, the Windows print system).
    Print {
        /// The PDF.
        file: PathBuf,
        /// The printer (default: this computer's default printer).
        #[arg(long)]
        printer: Option<String>,
        /// How many copies (1-99).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=99))]
        copies: Option<u32>,
        /// Print the outcome as JSON (`file`, `request`); errors too.
        #[arg(long)]
        json: bool,
    },
    /// Print N "pay it" questions on one game (cards drawn as cards, the wager marked)
    /// and an answer key on its own page; the same seed prints the same sheet.
    Worksheet(WorksheetArgs),
    /// Practice progress: per drill, game and item type, accuracy and median time; the
    /// last runs; the weakest item types (the drills themselves are in the app, Ctrl+D).
    Practice {
        /// Print the progress (the only thing this command does today).
        #[arg(long)]
        stats: bool,
        /// As JSON.
        #[arg(long)]
        json: bool,
    },
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

/// `--print`: the document written is sent to a printer too.
#[derive(Debug, Clone, Default, clap::Args)]
pub(crate) struct PrintArgs {
    /// Also print the PDF written (on the settings' `printer`, else the default printer).
    #[arg(long)]
    pub(super) print: bool,
    /// The printer to print on, by the print system's name for it (`lpstat -p` lists them;
    /// on Windows, Settings > Printers & scanners).
    #[arg(long, value_name = "NAME", requires = "print")]
    pub(super) printer: Option<String>,
    /// How many copies (1-99).
    #[arg(long, value_name = "N", requires = "print", value_parser = clap::value_parser!(u32).range(1..=99))]
    pub(super) copies: Option<u32>,
}

/// `pitpay cage …`.
#[derive(Debug, clap::Subcommand)]
pub(crate) enum CageCommand {
    /// Pay a slip at the cage: checked as `verify` checks it, refused when already paid,
    /// void or paid at the table, and recorded in the journal as paid.
    Pay {
        /// The slip: its PDF (or a reprint of it), its number, or its QR code's text as a
        /// scanner types it (`PITPAY-SLIP …`).
        slip: String,
        /// The cashier who hands the money over (a cashier or a manager).
        #[arg(long, value_name = "ID")]
        cashier: String,
        /// The verifier, when the amount is over `[cage] verifier_over`: a second
        /// cashier or a manager.
        #[arg(long, value_name = "ID")]
        verifier: Option<String>,
        /// The manager, when the amount is over `[cage] manager_over`.
        #[arg(long, value_name = "ID")]
        manager: Option<String>,
        /// Say what was done as JSON (`slip`, `amount`, `paid_by`), errors included.
        #[arg(long)]
        json: bool,
    },
    /// List the slips the cage pays, oldest first: outstanding and paid, with totals.
    List {
        /// Only those not yet paid.
        #[arg(long)]
        outstanding: bool,
        /// Only those issued in this gaming day (YYYY-MM-DD).
        #[arg(long, value_name = "DATE")]
        gaming_day: Option<String>,
        /// As JSON (`{"slips": [...]}`, each with its `cage` state).
        #[arg(long)]
        json: bool,
    },
}

/// `pitpay staff …`.
#[derive(Debug, clap::Subcommand)]
pub(crate) enum StaffCommand {
    /// Enroll a member (the first must be a manager, who enrolls themselves; then a
    /// manager enrolls the others, --by).
    Add {
        /// Their ID (never reused).
        id: String,
        /// Their name, as slips print it.
        #[arg(long)]
        name: String,
        /// What they may do.
        #[arg(long, value_parser = role())]
        role: pitpay_journal::staff::Role,
        /// The manager who enrolls them (not for the first member).
        #[arg(long, value_name = "MANAGER_ID")]
        by: Option<String>,
        /// Say what was done as JSON (`{"staff": {…}}`), errors included.
        #[arg(long)]
        json: bool,
    },
    /// List the register: ID, name, role, state and key fingerprint.
    List {
        /// As JSON.
        #[arg(long)]
        json: bool,
    },
    /// Disable a member: they sign nothing from now on.
    Disable {
        /// Their ID.
        id: String,
        /// The manager who disables them.
        #[arg(long, value_name = "MANAGER_ID")]
        by: String,
        /// Say what was done as JSON (`{"staff": {…}}`), errors included.
        #[arg(long)]
        json: bool,
    },
    /// Give a member a new PIN (and with it a new own key).
    Reset {
        /// Their ID.
        id: String,
        /// The manager who resets it.
        #[arg(long, value_name = "MANAGER_ID")]
        by: String,
        /// Say what was done as JSON (`{"staff": {…}}`), errors included.
        #[arg(long)]
        json: bool,
    },
}

/// The patron and witness a slip with tax paperwork or a meter award needs.
#[derive(Debug, Clone, Default, clap::Args)]
pub(crate) struct PatronArgs {
    /// The patron paid (required when the slip has a W-2G or withholding flag or a meter award).
    #[arg(long)]
    pub(super) patron: Option<String>,
    /// The kind of ID the patron showed ("Driver's license", "Passport").
    #[arg(long = "patron-id-type", value_name = "TYPE")]
    pub(super) patron_id_type: Option<String>,
    /// Only the last 4 letters or digits of the patron's ID number (never the full number).
    #[arg(long = "patron-id-last4", value_name = "LAST4")]
    pub(super) patron_id_last4: Option<String>,
    /// The witness: a second employee's name.
    #[arg(long)]
    pub(super) witness: Option<String>,
    /// The witness's employee ID.
    #[arg(long = "witness-id", value_name = "ID")]
    pub(super) witness_id: Option<String>,
}

/// Who signs a slip off: the supervisor's name and ID (with a staff register, the ID
/// signs in, with its PIN), in the words of the command `W` (`--help` says who they are
/// for each).
#[derive(Debug, Clone, Default, clap::Args)]
pub(crate) struct SupervisorArgs<W: Words> {
    #[arg(long, help = W::SUPERVISOR)]
    pub(super) supervisor: Option<String>,
    #[arg(long = "supervisor-id", help = W::SUPERVISOR_ID)]
    pub(super) supervisor_id: Option<String>,
    #[arg(skip)]
    words: std::marker::PhantomData<W>,
}

/// Who prints a slip again or voids it: the supervisor as given, or with a staff
/// register the member who signs in (`--by`), in the words of the command `W`.
#[derive(Debug, Clone, Default, clap::Args)]
pub(crate) struct ActingArgs<W: ActingWords> {
    #[command(flatten)]
    pub(super) supervisor: SupervisorArgs<W>,
    #[arg(long, value_name = "ID", help = W::BY)]
    pub(super) by: Option<String>,
}

/// What the sign-off options say in one command's `--help`.
pub(crate) trait Words: Clone + Default + std::fmt::Debug + Send + Sync + 'static {
    /// `--supervisor`.
    const SUPERVISOR: &'static str;
    /// `--supervisor-id`.
    const SUPERVISOR_ID: &'static str;
}

/// What `--by` says too, where a slip already issued is acted on.
pub(crate) trait ActingWords: Words {
    /// `--by`.
    const BY: &'static str;
}

/// The sign-off of a slip issued.
#[derive(Debug, Clone, Default)]
pub(crate) struct Issuing;

impl Words for Issuing {
    const SUPERVISOR: &'static str = "The signing-off supervisor's name";
    const SUPERVISOR_ID: &'static str = "The signing-off supervisor's ID";
}

/// Who prints a slip again.
#[derive(Debug, Clone, Default)]
pub(crate) struct Reprinting;

impl Words for Reprinting {
    const SUPERVISOR: &'static str =
        "Who prints it again (recorded in the journal; default: the computer account)";
    const SUPERVISOR_ID: &'static str = "Their ID";
}

impl ActingWords for Reprinting {
    const BY: &'static str = "With a staff register: the ID of the supervisor or manager who prints it again (their PIN is asked for)";
}

/// Who voids a slip.
#[derive(Debug, Clone, Default)]
pub(crate) struct Voiding;

impl Words for Voiding {
    const SUPERVISOR: &'static str =
        "Who voids it (recorded in the journal; default: the computer account)";
    const SUPERVISOR_ID: &'static str = "Their ID";
}

impl ActingWords for Voiding {
    const BY: &'static str =
        "With a staff register: the ID of the manager who voids it (their PIN is asked for)";
}

/// `pitpay journal`: what to list or check.
#[derive(Debug, Clone, Default, clap::Args)]
#[command(group = clap::ArgGroup::new("managed").args(["recover", "adopt_database"]))]
pub(crate) struct JournalArgs {
    /// Print the list (with --check: the outcome of the check) as JSON.
    #[arg(long, conflicts_with = "csv")]
    pub(super) json: bool,
    /// Write the list as CSV, to FILE or (without one, or `-`) to standard output.
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "-")]
    pub(super) csv: Option<PathBuf>,
    /// Replace the CSV file if it exists.
    #[arg(long)]
    pub(super) force: bool,
    /// Only slips issued in or after this gaming day (YYYY-MM-DD), or at or after this
    /// local date and time with its offset (2026-11-26T14:00:00-08:00).
    #[arg(long, value_name = "DATE")]
    pub(super) since: Option<String>,
    /// Only slips issued in or before this gaming day (that day included), or before this
    /// local date and time with its offset.
    #[arg(long, value_name = "DATE")]
    pub(super) until: Option<String>,
    /// Only slips issued in this gaming day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    pub(super) gaming_day: Option<String>,
    /// Only slips issued in this shift (of --gaming-day when given, else of any day).
    #[arg(long, value_name = "NAME")]
    pub(super) shift: Option<String>,
    /// Record this podium's clock settings (time_zone, gaming_day_starts, shifts) as the
    /// shared journal's, after changing every podium's together.
    #[arg(long, conflicts_with_all = ["check", "csv", "backup", "recover"])]
    pub(super) adopt_clock: bool,
    /// Only slips issued at this station.
    #[arg(long)]
    pub(super) station: Option<String>,
    /// Only slips for this table.
    #[arg(long)]
    pub(super) table: Option<String>,
    /// Only slips signed off by this supervisor (name or ID).
    #[arg(long)]
    pub(super) supervisor: Option<String>,
    /// Only slips in this state: issued, reprinted, void, file-missing or jackpot.
    #[arg(long)]
    pub(super) state: Option<String>,
    /// Walk the journal's chain and name the first entry that does not hold.
    #[arg(long)]
    pub(super) check: bool,
    /// With --check: start from the newest checkpoint (what an earlier check vouched for).
    #[arg(long, requires = "check", conflicts_with = "since")]
    pub(super) from_checkpoint: bool,
    /// With --check: check every entry's own signature, not only the checkpoints'.
    #[arg(long, requires = "check")]
    pub(super) signatures: bool,
    /// With --check: read every slip record and check it against its entry.
    #[arg(long, requires = "check")]
    pub(super) deep: bool,
    /// Bring back entries the journal lost (restored from an older copy, or cut) from
    /// slip files, their copies and podiums' logs (files, or folders of them), and this
    /// podium's own log; without PATH, from this podium's log alone.
    #[arg(long, value_name = "PATH", num_args = 0.., conflicts_with_all = ["check", "csv", "backup"])]
    pub(super) recover: Option<Vec<PathBuf>>,
    /// With --recover: record what remains lost as a gap on this manager's authority
    /// (their PIN; with no staff register, the name to record), so the journal goes on.
    /// With --adopt-database: the manager who adopts it.
    #[arg(long, value_name = "MANAGER_ID", requires = "managed")]
    pub(super) by: Option<String>,
    /// Adopt the database a shared journal was moved to on purpose (another server, or a
    /// database restored whole) as the journal's, on a manager's authority (--by), so
    /// that every podium writes to it again.
    #[arg(long, requires = "by", conflicts_with_all = ["check", "csv", "backup", "recover", "adopt_clock"])]
    pub(super) adopt_database: bool,
    /// Copy the journal to FILE, whole and consistent while podiums use it.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["check", "csv"])]
    pub(super) backup: Option<PathBuf>,
}

/// `pitpay analyze PAYTABLE_ID [--decks N] [--house-rules ID] [--set KEY=VALUE]…
/// [--meter AMOUNT] [--json] [--paytables DIR]`.
#[derive(Debug, clap::Args)]
pub(crate) struct AnalyzeArgs {
    /// The paytable id (see `pitpay paytables`).
    pub(super) paytable: String,
    /// Deck count (default: the paytable's largest).
    #[arg(long)]
    pub(super) decks: Option<u8>,
    /// A house-rules file whose options (and declared suit) to use.
    #[arg(long = "house-rules")]
    pub(super) house_rules: Option<String>,
    /// A house option as a round file's `[house]` table writes it, e.g. soft17=hit;
    /// repeatable. declared_suit=S sets a progressive's declared suit.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub(super) set: Vec<String>,
    /// A progressive's meter as shown at the hit (default: its reseed).
    #[arg(long, value_name = "AMOUNT")]
    pub(super) meter: Option<String>,
    /// Print the analysis as JSON.
    #[arg(long)]
    pub(super) json: bool,
    /// An operator folder of paytables and house-rules files over the shipped ones.
    #[arg(long, value_name = "DIR")]
    pub(super) paytables: Option<PathBuf>,
    /// Blackjack and Stadium main games: print the basic strategy card to this PDF.
    #[arg(long, value_name = "FILE")]
    pub(super) card: Option<PathBuf>,
    /// The card's paper: letter or a4 (default: the settings' paper, else Letter).
    #[arg(long, value_name = "PAPER", value_parser = paper())]
    pub(super) paper: Option<pitpay_journal::Paper>,
    /// Write the card over an existing file.
    #[arg(long)]
    pub(super) force: bool,
    /// Blackjack and Stadium main games: cross-check the edge by simulating this many
    /// rounds (Stadium's community cards replayed per terminal, R7.3), e.g. 100000000.
    #[arg(long, value_name = "ROUNDS")]
    pub(super) simulate: Option<u64>,
}

/// `pitpay slip`: the round, who signs it off, where the slip goes.
#[derive(Debug, clap::Args)]
pub(crate) struct SlipArgs {
    /// The round file (TOML).
    pub(super) round: PathBuf,
    #[command(flatten)]
    pub(super) who: SupervisorArgs<Issuing>,
    /// Where to write the slip (default: filed by its number in the slips folder).
    #[arg(long)]
    pub(super) out: Option<PathBuf>,
    /// Replace an existing file at --out.
    #[arg(long)]
    pub(super) force: bool,
    /// Issue a slip for a round the journal already holds a slip for.
    #[arg(long)]
    pub(super) again: bool,
    /// The property (casino) printed on the slip.
    #[arg(long)]
    pub(super) property: Option<String>,
    /// The dealer's name printed on the slip.
    #[arg(long)]
    pub(super) dealer: Option<String>,
    /// An operator folder of paytables and house-rules files over the shipped ones.
    #[arg(long, value_name = "DIR")]
    pub(super) paytables: Option<PathBuf>,
    /// Paper (default: `paper` in the data folder's settings.toml, else Letter for USD, A4 otherwise).
    #[arg(long, value_parser = paper())]
    pub(super) paper: Option<pitpay_journal::Paper>,
    /// The language to write it in (default: `language` in settings.toml, else English):
    /// en, zh-Hant or zh-Hans.
    #[arg(long, value_name = "TAG", value_parser = language)]
    pub(super) language: Option<pitpay_language::Language>,
    /// Print the outcome as JSON (`slip`, `file`, `notes`); errors too.
    #[arg(long)]
    pub(super) json: bool,
    #[command(flatten)]
    pub(super) patron: PatronArgs,
    #[command(flatten)]
    pub(super) print: PrintArgs,
}

/// `pitpay reprint`: which slip, where, and who prints it again.
#[derive(Debug, clap::Args)]
pub(crate) struct ReprintArgs {
    /// The slip number.
    pub(super) number: i64,
    /// Where to write it (default: filed in the slips folder, e.g.
    /// slip-000012-reprint-1.pdf).
    #[arg(long)]
    pub(super) out: Option<PathBuf>,
    /// Replace an existing file at --out.
    #[arg(long)]
    pub(super) force: bool,
    #[command(flatten)]
    pub(super) who: ActingArgs<Reprinting>,
    /// The language to write it in (default: `language` in settings.toml, else English):
    /// en, zh-Hant or zh-Hans.
    #[arg(long, value_name = "TAG", value_parser = language)]
    pub(super) language: Option<pitpay_language::Language>,
    /// Paper (default as for `slip`).
    #[arg(long, value_parser = paper())]
    pub(super) paper: Option<pitpay_journal::Paper>,
    /// Print the outcome as JSON (`slip`, `file`, `notes`); errors too.
    #[arg(long)]
    pub(super) json: bool,
    #[command(flatten)]
    pub(super) print: PrintArgs,
}

/// `pitpay void`: which slip, why, and who voids it.
#[derive(Debug, clap::Args)]
pub(crate) struct VoidArgs {
    /// The slip number.
    pub(super) number: i64,
    /// Why.
    #[arg(long)]
    pub(super) reason: String,
    #[command(flatten)]
    pub(super) who: ActingArgs<Voiding>,
    /// Print the outcome as JSON (`slip`, `state`, `reason`); errors too.
    #[arg(long)]
    pub(super) json: bool,
}

/// `pitpay sign`: the paytable, the paper and what the sign shows.
#[derive(Debug, clap::Args)]
pub(crate) struct SignArgs {
    /// The paytable id (see `pitpay paytables`).
    pub(super) paytable: String,
    /// Where to write it (default: filed in signs/, by paytable, size and gaming day).
    #[arg(long)]
    pub(super) out: Option<PathBuf>,
    /// Replace an existing file at --out.
    #[arg(long)]
    pub(super) force: bool,
    /// Paper size.
    #[arg(long, value_parser = sign_size(), default_value = "letter")]
    pub(super) size: pitpay_documents::sign::Size,
    /// Deck count the sign is for (default: the paytable's largest).
    #[arg(long)]
    pub(super) decks: Option<u8>,
    /// A house-rules file whose options the rules summary uses.
    #[arg(long = "house-rules")]
    pub(super) house_rules: Option<String>,
    /// An operator folder of paytables and house-rules files over the shipped ones.
    #[arg(long, value_name = "DIR")]
    pub(super) paytables: Option<PathBuf>,
    /// The language or languages to write it in, comma-separated: `en,zh-Hant` prints a
    /// bilingual sign (default: `language` in settings.toml, else English).
    #[arg(long, value_name = "TAGS", value_parser = language, value_delimiter = ',')]
    pub(super) language: Option<Vec<pitpay_language::Language>>,
    /// Add the line "House advantage x.xx%" (exact, at the sign's decks and house rules).
    #[arg(long = "show-edge")]
    pub(super) show_edge: bool,
    /// Print the outcome as JSON (`sign`, `file`); errors too.
    #[arg(long)]
    pub(super) json: bool,
    #[command(flatten)]
    pub(super) print: PrintArgs,
}

/// `pitpay keys`: print, register, rotate or make the station's key.
#[derive(Debug, clap::Args)]
pub(crate) struct KeysArgs {
    /// Register this station's key in the shared journal (once per station), so that
    /// every station accepts its slips and its journal entries.
    #[arg(long)]
    pub(super) register: bool,
    /// Print the key as JSON (`public_key`, `fingerprint`); with --register or
    /// --rotate, what was done (`{"station": {…}}`); errors included.
    #[arg(long)]
    pub(super) json: bool,
    /// Make the key in this station's key file (a new one if the file is gone) the
    /// station's key in the journal, on a manager's authority, after the old one was
    /// lost or replaced: old and new slips both verify.
    #[arg(long, conflicts_with = "register")]
    pub(super) rotate: bool,
    /// The manager who authorizes --rotate (their PIN is asked for).
    #[arg(long, value_name = "MANAGER_ID", requires = "rotate")]
    pub(super) by: Option<String>,
    /// Make this installation's signing key now (the first slip makes it otherwise);
    /// refused when there is one, or when the journal expects one that was lost.
    #[arg(long, conflicts_with_all = ["register", "rotate"])]
    pub(super) new: bool,
}

/// `pitpay jackpots`: which slips' meter awards to list.
#[derive(Debug, clap::Args)]
pub(crate) struct JackpotsArgs {
    /// Print the list as JSON.
    #[arg(long)]
    pub(super) json: bool,
    /// Only slips issued in or after this gaming day (YYYY-MM-DD), or at or after
    /// this local date and time with its offset (2026-11-26T14:00:00-08:00).
    #[arg(long, value_name = "DATE")]
    pub(super) since: Option<String>,
    /// Only slips issued in or before this gaming day (that day included), or before
    /// this local date and time with its offset.
    #[arg(long, value_name = "DATE")]
    pub(super) until: Option<String>,
    /// Only slips issued in this gaming day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    pub(super) gaming_day: Option<String>,
    /// Only slips issued in this shift (of --gaming-day when given).
    #[arg(long, value_name = "NAME")]
    pub(super) shift: Option<String>,
}

/// `pitpay report`: the period, the station and where the PDF goes.
#[derive(Debug, clap::Args)]
pub(crate) struct ReportArgs {
    /// The first gaming day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE", conflicts_with = "gaming_day")]
    pub(super) since: Option<String>,
    /// The last gaming day, included (YYYY-MM-DD; default: the first).
    #[arg(long, value_name = "DATE", requires = "since")]
    pub(super) until: Option<String>,
    /// The gaming day to report (YYYY-MM-DD), or with --shift, one shift of it.
    #[arg(long, value_name = "DATE")]
    pub(super) gaming_day: Option<String>,
    /// With --gaming-day: only this shift of it.
    #[arg(long, value_name = "NAME", requires = "gaming_day")]
    pub(super) shift: Option<String>,
    /// Only this station's slips (default: every station of the journal).
    #[arg(long)]
    pub(super) station: Option<String>,
    /// Where to write the PDF (default: filed in reports/, by the period).
    #[arg(long)]
    pub(super) out: Option<PathBuf>,
    /// Replace an existing file at --out.
    #[arg(long)]
    pub(super) force: bool,
    /// Letter or A4 (default: the settings' paper, else Letter).
    #[arg(long, value_parser = paper())]
    pub(super) paper: Option<pitpay_journal::Paper>,
    /// The language to write it in (default: `language` in settings.toml, else English):
    /// en, zh-Hant or zh-Hans.
    #[arg(long, value_name = "TAG", value_parser = language)]
    pub(super) language: Option<pitpay_language::Language>,
    /// Print the outcome as JSON (`file`, `since`, `until`, `issued`, `jackpots`);
    /// errors too.
    #[arg(long)]
    pub(super) json: bool,
    #[command(flatten)]
    pub(super) print: PrintArgs,
}

/// `pitpay worksheet`: the game, the questions and where the PDF goes.
#[derive(Debug, clap::Args)]
pub(crate) struct WorksheetArgs {
    /// The game: lucky9, blackjack or stadium-blackjack.
    #[arg(long)]
    pub(super) game: String,
    /// How many questions (1-200).
    #[arg(long, default_value_t = 10)]
    pub(super) count: u32,
    /// The seed the questions are dealt from.
    #[arg(long)]
    pub(super) seed: u64,
    /// The level: easy, standard or hard.
    #[arg(long, default_value = "standard")]
    pub(super) level: String,
    /// Where to write the PDF (default: filed in worksheets/, by game, level, seed and day).
    #[arg(long)]
    pub(super) out: Option<PathBuf>,
    /// Replace an existing file at --out.
    #[arg(long)]
    pub(super) force: bool,
    /// The language to write it in (default: `language` in settings.toml, else English):
    /// en, zh-Hant or zh-Hans.
    #[arg(long, value_name = "TAG", value_parser = language)]
    pub(super) language: Option<pitpay_language::Language>,
    /// Print each question's round file, wager and answer as JSON.
    #[arg(long)]
    pub(super) json: bool,
    /// An operator folder of paytables and house-rules files over the shipped ones.
    #[arg(long, value_name = "DIR")]
    pub(super) paytables: Option<PathBuf>,
    #[command(flatten)]
    pub(super) print: PrintArgs,
}

// The values some options take, named here: the crates below name papers, sign sizes and
// roles as values and know nothing of the command line, so each is spelt out for clap,
// with the doc comments `--help` lists.

/// `--language`: a language Pitpay speaks; another is refused (exit 2) with the list.
fn language(given: &str) -> Result<pitpay_language::Language, pitpay_language::LanguageError> {
    pitpay_language::Language::parse(given)
}

/// A paper size, as `--paper` names it.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum PaperName {
    /// US Letter, 8.5 × 11 in.
    Letter,
    /// ISO A4, 210 × 297 mm.
    A4,
}

/// `--paper`: `letter` or `a4`.
fn paper() -> impl TypedValueParser<Value = pitpay_journal::Paper> {
    use pitpay_journal::Paper;
    EnumValueParser::<PaperName>::new().map(|p| match p {
        PaperName::Letter => Paper::Letter,
        PaperName::A4 => Paper::A4,
    })
}

/// A sign's size, as `--size` names it.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum SizeName {
    /// US Letter, portrait.
    Letter,
    /// ISO A4, portrait.
    A4,
    /// A Letter sheet in landscape, folded in half into a table tent: the same panel
    /// on both faces, the upper one upside down.
    Tent,
}

/// `--size`: `letter`, `a4` or `tent`.
fn sign_size() -> impl TypedValueParser<Value = pitpay_documents::sign::Size> {
    use pitpay_documents::sign::Size;
    EnumValueParser::<SizeName>::new().map(|s| match s {
        SizeName::Letter => Size::Letter,
        SizeName::A4 => Size::A4,
        SizeName::Tent => Size::Tent,
    })
}

/// A staff member's role, as `--role` names it.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum RoleName {
    /// Signs off slips and prints them again.
    Supervisor,
    /// All a supervisor does, and voids slips, changes the register, replaces a
    /// station's key.
    Manager,
    /// Reads and checks; signs nothing but a witness line.
    Auditor,
    /// Pays slips at the cage, and verifies another cashier's payment.
    Cashier,
}

/// `--role`: `supervisor`, `manager`, `auditor` or `cashier`.
fn role() -> impl TypedValueParser<Value = pitpay_journal::staff::Role> {
    use pitpay_journal::staff::Role;
    EnumValueParser::<RoleName>::new().map(|r| match r {
        RoleName::Supervisor => Role::Supervisor,
        RoleName::Manager => Role::Manager,
        RoleName::Auditor => Role::Auditor,
        RoleName::Cashier => Role::Cashier,
    })
}

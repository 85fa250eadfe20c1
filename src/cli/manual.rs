//! `pitpay manual` and `pitpay completions`: the manual page and the shell completions
//! packagers install.

use std::process::ExitCode;

use super::args::Cli;
use super::common::out;

/// `pitpay manual`.
pub(super) fn command() -> ExitCode {
    match page() {
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

/// The manual page (`pitpay manual`, installed as pitpay(1)): one page for every
/// command, each with its options (a section each, not references to pages that do not
/// exist), then the files Pitpay keeps, the environment it reads and its exit statuses
///.
fn page() -> std::io::Result<String> {
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
(\fBmark_folder\fR in \fIsettings.toml\fR, \fB$PITPAY_MARK_DIR\fR, or else
\fI~/.local/state/pitpay/marks\fR, whatever the data folder), so that a data folder
restored from a backup cannot roll it back; one inside the data folder is warned of at
every slip.
.SH ENVIRONMENT
.TP
\fBPITPAY_DATA_DIR\fR
the data folder (a full path; a relative one is refused). A \fBPITPAY_\fR variable
that is not UTF-8 text is refused, naming it.
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

/// `pitpay completions SHELL`.
pub(super) fn completions(shell: clap_complete::Shell) -> ExitCode {
    use clap::CommandFactory;
    clap_complete::generate(shell, &mut Cli::command(), "pitpay", &mut std::io::stdout());
    ExitCode::SUCCESS
}

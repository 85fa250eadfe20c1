//! Printing on Windows: through the Windows print system, with nothing but
//! what Windows 10 and 11 have out of the box. Windows PowerShell 5.1 runs
//! [`SCRIPT`] (`print.ps1` beside this file), which renders each page of the PDF with
//! Windows' own PDF renderer (`Windows.Data.Pdf`, the one the Photos app and Edge use)
//! at 300 dots per inch and prints the pages through .NET's `PrintDocument`, on the
//! printer named (else the default printer), with the copies and the paper asked for.
//! A PDF viewer is not needed, and none is started.
//!
//! The file, printer, copies, paper and title reach the script in its environment,
//! never in its text, so no name can change what it does; the script itself is passed
//! as `-EncodedCommand` (UTF-16 in Base64, PowerShell's own way to take a script whole),
//! which the execution policy does not stop, as it stops script files.
//!
//! This module is compiled on every platform, so that the command it builds and the
//! words it says are tested on Linux; only `print_job` chooses it, on Windows. The
//! script itself runs only on Windows (not under wine, which has no PowerShell).

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use super::{Job, PrintError, System};

/// The script that prints (see the module docs). Its exit status says why it did not
/// print: [`NO_DEFAULT`], [`NO_SUCH_PRINTER`], [`NO_RENDERER`], else 1 with the reason
/// on its error output.
pub(crate) const SCRIPT: &str = include_str!("print.ps1");

/// The script's exit status when no printer is the computer's default.
pub(crate) const NO_DEFAULT: i32 = 10;
/// The script's exit status when the printer named is not on this computer.
pub(crate) const NO_SUCH_PRINTER: i32 = 11;
/// The script's exit status when Windows cannot render a PDF (`Windows.Data.Pdf` is
/// missing: a Windows Server without its desktop, say).
pub(crate) const NO_RENDERER: i32 = 12;

/// How long the print system may take to take the job: PowerShell's first start on a
/// podium and rendering each page at 300 dpi take longer than CUPS's `lp`.
pub(crate) const ACCEPT_WITHIN: Duration = Duration::from_secs(90);

/// Where to look the printers up, in the words of a Windows user.
pub(crate) const LISTS_THEM: &str =
    "Settings > Bluetooth & devices > Printers & scanners lists them";

/// The environment variables the script reads, in the order it documents them.
pub(crate) const VARIABLES: [&str; 5] = [
    "PITPAY_PRINT_FILE",
    "PITPAY_PRINT_PRINTER",
    "PITPAY_PRINT_COPIES",
    "PITPAY_PRINT_PAPER",
    "PITPAY_PRINT_TITLE",
];

/// Windows PowerShell, by its full path in the Windows folder (a `powershell.exe`
/// earlier on the PATH, or in the current folder, is not run), else by name.
pub(crate) fn powershell(system_root: Option<&std::ffi::OsStr>) -> std::path::PathBuf {
    match system_root {
        Some(root) if !root.is_empty() => Path::new(root)
            .join("System32")
            .join("WindowsPowerShell")
            .join("v1.0")
            .join("powershell.exe"),
        _ => "powershell.exe".into(),
    }
}

/// The command that prints `file` as `job` says (see the module docs).
pub(crate) fn command(file: &Path, job: &Job) -> Command {
    let system_root = std::env::var_os("SystemRoot");
    let mut command = Command::new(powershell(system_root.as_deref()));
    command.args([
        "-NoLogo",
        "-NoProfile",
        "-NonInteractive",
        "-ExecutionPolicy",
        "Bypass",
        "-EncodedCommand",
        &encoded(SCRIPT),
    ]);
    let paper = job.paper.map(|p| match p {
        crate::pdf::Paper::Letter => "Letter",
        crate::pdf::Paper::A4 => "A4",
    });
    let title = file.file_name().map(|n| n.to_string_lossy().to_string());
    let values = [
        std::path::absolute(file)
            .unwrap_or_else(|_| file.to_path_buf())
            .into_os_string(),
        job.printer.clone().unwrap_or_default().into(),
        job.copies.max(1).to_string().into(),
        paper.unwrap_or_default().into(),
        title.unwrap_or_else(|| "Pitpay".into()).into(),
    ];
    for (name, value) in VARIABLES.iter().zip(values) {
        command.env(name, value);
    }
    no_console_window(&mut command);
    command
}

/// PowerShell is a console program: started from the window, Windows would open a
/// console window for it while it prints. It is started without one.
#[cfg(windows)]
fn no_console_window(command: &mut Command) {
    use std::os::windows::process::CommandExt as _;
    /// `CREATE_NO_WINDOW` (Win32 process creation flags).
    const CREATE_NO_WINDOW: u32 = 0x0800_0000;
    command.creation_flags(CREATE_NO_WINDOW);
}

#[cfg(not(windows))]
fn no_console_window(_: &mut Command) {}

/// PowerShell's `-EncodedCommand`: the script as UTF-16 (little-endian) in Base64.
pub(crate) fn encoded(script: &str) -> String {
    let bytes: Vec<u8> = script.encode_utf16().flat_map(u16::to_le_bytes).collect();
    base64(&bytes)
}

/// Standard Base64 with padding (RFC 4648, section 4).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk.first().copied().unwrap_or(0),
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for (i, shift) in [18u32, 12, 6, 0].into_iter().enumerate() {
            if i <= chunk.len() {
                let index = ((n >> shift) & 63) as usize;
                out.push(char::from(ALPHABET.get(index).copied().unwrap_or(b'=')));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The script's outcome: what it said when it printed, else why not (its exit `code`,
/// and its error output `err`).
pub(crate) fn outcome(
    ok: bool,
    code: Option<i32>,
    said: &str,
    err: &str,
    printer: Option<&str>,
) -> Result<String, PrintError> {
    let said = said.trim();
    if ok && !said.is_empty() {
        return Ok(said.to_string());
    }
    if ok {
        // The script always says where it printed: a PowerShell that ends well saying
        // nothing did not run it (wine's stand-in for PowerShell does just that).
        return Err(PrintError::Unconfirmed);
    }
    Err(match code {
        Some(NO_DEFAULT) => PrintError::NoDefault(System::Windows),
        Some(NO_SUCH_PRINTER) => PrintError::NoSuchPrinter {
            system: System::Windows,
            printer: printer.unwrap_or_default().to_string(),
        },
        Some(NO_RENDERER) => PrintError::NoRenderer,
        _ => match err.trim() {
            "" => PrintError::RefusedWithStatus(code),
            err => PrintError::Refused {
                system: System::Windows,
                why: err.to_string(),
            },
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_is_rfc_4648() {
        // RFC 4648, section 10.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(plain.as_bytes()), coded, "{plain}");
        }
    }

    #[test]
    fn the_script_is_encoded_as_utf16_little_endian() {
        // "é€" is 0x00E9 0x20AC: E9 00 AC 20.
        assert_eq!(encoded("é€"), base64(&[0xE9, 0x00, 0xAC, 0x20]));
        // The whole script fits a Windows command line (32,767 characters).
        assert!(encoded(SCRIPT).len() < 30_000, "{}", encoded(SCRIPT).len());
    }

    #[test]
    fn powershell_is_run_from_the_windows_folder() {
        let p = powershell(Some(std::ffi::OsStr::new("C:\\Windows")));
        let shown = p.to_string_lossy().replace('\\', "/");
        assert_eq!(
            shown,
            "C:/Windows/System32/WindowsPowerShell/v1.0/powershell.exe"
        );
        assert_eq!(powershell(None), Path::new("powershell.exe"));
    }

    /// The command carries the job in its environment, by the names the script reads.
    #[test]
    fn the_command_carries_the_job_in_its_environment() {
        let job = Job {
            printer: Some("Pit 2 \"front\"; del *".into()),
            copies: 3,
            paper: Some(crate::pdf::Paper::A4),
        };
        let command = command(Path::new("slips/slip 7.pdf"), &job);
        let args: Vec<String> = command
            .get_args()
            .map(|a| a.to_string_lossy().to_string())
            .collect();
        assert_eq!(
            args[..6],
            [
                "-NoLogo",
                "-NoProfile",
                "-NonInteractive",
                "-ExecutionPolicy",
                "Bypass",
                "-EncodedCommand"
            ]
        );
        assert_eq!(args[6], encoded(SCRIPT));
        assert_eq!(args.len(), 7, "nothing of the job is in the arguments");
        let env: std::collections::HashMap<String, String> = command
            .get_envs()
            .filter_map(|(k, v)| Some((k.to_str()?.to_string(), v?.to_str()?.to_string())))
            .collect();
        let file = Path::new(&env["PITPAY_PRINT_FILE"]);
        assert!(
            file.is_absolute() && file.ends_with("slips/slip 7.pdf"),
            "{file:?}"
        );
        assert_eq!(env["PITPAY_PRINT_PRINTER"], "Pit 2 \"front\"; del *");
        assert_eq!(env["PITPAY_PRINT_COPIES"], "3");
        assert_eq!(env["PITPAY_PRINT_PAPER"], "A4");
        assert_eq!(env["PITPAY_PRINT_TITLE"], "slip 7.pdf");
        // The default printer, one copy, the document's own paper.
        let command = super::command(Path::new("/tmp/sign.pdf"), &Job::default());
        let env: std::collections::HashMap<String, String> = command
            .get_envs()
            .filter_map(|(k, v)| Some((k.to_str()?.to_string(), v?.to_str()?.to_string())))
            .collect();
        assert_eq!(env["PITPAY_PRINT_PRINTER"], "");
        assert_eq!(env["PITPAY_PRINT_COPIES"], "1");
        assert_eq!(env["PITPAY_PRINT_PAPER"], "");
    }

    /// The script reads every variable the command sets and exits with the statuses the
    /// words are chosen by.
    #[test]
    fn the_script_reads_what_the_command_sets() {
        for name in VARIABLES {
            assert!(SCRIPT.contains(&format!("$env:{name}")), "{name}");
        }
        for code in [NO_DEFAULT, NO_SUCH_PRINTER, NO_RENDERER] {
            assert!(SCRIPT.contains(&format!("exit {code}")), "exit {code}");
        }
    }

    #[test]
    fn the_outcome_is_said_in_the_same_words_as_on_linux_and_never_names_cups() {
        let printed = outcome(true, Some(0), "Pit2 (1 page)\r\n", "", None);
        assert_eq!(printed.ok(), Some("Pit2 (1 page)".into()));
        let none = outcome(false, Some(NO_DEFAULT), "", "", None)
            .unwrap_err()
            .to_string();
        assert!(
            none.starts_with("no printer is set as this computer's default: name one"),
            "{none}"
        );
        let unknown = outcome(false, Some(NO_SUCH_PRINTER), "", "", Some("Cage"))
            .unwrap_err()
            .to_string();
        assert!(
            unknown.starts_with("there is no printer \"Cage\" on this computer"),
            "{unknown}"
        );
        let refused = outcome(false, Some(1), "", "Access is denied.\r\n", None)
            .unwrap_err()
            .to_string();
        assert_eq!(
            refused,
            "the Windows print system refused the job: Access is denied."
        );
        let silent = outcome(false, None, "", "", None).unwrap_err().to_string();
        assert!(silent.contains("status none"), "{silent}");
        let unconfirmed = outcome(true, Some(0), " \r\n", "", None)
            .unwrap_err()
            .to_string();
        assert!(
            unconfirmed.contains("did not confirm the job"),
            "{unconfirmed}"
        );
        let missing = crate::print::not_started(
            System::Windows,
            crate::print::NotRun::Start(std::io::ErrorKind::NotFound.into()),
        )
        .to_string();
        let late = crate::print::not_started(
            System::Windows,
            crate::print::NotRun::Timeout(ACCEPT_WITHIN),
        )
        .to_string();
        for words in [none, unknown, refused, unconfirmed, missing, late] {
            assert!(
                !words.contains("CUPS") && !words.contains("lpstat"),
                "{words}"
            );
        }
    }
}

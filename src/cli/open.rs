//! `pitpay` and `pitpay open`: the desktop app the supervisor works in, or in words why
//! it cannot open here.

use std::path::PathBuf;
use std::process::ExitCode;

#[cfg(feature = "gui")]
use pitpay_language::t;

/// The window, with `round` loaded; without a display to open it on, the environment's
/// status (3) and the command line to use instead.
#[cfg(feature = "gui")]
pub(super) fn app(round: Option<PathBuf>) -> ExitCode {
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty()));
    let v = super::common::voice();
    if !has_display {
        super::common::say_error(&t!(v, "cmd-open-no-display"), None);
        eprintln!("{}", t!(v, "cmd-open-use-the-command-line"));
        return ExitCode::from(super::ENVIRONMENT);
    }
    match window(round) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            super::common::say_error(&t!(v, "cmd-open-failed", why = why), None);
            eprintln!("{}", t!(v, "cmd-open-use-the-command-line"));
            ExitCode::from(super::ENVIRONMENT)
        }
    }
}

/// A build without the window has only the command line: its help.
#[cfg(not(feature = "gui"))]
pub(super) fn app(_round: Option<PathBuf>) -> ExitCode {
    use clap::CommandFactory;
    let _ = super::Cli::command().print_help();
    ExitCode::SUCCESS
}

/// Runs the window; a display that cannot be used (a `DISPLAY` with no server behind
/// it, a Wayland session the build cannot speak to) makes the windowing library panic
/// rather than return an error, so the panic is caught and put into words.
#[cfg(feature = "gui")]
fn window(round: Option<PathBuf>) -> Result<(), String> {
    let shown = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let run = std::panic::catch_unwind(move || crate::gui::run(round));
    std::panic::set_hook(shown);
    let display = |var: &str| std::env::var(var).ok().filter(|v| !v.is_empty());
    let v = super::common::voice();
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
                t!(v, "cmd-open-x-silent")
            } else if said.contains("wayland") {
                t!(v, "cmd-open-x-only")
            } else {
                said.lines()
                    .next()
                    .unwrap_or_default()
                    .chars()
                    .take(160)
                    .collect()
            };
            Err(match (display("DISPLAY"), display("WAYLAND_DISPLAY")) {
                (Some(d), _) => t!(v, "cmd-open-x-unusable", display = d, why = said),
                (None, Some(w)) => t!(v, "cmd-open-wayland-unusable", display = w, why = said),
                (None, None) => t!(v, "cmd-open-no-display-usable", why = said),
            })
        }
    }
}

//! `pitpay` and `pitpay open`: the desktop app the supervisor works in, or in words why
//! it cannot open here.

use std::path::PathBuf;
use std::process::ExitCode;

/// The window, with `round` loaded; without a display to open it on, the environment's
/// status (3) and the command line to use instead.
#[cfg(feature = "gui")]
pub(super) fn app(round: Option<PathBuf>) -> ExitCode {
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty()));
    if !has_display {
        eprintln!("error: no display to open the Pitpay window on (DISPLAY is not set)");
        eprintln!("the command line works without one: pitpay settle ROUND.toml, pitpay --help");
        return ExitCode::from(super::ENVIRONMENT);
    }
    match window(round) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("error: the Pitpay window could not open: {why}");
            eprintln!(
                "the command line works without a window: pitpay settle ROUND.toml, pitpay --help"
            );
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

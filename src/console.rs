//! Windows only, and the `pitpay` program's only: where a command's output
//! goes when `pitpay.exe`, a window program, is given a command in a console.
//!
//! A window program (the `windows` subsystem) gets no console, which is what keeps a
//! console window from opening beside the app. Started from a console it gets no
//! standard output either, so `pitpay.exe settle …` typed there would print nothing.
//! So when a command that prints is given and there is no standard output, the program
//! attaches to the console of the process that started it and prints there. A console does not wait
//! for a window program, though: its prompt comes back at once, the output follows it,
//! the exit status is not seen and a PIN cannot be typed. That is why the installer
//! puts `pitpay.com` beside `pitpay.exe`: the same program marked as a console program,
//! which a console runs for `pitpay` (`.COM` comes before `.EXE` in `PATHEXT`), and
//! which it waits for. The window (no command, or `open FILE`) never attaches: closing
//! the console it was started from would close the app with it.
//!
//! Attaching is one Win32 call, `AttachConsole`, which no well-kept crate wraps in a
//! safe function; this module is the one place in Pitpay allowed `unsafe` (Cargo.toml's
//! `[lints]` deny it everywhere else).
#![allow(unsafe_code)]

use std::os::windows::io::AsRawHandle as _;

use windows_sys::Win32::System::Console::{AttachConsole, ATTACH_PARENT_PROCESS};

/// Attaches to the parent's console when there is no standard output (none was
/// inherited or redirected); `main` calls it for a command that prints, never for the
/// window. Does nothing when there is a standard output, and nothing when the parent
/// has no console (the program was started from Explorer or a shortcut).
pub(crate) fn attach() {
    // std reads the standard handle each time it writes, so output written after the
    // call goes to the console attached.
    if !std::io::stdout().as_raw_handle().is_null() {
        return;
    }
    // SAFETY: `AttachConsole` takes a process id (here the constant meaning "the
    // parent") and touches no memory of ours; its failure (no parent console) is
    // harmless and ignored: the command then runs with no console, as before.
    let _ = unsafe { AttachConsole(ATTACH_PARENT_PROCESS) };
}

//! Issue 23: the README's quick start is run as written. Its `console` blocks are
//! trycmd cases: each `$ pitpay …` line is run and its output compared (`...` skips
//! lines, `[..]` part of one, as a signing key's fingerprint differs on every machine).
//! They run on a copy of the README in a throwaway folder holding a copy of the example
//! rounds, with a data folder of their own, so nothing is written into the checkout or
//! the user's data folder. (A test binary of its own: it moves into that folder.)
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

#[test]
fn the_readme_quick_start_runs_as_written() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let work = tempfile::tempdir().unwrap();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        readme.matches("\n$ pitpay ").count() >= 5,
        "the quick start is there"
    );
    std::fs::write(work.path().join("README.md"), readme).unwrap();
    copy_dir(
        &root.join("examples/rounds"),
        &work.path().join("examples/rounds"),
    );
    let data = work.path().join("data");
    // trycmd runs a Markdown case's commands in the current folder.
    std::env::set_current_dir(work.path()).unwrap();
    trycmd::TestCases::new()
        .register_bin("pitpay", trycmd::cargo::cargo_bin("pitpay"))
        .env("PITPAY_DATA_DIR", data.display().to_string())
        .case(work.path().join("README.md"))
        .run();
    assert!(
        work.path().join("slip.pdf").is_file(),
        "the slip was written here"
    );
}

//! Builds a big journal for trying Pitpay at a property's scale: issues one
//! real slip for the Lucky Break seed round into a data folder, then adds N slips with
//! `Journal::fill` (genuine chained, signed, checkpointed entries carrying that slip's
//! record with their own numbers; one a minute from 2026-01-01, twenty tables, every
//! 50th a jackpot).
//!
//! `cargo run --release --example fill_journal -- DATA_FOLDER N`, then for example
//! `PITPAY_DATA_DIR=DATA_FOLDER pitpay journal --check` or the app's History.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(dir), Some(Ok(n))) = (args.first(), args.get(1).map(|n| n.parse::<i64>())) else {
        eprintln!("usage: fill_journal DATA_FOLDER N");
        return ExitCode::from(2);
    };
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let round = include_str!("../tests/rounds/lucky-break-seed.toml");
    let who = pitpay_documents::slip::SignOff {
        property: "Example Casino".into(),
        supervisor: "Dana Reyes".into(),
        supervisor_id: "S-1042".into(),
        ..Default::default()
    };
    let options = pitpay_documents::slip::Options {
        again: true,
        force: true,
        ..Default::default()
    };
    let out = dir.join("first-slip.pdf");
    let catalog = pitpay_core::Catalog::with_operator_dir(None);
    let first = pitpay_documents::slip::issue(
        "seed.toml",
        round,
        &catalog,
        &who,
        Some(&out),
        &dir,
        &options,
    );
    let first = match first {
        Ok(f) => f.number,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let keys = pitpay_journal::keys::Keys::load_or_create(&dir).unwrap();
    let mut journal = pitpay_journal::Journal::open(&dir).unwrap();
    let template = journal.slip(first).unwrap().unwrap().payload;
    let from = format!("\"signed\":{{\"slip\":{first},");
    let started = std::time::Instant::now();
    journal
        .fill(&keys, n, &|k| {
            template.replace(&from, &format!("\"signed\":{{\"slip\":{k},"))
        })
        .unwrap();
    println!(
        "{} holds {} more slips ({:.1?})",
        dir.display(),
        n,
        started.elapsed()
    );
    ExitCode::SUCCESS
}

//! Kills at random moments: whatever moment a `pitpay slip` is
//! killed, the journal's chain checks, the next run leaves no temporary file, and every
//! committed slip is on disk (and verifies) or listed as file missing.

use std::collections::BTreeSet;

use super::bad_input::good_round;
use crate::install::*;

//    committed slip is on disk (and verifies) or listed as file missing.

/// A small deterministic generator (xorshift), so that a failure can be replayed.
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

fn kills(count: usize, seed: u64) {
    let inst = Install::new();
    let round = good_round(&inst);
    let bin = assert_cmd::cargo::cargo_bin("pitpay");
    // How long one slip takes here, to spread the kills over its whole run.
    let started = std::time::Instant::now();
    inst.slip(&round, &inst.path("first.pdf"), &[]);
    let span = started.elapsed().as_micros().max(1000) as u64 * 3 / 2;
    let mut seed = seed;
    for i in 0..count {
        let mut child = std::process::Command::new(&bin)
            .env("PITPAY_DATA_DIR", inst.data())
            .args(Install::slip_args(&round, &inst.path(&format!("k{i}.pdf"))))
            .arg("--again")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_micros(next(&mut seed) % span));
        let _ = child.kill();
        child.wait().unwrap();
    }
    // The next run.
    let r = inst.slip_run(&round, &inst.path("next.pdf"), &["--again"]);
    assert_eq!(r.code, 0, "{r:?}");
    let r = inst.check();
    assert_eq!(r.code, 0, "the chain checks after {count} kills: {r:?}");
    let strays: Vec<String> = files_in(inst.work.path())
        .into_iter()
        .filter(|n| n.contains(".partial") || n.contains("pitpay-write-test"))
        .collect();
    assert!(strays.is_empty(), "{strays:?}");
    let markers = files_in(&inst.data().join("staging"));
    assert!(markers.is_empty(), "{markers:?}");
    let mut on_disk = BTreeSet::new();
    for name in files_in(inst.work.path())
        .iter()
        .filter(|n| n.ends_with(".pdf"))
    {
        let path = inst.path(name);
        assert_verified(&inst.verify(&path));
        on_disk.insert(
            record(&std::fs::read(&path).unwrap())["signed"]["slip"]
                .as_i64()
                .unwrap(),
        );
    }
    let list = inst.journal();
    for e in &list {
        let n = e["number"].as_i64().unwrap();
        assert!(
            on_disk.contains(&n) || e["file_missing"] == true,
            "slip {n} is neither on disk nor listed as file missing: {e}"
        );
    }
    eprintln!(
        "{count} kills: {} slips committed, {} on disk, {} listed as file missing",
        list.len(),
        on_disk.len(),
        list.iter().filter(|e| e["file_missing"] == true).count()
    );
}

#[test]
fn kills_at_random_moments_leave_a_chain_that_checks_no_stray_files_and_no_lost_slip() {
    kills(15, 0x9e37_79b9_7f4a_7c15);
}

/// The full run: 100 kills (`cargo test --test trust -- --ignored kills_100`).
#[test]
#[ignore = "slow: run by hand (the README gives the result)"]
fn kills_100_at_random_moments() {
    kills(100, 0x2545_f491_4f6c_dd1d);
}

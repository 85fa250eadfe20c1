//! The signing key: created once under any concurrency; a damaged key file is
//! said to be damaged, never taken for an unknown key.

use crate::install::*;

#[test]
fn key_ten_concurrent_first_slips_of_a_fresh_installation_all_succeed_and_all_verify() {
    // Ten processes issuing the first slips of a fresh installation at once
    // failed ("cannot write the signing key", "not a signing key") or signed with a key
    // that lost the race. Each issues a different round (its own table), so none needs
    // --again.
    let inst = Install::new();
    let bin = assert_cmd::cargo::cargo_bin("pitpay");
    let children: Vec<_> = (0..10)
        .map(|i| {
            let round = inst.write(&format!("t{i}.toml"), &lucky_break_at(&format!("T-{i}")));
            std::process::Command::new(&bin)
                .env("PITPAY_DATA_DIR", inst.data())
                .args(Install::slip_args(&round, &inst.path(&format!("t{i}.pdf"))))
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut numbers: Vec<i64> = children
        .into_iter()
        .map(|c| {
            let o = c.wait_with_output().unwrap();
            assert!(o.status.success(), "{o:?}");
            String::from_utf8(o.stdout).unwrap().trim().parse().unwrap()
        })
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=10).collect::<Vec<_>>());
    let key = inst.keys().0;
    for i in 0..10 {
        let out = inst.path(&format!("t{i}.pdf"));
        assert_verified(&inst.verify(&out));
        assert_eq!(record(&std::fs::read(&out).unwrap())["public_key"], key);
    }
    let r = inst.check();
    assert_eq!(r.code, 0, "{r:?}");
    assert!(r.stdout.contains("10 entries, 10 slips"), "{r:?}");
    assert_eq!(
        files_in(inst.data())
            .iter()
            .filter(|n| n.contains("partial"))
            .count(),
        0
    );
}

#[test]
fn key_a_damaged_key_file_is_reported_as_damaged_never_as_an_unknown_key() {
    let inst = Install::new();
    let (_, out) = inst.table_slip("BJ-7");
    let key_file = inst.data().join("signing-key");
    std::fs::write(&key_file, "00112233 not a key\n").unwrap();
    let r = inst.verify(&out);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("signing key file is damaged"), "{r:?}");
    assert!(!r.stderr.contains("unknown key"), "{r:?}");
    // Issuing refuses too, and never replaces the damaged file with a new key.
    let round = inst.write("r.toml", &lucky_break_at("BJ-8"));
    let r = inst.slip_run(&round, &inst.path("new.pdf"), &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("signing-key") && r.stderr.contains("damaged"),
        "{r:?}"
    );
    assert_eq!(
        std::fs::read_to_string(&key_file).unwrap(),
        "00112233 not a key\n"
    );
    assert!(!inst.path("new.pdf").exists());
    assert_eq!(inst.run(&["keys"]).code, 2);
}

//! Output hygiene: `--out` checked first, `--force`, `--again`, temporary files
//! of killed runs cleaned, committed slips whose file never appeared.

use crate::install::*;

#[test]
fn out_an_existing_file_is_never_overwritten_without_force() {
    let inst = Install::new();
    let (_, first) = inst.table_slip("BJ-1");
    let before = std::fs::read(&first).unwrap();
    let round = inst.write("r2.toml", &lucky_break_at("BJ-2"));
    let r = inst.slip_run(&round, &first, &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("already exists") && r.stderr.contains("--force"),
        "{r:?}"
    );
    assert_eq!(std::fs::read(&first).unwrap(), before);
    assert_eq!(inst.journal().len(), 1, "no number taken");
    // The same for reprints and signs.
    let r = inst.run(&["reprint", "1", "--out", s(&first)]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("already exists"), "{r:?}");
    let r = inst.run(&["sign", "lucky9-bonus", "--out", s(&first)]);
    assert_eq!(r.code, 2, "{r:?}");
    assert_eq!(std::fs::read(&first).unwrap(), before);
    // With --force it is replaced, and slip 2 verifies.
    let n = inst.slip(&round, &first, &["--force"]);
    assert_eq!(n, 2);
    assert_verified(&inst.verify(&first));
    let r = inst.run(&["reprint", "2", "--out", s(&first), "--force"]);
    assert_eq!(r.code, 0, "{r:?}");
}

#[test]
fn out_the_round_file_itself_is_refused_even_with_force() {
    let inst = Install::new();
    let round = inst.write("r.toml", &lucky_break_at("BJ-1"));
    let text = std::fs::read(&round).unwrap();
    let r = inst.slip_run(&round, &round, &["--force"]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("is the round file this command reads"),
        "{r:?}"
    );
    assert_eq!(std::fs::read(&round).unwrap(), text);
    assert!(files_in(inst.data()).is_empty(), "no key, no journal");
}

#[test]
fn out_issuing_the_same_round_twice_warns_and_needs_again() {
    let inst = Install::new();
    let round = inst.write("r.toml", &lucky_break_at("BJ-1"));
    assert_eq!(inst.slip(&round, &inst.path("a.pdf"), &[]), 1);
    let r = inst.slip_run(&round, &inst.path("b.pdf"), &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr
            .contains("the journal already holds slip 1 for this round")
            && r.stderr.contains("--again"),
        "{r:?}"
    );
    assert!(!inst.path("b.pdf").exists());
    assert_eq!(inst.journal().len(), 1);
    let r = inst.slip_run(&round, &inst.path("b.pdf"), &["--again"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert_eq!(r.stdout, "2\n");
    assert!(
        r.stderr
            .contains("warning: the journal already holds slip 1"),
        "{r:?}"
    );
}

#[test]
fn out_temp_files_of_killed_runs_are_cleaned_on_the_next_run_and_others_left_alone() {
    // What a run killed between staging and committing leaves: its temporary slip file
    // and its marker in the data folder's staging/ (unlocked, since its writer is gone).
    let inst = Install::new();
    inst.table_slip("BJ-1");
    let staging = inst.data().join("staging");
    std::fs::create_dir_all(&staging).unwrap();
    let temp = inst.path(".slip.pdf.partial-999999-0123456789abcdef");
    std::fs::write(&temp, b"%PDF-1.3 half a slip").unwrap();
    std::fs::write(staging.join("999999-0123456789abcdef.staged"), s(&temp)).unwrap();
    // A file Pitpay did not register is not Pitpay's to remove.
    let other = inst.path(".other.pdf.partial-1");
    std::fs::write(&other, b"x").unwrap();
    let (n, _) = inst.table_slip("BJ-2");
    assert_eq!(n, 2);
    assert!(!temp.exists(), "the killed run's file is removed");
    assert!(files_in(&staging).is_empty(), "{:?}", files_in(&staging));
    assert!(other.exists());
}

#[test]
fn out_a_committed_slip_whose_file_never_appeared_is_listed_file_missing_and_reprint_restores_it() {
    // A run killed after the journal committed and before the rename: the journal holds
    // the slip, no copy was placed, and nothing is at its path.
    let inst = Install::new();
    let (n, out) = inst.table_slip("BJ-1");
    std::fs::remove_file(&out).unwrap();
    // The journal notes a copy as not yet in place until its file is renamed into place.
    inst.db()
        .execute(
            "INSERT INTO unplaced (seq) SELECT seq FROM entries WHERE kind = 'issue'",
            [],
        )
        .unwrap();
    let list = inst.journal();
    assert_eq!(list[0]["file_missing"], true, "{list:?}");
    let r = inst.run(&["journal"]);
    assert!(r.stdout.contains("file missing"), "{r:?}");
    // The next slip says so, and the reprint restores it.
    let (_, _) = inst.table_slip("BJ-2");
    let round = inst.write("r3.toml", &lucky_break_at("BJ-3"));
    let r = inst.slip_run(&round, &inst.path("c.pdf"), &[]);
    assert!(
        r.stderr.contains(&format!(
            "slip {n} is recorded in the journal but its file never appeared"
        )),
        "{r:?}"
    );
    let again = inst.path("restored.pdf");
    let r = inst.run(&["reprint", &n.to_string(), "--out", s(&again)]);
    assert_eq!(r.code, 0, "{r:?}");
    assert_verified(&inst.verify(&again));
    assert!(inst.journal()[0].get("file_missing").is_none());
    // A file put in place by a run stopped before it could say so is found by its hash.
    let (m, placed) = inst.table_slip("BJ-4");
    inst.db()
        .execute(
            "INSERT INTO unplaced (seq) SELECT MAX(seq) FROM entries",
            [],
        )
        .unwrap();
    assert!(placed.exists());
    let entry = inst
        .journal()
        .into_iter()
        .find(|e| e["number"] == m)
        .unwrap();
    assert!(entry.get("file_missing").is_none(), "{entry}");
}

//! Verify: what must fail, with the reason: void copies, slips the journal
//! does not hold, non-canonical encodings, a broken journal chain, a malformed
//! trusted-keys file; and `verify --json`.

use serde_json::Value;

use crate::install::*;

#[test]
fn verify_a_copy_marked_void_fails_everywhere_even_where_the_journal_knows_nothing() {
    let here = Install::new();
    let there = Install::new();
    let (n, original) = here.table_slip("BJ-3");
    there.trust("Cage 1", &here.keys().0);
    assert_verified(&there.verify(&original));
    let r = here.run(&["void", &n.to_string(), "--reason", "wrong shoe"]);
    assert_eq!(r.code, 0, "{r:?}");
    let void_copy = here.path("void.pdf");
    let r = here.run(&["reprint", &n.to_string(), "--out", s(&void_copy)]);
    assert_eq!(r.code, 0, "{r:?}");
    assert_eq!(record(&std::fs::read(&void_copy).unwrap())["copy"], "void");
    // Another installation that trusts the key has no journal entry for it: the copy's
    // own VOID mark is enough.
    assert_failed(&there.verify(&void_copy), "marked VOID");
    assert_failed(&here.verify(&void_copy), "VOID");
}

#[test]
fn verify_a_slip_signed_by_this_key_that_its_journal_does_not_hold_fails() {
    // What a killed run could leave: a whole, signed slip whose journal transaction
    // never committed ("slip 35"). Made here by re-signing slip 1 as slip 9
    // with the installation's own key (an edit of the same length).
    let inst = Install::new();
    let (_, out) = inst.table_slip("BJ-4");
    let bytes = std::fs::read(&out).unwrap();
    let leftover = resign(
        &edit_record(&bytes, "\"signed\":{\"slip\":1,", "\"signed\":{\"slip\":9,"),
        &inst.signing_key(),
    );
    let r = inst.verify_bytes(&leftover);
    assert_failed(&r, "journal holds no slip 9");
    // A journal deleted outright holds no slip either.
    let fine = inst.verify(&out);
    assert_verified(&fine);
    std::fs::remove_file(inst.data().join("journal.sqlite3")).unwrap();
    let _ = std::fs::remove_file(inst.data().join("journal.sqlite3-wal"));
    let _ = std::fs::remove_file(inst.data().join("journal.sqlite3-shm"));
    assert_failed(&inst.verify(&out), "journal holds no slip 1");
}

#[test]
fn verify_non_canonical_seal_signature_or_key_encodings_fail() {
    // Upper-case hex names the same bytes, but a signed object has one written form:
    // elsewhere (no journal record to compare the file's hash with) it must fail too.
    let here = Install::new();
    let there = Install::new();
    let (_, out) = here.table_slip("BJ-5");
    there.trust("Cage 1", &here.keys().0);
    let bytes = std::fs::read(&out).unwrap();
    let range = seal_range(&bytes);
    let mut upper = bytes.clone();
    upper[range.clone()].make_ascii_uppercase();
    assert_ne!(upper, bytes, "the seal has hex letters to upper-case");
    assert_failed(
        &there.verify_bytes(&upper),
        "seal is not written in canonical form",
    );
    assert_failed(
        &here.verify_bytes(&upper),
        "seal is not written in canonical form",
    );
    let rec = record(&bytes);
    let signature = rec["signature"].as_str().unwrap();
    let changed = edit_record(&bytes, signature, &signature.to_uppercase());
    assert_failed(
        &there.verify_bytes(&changed),
        "signature is not written in canonical form",
    );
    let key = rec["public_key"].as_str().unwrap();
    let changed = edit_record(
        &bytes,
        &format!("\"public_key\":\"{key}"),
        &format!("\"public_key\":\"{}", key.to_uppercase()),
    );
    assert_failed(
        &there.verify_bytes(&changed),
        "public key is not written in canonical form",
    );
}

#[test]
fn verify_fails_when_this_installations_journal_chain_is_broken() {
    let inst = Install::new();
    let (_, first) = inst.table_slip("BJ-1");
    inst.table_slip("BJ-2");
    // Someone lowers slip 2's paid total in the journal.
    let n = inst
        .db()
        .execute("UPDATE entries SET paid = '17.40' WHERE seq = 2", [])
        .unwrap();
    assert_eq!(n, 1);
    let r = inst.verify(&first);
    assert_failed(&r, "journal cannot be trusted");
    assert!(
        r.stderr.contains("journal entry 2"),
        "names the entry: {r:?}"
    );
}

#[test]
fn verify_a_malformed_trusted_keys_file_is_reported_by_line_and_own_slips_still_verify() {
    let here = Install::new();
    let (_, ours) = here.table_slip("BJ-6");
    std::fs::write(
        here.data().join("trusted-keys.toml"),
        "[[key]]\nname = \"Cage 2\"\npublic_key = \"abc\n",
    )
    .unwrap();
    let r = here.verify(&ours);
    assert_verified(&r);
    assert!(
        r.stderr.contains("trusted-keys.toml:3"),
        "file and line: {r:?}"
    );
    // One bad entry does not cost the good ones.
    let there = Install::new();
    let (_, theirs) = there.table_slip("BJ-9");
    std::fs::write(
        here.data().join("trusted-keys.toml"),
        format!(
            "[[key]]\nname = \"typo\"\npublic_key = \"12345\"\n\n[[key]]\nname = \"Cage 2\"\npublic_key = \"{}\"\n",
            there.keys().0
        ),
    )
    .unwrap();
    let r = here.verify(&theirs);
    assert_verified(&r);
    assert!(r.stdout.contains("trusted key \"Cage 2\""), "{r:?}");
    assert!(
        r.stderr.contains("trusted-keys.toml:3: key[1].public_key"),
        "{r:?}"
    );
    assert_verified(&here.verify(&ours));
}

/// `verify --json` (and `keys --json`) says the outcome as JSON on standard output, with the same
/// exit status: verified (0), a failed verification with its reason (1), bad input (2).
#[test]
fn verify_json_says_the_outcome_with_the_exit_status() {
    let inst = Install::new();
    let (_, pdf) = inst.table_slip("BJ-1");
    let json = |r: &Run| -> Value { serde_json::from_str(&r.stdout).unwrap() };
    let r = inst.run(&["verify", s(&pdf), "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert_eq!(json(&r)["verified"], true);
    assert!(json(&r)["summary"]
        .as_str()
        .unwrap()
        .contains("slip 1 verified"));
    assert_eq!(inst.run(&["void", "1", "--reason", "test"]).code, 0);
    let r = inst.run(&["verify", s(&pdf), "--json"]);
    assert_eq!(r.code, 1, "{r:?}");
    assert_eq!(json(&r)["verified"], false);
    assert!(
        json(&r)["reason"].as_str().unwrap().contains("VOID"),
        "{r:?}"
    );
    let r = inst.run(&["verify", s(&inst.path("none.pdf")), "--json"]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(json(&r)["error"].is_string(), "{r:?}");
    // `keys --json` gives the key `keys` prints.
    let r = inst.run(&["keys", "--json"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert_eq!(json(&r)["public_key"], inst.keys().0.as_str());
}

//! Signed-off payout slips checked by `pitpay verify` (ROUND-FILE.md `verify` and the
//! **Verify** rules), voided and printed again: a fresh slip verifies, any changed byte,
//! amount, round, signature or key fails at its layer, and files that are not slips are
//! bad input. Split from `slips.rs` (no file over 1,000 lines); the same
//! installation helpers run the real binary in a throwaway data folder.

use std::path::Path;

use ed25519_dalek::{Signer as _, SigningKey};

use super::slips::SUITED_OR_BOOTED;
use crate::install::*;

#[test]
fn a_fresh_slip_verifies() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let r = inst.verify(&out);
    assert_verified(&r);
    let (_, fp) = inst.keys();
    assert!(r.stdout.contains("slip 1 verified"), "{r:?}");
    assert!(r.stdout.contains("this installation"), "{r:?}");
    assert!(r.stdout.contains(&fp), "{r:?}");
    assert!(r.stdout.contains("paid 174.00, net 163.00"), "{r:?}");
    // A copy of the file elsewhere is the same slip.
    let copy = inst.path("copy.pdf");
    std::fs::copy(&out, &copy).unwrap();
    assert_verified(&inst.verify(&copy));
}

#[test]
fn a_changed_byte_fails_verify() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let bytes = std::fs::read(&out).unwrap();
    let rec = record_range(&bytes);
    let seal = seal_range(&bytes);
    let trailer_id = bytes.len() - 120 + find(&bytes[bytes.len() - 120..], b"/ID[(").unwrap();
    // Offsets where the flipped file still parses as a PDF with a readable record.
    let offsets = [
        ("middle (font stream)", bytes.len() / 2),
        ("a quarter in", bytes.len() / 4),
        (
            "inside the record (the property)",
            rec.start + find(&bytes[rec.clone()], b"Grand Pier").unwrap() + 1,
        ),
        (
            "inside the record (the round)",
            rec.start + find(&bytes[rec.clone()], b"decks = 6").unwrap() + 8,
        ),
        ("the seal's first digit", seal.start),
        ("the seal's last digit", seal.end - 1),
        ("near the end (the trailer's /ID)", trailer_id + 6),
    ];
    for (what, at) in offsets {
        let mut changed = bytes.clone();
        let old = changed[at];
        // Flip to another letter or digit so the JSON and PDF syntax survive.
        changed[at] = match old {
            b'0'..=b'8' | b'a'..=b'y' | b'A'..=b'Y' => old + 1,
            b'9' => b'0',
            b'z' | b'Z' => old - 1,
            _ => old ^ 0x01,
        };
        assert_ne!(changed, bytes);
        let r = inst.verify_bytes(&changed);
        assert_eq!(r.code, 1, "{what} (offset {at}): {r:?}");
        assert!(r.stderr.contains("FAILED"), "{what}: {r:?}");
    }
    // The untouched file still verifies.
    assert_verified(&inst.verify(&out));
}

#[test]
fn any_changed_byte_fails_verify_with_exit_1() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let bytes = std::fs::read(&out).unwrap();
    let rec = record_range(&bytes);
    let n = bytes.len();
    let offsets = [
        ("the first byte", 0, 0x01),
        ("the header's version", 7, 0x01),
        ("the record's first byte", rec.start, 0x01),
        (
            "a record byte made non-UTF-8",
            rec.start + find(&bytes[rec.clone()], b"Grand Pier").unwrap(),
            0x80,
        ),
        ("the startxref offset", n - 9, 0x01),
        ("%%EOF", n - 3, 0x01),
    ];
    let mut wrong = Vec::new();
    for (what, at, mask) in offsets {
        let mut changed = bytes.clone();
        changed[at] ^= mask;
        let r = inst.verify_bytes(&changed);
        if r.code != 1 {
            wrong.push(format!("{what} (offset {at}): {r:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "a changed byte should fail verification (exit 1):\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_changed_amount_fails_verify_at_every_layer() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let bytes = std::fs::read(&out).unwrap();
    let key = inst.signing_key();
    let changed = edit_record(&bytes, "\"paid\":\"154.00\"", "\"paid\":\"999.00\"");
    // As is: the seal over the file no longer matches.
    assert_failed(&inst.verify_bytes(&changed), "seal does not match");
    // Re-sealed: the settlement's signature no longer matches its content.
    assert_failed(
        &inst.verify_bytes(&reseal(&changed, &key)),
        "signature does not match",
    );
    // Re-signed and re-sealed with this installation's own key: re-settling the
    // embedded round gives $154.00, not $999.00.
    assert_failed(
        &inst.verify_bytes(&resign(&changed, &key)),
        "different settlement",
    );
    // The totals too.
    let totals = edit_record(&bytes, "\"paid\":\"174.00\"", "\"paid\":\"999.00\"");
    assert_failed(&inst.verify_bytes(&totals), "seal");
    assert_failed(
        &inst.verify_bytes(&resign(&totals, &key)),
        "different settlement",
    );
}

#[test]
fn a_changed_embedded_round_fails_verify() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let bytes = std::fs::read(&out).unwrap();
    let key = inst.signing_key();
    // The dealer's fifth card 10♥ becomes 10♦: four hearts, unsuited, $3 won not $153.
    let card = edit_record(&bytes, "7H 10H", "7H 10D");
    assert_failed(&inst.verify_bytes(&card), "seal");
    assert_failed(
        &inst.verify_bytes(&reseal(&card, &key)),
        "signature does not match",
    );
    assert_failed(
        &inst.verify_bytes(&resign(&card, &key)),
        "different settlement",
    );
    // A round that no longer settles at all (9 decks).
    let decks = edit_record(&bytes, "decks = 6", "decks = 9");
    assert_failed(&inst.verify_bytes(&decks), "seal");
    assert_failed(
        &inst.verify_bytes(&resign(&decks, &key)),
        "no longer settles",
    );
    // An embedded paytable changed: 50 for five suited becomes 90.
    let table = edit_record(&bytes, "five-plus = 50", "five-plus = 90");
    assert_failed(&inst.verify_bytes(&table), "seal");
    assert_failed(
        &inst.verify_bytes(&resign(&table, &key)),
        "different settlement",
    );
}

#[test]
fn a_changed_signature_or_content_fails_verify() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let bytes = std::fs::read(&out).unwrap();
    let key = inst.signing_key();
    let sig = record(&bytes)["signature"].as_str().unwrap().to_string();
    let mut other = sig.clone().into_bytes();
    other[10] = if other[10] == b'0' { b'1' } else { b'0' };
    let changed = edit_record(&bytes, &sig, std::str::from_utf8(&other).unwrap());
    assert_failed(&inst.verify_bytes(&changed), "seal");
    assert_failed(
        &inst.verify_bytes(&reseal(&changed, &key)),
        "signature does not match",
    );
    // A signature from a different key over the same content.
    let stranger = SigningKey::from_bytes(&[7u8; 32]);
    let canonical = serde_json::to_vec(&record(&bytes)["signed"]).unwrap();
    let forged = hex(&stranger.sign(&canonical).to_bytes());
    let changed = reseal(&edit_record(&bytes, &sig, &forged), &key);
    assert_failed(&inst.verify_bytes(&changed), "signature does not match");
    // Content: the supervisor's name and the slip number.
    for (from, to) in [
        (
            "\"supervisor\":\"Ana Reyes\"",
            "\"supervisor\":\"Ann Reyes\"",
        ),
        ("\"slip\":1,", "\"slip\":7,"),
        ("\"copy\":\"original\"", "\"copy\":\"reprint\"\t"),
    ] {
        let changed = edit_record(&bytes, from, to);
        assert_failed(&inst.verify_bytes(&changed), "seal");
        if from.starts_with("\"copy") {
            continue; // not signed content; the seal alone covers it
        }
        assert_failed(
            &inst.verify_bytes(&reseal(&changed, &key)),
            "signature does not match",
        );
    }
}

#[test]
fn a_slip_the_journal_did_not_issue_fails_verify() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let bytes = std::fs::read(&out).unwrap();
    let key = inst.signing_key();
    let changed = edit_record(
        &bytes,
        "\"supervisor\":\"Ana Reyes\"",
        "\"supervisor\":\"Ann Reyes\"",
    );
    let forged = resign(&changed, &key);
    // ROUND-FILE.md: "where this installation's journal holds the slip, the file's hash
    // matches one the journal recorded for it".
    assert_failed(&inst.verify_bytes(&forged), "journal");
}

#[test]
fn another_installations_key_fails_until_it_is_trusted() {
    let here = Install::new();
    let there = Install::new();
    let (n_here, ours) = here.lucky_break("ours.pdf");
    let sob = there.write("sob.toml", SUITED_OR_BOOTED);
    let theirs = there.path("theirs.pdf");
    let n_there = there.slip(&sob, &theirs, AT_THE_TABLE);
    assert_eq!(
        (n_here, n_there),
        (1, 1),
        "each installation numbers its own"
    );
    let (their_key, their_fp) = there.keys();
    let (our_key, our_fp) = here.keys();
    assert_ne!(their_key, our_key);
    assert_eq!(their_key.len(), 64);
    assert_eq!(their_fp.len(), 16);

    // Genuine, unchanged, but signed by a key this installation does not know.
    assert_verified(&there.verify(&theirs));
    let r = here.verify(&theirs);
    assert_failed(&r, "unknown key");
    assert!(r.stderr.contains(&their_fp), "names the key: {r:?}");
    assert!(r.stderr.contains("trusted-keys.toml"), "{r:?}");

    // Another trusted key does not help.
    let trusted = here.data().join("trusted-keys.toml");
    std::fs::write(
        &trusted,
        format!(
            "[[key]]\nname = \"someone else\"\npublic_key = \"{}\"\n",
            "ab".repeat(32)
        ),
    )
    .unwrap();
    assert_failed(&here.verify(&theirs), "unknown key");

    // Listed: it passes, naming the trusted key.
    std::fs::write(
        &trusted,
        format!(
            "[[key]]\nname = \"someone else\"\npublic_key = \"{}\"\n\n[[key]]\nname = \"Cage 2\"\npublic_key = \"{their_key}\"\n",
            "ab".repeat(32)
        ),
    )
    .unwrap();
    let r = here.verify(&theirs);
    assert_verified(&r);
    assert!(r.stdout.contains("trusted key \"Cage 2\""), "{r:?}");
    assert!(r.stdout.contains(&their_fp), "{r:?}");
    // Our own slip 1 is unaffected by their slip 1.
    assert_verified(&here.verify(&ours));
    // Trust is one-way.
    let r = there.verify(&ours);
    assert_failed(&r, "unknown key");
    assert!(r.stderr.contains(&our_fp), "{r:?}");
    // A trusted-but-changed slip still fails.
    let bytes = std::fs::read(&theirs).unwrap();
    let changed = edit_record(&bytes, "\"odds\":\"8 for 1\"", "\"odds\":\"9 for 1\"");
    assert_failed(&here.verify_bytes(&changed), "seal");
}

#[test]
fn verify_in_an_empty_data_folder_trusts_nothing_and_creates_no_key() {
    let inst = Install::new();
    let (_, out) = inst.lucky_break("lb.pdf");
    let elsewhere = Install::new();
    assert_failed(&elsewhere.verify(&out), "unknown key");
    assert!(
        !elsewhere.data().join("signing-key").exists(),
        "verify must not create a signing key"
    );
}

#[test]
fn void_and_reprint() {
    let inst = Install::new();
    let (n, out) = inst.lucky_break("lb.pdf");
    assert_eq!(inst.state(n), "issued");

    // A reprint: marked REPRINT, same slip, verifies; the original still does.
    let re = inst.path("reprint.pdf");
    let r = inst.run(&["reprint", "1", "--out", s(&re)]);
    assert_eq!(r.code, 0, "{r:?}");
    let text = file_text(&re);
    let flat = flat(&text);
    assert!(flat.contains("REPRINT"), "{text}");
    assert!(!flat.contains("VOID"), "{text}");
    assert!(flat.contains("PAYOUT SLIP No. 000001"), "{text}");
    assert!(flat.contains("Player totals: stake $11.00, paid $174.00, net $163.00"));
    assert!(flat.contains(&format!("Supervisor: {SUPERVISOR} (ID {SUPERVISOR_ID})")));
    assert_eq!(record(&std::fs::read(&re).unwrap())["copy"], "reprint");
    assert_eq!(
        record(&std::fs::read(&re).unwrap())["signed"],
        record(&std::fs::read(&out).unwrap())["signed"],
        "a reprint carries the same signed record"
    );
    assert_verified(&inst.verify(&re));
    assert_verified(&inst.verify(&out));
    assert_eq!(inst.state(n), "reprinted");

    // Void: the original and the earlier reprint now fail.
    let r = inst.run(&["void", "1", "--reason", "dealt from the wrong shoe"]);
    assert_eq!(r.code, 0, "{r:?}");
    assert_failed(&inst.verify(&out), "VOID");
    assert_failed(&inst.verify(&re), "VOID");
    let entry = inst.journal()[0].clone();
    assert_eq!(entry["state"], "void");
    assert_eq!(entry["void_reason"], "dealt from the wrong shoe");

    // A reprint after the void says VOID, and fails too; the slip stays void.
    let rv = inst.path("reprint-void.pdf");
    let r = inst.run(&["reprint", "1", "--out", s(&rv)]);
    assert_eq!(r.code, 0, "{r:?}");
    let text = file_text(&rv);
    assert!(text.contains("VOID"), "{text}");
    assert!(!text.contains("REPRINT"), "{text}");
    assert_failed(&inst.verify(&rv), "VOID");
    assert_eq!(inst.state(n), "void");

    // Other slips are unaffected.
    let (n2, out2) = inst.lucky_break("lb2.pdf");
    assert_eq!(n2, 2);
    assert_verified(&inst.verify(&out2));
}

#[test]
fn void_and_reprint_reject_bad_input() {
    let inst = Install::new();
    inst.lucky_break("lb.pdf");
    for args in [
        &["void", "1", "--reason", "   "][..],
        &["void", "9", "--reason", "no such slip"],
        &["reprint", "9", "--out", "x.pdf"],
        &["reprint", "0", "--out", "x.pdf"],
    ] {
        let r = inst.run(args);
        assert_eq!(r.code, 2, "{args:?}: {r:?}");
        assert!(r.stderr.contains("error"), "{args:?}: {r:?}");
    }
    // A void without its --reason does not parse: a usage error, 64.
    let r = inst.run(&["void", "1"]);
    assert_eq!(r.code, 64, "{r:?}");
    assert!(r.stderr.contains("--reason"), "{r:?}");
    let r = inst.run(&["void", "9", "--reason", "no such slip"]);
    assert!(r.stderr.contains('9'), "names the number: {r:?}");
    assert_eq!(inst.state(1), "issued");
    assert!(!Path::new("x.pdf").exists());
}

#[test]
fn files_that_are_not_slips_exit_2() {
    let inst = Install::new();
    inst.lucky_break("lb.pdf"); // a journal and a key exist
    let random: Vec<u8> = (0u32..4096)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let random_file = inst.path("random.bin");
    std::fs::write(&random_file, &random).unwrap();
    let empty = inst.path("empty.pdf");
    std::fs::write(&empty, b"").unwrap();
    let text = inst.path("round.pdf");
    std::fs::copy(round(LUCKY_BREAK), &text).unwrap();
    // A plain PDF: the slip's own pages with the embedded record taken out of the
    // catalog (this build has no `pitpay sign` command to make another plain PDF).
    let sign = inst.path("plain.pdf");
    let mut doc = lopdf::Document::load(inst.path("lb.pdf")).unwrap();
    doc.catalog_mut().unwrap().remove(b"PitpaySlip").unwrap();
    doc.prune_objects();
    doc.save(&sign).unwrap();
    let plain = std::fs::read(&sign).unwrap();
    assert!(plain.starts_with(b"%PDF-") && find(&plain, b"pitpay_slip").is_none());
    assert!(pdf_text(&plain).contains("PAYOUT SLIP No. 000001"));
    for file in [
        random_file,
        empty,
        text,
        sign,
        inst.path("does-not-exist.pdf"),
    ] {
        let r = inst.verify(&file);
        assert_eq!(r.code, 2, "{}: {r:?}", file.display());
        assert!(r.stderr.contains(s(&file)), "names the file: {r:?}");
        assert!(r.stdout.is_empty(), "{r:?}");
    }
}

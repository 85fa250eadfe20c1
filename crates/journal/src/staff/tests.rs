//! What the staff commands say they did, in English as the docs and `--json` give it
//! and in the reader's language with the same names, IDs and keys.

use std::path::Path;

use pitpay_language::{english, sentence, Language, Sentence, Words};

use super::*;

fn words(tag: &str) -> Words {
    Words::shipped(Language::parse(tag).unwrap())
}

fn pins(given: &[&str]) -> Pins {
    Pins::given(given.iter().map(|p| (*p).to_string()))
}

fn fingerprint(dir: &Path, id: &str) -> String {
    register(dir)
        .unwrap()
        .member(id)
        .unwrap()
        .fingerprint
        .clone()
}

/// The Chinese says the same names, IDs and keys as the English, in its own words:
/// none of the English sentence's words are left.
fn same_figures_in_chinese(said: &Sentence, figures: &[&str], english_words: &[&str]) {
    for tag in ["zh-Hant", "zh-Hans"] {
        let chinese = said.in_words(&words(tag));
        for figure in figures {
            assert!(chinese.contains(figure), "{tag}: {figure} in {chinese}");
        }
        for word in english_words {
            assert!(!chinese.contains(word), "{tag}: {word} in {chinese}");
        }
    }
}

const MANAGER_PIN: &str = "246810";

/// The first manager these tests enrol.
const MARIA: NewMember<'static> = NewMember {
    id: "M-1",
    name: "Maria Gomez",
    role: Role::Manager,
};

/// Each outcome names the member as the register holds them (name, ID, role) and the
/// key they or the station now sign with (docs/who-signs.md): the enrolment, a PIN
/// reset, a member disabled, the station's key replaced on a manager's authority.
#[test]
fn each_staff_outcome_names_the_member_and_the_key_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let manager = MARIA;
    let added = add(d, &manager, None, &mut pins(&[MANAGER_PIN])).unwrap();
    let key = fingerprint(d, "M-1");
    // The first enrolment made the station's key: the journal's note follows, a line.
    let english_words = added.to_string();
    let (done, note) = english_words.split_once('\n').unwrap();
    assert_eq!(
        done,
        format!("Maria Gomez (M-1, manager) is enrolled, own key {key}")
    );
    assert!(
        note.starts_with("note: made this installation's signing key"),
        "{note}"
    );
    assert_eq!(added.in_words(english()), english_words);
    same_figures_in_chinese(
        &added,
        &["Maria Gomez", "M-1", &key],
        &["enrolled", "own key", "manager", "note:"],
    );
    assert!(added.in_words(&words("zh-Hant")).contains("（M-1，經理）"));
    assert!(added.in_words(&words("zh-Hans")).contains("（M-1，经理）"));

    let supervisor = NewMember {
        id: "S-1",
        name: "Dana Reyes",
        role: Role::Supervisor,
    };
    add(
        d,
        &supervisor,
        Some("M-1"),
        &mut pins(&[MANAGER_PIN, "135790"]),
    )
    .unwrap();
    let reset_ = reset(d, "S-1", "M-1", &mut pins(&[MANAGER_PIN, "975310"])).unwrap();
    let new_key = fingerprint(d, "S-1");
    assert_eq!(
        reset_.to_string(),
        format!("Dana Reyes (S-1, supervisor) has a new PIN, and a new own key {new_key}")
    );
    same_figures_in_chinese(
        &reset_,
        &["Dana Reyes", "S-1", &new_key],
        &["new PIN", "own key", "supervisor"],
    );
    assert!(reset_.in_words(&words("zh-Hant")).contains("賭枱主任"));

    let disabled = disable(d, "S-1", "M-1", &mut pins(&[MANAGER_PIN])).unwrap();
    assert_eq!(
        disabled.to_string(),
        "Dana Reyes (S-1, supervisor) is disabled"
    );
    same_figures_in_chinese(
        &disabled,
        &["Dana Reyes", "S-1"],
        &["disabled", "supervisor"],
    );
    assert_eq!(
        disabled.in_words(&words("zh-Hant")),
        "Dana Reyes（S-1，賭枱主任）已停用"
    );

    rotated_names_both_keys_and_the_manager(d);
}

/// The key file gone, a new key is made and replaces the one the journal holds, on the
/// manager's authority: the outcome names both keys and the manager.
fn rotated_names_both_keys_and_the_manager(d: &Path) {
    // The key file gone: a new key is made and replaces the one the journal holds.
    let old = crate::keys::fingerprint(&crate::keys::Keys::load(d).unwrap().unwrap().public());
    std::fs::remove_file(crate::keys::Keys::path(d)).unwrap();
    let rotated = rotate(d, Some("M-1"), &mut pins(&[MANAGER_PIN])).unwrap();
    let now = crate::keys::fingerprint(&crate::keys::Keys::load(d).unwrap().unwrap().public());
    assert_eq!(
        rotated.to_string(),
        format!(
            "station key {now} now signs for this station in place of key {old}, recorded in \
             the journal on the authority of Maria Gomez (M-1, manager); slips signed with \
             either key verify"
        )
    );
    same_figures_in_chinese(
        &rotated,
        &[&now, &old, "Maria Gomez", "M-1"],
        &["station key", "authority", "journal", "verify", "manager"],
    );
}

/// A station key replaced while the register is empty says no manager signed it.
#[test]
fn a_key_replaced_with_an_empty_register_says_no_manager_signed_it() {
    let said = sentence!(
        "staff-outcome-rotated-unsigned",
        key = "04ab2051f5da25f0",
        old = "9f1c0e77a2b3c4d5"
    );
    assert_eq!(
        said.to_string(),
        "station key 04ab2051f5da25f0 now signs for this station in place of key \
         9f1c0e77a2b3c4d5, recorded in the journal (the staff register is empty: no manager \
         signed it); slips signed with either key verify"
    );
    same_figures_in_chinese(
        &said,
        &["04ab2051f5da25f0", "9f1c0e77a2b3c4d5"],
        &["station key", "register", "manager", "verify"],
    );
}

/// A refusal that names a member names them as the register holds them, in the same
/// language as the rest of it: the last active manager is not disabled.
#[test]
fn a_refusal_names_the_member_in_its_own_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let manager = MARIA;
    add(d, &manager, None, &mut pins(&[MANAGER_PIN])).unwrap();
    let e = disable(d, "M-1", "M-1", &mut pins(&[MANAGER_PIN])).unwrap_err();
    assert_eq!(
        e.to_string(),
        "staff register: this change disables Maria Gomez (M-1, manager), the last active \
         manager: nobody could then change the register"
    );
    let chinese = pitpay_language::Sentence::from(&e).in_words(&words("zh-Hant"));
    assert!(chinese.contains("Maria Gomez（M-1，經理）"), "{chinese}");
    assert!(!chinese.contains("manager"), "{chinese}");
}

/// Whose PIN is missing is said in the reader's language: a new member is named by
/// their ID, and asked for at a terminal in the same words ("PIN for the new member
/// M-1:", then again).
#[test]
fn whose_pin_is_asked_for_is_said_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let manager = MARIA;
    let e = add(dir.path(), &manager, None, &mut pins(&[])).unwrap_err();
    assert_eq!(e.to_string(), "no PIN was given for the new member M-1");
    let chinese = pitpay_language::Sentence::from(&e).in_words(&words("zh-Hant"));
    assert!(chinese.contains("新成員 M-1"), "{chinese}");
    assert!(!chinese.contains("new member"), "{chinese}");
    let whose = pitpay_language::sentence!("journal-state-pin-new-member", id = "M-1");
    let again = pitpay_language::sentence!("journal-state-pin-again", whose = &whose);
    let prompt = pitpay_language::sentence!("journal-state-pin-prompt", whose = again);
    assert_eq!(prompt.to_string(), "PIN for the new member M-1, again:");
    assert_eq!(
        prompt.in_words(&words("zh-Hant")),
        "再次輸入新成員 M-1 的密碼："
    );
}

//! The chain's own tests: a chain as written checks; an edited, removed or foreign-signed
//! entry is named; entries from before stations still check; a shared chain trusts only
//! registered keys; numbers and voids must mean what the chain allows.

use super::*;

fn issue(slip: i64) -> Event {
    let mut e = Event::new(Kind::Issue, slip, "2026-03-14T21:05:00Z");
    e.who = "Ana Reyes".into();
    e.payload = format!("{{\"signed\":{{\"slip\":{slip}}}}}");
    e
}

fn chain(keys: &Keys, events: Vec<Event>) -> Vec<Record> {
    let mut head = Head::default();
    events
        .into_iter()
        .map(|e| {
            let r = link(&head, e, keys);
            head = advance(&head, &r);
            r
        })
        .collect()
}

fn check(keys: &Keys, records: &[Record]) -> Result<Checked, Broken> {
    let mut c = Checker::new(&keys.public_hex());
    for r in records {
        c.next(r)?;
    }
    Ok(c.finish())
}

fn keys() -> (tempfile::TempDir, Keys) {
    let dir = tempfile::tempdir().unwrap();
    let k = Keys::load_or_create(dir.path()).unwrap();
    (dir, k)
}

#[test]
fn a_chain_as_written_checks() {
    let (_d, k) = keys();
    let mut void = Event::new(Kind::Void, 1, "2026-03-14T22:00:00Z");
    void.reason = "wrong table".into();
    let records = chain(&k, vec![issue(1), issue(2), void]);
    let c = check(&k, &records).unwrap();
    assert_eq!((c.entries, c.slips), (3, 2));
    assert_eq!(c.head, records[2].hash);
    assert_eq!(records[0].prev, GENESIS);
    assert_eq!(records[1].prev, records[0].hash);
}

#[test]
fn an_edited_entry_a_removed_entry_and_a_foreign_signature_are_named() {
    let (_d, k) = keys();
    let mut void = Event::new(Kind::Void, 1, "2026-03-14T22:00:00Z");
    void.reason = "wrong table".into();
    let records = chain(&k, vec![issue(1), void, issue(2)]);
    // Un-voiding by editing the reason away: entry 2 no longer matches its hash.
    let mut edited = records.clone();
    edited[1].event.reason = String::new();
    let b = check(&k, &edited).unwrap_err();
    assert_eq!(b.seq, 2);
    assert!(b.to_string().contains("was changed"), "{b}");
    // Un-voiding by deleting the entry: entry 2 is missing.
    let removed = vec![records[0].clone(), records[2].clone()];
    let b = check(&k, &removed).unwrap_err();
    assert_eq!(b.seq, 2);
    assert!(b.to_string().contains("is missing"), "{b}");
    // Re-chaining without the key: hashes fit, the signer named is not this
    // installation's key ...
    let (_d2, other) = keys();
    let forged = chain(&other, vec![issue(1), issue(2)]);
    let b = check(&k, &forged).unwrap_err();
    assert_eq!(b.seq, 1);
    assert!(b.to_string().contains("signed by another key"), "{b}");
    // ... and naming it does not make the signature its.
    let mut named = link(&Head::default(), issue(1), &other);
    named.event.signer = k.public_hex();
    let bytes = canonical(1, &named.event, GENESIS);
    named.hash = sha256_hex(&bytes);
    named.signature = other.sign(&bytes);
    let b = check(&k, &[named]).unwrap_err();
    assert!(
        b.to_string()
            .contains("not signed by this installation's key"),
        "{b}"
    );
}

/// Entries written before entries named their station and signer hash as
/// they always did, and are checked with the installation's own key.
#[test]
fn entries_from_before_stations_hash_as_before_and_check_with_the_own_key() {
    let (_d, k) = keys();
    let e = issue(1);
    let bytes = canonical(1, &e, GENESIS);
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(
        !text.contains("station") && !text.contains("signer"),
        "{text}"
    );
    let old = Record {
        seq: 1,
        hash: sha256_hex(&bytes),
        signature: k.sign(&bytes),
        prev: GENESIS.into(),
        event: e,
    };
    let mut next = issue(2);
    next.station = "Pit 2".into();
    let new = link(&advance(&Head::default(), &old), next, &k);
    assert_eq!(new.event.signer, k.public_hex());
    let c = check(&k, &[old, new]).unwrap();
    assert_eq!((c.entries, c.slips), (2, 2));
}

fn registration(station: &str) -> Event {
    let mut e = Event::new(Kind::Key, 0, "2026-03-14T20:00:00Z");
    e.station = station.into();
    e
}

fn at(station: &str, mut e: Event) -> Event {
    e.station = station.into();
    e
}

/// A shared chain, written by several stations' keys (each registered, by itself,
/// before it writes), checked trusting no key in advance.
fn shared(records: &[Record]) -> Result<Checked, Broken> {
    let mut c = Checker::with_trust(Trust::Shared);
    for r in records {
        c.next(r)?;
    }
    Ok(c.finish())
}

fn written(by: &[(&Keys, Event)]) -> Vec<Record> {
    let mut head = Head::default();
    by.iter()
        .map(|(k, e)| {
            let r = link(&head, e.clone(), k);
            head = advance(&head, &r);
            r
        })
        .collect()
}

#[test]
fn a_shared_chain_of_registered_stations_checks_and_lists_their_keys() {
    let ((_a, a), (_b, b)) = (keys(), keys());
    let mut void = at("Pit 2", Event::new(Kind::Void, 1, "2026-03-14T22:00:00Z"));
    void.reason = "wrong table".into();
    let records = written(&[
        (&a, registration("Pit 1")),
        (&b, registration("Pit 2")),
        (&a, at("Pit 1", issue(1))),
        (&b, at("Pit 2", issue(2))),
        (&b, void),
    ]);
    let c = shared(&records).unwrap();
    assert_eq!((c.entries, c.slips), (5, 2));
    let stations: Vec<_> = c
        .keys
        .iter()
        .map(|k| (k.station.as_str(), k.key.clone()))
        .collect();
    assert_eq!(
        stations,
        [("Pit 1", a.public_hex()), ("Pit 2", b.public_hex())]
    );
    // Its own installation's checker does not speak for a shared chain: B's entries
    // are not A's.
    assert!(check(&a, &records).is_err());
}

#[test]
fn a_shared_chain_refuses_unregistered_keys_and_registrations_by_another_key() {
    let ((_a, a), (_c, c)) = (keys(), keys());
    let records = written(&[(&a, registration("Pit 1")), (&c, at("Pit 3", issue(1)))]);
    let b = shared(&records).unwrap_err();
    assert_eq!(b.seq, 2);
    assert!(matches!(b.why, Flaw::Unregistered { .. }), "{b}");
    assert!(b.to_string().contains("no station registered"), "{b}");
    // A registration naming C's key but signed by A's does not register C.
    let mut forged = link(&Head::default(), registration("Pit 3"), &a);
    forged.event.signer = c.public_hex();
    let bytes = canonical(1, &forged.event, GENESIS);
    forged.hash = sha256_hex(&bytes);
    forged.signature = a.sign(&bytes);
    let b = shared(&[forged]).unwrap_err();
    assert!(matches!(b.why, Flaw::NotSignedAsNamed { .. }), "{b}");
    // An entry naming no signer has no place in a shared chain.
    let e = issue(1);
    let bytes = canonical(1, &e, GENESIS);
    let unnamed = Record {
        seq: 1,
        hash: sha256_hex(&bytes),
        signature: a.sign(&bytes),
        prev: GENESIS.into(),
        event: e,
    };
    let b = shared(&[unnamed]).unwrap_err();
    assert_eq!(b.why, Flaw::NoSignerShared, "{b}");
}

#[test]
fn numbers_that_skip_and_voids_of_unknown_slips_do_not_hold() {
    let (_d, k) = keys();
    let b = check(&k, &chain(&k, vec![issue(1), issue(3)])).unwrap_err();
    assert_eq!(b.seq, 2);
    assert_eq!(b.why, Flaw::SlipOutOfOrder { slip: 3, last: 1 }, "{b}");
    assert!(b.to_string().contains("skip or repeat"), "{b}");
    let void = Event::new(Kind::Void, 5, "t");
    let b = check(&k, &chain(&k, vec![issue(1), void])).unwrap_err();
    assert_eq!(b.why, Flaw::NeverIssued(5), "{b}");
}

/// What an entry is, in words, keeps its brackets balanced: a register change's own
/// words end in a bracket of their own, which stays.
#[test]
fn an_entry_described_keeps_its_own_brackets() {
    let mut e = Event::new(Kind::Staff, 0, "2026-03-14T21:05:00Z");
    e.reason = "add S-1 (Bob Lee, supervisor)".into();
    assert_eq!(
        described(&e),
        "staff register: add S-1 (Bob Lee, supervisor)"
    );
    assert_eq!(described(&issue(3)), "issue of slip 3");
    let listed = format!("entry 4: {} (from x.log)", described(&e));
    assert_eq!(listed.matches('(').count(), listed.matches(')').count());
}

/// A register change and a database adopted are said from the facts their entry carries,
/// in the reader's language (the reason column keeps its English), and from that English
/// only when the entry's own record does not read.
#[test]
fn a_register_change_and_an_adoption_are_said_in_the_readers_language() {
    use crate::register::{Action, Change, Role, SignedChange};
    let hant =
        pitpay_language::Words::shipped(pitpay_language::Language::parse("zh-Hant").unwrap());
    let change = Change {
        pitpay_staff: 1,
        action: Action::Add,
        id: "S-1".into(),
        name: "Bob Lee".into(),
        role: Role::Supervisor,
        time: "2026-03-14T21:05:00Z".into(),
        station: "Pit 1".into(),
        credential: None,
        by: "M-1".into(),
    };
    let mut e = Event::new(Kind::Staff, 0, "2026-03-14T21:05:00Z");
    e.reason = change.describe();
    e.payload = serde_json::to_string(&SignedChange {
        change,
        signature: String::new(),
    })
    .unwrap();
    assert_eq!(
        event_said(&e).to_string(),
        "staff register: add S-1 (Bob Lee, supervisor)"
    );
    assert_eq!(
        event_said(&e).in_words(&hant),
        "員工名冊：新增Bob Lee（S-1，賭枱主任）"
    );
    e.payload = "not a change".into();
    assert!(event_said(&e)
        .in_words(&hant)
        .ends_with("add S-1 (Bob Lee, supervisor)"));

    let mut d = Event::new(Kind::Database, 0, "2026-03-14T21:05:00Z");
    d.reason = "moved: database 16384 of server 7334".into();
    d.payload = serde_json::json!({
        "adoption": {
            "pitpay_database": 1,
            "station": "Pit 1",
            "time": "2026-03-14T21:05:00Z",
            "identity": {"journal": "j", "database": "database 16384 of server 7334"},
            "why": "moved",
            "by": "M-1",
        },
        "signature": "",
    })
    .to_string();
    assert_eq!(
        event_said(&d).to_string(),
        "the journal's database adopted: moved: database 16384 of server 7334"
    );
    assert!(
        event_said(&d)
            .in_words(&hant)
            .starts_with("日誌採用的資料庫（遷移）"),
        "{}",
        event_said(&d).in_words(&hant)
    );
}

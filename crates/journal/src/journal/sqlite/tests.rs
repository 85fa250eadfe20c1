//! The SQLite store's own tests: an older journal is migrated once, and its chain
//! still holds.

use super::*;
use crate::journal::chain::Event;
use crate::journal::handle::Journal;
use crate::journal::write::NewSlip;

/// A schema-2 journal as Pitpay wrote it before stations: its tables, and
/// two chained issues whose entries name no station or signer.
fn v2_journal(path: &Path, keys: &Keys) {
    let db = Connection::open(path).unwrap();
    db.execute_batch(
        "CREATE TABLE entries (
            seq INTEGER PRIMARY KEY,
            kind TEXT NOT NULL, slip INTEGER NOT NULL, time TEXT NOT NULL,
            who TEXT NOT NULL, who_id TEXT NOT NULL, reason TEXT NOT NULL,
            table_label TEXT NOT NULL, game TEXT NOT NULL, paid TEXT NOT NULL, net TEXT NOT NULL,
            payload TEXT NOT NULL, file_sha256 TEXT NOT NULL, file TEXT NOT NULL,
            round_sha256 TEXT NOT NULL,
            prev TEXT NOT NULL, hash TEXT NOT NULL, signature TEXT NOT NULL);
         CREATE TABLE placed (seq INTEGER PRIMARY KEY);
         PRAGMA user_version = 2;",
    )
    .unwrap();
    let mut head = Head::default();
    for slip in 1..=2 {
        let mut e = Event::new(Kind::Issue, slip, "2026-03-14T21:05:00Z");
        e.payload = format!("{{\"signed\":{{\"slip\":{slip}}}}}");
        let bytes = chain::canonical(head.seq + 1, &e, &head.hash);
        let r = Record {
            seq: head.seq + 1,
            hash: chain::sha256_hex(&bytes),
            signature: keys.sign(&bytes),
            prev: head.hash.clone(),
            event: e,
        };
        db.execute(
            "INSERT INTO entries VALUES (?1, 'issue', ?2, ?3, '', '', '', '', '', '', '', ?4, '', '', '', ?5, ?6, ?7)",
            params![r.seq, slip, r.event.time, r.event.payload, r.prev, r.hash, r.signature],
        )
        .unwrap();
        head = chain::advance(&head, &r);
    }
}

/// A journal of schema 2 gains each entry's station and signer, and
/// its slip records move to their own table with their hashes beside the entries,
/// once; its entries still check with the installation's key (slip records
/// included), and the next slip follows them.
#[test]
fn a_schema_2_journal_is_migrated_to_4_and_its_chain_still_holds() {
    let dir = tempfile::tempdir().unwrap();
    let keys = Keys::load_or_create(dir.path()).unwrap();
    v2_journal(&Sqlite::path(dir.path()), &keys);
    let store = Sqlite::open(dir.path(), &|| Ok(None)).unwrap();
    let version: u32 = store
        .db
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA);
    let mut journal = Journal::with_store(store);
    let own = keys.public_hex();
    assert_eq!(journal.check(&own).unwrap().unwrap().slips, 2);
    let slip = NewSlip {
        time: "2026-03-14T22:00:00Z",
        supervisor: "Ana Reyes",
        supervisor_id: "S-77",
        table: "BJ-2",
        game: "blackjack",
        paid: "10.00",
        net: "5.00",
        round_sha256: "ab",
        jackpot: false,
        to_pay: "",
        cage: false,
    };
    let (number, _) = journal
        .issue(&slip, &keys, |n, _| {
            Ok::<_, JournalError>(crate::journal::write::Issued {
                payload: format!("{{\"signed\":{{\"slip\":{n}}}}}"),
                sha256: String::new(),
                file: String::new(),
            })
        })
        .unwrap();
    assert_eq!(number, 3);
    let checked = journal.check(&own).unwrap().unwrap();
    assert_eq!((checked.entries, checked.slips), (3, 3));
}

/// A backup named as the live journal (or its write-ahead log), however the path is
/// written, is refused even with `force`, and the journal is left as it was.
#[test]
fn a_backup_over_the_live_journal_is_refused_even_with_force() {
    let dir = tempfile::tempdir().unwrap();
    let keys = Keys::load_or_create(dir.path()).unwrap();
    v2_journal(&Sqlite::path(dir.path()), &keys);
    let journal = Journal::with_store(Sqlite::open(dir.path(), &|| Ok(None)).unwrap());
    let live = Sqlite::path(dir.path());
    let roundabout = dir.path().join("station/../journal.sqlite3");
    std::fs::create_dir_all(dir.path().join("station")).unwrap();
    let wal = dir.path().join("journal.sqlite3-wal");
    for to in [&live, &roundabout, &wal] {
        let e = journal.backup(to, true).unwrap_err();
        assert!(e.to_string().contains("the live journal itself"), "{e}");
    }
    assert_eq!(journal.check(&keys.public_hex()).unwrap().unwrap().slips, 2);
    let elsewhere = dir.path().join("backup.sqlite3");
    assert_eq!(journal.backup(&elsewhere, false).unwrap().last_slip, 2);
}

//! Journal operations on a journal of N slips, which must cost the same on
//! the millionth slip as on the first. Journals are built by `Journal::fill` (genuine
//! chained, signed, checkpointed entries carrying a real slip's record) around two
//! slips issued for real. Sizes: `PITPAY_BENCH_SLIPS` (default `1000,100000`; the
//! README's curve adds `1000000`, which takes about N × 40 µs to build and 5 GB of
//! disk). With `PITPAY_BENCH_POSTGRES` naming a server's maintenance database as a user
//! who may create databases (`postgres://USER:PASSWORD@127.0.0.1:PORT/postgres`), the
//! same runs on a shared PostgreSQL journal too, in a database `pitpay_bench_N` made
//! afresh, at the sizes in `PITPAY_BENCH_PG_SLIPS` (default `1000,100000`).
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion};
use pitpay_core::Catalog;
use pitpay_documents::slip::{Options, SignOff};
use pitpay_journal::{CheckFrom, Journal, Scope, SlipFilter};

struct Built {
    dir: tempfile::TempDir,
    last: Vec<u8>,
    number: i64,
}

fn who() -> SignOff {
    SignOff {
        property: "Bench".into(),
        supervisor: "Bench Supervisor".into(),
        supervisor_id: "B-1".into(),
        ..Default::default()
    }
}

fn round(table: &str) -> String {
    std::fs::read_to_string("tests/rounds/lucky-break-seed.toml")
        .unwrap()
        .replace("table = \"BJ-2\"", &format!("table = \"{table}\""))
}

fn issue(dir: &std::path::Path, table: &str, options: &Options) -> (i64, Vec<u8>) {
    let out = dir.join("slip.pdf");
    let issued = pitpay_documents::slip::issue(
        "bench.toml",
        &round(table),
        &Catalog::with_operator_dir(None),
        &who(),
        Some(&out),
        dir,
        options,
    )
    .unwrap();
    (issued.number, std::fs::read(&out).unwrap())
}

/// A journal of `n` slips: a real one, `n - 2` filled, a real one. On PostgreSQL when
/// `postgres` names a server (the station registered first).
fn build(n: i64, postgres: Option<&str>) -> Built {
    let dir = tempfile::tempdir().unwrap();
    if let Some(url) = postgres {
        let db = format!("pitpay_bench_{n}");
        let mut admin = postgres::Client::connect(url, postgres::NoTls).unwrap();
        // One statement each: neither may run inside a transaction block.
        for sql in [
            format!("DROP DATABASE IF EXISTS {db}"),
            format!("CREATE DATABASE {db}"),
        ] {
            admin.batch_execute(&sql).unwrap();
        }
        let (base, _) = url.rsplit_once('/').unwrap();
        let settings = format!("journal = \"{base}/{db}\"\nstation = \"Bench podium\"\n");
        std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
        let keys = pitpay_journal::keys::Keys::load_or_create(dir.path()).unwrap();
        let who = pitpay_journal::Actor::or_account(Some("Bench"), Some("B-1"));
        Journal::open(dir.path())
            .unwrap()
            .register(&keys, &who, &pitpay_journal::now())
            .unwrap();
    }
    let options = Options {
        force: true,
        again: true,
        ..Default::default()
    };
    issue(dir.path(), "BJ-1", &options);
    let keys = pitpay_journal::keys::Keys::load_or_create(dir.path()).unwrap();
    let mut journal = Journal::open(dir.path()).unwrap();
    let template = journal.slip(1).unwrap().unwrap().payload;
    journal
        .fill(&keys, n - 2, &|k| {
            template.replace(
                "\"signed\":{\"slip\":1,",
                &format!("\"signed\":{{\"slip\":{k},"),
            )
        })
        .unwrap();
    drop(journal);
    let (number, last) = issue(dir.path(), "BJ-2", &options);
    Built { dir, last, number }
}

fn sizes(var: &str) -> Vec<i64> {
    std::env::var(var)
        .unwrap_or_else(|_| "1000,100000".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect()
}

fn journal(c: &mut Criterion) {
    let postgres = std::env::var("PITPAY_BENCH_POSTGRES").ok();
    let mut runs: Vec<(i64, Option<&str>)> = sizes("PITPAY_BENCH_SLIPS")
        .into_iter()
        .map(|n| (n, None))
        .collect();
    if let Some(url) = postgres.as_deref().filter(|u| !u.is_empty()) {
        runs.extend(
            sizes("PITPAY_BENCH_PG_SLIPS")
                .into_iter()
                .map(|n| (n, Some(url))),
        );
    }
    for (n, pg) in runs {
        let started = std::time::Instant::now();
        let b = build(n, pg);
        let store = if pg.is_some() { "PostgreSQL" } else { "SQLite" };
        eprintln!(
            "{store} journal of {n} slips built in {:.1?}",
            started.elapsed()
        );
        let data = b.dir.path();
        let options = Options {
            force: true,
            again: true,
            ..Default::default()
        };
        let mut g = c.benchmark_group(format!("{store} journal {n}"));
        g.bench_function("issue a slip", |bench| {
            bench.iter(|| issue(data, "BJ-3", &options))
        });
        g.bench_function("verify a slip", |bench| {
            bench.iter(|| pitpay_documents::slip::verify(&b.last, data).unwrap())
        });
        // What the cage does at each scan before paying: the slip found by its number
        // and checked as `verify` checks it (the journal's record, its entries vouched
        // for, re-settled).
        let number = b.number.to_string();
        g.bench_function("cage: a slip found by its number and checked", |bench| {
            bench.iter(|| pitpay_documents::cage::look(&number, data).unwrap())
        });
        let journal = Journal::open(data).unwrap();
        g.bench_function("look up a slip", |bench| {
            bench.iter(|| journal.slip(b.number).unwrap().unwrap())
        });
        let day = SlipFilter {
            since: Some("2026-01-01".into()),
            until: Some("2026-01-02".into()),
            ..SlipFilter::default()
        };
        g.bench_function("jackpot list of a day", |bench| {
            bench
                .iter(|| pitpay_documents::slip::list_jackpots(&journal, &day, usize::MAX).unwrap())
        });
        let newest = SlipFilter {
            newest_first: true,
            ..SlipFilter::default()
        };
        g.bench_function("History's first page (50 slips)", |bench| {
            bench.iter(|| {
                let mut page = Vec::with_capacity(50);
                journal
                    .slips(&newest, &mut |e| {
                        page.push(e);
                        Ok(page.len() < 50)
                    })
                    .unwrap();
                page
            })
        });
        let search =
            pitpay_journal::export::search("table:BJ-3 paid:10-30", journal.clock()).unwrap();
        g.bench_function("History: a search's first page", |bench| {
            bench.iter(|| {
                let mut page = Vec::with_capacity(50);
                let filter = SlipFilter {
                    newest_first: true,
                    ..search.filter.clone()
                };
                journal
                    .slips(&filter, &mut |e| {
                        page.push(e);
                        Ok(page.len() < 50)
                    })
                    .unwrap();
                page
            })
        });
        // A search for a day without slips answers from the time index,
        // without reading the table's slips; History's count of a search.
        let empty_day =
            pitpay_journal::export::search("2025-06-01 table:BJ-3", journal.clock()).unwrap();
        g.bench_function("History: a search of a day without slips", |bench| {
            bench.iter(|| {
                pitpay_journal::export::page(&journal, &empty_day, None, 50, &|| false).unwrap()
            })
        });
        let table = pitpay_journal::export::search("table:BJ-3", journal.clock()).unwrap();
        g.bench_function(
            "History: how many slips a table's search selects",
            |bench| {
                bench.iter(|| pitpay_journal::export::count(&journal, &table, &|| false).unwrap())
            },
        );
        let everything = pitpay_journal::export::Selection::default();
        g.bench_function("History: how many slips (by the time index)", |bench| {
            bench.iter(|| pitpay_journal::export::count(&journal, &everything, &|| false).unwrap())
        });
        let own = pitpay_journal::keys::Keys::load(data)
            .unwrap()
            .unwrap()
            .public_hex();
        let tail = Scope {
            from: CheckFrom::LastCheckpoint,
            ..Scope::default()
        };
        g.bench_function("check from the last checkpoint", |bench| {
            bench.iter(|| journal.audit(&own, &tail, &mut |_, _| {}).unwrap().unwrap())
        });
        g.finish();
        // The whole chain once: entries a second (at least 200,000).
        let started = std::time::Instant::now();
        let audit = journal
            .audit(&own, &Scope::default(), &mut |_, _| {})
            .unwrap()
            .unwrap();
        let secs = started.elapsed().as_secs_f64();
        eprintln!(
            "{store} journal {n}: journal --check walked {} entries in {secs:.2} s: {:.0} entries a second",
            audit.walked,
            audit.walked as f64 / secs
        );
    }
}

/// A slip signed by an enrolled supervisor, and its verify, on a journal of
/// 1,000 slips whose staff register holds `PITPAY_BENCH_STAFF` members (default
/// `1,50`): the register is read by the kind index on each, so its cost follows the
/// staff, not the slips; the PIN's Argon2id (twice: the hash, the key that seals the
/// member's own key) is most of it, by design.
fn staff(c: &mut Criterion) {
    use pitpay_journal::staff::Pins;
    use pitpay_journal::staff::Role;
    use pitpay_journal::staff::{add, NewMember};
    let counts = std::env::var("PITPAY_BENCH_STAFF").unwrap_or_else(|_| "1,50".into());
    for m in counts
        .split(',')
        .filter_map(|s| s.trim().parse::<usize>().ok())
    {
        let b = build(1000, None);
        let data = b.dir.path();
        let pin = || Pins::given(["246810".to_string(), "135790".to_string()]);
        let manager = NewMember {
            id: "M-1",
            name: "Bench Manager",
            role: Role::Manager,
        };
        add(
            data,
            &manager,
            None,
            &mut Pins::given(["246810".to_string()]),
        )
        .unwrap();
        for i in 1..m.max(1) {
            // Of one width: no ID may begin another.
            let id = format!("S-{i:05}");
            let member = NewMember {
                id: &id,
                name: "Bench Supervisor",
                role: Role::Supervisor,
            };
            add(data, &member, Some("M-1"), &mut pin()).unwrap();
        }
        let who = SignOff {
            supervisor: String::new(),
            supervisor_id: "M-1".into(),
            ..who()
        };
        let options = Options {
            force: true,
            again: true,
            ..Default::default()
        };
        let out = data.join("enrolled.pdf");
        let signed = |out: &std::path::Path| {
            let options = Options {
                pins: Pins::given(["246810".to_string()]),
                ..options.clone()
            };
            pitpay_documents::slip::issue(
                "bench.toml",
                &round("BJ-4"),
                &Catalog::with_operator_dir(None),
                &who,
                Some(out),
                data,
                &options,
            )
            .unwrap()
        };
        signed(&out);
        let bytes = std::fs::read(&out).unwrap();
        let mut g = c.benchmark_group(format!("staff register of {m}"));
        g.bench_function("issue a slip signed by an enrolled supervisor", |bench| {
            bench.iter(|| signed(&out))
        });
        g.bench_function("verify it", |bench| {
            bench.iter(|| pitpay_documents::slip::verify(&bytes, data).unwrap())
        });
        g.finish();
    }
}

/// Issuing and verifying a slip signed by an enrolled supervisor cost the
/// same with a register of 1 supervisor (and its manager) and with 200 members after
/// 2,000 register changes: the register is read from its newest signed checkpoint and
/// checked link by link from there, not folded from its first change. The changes are
/// written straight to the journal, as `staff add` and `staff reset` write them (one
/// credential made once and given again, so that building is not 2,000 Argon2id
/// hashes).
fn register_history(c: &mut Criterion) {
    for (members, changes) in [(2usize, 2usize), (200, 2000)] {
        let b = build(1000, None);
        let data = b.dir.path();
        enrol_many(data, members, changes);
        let who = SignOff {
            supervisor: String::new(),
            supervisor_id: "S-00001".into(),
            ..who()
        };
        let out = data.join("enrolled.pdf");
        let signed = |out: &std::path::Path| {
            let options = Options {
                force: true,
                again: true,
                pins: pitpay_journal::staff::Pins::given(["135790".to_string()]),
                ..Default::default()
            };
            pitpay_documents::slip::issue(
                "bench.toml",
                &round("BJ-5"),
                &Catalog::with_operator_dir(None),
                &who,
                Some(out),
                data,
                &options,
            )
            .unwrap()
        };
        signed(&out);
        let bytes = std::fs::read(&out).unwrap();
        let mut g = c.benchmark_group(format!("register of {members} after {changes} changes"));
        g.bench_function("issue a slip signed by an enrolled supervisor", |bench| {
            bench.iter(|| signed(&out))
        });
        g.bench_function("verify it", |bench| {
            bench.iter(|| pitpay_documents::slip::verify(&bytes, data).unwrap())
        });
        let journal = Journal::open(data).unwrap();
        g.bench_function("read the staff register", |bench| {
            bench.iter(|| journal.authority(None).unwrap().unwrap())
        });
        g.finish();
    }
}

/// A manager and `members - 1` supervisors enrolled, then PINs reset until the register
/// has had `changes` changes.
fn enrol_many(data: &std::path::Path, members: usize, changes: usize) {
    use pitpay_journal::staff::{enroll, Action, Change, Credential, Role, FORMAT};
    let station = pitpay_journal::keys::Keys::load(data).unwrap().unwrap();
    let mut journal = Journal::open(data).unwrap();
    let (manager, manager_keys) = enroll("246810").unwrap();
    let (supervisor, _) = enroll("135790").unwrap();
    let by = pitpay_journal::Actor::or_account(Some("Bench Manager"), Some("M-1"));
    let change = |action, id: String, role, credential: &Credential| Change {
        pitpay_staff: FORMAT,
        action,
        id,
        name: "Bench Member".into(),
        role,
        time: pitpay_journal::now(),
        station: String::new(),
        credential: Some(credential.clone()),
        by: "M-1".into(),
    };
    let mut write = |c: Change| {
        journal
            .change_staff(&station, &c.sign(&manager_keys), &by)
            .unwrap();
    };
    write(change(Action::Add, "M-1".into(), Role::Manager, &manager));
    for i in 1..members {
        write(change(
            Action::Add,
            // Of one width: no ID may begin another (a staff rule since the ID box moved
            // to the PIN field).
            format!("S-{i:05}"),
            Role::Supervisor,
            &supervisor,
        ));
    }
    for i in members..changes {
        let id = format!("S-{:05}", i % (members - 1) + 1);
        write(change(Action::Reset, id, Role::Supervisor, &supervisor));
    }
}

criterion_group! {
    name = year;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(300));
    targets = journal, staff, register_history
}
criterion_main!(year);

//! The journal's PostgreSQL store: one database shared by every station of a property,
//! so that its slips are numbered in one series (issue 15; README "One slip series for
//! the property").
//!
//! Numbers come from a counter row (`pitpay_counter`, one row holding the chain's head:
//! the last entry's `seq` and hash and the last slip number), read `FOR UPDATE` at the
//! start of every append: the row lock makes the stations' appends take turns, and the
//! number is written in the same transaction as the entry, so a transaction that fails
//! takes no number (a PostgreSQL sequence would skip one). A station that vanishes while
//! it holds the lock loses it after `idle_in_transaction_session_timeout`, and a station
//! waiting for it gives up after `lock_timeout`, each set for Pitpay's sessions only.
//!
//! Schema versions (`pitpay_meta`, name `schema`), applied in one transaction under an
//! advisory lock, so that of several stations starting at once one creates the tables:
//! - 1: `pitpay_counter`, `pitpay_entries` (the chain, one row per [`Record`], as the
//!   SQLite store keeps it), `pitpay_placed` (copies whose file was put in place);
//! - 2: a year on the floor (issue 18): payload hashes, jackpot flags, indexes,
//!   `pitpay_unplaced` and `pitpay_checkpoints`;
//! - 3: who signs (issue 19): no table changes; the chain may hold `staff`, `refused`
//!   and `rotate` entries, which an older Pitpay would not read;
//! - 4: a record no one can rewrite (issue 31, as the SQLite store's 6): each entry's
//!   `register` and `refused`, the counter's too, an index by kind and entry, the
//!   register's signed checkpoints; `gap` entries; `pitpay_meta` says whether the
//!   journal is shared.
//!
//! A database error becomes a message in the words of the people who set the journal
//! up: which server, and what to check (its address, the user's password, the
//! database's name), never the driver's own wording.

use std::cell::RefCell;
use std::path::PathBuf;
use std::str::FromStr as _;
use std::sync::Arc;
use std::time::Duration;

use postgres::error::SqlState;
use postgres::{Client, GenericClient, NoTls, Row, Transaction};

use super::chain::{self, Group, Head, Kind, Record};
use super::sqlite::{listed, record_from, COLUMNS};
use super::{listing, Entry, JournalError, RegisterCheckpoint, SlipFilter, Store};

/// The schema this build writes.
pub const SCHEMA: u32 = 4;

/// How long Pitpay waits for the server to answer a connection.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// The server-side limits of Pitpay's sessions (see the module docs): a station may
/// hold the counter at most this long between statements, and waits at most this long
/// for it.
const SESSION_OPTIONS: &str =
    "-c idle_in_transaction_session_timeout=30000 -c lock_timeout=30000 -c statement_timeout=60000";

/// The advisory lock that makes schema migrations take turns (any fixed number).
const MIGRATION_LOCK: i64 = 0x7069_7470_6179_0015;

const CREATE_V1: &str = "
    CREATE TABLE pitpay_counter (
        id integer PRIMARY KEY CHECK (id = 1),
        seq bigint NOT NULL, hash text NOT NULL, last_slip bigint NOT NULL);
    INSERT INTO pitpay_counter VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000', 0);
    CREATE TABLE pitpay_entries (
        seq bigint PRIMARY KEY,
        kind text NOT NULL, slip bigint NOT NULL, time text NOT NULL,
        who text NOT NULL, who_id text NOT NULL, reason text NOT NULL,
        table_label text NOT NULL, game text NOT NULL, paid text NOT NULL, net text NOT NULL,
        payload text NOT NULL, file_sha256 text NOT NULL, file text NOT NULL,
        round_sha256 text NOT NULL, station text NOT NULL, signer text NOT NULL,
        prev text NOT NULL, hash text NOT NULL, signature text NOT NULL);
    CREATE INDEX pitpay_entries_by_slip ON pitpay_entries (slip);
    CREATE INDEX pitpay_entries_by_round ON pitpay_entries (round_sha256);
    CREATE TABLE pitpay_placed (seq bigint PRIMARY KEY);";

/// Schema 1 → 2 (issue 18, as the SQLite store's 3 → 4): each entry's payload hash and
/// jackpot flag, indexes by kind and time and by table, station and supervisor (in
/// number order, so that History's searches read a page, not every slip: PostgreSQL's
/// planner would otherwise sort them all), the copies not yet known to be in place, and
/// signed checkpoints of the chain.
const V1_TO_V2: &str = "
    ALTER TABLE pitpay_entries ADD COLUMN payload_sha256 text NOT NULL DEFAULT '';
    ALTER TABLE pitpay_entries ADD COLUMN jackpot bigint NOT NULL DEFAULT 0;
    UPDATE pitpay_entries SET payload_sha256 = encode(sha256(convert_to(payload, 'UTF8')), 'hex');
    UPDATE pitpay_entries SET jackpot = 1 WHERE kind = 'issue' AND payload LIKE '%\"rule\":\"R4.3\"%';
    CREATE INDEX pitpay_entries_by_kind_time ON pitpay_entries (kind, time);
    CREATE INDEX pitpay_entries_jackpots ON pitpay_entries (slip) WHERE jackpot = 1;
    CREATE INDEX pitpay_entries_by_table ON pitpay_entries (table_label, slip);
    CREATE INDEX pitpay_entries_by_station ON pitpay_entries (station, slip);
    CREATE INDEX pitpay_entries_by_supervisor ON pitpay_entries (who_id, slip);
    CREATE TABLE pitpay_unplaced (seq bigint PRIMARY KEY);
    INSERT INTO pitpay_unplaced SELECT seq FROM pitpay_entries
        WHERE kind IN ('issue', 'reprint') AND seq NOT IN (SELECT seq FROM pitpay_placed);
    CREATE TABLE pitpay_checkpoints (seq bigint PRIMARY KEY, hash text NOT NULL,
        time text NOT NULL, signer text NOT NULL, signature text NOT NULL);";

/// Schema 3 → 4 (issue 31, as the SQLite store's 5 → 6).
const V3_TO_V4: &str = "
    ALTER TABLE pitpay_entries ADD COLUMN register text NOT NULL DEFAULT '';
    ALTER TABLE pitpay_entries ADD COLUMN refused text NOT NULL DEFAULT '';
    ALTER TABLE pitpay_counter ADD COLUMN register text NOT NULL DEFAULT '';
    ALTER TABLE pitpay_counter ADD COLUMN refused text NOT NULL DEFAULT '';
    CREATE INDEX pitpay_entries_by_kind_seq ON pitpay_entries (kind, seq);
    CREATE TABLE pitpay_register_checkpoints (seq bigint PRIMARY KEY, hash text NOT NULL,
        state text NOT NULL, time text NOT NULL, signer text NOT NULL, signature text NOT NULL);
    CREATE TABLE pitpay_register_members (hash text PRIMARY KEY, state text NOT NULL);";

/// A PostgreSQL journal's address, from a `postgres://` URL.
#[derive(Debug, Clone)]
pub struct Address {
    config: postgres::Config,
    tls: bool,
    root_cert: Option<PathBuf>,
    shown: String,
}

impl Address {
    /// Reads `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=require&…]`.
    /// `sslmode=require` (or `verify-ca`, `verify-full`) asks for TLS, with the server's
    /// certificate checked against the computer's trusted authorities, or the one in
    /// `sslrootcert=FILE`. `Err` says what is wrong, in words.
    pub fn parse(url: &str) -> Result<Address, String> {
        let (base, query) = url.split_once('?').unwrap_or((url, ""));
        let mut kept = Vec::new();
        let mut tls = false;
        let mut root_cert = None;
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "sslmode" => match value {
                    "disable" | "prefer" => kept.push(pair.to_string()),
                    "require" | "verify-ca" | "verify-full" => {
                        tls = true;
                        kept.push("sslmode=require".to_string());
                    }
                    other => {
                        return Err(format!(
                            "sslmode \"{other}\" is not one Pitpay knows: write sslmode=require for an encrypted connection (the server's certificate is checked), or leave it out"
                        ))
                    }
                },
                "sslrootcert" => {
                    root_cert = Some(PathBuf::from(percent_decode(value)));
                    tls = true;
                }
                _ => kept.push(pair.to_string()),
            }
        }
        if tls && !kept.iter().any(|p| p.starts_with("sslmode=")) {
            kept.push("sslmode=require".to_string());
        }
        let url = if kept.is_empty() {
            base.to_string()
        } else {
            format!("{base}?{}", kept.join("&"))
        };
        let config = postgres::Config::from_str(&url)
            .map_err(|e| format!("is not a database address Pitpay can read ({e})"))?;
        let Some(user) = config
            .get_user()
            .filter(|u| !u.is_empty())
            .map(str::to_string)
        else {
            return Err(
                "names no database user: write postgres://USER:PASSWORD@HOST/DATABASE".into(),
            );
        };
        let host = match config.get_hosts().first() {
            Some(postgres::config::Host::Tcp(h)) => h.clone(),
            #[cfg(unix)]
            Some(postgres::config::Host::Unix(p)) => p.display().to_string(),
            None => return Err("names no server: write postgres://USER@HOST/DATABASE".into()),
        };
        let port = config.get_ports().first().copied().unwrap_or(5432);
        let db = config.get_dbname().unwrap_or(&user).to_string();
        let shown = format!("{user}@{host}:{port}/{db}");
        Ok(Address {
            config,
            tls,
            root_cert,
            shown,
        })
    }

    /// `user@host:port/database`, for messages (never the password).
    pub fn shown(&self) -> &str {
        &self.shown
    }

    /// `host:port/database`: where the journal is, whoever logs in.
    pub fn place(&self) -> &str {
        self.shown.split_once('@').map_or(&self.shown, |(_, at)| at)
    }

    /// The user name, for messages.
    fn user(&self) -> &str {
        self.config.get_user().unwrap_or_default()
    }
}

/// `%20` and the like in a file path written in a URL.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (b, hex) {
            (b'%', Some(v)) => {
                out.push(v);
                i += 3;
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The PostgreSQL journal: one connection, opened for one command or one task.
pub struct Postgres {
    client: RefCell<Client>,
    address: Address,
}

impl Postgres {
    /// Connects, and creates or migrates the schema to [`SCHEMA`] (a schema from a
    /// newer Pitpay is refused untouched).
    pub fn open(address: &Address) -> Result<Postgres, JournalError> {
        let mut client = connect(address)?;
        let fail = |e: postgres::Error| failure(address, &e);
        let v = match client.query_one("SELECT value FROM pitpay_meta WHERE name = 'schema'", &[]) {
            Ok(row) => parse_version(address, &row)?,
            Err(e) if e.code() == Some(&SqlState::UNDEFINED_TABLE) => 0,
            Err(e) => return Err(fail(e)),
        };
        newer(address, v)?;
        if v < SCHEMA {
            migrate(&mut client, address)?;
        }
        Ok(Postgres {
            client: RefCell::new(client),
            address: address.clone(),
        })
    }

    fn fail(&self, e: &postgres::Error) -> JournalError {
        failure(&self.address, e)
    }

    /// After a commit whose answer was lost: whether the entry `last` is in the
    /// journal, asked over a new connection (which replaces the lost one). `None`:
    /// the server cannot be asked.
    fn committed(&self, last: &Record) -> Option<bool> {
        let mut client = connect(&self.address).ok()?;
        let found = client
            .query_opt(
                "SELECT 1 FROM pitpay_entries WHERE seq = $1 AND hash = $2",
                &[&last.seq, &last.hash],
            )
            .ok()?
            .is_some();
        *self.client.borrow_mut() = client;
        Some(found)
    }
}

/// Opens a connection: TLS when the address asks for it, a connection timeout, TCP
/// keepalives (so that a dropped network is noticed), and the session limits.
fn connect(address: &Address) -> Result<Client, JournalError> {
    let mut config = address.config.clone();
    config.application_name("pitpay");
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    if config.get_tcp_user_timeout().is_none() {
        config.tcp_user_timeout(Duration::from_secs(20));
    }
    config
        .keepalives_idle(Duration::from_secs(10))
        .keepalives_interval(Duration::from_secs(5))
        .keepalives_retries(3);
    let options = match config.get_options() {
        Some(o) if !o.trim().is_empty() => format!("{o} {SESSION_OPTIONS}"),
        _ => SESSION_OPTIONS.to_string(),
    };
    config.options(&options);
    let tls = address.tls.then(|| tls(address)).transpose()?;
    if let Some(other) = other_protocol(&config) {
        return Err(JournalError::Server {
            at: address.shown().to_string(),
            why: format!("the server at that address and port {other}"),
        });
    }
    // The driver's connect timeout covers reaching the server, not a server (or
    // anything else on that port) that accepts and never answers: the whole connection
    // is made on a thread of its own and given up after the limit the README states.
    let (sent, received) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let connected = match tls {
            Some(tls) => config.connect(tls),
            None => config.connect(NoTls),
        };
        let _ = sent.send(connected);
    });
    match received.recv_timeout(CONNECT_TIMEOUT + Duration::from_secs(1)) {
        Ok(connected) => connected.map_err(|e| failure(address, &e)),
        Err(_) => Err(JournalError::Server {
            at: address.shown().to_string(),
            why: format!(
                "accepted the connection but did not answer within {} seconds: is it a PostgreSQL server, running normally?",
                CONNECT_TIMEOUT.as_secs()
            ),
        }),
    }
}

/// How long the probe waits for the first answer, then for a web server's.
const PROBE_WAIT: (Duration, Duration) = (Duration::from_secs(5), Duration::from_secs(3));

/// What answers at a TCP address, when it is not PostgreSQL (issue 31): a PostgreSQL
/// server answers a TLS request with one byte, `S` or `N`; something that answers
/// otherwise, or speaks first, is named; a web server, which waits for a request line,
/// is asked with the end of one; something that stays silent is said to. `None` when it
/// is PostgreSQL or cannot be reached (the driver then says why).
// On Windows a host is always TCP (no Unix sockets), so the `else` never runs there.
#[cfg_attr(windows, allow(irrefutable_let_patterns))]
fn other_protocol(config: &postgres::Config) -> Option<String> {
    use std::io::{Read as _, Write as _};
    use std::net::ToSocketAddrs as _;
    let postgres::config::Host::Tcp(host) = config.get_hosts().first()? else {
        return None;
    };
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let addr = (host.as_str(), port).to_socket_addrs().ok()?.next()?;
    let mut stream = std::net::TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT).ok()?;
    stream.set_read_timeout(Some(PROBE_WAIT.0)).ok()?;
    // PostgreSQL's TLS request: length 8, code 80877103.
    stream.write_all(&[0, 0, 0, 8, 4, 210, 22, 47]).ok()?;
    let mut answer = [0u8; 64];
    let read = match stream.read(&mut answer) {
        Ok(n) => n,
        Err(_) => {
            // Silent so far: a web server waits for the end of a request line.
            stream.write_all(b" HTTP/1.0\r\n\r\n").ok()?;
            stream.set_read_timeout(Some(PROBE_WAIT.1)).ok()?;
            match stream.read(&mut answer) {
                Ok(n) => n,
                Err(_) => {
                    let waited = (PROBE_WAIT.0 + PROBE_WAIT.1).as_secs();
                    return Some(format!(
                        "accepted the connection but did not answer within {waited} seconds: is it a PostgreSQL server, running normally?"
                    ));
                }
            }
        }
    };
    let said = answer.get(..read)?;
    match said {
        [] | [b'S'] | [b'N'] => None,
        _ if said.starts_with(b"HTTP/")
            || said
                .to_ascii_lowercase()
                .windows(5)
                .any(|w| w == b"<html" || w == b"<!doc") =>
        {
            Some(
                "is a web server (it answers in HTTP), not a PostgreSQL server: is the port right?"
                    .into(),
            )
        }
        _ if said.starts_with(b"SSH-") => {
            Some("is an SSH server, not a PostgreSQL server: is the port right?".into())
        }
        _ => {
            Some("answers in another protocol, not a PostgreSQL server: is the port right?".into())
        }
    }
}

/// The TLS connector: rustls with ring, trusting the authorities in `sslrootcert`, else
/// the computer's own trusted authorities.
fn tls(address: &Address) -> Result<tokio_postgres_rustls::MakeRustlsConnect, JournalError> {
    use rustls_pki_types::pem::PemObject as _;
    use rustls_pki_types::CertificateDer;
    let refuse = |why: String| JournalError::Server {
        at: address.shown.clone(),
        why,
    };
    let mut roots = rustls::RootCertStore::empty();
    match &address.root_cert {
        Some(path) => {
            let certs = CertificateDer::pem_file_iter(path)
                .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
                .map_err(|e| {
                    refuse(format!(
                        "sslrootcert {}: cannot read the authority's certificate ({e})",
                        path.display()
                    ))
                })?;
            roots.add_parsable_certificates(certs);
        }
        None => {
            roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
        }
    }
    if roots.is_empty() {
        return Err(refuse(
            "no certificate authority to check the server's certificate with: add sslrootcert=FILE (the authority's certificate, PEM) to the address".into(),
        ));
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| refuse(format!("TLS cannot be set up: {e}")))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
}

fn parse_version(address: &Address, row: &Row) -> Result<u32, JournalError> {
    let text: String = row.try_get(0).map_err(|e| failure(address, &e))?;
    text.parse().map_err(|_| JournalError::Server {
        at: address.shown.clone(),
        why: format!("its schema version \"{text}\" does not read"),
    })
}

fn newer(address: &Address, version: u32) -> Result<(), JournalError> {
    if version > SCHEMA {
        return Err(JournalError::NewerSchema {
            at: format!("the shared journal at {}", address.shown),
            version,
            known: SCHEMA,
        });
    }
    Ok(())
}

/// Brings the schema to [`SCHEMA`] in one transaction, under the migration lock, after
/// reading the version again (another station may have just done it).
fn migrate(client: &mut Client, address: &Address) -> Result<(), JournalError> {
    let fail = |e: postgres::Error| failure(address, &e);
    let mut tx = client.transaction().map_err(fail)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .map_err(fail)?;
    let exists: bool = tx
        .query_one("SELECT to_regclass('pitpay_meta') IS NOT NULL", &[])
        .and_then(|r| r.try_get(0))
        .map_err(fail)?;
    let mut v = if exists {
        let row = tx
            .query_one("SELECT value FROM pitpay_meta WHERE name = 'schema'", &[])
            .map_err(fail)?;
        parse_version(address, &row)?
    } else {
        tx.batch_execute("CREATE TABLE pitpay_meta (name text PRIMARY KEY, value text NOT NULL); INSERT INTO pitpay_meta VALUES ('schema', '0');")
            .map_err(fail)?;
        0
    };
    newer(address, v)?;
    while v < SCHEMA {
        v = match v {
            0 => {
                tx.batch_execute(CREATE_V1).map_err(fail)?;
                1
            }
            1 => {
                tx.batch_execute(V1_TO_V2).map_err(fail)?;
                2
            }
            // Who signs (issue 19): no table changes, but `staff`, `refused` and
            // `rotate` entries, which an older Pitpay would not read.
            2 => 3,
            _ => {
                tx.batch_execute(V3_TO_V4).map_err(fail)?;
                4
            }
        };
    }
    tx.execute(
        "UPDATE pitpay_meta SET value = $1 WHERE name = 'schema'",
        &[&SCHEMA.to_string()],
    )
    .map_err(fail)?;
    tx.commit().map_err(fail)
}

fn insert(tx: &mut Transaction<'_>, r: &Record) -> Result<(), postgres::Error> {
    let e = &r.event;
    tx.execute(
        "INSERT INTO pitpay_entries (seq, kind, slip, time, who, who_id, reason, table_label, game,
                paid, net, payload, file_sha256, file, round_sha256, station, signer, prev, hash,
                signature, payload_sha256, jackpot, register, refused)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
                 $19, $20, $21, $22, $23, $24)",
        &[
            &r.seq,
            &e.kind.id(),
            &e.slip,
            &e.time,
            &e.who,
            &e.who_id,
            &e.reason,
            &e.table,
            &e.game,
            &e.paid,
            &e.net,
            &e.payload,
            &e.file_sha256,
            &e.file,
            &e.round_sha256,
            &e.station,
            &e.signer,
            &r.prev,
            &r.hash,
            &r.signature,
            &e.payload_hash(),
            &i64::from(e.jackpot),
            &e.register,
            &e.refused,
        ],
    )?;
    if matches!(e.kind, Kind::Issue | Kind::Reprint) {
        tx.execute("INSERT INTO pitpay_unplaced (seq) VALUES ($1)", &[&r.seq])?;
    }
    Ok(())
}

/// A record from a row of [`COLUMNS`] (then the payload, when selected).
fn record(r: &Row, payloads: bool) -> Result<Result<Record, JournalError>, postgres::Error> {
    record_from(|i| r.try_get(i), |i| r.try_get(i), payloads)
}

impl Store for Postgres {
    fn append<T, E: From<JournalError>>(
        &mut self,
        make: impl FnOnce(&Head) -> Result<(Vec<Record>, T), E>,
    ) -> Result<T, E> {
        let address = self.address.clone();
        let fail = |e: postgres::Error| failure(&address, &e);
        let (records, out, committed) = {
            let client = self.client.get_mut();
            let mut tx = client.transaction().map_err(fail)?;
            let row = tx
                .query_one(
                    "SELECT seq, hash, last_slip, register, refused FROM pitpay_counter
                     WHERE id = 1 FOR UPDATE",
                    &[],
                )
                .map_err(fail)?;
            let head = counter_head(&mut tx, &row).map_err(fail)?;
            let (records, out) = make(&head)?;
            let mut after = head;
            for r in &records {
                insert(&mut tx, r).map_err(fail)?;
                after = chain::advance(&after, r);
            }
            tx.execute(
                "UPDATE pitpay_counter SET seq = $1, hash = $2, last_slip = $3, register = $4,
                 refused = $5 WHERE id = 1",
                &[
                    &after.seq,
                    &after.hash,
                    &after.last_slip,
                    &after.register,
                    &after.refused,
                ],
            )
            .map_err(fail)?;
            (records, out, tx.commit())
        };
        let Err(e) = committed else {
            return Ok(out);
        };
        // The commit was sent but its answer lost: it may have been made. Ask again.
        let Some(last) = records.last() else {
            return Ok(out);
        };
        match self.committed(last) {
            Some(true) => Ok(out),
            Some(false) => Err(self.fail(&e).into()),
            None => Err(JournalError::Uncertain {
                at: self.address.shown.clone(),
                slip: last.event.slip,
            }
            .into()),
        }
    }

    fn each(
        &self,
        slip: Option<i64>,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let payload = if payloads { ", payload" } else { "" };
        let sql = format!(
            "SELECT {COLUMNS}{payload} FROM pitpay_entries WHERE ($1::bigint IS NULL OR slip = $1) ORDER BY seq"
        );
        let mut client = self.client.borrow_mut();
        let mut rows = client
            .query_raw(&sql, [&slip as &(dyn postgres::types::ToSql + Sync)])
            .map_err(|e| self.fail(&e))?;
        use postgres::fallible_iterator::FallibleIterator as _;
        while let Some(row) = rows.next().map_err(|e| self.fail(&e))? {
            each(record(&row, payloads).map_err(|e| self.fail(&e))??)?;
        }
        Ok(())
    }

    fn of_kind(
        &self,
        kind: Kind,
        since: Option<&str>,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let sql = format!(
            "SELECT {COLUMNS}, payload FROM pitpay_entries WHERE kind = $1 AND time >= $2 ORDER BY seq"
        );
        let since = since.unwrap_or("");
        let mut client = self.client.borrow_mut();
        let params: [&(dyn postgres::types::ToSql + Sync); 2] = [&kind.id(), &since];
        let mut rows = client.query_raw(&sql, params).map_err(|e| self.fail(&e))?;
        use postgres::fallible_iterator::FallibleIterator as _;
        while let Some(row) = rows.next().map_err(|e| self.fail(&e))? {
            each(record(&row, true).map_err(|e| self.fail(&e))??)?;
        }
        Ok(())
    }

    fn range(
        &self,
        from: i64,
        to: i64,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let payload = if payloads { ", payload" } else { "" };
        let sql = format!(
            "SELECT {COLUMNS}{payload} FROM pitpay_entries WHERE seq BETWEEN $1 AND $2 ORDER BY seq"
        );
        let mut client = self.client.borrow_mut();
        let params: [&(dyn postgres::types::ToSql + Sync); 2] = [&from, &to];
        let mut rows = client.query_raw(&sql, params).map_err(|e| self.fail(&e))?;
        use postgres::fallible_iterator::FallibleIterator as _;
        while let Some(row) = rows.next().map_err(|e| self.fail(&e))? {
            each(record(&row, payloads).map_err(|e| self.fail(&e))??)?;
        }
        Ok(())
    }

    fn head(&self) -> Result<Head, JournalError> {
        let mut client = self.client.borrow_mut();
        let row = client
            .query_one(
                "SELECT seq, hash, last_slip, register, refused FROM pitpay_counter WHERE id = 1",
                &[],
            )
            .map_err(|e| self.fail(&e))?;
        counter_head(&mut *client, &row).map_err(|e| self.fail(&e))
    }

    fn start_at(&self, seq: i64) -> Result<chain::Start, JournalError> {
        let mut start = chain::Start::default();
        if seq == 0 {
            return Ok(start);
        }
        let mut client = self.client.borrow_mut();
        let fail = |e: postgres::Error| failure(&self.address, &e);
        let sql = format!(
            "SELECT {COLUMNS}, (SELECT slip FROM pitpay_entries WHERE kind IN ('issue', 'gap')
                                AND seq <= $1 ORDER BY seq DESC LIMIT 1)
             FROM pitpay_entries WHERE seq = $1"
        );
        let row = client.query_one(&sql, &[&seq]).map_err(fail)?;
        let at = record(&row, false).map_err(fail)??;
        let last_slip: Option<i64> = row.try_get(23).map_err(fail)?;
        start.head = match Head::after(&at, last_slip.unwrap_or(0)) {
            Some(head) => head,
            None => {
                let mut head = Head {
                    seq,
                    hash: at.hash.clone(),
                    last_slip: last_slip.unwrap_or(0),
                    ..Head::default()
                };
                complete(&mut *client, &mut head).map_err(fail)?;
                head
            }
        };
        let voids = client
            .query(
                "SELECT slip FROM pitpay_entries WHERE kind = 'void' AND seq <= $1",
                &[&seq],
            )
            .map_err(fail)?;
        for v in voids {
            start.void.insert(v.try_get(0).map_err(fail)?);
        }
        let keys = client
            .query(
                "SELECT station, signer, time FROM pitpay_entries
                 WHERE slip = 0 AND kind = 'key' AND seq <= $1 ORDER BY seq",
                &[&seq],
            )
            .map_err(fail)?;
        for k in keys {
            let key: String = k.try_get(1).map_err(fail)?;
            if !start.registered.iter().any(|r| r.key == key) {
                start.registered.push(chain::Registered {
                    station: k.try_get(0).map_err(fail)?,
                    key,
                    time: k.try_get(2).map_err(fail)?,
                    retired: None,
                });
            }
        }
        Ok(start)
    }

    fn issued_for_round(&self, round_sha256: &str) -> Result<Option<Record>, JournalError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM pitpay_entries WHERE kind = 'issue' AND round_sha256 = $1 ORDER BY seq DESC LIMIT 1"
        );
        let row = self
            .client
            .borrow_mut()
            .query_opt(&sql, &[&round_sha256])
            .map_err(|e| self.fail(&e))?;
        match row {
            Some(row) => record(&row, false).map_err(|e| self.fail(&e))?.map(Some),
            None => Ok(None),
        }
    }

    fn mark_placed(&mut self, seq: i64) -> Result<(), JournalError> {
        // A hint about the disk (see the SQLite store): committed without waiting for the
        // server's disk, in one round trip.
        let sql = format!(
            "BEGIN; SET LOCAL synchronous_commit TO OFF; \
             DELETE FROM pitpay_unplaced WHERE seq = {seq}; COMMIT;"
        );
        let address = self.address.clone();
        self.client
            .get_mut()
            .batch_execute(&sql)
            .map_err(|e| failure(&address, &e))
    }

    fn placed_through(&mut self, seq: i64) -> Result<(), JournalError> {
        let address = self.address.clone();
        self.client
            .get_mut()
            .execute("DELETE FROM pitpay_unplaced WHERE seq <= $1", &[&seq])
            .map(drop)
            .map_err(|e| failure(&address, &e))
    }

    fn unplaced(&self) -> Result<Vec<Record>, JournalError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM pitpay_entries WHERE seq IN (SELECT seq FROM pitpay_unplaced) ORDER BY seq"
        );
        let rows = self
            .client
            .borrow_mut()
            .query(&sql, &[])
            .map_err(|e| self.fail(&e))?;
        rows.iter()
            .map(|r| record(r, false).map_err(|e| self.fail(&e))?)
            .collect()
    }

    fn add_checkpoint(&mut self, c: &chain::Checkpoint) -> Result<(), JournalError> {
        let address = self.address.clone();
        self.client
            .get_mut()
            .execute(
                "INSERT INTO pitpay_checkpoints (seq, hash, time, signer, signature)
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
                &[&c.seq, &c.hash, &c.time, &c.signer, &c.signature],
            )
            .map(drop)
            .map_err(|e| failure(&address, &e))
    }

    fn checkpoints(&self, from: i64, to: i64) -> Result<Vec<chain::Checkpoint>, JournalError> {
        let rows = self
            .client
            .borrow_mut()
            .query(
                "SELECT seq, hash, time, signer, signature FROM pitpay_checkpoints
                 WHERE seq BETWEEN $1 AND $2 ORDER BY seq",
                &[&from, &to],
            )
            .map_err(|e| self.fail(&e))?;
        rows.iter()
            .map(|r| checkpoint(r).map_err(|e| self.fail(&e)))
            .collect()
    }

    fn checkpoint_from(&self, seq: i64) -> Result<Option<chain::Checkpoint>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(
                "SELECT seq, hash, time, signer, signature FROM pitpay_checkpoints
                 WHERE seq >= $1 ORDER BY seq LIMIT 1",
                &[&seq],
            )
            .map_err(|e| self.fail(&e))?;
        row.map(|r| checkpoint(&r).map_err(|e| self.fail(&e)))
            .transpose()
    }

    fn checkpoint_before(&self, time: &str) -> Result<Option<chain::Checkpoint>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(
                "SELECT c.seq, c.hash, c.time, c.signer, c.signature
                 FROM pitpay_checkpoints c JOIN pitpay_entries e ON e.seq = c.seq
                 WHERE e.time < $1 ORDER BY c.seq DESC LIMIT 1",
                &[&time],
            )
            .map_err(|e| self.fail(&e))?;
        row.map(|r| checkpoint(&r).map_err(|e| self.fail(&e)))
            .transpose()
    }

    fn count(
        &self,
        kind: Kind,
        since: &str,
        until: &str,
        station: Option<&str>,
    ) -> Result<i64, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_one(
                "SELECT COUNT(*) FROM pitpay_entries WHERE kind = $1 AND time >= $2 AND time < $3
                 AND ($4::text IS NULL OR station = $4)",
                &[&kind.id(), &since, &until, &station],
            )
            .map_err(|e| self.fail(&e))?;
        row.try_get(0).map_err(|e| self.fail(&e))
    }

    fn head_before(&self, time: &str) -> Result<Option<Head>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(
                "SELECT seq FROM pitpay_entries WHERE time < $1 ORDER BY seq DESC LIMIT 1",
                &[&time],
            )
            .map_err(|e| self.fail(&e))?;
        let Some(row) = row else { return Ok(None) };
        let seq: i64 = row.try_get(0).map_err(|e| self.fail(&e))?;
        Ok(Some(self.start_at(seq)?.head))
    }

    fn newest_in(&self, group: Group, up_to: i64) -> Result<Option<Record>, JournalError> {
        let mut client = self.client.borrow_mut();
        newest_in(&mut *client, group, up_to).map_err(|e| self.fail(&e))?
    }

    fn group_after(
        &self,
        group: Group,
        after: i64,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let kinds: Vec<&str> = group.kinds().iter().map(|k| k.id()).collect();
        let sql = format!(
            "SELECT {COLUMNS}, payload FROM pitpay_entries WHERE kind = ANY($1) AND seq > $2 ORDER BY seq"
        );
        let rows = self
            .client
            .borrow_mut()
            .query(&sql, &[&kinds, &after])
            .map_err(|e| self.fail(&e))?;
        for row in rows {
            each(record(&row, true).map_err(|e| self.fail(&e))??)?;
        }
        Ok(())
    }

    fn register_checkpoint(&self) -> Result<Option<RegisterCheckpoint>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(
                "SELECT seq, hash, state, time, signer, signature FROM pitpay_register_checkpoints
                 ORDER BY seq DESC LIMIT 1",
                &[],
            )
            .map_err(|e| self.fail(&e))?;
        let Some(r) = row else { return Ok(None) };
        let get = |i| r.try_get::<_, String>(i).map_err(|e| self.fail(&e));
        Ok(Some(RegisterCheckpoint {
            seq: r.try_get(0).map_err(|e| self.fail(&e))?,
            hash: get(1)?,
            state: get(2)?,
            time: get(3)?,
            signer: get(4)?,
            signature: get(5)?,
        }))
    }

    fn add_register_checkpoint(
        &mut self,
        c: &RegisterCheckpoint,
        members: &[(String, String)],
    ) -> Result<(), JournalError> {
        let address = self.address.clone();
        let client = self.client.get_mut();
        for (hash, state) in members {
            client
                .execute(
                    "INSERT INTO pitpay_register_members (hash, state) VALUES ($1, $2)
                     ON CONFLICT DO NOTHING",
                    &[hash, state],
                )
                .map_err(|e| failure(&address, &e))?;
        }
        client
            .execute(
                "INSERT INTO pitpay_register_checkpoints (seq, hash, state, time, signer, signature)
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                &[&c.seq, &c.hash, &c.state, &c.time, &c.signer, &c.signature],
            )
            .and_then(|_| {
                client.execute(
                    "DELETE FROM pitpay_register_checkpoints WHERE seq < $1",
                    &[&c.seq],
                )
            })
            .map(drop)
            .map_err(|e| failure(&address, &e))
    }

    fn register_members(&self, hashes: &[String]) -> Result<Vec<(String, String)>, JournalError> {
        let rows = self
            .client
            .borrow_mut()
            .query(
                "SELECT hash, state FROM pitpay_register_members WHERE hash = ANY($1)",
                &[&hashes],
            )
            .map_err(|e| self.fail(&e))?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get(0).map_err(|e| self.fail(&e))?,
                    r.try_get(1).map_err(|e| self.fail(&e))?,
                ))
            })
            .collect()
    }

    fn drop_checkpoints_after(&mut self, seq: i64) -> Result<(), JournalError> {
        let address = self.address.clone();
        let client = self.client.get_mut();
        client
            .execute("DELETE FROM pitpay_checkpoints WHERE seq > $1", &[&seq])
            .and_then(|_| {
                client.execute(
                    "DELETE FROM pitpay_register_checkpoints WHERE seq > $1",
                    &[&seq],
                )
            })
            .map(drop)
            .map_err(|e| failure(&address, &e))
    }

    fn meta(&self, name: &str) -> Result<Option<String>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt("SELECT value FROM pitpay_meta WHERE name = $1", &[&name])
            .map_err(|e| self.fail(&e))?;
        row.map(|r| r.try_get(0).map_err(|e| self.fail(&e)))
            .transpose()
    }

    fn set_meta(&mut self, name: &str, value: &str) -> Result<(), JournalError> {
        let address = self.address.clone();
        self.client
            .get_mut()
            .execute(
                "INSERT INTO pitpay_meta (name, value) VALUES ($1, $2)
                 ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
                &[&name, &value],
            )
            .map(drop)
            .map_err(|e| failure(&address, &e))
    }

    fn backup(&self, _to: &std::path::Path) -> Result<(), JournalError> {
        Err(JournalError::BackupOnServer {
            at: self.address.shown.clone(),
        })
    }

    fn slips(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError> {
        // Read a page at a time (by slip number, not by offset), so that the connection
        // is free between pages for what `each` asks of the journal, and memory holds
        // one page however many slips are selected. Pages start small (a screen's
        // worth) and grow for a long export.
        let mut page_size = 64;
        let mut after_slip = filter.after;
        loop {
            let paged = SlipFilter {
                after: after_slip,
                ..filter.clone()
            };
            let (sql, values) = listing::query(&paged, &listing::POSTGRES, Some(page_size));
            let page: Vec<Entry> = {
                let params: Vec<Box<dyn postgres::types::ToSql + Sync>> = values
                    .into_iter()
                    .map(|v| -> Box<dyn postgres::types::ToSql + Sync> {
                        match v {
                            listing::Value::Text(t) => Box::new(t),
                            listing::Value::Int(i) => Box::new(i),
                        }
                    })
                    .collect();
                let refs: Vec<&(dyn postgres::types::ToSql + Sync)> =
                    params.iter().map(|p| p.as_ref()).collect();
                let rows = self
                    .listing_rows(&sql, &refs, paged.since.is_none() && paged.until.is_none())
                    .map_err(|e| self.fail(&e))?;
                rows.iter()
                    .map(|r| listed(|i| r.try_get(i), |i| r.try_get(i)).map_err(|e| self.fail(&e)))
                    .collect::<Result<_, _>>()?
            };
            let full = page.len() == page_size;
            let Some(last) = page.last().map(|e| e.number) else {
                return Ok(());
            };
            for entry in page {
                if !each(entry)? {
                    return Ok(());
                }
            }
            if !full {
                return Ok(());
            }
            after_slip = Some(last);
            page_size = (page_size * 4).min(4096);
        }
    }
}

impl Postgres {
    /// One page of the listing. Without a time range the page is read down the slip
    /// index and stops when full: the planner, which cannot tell how many slips a
    /// filter keeps, would otherwise gather and sort every match (193 ms for a table's
    /// slips at a million). Parallel workers cost more to start than a page takes.
    fn listing_rows(
        &self,
        sql: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
        by_number: bool,
    ) -> Result<Vec<Row>, postgres::Error> {
        let mut client = self.client.borrow_mut();
        let mut tx = client.transaction()?;
        let mut settings = String::from("SET LOCAL max_parallel_workers_per_gather = 0;");
        if by_number {
            settings.push_str(" SET LOCAL enable_sort = off; SET LOCAL enable_bitmapscan = off;");
        }
        tx.batch_execute(&settings)?;
        let rows = tx.query(sql, params)?;
        tx.commit()?;
        Ok(rows)
    }
}

/// A checkpoint from a row of `seq, hash, time, signer, signature`.
/// The head the counter row holds (`seq, hash, last_slip, register, refused`), its
/// groups' newest entries found by kind when the counter was written before it kept
/// them.
fn counter_head(client: &mut impl GenericClient, row: &Row) -> Result<Head, postgres::Error> {
    let mut head = Head {
        seq: row.try_get(0)?,
        hash: row.try_get(1)?,
        last_slip: row.try_get(2)?,
        register: row.try_get(3)?,
        refused: row.try_get(4)?,
    };
    complete(client, &mut head)?;
    Ok(head)
}

/// Fills a head's groups' newest entries where they are not known (the genesis hash
/// where the group has none).
fn complete(client: &mut impl GenericClient, head: &mut Head) -> Result<(), postgres::Error> {
    for group in [Group::Register, Group::Refused] {
        let slot = match group {
            Group::Register => &mut head.register,
            Group::Refused => &mut head.refused,
        };
        if !slot.is_empty() {
            continue;
        }
        *slot = match newest_in(client, group, head.seq)? {
            Ok(Some(r)) => r.hash,
            _ => chain::GENESIS.to_string(),
        };
    }
    Ok(())
}

/// The newest entry of `group` at or before entry `up_to`, without its record: one
/// look-up by kind and entry per kind.
fn newest_in(
    client: &mut impl GenericClient,
    group: Group,
    up_to: i64,
) -> Result<Result<Option<Record>, JournalError>, postgres::Error> {
    let mut newest: Option<i64> = None;
    for kind in group.kinds() {
        let row = client.query_one(
            "SELECT max(seq) FROM pitpay_entries WHERE kind = $1 AND seq <= $2",
            &[&kind.id(), &up_to],
        )?;
        newest = newest.max(row.try_get::<_, Option<i64>>(0)?);
    }
    let Some(seq) = newest else {
        return Ok(Ok(None));
    };
    let sql = format!("SELECT {COLUMNS} FROM pitpay_entries WHERE seq = $1");
    let row = client.query_one(&sql, &[&seq])?;
    Ok(record(&row, false)?.map(Some))
}

fn checkpoint(r: &Row) -> Result<chain::Checkpoint, postgres::Error> {
    Ok(chain::Checkpoint {
        seq: r.try_get(0)?,
        hash: r.try_get(1)?,
        time: r.try_get(2)?,
        signer: r.try_get(3)?,
        signature: r.try_get(4)?,
    })
}

/// A database failure in the words of whoever set the journal up: what went wrong with
/// which server, and what to check.
pub(super) fn failure(address: &Address, e: &postgres::Error) -> JournalError {
    JournalError::Server {
        at: address.shown.clone(),
        why: explain(address, e),
    }
}

fn explain(address: &Address, e: &postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        let code = db.code();
        return if *code == SqlState::INVALID_PASSWORD
            || *code == SqlState::INVALID_AUTHORIZATION_SPECIFICATION
        {
            format!(
                "the server refused the login of user \"{}\": the password is wrong, or there is no such user (check the journal setting)",
                address.user()
            )
        } else if *code == SqlState::INVALID_CATALOG_NAME {
            format!("the server has no such database ({})", db.message())
        } else if *code == SqlState::INSUFFICIENT_PRIVILEGE {
            format!(
                "user \"{}\" may not use the journal's tables ({}): make it the database's owner (docs/shared-journal.md)",
                address.user(),
                db.message()
            )
        } else if *code == SqlState::LOCK_NOT_AVAILABLE {
            "another station has held the slip counter for over 30 seconds; try again".into()
        } else if [
            SqlState::ADMIN_SHUTDOWN,
            SqlState::CRASH_SHUTDOWN,
            SqlState::CANNOT_CONNECT_NOW,
        ]
        .contains(code)
        {
            "the database server is shutting down or starting up; try again in a moment".into()
        } else if *code == SqlState::TOO_MANY_CONNECTIONS {
            "the database server has no free connection; try again in a moment".into()
        } else {
            format!("the server answered: {} ({})", db.message(), code.code())
        };
    }
    let text = e.to_string();
    // The handshake's own reason (an unknown authority, a wrong name) is in the
    // error's sources, not its text.
    let chain = std::iter::successors(Some(e as &dyn std::error::Error), |s| s.source())
        .map(|s| format!("{s:?}"))
        .collect::<Vec<_>>()
        .join(" / ");
    if text.contains("TLS") || text.contains("certificate") {
        return tls_words(&chain);
    }
    let io = std::iter::successors(std::error::Error::source(e), |s| s.source())
        .find_map(|s| s.downcast_ref::<std::io::Error>());
    use std::io::ErrorKind as K;
    match io.map(std::io::Error::kind) {
        Some(K::ConnectionRefused) => "cannot be reached: nothing answers at that address and port (is the database server running?)".into(),
        Some(K::TimedOut) => "does not answer (timed out): is the network up, and the server running?".into(),
        Some(K::ConnectionReset | K::ConnectionAborted | K::BrokenPipe | K::UnexpectedEof) => {
            "the connection to the server was lost".into()
        }
        _ if e.is_closed() => "the connection to the server was lost".into(),
        _ if chain.contains("lookup address") || chain.contains("Name or service") => {
            "cannot be reached: the server's name is not known on this network".into()
        }
        _ if chain.contains("bytes remaining on stream")
            || chain.contains("unexpected message")
            || chain.contains("invalid message") =>
        {
            "something answers at that address and port, but not a PostgreSQL server (is the port right?)".into()
        }
        _ => {
            // The driver's top line ("error connecting to server") says little; its
            // innermost cause says what.
            let cause = std::iter::successors(Some(e as &dyn std::error::Error), |s| s.source())
                .last()
                .map_or(text.clone(), |s| s.to_string());
            format!("cannot be used: {}", without_os_codes(&cause))
        }
    }
}

/// What went wrong setting up TLS, in words.
fn tls_words(text: &str) -> String {
    let why = if text.contains("does not support TLS") {
        "the server does not offer encrypted connections, which the address asks for (sslmode=require)"
    } else if text.contains("UnknownIssuer") || text.contains("BadSignature") {
        "the server's certificate is not signed by an authority this computer trusts: give the authority's certificate with sslrootcert=FILE"
    } else if text.contains("NotValidForName") {
        "the server's certificate is not made out to the host name in the address"
    } else if text.contains("Expired") || text.contains("NotValidYet") {
        "the server's certificate has expired or is not valid yet"
    } else {
        "the encrypted connection could not be set up (the server's certificate was refused)"
    };
    why.to_string()
}

/// An error's text without the system's error numbers (`(os error 111)`).
fn without_os_codes(text: &str) -> String {
    match text.find(" (os error") {
        Some(at) => text.get(..at).unwrap_or(text).to_string(),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_shows_user_host_port_and_database_never_the_password() {
        let a = Address::parse("postgres://pitpay:s3cret@db.casino.lan/slips").unwrap();
        assert_eq!(a.shown(), "pitpay@db.casino.lan:5432/slips");
        assert!(!a.tls);
        let a = Address::parse("postgresql://ops@10.0.0.5:6543").unwrap();
        assert_eq!(a.shown(), "ops@10.0.0.5:6543/ops");
    }

    #[test]
    fn sslmode_require_asks_for_tls_and_sslrootcert_names_the_authority() {
        let a = Address::parse("postgres://p@h/d?sslmode=require").unwrap();
        assert!(a.tls);
        assert_eq!(a.root_cert, None);
        let a =
            Address::parse("postgres://p@h/d?sslmode=verify-full&sslrootcert=/etc/pit%20ca.pem")
                .unwrap();
        assert!(a.tls);
        assert_eq!(a.root_cert, Some(PathBuf::from("/etc/pit ca.pem")));
        assert_eq!(a.config.get_ssl_mode(), postgres::config::SslMode::Require);
        let e = Address::parse("postgres://p@h/d?sslmode=sometimes").unwrap_err();
        assert!(e.contains("sslmode \"sometimes\""), "{e}");
    }

    #[test]
    fn an_address_without_a_user_or_with_an_unknown_option_is_refused_in_words() {
        let e = Address::parse("postgres://db.casino.lan/slips").unwrap_err();
        assert!(e.contains("names no database user"), "{e}");
        let e = Address::parse("postgres://@db.casino.lan/slips").unwrap_err();
        assert!(e.contains("names no database user"), "{e}");
        let e = Address::parse("postgres://p@h/d?colour=red").unwrap_err();
        assert!(
            e.contains("is not a database address Pitpay can read"),
            "{e}"
        );
    }
}

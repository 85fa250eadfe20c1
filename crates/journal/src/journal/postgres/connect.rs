//! Reaching the shared journal's server: its address read from a `postgres://` URL
//! (never showing the password), and a connection with TLS when asked, timeouts, TCP
//! keepalives and Pitpay's session limits; something else answering at that port (a
//! web server, SSH) is named before the driver tries.

use std::path::PathBuf;
use std::str::FromStr as _;
use std::sync::Arc;
use std::time::Duration;

use pitpay_language::{sentence, Sentence};

use super::explain::{failure, Server};
use super::wire::{Conn, DbError, Deadlines};
use crate::journal::error::JournalError;

/// The server-side limits of Pitpay's sessions (see the module docs): a station may
/// hold the counter at most 30 s between statements; it waits for the counter, and for
/// a statement, a little less than the statement deadline, so that the server says why
/// (another station holds the counter) before the client gives up not knowing.
fn session_options(d: Deadlines) -> String {
    let ms = u64::try_from(d.statement.as_millis()).unwrap_or(u64::MAX);
    // The counter's wait ends first, then the statement's, then the client's.
    let lock = ms.saturating_sub(1000).max(400);
    let statement = ms.saturating_sub(500).max(lock + 200);
    format!(
        "-c idle_in_transaction_session_timeout=30000 -c lock_timeout={lock} -c statement_timeout={statement}"
    )
}

/// Why a `postgres://` address does not read, in the words that follow the setting's
/// name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum AddressError {
    /// An `sslmode` Pitpay does not know.
    #[error("sslmode \"{0}\" is not one Pitpay knows: write sslmode=require for an encrypted connection (the server's certificate is checked), or leave it out")]
    SslMode(String),
    /// Not an address the driver reads (its words).
    #[error("is not a database address Pitpay can read ({0})")]
    Unreadable(String),
    /// No database user.
    #[error("names no database user: write postgres://USER:PASSWORD@HOST/DATABASE")]
    NoUser,
    /// No server.
    #[error("names no server: write postgres://USER@HOST/DATABASE")]
    NoServer,
}

/// A PostgreSQL journal's address, from a `postgres://` URL.
#[derive(Debug, Clone)]
pub struct Address {
    config: postgres::Config,
    tls: bool,
    root_cert: Option<PathBuf>,
    shown: String,
    deadlines: Deadlines,
}

impl Server for Address {
    fn shown(&self) -> &str {
        Address::shown(self)
    }

    fn user(&self) -> &str {
        Address::user(self)
    }
}

impl Address {
    /// Reads `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=require&…]`.
    /// `sslmode=require` (or `verify-ca`, `verify-full`) asks for TLS, with the server's
    /// certificate checked against the computer's trusted authorities, or the one in
    /// `sslrootcert=FILE`. `Err` says what is wrong.
    pub(crate) fn parse(url: &str) -> Result<Address, AddressError> {
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
                    other => return Err(AddressError::SslMode(other.to_string())),
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
            .map_err(|e| AddressError::Unreadable(e.to_string()))?;
        let Some(user) = config
            .get_user()
            .filter(|u| !u.is_empty())
            .map(str::to_string)
        else {
            return Err(AddressError::NoUser);
        };
        let host = match config.get_hosts().first() {
            Some(postgres::config::Host::Tcp(h)) => h.clone(),
            #[cfg(unix)]
            Some(postgres::config::Host::Unix(p)) => p.display().to_string(),
            None => return Err(AddressError::NoServer),
        };
        let port = config.get_ports().first().copied().unwrap_or(5432);
        let db = config.get_dbname().unwrap_or(&user).to_string();
        let shown = format!("{user}@{host}:{port}/{db}");
        Ok(Address {
            config,
            tls,
            root_cert,
            shown,
            deadlines: Deadlines::default(),
        })
    }

    /// `user@host:port/database`, for messages (never the password).
    pub(crate) fn shown(&self) -> &str {
        &self.shown
    }

    /// `host:port/database`: where the journal is, whoever logs in.
    pub(crate) fn place(&self) -> &str {
        self.shown.split_once('@').map_or(&self.shown, |(_, at)| at)
    }

    /// The user name, for messages.
    pub(super) fn user(&self) -> &str {
        self.config.get_user().unwrap_or_default()
    }

    /// The same address with these deadlines (the settings').
    pub(crate) fn with_deadlines(mut self, deadlines: Deadlines) -> Address {
        self.deadlines = deadlines;
        self
    }

    /// How many hosts the address lists (a primary and its standbys).
    pub(crate) fn hosts(&self) -> usize {
        self.config.get_hosts().len()
    }

    /// `host:port` of the `i`th host.
    fn place_at(&self, i: usize) -> String {
        let shown = self.shown_at(i);
        let at = shown.split_once('@').map_or(shown.as_str(), |(_, at)| at);
        at.split_once('/').map_or(at, |(host, _)| host).to_string()
    }

    /// `user@host1:port1,host2:port2/database`: every host, as messages name them all.
    fn every_host(&self) -> String {
        let hosts: Vec<String> = (0..self.hosts()).map(|i| self.place_at(i)).collect();
        let user = self.user();
        let db = self.config.get_dbname().unwrap_or(user);
        format!("{user}@{}/{db}", hosts.join(","))
    }

    /// `user@host:port/database` of the `i`th host.
    fn shown_at(&self, i: usize) -> String {
        let host = match self.config.get_hosts().get(i) {
            Some(postgres::config::Host::Tcp(h)) => h.clone(),
            #[cfg(unix)]
            Some(postgres::config::Host::Unix(p)) => p.display().to_string(),
            None => String::new(),
        };
        let ports = self.config.get_ports();
        let port = ports.get(i).or(ports.first()).copied().unwrap_or(5432);
        let user = self.user();
        let db = self.config.get_dbname().unwrap_or(user);
        format!("{user}@{host}:{port}/{db}")
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

/// Hosts that failed lately, by how messages name them, and when: skipped for
/// [`SKIP_FOR`] while another host of the address may answer (a hung primary costs its
/// connect deadline once, not on every command of a window left open).
static FAILED: std::sync::Mutex<Vec<(String, std::time::Instant)>> =
    std::sync::Mutex::new(Vec::new());

/// How long a host that failed is tried last.
const SKIP_FOR: Duration = Duration::from_secs(60);

fn failed_lately(shown: &str) -> bool {
    FAILED.lock().is_ok_and(|f| {
        f.iter()
            .any(|(h, at)| h == shown && at.elapsed() < SKIP_FOR)
    })
}

fn note_failed(shown: &str, failed: bool) {
    if let Ok(mut f) = FAILED.lock() {
        f.retain(|(h, at)| h != shown && at.elapsed() < SKIP_FOR);
        if failed {
            f.push((shown.to_string(), std::time::Instant::now()));
        }
    }
}

/// Opens a connection to the first host of the address that answers and takes writes
/// (`target_session_attrs=read-write`: a standby is passed over), each host within the
/// connect deadline, hosts that failed lately tried last: TLS when the address asks for
/// it, TCP keepalives (so that a dropped network is noticed), and the session limits.
/// Every answer afterwards has the statement deadline. The error names the host that
/// failed (the last one tried).
pub(super) fn connect(address: &Address) -> Result<Conn, JournalError> {
    let n = address.hosts().max(1);
    let (mut fresh, mut lately): (Vec<usize>, Vec<usize>) =
        (0..n).partition(|&i| !failed_lately(&address.shown_at(i)));
    fresh.append(&mut lately);
    let final_host = fresh.last().copied();
    let mut failures = Vec::new();
    for i in fresh {
        let shown = address.shown_at(i);
        match connect_host(address, i, &shown, Some(i) == final_host) {
            Ok(conn) => {
                note_failed(&shown, false);
                return Ok(conn);
            }
            Err(e) => {
                note_failed(&shown, true);
                failures.push((address.place_at(i), e));
            }
        }
    }
    Err(one_failure(address, failures))
}

/// The failure of every host tried, in one error: the host's own when there is one,
/// else each host with what it answered, so that IT sees which failed and how (a
/// primary that did not answer, a standby that takes no writes).
fn one_failure(address: &Address, mut failures: Vec<(String, JournalError)>) -> JournalError {
    if failures.len() < 2 {
        return failures.pop().map_or(
            JournalError::Server {
                at: address.shown().to_string(),
                why: sentence!("journal-state-server-none"),
            },
            |(_, e)| e,
        );
    }
    // Each host with what it answered, joined in the reader's language.
    let hosts = failures
        .into_iter()
        .map(|(place, e)| match e {
            JournalError::Server { why, .. } => {
                sentence!("journal-state-server-host", place = place, why = why)
            }
            other => sentence!(
                "journal-state-server-host-refused",
                place = place,
                why = Sentence::from(&other)
            ),
        })
        .reduce(|first, then| sentence!("journal-state-server-hosts", first = first, then = then))
        .unwrap_or_else(|| sentence!("journal-state-server-none"));
    JournalError::Server {
        at: address.every_host(),
        why: sentence!("journal-state-server-no-host-writes", hosts = hosts),
    }
}

/// Connects to the `i`th host of the address (named `shown` in messages). When it fails
/// and no other host follows (`final_host`), what answers there is named if it is not
/// PostgreSQL; a host that failed while others may answer is left at once.
fn connect_host(
    address: &Address,
    i: usize,
    shown: &str,
    final_host: bool,
) -> Result<Conn, JournalError> {
    let config = host_config(&address.config, i, address.deadlines);
    let tls = address.tls.then(|| tls(address)).transpose()?;
    let named = |why: Sentence| JournalError::Server {
        at: shown.to_string(),
        why,
    };
    let d = address.deadlines;
    let who = (shown.to_string(), address.user().to_string());
    let failed = match Conn::connect(&config, tls, d, who) {
        Ok(conn) => return Ok(conn),
        Err(e) => e,
    };
    // Something else at that port (a web server, SSH) is named, not the driver's
    // protocol error or its silence.
    if final_host {
        if let Some(other) = other_protocol(&config, d.connect) {
            return Err(named(sentence!(
                "journal-state-server-other-protocol",
                other = other
            )));
        }
    }
    Err(match failed {
        DbError::Deadline(_) => named(sentence!(
            "journal-state-server-silent",
            seconds = d.connect.as_secs().to_string()
        )),
        e => failure(&Named(shown, address.user()), e),
    })
}

/// A server as messages name it (`user@host:port/database`, the user): one host of
/// the address.
pub(super) struct Named<'a>(pub(super) &'a str, pub(super) &'a str);

impl Server for Named<'_> {
    fn shown(&self) -> &str {
        self.0
    }

    fn user(&self) -> &str {
        self.1
    }
}

/// The address's settings for its `i`th host alone, with Pitpay's session options.
fn host_config(all: &postgres::Config, i: usize, deadlines: Deadlines) -> tokio_postgres::Config {
    let mut config = tokio_postgres::Config::new();
    if let Some(h) = all.get_hosts().get(i) {
        match h {
            postgres::config::Host::Tcp(h) => config.host(h),
            #[cfg(unix)]
            postgres::config::Host::Unix(p) => config.host_path(p),
        };
    }
    let ports = all.get_ports();
    config.port(ports.get(i).or(ports.first()).copied().unwrap_or(5432));
    if let Some(u) = all.get_user() {
        config.user(u);
    }
    if let Some(p) = all.get_password() {
        config.password(p);
    }
    if let Some(d) = all.get_dbname() {
        config.dbname(d);
    }
    config
        .ssl_mode(all.get_ssl_mode())
        .target_session_attrs(all.get_target_session_attrs())
        .channel_binding(all.get_channel_binding())
        .application_name("pitpay")
        .keepalives_idle(Duration::from_secs(10))
        .keepalives_interval(Duration::from_secs(5))
        .keepalives_retries(3)
        .tcp_user_timeout(
            all.get_tcp_user_timeout()
                .copied()
                .unwrap_or(Duration::from_secs(20)),
        );
    let session = session_options(deadlines);
    let options = match all.get_options() {
        Some(o) if !o.trim().is_empty() => format!("{o} {session}"),
        _ => session,
    };
    config.options(&options);
    config
}

/// How long the probe waits for the first answer, then for a web server's (it runs
/// after the connection failed: a server that stays silent was already waited for).
const PROBE_WAIT: (Duration, Duration) = (Duration::from_secs(2), Duration::from_secs(2));

/// What answers at a TCP address, when it is not PostgreSQL: a PostgreSQL
/// server answers a TLS request with one byte, `S` or `N`; something that answers
/// otherwise, or speaks first, is named; a web server, which waits for a request line,
/// is asked with the end of one. `None` when it is PostgreSQL, stays silent, or cannot
/// be reached (the caller then says why).
// On Windows a host is always TCP (no Unix sockets), so the `else` never runs there.
#[cfg_attr(windows, allow(irrefutable_let_patterns))]
fn other_protocol(config: &tokio_postgres::Config, deadline: Duration) -> Option<Sentence> {
    use std::io::{Read as _, Write as _};
    use std::net::ToSocketAddrs as _;
    let postgres::config::Host::Tcp(host) = config.get_hosts().first()? else {
        return None;
    };
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let addr = (host.as_str(), port).to_socket_addrs().ok()?.next()?;
    let mut stream = std::net::TcpStream::connect_timeout(&addr, deadline).ok()?;
    stream
        .set_read_timeout(Some(PROBE_WAIT.0.min(deadline)))
        .ok()?;
    // PostgreSQL's TLS request: length 8, code 80877103.
    stream.write_all(&[0, 0, 0, 8, 4, 210, 22, 47]).ok()?;
    let mut answer = [0u8; 64];
    let read = match stream.read(&mut answer) {
        Ok(n) => n,
        Err(_) => {
            // Silent so far: a web server waits for the end of a request line.
            stream.write_all(b" HTTP/1.0\r\n\r\n").ok()?;
            stream
                .set_read_timeout(Some(PROBE_WAIT.1.min(deadline)))
                .ok()?;
            // Silent still: nothing to name but the silence, which the caller says.
            stream.read(&mut answer).ok()?
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
            Some(sentence!("journal-state-server-web"))
        }
        _ if said.starts_with(b"SSH-") => Some(sentence!("journal-state-server-ssh")),
        _ => Some(sentence!("journal-state-server-unknown-protocol")),
    }
}

/// The TLS connector: rustls with ring, trusting the authorities in `sslrootcert`, else
/// the computer's own trusted authorities.
fn tls(address: &Address) -> Result<tokio_postgres_rustls::MakeRustlsConnect, JournalError> {
    use rustls_pki_types::pem::PemObject as _;
    use rustls_pki_types::CertificateDer;
    let refuse = |why: Sentence| JournalError::Server {
        at: address.shown().to_string(),
        why,
    };
    let mut roots = rustls::RootCertStore::empty();
    match &address.root_cert {
        Some(path) => {
            let certs = CertificateDer::pem_file_iter(path)
                .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
                .map_err(|e| {
                    refuse(sentence!(
                        "journal-state-server-root-cert-unread",
                        path = path.display().to_string(),
                        why = e.to_string()
                    ))
                })?;
            roots.add_parsable_certificates(certs);
        }
        None => {
            roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
        }
    }
    if roots.is_empty() {
        return Err(refuse(sentence!("journal-state-server-no-authority")));
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| {
            refuse(sentence!(
                "journal-state-server-tls-unusable",
                why = e.to_string()
            ))
        })?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
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
        assert_eq!(e, AddressError::SslMode("sometimes".into()));
    }

    #[test]
    fn an_address_without_a_user_or_with_an_unknown_option_is_refused_in_words() {
        let e = Address::parse("postgres://db.casino.lan/slips").unwrap_err();
        assert_eq!(e, AddressError::NoUser);
        let e = Address::parse("postgres://@db.casino.lan/slips").unwrap_err();
        assert_eq!(e, AddressError::NoUser);
        let e = Address::parse("postgres://p@h/d?colour=red").unwrap_err();
        assert!(matches!(e, AddressError::Unreadable(_)), "{e}");
        assert!(e
            .to_string()
            .contains("is not a database address Pitpay can read"));
    }

    /// Two hosts that take no writes are each named with what they answered, as the
    /// shared journal's guide quotes it, and in Chinese with the same hosts.
    #[test]
    fn every_host_that_failed_is_named_in_the_readers_language() {
        let a = Address::parse("postgres://pitpay@db1.casino.lan:5432,db2.casino.lan:5432/pitpay")
            .unwrap();
        let server = |why| JournalError::Server {
            at: String::new(),
            why,
        };
        let e = one_failure(
            &a,
            vec![
                (
                    "db1.casino.lan:5432".into(),
                    server(sentence!("journal-state-server-refused")),
                ),
                (
                    "db2.casino.lan:5432".into(),
                    server(sentence!("journal-state-server-standby")),
                ),
            ],
        );
        assert_eq!(
            e.to_string(),
            "slip journal: the shared journal at \
             pitpay@db1.casino.lan:5432,db2.casino.lan:5432/pitpay: no host of the address \
             takes writes: db1.casino.lan:5432 cannot be reached: nothing answers at that \
             address and port (is the database server running?); db2.casino.lan:5432 is a \
             standby (it takes no writes): list the primary in the address, or promote this \
             server"
        );
        let w =
            pitpay_language::Words::shipped(pitpay_language::Language::parse("zh-Hant").unwrap());
        let chinese = Sentence::from(&e).in_words(&w);
        for host in ["db1.casino.lan:5432", "db2.casino.lan:5432"] {
            assert!(chinese.contains(&format!("{host}：")), "{chinese}");
        }
        assert!(
            !chinese.contains("standby") && !chinese.contains("reached"),
            "{chinese}"
        );
    }
}

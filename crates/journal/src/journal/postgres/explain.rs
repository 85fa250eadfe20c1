//! A database error in the words of whoever set the shared journal up: which server,
//! and what to check (its address, the user's password, the database's name, the
//! server's certificate), never the driver's own wording.

use postgres::error::SqlState;

use super::wire::DbError;
use crate::journal::error::JournalError;

/// What a failure names of the server: its address as the settings wrote it (no
/// password), and the user that logged in. The connection's `Address` is one.
pub(super) trait Server {
    fn shown(&self) -> &str;
    fn user(&self) -> &str;
}

/// A database failure in the words of whoever set the journal up: what went wrong with
/// which server, and what to check.
pub(super) fn failure(address: &impl Server, e: impl Into<DbError>) -> JournalError {
    let why = match e.into() {
        DbError::Pg(e) => explain(address, &e),
        DbError::Deadline(d) => format!(
            "did not answer within {} seconds: Pitpay gave up waiting (a server whose host stopped, froze or lost its storage still accepts connections but answers nothing)",
            d.as_secs()
        ),
        DbError::Runtime(why) => format!("cannot be used: {why}"),
    };
    JournalError::Server {
        at: address.shown().to_string(),
        why,
    }
}

fn explain(address: &impl Server, e: &postgres::Error) -> String {
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
            "another station held the slip counter for longer than this podium waits for it (journal_statement_seconds); try again".into()
        } else if [
            SqlState::ADMIN_SHUTDOWN,
            SqlState::CRASH_SHUTDOWN,
            SqlState::CANNOT_CONNECT_NOW,
        ]
        .contains(code)
        {
            "the database server is shutting down or starting up; try again in a moment".into()
        } else if *code == SqlState::QUERY_CANCELED {
            "a statement took longer than this podium waits for one (journal_statement_seconds); try again".into()
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
    if chain.contains("does not allow writes") {
        return "is a standby (it takes no writes): list the primary in the address, or promote this server".into();
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

//! A database error in the words of whoever set the shared journal up: which server,
//! and what to check (its address, the user's password, the database's name, the
//! server's certificate), never the driver's own wording.

use pitpay_language::{sentence, Sentence};
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
/// which server, and what to check, said in the reader's language. What the server or
/// the operating system words (the server's message, a cause the driver gives) is
/// passed as its text.
pub(super) fn failure(address: &impl Server, e: impl Into<DbError>) -> JournalError {
    let why = match e.into() {
        DbError::Pg(e) => explain(address, &e),
        DbError::Deadline(d) => sentence!(
            "journal-state-server-deadline",
            seconds = d.as_secs().to_string()
        ),
        DbError::Runtime(why) => sentence!("journal-state-server-unusable", why = why),
    };
    JournalError::Server {
        at: address.shown().to_string(),
        why,
    }
}

fn explain(address: &impl Server, e: &postgres::Error) -> Sentence {
    if let Some(db) = e.as_db_error() {
        let code = db.code();
        return if *code == SqlState::INVALID_PASSWORD
            || *code == SqlState::INVALID_AUTHORIZATION_SPECIFICATION
        {
            sentence!("journal-state-server-login", user = address.user())
        } else if *code == SqlState::INVALID_CATALOG_NAME {
            sentence!("journal-state-server-no-database", message = db.message())
        } else if *code == SqlState::INSUFFICIENT_PRIVILEGE {
            sentence!(
                "journal-state-server-privilege",
                user = address.user(),
                message = db.message()
            )
        } else if *code == SqlState::LOCK_NOT_AVAILABLE {
            sentence!("journal-state-server-counter-held")
        } else if [
            SqlState::ADMIN_SHUTDOWN,
            SqlState::CRASH_SHUTDOWN,
            SqlState::CANNOT_CONNECT_NOW,
        ]
        .contains(code)
        {
            sentence!("journal-state-server-restarting")
        } else if *code == SqlState::QUERY_CANCELED {
            sentence!("journal-state-server-statement-slow")
        } else if *code == SqlState::TOO_MANY_CONNECTIONS {
            sentence!("journal-state-server-no-connection")
        } else {
            sentence!(
                "journal-state-server-answered",
                message = db.message(),
                code = code.code()
            )
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
        return sentence!("journal-state-server-standby");
    }
    let io = std::iter::successors(std::error::Error::source(e), |s| s.source())
        .find_map(|s| s.downcast_ref::<std::io::Error>());
    use std::io::ErrorKind as K;
    match io.map(std::io::Error::kind) {
        Some(K::ConnectionRefused) => sentence!("journal-state-server-refused"),
        Some(K::TimedOut) => sentence!("journal-state-server-timed-out"),
        Some(K::ConnectionReset | K::ConnectionAborted | K::BrokenPipe | K::UnexpectedEof) => {
            sentence!("journal-state-server-lost")
        }
        _ if e.is_closed() => sentence!("journal-state-server-lost"),
        _ if chain.contains("lookup address") || chain.contains("Name or service") => {
            sentence!("journal-state-server-unknown-name")
        }
        _ if chain.contains("bytes remaining on stream")
            || chain.contains("unexpected message")
            || chain.contains("invalid message") =>
        {
            sentence!("journal-state-server-not-postgres")
        }
        _ => {
            // The driver's top line ("error connecting to server") says little; its
            // innermost cause says what.
            let cause = std::iter::successors(Some(e as &dyn std::error::Error), |s| s.source())
                .last()
                .map_or(text.clone(), |s| s.to_string());
            sentence!(
                "journal-state-server-unusable",
                why = without_os_codes(&cause)
            )
        }
    }
}

/// What went wrong setting up TLS, in words.
fn tls_words(text: &str) -> Sentence {
    if text.contains("does not support TLS") {
        sentence!("journal-state-server-no-tls")
    } else if text.contains("UnknownIssuer") || text.contains("BadSignature") {
        sentence!("journal-state-server-untrusted-certificate")
    } else if text.contains("NotValidForName") {
        sentence!("journal-state-server-certificate-name")
    } else if text.contains("Expired") || text.contains("NotValidYet") {
        sentence!("journal-state-server-certificate-expired")
    } else {
        sentence!("journal-state-server-tls-failed")
    }
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
    use pitpay_language::{Language, Words};

    struct At;

    impl Server for At {
        fn shown(&self) -> &str {
            "pitpay@db.pit:5432/pitpay"
        }
        fn user(&self) -> &str {
            "pitpay"
        }
    }

    fn words(tag: &str) -> Words {
        Words::shipped(Language::parse(tag).unwrap())
    }

    /// A server that does not answer in time is named, with how long Pitpay waited and
    /// why a server can accept a connection and still say nothing; the whole refusal
    /// reads in one language.
    #[test]
    fn a_server_that_does_not_answer_is_explained_in_the_readers_language() {
        let e = failure(&At, DbError::Deadline(std::time::Duration::from_secs(15)));
        assert_eq!(
            e.to_string(),
            "slip journal: the shared journal at pitpay@db.pit:5432/pitpay: did not answer \
             within 15 seconds: Pitpay gave up waiting (a server whose host stopped, froze or \
             lost its storage still accepts connections but answers nothing)"
        );
        for tag in ["zh-Hant", "zh-Hans"] {
            let chinese = Sentence::from(&e).in_words(&words(tag));
            assert!(
                chinese.contains("pitpay@db.pit:5432/pitpay") && chinese.contains("15"),
                "{chinese}"
            );
            assert!(
                !chinese.contains("answer") && !chinese.contains("waiting"),
                "{chinese}"
            );
        }
    }

    /// A certificate no trusted authority signed says how to give the authority's, in
    /// every language with the setting's own name.
    #[test]
    fn a_certificate_refused_says_what_to_give_in_the_readers_language() {
        let why = tls_words("InvalidCertificate(UnknownIssuer)");
        assert_eq!(
            why.to_string(),
            "the server's certificate is not signed by an authority this computer trusts: give \
             the authority's certificate with sslrootcert=FILE"
        );
        let chinese = why.in_words(&words("zh-Hant"));
        assert!(
            chinese.contains("sslrootcert=FILE") && chinese.contains("憑證"),
            "{chinese}"
        );
        assert!(!chinese.contains("certificate"), "{chinese}");
        assert_eq!(
            Sentence::from(&JournalError::Server {
                at: "x".into(),
                why: sentence!(
                    "journal-state-server-answered",
                    message = "boom",
                    code = "XX000"
                )
            })
            .to_string(),
            "slip journal: the shared journal at x: the server answered: boom (XX000)"
        );
    }
}

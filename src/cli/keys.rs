//! `pitpay keys`: the station's signing key printed for whoever verifies slips elsewhere,
//! made, registered in a shared journal, or rotated on a manager's authority.

use std::process::ExitCode;

use serde_json::json;

use super::args::KeysArgs;
use super::common::{out, out_json, say_failure, say_refusal, voice};
use super::staff::{self, Done};
use super::BAD_INPUT;
use pitpay_journal::Actor;
use pitpay_language::t;

/// `pitpay keys`: print this installation's key, `--register` it in the shared journal,
/// or `--rotate` it on a manager's authority.
pub(super) fn command(args: &KeysArgs) -> ExitCode {
    let json = args.json;
    if args.new {
        return new_key(json);
    }
    if args.register {
        return register(json);
    }
    if args.rotate {
        let by = args.by.as_deref();
        let done = json.then(|| Done::station("", "rotated"));
        return staff::run_with_pins(done, |d, pins| pitpay_journal::staff::rotate(d, by, pins));
    }
    print_key(json)
}

/// `pitpay keys`: prints this installation's key; never makes one (the first
/// slip makes it and says so, or `keys --new`).
fn print_key(json: bool) -> ExitCode {
    let result = pitpay_documents::slip::data_dir().and_then(|d| {
        pitpay_journal::keys::Keys::load(&d)?.ok_or_else(|| {
            pitpay_journal::keys::KeyError::None {
                path: pitpay_journal::keys::Keys::path(&d),
            }
            .into()
        })
    });
    if json {
        let (code, doc) = match &result {
            Ok(k) => (
                0,
                json!({"public_key": k.public_hex(), "fingerprint": pitpay_journal::keys::fingerprint(&k.public())}),
            ),
            Err(e) => (BAD_INPUT, json!({"error": super::words::slip(e)})),
        };
        out_json(&doc);
        return ExitCode::from(code);
    }
    match result {
        Ok(k) => {
            out(&format!(
                "public_key = \"{}\"\nfingerprint = \"{}\"\n",
                k.public_hex(),
                pitpay_journal::keys::fingerprint(&k.public())
            ));
            ExitCode::SUCCESS
        }
        Err(e) => {
            say_refusal(|w| super::words::slip_in(w, &e));
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// `pitpay keys --new`: makes this installation's key, where it has none and the journal
/// expects none (a lost one is restored from a backup or replaced by `keys --rotate`).
fn new_key(json: bool) -> ExitCode {
    let result = pitpay_documents::slip::data_dir().and_then(|d| {
        if let Some(k) = pitpay_journal::keys::Keys::load(&d)? {
            return Err(pitpay_journal::keys::KeyError::Exists {
                fingerprint: pitpay_journal::keys::fingerprint(&k.public()),
                path: pitpay_journal::keys::Keys::path(&d),
            }
            .into());
        }
        if pitpay_journal::Journal::exists(&d) {
            let mut journal = pitpay_journal::Journal::open(&d)?;
            let authority = journal
                .authority(None)?
                .map_err(pitpay_journal::JournalError::RegisterDamaged)?;
            // Refuses, in words, where the journal holds entries of this station's lost key.
            Ok(journal.station_keys(&d, &authority)?)
        } else {
            Ok(pitpay_journal::keys::Keys::load_or_create(&d)?)
        }
    });
    match result {
        Ok(k) => {
            let fingerprint = pitpay_journal::keys::fingerprint(&k.public());
            let message = t!(voice(), "cmd-keys-made", fingerprint = fingerprint.as_str());
            if json {
                let doc = json!({"key": {"action": "made", "public_key": k.public_hex(), "fingerprint": fingerprint, "message": message}});
                out_json(&doc);
            } else {
                out(&format!(
                    "{message}\npublic_key = \"{}\"\nfingerprint = \"{fingerprint}\"\n",
                    k.public_hex()
                ));
            }
            ExitCode::SUCCESS
        }
        Err(e) => say_failure(&e),
    }
}

/// `keys --register`: this station's key, registered in the shared journal.
fn register(json: bool) -> ExitCode {
    let result = pitpay_documents::slip::data_dir().and_then(|d| {
        let mut journal = pitpay_journal::Journal::open(&d)?;
        // A station whose key the journal already holds under another key is not
        // registered a second time: that is a rotation, on a manager's authority.
        let authority = journal
            .authority(None)?
            .map_err(pitpay_journal::JournalError::RegisterDamaged)?;
        let keys = journal.writing_keys(&d, &authority)?;
        let who = Actor::or_account(None, None);
        let new = journal.register(&keys, &who, &pitpay_journal::now())?;
        Ok((
            new,
            journal,
            pitpay_journal::keys::fingerprint(&keys.public()),
        ))
    });
    match result {
        Ok((new, journal, fingerprint)) => {
            let message = t!(
                voice(),
                "cmd-keys-registered",
                station = journal.station(),
                fingerprint = fingerprint.as_str(),
                new = if new { "yes" } else { "no" },
                journal = journal.shared().unwrap_or_default()
            );
            let action = if new {
                "registered"
            } else {
                "already-registered"
            };
            let done = Done::station(journal.station(), action);
            out(&format!(
                "{}\n",
                if json { done.json(&message) } else { message }
            ));
            ExitCode::SUCCESS
        }
        Err(e) => say_failure(&e),
    }
}

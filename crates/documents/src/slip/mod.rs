//! Signed-off payout slips (ROUND-FILE.md `slip`, `verify`, `reprint`, `void`).
//!
//! A slip is a PDF of one settlement, numbered from the journal and signed off by a
//! named supervisor. It embeds a signed record (`record.rs`): the round file, the
//! paytables and house rules it was settled with, and the settlement itself (the same
//! JSON as `settle --json`), signed with this installation's Ed25519 key. A second
//! signature, the seal, covers every byte of the file, so any changed byte fails
//! `verify`.
//!
//! [`issue()`], [`reprint`] and [`void`] make and cancel slips (`issue.rs`), [`verify()`]
//! checks one (`verify.rs`), and `layout.rs` draws the page.
//!
//! Only the paper has a language: `Options::words` chooses the words a slip or a copy
//! is printed in (English without it), [`verify_in`] the words `verify` says its summary
//! in. The signed record, the journal's entry and the settlement's JSON are the same in
//! every language, so a slip issued in one verifies and reprints in any other.

mod duplicate;
mod error;
mod issue;
pub(crate) mod jackpots;
#[cfg(test)]
mod language_tests;
mod layout;
mod output;
mod people;
pub(crate) mod record;
mod recover;
mod verify;
mod words;

pub(crate) use self::duplicate::duplicate;
pub(crate) use self::issue::{acting, writing_keys};
pub(crate) use self::verify::{read_record, verify_held};
pub use self::{
    error::{data_dir, Failure, Field, InputError, SlipError, Unrecoverable},
    issue::{issue, patron_needed_for, reprint, void, Options, SlipIssued},
    jackpots::{list_jackpots, Jackpot},
    people::SignOff,
    record::{Patron, Witness},
    recover::{recover, Recovered},
    verify::{verify, verify_in, Verified},
};

//! Pitpay's record (issue 33's second layer): the slip journal, a tamper-evident chain on
//! SQLite or a shared PostgreSQL (issues 9, 18 and 31), the staff register of who may
//! sign (issue 19), the station's signing keys, the podium's settings and clock, and the
//! journal's listings and exports. It stands on `pitpay-core` and knows nothing of PDFs,
//! slips as documents, practice or the app: the layers above hand it what to record.
#![warn(clippy::too_many_lines)]

// The domain crate's modules, read here at `crate::money` and so on as in the layers above.

pub mod export;
pub mod folders;
pub mod journal;
pub mod keys;
pub(crate) mod register;
pub mod settings;
pub mod staff;

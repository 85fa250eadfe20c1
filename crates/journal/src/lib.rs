//! Pitpay's record (second layer): the slip journal, a tamper-evident chain on
//! SQLite or a shared PostgreSQL, the staff register of who may
//! sign, the station's signing keys, the podium's settings and clock, and the
//! journal's listings and exports. It stands on `pitpay-core` and knows nothing of PDFs,
//! slips as documents, practice or the app: the layers above hand it what to record.
#![warn(clippy::too_many_lines)]

mod clock;
pub mod export;
mod files;
mod filing;
mod folders;
mod journal;
pub mod keys;
mod listing;
pub(crate) mod register;
mod settings;
pub mod staff;

// The surface: one list, by the file each item is written in. The
// journal's chain, the station's keys, the exports and the staff commands stay
// namespaces: their words (`advance`, `verify`, `write`, `add`) need their module's
// name beside them.
pub use crate::{
    clock::{shift_name, utc_text, ClockError, PropertyClock, Shift, Stamp},
    files::{check_output, clean_stale, create_private_file, write_atomic, OutputError, Staged},
    filing::{unused, Shelf},
    folders::{data_dir, data_dir_problem},
    journal::audit::{Audit, CheckFrom, Scope},
    journal::authority::Authority,
    journal::backend::Location,
    journal::chain,
    journal::chain::check::{Broken, Checked, Registered},
    journal::chain::{Checkpoint, Event, Group, Head, Kind, Record},
    journal::entry::{
        now, Actor, CagePaid, CageState, Entry, SlipFilter, SlipRecord, SlipState, Voided,
    },
    journal::error::JournalError,
    journal::gap::{Gap, GapRecord, Lost},
    journal::guard::adopt_clock,
    journal::handle::Journal,
    journal::postgres::connect::Address,
    journal::recover::{is_station_log, Candidate, Recovery},
    journal::write::{CopyFile, Issued, NewSlip},
    settings::{slip_paper, Paper, Settings, Value, FILE},
};

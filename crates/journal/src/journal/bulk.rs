//! A big journal, fast, for benchmarks and tests: genuine entries, chained,
//! signed and checkpointed exactly as `pitpay slip` records them, without drawing a PDF
//! for each, so that a journal of a million slips exists in minutes.

use super::chain::{self, Checkpoint, Event, Head, Kind, Record};
use super::entry::now;
use super::error::JournalError;
use super::handle::Journal;
use super::store;
use crate::keys::Keys;

/// Entries written per transaction.
const BATCH: i64 = 5_000;

impl Journal {
    /// Appends `count` issued slips after the chain's head, signed with `keys`, each with
    /// the slip record `payload(number)` (and a stand-in file hash: no PDF is drawn), a
    /// checkpoint every `chain::CHECKPOINT_EVERY` entries, every copy recorded as in
    /// place. Slip `n` is issued at table `BJ-(n mod 20)` by supervisor `S-(n mod 7)`,
    /// one a minute from `2026-01-01T00:00:00Z`, or from earlier where that would run
    /// past the present (a journal newer than the podium's clock is refused),
    /// so that a month holds about 43,000 slips;
    /// every 50th slip is indexed as paying a meter award (the jackpot record re-settles
    /// its record to find the award, so a record without one lists none).
    pub fn fill(
        &mut self,
        keys: &Keys,
        count: i64,
        payload: &dyn Fn(i64) -> String,
    ) -> Result<(), JournalError> {
        let start = first_minute(count);
        let mut left = count;
        while left > 0 {
            let n = left.min(BATCH);
            let station = self.station.clone();
            let marks = store::append(self.store.as_mut(), |head| {
                let mut h: Head = head.clone();
                let mut records: Vec<Record> = Vec::new();
                let mut marks = Vec::new();
                for _ in 0..n {
                    let number = h.last_slip + 1;
                    let mut e = Event::new(Kind::Issue, number, &minute(start, number));
                    e.station = station.clone();
                    e.who = format!("Supervisor {}", number % 7);
                    e.who_id = format!("S-{}", number % 7);
                    e.table = format!("BJ-{}", number % 20);
                    e.game = "blackjack".into();
                    e.paid = "20.00".into();
                    e.net = "10.00".into();
                    e.payload = payload(number);
                    e.file_sha256 = chain::sha256_hex(number.to_string().as_bytes());
                    e.round_sha256 = chain::sha256_hex(format!("round {number}").as_bytes());
                    e.jackpot = number % 50 == 0;
                    let r = chain::link(&h, e, keys);
                    h = chain::advance(&h, &r);
                    if h.seq % chain::CHECKPOINT_EVERY == 0 {
                        marks.push(h.clone());
                    }
                    records.push(r);
                }
                Ok::<_, JournalError>((records, (marks, h.seq)))
            })?;
            let (checkpoints, last) = marks;
            for head in checkpoints {
                self.store
                    .add_checkpoint(&Checkpoint::sign(&head, &now(), keys))?;
            }
            self.store.placed_through(last)?;
            left -= n;
        }
        Ok(())
    }
}

/// The first filled slip's time: the start of 2026, or `count` minutes and a day before
/// now where the slips would otherwise run past the present.
fn first_minute(count: i64) -> time::OffsetDateTime {
    let start = time::macros::datetime!(2026-01-01 00:00 UTC);
    let latest =
        time::OffsetDateTime::now_utc() - time::Duration::minutes(count.saturating_add(24 * 60));
    start.min(latest)
}

/// Slip `n`'s time: one a minute from `start`.
fn minute(start: time::OffsetDateTime, n: i64) -> String {
    let at = start + time::Duration::minutes(n);
    let format =
        time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]Z");
    at.format(&format).unwrap_or_default()
}

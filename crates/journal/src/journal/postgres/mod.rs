//! The journal's PostgreSQL store: one database shared by every station of a property,
//! so that its slips are numbered in one series (README "One slip series for
//! the property").
//!
//! Numbers come from a counter row (`pitpay_counter`, one row holding the chain's head:
//! the last entry's `seq` and hash and the last slip number), read `FOR UPDATE` at the
//! start of every append: the row lock makes the stations' appends take turns, and the
//! number is written in the same transaction as the entry, so a transaction that fails
//! takes no number (a PostgreSQL sequence would skip one). A station that vanishes while
//! it holds the lock loses it after `idle_in_transaction_session_timeout`, and a station
//! waiting for it gives up after `lock_timeout` (just under the statement deadline),
//! each set for Pitpay's sessions only.
//!
//! Schema versions (`pitpay_meta`, name `schema`), applied in one transaction under an
//! advisory lock, so that of several stations starting at once one creates the tables:
//! - 1: `pitpay_counter`, `pitpay_entries` (the chain, one row per [`Record`], as the
//!   SQLite store keeps it), `pitpay_placed` (copies whose file was put in place);
//! - 2: a year on the floor: payload hashes, jackpot flags, indexes,
//!   `pitpay_unplaced` and `pitpay_checkpoints`;
//! - 3: who signs: no table changes; the chain may hold `staff`, `refused`
//!   and `rotate` entries, which an older Pitpay would not read;
//! - 4: a record no one can rewrite (as the SQLite store's 6): each entry's
//!   `register` and `refused`, the counter's too, an index by kind and entry, the
//!   register's signed checkpoints; `gap` entries; `pitpay_meta` says whether the
//!   journal is shared;
//! - 5: one source of truth (as the SQLite store's 7): each entry's `jackpots` tally,
//!   which its hash covers with its `jackpot` flag (the flags worked out again from the
//!   slip records once); the head is read from the last entry, the counter row being
//!   only the lock the stations take turns by.
//! - 6: the cage (as the SQLite store's 8): each issue's `to_pay` and `cage` flag;
//!   `paid` entries, at most one a slip.
//!
//! A database error becomes a message in the words of the people who set the journal
//! up: which server, and what to check (its address, the user's password, the
//! database's name), never the driver's own wording.

pub(crate) mod connect;
mod explain;
mod pages;
mod rows;
mod schema;
mod wire;

use std::cell::RefCell;

use postgres::error::SqlState;

use super::chain::{self, Group, Head, Kind, Record};
use super::entry::{Entry, SlipFilter};
use super::error::JournalError;
use super::kept::{RegisterCheckpoint, WalState};
use super::sql::POSTGRES;
use super::store::Store;
use connect::connect;
pub(crate) use connect::Address;
use explain::failure;
use rows::{checkpoint, entries_head, head_at, insert, newest_in, record};
use schema::{migrate, newer, parse_version};
pub(crate) use wire::Deadlines;
use wire::{Conn, DbError};

/// The schema this build writes.
pub(crate) const SCHEMA: u32 = 6;

/// The PostgreSQL journal: one connection, opened for one command or one task.
pub(crate) struct Postgres {
    client: RefCell<Conn>,
    address: Address,
    /// The server this connection reached (`user@host:port/database`): the one
    /// messages name.
    serving: RefCell<String>,
}

impl Postgres {
    /// Connects, and creates or migrates the schema to [`SCHEMA`] (a schema from a
    /// newer Pitpay is refused untouched).
    pub(crate) fn open(address: &Address) -> Result<Postgres, JournalError> {
        let mut client = connect(address)?;
        let v = match client.query_one("SELECT value FROM pitpay_meta WHERE name = 'schema'", &[]) {
            Ok(row) => parse_version(&client, &row)?,
            Err(DbError::Pg(e)) if e.code() == Some(&SqlState::UNDEFINED_TABLE) => 0,
            Err(e) => return Err(failure(&client, e)),
        };
        newer(&client, v)?;
        if v < SCHEMA {
            migrate(&mut client)?;
        }
        let serving = RefCell::new(explain::Server::shown(&client).to_string());
        Ok(Postgres {
            client: RefCell::new(client),
            address: address.clone(),
            serving,
        })
    }

    /// A failure, naming the server this connection reached.
    fn fail(&self, e: impl Into<DbError>) -> JournalError {
        let at = self.serving.borrow();
        failure(&connect::Named(&at, self.address.user()), e)
    }

    /// After a commit whose answer was lost: whether the entry `last` is in the
    /// journal, asked over a new connection (which replaces the lost one). `None`:
    /// the server cannot be asked.
    fn committed(&self, last: &Record) -> Option<bool> {
        let mut client = connect(&self.address).ok()?;
        let found = client
            .query_opt(&POSTGRES.entry_is(), &[&last.seq, &last.hash])
            .ok()?
            .is_some();
        *self.serving.borrow_mut() = explain::Server::shown(&client).to_string();
        *self.client.borrow_mut() = client;
        Some(found)
    }
}

impl Store for Postgres {
    fn append_records(
        &mut self,
        make: &mut dyn FnMut(&Head) -> Option<Vec<Record>>,
    ) -> Result<(), JournalError> {
        let at = self.serving.borrow().clone();
        let named = connect::Named(&at, self.address.user());
        let fail = |e: DbError| failure(&named, e);
        let (records, committed) = {
            let client = self.client.get_mut();
            let mut tx = client.transaction().map_err(fail)?;
            // The counter row is the lock the stations' appends take turns by; the head
            // itself is read from the last entry.
            tx.query_one(
                "SELECT seq FROM pitpay_counter WHERE id = 1 FOR UPDATE",
                &[],
            )
            .map_err(fail)?;
            let head = entries_head(&mut tx, &named)?;
            // Nothing to store: the transaction rolls back as it is dropped.
            let Some(records) = make(&head) else {
                return Ok(());
            };
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
            (records, tx.commit())
        };
        let Err(e) = committed else {
            return Ok(());
        };
        // The commit was sent but its answer lost: it may have been made. Ask again.
        let Some(last) = records.last() else {
            return Ok(());
        };
        match self.committed(last) {
            Some(true) => Ok(()),
            Some(false) => Err(self.fail(e)),
            None => Err(JournalError::Uncertain {
                at: self.address.shown().to_string(),
                slip: last.event.slip,
            }),
        }
    }

    fn each(
        &self,
        slip: Option<i64>,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let sql = POSTGRES.slip_records(payloads, slip.is_some());
        self.records(&sql, &[&slip], payloads, each)
    }

    fn of_kind(
        &self,
        kind: Kind,
        since: Option<&str>,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let since = since.unwrap_or("");
        self.records(
            &POSTGRES.records_of_kind(),
            &[&kind.id(), &since],
            true,
            each,
        )
    }

    fn range(
        &self,
        from: i64,
        to: i64,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let sql = POSTGRES.records_between(payloads);
        self.records(&sql, &[&from, &to], payloads, each)
    }

    fn head(&self) -> Result<Head, JournalError> {
        let at = self.serving.borrow();
        let named = connect::Named(&at, self.address.user());
        entries_head(&mut *self.client.borrow_mut(), &named)
    }

    fn jackpots_through(&self, seq: i64) -> Result<String, JournalError> {
        let counted = rows::jackpots_through(&mut *self.client.borrow_mut(), seq);
        counted.map_err(|e| self.fail(e))
    }

    fn start_at(&self, seq: i64) -> Result<chain::Start, JournalError> {
        let mut start = chain::Start::default();
        if seq == 0 {
            return Ok(start);
        }
        let serving = self.serving.borrow();
        let named = connect::Named(&serving, self.address.user());
        let mut client = self.client.borrow_mut();
        let fail = |e: DbError| failure(&named, e);
        let row = client
            .query_one(&POSTGRES.record_at(), &[&seq])
            .map_err(fail)?;
        let at = record(&row, false).map_err(|e| fail(e.into()))??;
        start.head = head_at(&mut *client, &named, &at)?;
        let voids = client
            .query(&POSTGRES.voids_through(), &[&seq])
            .map_err(fail)?;
        for v in voids {
            start.void.insert(v.try_get(0).map_err(|e| fail(e.into()))?);
        }
        let keys = client
            .query(&POSTGRES.keys_through(), &[&seq])
            .map_err(fail)?;
        for k in keys {
            let get = |i| k.try_get::<_, String>(i).map_err(|e| fail(e.into()));
            let key: String = get(1)?;
            if !start.registered.iter().any(|r| r.key == key) {
                start.registered.push(chain::Registered {
                    station: get(0)?,
                    key,
                    time: get(2)?,
                    retired: None,
                });
            }
        }
        Ok(start)
    }

    fn issued_for_round(&self, round_sha256: &str) -> Result<Option<Record>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(&POSTGRES.issued_for_round(), &[&round_sha256])
            .map_err(|e| self.fail(e))?;
        match row {
            Some(row) => record(&row, false).map_err(|e| self.fail(e))?.map(Some),
            None => Ok(None),
        }
    }

    fn mark_placed(&mut self, seq: i64) -> Result<(), JournalError> {
        // A hint about the disk (see the SQLite store): committed without waiting for the
        // server's disk, in one round trip.
        let sql = format!(
            "BEGIN; SET LOCAL synchronous_commit TO OFF; {}; COMMIT;",
            POSTGRES.placed(seq)
        );
        let done = self.client.get_mut().batch_execute(&sql);
        done.map_err(|e| self.fail(e))
    }

    fn placed_through(&mut self, seq: i64) -> Result<(), JournalError> {
        self.execute(&POSTGRES.placed_through(), &[&seq])
    }

    fn unplaced(&self) -> Result<Vec<Record>, JournalError> {
        let mut out = Vec::new();
        self.records(&POSTGRES.unplaced_records(), &[], false, &mut |r| {
            out.push(r);
            Ok(())
        })?;
        Ok(out)
    }

    fn add_checkpoint(&mut self, c: &chain::Checkpoint) -> Result<(), JournalError> {
        self.execute(
            &POSTGRES.add_checkpoint(),
            &[&c.seq, &c.hash, &c.time, &c.signer, &c.signature],
        )
    }

    fn checkpoints(&self, from: i64, to: i64) -> Result<Vec<chain::Checkpoint>, JournalError> {
        let rows = self
            .client
            .borrow_mut()
            .query(&POSTGRES.checkpoints_between(), &[&from, &to])
            .map_err(|e| self.fail(e))?;
        rows.iter()
            .map(|r| checkpoint(r).map_err(|e| self.fail(e)))
            .collect()
    }

    fn checkpoint_from(&self, seq: i64) -> Result<Option<chain::Checkpoint>, JournalError> {
        self.checkpoint_by(&POSTGRES.checkpoint_from(), &seq)
    }

    fn checkpoint_before(&self, time: &str) -> Result<Option<chain::Checkpoint>, JournalError> {
        self.checkpoint_by(&POSTGRES.checkpoint_before(), &time)
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
            .query_one(&POSTGRES.count(), &[&kind.id(), &since, &until, &station])
            .map_err(|e| self.fail(e))?;
        row.try_get(0).map_err(|e| self.fail(e))
    }

    fn head_before(&self, time: &str) -> Result<Option<Head>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(&POSTGRES.newest_before(), &[&time])
            .map_err(|e| self.fail(e))?;
        let Some(row) = row else { return Ok(None) };
        let seq: i64 = row.try_get(0).map_err(|e| self.fail(e))?;
        Ok(Some(self.start_at(seq)?.head))
    }

    fn newest_in(&self, group: Group, up_to: i64) -> Result<Option<Record>, JournalError> {
        let mut client = self.client.borrow_mut();
        newest_in(&mut *client, group, up_to).map_err(|e| self.fail(e))?
    }

    fn group_after(
        &self,
        group: Group,
        after: i64,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let sql = POSTGRES.records_of_kinds_after(group.kinds());
        self.records(&sql, &[&after], true, each)
    }

    fn register_checkpoint(&self) -> Result<Option<RegisterCheckpoint>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(&POSTGRES.register_checkpoint(), &[])
            .map_err(|e| self.fail(e))?;
        let Some(r) = row else { return Ok(None) };
        let get = |i| r.try_get::<_, String>(i).map_err(|e| self.fail(e));
        Ok(Some(RegisterCheckpoint {
            seq: r.try_get(0).map_err(|e| self.fail(e))?,
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
        for (hash, state) in members {
            self.execute(&POSTGRES.add_register_member(), &[hash, state])?;
        }
        self.execute(
            &POSTGRES.add_register_checkpoint(),
            &[&c.seq, &c.hash, &c.state, &c.time, &c.signer, &c.signature],
        )?;
        self.execute(&POSTGRES.drop_register_checkpoints_before(), &[&c.seq])
    }

    fn register_members(&self, hashes: &[String]) -> Result<Vec<(String, String)>, JournalError> {
        let rows = self
            .client
            .borrow_mut()
            .query(&POSTGRES.register_members(), &[&hashes])
            .map_err(|e| self.fail(e))?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get(0).map_err(|e| self.fail(e))?,
                    r.try_get(1).map_err(|e| self.fail(e))?,
                ))
            })
            .collect()
    }

    fn drop_checkpoints_after(&mut self, seq: i64) -> Result<(), JournalError> {
        for sql in &POSTGRES.drop_checkpoints_after() {
            self.execute(sql, &[&seq])?;
        }
        Ok(())
    }

    fn meta(&self, name: &str) -> Result<Option<String>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(&POSTGRES.meta(), &[&name])
            .map_err(|e| self.fail(e))?;
        row.map(|r| r.try_get(0).map_err(|e| self.fail(e)))
            .transpose()
    }

    fn set_meta(&mut self, name: &str, value: &str) -> Result<(), JournalError> {
        self.execute(&POSTGRES.set_meta(), &[&name, &value])
    }

    fn database_identity(&self) -> Result<Option<String>, JournalError> {
        let mut client = self.client.borrow_mut();
        let row = client
            .query_one(
                "SELECT oid::text FROM pg_database WHERE datname = current_database()",
                &[],
            )
            .map_err(|e| self.fail(e))?;
        let oid: String = row.try_get(0).map_err(|e| self.fail(e))?;
        // The server's system identifier is read by its superusers and monitors only;
        // where this role may not read it, the database's object id stands alone.
        let system = client
            .query_one(
                "SELECT system_identifier::text FROM pg_control_system()",
                &[],
            )
            .ok()
            .and_then(|r| r.try_get::<_, String>(0).ok());
        Ok(Some(match system {
            Some(system) => format!("database {oid} of server {system}"),
            None => format!("database {oid}"),
        }))
    }

    fn file(&self) -> Option<&std::path::Path> {
        None
    }

    fn serving(&self) -> Option<String> {
        Some(self.serving.borrow().clone())
    }

    fn wal_state(&self) -> Option<WalState> {
        // A primary's log: its timeline is in the name of the file the log is written
        // to now; synchronous when a standby must have each commit before it returns.
        let row = self
            .client
            .borrow_mut()
            .query_opt(
                "SELECT substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8),
                        current_setting('synchronous_standby_names') <> ''
                        AND current_setting('synchronous_commit') NOT IN ('off', 'local')
                 WHERE NOT pg_is_in_recovery()",
                &[],
            )
            .ok()??;
        Some(WalState {
            timeline: row.try_get(0).ok()?,
            synchronous: row.try_get(1).ok()?,
        })
    }

    fn backup(&self, _to: &std::path::Path) -> Result<(), JournalError> {
        Err(JournalError::BackupOnServer {
            at: self.address.shown().to_string(),
        })
    }

    fn slips(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError> {
        self.slips_by_page(filter, each)
    }
}

impl Postgres {
    /// The records a statement selects, in its order, to `each`, read as they come.
    fn records(
        &self,
        sql: &str,
        values: &[&(dyn postgres::types::ToSql + Sync)],
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError> {
        let mut client = self.client.borrow_mut();
        let read = client.each_row(sql, values, &mut |row| {
            each(record(&row, payloads).map_err(|e| self.fail(e))??)
        });
        read.map_err(|e| self.fail(e))?
    }

    /// The one checkpoint a statement selects by `value`, if any.
    fn checkpoint_by(
        &self,
        sql: &str,
        value: &(dyn postgres::types::ToSql + Sync),
    ) -> Result<Option<chain::Checkpoint>, JournalError> {
        let row = self
            .client
            .borrow_mut()
            .query_opt(sql, &[value])
            .map_err(|e| self.fail(e))?;
        row.map(|r| checkpoint(&r).map_err(|e| self.fail(e)))
            .transpose()
    }

    /// Runs a statement that changes the journal's tables.
    fn execute(
        &mut self,
        sql: &str,
        values: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<(), JournalError> {
        let done = self.client.get_mut().execute(sql, values);
        done.map(drop).map_err(|e| self.fail(e))
    }
}

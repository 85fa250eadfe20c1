//! The shared journal's schema on PostgreSQL: the tables of each version (listed in
//! [`super`]'s documentation) and the migration to the newest, in one transaction under
//! an advisory lock, so that of several stations starting at once one migrates it and a
//! schema from a newer Pitpay is refused untouched.

use postgres::Row;

use super::explain::{failure, Server};
use super::wire::{Conn, DbError};
use super::SCHEMA;
use crate::journal::error::JournalError;

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

/// Schema 1 → 2 (as the SQLite store's 3 → 4): each entry's payload hash and
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

/// Schema 3 → 4 (as the SQLite store's 5 → 6).
const V3_TO_V4: &str = "
    ALTER TABLE pitpay_entries ADD COLUMN register text NOT NULL DEFAULT '';
    ALTER TABLE pitpay_entries ADD COLUMN refused text NOT NULL DEFAULT '';
    ALTER TABLE pitpay_counter ADD COLUMN register text NOT NULL DEFAULT '';
    ALTER TABLE pitpay_counter ADD COLUMN refused text NOT NULL DEFAULT '';
    CREATE INDEX pitpay_entries_by_kind_seq ON pitpay_entries (kind, seq);
    CREATE TABLE pitpay_register_checkpoints (seq bigint PRIMARY KEY, hash text NOT NULL,
        state text NOT NULL, time text NOT NULL, signer text NOT NULL, signature text NOT NULL);
    CREATE TABLE pitpay_register_members (hash text PRIMARY KEY, state text NOT NULL);";

/// Schema 4 → 5 (as the SQLite store's 6 → 7): each entry's jackpot tally, each
/// issue's jackpot flag worked out again from its slip record, once, and the identity
/// made with the journal, which a dump carries along and every podium remembers.
const V4_TO_V5: &str = "
    ALTER TABLE pitpay_entries ADD COLUMN jackpots text NOT NULL DEFAULT '';
    INSERT INTO pitpay_meta (name, value)
        VALUES ('identity', md5(random()::text || clock_timestamp()::text))
        ON CONFLICT DO NOTHING;
    UPDATE pitpay_entries SET jackpot = CASE
        WHEN kind = 'issue' AND payload LIKE '%\"rule\":\"R4.3\"%' THEN 1 ELSE 0 END;";

/// Schema 5 → 6 (as the SQLite store's 7 → 8): each issue's amount to be paid and
/// whether the cage pays it, and the index that lets a slip be paid only once.
const V5_TO_V6: &str = "
    ALTER TABLE pitpay_entries ADD COLUMN to_pay text NOT NULL DEFAULT '';
    ALTER TABLE pitpay_entries ADD COLUMN cage bigint NOT NULL DEFAULT 0;
    CREATE UNIQUE INDEX pitpay_entries_paid_once ON pitpay_entries (slip) WHERE kind = 'paid';
    CREATE INDEX pitpay_entries_cage ON pitpay_entries (slip) WHERE cage = 1;";

pub(super) fn parse_version(address: &impl Server, row: &Row) -> Result<u32, JournalError> {
    let text: String = row.try_get(0).map_err(|e| failure(address, e))?;
    text.parse().map_err(|_| JournalError::Server {
        at: address.shown().to_string(),
        why: pitpay_language::sentence!("journal-state-server-schema-unread", version = text),
    })
}

pub(super) fn newer(address: &impl Server, version: u32) -> Result<(), JournalError> {
    if version > SCHEMA {
        return Err(JournalError::NewerSchema {
            at: address.shown().to_string(),
            version,
            known: SCHEMA,
        });
    }
    Ok(())
}

/// Brings the schema to [`SCHEMA`] in one transaction, under the migration lock, after
/// reading the version again (another station may have just done it).
pub(super) fn migrate(client: &mut Conn) -> Result<(), JournalError> {
    let (shown, user) = (client.shown().to_string(), client.user().to_string());
    let address = super::connect::Named(&shown, &user);
    let fail = |e: DbError| failure(&address, e);
    let mut tx = client.transaction().map_err(fail)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .map_err(fail)?;
    let exists: bool = tx
        .query_one("SELECT to_regclass('pitpay_meta') IS NOT NULL", &[])
        .and_then(|r| Ok(r.try_get(0)?))
        .map_err(fail)?;
    let mut v = if exists {
        let row = tx
            .query_one("SELECT value FROM pitpay_meta WHERE name = 'schema'", &[])
            .map_err(fail)?;
        parse_version(&address, &row)?
    } else {
        tx.batch_execute("CREATE TABLE pitpay_meta (name text PRIMARY KEY, value text NOT NULL); INSERT INTO pitpay_meta VALUES ('schema', '0');")
            .map_err(fail)?;
        0
    };
    newer(&address, v)?;
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
            // Who signs: no table changes, but `staff`, `refused` and
            // `rotate` entries, which an older Pitpay would not read.
            2 => 3,
            3 => {
                tx.batch_execute(V3_TO_V4).map_err(fail)?;
                4
            }
            4 => {
                tx.batch_execute(V4_TO_V5).map_err(fail)?;
                5
            }
            _ => {
                tx.batch_execute(V5_TO_V6).map_err(fail)?;
                6
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

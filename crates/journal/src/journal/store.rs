//! The [`Store`] trait: where journal entries are kept (for a
//! database shared by stations). A store keeps and returns records, reads them by index
//!, and keeps a few unchained facts; the chain's hashes and signatures are
//! never its work.

use std::path::Path;

use super::chain::{self, Group, Head, Kind, Record};
use super::entry::{Entry, SlipFilter};
use super::error::JournalError;
use super::kept::{RegisterCheckpoint, WalState};

/// One exclusive write to `store` ([`Store::append_records`]): `make` builds the records
/// to append after the head and a value to return, or fails with its own error, and
/// then nothing is stored.
pub(crate) fn append<T, E: From<JournalError>>(
    store: &mut dyn Store,
    make: impl FnOnce(&Head) -> Result<(Vec<Record>, T), E>,
) -> Result<T, E> {
    let mut make = Some(make);
    let mut made = None;
    store.append_records(&mut |head| {
        let (records, outcome) = match make.take()?(head) {
            Ok((records, value)) => (Some(records), Ok(value)),
            Err(e) => (None, Err(e)),
        };
        made = Some(outcome);
        records
    })?;
    made.unwrap_or(Err(JournalError::NotWritten.into()))
}

/// Where journal entries are kept. A backend stores and returns [`Record`]s; it never
/// computes hashes or signatures (that is [`chain`]'s work), so every backend shares
/// one tamper-evident format. The trait is object-safe: a journal holds its store as
/// `dyn Store`, whichever backend the settings chose.
pub(crate) trait Store: Send {
    /// One exclusive write: reads the chain's [`Head`] inside the transaction, calls
    /// `make` once with it (numbers and links come from that head, so two writers never
    /// take the same one), stores the records it returns and commits. When `make`
    /// returns `None` (its caller keeps why), nothing is stored. Written through
    /// [`append`], which carries the caller's own value and error.
    fn append_records(
        &mut self,
        make: &mut dyn FnMut(&Head) -> Option<Vec<Record>>,
    ) -> Result<(), JournalError>;

    /// Every record in `seq` order (only `slip`'s when given), to `each`. Without
    /// `payloads`, [`Event::payload`](chain::Event::payload) is left empty (listing needs no slip records).
    fn each(
        &self,
        slip: Option<i64>,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError>;

    /// The records with `seq` from `from` to `to` (inclusive), in `seq` order, to `each`.
    fn range(
        &self,
        from: i64,
        to: i64,
        payloads: bool,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError>;

    /// The records of `kind`, with their payloads, in `seq` order, to `each`: read by
    /// the kind index, for the few entries of a kind (staff changes, station keys and
    /// their rotations, recent wrong PINs) however long the journal. `since`: only those
    /// written at or after that time (UTC text).
    fn of_kind(
        &self,
        kind: Kind,
        since: Option<&str>,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError>;

    /// The chain's head, read by index.
    fn head(&self) -> Result<Head, JournalError>;

    /// The jackpot tally through entry `seq` as the entries' flags make it (by the
    /// jackpot index, in order): what a listing of meter awards holds to the tally the
    /// chain signs.
    fn jackpots_through(&self, seq: i64) -> Result<String, JournalError>;

    /// What a check starting after entry `seq` needs of the entries up to it: the head
    /// there, the slips voided and the keys registered before it.
    fn start_at(&self, seq: i64) -> Result<chain::Start, JournalError>;

    /// The newest issue record whose settlement hash is `round_sha256`, if any.
    fn issued_for_round(&self, round_sha256: &str) -> Result<Option<Record>, JournalError>;

    /// Notes that the copy recorded by entry `seq` was put in place on disk.
    fn mark_placed(&mut self, seq: i64) -> Result<(), JournalError>;

    /// Notes every copy up to entry `seq` as in place (a journal built by
    /// [`Journal::fill`](super::handle::Journal::fill)).
    fn placed_through(&mut self, seq: i64) -> Result<(), JournalError>;

    /// The copies (issue and reprint records, without payloads) not yet known to be in
    /// place: few, however long the journal.
    fn unplaced(&self) -> Result<Vec<Record>, JournalError>;

    /// Stores a checkpoint (one already there for that entry is kept).
    fn add_checkpoint(&mut self, c: &chain::Checkpoint) -> Result<(), JournalError>;

    /// The checkpoints at entries `from` to `to` (inclusive), in order.
    fn checkpoints(&self, from: i64, to: i64) -> Result<Vec<chain::Checkpoint>, JournalError>;

    /// The first checkpoint at or after entry `seq`.
    fn checkpoint_from(&self, seq: i64) -> Result<Option<chain::Checkpoint>, JournalError>;

    /// The last checkpoint at an entry written before `time` (UTC text), if any.
    fn checkpoint_before(&self, time: &str) -> Result<Option<chain::Checkpoint>, JournalError>;

    /// How many entries of `kind` were written in `[since, until)` (UTC text), at
    /// `station` when given.
    fn count(
        &self,
        kind: Kind,
        since: &str,
        until: &str,
        station: Option<&str>,
    ) -> Result<i64, JournalError>;

    /// The chain's head as it stood before `time`: its last entry written before then.
    fn head_before(&self, time: &str) -> Result<Option<Head>, JournalError>;

    /// The newest entry of `group` at or before entry `up_to`, without its record.
    fn newest_in(&self, group: Group, up_to: i64) -> Result<Option<Record>, JournalError>;

    /// The entries of `group` after entry `after`, with their records, in `seq` order,
    /// to `each`: read by the kind index, so a register check after its checkpoint reads
    /// what changed since, not the register's history.
    fn group_after(
        &self,
        group: Group,
        after: i64,
        each: &mut dyn FnMut(Record) -> Result<(), JournalError>,
    ) -> Result<(), JournalError>;

    /// The newest signed checkpoint of the staff register and station keys, if any.
    fn register_checkpoint(&self) -> Result<Option<RegisterCheckpoint>, JournalError>;

    /// Stores a checkpoint of the register (older ones may be dropped) and its members'
    /// records by their hashes (one already there is kept).
    fn add_register_checkpoint(
        &mut self,
        c: &RegisterCheckpoint,
        members: &[(String, String)],
    ) -> Result<(), JournalError>;

    /// The members' records with these hashes, as (hash, record).
    fn register_members(&self, hashes: &[String]) -> Result<Vec<(String, String)>, JournalError>;

    /// Removes the checkpoints of both kinds after entry `seq`: they stood at entries a
    /// gap records as lost (the gap's record keeps what they said).
    fn drop_checkpoints_after(&mut self, seq: i64) -> Result<(), JournalError>;

    /// A fact the journal keeps about itself, unchained, by name: `mode` (`own`, one
    /// installation's, or `shared` by a property's stations), `clock` (the property's
    /// clock).
    fn meta(&self, name: &str) -> Result<Option<String>, JournalError>;

    /// Keeps a fact about the journal, in place of what it kept under that name.
    fn set_meta(&mut self, name: &str, value: &str) -> Result<(), JournalError>;

    /// The database's own identity, as its server tells it (a PostgreSQL database's
    /// object id and its server's system identifier, where readable): none for a file.
    fn database_identity(&self) -> Result<Option<String>, JournalError>;

    /// The file the journal is kept in, when it is one (none on a database server): a
    /// backup is never written over it.
    fn file(&self) -> Option<&Path>;

    /// The server this store's connection reached, of those its address lists
    /// (`user@host:port/database`): none for a file.
    fn serving(&self) -> Option<String> {
        None
    }

    /// Where the server's write-ahead log stands (its timeline, and whether commits wait
    /// for a synchronous standby), where the server tells it: none for a file.
    fn wal_state(&self) -> Option<WalState> {
        None
    }

    /// Copies the whole journal to `to`, consistent while others write to it (SQLite's
    /// online backup). A database server's journal is backed up with its own
    /// tools, and refuses.
    fn backup(&self, to: &Path) -> Result<(), JournalError>;

    /// The slips `filter` selects, as listed, newest first or oldest first, to `each`,
    /// which returns `false` to stop. The state is the journal's (issued, reprinted,
    /// void); `file_missing` is set where no copy is known to be in place (the caller
    /// then looks at the disk).
    fn slips(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError>;
}

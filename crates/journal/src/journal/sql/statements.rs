//! Every statement a store runs on the journal's tables, in one dialect or the other
//! (`dialect.rs`): what is asked of the entries, the checkpoints, the staff register's
//! checkpoints, the copies not yet in place and the journal's facts about itself. The
//! schemas and their migrations stay with each store, which alone knows its history.

use super::dialect::Dialect;
use super::rows::COLUMNS;
use crate::journal::chain::Kind;

/// The columns of a checkpoint row, in the order a store reads them.
const CHECKPOINT: &str = "seq, hash, time, signer, signature";

impl Dialect {
    /// `sql` with its parameters (`?1`, `?2` …) marked in this dialect's way.
    fn marked(&self, sql: &str) -> String {
        if self.param == '?' {
            return sql.to_string();
        }
        let mut out = String::with_capacity(sql.len());
        let mut chars = sql.chars().peekable();
        while let Some(c) = chars.next() {
            let numbered = chars.peek().is_some_and(char::is_ascii_digit);
            out.push(if c == '?' && numbered { self.param } else { c });
        }
        out
    }

    /// The entries for which `condition` holds, in `seq` order, as [`COLUMNS`] (then
    /// their slip records, with `payloads`).
    pub(in crate::journal) fn records(&self, payloads: bool, condition: &str) -> String {
        let (column, join) = if payloads { self.payload } else { ("", "") };
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT {COLUMNS}{column} FROM {entries}{join} WHERE {condition} ORDER BY seq"
        ))
    }

    /// The entries of one slip (`?1`), or of every slip (`?1` NULL).
    pub(in crate::journal) fn slip_records(&self, payloads: bool, one: bool) -> String {
        let condition = if one {
            "slip = ?1".to_string()
        } else {
            format!("{} IS NULL", self.typed(1, "bigint"))
        };
        self.records(payloads, &condition)
    }

    /// The entries of one kind (`?1`) written at or after a time (`?2`), with records.
    pub(in crate::journal) fn records_of_kind(&self) -> String {
        self.records(true, "kind = ?1 AND time >= ?2")
    }

    /// The entries from `?1` to `?2`, inclusive.
    pub(in crate::journal) fn records_between(&self, payloads: bool) -> String {
        self.records(payloads, "seq BETWEEN ?1 AND ?2")
    }

    /// The entries of `kinds` after entry `?1`, with records.
    pub(in crate::journal) fn records_of_kinds_after(&self, kinds: &[Kind]) -> String {
        let list: Vec<String> = kinds.iter().map(|k| format!("'{}'", k.id())).collect();
        self.records(true, &format!("kind IN ({}) AND seq > ?1", list.join(", ")))
    }

    /// The copies whose file is not yet known to be in place, without records.
    pub(in crate::journal) fn unplaced_records(&self) -> String {
        let unplaced = self.table("unplaced");
        self.records(false, &format!("seq IN (SELECT seq FROM {unplaced})"))
    }

    /// Entry `?1`, without its record.
    pub(in crate::journal) fn record_at(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!("SELECT {COLUMNS} FROM {entries} WHERE seq = ?1"))
    }

    /// The last entry, without its record.
    pub(in crate::journal) fn last_record(&self) -> String {
        let entries = self.table("entries");
        format!("SELECT {COLUMNS} FROM {entries} ORDER BY seq DESC LIMIT 1")
    }

    /// The newest issue whose settlement hash is `?1`, without its record.
    pub(in crate::journal) fn issued_for_round(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT {COLUMNS} FROM {entries} WHERE kind = 'issue' AND round_sha256 = ?1 \
             ORDER BY seq DESC LIMIT 1"
        ))
    }

    /// The slips settled up to entry `?1`: voided, or paid at the cage.
    pub(in crate::journal) fn voids_through(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT slip FROM {entries} WHERE kind IN ('void', 'paid') AND seq <= ?1"
        ))
    }

    /// The keys registered up to entry `?1`: station, signer, time, in order.
    pub(in crate::journal) fn keys_through(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT station, signer, time FROM {entries} \
             WHERE slip = 0 AND kind = 'key' AND seq <= ?1 ORDER BY seq"
        ))
    }

    /// The highest slip number up to entry `?1`: slip numbers grow with the chain, so
    /// the newest issue (or gap) holds it, read from the entry back.
    pub(in crate::journal) fn last_slip_through(&self) -> String {
        let (entries, kind) = (self.table("entries"), self.kind_walked);
        self.marked(&format!(
            "SELECT slip FROM {entries} WHERE {kind} IN ('issue', 'gap') AND seq <= ?1 \
             ORDER BY seq DESC LIMIT 1"
        ))
    }

    /// The newest entry of kind `?1` at or before entry `?2`.
    pub(in crate::journal) fn newest_of_kind(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT max(seq) FROM {entries} WHERE kind = ?1 AND seq <= ?2"
        ))
    }

    /// The hashes of the issues that pay a meter award up to entry `?1`, in order.
    pub(in crate::journal) fn jackpot_hashes_through(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT hash FROM {entries} WHERE jackpot = 1 AND kind = 'issue' AND seq <= ?1 \
             ORDER BY seq"
        ))
    }

    /// How many entries of kind `?1` were written in `[?2, ?3)`, at station `?4` when
    /// it is not NULL.
    pub(in crate::journal) fn count(&self) -> String {
        let entries = self.table("entries");
        let station = self.typed(4, "text");
        self.marked(&format!(
            "SELECT COUNT(*) FROM {entries} WHERE kind = ?1 AND time >= ?2 AND time < ?3 \
             AND ({station} IS NULL OR station = ?4)"
        ))
    }

    /// The newest entry of kind `?1` written before `?2`, by the kind-and-time index.
    pub(in crate::journal) fn newest_of_kind_before(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT seq FROM {entries} WHERE kind = ?1 AND time < ?2 \
             ORDER BY time DESC, seq DESC LIMIT 1"
        ))
    }

    /// The last entry written before `?1`.
    pub(in crate::journal) fn newest_before(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT seq FROM {entries} WHERE time < ?1 ORDER BY seq DESC LIMIT 1"
        ))
    }

    /// An entry's row, its values in [`COLUMNS`]' order (then its slip record, where
    /// the entries table keeps it): [`super::entry_values`] gives them.
    pub(in crate::journal) fn insert_entry(&self) -> String {
        let entries = self.table("entries");
        let mut columns = COLUMNS.to_string();
        let mut count = COLUMNS.split(',').count();
        if self.payload_in_entries {
            columns.push_str(", payload");
            count += 1;
        }
        let params: Vec<String> = (1..=count).map(|n| self.param(n)).collect();
        format!(
            "INSERT INTO {entries} ({columns}) VALUES ({})",
            params.join(", ")
        )
    }

    /// A slip record (`?2`) kept apart from its entry (`?1`).
    pub(in crate::journal) fn insert_payload(&self) -> String {
        let payloads = self.table("payloads");
        self.marked(&format!(
            "INSERT INTO {payloads} (seq, payload) VALUES (?1, ?2)"
        ))
    }

    /// The copy of entry `?1`, not yet known to be in place.
    pub(in crate::journal) fn add_unplaced(&self) -> String {
        let unplaced = self.table("unplaced");
        self.marked(&format!("INSERT INTO {unplaced} (seq) VALUES (?1)"))
    }

    /// The copy of entry `seq` is in place (written whole, for a batch).
    pub(in crate::journal) fn placed(&self, seq: i64) -> String {
        let unplaced = self.table("unplaced");
        format!("DELETE FROM {unplaced} WHERE seq = {seq}")
    }

    /// Every copy up to entry `?1` is in place.
    pub(in crate::journal) fn placed_through(&self) -> String {
        let unplaced = self.table("unplaced");
        self.marked(&format!("DELETE FROM {unplaced} WHERE seq <= ?1"))
    }

    /// A checkpoint, `?1` to `?5` in its columns' order (one there is kept).
    pub(in crate::journal) fn add_checkpoint(&self) -> String {
        let checkpoints = self.table("checkpoints");
        self.marked(&format!(
            "INSERT INTO {checkpoints} ({CHECKPOINT}) VALUES (?1, ?2, ?3, ?4, ?5) \
             ON CONFLICT DO NOTHING"
        ))
    }

    /// The checkpoints at entries `?1` to `?2`, in order.
    pub(in crate::journal) fn checkpoints_between(&self) -> String {
        let checkpoints = self.table("checkpoints");
        self.marked(&format!(
            "SELECT {CHECKPOINT} FROM {checkpoints} WHERE seq BETWEEN ?1 AND ?2 ORDER BY seq"
        ))
    }

    /// The first checkpoint at or after entry `?1`.
    pub(in crate::journal) fn checkpoint_from(&self) -> String {
        let checkpoints = self.table("checkpoints");
        self.marked(&format!(
            "SELECT {CHECKPOINT} FROM {checkpoints} WHERE seq >= ?1 ORDER BY seq LIMIT 1"
        ))
    }

    /// The last checkpoint at an entry written before `?1`.
    pub(in crate::journal) fn checkpoint_before(&self) -> String {
        let (checkpoints, entries) = (self.table("checkpoints"), self.table("entries"));
        self.marked(&format!(
            "SELECT c.seq, c.hash, c.time, c.signer, c.signature \
             FROM {checkpoints} c JOIN {entries} e ON e.seq = c.seq \
             WHERE e.time < ?1 ORDER BY c.seq DESC LIMIT 1"
        ))
    }

    /// The checkpoints of both kinds after entry `?1`, removed: one statement each.
    pub(in crate::journal) fn drop_checkpoints_after(&self) -> [String; 2] {
        ["checkpoints", "register_checkpoints"].map(|table| {
            let table = self.table(table);
            self.marked(&format!("DELETE FROM {table} WHERE seq > ?1"))
        })
    }

    /// The newest checkpoint of the staff register: seq, hash, state, time, signer,
    /// signature.
    pub(in crate::journal) fn register_checkpoint(&self) -> String {
        let table = self.table("register_checkpoints");
        format!(
            "SELECT seq, hash, state, time, signer, signature FROM {table} \
             ORDER BY seq DESC LIMIT 1"
        )
    }

    /// A checkpoint of the register, `?1` to `?6` in [`Dialect::register_checkpoint`]'s
    /// order (one there is kept).
    pub(in crate::journal) fn add_register_checkpoint(&self) -> String {
        let table = self.table("register_checkpoints");
        self.marked(&format!(
            "INSERT INTO {table} (seq, hash, state, time, signer, signature) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING"
        ))
    }

    /// The register's checkpoints before entry `?1`, removed: only the newest is read.
    pub(in crate::journal) fn drop_register_checkpoints_before(&self) -> String {
        let table = self.table("register_checkpoints");
        self.marked(&format!("DELETE FROM {table} WHERE seq < ?1"))
    }

    /// A member's record (`?2`) by its hash (`?1`); one there is kept.
    pub(in crate::journal) fn add_register_member(&self) -> String {
        let table = self.table("register_members");
        self.marked(&format!(
            "INSERT INTO {table} (hash, state) VALUES (?1, ?2) ON CONFLICT DO NOTHING"
        ))
    }

    /// The members' records whose hashes are in the list `?1` (one parameter for any
    /// number of them), as hash and record.
    pub(in crate::journal) fn register_members(&self) -> String {
        let table = self.table("register_members");
        let among = (self.among)("hash", &self.param(1));
        format!("SELECT hash, state FROM {table} WHERE {among}")
    }

    /// A fact the journal keeps about itself, by name (`?1`).
    pub(in crate::journal) fn meta(&self) -> String {
        let meta = self.table("meta");
        self.marked(&format!("SELECT value FROM {meta} WHERE name = ?1"))
    }

    /// A fact about the journal (`?2`) by name (`?1`), in place of the one there.
    pub(in crate::journal) fn set_meta(&self) -> String {
        let meta = self.table("meta");
        self.marked(&format!(
            "INSERT INTO {meta} (name, value) VALUES (?1, ?2) \
             ON CONFLICT (name) DO UPDATE SET value = excluded.value"
        ))
    }

    /// Whether entry `?1` is in the journal with hash `?2`.
    pub(in crate::journal) fn entry_is(&self) -> String {
        let entries = self.table("entries");
        self.marked(&format!(
            "SELECT 1 FROM {entries} WHERE seq = ?1 AND hash = ?2"
        ))
    }
}

#[cfg(test)]
mod tests {
    use crate::journal::chain::Group;
    use crate::journal::sql::{POSTGRES, SQLITE};

    /// Every statement in a dialect, but the entry's insert (PostgreSQL's carries the slip
    /// record too).
    fn every(d: &super::Dialect) -> Vec<String> {
        let mut all = vec![
            d.slip_records(true, true),
            d.slip_records(false, false),
            d.records_of_kind(),
            d.records_between(true),
            d.records_of_kinds_after(Group::Register.kinds()),
            d.unplaced_records(),
            d.record_at(),
            d.last_record(),
            d.issued_for_round(),
            d.voids_through(),
            d.keys_through(),
            d.last_slip_through(),
            d.newest_of_kind(),
            d.jackpot_hashes_through(),
            d.count(),
            d.newest_of_kind_before(),
            d.newest_before(),
            d.add_unplaced(),
            d.placed(7),
            d.placed_through(),
            d.add_checkpoint(),
            d.checkpoints_between(),
            d.checkpoint_from(),
            d.checkpoint_before(),
            d.register_checkpoint(),
            d.add_register_checkpoint(),
            d.drop_register_checkpoints_before(),
            d.add_register_member(),
            d.register_members(),
            d.meta(),
            d.set_meta(),
            d.entry_is(),
        ];
        all.extend(d.drop_checkpoints_after());
        all
    }

    #[test]
    fn each_store_reads_the_same_statements_in_its_own_marks_and_tables() {
        let numbered = |s: &str, mark: char| {
            s.char_indices()
                .any(|(i, c)| c == mark && s[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
        };
        for (lite, pg) in every(&SQLITE).iter().zip(every(&POSTGRES)) {
            assert!(!numbered(lite, '$'), "{lite}");
            assert!(!numbered(&pg, '?'), "{pg}");
            assert!(
                !pg.contains(" entries") || pg.contains("pitpay_entries"),
                "{pg}"
            );
            assert_eq!(
                lite.matches('?').count(),
                pg.matches('$').count(),
                "{lite}\n{pg}"
            );
        }
        assert!(SQLITE.insert_entry().ends_with("?26)"));
        assert!(POSTGRES.insert_entry().ends_with("$27)"));
    }
}

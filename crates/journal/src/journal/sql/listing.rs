//! The slip listing's query, written once for both stores: only the
//! conditions a filter gives, so that the database can use an index for each, with the
//! state of each slip read by index from its own entries.

use super::dialect::{Dialect, Value};
use crate::journal::entry::SlipFilter;

/// The listing query for `f` in `d`'s way, at most `limit` rows, and its values in order.
pub(in crate::journal) fn query(
    f: &SlipFilter,
    d: &Dialect,
    limit: Option<usize>,
) -> (String, Vec<Value>) {
    let mut values: Vec<Value> = Vec::new();
    // With a time range, the kind-and-time index finds the range (the database sorts it
    // by number); without one, the slip-number index gives the order and a page stops
    // after its last row.
    let mut conditions = vec![if f.since.is_some() || f.until.is_some() {
        "e.kind = 'issue'".to_string()
    } else {
        format!("{} = 'issue'", d.kind_unindexed)
    }];
    let mut add = |condition: &str, value: Option<Value>| {
        if let Some(v) = value {
            values.push(v);
            let p = d.param(values.len());
            conditions.push(condition.replace('?', &p));
        }
    };
    let text = |v: &Option<String>| v.clone().map(Value::Text);
    add("e.time >= ?", text(&f.since));
    add("e.time < ?", text(&f.until));
    add("e.station = ?", text(&f.station));
    add("e.table_label = ?", text(&f.table));
    add("(e.who = ? OR e.who_id = ?)", text(&f.supervisor));
    add("e.slip = ?", f.number.map(Value::Int));
    add("e.round_sha256 = ?", text(&f.round));
    // Totals are written with two decimals ("174.00"): without the point, cents.
    add(&format!("{} >= ?", d.cents), f.paid_from.map(Value::Int));
    add(&format!("{} <= ?", d.cents), f.paid_to.map(Value::Int));
    let op = if f.newest_first { "<" } else { ">" };
    add(&format!("e.slip {op} ?"), f.after.map(Value::Int));
    if f.jackpot {
        conditions.push("e.jackpot = 1".into());
    }
    let paid_at_cage = format!(
        "EXISTS (SELECT 1 FROM {} p WHERE p.slip = e.slip AND p.kind = 'paid')",
        d.table("entries")
    );
    if f.cage || f.outstanding {
        conditions.push("e.cage = 1".into());
    }
    if f.outstanding {
        conditions.push(format!(
            "NOT {paid_at_cage} AND NOT EXISTS (SELECT 1 FROM {} v WHERE v.slip = e.slip AND v.kind = 'void')",
            d.table("entries")
        ));
    }
    let order = if f.newest_first { "DESC" } else { "ASC" };
    let limit = limit.map(|n| format!(" LIMIT {n}")).unwrap_or_default();
    let (entries, unplaced) = (d.table("entries"), d.table("unplaced"));
    let reprinted = (d.flag)(&format!(
        "EXISTS (SELECT 1 FROM {entries} r WHERE r.slip = e.slip AND r.kind = 'reprint')"
    ));
    let missing = (d.flag)(&format!(
        "EXISTS (SELECT 1 FROM {unplaced} u WHERE u.seq = e.seq)
           AND NOT EXISTS (SELECT 1 FROM {entries} c WHERE c.slip = e.slip
               AND c.kind = 'reprint' AND c.seq NOT IN (SELECT seq FROM {unplaced}))"
    ));
    let sql = format!(
        "SELECT e.slip, e.time, e.who, e.who_id, e.table_label, e.game, e.paid, e.net,
                e.station, e.jackpot,
                (SELECT v.reason FROM {entries} v WHERE v.slip = e.slip AND v.kind = 'void' LIMIT 1),
                {reprinted}, {missing}, e.to_pay, e.cage, {}
         FROM {entries} e WHERE {} ORDER BY e.slip {order}{limit}",
        (d.flag)(&paid_at_cage),
        conditions.join(" AND ")
    );
    (sql, values)
}

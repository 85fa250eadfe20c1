//! What differs between the databases a journal is kept in, as values: the one place a
//! statement learns whether it runs on SQLite or on PostgreSQL.

/// How a store writes what differs between the databases.
pub(in crate::journal) struct Dialect {
    /// What every table's name begins with (PostgreSQL's share a database with others).
    pub(super) prefix: &'static str,
    /// A parameter's mark: `?` (SQLite) or `$` (PostgreSQL), followed by its number.
    pub(super) param: char,
    /// PostgreSQL needs the type of a parameter that is only compared with NULL.
    pub(super) typed_params: bool,
    /// The slip record as a column after the entry's (and the join that brings it:
    /// SQLite keeps records in a table of their own, so that a walk of the chain never
    /// reads them).
    pub(super) payload: (&'static str, &'static str),
    /// Whether the entries table holds the slip record itself (PostgreSQL).
    pub(in crate::journal) payload_in_entries: bool,
    /// `kind` compared without its index, for the listing (the slip-number index then
    /// gives the order).
    pub(super) kind_unindexed: &'static str,
    /// `kind` as the walk back from an entry compares it (SQLite's kind index would sort
    /// every issue first).
    pub(super) kind_walked: &'static str,
    /// A truth value as the listing reads it: SQLite's are integers already.
    pub(super) flag: fn(&str) -> String,
    /// The paid total in cents, as an integer expression.
    pub(super) cents: &'static str,
    /// A column among a list given as one parameter: a JSON array SQLite reads itself,
    /// an array PostgreSQL does.
    pub(super) among: fn(&str, &str) -> String,
}

/// SQLite's way.
pub(in crate::journal) const SQLITE: Dialect = Dialect {
    prefix: "",
    param: '?',
    typed_params: false,
    payload: (", COALESCE(payload, '')", " LEFT JOIN payloads USING (seq)"),
    payload_in_entries: false,
    kind_unindexed: "+e.kind",
    kind_walked: "+kind",
    flag: |e| e.to_string(),
    cents: "CAST(REPLACE(e.paid, '.', '') AS INTEGER)",
    among: |column, list| format!("{column} IN (SELECT value FROM json_each({list}))"),
};

/// PostgreSQL's way.
pub(in crate::journal) const POSTGRES: Dialect = Dialect {
    prefix: "pitpay_",
    param: '$',
    typed_params: true,
    payload: (", payload", ""),
    payload_in_entries: true,
    kind_unindexed: "(e.kind || '')",
    kind_walked: "kind",
    flag: |e| format!("CASE WHEN {e} THEN 1::bigint ELSE 0::bigint END"),
    cents: "CAST(REPLACE(e.paid, '.', '') AS bigint)",
    among: |column, list| format!("{column} = ANY({list})"),
};

/// A value a statement is given, which each store binds in its driver's way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::journal) enum Value {
    /// Text.
    Text(String),
    /// An integer.
    Int(i64),
}

impl Dialect {
    /// A table's name.
    pub(super) fn table(&self, name: &str) -> String {
        format!("{}{name}", self.prefix)
    }

    /// Parameter `n` as a statement writes it.
    pub(super) fn param(&self, n: usize) -> String {
        format!("{}{n}", self.param)
    }

    /// Parameter `n`, of SQL type `ty`, where only a comparison with NULL says its type.
    pub(super) fn typed(&self, n: usize, ty: &str) -> String {
        if self.typed_params {
            format!("{}{n}::{ty}", self.param)
        } else {
            self.param(n)
        }
    }
}

//! What the journal's parts keep as plain records, below every one of them: a register
//! checkpoint as a store holds it, and a shared journal's identities and the databases
//! adopted as its own. The logic that makes and checks them stays with its owner
//! (`authority.rs`, `identity.rs`); these types only carry it, so that stores, memory
//! and authority need not import each other.

use serde::{Deserialize, Serialize};

/// The format of a podium's record of its journal and of an adoption's record.
pub(super) const FORMAT: u32 = 1;

/// The staff register and station keys as they stood at a register entry, signed by a
/// key that signs for the journal there. A check of the register starts from
/// the newest one and reads only the register entries after it, so its cost does not
/// grow with the register's history; those entries must follow it link by link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RegisterCheckpoint {
    /// The register entry it stands at.
    pub seq: i64,
    /// That entry's hash.
    pub hash: String,
    /// The register and keys there, as JSON.
    pub state: String,
    /// When it was written (UTC).
    pub time: String,
    /// The key (hex) that signed it.
    pub signer: String,
    /// The signature over `RegisterCheckpoint::bytes`, hex.
    pub signature: String,
}

/// A shared journal's identities, as it and its server tell them now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Identity {
    /// The identity made with the journal (empty: none was kept).
    pub journal: String,
    /// The database's, as its server tells it ("database 16384 of server 7334…").
    pub database: String,
}

/// An adoption the register's check found authorized, at its entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Adopted {
    /// Its entry.
    pub seq: i64,
    /// The identities it adopted.
    pub identity: Identity,
}

/// Where a database server's write-ahead log stands: its timeline (which a promotion
/// moves on) and whether it waits for a synchronous standby before a commit returns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WalState {
    /// The timeline, as the log's file names write it (`00000001`).
    pub timeline: String,
    /// A commit returns once a synchronous standby has it too.
    pub synchronous: bool,
}

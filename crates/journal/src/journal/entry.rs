//! What the journal's entries say, as values: who did it ([`Actor`]),
//! the listing's filter and its slips ([`SlipFilter`], [`Entry`]) in their state
//! ([`SlipState`]), a slip's record and its void ([`SlipRecord`], [`Voided`]). The store and the journal's reading and writing
//! stand above them.

/// Now, as slips and journal entries write it: UTC to the second. (The system clock:
/// a slip's time comes from the caller, `pitpay_documents::slip::Options`.)
pub fn now() -> String {
    crate::clock::utc_text(jiff::Timestamp::now())
}

/// How an entry records the computer account of someone who gave no name.
const ACCOUNT: &str = "account ";

/// The account's name when the system gives none.
const UNKNOWN: &str = "unknown";

/// Who did something, as an entry records it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Actor {
    /// Their name.
    pub name: String,
    /// Their ID.
    pub id: String,
}

impl Actor {
    /// Who, as given; with no name, the computer account (`account NAME`), so that an
    /// entry always says who.
    pub fn or_account(name: Option<&str>, id: Option<&str>) -> Actor {
        let name = name.map(str::trim).filter(|n| !n.is_empty());
        Actor {
            name: name.map_or_else(
                || {
                    let user = std::env::var("USER")
                        .or_else(|_| std::env::var("USERNAME"))
                        .unwrap_or_else(|_| UNKNOWN.into());
                    format!("{ACCOUNT}{user}")
                },
                str::to_string,
            ),
            id: id.map(|i| i.trim().to_string()).unwrap_or_default(),
        }
    }

    /// A name as an entry records it, in the reader's language: as recorded, or, for
    /// the computer account recorded for someone who gave no name (`account NAME`),
    /// that account said in the language (帳戶 NAME).
    pub fn name_said(name: &str) -> pitpay_language::Sentence {
        match name.strip_prefix(ACCOUNT) {
            Some(UNKNOWN) => pitpay_language::sentence!("journal-state-account-unknown"),
            Some(user) => pitpay_language::sentence!("journal-state-account", user = user),
            None => name.into(),
        }
    }
}

/// Which slips a listing selects: every field is optional, and all that are given must
/// hold. Times are UTC text compared as written (`2026-11-01` selects from that day's
/// start).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SlipFilter {
    /// Issued at or after.
    pub since: Option<String>,
    /// Issued before.
    pub until: Option<String>,
    /// At this station.
    pub station: Option<String>,
    /// At this table.
    pub table: Option<String>,
    /// Signed off by this supervisor (name or ID).
    pub supervisor: Option<String>,
    /// Only slips that pay a progressive meter award.
    pub jackpot: bool,
    /// Only this slip number.
    pub number: Option<i64>,
    /// Only slips issued for the round whose settlement hashes to this (`round_sha256`,
    /// read by its index): the slips one round was issued as, `--again` included.
    pub round: Option<String>,
    /// Only slips whose player total paid is at least this (cents).
    pub paid_from: Option<i64>,
    /// Only slips whose player total paid is at most this (cents).
    pub paid_to: Option<i64>,
    /// Slip numbers below this (paging newest first), or above it (oldest first).
    pub after: Option<i64>,
    /// Newest first.
    pub newest_first: bool,
    /// Only slips the cage pays (read by their index).
    pub cage: bool,
    /// Only slips the cage pays that it has not paid yet (and that are not void).
    pub outstanding: bool,
}

/// Where a slip the cage pays stands: `outstanding` until a cashier pays it, then `paid`.
/// A slip paid from the table's rack has none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CageState {
    /// Issued, to be paid at the cage, not paid yet.
    Outstanding,
    /// Paid at the cage.
    Paid,
}

impl CageState {
    /// How the listing, JSON and CSV write it.
    pub(crate) fn id(self) -> &'static str {
        match self {
            CageState::Outstanding => "outstanding",
            CageState::Paid => "paid",
        }
    }
}

impl std::fmt::Display for CageState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// A slip's state in the journal: issued, printed again, or voided. It is written
/// (JSON, CSV, the table) as the listing always wrote it: `issued`, `reprinted`, `void`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SlipState {
    /// Issued, and never printed again.
    Issued,
    /// Printed again at least once.
    Reprinted,
    /// Voided (whether or not it was printed again).
    Void,
}

impl SlipState {
    /// Every state, in the order a slip can reach them.
    pub(crate) const ALL: [SlipState; 3] =
        [SlipState::Issued, SlipState::Reprinted, SlipState::Void];

    /// How the listing, JSON and CSV write it.
    pub(crate) fn id(self) -> &'static str {
        match self {
            SlipState::Issued => "issued",
            SlipState::Reprinted => "reprinted",
            SlipState::Void => "void",
        }
    }
}

impl std::fmt::Display for SlipState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// A slip as the journal lists it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Entry {
    /// Slip number.
    pub number: i64,
    /// When it was issued (UTC, RFC 3339).
    pub time: String,
    /// Signing-off supervisor.
    pub supervisor: String,
    /// Their ID.
    pub supervisor_id: String,
    /// Table label.
    pub table: String,
    /// Game id.
    pub game: String,
    /// Total paid to players.
    pub paid: String,
    /// Player net.
    pub net: String,
    /// Issued, printed again, or void.
    pub state: SlipState,
    /// The station that issued it (absent for slips issued before stations were named).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub station: String,
    /// Why it was voided.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub void_reason: Option<String>,
    /// Committed, but no copy of it was ever put in place (the run was stopped between
    /// recording and renaming): `pitpay reprint` prints it again.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub file_missing: bool,
    /// The slip pays a progressive meter award.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub jackpot: bool,
    /// When it was issued, the property's local time with its offset
    /// (`2026-11-26T13:06:01-08:00`).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub local_time: String,
    /// The gaming day it was issued in.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub gaming_day: String,
    /// The shift it was issued in.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub shift: String,
    /// The amount to be paid: what leaves the rack or the cage (the winnings, or a `for`
    /// line's whole return), beside `paid`, the stake back plus winnings. Empty for
    /// slips issued before the journal recorded it.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub to_pay: String,
    /// Where a slip the cage pays stands; none for a slip paid at the table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cage: Option<CageState>,
}

impl Entry {
    /// Its local time, gaming day and shift, by the property's `clock`.
    pub(crate) fn read_by(&mut self, clock: &crate::clock::PropertyClock) {
        if let Some(stamp) = clock.stamp_utc(&self.time) {
            self.local_time = stamp.rfc3339();
            self.gaming_day = stamp.gaming_day.to_string();
            self.shift = stamp.shift;
        }
    }
}

/// One slip's record in the journal: its signed record, state and copies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlipRecord {
    /// The signed payload (JSON) as issued.
    pub payload: String,
    /// The void, when the journal holds one.
    pub void: Option<Voided>,
    /// SHA-256 of every PDF issued for it (original and reprints).
    pub hashes: Vec<String>,
    /// The station that issued it (empty before stations were named).
    pub station: String,
    /// The entry that issued it: the staff register as it stood before this entry
    /// decides who could sign it.
    pub seq: i64,
    /// The cage pays it (its issue says so).
    pub cage: bool,
    /// The amount to be paid, as its issue recorded it (empty before it was recorded).
    pub to_pay: String,
    /// Its payment at the cage, when the journal holds one.
    pub paid: Option<CagePaid>,
}

/// A slip's payment at the cage, as the journal records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CagePaid {
    /// When (UTC, RFC 3339).
    pub time: String,
    /// The cashier who handed the money over.
    pub cashier: Actor,
    /// Who else signed (the verifier, the manager), as recorded.
    pub signers: String,
    /// The amount handed over.
    pub amount: String,
    /// The station it was paid at.
    pub station: String,
}

/// A void as the journal records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Voided {
    /// Why.
    pub reason: String,
    /// When (UTC, RFC 3339).
    pub time: String,
    /// Who voided it.
    pub who: Actor,
}

#[cfg(test)]
mod tests {
    use super::{Actor, SlipState};

    /// The computer account recorded for someone who gave no name is said in the
    /// reader's language; a name given is said as recorded, in every language.
    #[test]
    fn a_recorded_account_is_said_in_the_readers_language() {
        let hant =
            pitpay_language::Words::shipped(pitpay_language::Language::parse("zh-Hant").unwrap());
        let said = Actor::name_said("account pitboss");
        assert_eq!(said.to_string(), "account pitboss");
        assert_eq!(said.in_words(&hant), "帳戶 pitboss");
        assert_eq!(Actor::name_said("陳美玲").in_words(&hant), "陳美玲");
        assert_eq!(
            Actor::name_said("account unknown").to_string(),
            "account unknown"
        );
        assert_eq!(
            Actor::name_said("account unknown").in_words(&hant),
            "不明帳戶"
        );
        let recorded = Actor::or_account(None, None).name;
        assert!(Actor::name_said(&recorded).in_words(&hant).contains("帳戶"));
    }

    /// The listing, its JSON and its CSV write a slip's state as they always have.
    #[test]
    fn a_slip_state_is_written_as_the_listing_always_wrote_it() {
        for (state, id) in SlipState::ALL
            .into_iter()
            .zip(["issued", "reprinted", "void"])
        {
            assert_eq!(state.to_string(), id);
            assert_eq!(serde_json::to_string(&state).unwrap(), format!("\"{id}\""));
        }
    }
}

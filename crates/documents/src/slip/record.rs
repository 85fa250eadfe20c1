//! The record a slip embeds (ROUND-FILE.md "Verify"): the signed content and the
//! envelope around it, as typed structs.
//!
//! The signature covers the signed record written as compact JSON with its keys in the
//! order of the fields of `Signed` (the order slips have always used: `slip`, `time`,
//! `property`, `table`, `supervisor`, `supervisor_id`, `dealer`, `round`, `paytables`,
//! `house_rules`, `settlement`), so the field order below is part of the format and
//! must never change: slips already issued verify only while it stays. `station` (the
//! station that issued the slip) is written after `table` only when the slip
//! has one, and fields added since (`patron`, `witness`, `rulebook`, and the enrolled
//! supervisor's and witness's keys) come last and are left out when empty
//! (`rulebook` when it names the first edition), so the record of a slip without them is
//! the same bytes as ever and still verifies. The enrolled people's own signatures over
//! the same bytes travel in the envelope beside the station's. The embedded
//! paytables keep the order they were written in; the settlement is the contract's
//! JSON document, kept as the JSON it is.
//!
//! A slip also records, signed last, where it stands in the journal
//! (`Place`: its entry, the hash of the entry before it, and what else the entry's
//! hash covers that the record does not hold), and a copy printed again carries its
//! slip's journal entries as they stood (`CopyEntries`). From a slip file alone, then,
//! a journal that lost the slip (restored from an older copy, or cut) can take its
//! entries back exactly as they were (`pitpay journal --recover`), and `verify` can tell
//! a journal that is behind the slip from a file that was never issued.

use serde::{Deserialize, Serialize};

use pitpay_core::Catalog;
use pitpay_core::Edition;
use pitpay_core::FileError;
use pitpay_core::FloorCatalog;
use pitpay_core::Round;
use pitpay_core::{settle, Settlement};
use pitpay_journal::Record;

/// The record format (`"pitpay_slip": 1`).
pub(crate) const FORMAT: u32 = 1;

/// Which copy of a slip a file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Copy {
    /// The slip as issued.
    Original,
    /// Printed again from the journal (marked REPRINT).
    Reprint,
    /// Printed again after the slip was voided (marked VOID).
    Void,
}

/// The whole embedded record: the signed content, the key that signed it, the
/// signature, and the seal over the file's bytes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Payload {
    /// The record format, [`FORMAT`].
    pub pitpay_slip: u32,
    /// Which copy this file is (not signed: the seal covers it).
    pub copy: Copy,
    /// The signed content.
    pub signed: Signed,
    /// The signing key, hex.
    pub public_key: String,
    /// The signing key's fingerprint, as people compare it.
    pub key_fingerprint: String,
    /// The Ed25519 signature over [`Signed::canonical`], hex.
    pub signature: String,
    /// The seal over the file's bytes: [`crate::pdf::SEAL_ZERO`] until it is placed.
    pub seal: String,
    /// The enrolled supervisor's own signature over [`Signed::canonical`].
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub supervisor_signature: String,
    /// The enrolled witness's own signature over the same bytes.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub witness_signature: String,
    /// A copy printed again: its slip's journal entries as they stood, and its own
    ///. Not signed by the supervisor: the seal covers it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_entries: Option<CopyEntries>,
}

/// Where an entry stands in the journal, and what its hash covers that a slip's record
/// does not otherwise hold.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Place {
    /// The entry (`seq`).
    pub entry: i64,
    /// The hash of the entry before it.
    pub prev: String,
    /// The newest register entry before it, as the entry names it.
    pub register: String,
    /// The newest wrong PIN before it, as the entry names it.
    pub refused: String,
    /// Where the file was written, as the entry records it.
    pub file: String,
    /// The jackpot tally before it, as the entry names it (empty in slips issued before
    /// entries named it: their entries hash without it).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub jackpots: String,
    /// The journal's identity (`Journal::journal_id`), which the QR code names so that
    /// a scan at the cage finds the slip's journal; empty in slips issued before.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub journal: String,
}

/// A copy's record of its slip's journal entries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CopyEntries {
    /// The slip's entries before this copy (its issue, reprints, void), as the journal
    /// held them when the copy was made, without the slip record (this file holds it).
    pub before: Vec<Record>,
    /// This copy's own entry: where it stands.
    pub place: Place,
    /// When it was printed (UTC).
    pub time: String,
    /// Who printed it.
    pub who: String,
    /// Their ID.
    pub who_id: String,
    /// The station that printed it.
    pub station: String,
}

/// What the supervisor signed off: who, where, when, and the round with everything it
/// was settled against. The field order is the signed byte order (module docs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Signed {
    /// The slip number, from the journal.
    pub slip: i64,
    /// When it was issued (UTC, `YYYY-MM-DDTHH:MM:SSZ`).
    pub time: String,
    /// The property (casino).
    pub property: String,
    /// The table label.
    pub table: String,
    /// The station (podium) that issued the slip; empty in slips issued before
    /// stations were named, and then left out of the signed bytes.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub station: String,
    /// The signing-off supervisor's name.
    pub supervisor: String,
    /// Their ID.
    pub supervisor_id: String,
    /// The dealer's name.
    pub dealer: String,
    /// The round file's text.
    pub round: String,
    /// The text of every paytable the settlement used, by id.
    pub paytables: EmbeddedPaytables,
    /// The house-rules file the round named (`null` when none).
    pub house_rules: Option<EmbeddedHouseRules>,
    /// The settlement, the same JSON document as `settle --json`.
    pub settlement: serde_json::Value,
    /// The patron paid, on a slip that needs one (a W-2G or withholding flag, or a
    /// progressive meter award).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patron: Option<Patron>,
    /// The second employee who witnessed the payout, on the same slips.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub witness: Option<Witness>,
    /// The rulebook edition the settlement followed ([`Edition::number`]). Slips issued
    /// under the first edition have no such field (their signed bytes are unchanged) and
    /// re-settle under the rules of their day.
    #[serde(default = "first_edition", skip_serializing_if = "is_first_edition")]
    pub rulebook: u32,
    /// The signing-off supervisor's own public key (hex), when they are enrolled in the
    /// staff register; empty ("supervisor not enrolled") otherwise, and then
    /// left out of the signed bytes.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub supervisor_key: String,
    /// The witness's own public key, when they are enrolled and sign.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub witness_key: String,
    /// Where the slip's issue stands in the journal; absent from slips issued
    /// before slips recorded it, whose signed bytes are unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub journal: Option<Place>,
    /// When it was issued as the property reads it: local time with its
    /// offset, the zone, the gaming day and the shift, as they were then; absent from
    /// slips issued before, which show UTC as they always did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub local: Option<LocalTime>,
    /// The rack and jurisdiction files its chips and flags came from, so a
    /// copy printed anywhere, any day, shows the chips and flags the original showed;
    /// absent from slips issued before, whose copies take the data folder's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub floor: Option<EmbeddedFloor>,
    /// Where in the property it was issued (the settings' `location`); absent from slips
    /// issued without one, whose signed bytes are unchanged.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub location: String,
    /// The amounts over which this slip needs a verifier's and a manager's signature,
    /// as the settings' `[cage]` had them when it was issued, so that every copy shows
    /// the lines the original did; absent from slips issued before, which show the
    /// supervisor's and the dealer's lines only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cage: Option<SignedCage>,
    /// The live slip of the same round that this one issues again (`--again`), printed
    /// as "RE-ISSUE of slip N" beside its number; absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reissues: Option<i64>,
}

/// The settings' `[cage]` figures as a slip records them, in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SignedCage {
    /// A verifier signs a payout over this many cents.
    pub verifier_over: i64,
    /// A manager signs a payout over this many cents.
    pub manager_over: i64,
    /// The slip is paid at the cage, not from the table's rack (`crate::cage`'s rule,
    /// decided when it was issued); absent (false) from slips issued before the cage
    /// paid slips, whose signed bytes are unchanged.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pays: bool,
    /// The amount to be paid in cents, as the journal's entry records it (so that an
    /// entry rebuilt from the slip is the one written); absent from slips issued before
    /// entries recorded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_pay: Option<i64>,
}

impl SignedCage {
    /// The settings' figures as the slip records them; where unset, Mississippi's
    /// (Gaming Regulation 13-7-9.3: a verifier over $1,199.99, a manager over $5,000).
    /// `pays`: the cage pays the slip; `to_pay`: its amount to be paid.
    pub(crate) fn of(
        settings: &pitpay_journal::Settings,
        pays: bool,
        to_pay: Option<pitpay_core::Money>,
    ) -> SignedCage {
        let cents = |m: Option<pitpay_core::Money>, unset: i64| m.map_or(unset, |m| m.cents());
        SignedCage {
            verifier_over: cents(settings.verifier_over, 119_999),
            manager_over: cents(settings.manager_over, 500_000),
            pays,
            to_pay: to_pay.map(pitpay_core::Money::cents),
        }
    }
}

/// A slip's time as the property read it when it was issued.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LocalTime {
    /// Local date and time with the offset, RFC 3339: `2026-11-26T13:06:01-08:00`.
    pub time: String,
    /// The zone: `America/Los_Angeles`.
    pub zone: String,
    /// The gaming day: `2026-11-26`.
    pub gaming_day: String,
    /// The shift: `swing`.
    pub shift: String,
}

impl LocalTime {
    /// The time as the property read it at `stamp`.
    pub(crate) fn of(stamp: &pitpay_journal::Stamp) -> LocalTime {
        LocalTime {
            time: stamp.rfc3339(),
            zone: stamp.zone.clone(),
            gaming_day: stamp.gaming_day.to_string(),
            shift: stamp.shift.clone(),
        }
    }

    /// `2026-11-26 13:06:01 -08:00`.
    pub(crate) fn shown(&self) -> String {
        let (date_time, offset) = self.time.split_at(self.time.len().saturating_sub(6));
        format!("{} {offset}", date_time.replacen('T', " ", 1))
    }
}

fn first_edition() -> u32 {
    Edition::First.number()
}

fn is_first_edition(n: &u32) -> bool {
    *n == Edition::First.number()
}

/// The patron as a slip records them: a name and the kind of ID shown, with only the
/// last four characters of its number (a full ID or tax number is never stored).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Patron {
    /// The patron's name.
    pub name: String,
    /// The ID shown ("Driver's license", "Passport").
    pub id_type: String,
    /// The last four characters of the ID's number.
    pub id_last4: String,
}

/// The witness: a second employee's name and ID.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Witness {
    /// Their name.
    pub name: String,
    /// Their employee ID.
    pub id: String,
}

impl Patron {
    /// Nothing entered.
    pub(crate) fn is_empty(&self) -> bool {
        [&self.name, &self.id_type, &self.id_last4]
            .iter()
            .all(|f| f.trim().is_empty())
    }
}

impl Witness {
    /// Nothing entered.
    pub(crate) fn is_empty(&self) -> bool {
        self.name.trim().is_empty() && self.id.trim().is_empty()
    }
}

/// Paytable texts by id, in the order the settlement lists its paytables (a JSON
/// object whose key order is kept, both ways).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct EmbeddedPaytables(pub Vec<(String, String)>);

/// A house-rules file carried in a slip.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EmbeddedHouseRules {
    /// Its id.
    pub id: String,
    /// Its text.
    pub text: String,
}

impl Signed {
    /// The bytes the signature covers: the record as compact JSON, keys in field order.
    pub(crate) fn canonical(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// Settles the embedded round against the embedded paytables and house rules only
    /// (and the game's shipped main paytable, always in use), under the rulebook
    /// edition the slip was issued under. The shipped side bets' definitions are known
    /// too: a slip issued before a paytable carried its `[side_bet]` table still
    /// verifies; an operator's side bet is defined by its embedded paytable.
    pub(crate) fn settle(&self) -> Result<Settlement, FileError> {
        let mut files: Vec<(String, &str)> = self
            .paytables
            .0
            .iter()
            .map(|(id, text)| (format!("slip paytable {id}"), text.as_str()))
            .collect();
        if let Some(rules) = &self.house_rules {
            files.push(("slip house rules".into(), &rules.text));
        }
        let catalog = Catalog::of_slip(files)?;
        let mut round = Round::parse("slip round", &self.round, &catalog)?;
        round.house = round
            .house
            .clone()
            .under_rulebook(self.rulebook)
            .ok_or_else(|| {
                FileError::whole(
                    "slip record",
                    pitpay_language::sentence!(
                        "document-error-newer-rulebook",
                        edition = self.rulebook.to_string(),
                        known = Edition::default().number().to_string()
                    ),
                )
            })?;
        settle(&round).map_err(|e| round.locate(e))
    }
}

impl EmbeddedPaytables {
    /// The texts of a settlement's paytables.
    pub(crate) fn of(settlement: &Settlement) -> EmbeddedPaytables {
        let texts = settlement.paytables.iter();
        EmbeddedPaytables(texts.map(|t| (t.id.clone(), t.text.to_string())).collect())
    }
}

impl EmbeddedHouseRules {
    /// The house-rules file a round named, from the catalog it was settled against.
    pub(crate) fn of(round: &Round, catalog: &Catalog) -> Option<EmbeddedHouseRules> {
        let rules = catalog.house_rules(round.header.house_rules.as_deref()?)?;
        Some(EmbeddedHouseRules {
            id: rules.id.clone(),
            text: rules.text.to_string(),
        })
    }
}

/// A rack or jurisdiction file carried in a slip.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EmbeddedFile {
    /// Its id.
    pub id: String,
    /// Its text.
    pub text: String,
}

/// The floor a slip was issued under: the table's rack (its chips) and the
/// jurisdiction of the round's currency (its tax and hand-pay flags), as files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EmbeddedFloor {
    /// The rack, when the round has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rack: Option<EmbeddedFile>,
    /// The jurisdiction, when the round's currency has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jurisdiction: Option<EmbeddedFile>,
}

impl EmbeddedFile {
    /// Its id and text.
    fn pair(&self) -> (&str, &str) {
        (&self.id, &self.text)
    }
}

impl EmbeddedFloor {
    /// The rack and jurisdiction a settlement is laid out with from `floor` (the racks
    /// and jurisdictions of the folders the round was read with); `None` when it has
    /// neither, or its rack cannot be found (the slip then shows no chips, as the
    /// screen does).
    pub(crate) fn of(
        settlement: &Settlement,
        floor: &FloorCatalog,
        year: i32,
    ) -> Option<EmbeddedFloor> {
        let table = floor
            .for_round(
                settlement.header.rack.as_deref(),
                settlement.currency,
                settlement.header.date,
                year,
            )
            .ok()?;
        let file = |id: &str, text: &str| EmbeddedFile {
            id: id.to_string(),
            text: text.to_string(),
        };
        let rack = table.rack.as_ref().map(|r| file(&r.id, &r.text));
        let jurisdiction = table.jurisdiction.as_ref().map(|j| file(&j.id, &j.text));
        (rack.is_some() || jurisdiction.is_some()).then_some(EmbeddedFloor { rack, jurisdiction })
    }

    /// These files alone, as a floor catalog to lay the slip out with.
    pub(crate) fn catalog(&self) -> FloorCatalog {
        FloorCatalog::of_slip(
            self.rack.as_ref().map(EmbeddedFile::pair),
            self.jurisdiction.as_ref().map(EmbeddedFile::pair),
        )
    }
}

impl Serialize for EmbeddedPaytables {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(id, text)| (id, text)))
    }
}

impl<'de> Deserialize<'de> for EmbeddedPaytables {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Texts;
        impl<'de> serde::de::Visitor<'de> for Texts {
            type Value = EmbeddedPaytables;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("paytable texts by id")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Self::Value, A::Error> {
                let mut texts = Vec::new();
                while let Some(entry) = map.next_entry::<String, String>()? {
                    texts.push(entry);
                }
                Ok(EmbeddedPaytables(texts))
            }
        }
        d.deserialize_map(Texts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn signed() -> Signed {
        Signed {
            slip: 12,
            time: "2026-03-14T21:05:00Z".into(),
            property: "Café Royale".into(),
            table: "BJ-2".into(),
            station: String::new(),
            supervisor: "Ana Reyes".into(),
            supervisor_id: "S-77".into(),
            dealer: String::new(),
            round: "game = \"blackjack\"\ndecks = 6\n".into(),
            // Deliberately not alphabetical: the order written is the order kept.
            paytables: EmbeddedPaytables(vec![
                ("lucky-break-1".into(), "id = \"lucky-break-1\"\n".into()),
                ("blackjack-main".into(), "id = \"blackjack-main\"\n".into()),
            ]),
            house_rules: None,
            settlement: json!({ "game": "blackjack", "decks": 6, "currency": "USD" }),
            patron: None,
            witness: None,
            rulebook: Edition::First.number(),
            supervisor_key: String::new(),
            witness_key: String::new(),
            journal: None,
            local: None,
            floor: None,
            location: String::new(),
            cage: None,
            reissues: None,
        }
    }

    /// The slip format (module docs): the signed bytes are exactly what slips have
    /// always signed, written out here as the `json!` record slips were built from
    /// before the record was typed.
    #[test]
    fn the_signed_bytes_are_the_records_historic_key_order() {
        let s = signed();
        let historic = json!({
            "slip": 12,
            "time": "2026-03-14T21:05:00Z",
            "property": "Café Royale",
            "table": "BJ-2",
            "supervisor": "Ana Reyes",
            "supervisor_id": "S-77",
            "dealer": "",
            "round": "game = \"blackjack\"\ndecks = 6\n",
            "paytables": {
                "lucky-break-1": "id = \"lucky-break-1\"\n",
                "blackjack-main": "id = \"blackjack-main\"\n",
            },
            "house_rules": null,
            "settlement": { "game": "blackjack", "decks": 6, "currency": "USD" },
        });
        assert_eq!(s.canonical(), serde_json::to_vec(&historic).unwrap());
        let with_rules = Signed {
            house_rules: Some(EmbeddedHouseRules {
                id: "lucky9-nines-push".into(),
                text: "id = \"lucky9-nines-push\"\n".into(),
            }),
            ..s
        };
        let v = serde_json::to_value(&with_rules).unwrap();
        assert_eq!(
            serde_json::to_string(&v["house_rules"]).unwrap(),
            "{\"id\":\"lucky9-nines-push\",\"text\":\"id = \\\"lucky9-nines-push\\\"\\n\"}"
        );
    }

    /// The patron and witness come after every historic field,
    /// and a record written before they existed reads back without them (and so
    /// re-signs to the same bytes).
    #[test]
    fn patron_and_witness_follow_the_historic_fields_and_old_records_still_read() {
        let old = signed();
        let back: Signed = serde_json::from_slice(&old.canonical()).unwrap();
        assert_eq!(back.canonical(), old.canonical());
        let with = Signed {
            patron: Some(Patron {
                name: "Jo Smith".into(),
                id_type: "Passport".into(),
                id_last4: "4321".into(),
            }),
            witness: Some(Witness {
                name: "Sam Lee".into(),
                id: "E-12".into(),
            }),
            ..old
        };
        let v: serde_json::Value = serde_json::from_slice(&with.canonical()).unwrap();
        let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
        assert_eq!(keys[keys.len() - 3..], ["settlement", "patron", "witness"]);
        assert_eq!(v["patron"]["id_last4"], "4321");
    }

    #[test]
    fn the_envelope_keeps_its_key_order_and_reads_back_the_same() {
        let payload = Payload {
            pitpay_slip: FORMAT,
            copy: Copy::Original,
            signed: signed(),
            public_key: "ab".repeat(32),
            key_fingerprint: "0123456789abcdef".into(),
            signature: "cd".repeat(64),
            seal: crate::pdf::SEAL_ZERO.into(),
            supervisor_signature: String::new(),
            witness_signature: String::new(),
            copy_entries: None,
        };
        let text = serde_json::to_string(&payload).unwrap();
        let keys: Vec<String> = serde_json::from_str::<serde_json::Value>(&text)
            .unwrap()
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();
        assert_eq!(
            keys,
            [
                "pitpay_slip",
                "copy",
                "signed",
                "public_key",
                "key_fingerprint",
                "signature",
                "seal"
            ]
        );
        assert!(
            text.starts_with("{\"pitpay_slip\":1,\"copy\":\"original\",\"signed\":{\"slip\":12,")
        );
        let back: Payload = serde_json::from_str(&text).unwrap();
        assert_eq!(back, payload);
        assert_eq!(back.signed.canonical(), payload.signed.canonical());
    }

    /// A slip issued under the amended rulebook signs its edition last; a
    /// record without one (every slip issued before the amendment) reads back as the
    /// first edition and re-signs to its historic bytes.
    #[test]
    fn the_rulebook_edition_is_signed_last_and_old_records_read_as_the_first() {
        let amended = Signed {
            rulebook: Edition::Amended.number(),
            ..signed()
        };
        let text = String::from_utf8(amended.canonical()).unwrap();
        assert!(text.ends_with(",\"rulebook\":2}"), "{text}");
        let back: Signed = serde_json::from_str(&text).unwrap();
        assert_eq!(back.rulebook, 2);
        let old: Signed = serde_json::from_slice(&signed().canonical()).unwrap();
        assert_eq!(old.rulebook, 1);
        assert!(!String::from_utf8(old.canonical())
            .unwrap()
            .contains("rulebook"));
    }

    /// A slip names its station, signed, right after the table; a slip
    /// without one signs the historic bytes (the test above), so old slips verify.
    #[test]
    fn the_station_is_signed_after_the_table_and_read_back() {
        let s = Signed {
            station: "Pit 2 podium".into(),
            ..signed()
        };
        let text = String::from_utf8(s.canonical()).unwrap();
        assert!(
            text.contains("\"table\":\"BJ-2\",\"station\":\"Pit 2 podium\",\"supervisor\""),
            "{text}"
        );
        let back: Signed = serde_json::from_str(&text).unwrap();
        assert_eq!(back, s);
        let old: Signed = serde_json::from_slice(&signed().canonical()).unwrap();
        assert_eq!(old.station, "");
    }

    #[test]
    fn a_record_with_an_unknown_key_is_not_read() {
        let mut v = serde_json::to_value(signed()).unwrap();
        v["extra"] = json!("x");
        assert!(serde_json::from_value::<Signed>(v).is_err());
    }
}

//! A slip's refusals said once as messages (`document-error-*`), written in the
//! reader's language by whoever shows them; their English is their `Display`, what
//! `--json` carries. The journal's, the register's and a round file's refusals are
//! their own sentences; what the system or a parser words is passed as its text.

use std::path::Path;

use pitpay_language::{sentence, Sentence};

use super::error::{Failure, Field, InputError, SlipError, Unrecoverable};

pitpay_language::english_display!(SlipError, InputError, Failure, Unrecoverable);

fn shown(path: &Path) -> String {
    path.display().to_string()
}

impl From<&SlipError> for Sentence {
    fn from(e: &SlipError) -> Sentence {
        match e {
            SlipError::BadInput(e) => e.into(),
            SlipError::Failed(e) => e.into(),
        }
    }
}

/// A field as an id the translation chooses its words by.
fn field(f: Field) -> &'static str {
    match f {
        Field::Supervisor => "supervisor",
        Field::SupervisorId => "supervisor-id",
        Field::Property => "property",
        Field::Dealer => "dealer",
        Field::Patron => "patron",
        Field::PatronIdType => "patron-id-type",
        Field::PatronIdLast4 => "patron-id-last4",
        Field::Witness => "witness",
        Field::WitnessId => "witness-id",
        Field::Reason => "reason",
    }
}

impl From<&InputError> for Sentence {
    fn from(e: &InputError) -> Sentence {
        match e {
            InputError::NoSupervisor => sentence!("document-error-no-supervisor"),
            InputError::NoPatron { why } => sentence!("document-error-no-patron", why = why),
            InputError::Round(e) | InputError::Settings(e) => e.placed_sentence(),
            InputError::Keys(e) => e.into(),
            InputError::Journal(e) => e.into(),
            InputError::Sign(e) => e.into(),
            InputError::Pdf(e) => e.into(),
            InputError::Label { field: f, message } => {
                sentence!("document-error-label", field = field(*f), message = message)
            }
            InputError::Output { path, source } => sentence!(
                "document-error-output",
                path = shown(path),
                why = Sentence::from(source)
            ),
            InputError::AlreadyIssued {
                number,
                time,
                supervisor,
            } => sentence!(
                "document-error-already-issued",
                number = number.to_string(),
                time = time,
                supervisor = supervisor
            ),
            InputError::Write { path, source } => sentence!(
                "document-error-write",
                path = shown(path),
                why = source.to_string()
            ),
            InputError::NotPlaced {
                number,
                path,
                source,
            } => sentence!(
                "document-error-not-placed",
                number = number.to_string(),
                path = shown(path),
                why = source.to_string()
            ),
            _ => input_rest(e),
        }
    }
}

/// The rest of what a slip command refuses: a slip not found, one sealed elsewhere, a
/// recovery's file.
fn input_rest(e: &InputError) -> Sentence {
    match e {
        InputError::NoSuchSlip(n) => {
            sentence!("document-error-no-such-slip", number = n.to_string())
        }
        InputError::NotRecorded(j) => {
            sentence!("document-error-not-recorded", why = Sentence::from(j))
        }
        InputError::OtherStation {
            number,
            station,
            fingerprint,
        } if station.is_empty() => sentence!(
            "document-error-other-installation",
            number = number.to_string(),
            fingerprint = fingerprint
        ),
        InputError::OtherStation {
            number,
            station,
            fingerprint,
        } => sentence!(
            "document-error-other-station",
            number = number.to_string(),
            station = station,
            fingerprint = fingerprint
        ),
        InputError::DamagedRecord { number, source } => sentence!(
            "document-error-damaged-record",
            number = number.to_string(),
            why = source.to_string()
        ),
        InputError::SealPlacement => sentence!("document-error-seal-placement"),
        InputError::NotASlip => sentence!("document-error-not-a-slip"),
        InputError::NoDataDir => sentence!("document-error-no-data-dir"),
        InputError::Staff(e) => e.into(),
        InputError::NoVoidReason => sentence!("document-error-no-void-reason"),
        InputError::NotRecoverable { path, why } => sentence!(
            "document-error-not-recoverable",
            path = shown(path),
            why = Sentence::from(why)
        ),
        // Each other refusal is said by `From` before this is asked.
        _ => unreachable!("a slip refusal said twice"),
    }
}

/// In the words that follow a path.
impl From<&Unrecoverable> for Sentence {
    fn from(e: &Unrecoverable) -> Sentence {
        match e {
            Unrecoverable::FolderLoop(folder) => {
                sentence!("document-error-recover-folder-loop", folder = shown(folder))
            }
            Unrecoverable::LinkLoop => sentence!("document-error-recover-link-loop"),
            Unrecoverable::Missing => sentence!("document-error-recover-missing"),
            Unrecoverable::Unreadable(why) => {
                sentence!("document-error-recover-unreadable", why = why.to_string())
            }
            Unrecoverable::Fifo => sentence!("document-error-recover-fifo"),
            Unrecoverable::Device => sentence!("document-error-recover-device"),
            Unrecoverable::Socket => sentence!("document-error-recover-socket"),
            Unrecoverable::NotRegular => sentence!("document-error-recover-not-regular"),
        }
    }
}

impl From<&Failure> for Sentence {
    fn from(e: &Failure) -> Sentence {
        let n = |n: &i64| n.to_string();
        match e {
            Failure::MarkedVoid => sentence!("document-error-marked-void"),
            // What is not canonical, as an id: public-key, signature or seal.
            Failure::NonCanonical(what) => sentence!(
                "document-error-non-canonical",
                what = what.replace(' ', "-")
            ),
            Failure::FingerprintMismatch => sentence!("document-error-fingerprint-mismatch"),
            Failure::NotInJournal(number) => {
                sentence!("document-error-not-in-journal", number = n(number))
            }
            Failure::JournalBehind { number, entry, end } => sentence!(
                "document-error-journal-behind",
                number = n(number),
                entry = n(entry),
                end = n(end)
            ),
            Failure::JournalElsewhere {
                number,
                entry,
                what,
            } => sentence!(
                "document-error-journal-elsewhere",
                number = n(number),
                entry = n(entry),
                what = what
            ),
            Failure::JournalBehindKnown { number, end, what } => sentence!(
                "document-error-journal-behind-known",
                number = n(number),
                end = n(end),
                what = what
            ),
            Failure::Lost { number, entry, gap } => sentence!(
                "document-error-lost",
                number = n(number),
                entry = n(entry),
                gap = gap
            ),
            Failure::ChainBroken(b) => {
                sentence!("document-error-chain-broken", broken = Sentence::from(b))
            }
            Failure::SharedChainBroken(b) => {
                sentence!(
                    "document-error-shared-chain-broken",
                    broken = Sentence::from(b)
                )
            }
            Failure::NotInSharedJournal { number, who } => sentence!(
                "document-error-not-in-shared-journal",
                number = n(number),
                who = who
            ),
            _ => failure_rest(e),
        }
    }
}

/// A slip whose file was changed, or whose signer or journal does not vouch for it.
fn failure_rest(e: &Failure) -> Sentence {
    match e {
        Failure::Unreadable => sentence!("document-error-unreadable"),
        Failure::RecordDamaged => sentence!("document-error-record-damaged"),
        Failure::NoSeal => sentence!("document-error-no-seal"),
        Failure::SealMismatch => sentence!("document-error-seal-mismatch"),
        Failure::SignatureMismatch => sentence!("document-error-signature-mismatch"),
        Failure::UnknownKey { fingerprint, notes } => {
            // Each note follows the last, ended by nothing.
            let notes = notes.iter().rev().fold(Sentence::from(""), |more, note| {
                sentence!("document-error-key-note", note = note, more = more)
            });
            sentence!(
                "document-error-unknown-key",
                fingerprint = fingerprint,
                notes = notes
            )
        }
        Failure::NoLongerSettles(e) => {
            sentence!(
                "document-error-no-longer-settles",
                why = e.placed_sentence()
            )
        }
        Failure::DifferentSettlement => sentence!("document-error-different-settlement"),
        Failure::NotIssued(number) => {
            sentence!("document-error-not-issued", number = number.to_string())
        }
        Failure::Void(number) => sentence!("document-error-void", number = number.to_string()),
        // The role as an id: supervisor or witness.
        Failure::Person { role, id, why } => sentence!(
            "document-error-person",
            role = *role,
            id = id,
            why = Sentence::from(why)
        ),
        // Each other failure is said by `From` before this is asked.
        _ => unreachable!("a slip failure said twice"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cage::CageError;
    use crate::print::{PrintError, System};
    use pitpay_language::{english, Language, Words};

    fn words(tag: &str) -> Words {
        Words::shipped(Language::parse(tag).unwrap())
    }

    /// A slip not found, a cage's refusal, a printer that is not there, a slip whose
    /// signer does not hold: their English is what it was, and each is written from the
    /// language's own message (Chinese in zh-Hant and zh-Hans, bracketed in en-XA).
    #[test]
    fn a_slips_the_cages_and_the_printers_refusals_are_said_in_the_readers_language() {
        let cases: Vec<(Sentence, &str)> = vec![
            (
                (&SlipError::from(InputError::NoSuchSlip(17))).into(),
                "the journal has no slip number 17",
            ),
            (
                (&CageError::NoCashier).into(),
                "the cashier who pays gives their ID (--cashier ID, their PIN first)",
            ),
            (
                (&CageError::MissingSigner {
                    number: 17,
                    amount: "12,500.00".into(),
                    who: "a manager",
                    option: "--manager",
                    over: "10,000.00".into(),
                })
                    .into(),
                "slip 17 pays 12,500.00: over 10,000.00 the payment is signed by a manager too (--manager ID, their PIN after the cashier's)",
            ),
            (
                (&PrintError::NoSuchPrinter {
                    system: System::Cups,
                    printer: "pit-4".into(),
                })
                    .into(),
                "there is no printer \"pit-4\" on this computer (`lpstat -p` lists them)",
            ),
            (
                (&Failure::Person {
                    role: "witness",
                    id: "S-9".into(),
                    why: pitpay_journal::staff::NotVouched::NotEnrolled,
                })
                    .into(),
                "its witness S-9 is not in the staff register",
            ),
            (
                (&Failure::UnknownKey {
                    fingerprint: "04ab".into(),
                    notes: vec!["line 3 does not read".into(), "line 5 too".into()],
                })
                    .into(),
                "signed by an unknown key (fingerprint 04ab); add it to trusted-keys.toml to accept it (note: line 3 does not read) (note: line 5 too)",
            ),
        ];
        let (hant, hans, pseudo) = (words("zh-Hant"), words("zh-Hans"), words("en-XA"));
        for (said, english_words) in &cases {
            assert_eq!(said.to_string(), *english_words);
            assert_eq!(said.in_words(english()), *english_words);
            for w in [&hant, &hans] {
                let chinese = said.in_words(w);
                assert_ne!(chinese, *english_words);
                assert!(!chinese.contains("the "), "{chinese}");
            }
            assert!(said.in_words(&pseudo).starts_with('['), "{english_words}");
        }
        let print = Sentence::from(&PrintError::NoDefault(System::Windows));
        assert!(print.in_words(&hant).contains("印表機"));
        assert!(print.in_words(&hans).contains("打印机"));
    }

    /// `Display` is the sentence's English, through each layer a refusal is carried in.
    #[test]
    fn display_is_the_sentences_english_through_every_layer() {
        let e = CageError::from(pitpay_journal::JournalError::PaidAtTable(4));
        assert_eq!(
            e.to_string(),
            "slip 4 is paid at the table, not at the cage: its amount leaves the table's rack, so the cage does not pay it"
        );
        let chinese = Sentence::from(&e).in_words(&words("zh-Hant"));
        assert!(chinese.starts_with("派彩單 4 在賭枱派彩"), "{chinese}");
    }

    /// A slip checked against a journal behind this podium says what the journal lacks
    /// (the entry this podium wrote, or the entries lost that no gap records) in the
    /// reader's language, with the same slip and entry numbers.
    #[test]
    fn what_a_journal_behind_lacks_is_said_in_the_readers_language() {
        let wrote = pitpay_language::sentence!(
            "journal-state-podium-wrote",
            seq = "9",
            event = pitpay_language::sentence!("journal-state-event-void", slip = "1"),
            time = "2026-11-26T14:02:00Z"
        );
        let cases = [
            (
                pitpay_language::sentence!("journal-state-diverged-from", seq = "9", what = wrote),
                "it holds another entry at entry 9 than the one this podium wrote entry 9 (void \
                 of slip 1) on 2026-11-26T14:02:00Z",
            ),
            (
                pitpay_language::sentence!(
                    "journal-state-lost-unrecorded",
                    lost = pitpay_language::sentence!("listing-gap-entries", from = 8, to = 9)
                ),
                "it lost entries 8-9, which no gap records yet",
            ),
        ];
        for (what, english_what) in cases {
            let failure = Failure::JournalBehindKnown {
                number: 1,
                end: 7,
                what,
            };
            let said = Sentence::from(&SlipError::from(failure));
            assert_eq!(
                said.in_words(english()),
                format!(
                    "slip 1 checks by itself, but the journal is behind: it ends at entry 7, but \
                     {english_what}. Entries were cut from its end or it was restored from an \
                     older copy, so it cannot say whether slip 1 was voided or printed again \
                     since. Bring them back with `pitpay journal --recover` (docs/operations.md)"
                )
            );
            let chinese = said.in_words(&words("zh-Hant"));
            assert!(
                chinese.contains("第 7 項") && chinese.contains("但缺少"),
                "{chinese}"
            );
            assert!(chinese.contains('9'), "{chinese}");
            for english_word in ["holds another", "lost", "podium", "gap"] {
                assert!(
                    !chinese.contains(english_word),
                    "{english_word} in {chinese}"
                );
            }
        }
    }
}

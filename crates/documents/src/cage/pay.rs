//! Paying a slip at the cage: the slip found from what the cashier was handed and
//! checked as `verify` checks it, the signatures its amount asks for (the slip's own
//! `[cage]` figures), and one `paid` entry in the journal.

use std::path::Path;

use pitpay_core::Money;
use pitpay_journal::staff::{Act, Pins};
use pitpay_journal::{Actor, CagePaid, Journal, SlipRecord};

use super::{CageError, Handed};
use crate::shift::sheet::money;
use crate::slip::record::{Patron, Payload, SignedCage};
use crate::slip::{self, Failure, InputError};

/// The largest file the cage reads as a slip: a slip is about 1.5 MB.
const MAX_SLIP: u64 = 64 << 20;

/// A slip as the cage shows it before paying: what it pays, to whom, who signed it,
/// where it stands, and who must sign its payment.
#[derive(Debug, Clone)]
pub struct Found {
    /// The slip number.
    pub number: i64,
    /// The amount to be paid, as people read it (`$48,312.57`).
    pub amount: String,
    /// Tax withheld and the net to the patron, when the slip withholds: the rate in
    /// percent, then the two amounts as people read them (`24`, `$11,594.78`,
    /// `$36,717.79`). Facts, not words: whoever shows them words them in a language.
    pub withholding: Option<(u32, String, String)>,
    /// The patron, when the slip names one.
    pub patron: Option<Patron>,
    /// Who signed it off.
    pub supervisor: Actor,
    /// Who witnessed it, when someone did.
    pub witness: Option<Actor>,
    /// The table it was dealt at; empty when the round named none.
    pub table: String,
    /// The game.
    pub game: pitpay_core::Game,
    /// When it was issued, in the property's time (or UTC, for a slip from before).
    pub issued: String,
    /// The cage pays it (else the table did).
    pub at_cage: bool,
    /// Its payment, when the cage paid it already.
    pub paid: Option<CagePaid>,
    /// A verifier signs its payment.
    pub needs_verifier: bool,
    /// A manager signs its payment.
    pub needs_manager: bool,
    /// The figures those follow, as people read them.
    over: (String, String),
    /// The amount to be paid, two decimals, as the journal records it.
    plain: String,
}

/// The slip `handed` names (its file, number or QR text), checked as `verify` checks
/// it: refused when it does not verify, belongs to another journal, or its code is
/// not the journal's slip.
pub fn look(handed: &str, data_dir: &Path) -> Result<Found, CageError> {
    let handed = Handed::read(handed)?;
    if !Journal::exists(data_dir) {
        return Err(InputError::NoSuchSlip(number_of(&handed)).into());
    }
    let journal = Journal::open(data_dir)?;
    found_in(&journal, &handed, data_dir)
}

/// What [`look`] gives, read from `journal`.
fn found_in(journal: &Journal, handed: &Handed, data_dir: &Path) -> Result<Found, CageError> {
    let (payload, record) = match handed {
        Handed::File(path) => {
            let bytes = pitpay_core::read_limited(path, pitpay_core::Input::Slip, MAX_SLIP)
                .map_err(|e| CageError::File {
                    path: path.clone(),
                    why: e.to_string(),
                })?;
            slip::verify(&bytes, data_dir)?;
            let payload = slip::read_record(&bytes)?;
            let record = held(journal, payload.signed.slip)?;
            (payload, record)
        }
        Handed::Number(n) => {
            let record = held(journal, *n)?;
            let payload = record_payload(*n, &record)?;
            slip::verify_held(&payload, data_dir)?;
            (payload, record)
        }
        Handed::Scan(scan) => {
            let ours = journal.journal_id()?;
            if !scan.journal.is_empty() && !ours.is_empty() && scan.journal != ours {
                return Err(CageError::OtherJournal {
                    number: scan.number,
                    journal: scan.journal.clone(),
                });
            }
            let record = held(journal, scan.number)?;
            let payload = record_payload(scan.number, &record)?;
            if payload.signature != scan.signature
                || payload.key_fingerprint != scan.key_fingerprint
            {
                return Err(CageError::ScanMismatch(scan.number));
            }
            slip::verify_held(&payload, data_dir)?;
            (payload, record)
        }
    };
    found(&payload, record, data_dir)
}

/// The slip's number as handed (0 for a file, whose number is inside it).
fn number_of(handed: &Handed) -> i64 {
    match handed {
        Handed::File(_) => 0,
        Handed::Number(n) => *n,
        Handed::Scan(s) => s.number,
    }
}

/// The journal's record of slip `number`.
fn held(journal: &Journal, number: i64) -> Result<SlipRecord, CageError> {
    Ok(journal
        .slip(number)?
        .ok_or(InputError::NoSuchSlip(number))?)
}

/// The signed record the journal holds for slip `number`.
fn record_payload(number: i64, record: &SlipRecord) -> Result<Payload, CageError> {
    serde_json::from_str(&record.payload).map_err(|e| {
        CageError::Slip(
            InputError::DamagedRecord {
                number,
                source: std::sync::Arc::new(e),
            }
            .into(),
        )
    })
}

/// The slip as the cage shows it, from its verified record and its journal entries.
fn found(payload: &Payload, record: SlipRecord, data_dir: &Path) -> Result<Found, CageError> {
    let signed = &payload.signed;
    let number = signed.slip;
    let settlement = signed.settle().map_err(Failure::NoLongerSettles)?;
    let floor = pitpay_core::FloorCatalog::with_operator_dir(Some(&data_dir.join("paytables")));
    let carried = signed
        .floor
        .as_ref()
        .map(crate::slip::record::EmbeddedFloor::catalog);
    let year = signed
        .time
        .get(..4)
        .and_then(|y| y.parse().ok())
        .unwrap_or(2026);
    let st = pitpay_core::statement(
        &settlement,
        carried.as_ref().unwrap_or(&floor),
        year,
        pitpay_language::english(),
    );
    let to_pay = st.to_pay;
    let plain = to_pay.amount.to_string();
    if !record.to_pay.is_empty() && record.to_pay != plain {
        return Err(CageError::AmountDiffers {
            number,
            recorded: record.to_pay,
            settled: plain,
        });
    }
    let cage = cage_figures(payload, data_dir);
    let shown = |m: Money| money(Some(settlement.currency), m);
    let withholding = to_pay
        .withholding_rate
        .map(|rate| (rate, shown(to_pay.withheld), shown(to_pay.net_to_patron)));
    Ok(Found {
        number,
        amount: shown(to_pay.amount),
        withholding,
        patron: signed.patron.clone().filter(|p| !p.is_empty()),
        supervisor: Actor {
            name: signed.supervisor.clone(),
            id: signed.supervisor_id.clone(),
        },
        witness: signed.witness.as_ref().map(|w| Actor {
            name: w.name.clone(),
            id: w.id.clone(),
        }),
        table: signed.table.clone(),
        game: settlement.game,
        issued: signed
            .local
            .as_ref()
            .map_or_else(|| signed.time.clone(), |l| l.shown()),
        at_cage: record.cage,
        paid: record.paid,
        needs_verifier: to_pay.amount.cents() > cage.verifier_over,
        needs_manager: to_pay.amount.cents() > cage.manager_over,
        over: (
            shown(Money::from_cents(cage.verifier_over)),
            shown(Money::from_cents(cage.manager_over)),
        ),
        plain,
    })
}

/// The slip's own `[cage]` figures, or this podium's settings' for a slip issued
/// before slips recorded them.
fn cage_figures(payload: &Payload, data_dir: &Path) -> SignedCage {
    payload.signed.cage.unwrap_or_else(|| {
        let settings = pitpay_journal::Settings::load(data_dir).unwrap_or_default();
        SignedCage::of(&settings, false, None)
    })
}

/// Pays the slip `handed` names: checks it as [`look`] does, refuses a slip paid
/// already, void or paid at the table, asks for the signatures its amount needs (the
/// cashier's, a verifier's over the slip's `verifier_over`, a manager's over its
/// `manager_over`: `signers`' IDs in that order, each with their PIN from `pins`),
/// and records the payment in the journal. Gives the slip as it stands after: paid.
pub fn pay(
    handed: &str,
    signers: [Option<&str>; 3],
    data_dir: &Path,
    pins: &mut Pins,
) -> Result<Found, CageError> {
    let handed = Handed::read(handed)?;
    if !Journal::exists(data_dir) {
        return Err(InputError::NoSuchSlip(number_of(&handed)).into());
    }
    let mut journal = Journal::open(data_dir)?;
    let found = found_in(&journal, &handed, data_dir)?;
    journal.payable(found.number)?;
    let wanted = wanted(&found, signers)?;
    let (keys, register) = slip::writing_keys(&mut journal, data_dir)?;
    journal.check_clock(jiff::Timestamp::now())?;
    let mut people = Vec::new();
    for (id, act) in wanted {
        let given = Actor::or_account(None, Some(id));
        people.push(slip::acting(
            &mut journal,
            &keys,
            &register,
            &given,
            act,
            pins,
        )?);
    }
    let cashier = people.remove(0);
    let others: Vec<String> = people
        .iter()
        .zip(
            ["verifier", "manager"]
                .iter()
                .skip(usize::from(!found.needs_verifier)),
        )
        .map(|(p, role)| format!("{role} {} ({})", p.name, p.id))
        .collect();
    let time = pitpay_journal::now();
    let others = others.join("; ");
    let signed = (others.as_str(), found.plain.as_str());
    journal.pay(found.number, &cashier, signed, &time, &keys)?;
    found_in(&journal, &Handed::Number(found.number), data_dir)
}

/// The IDs that sign this payment (`s`: the cashier, the verifier, the manager) and
/// what each signs as, in the order their PINs come: refused when the amount needs
/// someone not named, or one person is named twice.
fn wanted<'a>(found: &Found, s: [Option<&'a str>; 3]) -> Result<Vec<(&'a str, Act)>, CageError> {
    let named = |i: usize| s[i].map(str::trim).filter(|id| !id.is_empty());
    let missing = |who, option, over: &String| CageError::MissingSigner {
        number: found.number,
        amount: found.amount.clone(),
        who,
        option,
        over: over.clone(),
    };
    let mut wanted = vec![(named(0).ok_or(CageError::NoCashier)?, Act::Pay)];
    if found.needs_verifier {
        let who = "a verifier (a second cashier or a manager)";
        let id = named(1).ok_or_else(|| missing(who, "--verifier", &found.over.0))?;
        wanted.push((id, Act::VerifyPayment));
    }
    if found.needs_manager {
        let id = named(2).ok_or_else(|| missing("a manager", "--manager", &found.over.1))?;
        wanted.push((id, Act::ApprovePayment));
    }
    for (i, (id, _)) in wanted.iter().enumerate() {
        if wanted[..i]
            .iter()
            .any(|(other, _)| other.eq_ignore_ascii_case(id))
        {
            return Err(CageError::SameSigner {
                id: (*id).to_string(),
            });
        }
    }
    Ok(wanted)
}

//! The Cage screen (docs/app.md, "The cage"): a cashier pays a slip once. The scan
//! field has the focus: a USB scanner types the slip's QR code and Enter (or the
//! cashier types its number), and the slip is looked up off the window's thread
//! (`pitpay_documents::cage::look`), checked as `verify` checks it. The screen shows
//! what it pays, large, with the withholding and net, the patron, who signed it off
//! and where it stands: to be paid at the cage, ALREADY PAID (when, by whom, where) or
//! paid at the table; or why it was refused (a void slip among them).
//!
//! A slip to be paid asks for the cashier's ID and PIN, and a verifier's and a
//! manager's only when its amount needs them; the ID boxes keep only what begins an
//! enrolled ID ([`crate::gui::id_box`]), the PIN fields are masked and emptied as soon
//! as the payment is sent. Enter goes from field to field and pays in the last;
//! Escape leaves the slip. Once paid, the scan field is empty and has the focus again,
//! ready for the next scan; Enter there (or Escape) clears the paid slip away.

mod view;

use std::path::{Path, PathBuf};

use iced::Task;

use crate::gui::error::{Error, Note};
use crate::gui::id_box::{self, Judged};
use crate::gui::screen::staff::Session;
use pitpay_documents::cage::{CageError, Found};
use pitpay_journal::staff::{Pins, Role};
use pitpay_language::{t, Language, Sentence, Words};

/// The scan field: the focus goes there when the screen opens and after each payment.
pub(crate) const SCAN_ID: &str = "cage-scan";

/// The "Pay" button.
pub(crate) const PAY_ID: &str = "cage-pay";

/// A field of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    /// What the scanner typed, or a slip number.
    Scan,
    /// The cashier's ID.
    Cashier,
    /// The cashier's PIN.
    CashierPin,
    /// The verifier's ID.
    Verifier,
    /// The verifier's PIN.
    VerifierPin,
    /// The manager's ID.
    Manager,
    /// The manager's PIN.
    ManagerPin,
}

impl Field {
    /// The widget id.
    pub(crate) fn id(self) -> &'static str {
        match self {
            Field::Scan => SCAN_ID,
            Field::Cashier => "cage-cashier",
            Field::CashierPin => "cage-cashier-pin",
            Field::Verifier => "cage-verifier",
            Field::VerifierPin => "cage-verifier-pin",
            Field::Manager => "cage-manager",
            Field::ManagerPin => "cage-manager-pin",
        }
    }

    /// A PIN field: masked, and emptied once used.
    fn hidden(self) -> bool {
        matches!(
            self,
            Field::CashierPin | Field::VerifierPin | Field::ManagerPin
        )
    }

    /// The signer a field belongs to (0 cashier, 1 verifier, 2 manager).
    fn signer(self) -> usize {
        match self {
            Field::Scan | Field::Cashier | Field::CashierPin => 0,
            Field::Verifier | Field::VerifierPin => 1,
            Field::Manager | Field::ManagerPin => 2,
        }
    }

    /// The ID field of signer `i`, and its PIN field.
    fn of(i: usize) -> (Field, Field) {
        match i {
            0 => (Field::Cashier, Field::CashierPin),
            1 => (Field::Verifier, Field::VerifierPin),
            _ => (Field::Manager, Field::ManagerPin),
        }
    }
}

/// A slip looked up (a void one is refused by `look` itself: "slip 2 is VOID in the
/// journal").
#[derive(Debug, Clone)]
pub(crate) struct Looked {
    /// What `look` found.
    pub found: Found,
    /// What was handed (the scan, the number): the payment is checked against it again.
    handed: String,
}

impl Looked {
    /// The cage pays it now: a cage slip not paid yet.
    pub(crate) fn payable(&self) -> bool {
        self.found.at_cage && self.found.paid.is_none()
    }
}

/// Why the cage did not look a slip up or pay it, in the window's words.
#[derive(Debug, Clone)]
pub(crate) struct Refusal {
    /// What the cashier reads.
    pub words: String,
    /// The slip must not be paid (else the cashier can put it right: a PIN, a signer).
    pub final_: bool,
}

/// What the screen can be told.
#[derive(Clone)]
pub(crate) enum Message {
    /// A field was edited.
    Changed(Field, String),
    /// Enter in the scan field: look the slip up (an empty field clears the screen).
    Look,
    /// The slip asked for (as handed) was looked up, or refused.
    Looked(String, Result<Box<Looked>, Refusal>),
    /// Enter in a field before the last: on to the next field.
    Next,
    /// Pay the slip shown.
    Pay,
    /// The payment was recorded, or refused.
    Paid(Result<Box<Found>, Refusal>),
    /// Leave the slip: the scan field empty, ready for the next (Escape).
    Clear,
}

impl std::fmt::Debug for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Message::Changed(field, _) if field.hidden() => write!(f, "Changed({field:?}, …)"),
            Message::Changed(field, v) => write!(f, "Changed({field:?}, {v:?})"),
            Message::Look => f.write_str("Look"),
            Message::Looked(h, r) => {
                write!(f, "Looked({h:?}, {:?})", r.as_ref().map(|l| l.found.number))
            }
            Message::Next => f.write_str("Next"),
            Message::Pay => f.write_str("Pay"),
            Message::Paid(r) => write!(f, "Paid({:?})", r.as_ref().map(|p| p.number)),
            Message::Clear => f.write_str("Clear"),
        }
    }
}

/// What the screen asks of the app.
pub(crate) enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Put the focus on the widget with this id (a field's text selected).
    Focus(&'static str),
    /// Show this in the status line and put the focus on the widget with this id.
    Said(Note, &'static str),
    /// Put the focus in this field, its cursor after what it holds (a PIN begun in an
    /// ID box goes on there).
    TypeOn(&'static str),
    /// On to the next field.
    Next,
}

/// What the screen reads of the app.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The window's words.
    pub words: &'a Words,
    /// The data folder holding the journal.
    pub data: Option<&'a Path>,
    /// The IDs the staff register holds (none: no register, and no PINs).
    pub enrolled: &'a [String],
}

/// What the screen shows under the scan field.
#[derive(Debug, Clone, Default)]
pub(crate) enum Shown {
    /// Nothing yet: waiting for a scan.
    #[default]
    Nothing,
    /// Looking up what was handed.
    Looking(String),
    /// A slip found.
    Slip(Box<Looked>),
    /// What was handed was refused, and why.
    Refused(String, String),
    /// A slip just paid, as it stands after, and who paid it.
    Paid(Box<Found>, String),
}

/// The screen's state.
#[derive(Default)]
pub(crate) struct Cage {
    /// The scan field's text.
    scan: String,
    /// What is shown under it.
    pub shown: Shown,
    /// The cashier's, verifier's and manager's IDs.
    ids: [String; 3],
    /// Their PINs, as typed (emptied once the payment is sent).
    pins: [String; 3],
    /// Why the last payment was refused, shown under the form.
    pub refused: Option<String>,
    /// A payment is on its way: Pay does nothing until it is back.
    paying: bool,
}

impl std::fmt::Debug for Cage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Cage({:?}, PINs hidden)", self.shown)
    }
}

impl Cage {
    /// The screen opened: the cashier's ID is the member's signed in at the podium, when
    /// a cashier or a manager is and no ID is typed yet.
    pub(crate) fn open(&mut self, session: Option<&Session>) {
        if let Some(s) = session.filter(|s| matches!(s.role, Role::Cashier | Role::Manager)) {
            if self.ids[0].trim().is_empty() {
                self.ids[0].clone_from(&s.id);
            }
        }
    }

    /// What a field holds (PINs included: tests check they are emptied).
    pub(crate) fn typed(&self, field: Field) -> &str {
        match field {
            Field::Scan => &self.scan,
            f if f.hidden() => &self.pins[f.signer()],
            f => &self.ids[f.signer()],
        }
    }

    /// Empties every PIN field.
    fn forget_pins(&mut self) {
        self.pins = Default::default();
    }

    /// The slip shown, when it is one the cage pays now.
    fn payable(&self) -> Option<&Looked> {
        match &self.shown {
            Shown::Slip(l) if l.payable() => Some(l),
            _ => None,
        }
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, cx: &Context<'_>) -> Action {
        match message {
            Message::Changed(field, v) => self.changed(field, v, cx.enrolled),
            Message::Look => self.look(cx),
            Message::Looked(handed, result) => self.looked(&handed, result),
            Message::Next => Action::Next,
            Message::Pay => self.pay(cx),
            Message::Paid(result) => self.paid(result, cx.words),
            Message::Clear => {
                self.clear();
                Action::Focus(SCAN_ID)
            }
        }
    }

    /// Back to waiting for a scan: the slip, its PINs and its second signers gone (the
    /// cashier's ID stays: the same cashier pays the next slip).
    fn clear(&mut self) {
        self.scan.clear();
        self.shown = Shown::Nothing;
        self.refused = None;
        self.forget_pins();
        self.ids[1].clear();
        self.ids[2].clear();
    }

    /// A field edited. An ID box keeps only what begins an enrolled ID, and what is
    /// typed after a whole ID goes on to its PIN field.
    fn changed(&mut self, field: Field, v: String, enrolled: &[String]) -> Action {
        let i = field.signer();
        match field {
            Field::Scan => self.scan = v,
            f if f.hidden() => self.pins[i] = v,
            f => match id_box::judge(&self.ids[i], &v, enrolled) {
                Judged::Keep => self.ids[i] = v,
                Judged::ToPin(rest) => {
                    let pin = Field::of(i).1;
                    self.pins[i].push_str(&rest);
                    return Action::TypeOn(pin.id());
                }
                Judged::Refused => {
                    self.ids[i].clear();
                    return Action::Said(Err(Error::NotEnrolled), f.id());
                }
            },
        }
        Action::None
    }

    /// Enter in the scan field: the slip looked up off the window's thread; an empty
    /// field clears what is shown.
    fn look(&mut self, cx: &Context<'_>) -> Action {
        let handed = self.scan.trim().to_string();
        if handed.is_empty() {
            self.clear();
            return Action::Focus(SCAN_ID);
        }
        self.forget_pins();
        self.refused = None;
        self.ids[1].clear();
        self.ids[2].clear();
        self.shown = Shown::Looking(handed.clone());
        let data = cx.data.map(Path::to_path_buf);
        let asked = handed.clone();
        let language = cx.words.language().clone();
        Action::Run(Task::perform(look_up(handed, data, language), move |r| {
            Message::Looked(asked.clone(), r)
        }))
    }

    /// The slip was looked up: a slip to pay puts the focus on the first signature still
    /// to type; anything else leaves it in the scan field, its text selected, so that
    /// the next scan replaces it.
    fn looked(&mut self, handed: &str, result: Result<Box<Looked>, Refusal>) -> Action {
        if !matches!(&self.shown, Shown::Looking(h) if h == handed) {
            // An older look-up, overtaken by a newer scan.
            return Action::None;
        }
        match result {
            Ok(l) => {
                let payable = l.payable();
                self.shown = Shown::Slip(l);
                if !payable {
                    return Action::Focus(SCAN_ID);
                }
                let at = if self.ids[0].trim().is_empty() {
                    Field::Cashier
                } else {
                    Field::CashierPin
                };
                Action::Focus(at.id())
            }
            Err(r) => {
                self.shown = Shown::Refused(handed.to_string(), r.words);
                Action::Focus(SCAN_ID)
            }
        }
    }

    /// Pays the slip shown with the signatures typed (off the window's thread); the PINs
    /// leave the fields as the payment is sent.
    fn pay(&mut self, cx: &Context<'_>) -> Action {
        if self.paying {
            return Action::None;
        }
        let Some(l) = self.payable() else {
            return Action::Focus(SCAN_ID);
        };
        let (verifier, manager) = (l.found.needs_verifier, l.found.needs_manager);
        let handed = l.handed.clone();
        let wanted = [true, verifier, manager];
        for (i, _) in wanted.iter().enumerate().filter(|(_, w)| **w) {
            let (id, pin) = Field::of(i);
            if self.ids[i].trim().is_empty() {
                let w = cx.words;
                let e = Error::Cage(match i {
                    0 => t!(w, "cage-screen-type-cashier"),
                    1 => t!(w, "cage-screen-type-verifier"),
                    _ => t!(w, "cage-screen-type-manager"),
                });
                return Action::Said(Err(e), id.id());
            }
            if !cx.enrolled.is_empty() && self.pins[i].is_empty() {
                return Action::Said(Err(Error::NoPin), pin.id());
            }
        }
        let signers = [
            Some(self.ids[0].trim().to_string()),
            verifier.then(|| self.ids[1].trim().to_string()),
            manager.then(|| self.ids[2].trim().to_string()),
        ];
        let pins: Vec<String> = std::mem::take(&mut self.pins)
            .into_iter()
            .zip(wanted)
            .filter_map(|(p, w)| w.then_some(p))
            .collect();
        self.paying = true;
        self.refused = None;
        let data = cx.data.map(Path::to_path_buf);
        let language = cx.words.language().clone();
        Action::Run(Task::perform(
            pay_slip(handed, signers, pins, data, language),
            Message::Paid,
        ))
    }

    /// The payment came back: paid, the scan field empty and focused for the next slip;
    /// refused, the words under the form and the focus where the cashier puts it right
    /// (the scan field for a slip that must not be paid).
    fn paid(&mut self, result: Result<Box<Found>, Refusal>, w: &Words) -> Action {
        self.paying = false;
        self.forget_pins();
        match result {
            Ok(found) => {
                let by = paid_by(&found);
                let (number, amount) = (found.number, found.amount.as_str());
                let said = t!(
                    w,
                    "cage-screen-paid-said",
                    number = number,
                    amount = amount,
                    by = by.as_str()
                );
                self.clear();
                self.shown = Shown::Paid(found, by);
                Action::Said(Ok(said), SCAN_ID)
            }
            Err(r) => {
                self.refused = Some(r.words.clone());
                let at = if r.final_ {
                    SCAN_ID
                } else {
                    Field::CashierPin.id()
                };
                Action::Said(Err(Error::Cage(r.words)), at)
            }
        }
    }
}

/// "Cy Ortiz (C-1); verifier Bo Chan (C-2)": who paid a slip, from its payment.
fn paid_by(found: &Found) -> String {
    found.paid.as_ref().map_or_else(String::new, |p| {
        let mut by = format!("{} ({})", p.cashier.name, p.cashier.id);
        if !p.signers.is_empty() {
            by.push_str("; ");
            by.push_str(&p.signers);
        }
        by
    })
}

/// Looks the slip up in the data folder's journal.
/// Its refusal in the window's `language` (with the property's own words over it).
async fn look_up(
    handed: String,
    data: Option<PathBuf>,
    language: Language,
) -> Result<Box<Looked>, Refusal> {
    let w = crate::gui::app::words(data.as_deref(), Some(language));
    let Some(dir) = data else {
        return Err(no_data_folder(&w));
    };
    let found = pitpay_documents::cage::look(&handed, &dir).map_err(|e| refusal(&e, &w))?;
    Ok(Box::new(Looked { found, handed }))
}

/// Pays the slip `handed` names with these signers and PINs (cashier, verifier,
/// manager, those asked for).
async fn pay_slip(
    handed: String,
    signers: [Option<String>; 3],
    pins: Vec<String>,
    data: Option<PathBuf>,
    language: Language,
) -> Result<Box<Found>, Refusal> {
    let w = crate::gui::app::words(data.as_deref(), Some(language));
    let Some(dir) = data else {
        return Err(no_data_folder(&w));
    };
    let mut pins = Pins::given(pins);
    let ids = signers.each_ref().map(Option::as_deref);
    pitpay_documents::cage::pay(&handed, ids, &dir, &mut pins)
        .map(Box::new)
        .map_err(|e| refusal(&e, &w))
}

fn no_data_folder(w: &Words) -> Refusal {
    Refusal {
        words: Error::NoDataFolder.said(w),
        final_: true,
    }
}

/// A cage error in the window's words: a signature missing names the field to type it
/// in, not the command line's option.
fn refusal(e: &CageError, w: &Words) -> Refusal {
    let words = match e {
        CageError::Slip(s) => crate::gui::words::slip(s, w),
        CageError::MissingSigner {
            number,
            amount,
            who,
            over,
            ..
        } => {
            let (amount, over) = (amount.as_str(), over.as_str());
            if who.contains("verifier") {
                t!(
                    w,
                    "cage-screen-missing-verifier",
                    number = *number,
                    amount = amount,
                    over = over
                )
            } else {
                t!(
                    w,
                    "cage-screen-missing-manager",
                    number = *number,
                    amount = amount,
                    over = over
                )
            }
        }
        other => Sentence::from(other).in_words(w),
    };
    Refusal {
        words,
        final_: must_not_be_paid(e),
    }
}

/// Whether the refusal is the slip's (already paid, void, the table's, not this
/// journal's, does not verify), not something the cashier puts right in the form.
fn must_not_be_paid(e: &CageError) -> bool {
    match e {
        CageError::Slip(s) => s.exit_code() != 2,
        CageError::OtherJournal { .. }
        | CageError::ScanMismatch(_)
        | CageError::AmountDiffers { .. } => true,
        _ => false,
    }
}

//! The sign-off panel: no slip leaves without a signing-off supervisor (the slip's rule,
//! docs/app.md). Ctrl+E opens it; it issues the slip and files it in the slips folder
//! under its number: no path, no dialog. Enter goes from field to field and signs off
//! in the last; Escape closes it.
//!
//! Who signs, with the least typing that still says who:
//! - a member **signed in** (Staff screen) signs as themselves: nothing to type, the
//!   focus on "Sign off and issue";
//! - with a **staff register** and nobody signed in: an ID box that keeps only what
//!   begins an enrolled ID, then the PIN (masked; what is typed after a whole ID goes
//!   there, [`crate::gui::id_box`]); the name is the register's;
//! - with **no register**: the name and ID, kept for the shift with the dealer's name
//!   ([`crate::gui::remembered`]) and shown, to change or keep.
//!
//! The property and location come from the settings, set once by IT, and never stop a
//! slip when unset. A slip that needs the patron and a witness (a W-2G or withholding
//! flag, a meter award) asks for them in a second row. PINs are typed hidden and
//! forgotten once the slip is issued, refused, or the panel closes.

use pitpay_language::{t, Words};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use iced::widget::{button, column, container, row, text};
use iced::{Element, Task};

use crate::gui::error::{Error, Note};
use crate::gui::form::RoundForm;
use crate::gui::id_box::{self, Judged};
use crate::gui::remembered::Remembered;
use crate::gui::screen::staff::Session;
use crate::gui::tab_stop;
use crate::gui::widget::field;
use pitpay_core::Catalog;
use pitpay_documents::slip::SignOff as Who;

/// The "Sign off and issue" button (the focus goes there when nothing needs typing).
pub(crate) const ISSUE_ID: &str = "signoff-issue";

/// A field of the panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    /// Supervisor's name (no staff register).
    Supervisor,
    /// Supervisor's ID.
    SupervisorId,
    /// Dealer's name.
    Dealer,
    /// The patron's name.
    Patron,
    /// The kind of ID the patron showed.
    PatronIdType,
    /// The last four characters of its number.
    PatronLast4,
    /// The witness's name (no staff register).
    Witness,
    /// The witness's employee ID.
    WitnessId,
    /// The supervisor's PIN, typed hidden.
    SupervisorPin,
    /// The witness's PIN.
    WitnessPin,
}

impl Field {
    /// The widget id of the field.
    pub(crate) fn id(self) -> &'static str {
        match self {
            Field::Supervisor => "signoff-supervisor",
            Field::SupervisorId => "signoff-id",
            Field::Dealer => "signoff-dealer",
            Field::Patron => "signoff-patron",
            Field::PatronIdType => "signoff-patron-id-type",
            Field::PatronLast4 => "signoff-patron-last4",
            Field::Witness => "signoff-witness",
            Field::WitnessId => "signoff-witness-id",
            Field::SupervisorPin => "signoff-pin",
            Field::WitnessPin => "signoff-witness-pin",
        }
    }
}

/// What the panel can be told.
#[derive(Debug, Clone)]
pub(crate) enum Message {
    /// A field was edited.
    Changed(Field, String),
    /// Enter in a field before the last: move on.
    Next,
    /// Sign off and issue.
    Confirm,
    /// Issue a further slip for a round the journal already holds a slip for (the
    /// answer to the question that names it).
    IssueAgain,
    /// Close the panel.
    Cancel,
    /// The slip was issued and filed, or refused.
    Issued(Result<Issued, Error>),
}

/// A slip issued from the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Issued {
    /// Its number.
    pub number: i64,
    /// The file it was filed as.
    pub file: PathBuf,
    /// Who signed it off, as the status line says it.
    pub by: String,
    /// Notes from the journal (files cleaned up, slips whose file never appeared).
    pub notes: Vec<pitpay_language::Sentence>,
}

/// What the panel asks of the app.
#[derive(Debug)]
pub(crate) enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Show this in the status line and put the focus on the widget with this id (the
    /// field to fill in, or the PIN field once an ID is whole).
    Focus(Option<Note>, &'static str),
    /// Put the focus in this field, its cursor after what it holds (a PIN begun in the
    /// ID box goes on there).
    TypeOn(&'static str),
    /// The panel closed without a slip.
    Closed,
    /// The slip was issued and filed: close the panel.
    Issued(Issued),
    /// The journal already holds slip `number` for this round: ask whether to issue
    /// another (the app's question names it).
    AlreadyIssued {
        /// The slip issued before.
        number: i64,
        /// When, and by whom, in words.
        when: String,
    },
}

/// What the panel needs from the app: the round, and what says who signs and where
/// the slip goes.
#[derive(Debug, Clone)]
pub(crate) struct Context<'a> {
    /// The window's words (shared, as the slip is printed in them off the window's
    /// thread).
    pub words: &'a Arc<pitpay_language::Words>,
    /// The round as typed, or why it does not settle.
    pub round: Result<&'a RoundForm, &'a pitpay_core::FileError>,
    /// The paytables.
    pub catalog: &'a Arc<Catalog>,
    /// The data folder (journal, keys, filing).
    pub data: Option<&'a Path>,
    /// Why this slip needs the patron and a witness, if it does.
    pub needs_patron: Option<String>,
    /// Who is signed in: they sign off.
    pub session: Option<&'a Session>,
    /// The staff register's active IDs (none: no register, and no PINs).
    pub enrolled: &'a [String],
    /// The property and the location the settings give (`None` where unset).
    pub place: (Option<&'a str>, Option<&'a str>),
    /// The slips folder, where the slip will be filed (none without a data folder).
    pub folder: Option<PathBuf>,
}

impl Context<'_> {
    fn register(&self) -> bool {
        !self.enrolled.is_empty()
    }
}

/// The panel's state: who signs off.
#[derive(Debug, Clone, Default)]
pub(crate) struct SignOff {
    /// The sign-off as typed (or kept from the last slip of the shift).
    pub who: Who,
    /// The supervisor's and the witness's PINs, as typed.
    pins: [Secret; 2],
    /// The supervisor said to issue a further slip for a round already paid by one.
    again: bool,
}

/// A PIN as typed: its debug form never shows it.
#[derive(Clone, Default)]
struct Secret(String);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_empty() {
            "(none)"
        } else {
            "(hidden)"
        })
    }
}

impl SignOff {
    /// The panel for a new slip: the member signed in signs; else what was kept from
    /// the last slip of this shift is filled in.
    pub(crate) fn new(session: Option<&Session>, kept: Option<Remembered>) -> SignOff {
        let mut panel = SignOff::default();
        if let Some(k) = kept {
            panel.who.supervisor = k.supervisor;
            panel.who.supervisor_id = k.supervisor_id;
            panel.who.dealer = k.dealer;
        }
        if let Some(s) = session {
            panel.who.supervisor = s.name.clone();
            panel.who.supervisor_id = s.id.clone();
        }
        panel
    }

    /// Where the focus goes when the panel opens: the first field still to fill in,
    /// else "Sign off and issue".
    pub(crate) fn first_focus(&self, cx: &Context<'_>) -> &'static str {
        let w = &self.who;
        let missing = |v: &str| v.trim().is_empty();
        if cx.session.is_none() {
            if !cx.register() && missing(&w.supervisor) {
                return Field::Supervisor.id();
            }
            if missing(&w.supervisor_id) {
                return Field::SupervisorId.id();
            }
            if cx.register() {
                return Field::SupervisorPin.id();
            }
        }
        if cx.needs_patron.is_some() {
            return Field::Patron.id();
        }
        ISSUE_ID
    }

    /// Empties the PIN fields (at sign-out: a PIN never outlives the shift).
    pub(crate) fn forget_pins(&mut self) {
        self.pins = Default::default();
    }

    /// What the panel keeps for the next slip of the shift.
    pub(crate) fn to_remember(&self, register: bool, day: &str, shift: &str) -> Remembered {
        let (supervisor, supervisor_id) = if register {
            (String::new(), String::new())
        } else {
            (
                self.who.supervisor.trim().to_string(),
                self.who.supervisor_id.trim().to_string(),
            )
        };
        Remembered {
            supervisor,
            supervisor_id,
            dealer: self.who.dealer.trim().to_string(),
            gaming_day: day.to_string(),
            shift: shift.to_string(),
        }
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, cx: &Context<'_>) -> Action {
        match message {
            Message::Changed(f, v) => self.changed(f, v, cx),
            Message::Next => Action::Run(crate::gui::focus::task(
                crate::gui::focus::Target::NextField,
            )),
            Message::Confirm => self.confirm(cx),
            Message::IssueAgain => {
                self.again = true;
                self.confirm(cx)
            }
            Message::Cancel => Action::Closed,
            Message::Issued(Ok(issued)) => {
                self.pins = Default::default();
                Action::Issued(issued)
            }
            Message::Issued(Err(e)) => {
                // A refused PIN is typed again, never sent again.
                self.pins = Default::default();
                self.refused(e, cx)
            }
        }
    }

    fn changed(&mut self, f: Field, v: String, cx: &Context<'_>) -> Action {
        // An ID box keeps only what begins an enrolled ID, so a PIN typed on without
        // Enter never shows there; a whole ID moves on to its PIN field.
        if matches!(f, Field::SupervisorId | Field::WitnessId) {
            let pin = if f == Field::SupervisorId {
                Field::SupervisorPin
            } else {
                Field::WitnessPin
            };
            let (slot, secret) = match f {
                Field::SupervisorId => (&mut self.who.supervisor_id, &mut self.pins[0]),
                _ => (&mut self.who.witness.id, &mut self.pins[1]),
            };
            match id_box::judge(slot, &v, cx.enrolled) {
                Judged::Refused => {
                    slot.clear();
                    return Action::Focus(Some(Err(Error::NotEnrolled)), f.id());
                }
                Judged::ToPin(rest) => {
                    secret.0.push_str(&rest);
                    return Action::TypeOn(pin.id());
                }
                Judged::Keep => *slot = v,
            }
            return Action::None;
        }
        match f {
            Field::Supervisor => self.who.supervisor = v,
            Field::Dealer => self.who.dealer = v,
            Field::Patron => self.who.patron.name = v,
            Field::PatronIdType => self.who.patron.id_type = v,
            Field::PatronLast4 => self.who.patron.id_last4 = v,
            Field::Witness => self.who.witness.name = v,
            Field::SupervisorPin => self.pins[0] = Secret(v),
            Field::WitnessPin => self.pins[1] = Secret(v),
            Field::SupervisorId | Field::WitnessId => {}
        }
        Action::None
    }

    /// The supervisor's PIN: the signed-in member's, else as typed.
    fn supervisor_pin(&self, session: Option<&Session>) -> String {
        match session {
            Some(s) if self.pins[0].0.is_empty() => s.pin().to_string(),
            _ => self.pins[0].0.clone(),
        }
    }

    /// Checks what is typed, then issues the slip (off the window's thread).
    fn confirm(&mut self, cx: &Context<'_>) -> Action {
        let round = match cx.round {
            Ok(form) => form.to_toml(),
            Err(e) => return Action::Focus(Some(Err(Error::Unsettled(e.clone()))), ISSUE_ID),
        };
        if let Some((field, e)) = self.missing(cx) {
            return Action::Focus(Some(Err(e)), field.id());
        }
        let mut who = self.who.clone();
        if let Some(s) = cx.session {
            who.supervisor = s.name.clone();
            who.supervisor_id = s.id.clone();
        }
        let pins = [self.supervisor_pin(cx.session), self.pins[1].0.clone()];
        let pins = pitpay_journal::staff::Pins::given(pins.into_iter().filter(|p| !p.is_empty()));
        Action::Run(Task::perform(
            issue(IssueJob {
                round,
                catalog: Arc::clone(cx.catalog),
                who,
                data: cx.data.map(Path::to_path_buf),
                pins,
                again: std::mem::take(&mut self.again),
                words: Arc::clone(cx.words),
            }),
            Message::Issued,
        ))
    }

    /// The first field a slip still needs, and why; none when all is there.
    fn missing(&self, cx: &Context<'_>) -> Option<(Field, Error)> {
        let w = &self.who;
        let empty = |v: &str| v.trim().is_empty();
        if cx.session.is_none() {
            if !cx.register() && empty(&w.supervisor) {
                return Some((Field::Supervisor, Error::NoSupervisor));
            }
            if empty(&w.supervisor_id) {
                return Some((Field::SupervisorId, Error::NoSupervisor));
            }
            if cx.register() && self.pins[0].0.is_empty() {
                return Some((Field::SupervisorPin, Error::NoPin));
            }
        }
        let why = cx.needs_patron.as_deref()?;
        let p = &w.patron;
        let witness_named = cx.register() || !empty(&w.witness.name);
        let fields = [
            (Field::Patron, empty(&p.name)),
            (Field::PatronIdType, empty(&p.id_type)),
            (Field::PatronLast4, empty(&p.id_last4)),
            (Field::Witness, !witness_named),
            (Field::WitnessId, empty(&w.witness.id)),
            (
                Field::WitnessPin,
                cx.register() && self.pins[1].0.is_empty(),
            ),
        ];
        let (field, _) = fields.into_iter().find(|(_, missing)| *missing)?;
        Some((field, Error::NoPatron(why.to_string())))
    }

    /// The slip was refused: a round already paid is asked about; anything else is said,
    /// with the focus on the field to change.
    fn refused(&mut self, e: Error, cx: &Context<'_>) -> Action {
        use pitpay_documents::slip::{InputError, SlipError};
        if let Error::Slip(s) = &e {
            if let SlipError::BadInput(InputError::AlreadyIssued {
                number,
                time,
                supervisor,
            }) = s.as_ref()
            {
                return Action::AlreadyIssued {
                    number: *number,
                    when: t!(
                        cx.words,
                        "signoff-issued-when",
                        time = crate::gui::words::utc(time),
                        supervisor = supervisor.as_str()
                    ),
                };
            }
        }
        let said = e.to_string();
        let at = if said.contains("PIN") && cx.register() {
            if said.contains(self.who.witness.id.trim()) && !self.who.witness.id.trim().is_empty() {
                Field::WitnessPin.id()
            } else if cx.session.is_none() {
                Field::SupervisorPin.id()
            } else {
                ISSUE_ID
            }
        } else {
            ISSUE_ID
        };
        Action::Focus(Some(Err(e)), at)
    }
}

impl SignOff {
    /// The panel: who signs, the patron where the slip needs one, where it is filed.
    pub(crate) fn view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let w = cx.words;
        let mut col = column![self.signer_row(cx)].spacing(6);
        if let Some(why) = &cx.needs_patron {
            col = col.push(self.patron_fields(why, cx.register(), w));
        }
        col = col.push(text(place_line(cx.place, w)).size(13));
        let whereto = match &cx.folder {
            Some(f) => t!(w, "signoff-files-in", folder = f.display().to_string()),
            None => t!(w, "signoff-no-data-folder"),
        };
        let buttons = row![
            tab_stop::stop(
                button(text(t!(w, "signoff-issue")))
                    .on_press(Message::Confirm)
                    .style(button::success),
                tab_stop::Kind::Press
            )
            .id(ISSUE_ID),
            tab_stop::press(
                button(text(t!(w, "signoff-cancel")))
                    .on_press(Message::Cancel)
                    .style(button::secondary)
            ),
            text(whereto).size(13),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .wrap()
        .vertical_spacing(4);
        container(col.push(buttons))
            .padding(8)
            .style(container::bordered_box)
            .into()
    }

    /// Who signs: the member signed in, or the fields that say who, then the dealer.
    fn signer_row(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let (w, words) = (&self.who, cx.words);
        let last_is_dealer = cx.needs_patron.is_none();
        let dealer_submit = if last_is_dealer {
            Message::Confirm
        } else {
            Message::Next
        };
        let mut fields = row![].spacing(8);
        match cx.session {
            Some(s) => {
                fields = fields.push(
                    text(t!(
                        words,
                        "signoff-signs-as",
                        name = s.name.as_str(),
                        id = s.id.as_str()
                    ))
                    .size(14)
                    .width(iced::Length::Fixed(260.0)),
                );
            }
            None => {
                if !cx.register() {
                    fields = fields.push(input(
                        &t!(words, "signoff-supervisor"),
                        Field::Supervisor,
                        &w.supervisor,
                        180.0,
                    ));
                }
                fields = fields.push(input(
                    &t!(words, "signoff-supervisor-id"),
                    Field::SupervisorId,
                    &w.supervisor_id,
                    110.0,
                ));
                if cx.register() {
                    fields = fields.push(pin_input(
                        &t!(words, "signoff-pin"),
                        Field::SupervisorPin,
                        &self.pins[0].0,
                        Message::Next,
                    ));
                }
            }
        }
        fields = fields.push(field(
            &t!(words, "signoff-dealer"),
            "",
            &w.dealer,
            Field::Dealer.id().to_string(),
            160.0,
            None,
            |v| Message::Changed(Field::Dealer, v),
            dealer_submit,
        ));
        fields.wrap().vertical_spacing(6).into()
    }

    /// The patron and witness row, shown when the slip needs them: the patron's name,
    /// the ID they showed and only its last four characters, and a second employee.
    fn patron_fields(&self, why: &str, register: bool, words: &Words) -> Element<'_, Message> {
        let (p, w) = (&self.who.patron, &self.who.witness);
        let mut fields = row![
            input(&t!(words, "signoff-patron"), Field::Patron, &p.name, 170.0),
            input(
                &t!(words, "signoff-id-type"),
                Field::PatronIdType,
                &p.id_type,
                130.0
            ),
            input(
                &t!(words, "signoff-last4"),
                Field::PatronLast4,
                &p.id_last4,
                90.0
            ),
        ]
        .spacing(8);
        let witness_id = t!(words, "signoff-witness-id");
        if register {
            fields = fields.push(input(&witness_id, Field::WitnessId, &w.id, 100.0));
            fields = fields.push(pin_input(
                &t!(words, "signoff-witness-pin"),
                Field::WitnessPin,
                &self.pins[1].0,
                Message::Confirm,
            ));
        } else {
            fields = fields.push(input(
                &t!(words, "signoff-witness"),
                Field::Witness,
                &w.name,
                160.0,
            ));
            fields = fields.push(field(
                &witness_id,
                "",
                &w.id,
                Field::WitnessId.id().to_string(),
                100.0,
                None,
                |v| Message::Changed(Field::WitnessId, v),
                Message::Confirm,
            ));
        }
        let about = t!(words, "signoff-patron-why", why = why);
        column![text(about).size(13), fields.wrap().vertical_spacing(6)]
            .spacing(4)
            .into()
    }
}

/// "Property: Casino Royale · Location: Main floor, pit 2", or what is not set.
/// Why a slip needs the patron and a witness, in the window's words ("a W-2G flag and a
/// progressive meter award"): each tax flag that asks for them and a meter award, once
/// each in the order the statement meets them, joined two by two. `None` when nothing
/// on the statement asks for them.
pub(crate) fn patron_reasons(st: &pitpay_core::Statement, w: &Words) -> Option<String> {
    // A flag by its id; `None` is a meter award.
    let mut reasons: Vec<Option<&str>> = Vec::new();
    for r in st.rows() {
        let flags = r
            .flags
            .iter()
            .filter(|f| f.needs_patron())
            .map(|f| Some(f.id));
        let meter = r.meter_award.then_some(None);
        for reason in flags.chain(meter) {
            if !reasons.contains(&reason) {
                reasons.push(reason);
            }
        }
    }
    let mut said = reasons.into_iter().map(|r| match r {
        Some(flag) => t!(w, "signoff-why-flag", flag = flag),
        None => t!(w, "signoff-why-meter"),
    });
    let first = said.next()?;
    Some(said.fold(first, |all, next| {
        t!(w, "signoff-why-and", first = all, second = next)
    }))
}

fn place_line(place: (Option<&str>, Option<&str>), w: &Words) -> String {
    match place {
        (Some(p), Some(l)) => t!(w, "signoff-place", property = p, location = l),
        (Some(p), None) => t!(w, "signoff-place-no-location", property = p),
        (None, Some(l)) => t!(w, "signoff-place-no-property", location = l),
        (None, None) => t!(w, "signoff-place-none"),
    }
}

/// A PIN field: typed hidden; Enter sends `submit`.
fn pin_input<'a>(label: &str, f: Field, value: &str, submit: Message) -> Element<'a, Message> {
    let input = iced::widget::text_input("", value)
        .id(f.id().to_string())
        .secure(true)
        .on_input(move |v| Message::Changed(f, v))
        .on_submit(submit)
        .style(crate::gui::tab_stop::field_style)
        .width(iced::Length::Fixed(110.0))
        .padding(5);
    crate::gui::widget::labelled(label, input.into(), None, 110.0)
}

/// One labelled field of the panel; Enter moves on to the next.
fn input<'a>(label: &str, f: Field, value: &str, width: f32) -> Element<'a, Message> {
    field(
        label,
        "",
        value,
        f.id().to_string(),
        width,
        None,
        move |v| Message::Changed(f, v),
        Message::Next,
    )
}

/// What issuing a slip takes, off the window's thread.
struct IssueJob {
    round: String,
    catalog: Arc<Catalog>,
    who: Who,
    data: Option<PathBuf>,
    pins: pitpay_journal::staff::Pins,
    again: bool,
    /// The language the slip is printed in: the window's.
    words: Arc<pitpay_language::Words>,
}

/// Issues the slip and files it: settles the round, draws and signs the PDF, records
/// it in the journal and only then puts the file in its place in the slips folder.
async fn issue(job: IssueJob) -> Result<Issued, Error> {
    let dir = job.data.ok_or(Error::NoDataFolder)?;
    let options = pitpay_documents::slip::Options {
        pins: job.pins,
        again: job.again,
        words: Some(job.words),
        ..Default::default()
    };
    let issued = pitpay_documents::slip::issue(
        "round",
        &job.round,
        &job.catalog,
        &job.who,
        None,
        &dir,
        &options,
    )?;
    Ok(Issued {
        number: issued.number,
        file: issued.file,
        by: format!(
            "{} ({})",
            job.who.supervisor.trim(),
            job.who.supervisor_id.trim()
        ),
        notes: issued.notes,
    })
}

//! The sign-off panel: no slip leaves without the signing-off supervisor's name and ID
//! (the slip's rule, docs/app.md). It asks for them, the property and the
//! dealer, then issues the slip to the PDF path typed in the path field, or asks where
//! with the save dialog. Enter in the last field signs off; Escape closes the panel.
//!
//! Issue 19: where a staff register is kept, the supervisor's ID and PIN (and the
//! witness's, on a slip that needs one) sign the slip with their own keys; the names
//! then come from the register and may be left empty. The PINs are typed hidden, never
//! shown, and forgotten once the slip is issued or the panel closes.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::gui::tab_stop::press;
use iced::widget::{button, column, container, row, text};
use iced::{Element, Task};

use crate::gui::dialog;
use crate::gui::error::{Error, Note, Wanted};
use crate::gui::widget::field;
use pitpay_core::Catalog;
use pitpay_documents::slip::SignOff as Who;

/// A field of the panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    /// Supervisor's name.
    Supervisor,
    /// Supervisor's ID.
    SupervisorId,
    /// Property.
    Property,
    /// Dealer's name.
    Dealer,
    /// The patron's name (issue "On the floor").
    Patron,
    /// The kind of ID the patron showed.
    PatronIdType,
    /// The last four characters of its number.
    PatronLast4,
    /// The witness's name.
    Witness,
    /// The witness's employee ID.
    WitnessId,
    /// The supervisor's PIN (issue 19), typed hidden.
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
            Field::Property => "signoff-property",
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
    /// Sign off and export.
    Confirm,
    /// Close the panel.
    Cancel,
    /// Where to write the slip was chosen (or not).
    Target(Option<PathBuf>),
    /// The slip was issued, or refused.
    Exported(Note),
}

/// What the panel asks of the app.
#[derive(Debug)]
pub(crate) enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Show this in the status line; the panel stays.
    Note(Note),
    /// Close the panel, with a note when there is one.
    Close(Option<Note>),
}

/// What the panel needs from the app to issue a slip.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The round file's text, or why the round does not settle.
    pub round: Result<&'a str, &'a pitpay_core::FileError>,
    /// The paytables.
    pub catalog: &'a Arc<Catalog>,
    /// The PDF path typed in the path field, if any.
    pub pdf: Option<&'a Path>,
    /// The data folder (journal and keys).
    pub data: Option<&'a Path>,
    /// Why this slip needs the patron and a witness, if it does
    /// ([`pitpay_documents::slip::patron_needed_for`]).
    pub needs_patron: Option<&'a str>,
    /// Who is signed in (issue 19): they sign off unless another ID and PIN are typed.
    pub session: Option<&'a crate::gui::screen::staff::Session>,
}

/// The panel's state: who signs off, where.
#[derive(Debug, Clone, Default)]
pub(crate) struct SignOff {
    /// The sign-off as typed.
    pub who: Who,
    /// The supervisor's and the witness's PINs, as typed (issue 19).
    pins: [Secret; 2],
    /// Where the slip is being written (what Print then prints).
    pub target: Option<PathBuf>,
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
    /// The panel for a new slip, its supervisor the member signed in, if any.
    pub(crate) fn signed_in_as(session: Option<&crate::gui::screen::staff::Session>) -> SignOff {
        let mut panel = SignOff::default();
        if let Some(s) = session {
            panel.who.supervisor = s.name.clone();
            panel.who.supervisor_id = s.id.clone();
        }
        panel
    }

    /// Empties the PIN fields (at sign-out: a PIN never outlives the shift).
    pub(crate) fn forget_pins(&mut self) {
        self.pins = Default::default();
    }

    /// The supervisor's PIN: as typed, else the signed-in member's when they are the
    /// supervisor named.
    fn supervisor_pin(&self, session: Option<&crate::gui::screen::staff::Session>) -> String {
        let typed = &self.pins[0].0;
        match session {
            Some(s)
                if typed.is_empty() && s.id.eq_ignore_ascii_case(self.who.supervisor_id.trim()) =>
            {
                s.pin().to_string()
            }
            _ => typed.clone(),
        }
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, cx: Context<'_>) -> Action {
        match message {
            Message::Changed(f, v) => {
                match f {
                    Field::Supervisor => self.who.supervisor = v,
                    Field::SupervisorId => self.who.supervisor_id = v,
                    Field::Property => self.who.property = v,
                    Field::Dealer => self.who.dealer = v,
                    Field::Patron => self.who.patron.name = v,
                    Field::PatronIdType => self.who.patron.id_type = v,
                    Field::PatronLast4 => self.who.patron.id_last4 = v,
                    Field::Witness => self.who.witness.name = v,
                    Field::WitnessId => self.who.witness.id = v,
                    Field::SupervisorPin => self.pins[0] = Secret(v),
                    Field::WitnessPin => self.pins[1] = Secret(v),
                }
                Action::None
            }
            Message::Next => Action::Run(crate::gui::focus::task(
                crate::gui::focus::Target::NextField,
            )),
            Message::Confirm => {
                if let Err(e) = cx.round {
                    return Action::Note(Err(Error::Unsettled(e.clone())));
                }
                // With a PIN, the name is the staff register's and may be left empty.
                let named = !self.who.supervisor.trim().is_empty()
                    || !self.supervisor_pin(cx.session).is_empty();
                if !named || self.who.supervisor_id.trim().is_empty() {
                    return Action::Note(Err(Error::NoSupervisor));
                }
                if let Some(why) = cx.needs_patron.filter(|_| !self.has_patron()) {
                    return Action::Note(Err(Error::NoPatron(why.to_string())));
                }
                match cx.pdf {
                    Some(p) => self.update(Message::Target(Some(p.to_path_buf())), cx),
                    None => Action::Run(Task::perform(
                        dialog::pick_save_pdf("slip.pdf".into()),
                        Message::Target,
                    )),
                }
            }
            Message::Cancel => Action::Close(None),
            Message::Target(None) => Action::Note(Err(Error::NoFileChosen(Wanted::Pdf))),
            Message::Target(Some(path)) => {
                let Ok(round) = cx.round else {
                    return Action::None;
                };
                self.target = Some(path.clone());
                let pins = [self.supervisor_pin(cx.session), self.pins[1].0.clone()];
                let pins =
                    pitpay_journal::staff::Pins::given(pins.into_iter().filter(|p| !p.is_empty()));
                Action::Run(Task::perform(
                    issue(
                        round.to_string(),
                        Arc::clone(cx.catalog),
                        self.who.clone(),
                        path,
                        cx.data.map(Path::to_path_buf),
                        pins,
                    ),
                    Message::Exported,
                ))
            }
            Message::Exported(Ok(note)) => {
                self.pins = Default::default();
                Action::Close(Some(Ok(note)))
            }
            Message::Exported(Err(e)) => {
                // A refused PIN is typed again, not sent again.
                self.pins = Default::default();
                Action::Note(Err(e))
            }
        }
    }

    /// Every patron and witness field filled in (an enrolled witness's name comes from
    /// the staff register).
    fn has_patron(&self) -> bool {
        let (p, w) = (&self.who.patron, &self.who.witness);
        let witness_named = !w.name.trim().is_empty() || !self.pins[1].0.is_empty();
        witness_named
            && [&p.name, &p.id_type, &p.id_last4, &w.id]
                .iter()
                .all(|f| !f.trim().is_empty())
    }

    /// The panel. `target` says where the slip will go; `needs_patron` why the slip
    /// needs the patron and a witness, when it does.
    pub(crate) fn view<'a>(
        &'a self,
        target: Option<&Path>,
        needs_patron: Option<&str>,
    ) -> Element<'a, Message> {
        let w = &self.who;
        let fields = row![
            input(
                "Supervisor (signs off)",
                Field::Supervisor,
                &w.supervisor,
                180.0,
                Message::Next
            ),
            input(
                "Supervisor ID",
                Field::SupervisorId,
                &w.supervisor_id,
                110.0,
                Message::Next
            ),
            pin_input(
                "PIN (if enrolled)",
                Field::SupervisorPin,
                &self.pins[0].0,
                Message::Next
            ),
            input(
                "Property",
                Field::Property,
                &w.property,
                150.0,
                Message::Next
            ),
            input(
                "Dealer",
                Field::Dealer,
                &w.dealer,
                140.0,
                if needs_patron.is_some() {
                    Message::Next
                } else {
                    Message::Confirm
                }
            ),
        ]
        .spacing(8)
        .wrap()
        .vertical_spacing(6);
        let mut fields = column![fields].spacing(6);
        if let Some(why) = needs_patron {
            fields = fields.push(self.patron_fields(why));
        }
        let whereto = match target {
            Some(p) => format!("Saves to {} (the path field).", p.display()),
            None => "Asks where to save. Without a file dialog, type a path ending in .pdf in the path field (Ctrl+L).".to_string(),
        };
        let buttons = row![
            press(
                button("Sign off and export")
                    .on_press(Message::Confirm)
                    .style(button::success)
            ),
            press(
                button("Cancel")
                    .on_press(Message::Cancel)
                    .style(button::secondary)
            ),
            text(whereto).size(13),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .wrap()
        .vertical_spacing(4);
        container(column![fields, buttons].spacing(8))
            .padding(8)
            .style(container::bordered_box)
            .into()
    }
}

impl SignOff {
    /// The patron and witness row, shown when the slip needs them: the patron's name,
    /// the ID they showed and only its last four characters, and a second employee.
    fn patron_fields(&self, why: &str) -> Element<'_, Message> {
        let (p, w) = (&self.who.patron, &self.who.witness);
        let next = || Message::Next;
        let fields = row![
            input("Patron", Field::Patron, &p.name, 170.0, next()),
            input("ID type", Field::PatronIdType, &p.id_type, 130.0, next()),
            input(
                "Last 4 of ID",
                Field::PatronLast4,
                &p.id_last4,
                90.0,
                next()
            ),
            input("Witness (employee)", Field::Witness, &w.name, 160.0, next()),
            input(
                "Witness ID",
                Field::WitnessId,
                &w.id,
                100.0,
                Message::Confirm
            ),
            pin_input(
                "Witness PIN",
                Field::WitnessPin,
                &self.pins[1].0,
                Message::Confirm
            ),
        ]
        .spacing(8)
        .wrap()
        .vertical_spacing(6);
        let about = format!(
            "This slip has {why}: it needs the patron and a witness. Only the last 4 of the ID number, never the full number."
        );
        column![text(about).size(13), fields].spacing(4).into()
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

/// One labelled field of the panel; Enter sends `submit`.
fn input<'a>(
    label: &str,
    f: Field,
    value: &str,
    width: f32,
    submit: Message,
) -> Element<'a, Message> {
    field(
        label,
        "",
        value,
        f.id().to_string(),
        width,
        None,
        move |v| Message::Changed(f, v),
        submit,
    )
}

/// Issues the slip: settles the round, draws and signs the PDF, records it in the
/// journal and only then puts the file in place (the work behind Sign off and export).
pub(crate) async fn issue(
    round: String,
    catalog: Arc<Catalog>,
    who: Who,
    path: PathBuf,
    data: Option<PathBuf>,
    pins: pitpay_journal::staff::Pins,
) -> Note {
    let dir = data.ok_or(Error::NoDataFolder)?;
    let options = pitpay_documents::slip::Options {
        pins,
        ..Default::default()
    };
    let issued =
        pitpay_documents::slip::issue("round", &round, &catalog, &who, &path, &dir, &options)?;
    let mut note = format!(
        "Slip {} signed off and saved to {}",
        issued.number,
        path.display()
    );
    for n in &issued.notes {
        note.push_str(&format!(" · {n}"));
    }
    Ok(note)
}

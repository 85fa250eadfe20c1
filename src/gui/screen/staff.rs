//! The Staff screen (docs/who-signs.md): sign in for a shift with an ID and
//! PIN, sign out, and, for a signed-in manager, the staff register: enroll, disable,
//! reset a PIN. With an empty register it enrolls the first manager. Everything is a
//! text field or a button reached by Tab; Enter in a form's last field does its work.
//!
//! After signing in, the focus goes to "Back to the round", after a refused
//! PIN to the (masked, emptied) PIN field, after signing out to the header's "Sign in"
//! button: never to a field that would show what is typed next. Every PIN field is
//! masked and emptied once used, and a new PIN is typed twice.
//!
//! The signed-in member's PIN is kept for the session only (never shown, never
//! written), so that Issue slip and the History screen's reprint and void sign as
//! them; it is forgotten at sign-out and when the app signs them out after the idle
//! time `settings.toml` gives.

use std::path::{Path, PathBuf};

use iced::widget::{button, column, container, row, text, text_input, Column};
use iced::{Element, Length, Task};

use crate::gui::error::{Error, Note};
use crate::gui::scroll::pane;
use crate::gui::tab_stop::{self, press};
use crate::gui::widget::{labelled, ERROR};
use pitpay_journal::staff::Pins;
use pitpay_journal::staff::{self, NewMember};
use pitpay_journal::staff::{Member, Role};

/// The sign-in box's ID field (Ctrl+I goes there).
pub(crate) const SIGN_IN_ID: &str = "staff-sign-in-id";

/// "Back to the round": where the focus goes once signed in.
pub(crate) const BACK_ID: &str = "staff-back";

/// A member signed in at this podium.
#[derive(Clone)]
pub(crate) struct Session {
    /// Their ID.
    pub id: String,
    /// Their name.
    pub name: String,
    /// Their role.
    pub role: Role,
    pin: String,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Session({}, PIN hidden)", self.id)
    }
}

impl Session {
    /// Their PIN, to sign with.
    pub(crate) fn pin(&self) -> &str {
        &self.pin
    }

    /// "Dana Reyes (S-1042, supervisor)".
    pub(crate) fn describe(&self) -> String {
        format!("{} ({}, {})", self.name, self.id, self.role.id())
    }
}

/// A field of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    /// Sign in: ID.
    SignInId,
    /// Sign in: PIN.
    SignInPin,
    /// A new member's ID.
    NewId,
    /// Their name.
    NewName,
    /// Their role, as a word.
    NewRole,
    /// Their PIN.
    NewPin,
    /// Their PIN again, to confirm it.
    NewPinAgain,
    /// The member to disable or reset.
    TargetId,
    /// Their new PIN (reset).
    TargetPin,
    /// The new PIN again.
    TargetPinAgain,
}

impl Field {
    /// The widget id.
    pub(crate) fn id(self) -> &'static str {
        match self {
            Field::SignInId => SIGN_IN_ID,
            Field::SignInPin => "staff-sign-in-pin",
            Field::NewId => "staff-new-id",
            Field::NewName => "staff-new-name",
            Field::NewRole => "staff-new-role",
            Field::NewPin => "staff-new-pin",
            Field::NewPinAgain => "staff-new-pin-again",
            Field::TargetId => "staff-target-id",
            Field::TargetPin => "staff-target-pin",
            Field::TargetPinAgain => "staff-target-pin-again",
        }
    }

    /// A PIN field: masked, and emptied once used.
    pub(crate) fn hidden(self) -> bool {
        matches!(
            self,
            Field::SignInPin
                | Field::NewPin
                | Field::NewPinAgain
                | Field::TargetPin
                | Field::TargetPinAgain
        )
    }

    const PINS: [Field; 5] = [
        Field::SignInPin,
        Field::NewPin,
        Field::NewPinAgain,
        Field::TargetPin,
        Field::TargetPinAgain,
    ];
}

/// What the screen can be told.
#[derive(Clone)]
pub(crate) enum Message {
    /// A field was edited.
    Changed(Field, String),
    /// Sign in with the typed ID and PIN.
    SignIn,
    /// The sign-in was checked.
    SignedIn(Result<Member, Error>),
    /// Sign out.
    SignOut,
    /// Read the register again.
    Refresh,
    /// The register was read.
    Loaded(Result<Vec<Member>, Error>),
    /// Enroll the member typed in.
    Add,
    /// Disable the member named.
    Disable,
    /// Give the member named the new PIN typed.
    Reset,
    /// A change was made (or refused).
    Done(Note),
    /// Back to the round (the button the focus goes to once signed in).
    Back,
    /// Enter in a field that is not a form's last: on to the next field.
    Next,
}

impl std::fmt::Debug for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Message::Changed(field, _) if field.hidden() => write!(f, "Changed({field:?}, …)"),
            Message::Changed(field, v) => write!(f, "Changed({field:?}, {v:?})"),
            Message::SignIn => f.write_str("SignIn"),
            Message::SignedIn(r) => write!(f, "SignedIn({:?})", r.as_ref().map(|m| &m.id)),
            Message::SignOut => f.write_str("SignOut"),
            Message::Refresh => f.write_str("Refresh"),
            Message::Loaded(r) => write!(f, "Loaded({:?})", r.as_ref().map(Vec::len)),
            Message::Add => f.write_str("Add"),
            Message::Disable => f.write_str("Disable"),
            Message::Reset => f.write_str("Reset"),
            Message::Done(n) => write!(f, "Done({n:?})"),
            Message::Back => f.write_str("Back"),
            Message::Next => f.write_str("Next"),
        }
    }
}

/// What the screen asks of the app.
pub(crate) enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Show this in the status line.
    Note(Note),
    /// Show this, run this task (the register read again) and put the focus on the
    /// widget with this id.
    Changed(Note, Task<Message>, &'static str),
    /// Show this and put the focus on the widget with this id.
    Focus(Note, &'static str),
    /// Put the focus in this field, its cursor after what it holds (a PIN begun in the
    /// ID box goes on there).
    TypeOn(&'static str),
    /// The member signed out: show this; the app puts the focus on its "Sign in".
    SignedOut(Note),
    /// Show the round.
    Back,
    /// On to the next field.
    Next,
}

/// What the screen needs from the app.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The data folder holding the register (none: no register).
    pub data: Option<&'a Path>,
    /// After how many minutes with nothing done a member is signed out (the settings'
    /// `lock_after_minutes`), for the screen to say.
    pub lock_minutes: u64,
}

/// The screen's state.
pub(crate) struct Staff {
    /// Who is signed in at this podium.
    pub session: Option<Session>,
    /// The register as last read.
    members: Option<Result<Vec<Member>, Error>>,
    /// The IDs the register holds, as last read (an ID box keeps only what begins one).
    enrolled: Vec<String>,
    /// Every field's text, by field.
    typed: std::collections::BTreeMap<&'static str, String>,
    /// Why the last sign-in was refused, shown beside its fields.
    refused: Option<String>,
    /// Where the focus goes once the change under way is done.
    after: Field,
}

impl Default for Staff {
    fn default() -> Staff {
        Staff {
            session: None,
            members: None,
            enrolled: Vec::new(),
            typed: std::collections::BTreeMap::new(),
            refused: None,
            after: Field::NewId,
        }
    }
}

impl std::fmt::Debug for Staff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Staff({:?})", self.session)
    }
}

impl Staff {
    fn get(&self, field: Field) -> &str {
        self.typed.get(field.id()).map_or("", String::as_str)
    }

    fn take(&mut self, field: Field) -> String {
        self.typed.remove(field.id()).unwrap_or_default()
    }

    /// Reads the register.
    pub(crate) fn reload(&self, data: Option<&Path>) -> Task<Message> {
        let data = data.map(Path::to_path_buf);
        Task::perform(
            async move {
                let dir = data.ok_or(Error::NoDataFolder)?;
                Ok(staff::register(&dir)?.members().to_vec())
            },
            Message::Loaded,
        )
    }

    /// Signs the member out, forgetting their PIN and any PIN typed on the screen.
    pub(crate) fn sign_out(&mut self) -> Option<Session> {
        self.forget_pins();
        self.session.take()
    }

    /// Empties every PIN field.
    fn forget_pins(&mut self) {
        for f in Field::PINS {
            self.typed.remove(f.id());
        }
    }

    /// What the text of a field is (PIN fields included: tests check they are empty).
    #[cfg(test)]
    pub(crate) fn typed(&self, field: Field) -> &str {
        self.get(field)
    }

    /// The new PIN typed twice, taken out of both fields: refused when they differ.
    fn new_pin(&mut self, pin: Field, again: Field) -> Result<String, Error> {
        let (first, second) = (self.take(pin), self.take(again));
        if first != second {
            return Err(Error::Staff(
                "The two PINs typed differ: nothing was changed. Type the new PIN twice again."
                    .into(),
            ));
        }
        Ok(first)
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, cx: &Context<'_>) -> Action {
        let data = cx.data;
        let dir = data.map(Path::to_path_buf);
        match message {
            Message::Changed(field, v) => self.changed(field, v),
            Message::SignIn => {
                let id = self.get(Field::SignInId).trim().to_string();
                if id.is_empty() {
                    let e = Error::Staff("Sign in: type your ID first, then your PIN.".into());
                    return Action::Focus(Err(e), SIGN_IN_ID);
                }
                let pin = self.get(Field::SignInPin).to_string();
                Action::Run(Task::perform(
                    async move {
                        let dir = dir.ok_or(Error::NoDataFolder)?;
                        Ok(staff::sign_in_member(&dir, &id, &pin)?)
                    },
                    Message::SignedIn,
                ))
            }
            Message::SignedIn(result) => self.signed_in(result),
            Message::SignOut => match self.sign_out() {
                Some(s) => {
                    Action::SignedOut(Ok(format!("{} signed out. Ctrl+I signs in.", s.describe())))
                }
                None => Action::None,
            },
            Message::Back => Action::Back,
            Message::Next => Action::Next,
            Message::Refresh => Action::Run(self.reload(data)),
            Message::Loaded(list) => {
                self.enrolled = match &list {
                    Ok(members) => members.iter().map(|m| m.id.clone()).collect(),
                    Err(_) => Vec::new(),
                };
                self.members = Some(list);
                Action::None
            }
            Message::Add => self.add(dir),
            Message::Disable => self.change(dir, false),
            Message::Reset => self.change(dir, true),
            Message::Done(note) => {
                self.forget_pins();
                let then = if note.is_ok() {
                    for f in [
                        Field::NewId,
                        Field::NewName,
                        Field::NewRole,
                        Field::TargetId,
                    ] {
                        self.typed.remove(f.id());
                    }
                    self.after
                } else if self.after == Field::TargetId {
                    Field::TargetId
                } else {
                    Field::NewPin
                };
                Action::Changed(note, self.reload(data), then.id())
            }
        }
    }

    /// The sign-in was checked: the member signed in, the focus on "Back to the round";
    /// or the refusal beside the fields, the focus back on the PIN field (masked, and
    /// now empty).
    fn signed_in(&mut self, result: Result<Member, Error>) -> Action {
        let pin = self.take(Field::SignInPin);
        match result {
            Ok(m) => {
                self.typed.remove(Field::SignInId.id());
                let session = Session {
                    id: m.id,
                    name: m.name,
                    role: m.role,
                    pin,
                };
                let said = format!(
                    "Signed in: {}. Enter: back to the round.",
                    session.describe()
                );
                self.session = Some(session);
                self.refused = None;
                Action::Focus(Ok(said), BACK_ID)
            }
            Err(e) => {
                self.refused = Some(format!("{e}. Type the PIN again."));
                Action::Focus(Err(e), Field::SignInPin.id())
            }
        }
    }

    /// Enrolls the member typed in: the first, a manager, by themselves; any other by
    /// the signed-in manager.
    fn add(&mut self, dir: Option<PathBuf>) -> Action {
        let first = self.is_empty();
        let role = match (first, parse_role(self.get(Field::NewRole))) {
            (true, _) => Role::Manager,
            (false, Ok(r)) => r,
            (false, Err(e)) => return Action::Note(Err(e)),
        };
        let by = match (first, &self.session) {
            (true, _) => None,
            (false, Some(s)) => Some((s.id.clone(), s.pin.clone())),
            (false, None) => return Action::Note(Err(no_manager())),
        };
        let id = self.get(Field::NewId).to_string();
        let name = self.get(Field::NewName).to_string();
        let pin = match self.new_pin(Field::NewPin, Field::NewPinAgain) {
            Ok(pin) => pin,
            Err(e) => return Action::Focus(Err(e), Field::NewPin.id()),
        };
        // The first manager signs in next; another member is followed by the next one.
        self.after = if first { Field::SignInId } else { Field::NewId };
        Action::Run(Task::perform(
            async move {
                let dir = dir.ok_or(Error::NoDataFolder)?;
                let new = NewMember {
                    id: &id,
                    name: &name,
                    role,
                };
                let mut pins: Vec<String> = by.iter().map(|(_, p)| p.clone()).collect();
                pins.push(pin);
                let by = by.as_ref().map(|(id, _)| id.as_str());
                Ok(staff::add(&dir, &new, by, &mut Pins::given(pins))?)
            },
            Message::Done,
        ))
    }

    /// Disables the member named, or (`reset`) gives them the new PIN typed.
    fn change(&mut self, dir: Option<PathBuf>, reset: bool) -> Action {
        let Some(s) = &self.session else {
            return Action::Note(Err(no_manager()));
        };
        let (by, manager_pin) = (s.id.clone(), s.pin.clone());
        let id = self.get(Field::TargetId).to_string();
        let new_pin = if reset {
            match self.new_pin(Field::TargetPin, Field::TargetPinAgain) {
                Ok(pin) => pin,
                Err(e) => return Action::Focus(Err(e), Field::TargetPin.id()),
            }
        } else {
            self.forget_pins();
            String::new()
        };
        self.after = Field::TargetId;
        Action::Run(Task::perform(
            async move {
                let dir = dir.ok_or(Error::NoDataFolder)?;
                let said = if reset {
                    let mut pins = Pins::given([manager_pin, new_pin]);
                    staff::reset(&dir, &id, &by, &mut pins)?
                } else {
                    staff::disable(&dir, &id, &by, &mut Pins::given([manager_pin]))?
                };
                Ok(said)
            },
            Message::Done,
        ))
    }

    /// The IDs the staff register holds, as last read (none: no register, or not read).
    pub(crate) fn enrolled(&self) -> &[String] {
        &self.enrolled
    }

    /// A field edited. The ID boxes beside a PIN field (signing in, a member to disable
    /// or reset) keep only what begins an enrolled ID, and what is typed after a whole
    /// ID goes to the PIN field ([`crate::gui::id_box`]).
    fn changed(&mut self, field: Field, v: String) -> Action {
        let pin = match field {
            Field::SignInId => Field::SignInPin,
            Field::TargetId => Field::TargetPin,
            _ => {
                self.typed.insert(field.id(), v);
                return Action::None;
            }
        };
        let before = self.get(field).to_string();
        match crate::gui::id_box::judge(&before, &v, &self.enrolled) {
            crate::gui::id_box::Judged::Keep => {
                self.typed.insert(field.id(), v);
                Action::None
            }
            crate::gui::id_box::Judged::ToPin(rest) => {
                self.typed.entry(pin.id()).or_default().push_str(&rest);
                Action::TypeOn(pin.id())
            }
            crate::gui::id_box::Judged::Refused => {
                self.typed.remove(field.id());
                Action::Focus(Err(Error::NotEnrolled), field.id())
            }
        }
    }

    /// Where Ctrl+I puts the focus: the sign-in's ID, or with an empty register the
    /// first manager's enrollment.
    pub(crate) fn first_field(&self) -> &'static str {
        if self.is_empty() {
            Field::NewId.id()
        } else {
            SIGN_IN_ID
        }
    }

    /// No member enrolled (as last read).
    fn is_empty(&self) -> bool {
        matches!(&self.members, Some(Ok(m)) if m.is_empty())
    }

    /// The screen, in its pane.
    pub(crate) fn view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let mut col = Column::new().spacing(10);
        col = col.push(
            row![
                text("Staff").size(22),
                press(button("Refresh").on_press(Message::Refresh)),
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center),
        );
        col = col.push(self.session_box(cx.lock_minutes));
        col = col.push(self.register_list());
        col = col.push(self.forms());
        pane("staff", col.into())
    }

    fn session_box(&self, lock_minutes: u64) -> Element<'_, Message> {
        let body: Element<'_, Message> = match &self.session {
            Some(s) => column![
                text(format!(
                    "Signed in: {}. {} After {lock_minutes} minutes with nothing done, Pitpay signs you out.",
                    s.describe(),
                    may(s.role),
                )),
                row![
                    tab_stop::stop(
                        button("Back to the round (Ctrl+R)")
                            .on_press(Message::Back)
                            .style(button::success),
                        tab_stop::Kind::Press
                    )
                    .id(BACK_ID),
                    press(button("Sign out (Ctrl+Shift+L)").on_press(Message::SignOut)),
                ]
                .spacing(8),
            ]
            .spacing(8)
            .into(),
            None => {
                let mut fields = row![
                    self.input("ID", Field::SignInId, 120.0, None),
                    self.input("PIN", Field::SignInPin, 120.0, Some(Message::SignIn)),
                    press(button("Sign in").on_press(Message::SignIn)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::End);
                if let Some(why) = &self.refused {
                    fields = fields.push(text(why.clone()).size(13).color(ERROR));
                }
                column![
                    text("Sign in for your shift: your ID and PIN (slips you issue then sign as you).")
                        .size(14),
                    fields.wrap().vertical_spacing(4),
                ]
                .spacing(6)
                .into()
            }
        };
        container(body)
            .padding(8)
            .style(container::bordered_box)
            .into()
    }

    fn register_list(&self) -> Element<'_, Message> {
        let members = match &self.members {
            None => return text("Reading the register…").into(),
            Some(Err(e)) => return text(e.to_string()).color(ERROR).into(),
            Some(Ok(m)) if m.is_empty() => {
                return text("The staff register is empty: slips say \"supervisor not enrolled\". Enroll the first manager below.").into()
            }
            Some(Ok(m)) => m,
        };
        let mut list = Column::new().spacing(4);
        for m in members {
            let state = match &m.disabled {
                Some((_, t)) => format!("disabled {t}"),
                None => "active".to_string(),
            };
            list = list.push(
                row![
                    text(m.id.clone()).width(Length::Fixed(100.0)),
                    text(m.name.clone()).width(Length::Fixed(200.0)),
                    text(m.role.id()).width(Length::Fixed(100.0)),
                    text(state).width(Length::Fixed(220.0)),
                    text(format!("key {}", m.fingerprint)).size(13),
                ]
                .spacing(8)
                .wrap(),
            );
        }
        list.into()
    }

    fn forms(&self) -> Element<'_, Message> {
        if self.is_empty() {
            return column![
                text("Enroll the first manager (they then sign in and enroll the others); the PIN twice:")
                    .size(14),
                row![
                    self.input("ID", Field::NewId, 110.0, None),
                    self.input("Name", Field::NewName, 200.0, None),
                    self.input("PIN (6 or more)", Field::NewPin, 130.0, None),
                    self.input("PIN again", Field::NewPinAgain, 130.0, Some(Message::Add)),
                    press(button("Enroll").on_press(Message::Add)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::End)
                .wrap(),
            ]
            .spacing(6)
            .into();
        }
        if !self
            .session
            .as_ref()
            .is_some_and(|s| s.role == Role::Manager)
        {
            return text("Only a signed-in manager changes the register.")
                .size(14)
                .into();
        }
        column![
            text("Add a member (role: supervisor, manager or auditor; their PIN twice):").size(14),
            row![
                self.input("ID", Field::NewId, 110.0, None),
                self.input("Name", Field::NewName, 200.0, None),
                self.input("Role", Field::NewRole, 110.0, None),
                self.input("Their PIN", Field::NewPin, 130.0, None),
                self.input("PIN again", Field::NewPinAgain, 130.0, Some(Message::Add)),
                press(button("Add").on_press(Message::Add)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::End)
            .wrap(),
            text("Disable a member, or reset their PIN (a new PIN, twice, gives them a new key):")
                .size(14),
            row![
                self.input("ID", Field::TargetId, 110.0, None),
                self.input("New PIN (reset)", Field::TargetPin, 130.0, None),
                self.input(
                    "New PIN again",
                    Field::TargetPinAgain,
                    130.0,
                    Some(Message::Reset)
                ),
                press(button("Reset PIN").on_press(Message::Reset)),
                press(
                    button("Disable")
                        .on_press(Message::Disable)
                        .style(button::danger)
                ),
            ]
            .spacing(8)
            .align_y(iced::Alignment::End)
            .wrap(),
        ]
        .spacing(6)
        .into()
    }

    /// A labelled field; PINs masked; Enter sends `submit` (else moves on).
    fn input(
        &self,
        label: &str,
        field: Field,
        width: f32,
        submit: Option<Message>,
    ) -> Element<'_, Message> {
        let mut input = text_input("", self.get(field))
            .id(field.id())
            .secure(field.hidden())
            .on_input(move |v| Message::Changed(field, v))
            .style(tab_stop::field_style)
            .width(Length::Fixed(width))
            .padding(5);
        input = input.on_submit(submit.unwrap_or(Message::Next));
        labelled(label, input.into(), None, width)
    }
}

/// What a signed-in role may do, for the banner (docs/who-signs.md).
pub(crate) fn may(role: Role) -> &'static str {
    match role {
        Role::Supervisor => "You issue slips and reprint them, each signed as you. A void needs a manager: they type their ID and PIN in History's \"as\" box (or sign in).",
        Role::Manager => "You issue, reprint and void slips, each signed as you, and change the staff register below.",
        Role::Auditor => "You read History and sign a jackpot slip's witness line. Issuing, reprinting and voiding slips need a supervisor or a manager.",
        Role::Cashier => "You pay slips at the cage (the Cage screen) and verify another cashier's payment. Nothing else is yours to sign.",
    }
}

fn parse_role(word: &str) -> Result<Role, Error> {
    match word.trim().to_ascii_lowercase().as_str() {
        "supervisor" => Ok(Role::Supervisor),
        "manager" => Ok(Role::Manager),
        "auditor" => Ok(Role::Auditor),
        "cashier" => Ok(Role::Cashier),
        other => Err(Error::Staff(format!(
            "Role \"{other}\": write supervisor, manager, auditor or cashier"
        ))),
    }
}

fn no_manager() -> Error {
    Error::Staff("Only a signed-in manager changes the register: sign in first".into())
}

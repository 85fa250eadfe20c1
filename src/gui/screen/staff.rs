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

use pitpay_language::{t, Words};
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
    pub(crate) fn describe(&self, w: &Words) -> String {
        t!(
            w,
            "staff-screen-who",
            name = self.name.as_str(),
            id = self.id.as_str(),
            role = role_name(self.role, w)
        )
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
    /// A change was made (or refused): what was done, written in the window's language
    /// when it is shown.
    Done(Result<pitpay_language::Sentence, Error>),
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
    /// The window's words.
    pub words: &'a pitpay_language::Words,
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
    fn new_pin(&mut self, pin: Field, again: Field, w: &Words) -> Result<String, Error> {
        let (first, second) = (self.take(pin), self.take(again));
        if first != second {
            return Err(Error::Staff(t!(w, "staff-screen-pins-differ")));
        }
        Ok(first)
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, cx: &Context<'_>) -> Action {
        let (data, w) = (cx.data, cx.words);
        let dir = data.map(Path::to_path_buf);
        match message {
            Message::Changed(field, v) => self.changed(field, v),
            Message::SignIn => {
                let id = self.get(Field::SignInId).trim().to_string();
                if id.is_empty() {
                    let e = Error::Staff(t!(w, "staff-screen-type-id"));
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
            Message::SignedIn(result) => self.signed_in(result, w),
            Message::SignOut => match self.sign_out() {
                Some(s) => {
                    Action::SignedOut(Ok(t!(w, "staff-screen-signed-out", who = s.describe(w))))
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
            Message::Add => self.add(dir, w),
            Message::Disable => self.change(dir, false, w),
            Message::Reset => self.change(dir, true, w),
            Message::Done(done) => {
                let note = done.map(|o| o.in_words(w));
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
    fn signed_in(&mut self, result: Result<Member, Error>, w: &Words) -> Action {
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
                let said = t!(w, "staff-screen-signed-in-said", who = session.describe(w));
                self.session = Some(session);
                self.refused = None;
                Action::Focus(Ok(said), BACK_ID)
            }
            Err(e) => {
                self.refused = Some(t!(w, "staff-screen-pin-again", why = e.said(w)));
                Action::Focus(Err(e), Field::SignInPin.id())
            }
        }
    }

    /// Enrolls the member typed in: the first, a manager, by themselves; any other by
    /// the signed-in manager.
    fn add(&mut self, dir: Option<PathBuf>, w: &Words) -> Action {
        let first = self.is_empty();
        let role = match (first, parse_role(self.get(Field::NewRole), w)) {
            (true, _) => Role::Manager,
            (false, Ok(r)) => r,
            (false, Err(e)) => return Action::Note(Err(e)),
        };
        let by = match (first, &self.session) {
            (true, _) => None,
            (false, Some(s)) => Some((s.id.clone(), s.pin.clone())),
            (false, None) => return Action::Note(Err(no_manager(w))),
        };
        let id = self.get(Field::NewId).to_string();
        let name = self.get(Field::NewName).to_string();
        let pin = match self.new_pin(Field::NewPin, Field::NewPinAgain, w) {
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
    fn change(&mut self, dir: Option<PathBuf>, reset: bool, w: &Words) -> Action {
        let Some(s) = &self.session else {
            return Action::Note(Err(no_manager(w)));
        };
        let (by, manager_pin) = (s.id.clone(), s.pin.clone());
        let id = self.get(Field::TargetId).to_string();
        let new_pin = if reset {
            match self.new_pin(Field::TargetPin, Field::TargetPinAgain, w) {
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
        let w = cx.words;
        let mut col = Column::new().spacing(10);
        col = col.push(
            row![
                text(t!(w, "staff-screen-title")).size(22),
                press(button(text(t!(w, "staff-screen-refresh"))).on_press(Message::Refresh)),
            ]
            .spacing(12)
            .align_y(iced::Alignment::Center),
        );
        col = col.push(self.session_box(cx.lock_minutes, w));
        col = col.push(self.register_list(w));
        col = col.push(self.forms(w));
        pane("staff", col.into())
    }

    fn session_box(&self, lock_minutes: u64, w: &Words) -> Element<'_, Message> {
        let body: Element<'_, Message> = match &self.session {
            Some(s) => column![
                text(t!(
                    w,
                    "staff-screen-signed-in",
                    who = s.describe(w),
                    may = may(s.role, w),
                    minutes = lock_minutes
                )),
                row![
                    tab_stop::stop(
                        button(text(t!(w, "staff-screen-back")))
                            .on_press(Message::Back)
                            .style(button::success),
                        tab_stop::Kind::Press
                    )
                    .id(BACK_ID),
                    press(button(text(t!(w, "staff-screen-sign-out"))).on_press(Message::SignOut)),
                ]
                .spacing(8),
            ]
            .spacing(8)
            .into(),
            None => {
                let mut fields = row![
                    self.input(&t!(w, "staff-screen-id"), Field::SignInId, 120.0, None),
                    self.input(
                        &t!(w, "staff-screen-pin"),
                        Field::SignInPin,
                        120.0,
                        Some(Message::SignIn)
                    ),
                    press(button(text(t!(w, "staff-screen-sign-in"))).on_press(Message::SignIn)),
                ]
                .spacing(8)
                .align_y(iced::Alignment::End);
                if let Some(why) = &self.refused {
                    fields = fields.push(text(why.clone()).size(13).color(ERROR));
                }
                column![
                    text(t!(w, "staff-screen-sign-in-how")).size(14),
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

    fn register_list(&self, w: &Words) -> Element<'_, Message> {
        let members = match &self.members {
            None => return text(t!(w, "staff-screen-reading")).into(),
            Some(Err(e)) => return text(e.said(w)).color(ERROR).into(),
            Some(Ok(m)) if m.is_empty() => return text(t!(w, "staff-screen-empty")).into(),
            Some(Ok(m)) => m,
        };
        let mut list = Column::new().spacing(4);
        for m in members {
            let state = match &m.disabled {
                Some((_, at)) => t!(w, "staff-screen-disabled", at = at.to_string()),
                None => t!(w, "staff-screen-active"),
            };
            list = list.push(
                row![
                    text(m.id.clone()).width(Length::Fixed(100.0)),
                    text(m.name.clone()).width(Length::Fixed(200.0)),
                    text(role_name(m.role, w)).width(Length::Fixed(100.0)),
                    text(state).width(Length::Fixed(220.0)),
                    text(t!(
                        w,
                        "staff-screen-key",
                        fingerprint = m.fingerprint.to_string()
                    ))
                    .size(13),
                ]
                .spacing(8)
                .wrap(),
            );
        }
        list.into()
    }

    fn forms(&self, w: &Words) -> Element<'_, Message> {
        let id = t!(w, "staff-screen-id");
        let name = t!(w, "staff-screen-name");
        let again = t!(w, "staff-screen-pin-twice");
        if self.is_empty() {
            return column![
                text(t!(w, "staff-screen-enroll-first")).size(14),
                row![
                    self.input(&id, Field::NewId, 110.0, None),
                    self.input(&name, Field::NewName, 200.0, None),
                    self.input(&t!(w, "staff-screen-new-pin"), Field::NewPin, 130.0, None),
                    self.input(&again, Field::NewPinAgain, 130.0, Some(Message::Add)),
                    press(button(text(t!(w, "staff-screen-enroll"))).on_press(Message::Add)),
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
            return text(t!(w, "staff-screen-manager-only")).size(14).into();
        }
        column![
            text(t!(w, "staff-screen-add-how")).size(14),
            row![
                self.input(&id, Field::NewId, 110.0, None),
                self.input(&name, Field::NewName, 200.0, None),
                self.input(&t!(w, "staff-screen-role"), Field::NewRole, 110.0, None),
                self.input(&t!(w, "staff-screen-their-pin"), Field::NewPin, 130.0, None),
                self.input(&again, Field::NewPinAgain, 130.0, Some(Message::Add)),
                press(button(text(t!(w, "staff-screen-add"))).on_press(Message::Add)),
            ]
            .spacing(8)
            .align_y(iced::Alignment::End)
            .wrap(),
            text(t!(w, "staff-screen-change-how")).size(14),
            row![
                self.input(&id, Field::TargetId, 110.0, None),
                self.input(
                    &t!(w, "staff-screen-reset-pin-field"),
                    Field::TargetPin,
                    130.0,
                    None
                ),
                self.input(
                    &t!(w, "staff-screen-reset-pin-again"),
                    Field::TargetPinAgain,
                    130.0,
                    Some(Message::Reset)
                ),
                press(button(text(t!(w, "staff-screen-reset"))).on_press(Message::Reset)),
                press(
                    button(text(t!(w, "staff-screen-disable")))
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
pub(crate) fn may(role: Role, w: &Words) -> String {
    match role {
        Role::Supervisor => t!(w, "staff-screen-may-supervisor"),
        Role::Manager => t!(w, "staff-screen-may-manager"),
        Role::Auditor => t!(w, "staff-screen-may-auditor"),
        Role::Cashier => t!(w, "staff-screen-may-cashier"),
    }
}

/// A role as the window names it ("manager", 經理); its id is the register's word.
pub(crate) fn role_name(role: Role, w: &Words) -> String {
    t!(w, "staff-screen-role-name", role = role.id())
}

/// The role typed: the register's word (as the command line spells it) or the role's
/// name in the window's language.
fn parse_role(word: &str, w: &Words) -> Result<Role, Error> {
    let typed = word.trim().to_lowercase();
    [
        Role::Supervisor,
        Role::Manager,
        Role::Auditor,
        Role::Cashier,
    ]
    .into_iter()
    .find(|r| typed == r.id() || typed == role_name(*r, w).to_lowercase())
    .ok_or_else(|| Error::Staff(t!(w, "staff-screen-bad-role", role = word.trim())))
}

fn no_manager(w: &Words) -> Error {
    Error::Staff(t!(w, "staff-screen-no-manager"))
}

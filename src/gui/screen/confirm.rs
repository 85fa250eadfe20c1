//! The question asked before something that cannot be taken back lightly: a round with
//! unsaved changes replaced (another game, New, Open, an example; nothing is lost either
//! way, the replaced round is one undo step back), a slip voided or reprinted (the
//! question names the slip, its table and amount). Enter presses the button with the
//! focus ring, "go on" first; Tab (or an arrow) moves the ring to the other; Escape
//! always stays.

use iced::widget::{button, column, container, row, text};
use iced::{Element, Length};
use pitpay_language::t;

/// What the question can be told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Message {
    /// Go on (its button).
    Go,
    /// Stay with things as they are (Escape, its button).
    Stay,
    /// Enter: the button with the focus ring.
    Enter,
    /// Tab or an arrow: the focus ring to the other button.
    Switch,
}

/// What the question asks of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Action<M> {
    /// Nothing more: the question stays open.
    None,
    /// Close the question and do this.
    Go(M),
    /// Close the question, doing nothing.
    Stay,
}

/// What the question needs from the app: the words of its own buttons (it holds all
/// else it says, worded by whoever asks).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The window's words.
    pub words: &'a pitpay_language::Words,
}

/// An open question and what to do on "go on".
#[derive(Debug, Clone)]
pub(crate) struct Confirm<M> {
    /// The dialog's title ("Unsaved changes", "Void slip 12?").
    pub title: String,
    /// The question, in words.
    pub question: String,
    /// A line under it: what happens either way.
    pub note: String,
    /// The "go on" button's words ("Switch to blackjack").
    pub go: String,
    /// What going on does.
    pub then: M,
    /// The focus ring is on "Stay" (Tab moved it there): Enter stays.
    pub on_stay: bool,
}

impl<M> Confirm<M> {
    /// A question whose focus ring starts on "go on".
    pub(crate) fn new(title: String, question: String, note: String, go: String, then: M) -> Self {
        Confirm {
            title,
            question,
            note,
            go,
            then,
            on_stay: false,
        }
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, _cx: &Context<'_>) -> Action<M>
    where
        M: Clone,
    {
        match message {
            Message::Enter if self.on_stay => Action::Stay,
            Message::Go | Message::Enter => Action::Go(self.then.clone()),
            Message::Stay => Action::Stay,
            Message::Switch => {
                self.on_stay = !self.on_stay;
                Action::None
            }
        }
    }

    /// The dialog: the button Enter presses wears the focus ring.
    pub(crate) fn view(&self, cx: &Context<'_>) -> Element<'_, Message> {
        let w = cx.words;
        let go = ringed(
            button(text(self.go.clone()))
                .on_press(Message::Go)
                .style(button::danger),
            !self.on_stay,
        );
        let stay = ringed(
            button(text(t!(w, "window-confirm-stay")))
                .on_press(Message::Stay)
                .style(button::secondary),
            self.on_stay,
        );
        container(
            column![
                text(self.title.clone()).size(20),
                text(self.question.clone()),
                text(self.note.clone()).size(13),
                row![go, stay].spacing(10),
                text(t!(w, "window-confirm-keys")).size(12),
            ]
            .spacing(10),
        )
        .padding(16)
        .width(Length::Fixed(520.0))
        .style(container::rounded_box)
        .into()
    }
}

/// A dialog button, with the focus ring around it when Enter would press it: a band of
/// the ring's colour, [`crate::gui::tab_stop::RING`] pixels wide, that the button covers
/// but for its edge.
fn ringed<'a>(b: iced::widget::Button<'a, Message>, ring: bool) -> Element<'a, Message> {
    container(b)
        .padding(crate::gui::tab_stop::RING)
        .style(move |theme: &iced::Theme| container::Style {
            background: ring.then(|| crate::gui::tab_stop::ring_colour(theme).into()),
            ..container::Style::default()
        })
        .into()
}

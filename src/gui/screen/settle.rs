//! The settle screen's state and messages: a round being entered, and its settlement,
//! recomputed on every keystroke from the same round file the command line reads.
//!
//! The form is drawn by [`super::round_form`] and the settlement by
//! [`super::settlement`]; this module owns the state, `update`, and file work.

use std::path::PathBuf;
use std::sync::Arc;

use iced::Task;

use crate::card::Card;
use crate::catalog::Catalog;
use crate::error::FileError;
use crate::game::{Bet, Game};
use crate::gui::form::{RoundForm, SeatForm};
use crate::round::{Party, Round};
use crate::settle::{settle, Settlement};

/// A card field of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardField {
    /// The dealer's cards (Stadium: dealer card 1).
    Dealer,
    /// Stadium: the shared player cards.
    Player,
    /// Stadium: the community cards.
    Community,
    /// A seat's hand: seat index, hand index.
    Hand(usize, usize),
}

impl CardField {
    /// The widget id of the field's input, for focus.
    pub fn id(self) -> String {
        match self {
            CardField::Dealer => "cards-dealer".into(),
            CardField::Player => "cards-player".into(),
            CardField::Community => "cards-community".into(),
            CardField::Hand(s, h) => format!("seat-{s}-hand-{h}"),
        }
    }
}

/// What the settle screen can be told.
#[derive(Debug, Clone)]
pub enum Message {
    /// Another game was picked: a fresh form for it.
    GameChanged(Game),
    /// The deck count was edited.
    DecksChanged(String),
    /// The table label was edited.
    TableChanged(String),
    /// A house-rules file was picked ("none" clears it).
    HouseRulesChanged(String),
    /// A house option was changed: key, value.
    HouseChanged(&'static str, String),
    /// A paytable was picked for a bet.
    PaytableChanged(Bet, String),
    /// A card field was edited.
    CardsChanged(CardField, String),
    /// A Stadium terminal's decisions were edited.
    DecisionsChanged(usize, String),
    /// A seat number was edited.
    SeatNumberChanged(usize, String),
    /// A stake was edited: seat index, party, bet, text.
    WagerChanged(usize, Party, Bet, String),
    /// Even money was ticked or cleared.
    EvenMoneyToggled(usize, bool),
    /// Add a seat at the end.
    AddSeat,
    /// Remove a seat.
    RemoveSeat(usize),
    /// Add a split hand to a seat.
    AddHand(usize),
    /// Remove a seat's last hand.
    RemoveHand(usize),
    /// The 21+3 Progressive meter was edited.
    MeterChanged(String),
    /// The Suited or Booted meter was edited.
    SobMeterChanged(String),
    /// The declared suit was edited.
    DeclaredSuitChanged(String),
    /// "Show the steps" was switched.
    ShowSteps(bool),
    /// Open the card picker for a field (or close it).
    Picker(Option<CardField>),
    /// A card was clicked in the picker: it is added to the picker's field.
    PickCard(Card),
    /// The path field (the fallback when no file dialog is available) was edited.
    PathChanged(String),
    /// A card field was focused by the keyboard's Enter: move on.
    Next,
}

/// What the settle screen asks of the app.
#[derive(Debug)]
pub enum Action {
    /// Nothing more.
    None,
    /// Run this task (focus changes).
    Run(Task<Message>),
}

/// The settle screen.
#[derive(Debug, Clone)]
pub struct Settle {
    /// The round as typed.
    pub form: RoundForm,
    /// Its settlement, or why it cannot be settled (with the field at fault).
    pub result: Result<Settlement, FileError>,
    /// Study view: every line's working.
    pub show_steps: bool,
    /// Card picker open for this field.
    pub picker: Option<CardField>,
    /// The path typed in the path field.
    pub path: String,
    catalog: Arc<Catalog>,
}

impl Settle {
    /// A new Lucky 9 round.
    pub fn new(catalog: Arc<Catalog>) -> Settle {
        Settle::with_form(catalog, RoundForm::new(Game::Lucky9))
    }

    /// A screen showing this form.
    pub fn with_form(catalog: Arc<Catalog>, form: RoundForm) -> Settle {
        let mut s = Settle {
            form,
            result: Err(FileError::whole("", "")),
            show_steps: false,
            picker: None,
            path: String::new(),
            catalog,
        };
        s.recompute();
        s
    }

    /// The catalog of paytables in use.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// Settles the form again. Nothing is written anywhere; it is pure.
    pub fn recompute(&mut self) {
        let text = self.form.to_toml();
        self.result = Round::parse("round", &text, &self.catalog)
            .and_then(|round| settle(&round).map_err(|e| round.locate(e)));
    }

    /// The error under a field, when the round's error is about it.
    pub fn error_for(&self, field: &str) -> Option<String> {
        match &self.result {
            Err(e) if e.field == field => Some(e.message.clone()),
            _ => None,
        }
    }

    /// The round file for saving.
    pub fn round_text(&self) -> String {
        self.form.to_toml()
    }

    /// Replaces the round with one read from a file.
    pub fn load(&mut self, file: &str, text: &str) -> Result<(), FileError> {
        self.form = RoundForm::from_toml(file, text)?;
        self.picker = None;
        self.recompute();
        Ok(())
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        let f = &mut self.form;
        match message {
            Message::GameChanged(g) => {
                if g != f.game {
                    *f = RoundForm::new(g);
                }
            }
            Message::DecksChanged(v) => f.decks = v,
            Message::TableChanged(v) => f.table = v,
            Message::HouseRulesChanged(v) => {
                f.house_rules = if v == NO_HOUSE_RULES {
                    String::new()
                } else {
                    v
                }
            }
            Message::HouseChanged(k, v) => {
                f.house.insert(k.to_string(), v);
            }
            Message::PaytableChanged(b, id) => {
                f.paytables.insert(b, id);
            }
            Message::CardsChanged(field, v) => {
                if let Some(slot) = card_slot(f, field) {
                    *slot = v;
                }
            }
            Message::DecisionsChanged(i, v) => {
                if let Some(s) = f.seats.get_mut(i) {
                    s.decisions = v;
                }
            }
            Message::SeatNumberChanged(i, v) => {
                if let Some(s) = f.seats.get_mut(i) {
                    s.number = v;
                }
            }
            Message::WagerChanged(i, party, bet, v) => {
                if let Some(s) = f.seats.get_mut(i) {
                    let map = match party {
                        Party::Player => &mut s.wagers,
                        Party::Dealer => &mut s.dealer_wagers,
                    };
                    map.insert(bet, v);
                }
            }
            Message::EvenMoneyToggled(i, on) => {
                if let Some(s) = f.seats.get_mut(i) {
                    s.even_money = on;
                }
            }
            Message::AddSeat => {
                let next = f
                    .seats
                    .iter()
                    .filter_map(|s| s.number.trim().parse::<u32>().ok())
                    .max()
                    .unwrap_or(0)
                    + 1;
                f.seats.push(SeatForm::first(f.game, next));
            }
            Message::RemoveSeat(i) => {
                if f.seats.len() > 1 && i < f.seats.len() {
                    f.seats.remove(i);
                    self.picker = None;
                }
            }
            Message::AddHand(i) => {
                if let Some(s) = f.seats.get_mut(i) {
                    s.hands.push(String::new());
                }
            }
            Message::RemoveHand(i) => {
                if let Some(s) = f.seats.get_mut(i) {
                    if s.hands.len() > 1 {
                        s.hands.pop();
                        self.picker = None;
                    }
                }
            }
            Message::MeterChanged(v) => f.meter = v,
            Message::SobMeterChanged(v) => f.sob_meter = v,
            Message::DeclaredSuitChanged(v) => f.declared_suit = v,
            Message::ShowSteps(on) => self.show_steps = on,
            Message::Picker(field) => self.picker = field,
            Message::PickCard(card) => {
                if let Some(slot) = self.picker.and_then(|p| card_slot(f, p)) {
                    let kept = slot.trim_end().len();
                    slot.truncate(kept);
                    if !slot.is_empty() {
                        slot.push(' ');
                    }
                    slot.push_str(&card.to_string());
                }
            }
            Message::PathChanged(p) => self.path = p,
            Message::Next => return Action::Run(iced::widget::operation::focus_next()),
        }
        self.recompute();
        Action::None
    }

    /// The path typed in the path field, if any.
    pub fn typed_path(&self) -> Option<PathBuf> {
        let p = self.path.trim();
        (!p.is_empty()).then(|| PathBuf::from(p))
    }
}

/// The picker entry that clears the house-rules file.
pub const NO_HOUSE_RULES: &str = "(none)";

fn card_slot(f: &mut RoundForm, field: CardField) -> Option<&mut String> {
    match field {
        CardField::Dealer => Some(&mut f.dealer),
        CardField::Player => Some(&mut f.player),
        CardField::Community => Some(&mut f.community),
        CardField::Hand(s, h) => f.seats.get_mut(s)?.hands.get_mut(h),
    }
}

//! The settle screen: a round being entered, and its settlement, recomputed on every
//! keystroke from the same round file the command line reads.
//!
//! The form is drawn by `form` and the settlement by `settlement`, beside it; until
//! anything is typed the welcome panel ([`super::welcome`]) stands in for the
//! settlement. This module owns the state and `update`. It also keeps what makes a
//! round safe to lose (nothing): the undo steps over the form, and the text of the
//! round as last saved or opened, against which "unsaved changes" are judged.

mod form;
mod settlement;

#[cfg(test)]
pub(crate) use form::{DECISIONS, HAND_ENDINGS};

use std::path::{Path, PathBuf};
use std::sync::Arc;

use iced::widget::row;
use iced::Element;

use super::welcome::{self, Welcome};
use crate::gui::focus::Target;
use crate::gui::form::{RoundForm, SeatForm};
use crate::gui::scroll::pane;
use crate::gui::undo::Undo;
use pitpay_core::spec;
use pitpay_core::Card;
use pitpay_core::Catalog;
use pitpay_core::FileError;
use pitpay_core::{settle, Settlement};
use pitpay_core::{Bet, Game, HouseKey};
use pitpay_core::{Party, Round};
use pitpay_language::Words;

/// A card field of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum CardField {
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
    pub(crate) fn id(self) -> String {
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
pub(crate) enum Message {
    /// Another game was picked: a fresh form for it.
    GameChanged(Game),
    /// The deck count was edited.
    DecksChanged(String),
    /// The table label was edited.
    TableChanged(String),
    /// A house-rules file was picked ("none" clears it).
    HouseRulesChanged(String),
    /// A house option was changed: key, value.
    HouseChanged(HouseKey, String),
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
    /// Enter in a field: move on to the next one.
    Next,
    /// Take back the last change of the form (Ctrl+Z).
    Undo,
    /// Make it again (Ctrl+Shift+Z).
    Redo,
    /// A message for the welcome panel (shown while the round is empty).
    Welcome(welcome::Message),
}

/// What the settle screen asks of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Action {
    /// Nothing more.
    None,
    /// Move the keyboard focus: on to the next field, or to a field just added (the
    /// new split hand, the new seat), so typing never lands in a field that moved.
    Focus(Target),
    /// Another game was picked: the app asks first when the round has unsaved changes,
    /// then calls `Settle::switch_game`.
    SwitchGame(Game),
    /// An example was chosen on the welcome panel, by its index in
    /// `crate::gui::examples::ALL`: the app asks first, as for another game.
    OpenExample(usize),
}

/// What the settle screen needs from the app.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context {
    /// The year whose tax thresholds flag a round without a date: this year on the
    /// property's calendar (only the settlement's drawing reads it).
    pub tax_year: i32,
}

/// Which field an edit typed into: typing on in the same field is one undo step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Typed {
    /// Deck count.
    Decks,
    /// Table label.
    Table,
    /// A card field.
    Cards(CardField),
    /// A terminal's decisions.
    Decisions(usize),
    /// A seat number.
    Seat(usize),
    /// A stake.
    Wager(usize, Party, Bet),
    /// A typed house option (the rounding unit).
    House(HouseKey),
    /// A progressive meter or the declared suit.
    Meter(u8),
}

/// The settle screen.
#[derive(Debug, Clone)]
pub(crate) struct Settle {
    /// The round as typed.
    pub form: RoundForm,
    /// Its settlement, or why it cannot be settled (with the field at fault).
    pub result: Result<Settlement, FileError>,
    /// Seats left out of the settlement because they are not complete yet, each with
    /// why: the other seats still settle while one is being typed.
    pub incomplete: Vec<(String, FileError)>,
    /// Study view: every line's working.
    pub show_steps: bool,
    /// Card picker open for this field.
    pub picker: Option<CardField>,
    /// The round file as last saved, opened or started: the form has unsaved changes
    /// when it no longer reads the same.
    saved: String,
    /// The file the round was last saved to or opened from.
    file: Option<PathBuf>,
    undo: Undo<RoundForm, Typed>,
    welcome: Welcome,
    catalog: Arc<Catalog>,
}

/// The settle screen as its keystroke benchmark drives it (`benches/settle.rs`): a round
/// file opened, then cards typed into one hand and the whole round settled again (form,
/// round file, parse, settle), as a supervisor's keystroke does on screen.
pub struct SettleScreen(Settle);

impl SettleScreen {
    /// The screen with this round file open.
    pub fn open(catalog: Arc<Catalog>, file: &str, text: &str) -> Result<SettleScreen, FileError> {
        let mut screen = Settle::new(catalog);
        screen.load(file, text)?;
        Ok(SettleScreen(screen))
    }

    /// Types `cards` into hand `hand` of seat `seat` (both counted from 0); whether the
    /// round then settles.
    pub fn type_hand(&mut self, seat: usize, hand: usize, cards: &str) -> bool {
        // Typing reads nothing of the app: the year is for drawing the settlement.
        let cx = Context { tax_year: 0 };
        let typed = Message::CardsChanged(CardField::Hand(seat, hand), cards.to_string());
        self.0.update(typed, &cx);
        self.0.result.is_ok()
    }
}

impl Settle {
    /// A new Lucky 9 round.
    pub(crate) fn new(catalog: Arc<Catalog>) -> Settle {
        Settle::with_form(catalog, RoundForm::new(Game::Lucky9))
    }

    /// A screen showing this form.
    pub(crate) fn with_form(catalog: Arc<Catalog>, form: RoundForm) -> Settle {
        let saved = form.to_toml();
        let mut s = Settle {
            form,
            result: Err(FileError::whole("", "")),
            incomplete: Vec::new(),
            show_steps: false,
            picker: None,
            saved,
            file: None,
            undo: Undo::default(),
            welcome: Welcome,
            catalog,
        };
        s.recompute();
        s
    }

    /// The catalog of paytables in use.
    pub(crate) fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// Settles the form again. Nothing is written anywhere; it is pure. A seat whose
    /// error is its own (a hand still being typed, a wager not yet valid) is left out,
    /// and the round is settled without it, so the other seats stay on screen.
    pub(crate) fn recompute(&mut self) {
        let mut form = self.form.clone();
        self.incomplete.clear();
        loop {
            let text = form.to_toml();
            let result = Round::parse("round", &text, &self.catalog)
                .and_then(|round| settle(&round).map_err(|e| round.locate(e)));
            let left_out = match &result {
                Err(e) if form.seats.len() > 1 => seat_index(&form, &e.field),
                _ => None,
            };
            match (left_out, result) {
                (Some(i), Err(e)) => {
                    let seat = form.seats.remove(i);
                    self.incomplete.push((seat.number, e));
                }
                (_, result) => {
                    self.result = result;
                    return;
                }
            }
        }
    }

    /// The error under a field, when the round's error, or an incomplete seat's, is
    /// about it.
    pub(crate) fn error_for(&self, field: &str, w: &Words) -> Option<String> {
        self.result
            .as_ref()
            .err()
            .into_iter()
            .chain(self.incomplete.iter().map(|(_, e)| e))
            .find(|e| e.field == field)
            .map(|e| e.message_in(w))
    }

    /// The round file for saving.
    pub(crate) fn round_text(&self) -> String {
        self.form.to_toml()
    }

    /// Replaces the round with one read from a file; the round it replaces is one undo
    /// step back. The new round counts as saved when it is the file's own.
    pub(crate) fn load(&mut self, file: &str, text: &str) -> Result<(), FileError> {
        let form = RoundForm::from_toml(file, text)?;
        self.replace(form);
        self.mark_saved(Some(Path::new(file)));
        Ok(())
    }

    /// Replaces the round (New, an example, a restored autosave); the round it replaces
    /// is one undo step back. The new round is unsaved unless marked saved.
    pub(crate) fn replace(&mut self, form: RoundForm) {
        let before = std::mem::replace(&mut self.form, form);
        self.undo.record(before, &self.form, None);
        self.picker = None;
        self.file = None;
        self.saved = String::new();
        self.recompute();
    }

    /// Starts an empty round of another game (or of the same game: New).
    pub(crate) fn switch_game(&mut self, game: Game) {
        self.replace(RoundForm::new(game));
        self.mark_saved(None);
    }

    /// Notes that the round as it is now is safe: saved to (or opened from) `file`, or,
    /// with no file, freshly started and empty.
    pub(crate) fn mark_saved(&mut self, file: Option<&Path>) {
        self.saved = self.round_text();
        self.file = file.map(Path::to_path_buf);
        self.undo.seal();
    }

    /// Notes that the round is in no file (an autosaved round put back at launch).
    pub(crate) fn mark_unsaved(&mut self) {
        self.saved.clear();
        self.file = None;
    }

    /// Notes that `text` was saved to `file`; the round counts as saved only when it
    /// has not changed since that text was taken.
    pub(crate) fn saved_as(&mut self, file: &Path, text: &str) {
        if self.round_text() == text {
            self.mark_saved(Some(file));
        }
    }

    /// Whether the round has changes that are in no file: the question is asked
    /// before it is replaced. An empty round has nothing to lose.
    pub(crate) fn is_dirty(&self) -> bool {
        !self.is_blank() && self.round_text() != self.saved
    }

    /// Whether nothing has been entered: the form is a new round of its game.
    pub(crate) fn is_blank(&self) -> bool {
        self.form == RoundForm::new(self.form.game)
    }

    /// The file the round was last saved to or opened from, changed since or not.
    pub(crate) fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The file the round is saved in, while it has no unsaved changes.
    pub(crate) fn saved_file(&self) -> Option<&Path> {
        self.file.as_deref().filter(|_| !self.is_dirty())
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, _cx: &Context) -> Action {
        let step = match message {
            Message::Welcome(m) => {
                return match self.welcome.update(m, &welcome::Context) {
                    welcome::Action::Open(i) => Action::OpenExample(i),
                }
            }
            Message::Undo => self.undo.undo(self.form.clone()),
            Message::Redo => self.undo.redo(self.form.clone()),
            other => {
                let before = self.form.clone();
                let typed = typed(&other);
                let action = self.apply(other);
                self.undo.record(before, &self.form, typed);
                self.recompute();
                return action;
            }
        };
        let Some(form) = step else {
            return Action::None;
        };
        let reshaped = shape(&form) != shape(&self.form);
        self.form = form;
        self.picker = None;
        self.recompute();
        if reshaped {
            Action::Focus(Target::Nothing)
        } else {
            Action::None
        }
    }

    fn apply(&mut self, message: Message) -> Action {
        let f = &mut self.form;
        match message {
            Message::GameChanged(g) => {
                if g != f.game {
                    return Action::SwitchGame(g);
                }
            }
            Message::DecksChanged(v) => f.decks = v,
            // The label as typed, spaces and all, so the box shows what was typed;
            // the round file gets it trimmed.
            Message::TableChanged(v) => f.header.table = Some(v).filter(|v| !v.is_empty()),
            Message::HouseRulesChanged(v) => {
                f.header.house_rules = Some(v).filter(|v| v != NO_HOUSE_RULES && !v.is_empty());
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
            m @ (Message::DecisionsChanged(..)
            | Message::SeatNumberChanged(..)
            | Message::WagerChanged(..)
            | Message::EvenMoneyToggled(..)
            | Message::AddSeat
            | Message::RemoveSeat(_)
            | Message::AddHand(_)
            | Message::RemoveHand(_)) => return self.apply_to_seats(m),
            Message::MeterChanged(v) => f.meter = v,
            Message::SobMeterChanged(v) => f.sob_meter = v,
            Message::DeclaredSuitChanged(v) => f.declared_suit = v,
            Message::ShowSteps(on) => self.show_steps = on,
            Message::Picker(field) => self.picker = field,
            Message::PickCard(card) => {
                if let Some(slot) = self.picker.and_then(|p| card_slot(f, p)) {
                    append_card(slot, card);
                }
            }
            Message::Next => {
                self.undo.seal();
                return Action::Focus(Target::NextFieldPast(self.passed_by_enter()));
            }
            // Handled in `update`: they move through the undo steps, not record one,
            // or leave the form as it is.
            Message::Undo | Message::Redo | Message::Welcome(_) => {}
        }
        Action::None
    }

    /// The seats' edits: numbers, hands, decisions, stakes, seats and hands added
    /// or removed. A field just added takes the focus, so typing goes there.
    fn apply_to_seats(&mut self, message: Message) -> Action {
        let f = &mut self.form;
        match message {
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
                // A table's seats mostly bet alike: the new seat starts with the
                // wagers of the seat above, to type over where they differ.
                let mut seat = SeatForm::first(f.game, next);
                if let Some(above) = f.seats.last() {
                    seat.wagers = above.wagers.clone();
                    seat.dealer_wagers = above.dealer_wagers.clone();
                }
                f.seats.push(seat);
                let i = f.seats.len() - 1;
                let first = if spec(f.game).community() {
                    format!("seat-{i}-decisions")
                } else {
                    CardField::Hand(i, 0).id()
                };
                return Action::Focus(Target::Id(first.into()));
            }
            Message::RemoveSeat(i) if f.seats.len() > 1 && i < f.seats.len() => {
                f.seats.remove(i);
                self.picker = None;
                return Action::Focus(Target::Nothing);
            }
            Message::AddHand(i) => {
                if let Some(s) = f.seats.get_mut(i) {
                    s.hands.push(String::new());
                    let new = CardField::Hand(i, s.hands.len() - 1);
                    return Action::Focus(Target::Id(new.id().into()));
                }
            }
            Message::RemoveHand(i) => {
                if let Some(s) = f.seats.get_mut(i) {
                    if s.hands.len() > 1 {
                        s.hands.pop();
                        self.picker = None;
                        return Action::Focus(Target::Nothing);
                    }
                }
            }
            _ => {}
        }
        Action::None
    }
}

/// Below this width each wager of the settlement takes two lines (result, paid and net
/// first; stake and odds under them), so the net column is never clipped.
const NARROW: f32 = 1440.0;

impl Settle {
    /// The screen: the form beside the settlement, or beside the welcome panel while
    /// nothing is entered.
    pub(crate) fn view<'a>(&'a self, cx: &Context, w: &'a Words) -> Element<'a, Message> {
        let year = cx.tax_year;
        iced::widget::responsive(move |size| {
            let right = if self.is_blank() {
                self.welcome
                    .view(&welcome::Context, w)
                    .map(Message::Welcome)
            } else {
                self.settlement(size.width < NARROW, year, w)
            };
            row![pane("form", self.round_form(w)), pane("settlement", right)]
                .spacing(10)
                .into()
        })
        .into()
    }

    /// The fields Enter passes over: every seat's number (numbered by itself; Tab still
    /// reaches it) and, once the dealer's up card is typed and is not an ace, the
    /// insurance wagers, which R3.1 offers only against an ace.
    fn passed_by_enter(&self) -> Vec<iced::widget::Id> {
        let f = &self.form;
        let mut ids: Vec<iced::widget::Id> = (0..f.seats.len())
            .map(|i| iced::widget::Id::from(format!("seat-{i}-number")))
            .collect();
        let up = f.dealer.split_whitespace().next().map(str::parse::<Card>);
        if let Some(Ok(up)) = up {
            if up.rank != pitpay_core::Rank::Ace {
                ids.extend((0..f.seats.len()).map(|i| {
                    iced::widget::Id::from(format!(
                        "seat-{i}-{}-{}",
                        Party::Player.id(),
                        Bet::Insurance.id()
                    ))
                }));
            }
        }
        ids
    }
}

/// Adds a picked card at the end of a card field.
fn append_card(slot: &mut String, card: Card) {
    let kept = slot.trim_end().len();
    slot.truncate(kept);
    if !slot.is_empty() {
        slot.push(' ');
    }
    slot.push_str(&card.to_string());
}

/// What decides which fields the form has: the game and each seat's hand count.
fn shape(f: &RoundForm) -> (Game, Vec<usize>) {
    (f.game, f.seats.iter().map(|s| s.hands.len()).collect())
}

/// The field a message types into, if it is typing.
fn typed(message: &Message) -> Option<Typed> {
    Some(match message {
        Message::DecksChanged(_) => Typed::Decks,
        Message::TableChanged(_) => Typed::Table,
        Message::CardsChanged(f, _) => Typed::Cards(*f),
        Message::DecisionsChanged(i, _) => Typed::Decisions(*i),
        Message::SeatNumberChanged(i, _) => Typed::Seat(*i),
        Message::WagerChanged(i, p, b, _) => Typed::Wager(*i, *p, *b),
        Message::HouseChanged(k, _) if *k == HouseKey::RoundingUnit => Typed::House(*k),
        Message::MeterChanged(_) => Typed::Meter(0),
        Message::SobMeterChanged(_) => Typed::Meter(1),
        Message::DeclaredSuitChanged(_) => Typed::Meter(2),
        _ => return None,
    })
}

/// The picker entry that clears the house-rules file.
pub(crate) const NO_HOUSE_RULES: &str = "(none)";

fn card_slot(f: &mut RoundForm, field: CardField) -> Option<&mut String> {
    match field {
        CardField::Dealer => Some(&mut f.dealer),
        CardField::Player => Some(&mut f.player),
        CardField::Community => Some(&mut f.community),
        CardField::Hand(s, h) => f.seats.get_mut(s)?.hands.get_mut(h),
    }
}

/// The form's seat an error's field is about (`seat 2 hands[1]`, `seat 2 wagers.main`).
fn seat_index(form: &RoundForm, field: &str) -> Option<usize> {
    let rest = field.strip_prefix("seat ")?;
    let number = rest.split_whitespace().next()?;
    form.seats.iter().position(|s| s.number.trim() == number)
}

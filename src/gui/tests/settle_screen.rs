//! The desktop app: the settle screen and the app root driven by their messages, and
//! whole flows through the widgets with the headless iced_test simulator.
//!
//! Every expected amount is worked by hand from RULES.md; the section is named where
//! it decides the amount.

use std::path::PathBuf;
use std::sync::Arc;

use crate::gui::app::{self, App};
use crate::gui::form::{card_error, RoundForm};
use crate::gui::screen::settle::{self, CardField, Settle};
use iced_test::selector::{id, Candidate};
use iced_test::Simulator;
use pitpay_core::Card;
use pitpay_core::Catalog;
use pitpay_core::Money;
use pitpay_core::Party;
use pitpay_core::{Bet, Game};
use pitpay_core::{Outcome, Settlement, WagerLine};

pub(super) const STADIUM: &str = "tests/rounds/stadium-two-terminals.toml";

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

pub(super) fn screen() -> Settle {
    Settle::new(Arc::new(Catalog::with_operator_dir(None)))
}

/// What the settle screen reads of the app, for tests that drive it alone: typing
/// reads nothing of it.
pub(super) const CX: settle::Context = settle::Context { tax_year: 2026 };

/// Sends messages to the settle screen; a game switch it hands up is done as the app
/// does once nothing can be lost (the app asks first when there is; see src/gui/app/round.rs).
pub(super) fn send(s: &mut Settle, messages: impl IntoIterator<Item = settle::Message>) {
    for m in messages {
        if let settle::Action::SwitchGame(g) = s.update(m, &CX) {
            s.switch_game(g);
        }
    }
}

pub(super) fn app() -> App {
    App::new(Catalog::with_operator_dir(None))
}

pub(super) fn app_send(app: &mut App, messages: impl IntoIterator<Item = app::Message>) {
    for m in messages {
        let _ = app.update(m);
    }
}

pub(super) fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(|c| c.parse().unwrap()).collect()
}

/// A seat's final hands as plain lists of cards.
pub(super) fn hands_of(seat: &pitpay_core::SeatSettlement) -> Vec<Vec<Card>> {
    seat.hands.iter().map(|h| h.to_vec()).collect()
}

pub(super) fn cents(c: i64) -> Money {
    Money::from_cents(c)
}

/// A one-seat Lucky 9 round as typed: dealer cards, one hand, a main wager.
pub(super) fn type_lucky9(s: &mut Settle, dealer: &str, hand: &str, main: &str) {
    send(
        s,
        [
            settle::Message::CardsChanged(CardField::Dealer, dealer.into()),
            settle::Message::CardsChanged(CardField::Hand(0, 0), hand.into()),
            settle::Message::WagerChanged(0, Party::Player, Bet::Main, main.into()),
        ],
    );
}

pub(super) fn settled(s: &Settle) -> &Settlement {
    match &s.result {
        Ok(st) => st,
        Err(e) => panic!("the round does not settle: {e}"),
    }
}

/// The player's line for a bet on a hand of a seat (by index).
pub(super) fn line(
    st: &Settlement,
    seat: usize,
    bet: Bet,
    party: Party,
    hand: usize,
) -> &WagerLine {
    st.seats[seat]
        .wagers
        .iter()
        .find(|l| l.bet == bet && l.party == party && l.hand == hand)
        .unwrap_or_else(|| {
            panic!(
                "no {} line for hand {hand} of seat index {seat}: {:#?}",
                bet.id(),
                st.seats[seat].wagers
            )
        })
}

/// Asserts a line's result, stake, paid and net (in cents).
pub(super) fn assert_line(l: &WagerLine, result: Outcome, stake: i64, paid: i64, net: i64) {
    assert_eq!(
        (l.result, l.stake, l.paid, l.net),
        (result, cents(stake), cents(paid), cents(net)),
        "{} hand {}: {:?}",
        l.bet.id(),
        l.hand,
        l.reason
    );
}

pub(super) fn json(st: &Settlement) -> serde_json::Value {
    pitpay_core::report::to_json(st)
}

pub(super) fn read_round(path: &str) -> (PathBuf, String) {
    (PathBuf::from(path), std::fs::read_to_string(path).unwrap())
}

pub(super) fn status_error(app: &App) -> String {
    match &app.status {
        Some(Err(e)) => e.to_string(),
        other => panic!("expected an error status, got {other:?}"),
    }
}

// Simulator helpers -------------------------------------------------------------

pub(super) fn settings() -> iced::Settings {
    iced::Settings {
        fonts: vec![crate::gui::FONT.into(), crate::gui::CJK_FONT.into()],
        default_font: iced::Font::with_name(crate::gui::FONT_NAME),
        ..Default::default()
    }
}

pub(super) fn ui(app: &App) -> Simulator<'_, app::Message> {
    Simulator::with_size(settings(), (1280.0, 800.0), app.view())
}

/// Clicks the input with this id, types the text, and applies what the app was told.
pub(super) fn type_into(app: &mut App, field: &str, text: &str) {
    let messages: Vec<app::Message> = {
        let mut ui = ui(app);
        ui.click(id(field.to_string()))
            .unwrap_or_else(|e| panic!("cannot click field {field}: {e}"));
        let _ = ui.typewrite(text);
        ui.into_messages().collect()
    };
    assert!(
        !messages.is_empty(),
        "typing {text:?} into {field} told the app nothing"
    );
    app_send(app, messages);
}

/// Every text widget's content, in the order the widget tree holds them.
pub(super) fn texts<M>(ui: &mut Simulator<'_, M>) -> Vec<String> {
    let mut out = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| -> Option<()> {
        if let Candidate::Text { content, .. } = c {
            out.push(content.to_string());
        }
        None
    });
    out
}

/// The first text containing `needle`, with its layout bounds.
pub(super) fn text_containing(
    ui: &mut Simulator<'_, app::Message>,
    needle: &str,
) -> Option<(String, iced::Rectangle)> {
    ui.find(|c: Candidate<'_>| match c {
        Candidate::Text {
            content, bounds, ..
        } if content.contains(needle) => Some((content.to_string(), bounds)),
        _ => None,
    })
    .ok()
}

/// Picks an entry of the pick list under the text `label`. Pick lists have no id and
/// are invisible to selectors, so the list is clicked open by pointer, just below its
/// label, and the pointer is moved down (and up) over its menu, clicking, until an
/// entry tells the app what `wanted` accepts; that message alone is applied.
pub(super) fn pick_under(app: &mut App, label: &str, wanted: impl Fn(&app::Message) -> bool) {
    let messages: Vec<app::Message> = {
        // A tall window, so the list is on screen without scrolling.
        let mut ui = Simulator::with_size(settings(), (1280.0, 1400.0), app.view());
        let l = ui
            .find(label)
            .unwrap_or_else(|e| panic!("no label {label}: {e}"))
            .bounds();
        let list = iced::Point::new(l.x + 30.0, l.y + l.height + 14.0);
        for dy in (-160..=160).step_by(4) {
            ui.point_at(list);
            let _ = ui.simulate(iced_test::simulator::click());
            let p = iced::Point::new(list.x, list.y + dy as f32);
            ui.point_at(p);
            let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::CursorMoved {
                position: p,
            })]);
            let _ = ui.simulate(iced_test::simulator::click());
        }
        ui.into_messages().collect()
    };
    let chosen = messages
        .into_iter()
        .find(|m| wanted(m))
        .unwrap_or_else(|| panic!("no entry of the {label} list gave the wanted message"));
    app_send(app, [chosen]);
}

/// The card chips of a settlement row that starts with the label at `at`.
pub(super) fn chips_after(texts: &[String], at: usize) -> Vec<String> {
    texts[at + 1..]
        .iter()
        .take_while(|t| t.parse::<Card>().is_ok())
        .cloned()
        .collect()
}

// ---------------------------------------------------------------------------------
// Update level: the settle screen
// ---------------------------------------------------------------------------------

/// R2.2/R2.3: dealer K-4 = 4 draws (3) to 7; A-8 is a Lucky 9 and pays 3 to 2, so
/// $25 → winnings $37.50, paid $62.50.
#[test]
fn typing_a_lucky9_round_settles_it_r2_3() {
    let mut s = screen();
    assert!(s.result.is_err(), "an empty form cannot settle");
    send(
        &mut s,
        [settle::Message::CardsChanged(
            CardField::Dealer,
            "KC 4H 3D".into(),
        )],
    );
    assert_eq!(s.form.dealer, "KC 4H 3D");
    assert!(s.result.is_err(), "no hand yet");
    type_lucky9(&mut s, "KC 4H 3D", "AS 8D", "25");
    let st = settled(&s);
    assert_eq!(st.dealer_hand, cards("KC 4H 3D"));
    assert_line(
        line(st, 0, Bet::Main, Party::Player, 1),
        Outcome::Win,
        2500,
        6250,
        3750,
    );
    assert_eq!(
        line(st, 0, Bet::Main, Party::Player, 1)
            .odds
            .map(|o| o.to_string())
            .as_deref(),
        Some("3 to 2")
    );
    assert_eq!(
        (st.player.stake, st.player.paid, st.player.net),
        (cents(2500), cents(6250), cents(3750))
    );

    // Changing the stake re-settles: $10 at 3 to 2 → $25 paid.
    send(
        &mut s,
        [settle::Message::WagerChanged(
            0,
            Party::Player,
            Bet::Main,
            "10".into(),
        )],
    );
    assert_line(
        line(settled(&s), 0, Bet::Main, Party::Player, 1),
        Outcome::Win,
        1000,
        2500,
        1500,
    );

    // Adding a Lucky 9 Bonus: A-8 + dealer up K = 9 unsuited (S, D, C): Any Total 9,
    // 5 to 1 (R2.7): $5 → $30 paid.
    send(
        &mut s,
        [settle::Message::WagerChanged(
            0,
            Party::Player,
            side_bet("bonus9"),
            "5".into(),
        )],
    );
    assert_line(
        line(settled(&s), 0, side_bet("bonus9"), Party::Player, 1),
        Outcome::Win,
        500,
        3000,
        2500,
    );
}

/// R1.1: "1D" is not a card. The round cannot settle, and the field's own check
/// names the offending text.
#[test]
fn an_invalid_card_leaves_no_settlement_and_shows_the_error() {
    let mut s = screen();
    type_lucky9(&mut s, "KC 4H 3D", "AS 1D", "25");
    let err = match &s.result {
        Ok(_) => panic!("AS 1D settled"),
        Err(e) => e.clone(),
    };
    assert!(
        err.to_string().contains("1D"),
        "the round's error names the card: {err}"
    );
    let shown = card_error(&s.form.seats[0].hands[0]).expect("the field shows an error");
    assert!(shown.contains("\"1D\""), "{shown}");
    // The dealer field is fine and shows nothing.
    assert_eq!(card_error(&s.form.dealer), None);

    // Fixing the card settles the round again.
    send(
        &mut s,
        [settle::Message::CardsChanged(
            CardField::Hand(0, 0),
            "AS 8D".into(),
        )],
    );
    assert_eq!(card_error(&s.form.seats[0].hands[0]), None);
    assert_eq!(settled(&s).seats[0].wagers[0].paid, cents(6250));
}

/// A round the rules could not produce (R1.8: the dealer drew on 6) is refused and
/// the error is reported against the dealer's cards.
#[test]
fn a_procedure_error_is_shown_under_the_dealer_field() {
    let mut s = screen();
    type_lucky9(&mut s, "KC 6H 3D", "AS 8D", "25");
    assert!(s.result.is_err(), "a draw on 6 settled");
    let under = s.error_for("cards.dealer", pitpay_language::english());
    assert!(
        under.is_some(),
        "no error under the dealer field; the round's error is {:?}",
        s.result.as_ref().err()
    );
}

#[test]
fn switching_game_resets_the_form() {
    let mut s = screen();
    type_lucky9(&mut s, "KC 4H 3D", "AS 8D", "25");
    send(&mut s, [settle::Message::AddSeat]);

    // Picking the game already shown keeps the round.
    send(&mut s, [settle::Message::GameChanged(Game::Lucky9)]);
    assert_eq!(s.form.dealer, "KC 4H 3D");
    assert_eq!(s.form.seats.len(), 2);

    send(&mut s, [settle::Message::GameChanged(Game::Stadium)]);
    assert_eq!(s.form, RoundForm::new(Game::Stadium));
    assert_eq!(s.form.game, Game::Stadium);
    assert_eq!(s.form.decks, "6");
    assert_eq!(s.form.dealer, "");
    assert_eq!(s.form.seats.len(), 1);
    assert!(s.form.seats[0].hands.is_empty());
    assert!(s.form.seats[0].wagers.is_empty());
    assert!(s.result.is_err());

    send(&mut s, [settle::Message::GameChanged(Game::Blackjack)]);
    assert_eq!(s.form, RoundForm::new(Game::Blackjack));
    assert_eq!(s.form.decks, "8");
}

/// Two seats against dealer 7 (K-4-3): seat 1 A-8 Lucky 9 (3 to 2 on $25 = $62.50),
/// seat 2 9-K a Natural 9 (1 to 1 on $10 = $20, R2.3).
#[test]
fn adding_and_removing_seats() {
    let mut s = screen();
    type_lucky9(&mut s, "KC 4H 3D", "AS 8D", "25");
    send(&mut s, [settle::Message::AddSeat]);
    assert_eq!(s.form.seats.len(), 2);
    assert_eq!(s.form.seats[1].number, "2");
    assert_eq!(s.form.seats[1].hands, vec![String::new()]);
    // An empty seat no longer hides the settlement; it is incomplete.
    assert!(s.result.is_ok(), "seat 1 still settles");
    assert_eq!(s.incomplete.len(), 1, "seat 2 has no cards yet");
    assert_eq!(s.incomplete[0].0, "2");

    send(
        &mut s,
        [
            settle::Message::CardsChanged(CardField::Hand(1, 0), "9C KD".into()),
            settle::Message::WagerChanged(1, Party::Player, Bet::Main, "10".into()),
        ],
    );
    let st = settled(&s);
    assert_eq!(st.seats.len(), 2);
    assert_eq!((st.seats[0].seat, st.seats[1].seat), (1, 2));
    assert_line(
        line(st, 0, Bet::Main, Party::Player, 1),
        Outcome::Win,
        2500,
        6250,
        3750,
    );
    assert_line(
        line(st, 1, Bet::Main, Party::Player, 1),
        Outcome::Win,
        1000,
        2000,
        1000,
    );
    assert_eq!(st.player.paid, cents(8250));

    // A third seat is numbered after the highest.
    send(
        &mut s,
        [
            settle::Message::SeatNumberChanged(1, "5".into()),
            settle::Message::AddSeat,
        ],
    );
    assert_eq!(s.form.seats[2].number, "6");
    send(&mut s, [settle::Message::RemoveSeat(2)]);

    // Removing seat 1 leaves seat 5 alone.
    send(&mut s, [settle::Message::RemoveSeat(0)]);
    assert_eq!(s.form.seats.len(), 1);
    assert_eq!(s.form.seats[0].number, "5");
    let st = settled(&s);
    assert_eq!(st.seats.len(), 1);
    assert_eq!(st.seats[0].seat, 5);
    assert_eq!(st.player.paid, cents(2000));

    // The last seat cannot be removed; an index past the end is ignored.
    send(
        &mut s,
        [
            settle::Message::RemoveSeat(0),
            settle::Message::RemoveSeat(7),
        ],
    );
    assert_eq!(s.form.seats.len(), 1);
}

/// R2.2/R2.3/R1.10: 8-8 split against dealer 7. Hand 1 (8S + AC) is a split 9, paid
/// 1 to 1, not 3 to 2: $10 → $20. Hand 2 (8D + 5H) is 3 and loses. With the split
/// hand removed, 8S AC is an unsplit two-card 9 without a zero card: a Lucky 9 at
/// 3 to 2, $10 → $25.
#[test]
fn split_hands_are_added_and_removed() {
    let mut s = screen();
    type_lucky9(&mut s, "KC 4H 3D", "8S AC", "10");
    send(&mut s, [settle::Message::AddHand(0)]);
    assert_eq!(
        s.form.seats[0].hands,
        vec!["8S AC".to_string(), String::new()]
    );
    assert!(s.result.is_err(), "hand 2 is empty");
    send(
        &mut s,
        [settle::Message::CardsChanged(
            CardField::Hand(0, 1),
            "8D 5H".into(),
        )],
    );
    let st = settled(&s);
    assert_eq!(hands_of(&st.seats[0]), vec![cards("8S AC"), cards("8D 5H")]);
    assert_line(
        line(st, 0, Bet::Main, Party::Player, 1),
        Outcome::Win,
        1000,
        2000,
        1000,
    );
    assert_line(
        line(st, 0, Bet::Main, Party::Player, 2),
        Outcome::Lose,
        1000,
        0,
        -1000,
    );
    assert_eq!(
        (st.player.stake, st.player.paid, st.player.net),
        (cents(2000), cents(2000), cents(0))
    );

    send(&mut s, [settle::Message::RemoveHand(0)]);
    assert_eq!(s.form.seats[0].hands, vec!["8S AC".to_string()]);
    assert_line(
        line(settled(&s), 0, Bet::Main, Party::Player, 1),
        Outcome::Win,
        1000,
        2500,
        1500,
    );
    // The only hand is never removed.
    send(&mut s, [settle::Message::RemoveHand(0)]);
    assert_eq!(s.form.seats[0].hands.len(), 1);
}

/// R2.3: player A-8 (Lucky 9) against dealer K-4-5 (a three-card 9).
/// `nines = lucky-beats-three-card` (default): the Lucky 9 wins, 3 to 2 on $25 = $62.50.
/// `nines = all-push`: every 9 against 9 pushes: $25 back, net 0.
#[test]
fn a_house_option_change_resettles_r2_3_nines() {
    let mut s = screen();
    type_lucky9(&mut s, "KC 4H 5D", "AS 8D", "25");
    assert_eq!(
        s.form.house_value(pitpay_core::HouseKey::Nines),
        "lucky-beats-three-card"
    );
    assert_line(
        line(settled(&s), 0, Bet::Main, Party::Player, 1),
        Outcome::Win,
        2500,
        6250,
        3750,
    );

    send(
        &mut s,
        [settle::Message::HouseChanged(
            pitpay_core::HouseKey::Nines,
            "all-push".into(),
        )],
    );
    assert_eq!(s.form.house_value(pitpay_core::HouseKey::Nines), "all-push");
    assert_line(
        line(settled(&s), 0, Bet::Main, Party::Player, 1),
        Outcome::Push,
        2500,
        2500,
        0,
    );

    send(
        &mut s,
        [settle::Message::HouseChanged(
            pitpay_core::HouseKey::Nines,
            "lucky-beats-three-card".into(),
        )],
    );
    assert_eq!(
        line(settled(&s), 0, Bet::Main, Party::Player, 1).paid,
        cents(6250)
    );
}

/// R1.5: `rounding_unit` is typed; $7 at 3 to 2 is $10.50 winnings, which with a
/// $1 unit rounds down to $10: paid $17.
#[test]
fn a_typed_house_option_resettles_r1_5_rounding() {
    let mut s = screen();
    type_lucky9(&mut s, "KC 4H 3D", "AS 8D", "7");
    assert_eq!(
        line(settled(&s), 0, Bet::Main, Party::Player, 1).paid,
        cents(1750)
    );
    send(
        &mut s,
        [settle::Message::HouseChanged(
            pitpay_core::HouseKey::RoundingUnit,
            "1.00".into(),
        )],
    );
    assert_line(
        line(settled(&s), 0, Bet::Main, Party::Player, 1),
        Outcome::Win,
        700,
        1700,
        1000,
    );
}

#[test]
fn pick_card_appends_to_the_picker_field() {
    let mut s = screen();
    let card = |c: &str| c.parse::<Card>().unwrap();

    // With no picker open a picked card goes nowhere.
    send(&mut s, [settle::Message::PickCard(card("AS"))]);
    assert_eq!(s.form.dealer, "");
    assert_eq!(s.form.seats[0].hands[0], "");

    send(
        &mut s,
        [
            settle::Message::Picker(Some(CardField::Hand(0, 0))),
            settle::Message::PickCard(card("AS")),
            settle::Message::PickCard(card("8D")),
        ],
    );
    assert_eq!(s.picker, Some(CardField::Hand(0, 0)));
    assert_eq!(s.form.seats[0].hands[0], "AS 8D");

    send(
        &mut s,
        [
            settle::Message::Picker(Some(CardField::Dealer)),
            settle::Message::PickCard(card("KC")),
            settle::Message::PickCard(card("4H")),
        ],
    );
    assert_eq!(s.form.dealer, "KC 4H");
    assert_eq!(s.form.seats[0].hands[0], "AS 8D", "the hand is untouched");

    // Appends to what was typed, with one space.
    send(
        &mut s,
        [
            settle::Message::CardsChanged(CardField::Dealer, "KC 4H ".into()),
            settle::Message::PickCard(card("3D")),
        ],
    );
    assert_eq!(
        s.form.dealer.split_whitespace().collect::<Vec<_>>(),
        ["KC", "4H", "3D"]
    );

    send(
        &mut s,
        [
            settle::Message::Picker(None),
            settle::Message::PickCard(card("2C")),
            settle::Message::WagerChanged(0, Party::Player, Bet::Main, "25".into()),
        ],
    );
    assert_eq!(
        s.form.dealer, "KC 4H 3D",
        "nothing added with the picker closed"
    );
    assert_eq!(settled(&s).seats[0].wagers[0].paid, cents(6250));

    // A picker on a split hand that is then removed is closed.
    send(
        &mut s,
        [
            settle::Message::AddHand(0),
            settle::Message::Picker(Some(CardField::Hand(0, 1))),
            settle::Message::RemoveHand(0),
        ],
    );
    assert_eq!(s.picker, None);
}

/// R7.2/R7.3, worked by hand for tests/rounds/stadium-two-terminals.toml.
/// Player 8S 8D, dealer card 1 6H, community 3C 5S 9D KH 4S 2D 7C.
/// Terminal 14 "split hit stand stand": hand 1 = 8S + 3C (C1) + 5S (C2) = 16, hand 2 =
/// 8D + 9D (C3) = 17; its dealer takes C4 KH (16) and C5 4S: 6-K-4 = 20, stands.
/// Terminal 15 "stand" uses nothing: its dealer takes 3C, 5S, 9D: 6-3-5-9 = 23, bust.
/// Money (R7.6, R4.6): T14 both $10 hands lose to 20; the dealer's $5 rides hand 1
/// (no split-dealer) and loses; TriLux 8-8-6 has no tier and loses. T15: 16 against a
/// bust wins 1 to 1 ($20 paid); Bet the Set 8S 8D is a pair, 10 to 1: $5 → $55.
#[test]
fn stadium_terminals_each_see_their_own_dealer_hand_r7_3() {
    let mut s = screen();
    let (path, text) = read_round(STADIUM);
    s.load(&path.display().to_string(), &text).unwrap();
    let st = settled(&s);
    assert_eq!(st.seats.len(), 2);
    let (t14, t15) = (&st.seats[0], &st.seats[1]);
    assert_eq!((t14.seat, t15.seat), (14, 15));
    assert_eq!(hands_of(t14), vec![cards("8S 3C 5S"), cards("8D 9D")]);
    assert_eq!(t14.dealer_hand, Some(cards("6H KH 4S")));
    assert_eq!(hands_of(t15), vec![cards("8S 8D")]);
    assert_eq!(t15.dealer_hand, Some(cards("6H 3C 5S 9D")));

    assert_line(
        line(st, 0, Bet::Main, Party::Player, 1),
        Outcome::Lose,
        1000,
        0,
        -1000,
    );
    assert_line(
        line(st, 0, Bet::Main, Party::Player, 2),
        Outcome::Lose,
        1000,
        0,
        -1000,
    );
    assert_line(
        line(st, 0, Bet::Main, Party::Dealer, 1),
        Outcome::Lose,
        500,
        0,
        -500,
    );
    assert_line(
        line(st, 0, side_bet("trilux"), Party::Player, 1),
        Outcome::Lose,
        500,
        0,
        -500,
    );
    assert_line(
        line(st, 1, Bet::Main, Party::Player, 1),
        Outcome::Win,
        1000,
        2000,
        1000,
    );
    assert_line(
        line(st, 1, side_bet("bet-the-set"), Party::Player, 1),
        Outcome::Win,
        500,
        5500,
        5000,
    );
    // Player: staked 10 + 10 + 5 + 10 + 5 = $40, paid $75. Dealer: $5 staked, lost.
    assert_eq!(
        (st.player.stake, st.player.paid, st.player.net),
        (cents(4000), cents(7500), cents(3500))
    );
    assert_eq!(
        (st.dealer.stake, st.dealer.paid, st.dealer.net),
        (cents(500), cents(0), cents(-500))
    );

    // Editing a terminal's decisions re-settles it: T15 hitting takes C1 3C (19), so
    // its dealer starts at C2: 6-5-9 = 20, and 19 loses.
    send(
        &mut s,
        [settle::Message::DecisionsChanged(1, "hit stand".into())],
    );
    let st = settled(&s);
    assert_eq!(hands_of(&st.seats[1]), vec![cards("8S 8D 3C")]);
    assert_eq!(st.seats[1].dealer_hand, Some(cards("6H 5S 9D")));
    assert_line(
        line(st, 1, Bet::Main, Party::Player, 1),
        Outcome::Lose,
        1000,
        0,
        -1000,
    );
}

/// A side bet by its id, as the shipped paytable files define it.
pub(super) fn side_bet(id: &str) -> pitpay_core::Bet {
    id.parse().expect("a side-bet id")
}

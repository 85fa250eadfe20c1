#![cfg(feature = "gui")]
//! The desktop app: the settle screen and the app root driven by their messages, and
//! whole flows through the widgets with the headless iced_test simulator.
//!
//! Every expected amount is worked by hand from RULES.md; the section is named where
//! it decides the amount.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use iced_test::selector::{id, Candidate};
use iced_test::Simulator;
use pitpay::card::Card;
use pitpay::catalog::Catalog;
use pitpay::game::{Bet, Game};
use pitpay::gui::app::{self, App, Screen};
use pitpay::gui::dialog::write_atomic;
use pitpay::gui::form::{card_error, RoundForm};
use pitpay::gui::keymap::Shortcut;
use pitpay::gui::screen::settle::{self, CardField, Settle};
use pitpay::money::Money;
use pitpay::round::Party;
use pitpay::settle::{Outcome, Settlement, WagerLine};

const STADIUM: &str = "tests/rounds/stadium-two-terminals.toml";

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

fn screen() -> Settle {
    Settle::new(Arc::new(Catalog::shipped()))
}

/// Sends messages to the settle screen; a game switch it hands up is done as the app
/// does once nothing can be lost (the app asks first when there is; see src/gui/app/round.rs).
fn send(s: &mut Settle, messages: impl IntoIterator<Item = settle::Message>) {
    for m in messages {
        if let settle::Action::SwitchGame(g) = s.update(m) {
            s.switch_game(g);
        }
    }
}

fn app() -> App {
    App::new(Catalog::shipped())
}

fn app_send(app: &mut App, messages: impl IntoIterator<Item = app::Message>) {
    for m in messages {
        let _ = app.update(m);
    }
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(|c| c.parse().unwrap()).collect()
}

/// A seat's final hands as plain lists of cards.
fn hands_of(seat: &pitpay::settle::SeatSettlement) -> Vec<Vec<Card>> {
    seat.hands.iter().map(|h| h.to_vec()).collect()
}

fn cents(c: i64) -> Money {
    Money::from_cents(c)
}

/// A one-seat Lucky 9 round as typed: dealer cards, one hand, a main wager.
fn type_lucky9(s: &mut Settle, dealer: &str, hand: &str, main: &str) {
    send(
        s,
        [
            settle::Message::CardsChanged(CardField::Dealer, dealer.into()),
            settle::Message::CardsChanged(CardField::Hand(0, 0), hand.into()),
            settle::Message::WagerChanged(0, Party::Player, Bet::Main, main.into()),
        ],
    );
}

fn settled(s: &Settle) -> &Settlement {
    match &s.result {
        Ok(st) => st,
        Err(e) => panic!("the round does not settle: {e}"),
    }
}

/// The player's line for a bet on a hand of a seat (by index).
fn line(st: &Settlement, seat: usize, bet: Bet, party: Party, hand: usize) -> &WagerLine {
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
fn assert_line(l: &WagerLine, result: Outcome, stake: i64, paid: i64, net: i64) {
    assert_eq!(
        (l.result, l.stake, l.paid, l.net),
        (result, cents(stake), cents(paid), cents(net)),
        "{} hand {}: {:?}",
        l.bet.id(),
        l.hand,
        l.reason
    );
}

fn json(st: &Settlement) -> serde_json::Value {
    pitpay::report::to_json(st)
}

fn read_round(path: &str) -> (PathBuf, String) {
    (PathBuf::from(path), std::fs::read_to_string(path).unwrap())
}

fn status_error(app: &App) -> String {
    match &app.status {
        Some(Err(e)) => e.to_string(),
        other => panic!("expected an error status, got {other:?}"),
    }
}

// Simulator helpers -------------------------------------------------------------

fn settings() -> iced::Settings {
    iced::Settings {
        fonts: vec![pitpay::gui::FONT.into()],
        default_font: iced::Font::with_name(pitpay::gui::FONT_NAME),
        ..Default::default()
    }
}

fn ui(app: &App) -> Simulator<'_, app::Message> {
    Simulator::with_size(settings(), (1280.0, 800.0), app.view())
}

/// Clicks the input with this id, types the text, and applies what the app was told.
fn type_into(app: &mut App, field: &str, text: &str) {
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
fn texts(ui: &mut Simulator<'_, app::Message>) -> Vec<String> {
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
fn text_containing(
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
fn pick_under(app: &mut App, label: &str, wanted: impl Fn(&app::Message) -> bool) {
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
fn chips_after(texts: &[String], at: usize) -> Vec<String> {
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
    let under = s.error_for("cards.dealer");
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
    // Issue 11: an empty seat no longer hides the settlement; it is incomplete.
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
    assert_eq!(s.form.house_value("nines"), "lucky-beats-three-card");
    assert_line(
        line(settled(&s), 0, Bet::Main, Party::Player, 1),
        Outcome::Win,
        2500,
        6250,
        3750,
    );

    send(
        &mut s,
        [settle::Message::HouseChanged("nines", "all-push".into())],
    );
    assert_eq!(s.form.house_value("nines"), "all-push");
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
            "nines",
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
            "rounding_unit",
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

// ---------------------------------------------------------------------------------
// Update level: the app
// ---------------------------------------------------------------------------------

#[test]
fn app_shows_the_paytables_screen_and_back() {
    let mut a = app();
    assert_eq!(a.screen, Screen::Settle);
    app_send(&mut a, [app::Message::Show(Screen::Paytables)]);
    assert_eq!(a.screen, Screen::Paytables);
    // The screen draws; the settle screen's state is kept.
    {
        let mut ui = ui(&a);
        assert!(ui.find("Paytables").is_ok());
        assert!(
            ui.find(id("cards-dealer")).is_err(),
            "the round form is not on the paytables screen"
        );
    }
    app_send(&mut a, [app::Message::Show(Screen::Settle)]);
    assert_eq!(a.screen, Screen::Settle);
}

#[test]
fn app_settle_messages_reach_the_settle_screen() {
    let mut a = app();
    app_send(
        &mut a,
        [
            app::Message::Settle(settle::Message::CardsChanged(
                CardField::Dealer,
                "KC 4H 3D".into(),
            )),
            app::Message::Settle(settle::Message::CardsChanged(
                CardField::Hand(0, 0),
                "AS 8D".into(),
            )),
            app::Message::Settle(settle::Message::WagerChanged(
                0,
                Party::Player,
                Bet::Main,
                "25".into(),
            )),
            app::Message::Settle(settle::Message::ShowSteps(true)),
        ],
    );
    assert!(a.settle.show_steps);
    assert_eq!(settled(&a.settle).seats[0].wagers[0].paid, cents(6250));
}

#[test]
fn app_opens_a_round_file() {
    let mut a = app();
    app_send(&mut a, [app::Message::Show(Screen::Paytables)]);
    let (path, text) = read_round(STADIUM);
    app_send(&mut a, [app::Message::Opened(Ok((path, text.clone())))]);
    assert_eq!(a.screen, Screen::Settle, "opening a round shows it");
    assert_eq!(a.path.text(), STADIUM);
    match &a.status {
        Some(Ok(note)) => assert!(note.contains(STADIUM), "{note}"),
        other => panic!("expected an Opened note, got {other:?}"),
    }
    assert_eq!(a.settle.form.game, Game::Stadium);
    assert_eq!(a.settle.form.dealer, "6H");
    // The app settles it exactly as the file settles on its own.
    let direct = pitpay::round::Round::parse(STADIUM, &text, &Catalog::shipped()).unwrap();
    let direct = pitpay::settle::settle(&direct).unwrap();
    assert_eq!(json(settled(&a.settle)), json(&direct));
}

#[test]
fn app_opening_a_bad_file_keeps_the_previous_round() {
    let mut a = app();
    let (path, text) = read_round(STADIUM);
    app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
    let form = a.settle.form.clone();
    let before = json(settled(&a.settle));

    // Not TOML at all.
    app_send(
        &mut a,
        [app::Message::Opened(Ok((
            PathBuf::from("broken.toml"),
            "game = \"lucky9\"\n[cards\ndealer = ".into(),
        )))],
    );
    let e = status_error(&a);
    assert!(e.starts_with("Not opened"), "{e}");
    assert!(e.contains("broken.toml"), "the error names the file: {e}");
    assert_eq!(a.settle.form, form);
    assert_eq!(a.path.text(), STADIUM);
    assert_eq!(json(settled(&a.settle)), before);

    // A key no round file has.
    let (path, text) = read_round("tests/rounds/lucky9-bad-key.toml");
    app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
    let e = status_error(&a);
    assert!(e.contains("colour"), "the error names the key: {e}");
    assert_eq!(a.settle.form, form);
    assert_eq!(json(settled(&a.settle)), before);

    // A file that could not be read.
    app_send(
        &mut a,
        [app::Message::Opened(Err(pitpay::gui::error::Error::read(
            Path::new("missing.toml"),
            std::io::Error::new(std::io::ErrorKind::NotFound, "No such file"),
        )))],
    );
    assert!(status_error(&a).contains("missing.toml"));
    assert_eq!(a.settle.form, form);
}

/// A file with a bad card is a well-formed round file: it opens, and its error shows
/// in the form instead of a settlement (R1.1: "3X").
#[test]
fn app_opens_a_round_with_a_bad_card_and_shows_why_it_cannot_settle() {
    let mut a = app();
    let (path, text) = read_round("tests/rounds/lucky9-bad-card.toml");
    app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
    assert!(matches!(a.status, Some(Ok(_))), "{:?}", a.status);
    assert_eq!(a.settle.form.seats[0].hands[0], "5S 3X");
    assert!(a.settle.result.is_err());
    assert!(card_error("5S 3X").unwrap().contains("3X"));
}

#[test]
fn saving_with_write_atomic_then_opening_gives_the_same_settlement() {
    let dir = tempfile::tempdir().unwrap();
    for (name, build) in [("lucky9.toml", None), ("stadium.toml", Some(STADIUM))] {
        let mut a = app();
        match build {
            None => {
                type_lucky9(&mut a.settle, "KC 4H 3D", "AS 8D", "25");
                let _ = a
                    .settle
                    .update(settle::Message::HouseChanged("nines", "all-push".into()));
                let _ = a.settle.update(settle::Message::WagerChanged(
                    0,
                    Party::Player,
                    Bet::Tie,
                    "5".into(),
                ));
            }
            Some(file) => {
                let (path, text) = read_round(file);
                app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
            }
        }
        let before = json(settled(&a.settle));
        let target = dir.path().join(name);
        write_atomic(&target, &a.settle.round_text()).unwrap();
        // Saving again over the file replaces it whole.
        write_atomic(&target, &a.settle.round_text()).unwrap();

        let mut b = app();
        let text = std::fs::read_to_string(&target).unwrap();
        app_send(&mut b, [app::Message::Opened(Ok((target.clone(), text)))]);
        assert!(matches!(b.status, Some(Ok(_))), "{:?}", b.status);
        assert_eq!(b.settle.form, a.settle.form, "{name}");
        assert_eq!(json(settled(&b.settle)), before, "{name}");
    }
    // No temporary file is left beside the saved ones.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    assert_eq!(names, vec!["lucky9.toml", "stadium.toml"]);
}

#[test]
fn write_atomic_into_a_missing_folder_fails_and_leaves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("no-such-folder").join("round.toml");
    assert!(write_atomic(&target, "game = \"lucky9\"").is_err());
    assert!(!target.exists());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn no_file_chosen_points_at_the_path_field() {
    let mut a = app();
    type_lucky9(&mut a.settle, "KC 4H 3D", "AS 8D", "25");
    let form = a.settle.form.clone();
    app_send(&mut a, [app::Message::OpenPicked(None)]);
    let e = status_error(&a);
    assert!(e.contains("path field"), "{e}");
    assert_eq!(a.settle.form, form, "the round is kept");

    app_send(&mut a, [app::Message::SavePicked(None)]);
    assert!(status_error(&a).contains("path field"));

    // With the path field empty, Open path / Save to path say to fill it in.
    app_send(&mut a, [app::Message::OpenPath]);
    assert!(status_error(&a).contains("path field"));
    app_send(&mut a, [app::Message::SavePath]);
    assert!(status_error(&a).contains("path field"));

    // The path field itself is reachable by id, and what is typed there is kept.
    type_into(&mut a, "path", "rounds/disputed.toml");
    assert_eq!(a.path.text(), "rounds/disputed.toml");
    assert_eq!(
        a.path.typed(),
        Some(Path::new("rounds/disputed.toml").to_path_buf())
    );
}

#[test]
fn new_round_keeps_the_path_and_clears_the_round() {
    let mut a = app();
    type_lucky9(&mut a.settle, "KC 4H 3D", "AS 8D", "25");
    app_send(
        &mut a,
        [
            app::Message::PathChanged("r.toml".into()),
            app::Message::Show(Screen::Paytables),
            app::Message::New,
        ],
    );
    // The typed round has unsaved changes: New asks first; Enter goes on (issue 11).
    assert!(a.confirm.is_some(), "New asks before clearing typed work");
    app_send(&mut a, [app::Message::Key(Shortcut::Confirm)]);
    assert_eq!(a.screen, Screen::Settle);
    assert_eq!(a.settle.form, RoundForm::new(Game::Lucky9));
    assert_eq!(a.path.text(), "r.toml");
    assert!(matches!(a.status, Some(Ok(_))));
}

// ---------------------------------------------------------------------------------
// Simulator flows
// ---------------------------------------------------------------------------------

/// Typed through the widgets: dealer K-4-3 (7), A-8 Lucky 9, $25 at 3 to 2 = $62.50.
#[test]
fn sim_type_a_lucky9_round_and_see_the_payout() {
    let mut a = app();
    {
        // A new round greets with how to start and the examples, not with an error
        // (issue 11, "a welcoming first launch").
        let mut ui = ui(&a);
        assert!(ui.find("Enter a round").is_ok());
        assert!(ui.find("Cannot settle this round yet").is_err());
    }
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    assert_eq!(a.settle.form.dealer, "KC 4H 3D");
    type_into(&mut a, "seat-0-hand-0", "AS 8D");
    assert_eq!(a.settle.form.seats[0].hands[0], "AS 8D");
    type_into(&mut a, "seat-0-player-main", "25");
    assert_eq!(
        a.settle.form.seats[0]
            .wagers
            .get(&Bet::Main)
            .map(String::as_str),
        Some("25")
    );

    let mut ui = ui(&a);
    assert!(ui.find("$62.50").is_ok(), "the payout is shown");
    assert!(ui.find("$37.50").is_ok(), "the net is shown");
    assert!(ui.find("3 to 2").is_ok(), "the odds are shown");
    assert!(ui
        .find("Player totals: stake $25.00, paid $62.50, net $37.50")
        .is_ok());
    assert!(ui.find("Cannot settle this round yet").is_err());
    // The typed values are shown in their inputs.
    assert!(ui.find("KC 4H 3D").is_ok());
    assert!(ui.find("AS 8D").is_ok());
    // The dealer row draws the cards as cards.
    let all = texts(&mut ui);
    let at = all
        .iter()
        .position(|t| t == "Dealer")
        .expect("a Dealer row");
    assert_eq!(chips_after(&all, at), ["K♣", "4♥", "3♦"]);
}

/// Every side-bet input of a Lucky 9 seat is reachable by its id and typing there
/// settles that bet: A-8 + dealer up K: Any Total 9, 5 to 1 (R2.7), $5 → $30.
#[test]
fn sim_side_bet_fields_are_reachable_by_id() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    type_into(&mut a, "seat-0-hand-0", "AS 8D");
    type_into(&mut a, "seat-0-player-main", "25");
    type_into(&mut a, "seat-0-player-bonus9", "5");
    let st = settled(&a.settle);
    assert_eq!(
        line(st, 0, side_bet("bonus9"), Party::Player, 1).paid,
        cents(3000)
    );
    let mut ui = ui(&a);
    assert!(ui.find("$30.00").is_ok());
}

/// The card picker through the widgets: "Pick…" beside the hand, then the chips.
#[test]
fn sim_pick_cards_with_the_picker() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    // The first "Pick…" button is the dealer's, the second the hand's.
    let messages: Vec<app::Message> = {
        let mut ui = ui(&a);
        let buttons: Vec<iced::Rectangle> = {
            let mut found = Vec::new();
            let _ = ui.find(|c: Candidate<'_>| -> Option<()> {
                if let Candidate::Text {
                    content, bounds, ..
                } = c
                {
                    if content == "Pick…" {
                        found.push(bounds);
                    }
                }
                None
            });
            found
        };
        assert_eq!(buttons.len(), 2, "one Pick… per card field");
        ui.point_at(buttons[1].center());
        let _ = ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    app_send(&mut a, messages);
    assert_eq!(a.settle.picker, Some(CardField::Hand(0, 0)));

    for chip in ["A♠", "8♦"] {
        let messages: Vec<app::Message> = {
            let mut ui = ui(&a);
            assert!(ui.find("Click cards to add them to seat 1 hand 1").is_ok());
            ui.click(chip).unwrap();
            ui.into_messages().collect()
        };
        app_send(&mut a, messages);
    }
    assert_eq!(a.settle.form.seats[0].hands[0], "AS 8D");
    {
        let mut ui = ui(&a);
        assert!(ui.find("Done").is_ok());
    }
}

/// Open the saved Stadium round and find each terminal's dealer hand, card by card
/// (worked by hand in `stadium_terminals_each_see_their_own_dealer_hand_r7_3`):
/// terminal 14's dealer 6♥ K♥ 4♠, terminal 15's dealer 6♥ 3♣ 5♠ 9♦.
#[test]
fn sim_open_the_stadium_round_and_see_each_terminals_dealer() {
    let mut a = app();
    let (path, text) = read_round(STADIUM);
    app_send(&mut a, [app::Message::Opened(Ok((path, text)))]);
    let mut ui = ui(&a);
    assert!(ui.find(format!("Opened {STADIUM}")).is_ok());
    assert!(ui
        .find("Stadium Blackjack · 6 decks · USD · table STADIUM-1")
        .is_ok());
    for chip in ["6♥", "K♥", "4♠", "3♣", "5♠", "9♦"] {
        assert!(ui.find(chip).is_ok(), "{chip} is drawn");
    }

    let all = texts(&mut ui);
    let dealer_rows: Vec<usize> = all
        .iter()
        .enumerate()
        .filter(|(_, t)| *t == "Dealer")
        .map(|(i, _)| i)
        .collect();
    assert_eq!(dealer_rows.len(), 2, "one dealer row per terminal: {all:?}");
    let head = |n: &str| {
        all.iter()
            .rposition(|t| t == n)
            .unwrap_or_else(|| panic!("no {n} in {all:?}"))
    };
    // The settlement lists terminal 14, then terminal 15, each with its dealer row.
    let (t14, t15) = (head("Terminal 14"), head("Terminal 15"));
    assert!(t14 < dealer_rows[0] && dealer_rows[0] < t15 && t15 < dealer_rows[1]);

    let d14 = chips_after(&all, dealer_rows[0]);
    let d15 = chips_after(&all, dealer_rows[1]);
    assert_eq!(d14, ["6♥", "K♥", "4♠"]);
    assert_eq!(d15, ["6♥", "3♣", "5♠", "9♦"]);
    assert!(!d14.contains(&"9♦".to_string()));

    // The terminals' own hands: T14 split 8♠ 3♣ 5♠ / 8♦ 9♦, T15 8♠ 8♦.
    let hand_rows: Vec<Vec<String>> = all
        .iter()
        .enumerate()
        .filter(|(_, t)| t.starts_with("Hand "))
        .map(|(i, _)| chips_after(&all, i))
        .collect();
    assert_eq!(
        hand_rows,
        vec![vec!["8♠", "3♣", "5♠"], vec!["8♦", "9♦"], vec!["8♠", "8♦"]]
    );
    // T15's $10 win and its Bet the Set 10 to 1 on $5.
    assert!(ui.find("$55.00").is_ok());
}

/// R1.1: "1D" is refused as it is typed; the error is drawn right under the hand
/// field, and the settlement panel says the round cannot be settled.
#[test]
fn sim_an_invalid_card_shows_its_error_under_the_field() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    type_into(&mut a, "seat-0-hand-0", "AS 1D");
    type_into(&mut a, "seat-0-player-main", "25");
    assert!(a.settle.result.is_err());

    let mut ui = ui(&a);
    let field = ui.find(id("seat-0-hand-0")).unwrap().bounds();
    let (message, under) = text_containing(&mut ui, "1D").expect("an error naming 1D");
    assert!(message.contains("\"1D\""), "{message}");
    assert!(
        (under.x - field.x).abs() < 1.0,
        "the error is aligned with the field: {under:?} vs {field:?}"
    );
    assert!(
        under.y >= field.y + field.height && under.y < field.y + field.height + 10.0,
        "the error is right under the field: {under:?} vs {field:?}"
    );
    assert!(ui.find("Cannot settle this round yet").is_ok());
    assert!(ui.find("$62.50").is_err());
    assert!(ui.find("Dealer").is_err(), "no settlement rows");
}

/// The game is switched with the Game pick list: the Lucky 9 round is dropped and the
/// Stadium form (shared player cards, community cards, decisions) is shown.
#[test]
fn sim_switch_game_with_the_pick_list() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 3D");
    pick_under(&mut a, "Game", |m| {
        matches!(
            m,
            app::Message::Settle(settle::Message::GameChanged(Game::Stadium))
        )
    });
    // The dealer's cards are typed and saved nowhere: the switch asks first, and the
    // question's Enter goes on (issue 11, "never lose work").
    assert!(a.confirm.is_some());
    assert_eq!(a.settle.form.dealer, "KC 4H 3D");
    app_send(&mut a, [app::Message::Key(Shortcut::Confirm)]);
    assert_eq!(a.settle.form, RoundForm::new(Game::Stadium));
    let mut ui = ui(&a);
    for field in [
        "cards-player",
        "cards-dealer",
        "cards-community",
        "seat-0-decisions",
    ] {
        assert!(ui.find(id(field)).is_ok(), "{field} is on the Stadium form");
    }
    assert!(
        ui.find(id("seat-0-hand-0")).is_err(),
        "no hand fields in Stadium"
    );
    assert!(ui.find("KC 4H 3D").is_err(), "the Lucky 9 cards are gone");
}

/// R2.3 through the widgets: A-8 (Lucky 9) against K-4-5 (three-card 9) wins 3 to 2,
/// $25 → $62.50; with `nines = all-push` picked it pushes: $25.00 paid, net $0.00.
#[test]
fn sim_house_option_nines_all_push() {
    let mut a = app();
    type_into(&mut a, "cards-dealer", "KC 4H 5D");
    type_into(&mut a, "seat-0-hand-0", "AS 8D");
    type_into(&mut a, "seat-0-player-main", "25");
    {
        let mut ui = ui(&a);
        assert!(ui.find("$62.50").is_ok());
        assert!(ui.find("✔ win").is_ok());
    }
    pick_under(&mut a, "9 against 9", |m| {
        matches!(
            m,
            app::Message::Settle(settle::Message::HouseChanged("nines", v)) if v == "all-push"
        )
    });
    let mut ui = ui(&a);
    assert!(ui.find("$62.50").is_err());
    assert!(ui.find("= push").is_ok());
    assert!(ui
        .find("Player totals: stake $25.00, paid $25.00, net $0.00")
        .is_ok());
}

/// A side bet by its id, as the shipped paytable files define it (issue 20).
fn side_bet(id: &str) -> pitpay::bet::Bet {
    id.parse().expect("a side-bet id")
}

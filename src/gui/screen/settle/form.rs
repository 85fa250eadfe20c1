//! The settle screen's left pane, the round entry form: game, shoe and table; house
//! options; paytables; cards (typed or picked); seats with hands and wagers; meters.
//! Each card and amount field checks itself as it is typed and shows its error
//! underneath; an error the rules find in the whole round (R1.8) is shown under the
//! field at fault.

use iced::widget::{button, checkbox, column, pick_list, row, text, Column, Row};
use iced::{Element, Length};

use super::{CardField, Message, Settle, NO_HOUSE_RULES};
use crate::gui::crisp::crisp;
use crate::gui::form::{amount_error, card_error};
use crate::gui::tab_stop;
use crate::gui::titles;
use crate::gui::widget::{card_chip, field, input, labelled, section, Choice, ERROR, WARNING};
use pitpay_core::spec;
use pitpay_core::Party;
use pitpay_core::{Bet, Game, HouseKey, PROGRESSIVE_BET, SUITED_OR_BOOTED_BET};
use pitpay_core::{Card, Rank, Suit};
use pitpay_language::{t, Words};

impl Settle {
    /// The whole form.
    pub(super) fn round_form<'a>(&'a self, w: &Words) -> Element<'a, Message> {
        let f = &self.form;
        let mut col = Column::new().spacing(10);
        // Cards and wagers first: that is what a supervisor types; the table's settings
        // follow, already at their defaults.
        col = col.push(table_section(self, w));
        col = col.push(cards_section(self, w));
        for (i, _) in f.seats.iter().enumerate() {
            col = col.push(seat_section(self, i, w));
        }
        col = col.push(tab_stop::press(
            button(text(t!(w, "settle-add-seat"))).on_press(Message::AddSeat),
        ));
        if f.wagered(PROGRESSIVE_BET) || f.wagered(SUITED_OR_BOOTED_BET) {
            col = col.push(meter_section(self, w));
        }
        col = col.push(house_section(self, w));
        col = col.push(paytable_section(self, w));
        col.into()
    }
}

/// The decisions a Stadium terminal's field takes: the round file's own words, typed
/// as they are in every language.
pub(crate) const DECISIONS: &str =
    "hit stand double split surrender insurance no-insurance even-money timeout split-dealer double-dealer";

/// The words that end a hand typed as doubled or surrendered: the round file's own, the
/// same in every language.
pub(crate) const HAND_ENDINGS: [&str; 2] = ["double", "surrender"];

fn table_section<'a>(s: &'a Settle, w: &Words) -> Element<'a, Message> {
    let f = &s.form;
    let (rules, chosen, shown_rules) = house_rules(s, w);
    let games: Vec<Choice<Game>> = Game::ALL
        .iter()
        .map(|g| Choice::new(*g, titles::game(*g, w)))
        .collect();
    let game = pick_list(
        games,
        Some(Choice::new(f.game, titles::game(f.game, w))),
        |c| Message::GameChanged(c.value),
    )
    .text_size(15)
    .width(Length::Fixed(200.0));
    let house = pick_list(rules, Some(shown_rules), |c| {
        Message::HouseRulesChanged(c.value)
    })
    .text_size(15)
    .width(Length::Fixed(200.0));
    // Fixed widths and a row that wraps: at 1024 px the House rules list neither
    // shrinks to "(non▾" nor disappears, and the Decks error goes under the row
    // instead of widening its column.
    let body = Row::new()
        .push(
            column![
                text(t!(w, "settle-game")).size(14),
                tab_stop::list(crisp(game, &f.game))
            ]
            .spacing(2),
        )
        .push(field(
            &t!(w, "settle-decks"),
            "8",
            &f.decks,
            "decks".into(),
            60.0,
            None,
            Message::DecksChanged,
            Message::Next,
        ))
        .push(field(
            &t!(w, "settle-table"),
            spec(f.game).table_example,
            f.header.table.as_deref().unwrap_or_default(),
            "table".into(),
            110.0,
            None,
            Message::TableChanged,
            Message::Next,
        ))
        .push(
            column![
                text(t!(w, "settle-house-rules")).size(14),
                tab_stop::list(crisp(house, &chosen))
            ]
            .spacing(2),
        )
        .spacing(12)
        .wrap()
        .vertical_spacing(8);
    let mut col = column![body].spacing(4);
    if let Some(e) = s.error_for("decks", w) {
        col = col.push(
            text(t!(w, "settle-decks-error", error = e))
                .size(13)
                .color(ERROR),
        );
    }
    section(&t!(w, "settle-table"), col.into())
}

/// The House rules list's entries, the file chosen, and its entry. The entry that
/// clears the house rules keeps its value and shows its words.
fn house_rules(s: &Settle, w: &Words) -> (Vec<Choice<String>>, String, Choice<String>) {
    let f = &s.form;
    let none = t!(w, "settle-no-house-rules");
    let shown = |id: &str| {
        let label = if id == NO_HOUSE_RULES {
            none.clone()
        } else {
            id.to_string()
        };
        Choice::new(id.to_string(), label)
    };
    let mut rules: Vec<Choice<String>> = vec![shown(NO_HOUSE_RULES)];
    rules.extend(
        s.catalog()
            .all_house_rules()
            .filter(|h| h.game == f.game)
            .map(|h| shown(&h.id)),
    );
    let chosen = f
        .header
        .house_rules
        .clone()
        .unwrap_or_else(|| NO_HOUSE_RULES.to_string());
    let entry = shown(&chosen);
    (rules, chosen, entry)
}

fn house_section<'a>(s: &'a Settle, w: &Words) -> Element<'a, Message> {
    let f = &s.form;
    let mut items = Row::new().spacing(12);
    for &key in pitpay_core::keys_for(f.game) {
        let value = f.house_value(key);
        let (title, rule) = pitpay_core::option_title(key, w);
        let item: Element<'_, Message> = if key == HouseKey::RoundingUnit {
            field(
                &title,
                "0.01",
                &value,
                format!("house-{key}"),
                70.0,
                s.error_for(&format!("house.{key}"), w),
                move |v| Message::HouseChanged(key, v),
                Message::Next,
            )
        } else {
            let phrase = |v: &str| pitpay_core::option_phrase(f.game, key, v, w);
            let choices: Vec<Choice<String>> = pitpay_core::choices(f.game, key)
                .into_iter()
                .map(|v| Choice::new(v.clone(), phrase(&v)))
                .collect();
            let now = Choice::new(value.clone(), phrase(&value));
            let list = pick_list(choices, Some(now), move |c| {
                Message::HouseChanged(key, c.value)
            })
            .text_size(14);
            // The rule the option comes from, on hover.
            let label = iced::widget::tooltip(
                text(title).size(13),
                text(t!(
                    w,
                    "settle-house-option-source",
                    rule = rule,
                    key = key.to_string()
                ))
                .size(12),
                iced::widget::tooltip::Position::Top,
            );
            column![label, tab_stop::list(crisp(list, &value))]
                .spacing(2)
                .into()
        };
        items = items.push(item);
    }
    section(
        &t!(w, "settle-house-options"),
        items.wrap().vertical_spacing(8).into(),
    )
}

fn paytable_section<'a>(s: &'a Settle, w: &Words) -> Element<'a, Message> {
    let f = &s.form;
    let mut col = Column::new().spacing(4);
    for bet in s.catalog().bets(f.game, Party::Player) {
        if bet == Bet::Insurance {
            continue;
        }
        let ids: Vec<Choice<String>> = s
            .catalog()
            .paytables()
            .filter(|t| t.bet == bet && t.serves(f.game))
            .map(|t| Choice::new(t.id.clone(), t.names.or(w.language(), &t.name).to_string()))
            .collect();
        let chosen = f
            .paytables
            .get(&bet)
            .cloned()
            .or_else(|| s.catalog().default_paytable(f.game, bet));
        let info = chosen
            .as_deref()
            .and_then(|id| s.catalog().paytable(id))
            .map(|t| {
                let mut c = column![].spacing(0);
                if !t.verified {
                    c = c.push(text(t!(w, "settle-unverified")).size(12).color(WARNING));
                }
                c.push(text(format!("{} · v{} · {}", t.id, t.version, t.fingerprint)).size(12))
            })
            .unwrap_or_else(|| column![text(t!(w, "settle-no-paytable")).size(12)]);
        let shown = chosen.as_ref().map(|id| {
            let name = s.catalog().paytable(id).map_or(id.clone(), |t| {
                t.names.or(w.language(), &t.name).to_string()
            });
            Choice::new(id.clone(), name)
        });
        let list = pick_list(ids, shown, move |c| Message::PaytableChanged(bet, c.value))
            .text_size(14)
            .width(Length::Fixed(200.0));
        col = col.push(
            row![
                text(titles::bet(s.catalog(), bet, w)).width(Length::Fixed(120.0)),
                tab_stop::list(crisp(list, &chosen)),
                info
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center)
            .wrap()
            .vertical_spacing(4),
        );
    }
    section(&t!(w, "settle-paytables"), col.into())
}

fn card_input<'a>(
    s: &'a Settle,
    w: &Words,
    label: &str,
    placeholder: &str,
    which: CardField,
    value: &'a str,
    rule_field: String,
) -> Element<'a, Message> {
    // A card field not yet filled in shows no error: an empty new round is not a mistake.
    let error = card_error(value, w).or_else(|| {
        s.error_for(&rule_field, w)
            .filter(|_| !value.trim().is_empty())
    });
    labelled(
        label,
        with_picker(
            s,
            w,
            which,
            input(
                placeholder,
                value,
                which.id(),
                230.0,
                move |v| Message::CardsChanged(which, v),
                Message::Next,
            ),
        ),
        error,
        230.0,
    )
}

/// A card field with its "Pick…" button beside it, on the input's own line: the
/// button stays put when an error appears under the field.
fn with_picker<'a>(
    s: &Settle,
    w: &Words,
    which: CardField,
    field: Element<'a, Message>,
) -> Element<'a, Message> {
    let open = s.picker == Some(which);
    row![
        field,
        tab_stop::press(
            button(text(if open {
                t!(w, "settle-pick-done")
            } else {
                t!(w, "settle-pick")
            }))
            .on_press(Message::Picker(if open { None } else { Some(which) }))
            .padding([4, 8])
        )
    ]
    .spacing(6)
    .align_y(iced::Alignment::Center)
    .into()
}

fn cards_section<'a>(s: &'a Settle, w: &Words) -> Element<'a, Message> {
    let f = &s.form;
    let mut col = Column::new().spacing(6);
    if spec(f.game).community() {
        col = col.push(card_input(
            s,
            w,
            &t!(w, "settle-cards-player"),
            "8S 8D",
            CardField::Player,
            &f.player,
            "cards.player".into(),
        ));
        col = col.push(card_input(
            s,
            w,
            &t!(w, "settle-cards-dealer-one"),
            "6H",
            CardField::Dealer,
            &f.dealer,
            "cards.dealer".into(),
        ));
        col = col.push(card_input(
            s,
            w,
            &t!(w, "settle-cards-community"),
            "3C 5S 9D KH",
            CardField::Community,
            &f.community,
            "cards.community".into(),
        ));
    } else {
        col = col.push(card_input(
            s,
            w,
            &t!(w, "settle-cards-dealer"),
            "KC 4H 3D",
            CardField::Dealer,
            &f.dealer,
            "cards.dealer".into(),
        ));
    }
    if let Some(target) = s.picker.filter(|p| {
        matches!(
            p,
            CardField::Dealer | CardField::Player | CardField::Community
        )
    }) {
        col = col.push(picker(target, w));
    }
    section(&t!(w, "settle-cards"), col.into())
}

/// The card picker: every card, suits in colour; a click adds it to the field.
fn picker<'a>(target: CardField, w: &Words) -> Element<'a, Message> {
    let mut grid = Column::new().spacing(3);
    for suit in Suit::ALL {
        let mut r = Row::new().spacing(3);
        for rank in Rank::ALL {
            let card = Card::new(rank, suit);
            r = r.push(
                button(card_chip(card))
                    .padding(0)
                    .style(button::text)
                    .on_press(Message::PickCard(card)),
            );
        }
        grid = grid.push(r);
    }
    column![text(describe_target(target, w)).size(13), grid]
        .spacing(4)
        .into()
}

/// What a click on the picker adds to, as one sentence per field.
fn describe_target(t: CardField, w: &Words) -> String {
    match t {
        CardField::Dealer => t!(w, "settle-picker-dealer"),
        CardField::Player => t!(w, "settle-picker-player"),
        CardField::Community => t!(w, "settle-picker-community"),
        CardField::Hand(s, h) => t!(w, "settle-picker-hand", seat = s + 1, hand = h + 1),
    }
}

fn seat_section<'a>(s: &'a Settle, i: usize, w: &Words) -> Element<'a, Message> {
    let f = &s.form;
    let Some(seat) = f.seats.get(i) else {
        return text("").into();
    };
    let n = seat.number.trim().to_string();
    let terminal = spec(f.game).community();
    let who = if terminal {
        t!(w, "settle-terminal")
    } else {
        t!(w, "settle-seat")
    };
    let number = input(
        "1",
        &seat.number,
        format!("seat-{i}-number"),
        60.0,
        move |v| Message::SeatNumberChanged(i, v),
        Message::Next,
    );
    // "Remove seat" sits on the input's line, so an error under the number moves it not.
    let mut head = row![number].spacing(10).align_y(iced::Alignment::Center);
    if f.seats.len() > 1 {
        head = head.push(tab_stop::press(
            button(text(t!(w, "settle-remove-seat")))
                .on_press(Message::RemoveSeat(i))
                .style(button::danger)
                .padding([4, 8]),
        ));
    }
    let mut col = Column::new().spacing(6);
    col = col.push(labelled(
        &who,
        head.into(),
        s.error_for(&format!("seat {n}"), w),
        60.0,
    ));
    if spec(f.game).community() {
        let err = s.error_for(&format!("seat {n} decisions"), w);
        col = col.push(field(
            &t!(w, "settle-decisions", words = DECISIONS),
            "split hit stand stand",
            &seat.decisions,
            format!("seat-{i}-decisions"),
            420.0,
            err,
            move |v| Message::DecisionsChanged(i, v),
            Message::Next,
        ));
    } else {
        col = hands(s, i, col, w);
    }
    col = col.push(wager_row(
        s,
        i,
        w,
        Party::Player,
        &s.catalog().bets(f.game, Party::Player),
    ));
    let dealer_bets: Vec<Bet> = s.catalog().bets(f.game, Party::Dealer);
    if !dealer_bets.is_empty() {
        col = col.push(wager_row(s, i, w, Party::Dealer, &dealer_bets));
    }
    let title = if terminal {
        t!(w, "settle-terminal-title", number = seat.number.as_str())
    } else {
        t!(w, "settle-seat-title", number = seat.number.as_str())
    };
    section(&title, col.into())
}

/// A seat's hands (split order), each with its picker, then Split hand, Last hand and
/// (blackjack) Even money.
fn hands<'a>(
    s: &'a Settle,
    i: usize,
    mut col: Column<'a, Message>,
    w: &Words,
) -> Column<'a, Message> {
    let Some(seat) = s.form.seats.get(i) else {
        return col;
    };
    let n = seat.number.trim();
    for (h, hand) in seat.hands.iter().enumerate() {
        let label = if seat.hands.len() > 1 {
            t!(w, "settle-hand-split", number = h + 1)
        } else {
            t!(
                w,
                "settle-hand",
                double = HAND_ENDINGS[0],
                surrender = HAND_ENDINGS[1]
            )
        };
        let rule_err = s
            .error_for(&format!("seat {n} hands[{}]", h + 1), w)
            .or_else(|| {
                (h == 0)
                    .then(|| s.error_for(&format!("seat {n} hands"), w))
                    .flatten()
            });
        let which = CardField::Hand(i, h);
        let err = card_error(hand, w).or(rule_err.filter(|_| !hand.trim().is_empty()));
        let typed = input(
            "AS 8D",
            hand,
            which.id(),
            230.0,
            move |v| Message::CardsChanged(which, v),
            Message::Next,
        );
        // The picker opens inside the hand's own column, so the fields after it
        // keep their place in the widget tree (and their focus).
        let field = labelled(&label, with_picker(s, w, which, typed), err, 230.0);
        let mut hand = column![field].spacing(6);
        if s.picker == Some(which) {
            hand = hand.push(picker(which, w));
        }
        col = col.push(hand);
    }
    let mut buttons = row![tab_stop::press(
        button(text(t!(w, "settle-split-hand")))
            .on_press(Message::AddHand(i))
            .padding([4, 8])
    )]
    .spacing(6)
    .align_y(iced::Alignment::Center);
    if seat.hands.len() > 1 {
        buttons = buttons.push(tab_stop::press(
            button(text(t!(w, "settle-last-hand")))
                .on_press(Message::RemoveHand(i))
                .padding([4, 8]),
        ));
    }
    if spec(s.form.game).marked_hands {
        let even = checkbox(seat.even_money)
            .label(t!(w, "settle-even-money"))
            .on_toggle(move |on| Message::EvenMoneyToggled(i, on));
        buttons = buttons.push(tab_stop::press(crisp(even, &seat.even_money)));
    }
    col.push(buttons)
}

fn wager_row<'a>(
    s: &'a Settle,
    i: usize,
    w: &Words,
    party: Party,
    bets: &[Bet],
) -> Element<'a, Message> {
    let f = &s.form;
    let Some(seat) = f.seats.get(i) else {
        return text("").into();
    };
    let n = seat.number.trim().to_string();
    let map = match party {
        Party::Player => &seat.wagers,
        Party::Dealer => &seat.dealer_wagers,
    };
    let mut r = Row::new().spacing(8);
    for &bet in bets {
        if bet == Bet::Insurance && spec(f.game).community() {
            continue;
        }
        let value = map.get(&bet).map(String::as_str).unwrap_or("");
        let rule_field = pitpay_core::wager_field(n.parse().unwrap_or(0), party, bet);
        let err = amount_error(value, w).or_else(|| s.error_for(&rule_field, w));
        let id = format!("seat-{i}-{}-{}", party.id(), bet.id());
        r = r.push(field(
            &titles::bet(s.catalog(), bet, w),
            "",
            value,
            id,
            92.0,
            err,
            move |v| Message::WagerChanged(i, party, bet, v),
            Message::Next,
        ));
    }
    let label = match party {
        Party::Player => t!(w, "settle-wagers"),
        Party::Dealer => t!(w, "settle-wagers-dealer"),
    };
    column![text(label).size(14), r.wrap().vertical_spacing(6)]
        .spacing(3)
        .into()
}

fn meter_section<'a>(s: &'a Settle, w: &Words) -> Element<'a, Message> {
    let f = &s.form;
    let mut r = Row::new().spacing(12);
    if f.wagered(PROGRESSIVE_BET) {
        r = r.push(field(
            &t!(w, "settle-meter-progressive"),
            "25,000.00",
            &f.meter,
            "meter".into(),
            130.0,
            amount_error(&f.meter, w).or_else(|| s.error_for("progressive.meter", w)),
            Message::MeterChanged,
            Message::Next,
        ));
    }
    if f.wagered(SUITED_OR_BOOTED_BET) {
        r = r.push(field(
            &t!(w, "settle-meter-suited-or-booted"),
            "8,000.00",
            &f.sob_meter,
            "sob-meter".into(),
            130.0,
            amount_error(&f.sob_meter, w)
                .or_else(|| s.error_for("progressive.suited-or-booted.meter", w)),
            Message::SobMeterChanged,
            Message::Next,
        ));
    }
    r = r.push(field(
        &t!(w, "settle-declared-suit"),
        "S",
        &f.declared_suit,
        "declared-suit".into(),
        50.0,
        s.error_for("progressive.declared_suit", w),
        Message::DeclaredSuitChanged,
        Message::Next,
    ));
    section(&t!(w, "settle-meters"), r.into())
}

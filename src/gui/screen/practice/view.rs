//! What the Practice screen draws: the run's clock above two panes; on the left the
//! settings, the question on screen (a dealt round with the marked wager, a settled
//! table to check, cards to count), the answer field, each explanation, the end of a
//! run with its misses explained; on the right the progress.

use crate::gui::tab_stop::{field_style, list, press};
use iced::widget::{button, column, container, pick_list, row, text, text_input, Column, Row};
use iced::{Border, Color, Element, Length, Theme};

use super::chart::{legend, RunsChart};
use super::{Context, Message, Practice, ANSWER_ID, CHIPS_ID};
use crate::gui::scroll::{pane, pane_of};
use crate::gui::titles::{self, Named};
use crate::gui::widget::{cards_row, section, ERROR, WARNING};
use pitpay_core::HouseOptions;
use pitpay_core::Money;
use pitpay_core::Statement;
use pitpay_core::{Bet, Game};
use pitpay_language::{t, Words};
use pitpay_practice::table_rows;
use pitpay_practice::Drill;
use pitpay_practice::Level;
use pitpay_practice::Mode;
use pitpay_practice::PayIt;
use pitpay_practice::{focus_bets, Question, SpotTheMispay};
use pitpay_practice::{Answer, CountIt};
use pitpay_practice::{Session, Turn};

const GOOD: Color = Color::from_rgb(0.10, 0.55, 0.20);
/// On the dark theme, lighter tones of the same colours: the light theme's red and green
/// read at about 2.6:1 and 3.5:1 on its dark panels, these at over 5:1.
const GOOD_ON_DARK: Color = Color::from_rgb(0.40, 0.82, 0.50);
const ERROR_ON_DARK: Color = Color::from_rgb(1.0, 0.48, 0.45);

/// A text colour that keeps its contrast on the dark theme.
fn tone(light: Color) -> impl Fn(&Theme) -> text::Style {
    move |theme: &Theme| {
        let dark = if light == GOOD {
            GOOD_ON_DARK
        } else {
            ERROR_ON_DARK
        };
        text::Style {
            color: Some(if theme.extended_palette().is_dark {
                dark
            } else {
                light
            }),
        }
    }
}

/// A Pay it bet choice shown by its title in a list: any wager, or one bet.
#[derive(Debug, Clone, PartialEq, Eq)]
struct BetChoice(Option<Bet>, String);

impl BetChoice {
    fn of(catalog: &pitpay_core::Catalog, bet: Option<Bet>, w: &Words) -> BetChoice {
        let title = bet.map_or_else(|| t!(w, "practice-any-bet"), |b| titles::bet(catalog, b, w));
        BetChoice(bet, title)
    }
}

impl std::fmt::Display for BetChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.1)
    }
}

impl Practice {
    /// The screen: the run's clock, then the run beside the progress.
    pub(crate) fn view<'a>(&'a self, _cx: &Context<'_>, w: &Words) -> Element<'a, Message> {
        let panes = row![
            pane_of("practice", self.run_pane(w), 3),
            pane("progress", progress(self, w)),
        ]
        .spacing(10);
        // The clock's slot is there with or without a run, so the panes keep their
        // place in the widget tree (their scroll, their focus).
        let clock = clock(self, w).unwrap_or_else(|| iced::widget::space().into());
        column![clock, panes].spacing(8).into()
    }

    /// The left pane: settings, then the run.
    fn run_pane(&self, w: &Words) -> Element<'_, Message> {
        let mut col = Column::new().spacing(12);
        col = col.push(text(t!(w, "practice-title")).size(22));
        col = col.push(settings(self, w));
        if let Some(n) = &self.note {
            col = col.push(text(n.said(w)).style(tone(ERROR)));
        }
        match &self.session {
            None => col = col.push(intro(w)),
            Some(s) if s.finished() || self.stopped => col = col.push(summary(self, s, w)),
            Some(s) => col = col.push(run(self, s, w)),
        }
        col.into()
    }
}

fn intro<'a>(w: &Words) -> Element<'a, Message> {
    let lines = [
        t!(w, "practice-intro-pay-it"),
        t!(w, "practice-intro-mispay"),
        t!(w, "practice-intro-count"),
        t!(w, "practice-intro-modes"),
        t!(w, "practice-intro-engine"),
        t!(w, "practice-intro-keyboard"),
    ];
    Column::with_children(lines.into_iter().map(|l| text(l).size(14).into()))
        .spacing(6)
        .into()
}

/// The drill, game, mode and level lists (and the bet, the exam's size).
fn choices<'a>(p: &'a Practice, w: &Words) -> Row<'a, Message> {
    let s = &p.settings;
    // Each list shows the names in the window's language and gives back the value.
    let drill = |d: Drill| Named(d, titles::drill(d, w));
    let game = |g: Game| Named(g, titles::game(g, w));
    let mode = |m: Mode| Named(m, titles::mode(m, w));
    let level = |l: Level| Named(l, titles::level(l, w));
    let drills: Vec<_> = Drill::ALL.into_iter().map(drill).collect();
    let games: Vec<_> = Game::ALL.into_iter().map(game).collect();
    let modes: Vec<_> = Mode::ALL.into_iter().map(mode).collect();
    let levels: Vec<_> = Level::ALL.into_iter().map(level).collect();
    let mut first = Row::new()
        .push(list(pick_list(drills, Some(drill(s.drill)), |d| {
            Message::DrillPicked(d.0)
        })))
        .push(list(pick_list(games, Some(game(s.game)), |g| {
            Message::GamePicked(g.0)
        })))
        .push(list(pick_list(modes, Some(mode(s.mode)), |m| {
            Message::ModePicked(m.0)
        })))
        .push(list(pick_list(levels, Some(level(s.level)), |l| {
            Message::LevelPicked(l.0)
        })))
        .spacing(8)
        .align_y(iced::Alignment::Center);
    if s.drill == Drill::PayIt {
        let catalog = p.catalog();
        let bets: Vec<BetChoice> = std::iter::once(BetChoice::of(catalog, None, w))
            .chain(
                focus_bets(catalog, s.game)
                    .into_iter()
                    .map(|b| BetChoice::of(catalog, Some(b), w)),
            )
            .collect();
        first = first.push(list(pick_list(
            bets,
            Some(BetChoice::of(catalog, s.bet, w)),
            |b| Message::BetPicked(b.0),
        )));
    }
    if s.mode == Mode::Exam {
        first = first
            .push(small_input(
                &t!(w, "practice-questions"),
                &p.questions,
                "practice-questions",
                50.0,
                Message::QuestionsChanged,
            ))
            .push(text(t!(w, "practice-questions-in")).size(14))
            .push(small_input(
                &t!(w, "practice-seconds"),
                &p.seconds,
                "practice-seconds",
                60.0,
                Message::SecondsChanged,
            ))
            .push(text(t!(w, "practice-seconds-unit")).size(14));
    }
    first
}

fn settings<'a>(p: &'a Practice, w: &Words) -> Element<'a, Message> {
    let first = choices(p, w);
    let mut second = Row::new()
        .push(text(t!(w, "practice-seed")).size(14))
        .push(
            text_input(&t!(w, "practice-seed-placeholder"), &p.seed)
                .id("practice-seed")
                .style(field_style)
                .on_input(Message::SeedChanged)
                .on_submit(Message::Start)
                .width(Length::Fixed(130.0))
                .padding(5),
        )
        .push(press(
            button(text(t!(w, "practice-start")))
                .on_press(Message::Start)
                .style(button::success),
        ))
        .spacing(8)
        .align_y(iced::Alignment::Center);
    if p.running() {
        second = second.push(press(
            button(text(t!(w, "practice-stop")))
                .on_press(Message::Stop)
                .style(button::danger),
        ));
    }
    column![
        first.wrap().vertical_spacing(6),
        second.wrap().vertical_spacing(6)
    ]
    .spacing(8)
    .into()
}

fn small_input<'a>(
    placeholder: &str,
    value: &str,
    id: &'static str,
    width: f32,
    on: fn(String) -> Message,
) -> Element<'a, Message> {
    text_input(placeholder, value)
        .id(id)
        .style(field_style)
        .on_input(on)
        .on_submit(Message::Start)
        .width(Length::Fixed(width))
        .padding(5)
        .into()
}

/// "Pay it · Blackjack · Timed exam · question 3 of 10 · 1:24 left · seed 42".
fn status(p: &Practice, s: &Session, w: &Words) -> String {
    let st = &s.settings;
    let mut parts = vec![titles::drill(st.drill, w), titles::game(st.game, w)];
    if let Some(b) = st.bet {
        parts.push(titles::bet(p.catalog(), b, w));
    }
    parts.push(titles::mode(st.mode, w));
    parts.push(match s.planned() {
        Some(n) => t!(
            w,
            "practice-status-question-of",
            number = s.dealt,
            count = n
        ),
        None => t!(w, "practice-status-question", number = s.dealt),
    });
    if let Some(e) = s.exam {
        parts.push(t!(w, "practice-status-left", time = e.clock(p.clock.now())));
    }
    if st.mode == Mode::Break {
        let used = p.clock.now().saturating_sub(s.started);
        let left = pitpay_practice::BREAK_MS.saturating_sub(used) / 1000;
        parts.push(if left == 0 {
            t!(w, "practice-status-times-up")
        } else {
            let time = format!("{}:{:02}", left / 60, left % 60);
            t!(w, "practice-status-break-left", time = time)
        });
    }
    let (right, _) = s.score();
    parts.push(t!(w, "practice-status-right", count = right));
    parts.push(t!(w, "practice-status-seed", seed = st.seed.to_string()));
    parts.join(" · ")
}

/// The run's status line ("… · 4:12 of the break left · …") above the panes, where
/// scrolling to the answer field never hides it (the break set's timer was
/// scrolled out of view on its first question). `None` with no run under way.
fn clock<'a>(p: &'a Practice, w: &Words) -> Option<Element<'a, Message>> {
    let s = p.session.as_ref()?;
    if s.finished() || p.stopped {
        return None;
    }
    Some(
        container(text(status(p, s, w)).size(15))
            .padding([4, 14])
            .width(Length::Fill)
            .style(container::bordered_box)
            .into(),
    )
}

fn run<'a>(p: &'a Practice, s: &'a Session, w: &Words) -> Element<'a, Message> {
    let mut col = Column::new().spacing(10);
    if let (Some(c), None) = (&p.cheer, &p.feedback) {
        col = col.push(text(format!("✔ {c}")).size(15).style(tone(GOOD)));
    }
    let shown = match (&p.feedback, &s.current) {
        (Some(t), _) => Some(&t.question),
        (None, Some((q, _))) => Some(q),
        (None, None) => None,
    };
    // The explanation comes first, above the cards it explains.
    if let Some(t) = &p.feedback {
        col = col.push(feedback(p, t, w));
    }
    if let Some(q) = shown {
        col = col.push(question(q, p.feedback.is_none(), p.catalog(), w));
    }
    if p.feedback.is_none() {
        col = col.push(answer_area(p, shown, w));
    }
    col.into()
}

fn question<'a>(
    q: &'a Question,
    asking: bool,
    catalog: &pitpay_core::Catalog,
    w: &Words,
) -> Element<'a, Message> {
    match q {
        Question::PayIt(p) => pay_it(p, catalog, w),
        Question::SpotTheMispay(m) => mispay(m, asking, catalog, w),
        Question::CountIt(c) => count(c, asking, w),
    }
}

/// The table's rules card (every rule in force, on every question, the ones
/// that are not the usual marked), the paytables and meters in play.
fn table_facts<'a>(
    st: &'a Statement,
    g: &pitpay_practice::Generated,
    catalog: &pitpay_core::Catalog,
    w: &Words,
) -> Element<'a, Message> {
    let game = st.game;
    let defaults = HouseOptions::defaults(game);
    let (unusual, usual): (Vec<_>, Vec<_>) = st
        .house
        .iter()
        .filter(|h| h.phrase.is_some())
        .partition(|h| defaults.value_text(h.key) != h.value);
    let phrases = |v: &[&pitpay_core::HouseLine]| -> Vec<String> {
        v.iter().filter_map(|h| h.phrase.clone()).collect()
    };
    let mut col = Column::new().spacing(2);
    col = col.push(text(st.heading.clone()).size(17));
    if !unusual.is_empty() {
        col = col.push(
            text(t!(
                w,
                "practice-unusual-rules",
                rules = phrases(&unusual).join(" · ")
            ))
            .size(13)
            .color(WARNING),
        );
    }
    if !usual.is_empty() {
        col = col.push(
            text(t!(
                w,
                "practice-table-rules",
                rules = phrases(&usual).join(" · ")
            ))
            .size(13),
        );
    }
    let tables: Vec<String> = st.paytables.iter().map(|t| t.id.clone()).collect();
    col = col.push(text(t!(w, "practice-paytables", ids = tables.join(", "))).size(13));
    // Each meter as it stood at the hit: what the question is paid from.
    for m in &g.settlement.meters {
        let at_hit = t!(
            w,
            "practice-meter-at-hit",
            meter = titles::bet(catalog, m.bet, w),
            amount = st.currency.format(m.before)
        );
        col = col.push(text(at_hit).size(13));
    }
    col.into()
}

/// The dealer's cards, or Stadium's shared and community cards.
fn layout(st: &Statement, g: &pitpay_practice::Generated, w: &Words) -> Element<'static, Message> {
    let labelled = |label: &str, cards: &[pitpay_core::Card]| -> Element<'static, Message> {
        row![
            text(label.to_string()).size(14).width(Length::Fixed(110.0)),
            cards_row(cards)
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .into()
    };
    let s = &g.settlement;
    let spec = pitpay_core::spec(st.game);
    if spec.community() {
        column![
            labelled(&t!(w, "practice-player-cards"), &s.shared_player),
            labelled(&t!(w, "practice-dealer-cards"), &s.dealer_hand),
            labelled(&t!(w, "practice-community"), &s.community),
        ]
        .spacing(4)
        .into()
    } else {
        labelled(&t!(w, "practice-dealer"), &s.dealer_hand)
    }
}

/// A seat's hands and wagers; `marked` is the row asked about; `money` shows a stake
/// (an amount, or a chip stack to read).
fn seat_box<'a>(
    q: &'a pitpay_practice::Generated,
    st: &'a Statement,
    si: usize,
    marked: Option<usize>,
    money: &dyn Fn(Money) -> String,
    catalog: &pitpay_core::Catalog,
    w: &Words,
) -> Element<'a, Message> {
    let Some(seat) = st.seats.get(si) else {
        return text("").into();
    };
    let mut col = Column::new().spacing(4);
    col = col.push(text(seat.title.clone()).size(16));
    for h in &seat.hands {
        let mut label = if seat.hands.len() > 1 {
            h.label.clone()
        } else {
            t!(w, "practice-hand")
        };
        let tags: Vec<String> = (h.tags.iter().filter(|t| **t != "split"))
            .map(|tag| t!(w, "settlement-hand-tag", tag = *tag))
            .collect();
        if !tags.is_empty() {
            label = format!("{label} ({})", tags.join(", "));
        }
        col = col.push(
            row![
                text(label).size(13).width(Length::Fixed(110.0)),
                cards_row(&h.cards)
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
    }
    if let Some(raw) = q.round.seats.get(si) {
        if let Some(d) = &raw.decisions {
            let said = if d.is_empty() {
                t!(w, "practice-decisions-none")
            } else {
                t!(w, "practice-decisions", words = d.join(" "))
            };
            col = col.push(text(said).size(13));
        }
        if raw.even_money {
            col = col.push(text(t!(w, "practice-even-money-taken")).size(13));
        }
    }
    let mut wagers = Row::new().spacing(14);
    for (ri, r) in seat.rows.iter().enumerate() {
        if r.bet_id.ends_with("-envy") {
            continue;
        }
        let stake = pitpay_practice::stake_parts(seat, r, money, w);
        let bet = titles::bet(catalog, r.bet, w);
        let label = if r.party == pitpay_core::Party::Dealer {
            t!(
                w,
                "practice-screen-wager-for-dealer",
                bet = bet,
                stake = stake
            )
        } else {
            t!(w, "practice-screen-wager", bet = bet, stake = stake)
        };
        wagers = wagers.push(if marked == Some(ri) {
            text(format!("▶ {label}")).size(15).color(WARNING)
        } else {
            text(label).size(13)
        });
    }
    col = col.push(wagers.wrap().vertical_spacing(4));
    let highlighted = marked.is_some();
    container(col)
        .padding(8)
        .width(Length::Fill)
        .style(move |theme: &Theme| {
            let mut style = container::bordered_box(theme);
            if highlighted {
                style.border = Border {
                    color: WARNING,
                    width: 2.5,
                    radius: 6.0.into(),
                };
            }
            style
        })
        .into()
}

fn pay_it<'a>(q: &'a PayIt, catalog: &pitpay_core::Catalog, w: &Words) -> Element<'a, Message> {
    let st = &q.statement;
    let mut col = Column::new().spacing(8);
    col = col.push(table_facts(st, &q.round, catalog, w));
    col = col.push(layout(st, &q.round, w));
    for si in 0..st.seats.len() {
        let marked = (si == q.marked.seat).then_some(q.marked.row);
        col = col.push(seat_box(
            &q.round,
            st,
            si,
            marked,
            &|m| q.stake_text(m, w),
            catalog,
            w,
        ));
    }
    col = col.push(text(q.prompt(w)).size(18));
    col.into()
}

fn mispay<'a>(
    q: &'a SpotTheMispay,
    asking: bool,
    catalog: &pitpay_core::Catalog,
    w: &Words,
) -> Element<'a, Message> {
    let st = &q.statement;
    let mut col = Column::new().spacing(8);
    col = col.push(table_facts(st, &q.round, catalog, w));
    col = col.push(layout(st, &q.round, w));
    for si in 0..st.seats.len() {
        col = col.push(seat_box(
            &q.round,
            st,
            si,
            None,
            &|m| st.currency.format(m),
            catalog,
            w,
        ));
    }
    col = col.push(text(t!(w, "practice-mispay-question")).size(17));
    let paid = q.paid();
    for (i, (_, r)) in table_rows(st).into_iter().enumerate() {
        let paid = paid.get(i).copied().unwrap_or(r.paid);
        let line = mispay_line(st, (i, r), paid, catalog, w);
        let mut line_row = Row::new().spacing(10).align_y(iced::Alignment::Center);
        line_row = line_row.push(text(line).size(14).width(Length::Fill));
        if asking {
            line_row = line_row.push(press(
                button(text(t!(w, "practice-mispaid")).size(13))
                    .on_press(Message::Pick((i + 1).to_string()))
                    .style(button::secondary),
            ));
        }
        col = col.push(line_row);
    }
    if asking {
        col = col.push(press(
            button(text(t!(w, "practice-all-correct")))
                .on_press(Message::Pick("all correct".into())),
        ));
    }
    col.into()
}

fn count<'a>(q: &'a CountIt, asking: bool, w: &Words) -> Element<'a, Message> {
    let mut col = Column::new().spacing(8);
    col = col.push(text(q.prompt.clone()).size(18));
    for s in &q.shown {
        col = col.push(
            row![
                text(s.label.clone()).size(14).width(Length::Fixed(120.0)),
                cards_row(&s.cards)
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
    }
    for n in &q.notes {
        col = col.push(text(n.clone()).size(13));
    }
    if asking && matches!(q.answer, Answer::Nine(_)) {
        col = col.push(
            row![
                press(button("Lucky 9").on_press(Message::Pick("lucky".into()))),
                press(
                    button(text(t!(w, "practice-natural-9")))
                        .on_press(Message::Pick("natural".into()))
                ),
            ]
            .spacing(8),
        );
    }
    col.into()
}

fn answer_area<'a>(p: &'a Practice, q: Option<&'a Question>, w: &Words) -> Element<'a, Message> {
    let (placeholder, hint) = match q {
        Some(Question::PayIt(_)) => (
            t!(w, "practice-answer-paid"),
            t!(w, "practice-answer-paid-hint"),
        ),
        Some(Question::SpotTheMispay(_)) => (
            t!(w, "practice-answer-line"),
            t!(w, "practice-answer-line-hint"),
        ),
        Some(Question::CountIt(c)) => (
            t!(w, "practice-answer-count"),
            t!(w, "practice-item-count-hint", count = c.kind.id()),
        ),
        None => (String::new(), String::new()),
    };
    let mut r = Row::new()
        .push(
            text_input(&placeholder, &p.answer)
                .id(ANSWER_ID)
                .on_input(Message::AnswerChanged)
                .on_submit(Message::Submit)
                .style(field_style)
                .width(Length::Fixed(260.0))
                .padding(6)
                .size(17),
        )
        .spacing(8)
        .align_y(iced::Alignment::Center);
    if let Some(Question::PayIt(pay)) = q {
        // Says what the chips pay: a `to` line's winnings (the stake
        // stays), a `for` line's whole payment.
        let placeholder = t!(w, "practice-chips-for", what = pay.chips_for());
        r = r.push(
            text_input(&placeholder, &p.chips)
                .id(CHIPS_ID)
                .style(field_style)
                .on_input(Message::ChipsChanged)
                .on_submit(Message::Submit)
                .width(Length::Fixed(250.0))
                .padding(6),
        );
    }
    r = r.push(press(
        button(text(t!(w, "practice-check"))).on_press(Message::Submit),
    ));
    column![r.wrap().vertical_spacing(6), text(hint).size(13)]
        .spacing(4)
        .into()
}

fn graded_block<'a>(headline: String, right: bool, lines: &[String]) -> Column<'a, Message> {
    let (mark, colour) = if right {
        ("✔ ", GOOD)
    } else {
        ("✘ ", ERROR)
    };
    column![
        text(format!("{mark}{headline}"))
            .size(17)
            .style(tone(colour)),
        graded_lines(lines)
    ]
    .spacing(4)
}

/// The answer explained: the verdict first, then the field that goes on (Enter: the
/// next question), then the working. The field, which has the focus, sits right under
/// the verdict, so bringing it into view never scrolls the verdict out of it, however
/// long the explanation.
fn feedback<'a>(p: &'a Practice, t: &'a Turn, w: &Words) -> Element<'a, Message> {
    let next = row![
        text_input(&t!(w, "practice-next-placeholder"), &p.answer)
            .id(ANSWER_ID)
            .on_input(Message::AnswerChanged)
            .on_submit(Message::Submit)
            .style(field_style)
            .width(Length::Fixed(200.0))
            .padding(5),
        press(button(text(t!(w, "practice-next"))).on_press(Message::Next)),
    ]
    .spacing(8)
    .align_y(iced::Alignment::Center);
    let verdict = graded_block(t.graded.headline.clone(), t.graded.right, &[]);
    let working = graded_lines(&t.graded.explanation);
    section(
        &t!(w, "practice-explained"),
        column![verdict, next, working].spacing(8).into(),
    )
}

/// The working of a graded answer, a line each.
fn graded_lines<'a>(lines: &[String]) -> Column<'a, Message> {
    Column::with_children(lines.iter().map(|l| text(l.clone()).size(13).into())).spacing(4)
}

fn summary<'a>(p: &'a Practice, s: &'a Session, w: &Words) -> Element<'a, Message> {
    let (right, of) = s.score();
    let mut col = Column::new().spacing(10);
    let head = summary_head(p, s, right, of, w);
    col = col.push(text(head).size(20));
    let misses: Vec<&Turn> = s.misses().collect();
    if misses.is_empty() {
        col = col.push(text(t!(w, "practice-no-misses")).size(15));
    } else {
        col = col.push(text(t!(w, "practice-missed", count = misses.len())).size(15));
    }
    for t in misses {
        let typed = if t.timed_out {
            t!(w, "practice-timed-out")
        } else {
            t!(w, "practice-you-answered", typed = t.typed.as_str())
        };
        let mut block = Column::new().spacing(4);
        block = block.push(text(t.question.item().label(w)).size(14).color(WARNING));
        block = block.push(question(&t.question, false, p.catalog(), w));
        block = block.push(text(typed).size(13));
        block = block.push(graded_block(
            t.graded.headline.clone(),
            false,
            &t.graded.explanation,
        ));
        col = col.push(
            container(block)
                .padding(8)
                .width(Length::Fill)
                .style(container::bordered_box),
        );
    }
    let mut buttons = row![press(
        button(text(t!(w, "practice-new-run"))).on_press(Message::NewRun)
    )]
    .spacing(8);
    if s.misses().next().is_some() {
        buttons = buttons.push(press(
            button(text(t!(w, "practice-review-misses"))).on_press(Message::ReviewMisses),
        ));
    }
    col = col.push(buttons);
    col.into()
}

/// The right pane: the chart of the last runs, the weakest item types, review.
fn progress<'a>(p: &'a Practice, w: &Words) -> Element<'a, Message> {
    let mut col = Column::new().spacing(10);
    col = col.push(text(t!(w, "practice-progress")).size(20));
    let stats = match &p.stats {
        Ok(s) => s,
        Err(e) => return column![col, text(e.in_words(w)).style(tone(ERROR))].into(),
    };
    if stats.runs.is_empty() {
        col = col.push(text(t!(w, "practice-no-runs")).size(14));
    } else {
        col = col.push(text(t!(w, "practice-last-runs", count = stats.runs.len())).size(14));
        col = col.push(RunsChart::of(&stats.runs, w).view(170.0));
        col = col.push(text(legend(w)).size(12));
    }
    let st = stats.streaks;
    if st.best_days > 0 {
        col = col.push(
            text(t!(
                w,
                "practice-streak",
                days = st.days,
                best_days = st.best_days,
                right = st.right,
                best_right = st.best_right
            ))
            .size(14),
        );
    }
    let mut weak = Column::new().spacing(3);
    if stats.weakest.is_empty() {
        weak = weak.push(
            text(t!(
                w,
                "practice-nothing-weak",
                count = pitpay_practice::WEAKEST_MIN_TRIES
            ))
            .size(13),
        );
    }
    for k in &stats.weakest {
        weak = weak.push(
            text(t!(
                w,
                "practice-weak-item",
                item = k.item.label(w),
                right = k.right,
                answered = k.answered,
                percent = format!("{:.0}", k.accuracy() * 100.0),
                seconds = format!("{:.1}", k.median_ms as f64 / 1000.0)
            ))
            .size(13),
        );
    }
    col = col.push(section(&t!(w, "practice-weakest"), weak.into()));
    let mut boxes = Column::new().spacing(3);
    if stats.review.is_empty() {
        boxes = boxes.push(text(t!(w, "practice-review-empty")).size(13));
    }
    for (item, b) in &stats.review {
        boxes = boxes.push(
            text(t!(
                w,
                "practice-review-box",
                number = *b,
                item = item.label(w)
            ))
            .size(13),
        );
    }
    col = col.push(section(&t!(w, "practice-in-review"), boxes.into()));
    col.into()
}

/// A line of the mispay table: its number, seat, bet, hand, stake and what was paid.
fn mispay_line(
    st: &Statement,
    (i, r): (usize, &pitpay_core::Row),
    paid: Money,
    catalog: &pitpay_core::Catalog,
    w: &Words,
) -> String {
    let (number, seat, bet) = (i + 1, r.seat.to_string(), titles::bet(catalog, r.bet, w));
    let (hand, stake) = (r.hand.to_string(), st.currency.format(r.stake));
    let paid = st.currency.format(paid);
    let place = if pitpay_core::spec(st.game).community() {
        "terminal"
    } else {
        "seat"
    };
    let dealer = if r.party == pitpay_core::Party::Dealer {
        "yes"
    } else {
        "no"
    };
    t!(
        w,
        "practice-mispay-line",
        number = number,
        place = place,
        dealer = dealer,
        seat = seat,
        bet = bet,
        hand = hand,
        stake = stake,
        paid = paid
    )
}

/// The end of a run: stopped or over, how many right, and an exam's time taken.
fn summary_head(p: &Practice, s: &Session, right: u32, of: u32, w: &Words) -> String {
    let Some(e) = s.exam else {
        return if p.stopped {
            t!(w, "practice-stopped", right = right, count = of)
        } else {
            t!(w, "practice-run-over", right = right, count = of)
        };
    };
    let used = e
        .rules
        .seconds
        .saturating_sub(u32::try_from(e.left(p.clock.now()) / 1000).unwrap_or(0));
    let time = format!("{}:{:02}", used / 60, used % 60);
    if p.stopped {
        t!(
            w,
            "practice-stopped-in",
            right = right,
            count = of,
            time = time
        )
    } else {
        t!(
            w,
            "practice-run-over-in",
            right = right,
            count = of,
            time = time
        )
    }
}

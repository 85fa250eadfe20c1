//! The paytables screen: every paytable as it will be posted (the same
//! [`pitpay_core::Posted`] model the printed sign draws), with version,
//! effective date, fingerprint and verified state, and its exact figures: house edge and hit frequency at the chosen deck count under the round's
//! house options, worked out in the background and redone when either changes, a
//! paytable that would pay the player flagged, and per tier "1 in N" on demand. Files
//! that failed to load are listed with their error while the others stay usable.
//!
//! A filter box above the cards keeps those whose name, id, bet or game has
//! every word typed (in English or the window's language) (forty cards are a long scroll), and the palette's "Tier odds: X"
//! scrolls to X's card with its tiers open.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use iced::widget::{button, column, container, pick_list, row, text, text_input, Column};
use iced::{Element, Length, Task};

use crate::gui::scroll::pane;
use crate::gui::tab_stop;
use crate::gui::titles;
use crate::gui::widget::{Choice, ERROR, WARNING};
use pitpay_core::analysis::{self, Analysis, Quick, Setup};
use pitpay_core::Catalog;
use pitpay_core::Game;
use pitpay_core::HouseOptions;
use pitpay_core::Paytable;
use pitpay_core::Posted;
use pitpay_documents::sign::Size;
use pitpay_language::{t, Sentence, Words};

/// What the screen can be told.
#[derive(Debug, Clone)]
pub(crate) enum Message {
    /// Show the figures at this deck count (`None`: each paytable's largest).
    Decks(Option<u8>),
    /// A paytable's house edge and hit frequency were worked out (or not).
    Figured(String, u8, Result<Quick, Sentence>),
    /// Show or hide a paytable's per-tier figures.
    Tiers(String),
    /// A paytable's whole analysis was worked out (or not).
    Analyzed(String, u8, Result<Arc<Analysis>, Sentence>),
    /// "Print sign" in a size.
    PrintSign(String, Size),
    /// The filter box was edited.
    Filter(String),
}

/// What the screen asks of the app.
#[derive(Debug)]
pub(crate) enum Action {
    /// Nothing.
    None,
    /// Run this work.
    Run(Task<Message>),
    /// Print this paytable's sign in this size.
    PrintSign(String, Size),
}

/// What the screen needs from the app.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The paytables (shipped and the operator's) and the files that did not load.
    pub catalog: &'a Arc<Catalog>,
    /// The window's words: the cards are posted in its language.
    pub words: &'a Words,
}

/// The screen's state: the deck count asked for and the figures worked out so far.
#[derive(Debug, Default)]
pub(crate) struct Paytables {
    /// The deck count shown; `None` for each paytable's largest.
    pub decks: Option<u8>,
    /// House edge and hit frequency per paytable, at the deck count it is shown for.
    figures: BTreeMap<(String, u8), Result<Quick, Sentence>>,
    /// The paytables whose tiers are open, with their analysis once worked out.
    open: BTreeMap<String, Option<Result<Arc<Analysis>, Sentence>>>,
    /// The house options the figures were worked out under, one set per game.
    house: BTreeMap<Game, HouseOptions>,
    /// The filter box's text.
    pub filter: String,
}

/// The filter box's id.
pub(crate) const FILTER_ID: &str = "paytables-filter";

/// Whether a paytable's card is kept by the filter: every word typed is in its name,
/// id, bet or game (any case), in English or in the window's words (二十一點 finds the
/// blackjack tables in Chinese), or in its name in any language.
pub(crate) fn kept(t: &Paytable, catalog: &Catalog, filter: &str, w: &Words) -> bool {
    let served: Vec<Game> = Game::ALL.into_iter().filter(|g| t.serves(*g)).collect();
    let games: Vec<String> = served
        .iter()
        .flat_map(|g| [g.title().to_string(), titles::game(*g, w)])
        .collect();
    // Its names in every language, so a filter typed in Chinese finds it too.
    let all = pitpay_language::Language::all();
    let names: Vec<&str> = all.iter().filter_map(|l| t.names.get(l)).collect();
    let said = format!(
        "{} {} {} {} {} {}",
        t.name,
        t.id,
        catalog.bet_title(t.bet),
        titles::bet(catalog, t.bet, w),
        games.join(" "),
        names.join(" "),
    )
    .to_lowercase();
    filter
        .split_whitespace()
        .all(|word| said.contains(&word.to_lowercase()))
}

/// The deck count a paytable is shown at: the one asked for when it allows it, else its
/// largest (R1.2).
fn decks_for(t: &Paytable, asked: Option<u8>) -> u8 {
    match asked {
        Some(d) if t.decks.contains(&d) => d,
        _ => t.decks.iter().copied().max().unwrap_or(8),
    }
}

impl Paytables {
    /// The house options of each game: defaults, and the round's own for its game.
    fn options(&self, game: Game) -> HouseOptions {
        self.house
            .get(&game)
            .cloned()
            .unwrap_or_else(|| HouseOptions::defaults(game))
    }

    /// Works the figures out again when the screen is shown or the round's house
    /// options changed: the whole catalog, in the background.
    pub(crate) fn refresh(
        &mut self,
        cx: &Context<'_>,
        round: Option<&HouseOptions>,
    ) -> Task<Message> {
        let mut house: BTreeMap<Game, HouseOptions> = BTreeMap::new();
        if let Some(h) = round {
            house.insert(h.game, h.clone());
        }
        if house != self.house {
            self.house = house;
            self.figures.clear();
            self.open.clear();
        }
        self.figure_all(cx.catalog)
    }

    fn figure_all(&mut self, catalog: &Arc<Catalog>) -> Task<Message> {
        let mut tasks = Vec::new();
        for t in catalog.paytables() {
            let decks = decks_for(t, self.decks);
            if self.figures.contains_key(&(t.id.clone(), decks)) {
                continue;
            }
            let game = t.home_game;
            let (table, house) = (Arc::clone(t), self.options(game));
            tasks.push(Task::perform(
                async move {
                    let q = analysis::quick(&table, decks, &house).map_err(|e| Sentence::from(&e));
                    (table.id.clone(), decks, q)
                },
                |(id, decks, q)| Message::Figured(id, decks, q),
            ));
        }
        Task::batch(tasks)
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, cx: &Context<'_>) -> Action {
        let catalog = cx.catalog;
        match message {
            Message::Decks(d) => {
                self.decks = d;
                self.open.clear();
                Action::Run(self.figure_all(catalog))
            }
            Message::Figured(id, decks, q) => {
                self.figures.insert((id, decks), q);
                Action::None
            }
            Message::Tiers(id) => {
                if self.open.remove(&id).is_some() {
                    return Action::None;
                }
                // A main game's figures are its edge, shown on its card: no tiers.
                let Some(t) = catalog
                    .paytable(&id)
                    .filter(|t| analysis::main_game_of(t).is_none())
                    .cloned()
                else {
                    return Action::None;
                };
                self.open.insert(id, None);
                let decks = decks_for(&t, self.decks);
                let game = t.home_game;
                let setup = Setup::new(decks, self.options(game));
                Action::Run(Task::perform(
                    async move {
                        let a = analysis::analyze(&t, &setup)
                            .map(Arc::new)
                            .map_err(|e| Sentence::from(&e));
                        (t.id.clone(), decks, a)
                    },
                    |(id, decks, a)| Message::Analyzed(id, decks, a),
                ))
            }
            Message::Analyzed(id, decks, a) => {
                let still_asked = catalog
                    .paytable(&id)
                    .is_some_and(|t| decks_for(t, self.decks) == decks);
                if let (Some(slot), true) = (self.open.get_mut(&id), still_asked) {
                    *slot = Some(a);
                }
                Action::None
            }
            Message::PrintSign(id, size) => Action::PrintSign(id, size),
            Message::Filter(text) => {
                self.filter = text;
                Action::None
            }
        }
    }

    /// Makes a card visible (the filter cleared if it hides it) and opens its tiers
    /// when asked and not open yet; gives the work and the id to put the focus on,
    /// which scrolls the card into view.
    pub(crate) fn reveal(&mut self, id: &str, tiers: bool, cx: &Context<'_>) -> (Action, String) {
        let catalog = cx.catalog;
        let Some(t) = catalog.paytable(id) else {
            return (Action::None, FILTER_ID.to_string());
        };
        if !kept(t, catalog, &self.filter, cx.words) {
            self.filter.clear();
        }
        let main = analysis::main_game_of(t).is_some();
        let at = if main { card_id(id) } else { tiers_id(id) };
        if tiers && !main && !self.open.contains_key(id) {
            return (self.update(Message::Tiers(id.to_string()), cx), at);
        }
        (Action::None, at)
    }

    /// The screen, in its pane.
    pub(crate) fn view<'a>(&'a self, cx: &Context<'a>) -> Element<'a, Message> {
        let catalog: &'a Catalog = cx.catalog;
        let w = cx.words;
        let mut col = Column::new().spacing(10);
        col = col.push(text(t!(w, "paytables-title")).size(22));
        let shown: Vec<&Arc<Paytable>> = catalog
            .paytables()
            .filter(|t| kept(t, catalog, &self.filter, w))
            .collect();
        col = col.push(
            row![
                text_input(&t!(w, "paytables-filter"), &self.filter)
                    .id(FILTER_ID)
                    .on_input(Message::Filter)
                    .style(tab_stop::field_style)
                    .width(Length::Fixed(380.0))
                    .padding(5),
                text(t!(
                    w,
                    "paytables-shown",
                    shown = shown.len(),
                    count = catalog.paytables().count()
                ))
                .size(13),
            ]
            .spacing(10)
            .align_y(iced::Alignment::Center),
        );
        col = col.push(self.deck_picker(w));
        for p in catalog.problems() {
            let said = t!(w, "paytables-did-not-load", problem = p.in_words(w));
            col = col.push(text(said).color(ERROR));
        }
        for table in shown {
            col = col.push(self.card(table, w));
        }
        pane("paytables", col.into())
    }

    fn deck_picker(&self, w: &Words) -> Element<'_, Message> {
        let mut choices = vec![Choice::new(None, t!(w, "paytables-largest"))];
        choices.extend((1..=8u8).map(|d| Choice::new(Some(d), t!(w, "sign-decks", count = d))));
        let now = choices.iter().find(|c| c.value == self.decks).cloned();
        // Redrawn whole when its value changes (Up and Down on it used to leave the old
        // label under the new one): see `gui::crisp`.
        let list = pick_list(choices, now, |c| Message::Decks(c.value)).text_size(14);
        row![
            text(t!(w, "paytables-figures-at")).size(14),
            tab_stop::list(crate::gui::crisp::crisp(list, &self.decks)),
            text(t!(w, "paytables-under-house-options")).size(13),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .wrap()
        .vertical_spacing(4)
        .into()
    }

    fn card<'a>(&'a self, table: &'a Paytable, w: &Words) -> Element<'a, Message> {
        let decks = decks_for(table, self.decks);
        let game = table.home_game;
        let mut p = Posted::in_words(table, decks, &self.options(game), w);
        // A name the file does not give in the window's language shows in English,
        // and says so.
        let lang = w.language();
        if *lang != pitpay_language::Language::ENGLISH && table.names.get(lang).is_none() {
            p.title = t!(w, "paytables-in-english", name = p.title.as_str());
        }
        let mut c = Column::new().spacing(3);
        c = c.push(head(&p, w));
        // A main game's figures are the game's, not tiers': no tier odds to show.
        let tiers = analysis::main_game_of(table).is_none();
        c = c.push(self.figures_line(&table.id, decks, tiers, w));
        if let Some(lead) = &p.lead {
            c = c.push(text(lead.clone()).size(16));
        }
        let opened = self.open.get(&table.id);
        // The figures name tiers in English: a posted line is matched by its place.
        let one_in = |n: usize, label: &str| -> Option<String> {
            let Some(Some(Ok(a))) = opened else {
                return None;
            };
            let english = table
                .tiers()
                .get(n)
                .map_or(label, |tier| tier.name.as_str());
            a.tiers
                .iter()
                .find(|f| f.name.to_string() == english)
                .and_then(|f| f.one_in())
                .map(|n| t!(w, "paytables-one-in", n = group(n, w)))
        };
        for section in &p.sections {
            if let Some(h) = &section.heading {
                c = c.push(text(h.clone()).size(14));
            }
            for (n, line) in section.lines.iter().enumerate() {
                c = c.push(row![
                    text(line.label.clone()).width(Length::Fixed(380.0)),
                    text(line.pays.clone()).width(Length::Fixed(160.0)),
                    text(one_in(n, &line.label).unwrap_or_default()).size(13),
                ]);
            }
        }
        if let Some(Some(Err(e))) = opened {
            c = c.push(text(e.in_words(w)).size(13).color(ERROR));
        }
        for note in p.cards_note.iter().chain(&p.rules).chain(&p.example) {
            c = c.push(text(note.clone()).size(13));
        }
        c = c.push(
            column![
                text(format!("{} · {}", p.stake, p.decks)).size(13),
                text(p.identity.clone()).size(12),
            ]
            .spacing(2),
        );
        container(c)
            .padding(10)
            .width(Length::Fill)
            .style(container::bordered_box)
            .into()
    }

    /// "House edge 4.41% · pays 1 in 10.3": the figures, still being worked out, or why
    /// not; a paytable whose return is over 100% is flagged.
    fn figures_line(&self, id: &str, decks: u8, tiers: bool, w: &Words) -> Element<'_, Message> {
        let tiers_button = button(text(if self.open.contains_key(id) {
            t!(w, "paytables-hide-tier-odds")
        } else {
            t!(w, "paytables-tier-odds")
        }))
        .padding([1, 8])
        .style(button::secondary)
        .on_press(Message::Tiers(id.to_string()));
        let words: Element<'_, Message> = match self.figures.get(&(id.to_string(), decks)) {
            None => text(t!(w, "paytables-working-out")).size(13).into(),
            Some(Err(e)) => text(e.in_words(w)).size(13).into(),
            Some(Ok(q)) if q.pays_player => text(t!(
                w,
                "paytables-pays-player",
                returns = format!("{:.2}", 100.0 * (1.0 - q.house_edge)),
                edge = format!("{:.2}", 100.0 * q.house_edge)
            ))
            .size(13)
            .color(WARNING)
            .into(),
            Some(Ok(q)) if q.basic_strategy => text(t!(
                w,
                "paytables-edge-basic-strategy",
                edge = format!("{:.2}", 100.0 * q.house_edge),
                wins = format!("{:.1}", 100.0 * q.hit_frequency)
            ))
            .size(13)
            .into(),
            Some(Ok(q)) => text(t!(
                w,
                "paytables-edge",
                edge = format!("{:.2}", 100.0 * q.house_edge),
                n = group(1.0 / q.hit_frequency.max(f64::MIN_POSITIVE), w)
            ))
            .size(13)
            .into(),
        };
        let mut line = row![words].spacing(10).align_y(iced::Alignment::Center);
        if tiers {
            line = line.push(tab_stop::stop(tiers_button, tab_stop::Kind::Press).id(tiers_id(id)));
        }
        line.into()
    }
}

/// A "1 in N" figure for people: 10.3, 46, 1,234, 649,740.
fn group(n: f64, w: &Words) -> String {
    if !n.is_finite() {
        return t!(w, "paytables-never");
    }
    if n < 100.0 {
        return format!("{n:.1}");
    }
    // A float rounds to the nearest whole number; past u64 it saturates (never).
    crate::gui::widget::thousands(n.round() as u64)
}

fn head<'a>(p: &Posted, w: &Words) -> Element<'a, Message> {
    let mut head = row![
        text(p.title.clone()).size(18),
        text(p.subtitle.clone()).size(13)
    ]
    .spacing(10)
    .align_y(iced::Alignment::Center);
    if p.warning.is_some() {
        head = head.push(text(t!(w, "paytables-unverified")).color(WARNING).size(13));
    }
    head = head.push(text(t!(w, "paytables-print-sign")).size(13));
    for (label, size) in [
        (t!(w, "paytables-letter"), Size::Letter),
        (t!(w, "paytables-a4"), Size::A4),
        (t!(w, "paytables-tent"), Size::Tent),
    ] {
        let b = button(text(label))
            .padding([2, 8])
            .style(button::secondary)
            .on_press(Message::PrintSign(p.id.clone(), size));
        // The first button names the card: the palette puts the focus there.
        let stop = tab_stop::stop(b, tab_stop::Kind::Press);
        head = head.push(if size == Size::Letter {
            stop.id(card_id(&p.id))
        } else {
            stop
        });
    }
    head.wrap().into()
}

/// The id of a card's first button ("Print sign: Letter"), where the focus goes to
/// show a card that has no tiers.
pub(crate) fn card_id(paytable: &str) -> String {
    format!("card-{paytable}")
}

/// The id of a paytable's "Tier odds" button: the palette's "Tier odds: X" puts the
/// focus there, which scrolls the card into view.
pub(crate) fn tiers_id(paytable: &str) -> String {
    format!("tiers-{paytable}")
}

/// The file name offered for a sign: the paytable's id and the size.
/// Draws a paytable's sign and files it in the signs folder, never over another file
/// (the work behind "Print sign").
pub(crate) async fn print_sign(
    catalog: Arc<Catalog>,
    id: String,
    size: Size,
    data: Option<PathBuf>,
    words: Arc<Words>,
) -> crate::gui::filed::FiledNote {
    use crate::gui::error::Error;
    let dir = data.ok_or(Error::NoDataFolder)?;
    let options = (None, None, false);
    let bytes = pitpay_documents::sign::render_in(&catalog, &id, size, options, &[&*words])?;
    let settings = pitpay_journal::Settings::load(&dir).map_err(Error::Settings)?;
    let day = settings
        .clock()
        .stamp(jiff::Timestamp::now())
        .gaming_day
        .to_string();
    let path = pitpay_journal::Shelf::Signs
        .place(&dir, &crate::names::sign(&id, size, &day))
        .map_err(Error::Settings)?;
    pitpay_journal::write_atomic(&path, &bytes).map_err(|e| Error::write(&path, e))?;
    Ok((
        path.clone(),
        t!(
            words,
            "paytables-sign-filed",
            paytable = id.as_str(),
            file = path.display().to_string()
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_in_figures_read_naturally() {
        let w = pitpay_language::english();
        assert_eq!(group(10.333, w), "10.3");
        assert_eq!(group(1234.4, w), "1,234");
        assert_eq!(group(649_740.0, w), "649,740");
        assert_eq!(group(f64::INFINITY, w), "never");
    }
}

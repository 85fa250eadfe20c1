//! The chart of the last practice runs, drawn on an iced canvas: one
//! bar per run, its height the share answered right, green from 80%, amber from 50%,
//! red below, with the 50% and 100% lines; under each bar its drill and game as two
//! letters in English ("PB" is Pay it on blackjack), a short word each in Chinese
//! ("派21"), explained by [`legend`].

use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{mouse, Color, Element, Length, Point, Rectangle, Renderer, Size, Theme};

use pitpay_core::Game;
use pitpay_language::{t, Words};
use pitpay_practice::Drill;
use pitpay_practice::RunStats;

use crate::gui::titles;

/// The chart of some runs (oldest first).
#[derive(Debug, Clone)]
pub(crate) struct RunsChart {
    /// (drill and game letters, share right 0-1, "8/10").
    pub runs: Vec<(String, f32, String)>,
}

/// A drill's letter under its bars, in the window's words (a short word in Chinese).
fn drill_letter(d: Drill, w: &Words) -> String {
    t!(w, "practice-item-chart-drill", drill = d.id())
}

/// A game's letter under its bars, in the window's words.
fn game_letter(g: Game, w: &Words) -> String {
    t!(w, "practice-item-chart-game", game = g.id())
}

/// What the letters under the bars stand for.
pub(crate) fn legend(w: &Words) -> String {
    let drills: Vec<String> = Drill::ALL
        .iter()
        .map(|d| format!("{} {}", drill_letter(*d, w), titles::drill(*d, w)))
        .collect();
    let games: Vec<String> = Game::ALL
        .iter()
        .map(|g| format!("{} {}", game_letter(*g, w), titles::game(*g, w)))
        .collect();
    t!(
        w,
        "practice-chart-legend",
        drills = drills.join(", "),
        games = games.join(", ")
    )
}

/// A run's letters; "?" for a drill or game this build does not know.
fn letters(r: &RunStats, w: &Words) -> String {
    let d = r
        .drill
        .parse()
        .map_or_else(|_| "?".to_string(), |d| drill_letter(d, w));
    let g = r
        .game
        .parse()
        .map_or_else(|_| "?".to_string(), |g| game_letter(g, w));
    format!("{d}{g}")
}

impl RunsChart {
    /// The chart of these runs, its letters in `w`'s words.
    pub(crate) fn of(runs: &[RunStats], w: &Words) -> RunsChart {
        RunsChart {
            runs: runs
                .iter()
                .map(|r| {
                    (
                        letters(r, w),
                        r.accuracy() as f32,
                        format!("{}/{}", r.right, r.answered),
                    )
                })
                .collect(),
        }
    }

    /// The chart as a widget of this height.
    pub(crate) fn view<'a, M: 'a>(self, height: f32) -> Element<'a, M> {
        canvas::Canvas::new(self)
            .width(Length::Fill)
            .height(Length::Fixed(height))
            .into()
    }
}

fn bar_colour(share: f32) -> Color {
    if share >= 0.8 {
        Color::from_rgb(0.16, 0.60, 0.28)
    } else if share >= 0.5 {
        Color::from_rgb(0.85, 0.55, 0.05)
    } else {
        Color::from_rgb(0.80, 0.15, 0.15)
    }
}

impl<M> canvas::Program<M> for RunsChart {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let ink = theme.palette().text;
        let faint = Color { a: 0.25, ..ink };
        let (left, bottom, top) = (38.0, 18.0, 8.0);
        let w = (bounds.width - left - 4.0).max(1.0);
        let h = (bounds.height - bottom - top).max(1.0);
        let y_of = |share: f32| top + h * (1.0 - share.clamp(0.0, 1.0));
        for (share, label) in [(1.0, "100%"), (0.5, "50%"), (0.0, "0%")] {
            let y = y_of(share);
            let line = Path::line(Point::new(left, y), Point::new(left + w, y));
            frame.stroke(&line, Stroke::default().with_color(faint).with_width(1.0));
            frame.fill_text(Text {
                content: label.to_string(),
                position: Point::new(2.0, y - 7.0),
                color: ink,
                size: 11.0.into(),
                ..Text::default()
            });
        }
        let n = self.runs.len().max(1) as f32;
        let slot = w / n.max(10.0);
        for (i, (label, share, _)) in self.runs.iter().enumerate() {
            let x = left + slot * i as f32 + slot * 0.15;
            let y = y_of(*share);
            let bar = Path::rectangle(
                Point::new(x, y),
                Size::new(slot * 0.7, (top + h - y).max(1.5)),
            );
            frame.fill(&bar, bar_colour(*share));
            frame.fill_text(Text {
                content: label.clone(),
                position: Point::new(x, top + h + 3.0),
                color: ink,
                size: 10.0.into(),
                ..Text::default()
            });
        }
        vec![frame.into_geometry()]
    }
}

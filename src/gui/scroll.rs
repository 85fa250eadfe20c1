//! Scrolling by keyboard: every pane scrolls with Page Up and Page Down,
//! Home and End (and the arrows) when it has the focus, Page Up and Page Down also
//! from any field or button inside it, and Ctrl+Up / Ctrl+Down (Ctrl+Home / Ctrl+End)
//! scroll the screen's reading pane from anywhere: the settlement beside the form, the
//! slip list under History's search box.
//!
//! The keymap ([`super::keymap`]) runs two walks of the widget tree: [`Locate`] finds
//! what has the focus and which scrollable to move, [`Apply`] moves it. Panes are
//! [`super::tab_stop`] stops named `pane-…`; each one's scrollable is the next one the
//! walk meets after it.

use iced::advanced::widget::operation::{Focusable, Scrollable, TextInput};
use iced::advanced::widget::{Id, Operation};
use iced::widget::operation::AbsoluteOffset;
use iced::widget::{container, scrollable};
use iced::{Element, Length, Rectangle, Vector};

/// How far a line is (an arrow key).
const LINE: f32 = 48.0;

/// The share of a pane's height a page moves, so a line of the last page stays on
/// screen to read on from.
const PAGE: f32 = 0.85;

/// How to scroll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    /// A page down (1) or up (-1).
    Page(i8),
    /// A line down (1) or up (-1).
    Line(i8),
    /// To the top.
    Top,
    /// To the bottom.
    Bottom,
}

/// What has the keyboard focus, as far as scrolling cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Focused {
    /// Nothing.
    Nothing,
    /// A text field (it keeps Home, End and the arrows).
    Field,
    /// A pane (it scrolls on every scrolling key).
    Pane,
    /// A button or a list (it keeps the arrows and Enter).
    Other,
}

/// The prefix of a pane's tab-stop id.
pub(crate) const PANE: &str = "pane-";

/// The id of a pane's tab stop (`pane-history`), and of its scrollable.
pub(crate) fn pane_ids(name: &str) -> (String, String) {
    (format!("{PANE}{name}"), format!("{PANE}{name}-scroll"))
}

/// A scrolling column of a screen, one share of the width: a tab stop named
/// `pane-NAME` that Page Up, Page Down, Home and End scroll.
pub(crate) fn pane<'a, M: 'a>(name: &str, content: Element<'a, M>) -> Element<'a, M> {
    pane_of(name, content, 1)
}

/// A pane taking `share` parts of the width.
pub(crate) fn pane_of<'a, M: 'a>(
    name: &str,
    content: Element<'a, M>,
    share: u16,
) -> Element<'a, M> {
    let (stop, scroller) = pane_ids(name);
    let body = scrollable(container(content).padding([0, 14]))
        .id(scroller)
        .width(Length::FillPortion(share))
        .height(Length::Fill);
    super::tab_stop::stop(body, super::tab_stop::Kind::Pane)
        .id(stop)
        .into()
}

/// Walk 1: what has the focus, the scrollable around it (or the pane's own), and the
/// reading pane's scrollable.
pub(crate) struct Locate {
    reading: Id,
    /// What has the focus.
    pub focused: Focused,
    /// The scrollable that holds the focus (for a pane: its own), by walking order.
    pub around: Option<usize>,
    /// The reading pane's scrollable, by walking order.
    pub reading_at: Option<usize>,
    scrollables: usize,
    entering: Option<usize>,
    open: Vec<usize>,
    next_is_pane: bool,
    text_input: bool,
}

impl Locate {
    /// A walk that also looks for the scrollable with id `reading`.
    pub(crate) fn new(reading: &str) -> Locate {
        Locate {
            reading: Id::from(reading.to_string()),
            focused: Focused::Nothing,
            around: None,
            reading_at: None,
            scrollables: 0,
            entering: None,
            open: Vec::new(),
            next_is_pane: false,
            text_input: false,
        }
    }

    /// The scrollable a key moves, or `None` to leave the key to the widgets: a text
    /// field keeps Home, End and the arrows; a button or list keeps the arrows.
    pub(crate) fn target(&self, step: Step, reading: bool) -> Option<usize> {
        if reading {
            return self.reading_at;
        }
        let mine = match (self.focused, step) {
            (Focused::Pane, _) => true,
            (Focused::Field, Step::Page(_))
            | (Focused::Other, Step::Page(_) | Step::Top | Step::Bottom) => true,
            (Focused::Nothing, _) => return self.reading_at,
            _ => false,
        };
        if mine {
            self.around.or(self.reading_at)
        } else {
            None
        }
    }
}

impl Operation for Locate {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let entered = self.entering.take();
        if let Some(i) = entered {
            self.open.push(i);
        }
        operate(self);
        if entered.is_some() {
            self.open.pop();
        }
    }

    fn scrollable(
        &mut self,
        id: Option<&Id>,
        _b: Rectangle,
        _c: Rectangle,
        _t: Vector,
        _s: &mut dyn Scrollable,
    ) {
        let i = self.scrollables;
        if id == Some(&self.reading) {
            self.reading_at = Some(i);
        }
        if self.next_is_pane {
            self.around = Some(i);
            self.next_is_pane = false;
        }
        self.entering = Some(i);
        self.scrollables += 1;
    }

    // A text input reports itself as one just before it reports itself as focusable.
    fn text_input(&mut self, _id: Option<&Id>, _b: Rectangle, _s: &mut dyn TextInput) {
        self.text_input = true;
    }

    fn focusable(&mut self, id: Option<&Id>, _b: Rectangle, state: &mut dyn Focusable) {
        let field = std::mem::take(&mut self.text_input);
        if !state.is_focused() || self.focused != Focused::Nothing {
            return;
        }
        // An id's text is only in its debug form (`Id(Custom("pane-form"))`).
        let pane = id.is_some_and(|id| format!("{id:?}").contains(&format!("\"{PANE}")));
        self.focused = if field {
            Focused::Field
        } else if pane {
            Focused::Pane
        } else {
            Focused::Other
        };
        if pane {
            self.next_is_pane = true;
        } else {
            self.around = self.open.last().copied();
        }
    }
}

/// Walk 2: scroll the scrollable at `index` (walking order) by `step`.
pub(crate) struct Apply {
    /// Which scrollable.
    pub index: usize,
    /// How far.
    pub step: Step,
    seen: usize,
}

impl Apply {
    /// Scrolls the `index`th scrollable by `step`.
    pub(crate) fn new(index: usize, step: Step) -> Apply {
        Apply {
            index,
            step,
            seen: 0,
        }
    }
}

impl Operation for Apply {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        _t: Vector,
        state: &mut dyn Scrollable,
    ) {
        if self.seen == self.index {
            let by = |y: f32| AbsoluteOffset { x: 0.0, y };
            match self.step {
                Step::Page(sign) => {
                    state.scroll_by(by(f32::from(sign) * PAGE * bounds.height), bounds, content)
                }
                Step::Line(sign) => state.scroll_by(by(f32::from(sign) * LINE), bounds, content),
                Step::Top => state.scroll_to(AbsoluteOffset {
                    x: None,
                    y: Some(0.0),
                }),
                Step::Bottom => state.scroll_to(AbsoluteOffset {
                    x: None,
                    y: Some((content.height - bounds.height).max(0.0)),
                }),
            }
        }
        self.seen += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn located(focused: Focused, around: Option<usize>) -> Locate {
        Locate {
            focused,
            around,
            reading_at: Some(7),
            ..Locate::new("pane-x-scroll")
        }
    }

    #[test]
    fn a_field_keeps_home_end_and_the_arrows_but_not_page_down() {
        let l = located(Focused::Field, Some(2));
        assert_eq!(l.target(Step::Page(1), false), Some(2));
        assert_eq!(l.target(Step::Top, false), None);
        assert_eq!(l.target(Step::Line(1), false), None);
        assert_eq!(
            l.target(Step::Line(1), true),
            Some(7),
            "Ctrl: the reading pane"
        );
    }

    #[test]
    fn a_focused_pane_takes_every_scrolling_key() {
        let l = located(Focused::Pane, Some(3));
        for s in [Step::Page(-1), Step::Line(1), Step::Top, Step::Bottom] {
            assert_eq!(l.target(s, false), Some(3));
        }
    }

    #[test]
    fn with_nothing_focused_the_reading_pane_scrolls() {
        let l = located(Focused::Nothing, None);
        assert_eq!(l.target(Step::Bottom, false), Some(7));
        let list = located(Focused::Other, Some(1));
        assert_eq!(
            list.target(Step::Line(1), false),
            None,
            "a list keeps the arrows"
        );
        assert_eq!(list.target(Step::Page(1), false), Some(1));
    }
}

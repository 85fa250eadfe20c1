//! Moving the keyboard focus the way a form should: Tab, Shift+Tab and Enter go to the
//! next field, **select its text** (typing "7" over "5" gives "7", not "57"), and
//! **scroll it into view** when it sits below (or above) the visible part of a
//! scrollable. iced 0.14's own `focus_next` does neither: it puts the cursor at the end
//! and leaves the field wherever it is.
//!
//! It is one widget [`Operation`] in three passes over the widget tree: count the
//! focusable widgets and find the focused one; move the focus and note where the new
//! field is and which scrollable holds it; select the field's text and scroll that
//! scrollable. Each pass hands the next one on through [`Outcome::Chain`], as iced's own
//! operations do, so it runs both as a task and inside the key handler
//! ([`super::keymap`]).

use iced::advanced::widget::operation::{Focusable, Outcome, Scrollable, TextInput};
use iced::advanced::widget::{Id, Operation};
use iced::widget::operation::AbsoluteOffset;
use iced::{Rectangle, Vector};

/// Room kept above a field scrolled into view (its label) and below it (its error).
const ABOVE: f32 = 30.0;
const BELOW: f32 = 34.0;

/// Where the focus goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Target {
    /// The next focusable widget (Tab, Enter), wrapping round at the end.
    Next,
    /// The previous one (Shift+Tab), wrapping round at the start.
    Previous,
    /// The next text field (Enter in a field): the buttons and lists between are
    /// passed over, so a round is typed field after field.
    NextField,
    /// The next text field that is none of these (Enter in the round's form passes
    /// the fields the round does not use: a seat's number, numbered by itself, and
    /// insurance when the dealer shows no ace). Tab still reaches them.
    NextFieldPast(Vec<Id>),
    /// The widget with this id.
    Id(Id),
    /// The text field with this id, its cursor at the end of what it holds and nothing
    /// selected: typing goes on after it (a PIN begun in the ID box before it).
    TypingOn(Id),
    /// No widget: every field loses the focus. After the form changes shape (a seat
    /// removed, an undo across a split), iced would otherwise keep the focus at the
    /// same place in the widget tree, which is now another field.
    Nothing,
}

/// Moves the focus to `target`, selects the text there, scrolls it into view.
pub(crate) fn focus(target: Target) -> impl Operation + 'static {
    Count {
        target,
        total: 0,
        focused: None,
        fields: Vec::new(),
        ids: Vec::new(),
        text_input: false,
    }
}

/// A task running [`focus`].
pub(crate) fn task<M: Send + 'static>(target: Target) -> iced::Task<M> {
    iced::advanced::widget::operate(focus(target)).discard()
}

/// A task giving the id of the widget that has the focus (none when nothing has it, or
/// what has it has no id): kept before a panel or the palette takes the keyboard, so
/// that closing it puts the focus back where it was.
pub(crate) fn remember<M: Send + 'static>(to: fn(Option<Id>) -> M) -> iced::Task<M> {
    iced::advanced::widget::operate(Focused { found: None }).map(to)
}

/// Finds the focused widget's id ([`remember`]).
struct Focused {
    found: Option<Id>,
}

impl Operation<Option<Id>> for Focused {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation<Option<Id>>)) {
        operate(self);
    }

    fn focusable(&mut self, id: Option<&Id>, _b: Rectangle, state: &mut dyn Focusable) {
        if state.is_focused() {
            self.found = id.cloned();
        }
    }

    fn finish(&self) -> Outcome<Option<Id>> {
        Outcome::Some(self.found.clone())
    }
}

/// Runs an operation and the ones it chains to, as the runtime does.
pub(crate) fn run(mut op: Box<dyn Operation>, mut pass: impl FnMut(&mut dyn Operation)) {
    loop {
        pass(op.as_mut());
        match op.finish() {
            Outcome::Chain(next) => op = next,
            Outcome::None | Outcome::Some(()) => break,
        }
    }
}

/// Pass 1: how many focusable widgets, and which one has the focus.
struct Count {
    target: Target,
    total: usize,
    focused: Option<usize>,
    /// Which of the focusable widgets are text fields.
    fields: Vec<bool>,
    /// Each focusable widget's id, if it has one.
    ids: Vec<Option<Id>>,
    text_input: bool,
}

impl Operation for Count {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    // A text input reports itself as one just before it reports itself as focusable.
    fn text_input(&mut self, _id: Option<&Id>, _b: Rectangle, _s: &mut dyn TextInput) {
        self.text_input = true;
    }

    fn focusable(&mut self, id: Option<&Id>, _b: Rectangle, state: &mut dyn Focusable) {
        if state.is_focused() {
            self.focused = Some(self.total);
        }
        self.fields.push(std::mem::take(&mut self.text_input));
        self.ids.push(id.cloned());
        self.total += 1;
    }

    fn finish(&self) -> Outcome<()> {
        if self.total == 0 {
            return Outcome::None;
        }
        let past: &[Id] = match &self.target {
            Target::NextFieldPast(ids) => ids,
            _ => &[],
        };
        let next_field = |from: usize| {
            (1..=self.total)
                .map(|k| (from + k) % self.total)
                .find(|&i| {
                    let skipped = self
                        .ids
                        .get(i)
                        .and_then(Option::as_ref)
                        .is_some_and(|id| past.contains(id));
                    self.fields.get(i).copied().unwrap_or(false) && !skipped
                })
        };
        let wanted = match (&self.target, self.focused) {
            (Target::NextField | Target::NextFieldPast(_), Some(i)) => next_field(i),
            (Target::NextField | Target::NextFieldPast(_), None) => next_field(self.total - 1),
            (Target::Next, Some(i)) => Some((i + 1) % self.total),
            (Target::Next, None) => Some(0),
            (Target::Previous, Some(0) | None) => Some(self.total - 1),
            (Target::Previous, Some(i)) => Some(i - 1),
            (Target::Id(_) | Target::TypingOn(_) | Target::Nothing, _) => None,
        };
        Outcome::Chain(Box::new(Move {
            wanted,
            by_id: match &self.target {
                Target::Id(id) | Target::TypingOn(id) => Some(id.clone()),
                _ => None,
            },
            select: !matches!(self.target, Target::TypingOn(_)),
            current: 0,
            scrollables: 0,
            entering: None,
            open: Vec::new(),
            found: None,
        }))
    }
}

/// A scrollable seen while walking: its index in walking order, bounds and offset.
#[derive(Debug, Clone, Copy)]
struct Frame {
    index: usize,
    bounds: Rectangle,
    content: Rectangle,
    offset: Vector,
}

/// Pass 2: focus the wanted widget (by index or id), unfocus the rest, and note where
/// it is and the innermost scrollable around it.
struct Move {
    wanted: Option<usize>,
    by_id: Option<Id>,
    current: usize,
    scrollables: usize,
    /// A scrollable whose children are about to be walked.
    entering: Option<Frame>,
    /// The scrollables around the widget being looked at, innermost last.
    open: Vec<Frame>,
    /// The focused widget's index and bounds, and its scrollable.
    found: Option<(usize, Rectangle, Option<Frame>)>,
    /// Select the field's text (else the cursor goes to its end).
    select: bool,
}

impl Operation for Move {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        // A scrollable announces itself, then asks to walk its content: only then is
        // the content inside it.
        let entered = self.entering.take();
        if let Some(f) = entered {
            self.open.push(f);
        }
        operate(self);
        if entered.is_some() {
            self.open.pop();
        }
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        offset: Vector,
        _state: &mut dyn Scrollable,
    ) {
        self.entering = Some(Frame {
            index: self.scrollables,
            bounds,
            content,
            offset,
        });
        self.scrollables += 1;
    }

    fn focusable(&mut self, id: Option<&Id>, bounds: Rectangle, state: &mut dyn Focusable) {
        let hit = match &self.by_id {
            Some(want) => id == Some(want),
            None => self.wanted == Some(self.current),
        };
        if hit && self.found.is_none() {
            state.focus();
            self.found = Some((self.current, bounds, self.open.last().copied()));
        } else {
            state.unfocus();
        }
        self.current += 1;
    }

    fn finish(&self) -> Outcome<()> {
        let Some((index, bounds, frame)) = self.found else {
            return Outcome::None;
        };
        let scroll = frame.and_then(|f| into_view(bounds, f).map(|y| (f.index, y)));
        Outcome::Chain(Box::new(Reveal {
            index,
            scroll,
            current: 0,
            scrollables: 0,
            select: self.select,
        }))
    }
}

/// The scroll offset that shows `field` (with its label and error line) inside the
/// scrollable `f`, or `None` when it is already in view. Bounds are layout positions,
/// before scrolling; the visible part is `offset` further down.
fn into_view(field: Rectangle, f: Frame) -> Option<f32> {
    let top = f.bounds.y + f.offset.y;
    let bottom = top + f.bounds.height;
    let most = (f.content.height - f.bounds.height).max(0.0);
    let wanted = if field.y - ABOVE < top {
        field.y - ABOVE - f.content.y
    } else if field.y + field.height + BELOW > bottom {
        field.y + field.height + BELOW - f.bounds.height - f.content.y
    } else {
        return None;
    };
    Some(wanted.clamp(0.0, most))
}

/// Pass 3: select the focused field's text and scroll its scrollable.
struct Reveal {
    index: usize,
    scroll: Option<(usize, f32)>,
    current: usize,
    scrollables: usize,
    select: bool,
}

impl Operation for Reveal {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _b: Rectangle,
        _c: Rectangle,
        _t: Vector,
        state: &mut dyn Scrollable,
    ) {
        if let Some((index, y)) = self.scroll {
            if index == self.scrollables {
                state.scroll_to(AbsoluteOffset {
                    x: None,
                    y: Some(y),
                });
            }
        }
        self.scrollables += 1;
    }

    // A text input reports itself as a text input just before it reports itself as
    // focusable, so `current` is its index among the focusable widgets here.
    fn text_input(&mut self, _id: Option<&Id>, _b: Rectangle, state: &mut dyn TextInput) {
        if self.current == self.index {
            if self.select {
                state.select_all();
            } else {
                state.move_cursor_to_end();
            }
        }
    }

    fn focusable(&mut self, _id: Option<&Id>, _b: Rectangle, _s: &mut dyn Focusable) {
        self.current += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(offset: f32) -> Frame {
        Frame {
            index: 0,
            bounds: Rectangle::new(iced::Point::new(0.0, 100.0), iced::Size::new(500.0, 400.0)),
            content: Rectangle::new(iced::Point::new(0.0, 100.0), iced::Size::new(500.0, 1500.0)),
            offset: Vector::new(0.0, offset),
        }
    }

    fn field(y: f32) -> Rectangle {
        Rectangle::new(iced::Point::new(10.0, y), iced::Size::new(200.0, 30.0))
    }

    #[test]
    fn a_field_in_view_is_not_scrolled() {
        assert_eq!(into_view(field(300.0), frame(0.0)), None);
    }

    #[test]
    fn a_field_below_the_fold_scrolls_up_to_just_show_it_and_its_error() {
        // Visible 100..500; the field 700..730 needs 730 + 34 - 400 - 100 = 264.
        assert_eq!(into_view(field(700.0), frame(0.0)), Some(264.0));
    }

    #[test]
    fn a_field_above_the_view_scrolls_down_to_show_its_label() {
        // Scrolled by 600 (visible 700..1100); the field at 300 wants 300 - 30 - 100.
        assert_eq!(into_view(field(300.0), frame(600.0)), Some(170.0));
    }

    #[test]
    fn scrolling_never_passes_the_end() {
        assert_eq!(into_view(field(1590.0), frame(0.0)), Some(1100.0));
    }
}

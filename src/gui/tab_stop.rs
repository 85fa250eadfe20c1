//! Tab stops for what iced 0.14 cannot focus: buttons, pick lists,
//! checkboxes, togglers and the scrolling panes. Wrapped in [`stop`], such a widget is
//! one more place Tab reaches in reading order, shows the focus ring when it has the
//! focus, and answers the keys people expect of it:
//!
//! - a button, checkbox or toggler: **Enter** or **Space** presses it;
//! - a pick list: **Up** and **Down** choose the previous or next value;
//! - a pane: Page Up, Page Down, Home, End and the arrows scroll it (the keymap does
//!   that, [`super::scroll`]); the ring is drawn inside its edge.
//!
//! The wrapper does not need to know the message a widget sends: it gives the widget the
//! very events a person's mouse would (a click at its middle; for a pick list, Ctrl
//! with a turn of the wheel, which iced's pick list takes as "next value"), so the
//! wrapped widget decides what happens, exactly as for the mouse.
//!
//! The ring meets WCAG 2.2's focus appearance: a solid 3 px band at least 3:1 against
//! the page in both themes ([`ring_colour`], tested below), and the text fields get the
//! same band as their focused border ([`field_style`]).

use iced::advanced::layout::{self, Layout};
use iced::advanced::renderer::{self, Renderer as _};
use iced::advanced::widget::{operation, tree, Id, Operation, Tree, Widget};
use iced::advanced::{mouse, overlay, Clipboard, Shell};
use iced::keyboard::{self, key, Key, Modifiers};
use iced::widget::text_input;
use iced::Vector;
use iced::{Background, Border, Color, Element, Event, Length, Point, Rectangle, Size, Theme};

/// How thick the focus ring is (WCAG 2.2 asks for at least 2 CSS pixels).
pub(crate) const RING: f32 = 3.0;

/// What kind of widget a tab stop holds, which says which keys it answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Enter or Space presses it (a button, a checkbox, a toggler).
    Press,
    /// Up and Down choose the previous or next value (a pick list).
    List,
    /// A scrolling pane: the keymap scrolls it; the ring is drawn inside its edge.
    Pane,
}

/// The ring's colour in a theme: deep blue on light backgrounds, amber on dark ones,
/// both well over 3:1 against the page and the widgets' own fills.
pub(crate) fn ring_colour(theme: &Theme) -> Color {
    if theme.extended_palette().is_dark {
        Color::from_rgb8(0xFF, 0xC4, 0x3D)
    } else {
        Color::from_rgb8(0x0B, 0x4F, 0xC4)
    }
}

/// The text fields' style: iced's own, with the focus ring as the focused border.
pub(crate) fn field_style(theme: &Theme, status: text_input::Status) -> text_input::Style {
    let base = text_input::default(theme, status);
    match status {
        text_input::Status::Focused { .. } => text_input::Style {
            border: Border {
                color: ring_colour(theme),
                width: RING,
                ..base.border
            },
            ..base
        },
        _ => base,
    }
}

/// A tab stop around `content`.
pub(crate) fn stop<'a, M: 'a>(content: impl Into<Element<'a, M>>, kind: Kind) -> TabStop<'a, M> {
    TabStop {
        content: content.into(),
        kind,
        id: None,
    }
}

/// A button, checkbox or toggler as a tab stop (Enter or Space presses it).
pub(crate) fn press<'a, M: 'a>(content: impl Into<Element<'a, M>>) -> Element<'a, M> {
    stop(content, Kind::Press).into()
}

/// A button that is a tab stop only while it does something: with no message it is
/// drawn disabled, and Tab passes it by.
pub(crate) fn press_when<'a, M: Clone + 'a>(
    b: iced::widget::Button<'a, M>,
    message: Option<M>,
) -> Element<'a, M> {
    match message {
        Some(m) => press(b.on_press(m)),
        None => b.into(),
    }
}

/// A pick list as a tab stop (Up and Down choose).
pub(crate) fn list<'a, M: 'a>(content: impl Into<Element<'a, M>>) -> Element<'a, M> {
    stop(content, Kind::List).into()
}

/// A wrapped widget: see the module's documentation.
pub(crate) struct TabStop<'a, M> {
    content: Element<'a, M>,
    kind: Kind,
    id: Option<Id>,
}

impl<'a, M: 'a> TabStop<'a, M> {
    /// Names the stop, so the app can put the focus there (a pane, a button after
    /// signing in).
    pub(crate) fn id(mut self, id: impl Into<Id>) -> TabStop<'a, M> {
        self.id = Some(id.into());
        self
    }
}

impl<'a, M: 'a> From<TabStop<'a, M>> for Element<'a, M> {
    fn from(t: TabStop<'a, M>) -> Element<'a, M> {
        Element::new(t)
    }
}

/// Whether the stop has the focus.
#[derive(Debug, Default)]
struct State {
    focused: bool,
}

impl operation::Focusable for State {
    fn is_focused(&self) -> bool {
        self.focused
    }

    fn focus(&mut self) {
        self.focused = true;
    }

    fn unfocus(&mut self) {
        self.focused = false;
    }
}

/// The events a key stands for, given to the wrapped widget as if by the mouse.
fn stand_in(kind: Kind, key: &Key, mods: Modifiers, centre: Point) -> Option<Vec<Event>> {
    if !mods.is_empty() && mods != Modifiers::SHIFT {
        return None;
    }
    let named = match key {
        Key::Named(n) => *n,
        _ => return None,
    };
    let click = || {
        vec![
            Event::Mouse(mouse::Event::CursorMoved { position: centre }),
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)),
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
        ]
    };
    // iced's pick list takes Ctrl with the wheel over it as "the next value": down
    // (a negative turn) is the next one, up the previous.
    let turn = |y: f32| {
        vec![
            Event::Keyboard(keyboard::Event::ModifiersChanged(Modifiers::CTRL)),
            Event::Mouse(mouse::Event::WheelScrolled {
                delta: mouse::ScrollDelta::Lines { x: 0.0, y },
            }),
            Event::Keyboard(keyboard::Event::ModifiersChanged(mods)),
        ]
    };
    match (kind, named) {
        (Kind::Press, key::Named::Enter | key::Named::Space) => Some(click()),
        (Kind::List, key::Named::ArrowDown) => Some(turn(-1.0)),
        (Kind::List, key::Named::ArrowUp) => Some(turn(1.0)),
        _ => None,
    }
}

impl<M> Widget<M, Theme, iced::Renderer> for TabStop<'_, M> {
    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<State>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(State::default())
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.content));
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &iced::Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let child = self
            .content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits);
        layout::Node::with_children(child.size(), vec![child])
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        let state = tree.state.downcast_mut::<State>();
        operation.focusable(self.id.as_ref(), layout.bounds(), state);
        if let (Some(child), Some(child_layout)) =
            (tree.children.first_mut(), layout.children().next())
        {
            let content = self.content.as_widget_mut();
            operation.traverse(&mut |op| content.operate(child, child_layout, renderer, op));
        }
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &iced::Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        let Some(child_layout) = layout.children().next() else {
            return;
        };
        let focused = tree.state.downcast_ref::<State>().focused;
        let (state, child) = (&mut tree.state, &mut tree.children[0]);
        let content = self.content.as_widget_mut();
        let mut give = |e: &Event, at: mouse::Cursor, shell: &mut Shell<'_, M>| {
            content.update(
                child,
                e,
                child_layout,
                at,
                renderer,
                clipboard,
                shell,
                viewport,
            );
        };
        match event {
            // The ring shows where the keyboard is: a click puts it away. A click on a
            // pane that nothing in it takes (its text, its blank space) gives the pane
            // the focus, so Page Down then scrolls it.
            Event::Mouse(mouse::Event::ButtonPressed(_)) => {
                give(event, cursor, shell);
                let inside = cursor.is_over(layout.bounds());
                let mine = self.kind == Kind::Pane && inside && !shell.is_event_captured();
                state.downcast_mut::<State>().focused = mine;
                return;
            }
            Event::Keyboard(keyboard::Event::KeyPressed { key, modifiers, .. }) if focused => {
                let centre = child_layout.bounds().center();
                if let Some(events) = stand_in(self.kind, key, *modifiers, centre) {
                    // Each stand-in event in a shell of its own, as the runtime gives
                    // each real event: a button captures the press, and in the same
                    // shell it would then ignore the release that sends its message
                    // (Enter on a button did nothing).
                    for e in &events {
                        let mut out = Vec::new();
                        let mut own = Shell::new(&mut out);
                        give(e, mouse::Cursor::Available(centre), &mut own);
                        shell.merge(own, |m| m);
                    }
                    shell.capture_event();
                    shell.request_redraw();
                    return;
                }
                if matches!(key, Key::Named(key::Named::Escape)) {
                    state.downcast_mut::<State>().focused = false;
                }
            }
            _ => {}
        }
        give(event, cursor, shell);
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &iced::Renderer,
    ) -> mouse::Interaction {
        match layout.children().next() {
            Some(child) => self.content.as_widget().mouse_interaction(
                &tree.children[0],
                child,
                cursor,
                viewport,
                renderer,
            ),
            None => mouse::Interaction::default(),
        }
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        let Some(child) = layout.children().next() else {
            return;
        };
        self.content.as_widget().draw(
            &tree.children[0],
            renderer,
            theme,
            style,
            child,
            cursor,
            viewport,
        );
        if tree.state.downcast_ref::<State>().focused {
            // A pane fills its column: its ring goes inside the edge, where it is never
            // cut off; a small widget's ring goes just outside it, a pixel of the page
            // between, so it reads against the page whatever the widget's own colour.
            let around = match self.kind {
                Kind::Pane => layout.bounds().shrink(1.0),
                Kind::Press | Kind::List => layout.bounds().expand(RING + 1.0),
            };
            draw_ring(renderer, around, ring_colour(theme));
        }
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &iced::Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, iced::Renderer>> {
        let child = layout.children().next()?;
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            child,
            renderer,
            viewport,
            translation,
        )
    }
}

/// A solid band of [`RING`] pixels just inside `r`: four filled bars (no transparent
/// quad, which the stale-pixel workaround's tags use).
pub(crate) fn draw_ring(renderer: &mut iced::Renderer, r: Rectangle, colour: Color) {
    let t = RING.min(r.width / 2.0).min(r.height / 2.0);
    let bars = [
        Rectangle::new(r.position(), Size::new(r.width, t)),
        Rectangle::new(Point::new(r.x, r.y + r.height - t), Size::new(r.width, t)),
        Rectangle::new(Point::new(r.x, r.y + t), Size::new(t, r.height - 2.0 * t)),
        Rectangle::new(
            Point::new(r.x + r.width - t, r.y + t),
            Size::new(t, r.height - 2.0 * t),
        ),
    ];
    for bounds in bars {
        renderer.fill_quad(
            renderer::Quad {
                bounds,
                ..renderer::Quad::default()
            },
            Background::Color(colour),
        );
    }
}

/// The contrast ratio of two colours (WCAG 2.x relative luminance), which the tests
/// hold the focus ring to.
#[cfg(test)]
fn contrast(a: Color, b: Color) -> f32 {
    fn channel(c: f32) -> f32 {
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }
    let lum = |c: Color| 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG 2.2 focus appearance: the ring is at least 2 px and 3:1 against what it
    /// sits between, in both themes: the page, a field's fill, a secondary button.
    #[test]
    fn the_ring_is_thick_enough_and_stands_out_in_both_themes() {
        const { assert!(RING >= 2.0) };
        for theme in [Theme::Light, Theme::Dark] {
            let ring = ring_colour(&theme);
            let p = theme.extended_palette();
            for (what, neighbour) in [
                ("the page", p.background.base.color),
                ("a weak fill", p.background.weak.color),
                ("a field's unfocused border", p.background.strong.color),
            ] {
                let c = contrast(ring, neighbour);
                assert!(c >= 3.0, "{theme:?}: ring against {what} is {c:.2}:1");
            }
        }
    }

    #[test]
    fn a_focused_field_wears_the_ring() {
        let s = field_style(
            &Theme::Dark,
            text_input::Status::Focused { is_hovered: false },
        );
        assert_eq!(s.border.width, RING);
        assert_eq!(s.border.color, ring_colour(&Theme::Dark));
        let idle = field_style(&Theme::Dark, text_input::Status::Active);
        assert!(idle.border.width < RING);
    }

    #[test]
    fn keys_stand_for_the_mouse_only_where_they_mean_something() {
        let at = Point::new(10.0, 10.0);
        let enter = Key::Named(key::Named::Enter);
        assert_eq!(
            stand_in(Kind::Press, &enter, Modifiers::empty(), at).map(|e| e.len()),
            Some(3)
        );
        assert!(stand_in(Kind::List, &enter, Modifiers::empty(), at).is_none());
        assert!(stand_in(Kind::Press, &enter, Modifiers::CTRL, at).is_none());
        let down = Key::Named(key::Named::ArrowDown);
        assert!(stand_in(Kind::List, &down, Modifiers::empty(), at).is_some());
        assert!(stand_in(Kind::Pane, &down, Modifiers::empty(), at).is_none());
    }
}

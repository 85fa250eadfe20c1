//! No stale pixels: a wrapper for the widgets that draw their label with
//! `renderer.fill_text` (pick lists, checkboxes), working around two faults of the
//! software renderer in iced_tiny_skia 0.14.1 (`layer.rs` `draw_text`, `engine.rs`
//! `draw_text`; upstream: iced-rs/iced pull request 3384, still open).
//!
//! 1. **Damage.** Such text is recorded for damage tracking as the rectangle that
//!    *starts* at its anchor point, but drawn *centred* on it (a pick list's label is
//!    vertically centred). When only the label changes (a game switched with Ctrl+2, a
//!    house option picked), the redrawn region covers the lower half of the label and
//!    the top half of the old value stays on screen: two values drawn over each other
//!    until the pointer hovers the list.
//! 2. **Clipping.** The renderer skips the clip mask when the widget's own clip (its
//!    viewport) lies within the layer, and then draws the centred glyphs wherever they
//!    fall. A pick list cut by the bottom of a scrollable draws half its label *below*
//!    the scrollable, where no damage ever reaches again: garbled text in the bottom
//!    ~10 px of the window on every screen.
//!
//! The wrapper draws an invisible (fully transparent) quad over the widget whose colour
//! encodes the shown value, so a change of value changes a quad and the whole widget is
//! redrawn; and it hands the widget a clip one pixel larger than its viewport, so the
//! renderer always applies the layer's clip mask to the glyphs.

use std::hash::{Hash, Hasher};

use iced::advanced::layout::{self, Layout};
use iced::advanced::renderer::{self, Renderer as _};
use iced::advanced::widget::{tree, Operation, Tree, Widget};
use iced::advanced::{mouse, overlay, Clipboard, Shell};
use iced::{Background, Color, Element, Event, Length, Rectangle, Size, Theme, Vector};

/// A widget redrawn whole whenever `shown` changes, and clipped to its layer.
pub(crate) fn crisp<'a, M: 'a>(
    content: impl Into<Element<'a, M>>,
    shown: &impl Hash,
) -> Element<'a, M> {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    shown.hash(&mut h);
    Element::new(Crisp {
        content: content.into(),
        tag: tag_colour(h.finish()),
    })
}

/// A transparent colour carrying 48 bits of the key: invisible, but unequal for
/// different keys, which is all damage tracking compares.
fn tag_colour(key: u64) -> Color {
    let part = |shift: u32| ((key >> shift) & 0xFFFF) as f32 / 65535.0;
    Color {
        r: part(0),
        g: part(16),
        b: part(32),
        a: 0.0,
    }
}

struct Crisp<'a, M> {
    content: Element<'a, M>,
    tag: Color,
}

impl<M> Widget<M, Theme, iced::Renderer> for Crisp<'_, M> {
    fn tag(&self) -> tree::Tag {
        self.content.as_widget().tag()
    }

    fn state(&self) -> tree::State {
        self.content.as_widget().state()
    }

    fn children(&self) -> Vec<Tree> {
        self.content.as_widget().children()
    }

    fn diff(&self, tree: &mut Tree) {
        self.content.as_widget().diff(tree);
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
        self.content.as_widget_mut().layout(tree, renderer, limits)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(tree, layout, renderer, operation);
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
        self.content.as_widget_mut().update(
            tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &iced::Renderer,
    ) -> mouse::Interaction {
        self.content
            .as_widget()
            .mouse_interaction(tree, layout, cursor, viewport, renderer)
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
        renderer.fill_quad(
            renderer::Quad {
                bounds: layout.bounds(),
                ..renderer::Quad::default()
            },
            Background::Color(self.tag),
        );
        let clip = viewport.expand(1.0);
        self.content
            .as_widget()
            .draw(tree, renderer, theme, style, layout, cursor, &clip);
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &iced::Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, iced::Renderer>> {
        self.content
            .as_widget_mut()
            .overlay(tree, layout, renderer, viewport, translation)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use iced::advanced::renderer::Headless as _;
    use iced::widget::{column, container, pick_list, scrollable, space};
    use iced_runtime::user_interface::{Cache, UserInterface};
    use iced_tiny_skia::graphics::damage;
    use iced_tiny_skia::Layer;

    const GAMES: [&str; 2] = ["lucky9", "blackjack"];

    /// A software renderer with the window's own faces (the Latin one and the CJK
    /// fallback), so that a test draws Chinese as the window does on a podium with no
    /// CJK font installed.
    pub(crate) fn renderer() -> iced::Renderer {
        let mut fonts = iced_tiny_skia::graphics::text::font_system()
            .write()
            .unwrap();
        fonts.load_font(crate::gui::FONT.into());
        fonts.load_font(crate::gui::CJK_FONT.into());
        drop(fonts);
        iced_tiny_skia::Renderer::new(
            iced::Font::with_name(crate::gui::FONT_NAME),
            iced::Pixels(16.0),
        )
    }

    /// The layers the software renderer records for one frame of `view`.
    fn layers(view: Element<'_, ()>, renderer: &mut iced::Renderer) -> Vec<Layer> {
        let mut ui =
            UserInterface::build(view, Size::new(400.0, 200.0), Cache::default(), renderer);
        ui.draw(
            renderer,
            &Theme::Light,
            &renderer::Style {
                text_color: Color::BLACK,
            },
            mouse::Cursor::Unavailable,
        );
        renderer.layers().to_vec()
    }

    /// A pick list at (20, 20), 200 wide, showing `game`; wrapped or not.
    fn list(game: &'static str, wrapped: bool) -> Element<'static, ()> {
        let list = pick_list(GAMES, Some(game), |_| ()).width(200);
        let list: Element<'_, ()> = if wrapped {
            crisp(list, &game)
        } else {
            list.into()
        };
        container(list).padding(20).into()
    }

    /// Whether the damage between two frames covers the whole pick list (20, 20) to
    /// (220, 20 + height): every row of it, at its label's left edge.
    fn damage_covers_the_list(wrapped: bool) -> bool {
        let mut r = renderer();
        let before = layers(list("lucky9", wrapped), &mut r);
        let after = layers(list("blackjack", wrapped), &mut r);
        let regions = damage::diff(&before, &after, |l| vec![l.bounds], Layer::damage);
        // The list's height: a quad of the frame that starts at (20, 20).
        let height = after[0]
            .quads
            .iter()
            .map(|(q, _)| q.bounds)
            .find(|b| b.x == 20.0 && b.y == 20.0)
            .map(|b| b.height)
            .unwrap_or(30.0);
        (21..(20 + height as i32 - 1)).all(|y| {
            regions
                .iter()
                .any(|d| d.contains(iced::Point::new(32.0, y as f32)))
        })
    }

    /// The fault this module works around, as iced 0.14.1 has it: a plain pick list's
    /// change of value does not damage the top of its label. When iced fixes it, this
    /// test fails, and the wrapper can go.
    #[test]
    fn a_plain_pick_list_change_leaves_the_top_of_its_label_undamaged() {
        assert!(!damage_covers_the_list(false));
    }

    /// Game switched (Ctrl+2): the wrapped Game list is redrawn whole, no stale top half.
    #[test]
    fn a_game_switch_redraws_the_whole_game_list() {
        assert!(damage_covers_the_list(true));
    }

    /// A list cut by the bottom of a 100 px scrollable; below it, 100 px of nothing.
    fn cut_list(wrapped: bool) -> Element<'static, ()> {
        let list = pick_list(GAMES, Some("blackjack"), |_| ()).width(200);
        let list: Element<'_, ()> = if wrapped {
            crisp(list, &"blackjack")
        } else {
            list.into()
        };
        column![
            scrollable(column![space::vertical().height(88), list]).height(100),
            space::vertical().height(100),
        ]
        .into()
    }

    /// Rows 101..200 (under the scrollable) that are not background, in a full frame.
    fn spilled_rows(wrapped: bool) -> usize {
        let mut r = renderer();
        let mut ui = UserInterface::build(
            cut_list(wrapped),
            Size::new(400.0, 200.0),
            Cache::default(),
            &mut r,
        );
        ui.draw(
            &mut r,
            &Theme::Light,
            &renderer::Style {
                text_color: Color::BLACK,
            },
            mouse::Cursor::Unavailable,
        );
        let rgba = r.screenshot(Size::new(400, 200), 1.0, Color::WHITE);
        (101..200)
            .filter(|y| {
                (0..400).any(|x| {
                    let i = (y * 400 + x) * 4;
                    rgba[i..i + 3] != [255, 255, 255]
                })
            })
            .count()
    }

    /// The other fault: a plain list cut by a scrollable draws its label under it.
    #[test]
    fn a_plain_pick_list_cut_by_a_scrollable_draws_outside_it() {
        assert!(spilled_rows(false) > 0);
    }

    /// After the slip panel moved the form down, the bottom ~10 px kept garbled text:
    /// a wrapped list cut by the scrollable draws nothing outside it.
    #[test]
    fn a_list_cut_by_the_form_scrollable_draws_nothing_under_it() {
        assert_eq!(spilled_rows(true), 0);
    }
}

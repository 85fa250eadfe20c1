//! Shortcuts that always work, whichever widget has the focus.
//!
//! iced hands a key press to the focused text field first, and a text field inserts the
//! key's text even with Ctrl held: Ctrl+1 typed "1" into a card field instead of
//! switching game. So the whole window is wrapped in `keymap`, a widget that sees
//! every key press *before* its content does, turns the app's shortcuts into messages
//! and keeps them from the fields. It also moves the focus on Tab and Shift+Tab with
//! `super::focus` (select the text, scroll into view), and while a dialog is open it
//! gives Enter and Escape to the dialog and keeps every other key from the form behind.

use iced::advanced::layout::{self, Layout};
use iced::advanced::renderer;
use iced::advanced::widget::{tree, Operation, Tree, Widget};
use iced::advanced::{mouse, overlay, Clipboard, Shell};
use iced::keyboard::{self, key, Key, Modifiers};
use iced::{Element, Event, Length, Rectangle, Size, Theme, Vector};

use super::focus::{self, Target};
use super::scroll::{self, Step};
use pitpay_core::Game;

/// What has the keyboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The screens: every shortcut works.
    Normal,
    /// A question is asked (unsaved changes): Enter goes on, Escape stays.
    Confirm,
    /// The command palette is open: typing filters, arrows choose, Enter runs.
    Palette,
}

/// A shortcut, as the app is told it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shortcut {
    /// Ctrl+1 / 2 / 3: switch game.
    Game(Game),
    /// Ctrl+N: new round.
    New,
    /// Ctrl+O: open a round file.
    Open,
    /// Ctrl+S: save the round.
    Save,
    /// Ctrl+E: issue a slip (the sign-off panel).
    Export,
    /// Ctrl+P: the paytables.
    Paytables,
    /// Ctrl+H: the slip journal.
    History,
    /// Ctrl+D: the Practice screen (drills).
    Practice,
    /// Ctrl+I: the Staff screen, at its sign-in box.
    Staff,
    /// Ctrl+Shift+P: print the document last filed (Ctrl+P stays Paytables).
    Print,
    /// Ctrl+Shift+O: open the folder of the document last filed (Ctrl+O stays Open).
    OpenFolder,
    /// Ctrl+M: the progressive meters (the field the round needs next).
    Meters,
    /// Ctrl+Shift+L: sign out (lock the podium).
    SignOut,
    /// Ctrl+Shift+A: add a seat (or terminal) and go to its first field.
    AddSeat,
    /// Ctrl+R: back to the round.
    Round,
    /// Ctrl+G: the Cage screen, at its scan field.
    Cage,
    /// Ctrl+T: the study view (every line's working).
    Steps,
    /// Ctrl+K: the command palette (again: close it).
    Palette,
    /// Ctrl+L: the path field.
    PathField,
    /// Ctrl+Z: undo.
    Undo,
    /// Ctrl+Shift+Z or Ctrl+Y: redo.
    Redo,
    /// Enter in a dialog: go on (run the chosen command).
    Confirm,
    /// Tab (or an arrow) in a question: the focus ring to its other button.
    Switch,
    /// Escape: close the dialog, the palette, the card picker or the sign-off panel.
    Cancel,
    /// Up in the palette.
    Up,
    /// Down in the palette.
    Down,
}

/// What a key press does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Press {
    /// Tell the app, and keep the key from the widgets.
    Do(Shortcut),
    /// Tell the app, and let the widgets have the key too (Escape also leaves a field).
    Tell(Shortcut),
    /// Move the focus.
    Focus(Target),
    /// Keep the key from the widgets (a dialog is open).
    Swallow,
    /// Scroll: the pane with the focus (or around it), or with `true` the screen's
    /// reading pane; a key the focused widget needs itself is left to it.
    Scroll(Step, bool),
}

/// The meaning of a key press in a mode; `None` lets the widgets have it.
pub(crate) fn press(
    key: &Key,
    physical: key::Physical,
    mods: Modifiers,
    mode: Mode,
) -> Option<Press> {
    let named = match key {
        Key::Named(n) => Some(*n),
        _ => None,
    };
    let latin = key.to_latin(physical).map(|c| c.to_ascii_lowercase());
    match mode {
        Mode::Confirm => Some(match named {
            Some(key::Named::Enter | key::Named::Space) => Press::Do(Shortcut::Confirm),
            Some(key::Named::Escape) => Press::Do(Shortcut::Cancel),
            Some(
                key::Named::Tab
                | key::Named::ArrowLeft
                | key::Named::ArrowRight
                | key::Named::ArrowUp
                | key::Named::ArrowDown,
            ) => Press::Do(Shortcut::Switch),
            _ => Press::Swallow,
        }),
        Mode::Palette => match (named, latin) {
            (Some(key::Named::Enter), _) => Some(Press::Do(Shortcut::Confirm)),
            (Some(key::Named::Escape), _) => Some(Press::Do(Shortcut::Cancel)),
            (Some(key::Named::ArrowUp), _) => Some(Press::Do(Shortcut::Up)),
            (Some(key::Named::ArrowDown), _) => Some(Press::Do(Shortcut::Down)),
            (Some(key::Named::Tab), _) => Some(Press::Swallow),
            (_, Some('k')) if mods.command() => Some(Press::Do(Shortcut::Cancel)),
            (_, Some('a' | 'c' | 'v' | 'x')) => None,
            (_, Some(_)) if mods.command() => Some(Press::Swallow),
            _ => None,
        },
        Mode::Normal => match (named, latin) {
            (Some(key::Named::Tab), _) if mods.shift() => Some(Press::Focus(Target::Previous)),
            (Some(key::Named::Tab), _) => Some(Press::Focus(Target::Next)),
            (Some(key::Named::Escape), _) => Some(Press::Tell(Shortcut::Cancel)),
            (Some(n), _) if mods.is_empty() || (mods.command() && !mods.alt() && !mods.shift()) => {
                scrolling(n, mods.command()).map(|step| Press::Scroll(step, mods.command()))
            }
            // Ctrl+Alt is AltGr on some keyboards: it types characters, so it is left
            // to the fields.
            (_, Some(c)) if mods.command() && !mods.alt() => command(c, mods),
            _ => None,
        },
    }
}

/// A scrolling key: Page Up / Page Down, Home / End, the arrows (with Ctrl: the reading
/// pane, where Up and Down go a page).
fn scrolling(n: key::Named, ctrl: bool) -> Option<Step> {
    Some(match n {
        key::Named::PageDown => Step::Page(1),
        key::Named::PageUp => Step::Page(-1),
        key::Named::Home => Step::Top,
        key::Named::End => Step::Bottom,
        key::Named::ArrowDown if ctrl => Step::Page(1),
        key::Named::ArrowUp if ctrl => Step::Page(-1),
        key::Named::ArrowDown => Step::Line(1),
        key::Named::ArrowUp => Step::Line(-1),
        _ => return None,
    })
}

/// Ctrl with a letter or digit. Ctrl+A, C, V and X stay the fields' own (select all,
/// copy, paste, cut); any other Ctrl key never types into a field.
fn command(c: char, mods: Modifiers) -> Option<Press> {
    let s = match c {
        // Ctrl+1, 2, 3 …: the games in the registry's order.
        '1'..='9' => {
            let at = c.to_digit(10).and_then(|d| usize::try_from(d).ok());
            match at.and_then(|d| Game::ALL.get(d.checked_sub(1)?)) {
                Some(game) => Shortcut::Game(*game),
                None => return Some(Press::Swallow),
            }
        }
        'n' => Shortcut::New,
        'o' if mods.shift() => Shortcut::OpenFolder,
        'o' => Shortcut::Open,
        'm' => Shortcut::Meters,
        's' => Shortcut::Save,
        'e' => Shortcut::Export,
        'p' if mods.shift() => Shortcut::Print,
        'p' => Shortcut::Paytables,
        'h' => Shortcut::History,
        'i' => Shortcut::Staff,
        'd' => Shortcut::Practice,
        'r' => Shortcut::Round,
        'g' => Shortcut::Cage,
        't' => Shortcut::Steps,
        'k' => Shortcut::Palette,
        'l' if mods.shift() => Shortcut::SignOut,
        'l' => Shortcut::PathField,
        'a' if mods.shift() => Shortcut::AddSeat,
        'z' if mods.shift() => Shortcut::Redo,
        'z' => Shortcut::Undo,
        'y' => Shortcut::Redo,
        'a' | 'c' | 'v' | 'x' => return None,
        _ => return Some(Press::Swallow),
    };
    Some(Press::Do(s))
}

/// Wraps the window's content: key presses go through [`press`] first. `reading` is
/// the id of the scrollable Ctrl+Up / Ctrl+Down move (the screen's reading pane).
pub(crate) fn keymap<'a, M: 'a>(
    content: impl Into<Element<'a, M>>,
    mode: Mode,
    reading: String,
    on_shortcut: impl Fn(Shortcut) -> M + 'a,
) -> Element<'a, M> {
    Element::new(Keymap {
        content: content.into(),
        mode,
        reading,
        on_shortcut: Box::new(on_shortcut),
    })
}

struct Keymap<'a, M> {
    content: Element<'a, M>,
    mode: Mode,
    reading: String,
    on_shortcut: Box<dyn Fn(Shortcut) -> M + 'a>,
}

impl<M> Widget<M, Theme, iced::Renderer> for Keymap<'_, M> {
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
        if let Event::Keyboard(keyboard::Event::KeyPressed {
            key,
            physical_key,
            modifiers,
            ..
        }) = event
        {
            match press(key, *physical_key, *modifiers, self.mode) {
                Some(Press::Do(s)) => {
                    shell.publish((self.on_shortcut)(s));
                    shell.capture_event();
                    return;
                }
                Some(Press::Tell(s)) => shell.publish((self.on_shortcut)(s)),
                Some(Press::Focus(target)) => {
                    let content = self.content.as_widget_mut();
                    focus::run(Box::new(focus::focus(target)), |op| {
                        content.operate(tree, layout, renderer, op);
                    });
                    shell.request_redraw();
                    shell.capture_event();
                    return;
                }
                Some(Press::Swallow) => {
                    shell.capture_event();
                    return;
                }
                Some(Press::Scroll(step, reading)) => {
                    let content = self.content.as_widget_mut();
                    let mut locate = scroll::Locate::new(&self.reading);
                    content.operate(tree, layout, renderer, &mut locate);
                    if let Some(index) = locate.target(step, reading) {
                        let mut apply = scroll::Apply::new(index, step);
                        content.operate(tree, layout, renderer, &mut apply);
                        shell.request_redraw();
                        shell.capture_event();
                        return;
                    }
                }
                None => {}
            }
        }
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
        self.content
            .as_widget()
            .draw(tree, renderer, theme, style, layout, cursor, viewport);
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
mod tests {
    use super::*;

    fn ch(c: &str) -> Key {
        Key::Character(c.into())
    }

    fn unknown() -> key::Physical {
        key::Physical::Unidentified(key::NativeCode::Unidentified)
    }

    fn normal(k: Key, mods: Modifiers) -> Option<Press> {
        press(&k, unknown(), mods, Mode::Normal)
    }

    /// Ctrl+G opens the Cage screen from any field (a scanner's typed "g" stays text).
    #[test]
    fn ctrl_g_is_the_cage() {
        assert_eq!(
            normal(ch("g"), Modifiers::CTRL),
            Some(Press::Do(Shortcut::Cage))
        );
        assert_eq!(normal(ch("g"), Modifiers::empty()), None);
        assert_eq!(normal(ch("G"), Modifiers::SHIFT), None);
    }

    #[test]
    fn ctrl_digits_switch_game_and_never_type() {
        assert_eq!(
            normal(ch("1"), Modifiers::CTRL),
            Some(Press::Do(Shortcut::Game(Game::Lucky9)))
        );
        assert_eq!(
            normal(ch("3"), Modifiers::CTRL),
            Some(Press::Do(Shortcut::Game(Game::Stadium)))
        );
        assert_eq!(normal(ch("4"), Modifiers::CTRL), Some(Press::Swallow));
        assert_eq!(normal(ch("1"), Modifiers::empty()), None, "a plain 1 types");
    }

    #[test]
    fn altgr_characters_still_type() {
        assert_eq!(normal(ch("@"), Modifiers::CTRL | Modifiers::ALT), None);
    }

    #[test]
    fn the_fields_keep_select_all_copy_paste_and_cut() {
        for c in ["a", "c", "v", "x"] {
            assert_eq!(normal(ch(c), Modifiers::CTRL), None, "ctrl+{c}");
        }
    }

    #[test]
    fn undo_and_redo_keys() {
        assert_eq!(
            normal(ch("z"), Modifiers::CTRL),
            Some(Press::Do(Shortcut::Undo))
        );
        let shifted = Modifiers::CTRL | Modifiers::SHIFT;
        assert_eq!(normal(ch("Z"), shifted), Some(Press::Do(Shortcut::Redo)));
        assert_eq!(
            normal(ch("y"), Modifiers::CTRL),
            Some(Press::Do(Shortcut::Redo))
        );
    }

    #[test]
    fn tab_moves_the_focus_both_ways() {
        let tab = Key::Named(key::Named::Tab);
        assert_eq!(
            normal(tab.clone(), Modifiers::empty()),
            Some(Press::Focus(Target::Next))
        );
        assert_eq!(
            normal(tab, Modifiers::SHIFT),
            Some(Press::Focus(Target::Previous))
        );
    }

    #[test]
    fn a_question_takes_enter_and_escape_and_nothing_reaches_the_form() {
        let ask = |k: Key| press(&k, unknown(), Modifiers::empty(), Mode::Confirm);
        assert_eq!(
            ask(Key::Named(key::Named::Enter)),
            Some(Press::Do(Shortcut::Confirm))
        );
        assert_eq!(
            ask(Key::Named(key::Named::Escape)),
            Some(Press::Do(Shortcut::Cancel))
        );
        assert_eq!(ask(ch("7")), Some(Press::Swallow));
        assert_eq!(
            press(&ch("1"), unknown(), Modifiers::CTRL, Mode::Confirm),
            Some(Press::Swallow),
            "no game switch behind the question"
        );
    }

    #[test]
    fn the_palette_lets_typing_through_and_takes_arrows() {
        let pal = |k: Key| press(&k, unknown(), Modifiers::empty(), Mode::Palette);
        assert_eq!(pal(ch("s")), None);
        assert_eq!(
            pal(Key::Named(key::Named::ArrowDown)),
            Some(Press::Do(Shortcut::Down))
        );
        assert_eq!(
            pal(Key::Named(key::Named::Enter)),
            Some(Press::Do(Shortcut::Confirm))
        );
    }
}

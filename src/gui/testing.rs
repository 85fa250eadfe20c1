//! A window for tests: the app's real view driven by keyboard and mouse events, with
//! the widgets' own state (which field has the focus, how far a pane is scrolled) kept
//! from one frame to the next as the runtime keeps it, and the app's tasks run as the
//! runtime runs them: widget operations (focus moves) on the current view, futures
//! (file work, the journal) to completion, their messages back into `update`.
//!
//! iced_test's simulator rebuilds its interface from scratch and collects messages
//! without running tasks, so it cannot show a keystroke landing in the wrong field
//! after a split, or Tab selecting a field's text; this can.

use iced::advanced::clipboard;
use iced::advanced::widget::operation::{black_box, Outcome};
use iced::advanced::widget::Operation;
use iced::futures::executor::block_on;
use iced::futures::StreamExt as _;
use iced::keyboard::{self, key, Key, Modifiers};
use iced::mouse;
use iced::{Event, Size, Task};
use iced_runtime::user_interface::{Cache, UserInterface};
use iced_runtime::Action;
use iced_test::selector::{Bounded, Selector};

use super::app::{App, Message};

/// A window of a given size showing an app.
pub(crate) struct Window {
    cache: Option<Cache>,
    renderer: iced::Renderer,
    size: Size,
    cursor: mouse::Cursor,
    /// While set, the tasks messages give back are kept here, not run: a test then
    /// runs them in the order it wants, as a slow read finishing late would.
    held: Option<Vec<Task<Message>>>,
}

impl Window {
    /// A window `width` × `height` (logical pixels).
    pub(crate) fn new(width: f32, height: f32) -> Window {
        Window {
            cache: None,
            renderer: super::crisp::tests::renderer(),
            size: Size::new(width, height),
            cursor: mouse::Cursor::Unavailable,
            held: None,
        }
    }

    /// Keeps the tasks of the messages sent from now on, instead of running them.
    pub(crate) fn hold(&mut self) {
        self.held.get_or_insert_with(Vec::new);
    }

    /// Stops keeping tasks; gives those kept, oldest first.
    pub(crate) fn held(&mut self) -> Vec<Task<Message>> {
        self.held.take().unwrap_or_default()
    }

    /// Runs a task to its end and gives the messages it produces, without telling the
    /// app (a read whose answer is still on its way).
    pub(crate) fn outputs(&mut self, task: Task<Message>) -> Vec<Message> {
        let Some(mut stream) = iced_runtime::task::into_stream(task) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        while let Some(action) = block_on(stream.next()) {
            if let Action::Output(m) = action {
                out.push(m);
            }
        }
        out
    }

    fn with_ui<R>(
        &mut self,
        app: &App,
        f: impl FnOnce(
            &mut UserInterface<'_, Message, iced::Theme, iced::Renderer>,
            &mut iced::Renderer,
        ) -> R,
    ) -> R {
        let cache = self.cache.take().unwrap_or_default();
        let mut ui = UserInterface::build(app.view(), self.size, cache, &mut self.renderer);
        let out = f(&mut ui, &mut self.renderer);
        self.cache = Some(ui.into_cache());
        out
    }

    /// Sends events one frame each, as a person types: the view is rebuilt between them.
    pub(crate) fn events(&mut self, app: &mut App, events: impl IntoIterator<Item = Event>) {
        for event in events {
            let cursor = self.cursor;
            let messages = self.with_ui(app, |ui, r| {
                let mut out = Vec::new();
                let _ = ui.update(&[event], cursor, r, &mut clipboard::Null, &mut out);
                out
            });
            for m in messages {
                self.send(app, m);
            }
        }
    }

    /// Tells the app a message and runs the task it gives back.
    pub(crate) fn send(&mut self, app: &mut App, message: Message) {
        let task = app.update(message);
        match &mut self.held {
            Some(held) => held.push(task),
            None => self.run(app, task),
        }
    }

    /// Runs a task as the runtime would.
    pub(crate) fn run(&mut self, app: &mut App, task: Task<Message>) {
        let Some(mut stream) = iced_runtime::task::into_stream(task) else {
            return;
        };
        while let Some(action) = block_on(stream.next()) {
            match action {
                Action::Output(m) => self.send(app, m),
                Action::Widget(op) => self.operate(app, op),
                _ => {}
            }
        }
    }

    /// Runs a widget operation, and those it chains to, on the current view.
    pub(crate) fn operate(&mut self, app: &App, op: Box<dyn Operation>) {
        self.with_ui(app, |ui, r| {
            super::focus::run(op, |pass| ui.operate(r, pass))
        });
    }

    /// The first widget the selector finds in the current view.
    pub(crate) fn find<S>(&mut self, app: &App, selector: S) -> Option<S::Output>
    where
        S: Selector + Send,
        S::Output: Clone + Send,
    {
        self.with_ui(app, |ui, r| {
            let mut op = selector.find();
            ui.operate(r, &mut black_box(&mut op));
            match op.finish() {
                Outcome::Some(found) => found,
                _ => None,
            }
        })
    }

    /// Clicks the middle of what the selector finds (when it is visible).
    pub(crate) fn click<S>(&mut self, app: &mut App, selector: S) -> bool
    where
        S: Selector + Send,
        S::Output: Bounded + Clone + Send,
    {
        let Some(at) = self
            .find(app, selector)
            .and_then(|t| t.visible_bounds())
            .map(|b| b.center())
        else {
            return false;
        };
        self.cursor = mouse::Cursor::Available(at);
        self.events(
            app,
            [
                Event::Mouse(mouse::Event::CursorMoved { position: at }),
                Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)),
                Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
            ],
        );
        true
    }

    /// Types text, one key per frame.
    pub(crate) fn type_text(&mut self, app: &mut App, text: &str) {
        for c in text.chars() {
            self.key(
                app,
                Key::Character(c.to_string().into()),
                Modifiers::empty(),
            );
        }
    }

    /// Presses and releases a key with modifiers held, as a keyboard sends it: the
    /// modifiers change first, and a character key carries its text.
    pub(crate) fn key(&mut self, app: &mut App, k: Key, mods: Modifiers) {
        let text = match &k {
            Key::Character(c) => Some(c.clone()),
            _ => None,
        };
        let physical = key::Physical::Unidentified(key::NativeCode::Unidentified);
        let pressed = keyboard::Event::KeyPressed {
            key: k.clone(),
            modified_key: k.clone(),
            physical_key: physical,
            location: keyboard::Location::Standard,
            modifiers: mods,
            text,
            repeat: false,
        };
        let released = keyboard::Event::KeyReleased {
            key: k.clone(),
            modified_key: k,
            physical_key: physical,
            location: keyboard::Location::Standard,
            modifiers: mods,
        };
        let mut events = Vec::new();
        if !mods.is_empty() {
            events.push(Event::Keyboard(keyboard::Event::ModifiersChanged(mods)));
        }
        events.push(Event::Keyboard(pressed));
        events.push(Event::Keyboard(released));
        if !mods.is_empty() {
            events.push(Event::Keyboard(keyboard::Event::ModifiersChanged(
                Modifiers::empty(),
            )));
        }
        self.events(app, events);
    }

    /// A named key (Tab, Enter, Escape, arrows) with modifiers.
    pub(crate) fn named(&mut self, app: &mut App, n: key::Named, mods: Modifiers) {
        self.key(app, Key::Named(n), mods);
    }

    /// Whether the widget with this id has the focus.
    pub(crate) fn has_focus(&mut self, app: &App, id: &str) -> bool {
        let wanted = iced::widget::Id::from(id.to_string());
        let found = self.find(app, iced_test::selector::is_focused());
        matches!(
            found,
            Some(iced_test::selector::Target::TextInput { id: Some(got), .. }
                | iced_test::selector::Target::Focusable { id: Some(got), .. }) if got == wanted
        )
    }

    /// The bounds of the widget with this id as seen on screen (after scrolling),
    /// when any part of it is visible.
    pub(crate) fn visible(&mut self, app: &App, id: &str) -> Option<iced::Rectangle> {
        self.find(app, iced_test::selector::id(id.to_string()))
            .and_then(|t| t.visible_bounds())
    }

    /// One frame as the software renderer records it: the texts drawn with
    /// `fill_text` (pick-list labels, checkbox marks) with their anchored bounds, and
    /// the transparent tag quads of [`super::crisp`].
    pub(crate) fn frame(&mut self, app: &App) -> Frame {
        let theme = app.theme();
        self.with_ui(app, |ui, r| {
            ui.draw(
                r,
                &theme,
                &iced::advanced::renderer::Style {
                    text_color: iced::Color::BLACK,
                },
                mouse::Cursor::Unavailable,
            );
            let mut frame = Frame::default();
            for layer in r.layers() {
                for item in &layer.text {
                    for t in item.as_slice() {
                        if let iced_tiny_skia::graphics::text::Text::Cached {
                            content,
                            bounds,
                            ..
                        } = t
                        {
                            frame.labels.push((content.clone(), *bounds));
                        }
                    }
                }
                for (quad, background) in &layer.quads {
                    if let iced::Background::Color(c) = background {
                        if c.a == 0.0 {
                            frame.tags.push(quad.bounds);
                        } else {
                            frame.quads.push((quad.bounds, *c));
                        }
                    }
                }
            }
            frame
        })
    }
}

/// What [`Window::frame`] found.
#[derive(Debug, Default)]
pub(crate) struct Frame {
    /// Texts drawn with `fill_text`: content and bounds (starting at the anchor).
    pub labels: Vec<(String, iced::Rectangle)>,
    /// The invisible tag quads of wrapped widgets.
    pub tags: Vec<iced::Rectangle>,
    /// The quads filled with a colour: bounds and colour (the focus ring's bars).
    pub quads: Vec<(iced::Rectangle, iced::Color)>,
}

impl Frame {
    /// The bounds of the first label reading `content`.
    pub(crate) fn label(&self, content: &str) -> Option<iced::Rectangle> {
        self.labels
            .iter()
            .find(|(c, _)| c == content)
            .map(|(_, b)| *b)
    }
}
